"""Constitution: winning regions (at least half, flipping, several at once, the mover wins a
tie of halves), electors, and the classic Maine/Nebraska exception."""
import pytest

from tests.constitution.helpers import dc_cells, make_map, position

FOUR = [(0, 0, 0), (0, 0, 1), (1, 0, 0), (1, 0, 1)]   # (0, 1) is a corner of the first two only
START0, START1 = (0, 3), (5, 5)                       # (0, 3) is aligned with (0, 1)


def four_map(code="AA", extra=()):
    return make_map({code: FOUR + list(extra), "FF": [(0, 3, 0)], "GG": [(5, 5, 0)], "DC": dc_cells((9, 9))},
                    (9, 9), f"four-{code}")


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_half_of_a_region_wins_it_two_of_four(rules):
    state = position(four_map(), rules, pos=(START0, START1), winners={"FF": 0, "GG": 1})
    state.apply((0, 1))
    assert state.region_winners()["AA"] == 0
    assert all(state.support_of(c) == 1 for c in FOUR)      # won: every cell supports seat 0
    assert state.electors == [1 + 4, 1]


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_less_than_half_does_not_win_two_of_five(rules):
    state = position(four_map("AA", extra=[(2, 0, 0)]), rules, pos=(START0, START1), winners={"FF": 0, "GG": 1})
    state.apply((0, 1))
    assert state.region_winners()["AA"] is None
    assert state.cells_per_player()[0] == 1 + 2
    assert state.electors == [1, 1]                          # contested support is not electors


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_winning_a_region_flips_the_opponents_cells(rules):
    state = position(four_map(), rules, pos=(START0, START1), cells={(1, 0, 1): 1}, winners={"FF": 0, "GG": 1})
    state.apply((0, 1))
    assert state.support_of((1, 0, 1)) == 1
    assert state.electors == [5, 1]


@pytest.mark.parametrize("code", ["ME", "NE"])
def test_classic_maine_nebraska_support_counts_at_once_and_is_not_flipped(code):
    state = position(four_map(code), "classic", pos=(START0, START1), cells={(1, 0, 1): 1},
                     winners={"FF": 0, "GG": 1})
    assert state.electors == [1, 1 + 1]                  # seat 1's single cell already counts
    state.apply((0, 1))
    assert state.region_winners()[code] == 0
    assert state.support_of((1, 0, 1)) == 2              # the opponent keeps their support
    assert state.support_of((1, 0, 0)) == 1              # previously undecided: now the winner's
    assert state.electors == [1 + 3, 1 + 1]
    # "once you have won the state, you will have support from a strict majority, even in Maine"
    assert 2 * 3 > len(FOUR)


@pytest.mark.parametrize("code", ["ME", "NE"])
def test_revised_maine_nebraska_are_ordinary(code):
    state = position(four_map(code), "revised", pos=(START0, START1), cells={(1, 0, 1): 1},
                     winners={"FF": 0, "GG": 1})
    assert state.electors == [1, 1]                      # contested support is not electors
    state.apply((0, 1))
    assert state.support_of((1, 0, 1)) == 1              # flipped like anywhere else
    assert state.electors == [5, 1]


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_the_mover_wins_when_both_players_have_half(rules):
    # Only a data file can hold this: seat 1 has 2 of 4 cells of AA but has not won it.
    state = position(four_map(), rules, pos=(START0, START1), cells={(1, 0, 0): 1, (1, 0, 1): 1},
                     winners={"FF": 0, "GG": 1})
    state.apply((0, 1))
    assert state.region_winners()["AA"] == 0
    assert all(state.support_of(c) == 1 for c in FOUR)


def multi_map():
    """Around P = (5, 5): two cells each of AA and BB (4 cells each) and all of CC (2 cells)."""
    return make_map({
        "AA": [(5, 5, 0), (4, 5, 1), (5, 6, 0), (5, 6, 1)],
        "BB": [(5, 4, 0), (5, 4, 1), (6, 4, 0), (6, 4, 1)],
        "CC": [(4, 5, 0), (4, 4, 1)],
        "FF": [(5, 8, 0)],
        "GG": [(12, 28, 0)],   # (12, 28) is aligned with the White House (x + y = 40)
        "DC": dc_cells((20, 20)),
    }, (20, 20), "multi")


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_several_regions_won_in_one_move(rules):
    state = position(multi_map(), rules, pos=((5, 8), (12, 28)), winners={"FF": 0, "GG": 1})
    preview = state.preview((5, 5))
    assert set(preview.regions_won) == {"AA", "BB", "CC"}
    assert len(preview.taken_cells) == 6 + 4 and preview.flipped_cells == ()
    state.apply((5, 5))
    winners = state.region_winners()
    assert (winners["AA"], winners["BB"], winners["CC"]) == (0, 0, 0)
    assert state.states_won == [4, 1]
    assert state.electors == [1 + 4 + 4 + 2, 1]


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_dc_is_a_region_but_not_a_state(rules):
    state = position(multi_map(), rules, pos=((5, 8), (12, 28)), winners={"FF": 0, "GG": 1})
    states_before = state.states_won[1]
    state.apply((5, 5))          # seat 0 moves; seat 1 then takes the White House corner
    state.apply((20, 20))
    assert state.region_winners()["DC"] == 1
    assert state.states_won[1] == states_before
    assert state.electors[1] == 1 + 3


def test_preview_shows_flipped_cells():
    state = position(four_map(), "revised", pos=(START0, START1), cells={(1, 0, 1): 1}, winners={"FF": 0, "GG": 1})
    preview = state.preview((0, 1))
    assert set(preview.taken_cells) == {(0, 0, 0), (0, 0, 1), (1, 0, 0)}
    assert preview.flipped_cells == ((1, 0, 1),)
    assert preview.regions_won == ("AA",)
    assert preview.electors_after == (5, 1)
    assert state.support_of((1, 0, 1)) == 2              # the preview changed nothing
