"""Couch play with gamepads: a seated pad unplugged mid-match pauses the match (input ignored)
until it comes back or another device takes the seat; and four stand-in pads join the lobby,
seat themselves and play a four-seat Not a Dodgson System Chess game to its end by d-pad and A,
one of them unplugged and plugged back in on the way. Everything is counted in frames and
input events."""
from __future__ import annotations

import pytest

from game.engines.dodgson.board import BOARD_OFFSET, NUM_FILES
from game.engines.dodgson.notation import PASS
from tests.ui.helpers import KEY, StandInPad, near, press, region_colours, screen_image, settle, show

pytestmark = pytest.mark.screen

FRAME = 1 / 60


@pytest.fixture
def plug(app):
    """Stand-in pads plugged in (announced, as the system would); all unplugged afterwards."""
    from game.ui import input as input_layer
    plugged = []

    def plug(*names):
        new = [StandInPad(name) for name in names]
        for pad in new:
            app.input.on_connect(pad)
            plugged.append(pad)
        return new
    yield plug
    for pad in plugged:
        app.input.on_disconnect(pad)
    app.notices.queue.clear()
    input_layer._note_family(input_layer.XBOX)


def seated_match(app, game, pads, options=None):
    """A lobby for `game` whose seats the pads take in order; started by the first pad."""
    from game.scenes.directory import make_scene
    lobby = make_scene("lobby", game, options or {})
    show(app, lobby)
    for pad in pads:
        pad.press(a_button(pad))
    pads[0].press(a_button(pads[0]))
    settle(app)
    screen = app.scenes.current
    assert hasattr(screen, "session"), type(screen).__name__
    return screen


def frames_until(app, done, limit: int, what: str) -> int:
    for count in range(limit):
        if done():
            return count
        app.render_frame(FRAME)
    assert done(), f"{limit} frames without {what}"
    return limit


def watch_on_top(app):
    return type(app.scenes.current).__name__ == "SeatWatchScene"


# ---- the pause and its end ----------------------------------------------------------------------
def test_an_unplugged_seat_pauses_the_match_ignores_input_and_resumes_when_the_pad_returns(app, plug):
    first, second = plug("Xbox Wireless Controller", "Xbox Wireless Controller 2")
    screen = seated_match(app, "nim", [first, second])
    first.press("a")                                 # pad1 plays a move; now pad2's seat is to move
    assert len(screen.session.moves) == 1
    calm = region_colours(app, 240, 200, 800, 320, step=8)
    app.input.on_disconnect(second)
    assert watch_on_top(app)
    watch = app.scenes.current
    words = watch.lines[0].reading
    assert words == (f"Gamepad 2 ({screen.seat_name(1)}'s seat) was unplugged: plug it back in, or press "
                     "A / Enter on another device to take the seat")
    image = screen_image(app)
    paused = region_colours(app, 240, 200, 800, 320, step=8, image=image)
    assert sum(a != b for a, b in zip(calm, paused)) > len(calm) // 3        # the notice is drawn over the board
    from game.ui import theme
    assert any(near(c, theme.ACCENT, 20) for c in paused)                  # its gold frame and title
    # meanwhile input does nothing: the other pad, the keys of a seated device, the unplugged pad
    for button in ("a", "dpleft", "b", "x"):
        first.press(button)
        second.press(button)
    for _ in range(30):
        app.render_frame(FRAME)
    assert len(screen.session.moves) == 1 and screen.paused and watch_on_top(app)
    app.input.on_connect(second)                     # back: the match goes on
    app.render_frame(FRAME)
    assert app.scenes.current is screen and not screen.paused
    assert screen.session.seats[1].device == "pad2"
    assert any("Gamepad 2 is back" in n.message for n in app.notices.queue)
    frames_until(app, lambda: not screen.is_animating(), 120, "the first move's animation")   # held while paused
    second.press("a")
    assert len(screen.session.moves) == 2


def test_another_device_takes_the_empty_seat_but_a_seated_one_cannot(app, plug):
    first, second = plug("Xbox Wireless Controller", "Xbox Wireless Controller 2")
    screen = seated_match(app, "nim", [first, second])
    app.input.on_disconnect(second)
    first.press("a")                                 # seated elsewhere: cannot take a second seat
    assert watch_on_top(app) and screen.session.seats[1].device == "pad2"
    press(app, KEY.SPACE)                            # the WASD half plays nowhere: it takes the seat
    app.render_frame(FRAME)
    assert app.scenes.current is screen and screen.session.seats[1].device == "wasd"
    assert any("Keyboard (WASD) now plays" in n.message for n in app.notices.queue)


def test_a_pad_back_under_another_slot_number_gets_its_own_seat_and_a_pause_menu_waits(app, plug):
    first, second = plug("Xbox Wireless Controller", "DualSense Wireless Controller")
    screen = seated_match(app, "nim", [first, second])
    app.input.on_disconnect(second)
    app.input.on_disconnect(first)                   # both seats wait
    watch = app.scenes.current
    app.render_frame(FRAME)
    assert sorted(watch.waiting) == [0, 1] and len(watch.lines) == 2      # one line a seat
    app.input.on_connect(second)                     # the lowest free slot: it plays as pad1 now
    assert screen.session.seats[1].device == "pad1" and list(watch.waiting) == [0]
    assert any("Gamepad 2 is back as Gamepad 1" in n.message for n in app.notices.queue)
    press(app, KEY.F10)                              # the arrows half plays no seat: the menu stays shut
    assert watch_on_top(app)
    app.input.on_disconnect(second)                  # and the seat it took back waits again
    assert sorted(watch.waiting) == [0, 1]
    app.input.on_connect(second)
    press(app, KEY.ENTER)                            # a keyboard takes the other seat
    assert screen.session.seats[0].device == "kbm"
    app.render_frame(FRAME)
    assert app.scenes.current is screen
    press(app, KEY.ESCAPE)                           # a seated device's menu: the pause menu
    assert type(app.scenes.current).__name__ == "PauseScene"


# ---- THE test: four pads, the lobby, a whole Dodgson game -------------------------------------------
def grid(board: int, square: int) -> tuple[int, int]:
    """(column across both boards, rank): where the screen's cursor walks (controls.move_cursor)."""
    return board * NUM_FILES + square % NUM_FILES, square // NUM_FILES


def steps(a, b) -> int:
    (c1, r1), (c2, r2) = grid(*a), grid(*b)
    return abs(c1 - c2) + abs(r1 - r2)


def choose(state, cursor):
    """A simple player: take something if it can, else the move nearest the cursor."""
    moves = [m for m in state.legal_moves() if m != PASS]
    if not moves:
        return PASS
    captures = [m for m in moves if state.cells[BOARD_OFFSET[m[0]] + m[2]]]
    return min(captures or moves, key=lambda m: (steps(cursor, (m[0], m[1])) + steps((m[0], m[1]), (m[0], m[2])),
                                                  str(m)))


def walk(pad, screen, device, goal) -> int:
    """Press the d-pad until the device's cursor is on `goal`; the presses made."""
    presses = 0
    while screen.controls.cursors[device] != goal:
        (c, r), (gc, gr) = grid(*screen.controls.cursors[device]), grid(*goal)
        pad.press("dpright" if gc > c else "dpleft" if gc < c else "dpup" if gr > r else "dpdown")
        presses += 1
        assert presses <= 30, f"the cursor does not reach {goal}"
    return presses


def a_button(pad) -> str:
    """pyglet's name for the button marked A: a Nintendo pad's A is on the right, where it says "b"."""
    return "b" if "Nintendo" in pad.name else "a"


def play_by_pad(pad, screen, device) -> int:
    """The seat to move plays a move with its pad: d-pad to the piece, A, d-pad to the square, A."""
    before = len(screen.session.moves)
    a = a_button(pad)
    if screen.controls.pass_pending:
        pad.press(a)
        return 1
    presses = 0
    if not screen.controls.cursor_shown or device not in screen.controls.cursors:
        pad.press("dpup")                            # the first press shows the cursor
        presses += 1
    move = choose(screen.session.state, screen.controls.cursors[device])
    presses += walk(pad, screen, device, (move[0], move[1]))
    pad.press(a)                                     # picks the piece up
    assert screen.controls.selected == (move[0], move[1])
    presses += walk(pad, screen, device, (move[0], move[2]))
    pad.press(a)
    if screen.controls.picker is not None:                    # a promotion: the first choice
        pad.press(a)
    assert len(screen.session.moves) == before + 1, f"{move} was not played"
    return presses + 2


def test_four_pads_join_the_lobby_and_play_dodgson_to_the_end_one_leaving_and_returning(app, plug):
    from game.scenes.setup import CouchScene
    from game.ui import theme
    theme.set_animation_speed(8)                     # the moves' animations, counted in fewer frames
    pads = plug("Xbox Wireless Controller", "DualSense Wireless Controller", "Nintendo Switch Pro Controller",
                "Xbox Wireless Controller 2")
    by_name = {pad.name: pad for pad in pads}
    # Couch multiplayer, by the first pad: Dodgson, 30 rounds without a capture at most, Start
    setup = CouchScene()
    show(app, setup)
    one = pads[0]
    for _ in range(10):
        if setup.choice.name == "dodgson":
            break
        one.press("dpdown")
    one.press("a")
    rounds = setup.option_rows["stall_rounds"]
    while setup.ui.focused is not rounds:
        one.press("dpdown")
    while rounds.value != 30:
        one.press("dpright")
    while setup.ui.focused is not setup.start:
        one.press("dpdown")
    one.press("a")
    settle(app)
    lobby = app.scenes.current
    assert type(lobby).__name__ == "LobbyScene"
    # the keyboard would sit down, but the four seats are kept for the four pads
    press(app, KEY.ENTER)
    assert lobby.seating.devices() == []
    for pad in pads:
        pad.press(a_button(pad))
    assert lobby.seating.devices() == ["pad1", "pad2", "pad3", "pad4"]
    pads[3].press("dpleft")                          # every seat taken: nowhere to move
    assert lobby.seating.seat_of("pad4") == 3
    one.press("start")
    settle(app)
    screen = app.scenes.current
    assert type(screen).__name__ == "DodgsonScreen" and screen.session.options["stall_rounds"] == 30
    session = screen.session
    assert [s.device for s in session.seats] == ["pad1", "pad2", "pad3", "pad4"]

    def pad_of(seat: int):
        return app.input.controller_of(session.seats[seat].device)

    frames = presses = 0
    unplugged = False
    while not session.is_over():
        frames += frames_until(app, lambda: session.is_over() or (screen.controls.interactive and screen.animation is None),
                               240, "the next turn")
        if session.is_over():
            break
        seat = session.current_player()
        device = session.seats[seat].device
        pad = pad_of(seat)
        if not unplugged and len(session.moves) == 12:
            # the pad to move is unplugged: the match waits, and no button of anyone plays
            unplugged = True
            name = pad.name
            app.input.on_disconnect(pad)
            assert watch_on_top(app)
            assert f"Gamepad {device[3:]} ({screen.seat_name(seat)}'s seat) was unplugged" in \
                app.scenes.current.lines[0].reading
            cursors = dict(screen.controls.cursors)
            for other in pads:
                for button in ("dpup", "a", "dpright", "a"):
                    other.press(button)
            for _ in range(20):
                app.render_frame(FRAME)
            assert len(session.moves) == 12 and screen.controls.cursors == cursors and watch_on_top(app)
            app.input.on_connect(by_name[name])          # plugged back in: the match resumes
            app.render_frame(FRAME)
            assert app.scenes.current is screen and not screen.paused
            assert session.seats[seat].device == device
            continue
        presses += play_by_pad(pad, screen, device)
    assert unplugged, "the game ended before a pad could leave"
    outcome = session.outcome()
    assert outcome is not None and len(session.moves) > 12
    frames += frames_until(app, lambda: type(app.scenes.current).__name__ == "ResultsScene", 240, "the results")
    movers = set(screen.movers)
    assert movers >= {0, 1, 2, 3}, "every seat played"
    # counted, not timed: the whole game took this many frames and presses
    assert frames < 4000 and presses < 1500, (frames, presses)


# ---- both screens read cleanly (the layout probe of tests/ui/test_layout.py) ------------------------
def test_the_lobby_and_the_pause_read_cleanly_with_every_kind_of_seat(app, plug):
    from game.scenes.directory import make_scene
    from tests.ui.font_coverage import missing_characters
    from tests.ui.layout_probe import LayoutProbe, problems

    def fonts(words, font):
        return missing_characters(words, font) if font is not None else ""
    xbox, ps, nintendo = plug("Xbox Wireless Controller", "DualSense Wireless Controller",
                              "Nintendo Switch Pro Controller")
    app.notices.queue.clear()
    found = []
    with LayoutProbe(app) as probe:
        for game in ("dodgson", "grundy", "nim"):
            lobby = make_scene("lobby", game, {})
            show(app, lobby)
            seats = len(lobby.seating.seats)
            found += [f"{game} empty: {p}" for p in problems(probe.frame(), fonts)]
            for pad in (xbox, ps, nintendo)[:seats - 1]:
                pad.press(a_button(pad))
            press(app, KEY.TAB)                      # a bot in the last seat
            app.notices.queue.clear()
            found += [f"{game} seated: {p}" for p in problems(probe.frame(), fonts)]
        screen = seated_match(app, "dodgson", [xbox, ps, nintendo, plug("Xbox Wireless Controller 2")[0]])
        app.input.on_disconnect(ps)
        app.input.on_disconnect(nintendo)
        app.notices.queue.clear()
        found += [f"pause: {p}" for p in problems(probe.frame(), fonts)]
        assert len(app.scenes.current.lines) == 2 and screen.paused
    assert not found, "\n".join(found)
