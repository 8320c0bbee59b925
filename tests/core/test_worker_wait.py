"""The tests' wait for a bot worker fails on a worker that gets nowhere (a request lost: the
process asleep on its pipe, spending nothing), counted in polls with no CPU time spent, never in
seconds; a worker that spends time, however slowly, is waited for."""
from __future__ import annotations

import pytest

import tests.worker_wait as worker_wait
from game.core.bots.worker import BotWorker
from tests.core.toy_games import NIM
from tests.worker_wait import answer_of


def test_a_worker_asleep_with_a_request_lost_fails_the_wait(monkeypatch):
    monkeypatch.setattr(worker_wait, "IDLE_POLLS", 30)
    worker = BotWorker()
    try:
        worker.start()
        worker._pending = True                  # as if a request were out: none was sent
        with pytest.raises(AssertionError, match="the worker process spent no time on it for 30 polls"):
            answer_of(worker)
    finally:
        worker.close()


def test_a_worker_that_answers_is_waited_for():
    worker = BotWorker()
    try:
        ticket = worker.request(NIM.new_initial_state({"stones": 9}), "mcts:300,rollout=50", seed=2)
        assert answer_of(worker) == (ticket, 1)
    finally:
        worker.close()
