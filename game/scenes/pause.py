"""The pause menu (Esc / F10 / gamepad Start in any game screen) and the rules page.

Pause: Resume, Restart, Rules, Settings, Save and quit to menu (a lesson: Leave lesson).
Rules: docs/rules/<game>.md in a scrollable panel (arrows, PgUp/PgDn, wheel, pad).
"""
from __future__ import annotations

import re
from pathlib import Path

import arcade
from arcade.types import LRBT

from game.scenes.base import OverlayScene, Scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, make_text

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"

PANEL_W = 460


class PauseScene(OverlayScene):
    heading = ""
    hints = "↑↓ Choose    Enter Select    Esc Resume"
    pad_hints = "Ⓐ Select    Ⓑ/Start Resume"

    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.frame = CachedShapes(self._build)
        lesson = screen.lesson is not None
        over = screen.session.is_over()
        self.panel_h = 200 + 64 * (5 + (1 if over and not lesson else 0))
        cx = theme.WIDTH / 2
        top = theme.HEIGHT / 2 + self.panel_h / 2
        self.title = make_text("PAUSED", cx, top - 56, theme.SIZE_HEADING, theme.ACCENT, anchor_x="center",
                               display=True)
        self.subtitle = make_text(self._subtitle(), cx, top - 96, theme.SIZE_SMALL, theme.TEXT_MUTED,
                                  anchor_x="center")
        entries = [("Resume", self.resume)]
        if over and not lesson:
            entries.append(("Show results", self._results))
        entries += [
            ("Restart lesson" if lesson else "Restart", self._restart),
            ("Rules", self._rules),
            ("Settings", self._settings),
            ("Leave lesson" if lesson else ("Quit to menu" if over else "Save and quit to menu"), self._quit),
        ]
        y = top - 140
        self.buttons = {}
        for label, action in entries:
            y -= 54
            self.buttons[label] = self.ui.add(Button(label, action, cx - 190, y, 380, 50))
            y -= 10

    def _subtitle(self) -> str:
        s = self.screen
        if s.lesson is not None:
            return f"{s.game.title} · lesson: {s.lesson.title}"
        return f"{s.game.title} · move {s.session.ply}"

    def _build(self, sb: ShapeBuilder) -> None:
        l = theme.WIDTH / 2 - PANEL_W / 2
        b = theme.HEIGHT / 2 - self.panel_h / 2
        sb.panel(l, b, PANEL_W, self.panel_h, border=theme.BORDER)
        sb.rect(theme.WIDTH / 2 - 60, b + self.panel_h - 118, 120, 3, theme.ACCENT)

    def draw(self) -> None:
        self.frame.draw()
        self.title.draw()
        self.subtitle.draw()

    # ---- entries ------------------------------------------------------------------------
    def resume(self) -> None:
        self.window.scenes.pop(fade=False)

    def on_back(self) -> None:
        self.play("click")
        self.resume()

    def on_action(self, device: str, action: Action) -> bool:
        if action == Action.MENU:
            self.resume()
            return True
        return super().on_action(device, action)

    def _results(self) -> None:
        from game.scenes.results import ResultsScene
        self.window.scenes.replace(ResultsScene(self.screen), fade=False)

    def _restart(self) -> None:
        self.screen.restart()

    def _rules(self) -> None:
        self.window.scenes.push(RulesScene(self.screen.game.name))

    def _settings(self) -> None:
        from game.scenes.settings_screen import SettingsScene
        self.window.scenes.push(SettingsScene())

    def _quit(self) -> None:
        if self.screen.lesson is not None:
            from game.scenes.tutorials import TutorialsScene
            self.window.scenes.pop_to(TutorialsScene)
            return
        self.screen.save_and_quit()


# =======================================================================================
# Rules
# =======================================================================================
def rules_path(game_name: str) -> Path:
    return DOCS / f"{game_name}.md"


def markdown_blocks(text: str) -> list[tuple[str, str]]:
    """A small Markdown reader for rules pages: (kind, text) blocks where kind is
    h1 / h2 / h3 / p / li / quote / code. Inline marks (**bold**, `code`, links) are
    dropped to plain words."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []
    in_code = False
    code: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("p", " ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            if in_code:
                blocks.append(("code", "\n".join(code)))
                code.clear()
            else:
                flush()
            in_code = not in_code
            continue
        if in_code:
            code.append(line)
            continue
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^\s*([-*+]|\d+[.)])\s+(.*)$", line)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append((f"h{level}", _inline(heading.group(2))))
        elif bullet:
            flush()
            marker = bullet.group(1)
            prefix = "•" if marker in "-*+" else marker
            indent = "    " if len(line) - len(line.lstrip()) >= 2 else ""
            blocks.append(("li", f"{indent}{prefix}  {_inline(bullet.group(2))}"))
        elif stripped.startswith(">"):
            flush()
            blocks.append(("quote", _inline(stripped.lstrip("> "))))
        elif blocks and blocks[-1][0] == "li" and line.startswith((" ", "\t")) and not paragraph:
            kind, previous = blocks[-1]
            blocks[-1] = (kind, previous + " " + _inline(stripped))
        elif stripped.startswith("|"):
            flush()
            if not re.match(r"^\|[\s:|-]+\|?$", stripped):
                cells = [c.strip() for c in stripped.strip("|").split("|")]
                blocks.append(("code", "   ".join(_inline(c) for c in cells)))
        else:
            paragraph.append(_inline(stripped))
    flush()
    if in_code and code:
        blocks.append(("code", "\n".join(code)))
    return blocks


def _inline(text: str) -> str:
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)", r"\1", text)
    return text.replace("`", "")


STYLE = {   # kind -> (size, colour, bold, space above)
    "h1": (theme.SIZE_HEADING - 4, theme.ACCENT, True, 8),
    "h2": (theme.SIZE_SUBHEADING, theme.CREAM, True, 22),
    "h3": (theme.SIZE_BODY, theme.ACCENT, True, 16),
    "p": (theme.SIZE_BODY - 1, theme.TEXT, False, 10),
    "li": (theme.SIZE_BODY - 1, theme.TEXT, False, 6),
    "quote": (theme.SIZE_SMALL, theme.TEXT_MUTED, False, 10),
    "code": (theme.SIZE_SMALL, (200, 214, 240), False, 10),
}

VIEW = (96, 84, 1088, 500)       # left, bottom, width, height of the text area
SCROLL_STEP = 48


class RulesScene(Scene):
    hints = "↑↓ Scroll    PgUp/PgDn Page    Esc Back"
    pad_hints = "D-pad Scroll    Ⓑ Back"

    def __init__(self, game_name: str):
        super().__init__()
        from game.engines import ALL_TITLES
        self.game_name = game_name
        self.heading = f"Rules: {ALL_TITLES.get(game_name, game_name.title())}"
        self.frame = CachedShapes(self._build)
        self.scroll = 0.0
        self.target = 0.0
        self.texts: list[tuple[arcade.Text, float, float]] = []     # text, top, bottom (content coords)
        self._camera = None
        self._layout(self._read())

    def _read(self) -> str:
        path = rules_path(self.game_name)
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            return (f"# Rules coming soon\n\nThe rules page for this game is not written yet "
                    f"(it will be docs/rules/{self.game_name}.md).")

    def _layout(self, text: str) -> None:
        left, bottom, width, height = VIEW
        y = bottom + height - 4
        for kind, content in markdown_blocks(text):
            size, colour, bold, above = STYLE[kind]
            y -= above
            indent = 24 if kind in ("li", "quote", "code") else 0
            label = make_text(content, left + indent, y, size, colour, bold=bold, width=int(width - indent - 24),
                              multiline=True, anchor_y="top")
            top = y
            y -= label.content_height
            self.texts.append((label, top, y))
        self.content_height = (bottom + height - 4) - y + 16

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_height - VIEW[3])

    def scroll_by(self, amount: float) -> None:
        self.target = max(0.0, min(self.max_scroll, self.target + amount))

    def _build(self, sb: ShapeBuilder) -> None:
        left, bottom, width, height = VIEW
        sb.panel(left - 24, bottom - 16, width + 48, height + 32)

    def update(self, dt: float) -> None:
        # ease towards the target so scrolling glides
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw(self) -> None:
        self.frame.draw()
        window = self.window
        left, bottom, width, height = VIEW
        if self._camera is None:
            self._camera = arcade.Camera2D(
                position=(theme.WIDTH / 2, theme.HEIGHT / 2),
                projection=LRBT(-theme.WIDTH / 2, theme.WIDTH / 2, -theme.HEIGHT / 2, theme.HEIGHT / 2))
        camera = self._camera
        camera.viewport = window.logical_camera.viewport
        camera.position = (theme.WIDTH / 2, theme.HEIGHT / 2 - self.scroll)
        window.ctx.scissor = window.logical_rect_to_pixels(left - 8, bottom, width + 16, height)
        camera.use()
        view_top, view_bottom = bottom + height - self.scroll, bottom - self.scroll
        for label, top, low in self.texts:
            if low <= view_top and top >= view_bottom:
                label.draw()
        window.ctx.scissor = None
        window.logical_camera.use()
        self._draw_scrollbar()

    def _draw_scrollbar(self) -> None:
        if self.max_scroll <= 0:
            return
        left, bottom, width, height = VIEW
        x = left + width + 8
        share = height / self.content_height
        bar = max(40.0, height * share)
        frac = self.scroll / self.max_scroll
        top = bottom + height - (height - bar) * frac
        arcade.draw_lrbt_rectangle_filled(x, x + 5, bottom, bottom + height, theme.with_alpha(theme.BORDER, 110))
        arcade.draw_lrbt_rectangle_filled(x, x + 5, top - bar, top, theme.ACCENT)

    def on_action(self, device: str, action: Action) -> bool:
        if action == Action.DOWN:
            self.scroll_by(SCROLL_STEP)
        elif action == Action.UP:
            self.scroll_by(-SCROLL_STEP)
        elif action == Action.NEXT:
            self.scroll_by(VIEW[3] - 60)
        elif action == Action.PREV:
            self.scroll_by(-(VIEW[3] - 60))
        elif action in (Action.CANCEL, Action.MENU, Action.CONFIRM):
            self.on_back()
        else:
            return False
        return True

    def pointer_scroll(self, x: float, y: float, amount: float) -> None:
        self.scroll_by(-amount * SCROLL_STEP)
