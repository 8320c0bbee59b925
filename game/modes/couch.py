"""A couch match seated in the lobby (the lobby screen): a couch match whose seats' colours
were chosen there. While it is played (restarts and rematches too) those colours stand in for the
palette, so a game that draws its seats in the palette's colours shows the chosen ones on its
board, its panel and its results: the mode declares them (`seat_colours`), the screen side
chooses them and gives the palette back when the match is left (the scenes' mode_steps.py)."""
from __future__ import annotations

from game.core.session import Seat
from game.core.state import Game
from game.modes.match import CouchMatch


class LobbyMatch(CouchMatch):
    def __init__(self, game: Game, options: dict, seats: list[Seat], colours: list | None = None):
        super().__init__(game, options, seats)
        self.seat_colours = tuple(colours or ())      # (colour, name) per seat; empty: the game's own
