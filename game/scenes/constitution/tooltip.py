"""The tooltip by the pointer: over the picked destination, what the move would win; over a
state, its electors, who supports it and how many cells win it (its outline lit)."""
from __future__ import annotations

import math

from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text

HEIGHT = 70


class MapTooltip:
    """Three lines in a box beside the pointer, kept inside the map; rebuilt when invalidated."""

    def __init__(self, table):
        self.table = table
        self._shapes = CachedShapes(self._build)
        self._texts = [make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True),
                       make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED),
                       make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT)]
        self._box = None

    def invalidate(self) -> None:
        self._shapes.invalidate()

    def draw(self) -> None:
        self._shapes.draw()
        if self._box is not None:
            for text in self._texts:
                text.draw()

    def _lines(self):
        """(three lines, the region to outline or None), or None when there is nothing to tell."""
        table = self.table
        if table.pointer is None or table.snap is None:
            return None
        snap = table.snap
        name_of = table.name_of
        if table.interactive and table.selected is not None and table.preview is not None:
            x, y = table.view.point_xy(table.selected)
            if math.dist((x, y), table.pointer) <= table.view.scale * 0.55:
                p = table.preview
                mover = table.state.current_player()
                gained = len(p.taken_cells) + len(p.flipped_cells)
                won = ", ".join(p.regions_won) if p.regions_won else "no state yet"
                # the preview outlines the states it wins itself
                return ((f"Move to {table.selected[0]},{table.selected[1]}",
                         f"+{gained} cells  ·  wins {won}",
                         f"Electors after: {p.electors_after[mover]}  ·  states {p.states_after[mover]}"), None)
        r = table.hover_region
        if r is None:
            return None
        region = table.view.regions[r]
        counts = [0, 0, 0]
        for c in region.cells:
            counts[snap.owners[c]] += 1
        need = (region.size + 1) // 2          # the rules: at least half of a region's cells win it
        winner = snap.winners[r]
        title = f"{region.name} ({region.code})  ·  {region.size} elector{'s' if region.size != 1 else ''}"
        cells = f"{name_of(0)} {counts[1]}  ·  {name_of(1)} {counts[2]}  ·  undecided {counts[0]}"
        if winner >= 0:
            lead = f"Won by {name_of(winner)}"
        elif counts[1] == counts[2]:
            lead = f"Contested: tied, {need} cells win it" if counts[1] else f"Nobody yet: {need} cells win it"
        else:
            leader = 0 if counts[1] > counts[2] else 1
            more = need - counts[leader + 1]
            lead = f"{name_of(leader)} leads: {more} more cell{'s' if more != 1 else ''} win it"
        if not region.is_state:
            lead += " (DC is not a state)"
        return ((title, cells, lead), r)

    def _build(self, sb: ShapeBuilder) -> None:
        found = self._lines()
        self._box = None
        if found is None:
            return
        lines, r = found
        table = self.table
        if r is not None:
            for a, b in table.view.regions[r].outline:
                sb.line(a, b, 2.0, theme.with_alpha(theme.CREAM, 220))
        for text, line in zip(self._texts, lines):
            text.text = line
        width = max(t.content_width for t in self._texts) + 28
        height = HEIGHT
        px, py = table.pointer
        left = px + 18
        bottom = py - height - 14
        ml, mb, mw, mh = table.rect
        if left + width > ml + mw:
            left = px - width - 18
        if bottom < mb:
            bottom = py + 18
        left = max(ml, left)
        self._box = (left, bottom, width, height)
        sb.rounded_rect(left + 3, bottom - 4, width, height, 10, (0, 0, 0, 110))
        sb.rounded_rect(left, bottom, width, height, 10, theme.with_alpha(theme.PANEL, 245))
        sb.rounded_outline(left, bottom, width, height, 10, 1.5, theme.BORDER)
        if r is not None and table.snap.winners[r] >= 0:
            sb.rect(left + 1, bottom + 8, 4, height - 16, theme.player_colour(table.snap.winners[r]))
        for i, text in enumerate(self._texts):
            text.x = left + 14
            text.y = bottom + height - 17 - 19 * i
