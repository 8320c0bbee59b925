"""The Grundy game: why a finished match ended and where it was decided, each in one sentence
for the results card (seed: grundy-game.txt, rules 5 and 6).

    ending_sentence(final, names, noun)           "Every circle holds a number: Blue wins with the lower score, 14 to 17."
    deciding_sentence(start, moves, names, noun)  "After Red's 3 in circle f, Blue was sure to win."

Where it was decided: the exact solver (solver.py) walks back from the end while the winner
still wins with best play by both; the move that led into the first such position is the one
after which the winner was sure to win (from a draw with best play: "turned a draw into a sure
win"; the winner could not lose there already, so "could not lose" named the wrong move).
Positions with more empty places than the solver takes on here stop the walk, so on a big
board it names the earliest move it can vouch for. Pure
Python: the screen passes the start, the moves as recorded, the seats' names and what the
board's places are called ("circle", "country").
"""
from __future__ import annotations

from game.engines.grundy.scoring import decide_winner
from game.engines.grundy.solver import SearchTooBig, solver_for

MAX_EMPTY = 10             # the walk back stops before positions with more empty places
NODE_BUDGET = 20_000       # and before one the solver cannot settle in this many positions (a blink)


def ending_sentence(final, names: list[str], noun: str) -> str:
    """Why the match ended and who won, for a finished position `final`."""
    scores = final.scores
    outcome = decide_winner(scores)
    if not outcome.winners:
        return f"Every {noun} holds a number and the scores are level, {scores[0]} each: a draw."
    w = outcome.winners[0]
    return (f"Every {noun} holds a number: {names[w]} wins with the lower score, "
            f"{scores[w]} to {scores[1 - w]}.")


def _winner_margin(state, winner: int) -> int | None:
    """The winner's final margin (the loser's score minus theirs) with best play from `state`,
    or None when the position is too big to solve here."""
    empty = state.board.size - state.filled
    if empty == 0:
        future = 0
    elif empty > MAX_EMPTY:
        return None
    else:
        try:
            future, _move = solver_for(state.board).solve(state.numbers, node_budget=NODE_BUDGET)
        except SearchTooBig:
            return None
    mover = state.to_move
    margin = state.scores[1 - mover] - state.scores[mover] + future
    return margin if mover == winner else -margin


def deciding_sentence(start, moves: list[str], names: list[str], noun: str) -> str:
    """The move after which the winner was sure to win, in one sentence; "" without an end."""
    state = start.clone()
    states, plays = [state.clone()], []          # states[i]: after i moves; plays[i]: (mover, vertex, number)
    for text in moves:
        mover = state.to_move
        vertex, number = state.text_to_move(text)
        state.apply((vertex, number))
        plays.append((mover, vertex, number))
        states.append(state.clone())
    outcome = state.outcome()
    if outcome is None or not plays:
        return ""

    def said(i: int) -> str:
        mover, vertex, number = plays[i]
        return f"{names[mover]}'s {number} in {noun} {state.board.labels[vertex]}"

    if not outcome.winners:
        return f"{said(len(plays) - 1)}, the last number, left the scores level."
    winner = outcome.winners[0]
    decided = len(plays)                    # states[decided] is won for the winner with best play
    margin = None                           # the winner's margin with best play before it
    while decided > 0:
        margin = _winner_margin(states[decided - 1], winner)
        if margin is None or margin <= 0:
            break
        decided -= 1
    if decided == 0:
        return f"With best play {names[winner]} was sure to win from the first move."
    if margin == 0:
        return f"{said(decided - 1)} turned a draw into a sure win for {names[winner]}."
    return f"After {said(decided - 1)}, {names[winner]} was sure to win."
