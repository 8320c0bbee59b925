"""Mid-match: a seat whose gamepad leaves pauses the match until the pad returns or another device
takes the seat.

The window tells `watch_seats` each time a pad is plugged in or out (game/app.py
`_devices_changed`). When a person's seat in the match on the stack plays with a pad that is no
longer connected, `SeatWatchScene` is pushed over whatever is on top: the match under it stops
(its screen is paused while another scene is over it, so bots wait too) and says

    Gamepad 2 (Blue's seat) was unplugged: plug it back in, or press [A] / [Enter] on another
    device to take the seat

Meanwhile input is ignored, except: confirm on a device that plays no other seat takes the
(first) empty seat, and the menu button ([Start], F10) of a seated device opens the pause menu
(to leave). A pad
plugged in while a seat waits takes it at once: the pad that came back, whatever slot number it
now has (a returning pad gets the lowest free slot). When no seat waits, the match resumes.
"""
from __future__ import annotations

from game.core.session import Seat
from game.scenes.base import OverlayScene
from game.scenes.game_screen import GameScreen
from game.core.lobby_seating import is_pad
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action, current_pad_family, device_label
from game.ui.prompts import RichText, for_family
from game.ui.widgets import make_text

PANEL_W = 820
LINE_H = 76


def match_screen(stack):
    """The topmost match screen on a scene stack, or None."""
    return next((s for s in reversed(stack) if isinstance(s, GameScreen)), None)


def unplugged_seats(screen, connected) -> dict[int, str]:
    """Seat -> the pad it played with, for people's seats whose pad is not connected."""
    return {i: s.device for i, s in enumerate(screen.session.seats)
            if s.is_human and is_pad(s.device) and s.device not in connected}


def watch_seats(window) -> None:
    """A pad came or went: pause a match that lost a seat's pad, or tell the pause already shown."""
    stack = window.scenes.stack
    watch = next((s for s in stack if isinstance(s, SeatWatchScene)), None)
    if watch is not None:
        watch.devices_changed()
        return
    screen = match_screen(stack)
    if screen is None or screen.session.is_over() or screen.results_shown or screen.lesson is not None:
        return
    connected = window.input.devices()
    waiting = unplugged_seats(screen, connected)
    if waiting:
        window.scenes.push(SeatWatchScene(window.scenes.current, screen, waiting, connected), fade=False)


class SeatWatchScene(OverlayScene):
    scene_name = "seat-watch"
    hints = "[Enter] [Space] take the empty seat   [F10] pause menu"
    pad_hints = "[A] take the empty seat   [Start] pause menu"

    def __init__(self, under, screen, waiting: dict[int, str], connected):
        super().__init__(under)
        self.screen = screen
        self.waiting = dict(waiting)             # seat -> the pad that left it
        self.left_pads = {}                      # seat -> the controller that left it (known to the router)
        self.known = set(connected)              # devices connected when last looked
        self.resolved = False
        self.frame = CachedShapes(self._build)
        self._remember_pads()
        self.title = make_text("WAITING FOR A PLAYER", theme.WIDTH / 2, 0, theme.SIZE_HEADING, theme.ACCENT,
                               anchor_x="center", display=True)
        self.lines: list[RichText] = []
        self._lines_for = None
        self.footer = None
        self.up_to_date()

    # ---- the seats --------------------------------------------------------------------------------
    @property
    def session(self):
        return self.screen.session

    def message(self, seat: int) -> str:
        device = self.waiting[seat]
        return (f"{device_label(device)} ({self.screen.seat_name(seat)}'s seat) was unplugged: plug it back in, "
                f"or press [A] / [Enter] on another device to take the seat")

    def seated_devices(self) -> set[str]:
        """Devices playing a seat that is not waiting (they cannot take a second one)."""
        return {s.device for i, s in enumerate(self.session.seats) if s.is_human and i not in self.waiting}

    def _remember_pads(self) -> None:
        router = self.window.input if self.window is not None and hasattr(self.window, "input") else None
        for seat, device in self.waiting.items():
            if seat not in self.left_pads and router is not None:
                self.left_pads[seat] = router.last_to_leave_as(device)

    def seat_for(self, device: str) -> int:
        """The waiting seat a pad that came in takes: the one it left (the same controller, or the
        same slot it had), else the first."""
        router = self.window.input
        controller = router.controller_of(device)
        mine = [seat for seat, pad in self.left_pads.items() if pad is controller and seat in self.waiting]
        if mine:
            return mine[0]
        before = router.was_device(device) or device
        return next((seat for seat, left in sorted(self.waiting.items()) if left == before), min(self.waiting))

    def give(self, seat: int, device: str) -> None:
        old = self.session.seats[seat]
        self.session.seats[seat] = Seat.human(device, old.name)
        left = self.waiting.pop(seat)
        self.left_pads.pop(seat, None)
        name = self.screen.seat_name(seat)
        if left in (device, self.window.input.was_device(device)):
            words = f"{device_label(left)} is back{'' if left == device else ' as ' + device_label(device)}: " \
                    f"{name} plays on."
        else:
            words = f"{device_label(device)} now plays {name}'s seat."
        self.window.notify(words, key="devices")
        self.screen.panel.invalidate()
        self.play("click")
        if not self.waiting:
            self.resume()

    def devices_changed(self) -> None:
        """More pads left, or a pad came in: it takes the first empty seat (its own, when it is
        the pad that left under the same slot number)."""
        devices = self.window.input.devices()
        connected = set(devices)
        for seat, device in unplugged_seats(self.screen, connected).items():
            self.waiting.setdefault(seat, device)
        self._remember_pads()
        held = self.seated_devices()
        for device in devices:
            if not self.waiting or device in self.known or device in held or not is_pad(device):
                continue
            self.give(self.seat_for(device), device)
            held.add(device)
        self.known = connected
        self.up_to_date()

    def resume(self) -> None:
        self.resolved = True
        if self.window.scenes.current is self:
            self.window.scenes.pop(fade=False)

    def on_enter(self, returning: bool = False) -> None:
        if returning and self.resolved:            # settled while the pause menu was over it
            self.window.scenes.pop(fade=False)

    # ---- input: ignored, but for taking the seat or opening the pause menu ----------------------
    def on_action(self, device: str, action: Action) -> bool:
        seated = self.seated_devices()
        if action == Action.CONFIRM and device not in seated and self.waiting:
            self.give(min(self.waiting), device)
        elif action == Action.MENU and device in seated:
            self.screen.pause()
        return True

    def pointer_press(self, x: float, y: float, button: int) -> None:
        pass

    # ---- drawing ------------------------------------------------------------------------------------
    def panel_rect(self) -> tuple[float, float, float, float]:
        height = 168 + LINE_H * len(self.waiting)
        return (theme.WIDTH - PANEL_W) / 2, (theme.HEIGHT - height) / 2 + 20, PANEL_W, height

    def _build(self, sb: ShapeBuilder) -> None:
        l, b, w, h = self.panel_rect()
        sb.panel(l, b, w, h, border=theme.ACCENT)
        sb.rect(theme.WIDTH / 2 - 60, b + h - 84, 120, 3, theme.ACCENT)
        y = b + h - 110
        for seat in sorted(self.waiting):
            sb.circle(l + 44, y - LINE_H / 2 + 12, 16, self.screen.seat_colour(seat), segments=32)
            y -= LINE_H

    def _layout(self) -> None:
        l, b, w, h = self.panel_rect()
        family = current_pad_family()
        self.title.y = b + h - 48
        self.lines, y = [], b + h - 104
        for seat in sorted(self.waiting):
            self.lines.append(RichText(for_family(self.message(seat), family), l + 76, y, theme.SIZE_BODY,
                                       theme.TEXT, width=int(w - 110), multiline=True, anchor_y="top"))
            y -= LINE_H
        self.footer = RichText(for_family("The match is paused: nothing else is played until then.   "
                                          "[Start] / [F10] pause menu", family), theme.WIDTH / 2, b + 34,
                               theme.SIZE_SMALL, theme.TEXT_MUTED, anchor_x="center", anchor_y="center")
        self.frame.invalidate()

    def up_to_date(self) -> None:
        """The lines as the waiting seats and the pad used last are now."""
        key = (tuple(sorted(self.waiting.items())), current_pad_family())
        if key != self._lines_for:
            self._lines_for = key
            self._layout()

    def draw(self) -> None:
        self.up_to_date()
        self.frame.draw()
        self.title.draw()
        for line in self.lines:
            line.draw()
        self.footer.draw()
