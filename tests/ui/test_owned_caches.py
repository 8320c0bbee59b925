"""Caches belong to the module that keeps them: nothing is hung on the window, its GL context or
an arcade.Text (the backdrop, the lesson pictures, Fractal's line program, a text's colour)."""
from __future__ import annotations

import pytest

from game.ui.widgets.text import make_text, set_colour
from tests.ui.helpers import frames, show

pytestmark = pytest.mark.screen


def foreign(thing) -> list[str]:
    return [name for name in vars(thing) if name.startswith("_ea_")]


def test_drawing_hangs_no_cache_on_the_window_its_context_or_a_text(app):
    from game.scenes.fractal.meshes import line_program
    from game.scenes.menu import TitleScene
    from game.scenes.tutorials.lesson_pictures import LessonPictures
    show(app, TitleScene())                   # the shared backdrop
    frames(app, 2)
    assert line_program() is line_program()   # one program per context, kept
    pictures = LessonPictures(app, (320, 180))
    assert LessonPictures(app, (320, 180)).cache is pictures.cache     # kept for the window
    text = make_text("words", 0, 0, 12, (200, 200, 200))
    set_colour(text, (10, 20, 30))
    set_colour(text, (10, 20, 30))
    assert tuple(text.color)[:3] == (10, 20, 30)
    assert foreign(app) == [] and foreign(app.ctx) == [] and foreign(text) == []
