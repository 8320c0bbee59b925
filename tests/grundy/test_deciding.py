"""Why a finished Grundy match ended and where it was decided, for the results card: the move
after which the winner was sure to win, checked against the brute-force referee."""
import random

from game.engines.grundy import GAME
from game.engines.grundy.deciding import deciding_sentence, ending_sentence
from tests.grundy.helpers import brute_force_margin, graph, hexagon_state, play, state_on

NAMES = ["Blue", "Red"]


def _winner_margin(state, winner: int) -> int:
    """The brute-force referee: `winner`'s final margin from `state` with best play by both."""
    future = brute_force_margin(state.board.neighbours, state.numbers, 5)
    mover = state.to_move
    margin = state.scores[1 - mover] - state.scores[mover] + future
    return margin if mover == winner else -margin


def _winner_wins_from(state, winner: int) -> bool:
    return _winner_margin(state, winner) > 0


def _random_record(seed: int):
    start = hexagon_state()
    state, moves, rng = start.clone(), [], random.Random(seed)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        moves.append(state.move_to_text(move))
        state.apply(move)
    return start, moves, state


def test_a_path_of_three_is_the_second_players_from_the_first_move():
    # a - b - c, Blue first: 1 in the middle forces Red to a 2 and Blue to another 2 (3 to 2)
    start = state_on(graph(3, [(0, 1), (1, 2)]))
    final = play(start.clone(), "b=1 a=2 c=2")
    assert final.scores == [3, 2]
    assert GAME.end_in_words(final, NAMES) == "Every circle holds a number: Red wins with the lower score, 2 to 3."
    assert GAME.decided_in_words(start, ["b=1", "a=2", "c=2"], NAMES) == \
        "With best play Red was sure to win from the first move."


def test_the_named_move_is_the_one_after_which_the_referee_says_the_winner_wins():
    later = from_draw = 0
    for seed in range(12):
        start, moves, final = _random_record(seed)
        outcome = final.outcome()
        sentence = GAME.decided_in_words(start, moves, NAMES)
        if not outcome.winners:
            assert sentence.endswith("the last number, left the scores level.")
            continue
        winner = outcome.winners[0]
        states = [start.clone()]
        for text in moves:
            states.append(play(states[-1].clone(), text))
        decided = len(moves)
        while decided > 0 and _winner_wins_from(states[decided - 1], winner):
            decided -= 1
        if decided == 0:
            assert sentence == f"With best play {NAMES[winner]} was sure to win from the first move."
            continue
        later += 1
        before = states[decided - 1]
        vertex, number = before.text_to_move(moves[decided - 1])
        move = f"{NAMES[before.to_move]}'s {number} in circle {before.board.labels[vertex]}"
        if _winner_margin(before, winner) == 0:        # a draw with best play: it could not lose already
            from_draw += 1
            assert sentence == f"{move} turned a draw into a sure win for {NAMES[winner]}."
        else:
            assert sentence == f"After {move}, {NAMES[winner]} was sure to win."
    assert later > from_draw > 0    # matches decided after the first move, from a loss and from a draw


def test_a_draw_names_the_last_number_and_a_map_says_country():
    start, moves, final = next(r for r in (_random_record(s) for s in range(40)) if not r[2].outcome().winners)
    assert ending_sentence(final, NAMES, "country").startswith("Every country holds a number and the scores are level")
    last = start.clone()
    for text in moves[:-1]:
        last = play(last, text)
    vertex, number = last.text_to_move(moves[-1])
    assert deciding_sentence(start, moves, NAMES, "country") == \
        f"{NAMES[last.to_move]}'s {number} in country {last.board.labels[vertex]}, the last number, left the scores level."


def test_on_a_map_the_games_words_say_country():
    # the contract finds the noun from the board (GrundyGame.end_in_words, decided_in_words)
    start = GAME.new_initial_state({"board": "map-10"}, 5)
    state, moves, rng = start.clone(), [], random.Random(5)
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        moves.append(state.move_to_text(move))
        state.apply(move)
    assert GAME.end_in_words(state, NAMES).startswith("Every country holds a number")
    decided = GAME.decided_in_words(start, moves, NAMES)
    assert " in country " in decided or decided.startswith("With best play"), decided
    assert "circle" not in GAME.move_rows(start, start.legal_moves()[0], NAMES)[0]
