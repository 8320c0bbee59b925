"""Margin of Error's planning part (game/scenes/margin/planning.py) driven on its own: a session,
the layout and stand-in actions, no screen around it; and the screen's hint line, set when the
week's hints change, not over a mode's own hints every frame."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import MatchSession, Seat  # noqa: E402
from game.engines.margin import GAME, MarginMove  # noqa: E402
from game.ui.input import Action  # noqa: E402


class StandIn:
    """The actions a planning part is given, recorded: moves are played on the session."""

    def __init__(self, session):
        self.session = session
        self.submitted, self.sounds, self.flashes = [], [], []
        self.busy_now = False

    def actions(self):
        from game.scenes.margin.planning import PlanningActions
        return PlanningActions(submit=self.submit, may_play=lambda device: not self.session.is_over(),
                               busy=lambda: self.busy_now, play=self.sounds.append, flash=self.flash)

    def submit(self, move, device):
        self.submitted.append((move, device))
        self.session.play(move)
        return True

    def flash(self, text, seconds=2.5):
        self.flashes.append(text)


def planning_part(window, seed=3, players=1):
    from game.scenes.margin.layout import MarginLayout
    from game.scenes.margin.planning import PlanningInput
    session = MatchSession(GAME, {**GAME.default_options(), "players": players}, seed,
                           [Seat.human() for _ in range(players)], autosave=False)
    stand_in = StandIn(session)
    part = PlanningInput(session, MarginLayout(session.state.scenario), stand_in.actions())
    return part, stand_in, session


def test_a_click_on_a_state_campaigns_there_and_a_shift_click_sends_the_running_mate(window):
    part, stand_in, session = planning_part(window)
    pa = session.state.scenario.state_by_code("PA").index
    x, y = part.layout.target(("state", pa)).centre
    part.pointer_press(x, y, arcade.MOUSE_BUTTON_LEFT)
    part.pointer_press(x, y, arcade.MOUSE_BUTTON_LEFT, arcade.key.MOD_SHIFT)
    assert stand_in.submitted == [(MarginMove("camp", state=pa), "kbm"), (MarginMove("vp", state=pa), "kbm")]
    assert session.moves == ["camp PA", "vp PA"]


def test_a_refused_placement_plays_nothing_and_says_why(window):
    part, stand_in, session = planning_part(window)
    region = next(r for r in range(len(session.state.scenario.regions))
                  if session.state.move_fault(MarginMove("ad", region=r)) is not None)
    assert not part.place(("region", region))
    assert stand_in.submitted == [] and stand_in.sounds == ["error"]
    assert stand_in.flashes == [session.state.move_fault(MarginMove("ad", region=region))]
    assert part.refusal == (("region", region), stand_in.flashes[0])
    part.update(3.0)                                 # the refusal is shown for a while, then forgotten
    assert part.refusal is None


def test_the_cursor_walks_the_targets_and_enter_places_there(window):
    part, stand_in, session = planning_part(window)
    assert part.action("kbm", Action.DOWN) and part.cursor_shown and part.cursor == ("state", 0)
    part.action("kbm", Action.DOWN)
    assert part.cursor == ("state", 1)
    assert part.action("kbm", Action.CONFIRM)
    assert stand_in.submitted == [(MarginMove("camp", state=1), "kbm")]
    assert part.action("kbm", Action.NEXT) and part.tool == "vp"       # Tab: the running mate
    part.action("kbm", Action.CONFIRM)
    assert stand_in.submitted[-1] == (MarginMove("vp", state=1), "kbm")
    part.after_placing()
    assert part.tool == "candidate"                  # placed: the clicks go back to the candidate


def test_nothing_is_placed_while_the_show_plays(window):
    part, stand_in, session = planning_part(window)
    stand_in.busy_now = True
    assert not part.may_place()
    assert not part.action("kbm", Action.DOWN) and part.cursor is None
    stand_in.busy_now = False
    assert part.may_place()


def test_the_tooltip_says_what_a_hovered_placement_does(window):
    part, stand_in, session = planning_part(window)
    pa = session.state.scenario.state_by_code("PA").index
    part.pointer_move(*part.layout.target(("state", pa)).centre)
    head, detail, ok = part.tooltip_lines()
    assert head.startswith("Campaign in Pennsylvania: day 1") and ok
    part.pointer_move(*part.layout.target(("end",)).centre)
    assert part.tooltip_lines()[0] == "End planning: roll the week's dice"


def test_suggest_places_the_staffs_days_through_the_actions(window):
    part, stand_in, session = planning_part(window)
    assert part.place(("suggest",))
    assert stand_in.submitted and all(device == "kbm" for _, device in stand_in.submitted)
    assert all(move.kind != "end" for move, _ in stand_in.submitted)       # ending is left to the player
    assert stand_in.flashes[-1].startswith("Your staff's plan is on the board")


def test_the_hint_line_keeps_a_modes_hints_until_the_week_moves_on(app):
    from game.scenes.margin.screen import MarginScreen
    from tests.ui.helpers import show_screen
    state = GAME.new_initial_state(GAME.default_options(), 3)
    screen = show_screen(app, MarginScreen.for_state(state), 2)
    assert (screen.hints, screen.pad_hints) == screen.planning_hints
    # a mode's part (the review's) puts its own hints on the line: frames do not undo them
    screen.hints, screen.pad_hints = "[←→] step through the match", "[LB] [RB] step"
    for _ in range(3):
        app.render_frame(1 / 60)
    assert (screen.hints, screen.pad_hints) == ("[←→] step through the match", "[LB] [RB] step")
    # the week moves on (planning ends, the dice roll): the line follows it
    screen.apply_move(screen.session.state.text_to_move("end"))
    for _ in range(3):
        app.render_frame(1 / 60)
    assert screen.show.busy and (screen.hints, screen.pad_hints) == screen.show_hints
