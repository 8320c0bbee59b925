"""The header over the Grundy board: the board's name and what it is (left, drawn into the
board's cached layer), how full it is in words and one pip per vertex in the writer's colour
(right, drawn every frame: a move changes it)."""
from __future__ import annotations

from game.engines.grundy.board import Board
from game.scenes.grundy.layout import BOARD_AREA, HEADER_Y
from game.scenes.grundy.pieces import hold_font
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text
from game.ui.widgets.text import laid_out_once


class Header:
    """The header's texts and shapes: `build_static` and `draw_static` for the board's layer,
    `sync` (the position shown) and `draw` every frame for how full it is (its words drawn
    with `batch`, when given)."""

    def __init__(self, board: Board, noun: str, batch=None):
        self.board = board
        self.noun = noun                     # "circle" or "country"
        left, bottom, width, height = BOARD_AREA
        self.title = make_text(board.title.upper(), left + 18, HEADER_Y, theme.SIZE_SUBHEADING, theme.ACCENT,
                               display=True)
        self.subtitle = make_text(self._subtitle(), left + 18, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED)
        # how full: drawn with `batch` (the board's texts), else by draw()
        self.batch = batch
        self.progress = make_text("", left + width - 12, HEADER_Y, theme.SIZE_SMALL, theme.TEXT, anchor_x="right",
                                  bold=True, batch=batch)
        self.progress_label = make_text("", left + width - 12, HEADER_Y - 40, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x="right", batch=batch)
        self.pips = CachedShapes(self._build_pips)
        self._owners: list[int] | None = None          # the pips' colours, by seat, in order
        self._pip_shapes: dict = {}                     # (pip, owner or -1) -> its vertices
        self._shown: tuple | None = None               # what sync last showed
        self._colour_blind = theme.colour_blind()
        self._fonts = [hold_font(self.progress), hold_font(self.progress_label, f"every {noun} holds a number")]

    def _subtitle(self) -> str:
        board = self.board
        degrees = [board.degree(v) for v in range(board.size)]
        low, high = min(degrees), max(degrees)
        each = f"{low} neighbours each" if low == high else f"{low} to {high} neighbours"
        things, links = ("countries", "borders") if self.noun == "country" else ("circles", "lines")
        return f"{board.size} {things}  ·  {len(board.edges)} {links}  ·  {each}  ·  lowest score wins"

    def sync(self, state) -> None:
        """The words and pips for `state` (the position shown); nothing changes if they are
        already shown."""
        shown = (state.filled, state.is_terminal(), tuple(state.owners))
        if shown == self._shown:
            return
        self._shown = shown
        for text, words in ((self.progress, f"{state.filled} of {self.board.size} filled"),
                            (self.progress_label, "" if not state.is_terminal() else f"every {self.noun} holds a number")):
            if text.text != words:
                with laid_out_once(text):
                    text.text = words
        owners = sorted(state.owners[v] for v in range(self.board.size) if state.numbers[v])
        if owners != self._owners:
            self._owners = owners
            self.pips.invalidate()

    def build_static(self, sb: ShapeBuilder) -> None:
        """The title's underline (the pips are drawn apart, every frame)."""
        left, bottom, width, height = BOARD_AREA
        x = left + 18
        sb.rect(x, HEADER_Y - 21, 64, 3, theme.ACCENT)
        sb.rect(x + 70, HEADER_Y - 21, 12, 3, theme.RED)

    def _build_pips(self, sb: ShapeBuilder) -> None:
        """How full the board is: one pip per vertex, in the writer's colour (each pip's shapes
        kept by colour: a move changes two or three)."""
        owners = self._owners or []
        for i in range(self.board.size):
            sb.data.extend(self._pip(i, owners[i] if i < len(owners) else -1))

    def _pip(self, i: int, owner: int):
        data = self._pip_shapes.get((i, owner))
        if data is None:
            left, bottom, width, height = BOARD_AREA
            n = self.board.size
            bar_w = min(260.0, 14.0 * n)
            gap = 3.0 if n <= 30 else 2.0
            pip = (bar_w - gap * (n - 1)) / n
            px = left + width - 12 - bar_w + i * (pip + gap)
            colour = theme.player_colour(owner) if owner >= 0 else theme.shade(theme.PANEL, 0.8)
            sb = ShapeBuilder()
            sb.rounded_rect(px, HEADER_Y - 24, pip, 8, min(3.0, pip / 2), colour)
            data = self._pip_shapes[(i, owner)] = sb.data
        return data

    def draw_static(self) -> None:
        self.title.draw()
        self.subtitle.draw()

    def draw(self) -> None:
        if self._colour_blind != theme.colour_blind():
            self._colour_blind = theme.colour_blind()
            self._pip_shapes.clear()
            self.pips.invalidate()
        self.pips.draw()
        if self.batch is None:
            self.progress.draw()
            if self.progress_label.text:
                self.progress_label.draw()
