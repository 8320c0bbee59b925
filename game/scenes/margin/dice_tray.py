"""Margin of Error's dice tray: a felt-lined wooden box where the engine's dice are thrown,
tumble, bounce and settle on exactly the faces rolled (the throw itself is simulated in
advance by game.ui.dice_physics).

    tray = DiceTray(left, bottom, width, height)
    tray.throw([4, 2], seed, colours=["red", "white"], labels=["region", "state"])
    tray.update(dt); tray.draw()          # every frame
    tray.rolling / tray.settled           # watch for the end of the throw
    tray.skip()                           # the result at once; tray.speed = 2.0 plays it faster
    tray.flash([1])                       # a gaffe: the die pulses in a warning colour
    tray.ignore(1)                        # a cancelled die: greyed and crossed out
    tray.clear()

Drawing costs two SpriteList draws a frame: the box (wood, felt, inner shadow) is one picture
made once per size (`draw_box`, which a screen may bake into a cached layer), and every die
face, shadow, glow, cross and caption is a picture made once with Pillow (`draw_dice`); a
frame only moves and turns sprites.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache

import arcade
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageOps

from game.ui import theme
from game.ui.dice_physics import DiceThrow, DiePose, ThrowPhysics, die_size_for

TEXELS = 2                   # texels per logical pixel: sharp in a window twice the logical size
SUPERSAMPLE = 4              # drawn larger, then shrunk: smooth edges without anti-aliased drawing
SHADOW_PAD = 16              # logical pixels around the box for its drop shadow
FLASH_SECONDS = 1.2
FLASH_PULSES = 3
ENTER_SECONDS = 0.08
WARNING = (255, 92, 40)
IGNORED_TINT = (150, 150, 158)
WOOD = ((62, 34, 18), (150, 96, 54))           # dark and light grain
FELT = ((20, 72, 50), (34, 104, 72))
# die body and pip colours by name; any other RGB gets dark or light pips by its brightness
DIE_COLOURS = {
    "white": ((247, 244, 234), (28, 30, 42)),
    "red": ((196, 34, 46), (250, 246, 236)),
    "blue": ((40, 86, 178), (250, 246, 236)),
    "ivory": ((236, 226, 200), (28, 30, 42)),
}
PIPS = {1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)],
        4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
        6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}


def die_colours(colour) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(body, pips) for a colour name or an RGB body colour."""
    if isinstance(colour, str):
        return DIE_COLOURS[colour]
    body = tuple(int(c) for c in colour[:3])
    light = sum(body) / 3 > 150
    return body, (28, 30, 42) if light else (250, 246, 236)


def _texture(image: Image.Image, key: str) -> arcade.Texture:
    # the bounding box is the hit box: arcade would otherwise trace every picture's outline
    return arcade.Texture(image, hash=key, hit_box_algorithm=arcade.hitbox.algo_bounding_box)


def _shrink(image: Image.Image) -> Image.Image:
    return image.resize((image.width // SUPERSAMPLE, image.height // SUPERSAMPLE), Image.LANCZOS)


def _rgba(colour, alpha: int = 255) -> tuple[int, int, int, int]:
    return int(colour[0]), int(colour[1]), int(colour[2]), alpha


# ---- pictures, each made once -----------------------------------------------------------------
@lru_cache(maxsize=None)
def _die_blank(body: tuple, size: int) -> Image.Image:
    """A die without pips, seen from above (drawn large): a rounded top with a lit upper-left
    bevel, a shaded lower-right one and a soft sheen towards the lit corner."""
    s = size * TEXELS * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    radius = s * 0.17
    draw.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=_rgba(theme.shade(body, 0.66)))
    draw.rounded_rectangle((0, 0, s * 0.965, s * 0.965), radius, fill=_rgba(theme.mix(body, (255, 255, 255), 0.45)))
    inset = s * 0.05
    draw.rounded_rectangle((inset, inset, s - 1 - inset, s - 1 - inset), radius * 0.8, fill=_rgba(body))
    sheen = Image.new("L", (s, s), 0)
    ImageDraw.Draw(sheen).ellipse((-s * 0.2, -s * 0.25, s * 0.75, s * 0.6), fill=44)
    sheen = ImageChops.multiply(sheen.filter(ImageFilter.GaussianBlur(s * 0.12)), image.getchannel("A"))
    image.alpha_composite(Image.merge("RGBA", (*Image.new("RGB", (s, s), (255, 255, 255)).split(), sheen)))
    return image


@lru_cache(maxsize=None)
def die_texture(face: int, body: tuple, pips: tuple, size: int) -> arcade.Texture:
    """A die showing `face`, `size` logical pixels wide, with slightly sunken pips."""
    image = _die_blank(body, size).copy()
    draw = ImageDraw.Draw(image)
    s = image.width
    pip_r, step = s * 0.088, s * 0.25
    for dx, dy in PIPS[face]:
        cx, cy = s / 2 + dx * step, s / 2 - dy * step
        draw.ellipse((cx - pip_r, cy - pip_r, cx + pip_r, cy + pip_r), fill=_rgba(theme.mix(pips, body, 0.35)))
        inner = pip_r * 0.86
        draw.ellipse((cx - inner, cy - inner * 0.9, cx + inner, cy + inner), fill=_rgba(pips))
    return _texture(_shrink(image), f"margin-die-{face}-{body}-{pips}-{size}")


@lru_cache(maxsize=None)
def shadow_texture(size: int) -> arcade.Texture:
    """The soft shadow under a die, twice its size so the blur has room."""
    s = size * 2 * TEXELS
    mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(mask).rounded_rectangle((s * 0.25, s * 0.25, s * 0.75, s * 0.75), s * 0.1, fill=150)
    mask = mask.filter(ImageFilter.GaussianBlur(size * TEXELS * 0.09))
    return _texture(Image.merge("RGBA", (*Image.new("RGB", (s, s), (4, 10, 8)).split(), mask)),
                    f"margin-die-shadow-{size}")


@lru_cache(maxsize=None)
def glow_texture(size: int) -> arcade.Texture:
    """A warning halo, twice a die's size: a bright rim fading outwards."""
    s = size * 2 * TEXELS
    mask = Image.new("L", (s, s), 0)
    draw = ImageDraw.Draw(mask)
    draw.rounded_rectangle((s * 0.12, s * 0.12, s * 0.88, s * 0.88), s * 0.18, fill=215)
    soft = mask.filter(ImageFilter.GaussianBlur(size * TEXELS * 0.13))
    rim = Image.new("L", (s, s), 0)
    ImageDraw.Draw(rim).rounded_rectangle((s * 0.2, s * 0.2, s * 0.8, s * 0.8), s * 0.12, outline=255,
                                          width=max(2, round(size * TEXELS * 0.07)))
    alpha = ImageChops.lighter(soft, rim.filter(ImageFilter.GaussianBlur(1.2)))
    return _texture(Image.merge("RGBA", (*Image.new("RGB", (s, s), WARNING).split(), alpha)),
                    f"margin-die-glow-{size}")


@lru_cache(maxsize=None)
def cross_texture(size: int) -> arcade.Texture:
    """The cross over a cancelled die: two red strokes with a dark edge."""
    s = size * TEXELS * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    a, b = s * 0.1, s * 0.9
    for width, colour in ((round(s * 0.12), (40, 8, 12, 200)), (round(s * 0.07), _rgba(theme.RED, 235))):
        draw.line((a, a, b, b), fill=colour, width=width)
        draw.line((a, b, b, a), fill=colour, width=width)
    return _texture(_shrink(image), f"margin-die-cross-{size}")


@lru_cache(maxsize=None)
def caption_texture(text: str) -> arcade.Texture:
    """A small caption in a dark pill, under a die ("region", "state")."""
    k = TEXELS
    font = ImageFont.truetype(str(theme.ASSETS / "fonts" / "DejaVuSans-Bold.ttf"), 11 * k)
    width, height = round(font.getlength(text)) + 14 * k, 18 * k
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), height / 2, fill=(8, 14, 28, 205))
    draw.text((width / 2, height / 2), text, font=font, fill=_rgba(theme.CREAM), anchor="mm")
    return _texture(image, f"margin-caption-{text}")


@lru_cache(maxsize=8)
def box_texture(width: int, height: int, border: int) -> arcade.Texture:
    """The tray: a walnut frame with mitred corners and a lit top edge, green felt with a
    little nap, a soft shadow the walls cast on the felt, and the box's own drop shadow.
    One texel a logical pixel: wood and felt need no more, and it is made four times faster."""
    pad = SHADOW_PAD
    w, h = width + 2 * pad, height + 2 * pad
    x0, y0, x1, y1 = pad, pad, pad + width - 1, pad + height - 1
    b = border
    radius = b * 0.9

    def mask(shape: str, box, fill: int = 255, **options) -> Image.Image:
        image = Image.new("L", (w, h), 0)
        getattr(ImageDraw.Draw(image), shape)(box, fill=fill, **options)
        return image

    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    drop = mask("rounded_rectangle", (x0 + 2, y0 + 7, x1 + 2, y1 + 7), 170, radius=radius)
    image.paste((2, 4, 10, 255), mask=_soft(drop, 7))
    outer = mask("rounded_rectangle", (x0, y0, x1, y1), radius=radius)
    felt_mask = mask("rounded_rectangle", (x0 + b, y0 + b, x1 - b, y1 - b), radius=radius * 0.35)

    # wood: stretched noise is grain; the side walls' grain runs up and down (mitred corners)
    sides = mask("polygon", [(x0, y0), (x0 + b, y0 + b), (x0 + b, y1 - b), (x0, y1)])
    ImageDraw.Draw(sides).polygon([(x1, y0), (x1 - b, y0 + b), (x1 - b, y1 - b), (x1, y1)], fill=255)
    wood = Image.composite(_grain(h, w, 1).transpose(Image.ROTATE_90), _grain(w, h, 0), sides)
    # the top surface of the frame is lit from above: lighter upper wall, darker lower wall
    wood.paste((255, 236, 200), mask=_soft(mask("rectangle", (0, 0, w, y0 + b), 60), b * 0.3))
    wood.paste((20, 8, 2), mask=_soft(mask("rectangle", (0, y1 - b, w, h), 70), b * 0.3))
    image.paste(wood, mask=outer)
    # a thin bright edge round the outside, a dark lip round the felt
    image.paste((255, 226, 180), mask=mask("rounded_rectangle", (x0, y0, x1, y1), 0, radius=radius,
                                           outline=110, width=2))
    image.paste((30, 14, 6), mask=mask("rounded_rectangle", (x0 + b - 2, y0 + b - 2, x1 - b + 2, y1 - b + 2),
                                       radius=radius * 0.45))

    felt = ImageOps.colorize(_noise(w, h, 2, 64, 192).filter(ImageFilter.GaussianBlur(0.5)), *FELT)
    lamp = mask("ellipse", (x0 + width * 0.15, y0 + height * 0.05, x1 - width * 0.15, y1 - height * 0.2), 60)
    felt.paste((120, 190, 150), mask=_soft(lamp, min(w, h) * 0.18))
    # the walls' shadow: soft all round, deeper under the upper wall (light from above)
    walls = ImageOps.invert(felt_mask)
    shade = ImageChops.lighter(_soft(walls, b * 0.45), _soft(ImageChops.offset(walls, 0, round(b * 0.35)), b * 0.7))
    felt.paste((2, 12, 8), mask=shade.point(lambda v: min(255, v * 1.4)))
    image.paste(felt, mask=felt_mask)
    return _texture(image, f"margin-dice-box-{width}x{height}-{border}")


def _soft(mask: Image.Image, radius: float) -> Image.Image:
    """`mask` blurred by `radius`, blurred small and scaled back up (a blur is smooth anyway)."""
    if radius < 3:
        return mask.filter(ImageFilter.GaussianBlur(radius))
    small = mask.resize((max(1, mask.width // 4), max(1, mask.height // 4)), Image.BILINEAR)
    return small.filter(ImageFilter.GaussianBlur(radius / 4)).resize(mask.size, Image.BILINEAR)


def _noise(w: int, h: int, seed: int, low: int = 0, high: int = 255) -> Image.Image:
    """Seeded grey noise, so the same tray always looks the same."""
    data = random.Random(seed).randbytes(w * h)
    return Image.frombytes("L", (w, h), data).point(lambda v: low + v * (high - low) // 255)


def _grain(w: int, h: int, seed: int) -> Image.Image:
    """Wood grain `w` x `h`, running along the width: coarse noise stretched into streaks,
    with a finer one over it."""
    streaks = _noise(max(4, w // 60), max(4, h // 3), seed).resize((w, h), Image.BICUBIC)
    fine = _noise(max(4, w // 8), h, seed + 10).resize((w, h), Image.BICUBIC)
    grain = ImageChops.add(ImageChops.multiply(streaks.filter(ImageFilter.GaussianBlur(1)),
                                               Image.new("L", (w, h), 200)), fine, scale=1.4)
    return ImageOps.colorize(ImageOps.autocontrast(grain, cutoff=2), *WOOD).convert("RGB")


# ---- the tray ---------------------------------------------------------------------------------
@dataclass
class _Die:
    colours: tuple
    label: str | None
    die: arcade.Sprite
    shadow: arcade.Sprite
    glow: arcade.Sprite
    cross: arcade.Sprite
    caption: arcade.Sprite | None
    face: int = 0
    ignored: bool = False
    flash_left: float = 0.0
    caption_shown: float = 0.0           # 0-1: captions fade in once their die rests
    pose: DiePose | None = field(default=None)


PREPARE_KEYFRAMES = 24    # physics keyframes simulated ahead a frame: about a millisecond here
PREPARE_DICE = 3          # for a throw of up to this many dice; more dice cost more a keyframe, so fewer
MAX_PREPARED = 16         # throws prepared and not yet thrown (a week has fewer)
SHOW_COLOURS = ("white", "red", "ivory")    # the dice the week show throws: pictured ahead


def keyframes_a_frame(count: int) -> int:
    """How many keyframes of a throw of `count` dice are simulated ahead on a frame: about the
    same work a frame whatever the count (a keyframe's work grows with the dice)."""
    return max(4, PREPARE_KEYFRAMES * PREPARE_DICE // max(count, PREPARE_DICE))


class DiceTray:
    """The tray in the logical rectangle (left, bottom, width, height), frame included. Its dice
    are all one size, small enough for `most_dice` of them (the biggest throw it will be asked
    for) to roll in it."""

    def __init__(self, left: float, bottom: float, width: float, height: float, most_dice: int = 6):
        self.left, self.bottom, self.width, self.height = left, bottom, width, height
        self.border = round(max(10, min(20, min(width, height) * 0.055)))
        self.felt = (left + self.border, bottom + self.border, width - 2 * self.border, height - 2 * self.border)
        self.die_size = round(die_size_for(self.felt[2], self.felt[3], most_dice))
        self.speed = 1.0                     # 2.0 plays a throw twice as fast
        self.time = 0.0                      # seconds into the throw (already scaled by speed)
        self.dice: list[_Die] = []
        self.current: DiceThrow | None = None
        # throws to come, simulated a few keyframes a frame ahead of them (see prepare)
        self._prepared: dict[tuple, ThrowPhysics] = {}
        self.sprites = arcade.SpriteList(lazy=True, capacity=64)      # the dice and all on them
        self.box = arcade.SpriteList(lazy=True, capacity=1)
        self.box.append(arcade.Sprite(box_texture(round(width), round(height), self.border),
                                      center_x=left + width / 2, center_y=bottom + height / 2))
        self._warming = self._pictures_ahead()
        # False on a frame with other heavy work (the screen's layer drawn again): the work done
        # ahead (physics, pictures) waits for the next
        self.spare_frame = True
        self._waited = False                 # a throw was asked for and is not ready yet
        self.warmed = 0                      # pictures made ahead (tests)

    def _pictures_ahead(self):
        """Every picture a throw may show (each die face of the show's colours, the shadow,
        glow, cross and captions), one a step, each put in the texture atlas: made on idle
        frames, so that no throw's frame makes one (a face is a millisecond or two of Pillow)."""
        size = self.die_size
        for name in SHOW_COLOURS:
            body, pips = DIE_COLOURS[name]
            yield _die_blank(body, size)
            for face in PIPS:
                yield die_texture(face, body, pips, size)
        yield shadow_texture(size)
        yield glow_texture(size)
        yield cross_texture(size)
        yield caption_texture("region")
        yield caption_texture("state")

    def _warm_one(self) -> None:
        if self._warming is None:
            return
        picture = next(self._warming, None)
        if picture is None:
            self._warming = None
            return
        if isinstance(picture, arcade.Texture):
            (self.sprites.atlas or arcade.get_window().ctx.default_atlas).add(picture)
        self.warmed += 1

    # ---- state ------------------------------------------------------------------------
    @property
    def rolling(self) -> bool:
        return self.current is not None and self.time < self.current.duration

    @property
    def settled(self) -> bool:
        """True once thrown dice have come to rest (False with no dice in the tray)."""
        return self.current is not None and self.time >= self.current.duration

    @property
    def faces(self) -> list[int]:
        """The faces shown now (the rolled ones once settled)."""
        return [d.face for d in self.dice]

    def positions(self) -> list[tuple[float, float]]:
        """Where each die is now, in logical coordinates (to point at a die, or fly a result from it)."""
        return [(d.die.center_x, d.die.center_y) for d in self.dice]

    # ---- actions ----------------------------------------------------------------------
    def prepare(self, count: int, seed: int, side: str = "left") -> None:
        """A throw of `count` dice with `seed` is coming: its physics (which does not depend on
        the faces) is simulated a few keyframes a frame from now on (keyframes_a_frame), so that the
        frame it is thrown on does not pay for the whole simulation."""
        key = self._physics_key(count, seed, side)
        if key not in self._prepared:
            while len(self._prepared) >= MAX_PREPARED:
                self._prepared.pop(next(iter(self._prepared)))
            self._prepared[key] = ThrowPhysics(count, self.felt[2], self.felt[3], seed, self.die_size, side)

    def prepared(self, count: int, seed: int, side: str = "left") -> bool:
        """True when a throw of `count` dice with `seed` can be thrown at once."""
        physics = self._prepared.get(self._physics_key(count, seed, side))
        ready = physics is not None and physics.done
        self._waited = self._waited or not ready
        return ready

    def _physics_key(self, count: int, seed: int, side: str) -> tuple:
        return ThrowPhysics.key_for(count, self.felt[2], self.felt[3], seed, self.die_size, side)

    def _advance_preparations(self) -> bool:
        """One step of the first throw not yet prepared; False when there is none."""
        for physics in self._prepared.values():
            if not physics.done:
                physics.advance(keyframes_a_frame(physics.count))
                return True
        return False

    def throw(self, faces: list[int], seed: int, colours=None, labels=None, side: str = "left") -> None:
        """Throw dice that will settle on `faces`. `colours`: per die a name from DIE_COLOURS
        or an RGB body colour (white by default); `labels`: per die a short caption or None.
        A throw prepared (see prepare) uses its physics; any other is simulated here, whole."""
        physics = self._prepared.pop(self._physics_key(len(faces), seed, side), None)
        self.current = DiceThrow(list(faces), self.felt[2], self.felt[3], seed, die_size=self.die_size,
                                 side=side, physics=physics)
        self.time = 0.0
        colours = list(colours or ["white"] * len(faces))
        labels = list(labels or [None] * len(faces))
        size = self.die_size
        self.dice = []
        for body, pips in {die_colours(c) for c in colours}:
            for face in PIPS:             # every face now: a tumbling die must not make one mid-roll
                die_texture(face, body, pips, size)
        for i in range(len(faces)):
            body, pips = die_colours(colours[i])
            self.dice.append(_Die(
                (body, pips), labels[i],
                arcade.Sprite(die_texture(faces[i], body, pips, size), scale=1 / TEXELS),
                arcade.Sprite(shadow_texture(size), scale=1 / TEXELS),
                arcade.Sprite(glow_texture(size), scale=1 / TEXELS),
                arcade.Sprite(cross_texture(size), scale=1 / TEXELS),
                arcade.Sprite(caption_texture(labels[i]), scale=1 / TEXELS) if labels[i] else None))
        self._restack()
        self._place()

    def update(self, dt: float) -> None:
        # a throw someone waits for (see prepared) is simulated on, spare frame or not
        waited, self._waited = self._waited, False
        if (self.spare_frame or waited) and not self._advance_preparations() and not self.rolling \
                and self.spare_frame:
            self._warm_one()             # a frame with nothing to simulate or move
        if self.current is None:
            return
        if self.rolling:
            self.time = min(self.current.duration, self.time + dt * self.speed)
        for d in self.dice:
            d.flash_left = max(0.0, d.flash_left - dt)
            resting = d.pose is not None and not d.pose.moving
            d.caption_shown = min(1.0, d.caption_shown + dt * 5) if resting else 0.0
        self._place()

    def skip(self) -> None:
        """Show the result at once."""
        if self.current is not None:
            self.time = self.current.duration
            for d in self.dice:
                d.caption_shown = 1.0
            self._place()

    def flash(self, indices) -> None:
        """Pulse these dice in the warning colour for a moment (a gaffe)."""
        for i in indices:
            self.dice[i].flash_left = FLASH_SECONDS
        self._place()

    @property
    def flashing(self) -> bool:
        return any(d.flash_left > 0 for d in self.dice)

    def ignore(self, index: int, ignored: bool = True) -> None:
        """Show a die as cancelled: greyed and crossed out."""
        self.dice[index].ignored = ignored
        self._place()

    def clear(self) -> None:
        self.current, self.dice, self.time = None, [], 0.0
        self._restack()

    def draw(self) -> None:
        self.draw_box()
        self.draw_dice()

    def draw_box(self) -> None:
        """The empty tray: it never changes, so a screen may bake it into a cached layer and
        call only `draw_dice` each frame."""
        self.box.draw()

    def draw_dice(self) -> None:
        self.sprites.draw()

    # ---- sprites ----------------------------------------------------------------------
    def _restack(self) -> None:
        """Back to front: shadows, warning glows, dice, crosses, captions."""
        self.sprites.clear()
        for layer in ("shadow", "glow", "die", "cross", "caption"):
            for d in self.dice:
                sprite = getattr(d, layer)
                if sprite is not None:
                    self.sprites.append(sprite)

    def _place(self) -> None:
        if self.current is None:
            return
        poses = self.current.frame_at(self.time)
        fx, fy = self.felt[0], self.felt[1]
        size = self.die_size
        for d, pose in zip(self.dice, poses):
            d.pose = pose
            x, y = fx + pose.x, fy + pose.y
            grow = 1.0 + 0.25 * pose.lift                        # nearer the eye while in the air
            d.die.position = (x, y)
            d.die.angle = -pose.angle                            # arcade turns clockwise, pymunk anticlockwise
            d.die.scale = grow / TEXELS
            if pose.face != d.face:
                d.face = pose.face
                d.die.texture = die_texture(pose.face, *d.colours, size)
            lift = max(0.0, pose.lift)
            d.shadow.position = (x + 2 + 18 * lift, y - 3 - 22 * lift)
            d.shadow.angle = d.die.angle
            d.shadow.scale = (1.0 + 0.2 * lift) / TEXELS
            d.shadow.alpha = round(255 * (1.0 - 0.45 * lift))
            self._place_flash(d, x, y, grow)
            # the first frames drop the dice in from above rather than show them all at once
            entering = min(1.0, self.time / ENTER_SECONDS)
            d.die.alpha = round((225 if d.ignored else 255) * entering)
            d.shadow.alpha = round(d.shadow.alpha * entering)
            d.cross.visible = d.ignored
            d.cross.position = (x, y)
            if d.caption is not None:
                d.caption.position = self._caption_spot(d, x, y, poses)
                d.caption.alpha = round(255 * d.caption_shown)
                d.caption.visible = not d.ignored

    def _caption_spot(self, d: _Die, x: float, y: float, poses: list[DiePose]) -> tuple[float, float]:
        """Below its die, else above, right or left: the first place on the felt clear of
        the other dice."""
        fx, fy, fw, fh = self.felt
        half_w, half_h = d.caption.width / 2, d.caption.height / 2
        reach = self.die_size * 0.5 + 4
        others = [(fx + p.x, fy + p.y) for p in poses if p is not d.pose]
        spots = [(x, y - reach - half_h), (x, y + reach + half_h), (x + reach + half_w, y), (x - reach - half_w, y)]
        for cx, cy in spots:
            inside = fx <= cx - half_w and cx + half_w <= fx + fw and fy <= cy - half_h and cy + half_h <= fy + fh
            clear = all(abs(cx - ox) > half_w + self.die_size * 0.72 or abs(cy - oy) > half_h + self.die_size * 0.72
                        for ox, oy in others)
            if inside and clear:
                return cx, cy
        return spots[0] if spots[0][1] - half_h >= fy else spots[1]

    @staticmethod
    def _place_flash(d: _Die, x: float, y: float, grow: float) -> None:
        if d.flash_left > 0:
            gone = FLASH_SECONDS - d.flash_left
            pulse = 0.5 - 0.5 * math.cos(math.tau * FLASH_PULSES * gone / FLASH_SECONDS)
            fade = min(1.0, d.flash_left / 0.25)
            d.glow.visible = True
            d.glow.position = (x, y)
            d.glow.angle = d.die.angle
            d.glow.scale = grow * (1.0 + 0.12 * pulse) / TEXELS
            d.glow.alpha = round(255 * fade * (0.45 + 0.55 * pulse))
            d.die.color = theme.mix((255, 255, 255), (255, 150, 120), 0.7 * pulse * fade)
        else:
            d.glow.visible = False
            d.die.color = IGNORED_TINT if d.ignored else (255, 255, 255)


def demo_tray(left: float, bottom: float, width: float, height: float) -> DiceTray:
    """A tray with three dice just thrown (seed 1): the opponent's red region die and white
    state die beside a campaign die, for the bench and the showcase."""
    tray = DiceTray(left, bottom, width, height)
    tray.throw([5, 2, 6], 1, colours=["white", "red", "white"], labels=[None, "region", "state"])
    return tray
