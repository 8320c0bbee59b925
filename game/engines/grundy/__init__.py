"""The Grundy game: write numbers on a graph so no neighbours match; lowest total wins
(seed: grundy-game.txt).

Modules, each importing only those listed above it:

board.py         board files (levels/grundy/*.toml): graphs and maps, the loader
drawing.py       where graph circles go so no line passes under a circle it does not join
mapgen.py        Voronoi maps in a disc and random graphs
graphs.py        the named graphs of the board library, and the script that writes their files
board_choice.py  which board the options name: a library board or a random one from the seed
moves.py         rules 1-3: who goes first, what may be written where
scoring.py       rules 4-6: the score, the end, the winner
heuristic.py     the bots' evaluation
notation.py      move text `c=2` and position text
state.py         the position (GrundyState), from stored data or position text
solver.py        exact play on small boards, `python -m game solve grundy BOARD`
rules.py         the game as a whole (GrundyGame, GAME): options, setup, bots
"""
from game.engines.grundy.rules import GAME, GrundyGame, GrundyState

__all__ = ["GAME", "GrundyGame", "GrundyState"]
