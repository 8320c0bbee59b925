"""Tutorial and scenario levels: TOML files under levels/, one validator for all games.

    game = "grundy"
    title = "Forcing a larger number"
    goal = "Force your opponent to write the bigger numbers."   # one line for the list (optional)
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

import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog, paths
from game.core.datafile import DataFileError, Fields, read_toml, short_repr
from game.core.rng import stream
from game.core.state import CHANCE, BadOptions, GameState, IllegalMove

log = logging.getLogger(__name__)

LEVELS_DIR = paths.data_path("levels")
TUTORIALS_DIR = LEVELS_DIR / "tutorials"
MAX_GOAL = 80               # a goal is one line in the tutorials list


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
    goal: str = ""              # what the lesson teaches, in one line (tutorials list)

    def short_title(self) -> str:
        """The title without its game's name, for places that show the game already:
        'Grundy: the rules' reads 'The rules'."""
        head, sep, rest = self.title.partition(": ")
        return rest[:1].upper() + rest[1:] if sep and rest else self.title

    def goal_line(self) -> str:
        """The lesson's goal: its `goal` key, else the first sentence of its first step."""
        if self.goal:
            return self.goal
        first = self.steps[0].text if self.steps else ""
        sentence = re.match(r"(.+?[.!?])(\s|$)", first)
        return sentence.group(1) if sentence else first

    def start_state(self) -> GameState:
        """The engine state once the prelude is played."""
        state = catalog.get_game(self.game).new_initial_state(dict(self.options), self.seed)
        for index, text in enumerate(self.prelude):
            _play(state, text, self.path, f"prelude[{index}]")
        return state


def _texts(fields: Fields, name: str) -> list[str]:
    def item(key, value):
        if not isinstance(value, str):
            raise DataFileError(fields.path, key, f"must be a move in notation (text), not {short_repr(value)}")
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
        goal=" ".join(f.str("goal", "").split()),
    )
    if len(level.goal) > MAX_GOAL:
        raise f.fail("goal", f"must be one line of {MAX_GOAL} characters at most")
    for index, raw in enumerate(f.list("steps", min_len=1)):
        step = Fields(raw, path, f"steps[{index}]")
        level.steps.append(Step(text=step.str("text"), expect=_texts(step, "expect"),
                                hint=step.str("hint", ""), reply=_texts(step, "reply")))
    return level


def check_level(level: Level) -> GameState:
    """Play the prelude, the first expected move of each step and the replies, rolling any
    dice between steps."""
    try:
        state = level.start_state()
    except DataFileError:
        raise
    except BadOptions as exc:
        raise exc.in_file(level.path) from None
    except Exception as exc:  # bad options: the engine's own message, with the file named
        raise DataFileError(level.path, "options", f"the game refuses these options ({exc})") from None
    ply = 0                 # moves since the prelude: the lesson screen's record
    for index, step in enumerate(level.steps):
        ply = _roll_dice(state, level.seed, ply)
        if step.expect:
            # Every accepted move must be legal here; the lesson continues with the first.
            for j, text in enumerate(step.expect):
                trial = state.clone()
                _play(trial, text, level.path, f"steps[{index}].expect[{j}]")
            _play(state, step.expect[0], level.path, f"steps[{index}].expect[0]")
            ply += 1
        for j, text in enumerate(step.reply):
            _play(state, text, level.path, f"steps[{index}].reply[{j}]")
            ply += 1
    _roll_dice(state, level.seed, ply)
    return state


def _roll_dice(state: GameState, seed: int, ply: int) -> int:
    """Roll chance nodes as the lesson's screen does once a step's replies are played: each
    outcome drawn from the seed and the move count, like MatchSession.roll_chance (a lesson
    that fixes its dice in its options gets those). Returns the new move count."""
    while state.current_player() == CHANCE:
        moves, weights = zip(*state.chance_outcomes())
        state.apply(stream(seed, "chance", ply).choices(moves, weights)[0])
        ply += 1
    return ply


def load_level(path: str | os.PathLike, check: bool = True) -> Level:
    level = parse_level(read_toml(path), path)
    if check:
        check_level(level)
    return level


def load_tutorials(directory: str | os.PathLike = TUTORIALS_DIR) -> tuple[list[Level], list[DataFileError]]:
    """Every tutorial level that loads, and the errors of those that don't: a bad file hides
    only itself (`lesson_problem` says why in players' words)."""
    levels, errors = [], []
    for path in sorted(Path(directory).glob("*.toml")):
        try:
            levels.append(load_level(path))
        except DataFileError as exc:
            errors.append(exc)
        except Exception as exc:   # noqa: BLE001 - an engine that trips on a lesson's move hides that lesson only
            log.warning("lesson %s cannot be used", path, exc_info=True)
            errors.append(DataFileError(path, None, f"cannot be used ({type(exc).__name__}: {exc})"))
    for error in errors:
        log.warning("lesson hidden: %s", error)
    return levels, errors


# ---- what players read about a lesson that does not load ---------------------------------
_FILE_FAULTS = [          # the start of a fault about the whole file -> what players read
    ("file not found", "the file is missing"),
    ("is a folder", "it is a folder, not a lesson"),
    ("is not a regular file", "it is not an ordinary file"),
    ("is too large", "it is far too large to be a lesson"),
    ("is not UTF-8", "it holds characters that cannot be read"),
    ("is nested too deeply", "its lists are nested too deeply to read"),
    ("is not valid TOML", "its text is damaged or mistyped"),
]
_PLACES = {"title": "its title", "game": "the game it names", "kind": "its kind of lesson",
           "seed": "its seed", "steps": "its list of steps", "prelude": "the moves before the lesson",
           "options": "its game settings", "goal": "its goal line"}
_STEP_PARTS = {"text": "the coach's words in step {n}", "expect": "a move in step {n}",
               "reply": "a reply in step {n}", "hint": "the hint in step {n}"}
_STEP = re.compile(r"steps\[(\d+)\](?:\.(\w+))?")


def lesson_problem(error: DataFileError, longest_name: int = 60) -> str:
    """Why a lesson file does not load, for players: the file's name and the fault in plain
    words, with no key paths, parser messages or folders ('grundy-04.toml: a move in step 3
    cannot be played there.'). A name longer than `longest_name` is cut in its middle, so
    the reason is never the part that is lost."""
    name = Path(error.path).name
    if len(name) > longest_name:
        keep = longest_name - 1
        name = name[:keep - keep // 3] + "…" + name[-(keep // 3):]
    return f"{name}: {_plain_fault(error)}."


def _plain_fault(error: DataFileError) -> str:
    fault = error.fault
    if not error.key:
        for start, words in _FILE_FAULTS:
            if fault.startswith(start):
                return words
        return "it cannot be used as a lesson"
    place = _place(error.key)
    if "nested too deeply" in fault:
        return f"{place} is nested too deeply to read"
    if fault == "is missing":
        return f"{place} is missing"
    if "cannot be played" in fault:
        return f"{place} cannot be played there"
    if error.key == "game":
        return "it names a game this version does not have"
    return f"{place} cannot be used"


def _place(key: str) -> str:
    step = _STEP.match(key)
    if step:
        n = int(step.group(1)) + 1
        return _STEP_PARTS.get(step.group(2) or "", "step {n}").format(n=n)
    top = re.split(r"[.\[]", key, maxsplit=1)[0]
    return _PLACES.get(top, "one of its entries")
