"""The Grundy game: write numbers on a graph so no neighbours match; lowest total wins
(seed: grundy-game.txt).

rules.py      the state, one function per rule, the Game (options, presets)
board.py      board files (levels/grundy/*.toml): graphs and maps, the loader
notation.py   move text `c=2` and position text
heuristic.py  the bots' evaluation
solver.py     exact play on small boards, `python -m game solve grundy BOARD`
mapgen.py     Voronoi maps in a disc and random graphs
graphs.py     the named graphs of the board library, and the script that writes their files
"""
from game.engines.grundy.rules import GAME, GrundyGame, GrundyState

__all__ = ["GAME", "GrundyGame", "GrundyState"]
