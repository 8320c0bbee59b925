"""Scenes by name for `python -m game shot SCENE OUT.png`, the frame benchmark and the tests:
each builds a screen on a demo position. The game never imports the developer tools.
"""
from __future__ import annotations

import copy
import functools
from pathlib import Path

from game import catalog
from game.core.rng import stream
from game.scenes.directory import make_scene
from game.scenes.menu import TitleScene
from game.scenes.preview_screen import PreviewScreen
from game.scenes.mode_steps import carry_out, make_screen

# ---- named scenes for `python -m game shot SCENE OUT.png` and the frame benchmark ---------
def _menu():
    return [TitleScene()]


def _campaign():
    """The campaign map on a demo profile: a few stops won, the bus half way to the next."""
    from game.scenes.campaign.demo import demo_map
    return [TitleScene(), demo_map]


def _settings():
    return [make_scene("settings")]


def _tutorials():
    return [make_scene("tutorials")]


def _quick_match():
    return [make_scene("quick-match")]


def _couch():
    return [make_scene("couch")]


def demo_screen(name: str | None = None):
    """A game screen on a demo position: the named game's, else the first one that loads,
    else the generic preview screen on the first engine that can make a position."""
    if name is not None:
        try:
            return catalog.screen_class(name).demo()
        except catalog.NotBuilt:
            return PreviewScreen.demo_for(name)
    problems = []
    for game in catalog.names():
        try:
            return catalog.screen_class(game).demo()
        except Exception as exc:  # not built yet, or its data is missing: try the next game
            problems.append(f"{game}: {exc}")
    for game in catalog.available_games():
        try:
            return PreviewScreen.demo_for(game)
        except Exception as exc:
            problems.append(f"{game}: {exc}")
    raise catalog.NotBuilt("no game can show a demo position (" + "; ".join(problems) + ")")


def _setup_focused(scene_name: str, game_position: int, row: int):
    """A setup screen with the game at `game_position` on the list chosen and its `row` focused
    (its help shows in the help box)."""
    scene = make_scene(scene_name)

    def focus():
        scene.games.select(game_position)
        scene._choose_game(game_position, scene.games.current())
        scene.ui.focus(scene.rows[min(row, len(scene.rows) - 3)])     # the last row above the buttons
    return [scene, _call(focus)]


def _pause():
    screen = demo_screen()
    return [screen, lambda: make_scene("pause", screen)]


def _rules():
    return [make_scene("rules", _first_game())]


def _results():
    screen = finished_screen()
    return [screen, lambda: make_scene("results", screen)]


def finished_screen(name: str | None = None):
    """A game screen on a finished match (random moves from a fixed seed), results not yet shown."""
    screen = demo_screen(name)
    session = screen.session
    rng = stream(5, "finished-demo")
    while not session.is_over():
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    screen = make_screen(screen.mode, session, type(screen))
    screen.results_shown = True
    return screen


def _results_of(name: str):
    def build():
        screen = finished_screen(name)
        return [screen, lambda: make_scene("results", screen)]
    return build


def reviewed_screen(name: str, seed: int = 5):
    """The review of a whole match of `name` between two slipping greedy bots (a long match with
    mistakes), looking at the first mistake; the review made here, on a small budget."""
    from game.modes.review import ReviewMode
    record, review = (copy.deepcopy(made) for made in reviewed_match(name, seed))
    screen = make_screen(ReviewMode(record, viewer=0, review=review))
    return [screen, _call(lambda: screen.review.jump_mistake(1))]


@functools.cache
def reviewed_match(name: str, seed: int):
    """(record, review) of reviewed_screen, made once a process: the layout walk, the first-frame
    checks and the shots each open these reviews, and a whole match's analysis is the costly part.
    The review names the seats as its screen does, "You" for the first."""
    from game.core.arena import play_record
    from game.core.review import Review, ReviewAnalysis, search_with_budget
    from game.modes.review import ReviewMode, review_names
    game = catalog.get_game(name)
    # Easy's kind of play, with more slips; the record says Easy sat there
    record = play_record(name, "greedy:noise=0.3", seed, max_plies=400,
                         seats=["easy"] * game.num_players_for(game.default_options()))
    search = search_with_budget(game.review_search(record.options), 80)
    named = make_screen(ReviewMode(record, viewer=0, review=Review(name, "score", search, len(record.moves))))
    names = review_names([named.seat_name(seat) for seat in range(len(named.session.seats))], 0)
    review = ReviewAnalysis.of_record(record, search, names=names).run()
    return record, review


def practised_screen(name: str, hint: bool = False):
    """"Try it again" from the first mistake of `reviewed_screen`'s match (`hint`: asked for);
    where that match has none (Margin of Error's), the next seed's that has one."""
    for seed in range(5, 13):
        screen, jump = reviewed_screen(name, seed)
        if screen.review.review.mistakes():
            break

    def try_again():
        jump[1]()
        screen.review.try_again()
        practice = screen.window.scenes.current
        if hint and practice is not screen:
            practice.practice.show_hint()
    return [screen, _call(try_again)]


def watched_screen(name: str, moves: int = 8):
    """A watch of a match of `name` between random bots (`replay --watch`), `moves` moves in,
    paused, the last move still landing."""
    from game.core.arena import play_record
    from game.modes.watch import WatchMode
    mode = WatchMode(play_record(name, "random", 4))
    screen = make_screen(mode)

    def play_on():
        session = screen.session
        for text in mode.record.moves[:moves - 1]:
            session.play(session.state.text_to_move(text))
        screen.on_view_changed()
        carry_out(screen, mode.next_move(session))
        mode.paused = True
    return [screen, _call(play_on)]


def _past_matches():
    """Past matches over the title, with a few kept matches (made up here, none read or written)."""
    from game.core.match_history import PastMatch
    title = TitleScene()
    finished = 1_764_000_000
    people = [(["Ann", "Bot"], "Ann won: the most points"), (["Ann", "Bot"], "Bot won, 12 to 13"),
              (["Ann", "Bea", "Cy", "Dan"], "Bea won: the last one standing"), (["Ann"], "Won, 312 to 226"),
              (["Ann", "Bea"], "A draw")]
    games = catalog.playable_games()
    kept = [PastMatch(Path(f"demo-{i}.toml"), games[i % len(games)], finished - i * 5400, names, result)
            for i, (names, result) in enumerate(people + people[:1])]

    def listing():
        scene = make_scene("past-matches", title)
        scene.show_matches(kept)
        scene.list.select(1, sound=False)
        return scene
    return [title, listing]


def _most_players() -> str:
    """The built game with the most seats (four-player endings)."""
    return max(catalog.playable_games(), key=lambda name: catalog.get_game(name).max_players)


def _first_game() -> str:
    playable = catalog.playable_games()
    return playable[0] if playable else catalog.available_games()[0]


def _call(fn):
    """Run a menu action later (once the scene below is shown) and return what it pushed."""
    return ("call", fn)


SCENES = {
    "menu": _menu,
    "campaign": _campaign,
    "settings": _settings,
    "tutorials": _tutorials,
    "profiles": lambda: [make_scene("profiles")],
    "quick-match": _quick_match,
    "couch": _couch,
    "pause": _pause,
    "rules": _rules,
    "results": _results,
    # the states the layout issues were seen in: a focused row's help, four players' results
    "quick-match-help": lambda: _setup_focused("quick-match", 1, 0),
    "couch-seats": lambda: _setup_focused("couch", catalog.names().index(_most_players()), 99),
    "results-four": lambda: _results_of(_most_players())(),
    "past-matches": _past_matches,
}


def _game_shots() -> dict:
    """Each game's own extra scenes (SHOTS in devtools/games/<game>.py), as "<game>-<part>":
    builders of the scenes to push ("margin-week-summary": the card saying what a week changed)."""
    from devtools.games import shots
    return {f"{entry.name}-{part}": build for entry in catalog.CATALOG if entry.screen
            for part, build in shots(entry.name).items()}


def scene_names() -> list[str]:
    """Every scene `shot` knows: the fixed ones, one per game screen, each game's results
    ("results-grundy": a finished match's card), each game's post-game review ("review-grundy"),
    each game's "Try it again" from its review's first mistake ("practice-grundy"), each game's
    watched replay ("watch-grundy") and each game's own extra scenes."""
    games = [e.name for e in catalog.CATALOG if e.screen]
    return (list(SCENES) + games + [f"results-{name}" for name in games] + [f"review-{name}" for name in games]
            + [f"practice-{name}" for name in games]
            + [f"watch-{name}" for name in games] + list(_game_shots()))


def build_scene(name: str) -> list:
    """The scenes to push, bottom first, to show `name`. Entries may be scenes, callables
    making a scene (built after the one below is shown), or ("call", fn) menu actions."""
    if name in SCENES:
        return SCENES[name]()
    game_shots = _game_shots()
    if name in game_shots:
        return game_shots[name]()
    if name in scene_names():
        if name.startswith("results-"):
            return _results_of(name.removeprefix("results-"))()
        if name.startswith("review-"):
            return reviewed_screen(name.removeprefix("review-"))
        if name.startswith("practice-"):
            return practised_screen(name.removeprefix("practice-"))
        if name.startswith("watch-"):
            return watched_screen(name.removeprefix("watch-"))
        return [demo_screen(name)]
    raise KeyError(f"no scene called '{name}'; known scenes: {', '.join(scene_names())}")


def show_scene(window, name: str, after_each=None) -> None:
    """Replace everything on the window's scene stack with the named scene (no fades).
    `after_each(window)` runs once each part is shown (tests draw there before any update)."""
    parts = build_scene(name)
    first = True
    for part in parts:
        if isinstance(part, tuple) and part[0] == "call":
            part[1]()
        else:
            scene = part() if callable(part) and not hasattr(part, "on_draw") else part
            if first:
                window.scenes.reset(scene, fade=False)
            else:
                window.scenes.push(scene, fade=False)
        first = False
        window.scenes.finish()
        if after_each is not None:
            after_each(window)
