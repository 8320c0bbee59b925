"""The Constitution screen's texts stay where they belong, read from the arcade.Text objects the
screen draws (their left/right/bottom/top) against the boxes it draws: the scoreboard's texts in
their blocks (a bot thinking, couch play with long names, the end banner), the start labels off
the scoreboard and the states' labels, the hints under everything the map draws, the move list
rows within their width; and one score on screen at every frame of a move's animation."""
from __future__ import annotations

import dataclasses
import itertools

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from tests.ui.helpers import SilentWorker, StandInPad  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import show_screen  # noqa: E402

LONG_NAMES = ["Alexandria Washington-Montgomery", "Bartholomew Jefferson III"]


@pytest.fixture
def window(app):
    return app


def open_screen(window, state, seats=None):
    from game.scenes.constitution.screen import ConstitutionScreen
    return show_screen(window, ConstitutionScreen.for_state(state, seats), 3)


def box(text) -> tuple[float, float, float, float]:
    return text.left, text.bottom, text.right, text.top


def inside(text, rect, slack: float = 0.5) -> bool:
    l, b, w, h = rect
    tl, tb, tr, tt = box(text)
    return l - slack <= tl and tr <= l + w + slack and b - slack <= tb and tt <= b + h + slack


def overlap(a, b) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def demo_state(plies_more: int = 0):
    from game.scenes.constitution.demo import demo_session
    state = demo_session().state.clone()
    for i in range(plies_more):
        state.apply(state.legal_moves()[3 % len(state.legal_moves())])
    return state


def check_scoreboard(board) -> None:
    """Every text the scoreboard draws lies inside the box drawn for it, and the texts of a
    block do not run into each other."""
    over = board.snap.terminal and board.snap.outcome is not None
    for seat in (0, 1):
        block = board.block_rect(seat)
        texts = [board.name_texts[seat], board.kind_texts[seat], board.elector_texts[seat],
                 board.detail_texts[seat], board.detail2_texts[seat]]
        for text in texts:
            assert inside(text, block), (seat, text.text, box(text), block)
        drawn = [t for t in texts if t.text]
        for a, b in itertools.combinations(drawn, 2):
            assert not overlap(box(a), box(b)), (a.text, b.text)
    for text in board.result_texts if over else ():
        assert inside(text, board.middle_rect()), (text.text, box(text), board.middle_rect())
    for text in () if over else board.race_texts:
        assert inside(text, board.race_rect()), (text.text, box(text), board.race_rect())


def test_the_scoreboard_fits_while_the_bot_thinks_in_a_quick_match(window):
    from game.core.session import Seat
    previous, window._bot_worker = window._bot_worker, SilentWorker()
    try:
        state = demo_state(plies_more=1)            # Red, the Normal bot, to move
        screen = open_screen(window, state, seats=[Seat.human(), Seat.bot_seat("normal")])
        for _ in range(5):
            window.render_frame(1 / 60)
        assert screen.thinking_seat() == 1
        assert screen.scoreboard.kind_texts[1].text.startswith("thinking…")
        check_scoreboard(screen.scoreboard)
    finally:
        window._bot_worker = previous


def test_the_scoreboard_fits_in_couch_play_with_long_names(window):
    from game.core.session import Seat
    from game.scenes.constitution.snapshot import Snapshot
    seats = [Seat.human("kbm", LONG_NAMES[0]), Seat.human("pad1", LONG_NAMES[1])]
    screen = open_screen(window, demo_state(), seats=seats)
    board = screen.scoreboard
    assert board.name_texts[0].text.endswith("…")            # the long name is cut, not spilled
    check_scoreboard(board)
    # both players in line for the White House: both names in one line, still inside
    snap = dataclasses.replace(Snapshot.of(screen.session.state), white_house_reach=[True, True])
    board.set(snap, LONG_NAMES, ["Keyboard & mouse", "Gamepad 1"])
    assert board.white_house_text.text.startswith("White House: in line for")
    check_scoreboard(board)


@pytest.mark.parametrize("winners", [(0,), ()])
def test_the_end_banner_fits_the_longest_reason_and_a_long_name(window, winners):
    from game.core.state import Outcome
    from game.engines.constitution import outcome as outcomes
    from game.scenes.constitution.scoreboard import Scoreboard
    from game.scenes.constitution.snapshot import Snapshot
    state = demo_state()
    reason = max((getattr(outcomes, n) for n in dir(outcomes) if n.startswith("REASON_")), key=len)
    snap = dataclasses.replace(Snapshot.of(state), terminal=True,
                               outcome=Outcome((52.0, 57.0), winners, reason))
    board = Scoreboard(state.board)
    board.set(snap, LONG_NAMES, ["Human", "Human"])
    board.draw()
    assert board.result_reason.text.lower() == reason.lower()
    check_scoreboard(board)


# ---- the starting points' labels ---------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 13, 14, 19, 24, 33])     # points at the top, the foot, by small states
def test_start_labels_cover_neither_the_scoreboard_nor_the_states_labels(window, seed):
    from game.core.session import Seat
    from game.engines.constitution import GAME
    from game.scenes.constitution.layout import HINTS_TOP, MAP_RECT, SCORE_RECT
    state = GAME.new_initial_state(seed=seed)
    screen = open_screen(window, state, seats=[Seat.human(name=LONG_NAMES[0]), Seat.human(name=LONG_NAMES[1])])
    table = screen.table
    choice = table.start_choice
    for step in ("marked", "picked"):
        labels = choice.labels
        assert len(labels) == 2 and all(label.text for label in labels)
        tags = [choice.tag_box(label) for label in labels]
        states = [box(t) for region in table.view.regions for t in region.texts]
        assert states
        scale = table.view.scale
        rings = [(x - scale * 0.55, y - scale * 0.55, x + scale * 0.55, y + scale * 0.55)
                 for x, y in (table.view.point_xy(p) for p in state.start_choices())]
        for tag in tags:
            assert tag[3] <= SCORE_RECT[1], (step, tag)                      # under the scoreboard
            assert tag[1] >= HINTS_TOP, (step, tag)                            # over the hints
            assert MAP_RECT[0] <= tag[0] and tag[2] <= MAP_RECT[0] + MAP_RECT[2], (step, tag)
            assert not any(overlap(tag, other) for other in states + rings), (step, seed, tag)
        assert not overlap(tags[0], tags[1])
        press(window, arcade.key.TAB)
        window.render_frame(1 / 60)
        # a point picked: the labels say who starts where (a long name alone, cut to fit)
        assert step == "picked" or all(label.text.endswith("…") for label in choice.labels)


# ---- the hints ------------------------------------------------------------------------------
@pytest.mark.parametrize("pads", [0, 1])
def test_the_hint_line_stays_under_everything_the_map_draws(window, pads):
    from game.core.session import Seat
    from game.scenes.constitution.layout import HINTS_TOP, PANEL_LEFT
    pad = StandInPad()
    if pads:
        window.input.on_connect(pad)
    try:
        seats = [Seat.human("kbm"), Seat.human("pad1")]
        screen = open_screen(window, demo_state(), seats=seats)
        for _ in range(10):                           # the "gamepad connected" notice has its turn first
            if not window.notices.showing:
                break
            window.notices.tick(10.0)
        window.render_frame(1 / 60)
        line = screen._hint_line.text                 # the hint line the shell drew this frame
        assert line is not None and line.reading
        if pads:
            assert "D-pad" in line.reading
        x, y = line.position
        left, right = x, x + line.content_width
        bottom, top = y - line.content_height / 2, y + line.content_height / 2
        view, table = screen.table.view, screen.table
        # the lowest anything on the map reaches: a cell, a piece on the lowest corner, a marker
        lowest = view.fit.bounds[2] - table.pieces.radius * 1.35
        assert top <= HINTS_TOP < lowest, (top, lowest)
        assert 0 <= left and right <= PANEL_LEFT and bottom >= 0
        assert top < table.pass_button.rect()[1]
    finally:
        if pads:
            window.input.on_disconnect(pad)


# ---- one score on screen -------------------------------------------------------------------
def test_the_scoreboard_and_the_side_panel_show_the_same_score_at_every_frame_of_a_move(window):
    state = demo_state()
    screen = open_screen(window, state)
    winning = [p for p in screen.table.destinations if state.preview(p).regions_won]
    assert winning
    before = list(state.electors)
    assert screen.submit_move(winning[0])
    after = list(screen.session.state.electors)
    assert after != before
    frames = 0
    while True:
        window.render_frame(1 / 60)
        board = [t.text for t in screen.scoreboard.elector_texts]
        panel = [t.text for t in screen.panel.scores]
        assert board == panel, (frames, board, panel)
        if screen.table.busy:
            frames += 1
            if not screen.table.animation.settled:
                assert board == [str(e) for e in before]      # its cells are still turning over
            assert screen.turn_seat() == screen.scoreboard.snap.to_move
        else:
            break
        assert frames < 600
    assert frames > 5                                         # the move was animated
    window.render_frame(1 / 60)
    assert [t.text for t in screen.panel.scores] == [str(e) for e in after]
    assert [t.text for t in screen.scoreboard.elector_texts] == [str(e) for e in after]


# ---- the move list ---------------------------------------------------------------------------
def test_move_list_rows_name_places_and_fit_their_width(window):
    from game.core.session import MatchSession, Seat
    from game.scenes.constitution.demo import demo_session
    from game.scenes.constitution.screen import ConstitutionScreen
    session = demo_session(plies=24)
    seats = [Seat.human(), Seat.human()]
    screen = ConstitutionScreen(MatchSession(session.game, seats=seats, autosave=False,
                                             start_state=session.state_at(0)))
    for text in session.moves:
        screen.session.play(screen.session.state.text_to_move(text))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame(1 / 60)
    panel = screen.panel
    l, b, w, h = panel.list_rect()
    rows = [t for t in panel.row_moves if t.text]
    assert len(rows) >= 8
    for row in rows:
        assert row.right <= l + w - 6, (row.text, row.right, l + w)
        assert "," not in row.text.replace(", ", "")            # no lattice point like "16,18"
    assert any("won" in row.text or "+" in row.text for row in rows)
