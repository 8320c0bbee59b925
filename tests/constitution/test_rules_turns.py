"""Constitution: the start, turns (passing under the revised rules, finishing under the
classic rules), the early ends and the three winning conditions in order."""
import pytest

from game.core.state import TERMINAL, IllegalMove
from game.engines.constitution.board import aligned
from game.engines.constitution.outcome import (
    REASON_DRAW, REASON_ELECTORAL_COLLEGE, REASON_HOUSE, REASON_HOUSE_EARLY, REASON_SENATE,
)
from game.engines.constitution.rules import state_for_map
from tests.constitution.helpers import dc_cells, make_map, position, synthetic_us_map

# ---- the start ---------------------------------------------------------------------------

SYNTHETIC = synthetic_us_map()


@pytest.mark.parametrize("seed", range(12))
def test_start_points_are_distinct_non_collinear_corners(seed):
    state = state_for_map(SYNTHETIC, {"rules": "revised"}, seed=seed)
    a, b = state.start_choices()
    assert a != b and not aligned(a, b)
    assert a in state.board.point_index and b in state.board.point_index


def test_start_points_come_from_the_seed():
    first = [state_for_map(SYNTHETIC, {}, seed=s).start_choices() for s in range(6)]
    again = [state_for_map(SYNTHETIC, {}, seed=s).start_choices() for s in range(6)]
    assert first == again and len({tuple(p) for p in first}) > 1


@pytest.mark.parametrize("rules", ["classic", "revised"])
@pytest.mark.parametrize("choice", [0, 1])
def test_second_player_chooses_the_start_and_first_player_moves_first(rules, choice):
    state = state_for_map(SYNTHETIC, {"rules": rules}, seed=3)
    choices = state.start_choices()
    assert state.current_player() == 1
    assert state.legal_moves() == choices
    assert state.piece_positions() == [None, None]
    assert state.move_to_text(choices[choice]) == f"start {choices[choice][0]},{choices[choice][1]}"
    assert state.text_to_move(f"start {choice + 1}") == choices[choice]
    state.apply(choices[choice])
    assert state.piece_positions() == [choices[1 - choice], choices[choice]]
    assert state.current_player() == 0
    assert state.cells_per_player() == [0, 0]             # choosing takes no support
    assert "pass" not in state.legal_moves()


def test_explicit_start_points_must_not_be_collinear():
    with pytest.raises(ValueError):
        state_for_map(SYNTHETIC, {"starts": [[0, 0], [5, 0]]})
    with pytest.raises(ValueError):
        state_for_map(SYNTHETIC, {"starts": [[0, 0], [0, 0]]})
    state = state_for_map(SYNTHETIC, {"starts": [[0, 0], [1, 1]]})
    assert state.start_choices() == [(0, 0), (1, 1)]


def test_classic_second_player_may_stay_on_the_first_move_if_undisturbed():
    state = state_for_map(SYNTHETIC, {"rules": "classic", "starts": [[2, 2], [20, 3]]})
    state.apply((20, 3))                 # seat 1 takes (20, 3); seat 0 starts at (2, 2)
    assert (2, 2) in state.legal_moves()
    state.apply((3, 2))                  # seat 0 moves off
    assert (20, 3) in state.legal_moves()  # seat 1 may stay: its corner is still undecided
    state.apply((20, 3))
    assert state.piece_positions()[1] == (20, 3)


# ---- passing and finishing --------------------------------------------------------------
W = (10, 10)


def white_house_map(with_ex=True):
    """DC around (10, 10); FA at (10, 14) (aligned: same x); EX at (14, 6) (aligned: x + y);
    FB at (30, 3) aligned with nothing."""
    regions = {"DC": dc_cells(W), "FA": [(10, 14, 0)], "FB": [(30, 3, 0)]}
    if with_ex:
        regions["EX"] = [(14, 6, 0)]
    return make_map(regions, W, "turns")


def test_revised_blocked_player_passes_and_moves_again_later_then_wins_in_the_senate():
    # "Maybe your opponent is at the White House now, stopping you from going there, but will
    # have to move on their next turn."
    state = position(white_house_map(), "revised", pos=((10, 14), W), winners={"DC": 1, "FA": 0})
    assert state.legal_moves() == ["pass"]
    with pytest.raises(IllegalMove):
        state.apply((10, 10))
    state.apply(state.text_to_move("pass"))
    assert state.passed == [True, False]
    assert state.current_player() == 1
    assert state.legal_moves() == [(14, 6)]     # seat 1 may not stay on the White House
    state.apply((14, 6))
    assert state.current_player() == 0
    assert state.legal_moves() == [W]           # now free: the exception applies again
    state.apply(W)
    assert state.passed == [False, False]
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.reason == REASON_SENATE
    assert outcome.scores == (1.0, 4.0)         # won with fewer electors


def test_revised_pass_is_only_legal_without_another_move():
    state = position(white_house_map(), "revised", pos=((10, 14), (30, 3)), winners={"FA": 0, "FB": 1})
    assert "pass" not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.apply("pass")
    with pytest.raises(IllegalMove):
        state.text_to_move("pass")


def test_classic_player_without_moves_has_finished_and_the_other_keeps_moving():
    state = position(white_house_map(), "classic", pos=((10, 14), (30, 3)), winners={"FA": 0, "FB": 1},
                     to_move=1)
    # seat 1 (at FB) has no move: it has finished for good, there is no pass
    assert state.finished == [False, True] and state.current_player() == 0
    state = position(white_house_map(), "classic", pos=((10, 14), (30, 3)), winners={"FA": 0, "FB": 1})
    state.apply(W)
    assert state.finished == [False, True]
    assert state.current_player() == 0          # seat 0 again: its opponent has finished
    assert "pass" not in state.legal_moves()
    state.apply((14, 6))
    assert state.is_terminal()
    assert state.finished == [True, True]


def test_classic_reaching_the_white_house_is_not_enough_you_must_finish_there():
    state = position(white_house_map(), "classic", pos=((10, 14), (30, 3)), winners={"FA": 0, "FB": 1},
                     finished=(False, True))
    state.apply(W)                              # still has a move (to EX): must keep playing
    assert not state.is_terminal() and state.current_player() == 0
    state.apply((14, 6))
    assert state.is_terminal()
    assert state.outcome().reason == REASON_DRAW and state.outcome().winners == ()


def test_classic_stalemated_on_the_white_house_wins_in_the_senate():
    state = position(white_house_map(with_ex=False), "classic", pos=((10, 14), (30, 3)),
                     winners={"FA": 0, "FB": 1}, finished=(False, True))
    state.apply(W)
    assert state.is_terminal()
    assert state.outcome().winners == (0,) and state.outcome().reason == REASON_SENATE


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_draw_when_no_condition_applies(rules):
    board_map = make_map({"S1": [(0, 0, 0)], "S2": [(4, 0, 0)], "S3": [(0, 5, 0)], "DC": dc_cells((20, 20))},
                         (20, 20), "draw")
    state = position(board_map, rules, pos=((1, 0), (0, 5)), winners={"S1": 0, "S3": 1})
    state.apply((4, 0))
    assert state.is_terminal()                  # nobody can move; the White House is empty
    outcome = state.outcome()
    assert outcome.winners == () and outcome.reason == REASON_DRAW and outcome.is_draw
    assert outcome.scores == (2.0, 1.0)
    assert state.returns() == [0.5, 0.5]


def test_draw_from_a_finished_position():
    state = position(white_house_map(), "revised", pos=((10, 14), (30, 3)), winners={"FA": 0, "FB": 1, "DC": 0,
                     "EX": 1}, to_move=TERMINAL)
    outcome = state.outcome()
    assert outcome.is_draw and outcome.reason == REASON_DRAW and outcome.scores == (4.0, 2.0)


# ---- early ends and the winning conditions in order -------------------------------------

def big_map():
    """BIG: 300 cells (x 0..14, y 0..9); 27 one-cell states S0..S26 along y = 30; DC at (60, 50)."""
    big = [(x, y, o) for y in range(10) for x in range(15) for o in (0, 1)]
    regions = {"BIG": big}
    for k in range(27):
        regions[f"S{k}"] = [(2 * k, 30, 0)]
    regions["MID"] = [(x, y, o) for y in range(40, 45) for x in range(10) for o in (0, 1)]   # 100 cells
    regions["DC"] = dc_cells((60, 50))
    return make_map(regions, (60, 50), "big")


BIG = big_map()


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_game_ends_at_once_at_270_electors(rules):
    big_cells = BIG.regions["BIG"].cells
    cells = {c: 0 for c in big_cells[:149]}        # rows 0..3 and most of row 4: 149 of 300
    state = position(BIG, rules, pos=((10, 10), (60, 50)), cells=cells)
    assert (10, 8) in state.legal_moves()
    state.apply((10, 8))
    assert state.electors[0] == 300
    assert state.is_terminal()                     # seat 1 still had moves
    assert state.outcome().winners == (0,) and state.outcome().reason == REASON_ELECTORAL_COLLEGE
    assert state.outcome().scores == (300.0, 0.0)


def states_position(rules, won, to_move=0, finished=(False, False)):
    """Seat 0 on S24's corner with S0..S{won-1} won; seat 1 stuck on the White House (DC is its)."""
    winners = {f"S{k}": 0 for k in range(won)}
    winners["DC"] = 1
    return position(BIG, rules, pos=((48, 30), (60, 50)), winners=winners, to_move=to_move, finished=finished)


def test_classic_ends_early_at_26_states_when_the_other_has_finished():
    state = states_position("classic", 25, finished=(False, True))
    state.apply((50, 30))                          # S25: the 26th state
    assert state.states_won[0] == 26
    assert state.is_terminal()                     # seat 0 could still have taken S26
    assert state.outcome().winners == (0,) and state.outcome().reason == REASON_HOUSE_EARLY


def test_classic_position_with_26_states_against_a_stuck_player_is_already_over():
    # Seat 0 to move with 26 states and a move left (S26), seat 1 without a move: settled, even
    # though seat 1 has not had a turn to find out (the reader recomputes the turn).
    state = states_position("classic", 26)
    assert state.is_terminal() and state.finished == [False, True]
    assert state.states_won[0] == 26 and state.outcome().reason == REASON_HOUSE_EARLY


def test_classic_does_not_end_at_26_states_while_the_other_can_move():
    state = states_position("classic", 25)
    state.apply((50, 30))
    assert state.states_won[0] == 26
    # seat 1 cannot move, so it finishes now: the game is then settled
    assert state.is_terminal() and state.finished[1]
    state = position(BIG, "classic", pos=((48, 30), (0, 10)),
                     winners={**{f"S{k}": 0 for k in range(25)}, "DC": 1})
    state.apply((50, 30))                          # seat 1 (below BIG) still has moves
    assert state.states_won[0] == 26 and not state.is_terminal()
    assert state.current_player() == 1


def test_revised_does_not_end_early_at_26_states():
    state = states_position("revised", 25)
    state.apply((50, 30))
    assert state.states_won[0] == 26
    assert not state.is_terminal()
    assert state.current_player() == 1 and state.legal_moves() == ["pass"]
    state.apply("pass")
    state.apply((52, 30))                          # S26
    assert state.is_terminal()                     # neither can move now
    assert state.outcome().reason == REASON_HOUSE and state.outcome().winners == (0,)


def test_electoral_college_comes_before_the_house():
    winners = {"BIG": 0, **{f"S{k}": 1 for k in range(26)}}
    state = position(BIG, "revised", pos=((10, 10), (60, 50)), winners=winners, to_move=TERMINAL)
    assert state.states_won == [1, 26]
    assert state.outcome().winners == (0,) and state.outcome().reason == REASON_ELECTORAL_COLLEGE


def test_the_house_comes_before_the_senate_even_with_fewer_electors():
    winners = {"MID": 1, "DC": 1, **{f"S{k}": 0 for k in range(26)}}
    state = position(BIG, "revised", pos=((48, 30), (60, 50)), winners=winners, to_move=TERMINAL)
    assert state.electors == [26, 103]
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.reason == REASON_HOUSE
    assert outcome.scores == (26.0, 103.0)


def test_the_senate_comes_after_the_house():
    winners = {"MID": 0, "DC": 1, **{f"S{k}": 0 for k in range(24)}}     # MID is a state too: 25
    state = position(BIG, "revised", pos=((48, 30), (60, 50)), winners=winners, to_move=TERMINAL)
    assert state.states_won == [25, 0] and state.electors == [124, 3]
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.reason == REASON_SENATE


def test_outcome_is_none_until_the_end():
    state = state_for_map(SYNTHETIC, {}, seed=1)
    assert state.outcome() is None and not state.is_terminal()
