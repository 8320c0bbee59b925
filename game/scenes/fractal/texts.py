"""Words shown one at a time in one place, each laid out once (`TextChoices`): Fractal
territory's gains and rising labels. Single changes go through widgets' `set_text`."""
from __future__ import annotations

import arcade

from game.ui.widgets import set_text


class TextChoices:
    """Words shown one at a time in one place, each laid out once: `show(words)` shows the
    text that already holds them (made ahead, or kept from before) and hides the one shown;
    words not held yet take a text not shown (laid out again) or, below `keep`, a new one.
    `text` is the text shown (a blank one while none is)."""

    def __init__(self, make, ahead=(), keep: int = 16):
        self._make = make                   # words -> a new Text where these words go
        self.keep = keep
        self.blank = make("")
        self.texts: dict[str, arcade.Text] = {}
        for words in ahead:
            text = self.texts[words] = make(words)
            text.visible = False
        self.text = self.blank

    def show(self, words: str) -> arcade.Text:
        if not words:
            chosen = self.blank
        else:
            chosen = self.texts.get(words)
            if chosen is None:
                if len(self.texts) >= self.keep:
                    old = next(w for w, t in self.texts.items() if t is not self.text)
                    chosen = self.texts.pop(old)
                    set_text(chosen, words)
                else:
                    chosen = self._make(words)
                self.texts[words] = chosen
        if chosen is not self.text:
            chosen.x, chosen.y = self.text.x, self.text.y
            self.text.visible = False
            chosen.visible = True
            self.text = chosen
        return chosen
