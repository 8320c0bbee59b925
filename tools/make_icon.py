"""Draw the game's icon: assets/icon/electoral-arcade.png (256 x 256, the window's icon and the
built program's; PyInstaller turns it into .ico / .icns on Windows and macOS).

A ballot with a gold tick going into a ballot box, on the title screen's navy, in the
theme's colours. Run from the repository root: `.venv/bin/python tools/make_icon.py`.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game.ui import theme  # noqa: E402  (colours only: pure Python)

SIZE = 256
SCALE = 4            # drawn at 4x and shrunk: smooth edges without an antialiasing pass


def star(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """A five-pointed star, point up."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.42
        angle = math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(angle), cy - r * math.sin(angle)))
    return points


def draw_icon() -> Image.Image:
    s = SIZE * SCALE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(image)

    def box(x0, y0, x1, y1):         # in 256-pixel units
        return [x0 * SCALE, y0 * SCALE, x1 * SCALE, y1 * SCALE]

    d.rounded_rectangle(box(8, 8, 248, 248), radius=44 * SCALE, fill=theme.BACKGROUND,
                        outline=theme.ACCENT, width=6 * SCALE)
    # the ballot, tilted as it drops into the slot
    ballot = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    b = ImageDraw.Draw(ballot)
    b.rectangle(box(86, 34, 170, 140), fill=theme.CREAM)
    b.line([(c * SCALE) for c in (104, 92, 124, 116, 156, 62)], fill=theme.ACCENT_DARK, width=12 * SCALE,
           joint="curve")
    ballot = ballot.rotate(-8, resample=Image.BICUBIC, center=(128 * SCALE, 120 * SCALE))
    image.alpha_composite(ballot)
    # the box: a red lid with the slot, a stripe of the flag's blue and white below
    d.rectangle(box(44, 128, 212, 150), fill=theme.RED)
    d.rectangle(box(76, 134, 180, 142), fill=theme.BACKGROUND_DEEP)
    d.rectangle(box(54, 150, 202, 222), fill=theme.PANEL_HOVER)
    for i, x in enumerate(range(84, 200, 29)):
        d.polygon(star(x * SCALE, 186 * SCALE, 14 * SCALE), fill=theme.CREAM if i % 2 == 0 else theme.ACCENT)
    return image.resize((SIZE, SIZE), Image.LANCZOS)


def main() -> None:
    out = ROOT / "assets" / "icon" / "electoral-arcade.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    draw_icon().save(out, optimize=True)
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
