"""The face buttons of PlayStation and Nintendo pads, drawn with PIL for the button prompts
(game/ui/prompts.py draws the Xbox-style ones, the pills and the keycaps).

PlayStation faces are dark buttons with a coloured symbol (cross, circle, square, triangle): no
font has them, so they are drawn as shapes. Nintendo faces are grey buttons with a white letter
(A on the right, B at the bottom, X on top, Y on the left, as printed on the pad).
"""
from __future__ import annotations

# the symbol colours of the PlayStation face buttons, brightened to read on a dark button
PLAYSTATION_FACES = {
    "Cross": (122, 170, 236),
    "Circle": (238, 96, 102),
    "Square": (226, 136, 206),
    "Triangle": (72, 206, 164),
}
PLAYSTATION_PILLS = ("L1", "R1", "L2", "R2", "Options", "Share")
NINTENDO_PREFIX = "NS "             # a Nintendo button's token: "NS A", "NS ZL", "NS +"
NINTENDO_FACES = tuple(NINTENDO_PREFIX + letter for letter in "ABXY")
NINTENDO_PILLS = tuple(NINTENDO_PREFIX + name for name in ("L", "R", "ZL", "ZR", "+", "−"))
KEYCAP_PREFIX = "Key "             # a keyboard letter that a face button's name would take: "[Key A]"

PS_BODY = (30, 32, 42)
PS_RIM = (66, 70, 90)
NINTENDO_BODY = (70, 72, 82)
NINTENDO_RIM = (34, 35, 42)


def is_family_face(token: str) -> bool:
    return token in PLAYSTATION_FACES or token in NINTENDO_FACES


def button_words(token: str) -> str:
    """What a button reads as: its printed name ("NS A" is the Nintendo pad's A)."""
    for prefix in (NINTENDO_PREFIX, KEYCAP_PREFIX):
        if token.startswith(prefix):
            return token[len(prefix):]
    return token


def draw_family_face(draw, token: str, box: tuple[float, float, float, float], font) -> None:
    """Draw a PlayStation or Nintendo face button filling `box` (left, top, right, bottom) on a
    PIL ImageDraw; `font` sets a Nintendo letter."""
    left, top, right, bottom = box
    h = bottom - top
    inset = round(h * 0.07)
    playstation = token in PLAYSTATION_FACES
    draw.ellipse(box, fill=PS_RIM if playstation else NINTENDO_RIM)
    face = (left + inset, top + inset // 2, right - inset, bottom - inset * 3 // 2)
    draw.ellipse(face, fill=PS_BODY if playstation else NINTENDO_BODY)
    cx, cy = (face[0] + face[2]) / 2, (face[1] + face[3]) / 2
    if not playstation:
        draw.text((cx, cy), button_words(token), font=font, fill=(250, 250, 250), anchor="mm")
        return
    colour = PLAYSTATION_FACES[token]
    r = (face[2] - face[0]) * 0.27             # the symbol's half size
    width = max(2, round(h * 0.085))
    if token == "Cross":
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=colour, width=width)
        draw.line((cx - r, cy + r, cx + r, cy - r), fill=colour, width=width)
    elif token == "Circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=colour, width=width)
    elif token == "Square":
        s = r * 0.9
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), outline=colour, width=width)
    else:   # Triangle, point up, its centre of mass on the button's centre
        t = r * 1.12
        points = [(cx, cy - t), (cx + t * 0.94, cy + t * 0.6), (cx - t * 0.94, cy + t * 0.6)]
        draw.line(points + [points[0], points[1]], fill=colour, width=width, joint="curve")
