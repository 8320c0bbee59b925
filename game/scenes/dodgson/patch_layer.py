"""The board layer drawn again inside a few rectangles only: `PatchLayer`, a CachedLayer whose
texture a move updates where it changed (scissored), and `merge_boxes`, which groups those
rectangles into few passes.

Why: in software OpenGL rendering the whole layer again (backdrop, boards, pieces, standings)
costs several frames' worth; a move changes two or three squares and the standings. Each pass
costs about a millisecond whatever its size (every draw call of the layer runs, clipped) and
every pixel inside it costs too, so boxes merge when their union adds few pixels.
(The Constitution screen has the same helper; both could move into game/ui/draw.py.)"""
from __future__ import annotations

import math

import arcade

from game.ui import theme
from game.ui.draw import CachedLayer

Box = tuple[float, float, float, float]      # left, bottom, right, top (logical pixels)

PASS_COST = 30000.0    # a pass's fixed cost in pixels' worth: two boxes merge when that adds fewer


def box_area(box: Box) -> float:
    return max(0.0, box[2] - box[0]) * max(0.0, box[3] - box[1])


def box_union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def boxes_meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def merge_boxes(boxes: list[Box], pass_cost: float = PASS_COST) -> list[Box]:
    """`boxes` as fewer boxes covering them all: any two whose union adds fewer pixels than a
    pass costs become one, until no such pair is left."""
    out = sorted(set(boxes))
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                union = box_union(out[i], out[j])
                if box_area(union) - box_area(out[i]) - box_area(out[j]) <= pass_cost:
                    out = [b for k, b in enumerate(out) if k not in (i, j)] + [union]
                    merged = True
                    break
            if merged:
                break
    return out


class PatchLayer(CachedLayer):
    """A CachedLayer whose texture can also be drawn again inside some boxes only.

    `patch(boxes, draw_part)` calls `draw_part(box)` once per box, drawing clipped to it
    (draw_part draws what the layer shows there, from the backdrop up). It returns False, doing
    nothing, when the layer will be rendered whole anyway (not rendered yet, resized, or
    multisampled, where a whole render is cheap): the caller then invalidates it."""

    def __init__(self, draw_fn, region: Box | None = None):
        super().__init__(draw_fn, region=region)
        self.patches = 0            # patch() calls that drew (tests count them)
        self.patch_passes = 0       # boxes drawn by them

    @property
    def patchable(self) -> bool:
        return not (self.dirty or self.failed or self.size is None or self._ms_fbo is not None)

    def patch(self, boxes: list[Box], draw_part) -> bool:
        if not self.patchable:
            return False
        window = arcade.get_window()
        ctx = window.ctx
        before_fbo, before_camera, before_scissor = ctx.active_framebuffer, window.current_camera, ctx.scissor
        self._camera.use()
        width, height = self.size
        sx, sy = width / theme.WIDTH, height / theme.HEIGHT
        try:
            for box in boxes:
                x0, y0 = max(0, math.floor(box[0] * sx)), max(0, math.floor(box[1] * sy))
                x1, y1 = min(width, math.ceil(box[2] * sx)), min(height, math.ceil(box[3] * sy))
                if x1 > x0 and y1 > y0:
                    ctx.scissor = (x0, y0, x1 - x0, y1 - y0)
                    draw_part(box)
                    self.patch_passes += 1
        finally:
            ctx.scissor = before_scissor
            before_fbo.use()
            before_camera.use()
        self.patches += 1
        return True
