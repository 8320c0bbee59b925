"""Planning the week on the board (`PlanningInput`, a part MarginScreen owns): placing itinerary
days by drag, click or cursor, and saying at once what a placement does or why the rules refuse
it.

The mouse: drag a green day from the pool onto a state (a campaign day), a region's header (a
day of TV ads) or the fundraising or media box; drag the blue token onto a state (the running
mate's stop). A click does the same where it lands: a state row takes a campaign day (a right
or shift click sends the running mate), a header an ad day, a box a day, a favour is called
in; after calling in the endorsements, clicks on states endorse them. Clicking the pool picks
what a click on a state places (the candidate or the running mate).
Keys and pads: arrows or the d-pad move a cursor over every target, Enter / A places there,
Tab / RB switches between the candidate and the running mate (and the endorsements), Esc / B
drops what is picked.
Hovering (or the cursor) shows a tooltip: what the placement would do, or the rule that
forbids it (`state.move_fault`); a refused placement also says why in the status line.

The part reads the match through the session it is given and acts through the callbacks it is
given (play a move, flash a line in the status, play a sound); the screen hands it the pointer,
the keys and the frames, after the week show has had its turn at them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import arcade
import pyglet

from game.core.session import MatchSession
from game.engines.margin.charts import gaffe_values
from game.engines.margin.move import (
    ACCEPT, ACCEPT_MOVE, AD, CAMP, CAPITAL_MOVE, END, END_MOVE, ENDORSE as ENDORSE_MOVE, FUND, IGNORE, LAST, MEDIA, VP,
    MarginMove,
)
from game.engines.margin.planner import suggest_move
from game.engines.margin.plan import CAPITAL_TITLES, ENDORSEMENTS, MAX_ENDORSED_VOTES
from game.scenes.margin.board_view import day_colour, party_colours, pip, vp_pip
from game.scenes.margin.layout import REGIONS_RECT, MarginLayout
from game.scenes.match_layout import PANEL_LEFT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.input import DIRECTIONS, Action
from game.ui.widgets import make_text, set_colour
from game.ui.widgets.text import warm_glyphs

CANDIDATE, RUNNING_MATE, ENDORSE = "candidate", "vp", "endorse"
TOOL_WORDS = {CANDIDATE: "the candidate", RUNNING_MATE: "the running mate", ENDORSE: "endorsements"}
FAVOUR_WORDS = {
    "internet-funds": "$5 at once.",
    "endorsements": "+1 in up to 3 states (40 votes at most), at once.",
    "media-blitz": "TV ads cost $3 a day this week.",
    "fact-check": "The other campaign makes one campaign roll fewer.",
    "defining-speech": "No safe-state limit on your rolls this week.",
}
DRAG_START = 5          # pixels the pointer moves before a press on the pool becomes a drag
REFUSAL_SECONDS = 2.5


def move_words(state, move: MarginMove) -> str:
    """What a placement does, in players' words (the tooltip's first line)."""
    sc = state.scenario
    side = state.acting_side()
    plan = state.plans[side] if side is not None else None
    kind = move.kind
    if move.names_state:
        name = sc.states[move.state].name
        if kind == CAMP:
            return f"Campaign in {name}: day {plan.camp.get(move.state, 0) + 1}, ${sc.campaign_day_cost}"
        if kind == VP:
            return f"Running mate to {name}: one die -1, free"
        if kind == ENDORSE_MOVE:
            votes = plan.endorsed_votes(sc) + sc.states[move.state].votes
            return f"Endorsement in {name}: +1 now ({votes} of {MAX_ENDORSED_VOTES} votes)"
        return f"Small-state token on {name}: one more die"
    if kind == AD:
        cost = sc.advertising_day_cost_blitz if plan.capital == "media-blitz" else sc.advertising_day_cost
        return f"TV ads in the {sc.regions[move.region].name}: day {plan.ads.get(move.region, 0) + 1}, ${cost}"
    if kind == FUND:
        days = plan.fund + 1
        bonus = sc.fundraising[min(days, len(sc.fundraising)) - 1]
        return f"Fundraising: {days} day{'s' if days > 1 else ''}, one die" + (f" +{bonus}" if bonus else "")
    if kind == MEDIA:
        days = plan.media + 1
        bonus = sc.media_presence[min(days, len(sc.media_presence) - 1)]
        return f"Media presence: {days} day{'s' if days > 1 else ''}, {bonus:+d} to rolls"
    if kind == CAPITAL_MOVE:
        return f"{CAPITAL_TITLES[move.favour]}: {FAVOUR_WORDS[move.favour]}"
    if kind == IGNORE:
        return f"Spend {CAPITAL_TITLES[move.favour]} to ignore a {move.face}"
    if kind == ACCEPT:
        return "Take the gaffe and keep your political capital"
    if kind == END:
        return "End planning: roll the week's dice"
    return ""


def picked_this_week(state, move: MarginMove) -> bool:
    """The political capital action the planning campaign has already picked this week."""
    side = state.acting_side()
    return (state.phase == "plan" and side is not None and move.kind == CAPITAL_MOVE
            and state.plans[side].capital == move.favour)


@dataclass(frozen=True)
class PlanningActions:
    """What the planning part may do to the match and the screen (MarginScreen gives its own)."""
    submit: Callable[[MarginMove, str], bool]           # play a move for the device; False if refused
    may_play: Callable[[str], bool]                     # may this device move on the board now
    busy: Callable[[], bool]                            # the week show is playing
    play: Callable[[str], None]                         # a sound: "click", "error"
    flash: Callable[..., None]                          # a line in the status (text, seconds=2.5)


class PlanningInput:
    """The planning part of MarginScreen. Reads the session and the layout it is given; keeps
    the tool (what a click on a state places), the pointer, the hovered target, the cursor and
    a drag in progress."""

    def __init__(self, session: MatchSession, layout: MarginLayout, actions: PlanningActions):
        self.session = session
        self.layout = layout
        self.actions = actions
        self.tool = CANDIDATE
        self.pointer: tuple[float, float] | None = None
        self.hover: tuple | None = None          # the target under the pointer
        self.cursor: tuple | None = None         # the keyboard or pad cursor's target
        self.cursor_shown = False
        self.drag: str | None = None             # "day" or "vp" while dragged from the pool
        self._press: tuple | None = None         # (x, y, "day" | "vp") of a press on the pool
        self.refusal: tuple | None = None        # (target, why) of the last refused placement
        self._refusal_left = 0.0
        self.overlay = ShapeBuilder()
        self._overlay_key = None
        self.tip_batch = pyglet.graphics.Batch()
        self.tip_texts = [make_text("", 0, 0, 10, theme.TEXT, bold=True, batch=self.tip_batch),
                          make_text("", 0, 0, 9, theme.TEXT_MUTED, batch=self.tip_batch)]
        for text in self.tip_texts:
            warm_glyphs(text)
        self.tip_box = ShapeBuilder()
        self._tip_key = None

    # ---- what a target does -----------------------------------------------------------------
    def may_place(self) -> bool:
        """A person at this screen may place now (their decision, nothing animating, live)."""
        seat = self.session.seat_to_move()
        return (seat is not None and seat.is_human and not self.actions.busy()
                and self.actions.may_play(seat.device or "any"))

    def move_for(self, key: tuple, tool: str | None = None) -> MarginMove | None:
        """The move a click (or a drop, or Enter) on target `key` makes now, or None."""
        state = self.session.state
        kind = key[0]
        if state.phase == "last":
            return MarginMove(LAST, state=key[1]) if kind == "state" else None
        if state.phase == "resolve":
            if not state.gaffe_choice_open():
                return None
            if kind == "favour":
                return MarginMove(IGNORE, face=gaffe_values(state.dice)[0], favour=key[1])
            return ACCEPT_MOVE if kind == "end" else None
        if state.phase != "plan":
            return None
        tool = tool or self.tool
        if kind == "state":
            return MarginMove({CANDIDATE: CAMP, RUNNING_MATE: VP, ENDORSE: ENDORSE_MOVE}[tool], state=key[1])
        if kind == "region":
            return MarginMove(AD, region=key[1])
        if kind in (FUND, MEDIA, END):
            return MarginMove(kind)
        if kind == "favour":
            return MarginMove(CAPITAL_MOVE, favour=key[1])
        return None

    def drop_move(self, key: tuple, source: str) -> MarginMove | None:
        """The move a green day (source "day") or the blue token ("vp") dropped on `key` makes."""
        if source == "vp":
            return MarginMove(VP, state=key[1]) if key[0] == "state" else None
        if key[0] == "state":
            return MarginMove(CAMP, state=key[1])
        return self.move_for(key) if key[0] in ("region", "fund", "media") else None

    def place(self, key: tuple, device: str = "kbm", tool: str | None = None, move=None) -> bool:
        """Play what target `key` does (or `move`), or say at once why the rules refuse it."""
        if key == ("suggest",):
            return self.suggest()
        move = move if move is not None else self.move_for(key, tool)
        if move is None:
            self.actions.play("error")
            return False
        fault = self.session.state.move_fault(move)
        if fault is not None:
            self.refuse(key, fault)
            return False
        return self.actions.submit(move, device)

    def refuse(self, key: tuple, why: str) -> None:
        self.actions.play("error")
        self.actions.flash(why)
        self.refusal = (key, why)
        self._refusal_left = REFUSAL_SECONDS

    def after_placing(self) -> None:
        """A move was played: the endorsements take the clicks once called in, until none is left;
        the running mate's token goes back to the candidate once placed."""
        state = self.session.state
        side = state.acting_side()
        if state.phase != "plan" or side is None:
            self.tool = CANDIDATE
            return
        plan = state.plans[side]
        endorsing = plan.capital == ENDORSEMENTS and any(m.kind == ENDORSE_MOVE for m in state.legal_moves())
        if endorsing and self.tool != ENDORSE and not plan.endorsed:
            self.tool = ENDORSE
        elif self.tool == ENDORSE and not endorsing:
            self.tool = CANDIDATE
        elif self.tool == RUNNING_MATE and plan.vp is not None:
            self.tool = CANDIDATE

    def tools(self) -> list[str]:
        state = self.session.state
        side = state.acting_side()
        out = [CANDIDATE, RUNNING_MATE]
        if state.phase == "plan" and side is not None and state.plans[side].capital == ENDORSEMENTS:
            out.append(ENDORSE)
        return out

    def switch_tool(self) -> None:
        tools = self.tools()
        self.tool = tools[(tools.index(self.tool) + 1) % len(tools)] if self.tool in tools else CANDIDATE
        self.actions.play("click")
        self.actions.flash(f"A click on a state now places {TOOL_WORDS[self.tool]}.", 1.8)

    def targets_now(self) -> set | None:
        """The targets the cursor visits now (None: all of them)."""
        state = self.session.state
        if state.phase == "last":
            return {t.key for t in self.layout.targets if t.key[0] == "state"}
        if state.phase == "resolve":
            return {t.key for t in self.layout.targets if t.key[0] in ("favour", "end")}
        return None

    # ---- Suggest ------------------------------------------------------------------------------
    def suggest(self) -> bool:
        """Let the campaign staff (the bots' planner) place the rest of the week's days, one
        placement at a time, up to ending planning (left to the player)."""
        session = self.session
        if session.state.phase != "plan" or not self.may_place():
            self.actions.play("error")
            return False
        side = session.state.acting_side()
        placed = 0
        for _ in range(4 * session.state.scenario.days_per_week):
            state = session.state
            if state.phase != "plan" or state.acting_side() != side:
                break
            move = suggest_move(state)
            if move == END_MOVE or state.move_fault(move) is not None or not self.actions.submit(move, "kbm"):
                break
            placed += 1
        self.actions.flash("Your staff's plan is on the board: change it, or end planning." if placed else
                           "Your staff have nothing to add to this plan.")
        return placed > 0

    # ---- the pointer --------------------------------------------------------------------------
    def pointer_move(self, x: float, y: float) -> None:
        self.pointer = (x, y)
        self.cursor_shown = False
        target = self.layout.target_at(x, y)
        self.hover = target.key if target is not None else None
        if self._press is not None and self.drag is None:
            px, py, source = self._press
            if abs(x - px) + abs(y - py) >= DRAG_START:
                self.drag = source

    def pointer_press(self, x: float, y: float, button: int, modifiers: int = 0) -> None:
        """A press on the board (`modifiers`: the keys held; a shift click sends the running mate)."""
        self.pointer = (x, y)
        self.cursor_shown = False
        state = self.session.state
        source = self.layout.pool_at(x, y) if state.phase == "plan" else None
        if source is not None:
            self._press = (x, y, source)
            return
        target = self.layout.target_at(x, y)
        if target is None:
            return
        shifted = bool(modifiers & arcade.key.MOD_SHIFT)
        mate = target.key[0] == "state" and (button == arcade.MOUSE_BUTTON_RIGHT or shifted)
        self.place(target.key, "kbm", tool=RUNNING_MATE if mate else None)

    def pointer_release(self, x: float, y: float, button: int) -> None:
        press, drag = self._press, self.drag
        self._press = self.drag = None
        if press is None or not self.may_place():
            return
        if drag is None:
            # a click on the pool picks what a click on a state places
            self.tool = RUNNING_MATE if press[2] == "vp" else CANDIDATE
            self.actions.play("click")
            return
        target = self.layout.target_at(x, y)
        if target is None:
            return
        move = self.drop_move(target.key, drag)
        if move is None:
            self.refuse(target.key, "A green day goes on a state, a region's TV ads, or the media or "
                                    "fundraising box." if drag == "day" else "The running mate goes to a state.")
            return
        self.place(target.key, "kbm", move=move)

    # ---- keys and pads -----------------------------------------------------------------------
    def action(self, device: str, action: Action) -> bool:
        if not self.may_place():
            return False
        allowed = self.targets_now()
        if action in DIRECTIONS:
            if not self.cursor_shown or self.cursor is None or (allowed and self.cursor not in allowed):
                self.cursor = self.hover if self.hover is not None else self._first_target(allowed)
            else:
                step = self.layout.step_from(self.cursor, action, allowed)
                if step is not None:
                    self.cursor = step
            self.cursor_shown = True
            self.pointer = None
            self.actions.play("click")
            return True
        if action == Action.CONFIRM:
            if self.cursor_shown and self.cursor is not None:
                self.place(self.cursor, device)
            else:
                self.cursor = self.cursor or self._first_target(allowed)
                self.cursor_shown = True
            return True
        if action == Action.NEXT and self.session.state.phase == "plan":
            self.switch_tool()
            return True
        if action == Action.CANCEL and (self.drag or self.tool != CANDIDATE):
            self.drop()
            self.tool = CANDIDATE
            self.actions.play("click")
            return True
        return False

    def drop(self) -> None:
        """Let go of a press or a drag on the pool (the position shown changed under it)."""
        self._press = self.drag = None

    def _first_target(self, allowed) -> tuple:
        state = self.session.state
        if state.phase == "resolve":
            return ("end",)
        return ("state", 0) if allowed is None or ("state", 0) in allowed else next(iter(sorted(allowed)))

    # ---- what is shown about it --------------------------------------------------------------
    def focus_target(self) -> tuple | None:
        """The target the tooltip speaks of: the cursor's when shown, else the hovered one."""
        if self.cursor_shown:
            return self.cursor
        return self.hover if self.pointer is not None else None

    def tooltip_lines(self) -> tuple[str, str, bool] | None:
        """(what it does, why not or a detail, allowed) for the focused target or the drag."""
        key = self.focus_target()
        state = self.session.state
        if key is None:
            if self.pointer is not None and self.layout.pool_at(*self.pointer) and state.phase == "plan":
                return (("Drag a green day onto a state, a region or a box", "or click here: clicks on states "
                         "place the candidate", True) if self.layout.pool_at(*self.pointer) == "day" else
                        ("Drag your running mate onto a state", "or click here, then click a state", True))
            return None
        if key == ("suggest",):
            return ("Suggest: your staff plan the rest of the week", "you can still change it before you end planning",
                    True) if self.may_place() and state.phase == "plan" else None
        if not self.may_place():
            return self.info_lines(key)
        move = self.drop_move(key, self.drag) if self.drag else self.move_for(key)
        if move is None:
            return self.info_lines(key) if key[0] in ("state", "region") else None
        if picked_this_week(state, move):
            return move_words(state, move), "Picked for this week", True
        fault = state.move_fault(move)
        if self.refusal is not None and self.refusal[0] == key and self._refusal_left > 0:
            fault = self.refusal[1]
        return move_words(state, move), fault or self.info_lines(key, short=True)[1], fault is None

    def info_lines(self, key: tuple, short: bool = False) -> tuple[str, str, bool] | None:
        """What a state or region is (hovered when it is not your decision)."""
        state = self.session.view_state()
        sc = state.scenario
        if key[0] == "state":
            info = sc.states[key[1]]
            poll = state.polls[key[1]]
            leader = "even" if poll == 0 else f"{abs(poll)} {'Democratic' if poll < 0 else 'Republican'}"
            small = ", small state" if info.small else ""
            if state.home is not None and key[1] in state.home:
                small += f", home of the {('Democrats', 'Republicans')[state.home.index(key[1])]}"
            return f"{info.name}: {info.votes} votes{small}", f"poll {leader}; die faces {', '.join(map(str, info.faces))}", True
        if key[0] == "region":
            region = sc.regions[key[1]]
            votes = sum(sc.states[s].votes for s in region.states)
            return f"{region.name}: region die {key[1] + 1}", f"{len(region.states)} states, {votes} votes", True
        return ("", "", True) if short else None

    def update(self, dt: float, pointer_on_panel: bool = False) -> None:
        if self._refusal_left > 0:
            self._refusal_left -= dt
            if self._refusal_left <= 0:
                self.refusal = None
        if self.pointer is not None and pointer_on_panel:
            self.pointer = self.hover = None       # the pointer went on to the side panel

    def draw(self) -> None:
        """Hover, cursor and drag, over the board (the tooltip: draw_tooltip, over the texts)."""
        live = self.may_place() and not self.session.in_replay
        session = self.session
        key = (self.hover if self.pointer is not None else None, self.cursor if self.cursor_shown else None,
               self.drag, self.pointer if self.drag else None, self.tool, self.refusal, live,
               session.changes, session.view_ply(), session.in_replay, theme.colour_blind())
        if key != self._overlay_key:
            self._overlay_key = key
            self._build_overlay(live)
        self.overlay.draw()

    def _build_overlay(self, live: bool) -> None:
        sb = self.overlay
        sb.clear()
        lay = self.layout
        state = self.session.state
        for key, thick in ((self.hover if self.pointer is not None else None, 2.0),
                           (self.cursor if self.cursor_shown else None, 3.0)):
            target = lay.target(key) if key is not None else None
            if target is None or key == ("end",) and not live:
                continue
            move = (self.drop_move(key, self.drag) if self.drag else self.move_for(key)) if live else None
            ok = move is not None and (state.move_fault(move) is None or picked_this_week(state, move))
            colour = theme.ACCENT if ok or not live else theme.BAD
            if live and move is None and not self.drag:
                colour = theme.TEXT_MUTED
            l, b, w, h = target.rect
            sb.rounded_rect(l - 1, b - 1, w + 2, h + 2, 6, theme.with_alpha(colour, 34))
            sb.rounded_outline(l - 2, b - 2, w + 4, h + 4, 6, thick, theme.with_alpha(colour, 235))
            if ok and move.kind == CAMP and not self.drag:
                # where the day will go: a faint pip in the itinerary area
                side = state.acting_side()
                days = state.plans[side].camp.get(move.state, 0)
                if state.solo:
                    x, y = lay.pip_xy(move.state, days)
                else:
                    x, y = lay.pip_xy(move.state, days, side, compact=True)
                colour = day_colour(state, side, party_colours())
                sb.circle(x, y, 4.2 if state.solo else 3.4, theme.with_alpha(colour, 130), segments=12)
        if live and state.phase == "plan":
            # the pool shows what a click on a state places
            if self.tool == RUNNING_MATE:
                sb.ring(*lay.vp_xy, 15, 2.5, theme.ACCENT, segments=28)
            elif self.tool == CANDIDATE:
                l, b, w, h = lay.pool_rect
                sb.rounded_outline(l - 3, b - 3, w + 6, h + 6, 10, 2, theme.ACCENT)
        if self.drag and self.pointer is not None:
            x, y = self.pointer
            if self.drag == "vp":
                vp_pip(sb, x, y, 10)
            else:
                pip(sb, x, y, 7.5, day_colour(state, state.acting_side(), party_colours()))

    def draw_tooltip(self) -> None:
        lines = self.tooltip_lines()
        if lines is None or not lines[0]:
            return
        key = self.focus_target()
        if self.pointer is not None and not self.cursor_shown:
            ax, ay = self.pointer
        elif key is not None and self.layout.target(key) is not None:
            l, b, w, h = self.layout.target(key).rect
            ax, ay = l + w * 0.6, b + h / 2
        else:
            return
        tip_key = (lines, round(ax), round(ay))
        if tip_key != self._tip_key:
            self._tip_key = tip_key
            head, detail, ok = lines
            texts = self.tip_texts
            texts[0].text, texts[1].text = head, detail
            set_colour(texts[1], theme.TEXT_MUTED if ok else theme.BAD)
            width = max(t.content_width for t in texts) + 20
            height = 40 if detail else 24
            left = min(max(4, ax + 14), PANEL_LEFT - width - 4)
            bottom = ay + 16 if ay + 16 + height < REGIONS_RECT[1] + REGIONS_RECT[3] + 4 else ay - 16 - height
            texts[0].position = (left + 10, bottom + height - 12)
            texts[1].position = (left + 10, bottom + 11)
            sb = self.tip_box
            sb.clear()
            sb.rounded_rect(left + 3, bottom - 4, width, height, 8, (0, 0, 0, 110))
            sb.rounded_rect(left, bottom, width, height, 8, theme.with_alpha(theme.BACKGROUND_DEEP, 240))
            sb.rounded_outline(left, bottom, width, height, 8, 1.5, theme.ACCENT if ok else theme.BAD)
        self.tip_box.draw()
        self.tip_batch.draw()

