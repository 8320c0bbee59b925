"""The rules page: docs/rules/<game>.md in a scrollable panel (arrows, PgUp/PgDn, wheel, pad).

Bold and italic show as bold and italic (italic also a shade warmer, in case the system lacks
the slanted face), and buttons written as prompts ("[A]", "[Enter]") are drawn as their icons
in the wrapped text (game.ui.prompts)."""
from __future__ import annotations

import re

import arcade
from arcade.types import LRBT

from game import catalog
from game.scenes.base import Scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.markdown import markdown_rich_blocks
from game.ui.prompts import RichText, Run


STYLE = {   # kind -> (size, colour, bold, space above)
    "h1": (theme.SIZE_HEADING - 4, theme.ACCENT, True, 8),
    "h2": (theme.SIZE_SUBHEADING, theme.CREAM, True, 22),
    "h3": (theme.SIZE_BODY, theme.ACCENT, True, 16),
    "p": (theme.SIZE_BODY - 1, theme.TEXT, False, 10),
    "li": (theme.SIZE_BODY - 1, theme.TEXT, False, 6),
    "quote": (theme.SIZE_SMALL, theme.TEXT_MUTED, False, 10),
    "code": (theme.SIZE_SMALL, (200, 214, 240), False, 10),
}

CODE_INDEX_MARK = "<!-- code index -->"
VIEW = (96, 84, 1088, 500)       # left, bottom, width, height of the text area
SCROLL_STEP = 48


class RulesScene(Scene):
    scene_name = "rules"
    hints = "[↑↓] Scroll   [PgUp] [PgDn] Page   [Esc] Back"
    pad_hints = "[D-pad] Scroll   [LB] [RB] Page   [B] Back"

    def __init__(self, game_name: str):
        super().__init__()
        self.game_name = game_name
        self.heading = f"Rules: {catalog.title(game_name)}"
        self.frame = CachedShapes(self._build)
        self.scroll = 0.0
        self.target = 0.0
        self.texts: list[tuple[RichText, float, float]] = []     # text, top, bottom (content coords)
        self._camera = None
        self._layout(self._read())

    def _read(self) -> str:
        try:
            text = catalog.entry(self.game_name).rules_page.read_text(encoding="utf-8")
            # the page ends with an index of the code for developers; players read the rules only
            return text.split(CODE_INDEX_MARK)[0]
        except (OSError, catalog.UnknownGame):
            return (f"# {catalog.title(self.game_name)}\n\nThe rules of this game are still being written "
                    f"down. The other games' rules pages are ready to read from the menu.")

    def _layout(self, text: str) -> None:
        left, bottom, width, height = VIEW
        y = bottom + height - 4
        for kind, runs in markdown_rich_blocks(text):
            size, colour, bold, above = STYLE[kind]
            y -= above
            indent = 24 if kind in ("li", "quote", "code") else 0
            label = RichText([Run(words, style) for words, style in runs], left + indent, y, size, colour,
                             bold=bold, width=int(width - indent - 24), multiline=True, anchor_y="top",
                             italic_colour=theme.mix(colour, theme.ACCENT, 0.35),
                             hanging=self._bullet_width(runs, size) if kind == "li" else 0)
            top = y
            y -= label.content_height
            self.texts.append((label, top, y))
        self.content_height = (bottom + height - 4) - y + 16

    @staticmethod
    def _bullet_width(runs, size: float) -> float:
        """How far a list item's words start from its bullet or number (its wrapped lines start there)."""
        bullet = re.match(r"\s*(•|\d+[.)])\s+", runs[0][0]) if runs else None
        if bullet is None:
            return 0
        def width(words: str) -> float:
            return RichText(words, 0, 0, size).content_width
        return width(bullet.group(0) + "x") - width("x")

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
        camera.use()       # (using a camera resets the scissor box, so the box comes after it)
        window.ctx.scissor = window.logical_rect_to_pixels(left - 8, bottom, width + 16, height)
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
