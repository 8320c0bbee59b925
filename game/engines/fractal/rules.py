"""Fractal territory as a whole (`FractalGame`, `GAME`): its options, its setup and its bots
(seed: fractal-territory.txt, rulings: docs/rules/fractal.md).

Two players put pieces on the vertices of a board that splits: a cell scores once all its
corners are taken, and the player behind may split a cell to open new ones.

Where each rule of the text (and each ruling) lives:

    rule I    options target, difference   agreed before play (setup sliders)
    rule II   state.placements             one piece on an empty vertex, at any level
    rule III  scoring.occupy               a complete cell pays each corner's owner a point;
              scoring.recount              every cell of the tree counts (the check from scratch)
    rule IV   scoring.may_split            only the strictly lower score may split
              state.split_moves            a leaf cell, above the deepest level; the piece
              board.split_points           goes on a vertex the split made (midpoints reused)
    rule V    scoring.end_reason           A every vertex taken, B the target, C the difference
              scoring.decide_winner        higher score wins, equal draws
    boards    geometry.SHAPES              square, Sierpinski triangle, carpet, hexaflake:
                                           corners and children, exact points
    start     board.FractalBoard           every board starts split once
    depth     option depth                 the deepest level (a ruling; default 8, at most 12)
    dice      option dice, state.may_roll  the stochastic option: a split needs a 5 or 6
    bots      heuristic.win_chance, bot.py the reading of a position; the territory search

The position is state.FractalState; notation in notation.py (docs/notation/fractal.md).
"""
from __future__ import annotations

from game.core.state import Game, GameOption, GameState
from game.engines.fractal.deciding import deciding_sentence, ending_sentence
from game.engines.fractal.geometry import MAX_LEVEL, SHAPE_NAMES
from game.engines.fractal.state import FractalState, state_from_position
from game.engines.fractal.review_words import consequence_sentence
from game.engines.fractal.words import describe_move, row_labels

DEFAULT_DEPTH = 8
DEFAULT_TARGET = 60
DEFAULT_DIFFERENCE = 20
TARGETS = range(10, 401)
DIFFERENCES = range(2, 201)
# The setup sliders' stops: fine steps where games are short, coarser above.
TARGET_STOPS = (*range(10, 100, 5), *range(100, 200, 10), *range(200, 401, 25))
DIFFERENCE_STOPS = (*range(2, 20, 2), *range(20, 60, 5), *range(60, 100, 10), *range(100, 201, 25))


def _within(values: range, noun: str):
    def check(value) -> str | None:
        if value not in values:
            return f"{value!r} is not a {noun} from {values.start} to {values.stop - 1}"
        return None
    return check


class FractalGame(Game):
    name = "fractal"
    min_players = 2
    max_players = 2
    has_chance = False      # only the dice option rolls, and a die is drawn from the match seed

    def options(self) -> list[GameOption]:
        return [
            GameOption("shape", "Board", "square", choices=list(SHAPE_NAMES),
                       help="The square splits into 4, the Sierpinski triangle into 3 corner "
                            "triangles, the carpet into 8 squares, the hexaflake into 7 hexagons.",
                       noun="board"),
            GameOption("target", "Target score", DEFAULT_TARGET, choices=TARGET_STOPS,
                       slider=True, check=_within(TARGETS, "target score"),
                       help="The game ends when a player reaches this score."),
            GameOption("difference", "Score difference", DEFAULT_DIFFERENCE, choices=DIFFERENCE_STOPS,
                       slider=True, check=_within(DIFFERENCES, "score difference"),
                       help="The game ends when one player leads by this much."),
            GameOption("depth", "Deepest level", DEFAULT_DEPTH, choices=list(range(3, MAX_LEVEL + 1)),
                       help="Cells on this level cannot split (the board starts on level 2).",
                       noun="deepest level"),
            GameOption("dice", "Splits need a 5 or 6", False, choices=(False, True),
                       help="The player behind rolls a die before splitting: only a 5 or 6 lets them."),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> FractalState:
        return FractalState(self.validate_options(options), seed)

    def state_class(self) -> type[GameState]:
        return FractalState


    def move_in_words(self, before, move) -> str:
        """"takes the centre", "splits the top-left square and takes its middle" (words.py)."""
        return row_labels(describe_move(before, move), "")[1]

    def move_rows(self, before, move, names) -> list[str]:
        """"White takes the centre" down to "centre" (words.py); a roll is the die's."""
        words = describe_move(before, move)
        return row_labels(words, names[words.mover] if words.mover >= 0 else "The die")

    def end_in_words(self, final, names) -> str:
        """"The lead reached 8 points: White wins 30 to 22." (deciding.py)"""
        return ending_sentence(final, names) if final.is_terminal() else ""

    def decided_in_words(self, start, moves, names) -> str:
        """"White led for good from move 14: White splits the top-left square and takes its centre." (deciding.py)"""
        return deciding_sentence(start, moves, names)

    def consequence_in_words(self, better_end, played_end, seat, names) -> str:
        """"After the better move you lead 30 to 22, on 14 corners; after the move played, you
        trail 26 to 28, on 12." (review_words.py)"""
        return consequence_sentence(better_end, played_end, seat, names)

    def state_from_position(self, text: str, options: dict | None = None) -> FractalState:
        return state_from_position(text, self.validate_options(options))

    # ---- bots (bot.py, heuristic.py) ------------------------------------------------------
    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        # the territory search over pruned candidates; Easy plays the best claim, with plausible
        # slips. Hard searches 15 times as long as Normal (`arena fractal --ladder`: README).
        return {"easy": "territory:1,noise=0.35", "normal": "territory:40", "hard": "territory:600"}

    def review_search(self, options: dict) -> str:
        return "mcts:400"

    def extra_bots(self) -> dict:
        """`territory[:600][,width=8][,splits=3][,rollout=24][,noise=0]`: UCT over the best
        placements and splits, with quick rollouts (bot.py)."""
        from game.engines.fractal.bot import make_territory
        return {"territory": make_territory}

    def arena_max_plies(self, options: dict) -> int:
        # Players who split whenever they may (two random bots) can grow a deep board for
        # ever without either reaching the target; games between real players end far sooner.
        return 2000


GAME = FractalGame()
FractalState.game = GAME
