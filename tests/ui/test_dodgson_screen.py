"""The Not a Dodgson System Chess screen, rendered headless: pixels, mouse, keyboard cursor, pads,
the vacancy rule on screen, promotion, the crossing animation, passes and the results.

Runs in the suite's hidden window, so it needs a display (`python3 build.py test` runs pytest
under xvfb-run; without one these tests are skipped). Positions come from the engine tests'
helpers (tests/dodgson/helpers.py), so they go through the position notation too.
"""
from __future__ import annotations

import math

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from game.engines.dodgson import GAME  # noqa: E402
from game.engines.dodgson.board import BOARD_OFFSET, SQUARES, parse_square  # noqa: E402
from game.ui.input import Action  # noqa: E402
from tests.dodgson.helpers import make_state  # noqa: E402
from tests.ui.helpers import InstantWorker, pixel, send  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import screen_image as image  # noqa: E402
from game.scenes.mode_steps import make_screen


@pytest.fixture
def window(app):
    """The suite's shared hidden window (tests/conftest.py), cleaned for this test (tests/ui/conftest.py)."""
    return app


def open_screen(window, state=None, seats=None):
    from game.scenes.dodgson.screen import DodgsonScreen
    state = state if state is not None else GAME.new_initial_state({}, seed=1)
    screen = DodgsonScreen.for_state(state, seats)
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def sq(text: str) -> tuple[int, int]:
    """'A c3' -> (board, square)."""
    board, square = text.split()
    return "AB".index(board), parse_square(square)


def centre(text: str) -> tuple[float, float]:
    from game.scenes.dodgson.layout import square_xy
    return square_xy(*sq(text))


def click(window, text: str, dx: float = 3, dy: float = -2) -> None:
    x, y = centre(text)
    send(window, "on_mouse_motion", x + dx, y + dy, 0, 0)
    send(window, "on_mouse_press", x + dx, y + dy, arcade.MOUSE_BUTTON_LEFT, 0)


def body_point(seat: int, x: float, y: float) -> tuple[float, float]:
    """A point on a token's body, clear of the glyph and of its rim."""
    from game.scenes.dodgson.layout import TOKEN_R
    if seat == 2:                       # the triangle: low on its left, where it is wide
        return x - TOKEN_R * 0.7, y - TOKEN_R * 0.55
    return x - TOKEN_R * 0.62, y - TOKEN_R * 0.05


def owner_by_colour(colour) -> int:
    """The seat whose token colour is nearest (the body is the fill, lit from above)."""
    from game.scenes.dodgson.palette import SEAT_FILL
    return min(range(4), key=lambda s: sum((int(a) - int(b)) ** 2 for a, b in zip(colour, SEAT_FILL[s])))


def settle(window, screen, frames: int = 400):
    for _ in range(frames):
        if not screen.is_animating():
            break
        window.render_frame(1 / 30)
    window.render_frame()


def piece_at(state, text: str):
    board, square = sq(text)
    code = state.cells[BOARD_OFFSET[board] + square]
    return (code >> 3, code & 7) if code else None


# ---- pixels --------------------------------------------------------------------------------
def test_each_players_pieces_show_that_players_colour(window):
    screen = open_screen(window)
    img = image(window)
    state = screen.session.state
    seen = set()
    from game.scenes.dodgson.layout import square_xy
    for cell, code in enumerate(state.cells):
        if not code:
            continue
        board, square = divmod(cell, SQUARES)
        x, y = square_xy(board, square)
        seat = code >> 3
        got = pixel(window, *body_point(seat, x, y), image=img)
        assert owner_by_colour(got) == seat, (cell, got)
        seen.add(seat)
    assert seen == {0, 1, 2, 3}
    # an empty square shows the board, not a token
    from game.scenes.dodgson.palette import SEAT_FILL
    empty = pixel(window, *centre("A d3"), image=img)
    assert min(sum((int(a) - int(b)) ** 2 for a, b in zip(empty, fill)) for fill in SEAT_FILL) > 900


def test_the_two_boards_sit_side_by_side_left_of_the_panel(window):
    from game.scenes.dodgson.layout import BOARD_LEFTS, BOARD_W, square_at
    screen = open_screen(window)
    assert BOARD_LEFTS[0] + BOARD_W < BOARD_LEFTS[1]
    assert BOARD_LEFTS[1] + BOARD_W < screen.panel.left
    assert square_at(*centre("A a1")) == sq("A a1")
    assert square_at(*centre("B g6")) == sq("B g6")
    assert square_at(BOARD_LEFTS[0] + BOARD_W + 20, centre("A a1")[1]) is None


# ---- mouse ---------------------------------------------------------------------------------
def test_clicking_a_piece_then_a_square_plays_that_move(window):
    screen = open_screen(window)
    click(window, "A b1")
    assert screen.controls.selected == sq("A b1")
    assert set(screen.controls.targets) == {parse_square("a3"), parse_square("c3")}     # d2: its own pawn
    assert screen.session.moves == []          # choosing a piece plays nothing yet
    click(window, "A c3")
    assert screen.session.moves == ["A b1-c3"]
    live = screen.session.state
    assert piece_at(live, "B c3") == (0, 2) and piece_at(live, "A b1") is None


def test_a_click_on_someone_elses_piece_selects_nothing(window):
    screen = open_screen(window)
    click(window, "B b1")                       # Gold's knight on White's turn
    assert screen.controls.selected is None and screen.session.moves == []
    assert "Gold" in screen.status_text()


def test_the_landing_square_is_highlighted_on_both_boards(window):
    screen = open_screen(window)
    click(window, "A a2")
    before = pixel(window, *centre("B a3"))     # nothing aimed at yet: a faint ring only
    x, y = centre("A a3")
    send(window, "on_mouse_motion", x + 2, y + 2, 0, 0)
    assert screen.controls.focus == sq("A a3")
    img = image(window)
    # the see-through ghost of the pawn stands on B a3, where the move would put it
    ghost = pixel(window, *body_point(0, *centre("B a3")), image=img)
    assert sum(ghost) > sum(before) + 60
    # and the target square on board A is framed
    lx = centre("A a3")[0] - 29 + 2.5
    frame = pixel(window, lx, y, image=img)
    assert frame[0] > 180 and frame[1] > 170           # the light frame colour, not the navy square


# ---- the vacancy rule on screen ---------------------------------------------------------------
def test_a_destination_blocked_by_the_other_board_is_marked_with_its_reason(window):
    from game.scenes.dodgson.palette import BLOCKED
    state = make_state({"A a1": "Wr", "B a3": "Gp"})
    screen = open_screen(window, state)
    click(window, "A a1")
    assert parse_square("a3") in screen.controls.blocked
    assert parse_square("a3") not in screen.controls.targets and parse_square("a4") in screen.controls.targets
    x, y = centre("A a3")
    img = image(window)
    mark = pixel(window, x, y + 7.8, image=img)
    assert mark[0] > mark[1] + 60 and mark[0] > 150, mark        # the red no-entry ring
    legal = pixel(window, *centre("A a4"), image=img)
    assert not (legal[0] > legal[1] + 60)                         # a legal target is not red
    send(window, "on_mouse_motion", x + 2, y + 2, 0, 0)
    lines = screen.tooltip.lines()
    assert lines is not None and lines[1].startswith("blocked: B a3 occupied")
    window.render_frame()
    # the twin square that blocks it is framed red on board B
    bx, by = centre("B a3")
    edge = pixel(window, bx - 29 + 2.5, by + 10)
    assert abs(edge[0] - BLOCKED[0]) < 50 and edge[0] > edge[2] + 50
    # clicking it plays nothing and says why
    send(window, "on_mouse_press", x + 2, y + 2, arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.session.moves == []
    assert "B a3" in screen.status_text() and "occupied" in screen.status_text()


# ---- keyboard cursor and pads ------------------------------------------------------------------
def walk_cursor(window, screen, device_keys, target: str) -> None:
    """Press arrows until the cursor stands on `target` (across both boards)."""
    up, down, left, right = device_keys
    press(window, right)
    press(window, left)                         # the cursor is shown and back where it started
    board, square = sq(target)
    for _ in range(40):
        cur = screen.controls.cursor()
        if cur == (board, square):
            return
        col, row = cur[0] * 7 + cur[1] % 7, cur[1] // 7
        tcol, trow = board * 7 + square % 7, square // 7
        if col < tcol:
            press(window, right)
        elif col > tcol:
            press(window, left)
        elif row < trow:
            press(window, up)
        else:
            press(window, down)
    raise AssertionError(f"the cursor never reached {target}")


ARROWS = (arcade.key.UP, arcade.key.DOWN, arcade.key.LEFT, arcade.key.RIGHT)


def test_the_keyboard_cursor_crosses_boards_selects_and_plays(window):
    screen = open_screen(window)
    walk_cursor(window, screen, ARROWS, "B a1")          # right across from board A to B...
    walk_cursor(window, screen, ARROWS, "A g2")          # ...and back
    press(window, arcade.key.ENTER)
    assert screen.controls.selected == sq("A g2")
    press(window, arcade.key.ESCAPE)                     # Esc drops the piece, not the game
    assert screen.controls.selected is None and screen.window.scenes.current is screen
    walk_cursor(window, screen, ARROWS, "A f1")
    press(window, arcade.key.ENTER)
    assert screen.controls.selected == sq("A f1")
    walk_cursor(window, screen, ARROWS, "A g3")
    press(window, arcade.key.ENTER)
    assert screen.session.moves == ["A f1-g3"]
    assert piece_at(screen.session.state, "B g3") == (0, 2)


def test_each_player_drives_the_cursor_with_their_own_device(window):
    seats = [Seat.human("pad1"), Seat.human("pad2"), Seat.human("pad3"), Seat.human("pad4")]
    screen = open_screen(window, seats=seats)
    assert screen.on_action("pad2", Action.RIGHT) is False       # Gold's pad on White's turn
    assert "pad2" not in screen.controls.cursors
    start = screen.controls.cursor()
    screen.on_action("pad1", Action.RIGHT)              # the first press shows the cursor...
    assert screen.controls.cursor_shown and screen.controls.cursors["pad1"] == start
    screen.on_action("pad1", Action.RIGHT)              # ...the next ones move it
    assert screen.controls.cursors["pad1"] == (start[0], start[1] + 1)
    # pad 1 plays White's knight with its own cursor
    screen.controls.cursors["pad1"] = sq("A b1")
    screen.on_action("pad1", Action.CONFIRM)
    screen.controls.cursors["pad1"] = sq("A a3")
    screen.on_action("pad1", Action.CONFIRM)
    assert screen.session.moves == ["A b1-a3"]
    settle(window, screen)
    # now Gold's turn: pad 1 may not move, pad 2 has a cursor of its own
    screen.on_action("pad1", Action.CONFIRM)
    assert screen.session.moves == ["A b1-a3"] and screen.controls.selected is None
    screen.on_action("pad2", Action.UP)
    assert "pad2" in screen.controls.cursors and screen.controls.cursor() == screen.controls.cursors["pad2"]


# ---- promotion ----------------------------------------------------------------------------
def test_a_pawn_reaching_the_far_rank_opens_the_promotion_picker(window):
    state = make_state({"A b5": "Wp"})
    screen = open_screen(window, state)
    click(window, "A b5")
    click(window, "A b6")
    assert screen.controls.picker is not None and screen.session.moves == []
    from game.engines.dodgson.board import BISHOP, KNIGHT, QUEEN, ROOK
    assert screen.controls.picker.choices == [QUEEN, ROOK, BISHOP, KNIGHT]
    window.render_frame()
    # the picker is drawn: its frame's gold outline around the slots
    l, b, w, h = screen.controls.picker_box()
    assert pixel(window, l + w / 2, b + 1)[0] > 200
    rl, rb, rw, rh = screen.controls.picker_rects()[1]            # the rook slot
    send(window, "on_mouse_press", rl + rw / 2, rb + rh / 2, arcade.MOUSE_BUTTON_LEFT, 0)
    assert screen.session.moves == ["A b5-b6=R"]
    assert piece_at(screen.session.state, "B b6") == (0, ROOK)


def test_the_promotion_picker_works_with_keys_and_can_be_closed(window):
    from game.engines.dodgson.board import KNIGHT
    state = make_state({"A b5": "Wp"})
    screen = open_screen(window, state)
    click(window, "A b5")
    click(window, "A b6")
    press(window, arcade.key.ESCAPE)
    assert screen.controls.picker is None and screen.session.moves == []
    click(window, "A b6")
    for _ in range(3):
        press(window, arcade.key.RIGHT)
    press(window, arcade.key.ENTER)
    assert screen.session.moves == ["A b5-b6=N"]
    assert piece_at(screen.session.state, "B b6") == (0, KNIGHT)


def test_pawn_like_promotion_needs_no_picker(window):
    from game.engines.dodgson.board import PAWNLIKE
    state = make_state({"A b5": "Wp"}, pawn_like=True)
    screen = open_screen(window, state)
    click(window, "A b5")
    click(window, "A b6")
    assert screen.controls.picker is None
    assert screen.session.moves == ["A b5-b6=M"]
    settle(window, screen)
    assert piece_at(screen.session.state, "B b6") == (0, PAWNLIKE)


# ---- animation ----------------------------------------------------------------------------
def test_a_move_slides_then_arcs_over_to_the_other_board(window):
    from game.scenes.dodgson.layout import BOARD_LEFTS, BOARD_TOP, BOARD_W
    screen = open_screen(window)
    click(window, "A c2")
    click(window, "A c3")
    anim = screen.animation
    assert anim is not None and screen.is_animating()
    target = centre("B c3")
    # while it flies the piece is not yet drawn on B c3
    assert owner_by_colour(pixel(window, *body_point(0, *target))) != 0
    xs, top = [], 0.0
    for _ in range(200):
        if screen.animation is None:
            break
        x, y = screen.animation.piece_xy()
        xs.append(x)
        top = max(top, y)
        window.render_frame(1 / 60)
    assert screen.animation is None
    # it slid on board A, crossed the gap between the boards, above the row it left, and landed
    assert min(xs) < BOARD_LEFTS[0] + BOARD_W < BOARD_LEFTS[1] < max(xs)
    assert top > centre("A c3")[1] + 40
    assert math.isclose(xs[-1], target[0], abs_tol=20)
    window.render_frame()
    img = image(window)
    assert owner_by_colour(pixel(window, *body_point(0, *target), image=img)) == 0
    # the square it left is empty board again
    left_behind = pixel(window, *body_point(0, *centre("A c2")), image=img)
    assert owner_by_colour(left_behind) != 0 or sum(left_behind) < 500
    assert top < BOARD_TOP + 200


def test_a_capture_fades_the_victim(window):
    state = make_state({"A c3": "Wp", "A d4": "Bp"})
    screen = open_screen(window, state)
    click(window, "A c3")
    click(window, "A d4")
    assert screen.session.moves == ["A c3xd4"]
    anim = screen.animation
    alphas = []
    for _ in range(200):
        if screen.animation is None:
            break
        alphas.append(screen.animation.victim_alpha())
        window.render_frame(1 / 60)
    assert alphas[0] == 1.0 and alphas[-1] == 0.0
    assert all(a >= b for a, b in zip(alphas, alphas[1:]))
    assert anim.victim >> 3 == 2


def test_enter_skips_the_animation(window):
    screen = open_screen(window)
    click(window, "A c2")
    click(window, "A c3")
    assert screen.is_animating()
    press(window, arcade.key.ENTER)
    assert not screen.is_animating()


# ---- passes, panel, results -----------------------------------------------------------------
VACANCY = "A:3Bq3/6Br/2Bp4/2Wp4/Wp6/WrWn5 B:7/1Np2Np2/2Nq4/Gp6/3Gp3/7 W 0 -"


def test_a_forced_pass_is_offered_then_announced(window):
    state = GAME.state_from_position(VACANCY)
    screen = open_screen(window, state)
    assert screen.controls.pass_pending
    assert "must pass" in screen.status_text()
    press(window, arcade.key.ENTER)
    assert screen.session.moves == ["pass"]
    assert screen.banners.queue and "White passes" in screen.banners.queue[0][0]
    assert "passed" in screen.status_text()
    assert screen.is_animating()                     # bots wait while the pass is announced
    settle(window, screen)
    assert not screen.banners.queue or not screen.is_animating()


def test_the_standings_show_pieces_taken_and_points_if_a_player_fell(window):
    state = make_state({"A c3": "Wp", "A d4": "Bp", "A a1": "Wq"}, captures="WxBq,WxBp2,GxBr")
    screen = open_screen(window, state)
    snap = screen.snap
    assert snap.points(0, 2) == 5 and snap.points(1, 2) == 2
    assert snap.leaders(2) == (0,)
    assert screen.seat_score(screen.session.state, 2) == "1 ♟"
    texts = screen.standings.all_texts()
    assert "5" in texts and "if Black falls" in texts


def test_the_standings_column_heads_keep_clear_of_the_next_token_and_the_border(window):
    """"if Green falls" ended against the table's rounded border: every head now ends clear of
    the next column's token, the last one clear of the border, all at one size."""
    screen = open_screen(window)
    table = screen.standings
    heads = table.texts["victims"]
    assert [h.text for h in heads] == ["if White falls", "if Gold falls", "if Black falls", "if Green falls"]
    assert len({h.font_size for h in heads}) == 1
    tokens = {seat: x - r for seat, x, _, r in table.token_spots()[4:]}
    for victim, head in enumerate(heads):
        right = head.x + head.content_width
        limit = tokens[victim + 1] - 4 if victim < 3 else table.left + table.width - 12
        assert right <= limit, (head.text, right, limit)


def test_the_end_shows_points_and_the_tie_break(window):
    from game.scenes.results import ResultsScene
    # Black's last piece falls; White and Gold tie on 3 points, White took a rook and wins.
    state = make_state({"A c3": "Wp", "A d4": "Bp"}, captures="WxBr,GxBn,GxBp")
    screen = open_screen(window, state)
    click(window, "A c3")
    click(window, "A d4")
    assert screen.session.is_over()
    outcome = screen.session.outcome()
    assert outcome.winners == (0,)
    for _ in range(200):
        window.render_frame(1 / 20)
        if isinstance(window.scenes.current, ResultsScene):
            break
    results = window.scenes.current
    assert isinstance(results, ResultsScene)
    assert "Black fell first" in results.reason.text and "more rooks" in results.reason.text
    details = [row[2].text for row in results.rows]
    assert "took ♜ ♟ from Black" in details[0] and "lost every piece first" in details[2]
    assert results.rows[0][3].text == "3"


def test_a_bot_seat_moves_and_the_human_then_plays(window):
    worker = InstantWorker()
    previous, window._bot_worker = window._bot_worker, worker
    window.settings.bot_speed = 0.0
    try:
        seats = [Seat.bot_seat("easy"), Seat.human(), Seat.human(), Seat.human()]
        screen = open_screen(window, seats=seats)
        assert not screen.controls.interactive
        animated = False
        for _ in range(300):
            window.render_frame(1 / 20)
            animated = animated or screen.animation is not None
            if screen.session.moves and not screen.is_animating():
                break
        assert worker.requests == 1 and animated
        assert screen.controls.interactive and screen.session.current_player() == 1
    finally:
        window._bot_worker = previous


# ---- tutorials ----------------------------------------------------------------------------
def test_the_crossing_lesson_is_played_on_the_screen(window):
    from pathlib import Path
    from game.core.levels import load_level
    from game.modes.lesson import Lesson
    level = load_level(Path(__file__).resolve().parents[2] / "levels" / "tutorials" / "dodgson-01-crossing.toml")
    screen = make_screen(Lesson(level))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    assert not screen.controls.interactive                   # the coach speaks first
    press(window, arcade.key.ENTER)
    window.render_frame()
    assert screen.controls.interactive
    click(window, "A b1")
    click(window, "A c3")                           # a legal move, but not the lesson's
    assert screen.session.moves == [] and screen.lesson.hint
    click(window, "A c2")
    click(window, "A c3")
    assert screen.session.moves == ["A c2-c3"]
    for _ in range(600):
        window.render_frame(1 / 20)
        if len(screen.session.moves) == 4 and not screen.is_animating():
            break
    assert screen.session.moves[1:] == ["B d2-d3", "A e5-e4", "B b5-b4"]
    window.render_frame()
    assert screen.controls.interactive
    click(window, "B c3")                           # the pawn now stands on board B
    click(window, "B c4")
    assert screen.session.moves[-1] == "B c3-c4"
