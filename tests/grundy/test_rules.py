"""Each rule of the Grundy text and each Grundy ruling, one test (or a few) per rule."""
import pytest

from game.core.state import TERMINAL, BadOptions, IllegalMove
from game.engines.grundy import GAME
from game.engines.grundy.board_choice import random_board
from game.engines.grundy.moves import draw_first_player, smallest_allowed_number
from game.engines.grundy.scoring import decide_winner
from tests.grundy.helpers import cycle, fill, graph, hexagon_state, play, state_on


# ---- rule 1: "Decide randomly which player goes first." -------------------------------------------
def test_rule1_first_player_is_drawn_from_the_seed():
    firsts = [GAME.new_initial_state({}, seed).current_player() for seed in range(1, 41)]
    assert set(firsts) == {0, 1}
    assert 10 <= firsts.count(0) <= 30
    for seed in (3, 17):
        assert GAME.new_initial_state({}, seed).first_player == draw_first_player(seed)
        assert GAME.new_initial_state({}, seed).current_player() == GAME.new_initial_state({}, seed).current_player()


def test_rule1_the_draw_is_the_default_of_who_starts():
    option = next(o for o in GAME.options() if o.key == "starts")
    assert option.label == "Who starts" and option.default == "random"
    assert list(option.choices) == ["random", "player 1", "player 2"]
    for seed in range(1, 41):
        drawn = GAME.new_initial_state({"starts": "random"}, seed)
        assert drawn.first_player == draw_first_player(seed) == GAME.new_initial_state({}, seed).first_player


@pytest.mark.parametrize("starts, first", [("player 1", 0), ("player 2", 1)])
def test_rule1_players_may_choose_who_starts_instead(starts, first):
    for seed in range(1, 41):
        state = GAME.new_initial_state({"board": "hexagon", "starts": starts}, seed)
        assert state.first_player == first and state.current_player() == first


def test_rule1_who_starts_refuses_anything_else():
    with pytest.raises(BadOptions) as info:
        GAME.new_initial_state({"starts": "me"}, 1)
    assert "options.starts: 'me' is not one of grundy's starting players (random, player 1, player 2)" in str(info.value)


# ---- rule 2: a positive whole number, in an empty vertex ------------------------------------------
@pytest.mark.parametrize("number", [0, -1, 1.5, "2", True, None])
def test_rule2_only_positive_whole_numbers(number):
    state = hexagon_state()
    with pytest.raises(IllegalMove):
        state.apply((0, number))
    assert not state.is_legal_move((0, number))


def test_rule2_only_empty_vertices():
    state = play(hexagon_state(), "a=1")
    with pytest.raises(IllegalMove, match="already holds"):
        state.apply((0, 3))
    with pytest.raises(IllegalMove):
        state.text_to_move("a=3")
    assert all(vertex != 0 for vertex, _ in state.legal_moves())


def test_rule2_no_vertex_outside_the_board():
    state = hexagon_state()
    for move in [(6, 1), (-1, 1), ("a", 1), (0,), 5]:
        assert not state.is_legal_move(move)
    with pytest.raises(IllegalMove, match="no vertex g"):
        state.text_to_move("g=1")
    with pytest.raises(IllegalMove, match="no vertex 7"):
        state.text_to_move("7=1")


# ---- rule 3: no number already written on an adjacent vertex ---------------------------------------
def test_rule3_a_neighbour_s_number_is_refused():
    state = play(hexagon_state(), "a=2")
    with pytest.raises(IllegalMove, match="already on a, a neighbour of b"):
        state.apply((1, 2))
    with pytest.raises(IllegalMove, match="already on a, a neighbour of f"):
        state.text_to_move("f=2")
    assert (1, 2) not in state.legal_moves() and (5, 2) not in state.legal_moves()


def test_rule3_the_same_number_is_fine_away_from_it():
    state = play(hexagon_state(), "a=2")
    state.apply((2, 2))     # c is not next to a
    assert state.numbers[2] == 2


def test_rule3_only_lines_make_neighbours():
    # a path a-b-c: a and c may both hold 1, b may not
    state = state_on(graph(3, [(0, 1), (1, 2)]))
    state.apply((0, 1))
    state.apply((2, 1))
    assert state.allowed_numbers(1, cap=4) == [2, 3, 4]


# ---- rule 4: the number written is added to the writer's score -------------------------------------
def test_rule4_numbers_add_to_the_writer_s_score():
    state = hexagon_state(first_player=1)
    play(state, "a=1 c=3 e=2")
    assert state.scores == [3, 3]      # player 2 wrote 1 and 2, player 1 wrote 3
    assert state.owners[:5] == [1, -1, 0, -1, 1]


# ---- rule 5: the game goes on until every vertex holds a number ------------------------------------
def test_rule5_the_game_ends_exactly_when_all_vertices_are_filled():
    state = hexagon_state()
    for ply, text in enumerate("a=1 b=2 c=1 d=2 e=1 f=2".split()):
        assert not state.is_terminal() and state.outcome() is None
        assert state.current_player() == ply % 2
        play(state, text)
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        state.apply((0, 9))


def test_rule5_there_is_always_a_legal_move_until_the_end():
    # the listed numbers always leave one free number: degree + 1 of them at least
    state = state_on(graph(4, [(0, 1), (0, 2), (0, 3)]))
    fill(state, {1: 1, 2: 2, 3: 3})
    assert state.legal_moves() == [(0, 4)]


# ---- rule 6 and ruling: lowest score wins, equal scores draw ---------------------------------------
def test_rule6_lowest_score_wins():
    state = play(hexagon_state(), "a=1 b=2 c=1 d=2 e=1 f=2")
    outcome = state.outcome()
    assert outcome.scores == (3, 6) and outcome.winners == (0,)
    assert outcome.reason == "lowest score wins, 3 to 6"
    assert state.returns() == [1.0, 0.0]
    assert decide_winner([9, 4]).winners == (1,)


def test_ruling_equal_scores_are_a_draw():
    state = play(hexagon_state(), "a=1 d=1 b=2 e=2 c=3 f=3")
    outcome = state.outcome()
    assert outcome.scores == (6, 6) and outcome.is_draw and outcome.winners == ()
    assert state.returns() == [0.5, 0.5]


# ---- ruling: any positive whole number may be written ----------------------------------------------
def test_ruling_any_positive_number_is_accepted_when_typed():
    state = hexagon_state()
    move = state.text_to_move("c=7")
    assert move == (2, 7) and move not in state.legal_moves()   # legal, though not listed
    state.apply(move)
    assert state.scores[0] == 7
    state.apply(state.text_to_move("d=1000"))
    assert state.scores[1] == 1000


def test_ruling_the_smallest_allowed_number_is_offered_first():
    state = play(hexagon_state(), "a=1 c=2")
    assert smallest_allowed_number(state, 1) == 3
    assert smallest_allowed_number(state, 3) == 1
    assert state.allowed_numbers(3) == [1, 3]      # d touches c (2): 1 first
    listed_for_b = [k for v, k in state.legal_moves() if v == 1]
    assert listed_for_b == [3]


def test_listed_numbers_reach_one_plus_the_largest_nearby_degree():
    # a star: centre degree 3, leaves degree 1; a leaf may list up to 4 (to block the centre)
    star = graph(4, [(0, 1), (0, 2), (0, 3)])
    state = state_on(star)
    assert star.number_caps == (4, 4, 4, 4)
    assert [k for v, k in state.legal_moves() if v == 1] == [1, 2, 3, 4]
    ring = cycle(5)
    assert ring.number_caps == (3,) * 5


# ---- ruling: boards are graphs or maps --------------------------------------------------------------
def test_ruling_board_kinds_and_random_maps_from_the_seed():
    assert GAME.new_initial_state({"board": "petersen"}, 1).board.kind == "graph"
    assert GAME.new_initial_state({"board": "map-14"}, 1).board.kind == "map"
    one = GAME.new_initial_state({"board": "random-map", "size": 9}, 5).board
    again = GAME.new_initial_state({"board": "random-map", "size": 9}, 5).board
    other = GAME.new_initial_state({"board": "random-map", "size": 9}, 6).board
    assert one.kind == "map" and one.size == 9 and one is again
    assert one.edges == random_board.__wrapped__("random-map", 9, 5).edges
    assert other.edges != one.edges or other.positions != one.positions


@pytest.mark.parametrize("options, fault", [
    ({"board": "nowhere"}, "grundy: options.board: 'nowhere' is not one of grundy's boards (chvatal, "),
    ({"board": "random-map", "size": 3}, "options.size: 3 is not one of grundy's random board sizes (8 to 30)"),
    ({"board": "random-map", "size": "big"}, "options.size: 'big' is not a whole number"),
    ({"board": 7}, "options.board: 7 is not text"),
    ({"colour": "red"}, "options.colour: grundy has no such option (its options: board, size, starts)"),
    ({"players": 3}, "options.players: 3 is not a player count of grundy (always 2)"),
])
def test_bad_options_are_refused_by_name(options, fault):
    with pytest.raises(BadOptions) as info:
        GAME.new_initial_state(options, 1)
    assert fault in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(BadOptions):
        GAME.state_from_position("hexagon / 1: a=1", options)


def test_game_description():
    assert GAME.name == "grundy" and GAME.title == "Grundy game"
    assert GAME.min_players == GAME.max_players == 2 and not GAME.has_chance
    assert GAME.default_options() == {"board": "petersen", "size": 14, "starts": "random"}
    choices = GAME.options()[0].choices
    assert "hexagon" in choices and "random-map" in choices
