"""What a monkey run saw and did (`Tally`), its summary, and the record of the match a failure
happened in, written where the player finds it."""
from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

from game.core.session import MatchSession


def screen_label(scene) -> str:
    """A screen in the summary's words: "title", "match: dodgson (quick)", "review: grundy"."""
    if scene is None:
        return "nothing"
    session = getattr(scene, "session", None)
    game = getattr(getattr(scene, "game", None), "name", None)
    if session is not None and game is not None:
        mode = getattr(getattr(scene, "mode", None), "name", "") or "match"
        kind = {"quick": "quick match", "couch": "couch match", "lesson": "lesson", "campaign": "campaign match",
                "review": "review", "practice": "try it again"}.get(mode, mode)
        return f"{kind}: {game}"
    name = getattr(scene, "scene_name", None) or type(scene).__name__
    if name == "game":
        return type(scene).__name__
    return name


class Tally:
    def __init__(self, seed: int):
        self.seed = seed
        self.visits: Counter = Counter()          # screen label -> times it came on top
        self.frames_on: Counter = Counter()       # screen label -> frames drawn with it on top
        self.moves: Counter = Counter()           # game -> moves the monkey played
        self.plies: Counter = Counter()           # game -> moves of any seat seen played
        self.finished: Counter = Counter()        # game -> matches seen to their end
        self.targets: Counter = Counter()         # target -> times the monkey went for it
        self.reached: Counter = Counter()         # target -> times it got there
        self.notes: Counter = Counter()           # things done: undo storms, reviews, targets given up
        self.peaks: dict[str, int] = {}           # the extremes reached: "margin: small-state tokens on one state"
        self.errors: list[str] = []               # error notices shown (the game went on)
        self.frames = 0
        self.slowest = (0.0, "", "")              # (seconds, screen, the input before) of the slowest frame
        self._top = None
        self._plies_seen: dict[int, int] = {}
        self._over_seen: set[int] = set()

    def frame(self, scene, seconds: float, cause: str = "") -> None:
        """Called once per frame drawn, with the screen on top, the time since the last and the
        last input sent."""
        self.frames += 1
        label = screen_label(scene)
        if scene is not self._top:
            self._top = scene
            self.visits[label] += 1
        self.frames_on[label] += 1
        if seconds > self.slowest[0]:
            self.slowest = (seconds, label, cause)
        # the match under the top screen: a game screen's own, or the one an overlay (pause, seat
        # watch, results) stands over; overlays may have a session and no game of their own
        screen = getattr(scene, "screen", None) or scene
        session = getattr(screen, "session", None)
        if not isinstance(session, MatchSession) or getattr(screen, "review", None) is not None:
            return                      # (a setup screen's `screen` is a class, its session a property)
        game = session.game.name
        key = id(session)
        seen = self._plies_seen.get(key, len(session.moves))
        if len(session.moves) > seen:
            self.plies[game] += len(session.moves) - seen
        self._plies_seen[key] = len(session.moves)
        if session.is_over() and key not in self._over_seen:
            self._over_seen.add(key)
            self.finished[game] += 1

    def peak(self, name: str, value: int) -> None:
        if value > self.peaks.get(name, -1):
            self.peaks[name] = value

    def summary(self, seconds: float, sent: dict[str, int]) -> str:
        lines = [f"monkey: seed {self.seed}: {self.frames} frames in {seconds:.0f} s; "
                 f"slowest frame {self.slowest[0]:.2f} s ({self.slowest[1]}; the input before: "
                 f"{self.slowest[2] or 'none'})"]
        lines.append("screens visited (times on top, frames):")
        for label in sorted(self.visits, key=lambda k: (-self.frames_on[k], k)):
            lines.append(f"  {label:<32} {self.visits[label]:>5} {self.frames_on[label]:>8}")
        games = sorted(set(self.moves) | set(self.plies) | set(self.finished))
        lines.append("games (moves the monkey played, moves of all seats, matches finished):")
        for game in games:
            lines.append(f"  {game:<32} {self.moves[game]:>5} {self.plies[game]:>8} {self.finished[game]:>5}")
        lines.append("targets (went for, got there): " + ", ".join(
            f"{t} {self.targets[t]}/{self.reached[t]}" for t in sorted(self.targets)))
        if self.peaks:
            lines.append("extremes reached: " + ", ".join(f"{k} {v}" for k, v in sorted(self.peaks.items())))
        if self.notes:
            lines.append("done: " + ", ".join(f"{k} {v}" for k, v in sorted(self.notes.items())))
        lines.append("events sent: " + ", ".join(f"{k} {v}" for k, v in sorted(sent.items())))
        if self.errors:
            lines.append(f"error notices ({len(self.errors)}; the game went on):")
            lines += [f"  {' '.join(e.split())[:200]}" for e in self.errors[:10]]
        return "\n".join(lines)


def write_failure_record(stack, folder: Path, seed: int) -> Path | None:
    """The match record of the match on the scene stack, saved in `folder` under a name that says
    the seed; None when no match was open or it cannot be written."""
    from game.app import match_in_play
    session = match_in_play(stack)
    if session is None:
        return None
    path = Path(folder) / f"monkey-seed-{seed}-{session.record.game}-{time.strftime('%Y%m%d-%H%M%S')}.toml"
    try:
        record = session.replayable_record()
        path.parent.mkdir(parents=True, exist_ok=True)
        record.save(path)
    except OSError:
        return None
    return path

