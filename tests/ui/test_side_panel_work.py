"""The side panel's work on a move, counted (issue 24): a move list row is laid out once, at
the size and cut that shrinking and eliding it on the text would have reached; the panel's
shapes are rebuilt from kept pieces, a move making only the few that changed."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.draw import ShapeBuilder  # noqa: E402
from game.ui.widgets import elide_text, fit_text, make_text  # noqa: E402
from tests.ui.helpers import animate_out, run_until_settled, single_sampled  # noqa: E402
from tests.ui.test_move_frames_spread import LaidOut  # noqa: E402


def open_grundy(window):
    from game.scenes.grundy.screen import GrundyScreen
    screen = single_sampled(GrundyScreen.for_board("petersen", ()))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    run_until_settled(window, screen)
    screen.session.seats = [Seat.human() for _ in screen.session.seats]
    return screen


LABELS = ["e4", "Knight b1 to c3", "B: c2 takes White's queen and checks", "Gold's pawn b2 to b3 (promotes)",
          "Week 3's 13 dice: Republicans gain 10 squares, Democrats raise $5 and more besides",
          "x" * 80, "Wide words wide words WWWWWWWWWWWWWWWWWWWWWW"]


def test_a_rows_measured_fit_is_what_shrinking_and_eliding_the_text_makes(window, monkeypatch):
    from game.scenes.side_panel import _ROW_SMALLEST
    panel = open_grundy(window).panel
    row = panel.row_moves[0]
    laid_out = LaidOut(monkeypatch)
    for label in LABELS:
        old = make_text(label, 0, 0, theme.SIZE_SMALL, theme.TEXT)
        if old.content_width > panel.row_room():            # what the panel did before
            elide_text(old, panel.row_room(), shrink_to=_ROW_SMALLEST)
        laid_out.take()
        panel._fit_row(row, label)
        assert [layout for layout in laid_out.layouts if layout is row.label] == [row.label], label                          # one layout, not one per size and letter
        assert (row.text, row.font_size) == (old.text, old.font_size), label
        assert row.content_width <= panel.row_room()
    shrunk = make_text(LABELS[2], 0, 0, theme.SIZE_SMALL, theme.TEXT)
    fit_text(shrunk, panel.row_room(), _ROW_SMALLEST)
    assert panel.row_words(LABELS[2])[1] == shrunk.font_size


def test_a_move_rebuilds_only_the_panel_pieces_it_changed(window, monkeypatch):
    from game.scenes.side_panel_shapes import PanelShapes
    monkeypatch.setattr(PanelShapes, "warm", lambda self, count=3: 0)     # (counted apart, below)
    screen = open_grundy(window)
    panel = screen.panel
    for move in range(3):
        before = panel.shape_pieces.built
        assert screen.submit_move(screen.session.state.legal_moves()[0])
        animate_out(window, screen)
        for _ in range(8):
            window.render_frame(1 / 60)
        # the two cards whose turn changed and the new row (the previous one's highlight goes)
        assert panel.shape_pieces.built - before <= 4, move
        fresh = ShapeBuilder()
        PanelShapes(panel).build(fresh)
        assert fresh.data == panel.shapes.data           # the kept pieces make the same picture


def test_undo_switching_on_copies_the_buttons_kept_looks_and_they_are_what_a_build_makes(window):
    screen = open_grundy(window)
    ui = screen.panel.ui
    builds = ui.shape_builds
    for enabled in (True, False, True):
        screen.panel.btn_undo.enabled = enabled
        ui.invalidate()
        ui.draw()
        fresh = ShapeBuilder()
        for widget in ui.widgets:
            if widget.visible:
                widget.build(fresh, widget is ui.focused)
        assert fresh.data == ui._shapes.data
    assert ui.shape_builds == builds              # warmed as the panel was made


def test_the_panel_makes_the_pieces_of_moves_to_come_in_idle_frames(window):
    screen = open_grundy(window)
    shapes = screen.panel.shape_pieces
    for _ in range(120):
        window.render_frame(1 / 60)
    assert shapes.warm() == 0                     # all made meanwhile
    built = shapes.built
    for move in range(2):
        assert screen.submit_move(screen.session.state.legal_moves()[0])
        animate_out(window, screen)
        for _ in range(8):
            window.render_frame(1 / 60)
    assert shapes.built == built                  # the moves found their pieces made


def test_constitutions_panel_lays_out_its_texts_in_frames_that_draw_no_layer(window, monkeypatch):
    # issue 24: the status written when a move's animation ends ("Red to move", a layout) fell
    # on the frame that rendered the panel's picture
    from tests.ui.test_move_frames_spread import open_constitution
    screen = open_constitution(window)
    panel = screen.panel
    laid_out = LaidOut(monkeypatch)
    frames = []
    for move in (1, 0):
        assert screen.submit_move(screen.session.state.legal_moves()[move])
        settled = 0
        for _frame in range(300):
            renders, patches = panel.layer.renders, screen.baked.patches
            window.render_frame(1 / 60)
            frames.append((laid_out.take([panel.batch]), panel.layer.renders - renders,
                           screen.baked.patches - patches))
            settled = settled + 1 if not screen.is_animating() else 0
            if settled > 8:
                break
    assert any(laid for laid, _, _ in frames) and any(rendered for _, rendered, _ in frames)
    assert not [f for f in frames if f[0] and f[1]]     # texts laid out, then the picture next frame
    # (texts may be laid out in a frame that patches the board layer: the seat cards' scores
    # change with the scoreboard's, which is drawn into that layer, so the two never disagree)
    assert panel.status.text == screen.status_text()
    assert not panel.layer.dirty and not panel._layer_dirty


def test_a_new_status_waits_one_frame_when_a_layer_was_drawn_again_in_it(window, monkeypatch):
    from game.ui.draw import CachedLayer
    from tests.ui.test_move_frames_spread import open_constitution
    screen = open_constitution(window)
    panel = screen.panel
    run_until_settled(window, screen)
    old = panel.status.text
    monkeypatch.setattr(type(screen), "status_text", lambda self: "A status never shown")
    monkeypatch.setattr(CachedLayer, "render_spent", staticmethod(lambda: True))   # the board's frames
    laid_out = LaidOut(monkeypatch)
    window.render_frame(1 / 60)
    assert panel.status.text == old and laid_out.take([panel.batch]) == 0
    window.render_frame(1 / 60)                  # never two frames in a row
    assert panel.status.text == "A status never shown" and laid_out.take([panel.batch]) == 1


def test_several_new_move_list_rows_are_written_a_few_a_frame_and_the_picture_waits_for_all(window, monkeypatch):
    # issue 24: a week of Margin of Error's dice brings several entries at once, and writing
    # them all (two layouts a row) fell on a frame that also stepped the flying dice
    screen = open_grundy(window)
    panel = screen.panel
    for _ in range(5):                         # five moves before the panel's next frame
        screen.apply_move(screen.session.state.legal_moves()[0])
    texts = {text.label for text in panel.row_moves + panel.row_numbers}
    laid_out = LaidOut(monkeypatch)
    frames, behind_renders = [], 0
    for _ in range(60):
        renders = panel.layer.renders
        behind = panel.rows_behind
        window.render_frame(1 / 60)
        frames.append(sum(1 for layout in laid_out.layouts if layout in texts))
        laid_out.take()
        behind_renders += behind and panel.rows_behind and panel.layer.renders > renders
    assert max(frames) <= 4 and sum(frames) >= 10      # five rows of two texts, two rows a frame
    assert behind_renders == 0                 # no picture of a half-written list
    entries = screen.move_entries()
    assert not panel.rows_behind and panel.row_numbers[(len(entries) - 1) % panel.list_rows()].text == f"{len(entries)}."
    assert not panel.layer.dirty and not panel._layer_dirty


def test_a_new_status_is_laid_out_once_at_the_largest_size_it_fits(window, monkeypatch):
    # issue 24: a long status was laid out at each size tried (three layouts, 1.5 ms)
    from game.scenes.side_panel import _STATUS_SIZES
    from tests.ui.test_move_frames_spread import open_constitution
    screen = open_constitution(window)
    panel = screen.panel
    run_until_settled(window, screen)
    room = panel.status_rect()[3] - 6
    for status in ("Red → Maryland–District of Columbia–Kentucky–West Virginia, and on through the night",
                   "Blue → where Florida, Alabama and Georgia meet", "Red to move"):
        monkeypatch.setattr(type(screen), "status_text", lambda self, status=status: status)
        laid_out = LaidOut(monkeypatch)
        for _ in range(3):
            window.render_frame(1 / 60)
        assert panel.status.text == status
        assert [layout for layout in laid_out.layouts if layout is panel.status.label] == [panel.status.label]
        reference = make_text(status, 0, 0, theme.SIZE_SMALL, theme.TEXT, width=panel.status.label.width,
                              multiline=True)
        for size in _STATUS_SIZES:                   # what laying it out at each size finds
            reference.font_size = size
            if reference.content_height <= room:
                break
        assert panel.status.font_size == reference.font_size, status
        assert panel.status.content_height == reference.content_height


def test_new_rows_wait_one_frame_when_a_layer_was_drawn_again_in_it(window, monkeypatch):
    from game.ui.draw import CachedLayer
    screen = open_grundy(window)
    panel = screen.panel
    # a layer is drawn again on every even frame: the rows are written on the odd ones
    monkeypatch.setattr(CachedLayer, "render_spent", staticmethod(lambda: window.frame_number % 2 == 0))
    texts = {text.label for text in panel.row_moves + panel.row_numbers}
    laid_out = LaidOut(monkeypatch)
    frames = []
    for _ in range(3):
        screen.apply_move(screen.session.state.legal_moves()[0])
        for _ in range(30):
            window.render_frame(1 / 60)
            if any(layout in texts for layout in laid_out.layouts):
                frames.append(window.frame_number)
            laid_out.take()
    assert len(frames) >= 3 and all(frame % 2 for frame in frames), frames
