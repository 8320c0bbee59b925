"""The header over the Grundy board: the board's name and what it is (left), how full it is in
words and one pip per vertex in the writer's colour (right)."""
from __future__ import annotations

from game.engines.grundy.board import Board
from game.scenes.grundy.layout import BOARD_AREA, HEADER_Y
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text


class Header:
    """The header's texts (kept in step with the position shown) and its shapes."""

    def __init__(self, board: Board, noun: str):
        self.board = board
        self.noun = noun                     # "circle" or "country"
        left, bottom, width, height = BOARD_AREA
        self.title = make_text(board.title.upper(), left + 18, HEADER_Y, theme.SIZE_SUBHEADING, theme.ACCENT,
                               display=True)
        self.subtitle = make_text(self._subtitle(), left + 18, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED)
        self.progress = make_text("", left + width - 12, HEADER_Y, theme.SIZE_SMALL, theme.TEXT, anchor_x="right",
                                  bold=True)
        self.progress_label = make_text("", left + width - 12, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x="right")

    def _subtitle(self) -> str:
        board = self.board
        degrees = [board.degree(v) for v in range(board.size)]
        low, high = min(degrees), max(degrees)
        each = f"{low} neighbours each" if low == high else f"{low} to {high} neighbours"
        things, links = ("countries", "borders") if self.noun == "country" else ("circles", "lines")
        return f"{board.size} {things}  ·  {len(board.edges)} {links}  ·  {each}  ·  lowest score wins"

    def sync(self, state) -> None:
        """The words for `state` (the position shown)."""
        self.progress.text = f"{state.filled} of {self.board.size} filled"
        self.progress_label.text = "" if not state.is_terminal() else f"every {self.noun} holds a number"

    def build(self, sb: ShapeBuilder, state) -> None:
        left, bottom, width, height = BOARD_AREA
        x = left + 18
        sb.rect(x, HEADER_Y - 21, 64, 3, theme.ACCENT)
        sb.rect(x + 70, HEADER_Y - 21, 12, 3, theme.RED)
        # how full the board is: one pip per vertex, in the writer's colour
        n = self.board.size
        right = left + width - 12
        bar_w = min(260.0, 14.0 * n)
        gap = 3.0 if n <= 30 else 2.0
        pip = (bar_w - gap * (n - 1)) / n
        owners = sorted(state.owners[v] for v in range(n) if state.numbers[v])
        for i in range(n):
            px = right - bar_w + i * (pip + gap)
            colour = theme.player_colour(owners[i]) if i < len(owners) else theme.shade(theme.PANEL, 0.8)
            sb.rounded_rect(px, HEADER_Y - 24, pip, 8, min(3.0, pip / 2), colour)

    def draw(self) -> None:
        self.title.draw()
        self.subtitle.draw()
        self.progress.draw()
        if self.progress_label.text:
            self.progress_label.draw()
