"""Broken data files for the file-safety tests: every loader the game has, real files to start
from, a seeded generator of broken variants, and a guard that turns a hang into a failure.

A loader either reads a file or raises DataFileError; Settings.load never raises (a broken
settings file gives the defaults and a notice). Anything else is a bug the tests report with
the input that caused it.
"""
from __future__ import annotations

import os
import random
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from game.core.datafile import DataFileError, dumps_toml
from game.core.levels import LEVELS_DIR, load_level
from game.core.records import MatchRecord
from game.core.rng import stream
from game.core.session import MatchSession, Seat
from game.engines.constitution.mapdata import DEFAULT_MAP_PATH, load_map
from game.engines.grundy.board import read_board_file
from game.ui.settings import Settings


def load_settings(path: Path) -> Settings:
    settings = Settings.load(path)
    assert isinstance(settings, Settings)
    return settings


# loader name -> what reads a file of that kind (as the game reads it)
LOADERS: dict[str, Callable[[Path], Any]] = {
    "board": read_board_file,
    "map": load_map,
    "level": load_level,
    "record": MatchRecord.load,
    "save": lambda path: MatchSession.load(path, autosave=False),
    "settings": load_settings,
}
# loaders that must not raise even DataFileError
NEVER_RAISE = {"settings"}


def recorded_match(game: str, options: dict | None, seed: int, plies: int) -> dict:
    """A match record (as saves hold it) of `plies` random legal moves from a seeded stream."""
    seats = [Seat.human()] + [Seat.bot_seat("easy")] * 3
    session = MatchSession.new(game, options, seed=seed, seats=seats, autosave=False)
    rng = stream(seed, "broken-files", game)
    while not session.is_over() and session.ply < plies:
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    return session.record.to_data()


def seed_texts() -> dict[str, list[str]]:
    """Real, good files of every kind: the shipped boards, map and lessons, saves of each game
    and a settings file."""
    records = [dumps_toml(recorded_match("grundy", {"board": "petersen"}, 3, 6)),
               dumps_toml(recorded_match("grundy", {"board": "map-10"}, 4, 4)),
               dumps_toml(recorded_match("constitution", None, 5, 12)),
               dumps_toml(recorded_match("dodgson", {"stall_rounds": 3}, 6, 12))]
    return {
        "board": [p.read_text() for p in sorted((LEVELS_DIR / "grundy").glob("*.toml"))],
        "map": [DEFAULT_MAP_PATH.read_text()],
        "level": [p.read_text() for p in sorted((LEVELS_DIR / "tutorials").glob("*.toml"))],
        "record": records,
        "save": records,
        "settings": [dumps_toml(Settings(music_volume=0.25, bot_speed=2.0).to_data())],
    }


# ---- broken variants ------------------------------------------------------------------------
@dataclass
class Broken:
    """One broken input: its bytes and how it was made (shown when a loader fails on it)."""

    how: str
    data: bytes


WEIRD_VALUES = [
    None, True, -1, 0, 2**63, 10**400, -(10**30), 1e308, float("inf"), float("nan"), -0.0, "",
    "x" * 300, "/dev/zero", "../../etc/passwd", "é☃\u202e", [], [1, "a", False], {}, {"k": [1]},
    [[[[1]]]],
]


def _flip(rng: random.Random, raw: bytes) -> Broken:
    buf = bytearray(raw or b" ")
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(buf))
        buf[i] ^= 1 << rng.randrange(8)
    return Broken("byte flips", bytes(buf))


def _truncate(rng: random.Random, raw: bytes) -> Broken:
    cut = rng.randrange(len(raw) or 1)
    return Broken(f"truncated at byte {cut}", raw[:cut])


def _non_utf8(rng: random.Random, raw: bytes) -> Broken:
    i = rng.randrange(len(raw) + 1)
    return Broken("non-UTF-8 bytes", raw[:i] + rng.choice([b"\xff\xfe", b"\xc3", b"\x80", b"\xed\xa0\x80"]) + raw[i:])


def _text_lines(raw: bytes) -> list[str]:
    return raw.decode("utf-8").splitlines()


def _line_edit(rng: random.Random, raw: bytes, how: str, make: Callable[[str], str]) -> Broken:
    """Replace the value of one `key = value` line with `make(key)`."""
    lines = _text_lines(raw)
    candidates = [i for i, line in enumerate(lines) if " = " in line and not line.lstrip().startswith("#")]
    if not candidates:
        return Broken(how + " (appended)", raw + make("extra").encode())
    i = rng.choice(candidates)
    key = lines[i].split(" = ", 1)[0]
    lines[i] = f"{key} = {make(key)}"
    return Broken(f"{how} at {key.strip()}", ("\n".join(lines) + "\n").encode())


def _mixed_trailing_comma(rng, raw):
    return _line_edit(rng, raw, "mixed array with a trailing comma", lambda k: '[ "a=1", false,]')


def _deep_array(rng, raw):
    depth = rng.choice([20, 200, 900, 5000])
    return _line_edit(rng, raw, f"array nested {depth} deep", lambda k: "[" * depth + "]" * depth)


def _deep_table(rng, raw):
    depth = rng.choice([20, 200, 900])
    return _line_edit(rng, raw, f"inline table nested {depth} deep", lambda k: "{a = " * depth + "1" + "}" * depth)


def _huge_number(rng, raw):
    return _line_edit(rng, raw, "huge number", lambda k: rng.choice(
        ["9" * 5000, "9" * 400, "1e999", "-1e999", "nan", "inf", "-9223372036854775809", "0x7fffffffffffffff"]))


def _data_edit(rng: random.Random, raw: bytes, how: str, edit: Callable[[random.Random, dict], str]) -> Broken:
    """Parse, change the data (a wrong type, an unknown key, a missing key) and write it back."""
    import tomllib
    data = tomllib.loads(raw.decode("utf-8"))
    what = edit(rng, data)
    return Broken(f"{how}: {what}", dumps_toml(data).encode())


def _tables(data: dict, prefix: str = "") -> list[tuple[str, dict]]:
    found = [(prefix, data)]
    for key, value in data.items():
        if isinstance(value, dict):
            found += _tables(value, f"{prefix}{key}.")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    found += _tables(item, f"{prefix}{key}[{i}].")
    return found


def _wrong_type(rng, data):
    where, table = rng.choice([t for t in _tables(data) if t[1]] or [("", data)])
    key = rng.choice(list(table)) if table else "missing"
    value = rng.choice(WEIRD_VALUES)
    if value is None:
        table.pop(key, None)
        return f"{where}{key} removed"
    table[key] = value
    return f"{where}{key} = {value!r:.40}"


def _leaves(value: Any, where: tuple = ()) -> list[tuple]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in _leaves(v, where + (k,))]
    if isinstance(value, list) and value:
        return [leaf for i, v in enumerate(value) for leaf in _leaves(v, where + (i,))]
    return [where] if where else []


def _odd_leaf(rng, data):
    """One value deep inside (a corner of a polygon, a point of a cell, a move) made odd."""
    leaves = _leaves(data)
    if not leaves:
        return "nothing to change"
    where = rng.choice(leaves)
    holder = data
    for step in where[:-1]:
        holder = holder[step]
    value = rng.choice([float("nan"), float("inf"), -float("inf"), 10**400, -(10**30), 1e308, 2**63, -1, 0,
                        True, "x", "", [], [1, 2, 3]])
    holder[where[-1]] = value
    return f"{'.'.join(map(str, where))} = {value!r:.30}"


def _unknown_key(rng, data):
    tables = _tables(data)
    if "options" not in data and rng.random() < 0.5:
        data["options"] = {}
        tables.append(("options.", data["options"]))
    where, table = rng.choice(tables)
    key = rng.choice(["nosuch", "options", "players", "map", "board", "position", "starts", "format", "é"])
    table[key] = rng.choice([v for v in WEIRD_VALUES if v is not None])
    return f"{where}{key} added"


def _missing_key(rng, data):
    where, table = rng.choice([t for t in _tables(data) if t[1]] or [("", data)])
    if not table:
        return "nothing to remove"
    key = rng.choice(list(table))
    del table[key]
    return f"{where}{key} removed"


def _map_names_device(rng, data):
    data.setdefault("options", {})["map"] = rng.choice(["/dev/zero", "/dev/null", "/", "/proc/self/mem"])
    data["game"] = "constitution"
    return f"options.map = {data['options']['map']}"


MUTATIONS = [
    (_flip, 6), (_truncate, 4), (_non_utf8, 1), (_mixed_trailing_comma, 2), (_deep_array, 2),
    (_deep_table, 1), (_huge_number, 2),
    (lambda r, raw: _data_edit(r, raw, "wrong type", _wrong_type), 4),
    (lambda r, raw: _data_edit(r, raw, "odd value inside", _odd_leaf), 5),
    (lambda r, raw: _data_edit(r, raw, "unknown key", _unknown_key), 3),
    (lambda r, raw: _data_edit(r, raw, "missing key", _missing_key), 3),
    (lambda r, raw: _data_edit(r, raw, "map names a device", _map_names_device), 1),
]


def broken_inputs(seed: int, count: int, texts: list[str]) -> list[Broken]:
    """`count` broken variants of the good `texts`, the same for the same seed."""
    rng = random.Random(seed)
    makers = [make for make, weight in MUTATIONS for _ in range(weight)]
    out = []
    for _ in range(count):
        raw = rng.choice(texts).encode("utf-8")
        broken = rng.choice(makers)(rng, raw)
        if rng.random() < 0.15:      # now and then, a second fault on top of the first
            more = rng.choice([_flip, _truncate, _non_utf8])(rng, broken.data)
            broken = Broken(f"{broken.how}, then {more.how}", more.data)
        out.append(broken)
    return out


# ---- running a loader -----------------------------------------------------------------------
def outcome_of(loader: str, path: Path) -> str:
    """'ok' or 'refused' (DataFileError); any other exception propagates."""
    try:
        LOADERS[loader](path)
    except DataFileError:
        if loader in NEVER_RAISE:
            raise
        return "refused"
    return "ok"


def without_hanging(call: Callable[[], Any], unblock: Path | None = None, seconds: float = 60.0) -> Any:
    """Run `call` in a thread and return its result (or raise its exception). A call still
    running after `seconds` is a hang: the test fails, and a reader stuck on the named pipe
    `unblock` is let go by opening its other end. The wait is a guard, not a measure."""
    result: dict[str, Any] = {}

    def run():
        try:
            result["value"] = call()
        except BaseException as exc:    # noqa: BLE001 - handed to the test thread
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if unblock is not None:
            try:
                os.close(os.open(unblock, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        raise AssertionError(f"the loader hung (still reading after {seconds:.0f} s)")
    if "error" in result:
        raise result["error"]
    return result.get("value")


def special_paths(folder: Path) -> dict[str, Path]:
    """Names that are not regular files: a named pipe, a device that never ends, a folder, a
    link to a device, and a save whose map option names a named pipe."""
    fifo = folder / "pipe.toml"
    if not fifo.exists():
        os.mkfifo(fifo)
    directory = folder / "folder.toml"
    directory.mkdir(exist_ok=True)
    link = folder / "link.toml"
    if not link.exists():
        link.symlink_to("/dev/zero")
    save = folder / "map-pipe-save.toml"
    save.write_text(dumps_toml({"format": 1, "game": "constitution", "seed": 1, "moves": [],
                                "options": {"map": str(fifo)}}))
    return {"named pipe": fifo, "/dev/zero": Path("/dev/zero"), "folder": directory,
            "link to /dev/zero": link, "save whose map is a named pipe": save,
            "missing": folder / "nothing-here.toml"}
