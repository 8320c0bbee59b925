""""Try it again" on a game screen (PracticeMode, game/modes/review.py): a card in the side
panel, in the move list's place, saying which mistake is being retried and what was played
there; the move played in the match marked on the board in its mover's colour; the better move
hidden until the player asks for a hint (the panel's Hint button, [H], a pad's [Y]), then ringed
on the board; the verdict on the player's first move, by the review's own search in a process of
its own (game/core/practice_verdict.py), on the card while play goes on; and "Back to the review"
in the replay bar's row (a practice has no takebacks: "Try again" starts it over, [PgUp] still
looks back). The card is in the panel, not over the board, so nothing of the board is hidden."""
from __future__ import annotations

import math
import re

import arcade
from pyglet.window import key as keys

from game.core.practice_verdict import VerdictWorker
from game.core.state import IllegalMove
from game.scenes.mode_steps import carry_out
from game.scenes.panel_slot import PanelSlot
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, make_text, set_colour, set_text

CARD_PAD = 12
HINT_KEY = keys.H
SHORT_UNITS = {"pt": "point", "pts": "points"}


class PracticePart(PanelSlot):
    replaces_list = True            # the card, in the move list's place
    keeps_replay_bar = False        # its row is "Back to the review" ([PgUp] still looks back)
    keeps_takebacks = False

    def __init__(self, screen):
        super().__init__(screen.play)
        self.screen = screen
        self.mode = mode = screen.mode
        self.start = len(mode.record.moves)         # the mistake's position: the practice starts there
        self.mistake = mode.mistake                 # the PlyReview of the move played there (None: none)
        self.hint_shown = False
        self.tried: str | None = None               # the player's first move from there (notation)
        self.verdict: str | None = None
        self.worker: VerdictWorker | None = None
        self.closed = False
        self.lines = ("", "")             # the card's line, and a shorter one where room is short
        self.against_shown = True
        self.btn_hint: Button | None = None
        self._shown = None
        self._rect = None               # the card's place in the panel (layout)
        self.card = CachedShapes(self._build_card)
        self.head = make_text("TRY IT AGAIN", 0, 0, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.title = make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True, multiline=True, width=200,
                               anchor_y="top")
        self.line = make_text("", 0, 0, theme.SIZE_TINY, theme.TEXT, multiline=True, width=200, anchor_y="top")
        self.against = make_text(self.opponents_words(), 0, 0, theme.SIZE_TINY, theme.TEXT_MUTED, multiline=True,
                                 width=200, anchor_y="bottom")

    hints = ("Mouse or [←↑↓→] [Enter] play   [H] hint   [PgUp] look back   [Esc] menu",
             "[D-pad] [A] play   [Y] hint   [LB] look back   [Start] menu")

    # ---- the panel's buttons ----------------------------------------------------------------------
    def place_buttons(self, bar, takebacks, batch) -> None:
        """Back to the review in the replay bar's row, Hint where Undo and Redo would be."""
        self.ui.add(Button("◀  Back to the review", self.back_to_review, *bar, size=theme.SIZE_TINY, style="quiet"))
        self.btn_hint = self.ui.add(Button("Hint", self.show_hint, *takebacks, size=theme.SIZE_SMALL))
        self._offer_hint()

    def _offer_hint(self) -> None:
        enabled = self.can_hint()
        if self.btn_hint is not None and self.btn_hint.enabled != enabled:
            self.btn_hint.enabled = enabled
            self.ui.invalidate()

    # ---- what is known ----------------------------------------------------------------------------
    def at_start(self) -> bool:
        """The mistake's position is on the board, the player still to move there."""
        session = self.screen.session
        return len(session.moves) == self.start and not session.in_replay

    def better_move(self):
        """The better move the review found, as a move of the mistake's position (None: none)."""
        return self._move(self.mistake.best if self.mistake is not None and self.mistake.mistake else None)

    def played_move(self):
        """The move played in the match from the mistake's position."""
        return self._move(self.mistake.move if self.mistake is not None else None)

    def _move(self, text):
        if text is None:
            return None
        try:
            return self.screen.session.state_at(self.start).text_to_move(text)
        except (IllegalMove, ValueError):
            return None

    def can_hint(self) -> bool:
        return not self.hint_shown and self.better_move() is not None and self.tried is None

    def opponents_words(self) -> str:
        """Who plays the other seats: the match's own bots, or who stands in for a person."""
        s = self.screen
        seats = [seat for seat in range(len(s.session.seats)) if seat != self.mode.seat]
        same = [seat for seat in seats if seat not in self.mode.stand_ins]
        parts = []
        if same:
            kinds = sorted({s.seat_kind(seat) for seat in same})
            parts.append(f"Against {', '.join(kinds)}, as in the match.")
        for seat in self.mode.stand_ins:
            parts.append(f"{s.seat_name(seat)} was a person in the match: {s.seat_kind(seat)} plays it here.")
        return " ".join(parts)

    # ---- per frame --------------------------------------------------------------------------------
    def update(self) -> None:
        session = self.screen.session
        if self.worker is None and self.mistake is not None and self.mode.search and not self.closed:
            self.worker = VerdictWorker(self.mode.record.to_data(), self.start, self.mode.search)
        if self.tried is None and len(session.moves) > self.start and session.movers[self.start] == self.mode.seat:
            self.tried = session.moves[self.start]
            if self.worker is not None:
                self.worker.ask(self.tried)
        if self.worker is not None and self.worker.waiting:
            found = self.worker.poll()
            if found is not None:
                match_value = self.mistake.value_after if self.mistake is not None else None
                self.verdict = found.words(match_value)
            elif not self.worker.waiting:         # it failed: said, and play goes on
                self.verdict = "Your move could not be judged."
        self._write()
        self._offer_hint()

    def _write(self) -> None:
        key = (self.hint_shown, self.tried, self.verdict)
        if key == self._shown:
            return
        self._shown = key
        mistake = self.mistake
        if self.tried is not None:
            # the verdict's gist in the title ("Move 6: still a mistake"), its figures under it
            gist, _, figures = (self.verdict or "checking your move…").partition(": ")
            words = self._words_of_tried()
            set_text(self.title, f"{self.mode.title}: {gist[:1].lower()}{gist[1:]}".rstrip("."))
            set_colour(self.title, self.verdict_colour())
            played = f"You played: {words}." if words else ""
            figures = figures[:1].upper() + figures[1:]
            lines = (f"{played} {figures}".strip(), figures or played)
        elif mistake is None:
            set_text(self.title, f"{self.mode.title}: play on from here")
            lines = ("", "")
        else:
            set_text(self.title, f"{self.mode.title}: find a better move than the one played")
            if self.hint_shown:
                better = mistake.best_words or mistake.best
                lines = (f"Hint: {better} (ringed on the board).", f"Hint: {better}.")
            else:
                lines = (f"In the match: {mistake.words} (marked on the board). Stuck? Ask for a hint.",
                         f"In the match: {mistake.words}.")
        self.lines = lines
        self._place_texts()
        self.card.invalidate()

    def _words_of_tried(self) -> str:
        session = self.screen.session
        try:
            state = session.state_at(self.start)
            return self.screen.game.move_in_words(state, state.text_to_move(self.tried))
        except (IllegalMove, ValueError):
            return ""

    # ---- drawing ----------------------------------------------------------------------------------
    def layout(self, list_rect: tuple[float, float, float, float]) -> None:
        """The card in the move list's place (the panel calls this each frame before `draw`)."""
        if list_rect == self._rect:
            return
        self._rect = list_rect
        l, b, w, h = list_rect
        self.head.position = (l, b + h + 18)
        for text in (self.title, self.line, self.against):
            text.width = int(w - 2 * CARD_PAD - 6)
        self.against.position = (l + CARD_PAD + 6, b + CARD_PAD)
        self._place_texts()
        self.card.invalidate()

    def _place_texts(self) -> None:
        """The title at the card's top, the line under it: at their sizes with who plays the other
        seats under them where that fits (four seats' cards leave the card less room), else
        smaller, then without who plays (the seats' cards say it too), then the line shortened."""
        if self._rect is None:
            return
        l, b, w, h = self._rect
        x, top = l + CARD_PAD + 6, b + h - CARD_PAD
        small = (theme.SIZE_TINY, theme.SIZE_TINY - 2)
        for (title_size, line_size), against, line in (((theme.SIZE_SMALL, theme.SIZE_TINY), True, 0),
                                                       (small, True, 0), (small, False, 0), (small, False, 1)):
            set_text(self.line, self.lines[line])
            for text, size in ((self.title, title_size), (self.line, line_size)):
                if text.font_size != size:
                    text.font_size = size
            self.against_shown = against
            room = h - 2 * CARD_PAD - (self.against.content_height + 10 if against else 0)
            if self.title.content_height + 8 + self.line.content_height <= room:
                break
        self.title.position = (x, top)
        self.line.position = (x, top - self.title.content_height - 8)

    def _build_card(self, sb: ShapeBuilder) -> None:
        if self._rect is None:
            return
        l, b, w, h = self._rect
        sb.rounded_rect(l, b, w, h, 10, (8, 13, 28, 160))
        sb.rect(l, b + 10, 4, h - 20, self.verdict_colour())

    def verdict_colour(self):
        """Green for a move as good as the better one or better than the match's, red for another
        mistake, the accent colour before (and for a move that could not be judged)."""
        verdict = self.verdict or ""
        if verdict.startswith(("The best", "Better", "A good")):
            return theme.GOOD
        return theme.BAD if verdict.startswith("Still") else theme.ACCENT

    def draw(self) -> None:
        if self._rect is None:
            return
        self.card.draw()
        for text in (self.head, self.title, self.line) + ((self.against,) if self.against_shown else ()):
            text.draw()

    def draw_on_board(self) -> None:
        """The move played in the match marked in its mover's colour, the better move's ring once
        asked for; both only while the mistake's position is on the board."""
        s = self.screen
        if self.at_start():
            played = self.played_move()
            if played is not None:
                colour = s.seat_colour(self.mode.seat)
                for x, y in s.lesson_anchors(played):
                    arcade.draw_circle_outline(x, y, 20, theme.BACKGROUND_DEEP, 7, num_segments=40)
                    arcade.draw_circle_outline(x, y, 20, colour, 4, num_segments=40)
                    arcade.draw_line(x - 9, y - 9, x + 9, y + 9, colour, 4)
                    arcade.draw_line(x - 9, y + 9, x + 9, y - 9, colour, 4)
            better = self.better_move() if self.hint_shown else None
            if better is not None:
                # the ring breathes in size, never in strength: it reads as clearly at every moment
                pulse = 0.5 + 0.5 * math.sin(s.time * 4.0)
                for x, y in s.lesson_anchors(better):
                    arcade.draw_circle_outline(x, y, 18 + 5 * pulse, theme.BACKGROUND_DEEP, 6, num_segments=40)
                    arcade.draw_circle_outline(x, y, 18 + 5 * pulse, theme.GOOD, 3, num_segments=40)

    # ---- input ------------------------------------------------------------------------------------
    def show_hint(self) -> None:
        if self.can_hint():
            self.hint_shown = True
            self.screen.play("click")
            self._write()
            self._offer_hint()
        else:
            self.screen.play("error")

    def back_to_review(self) -> None:
        self.screen.leave()

    def on_action(self, action: Action) -> bool:
        """A pad's [Y] (Redo's button: a practice takes nothing back) asks for the hint."""
        if action == Action.REDO:
            self.show_hint()
            return True
        return False

    def key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == HINT_KEY and not modifiers & (keys.MOD_CTRL | keys.MOD_ALT):
            self.show_hint()
            return True
        return False

    def close(self) -> None:
        self.closed = True
        if self.worker is not None:
            self.worker.close()
            self.worker = None


# ---- the results of a practice: compared with the match -------------------------------------------
def _result_words(screen, outcome, seat: int) -> str:
    """"won by 6 electors", "lost", "drew" for `seat`."""
    if outcome is None:
        return ""
    if outcome.is_draw:
        return "drew"
    won = seat in outcome.winners
    scores = outcome.scores
    if len(scores) != 2 or not all(isinstance(v, (int, float)) for v in scores):
        return "won" if won else "lost"
    margin = abs(scores[0] - scores[1])
    if not margin:
        return "won" if won else "lost"
    # the unit of the score as the seat's card shows it ("12 pts": points), where it shows one
    unit = re.match(r"^\s*-?[\d.,]+\s+([^\d\s].*)$", screen.seat_score(screen.session.state, seat) or "")
    words = SHORT_UNITS.get(unit.group(1), unit.group(1)) if unit else ""
    if words and margin == 1 and words.endswith("s"):
        words = words[:-1]
    elif words and margin != 1 and not words.endswith("s"):
        words += "s"
    return f"{'won' if won else 'lost'} by {margin:g}" + (f" {words}" if words else "")


def comparison_words(screen) -> str:
    """The practice's results beside the match's: "In the match you lost by 24 electors; this
    time you won by 6 electors." (empty where the match's end is not known)."""
    mode = screen.mode
    before = _result_words(screen, mode.match_outcome, mode.seat)
    now = _result_words(screen, screen.session.outcome(), mode.seat)
    if not before or not now:
        return ""
    return f"In the match you {before}; this time you {now}."
