"""Continue, when more than one match is waiting: a card over the title lists each game's
saved match (the game, how far it went, when it was left), newest first. Choosing one
resumes it through the title's own path (TitleScene.resume), so a broken save is set aside
and named there, as with a single save."""
from __future__ import annotations

import time

from game import catalog
from game.core.session import SavedMatch
from game.scenes.base import CardOverlay
from game.ui import theme
from game.ui.widgets import Button, elide_text

PANEL_W = 560
ROW_H = 58
ROW_GAP = 10


def saved_when(modified: float, now: float | None = None) -> str:
    """'just now', '5 minutes ago', 'yesterday': when a match was left, as a person says it."""
    seconds = max(0.0, (now if now is not None else time.time()) - modified)
    minutes, hours, days = int(seconds // 60), int(seconds // 3600), int(seconds // 86400)
    if minutes < 1:
        return "left just now"
    if hours < 1:
        return f"left {minutes} minute{'s' if minutes != 1 else ''} ago"
    if days < 1:
        return f"left {hours} hour{'s' if hours != 1 else ''} ago"
    if days == 1:
        return "left yesterday"
    return f"left {days} days ago"


def saved_line(saved: SavedMatch, now: float | None = None) -> str:
    moves = len(saved.record.moves)
    return f"{moves} move{'s' if moves != 1 else ''} played · {saved_when(saved.modified, now)}"


class SavedMatchesScene(CardOverlay):
    scene_name = "saved-matches"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Resume   [Esc] Back"
    pad_hints = "[D-pad] Choose   [A] Resume   [B] Back"

    def __init__(self, title, saves: list[SavedMatch]):
        panel_h = 150 + len(saves) * (ROW_H + ROW_GAP)
        super().__init__(title, PANEL_W, panel_h, "CONTINUE A MATCH", "Each game keeps its last match. Which one?")
        self.title_scene = title
        self.saves = saves
        cx = theme.WIDTH / 2
        self.buttons: list[Button] = []
        y = self.card[1] + panel_h - 118
        for saved in saves:
            y -= ROW_H
            button = Button(catalog.title(saved.record.game), self._resume_with(saved), cx - PANEL_W / 2 + 30, y,
                            PANEL_W - 60, ROW_H, sub=saved_line(saved), align="left", size=theme.SIZE_BUTTON)
            elide_text(button.label, PANEL_W - 120)
            self.buttons.append(self.ui.add(button))
            y -= ROW_GAP
        if self.buttons:
            self.ui.focus(self.buttons[0])

    def _resume_with(self, saved: SavedMatch):
        def resume() -> None:
            self.window.scenes.pop(fade=False)
            self.title_scene.resume(saved)
        return resume
