"""The shared bots, checked on games whose perfect play is known; the arena."""
import json

import pytest

from game.core.arena import run_arena
from game.core.bots import BotSpec, BotSpecError, make_bot, random_playout
from game.core.rng import stream
from tests.core.toy_games import DICE_RACE, NIM


def test_spec_parsing_reads_time_iterations_and_params():
    spec = BotSpec.parse("mcts:0.5s,rollout=8,c=1.5")
    assert (spec.kind, spec.seconds, spec.iterations) == ("mcts", 0.5, None)
    assert spec.params == {"rollout": 8.0, "c": 1.5}
    assert BotSpec.parse("mcts:2000").iterations == 2000
    with pytest.raises(BotSpecError):
        BotSpec.parse("mcts:fast")


def test_unknown_bot_is_a_clear_error():
    with pytest.raises(BotSpecError, match="unknown bot 'genius'"):
        make_bot(NIM, "genius")


def test_difficulty_maps_through_presets():
    bot = make_bot(NIM, "easy")
    assert bot.name == "greedy" and bot.noise == pytest.approx(0.35)
    assert make_bot(NIM, "normal").name == "mcts"


@pytest.mark.parametrize("stones", [5, 6, 7, 9, 10, 11])
def test_mcts_finds_the_winning_nim_move(stones):
    # From a heap not divisible by 4 the only winning move leaves a multiple of 4.
    state = NIM.new_initial_state({"stones": stones})
    bot = make_bot(NIM, "mcts:3000,rollout=100", seed=stones)
    assert (stones - bot.choose(state)) % 4 == 0


def test_greedy_uses_the_heuristic():
    state = NIM.new_initial_state({"stones": 10})
    assert make_bot(NIM, "greedy").choose(state) == 2


def test_easy_slips_to_a_plausible_move_never_a_blind_one():
    """Greedy with noise (the Easy level) slips to a move of the better half by its own
    heuristic, never the best while a worse one exists and never one of the worst half."""
    from game.core.bots.greedy import GreedyBot, plausible_slip
    ranked = [(10 - i, i, f"m{i}") for i in range(8)]            # m0 best ... m7 worst
    rng = stream(1, "slips")
    assert {plausible_slip(ranked, rng) for _ in range(200)} == {"m1", "m2", "m3"}
    assert plausible_slip([(5, 0, "a"), (1, 1, "b")], rng) == "b"      # two moves: the other one
    assert {plausible_slip([(5, i, m) for i, m in enumerate("abc")], rng) for _ in range(60)} == set("abc")
    # through the bot: on 10 stones the winning take is 2; with every move a slip, never 2
    state = NIM.new_initial_state({"stones": 10})
    assert {GreedyBot(stream(2, "slip"), noise=1.0).choose(state) for _ in range(20)} <= {1, 3}


@pytest.mark.parametrize("stones", [5, 6, 7, 9, 10, 11])
def test_alphabeta_searches_to_the_end_where_the_heuristic_knows_nothing(stones, monkeypatch):
    # with a heuristic that says 0.5 everywhere, only a search to the last stone finds the win
    from tests.core.toy_games import NimState
    monkeypatch.setattr(NimState, "heuristic", lambda self, player: self.returns()[player]
                        if self.is_terminal() else 0.5)
    bot = make_bot(NIM, "alphabeta:200000,depth=12", seed=1)
    assert (stones - bot.choose(NIM.new_initial_state({"stones": stones}))) % 4 == 0
    assert bot.last_depth >= 3


def test_alphabeta_keeps_to_its_budget_of_positions_and_repeats_itself():
    state = NIM.new_initial_state({"stones": 42})
    bot = make_bot(NIM, "alphabeta:300,depth=20", seed=1)
    move = bot.choose(state)
    assert bot.visited <= 301 and 1 <= bot.last_depth < 20
    assert move in state.legal_moves() and move == 42 % 4         # the heuristic's move, kept
    assert {make_bot(NIM, "alphabeta:300,depth=20", seed=s).choose(state) for s in range(3)} == {move}


def test_alphabeta_averages_chance_outcomes():
    move = make_bot(DICE_RACE, "alphabeta:3000,depth=3", seed=2).choose(DICE_RACE.new_initial_state({}))
    assert move == "roll"


def test_mcts_is_reproducible_for_a_seed():
    state = NIM.new_initial_state({"stones": 13})
    moves = {make_bot(NIM, "mcts:300", seed=5).choose(state) for _ in range(3)}
    assert len(moves) == 1


def test_mcts_handles_chance_nodes():
    state = DICE_RACE.new_initial_state({})
    move = make_bot(DICE_RACE, "mcts:400", seed=2).choose(state)
    # Stopping never gets you closer to 10; rolling is the only sensible move.
    assert move == "roll"


def test_mcts_time_budget_stops(monkeypatch):
    """A budget in seconds ends the search when the clock passes it. The clock is a stand-in
    that moves 10 ms per reading, so the test counts iterations, never real time."""
    from game.core.bots import mcts
    readings = iter(range(10**6))

    class Clock:
        @staticmethod
        def perf_counter():
            return next(readings) * 0.01

    monkeypatch.setattr(mcts, "time", Clock)
    state = NIM.new_initial_state({"stones": 40})
    bot = make_bot(NIM, "mcts:0.2s")
    bot.choose(state)
    # 0.2 s is 20 readings of the stand-in clock; the search reads it once an iteration
    assert 10 < bot.last_iterations <= 25


def test_random_playout_reaches_the_end_with_chance():
    state = DICE_RACE.new_initial_state({})
    random_playout(state, stream(1, "t"))
    assert state.is_terminal() and max(state.totals) >= 10


def test_arena_rotates_seats_and_reports_per_bot():
    result = run_arena("nim", ["mcts:1500,rollout=100", "random"], games=8, seed=3, options={"stones": 9}, jobs=1)
    assert result["games"] == 8 and result["draws"] == 0
    assert sum(result["wins"]) == 8
    # Seats rotate: the first player wins 9-stone Nim with perfect play, so a bot that
    # always sat first could win everything by seat alone; MCTS wins from both seats.
    assert result["wins"][0] >= 7
    assert len(result["mean_move_seconds"]) == 2


def test_arena_stops_games_at_the_cap_of_plies_and_counts_them_unfinished():
    # 9 stones need at least 3 plies: under a cap of 2 no game has a result, win or draw
    capped = run_arena("nim", ["random", "random"], games=4, seed=3, options={"stones": 9}, jobs=1, max_plies=2)
    assert (capped["unfinished"], capped["max_plies"]) == (4, 2)
    assert capped["wins"] == [0.0, 0.0] and capped["draws"] == 0 and capped["mean_plies"] is None
    # under a cap of 5 some games end (3 to 5 plies) and some do not (up to 9): each is one or the other
    some = run_arena("nim", ["random", "random"], games=12, seed=3, options={"stones": 9}, jobs=1, max_plies=5)
    assert 0 < some["unfinished"] < 12
    assert sum(some["wins"]) + some["draws"] + some["unfinished"] == 12
    assert 3 <= some["mean_plies"] <= 5
    # by default the game's own cap, which no nim game comes near
    full = run_arena("nim", ["random", "random"], games=4, seed=3, options={"stones": 9}, jobs=1)
    assert full["max_plies"] == NIM.arena_max_plies({"stones": 9}) and full["unfinished"] == 0
    assert sum(full["wins"]) == 4


def test_arena_command_reports_unfinished_games_apart(capsys):
    from game.__main__ import main
    argv = ["arena", "nim", "--p1", "random", "--p2", "random", "--games", "2", "--jobs", "1",
            "--options", '{"stones": 9}', "--max-plies", "1"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "nim: 2 games, 0 draws"
    assert lines[1] == "  2 unfinished: stopped at 1 plies, no result (wins, shares and plies count the 0 finished)"
    assert all("0 wins  (- with draws shared)" in line for line in lines[2:]) and len(lines) == 4
    assert main(argv + ["--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["unfinished"], result["max_plies"], result["wins"]) == (2, 1, [0.0, 0.0])


def test_mcts_told_to_stop_at_once_still_gives_a_legal_move():
    """A cancelled search (the player left) used to raise on an empty tree."""
    from game.core.bots.mcts import MCTSBot
    state = NIM.new_initial_state({"stones": 13})
    bot = MCTSBot(stream(3, "stop"), iterations=1000, should_stop=lambda: True)
    assert bot.choose(state) in state.legal_moves() and 1 <= bot.last_iterations <= 32   # checked every 32
