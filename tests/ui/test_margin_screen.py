"""The Margin of Error screen's board and planning, rendered headless: the poll tracks in the
rule text's colours, tokens where the board says, the projection, and planning a week by click,
right click, drag, arrows and Enter, with refused placements saying why at once; undo in a solo
quick match.

Runs in the suite's hidden window, so it needs a display (`python3 build.py test` runs pytest
under xvfb-run; without one these tests are skipped).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core.session import Seat  # noqa: E402
from game.engines.margin import GAME  # noqa: E402
from game.engines.margin.move import END_MOVE, MarginMove  # noqa: E402
from game.modes.match import QuickMatch  # noqa: E402
from tests.ui.helpers import draw_only, near, pixel, send  # noqa: E402
from tests.ui.helpers import press_now as press  # noqa: E402
from tests.ui.helpers import screen_image as image  # noqa: E402
from game.scenes.mode_steps import make_screen

KEY = arcade.key


@pytest.fixture
def window(app):
    """The suite's shared hidden window (tests/conftest.py), cleaned for this test (tests/ui/conftest.py)."""
    return app


def open_screen(window, options=None, moves=(), seed=3, quick=False):
    from game.scenes.margin.screen import MarginScreen
    options = {**GAME.default_options(), **(options or {})}
    if quick:
        screen = make_screen(QuickMatch(GAME, options, [Seat.human()]))
    else:
        state = GAME.new_initial_state(options, seed)
        for text in moves:
            state.apply(state.text_to_move(text))
        screen = MarginScreen.for_state(state)
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    return screen


def code(screen, s: int) -> str:
    return screen.session.state.scenario.states[s].code


def index_of(screen, code_: str) -> int:
    return screen.session.state.scenario.state_by_code(code_).index


def row_point(screen, s: int) -> tuple[float, float]:
    """A point on state s's row, on its name (clear of the tokens)."""
    x, y, w, h = screen.layout.row_rects[s]
    return x + 30, y + h / 2


def click(window, x, y, button=None, modifiers=0):
    button = button or arcade.MOUSE_BUTTON_LEFT
    send(window, "on_mouse_motion", x, y, 0, 0)
    send(window, "on_mouse_press", x, y, button, modifiers)
    send(window, "on_mouse_release", x, y, button, modifiers)
    window.render_frame()


def drag(window, start, end, steps=6):
    send(window, "on_mouse_motion", *start, 0, 0)
    send(window, "on_mouse_press", *start, arcade.MOUSE_BUTTON_LEFT, 0)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        send(window, "on_mouse_drag", x, y, 1, 1, arcade.MOUSE_BUTTON_LEFT, 0)
        window.render_frame()
    send(window, "on_mouse_release", *end, arcade.MOUSE_BUTTON_LEFT, 0)
    window.render_frame()


def centre_of(rect):
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


# ---- the board as drawn -----------------------------------------------------------------------
def test_the_first_frame_draws_the_boards_before_any_update(window):
    from game.scenes.margin.board_view import SAFE_BLUE
    from game.scenes.margin.screen import MarginScreen
    screen = MarginScreen.for_state(GAME.new_initial_state(GAME.default_options(), 1))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    draw_only(window)
    img = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
    l, b, w, h = screen.layout.square_rect(0, -5)
    assert near(pixel(window, l + w / 2, b + 3, img), SAFE_BLUE, 30)


def test_each_poll_track_shows_the_rule_texts_colours_and_its_starting_square(window):
    from game.scenes.margin.board_view import BLUE, PINK, SAFE_BLUE, SAFE_RED, WHITE
    screen = open_screen(window)
    img = image(window)
    state = screen.session.state
    expected = {-5: SAFE_BLUE, -4: SAFE_BLUE, -3: BLUE, -1: BLUE, 0: WHITE, 1: PINK, 3: PINK, 4: SAFE_RED, 5: SAFE_RED}
    for s in (0, 9, 19):
        for poll, colour in expected.items():
            if poll in (state.polls[s], state.scenario.states[s].start):
                continue              # the token or the starting ring covers the middle
            l, b, w, h = screen.layout.square_rect(s, poll)
            got = pixel(window, l + w / 2, b + h / 2, img)
            assert near(got, colour, 24), (code(screen, s), poll, got, colour)
    # the starting square is ringed: the ring's dark (or light) stroke crosses the square
    s = index_of(screen, "MN")         # starts at -2 and has not moved
    l, b, w, h = screen.layout.square_rect(s, -2)
    ring = [pixel(window, l + w / 2, b + h / 2 + dy, img) for dy in range(-8, 9)]
    assert any(min(c) > 200 for c in ring)


def test_a_poll_token_stands_on_its_square_and_follows_the_shown_polls(window):
    screen = open_screen(window)
    s = index_of(screen, "OH")
    poll = screen.session.state.polls[s]
    x, y = screen.board.token_xy(s, poll)
    assert pixel(window, x, y)[0] > 220 and pixel(window, x, y)[2] < 120        # yellow
    # the week show slides tokens by changing the shown polls: the token is drawn there (a draw
    # with no update: the show's update would put the token back where the state has it)
    screen.show.display_polls[s] = poll - 2.5
    draw_only(window)
    img = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
    x2, y2 = screen.board.token_xy(s, poll - 2.5)
    assert x2 < x
    got = pixel(window, x2, y2, img)
    assert got[0] > 220 and got[1] > 160 and got[2] < 120, got


def test_the_projection_bar_is_blue_then_red_with_both_totals(window):
    from game.scenes.margin.layout import BAR_H, BAR_LEFT, BAR_RIGHT, BAR_Y
    screen = open_screen(window)
    votes = screen.session.state.votes()
    assert [t.text for t in screen.board.totals] == [str(v) for v in votes]
    img = image(window)
    left = pixel(window, BAR_LEFT + 10, BAR_Y + BAR_H / 2, img)
    right = pixel(window, BAR_RIGHT - 10, BAR_Y + BAR_H / 2, img)
    assert left[2] > left[0] + 60 and right[0] > right[2] + 60


# ---- planning with the mouse --------------------------------------------------------------------
def test_a_click_on_a_state_row_plans_a_campaign_day_shown_as_a_green_pip(window):
    screen = open_screen(window)
    s = index_of(screen, "PA")
    x, y = screen.layout.pip_xy(s, 0)
    before = pixel(window, x, y)
    click(window, *row_point(screen, s))
    assert screen.session.moves[-1] == "camp PA"
    window.render_frame()
    got = pixel(window, x, y)
    assert got[1] > 150 and got[1] > got[0] + 40 and got != before, got
    days = screen.controls.days.text
    assert days.startswith("6 of 7")


def test_a_right_click_or_a_shift_click_sends_the_running_mate(window):
    screen = open_screen(window)
    click(window, *row_point(screen, index_of(screen, "WI")), button=arcade.MOUSE_BUTTON_RIGHT)
    assert screen.session.moves[-1] == "vp WI"
    # one stop a week: a second shift click is refused and says why
    click(window, *row_point(screen, index_of(screen, "OH")), modifiers=KEY.MOD_SHIFT)
    assert screen.session.moves[-1] == "vp WI"
    assert "running mate" in screen.status_text()


def test_a_green_day_dragged_onto_the_fundraising_box_plans_a_fundraising_day(window):
    screen = open_screen(window)
    lay = screen.layout
    drag(window, lay.pool_xy[0], centre_of(lay.fund_rect))
    assert screen.session.moves[-1] == "fund"
    assert screen.session.state.plans[0].fund == 1
    # the pool shows one day fewer: the first socket is empty now, the sixth still green
    img = image(window)
    assert pixel(window, *lay.pool_xy[-1], img)[1] < 100
    assert pixel(window, *lay.pool_xy[5], img)[1] > 150


def test_the_blue_token_dragged_onto_a_state_sends_the_running_mate_there(window):
    screen = open_screen(window)
    lay = screen.layout
    drag(window, lay.vp_xy, row_point(screen, index_of(screen, "FL")))
    assert screen.session.moves[-1] == "vp FL"


def test_a_refused_placement_is_explained_on_hover_and_on_the_click(window):
    screen = open_screen(window)
    r = 4                                     # the Midwest: no campaign day there yet
    x, y = centre_of(screen.layout.header_rects[r])
    send(window, "on_mouse_motion", x, y, 0, 0)
    window.render_frame()
    fault = screen.session.state.move_fault(MarginMove("ad", region=r))
    assert fault and "Midwest" in fault
    head, detail, ok = screen.planning.tooltip_lines()
    assert not ok and detail == fault and head.startswith("TV ads in the Midwest")
    moves = len(screen.session.moves)
    click(window, x, y)
    assert len(screen.session.moves) == moves
    assert screen.status_text() == fault
    # once a Midwest state has a day, the same click places an ad day
    click(window, *row_point(screen, index_of(screen, "OH")))
    click(window, x, y)
    assert screen.session.moves[-2:] == ["camp OH", "ad midwest"]


def test_calling_in_the_endorsements_turns_clicks_on_states_into_endorsements(window):
    screen = open_screen(window)
    click(window, *centre_of(screen.layout.favour_rects["endorsements"]))
    assert screen.session.moves[-1] == "capital endorsements"
    click(window, *row_point(screen, index_of(screen, "NH")))
    assert screen.session.moves[-1] == "endorse NH"
    assert screen.session.state.polls[index_of(screen, "NH")] == -2


def test_endorsements_called_in_with_no_state_keep_end_planning_dimmed_and_say_why(window):
    """Issue 33: End planning with Endorsements and no state spent a once-a-game card on nothing."""
    screen = open_screen(window)
    assert screen.controls.end_enabled
    click(window, *centre_of(screen.layout.favour_rects["endorsements"]))
    why = screen.session.state.move_fault(END_MOVE)
    assert why and "endorse" in why and not screen.controls.end_enabled
    assert "Endorse one to three states: click them." in screen.status_text()
    click(window, *centre_of(screen.layout.end_rect))
    assert screen.session.moves[-1] == "capital endorsements" and screen.session.state.phase == "plan"
    assert screen.status_text() == why
    head, detail, ok = screen.planning.tooltip_lines()            # still pointed at: the button says why
    assert not ok and detail == why and head.startswith("End planning")
    click(window, *row_point(screen, index_of(screen, "NH")))
    assert screen.session.moves[-1] == "endorse NH"
    for _ in range(200):                                 # the endorsed state's token slides
        window.render_frame()
        if not screen.show.busy and screen.controls.end_enabled:
            break
    assert screen.controls.end_enabled
    click(window, *centre_of(screen.layout.end_rect))
    moves = screen.session.moves
    assert moves[moves.index("endorse NH") + 1] == "end"


# ---- planning with keys -------------------------------------------------------------------------
def test_arrows_move_a_cursor_over_the_rows_and_enter_places_a_day(window):
    screen = open_screen(window)
    press(window, KEY.DOWN)            # the cursor appears on the first state
    assert screen.planning.cursor == ("state", 0)
    press(window, KEY.DOWN)
    assert screen.planning.cursor == ("state", 1)
    press(window, KEY.RIGHT)           # across to the other column
    assert screen.planning.cursor[0] == "state" and screen.layout.column_of[
        screen.session.state.scenario.states[screen.planning.cursor[1]].region] == 1
    target = screen.planning.cursor[1]
    press(window, KEY.RETURN)
    assert screen.session.moves[-1] == f"camp {code(screen, target)}"
    # Tab switches what a state takes to the running mate
    press(window, KEY.TAB)
    press(window, KEY.RETURN)
    assert screen.session.moves[-1] == f"vp {code(screen, target)}"
    # left from the boards reaches the control panel's boxes and buttons
    for _ in range(3):
        press(window, KEY.LEFT)
    assert screen.planning.cursor[0] in ("media", "fund", "favour", "end", "suggest")


def test_the_cursor_is_drawn_round_its_row(window):
    from game.ui import theme
    screen = open_screen(window)
    press(window, KEY.DOWN)
    window.render_frame()
    x, y, w, h = screen.layout.row_rects[0]
    edge = pixel(window, x + w / 2, y - 1)
    assert near(edge, theme.ACCENT, 60), edge


# ---- ending the week, undo -------------------------------------------------------------------
def test_end_planning_rolls_the_week_and_the_next_week_starts(window):
    screen = open_screen(window)
    click(window, *row_point(screen, index_of(screen, "PA")))
    click(window, *centre_of(screen.layout.end_rect))
    assert "end" in screen.session.moves
    for _ in range(600):
        if screen.session.state.phase == "plan" and not screen.is_animating():
            break
        if screen.is_animating():
            screen.skip_animation()
        window.render_frame()
    state = screen.session.state
    assert state.week == 2 and state.phase == "plan"
    assert screen.controls.weeks[1].text == "2" and screen.controls.days.text.startswith("7 of 7")


def test_the_panel_shows_the_week_being_played_out_until_its_last_step_has_been_shown(window):
    screen = open_screen(window)
    click(window, *row_point(screen, index_of(screen, "PA")))
    click(window, *centre_of(screen.layout.end_rect))
    seen_during_show = None
    for _ in range(6000):
        window.render_frame()
        if screen.session.state.week == 2 and screen.is_animating():
            seen_during_show = screen.controls.week_words.text   # the opponent's last stop still plays
            break
    assert seen_during_show == "week 1 of 9"
    screen.skip_animation()
    for _ in range(600):
        if not screen.is_animating():
            break
        screen.skip_animation()
        window.render_frame()
    window.render_frame()
    assert screen.controls.week_words.text == "week 2 of 9"


def test_undo_takes_back_a_placement_in_a_solo_quick_match(window):
    screen = open_screen(window, quick=True)
    assert len(screen.session.seats) == 1 and screen.takebacks.offered
    click(window, *row_point(screen, 0))
    click(window, *row_point(screen, 1))
    assert screen.session.moves[-2:] == [f"camp {code(screen, 0)}", f"camp {code(screen, 1)}"]
    press(window, KEY.Z, KEY.MOD_CTRL)
    window.render_frame()
    assert screen.session.moves == [f"camp {code(screen, 0)}"]
    assert screen.controls.days.text.startswith("6 of 7")


def test_a_placement_patches_the_board_layer_where_it_changed_and_matches_a_whole_render(window):
    screen = open_screen(window)
    window.render_frame()
    renders, patches = screen.baked.renders, screen.baked.patches
    click(window, *row_point(screen, 3))
    lay = screen.layout
    drag(window, lay.pool_xy[0], centre_of(lay.media_rect))
    click(window, *centre_of(lay.favour_rects["internet-funds"]))
    window.render_frame()
    assert screen.session.moves[-3:] == [f"camp {code(screen, 3)}", "media", "capital internet-funds"]
    assert screen.baked.renders == renders and screen.baked.patches >= patches + 3
    send(window, "on_mouse_motion", 600, 30, 0, 0)        # no hover: both pictures alike
    patched = image(window)
    screen.baked.invalidate()
    window.render_frame()
    whole = image(window)
    assert screen.baked.renders == renders + 1
    box = (0, 0, int(968 * patched.width / 1280), patched.height)
    assert patched.crop(box).tobytes() == whole.crop(box).tobytes()


def test_the_solo_republican_campaign_is_red_on_the_panel(window):
    from game.ui import theme
    screen = open_screen(window, options={"party": "republican"})
    assert screen.seat_colour(0) == theme.player_colour(1)
    assert screen.seat_name(0) == "Republicans"
    assert screen.seat_score(screen.session.state, 0) == str(screen.session.state.votes()[1])
    assert screen.board.whos[0].text == "Opponent (dice)"
    # the long party name on the seat card shrinks rather than run into the score
    window.render_frame()
    name, score = screen.panel.names[0], screen.panel.scores[0]
    assert name.text == "Republicans" and name.x + name.content_width < score.x - score.content_width


def test_the_couch_setup_seats_both_parties_and_one_when_one_player_is_chosen(window):
    from game import catalog
    from game.scenes.directory import make_scene
    from game.ui.input import Action
    scene = make_scene("couch")
    window.scenes.reset(scene, fade=False)
    window.scenes.finish()
    position = catalog.names().index("margin")
    scene.games.select(position)
    scene._choose_game(position, scene.games.current())
    # people who sit down together play together: two campaigns to start with
    assert scene.option_rows["players"].value == 2

    def lobby_seats() -> list[str]:
        """The seats the lobby offers for the options chosen now."""
        lobby = make_scene("lobby", "margin", scene.options())
        return [lobby.seat_name(i) for i in range(len(lobby.seating.seats))]
    assert lobby_seats() == ["Democrats", "Republicans"]
    scene.ui.focus(scene.option_rows["players"])
    scene.ui.on_action(Action.LEFT)
    assert lobby_seats() == ["Democrats"]
    scene.ui.focus(scene.option_rows["players"])
    scene.ui.on_action(Action.RIGHT)
    assert lobby_seats() == ["Democrats", "Republicans"]


def test_with_two_campaigns_each_has_its_own_line_of_days_in_its_colour(window):
    from game.ui import theme
    screen = open_screen(window, options={"players": 2}, moves=["camp PA", "camp PA"])
    s = index_of(screen, "PA")
    state = screen.session.state
    assert state.plans[0].camp == {s: 1} and state.plans[1].camp == {s: 1}
    img = image(window)
    dem = pixel(window, *screen.layout.pip_xy(s, 0, 0, compact=True), img)
    rep = pixel(window, *screen.layout.pip_xy(s, 0, 1, compact=True), img)
    blue, red = theme.player_colour(0), theme.player_colour(1)
    assert dem[2] > dem[0] + 60 and near(dem, blue, 70), dem
    assert rep[0] > rep[2] + 60 and near(rep, red, 70), rep


def test_suggest_places_the_staffs_plan_and_leaves_ending_it_to_the_player(window):
    screen = open_screen(window)
    assert screen.controls.suggest_enabled
    click(window, *centre_of(screen.layout.suggest_rect))
    moves = screen.session.moves
    assert moves and "end" not in moves
    assert all(m.split()[0] in ("camp", "vp", "ad", "fund", "media", "capital", "endorse") for m in moves)
    assert screen.session.state.phase == "plan"
    assert "end planning" in screen.status_text()


def test_on_election_night_a_click_on_a_state_places_a_small_state_token(window):
    from game.scenes.margin.screen import MarginScreen
    state = GAME.new_initial_state(GAME.default_options(), 4)
    nh = state.scenario.state_by_code("NH").index
    state.week = state.scenario.weeks
    state.small_tokens[0] = frozenset({nh})
    state.apply(END_MOVE)
    while state.phase == "resolve" and state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert state.phase == "last"
    screen = MarginScreen.for_state(state)
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    window.render_frame()
    assert "small-state tokens (1 left)" in screen.status_text()
    assert not screen.controls.end_enabled
    click(window, *row_point(screen, index_of(screen, "OH")))
    assert screen.session.moves[0] == "last OH"


def test_the_results_of_a_solo_campaign_say_you_win_or_you_lose(window):
    from game.scenes.directory import make_scene
    from devtools.showcase import finished_screen
    screen = finished_screen("margin")
    outcome = screen.session.outcome()
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    results = make_scene("results", screen)
    expected = "DRAW" if outcome.is_draw else "YOU WIN!" if outcome.winners == (0,) else "YOU LOSE"
    assert results.headline == expected, (results.headline, outcome)
    assert "SHARED" not in results.headline
    assert screen.status_text() == outcome.reason       # not " won: You lose ..."


def test_the_quick_match_setup_asks_no_difficulty_or_seat_for_a_solo_campaign(window):
    from game import catalog
    from game.scenes.directory import make_scene
    from game.ui.input import Action
    scene = make_scene("quick-match")
    window.scenes.reset(scene, fade=False)
    window.scenes.finish()
    position = catalog.names().index("margin")
    scene.games.select(position)
    scene._choose_game(position, scene.games.current())
    labels = [row.label.text for row in scene.rows if getattr(row, "label", None) is not None]
    assert "Difficulty" not in labels and "You play" not in labels
    assert [seat.is_human for seat in scene.seats()] == [True]
    scene.ui.focus(scene.option_rows["players"])
    scene.ui.on_action(Action.RIGHT)               # two players: you and a bot
    labels = [row.label.text for row in scene.rows if getattr(row, "label", None) is not None]
    assert "Difficulty" in labels and "You play" in labels
    assert sorted(seat.is_human for seat in scene.seats()) == [False, True]


def test_a_gamepad_moves_the_cursor_places_days_and_switches_to_the_running_mate(window):
    from pyglet.math import Vec2

    from game.scenes.margin.screen import MarginScreen
    from tests.ui.helpers import StandInPad
    pad = StandInPad()
    window.input.on_connect(pad)
    try:
        state = GAME.new_initial_state(GAME.default_options(), 2)
        screen = MarginScreen.for_state(state, seats=[Seat.human("pad1")])
        window.scenes.reset(screen, fade=False)
        window.scenes.finish()
        window.render_frame()
        press(window, KEY.DOWN)                        # the keyboard has no seat here
        assert not screen.planning.cursor_shown
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, -1))
        pad.dispatch_event("on_dpad_motion", pad, Vec2(0, 0))
        assert screen.planning.cursor_shown and screen.planning.cursor == ("state", 0)
        pad.press("a")
        assert screen.session.moves == [f"camp {code(screen, 0)}"]
        pad.press("rightshoulder")                     # RB: the running mate
        pad.press("a")
        assert screen.session.moves[-1] == f"vp {code(screen, 0)}"
    finally:
        window.input.on_disconnect(pad)


def test_a_party_that_wins_a_two_player_game_is_named_in_the_plural(window):
    from game.scenes.margin.screen import MarginScreen
    screen = MarginScreen.for_state(GAME.new_initial_state({"players": 2}, 1),
                                    seats=[Seat.human(name="Ada"), Seat.human()])
    assert screen.winner_headline(1) == "THE REPUBLICANS WIN!"
    assert screen.winner_headline(0) == "ADA WINS!"



def test_the_political_capital_picked_this_week_reads_as_picked_not_as_used(window):
    screen = open_screen(window)
    target = screen.layout.favour_rects["fact-check"]
    click(window, *centre_of(target))
    assert screen.session.moves[-1] == "capital fact-check"
    send(window, "on_mouse_motion", *centre_of(target), 0, 0)
    window.render_frame()
    head, detail, ok = screen.planning.tooltip_lines()
    assert head.startswith("Fact check:") and detail == "Picked for this week" and ok
    assert "used" not in screen.planning.tip_texts[1].text
    # another one, the same week: the rule says why not, in the panel's words
    send(window, "on_mouse_motion", *centre_of(screen.layout.favour_rects["media-blitz"]), 0, 0)
    window.render_frame()
    assert screen.planning.tooltip_lines()[1:] == ("One political capital action a week.", False)


def test_a_legend_says_what_the_rings_on_the_poll_tracks_mark(window):
    from game.scenes.margin.board_view import LEGEND, WHITE
    screen = open_screen(window)
    texts = {t.text: t for t in screen.board._static_texts}
    legend, target = texts[LEGEND], texts["270 to win"]
    assert LEGEND == "Starting square: ties go its way"
    # beside "270 to win", clear of it, with its sample (a ringed white square) before the words
    assert legend.left > target.left + target.content_width + 12
    x, y = screen.board.legend_x, legend.y
    shot = image(window)
    assert near(pixel(window, x, y, shot), WHITE, 40)
    assert any(max(pixel(window, x + d, y, shot)) < 160 for d in range(2, 8)), "the ring round the middle"
