#!/usr/bin/env python3
"""Electoral Arcade task runner. Needs only Python 3.11+ (and root for Debian packages).

    python3 build.py play            open the game (installs what it needs first)
    python3 build.py test [ARGS]     run the whole test suite headless (pytest ARGS)
    python3 build.py setup           install Debian packages and the virtual environment only
    python3 build.py mapgen          regenerate levels/constitution/usa.toml
    python3 build.py docs            rebuild docs/notation.md from docs/notation/<game>.md
    python3 build.py previews        redraw the tutorials' lesson pictures (levels/tutorials/pictures/)
    python3 build.py animation       render the README's animation (docs/screenshots/campaign-travel.gif)
    python3 build.py game ARGS       run `python -m game ARGS` in the environment (arena, shot, bench...)
    python3 build.py dist            build the program with PyInstaller (dist/electoral-arcade/) and pack it
                                     as dist/electoral-arcade-<version>-<system>-<machine>.tar.gz
    python3 build.py dist-check [ARCHIVE [FOLDER]]   test the built program, unpacked, in a clean
                                     environment (FOLDER: keep the pictures it rendered there)

It installs the Debian packages for software OpenGL and a virtual screen when they
are missing and it runs as root, then keeps a virtual environment in .venv that
is refreshed whenever pyproject.toml changes.
"""
from __future__ import annotations

import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".pyproject-hash"

# Software OpenGL (Mesa llvmpipe), a virtual X screen for headless runs, and fonts.
DEBIAN_PACKAGES = ["xvfb", "xauth", "libgl1", "libgl1-mesa-dri", "libglx-mesa0", "libegl1",
                   "libegl-mesa0", "libgbm1", "libfontconfig1", "fonts-dejavu-core"]


def say(text: str) -> None:
    print(f"[build] {text}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    subprocess.run(cmd, check=True, **kwargs)


def missing_debian_packages(names: list[str]) -> list[str]:
    if shutil.which("dpkg-query") is None:
        return []
    missing = []
    for name in names:
        probe = subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
        if "install ok installed" not in probe.stdout:
            missing.append(name)
    return missing


def ensure_debian_packages(names: list[str] = DEBIAN_PACKAGES) -> None:
    missing = missing_debian_packages(names)
    if not missing:
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        say(f"missing Debian packages (install them as root): {' '.join(missing)}")
        return
    say(f"installing Debian packages: {' '.join(missing)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-qq"], env=env)
    run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], env=env)


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    python = venv_python()
    if python.exists() and STAMP.exists() and STAMP.read_text().strip() == wanted:
        return python
    if not python.exists():
        say("creating the virtual environment in .venv")
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except (subprocess.CalledProcessError, OSError):
            # Debian's own python3 ships venv without ensurepip: it is in python3-venv.
            if os.geteuid() != 0 or shutil.which("apt-get") is None:
                raise SystemExit("[build] cannot create .venv: install python3-venv (as root) and retry")
            shutil.rmtree(VENV, ignore_errors=True)
            version = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
            env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
            run(["apt-get", "update", "-qq"], env=env)
            run(["apt-get", "install", "-y", "-qq", "python3-venv", version], env=env)
            venv.EnvBuilder(with_pip=True).create(VENV)
    # again whenever pyproject.toml changes: its dependencies, and the entry points that add the
    # developer tools' commands (shot, bench, monkey) to `python -m game`
    say("installing Python packages (arcade, pymunk, tomli-w, pytest, hypothesis)")
    run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", f"{ROOT}[test]"])
    STAMP.write_text(wanted)
    return python


def setup() -> Path:
    ensure_debian_packages()
    return ensure_venv()


def with_display(cmd: list[str]) -> list[str]:
    """Wrap a command in a virtual X server when there is no display."""
    if os.environ.get("DISPLAY") or shutil.which("xvfb-run") is None:
        return cmd
    return ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *cmd]


def task_play(args: list[str]) -> int:
    # no virtual screen here: with no display the game says so itself (`play --virtual-screen` asks for one)
    python = setup()
    return subprocess.call([str(python), "-m", "game", "play", *args], cwd=ROOT)


def test_jobs(args: list[str]) -> list[str]:
    """pytest-xdist on every core (EA_TEST_JOBS=N to choose, 1 for one process), unless the
    arguments already say how to run."""
    if any(a in ("no:xdist", "--pdb") or a.startswith(("-n", "--numprocesses")) for a in args):
        return []
    jobs = os.environ.get("EA_TEST_JOBS") or str(os.cpu_count() or 1)
    # worksteal: a worker that runs out takes half of what the other has left, so both end together
    return [] if jobs == "1" else ["-n", jobs, "--dist", "worksteal"]


def task_test(args: list[str]) -> int:
    python = setup()
    env = {**os.environ, "EA_NO_XVFB": "1", "PYTHONDONTWRITEBYTECODE": "1", "EA_SCREEN_PER_WORKER": "1"}
    env.setdefault("ELECTORAL_ARCADE_HOME", str(ROOT / ".pytest_cache" / "home"))
    # software OpenGL draws in the calling thread: with a test process on every core, llvmpipe's
    # own rasterising threads only add switching (about 6% more CPU for the screen tests)
    env.setdefault("LP_NUM_THREADS", "0")
    cmd = with_display([str(python), "-m", "pytest", *test_jobs(args), *args])
    code = subprocess.call(cmd, cwd=ROOT, env=env)
    return 0 if code == 0 else code


def task_mapgen(args: list[str]) -> int:
    python = setup()
    return subprocess.call([str(python), "-m", "game.engines.constitution.mapgen",
                            "--out", str(ROOT / "levels" / "constitution" / "usa.toml"), *args], cwd=ROOT)


def task_previews(args: list[str]) -> int:
    """Draw every lesson's board into levels/tutorials/pictures/ (made in a 2560 x 1440 virtual
    screen when Xvfb is there, so the pictures come out the same on every machine)."""
    python = setup()
    cmd = [str(python), "-m", "devtools.lesson_pictures", *args]
    if shutil.which("xvfb-run") is not None:
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 2560x1440x24", *cmd]
    return subprocess.call(cmd, cwd=ROOT, env={**os.environ, "EA_NO_XVFB": "1"})


def task_animation(args: list[str]) -> int:
    """Render the README's animation (docs/screenshots/campaign-travel.gif, tools/make_animation.py)."""
    python = setup()
    env = {**os.environ, "EA_NO_XVFB": "1", "ELECTORAL_ARCADE_HOME": str(ROOT / "build" / "animation-home")}
    cmd = with_display([str(python), str(ROOT / "tools" / "make_animation.py"), *args])
    return subprocess.call(cmd, cwd=ROOT, env=env)


NOTATION_PARTS = ROOT / "docs" / "notation"
NOTATION_BOOK = ROOT / "docs" / "notation.md"


def notation_book() -> str:
    """docs/notation.md is generated: one section per game (in the catalog's order), from
    docs/notation/<game>.md."""
    sys.path.insert(0, str(ROOT))
    from game import catalog        # pure Python: no packages needed
    parts = sorted(NOTATION_PARTS.glob("*.md"), key=lambda p: (catalog.rank(p.stem), p.stem))
    head = ("# Move and position notation\n\n"
            "Every move of every game has a text form. Match records (`*.toml` saves) store moves in it,\n"
            "`python -m game moves GAME --position TEXT` prints it, and tutorial levels are written in it.\n"
            "This page is generated by `python3 build.py docs` from `docs/notation/<game>.md`.\n")
    body = []
    for part in parts:
        text = part.read_text(encoding="utf-8").strip()
        # Each part's top heading becomes a level-2 section here, whatever level it was written at.
        top = min((len(m) for m in re.findall(r"^(#+) ", text, flags=re.M)), default=2)
        body.append(re.sub(r"^(#+) ", lambda m: "#" * (len(m.group(1)) - top + 2) + " ", text, flags=re.M))
    return head + "\n" + "\n\n".join(body) + "\n"


def task_docs(args: list[str]) -> int:
    NOTATION_BOOK.write_text(notation_book(), encoding="utf-8")
    say(f"wrote {NOTATION_BOOK.relative_to(ROOT)}")
    return 0


def task_game(args: list[str]) -> int:
    python = setup()
    return subprocess.call([str(python), "-m", "game", *args], cwd=ROOT)


# ---- the built program (issue 27) ---------------------------------------------------------
DIST = ROOT / "dist"
SPEC = ROOT / "packaging" / "electoral-arcade.spec"
PROGRAM = "electoral-arcade"
PYINSTALLER = "pyinstaller>=6.10,<7"      # only the dist task installs it, into .venv
DIST_DEBIAN_PACKAGES = ["binutils"]      # PyInstaller reads the libraries' dependencies with objdump


def project_version() -> str:
    import tomllib          # here, not on top: Python 3.10 must still reach main()'s version message
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def platform_tag() -> str:
    """'linux-x86_64', 'windows-x86_64', 'macos-arm64': the system the build runs on."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def archive_path() -> Path:
    suffix = ".zip" if sys.platform == "win32" else ".tar.gz"
    return DIST / f"{PROGRAM}-{project_version()}-{platform_tag()}{suffix}"


def ensure_pyinstaller(python: Path) -> None:
    probe = subprocess.run([str(python), "-m", "PyInstaller", "--version"], capture_output=True, text=True)
    if probe.returncode != 0:
        say(f"installing {PYINSTALLER} into .venv (for the dist task only)")
        run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", PYINSTALLER])


def pack(folder: Path, archive: Path) -> None:
    """The program's folder as one archive, the folder at its top (players unpack and run)."""
    archive.unlink(missing_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
            for path in sorted(folder.rglob("*")):
                out.write(path, path.relative_to(folder.parent))
        return
    with tarfile.open(archive, "w:gz", compresslevel=6) as out:     # 9 takes twice as long for 1% less
        out.add(folder, arcname=folder.name)


def dist_debian_packages() -> list[str]:
    """binutils, and Debian's Python's shared library when the build runs on Debian's Python
    (its python3 binary is linked statically; PyInstaller bundles libpython3.X.so)."""
    names = list(DIST_DEBIAN_PACKAGES)
    if sys.base_prefix == "/usr":
        names.append(f"libpython{sys.version_info.major}.{sys.version_info.minor}")
    return names


def task_dist(args: list[str]) -> int:
    python = setup()
    ensure_debian_packages(dist_debian_packages())
    ensure_pyinstaller(python)
    started = time.monotonic()
    shutil.rmtree(DIST / PROGRAM, ignore_errors=True)
    code = subprocess.call([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                            "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
                            str(SPEC), *args], cwd=ROOT)
    if code != 0:
        say(f"PyInstaller failed (status {code})")
        return code
    built = time.monotonic() - started
    archive = archive_path()
    pack(DIST / PROGRAM, archive)
    say(f"built {(DIST / PROGRAM).relative_to(ROOT)}/ in {built:.0f} s; packed "
        f"{archive.relative_to(ROOT)} ({archive.stat().st_size / 2**20:.1f} MB) in "
        f"{time.monotonic() - started - built:.0f} s")
    return 0


def task_dist_check(args: list[str]) -> int:
    """The built program's own test (tests/dist/check_build.sh): what CI runs after the suite."""
    ensure_debian_packages()            # xvfb-run and software OpenGL
    archive = Path(args[0]) if args else archive_path()
    if not archive.is_file():
        say(f"{archive}: no such archive; run `python3 build.py dist` first")
        return 2
    return subprocess.call(["bash", str(ROOT / "tests" / "dist" / "check_build.sh"), str(archive), *args[1:]],
                           cwd=ROOT)


TASKS = {"play": task_play, "test": task_test, "setup": lambda a: (setup(), 0)[1],
         "mapgen": task_mapgen, "docs": task_docs, "previews": task_previews, "game": task_game,
         "animation": task_animation, "dist": task_dist, "dist-check": task_dist_check}


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):
        say("Python 3.11 or newer is needed")
        return 2
    if not argv or argv[0] not in TASKS:
        print(__doc__)
        return 0 if not argv else 2
    return TASKS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
