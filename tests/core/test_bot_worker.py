"""A bot worker process that dies (killed, out of memory) is noticed at the next poll, replaced,
and asked again from the same position; after three deaths on one request it gives up with a
failure the screen falls back on. Deaths are waited for with join(), never timed."""
from __future__ import annotations

import os
import signal

import pytest

from game.core.bots.worker import MAX_DEATHS_PER_REQUEST, BotWorker
from tests.core.toy_games import NIM
from tests.worker_wait import answer_of

WAIT_SECONDS = 120          # a SIGKILLed process is gone at once, however busy the machine


def kill(worker: BotWorker) -> None:
    """SIGKILL the worker process and wait until it is gone (as a crash or the OOM killer)."""
    process = worker._process
    os.kill(process.pid, signal.SIGKILL)
    process.join(WAIT_SECONDS)
    assert not process.is_alive()


@pytest.fixture
def worker():
    worker = BotWorker()
    yield worker
    worker.close()


def test_a_killed_worker_is_replaced_at_the_next_poll_and_answers_the_same_request(worker):
    state = NIM.new_initial_state({"stones": 9})
    ticket = worker.request(state, "mcts:300,rollout=50", seed=2)
    first = worker.pid
    kill(worker)
    assert worker.poll() is None                # this poll notices the death and asks again
    assert worker.restarts == 1 and worker.pid not in (None, first) and worker.busy()
    assert worker._job[0] == ticket and worker._job[3].stones == 9
    assert answer_of(worker) == (ticket, 1)     # 9 stones: take 1, leave 8
    assert worker.restarts == 1


def test_a_worker_dying_again_and_again_on_one_request_gives_up(worker):
    ticket = worker.request(NIM.new_initial_state({"stones": 9}), "mcts:60s", seed=1)
    for death in range(1, MAX_DEATHS_PER_REQUEST):
        kill(worker)
        assert worker.poll() is None and worker.restarts == death
    kill(worker)
    assert worker.poll() == (ticket, None)
    assert worker.last_error == f"it stopped unexpectedly {MAX_DEATHS_PER_REQUEST} times"
    assert not worker.busy() and worker.poll() is None
    # the next request starts a new process and counts its deaths afresh
    ticket = worker.request(NIM.new_initial_state({"stones": 5}), "mcts:200,rollout=50", seed=1)
    kill(worker)
    assert worker.poll() is None and worker.restarts == MAX_DEATHS_PER_REQUEST
    assert answer_of(worker) == (ticket, 1)


def test_an_idle_worker_that_died_is_started_again_by_the_next_request(worker):
    worker.start()
    kill(worker)
    assert worker.poll() is None and worker.restarts == 0     # nothing was asked: nothing to tell
    ticket = worker.request(NIM.new_initial_state({"stones": 6}), "mcts:300,rollout=50", seed=3)
    assert answer_of(worker) == (ticket, 2)
