"""Constitution, classic rules: "The same is true if nobody has 270 electors but one player has
won 26 states and the other is already out of moves." The game ends on the move that settles
it, whoever made that move, and the outcome's reason says so (the end banner shows it)."""
import random

import pytest

from game.engines.constitution import GAME
from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN
from game.engines.constitution.moves import classic_destinations, revised_destinations
from game.engines.constitution.outcome import REASON_HOUSE, REASON_HOUSE_EARLY
from game.engines.constitution.turns import next_turn_classic
from tests.constitution.helpers import dc_cells, make_map, position, random_game


def settled_but_playing(state) -> bool:
    """A classic game still going although one player has 26 states and the other no move."""
    if state.is_terminal() or not state.started:
        return False
    return any(state.states_won[p] >= STATES_TO_WIN and not classic_destinations(state, 1 - p)
               for p in (0, 1))


def test_seed_414_ends_when_seat_1_runs_out_of_moves():
    """The report's reproduction: after 133 random moves seat 0 has 27 states, seat 1 no move."""
    state = GAME.new_initial_state({"rules": "classic"}, 414)
    rng = random.Random(414)
    for _ in range(133):
        state.apply(rng.choice(state.legal_moves()))
    assert state.states_won == [27, 21] and state.electors == [258, 263]
    assert classic_destinations(state, 1) == [] and classic_destinations(state, 0) != []
    assert state.is_terminal() and state.finished == [False, True]
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.reason == REASON_HOUSE_EARLY
    assert outcome.scores == (258.0, 263.0)        # won with fewer electors: the House decided it
    assert "26 or more states" in outcome.reason and "out of moves" in outcome.reason


def stuck_after_one_move_map():
    """S0..S26: one-cell states along y = 30; T: three cells on the line x = -10, which seat 1
    wins with any one move and is then stuck; DC around (60, 50)."""
    regions = {f"S{k}": [(2 * k, 30, 0)] for k in range(27)}
    regions["T"] = [(-10, 60, 0), (-10, 62, 0), (-10, 64, 0)]
    regions["DC"] = dc_cells((60, 50))
    return make_map(regions, (60, 50), "stuck")


STUCK = stuck_after_one_move_map()


def test_the_mover_running_out_of_moves_ends_the_game_at_once():
    """Seat 0 has 26 states and a move left (S26); seat 1's only moves leave it with none."""
    winners = {f"S{k}": 0 for k in range(26)}
    state = position(STUCK, "classic", pos=((48, 30), (-10, 60)), winners=winners,
                     cells={(-10, 60, 0): 1}, to_move=1)
    assert not state.is_terminal() and state.current_player() == 1
    assert sorted(state.legal_moves()) == [(-10, 62), (-10, 63), (-10, 64), (-10, 65)]
    state.apply((-10, 62))                         # seat 1 wins T and has no move left
    assert state.winner[state.board.region_index["T"]] == 1
    assert state.is_terminal() and state.finished == [False, True]
    assert state.states_won == [26, 1]             # seat 0 never took S26
    assert state.outcome().winners == (0,) and state.outcome().reason == REASON_HOUSE_EARLY


def test_the_mover_out_of_moves_without_26_states_against_them_plays_on():
    """With 25 states the leader keeps moving; the other finishes when their turn comes."""
    winners = {f"S{k}": 0 for k in range(25)}
    state = position(STUCK, "classic", pos=((48, 30), (-10, 60)), winners=winners,
                     cells={(-10, 60, 0): 1}, to_move=1)
    state.apply((-10, 62))
    assert not state.is_terminal() and state.current_player() == 0
    state.apply((50, 30))                          # S25: 26 states, and seat 1 cannot move
    assert state.is_terminal() and state.outcome().reason == REASON_HOUSE_EARLY


def test_revised_rules_do_not_end_early_when_the_mover_runs_out_of_moves():
    winners = {f"S{k}": 0 for k in range(26)}
    state = position(STUCK, "revised", pos=((48, 30), (-10, 60)), winners=winners,
                     cells={(-10, 60, 0): 1}, to_move=1)
    state.apply((-10, 62))
    assert not state.is_terminal() and state.current_player() == 0
    state.apply((52, 30))                          # S26: now neither can move
    assert state.is_terminal() and state.finished == [True, True]
    assert state.outcome().reason == REASON_HOUSE and state.outcome().winners == (0,)


def test_a_played_out_classic_game_won_in_the_house_gives_the_plain_reason():
    """The early-end reason only when the winner could still move: at a natural end both have
    finished."""
    state = position(STUCK, "classic", pos=((48, 30), (-10, 60)), winners={f"S{k}": 0 for k in range(26)},
                     cells={(-10, 60, 0): 1}, to_move=-2, finished=(True, True))
    assert state.outcome().reason == REASON_HOUSE


@pytest.mark.parametrize("first_seed", [0, 100])
def test_random_classic_games_end_the_moment_26_states_meet_no_move(first_seed):
    """In random classic games on the real map, no state after a move is still being played with
    one player on 26 states and the other out of moves; each such end says why."""
    early_ends = 0
    for seed in range(first_seed, first_seed + 60):
        for state in random_game("classic", seed):
            assert not settled_but_playing(state), f"seed {seed}, ply {state.ply}"
        outcome = state.outcome()
        if outcome.reason == REASON_HOUSE_EARLY:
            early_ends += 1
            winner = outcome.winners[0]
            assert state.states_won[winner] >= STATES_TO_WIN and state.electors[winner] < ELECTORS_TO_WIN
            assert state.finished[1 - winner] and classic_destinations(state, 1 - winner) == []
    assert early_ends >= 3                         # the rule is exercised, not vacuously true


def test_random_revised_games_never_end_early_for_26_states():
    """Revised: the game ends at 270 electors or when neither player can move, nothing else."""
    for seed in range(40):
        *_, state = random_game("revised", seed)
        outcome = state.outcome()
        assert outcome.reason != REASON_HOUSE_EARLY
        if max(state.electors) < ELECTORS_TO_WIN:
            assert state.finished == [True, True]
            assert revised_destinations(state, 0) == [] and revised_destinations(state, 1) == []


def test_next_turn_classic_still_hands_the_turn_over_when_nothing_is_settled():
    state = GAME.new_initial_state({"rules": "classic"}, 3)
    state.apply(state.legal_moves()[0])            # the starting point
    state.apply(state.legal_moves()[0])
    before = state.to_move
    again = state.clone()
    next_turn_classic(again, 1 - before)
    assert again.to_move == before and again.legal == state.legal
