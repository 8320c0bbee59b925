"""The Grundy game screen, in parts:

screen.py       GrundyScreen: the flow (position shown, animation start and end, when the board
                takes input), the side panel's words, what is drawn in which order
layout.py       the board's area on screen; BoardLayout: where each vertex or country is, what
                lies under the pointer, which vertex an arrow key leads to (step_from)
pieces.py       the board's palette, a tone per country, number sizes (their fonts held), the token
board_view.py   BoardView: the graph or map with no number written (the cached layer), the pieces
                and letters and numbers of the position shown (touched only where a move did)
piece_shapes.py PieceShapes: tokens, countries in the writer's colour and the last move's ring,
                one piece per vertex kept and put end to end; scaled_about (animations grow them)
header.py       Header: the board's name and description (in the layer), how full it is (words and
                pips, every frame)
animations.py   a number being written: the pop-in and ripple, the growing number, the rising "+3"
choice.py       Choice: what the player is choosing (cursor, number picked, picker open, under the pointer)
picker.py       NumberPicker: the number picker beside the vertex being filled (chips, placing, drawing)
hover.py        HoverMarks: the hovered vertex's neighbourhood, the cursor ring, the ghost number,
                the tooltip
allowed.py      which numbers may be written on a vertex, asked of the engine, in the hints' words
controls.py     GrundyControls: mouse, keys, wheel and pad -> cursor, picked number, moves
start_banner.py who starts (the draw or the players' choice), said over the board as a match
                begins; the words the setup uses for "Who starts"
demo.py         the demo position for `python -m game shot grundy`
"""
