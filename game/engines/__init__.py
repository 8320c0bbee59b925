"""One package per game. Which games exist, and where their engines are, is said once in
game/catalog.py (`catalog.get_game(name)` loads an engine).

Engines are pure Python: nothing under game/engines imports arcade or pyglet.
"""
