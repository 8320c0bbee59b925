"""The Margin of Error screen (`MarginScreen`, registered as "margin" in game/catalog.py): the
control panel, the six region boards, the projection bar, and the dice tray where the week is
rolled (layout.py says where each is).

This module holds the flow: what the board shows (the position shown, with the poll tokens and
the cash where the week show has them), when the board takes input, and the GameScreen hooks
(seats are parties: the Democrats blue, the Republicans red; the solo game's opponent is the
dice). Planning input is a part, `self.planning` (planning.py); drawing is in board_view.py and
control_panel.py, the dice and everything that moves after planning in week_show.py.

Drawing: the boards' frames, names, tracks and labels are one cached layer, built once; the
pieces a position adds are one shape list and one text batch per part, rebuilt when the position
shown changes; the poll tokens are sprites placed each frame where the week show has them.
"""
from __future__ import annotations

from game.core.session import MatchSession, Seat
from game.engines.margin import GAME
from game.engines.margin.move import ACCEPT, AD, CAPITAL_MOVE, END, IGNORE, MarginMove
from game.engines.margin.plan import ENDORSEMENTS
from game.engines.margin.words import dice_labels, dice_runs, is_die
from game.scenes.base import draw_backdrop
from game.scenes.game_screen import GameScreen
from game.scenes.margin.board_view import BoardView, party_colours
from game.scenes.margin.control_panel import ControlPanel
from game.scenes.margin.demo import demo_session
from game.scenes.margin.layout import CONTROL_RECT, PROJECTION_RECT, REGIONS_RECT, TRAY_RECT, MarginLayout
from game.scenes.margin.planning import CANDIDATE, ENDORSE, PlanningActions, PlanningInput
from game.scenes.margin.week_show import WeekShow
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import Action
from game.ui.layer_boxes import merge_boxes

PARTY_PLURALS = ("Democrats", "Republicans")
# a patch's pass costs about as much as drawing this many pixels (its text batches): boxes a
# move changed merge into one pass unless that adds more
PATCH_PASS_COST = 100000.0
# the frames after SidePanel.hold_for_a_move on which the panel lays out its words and draws its
# layer again (two frames' wait, the seats and status, the list, the picture; one more for luck)
PANEL_CATCH_UP = range(2, 7)


class MarginScreen(GameScreen):
    game_name = "margin"
    hints = "Drag days   Right-click: running mate   [←↑↓→] [Enter] place   [Tab] switch   [Esc] menu"
    pad_hints = "[D-pad] choose   [A] place   [RB] candidate / running mate   [B] drop   [Start] menu"
    # the hint line follows the week: planning (above), the show, a gaffe's choice, election night
    show_hints = ("[Enter] or click: skip   [Esc] menu", "[A] skip   [Start] menu")
    summary_hints = ("[Enter] or click: continue   [Esc] close", "[A] continue   [B] close")
    gaffe_hints = ("Click a choice   [←↑↓→] choose   [Enter] pick   [Esc] menu",
                   "[D-pad] choose   [A] pick   [Start] menu")
    token_hints = ("Click a state   [←↑↓→] [Enter] place a token   [Esc] menu",
                   "[D-pad] choose   [A] place a token   [Start] menu")
    chance_delay = 0.0                  # the week show throws the dice itself

    def __init__(self, session: MatchSession, mode=None):
        super().__init__(session, mode)
        self._entries_for: int | None = None          # the session.changes the entries were grouped at
        self._entries: list[tuple[int, int]] = []
        self._run_starts: dict = {}          # ply -> the state before a run of dice that begins there
        self._last_move: tuple | None = None       # (ply, the state before it) of the last move that is not a die
        state = session.state
        self.layout = MarginLayout(state.scenario)
        self.board = BoardView(self.layout)
        self.controls = ControlPanel(self.layout, state.solo)
        self.static = ShapeBuilder()
        self._shown_key = None
        self._layer_boxes: list = []       # what the last sync changed: drawn into the layer next frame
        self._panel_held_at = -10          # the frame the side panel was last told to wait (hold_for_a_move)
        self._press_modifiers = 0          # the keys held at the last mouse press (shift: the running mate)
        self.planning = PlanningInput(session, self.layout, PlanningActions(
            submit=self.submit_move, may_play=self.may_play, busy=self.is_animating, play=self.play,
            flash=self.flash))
        self.show = WeekShow(self)
        self.planning_hints = (self.hints, self.pad_hints)     # with the undo keys where undo works
        self._hints_set: tuple[str, str] | None = None      # the week's hints last put on the hint line
        # made now, not on the frame that first needs them: the hint lines the week switches to
        # (GameScreen loads the effects; the tray makes its dice pictures on idle frames)
        self.prepare_hints(self.planning_hints, self.show_hints, self.summary_hints, self.gaffe_hints,
                           self.token_hints)

    # ---- constructors -------------------------------------------------------------------------
    @classmethod
    def demo(cls) -> "MarginScreen":
        return cls(demo_session())

    @classmethod
    def for_state(cls, state, seats=None, mode=None) -> "MarginScreen":
        """The screen on a given position (tests); never saved."""
        seats = seats or [Seat.human() for _ in state.seat_sides]
        session = MatchSession(GAME, dict(state.options), state.seed, seats, autosave=False, start_state=state)
        return cls(session, mode)

    # ---- parties ------------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return self.session.state.seat_sides[seat]

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        return PARTY_PLURALS[seat % 2]

    def seat_colour(self, seat: int):
        return theme.player_colour(self.side_of(seat))

    def seat_name(self, seat: int) -> str:
        player = self.session.seats[seat]
        return player.name or PARTY_PLURALS[self.side_of(seat)]


    def winner_headline(self, seat: int) -> str:
        if self.session.seats[seat].name:
            return super().winner_headline(seat)
        return f"THE {PARTY_PLURALS[self.side_of(seat)].upper()} WIN!"

    def seat_score(self, state, seat: int) -> str:
        # the projection's electoral votes for the seat's party (a party's name leaves the card
        # room for the number only)
        return str(state.votes()[state.seat_sides[seat]])

    def shown_side(self, state) -> int:
        """The campaign whose plan and favours the board shows: the one deciding or being rolled,
        else the last to plan (solo: always the player's)."""
        if state.solo:
            return state.seat_sides[0]
        side = state.turn_side()
        return state.planner if side is None else side

    # ---- the position shown -------------------------------------------------------------------
    def position_key(self):
        session = self.session
        return (session.changes, session.view_ply(), session.in_replay, self.peek_changes,
                tuple(self.show.display_cash), theme.colour_blind(), self.planning.may_place(),
                id(self.show.shown_state))

    def _sync(self, patched: bool = False) -> list:
        """Bring the pieces up to date with the position shown; returns the boxes of the
        cached layer whose look changed. The control panel's parts left over by the last sync
        wait for a frame that did not draw the layer again (`patched`)."""
        key = self.position_key()
        catching_up = key == self._shown_key         # only the control panel's parts left over
        if catching_up and (patched or not self.controls.behind):
            return []
        self._shown_key = key
        state = self.view_state()
        side = self.shown_side(state)
        colours = party_colours()
        names, whos = [], []
        for party in range(2):
            seat = state.side_seat(party)
            names.append(PARTY_PLURALS[party])
            if seat is None:
                whos.append("Opponent (dice)")
            else:
                whos.append(self.seat_name(seat) if self.session.seats[seat].name else self.seat_kind(seat))
        boxes = [] if catching_up else self.board.sync(state, side, colours, names, whos)
        planning = self.planning.may_place() and not self.session.in_replay
        # while a move's steps play out the panel shows the week, plan and turn step they belong to
        panel_state = state if self.session.in_replay or self.show.shown_state is None else self.show.shown_state
        return boxes + self.controls.sync(panel_state, self.shown_side(panel_state), colours, planning,
                                          self.show.display_cash)

    # ---- GameScreen hooks: the flow -----------------------------------------------------------
    def _hold_panel(self) -> None:
        self.panel.hold_for_a_move()
        self._panel_held_at = getattr(self.window, "frame_number", 0)

    def on_move_played(self, move, before, mover: int) -> None:
        self._panel_held_at = getattr(self.window, "frame_number", 0)    # _after_play held the panel
        moves = self.session.moves
        ply = len(moves) - 1
        if not is_die(moves[ply]):
            self._last_move = (ply, before)         # the move list's row of the move reads it
        elif ply == 0 or not is_die(moves[ply - 1]):
            self._run_starts[ply] = before          # the move list's label of the run reads it
        self.show.feed(move, before, mover)
        self.planning.after_placing()

    def on_view_changed(self) -> None:
        self._run_starts.clear()
        self._last_move = None
        self.show.reset()
        self.planning.drop()
        self.planning.after_placing()

    def on_action(self, device: str, action) -> bool:
        # the week's summary card closes with Enter, Esc or the pad's A or B (Esc: not the menu)
        if action in (Action.CONFIRM, Action.CANCEL) and not self.session.in_replay and self.show.dismiss_summary():
            return True
        return super().on_action(device, action)

    def is_animating(self) -> bool:
        return self.show.busy

    def passing_words_shown(self) -> bool:
        return self.show.overlays.passing()            # "+2" beside a token, the "GAFFE!" shout

    def skip_animation(self) -> None:
        self.show.skip()

    def update_board(self, dt: float) -> None:
        # the tray's work ahead waits on frames with other heavy work: the layer drawn again (the
        # boxes are drawn this frame), the control panel's parts left over, the side panel
        # catching up after a move or a sync
        since_hold = getattr(self.window, "frame_number", 0) - self._panel_held_at
        self.show.tray.spare_frame = not self._layer_boxes and not self.controls.behind \
            and since_hold not in PANEL_CATCH_UP
        self.show.update(dt)
        self.planning.update(dt, self.panel in getattr(self.section_manager, "mouse_over_sections", ()))
        # set when the week moves on, not every frame: a mode's part may have put its own hints
        # on the line meanwhile (the review's)
        hints = self.hints_now()
        if hints != self._hints_set:
            self._hints_set = hints
            self.hints, self.pad_hints = hints

    def hints_now(self) -> tuple[str, str]:
        """The keyboard's and the pad's hints for what the week is at: planning words only
        while planning (not while the dice roll)."""
        if self.show.summary.open:
            return self.summary_hints
        if self.show.busy:
            return self.show_hints
        if self.show.prompt.open:
            return self.gaffe_hints
        if self.session.state.phase == "last":
            return self.token_hints
        return self.planning_hints

    # ---- the side panel's words ---------------------------------------------------------------
    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        state = self.session.state
        tool = self.planning.tool
        if not self.session.in_replay and self.planning.may_place():
            side = state.acting_side()
            party = PARTY_PLURALS[side]
            if state.phase == "plan":
                plan = state.plans[side]
                what = "" if tool == CANDIDATE else f" Clicks on states place {'the running mate' if tool == 'vp' else 'endorsements'}."
                if plan.capital == ENDORSEMENTS and not plan.endorsed:       # planning cannot end yet
                    what = " Endorse one to three states" + (": click them." if tool == ENDORSE else ".")
                return (f"{party}: plan week {state.week} of {state.scenario.weeks}, {plan.days_left} "
                        f"day{'s' if plan.days_left != 1 else ''} left.{what}")
            if state.phase == "last":
                left = len(state.small_tokens[side]) - sum(state.last_placed[side].values())
                return f"{party}: place your small-state tokens ({left} left), one die each on election night."
            return f"{party}: a gaffe! Spend political capital to ignore a die, or take it."
        if self.session.in_replay and self.looking_back():
            return f"Looking back: {self.looking_back()}"
        return super().status_text()

    def looking_back(self) -> str | None:
        """Looking back at the end of a run of dice: what they did, in full (its row may be short)."""
        view = self.session.view_ply()
        entry = next((e for e in self.move_entries() if e[1] == view), None)
        if entry is None or not is_die(self.session.moves[entry[0]]):
            return None
        start, end = entry
        return dice_labels(self.session.state_at(start), self.session.state_at(end), end - start)[0] + "."

    def move_entries(self) -> list[tuple[int, int]]:
        """A run of dice is one entry of the move list (a week's rolls are dozens of dice)."""
        # asked every frame: grouped again only when the record changed (a play, undo or redo)
        if self._entries_for != self.session.changes:
            self._entries_for = self.session.changes
            self._entries = dice_runs(list(self.session.moves))
        return self._entries

    def entry_label(self, start: int, end: int) -> str:
        # the live move's or run's ends are at hand (the state before its first move, the state
        # now): the session would replay the moves to make them, a run's every die again
        session = self.session
        moves = session.moves
        if self._last_move is not None and self._last_move[0] == start:
            first = self._last_move[1]
        else:
            first = self._run_starts.get(start) or session.state_at(start)
        if not is_die(moves[start]):
            return self.panel.fitting_label(GAME.move_rows(first, first.text_to_move(moves[start]), self.seat_names()))
        last = session.state if end == len(moves) else session.state_at(end)
        return self.panel.fitting_label(dice_labels(first, last, end - start))

    def lesson_anchors(self, move: MarginMove) -> list[tuple[float, float]]:
        kind = move.kind
        if move.names_state:
            key = ("state", move.state)
        elif kind == AD:
            key = ("region", move.region)
        elif kind in (CAPITAL_MOVE, IGNORE):
            key = ("favour", move.favour)
        elif kind in (END, ACCEPT):
            key = ("end",)
        else:
            key = (kind,)          # fund, media; a die has no target
        target = self.layout.target(key)
        return [target.centre] if target is not None else []

    def hit_test(self, x: float, y: float):
        target = self.layout.target_at(x, y)
        return self.planning.move_for(target.key) if target is not None else None

    # ---- input: the week show first, then planning -------------------------------------------
    def on_mouse_press(self, x, y, button, modifiers):
        self._press_modifiers = modifiers
        return super().on_mouse_press(x, y, button, modifiers)

    def board_pointer_move(self, x: float, y: float) -> None:
        if not self.show.pointer_move(x, y):
            self.planning.pointer_move(x, y)

    def board_pointer_press(self, x: float, y: float, button: int) -> None:
        if not self.show.pointer_press(x, y):
            self.planning.pointer_press(x, y, button, self._press_modifiers)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        self.planning.pointer_release(x, y, button)

    def board_action(self, device: str, action) -> bool:
        return self.show.action(device, action) or self.planning.action(device, action)

    # ---- drawing ------------------------------------------------------------------------------
    def baked_key(self):
        return ("margin", theme.colour_blind())

    def rebuild_baked(self) -> None:
        self.static.clear()
        self.controls.build_static(self.static)
        self.board.build_static(self.static)

    def draw_baked(self, box=None) -> None:
        """The cached layer; inside `box` (left, bottom, right, top) only the parts that reach
        it (a pass of a patch pays for every text batch it draws, even clipped away)."""
        self.static.draw()
        if box is None or box[0] < CONTROL_RECT[0] + CONTROL_RECT[2]:
            self.controls.static_batch.draw()
            self.controls.draw_layer()
        if box is None or box[2] > REGIONS_RECT[0] or box[3] > PROJECTION_RECT[1]:
            self.board.static_batch.draw()
            self.board.draw_layer()
        if box is None or (box[2] > TRAY_RECT[0] and box[1] < TRAY_RECT[1] + TRAY_RECT[3]):
            self.show.draw_static()          # the empty tray and the step card's body

    def draw_scene(self) -> None:
        # what the position shown changed is drawn again into the cached layer, there only, on the
        # frame after the one that brought the pieces up to date (a move or a step of the show
        # lands on that one): no frame pays for both
        boxes, self._layer_boxes = self._layer_boxes, []
        if boxes and not self.baked.patch(merge_boxes(boxes, PATCH_PASS_COST), self._draw_layer_part):
            self.baked.invalidate()
        synced = self._sync(patched=bool(boxes))
        if synced:
            self._hold_panel()                 # and the side panel's words after those two frames
        changed = synced + self.board.update_projection(self.show.display_polls)
        if not self.baked.dirty:            # (a layer about to be drawn whole shows them anyway)
            self._layer_boxes = changed
        super().draw_scene()

    def _draw_layer_part(self, box) -> None:
        draw_backdrop()
        self.draw_baked(box)

    def draw_board(self) -> None:
        self.board.place_tokens(self.show.display_polls)
        self.board.draw()
        self.planning.draw()

    def draw_front(self) -> None:
        # over the board and its texts: the tray, the show's captions and prompts, the tooltip
        # (not while the show plays: it would stay over the dice card), over the review's marks
        super().draw_front()
        self.show.draw()
        if not self.show.busy:
            self.planning.draw_tooltip()
