"""Not a Dodgson System Chess: why a finished match ended and where it was decided, each in one
sentence for the results card (seed: not-a-dodgson-chess.txt, "Winning the game").

    ending_sentence(final, names)           "Gold fell first: White took the most points from Gold."
    deciding_sentence(start, moves, names)  "White took Gold's queen (board A, d3) and led from there."

Only the pieces taken from the first player to lose them all score, so the match turns on the
capture of that player's piece after which the winner led the count (points, then rooks, then
fewer pawns) for good. Pure Python: the caller passes the start, the moves and the seats' names.
"""
from __future__ import annotations

from game.engines.dodgson.board import BOARD_LETTERS, BOARD_OFFSET, KIND_NAMES, NUM_PLAYERS, kind_of, owner_of, square_name
from game.engines.dodgson.notation import PASS, taken_index
from game.engines.dodgson.scoring import ENDED_ELIMINATION, pawns_taken, rooks_taken, tie_break_key


def ending_sentence(final, names) -> str:
    """Why the match ended and who won, in one line ("" for a position that is not over): for a
    knockout, which tie-break gave the win; else the first clause of the draw's reason."""
    outcome = final.outcome()
    if outcome is None:
        return ""
    if not outcome.winners or final.ended != ENDED_ELIMINATION:
        return outcome.reason.split(";")[0]
    victim = final.piece_count.index(0)
    fallen = names[victim]
    others = [p for p in range(NUM_PLAYERS) if p != victim]
    top = max(outcome.scores[p] for p in others)
    on_top = [p for p in others if outcome.scores[p] == top]
    winners = list(outcome.winners)
    who = " and ".join(names[w] for w in winners)
    if len(on_top) == 1:
        return f"{fallen} fell first: {who} took the most points from {fallen}."
    rooks = max(rooks_taken(final.taken, p, victim) for p in on_top)
    rook_leaders = [p for p in on_top if rooks_taken(final.taken, p, victim) == rooks]
    if len(rook_leaders) == 1:
        return f"{fallen} fell first; tie on {top:g} points: {who} took more rooks."
    if len(winners) == 1:
        pawns = pawns_taken(final.taken, winners[0], victim)
        return f"{fallen} fell first; tie on points and rooks: {who} took fewer pawns ({pawns})."
    return f"{fallen} fell first; tie on points, rooks and pawns: a shared win."


def _captures(start, moves: list[str]):
    """(capturer, victim, kind, board, square) for every capture of the record, and the end state."""
    state = start.clone()
    found = []
    for text in moves:
        move = state.text_to_move(text)
        if move != PASS:
            board, _frm, to, _promo = move
            code = state.cells[BOARD_OFFSET[board] + to]
            if code:
                found.append((state.current_player(), owner_of(code), kind_of(code), board, to))
        state.apply(move)
    return found, state


def deciding_sentence(start, moves, names) -> str:
    """The capture that decided the match, in one sentence; "" for a record without an end."""
    captures, final = _captures(start, moves)
    if not final.ended:
        return ""
    if final.ended != ENDED_ELIMINATION:
        return "With nobody knocked out, no player scored any points."
    victim = final.eliminated_player()
    winners = final.outcome().winners
    of_victim = [c for c in captures if c[1] == victim]
    last = of_victim[-1]
    if len(winners) == 1:
        winner = winners[0]
        taken = start.taken[:]                  # the count so far, the start's captures included
        leader_from = None
        for i, (capturer, _v, kind, _b, _s) in enumerate(of_victim):
            taken[taken_index(capturer, victim, kind)] += 1
            keys = {p: tie_break_key(taken, p, victim) for p in range(NUM_PLAYERS) if p != victim}
            leads = all(keys[winner] > keys[p] for p in keys if p != winner)
            if leads and leader_from is None:
                leader_from = i
            elif not leads:
                leader_from = None
        if leader_from is not None:
            capturer, _v, kind, board, square = of_victim[leader_from]
            where = f"board {BOARD_LETTERS[board]}, {square_name(square)}"
            if leader_from == len(of_victim) - 1:
                return (f"{names[winner]} took {names[victim]}'s last piece, a {KIND_NAMES[kind]} ({where}), "
                        f"and went ahead with it.")
            return (f"{names[winner]} took {names[victim]}'s {KIND_NAMES[kind]} ({where}) "
                    f"and led on {names[victim]}'s pieces from there.")
    capturer, _v, kind, board, square = last
    where = f"board {BOARD_LETTERS[board]}, {square_name(square)}"
    return f"{names[capturer]} took {names[victim]}'s last piece, a {KIND_NAMES[kind]} ({where}), and the game ended."
