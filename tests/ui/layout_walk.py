"""Every screen and state a test can reach, for the layout check (tests/ui/test_layout.py).

Each walk is a generator: it arranges the window, yields a label for the state now shown
(the test then draws a frame and measures it), and goes on to the next state. Focus moves
and menu choices go through the window's own action handling, as a player's keys do.
"""
from __future__ import annotations

import random
from functools import partial
from pathlib import Path

from game import catalog
from game.core.levels import load_level
from game.core.session import MatchSession, Seat
from game.modes.lesson import Lesson
from game.modes.match import CouchMatch, QuickMatch
from game.scenes.directory import make_scene
from game.ui.input import Action
from tests.ui.helpers import SilentWorker
from game.scenes.mode_steps import make_screen

TUTORIALS = Path(__file__).resolve().parents[2] / "levels" / "tutorials"


# The frames between two measured states only let the screen's time pass (the probe draws its
# own frame for each state it measures): a wait of more than STRIDE frames is drawn as a quarter
# as many frames of a four times longer step, the same time for every animation (they move by
# time, and none caps a step below 0.1 s: Grundy's start banner), a quarter of the drawing.
STRIDE = 4


def frames(window, count: int) -> None:
    if count <= STRIDE:
        for _ in range(count):
            window.render_frame(1 / 60)
        return
    drawn = -(-count // STRIDE)
    for _ in range(drawn):
        window.render_frame(count / 60 / drawn)


def show(window, scene, settle: int = 30) -> None:
    window.scenes.reset(scene, fade=False)
    window.scenes.finish()
    frames(window, settle)


def push(window, scene, settle: int = 30) -> None:
    window.scenes.push(scene, fade=False)
    window.scenes.finish()
    frames(window, settle)


def settle_board(window, screen, limit: int = 60 * 60) -> None:
    """Let a board's animations finish (a piece in flight may pass over others), and the words
    that go by themselves ("+TX 38" rising, a banner, a shout: `passing_words_shown`): a player
    sees them pass over the board's own words for a moment. Waits for those events, a frame of
    STRIDE sixtieths of a second at a time; `limit` (a minute of frames at 60 a second) only stops
    a screen whose animation never ends."""
    def settled() -> bool:
        return not screen.is_animating() and not screen.passing_words_shown()
    for _ in range(limit // STRIDE):
        if settled():
            break
        window.render_frame(STRIDE / 60)
    assert settled(), f"{type(screen).__name__} still animating after {limit / 60:g} seconds of frames"
    frames(window, 2)


def act(window, action: Action, settle: int = 2) -> None:
    window.dispatch_action("keyboard", action)
    window.scenes.finish()
    frames(window, settle)


def built_games() -> list[str]:
    return catalog.playable_games()


def focus_walk(window, scene, label: str, limit: int = 30):
    """Move focus down through every widget of the scene (wrapping stops the walk)."""
    seen = []
    for _ in range(limit):
        focused = scene.ui.focused
        if focused in seen:
            return
        seen.append(focused)
        yield f"{label}, focus on {type(focused).__name__} {len(seen)}"
        act(window, Action.DOWN)


# ---- the walks ------------------------------------------------------------------------------
def menus(window):
    title = make_scene("title")
    show(window, title)
    yield from focus_walk(window, title, "title")
    # a match waiting in every game: Continue asks which
    for name in built_games():
        game = catalog.get_game(name)
        session = _session(name, _seats(game, 1))
        _play_randomly(session, 12, random.Random(5))
        session.autosave(wait=True)
    show(window, title := make_scene("title"))
    yield from focus_walk(window, title, "title with saved matches")
    push(window, make_scene("saved-matches", title, title.saves))
    yield from focus_walk(window, window.scenes.current, "saved matches")
    # finished matches of every game, more than the list shows at once: Past matches
    from game.core.match_history import keep_finished
    slug = window.profiles.current().slug
    for i, name in enumerate(built_games() * 2):
        session = _session(name, _seats(catalog.get_game(name), 1), seed=i)
        _play_randomly(session, 10_000, random.Random(i))
        names = [f"Player with a long name {seat + 1}" for seat in range(len(session.seats))]
        keep_finished(session.record, names, "Player with a long name 1 won: by a long way", slug,
                      now=1_700_000_000 + 3600 * i)
    show(window, title := make_scene("title"))
    yield from focus_walk(window, title, "title with past matches")
    push(window, make_scene("past-matches", title))
    yield from focus_walk(window, window.scenes.current, "past matches")
    show(window, make_scene("settings"))
    yield from focus_walk(window, window.scenes.current, "settings")
    show(window, make_scene("tutorials"))
    yield from focus_walk(window, window.scenes.current, "tutorials", limit=40)


def setups(window):
    """Quick match and couch setup: every game chosen, every row of its panel focused."""
    for name in ("quick-match", "couch"):
        scene = make_scene(name)
        show(window, scene)
        for index in range(len(scene.choices)):
            show(window, scene := make_scene(name))
            for _ in range(index):
                act(window, Action.DOWN)
            title = scene.choice.title
            yield f"{name}: {title} in the list"
            act(window, Action.CONFIRM)
            if not scene.choice.playable:
                continue
            for n, row in enumerate(scene.rows):
                scene.ui.focus(row)
                frames(window, 2)
                yield f"{name}: {title}, row {n + 1} of {len(scene.rows)} focused"


def _session(game_name: str, seats: list[Seat], seed: int = 7) -> MatchSession:
    game = catalog.get_game(game_name)
    return MatchSession(game, game.default_options(), seed, seats)


def _play_randomly(session: MatchSession, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if session.is_over():
            return
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))


def _bot_spec(game) -> str:
    return "normal"


def _seats(game, humans: int) -> list[Seat]:
    count = game.num_players_for(game.default_options())
    return [Seat.human() if i < humans else Seat.bot_seat(_bot_spec(game))
            for i in range(count)]


def matches(window, games: list[str] | None = None):
    """Each game: a quick match with the bot thinking, early and mid-game, and couch play."""
    previous, window._bot_worker = window._bot_worker, SilentWorker()
    try:
        for name in games or built_games():
            game = catalog.get_game(name)
            rng = random.Random(3)
            for moves in (0, 6, 18):
                session = _session(name, list(reversed(_seats(game, 1))))
                _play_randomly(session, moves, rng)
                mode = QuickMatch(game, session.options, session.seats)
                screen = catalog.screen_class(name)(session, mode)
                show(window, screen, settle=40)
                yield f"{name}: quick match after {moves} moves, bot to move"
            # couch players on the two keyboards and pads: each seat card names its device
            count = game.num_players_for(game.default_options())
            seats = [Seat.human(device) for device in ("kbm", "wasd", "pad1", "pad2")[:count]]
            session = _session(name, seats)
            _play_randomly(session, 10, rng)
            screen = catalog.screen_class(name)(session, CouchMatch(game, session.options, session.seats))
            show(window, screen, settle=40)
            yield f"{name}: couch match after 10 moves"
            push(window, make_scene("pause", screen))
            yield f"{name}: pause"
            push(window, make_scene("rules", name))
            yield f"{name}: rules from pause"
    finally:
        window._bot_worker = previous


def results(window, endings: int = 4):
    """Each game finished from several random games (four-way endings for four players), and
    the move list as the first of them ends."""
    for name in built_games():
        game = catalog.get_game(name)
        for seed in range(endings):
            session = _session(name, _seats(game, game.num_players_for(game.default_options())), seed=seed)
            _play_randomly(session, 10_000, random.Random(seed))
            screen = catalog.screen_class(name)(session, CouchMatch(game, session.options, session.seats))
            screen.results_shown = True
            show(window, screen, settle=5)
            if seed == 0:
                # the move list at the end of a whole game: its longest moves, in words
                settle_board(window, screen)
                yield f"{name}: the move list of finished game 1"
            push(window, make_scene("results", screen))
            yield f"{name}: results of game {seed + 1} ({session.state.returns()})"


def reviews(window, games: list[str] | None = None):
    """Each game's post-game review of a whole match between two slipping bots (a long one,
    with mistakes): the first mistake with its better move, moves on from it, the end, the start."""
    from devtools.showcase import reviewed_screen
    for name in games or built_games():
        screen, jump = reviewed_screen(name)
        show(window, screen, settle=5)
        jump[1]()
        settle_board(window, screen)
        yield f"{name}: review at the first mistake ({screen.review.title.text})"
        for _ in range(3):
            act(window, Action.RIGHT)
        settle_board(window, screen)
        yield f"{name}: review, three moves on"
        act(window, Action.DOWN)
        settle_board(window, screen)
        yield f"{name}: review, the next mistake"
        screen.replay_to(len(screen.session.moves))
        settle_board(window, screen)
        yield f"{name}: review at the end"
        screen.replay_to(0)
        settle_board(window, screen)
        yield f"{name}: review at the start"


LESSON_ANIMATION_SPEED = 4.0     # the fastest setting: a week of Margin of Error's dice is long at 1x


def lessons(window, games: list[str] | None = None):
    """Every lesson, every step: the coach's words, then the expected moves. Each step is read
    once its board has settled (settle_board), which looks the same at any animation speed:
    the walk sets the fastest, so the dice and slides of a lesson take fewer frames."""
    from game.ui import theme
    theme.set_animation_speed(LESSON_ANIMATION_SPEED)      # the app fixture puts 1x back
    for path in sorted(TUTORIALS.glob("*.toml")):
        if games is not None and path.stem.split("-")[0] not in games:
            continue
        level = load_level(path)
        mode = Lesson(level)
        screen = make_screen(mode)
        show(window, screen, settle=20)
        runner = screen.lesson
        shown = None
        for _ in range(400):
            if (runner.index, runner.finished) != shown:
                shown = (runner.index, runner.finished)
                settle_board(window, screen)
                yield f"lesson {path.stem}, {runner.progress_text()}" + (" (finished)" if runner.finished else "")
            if runner.finished:
                break
            if runner.waiting_for_dismiss():
                screen.coach_confirm()
            elif runner.waiting_for_move() and not screen.is_animating() and screen.may_play(screen.session.seat_to_move().device):
                screen.submit_move(screen.session.state.text_to_move(runner.step.expect[0]),
                                   screen.session.seat_to_move().device)
            frames(window, 5)
        push(window, make_scene("pause", screen))
        yield f"lesson {path.stem}: pause"


def rules_pages(window):
    for name in catalog.names():
        scene = make_scene("rules", name)
        show(window, scene)
        for page in range(40):
            yield f"rules of {name}, page {page + 1}"
            if scene.scroll >= scene.max_scroll:
                break
            act(window, Action.NEXT, settle=20)


def notices(window):
    """Notices over the screens they used to cover: the title, couch setup, a four-player board."""
    places = [("title", lambda: make_scene("title")), ("couch", lambda: make_scene("couch"))]
    if "dodgson" in built_games():
        game = catalog.get_game("dodgson")
        places.append(("dodgson", lambda: catalog.screen_class("dodgson")(
            _session("dodgson", _seats(game, 4)), CouchMatch(game, game.default_options(), _seats(game, 4)))))
    for where, make in places:
        show(window, make())
        for n in range(1, 5):
            window.notify(f"Gamepad {n} connected")
            frames(window, 3)
            yield f"{where} with {n} notices"
        window.notify("Match saved. It will be waiting under Continue on the title screen.")
        frames(window, 3)
        yield f"{where} with a long notice"
        window.notices.queue.clear()


def campaign(window):
    """The campaign map: a new profile's opening card, each main stop's briefing, the demo
    progress with the bus travelling, a headline after a win and a loss, a stop's results; then
    the profiles screen and the couch lobby of every game."""
    from game.core.campaign import CampaignProgress, StopResult
    from game.scenes.campaign.demo import demo_map, demo_progress
    show(window, make_scene("campaign"))
    yield "campaign: a new profile's opening card"
    scene = window.scenes.current
    act(window, Action.CONFIRM)
    frames(window, 40)
    yield "campaign: the first briefing"
    trail = demo_progress().campaign
    # every stop won once, so each briefing opens (as a replay)
    progress = CampaignProgress(trail, {s.id: StopResult(True, 1, 1, 2.0, s.level) for s in trail.stops})
    show(window, scene := make_scene("campaign", campaign=progress.campaign, progress=progress))
    for stop in trail.stops:
        scene.close_card(fly_home=False)
        scene.select(stop)
        scene.open_briefing()
        frames(window, 20)
        yield f"campaign: the briefing in {stop.city}"
    show(window, scene := demo_map(0.5))
    yield "campaign: the bus half way"
    for won in (True, False):
        show(window, scene := demo_map(None))
        stop = scene.progress.visited()[-1]
        scene.match_finished(stop, won)
        scene.on_enter(returning=True)
        frames(window, 60)
        yield f"campaign: the headline after a {'win' if won else 'loss'}"
    from game.modes.campaign import CampaignMatch
    stop = trail.stops[0]
    mode = CampaignMatch(trail, stop)
    session = mode.new_session()
    _play_randomly(session, 10_000, random.Random(1))
    screen = catalog.screen_class(stop.game)(session, mode)
    screen.results_shown = True
    show(window, screen, settle=5)
    push(window, make_scene("results", screen))
    yield "campaign: the results of a stop"
    show(window, make_scene("profiles"))
    yield from focus_walk(window, window.scenes.current, "profiles")
    for name in built_games():
        show(window, make_scene("lobby", name, {}))
        act(window, Action.CONFIRM)
        yield f"lobby: {catalog.title(name)} with one seat taken"


def margin_cards(window):
    """Margin of Error's week summary card, which shows only once a week's dice have played
    out (the match walks open their screens after the moves): the showcase's, then cards of
    two campaigns' weeks played by random moves (both campaigns' money, many states moved)."""
    from game.engines.margin.week_summary import week_summary
    from devtools.showcase import show_scene
    show_scene(window, "margin-week-summary")
    frames(window, 5)
    yield "margin: the week summary card"
    rng = random.Random(4)
    for players, weeks in ((2, 1), (2, 3), (1, 6)):
        game = catalog.get_game("margin")
        options = {**game.default_options(), "players": players}
        seats = [Seat.human("kbm")] + [Seat.human("pad1")] * (players - 1)
        session = MatchSession(game, options, 7, seats)
        while session.state.week <= weeks and not session.is_over():
            if session.is_chance():
                session.roll_chance()
            else:
                moves = session.state.legal_moves()
                session.play(rng.choice([m for m in moves if getattr(m, "kind", None) != "end"] or moves))
        screen = catalog.screen_class("margin")(session, CouchMatch(game, options, seats))
        show(window, screen, settle=5)
        state = session.state
        screen.show.summary.present(week_summary(state, weeks, state.seat_sides[0] if state.solo else None),
                                    state.seat_sides[0] if state.solo else None)
        frames(window, 3)
        yield f"margin: the week {weeks} summary card, {players} player{'s' if players > 1 else ''}"


def _per_game(walk) -> dict:
    """A walk split by game, so that the parts can run side by side (pytest-xdist)."""
    return {f"{walk.__name__}-{name}": partial(walk, games=[name]) for name in built_games()}


WALKS = {"campaign": campaign, "menus": menus, "setups": setups, **_per_game(matches), "results": results,
         **_per_game(reviews),
         **_per_game(lessons), "rules": rules_pages, "notices": notices, "margin-cards": margin_cards}
