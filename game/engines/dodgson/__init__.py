"""Not a Dodgson System Chess: four players on two 7x6 boards, Alice-chess transfers, and a winner
decided by the pieces taken from the first player eliminated (seed: not-a-dodgson-chess.txt).

Rules in rules.py, boards and move tables in board.py, notation in notation.py, the bots'
evaluation in heuristic.py, the game's own search (the paranoid bot) in search.py.
"""
from game.engines.dodgson.rules import GAME, DodgsonGame, DodgsonState

__all__ = ["GAME", "DodgsonGame", "DodgsonState"]
