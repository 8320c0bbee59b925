"""Margin of Error's week show (game/scenes/margin/week_show.py and its parts): the steps of a
week played with fixed dice, counted in frames; tokens slide only after the dice settle and
end on the engine's squares; skip lands everything; the speed setting shortens the show; a
gaffe asks which favour to spend, by click, key or pad; the opponent's region and state light
up; election night counts every state and ends on the result."""
from __future__ import annotations

import random

import pytest

from game.engines.margin.move import ACCEPT_MOVE, DICE, END_MOVE, MarginMove
from game.ui import theme
from tests.ui.helpers import KEY, click_at, frames, near, press_now, region_colours, screen_image, show_screen

pytestmark = pytest.mark.screen

PA, MI, MT = 0, 1, 19         # Pennsylvania, Michigan, Montana in the standard scenario
LIMIT = 4000                  # frames: a week longer than a minute at 60 frames a second is a bug


def margin_screen(app, dice, plan=(), seed=5, **options):
    from game.core.session import MatchSession, Seat
    from game.scenes.margin.screen import MarginScreen
    opts = {"players": 1, "party": "democrat", "dice": list(dice), **options}
    session = MatchSession.new("margin", opts, seed, [Seat.human()], autosave=False)
    screen = show_screen(app, MarginScreen(session))
    for text in plan:
        assert screen.apply_move(session.state.text_to_move(text)), text
    return screen


def run_until(app, condition, limit: int = LIMIT, each=None) -> int:
    """Frames until `condition()` holds (each frame calls `each(frame)` first)."""
    for frame in range(1, limit + 1):
        app.render_frame(1 / 60)
        if each is not None:
            each(frame)
        if condition():
            return frame
    raise AssertionError(f"not reached in {limit} frames")


def week_over(screen) -> bool:
    """The week shown to its end; its summary card (which waits for the player) is closed as
    soon as it shows, as a player reading it would."""
    screen.show.dismiss_summary()
    return screen.session.state.phase == "plan" and not screen.show.busy


# ---- a week with fixed dice ------------------------------------------------------------------------
WEEK_DICE = [4, 3, 5, 6, 6, 6, 6, 6]    # fund 4; PA 3+5; MI 6; the opponent: Montana, then Montana safe: PA
WEEK_PLAN = ["camp PA", "camp PA", "camp MI", "fund", "end"]


def test_a_week_plays_step_by_step_and_the_tokens_end_on_the_engines_squares(app):
    screen = margin_screen(app, WEEK_DICE, WEEK_PLAN)
    show, state = screen.show, screen.session.state
    seen = {"pa": [], "moved_while_rolling": False, "shown_weeks": set()}

    def watch(frame):
        seen["pa"].append(show.display_polls[PA])
        if show.busy and state.week == 2:
            seen["shown_weeks"].add(show.shown_state.week)
        if show.tray.rolling and len(seen["pa"]) > 1 and seen["pa"][-1] != seen["pa"][-2]:
            seen["moved_while_rolling"] = True

    frames_taken = run_until(app, lambda: week_over(screen), each=watch)
    assert state.week == 2
    assert show.display_polls == [float(p) for p in state.polls]
    assert show.display_cash == state.cash
    # Pennsylvania slid from -2 to -4 through squares in between (3 + 5 - 1 = 7: two squares),
    # then one back when the opponent's stop passed down to it (a safe state moves one at most)
    assert seen["pa"][0] == -2.0 and -4.0 in seen["pa"] and seen["pa"][-1] == state.polls[PA] == -3
    assert any(-4 < p < -2 for p in seen["pa"][:seen["pa"].index(-4.0)]), "the token slides"
    assert not seen["moved_while_rolling"]
    # the engine is in week 2 before the opponent's last stop is shown: the panel may keep week 1
    assert seen["shown_weeks"] == {1}
    # fundraising, two campaigns, two opponent stops (each thrown), the week banner: seconds, not a blink
    assert 300 < frames_taken < 2400


def test_a_die_that_does_not_finish_its_step_shows_nothing_yet(app):
    screen = margin_screen(app, [3, 5], ["camp PA", "camp PA", "end"])
    show = screen.show
    assert screen.session.is_chance()
    screen.apply_move(MarginMove("die", face=3))        # the first of Pennsylvania's two dice
    assert not show.busy and show.tray.current is None
    screen.apply_move(MarginMove("die", face=5))
    assert show.busy
    # the throw's physics runs ahead a few keyframes a frame: the dice fly within a few frames
    for waited in range(12):
        frames(app, 1)
        if show.tray.rolling:
            break
    assert show.tray.rolling and show.tray.faces and len(show.tray.dice) == 2, waited


def test_skip_lands_every_step_at_once(app):
    screen = margin_screen(app, WEEK_DICE, WEEK_PLAN)
    show, session = screen.show, screen.session
    run_until(app, lambda: show.tray.rolling and len(session.state.events) >= 2)
    assert show.display_polls[PA] == -2.0       # Pennsylvania's dice are still rolling
    screen.skip_animation()
    assert not show.busy
    assert show.display_polls == [float(p) for p in session.state.polls]
    assert show.tray.settled


def test_the_animation_speed_setting_shortens_the_show(app):
    from game.ui import theme
    taken = {}
    for speed in (1.0, 4.0):
        theme.set_animation_speed(speed)
        screen = margin_screen(app, WEEK_DICE, WEEK_PLAN)
        taken[speed] = run_until(app, lambda: week_over(screen))
    assert taken[4.0] * 2.5 < taken[1.0]


def test_the_tray_shows_dice_moving_then_at_rest(app):
    screen = margin_screen(app, [3, 5], ["camp PA", "camp PA", "end"])
    tray = screen.show.tray
    run_until(app, lambda: tray.rolling and tray.time > 0.15)
    felt = (tray.felt[0] + 4, tray.felt[1] + 4, tray.felt[2] - 8, tray.felt[3] - 8)
    first = region_colours(app, *felt, step=4)
    frames(app, 4)
    second = region_colours(app, *felt, step=4)
    assert first != second, "the dice move while they roll"
    ivory = [c for c in second if min(c) > 200]
    assert ivory, "a white die is on the green felt"
    run_until(app, lambda: tray.settled)
    frames(app, 2)
    rest = region_colours(app, *felt, step=4)
    frames(app, 3)
    assert region_colours(app, *felt, step=4) == rest, "settled dice stay put"


# ---- the opponent ------------------------------------------------------------------------------------
def test_the_opponents_stop_lights_its_region_then_its_state_then_passes_down_the_list(app):
    # week 1, no plan: the opponent's two stops roll red 6 (the Plains), white 6 (Montana) twice;
    # Montana is safe for them after the first, so the second passes round to Pennsylvania
    screen = margin_screen(app, [6, 6, 6, 6], ["end"])
    show = screen.show
    marks = []

    def watch(frame):
        current = [m[:2] for m in show.overlays._marks]
        if current and (not marks or marks[-1] != current):
            marks.append(current)

    run_until(app, lambda: week_over(screen), each=watch)
    # the red die's region first, then the white die's state within it
    assert marks[0] == [("region", 5)] and marks[1] == [("region", 5), ("state", MT)]
    assert any(("arrow", MT) in m and ("state", PA) in m for m in marks), "the fall-through, Montana to Pennsylvania"
    assert marks[-1] == [("region", 5), ("state", PA)]
    state = screen.session.state
    assert state.polls[MT] == 5 and state.polls[PA] == 0
    assert show.display_polls[PA] == 0.0


def test_a_lit_region_is_drawn_on_the_board(app):
    screen = margin_screen(app, [6, 6, 6, 6], ["end"])
    show = screen.show
    run_until(app, lambda: [m[:2] for m in show.overlays._marks] == [("region", 5)])
    l, b, w, h = screen.board.region_rect(5)
    edge = region_colours(app, l - 3, b + h / 2 - 20, 3, 40, step=1)
    assert any(c[0] > 150 and c[0] > 2 * c[2] for c in edge), "a red outline round the Plains"


# ---- gaffes --------------------------------------------------------------------------------------------
def gaffe_screen(app, dice=(3, 3, 6, 6, 1, 2)):
    screen = margin_screen(app, dice, ["camp PA", "camp PA", "end"])
    run_until(app, lambda: screen.show.prompt.open)
    return screen


def test_a_gaffe_flashes_its_dice_and_asks_which_favour_to_spend(app):
    screen = gaffe_screen(app)
    prompt = screen.show.prompt
    favours = ("internet-funds", "endorsements", "media-blitz", "fact-check", "defining-speech")
    assert prompt.moves == [MarginMove("ignore", face=3, favour=f) for f in favours] + [ACCEPT_MOVE]
    assert screen.show.tray.flashing
    assert prompt.buttons[2].label.text == "Ignore a 3 (spend Media blitz)"
    assert prompt.buttons[-1].label.text == "Take the gaffe"
    # the card is drawn: its red frame shows where it stands
    l, b, w, h = prompt.card
    image = screen_image(app)
    edge = region_colours(app, l - 1, b + h / 2 - 10, 4, 20, step=1, image=image)
    assert any(c[0] > 150 and c[0] > 2 * c[2] for c in edge)


def test_clicking_a_favour_ignores_a_die(app):
    screen = gaffe_screen(app)
    session = screen.session
    button = screen.show.prompt.buttons[2]
    click_at(app, button.left + button.width / 2, button.bottom + button.height / 2)
    assert session.moves[-1] == "ignore 3 media-blitz"
    event = session.state.events[-1]
    assert event["kind"] == "camp" and event["ignored"] == [3] and event["dice"] == [3] and not event["gaffe"]
    assert "media-blitz" in session.state.used[0]
    run_until(app, lambda: not screen.show.busy)
    assert [d.ignored for d in screen.show.tray.dice].count(True) == 1, "the cancelled die is crossed out"
    assert len(screen.show.tray.dice) == 2, "the dice are not thrown again"


def test_skipping_before_the_gaffes_dice_are_in_the_tray_then_ignoring_one_throws_them_then(app):
    """Enter while the gaffe's dice are still being got ready (not yet in the tray), then a favour
    spent: the tray shows the step's dice with the cancelled one crossed out. (The monkey found it:
    the die to cross out was looked for in the tray's earlier, shorter throw: IndexError.)"""
    screen = margin_screen(app, (3, 3, 6, 6, 1, 2), ["camp PA", "camp PA", "end"])
    tray = screen.show.tray
    run_until(app, lambda: screen.session.state.gaffe_choice_open() and screen.show.current is not None
              and tray.current is None)
    app.render_frame(1 / 60)                     # the gaffe's beat waits for its throw to be ready
    assert tray.current is None
    screen.skip_animation()                      # what Enter does while the dice play
    assert screen.submit_move(MarginMove("ignore", face=3, favour="media-blitz"))
    run_until(app, lambda: not screen.show.busy)
    assert [d.ignored for d in tray.dice] == [True, False] or [d.ignored for d in tray.dice] == [False, True]
    assert tray.current.faces == [3, 3]


def test_enter_takes_the_gaffe_and_the_arrows_pick_a_favour(app):
    screen = gaffe_screen(app)
    session = screen.session
    press_now(app, KEY.ENTER)                    # the focus starts on "Take the gaffe"
    assert session.moves[-1] == "accept"
    assert session.state.events[-1]["gaffe"] and session.state.polls[PA] == 0
    screen = gaffe_screen(app)
    session = screen.session
    press_now(app, KEY.UP)                       # up a row: Defining speech / Fact check
    press_now(app, KEY.LEFT)
    press_now(app, KEY.ENTER)
    assert session.moves[-1].startswith("ignore 3 ")


def test_a_pad_confirms_on_the_gaffe_card(app):
    from game.ui.input import Action
    screen = gaffe_screen(app)
    assert screen.show.action("pad1", Action.PREV)      # from Take the gaffe back to Defining speech
    assert screen.show.action("pad1", Action.CONFIRM)
    assert screen.session.moves[-1] == "ignore 3 defining-speech"


# ---- election night --------------------------------------------------------------------------------------
def last_week_screen(app, seed=3):
    """Week 9's planning, reached by random campaign days (seeded), on a screen."""
    from game.engines.margin import GAME
    from game.scenes.margin.screen import MarginScreen
    state = GAME.new_initial_state({"players": 1, "party": "democrat"}, seed)
    rng = random.Random(seed)
    while not (state.week == 9 and state.phase == "plan"):
        if state.is_chance_node():
            state.apply(MarginMove("die", face=rng.randint(1, 6)))
        else:
            state.apply(rng.choice([m for m in state.legal_moves() if m.kind in ("camp", "end")]))
    return show_screen(app, MarginScreen.for_state(state))


def place_tokens(screen):
    """The player's small-state tokens, when asked for, all on the first state offered."""
    state = screen.session.state
    screen.show.dismiss_summary()                # the last week's summary: read, closed
    if state.phase == "last" and screen.may_play("kbm") and not screen.show.busy:
        screen.submit_move(state.legal_moves()[0])


def test_election_night_counts_every_state_and_ends_on_the_result(app, home):
    from game.scenes.margin.election_night import result_title
    from game.ui import theme
    theme.set_animation_speed(4.0)
    screen = last_week_screen(app)
    show, session = screen.show, screen.session
    screen.apply_move(END_MOVE)
    called = []

    def watch(frame):
        place_tokens(screen)
        if show.night.running and len(show.night.called) > len(called):
            called.append((show.night.called[-1], list(show.night.target)))

    run_until(app, lambda: session.is_over() and not show.busy, each=watch)
    state = session.state
    night = show.night
    assert night.finished and len(night.called) == 20 and len(called) == 20
    assert [c[0][0] for c in called] == [s for s, _ in night.called], "one state at a time"
    # the running totals climb with each call, to the count
    assert all(called[i][1][0] <= called[i + 1][1][0] and called[i][1][1] <= called[i + 1][1][1] for i in range(19))
    assert night.target == state.votes() and [round(v) for v in night.shown] == state.votes()
    assert night.result.text == result_title(state) and night.result.text
    assert show.display_polls == [float(p) for p in state.polls]
    # the results screen follows
    run_until(app, lambda: type(app.scenes.current).__name__ == "ResultsScene", limit=600)


def test_skipping_election_night_shows_the_result_at_once(app, home):
    screen = last_week_screen(app)
    show, session = screen.show, screen.session
    screen.apply_move(END_MOVE)

    def skip_often(frame):
        place_tokens(screen)
        if frame % 10 == 0 and show.busy:
            screen.skip_animation()

    run_until(app, lambda: session.is_over(), each=skip_often)
    screen.skip_animation()
    assert not show.busy and show.night.finished and len(show.night.called) == 20
    assert show.night.result.text


def test_a_finished_match_reopened_shows_the_count_done(app):
    from game.scenes.margin.screen import MarginScreen
    from game.engines.margin import GAME
    state = GAME.new_initial_state({"players": 1, "party": "republican"}, 8)
    rng = random.Random(8)
    while not state.is_terminal():
        state.apply(DICE[rng.randint(1, 6) - 1] if state.is_chance_node() else rng.choice(state.legal_moves()))
    screen = show_screen(app, MarginScreen.for_state(state), 2)
    assert screen.show.night.finished and not screen.show.busy
    assert screen.show.night.result.text


def test_the_opponents_ad_lights_both_dice_regions_then_slides_a_whole_region_together(app):
    """Week 3's television ad: dice 4 and 5 name the Southeast and the Midwest; the region that
    hurts the player more is pushed, every state of it sliding at once."""
    from game.engines.margin import GAME
    from game.scenes.margin.screen import MarginScreen
    stops = [1, 1] * 7                         # weeks 1-3: seven stops, all in Pennsylvania's region
    state = GAME.new_initial_state({"players": 1, "party": "democrat", "dice": stops + [4, 5]}, 5)
    while not (state.week == 3 and state.phase == "plan"):
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else END_MOVE)
    screen = show_screen(app, MarginScreen.for_state(state))
    show = screen.show
    screen.apply_move(END_MOVE)
    marks, together = [], []

    def watch(frame):
        current = [m[:2] for m in show.overlays._marks]
        if current and (not marks or marks[-1] != current):
            marks.append(current)
        event = next((e for e in screen.session.state.events if e["kind"] == "opp_ad"), {})
        if event:
            moving = [s for s, a, b in event["moves"] if a != b and show.display_polls[s] not in (a, b)]
            if len(moving) > 1:
                together.append(moving)

    run_until(app, lambda: week_over(screen), each=watch)
    ad = [e for e in screen.session.state.events if e["kind"] == "opp_ad"][0]
    assert ad["region"] in (3, 4) and ad["squares"] == 2
    assert [("region", 3), ("region", 4)] in marks, "both regions the dice name light up"
    assert marks[-1] == [("region", ad["region"])]
    assert together, "the region's tokens slide at the same time"


# ---- the hint line and the tooltip follow the week ---------------------------------------------------------
def test_while_the_dice_roll_the_hints_offer_skipping_and_no_tooltip_stays_up(app):
    """Planning: the planning hints, and a hovered state's tooltip. Once the week is rolled the
    hint line offers skipping (no dragging days, no running mate) and the tooltip goes; a gaffe's
    choice has hints of its own; the next week's planning brings the planning hints back."""
    from pyglet.event import EventDispatcher
    from tests.ui.layout_probe import LayoutProbe
    screen = margin_screen(app, (3, 3, 6, 6, 1, 2), ["camp PA", "camp PA"])
    states = [t for t in screen.layout.targets if t.key[0] == "state"]
    low = min(states, key=lambda t: t.rect[1])          # the state nearest the dice
    EventDispatcher.dispatch_event(app, "on_mouse_motion", low.rect[0] + low.rect[2] / 2,
                                   low.rect[1] + low.rect[3] / 2, 0, 0)
    frames(app, 2)
    tip = screen.planning.tip_texts[0]
    assert tip.text == screen.planning.tooltip_lines()[0]
    left, top = tip.x - 10, tip.y + 12                   # the tooltip's box, from its first line

    def tooltip_frame():
        """The tooltip's gold outline along its box's left edge."""
        edge = region_colours(app, left - 1, top - 30, 3, 24, step=1, image=screen_image(app))
        return sum(1 for c in edge if near(c, theme.ACCENT, 40))
    assert tooltip_frame() > 10
    with LayoutProbe(app) as probe:
        assert any("Drag days" in t.words for t in probe.frame().texts())
        assert screen.apply_move(screen.session.state.text_to_move("end"))
        run_until(app, lambda: screen.show.tray.rolling)
        drawn = [t.words for t in probe.frame().texts()]
    assert screen.planning.tooltip_lines() is not None and tooltip_frame() == 0     # still hovered, not drawn
    assert not any("Drag days" in w or "running mate" in w for w in drawn)
    assert any("skip" in w for w in drawn) and screen.hints == screen.show_hints[0]
    run_until(app, lambda: screen.show.prompt.open)
    assert screen.hints == screen.gaffe_hints[0] and "pick" in screen.pad_hints
    press_now(app, KEY.ENTER)                            # take the gaffe
    run_until(app, lambda: week_over(screen))
    frames(app, 2)
    assert screen.hints.startswith("Drag days") and screen.pad_hints == screen.planning_hints[1]
