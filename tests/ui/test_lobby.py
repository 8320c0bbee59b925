"""The couch lobby, driven by injected input (stand-in pads, key presses, clicks) and read back from
the seating and the pixels: joining, seats, colours, leaving, bots, pads before keyboards, pads
plugged in and out while it is open, and the start of the match."""
from __future__ import annotations

import pytest

from tests.ui.helpers import KEY, StandInPad, click_at, near, pixel, press, screen_image, settle, show
from game.scenes.mode_steps import make_screen

pytestmark = pytest.mark.screen


@pytest.fixture
def pads(app):
    """Plug stand-in pads in (announced, as the window would hear them); unplugged afterwards."""
    from game.ui import input as input_layer
    plugged = []

    def plug(count=1, name="Xbox Wireless Controller"):
        new = [StandInPad(name) for _ in range(count)]
        for pad in new:
            app.input.on_connect(pad)
            plugged.append(pad)
        return new[0] if count == 1 else new
    yield plug
    for pad in plugged:
        app.input.on_disconnect(pad)
    input_layer._note_family(input_layer.XBOX)


def lobby(app, game="nim", options=None):
    from game.scenes.directory import make_scene
    scene = make_scene("lobby", game, options or {})
    show(app, scene)
    return scene


def band_pixel(app, scene, seat, image=None):
    """The colour of a card's band (clear of its words): the seat's colour once someone sits there."""
    from game.ui.lobby_cards import card_rects
    l, b, w, h = card_rects(len(scene.seating.seats))[seat]
    return pixel(app, l + w * 0.55, b + h - 8, image)


def devices(scene):
    return [s.device or f"bot:{s.bot}" if s is not None else None for s in scene.seating.seats]


def test_each_device_joins_with_its_confirm_button_and_the_cards_show_it(app, pads):
    pad = pads()
    scene = lobby(app, "dodgson")
    empty = band_pixel(app, scene, 0)
    pad.press("a")
    press(app, KEY.SPACE)                        # the WASD half
    press(app, KEY.ENTER)                        # the arrows half
    assert devices(scene) == ["pad1", "wasd", "kbm", None]
    image = screen_image(app)
    from game.scenes.dodgson.palette import SEAT_FILL
    for seat in range(3):
        assert near(band_pixel(app, scene, seat, image), scene.screen_cls.seat_colour_of(seat), 12)
    assert near(band_pixel(app, scene, 0, image), SEAT_FILL[0], 40) and not near(empty, SEAT_FILL[0], 40)
    words = [t.text for t in scene.texts if hasattr(t, "text")]
    assert {"Gamepad 1", "Keyboard (WASD)", "Keyboard & mouse", "Empty seat"} <= set(words)
    pad.press("a")                               # a seated device's confirm starts only a full table
    assert type(app.scenes.current).__name__ == "LobbyScene"


def test_the_mouse_joins_by_clicking_an_empty_card(app):
    from game.ui.lobby_cards import card_rects
    scene = lobby(app, "dodgson")
    l, b, w, h = card_rects(4)[2]
    click_at(app, *app.to_window(l + w / 2, b + h / 2))
    assert devices(scene) == [None, None, "kbm", None]


def test_left_and_right_move_to_the_next_free_seat_skipping_taken_ones(app, pads):
    first, second = pads(2)
    scene = lobby(app, "dodgson")
    first.press("a")
    second.press("a")                            # pad1 in White's seat, pad2 in Gold's
    first.press("dpright")                       # Gold's is taken: on to Black's
    assert devices(scene) == [None, "pad2", "pad1", None]
    first.press("dpleft")                        # back over Gold to White
    first.press("dpleft")                        # round the table to Green
    assert devices(scene) == [None, "pad2", None, "pad1"]
    image = screen_image(app)
    assert near(band_pixel(app, scene, 3, image), scene.screen_cls.seat_colour_of(3), 12)
    assert not near(band_pixel(app, scene, 0, image), scene.screen_cls.seat_colour_of(0), 12)   # empty: dimmed


def test_up_and_down_pick_a_colour_no_other_seat_shows(app, pads):
    first, second = pads(2)
    scene = lobby(app, "nim")
    first.press("a")
    second.press("a")
    palette = scene.seating.palette
    assert scene.seating.seats[0].colour == 0 and scene.seating.seats[1].colour == 1   # the game's own first
    first.press("dpdown")                        # colour 1 is the other seat's: skipped
    assert scene.seating.seats[0].colour == 2
    second.press("dpup")                         # 0 is free again
    assert scene.seating.seats[1].colour == 0
    for _ in range(len(palette) * 2):            # round and round: never the other's
        first.press("dpdown")
        assert scene.seating.seats[0].colour != scene.seating.seats[1].colour
    first.press("dpdown")
    colour = palette[scene.seating.seats[0].colour][0]
    assert near(band_pixel(app, scene, 0), colour, 12)


def test_a_game_with_its_own_colours_keeps_them_and_says_so(app, pads):
    pad = pads()
    scene = lobby(app, "dodgson")
    pad.press("a")
    before = scene.seating.seats[0].colour
    pad.press("dpdown")
    assert scene.seating.seats[0].colour == before
    assert "the colours are this game's own" in scene.subheading.text
    assert any("colours are the players' own" in n.message for n in app.notices.queue)
    pad.press("dpright")                         # another seat, its colour
    assert scene.seating.colour_of(1)[1] == "Gold"


def test_cancel_leaves_the_seat(app, pads):
    pad = pads()
    scene = lobby(app, "nim")
    pad.press("a")
    press(app, KEY.ENTER)
    pad.press("b")
    press(app, KEY.ESCAPE)
    assert devices(scene) == [None, None]
    assert type(app.scenes.current).__name__ == "LobbyScene"
    assert not near(band_pixel(app, scene, 0), scene.seating.palette[0][0], 40)     # the empty seat's dim band


def test_two_seats_never_hold_the_same_device(app, pads):
    pad = pads()
    scene = lobby(app, "dodgson")
    for _ in range(3):
        pad.press("a")                           # joined once; then its confirm is for starting
    assert devices(scene).count("pad1") == 1
    click_at(app, *app.to_window(*card_centre(scene, 3)))
    click_at(app, *app.to_window(*card_centre(scene, 1)))      # the mouse moves, it does not copy
    assert devices(scene).count("kbm") == 1 and devices(scene)[1] == "kbm"


def card_centre(scene, seat):
    from game.ui.lobby_cards import card_rects
    l, b, w, h = card_rects(len(scene.seating.seats))[seat]
    return l + w / 2, b + h / 2 + 60


def test_bots_fill_empty_seats_by_key_and_by_click_and_go_away(app):
    from game.ui.lobby_cards import chip_rects
    scene = lobby(app, "dodgson")
    press(app, KEY.ENTER)
    press(app, KEY.TAB)                          # a bot in the first free seat, Normal
    press(app, KEY.TAB)
    assert devices(scene) == ["kbm", "bot:normal", "bot:normal", None]
    view = scene.views[3]                        # the empty card's chips seat a bot at that level
    hard = dict(chip_rects(view))["hard"]
    click_at(app, *app.to_window(hard[0] + hard[2] / 2, hard[1] + hard[3] / 2))
    assert devices(scene)[3] == "bot:hard"
    press(app, KEY.TAB)                          # no seat free: the newest bot plays harder (round to Easy)
    assert devices(scene)[3] == "bot:easy"
    easy = dict(chip_rects(scene.views[1]))["easy"]
    click_at(app, *app.to_window(easy[0] + easy[2] / 2, easy[1] + easy[3] / 2))
    assert devices(scene)[1] == "bot:easy"
    press(app, KEY.TAB, KEY.MOD_SHIFT)           # the newest bot goes
    assert devices(scene) == ["kbm", "bot:easy", "bot:normal", None]
    assert scene.start_button.enabled is False
    press(app, KEY.TAB)
    assert scene.start_button.enabled is True
    image = screen_image(app)
    assert near(band_pixel(app, scene, 3, image), scene.screen_cls.seat_colour_of(3), 12)


def test_with_four_pads_the_pads_fill_the_seats_before_the_keyboards(app, pads):
    four = pads(4)
    scene = lobby(app, "dodgson")
    press(app, KEY.ENTER)                        # four pads waiting, four seats: kept for them
    press(app, KEY.SPACE)
    assert devices(scene) == [None] * 4
    assert "kept for the gamepads" in scene.join_text.reading
    four[0].press("a")
    four[1].press("a")
    four[2].press("a")                           # one seat, one pad still out: still kept
    press(app, KEY.SPACE)
    assert devices(scene) == ["pad1", "pad2", "pad3", None]
    press(app, KEY.SPACE)                        # asked again at once: seated all the same
    assert devices(scene) == ["pad1", "pad2", "pad3", "wasd"]
    four[3].press("a")
    assert devices(scene)[3] == "wasd"           # the table is full


def test_two_free_seats_and_one_waiting_pad_let_a_keyboard_in(app, pads):
    pads(1)
    scene = lobby(app, "nim")
    press(app, KEY.ENTER)
    assert devices(scene) == ["kbm", None]


def test_pads_plugged_in_and_out_while_the_lobby_is_open(app, pads):
    first = pads()
    scene = lobby(app, "dodgson")
    first.press("a")
    strip_before = list(scene.chips)
    second = pads()                              # plugged in now: on the strip at once
    app.render_frame()
    assert len(scene.chips) == len(strip_before) + 1
    assert [t.text for t in scene.texts].count("Gamepad 2") == 1
    second.press("a")
    assert devices(scene) == ["pad1", "pad2", None, None]
    app.input.on_disconnect(first)               # a seated pad leaves: its seat is free, with a notice
    assert devices(scene) == [None, "pad2", None, None]
    assert any("Gamepad 1 was unplugged: White's seat is free" in n.message for n in app.notices.queue)
    app.notices.queue.clear()
    image = screen_image(app)
    assert not near(band_pixel(app, scene, 0, image), scene.screen_cls.seat_colour_of(0), 12)
    assert [t.text for t in scene.texts].count("Gamepad 1") == 0


def test_start_waits_for_every_seat_then_plays_with_the_chosen_devices_and_colours(app, pads):
    from game.ui import theme
    pad = pads()
    scene = lobby(app, "nim")
    pad.press("a")
    pad.press("dpdown")                          # another colour than the game's first
    chosen = scene.seating.palette[scene.seating.seats[0].colour]
    pad.press("start")                           # a seat is empty: refused
    assert type(app.scenes.current).__name__ == "LobbyScene"
    press(app, KEY.ENTER)
    pad.press("a")                               # a seated pad's confirm starts the full table
    settle(app)
    screen = app.scenes.current
    assert [(s.kind, s.device) for s in screen.session.seats] == [("human", "pad1"), ("human", "kbm")]
    assert screen.seat_colour(0) == chosen[0] and screen.seat_name(0) == chosen[1]
    screen.leave()                               # the palette is the palette's own again
    settle(app)
    assert theme.player_colour(0) == theme.STANDARD_PLAYERS[0]


def test_couch_setup_start_opens_the_lobby_with_the_options(app):
    from game.scenes.setup import CouchScene
    scene = CouchScene()
    show(app, scene)
    scene.games.select(next(i for i, c in enumerate(scene.choices) if c.name == "dodgson"))
    press(app, KEY.ENTER)
    scene.option_rows["stall_rounds"].set_value(30)
    scene.start.on_click()
    settle(app)
    lobby_scene = app.scenes.current
    assert type(lobby_scene).__name__ == "LobbyScene" and lobby_scene.options["stall_rounds"] == 30
    assert len(lobby_scene.seating.seats) == 4
    press(app, KEY.ESCAPE)                       # nobody seated: Esc goes back to the game list
    settle(app)
    assert app.scenes.current is scene


def test_chosen_colours_go_with_their_match_unless_a_newer_one_chose_its_own(app):
    import gc
    from game.core.session import Seat
    from game.modes.couch import LobbyMatch
    from game.ui import theme
    from tests.ui.toy_screens import NIM
    seats = [Seat.human("kbm"), Seat.human("wasd")]
    orange, teal = ((240, 150, 40), "Orange"), ((40, 196, 200), "Teal")
    first = LobbyMatch(NIM, {}, seats, [orange, teal])
    screen = make_screen(first)
    assert theme.player_colour(0) == orange[0] and screen.seat_name(1) == "Teal"
    second = LobbyMatch(NIM, {}, seats, [teal, orange])
    newer = make_screen(second)
    del first, screen                               # dropped (as after a crash): the newer keeps its own
    gc.collect()
    assert theme.player_colour(0) == teal[0]
    del second, newer
    gc.collect()
    assert theme.player_colour(0) == theme.STANDARD_PLAYERS[0] and theme.player_colour_name(1) == "Red"
