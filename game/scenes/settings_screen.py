"""The settings screen: display, sound, colours and speed. Every change applies at once and
is saved to settings.toml in the saves folder (atomically); a broken settings file is
reported here in one line, in the player's words, and the defaults are used."""
from __future__ import annotations

from dataclasses import fields

from game.scenes.base import Scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.settings import ANIMATION_SPEED_CHOICES, BOT_SPEED_CHOICES, LABELS, Settings
from game.ui.widgets import Button, ChoiceRow, SliderRow, ToggleRow, make_text

COLUMN_LEFT = 72
COLUMN_WIDTH = 700
ROW_H = 56
ROW_GAP = 8
PREVIEW = (820, 172, 388, 376)      # left, bottom, width, height of the palette preview


class SettingsScene(Scene):
    scene_name = "settings"
    heading = "Settings"

    def __init__(self):
        super().__init__()
        self.frame = CachedShapes(self._build)
        self.rows: dict[str, object] = {}
        self._palette_shown = None
        self._make_rows()
        px, py, pw, ph = PREVIEW
        self.preview_title = make_text("PLAYER COLOURS", px + 24, py + ph - 32, theme.SIZE_TINY, theme.ACCENT,
                                       bold=True)
        self.preview_names = [make_text("", px + 96, py + ph - 80 - i * 58, theme.SIZE_BODY, theme.TEXT, bold=True)
                              for i in range(4)]
        self.preview_marks = [make_text(theme.player_mark(i), px + 54, py + ph - 80 - i * 58, theme.SIZE_BODY,
                                        theme.BACKGROUND_DEEP, anchor_x="center") for i in range(4)]
        self.preview_note = make_text("", px + 24, py + 18, theme.SIZE_TINY, theme.TEXT_MUTED,
                                      width=pw - 48, multiline=True, anchor_y="bottom")
        self.saved_note = make_text("Changes are saved as you make them.", COLUMN_LEFT, 70, theme.SIZE_TINY,
                                    theme.TEXT_DIM)
        self.notice = make_text("", COLUMN_LEFT + 20, 583, theme.SIZE_TINY, theme.CREAM, width=1100,
                                multiline=True, anchor_y="center")

    @property
    def settings(self) -> Settings:
        return self.window.settings

    def _make_rows(self) -> None:
        s = self.settings
        def box(y):
            return COLUMN_LEFT, y, COLUMN_WIDTH, ROW_H
        specs = [
            ("fullscreen", lambda y: ToggleRow(LABELS["fullscreen"], s.fullscreen, self._set_fullscreen, *box(y),
                                               help="F11 switches at any time")),
            ("music_volume", lambda y: SliderRow(LABELS["music_volume"], s.music_volume,
                                                 self._setter("music_volume"), *box(y))),
            ("effects_volume", lambda y: SliderRow(LABELS["effects_volume"], s.effects_volume,
                                                   self._setter("effects_volume"), *box(y))),
            ("colour_blind_palette", lambda y: ToggleRow(
                LABELS["colour_blind_palette"], s.colour_blind_palette, self._setter("colour_blind_palette"),
                *box(y), help="Okabe–Ito colours; every player also has a shape")),
            ("bot_speed", lambda y: ChoiceRow(LABELS["bot_speed"], BOT_SPEED_CHOICES, s.bot_speed,
                                              self._setter("bot_speed"), *box(y), wrap=False,
                                              help="How long a bot waits before it moves")),
            ("animation_speed", lambda y: ChoiceRow(LABELS["animation_speed"], ANIMATION_SPEED_CHOICES,
                                                    s.animation_speed, self._setter("animation_speed"), *box(y),
                                                    wrap=False, help="Moves, fades and effects")),
        ]
        top = 548
        for i, (key, make) in enumerate(specs):
            self.rows[key] = self.ui.add(make(top - ROW_H - i * (ROW_H + ROW_GAP)))
        self.back = self.ui.add(Button("Back", self.on_back, COLUMN_LEFT, 100, 220, 50, style="primary"))
        self.reset = self.ui.add(Button("Reset to defaults", self._reset, COLUMN_LEFT + 240, 100, 280, 50))

    # ---- changes ----------------------------------------------------------------------------
    def _setter(self, name: str):
        def apply(value) -> None:
            setattr(self.settings, name, value)
            self.window.apply_settings()
            self.window.save_settings()
            if name == "effects_volume":
                self.play("move")      # a sample of the new loudness
            self.frame.invalidate()
        return apply

    def _set_fullscreen(self, value: bool) -> None:
        self.settings.fullscreen = bool(value)
        self.window.set_fullscreen_safely(self.settings.fullscreen)
        self.window.save_settings()

    def _reset(self) -> None:
        defaults = Settings()
        for f in fields(Settings):
            if f.name not in ("path", "notice"):
                setattr(self.settings, f.name, getattr(defaults, f.name))
        self.window.apply_settings()
        self.window.save_settings()
        self.ui.clear()
        self.rows.clear()
        self._make_rows()
        self.frame.invalidate()
        self.play("click")

    # ---- drawing ----------------------------------------------------------------------------
    def _build(self, sb: ShapeBuilder) -> None:
        px, py, pw, ph = PREVIEW
        sb.panel(px, py, pw, ph)
        for i in range(4):
            y = py + ph - 80 - i * 58
            colour = theme.player_colour(i)
            sb.circle(px + 54, y, 20, colour)
            sb.ring(px + 54, y, 23, 2.5, theme.shade(colour, 1.4))
            sb.rounded_rect(px + 250, y - 9, 110, 18, 9, colour)
        if self.settings.notice:
            sb.rounded_rect(COLUMN_LEFT, 562, 1136, 42, 10, theme.with_alpha(theme.RED_DARK, 235))
            sb.rect(COLUMN_LEFT, 562, 6, 42, theme.BAD)

    def draw(self) -> None:
        if self._palette_shown != theme.colour_blind():
            self._palette_shown = theme.colour_blind()
            for i, label in enumerate(self.preview_names):
                label.text = theme.player_colour_name(i)
            self.preview_note.text = ("Okabe–Ito palette: stays distinct for every common kind of colour "
                                      "blindness." if theme.colour_blind() else
                                      "Standard campaign colours. Each player also has a shape, so colour "
                                      "is never the only cue.")
            self.frame.invalidate()
        notice = self.settings.notice
        if self.notice.text != notice:
            self.notice.text = notice
            self.frame.invalidate()
        self.frame.draw()
        self.preview_title.draw()
        for name, mark in zip(self.preview_names, self.preview_marks):
            name.draw()
            mark.draw()
        self.preview_note.draw()
        self.saved_note.draw()
        if notice:
            self.notice.draw()
