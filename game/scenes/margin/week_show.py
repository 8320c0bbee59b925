"""Everything that moves after planning: each resolved step of the week played as a short
scene (its dice thrown in the tray, the gaffe flash, the opponent's region and state picked,
tokens sliding to their new squares, "+2" floating off them), then election night.

The screen feeds every played move (`feed`, from on_move_played); the engine has already
resolved it, so the show compares the events before and after the move and queues one beat
per new event. A die that does not complete a step adds no event and shows nothing yet; the
step's dice are thrown together once the last one is rolled. While anything plays `busy` is
True (the screen's is_animating), so the next roll waits; `skip()` lands everything at once.

    show = WeekShow(screen)          # screen.session, view_state(), board (token_xy, state_rect, region_rect)
    show.feed(move, before, mover); show.update(dt); show.draw()
    show.display_polls / show.display_cash    what the board and the control panel show now
    show.reset()                     the position shown changed without a move (replay, undo)

Beats are generators: each `yield` waits a frame; `self.step` is the frame's time already
scaled by `speed` (the animation-speed setting), so every pause follows the setting.
"""
from __future__ import annotations

from collections import deque

from game.engines.margin.charts import gaffe_squares, media_bonus
from game.engines.margin.resolve import AD, CAMP, FINAL, LAST, most_dice, roll_of
from game.engines.margin.week_summary import week_summary
from game.scenes.margin import show_words as words
from game.scenes.margin.dice_tray import DiceTray
from game.scenes.margin.election_night import ElectionNight
from game.scenes.margin.gaffe_prompt import GaffePrompt
from game.scenes.margin.show_overlays import Overlays
from game.scenes.margin.week_summary_card import WeekSummaryCard
from game.ui import theme

RESULT_HOLD = 0.6          # the settled dice and the card saying what they did
GAFFE_HOLD = 1.3           # the gaffe's dice pulse (the tray's flash lasts about as long)
PICK_HOLD = 0.55           # the opponent's region, then its state, lit on the board
SLIDE = 0.45               # a token sliding to its new square
AFTER = 0.25               # a breath before the next step's dice
BANNER_HOLD = 1.0          # "Week 4 of 9", "Election night"
NOTE_HOLD = 1.1            # a step without dice (no cash, a fact check)
TRAY_PACE = 1.6            # throws play this much faster than the simulated seconds
CARD_W, CARD_GAP = 224, 10  # the step card takes the left of the tray's place
IDLE_CARD_WAIT = 2         # frames the show has been idle before the card says when the dice roll next


def ease(t: float) -> float:
    """Smooth start and stop (smoothstep)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


class WeekShow:
    def __init__(self, screen, tray_rect=None):
        from game.scenes.margin import layout
        self.screen = screen
        l, b, w, h = tray_rect or layout.TRAY_RECT
        # sized for the biggest throw the rules allow: every small-state token on one state
        self.tray = DiceTray(l + CARD_W + CARD_GAP, b, w - CARD_W - CARD_GAP, h,
                             most_dice=most_dice(screen.session.state.scenario))
        self.overlays = Overlays(self.tray, (l, b, CARD_W, h))
        self.night = ElectionNight(self)
        self.prompt = GaffePrompt(self)
        self.summary = WeekSummaryCard(self)
        self._pending_summary = None            # a week's summary queued behind its dice
        self.beats: deque = deque()
        self.current = None
        self.step = 0.0
        self.speed_override: float | None = None
        self._held: dict | None = None          # a gaffe's dice, left in the tray for the decision
        self._night_shown = False
        self.idle_frames = IDLE_CARD_WAIT + 1   # frames since the show last played something
        self.static_in_layer = False            # the screen's cached layer draws draw_static
        self.display_polls: list[float] = []
        self.display_cash: list[int] = []
        self.reset()

    # ---- what the screen reads ----------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.beats) or self.summary.open

    @property
    def speed(self) -> float:
        """How fast the show plays: the animation-speed setting unless a test or the bench set one."""
        return self.speed_override if self.speed_override is not None else 1.0 / theme.anim(1.0)

    @speed.setter
    def speed(self, value: float | None) -> None:
        self.speed_override = value

    @property
    def state(self):
        return self.screen.session.state

    @property
    def board(self):
        """The screen's board view: where each state's row, region, token and cash is."""
        return self.screen.board

    # ---- the screen's calls -------------------------------------------------------------
    def reset(self) -> None:
        """Show the screen's view state as it is, with nothing playing."""
        view = self.screen.view_state()
        self.beats.clear()
        self.current = None
        self.idle_frames = IDLE_CARD_WAIT + 1    # nothing to catch up with: the card speaks at once
        self._held = None
        self.summary.close()
        self._pending_summary = None
        self.display_polls = [float(p) for p in view.polls]
        self.display_cash = list(view.cash)
        self.overlays.clear()
        self.tray.clear()
        self.night.reset(view)
        self._night_shown = view.phase == "over" or (view.week == view.scenario.weeks and view.phase != "plan")
        if not self.screen.session.in_replay and view.gaffe_choice_open():
            # a match resumed (or taken back) at a gaffe: its dice are thrown again for the decision
            self.beats.append((view, self._gaffe_beat(self._gaffe_snapshot(view), self._throw_seed(view, None))))

    def feed(self, move, before, mover) -> None:
        state = self.state
        events = state.events[len(before.events):]
        beats = []
        night = not self._night_shown and self._night_begins(before, state, events)
        for event in events:
            if event["kind"] == "week":
                beats += self._summary_beats(state, event["week"] - 1)
            beats.append(self._event_beat(dict(event), self._throw_seed(state, event)))
            self._prepare_throw(event, state)
        if night:
            # the last week's summary, then election night (its first rolls follow the banner)
            self._night_shown = True
            firsts = [i for i, e in enumerate(events) if e["kind"] in ("last", "final")]
            at = firsts[0] if firsts else len(beats)
            beats[at:at] = self._summary_beats(state, before.week) + [
                self._banner("Election night", "Last-minute campaigns, the final margins, then the count")]
        if not events and state.gaffe_choice_open():
            beats.append(self._gaffe_beat(self._gaffe_snapshot(state), self._throw_seed(state, None)))
        if state.phase == "over" and before.phase != "over":
            beats.append(self.night.count(state))
        # each beat remembers the position before its move: the panel shows that one meanwhile
        self.beats.extend((before, beat) for beat in beats)

    @property
    def shown_state(self):
        """The position the control panel should show: before the move whose steps are playing
        (week, cash, plan and turn step as they were then); None when nothing plays."""
        if self.current is not None:
            return self.current[0]
        return self.beats[0][0] if self.beats else None

    def update(self, dt: float) -> None:
        self.step = dt * self.speed
        self.tray.speed = TRAY_PACE * self.speed
        # the card's words wait for a frame with no other heavy work (not one on which the board,
        # its layer or the side panel catch up with the show's end: see MarginScreen.update_board);
        # the tray's work ahead then waits a frame
        if not self.busy and not self.overlays.title.text and self.idle_frames > IDLE_CARD_WAIT \
                and self.tray.spare_frame and self.idle_card():
            self.tray.spare_frame = False
        self.tray.update(dt)
        self.overlays.update(self.step)
        self.night.update(self.step)
        self.summary.update(self.step)
        for _ in range(len(self.beats) + 1):           # a beat that ends at once lets the next start
            if self.current is None:
                if not self.beats:
                    break
                self.current = self.beats.popleft()
            try:
                next(self.current[1])
                break
            except StopIteration:
                self.current = None
        if not self.busy:
            self._settle_display()
            self.idle_frames += 1
        else:
            self.idle_frames = 0
        self.prompt.update(dt)

    def skip(self) -> None:
        """The result at once: every queued step lands, the tray shows its last dice at rest."""
        pending, was_open = self._pending_summary, self.summary.open
        self.beats.clear()
        self.current = None
        self._pending_summary = None
        self.summary.close()
        if pending is not None and not was_open:
            self.summary.present(pending, self._solo_player())     # skipping the dice, not what they changed
        self.tray.skip()
        self.overlays.clear()
        self._settle_display()
        if self.summary.open:
            self.idle_card()
        if self.state.phase == "over" and not self.screen.session.in_replay:
            self.night.finish(self.state)

    def draw_static(self) -> None:
        """What never changes (the empty tray, the step card's body): a screen may draw it in
        its cached board layer; `draw` then leaves it out."""
        self.static_in_layer = True
        self.tray.draw_box()
        self.overlays.draw_card_body()

    def draw(self) -> None:
        self.overlays.draw_marks(self.board)
        self.night.draw_board_marks(self.board)
        if not self.static_in_layer:
            self.tray.draw_box()
            self.overlays.draw_card_body()
        self.tray.draw_dice()
        self.overlays.draw_card()
        self.overlays.draw_texts(self.board)
        self.night.draw()
        self.prompt.draw()
        self.summary.draw()

    # ---- input for the gaffe prompt (the screen passes these first) ----------------------
    def dismiss_summary(self) -> bool:
        """Close the week's summary card (Enter, Esc, a click, the pad's A); False if none shows."""
        if not self.summary.open:
            return False
        self.skip()
        return True

    def pointer_move(self, x: float, y: float) -> bool:
        return self.prompt.pointer_move(x, y)

    def pointer_press(self, x: float, y: float) -> bool:
        return self.prompt.pointer_press(x, y)

    def action(self, device: str, action) -> bool:
        return self.prompt.action(device, action)

    # ---- building blocks of beats ----------------------------------------------------------
    def _wait(self, seconds: float):
        left = seconds
        while left > 0:
            yield
            left -= self.step

    def _settle_display(self) -> None:
        state = self.state
        if self.screen.session.in_replay:
            return
        self.display_polls = [float(p) for p in state.polls]
        self.display_cash = list(state.cash)

    def idle_card(self) -> bool:
        """Between steps the card says when the dice will roll next (True when it says so)."""
        view = self.screen.view_state()
        sc = view.scenario
        rival = ("", "")
        if view.phase == "plan":
            words_now = ("THE DICE", f"Week {view.week} of {sc.weeks}", "They roll when planning ends")
            if view.solo:
                stops = sc.opponent_stops[view.week - 1]
                rival = (f"{words.PLURALS[view.opponent_side]}: {stops} stop{'s' if stops != 1 else ''}",
                         "and a TV ad this week" if view.week in sc.opponent_advert_weeks else "no TV ad this week")
        elif view.phase == "last":
            words_now = ("ELECTION NIGHT", "Small-state tokens", "Each one rolls a die on its state")
        else:
            return False
        self.overlays.say(words_now, rival, theme.ACCENT)
        return True

    def _throw(self, faces, colours, labels, side: int, seed: int, thrown=None):
        # a throw not prepared ahead is simulated over the next few frames, the caption up;
        # `thrown()` is called once the dice are in the tray
        side_name = _tray_side(side)
        self.tray.prepare(len(faces), seed, side_name)
        while not self.tray.prepared(len(faces), seed, side_name):
            yield
        self.tray.throw(list(faces), seed, colours=colours, labels=labels, side=side_name)
        if thrown is not None:
            thrown()
        yield
        while not self.tray.settled:
            yield

    def _slide(self, shifts, side: int):
        """Tokens slide together to their new squares (each shift an event's poll change: state,
        before, after); each shows its change as it lands."""
        shifts = [(s, a, b) for s, a, b in shifts if a != b]
        if not shifts:
            return
        t = 0.0
        while t < SLIDE:
            t += self.step
            k = ease(t / SLIDE)
            for s, a, b in shifts:
                self.display_polls[s] = a + (b - a) * k
            yield
        for s, a, b in shifts:
            self.display_polls[s] = float(b)
            helped = 0 if b < a else 1
            self.overlays.float_at(s, b, words.signed(abs(b - a)), theme.player_colour(helped), self.board)

    def _summary_beats(self, state, week: int) -> list:
        """The card saying what week `week` changed (none in a lesson: the coach speaks there)."""
        if self.screen.lesson is not None or week < 1:
            return []
        summary = week_summary(state, week, self._solo_player())
        self._pending_summary = summary
        return [self._summary_beat(summary)]

    def _summary_beat(self, summary):
        self._pending_summary = None
        self.overlays.clear()
        self.idle_card()                # beside the tray meanwhile: when the dice roll next
        self.summary.present(summary, self._solo_player())
        while self.summary.open:
            yield

    def _banner(self, title: str, line: str = ""):
        self.overlays.banner(title, line)
        yield from self._wait(BANNER_HOLD)
        self.overlays.banner("")

    def _prepare_throw(self, event: dict, state) -> None:
        """Have the tray simulate an event's throw on the frames before it is shown."""
        if event.get("skipped") or not event.get("dice"):      # the week's start, funds, favours
            return
        faces = self._dice_of(event)[0]
        self.tray.prepare(len(faces), self._throw_seed(state, event), _tray_side(event.get("side", 0)))

    def _throw_seed(self, state, event) -> int:
        index = len(state.events) if event is None else state.events.index(event)
        return (state.seed * 1_000_003 + index * 7919 + state.rolls) % (2 ** 31)

    def _solo_player(self) -> int | None:
        state = self.state
        return state.seat_sides[0] if state.solo else None

    @staticmethod
    def _night_begins(before, state, events) -> bool:
        """After the last week's steps: the small-state tokens are placed or rolled next."""
        last_week = before.week == before.scenario.weeks
        return last_week and before.phase == "resolve" and (
            state.phase in ("last", "over") or any(e["kind"] in ("last", "final") for e in events))

    # ---- the beats ---------------------------------------------------------------------------
    def _event_beat(self, event: dict, seed: int):
        kind = event["kind"]
        sc = self.state.scenario
        solo = self._solo_player()
        blank = ("", "")
        if kind == "week":
            self._held = None
            self.display_cash = list(event["cash_after"])
            yield from self._banner(words.week_banner(event["week"], sc.weeks), "Plan the week's itinerary")
            return
        if kind == "internet":
            side = event["side"]
            self.display_cash = list(event["cash_after"])
            raised = event["cash_after"][side] - event["cash_before"]
            # said on the card, which keeps it through planning: nothing waits for it
            self.overlays.say(("INTERNET FUNDS", f"+${raised}", f"${event['cash_after'][side]} in the bank"),
                              ("", ""), theme.GOOD)
            return
        if kind == "endorse":
            yield from self._slide(event["moves"], event["side"])
            return
        if kind == "fact_check":
            self.overlays.say(words.fact_check(sc, event), blank, theme.ACCENT)
            self.overlays.mark_states([event["state"]], theme.BAD)
            yield from self._wait(NOTE_HOLD)
            self.overlays.clear()
            return
        if event.get("skipped"):
            self.display_cash = list(event["cash_after"])
            self.overlays.say(words.skipped(sc, event), blank, theme.TEXT_MUTED)
            yield from self._wait(NOTE_HOLD)
            self.overlays.clear()
            return
        side = event.get("side", 0)
        colour = theme.ACCENT if kind == "final" else theme.player_colour(side)
        caption = words.caption(sc, event, solo)
        self.overlays.say(caption, blank, colour)
        self._mark_target(event)
        held = self._held
        self._held = None
        if held is not None and held["step"] == event.get("step"):
            self._cancel_in_tray(held, event.get("ignored", []))
        else:
            faces, colours, labels = self._dice_of(event)
            ignored = len(event.get("ignored", []))       # the last dice: crossed out as they land
            yield from self._throw(faces, colours, labels, side, seed,
                                   thrown=lambda: self._cross_out(range(len(faces) - ignored, len(faces))))
        if kind == "opp_stop":
            yield from self._stop_picks(event, caption, colour)
        elif kind == "opp_ad":
            yield from self._advert_picks(event, caption, colour)
        else:
            gaffe = bool(event.get("gaffe"))
            if gaffe:
                self.flash_gaffe(event["dice"])
            self.overlays.say(caption, words.result(sc, event, solo), colour, alarm=gaffe)
            yield from self._wait(GAFFE_HOLD if gaffe else RESULT_HOLD)
        self.display_cash = list(event["cash_after"])
        yield from self._slide(event.get("moves", []), side)
        yield from self._wait(AFTER)
        self.overlays.clear()

    def _dice_of(self, event: dict):
        kind = event["kind"]
        faces = list(event["dice"]) + list(event.get("ignored", []))
        if kind == "opp_stop":
            return faces, ["red", "white"], ["region", "state"]
        if kind == "opp_ad":
            return faces, ["white", "white"], ["region", "region"]
        colour = "ivory" if kind == "final" else "white"
        return faces, [colour] * len(faces), None

    def _mark_target(self, event: dict) -> None:
        kind = event["kind"]
        if kind not in (CAMP, LAST, FINAL, AD):
            return
        target = roll_of(event["step"]).target
        colour = theme.player_colour(event.get("side", 0))
        if kind == AD:
            self.overlays.mark_region(target, colour)
        else:
            self.overlays.mark_states([target], theme.ACCENT if kind == FINAL else colour)

    def flash_gaffe(self, dice, shout: bool = True) -> None:
        """Pulse the dice that make the gaffe (those repeated), never a cancelled one."""
        repeated = {v for v in dice if list(dice).count(v) >= 2}
        live = [i for i, d in enumerate(self.tray.dice) if not d.ignored and d.face in repeated]
        self.tray.flash(live)
        if shout:
            self.overlays.shout("GAFFE!")

    def _stop_picks(self, event: dict, caption, colour):
        """The opponent's stop: the red die's region lights, then the white die's state, then
        the fall-through down the list when that state is already safe for them."""
        sc = self.state.scenario
        self.overlays.say(caption, words.stop_region_line(sc, event), colour)
        self.overlays.mark_region(event["region"], theme.RED)
        yield from self._wait(PICK_HOLD)
        self.overlays.say(caption, words.stop_state_line(sc, event), colour)
        self.overlays.mark_states([event["rolled"]], theme.CREAM)
        yield from self._wait(PICK_HOLD)
        outcome = words.stop_result(sc, event)
        if event["state"] != event["rolled"]:
            marks = [event["rolled"]] + ([event["state"]] if event["state"] is not None else [])
            self.overlays.mark_states(marks, theme.ACCENT, arrow=len(marks) == 2)
            self.overlays.say(caption, outcome, theme.ACCENT)
            yield from self._wait(PICK_HOLD * 1.8)
        self.overlays.say(caption, outcome, colour)
        if event["state"] is not None:
            self.overlays.mark_states([event["state"]], colour)

    def _advert_picks(self, event: dict, caption, colour):
        """The opponent's ad: the two dice's regions light, then the one it runs in."""
        sc = self.state.scenario
        a, b = event["dice"][0] - 1, event["dice"][1] - 1
        self.overlays.mark_region(a, theme.CREAM)
        if b != a:
            self.overlays.mark_region(b, theme.CREAM, keep=True)
        names = f"the {sc.regions[a].name}" + ("" if a == b else f" or the {sc.regions[b].name}")
        self.overlays.say(caption, (f"Dice {a + 1} and {b + 1}", names), colour)
        yield from self._wait(PICK_HOLD * 1.4)
        self.overlays.mark_region(event["region"], colour)
        self.overlays.say(caption, words.result(sc, event, self._solo_player()), colour)
        yield from self._wait(RESULT_HOLD)

    # ---- a gaffe waiting for its campaign's decision -----------------------------------------
    def _gaffe_snapshot(self, state) -> dict:
        roll = state.rolling()
        side = roll.side
        sc = state.scenario
        bonus = sc.vice_president if roll.running_mate else media_bonus(sc, state.plans[side].media)
        return {"step": roll.step, "dice": list(state.dice), "ignored": list(state.ignored), "side": side,
                "squares": gaffe_squares(sc, state.dice),
                "event": {"kind": roll.kind, "step": roll.step, "side": side, "bonus": bonus,
                          "paid": state.task_info.get("paid", 1)}}

    def _gaffe_beat(self, snap: dict, seed: int):
        sc = self.state.scenario
        held = self._held
        caption = words.caption(sc, snap["event"], self._solo_player())
        if held is not None and held["step"] == snap["step"]:
            self._cancel_in_tray(held, snap["ignored"])
        else:
            faces = snap["dice"] + snap["ignored"]
            held = {"step": snap["step"], "faces": faces, "cancelled": []}
            self.overlays.say(caption, ("", ""), theme.player_colour(snap["side"]))
            self._mark_target(snap["event"])
            # held once the dice are in the tray: a skip before that leaves the earlier throw there,
            # and the decision's dice are then thrown with its result
            yield from self._throw(faces, ["white"] * len(faces), None, snap["side"], seed,
                                   thrown=lambda: setattr(self, "_held", held))
        self.flash_gaffe(snap["dice"])
        self.overlays.say(caption, words.gaffe_pending(sc, snap["dice"], snap["squares"]), theme.BAD, alarm=True)
        yield from self._wait(GAFFE_HOLD)

    def _cross_out(self, indices) -> None:
        for i in indices:
            self.tray.ignore(i)

    def _cancel_in_tray(self, held: dict, ignored: list[int]) -> None:
        """Cross out the dice the campaign cancelled (by value, each die once)."""
        todo = list(ignored)
        for value in held["cancelled"]:
            if value in todo:
                todo.remove(value)
        for value in todo:
            for i, face in enumerate(held["faces"]):
                if face == value and not self.tray.dice[i].ignored:
                    self.tray.ignore(i)
                    held["cancelled"].append(value)
                    break


def _tray_side(side: int) -> str:
    """The side of the tray a party's dice come in from."""
    return "left" if side == 0 else "right"
