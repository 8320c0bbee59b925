"""Waiting for a bot worker process without a time limit: the wait fails only when the worker
gets nowhere (no CPU time spent and no new process) for IDLE_POLLS polls in a row, never after a
number of seconds. A busy machine gives the worker less of each second, not none of it: at load
20 on two cores it still runs a tenth of the time, while a lost request leaves it asleep on its
pipe, spending nothing."""
from __future__ import annotations

import time

IDLE_POLLS = 1000               # polls 10 ms apart (longer on a busy machine) with the worker idle
POLL_SECONDS = 0.01


def cpu_ticks(pid: int | None) -> int | None:
    """The CPU time a process has spent (clock ticks, user + system), None if it cannot be read."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])        # utime, stime (fields 14 and 15)
    except (OSError, IndexError, ValueError):
        return None


class WorkerWatch:
    """Counts polls in a row in which the process at `pid()` spent no CPU time (a new process
    counts as progress); `stuck()` once there were more than IDLE_POLLS of them."""

    def __init__(self, pid):
        self.pid = pid
        self._seen = None
        self.idle = 0

    def stuck(self) -> bool:
        pid = self.pid()
        now = (pid, cpu_ticks(pid))
        if now != self._seen:
            self._seen, self.idle = now, 0
            return False
        self.idle += 1
        # with no /proc to read (not Linux), polls alone: ten times as many
        return self.idle > (IDLE_POLLS if now[1] is not None else 10 * IDLE_POLLS)


def answer_of(worker, what: str = "the worker's answer"):
    """Poll a BotWorker until it answers; fail if its process gets nowhere meanwhile."""
    watch = WorkerWatch(lambda: worker.pid)
    while True:
        answer = worker.poll()
        if answer is not None:
            return answer
        if watch.stuck():
            raise AssertionError(f"no {what}: the worker process spent no time on it for {IDLE_POLLS} polls")
        time.sleep(POLL_SECONDS)


def wait_until(done, step, pid, what: str) -> None:
    """Call `step()` (a frame, say) until `done()`; fail if the worker process at `pid()` gets
    nowhere for IDLE_POLLS steps in a row meanwhile."""
    watch = WorkerWatch(pid)
    while not done():
        if watch.stuck():
            raise AssertionError(f"no {what}: the worker process spent no time on it for {IDLE_POLLS} steps")
        step()
