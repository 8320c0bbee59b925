"""Fractal territory's HUD on the real screen, rendered headless: the gain beside a score after
a scoring move, the score hint under the pointer and its checkbox, Split only for the player
behind, and Roll under the dice option."""
from __future__ import annotations

import pytest

from game.ui import theme
from tests.ui.helpers import click_at, frames, near, pixel, region_colours, screen_image, send, show_screen

pytestmark = pytest.mark.screen

# The paper's opening: after its seventh move Black has completed the two right cells, 6 to 2.
OPENING = "1/2,1 1,1 1/2,0 1,0 1,1/2 0,1/2 1/2,1/2".split()


def open_screen(app, moves, **options):
    from game.engines.fractal.rules import GAME
    from game.scenes.fractal.screen import FractalScreen
    state = GAME.new_initial_state({"target": 400, "difference": 200, **options})
    for text in moves:
        state.apply(state.text_to_move(text))
    return show_screen(app, FractalScreen.for_state(state), 2)


def play(app, screen, text):
    assert screen.submit_move(screen.session.state.text_to_move(text))
    for _ in range(120):
        app.render_frame(1 / 60)
        if not screen.is_animating():
            break


def count_near(colours, colour, tolerance=40) -> int:
    return sum(near(c, colour, tolerance) for c in colours)


def point_on_screen(screen, text):
    from game.engines.fractal.notation import parse_point
    board = screen.session.state.board
    vertex = board.index[parse_point(board.shape, text)]
    world = screen.view.world
    return vertex, screen.camera.to_screen(world.vx[vertex], world.vy[vertex])


def test_a_scoring_move_shows_each_gain_beside_its_score_which_counts_up(app):
    screen = open_screen(app, OPENING[:-1])
    hud = screen.hud
    l, b, w, h = hud.rects["card0"]
    gain_area = (l + 60, b + 10, w - 70, 24)
    before = count_near(region_colours(app, *gain_area, step=2), theme.GOOD)
    assert hud.gain_texts[0].text == "" and before == 0
    assert screen.submit_move(screen.session.state.text_to_move(OPENING[-1]))
    app.render_frame(1 / 60)
    assert 0 <= hud.shown_scores[0] < 6                 # counting up, not there at once
    frames(app, 60)
    assert hud.score_texts[0].text == "6" and hud.score_texts[1].text == "2"
    assert hud.gain_texts[0].text == "+6" and hud.gain_texts[1].text == "+2"
    assert count_near(region_colours(app, *gain_area, step=2), theme.GOOD) >= 6     # the green "+6" drawn


def test_the_score_hint_shows_over_a_free_vertex_and_not_once_the_checkbox_is_off(app):
    screen = open_screen(app, OPENING[:-1])
    hud = screen.hud
    vertex, (x, y) = point_on_screen(screen, "1/2,1/2")
    cx, cy = hud.hint_centre
    pill = (cx - 120, cy - 18, 240, 36)
    empty = screen_image(app)
    send(app, "on_mouse_motion", x, y, 0, 0)
    frames(app, 2)
    assert screen.hover_vertex == vertex
    assert hud.hint_number.text == "+6" and "White also scores 2" in hud.hint_words.text
    shown = screen_image(app)
    spots = [(px, py) for px in range(int(pill[0]), int(pill[0] + pill[2]), 4)
             for py in range(int(pill[1]), int(pill[1] + pill[3]), 4)]
    changed = sum(not near(pixel(app, px, py, empty), pixel(app, px, py, shown), 20) for px, py in spots)
    assert changed > 150                                 # the pill and its words are drawn
    number = (hud.hint_number.x, cy - 12, hud.hint_number.content_width, 24)
    assert count_near(region_colours(app, *number, step=2, image=shown), theme.ACCENT) >= 10   # the gold "+6"
    assert screen.hints_hidden                         # the pill takes the control hints' place
    l, b, w, h = hud.rects["hints"]
    click_at(app, l + 20, b + h / 2)                     # the checkbox: off
    assert not hud.hints_on
    send(app, "on_mouse_motion", x, y, 0, 0)
    frames(app, 2)
    assert screen.hover_vertex == vertex and hud.hint_vertex is None and not screen.hints_hidden
    assert count_near(region_colours(app, *number, step=2), theme.ACCENT) < 4


def test_split_is_offered_only_to_the_player_behind_and_clicking_it_arms_split_mode(app):
    screen = open_screen(app, OPENING + ["0,0"])          # Black 8, White 4: Black, leading, to move
    hud = screen.hud
    l, b, w, h = hud.rects["split"]
    send(app, "on_mouse_motion", l + 10, b + h / 2, 0, 0)
    frames(app, 1)
    assert hud.reasons["split"] == "You lead: only the player behind may split."
    image = screen_image(app)
    tip = [pixel(app, l + 40, b - 20, image), pixel(app, l + 120, b - 30, image)]
    assert all(near(c, theme.BACKGROUND_DEEP, 20) for c in tip)            # the reason's box under it
    click_at(app, l + w / 2, b + h / 2)
    assert not hud.split_armed and not screen.split_armed()

    screen = open_screen(app, OPENING)                    # Black 6, White 2: White, behind, to move
    hud = screen.hud
    l, b, w, h = hud.rects["split"]
    assert hud.reasons["split"] is None
    click_at(app, l + w / 2, b + h / 2)
    frames(app, 1)
    assert hud.split_armed and screen.split_armed()
    assert count_near(region_colours(app, l + 8, b + 8, 30, h - 16, step=3), theme.ACCENT, 30) >= 10   # gold now
    assert hud.hint_words.text.startswith("Split:")        # and the pill says what to do next
    click_at(app, l + w / 2, b + h / 2)
    assert not hud.split_armed


def test_roll_under_the_dice_option_submits_the_roll_and_shows_what_the_die_allowed(app):
    screen = open_screen(app, OPENING, dice=True)
    hud = screen.hud
    assert hud.reasons["split"] == "Roll the die first: a 5 or 6 lets you split."
    l, b, w, h = hud.rects["roll"]
    click_at(app, l + w / 2, b + h / 2)
    assert screen.session.moves[-1] == "roll"
    for _ in range(240):
        app.render_frame(1 / 60)
        if screen.session.state.rolled is not None:
            break
    face = screen.session.state.rolled
    assert face in range(1, 7)
    frames(app, 60)
    expected = f"{face}: you may split this turn" if face >= 5 else f"{face}: place as usual"
    assert hud.die_caption.text == expected
    dl, db, dw, dh = hud.rects["die"]
    assert count_near(region_colours(app, dl + 14, db + 14, 36, 32, step=3), theme.CREAM, 30) >= 20   # the die
    assert (hud.reasons["split"] is None) == (face >= 5)


def test_the_h_key_turns_the_score_hints_off_and_on(app):
    import arcade
    screen = open_screen(app, OPENING[:2])
    assert screen.hud.hints_on
    send(app, "on_key_press", arcade.key.H, 0)
    assert not screen.hud.hints_on
    send(app, "on_key_press", arcade.key.H, 0)
    assert screen.hud.hints_on


def test_with_the_dice_option_the_split_key_first_rolls_for_the_right_to_split(app):
    import arcade
    screen = open_screen(app, OPENING, dice=True)       # White is behind, 2 to 6
    assert screen.session.state.may_roll()
    send(app, "on_key_press", arcade.key.S, 0)
    assert screen.session.moves[-1] == "roll" and not screen.hud.split_armed
