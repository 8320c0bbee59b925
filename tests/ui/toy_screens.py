"""A tiny game screen over the toy Nim game (tests/core/toy_games.py), with an option, so the
shell (setup, game screen, panel, bots, undo, replay, pause, results, tutorials) can be
tested without depending on any real game's screen."""
from __future__ import annotations

from game.core.state import GameOption
from game.scenes.game_screen import GameScreen
from game.ui import theme
from game.ui.draw import CachedShapes, ShapeBuilder
from game.ui.input import Action
from tests.core.toy_games import DiceRaceState, NimGame, NimState

STONE_X0, STONE_Y, STONE_GAP = 120, 360, 34


class OptionNimState(NimState):
    def clone(self):
        copy = OptionNimState(self.options, self.seed, self.stones, self.to_move)
        copy.last_taker = self.last_taker
        return copy


class OptionNimGame(NimGame):
    """Nim with a 'stones' option: take 1-3, whoever takes the last stone wins."""

    def options(self):
        return [GameOption("stones", "Stones", 13, (9, 13, 21), help="How many stones are on the table.")]

    def new_initial_state(self, options=None, seed=0):
        return OptionNimState(dict(options or self.default_options()), seed)

    def state_class(self):
        return OptionNimState


OptionNimState.game = OptionNimGame()
NIM = OptionNimState.game


class NimScreen(GameScreen):
    game_name = "nim"

    def __init__(self, session, mode=None):
        super().__init__(session, mode)
        self.take = 1
        self.anim_left = 0.0
        self.stones = CachedShapes(self._build)
        self.played = []             # (move, mover) seen by on_move_played
        self.view_changes = 0

    def _build(self, sb: ShapeBuilder) -> None:
        state = self.view_state()
        for i in range(state.stones):
            chosen = self.may_play() and i >= state.stones - self.take
            sb.circle(STONE_X0 + i * STONE_GAP, STONE_Y, 14, theme.ACCENT if chosen else theme.CREAM)

    def on_view_changed(self) -> None:
        self.view_changes += 1
        self.stones.invalidate()

    def on_move_played(self, move, before, mover) -> None:
        self.played.append((move, mover))
        self.anim_left = 0.2
        self.stones.invalidate()

    def is_animating(self) -> bool:
        return self.anim_left > 0

    def skip_animation(self) -> None:
        self.anim_left = 0.0

    def update_board(self, dt: float) -> None:
        self.anim_left = max(0.0, self.anim_left - dt)

    def draw_board(self) -> None:
        self.stones.draw()

    def board_action(self, device: str, action: Action) -> bool:
        if action in (Action.LEFT, Action.RIGHT):
            most = min(3, self.session.state.stones)
            self.take = max(1, min(most, self.take + (1 if action == Action.LEFT else -1)))
            self.stones.invalidate()
            return True
        if action == Action.CONFIRM:
            take = min(self.take, self.session.state.stones)
            self.take = 1
            return self.submit_move(take, device)
        return False

    def hit_test(self, x: float, y: float):
        stones = self.session.state.stones
        for i in range(stones):
            cx = STONE_X0 + i * STONE_GAP
            if abs(x - cx) <= 15 and abs(y - STONE_Y) <= 15:
                take = stones - i
                return take if take <= 3 else None
        return None

    def seat_score(self, state, seat):
        return "" if not state.is_terminal() else ("won" if seat == state.last_taker else "")

    @classmethod
    def demo(cls):
        from game.core.demo_positions import demo_session
        return cls(demo_session("nim", plies=4))


class DiceRaceScreen(GameScreen):
    """Dice race: 'roll' with Up, 'stop' with Down (a chance game: no undo)."""

    game_name = "dicerace"

    def board_action(self, device: str, action: Action) -> bool:
        if action == Action.UP:
            return self.submit_move("roll", device)
        if action == Action.DOWN:
            return self.submit_move("stop", device)
        return False


__all__ = ["NIM", "NimScreen", "DiceRaceScreen", "DiceRaceState"]
