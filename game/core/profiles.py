"""Player profiles: a name, campaign progress and finished lessons, one file each.

Files live in `profiles/` in the saves folder: `<slug>.toml` per profile and `active.toml`
naming the one in use. Each save is written atomically and carries `version`. A profile
file that cannot be read whole (bad TOML, a bad key, a newer version) is set aside as
`broken-<name>-<time>-<reason>.toml` with the reason in its name and in `ProfileStore.problems`;
it is never loaded half. Pure Python (no arcade).

    version = 1
    name = "Ada"
    lessons_done = ["grundy-01-rules"]
    [campaigns.road-to-the-white-house.stops.des-moines]
    won = true
    plays = 2
    stars = 2
    best_margin = 3.0
    level = "normal"
"""
from __future__ import annotations

import hashlib
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.core.campaign import LEVELS, Campaign, CampaignProgress, StopResult
from game.core.crash_reports import set_aside
from game.core.datafile import DataFileError, Fields, child_path, read_toml, write_toml_atomic
from game.core.records import saves_dir

log = logging.getLogger(__name__)

VERSION = 1
PROFILES_FOLDER = "profiles"
ACTIVE_FILE = "active.toml"
MAX_NAME = 24
MAX_PROFILES = 8
DEFAULT_NAME = "Player 1"


# a slug names the profile's file and its history folder: letters, digits and dashes only, so it
# can never be '.', '..', empty or hold a path separator; never a name the system keeps for
# devices (con, nul, ...), the active profile's file or a set-aside file's
SAFE_SLUG = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
RESERVED_SLUGS = {"con", "prn", "aux", "nul", "active", *(f"com{n}" for n in range(10)),
                  *(f"lpt{n}" for n in range(10))}


def slug_of(name: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:32].strip("-") or "player"
    return words if is_safe_slug(words) else f"profile-{words}"


def is_safe_slug(slug: str) -> bool:
    return bool(SAFE_SLUG.fullmatch(slug)) and slug not in RESERVED_SLUGS and not slug.startswith("broken-")


def slug_of_file(path: Path) -> str:
    """A profile's slug from its file's name: the name itself where it is a safe slug (every file
    the game writes), else one made from it that is (a file named by hand: '...toml')."""
    stem = Path(path).stem
    if is_safe_slug(stem):
        return stem
    return f"profile-{hashlib.sha256(stem.encode('utf-8', 'surrogateescape')).hexdigest()[:10]}"


@dataclass
class Profile:
    name: str
    slug: str = ""
    lessons_done: list[str] = field(default_factory=list)      # lesson file stems
    campaigns: dict[str, dict[str, StopResult]] = field(default_factory=dict)
    path: Path | None = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        if not is_safe_slug(self.slug):
            self.slug = slug_of(self.slug or self.name)

    # ---- lessons ---------------------------------------------------------------------------
    def lesson_done(self, lesson: str) -> bool:
        return lesson_key(lesson) in self.lessons_done

    def mark_lesson(self, lesson: str) -> None:
        key = lesson_key(lesson)
        if key not in self.lessons_done:
            self.lessons_done.append(key)

    # ---- campaigns -------------------------------------------------------------------------
    def progress(self, campaign: Campaign) -> CampaignProgress:
        """This profile's progress on `campaign` (results for stops the file no longer has are
        kept in the file but not shown)."""
        return CampaignProgress(campaign, self.campaigns.setdefault(campaign.id, {}))

    # ---- the file -------------------------------------------------------------------------------
    def to_data(self) -> dict:
        campaigns = {}
        for cid, results in self.campaigns.items():
            campaigns[cid] = {"stops": {sid: _result_data(r) for sid, r in results.items()}}
        return {"version": VERSION, "name": self.name, "lessons_done": list(self.lessons_done),
                "campaigns": campaigns}

    @classmethod
    def from_data(cls, data: dict, path: str | os.PathLike) -> "Profile":
        f = Fields(data, path)
        version = f.int("version", minimum=1)
        if version > VERSION:
            raise f.fail("version", f"is {version}, made by a newer version of the game (this one reads {VERSION})")
        name = f.str("name")
        if not name.strip() or len(name) > MAX_NAME:
            raise f.fail("name", f"must be 1 to {MAX_NAME} characters")

        def lesson(key, value):
            if not isinstance(value, str):
                raise DataFileError(path, key, "must be a lesson's file name (text)")
            return value
        lessons = f.list("lessons_done", [], item=lesson)
        campaigns: dict[str, dict[str, StopResult]] = {}
        table = f.table("campaigns", {})
        for cid in table.data:
            stops = table.table(cid).table("stops", {})
            campaigns[cid] = {sid: _result_from(stops.table(sid)) for sid in stops.data}
        return cls(name, slug_of_file(Path(path)), lessons, campaigns, Path(path))


def lesson_key(lesson: str) -> str:
    """A lesson is known by its file's stem ("grundy-01-rules"), wherever the file lives."""
    return Path(lesson).stem


MARGIN_KEY = "best_margin"      # the winning margin (not "margin": that word names a game)


def _result_data(result: StopResult) -> dict:
    data = {"won": result.won, "plays": result.plays, "stars": result.stars, MARGIN_KEY: float(result.margin)}
    if result.level:
        data["level"] = result.level
    return data


def _result_from(f: Fields) -> StopResult:
    return StopResult(won=f.bool("won", False), plays=f.int("plays", 0, minimum=0),
                      stars=f.int("stars", 0, minimum=0, maximum=3), margin=f.number(MARGIN_KEY, 0.0),
                      level=f.str("level", "", choices=("",) + LEVELS))


@dataclass
class SetAside:
    """A profile file that could not be read whole and was renamed out of the way."""
    name: str                 # the file's stem (its profile's name is unknown: the file is broken)
    reason: str               # "newer-version" or "unreadable"
    error: DataFileError
    kept: Path | None         # where it now is (None: it could not be renamed)

    def words(self) -> str:
        """What players read: whose file, why, and that it is kept (no paths, no parser words;
        the details are in the log)."""
        why = ("it was saved by a newer version of the game" if self.reason == "newer-version"
               else "the file is damaged")
        kept = "it is kept aside, untouched" if self.kept is not None else "it could not even be moved aside"
        return f"The profile “{self.name}” could not be opened: {why}; {kept}."


class ProfileStore:
    """Every profile in the saves folder and which one is in use."""

    def __init__(self, folder: str | os.PathLike | None = None):
        self.folder = Path(folder) if folder is not None else saves_dir() / PROFILES_FOLDER
        self.profiles: list[Profile] = []
        self.problems: list[str] = []        # one line per file set aside, for the player
        self.set_aside_files: list[SetAside] = []   # the same files, for screens that word them
        self.active: Profile | None = None
        self.reload()

    def reload(self) -> None:
        self.profiles, self.problems, self.set_aside_files = [], [], []
        if self.folder.is_dir():
            for path in sorted(self.folder.glob("*.toml")):
                if path.name == ACTIVE_FILE or path.name.startswith("broken-"):
                    continue
                try:
                    self.profiles.append(Profile.from_data(read_toml(path), path))
                except DataFileError as exc:
                    self._set_aside(path, exc)
        self.active = self._read_active()

    def _set_aside(self, path: Path, exc: DataFileError) -> None:
        log.warning("profile set aside: %s", exc)
        reason = "newer-version" if exc.key == "version" and "newer" in str(exc) else "unreadable"
        kept = set_aside(path, reason)
        item = SetAside(path.stem, reason, exc, kept)
        self.set_aside_files.append(item)
        self.problems.append(item.words())

    def _read_active(self) -> Profile | None:
        path = self.folder / ACTIVE_FILE
        slug = ""
        if path.exists():
            try:
                slug = Fields(read_toml(path), path).str("active", "")
            except DataFileError as exc:      # only says which profile is in use: fall back quietly
                log.warning("active profile unknown: %s", exc)
        return next((p for p in self.profiles if p.slug == slug), self.profiles[0] if self.profiles else None)

    # ---- choosing and changing -------------------------------------------------------------
    def current(self) -> Profile:
        """The profile in use. With none yet, a "Player 1" that is written on its first save
        (looking at the title screen writes nothing)."""
        if self.active is None:
            self.active = Profile(DEFAULT_NAME)
        return self.active

    def names(self) -> list[str]:
        return [p.name for p in self.profiles]

    def check_name(self, name: str, renaming: Profile | None = None) -> str:
        """The name trimmed, or ValueError saying plainly what is wrong with it."""
        name = name.strip()
        if not name or len(name) > MAX_NAME:
            raise ValueError(f"A profile's name has 1 to {MAX_NAME} characters.")
        if any(p.name.lower() == name.lower() for p in self.profiles if p is not renaming):
            raise ValueError(f"There is already a profile called {name}.")
        return name

    def create(self, name: str) -> Profile:
        name = self.check_name(name)
        if len(self.profiles) >= MAX_PROFILES:
            raise ValueError(f"There can be {MAX_PROFILES} profiles at most; remove one first.")
        slug, n = slug_of(name), 2
        taken = {p.slug for p in self.profiles} | {ACTIVE_FILE[:-5]}
        base = slug
        while slug in taken:
            slug, n = f"{base}-{n}", n + 1
        profile = Profile(name, slug, path=child_path(self.folder, f"{slug}.toml"))
        self.profiles.append(profile)
        self.save(profile)
        self.use(profile)
        return profile

    def rename(self, profile: Profile, name: str) -> None:
        """A new name for a profile (its file keeps its first name: nothing else points at it)."""
        name = self.check_name(name, renaming=profile)
        old = profile.name
        profile.name = name
        try:
            self.save(profile)
        except OSError:
            profile.name = old
            raise

    def use(self, profile: Profile) -> None:
        self.active = profile
        write_toml_atomic(self.folder / ACTIVE_FILE, {"version": VERSION, "active": profile.slug})

    def remove(self, profile: Profile) -> None:
        if profile.path is not None and profile.path.exists():
            profile.path.unlink()
        self.profiles = [p for p in self.profiles if p is not profile]
        if self.active is profile:
            self.active = None
            if self.profiles:
                self.use(self.profiles[0])

    def save(self, profile: Profile) -> None:
        """Write the profile atomically (a crash mid-write leaves the old file)."""
        first = profile.path is None
        if first:
            profile.path = child_path(self.folder, f"{profile.slug}.toml")
        write_toml_atomic(profile.path, profile.to_data())
        if first and profile not in self.profiles:       # the default profile's first save
            self.profiles.append(profile)
            self.use(profile)
