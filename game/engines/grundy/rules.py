"""The Grundy game as a whole (`GrundyGame`, `GAME`): its options, its setup and its bots
(seed: grundy-game.txt, rulings: docs/rules/grundy.md).

Players take turns writing positive whole numbers on the empty vertices of a graph (or the
countries of a map); no number may sit next to the same number; what you write is added to
your score; when every vertex is filled the lowest score wins.

Where each numbered rule of the text lives:

    rule 1  moves.draw_first_player         who goes first, drawn from the seed
            moves.first_player_for          the `starts` option: the draw (default) or a chosen player
    rule 2  moves.is_positive_whole_number  any positive whole number, on an empty vertex
            moves.is_empty_vertex
    rule 3  moves.clashing_neighbour        no number next to the same number
    rule 4  scoring.add_to_score            what you write is added to your score
    rule 5  scoring.all_vertices_filled     the game ends when every vertex is filled
    rule 6  scoring.decide_winner           lowest score wins; equal scores draw

The position is state.GrundyState; the board comes from board_choice.board_for.
"""
from __future__ import annotations

from game.core.state import Game, GameOption, GameState
from game.engines.grundy.board import board_names
from game.engines.grundy.board_choice import (
    DEFAULT_BOARD, DEFAULT_RANDOM_SIZE, RANDOM_BOARDS, RANDOM_SIZES, board_for, board_size_for, random_board,
)
from game.engines.grundy.deciding import deciding_sentence, ending_sentence
from game.engines.grundy.moves import STARTS, STARTS_RANDOM, draw_first_player, first_player_for, smallest_allowed_number
from game.engines.grundy.scoring import decide_winner
from game.engines.grundy.solver import (
    MAX_EMPTY_FOR_BOT, review_value, solve_for_bot,
)
from game.engines.grundy.state import GrundyState, state_from_position
from game.engines.grundy.review_words import consequence_sentence
from game.engines.grundy.words import place_noun, row_labels

# Names screens and tests import from here (they live in the modules above).
__all__ = ["GAME", "GrundyGame", "GrundyState", "decide_winner", "draw_first_player", "random_board",
           "smallest_allowed_number"]


class GrundyGame(Game):
    name = "grundy"
    min_players = 2
    max_players = 2
    has_chance = False

    def options(self) -> list[GameOption]:
        return [
            GameOption("board", "Board", DEFAULT_BOARD, choices=[*board_names(), *RANDOM_BOARDS],
                       help="A graph or a map of countries; a random one is made anew for each match.",
                       noun="board"),
            GameOption("size", "Random board size", DEFAULT_RANDOM_SIZE, choices=list(RANDOM_SIZES),
                       help="How many circles or countries a random board has.", noun="random board size",
                       applies=lambda options: options.get("board") in RANDOM_BOARDS),
            # Rule 1 draws who starts; players may agree on it instead (issue 9). Records and
            # saves from before the option have no `starts` and read as the draw, as they were.
            GameOption("starts", "Who starts", STARTS_RANDOM, choices=list(STARTS),
                       help="The rule decides at random who writes the first number; you may "
                            "choose instead. The match shows the draw when it begins.",
                       noun="starting player"),
        ]

    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> GrundyState:
        options = self.validate_options(options)
        return GrundyState(board_for(options, seed), options, seed, first_player_for(options["starts"], seed))

    def state_class(self) -> type[GameState]:
        return GrundyState


    def move_in_words(self, before, move) -> str:
        """"writes 2 in circle c" (words.py)."""
        return row_labels(before.move_to_text(move), "", place_noun(before.board))[1]

    def move_rows(self, before, move, names) -> list[str]:
        """"Blue writes 2 in circle c" down to "2 in c" (words.py)."""
        return row_labels(before.move_to_text(move), names[before.to_move], place_noun(before.board))

    def end_in_words(self, final, names) -> str:
        """"Every circle holds a number: Blue wins with the lower score, 14 to 17." (deciding.py)"""
        return ending_sentence(final, names, place_noun(final.board)) if final.is_terminal() else ""

    def decided_in_words(self, start, moves, names) -> str:
        """"After Red's 3 in circle f, Blue was sure to win." (deciding.py)"""
        return deciding_sentence(start, moves, names, place_noun(start.board))

    def consequence_in_words(self, better_end, played_end, seat, names) -> str:
        """"After the better move you win 11 to 12; after the move played, you lose 14 to 12."
        (review_words.py)"""
        return consequence_sentence(better_end, played_end, seat, names)

    def state_from_position(self, text: str, options: dict | None = None) -> GrundyState:
        return state_from_position(text, self.validate_options(options))

    # ---- bots and tools -------------------------------------------------------------------
    def exact_solver(self):
        return solve_for_bot

    def exact_value(self, state):
        """The review's exact values: the solver on any position of up to 12 empty vertices,
        with room for the largest shipped board's whole search (the bot's own give-up point is
        lower, to answer in time)."""
        return review_value(state)

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        """easy: greedy with plausible slips; normal: a short MCTS (longer on boards of more than
        12 vertices, where a short one plays little better than Easy); hard: the exact solver
        wherever it answers within its budget (every shipped board of up to 12 vertices from the
        start, bigger boards from their last dozen empty vertices), else a longer MCTS. Spaced
        so that each level takes 65% or more from the one below (`arena grundy --ladder`)."""
        try:
            size = board_size_for({**self.default_options(), **(options or {})})
        except ValueError:
            size = MAX_EMPTY_FOR_BOT + 1
        if size <= MAX_EMPTY_FOR_BOT:
            return {"easy": "greedy:noise=0.6", "normal": "mcts:120", "hard": "exact:8000"}
        # on a bigger board each iteration costs more, and the solver may first give up
        return {"easy": "greedy:noise=0.6", "normal": "mcts:600", "hard": "exact:5000"}


GAME = GrundyGame()
GrundyState.game = GAME
