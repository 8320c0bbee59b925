"""The screen's board layer brought up to date in pieces: `PatchableLayer`, a CachedLayer that
draws again inside a few rectangles only (scissored), and `merge_boxes`, which groups the
rectangles a move changed into those few passes.

Why: in software OpenGL a whole redraw of the layer (backdrop, map, scoreboard) costs more than
a frame; a move changes a handful of cells and the scoreboard. Each pass costs about a
millisecond of CPU whatever its size (the driver processes every vertex of the map), and
every pixel inside it costs too, so nearby rectangles are merged and far ones are not."""
from __future__ import annotations

import math

import arcade

from game.ui import theme
from game.ui.draw import CachedLayer

Box = tuple[float, float, float, float]      # left, bottom, right, top (logical pixels)

PASS_COST = 30000.0    # a pass's fixed cost in pixels' worth: boxes merge when that adds fewer pixels
MAX_PASSES = 4         # past this the cheapest pairs merge anyway


def box_area(box: Box) -> float:
    return max(0.0, box[2] - box[0]) * max(0.0, box[3] - box[1])


def box_union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def boxes_meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _merge_cost(a: Box, b: Box) -> float:
    """Pixels drawn in vain when a and b become one box (negative when they overlap)."""
    return box_area(box_union(a, b)) - box_area(a) - box_area(b)


def merge_boxes(boxes: list[Box], pass_cost: float = PASS_COST, max_passes: int = MAX_PASSES) -> list[Box]:
    """`boxes` grouped into at most `max_passes` boxes that cover them all: two merge when the
    pixels their union adds cost less than a pass."""
    out: list[Box] = []
    for box in sorted(boxes):
        out.append(box)
        merged = True
        while merged and len(out) > 1:          # the newest box swallows (or joins) its neighbours
            merged = False
            last = out[-1]
            for i in range(len(out) - 1):
                if _merge_cost(out[i], last) <= pass_cost:
                    out[-1] = box_union(out.pop(i), last)
                    merged = True
                    break
    while len(out) > max_passes:
        pairs = [(_merge_cost(out[i], out[j]), i, j) for i in range(len(out)) for j in range(i + 1, len(out))]
        _, i, j = min(pairs)
        union = box_union(out[i], out[j])
        out = [b for k, b in enumerate(out) if k not in (i, j)] + [union]
    return out


class PatchableLayer(CachedLayer):
    """A CachedLayer whose texture can also be drawn again inside some boxes only.

    `patch(boxes, draw_part)` calls `draw_part(box)` once per box with drawing clipped to it
    (draw_part draws what the layer shows there, from the backdrop up). It returns False, doing
    nothing, when the layer has to be rendered whole anyway (not yet rendered, resized, or
    multisampled, where the whole render is cheap)."""

    def __init__(self, draw_fn, region: Box | None = None):
        super().__init__(draw_fn, region=region)
        self.patches = 0            # patch() calls that drew (tests count them)
        self.patch_passes = 0       # boxes drawn by them

    def patch(self, boxes: list[Box], draw_part) -> bool:
        if self.dirty or self.failed or self.size is None or self._ms_fbo is not None:
            return False
        window = arcade.get_window()
        ctx = window.ctx
        before_fbo, before_camera = ctx.active_framebuffer, window.current_camera
        self._camera.use()
        width, height = self.size
        sx, sy = width / theme.WIDTH, height / theme.HEIGHT
        try:
            for box in boxes:
                x0, y0 = max(0, math.floor(box[0] * sx)), max(0, math.floor(box[1] * sy))
                x1, y1 = min(width, math.ceil(box[2] * sx)), min(height, math.ceil(box[3] * sy))
                if x1 <= x0 or y1 <= y0:
                    continue
                ctx.scissor = (x0, y0, x1 - x0, y1 - y0)
                draw_part(box)
                self.patch_passes += 1
        finally:
            ctx.scissor = None
            before_fbo.use()
            before_camera.use()
        self.patches += 1
        return True
