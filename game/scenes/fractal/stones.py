"""The pieces' pictures: glossy black and white stones, an empty vertex's dot, made once with
PIL as textures (shaded like a lit sphere with a soft shadow, so they read as round pieces)."""
from __future__ import annotations

import math
from functools import lru_cache

import arcade
from PIL import Image

SIZE = 72            # texture pixels; the stone's disc is STONE_FILL of it (the rest is shadow)
STONE_FILL = 0.80


def _stone_image(dark: bool) -> Image.Image:
    img = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    px = img.load()
    c = SIZE / 2
    r = SIZE * STONE_FILL / 2
    shadow_dx, shadow_dy = SIZE * 0.035, SIZE * 0.05
    lx, ly, lz = -0.45, -0.55, 0.7          # the light, from the upper left (image y grows down)
    norm = math.sqrt(lx * lx + ly * ly + lz * lz)
    lx, ly, lz = lx / norm, ly / norm, lz / norm
    for j in range(SIZE):
        for i in range(SIZE):
            x, y = i + 0.5 - c, j + 0.5 - c
            d = math.hypot(x, y)
            if d <= r + 0.8:
                nx, ny = x / r, y / r
                nz = math.sqrt(max(0.0, 1 - nx * nx - ny * ny))
                diffuse = max(0.0, nx * lx + ny * ly + nz * lz)
                spec = max(0.0, diffuse) ** (22 if dark else 14)
                if dark:
                    base = 16 + 70 * diffuse ** 2
                    v = base + 150 * spec
                    colour = (v, v, v + 6)
                else:
                    base = 170 + 70 * diffuse
                    v = min(255.0, base + 40 * spec)
                    colour = (v, v - 2, v - 8)
                alpha = max(0.0, min(1.0, r + 0.8 - d)) * 255
                px[i, j] = tuple(int(min(255, k)) for k in colour) + (int(alpha),)
            else:
                sd = math.hypot(x - shadow_dx, y - shadow_dy)
                a = max(0.0, 1 - (sd - r * 0.92) / (SIZE * 0.09))
                if a > 0:
                    px[i, j] = (0, 0, 0, int(110 * a * a))
    return img


def _dot_image() -> Image.Image:
    """An empty vertex: a small dark hole with a light rim."""
    img = Image.new("RGBA", (32, 32), (0, 0, 0, 0))
    px = img.load()
    for j in range(32):
        for i in range(32):
            d = math.hypot(i + 0.5 - 16, j + 0.5 - 16)
            if d < 14.5:
                a = min(1.0, 14.5 - d)
                rim = d > 10
                px[i, j] = ((150, 112, 60) if rim else (78, 50, 22)) + (int(230 * a),)
    return img


@lru_cache(maxsize=None)
def stone_texture(seat: int) -> arcade.Texture:
    return arcade.Texture(_stone_image(seat == 0), hash=f"fractal-stone-{seat}")


@lru_cache(maxsize=None)
def dot_texture() -> arcade.Texture:
    return arcade.Texture(_dot_image(), hash="fractal-dot")


def stone_scale(radius: float) -> float:
    """The sprite scale that draws a stone of this radius (world units)."""
    return 2 * radius / (SIZE * STONE_FILL)


def dot_scale(radius: float) -> float:
    return 2 * radius / 29
