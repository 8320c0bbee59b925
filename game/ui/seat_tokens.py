"""A seat's token: round for seat 0, a rounded square for seat 1 (theme.PLAYER_MARKS, a cue that
does not rely on colour), a cream rim, a darker ring, the face in the seat's colour and a shine.
Games give it their own proportions (`TokenLook`): Constitution's candidates, Grundy's numbers."""
from __future__ import annotations

from dataclasses import dataclass

from game.ui import theme
from game.ui.draw import ShapeBuilder

SHADOW = (0, 0, 0, 120)


@dataclass(frozen=True)
class TokenLook:
    """A token's proportions, as fractions of its radius unless said otherwise."""
    shadow: tuple[float, float]        # the drop shadow's offset, right and down
    square: float                      # a square token's half side
    ring: float                        # the dark ring inside the rim, of the rim's size
    face: float                        # the face inside the ring, of the rim's size
    lift: float                        # the face sits this much above the centre
    corners: tuple[float, float]       # a square's corner radius: the rim's, then the ring's and face's (of each one's size)
    ring_shade: float                  # the ring's colour: the face's, this much darker
    domed: bool                        # the face lighter at its middle, its own colour at the edge
    star: float                        # a cream star on the face this big (0: none)
    shine: tuple[float, float, int]    # the shine's bottom above the centre, its height, its opacity


def build_seat_token(sb: ShapeBuilder, seat: int, x: float, y: float, radius: float, colour, look: TokenLook,
                     shadow: bool = True) -> None:
    if shadow:
        sb.circle(x + radius * look.shadow[0], y - radius * look.shadow[1], radius * 1.08, SHADOW)
    ring_colour = theme.shade(colour, look.ring_shade)
    lit = theme.shade(colour, 1.18)
    if seat % 2 == 0:
        sb.circle(x, y, radius, theme.CREAM)
        sb.circle(x, y, radius * look.ring, ring_colour)
        sb.circle(x, y + radius * look.lift, radius * look.face, lit if look.domed else colour,
                  edge_colour=colour if look.domed else None)
    else:
        s = radius * look.square
        sb.rounded_rect(x - s, y - s, 2 * s, 2 * s, s * look.corners[0], theme.CREAM)
        s2 = s * look.ring
        sb.rounded_rect(x - s2, y - s2, 2 * s2, 2 * s2, s2 * look.corners[1], ring_colour)
        s3 = s * look.face
        sb.rounded_rect(x - s3, y - s3 + radius * look.lift, 2 * s3, 2 * s3, s3 * look.corners[1], colour)
        if look.domed:
            sb.circle(x, y + radius * look.lift, s3 * 0.9, theme.with_alpha(lit, 150),
                      edge_colour=theme.with_alpha(colour, 0))
    if look.star:
        sb.star(x, y, radius * look.star, theme.CREAM)
    bottom, height, opacity = look.shine
    sb.gradient_rect(x - radius * 0.5, y + radius * bottom, radius, radius * height, (255, 255, 255, 0),
                     (255, 255, 255, opacity))
