"""Dodgson's consequence of a mistake, for the review's card (review_words.py): the pieces taken
for and against a seat in one line and not in the other, on hand-made tallies of captures."""
from game.engines.dodgson import GAME
from game.engines.dodgson.board import BISHOP, KNIGHT, PAWN, QUEEN, ROOK
from game.engines.dodgson.notation import taken_index

WHITE, GOLD, BLACK, GREEN = range(4)
NAMES = ["You", "Gold", "Black", "Green"]
SEATS = ["White", "Gold", "Black", "Green"]


def _after(*captures):
    """The start with these captures counted: (capturer, victim, kind)."""
    state = GAME.new_initial_state({}, 0)
    for capturer, victim, kind in captures:
        state.taken[taken_index(capturer, victim, kind)] += 1
    return state


def test_a_knight_kept_in_the_better_line_and_lost_with_a_rook_in_the_played_one():
    better, played = _after(), _after((GOLD, WHITE, KNIGHT), (GOLD, WHITE, ROOK))
    assert GAME.consequence_in_words(better, played, WHITE, NAMES) == \
        "After the better move you keep your rook and knight; after the move played, Gold takes your rook and knight."
    assert GAME.consequence_in_words(better, played, WHITE, SEATS) == \
        "After the better move White keeps their rook and knight; after the move played, Gold takes White's rook and knight."


def test_a_capture_missed_and_the_pawns_counted():
    better = _after((WHITE, BLACK, QUEEN), (GREEN, WHITE, PAWN))
    played = _after((GREEN, WHITE, PAWN), (GREEN, WHITE, PAWN), (WHITE, GREEN, BISHOP))
    assert GAME.consequence_in_words(better, played, WHITE, NAMES) == (
        "After the better move you take Black's queen, and you keep your pawn; after the move played, "
        "you take Green's bishop, and Green takes your pawn.")


def test_a_bot_seat_in_the_third_person_and_you_as_the_taker():
    better, played = _after((WHITE, GOLD, ROOK)), _after((GOLD, WHITE, PAWN))
    # Gold's better move trades its rook away; the move played takes a pawn and keeps the rook
    assert GAME.consequence_in_words(better, played, GOLD, NAMES) == (
        "After the better move you take Gold's rook; after the move played, Gold takes your pawn, "
        "and Gold keeps their rook.")


def test_the_same_captures_say_nothing():
    assert GAME.consequence_in_words(_after((GOLD, WHITE, PAWN)), _after((GOLD, WHITE, PAWN)), WHITE, NAMES) == ""
