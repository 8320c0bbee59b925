"""Text helpers shared by the widgets and the screens: house-font labels, fitting, eliding,
colour changes that cost nothing when nothing changed, and how option values read."""
from __future__ import annotations

import contextlib
import weakref
from pathlib import Path

import arcade

from game.ui import theme


def make_text(text: str, x: float, y: float, size: float = theme.SIZE_BODY, colour=theme.TEXT, *,
              anchor_x: str = "left", anchor_y: str = "center", bold: bool = False, display: bool = False,
              width: int | None = None, multiline: bool = False, align: str = "left",
              batch=None) -> arcade.Text:
    """An arcade.Text in the house fonts (display=True: the all-caps title face). With a pyglet
    `batch`, it is drawn with the batch's other texts in one call (draw the batch, not it)."""
    return arcade.Text(text, x, y, colour, size, width=width, align=align,
                       font_name=theme.DISPLAY_FONT if display else theme.BODY_FONT, bold=bold,
                       anchor_x=anchor_x, anchor_y=anchor_y, multiline=multiline, batch=batch)


def fit_text(text: arcade.Text, max_width: float, min_size: float = 11, start: float | None = None) -> arcade.Text:
    """Shrink a one-line Text until it fits `max_width` (long game titles in narrow panels),
    from the size `start` when given (a reused text that may have shrunk for earlier words)."""
    if start is not None and text.font_size != start:
        text.font_size = start
    while text.content_width > max_width and text.font_size > min_size:
        text.font_size = text.font_size - 1
    return text


def elide_text(text: arcade.Text, max_width: float, shrink_to: float | None = None) -> arcade.Text:
    """Cut a one-line Text with an ellipsis until it fits `max_width` (first shrinking it down
    to the size `shrink_to`, when given, so that less is cut)."""
    if shrink_to is not None:
        fit_text(text, max_width, shrink_to)
    if text.content_width <= max_width:
        return text
    words = text.text
    while words and text.content_width > max_width:
        words = words[:-1]
        text.text = words.rstrip(" ·,") + "…"
    return text


_colours_set: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # text -> the colour set_colour gave it


def set_colour(text: arcade.Text, colour) -> None:
    """Change a Text's colour only when it differs (a change costs a vertex update)."""
    colour = tuple(colour)
    if _colours_set.get(text) != colour:
        text.color = colour
        _colours_set[text] = colour


def set_text(text: arcade.Text, words, size: float | None = None) -> bool:
    """Change a Text's words (and its size, when given) only where they differ, in one
    relayout: pyglet's own setters lay the text out at each change, the words twice (emptied,
    then filled). True when anything changed."""
    words = str(words)
    label = text.label
    new_size = size is not None and label.font_size != size
    if label.text == words and not new_size:
        return False
    label.begin_update()
    try:
        if new_size:
            text.font_size = size
        if label.text != words:
            text.text = words
    finally:
        label.end_update()
    return True


@contextlib.contextmanager
def laid_out_once(*texts: arcade.Text):
    """Changes made meanwhile to `texts` are laid out once each, at the end (pyglet lays a text
    out again at every change of its words, size or style)."""
    for text in texts:
        text.label.begin_update()
    try:
        yield
    finally:
        for text in texts:
            text.label.end_update()


def value_label(value) -> str:
    """How an option value reads on screen."""
    if isinstance(value, bool):
        return "On" if value else "Off"
    if isinstance(value, str):
        if "/" in value and value.endswith(".toml"):
            stem = Path(value).stem.replace("_", " ")
            return stem.upper() if len(stem) <= 3 else stem.title()
        return value[:1].upper() + value[1:]
    return str(value)


# What the game's changing texts are written with: scores, statuses, move lists and notices.
GLYPHS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,:;!?'\"()[]{}+-=×/%#&*<>_"
          "→←·…–—½♜♞♝♛♚♟▸◀▶")
# The warmed texts are kept: pyglet holds a font (and the glyphs rendered in it) only while
# something uses it, and lets go of fonts no text has used lately.
_warmed: dict[tuple, arcade.Text] = {}


def warm_glyphs(like: arcade.Text, size: float | None = None, glyphs: str = GLYPHS) -> None:
    """Render `glyphs` in `like`'s font and weight, at its size or `size`, now, into the font's
    glyph texture. A glyph is rendered the first time any text shows it, which on a busy
    machine can stall the frame a move lands on; screens warm the fonts of their changing
    texts as they open."""
    size = like.font_size if size is None else size
    key = (like.font_name, size, like.bold, like.italic)
    if key in _warmed:
        return
    probe = _warmed[key] = arcade.Text(glyphs, 0, 0, font_name=like.font_name, font_size=size,
                                       bold=like.bold, italic=like.italic)
    probe.content_width                  # lays the text out: every glyph is rendered
