"""Finished matches, kept for the post-game review: each match that ends is written as a match
record to history/<profile>/ in the saves folder, with a short summary (when it ended, who sat
where, the result) that the title screen's list reads without replaying the match. The newest
MAX_KEPT per profile are kept, the oldest dropped first, by the order the game kept them (a
number in the summary), not by the clock or file names; only regular files the game wrote
there are ever deleted, never through a link. Pure Python: no drawing here."""
from __future__ import annotations

import logging
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from game.core.datafile import DataFileError, Fields, child_path, read_toml, write_toml_atomic
from game.core.records import MatchRecord, saves_dir
from game.core.review import review_path

log = logging.getLogger(__name__)

HISTORY_FOLDER = "history"
MAX_KEPT = 30
MAX_NUMBER = 2**53         # a kept match's number past this is not the game's (TOML's integers end at 2**63)


@dataclass
class PastMatch:
    """One kept match, as the list of past matches shows it."""

    path: Path
    game: str
    finished: float            # seconds since the epoch
    names: list[str]           # who sat where, as the match screen named them
    result: str                # "Blue won, 12 to 9", "A draw"
    number: int = 0            # the order it was kept in (see keep_finished)

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
    """The profile's history folder (`root` in tests). OSError when it is not a folder of the
    game's own: the profile's name reaches outside the history folder, or either is a link
    (pruning deletes files there, and only ever the game's own)."""
    if root is not None:
        folder = Path(root)
    else:
        history = saves_dir() / HISTORY_FOLDER
        if history.is_symlink():
            raise OSError(f"{history} is a link; matches are kept only in a folder of the game's own")
        folder = child_path(history, profile or "default")
    if folder.is_symlink():
        raise OSError(f"{folder} is a link; matches are kept only in a folder of the game's own")
    return folder


def has_kept_matches(profile: str) -> bool:
    """Whether the title screen offers Past matches."""
    try:
        return any(_kept_files(history_folder(profile)))
    except OSError:
        return False


def keep_finished(record: MatchRecord, names: list[str], result: str, profile: str,
                  root: str | os.PathLike | None = None, now: float | None = None) -> Path:
    """Write a finished match to the profile's history and drop the oldest beyond MAX_KEPT
    (with their stored reviews). OSError when the match cannot be written; a fault while
    dropping old ones is logged, never said as the match not being kept."""
    folder = history_folder(profile, root)
    folder.mkdir(parents=True, exist_ok=True)
    kept = _kept_matches(folder)
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    path = folder / f"{stamp}-{record.game}.toml"
    serial = 1
    while os.path.lexists(path):            # two matches ended within a second
        serial += 1
        path = folder / f"{stamp}-{serial}-{record.game}.toml"
    data = record.to_data()
    # `number` orders the kept matches: one more than any kept before, whatever the clock says
    number = 1 + max((match.number for match in kept), default=0)
    data["summary"] = {"finished": now, "names": list(names), "result": result, "number": number}
    write_toml_atomic(path, data)
    try:
        _drop_oldest(folder)
    except OSError as exc:
        log.warning("old kept matches could not be dropped: %s", exc)
    return path


def _drop_oldest(folder: Path) -> None:
    """Delete the kept matches past the newest MAX_KEPT, with their stored reviews: only
    regular files the game wrote here (a kept match's name and summary; a review's name
    beside it and its digest), never a link, whatever else the folder holds."""
    for old in _kept_matches(folder)[MAX_KEPT:]:
        review = Path(review_path(old.path))
        old.path.unlink()
        if _is_regular(review):
            try:
                if "digest" in read_toml(review):
                    review.unlink()
            except DataFileError:
                pass


# the name keep_finished gives a kept match: when it ended, a serial, the game
KEPT_NAME = re.compile(r"\d{8}-\d{6}(-\d+)?-[a-z][a-z0-9_-]*\.toml")


def _kept_matches(folder: Path) -> list[PastMatch]:
    """The kept matches the game wrote in `folder`, newest first; a damaged one is left alone."""
    return _read_kept_folder(folder)[0]


def _read_kept_folder(folder: Path) -> tuple[list[PastMatch], list[DataFileError]]:
    """The kept matches in `folder`, newest first (by the order they were kept, then when they
    ended: never by file name or modification time), and the faults of those that cannot be read."""
    matches, faults = [], []
    for path in _kept_files(folder):
        try:
            f = Fields(read_toml(path), path)
            summary = f.table("summary")
            names = summary.texts("names", [])
            number = summary.int("number", 0, minimum=0, maximum=MAX_NUMBER)
            matches.append(PastMatch(path, f.str("game"), summary.number("finished"), names,
                                     summary.str("result", ""), number))
        except DataFileError as exc:
            faults.append(exc)
    matches.sort(key=lambda m: (m.number, m.finished, m.path.name), reverse=True)
    return matches, faults


def _kept_files(folder: Path) -> list[Path]:
    """The files in `folder` named as kept matches, regular files only (no links, no folders)."""
    try:
        names = sorted(os.listdir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return []
    return [folder / name for name in names if KEPT_NAME.fullmatch(name) and _is_regular(folder / name)]


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def recent_matches(profile: str, root: str | os.PathLike | None = None) -> tuple[list[PastMatch], list[DataFileError]]:
    """The profile's kept matches, newest first, and the faults of files that cannot be read
    (each names its file and key; the list shows the rest)."""
    try:
        folder = history_folder(profile, root)
    except OSError as exc:
        return [], [DataFileError(Path(root) if root is not None else saves_dir() / HISTORY_FOLDER, None, str(exc))]
    return _read_kept_folder(folder)
