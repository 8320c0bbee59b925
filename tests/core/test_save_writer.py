"""Autosaves are written on a background thread (game.core.save_writer): a move never waits
for the disk, only the newest text of a file is written, reading a file waits for its pending
write, deleting one drops it, and a failed write reaches the player as the session's error."""
from __future__ import annotations

import threading

import pytest

from game.core import save_writer as writer_module
from game.core.records import MatchRecord
from game.core.save_writer import save_writer
from game.core.session import MatchSession


@pytest.fixture
def held_disk(monkeypatch):
    """The writer's disk, held shut until `release.set()`; `written` lists each path written."""
    release = threading.Event()
    started = threading.Event()
    written = []
    real_write = writer_module.write_text_atomic

    def slow_write(path, text):
        started.set()
        assert release.wait(timeout=30), "the test never released the disk"
        real_write(path, text)
        written.append(path)
    monkeypatch.setattr(writer_module, "write_text_atomic", slow_write)
    yield release, started, written
    release.set()
    save_writer().settle()


def cube_session(tmp_path):
    return MatchSession.new("grundy", {"board": "cube"}, seed=3, save_folder=tmp_path)


def test_a_move_returns_while_its_autosave_is_still_being_written(tmp_path, held_disk):
    release, started, written = held_disk
    session = cube_session(tmp_path)
    session.play(session.state.legal_moves()[0])          # returns with the disk still shut
    assert started.wait(timeout=30) and written == []
    assert not session.autosave_path().exists()
    release.set()
    assert save_writer().settle(session.autosave_path())
    assert MatchRecord.load(session.autosave_path()).moves == session.moves


def test_only_the_newest_text_of_a_file_is_written_and_reading_waits_for_it(tmp_path, held_disk):
    release, started, written = held_disk
    session = cube_session(tmp_path)
    for _ in range(5):
        session.play(session.state.legal_moves()[0])
    assert started.wait(timeout=30)
    release.set()
    # MatchRecord.load waits for the pending write of its file: it reads all five moves
    assert MatchRecord.load(session.autosave_path()).moves == session.moves and len(session.moves) == 5
    assert 1 <= len(written) <= 2          # the first write, then only the newest of the four waiting


def test_a_discarded_autosave_is_not_brought_back_by_a_write_still_waiting(tmp_path, held_disk):
    release, started, written = held_disk
    session = cube_session(tmp_path)
    other = MatchSession.new("grundy", {"board": "cube"}, seed=4, save_folder=tmp_path / "other")
    other.play(other.state.legal_moves()[0])               # keeps the writer busy elsewhere
    assert started.wait(timeout=30)
    session.play(session.state.legal_moves()[0])          # waits behind it
    release.set()
    session.discard_autosave()
    save_writer().settle()
    assert not session.autosave_path().exists()


def test_a_write_that_fails_becomes_the_sessions_error(tmp_path, monkeypatch):
    def broken(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(writer_module, "write_text_atomic", broken)
    session = cube_session(tmp_path)
    session.play(session.state.legal_moves()[0])
    save_writer().settle()
    assert session.take_save_errors() and "No space left on device" in session.last_error
    # leaving the match waits for the write, and says it failed
    assert session.autosave(wait=True) is False and "Autosave failed" in session.last_error
