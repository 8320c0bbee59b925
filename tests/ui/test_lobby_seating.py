"""The lobby's rules of sitting down (game/core/lobby_seating.py), without a window."""
from __future__ import annotations

from game.core.lobby_seating import FULL, JOINED, KEPT, Seating

PALETTE = [((70, 140, 245), "Blue"), ((232, 72, 80), "Red"), ((60, 190, 120), "Green"), ((240, 150, 40), "Orange")]


def test_a_device_sits_once_and_full_tables_refuse_more():
    seating = Seating(2, PALETTE, colours_fixed=False)
    assert seating.join("pad1") == JOINED and seating.join("pad1") == JOINED
    assert seating.join("pad2") == JOINED
    assert seating.join("pad3") == FULL
    assert seating.devices() == ["pad1", "pad2"] and seating.full()


def test_keyboards_wait_while_the_pads_left_out_need_every_free_seat_unless_they_ask_again():
    seating = Seating(4, PALETTE, colours_fixed=False)
    assert seating.join("kbm", pads_waiting=4) == KEPT
    assert seating.join("wasd", pads_waiting=4) == KEPT       # another keyboard: told too
    assert seating.join("kbm", pads_waiting=4) == KEPT        # not "at once": wasd asked in between
    assert seating.join("kbm", pads_waiting=4) == JOINED      # asked again at once
    assert seating.join("wasd", pads_waiting=2) == JOINED     # three free seats, two pads out
    assert seating.join("pad1", pads_waiting=2) == JOINED     # pads are never kept waiting


def test_moving_skips_taken_seats_and_a_fixed_colour_follows_the_seat():
    seating = Seating(4, PALETTE, colours_fixed=True)
    seating.join("pad1")
    seating.join("pad2")
    assert seating.move("pad1", 1) and seating.seat_of("pad1") == 2
    assert seating.seats[2].colour == 2 and not seating.recolour("pad1", 1)
    assert seating.move("pad1", -1) and seating.seat_of("pad1") == 0     # over pad2's seat


def test_colours_are_never_shared_and_the_seats_own_comes_first():
    seating = Seating(3, PALETTE, colours_fixed=False)
    seating.join("pad1")
    assert seating.set_colour("pad1", 1)                      # pad1 takes seat 2's own colour
    seating.join("pad2")                                      # seat 1: its own is taken, the first free
    assert [s.colour for s in seating.seats if s] == [1, 0]
    assert not seating.set_colour("pad2", 1)
    for _ in range(9):
        seating.recolour("pad2", 1)
        assert seating.seats[1].colour != seating.seats[0].colour
    assert len({c for c, _ in seating.chosen_colours()[:2]}) == 2


def test_bots_take_free_seats_then_the_newest_plays_harder_and_goes_first():
    seating = Seating(3, PALETTE, colours_fixed=False)
    seating.join("kbm")
    assert seating.add_bot() == 1 and seating.add_bot("easy") == 2
    assert seating.add_bot() == 2 and seating.seats[2].bot == "normal"    # full: the newest, harder
    seating.add_bot()
    seating.add_bot()
    assert seating.seats[2].bot == "easy"                                # Hard goes round to Easy
    assert seating.remove_bot() == 2 and seating.remove_bot() == 1 and seating.remove_bot() is None
    seats = Seating(1, PALETTE, False)
    seats.add_bot("hard")
    assert [(s.kind, s.bot) for s in seats.match_seats()] == [("bot", "hard")]
