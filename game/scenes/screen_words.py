"""What a game screen says about its seats, moves and results (`ScreenWords`, a part of
GameScreen): names, colours, who plays a seat, scores, the move list's rows and the results
card's lines. Each hook has its default here; a game's screen overrides what it words its way.
The moves and the match's end are worded by the game (Game.move_rows, end_in_words,
decided_in_words), with the seats' names from here."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.lessons import LessonRunner
from game.core.session import HUMAN, REPLAYED, MatchSession
from game.core.state import Game, GameState
from game.ui import theme
from game.ui.input import device_label
from game.ui.lobby_cards import LEVEL_NAMES

if TYPE_CHECKING:                     # the panel's type only: side_panel.py reaches GameScreen
    from game.scenes.side_panel import SidePanel


BOT_WORDS = {**{level: f"Bot · {name}" for level, name in LEVEL_NAMES.items()}, "random": "Bot · Random moves"}


def _bot_words(spec: str) -> str:
    """A bot seat in a player's words: its level, never a search's settings ("mcts:0.4s")."""
    return BOT_WORDS.get(spec, "Bot")


class ScreenWords:
    """The words of a match screen: the base of GameScreen, whose constructor gives what is
    declared here."""

    session: MatchSession
    game: Game
    lesson: LessonRunner | None
    learner_seat: int | None
    panel: SidePanel                      # fits the move list's rows (`fitting_label`)
    _row_labels: dict[tuple[str, ...], str]

    # the move list shows the richest of a move's rows that fits, at a row's smallest size;
    # False: at its own size, so every row reads at one size
    rows_shrink = True

    def seat_name(self, seat: int) -> str:
        """A seat's name on the panel and the results: the player's, else its colour's."""
        player = self.session.seats[seat]
        return player.name or theme.player_colour_name(seat)

    def winner_headline(self, seat: int) -> str:
        """The results' headline when `seat` alone won (plural seats, parties, say it their way)."""
        return f"{self.seat_name(seat).upper()} WINS!"

    def seat_colour(self, seat: int):
        """A seat's colour on the panel and the results."""
        return self.seat_colour_of(seat)

    @classmethod
    def seat_colour_of(cls, seat: int):
        """A seat's colour, also before a match exists (the setup screens); games whose players
        are named colours override it."""
        return theme.player_colour(seat)

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        """What the setup screens call a seat."""
        return f"Player {seat + 1}"

    def seat_kind(self, seat: int) -> str:
        """Who plays a seat, under its name on the panel: a bot's level, You, a device."""
        player = self.session.seats[seat]
        if player.kind == REPLAYED:         # a watched record: who the record says sat there
            return "Person" if player.bot == HUMAN else _bot_words(player.bot)
        if player.is_bot:
            return _bot_words(player.bot)
        if self.lesson is not None:
            return "You" if seat == self.learner_seat else "Lesson"
        if all(s.is_human for s in self.session.seats) and player.device != "any":
            return device_label(player.device, short=True)
        return "You" if sum(s.is_human for s in self.session.seats) == 1 else "Human"

    def seat_score(self, state: GameState, seat: int) -> str:
        """The score shown on a seat's card ("12", "270 electors"); final scores by default."""
        outcome = state.outcome()
        if outcome is None or seat >= len(outcome.scores):
            return ""
        return f"{outcome.scores[seat]:g}"

    def move_entries(self) -> list[tuple[int, int]]:
        """The move list's entries, each the moves `start` to `end` (exclusive) it stands for:
        one move each here; a game whose chance moves come in runs groups them (Margin's dice)."""
        return [(i, i + 1) for i in range(len(self.session.moves))]

    def entry_label(self, start: int, end: int) -> str:
        """How the entry of moves `start` to `end` (exclusive) is listed: the richest of its
        move's rows (Game.move_rows) that fits the list's row, kept by the moves up to it."""
        moves = self.session.moves
        key = tuple(moves[:start + 1])
        label = self._row_labels.get(key)
        if label is None:
            label = self.panel.fitting_label(self.move_rows(start), shrink=self.rows_shrink)
            self._row_labels[key] = label
        return label

    def move_rows(self, index: int) -> list[str]:
        """Move `index` of the record as the game words it for the move list, longest first."""
        before = self.session.state_at(index)
        move = before.text_to_move(self.session.moves[index])
        return self.game.move_rows(before, move, self.seat_names())

    def seat_names(self) -> list[str]:
        """Every seat's name, in seat order: the names the game's words use."""
        return [self.seat_name(seat) for seat in range(len(self.session.seats))]

    def results_detail(self, seat: int) -> str:
        """The results card's small line under a seat's name: who played it."""
        return self.seat_kind(seat)
