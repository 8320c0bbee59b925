"""The title screen (main menu).

Entries: Continue (only when an autosaved match can be resumed; with several, one a game, it
asks which: saved_matches.py), Campaign, Quick match,
Couch multiplayer, Tutorials, Settings, Quit; top right, the profile in use (Profiles) and, once
it has finished a match, Past matches (past_matches.py: a finished match's review).
"""
from __future__ import annotations

from game import catalog
from game.core.crash_reports import set_aside
from game.core.levels import TUTORIALS_DIR
from game.core.match_history import has_kept_matches
from game.core.session import MatchSession, find_autosaves
from game.modes.match import mode_for_session
from game.paths import version
from game.scenes.base import Scene
from game.scenes.directory import make_scene
from game.ui import theme
from game.ui.art import Motes, WavingFlag, build_backdrop, build_flag_pole, build_title_art
from game.ui.draw import BakedLayer, CachedShapes, ShapeBuilder
from game.ui.widgets import Button, elide_text, make_text
from game.scenes.mode_steps import make_screen

MENU_LEFT = 80
MENU_WIDTH = 430
BUTTON_H = 54
BUTTON_GAP = 7
TITLE_SIZE = 46


class TitleScene(Scene):
    scene_name = "title"
    heading = ""
    hints = "[↑↓] Choose   [Enter] Select   [Esc] Quit"
    pad_hints = "[D-pad] Choose   [A] Select"
    show_backdrop = False       # the title bakes the backdrop with its own still art

    def __init__(self):
        super().__init__()
        self.still = BakedLayer(self._build_still)
        self.art = CachedShapes(build_title_art)
        self.flag = WavingFlag()
        self.motes = Motes(count=30)
        self.title_shadow = [make_text("ELECTORAL", MENU_LEFT + 4, 650, TITLE_SIZE, (0, 0, 0, 130), display=True),
                             make_text("ARCADE", MENU_LEFT + 4, 592, TITLE_SIZE, (0, 0, 0, 130), display=True)]
        self.title = [make_text("ELECTORAL", MENU_LEFT, 654, TITLE_SIZE, theme.ACCENT, display=True),
                      make_text("ARCADE", MENU_LEFT, 596, TITLE_SIZE, theme.CREAM, display=True)]
        self.tagline = make_text("Five games of votes, maps and majorities", MENU_LEFT, 548,
                                 theme.SIZE_BODY, theme.TEXT_MUTED)
        self.corner = make_text(f"F11 fullscreen  ·  F12 screenshot  ·  v{version()}", theme.WIDTH - 24, 18,
                                theme.SIZE_TINY, theme.TEXT_DIM, anchor_x="right")
        self.saved = None
        self.entries: dict[str, Button] = {}
        self.build_menu()

    # ---- the entries --------------------------------------------------------------------
    def build_menu(self, focus: str | None = None) -> None:
        self.saves = [s for s in find_autosaves() if s.record is not None]     # newest first
        self.saved = self.saves[0] if self.saves else None
        entries = []
        if len(self.saves) == 1:
            record = self.saved.record
            entries.append(("continue", "Continue", self._continue,
                            f"{catalog.title(record.game)} · {len(record.moves)} moves played"))
        elif self.saves:
            entries.append(("continue", "Continue", self._continue,
                            f"{len(self.saves)} matches waiting · newest: {catalog.title(self.saved.record.game)}"))
        entries += [
            ("campaign", "Campaign", self._campaign, "From town hall to the White House"),
            ("quick", "Quick match", self._quick, "One game against the computer"),
            ("couch", "Couch multiplayer", self._couch, "2–4 players at one screen"),
            ("tutorials", "Tutorials", self._tutorials,
             "Learn each game step by step" if any(TUTORIALS_DIR.glob("*.toml")) else "Lessons coming soon"),
            ("settings", "Settings", self._settings, "Sound, display, colours and speed"),
            ("quit", "Quit", self._quit, ""),
        ]
        self.ui.clear()
        self.entries = {}
        top = 506
        for i, (key, label, action, sub) in enumerate(entries):
            bottom = top - BUTTON_H - i * (BUTTON_H + BUTTON_GAP)
            button = Button(label, action, MENU_LEFT, bottom, MENU_WIDTH, BUTTON_H, sub=sub, align="left",
                            size=theme.SIZE_BUTTON)
            self.entries[key] = self.ui.add(button)
        name = self.window.profiles.current().name if self.window is not None else ""
        self.entries["profile"] = self.ui.add(Button(f"Playing as {name}" if name else "Profiles", self._profiles,
                                                     theme.WIDTH - 344, theme.HEIGHT - 92, 300, 44,
                                                     style="quiet", size=theme.SIZE_SMALL))
        elide_text(self.entries["profile"].label, 300 - 28, shrink_to=theme.SIZE_TINY)   # a long name fits
        # the profile's finished matches, to review (game/scenes/past_matches.py)
        profile = self.window.profiles.current().slug if self.window is not None else ""
        if has_kept_matches(profile):
            self.entries["past"] = self.ui.add(Button("Past matches", self._past_matches, theme.WIDTH - 344,
                                                      theme.HEIGHT - 144, 300, 44, style="quiet",
                                                      size=theme.SIZE_SMALL))
        # the first thing most players want: carry on, else a quick match
        focus = focus if focus in self.entries else ("continue" if "continue" in self.entries else "quick")
        self.ui.focus(self.entries[focus])

    @staticmethod
    def _build_still(sb: ShapeBuilder) -> None:
        build_backdrop(sb)
        # a soft dark column behind the menu so it reads over the sky
        sb.horizontal_gradient(0, 0, 620, theme.HEIGHT, (6, 10, 22, 150), (6, 10, 22, 0))
        build_flag_pole(sb)
        # a gold rule under the tagline, with the red accent of the house style
        sb.rect(MENU_LEFT, 524, 120, 4, theme.ACCENT)
        sb.rect(MENU_LEFT + 128, 524, 18, 4, theme.RED)

    def focused_key(self) -> str | None:
        focused = self.ui.focused
        return next((k for k, b in self.entries.items() if b is focused), None)

    # ---- actions --------------------------------------------------------------------------
    def _continue(self) -> None:
        if len(self.saves) > 1:
            self.window.scenes.push(make_scene("saved-matches", self, self.saves), fade=False)
            return
        self.resume(self.saved)

    def resume(self, saved) -> None:
        """Resume a saved match (the one waiting, or the one chosen among several)."""
        try:
            session = MatchSession.load(saved.path)
            screen = make_screen(mode_for_session(session), session)
        except Exception as exc:  # a broken file (DataFileError) or one this build cannot show
            self._put_aside(saved.path, exc)
            return
        self.window.scenes.push(screen)

    def _put_aside(self, path, exc: Exception) -> None:
        """Continue failed: say so once, keep the save aside under a name that says why, and
        offer the other entries. (A save that loads but fails to draw is kept aside by the
        window's safety net; see GameWindow.recover_from_crash.)"""
        kept = set_aside(path, type(exc).__name__)
        kept_line = f"\nIt is kept as {kept.name} in {kept.parent}" if kept is not None else ""
        self.window.notify(f"The saved match could not be resumed: {exc}{kept_line}", "error", seconds=10)
        self.play("error")
        self.build_menu()

    def _campaign(self) -> None:
        self.window.scenes.push(make_scene("campaign"))

    def _past_matches(self) -> None:
        self.window.scenes.push(make_scene("past-matches", self), fade=False)

    def _profiles(self) -> None:
        self.window.scenes.push(make_scene("profiles"))

    def _quick(self) -> None:
        self.window.scenes.push(make_scene("quick-match"))

    def _couch(self) -> None:
        self.window.scenes.push(make_scene("couch"))

    def _tutorials(self) -> None:
        self.window.scenes.push(make_scene("tutorials"))

    def _settings(self) -> None:
        self.window.scenes.push(make_scene("settings"))

    def _quit(self) -> None:
        self.window.quit()

    # ---- scene hooks ----------------------------------------------------------------------
    def on_enter(self, returning: bool = False) -> None:
        if returning:
            self.build_menu(focus=self.focused_key())

    def on_back(self) -> None:
        # Esc on the title screen points at Quit rather than quitting at once
        if "quit" in self.entries:
            self.ui.focus(self.entries["quit"])
            self.play("click")

    def update(self, dt: float) -> None:
        self.motes.update(dt, self.time)

    def draw(self) -> None:
        self.still.draw()
        self.motes.draw()
        self.flag.draw(self.time)
        self.art.draw()
        for text in self.title_shadow:
            text.draw()
        for text in self.title:
            text.draw()
        self.tagline.draw()
        self.corner.draw()
