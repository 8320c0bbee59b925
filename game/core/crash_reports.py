"""What is kept when something breaks, so that nothing is lost and a player is never locked out.

* `write_crash_report`: a short text file beside the settings with the traceback, where it
  happened, and the match record (TOML) so the match can be replayed and the fault found.
* `set_aside`: a save that cannot be resumed is renamed with the reason (never deleted), so
  the title screen stops offering it and the file is still there to look at or mail in.
"""
from __future__ import annotations

import os
import re
import time
import traceback
from pathlib import Path

from game.core.datafile import dumps_toml, write_text_atomic
from game.core.records import MatchRecord, saves_dir

REPORTS_FOLDER = "crash-reports"


def reports_dir() -> Path:
    return saves_dir() / REPORTS_FOLDER


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _unique(path: Path) -> Path:
    """`path`, or the same name with -2, -3... when a file of that name exists."""
    if not path.exists():
        return path
    for n in range(2, 1000):
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not candidate.exists():
            return candidate
    return path


def write_crash_report(exc: BaseException, where: str, record: MatchRecord | None = None,
                       folder: str | os.PathLike | None = None) -> Path:
    """Write a report on `exc` and return its path. `where` says what was running (the event
    and the screens); `record` is the match in play, if any."""
    root = Path(folder) if folder is not None else reports_dir()
    path = _unique(root / f"crash-{_stamp()}.txt")
    lines = ["Electoral Arcade crash report", "",
             f"time: {time.strftime('%Y-%m-%d %H:%M:%S')}",
             f"where: {where}",
             f"error: {type(exc).__name__}: {exc}", "",
             "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip()]
    if record is not None:
        lines += ["", "# The match record (save it as a .toml file to replay: python -m game replay FILE)",
                  dumps_toml(record.to_data()).rstrip()]
    write_text_atomic(path, "\n".join(lines) + "\n")
    return path


def set_aside(path: str | os.PathLike, reason: str) -> Path | None:
    """Rename a save that cannot be resumed to `broken-<name>-<time>-<reason>.toml` beside it.
    The new name no longer matches `autosave-*.toml`, so Continue stops offering it. Returns
    the new path, or None if the file could not be renamed (it is then left as it was)."""
    path = Path(path)
    words = re.sub(r"[^A-Za-z0-9]+", "-", reason).strip("-")[:40] or "unreadable"
    target = _unique(path.with_name(f"broken-{path.stem}-{_stamp()}-{words}{path.suffix}"))
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
