"""Where a finished Not a Dodgson System Chess match was decided, for the results card: the
capture of the first eliminated player's piece after which the winner led the count for good."""
from game.engines.dodgson.deciding import deciding_sentence
from tests.dodgson.helpers import make_state, play

NAMES = ["White", "Gold", "Black", "Green"]


def _finish(pieces, moves, to_move="W", captures="-"):
    start = make_state(pieces, to_move=to_move, captures=captures)
    final = play(start.clone(), *moves)
    assert final.outcome() is not None
    return start, final


def test_the_capture_that_put_the_winner_ahead_for_good_is_named():
    # White takes Black's queen (3), then Gold takes Black's last piece, a pawn (1): White wins 3 to 1
    start, final = _finish({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"}, ["A d1xd4", "A a3xc3"])
    assert final.eliminated_player() == 2 and final.outcome().winners == (0,)
    sentence = deciding_sentence(start, ["A d1xd4", "A a3xc3"], NAMES)
    assert sentence == "White took Black's queen (board A, d4) and led on Black's pieces from there."


def test_a_lead_taken_with_the_last_piece_says_so_and_counts_the_earlier_captures():
    # White already has a Black pawn (1); Gold takes Black's last piece, a knight (2), and wins 2 to 1
    start, final = _finish({"A d1": "Gr", "A d4": "Bn"}, ["A d1xd4"], to_move="G", captures="WxBp")
    assert final.outcome().winners == (1,)
    sentence = deciding_sentence(start, ["A d1xd4"], NAMES)
    assert sentence == "Gold took Black's last piece, a knight (board A, d4), and went ahead with it."


def test_the_seats_are_named_as_the_screen_names_them():
    start, _final = _finish({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"}, ["A d1xd4", "A a3xc3"])
    sentence = deciding_sentence(start, ["A d1xd4", "A a3xc3"], ["Ann", "Bo", "Cy", "Di"])
    assert sentence.startswith("Ann took Cy's queen")


def test_an_unfinished_record_says_nothing():
    start = make_state({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"})
    assert deciding_sentence(start, ["A d1xd4"], NAMES) == ""
