"""The pause menu (Esc / F10 / gamepad Start in any game screen): Resume, Restart, Rules,
Settings, and leaving (its words and where it leads are the match's mode's: "Save and quit
to menu" in a match, "Leave lesson" in a lesson)."""
from __future__ import annotations

from game.scenes.base import OverlayScene
from game.scenes.directory import make_scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, fit_text, make_text

PANEL_W = 460


class PauseScene(OverlayScene):
    scene_name = "pause"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Select   [Esc] Resume"
    pad_hints = "[D-pad] Choose   [A] Select   [B] [Start] Resume"

    def __init__(self, screen):
        super().__init__(screen)
        self.screen = screen
        self.frame = CachedShapes(self._build)
        mode = screen.mode
        show_results = screen.session.is_over() and mode.shows_results
        self.panel_h = 200 + 64 * (5 + (1 if show_results else 0))
        cx = theme.WIDTH / 2
        top = theme.HEIGHT / 2 + self.panel_h / 2
        self.title = make_text("PAUSED", cx, top - 56, theme.SIZE_HEADING, theme.ACCENT, anchor_x="center",
                               display=True)
        self.subtitle = fit_text(make_text(self._subtitle(), cx, top - 96, theme.SIZE_SMALL, theme.TEXT_MUTED,
                                           anchor_x="center"), PANEL_W - 48, min_size=12)
        self.subtitle_lines = 1
        if self.subtitle.content_width > PANEL_W - 48:
            # a long lesson title: two lines, the rule under them moves down a little
            self.subtitle = make_text(self._subtitle(), cx, top - 104, 12, theme.TEXT_MUTED, anchor_x="center",
                                      width=PANEL_W - 48, multiline=True, align="center")
            self.subtitle_lines = 2
        entries = [("Resume", self.resume)]
        if show_results:
            entries.append(("Show results", self._results))
        entries += [
            (mode.restart_label, self._restart),
            ("Rules", self._rules),
            ("Settings", self._settings),
            (mode.leave_label(screen.session), self._quit),
        ]
        y = top - 140
        self.buttons = {}
        for label, action in entries:
            y -= 54
            self.buttons[label] = self.ui.add(Button(label, action, cx - 190, y, 380, 50))
            y -= 10

    def _subtitle(self) -> str:
        s = self.screen
        if s.lesson is not None:
            return f"Lesson: {s.lesson.title}"     # a lesson's title names its game
        return f"{s.game.title} · move {s.session.ply}"

    def _build(self, sb: ShapeBuilder) -> None:
        l = theme.WIDTH / 2 - PANEL_W / 2
        b = theme.HEIGHT / 2 - self.panel_h / 2
        sb.panel(l, b, PANEL_W, self.panel_h, border=theme.BORDER)
        sb.rect(theme.WIDTH / 2 - 60, b + self.panel_h - (118 if self.subtitle_lines == 1 else 133), 120, 3,
                theme.ACCENT)

    def draw(self) -> None:
        self.frame.draw()
        self.title.draw()
        self.subtitle.draw()

    # ---- entries ------------------------------------------------------------------------
    def resume(self) -> None:
        self.window.scenes.pop(fade=False)

    def on_back(self) -> None:
        self.play("click")
        self.resume()

    def on_action(self, device: str, action: Action) -> bool:
        if action == Action.MENU:
            self.resume()
            return True
        return super().on_action(device, action)

    def _results(self) -> None:
        self.window.scenes.replace(make_scene("results", self.screen), fade=False)

    def _restart(self) -> None:
        self.screen.restart()

    def _rules(self) -> None:
        self.window.scenes.push(make_scene("rules", self.screen.game.name))

    def _settings(self) -> None:
        self.window.scenes.push(make_scene("settings"))

    def _quit(self) -> None:
        self.screen.leave()
