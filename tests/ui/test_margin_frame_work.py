"""How much work a Margin of Error frame does, counted (never timed): a placed day redraws its
row and the panel parts it changes only, the layer is drawn on the frame after the one that
synced the pieces, the tray's pictures and the week's hint lines are made ahead, a floating
label with words shown before is not laid out again."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from game.engines.margin import GAME  # noqa: E402
from game.engines.margin.move import MarginMove  # noqa: E402
from tests.ui.helpers import frames, show_screen  # noqa: E402


def planning_screen(app, seed=3):
    from game.scenes.margin.screen import MarginScreen
    state = GAME.new_initial_state(GAME.default_options(), seed)
    screen = MarginScreen.for_state(state, [Seat.human() for _ in state.seat_sides])
    return show_screen(app, screen, 3)


def test_a_placed_day_redraws_its_row_and_the_panel_parts_it_changes_only(app):
    screen = planning_screen(app)
    frames(app, 2)
    assert screen.apply_move(MarginMove("camp", state=0))
    frames(app, 1)
    assert screen.board.redrawn == [("state", 0)]
    assert set(screen.controls.rebuilt) <= {"cash", "pool"} and "pool" in screen.controls.rebuilt


def test_the_layer_is_drawn_again_on_the_frame_after_the_one_that_synced_the_pieces(app):
    screen = planning_screen(app)
    frames(app, 2)
    layer = screen.baked

    def draws():
        return layer.renders + layer.patches
    before = draws()
    assert screen.apply_move(MarginMove("camp", state=1))
    frames(app, 1)                         # the move's frame: pieces and texts brought up to date
    assert draws() == before and screen.board.redrawn == [("state", 1)]
    frames(app, 1)                         # the next: the layer shows them
    assert draws() == before + 1


def test_the_tray_makes_every_picture_a_throw_shows_ahead_one_an_idle_frame(app):
    from game.scenes.margin import dice_tray
    screen = planning_screen(app)
    tray = screen.show.tray
    made = []
    for _ in range(80):
        before = tray.warmed
        frames(app, 1)
        made.append(tray.warmed - before)
        if tray._warming is None:
            break
    assert tray._warming is None and max(made) <= 1
    misses = dice_tray.die_texture.cache_info().misses
    for colours in (["white"] * 3, ["red", "white"], ["ivory"] * 2):
        tray.throw([6, 1, 3][:len(colours)], 7, colours=colours, labels=["region", "state", None][:len(colours)])
    assert dice_tray.die_texture.cache_info().misses == misses


def test_the_hint_lines_the_week_switches_to_are_fitted_as_the_screen_opens(app, monkeypatch):
    from game.ui import prompts
    screen = planning_screen(app)
    fitted = []
    real = prompts.fit_line
    monkeypatch.setattr(prompts, "fit_line", lambda *a, **k: fitted.append(a) or real(*a, **k))
    for screen.hints, screen.pad_hints in (screen.show_hints, screen.summary_hints, screen.gaffe_hints,
                                           screen.token_hints, screen.planning_hints):
        screen.draw_hints()
    assert fitted == []


def test_a_floating_label_with_words_shown_before_is_only_moved(app, monkeypatch):
    from game.ui.widgets import text as text_module
    screen = planning_screen(app)
    overlays = screen.show.overlays
    overlays.float_at(0, 1, "+2", (200, 60, 60), screen.board)
    overlays.update(10.0)                  # gone: see-through, its words kept
    laid_out = []
    real = text_module.set_text
    monkeypatch.setattr("game.scenes.margin.show_overlays.set_text",
                        lambda text, words, size=None: laid_out.append(words) if real(text, words, size) else None)
    overlays.float_at(3, -2, "+2", (60, 60, 200), screen.board)
    assert laid_out == [] and overlays.passing()



def test_a_new_week_redraws_the_control_panel_over_a_few_frames_and_the_card_waits_for_a_quiet_one(app, monkeypatch):
    # issue 24: the week's end redrew all eight parts of the control panel in one frame (their
    # words too), and the step card's words came two frames later, on the layer's patch
    from tests.ui.test_margin_show import WEEK_DICE, WEEK_PLAN, margin_screen, week_over
    from tests.ui.test_move_frames_spread import LaidOut
    screen = margin_screen(app, WEEK_DICE, WEEK_PLAN)
    controls, overlays = screen.controls, screen.show.overlays
    laid_out = LaidOut(monkeypatch)
    seen = []                      # per frame: control panel texts, card texts laid out, layer patches
    for _ in range(4000):
        patches = screen.baked.patches
        frames(app, 1)
        laid = [layout.batch for layout in laid_out.layouts]
        laid_out.take()
        seen.append((laid.count(controls.batch), laid.count(overlays.card_texts), screen.baked.patches - patches))
        if week_over(screen) and overlays.title.text:
            break
    assert screen.session.state.week == 2 and controls.week_words.text == "week 2 of 9"
    assert max(texts for texts, _, _ in seen) <= 2
    # the idle card ("THE DICE / Week 2 of 9") came on a frame that neither patched the layer nor
    # wrote the control panel's words
    assert overlays.title.text == "Week 2 of 9" and seen[-1][1] and seen[-1][0] == seen[-1][2] == 0
    frames(app, 6)
    assert not controls.behind and controls.days.text.startswith("7 of 7")
