"""The couch lobby: who plays which seat of a couch match, chosen by the players themselves.

Couch multiplayer (game/scenes/setup.py) picks the game and its options; its Start opens this
screen. One card a seat (game/ui/lobby_cards.py), and under them "Press [A] / [Enter] / [Space] / click to
join". Each connected gamepad, each keyboard half (arrows + Enter; W A S D + Space) and the mouse
(which plays with the arrows half) joins with its confirm button and takes the first free seat;
then left / right moves it to the next free seat, up / down steps through the colours, and cancel
gives the seat up. The rules of sitting down are in game/core/lobby_seating.py; in short:

* two seats never hold the same device, and two seats never show the same colour;
* pads before keyboards: while the gamepads that have not joined are at least as many as the
  free seats, a keyboard half or the mouse asking to join is told the seats are kept for the
  pads; asking again at once seats it all the same (a pad's owner may not want to play). So with
  four pads plugged in and four seats, the pads fill the seats unless a keyboard insists;
* [RB] / [Tab] / [E] gives the first free seat to a bot (or, all seats taken, makes the newest bot
  one level harder); [LB] / [Shift+Tab] / [Q] sends the newest bot away; with the mouse, the level
  chips on a card seat a bot or change its level, and the × sends it away;
* the match starts (confirm on a seat, [Start] / [F10], or the Start button) once every seat is
  taken by a device or a bot;
* pads plugged in or out are noticed at once: the device strip and the prompts follow, and a
  seated pad that is unplugged frees its seat with a notice.

Colours: the game's own come first in the palette. A game that draws its seats in the shared
player palette (Grundy, Constitution) shows the chosen colours in the match (game/modes/couch.py);
a game whose players are named after their colours (Dodgson's White and Gold, Fractal territory's
Black and White, Margin of Error's parties) keeps them, and the lobby says so on each card.
"""
from __future__ import annotations

from game import catalog
from game.modes.couch import LobbyMatch
from game.core.lobby_seating import FULL, KEPT, Seating, is_pad
from game.scenes.base import Scene
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import KEYBOARD, WASD, Action, current_pad_family, device_label
from game.ui.lobby_cards import CardView, build_card, card_rects, card_targets, card_texts
from game.ui.prompts import RichText, for_family
from game.ui.widgets import Button, WidgetGroup, make_text
from game.scenes.mode_steps import begin

# more colours to choose from, after the game's own; one too near a colour already offered is left out
EXTRA_COLOURS = [((70, 140, 245), "Blue"), ((232, 72, 80), "Red"), ((60, 190, 120), "Green"),
                 ((170, 110, 235), "Violet"), ((240, 150, 40), "Orange"), ((40, 196, 200), "Teal"),
                 ((236, 112, 172), "Pink"), ((226, 204, 72), "Gold")]
PALETTE_SIZE = 8
JOIN_Y = 142
STRIP_Y = 84
STRIP_RIGHT = 820
SHORT_NAMES = {KEYBOARD: "Arrows + mouse", WASD: "WASD"}


def colours_choosable(screen_cls, seats: int) -> bool:
    """A game screen shows chosen seat colours when it draws its seats in the shared player
    palette: its colours are the palette's and its `seat_colour` is the base one that follows
    `seat_colour_of` (a screen may also say so with `seat_colours_choosable`)."""
    said = screen_cls.seat_colours_choosable
    if said is not None:
        return bool(said)

    def owner(name):
        return next((c for c in screen_cls.__mro__ if name in vars(c)), None)
    return owner("seat_colour") is owner("seat_colour_of") and all(
        tuple(screen_cls.seat_colour_of(i))[:3] == tuple(theme.player_colour(i))[:3] for i in range(seats))


def palette_for(screen_cls, seats: int, fixed: bool) -> list:
    """(colour, name) pairs: the game's own seat colours first, then others clearly apart."""
    own = [(tuple(screen_cls.seat_colour_of(i))[:3],
            screen_cls.seat_label_of(i) if fixed else theme.player_colour_name(i)) for i in range(seats)]
    if fixed:
        return own
    palette = list(own)
    if not theme.colour_blind():
        palette += [(c, n) for c, n in ((tuple(theme.player_colour(i)), theme.player_colour_name(i))
                                        for i in range(seats, 4))]
    for colour, name in EXTRA_COLOURS:
        if len(palette) >= PALETTE_SIZE:
            break
        if all(sum(abs(a - b) for a, b in zip(colour, c)) > 90 for c, _ in palette):
            palette.append((colour, name))
    return palette


class LobbyScene(Scene):
    scene_name = "lobby"
    heading = "Couch lobby"
    hints = "[Tab] add a bot   [Shift+Tab] send the newest bot away   [F10] start   [Esc] leave your seat"
    pad_hints = "[RB] add a bot   [LB] send it away   [Start] start   [B] leave"
    hints_right = STRIP_RIGHT + 100

    def __init__(self, game_name: str, options: dict | None = None):
        super().__init__()
        theme.choose_player_colours(None)             # the palette's own colours while choosing
        self.game_name = game_name
        self.game = catalog.get_game(game_name)
        self.screen_cls = catalog.screen_class(game_name)
        self.options = {**self.game.default_options(), **(options or {})}
        count = self.game.num_players_for(self.options)
        self.colours_fixed = not colours_choosable(self.screen_cls, count)
        self.seating = Seating(count, palette_for(self.screen_cls, count, self.colours_fixed), self.colours_fixed)
        self.version = 0
        self.views: list[CardView] = []
        self.texts: list = []
        self.chips: list = []
        self.join_text: RichText | None = None
        self._built_for = None
        self.shapes = CachedShapes(self._build)
        self.ui = WidgetGroup(sound=self.play, hover_only=True)    # the buttons are the mouse's; keys seat people
        self.back_button = self.ui.add(Button("Back", self.on_back, 852, 60, 140, 48, style="quiet"))
        self.start_button = self.ui.add(Button("Start ▸", self.start, 1008, 60, 200, 48, style="primary"))
        self.start_button.enabled = False          # until every seat is taken
        self.join_box = (72, JOIN_Y - 20, 1136, 40)
        title = catalog.entry(game_name).title
        colours = "the colours are this game's own" if self.colours_fixed else "each player picks a colour"
        self.subheading = make_text(f"{title}  ·  {count} seats  ·  {colours}", 72, 590, theme.SIZE_SMALL,
                                    theme.TEXT_MUTED)

    # ---- what the players see ------------------------------------------------------------------
    def changed(self) -> None:
        self.version += 1
        if self.start_button.enabled != self.seating.full():
            self.start_button.enabled = self.seating.full()
            self.ui.invalidate()

    def connected(self) -> list[str]:
        return list(self.window.input.devices()) if hasattr(self.window, "input") else [KEYBOARD, WASD]

    def pads_waiting(self) -> list[str]:
        """Connected pads that have not joined (the seats they may still want are kept)."""
        seated = set(self.seating.devices())
        return [d for d in self.connected() if is_pad(d) and d not in seated]

    def family_of(self, device: str) -> str:
        return self.window.input.family_of(device) if hasattr(self.window, "input") else "keyboard"

    def _prompt_family(self) -> str:
        """Whose buttons the shared prompts show: a pad still to join, else (the table full) the
        first seated pad, else the pad used last."""
        waiting = self.pads_waiting() if not self.seating.full() else []
        seated = [d for d in self.seating.devices() if is_pad(d)]
        return self.family_of((waiting or seated)[0]) if waiting or seated else current_pad_family()

    def seat_name(self, seat: int) -> str:
        return self.screen_cls.seat_label_of(seat)

    def card_view(self, seat: int, rect, pads: bool) -> CardView:
        seating = self.seating
        sitter = seating.seats[seat]
        colour, colour_name = seating.colour_of(seat)
        view = CardView(seat, rect, self.seat_name(seat), colour, colour_name)
        bot_keys = "[RB] / [Tab]" if pads else "[Tab]"
        away_keys = "[LB] / [Shift+Tab]" if pads else "[Shift+Tab]"
        full = seating.full()
        if sitter is None:
            view.label, view.detail = "Empty seat", "Press to join, or click here"
            view.bot_chips, view.family = True, self._prompt_family()
            if seat == seating.free_seats()[0]:
                view.prompts = [f"{bot_keys} seats a bot here"]
            return view
        if sitter.is_bot:
            view.kind, view.label, view.detail = "bot", "Bot", "Click a level to change it"
            view.bot_chips, view.bot_level, view.family = True, sitter.bot, current_pad_family()
            if seating.bots and seating.bots[-1] == seat:
                view.prompts = ([f"{bot_keys} harder"] if full else []) + [f"{away_keys} sends it away"]
            return view
        device = sitter.device
        view.kind, view.device, view.label = "person", device, device_label(device)
        view.family = self.family_of(device)
        if not self.colours_fixed:
            used = seating.colours_in_use(but=seat)
            view.swatches = [(c, "mine" if i == sitter.colour else "taken" if i in used else "free")
                             for i, (c, _) in enumerate(seating.palette)]
        colour_words = "" if self.colours_fixed else " and colour"
        if is_pad(device):
            view.detail = self.window.input.pad_name(device) or "Gamepad"
            view.prompts = [f"[D-pad] seat{colour_words}", "[B] leave" + ("   [A] start" if full else "")]
        elif device == WASD:
            view.detail = "W A S D and Space"
            view.prompts = ["[Key A] [D] seat" + ("" if self.colours_fixed else "   [W] [S] colour"),
                            "[Key X] leave" + ("   [Space] start" if full else "")]
        else:
            view.detail = "Arrows, Enter and the mouse"
            view.prompts = ["[←→] seat" + ("" if self.colours_fixed else "   [↑↓] colour"),
                            "[Esc] leave" + ("   [Enter] start" if full else "")]
        return view

    def _rebuild(self) -> None:
        pads = any(is_pad(d) for d in self.connected())
        rects = card_rects(len(self.seating.seats))
        self.views = [self.card_view(i, rects[i], pads) for i in range(len(rects))]
        self.texts = [text for view in self.views for text in card_texts(view)]
        self.join_text = self._join_line()
        self.texts.append(self.join_text)
        self.texts += self._strip_texts()
        self.start_button.enabled = self.seating.full()
        self.ui.invalidate()
        self.shapes.invalidate()

    def _join_line(self) -> RichText:
        free = len(self.seating.free_seats())
        if not free:
            line = "Everyone is seated: press [A] / [Enter] / [Space] on your seat, or [Start], to play"
        else:
            line = "Press [A] / [Enter] / [Space] / click to join"
            if 0 < free <= len(self.pads_waiting()):
                line += "   ·   the free seats are kept for the gamepads"
        return RichText(for_family(line, self._prompt_family()), theme.WIDTH / 2, JOIN_Y, theme.SIZE_BODY,
                        theme.ACCENT if not free else theme.TEXT, anchor_x="center", anchor_y="center")

    def _strip_texts(self) -> list:
        """The device strip: every device that can play now, with its seat's colour once seated.
        Sets `self.chips`: (left, width, seat colour or None) of each chip."""
        out = [make_text("Devices", 72, STRIP_Y, theme.SIZE_TINY, theme.TEXT_DIM, bold=True)]
        self.chips, x = [], 150
        for device in self.connected():
            seat = self.seating.seat_of(device)
            colour = self.seating.colour_of(seat)[0] if seat is not None else None
            words = make_text(SHORT_NAMES.get(device) or device_label(device), x + 28, STRIP_Y, theme.SIZE_TINY,
                              theme.TEXT if colour else theme.TEXT_MUTED)
            width = words.content_width + 40
            self.chips.append((x, width, colour))
            out.append(words)
            x += width + 8
        return out

    def _build(self, sb: ShapeBuilder) -> None:
        for view in self.views:
            build_card(sb, view)
        for x, width, colour in self.chips:
            sb.rounded_rect(x, STRIP_Y - 14, width, 28, 14, theme.PANEL_LIGHT if colour else theme.PANEL)
            if colour:
                sb.circle(x + 15, STRIP_Y, 7, colour, segments=16)
            else:
                sb.ring(x + 15, STRIP_Y, 7, 2, theme.TEXT_DIM, segments=16)

    def up_to_date(self) -> None:
        """Cards, words and strip as the seating and the devices are now."""
        key = (self.version, tuple(self.connected()), current_pad_family(), theme.colour_blind())
        if key != self._built_for:
            self._built_for = key
            self._rebuild()

    def draw(self) -> None:
        self.up_to_date()
        self.shapes.draw()
        self.subheading.draw()
        for text in self.texts:
            text.draw()

    # ---- actions -------------------------------------------------------------------------------
    def say(self, message: str, kind: str = "info") -> None:
        self.window.notify(message, kind, key="lobby")

    def join(self, device: str, at: int | None = None) -> bool:
        answer = self.seating.join(device, len(self.pads_waiting()), at)
        if answer == FULL:
            self.play("error")
            self.say(f"Every seat is taken: {device_label(device)} can play once someone leaves.")
            return False
        if answer == KEPT:
            self.play("error")
            self.say("The free seats are kept for the gamepads that have not joined yet. "
                     "Press again to take one anyway.")
            self.changed()
            return False
        self.play("click")
        self.changed()
        return True

    def on_action(self, device: str, action: Action) -> bool:
        seating = self.seating
        seat = seating.seat_of(device)
        if action == Action.MENU or (action == Action.CONFIRM and seat is not None):
            self.start()
        elif action == Action.NEXT:
            self._bot_key()
        elif action == Action.PREV:
            self._result(seating.remove_bot() is not None)
        elif seat is None:
            if action == Action.CONFIRM:
                self.join(device)
            elif action == Action.CANCEL and not any(seating.seats):
                self.on_back()               # nobody is seated: back to the game list
            return True
        elif action in (Action.LEFT, Action.RIGHT):
            self._result(seating.move(device, 1 if action == Action.RIGHT else -1))
        elif action in (Action.UP, Action.DOWN):
            moved = seating.recolour(device, 1 if action == Action.DOWN else -1)
            if not moved and self.colours_fixed:
                self.say("In this game the colours are the players' own: move to another seat to play another colour.")
            self._result(moved)
        elif action == Action.CANCEL:
            seating.leave(device)
            self._result(True)
        return True

    def _bot_key(self) -> None:
        seat = self.seating.add_bot()
        if seat is None:
            self.say("Every seat is taken by a person: a bot needs a free seat.")
        self._result(seat is not None)

    def _result(self, done: bool) -> None:
        self.play("click" if done else "error")
        if done:
            self.changed()

    def start(self) -> None:
        seating = self.seating
        if not seating.full():
            self.play("error")
            self.say("Every seat needs a player or a bot before the match can start.")
            return
        colours = [] if self.colours_fixed else seating.chosen_colours()
        mode = LobbyMatch(self.game, self.options, seating.match_seats(), colours)
        self.play("click")
        try:
            begin(self.window, mode, replace=True)
        except Exception as exc:  # a game that refuses these options says why
            theme.choose_player_colours(None)
            self.play("error")
            self.window.notify(f"{catalog.entry(self.game_name).title} cannot start: {exc}", "error", seconds=8)

    def on_enter(self, returning: bool = False) -> None:
        theme.choose_player_colours(None)

    def on_devices_changed(self) -> None:
        """A pad was plugged in or out: a seated pad that left frees its seat."""
        connected = set(self.connected())
        for device in self.seating.devices():
            if device not in connected:
                seat = self.seating.leave(device)
                self.window.notify(f"{device_label(device)} was unplugged: {self.seat_name(seat)}'s seat is free.",
                                   key="devices")
        self.changed()

    # ---- the mouse (it plays with the arrows half of the keyboard) ---------------------------
    def pointer_press(self, x: float, y: float, button: int) -> None:
        if self.ui.pointer_press(x, y):
            return
        self.up_to_date()
        for view in self.views:
            for (l, b, w, h), what, value in card_targets(view):
                if l <= x <= l + w and b <= y <= b + h:
                    self._click(view, what, value)
                    return
        l, b, w, h = self.join_box
        if l <= x <= l + w and b <= y <= b + h and self.seating.seat_of(KEYBOARD) is None:
            self.join(KEYBOARD)

    def _click(self, view: CardView, what: str, value) -> None:
        seating = self.seating
        mine = view.device == KEYBOARD
        if what == "swatch":
            self._result(mine and seating.set_colour(KEYBOARD, value))
        elif what == "level":
            done = (seating.add_bot(value, at=view.seat) is not None if view.kind == "empty"
                    else seating.set_bot_level(view.seat, value))
            self._result(done)
        elif what == "leave" and view.kind == "bot":
            self._result(seating.remove_bot(view.seat) is not None)
        elif what == "leave":
            if not mine:
                self.say(f"Only {device_label(view.device)} can give up this seat (with its own cancel button).")
            self._result(mine and seating.leave(KEYBOARD) is not None)
        elif what == "seat" and view.kind == "empty":
            if seating.seat_of(KEYBOARD) is None:
                self.join(KEYBOARD, at=view.seat)
            else:
                self._result(seating.move_to(KEYBOARD, view.seat))
