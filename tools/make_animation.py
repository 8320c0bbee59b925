"""Make the README's animation: docs/screenshots/campaign-travel.gif, the plane flying to the next
campaign stop and the stop's briefing opening on arrival.

Frames come from the game's own scene stepping (window.render_frame with a fixed dt, as `shot`
and the tests step them), on the campaign map of the demo profile, read back from the window
and put together with Pillow: one shared palette, only the changed part of each frame stored.
Run through `python3 build.py animation` (it uses a virtual screen when there is no display).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "docs" / "screenshots" / "campaign-travel.gif"
SIZE = (640, 360)
FPS = 20
HOLD_FRAMES = 40              # after arrival: the briefing card opens and stays a moment
MAX_BYTES = 2 * 2**20         # the README's budget for the animation


def frames(size: tuple[int, int]):
    """The travel from the demo profile's last stop to its next, frame by frame (PIL images)."""
    import arcade

    from devtools.shot import get_or_create_window, render
    from game.scenes.campaign.demo import demo_map

    window = get_or_create_window(size, antialiasing=True)
    scene = demo_map(travel_fraction=None)         # parked at the last stop won
    window.scenes.reset(scene, fade=False)
    render(window, frames=10)                      # the map settles before the plane leaves
    visited, current = scene.progress.visited(), scene.progress.current()
    scene.begin_travel(visited[-1], current)
    dt = 1 / FPS

    def grab():
        window.render_frame(dt)
        return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")

    while scene.travel is not None:
        yield grab()
    for _ in range(HOLD_FRAMES):
        yield grab()


def save_gif(images: list, out: Path) -> int:
    from PIL import Image
    # one palette for every frame (made from a few spread over the animation): no flicker
    # between frames, and the unchanged parts of a frame are stored once
    sample = Image.new("RGB", (images[0].width, images[0].height * 4))
    for i, k in enumerate(range(0, len(images), max(1, len(images) // 4))):
        if i < 4:
            sample.paste(images[k], (0, images[0].height * i))
    palette = sample.quantize(colors=255, method=Image.Quantize.MEDIANCUT)
    frames_p = [image.quantize(palette=palette, dither=Image.Dither.NONE) for image in images]
    out.parent.mkdir(parents=True, exist_ok=True)
    frames_p[0].save(out, save_all=True, append_images=frames_p[1:], duration=round(1000 / FPS),
                     loop=0, optimize=True, disposal=1)
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    images = list(frames(SIZE))
    size = save_gif(images, args.out)
    print(f"wrote {args.out} ({len(images)} frames, {size / 2**20:.2f} MB)")
    if size > MAX_BYTES:
        print(f"error: {args.out} is over {MAX_BYTES / 2**20:.0f} MB: fewer frames or a smaller size",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
