"""The tutorials browser: every lesson under levels/tutorials/, grouped by game in catalog order,
with the profile's completion marks, the next lesson highlighted (the list opens on it; back from
a lesson, it stays on the lesson just played), and beside the list the selected lesson's board
as it starts, its goal in one line and its length.

Parts: lesson_list.py (the grouped list and its marks), lesson_pictures.py (the board's
picture: shipped with the built-in lessons, else made off-screen once the selection rests).
Completion comes from the profile in use (window.profiles; game/modes/lesson.py marks a
finished lesson). A lesson file that does not load hides only itself: it is listed under the
lessons as one line in players' words (its name and what is wrong, from levels.lesson_problem)
and the rest stay playable.
"""
from __future__ import annotations

import arcade

from game import catalog
from game.core.datafile import DataFileError
from game.core.lessons import Level, load_tutorials
from game.core.levels import lesson_problem
from game.modes.lesson import Lesson
from game.scenes.base import Scene
from game.scenes.tutorials.lesson_pictures import LessonPictures
from game.scenes.match_layout import BOARD_RECT
from game.scenes.tutorials.lesson_list import LessonList, Row
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import ListEntry, elide_text, fit_text, make_text
from game.scenes.mode_steps import begin

CONTENT_TOP = 596
CONTENT_BOTTOM = 60
LIST_LEFT, LIST_WIDTH = 72, 492
PANEL_LEFT = 596
PANEL_WIDTH = 1208 - PANEL_LEFT
PAD = 26                  # the panel's inner margin
BOARD_ASPECT = BOARD_RECT[2] / BOARD_RECT[3]
ERRORS_LEFT, ERRORS_WIDTH = 72, 1136
ERROR_ROW = 26           # one line per bad file
WRAPPED_TITLE_SIZE = 15  # a lesson's title on two lines, between the label and the picture
MAX_ERROR_LINES = 3      # more bad files than this: two lines and "... and N more"


class TutorialsScene(Scene):
    scene_name = "tutorials"
    heading = "Tutorials"
    hints = "[↑↓] Choose   [PgUp] [PgDn] Game   [Enter] Start   [Esc] Back"
    pad_hints = "[D-pad] Choose   [LB] [RB] Game   [A] Start   [B] Back"

    def __init__(self, directory=None):
        super().__init__()
        try:
            self.levels, self.errors = load_tutorials(directory) if directory else load_tutorials()
        except Exception as exc:  # the folder itself is unreadable: say so, show nothing
            self.levels, self.errors = [], [exc]
        self.levels.sort(key=lambda lv: (catalog.rank(lv.game), lv.path))
        self.error_texts = self._error_lines()
        bottom = self.errors_box[1] + self.errors_box[3] + 14 if self.errors_box else CONTENT_BOTTOM
        self.list_rect = (LIST_LEFT, bottom, LIST_WIDTH, CONTENT_TOP - bottom)
        self.panel_rect = (PANEL_LEFT, bottom, PANEL_WIDTH, CONTENT_TOP - bottom)
        self._place_panel()
        self.frame = CachedShapes(self._build)
        self.list = self.ui.add(LessonList(*self.list_rect, on_choose=self._start,
                                           on_select=lambda i, e: self._preview(e),
                                           empty_text="No lessons installed yet: they are coming soon."))
        self.list.set_rows(self._rows())
        self.ui.focus(self.list)
        self.pictures = LessonPictures(self.window, self.picture_rect[2:])
        self._make_texts()
        self.refresh_marks(select_next=True)

    # ---- content ---------------------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        rows: list[Row] = []
        for level in self.levels:
            if not rows or rows[-1].game != level.game:
                rows.append(Row("header", level.game, _game_title(level.game), _game_colour(level.game),
                                total=sum(1 for lv in self.levels if lv.game == level.game)))
            ready = _playable(level.game)
            number = sum(1 for r in rows if r.kind == "lesson" and r.game == level.game) + 1
            entry = ListEntry(level.title, f"{len(level.steps)} steps", enabled=ready,
                              badge="" if ready else "COMING SOON", data=level, colour=_game_colour(level.game))
            rows.append(Row("lesson", level.game, level.short_title(), _game_colour(level.game), entry, number))
        return rows

    def done_paths(self) -> set[str]:
        profile = self.window.profiles.current()
        return {lv.path for lv in self.levels if profile.lesson_done(lv.path)}

    def next_lesson(self, done: set[str]) -> Level | None:
        """The first lesson, in list order, not done yet (None: all done)."""
        return next((e.data for e in self.list.entries if e.enabled and e.data.path not in done), None)

    def refresh_marks(self, select_next: bool = False) -> None:
        done = self.done_paths()
        upcoming = self.next_lesson(done)
        self.list.set_marks(done, upcoming.path if upcoming else None)
        if upcoming is not None and select_next:
            self.list.select(self.list.index_of(upcoming.path), sound=False)
        else:
            # back from a lesson: it stays chosen, in view, with its new tick (its row may have
            # changed height with the NEXT badge)
            self.list.keep_selection_in_view()
        name = self.window.profiles.current().name
        total = len(self.list.entries)
        self.progress.text = (f"{name}: every lesson done" if len(done) == total
                              else f"{name}: {len(done)} of {total} lessons done") if total else ""
        elide_text(self.progress, 520)
        self._preview(self.list.current())

    # ---- the panel --------------------------------------------------------------------------------
    def _place_panel(self) -> None:
        px, py, pw, ph = self.panel_rect
        top = py + ph
        self.label_y, self.title_y = top - 28, top - 64
        self.foot_y = py + 26
        self.goal_box = (px + PAD, py + 46, pw - 2 * PAD, 46)
        pic_top, pic_bottom = top - 92, self.goal_box[1] + self.goal_box[3] + 16
        h = max(60.0, pic_top - pic_bottom)
        w = min(pw - 2 * PAD, h * BOARD_ASPECT)
        h = w / BOARD_ASPECT
        self.picture_rect = (px + (pw - w) / 2, pic_top - h, w, h)

    def _make_texts(self) -> None:
        px, py, pw, ph = self.panel_rect
        gx, gy, gw, gh = self.goal_box
        self.progress = make_text("", 1208, 652, theme.SIZE_SMALL, theme.TEXT_MUTED, anchor_x="right")
        self.p_game = make_text("", px + PAD, self.label_y, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.p_state = make_text("", px + pw - PAD, self.label_y, theme.SIZE_TINY, theme.GOOD, anchor_x="right",
                                 bold=True)
        self.p_title = make_text("", px + PAD, self.title_y, theme.SIZE_SUBHEADING, theme.TEXT, bold=True)
        # a title too long for one line, even smaller: two lines in the same place
        self.p_title_wrapped = make_text("", px + PAD, self.title_y, WRAPPED_TITLE_SIZE, theme.TEXT, bold=True,
                                         width=int(pw - 2 * PAD), multiline=True)
        self.p_goal_tag = make_text("GOAL", gx + 40, gy + gh / 2, theme.SIZE_TINY, theme.ACCENT_TEXT,
                                    anchor_x="center", bold=True)
        self.p_goal = make_text("", gx + 80, gy + gh / 2, theme.SIZE_SMALL, theme.TEXT)
        self.p_steps = make_text("", px + PAD, self.foot_y, theme.SIZE_SMALL, theme.TEXT_MUTED)
        self.p_foot = make_text("", px + pw - PAD, self.foot_y, theme.SIZE_SMALL, theme.ACCENT, bold=True,
                                anchor_x="right")
        cx, cy = self.picture_rect[0] + self.picture_rect[2] / 2, self.picture_rect[1] + self.picture_rect[3] / 2
        self.p_wait = make_text("", cx, cy, theme.SIZE_SMALL, theme.TEXT_DIM, anchor_x="center")
        self.p_empty = make_text("", px + pw / 2, py + ph / 2, theme.SIZE_SMALL, theme.TEXT_MUTED, anchor_x="center",
                                 anchor_y="center", width=pw - 2 * PAD, multiline=True, align="center")

    def goal_width(self) -> float:
        return self.goal_box[0] + self.goal_box[2] - 14 - self.p_goal.x

    def _preview(self, entry: ListEntry | None) -> None:
        texts = (self.p_game, self.p_state, self.p_title, self.p_title_wrapped, self.p_goal, self.p_steps, self.p_foot)
        if entry is None:
            for text in texts:
                text.text = ""
            self.p_empty.text = ("Each game will get short lessons: the coach sets up a position, "
                                 "explains an idea and lets you play the key move.")
            self.pictures.want(None)
            self.frame.invalidate()
            return
        level: Level = entry.data
        index = self.list.entries.index(entry)
        of_game = [e for e in self.list.entries if e.data.game == level.game]
        self.p_game.text = f"{_game_title(level.game).upper()}  ·  LESSON {of_game.index(entry) + 1} OF {len(of_game)}"
        done = level.path in self.list.done
        self.p_state.text = "DONE" if done else ("NEXT UP" if level.path == self.list.next_path else "")
        self.p_state.color = theme.GOOD if done else theme.ACCENT
        self.p_title.text = level.short_title()     # the game is named on the line above
        self.p_title.font_size = theme.SIZE_SUBHEADING
        fit_text(self.p_title, self.panel_rect[2] - 2 * PAD, min_size=theme.SIZE_BODY - 1)
        wraps = self.p_title.content_width > self.panel_rect[2] - 2 * PAD
        self.p_title_wrapped.text = self.p_title.text if wraps else ""
        if wraps:
            self.p_title.text = ""
        self.p_goal.text = level.goal_line()
        self.p_goal.font_size = theme.SIZE_SMALL
        elide_text(self.p_goal, self.goal_width(), shrink_to=theme.SIZE_TINY)
        self.p_steps.text = f"{len(level.steps)} steps"
        if not entry.enabled:
            self.p_foot.text = "This game's board is coming soon"
        else:
            self.p_foot.text = "Enter: play it again ▸" if done else "Enter: start the lesson ▸"
        fit_text(self.p_foot, self.panel_rect[2] - 2 * PAD - 90, min_size=theme.SIZE_TINY)
        self.p_empty.text = ""
        self.pictures.want(level if entry.enabled else None)
        self._shown_index = index
        self.frame.invalidate()

    # ---- actions ----------------------------------------------------------------------------------
    def _start(self, index: int, entry: ListEntry) -> None:
        try:
            begin(self.window, Lesson(entry.data))
        except (catalog.NotBuilt, DataFileError) as exc:
            self.window.notify(_problem_words(exc) if isinstance(exc, DataFileError) else str(exc), "error", seconds=8)
            self.play("error")

    def on_enter(self, returning: bool = False) -> None:
        if returning:
            self.refresh_marks()

    def on_leave(self) -> None:
        self.pictures.cancel()

    def on_close(self) -> None:
        self.pictures.cancel()

    def update(self, dt: float) -> None:
        self.pictures.update()

    # ---- broken files -----------------------------------------------------------------------------
    def _error_lines(self) -> list:
        """A heading and one line per bad lesson file, in players' words (the file's name and
        what is wrong), each cut to the box, at the foot of the screen; the details go to the log."""
        self.errors_box: tuple[float, float, float, float] | None = None   # left, bottom, width, height
        if not self.errors:
            return []
        count = len(self.errors)
        shown = self.errors if count <= MAX_ERROR_LINES else self.errors[:MAX_ERROR_LINES - 1]
        lines = [f"• {_problem_words(error)}" for error in shown]
        if len(shown) < count:
            lines.append(f"… and {count - len(shown)} more")
        bottom = CONTENT_BOTTOM - 6
        height = 24 + (len(lines) + 1) * ERROR_ROW
        top = bottom + height
        head = f"{count} lesson file{'s' if count > 1 else ''} could not be loaded (the others play on):"
        texts = [make_text(head, ERRORS_LEFT, top - 12 - ERROR_ROW / 2, theme.SIZE_SMALL, theme.BAD, bold=True)]
        for i, line in enumerate(lines):
            colour = theme.TEXT_MUTED if line.startswith("…") else theme.CREAM
            text = make_text(line, ERRORS_LEFT, top - 12 - ERROR_ROW * (i + 1.5), theme.SIZE_TINY, colour)
            texts.append(elide_text(text, ERRORS_WIDTH))
        self.errors_box = (ERRORS_LEFT - 12, bottom, ERRORS_WIDTH + 24, height)
        return texts

    # ---- drawing ----------------------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        px, py, pw, ph = self.panel_rect
        sb.panel(px, py, pw, ph)
        entry = self.list.current()
        if entry is not None:
            colour = _game_colour(entry.data.game) or theme.ACCENT
            l, b, w, h = self.picture_rect
            sb.rounded_rect(l - 6, b - 6, w + 12, h + 12, 10, theme.BACKGROUND_DEEP)
            sb.rounded_outline(l - 6, b - 6, w + 12, h + 12, 10, 2, theme.with_alpha(colour, 200))
            gx, gy, gw, gh = self.goal_box
            sb.rounded_rect(gx, gy, gw, gh, 10, theme.shade(theme.PANEL, 0.7))
            sb.rounded_outline(gx, gy, gw, gh, 10, 1.5, theme.BORDER_SOFT)
            sb.rounded_rect(gx + 10, gy + gh / 2 - 11, 60, 22, 11, theme.ACCENT)
            if self.p_state.text:
                tw = self.p_state.content_width
                tone = theme.GOOD if self.p_state.text == "DONE" else theme.ACCENT
                sb.rounded_outline(px + pw - PAD - tw - 12, self.label_y - 11, tw + 24, 22, 11, 1.5, tone)
        if self.errors_box is not None:
            sb.rounded_rect(*self.errors_box, 10, theme.with_alpha(theme.RED_DARK, 140))

    def draw(self) -> None:
        self.frame.draw()
        entry = self.list.current()
        if entry is not None:
            texture = self.pictures.picture(entry.data) if entry.enabled else None
            if texture is not None:
                arcade.draw_texture_rect(texture, arcade.LBWH(*self.picture_rect))
            else:
                self.p_wait.text = ("No picture of this board" if self.pictures.failed(entry.data) or not entry.enabled
                                    else "Setting up the board…")
                self.p_wait.draw()
        for text in (self.progress, self.p_game, self.p_state, self.p_title, self.p_title_wrapped, self.p_steps,
                     self.p_foot, self.p_empty):
            if text.text:
                text.draw()
        if entry is not None:
            self.p_goal_tag.draw()
            self.p_goal.draw()
        for text in self.error_texts:
            text.draw()


def _problem_words(error: Exception) -> str:
    if isinstance(error, DataFileError):
        return lesson_problem(error)
    return "The lessons folder cannot be read."


def _game_title(name: str) -> str:
    try:
        return catalog.title(name)
    except catalog.UnknownGame:
        return name


def _game_colour(name: str):
    try:
        return catalog.entry(name).colour
    except catalog.UnknownGame:
        return theme.BORDER


def _playable(name: str) -> bool:
    try:
        catalog.screen_class(name)
        return True
    except (catalog.NotBuilt, catalog.UnknownGame):
        return False
