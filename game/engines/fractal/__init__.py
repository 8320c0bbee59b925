"""Fractal territory: claim the corners of cells on a board that keeps splitting
(seed: fractal-territory.txt).

Modules, each importing only those listed above it:

geometry.py   the four shapes: exact corners and children of a cell
board.py      the board as split so far: vertices, the tree of cells, splitting
scoring.py    rules III-V: what a complete cell pays, the end, the winner, who may split
notation.py   move text `1/4,3/4`, `split 1 at 1/4,3/4` and position text
heuristic.py  the bots' reading of a position
state.py      the position (FractalState), from stored data or position text
rules.py      the game as a whole (FractalGame, GAME): options, setup, bots
bot.py        the `territory` search of the Normal and Hard levels (imported by rules.py on demand)
"""
from game.engines.fractal.rules import GAME, FractalGame, FractalState

__all__ = ["GAME", "FractalGame", "FractalState"]
