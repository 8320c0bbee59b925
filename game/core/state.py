"""The engine contract every game follows, modelled on OpenSpiel's state API.

A `Game` describes a game and makes initial states; a `GameState` is one
position. Screens and bots only use these methods, so one bot or one match
record works for every game. Pure Python: nothing here may import arcade or
pyglet.

Moves are plain hashable, picklable values (ints, strings, tuples) chosen by
each engine; `move_to_text` / `text_to_move` give the notation documented in
docs/notation.md, and match records store moves as text.
"""
from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Hashable, Sequence

Move = Hashable

# Special values of GameState.current_player().
CHANCE = -1
TERMINAL = -2


class IllegalMove(ValueError):
    """A move that is not legal in the current state (or text that names none)."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    scores:  the game's own score per seat (electors, points, sums written...).
    winners: the seats that won; empty for a draw shared by everyone.
    reason:  a short sentence for the end banner ("270 electors", ...).
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def returns(self, num_players: int) -> list[float]:
        """Utility per seat, summing to 1: winners share the win, a draw is shared by all."""
        if not self.winners:
            return [1.0 / num_players] * num_players
        share = 1.0 / len(self.winners)
        return [share if p in self.winners else 0.0 for p in range(num_players)]

    def to_data(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}


@dataclass
class GameOption:
    """One setup option of a game, shown on the setup screen."""

    key: str
    label: str
    default: Any
    choices: Sequence[Any] = ()
    help: str = ""


class GameState(ABC):
    """One position of a game. Mutable: `apply` changes it in place; use `clone` to branch."""

    game: ClassVar["Game"]

    # ---- who moves --------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.game.num_players_for(self.options)

    @abstractmethod
    def current_player(self) -> int:
        """Seat to move (0-based), CHANCE at a dice roll, TERMINAL when the game is over."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    # ---- moves ------------------------------------------------------------------------
    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Legal moves of the player to move (empty when terminal or at a chance node)."""

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """At a chance node: (outcome, probability) pairs summing to 1."""
        return []

    @abstractmethod
    def apply(self, move: Move) -> None:
        """Play a move (or a chance outcome). Raises IllegalMove if it is not legal."""

    # ---- the end ----------------------------------------------------------------------
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The outcome once terminal, else None."""

    def returns(self) -> list[float]:
        out = self.outcome()
        if out is None:
            return [0.0] * self.num_players
        return out.returns(self.num_players)

    def heuristic(self, player: int) -> float:
        """Estimated chance in [0, 1] that `player` wins from here; bots use it.

        Terminal states give the true return. Engines override this with
        their own evaluation; the default knows nothing.
        """
        if self.is_terminal():
            return self.returns()[player]
        return 1.0 / self.num_players

    # ---- copying and storage ----------------------------------------------------------
    def clone(self) -> "GameState":
        return copy.deepcopy(self)

    @abstractmethod
    def to_data(self) -> dict:
        """Plain data (TOML/JSON-safe) from which `from_data` rebuilds this state."""

    @classmethod
    @abstractmethod
    def from_data(cls, data: dict) -> "GameState":
        ...

    # ---- notation ---------------------------------------------------------------------
    @abstractmethod
    def move_to_text(self, move: Move) -> str:
        """The move's notation (docs/notation.md), in the context of this state."""

    def text_to_move(self, text: str) -> Move:
        """Parse notation; the default matches against the legal moves and chance outcomes."""
        text = text.strip()
        candidates = list(self.legal_moves()) + [m for m, _ in self.chance_outcomes()]
        for move in candidates:
            if self.move_to_text(move) == text:
                return move
        raise IllegalMove(f"{self.game.name}: '{text}' is not a legal move here")

    def position_text(self) -> str | None:
        """A one-line position notation, where the game has one."""
        return None

    # ---- options and history ----------------------------------------------------------
    options: dict
    seed: int

    def describe(self) -> str:
        """A short human description of the position (for logs and debugging)."""
        return f"{self.game.title}: player {self.current_player()} to move"


class Game(ABC):
    """A game: its name, its options, and how to make the initial state."""

    name: ClassVar[str]          # registry key and CLI name: "grundy", "constitution", ...
    title: ClassVar[str]         # shown to players
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    # Whether the game has hidden or random information (undo is then refused).
    has_chance: ClassVar[bool] = False
    rules_page: ClassVar[str] = ""   # path of docs/rules/<game>.md, relative to the repo

    def options(self) -> list[GameOption]:
        return []

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options()}

    def num_players_for(self, options: dict) -> int:
        return int(options.get("players", self.max_players if self.min_players == self.max_players else self.min_players))

    @abstractmethod
    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> GameState:
        """The start position for these options; every random choice comes from `seed`."""

    def state_from_data(self, data: dict) -> GameState:
        return self.state_class().from_data(data)

    @abstractmethod
    def state_class(self) -> type[GameState]:
        ...

    # Bots: engines may offer an exact solver for small positions.
    def exact_solver(self):
        """Return a callable (state) -> (best_move, value) or None when the game has none."""
        return None

    def bot_presets(self) -> dict[str, str]:
        """Difficulty name -> bot spec (see game.core.bots.make_bot). Engines may override."""
        return {"easy": "greedy:noise=0.35", "normal": "mcts:0.4s", "hard": "mcts:1.5s"}

    def state_from_position(self, text: str, options: dict | None = None) -> GameState:
        raise NotImplementedError(f"{self.name} has no position notation")
