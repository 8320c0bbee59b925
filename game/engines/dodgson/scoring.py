"""Not a Dodgson System Chess: how the game ends and who wins (seed:
not-a-dodgson-chess.txt; the stall rule is a ruling, shared/design/rulings.md).

The game ends when a player has lost every piece; only the pieces taken from that first
eliminated player score (queen 3, rook, bishop or knight 2, pawn 1), with tie-breaks on rooks
and then pawns. The stall rule ends a game that goes nowhere as a draw.
"""
from __future__ import annotations

from game.core.state import Outcome
from game.engines.dodgson.board import (
    BISHOP, KIND_NAMES, KNIGHT, NUM_PLAYERS, PAWN, PAWNLIKE, PIECE_POINTS, PLAYER_NAMES, QUEEN, ROOK,
)
from game.engines.dodgson.notation import taken_index

DEFAULT_STALL_ROUNDS = 60
DEFAULT_REPETITIONS = 3

# How a game ended (DodgsonState.ended).
ENDED_ELIMINATION = "elimination"
ENDED_QUIET = "quiet"             # stall rule: rounds without a capture
ENDED_REPETITION = "repetition"   # stall rule: the same position a third time
ENDED_STUCK = "stuck"             # nobody can move at all: four forced passes in a row
DRAW_ENDINGS = (ENDED_QUIET, ENDED_REPETITION, ENDED_STUCK)


def points_taken(taken: list[int], capturer: int, victim: int) -> int:
    """"Three points for having taken the queen of the eliminated player. Two points for each rook,
    bishop, or knight taken of the eliminated player. One point for each pawn taken of the eliminated
    player." A piece counts as what it was when captured: a promoted queen is 3, the pawn-like
    promoted piece 1."""
    return sum(taken[taken_index(capturer, victim, kind)] * PIECE_POINTS[kind] for kind in range(1, 7))


def rooks_taken(taken: list[int], capturer: int, victim: int) -> int:
    return taken[taken_index(capturer, victim, ROOK)]


def pawns_taken(taken: list[int], capturer: int, victim: int) -> int:
    """Pawns for the tie-break; the pawn-like promoted piece counts as a pawn."""
    return taken[taken_index(capturer, victim, PAWN)] + taken[taken_index(capturer, victim, PAWNLIKE)]


def pieces_taken_from(taken: list[int], victim: int) -> int:
    return sum(taken[taken_index(c, victim, k)] for c in range(NUM_PLAYERS) for k in range(1, 7))


def tie_break_key(taken: list[int], capturer: int, victim: int) -> tuple[int, int, int]:
    """Order of the standings: most points from the eliminated player, then "the player that took the
    largest number of rooks from the eliminated player, and if that doesn't help, ... the player that
    took the smallest number of pawns"."""
    return (points_taken(taken, capturer, victim), rooks_taken(taken, capturer, victim),
            -pawns_taken(taken, capturer, victim))


def first_elimination_winners(taken: list[int], victim: int) -> tuple[int, ...]:
    """"Note that only pieces taken from the first eliminated player count towards the victory." The
    best tie-break key wins; "If there is still a tie, then there are multiple winners.\""""
    others = [p for p in range(NUM_PLAYERS) if p != victim]
    best = max(tie_break_key(taken, p, victim) for p in others)
    return tuple(p for p in others if tie_break_key(taken, p, victim) == best)


def _pieces_phrase(taken: list[int], capturer: int, victim: int) -> str:
    parts = []
    for kind in (QUEEN, ROOK, BISHOP, KNIGHT, PAWNLIKE, PAWN):
        count = taken[taken_index(capturer, victim, kind)]
        if count:
            name = KIND_NAMES[kind]
            parts.append(name if count == 1 else f"{count} {name}s")
    return ", ".join(parts) or "nothing"


def _names(players) -> str:
    names = [PLAYER_NAMES[p] for p in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def elimination_outcome(taken: list[int], victim: int) -> Outcome:
    """Scores, winners and the sentence that explains them, once `victim` has lost their last piece."""
    others = [p for p in range(NUM_PLAYERS) if p != victim]
    scores = tuple(float(points_taken(taken, p, victim)) if p != victim else 0.0 for p in range(NUM_PLAYERS))
    winners = first_elimination_winners(taken, victim)
    victim_name = PLAYER_NAMES[victim]
    tally = "; ".join(f"{PLAYER_NAMES[p]} {points_taken(taken, p, victim)} "
                      f"({_pieces_phrase(taken, p, victim)})" for p in others)
    reason = f"{victim_name} lost their last piece first. Points from {victim_name}'s pieces: {tally}. "
    top = max(scores[p] for p in others)
    on_top = [p for p in others if scores[p] == top]
    if len(on_top) == 1:
        return Outcome(scores, winners, reason + f"{PLAYER_NAMES[winners[0]]} wins.")
    reason += f"{_names(on_top)} tie on {int(top)} points"
    most_rooks = max(rooks_taken(taken, p, victim) for p in on_top)
    rook_leaders = [p for p in on_top if rooks_taken(taken, p, victim) == most_rooks]
    if len(rook_leaders) == 1:
        return Outcome(scores, winners, reason + f"; {PLAYER_NAMES[winners[0]]} took the most rooks "
                       f"({most_rooks}) and wins.")
    fewest_pawns = min(pawns_taken(taken, p, victim) for p in rook_leaders)
    reason += f"; {_names(rook_leaders)} took {most_rooks} rook{'s' if most_rooks != 1 else ''} each"
    if len(winners) == 1:
        return Outcome(scores, winners, reason + f"; {PLAYER_NAMES[winners[0]]} took the fewest pawns "
                       f"({fewest_pawns}) and wins.")
    return Outcome(scores, winners, reason + f" and {fewest_pawns} pawn{'s' if fewest_pawns != 1 else ''} "
                   f"each: {_names(winners)} all win.")


def draw_outcome(ended: str, stall_rounds: int, repetitions: int) -> Outcome:
    """Stall rule (rulings): "if 60 full rounds pass with no capture, or a position repeats a third time
    with the same player to move, the game ends with no eliminated player and every player still in
    shares the result as a draw"."""
    if ended == ENDED_QUIET:
        why = f"{stall_rounds} full rounds passed without a capture"
    elif ended == ENDED_REPETITION:
        why = f"the same position came up {_ordinal(repetitions)} time with the same player to move"
    else:
        why = "no player can move any more"
    return Outcome((0.0,) * NUM_PLAYERS, (), f"Draw: {why}; nobody was eliminated, so all four share the result.")


def _ordinal(n: int) -> str:
    return {2: "a second", 3: "a third", 4: "a fourth", 5: "a fifth"}.get(n, f"a {n}th")


def stall_ending(state) -> str:
    """Stall rule (rulings, both limits are options; 0 turns a limit off): 60 full rounds with no
    capture, or a position seen a third time with the same player to move, ends the game as a draw.
    Four forced passes in a row leave a position nobody can ever change, which also ends it.
    Returns how the game ends (ENDED_QUIET, ENDED_REPETITION, ENDED_STUCK), or "" to go on."""
    if state.stall_rounds and state.quiet_plies >= state.stall_rounds * NUM_PLAYERS:
        return ENDED_QUIET
    if state.repetitions and state.history.count(state.history[-1]) >= state.repetitions:
        return ENDED_REPETITION
    if state.passes_in_row >= NUM_PLAYERS:
        return ENDED_STUCK
    return ""
