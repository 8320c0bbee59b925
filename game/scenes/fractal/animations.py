"""What moves on the Fractal territory board after a move: the piece settling (a ring that
shrinks onto it), the cells it completed pulsing in their new tint with "+n" rising over them,
and the new vertices of a split flashing. Positions are in world units except the rising
labels, which follow the camera each frame in screen space."""
from __future__ import annotations

import math

import arcade

from game.scenes.fractal.layout import LAST_RING, NEW_FLASH
from game.ui import theme
from game.ui.widgets import make_text, set_colour, set_text

PLACE_SECONDS = 0.32
PULSE_SECONDS = 0.9
RISE_SECONDS = 1.3
FLASH_SECONDS = 1.6


def rise_text(words: str = "+0", batch=None) -> arcade.Text:
    """A text for a rising "+n" (made ahead by the screen: making one costs a frame's share; made
    with words, so that its vertex buffers are made with it too)."""
    return make_text(words, 0, 0, theme.SIZE_SUBHEADING, theme.TEXT, anchor_x="center", anchor_y="center", bold=True,
                     batch=batch)


def take_texts(pool: list, words: list[str], batch=None) -> list[arcade.Text]:
    """Texts from `pool` showing `words`: one already showing the words when there is one (no
    layout), else another given them, else a new one added to the pool (in `batch`). The
    texts taken are made visible, the others hidden."""
    free = list(pool)
    chosen = [None] * len(words)
    for i, w in enumerate(words):
        match = next((t for t in free if t.text == w), None)
        if match is not None:
            free.remove(match)
            chosen[i] = match
    for i, w in enumerate(words):
        if chosen[i] is None:
            if not free:
                pool.append(rise_text(w, batch))
                free.append(pool[-1])
            chosen[i] = free.pop()
            set_text(chosen[i], w)
    for text in pool:
        text.visible = any(text is c for c in chosen)
    return chosen


class MoveShow:
    """The animations of one move."""

    def __init__(self, stone: tuple[float, float, float] | None, cells: list, labels: list, flashes: list,
                 texts: list | None = None, batch=None):
        self.time = 0.0
        self.stone = stone              # (x, y, radius) of the piece placed
        self.cells = cells              # (outline, colour) of each cell completed
        self.labels = labels            # (world x, y, text, colour)
        self.flashes = flashes          # (x, y, radius) of each new vertex
        self._pool = texts if texts is not None else []     # the screen's label texts, kept between moves
        self._batch = batch                                 # ... drawn together in this batch (None: one by one)
        self._texts: list[arcade.Text] | None = None

    @property
    def placing(self) -> bool:
        """The piece is still settling (bots and the results wait for this part only)."""
        return self.time < theme.anim(PLACE_SECONDS)

    @property
    def done(self) -> bool:
        longest = max(PLACE_SECONDS, PULSE_SECONDS if self.cells else 0, RISE_SECONDS if self.labels else 0,
                      FLASH_SECONDS if self.flashes else 0)
        return self.time >= theme.anim(longest)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw_world(self, zoom: float) -> None:
        """Through the board camera."""
        t = self.time / max(1e-6, theme.anim(1.0))
        for outline, colour in self.cells:
            k = t / PULSE_SECONDS
            if k < 1:
                alpha = int(200 * math.sin(math.pi * k))
                arcade.draw_polygon_filled(outline, (*colour[:3], alpha))
                arcade.draw_polygon_outline(outline, (*theme.ACCENT, alpha), 3 / zoom)
        for x, y, radius in self.flashes:
            k = t / FLASH_SECONDS
            if k < 1:
                pulse = 0.5 + 0.5 * math.sin(k * math.pi * 5)
                r = max(radius, 5 / zoom) * (1.3 + 0.5 * pulse)
                arcade.draw_circle_outline(x, y, r, (*NEW_FLASH, int(255 * (1 - k))), 2.5 / zoom, num_segments=28)
        if self.stone is not None:
            k = t / PLACE_SECONDS
            if k < 1:
                x, y, radius = self.stone
                r = radius * (1 + 1.4 * (1 - k) ** 2)
                arcade.draw_circle_outline(x, y, r, (*LAST_RING, int(255 * (1 - k))), 3 / zoom, num_segments=32)

    def draw_screen(self, to_screen) -> None:
        """In logical space: the rising "+n" labels over the cells that scored."""
        t = self.time / max(1e-6, theme.anim(1.0))
        k = t / RISE_SECONDS
        if k >= 1 or not self.labels:
            return
        if self._texts is None:
            self._texts = take_texts(self._pool, [text for _, _, text, _ in self.labels], self._batch)
        alpha = int(255 * min(1.0, 3 * (1 - k)))
        for (x, y, _, colour), label in zip(self.labels, self._texts):
            sx, sy = to_screen(x, y)
            label.x, label.y = sx, sy + 14 + 46 * k
            set_colour(label, (*colour[:3], alpha))
            if self._batch is None:
                label.draw()
        if self._batch is not None:
            self._batch.draw()
