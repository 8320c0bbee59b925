"""The game's first step on the map: the two drawn starting points glow; the second player picks
one (each then labelled with who starts there) and the first player gets the other. Each label
goes beside its point where it covers no state's label, no other label and neither point, and
stays on the map (below the scoreboard, above the hints)."""
from __future__ import annotations

import math

import arcade

from game.scenes.constitution.layout import HINTS_TOP, MAP_RECT, SCORE_RECT
from game.scenes.constitution.map_labels import label_sizes
from game.ui import theme
from game.ui.widgets import make_text

TAG_PAD_X, TAG_HALF_H = 7, 9           # the dark box around a label's text
TAG_ROOM = 116                          # the widest label text ("Blue starts here"): a long name is cut to fit

Box = tuple[float, float, float, float]   # left, bottom, right, top


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _spots() -> list[tuple[float, float, float]]:
    """Where a label may go around its point, nearest first: (distance from the point in cells,
    direction x, direction y); above, below, right and left come first at each distance."""
    directions = [(0.0, 1.0), (0.0, -1.0), (1.0, 0.0), (-1.0, 0.0)]
    directions += [(math.cos(math.pi / 16 * k), math.sin(math.pi / 16 * k)) for k in range(32) if k % 8]
    return [(reach, ux, uy) for reach in (0.62, 0.9, 1.2, 1.6, 2.0, 2.5, 3.2) for ux, uy in directions]


SPOTS = _spots()


class StartChoice:
    """The glowing starting points and their labels, while the state is not started."""

    def __init__(self, table):
        self.table = table
        self.labels: list[arcade.Text] = []
        self._measure: arcade.Text | None = None

    def make_labels(self) -> None:
        """One label beside each starting point of the state shown (none once started)."""
        self.labels = []
        view, state = self.table.view, self.table.state
        if state is None or state.started or state.is_terminal():
            return
        for p in state.start_choices():
            x, y = view.point_xy(p)
            self.labels.append(make_text("", x, y, theme.SIZE_TINY, theme.CREAM, anchor_x="center", bold=True))

    # ---- where the labels go ------------------------------------------------------------
    def tag_box(self, label: arcade.Text) -> Box:
        """The dark box drawn behind a label (left, bottom, right, top)."""
        half_w = label.content_width / 2 + TAG_PAD_X
        return (label.x - half_w, label.y - TAG_HALF_H, label.x + half_w, label.y + TAG_HALF_H)

    def _state_label_boxes(self) -> list[Box]:
        """Where the states' labels are (their texts once drawn, else where they will be)."""
        view = self.table.view
        big, _ = label_sizes(view.scale)
        boxes = []
        for region in view.regions:
            if region.texts:
                boxes += [(t.left, t.bottom, t.right, t.top) for t in region.texts]
            else:
                x, y = region.label_xy
                boxes.append((x - big * 1.3, y - big * 1.3, x + big * 1.3, y + big * 1.3))
        return boxes

    def _place(self, points: list[tuple[float, float]]) -> None:
        """Put each label at the spot around its point that covers least: off the scoreboard,
        the hints and the map's edge, then off states' labels, the other label and the points."""
        scale = self.table.view.scale
        left, _, width, _ = MAP_RECT
        floor = HINTS_TOP + 2
        ceiling = SCORE_RECT[1] - 4
        avoid = self._state_label_boxes()
        ring = scale * 0.6
        avoid += [(x - ring, y - ring, x + ring, y + ring) for x, y in points]
        for label, (x, y) in zip(self.labels, points):
            half_w = label.content_width / 2 + TAG_PAD_X
            best = None
            for order, (reach, ux, uy) in enumerate(SPOTS):
                r = reach * scale
                cx, cy = x + ux * (r + half_w), y + uy * (r + TAG_HALF_H)
                box = (cx - half_w, cy - TAG_HALF_H, cx + half_w, cy + TAG_HALF_H)
                outside = (max(0.0, left - box[0]) + max(0.0, box[2] - (left + width))
                           + max(0.0, floor - box[1]) + max(0.0, box[3] - ceiling))
                cost = (outside * 1000 + sum(_overlap(box, other) for other in avoid), order)
                if best is None or cost < best[0]:
                    best = (cost, cx, cy, box)
            _, label.x, label.y, box = best
            avoid.append(box)                  # the next label keeps off this one

    # ---- drawing ------------------------------------------------------------------------
    def _label_texts(self, chooser: int, choices: list) -> list[str]:
        """"Start 1", "Start 2"; once a point is picked, who starts on each ("Blue starts here",
        or a long name alone, cut to fit)."""
        table = self.table
        if table.selected is None:
            return [f"Start {i + 1}" for i in range(len(choices))]
        if self._measure is None:
            self._measure = make_text("", 0, 0, theme.SIZE_TINY, theme.CREAM, bold=True)
        measure = self._measure
        texts = []
        for p in choices:
            name = table.name_of(chooser if table.selected == p else 1 - chooser)
            measure.text = f"{name} starts here"
            if measure.content_width > TAG_ROOM:
                measure.text = name
                while measure.content_width > TAG_ROOM and len(name) > 1:     # a long name, cut
                    name = name[:-1].rstrip()
                    measure.text = name + "…"
            texts.append(measure.text)
        return texts

    def _showing(self) -> bool:
        table = self.table
        return table.state is not None and not table.state.started and not table.busy

    def draw_glow(self) -> None:
        """The starting points' glow (the table draws the states' labels over it)."""
        if not self._showing():
            return
        table = self.table
        pulse = 0.5 + 0.5 * math.sin(table.time * 3.0)
        for p in table.state.start_choices():
            x, y = table.view.point_xy(p)
            glow = theme.ACCENT if table.selected == tuple(p) else theme.CREAM
            for k, alpha in ((1.6, 40), (1.15, 70), (0.8, 110)):
                arcade.draw_circle_filled(x, y, table.view.scale * k * (0.9 + 0.15 * pulse),
                                          theme.with_alpha(glow, alpha))

    def draw(self) -> None:
        """The rings, the ghost pieces once a point is picked, and the labels (over the states' labels)."""
        if not self._showing():
            return
        table = self.table
        state = table.state
        view = table.view
        chooser = state.current_player()
        other = 1 - chooser
        choices = [tuple(p) for p in state.start_choices()]
        points = [view.point_xy(p) for p in choices]
        for p, (x, y) in zip(choices, points):
            chosen = table.selected == p
            if table.selected is not None:
                table.pieces.ghost(chooser if chosen else other).draw_at(x, y)
            arcade.draw_circle_outline(x, y, view.scale * 0.55, theme.ACCENT if chosen else theme.CREAM, 2.5)
        if len(self.labels) != len(choices):
            return
        texts = self._label_texts(chooser, choices)
        if [label.text for label in self.labels] != texts:
            for label, text in zip(self.labels, texts):
                label.text = text
            self._place(points)
        for label, (x, y) in zip(self.labels, points):
            l, b, r, t = self.tag_box(label)
            # a label set farther off than beside its point is tied to it by a line
            nx, ny = min(max(x, l), r), min(max(y, b), t)
            gap = math.hypot(nx - x, ny - y)
            if gap > view.scale * 0.8:
                ring = view.scale * 0.6
                arcade.draw_line(x + (nx - x) * ring / gap, y + (ny - y) * ring / gap, nx, ny,
                                 theme.with_alpha(theme.CREAM, 170), 1.5)
            arcade.draw_lrbt_rectangle_filled(l, r, b, t, theme.with_alpha(theme.BACKGROUND_DEEP, 220))
            label.draw()
