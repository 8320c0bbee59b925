"""The Not a Dodgson System Chess screen, one job a module:

screen.py         DodgsonScreen: the flow (position shown, move animation, when the board takes
                  input) and the GameScreen hooks; registered in game/catalog.py
layout.py         where things are: boards, squares <-> pixels, the standings' place, the crossing
                  arc's shape (arc_point, arc_height)
palette.py        colours: each player's token and chip colours, the squares, blocked red
pieces.py         a piece's look: token shapes (disc, square, triangle, diamond), chess glyphs,
                  the pawn-like piece's badge, GlyphPen for glyphs that move, the stamps' drawings
snapshot.py       Snapshot: the position the screen draws, copied from the engine state
board_view.py     BoardView: the board layer (frames, squares, labels, last move, pieces,
                  standings), patched where a move changed it; the move in flight over it
stamps.py         Stamps: pieces, tokens, shadows and trail dots drawn once into textures, shown
                  as sprites (a move moves or retextures only the sprites it touched)
animations.py     MoveAnimation: slide, then the flight along the crossing arc to the other board,
                  the captured piece fading; MoveDrawing draws it; easing curves
standings.py      Standings: the table under the boards (pieces left, points if a player fell)
highlights.py     Highlights: selected piece, targets, blocked squares, the focused target's arc
                  preview and ghost, the keyboard/pad cursor
tooltip.py        Tooltip: what a target move does, why a square is blocked, whose piece it is
promotion.py      PromotionPicker: the row of promotion choices and its drawing
announcements.py  Banners (a forced pass announced) and PassButton
controls.py       DodgsonControls (a part): the choice of a move; pointer, keys and pads -> piece,
                  target, promotion, pass
messages.py       DodgsonMessages (a part): names, panel scores, status line, results card lines
demo.py           the demo position for screenshots
"""
