"""Screenshots, frame measurement, the rules reader and the screen registry (sound effects:
test_sound.py)."""
from __future__ import annotations

import pytest

from game.ui.markdown import markdown_blocks


def test_rules_markdown_becomes_headings_paragraphs_and_bullets():
    text = ("# Grundy\n\nPlayers **take turns**\nwriting `numbers`.\n\n## Moves\n- one [link](x)\n"
            "  continued\n1. first\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert markdown_blocks(text) == [
        ("h1", "Grundy"), ("p", "Players take turns writing numbers."), ("h2", "Moves"),
        ("li", "•  one link continued"), ("li", "1.  first"), ("code", "a   b"), ("code", "1   2")]


def test_a_game_without_a_screen_is_reported_not_fatal(monkeypatch):
    from game.catalog import NotBuilt as ScreenUnavailable, available_games, playable_games, screen_class
    from tests.core.conftest import add_toy_games
    # a stand-in: an engine whose board is not built yet
    add_toy_games(monkeypatch, {"tally": "tests.core.toy_games:NIM"})
    with pytest.raises(ScreenUnavailable, match="the Tally board is not built yet"):
        screen_class("tally")
    assert "tally" in available_games() and "tally" not in playable_games()
    assert "nim" in playable_games()


@pytest.mark.screen
def test_shot_renders_the_menu_to_a_png(app, tmp_path):
    from PIL import Image
    from devtools.shot import shot
    from game.ui import theme
    from tests.ui.helpers import near
    out = shot("menu", tmp_path / "menu.png")
    image = Image.open(out).convert("RGB")
    assert image.size == (1280, 720)
    title = [image.getpixel((x, y)) for x in range(80, 520, 3) for y in range(50, 100, 3)]
    assert sum(near(c, theme.ACCENT, 45) for c in title) > 40


@pytest.mark.screen
@pytest.mark.parametrize("size", [(960, 540), (1000, 750), (1920, 1080)])
def test_shot_renders_at_the_window_size_asked_for(app, tmp_path, size):
    """`shot --size`: the picture is the window's size, and the title sits where the letterboxed
    logical screen puts it (its gold letters scaled with the window)."""
    from PIL import Image
    from devtools.shot import shot
    from game.ui import theme
    from tests.ui.helpers import near
    image = Image.open(shot("menu", tmp_path / "menu.png", size)).convert("RGB")
    assert image.size == size
    scale = min(size[0] / theme.WIDTH, size[1] / theme.HEIGHT)
    left, bottom = (size[0] - theme.WIDTH * scale) / 2, (size[1] - theme.HEIGHT * scale) / 2
    # where the 1280x720 shot has its title (x 80-520, 50-100 down from the top), scaled
    title = [image.getpixel((int(left + x * scale), int(bottom + y * scale)))
             for x in range(80, 520, 3) for y in range(50, 100, 3)]
    assert sum(near(c, theme.ACCENT, 45) for c in title) > 40


def dimmed_by_overlay(colour):
    """What `colour` becomes under the pause menu's overlay (theme.OVERLAY, alpha-blended)."""
    from game.ui import theme
    alpha = theme.OVERLAY[3] / 255
    return tuple(o * alpha + c * (1 - alpha) for o, c in zip(theme.OVERLAY[:3], colour))


@pytest.mark.screen
def test_shot_of_the_pause_menu_draws_a_game_under_it(app, tmp_path):
    from PIL import Image
    from game.scenes.game_screen import GameScreen
    from game.scenes.match_layout import PANEL_LEFT
    from game.scenes.pause import PANEL_W
    from devtools.shot import shot
    from game.ui import theme
    from tests.ui.helpers import near
    pause = Image.open(shot("pause", tmp_path / "pause.png")).convert("RGB")
    assert type(app.scenes.current).__name__ == "PauseScene"
    under = app.scenes.stack[-2]
    assert isinstance(under, GameScreen)
    assert pause.size == (1280, 720)
    assert len(set(pause.getdata())) > 500, "the shot is (nearly) one flat colour"
    # the pause panel's title, gold, above the centre
    title = [pause.getpixel((x, y)) for x in range(540, 740, 2) for y in range(145, 175, 2)]
    assert sum(near(c, theme.ACCENT, 45) for c in title) > 60
    # the board, left of the panel, is the game's own picture dimmed by the overlay: where the
    # game alone draws something well away from the backdrop (60 levels, still 15 once dimmed),
    # the pause shot shows that, not a dimmed backdrop
    game = Image.open(shot(under.game.name, tmp_path / "game.png")).convert("RGB")
    panel_left = theme.WIDTH / 2 - PANEL_W / 2
    assert panel_left < PANEL_LEFT
    board = [(x, y) for x in range(10, int(panel_left) - 10, 4) for y in range(130, 640, 4)]
    drawn = [pt for pt in board if not near(game.getpixel(pt), theme.BACKGROUND, 60)]
    assert len(drawn) > 100, f"the {under.game.name} screen drew almost nothing left of the panel"
    shown = [pt for pt in drawn if near(pause.getpixel(pt), dimmed_by_overlay(game.getpixel(pt)), 6)]
    assert len(shown) > len(drawn) * 0.9, (under.game.name, len(shown), len(drawn))


@pytest.mark.screen
def test_shot_of_an_unknown_scene_says_which_exist(app, tmp_path, capsys):
    from devtools.shot import shot
    with pytest.raises(SystemExit) as stop:
        shot("lobby", tmp_path / "x.png")
    assert stop.value.code == 2 and "known scenes: menu" in capsys.readouterr().err


def count_the_bench(monkeypatch) -> dict:
    """What the bench really does, counted beside what it reports: per scene, the frames it
    timed while measuring, those it timed while moves landed, and the frames the window drew.
    Each timed frame must be exactly one frame drawn, its Python part (the main thread's CPU
    time) within its total."""
    from devtools.bench import frames as bench_frames, moves as bench_moves
    seen: dict = {}
    now: dict = {}
    timed_frame, measure_moves, measure_scene = (bench_moves.timed_frame, bench_moves.measure_moves,
                                                 bench_frames.measure_scene)

    def counted_frame(window, before=None):
        drawn = window.frames_drawn
        python_ms, total_ms = timed_frame(window, before)
        assert window.frames_drawn == drawn + 1, "a timed frame that was not one frame drawn"
        assert 0 <= python_ms <= total_ms + 0.05, (python_ms, total_ms)
        now["move frames" if "move frames" in now else "frames"] += 1
        return python_ms, total_ms

    def counted_moves(window, screen, *args, **kwargs):
        now["move frames"] = 0
        kwargs.setdefault("moves", 2)       # what is counted is the same for two moves as for six
        return measure_moves(window, screen, *args, **kwargs)

    def counted_scene(window, name, seconds, min_frames):
        now.clear()
        now["frames"] = 0
        drawn = window.frames_drawn
        figures = measure_scene(window, name, seconds, min_frames)
        seen[name] = {**now, "drawn": window.frames_drawn - drawn}
        return figures

    monkeypatch.setattr(bench_moves, "timed_frame", counted_frame)
    monkeypatch.setattr(bench_moves, "measure_moves", counted_moves)
    monkeypatch.setattr(bench_frames, "measure_scene", counted_scene)
    return seen


@pytest.mark.slow
@pytest.mark.screen
def test_bench_frame_report_names_every_screen_with_positive_times(app, monkeypatch):
    import math
    import re
    from devtools.bench import format_bench
    from devtools.bench.frames import WARMUP_FRAMES, default_scenes, measure
    from devtools.bench.moves import MOVES, SETTLE_FRAMES
    scenes = default_scenes()
    assert scenes[0] == "empty" and {"menu", "settings", "nim"} <= set(scenes)
    seen = count_the_bench(monkeypatch)
    # the bench's own budget is wall-clock; the test only reads what it reports, and counts
    result = measure(None, seconds=0.05, min_frames=10)
    assert list(result) == scenes and list(seen) == scenes
    for name in scenes:
        figures, counted = result[name], seen[name]
        assert "error" not in figures, (name, figures)
        # the frames it reports are the frames it timed, each one drawn, after its warm-up
        assert figures["frames"] == counted["frames"] >= 10, (name, figures, counted)
        assert counted["drawn"] >= WARMUP_FRAMES + counted["frames"] + counted.get("move frames", 0), (name, counted)
        # figures of one set of frames: the slowest 1% is no faster than the median, and the
        # Python part of the frames (CPU time of the main thread) is within their time
        assert math.isfinite(figures["median_ms"]) and figures["median_ms"] > 0
        assert figures["p99_ms"] >= figures["median_ms"], (name, figures)
        assert 0 <= figures["python_ms"] <= figures["median_ms"] + 0.05, (name, figures)
        assert figures["python_ms"] <= figures["python_p99_ms"] <= figures["python_worst_ms"], (name, figures)
        assert ("move frames" in counted) == ("move_worst_ms" in figures), name
    assert result["nim"]["bot_thinking"] is True and "bot_thinking" not in result["menu"]
    # a game screen is also measured while moves land: people in the seats play them
    nim = result["nim"]
    assert nim["moves_played"] >= 1 and nim["move_worst_ms"] > 0
    assert "move_worst_ms" not in result["menu"] and "move_worst_ms" not in result["empty"]
    for name, figures in result.items():
        if "move_worst_ms" not in figures:
            continue
        played, phases, python = figures["moves_played"], figures["move_phases_ms"], figures["move_python_ms"]
        assert 1 <= played <= MOVES, (name, figures)
        assert set(phases) == set(python) == {"landing", "animation", "end"}, name
        assert figures["move_worst_ms"] == max(phases.values())
        # every move has its landing frame and settling frames, each timed
        assert phases["landing"] > 0 and phases["end"] > 0, (name, phases)
        assert all(0 <= python[k] <= phases[k] + 0.05 for k in phases), (name, phases, python)
        # the frames timed while moves landed: a landing, its animation and the settling, per move
        animated = figures["animation_frames"] * played          # the mean, to a tenth
        assert abs(seen[name]["move frames"] - played * (1 + SETTLE_FRAMES) - animated) <= 0.05 * played + 1e-6, \
            (name, seen[name], figures)

    lines = format_bench({"frames": result, "engines": {}, "bots": {}}).splitlines()
    rows = lines[1:lines.index("engines:")]
    ms = r"(\S+) ms \(\s*(\S+)x\)"
    pattern = re.compile(rf"^  (\S+)\s+median\s+{ms}\s+p99\s+{ms}\s+python median (\S+), worst (\S+) ms\s+(\d+) frames$")
    parsed, move_rows = {}, []
    for row in rows:
        match = pattern.match(row)
        if match is None:
            assert row.strip().startswith("worst move frame"), row
            move_rows.append(row)
            continue
        parsed[match[1]] = [float(g) for g in match.groups()[1:]]
    assert list(parsed) == scenes
    empty = result["empty"]["median_ms"]
    for name, (median, median_ratio, p99, _, python, python_worst, frames) in parsed.items():
        assert median > 0 and p99 > 0 and 0 <= python <= python_worst, (name, median, p99)
        assert frames == result[name]["frames"]
        assert median == pytest.approx(result[name]["median_ms"], abs=0.01)
        assert median_ratio == pytest.approx(median / empty, abs=0.06)     # every figure also as a ratio
    assert parsed["empty"][1] == 1.0
    measured = [f for f in result.values() if "move_worst_ms" in f]
    assert len(move_rows) == len(measured) and all(f"{f['move_worst_ms']:.2f} ms" in row
                                                   for f, row in zip(measured, move_rows))
    # the worst move frame's own Python, beside its whole time
    assert all(f["move_python_worst_ms"] == max(f["move_python_ms"].values())
               and f"python worst {f['move_python_worst_ms']:.1f}" in row for f, row in zip(measured, move_rows))


@pytest.mark.screen
def test_bench_reports_a_scene_that_cannot_be_shown_and_carries_on(app):
    from devtools.bench.frames import measure
    result = measure(["no-such-scene", "menu"], seconds=0.01, min_frames=10)
    assert "no-such-scene" in result["no-such-scene"]["error"]
    assert result["menu"]["frames"] >= 10 and result["menu"]["median_ms"] > 0


@pytest.mark.screen
def test_the_bench_counts_time_inside_opengl_apart_from_the_projects_own_python(app):
    """Every OpenGL call pyglet and arcade make is timed, once, when the bench's clock is
    installed: drawing a frame spends some of it."""
    from devtools.bench import gl_clock as bench_gl
    bench_gl.install()
    import pyglet.gl as gl
    assert hasattr(gl.glClear, "__wrapped__") and hasattr(gl.glFinish, "__wrapped__")
    bench_gl.install()                       # again, as before each scene: wrapped once only
    assert not hasattr(gl.glClear.__wrapped__, "__wrapped__")
    before = bench_gl.spent_ms()
    app.render_frame(1 / 60)
    app.ctx.finish()
    assert bench_gl.spent_ms() > before


@pytest.mark.screen
def test_the_start_up_figure_has_a_bare_arcade_window_beside_it():
    from devtools.bench.startup import startup_seconds
    figures = startup_seconds(runs=1)
    assert figures["runs"] == 1 and figures["best_s"] == figures["median_s"] > 0
    assert figures["bare_window_best_s"] > 0
    assert figures["ratio_best"] == pytest.approx(figures["best_s"] / figures["bare_window_best_s"], abs=0.02)
