"""Past matches: the current profile's finished matches, newest first (game, when, who played,
the result), over the title. Choosing one opens it in the post-game review (ReviewMode); a
kept match that cannot be read is named in a notice and the others are listed."""
from __future__ import annotations

from game import catalog
from game.core.datafile import DataFileError
from game.core.match_history import recent_matches
from game.core.records import MatchRecord
from game.modes.review import ReviewMode
from game.scenes.base import CardOverlay
from game.ui.widgets import ListEntry, ListView

PANEL_W = 640
PANEL_H = 560
ROW_H = 62


class PastMatchesScene(CardOverlay):
    scene_name = "past-matches"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Review   [Esc] Back"
    pad_hints = "[D-pad] Choose   [A] Review   [B] Back"

    def __init__(self, title):
        super().__init__(title, PANEL_W, PANEL_H, "PAST MATCHES", "Pick a match to review it move by move.")
        self.matches, faults = recent_matches(self.window.profiles.current().slug)
        for fault in faults[:1]:
            self.window.notify(f"A past match could not be read: {fault}", "error", seconds=8)
        left, bottom, _, _ = self.card
        self.list = self.ui.add(ListView(left + 30, bottom + 30, PANEL_W - 60, PANEL_H - 150,
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
