"""The real loop's guard stops a script that gets nowhere by counting frames without progress,
never seconds: a slow machine that keeps getting somewhere (a step of the script, a scene, a
move) is let run however long it takes, and a script stuck on a wait fails with what it waited for."""
from __future__ import annotations

import pytest

import tests.ui.real_loop as real_loop
from tests.ui.real_loop import RealLoop, ScriptFailed, SteppedLoop

pytestmark = pytest.mark.screen

STALL = 40          # a small guard, so that the stuck script is stopped after a few frames


def title_scene():
    from game.scenes.menu import TitleScene
    return TitleScene()


@pytest.fixture
def small_guard(monkeypatch):
    monkeypatch.setattr(real_loop, "STALL_FRAMES", STALL)


@pytest.mark.parametrize("loop_class", [RealLoop, SteppedLoop])
def test_a_script_stuck_on_a_wait_fails_after_frames_without_progress(app, small_guard, loop_class):
    loop = loop_class(app, first_scene=title_scene)
    start = app.frames_drawn

    def stuck(loop):
        yield loop.until(lambda: False, what="a door that never opens")
    with pytest.raises(ScriptFailed, match=r"drew \d+ frames without getting anywhere \(waiting for a door "
                                           r"that never opens; the scene is TitleScene\)"):
        loop.run(stuck)
    assert STALL < app.frames_drawn - start <= STALL + 20


@pytest.mark.parametrize("loop_class", [RealLoop, SteppedLoop])
def test_a_script_that_keeps_making_progress_runs_past_the_guard(app, small_guard, loop_class):
    loop = loop_class(app, first_scene=title_scene)
    start = app.frames_drawn

    def slow_but_moving(loop):
        for _ in range(STALL):                         # ten times the guard, ten frames a step
            yield loop.frames(10)
    loop.run(slow_but_moving)
    assert app.frames_drawn - start >= 5 * STALL
    assert loop.longest_stall < STALL
