"""Finished matches, kept for the post-game review: each match that ends is written as a match
record to history/<profile>/ in the saves folder, with a short summary (when it ended, who sat
where, the result) that the title screen's list reads without replaying the match. The newest
MAX_KEPT per profile are kept, the oldest dropped first. Pure Python: no drawing here."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from game.core.datafile import DataFileError, Fields, read_toml, write_toml_atomic
from game.core.records import MatchRecord, saves_dir
from game.core.review import review_path

HISTORY_FOLDER = "history"
MAX_KEPT = 30


@dataclass
class PastMatch:
    """One kept match, as the list of past matches shows it."""

    path: Path
    game: str
    finished: float            # seconds since the epoch
    names: list[str]           # who sat where, as the match screen named them
    result: str                # "Blue won, 12 to 9", "A draw"

    def when(self) -> str:
        return time.strftime("%d %b %Y, %H:%M", time.localtime(self.finished))


def result_words(outcome, names: list[str]) -> str:
    """"Blue won (12 to 9)", "Blue and Gold shared the win", "A draw"; the game's reason after."""
    if outcome is None:
        return "Not finished"
    winners = [names[w] if w < len(names) else f"Seat {w + 1}" for w in outcome.winners]
    if outcome.is_draw:
        said = "A draw"
    elif len(names) == 1:
        said = "Won" if winners else "Lost"
    elif len(winners) == 1:
        said = f"{winners[0]} won"
    else:
        said = f"{' and '.join(winners)} shared the win"
    return f"{said}: {outcome.reason}" if outcome.reason else said


def history_folder(profile: str, root: str | os.PathLike | None = None) -> Path:
    return Path(root) if root is not None else saves_dir() / HISTORY_FOLDER / (profile or "default")


def keep_finished(record: MatchRecord, names: list[str], result: str, profile: str,
                  root: str | os.PathLike | None = None, now: float | None = None) -> Path:
    """Write a finished match to the profile's history and drop the oldest beyond MAX_KEPT
    (with their stored reviews). OSError when the folder cannot be written."""
    folder = history_folder(profile, root)
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    path = folder / f"{stamp}-{record.game}.toml"
    serial = 1
    while path.exists():                    # two matches ended within a second
        serial += 1
        path = folder / f"{stamp}-{serial}-{record.game}.toml"
    data = record.to_data()
    data["summary"] = {"finished": now, "names": list(names), "result": result}
    write_toml_atomic(path, data)
    for old in _kept_files(folder)[MAX_KEPT:]:
        for doomed in (old, Path(review_path(old))):
            try:
                doomed.unlink()
            except FileNotFoundError:
                pass
    return path


def _kept_files(folder: Path) -> list[Path]:
    """The kept records, newest first (their names start with when they ended)."""
    return sorted((p for p in folder.glob("*.toml") if not p.name.endswith(".review.toml")), reverse=True)


def recent_matches(profile: str, root: str | os.PathLike | None = None) -> tuple[list[PastMatch], list[DataFileError]]:
    """The profile's kept matches, newest first, and the faults of files that cannot be read
    (each names its file and key; the list shows the rest)."""
    folder = history_folder(profile, root)
    if not folder.is_dir():
        return [], []
    matches, faults = [], []
    for path in _kept_files(folder):
        try:
            f = Fields(read_toml(path), path)
            summary = f.table("summary")
            names = summary.texts("names", [])
            matches.append(PastMatch(path, f.str("game"), summary.number("finished"), names,
                                     summary.str("result", "")))
        except DataFileError as exc:
            faults.append(exc)
    return matches, faults
