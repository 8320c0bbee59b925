"""Who starts, on the Grundy screen (issue 9): the setup's "Who starts" (the rule's draw, you, the
opponent) decides the first move, the screen says the draw's result over the board when the match
begins, the side panel keeps it, and a bot that starts waits until the banner has been seen.

The real-loop tests run the window's own loop (`arcade.run()`) with key presses, as a player
plays; the others drive the screen frame by frame. The bot answers at once (InstantWorker), so a
bot that moved too early would show.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import MatchSession, Seat  # noqa: E402
from game.engines.grundy.moves import draw_first_player  # noqa: E402
from game.engines.grundy.rules import GAME  # noqa: E402
from game.modes.match import CouchMatch, QuickMatch  # noqa: E402
from game.scenes.grundy.start_banner import StartBanner, start_words  # noqa: E402
from game.ui import theme  # noqa: E402
from tests.ui.conftest import app, home  # noqa: E402, F401  (the window fixture of the screen tests)
from tests.ui.helpers import InstantWorker, KEY, pixel, press_now  # noqa: E402
from tests.ui.helpers import click_at as click  # noqa: E402
from tests.ui.real_loop import RealLoop  # noqa: E402
from game.scenes.mode_steps import make_screen

# seeds whose draw (rule 1) gives the first move to player 1, and to player 2
DRAWS_PLAYER_1 = next(seed for seed in range(1, 99) if draw_first_player(seed) == 0)
DRAWS_PLAYER_2 = next(seed for seed in range(1, 99) if draw_first_player(seed) == 1)


@pytest.fixture
def instant_bot(app):
    """The bot answers at once (a bot that ignored the banner would move on the first frame)."""
    app.settings.bot_speed = 0.0
    worker = InstantWorker()
    previous, app._bot_worker = app._bot_worker, worker
    yield worker
    app._bot_worker = previous


def quick_match(seed: int, starts: str, board: str = "petersen"):
    """A quick match, you as player 1 against an easy bot (as the setup seats you), on `seed`."""
    mode = QuickMatch(GAME, {**GAME.default_options(), "board": board, "starts": starts},
                      [Seat.human(), Seat.bot_seat("easy")])
    session = MatchSession(GAME, mode.options, seed, mode.seats, autosave=False)
    return make_screen(mode, session)


def show(window, screen):
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame(1 / 60)
    return screen


def run_frames(window, count: int, dt: float = 1 / 20):
    for _ in range(count):
        window.render_frame(dt)


# ---- the words -------------------------------------------------------------------------------------
def test_the_words_say_who_starts_and_whether_it_was_drawn():
    names = ["Blue", "Red"]
    you = start_words("random", 0, names, you=0)
    assert (you.caption, you.headline, you.status, you.summary) == \
        ("THE DRAW", "You start", "The draw: you start.", "First: you (drawn)")
    bot = start_words("player 2", 1, names, you=0)
    assert (bot.caption, bot.headline, bot.status, bot.summary) == \
        ("AS CHOSEN", "The bot starts", "As chosen: the bot starts.", "First: the bot (chosen)")
    couch = start_words("random", 1, names, you=None)
    assert couch.headline == "Red starts" and couch.detail == "Red writes the first number, then Blue."


def test_the_setup_words_who_starts_for_each_mode():
    from game.scenes.grundy.screen import GrundyScreen
    quick = [GrundyScreen.option_value_label("starts", v, True) for v in ("random", "player 1", "player 2")]
    couch = [GrundyScreen.option_value_label("starts", v, False) for v in ("random", "player 1", "player 2")]
    assert quick == ["At random", "You", "The opponent"]
    assert couch == ["At random", "Player 1", "Player 2"]
    assert GrundyScreen.option_value_label("board", "petersen", True) is None
    assert GrundyScreen.first_mover_option in GAME.default_options()


# ---- the banner on screen --------------------------------------------------------------------------
def test_the_draw_is_shown_over_the_board_then_goes_and_the_panel_keeps_it(app, instant_bot):
    screen = show(app, quick_match(DRAWS_PLAYER_1, "random"))
    assert screen.session.state.first_player == 0
    run_frames(app, 8)                                   # the banner has popped in
    banner = screen.banner
    assert banner is not None and banner.words.headline == "You start"
    # its panel over the board's middle, edged in the starter's colour; the side panel says it too
    assert sum(abs(a - b) for a, b in zip(pixel(app, banner.cx + 200, banner.cy - 20), theme.PANEL)) < 40
    edge = pixel(app, banner.cx, banner.cy + 72)
    assert sum(abs(a - b) for a, b in zip(edge, theme.player_colour(0))) < 120, edge
    assert screen.panel.status.text == "The draw: you start."
    assert screen.panel.subtitle.text.startswith("First: you (drawn)")
    # a couple of seconds later it has gone, and the panel still names who started
    run_frames(app, 80)
    assert screen.banner is None
    assert screen.panel.subtitle.text.startswith("First: you (drawn)")
    assert screen.session.moves == []                    # nobody played for you


def test_a_person_may_play_while_the_banner_shows_and_the_move_closes_it(app, instant_bot):
    screen = show(app, quick_match(DRAWS_PLAYER_1, "random"))
    run_frames(app, 4)
    assert screen.banner is not None and screen.interactive
    a = screen.board.labels.index("a")
    click(app, *screen.layout.centres[a])                # a sits above the banner
    click(app, *screen.layout.centres[a])                # the picked number, written
    assert screen.session.moves == ["a=1"] and screen.banner.leaving


def test_a_bot_that_starts_waits_for_the_banner_and_a_key_lets_it_go(app, instant_bot):
    screen = show(app, quick_match(DRAWS_PLAYER_2, "random"))
    run_frames(app, 10)
    assert screen.banner.words.headline == "The bot starts" and screen.session.moves == []
    assert screen.is_animating() and instant_bot.requests == 0
    press_now(app, KEY.ENTER)                            # seen: the bot may go
    run_frames(app, 30)
    assert len(screen.session.moves) == 1 and screen.movers[0] == 1


def test_no_banner_in_lessons_on_given_positions_or_once_moves_are_played(app):
    from game.scenes.grundy.screen import GrundyScreen
    assert GrundyScreen.for_board("petersen").banner is None
    session = MatchSession(GAME, {**GAME.default_options(), "board": "hexagon"}, 3, autosave=False)
    session.play(session.state.legal_moves()[0])
    assert GrundyScreen(session).banner is None
    couch = CouchMatch(GAME, {**GAME.default_options(), "board": "hexagon"}, [Seat.human("kbm"), Seat.human("wasd")])
    screen = make_screen(couch)
    first = screen.session.state.first_player
    assert screen.banner is not None and screen.banner.words.headline == f"{screen.seat_name(first)} starts"
    assert isinstance(screen.banner, StartBanner)


# ---- through the real loop -------------------------------------------------------------------------
def play_by_keys(loop, screen):
    """The person writes a number with the keyboard: an arrow shows the cursor, Enter writes."""
    yield from loop.press(KEY.RIGHT)
    yield loop.until(lambda: screen.choice.focus is not None, what="the cursor")
    yield from loop.press(KEY.ENTER)


def test_you_start_when_you_chose_to_even_where_the_draw_gives_the_bot_the_first_move(app, instant_bot):
    seen = {}

    def script(loop):
        yield loop.until(lambda: hasattr(loop.scene, "session") and not app.scenes.busy, what="the match")
        screen = loop.scene
        yield loop.frames(2)        # a new status may wait a frame behind a layer's redraw (side panel)
        seen["status"] = screen.panel.status.text
        yield loop.until(lambda: screen.banner is None, what="the banner to go")
        yield loop.frames(30)
        seen["before"] = list(screen.session.moves)     # the bot could have moved all this while
        yield from play_by_keys(loop, screen)
        yield loop.until(lambda: len(screen.session.moves) >= 2, what="the bot's reply")
        seen["movers"] = list(screen.movers[:2])

    RealLoop(app, first_scene=lambda: quick_match(DRAWS_PLAYER_2, "player 1")).run(script)
    assert seen["status"] == "As chosen: you start."
    assert seen["before"] == [] and seen["movers"] == [0, 1]


def test_the_opponent_starts_when_chosen_after_the_banner_even_where_the_draw_gives_you_the_first_move(
        app, instant_bot):
    seen = {"frames with the banner up": 0}

    def banner_up_then_bot_moved(screen):
        if screen.banner is not None and not screen.banner.leaving:
            seen["frames with the banner up"] += 1
            seen["moved under the banner"] = seen.get("moved under the banner") or bool(screen.session.moves)
        return bool(screen.session.moves)

    def script(loop):
        yield loop.until(lambda: hasattr(loop.scene, "session") and not app.scenes.busy, what="the match")
        screen = loop.scene
        seen["headline"] = screen.banner.words.headline
        yield loop.until(lambda: banner_up_then_bot_moved(screen), what="the bot's first move")
        seen["movers"] = list(screen.movers)
        yield loop.frames(5)

    RealLoop(app, first_scene=lambda: quick_match(DRAWS_PLAYER_1, "player 2")).run(script)
    assert seen["headline"] == "The bot starts" and seen["movers"] == [1]
    assert seen["frames with the banner up"] > 5 and not seen.get("moved under the banner")
