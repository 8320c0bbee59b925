"""Input on the map (`TableControls`, a part of `ConstitutionTable`): the pointer picks the
destination under it and clicks it; cursor keys / d-pad pick the destination in the direction
pressed, Tab / RB walks them clockwise, Enter / A plays the one picked (or the forced pass)."""
from __future__ import annotations

import math

from game.engines.constitution.rules import PASS
from game.ui.input import Action

DIRECTIONS = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}
CONE = math.tan(math.radians(70))       # a direction key looks within 70° of straight ahead first


class TableControls:
    """Pointer and action handling of the table. Reads and sets the table's `state`, `snap`,
    `interactive`, `destinations`, `selected`, `preview`, `hover_region` and `pointer`."""

    def pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        if not self.view.contains(x, y):
            self._set_hover_region(None)
            return
        if self.interactive and self.destinations:
            point = self.view.nearest_point(x, y, self.destinations)
            if point is not None and point != self.selected:
                self._select(point)
        region = self.view.region_at(x, y)
        self._set_hover_region(region)
        self.tooltip.invalidate()

    def pointer_press(self, x: float, y: float):
        """The move chosen by a click, or None."""
        if not self.interactive or self.busy:
            return None
        if self.state.must_pass():
            return PASS if self.pass_button.contains(x, y) else None
        point = self.view.nearest_point(x, y, self.destinations)
        if point is None:
            if self.view.contains(x, y) and self.view.cell_at(x, y) is not None:
                self.sound("error")
            return None
        self.selected = point
        return point

    def on_action(self, action: Action):
        """Cursor keys / pad: pick destinations by direction; confirm plays. Returns a move or None."""
        if not self.interactive or self.busy:
            return None
        if self.state.must_pass():
            return PASS if action == Action.CONFIRM else None
        if not self.destinations:
            return None
        if action == Action.CONFIRM:
            if self.selected is None:
                self._select(self._first_destination())
                return None
            return self.selected
        if action == Action.NEXT:
            order = self._destinations_by_angle()
            i = (order.index(self.selected) + 1) % len(order) if self.selected in order else 0
            self._select(order[i])
            return None
        if action in DIRECTIONS:
            target = self._destination_towards(action)
            if target is not None:
                self._select(target)
            return None
        return None

    def _origin_xy(self):
        if self.selected is not None:
            return self.view.point_xy(self.selected)
        mover = self.state.current_player()
        piece = self.snap.pieces[mover] if mover >= 0 else None
        if piece is not None:
            return self.view.point_xy(piece)
        left, bottom, width, height = self.rect
        return (left + width / 2, bottom + height / 2)

    def _first_destination(self):
        ox, oy = self._origin_xy()
        return min(self.destinations, key=lambda p: math.dist(self.view.point_xy(p), (ox, oy)))

    def _destinations_by_angle(self) -> list:
        mover = self.state.current_player()
        piece = self.snap.pieces[mover] if mover >= 0 else None
        cx, cy = self.view.point_xy(piece) if piece is not None else self._origin_xy()

        def key(p):
            x, y = self.view.point_xy(p)
            # clockwise from straight up, nearer first on one line
            return (math.atan2(x - cx, y - cy) % (2 * math.pi), math.hypot(x - cx, y - cy))
        return sorted(self.destinations, key=key)

    def _destination_towards(self, action: Action):
        """The destination nearest the cursor in the pressed direction (within a 70° cone first,
        then anywhere in that half plane)."""
        ox, oy = self._origin_xy()
        dx, dy = DIRECTIONS[action]
        best, best_score = None, math.inf
        for p in self.destinations:
            if p == self.selected:
                continue
            x, y = self.view.point_xy(p)
            along = (x - ox) * dx + (y - oy) * dy
            across = abs((x - ox) * dy) + abs((y - oy) * dx)
            if along <= 0.5:
                continue
            cone = across <= along * CONE
            score = along + 1.6 * across + (0 if cone else 10_000)
            if score < best_score:
                best, best_score = p, score
        if best is None and self.selected is None:
            return self._first_destination()
        return best

    def _select(self, point, sound: bool = True) -> None:
        if point is None:
            return
        changed = point != self.selected
        self.selected = point
        try:
            self.preview = self.state.preview(point) if self.state.started else None
        except Exception:      # a stale selection: no preview rather than a crash
            self.preview = None
        self.markers.preview_changed()
        if changed and sound:
            self.sound("click")

    def _set_hover_region(self, region) -> None:
        if region != self.hover_region:
            self.hover_region = region
            self.tooltip.invalidate()
