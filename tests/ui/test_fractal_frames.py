"""Fractal territory's frames do only the work of what changed: the HUD's shapes are built again
part by part and only when what a part shows changed (none while the camera zooms), and texts
are laid out again only when their words or size change. Work is counted, never timed."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from pyglet.text.layout import TextLayout  # noqa: E402


def open_screen(window, state=None):
    """The screen on `state`, else on the showcase's demo position (15 moves, scores 20 and 16)."""
    from game.scenes.fractal.screen import FractalScreen
    screen = FractalScreen.for_state(state) if state is not None else FractalScreen.demo()
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def frames(window, count, before=None):
    for _ in range(count):
        if before is not None:
            before()
        window.render_frame(1 / 60)


def settle(window, screen, limit=600):
    for _ in range(limit):
        window.render_frame(1 / 60)
        hud = screen.hud
        if (not screen.is_animating() and screen.show is None and hud.glow == [0.0, 0.0]
                and hud.shown_scores == [float(s) for s in hud.state.scores]
                and all(age >= 0.45 for age in hud.gain_age)):
            return
    raise AssertionError("the screen never settled")


class Relayouts:
    """Counts text layouts (pyglet's TextLayout._update) by the text laid out."""

    def __init__(self, monkeypatch):
        self.by_layout: dict[int, int] = {}
        original = TextLayout._update
        counts = self.by_layout

        def counted(layout):
            if layout._update_enabled:
                counts[id(layout)] = counts.get(id(layout), 0) + 1
            return original(layout)
        monkeypatch.setattr(TextLayout, "_update", counted)

    def of(self, *texts) -> int:
        return sum(self.by_layout.get(id(t.label), 0) for t in texts)

    def total(self) -> int:
        return sum(self.by_layout.values())


def test_the_hud_builds_no_shapes_while_the_camera_zooms_over_a_deep_board(app):
    from devtools.games.fractal import zoom
    screen = open_screen(app)
    zoom(screen)                      # the bench's deep board
    settle(app, screen)
    hud = screen.hud
    rebuilds, parts = hud.rebuilds, hud.part_builds
    zooms = []
    frames(app, 40, lambda: zooms.append(zoom(screen) or screen.camera.zoom))
    assert len(set(round(z, 3) for z in zooms)) > 30      # the camera did move
    assert hud.rebuilds == rebuilds and hud.part_builds == parts


def test_while_the_scores_count_up_only_the_score_cards_are_built_again(app):
    from devtools.games.fractal import zoom
    screen = open_screen(app)
    settle(app, screen)
    zoom(screen)                      # a deep board: both scores count to theirs
    frames(app, 2)
    hud = screen.hud
    assert hud.shown_scores != [float(s) for s in hud.state.scores]
    kept = {name: part for name, (_, part) in hud._built.items() if not name.startswith(("glow", "bar"))}
    assert {"card0", "card1", "controls", "checkbox"} <= set(kept)
    rebuilds, parts = hud.rebuilds, hud.part_builds
    frames(app, 10, lambda: zoom(screen))
    assert hud.rebuilds - rebuilds == 10                  # the cards' bars move every frame
    assert hud.part_builds - parts <= 4 * 10              # two bars and two glows a frame at most
    assert all(hud._built[name][1] is part for name, part in kept.items())   # the cards themselves kept


def test_a_turn_change_takes_both_cards_from_the_cache_after_the_first_moves(app):
    from game.engines.fractal.rules import GAME
    screen = open_screen(app, GAME.new_initial_state({"target": 400, "difference": 200}))
    settle(app, screen)
    hud = screen.hud
    for _ in range(2):                # each card seen to move and not to move
        move = next(m for m in screen.session.state.legal_moves() if m[0] == "place")
        assert screen.submit_move(move)
        settle(app, screen)
    built = dict(hud._built)
    move = next(m for m in screen.session.state.legal_moves() if m[0] == "place")
    assert screen.submit_move(move)
    parts = hud.part_builds
    app.render_frame(1 / 60)
    assert hud.state.over is None and hud._built["card0"][0] != built["card0"][0]   # the turn changed hands
    changed = {name for name, (_, part) in hud._built.items() if part is not built[name][1]}
    assert hud.part_builds - parts <= len(changed - {"card0", "card1", "controls", "ends", "checkbox", "die"})


def play(window, screen, text):
    assert screen.submit_move(screen.session.state.text_to_move(text))
    window.render_frame(1 / 60)


# The paper's opening: the seventh move completes the two right cells (three "+n" labels rise).
OPENING = "1/2,1 1,1 1/2,0 1,0 1,1/2 0,1/2 1/2,1/2".split()


def _before_the_openings_last_move(app):
    """A screen, settled, on the opening with its seventh move still to play."""
    from game.engines.fractal.rules import GAME
    state = GAME.new_initial_state({"target": 400, "difference": 200})
    for text in OPENING[:-1]:
        state.apply(state.text_to_move(text))
    screen = open_screen(app, state)
    settle(app, screen)
    return screen


def test_a_move_makes_no_sprite_list_and_no_text_on_the_frame_it_lands(app, monkeypatch):
    screen = _before_the_openings_last_move(app)
    made = []
    monkeypatch.setattr(arcade.SpriteList, "__init__", _counting(arcade.SpriteList.__init__, made, "list"))
    monkeypatch.setattr(arcade.Text, "__init__", _counting(arcade.Text.__init__, made, "text"))
    spare = len(screen.view.spare_lists)
    play(app, screen, OPENING[-1])
    assert screen.show is not None and len(screen.show.labels) >= 2 and screen.show._texts
    assert made == []                                  # the labels and any new lists were made ahead
    settle(app, screen)
    assert len(screen.view.spare_lists) == spare       # quiet frames made back what the move took


def _counting(original, made, what):
    def init(self, *args, **kwargs):
        made.append(what)
        original(self, *args, **kwargs)
    return init


def test_a_move_lays_out_only_the_texts_whose_words_changed(app, monkeypatch):
    screen = open_screen(app)
    settle(app, screen)
    hud = screen.hud
    counts = Relayouts(monkeypatch)
    move = next(m for m in screen.session.state.legal_moves() if m[0] == "place")
    assert screen.submit_move(move)
    frames(app, 3)
    assert counts.of(*hud.control_texts.values(), *hud.ends_texts, *hud.names, hud.hints_label) == 0
    assert counts.of(*hud.score_texts) <= 6            # a score counting up: once a number it shows


def test_a_scoring_move_tints_the_board_the_frame_after_it_lands_and_words_its_row_then(app):
    screen = _before_the_openings_last_move(app)
    view = screen.view
    fills = view.fills.data
    play(app, screen, OPENING[-1])                    # the frame the move lands
    assert view.fills.data is fills and view.fills_due is not None
    key = tuple(screen.session.moves)
    assert key not in screen._row_labels
    app.render_frame(1 / 60)                          # the frame after: the tints and the row's words
    assert view.fills.data is not fills and view.fills_due is None
    assert view.completed and len(view.fills.data) > len(fills)      # the two right cells' bands
    assert key in screen._row_labels


def test_a_scoring_move_lays_out_no_gain_and_no_rising_label_on_its_frame(app, monkeypatch):
    screen = _before_the_openings_last_move(app)
    hud = screen.hud
    counts = Relayouts(monkeypatch)
    play(app, screen, OPENING[-1])
    assert hud.gain_texts[0].text == "+6" and hud.gain_texts[1].text == "+2"
    labels = screen.show._texts
    assert sorted(t.text for t in labels) == sorted(text for _, _, text, _ in screen.show.labels)
    assert counts.of(*hud.gain_texts, *labels) == 0            # shown, not laid out again
    assert all(t.visible for t in labels)
    assert sum(t.visible for t in screen._rise_texts) == len(labels)


def test_the_whole_board_in_view_draws_each_level_of_lines_in_one_call(app):
    screen = open_screen(app)
    app.render_frame(1 / 60)                # every mesh made on the GPU
    calls = []
    for level, mesh in screen.view.lines.items():
        render = mesh.geometry.render
        mesh.geometry.render = lambda *a, _level=level, _render=render, **k: calls.append(_level) or _render(*a, **k)
    app.render_frame(1 / 60)
    assert screen.view.drawn_segments > 0 and calls
    assert len(calls) == len(set(calls)) <= len(screen.view.lines)
