"""Match records: game, options, seed and moves in notation. A record replays to the same
state, so saves, resume, autosave and replays are all records (TOML, written atomically)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from game.catalog import NotBuilt, UnknownGame, get_game
from game.core.datafile import DataFileError, Fields, dumps_toml, read_toml, write_toml_atomic
from game.core.save_writer import save_writer
from game.core.state import BadOptions, Game, GameState, IllegalMove

FORMAT_VERSION = 1


@dataclass
class MatchRecord:
    game: str
    options: dict = field(default_factory=dict)
    seed: int = 0
    moves: list[str] = field(default_factory=list)
    # Who sits where: "human" or a bot spec per seat (informational for replays).
    seats: list[str] = field(default_factory=list)
    level: str = ""   # the level file the match started from, if any

    # ---- building ---------------------------------------------------------------------
    @classmethod
    def start(cls, game_name: str, options: dict, seed: int, seats: list[str] | None = None,
              level: str = "") -> "MatchRecord":
        return cls(game=game_name, options=dict(options), seed=seed, seats=list(seats or []), level=level)

    def initial_state(self, path: str | os.PathLike | None = None) -> GameState:
        """The start of the match; DataFileError (naming `path` and the option) for options the
        game refuses."""
        game = _game_named(self.game, path)
        try:
            return game.new_initial_state(dict(self.options), self.seed)
        except BadOptions as exc:
            raise exc.in_file(path) from None
        except ValueError as exc:     # a start position or map the game cannot use
            raise DataFileError(path, "options", f"{self.game} cannot start from these options: {exc}") from None

    def replay(self, upto: int | None = None, path: str | os.PathLike | None = None) -> GameState:
        """The state after the first `upto` moves (all by default)."""
        state = self.initial_state(path)
        for index, text in enumerate(self.moves[:upto]):
            try:
                state.apply(state.text_to_move(text))
            except (IllegalMove, ValueError) as exc:
                raise DataFileError(path, f"moves[{index}]", f"'{text}' cannot be played: {exc}") from None
        return state

    # ---- files ------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {"format": FORMAT_VERSION, "game": self.game, "seed": self.seed, "level": self.level,
                "seats": list(self.seats), "options": dict(self.options), "moves": list(self.moves)}

    @classmethod
    def from_data(cls, data: dict, path: str | os.PathLike | None = None) -> "MatchRecord":
        """Read a record's fields; DataFileError naming the key for a wrong field, an unknown
        game or options the game refuses (the moves are checked by `replay`)."""
        f = Fields(data, path)
        version = f.int("format", FORMAT_VERSION)
        if version != FORMAT_VERSION:
            raise f.fail("format", f"is version {version}; this build reads version {FORMAT_VERSION}")
        game = f.str("game")
        engine = _game_named(game, path)
        moves = f.texts("moves", [])
        seats = f.texts("seats", [])
        options = f.get("options", {}, dict)
        engine.options_in(f)          # refused options name their key; the record keeps them as written
        return cls(game=game, options=options, seed=f.int("seed", 0), moves=moves, seats=seats,
                   level=f.str("level", ""))

    def save(self, path: str | os.PathLike) -> None:
        write_toml_atomic(path, self.to_data())

    def to_text(self) -> str:
        """The record as the TOML text `save` writes."""
        return dumps_toml(self.to_data())

    @classmethod
    def load(cls, path: str | os.PathLike, check: bool = True) -> "MatchRecord":
        """Read a record; with `check`, also replay it so a bad move is reported now."""
        save_writer().settle(path)           # an autosave of this file still being written
        record = cls.from_data(read_toml(path), path)
        if check:
            record.replay(path=path)
        return record


def _game_named(name: str, path) -> Game:
    """The engine of a record's game; DataFileError on key `game` when this build has none."""
    try:
        return get_game(name)
    except (UnknownGame, NotBuilt) as exc:     # not in the catalog, or listed but not built yet
        raise DataFileError(path, "game", str(exc)) from None


def saves_dir() -> Path:
    """Where saves, autosaves and settings live (XDG data dir; override with ELECTORAL_ARCADE_HOME)."""
    root = os.environ.get("ELECTORAL_ARCADE_HOME")
    if root:
        return Path(root)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "electoral-arcade"
