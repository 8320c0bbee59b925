"""The gaffe decision: a card over the board while the rolled dice rest in the tray with the
gaffe flashing. One button per unused favour of political capital ("Ignore a 2 (spend Media
blitz)") and "Take the gaffe"; a click, or the arrows / d-pad and Enter / A, submits
the state's legal move (ignore a face with a favour, or accept) through screen.submit_move.

It shows only when the show is idle, the engine waits for a gaffe choice and the side to
decide is a person at this screen (a bot decides in its worker; the show then plays the
result like any other step).
"""
from __future__ import annotations

from game.engines.margin.charts import gaffe_squares
from game.engines.margin.move import ACCEPT
from game.engines.margin.plan import CAPITAL_TITLES
from game.engines.margin.resolve import CAMP
from game.scenes.margin.layout import REGIONS_RECT, TRAY_RECT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import make_text
from game.ui.widgets.buttons import Button
from game.ui.widgets.text import fit_text

# what each favour would otherwise have done, so the choice of which to spend is informed
FAVOUR_USES = {
    "internet-funds": "instead of $5",
    "endorsements": "instead of +1 in up to 3 states",
    "media-blitz": "instead of ads at $3 a day",
    "fact-check": "instead of a rival stop called off",
    "defining-speech": "instead of pushing past safe squares",
}
CARD_WIDTH = 720
CARD_CENTRE = REGIONS_RECT[0] + REGIONS_RECT[2] / 2      # over the region boards
BUTTON_HEIGHT = 46
GAP = 8
COLUMNS = 2
HEADER = 66                # the title and the line above the buttons
TRAY_TOP, REGIONS_TOP = TRAY_RECT[1] + TRAY_RECT[3], REGIONS_RECT[1] + REGIONS_RECT[3]


class GaffePrompt:
    def __init__(self, show):
        self.show = show
        self.screen = show.screen
        self.open = False
        self.buttons: list[Button] = []
        self.moves: list = []
        self.focus = 0
        self.key = None                     # the decision the buttons were made for
        self.shapes = ShapeBuilder()
        self.title = make_text("GAFFE!", 0, 0, 22, theme.BAD, anchor_x="center", display=True)
        self.line = make_text("", 0, 0, theme.SIZE_SMALL, theme.CREAM, anchor_x="center")
        self.card = (0.0, 0.0, 0.0, 0.0)

    # ---- when it shows --------------------------------------------------------------------------
    def wanted(self) -> bool:
        screen, state = self.screen, self.show.state
        if self.show.busy or screen.session.in_replay or not state.gaffe_choice_open():
            return False
        seat = screen.session.seat_to_move()
        if seat is None or not seat.is_human:
            return False
        lesson = screen.lesson
        return lesson is None or lesson.waiting_for_move()

    def update(self, dt: float) -> None:
        if not self.wanted():
            self.open = False
            return
        state = self.show.state
        roll = state.rolling()
        key = (roll, tuple(state.dice), tuple(state.ignored), frozenset(state.used[roll.side]))
        if key != self.key:
            self.key = key
            self._build(state)
        self.open = True
        if not self.show.tray.flashing:          # the gaffe keeps pulsing while the campaign decides
            self.show.flash_gaffe(state.dice, shout=False)

    # ---- input ----------------------------------------------------------------------------------------
    def pointer_move(self, x: float, y: float) -> bool:
        if not self.open:
            return False
        for i, button in enumerate(self.buttons):
            if button.contains(x, y) and i != self.focus:
                self.focus = i
                self._build_shapes()
        return self._inside(x, y)

    def pointer_press(self, x: float, y: float) -> bool:
        if not self.open:
            return False
        for i, button in enumerate(self.buttons):
            if button.contains(x, y):
                self.focus = i
                self.choose(i)
                return True
        return self._inside(x, y)          # a click on the card itself does nothing else

    def action(self, device: str, action: Action) -> bool:
        if not self.open:
            return False
        count = len(self.buttons)
        if action == Action.CONFIRM:
            self.choose(self.focus)
        elif action in (Action.NEXT, Action.RIGHT):
            self._move_focus(1)
        elif action in (Action.PREV, Action.LEFT):
            self._move_focus(-1)
        elif action in (Action.DOWN, Action.UP):
            step = COLUMNS if action == Action.DOWN else -COLUMNS
            target = self.focus + step
            if 0 <= target < count:
                self._move_focus(step)
            elif action == Action.DOWN:
                self._move_focus(count - 1 - self.focus)      # the last row: Take the gaffe
        else:
            return False
        return True

    def choose(self, index: int) -> bool:
        if not self.open or not 0 <= index < len(self.moves):
            return False
        self.screen.play("click")
        return self.screen.submit_move(self.moves[index])

    def _move_focus(self, delta: int) -> None:
        if self.buttons:
            self.focus = (self.focus + delta) % len(self.buttons)
            self._build_shapes()

    def _inside(self, x: float, y: float) -> bool:
        l, b, w, h = self.card
        return l <= x <= l + w and b <= y <= b + h

    # ---- building ---------------------------------------------------------------------------------------
    def _build(self, state) -> None:
        """Buttons in rows of two, "Take the gaffe" last (focused: Enter alone spends nothing);
        the card sits just above the tray, or at the top of the boards when the state or region
        at stake is low on the board, so it stays in view."""
        roll = state.rolling()
        sc = state.scenario
        self.moves = state.legal_moves()          # each face and unused favour to ignore it, then accept
        rows = (len(self.moves) + COLUMNS - 1) // COLUMNS
        height = HEADER + rows * (BUTTON_HEIGHT + GAP) + 8
        board = self.show.board
        at_stake = board.state_rect(roll.target) if roll.kind == CAMP else board.region_rect(roll.target)
        low = at_stake[1] + at_stake[3] / 2 < 214 + height
        bottom = (REGIONS_TOP - height) if low else TRAY_TOP + 8
        left = CARD_CENTRE - CARD_WIDTH / 2
        self.card = (left, bottom, CARD_WIDTH, height)
        where = sc.states[roll.target].name if roll.kind == CAMP else f"Every {sc.regions[roll.target].name} state"
        back = gaffe_squares(sc, state.dice)
        self.title.x, self.title.y = left + CARD_WIDTH / 2, bottom + height - 24
        self.line.text = f"{where} would slip {back} squares back. Cancel one die with unused political capital?"
        fit_text(self.line, CARD_WIDTH - 32, 10)
        self.line.x, self.line.y = left + CARD_WIDTH / 2, bottom + height - 50
        bw = (CARD_WIDTH - 32 - GAP * (COLUMNS - 1)) / COLUMNS
        self.buttons = []
        for i, move in enumerate(self.moves):
            row, col = divmod(i, COLUMNS)
            x = left + 16 + col * (bw + GAP)
            y = bottom + 8 + (rows - 1 - row) * (BUTTON_HEIGHT + GAP)
            if move.kind == ACCEPT:
                button = Button("Take the gaffe", None, x, y, bw, BUTTON_HEIGHT, size=theme.SIZE_TINY,
                                sub=f"{back} squares back, political capital kept")
            else:
                button = Button(f"Ignore a {move.face} (spend {CAPITAL_TITLES[move.favour]})", None, x, y, bw,
                                BUTTON_HEIGHT, size=theme.SIZE_TINY, sub=FAVOUR_USES.get(move.favour, ""))
            fit_text(button.label, bw - 16, 9)
            self.buttons.append(button)
        # the lines under the labels in one size: the smallest any of them needs
        size = theme.SIZE_TINY
        for button in self.buttons:
            size = min(size, fit_text(button.sub, bw - 16, 8).font_size)
        for button in self.buttons:
            button.sub.font_size = size
        self.focus = len(self.buttons) - 1
        self._build_shapes()

    def _build_shapes(self) -> None:
        sb = self.shapes
        sb.clear()
        l, b, w, h = self.card
        sb.rounded_rect(l + 4, b - 8, w, h, 18, (0, 0, 0, 110))
        sb.rounded_rect(l, b, w, h, 18, (16, 20, 40, 248))
        sb.rounded_outline(l, b, w, h, 18, 3, theme.BAD)
        sb.gradient_rect(l + 18, b + h - 46, w - 36, 40, theme.with_alpha(theme.BAD, 0), theme.with_alpha(theme.BAD, 60))
        for i, button in enumerate(self.buttons):
            button.build(sb, i == self.focus)

    def draw(self) -> None:
        if not self.open:
            return
        self.shapes.draw()
        self.title.draw()
        self.line.draw()
        for i, button in enumerate(self.buttons):
            for text in button.texts(i == self.focus):
                text.draw()
