"""The Grundy board's palette and pieces: the colours of lines, sockets, land and sea; a tone per
country; the size a number is written at (and its font held); the token a written number sits on."""
from __future__ import annotations


from game.engines.grundy.board import Board
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.seat_tokens import TokenLook, build_seat_token

# ---- colours of the board ----------------------------------------------------------------------
EDGE = (84, 106, 156)                 # a line between two circles
EDGE_SHADOW = (0, 0, 0, 90)
SOCKET = (27, 40, 74)                 # an empty circle
SOCKET_EDGE = (19, 29, 56)
SOCKET_RING = (112, 136, 190)
LAND_TONES = [(88, 104, 146), (101, 116, 157), (80, 96, 136), (110, 122, 160)]
BORDER = (10, 16, 34)                 # between countries
SEA = (24, 38, 72)
SEA_GLOW = (110, 150, 230, 30)
# the token a written number sits on
NUMBER_TOKEN = TokenLook(shadow=(0.1, 0.2), square=0.9, ring=0.87, face=0.79, lift=0.04, corners=(0.34, 0.3),
                         ring_shade=0.62, domed=True, star=0.0, shine=(0.12, 0.5, 46))


def land_tones(board: Board) -> list[int]:
    """A tone per country, different from its neighbours' where four tones allow (greedy)."""
    tones: list[int] = []
    for v in range(board.size):
        used = {tones[w] for w in board.neighbours[v] if w < v}
        free = [t for t in range(len(LAND_TONES)) if t not in used]
        tones.append(free[0] if free else v % len(LAND_TONES))
    return tones


def country_colour(tone: int, owner: int):
    """A country's fill: its land tone, leaning to the writer's colour once it holds a number
    (owner -1: empty)."""
    land = LAND_TONES[tone]
    if owner < 0:
        return land
    return theme.mix(land, theme.player_colour(owner), 0.68)


def number_font(radius: float, number: int) -> float:
    """Font size (points) of a number written in a token of `radius` pixels."""
    digits = len(str(number))
    factor = 0.86 if digits == 1 else 0.68 if digits == 2 else 0.52
    return max(9.0, min(28.0, radius * factor))


def hold_font(text, chars: str = "0123456789"):
    """The font `text` (an arcade.Text) is drawn in, with the glyphs of `chars` made now. Keep it:
    pyglet holds only its last few fonts, and a font loaded again makes its glyphs again, a
    stall when a move writes a number in a size not drawn for a while."""
    label = text.label
    font = label.document.get_font(0, dpi=label.dpi)
    font.get_glyphs(chars)
    return font


def build_token(sb: ShapeBuilder, seat: int, x: float, y: float, r: float, colour, flash: float = 0.0,
                shadow: bool = True) -> None:
    """A written number's token in the writer's colour (lit towards cream by `flash`): round for
    seat 0, a rounded square for seat 1, a cream rim, a domed face, a soft shine."""
    if r <= 0.5:
        return
    build_seat_token(sb, seat, x, y, r, theme.mix(colour, theme.CREAM, flash), NUMBER_TOKEN, shadow)


def mover_colour(state):
    """The colour of the player to move (player 1's while nobody is)."""
    player = state.current_player()
    return theme.player_colour(player if player >= 0 else 0)
