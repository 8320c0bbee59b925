"""One package per game. Which games exist, and where their engines are, is said once in
game/catalog.py; these names are kept for the code that asks for an engine.

Engines are pure Python: nothing under game/engines imports arcade or pyglet.
"""
from __future__ import annotations

from game.catalog import UnknownGame, available_games, get_game

__all__ = ["UnknownGame", "available_games", "get_game"]
