"""The tutorials list: every lesson under levels/tutorials/, grouped by game, with a preview.

Lessons come from game.core.levels.load_tutorials(); a file that does not load hides
only itself: it is listed under the lessons as one line in players' words (its name and
what is wrong, from levels.lesson_problem) and the rest stay playable. Choosing a lesson
opens the game's own screen with the coach in its side panel.
"""
from __future__ import annotations

from game import catalog
from game.core.datafile import DataFileError
from game.core.lessons import Level, load_tutorials
from game.core.levels import lesson_problem
from game.modes.lesson import Lesson
from game.scenes.base import Scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import ListEntry, ListView, elide_text, make_text

LIST_RECT = (72, 196, 560, 380)
PREVIEW_RECT = (672, 196, 536, 380)
ERRORS_TOP = 170          # the middle of the "could not be loaded" line
ERRORS_LEFT, ERRORS_WIDTH = 72, 1136
ERROR_ROW = 26           # one line per bad file
MAX_ERROR_LINES = 3      # more bad files than this: two lines and "... and N more"


class TutorialsScene(Scene):
    scene_name = "tutorials"
    heading = "Tutorials"

    def __init__(self, directory=None):
        super().__init__()
        self.frame = CachedShapes(self._build)
        try:
            self.levels, self.errors = load_tutorials(directory) if directory else load_tutorials()
        except Exception as exc:  # the folder itself is unreadable: say so, show nothing
            self.levels, self.errors = [], [exc]
        self.levels.sort(key=lambda lv: (catalog.rank(lv.game), lv.path))
        entries = []
        for level in self.levels:
            try:
                catalog.screen_class(level.game)
                ready = True
            except (catalog.NotBuilt, catalog.UnknownGame):
                ready = False
            title = catalog.title(level.game)
            entries.append(ListEntry(level.title, f"{title} · {len(level.steps)} steps", enabled=ready,
                                     badge="" if ready else "COMING SOON", data=level,
                                     colour=_game_colour(level.game)))
        self.list = self.ui.add(ListView(*LIST_RECT, row_height=64, on_choose=self._start,
                                         on_select=lambda i, e: self._preview(e),
                                         empty_text="No lessons installed yet: they are coming soon."))
        self.list.set_entries(entries)
        self.ui.focus(self.list)
        px, py, pw, ph = PREVIEW_RECT
        self.p_game = make_text("", px + 28, py + ph - 36, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.p_title = make_text("", px + 28, py + ph - 70, theme.SIZE_SUBHEADING, theme.TEXT, bold=True,
                                 width=pw - 56, multiline=True, anchor_y="top")
        self.p_text = make_text("", px + 28, py + ph - 150, theme.SIZE_SMALL, theme.TEXT_MUTED, width=pw - 56,
                                multiline=True, anchor_y="top")
        self.p_foot = make_text("", px + 28, py + 28, theme.SIZE_SMALL, theme.ACCENT, bold=True)
        self.errors_box: tuple[float, float, float, float] | None = None   # left, bottom, width, height
        self.error_texts = self._error_lines()
        self._preview(self.list.current())

    def _error_lines(self) -> list:
        """A heading and one line per bad lesson file, in players' words (the file's name and
        what is wrong), each cut to the box; the details go to the log."""
        if not self.errors:
            return []
        count = len(self.errors)
        head = f"{count} lesson file{'s' if count > 1 else ''} could not be loaded (the others play on):"
        texts = [make_text(head, ERRORS_LEFT, ERRORS_TOP, theme.SIZE_SMALL, theme.BAD, bold=True)]
        shown = self.errors if count <= MAX_ERROR_LINES else self.errors[:MAX_ERROR_LINES - 1]
        lines = [f"• {_problem_words(error)}" for error in shown]
        if len(shown) < count:
            lines.append(f"… and {count - len(shown)} more")
        for i, line in enumerate(lines):
            colour = theme.TEXT_MUTED if line.startswith("…") else theme.CREAM
            text = make_text(line, ERRORS_LEFT, ERRORS_TOP - 30 - i * ERROR_ROW, theme.SIZE_TINY, colour)
            texts.append(elide_text(text, ERRORS_WIDTH))
        bottom = texts[-1].y - ERROR_ROW / 2 - 6
        self.errors_box = (ERRORS_LEFT - 12, bottom, ERRORS_WIDTH + 24, ERRORS_TOP + 18 - bottom)
        return texts

    def _preview(self, entry: ListEntry | None) -> None:
        if entry is None:
            self.p_game.text = "LESSONS"
            self.p_title.text = "Coming soon"
            self.p_text.text = ("Each game will get short lessons: the coach sets up a position, "
                                "explains an idea and lets you play the key move.")
            self.p_foot.text = ""
            return
        level: Level = entry.data
        self.p_game.text = catalog.title(level.game).upper()
        self.p_title.text = level.title
        first = level.steps[0].text if level.steps else ""
        self.p_text.text = first if len(first) < 260 else first[:257] + "…"
        self.p_foot.text = "Enter: start the lesson ▸" if entry.enabled else "This game's board is coming soon"
        self.frame.invalidate()

    def _start(self, index: int, entry: ListEntry) -> None:
        try:
            Lesson(entry.data).begin(self.window)
        except (catalog.NotBuilt, DataFileError) as exc:
            self.window.notify(_problem_words(exc) if isinstance(exc, DataFileError) else str(exc), "error", seconds=8)
            self.play("error")

    def _build(self, sb: ShapeBuilder) -> None:
        sb.panel(*PREVIEW_RECT)
        px, py, pw, ph = PREVIEW_RECT
        sb.rect(px + 28, py + ph - 52, 80, 3, theme.ACCENT)
        if self.errors_box is not None:
            sb.rounded_rect(*self.errors_box, 10, theme.with_alpha(theme.RED_DARK, 140))

    def draw(self) -> None:
        self.frame.draw()
        for text in (self.p_game, self.p_title, self.p_text, self.p_foot):
            if text.text:
                text.draw()
        for text in self.error_texts:
            text.draw()


def _problem_words(error: Exception) -> str:
    if isinstance(error, DataFileError):
        return lesson_problem(error)
    return "The lessons folder cannot be read."


def _game_colour(name: str):
    try:
        return catalog.entry(name).colour
    except catalog.UnknownGame:
        return None
