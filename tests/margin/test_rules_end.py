"""Margin of Error: election night. Last-minute campaigning with the small-state tokens (N tokens
roll N dice, no gaffes, no bonus), the final margin roll for every state that is not safe, the
count (the white square goes to the leaning party), 270 to win and the 269-269 draw."""
import pytest

from game.core.state import CHANCE
from game.engines.margin.resolve import most_dice
from tests.margin.rules_helpers import events, index, last, play, poll, quiet, roll

# The Democrats' 155 plus these states make exactly 269.
DEM_269 = ("PA", "MI", "WI", "NJ", "WA", "CO", "OR", "NM", "MN", "NH", "NV")


def settled(party: str = "democrat", players: int = 1, democratic=DEM_269):
    """Week 9 with every state safe, so the count follows at once: `democratic` at -5, the rest +5."""
    state = quiet(players=players, party=party, week=9)
    state.polls = [-5 if s.code in democratic else 5 for s in state.scenario.states]
    return state


def end_week(state) -> None:
    while state.phase == "plan":
        play(state, "end")


def test_small_state_tokens_are_placed_then_rolled_together_per_state():
    state = quiet(week=9, MO=1, OH=1)
    state.small_tokens[0] = frozenset(index(state, c) for c in ("NV", "MT", "IA"))
    play(state, "media", "media", "media", "end")
    assert state.phase == "last" and state.current_player() == 0
    assert len(state.legal_moves()) == 20               # any state, small or not
    play(state, "last MO", "last MO", "last OH")
    assert state.current_player() == CHANCE and state.need == 2
    roll(state, 2, 3)                                   # 5, no bonus (the media days are over): one square
    assert last(state, "last")["moves"] == [(index(state, "MO"), 1, 0)]
    roll(state, 4)                                      # one token, one die: 4 is one square
    assert last(state, "last")["squares"] == 1 and poll(state, "OH") == 0


def test_every_small_state_token_may_go_on_one_state_and_they_roll_as_one():
    """Issue 33: the three days of a campaign stop do not limit the tokens; a campaign earns
    one token a small state, so the biggest roll of the game is every small state's token."""
    state = quiet(week=9, OH=1)
    smalls = state.scenario.small_states
    state.small_tokens[0] = frozenset(smalls)
    play(state, "end", *["last OH"] * len(smalls))
    assert state.task[0] == "last" and state.need == len(smalls) == most_dice(state.scenario) == 8
    roll(state, *[1] * 8)                                # 8, no gaffe: two squares
    assert last(state, "last")["squares"] == 2 and poll(state, "OH") == -1


def test_last_minute_doubles_and_triples_are_no_gaffe():
    state = quiet(week=9, OH=1)
    state.small_tokens[0] = frozenset(index(state, c) for c in ("NV", "MT", "IA"))
    play(state, "end", "last OH", "last OH", "last OH")
    roll(state, 4, 4, 4)                                 # 12: three squares, no gaffe, no question
    assert last(state, "last")["squares"] == 3 and poll(state, "OH") == -2
    assert state.current_player() == CHANCE             # straight on to the final margin


def test_last_minute_campaigning_keeps_the_safe_state_limit():
    state = quiet(week=9, OH=5)
    state.small_tokens[0] = frozenset({index(state, "NV"), index(state, "MT")})
    play(state, "end", "last OH", "last OH")
    roll(state, 6, 6)
    assert poll(state, "OH") == 4


def test_without_tokens_election_night_goes_straight_to_the_final_margin():
    state = quiet(week=9)
    play(state, "end")
    assert state.phase == "resolve" and state.current_player() == CHANCE
    assert state.task[0] == "final" and not events(state, "last")


def test_the_final_margin_is_rolled_for_every_state_that_is_not_safe_only():
    state = settled()
    for code, value in (("OH", 1), ("CO", -3), ("NM", 3)):
        state.polls[index(state, code)] = value
    end_week(state)
    for _ in range(3):
        roll(state, 3, 4)                                # 7: no move
    finals = events(state, "final")
    assert [e["moves"][0] for e in finals] == [(index(state, "CO"), -3, -3), (index(state, "NM"), 3, 3),
                                               (index(state, "OH"), 1, 1)]
    assert len(finals) == 3 and state.phase == "over"


@pytest.mark.parametrize("dice,after", [((1, 1), 4), ((1, 2), 3), ((2, 3), 2), ((3, 4), 1), ((4, 4), 0),
                                        ((5, 5), -1), ((6, 6), -2)])
def test_the_final_margin_moves_the_poll_for_the_solo_player(dice, after):
    state = settled()
    state.polls[index(state, "OH")] = 1
    end_week(state)
    roll(state, *dice)
    assert poll(state, "OH") == after and state.phase == "over"


def test_the_final_margin_for_a_republican_player_moves_the_other_way():
    state = settled(party="republican")
    state.polls[index(state, "OH")] = 1
    end_week(state)
    roll(state, 6, 6)
    assert poll(state, "OH") == 4


def test_with_two_players_the_final_margin_is_read_for_the_democrat():
    state = settled(players=2)
    state.polls[index(state, "OH")] = 1
    end_week(state)
    roll(state, 6, 6)                                    # 12: three squares the Democrat's way
    assert poll(state, "OH") == -2 and last(state, "final")["side"] == 0


def test_the_final_margin_ignores_the_safe_state_limit_it_cannot_meet():
    state = settled()
    state.polls[index(state, "OH")] = 3
    end_week(state)
    roll(state, 1, 1)                                    # three the wrong way: stops at the end
    assert poll(state, "OH") == 5


def test_the_white_square_goes_to_the_party_the_state_leaned_to():
    state = settled(democratic=DEM_269[:-1])             # without Nevada
    state.polls[index(state, "NV")] = 0                  # Nevada leans Republican
    state.polls[index(state, "CO")] = 0                  # Colorado leans Democratic
    assert state.votes() == [264, 274]
    state.polls[index(state, "NV")] = -1
    assert state.votes() == [269, 269] and sum(state.votes()) == 538


def test_270_wins_the_solo_game():
    state = settled(democratic=DEM_269 + ("IA",))
    end_week(state)
    out = state.outcome()
    assert state.is_terminal() and out.winners == (0,) and out.scores == (276.0,)
    assert "by 14 electoral votes" in out.reason and state.returns() == [1.0]


def test_fewer_than_270_loses_the_solo_game():
    state = settled(democratic=DEM_269[:-1])
    end_week(state)
    out = state.outcome()
    assert out.winners == () and not out.is_draw and out.scores == (264.0,) and state.returns() == [0.0]
    assert "lose" in out.reason


def test_269_269_is_a_draw_in_the_solo_game():
    state = settled()
    end_week(state)
    out = state.outcome()
    assert out.drawn and out.is_draw and out.winners == () and out.scores == (269.0,)
    assert state.returns() == [0.5]


def test_the_republican_player_counts_the_republican_votes():
    state = settled(party="republican", democratic=DEM_269[:-1])
    end_week(state)
    out = state.outcome()
    assert out.winners == (0,) and out.scores == (274.0,)


def test_two_players_270_wins_and_269_269_draws():
    state = settled(players=2, democratic=DEM_269 + ("IA",))
    end_week(state)
    assert state.outcome().winners == (0,) and state.outcome().scores == (276.0, 262.0)
    tie = settled(players=2)
    end_week(tie)
    assert tie.outcome().winners == () and tie.outcome().is_draw and tie.returns() == [0.5, 0.5]
