"""Tutorial and scenario levels: TOML files under levels/, one validator for all games.

    game = "grundy"
    title = "Forcing a larger number"
    kind = "tutorial"
    seed = 1
    prelude = ["..."]          # moves played before the lesson starts
    [options]                  # game options
    [[steps]]
    text = "What the coach says."
    expect = ["..."]           # moves the learner may play here (optional)
    hint = "..."               # shown when the learner plays another move (optional)
    reply = ["..."]            # opponent moves played automatically afterwards (optional)

Any fault names the file, the key and the fault (DataFileError). `check_level`
also plays the whole lesson through the engine, so a level that cannot be
followed is refused at load time, not halfway through a lesson.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog
from game.core.datafile import DataFileError, Fields, read_toml
from game.core.state import GameState, IllegalMove

LEVELS_DIR = Path(__file__).resolve().parents[2] / "levels"
TUTORIALS_DIR = LEVELS_DIR / "tutorials"


@dataclass
class Step:
    text: str
    expect: list[str] = field(default_factory=list)
    hint: str = ""
    reply: list[str] = field(default_factory=list)


@dataclass
class Level:
    path: str
    game: str
    title: str
    kind: str = "tutorial"
    seed: int = 1
    options: dict = field(default_factory=dict)
    prelude: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)

    def start_state(self) -> GameState:
        """The engine state once the prelude is played."""
        state = catalog.get_game(self.game).new_initial_state(dict(self.options), self.seed)
        for index, text in enumerate(self.prelude):
            _play(state, text, self.path, f"prelude[{index}]")
        return state


def _texts(fields: Fields, name: str) -> list[str]:
    def item(key, value):
        if not isinstance(value, str):
            raise DataFileError(fields.path, key, f"must be a move in notation (text), not {value!r}")
        return value
    return fields.list(name, [], item=item)


def _play(state: GameState, text: str, path, key: str) -> None:
    try:
        state.apply(state.text_to_move(text))
    except (IllegalMove, ValueError) as exc:
        raise DataFileError(path, key, f"move '{text}' cannot be played here ({exc})") from None


def parse_level(data: dict, path: str | os.PathLike) -> Level:
    f = Fields(data, path)
    level = Level(
        path=str(path),
        game=f.str("game", choices=sorted(catalog.engine_names())),
        title=f.str("title"),
        kind=f.str("kind", "tutorial", choices=("tutorial", "scenario")),
        seed=f.int("seed", 1),
        options=f.get("options", {}, dict),
        prelude=_texts(f, "prelude"),
    )
    for index, raw in enumerate(f.list("steps", min_len=1)):
        step = Fields(raw, path, f"steps[{index}]")
        level.steps.append(Step(text=step.str("text"), expect=_texts(step, "expect"),
                                hint=step.str("hint", ""), reply=_texts(step, "reply")))
    return level


def check_level(level: Level) -> GameState:
    """Play the prelude, the first expected move of each step and the replies."""
    try:
        state = level.start_state()
    except DataFileError:
        raise
    except Exception as exc:  # bad options: the engine's own message, with the file named
        raise DataFileError(level.path, "options", f"the game refuses these options ({exc})") from None
    for index, step in enumerate(level.steps):
        if step.expect:
            # Every accepted move must be legal here; the lesson continues with the first.
            for j, text in enumerate(step.expect):
                trial = state.clone()
                _play(trial, text, level.path, f"steps[{index}].expect[{j}]")
            _play(state, step.expect[0], level.path, f"steps[{index}].expect[0]")
        for j, text in enumerate(step.reply):
            _play(state, text, level.path, f"steps[{index}].reply[{j}]")
    return state


def load_level(path: str | os.PathLike, check: bool = True) -> Level:
    level = parse_level(read_toml(path), path)
    if check:
        check_level(level)
    return level


def load_tutorials(directory: str | os.PathLike = TUTORIALS_DIR) -> tuple[list[Level], list[DataFileError]]:
    """Every tutorial level that loads, and the errors of those that don't (the game goes on)."""
    levels, errors = [], []
    for path in sorted(Path(directory).glob("*.toml")):
        try:
            levels.append(load_level(path))
        except DataFileError as exc:
            errors.append(exc)
    return levels, errors
