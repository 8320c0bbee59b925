"""A move's work spread over frames, counted (never timed; issue 24): a new text is laid out
once, not twice; Constitution's scoreboard lays out a few texts a frame and is drawn into its
board layer in a frame of its own; Dodgson's standings are drawn into the layer the frame after
their texts changed; the side panel catches up after Grundy's and Dodgson's animations end, not
in their last frame. What ends on screen is what was shown before the work was spread."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from tests.ui.helpers import animate_out, run_until_settled, show_screen, single_sampled  # noqa: E402


@pytest.fixture
def window(app):
    return app


class LaidOut:
    """Texts laid out (pyglet's whole relayouts, not those put off by begin_update) while
    watched, by layout."""

    def __init__(self, monkeypatch):
        from pyglet.text.layout import TextLayout
        self.layouts: list = []
        update = TextLayout._update

        def counted(layout, *args, **kwargs):
            if layout._update_enabled:
                self.layouts.append(layout)
            return update(layout, *args, **kwargs)
        monkeypatch.setattr(TextLayout, "_update", counted)

    def take(self, batches=None) -> int:
        """How many layouts since the last take (in `batches` only, when given)."""
        taken, self.layouts = self.layouts, []
        return sum(1 for layout in taken if batches is None or layout.batch in batches)


def test_set_text_lays_a_new_text_out_once_and_the_same_words_not_at_all(window, monkeypatch):
    from game.ui.widgets import make_text, set_text
    text = make_text("12", 100, 100)
    laid_out = LaidOut(monkeypatch)
    text.text = "345"
    assert laid_out.take() == 2                 # pyglet's own setter: emptied, then filled
    assert set_text(text, "6789") and text.text == "6789"
    assert laid_out.take() == 1
    assert not set_text(text, "6789")
    assert laid_out.take() == 0


# ---- Constitution ------------------------------------------------------------------------------
def open_constitution(window):
    from game.scenes.constitution.screen import ConstitutionScreen
    screen = single_sampled(ConstitutionScreen.demo())
    screen.session.seats = [Seat.human(), Seat.human()]
    show_screen(window, screen, 0)
    run_until_settled(window, screen)
    return screen


def test_the_scoreboard_lays_out_a_few_texts_a_frame_and_is_drawn_in_a_frame_of_its_own(window, monkeypatch):
    from game.scenes.constitution.scoreboard import TEXTS_A_FRAME, Scoreboard
    screen = open_constitution(window)
    board = screen.scoreboard
    laid_out = LaidOut(monkeypatch)
    for k in range(3):
        state = screen.session.state
        screen.apply_move(state.legal_moves()[(2 * k + 1) % len(state.legal_moves())])
        changed_frames = 0
        for _frame in range(200):
            relayouts, drawn = board.relayouts, screen._scoreboard_drawn
            window.render_frame(1 / 60)
            spent = board.relayouts - relayouts
            assert spent <= max(2, TEXTS_A_FRAME)            # never all its texts in one frame
            changed_frames += spent > 0
            if spent:
                # a frame that lays out its texts leaves its redraw into the layer to a later one
                assert screen._scoreboard_drawn == drawn
            if not screen.is_animating() and not board._due and screen._scoreboard_drawn == board.version:
                break
        assert changed_frames >= 2                          # the move's new texts took frames
        assert not board._due
        # a frame more lays out nothing of the scoreboard
        laid_out.take()
        window.render_frame(1 / 60)
        assert laid_out.take(board._batches) == 0
    # it shows what the scoreboard set at once shows
    whole = Scoreboard(screen.session.state.board)
    whole.set(board.snap, board.names, board.kinds, thinking=False, preview=board.preview)
    texts = board.seat_texts + board.race_texts + board.result_texts
    assert [t.text for t in texts] == [t.text for t in whole.seat_texts + whole.race_texts + whole.result_texts]


# ---- Dodgson ----------------------------------------------------------------------------------
def test_the_standings_are_drawn_into_the_layer_the_frame_after_their_texts_change(window, monkeypatch):
    from game.engines.dodgson.board import parse_square
    from game.scenes.dodgson.screen import DodgsonScreen
    from tests.dodgson.helpers import make_state
    state = make_state({"A c3": "Wp", "A d4": "Bp", "A a1": "Wq", "B f5": "Gn"})
    screen = single_sampled(DodgsonScreen.for_state(state, [Seat.human() for _ in range(4)]))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    run_until_settled(window, screen, ready=lambda: not screen.view._ahead)
    layer, table = screen.baked, screen.view.standings
    laid_out = LaidOut(monkeypatch)
    assert screen.submit_move((0, parse_square("c3"), parse_square("d4"), 0))      # a capture
    texts_at, drawn_at = [], []
    for frame in range(400):
        drawn = (layer.patches, layer.renders)
        window.render_frame(1 / 60)
        if laid_out.take(table._batches):
            texts_at.append(frame)
        if (layer.patches, layer.renders) != drawn:
            drawn_at.append(frame)
        if not screen.is_animating() and texts_at and frame > texts_at[-1] + 3:
            break
    assert len(texts_at) == 1                       # the standings changed once, at the end
    assert texts_at[0] not in drawn_at              # not drawn into the layer in that frame
    assert texts_at[0] + 1 in drawn_at              # but in the next


# ---- the side panel after an animation ends ----------------------------------------------------
@pytest.mark.parametrize("game", ["grundy", "dodgson"])
def test_the_side_panel_catches_up_after_the_animation_ends(window, monkeypatch, game):
    if game == "grundy":
        from game.scenes.grundy.screen import GrundyScreen
        screen = single_sampled(GrundyScreen.for_board("petersen", ()))
        window.scenes.reset(screen, fade=False)
        window.scenes.finish()
        run_until_settled(window, screen)
    else:
        from game.engines.dodgson import GAME
        from game.scenes.dodgson.screen import DodgsonScreen
        screen = single_sampled(DodgsonScreen.for_state(GAME.new_initial_state({}, seed=1),
                                                        [Seat.human() for _ in range(4)]))
        window.scenes.reset(screen, fade=False)
        window.scenes.finish()
        run_until_settled(window, screen, ready=lambda: not screen.view._ahead)
    screen.session.seats = [Seat.human() for _ in screen.session.seats]
    panel = screen.panel
    laid_out = LaidOut(monkeypatch)
    state = screen.session.state
    assert screen.submit_move(state.legal_moves()[0])
    for _frame in range(400):
        laid_out.take()
        window.render_frame(1 / 60)
        if not screen.is_animating():
            break
    assert laid_out.take([panel.batch]) == 0        # the frame the animation ended: none of its texts
    frames = 0
    while panel.status.text != screen.status_text():
        window.render_frame(1 / 60)
        frames += 1
        assert frames <= 5                          # they follow within five frames
    animate_out(window, screen)
    assert panel.status.text == screen.status_text()


def test_a_status_seen_before_takes_its_size_in_one_layout(window, monkeypatch):
    screen = open_constitution(window)
    panel = screen.panel
    long = "Blue took two states and leaves a long row of them, so Red must think hard now, twice."
    status = {"text": long}
    monkeypatch.setattr(screen, "status_text", lambda: status["text"])
    for words in (long, "Red to move.", long, "Red to move."):
        status["text"] = words
        window.render_frame(1 / 60)
    sizes = {}
    laid_out = LaidOut(monkeypatch)
    for words in (long, "Red to move."):
        status["text"] = words
        window.render_frame(1 / 60)
        assert laid_out.take([panel.batch]) == 1            # the words and the size they fit at, at once
        sizes[words] = panel.status.font_size
    assert sizes[long] < sizes["Red to move."]              # the long one does take a smaller size
