"""Not a Dodgson System Chess: the game's own search, offered as the bot `lookahead` (Game.extra_bots).

Four players each play for themselves, so this is a max^n search in which every opponent is
modelled as the one-ply greedy player (the move best for *them* by the heuristic):

1. Every legal move is scored by the heuristic right after it (the greedy value).
2. In order of that value, each move is followed by one full round: the three opponents answer
   with their greedy moves, and the move is scored by the heuristic when it is our turn again.
   This sees the queen that the next player would take, the capture that hands the win to
   someone else, and which victim's elimination is coming.
3. While the budget lasts, the best few moves (`width`) are followed for more rounds, up to
   `rounds` in all (everyone greedy).

spec: `lookahead[:1.5s|:3000][,width=6][,rounds=2]` (width: moves followed past the first round).
A budget in seconds stops at the clock; a count (`lookahead:3000`) stops after that many greedy
replies have been played out, so a seed gives the same move on any machine.
"""
from __future__ import annotations

import random
import time
from typing import Callable


def greedy_move(state, player: int):
    """The move best for `player` by the heuristic one ply ahead (first one among equals)."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    best_value, best = -1.0, moves[0]
    for move in moves:
        child = state.clone()
        child.apply(move)
        value = child.heuristic(player)
        if value > best_value:
            best_value, best = value, move
    return best


def play_greedy_until(state, player: int, rounds: int, deadline: float | None = None) -> int:
    """Let everyone play greedily until it is `player`'s turn `rounds` times more (or the end).
    Returns how many greedy moves it played; -1 when the deadline cut it short."""
    remaining = rounds
    played = 0
    while not state.is_terminal():
        mover = state.current_player()
        if mover == player:
            remaining -= 1
            if remaining <= 0:
                return played
        if deadline is not None and time.perf_counter() > deadline:
            return -1
        state.apply(greedy_move(state, mover))
        played += 1
    return played


class LookaheadBot:
    name = "lookahead"

    def __init__(self, rng: random.Random, seconds: float | None = 1.0, width: int = 6, rounds: int = 2,
                 should_stop: Callable[[], bool] | None = None, replies: int | None = None):
        self.rng = rng
        self.seconds = seconds
        self.replies = replies          # budget in greedy replies played out (None: the clock's)
        self.played = 0
        self.width = width
        self.rounds = rounds
        self.should_stop = should_stop

    def _out_of_time(self, deadline: float | None) -> bool:
        if self.replies is not None and self.played >= self.replies:
            return True
        if deadline is not None and time.perf_counter() > deadline:
            return True
        return self.should_stop is not None and self.should_stop()

    def choose(self, state):
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        me = state.current_player()
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        self.played = 0
        # 1. greedy value of every move (ties broken at random so play varies).
        scored = []
        for move in moves:
            child = state.clone()
            child.apply(move)
            scored.append((child.heuristic(me), self.rng.random(), move, child))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        best_move = scored[0][2]
        # 2. one round of greedy replies, best greedy moves first, as long as time allows.
        after_round = []
        for value, tie, move, child in scored:
            if after_round and self._out_of_time(deadline):
                break
            self.played += max(0, play_greedy_until(child, me, 1))
            after_round.append((child.heuristic(me), tie, move, child))
        after_round.sort(key=lambda item: (item[0], item[1]), reverse=True)
        best_move = after_round[0][2]
        # 3. the best few followed for more rounds; a move is only compared with others at the same depth.
        frontier = after_round[:self.width]
        for _depth in range(1, self.rounds):
            deeper = []
            for value, tie, move, child in frontier:
                if self._out_of_time(deadline):
                    return best_move
                if not child.is_terminal():
                    child.apply(greedy_move(child, me))      # our own move of this round, greedy too
                    self.played += 1 + max(0, play_greedy_until(child, me, 1))
                deeper.append((child.heuristic(me), tie, move, child))
            deeper.sort(key=lambda item: (item[0], item[1]), reverse=True)
            best_move = deeper[0][2]
            frontier = deeper
        return best_move


def make_lookahead(spec, rng, should_stop):
    """Build the bot from a parsed BotSpec (game.core.bots.make_bot calls this)."""
    seconds = spec.seconds if spec.seconds or spec.iterations else 1.0
    return LookaheadBot(rng, seconds=seconds, replies=spec.iterations, width=int(spec.params.get("width", 6)),
                        rounds=int(spec.params.get("rounds", 2)), should_stop=should_stop)

