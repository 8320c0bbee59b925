"""Takebacks on a match screen: Undo (the panel's button, Ctrl+Z, a pad's X) and Redo (Ctrl+Y,
Y), as far as the match's mode allows them (Mode.allows_undo; a mode that allows none names
why in Mode.no_undo_text, shown where the Undo button would be).

The session decides what one undo takes back (the last move a person made and everything after
it: the bots' replies, rolls not yet seen) and what it never takes back (a roll the players have
seen). This part stops a bot that is still thinking (its answer is dropped, never played),
tells the screen, and words the refusals and the hint line: Ctrl+Z is named only where undo
works. Redo puts back exactly the turn the last undo took; a new move clears it.
"""
from __future__ import annotations

import re

KEY_HINT = "[Ctrl+Z] undo"       # in the button markup of game.ui.prompts
PAD_HINT = "[X] undo"


class Takebacks:
    def __init__(self, screen):
        self.screen = screen

    @property
    def offered(self) -> bool:
        """Undo exists in this match: the mode allows it and a person plays at this screen."""
        screen = self.screen
        return screen.mode.allows_undo and any(seat.is_human for seat in screen.session.seats)

    def note(self) -> str:
        """What the panel shows where Undo and Redo would be, when the mode allows no takebacks."""
        mode = self.screen.mode
        return "" if mode.allows_undo else mode.no_undo_text

    def can_undo(self) -> bool:
        return self.refusal() == ""

    def can_redo(self) -> bool:
        session = self.screen.session
        return self.offered and not session.in_replay and session.can_redo()

    def refusal(self) -> str:
        """Why Undo does nothing now, in players' words; "" when it works."""
        screen = self.screen
        session = screen.session
        if not screen.mode.allows_undo:
            return screen.mode.no_undo_text + "."
        if not self.offered:
            return "Nothing to take back: no one plays at this screen."
        if session.in_replay:
            return "Return to the game (▶▶) to undo."
        return session.undo_blocker()

    # ---- the actions ------------------------------------------------------------------------
    def undo(self) -> None:
        screen = self.screen
        refusal = self.refusal()
        if refusal:
            screen.play("error")
            screen.flash(refusal)
            return
        screen.bot.cancel()          # a reply still being searched for belongs to the old position
        taken = screen.session.undo()
        self._shown()
        screen.flash("Move taken back." if len(taken) == 1 else f"{len(taken)} moves taken back.")

    def redo(self) -> None:
        screen = self.screen
        if not self.can_redo():
            screen.play("error")
            return
        screen.bot.cancel()
        screen.session.redo()
        self._shown()

    def _shown(self) -> None:
        screen = self.screen
        screen.panel.follow = True
        screen.play("click")
        screen.on_view_changed()

    # ---- the hint line ----------------------------------------------------------------------
    def hint_lines(self, hints: str, pad_hints: str) -> tuple[str, str]:
        """The screen's hint lines with the undo keys named only where undo works."""
        offered = self.offered
        return _with_hint(hints, KEY_HINT, offered, "Esc"), _with_hint(pad_hints, PAD_HINT, offered, "Start")


def _with_hint(line: str, hint: str, shown: bool, before: str) -> str:
    """`line` with `hint` put in before its part that starts with the button `before` (or at
    its end), or with any undo hint taken out. Parts are separated by two spaces or more."""
    gap = re.search(r"\s{2,}", line)
    parts = [part for part in re.split(r"\s{2,}", line.strip()) if part and "undo" not in part.lower()]
    if shown:
        at = next((i for i, part in enumerate(parts) if part.lstrip("[").startswith(before)), len(parts))
        parts.insert(at, hint)
    return (gap.group(0) if gap else "   ").join(parts)
