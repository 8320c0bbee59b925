"""Margin of Error's boards as scenario data (levels/margin/standard.toml): the rulings' table of
states, and broken copies refused with one error naming the file, the key and the fault."""
import copy

import pytest

from game.core.datafile import DataFileError, read_toml
from game.core.state import BadOptions
from game.engines.margin import GAME
from game.engines.margin.move import END_MOVE, MarginMove
from game.engines.margin.scenario import SCENARIO_DIR, load_scenario, read_scenario, scenario_names

PATH = SCENARIO_DIR / "standard.toml"
SC = load_scenario("standard")

# rulings.md, "Margin of Error": region (die), state, die faces, electoral votes, start
TABLE = [
    ("Rust Belt", "Pennsylvania", (1, 2), 21, -2), ("Rust Belt", "Michigan", (3, 4), 17, -2),
    ("Rust Belt", "Wisconsin", (5, 6), 10, -1),
    ("Atlantic", "New Jersey", (1, 2, 3), 15, -3), ("Atlantic", "Virginia", (4, 5), 13, 1),
    ("Atlantic", "New Hampshire", (6,), 4, -1),
    ("Pacific", "Washington", (1, 2), 11, -3), ("Pacific", "Colorado", (3, 4), 9, -1),
    ("Pacific", "Oregon", (5,), 7, -2), ("Pacific", "New Mexico", (6,), 5, -1),
    ("Southeast", "Florida", (1, 2, 3), 27, 1), ("Southeast", "North Carolina", (4, 5), 15, 2),
    ("Southeast", "West Virginia", (6,), 5, 3),
    ("Midwest", "Ohio", (1, 2, 3), 20, 1), ("Midwest", "Indiana", (4, 5), 11, 2), ("Midwest", "Iowa", (6,), 7, -1),
    ("Plains", "Missouri", (1, 2), 11, 1), ("Plains", "Minnesota", (3, 4), 10, -2), ("Plains", "Nevada", (5,), 5, 1),
    ("Plains", "Montana", (6,), 3, 3),
]


def test_the_standard_boards_match_the_rulings_table():
    rows = [(SC.regions[s.region].name, s.name, s.faces, s.votes, s.start) for s in SC.states]
    assert rows == TABLE
    assert [r.name for r in SC.regions] == ["Rust Belt", "Atlantic", "Pacific", "Southeast", "Midwest", "Plains"]


def test_the_standard_numbers():
    assert SC.base_votes == (155, 157) and sum(SC.base_votes) + sum(s.votes for s in SC.states) == 538
    assert (SC.weeks, SC.days_per_week, SC.cash_start, SC.cash_max, SC.votes_to_win) == (9, 7, 10, 20, 270)
    assert (SC.campaign_day_cost, SC.advertising_day_cost, SC.advertising_day_cost_blitz) == (1, 5, 3)
    assert SC.opponent_stops == (2, 2, 3, 3, 3, 4, 4, 5, 5) and SC.opponent_advert_weeks == {3, 6, 9}
    assert (SC.opponent_push, SC.opponent_push_doubles) == (2, 3)


def test_the_eight_small_states_have_nine_votes_or_fewer():
    assert [SC.states[s].name for s in SC.small_states] == [
        "New Hampshire", "Colorado", "Oregon", "New Mexico", "West Virginia", "Iowa", "Nevada", "Montana"]


def test_at_the_starting_squares_the_count_stands_271_to_267():
    assert GAME.new_initial_state({}, 0).votes() == [271, 267]


def test_the_scenario_option_names_a_scenario_file():
    assert "standard" in scenario_names()
    with pytest.raises(BadOptions):
        GAME.validate_options({"scenario": "nowhere"})
    with pytest.raises(DataFileError, match="no scenario called 'nowhere'"):
        load_scenario("nowhere")


def raw():
    return copy.deepcopy(read_toml(PATH))


def refused(data) -> DataFileError:
    with pytest.raises(DataFileError) as caught:
        read_scenario(data, PATH, "standard")
    error = caught.value
    assert error.path == str(PATH) and str(PATH) in str(error)
    return error


def test_a_state_starting_on_the_white_square_is_refused_naming_file_and_key():
    data = raw()
    data["regions"][2]["states"][1]["start"] = 0          # Colorado
    error = refused(data)
    assert error.key == "regions[2].states[1].start"
    assert "white square" in error.fault and "regions[2].states[1].start" in str(error)


def edit_state(key, value):
    def edit(data):
        data["regions"][0]["states"][0][key] = value
    return edit


def delete(*keys):
    def edit(data):
        table = data
        for key in keys[:-1]:
            table = table[key]
        del table[keys[-1]]
    return edit


def setter(value, *keys):
    def edit(data):
        table = data
        for key in keys[:-1]:
            table = table[key]
        table[keys[-1]] = value
    return edit


BROKEN = [
    ("faces not covering the die", edit_state("faces", [1]), "regions[0].states", "cover 1 to 6"),
    ("a start off the track", edit_state("start", 6), "regions[0].states[0].start", "at most 5"),
    ("votes not making 538", edit_state("votes", 22), "base_votes", "not 538"),
    ("a state with no votes", edit_state("votes", 0), "regions[0].states[0].votes", "at least 1"),
    ("a code in small letters", edit_state("code", "pa"), "regions[0].states[0].code", "capital letters"),
    ("two states with one code", edit_state("code", "MI"), "regions", "share a code"),
    ("five regions", lambda d: d["regions"].pop(), "regions", "needs 6"),
    ("a chart whose totals fall", setter([[0, 0], [6, 2], [3, 1]], "charts", "campaign"), "charts.campaign", "rise"),
    ("a final margin chart too short", setter([0] * 10, "charts", "final_margin"), "charts.final_margin", "11"),
    ("a stop list too short", setter([2, 2], "opponent", "stops"), "opponent.stops", "9"),
    ("a negative stop count", setter([-1] * 9, "opponent", "stops"), "opponent.stops", "fewer than 0"),
    ("an ad in week 10", setter([3, 10], "opponent", "advert_weeks"), "opponent.advert_weeks", "1 to 9"),
    ("more starting cash than the most", setter(25, "cash_start"), "cash_start", "at most 20"),
    ("no title", delete("title"), "title", "is missing"),
    ("no charts", delete("charts"), "charts", "is missing"),
    ("media presence as text", setter("lots", "charts", "media_presence"), "charts.media_presence", "list"),
    ("two regions with one name", setter("Atlantic", "regions", 0, "name"), "regions", "share a name"),
]


@pytest.mark.parametrize("what,edit,key,words", BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_scenario_is_refused_with_its_key_and_fault(what, edit, key, words):
    data = raw()
    edit(data)
    error = refused(data)
    assert error.key == key and words in error.fault, str(error)


def test_the_unedited_copy_reads_as_the_standard_scenario():
    assert read_scenario(raw(), PATH, "standard") == SC


def test_the_scenario_and_fixed_dice_are_options_for_files_not_for_the_setup_screen():
    # a default of None keeps an option off the setup screen and out of a match's options
    assert GAME.validate_options({}) == {"players": 1, "party": "democrat", "home_states": False}
    assert GAME.validate_options({"dice": [1, 6], "scenario": "standard"})["dice"] == [1, 6]
    for bad in ([0], [7], [2, "3"], 5, [True]):
        with pytest.raises(BadOptions):
            GAME.validate_options({"dice": bad})
    state = GAME.new_initial_state({"dice": [5, 2]}, 0)
    state.apply(END_MOVE)
    assert state.chance_outcomes() == [(MarginMove("die", face=5), 1.0)]
    state.apply(MarginMove("die", face=5))
    assert state.chance_outcomes() == [(MarginMove("die", face=2), 1.0)]
    state.apply(MarginMove("die", face=2))
    assert len(state.chance_outcomes()) == 6          # after the fixed dice, random ones
