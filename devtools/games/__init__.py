"""What the developer tools know of each game, one file a game named as in the catalog (optional:
a game without one has none of these):

    bench_extra(seconds) -> dict    the game's own figures for `python -m game bench`
    MOTIONS                         part -> keep_moving(screen): frame-bench scenes "<game>-<part>",
                                    the game's demo screen kept in motion without a move
    SHOTS                           part -> a builder of the scenes to push, bottom first (as
                                    devtools.showcase.build_scene takes them): `shot <game>-<part>`

The tools reach the engines and screens from outside: the game's classes carry no hook for them.
"""
from __future__ import annotations

import importlib
from types import ModuleType


def tools_of(game: str) -> ModuleType | None:
    """devtools/games/<game>.py, or None for a game without one."""
    name = f"{__name__}.{game}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def bench_extra(game: str, seconds: float) -> dict:
    """The game's own bench figures (name -> number), measured for about `seconds`; {} for none."""
    tools = tools_of(game)
    return tools.bench_extra(seconds) if tools is not None and hasattr(tools, "bench_extra") else {}


def motions(game: str) -> dict:
    """part -> keep_moving(screen), the game's screen in motion for the frame bench."""
    tools = tools_of(game)
    return dict(getattr(tools, "MOTIONS", {})) if tools is not None else {}


def shots(game: str) -> dict:
    """part -> builder of the scenes to push, the game's own extra scenes for `shot`."""
    tools = tools_of(game)
    return dict(getattr(tools, "SHOTS", {})) if tools is not None else {}
