"""Input on the map (`TableControls`, a part of `ConstitutionTable`): the choice of a move (the
destinations offered, the one picked and its preview, the region under the pointer) and the input
that makes it. The pointer picks the destination under it and clicks it; cursor keys / d-pad pick the destination in the direction
pressed, Tab / RB walks them clockwise, Enter / A plays the one picked (or the forced pass)."""
from __future__ import annotations

import math

from typing import Callable

from game.engines.constitution.rules import PASS
from game.scenes.constitution.map_view import ConstitutionMapView
from game.scenes.constitution.pass_button import PassButton
from game.scenes.constitution.snapshot import Snapshot
from game.ui.input import Action

DIRECTIONS = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}
CONE = math.tan(math.radians(70))       # a direction key looks within 70° of straight ahead first


class TableControls:
    """The choice of a move on the map, from what it is given: the map's `view` and `rect`, the
    `pass_button`, whether a move is playing (`busy`), and what it calls: `sound`, and
    `preview_changed` / `hover_changed` when the pick or the region under the pointer change
    (the markers and the tooltip are drawn from them). The table offers it a position
    (`offer`) and takes the choice back while a move plays (`withdraw`)."""

    def __init__(self, view: ConstitutionMapView, rect, *, pass_button: PassButton,
                 busy: Callable[[], bool], sound: Callable[[str], None],
                 preview_changed: Callable[[], None], hover_changed: Callable[[], None]):
        self.view = view
        self.rect = rect
        self.pass_button = pass_button
        self._busy = busy
        self._sound = sound
        self._preview_changed = preview_changed
        self._hover_changed = hover_changed
        self.state = None                                    # the position offered
        self.snap: Snapshot | None = None                   # ... as the map shows it
        self.interactive = False                             # a person may move now
        self.destinations: list[tuple[int, int]] = []
        self.selected: tuple[int, int] | None = None
        self.preview = None                                  # what the selected move would win
        self.hover_region: int | None = None
        self.pointer: tuple[float, float] | None = None

    def offer(self, state, snap: Snapshot, interactive: bool) -> None:
        """The position on the map, and whether a person may move in it now: its destinations
        (a pick still among them is kept, its preview made again)."""
        self.state, self.snap = state, snap
        self.interactive = bool(interactive) and state is not None and not state.is_terminal()
        if self.interactive and not state.must_pass():
            self.destinations = [tuple(p) for p in state.legal_destinations()]
        else:
            self.destinations = []
        if self.selected not in self.destinations:
            self.selected = None
        self.preview = None
        if self.selected is not None:
            self._select(self.selected, sound=False)

    def withdraw(self) -> None:
        """A move plays: nothing offered, nothing picked."""
        self.destinations = []
        self.selected = None
        self.preview = None
        self.interactive = False

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
        self._hover_changed()

    def pointer_press(self, x: float, y: float):
        """The move chosen by a click, or None."""
        if not self.interactive or self._busy():
            return None
        if self.state.must_pass():
            return PASS if self.pass_button.contains(x, y) else None
        point = self.view.nearest_point(x, y, self.destinations)
        if point is None:
            if self.view.contains(x, y) and self.view.cell_at(x, y) is not None:
                self._sound("error")
            return None
        self.selected = point
        return point

    def on_action(self, action: Action):
        """Cursor keys / pad: pick destinations by direction; confirm plays. Returns a move or None."""
        if not self.interactive or self._busy():
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
        self._preview_changed()
        if changed and sound:
            self._sound("click")

    def _set_hover_region(self, region) -> None:
        if region != self.hover_region:
            self.hover_region = region
            self._hover_changed()
