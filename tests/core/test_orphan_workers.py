"""A game killed outright (kill -9: no clean-up runs) leaves no worker behind: the bot worker
asleep on its pipe and the review worker in the middle of a long search both end once the
game's process is gone. A real parent process starts the worker, says its id, and is killed;
the test then waits for the worker to be gone, polling (a busy machine only takes longer)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GONE_POLLS = 3000                # polls 10 ms apart: stops a hang, never reached when it works

BOT_WORKER_PARENT = """
    import time
    from game.core.bots.worker import BotWorker
    from tests.core.toy_games import NIM
    worker = BotWorker()
    worker.request(NIM.new_initial_state({"stones": 5}), "mcts:50,rollout=20", seed=1)
    while worker.poll() is None:        # one answer: the worker is up, now asleep on its pipe
        time.sleep(0.01)
    print(worker.pid, flush=True)
"""

REVIEW_WORKER_PARENT = """
    from game.core.arena import play_record
    from game.core.review import ReviewAnalysis
    from game.core.review_worker import ReviewWorker
    record = play_record("constitution", "greedy", seed=1, max_plies=30)   # no exact solver: searched
    # searches far longer than any test runs: the worker is computing when the parent dies
    worker = ReviewWorker(ReviewAnalysis.of_record(record, "mcts:100000000"), record)
    worker.start()
    print(worker._process.pid, flush=True)
"""


def gone(pid: int) -> bool:
    """True once `pid` has exited (reaped, or a zombie its new parent has not reaped yet)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def kill_parent_and_wait(parent_code: str) -> tuple[int, bool, float]:
    """Run `parent_code` in a new process (it prints the worker's id, then the parent sleeps),
    SIGKILL that parent; (worker id, whether the worker went, seconds it took)."""
    script = textwrap.dedent(parent_code) + "\nimport time\ntime.sleep(600)\n"
    parent = subprocess.Popen([sys.executable, "-c", script], cwd=REPO, stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        worker_pid = int(parent.stdout.readline())
        assert not gone(worker_pid), "the worker should be running before its parent is killed"
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        killed_at = time.monotonic()
        for _ in range(GONE_POLLS):
            if gone(worker_pid):
                return worker_pid, True, time.monotonic() - killed_at
            time.sleep(0.01)
        return worker_pid, False, time.monotonic() - killed_at
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        parent.stdout.close()


def stop(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


@pytest.mark.parametrize("parent_code", [BOT_WORKER_PARENT, REVIEW_WORKER_PARENT], ids=["bot", "review"])
def test_a_worker_ends_when_the_game_is_killed(parent_code):
    worker_pid, went, seconds = kill_parent_and_wait(parent_code)
    if not went:
        stop(worker_pid)                    # leave nothing behind for the next test
    assert went, f"the worker {worker_pid} outlived the killed game by {seconds:.0f} s"
