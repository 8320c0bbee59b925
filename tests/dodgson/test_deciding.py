"""Why a finished Not a Dodgson System Chess match ended and where it was decided, for the results
card (DodgsonGame.end_in_words, decided_in_words): the tie-break that gave the win, and the capture
of the first eliminated player's piece after which the winner led the count for good."""
from game.engines.dodgson import GAME
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
    sentence = GAME.decided_in_words(start, ["A d1xd4", "A a3xc3"], NAMES)
    assert sentence == "White took Black's queen (board A, d4) and led on Black's pieces from there."


def test_a_lead_taken_with_the_last_piece_says_so_and_counts_the_earlier_captures():
    # White already has a Black pawn (1); Gold takes Black's last piece, a knight (2), and wins 2 to 1
    start, final = _finish({"A d1": "Gr", "A d4": "Bn"}, ["A d1xd4"], to_move="G", captures="WxBp")
    assert final.outcome().winners == (1,)
    sentence = GAME.decided_in_words(start, ["A d1xd4"], NAMES)
    assert sentence == "Gold took Black's last piece, a knight (board A, d4), and went ahead with it."


def test_the_seats_are_named_as_the_screen_names_them():
    start, _final = _finish({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"}, ["A d1xd4", "A a3xc3"])
    sentence = GAME.decided_in_words(start, ["A d1xd4", "A a3xc3"], ["Ann", "Bo", "Cy", "Di"])
    assert sentence.startswith("Ann took Cy's queen")


def test_an_unfinished_record_says_nothing():
    start = make_state({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"})
    assert GAME.decided_in_words(start, ["A d1xd4"], NAMES) == ""


def test_the_end_says_who_fell_first_and_who_took_the_most_from_them():
    start, final = _finish({"A d1": "Wr", "A d4": "Bq", "A a3": "Gr", "A c3": "Bp"}, ["A d1xd4", "A a3xc3"])
    assert GAME.end_in_words(final, NAMES) == "Black fell first: White took the most points from Black."
    assert GAME.end_in_words(start, NAMES) == ""


def test_a_tie_on_points_is_settled_by_rooks_then_pawns():
    # White and Gold both take 3 points from Black: White's rook against Gold's knight and pawn
    _start, final = _finish({"A c3": "Wp", "A d4": "Bp"}, ["A c3xd4"], captures="WxBr,GxBn,GxBp")
    assert final.outcome().winners == (0,)
    assert GAME.end_in_words(final, NAMES) == "Black fell first; tie on 3 points: White took more rooks."
    # no rooks either side, Gold with fewer pawns: a queen (3) against White's three pawns
    _start, final = _finish({"A c3": "Wp", "A d4": "Bp"}, ["A c3xd4"], captures="WxBp,WxBp,GxBq")
    assert final.outcome().winners == (1,)
    assert GAME.end_in_words(final, ["Ann", "Bo", "Cy", "Di"]) == \
        "Cy fell first; tie on points and rooks: Bo took fewer pawns (0)."
