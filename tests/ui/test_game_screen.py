"""The generic game screen (through the toy Nim screen): moves, autosave, undo/redo (against
a bot: its reply too, also while it thinks; never across a seen roll), replay view, seats and devices, bots in the worker, chance, pause, results, rematch."""
from __future__ import annotations

import pytest

from game.core.records import MatchRecord
from game.core.session import MatchSession, Seat
from game.core.state import CHANCE
from game.scenes.match_layout import PANEL_LEFT
from game.ui import theme
from tests.ui.helpers import KEY, StandInPad, frames, go, near, pixel, press, settle, show
from tests.worker_wait import wait_until

pytestmark = pytest.mark.screen


def nim_screen(app, seats=None, stones=9, seed=3, autosave=True):
    from tests.ui.toy_screens import NimScreen
    session = MatchSession.new("nim", {"stones": stones}, seed=seed, seats=seats, autosave=autosave)
    screen = NimScreen(session)
    show(app, screen)
    return screen


def finish_animation(app, screen):
    for _ in range(60):
        if not screen.is_animating():
            break
        frames(app)


def test_a_move_with_the_keyboard_is_played_recorded_and_autosaved(app, home):
    screen = nim_screen(app)
    press(app, KEY.LEFT)                # take 2
    press(app, KEY.ENTER)
    assert screen.session.moves == ["take 2"] and screen.session.state.stones == 7
    assert screen.movers == [0] and screen.played == [(2, 0)]
    assert "move" in app.sound.played
    saved = MatchRecord.load(home / "autosave-nim.toml")
    assert saved.moves == ["take 2"] and saved.options == {"stones": 9}
    assert not list(home.glob(".autosave-nim.toml.*"))        # no temporary file left behind


def test_a_click_on_the_board_plays_the_move_under_the_pointer(app):
    from tests.ui.toy_screens import STONE_GAP, STONE_X0, STONE_Y
    screen = nim_screen(app)
    x, y = app.to_window(STONE_X0 + 6 * STONE_GAP, STONE_Y)     # the third stone from the end
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_events()
    assert screen.session.moves == ["take 3"]


def test_undo_and_redo_between_people_at_one_screen(app):
    screen = nim_screen(app)
    press(app, KEY.ENTER)
    finish_animation(app, screen)
    press(app, KEY.ENTER)
    assert screen.session.ply == 2
    frames(app)
    assert screen.panel.btn_undo.enabled
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert screen.session.moves == ["take 1"] and screen.session.state.stones == 8 and screen.movers == [0]
    press(app, KEY.Y, KEY.MOD_CTRL)
    assert screen.session.moves == ["take 1", "take 1"] and screen.movers == [0, 1]


class HeldWorker:
    """Stands in for the bot worker: keeps each request unanswered until the test releases it,
    and then answers it even if it was cancelled (as a search that had just finished would)."""

    def __init__(self):
        self.ticket = 0
        self.cancelled = 0
        self.asked: list[tuple[int, int]] = []     # (ticket, stones) of each request
        self.released: list[tuple[int, object]] = []
        self.last_error = None

    def start(self):
        pass

    def request(self, state, spec, seed=0):
        self.cancel()
        self.ticket += 1
        self.asked.append((self.ticket, state.stones))
        return self.ticket

    def release(self, move):
        self.released.append((self.asked[-1][0], move))

    def poll(self):
        return self.released.pop(0) if self.released else None

    def cancel(self):
        self.cancelled = self.ticket

    def close(self):
        pass


@pytest.fixture
def held(app):
    worker = HeldWorker()
    previous, app._bot_worker = app._bot_worker, worker
    app.settings.bot_speed = 0.0
    yield worker
    app._bot_worker = previous


def test_undo_against_a_bot_takes_back_its_reply_and_the_move(app, home, held):
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("random")])
    assert "[Ctrl+Z] undo" in screen.hints
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)                    # take 2
    finish_animation(app, screen)
    frames(app, 2)
    assert screen.thinking_seat() == 1 and held.asked == [(1, 7)]
    held.release(3)
    frames(app, 2)
    finish_animation(app, screen)
    assert screen.session.moves == ["take 2", "take 3"] and screen.movers == [0, 1]
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert screen.session.moves == [] and screen.session.state.stones == 9 and screen.may_play("kbm")
    assert screen.movers == [] and MatchRecord.load(home / "autosave-nim.toml").moves == []
    assert screen.status_text() == "2 moves taken back."
    assert "click" in app.sound.played
    press(app, KEY.Y, KEY.MOD_CTRL)          # redo puts back the move and the reply
    assert screen.session.moves == ["take 2", "take 3"] and screen.may_play("kbm")
    pad = StandInPad()
    app.input.on_connect(pad, announce=False)
    try:
        pad.press("x")                       # a gamepad's X undoes too
        frames(app)
        assert screen.session.moves == [] and screen.may_play("pad1")
    finally:
        app.input.on_disconnect(pad)


def test_undo_while_the_bot_thinks_drops_its_answer(app, home, held):
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("random")])
    press(app, KEY.ENTER)                    # take 1
    finish_animation(app, screen)
    frames(app, 2)
    assert screen.thinking_seat() == 1
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert held.cancelled == 1 and screen.thinking_seat() is None
    assert screen.session.moves == [] and screen.may_play("kbm")
    held.release(3)                          # the cancelled search answers all the same
    frames(app, 5)
    assert screen.session.moves == []
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)                    # take 2: the bot is asked again, about 7 stones
    finish_animation(app, screen)
    frames(app, 2)
    assert held.asked == [(1, 8), (2, 7)] and screen.session.moves == ["take 2"]
    held.released.insert(0, (1, 3))          # a stale answer arriving late is still not played
    held.release(1)
    frames(app, 4)
    assert screen.session.moves == ["take 2", "take 1"]
    assert MatchRecord.load(home / "autosave-nim.toml").moves == ["take 2", "take 1"]


def test_the_panel_undo_button_takes_a_turn_back_when_clicked(app, held):
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("random")])
    frames(app)
    assert not screen.panel.btn_undo.enabled          # nothing played yet
    press(app, KEY.ENTER)
    finish_animation(app, screen)
    frames(app, 2)
    held.release(2)
    frames(app, 3)
    assert screen.session.ply == 2 and screen.panel.btn_undo.enabled
    button = screen.panel.btn_undo
    x, y = app.to_window(button.left + button.width / 2, button.bottom + button.height / 2)
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_event("on_mouse_release", x, y, 1, 0)
    app.dispatch_events()
    assert screen.session.ply == 0 and screen.session.state.stones == 9 and screen.may_play("kbm")


def test_undo_never_goes_back_across_a_roll_that_was_seen(app):
    from tests.ui.toy_screens import DiceRaceScreen
    session = MatchSession.new("dicerace", seed=2)
    screen = DiceRaceScreen(session)
    show(app, screen)
    press(app, KEY.DOWN)                 # stop: the turn passes, no dice involved
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert session.moves == []           # taken back
    press(app, KEY.UP)                   # roll
    frames(app, 40)
    assert session.movers == [0, CHANCE]
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert len(session.moves) == 2 and "roll has been seen" in screen.status_text()
    assert "error" in app.sound.played
    frames(app)
    assert not screen.panel.btn_undo.enabled


def test_dice_are_rolled_from_the_match_seed_after_a_pause(app):
    from tests.ui.toy_screens import DiceRaceScreen
    session = MatchSession.new("dicerace", seed=2)
    screen = DiceRaceScreen(session)
    show(app, screen)
    press(app, KEY.UP)                   # roll
    assert session.is_chance()
    frames(app, 40)
    assert len(session.moves) == 2 and screen.movers == [0, CHANCE] and "dice" in app.sound.played
    again = MatchSession.new("dicerace", seed=2)
    again.play("roll")
    assert again.roll_chance() == session.state.totals[0]


def test_looking_back_through_the_moves(app):
    screen = nim_screen(app)
    for _ in range(3):
        press(app, KEY.ENTER)
        finish_animation(app, screen)
    assert screen.session.state.stones == 6
    press(app, KEY.PAGEUP)
    press(app, KEY.PAGEUP)
    assert screen.session.in_replay and screen.view_state().stones == 8
    assert "Looking back" in screen.status_text()
    press(app, KEY.ENTER)                 # Enter in the replay returns to the game, plays nothing
    assert not screen.session.in_replay and screen.session.ply == 3
    # a click on the first move in the panel's list shows the position after it
    ll, lb, lw, lh = screen.panel.list_rect()
    x, y = app.to_window(ll + 60, lb + lh - 12)
    app.dispatch_event("on_mouse_press", x, y, 1, 0)
    app.dispatch_events()
    assert screen.session.view_ply() == 1 and screen.view_state().stones == 8
    assert screen.may_play("kbm") is False


def test_each_person_plays_with_their_own_device(app):
    screen = nim_screen(app, seats=[Seat.human("kbm"), Seat.human("wasd")])
    press(app, KEY.SPACE)                 # player 2's key on player 1's turn: nothing
    assert screen.session.ply == 0
    press(app, KEY.ENTER)
    finish_animation(app, screen)
    press(app, KEY.ENTER)                 # player 1's key on player 2's turn: nothing
    assert screen.session.ply == 1
    press(app, KEY.SPACE)
    assert screen.session.moves == ["take 1", "take 1"]
    assert screen.seat_kind(1) == "WASD keys"


def test_the_panel_marks_whose_turn_it_is_in_their_colour(app):
    screen = nim_screen(app)
    l, b, w, h = screen.panel.card_rect(0)
    assert near(pixel(app, l + w / 2, b + h - 1.2), theme.player_colour(0), 60)
    press(app, KEY.ENTER)
    finish_animation(app, screen)
    l, b, w, h = screen.panel.card_rect(1)
    assert near(pixel(app, l + w / 2, b + h - 1.2), theme.player_colour(1), 60)
    assert screen.panel.left >= PANEL_LEFT - 1


def test_a_bot_thinks_in_the_worker_while_frames_keep_coming(app):
    """The request returns at once and the answer is polled in later frames: frames go on while
    the bot thinks. Counted in frames, never timed (a busy machine is slow, not wrong)."""
    app.settings.bot_speed = 0.0
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("random")])
    press(app, KEY.ENTER)
    thinking_frames = 0

    def frame():
        nonlocal thinking_frames
        frames(app)
        if screen.session.ply == 1 and screen.thinking_seat() == 1:
            thinking_frames += 1
            assert "thinking" in screen.status_text()
    # however many frames a busy machine takes; a worker idle all along fails
    wait_until(lambda: screen.session.ply >= 2, frame, lambda: app.bots().pid, "move from the bot")
    assert screen.session.ply == 2 and screen.movers == [0, 1]
    assert thinking_frames >= 1, "the bot's answer came in the frame that asked for it"


def test_a_broken_bot_falls_back_to_a_legal_move_and_says_so(app):
    app.settings.bot_speed = 0.0
    screen = nim_screen(app, seats=[Seat.bot_seat("no-such-bot"), Seat.human()])
    wait_until(lambda: screen.session.ply >= 1, lambda: frames(app), lambda: app.bots().pid, "fallback move")
    assert screen.session.ply == 1
    assert any("bot failed" in t.message for t in app.notices.queue)


def test_pause_resume_and_rules(app):
    screen = nim_screen(app)
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    assert type(pause).__name__ == "PauseScene" and screen.paused
    assert list(pause.buttons) == ["Resume", "Restart", "Rules", "Settings", "Save and quit to menu"]
    go(app, KEY.ESCAPE)
    assert app.scenes.current is screen and not screen.paused
    go(app, KEY.F10)                     # the menu key pauses too
    pause = app.scenes.current
    go(app, KEY.DOWN, KEY.DOWN, KEY.ENTER)
    rules = app.scenes.current
    assert type(rules).__name__ == "RulesScene"
    assert rules.game_name == "nim" and rules.texts     # this game's page (Nim has none written: a note)
    go(app, KEY.ESCAPE)
    assert app.scenes.current is pause


def test_save_and_quit_then_resume_from_the_saved_record(app, home):
    screen = nim_screen(app)
    for _ in range(2):
        press(app, KEY.ENTER)
        finish_animation(app, screen)
    go(app, KEY.ESCAPE)
    pause = app.scenes.current
    pause.buttons["Save and quit to menu"].on_click()
    settle(app)
    assert type(app.scenes.current).__name__ == "TitleScene" and len(app.scenes.stack) == 1
    resumed = MatchSession.load(home / "autosave-nim.toml")
    assert resumed.moves == ["take 1", "take 1"] and resumed.state.stones == 7
    assert resumed.seed == screen.session.seed


def test_restart_starts_the_same_match_again(app):
    screen = nim_screen(app)
    press(app, KEY.ENTER)
    go(app, KEY.ESCAPE)
    app.scenes.current.buttons["Restart"].on_click()
    settle(app)
    fresh = app.scenes.current
    assert type(fresh).__name__ == "NimScreen" and fresh is not screen
    assert fresh.session.ply == 0 and fresh.session.seed == screen.session.seed
    assert app.scenes.stack == [fresh] or app.scenes.stack[-1] is fresh


def test_the_end_shows_results_then_rematch_or_menu(app, home):
    screen = nim_screen(app, stones=3)
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)
    press(app, KEY.ENTER)                 # take 3: Blue takes the last stone
    assert screen.session.is_over()
    frames(app, 90)
    results = app.scenes.current
    assert type(results).__name__ == "ResultsScene"
    assert results.outcome.winners == (0,) and results.headline == "BLUE WINS!"
    assert not (home / "autosave-nim.toml").exists()   # a finished match is not offered to continue
    assert "win" in app.sound.played
    results.view_board()
    settle(app)
    assert app.scenes.current is screen and screen.results_shown
    frames(app, 60)
    assert app.scenes.current is screen               # the results are not shown twice
    go(app, KEY.ESCAPE)
    assert "Show results" in app.scenes.current.buttons
    app.scenes.current.buttons["Show results"].on_click()
    settle(app)
    app.scenes.current.ui.widgets[0].on_click()        # Rematch
    settle(app)
    rematch = app.scenes.current
    assert type(rematch).__name__ == "NimScreen" and rematch.session.ply == 0
    assert rematch.session.options == {"stones": 3}


def test_a_loss_against_a_bot_says_so(app):
    from game.scenes.results import ResultsScene
    screen = nim_screen(app, seats=[Seat.human(), Seat.bot_seat("random")], stones=1, autosave=False)
    screen.paused = True
    screen.session.seats = [Seat.bot_seat("random"), Seat.human()]
    screen.session.play(1)
    results = ResultsScene(screen)
    assert results.headline == "YOU LOSE" and results.confetti is None


def test_the_palette_setting_recolours_an_open_game(app):
    screen = nim_screen(app)
    l, b, w, h = screen.panel.card_rect(0)
    go(app, KEY.ESCAPE)
    app.settings.colour_blind_palette = True
    app.apply_settings()
    go(app, KEY.ESCAPE)
    assert near(pixel(app, l + w / 2, b + h - 1.2), theme.OKABE_ITO_PLAYERS[0], 60)


def test_a_new_move_writes_one_line_of_the_full_move_list_and_moves_the_others(app):
    """Each text written is a new layout (the costly part of a move for the panel): with the
    list full, a move writes only its own line, and the lines keep reading in order."""
    screen = nim_screen(app, stones=60, autosave=False)
    panel = screen.panel
    rows = panel.list_rows()
    for _ in range(rows + 2):
        press(app, KEY.ENTER)
        finish_animation(app, screen)
    frames(app)
    written = []
    row_texts = {id(t) for t in panel.row_moves + panel.row_numbers}
    cls = type(panel.row_moves[0])
    original = cls.text

    def write(self, value):
        if id(self) in row_texts:
            written.append(value)
        original.fset(self, value)
    try:
        cls.text = property(original.fget, write)
        press(app, KEY.ENTER)
        finish_animation(app, screen)
        frames(app, 3)
    finally:
        cls.text = original
    moves = screen.session.moves
    assert len(moves) == rows + 3
    # its number, and its words unless the line its slot held read the same (then nothing is written)
    assert f"{len(moves)}." in written
    assert set(written) <= {f"{len(moves)}.", screen.entry_label(len(moves) - 1, len(moves))} and len(written) <= 2
    shown = sorted((t for t in panel.row_numbers if t.text), key=lambda t: -t.y)
    assert [t.text for t in shown] == [f"{i}." for i in range(len(moves) - rows + 1, len(moves) + 1)]


def test_an_autosave_that_fails_in_the_background_is_told_to_the_player(app, monkeypatch):
    from game.core import save_writer as writer_module

    def full_disk(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(writer_module, "write_text_atomic", full_disk)
    screen = nim_screen(app)
    press(app, KEY.ENTER)
    writer_module.save_writer().settle()
    frames(app, 2)
    messages = [n.message for n in app.notices.queue]
    assert any("Autosave failed" in m and "No space left" in m for m in messages), messages
    assert screen.session.last_error == ""                # told once, not every frame


def test_the_panel_renders_the_glyphs_of_its_changing_texts_as_it_opens(app):
    """A glyph is rendered the first time it shows (a stall on a busy machine): the move list's
    font has every letter, digit and arrow before the first move."""
    import pyglet
    from game.ui.widgets.text import GLYPHS
    screen = nim_screen(app, autosave=False)
    row = screen.panel.row_moves[0]
    font = pyglet.font.load(row.font_name, row.font_size, weight="bold" if row.bold else "normal",
                            italic=bool(row.italic), dpi=96)
    assert set(GLYPHS) <= set(font.glyphs), sorted(set(GLYPHS) - set(font.glyphs))


def test_the_panel_catches_up_after_the_move_and_the_board(app):
    """The frame a move lands in and the next pay for the move and the board; the panel's
    seat and status texts follow in the frame after, its list's in the next, its shapes and
    picture in the one after that."""
    screen = nim_screen(app, autosave=False)
    frames(app, 3)
    panel = screen.panel
    renders = panel.layer.renders
    status = panel.status.text
    press(app, KEY.ENTER)                          # the move is played in the key's handler
    frames(app, 2)                                 # the frame it lands in, the board's next one
    assert panel.layer.renders == renders and panel.list_count.text != "1 played"
    assert panel.status.text == status
    frames(app)                                    # the seats' and status's texts
    assert panel.layer.renders == renders and panel.list_count.text != "1 played"
    assert panel.status.text == screen.status_text()
    frames(app)                                    # the list's texts
    assert panel.layer.renders == renders and panel.list_count.text == "1 played"
    frames(app)                                    # its shapes and picture
    assert panel.layer.renders == renders + 1


def test_the_status_shrinks_for_a_long_text_and_grows_back_for_a_short_one(app, monkeypatch):
    from game.scenes import side_panel
    screen = nim_screen(app, autosave=False)
    panel = screen.panel
    room = panel.status_rect()[3] - 6
    status = {"text": "Blue to move."}
    monkeypatch.setattr(screen, "status_text", lambda: status["text"])
    frames(app, 2)
    assert panel.status.font_size == side_panel._STATUS_SIZES[0]
    status["text"] = "Blue took two stones and leaves a long row of them, so Red must think hard now."
    frames(app, 2)
    assert panel.status.font_size < side_panel._STATUS_SIZES[0]
    assert panel.status.content_height <= room or panel.status.font_size == side_panel._STATUS_SIZES[-1]
    sizes_set = []
    text_type = type(panel.status)
    original = text_type.font_size
    monkeypatch.setattr(text_type, "font_size", property(original.fget, lambda self, v: (
        sizes_set.append(v) if self is panel.status else None, original.fset(self, v))))
    status["text"] = "Red to move."
    frames(app, 2)
    assert panel.status.font_size == side_panel._STATUS_SIZES[0]
    assert len(sizes_set) <= len(side_panel._STATUS_SIZES) - 1      # grows step by step, never tries all


def test_a_couch_seat_card_keeps_who_plays_clear_of_the_score_and_the_hints_name_the_wasd_keys(app):
    """Two players on one keyboard (Grundy, late, two-digit scores): each card's second line
    ("Arrows + mouse", "WASD keys") ends left of its score, and the hint line names the WASD
    player's keys as well as the arrows'."""
    import random
    from game import catalog
    from game.modes.match import CouchMatch
    from tests.ui.layout_probe import LayoutProbe
    game = catalog.get_game("grundy")
    seats = [Seat.human("kbm"), Seat.human("wasd")]
    session = MatchSession(game, game.default_options(), 7, seats)
    rng = random.Random(3)
    for _ in range(10):
        session.play(rng.choice(session.state.legal_moves()))
    screen = catalog.screen_class("grundy")(session, CouchMatch(game, session.options, seats))
    with LayoutProbe(app) as probe:
        show(app, screen)
        drawn = " ".join(t.words for t in probe.frame().texts())
    panel = screen.panel
    for seat in (0, 1):
        kind, score = panel.kinds[seat], panel.scores[seat]
        assert kind.text == ("Arrows + mouse", "WASD keys")[seat]
        assert len(score.text) >= 5, score.text                     # "13 pts"
        assert kind.x + kind.content_width + 6 <= score.x - score.content_width, kind.text
    assert "WASD" in drawn and "Space" in drawn and "Enter" in drawn
