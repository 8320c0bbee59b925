"""What a move costs the Constitution screen, counted (never timed): the board layer is not
rendered whole when a move lands or ends, only patched where the move changed it, and the
patched layer shows exactly what a whole render would.

Runs in the suite's hidden window (see test_constitution_screen.py). The board layer is asked
to be single-sampled (helpers.single_sampled), so that pixels compare the same whatever the
window; a multisampled layer (EA_ANTIALIAS=1, a graphics card) is patched too: its own test
below. Counts start once the screen has settled (an event, not a number of frames)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from tests.ui.helpers import animate_out, run_until_settled, show_screen, single_sampled  # noqa: E402

MOVES = 3


@pytest.fixture
def window(app):
    return app


def open_demo(window, single: bool = True):
    """The mid-game demo position on the shipped map, people in both seats, settled: its
    layers drawn and a frame passed with nothing drawn again."""
    from game.core.session import Seat
    from game.scenes.constitution.screen import ConstitutionScreen
    screen = ConstitutionScreen.demo()
    if single:
        single_sampled(screen)
    screen.session.seats = [Seat.human(), Seat.human()]
    show_screen(window, screen, 0)
    run_until_settled(window, screen)
    return screen


def play(window, screen, move) -> int:
    """Play `move` as a key press does and run frames until its animation is over; returns
    the frames it animated."""
    screen.apply_move(move)
    return animate_out(window, screen, dt=1 / 20)


def counts(screen) -> dict:
    table = screen.table
    return {"renders": screen.baked.renders, "patches": screen.baked.patches,
            "passes": screen.baked.patch_passes, "fills": table.view.fill_builds,
            "markers": table.markers._destinations.builds, "scoreboard": screen.scoreboard.shapes.builds}


def frame_image(window):
    window.render_frame(0)           # no time passes: pulses and animations stand still
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


def test_a_move_patches_the_board_layer_and_never_renders_it_whole(window):
    from game.ui.layer_boxes import MAX_PASSES
    screen = open_demo(window)
    before = counts(screen)
    for k in range(MOVES):
        state = screen.session.state
        frames = play(window, screen, state.legal_moves()[k % len(state.legal_moves())])
        assert frames > 5                                   # the move was animated
    after = counts(screen)
    spent = {key: after[key] - before[key] for key in after}
    assert spent["renders"] == 0                            # the layer was never drawn whole
    # its changes: the cells when they have turned over, the scoreboard a frame later, and
    # at most one more as it lands
    assert 1 * MOVES <= spent["patches"] <= 3 * MOVES
    assert spent["passes"] <= spent["patches"] * MAX_PASSES
    assert spent["fills"] == MOVES                          # the map's fills joined once a move
    assert spent["markers"] <= 2 * MOVES                    # markers: gone as it lands, new at its end
    assert spent["scoreboard"] <= 2 * MOVES


def test_the_patched_board_layer_shows_what_a_whole_render_shows(window):
    screen = open_demo(window)
    for k in range(MOVES):
        state = screen.session.state
        play(window, screen, state.legal_moves()[(3 * k + 1) % len(state.legal_moves())])
    renders = screen.baked.renders
    patched = frame_image(window)
    screen.baked.invalidate()
    whole = frame_image(window)
    assert screen.baked.renders == renders + 1
    assert patched.tobytes() == whole.tobytes()


def test_the_destination_markers_are_drawn_over_the_layer_each_frame(window):
    """The markers come and go with the turn without touching the board layer: a marker shows
    on the screen at a legal destination, and the layer under it has none."""
    from game.ui import theme
    screen = open_demo(window)
    table = screen.table
    assert table.interactive and table.destinations
    x, y = table.view.point_xy(table.destinations[0])
    with_marker = frame_image(window).getpixel((round(x), 719 - round(y)))
    table.controls.destinations = []
    table.markers.destinations_changed()
    without = frame_image(window).getpixel((round(x), 719 - round(y)))
    assert with_marker != without
    bright = theme.shade(theme.player_colour(screen.session.state.current_player()), 1.25)
    assert all(abs(a - b) <= 16 for a, b in zip(with_marker, bright[:3]))


def test_damage_boxes_merge_when_near_and_stay_apart_when_far():
    from game.ui.layer_boxes import box_union, merge_boxes
    near = [(100, 100, 130, 130), (132, 100, 160, 130), (100, 132, 130, 160)]
    far = [(800, 500, 830, 530)]
    merged = merge_boxes(near + far)
    assert len(merged) == 2
    assert (100, 100, 160, 160) in merged and far[0] in merged
    many = [(x * 200, y * 150, x * 200 + 20, y * 150 + 20) for x in range(5) for y in range(4)]
    merged = merge_boxes(many, max_passes=4)
    assert len(merged) <= 4
    for box in many:                                        # every box stays covered
        assert any(box_union(box, m) == m for m in merged)


def test_a_multisampled_board_layer_is_patched_too_and_shows_what_a_whole_render_shows(window):
    """On a graphics card the layer is multisampled: a move still draws only its changes into
    it (the resolve is the card's work; a whole render's drawing would be Python's)."""
    from game.scenes.constitution.screen import ConstitutionScreen
    from game.core.session import Seat
    screen = ConstitutionScreen.demo()
    screen.baked.samples = 4
    screen.session.seats = [Seat.human(), Seat.human()]
    show_screen(window, screen, 0)
    run_until_settled(window, screen)
    assert screen.baked._ms_fbo is not None
    renders, patches = screen.baked.renders, screen.baked.patches
    for k in range(2):
        state = screen.session.state
        play(window, screen, state.legal_moves()[(3 * k + 1) % len(state.legal_moves())])
    assert screen.baked.renders == renders and screen.baked.patches > patches
    patched = frame_image(window)
    screen.baked.invalidate()
    whole = frame_image(window)
    assert screen.baked.renders == renders + 1
    assert patched.tobytes() == whole.tobytes()



def test_a_frame_that_patches_the_board_layer_builds_no_destination_markers(window):
    # issue 24: the move's last cells (a patch of the layer) and the next turn's destination
    # markers (a millisecond) fell on the same frame
    screen = open_demo(window)
    markers = screen.table.markers._destinations
    seen = []                                  # per frame: the layer patched, the markers built
    for move in range(MOVES):
        moves = screen.session.state.legal_moves()
        screen.apply_move(moves[move * 7 % len(moves)])
        for _ in range(240):
            before = (screen.baked.patches, markers.builds)
            window.render_frame(1 / 60)
            seen.append((screen.baked.patches > before[0], markers.builds > before[1]))
            if not screen.is_animating() and not markers.dirty:
                break
    assert sum(p for p, _ in seen) >= MOVES and sum(m for _, m in seen) >= MOVES
    assert (True, True) not in seen


def test_a_moves_scores_come_in_on_the_frame_after_its_cells_turned_over(window):
    # issue 24: the cells turning over (a patch of the board layer) and the new scores (the
    # scoreboard's and the side panel's texts) fell on one frame
    screen = open_demo(window)
    board = screen.scoreboard
    seen = []                                  # per frame: the layer patched, the scores came in
    for move in range(MOVES):
        moves = screen.session.state.legal_moves()
        screen.apply_move(moves[move * 7 % len(moves)])
        for _ in range(240):
            before = (screen.baked.patches, board.values)
            window.render_frame(1 / 60)
            seen.append((screen.baked.patches > before[0], board.values != before[1]))
            if not screen.is_animating() and not board._due:
                break
    assert sum(p for p, _ in seen) >= MOVES and sum(s for _, s in seen) >= MOVES
    assert (True, True) not in seen
