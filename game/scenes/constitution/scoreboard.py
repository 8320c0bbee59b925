"""The scoreboard along the top: per seat the name, electors, states and cells; between them the
race: electors as a tug of war to 270, states as pips to 26, the White House line, and at the
end who won and why."""
from __future__ import annotations

import pyglet

from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN
from game.scenes.constitution.layout import SCORE_RECT
from game.scenes.constitution.pieces import build_piece
from game.scenes.constitution.snapshot import Snapshot, seat_name
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.widgets import make_text, set_colour, set_text


_FITTED: dict[tuple, str] = {}     # (template, names, width, font) -> the words that fit


def fit_name(text, template: str, names: list[str], width: float) -> int:
    """Set `text` to `template` filled with `names` (player names, which can be long): while it
    is wider than `width`, the longest name loses a letter and ends in "…". The words that fit
    are kept per template, names, width and font, so showing them again is one layout. Returns
    the layouts it took."""
    key = (template, tuple(names), width, text.font_name, text.font_size, text.bold)
    fitted = _FITTED.get(key)
    if fitted is not None:
        return int(set_text(text, fitted))
    names = list(names)
    cut = [False] * len(names)
    layouts = int(set_text(text, template.format(*names)))
    while text.content_width > width:
        longest = max(range(len(names)), key=lambda i: len(names[i]))
        if len(names[longest]) <= 1:
            break
        names[longest] = names[longest][:-1].rstrip()
        cut[longest] = True
        layouts += set_text(text, template.format(*(n + "…" if c else n for n, c in zip(names, cut))))
    if len(_FITTED) > 256:
        _FITTED.clear()
    _FITTED[key] = text.text
    return layouts


def _but_preview(values: tuple) -> tuple:
    """Scoreboard.set's values without the selected move's preview (shapes only, no texts)."""
    return values[:11] + values[12:]


BLOCK_W = 220          # a seat's block: room for a name of about fourteen letters
STAR_GAP, STAR_RADIUS = 22, 9   # the result's stars either side of the headline
TEXTS_A_FRAME = 2      # texts laid out a frame while a move's new scores come in (set(spread=True))
REASON_HEIGHT = 36     # the result's reason: two lines between the separator and the box's foot


class Scoreboard:
    """Electors (a tug of war to 270), states won (26), cells, and the White House, per seat."""

    def __init__(self, board, rect=SCORE_RECT):
        self.left, self.bottom, self.width, self.height = rect
        self.total_electors = board.total_cells      # one elector a cell
        self.total_states = sum(board.region_is_state)
        self.shapes = CachedShapes(self._build)
        self._frames: dict[tuple, object] = {}     # (colours, seats lit) -> the panel's vertices
        self.values = None
        self.snap: Snapshot | None = None
        self.version = 0
        self.preview = None            # (electors_after, states_after) of the selected move
        self.names = ["", ""]
        self.kinds = ["", ""]
        self._due: list = []           # the texts' steps still to do (see set)
        self._idle = 0                 # frames the steps still wait
        self.relayouts = 0             # texts whose words changed (tests count them)
        self._status_fits: dict[str, bool] = {}          # a turn line with its kind -> it fits the block
        self._number_widths: list[dict[str, float]] = [{}, {}]   # per seat: a count in its bar -> width
        top = self.bottom + self.height
        l, r = self.left, self.left + self.width
        self.block_w = BLOCK_W
        b = self.bottom
        # per seat: the block's inner edge (towards the middle) and outer edge
        outer = [l + 8 + 14, r - 8 - 14]
        inner = [l + 8 + self.block_w - 12, r - 8 - self.block_w + 12]
        badge = [l + 8 + 48, r - 8 - 48]
        sides = ["left", "right"]
        flip = ["right", "left"]
        self.line_width = self.block_w - 48 - 10       # room for the name and the line under it
        # the texts are drawn a batch at a time (one call each, not one per text): the seats' and
        # either the race's or, at the end, the result's
        seats, race, result = self._batches = (pyglet.graphics.Batch(), pyglet.graphics.Batch(),
                                               pyglet.graphics.Batch())
        # three rows, each text's line box under the one above: name, kind / turn, electors
        self.name_texts = [make_text("", badge[s], top - 9, theme.SIZE_SMALL, theme.TEXT, bold=True,
                                     anchor_x=sides[s], anchor_y="top", batch=seats) for s in (0, 1)]
        kind_top = top - 9 - make_text("Hg", 0, 0, theme.SIZE_SMALL, bold=True).content_height
        self.kind_texts = [make_text("", badge[s], kind_top, theme.SIZE_TINY, theme.TEXT_MUTED,
                                     anchor_x=sides[s], anchor_y="top", batch=seats) for s in (0, 1)]
        self.elector_texts = [make_text("0", outer[s], b + 10, 24, theme.TEXT, bold=True, display=True,
                                        anchor_x=sides[s], anchor_y="bottom", batch=seats) for s in (0, 1)]
        # states over cells, stacked from the block's foot
        self.detail2_texts = [make_text("", inner[s], b + 10, theme.SIZE_TINY, theme.TEXT_MUTED,
                                        anchor_x=flip[s], anchor_y="bottom", batch=seats) for s in (0, 1)]
        detail_bottom = b + 10 + make_text("0", 0, 0, theme.SIZE_TINY).content_height
        self.detail_texts = [make_text("", inner[s], detail_bottom, theme.SIZE_TINY, theme.TEXT_MUTED,
                                       anchor_x=flip[s], anchor_y="bottom", batch=seats) for s in (0, 1)]
        ml, _, mw, _ = self.middle_rect()
        mid = ml + mw / 2
        # the bars leave room on their outer ends for the states counts (two digits)
        self.bar_l, self.bar_r = ml + 30, ml + mw - 30
        self.caption_electors = make_text(f"ELECTORS  ·  {ELECTORS_TO_WIN} TO WIN", mid, top - 15,
                                          theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="center", bold=True,
                                          batch=race)
        self.caption_states = make_text(f"STATES  ·  {STATES_TO_WIN} TO WIN", mid, top - 58,
                                        theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="center", bold=True,
                                        batch=race)
        self.white_house_text = make_text("", mid, self.bottom + 13, theme.SIZE_TINY, theme.TEXT,
                                          anchor_x="center", batch=race)
        self.bar_numbers = [make_text("", self.bar_l + 6, top - 37, theme.SIZE_TINY, theme.CREAM, bold=True,
                                      batch=race),
                            make_text("", self.bar_r - 6, top - 37, theme.SIZE_TINY, theme.CREAM, bold=True,
                                      anchor_x="right", batch=race)]
        self.state_numbers = [make_text("", self.bar_l - 8, top - 75, theme.SIZE_TINY, theme.TEXT, bold=True,
                                        anchor_x="right", batch=race),
                              make_text("", self.bar_r + 8, top - 75, theme.SIZE_TINY, theme.TEXT, bold=True,
                                        batch=race)]
        self.result_head = make_text("", mid, top - 34, theme.SIZE_SUBHEADING, theme.CREAM, anchor_x="center",
                                     display=True, batch=result)
        # the reason may take two lines (the longest names the early end of the classic rules)
        self.result_reason = make_text("", mid, self.bottom + 30, theme.SIZE_SMALL, theme.TEXT, anchor_x="center",
                                       width=int(mw - 24), multiline=True, align="center", batch=result)
        self.seat_texts = (self.name_texts + self.kind_texts + self.elector_texts + self.detail_texts
                           + self.detail2_texts)
        self.race_texts = ([self.caption_electors, self.caption_states, self.white_house_text]
                           + self.bar_numbers + self.state_numbers)
        self.result_texts = [self.result_head, self.result_reason]

    def block_rect(self, seat: int) -> tuple[float, float, float, float]:
        """left, bottom, width, height of a seat's block (its texts stay inside it)."""
        bx = self.left + 8 if seat == 0 else self.left + self.width - 8 - self.block_w
        return bx, self.bottom + 8, self.block_w, self.height - 16

    def race_rect(self) -> tuple[float, float, float, float]:
        """The race's column: the panel between the blocks, inside its border (its texts stay in it)."""
        ml, _, mw, _ = self.middle_rect()
        return ml, self.bottom + 2, mw, self.height - 4

    def middle_rect(self) -> tuple[float, float, float, float]:
        """The race between the blocks (and the result box at the end): its texts stay inside it."""
        ml = self.left + 8 + self.block_w + 8
        return ml, self.bottom + 8, self.width - 2 * (8 + self.block_w + 8), self.height - 16

    # ---- values -----------------------------------------------------------------------
    def set(self, snap: Snapshot, names=None, kinds=None, thinking=False, preview=None,
            spread: bool = False) -> None:
        """Show `snap` with the seats' names and kinds; `preview` is (electors, states) after the
        selected move. Cheap when nothing changed. With `spread` (the screen, a frame at a time)
        the texts that change are laid out a few a frame (TEXTS_A_FRAME), the electors first (the
        side panel shows them too), and `version` moves on once all are: the texts are seen only
        in the board layer, drawn again then."""
        electors = list(snap.electors)
        values = (tuple(electors), tuple(snap.states), tuple(snap.cells), tuple(snap.tentative),
                  snap.to_move, tuple(snap.white_house_reach), snap.terminal, tuple(p for p in snap.pieces),
                  tuple(names or self.names), tuple(kinds or self.kinds), thinking, preview,
                  tuple(theme.player_colours()[:2]))
        if values != self.values:
            only_preview = self.values is not None and _but_preview(self.values) == _but_preview(values)
            self.values = values
            self.names = list(names or self.names)
            self.kinds = list(kinds or self.kinds)
            self.snap = snap
            self.electors = electors
            self.preview = preview
            self._due = self._text_steps(snap, thinking)
            if spread and not only_preview:
                # the frame the scores come in: the electors alone; the next the side panel
                # redraws its own (see SidePanel.draw_panel); the rest from the one after
                self._lay_out(0, first=2)
                self._idle = 1
                return
        if self._idle and spread:
            self._idle -= 1
            return
        if self._due:
            self._lay_out(TEXTS_A_FRAME if spread else None)

    def _lay_out(self, budget: int | None, first: int = 0) -> None:
        """Carry out the `first` texts' steps due, then more until `budget` of them changed a
        text (None: all); when none is left, the shapes follow and `version` moves on."""
        for _step in range(min(first, len(self._due))):
            self._due.pop(0)()
        spent = self.relayouts
        while self._due and (budget is None or self.relayouts - spent < budget):
            self._due.pop(0)()
        if not self._due:
            self.shapes.invalidate()
            self.version += 1

    def _set(self, text, words: str) -> None:
        if set_text(text, words):
            self.relayouts += 1

    def _text_steps(self, snap: Snapshot, thinking: bool) -> list:
        """What `set` does to the texts, a step a text, the electors first."""
        steps = [lambda seat=seat: self._set(self.elector_texts[seat], str(self.electors[seat])) for seat in (0, 1)]
        for seat in (0, 1):
            steps += [lambda seat=seat: self._set_name(seat),
                      lambda seat=seat: self._set_status(seat, snap, thinking),
                      lambda seat=seat: self._set(self.detail_texts[seat],
                                                  f"{snap.states[seat]} state{'' if snap.states[seat] == 1 else 's'}"),
                      lambda seat=seat: self._set(self.detail2_texts[seat],
                                                  f"{snap.cells[seat]} cell{'' if snap.cells[seat] == 1 else 's'}"),
                      lambda seat=seat: self._set_bar_number(seat),
                      lambda seat=seat: self._set(self.state_numbers[seat], str(snap.states[seat]))]
        steps.append(lambda: self._set_white_house_line(snap))
        outcome = snap.outcome if snap.terminal else None
        if outcome is not None:
            steps.append(lambda: self._set_result(outcome))
        return steps

    def _set_name(self, seat: int) -> None:
        text = self.name_texts[seat]
        self.relayouts += fit_name(text, "{}", [self._name(seat)], self.line_width)
        set_colour(text, theme.shade(theme.player_colour(seat), 1.25))

    def _set_bar_number(self, seat: int) -> None:
        """The count rides in its bar only where the bar is long enough to hold it."""
        count = str(self.electors[seat])
        bar = self.electors[seat] * (self.bar_r - self.bar_l) / self.total_electors
        self._set(self.bar_numbers[seat], count if self._number_width(seat, count) + 10 <= bar else "")

    def _set_status(self, seat: int, snap: Snapshot, thinking: bool) -> None:
        """The line under a seat's name: who plays it, and "to move" / "thinking…" on its turn;
        when both do not fit, the turn alone (the side panel names the player too)."""
        text = self.kind_texts[seat]
        kind = self.kinds[seat]
        to_move = seat == snap.to_move and not snap.terminal
        if to_move:
            status = "thinking…" if thinking else "to move"
            words = f"{status}  ·  {kind}" if kind else status
            fits = self._status_fits.get(words)
            if fits is None:
                self._set(text, words)
                fits = self._status_fits[words] = text.content_width <= self.line_width
            self._set(text, words if fits else status)
        else:
            self._set(text, kind)
        set_colour(text, theme.ACCENT if to_move else theme.TEXT_MUTED)

    def _set_white_house_line(self, snap: Snapshot) -> None:
        on = [seat for seat in (0, 1)
              if snap.pieces[seat] is not None and tuple(snap.pieces[seat]) == tuple(snap.white_house)]
        reach = [self._name(s) for s in (0, 1) if snap.white_house_reach[s]]
        # the line is centred with the White House chip before it
        room = self.middle_rect()[2] - 2 * 24
        if on:
            self.relayouts += fit_name(self.white_house_text, "White House: {} is in residence",
                                       [self._name(on[0])], room)
        elif reach:
            template = "White House: in line for " + " and ".join(["{}"] * len(reach))
            self.relayouts += fit_name(self.white_house_text, template, reach, room)
        else:
            self._set(self.white_house_text, "White House: nobody in line")

    def _set_result(self, outcome) -> None:
        """The end: the middle says who won and which condition decided it."""
        room = self.middle_rect()[2] - 2 * (STAR_GAP + STAR_RADIUS + 6)
        if outcome.winners:
            fit_name(self.result_head, "{} WINS", [self._name(outcome.winners[0]).upper()], room)
            set_colour(self.result_head, theme.shade(theme.player_colour(outcome.winners[0]), 1.3))
        else:
            set_text(self.result_head, "A DRAW")
            set_colour(self.result_head, theme.ACCENT)
        reason = self.result_reason
        set_text(reason, outcome.reason[:1].upper() + outcome.reason[1:])
        # one or two lines under the separator; a long reason takes the smaller size
        for size in (theme.SIZE_SMALL, theme.SIZE_TINY, 11):
            if reason.font_size != size:
                reason.font_size = size
            if reason.content_height <= REASON_HEIGHT:
                break

    def _number_width(self, seat: int, count: str) -> float:
        """How wide seat's count in its bar is (kept per string: measured once, by laying it out)."""
        width = self._number_widths[seat].get(count)
        if width is None:
            self._set(self.bar_numbers[seat], count)
            width = self._number_widths[seat][count] = self.bar_numbers[seat].content_width
        return width

    def _name(self, seat: int) -> str:
        return self.names[seat] or seat_name(seat)

    # ---- drawing ----------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        snap = self.snap
        active = tuple((seat == snap.to_move and not snap.terminal)
                       or (snap.terminal and snap.outcome is not None and seat in snap.outcome.winners)
                       for seat in (0, 1))
        # the panel and the seats' blocks look one of a few ways (whose turn): kept, not rebuilt a move
        colours = tuple(theme.player_colours()[:2])
        if (colours, active) not in self._frames:
            # the first build makes every turn's look (the screen opening), not the first moves
            for lit in {active, (True, False), (False, True)}:
                frame_sb = ShapeBuilder()
                self._build_frame(frame_sb, lit)
                self._frames[colours, lit] = frame_sb.data
        sb.data.extend(self._frames[colours, active])
        if snap.terminal and snap.outcome is not None:
            self._build_result(sb)
        else:
            self._build_bars(sb)

    def _build_frame(self, sb: ShapeBuilder, active: tuple[bool, bool]) -> None:
        """The panel and each seat's block, lit for the seat to move (or that won)."""
        l, b, w, h = self.left, self.bottom, self.width, self.height
        sb.panel(l, b, w, h, radius=14)
        for seat in (0, 1):
            colour = theme.player_colour(seat)
            bx = self.block_rect(seat)[0]
            if active[seat]:
                sb.rounded_rect(bx - 2, b + 6, self.block_w + 4, h - 12, 12, theme.with_alpha(theme.ACCENT, 60))
            sb.rounded_rect(bx, b + 8, self.block_w, h - 16, 10, theme.mix(theme.PANEL, colour, 0.18))
            if active[seat]:
                sb.rounded_outline(bx, b + 8, self.block_w, h - 16, 10, 2, theme.ACCENT)
            # the seat's piece as its badge
            px = bx + 24 if seat == 0 else bx + self.block_w - 24
            build_piece(sb, seat, 13, colour, px, b + h - 33)

    def _build_result(self, sb: ShapeBuilder) -> None:
        outcome = self.snap.outcome
        colour = theme.player_colour(outcome.winners[0]) if outcome.winners else theme.ACCENT
        x0, b, w, h = self.middle_rect()
        sb.rounded_rect(x0, b, w, h, 10, theme.mix(theme.BACKGROUND_DEEP, colour, 0.16))
        sb.rounded_outline(x0, b, w, h, 10, 2, colour)
        mid = x0 + w / 2
        for dx in (-1, 1):
            # two gold stars either side of the headline
            sb.star(mid + dx * (self.result_head.content_width / 2 + STAR_GAP), self.result_head.y, STAR_RADIUS,
                    theme.ACCENT)
        sb.rect(mid - 120, self.bottom + 48, 240, 1.5, theme.with_alpha(colour, 150))

    def _build_bars(self, sb: ShapeBuilder) -> None:
        snap = self.snap
        top = self.bottom + self.height
        x0, x1 = self.bar_l, self.bar_r
        span = x1 - x0
        per = span / self.total_electors
        y, hh = top - 46, 18
        c0, c1 = theme.player_colour(0), theme.player_colour(1)
        sb.rounded_rect(x0, y, span, hh, 5, theme.shade(theme.PANEL, 0.7))
        e0, e1 = self.electors
        t0, t1 = snap.tentative
        # tentative support: lighter, after the electors
        if t0:
            sb.rect(x0 + e0 * per, y + 3, t0 * per, hh - 6, theme.with_alpha(c0, 110))
        if t1:
            sb.rect(x1 - (e1 + t1) * per, y + 3, t1 * per, hh - 6, theme.with_alpha(c1, 110))
        if self.preview is not None:
            (a0, a1), _ = self.preview
            mover = snap.to_move
            if mover == 0 and a0 > e0:
                sb.rect(x0 + e0 * per, y, (a0 - e0) * per, hh, theme.with_alpha(theme.shade(c0, 1.35), 200))
            if mover == 1 and a1 > e1:
                sb.rect(x1 - a1 * per, y, (a1 - e1) * per, hh, theme.with_alpha(theme.shade(c1, 1.35), 200))
        if e0:
            sb.lrbt(x0, x0 + e0 * per, y, y + hh, c0)
            sb.gradient_rect(x0, y + hh * 0.5, e0 * per, hh * 0.5, (255, 255, 255, 0), (255, 255, 255, 50))
        if e1:
            sb.lrbt(x1 - e1 * per, x1, y, y + hh, c1)
            sb.gradient_rect(x1 - e1 * per, y + hh * 0.5, e1 * per, hh * 0.5, (255, 255, 255, 0), (255, 255, 255, 50))
        sb.rounded_outline(x0 - 1, y - 1, span + 2, hh + 2, 5, 1.5, theme.BORDER)
        # the 270 line: right in the middle (270 of 538 from either side)
        mid_left = x0 + ELECTORS_TO_WIN * per
        mid_right = x1 - ELECTORS_TO_WIN * per
        sb.lrbt(mid_right - 1.5, mid_left + 1.5, y - 5, y + hh + 5, theme.ACCENT)
        after = self.preview[1] if self.preview is not None else None
        key = ("pips", tuple(snap.states), after, snap.to_move, c0, c1)
        pips = self._frames.get(key)
        if pips is None:
            pips_sb = ShapeBuilder()
            self._build_pips(pips_sb, snap, after)
            if len(self._frames) > 64:
                self._frames.clear()
            pips = self._frames[key] = pips_sb.data
        sb.data.extend(pips)
        # the White House chip in front of its line
        wx = (x0 + x1) / 2 - self.white_house_text.content_width / 2 - 14
        wy = self.bottom + 13
        sb.circle(wx, wy, 7, theme.ACCENT)
        sb.rect(wx - 4, wy - 3, 8, 4, theme.CREAM)
        sb.triangle((wx - 5, wy + 1), (wx + 5, wy + 1), (wx, wy + 5), theme.CREAM)

    def _build_pips(self, sb: ShapeBuilder, snap: Snapshot, after) -> None:
        """States: 50 pips, filled from each end, with the 26th marked on each side (kept per
        look, as the panel is)."""
        top = self.bottom + self.height
        x0, x1 = self.bar_l, self.bar_r
        span = x1 - x0
        c0, c1 = theme.player_colour(0), theme.player_colour(1)
        total_states = self.total_states
        sy, sh = top - 82, 12
        gap = 2
        pip = (span - gap * (total_states - 1)) / total_states
        s0, s1 = snap.states
        for i in range(total_states):
            px = x0 + i * (pip + gap)
            if i < s0:
                colour = c0
            elif total_states - i <= s1:
                colour = c1
            elif after is not None and snap.to_move == 0 and i < after[0]:
                colour = theme.with_alpha(theme.shade(c0, 1.3), 170)
            elif after is not None and snap.to_move == 1 and total_states - i <= after[1]:
                colour = theme.with_alpha(theme.shade(c1, 1.3), 170)
            else:
                colour = theme.shade(theme.PANEL, 0.7)
            sb.rect(px, sy, pip, sh, colour)
        for k in (STATES_TO_WIN - 1, total_states - STATES_TO_WIN):
            px = x0 + k * (pip + gap)
            sb.rounded_outline(px - 2, sy - 2, pip + 4, sh + 4, 3, 1.5, theme.ACCENT)

    def draw(self) -> None:
        if self.snap is None:          # nothing to show until the first position is set
            return
        self.shapes.draw()
        over = self.snap.terminal and self.snap.outcome is not None
        seats, race, result = self._batches
        seats.draw()
        (result if over else race).draw()
