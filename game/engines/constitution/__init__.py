"""Constitution: a two-person board game on a map of the United States (seed: constitution.txt).

Modules, each importing only those listed above it:

mapdata.py      map files: regions, cells, the table of states; the checks a map must pass
board.py        the precomputed board of a map (points, reach, bit masks), cached per map
mapgen*.py      the generator of the shipped map (`python3 build.py mapgen`)
moves.py        where a piece may move, under both rule sets
support.py      what a move wins: cells, regions, electors
turns.py        whose turn is next, passing, finishing, the early ends
outcome.py      the winning conditions in order
start.py        the two starting points and the second player's choice
notation.py     moves as text
heuristic.py    the bots' evaluation
words.py        a move in a player's words (the state it lands in or borders, what it won)
state.py        the position (ConstitutionState)
rules.py        the game as a whole (ConstitutionGame, GAME): options, setup, bots
"""
from game.engines.constitution.rules import GAME, ConstitutionGame, ConstitutionState

__all__ = ["GAME", "ConstitutionGame", "ConstitutionState"]
