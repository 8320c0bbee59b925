"""Changing a Text without laying it out more than it needs: setting an arcade.Text's words or
size lays the whole text out again (its words twice: pyglet deletes, then inserts), so the
Fractal territory screen changes only what differs, and words and size together in one
layout."""
from __future__ import annotations

import arcade


def set_text(text: arcade.Text, words: str | None = None, size: float | None = None) -> bool:
    """Give `text` these words and this size (None: leave as is) in at most one layout, and
    none when both are already so. True when something changed."""
    label = text.label
    new_words = words is not None and label.text != words
    new_size = size is not None and label.font_size != size
    if not (new_words or new_size):
        return False
    label.begin_update()                    # one layout for both, and for the delete and insert
    if new_size:
        label.font_size = size
    if new_words:
        label.text = words
    label.end_update()
    return True
