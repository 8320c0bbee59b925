"""Who sits where in the couch lobby (game/scenes/lobby.py shows it): the seats, the device or
bot in each, their colours, and the rules of sitting down. Pure Python: devices are their names
("kbm", "wasd", "pad1".."pad4"), so the rules are tested without a window.

The rules:
* a device joins with its confirm button and takes the first free seat; it holds one seat at a
  time, and no seat holds two devices;
* it moves to the next free seat left or right (taken seats are skipped) and steps through the
  colours up or down (a colour another seat shows is skipped); cancel gives the seat up;
* pads before keyboards: while the gamepads that have not joined yet are at least as many as the
  free seats, a keyboard half (or the mouse) asking to join is told the seats are kept for the
  pads; asking again at once takes a seat all the same (a pad's owner may not want to play);
* a bot (Easy, Normal or Hard) can be given the first free seat; asking for a bot when no seat
  is free makes the newest bot one level harder (Hard goes round to Easy); the newest bot can be
  sent away;
* in a game whose colours are its own (players named after them), each seat keeps its colour.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.bots import DIFFICULTIES
from game.core.session import Seat


JOINED = ""                      # join() answers: seated
FULL = "full"                    # no free seat
KEPT = "kept"                    # the free seats are kept for the gamepads


def is_pad(device: str) -> bool:
    return device.startswith("pad")


@dataclass
class Sitter:
    """Who holds a seat: a device, or a bot (no device) with its level; and the seat's colour
    (an index into the lobby's palette)."""
    device: str = ""
    bot: str = ""
    colour: int = 0

    @property
    def is_bot(self) -> bool:
        return not self.device


class Seating:
    def __init__(self, seat_count: int, palette: list, colours_fixed: bool):
        self.seats: list[Sitter | None] = [None] * seat_count
        self.palette = list(palette)          # (colour, name) pairs, the game's own first
        self.colours_fixed = colours_fixed
        self.bots: list[int] = []             # seats given to bots, the newest last
        self.asked_again = ""                 # the keyboard told the seats are kept for the pads

    # ---- what is where ----------------------------------------------------------------------
    def seat_of(self, device: str) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s is not None and s.device == device), None)

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is None]

    def full(self) -> bool:
        return not self.free_seats()

    def devices(self) -> list[str]:
        """The devices seated, in seat order."""
        return [s.device for s in self.seats if s is not None and s.device]

    def colour_of(self, seat: int):
        """(colour, name) the seat shows: its sitter's, or the game's own for an empty seat."""
        sitter = self.seats[seat]
        index = sitter.colour if sitter is not None else min(seat, len(self.palette) - 1)
        return self.palette[index]

    def colours_in_use(self, but: int | None = None) -> set[int]:
        return {s.colour for i, s in enumerate(self.seats) if s is not None and i != but}

    def _first_colour(self, seat: int) -> int:
        """A new sitter's colour: the seat's own when free, else the first free one."""
        if self.colours_fixed:
            return seat
        used = self.colours_in_use(but=seat)
        if seat < len(self.palette) and seat not in used:
            return seat
        return next(i for i in range(len(self.palette)) if i not in used)

    def _sit(self, seat: int, sitter: Sitter) -> int:
        sitter.colour = self._first_colour(seat)
        self.seats[seat] = sitter
        return seat

    # ---- people -------------------------------------------------------------------------------
    def join(self, device: str, pads_waiting: int = 0, at: int | None = None) -> str:
        """Seat `device` (at seat `at` when given and free). JOINED, FULL or KEPT; `pads_waiting`:
        connected gamepads that have not joined."""
        if self.seat_of(device) is not None:
            return JOINED
        free = self.free_seats()
        if not free:
            return FULL
        if not is_pad(device) and pads_waiting >= len(free) and self.asked_again != device:
            self.asked_again = device
            return KEPT
        self.asked_again = ""
        self._sit(at if at in free else free[0], Sitter(device=device))
        return JOINED

    def move(self, device: str, step: int) -> bool:
        """To the next free seat in direction `step` (+1 right, -1 left), round the table."""
        seat = self.seat_of(device)
        if seat is None or not self.free_seats():
            return False
        n = len(self.seats)
        target = next((seat + k * step) % n for k in range(1, n) if self.seats[(seat + k * step) % n] is None)
        return self.move_to(device, target)

    def move_to(self, device: str, target: int) -> bool:
        seat = self.seat_of(device)
        if seat is None or target == seat or not 0 <= target < len(self.seats) or self.seats[target] is not None:
            return False
        sitter, self.seats[seat] = self.seats[seat], None
        if self.colours_fixed:
            sitter.colour = target
        self.seats[target] = sitter
        return True

    def recolour(self, device: str, step: int) -> bool:
        """The next colour in direction `step` that no other seat shows."""
        seat = self.seat_of(device)
        if seat is None or self.colours_fixed:
            return False
        used = self.colours_in_use(but=seat)
        n = len(self.palette)
        current = self.seats[seat].colour
        choice = next(((current + k * step) % n for k in range(1, n) if (current + k * step) % n not in used), None)
        if choice is None:
            return False
        self.seats[seat].colour = choice
        return True

    def set_colour(self, device: str, index: int) -> bool:
        seat = self.seat_of(device)
        if seat is None or self.colours_fixed or not 0 <= index < len(self.palette) \
                or index in self.colours_in_use(but=seat):
            return False
        self.seats[seat].colour = index
        return True

    def leave(self, device: str) -> int | None:
        """Give up the device's seat (also when the device is unplugged); the seat it held."""
        seat = self.seat_of(device)
        if seat is not None:
            self.seats[seat] = None
        return seat

    # ---- bots ----------------------------------------------------------------------------------
    def add_bot(self, level: str = "normal", at: int | None = None) -> int | None:
        """A bot in seat `at` (or the first free seat); with no seat free, the newest bot plays one
        level harder. The seat changed, or None."""
        free = self.free_seats()
        if free:
            seat = self._sit(at if at in free else free[0], Sitter(bot=level))
            self.bots.append(seat)
            return seat
        if not self.bots:
            return None
        seat = self.bots[-1]
        sitter = self.seats[seat]
        sitter.bot = DIFFICULTIES[(DIFFICULTIES.index(sitter.bot) + 1) % len(DIFFICULTIES)]
        return seat

    def set_bot_level(self, seat: int, level: str) -> bool:
        sitter = self.seats[seat]
        if sitter is None or not sitter.is_bot or level not in DIFFICULTIES:
            return False
        sitter.bot = level
        return True

    def remove_bot(self, seat: int | None = None) -> int | None:
        """Send the bot in `seat` (default: the newest) away; the seat it held."""
        if not self.bots:
            return None
        seat = self.bots[-1] if seat is None else seat
        if seat not in self.bots:
            return None
        self.bots.remove(seat)
        self.seats[seat] = None
        return seat

    # ---- the match -----------------------------------------------------------------------------
    def match_seats(self) -> list[Seat]:
        return [Seat.bot_seat(s.bot) if s.is_bot else Seat.human(s.device) for s in self.seats]

    def chosen_colours(self) -> list:
        """(colour, name) of each seat, in seat order (the match's palette)."""
        return [self.colour_of(i) for i in range(len(self.seats))]
