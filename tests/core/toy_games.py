"""Two tiny games used to test the game-independent machinery (bots, records, arena, levels).

Nim: a heap of stones, take 1-3, whoever takes the last stone wins. Perfect play is known
(leave a multiple of 4), so bot strength can be checked exactly.
Dice race: each turn the player to move may `roll` (a chance node: d6 added to their total) or
`stop`; first to 10 or more wins. Exercises chance nodes.
"""
from __future__ import annotations

from game.core.state import CHANCE, TERMINAL, Game, GameOption, GameState, IllegalMove, Outcome


class NimState(GameState):
    def __init__(self, options, seed, stones=None, to_move=0):
        self.options = dict(options)
        self.seed = seed
        self.stones = options.get("stones", 13) if stones is None else stones
        self.to_move = to_move
        self.last_taker = None

    def current_player(self):
        return TERMINAL if self.stones == 0 else self.to_move

    def legal_moves(self):
        return [] if self.stones == 0 else list(range(1, min(3, self.stones) + 1))

    def apply(self, move):
        if move not in self.legal_moves():
            raise IllegalMove(f"cannot take {move}")
        self.stones -= move
        self.last_taker = self.to_move
        self.to_move = 1 - self.to_move

    def outcome(self):
        if self.stones:
            return None
        scores = tuple(1.0 if p == self.last_taker else 0.0 for p in range(2))
        return Outcome(scores, (self.last_taker,), "took the last stone")

    def heuristic(self, player):
        if self.is_terminal():
            return self.returns()[player]
        # The player to move wins iff stones % 4 != 0; a heuristic that knows it.
        mover_wins = self.stones % 4 != 0
        return 0.9 if (mover_wins == (player == self.to_move)) else 0.1

    def to_data(self):
        return {"options": self.options, "seed": self.seed, "stones": self.stones, "to_move": self.to_move}

    @classmethod
    def from_data(cls, data):
        return cls(data["options"], data["seed"], data["stones"], data["to_move"])

    def move_to_text(self, move):
        return f"take {move}"


class NimGame(Game):
    name = "nim"

    def options(self):
        return [GameOption("stones", "Stones", 13, check=lambda n: None if n >= 1 else f"{n} is not 1 or more")]

    def new_initial_state(self, options=None, seed=0):
        return NimState(self.validate_options(options), seed)

    def state_class(self):
        return NimState


class DiceRaceState(GameState):
    def __init__(self, options, seed):
        self.options = dict(options)
        self.seed = seed
        self.totals = [0, 0]
        self.to_move = 0
        self.rolling = False

    def current_player(self):
        if max(self.totals) >= 10:
            return TERMINAL
        return CHANCE if self.rolling else self.to_move

    def legal_moves(self):
        return [] if self.current_player() < 0 else ["roll", "stop"]

    def chance_outcomes(self):
        return [(face, 1 / 6) for face in range(1, 7)] if self.current_player() == CHANCE else []

    def apply(self, move):
        if self.current_player() == CHANCE:
            if move not in range(1, 7):
                raise IllegalMove(f"no face {move}")
            self.totals[self.to_move] += move
            self.rolling = False
            self.to_move = 1 - self.to_move
        elif move == "roll":
            self.rolling = True
        elif move == "stop":
            self.to_move = 1 - self.to_move
        else:
            raise IllegalMove(str(move))

    def outcome(self):
        if max(self.totals) < 10:
            return None
        winner = 0 if self.totals[0] >= 10 else 1
        return Outcome(tuple(self.totals), (winner,), "reached 10")

    def heuristic(self, player):
        if self.is_terminal():
            return self.returns()[player]
        return (self.totals[player] + 1) / (sum(self.totals) + 2)

    def to_data(self):
        return {"options": self.options, "seed": self.seed, "totals": self.totals, "to_move": self.to_move,
                "rolling": self.rolling}

    @classmethod
    def from_data(cls, data):
        state = cls(data["options"], data["seed"])
        state.totals, state.to_move, state.rolling = list(data["totals"]), data["to_move"], data["rolling"]
        return state

    def move_to_text(self, move):
        return f"d{move}" if isinstance(move, int) else move


class DiceRaceGame(Game):
    name = "dicerace"
    has_chance = True

    def new_initial_state(self, options=None, seed=0):
        return DiceRaceState(self.validate_options(options), seed)

    def state_class(self):
        return DiceRaceState


NimState.game = NimGame()
DiceRaceState.game = DiceRaceGame()
NIM = NimState.game
DICE_RACE = DiceRaceState.game
