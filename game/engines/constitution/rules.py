"""Constitution as a whole (`ConstitutionGame`, `GAME`): its options, its setup and its bots
(seed: shared/seeds/constitution.txt; gaps settled in rulings.md).

Where each rule lives:

    the starting points and the second player's choice   start.py
    where a piece may move (both rule sets)               moves.py
    what a move wins: cells, regions, electors            support.py
    whose turn, passing, finishing, the early ends        turns.py
    the winning conditions in order                       outcome.py
    moves as text                                         notation.py
    positions as text                                     position.py
    the position                                          state.py
"""
from __future__ import annotations

from game.core.datafile import DataFileError, short_repr
from game.core.state import BadOptions, Game, GameOption, GameState
from game.engines.constitution.board import DEFAULT_MAP, RULE_SETS, board_for_map, board_for_option
from game.engines.constitution.deciding import deciding_sentence, ending_sentence
from game.engines.constitution.mapdata import BoardMap
from game.engines.constitution.moves import PASS
from game.engines.constitution.outcome import (
    REASON_DRAW, REASON_ELECTORAL_COLLEGE, REASON_HOUSE, REASON_HOUSE_EARLY, REASON_SENATE, decide_winner,
)
from game.engines.constitution.start import draw_start_points, explicit_start_points, starts_shape_fault
from game.engines.constitution.state import CLASSIC, REVISED, ConstitutionState, Preview
from game.engines.constitution.review_words import consequence_sentence
from game.engines.constitution.words import describe_move, row_labels

# Names screens and tests import from here (they live in the modules above).
__all__ = ["CLASSIC", "GAME", "PASS", "REASON_DRAW", "REASON_ELECTORAL_COLLEGE", "REASON_HOUSE",
           "REASON_HOUSE_EARLY", "REASON_SENATE", "REVISED", "RULE_SETS", "ConstitutionGame", "ConstitutionState",
           "Preview", "decide_winner", "state_for_map"]


class ConstitutionGame(Game):
    name = "constitution"
    min_players = 2
    max_players = 2

    def options(self) -> list[GameOption]:
        return [
            GameOption("rules", "Rules", REVISED, RULE_SETS,
                       "Revised (2021): passes, the White House exception, no move beside the other "
                       "player's support. Classic: Maine and Nebraska split, no passes.",
                       noun="rule set"),
            GameOption("map", "Map", DEFAULT_MAP, (), "The United States, each state as large as its electoral votes."),
            # Not on the setup screen (no default): levels and tests fix the two starting points.
            GameOption("starts", "Starting points", None, (),
                       "two points [[x, y], [x, y]]; left out, they are drawn from the seed",
                       check=starts_shape_fault),
        ]

    def validate_options(self, options: dict | None) -> dict:
        """As Game.validate_options, and the map must load and the `starts` be two corners of it
        off one line."""
        options = super().validate_options(options)
        try:
            board = board_for_option(options["map"])
        except (DataFileError, OSError, ValueError) as exc:   # OSError, ValueError: a name no file can have
            if isinstance(exc, DataFileError):      # the map's own path is already named once
                reason = f"{exc.key}: {exc.fault}" if exc.key else exc.fault
            else:
                reason = getattr(exc, "strerror", None) or str(exc)
            raise BadOptions(self.name, "map",
                             f"{short_repr(options['map'], 160)} is not a map this game can use ({reason})") from None
        if "starts" in options:
            explicit_start_points(board, options["starts"])
        return options

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> ConstitutionState:
        options = self.validate_options(options)
        board = board_for_option(options["map"])
        if "starts" in options:
            starts = explicit_start_points(board, options["starts"])
        else:
            starts = draw_start_points(board, seed)
        return ConstitutionState(board, options, seed, starts)

    def state_class(self) -> type[GameState]:
        return ConstitutionState


    def move_in_words(self, before, move) -> str:
        """"moves in western Texas · won Texas (38)", "starts in Ohio", "passes" (words.py)."""
        after = before.clone()
        after.apply(move)
        words = describe_move(before, after)
        label = row_labels(words)[0].replace(" · won ", ", winning ")
        if words.kind != "move":
            return label
        return f"moves to {label[3:]}" if label.startswith("on ") else f"moves {label}"

    def move_rows(self, before, move, names) -> list[str]:
        """"in western Texas · won Texas (38)" down to "TX" (words.py): the place and what it won."""
        after = before.clone()
        after.apply(move)
        return row_labels(describe_move(before, after))

    def end_in_words(self, final, names) -> str:
        """"Neither player can move: Blue won in the House with 27 states." (deciding.py)"""
        return ending_sentence(final, names) if final.is_terminal() else ""

    def decided_in_words(self, start, moves, names) -> str:
        """"Winning Ohio (18) gave Blue their 26th state." (deciding.py)"""
        return deciding_sentence(start, moves, names)

    def consequence_in_words(self, better_end, played_end, seat, names) -> str:
        """"After the better move you hold Pennsylvania (20); after the move played, Red takes
        it." (review_words.py)"""
        return consequence_sentence(better_end, played_end, seat, names)

    def state_from_position(self, text: str, options: dict | None = None) -> ConstitutionState:
        return ConstitutionState.from_position(text, options)

    def review_search(self, options: dict) -> str:
        """The review's estimates: a third of Hard's search per position (a long match of 150
        moves is reviewed within a minute)."""
        return "mcts:1000"

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        # Budgets in iterations, so that a seed gives the same game on any machine; Hard searches
        # ten times as long as Normal (`arena constitution --ladder`: README's bot table).
        return {"easy": "greedy:noise=0.35", "normal": "mcts:300", "hard": "mcts:3000"}


def state_for_map(board_map: BoardMap, options: dict | None = None, seed: int = 0) -> ConstitutionState:
    """A new game on an in-memory map (tests, editors); the map is cached under its source, which
    the state records as its `map` option."""
    board_for_map(board_map)
    return GAME.new_initial_state({**(options or {}), "map": board_map.source}, seed)


GAME = ConstitutionGame()
ConstitutionState.game = GAME
