"""Constitution: a two-person board game on a map of the United States (seed: constitution.txt).

Rules in rules.py, the precomputed board in board.py, the bots' evaluation in heuristic.py.
"""
from game.engines.constitution.rules import GAME, ConstitutionGame, ConstitutionState

__all__ = ["GAME", "ConstitutionGame", "ConstitutionState"]
