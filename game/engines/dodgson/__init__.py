"""Not a Dodgson System Chess: four players on two 7x6 boards, Alice-chess transfers, and a winner
decided by the pieces taken from the first player eliminated (seed: not-a-dodgson-chess.txt).

Modules, each importing only those listed above it:

board.py      the boards, piece codes and move tables
notation.py   move and position text (docs/notation/dodgson.md), the capture tally
movegen.py    the fast move generator
moves.py      how pieces move, one rule per function (the reference the tests check movegen by)
scoring.py    the end, points for the first eliminated player's pieces, tie-breaks, the stall rule
heuristic.py  the bots' evaluation
state.py      the position (DodgsonState), and states from position text
search.py     the game's own search (the lookahead bot)
rules.py      the game as a whole (DodgsonGame, GAME): options, setup, bots
"""
from game.engines.dodgson.rules import GAME, DodgsonGame, DodgsonState

__all__ = ["GAME", "DodgsonGame", "DodgsonState"]
