"""Where the game's own files are: the one place that knows whether it runs from the source
tree or from a built copy (PyInstaller, `python3 build.py dist`).

From source, the data folders (assets/, levels/, docs/) sit beside the `game` package; in a
built copy PyInstaller unpacks them into its own folder, `sys._MEIPASS`, beside the program.
Every data path of the game goes through `data_root()`; saves never do (they live in the
player's saves folder, game/core/records.py `saves_dir`). Pure Python.
"""
from __future__ import annotations

import sys
import tomllib
from functools import lru_cache
from pathlib import Path

SOURCE_ROOT = Path(__file__).resolve().parent.parent


def is_frozen() -> bool:
    """True in a built copy (PyInstaller sets sys.frozen and sys._MEIPASS)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def data_root() -> Path:
    """The folder holding assets/, levels/, docs/ and pyproject.toml."""
    if is_frozen():
        return Path(sys._MEIPASS).resolve()
    return SOURCE_ROOT


def data_path(*parts: str) -> Path:
    """A file or folder of the game's data: data_path("levels", "grundy")."""
    return data_root().joinpath(*parts)


@lru_cache(maxsize=1)
def version() -> str:
    """The game's version, from pyproject.toml (a built copy carries the file as data)."""
    path = data_path("pyproject.toml")
    try:
        with path.open("rb") as handle:
            text = tomllib.load(handle)["project"]["version"]
    except OSError as exc:
        raise RuntimeError(f"{path}: cannot read the version ({exc.strerror or exc})") from None
    except (tomllib.TOMLDecodeError, KeyError, TypeError) as exc:
        raise RuntimeError(f"{path}: no [project] version ({type(exc).__name__}: {exc})") from None
    if not isinstance(text, str) or not text:
        raise RuntimeError(f"{path}: [project] version must be a non-empty string")
    return text


def program_command() -> list[str]:
    """How to start this program again (a re-run under a virtual screen): the built program
    itself, or this Python with `-m game`."""
    if is_frozen():
        return [sys.executable]
    return [sys.executable, "-m", "game"]


def png_name_fault(name: str) -> str | None:
    """What is wrong with `name` as the file a picture is saved to (None: nothing): it must end
    in .png and not be a folder; a name longer than the system takes is said so."""
    path = Path(name)
    if path.suffix.lower() != ".png":
        return "the picture is saved as PNG, so its name must end in .png"
    try:
        if path.is_dir():
            return "is a folder, not a file name"
    except OSError as exc:
        return f"cannot be written ({exc.strerror or exc})"
    return None
