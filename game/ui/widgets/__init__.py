"""Menu widgets drawn in the 1280x720 logical space, usable by keyboard, mouse and gamepad.

A `WidgetGroup` holds a screen's widgets, knows which one has the focus and
moves the focus spatially (the nearest widget in the pressed direction), so any
layout works with arrows, WASD, d-pad or stick. The pointer focuses what it
hovers and clicks what it presses. Geometry for all widgets is rebuilt into one
batched shape only when focus, hover or a value changes; the labels are
`arcade.Text` objects made once.

    text.py        make_text, fit_text, elide_text, set_colour, set_text, value_label, warm_glyphs
    base.py        Widget
    buttons.py     Button
    value_rows.py  ValueRow, ChoiceRow, ToggleRow, SliderRow, StopSliderRow
    lists.py       ListEntry, EntryList (what every list shares), ListView, build_row_card
    group.py       WidgetGroup (focus, navigation, pointer, batched drawing)
"""
from game.ui.widgets.base import Callback, Widget
from game.ui.widgets.buttons import Button
from game.ui.widgets.group import WidgetGroup
from game.ui.widgets.lists import ListEntry, ListView
from game.ui.widgets.text import elide_text, fit_text, make_text, set_colour, set_text, value_label
from game.ui.widgets.value_rows import ChoiceRow, SliderRow, StopSliderRow, ToggleRow, ValueRow

__all__ = [
    "Button", "Callback", "ChoiceRow", "ListEntry", "ListView", "SliderRow", "StopSliderRow", "ToggleRow", "ValueRow",
    "Widget", "WidgetGroup", "elide_text", "fit_text", "make_text", "set_colour", "set_text", "value_label",
]
