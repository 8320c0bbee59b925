"""The issue's promise, through Arcade's own loop: a new player opens Campaign from the title,
plays the first three stops by key presses and the mouse (the travel between the first two
watched to its end, the others skipped), leaves to the title, and after a restart (a new
window on the same saves folder, its profiles read from disk) the campaign resumes at stop
four: Las Vegas is current and its briefing opens.

The player's moves are the exact Grundy solver's and the strong Fractal territory bot's,
steered by input; the easy bot answers from its seeded worker, so the games repeat."""
from __future__ import annotations

import pytest

from game.core.bots import make_bot
from tests.ui.helpers import KEY
from tests.ui.real_loop import RealLoop
from tests.ui.test_real_loop import from_title, in_game, ready, steer_fractal, steer_grundy

pytestmark = pytest.mark.screen

STRONG = {"grundy": "exact", "fractal": "hard"}
STEER = {"grundy": steer_grundy, "fractal": steer_fractal}


def title_scene():
    from game.scenes.menu import TitleScene
    return TitleScene()


def quick_settings(window) -> None:
    """An impatient player's settings: instant bots, fast animations (travel included)."""
    window.settings.animation_speed = 3.0
    window.settings.bot_speed = 0.0
    window.settings.apply_to_theme()


def map_scene(loop):
    scene = loop.scene
    return scene if type(scene).__name__ == "CampaignMapScene" and not loop.window.scenes.busy else None


def card_kind(loop) -> str | None:
    scene = map_scene(loop)
    return getattr(scene.card, "kind", None) if scene is not None and scene.card is not None else None


def play_stop(loop, seen: dict):
    """From the open briefing: Start, win the match by input, and back to the map."""
    scene = map_scene(loop)
    stop = scene.card.stop
    yield from loop.press(KEY.ENTER)                       # Start (focused)
    yield loop.until(lambda: in_game(loop), what=f"the match at {stop.id}")
    screen = loop.scene
    assert screen.mode.name == "campaign" and not screen.mode.allows_undo
    assert not screen.session.autosave_enabled
    game = screen.session.game
    steer = STEER[game.name]
    for _ in range(200):
        yield loop.until(lambda: ready(screen) or screen.session.is_over(), what="the player's turn")
        if screen.session.is_over():
            break
        state = screen.session.state
        bot = make_bot(game, STRONG[game.name], seed=0, options=screen.session.options)
        want = state.move_to_text(bot.choose(state))
        before = len(screen.session.moves)
        yield from steer(loop, screen, want)
        yield loop.until(lambda: len(screen.session.moves) > before, what=f"the move {want}")
    yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results")
    results = loop.scene
    seen.setdefault("outcomes", []).append((stop.id, screen.session.outcome()))
    back = next(w for w in results.ui.widgets if getattr(w, "label", None) is not None
                and w.label.text == "Back to the map")
    yield from loop.press_until(KEY.RIGHT, lambda: results.ui.focused is back, what="Back to the map")
    yield from loop.press(KEY.ENTER)
    yield loop.until(lambda: card_kind(loop) == "headline", what="the headline")
    seen.setdefault("headlines", []).append(map_scene(loop).card.texts[2].text)


def first_three_stops(loop, seen: dict):
    quick_settings(loop.window)
    yield from from_title(loop, "campaign")
    yield loop.until(lambda: card_kind(loop) == "intro", what="the campaign's opening card")
    yield from loop.press(KEY.ENTER)                       # Hit the road: the first briefing opens
    yield loop.until(lambda: card_kind(loop) == "briefing", what="the first briefing")
    assert map_scene(loop).card.stop.id == "des-moines"
    for number in range(3):
        yield from play_stop(loop, seen)
        yield from loop.press(KEY.ENTER)                   # Continue: the bus sets off
        scene = map_scene(loop)
        yield loop.until(lambda: scene.travel is not None, what="the bus to leave")
        travel = scene.travel
        if number == 0:                                    # the first leg is watched to its end
            yield loop.until(lambda: scene.travel is None, what="the bus to arrive")
        else:
            # the bus keeps driving until skipped: on a busy machine 20 frames can be seconds long,
            # bring it in, and the Space meant for the bus would start the next match instead
            travel.looping = True
            yield loop.frames(20)
            yield from loop.press(KEY.SPACE)               # skipped
        seen.setdefault("travels", []).append((travel.destination.id, travel.skipped))
        yield loop.until(lambda: card_kind(loop) == "briefing", what="the next briefing")
        seen.setdefault("briefings", []).append(scene.card.stop.id)
    yield from loop.press(KEY.ESCAPE)                      # closes the briefing
    yield loop.until(lambda: card_kind(loop) is None, what="the briefing to close")
    yield from loop.press(KEY.ESCAPE)                      # leaves the map
    yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")


def resume(loop, seen: dict):
    yield from from_title(loop, "campaign")
    yield loop.until(lambda: map_scene(loop) is not None, what="the map")
    scene = map_scene(loop)
    seen["current"] = scene.progress.current().id
    seen["selected"] = scene.selected.id
    seen["intro"] = card_kind(loop)
    yield from loop.press(KEY.ENTER)                       # Play
    yield loop.until(lambda: card_kind(loop) == "briefing", what="the Las Vegas briefing")
    seen["briefing"] = scene.card.stop.id
    yield from loop.press(KEY.ESCAPE)
    yield from loop.press(KEY.ESCAPE)
    yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")


@pytest.mark.slow
def test_three_stops_then_a_restart_resumes_at_stop_four(app, home):
    import arcade
    from game.app import GameWindow
    from game.ui.settings import Settings
    seen: dict = {}
    app._profiles = None                      # a new player: the profiles of this test's saves folder
    RealLoop(app, first_scene=title_scene).run(lambda loop: first_three_stops(loop, seen))
    assert [stop for stop, _ in seen["outcomes"]] == ["des-moines", "manchester", "charleston"]
    assert all(0 in outcome.winners for _, outcome in seen["outcomes"])
    assert seen["travels"][0] == ("manchester", False)                  # watched through
    assert [dest for dest, _ in seen["travels"]] == ["manchester", "charleston", "las-vegas"]
    assert seen["briefings"] == ["manchester", "charleston", "las-vegas"]
    assert seen["headlines"][0] == "UNKNOWN CANDIDATE WINS OVER DES MOINES LIBRARY CROWD" or \
        "Des Moines" in seen["headlines"][0]
    assert (home / "profiles").is_dir() and any((home / "profiles").glob("*.toml"))

    # the restart: a new window whose profiles are read from the files on disk
    # (each Arcade window runs its own frames on pyglet's clock: the shared test window sits this
    # one out, so that nothing made for the new window is made in the old one's GL context)
    import pyglet
    fresh = GameWindow(Settings(path=home / "settings.toml"), visible=False, gamepads=False)
    pyglet.clock.unschedule(app._dispatch_frame)
    try:
        resumed: dict = {}
        RealLoop(fresh, first_scene=title_scene).run(lambda loop: resume(loop, resumed))
    finally:
        app.set_update_rate(app._update_rate)
        fresh.shutdown()
        fresh.close()
        arcade.set_window(app)
        app.switch_to()
        app._profiles = None
    assert resumed == {"current": "las-vegas", "selected": "las-vegas", "intro": None, "briefing": "las-vegas"}
