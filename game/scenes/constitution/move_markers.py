"""What the player to move may do, drawn over the map: a marker on every legal destination, and
for the destination picked the path there, the cells it would take or flip, the states it would
win (outlined, with a "wins TX +38" callout), a pulsing ring and the piece's ghost."""
from __future__ import annotations

import math
from array import array

import arcade

from game.engines.constitution.mapdata import point_cells
from game.ui import theme
from game.ui.draw import FLOATS_PER_VERTEX, CachedShapes, ShapeBuilder
from game.ui.widgets import make_text


class MoveMarkers:
    """The destination markers (drawn into the screen's baked layer) and the preview of the
    picked move (drawn each frame), both rebuilt only when told they changed."""

    def __init__(self, table):
        self.table = table
        self._destinations = CachedShapes(self._build_destinations)
        self._preview = CachedShapes(self._build_preview)
        self._callouts: dict[str, arcade.Text] = {}
        self._marker_templates: dict[tuple, array] = {}           # colour -> a marker at the origin
        self._marker_runs: dict[tuple, array] = {}                # (point, colour) -> its marker
        self._held = False                   # the last frame's new markers waited (see draw_destinations)

    def destinations_changed(self) -> None:
        self._destinations.invalidate()

    def preview_changed(self) -> None:
        self._preview.invalidate()

    def draw_destinations(self, hold: bool = False) -> None:
        """With `hold` (a layer was drawn again this frame: the move's last cells), new markers
        wait a frame, never two in a row: their building is a millisecond of its own."""
        if hold and self._destinations.dirty and not self._held:
            self._held = True
            return
        self._held = False
        self._destinations.draw()

    def draw_preview(self) -> None:
        self._preview.draw()
        self._draw_callouts()
        self._draw_selection_pulse()

    def _build_destinations(self, sb: ShapeBuilder) -> None:
        """A marker on each destination (a ring on the White House), each copied from the
        marker's vertices at the origin moved into place, and kept per point: a new turn's
        markers cost a few copies, not a few thousand triangles worked out again."""
        table = self.table
        if not table.interactive or not table.destinations or not table.state.started:
            return
        view = table.view
        colour = theme.player_colour(table.state.current_player())
        wh = tuple(view.white_house)
        for p in table.destinations:
            x, y = view.point_xy(p)
            if tuple(p) == wh:
                sb.ring(x, y, view.scale * 0.52, 2.5, theme.shade(colour, 1.3))
                continue
            run = self._marker_runs.get((p, colour))
            if run is None:
                run = self._marker_runs[(p, colour)] = self._marker_run(colour, x, y)
            sb.data.extend(run)

    def _marker_run(self, colour, x: float, y: float) -> array:
        """The vertices of a destination marker at (x, y): a glow, a dark rim, a bright dot."""
        template = self._marker_templates.get(colour)
        if template is None:
            sb = ShapeBuilder()
            r = max(3.5, self.table.view.scale * 0.17)
            sb.circle(0, 0, r * 2.1, theme.with_alpha(colour, 55), segments=14)
            sb.circle(0, 0, r + 1.5, theme.BACKGROUND_DEEP, segments=12)
            sb.circle(0, 0, r, theme.shade(colour, 1.25), segments=12)
            template = self._marker_templates[colour] = sb.data
        run = array("f", template)
        run[0::FLOATS_PER_VERTEX] = array("f", [v + x for v in template[0::FLOATS_PER_VERTEX]])
        run[1::FLOATS_PER_VERTEX] = array("f", [v + y for v in template[1::FLOATS_PER_VERTEX]])
        return run

    def _build_preview(self, sb: ShapeBuilder) -> None:
        table = self.table
        if not table.interactive or table.selected is None or not table.state.started:
            return
        view = table.view
        mover = table.state.current_player()
        colour = theme.player_colour(mover)
        piece = table.snap.pieces[mover]
        if piece is not None:
            # the straight line the piece would travel, as a dotted path
            (x0, y0), (x1, y1) = view.point_xy(piece), view.point_xy(table.selected)
            length = math.hypot(x1 - x0, y1 - y0)
            steps = max(1, int(length / (view.scale * 0.45)))
            for k in range(1, steps):
                t = k / steps
                sb.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, max(1.6, view.scale * 0.07),
                          theme.with_alpha(theme.CREAM, 170), segments=6)
        preview = table.preview
        if preview is None:
            return
        taken = [view.cell_index[tuple(c)] for c in preview.taken_cells]
        flipped = [view.cell_index[tuple(c)] for c in preview.flipped_cells]
        corner = {view.cell_index[c] for c in point_cells(table.selected) if c in view.cell_index}
        for c in taken + flipped:
            a, b, d = view.cell_vertices(c)
            if c in corner:
                sb.triangle(a, b, d, theme.with_alpha(theme.shade(colour, 1.1), 215))
            else:
                sb.triangle(a, b, d, theme.with_alpha(colour, 120))
        for c in flipped:
            # cells taken from the opponent: a bold cross-hatch stroke
            a, b, d = view.cell_vertices(c)
            cx, cy = view.cell_centre[c]
            sb.line(((a[0] + cx) / 2, (a[1] + cy) / 2), ((b[0] + d[0]) / 2, (b[1] + d[1]) / 2), 1.5,
                    theme.with_alpha(theme.CREAM, 170))
        for c in corner & set(taken):
            a, b, d = view.cell_vertices(c)
            sb.polyline([a, b, d], 1.5, theme.with_alpha(theme.CREAM, 200), closed=True)
        for code in preview.regions_won:
            region = view.regions[view.board.region_index[code]]
            for a, b in region.outline:
                sb.line(a, b, max(2.5, view.scale * 0.16), theme.shade(colour, 1.45))
            text = self._callout(code, region)
            x, y = region.label_xy
            w = text.content_width + 14
            sb.rounded_rect(x - w / 2, y + 18, w, 20, 9, theme.with_alpha(theme.BACKGROUND_DEEP, 220))
            sb.rounded_outline(x - w / 2, y + 18, w, 20, 9, 1.5, theme.shade(colour, 1.3))

    def _callout(self, code: str, region) -> arcade.Text:
        text = self._callouts.get(code)
        if text is None:
            x, y = region.label_xy
            text = make_text(f"wins {code} +{region.size}", x, y + 28, theme.SIZE_TINY, theme.CREAM,
                             anchor_x="center", bold=True)
            self._callouts[code] = text
        return text

    def _draw_callouts(self) -> None:
        table = self.table
        if table.preview is None or not table.interactive:
            return
        view = table.view
        for code in table.preview.regions_won:
            region = view.regions[view.board.region_index[code]]
            self._callout(code, region).draw()

    def _draw_selection_pulse(self) -> None:
        table = self.table
        if table.selected is None or not table.interactive:
            return
        x, y = table.view.point_xy(table.selected)
        pulse = 0.5 + 0.5 * math.sin(table.time * 6.0)
        radius = table.view.scale * (0.42 + 0.12 * pulse)
        arcade.draw_circle_outline(x, y, radius, theme.ACCENT, 2.5)
        if table.state.started:
            table.pieces.ghost(table.state.current_player()).draw_at(x, y)
