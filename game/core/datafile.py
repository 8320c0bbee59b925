"""Reading and writing the project's TOML files (levels, saves, settings) safely.

Every fault in a file is reported as one sentence naming the file, the key and
the fault (`DataFileError`), so a broken level or save never crashes the game
and the player knows what to fix. Writes are atomic: a temporary file in the
same folder is fsynced and then renamed over the old one.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

import toml


class DataFileError(ValueError):
    """A level, save or settings file that cannot be used: names file, key and fault."""

    def __init__(self, path: str | os.PathLike | None, key: str | None, fault: str):
        self.path = str(path) if path is not None else "<data>"
        self.key = key
        self.fault = fault
        where = f"{self.path}: key '{key}'" if key else self.path
        super().__init__(f"{where}: {fault}")


def read_toml(path: str | os.PathLike) -> dict:
    """Parse a TOML file; a missing or malformed file raises DataFileError."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataFileError(path, None, "file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(path, None, f"cannot be read ({exc})") from None
    try:
        return toml.loads(text)
    except toml.TomlDecodeError as exc:
        raise DataFileError(path, None, f"is not valid TOML ({exc})") from None


def write_toml_atomic(path: str | os.PathLike, data: dict) -> None:
    """Write TOML so that a crash mid-write leaves either the old file or the new one."""
    write_text_atomic(path, toml.dumps(data))


def write_text_atomic(path: str | os.PathLike, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
            raise self.fail(name, f"must be one of {', '.join(map(repr, choices))}, not {value!r}")
        return value

    def int(self, name: str, default: Any = ..., minimum: int | None = None, maximum: int | None = None) -> int:
        value = self.get(name, default, int)
        return _check_range(self, name, value, minimum, maximum)

    def number(self, name: str, default: Any = ..., minimum: float | None = None, maximum: float | None = None) -> float:
        value = self.get(name, default, (int, float))
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

    def table(self, name: str, default: Any = ...) -> "Fields":
        value = self.get(name, default, dict)
        return Fields(value, self.path, self.key(name))

    def ints(self, key: str, value: Any, length: int | None = None) -> list[int]:
        """Check that `value` (found at full key `key`) is a list of ints of the given length."""
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise DataFileError(self.path, key, f"must be a list of whole numbers, not {value!r}")
        if length is not None and len(value) != length:
            raise DataFileError(self.path, key, f"must have {length} numbers, has {len(value)}")
        return list(value)

    def numbers(self, key: str, value: Any, length: int | None = None) -> list[float]:
        if not isinstance(value, list) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
            raise DataFileError(self.path, key, f"must be a list of numbers, not {value!r}")
        if length is not None and len(value) != length:
            raise DataFileError(self.path, key, f"must have {length} numbers, has {len(value)}")
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
