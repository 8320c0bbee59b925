#!/usr/bin/env bash
# The built program's test: `python3 build.py dist-check [ARCHIVE]` (CI runs it after the suite,
# on the archive `python3 build.py dist` made). Not part of pytest: it needs the build.
#
# The archive is unpacked into an empty temporary folder, away from the source tree, and every
# command runs with a clean environment (env -i: no virtual environment, no PYTHONPATH, PATH of
# the system only), a fresh HOME, and the temporary folder as its working directory. It checks:
#   1. `--version` prints pyproject.toml's version;
#   2. the developer tools (devtools/: shot, bench, monkey) are not in the program: its help names
#      none of their commands, and asking for one is a mistake on the command line (status 2);
#   3. `selfcheck --picture`: a quick match through Arcade's loop until the bot's move lands,
#      answered by the bot's worker process (a spawned copy of the program that must not open a
#      window), on the virtual screen this script runs under; the game screen's last frame is a
#      picture of the right size;
#   4. `selfcheck` with no display at all: the program starts itself again under xvfb-run (the
#      frozen branch of game/paths.py program_command);
#   5. the program wrote only into the saves folder it was given, and nothing into its own folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)

if [ -z "${DISPLAY:-}" ]; then         # one virtual screen for the whole check
    exec xvfb-run -a -s "-screen 0 1920x1080x24" bash "$0" "$@"
fi

archive=${1:?usage: check_build.sh dist/electoral-arcade-VERSION-SYSTEM-MACHINE.tar.gz [FOLDER for the pictures]}
keep=${2:-}
archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
version=$(sed -n 's/^version *= *"\(.*\)"$/\1/p' "$ROOT/pyproject.toml" | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/run" "$work/out"
tar -xzf "$archive" -C "$work"
program="$work/electoral-arcade/electoral-arcade"
saves="$work/home/.local/share/electoral-arcade"
find "$work/electoral-arcade" -type f | sort > "$work/files-before"

failures=0
step() { echo "== $*"; }
ok() { echo "   ok: $*"; }
bad() { echo "   FAILED: $*"; failures=$((failures + 1)); }

# A clean environment: only what a player's desktop session would have (and the display).
clean() {
    (cd "$work/run" && env -i HOME="$work/home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 "$@")
}
with_display() { clean DISPLAY="$DISPLAY" XAUTHORITY="${XAUTHORITY:-}" "$@"; }

# A PNG's width and height, from its IHDR chunk (bytes 16-23), without Python or Pillow.
png_size() {
    local hex
    hex=$(od -An -tx1 -j16 -N8 "$1" | tr -d ' \n')
    echo "$((16#${hex:0:8}))x$((16#${hex:8:8}))"
}

check_png() {   # FILE [WxH]: a PNG (of that size), with a picture in it (a blank frame packs small)
    local file=$1 want=${2:-} size
    if [ ! -s "$file" ] || [ "$(head -c 8 "$file" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
        bad "$file is not a PNG"; return
    fi
    size=$(png_size "$file")
    [ -z "$want" ] || [ "$size" = "$want" ] || { bad "$file is $size, not $want"; return; }
    [ "$(stat -c %s "$file")" -gt 20000 ] || { bad "$file is almost empty ($(stat -c %s "$file") bytes)"; return; }
    ok "$(basename "$file"): $size, $(stat -c %s "$file") bytes"
}

timed() {       # run a step and say how long it took (reported, never judged)
    local started=$SECONDS status=0
    "$@" || status=$?
    echo "   ($((SECONDS - started)) s)"
    return $status
}

step "archive $(basename "$archive") ($(du -h "$archive" | cut -f1)), unpacked in $work"
step "1. --version"
if out=$(clean "$program" --version 2>&1) && [ "$out" = "electoral-arcade $version" ]; then
    ok "$out"
else
    bad "printed '$out', expected 'electoral-arcade $version'"
fi

step "2. no developer tools in the program"
help=$(clean "$program" --help 2>&1) || bad "--help failed: $help"
for tool in shot bench monkey; do
    if echo "$help" | grep -qw "$tool"; then
        bad "--help names the developer tool '$tool'"
    else
        status=0
        out=$(clean "$program" "$tool" 2>&1) || status=$?
        [ "$status" -eq 2 ] && ok "'$tool' is not a command here: $out" || bad "'$tool' ended with status $status: $out"
    fi
done

selfcheck_step() {      # the check itself: the bot's worker answered, and the worker is the program
    local out=$1
    echo "$out" | sed 's/^/   /'
    echo "$out" | grep -q "answered .* from its worker process" && ok "the bot answered" \
        || bad "no answer reported"
    # the worker is the program itself, run again by multiprocessing (not a Python from the machine)
    echo "$out" | grep -q "started as: $program .*--multiprocessing-fork" && ok "the worker is the program itself" \
        || bad "the worker was not started as the program itself"
}

step "3. selfcheck: a quick match until the bot's worker process answers, and its last frame"
if out=$(timed with_display timeout 300 "$program" selfcheck --picture "$work/out/selfcheck.png" 2>&1); then
    selfcheck_step "$out"
    check_png "$work/out/selfcheck.png"
else
    echo "$out" | sed 's/^/   /'
    bad "selfcheck failed"
fi

step "4. selfcheck with no display (the program restarts itself under xvfb-run)"
if out=$(timed clean timeout 300 "$program" selfcheck 2>&1); then
    selfcheck_step "$out"
else
    echo "$out" | sed 's/^/   /'
    bad "selfcheck with no display failed"
fi

step "5. where it wrote"
find "$work/electoral-arcade" -type f | sort > "$work/files-after"
if diff -q "$work/files-before" "$work/files-after" > /dev/null; then
    ok "nothing new in the program's folder"
else
    bad "the program wrote into its own folder: $(comm -13 "$work/files-before" "$work/files-after" | head -n 5)"
fi
stray=$(cd "$work/home" && find . -type f ! -path "./.local/share/electoral-arcade/*" | head -n 5)
[ -z "$stray" ] && ok "HOME holds only the saves folder ($(find "$saves" -type f 2>/dev/null | wc -l) files)" \
    || bad "files outside the saves folder: $stray"
[ -z "$(ls -A "$work/run")" ] && ok "nothing in the working directory" || bad "files in the working directory: $(ls -A "$work/run")"

if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work"/out/*.png "$keep"/ && echo "pictures kept in $keep"; fi
if [ "$failures" -ne 0 ]; then
    echo "built program: $failures check(s) failed"
    exit 1
fi
echo "built program: every check passed"
