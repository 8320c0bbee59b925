"""The Fractal screen's parts, each driven on its own with what it is given (no screen, no scene):
the controls (the wheel, clicks, drags, double clicks, keys and a stand-in pad -> the camera, and
the screen's `click` / `toggle_split` calls written down) and the HUD (its reasons and the score
hint from the calls it was handed). They make meshes and texts, so they need the suite's GL
context; nothing is drawn."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from pyglet.math import Vec2  # noqa: E402
from pyglet.window import key as keys  # noqa: E402

from tests.ui.helpers import StandInPad  # noqa: E402

# The paper's opening: after its seventh move Black has completed the two right cells, 6 to 2.
OPENING = "1/2,1 1,1 1/2,0 1,0 1,1/2 0,1/2 1/2,1/2".split()


def position(moves=()):
    from game.engines.fractal.rules import GAME
    state = GAME.new_initial_state({"shape": "square", "target": 400, "difference": 200})
    for text in moves:
        state.apply(state.text_to_move(text))
    return state


class Calls:
    """What the parts ask of a screen, answered here and written down."""

    def __init__(self):
        self.clicks, self.splits, self.sounds, self.flashes, self.moves = [], [], [], [], []
        self.wasd_seat = False
        self.playing = True
        self.back = False
        self.hovered = None


def hud_for(calls: Calls):
    from game.scenes.fractal.hud import FractalHud
    from game.scenes.match_layout import BOARD_RECT
    return FractalHud(BOARD_RECT, may_play=lambda: calls.playing, looking_back=lambda: calls.back,
                      hovered=lambda: calls.hovered, seat_colour=lambda seat: ((20, 20, 20), (240, 240, 240))[seat],
                      flash=calls.flashes.append, submit=lambda move, device: calls.moves.append((move, device)) or True,
                      play=calls.sounds.append)


def controls_for(state, calls: Calls):
    from game.scenes.fractal.board_view import BoardView
    from game.scenes.fractal.camera import BoardCamera
    from game.scenes.fractal.controls import FractalControls
    from game.scenes.fractal.minimap import Minimap
    view = BoardView(state)
    camera = BoardCamera(view.world.height, 10.0)
    hud = hud_for(calls)
    hud.sync(state)
    controls = FractalControls(camera, Minimap(view.world.height), view, hud,
                               toggle_split=calls.splits.append, click=lambda x, y: calls.clicks.append((x, y)),
                               play=calls.sounds.append, wasd_is_a_seat=lambda: calls.wasd_seat)
    return controls, camera, hud


def test_a_click_is_passed_on_a_drag_pans_and_a_second_click_dives(window):
    calls = Calls()
    controls, camera, _ = controls_for(position(), calls)
    x, y = camera.centre_screen
    controls.press(x, y, arcade.MOUSE_BUTTON_LEFT)
    controls.release(x, y, arcade.MOUSE_BUTTON_LEFT, now=1.0)
    assert calls.clicks == [(x, y)] and camera.flight is None
    controls.press(x, y, arcade.MOUSE_BUTTON_LEFT)
    controls.release(x, y, arcade.MOUSE_BUTTON_LEFT, now=1.2)       # a double click: a dive, no second click
    assert calls.clicks == [(x, y)] and camera.flight is not None and calls.sounds == ["click"]
    camera.flight = None
    before = camera.x
    controls.press(x, y, arcade.MOUSE_BUTTON_LEFT)
    controls.drag(x + 3, y, x, y)                                    # under the drag threshold: still a click
    assert camera.x == before
    controls.drag(x + 40, y, x + 3, y)
    assert camera.x < before                                         # the board follows the pointer
    controls.release(x + 40, y, arcade.MOUSE_BUTTON_LEFT, now=5.0)
    assert calls.clicks == [(x, y)]                                  # a drag is no click


def test_the_wheel_zooms_over_the_board_only(window):
    calls = Calls()
    controls, camera, _ = controls_for(position(), calls)
    zoom = camera.zoom
    assert not controls.wheel(1270, 700, 0, 1) and camera.zoom == zoom      # off the board view
    x, y = camera.centre_screen
    assert controls.wheel(x + 50, y, 0, 2)
    assert camera.zoom > zoom


def test_keys_move_the_view_and_s_arms_a_split_through_the_call_given_unless_wasd_is_a_seat(window):
    calls = Calls()
    controls, camera, hud = controls_for(position(), calls)
    zoom = camera.zoom
    assert controls.key_press(keys.PLUS, 0) and camera.zoom > zoom
    controls.key_release(keys.PLUS)
    controls.update(1 / 30, {})
    zoomed = camera.zoom
    controls.update(1 / 30, {})
    assert camera.zoom == zoomed                                     # released: the view stays
    assert controls.key_press(keys.F, 0)
    assert controls.key_press(keys.S, 0) and calls.splits == ["kbm"]
    assert controls.key_press(keys.H, 0) and not hud.hints_on
    calls.wasd_seat = True
    assert not controls.key_press(keys.S, 0) and calls.splits == ["kbm"]    # S is a couch player's key
    assert not controls.key_press(keys.Q, 0)


def test_a_stand_in_pads_stick_pans_and_unhooked_it_reaches_nothing(window):
    calls = Calls()
    controls, camera, _ = controls_for(position(), calls)
    pad = StandInPad("pad1")
    pads = {pad: 1}
    camera.zoom_at(*camera.centre_screen, 4)
    controls.update(1 / 30, pads)
    assert pad in controls.hooked_pads
    pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(0.9, 0.0))
    x = camera.x
    controls.update(1 / 30, pads)
    assert camera.x > x
    pad.dispatch_event("on_trigger_motion", pad, "lefttrigger", 0.8)
    assert controls.trigger_pulled("pad1", pads) and not controls.trigger_pulled("pad2", pads)
    controls.unhook_pads()
    pad.dispatch_event("on_stick_motion", pad, "rightstick", Vec2(0.9, 0.0))
    assert not controls.hooked_pads and not controls.pad_state


def test_the_hud_gives_its_reasons_and_hint_from_the_calls_it_was_handed(window):
    from game.engines.fractal.notation import parse_point
    calls = Calls()
    hud = hud_for(calls)
    state = position(OPENING)                                        # Black 6, White 2: White, behind, to move
    hud.sync(state)
    assert hud.reasons["split"] is None
    assert hud.toggle_split() and hud.split_armed
    hud.toggle_split()
    calls.back = True                                                # looking back: nothing to play
    hud.sync(state)
    assert hud.reasons["split"] == "Looking back: return to the game to play."
    assert not hud.toggle_split() and calls.flashes == ["Looking back: return to the game to play."]
    calls.back = False
    before = position(OPENING[:-1])                                  # Black to move, nothing scored yet
    hud.sync(before)
    calls.hovered = before.board.index[parse_point(before.board.shape, "1/2,1/2")]
    hud.update(1 / 60)
    assert hud.hint_number.text == "+6" and "White also scores 2" in hud.hint_words.text
    calls.playing = False                                            # not the player's turn: no hint
    hud.update(1 / 60)
    assert hud.hint_vertex is None
