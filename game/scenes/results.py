"""The end of a match: who won, why it ended and where it was decided, the scores; Rematch,
Review, View board or Main menu.

The card opens as a banner ("YOU LOSE"): no button has the keys' focus yet, so the key a player
presses to dismiss it is taken for that alone (it never presses Rematch, and the match stays
on the card); the focus then goes to the likeliest choice, highlighted from the start: Review
after a loss (what went wrong is the thing to look at), Rematch otherwise, moving on where there
is no rematch. A click on a button is meant, and acts at once."""
from __future__ import annotations

from game.modes.review import open_review
from game.scenes.base import OverlayScene
from game.scenes.mode_steps import carry_out
from game.scenes.practice_part import comparison_words
from game.scenes.results_review import TurningPointSearch
from game.ui import theme
from game.ui.art import Confetti
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, elide_text, fit_text, make_text, set_text

ROW_H = 50
CARD_TEXT_WIDTH = 600         # the reason line wraps within the card
REASON_LINE = 26              # the height of one line of the reason
DECIDED_GAP = 6               # between the reason and the line saying where the match was decided
DETAIL_RIGHT_MARGIN = 150     # the score and the winner's star sit right of a row's detail


def panel_rect(seats: int, extra: float = 0.0) -> tuple[float, float, float, float]:
    """Left, bottom, width, height of the results card for this many seats (`extra`: room for
    a reason that takes a second line)."""
    height = 270 + seats * (ROW_H + 8) + extra
    return 300, (720 - height) / 2, 680, height


class ResultsScene(OverlayScene):
    scene_name = "results"
    heading = ""
    hints = "[←→] Choose   [Enter] Select   [Esc] View board"
    pad_hints = "[D-pad] Choose   [A] Select   [B] View board"

    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        session = screen.session
        self.outcome = session.outcome()
        outcome = self.outcome
        self.frame = CachedShapes(self._build)
        # why it ended and where it was decided: the game's words (Game.end_in_words, decided_in_words)
        names = screen.seat_names()
        reason = screen.game.end_in_words(session.state, names)
        # a long reason wraps onto a second line and the card grows to hold it
        self.reason = make_text(reason[:1].upper() + reason[1:] if reason else "", 0, 0, theme.SIZE_BODY,
                                theme.TEXT_MUTED, anchor_x="center", anchor_y="top", width=CARD_TEXT_WIDTH,
                                multiline=True, align="center")
        # where it was decided: a smaller line under the reason, wrapping the same way; the review's
        # turning point where it is known (or once its analysis, started here, finds it), else the
        # game's own words
        self.turning = TurningPointSearch(screen)
        decided = self.turning.words or screen.game.decided_in_words(session.state_at(0), session.moves, names)
        if getattr(screen, "practice", None) is not None:     # "Try it again": beside the match's end
            decided = comparison_words(screen) or decided
        self.decided = make_text(decided, 0, 0, theme.SIZE_SMALL, theme.TEXT, anchor_x="center", anchor_y="top",
                                 width=CARD_TEXT_WIDTH, multiline=True, align="center")
        self.decided_room = self.decided.content_height
        if self.turning.running:        # room for two lines, the turning point's when it comes
            set_text(self.decided, "Where\nit turned")
            self.decided_room = max(self.decided_room, self.decided.content_height)
            set_text(self.decided, decided)
        decided_height = self.decided_room + DECIDED_GAP if decided or self.turning.running else 0.0
        extra = max(0.0, self.reason.content_height - REASON_LINE) + decided_height
        self.panel = panel_rect(len(session.seats), extra)
        l, b, w, h = self.panel
        cx = l + w / 2
        self.reason.position = (cx, b + h - 100)
        self.decided.position = (cx, b + h - 100 - self.reason.content_height - DECIDED_GAP)
        humans = [i for i, s in enumerate(session.seats) if s.is_human]
        self.headline, self.colour = self._headline(humans)
        self.celebrate = outcome.is_draw is False and (not humans or any(x in humans for x in outcome.winners))
        self.confetti = Confetti() if self.celebrate else None
        self.title = make_text(self.headline, cx, b + h - 52, theme.SIZE_HEADING + 4, self.colour,
                               anchor_x="center", display=True)
        fit_text(self.title, w - 60)
        self.rows = []
        n = len(session.seats)
        self.rows_top = top = b + h - 150 - extra       # the card draws the rows' boxes from here too
        detail_width = w - 108 - DETAIL_RIGHT_MARGIN
        for seat in range(n):
            y = top - seat * (ROW_H + 8) - ROW_H / 2
            score = outcome.scores[seat] if seat < len(outcome.scores) else ""
            self.rows.append((
                make_text(theme.player_mark(seat), l + 76, y, theme.SIZE_SMALL, theme.BACKGROUND_DEEP,
                          anchor_x="center"),
                make_text(screen.seat_name(seat), l + 108, y + 9, theme.SIZE_BODY, theme.TEXT, bold=True),
                elide_text(make_text(screen.results_detail(seat), l + 108, y - 12, theme.SIZE_TINY, theme.TEXT_MUTED),
                           detail_width, shrink_to=10),
                make_text(f"{score:g}" if isinstance(score, (int, float)) else str(score), l + w - 92, y,
                          theme.SIZE_SUBHEADING, theme.TEXT, anchor_x="right", bold=True),
            ))
        plies = session.ply
        self.moves = make_text(f"{plies} move{'' if plies == 1 else 's'}", cx, b + 104, theme.SIZE_TINY, theme.TEXT_DIM,
                               anchor_x="center")
        self.moves_on = not screen.mode.offers_rematch
        review = screen.mode.reviewable
        if self.moves_on:
            # no rematch (a campaign stop): moving on is the usual choice, so it is the one
            # highlighted and the one Esc takes
            choices = ([("Review", self.review)] if review else []) + [("View board", self.view_board),
                                                                        (screen.mode.after_results_label, self.main_menu)]
            self.hints = f"[←→] Choose   [Enter] Select   [Esc] {screen.mode.after_results_label}"
            self.pad_hints = f"[D-pad] Choose   [A] Select   [B] {screen.mode.after_results_label}"
        else:
            choices = [("Rematch", screen.rematch)] + ([("Review", self.review)] if review else []) + \
                [("View board", self.view_board), (screen.mode.after_results_label, self.main_menu)]
        gap = 16
        bw = (w - gap * (len(choices) + 1)) / len(choices)
        labels = [label for label, _ in choices]
        lost = bool(humans) and not outcome.is_draw and not any(x in humans for x in outcome.winners)
        highlighted = len(choices) - 1 if self.moves_on else \
            labels.index("Review") if lost and "Review" in labels else 0
        for i, (label, action) in enumerate(choices):
            button = self.ui.add(Button(label, action, l + gap + i * (bw + gap), b + 34, bw, 54,
                                        style="primary" if i == highlighted else "normal"))
            fit_text(button.label, bw - 24, min_size=theme.SIZE_SMALL)     # "Back to the map" in a quarter
        labels = [widget.label for widget in self.ui.widgets]
        size = min(label.font_size for label in labels)             # one size for the row
        for label in labels:
            if label.font_size != size:
                label.font_size = size
        self.default_choice = self.ui.widgets[highlighted]
        self.ui.focus_index = -1        # the banner first: see the module's doc
        self.banner = True
        self.choice_hints = self.hints, self.pad_hints
        self.hints, self.pad_hints = "[Enter] Continue   [Esc] View board", "[A] Continue   [B] View board"
        if self.moves_on:
            self.hints, self.pad_hints = (f"[Enter] Continue   [Esc] {screen.mode.after_results_label}",
                                          f"[A] Continue   [B] {screen.mode.after_results_label}")

    def dismiss(self) -> None:
        """The banner's dismissal: the focus to the card's likeliest choice, nothing pressed."""
        self.banner = False
        self.ui.focus(self.default_choice)
        self.hints, self.pad_hints = self.choice_hints

    def _headline(self, humans: list[int]) -> tuple[str, tuple]:
        outcome = self.outcome
        if outcome.is_draw:
            return "DRAW", theme.ACCENT
        winners = list(outcome.winners)
        if len(humans) == 1:          # against bots, or alone against the game (Margin of Error's solo)
            return ("YOU WIN!", theme.ACCENT) if humans[0] in winners else ("YOU LOSE", theme.BAD)
        if len(winners) == 1:
            return self.screen.winner_headline(winners[0]), self.screen.seat_colour(winners[0])
        return "SHARED WIN", theme.ACCENT

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = self.panel
        sb.panel(l, b, w, h, border=theme.shade(self.colour, 0.8))
        sb.rect(l + w / 2 - 70, b + h - 90, 140, 3, self.colour)
        top = self.rows_top
        for seat in range(len(self.rows)):
            y = top - seat * (ROW_H + 8) - ROW_H
            won = seat in self.outcome.winners
            colour = self.screen.seat_colour(seat)
            sb.rounded_rect(l + 40, y, w - 80, ROW_H, 10, theme.PANEL_HOVER if won else theme.PANEL_LIGHT)
            if won:
                sb.rounded_outline(l + 40, y, w - 80, ROW_H, 10, 2, theme.ACCENT)
                sb.star(l + w - 64, y + ROW_H / 2, 11, theme.ACCENT)
            sb.circle(l + 76, y + ROW_H / 2, 15, colour)

    def update(self, dt: float) -> None:
        if self.confetti is not None:
            self.confetti.update(dt, self.time)
        if self.turning.update():
            self.show_turning_point()

    def show_turning_point(self) -> None:
        """The review's turning point in the decided line's place (smaller if it needs the room)."""
        set_text(self.decided, self.turning.words)
        if self.decided.content_height > self.decided_room + 1:
            self.decided.font_size = theme.SIZE_TINY

    def on_enter(self, returning: bool = False) -> None:
        # back from the review, which stored what it found: its turning point, if there was none yet
        if returning and self.turning.words is None and self.turning.read_stored() and self.turning.words:
            self.show_turning_point()

    def on_close(self) -> None:
        self.turning.close()

    def draw(self) -> None:
        if self.confetti is not None:
            self.confetti.draw()
        self.frame.draw()
        self.title.draw()
        self.reason.draw()
        self.decided.draw()
        for mark, name, kind, score in self.rows:
            mark.draw()
            name.draw()
            kind.draw()
            score.draw()
        self.moves.draw()

    # ---- choices ------------------------------------------------------------------------
    def view_board(self) -> None:
        self.window.scenes.pop(fade=False)

    def review(self) -> None:
        # the review takes over the analysis begun here (or opens what was stored)
        carry_out(self.screen, open_review(self.screen.session, self.screen.seat_names(), self.turning.hand_over()))

    def main_menu(self) -> None:
        self.screen.after_results()

    def on_back(self) -> None:
        self.play("click")
        if self.moves_on:
            self.main_menu()
        else:
            self.view_board()

    def on_action(self, device: str, action: Action) -> bool:
        if action == Action.MENU:
            self.view_board()
            return True
        if self.banner and action not in (Action.CANCEL, Action.UNDO, Action.REDO):
            self.play("click")
            self.dismiss()            # the key that dismisses the banner does nothing else
            return True
        return super().on_action(device, action)
