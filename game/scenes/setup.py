"""Match setup: Quick match (you against bots) and Couch multiplayer (2-4 seats at one screen).

Left: the games. One whose engine or screen is not built yet shows its emblem and its rules
page instead of options.
Right: the chosen game's options (from Game.options()), then (Quick match) the bot and your seat, then
Start; Couch multiplayer's Start opens the lobby, where the players seat themselves.
The focused row's help text has its own box between the rows and the buttons. Esc in the right column goes back
to the game list; Esc in the list leaves.
"""
from __future__ import annotations

from game import catalog
from game.core.session import Seat
from game.modes.match import CouchMatch, QuickMatch
from game.scenes.base import Scene
from game.scenes.directory import make_scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, ChoiceRow, ListEntry, ListView, StopSliderRow, make_text, value_label
from game.scenes.mode_steps import begin

DIFFICULTIES = [("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")]

LIST_RECT = (72, 150, 400, 420)          # left, bottom, width, height
PANEL_RECT = (500, 96, 708, 484)
ROW_LEFT = PANEL_RECT[0] + 24
ROW_WIDTH = PANEL_RECT[2] - 48
ROWS_TOP = 482
ROWS_BOTTOM = 240
ROW_GAP = 5
ARROW_ROOM = 26          # a choice's arrow and the gap beside it, at each end of its value box
WIDE_VALUE = 330         # the value box for long choices (a four-player game's seat names)
# the focused row's help has a place of its own between the rows and the buttons
HELP_RECT = (ROW_LEFT, 174, ROW_WIDTH, 58)     # left, bottom, width, height: three lines


class GameChoice:
    """A game on the list: playable, or the reason it is not (yet)."""

    def __init__(self, entry: catalog.CatalogEntry):
        self.name = entry.name
        self.colour = entry.colour
        self.title = entry.title
        self.tagline = entry.tagline
        self.game = None
        self.screen = None
        try:
            self.game = catalog.get_game(entry.name)
            self.screen = catalog.screen_class(entry.name)
        except Exception:  # not built yet, or still being built: listed as coming soon
            self.game = None

    @property
    def playable(self) -> bool:
        return self.game is not None and self.screen is not None

    def players_text(self) -> str:
        if self.game is None:
            return ""
        lo, hi = self.game.min_players, self.game.max_players
        return f"{lo} players" if lo == hi else f"{lo}–{hi} players"


class MatchSetupScene(Scene):
    """Shared by Quick match and Couch multiplayer."""

    heading = "Match"

    def __init__(self):
        super().__init__()
        self.choices = [GameChoice(entry) for entry in catalog.CATALOG]
        self.frame = CachedShapes(self._build)
        # a game still being built can be chosen too: its panel shows its emblem and its rules
        entries = [ListEntry(c.title, c.players_text() if c.playable else "Rules ready, board being built",
                             badge="" if c.playable else "SOON")
                   for c in self.choices]
        first = next((i for i, c in enumerate(self.choices) if c.playable), 0)
        self.games = self.ui.add(ListView(*LIST_RECT, row_height=70, on_choose=self._choose_game,
                                          on_select=lambda i, e: self._show_game(i)))
        self.games.set_entries(entries, first)
        self.ui.focus(self.games)
        px, py, pw, ph = PANEL_RECT
        self.title = make_text("", px + 24, py + ph - 34, theme.SIZE_SUBHEADING + 2, theme.TEXT, bold=True)
        self.tagline = make_text("", px + 24, py + ph - 64, theme.SIZE_SMALL, theme.TEXT_MUTED)
        hl, hb, hw, hh = HELP_RECT
        self.help = make_text("", hl + 12, hb + hh - 6, theme.SIZE_TINY, theme.TEXT_MUTED, width=hw - 24,
                              multiline=True, anchor_y="top")
        self.soon = make_text("", px + pw / 2, py + 130, theme.SIZE_BODY, theme.TEXT_MUTED,
                              anchor_x="center", width=pw - 120, multiline=True, align="center")
        self.rows: list = []
        self.option_rows: dict[str, ChoiceRow | StopSliderRow] = {}
        self.hidden_values: dict = {}            # options left out (they do not matter now), with their values
        self.dragging: StopSliderRow | None = None     # the slider the pointer holds
        self.start = None
        self.rules = None
        self.selected = first
        self._built_seats = 0
        self._show_game(first)

    # ---- the chosen game --------------------------------------------------------------------
    @property
    def choice(self) -> GameChoice:
        return self.choices[self.selected]

    def _choose_game(self, index: int, entry: ListEntry) -> None:
        self._show_game(index)
        if self.rows:
            self.ui.focus(self.rows[0])

    def _show_game(self, index: int, keep: dict | None = None) -> None:
        """Show the game's option and seat rows; `keep`: option values to show instead of the
        defaults (the seat rows follow them)."""
        keep = keep or self.first_options(index)
        self.selected = index
        choice = self.choice
        for widget in self.rows:
            self.ui.remove(widget)
        self.rows = []
        self.option_rows = {}
        self.hidden_values = {}
        self.start = self.rules = None
        self.title.text = choice.title
        self.tagline.text = choice.tagline
        self.soon.text = ""
        px, py, pw, ph = PANEL_RECT
        if not choice.playable:
            self.soon.text = (f"{choice.title} is on its way: its board is still being built. "
                              "Its rules are ready to read now.")
            self.rules = self.ui.add(Button("How to play", self._rules, px + pw / 2 - 110, py + 20, 220, 50,
                                            style="primary"))
            self.rows = [self.rules]
            self.frame.invalidate()
            return
        game = choice.game
        # an option with neither choices nor a value (a start position for lessons and files) is not set here
        # a screen may word an option's values for this mode (Grundy's "Who starts": You / Player 1)
        label_of = choice.screen.option_value_label
        quick = self.mode_class is QuickMatch

        def label(option, value) -> str:
            return label_of(option.key, value, quick) or value_label(value)

        chosen = {**game.default_options(), **keep}
        settable = [o for o in game.options() if o.choices or o.default not in ("", None)]
        # an option that does not matter with the others' values is left out, its value kept
        self.hidden_values = {o.key: chosen[o.key] for o in settable if not o.applies_to(chosen)}
        labels = [(o, [(v, label(o, v)) for v in (o.choices or [o.default])]) for o in settable
                  if o.key not in self.hidden_values]
        seat_count = game.num_players_for({**game.default_options(), **keep})
        self._built_seats = seat_count
        row_count = len(labels) + self.extra_row_count(seat_count)
        row_h = max(30, min(52, (ROWS_TOP - ROWS_BOTTOM) // max(1, row_count) - ROW_GAP))
        y = ROWS_TOP
        for option, values in labels:
            y -= row_h
            value = keep.get(option.key, option.default)
            if option.slider:
                row = StopSliderRow(option.label, [v for v, _ in values], value, self._option_changed,
                                    ROW_LEFT, y, ROW_WIDTH, row_h)
            else:
                row = ChoiceRow(option.label, values, value, self._option_changed, ROW_LEFT, y, ROW_WIDTH, row_h)
            row.help_text = option.help
            self.option_rows[option.key] = row
            self.rows.append(self.ui.add(row))
            y -= ROW_GAP
        for row in self.extra_rows(seat_count, y, row_h):
            self.rows.append(self.ui.add(row))
        self.rules = self.ui.add(Button("How to play", self._rules, px + 24, py + 20, 200, 50, style="quiet"))
        self.start = self.ui.add(Button("Start ▸", self._start, px + pw - 244, py + 20, 220, 50, style="primary"))
        self.rows += [self.rules, self.start]
        self.frame.invalidate()

    def options(self) -> dict:
        values = {**self.choice.game.default_options(), **self.hidden_values}
        for key, row in self.option_rows.items():
            values[key] = row.value
        return values

    def seat_count(self) -> int:
        game = self.choice.game
        return game.num_players_for(self.options() if self.option_rows else game.default_options())

    def _option_changed(self, value) -> None:  # noqa: ARG002
        """Options that change the number of players, or which options matter, rebuild the
        rows (values kept)."""
        values = self.options()
        shown = {o.key for o in self.choice.game.options()
                 if (o.key in self.option_rows or o.key in self.hidden_values) and o.applies_to(values)}
        if self.seat_count() != self._built_seats or shown != set(self.option_rows):
            focused = self.ui.focused
            keep = {**self.hidden_values, **{k: r.value for k, r in self.option_rows.items()}}
            self._show_game(self.selected, keep)
            if focused is not None and getattr(focused, "label", None) is not None:
                match = next((r for r in self.rows if getattr(r, "label", None) is not None
                              and r.label.text == focused.label.text), None)
                if match is not None:
                    self.ui.focus(match)

    # ---- subclasses: the seat rows and the seats ----------------------------------------------
    def first_options(self, index: int) -> dict:
        """Option values a game's rows start on in this mode, where they differ from its defaults."""
        return {}

    def extra_row_count(self, seats: int) -> int:
        return 0

    def extra_rows(self, seats: int, top: float, row_h: float) -> list:
        return []

    def screen_class(self):
        """The chosen game's screen, which knows what its seats are called and coloured."""
        return self.choice.screen

    def seats(self) -> list[Seat]:
        raise NotImplementedError

    # ---- actions ------------------------------------------------------------------------------
    def _start(self) -> None:
        choice = self.choice
        if not choice.playable:
            self.play("error")
            return
        mode = self.mode_class(choice.game, self.options(), self.seats())
        try:
            begin(self.window, mode, replace=True)
        except Exception as exc:  # a game that refuses these options says why
            self.window.notify(f"{choice.title} cannot start: {exc}", "error", seconds=8)
            self.play("error")

    def _rules(self) -> None:
        self.window.scenes.push(make_scene("rules", self.choice.name))

    # ---- the pointer: a slider follows it while the button is held ---------------------------
    def pointer_press(self, x: float, y: float, button: int) -> None:
        super().pointer_press(x, y, button)
        row = self.ui.widget_at(x, y)
        self.dragging = row if isinstance(row, StopSliderRow) and row.on_track(x) else None

    def pointer_move(self, x: float, y: float) -> None:
        if self.dragging is not None and self.dragging in self.rows:
            self.dragging.drag_to(x)
            return
        super().pointer_move(x, y)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        self.dragging = None

    def on_action(self, device: str, action: Action) -> bool:
        if action in (Action.CANCEL,) and self.ui.focused is not self.games:
            self.ui.focus(self.games)
            self.play("click")
            return True
        return super().on_action(device, action)

    # ---- drawing ------------------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        sb.panel(*PANEL_RECT)
        px, py, pw, ph = PANEL_RECT
        sb.rect(px + 24, py + ph - 84, 90, 3, theme.ACCENT)
        sb.rect(px + 120, py + ph - 84, 14, 3, theme.RED)
        if not self.choice.playable:
            emblem = catalog.load(catalog.entry(self.choice.name).emblem)
            emblem(sb, px + pw / 2, py + 280, 170, self.choice.colour)
        elif self.rows:
            sb.rounded_rect(*HELP_RECT, 10, theme.with_alpha(theme.PANEL_LIGHT, 150))

    def draw(self) -> None:
        self.frame.draw()
        self.title.draw()
        self.tagline.draw()
        if self.soon.text:
            self.soon.draw()
        focused = self.ui.focused
        help_text = getattr(focused, "help_text", "") or ""
        if self.help.text != help_text:
            self.help.text = help_text
        if help_text:
            self.help.draw()


class QuickMatchScene(MatchSetupScene):
    scene_name = "quick-match"
    heading = "Quick match"
    mode_class = QuickMatch

    def order_is_an_option(self) -> bool:
        """A game whose options say who moves first (Grundy's "Who starts", rule 1) seats you
        first and asks no "You play"."""
        key = self.choice.screen.first_mover_option
        return key is not None and any(o.key == key for o in self.choice.game.options())

    def extra_row_count(self, seats: int) -> int:
        if seats == 1:
            return 0              # alone against the game (Margin of Error's solo): no bot, no seat to pick
        return 1 if self.order_is_an_option() else 2

    def extra_rows(self, seats: int, top: float, row_h: float) -> list:
        if seats == 1:
            self.difficulty = self.order = None
            return []
        order = [("first", "First"), ("second", "Second"), ("random", "Random")] if seats == 2 else \
            [(str(i), self._seat_choice_label(i)) for i in range(seats)] + [("random", "Random")]
        self.difficulty = ChoiceRow("Difficulty", DIFFICULTIES, "normal", None, ROW_LEFT, top - row_h,
                                    ROW_WIDTH, row_h)
        self.difficulty.help_text = "Easy makes mistakes, Normal thinks a little, Hard thinks hard."
        if self.order_is_an_option():
            self.order = None
            return [self.difficulty]
        # the value box lines up with the other rows' unless a seat's name ("White (moves
        # first)") needs a wider one
        widest = max(make_text(text, 0, 0, theme.SIZE_BODY).content_width for _, text in order)
        value_width = ChoiceRow.value_width if widest + 2 * ARROW_ROOM <= ChoiceRow.value_width else WIDE_VALUE
        self.order = ChoiceRow("You play", order, order[0][0], None, ROW_LEFT, top - 2 * row_h - ROW_GAP,
                               ROW_WIDTH, row_h, value_width=value_width)
        self.order.help_text = "Which seat is yours; the computer takes the others."
        return [self.difficulty, self.order]

    def _seat_choice_label(self, seat: int) -> str:
        label = self.screen_class().seat_label_of(seat)
        ordinal = ("first", "second", "third", "fourth")[seat] if seat < 4 else f"#{seat + 1}"
        return f"{label} (moves {ordinal})"

    def human_seat(self, seats: int) -> int:
        if self.order is None:
            return 0
        value = self.order.value
        if value == "first":
            return 0
        if value == "second":
            return 1
        if value == "random":
            from game.core.rng import fresh_seed
            return fresh_seed() % seats
        return int(value)

    def seats(self) -> list[Seat]:
        count = self.seat_count()
        human = self.human_seat(count)
        return [Seat.human() if i == human else Seat.bot_seat(self.difficulty.value) for i in range(count)]


class CouchScene(MatchSetupScene):
    """The game and its options; Start opens the lobby (game/scenes/lobby.py), where each player
    joins with their own pad or keys and picks a seat and a colour."""

    scene_name = "couch"
    heading = "Couch multiplayer"
    mode_class = CouchMatch

    def first_options(self, index: int) -> dict:
        # people who sit down together play together: a game for one or more starts with the most seats
        choice = self.choices[index]
        if choice.playable and any(o.key == "players" for o in choice.game.options()):
            return {"players": choice.game.max_players}
        return {}

    def _show_game(self, index: int, keep: dict | None = None) -> None:
        super()._show_game(index, keep)
        if self.start is not None:
            self.start.help_text = ("Next, the lobby: each player joins with their own gamepad or keys "
                                    "and picks a seat and a colour; bots can take the empty seats.")

    def _start(self) -> None:
        if not self.choice.playable:
            self.play("error")
            return
        self.window.scenes.push(make_scene("lobby", self.choice.name, self.options()))

    def on_enter(self, returning: bool = False) -> None:
        theme.choose_player_colours(None)       # back from a match seated in the lobby
