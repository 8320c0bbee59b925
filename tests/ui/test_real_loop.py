"""Every way into every game, through Arcade's own loop: the window runs `arcade.run()`, keys
arrive as a keyboard's would, and any exception anywhere fails the test. Each test starts on
the title screen, goes in (Quick match, Couch multiplayer, a lesson, Continue), plays at
least three moves by key presses, and leaves with Escape.

The player's settings here ask for an instant bot and the fastest animations (an impatient
player's): the real loop is about Arcade's order of events (a screen drawn before its first
update), not about watching. The first lesson of each game goes in through the real loop;
the other lessons are played by the same key presses on stepped frames (SteppedLoop)."""
from __future__ import annotations

import pytest

from game import catalog
from game.core.state import CHANCE
from game.engines.margin.move import ACCEPT_MOVE, END_MOVE, MarginMove
from tests.ui.helpers import KEY
from tests.ui.real_loop import RealLoop, SteppedLoop

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]
ARROWS = {"kbm": dict(confirm=KEY.ENTER, next=KEY.TAB, up=KEY.UP, down=KEY.DOWN, left=KEY.LEFT, right=KEY.RIGHT),
          "wasd": dict(confirm=KEY.SPACE, next=KEY.E, up=KEY.W, down=KEY.S, left=KEY.A, right=KEY.D)}


@pytest.fixture
def loop(app):
    impatient(app)
    return RealLoop(app, first_scene=title_scene)


def impatient(app) -> None:
    """An instant bot and the fastest animations, four times faster again than the fastest
    setting: the real loop is about the order of events, and every wait is for an event (an
    animation's end), which a slow machine also reaches in few frames."""
    app.settings.bot_speed = 0.0
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    from game.ui import theme
    theme.set_animation_speed(4 * app.settings.animation_speed)


def title_scene():
    from game.scenes.menu import TitleScene
    return TitleScene()


# ---- getting in --------------------------------------------------------------------------------
def from_title(loop, entry: str):
    yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")
    title = loop.scene
    yield from loop.press_until(KEY.DOWN, lambda: title.focused_key() == entry, what=f"the {entry} entry")
    yield from loop.press(KEY.ENTER)
    yield from loop.settle()


def start_match(loop, entry: str, game: str):
    """Quick match or Couch multiplayer: pick the game, go down to Start, press it."""
    yield from from_title(loop, entry)
    setup = loop.scene
    assert type(setup).__name__ in ("QuickMatchScene", "CouchScene")
    yield from loop.press_until(KEY.DOWN, lambda: setup.choice.name == game, what=game)
    yield from loop.press(KEY.ENTER)                    # into the options
    players = setup.option_rows.get("players")
    if entry == "couch" and players is not None and setup.seat_count() < 2:
        # a couch match seats two at least (Margin of Error is solo unless asked)
        yield from loop.press_until(KEY.DOWN, lambda: setup.ui.focused is players, what="Players")
        yield from loop.press_until(KEY.RIGHT, lambda: setup.seat_count() >= 2, limit=4, what="two players")
    yield from loop.press_until(KEY.DOWN, lambda: setup.ui.focused is setup.start, what="Start")
    yield from loop.press(KEY.ENTER)
    if entry == "couch":
        yield from seat_in_lobby(loop)
    yield loop.until(lambda: in_game(loop), what="the game screen")


def seat_in_lobby(loop):
    """The couch lobby: the arrows half joins (Enter), then the WASD half (Space), bots take the
    seats left (Tab), and Enter on a seat starts."""
    yield from loop.settle()
    yield loop.until(lambda: loop.scene_is("LobbyScene"), what="the lobby")
    lobby = loop.scene
    yield from loop.press(KEY.ENTER)
    yield from loop.press(KEY.SPACE)
    yield from loop.press_until(KEY.TAB, lobby.seating.full, limit=4, what="bots in the free seats")
    yield from loop.press(KEY.ENTER)


def in_game(loop) -> bool:
    return hasattr(loop.scene, "session") and not loop.window.scenes.busy


# ---- playing ---------------------------------------------------------------------------------------
def human_device(screen) -> str | None:
    """The device of the human to move now (kbm for a seat any keyboard may play), or None."""
    seat = screen.session.seat_to_move()
    if seat is None or not seat.is_human:
        return None
    return "wasd" if seat.device == "wasd" else "kbm"


def ready(screen) -> bool:
    device = human_device(screen)
    return device is not None and screen.may_play(device) and not screen.is_animating()


def play_any_move(loop, screen):
    """The human to move plays some legal move with their keys (whatever the cursor offers)."""
    if screen.game.name == "margin":
        yield from play_margin_move(loop, screen)
        return
    yield loop.until(lambda: ready(screen), what="a human's turn")
    keys = ARROWS[human_device(screen)]
    before = len(screen.session.moves)
    # Grundy and Constitution: confirm picks, confirm plays. Dodgson: the first confirm shows
    # the cursor on a piece, the second picks it up, next goes to a target, confirm plays.
    sequence = [keys["confirm"], keys["confirm"], keys["next"], keys["confirm"]] * 2
    for symbol in sequence:
        if len(screen.session.moves) > before:
            return
        yield from loop.press(symbol)
    if len(screen.session.moves) == before:
        loop.fail(f"{screen.game.name}: no move was played by {sequence}")


def play_moves(loop, count: int):
    screen = loop.scene
    start = len(screen.session.moves)
    while len(screen.session.moves) - start < count:
        if screen.session.is_over():
            break
        yield from play_any_move(loop, screen)
    yield loop.until(lambda: not screen.is_animating(), what="the last move's animation")
    assert len(screen.session.moves) - start >= count


def leave_match(loop):
    """Escape opens the pause menu; its last entry saves and goes back to the title."""
    yield from loop.press(KEY.ESCAPE)
    yield loop.until(lambda: loop.scene_is("PauseScene"), what="the pause menu")
    pause = loop.scene
    quit_button = list(pause.buttons.values())[-1]
    yield from loop.press_until(KEY.UP, lambda: pause.ui.focused is quit_button, what="the quit entry")
    yield from loop.press(KEY.ENTER)
    yield from loop.settle()


# ---- the tests ---------------------------------------------------------------------------------------
def enter_play_three_and_leave(loop, entry: str, game: str, seen: dict):
    """From the title into a new match, three moves or more, then Esc and back to the title;
    `seen` keeps the screen and what the title offers afterwards."""
    yield from start_match(loop, entry, game)
    seen["screen"] = screen = loop.scene
    yield from play_moves(loop, 3)
    seen["moves"] = list(screen.session.moves)
    yield from leave_match(loop)
    yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")
    seen["title focus"] = loop.scene.focused_key()


@pytest.mark.parametrize("game", GAMES)
def test_quick_match_from_the_title_plays_against_a_bot_and_leaves(loop, home, game):
    seen = {}
    loop.run(lambda loop: enter_play_three_and_leave(loop, "quick", game, seen))
    screen = seen["screen"]
    assert len(seen["moves"]) >= 3
    if len(screen.session.seats) == 1:                 # a solo game (Margin of Error): the dice play the rival
        assert CHANCE in screen.movers, "the dice rolled too"
    else:
        assert any(seat.is_bot for seat in screen.session.seats)
        assert any(seat_moved != 0 for seat_moved in screen.movers), "the bot moved too"
    assert seen["title focus"] == "continue"           # saved on the way out, offered first


@pytest.mark.parametrize("game", GAMES)
def test_couch_match_two_keyboards_take_turns_and_leave(loop, home, game):
    seen = {}
    loop.run(lambda loop: enter_play_three_and_leave(loop, "couch", game, seen))
    devices = {seat.device for seat in seen["screen"].session.seats if seat.is_human}
    assert len(seen["moves"]) >= 3 and {"kbm", "wasd"} <= devices


@pytest.mark.parametrize("game", GAMES)
def test_continue_resumes_a_saved_match_and_plays_on(loop, home, game):
    from game.core.session import MatchSession, Seat
    from game.catalog import get_game
    g = get_game(game)
    count = g.num_players_for(g.default_options())
    saved = MatchSession(g, g.default_options(), 11, [Seat.human()] + [Seat.bot_seat("easy")] * (count - 1))
    # a few plies in, as a previous evening's match would be
    for _ in range(2 * count):
        state = saved.state
        if state.is_chance_node():
            saved.roll_chance()
        else:
            saved.play(state.legal_moves()[0])
    saved.autosave()
    seen = {}

    def script(loop):
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")
        assert loop.scene.focused_key() == "continue"
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: in_game(loop), what="the resumed game")
        screen = loop.scene
        seen["resumed"] = list(screen.session.moves)
        yield from play_moves(loop, 3)
        seen["moves"] = list(screen.session.moves)
        yield from leave_match(loop)
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")

    loop.run(script)
    # the saved moves, and then perhaps the instant bot's answer before the first look
    assert seen["resumed"][:len(saved.moves)] == saved.moves
    assert seen["moves"][:len(saved.moves)] == saved.moves and len(seen["moves"]) >= len(saved.moves) + 3


# ---- lessons: the learner plays exactly the lesson's moves, steered by keys -------------------------
def steer_constitution(loop, screen, want: str):
    state = screen.session.state
    if want == "pass":
        yield from loop.press(KEY.ENTER)
        return
    target = state.text_to_move(want)
    table = screen.table
    if table.selected is None:
        yield from loop.press(KEY.ENTER)               # shows the first destination
    yield from loop.press_until(KEY.TAB, lambda: table.selected == target, limit=80, what=want)
    yield from loop.press(KEY.ENTER)


def steer_grundy(loop, screen, want: str):
    from game.ui.input import Action
    vertex, number = screen.session.state.text_to_move(want)
    if screen.choice.focus is None:
        yield from loop.press(KEY.RIGHT)               # the cursor appears
    arrows = {Action.UP: KEY.UP, Action.DOWN: KEY.DOWN, Action.LEFT: KEY.LEFT, Action.RIGHT: KEY.RIGHT}
    layout = screen.layout
    goal = layout.centres[vertex]
    for _ in range(30):
        if screen.choice.focus == vertex:
            break
        here = layout.centres[screen.choice.focus]
        empties = screen.controls.empty_vertices()
        # the arrow whose landing circle (by the screen's own rule) is nearest the goal
        best, best_d = None, _dist(here, goal)
        for action, symbol in arrows.items():
            landing = layout.step_from(screen.choice.focus, action, empties)
            if landing is not None and _dist(layout.centres[landing], goal) < best_d:
                best, best_d = symbol, _dist(layout.centres[landing], goal)
        if best is None:
            loop.fail(f"no arrow leads closer to {want}")
        yield from loop.press(best)
    choice = screen.choice
    yield from loop.press_until(KEY.TAB, lambda: choice.pending == number and choice.focus == vertex,
                                limit=20, what=want)
    yield from loop.press(KEY.ENTER)


def _dist(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def steer_dodgson(loop, screen, want: str):
    move = screen.session.state.text_to_move(want)
    if not isinstance(move, tuple):                    # a pass: the screen offers it on confirm
        yield from loop.press(KEY.ENTER)
        return
    board, frm, to, _promo = move
    yield from loop.press_until(KEY.TAB, lambda: screen.controls.cursors.get("kbm") == (board, frm), limit=60,
                                what=f"the piece on {want}")
    yield from loop.press(KEY.ENTER)                   # picks it up
    yield from loop.press_until(KEY.TAB, lambda: screen.controls.cursors.get("kbm") == (board, to), limit=40,
                                what=f"the square of {want}")
    yield from loop.press(KEY.ENTER)
    if screen.controls.picker is not None:
        yield from loop.press(KEY.ENTER)


# ---- Margin of Error: a cursor over the board's targets, and the gaffe card --------------------------
def margin_target(move) -> tuple:
    """The board target a planning move is made on."""
    kind = move.kind
    if move.names_state:
        return "state", move.state
    if kind == "ad":
        return "region", move.region
    if kind == "capital":
        return "favour", move.favour
    return (kind,)


def margin_turn(loop, screen):
    """Wait for a person's decision; while the week's dice play, Enter skips them (a player in a
    hurry), so a whole week takes a few presses."""
    keys = ARROWS["kbm"]
    for _ in range(400):
        if ready(screen) or screen.session.is_over():
            return
        if screen.show.busy:
            yield from loop.press(keys["confirm"])
        else:
            yield loop.frames(2)
    loop.fail("no person's turn came in Margin of Error")


def steer_margin_move(loop, screen, move, device: str = "kbm"):
    """Play `move` with `device`'s keys: on the gaffe card by cycling its buttons, on the board by
    switching the tool (candidate / running mate / endorsements) and walking the cursor there."""
    from game.ui.input import Action
    keys = ARROWS[device]
    prompt, planning = screen.show.prompt, screen.planning
    if prompt.open:
        yield from loop.press_until(keys["next"], lambda: prompt.moves[prompt.focus] == move, limit=12,
                                    what=f"the gaffe card's {move}")
        yield from loop.press(keys["confirm"])
        return
    if screen.session.state.phase == "plan":
        tool = {"vp": "vp", "endorse": "endorse"}.get(move.kind, "candidate")
        yield from loop.press_until(keys["next"], lambda: planning.tool == tool, limit=4, what=f"the {tool}")
    if not planning.cursor_shown:
        yield from loop.press(keys["right"])               # shows the cursor
    goal, layout = margin_target(move), screen.layout
    arrows = {Action.UP: "up", Action.DOWN: "down", Action.LEFT: "left", Action.RIGHT: "right"}
    for _ in range(40):
        if planning.cursor == goal:
            break
        allowed = planning.targets_now()
        there = layout.target(goal).centre
        best, best_d = None, _dist(layout.target(planning.cursor).centre, there)
        for action, name in arrows.items():
            step = layout.step_from(planning.cursor, action, allowed)
            if step is not None and _dist(layout.target(step).centre, there) < best_d:
                best, best_d = name, _dist(layout.target(step).centre, there)
        if best is None:
            loop.fail(f"no arrow leads closer to {goal} from {planning.cursor}")
        yield from loop.press(keys[best])
    yield from loop.press(keys["confirm"])


def play_margin_move(loop, screen):
    """Two days on the first states with room, then the end of planning (and the week's dice,
    skipped through); a small-state token; or taking a gaffe: whatever the person to move may
    do now."""
    yield from margin_turn(loop, screen)
    if screen.session.is_over():
        return
    state = screen.session.state
    side = state.acting_side()
    if screen.show.prompt.open:
        move = ACCEPT_MOVE
    elif state.phase == "last":
        move = MarginMove("last", state=0)
    else:
        plan = state.plans[side]
        room = [s for s in range(len(state.scenario.states)) if plan.camp.get(s, 0) < 3]
        move = MarginMove("camp", state=room[0]) if plan.days_left > state.scenario.days_per_week - 2 and room else END_MOVE
    before = len(screen.session.moves)
    yield from steer_margin_move(loop, screen, move, human_device(screen))
    yield loop.until(lambda: len(screen.session.moves) > before, what=f"the move {move}")
    yield from margin_turn(loop, screen)


def steer_margin(loop, screen, want: str):
    yield from steer_margin_move(loop, screen, screen.session.state.text_to_move(want))


def steer_fractal(loop, screen, want: str):
    """The mouse, as a player would: S arms a split; the wheel zooms toward a point too small to
    pick; the pointer goes over the point (a split previews its cell) and clicks."""
    import arcade
    state = screen.session.state
    move = state.text_to_move(want)
    world = screen.view.world
    if move[0] == "split":
        yield from loop.press(KEY.S)
        wx, wy = world.point(move[2])
        size = world.csize[move[1]] / 2
    else:
        wx, wy = world.vx[move[1]], world.vy[move[1]]
        size = world.vsize[move[1]]
    if not _visible(screen, wx, wy):
        yield from loop.press(KEY.F)                    # fit the board: every point is in view
        yield loop.until(lambda: screen.camera.flight is None, what="the camera to fit the board")
    for _ in range(40):                                 # the wheel zooms toward the point: it stays put
        if size * screen.camera.zoom >= 40:
            break
        x, y = screen.camera.to_screen(wx, wy)
        loop.post("on_mouse_scroll", int(round(x)), int(round(y)), 0, 1)
        yield loop.frames(2)
    x, y = screen.camera.to_screen(wx, wy)
    loop.post("on_mouse_motion", x, y, 0, 0)
    yield loop.frames(2)
    loop.post("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    loop.post("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    yield loop.frames(2)


def _visible(screen, wx: float, wy: float) -> bool:
    l, b, r, t = screen.camera.view_rect()
    return l <= wx <= r and b <= wy <= t


STEER = {"constitution": steer_constitution, "grundy": steer_grundy, "dodgson": steer_dodgson,
         "margin": steer_margin, "fractal": steer_fractal}


def _lessons(first: bool):
    """The first lesson of each game (first=True), or the others."""
    from pathlib import Path

    from game.core.lessons import load_tutorials
    levels, _errors = load_tutorials()
    levels = [level for level in levels if level.game in GAMES]
    firsts = {level.game: level.path for level in reversed(levels)}
    return [pytest.param(level.path, id=Path(level.path).stem) for level in levels
            if (firsts[level.game] == level.path) == first]


@pytest.mark.parametrize("level_path", _lessons(first=True))
def test_each_games_first_lesson_from_the_tutorials_list_is_played_to_the_end(loop, home, level_path):
    play_lesson_from_the_tutorials_list(loop, level_path)


@pytest.mark.parametrize("level_path", _lessons(first=False))
def test_every_other_lesson_is_played_to_the_end_by_keys_on_stepped_frames(app, home, level_path):
    impatient(app)
    play_lesson_from_the_tutorials_list(SteppedLoop(app, first_scene=title_scene), level_path)


def play_lesson_from_the_tutorials_list(loop, level_path) -> None:
    """From the title into the tutorials, down to the lesson, its every step played by keys (or
    the mouse, for Fractal territory), Finish, and back to the title."""
    seen = {}

    def script(loop):
        yield from from_title(loop, "tutorials")
        tutorials = loop.scene
        assert type(tutorials).__name__ == "TutorialsScene"
        # the list opens on the profile's next lesson: the lesson may be above or below it
        paths = [entry.data.path for entry in tutorials.list.entries]
        toward = KEY.DOWN if paths.index(level_path) >= tutorials.list.selected else KEY.UP
        yield from loop.press_until(toward, lambda: tutorials.list.current().data.path == level_path,
                                    limit=30, what=str(level_path))
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: in_game(loop), what="the lesson")
        screen = loop.scene
        lesson = screen.lesson
        steer = STEER[screen.game.name]
        for _ in range(600):                            # presses and 5-frame waits
            if lesson.finished:
                break
            if lesson.waiting_for_dismiss():
                yield from loop.press(KEY.ENTER)
            elif lesson.waiting_for_move() and ready(screen):
                before = len(screen.session.moves)
                yield from steer(loop, screen, lesson.step.expect[0])
                yield loop.until(lambda: len(screen.session.moves) > before, what="the learner's move")
            else:
                yield loop.frames(5)                   # a scripted reply or an animation
        if not lesson.finished:
            loop.fail(f"the lesson stopped at step {lesson.index} ({lesson.step.expect}), hint "
                      f"{lesson.hint!r}, moves {screen.session.moves}")
        seen["finished"] = lesson.finished
        seen["moves"] = len(screen.session.moves)
        seen["hint"] = lesson.hint                      # set only when a move was refused
        yield from loop.press(KEY.ENTER)                # "Finish": back to the tutorials
        yield loop.until(lambda: loop.scene_is("TutorialsScene"), what="the tutorials")
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")

    loop.run(script)
    assert seen["finished"] and seen["moves"] >= 1 and not seen["hint"]


def test_a_lesson_is_left_midway_with_escape(loop, home):
    seen = {}

    def script(loop):
        yield from from_title(loop, "tutorials")
        yield from loop.press(KEY.ENTER)                # the first lesson
        yield loop.until(lambda: in_game(loop), what="the lesson")
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("PauseScene"), what="the pause menu")
        pause = loop.scene
        leave = pause.buttons["Leave lesson"]
        yield from loop.press_until(KEY.UP, lambda: pause.ui.focused is leave, what="Leave lesson")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: loop.scene_is("TutorialsScene"), what="the tutorials")
        seen["back"] = True
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")

    loop.run(script)
    assert seen["back"]


@pytest.mark.slow
def test_constitution_is_played_to_the_end_against_a_bot_and_the_results_lead_home(loop, home):
    """The README's promise: Quick match, Constitution, Start, and a whole match against the bot
    (Easy, so it is quick) by key presses, to the results and back to the title."""
    seen = {}

    def script(loop):
        yield from from_title(loop, "quick")
        setup = loop.scene
        yield from loop.press_until(KEY.DOWN, lambda: setup.choice.name == "constitution", what="Constitution")
        yield from loop.press(KEY.ENTER)
        yield from loop.press_until(KEY.DOWN, lambda: setup.ui.focused is setup.difficulty, what="Difficulty")
        yield from loop.press_until(KEY.LEFT, lambda: setup.difficulty.value == "easy", what="Easy")
        yield from loop.press_until(KEY.DOWN, lambda: setup.ui.focused is setup.start, what="Start")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: in_game(loop), what="the game screen")
        screen = loop.scene
        for _ in range(200):
            if screen.session.is_over():
                break
            yield loop.until(lambda: ready(screen) or screen.session.is_over(), what="the human's turn")
            if not screen.session.is_over():
                yield from play_any_move(loop, screen)
        yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results")
        seen["outcome"] = screen.session.outcome()
        seen["plies"] = len(screen.session.moves)
        results = loop.scene
        menu = next(w for w in results.ui.widgets if getattr(w, "label", None) is not None
                    and w.label.text == "Main menu")
        yield from loop.press_until(KEY.RIGHT, lambda: results.ui.focused is menu, what="Main menu")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")
        seen["entries"] = list(loop.scene.entries)

    loop.run(script)
    assert seen["outcome"] is not None and seen["plies"] > 10
    assert "continue" not in seen["entries"]             # a finished match leaves no save behind
