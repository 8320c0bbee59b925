"""Python's young-object collections moved to light frames (issue 24).

A generation-1 collection comes every ten generation-0 ones, on whichever frame crosses the
count: one that frees the text layouts a hint line or a relaid text left behind runs their
vertex buffers' finalisers, 1.5-2 ms, and it fell on the frame a move landed as readily as on
any other. `FrameCollector` watches each frame's CPU time and, when a generation-1 (or 2)
collection is near, runs it at the end of a frame that cost no more than the frames lately:
the frames a move makes heavy are then seldom the ones that pay for it. A frame's CPU time runs
from the end of the one before: a move played by a key press or a click is handled between
frames, and its frame is a heavy one.
"""
from __future__ import annotations

import gc
import time
from collections import deque

NEAR = 2            # gen-0 collections still to come before Python's own gen-1 one: collect now
SMOOTHING = 0.1     # how fast the frames' usual cost follows the latest frames


class FrameCollector:
    """Call `frame_began()` as a frame's update starts and `frame_ended()` once it is drawn."""

    def __init__(self, clock=time.thread_time, gc_module=gc):
        self.clock = clock
        self.gc = gc_module
        self.usual: float | None = None      # the frames' usual CPU time (seconds), smoothed
        # the generations collected here, the latest few (tests read it; a long session must not grow it)
        self.collections: deque[int] = deque(maxlen=64)
        self._began: float | None = None
        self._last_ended: float | None = None   # (CPU time) where the last frame ended, its collection done

    def frame_began(self) -> None:
        self._began = self.clock()

    def frame_ended(self) -> None:
        if self._began is None:
            return
        spent = self.clock() - (self._began if self._last_ended is None else min(self._began, self._last_ended))
        self._began = None
        usual = self.usual = spent if self.usual is None else self.usual + SMOOTHING * (spent - self.usual)
        generation = self.due() if spent <= usual and self.gc.isenabled() else 0
        if generation:
            self.gc.collect(generation)
            self.collections.append(generation)
        self._last_ended = self.clock()

    def due(self) -> int:
        """The generation Python would collect within NEAR gen-0 collections (0: none)."""
        _, count1, count2 = self.gc.get_count()
        _, threshold1, threshold2 = self.gc.get_threshold()
        if count1 + NEAR < threshold1:
            return 0
        return 2 if count2 + 1 >= threshold2 else 1
