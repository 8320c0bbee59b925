"""The game's first step on the map: the two drawn starting points glow; the second player picks
one (each then labelled with who starts there) and the first player gets the other."""
from __future__ import annotations

import math

import arcade

from game.ui import theme
from game.ui.widgets import make_text


class StartChoice:
    """The glowing starting points and their labels, while the state is not started."""

    def __init__(self, table):
        self.table = table
        self.labels: list[arcade.Text] = []

    def make_labels(self) -> None:
        """One label over each starting point of the state shown (none once started)."""
        self.labels = []
        view, state = self.table.view, self.table.state
        if state is None or state.started or state.is_terminal():
            return
        for p in state.start_choices():
            x, y = view.point_xy(p)
            self.labels.append(make_text("", x, y + view.scale * 1.05, theme.SIZE_TINY, theme.CREAM,
                                         anchor_x="center", bold=True))

    def draw(self) -> None:
        table = self.table
        state = table.state
        if state is None or state.started or table.busy:
            return
        view = table.view
        chooser = state.current_player()
        other = 1 - chooser
        choices = [tuple(p) for p in state.start_choices()]
        pulse = 0.5 + 0.5 * math.sin(table.time * 3.0)
        for i, p in enumerate(choices):
            x, y = view.point_xy(p)
            chosen = table.selected == p
            glow = theme.ACCENT if chosen else theme.CREAM
            for k, alpha in ((1.6, 40), (1.15, 70), (0.8, 110)):
                arcade.draw_circle_filled(x, y, view.scale * k * (0.9 + 0.15 * pulse),
                                          theme.with_alpha(glow, alpha))
            if table.selected is not None:
                seat = chooser if chosen else other
                table.pieces.ghost(seat).draw_at(x, y)
            arcade.draw_circle_outline(x, y, view.scale * 0.55, theme.ACCENT if chosen else theme.CREAM, 2.5)
            if i < len(self.labels):
                label = self.labels[i]
                if table.selected is None:
                    label.text = f"Start {i + 1}"
                else:
                    label.text = f"{table.name_of(chooser if chosen else other)} starts here"
                w = label.content_width + 16
                arcade.draw_lrbt_rectangle_filled(label.x - w / 2, label.x + w / 2, label.y - 10, label.y + 10,
                                                  theme.with_alpha(theme.BACKGROUND_DEEP, 220))
                label.draw()
