"""Game screens by game name, imported lazily so one broken screen never stops the others.

Per-game screens live in game/scenes/<game>_screen.py and subclass
game.scenes.game_screen.GameScreen.
"""
from __future__ import annotations

import importlib

SCREENS: dict[str, str] = {
    "grundy": "game.scenes.grundy_screen:GrundyScreen",
    "constitution": "game.scenes.constitution_screen:ConstitutionScreen",
    "dodgson": "game.scenes.dodgson_screen:DodgsonScreen",
}


class ScreenUnavailable(RuntimeError):
    """A game's screen (or its engine) is not built yet or fails to import."""


def screen_class(name: str):
    """The GameScreen subclass for a game; ScreenUnavailable with the reason otherwise."""
    target = SCREENS.get(name)
    if target is None:
        raise ScreenUnavailable(f"'{name}' has no game screen yet")
    module_name, attr = target.split(":")
    try:
        return getattr(importlib.import_module(module_name), attr)
    except Exception as exc:  # unfinished screens are reported, never fatal
        raise ScreenUnavailable(f"the {name} screen cannot be loaded ({type(exc).__name__}: {exc})") from exc


def playable_games() -> list[str]:
    """Games whose engine and screen both import cleanly."""
    from game.engines import available_games
    names = []
    for name in available_games():
        try:
            screen_class(name)
        except ScreenUnavailable:
            continue
        names.append(name)
    return names


# ---- named scenes for `python -m game shot SCENE OUT.png` and the frame benchmark ---------
def _menu():
    from game.scenes.menu import TitleScene
    return [TitleScene()]


def _campaign():
    from game.scenes.menu import TitleScene
    scene = TitleScene()
    return [scene, _call(scene._campaign)]


def _settings():
    from game.scenes.settings_screen import SettingsScene
    return [SettingsScene()]


def _tutorials():
    from game.scenes.tutorials import TutorialsScene
    return [TutorialsScene()]


def _quick_match():
    from game.scenes.setup import QuickMatchScene
    return [QuickMatchScene()]


def _couch():
    from game.scenes.setup import CouchScene
    return [CouchScene()]


def demo_screen(name: str | None = None):
    """A game screen on a demo position: the named game's, else the first one that loads,
    else the generic preview screen on the first engine that can make a position."""
    from game.engines import available_games
    from game.scenes.preview_screen import PreviewScreen
    if name is not None:
        try:
            return screen_class(name).demo()
        except ScreenUnavailable:
            return PreviewScreen.demo_for(name)
    problems = []
    for game in SCREENS:
        try:
            return screen_class(game).demo()
        except Exception as exc:  # not built yet, or its data is missing: try the next game
            problems.append(f"{game}: {exc}")
    for game in available_games():
        try:
            return PreviewScreen.demo_for(game)
        except Exception as exc:
            problems.append(f"{game}: {exc}")
    raise ScreenUnavailable("no game can show a demo position (" + "; ".join(problems) + ")")


def _pause():
    from game.scenes.pause import PauseScene
    screen = demo_screen()
    return [screen, lambda: PauseScene(screen)]


def _rules():
    from game.scenes.pause import RulesScene
    return [RulesScene(_first_game())]


def _results():
    from game.scenes.results import ResultsScene
    screen = finished_screen()
    return [screen, lambda: ResultsScene(screen)]


def finished_screen():
    """A game screen on a finished match (random moves from a fixed seed), results not yet shown."""
    from game.core.rng import stream
    screen = demo_screen()
    session = screen.session
    rng = stream(5, "finished-demo")
    while not session.is_over():
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    screen = screen.remake(session)
    screen.results_shown = True
    return screen


def _first_game() -> str:
    for name in SCREENS:
        try:
            screen_class(name)
            return name
        except ScreenUnavailable:
            continue
    from game.engines import available_games
    return available_games()[0]


def _call(fn):
    """Run a menu action later (once the scene below is shown) and return what it pushed."""
    return ("call", fn)


SCENES = {
    "menu": _menu,
    "campaign": _campaign,
    "settings": _settings,
    "tutorials": _tutorials,
    "quick-match": _quick_match,
    "couch": _couch,
    "pause": _pause,
    "rules": _rules,
    "results": _results,
}


def scene_names() -> list[str]:
    """Every scene `shot` knows: the fixed ones and one per game screen."""
    return list(SCENES) + list(SCREENS)


def build_scene(name: str) -> list:
    """The scenes to push, bottom first, to show `name`. Entries may be scenes, callables
    making a scene (built after the one below is shown), or ("call", fn) menu actions."""
    if name in SCENES:
        return SCENES[name]()
    if name in SCREENS:
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
