"""Fractal territory's heads-up display over the board.

Left column: the two scores (each with what it gained on the last turn, counting up when it
changes), what ends the game, the Split control (offered to the player behind) and, with the
dice option, the Roll control and the die. Top right: the "Score hints" checkbox. Bottom
centre: the score hint, what the free vertex under the pointer would score now.

Shapes are one batch rebuilt only when something shown changes (or while something moves);
the texts are one pyglet batch whose words change only when their values do.
"""
from __future__ import annotations

import math
from typing import Callable

import pyglet

from game.engines.fractal.scoring import PLAYER_NAMES, may_split
from game.engines.fractal.state import SPLIT_FACES
from game.scenes.base import HINT_Y
from game.scenes.fractal.hud_parts import (
    MARGIN, build_card, build_card_bar, build_card_glow, build_checkbox, build_control, build_die, build_hint_pill,
    build_tooltip,
)
from game.scenes.fractal.texts import TextChoices
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import fit_text, make_text, set_colour, set_text
from game.ui.widgets.text import warm_glyphs

BOX_HEIGHT = 54          # every box of the strip
CARD_WIDTH = 176
ENDS_WIDTH = 168
HINTS_WIDTH = 164
GAP = 8
DIE_BOX = (272, 60)      # the die and what it allowed, under the score cards
COUNT_RATE = 9.0         # how fast a shown score closes on the real one (per second)
GAIN_FADE = 0.45         # seconds for a gain to fade in
GLOW_SECONDS = 0.9       # a card glows this long after its score grew
TUMBLE_SECONDS = 0.55    # the die tumbles this long before it shows its face
TOOLTIP_WIDTH = 240
SPLIT_WORDS = "Split: choose a cell, then a new corner for your piece"
# Parts that take a few looks each (a card to move or not, the controls on or off...): their
# triangles are kept by what they show, so that a move's turn change builds nothing again.
CACHED_PARTS = frozenset({"card0", "card1", "ends", "controls", "die", "checkbox"})
PART_CACHE = 64


class FractalHud:
    """Drawn in screen space over `board_rect`; the screen calls `sync` after a move or a view
    change, `update` and `draw` each frame, and passes the pointer on. What it asks of the match:
    `may_play()` (the player at the screen is to move), `looking_back()` (an earlier position is
    shown), `hovered()` (the vertex under the pointer, or None), `seat_colour(seat)`; what it
    does: `flash(words)` says why a control is off, `submit(move, device)` asks for the die,
    `play(name)` makes a sound."""

    def __init__(self, board_rect, *, may_play: Callable[[], bool], looking_back: Callable[[], bool],
                 hovered: Callable[[], int | None], seat_colour: Callable[[int], tuple],
                 flash: Callable[[str], None], submit: Callable[[object, str], bool], play: Callable[[str], None]):
        self.board_rect = board_rect
        self.may_play = may_play
        self.looking_back = looking_back
        self.hovered = hovered
        self.seat_colour = seat_colour
        self.flash = flash
        self.submit = submit
        self.play = play
        self.hints_on = True
        self.split_armed = False
        self.state = None
        self.time = 0.0
        self.shapes = ShapeBuilder()
        self._shape_key = None              # None: something shown may have changed (see _rebuild)
        self._built: dict[str, tuple] = {}  # part -> (what it shows, its triangles)
        self._part_cache: dict[tuple, object] = {}   # (part, what it shows) -> its triangles (CACHED_PARTS)
        self.rebuilds = 0                   # the shapes joined and sent again
        self.part_builds = 0                # parts built again
        self.batch = pyglet.graphics.Batch()
        self._place()
        self._make_texts()
        self.shown_scores = [0.0, 0.0]      # what the cards show while they count up
        self.gains = [0, 0]
        self.gain_age = [GAIN_FADE, GAIN_FADE]
        self.glow = [0.0, 0.0]
        self.die_face: int | None = None
        self.tumble = 0.0
        self.hover: str | None = None       # the control under the pointer
        self.hint_vertex = None             # (vertex, mover's points, opponent's points) shown
        self.reasons = {"split": "The game is over.", "roll": "The game is over."}   # why each control is off
        self._may_play = False
        self._pulse_step = -1

    # ---- layout -----------------------------------------------------------------------------
    def _place(self) -> None:
        """The strip along the top of the board area: two score cards, what ends the game, the
        Split (and Roll) controls, the checkbox at the right; the die's box under the cards."""
        left, bottom, width, height = self.board_rect
        top = bottom + height - 6
        y = top - BOX_HEIGHT
        x = left + MARGIN
        self.rects = {"card0": (x, y, CARD_WIDTH, BOX_HEIGHT),
                      "card1": (x + CARD_WIDTH + GAP, y, CARD_WIDTH, BOX_HEIGHT)}
        x += 2 * (CARD_WIDTH + GAP)
        self.rects["ends"] = (x, y, ENDS_WIDTH, BOX_HEIGHT)
        x += ENDS_WIDTH + GAP
        right = left + width - MARGIN
        self.rects["hints"] = (right - HINTS_WIDTH, y, HINTS_WIDTH, BOX_HEIGHT)
        controls = right - HINTS_WIDTH - GAP - x       # room for Split, or Split and Roll
        self.rects["split_alone"] = (x, y, controls, BOX_HEIGHT)
        half = (controls - GAP) / 2
        self.rects["split_dice"] = (x, y, half, BOX_HEIGHT)
        self.rects["roll"] = (x + half + GAP, y, half, BOX_HEIGHT)
        self.rects["die"] = (left + MARGIN, y - GAP - DIE_BOX[1], DIE_BOX[0], DIE_BOX[1])
        # over the control hints' line, as notices are: higher up it would hide the board's edge
        self.hint_centre = (left + width / 2, bottom + HINT_Y)

    def _make_texts(self) -> None:
        batch, r = self.batch, self.rects
        self.names, self.score_texts, self.gains_shown, self.turn_marks = [], [], [], []
        for seat in (0, 1):
            l, b, w, h = r[f"card{seat}"]
            # who plays the seat is on the side panel's card; here the colour's name and the score
            self.names.append(make_text(PLAYER_NAMES[seat].upper(), l + 40, b + h - 11, theme.SIZE_TINY - 2,
                                        theme.TEXT_MUTED, bold=True, batch=batch))
            self.score_texts.append(make_text("", l + 39, b + 21, theme.SIZE_HEADING - 10, theme.TEXT, bold=True,
                                              batch=batch))
            # the gains, "+1" to "+6" laid out ahead: a move that scores lays out no gain
            self.gains_shown.append(TextChoices(
                lambda words, l=l, b=b: make_text(words, l + 80, b + 21, theme.SIZE_SMALL, theme.GOOD, bold=True,
                                                  batch=batch), [f"+{n}" for n in range(1, 7)]))
            self.turn_marks.append(make_text("TO MOVE", l + w - 10, b + h - 11, theme.SIZE_TINY - 2, theme.ACCENT,
                                             anchor_x="right", bold=True, batch=batch))
        l, b, w, h = r["ends"]
        self.ends_texts = [make_text("", l + 12, b + h - 18, theme.SIZE_TINY, theme.TEXT, batch=batch),
                           make_text("", l + 12, b + 17, theme.SIZE_TINY, theme.TEXT_MUTED, batch=batch)]
        self.control_texts = {key: make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, anchor_x="center", bold=True,
                                             batch=batch) for key in ("split", "roll")}
        self._fit_probe = make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, bold=True)
        self._fit_sizes: dict[tuple[str, float], float] = {}      # (words, room) -> the size that fits
        l, b, w, h = r["die"]
        self.die_caption = make_text("", l + 64, b + h / 2, theme.SIZE_TINY, theme.TEXT, width=int(w - 74),
                                     multiline=True, batch=batch)
        l, b, w, h = r["hints"]
        self.hints_label = make_text("Score hints", l + 40, b + h / 2, theme.SIZE_SMALL, theme.TEXT, bold=True,
                                     batch=batch)
        self.hint_number = make_text("", 0, 0, theme.SIZE_HEADING - 9, theme.TEXT, bold=True, batch=batch)
        self.hint_words = make_text("", 0, 0, theme.SIZE_SMALL, theme.TEXT, batch=batch)
        self.tooltip = make_text("", 0, 0, theme.SIZE_TINY, theme.CREAM, width=TOOLTIP_WIDTH - 20, multiline=True,
                                 anchor_y="top")
        for text in (self.score_texts[0], self.gain_texts[0], self.hint_number, self.hint_words):
            warm_glyphs(text)
        self._place_controls(False)

    @property
    def gain_texts(self) -> list:
        """The text of each seat's gain shown (blank while none is)."""
        return [shown.text for shown in self.gains_shown]

    def _place_controls(self, dice: bool) -> None:
        """Split fills the controls' room, or shares it with Roll under the dice option."""
        self.rects["split"] = self.rects["split_dice" if dice else "split_alone"]
        for key in ("split", "roll"):
            l, b, w, h = self.rects[key]
            text = self.control_texts[key]
            text.x, text.y = l + w / 2, b + h / 2
        self._dice_placed = dice
        self._label_controls()

    def contains(self, x: float, y: float) -> bool:
        """Whether (x, y) is over a part of the HUD (the board takes no pointer there)."""
        return self._part_at(x, y) is not None or self._over_card(x, y)

    def _over_card(self, x: float, y: float) -> bool:
        return any(_inside(self.rects[k], x, y) for k in ("card0", "card1", "ends"))

    def _part_at(self, x: float, y: float) -> str | None:
        for key in ("hints", "split", "roll"):
            if (key != "roll" or self._dice()) and _inside(self.rects[key], x, y):
                return key
        return None

    # ---- what the position allows -----------------------------------------------------------
    def _dice(self) -> bool:
        return self.state is not None and self.state.dice

    def split_reason(self) -> str | None:
        """Why the Split control is off now (players' words), or None when it is on."""
        state = self.state
        reason = self._playing_behind_reason("split")
        if reason:
            return reason
        if state.dice and state.rolled not in SPLIT_FACES:
            return ("Roll the die first: a 5 or 6 lets you split." if state.rolled is None
                    else f"You rolled a {state.rolled}: no split this turn.")
        if not state.may_split_now():
            return "Every cell is on the deepest level: none can split."
        return None

    def roll_reason(self) -> str | None:
        state = self.state
        reason = self._playing_behind_reason("roll for a split")
        if reason:
            return reason
        if state.rolled is not None:
            return "The die is rolled once a turn."
        if not state.may_roll():
            return "Every cell is on the deepest level: none can split."
        return None

    def _playing_behind_reason(self, action: str) -> str | None:
        """What Split and Roll both need: a game on, the turn to play, and a score behind."""
        state = self.state
        if state is None or state.over is not None:
            return "The game is over."
        turn = self._turn_reason()
        if turn:
            return turn
        if not may_split(state.scores, state.to_move):
            return self._behind_reason(action)
        return None

    def _turn_reason(self) -> str | None:
        if self.state.rolling:
            return "The die is rolling."
        if self.looking_back():
            return "Looking back: return to the game to play."
        if not self.may_play():
            return f"{PLAYER_NAMES[self.state.to_move]} is to move: wait for your turn."
        return None

    def _behind_reason(self, verb: str) -> str:
        scores = self.state.scores
        if scores[0] == scores[1]:
            return f"The scores are level: only the player behind may {verb}."
        return f"You lead: only the player behind may {verb}."

    # ---- the screen's calls -----------------------------------------------------------------
    def sync(self, state) -> None:
        """Show `state` (the position shown): scores count towards it, a new gain fades in."""
        before, self.state = self.state, state
        if state is None:
            return
        if state.dice != self._dice_placed:
            self._place_controls(state.dice)
        self._refresh_reasons()
        for seat in (0, 1):
            gain = state.turn_gain[seat]
            if before is None:
                self.shown_scores[seat] = float(state.scores[seat])
            elif state.scores[seat] > before.scores[seat]:
                self.glow[seat] = GLOW_SECONDS
            if gain != self.gains[seat]:
                self.gains[seat] = gain
                self.gain_age[seat] = 0.0 if gain > 0 else GAIN_FADE
                self.gains_shown[seat].show(f"+{gain}" if gain > 0 else "")
        if state.rolled is not None and state.rolled != self.die_face:
            self.tumble = TUMBLE_SECONDS
        self.die_face = state.rolled
        self._sync_words()
        self._shape_key = None

    def _refresh_reasons(self) -> None:
        """Work out once per change (not per frame: it looks at every cell) what the controls allow."""
        self._may_play = self.may_play()
        self.reasons = {"split": self.split_reason(), "roll": self.roll_reason()}
        if self.reasons["split"] is not None:
            self.split_armed = False
        self._shape_key = None

    def _sync_words(self) -> None:
        state = self.state
        set_text(self.ends_texts[0], f"First to {state.target} points")
        set_text(self.ends_texts[1], f"or {state.difference} points ahead")
        self._label_controls()
        set_text(self.die_caption, self._die_words())

    def _label_controls(self) -> None:
        """The controls' words, a little smaller when Split shares its room with Roll: the size
        that fits is worked out once per wording and room, and a text is laid out again only
        when its words or size change."""
        for key, words in (("split", "Cancel split" if self.split_armed else "Split a cell"), ("roll", "Roll the die")):
            set_text(self.control_texts[key], words, self._fitted_size(words, self.rects[key][2] - 16))

    def _fitted_size(self, words: str, room: float) -> float:
        """The size the control's words take to fit `room` (fit_text on a probe, not on the text shown)."""
        size = self._fit_sizes.get((words, room))
        if size is None:
            probe = self._fit_probe
            set_text(probe, words, theme.SIZE_SMALL)
            size = self._fit_sizes[(words, room)] = fit_text(probe, room).font_size
        return size

    def _die_words(self) -> str:
        state = self.state
        if not state.dice:
            return ""
        if state.rolling:
            return "Rolling…"
        face = state.rolled
        if face is None:
            return "A 5 or 6 lets the player behind split."
        who = "you" if self.may_play() else PLAYER_NAMES[state.to_move]
        return f"{face}: {who} may split this turn" if face in SPLIT_FACES else f"{face}: place as usual"

    def update(self, dt: float) -> None:
        self.time += dt
        state = self.state
        if state is None:
            return
        moving = False
        for seat in (0, 1):
            target = state.scores[seat]
            shown = self.shown_scores[seat]
            if shown != target:
                shown += (target - shown) * min(1.0, dt * COUNT_RATE)
                shown = float(target) if abs(target - shown) < 0.05 else shown
                self.shown_scores[seat] = shown
                moving = True
            if self.gain_age[seat] < GAIN_FADE:
                self.gain_age[seat] = min(GAIN_FADE, self.gain_age[seat] + dt)
                moving = True
            if self.glow[seat] > 0:
                self.glow[seat] = max(0.0, self.glow[seat] - dt)
                moving = True
        if self.tumble > 0:
            self.tumble = max(0.0, self.tumble - dt)
            moving = True
        if self.may_play() != self._may_play:      # a bot's turn ended, the game paused...
            self._refresh_reasons()
            self._sync_words()
        pulse_step = int(self.time * 12) if (state.rolling or self.split_armed) else -1
        if moving or pulse_step != self._pulse_step:
            self._pulse_step = pulse_step
            self._shape_key = None
        self._update_hint()

    def _update_hint(self) -> None:
        """The bottom pill: what the free vertex under the pointer would score now, or, in split
        mode, what to do next."""
        state = self.state
        if self.split_armed:
            self._set_hint(("split",), "", SPLIT_WORDS, theme.ACCENT)
            return
        vertex = self.hovered()
        show = (self.hints_on and vertex is not None and state.over is None and not state.rolling
                and vertex < len(state.owner) and state.owner[vertex] < 0 and self._may_play)
        if not show:
            if self.hint_vertex is not None:
                self.hint_vertex = None
                self._shape_key = None
            return
        mine, theirs = state.gain_if_placed(vertex)
        words = "points for you" if mine != 1 else "point for you"
        if theirs:
            words += f"  ·  {PLAYER_NAMES[1 - state.to_move]} also scores {theirs}"
        if mine == 0 and not theirs:
            words = "nothing yet: no cell completes here"
        self._set_hint((vertex, mine, theirs, state.to_move), f"+{mine}", words,
                       theme.ACCENT if mine else theme.TEXT_MUTED)

    def _set_hint(self, key, number: str, words: str, colour) -> None:
        if key == self.hint_vertex:
            return
        self.hint_vertex = key
        self._shape_key = None
        set_text(self.hint_number, number)
        set_text(self.hint_words, words)
        set_colour(self.hint_number, colour)

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self) -> None:
        state = self.state
        if state is None:
            return
        if self._shape_key is None:
            self._rebuild()
        self.shapes.draw()
        self._draw_text_states()
        self.batch.draw()
        if self.hover is not None and self.reasons.get(self.hover):
            self.tooltip.draw()

    def _draw_text_states(self) -> None:
        """Per-frame text values: the counting scores and the fading gains."""
        for seat in (0, 1):
            score = self.score_texts[seat]
            words = str(round(self.shown_scores[seat]))
            gain = self.gains_shown[seat].text
            if set_text(score, words) or gain.x != score.x + score.content_width + 7:
                gain.x = score.x + score.content_width + 7
            alpha = 255 * min(1.0, self.gain_age[seat] / GAIN_FADE)
            set_colour(gain, theme.with_alpha(theme.GOOD, alpha))
        state = self.state
        turn = state.to_move if state.over is None else None
        for seat in (0, 1):
            _show(seat == turn, self.turn_marks[seat])
        _show(self.hint_vertex is not None, self.hint_number, self.hint_words)
        _show(self._dice(), self.control_texts["roll"])
        _show(self._die_shown(), self.die_caption)
        set_colour(self.control_texts["split"], theme.ACCENT_TEXT if self.split_armed else
                   (theme.TEXT if self.reasons["split"] is None else theme.DISABLED))
        set_colour(self.control_texts["roll"], theme.TEXT if self.reasons["roll"] is None else theme.DISABLED)

    def _die_shown(self) -> bool:
        """The die's box shows from the roll to the end of that turn."""
        state = self.state
        return state is not None and state.dice and (state.rolling or state.rolled is not None)

    def _rebuild(self) -> None:
        """Bring the shapes in line with what is shown: each part (a card, the controls, the die...)
        is built again only when what it shows changed, and the parts are joined into one shape
        only when one of them was (`rebuilds` and `part_builds` count both)."""
        changed = False
        cache = self._part_cache
        if not cache:
            self._warm_cards()
        for name, key, build in self._parts():
            kept = self._built.get(name)
            if kept is None or kept[0] != key:
                data = cache.get((name, key)) if name in CACHED_PARTS else None
                if data is None:
                    sb = ShapeBuilder()
                    if key is not None:
                        build(sb)
                    data = sb.data
                    self.part_builds += 1
                    if name in CACHED_PARTS:
                        if len(cache) >= PART_CACHE:
                            cache.clear()
                        cache[(name, key)] = data
                self._built[name] = (key, data)
                changed = True
        if changed:
            self.shapes.clear()
            for _, part in self._built.values():
                self.shapes.data.extend(part)
            self.rebuilds += 1
        self._shape_key = True

    def _warm_cards(self) -> None:
        """Both looks of each card (to move or not) built ahead, before the first move needs them."""
        for seat in (0, 1):
            rect, colour = self.rects[f"card{seat}"], self.seat_colour(seat)
            for to_move in (False, True):
                sb = ShapeBuilder()
                build_card(sb, rect, colour, to_move)
                self._part_cache[(f"card{seat}", (colour, to_move))] = sb.data

    def _parts(self):
        """(name, key, build) of each part in drawing order; a part whose key is None is not shown."""
        state, r = self.state, self.rects
        turn = state.to_move if state.over is None else None
        for seat in (0, 1):     # a card in three parts: its glow, itself, its bar's fill
            rect, colour, to_move = r[f"card{seat}"], self.seat_colour(seat), seat == turn
            progress, glow = self.shown_scores[seat] / max(1, state.target), self.glow[seat] / GLOW_SECONDS
            yield f"glow{seat}", glow, lambda sb, rect=rect, g=glow: build_card_glow(sb, rect, g)
            yield f"card{seat}", (colour, to_move), lambda sb, rect=rect, c=colour, t=to_move: build_card(sb, rect, c, t)
            yield (f"bar{seat}", (colour, to_move, progress),
                   lambda sb, rect=rect, c=colour, t=to_move, p=progress: build_card_bar(sb, rect, c, t, p))
        yield "ends", (), lambda sb: sb.panel(*r["ends"], radius=12, shadow=False)
        controls = (self.reasons["split"] is None, self.split_armed, self.hover == "split", state.dice,
                    self.reasons["roll"] is None, self.hover == "roll", self._pulse_step)
        yield "controls", controls, self._build_controls
        face = None
        if self._die_shown():
            face = self.die_face
            if state.rolling or self.tumble > 0:
                face = 1 + int(self.time * 14) % 6
        lucky = face in SPLIT_FACES and not state.rolling and self.tumble == 0
        yield "die", (face, lucky) if self._die_shown() else None, lambda sb: build_die(sb, r["die"], face, lucky)
        yield "checkbox", (self.hints_on, self.hover == "hints"), lambda sb: build_checkbox(
            sb, r["hints"], self.hints_on, self.hover == "hints")
        hint = None
        if self.hint_vertex is not None:
            hint = (self.hint_vertex, self.hint_number.text, self.hint_words.text,
                    self.seat_colour(state.to_move))
        yield "hint", hint, self._place_hint
        tooltip = None
        if self.hover is not None and self.reasons.get(self.hover):
            tooltip = (self.hover, self.reasons[self.hover])
        yield "tooltip", tooltip, self._place_tooltip

    def _build_controls(self, sb: ShapeBuilder) -> None:
        r, pulse = self.rects, 0.5 + 0.5 * math.sin(self.time * 4.0)
        build_control(sb, r["split"], self.reasons["split"] is None, self.split_armed, self.hover == "split", pulse)
        if self.state.dice:
            build_control(sb, r["roll"], self.reasons["roll"] is None, False, self.hover == "roll", pulse)

    def _place_hint(self, sb: ShapeBuilder) -> None:
        """The hint's pill at the bottom centre, sized to its words."""
        number, words = self.hint_number, self.hint_words
        width = (number.content_width + 10 if number.text else 0) + words.content_width + 58
        cx, cy = self.hint_centre
        left = cx - width / 2
        number.x, number.y = left + 42, cy + 1
        words.x, words.y = number.x + (number.content_width + 10 if number.text else 0), cy
        build_hint_pill(sb, left, cy - 20, width, 40, self.seat_colour(self.state.to_move))

    def _place_tooltip(self, sb: ShapeBuilder) -> None:
        """Why the control under the pointer is off, in a box just under it."""
        l, b, w, h = self.rects[self.hover]
        set_text(self.tooltip, self.reasons[self.hover])
        board_left, _, board_width, _ = self.board_rect
        x = min(l, board_left + board_width - MARGIN - TOOLTIP_WIDTH)
        top = b - 8
        self.tooltip.x, self.tooltip.y = x + 10, top - 8
        height = self.tooltip.content_height + 16
        build_tooltip(sb, x, top - height, TOOLTIP_WIDTH, height)

    # ---- input ------------------------------------------------------------------------------
    def toggle_split(self) -> bool:
        """Arm split mode (or disarm it); False, with a reason flashed, when splitting is off."""
        if self.split_armed:
            self.split_armed = False
        else:
            reason = self.reasons["split"]
            if reason is not None:
                self.flash(reason)
                return False
            self.split_armed = True
        self._label_controls()
        self._shape_key = None
        return True

    def toggle_hints(self) -> None:
        self.hints_on = not self.hints_on
        self._shape_key = None
        self._update_hint()

    def roll(self, device: str = "kbm") -> bool:
        """Ask for the die (the dice option); False, with a reason flashed, when rolling is off."""
        reason = self.reasons["roll"]
        if reason is not None:
            self.flash(reason)
            return False
        return bool(self.submit(("roll",), device))

    def on_mouse_press(self, x: float, y: float, button: int) -> bool:
        part = self._part_at(x, y)
        if part == "hints":
            self.toggle_hints()
        elif part == "split":
            if not self.toggle_split():
                self.play("error")
        elif part == "roll":
            self.roll()
        return part is not None or self._over_card(x, y)

    def on_mouse_motion(self, x: float, y: float) -> None:
        part = self._part_at(x, y)
        if part != self.hover:
            self.hover = part
            self._shape_key = None


def _inside(rect, x: float, y: float) -> bool:
    l, b, w, h = rect
    return l <= x <= l + w and b <= y <= b + h


def _show(visible: bool, *texts) -> None:
    for text in texts:
        if text.visible != visible:
            text.visible = visible
