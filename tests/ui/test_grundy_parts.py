"""The Grundy screen's parts, each driven on its own with what it is given (no screen, no scene):
the controls (keys, pad actions, clicks and the wheel -> the shared Choice, and moves through the
`write` they were handed), the number picker (its chips and the move a click on one makes) and
the hover marks (the tooltip speaks of the position it is handed). They make texts, so they need
the suite's GL context; nothing is drawn.

Positions are on the Petersen graph (a top, b right, ... f to j inside; a's neighbours are b, e
and f; b's are a, c and g).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.engines.grundy.rules import GAME  # noqa: E402
from game.ui.input import Action  # noqa: E402


class Parts:
    """A Choice, the picker, the hover marks and the controls over one position, with the calls
    they make written down instead of reaching a screen."""

    def __init__(self, moves=(), looked_at=None):
        from game.scenes.grundy.choice import Choice
        from game.scenes.grundy.controls import GrundyControls
        from game.scenes.grundy.hover import HoverMarks
        from game.scenes.grundy.layout import BoardLayout
        from game.scenes.grundy.picker import NumberPicker
        state = GAME.new_initial_state({"board": "petersen"}, 1)
        for text in moves:
            state.apply(state.text_to_move(text))
        self.state = state
        self.board = state.board
        self.layout = BoardLayout(self.board)
        self.choice = Choice(interactive=True)
        self.writes, self.sounds, self.flashes = [], [], []
        live = lambda: self.state                                   # noqa: E731
        names = lambda seat: ("Ann", "Bo")[seat]                    # noqa: E731
        self.picker = NumberPicker(self.choice, self.board, self.layout, "circle", live, names)
        self.marks = HoverMarks(self.choice, self.board, self.layout, "circle", live,
                                looked_at or live, names)
        self.controls = GrundyControls(self.choice, self.board, self.layout, "circle", live, self.picker,
                                       self.marks, write=self.write, play=self.sounds.append,
                                       flash=self.flashes.append)

    def write(self, vertex, number, device):
        self.writes.append((self.board.labels[vertex], number, device))
        return True

    def vertex(self, label: str) -> int:
        return self.board.labels.index(label)


def test_the_controls_move_the_cursor_raise_the_number_and_write_through_the_call_they_were_given(window):
    parts = Parts(moves=["a=1"])
    choice, controls = parts.choice, parts.controls
    assert controls.action("kbm", Action.RIGHT)
    start = choice.focus
    assert start is not None and choice.picker_open and choice.input_mode == "keys"
    assert choice.pending == parts.state.allowed_numbers(start)[0]
    parts.controls.focus_on(parts.vertex("b"))                   # a's neighbour: 1 is taken
    assert choice.pending == 2
    assert controls.action("pad1", Action.NEXT) and choice.pending == 3 and choice.input_mode == "pad"
    assert controls.action("pad1", Action.PREV) and choice.pending == 2
    assert not controls.action("pad1", Action.PREV)              # nothing smaller: the shell looks back
    assert controls.action("pad1", Action.CONFIRM)
    assert parts.writes == [("b", 2, "pad1")]                    # written through `write`, nothing else
    controls.after_move(parts.vertex("b"))
    assert choice.focus is None and not choice.picker_open and choice.cursor_home == parts.vertex("b")
    assert controls.default_focus() != parts.vertex("a")         # a holds a number: never the cursor's


def test_the_controls_refuse_a_filled_circle_with_the_flash_they_were_given_and_close_on_cancel(window):
    parts = Parts(moves=["a=1"])
    choice, controls = parts.choice, parts.controls
    a = parts.vertex("a")
    controls.press(*parts.layout.centres[a], arcade.MOUSE_BUTTON_LEFT)
    assert parts.flashes == ["Circle a already holds 1."] and parts.sounds[-1] == "error"
    assert parts.writes == [] and choice.focus is None
    e = parts.vertex("e")
    controls.press(*parts.layout.centres[e], arcade.MOUSE_BUTTON_RIGHT)
    assert parts.writes == [("e", 2, "kbm")]                     # the smallest allowed, at once
    controls.press(*parts.layout.centres[e], arcade.MOUSE_BUTTON_LEFT)
    assert choice.focus == e and choice.picker_open and choice.input_mode == "mouse"
    controls.wheel(1)
    assert choice.pending == 3
    assert controls.action("kbm", Action.CANCEL)
    assert choice.focus is None and not choice.picker_open and parts.sounds[-1] == "click"
    assert not controls.action("kbm", Action.CANCEL)             # nothing to close: the menu's key


def test_a_digit_key_picks_that_number_and_a_taken_one_is_refused_in_words(window):
    from pyglet.window import key as keys
    parts = Parts(moves=["a=1"])
    choice, controls = parts.choice, parts.controls
    assert not controls.number_key(keys.A)                       # not the controls' key
    controls.focus_on(parts.vertex("b"))
    assert controls.number_key(keys._4) and choice.pending == 4
    assert controls.number_key(keys._1) and choice.pending == 4
    assert parts.flashes == ["1 is already next to b"]


def test_the_picker_offers_its_chips_and_a_click_on_an_allowed_one_is_the_move(window):
    parts = Parts(moves=["a=1"])
    choice, picker = parts.choice, parts.picker
    b = parts.vertex("b")
    assert picker.box() is None and picker.move_at(0, 0) is None     # closed: no box, no move
    choice.focus, choice.pending, choice.picker_open = b, 2, True
    assert picker.box() is not None
    numbers = picker.chip_numbers()
    assert numbers[0] == 1 and 2 in numbers
    assert picker.move_at(*picker.chip_centre(2)) == (b, 2)
    assert picker.move_at(*picker.chip_centre(1)) is None           # struck out: a neighbour holds 1
    assert picker.chip_at(*picker.chip_centre("more")) == "more"
    assert picker.more_number() == numbers[-1] + 1
    choice.interactive = False                                      # not the player's turn
    assert picker.box() is None and picker.chip_centre(2) is None


def test_the_hover_marks_speak_of_the_position_they_are_handed(window):
    earlier = GAME.new_initial_state({"board": "petersen"}, 1)
    looked_at = [earlier]                                           # looking back before a=1
    parts = Parts(moves=["a=1"], looked_at=lambda: looked_at[0])
    choice, marks = parts.choice, parts.marks
    a = parts.vertex("a")
    assert marks.tooltip_lines() is None                            # nothing under the pointer
    choice.hover, choice.pointer = a, parts.layout.centres[a]
    lines = marks.tooltip_lines()
    assert lines[0] == "Circle a  ·  3 neighbours" and lines[1] == "Allowed: any number (1 and up)"
    looked_at[0] = parts.state                                      # back to the game: a holds 1
    writer = ("Ann", "Bo")[parts.state.owners[a]]
    assert marks.tooltip_lines()[:2] == ("Circle a holds 1", f"Written by {writer}")
    choice.focus, choice.picker_open = a, True                      # the picker covers its own circle
    assert marks.tooltip_lines() is None


def test_the_pointer_leaving_the_board_clears_what_was_under_it(window):
    parts = Parts()
    choice, controls = parts.choice, parts.controls
    b = parts.vertex("b")
    controls.pointer_move(*parts.layout.centres[b])
    assert choice.hover == b and choice.pointer == parts.layout.centres[b]
    controls.pointer_left()
    assert choice.hover is None and choice.pointer is None and choice.hover_chip is None
    assert not choice.leave_board()                                 # nothing was left to clear
