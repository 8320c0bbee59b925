"""The side panel's shapes (its backdrop, seat cards, status and move list boxes, the list's
dots and highlight), built from pieces kept by what each shows: a move changes whose turn it
is and adds a row, so rebuilding the panel rebuilds two cards and a row or two, and copies
the rest (issue 24: the panel's picture frame was the heaviest of a move)."""
from __future__ import annotations


from game.core.state import CHANCE
from game.scenes.match_layout import PANEL_LEFT, PANEL_WIDTH
from game.ui import theme
from game.ui.draw import ShapeBuilder

ROW_H = 24
COACH_STAR_R = 7
_PIECES_KEPT = 256          # pieces kept at most (a long match scrolls many rows past)


class PanelShapes:
    """Builds a SidePanel's shapes into a ShapeBuilder; `built` counts pieces made afresh."""

    def __init__(self, panel):
        self.panel = panel
        self._pieces: dict[tuple, ShapeBuilder] = {}
        self.built = 0
        self._ahead = None           # the pieces a coming move may want (see warm)

    def _piece(self, key: tuple, build, *args) -> ShapeBuilder:
        piece = self._pieces.get(key)
        if piece is None:
            if len(self._pieces) >= _PIECES_KEPT:
                self._pieces.clear()
            piece = self._pieces[key] = ShapeBuilder()
            build(piece, *args)
            self.built += 1
        return piece

    def warm(self, count: int = 3) -> int:
        """Make up to `count` of the pieces a coming move may want (each seat's card with and
        without the turn, each row's highlight and dot in each seat's colour), in frames where
        the panel has nothing else to do: the first moves then find their pieces made. How
        many were made (0: all are)."""
        if self._ahead is None:
            self._ahead = self._coming()
        made = 0
        for key, build, args in self._ahead:
            if key not in self._pieces:
                self._piece(key, build, *args)
                made += 1
                if made >= count:
                    break
        return made

    def _coming(self):
        panel, s = self.panel, self.panel.screen
        colours = [tuple(s.seat_colour(seat)) for seat in range(panel.seats)]
        winners = s.winner_seats() or ()
        for seat, colour in enumerate(colours):
            for to_move in (True, False):
                yield ("card", seat, to_move, colour, seat in winners), self._card, (seat, to_move, colour, seat in winners)
        if s.lesson is not None:
            return
        for row in range(panel.list_rows()):
            for highlight in (theme.ACCENT, None):
                for dot in colours:
                    yield ("row", row, highlight, dot), self._row, (row, highlight, dot)

    def build(self, sb: ShapeBuilder) -> None:
        panel, s = self.panel, self.panel.screen
        add = sb.append
        add(self._piece(("backdrop",), self._backdrop))
        to_move = s.turn_seat()
        winners = s.winner_seats() or ()
        for seat in range(panel.seats):
            colour = tuple(s.seat_colour(seat))
            add(self._piece(("card", seat, seat == to_move, colour, seat in winners),
                            self._card, seat, seat == to_move, colour, seat in winners))
        in_replay = s.session.in_replay
        add(self._piece(("boxes", in_replay), self._boxes, in_replay))
        if s.lesson is not None:
            ll, lb, lw, lh = panel.list_rect()
            sb.rounded_outline(ll, lb, lw, lh, 10, 2, theme.ACCENT_DARK)
            if s.lesson.hint and panel.hint_box is not None:
                sb.rounded_rect(*panel.hint_box, 8, theme.with_alpha(theme.RED_DARK, 230))
            sb.star(*panel.coach_star_centre(), COACH_STAR_R, theme.ACCENT)
            sb._shape = None
            return
        if panel.review is not None:        # the review draws in the list's place
            sb._shape = None
            return
        view = s.session.view_ply()
        rows = panel.list_rows()
        entries = s.move_entries()
        viewed = panel._row_of_ply(entries, view - 1)
        for row in range(rows):
            index = panel.list_first + row
            if index >= len(entries):
                break
            highlight = (theme.RED if in_replay else theme.ACCENT) if index == viewed else None
            start = entries[index][0]
            mover = s.movers[start] if start < len(s.movers) else -3
            dot = tuple(s.seat_colour(mover)) if mover >= 0 else mover == CHANCE
            add(self._piece(("row", row, highlight, dot), self._row, row, highlight, dot))
        if len(entries) > rows:
            ll, lb, lw, lh = panel.list_rect()
            share = rows / len(entries)
            bar_h = max(20.0, lh * share)
            frac = panel.list_first / max(1, len(entries) - rows)
            sb.rounded_rect(ll + lw - 5, lb + (lh - bar_h) * (1 - frac), 3, bar_h, 1.5, theme.BORDER)
        sb._shape = None

    # ---- the pieces ---------------------------------------------------------------------------
    def _backdrop(self, sb: ShapeBuilder) -> None:
        inner_left = self.panel.card_rect(0)[0]
        # opaque, so the board layers below need not fill this strip (see CachedLayer.region)
        sb.gradient_rect(PANEL_LEFT, 0, PANEL_WIDTH, theme.HEIGHT, (12, 19, 40), (20, 31, 60))
        sb.rect(PANEL_LEFT, 0, 2, theme.HEIGHT, theme.BORDER_SOFT)
        sb.rect(inner_left, 674, 64, 3, theme.ACCENT)
        sb.rect(inner_left + 70, 674, 12, 3, theme.RED)

    def _card(self, sb: ShapeBuilder, seat: int, to_move: bool, colour, winner: bool) -> None:
        l, b, w, h = self.panel.card_rect(seat)
        if to_move:
            sb.rounded_rect(l - 3, b - 3, w + 6, h + 6, 14, theme.with_alpha(colour, 70))
            sb.rounded_rect(l, b, w, h, 11, theme.PANEL_HOVER)
            sb.rounded_outline(l, b, w, h, 11, 2.5, colour)
        else:
            sb.rounded_rect(l, b, w, h, 11, theme.PANEL)
            sb.rounded_outline(l, b, w, h, 11, 1.5, theme.BORDER_SOFT)
        sb.circle(l + 28, b + h / 2, 15, colour)
        sb.ring(l + 28, b + h / 2, 17, 2, theme.shade(colour, 1.35))
        if winner:
            sb.star(l + w - 12, b + h - 10, 8, theme.ACCENT)

    def _boxes(self, sb: ShapeBuilder, in_replay: bool) -> None:
        """Undo's note (where the mode allows no takebacks), the status's box and the list's."""
        panel = self.panel
        if panel.note_rect is not None:
            sb.rounded_rect(*panel.note_rect, 10, (8, 13, 28, 200))
            sb.rounded_outline(*panel.note_rect, 10, 1.5, theme.BORDER_SOFT)
        l, b, w, h = panel.status_rect()
        sb.rounded_rect(l, b, w, h, 10, (8, 13, 28, 200))
        sb.rect(l, b + 8, 4, h - 16, theme.ACCENT if not in_replay else theme.RED)
        if panel.review is None:           # (the review draws its own card there)
            ll, lb, lw, lh = panel.list_rect()
            sb.rounded_rect(ll, lb, lw, lh, 10, (8, 13, 28, 140))

    def _row(self, sb: ShapeBuilder, row: int, highlight, dot) -> None:
        """A move list row's highlight (the move viewed) and mover's dot (a seat's colour,
        True: a chance roll's square, False: none)."""
        ll, lb, lw, lh = self.panel.list_rect()
        y = lb + lh - row * ROW_H - ROW_H
        if highlight is not None:
            sb.rounded_rect(ll + 4, y + 1, lw - 8, ROW_H - 2, 6, theme.with_alpha(highlight, 70))
        if dot is True:
            sb.rounded_rect(ll + 51, y + ROW_H / 2 - 5, 10, 10, 2, theme.CREAM)
        elif dot is not False:
            sb.circle(ll + 56, y + ROW_H / 2, 5, dot, segments=12)
