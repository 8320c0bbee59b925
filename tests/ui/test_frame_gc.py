"""Young-object collections are moved to light frames (game.ui.frame_gc, issue 24): counted
with a stand-in clock and collector, never timed."""
from __future__ import annotations

from game.ui.frame_gc import FrameCollector


class FakeGC:
    def __init__(self, counts=(0, 0, 0), thresholds=(700, 10, 10)):
        self.counts, self.thresholds, self.collected = list(counts), thresholds, []

    def isenabled(self):
        return True

    def get_count(self):
        return tuple(self.counts)

    def get_threshold(self):
        return self.thresholds

    def collect(self, generation):
        self.collected.append(generation)
        self.counts[1] = 0 if generation >= 1 else self.counts[1]
        self.counts[2] = 0 if generation == 2 else self.counts[2] + 1


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def run_frame(collector, clock, cost):
    collector.frame_began()
    clock.now += cost
    collector.frame_ended()


def test_a_due_collection_waits_for_a_frame_no_heavier_than_usual():
    clock, fake = Clock(), FakeGC(counts=(0, 3, 0))
    collector = FrameCollector(clock, fake)
    for _ in range(5):
        run_frame(collector, clock, 0.002)
    assert fake.collected == []                 # not near a gen-1 collection: nothing
    fake.counts[1] = 8
    run_frame(collector, clock, 0.006)          # a move's heavy frame: it waits
    assert fake.collected == []
    run_frame(collector, clock, 0.002)          # the next light one collects
    assert fake.collected == [1] and list(collector.collections) == [1]
    run_frame(collector, clock, 0.002)
    assert fake.collected == [1]                # and the count starts again


def test_a_gen_2_collection_near_is_made_on_a_light_frame_too():
    clock, fake = Clock(), FakeGC(counts=(0, 9, 9))
    collector = FrameCollector(clock, fake)
    run_frame(collector, clock, 0.002)
    assert fake.collected == [2]


def test_the_window_runs_it_each_frame(app, monkeypatch):
    # a collector of this test's own (no earlier frame has fed it), whose gen-1 collection is
    # due: a frame collects it only when the window began the frame with it and ended it too
    fake = FakeGC(counts=(0, 9, 0))
    monkeypatch.setattr(app, "frame_gc", FrameCollector(Clock(), fake))
    for frame in range(1, 4):
        app.render_frame(1 / 60)                # the stand-in clock stands: no frame is heavier than usual
        assert fake.collected == [1] * frame, f"frame {frame}"
        assert app.frame_gc._began is None       # ended, not left open for the next frame
        fake.counts[1] = 9                       # due again for the next frame


def test_a_move_handled_between_frames_makes_its_frame_a_heavy_one():
    # issue 24: a key press's move is handled before the frame's update begins; the frame it
    # landed on looked light and paid for a gen-1 collection (1.1 ms)
    clock, fake = Clock(), FakeGC(counts=(0, 8, 0))
    collector = FrameCollector(clock, fake)
    fake.counts[1] = 0
    for _ in range(5):
        run_frame(collector, clock, 0.002)
    fake.counts[1] = 8
    clock.now += 0.004                          # the move, between two frames
    run_frame(collector, clock, 0.002)
    assert fake.collected == []
    run_frame(collector, clock, 0.002)          # the next light one collects
    assert fake.collected == [1]
