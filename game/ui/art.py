"""Drawn artwork: the shared backdrop and the title-screen illustration.

Everything is built from shapes into a ShapeBuilder (one draw call each), so
the art costs nothing per frame and needs no image files.
"""
from __future__ import annotations

import math
import random

from game.ui import theme
from game.ui.draw import WINDOW_SHADER_HEAD, ShapeBuilder, star_points

W, H = theme.WIDTH, theme.HEIGHT


def build_backdrop(sb: ShapeBuilder) -> None:
    """Night-sky navy gradient, a soft glow, faint stars and a low stripe motif."""
    sb.gradient_rect(0, 0, W, H, (8, 13, 29), (22, 35, 70))
    # soft glows (fans fading to transparent at the rim)
    _glow(sb, W * 0.78, H * 0.72, 520, (60, 90, 170, 46))
    _glow(sb, W * 0.12, H * 0.18, 380, (120, 60, 90, 28))
    rng = random.Random(1776)
    for _ in range(70):
        x, y = rng.uniform(0, W), rng.uniform(90, H)
        size = rng.choice([1.4, 1.8, 2.2, 2.6, 3.6])
        alpha = int(rng.uniform(40, 120) * (0.6 if size > 3 else 1))
        if size > 3:
            sb.star(x, y, size * 1.6, theme.with_alpha(theme.CREAM, alpha))
        else:
            sb.circle(x, y, size / 2 + 0.4, theme.with_alpha(theme.CREAM, alpha), segments=6)
    # the stripes of a flag, gently waving along the bottom edge
    for i, colour in enumerate([theme.RED, theme.CREAM, theme.RED]):
        alpha = 34 if colour == theme.RED else 16
        _wave_band(sb, 0, W, 34 - i * 12, 10, 8, 0.006, i * 0.4, theme.with_alpha(colour, alpha))
    sb.rect(0, 0, W, 2, theme.with_alpha(theme.ACCENT, 60))


def _glow(sb: ShapeBuilder, x: float, y: float, radius: float, colour) -> None:
    ring = [(x + radius * math.cos(2 * math.pi * i / 48), y + radius * math.sin(2 * math.pi * i / 48))
            for i in range(48)]
    sb.fan((x, y), ring, colour, theme.with_alpha(colour, 0))


def _wave_band(sb: ShapeBuilder, x0: float, x1: float, y: float, height: float, amplitude: float,
               frequency: float, phase: float, colour, steps: int = 64, shade_fn=None) -> None:
    prev = None
    for s in range(steps + 1):
        x = x0 + (x1 - x0) * s / steps
        offset = amplitude * math.sin(x * frequency * 2 * math.pi + phase)
        cur = (x, y + offset)
        if prev is not None:
            c = colour
            if shade_fn is not None:
                c = shade_fn(colour, x, prev, cur)
            sb.quad(prev, cur, (cur[0], cur[1] + height), (prev[0], prev[1] + height), c)
        prev = cur


FLAG_X0, FLAG_X1, FLAG_TOP, STRIPE_H, STRIPES = 600, 1250, 560, 30, 9
FLAG_AMPLITUDE = 16.0
FLAG_FREQUENCY = 1.2 / 520        # waves per logical pixel


def build_title_art(sb: ShapeBuilder) -> None:
    """The still parts of the title illustration: flag pole, ballot box, ballot, stars.
    (The flag itself is a WavingFlag, drawn behind the box.)"""
    _ballot_box(sb, cx=1000, base=96)
    for x, y, r in [(640, 610, 9), (1200, 600, 7), (760, 140, 6), (1215, 250, 8), (905, 470, 5)]:
        sb.star(x, y, r, theme.with_alpha(theme.ACCENT, 200))


def build_flag_pole(sb: ShapeBuilder) -> None:
    x0, top = FLAG_X0, FLAG_TOP
    sb.rect(x0 - 12, top - STRIPES * STRIPE_H - 150, 9, STRIPES * STRIPE_H + 175, (170, 150, 110))
    sb.rect(x0 - 12, top - STRIPES * STRIPE_H - 150, 3, STRIPES * STRIPE_H + 175, (205, 185, 140))
    sb.circle(x0 - 7.5, top + 30, 10, theme.ACCENT)


def build_flat_flag(sb: ShapeBuilder) -> None:
    """The flag laid flat in base colours; WavingFlag's shader waves and shades it."""
    x0, x1, top = FLAG_X0, FLAG_X1, FLAG_TOP
    steps = 48
    xs = [x0 + (x1 - x0) * s / steps for s in range(steps + 1)]
    # the flag's shadow, 10 right and 12 down: only the strips that show beside the flag
    bottom = top - STRIPES * STRIPE_H
    for xa, xb in zip(xs, xs[1:]):
        sb.quad((xa + 10, bottom - 12), (xb + 10, bottom - 12), (xb + 10, bottom), (xa + 10, bottom),
                (0, 0, 0, 70))
    sb.quad((x1, bottom), (x1 + 10, bottom), (x1 + 10, top - 12), (x1, top - 12), (0, 0, 0, 70))
    for i in range(STRIPES):
        base = theme.RED if i % 2 == 0 else theme.CREAM
        y = top - (i + 1) * STRIPE_H
        for xa, xb in zip(xs, xs[1:]):
            sb.quad((xa, y), (xb, y), (xb, y + STRIPE_H), (xa, y + STRIPE_H), base)
    canton_w, canton_rows, cs = 250, 5, 20
    for s in range(cs):
        xa = x0 + canton_w * s / cs
        xb = x0 + canton_w * (s + 1) / cs
        sb.quad((xa, top - canton_rows * STRIPE_H), (xb, top - canton_rows * STRIPE_H), (xb, top), (xa, top),
                (34, 58, 120))
    for row in range(4):
        for col in range(5):
            x = x0 + 28 + col * 48 + (24 if row % 2 else 0)
            if x > x0 + canton_w - 18:
                continue
            sb.star(x, top - 24 - row * 34, 10, theme.CREAM)


_WAVE_VS = WINDOW_SHADER_HEAD + """uniform float u_time;
uniform float u_x0;
uniform float u_x1;
uniform float u_amplitude;
uniform float u_frequency;
in vec2 in_vert;
in vec4 in_color;
out vec4 v_color;

float wave(float x) {
    float along = clamp((x - u_x0) / (u_x1 - u_x0), 0.0, 1.0);
    // a travelling wave that grows towards the fly end (the hoist is held by the pole)
    return u_amplitude * sin((x - u_x0) * u_frequency * 6.28318 + 0.6 - u_time * 2.4) * (0.35 + 0.65 * along);
}

void main() {
    float y = in_vert.y + wave(in_vert.x);
    // folds facing up catch the light, folds facing down are in shade
    float light = 1.0 - 0.9 * (wave(in_vert.x + 1.0) - wave(in_vert.x - 1.0));
    vec3 c = in_color.rgb / 255.0;
    c = light <= 1.0 ? c * light : c + (1.0 - c) * (light - 1.0);
    v_color = vec4(c, in_color.a / 255.0);
    gl_Position = window.projection * window.view * vec4(in_vert.x, y, 0.0, 1.0);
}
"""
_WAVE_FS = """
#version 330
in vec4 v_color;
out vec4 out_color;
void main() { out_color = v_color; }
"""


class WavingFlag:
    """The title flag, waved by a vertex shader: one draw call, smooth at any frame rate."""

    def __init__(self):
        self.builder = ShapeBuilder()
        build_flat_flag(self.builder)
        self.program = None

    def draw(self, time: float) -> None:
        import arcade
        ctx = arcade.get_window().ctx
        if self.program is None:
            self.program = ctx.program(vertex_shader=_WAVE_VS, fragment_shader=_WAVE_FS)
            self.program["u_x0"] = float(FLAG_X0)
            self.program["u_x1"] = float(FLAG_X1)
            self.program["u_amplitude"] = FLAG_AMPLITUDE
            self.program["u_frequency"] = FLAG_FREQUENCY
        self.program["u_time"] = float(time)
        shape = self.builder.shape(self.program)
        ctx.enable(ctx.BLEND)
        shape.draw()


class Motes:
    """Soft glowing specks drifting slowly upwards (title screen, results): one SpriteList."""

    def __init__(self, count: int = 28, area=(0, 0, W, H), colours=None, seed: int = 7,
                 rise: tuple[float, float] = (8, 26), size: tuple[float, float] = (2, 5)):
        import arcade
        self.area = area
        rng = random.Random(seed)
        self.sprites = arcade.SpriteList()
        self._motion = []
        colours = colours or [theme.ACCENT, theme.CREAM, theme.shade(theme.ACCENT, 1.3)]
        textures = {}
        for _ in range(count):
            radius = int(rng.uniform(*size))
            colour = rng.choice(colours)
            key = (radius, tuple(colour))
            if key not in textures:
                textures[key] = arcade.make_soft_circle_texture(radius * 4, colour, 255, 0)
            sprite = arcade.Sprite(textures[key])
            sprite.center_x = rng.uniform(area[0], area[0] + area[2])
            sprite.center_y = rng.uniform(area[1], area[1] + area[3])
            self.sprites.append(sprite)
            self._motion.append((rng.uniform(*rise), rng.uniform(0, 6.28), rng.uniform(0.3, 1.0),
                                 rng.uniform(40, 160)))

    def update(self, dt: float, time: float) -> None:
        left, bottom, width, height = self.area
        for sprite, (rise, phase, twinkle, sway) in zip(self.sprites, self._motion):
            sprite.center_y += rise * dt
            sprite.center_x += math.sin(time * 0.6 + phase) * sway * 0.004
            if sprite.center_y > bottom + height + 10:
                sprite.center_y = bottom - 10
            sprite.alpha = int(70 + 150 * (0.5 + 0.5 * math.sin(time * twinkle * 2.2 + phase)))

    def draw(self) -> None:
        self.sprites.draw()


class Confetti:
    """Paper confetti tumbling down over a win: rotating coloured slips in one SpriteList."""

    def __init__(self, count: int = 90, seed: int = 3, colours=None):
        import arcade
        rng = random.Random(seed)
        self.sprites = arcade.SpriteList()
        self._motion = []
        colours = colours or [theme.ACCENT, theme.RED, theme.CREAM, (70, 140, 245)]
        for i in range(count):
            colour = colours[i % len(colours)]
            sprite = arcade.SpriteSolidColor(int(rng.uniform(6, 11)), int(rng.uniform(10, 18)), color=colour)
            sprite.center_x = rng.uniform(0, W)
            sprite.center_y = rng.uniform(H, H + 500)
            self.sprites.append(sprite)
            self._motion.append((rng.uniform(60, 140), rng.uniform(-50, 50), rng.uniform(0, 6.28),
                                 rng.uniform(120, 360), sprite.width))

    def update(self, dt: float, time: float) -> None:
        for sprite, (fall, drift, phase, spin, width) in zip(self.sprites, self._motion):
            sprite.center_y -= fall * dt
            sprite.center_x += (drift + 40 * math.sin(time * 2 + phase)) * dt
            sprite.angle += spin * dt
            sprite.width = max(1.0, abs(math.cos(time * 3 + phase)) * width)   # the slip turns over
            if sprite.center_y < -20:
                sprite.center_y = H + 20

    def draw(self) -> None:
        self.sprites.draw()


def _ballot_box(sb: ShapeBuilder, cx: float, base: float) -> None:
    w, h, depth = 300, 190, 46
    left, right = cx - w / 2, cx + w / 2
    top = base + h
    # floor shadow
    sb.polygon([(left - 20, base - 6), (right + 40, base - 6), (right + 60, base + 14), (left, base + 14)],
               (0, 0, 0, 90))
    # body: front face with a gradient, side face darker
    front_bottom, front_top = (28, 46, 92), (44, 70, 132)
    sb.gradient_rect(left, base, w, h, front_bottom, front_top)
    sb.polygon([(right, base), (right + depth, base + depth * 0.55), (right + depth, top + depth * 0.55), (right, top)],
               (22, 36, 74))
    # lid (top face) with the slot
    sb.polygon([(left, top), (right, top), (right + depth, top + depth * 0.55), (left + depth, top + depth * 0.55)],
               (62, 92, 160))
    slot_y = top + depth * 0.27
    sb.polygon([(cx - 80 + depth * 0.5, slot_y - 4), (cx + 80 + depth * 0.5, slot_y - 4),
                (cx + 86 + depth * 0.5, slot_y + 4), (cx - 74 + depth * 0.5, slot_y + 4)], (10, 16, 32))
    # the ballot, half-way in, tilted
    bx, by = cx + depth * 0.5 + 4, slot_y + 2
    angle = math.radians(-8)
    bw, bh = 118, 150

    def rot(px: float, py: float) -> tuple[float, float]:
        return (bx + px * math.cos(angle) - py * math.sin(angle), by + px * math.sin(angle) + py * math.cos(angle))

    sb.quad(rot(-bw / 2 + 6, -4), rot(bw / 2 + 6, -4), rot(bw / 2 + 6, bh - 4), rot(-bw / 2 + 6, bh - 4), (0, 0, 0, 60))
    sb.quad(rot(-bw / 2, 0), rot(bw / 2, 0), rot(bw / 2, bh), rot(-bw / 2, bh), theme.CREAM)
    for i, y in enumerate([bh - 30, bh - 62, bh - 94]):
        # a tick box and a line for each candidate
        sb.quad(rot(-bw / 2 + 14, y - 10), rot(-bw / 2 + 34, y - 10), rot(-bw / 2 + 34, y + 10),
                rot(-bw / 2 + 14, y + 10), (120, 120, 130))
        sb.quad(rot(-bw / 2 + 17, y - 7), rot(-bw / 2 + 31, y - 7), rot(-bw / 2 + 31, y + 7),
                rot(-bw / 2 + 17, y + 7), theme.CREAM)
        sb.line(rot(-bw / 2 + 44, y), rot(bw / 2 - 14, y), 5, (170, 170, 180))
    # the cross in the first box, in red
    y = bh - 30
    sb.line(rot(-bw / 2 + 12, y + 2), rot(-bw / 2 + 22, y - 10), 6, theme.RED)
    sb.line(rot(-bw / 2 + 21, y - 10), rot(-bw / 2 + 42, y + 16), 6, theme.RED)
    # front emblem: a gold star in a ring, and a band
    sb.rect(left, base + h * 0.18, w, 10, theme.with_alpha(theme.ACCENT, 210))
    sb.ring(cx, base + h * 0.6, 44, 5, theme.ACCENT)
    sb.fan((cx, base + h * 0.6), star_points(cx, base + h * 0.6, 34, 14), theme.ACCENT)
    # outline highlights
    sb.line((left, top), (right, top), 2, (110, 140, 210))
    sb.line((left, base), (left, top), 2, (70, 100, 170))
