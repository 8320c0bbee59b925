"""Constitution's table controls (the choice of a move on the map and the input that makes it),
driven on their own with no window: given the map view, the pass button and callbacks that
record what they are asked to do."""
from __future__ import annotations

from game.engines.constitution.rules import PASS
from game.scenes.constitution.controls import TableControls
from game.scenes.constitution.demo import demo_session
from game.scenes.constitution.layout import MAP_RECT
from game.scenes.constitution.map_view import ConstitutionMapView
from game.scenes.constitution.pass_button import PassButton
from game.scenes.constitution.snapshot import Snapshot
from game.ui.input import Action
from tests.constitution.helpers import forced_pass_position, synthetic_us_map


class Calls:
    """What the controls asked for: sounds, preview and hover changes."""

    def __init__(self):
        self.sounds: list[str] = []
        self.previews = 0
        self.hovers = 0
        self.busy = False

    def preview_changed(self) -> None:
        self.previews += 1

    def hover_changed(self) -> None:
        self.hovers += 1


def make_controls(state):
    calls = Calls()
    view = ConstitutionMapView(state.board, *MAP_RECT)
    controls = TableControls(view, MAP_RECT, pass_button=PassButton(MAP_RECT, lambda: "Blue"),
                             busy=lambda: calls.busy, sound=calls.sounds.append,
                             preview_changed=calls.preview_changed, hover_changed=calls.hover_changed)
    controls.offer(state, Snapshot.of(state), True)
    return controls, calls


def mid_game():
    return demo_session().state


def test_an_offered_position_gives_its_destinations_and_confirm_plays_the_one_picked():
    state = mid_game()
    controls, calls = make_controls(state)
    assert controls.interactive
    assert sorted(controls.destinations) == sorted(tuple(p) for p in state.legal_destinations())
    assert controls.on_action(Action.CONFIRM) is None           # the first press picks one
    picked = controls.selected
    assert picked in controls.destinations and calls.sounds == ["click"] and calls.previews == 1
    assert controls.preview is not None
    controls.on_action(Action.NEXT)                                # Tab: the next one round
    assert controls.selected != picked and controls.selected in controls.destinations
    assert controls.on_action(Action.CONFIRM) == controls.selected


def test_a_direction_key_picks_a_destination_that_way():
    controls, _ = make_controls(mid_game())
    controls.on_action(Action.CONFIRM)
    before = controls.selected
    x = controls.view.point_xy(before)[0]
    rightward = any(controls.view.point_xy(p)[0] > x + 1 for p in controls.destinations)
    controls.on_action(Action.RIGHT if rightward else Action.LEFT)
    assert controls.selected != before
    moved = controls.view.point_xy(controls.selected)[0]
    assert moved > x if rightward else moved < x


def test_the_pointer_picks_the_destination_under_it_and_a_click_plays_it():
    controls, calls = make_controls(mid_game())
    target = controls.destinations[0]
    x, y = controls.view.point_xy(target)
    controls.pointer_move(x, y)
    assert controls.selected == target and controls.pointer == (x, y)
    assert controls.hover_region == controls.view.region_at(x, y) and calls.hovers >= 1
    assert controls.pointer_press(x, y) == target


def test_nothing_is_played_while_a_move_plays_or_once_withdrawn():
    controls, calls = make_controls(mid_game())
    target = controls.destinations[0]
    calls.busy = True
    assert controls.on_action(Action.CONFIRM) is None
    assert controls.pointer_press(*controls.view.point_xy(target)) is None
    calls.busy = False
    controls.withdraw()
    assert controls.destinations == [] and controls.selected is None and not controls.interactive
    assert controls.on_action(Action.CONFIRM) is None
    assert controls.pointer_press(*controls.view.point_xy(target)) is None


def test_a_forced_pass_is_the_only_move_offered():
    controls, _ = make_controls(forced_pass_position())
    assert controls.interactive and controls.destinations == []
    assert controls.on_action(Action.NEXT) is None
    assert controls.on_action(Action.CONFIRM) == PASS


def test_an_ended_game_offers_nothing():
    state = mid_game()
    while not state.is_terminal():
        state.apply(state.legal_moves()[0])
    controls, _ = make_controls(state)
    assert not controls.interactive and controls.destinations == []
    assert controls.on_action(Action.CONFIRM) is None
