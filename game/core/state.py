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
from typing import Any, Callable, ClassVar, Hashable, Sequence

from game import catalog
from game.core.datafile import DataFileError, Fields

Move = Hashable

# Special values of GameState.current_player().
CHANCE = -1
TERMINAL = -2


class IllegalMove(ValueError):
    """A move that is not legal in the current state (or text that names none)."""


class BadOptions(ValueError):
    """Options a game cannot use, said in one line: the game, the option, the bad value and
    what is allowed. `key` and `fault` let a file reader put the file's name in front
    (records report `saves/x.toml: options.board: 'nope' is not one of ...`)."""

    def __init__(self, game: str, key: str | None, fault: str):
        self.game = game
        self.key = key
        self.fault = fault
        super().__init__(f"{game}: {'options.' + key if key else 'options'}: {fault}")

    def in_file(self, path, table: str = "options") -> DataFileError:
        """The same fault said of a data file: the file, then `options.<key>`."""
        return DataFileError(path, f"{table}.{self.key}" if self.key else table, self.fault)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    scores:  the game's own score per seat (electors, points, sums written...).
    winners: the seats that won; empty for a draw shared by everyone.
    reason:  a short sentence for the end banner ("270 electors", ...).
    drawn:   a solo game (one seat, against the rules themselves) that ended level: with one
             seat, no winners means a loss unless this says it was a draw.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    drawn: bool = False

    @property
    def is_draw(self) -> bool:
        if len(self.scores) == 1:
            return self.drawn
        return not self.winners

    def returns(self, num_players: int) -> list[float]:
        """Utility per seat. With two or more seats they sum to 1: winners share the win, a draw
        is shared by all. Alone, a win is 1, a draw (`drawn`) 0.5 and a loss (no winners) 0."""
        if num_players == 1:
            return [1.0 if self.winners else 0.5 if self.drawn else 0.0]
        if not self.winners:
            return [1.0 / num_players] * num_players
        share = 1.0 / len(self.winners)
        return [share if p in self.winners else 0.0 for p in range(num_players)]

    def to_data(self) -> dict:
        data = {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}
        if self.drawn:
            data["drawn"] = True
        return data


@dataclass
class GameOption:
    """One setup option of a game, shown on the setup screen and checked by Game.validate_options.

    The value must have the default's type (true/false, a whole number, a number, text; a
    default of None checks no type and leaves the option out unless it is given). With
    `check`, the check decides which values are allowed and `choices` are only what the
    setup screen offers; without it, an option with `choices` takes only those.
    """

    key: str
    label: str
    default: Any
    choices: Sequence[Any] = ()
    help: str = ""
    # What one value is called in errors: "board" -> "'nope' is not one of grundy's boards (...)".
    noun: str = ""
    # The fault of a value, as a phrase ("-1 is not 0 or more"), or None when it is allowed.
    check: Callable[[Any], str | None] | None = None
    # The setup screen shows `choices` (whole numbers, rising) on a slider rather than cycling them.
    slider: bool = False
    # Whether the option matters with these option values (None: always); the setup screens
    # leave out one that does not (Grundy's random board size with a named board chosen).
    applies: Callable[[dict], bool] | None = None

    def applies_to(self, options: dict) -> bool:
        return self.applies is None or self.applies(options)

    def fault(self, value: Any, game_name: str) -> str | None:
        """Why `value` cannot be this option's value, or None when it can."""
        expected = _value_kind(self.default)
        if expected is not None and not _has_kind(value, expected):
            return f"{value!r} is not {_KIND_PHRASES[expected]}"
        if self.check is not None:
            return self.check(value)
        if self.choices and value not in self.choices:
            noun = self.noun or f"{self.key} value"
            return f"{value!r} is not one of {game_name}'s {noun}s ({choices_text(self.choices)})"
        return None


_KIND_PHRASES = {bool: "true or false", int: "a whole number", float: "a number", str: "text",
                 list: "a list"}


def _value_kind(default: Any) -> type | None:
    for kind in (bool, int, float, str):
        if isinstance(default, kind):
            return kind
    if isinstance(default, (list, tuple)):
        return list
    return None


def _has_kind(value: Any, kind: type) -> bool:
    if kind is bool:
        return isinstance(value, bool)
    if isinstance(value, bool):
        return False
    if kind is float:
        return isinstance(value, (int, float))
    if kind is list:
        return isinstance(value, (list, tuple))
    return isinstance(value, kind)


def choices_text(choices: Sequence[Any]) -> str:
    """Allowed values for an error message: `8 to 30` for a run of whole numbers, else listed."""
    values = list(choices)
    if (len(values) > 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in values)
            and values == list(range(values[0], values[0] + len(values)))):
        return f"{values[0]} to {values[-1]}"
    return ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in values)


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

    def is_legal_move(self, move: Move) -> bool:
        """Whether `move` may be played now. By default: whether `legal_moves()` (or, at a chance
        node, `chance_outcomes()`) lists it. Engines with legal moves they do not list (a Grundy
        number above the listed cap: any positive whole number is legal) override this."""
        if self.is_chance_node():
            return any(move == outcome for outcome, _ in self.chance_outcomes())
        return move in self.legal_moves()

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

    name: ClassVar[str]          # the catalog's key and the CLI name: "grundy", "constitution", ...
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    # Whether the game has hidden or random information (undo is then refused).
    has_chance: ClassVar[bool] = False

    @property
    def title(self) -> str:
        """What players read, as the catalog (game/catalog.py) names the game."""
        return catalog.title(self.name)

    def options(self) -> list[GameOption]:
        return []

    def default_options(self) -> dict:
        """Every option at its default (options whose default is None are left out)."""
        return {o.key: o.default for o in self.options() if o.default is not None}

    def options_in(self, f: Fields, name: str = "options") -> dict:
        """A data file's table of options, checked and filled in; a refused option is reported
        at its own key in the file (DataFileError)."""
        try:
            return self.validate_options(f.get(name, {}, dict))
        except BadOptions as exc:
            raise exc.in_file(f.path, f.key(name)) from None

    def validate_options(self, options: dict | None) -> dict:
        """The options with defaults filled in. BadOptions (one line: the key, the bad value
        and the allowed values) for an unknown key, a value of the wrong type, a value that is
        not among an option's choices, or a player count the game does not take.

        Engines call this first in `new_initial_state`, so bad options never reach the rules;
        those with checks across options override it and call this first."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise BadOptions(self.name, None, f"must be a table of options, not {options!r}")
        declared = {o.key: o for o in self.options()}
        for key in options:
            if key not in declared and key != "players":
                known = ", ".join(declared) or "none"
                raise BadOptions(self.name, str(key), f"{self.name} has no such option (its options: {known})")
        full = {}
        for key, option in declared.items():
            if key in options:
                fault = option.fault(options[key], self.name)
                if fault is not None:
                    raise BadOptions(self.name, key, fault)
                full[key] = options[key]
            elif option.default is not None:
                full[key] = option.default
        if "players" in options:
            full["players"] = options["players"]
        self.num_players_for(full)
        return full

    def num_players_for(self, options: dict) -> int:
        """Seats for these options: the `players` option, else `min_players`. BadOptions for a
        count outside min_players..max_players."""
        count = options.get("players", self.min_players)
        lo, hi = self.min_players, self.max_players
        if isinstance(count, bool) or not isinstance(count, int) or not lo <= count <= hi:
            allowed = f"always {lo}" if lo == hi else f"{lo} to {hi}"
            raise BadOptions(self.name, "players", f"{count!r} is not a player count of {self.name} ({allowed})")
        return count

    @abstractmethod
    def new_initial_state(self, options: dict | None = None, seed: int = 0) -> GameState:
        """The start position for these options; every random choice comes from `seed`.
        Starts with `validate_options`: BadOptions for options the game cannot use."""

    def state_from_data(self, data: dict) -> GameState:
        return self.state_class().from_data(data)

    @abstractmethod
    def state_class(self) -> type[GameState]:
        ...

    def state_from_position(self, text: str, options: dict | None = None) -> GameState:
        raise NotImplementedError(f"{self.name} has no position notation")

    # ---- bots and tools: every engine has these; the defaults say "nothing special" ----------
    def exact_solver(self) -> Callable[[GameState], tuple[Move, float] | None] | None:
        """A callable (state) -> (best_move, value), or None for a position it cannot solve;
        None when the game has no solver."""
        return None

    # ---- the words contract: every place that says a move or an end in words asks here ------
    def move_in_words(self, before: GameState, move: Move) -> str:
        """`move` made in state `before`, in words that follow the mover's name ("writes 2 in
        circle c"), as a commentator says it: the post-game review speaks in them. The notation
        by default."""
        return before.move_to_text(move)

    def move_rows(self, before: GameState, move: Move, names: Sequence[str]) -> list[str]:
        """The move list's wordings of `move` made in state `before`, longest first: the list
        shows the first that fits its row (a dot beside it shows who moved). `names` are the
        seats' names. By default the move in words alone."""
        return [self.move_in_words(before, move)]

    def end_in_words(self, final: GameState, names: Sequence[str]) -> str:
        """Why the game ended and how it came out, one sentence (the results card's reason, the
        status line at the end); "" for a position that is not over. The outcome's reason by
        default."""
        outcome = final.outcome()
        return "" if outcome is None else outcome.reason

    def decided_in_words(self, start: GameState, moves: Sequence[str], names: Sequence[str]) -> str:
        """Where the match `moves` (the record's texts) played from `start` was decided, one
        sentence; "" when no single move decided it, or the record has no end (the default)."""
        return ""

    def review_decisions(self, start: GameState, moves: Sequence[str]) -> list[tuple[int, int, int]]:
        """The decisions the review lists and judges, as (first, last, end) positions: the
        decision's moves are played from `first` to `last`, its chance outcomes from `last` to
        `end` (game.core.review_model.ReviewRow). By default each move by a seat is a decision
        and the rolls after it are its outcome."""
        state = start.clone()
        spans: list[list[int]] = []
        for index, text in enumerate(moves):
            chance = state.is_chance_node()
            state.apply(state.text_to_move(text))
            if chance and spans:
                spans[-1][2] = index + 1
            else:
                spans.append([index, index + 1, index + 1])
        return [tuple(span) for span in spans]

    def review_row_title(self, before: GameState, first: int, last: int, number: int) -> str:
        """The title of the review's `number`th row, its decision played from position `first`
        (the state `before`) to `last`: "Move 6" by default (a game of weeks says "Week 3")."""
        return f"Move {number}"

    def decision_in_words(self, before: GameState, moves: Sequence[str], names: Sequence[str]) -> str:
        """A review row's decision of several moves (`moves`, played from `before`), in words
        that follow the mover's name; "" for the moves' own words, joined (the default)."""
        return ""

    def outcome_in_words(self, before: GameState, after: GameState, names: Sequence[str]) -> str:
        """A review row's chance outcomes, from its last decision `before` to `after`, as the
        game shows them; "" for the rolls' own words, joined (the default)."""
        return ""

    def consequence_in_words(self, better_end: GameState, played_end: GameState, seat: int,
                             names: Sequence[str]) -> str:
        """What differs for `seat` between the ends of two lines of play, the better move's
        (`better_end`) and the move played's (`played_end`), one sentence in the game's own
        count (electors and states, points, territory, pieces, polls and cash): the review's
        "why". "" when the game has nothing to say (the default)."""
        return ""

    def review_search(self, options: dict) -> str:
        """The search that values positions for the post-game review where no exact value is
        known (game.core.review): an MCTS spec with an iteration budget, so a review is the
        same every time for a record."""
        return "mcts:400"

    def exact_value(self, state: GameState) -> tuple[Move, float] | None:
        """(best move, final margin in points for the player to move) under perfect play, or
        None where it cannot be worked out; the review's exact values. The solver's answer by
        default."""
        solver = self.exact_solver()
        return None if solver is None else solver(state)

    def bot_presets(self, options: dict | None = None) -> dict[str, str]:
        """Difficulty name (easy, normal, hard) -> bot spec (see game.core.bots.make_bot) for a
        match with these options (a game may pick its solver on small boards only)."""
        return {"easy": "greedy:noise=0.35", "normal": "mcts:0.4s", "hard": "mcts:1.5s"}

    def extra_bots(self) -> dict[str, Callable]:
        """The game's own bots: spec name -> factory(parsed BotSpec, random.Random, should_stop)
        returning a bot (an object with `name` and `choose(state)`). None by default."""
        return {}

    def arena_max_plies(self, options: dict) -> int:
        """Plies after which an arena game stops unfinished (`--max-plies` overrides it): far
        beyond any real game's length, so only a game that would not end is cut."""
        return 5000

    def arena_variants(self) -> dict[str, dict]:
        """Names the arena takes as `<game>-<variant>` (`margin-solo`) -> the options they fix.
        None by default."""
        return {}
