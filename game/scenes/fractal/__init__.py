"""The Fractal territory screen, in parts:

screen.py      FractalScreen: the flow (position shown, what a move starts, when the board takes
               input), seats Black and White, the cursor and hover, the split preview, the bench
layout.py      where the board sits (BOARD_VIEW under the HUD strip), the palette, BoardWorld:
               world positions and sizes of vertices and cells, the cell under a point
camera.py      BoardCamera: zoom toward a point, pan, eased flights (fit, dive), world <-> screen
meshes.py      LineMesh: one level's outlines on the GPU, widened by a shader, culled by tile
stones.py      the stone and dot textures (PIL, made once)
board_view.py  BoardView: leaf cells, tints of completed cells, level lines, pieces and dots in
               sprite lists by size and tile; what a frame draws at this zoom; the hit test
minimap.py     Minimap: the whole board small while zoomed in, the view's rectangle, click to move
controls.py    FractalControls: mouse, wheel, keys and gamepads -> the camera; a click, S -> the screen
animations.py  MoveShow: the piece settling, completed cells pulsing, "+n" rising, new vertices
hud.py         FractalHud: scores with the last turn's gain, the score hint, Split and Roll
               (hud_parts.py: its boxes)
demo.py        the demo game for `python -m game shot fractal`, the deep board for the bench
"""
