"""Reading and writing the project's TOML files (levels, saves, settings) safely.

Every fault in a file is reported as one sentence naming the file, the key and
the fault (`DataFileError`), so a broken level or save never crashes the game
and the player knows what to fix:

* `read_text` refuses, before reading and without blocking, anything that is not a
  regular file (a folder, a named pipe, /dev/zero) and files over MAX_FILE_BYTES;
* `parse_toml` reads TOML 1.0 with the standard library's `tomllib` and refuses data
  nested deeper than MAX_DEPTH (no RecursionError in the parser or in a loader);
* `Fields` reads typed values and names the key of a wrong one.

Writes are atomic: a temporary file in the same folder (`.<name>.<random>.tmp`) is
fsynced and then renamed over the old one; `remove_stray_temp_files` clears those a
killed writer left. `dumps_toml` writes TOML with `tomli_w`, which `tomllib` reads back as
the same data.
"""
from __future__ import annotations

import math
import os
import re
import stat
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any, Callable, Iterable

import tomli_w

# The largest file the game ships is the Constitution map (levels/constitution/usa.toml,
# 9.4 KB) and a long match record is a few KB; 50 times the map, rounded up, leaves room
# for any honest file and stops a file that never ends (/dev/zero) before memory runs out.
MAX_FILE_BYTES = 512 * 1024
# The deepest real data is a map's polygons (a list of polygons of points): 3 levels under a
# table. Anything much deeper is refused before a loader walks it (no RecursionError).
MAX_DEPTH = 16


class DataFileError(ValueError):
    """A level, save or settings file that cannot be used: names file, key and fault."""

    def __init__(self, path: str | os.PathLike | None, key: str | None, fault: str):
        self.path = str(path) if path is not None else "<data>"
        self.key = key
        self.fault = fault
        where = f"{self.path}: key '{key}'" if key else self.path
        super().__init__(f"{where}: {fault}")


def child_path(parent: str | os.PathLike, name: str) -> Path:
    """`parent / name` for a name the game made from something a player chose (a profile's
    slug): OSError when the name could reach outside `parent` (empty, '.', '..', a path
    separator, a NUL) or when the path resolves elsewhere (through a link)."""
    if not name or name in (".", "..") or any(c in name for c in ("/", "\\", "\0")) \
            or (os.altsep and os.altsep in name):
        raise OSError(f"'{name}' cannot name a file or folder of the game")
    path = Path(parent) / name
    if path.resolve().parent != Path(parent).resolve():
        raise OSError(f"{path} leads outside {parent} (a link)")
    return path


# ---- reading ----------------------------------------------------------------------------
def read_text(path: str | os.PathLike, max_bytes: int = MAX_FILE_BYTES) -> str:
    """A data file's text (UTF-8). DataFileError, without blocking, for a missing file, anything
    that is not a regular file (a folder, a named pipe, /dev/zero), a file over `max_bytes`,
    or bytes that are not UTF-8."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise DataFileError(path, None, "file not found") from None
    except (OSError, ValueError) as exc:     # ValueError: a NUL in the name
        raise DataFileError(path, None, f"cannot be read ({_os_reason(exc)})") from None
    _check_regular(path, info, max_bytes)
    try:
        # O_NONBLOCK: if the name became a named pipe since the stat, opening it cannot wait
        # for a writer; the fstat below then refuses it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise DataFileError(path, None, f"cannot be read ({_os_reason(exc)})") from None
    try:
        _check_regular(path, os.fstat(fd), max_bytes)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise DataFileError(path, None, f"cannot be read ({_os_reason(exc)})") from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:          # it grew while being read
        raise DataFileError(path, None, f"is too large (over {max_bytes // 1024} KB)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataFileError(path, None, f"is not UTF-8 text (byte {exc.start} cannot be read)") from None


def _check_regular(path: Path, info: os.stat_result, max_bytes: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise DataFileError(path, None, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise DataFileError(path, None, "is not a regular file (a device or a pipe cannot be read as data)")
    if info.st_size > max_bytes:
        raise DataFileError(path, None, f"is too large ({info.st_size // 1024} KB; at most {max_bytes // 1024} KB)")


def _os_reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


def read_toml(path: str | os.PathLike) -> dict:
    """Parse a TOML file (TOML 1.0, the standard library's parser). Any fault, from a missing
    file to a value nested too deeply, raises DataFileError."""
    return parse_toml(read_text(path), path)


def parse_toml(text: str, path: str | os.PathLike | None = None) -> dict:
    """Parse TOML text read from `path` (named in errors); see read_toml."""
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise DataFileError(path, None, "is nested too deeply") from None
    except ValueError as exc:     # TOMLDecodeError, and numbers too long to convert
        raise DataFileError(path, None, f"is not valid TOML ({_cut(str(exc), 120)})") from None
    check_depth(data, path)
    return data


def check_depth(data: Any, path: str | os.PathLike | None = None, limit: int = MAX_DEPTH) -> None:
    """DataFileError naming the top-level key when lists and tables nest deeper than `limit`
    (checked without recursion, so the check itself cannot overflow the stack)."""
    todo = [(data, 0, None)]
    while todo:
        value, depth, top = todo.pop()
        if depth > limit:
            raise DataFileError(path, top, f"is nested too deeply (more than {limit} levels)")
        if isinstance(value, dict):
            todo.extend((v, depth + 1, top if top is not None else str(k)) for k, v in value.items())
        elif isinstance(value, list):
            todo.extend((v, depth + 1, top) for v in value)


def short_repr(value: Any, limit: int = 60) -> str:
    """`value` as written in a fault, cut to `limit` characters (a whole list would bury it)."""
    try:
        text = repr(value)
    except RecursionError:
        text = f"<{_kind(value)}>"
    return _cut(text, limit)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


# ---- writing ----------------------------------------------------------------------------
def write_toml_atomic(path: str | os.PathLike, data: dict) -> None:
    """Write TOML so that a crash mid-write leaves either the old file or the new one."""
    write_text_atomic(path, dumps_toml(data))


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


TEMP_SUFFIX = ".tmp"
# What write_text_atomic's temporary files are called: `.<name>.<8 random characters>.tmp`.
_TEMP_NAME = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp\Z")


def remove_stray_temp_files(folder: str | os.PathLike, min_age_seconds: float = 60.0) -> int:
    """Delete the temporary files that writers killed mid-write left in `folder` (only those
    older than `min_age_seconds`, so another running copy of the game keeps the one it is
    writing). Returns how many were removed; never raises."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    now = time.time()
    for entry in entries:
        if not _TEMP_NAME.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age_seconds:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def dumps_toml(data: dict) -> str:
    """TOML text for `data` that the standard library's parser reads back as the same data,
    written by `tomli_w` (the writer for the format `tomllib` reads). Lone surrogates
    (undecodable file names) are written as U+FFFD, so the text always encodes as UTF-8.
    TypeError for a value TOML cannot hold (None, an object)."""
    return tomli_w.dumps(_without_surrogates(data))


_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _without_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {_without_surrogates(k): _without_surrogates(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_without_surrogates(v) for v in value]
    return value


class Fields:
    """Typed access to one table of a data file, raising DataFileError with the key path.

    >>> f = Fields(data, "levels/grundy/hexagon.toml")
    >>> n = f.int("vertices", minimum=1)
    >>> edges = f.list("edges", item=lambda k, v: f.pair_of_ints(k, v))
    """

    def __init__(self, data: Any, path: str | os.PathLike | None, prefix: str = ""):
        self.path = path
        self.prefix = prefix
        if not isinstance(data, dict):
            raise DataFileError(path, prefix or None, f"must be a table, not {_kind(data)}")
        self.data = data

    def key(self, name: str | int) -> str:
        if isinstance(name, int):
            return f"{self.prefix}[{name}]"
        return f"{self.prefix}.{name}" if self.prefix else name

    def fail(self, name: str | int | None, fault: str) -> DataFileError:
        return DataFileError(self.path, self.key(name) if name is not None else (self.prefix or None), fault)

    def has(self, name: str) -> bool:
        return name in self.data

    def get(self, name: str, default: Any = ..., types: type | tuple = object) -> Any:
        if name not in self.data:
            if default is ...:
                raise self.fail(name, "is missing")
            return default
        value = self.data[name]
        if types is not object and (not isinstance(value, types) or (isinstance(value, bool) and bool not in _as_tuple(types))):
            raise self.fail(name, f"must be {_type_names(types)}, not {_kind(value)}")
        return value

    def str(self, name: str, default: Any = ..., choices: Iterable[str] | None = None) -> str:
        value = self.get(name, default, str)
        if choices is not None and value not in choices:
            raise self.fail(name, f"must be one of {', '.join(map(repr, choices))}, not {short_repr(value)}")
        return value

    def int(self, name: str, default: Any = ..., minimum: int | None = None, maximum: int | None = None) -> int:
        value = self.get(name, default, int)
        return _check_range(self, name, value, minimum, maximum)

    def number(self, name: str, default: Any = ..., minimum: float | None = None, maximum: float | None = None) -> float:
        value = self.get(name, default, (int, float))
        if value != value:
            raise self.fail(name, "must be a number, not nan")
        if isinstance(value, int) and abs(value) > 2**1000:    # past any float (float() would overflow)
            raise self.fail(name, "is far too large")
        return _check_range(self, name, value, minimum, maximum)

    def bool(self, name: str, default: Any = ...) -> bool:
        return self.get(name, default, bool)

    def list(self, name: str, default: Any = ..., item: Callable[[str, Any], Any] | None = None,
             min_len: int = 0) -> list:
        value = self.get(name, default, list)
        if len(value) < min_len:
            raise self.fail(name, f"needs at least {min_len} entries, has {len(value)}")
        if item is None:
            return list(value)
        return [item(f"{self.key(name)}[{i}]", v) for i, v in enumerate(value)]

    def texts(self, name: str, default: Any = ...) -> list[str]:
        """A list of text, each entry checked (a record's moves, a kept match's names)."""
        def text(key: str, value: Any) -> str:
            if not isinstance(value, str):
                raise DataFileError(self.path, key, f"must be text, not {short_repr(value)}")
            return value
        return self.list(name, default, item=text)

    def table(self, name: str, default: Any = ...) -> "Fields":
        value = self.get(name, default, dict)
        return Fields(value, self.path, self.key(name))

    def ints(self, key: str, value: Any, length: int | None = None) -> list[int]:
        """Check that `value` (found at full key `key`) is a list of ints of the given length."""
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise DataFileError(self.path, key, f"must be a list of whole numbers, not {short_repr(value)}")
        if length is not None and len(value) != length:
            raise DataFileError(self.path, key, f"must have {length} numbers, has {len(value)}")
        return list(value)

    def numbers(self, key: str, value: Any, length: int | None = None) -> list[float]:
        """A list of finite numbers (as floats): nan, inf and numbers past any float are refused."""
        if not isinstance(value, list) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
            raise DataFileError(self.path, key, f"must be a list of numbers, not {short_repr(value)}")
        if length is not None and len(value) != length:
            raise DataFileError(self.path, key, f"must have {length} numbers, has {len(value)}")
        if not all(isinstance(v, int) and abs(v) < 2**1000 or isinstance(v, float) and math.isfinite(v) for v in value):
            raise DataFileError(self.path, key, f"must hold finite numbers of a sensible size, not {short_repr(value)}")
        return [float(v) for v in value]


def _check_range(fields: Fields, name: str, value, minimum, maximum):
    if minimum is not None and value < minimum:
        raise fields.fail(name, f"must be at least {minimum}, not {value}")
    if maximum is not None and value > maximum:
        raise fields.fail(name, f"must be at most {maximum}, not {value}")
    return value


def _as_tuple(types) -> tuple:
    return types if isinstance(types, tuple) else (types,)


def _type_names(types) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false",
             list: "a list", dict: "a table"}
    return " or ".join(names.get(t, t.__name__) for t in _as_tuple(types))


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "true/false"
    return {str: "text", int: "a whole number", float: "a number", list: "a list", dict: "a table"}.get(
        type(value), type(value).__name__)
