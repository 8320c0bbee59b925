"""Profiles: named by the player, saved atomically with a version, read back whole or not at
all (a broken file is set aside with the reason in its name)."""
from __future__ import annotations

import os

import pytest

from game.core import datafile
from game.core.campaign import CAMPAIGN_DIR, load_campaign
from game.core.profiles import ACTIVE_FILE, DEFAULT_NAME, MAX_PROFILES, VERSION, ProfileStore
from game.core.state import Outcome

MAIN = CAMPAIGN_DIR / "road-to-the-white-house.toml"


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "profiles"


def won(stop, margin=4.0):
    scores = [0.0] * stop.num_seats()
    scores[stop.seat] = margin
    return Outcome(tuple(scores), (stop.seat,), "won")


def test_a_new_player_gets_a_default_profile_that_is_written_only_when_saved(folder):
    store = ProfileStore(folder)
    profile = store.current()
    assert profile.name == DEFAULT_NAME and store.profiles == []
    assert not folder.exists()                     # looking writes nothing
    store.save(profile)
    again = ProfileStore(folder)
    assert again.names() == [DEFAULT_NAME] and again.current().name == DEFAULT_NAME


def test_progress_and_lessons_survive_a_restart(folder):
    campaign = load_campaign(MAIN)
    store = ProfileStore(folder)
    ada = store.create("Ada")
    progress = ada.progress(campaign)
    for stop in campaign.trail[:3]:
        progress.record(stop, won(stop), "normal")
    ada.mark_lesson("levels/tutorials/grundy-01-rules.toml")
    store.save(ada)

    fresh = ProfileStore(folder)
    back = fresh.current()
    assert back.name == "Ada"
    assert back.lesson_done("grundy-01-rules") and not back.lesson_done("grundy-02-forcing")
    resumed = back.progress(campaign)
    assert resumed.current() is campaign.trail[3]           # resume at stop four
    first = resumed.result(campaign.trail[0].id)
    assert first.won and first.stars == 2 and first.margin == 4.0 and first.level == "normal"
    assert resumed.score() == progress.score() > 0


def test_recording_through_progress_updates_the_profile_itself(folder):
    campaign = load_campaign(MAIN)
    store = ProfileStore(folder)
    profile = store.create("Bo")
    stop = campaign.trail[0]
    profile.progress(campaign).record(stop, won(stop))
    assert profile.campaigns[campaign.id][stop.id].won


def test_the_file_carries_its_version(folder):
    store = ProfileStore(folder)
    profile = store.create("Cy")
    assert datafile.read_toml(profile.path)["version"] == VERSION


def test_a_save_is_atomic_a_failed_write_leaves_the_old_file(folder, monkeypatch):
    store = ProfileStore(folder)
    profile = store.create("Di")
    before = profile.path.read_text(encoding="utf-8")
    profile.mark_lesson("dodgson-01-crossing")

    def broken_fsync(fd):
        raise OSError("disk full")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        store.save(profile)
    monkeypatch.undo()
    assert profile.path.read_text(encoding="utf-8") == before
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("text,reason", [
    ("version = 1\nname = 'Ed'\nlessons_done = 'all'\n", "unreadable"),
    ("version = 1\nname = 'Ed'\n[campaigns.x.stops.a]\nwon = true\nstars = 9\n", "unreadable"),
    ("not toml at all = = =", "unreadable"),
    ("name = 'Ed'\n", "unreadable"),
    ("version = 99\nname = 'Ed'\n", "newer-version"),
])
def test_a_broken_profile_is_set_aside_with_a_reason_and_never_loaded_half(folder, text, reason):
    store = ProfileStore(folder)
    store.create("Good")
    (folder / "ed.toml").write_text(text, encoding="utf-8")
    again = ProfileStore(folder)
    assert again.names() == ["Good"]                 # nothing of Ed's file is loaded
    assert len(again.problems) == 1 and "ed" in again.problems[0]
    kept = [p.name for p in folder.iterdir() if p.name.startswith("broken-ed-")]
    assert len(kept) == 1 and kept[0].endswith(f"-{reason}.toml")
    assert not (folder / "ed.toml").exists()
    # set aside once: the next start does not report it again
    assert ProfileStore(folder).problems == []


def test_names_are_checked(folder):
    store = ProfileStore(folder)
    store.create("Fay")
    for bad, words in [("", "1 to"), ("x" * 40, "1 to"), ("fay", "already")]:
        with pytest.raises(ValueError, match=words):
            store.create(bad)
    for i in range(MAX_PROFILES - 1):
        store.create(f"P{i}")
    with pytest.raises(ValueError, match="at most"):
        store.create("One too many")


def test_profiles_with_the_same_slug_get_their_own_files(folder):
    store = ProfileStore(folder)
    a, b = store.create("Jo Jo"), store.create("Jo-Jo!")
    assert a.path != b.path and a.path.exists() and b.path.exists()
    assert sorted(ProfileStore(folder).names()) == ["Jo Jo", "Jo-Jo!"]


def test_the_profile_in_use_is_remembered_and_removing_it_picks_another(folder):
    store = ProfileStore(folder)
    gus, hal = store.create("Gus"), store.create("Hal")
    assert store.current() is hal
    store.use(gus)
    assert ProfileStore(folder).current().name == "Gus"
    store.remove(gus)
    assert not gus.path.exists() and store.current() is hal
    assert ProfileStore(folder).current().name == "Hal"


def test_an_unreadable_active_file_falls_back_to_the_first_profile(folder):
    store = ProfileStore(folder)
    store.create("Ivy")
    (folder / ACTIVE_FILE).write_text("= broken", encoding="utf-8")
    assert ProfileStore(folder).current().name == "Ivy"


# ---- a profile's name never reaches outside its folder -----------------------------------------
def test_a_profile_file_named_dot_dot_keeps_its_matches_in_a_folder_of_its_own(tmp_path, monkeypatch):
    from game.core.match_history import keep_finished, recent_matches
    from game.core.records import MatchRecord
    monkeypatch.setenv("ELECTORAL_ARCADE_HOME", str(tmp_path))
    folder = tmp_path / "profiles"
    folder.mkdir()
    for stem in ("..", ".", "con", "active-2", "Ada Lovelace"):       # files a player named by hand
        (folder / f"{stem}.toml").write_text(f'version = 1\nname = "{stem[:20] or "x"}"\n')
    store = ProfileStore(folder)
    assert len(store.profiles) == 5
    for profile in store.profiles:
        assert profile.slug not in ("..", ".", "", "con") and "/" not in profile.slug and " " not in profile.slug
        record = MatchRecord.start("grundy", {}, 3, ["human", "hard"])
        path = keep_finished(record, ["A", "B"], "", profile.slug, now=1_700_000_000)
        assert path.parent.parent == tmp_path / "history"            # inside the history folder
        assert [m.path for m in recent_matches(profile.slug)[0]] == [path]
    assert not list(tmp_path.glob("*.toml"))                         # nothing in the saves folder itself
    again = ProfileStore(folder)
    assert [p.slug for p in again.profiles] == [p.slug for p in store.profiles]      # the same each time


def test_a_new_profile_never_gets_a_reserved_or_set_aside_name(folder):
    store = ProfileStore(folder)
    for name in ("con", "Broken Arrow", "Active", "..."):
        profile = store.create(name)
        assert profile.path.parent == folder and profile.path.name not in ("con.toml", ACTIVE_FILE)
        assert not profile.path.name.startswith("broken-")
    assert sorted(ProfileStore(folder).names()) == sorted(["con", "Broken Arrow", "Active", "..."])
