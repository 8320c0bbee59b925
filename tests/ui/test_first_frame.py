"""Arcade may draw a view before its first update (a fade switches scenes inside an update,
and the same frame then draws the new view). Every scene, and every way into every game,
must draw with only what its constructor set up, then again after a resize and after input.

These tests draw without updating first, the order players hit; the real-loop tests in
test_real_loop.py run the same ways in through arcade.run()."""
from __future__ import annotations

from pathlib import Path

import pytest
from pyglet.event import EventDispatcher

from game import catalog
from devtools.showcase import scene_names
from tests.ui.helpers import KEY, brightness, draw_only, pixel
from game.scenes.mode_steps import make_screen

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]


def drawn(window):
    """What the last draw left in the framebuffer (no new frame is run to read it)."""
    import arcade
    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


def brightest(window, xs, ys) -> float:
    image = drawn(window)
    return max(brightness(pixel(window, x, y, image)) for x in xs for y in ys)


def enter_without_update(window, scene) -> None:
    window.scenes.reset(scene, fade=False)
    window.scenes.finish()
    draw_only(window)


def poke(window) -> None:
    """Draw after a resize and after each kind of input, still without an update."""
    EventDispatcher.dispatch_event(window, "on_resize", 1000, 600)
    draw_only(window)
    EventDispatcher.dispatch_event(window, "on_resize", 1280, 720)
    draw_only(window)
    for symbol in (KEY.DOWN, KEY.UP):
        EventDispatcher.dispatch_event(window, "on_key_press", symbol, 0)
        draw_only(window)
        EventDispatcher.dispatch_event(window, "on_key_release", symbol, 0)
    EventDispatcher.dispatch_event(window, "on_mouse_motion", 300, 300, 0, 0)
    draw_only(window)


@pytest.mark.parametrize("name", scene_names())
def test_every_named_scene_draws_before_its_first_update(app, name):
    from devtools.showcase import show_scene
    show_scene(app, name, after_each=draw_only)
    poke(app)
    # something was drawn: the frame is not the bare clear colour everywhere
    assert brightest(app, range(40, 1240, 30), range(60, 700, 40)) > 90


def _quick_session(game_name):
    from game.core.session import MatchSession, Seat
    from game.catalog import get_game
    game = get_game(game_name)
    count = game.num_players_for(game.default_options())
    seats = [Seat.human()] + [Seat.bot_seat("easy") for _ in range(count - 1)]
    return MatchSession(game, game.default_options(), 3, seats)


def _couch_session(game_name):
    from game.core.session import MatchSession, Seat
    from game.catalog import get_game
    game = get_game(game_name)
    options = game.default_options()
    players = next((o for o in game.options() if o.key == "players"), None)
    if game.num_players_for(options) < 2 and players is not None and 2 in players.choices:
        options["players"] = 2            # a couch match seats two (Margin of Error is solo unless asked)
    count = game.num_players_for(options)
    return MatchSession(game, options, 3, [Seat.human() for _ in range(count)])


@pytest.mark.parametrize("game_name", GAMES)
@pytest.mark.parametrize("way", ["quick", "couch", "continue"])
def test_a_new_or_resumed_match_draws_before_its_first_update(app, home, game_name, way):
    from game.core.session import MatchSession
    from game.catalog import screen_class
    session = _quick_session(game_name) if way == "quick" else _couch_session(game_name)
    if way == "continue":
        session.autosave()
        session = MatchSession.load(session.autosave_path())
    enter_without_update(app, screen_class(game_name)(session))
    poke(app)
    # the board side of the screen shows more than the backdrop
    assert brightest(app, range(60, 900, 20), range(100, 640, 40)) > 90


def _lessons():
    from game.core.lessons import load_tutorials
    levels, errors = load_tutorials()
    assert not errors
    return [pytest.param(level, id=Path(level.path).stem) for level in levels if level.game in GAMES]


@pytest.mark.parametrize("level", _lessons())
def test_every_lesson_draws_before_its_first_update(app, level):
    from game.modes.lesson import Lesson
    enter_without_update(app, make_screen(Lesson(level)))
    poke(app)
    assert brightest(app, range(60, 900, 20), range(100, 640, 40)) > 90


BOARD_POINTS = [(x, y) for x in range(60, 900, 12) for y in range(100, 640, 12)]    # the board's side


def board_pixels(window) -> list[tuple[int, int, int]]:
    image = drawn(window)
    return [pixel(window, x, y, image) for x, y in BOARD_POINTS]


def dimmed(colour):
    """What `colour` becomes under an overlay's dimming (theme.OVERLAY, alpha-blended)."""
    from game.ui import theme
    alpha = theme.OVERLAY[3] / 255
    return tuple(o * alpha + c * (1 - alpha) for o, c in zip(theme.OVERLAY[:3], colour))


@pytest.mark.parametrize("game_name", GAMES)
def test_overlays_draw_over_a_game_that_never_updated(app, game_name):
    """Pause and results are pushed over a game screen; they draw the game under them, dimmed:
    on the board's side of the screen, where the game's own picture differs from the backdrop,
    the overlay's frame differs from the same overlay over an empty scene, and shows the game's
    colours dimmed. The rules page (opened from pause) covers the game; the game draws again
    when it is closed."""
    from game.scenes.base import Scene
    from game.scenes.pause import PauseScene
    from game.scenes.rules_page import RulesScene
    from game.catalog import screen_class
    from game.scenes.results import ResultsScene
    from game.core.rng import stream
    from tests.ui.helpers import near
    session = _couch_session(game_name)
    paused = screen_class(game_name)(session)
    rng = stream(4, "first-frame")
    finished = _couch_session(game_name)
    while not finished.is_over():
        if finished.is_chance():
            finished.roll_chance()
        else:
            finished.play(rng.choice(finished.state.legal_moves()))
    ended = screen_class(game_name)(finished)
    enter_without_update(app, Scene())
    backdrop = board_pixels(app)
    for screen, overlay in ((paused, lambda s: PauseScene(s)), (ended, lambda s: ResultsScene(s)),
                            (paused, lambda s: RulesScene(game_name))):
        enter_without_update(app, screen)
        alone = board_pixels(app)
        game_drawn = [i for i, (a, b) in enumerate(zip(alone, backdrop)) if not near(a, b, 30)]
        assert len(game_drawn) > 60, f"{game_name}: the game drew almost nothing"
        overlay = overlay(screen)
        app.scenes.push(overlay, fade=False)
        app.scenes.finish()
        draw_only(app)
        over_game = board_pixels(app)
        if isinstance(overlay, RulesScene):
            assert not hasattr(overlay, "under")        # a page of its own: nothing shows through
        else:
            overlay.under = Scene()                     # the same overlay over an empty scene
            draw_only(app)
            over_empty = board_pixels(app)
            overlay.under = screen
            through = [i for i in game_drawn if over_game[i] != over_empty[i]]
            # the overlay's panel covers part of the board; the rest shows the game, dimmed
            assert len(through) > len(game_drawn) // 5, (game_name, type(overlay).__name__, len(through), len(game_drawn))
            dimmed_game = [i for i in through if near(over_game[i], dimmed(alone[i]), 6)]
            assert len(dimmed_game) > len(through) * 0.8, (game_name, type(overlay).__name__)
        poke(app)
        app.scenes.pop(fade=False)
        app.scenes.finish()
        draw_only(app)
        back = board_pixels(app)
        assert sum(not near(back[i], backdrop[i], 30) for i in game_drawn) > len(game_drawn) * 0.8, \
            f"{game_name}: the game is not drawn again under a closed {type(overlay).__name__}"


@pytest.mark.parametrize("players", [1, 2])
def test_a_margin_match_resumed_at_a_gaffe_draws_before_its_first_update(app, home, players):
    """Resumed while a campaign decides on a gaffe: the show throws the held dice again, but
    the first frame comes before any update."""
    from game.core.session import MatchSession, Seat
    from game.catalog import screen_class
    session = MatchSession.new("margin", {"players": players, "dice": [3, 3]}, 3, [Seat.human()] * players)
    plan = ["camp PA", "camp PA", "end"] if players == 1 else ["camp PA", "end", "camp PA", "end"]   # turns alternate
    for text in plan:
        session.play(session.state.text_to_move(text))
    while session.is_chance():
        session.roll_chance()
    assert session.state.gaffe_choice_open()
    session.autosave()
    screen = screen_class("margin")(MatchSession.load(session.autosave_path()))
    enter_without_update(app, screen)
    poke(app)
    assert screen.show.busy                 # the dice will be thrown on the first update
    assert brightest(app, range(60, 900, 20), range(100, 640, 40)) > 90
