"""One package per game; this registry finds them by name.

Engines are pure Python: nothing under game/engines imports arcade or pyglet.
"""
from __future__ import annotations

import importlib

from game.core.state import Game

# name -> "module:attribute" of the Game instance. Imported lazily so that one
# broken or unfinished game never stops the others from loading.
REGISTRY: dict[str, str] = {
    "grundy": "game.engines.grundy:GAME",
    "constitution": "game.engines.constitution:GAME",
    "dodgson": "game.engines.dodgson:GAME",
}

# Shown on the menu; games not yet in REGISTRY are listed as coming soon.
ALL_TITLES: dict[str, str] = {
    "constitution": "Constitution",
    "dodgson": "Not a Dodgson System Chess",
    "margin": "Margin of Error",
    "grundy": "Grundy Game",
    "fractal": "Fractal Territory",
}


class UnknownGame(KeyError):
    pass


def get_game(name: str) -> Game:
    try:
        target = REGISTRY[name]
    except KeyError:
        raise UnknownGame(f"no game called '{name}'; known games: {', '.join(sorted(REGISTRY))}") from None
    module_name, attr = target.split(":")
    return getattr(importlib.import_module(module_name), attr)


def available_games() -> list[str]:
    """Names of the games whose engine imports cleanly."""
    names = []
    for name in REGISTRY:
        try:
            get_game(name)
        except Exception:  # an unfinished game is left off the menu, not fatal
            continue
        names.append(name)
    return names
