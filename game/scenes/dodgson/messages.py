"""What the Not a Dodgson System Chess screen says in words (`DodgsonMessages`, a part of
DodgsonScreen): players' names, the side panel's seat scores, the status line while a person
chooses a move, and the results card's per-player lines (a move, the end and where it was decided
are the engine's words: DodgsonGame.move_rows, end_in_words, decided_in_words)."""
from __future__ import annotations

from typing import Callable

from game.engines.dodgson.board import KIND_NAMES, NUM_PLAYERS, PLAYER_NAMES
from game.engines.dodgson.scoring import ENDED_ELIMINATION
from game.scenes.dodgson.controls import DodgsonControls
from game.scenes.dodgson.layout import where
from game.scenes.dodgson.pieces import GLYPHS
from game.scenes.dodgson.snapshot import Snapshot


class DodgsonMessages:
    """The screen's words, from what it is given: the session (its seats and final state), the
    choice of a move (`controls`, with the position the boards show) and `seat_kind` (who plays
    a seat: a bot's level, a person)."""

    def __init__(self, session, controls: DodgsonControls, *, seat_kind: Callable[[int], str]):
        self.session = session
        self.controls = controls
        self._seat_kind = seat_kind

    def seat_name(self, seat: int) -> str:
        player = self.session.seats[seat]
        return player.name or PLAYER_NAMES[seat]

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(NUM_PLAYERS)]

    @staticmethod
    def seat_score(state, seat: int) -> str:
        outcome = state.outcome()
        if outcome is not None:
            if state.piece_count[seat] == 0:
                return "out"
            points = outcome.scores[seat]
            return (f"{points:g} pt" + ("" if points == 1 else "s")) if outcome.winners else "draw"
        return f"{state.piece_count[seat]} ♟"

    def choosing_line(self) -> str | None:
        """The status line while a person chooses a move in the live game; None otherwise."""
        session, choice = self.session, self.controls
        if session.in_replay or session.is_over() or not choice.interactive:
            return None
        snap = choice.snap
        name = self.seat_name(snap.turn)
        if choice.pass_pending:
            return f"{name} has no legal move and must pass: press Enter or click Pass."
        if choice.picker is not None:
            return f"{name}: choose what the pawn becomes."
        if choice.selected is not None:
            piece = snap.piece(*choice.selected)
            kind = KIND_NAMES[piece[1]] if piece else "piece"
            n = len(choice.targets)
            return f"{name}: {kind} on {where(*choice.selected)}, {n} move{'s' if n != 1 else ''}."
        return f"{name} to move: pick a piece."

    def results_detail(self, seat: int) -> str:
        """The line under a player's name on the results card: what they took from the victim."""
        snap = Snapshot.of(self.session.state)
        kind = self._seat_kind(seat)
        if snap.ended != ENDED_ELIMINATION:
            left = snap.piece_count[seat]
            return f"{kind} · {left} piece{'s' if left != 1 else ''} left"
        victim = snap.piece_count.index(0)
        if seat == victim:
            return f"{kind} · lost every piece first"
        kinds = snap.taken_kinds(seat, victim)        # most valuable first
        # the pieces as chess glyphs, so the line fits its row: "took ♛ ♜♜ ♟♟♟"
        taken = " ".join(GLYPHS[k] * kinds.count(k) for k in dict.fromkeys(kinds)) or "nothing"
        return f"{kind} · took {taken} from {self.seat_name(victim)}"
