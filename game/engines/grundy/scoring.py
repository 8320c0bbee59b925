"""Grundy rules 4 to 6: the score, the end and the winner
(seed: grundy-game.txt, rulings: docs/rules/grundy.md).

    rule 4  add_to_score         "The number a player writes is added to their score."
    rule 5  all_vertices_filled  "The game continues until all the vertices have a number in them."
    rule 6  decide_winner        "The player with the lowest score wins." (ruling: equal is a draw)
"""
from __future__ import annotations

from game.core.state import Outcome


def add_to_score(state, player: int, number: int) -> None:
    """Rule 4: "The number a player writes is added to their score." """
    state.scores[player] += number


def all_vertices_filled(state) -> bool:
    """Rule 5: "The game continues until all the vertices have a number in them." """
    return state.filled == state.board.size


def decide_winner(scores) -> Outcome:
    """Rule 6: "The player with the lowest score wins." Ruling: equal scores are a draw."""
    first, second = scores
    if first == second:
        return Outcome(tuple(scores), (), f"equal scores, {first} each: a draw")
    winner = 0 if first < second else 1
    return Outcome(tuple(scores), (winner,),
                   f"lowest score wins, {min(scores)} to {max(scores)}")
