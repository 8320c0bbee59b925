"""What the campaign screen shows instead of the map when its campaign file cannot be used:
which file, which entry and what is wrong with it, and a way back. Nothing is half-loaded."""
from __future__ import annotations

from pathlib import Path

from game.core.datafile import DataFileError
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import Button, WidgetGroup, make_text

CARD = (240, 170, 800, 400)


def problem_lines(error: Exception | None) -> tuple[str, str, str]:
    """The file, the entry and the fault, in words for players."""
    if error is None:
        return "No campaign is installed.", "", "The campaign files are missing from the game's levels."
    if isinstance(error, DataFileError):
        name = Path(error.path).name
        entry = f"The entry '{error.key}' is wrong:" if error.key else "The file itself cannot be read:"
        return f"The campaign file {name} cannot be used.", entry, error.fault[:1].upper() + error.fault[1:] + "."
    return "The campaign cannot be opened.", "", str(error)


class ProblemView:
    def __init__(self, error: Exception | None, on_back, sound=None):
        self.error = error
        self.ui = WidgetGroup(sound=sound)
        self.shapes = CachedShapes(self._build)
        l, b, w, h = CARD
        cx = l + w / 2
        head, entry, fault = problem_lines(error)
        self.texts = [
            make_text("CAMPAIGN", cx, b + h - 48, theme.SIZE_HEADING, theme.ACCENT, anchor_x="center", display=True),
            make_text(head, cx, b + h - 104, theme.SIZE_BODY, theme.CREAM, anchor_x="center", bold=True,
                      width=int(w - 80), multiline=True, align="center", anchor_y="top"),
            make_text(entry, cx, b + h - 170, theme.SIZE_SMALL, theme.TEXT_MUTED, anchor_x="center"),
            make_text(fault, cx, b + h - 200, theme.SIZE_SMALL, theme.BAD, anchor_x="center", anchor_y="top",
                      width=int(w - 100), multiline=True, align="center"),
            make_text("Your progress is safe: it is kept in your profile until the campaign is mended.", cx, b + 110,
                      theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="center"),
        ]
        self.back = self.ui.add(Button("Back to the title", on_back, cx - 150, b + 30, 300, 54, style="primary"))

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = CARD
        sb.panel(l, b, w, h, border=theme.shade(theme.BAD, 0.8))
        sb.rect(l + w / 2 - 70, b + h - 80, 140, 3, theme.RED)

    def draw(self) -> None:
        self.shapes.draw()
        for text in self.texts:
            if text.text:
                text.draw()
