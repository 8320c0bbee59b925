"""What the player is choosing on the Grundy board: the cursor's vertex, the number picked, whether
the picker is open, what lies under the pointer. The screen owns one `Choice`; the controls change
it, the picker and the hover marks show it."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Choice:
    focus: int | None = None              # the cursor (and the picker's vertex)
    pending: int = 1                      # the number the picker has picked
    picker_open: bool = False
    hover: int | None = None              # the vertex under the pointer
    hover_chip: int | str | None = None   # a number in the picker under the pointer ("more": the "+" chip)
    pointer: tuple[float, float] | None = None
    input_mode: str = "mouse"             # "mouse", "keys", "wasd" or "pad": which hints the picker shows
    cursor_home: int | None = None        # where the cursor was before the last move
    interactive: bool = False             # the board takes the player's input (the screen decides)

    def leave_board(self) -> bool:
        """The pointer left the board: nothing is under it (True when something was)."""
        was = self.hover is not None or self.pointer is not None or self.hover_chip is not None
        self.pointer = None
        self.hover = self.hover_chip = None
        return was
