"""Takebacks in real games against a bot, through Arcade's own loop (`arcade.run()`) with key
presses and clicks as a player makes them: Ctrl+Z and the panel's Undo button take back the
player's move and the bot's reply, also while the bot is still thinking (its search is
cancelled and its answer never played), and the autosave never holds an undone move.
Waits are counted in frames."""
from __future__ import annotations

import pytest

from game.catalog import get_game
from game.core.records import MatchRecord
from game.core.session import Seat
from game.modes.match import QuickMatch
from tests.ui.helpers import KEY
from tests.ui.real_loop import RealLoop
from tests.ui.test_real_loop import in_game, play_any_move, ready
from game.scenes.mode_steps import make_screen

pytestmark = pytest.mark.screen

ENDLESS = "mcts:100000000"      # a search that only ends when it is cancelled: the bot is surely thinking


def quick_match_screen(name: str):
    game = get_game(name)
    options = game.default_options()
    bots = game.num_players_for(options) - 1
    return make_screen(QuickMatch(game, options, [Seat.human()] + [Seat.bot_seat("easy") for _ in range(bots)]))


def bots_replied(screen, after: int) -> bool:
    """The person's move (the `after`-th) has been played and every bot has answered it."""
    return len(screen.session.moves) > after + 1 and ready(screen)


def position(screen):
    session = screen.session
    return list(session.moves), session.state.to_data(), session.current_player()


def saved_moves(home, name: str) -> list[str]:
    return MatchRecord.load(home / f"autosave-{name}.toml").moves


@pytest.mark.parametrize("name", ["grundy", "constitution"])
def test_undo_against_a_bot_in_a_quick_match(app, home, name):
    app.settings.bot_speed = 0.0
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    seen = {}

    def click_undo(loop, screen):
        button = screen.panel.btn_undo
        x, y = loop.window.to_window(button.left + button.width / 2, button.bottom + button.height / 2)
        loop.post("on_mouse_motion", x, y, 0, 0)
        loop.post("on_mouse_press", x, y, 1, 0)
        loop.post("on_mouse_release", x, y, 1, 0)
        yield loop.frames(3)

    def script(loop):
        yield loop.until(lambda: in_game(loop), what="the game screen")
        screen = loop.scene
        session = screen.session
        yield loop.until(lambda: ready(screen), what="the person's turn")
        seen["hints"] = screen.hints
        seen["before"] = before = position(screen)

        # Ctrl+Z once the bot has replied
        yield from play_any_move(loop, screen)
        yield loop.until(lambda: bots_replied(screen, len(before[0])), what="the bot's reply")
        seen["replied"] = list(session.moves)
        yield from loop.press(KEY.Z, KEY.MOD_CTRL)
        seen["after key"] = position(screen)
        seen["may play after key"] = ready(screen)
        seen["saved after key"] = saved_moves(home, name)

        # the panel's Undo button, clicked, after another reply
        yield from play_any_move(loop, screen)
        yield loop.until(lambda: bots_replied(screen, len(before[0])), what="the bot's reply")
        seen["replied again"] = list(session.moves)
        yield from click_undo(loop, screen)
        seen["after click"] = position(screen)
        seen["may play after click"] = ready(screen)

        # Ctrl+Z while the bot is still searching
        for seat in session.seats[1:]:
            seat.bot = ENDLESS
        yield from play_any_move(loop, screen)
        yield loop.until(lambda: screen.thinking_seat() is not None, what="the bot to think")
        yield loop.frames(10)
        seen["thinking"] = (screen.thinking_seat(), len(session.moves))
        yield from loop.press(KEY.Z, KEY.MOD_CTRL)
        seen["after thinking"] = position(screen)
        seen["still thinking"] = screen.thinking_seat()
        yield loop.frames(30)                  # the cancelled search answers; nothing is played
        seen["later"] = position(screen)
        seen["saved later"] = saved_moves(home, name)

        # the worker is free again: the bot answers the next move as usual
        for seat in session.seats[1:]:
            seat.bot = "easy"
        yield from play_any_move(loop, screen)
        yield loop.until(lambda: bots_replied(screen, len(before[0])), what="the bot's reply after the undo")
        seen["final"] = list(session.moves)
        seen["saved final"] = saved_moves(home, name)

    RealLoop(app, first_scene=lambda: quick_match_screen(name)).run(script)
    before = seen["before"]
    moves, _, player = before
    assert player == 0 and "[Ctrl+Z] undo" in seen["hints"]
    assert len(seen["replied"]) >= len(moves) + 2 and seen["replied"][:len(moves)] == moves
    assert seen["after key"] == before and seen["may play after key"] and seen["saved after key"] == moves
    assert len(seen["replied again"]) >= len(moves) + 2
    assert seen["after click"] == before and seen["may play after click"]
    assert seen["thinking"] == (1, len(moves) + 1)
    assert seen["after thinking"] == before and seen["still thinking"] is None
    assert seen["later"] == before and seen["saved later"] == moves
    assert len(seen["final"]) >= len(moves) + 2 and seen["saved final"] == seen["final"]
