#!/bin/bash
# kill -9 of the game N times; for each worker, the time until it has exited (zombie or gone: the
# init of this machine reaps orphans only every second or two, so a zombie counts as ended)
# Usage: tools/kill_check/orphan_time.sh [KILLS]   (from the repository, after build.py setup)
N=${1:-10}; cd "$(cd "$(dirname "$0")" && pwd)/../.."
for i in $(seq 1 $N); do
  seed=$((700+i))
  EA_NO_XVFB=1 xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python -m game monkey --seconds 600 --seed $seed --max-frame-seconds 0 > /dev/null 2>&1 &
  sleep $(( 12 + RANDOM % 30 ))
  game=$(pgrep -f "seed $seed" | while read p; do grep -q xvfb-run /proc/$p/cmdline 2>/dev/null || echo $p; done | head -1)
  kids=$(pgrep -P $game)
  kill -9 $game; t0=$(date +%s.%N)
  out=""
  for k in $kids; do
    kind=$(tr '\0' ' ' < /proc/$k/cmdline 2>/dev/null | grep -o 'resource_tracker\|spawn_main' | head -1)
    while true; do
      st=$(awk '/^State/{print $2}' /proc/$k/status 2>/dev/null)
      if [ -z "$st" ] || [ "$st" = Z ]; then break; fi
      sleep 0.005
    done
    out="$out $kind=$(echo "$(date +%s.%N) - $t0" | bc)s"
  done
  echo "kill $i:$out"
  pkill -f "seed $seed"; wait 2>/dev/null
done
