"""Constitution: how pieces move (straight lines, corners only, the undecided-cell requirement,
support, the revised ban next to the opponent's support, the White House exception, staying)."""
import pytest

from game.core.state import IllegalMove
from game.engines.constitution.board import DIRECTIONS
from tests.constitution.helpers import dc_cells, destinations, hexagon, make_map, position

CENTER = (10, 10)


def compass_map():
    """A hexagon of 6 cells around (10, 10) and a one-cell island 4 steps away in each of the
    six directions, across water; the White House far away, aligned with nothing here."""
    regions = {"HX": hexagon(CENTER)}
    for k, (dx, dy) in enumerate(DIRECTIONS):
        tx, ty = CENTER[0] + 4 * dx, CENTER[1] + 4 * dy
        regions[f"I{k}"] = [(tx, ty, 0)]
    regions["DC"] = dc_cells((30, 30))
    return make_map(regions, (30, 30), "compass")


ISLANDS = [(CENTER[0] + 4 * dx, CENTER[1] + 4 * dy) for dx, dy in DIRECTIONS]
WATER = [(CENTER[0] + 2 * dx, CENTER[1] + 2 * dy) for dx, dy in DIRECTIONS]


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_moves_go_in_straight_lines_in_all_six_directions_across_water(rules):
    state = position(compass_map(), rules, pos=(CENTER, (30, 31)))
    reachable = destinations(state)
    for island in ISLANDS:
        assert island in reachable
    # a corner off the six lines is never reachable, however near
    assert (14, 11) not in reachable and (6, 15) not in reachable


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_pieces_land_only_on_corners_of_cells(rules):
    state = position(compass_map(), rules, pos=(CENTER, (30, 31)))
    for water in WATER:
        assert water not in destinations(state)
        with pytest.raises(IllegalMove):
            state.text_to_move(f"{water[0]},{water[1]}")
        with pytest.raises(IllegalMove):
            state.clone().apply(water)


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_pieces_jump_over_the_other_piece(rules):
    # seat 1 stands one step east, on the line to the east island
    state = position(compass_map(), rules, pos=(CENTER, (11, 10)))
    assert (14, 10) in destinations(state)
    state.apply((14, 10))
    assert state.piece_positions()[0] == (14, 10)


def test_direction_notation_names_the_six_directions():
    state = position(compass_map(), "classic", pos=(CENTER, (30, 31)))
    for name, island in zip(["E4", "NE4", "NW4", "W4", "SW4", "SE4"], ISLANDS):
        assert state.text_to_move(name) == island


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_a_move_must_gain_an_undecided_cell(rules):
    hx = hexagon(CENTER)
    east_island = (14, 10, 0)
    cells = {cell: 0 for cell in hx}
    cells[east_island] = 0
    state = position(compass_map(), rules, pos=(CENTER, (30, 31)), cells=cells, winners={"HX": 0, "I0": 0})
    reachable = destinations(state)
    assert (14, 10) not in reachable and (15, 10) not in reachable    # its only cell is decided
    assert (11, 10) not in reachable                                   # hexagon corner, all decided
    assert (10, 14) in reachable                                       # an undecided island
    assert not state.is_legal_destination(0, state.board.point_index[(14, 10)])


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_moving_takes_every_undecided_cell_at_the_destination(rules):
    state = position(compass_map(), rules, pos=(CENTER, (30, 31)))
    state.apply((11, 10))
    # (11, 10) is a corner of two hexagon cells
    assert state.support_of((10, 10, 0)) == 1
    assert state.support_of((10, 9, 1)) == 1
    assert state.cells_per_player() == [2, 0]
    assert state.undecided_cells() == state.board.num_cells - 2


def test_classic_moving_next_to_opponent_support_takes_only_the_undecided_cells():
    state = position(compass_map(), "classic", pos=(CENTER, (30, 31)), cells={(10, 9, 1): 1})
    assert (11, 10) in destinations(state)            # classic: no ban
    state.apply((11, 10))
    assert state.support_of((10, 10, 0)) == 1         # was undecided: now seat 0's
    assert state.support_of((10, 9, 1)) == 2          # stays seat 1's (HX not won: 1 of 6)


def test_revised_forbids_moving_to_a_corner_of_an_opponent_cell():
    state = position(compass_map(), "revised", pos=(CENTER, (30, 31)), cells={(10, 9, 1): 1})
    assert (11, 10) not in destinations(state)
    with pytest.raises(IllegalMove):
        state.apply((11, 10))
    assert (10, 11) in destinations(state)            # a corner without seat 1's support


def test_classic_allows_staying_put_when_it_gains_a_cell():
    state = position(compass_map(), "classic", pos=(CENTER, (30, 31)))
    assert CENTER in destinations(state)
    state.apply(CENTER)
    assert state.cells_per_player()[0] == 6
    assert state.piece_positions()[0] == CENTER


def test_revised_forbids_staying_put():
    state = position(compass_map(), "revised", pos=(CENTER, (30, 31)))
    assert CENTER not in destinations(state)
    with pytest.raises(IllegalMove):
        state.apply(CENTER)


# ---- the White House exception (revised) -----------------------------------------------
W = (10, 10)


def white_house_map():
    """DC's three cells around the White House (10, 10); a one-cell state FA above it at
    (10, 14) (aligned: same x); a one-cell state EX at (14, 6) (aligned: south-east); a
    one-cell state FB at (30, 3), aligned with nothing."""
    return make_map({"DC": dc_cells(W), "FA": [(10, 14, 0)], "EX": [(14, 6, 0)], "FB": [(30, 3, 0)]},
                    W, "white-house")


def test_revised_white_house_reachable_whatever_the_support_around_it():
    state = position(white_house_map(), "revised", pos=((10, 14), (30, 3)),
                     winners={"DC": 1, "FA": 0, "FB": 1})
    assert W in destinations(state)                   # every DC cell supports seat 1
    state.apply(W)
    assert state.piece_positions()[0] == W
    assert state.region_winners()["DC"] == 1          # nothing taken, nothing flipped


def test_classic_has_no_white_house_exception():
    state = position(white_house_map(), "classic", pos=((10, 14), (30, 3)),
                     winners={"DC": 1, "FA": 0, "FB": 1})
    assert W not in destinations(state)


def test_revised_white_house_exception_still_takes_undecided_cells_there():
    state = position(white_house_map(), "revised", pos=((10, 14), (30, 3)),
                     cells={(10, 10, 0): 1}, winners={"FA": 0, "FB": 1})
    assert W in destinations(state)                   # banned by the ordinary rule, allowed here
    state.apply(W)
    assert state.region_winners()["DC"] == 0          # 2 of 3 cells: won, the third flipped
    assert state.electors == [4, 1]


def test_revised_white_house_exception_needs_alignment():
    state = position(white_house_map(), "revised", pos=((11, 14), (30, 3)),
                     winners={"DC": 1, "FA": 0, "FB": 1})
    assert W not in destinations(state)


def test_revised_white_house_exception_not_when_the_opponent_is_there():
    state = position(white_house_map(), "revised", pos=((10, 14), W),
                     winners={"DC": 1, "FA": 0, "FB": 1})
    assert W not in destinations(state)
    assert state.legal_moves() == ["pass"]


def test_revised_no_staying_on_the_white_house():
    state = position(white_house_map(), "revised", pos=(W, (30, 3)),
                     winners={"DC": 0, "FA": 0, "FB": 1})
    assert W not in destinations(state)
    assert destinations(state) == {(14, 6)}


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_fast_and_rule_by_rule_legality_agree(rules):
    for board_map, pos, winners in [
        (compass_map(), (CENTER, (11, 10)), {"I2": 1}),
        (white_house_map(), ((10, 14), (30, 3)), {"DC": 1}),
        (white_house_map(), ((10, 14), W), {"FA": 0}),
    ]:
        state = position(board_map, rules, pos=pos, winners=winners)
        slow = {q for q in range(state.board.num_points) if state.is_legal_destination(0, q)}
        assert set(state.destinations(0)) == slow
