"""A couch match seated in the lobby (game/scenes/lobby.py): a couch match whose seats' colours
were chosen there. While it is played (restarts and rematches too) those colours stand in for the
palette (theme.choose_player_colours), so a game that draws its seats in the palette's colours
shows the chosen ones on its board, its panel and its results; leaving gives the palette back."""
from __future__ import annotations

from game.core.session import Seat
from game.core.state import Game
from game.modes.match import CouchMatch
from game.ui import theme


class LobbyMatch(CouchMatch):
    def __init__(self, game: Game, options: dict, seats: list[Seat], colours: list | None = None):
        super().__init__(game, options, seats)
        self.colours = list(colours or [])      # (colour, name) per seat; empty: the game's own

    def screen_for(self, session):
        theme.choose_player_colours(self.colours)
        return super().screen_for(session)

    def leave(self, screen) -> None:
        theme.choose_player_colours(None)
        super().leave(screen)

    def after_results(self, screen) -> None:
        theme.choose_player_colours(None)
        super().after_results(screen)
