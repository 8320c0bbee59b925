"""Fractal territory: why a finished match ended and where it was decided, each in one sentence
for the results card (seed: fractal-territory.txt, rule V and the winning condition).

    ending_sentence(final, names)           "The lead reached 8 points: White wins 30 to 22."
    deciding_sentence(start, moves, names)  "White led for good from move 14: White splits the top-left square and takes its centre."

Where it was decided: the move after which the winner stayed ahead to the end (the split or
placement that gave them the lead for good), said with the move list's words (words.py), and
credited to whoever made it: a loser's move that completed cells paying the winner more "put
them ahead"; a lead taken with the last move is said so, not "led for good". Pure
Python: the screen passes the start, the moves as recorded and the seats' names.
"""
from __future__ import annotations

from game.engines.fractal.notation import PLACE, SPLIT
from game.engines.fractal.words import describe_move, row_labels


def ending_sentence(final, names: list[str]) -> str:
    """Why the match ended (rule V: A, B or C) and how it came out."""
    scores = final.scores
    if scores[0] == scores[1]:
        result = f"a draw at {scores[0]} each"
    else:
        w = 0 if scores[0] > scores[1] else 1
        result = f"{names[w]} wins {scores[w]} to {scores[1 - w]}"
    reached = [p for p in (0, 1) if scores[p] >= final.target]
    if reached:
        return f"{names[reached[0]]} reached the target of {final.target} points: {result}."
    if abs(scores[0] - scores[1]) >= final.difference:
        return f"The lead reached {final.difference} points: {result}."
    return f"Every point on the board is taken: {result}."


def deciding_sentence(start, moves: list[str], names: list[str]) -> str:
    """The move that gave the winner the lead for good, in one sentence; "" without an end."""
    state = start.clone()
    lead_from = None                            # (move number, words, mover) of the lead for good
    played = []
    for number, text in enumerate(moves, start=1):
        move = state.text_to_move(text)
        board_move = isinstance(move, tuple) and move[0] in (PLACE, SPLIT)
        words = describe_move(state, move) if board_move else None
        mover = state.current_player()
        state.apply(move)
        if board_move:
            played.append((number, words, mover, state.scores[:]))
    outcome = state.outcome()
    if outcome is None or not played:
        return ""
    if not outcome.winners:
        return f"The scores ended level at {state.scores[0]} each after move {played[-1][0]}."
    winner = outcome.winners[0]
    for number, words, mover, scores in played:
        ahead = scores[winner] > scores[1 - winner]
        if not ahead:
            lead_from = None
        elif lead_from is None:
            lead_from = (number, words, mover)
    number, words, mover = lead_from
    said = row_labels(words, names[mover])[0]
    last = number == played[-1][0]
    if mover != winner:        # the loser's move completed cells that paid the winner more
        if last:
            return f"{names[mover]}'s last move, move {number}, put {names[winner]} ahead: {said}."
        return f"{names[mover]}'s move {number} put {names[winner]} ahead for good: {said}."
    if last:
        return f"{names[winner]} went ahead with the last move, move {number}: {said}."
    return f"{names[winner]} led for good from move {number}: {said}."
