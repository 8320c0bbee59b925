"""What the Not a Dodgson System Chess screen says in words (`DodgsonMessages`, a mixin of
DodgsonScreen): players' names and colours, the side panel's seat scores and move list, the status
line, why a square is blocked, and the results card's per-player lines (a move, the end and where
it was decided are the engine's words: DodgsonGame.move_rows, end_in_words, decided_in_words)."""
from __future__ import annotations

from game.engines.dodgson.board import KIND_NAMES, NUM_PLAYERS, PLAYER_NAMES
from game.engines.dodgson.scoring import ENDED_ELIMINATION
from game.scenes.dodgson.layout import where
from game.scenes.dodgson.palette import chip_colour
from game.scenes.dodgson.pieces import GLYPHS
from game.scenes.dodgson.snapshot import Snapshot


class DodgsonMessages:
    """GameScreen's text hooks for this game; reads the screen's `snap` and choice state."""

    def seat_name(self, seat: int) -> str:
        player = self.session.seats[seat]
        return player.name or PLAYER_NAMES[seat]

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(NUM_PLAYERS)]

    @classmethod
    def seat_colour_of(cls, seat: int):
        return chip_colour(seat)

    @classmethod
    def seat_label_of(cls, seat: int) -> str:
        return PLAYER_NAMES[seat]

    def seat_score(self, state, seat: int) -> str:
        outcome = state.outcome()
        if outcome is not None:
            if state.piece_count[seat] == 0:
                return "out"
            points = outcome.scores[seat]
            return (f"{points:g} pt" + ("" if points == 1 else "s")) if outcome.winners else "draw"
        return f"{state.piece_count[seat]} ♟"

    def status_text(self) -> str:
        if self._flash_left > 0 and self._flash_text:
            return self._flash_text
        session = self.session
        if not session.in_replay and not session.is_over() and self.interactive:
            name = self.seat_name(self.snap.turn)
            if self.pass_pending:
                return f"{name} has no legal move and must pass: press Enter or click Pass."
            if self.picker is not None:
                return f"{name}: choose what the pawn becomes."
            if self.selected is not None:
                piece = self.snap.piece(*self.selected)
                kind = KIND_NAMES[piece[1]] if piece else "piece"
                n = len(self.targets)
                return f"{name}: {kind} on {where(*self.selected)}, {n} move{'s' if n != 1 else ''}."

            return f"{name} to move: pick a piece."
        if not session.in_replay and session.is_over():
            return self.game.end_in_words(session.state, self.seat_names())
        return super().status_text()

    def blocked_reason(self, board: int, square: int) -> str:
        """Why the selected piece may not go to `square` of `board`: the twin square is occupied."""
        other = 1 - board
        piece = self.snap.piece(other, square)
        who = f"{PLAYER_NAMES[piece[0]]}'s {KIND_NAMES[piece[1]]}" if piece else "a piece"
        return f"blocked: {where(other, square)} occupied ({who})"

    def results_detail(self, seat: int) -> str:
        """The line under a player's name on the results card: what they took from the victim."""
        snap = Snapshot.of(self.session.state)
        kind = self.seat_kind(seat)
        if snap.ended != ENDED_ELIMINATION:
            return f"{kind} · {snap.piece_count[seat]} pieces left"
        victim = snap.piece_count.index(0)
        if seat == victim:
            return f"{kind} · lost every piece first"
        kinds = snap.taken_kinds(seat, victim)        # most valuable first
        # the pieces as chess glyphs, so the line fits its row: "took ♛ ♜♜ ♟♟♟"
        taken = " ".join(GLYPHS[k] * kinds.count(k) for k in dict.fromkeys(kinds)) or "nothing"
        return f"{kind} · took {taken} from {self.seat_name(victim)}"
