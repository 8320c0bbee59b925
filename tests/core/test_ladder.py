"""The bot ladder (`arena GAME --ladder`): seats, shares, intervals and the command's report."""
import json

import game.core.ladder as ladder
from game.core.ladder import run_ladder, seating, wilson_interval


def test_wilson_interval_matches_worked_values():
    # 26 of 40 (65%): the textbook Wilson interval is 0.495-0.779
    low, high = wilson_interval(0.65, 40)
    assert (round(low, 3), round(high, 3)) == (0.495, 0.779)
    low, high = wilson_interval(1.0, 40)
    assert round(low, 3) == 0.912 and high == 1.0
    assert wilson_interval(0.0, 0) == (0.0, 1.0)


def test_seating_gives_each_level_half_the_table():
    assert seating("easy", "normal", 2) == ["normal", "easy"]
    assert seating("normal", "hard", 4) == ["hard", "hard", "normal", "normal"]


def test_each_seed_is_played_from_every_seat(monkeypatch):
    played = []
    real = ladder.play_all
    monkeypatch.setattr(ladder, "play_all", lambda tasks, jobs=None: played.append(tasks) or real(tasks, jobs))
    run_ladder("nim", games=6, seed=10, options={"stones": 9}, jobs=1, levels=("random", "greedy"))
    (tasks,) = played
    assert [(seed, rotation) for _, _, _, seed, rotation, _ in tasks] == [
        (10, 0), (10, 1), (11, 0), (11, 1), (12, 0), (12, 1)]


def test_a_stronger_level_takes_the_points_from_both_seats():
    # greedy knows Nim's winning rule (its heuristic), random does not
    result = run_ladder("nim", games=8, seed=3, options={"stones": 9}, jobs=1, levels=("random", "greedy"))
    (step,) = result["steps"]
    assert (step["lower"], step["higher"], step["games"], step["finished"]) == ("random", "greedy", 8, 8)
    assert step["share"] >= 7 / 8 and step["higher_points"] == step["share"] * 8
    low, high = step["interval_95"]
    assert low < step["share"] <= high
    assert step["think"]["greedy"]["moves"] > 0 and step["think"]["greedy"]["worst_ms"] >= \
        step["think"]["greedy"]["median_ms"]


def test_three_levels_make_two_steps():
    result = run_ladder("nim", games=2, seed=1, options={"stones": 5}, jobs=1,
                        levels=("random", "greedy:noise=0.5", "greedy"))
    assert [(s["lower"], s["higher"]) for s in result["steps"]] == [
        ("random", "greedy:noise=0.5"), ("greedy:noise=0.5", "greedy")]


def test_a_solo_default_is_laddered_head_to_head(monkeypatch):
    seats = []
    monkeypatch.setattr(ladder, "run_step", lambda game, lower, higher, games, seed, options, jobs, plies:
                        seats.append(options["players"]) or {})
    run_ladder("margin", games=2, seed=1, jobs=1)
    assert seats == [2, 2]


def test_ladder_command_prints_json_and_refuses_named_bots(capsys, monkeypatch):
    from game.__main__ import main
    from tests.core.toy_games import NIM
    monkeypatch.setattr(type(NIM), "bot_presets", lambda self, options=None: {
        "easy": "greedy:noise=0.35", "normal": "mcts:50", "hard": "mcts:200"})
    argv = ["arena", "nim", "--ladder", "--games", "2", "--jobs", "1", "--options", '{"stones": 5}']
    assert main(argv + ["--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [(s["lower"], s["higher"]) for s in result["steps"]] == [("easy", "normal"), ("normal", "hard")]
    assert result["steps"][0]["lower_bot"] == "greedy:noise=0.35"
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "nim: 2 games a step, seed 1" and lines[1].startswith("  normal over easy: ")
    assert main(argv + ["--p1", "random"]) == 2
    assert "--ladder seats the difficulty levels itself" in capsys.readouterr().err
