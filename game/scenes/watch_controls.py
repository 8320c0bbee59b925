"""A watched replay's controls on its game screen (WatchMode, game/modes/watch.py): the screen
makes them when its mode is watching, as its side panel's slot (panel_slot.py): in the replay
bar's and Undo / Redo's places (Slower, the speed, Faster; Pause, Next move; Menu stays), and
the hint line the screen takes from them:

    Space / Enter / pad A     pause, resume (at the end: watch again from the start)
    Right / d-pad right       the next move now (the running animation lands first)
    Up, Down                  faster, slower
    Left                      look back a move (Right steps forward again, to the live end)
    Esc / pad B               stop watching: back where the watch was opened
"""
from __future__ import annotations

from game.modes.watch import MAX_SPEED, MIN_SPEED, speed_words
from game.scenes.mode_steps import carry_out
from game.scenes.panel_slot import PanelSlot
from game.ui import theme
from game.ui.input import Action
from game.ui.widgets import Button, make_text, set_text

HINTS = "[Space] pause   [→] next move   [↑↓] faster, slower   [←] look back   [Esc] leave"
PAD_HINTS = "[A] pause   [D-pad →] next move   [D-pad ↑↓] speed   [B] leave"
END_HINTS = "[Space] watch again   [←] look back   [Esc] leave"
PAD_END_HINTS = "[A] watch again   [D-pad ←] look back   [B] leave"


class WatchControls(PanelSlot):
    keeps_replay_bar = False
    keeps_takebacks = False

    def __init__(self, screen):
        super().__init__(screen.play)
        self.screen = screen
        self.mode = screen.mode
        self._shown = None          # (paused, speed, at the end) the buttons and words were written for

    # the hint lines the screen shows while watching, and at the end (it takes them from `hints`)
    hint_pairs = ((HINTS, PAD_HINTS), (END_HINTS, PAD_END_HINTS))

    @property
    def hints(self) -> tuple[str, str]:
        return self.hint_pairs[1] if self.at_the_end() else self.hint_pairs[0]

    def place_buttons(self, bar, takebacks, batch) -> None:
        """The replay bar's row: Slower, the speed, Faster; Undo and Redo's: Pause, Next move."""
        left, bottom, width, height = bar
        right = left + width
        side = width * 0.27          # the speed's words between them: "Paused · 0.25×"
        self.btn_slower = self.ui.add(Button("Slower", lambda: self.change_speed(-1), left, bottom, side, height,
                                             size=theme.SIZE_TINY, style="quiet"))
        self.btn_faster = self.ui.add(Button("Faster", lambda: self.change_speed(1), right - side, bottom, side,
                                             height, size=theme.SIZE_TINY, style="quiet"))
        self.speed_text = make_text("", (left + right) / 2, bottom + height / 2, theme.SIZE_TINY, theme.ACCENT,
                                    anchor_x="center", anchor_y="center", bold=True, batch=batch)
        l, b, w, h = takebacks
        half = (w - 8) / 2
        self.btn_pause = self.ui.add(Button("Pause", self.toggle_pause, l, b, half, h, size=theme.SIZE_TINY))
        self.btn_next = self.ui.add(Button("Next move", self.step, l + half + 8, b, half, h, size=theme.SIZE_TINY))
        self.update()

    # ---- per frame ----------------------------------------------------------------------------
    def at_the_end(self) -> bool:
        return self.mode.at_the_end(self.screen.session)

    def update(self) -> None:
        """The buttons' words."""
        end = self.at_the_end()
        key = (self.mode.paused, self.mode.speed, end)
        if key == self._shown:
            return
        self._shown = key
        set_text(self.speed_text, ("Paused · " if self.mode.paused and not end else "") + speed_words(self.mode.speed))
        set_text(self.btn_pause.label, "Again" if end else "Resume" if self.mode.paused else "Pause")
        self.btn_next.enabled = not end
        self.btn_slower.enabled = self.mode.speed > MIN_SPEED
        self.btn_faster.enabled = self.mode.speed < MAX_SPEED
        self.ui.invalidate()            # (the speed's words are in the panel's picture too)

    # ---- what the controls do ---------------------------------------------------------------------
    def toggle_pause(self) -> None:
        screen = self.screen
        if screen.session.in_replay:
            screen.replay_to(None)          # back to where the watch is, playing
            self.mode.paused = False
        elif self.at_the_end():
            screen.restart()                # watch again from the first move
            return
        else:
            self.mode.toggle_pause()
        screen.play("click")
        self.update()

    def step(self) -> None:
        screen = self.screen
        if screen.session.in_replay:
            screen.replay_step(1)
            return
        if screen.is_animating():
            screen.skip_animation()
        carry_out(screen, self.mode.next_move(screen.session))
        self.update()

    def change_speed(self, direction: int) -> None:
        before = self.mode.speed
        self.mode.change_speed(direction)
        self.screen.play("click" if self.mode.speed != before else "error")
        self.update()

    def on_action(self, action: Action) -> bool:
        screen = self.screen
        if action == Action.CONFIRM:
            self.toggle_pause()
        elif action in (Action.RIGHT, Action.NEXT):
            self.step()
        elif action in (Action.LEFT, Action.PREV):
            screen.replay_step(-1)
        elif action == Action.UP:
            self.change_speed(1)
        elif action == Action.DOWN:
            self.change_speed(-1)
        elif action == Action.CANCEL:
            screen.play("click")
            screen.leave()
        else:
            return False
        return True
