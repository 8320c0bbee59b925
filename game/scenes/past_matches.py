"""Past matches: the current profile's finished matches, newest first (game, when, who played,
the result), over the title. Choosing one opens it in the post-game review (ReviewMode); a
kept match that cannot be read is named in a notice and the others are listed."""
from __future__ import annotations

from game import catalog
from game.core.datafile import DataFileError
from game.core.match_history import recent_matches
from game.core.records import MatchRecord
from game.modes.review import ReviewMode
from game.scenes.base import OverlayScene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import ListEntry, ListView, make_text

PANEL_W = 640
PANEL_H = 560
ROW_H = 62


class PastMatchesScene(OverlayScene):
    scene_name = "past-matches"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Review   [Esc] Back"
    pad_hints = "[D-pad] Choose   [A] Review   [B] Back"

    def __init__(self, title):
        super().__init__(title)
        profile = self.window.profiles.current().slug if self.window is not None else ""
        self.matches, faults = recent_matches(profile)
        for fault in faults[:1]:
            self.window.notify(f"A past match could not be read: {fault}", "error", seconds=8)
        cx = theme.WIDTH / 2
        self.left = cx - PANEL_W / 2
        self.bottom = (theme.HEIGHT - PANEL_H) / 2
        top = self.bottom + PANEL_H
        self.frame = CachedShapes(self._build)
        self.heading_text = make_text("PAST MATCHES", cx, top - 56, theme.SIZE_HEADING, theme.ACCENT,
                                      anchor_x="center", display=True)
        self.sub = make_text("Pick a match to review it move by move.", cx, top - 92, theme.SIZE_SMALL,
                             theme.TEXT_MUTED, anchor_x="center")
        self.list = self.ui.add(ListView(self.left + 30, self.bottom + 30, PANEL_W - 60, PANEL_H - 150,
                                         row_height=ROW_H, on_choose=self._review,
                                         empty_text="No finished matches yet."))
        self.list.set_entries([ListEntry(catalog.title(m.game), self._detail(m), badge=m.when(), data=m)
                               for m in self.matches])
        self.ui.focus(self.list)

    @staticmethod
    def _detail(match) -> str:
        who = " vs ".join(match.names)
        return " · ".join(part for part in (match.result, who) if part)

    def _review(self, index: int, entry: ListEntry) -> None:
        match = entry.data
        try:
            record = MatchRecord.load(match.path)
        except DataFileError as exc:
            self.window.notify(f"This match cannot be reviewed: {exc}", "error", seconds=8)
            self.play("error")
            return
        ReviewMode(record, match.path, names=match.names).begin(self.window)

    def _build(self, sb: ShapeBuilder) -> None:
        sb.panel(self.left, self.bottom, PANEL_W, PANEL_H, border=theme.BORDER)

    def draw(self) -> None:
        self.frame.draw()
        self.heading_text.draw()
        self.sub.draw()

    def on_back(self) -> None:
        self.play("click")
        self.window.scenes.pop(fade=False)
