"""A couch match seated in the lobby (game/scenes/lobby.py): a couch match whose seats' colours
were chosen there. While it is played (restarts and rematches too) those colours stand in for the
palette (theme.choose_player_colours), so a game that draws its seats in the palette's colours
shows the chosen ones on its board, its panel and its results. Leaving gives the palette back;
so does the match being dropped any other way (after a crash, say): when the mode object is
collected, the colours go with it, unless a newer match chose its own since."""
from __future__ import annotations

import weakref

from game.core.session import Seat
from game.core.state import Game
from game.modes.match import CouchMatch
from game.ui import theme

_colours_of: list[int] = [0]          # id of the LobbyMatch whose colours are chosen now (0: none)


def _release(owner: int) -> None:
    if _colours_of[0] == owner:
        _colours_of[0] = 0
        theme.choose_player_colours(None)


class LobbyMatch(CouchMatch):
    def __init__(self, game: Game, options: dict, seats: list[Seat], colours: list | None = None):
        super().__init__(game, options, seats)
        self.colours = list(colours or [])      # (colour, name) per seat; empty: the game's own
        weakref.finalize(self, _release, id(self))

    def screen_for(self, session):
        theme.choose_player_colours(self.colours)
        _colours_of[0] = id(self)
        return super().screen_for(session)

    def leave(self, screen) -> None:
        _release(id(self))
        super().leave(screen)

    def after_results(self, screen) -> None:
        _release(id(self))
        super().after_results(screen)
