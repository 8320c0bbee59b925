"""Rectangles for bringing a board layer up to date in pieces (`CachedLayer.patch` draws it
again inside a few boxes only, scissored): `merge_boxes` groups the boxes a move changed
into those few passes.

Why: in software OpenGL a whole redraw of a board layer (backdrop, board, scoreboard) costs
more than a frame; a move changes a handful of cells or squares and a score. Each pass costs
about a millisecond of CPU whatever its size (every draw call of the layer runs, clipped), and
every pixel inside it costs too, so nearby boxes are merged and far ones are not. (The
Constitution map and the Dodgson boards use it.)"""
from __future__ import annotations

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


def merge_boxes(boxes: list[Box], pass_cost: float = PASS_COST, max_passes: int | None = MAX_PASSES) -> list[Box]:
    """`boxes` grouped into boxes that cover them all (at most `max_passes`, unless None): two
    merge when the pixels their union adds cost less than a pass."""
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
    while max_passes is not None and len(out) > max_passes:
        pairs = [(_merge_cost(out[i], out[j]), i, j) for i in range(len(out)) for j in range(i + 1, len(out))]
        _, i, j = min(pairs)
        union = box_union(out[i], out[j])
        out = [b for k, b in enumerate(out) if k not in (i, j)] + [union]
    return out
