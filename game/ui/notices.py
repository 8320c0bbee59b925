"""Notices ("Gamepad 2 connected", "Match saved", a crash report's place): a place of their own
at the bottom left, where the line of control hints is, so they never cover a title, a
heading or a board's top row. The hints step aside while a notice shows.

Notices queue: one shows at a time, and its time starts when it shows. A notice with a `key`
replaces the waiting or showing one with the same key (the gamepad notices merge into one).
"""
from __future__ import annotations

import arcade

from game.ui import theme

AREA_LEFT = 60
AREA_BOTTOM = 8
AREA_WIDTH = 880          # stops short of a match screen's side panel
PADDING = 10
MAX_WAITING = 4
FADE = 0.4


class Notice:
    def __init__(self, message: str, seconds: float, kind: str, key: str | None):
        self.message = message
        self.left = seconds
        self.kind = kind
        self.key = key
        self.text = None


class NoticeBoard:
    def __init__(self):
        self.queue: list[Notice] = []

    def add(self, message: str, kind: str = "info", seconds: float = 4.0, key: str | None = None) -> None:
        notice = Notice(message, seconds, kind, key)
        for n, waiting in enumerate(self.queue):
            if key is not None and waiting.key == key:
                self.queue[n] = notice
                return
        self.queue.append(notice)
        # too many waiting: the oldest ones that are not showing give way
        while len(self.queue) > MAX_WAITING:
            del self.queue[1]

    @property
    def showing(self) -> bool:
        return bool(self.queue)

    def tick(self, dt: float) -> None:
        if not self.queue:
            return
        self.queue[0].left -= dt
        if self.queue[0].left <= 0:
            self.queue.pop(0)

    def draw(self) -> None:
        if not self.queue:
            return
        from game.ui.widgets import make_text, set_colour
        notice = self.queue[0]
        if notice.text is None:
            notice.text = make_text(notice.message, AREA_LEFT + PADDING + 8, 0, theme.SIZE_SMALL, theme.TEXT,
                                    anchor_y="top", width=AREA_WIDTH - 2 * PADDING - 8, multiline=True)
        alpha = max(0.0, min(1.0, notice.left / FADE))
        text = notice.text
        height = text.content_height + 2 * PADDING
        width = min(AREA_WIDTH, text.content_width + 2 * PADDING + 8)
        left, bottom = AREA_LEFT, AREA_BOTTOM
        colour = theme.RED_DARK if notice.kind == "error" else theme.PANEL_HOVER
        edge = theme.BAD if notice.kind == "error" else theme.ACCENT
        arcade.draw_lrbt_rectangle_filled(left, left + width, bottom, bottom + height,
                                          theme.with_alpha(colour, 240 * alpha))
        arcade.draw_lrbt_rectangle_filled(left, left + 5, bottom, bottom + height, theme.with_alpha(edge, 255 * alpha))
        text.y = bottom + height - PADDING
        set_colour(text, theme.with_alpha(theme.TEXT, int(255 * alpha)))   # changes only while fading
        text.draw()
