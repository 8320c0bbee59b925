"""A match saved as the app saves it (the session's autosave), then replayed from the command
line: `python -m game replay FILE` must report the moves and the result of the match that was
played, for every game. (Records with bad contents are tested in test_records_levels.py.)"""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.core.rng import stream
from game.core.save_writer import save_writer
from game.core.session import MatchSession, Seat

ROOT = Path(__file__).resolve().parents[2]

# game -> (options, plies for a match left half-way)
GAMES = {
    "grundy": ({"board": "petersen"}, 4),
    "constitution": (None, 20),
    # three quiet rounds end the game, so a random match finishes in a few hundred plies
    "dodgson": ({"stall_rounds": 3}, 30),
}


def play_seeded(game: str, seed: int, folder: Path, plies: int | None) -> MatchSession:
    """A match with autosave on (how every match in the app is saved), random legal moves from a
    seeded stream and chance drawn by the session, for `plies` moves or to the end."""
    options, _ = GAMES[game]
    seats = [Seat.human()] + [Seat.bot_seat("easy")] * 3       # kept in the record, not played here
    session = MatchSession.new(game, options, seed=seed, seats=seats, save_folder=folder)
    rng = stream(seed, "record-roundtrip", game)
    while not session.is_over() and (plies is None or session.ply < plies):
        if session.is_chance():
            session.roll_chance()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    assert session.ply > 0 and session.last_error == ""
    return session


def replay_cli(path: Path, *flags: str) -> str:
    """`python -m game replay PATH [flags]` in a fresh interpreter; its stdout (exit status 0)."""
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path), *flags],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def check_saved_file(session: MatchSession) -> Path:
    """The autosave holds the match: game, seed, options, seats and every move in notation."""
    path = session.autosave_path()
    save_writer().settle(path)           # written in the background (game.core.save_writer)
    data = tomllib.loads(path.read_text())
    assert data["game"] == session.game.name and data["seed"] == session.seed
    assert data["moves"] == session.moves and len(data["moves"]) == session.ply
    assert data["options"] == session.options
    assert data["seats"] == [seat.record_text() for seat in session.seats]
    return path


@pytest.mark.parametrize("game", list(GAMES))
def test_a_match_left_half_way_replays_to_its_move_count_not_over(game, tmp_path):
    _, plies = GAMES[game]
    session = play_seeded(game, seed=11, folder=tmp_path, plies=plies)
    assert session.ply == plies and not session.is_over()
    path = check_saved_file(session)
    assert replay_cli(path) == f"{game}: {plies} moves, not over\n"
    report = json.loads(replay_cli(path, "--json"))
    assert report == {"game": game, "over": False, "scores": None, "winners": None, "reason": None,
                      "ended": None, "decided": None}


@pytest.mark.parametrize("game", list(GAMES))
def test_a_finished_match_replays_to_its_result(game, tmp_path):
    session = play_seeded(game, seed=12, folder=tmp_path, plies=None)
    outcome = session.outcome()
    assert session.is_over() and outcome is not None
    path = check_saved_file(session)
    # why it ended and where it was decided in the game's words, the seats named by their places
    names = [f"Player {seat + 1}" for seat in range(len(session.seats))]
    ended = session.game.end_in_words(session.state, names)
    decided = session.game.decided_in_words(session.state_at(0), session.moves, names)
    assert ended and ended != outcome.reason
    assert replay_cli(path) == (f"{game}: {session.ply} moves, over: {ended}; "
                                f"scores {list(outcome.scores)}; winners {list(outcome.winners)}\n"
                                + (f"Decided: {decided}\n" if decided else ""))
    report = json.loads(replay_cli(path, "--json"))
    assert report == {"game": game, "over": True, "scores": list(outcome.scores),
                      "winners": list(outcome.winners), "reason": outcome.reason,
                      "ended": ended, "decided": decided or None}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_saved_match_loads_back_into_the_same_position(game, tmp_path):
    # what Continue does with the file the command line replayed above
    _, plies = GAMES[game]
    session = play_seeded(game, seed=13, folder=tmp_path, plies=plies)
    resumed = MatchSession.load(session.autosave_path(), save_folder=tmp_path / "resumed")
    assert resumed.moves == session.moves and resumed.seed == session.seed
    assert resumed.state.position_text() == session.state.position_text()
    assert [s.record_text() for s in resumed.seats] == [s.record_text() for s in session.seats]
    assert sorted(resumed.state.legal_moves(), key=repr) == sorted(session.state.legal_moves(), key=repr)
