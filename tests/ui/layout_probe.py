"""What a frame really drew: every text (its words, font and inked rectangle on screen) and
every box (panels, buttons, pills, filled rectangles), in drawing order, so a test can find
text that leaves its box, leaves the screen, or collides with other text or a button.

The probe patches the drawing calls the screens use (arcade.Text.draw, pyglet batches,
ShapeBuilder's panel shapes, arcade.draw_lrbt_rectangle_filled) and maps what they draw
through the camera in use at that moment, so board texts drawn through a zoomed camera are
measured where the player sees them. Nothing here copies a screen's layout.

Layers: a rectangle that dims the whole screen (pause, results) starts a new layer; what is
under it is background and is not checked against what is drawn over it. What a scene draws
in `draw_front` (tooltips, pickers, coach boxes: things meant to pop up over the board) may
cover earlier text and boxes. Notices are checked against everything on screen.
"""
from __future__ import annotations

import dataclasses
import re
import weakref
from dataclasses import dataclass, field

import arcade
import pyglet

from game.ui import theme
from game.ui.draw import CachedLayer, ShapeBuilder
from game.ui.notices import NoticeBoard
from game.ui.prompts import RichText

# ShapeBuilder calls that draw a box, and where their colour is among the arguments after the
# rectangle (a panel's fill is a keyword)
_COLOUR_ARG = {"panel": None, "rounded_rect": 1, "glossy_pill": 0, "rounded_outline": 2}
SLACK = 1.5           # pixels of overlap forgiven (anti-aliasing, rounding)
SCROLL_VIEW = 200     # a clipping box this tall is a page that scrolls: lines pass under its edges
MIN_BOX = 8           # thinner rectangles are rules and underlines, not boxes


@dataclass
class Drawn:
    kind: str                     # "text" or "box"
    rect: tuple[float, float, float, float]   # left, bottom, right, top in logical pixels
    order: int
    layer: int
    front: bool                   # drawn by a scene's draw_front (a pop-up)
    notice: bool                  # drawn by the window's notices
    words: str = ""
    font: object = None
    clip: tuple[float, float, float, float] | None = None
    source: str = ""              # which call drew it (for messages)
    glyphs: str | None = None     # the characters drawn with the font, when not all of `words` are

    def describe(self) -> str:
        l, b, r, t = (round(v) for v in self.rect)
        what = f"text {self.words!r}" if self.kind == "text" else f"box from {self.source}"
        return f"{what} at ({l},{b})-({r},{t})"


@dataclass
class Frame:
    items: list[Drawn] = field(default_factory=list)

    def texts(self) -> list[Drawn]:
        return [i for i in self.items if i.kind == "text"]

    def boxes(self) -> list[Drawn]:
        return [i for i in self.items if i.kind == "box"]


def _overlap(a, b) -> tuple[float, float]:
    return min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])


def intersects(a, b, slack: float = SLACK) -> bool:
    w, h = _overlap(a, b)
    return w > slack and h > slack


def inside(inner, outer, slack: float = SLACK) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def _intersection(a, b):
    return max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])


class LayoutProbe:
    """Use as a context manager around the frames to measure; `frame()` draws one frame and
    returns what it drew."""

    def __init__(self, window):
        self.window = window
        self.frame_items: list[Drawn] | None = None
        self.layer = 0
        self.front_depth = 0
        self.in_notices = 0
        self.in_text_draw = 0
        self.in_builder = 0
        self._texts: "weakref.WeakSet[arcade.Text]" = weakref.WeakSet()
        self._patches: list[tuple[object, str, object]] = []
        self._builder_boxes: "weakref.WeakKeyDictionary[ShapeBuilder, list]" = weakref.WeakKeyDictionary()

    # ---- patching -----------------------------------------------------------------------
    def _patch(self, owner, name, make):
        original = owner.__dict__[name] if name in owner.__dict__ else getattr(owner, name)
        self._patches.append((owner, name, original))
        setattr(owner, name, make(original))

    def __enter__(self):
        probe = self

        def text_init(original):
            def init(text, *args, **kwargs):
                original(text, *args, **kwargs)
                probe._texts.add(text)
            return init

        def while_counting(counter: str, before=None):
            """Wrap a call so that probe.<counter> is raised while it runs (and `before` runs first)."""
            def wrap(original):
                def call(owner, *args, **kwargs):
                    if before is not None:
                        before(owner, *args, **kwargs)
                    setattr(probe, counter, getattr(probe, counter) + 1)
                    try:
                        return original(owner, *args, **kwargs)
                    finally:
                        setattr(probe, counter, getattr(probe, counter) - 1)
                return call
            return wrap

        def outermost_box(name):
            # only the outermost call is a box: a panel is made of rounded rectangles
            def note(sb, left, bottom, width, height, *args, **kwargs):
                colour = kwargs.get("fill") if name == "panel" else args[_COLOUR_ARG[name]]
                solid = colour is None or len(colour) < 4 or colour[3] >= 100   # not a shadow or a glow
                if not probe.in_builder and solid:
                    probe._builder_boxes.setdefault(sb, []).append(((left, bottom, left + width, bottom + height), name))
            return while_counting("in_builder", note)

        def rich_draw(original):
            def draw(rich, *args, **kwargs):
                probe.record_rich(rich)
                return original(rich, *args, **kwargs)
            return draw

        def batch_draw(original):
            def draw(batch, *args, **kwargs):
                measuring = probe.frame_items is not None and not probe.in_text_draw
                for text in list(probe._texts) if measuring else ():
                    label = getattr(text, "_label", None)
                    if label is not None and label.batch is batch and label.visible:
                        probe.record_text(text, "batch")
                return original(batch, *args, **kwargs)
            return draw

        def builder_clear(original):
            def clear(sb, *args, **kwargs):
                probe._builder_boxes.pop(sb, None)
                return original(sb, *args, **kwargs)
            return clear

        def builder_append(original):
            # a piece built apart and kept (a button's look, a panel's card) brings its boxes
            def append(sb, piece, *args, **kwargs):
                boxes = probe._builder_boxes.get(piece)
                if boxes:
                    probe._builder_boxes.setdefault(sb, []).extend(boxes)
                return original(sb, piece, *args, **kwargs)
            return append

        def layer_draw(original):
            # a cached layer is a texture drawn long after its texts: in a measured frame, draw
            # it directly instead (the frames between measured ones keep the cached texture)
            def draw(layer, *args, **kwargs):
                if probe.frame_items is None:
                    return original(layer, *args, **kwargs)
                window = arcade.get_window()
                window.update_layout()
                window.logical_camera.use()
                layer.draw_fn()
            return draw

        def builder_shape(original):
            # a cached batch keeps the Shape and draws it later: remember its boxes on it
            def shape(sb, *args, **kwargs):
                made = original(sb, *args, **kwargs)
                if made is not None:
                    probe._shape_boxes[id(made)] = (weakref.ref(made), list(probe._builder_boxes.get(sb, ())))
                return made
            return shape

        def lrbt(original):
            def draw(left, right, bottom, top, colour, *args, **kwargs):
                probe.record_filled(left, right, bottom, top, colour)
                return original(left, right, bottom, top, colour, *args, **kwargs)
            return draw

        self._shape_boxes: dict[int, tuple] = {}
        self._patch(arcade.Text, "__init__", text_init)
        self._patch(arcade.Text, "draw", while_counting("in_text_draw", lambda text, *_, **__: probe.record_text(text, "Text.draw")))
        self._patch(RichText, "draw", rich_draw)
        self._patch(pyglet.graphics.Batch, "draw", batch_draw)
        for name in _COLOUR_ARG:
            self._patch(ShapeBuilder, name, outermost_box(name))
        self._patch(ShapeBuilder, "clear", builder_clear)
        self._patch(ShapeBuilder, "append", builder_append)
        self._patch(CachedLayer, "draw", layer_draw)
        self._patch(ShapeBuilder, "shape", builder_shape)
        self._patch(arcade, "draw_lrbt_rectangle_filled", lrbt)
        self._patch_shape_draw()
        self._patch(NoticeBoard, "draw", while_counting("in_notices"))
        self._count_front = while_counting("front_depth")
        self._fronts: set[type] = set()
        self._patch_fronts()
        return self

    def _patch_fronts(self) -> None:
        """Count every scene's draw_front as a pop-up, also of scene classes imported after the
        probe opened (a game's screen module is imported when its first screen is made)."""
        for cls in _scene_classes():
            if cls not in self._fronts and "draw_front" in cls.__dict__:
                self._fronts.add(cls)
                self._patch(cls, "draw_front", self._count_front)

    def _patch_shape_draw(self):
        from game.ui.draw import TriangleShape      # what ShapeBuilder.shape() makes
        probe = self

        def shape_draw(original):
            def draw(shape, *args, **kwargs):
                entry = probe._shape_boxes.get(id(shape))
                if entry is not None and entry[0]() is shape:
                    for rect, name in entry[1]:
                        probe.record_box(rect, name)
                return original(shape, *args, **kwargs)
            return draw
        self._patch(TriangleShape, "draw", shape_draw)

    def __exit__(self, *exc):
        for owner, name, original in reversed(self._patches):
            setattr(owner, name, original)
        self._patches.clear()
        return False

    # ---- recording ----------------------------------------------------------------------
    def frame(self, render=None) -> Frame:
        """Draw one frame (with `render(window)`, default: draw only) and return what it drew."""
        self._patch_fronts()
        self.frame_items = []
        self.layer = 0
        try:
            (render or _draw_only)(self.window)
        finally:
            items, self.frame_items = self.frame_items, None
        return Frame(items)

    def _to_logical(self, x: float, y: float) -> tuple[float, float]:
        ctx = self.window.ctx
        p = ctx.projection_matrix @ ctx.view_matrix
        vx, vy, vw, vh = ctx.viewport
        cx, cy, _, cw = p @ pyglet.math.Vec4(x, y, 0.0, 1.0)
        px = vx + (cx / cw + 1) / 2 * vw
        py = vy + (cy / cw + 1) / 2 * vh
        return self.window.to_logical(px, py)

    def _map_rect(self, left, bottom, right, top):
        x0, y0 = self._to_logical(left, bottom)
        x1, y1 = self._to_logical(right, top)
        return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)

    def _clip(self):
        scissor = self.window.ctx.scissor
        if scissor is None:
            return None
        x, y, w, h = scissor
        x0, y0 = self.window.to_logical(x, y)
        x1, y1 = self.window.to_logical(x + w, y + h)
        return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)

    def _add(self, kind, rect, **kw) -> None:
        if self.frame_items is None:
            return
        self.frame_items.append(Drawn(kind, rect, len(self.frame_items), self.layer, self.front_depth > 0,
                                      self.in_notices > 0, clip=self._clip(), **kw))

    @staticmethod
    def _offscreen() -> bool:
        """True while drawing into a texture, not the window (a picture made once and kept, as
        Dodgson's piece stamps): what is drawn there is not seen where it is drawn."""
        ctx = arcade.get_window().ctx
        return ctx.active_framebuffer is not ctx.screen

    def record_text(self, text: arcade.Text, source: str) -> None:
        if self.frame_items is None or not text.text.strip() or not text.visible or self._offscreen():
            return
        if len(text.color) > 3 and text.color[3] < 40:
            return    # faded out: not read
        self._add("text", self._map_rect(*ink_rect(text)), words=text.text, font=text.font_name, source=source)

    def record_rich(self, rich) -> None:
        if self.frame_items is None or not rich.reading.strip():
            return
        self._add("text", self._map_rect(*rich_ink_rect(rich)), words=rich.reading, font=rich.font_name,
                  source="RichText")
        self.frame_items[-1].glyphs = rich.text

    def record_box(self, rect, source: str) -> None:
        if self.frame_items is None:
            return
        mapped = self._map_rect(*rect)
        if mapped[2] - mapped[0] < MIN_BOX or mapped[3] - mapped[1] < MIN_BOX:
            return
        self._add("box", mapped, source=source)

    def record_filled(self, left, right, bottom, top, colour) -> None:
        if self.frame_items is None:
            return
        mapped = self._map_rect(left, bottom, right, top)
        if mapped[0] <= 1 and mapped[1] <= 1 and mapped[2] >= theme.WIDTH - 1 and mapped[3] >= theme.HEIGHT - 1:
            self.layer += 1     # the whole screen dimmed: what was drawn before is background
            return
        if len(colour) > 3 and colour[3] < 60:
            return
        self.record_box((left, bottom, right, top), "filled rectangle")


_DESCENDERS = re.compile(r"[gjpqyQ(),;_|\[\]{}@$/]")
_ASCENDERS = re.compile(r"[bdfhklt'\"ÀÁÂÄÉÈÊÎÏÔÖÛÜ]")
_FONTS: dict[tuple, object] = {}


def _font(names, size: float, bold: bool):
    key = (names if isinstance(names, str) else tuple(names), size, bold)
    if key not in _FONTS:
        _FONTS[key] = pyglet.font.load(key[0], size, weight="bold" if bold else "normal")
    return _FONTS[key]


def ink_rect(text: arcade.Text) -> tuple[float, float, float, float]:
    """Where an arcade.Text's letters are, in the coordinates it was drawn in."""
    return _ink(text.left, text.right, text.bottom, text.top, text.text, text.font_name, text.font_size,
                text.bold, text.content_width if text.multiline and text.width else None, text.align)


def rich_ink_rect(rich) -> tuple[float, float, float, float]:
    """The same for a game.ui.prompts.RichText (words and button icons in one layout)."""
    layout = rich.layout
    wrapped = layout.content_width if layout.multiline and layout.width else None
    return _ink(layout.left, layout.right, layout.bottom, layout.top, rich.text or "X", rich.font_name,
                rich.size, False, wrapped, "left")


def _ink(left, right, bottom, top, words, font_name, size, bold, wrapped_width, align):
    """A text's layout box, less the space a font keeps above capitals and below the baseline
    when no letter reaches down (that space may touch the next line or label without any
    letters touching). A wrapping text's box is as wide as it may wrap; its letters are only
    as wide as its lines (`wrapped_width`)."""
    if wrapped_width is not None:
        spare = max(0.0, (right - left) - wrapped_width)
        shift = {"center": spare / 2, "right": spare}.get(align, 0.0)
        left, right = left + shift, left + shift + wrapped_width
    font = _font(font_name, size, bold)
    em = size * 96 / 72
    top -= max(0.0, font.ascent - (0.77 if _ASCENDERS.search(words) else 0.74) * em)
    last_line = words.splitlines()[-1] if words.strip() else ""
    reach = 0.24 * em if _DESCENDERS.search(last_line) else 0.0
    bottom += max(0.0, -font.descent - reach)
    return left, bottom, right, top


def _draw_only(window) -> None:
    window.switch_to()
    pyglet.event.EventDispatcher.dispatch_event(window, "on_draw")
    pyglet.event.EventDispatcher.dispatch_event(window, "on_refresh", 1 / 60)


def _scene_classes():
    from game.scenes.base import Scene
    seen, todo = [], [Scene]
    while todo:
        cls = todo.pop()
        if cls not in seen:
            seen.append(cls)
            todo.extend(cls.__subclasses__())
    return seen


# ---- the checks -----------------------------------------------------------------------------
def problems(frame: Frame, font_check=None) -> list[str]:
    """Everything wrong with a frame's layout, one line each (empty: all is well).

    Pop-ups (what a scene draws in draw_front) are checked among themselves and against the
    screen's edges; they may cover the board for a moment. Notices may cover nothing."""
    found: list[str] = []
    items = frame.items
    texts = frame.texts()
    top_layer = max((i.layer for i in items), default=0)
    screen = (0, 0, theme.WIDTH, theme.HEIGHT)
    for t in texts:
        if t.layer < top_layer:
            continue
        shown = _visible(t)
        if shown is not None and not inside(shown.rect, screen):
            found.append(f"{t.describe()} leaves the screen")
        if (t.clip is not None and t.clip[3] - t.clip[1] < SCROLL_VIEW and not inside(t.rect, t.clip)
                and intersects(t.rect, t.clip)):
            found.append(f"{t.describe()} is cut by a clipping box")
        if font_check is not None:
            missing = font_check(t.glyphs if t.glyphs is not None else t.words, t.font)
            if missing:
                found.append(f"{t.describe()} has characters the font lacks: {missing!r}")
    live = [_visible(i) for i in items if i.layer == top_layer or i.notice]
    live = [i for i in live if i is not None]
    live_texts = [i for i in live if i.kind == "text"]
    for n, a in enumerate(live_texts):
        for b in live_texts[n + 1:]:
            if a.front != b.front:
                continue     # a pop-up (tooltip, rising "+38") over the board's own words
            if intersects(a.rect, b.rect) and not _shadow(a, b) and not _covered_between(a, b, live):
                found.append(f"{a.describe()} overlaps {b.describe()}")
    for t in live_texts:
        for box in (i for i in live if i.kind == "box"):
            if not intersects(t.rect, box.rect) or inside(t.rect, box.rect):
                continue
            if box.order > t.order and (box.front or box.notice) and not t.notice:
                continue     # a pop-up or notice drawn over it (notices are checked below)
            if t.front and not box.front and box.order < t.order:
                continue     # a pop-up's words over the board's boxes (a caption, a rising "+2")
            if t.clip is not None and not intersects(box.rect, t.clip):
                continue
            if _covered_between(box, t, live):
                continue     # a pop-up's panel hides the box where the text meets it
            found.append(f"{t.describe()} crosses the edge of {box.describe()}")
    for n in (i for i in live if i.notice and i.kind == "box"):
        for other in live:
            if other.notice or other.layer != top_layer:
                continue
            if other.kind == "text" and intersects(n.rect, other.rect):
                found.append(f"a notice ({n.describe()}) covers {other.describe()}")
    return sorted(set(found))


def _visible(item: Drawn) -> Drawn | None:
    """The item as far as it shows: a line scrolled half out of its page shows only inside
    the page's clipping box (None: not at all)."""
    if item.clip is None or inside(item.rect, item.clip):
        return item
    if not intersects(item.rect, item.clip, 0):
        return None
    return dataclasses.replace(item, rect=_intersection(item.rect, item.clip))


def _shadow(a: Drawn, b: Drawn) -> bool:
    """The same words drawn twice a pixel or two apart: a drop shadow or an outline."""
    return a.words == b.words and all(abs(p - q) <= 5 for p, q in zip(a.rect, b.rect))


def _covered_between(a: Drawn, b: Drawn, items: list[Drawn]) -> bool:
    """True when a pop-up's box drawn after the earlier item and before the later one hides
    where they meet (a pop-up over the board, a result card over the board's marks)."""
    first, second = (a, b) if a.order < b.order else (b, a)
    if second.notice:
        return False
    meet = _intersection(first.rect, second.rect)
    return any(i.kind == "box" and first.order < i.order < second.order and (i.front or i.notice)
               and inside(meet, i.rect) for i in items)
