"""The Constitution game screen (`ConstitutionScreen`, registered as "constitution"): the map, the
candidates' pieces, the race to 270 electors / 26 states / the White House; hot seat or against
a bot. It joins the table (the map that plays moves, table.py) and the scoreboard to the match
shell (GameScreen: side panel, bots, replay, lessons)."""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.constitution import GAME
from game.engines.constitution.rules import PASS
from game.scenes.constitution.demo import demo_session
from game.scenes.constitution.scoreboard import Scoreboard
from game.scenes.constitution.table import ConstitutionTable
from game.scenes.game_screen import GameScreen
from game.ui.input import Action

# what the board takes: choosing a destination, Tab / RB to the next, Enter / A to play
BOARD_ACTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.CONFIRM, Action.NEXT)


class ConstitutionScreen(GameScreen):
    """Constitution on screen: the map, the candidates, the scoreboard; hot-seat or against a bot.

    Everything that changes only after a move (backdrop, map, scoreboard) is drawn into one
    baked texture; each frame draws that texture plus the few things that move."""

    game_name = "constitution"
    hints = "Mouse or ←↑↓→ choose    Enter move    Tab next    PgUp look back    Esc menu"
    pad_hints = "D-pad choose  Ⓐ move  RB next  LB look back"

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.table = ConstitutionTable(session.state.board, sound=self.play)
        self.table.name_of = self.seat_name
        self.scoreboard = Scoreboard(session.state.board)
        self.table.show(self.view_state(), self._board_interactive())
        # Arcade may draw a new view before its first update: the scoreboard is filled now
        self._sync_scoreboard()

    # ---- hooks of GameScreen --------------------------------------------------------------
    def options_summary(self) -> str:
        """The line under the title in the side panel: which rule set is played."""
        if self.lesson is not None:
            return super().options_summary()
        return "Classic rules (January 2021)" if self.session.state.classic else "Revised rules (July 2021)"

    def _board_interactive(self) -> bool:
        """A human may move on the board now (their turn, the live game, not paused)."""
        seat = self.session.seat_to_move()
        return seat is not None and seat.is_human and self.may_play(seat.device or "any")

    def on_view_changed(self) -> None:
        self.table.show(self.view_state(), self._board_interactive())

    def on_move_played(self, move, before, mover: int) -> None:
        if self.session.in_replay:
            self.on_view_changed()
            return
        self.table.animate(before, self.session.state, mover)

    def is_animating(self) -> bool:
        return self.table.busy

    def skip_animation(self) -> None:
        self.table.finish_animation()

    def update_board(self, dt: float) -> None:
        table = self.table
        table.update(dt)
        if not table.busy:
            interactive = self._board_interactive()
            if table.state is not self.view_state():
                table.show(self.view_state(), interactive)
            elif interactive != table.interactive:
                table.set_interactive(interactive)
        self._sync_scoreboard()

    def _sync_scoreboard(self) -> None:
        table = self.table
        anim = table.animation
        snap = anim.before if anim is not None else table.snap
        names = [self.seat_name(s) for s in (0, 1)]
        kinds = [self.seat_kind(s) for s in (0, 1)]
        preview = None
        if table.preview is not None and table.interactive:
            preview = (tuple(table.preview.electors_after), tuple(table.preview.states_after))
        # while a move plays the scoreboard keeps the position before it; it updates as the move lands
        self.scoreboard.set(snap, names, kinds, thinking=self.thinking_seat() is not None, preview=preview)

    def board_action(self, device: str, action: Action) -> bool:
        if action not in BOARD_ACTIONS:
            return False              # PgUp / LB (PREV) stay the shell's look-back
        move = self.table.on_action(action)
        if move is not None:
            self.submit_move(move, device)
        return True

    def board_pointer_move(self, x: float, y: float) -> None:
        self.table.pointer_move(x, y)

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        move = self.table.pointer_press(x, y)
        if move is not None:
            self.submit_move(move, "kbm")

    def hit_test(self, x: float, y: float):
        """The move a click at (x, y) makes in the live state: the legal destination under it."""
        state = self.session.state
        if state.is_terminal():
            return None
        if state.must_pass():
            return PASS if self.table.pass_button.contains(x, y) else None
        return self.table.view.nearest_point(x, y, [tuple(p) for p in state.legal_destinations()])

    def move_sound(self, move, before, mover: int) -> str:
        return "click" if not before.started else "move"

    def seat_score(self, state, seat: int) -> str:
        return f"{state.electors[seat]}"

    def move_label(self, index: int, text: str) -> str:
        """"12,5" becomes "12,5  +TX OK" when the move won states."""
        if index >= len(self.session.moves) or text == PASS:
            return text
        before = self.session.state_at(index)
        if not before.started:
            return text               # the starting point chosen: nothing won yet
        after = self.session.state_at(index + 1)
        won = [code for code, w0, w1 in zip(before.board.region_codes, before.winner, after.winner)
               if w0 < 0 <= w1]
        return f"{text}  +{' '.join(won)}" if won else text

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        state = self.view_state()
        if not self.session.in_replay and not state.is_terminal():
            seat = state.current_player()
            name = self.seat_name(seat)
            if not state.started:
                return (f"{name}: choose your starting point. "
                        f"{self.seat_name(1 - seat)} starts on the other one and moves first.")
            if state.must_pass():
                return f"{name} has no move and must pass."
        return super().status_text()

    @classmethod
    def demo(cls) -> "ConstitutionScreen":
        """A mid-game position after twelve moves (for `python -m game shot constitution`)."""
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None) -> "ConstitutionScreen":
        """The screen on a given position (tests, editors); never saved."""
        session = MatchSession(GAME, seats=seats or [Seat.human(), Seat.human()], autosave=False,
                               start_state=state)
        return cls(session)

    # ---- drawing --------------------------------------------------------------------------
    def draw_baked(self) -> None:
        """What changes only after a move: the map and the scoreboard."""
        self.table.draw_static()
        self.scoreboard.draw()

    def lesson_anchors(self, move) -> list[tuple[float, float]]:
        return [self.table.view.point_xy(move)] if isinstance(move, tuple) else []

    def baked_key(self):
        self.table.prepare()          # brings the map's shapes up to date with what is shown
        return (self.table.static_version, self.scoreboard.version)

    def draw_board(self) -> None:
        self.table.draw()
