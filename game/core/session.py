"""A match in progress: the game, the live state, the record, the seats, undo/redo,
a replay cursor and autosave. Pure Python (no arcade), so it is tested alone and
any screen (or a future network layer) can drive it.

    session = MatchSession.new("grundy", options, seats=[Seat.human(), Seat.bot("hard")])
    session.play(move)                 # validated, recorded, autosaved
    session.undo(); session.redo()     # a turn: the last person's move and what followed it
    session.replay_step(-1)            # look back without touching the live game
    session.view_state()               # what the board should show now
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.catalog import get_game
from game.core.datafile import DataFileError, remove_stray_temp_files
from game.core.records import MatchRecord, saves_dir
from game.core.rng import fresh_seed, stream
from game.core.save_writer import save_writer
from game.core.state import CHANCE, Game, GameState, IllegalMove, Move, Outcome

HUMAN = "human"
REPLAYED = "replayed"      # a seat whose moves come from a record (a watched replay): no one plays it here
STATE_CHECKPOINT = 50      # state_at keeps every 50th position for good ...
RECENT_STATES = 8          # ... and the 8 last asked for


@dataclass
class Seat:
    """Who plays one seat: a human (with the input device they use) or a bot spec."""

    kind: str = HUMAN          # "human", "bot" or "replayed"
    bot: str = ""              # bot spec or difficulty: "easy", "hard", "mcts:0.5s", ...; a replayed seat:
                               # what the record says sat there ("human" or a bot spec)
    device: str = "any"        # human input device: "any", "kbm", "wasd", "pad1".."pad4"
    name: str = ""

    @classmethod
    def human(cls, device: str = "any", name: str = "") -> "Seat":
        return cls(HUMAN, "", device, name)

    @classmethod
    def bot_seat(cls, spec: str, name: str = "") -> "Seat":
        return cls("bot", spec, "", name)

    @classmethod
    def replayed(cls, text: str, name: str = "") -> "Seat":
        """A seat of a watched record: its moves are the record's, neither a person here nor a
        bot plays them; `text` is the record's seat ("human" or a bot spec)."""
        return cls(REPLAYED, text or HUMAN, "", name)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def record_text(self) -> str:
        """How the seat is stored in a match record: 'human' or the bot spec."""
        return HUMAN if self.is_human else self.bot

    @classmethod
    def from_record_text(cls, text: str) -> "Seat":
        return cls.human() if text in ("", HUMAN) else cls.bot_seat(text)


class MatchSession:
    """One match: live state, record, seats, undo/redo, replay cursor, autosave."""

    def __init__(self, game: Game, options: dict | None = None, seed: int | None = None,
                 seats: list[Seat] | None = None, *, level: str = "", autosave: bool = True,
                 save_folder: str | os.PathLike | None = None, start_state: GameState | None = None):
        self.game = game
        self.options = dict(game.default_options() if options is None else options)
        self.seed = fresh_seed() if seed is None else int(seed)
        if start_state is not None:
            # A session from a given position (demo screens): its moves cannot be
            # replayed from the game's start, so it is never saved.
            self._origin = start_state.clone()
            self.options = dict(getattr(start_state, "options", self.options) or self.options)
            self.from_position = True
        else:
            self._origin = game.new_initial_state(dict(self.options), self.seed)
            self.from_position = False
        self.state: GameState = self._origin.clone()
        n = self.state.num_players
        seats = list(seats) if seats else [Seat.human() for _ in range(n)]
        while len(seats) < n:
            seats.append(Seat.human())
        self.seats: list[Seat] = seats[:n]
        self.record = MatchRecord.start(game.name, self.options, self.seed,
                                        [s.record_text() for s in self.seats], level=level)
        self.movers: list[int] = []            # who made each move of the record (CHANCE for a roll)
        self.redo_stack: list[list[str]] = []  # the turns undone, the latest last
        self.changes = 0                       # counts plays, undos and redos: a bot's answer is for one
        self.replay_index: int | None = None   # None: showing the live game
        self._state_cache: dict[int, GameState] = {}
        self._recent_states: list[int] = []    # the positions last asked of state_at, oldest first
        self.autosave_enabled = autosave and not self.from_position
        self.save_folder = Path(save_folder) if save_folder is not None else None
        self.last_error: str = ""              # a save/load problem to show on screen
        self.loaded_from: Path | None = None   # the save this match was resumed from (Continue)
        self.kept_path: Path | None = None     # where the finished match was kept for its review (match_history)

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def new(cls, game_name: str, options: dict | None = None, seed: int | None = None,
            seats: list[Seat] | None = None, **kwargs) -> "MatchSession":
        return cls(get_game(game_name), options, seed, seats, **kwargs)

    @classmethod
    def from_record(cls, record: MatchRecord, seats: list[Seat] | None = None, game: Game | None = None,
                    path: str | os.PathLike | None = None, **kwargs) -> "MatchSession":
        """Rebuild a session by replaying a record; a bad move raises DataFileError."""
        if game is None:
            game = get_game(record.game)
        seats = seats or [Seat.from_record_text(t) for t in record.seats] or None
        session = cls(game, record.options, record.seed, seats, level=record.level, **kwargs)
        for index, text in enumerate(record.moves):
            try:
                session._apply_text(text)
            except (IllegalMove, ValueError) as exc:
                raise DataFileError(path, f"moves[{index}]", f"'{text}' cannot be played: {exc}") from None
        return session

    @classmethod
    def load(cls, path: str | os.PathLike, game: Game | None = None, **kwargs) -> "MatchSession":
        """Load a saved match. A broken file raises DataFileError (file, key, fault)."""
        record = MatchRecord.load(path, check=False)
        session = cls.from_record(record, game=game, path=path, **kwargs)
        session.loaded_from = Path(path)
        return session

    # ---- who moves ----------------------------------------------------------------------
    def current_player(self) -> int:
        return self.state.current_player()

    def replayable_record(self) -> MatchRecord:
        """The record to keep for replaying this match from the game's start (a crash report, a
        monkey's failure). A lesson's session starts at its level's position and its own record
        holds only the moves since, so the level's options, seed and prelude go first; where the
        level cannot be read, the record as it is."""
        record = self.record
        if not self.from_position or not record.level:
            return record
        from game.core.levels import load_level        # here: levels sits above sessions
        try:
            level = load_level(record.level, check=False)
        except (DataFileError, OSError):
            return record
        return MatchRecord(game=record.game, options=dict(level.options), seed=level.seed,
                           moves=list(level.prelude) + list(record.moves), seats=list(record.seats),
                           level=record.level)

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def outcome(self) -> Outcome | None:
        return self.state.outcome()

    def is_chance(self) -> bool:
        return self.state.current_player() == CHANCE

    def seat_to_move(self) -> Seat | None:
        player = self.current_player()
        if player < 0 or player >= len(self.seats):
            return None
        return self.seats[player]

    def bot_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and seat.is_bot

    @property
    def moves(self) -> list[str]:
        return self.record.moves

    @property
    def ply(self) -> int:
        return len(self.record.moves)

    # ---- playing ------------------------------------------------------------------------
    def play(self, move: Move) -> str:
        """Play a legal move for the player to move; returns its notation."""
        if self.state.is_terminal():
            raise IllegalMove("the game is over")
        if not self.state.is_legal_move(move):     # chance outcomes, and moves an engine does not list
            raise IllegalMove(f"{move!r} is not a legal move here")
        text = self.state.move_to_text(move)
        mover = self.state.current_player()
        self.state.apply(move)
        self.record.moves.append(text)
        self.movers.append(mover)
        self.redo_stack.clear()
        self._after_change()
        return text

    def roll_chance(self) -> Move:
        """At a chance node, draw the outcome from the match seed (reproducible) and play it."""
        outcomes = self.state.chance_outcomes()
        if not outcomes:
            raise IllegalMove("not at a chance node")
        moves, weights = zip(*outcomes)
        rng = stream(self.seed, "chance", self.ply)
        move = rng.choices(moves, weights)[0]
        self.play(move)
        return move

    def bot_seed(self) -> int:
        """A seed for the bot's next search: fixed by the match seed and the ply."""
        return stream(self.seed, "bot", self.ply).randrange(2**31)

    def _apply_text(self, text: str) -> None:
        move = self.state.text_to_move(text)
        mover = self.state.current_player()
        self.state.apply(move)
        self.record.moves.append(text)
        self.movers.append(mover)

    def _after_change(self) -> None:
        self.changes += 1
        self.replay_index = None
        if self.autosave_enabled:
            self.autosave()

    # ---- undo / redo ----------------------------------------------------------------------
    # Undo takes back a turn: the last move a person made and everything after it (bot replies,
    # rolls), so that person is to move again where they were. It never goes back across a roll
    # the players have seen. Redo puts back exactly what the last undo took. Whether a match
    # offers undo at all is its mode's decision (Mode.allows_undo), not the session's.
    def _turn_start(self) -> int | None:
        """The index of the last move made by a person, or None when no person has moved."""
        for index in range(len(self.movers) - 1, -1, -1):
            mover = self.movers[index]
            if 0 <= mover < len(self.seats) and self.seats[mover].is_human:
                return index
        return None

    def undo_blocker(self) -> str:
        """Why undo cannot take a turn back now, in players' words; "" when it can."""
        if self.is_over():
            return "The match is over: its moves stand."
        start = self._turn_start()
        if start is None:
            return "Nothing to take back yet."
        for index in range(start, len(self.record.moves)):
            if self.movers[index] == CHANCE and self.chance_seen(index):
                return "The roll has been seen: the moves before it stand."
        return ""

    def chance_seen(self, index: int) -> bool:
        """Has the chance outcome at move `index` been seen? Every resolved outcome counts as
        seen unless the state at its chance node says otherwise, with a method
        `chance_outcome_hidden(outcome, now) -> bool`: is `outcome`, drawn there, still hidden
        from the players in the later position `now` (a card dealt face down, say)?"""
        node = self.state_at(index)
        hidden = getattr(node, "chance_outcome_hidden", None)
        if hidden is None:
            return True
        return not hidden(node.text_to_move(self.record.moves[index]), self.state)

    def can_undo(self) -> bool:
        return not self.undo_blocker()

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> list[str]:
        """Take back the last turn (see above): replay the record without it. Returns the
        notations taken back, in the order they were played."""
        blocker = self.undo_blocker()
        if blocker:
            raise IllegalMove(blocker)
        start = self._turn_start()
        taken = self.record.moves[start:]
        del self.record.moves[start:]
        del self.movers[start:]
        self.redo_stack.append(taken)
        self._forget_states_after(start)
        self.state = self.state_at(start).clone()
        self._after_change()
        return taken

    def redo(self) -> list[str]:
        """Put back the turn the last undo took (the person's move and the replies that had
        followed it). Returns the notations put back."""
        if not self.redo_stack:
            raise IllegalMove("nothing to redo")
        taken = self.redo_stack.pop()
        for text in taken:
            self._apply_text(text)
        self._after_change()
        return taken

    # ---- replay cursor ------------------------------------------------------------------
    def state_at(self, ply: int) -> GameState:
        """The state after the first `ply` moves (cached; do not mutate the result)."""
        ply = max(0, min(ply, len(self.record.moves)))
        if ply in self._state_cache:
            return self._state_cache[ply]
        start, state = 0, self._origin.clone()
        for p in range(ply, 0, -1):   # continue from the nearest cached earlier state
            if p in self._state_cache:
                start, state = p, self._state_cache[p].clone()
                break
        for at, text in enumerate(self.record.moves[start:ply], start + 1):
            state.apply(state.text_to_move(text))
            if at % STATE_CHECKPOINT == 0 and at < ply:      # passed on the way: kept for good
                self._state_cache[at] = state.clone()
        self._state_cache[ply] = state
        self._recent_states.append(ply)
        # kept: every STATE_CHECKPOINT-th position and the last few asked for (stepping on one
        # move costs one move). Every position seen, kept, held the square of a long match
        # where a state grows as it goes (Fractal's board) once its review was stepped through:
        # 165 MB for 1,000 moves, now 8 MB
        while len(self._recent_states) > RECENT_STATES:
            old = self._recent_states.pop(0)
            if old % STATE_CHECKPOINT and old not in self._recent_states:
                self._state_cache.pop(old, None)
        return state

    def _forget_states_after(self, ply: int) -> None:
        """Cached states past `ply` belong to moves that were taken back."""
        for p in [p for p in self._state_cache if p > ply]:
            del self._state_cache[p]

    @property
    def in_replay(self) -> bool:
        return self.replay_index is not None

    def replay_step(self, delta: int) -> int:
        """Move the replay cursor by `delta` plies; reaching the end returns to the live game."""
        current = len(self.record.moves) if self.replay_index is None else self.replay_index
        target = max(0, min(len(self.record.moves), current + delta))
        self.replay_index = None if target == len(self.record.moves) else target
        return target

    def replay_goto(self, ply: int | None) -> None:
        if ply is None or ply >= len(self.record.moves):
            self.replay_index = None
        else:
            self.replay_index = max(0, ply)

    def view_state(self) -> GameState:
        """The state the board shows: the replay position, or the live game."""
        if self.replay_index is None:
            return self.state
        return self.state_at(self.replay_index)

    def view_ply(self) -> int:
        return len(self.record.moves) if self.replay_index is None else self.replay_index

    # ---- saving -------------------------------------------------------------------------
    def folder(self) -> Path:
        return self.save_folder if self.save_folder is not None else saves_dir()

    def autosave_path(self) -> Path:
        return self.folder() / f"autosave-{self.game.name}.toml"

    def autosave(self, wait: bool = False) -> bool:
        """Save the record to the autosave file. It is written on the save writer's thread
        (game.core.save_writer: a move never waits for the disk), or before returning with
        `wait` (leaving a match, where the player is told it is saved). A failure is kept in
        last_error, never raised; False when known to have failed."""
        self.take_save_errors()
        try:
            text = self.record.to_text()
        except (TypeError, ValueError) as exc:   # TypeError: an option value TOML cannot hold
            self.last_error = f"Autosave failed: {exc}"
            return False
        writer = save_writer()
        writer.submit(self.autosave_path(), text)
        if not wait:
            return True
        writer.settle(self.autosave_path())
        return not self.take_save_errors()

    def take_save_errors(self) -> bool:
        """Move the save writer's faults (a full disk, a vanished folder) into last_error."""
        errors = save_writer().take_errors()
        if errors:
            self.last_error = errors[-1]
        return bool(errors)

    def save(self, path: str | os.PathLike) -> None:
        if self.from_position:
            raise DataFileError(path, None, "a match started from a demo position cannot be saved")
        self.record.save(path)

    def discard_autosave(self) -> None:
        save_writer().forget(self.autosave_path())     # a write still waiting must not bring it back
        try:
            self.autosave_path().unlink()
        except OSError:
            pass

    def restart(self) -> "MatchSession":
        """The same match from the start: same game, options, seed and seats."""
        if self.from_position:
            return MatchSession(self.game, self.options, self.seed, list(self.seats),
                                autosave=False, start_state=self._origin)
        return MatchSession(self.game, self.options, self.seed, list(self.seats), level=self.record.level,
                            autosave=self.autosave_enabled, save_folder=self.save_folder)

    def rematch(self) -> "MatchSession":
        """A new match with the same game, options and seats, and a fresh seed."""
        if self.from_position:
            return self.restart()
        return MatchSession(self.game, self.options, None, list(self.seats), level=self.record.level,
                            autosave=self.autosave_enabled, save_folder=self.save_folder)

    def copy_played(self, seats: list[Seat] | None = None) -> "MatchSession":
        """This match as played so far, in a session of its own that is never saved (the review
        looks back on it): its positions are taken over, not replayed from the record."""
        copy = MatchSession(self.game, self.options, self.seed, seats or list(self.seats), level=self.record.level,
                            autosave=False, start_state=self._origin if self.from_position else None)
        record = self.record
        copy.record = MatchRecord(game=record.game, options=dict(record.options), seed=record.seed,
                                  moves=list(record.moves), seats=list(record.seats), level=record.level)
        copy.state = self.state.clone()
        copy.movers = list(self.movers)
        copy._state_cache = dict(self._state_cache)      # states are never changed once cached
        copy._recent_states = list(self._recent_states)
        copy.kept_path = self.kept_path
        return copy


@dataclass
class SavedMatch:
    """An autosave found in the saves folder (for the title screen's Continue entry)."""

    path: Path
    record: MatchRecord | None
    error: str = ""
    modified: float = 0.0


def find_autosaves(folder: str | os.PathLike | None = None) -> list[SavedMatch]:
    """Every autosave-<game>.toml in the saves folder, newest first. A broken file is
    listed with its error (one sentence naming file, key and fault), never raised."""
    root = Path(folder) if folder is not None else saves_dir()
    save_writer().settle()                  # the newest autosave of a match just left
    found = []
    for path in root.glob("autosave-*.toml") if root.is_dir() else []:
        try:
            modified = path.stat().st_mtime
        except OSError:
            continue
        try:
            found.append(SavedMatch(path, MatchRecord.load(path, check=True), modified=modified))
        except DataFileError as exc:
            found.append(SavedMatch(path, None, str(exc), modified))
        except Exception as exc:  # an engine that fails to import: the save waits for it
            found.append(SavedMatch(path, None, f"{path}: cannot be resumed ({exc})", modified))
    found.sort(key=lambda s: s.modified, reverse=True)
    return found


def clean_saves_folder(folder: str | os.PathLike | None = None, min_age_seconds: float = 60.0) -> int:
    """Remove the temporary files that saves, settings, profiles, records and crash reports
    killed mid-write left behind (`.<name>.<random>.tmp`; the file they were replacing is
    intact), in the saves folder and every folder the game writes under it. Run at start-up;
    cheap (one listing per folder) and never raises. Returns how many were removed."""
    root = Path(folder) if folder is not None else saves_dir()
    return sum(remove_stray_temp_files(where, min_age_seconds) for where in _written_folders(root))


def _written_folders(root: Path, depth: int = 3) -> list[Path]:
    """`root` and the folders under it, `depth` levels down (the game's own tree is shallow:
    profiles/, crash-reports/, a profile's records)."""
    found, level = [root], [root]
    for _ in range(depth):
        below = []
        for folder in level:
            try:
                below += [Path(e.path) for e in os.scandir(folder) if e.is_dir(follow_symlinks=False)]
            except OSError:
                continue
        found += below
        level = below
    return found


def movers_of(session: MatchSession) -> list[int]:
    """The player who made each move of the record (CHANCE for dice rolls)."""
    return list(session.movers)
