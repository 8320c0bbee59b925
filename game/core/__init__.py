"""Game-independent pieces: the engine contract, RNG, match records, levels, bots.

Pure Python: nothing under game/core imports arcade or pyglet.
"""
