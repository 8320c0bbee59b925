"""Button prompts: text with keys and gamepad buttons drawn as small icons, inline with the words.

A prompt is written with the buttons in square brackets:

    "[A] Select   [B] Back   [LB] look back"         gamepad: A B X Y face buttons in their
    "[↑↓] Scroll   [PgUp] [PgDn] Page   [Esc] Back"   colours, LB RB LT RT Start Back pills, [D-pad]
                                                       keyboard: keycaps, e.g. [Enter] [Ctrl+Z] [W]
                                                       ([Key A]: the A key, not the pad's A)

Face buttons A, B, X and Y always mean the gamepad. A bracket that names no button stays text.
Prompts are written with Xbox names; `for_family` turns them into a PlayStation pad's (Cross,
Circle, Square, Triangle drawn as symbols, L1 R1 L2 R2, Options, Share) or a Nintendo pad's
(grey A B X Y, L R ZL ZR, + and −). Hint lines show the buttons of the pad used last.
The fonts have no circled letters, so every button is a picture (made once per size with PIL
and kept as a texture) placed in a pyglet document as an inline element: one layout draws the
words and the icons together, wrapped like text (the rules pages) or on one line (the hints).

`RichText` draws such a text (with bold/italic runs); `HintLine` is the control-hint line at the
bottom of every screen, rebuilt only when its words change.
"""
from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from functools import lru_cache

import pyglet
from pyglet.text.document import FormattedDocument, InlineElement
from pyglet.text.formats.structured import ImageElement
from pyglet.text.layout import TextLayout

from game.ui import theme
from game.ui.input import NINTENDO, PLAYSTATION, XBOX, current_pad_family
from game.ui.pad_icons import (
    KEYCAP_PREFIX, NINTENDO_PILLS, NINTENDO_PREFIX, PLAYSTATION_PILLS, button_words,
    draw_family_face, is_family_face,
)

# ---- the markup ----------------------------------------------------------------------------------
FACE_COLOURS = {        # the familiar Xbox colours; Y's letter is dark on its yellow
    "A": ((92, 178, 66), (255, 255, 255)),
    "B": ((218, 62, 62), (255, 255, 255)),
    "X": ((58, 122, 222), (255, 255, 255)),
    "Y": ((238, 190, 44), (40, 30, 6)),
}
PAD_PILLS = ("LB", "RB", "LT", "RT", "Start", "Back") + PLAYSTATION_PILLS + NINTENDO_PILLS
DPAD = "D-pad"
KEY_WORDS = ("Enter", "Esc", "Tab", "Space", "Shift", "Ctrl", "Alt", "Backspace", "PgUp", "PgDn",
             "Home", "End", "Del", "F10", "F11", "F12", "WASD")
ARROWS = "←↑↓→"

# [A], but not a Markdown link [text](url); a circled Ⓐ Ⓑ Ⓧ Ⓨ (which no bundled font has) is read
# as the face button too, so older wording still draws a button rather than an empty box
TOKEN = re.compile(r"\[([^\[\]()]{1,12})\](?!\()|([ⒶⒷⓍⓎ])")
CIRCLED = {"Ⓐ": "A", "Ⓑ": "B", "Ⓧ": "X", "Ⓨ": "Y"}

# a prompt's Xbox names -> the same buttons on the other families (a Nintendo pad is read by its
# printed letters, game/ui/input.py, so its A is "[A] Select" too, drawn its own way)
FAMILY_TOKENS = {
    PLAYSTATION: {"A": "Cross", "B": "Circle", "X": "Square", "Y": "Triangle", "LB": "L1", "RB": "R1",
                  "LT": "L2", "RT": "R2", "Start": "Options", "Back": "Share"},
    NINTENDO: {name: NINTENDO_PREFIX + printed for name, printed in
               [("A", "A"), ("B", "B"), ("X", "X"), ("Y", "Y"), ("LB", "L"), ("RB", "R"), ("LT", "ZL"),
                ("RT", "ZR"), ("Start", "+"), ("Back", "−")]},
}


def for_family(markup: str, family: str | None) -> str:
    """`markup` with its gamepad buttons named as on a `family` pad (XBOX: unchanged; a keyboard's
    family leaves it unchanged too)."""
    table = FAMILY_TOKENS.get(family or XBOX)
    if not table:
        return markup

    def swap(match: re.Match) -> str:
        token = match.group(1) or CIRCLED[match.group(2)]
        return f"[{table[token]}]" if token in table else match.group(0)
    return TOKEN.sub(swap, markup)


def button_kind(token: str) -> str | None:
    """"face", "pill", "dpad" or "key" for a button name; None when it names no button."""
    if token in FACE_COLOURS or is_family_face(token):
        return "face"
    if token in PAD_PILLS:
        return "pill"
    if token == DPAD:
        return "dpad"
    if token.startswith(KEYCAP_PREFIX) and len(token) == len(KEYCAP_PREFIX) + 1:
        return "key"          # [Key A]: the keyboard's A, not the gamepad's
    parts = token.split("+") if len(token) > 1 else [token]
    if all(_is_key(part) for part in parts):
        return "key"
    return None


def _is_key(part: str) -> bool:
    return (part in KEY_WORDS or (len(part) == 1 and (part.isupper() or part.isdigit() or part in "+-"))
            or (0 < len(part) <= 4 and all(c in ARROWS for c in part)))


def split_prompts(text: str) -> list[tuple[str, bool]]:
    """`text` as (piece, is_button) pieces, in order: words, and the names of the buttons."""
    pieces: list[tuple[str, bool]] = []
    at = 0
    for match in TOKEN.finditer(text):
        token = match.group(1) or CIRCLED[match.group(2)]
        if button_kind(token) is None:
            continue
        if match.start() > at:
            pieces.append((text[at:match.start()], False))
        pieces.append((token, True))
        at = match.end()
    if at < len(text):
        pieces.append((text[at:], False))
    return pieces


def words_of(text: str) -> str:
    """What a prompt reads as plain text: the brackets dropped ("[A] Select" -> "A Select")."""
    return "".join(button_words(piece) if button else piece for piece, button in split_prompts(text))


# ---- the icons -----------------------------------------------------------------------------------
SUPERSAMPLE = 4          # drawn this much larger, then smoothed down: round edges without jaggies
TEXEL_SCALE = 2          # texels per logical pixel, so icons stay sharp in a larger window
ICON_EM = 1.22           # icon height in ems of the text beside it
ICON_MIDDLE_EM = 0.36    # icons are centred this far above the baseline (mid capital height)


def icon_size(token: str, height: float) -> tuple[float, float]:
    """(width, height) in logical pixels, with the margin that keeps icons off their neighbours."""
    kind = button_kind(token)
    margin = round(height * 0.14)
    if kind in ("face", "dpad"):
        body = height
    else:
        label = button_words(token)
        text_width = _label_font(height * TEXEL_SCALE, _label_share(label)).getlength(label) / TEXEL_SCALE
        body = max(height, text_width + height * (0.75 if kind == "pill" else 0.55))
    return round(body) + 2 * margin, height


def _label_share(token: str) -> float:
    """How tall a button's label is, in shares of the icon: words smaller than one letter or arrow."""
    if len(token) == 1 or all(c in ARROWS for c in token):
        return 0.64
    return 0.5


@lru_cache(maxsize=None)
def _label_font(pixel_height: float, share: float):
    from PIL import ImageFont
    return ImageFont.truetype(str(theme.ASSETS / "fonts" / "DejaVuSans-Bold.ttf"), max(6, round(pixel_height * share)))


def icon_image(token: str, height: float):
    """The PIL image (RGBA, TEXEL_SCALE texels a logical pixel) of one button."""
    from PIL import Image, ImageDraw
    kind = button_kind(token)
    width, height = icon_size(token, height)
    s = TEXEL_SCALE * SUPERSAMPLE
    w, h = round(width * s), round(height * s)
    margin = round(height * 0.14) * s
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    left, right, top, bottom = margin, w - margin - 1, 0, h - 1
    label_colour = theme.CREAM
    if kind == "face" and is_family_face(token):
        font = _label_font(height * s, _label_share(button_words(token)))
        draw_family_face(draw, token, (left, top, right, bottom), font)
        token = ""
    elif kind == "face":
        fill, label_colour = FACE_COLOURS[token]
        draw.ellipse((left, top, right, bottom), fill=theme.shade(fill, 0.62))
        inset = round(h * 0.07)
        draw.ellipse((left + inset, top + inset // 2, right - inset, bottom - inset * 3 // 2), fill=fill)
    elif kind == "pill":
        draw.rounded_rectangle((left, top, right, bottom), radius=h // 2, fill=(40, 50, 76))
        inset = round(h * 0.07)
        draw.rounded_rectangle((left + inset, top + inset, right - inset, bottom - inset), radius=h // 2,
                               fill=(84, 98, 132))
    elif kind == "dpad":
        _draw_dpad(draw, left, right, top, bottom)
        token = ""
    else:   # a keycap: a raised key with a darker lower edge
        radius = round(h * 0.2)
        draw.rounded_rectangle((left, top, right, bottom), radius=radius, fill=(150, 160, 186))
        draw.rounded_rectangle((left, top, right, bottom - round(h * 0.14)), radius=radius, fill=(232, 226, 210))
        label_colour = (30, 38, 60)
    if token:
        label = button_words(token)
        font = _label_font(height * s, _label_share(label))
        middle_y = (top + bottom) / 2 - (round(h * 0.07) if kind in ("face", "key") else 0)
        draw.text(((left + right) / 2, middle_y), label, font=font, fill=label_colour, anchor="mm")
    return image.resize((round(width * TEXEL_SCALE), round(height * TEXEL_SCALE)), Image.LANCZOS)


def _draw_dpad(draw, left: float, right: float, top: float, bottom: float) -> None:
    size = min(right - left, bottom - top)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    arm = size * 0.34
    half = size / 2
    radius = round(size * 0.08)
    draw.rounded_rectangle((cx - arm / 2 - 2, cy - half, cx + arm / 2 + 2, cy + half), radius, fill=(40, 50, 76))
    draw.rounded_rectangle((cx - half, cy - arm / 2 - 2, cx + half, cy + arm / 2 + 2), radius, fill=(40, 50, 76))
    inner = size * 0.06
    draw.rounded_rectangle((cx - arm / 2, cy - half + inner, cx + arm / 2, cy + half - inner), radius,
                           fill=(176, 186, 210))
    draw.rounded_rectangle((cx - half + inner, cy - arm / 2, cx + half - inner, cy + arm / 2), radius,
                           fill=(176, 186, 210))
    dot = arm * 0.28
    draw.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=(84, 98, 132))


_textures: dict[tuple[int, str, float], pyglet.image.Texture] = {}


def icon_texture(token: str, height: float) -> pyglet.image.Texture:
    """The button's texture in the current GL context (made on first use)."""
    key = (id(pyglet.gl.current_context), token, height)
    texture = _textures.get(key)
    if texture is None:
        image = icon_image(token, height)
        data = image.transpose(1).tobytes()         # PIL rows run top-down, GL's bottom-up
        texture = pyglet.image.ImageData(image.width, image.height, "RGBA", data).get_texture()
        _textures[key] = texture
    return texture


class ButtonIcon(ImageElement):
    """A button picture inside a line of text, centred on the capital height of the words."""

    def __init__(self, token: str, font_size: float):
        em = font_size * 96 / 72
        height = round(em * ICON_EM)
        width, _ = icon_size(token, height)
        self.token = token
        self.image = icon_texture(token, height)
        self.width, self.height = width, height
        self.vertex_lists = {}
        descent = round(em * ICON_MIDDLE_EM - height / 2)
        InlineElement.__init__(self, height + descent, descent, width)


# ---- text with icons and emphasis ------------------------------------------------------------------
@lru_cache(maxsize=None)
def resolve_font(names: tuple[str, ...] | str) -> str:
    """The family pyglet will use for `names` (as arcade.Text resolves a tuple)."""
    return pyglet.font.load(names if isinstance(names, str) else list(names)).name


@dataclass(frozen=True)
class Run:
    """A stretch of text in one style ("" plain, "b" bold, "i" italic, "bi" both)."""
    text: str
    style: str = ""


class RichText:
    """Words, bold and italic runs and button icons in one pyglet layout, drawn in one call.

    `text` is what is drawn with the font (the icons left out: check it for missing glyphs);
    `reading` is the whole line as words ("A Select"); `buttons` the button names drawn."""

    def __init__(self, content: str | list[Run], x: float, y: float, size: float = theme.SIZE_BODY,
                 colour=theme.TEXT, *, width: int | None = None, multiline: bool = False,
                 anchor_x: str = "left", anchor_y: str = "baseline", bold: bool = False,
                 font_name=theme.BODY_FONT, italic_colour=None, hanging: float = 0):
        runs = [Run(content)] if isinstance(content, str) else content
        self.font_name = font_name
        self.size = size
        document = FormattedDocument()
        family = resolve_font(tuple(font_name) if not isinstance(font_name, str) else font_name)
        glyphs, reading, self.buttons = [], [], []
        for run in runs:
            attributes = {"font_name": family, "font_size": size,
                          "weight": "bold" if bold or "b" in run.style else "normal",
                          "italic": "i" in run.style,
                          "color": tuple(italic_colour or colour)[:3] + (255,) if "i" in run.style else
                          tuple(colour)[:3] + (255,)}
            for piece, is_button in split_prompts(run.text):
                if is_button:
                    document.insert_element(len(document.text), ButtonIcon(piece, size), attributes)
                    self.buttons.append(piece)
                    reading.append(button_words(piece))
                else:
                    document.insert_text(len(document.text), piece, attributes)
                    glyphs.append(piece)
                    reading.append(piece)
        self.text = "".join(glyphs)
        self.reading = "".join(reading)
        if hanging:       # wrapped lines start under the words, not under a list's bullet
            document.set_paragraph_style(0, len(document.text), {"margin_left": round(hanging),
                                                                 "indent": -round(hanging)})
        self.layout = TextLayout(document, x=x, y=y, width=width, multiline=multiline, wrap_lines=multiline,
                                 anchor_x=anchor_x, anchor_y=anchor_y)

    @property
    def content_width(self) -> float:
        return self.layout.content_width

    @property
    def content_height(self) -> float:
        return self.layout.content_height

    @property
    def position(self) -> tuple[float, float]:
        return self.layout.x, self.layout.y

    def draw(self) -> None:
        self.layout.draw()


# ---- the hint line -------------------------------------------------------------------------------
HINT_MIN_SIZE = 11      # a hint line too long for its room shrinks down to this size, not below


# Hint lines fitted lately, by what they say and where: a screen's hints switch back and forth
# (planning, then dice, then planning), and fitting one again made a dozen layouts.
_fitted_lines: dict[tuple, "RichText | None"] = {}
MAX_FITTED_LINES = 48
_fitted_context = None       # a weak reference to the GL context the kept lines were made in


def _forget_lines_of_other_contexts() -> None:
    """A layout's vertex arrays belong to the GL context they were made in: kept lines go when
    another context is current (a new window)."""
    global _fitted_context
    current = pyglet.gl.current_context
    if _fitted_context is None or _fitted_context() is not current:
        _fitted_lines.clear()
        _fitted_context = weakref.ref(current) if current is not None else None


class HintLine:
    """One line of control hints, rebuilt only when its words or its room change.

    `choices` are the lines to try, best first: the first that fits `max_width` is drawn; when
    none does, the last is set smaller until it fits, so the line never runs off its strip.
    Gamepad buttons are shown as on `family`'s pads (default: the pad used last)."""

    def __init__(self):
        self._key = None
        self.text: RichText | None = None

    def draw(self, choices: str | tuple[str, ...], x: float, y: float, max_width: float,
             size: float = theme.SIZE_SMALL, colour=theme.TEXT_DIM, family: str | None = None) -> None:
        choices = (choices,) if isinstance(choices, str) else tuple(choices)
        family = family or current_pad_family()
        key = (choices, x, y, max_width, size, tuple(colour), family)
        if key != self._key:
            self._key = key
            self.text = prepare_line(choices, x, y, max_width, size, colour, family)
        if self.text is not None:
            self.text.draw()


def prepare_line(choices: tuple[str, ...], x: float, y: float, max_width: float,
                 size: float = theme.SIZE_SMALL, colour=theme.TEXT_DIM, family: str | None = None) -> "RichText | None":
    """The fitted line a HintLine draws for these arguments, fitted now if not kept yet: a
    screen whose hints change as it plays fits them all as it opens (a line's first fitting
    renders its button pictures and lays it out a dozen times, too much for the frame it shows)."""
    family = family or current_pad_family()
    key = (tuple(choices), x, y, max_width, size, tuple(colour), family)
    _forget_lines_of_other_contexts()
    text = _fitted_lines.get(key)
    if text is None:
        text = fit_line(tuple(for_family(c, family) for c in choices), x, y, max_width, size, colour)
        _fitted_lines[key] = text
        while len(_fitted_lines) > MAX_FITTED_LINES:
            _fitted_lines.pop(next(iter(_fitted_lines)))
    return text


def fit_line(choices: tuple[str, ...], x: float, y: float, max_width: float,
             size: float = theme.SIZE_SMALL, colour=theme.TEXT_DIM) -> RichText | None:
    """The first of `choices` that fits `max_width` on one line; else the last, at the largest size
    that fits (not below HINT_MIN_SIZE). None when there is nothing to show."""
    choices = tuple(c for c in choices if c)
    if not choices:
        return None
    for markup in choices[:-1]:
        text = RichText(markup, x, y, size, colour, anchor_y="center")
        if text.content_width <= max_width:
            return text
    while True:
        text = RichText(choices[-1], x, y, size, colour, anchor_y="center")
        if text.content_width <= max_width or size <= HINT_MIN_SIZE:
            return text
        size -= 1
