"""The Not a Dodgson System Chess screen's parts, each driven on its own with no window: the
controls (the choice of a move and the input that makes it) and the messages (the words), given
a session and callbacks that record what they are asked to do."""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.dodgson import GAME
from game.engines.dodgson.board import PLAYER_NAMES, parse_square
from game.scenes.dodgson.announcements import PassButton
from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.layout import square_xy
from game.scenes.dodgson.messages import DodgsonMessages
from game.scenes.dodgson.snapshot import Snapshot
from game.ui.input import Action
from tests.dodgson.helpers import make_state


def sq(text: str) -> tuple[int, int]:
    """'A c3' -> (board, square)."""
    board, square = text.split()
    return "AB".index(board), parse_square(square)


class Calls:
    """What the parts asked for: sounds played, lines flashed, moves submitted."""

    def __init__(self):
        self.sounds: list[str] = []
        self.flashes: list[str] = []
        self.moves: list[tuple] = []

    def submit(self, move, device: str) -> bool:
        self.moves.append((move, device))
        return True


def make_parts(state, seats=None):
    session = MatchSession(GAME, seats=seats or [Seat.human() for _ in range(4)], autosave=False,
                           start_state=state)
    calls = Calls()
    snap = Snapshot.of(session.state)
    controls = DodgsonControls(session, lambda: snap, seat_name=lambda seat: PLAYER_NAMES[seat],
                               play=calls.sounds.append, flash=calls.flashes.append,
                               submit_move=calls.submit, pass_button=PassButton())
    messages = DodgsonMessages(session, controls, seat_kind=lambda seat: "Person")
    return controls, messages, calls


ROOK_AND_BLOCKER = {"A a1": "Wr", "B a3": "Gp"}     # and a parked pawn each for Black and Green


# ---- the controls ----------------------------------------------------------------------------
def test_a_click_picks_the_piece_and_a_second_plays_its_target_through_submit_move():
    controls, _, calls = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    assert controls.interactive and controls.legal
    assert controls.press_square(*sq("A a1"), "kbm") is True
    assert controls.selected == sq("A a1") and calls.sounds == ["click"]
    assert parse_square("a4") in controls.targets and parse_square("a3") in controls.blocked
    controls.press_square(*sq("A a4"), "kbm")
    [(move, device)] = calls.moves
    assert (move[0], move[1], move[2], device) == (0, parse_square("a1"), parse_square("a4"), "kbm")


def test_a_target_blocked_by_its_twin_is_explained_not_played():
    controls, _, calls = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    controls.press_square(*sq("A a1"), "kbm")
    controls.press_square(*sq("A a3"), "kbm")
    assert calls.moves == [] and calls.sounds[-1] == "error"
    assert calls.flashes == ["A a1 to A a3: blocked: B a3 occupied (Gold's pawn)."]


def test_someone_elses_piece_is_named_in_the_flash():
    controls, _, calls = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    controls.press_square(*sq("B a3"), "kbm")
    assert calls.flashes == ["That is Gold's pawn; White is to move."] and controls.selected is None


def test_no_input_is_taken_while_a_move_plays():
    controls, _, calls = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    controls.press_square(*sq("A a1"), "kbm")
    controls.stop()
    assert controls.selected is None and not controls.interactive and controls.legal == []
    assert controls.press_square(*sq("A a1"), "kbm") is False
    assert controls.board_action("kbm", Action.CONFIRM) is False
    assert calls.moves == []


def test_the_keys_walk_a_cursor_to_the_piece_and_its_target_and_play_it():
    controls, _, calls = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    assert controls.cursor() is not None and not controls.cursor_shown
    controls.board_action("wasd", Action.NEXT)           # Tab: the next piece that can move
    assert controls.cursor_shown and controls.cursors["wasd"] == sq("A a1")
    controls.board_action("wasd", Action.CONFIRM)        # picks it up
    assert controls.selected == sq("A a1")
    while controls.cursors["wasd"] != sq("A a6"):
        controls.board_action("wasd", Action.NEXT)       # through its targets
    controls.board_action("wasd", Action.CONFIRM)
    [(move, device)] = calls.moves
    assert move[:3] == (0, parse_square("a1"), parse_square("a6")) and device == "wasd"


def test_hit_test_names_the_move_of_a_target_of_the_selected_piece_only():
    controls, _, _ = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    assert controls.hit_test(*square_xy(*sq("A a4"))) is None          # nothing selected yet
    controls.press_square(*sq("A a1"), "kbm")
    assert controls.hit_test(*square_xy(*sq("A a4")))[:3] == (0, parse_square("a1"), parse_square("a4"))
    assert controls.hit_test(*square_xy(*sq("A a3"))) is None          # blocked


def test_the_pointer_sets_the_focus_and_hides_the_cursor():
    controls, _, _ = make_parts(make_state(ROOK_AND_BLOCKER))
    controls.refresh(True)
    controls.board_action("kbm", Action.NEXT)
    controls.board_pointer_move(*square_xy(*sq("B a3")))
    assert controls.focus == sq("B a3") and not controls.cursor_shown
    controls.pointer_left_board()
    assert controls.focus is None


# ---- the messages ----------------------------------------------------------------------------
def test_the_status_line_follows_the_choice():
    controls, messages, _ = make_parts(make_state(ROOK_AND_BLOCKER))
    assert messages.choosing_line() is None                    # the board takes no input yet
    controls.refresh(True)
    assert messages.choosing_line() == "White to move: pick a piece."
    controls.press_square(*sq("A a1"), "kbm")
    n = len(controls.targets)
    assert messages.choosing_line() == f"White: rook on A a1, {n} moves."
    controls.stop()
    assert messages.choosing_line() is None


def test_names_scores_and_results_lines_come_from_the_session():
    seats = [Seat.human(name="Ann"), Seat.human(), Seat.human(), Seat.human()]
    _, messages, _ = make_parts(make_state(ROOK_AND_BLOCKER), seats)
    assert messages.seat_names() == ["Ann", "Gold", "Black", "Green"]
    state = messages.session.state
    assert messages.seat_score(state, 0) == "1 ♟" and messages.seat_score(state, 1) == "1 ♟"
    assert messages.results_detail(1) == "Person · 1 piece left"       # not "1 pieces"
