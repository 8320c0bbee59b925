"""Who plays a seat, as the side panel words it under the seat's name: a bot by its level, never
by the settings of its search (a watched record's seats hold specs like "mcts:0.4s")."""
from __future__ import annotations

from types import SimpleNamespace

from game.core.session import Seat
from game.scenes.screen_words import ScreenWords


def test_a_bot_seat_is_worded_by_its_level_never_by_its_search_settings():
    words = ScreenWords()
    words.lesson = None
    words.session = SimpleNamespace(seats=[Seat.bot_seat("easy"), Seat.replayed("random"),
                                           Seat.replayed("mcts:0.4s,rollout=4"), Seat.replayed("human")])
    assert [words.seat_kind(seat) for seat in range(4)] == ["Bot · Easy", "Bot · Random moves", "Bot", "Person"]
