"""Profiles: who is playing. Each profile keeps its own campaign progress and finished lessons.

The list shows every profile in window.profiles (the one in use marked), each with a line of
progress (campaign stars and stops won, lessons done); the card beside it shows the selected
profile and its buttons: Use, Rename, Remove (after a confirm step) and New profile. Names are
typed in the name card (name_entry.py): the keyboard types, a pad uses the letter grid or a
suggested name. Problems are said plainly on the card (a name taken, too long, eight profiles
already), and profile files the store set aside are listed at the foot in players' words.
"""
from __future__ import annotations

from game.core.campaign import CampaignProgress, load_campaigns
from game.core.levels import TUTORIALS_DIR
from game.core.profiles import MAX_PROFILES, Profile
from game.scenes.base import Scene
from game.scenes.profiles.name_entry import NameEntry
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button, ListEntry, ListView, elide_text, make_text

CONTENT_TOP = 596
CONTENT_BOTTOM = 60
LIST_LEFT, LIST_WIDTH = 72, 548
CARD_LEFT = 660
CARD_WIDTH = 1208 - CARD_LEFT
PAD = 28
AVATAR_COLOURS = [(70, 140, 245), (232, 72, 80), (60, 190, 120), (170, 110, 235), (246, 183, 60), (86, 180, 233)]
SUGGESTED = ["Candidate", "Governor", "Senator", "Mayor", "Delegate", "Pollster", "Underdog", "Frontrunner"]


def lesson_total() -> int:
    return len(list(TUTORIALS_DIR.glob("*.toml")))


def campaign_totals(profile: Profile) -> tuple[int, int]:
    """(stars, stops won) over every campaign the profile has played."""
    results = [r for stops in profile.campaigns.values() for r in stops.values()]
    return sum(r.stars for r in results), sum(1 for r in results if r.won)


def summary(profile: Profile, lessons: int) -> str:
    """One line of progress: '★ 7 · 4 stops won · 6 of 15 lessons'."""
    stars, won = campaign_totals(profile)
    done = len(profile.lessons_done)
    if not (stars or won or done):
        return "New: nothing played yet"
    parts = [f"★ {stars}", f"{won} stop{'s' if won != 1 else ''} won"] if won or stars else []
    parts.append(f"{min(done, lessons)} of {lessons} lessons")
    return "  ·  ".join(parts)


def avatar_colour(profile: Profile):
    """A colour of the profile's own (from its file name, so it stays when it is renamed)."""
    return AVATAR_COLOURS[sum(map(ord, profile.slug)) % len(AVATAR_COLOURS)]


def initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    return "".join(w[0] for w in words[:2]).upper() or "?"


class ProfilesScene(Scene):
    scene_name = "profiles"
    heading = "Profiles"
    hints = "[↑↓←→] Move   [Enter] Select   [Esc] Back"

    def __init__(self):
        super().__init__()
        self.store = self.window.profiles
        self.lessons = lesson_total()
        try:
            self.campaigns, _errors = load_campaigns()
        except Exception:  # noqa: BLE001 - the card then leaves the campaign's totals out
            self.campaigns = []
        self.editor: NameEntry | None = None
        self.confirming: Profile | None = None
        self.message, self.message_kind = "", "info"
        self.problem_texts = self._problem_lines()
        bottom = self.problems_box[1] + self.problems_box[3] + 14 if self.problems_box else CONTENT_BOTTOM
        self.card = (CARD_LEFT, CONTENT_BOTTOM, CARD_WIDTH, CONTENT_TOP - CONTENT_BOTTOM)   # the box is under the list
        self.list = ListView(LIST_LEFT, bottom, LIST_WIDTH, CONTENT_TOP - bottom, row_height=58,
                             on_choose=lambda i, e: self._use(e.data), on_select=lambda i, e: self._show_card())
        self.frame = CachedShapes(self._build)
        self._make_texts()
        self.refresh(select=self.store.current())

    # ---- content -----------------------------------------------------------------------------------
    def shown_profiles(self) -> list[Profile]:
        """The saved profiles; with none, the one in use (a "Player 1" not written yet)."""
        return list(self.store.profiles) or [self.store.current()]

    def selected(self) -> Profile | None:
        entry = self.list.current()
        return entry.data if entry is not None else None

    def refresh(self, select: Profile | None = None) -> None:
        current = self.store.current()
        keep = select or self.selected()
        entries = [ListEntry(p.name, summary(p, self.lessons), badge="IN USE" if p is current else "", data=p,
                             colour=avatar_colour(p))
                   for p in self.shown_profiles()]
        index = next((i for i, e in enumerate(entries) if e.data is keep), 0)
        self.list.set_entries(entries, index)
        self._layout_buttons()
        self._show_card()

    def _layout_buttons(self, focus: str | None = None) -> None:
        """The list and the card's buttons (or the confirm step's two)."""
        focused = focus or self._focused_key()
        self.ui.clear()
        self.ui.add(self.list)
        self.buttons: dict[str, Button] = {}
        cx, cy, cw, ch = self.card
        left, width = cx + PAD, cw - 2 * PAD
        half = (width - 12) / 2
        y = cy + 58
        if self.confirming is not None:
            self.buttons["confirm"] = Button("Remove", self._remove_confirmed, left, y + 64, half, 50,
                                             size=theme.SIZE_BODY)
            self.buttons["keep"] = Button("Keep", self._remove_cancelled, left + half + 12, y + 64, half, 50,
                                          size=theme.SIZE_BODY, style="primary")
            focused = "keep"
        else:
            self.buttons["use"] = Button("Use this profile", self._use_selected, left, y + 128, width, 50,
                                         style="primary", size=theme.SIZE_BODY)
            self.buttons["rename"] = Button("Rename", self._rename, left, y + 64, half, 50, size=theme.SIZE_BODY)
            self.buttons["remove"] = Button("Remove", self._remove, left + half + 12, y + 64, half, 50,
                                            size=theme.SIZE_BODY)
            self.buttons["new"] = Button("New profile", self._new, left, y, width, 50, size=theme.SIZE_BODY)
        for button in self.buttons.values():
            self.ui.add(button)
        target = self.buttons.get(focused) if focused else None
        self.ui.focus(target or self.list)

    def _focused_key(self) -> str | None:
        focused = self.ui.focused
        return next((k for k, b in getattr(self, "buttons", {}).items() if b is focused), None)

    def _show_card(self) -> None:
        profile = self.selected()
        if profile is None:
            return
        in_use = profile is self.store.current()
        self.c_name.text = profile.name
        self.c_name.font_size = theme.SIZE_SUBHEADING + 4
        elide_text(self.c_name, self.card[2] - 2 * PAD - 80, shrink_to=theme.SIZE_BODY)
        self.c_initials.text = initials(profile.name)
        self.c_state.text = "IN USE" if in_use else ""
        lines = [self._campaign_lines(profile, c) for c in self.campaigns[:1]]
        done = min(len(profile.lessons_done), self.lessons)
        lines.append(("Tutorials", f"{done} of {self.lessons} lessons done",
                      "Every lesson done" if done >= self.lessons else ""))
        for words, texts in zip(lines, self.c_lines):
            for text, value in zip(texts, (words[0].upper(),) + words[1:]):
                text.text = value
                elide_text(text, self.card[2] - 2 * PAD)
        for texts in self.c_lines[len(lines):]:
            for text in texts:
                text.text = ""
        if "use" in self.buttons:
            self.buttons["use"].enabled = not in_use
            self.buttons["use"].label.text = "In use now" if in_use else f"Play as {profile.name}"
            elide_text(self.buttons["use"].label, self.card[2] - 2 * PAD - 30)
            self.buttons["remove"].enabled = profile.path is not None
            if self.ui.focused is not None and not self.ui.focused.enabled:
                self.ui.focus(self.list)
        self._set_message(self.message, self.message_kind)
        self.ui.invalidate()
        self.frame.invalidate()

    @staticmethod
    def _campaign_lines(profile: Profile, campaign) -> tuple[str, str, str]:
        progress = CampaignProgress(campaign, dict(profile.campaigns.get(campaign.id, {})))
        main = [s for s in campaign.stops if not s.bonus]
        won = sum(1 for s in main if progress.won(s.id))
        if progress.finished():
            where = "Finished: all the way to the White House"
        else:
            stop = progress.current()
            where = f"Next stop: {stop.city}, {stop.state}" if stop is not None else ""
        return campaign.title, f"★ {progress.stars()}   ·   {won} of {len(main)} stops won", where

    def _set_message(self, words: str, kind: str = "info") -> None:
        self.message, self.message_kind = words, kind
        cx, cy, cw, ch = self.card
        self.c_message.y = cy + 32
        if self.confirming is not None:           # the question sits over its two answers
            words, kind = (f"Remove {self.confirming.name}? Their campaign progress and finished lessons "
                           "will be lost.", "warn")
            self.c_message.y = cy + 58 + 150
        self.c_message.text = words
        self.c_message.color = {"error": theme.BAD, "good": theme.GOOD, "warn": theme.ACCENT}.get(kind, theme.TEXT_MUTED)

    # ---- actions ----------------------------------------------------------------------------------
    def _use(self, profile: Profile) -> None:
        if profile is self.store.current() and profile.path is not None:
            self._set_message(f"{profile.name} is already in use.", "info")
            return
        try:
            if profile.path is None:
                self.store.save(profile)
            self.store.use(profile)
        except OSError:
            self._cannot_save()
            return
        self.message, self.message_kind = f"Now playing as {profile.name}.", "good"
        self.play("click")
        self.refresh(select=profile)

    def _use_selected(self) -> None:
        if self.selected() is not None:
            self._use(self.selected())

    def _new(self) -> None:
        if len(self.store.profiles) >= MAX_PROFILES:
            self._set_message(f"There can be {MAX_PROFILES} profiles at most: remove one first.", "error")
            self.play("error")
            return
        self._open_editor("New profile", "", self._created)

    def _created(self, name: str) -> None:
        try:
            profile = self.store.create(name)
        except ValueError as exc:
            self.editor.show_problem(str(exc))
            return
        except OSError:
            self.editor.show_problem("The profile could not be saved: the saves folder cannot be written.")
            return
        self._close_editor()
        self.message, self.message_kind = f"Welcome, {profile.name}! Now playing as {profile.name}.", "good"
        self.refresh(select=profile)

    def _rename(self) -> None:
        profile = self.selected()
        if profile is not None:
            self._open_editor(f"Rename {profile.name}", profile.name, self._renamed)

    def _renamed(self, name: str) -> None:
        profile = self.selected()
        old = profile.name
        try:
            self.store.rename(profile, name)
        except ValueError as exc:
            self.editor.show_problem(str(exc))
            return
        except OSError:
            self.editor.show_problem("The new name could not be saved: the saves folder cannot be written.")
            return
        self._close_editor()
        self.message, self.message_kind = (f"{old} is now called {profile.name}." if old != profile.name
                                           else f"{profile.name} keeps the name."), "good"
        self.refresh(select=profile)

    def _remove(self) -> None:
        profile = self.selected()
        if profile is None or profile.path is None:
            return
        self.confirming = profile
        self._layout_buttons()
        self._show_card()

    def _remove_confirmed(self) -> None:
        profile, self.confirming = self.confirming, None
        try:
            self.store.remove(profile)
        except OSError:
            self._cannot_save()
            self._layout_buttons(focus="remove")
            return
        self.message, self.message_kind = f"{profile.name} was removed.", "info"
        self._layout_buttons()
        self.refresh(select=self.store.current())

    def _remove_cancelled(self) -> None:
        self.confirming = None
        self.message = ""
        self._layout_buttons(focus="remove")
        self._show_card()

    def _cannot_save(self) -> None:
        self._set_message("That could not be saved: the saves folder cannot be written.", "error")
        self.play("error")

    # ---- the name card ------------------------------------------------------------------------------
    def suggestions(self) -> list[str]:
        taken = {n.lower() for n in self.store.names()}
        n = 1
        while f"player {n}" in taken:
            n += 1
        return [name for name in [f"Player {n}"] + SUGGESTED if name.lower() not in taken][:3]

    def _open_editor(self, title: str, start: str, on_done) -> None:
        self.editor = NameEntry(title, start, self.suggestions(), on_done, self._close_editor, sound=self.play,
                                pads=self.window.input.pad_count)
        self.hints_hidden = True          # the card has its own
        self.play("click")

    def _close_editor(self) -> None:
        self.editor = None
        self.hints_hidden = False
        self.ui.invalidate()

    # ---- input --------------------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int):
        if self.editor is None:
            return super().on_key_press(symbol, modifiers)
        if not self.window.global_key(symbol, modifiers):
            self.editor.key_press(symbol)       # letters come as text (on_text)
        return True

    def on_text(self, text: str):
        if self.editor is not None:
            self.editor.type_text(text)
        return True

    def on_text_motion(self, motion: int):
        from pyglet.window import key
        if self.editor is not None and motion == key.MOTION_BACKSPACE:
            self.editor.delete()
        return True

    def on_action(self, device: str, action: Action) -> bool:
        if self.editor is not None:
            return self.editor.on_action(action)
        if self.confirming is not None and action in (Action.CANCEL, Action.MENU):
            self._remove_cancelled()
            return True
        return super().on_action(device, action)

    def pointer_move(self, x: float, y: float) -> None:
        (self.editor.ui if self.editor is not None else self.ui).pointer_move(x, y)

    def pointer_press(self, x: float, y: float, button: int) -> None:
        (self.editor.ui if self.editor is not None else self.ui).pointer_press(x, y)

    def update(self, dt: float) -> None:
        if self.editor is not None:
            self.editor.update(dt)

    # ---- files set aside ----------------------------------------------------------------------------
    def _problem_lines(self) -> list:
        """Under the list, in a red box: how many profile files were set aside and, for each
        (three at most), whose it was and why, wrapped to the list's width."""
        self.problems_box = None
        items = list(getattr(self.store, "set_aside_files", []))
        if not items:
            return []
        head = f"{len(items)} profile{'s' if len(items) > 1 else ''} could not be opened:"
        lines = [head] + [f"• {item.words()}" for item in items[:3]]
        if len(items) > 3:
            lines[-1] = f"… and {len(items) - 2} more"
        width = LIST_WIDTH - 28
        texts = [make_text(line, LIST_LEFT + 14, 0, theme.SIZE_SMALL if i == 0 else theme.SIZE_TINY,
                           theme.CREAM, bold=i == 0, width=width, multiline=True,
                           anchor_y="top") for i, line in enumerate(lines)]
        bottom = CONTENT_BOTTOM - 6
        height = 24 + sum(t.content_height for t in texts) + 6 * (len(texts) - 1)
        y = bottom + height - 12
        for text in texts:
            text.y = y
            y -= text.content_height + 6
        self.problems_box = (LIST_LEFT, bottom, LIST_WIDTH, height)
        return texts

    # ---- drawing ------------------------------------------------------------------------------------
    def _make_texts(self) -> None:
        cx, cy, cw, ch = self.card
        top = cy + ch
        self.subtitle = make_text("Each profile keeps its own campaign and lessons.", 1208, 652, theme.SIZE_SMALL,
                                  theme.TEXT_MUTED, anchor_x="right")
        self.c_label = make_text("SELECTED PROFILE", cx + PAD, top - 30, theme.SIZE_TINY, theme.ACCENT, bold=True)
        self.c_name = make_text("", cx + PAD + 76, top - 84, theme.SIZE_SUBHEADING + 4, theme.TEXT, bold=True)
        self.c_initials = make_text("", cx + PAD + 30, top - 84, theme.SIZE_BODY, theme.CREAM, anchor_x="center",
                                    bold=True)
        self.c_state = make_text("", cx + cw - PAD - 12, top - 30, theme.SIZE_TINY, theme.ACCENT_TEXT,
                                 anchor_x="right", bold=True)
        self.c_lines = []
        for i in range(2):
            y = top - 150 - i * 78
            self.c_lines.append((make_text("", cx + PAD, y, theme.SIZE_TINY, theme.TEXT_MUTED, bold=True),
                                 make_text("", cx + PAD, y - 24, theme.SIZE_BODY, theme.TEXT),
                                 make_text("", cx + PAD, y - 46, theme.SIZE_TINY, theme.TEXT_DIM)))
        self.c_message = make_text("", cx + PAD, cy + 32, theme.SIZE_SMALL, theme.TEXT_MUTED,
                                   width=int(cw - 2 * PAD), multiline=True, anchor_y="center")

    def _build(self, sb: ShapeBuilder) -> None:
        cx, cy, cw, ch = self.card
        sb.panel(cx, cy, cw, ch)
        top = cy + ch
        profile = self.selected()
        if profile is not None:
            sb.circle(cx + PAD + 30, top - 84, 30, avatar_colour(profile))
            sb.ring(cx + PAD + 30, top - 84, 30, 2.5, theme.shade(avatar_colour(profile), 1.35))
        sb.rect(cx + PAD, top - 128, 80, 3, theme.ACCENT)
        sb.rect(cx + PAD + 86, top - 128, 14, 3, theme.RED)
        if self.c_state.text:
            tw = self.c_state.content_width
            sb.rounded_rect(cx + cw - PAD - tw - 24, top - 41, tw + 24, 22, 11, theme.ACCENT)
        if self.problems_box is not None:
            sb.rounded_rect(*self.problems_box, 10, theme.with_alpha(theme.RED_DARK, 140))

    def draw(self) -> None:
        self.frame.draw()
        for text in (self.subtitle, self.c_label, self.c_name, self.c_initials, self.c_state, self.c_message):
            if text.text:
                text.draw()
        for texts in self.c_lines:
            for text in texts:
                if text.text:
                    text.draw()
        for text in self.problem_texts:
            text.draw()

    def draw_front(self) -> None:
        if self.editor is not None:
            self.editor.draw()
