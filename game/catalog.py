"""The one list of games: everything that names, orders or finds a game reads it.

Adding a game is one entry here plus its packages (game/engines/<name>/ and
game/scenes/<name>/). Engines and screens are named as "module:attribute"
strings and imported only when asked for, so one unfinished game never stops
the others from loading. Pure Python: nothing here imports arcade or pyglet.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from game import paths

ROOT = paths.data_root()


@dataclass(frozen=True)
class CatalogEntry:
    name: str                        # the key in files, the CLI and saves: "grundy"
    title: str                       # what players read: "Grundy game"
    tagline: str                     # one line on what the game is about
    colour: tuple[int, int, int]     # the game's accent on lists and lesson rows
    engine: str | None = None        # "module:attribute" of the Game instance; None: not built yet
    screen: str | None = None        # "module:attribute" of the GameScreen subclass
    emblem: str = "game.ui.game_art:star"   # "module:function" drawing the game's picture
    # "module:function" of `python -m game solve`: function(position, should_stop, progress) -> the
    # perfect-play value as plain data (see solve_report in game/engines/grundy/solver.py); None: no
    # exact solver
    solver: str | None = None

    @property
    def rules_page(self) -> Path:
        return ROOT / "docs" / "rules" / f"{self.name}.md"

    @property
    def notation_page(self) -> Path:
        return ROOT / "docs" / "notation" / f"{self.name}.md"

    @property
    def lesson_pattern(self) -> str:
        """Lesson files of this game under levels/tutorials/ (their `game` key says the same)."""
        return f"{self.name}-*.toml"


CATALOG: list[CatalogEntry] = [
    CatalogEntry("grundy", "Grundy game",
                 "Write numbers on a graph so that no neighbour repeats yours.", (98, 200, 132),
                 "game.engines.grundy:GAME", "game.scenes.grundy.screen:GrundyScreen",
                 solver="game.engines.grundy.solver:solve_report"),
    CatalogEntry("constitution", "Constitution",
                 "Win states cell by cell in the race to 270 electors.", (206, 62, 72),
                 "game.engines.constitution:GAME", "game.scenes.constitution.screen:ConstitutionScreen"),
    CatalogEntry("dodgson", "Not a Dodgson System Chess",
                 "Chess with a vote: Lewis Carroll's election system on the board.", (170, 110, 235),
                 "game.engines.dodgson:GAME", "game.scenes.dodgson.screen:DodgsonScreen"),
    CatalogEntry("margin", "Margin of Error",
                 "Polls, dice and itineraries in a campaign for the presidency.", (246, 183, 60),
                 "game.engines.margin:GAME", "game.scenes.margin.screen:MarginScreen",
                 emblem="game.ui.game_art:dice_and_polls"),
    CatalogEntry("fractal", "Fractal territory",
                 "Claim territory on a board that keeps subdividing.", (86, 180, 233),
                 "game.engines.fractal:GAME", "game.scenes.fractal.screen:FractalScreen",
                 emblem="game.ui.game_art:subdividing_square"),
]


class UnknownGame(KeyError):
    def __str__(self) -> str:          # KeyError would quote the whole message
        return str(self.args[0]) if self.args else ""


class NotBuilt(RuntimeError):
    """A game's engine or screen is not built yet, or fails to import (the reason says which)."""


def names() -> list[str]:
    """Every game, in menu order (built or not)."""
    return [e.name for e in CATALOG]


def entry(name: str) -> CatalogEntry:
    for e in CATALOG:
        if e.name == name:
            return e
    raise UnknownGame(f"no game called '{name}'; known games: {', '.join(names())}")


def title(name: str) -> str:
    """The game's title; an unknown name (from an old file) is shown as it is."""
    try:
        return entry(name).title
    except UnknownGame:
        return name.title()


def rank(name: str) -> int:
    """The game's place in menu order (unknown names last)."""
    order = names()
    return order.index(name) if name in order else len(order)


def engine_names() -> list[str]:
    """Games with an engine named here (whether or not it imports)."""
    return [e.name for e in CATALOG if e.engine]


def load(target: str):
    module_name, attr = target.split(":")
    return getattr(importlib.import_module(module_name), attr)


def get_game(name: str):
    """The game's engine (a game.core.state.Game). UnknownGame or NotBuilt otherwise."""
    e = entry(name)
    if e.engine is None:
        raise NotBuilt(f"{e.title} is not built yet")
    return load(e.engine)


def available_games() -> list[str]:
    """Names of the games whose engine imports cleanly, in menu order."""
    out = []
    for e in CATALOG:
        if e.engine is None:
            continue
        try:
            load(e.engine)
        except Exception:  # an unfinished game is left off the lists, never fatal
            continue
        out.append(e.name)
    return out


def screen_class(name: str):
    """The game's screen class; NotBuilt with the reason when it has none or it fails to import."""
    e = entry(name)
    if e.screen is None:
        raise NotBuilt(f"the {e.title} board is not built yet")
    try:
        # Arcade first: importing it sets pyglet's options (no hidden "shadow" window) before a
        # screen module imports pyglet's window module, which would otherwise open the display
        # at import, and a command line checked before it starts Xvfb would find none
        import arcade  # noqa: F401
        return load(e.screen)
    except Exception as exc:  # unfinished screens are reported, never fatal
        raise NotBuilt(f"the {e.title} screen cannot be loaded ({type(exc).__name__}: {exc})") from exc


def playable_games() -> list[str]:
    """Games whose engine and screen both import cleanly, in menu order."""
    out = []
    for name in available_games():
        try:
            screen_class(name)
        except NotBuilt:
            continue
        out.append(name)
    return out
