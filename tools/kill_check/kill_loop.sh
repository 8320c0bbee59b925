#!/bin/bash
# N kills of the game (a monkey run) at random moments; after each: leftover worker processes, and
# whether the game's own loaders read everything it kept.
# Usage: tools/kill_check/kill_loop.sh [KILLS] [FIRST_SEED]   (from the repository, after build.py setup)
# Note: `kill -0` also succeeds on a zombie, and some machines' init reaps orphans only every second
# or two; orphan_time.sh times a worker's exit by its state instead.
N=${1:-20}; SEED0=${2:-500}
HERE=$(cd "$(dirname "$0")" && pwd); cd "$HERE/../.."
orphans=0; bad=0
for i in $(seq 1 $N); do
  seed=$((SEED0+i))
  rm -rf /tmp/electoral-arcade-monkey-$seed-*
  EA_NO_XVFB=1 xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python -m game monkey --seconds 600 --seed $seed --max-frame-seconds 0 > /tmp/kill-check-run-$i.log 2>&1 &
  sleep $(( 10 + RANDOM % 50 ))
  game=$(pgrep -f "game monkey --seconds 600 --seed $seed" | while read p; do if grep -q "python" /proc/$p/cmdline 2>/dev/null && ! grep -q xvfb-run /proc/$p/cmdline; then echo $p; fi; done | head -1)
  kids=$(pgrep -P $game | tr '\n' ' ')
  what=""; for k in $kids; do what="$what $(tr '\0' ' ' < /proc/$k/cmdline | grep -o 'resource_tracker\|spawn_main' | head -1)"; done
  kill -9 $game
  t0=$(date +%s.%N); left="$kids"; gone_after=""
  for tick in $(seq 1 100); do
    still=""; for k in $left; do kill -0 $k 2>/dev/null && still="$still $k"; done
    left="$still"; [ -z "$left" ] && { gone_after=$(echo "$(date +%s.%N) - $t0" | bc); break; }
    sleep 0.1
  done
  [ -n "$left" ] && orphans=$((orphans+1))
  left="$left (all gone after ${gone_after:-more than 10} s; children:$what)"
  home=$(ls -d /tmp/electoral-arcade-monkey-$seed-* 2>/dev/null | head -1)
  res=$(.venv/bin/python "$HERE/check_home.py" $home 2>&1 | tail -1)
  echo "kill $i seed $seed children [$kids] left [$left] home: $res"
  echo "$res" | grep -q '"exceptions": \[\]' || bad=$((bad+1))
  pkill -f "seed $seed" ; pkill -P 1 -f Xvfb 2>/dev/null
  wait 2>/dev/null
done
echo "TOTAL kills=$N runs_with_orphans=$orphans homes_with_exceptions=$bad"
