"""Past matches: the current profile's finished matches, newest first (game, when, who played,
the result), over the title. Choosing one opens it in the post-game review (ReviewMode); its
Watch (beside its Review, or the right arrow) plays it again move by move (WatchMode); a kept
match that cannot be read is named in a notice and the others are listed."""
from __future__ import annotations

from game import catalog
from game.core.datafile import DataFileError
from game.core.match_history import recent_matches
from game.core.records import MatchRecord
from game.modes.review import ReviewMode
from game.modes.watch import WatchMode
from game.scenes.base import CardOverlay
from game.ui import theme
from game.ui.input import Action
from game.ui.widgets import Button, ListEntry, ListView
from game.scenes.mode_steps import begin

PANEL_W = 840
PANEL_H = 560
ROW_H = 62
BUTTON_W, BUTTON_H, BUTTON_GAP = 96, 38, 8
ACTIONS_W = 2 * BUTTON_W + BUTTON_GAP + 14      # the chosen match's Review and Watch, right of the list


class PastMatchesScene(CardOverlay):
    scene_name = "past-matches"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Review   [→] Watch   [Esc] Back"
    pad_hints = "[D-pad] Choose, → Watch   [A] Review   [B] Back"

    def __init__(self, title):
        super().__init__(title, PANEL_W, PANEL_H, "PAST MATCHES",
                         "Pick a match to review it move by move, or to watch it again.")
        self.matches, faults = recent_matches(self.window.profiles.current().slug)
        for fault in faults[:1]:
            self.window.notify(f"A past match could not be read: {fault}", "error", seconds=8)
        left, bottom, _, _ = self.card
        self.list = self.ui.add(ListView(left + 30, bottom + 30, PANEL_W - 60 - ACTIONS_W, PANEL_H - 150,
                                         row_height=ROW_H, on_choose=self._review,
                                         empty_text="No finished matches yet."))
        self.show_matches(self.matches)
        # each visible row's Review and Watch, shown beside the chosen row only
        x = self.list.left + self.list.width + 14
        self.row_actions: list[tuple[Button, Button]] = []
        for row in range(self.list.visible_rows):
            _, b, _, h = self.list.row_rect(row)
            y = b + (h - BUTTON_H) / 2
            self.row_actions.append((
                self.ui.add(Button("Review", self._review_chosen, x, y, BUTTON_W, BUTTON_H, size=theme.SIZE_SMALL)),
                self.ui.add(Button("Watch", self._watch_chosen, x + BUTTON_W + BUTTON_GAP, y, BUTTON_W, BUTTON_H,
                                   size=theme.SIZE_SMALL))))
        self._place_actions()
        self.ui.focus(self.list)

    def _place_actions(self) -> None:
        """Review and Watch show beside the chosen match's row."""
        row = self.list.selected - self.list.first if self.matches else -1
        for index, buttons in enumerate(self.row_actions):
            for button in buttons:
                if button.visible != (index == row):
                    button.visible = index == row
                    self.ui.invalidate()

    def update(self, dt: float) -> None:
        self._place_actions()            # the selection moves by keys, the pointer and the wheel

    def on_action(self, device: str, action: Action) -> bool:
        if action == Action.RIGHT and self.matches:
            self.play("click")
            self._watch_chosen()
            return True
        if action in (Action.UP, Action.DOWN) and self.matches:
            # the arrows choose in the list, wherever the pointer left the focus
            self.ui.focus(self.list)
            self.list.on_action(action)
            self._place_actions()
            return True
        return super().on_action(device, action)

    def show_matches(self, matches) -> None:
        self.matches = list(matches)
        self.list.set_entries([ListEntry(catalog.title(m.game), self._detail(m), badge=m.when(), data=m)
                               for m in self.matches])

    @staticmethod
    def _detail(match) -> str:
        who = " vs ".join(match.names)
        return " · ".join(part for part in (match.result, who) if part)

    def _record(self, match, doing: str) -> MatchRecord | None:
        try:
            return MatchRecord.load(match.path)
        except DataFileError as exc:
            self.window.notify(f"This match cannot be {doing}: {exc}", "error", seconds=8)
            self.play("error")
            return None

    def _review(self, index: int, entry: ListEntry) -> None:
        match = entry.data
        record = self._record(match, "reviewed")
        if record is not None:
            begin(self.window, ReviewMode(record, match.path, names=match.names))

    def _review_chosen(self) -> None:
        entry = self.list.current()
        if entry is not None:
            self._review(self.list.selected, entry)

    def _watch_chosen(self) -> None:
        """Watch the chosen match again, move by move, on its game's screen (nothing is saved)."""
        entry = self.list.current()
        if entry is None:
            return
        match = entry.data
        record = self._record(match, "watched")
        if record is not None:
            begin(self.window, WatchMode(record, names=match.names))
