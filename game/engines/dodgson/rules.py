"""Not a Dodgson System Chess as a whole (`DodgsonGame`, `GAME`): its options, its setup and
its bots (seed: shared/seeds/not-a-dodgson-chess.txt; gaps settled in shared/design/rulings.md,
"Not a Dodgson System Chess").

Where each rule lives:

    how pieces move, the twin-square rule,    moves.py (one function per rule), with the
    promotion, the forced pass                fast generator in movegen.py
    the transfer to the other board           state.DodgsonState.apply
    the end, the points, the tie-breaks,      scoring.py
    the stall rule
    moves and positions as text               notation.py
"""
from __future__ import annotations

from game.core.datafile import short_repr
from game.core.state import Game, GameOption, GameState
from game.engines.dodgson.deciding import deciding_sentence, ending_sentence
from game.engines.dodgson.review_words import consequence_sentence
from game.engines.dodgson.movegen import capture_targets, generate_moves
from game.engines.dodgson.moves import (
    blocked_by_twin, must_pass, piece_reach_on_its_board, promotion_choices, reference_moves, twin_square_is_vacant,
)
from game.engines.dodgson.notation import TALLY_SIZE
from game.engines.dodgson.scoring import (
    DEFAULT_REPETITIONS, DEFAULT_STALL_ROUNDS, DRAW_ENDINGS, ENDED_ELIMINATION, ENDED_QUIET, ENDED_REPETITION,
    ENDED_STUCK, draw_outcome, elimination_outcome, first_elimination_winners, pawns_taken, pieces_taken_from,
    points_taken, rooks_taken, tie_break_key,
)
from game.engines.dodgson.search import make_lookahead
from game.engines.dodgson.state import DodgsonState, state_for_position
from game.engines.dodgson.words import move_sentence, row_labels

# Names screens and tests import from here (they live in the modules above).
__all__ = [
    "DEFAULT_REPETITIONS", "DEFAULT_STALL_ROUNDS", "DRAW_ENDINGS", "ENDED_ELIMINATION", "ENDED_QUIET",
    "ENDED_REPETITION", "ENDED_STUCK", "GAME", "TALLY_SIZE", "DodgsonGame", "DodgsonState", "blocked_by_twin",
    "capture_targets", "draw_outcome", "elimination_outcome", "first_elimination_winners", "generate_moves",
    "must_pass", "pawns_taken", "piece_reach_on_its_board", "pieces_taken_from", "points_taken",
    "promotion_choices", "reference_moves", "rooks_taken", "state_for_position", "tie_break_key",
    "twin_square_is_vacant",
]


def _stall_rounds_fault(rounds: int) -> str | None:
    return None if rounds >= 0 else f"{rounds} is not a number of rounds (0 or more; 0: no limit)"


def _repetitions_fault(count: int) -> str | None:
    return None if count == 0 or count >= 2 else f"{count} is not 2 or more (0: no limit)"


def _position_fault(text: str) -> str | None:
    """A start position must read and leave every player a piece (else the game is over)."""
    if not text:
        return None
    try:
        state_for_position(text, {})
    except ValueError as exc:
        return f"{short_repr(text, 80)} cannot start a game: {exc}"
    return None


class DodgsonGame(Game):
    name = "dodgson"
    min_players = 4
    max_players = 4

    def options(self) -> list[GameOption]:
        return [
            GameOption("pawn_like", "Pawn-like promotion", False, (False, True),
                       "Pawns promote to a piece that moves one step diagonally and captures one step "
                       "straight (worth 1), instead of a queen, rook, bishop or knight."),
            GameOption("stall_rounds", "Rounds without capture", DEFAULT_STALL_ROUNDS, (60, 30, 100, 0),
                       "The game is a draw after this many full rounds with no capture (0: no limit).",
                       check=_stall_rounds_fault),
            GameOption("repetitions", "Repetition draw", DEFAULT_REPETITIONS, (3, 0),
                       "The game is a draw when a position comes up this many times with the same "
                       "player to move (0: no limit).", check=_repetitions_fault),
            GameOption("position", "Start position", "", (),
                       "start from a position in notation (docs/notation/dodgson.md); empty: the setup",
                       check=_position_fault),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> DodgsonState:
        options = self.validate_options(options)
        if options["position"]:
            return state_for_position(options["position"], options, seed)
        return DodgsonState(options, seed)

    def state_from_position(self, text: str, options: dict | None = None) -> DodgsonState:
        options = self.validate_options({**(options or {}), "position": text.strip()})
        return state_for_position(options["position"], options)

    def state_class(self) -> type[GameState]:
        return DodgsonState

    # ---- bots and tools -------------------------------------------------------------------

    def move_in_words(self, before, move) -> str:
        """"takes Gold's queen on d3 with the pawn from c2 on board A" (words.py)."""
        return move_sentence(before.cells, move)

    def move_rows(self, before, move, names) -> list[str]:
        """"A: pawn c2 takes Gold's queen on d3" down to "A: c2 takes d3" (words.py)."""
        return row_labels(before.cells, move, names)

    def end_in_words(self, final, names) -> str:
        """"Gold fell first: White took the most points from Gold." (deciding.py)"""
        return ending_sentence(final, names)

    def decided_in_words(self, start, moves, names) -> str:
        """"White took Gold's queen (board A, d3) and led on Gold's pieces from there." (deciding.py)"""
        return deciding_sentence(start, moves, names)

    def consequence_in_words(self, better_end, played_end, seat, names) -> str:
        """"After the better move you keep your knight; after the move played, Gold takes your
        knight and rook." (review_words.py)"""
        return consequence_sentence(better_end, played_end, seat, names)

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        # Spaced for the ladder (README, "The bot ladder"): the one-ply greedy player takes ~75% of
        # the points from Easy's slips, and the lookahead (greedy replies for three rounds, the best
        # six followed) ~85% from it. MCTS does no better than the lookahead against greedy at three
        # times the cost and gains nothing from a longer search. The lookahead's budget is counted
        # in greedy replies, so a seed gives the same game on any machine.
        return {"easy": "greedy:noise=0.35", "normal": "greedy",
                "hard": "lookahead:3000,rounds=3,width=6"}

    def review_search(self, options: dict) -> str:
        """The review's estimates: searches with short random games, as Normal's (long ones
        read a four-player middle game as noise)."""
        return "mcts:600,rollout=4"

    def extra_bots(self) -> dict:
        """The game's own search (search.py): `lookahead[:1.5s|:3000][,width=6][,rounds=2]`, max^n
        with greedy opponents."""
        return {"lookahead": make_lookahead}


GAME = DodgsonGame()
DodgsonState.game = GAME
