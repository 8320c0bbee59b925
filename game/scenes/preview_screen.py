"""A stand-in game screen for an engine whose own screen is not written yet.

It shows the position as text in a framed card and lets the player pick a legal move
from a list, so the shell (panel, pause, results, bots) can be seen and tested with
any engine. Quick match never offers it: games without their own screen are listed
as coming soon.
"""
from __future__ import annotations

import textwrap

from game.core.demo_positions import demo_session
from game.scenes.game_screen import GameScreen
from game.scenes.match_layout import BOARD_RECT
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import make_text


class PreviewScreen(GameScreen):
    hints = "[↑↓] choose a move   [Enter] play   [Esc] menu"

    def __init__(self, session, mode=None):
        super().__init__(session, mode)
        self.cursor = 0
        self.frame = CachedShapes(self._build)
        l, b, w, h = BOARD_RECT
        self.banner = make_text(f"{self.game.title}: board view coming soon", l + 60, h - 70,
                                theme.SIZE_SUBHEADING, theme.ACCENT, bold=True)
        self.position = make_text("", l + 60, h - 110, theme.SIZE_SMALL, theme.TEXT, width=int(w - 120),
                                  multiline=True, anchor_y="top")
        self.move_texts = [make_text("", l + 90, 0, theme.SIZE_BODY, theme.TEXT) for _ in range(10)]
        self.on_view_changed()

    @classmethod
    def demo_for(cls, game_name: str) -> "PreviewScreen":
        return cls(demo_session(game_name))

    def _moves(self):
        state = self.view_state()
        return state.legal_moves() if not state.is_terminal() and not state.is_chance_node() else []

    def on_view_changed(self) -> None:
        state = self.view_state()
        text = state.position_text() or state.describe()
        # positions in notation have no spaces to wrap at: break them by length
        self.position.text = "\n".join(textwrap.wrap(text[:600], 70, break_long_words=True))
        moves = self._moves()
        self.cursor = min(self.cursor, max(0, len(moves) - 1))
        first = max(0, self.cursor - 9)
        for i, label in enumerate(self.move_texts):
            index = first + i
            label.text = state.move_to_text(moves[index]) if index < len(moves) else ""
            label.y = 330 - i * 30
        self._first = first
        self.frame.invalidate()

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = BOARD_RECT
        sb.panel(l + 36, 60, w - 72, h - 100)
        if self._moves():
            y = 330 - (self.cursor - self._first) * 30
            sb.rounded_rect(l + 70, y - 14, 360, 28, 8, theme.with_alpha(theme.ACCENT, 80))

    def on_move_played(self, move, before, mover) -> None:
        self.on_view_changed()

    def draw_board(self) -> None:
        self.frame.draw()
        self.banner.draw()
        self.position.draw()
        for label in self.move_texts:
            if label.text:
                label.draw()

    def board_action(self, device: str, action: Action) -> bool:
        moves = self._moves()
        if not moves:
            return False
        if action in (Action.UP, Action.DOWN):
            self.cursor = max(0, min(len(moves) - 1, self.cursor + (1 if action == Action.DOWN else -1)))
            self.on_view_changed()
            return True
        if action == Action.CONFIRM:
            return self.submit_move(moves[self.cursor], device)
        return False
