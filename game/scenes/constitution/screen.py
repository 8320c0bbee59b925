"""The Constitution game screen (`ConstitutionScreen`, registered as "constitution"): the map, the
candidates' pieces, the race to 270 electors / 26 states / the White House; hot seat or against
a bot. It joins the table (the map that plays moves, table.py) and the scoreboard to the match
shell (GameScreen: side panel, bots, replay, lessons)."""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.constitution import GAME
from game.engines.constitution.rules import PASS
from game.scenes.base import draw_backdrop
from game.scenes.constitution.demo import demo_session
from game.scenes.constitution.layout import HINTS_RIGHT, SCORE_RECT
from game.engines.constitution.words import describe_move, move_sentence
from game.scenes.constitution.scoreboard import Scoreboard
from game.scenes.constitution.table import ConstitutionTable
from game.scenes.game_screen import GameScreen
from game.scenes.match_layout import BOARD_RECT
from game.ui.draw import CachedLayer
from game.ui.input import Action
from game.ui.layer_boxes import boxes_meet, merge_boxes

# what the board takes: choosing a destination, Tab / RB to the next, Enter / A to play
BOARD_ACTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.CONFIRM, Action.NEXT)

# the scoreboard's part of the board layer, its drop shadow included (left, bottom, right, top)
SCOREBOARD_BOX = (SCORE_RECT[0] - 4, SCORE_RECT[1] - 10, SCORE_RECT[0] + SCORE_RECT[2] + 8,
                  SCORE_RECT[1] + SCORE_RECT[3] + 4)


class ConstitutionScreen(GameScreen):
    """Constitution on screen: the map, the candidates, the scoreboard; hot-seat or against a bot.

    Everything that changes only after a move (backdrop, map, scoreboard) is drawn into one
    baked texture, and drawn again only where a move changed it (the cells it turned, the
    scoreboard); each frame draws that texture plus what moves or changes with the turn."""

    game_name = "constitution"
    hints = "Mouse or [←↑↓→] choose   [Enter] move   [Tab] next   [PgUp] look back   [Esc] menu"
    pad_hints = "[D-pad] choose   [A] move   [RB] next   [LB] look back   [Start] menu"
    hints_right = HINTS_RIGHT      # the hint line runs under the map, not under the side panel
    rows_shrink = False            # its move list's wordings are many: the rows keep one size

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self.table = ConstitutionTable(session.state.board, sound=self.play, name_of=self.seat_name)
        self.scoreboard = Scoreboard(session.state.board)
        self._panel_shows = None                      # (electors, turn, over) the side panel shows
        self._playing = (None, "")                    # (index, words) of the move being played
        self._drawn_snap = None                       # the position the map was last drawn with
        self._scores_snap = None                      # ... as this frame's update found it
        self.table.show(self.view_state(), self._board_interactive())
        # Arcade may draw a new view before its first update: the scoreboard is filled now, whole
        self._sync_scoreboard(spread=False)
        self.baked = CachedLayer(self._draw_baked_layer, region=BOARD_RECT)
        self._layer_renders = 0           # asked-for whole renders of the board layer (see baked_key)
        self._scoreboard_drawn = None     # the scoreboard version the board layer shows
        self._scoreboard_waited = False   # its redraw was put off a frame (see _patch_board_layer)
        self._scoreboard_busy = False     # its texts were laid out this frame (see _sync_scoreboard)
        self._table_ended = False         # the move's animation ended this frame (see update_board)

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

    def passing_words_shown(self) -> bool:
        return bool(self.table.floating.items)         # "+TX 38" rising over the map

    def skip_animation(self) -> None:
        self.table.finish_animation()

    def update_board(self, dt: float) -> None:
        table = self.table
        self._scores_snap = self._drawn_snap
        was_busy = table.busy
        table.update(dt)
        self._table_ended = was_busy and not table.busy      # its last animation frame (markers, status)
        shown = self.shown_snapshot()
        panel_shows = None if shown is None else (tuple(shown.electors), shown.to_move, shown.terminal)
        if panel_shows != self._panel_shows:
            # the move's cells have turned over (or it has ended): the side panel's scores and
            # turn follow the scoreboard's, once a move
            self._panel_shows = panel_shows
            self.panel.scores_changed()
        if not table.busy:
            interactive = self._board_interactive()
            if table.state is not self.view_state():
                table.show(self.view_state(), interactive)
            elif interactive != table.interactive:
                table.set_interactive(interactive)
        self._sync_scoreboard()

    def shown_snapshot(self):
        """The position the scoreboard and the side panel show: the one the map was last drawn
        with (the table's `shown_snapshot`: while a move plays, the one before it until its
        cells have turned over), so every score on screen is the same. A frame late: the cells
        turning over (a patch of the board layer) and the scores coming in (texts laid out)
        fall on two frames."""
        return self._scores_snap if self._scores_snap is not None else self.table.shown_snapshot()

    def _scores_held(self, snap) -> bool:
        """True while the scores shown are not the position's own (a move playing, or its last
        cells drawn a frame ago)."""
        return snap is not None and (self.table.busy or snap is not self.table.shown_snapshot())

    def _sync_scoreboard(self, spread: bool = True) -> None:
        table = self.table
        snap = self.shown_snapshot()
        names = [self.seat_name(s) for s in (0, 1)]
        kinds = [self.seat_kind(s) for s in (0, 1)]
        preview = None
        if table.preview is not None and table.interactive:
            preview = (tuple(table.preview.electors_after), tuple(table.preview.states_after))
        # while a move plays the scoreboard keeps the position before it, until its cells have turned over
        relayouts = self.scoreboard.relayouts
        self.scoreboard.set(snap, names, kinds, thinking=self.thinking_seat() is not None, preview=preview,
                            spread=spread)
        # texts laid out this frame: the scoreboard's redraw into the layer waits for the next
        self._scoreboard_busy = self.scoreboard.relayouts != relayouts

    def board_action(self, device: str, action: Action) -> bool:
        if action not in BOARD_ACTIONS:
            return False              # PgUp / LB (PREV) stay the shell's look-back
        move = self.table.controls.on_action(action)
        if move is not None:
            self.submit_move(move, device)
        return True

    def board_pointer_move(self, x: float, y: float) -> None:
        self.table.controls.pointer_move(x, y)

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        move = self.table.controls.pointer_press(x, y)
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
        """The side panel's score: the electors the scoreboard shows (before a move that is
        still playing, so both agree at every frame)."""
        snap = self.shown_snapshot()
        if self._scores_held(snap):
            return f"{snap.electors[seat]}"
        return f"{state.electors[seat]}"

    def turn_seat(self) -> int | None:
        """The side panel's turn: the scoreboard's, which keeps the mover's until the move lands."""
        snap = self.shown_snapshot()
        if self._scores_held(snap) and not snap.terminal:
            return snap.to_move
        return super().turn_seat()

    def move_words(self, index: int) -> str:
        """Move `index` of the record as one line for the status box ("Blue → in Iowa · won Iowa (6)")."""
        words = describe_move(self.session.state_at(index), self.session.state_at(index + 1))
        return move_sentence(words, self.seat_name(words.mover))

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        if self.table.busy and not self.session.in_replay and self.session.moves:
            return self._playing_words()
        state = self.view_state()
        if not self.session.in_replay and not state.is_terminal():
            seat = state.current_player()
            name = self.seat_name(seat)
            if not state.started:
                other = self.seat_name(1 - seat)
                if len(name) + len(other) > 16:        # long names: the status box holds one of them
                    other = "The other player"
                return f"{name}: pick a starting point. {other} gets the other one and moves first."
            if state.must_pass():
                return f"{name} has no move and must pass."
        outcome = state.outcome() if state.is_terminal() and not self.session.in_replay else None
        if outcome is not None and outcome.winners and outcome.reason.startswith("won "):
            # the engine's reasons read "won in the House: ...": "Blue won in the House: ...",
            # not "Blue won: won in the House: ..."
            return f"{self.seat_name(outcome.winners[0])} {outcome.reason}"
        return super().status_text()

    def _playing_words(self) -> str:
        """While a move plays, the status box says what it is (kept until it lands)."""
        index = len(self.session.moves) - 1
        if self._playing[0] != index:
            self._playing = (index, self.move_words(index))
        return self._playing[1]

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
        """The board layer is rendered whole only for a new palette or when it cannot be patched
        (`_patch_board_layer` draws a move's changes into it)."""
        return (self.table.palette, self._layer_renders)

    def draw_scene(self) -> None:
        self._patch_board_layer()
        super().draw_scene()

    def _patch_board_layer(self) -> None:
        """Before the board layer is drawn: bring the map's shapes up to date and draw again
        into the layer where they (and the scoreboard) changed since the last frame."""
        self.table.prepare()
        self._drawn_snap = self.table.shown_snapshot()
        boxes = self.table.take_layer_damage()
        if boxes is not None and self.scoreboard.version != self._scoreboard_drawn:
            if (boxes or self._scoreboard_busy or self._table_ended) and not self._scoreboard_waited:
                # a frame that redraws cells, lays out the scoreboard's texts or ends the move's
                # animation leaves the redraw to the next (one frame late at most): a move's
                # costs then spread over frames a little each
                self._scoreboard_waited = True
            else:
                self._scoreboard_waited = False
                self._scoreboard_drawn = self.scoreboard.version
                boxes.append(SCOREBOARD_BOX)
        if boxes is None or (boxes and not self.baked.patch(merge_boxes(boxes), self._draw_layer_part)):
            self._layer_renders += 1
            self._scoreboard_drawn = self.scoreboard.version

    def _draw_layer_part(self, box) -> None:
        """What the board layer shows inside `box` (drawing is clipped to it)."""
        draw_backdrop()
        if boxes_meet(box, self.table.view.content_box()):
            self.table.draw_static()
        if boxes_meet(box, SCOREBOARD_BOX):
            self.scoreboard.draw()

    def draw_board(self) -> None:
        self.table.draw()

    def draw_front(self) -> None:
        super().draw_front()
        self.table.draw_popups()
