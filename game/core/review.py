"""The post-game review: how good each position of a finished match was for each seat, the
moves that lost the most, and the better move at each of them. Pure Python: the review
screen and `python -m game review` both read a `Review`.

Values
    exact     where the game works a position out under perfect play (`Game.exact_value`:
              Grundy's solver), the final margin in points for each seat.
    estimated elsewhere, the expected score (0 to 1: a win is 1, a shared win its share) from
              a search of a fixed budget (`Game.review_search`), seeded from the record's
              seed and the position, so a record always gets the same review.
    A review is in points when its first position is exact (and then every later one is:
    fewer moves are left), else in expected score, where an exact margin counts as a win
    (1), a draw (a half) or a loss (0).
    A position's value is that of its best move: what the player to move can still expect.
    An estimated move is judged against the best move found in the same way: each is the
    average of a search of as many iterations below it. At a roll of the dice the search
    averages over the outcomes, so a roll is never anyone's mistake: only a decision is
    judged, by what it expected, not by the roll that followed.

Mistakes
    A move's loss is its mover's value before it less the value after it. With exact values
    every move that loses a point or more is a mistake. With estimates, a seat's largest
    losses of SCORE_THRESHOLD or more, at most MISTAKES_PER_SEAT of them. A search of the
    review's budget wavers: between two strong players (MCTS of 2,000 iterations each, in
    Constitution) the largest losses it reads at 1,000 iterations are 0.10-0.15, under the
    threshold, so a good game shows none.
"""
from __future__ import annotations

import hashlib
import math
import os
from dataclasses import dataclass
from typing import Callable

from game.core.bots import BotSpec
from game.core.bots.mcts import MCTSBot, best_child
from game.core.datafile import DataFileError, Fields, read_toml, short_repr, write_toml_atomic
from game.core.records import MatchRecord
from game.core.review_model import PlyReview, Review, ReviewRow, TurningPoint  # noqa: F401 (re-exported)
from game.core.rng import stream
from game.core.state import GameState, Move

POINTS = "points"
SCORE = "score"
POINT_THRESHOLD = 1.0
SCORE_THRESHOLD = 0.2
MISTAKES_PER_SEAT = 3
REVIEW_FORMAT = 1
# The most moves a review analyses: over three times the longest matches played (Margin of
# Error between two players, about 300 moves with rolls; the others under 100). Each position
# is a search of the review's budget, and Fractal's 600 iterations take longer as its board
# grows: 0.25 s on the first board, 4 s after 500 moves that split whenever they may, 9 s
# after 1,000. A review of this many moves already runs for a long while in the background;
# a longer record is said to be too long instead (its memory, linear now, is not the limit).
MAX_PLIES = 1000


# ---- valuing positions --------------------------------------------------------------------------
def final_margins(state: GameState) -> list[float]:
    """Each seat's final margin in points at the end of a two-seat game: the winner's lead
    (however the game counts, highest or lowest wins) for the winner, its negative for the loser."""
    outcome = state.outcome()
    lead = abs(outcome.scores[0] - outcome.scores[1])
    if not outcome.winners or len(outcome.winners) == 2:
        return [0.0, 0.0]
    return [lead if s in outcome.winners else -lead for s in (0, 1)]


def _as_score(margins: list[float]) -> list[float]:
    """An exact margin as an expected score: a win, a draw or a loss."""
    return [1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in margins]


class TooLongToReview(ValueError):
    """A record of more moves than a review analyses (MAX_PLIES); its words are for players."""


class ReviewAnalysis:
    """Values a record's positions one at a time (`step`), so a caller can show progress, stop,
    and review the moves already valued (`review`).

    Memory grows with the record's length, not its square: only the position being valued is
    kept as a state (a board that grows as the match goes, like Fractal's, would otherwise be
    kept once per move), and what the review needs of each position valued is kept as text
    (who moved, the move in words, the better move)."""

    def __init__(self, start: GameState, moves: list[str], seed: int, search: str | None = None, path=None,
                 checked: bool = False):
        """Review the match `moves` (notation) from `start`; `seed` seeds the searches, `path`
        names the record in errors. TooLongToReview past MAX_PLIES moves. `checked`: the moves
        were just played in a session (they play), so they are not played through again here."""
        if len(moves) > MAX_PLIES:
            raise TooLongToReview(too_long_words(len(moves)))
        self.game = start.game
        self.moves = list(moves)
        self.seed = seed
        state = start.clone()               # every move checked now, in one state played on, and
        self._moves: list[Move] = []        # read once (moves just played in a session: as valued)
        for index, text in enumerate(() if checked else self.moves):
            try:
                move = state.text_to_move(text)
                state.apply(move)
            except ValueError as exc:
                raise DataFileError(path, f"moves[{index}]", f"'{text}' cannot be played: {exc}") from None
            self._moves.append(move)
        self._at = start.clone()            # the position `done`: the next to value
        self.search = search or self.game.review_search(dict(start.options))
        self.spec = BotSpec.parse(self.search)
        self.iterations = self.spec.iterations or 400       # per position searched
        self.players = start.num_players
        self.values: list[list[float] | None] = []
        self.best: list[str | None] = []    # the best move found at each position (notation)
        self.exact: list[bool] = []
        self.played: dict[int, list[float]] = {}   # estimated positions: the move played's value
        self._plies: list[_Seen] = []       # what each move valued was, in words
        self.units = SCORE

    @classmethod
    def of_record(cls, record: MatchRecord, search: str | None = None, path=None,
                  checked: bool = False) -> "ReviewAnalysis":
        return cls(record.initial_state(path), record.moves, record.seed, search, path, checked)

    @property
    def positions(self) -> int:
        return len(self.moves) + 1

    @property
    def done(self) -> int:
        return len(self.values)

    def step(self) -> bool:
        """Value the next position; False once every position is valued."""
        index = len(self.values)
        if index >= self.positions:
            return False
        state = self._at
        value, best, exact, visits = self._value(index, state)
        if index == 0 and exact and not state.is_terminal():
            self.units = POINTS
        if self.units == SCORE and exact and value is not None and self.players == 2:
            value = _as_score(value)
        played = None
        if visits and index < len(self.moves):
            move = self._move(index)
            # the move played, valued as the search valued its best move: the average over a
            # search below it of as many iterations (the best's own average, not the next
            # position's best reply, which would count every reply's edge as the mover's loss)
            if move == best:
                played = value
            else:
                after = state.clone()
                after.apply(move)
                played = self._search_value(index, after, visits, "played")[0]
        self._take(index, value, None if best is None else state.move_to_text(best), exact, played)
        return index + 1 < self.positions

    def entry(self, index: int) -> tuple:
        """What the analysis found at position `index`, as plain data (a worker sends it)."""
        return (index, self.values[index], self.best[index], self.exact[index], self.units, self.played.get(index))

    def accept(self, entry: tuple) -> bool:
        """Take a position found elsewhere (`entry`, from a worker); False for one out of turn."""
        index, value, best, exact, units, played = entry
        if index != len(self.values):
            return False
        self.units = units
        self._take(index, value, best, exact, played)
        return True

    def _move(self, index: int) -> Move:
        """The move played from position `index` (the one `_at` holds), read once."""
        if index == len(self._moves):
            self._moves.append(self._at.text_to_move(self.moves[index]))
        return self._moves[index]

    def _take(self, index: int, value, best: str | None, exact: bool, played) -> None:
        """Keep what position `index` is worth and what its move was, then go on to the next."""
        self.values.append(value)
        self.best.append(best)
        self.exact.append(exact)
        if played is not None:
            self.played[index] = played
        if index < len(self.moves):
            state = self._at
            move = self._move(index)
            seen = _Seen(None if state.is_chance_node() else state.current_player(),
                         self.game.move_in_words(state, move))
            better = None if best is None or state.is_chance_node() else state.text_to_move(best)
            if better is not None and better != move:
                seen.best = best
                seen.best_words = self.game.move_in_words(state, better)
            self._plies.append(seen)
            state.apply(move)               # the next position, in place: the last is not kept

    def _value(self, index: int, state: GameState) -> tuple[list[float] | None, Move | None, bool, int]:
        """(value per seat, best move, exact?, the best move's iterations when estimated) of one
        position. Exact margins are raw here: `step` turns them into scores in a review of
        expected scores."""
        if state.is_terminal():
            if self.units == POINTS:
                return final_margins(state), None, True, 0
            return list(state.returns()), None, True, 0
        if self.players == 2 and not state.is_chance_node():
            answer = self.game.exact_value(state)        # None at once for a game with no solver
            if answer is not None:
                move, margin = answer
                mover = state.current_player()
                return [margin if s == mover else -margin for s in range(2)], move, True, 0
            if self.units == POINTS:          # a later position the solver gave up on: not valued
                return None, None, False, 0
        value, best, visits = self._search_value(index, state, self.iterations, "position")
        return value, best, False, visits

    def _search_value(self, index: int, state: GameState, iterations: int, purpose: str):
        """(value per seat, best move, its iterations) by a search of `iterations` from `state`:
        at a decision the best move's average (None and 0 when it has no moves), at a roll the
        average over the outcomes."""
        bot = MCTSBot(stream(self.seed, "review", purpose, index), iterations=iterations,
                      rollout_depth=int(self.spec.params.get("rollout", 20)),
                      exploration=self.spec.params.get("c", 1.2))
        root = bot.search(state.clone())
        if purpose == "played" or state.is_chance_node() or not root.children:
            return [v / max(1, root.visits) for v in root.value], None, 0
        move, child = best_child(root, state.current_player())
        return [v / max(1, child.visits) for v in child.value], move, child.visits

    def run(self, progress: Callable[[int, int], None] | None = None,
            should_stop: Callable[[], bool] | None = None) -> "Review":
        """Value every position (until `should_stop`), calling `progress(done, total)` after each."""
        while self.done < self.positions:
            if should_stop is not None and should_stop():
                break
            self.step()
            if progress is not None:
                progress(self.done, self.positions)
        return self.review()

    # ---- the review ---------------------------------------------------------------------------
    def review(self) -> Review:
        """The moves whose positions before and after are valued, judged."""
        plies = []
        for index in range(min(len(self.values) - 1, len(self.moves))):
            plies.append(self._ply(index))
        mark_mistakes(plies, self.units, exact=all(self.exact[:len(plies) + 1]))
        for ply in plies:
            if ply.mistake:
                ply.why = why_sentence(ply, self.units)
        return Review(self.game.name, self.units, self.search, len(self.moves), plies, list(self.values),
                      rows_of_plies(plies))

    def _ply(self, index: int) -> PlyReview:
        seen, text = self._plies[index], self.moves[index]
        if seen.seat is None:
            return PlyReview(index + 1, None, text, seen.words)
        seat = seen.seat
        value_before = self.values[index]
        value_after = self.played.get(index, self.values[index + 1])
        return PlyReview(index + 1, seat, text, seen.words,
                         None if value_before is None else value_before[seat],
                         None if value_after is None else value_after[seat], seen.best, seen.best_words)


@dataclass
class _Seen:
    """A move of the record as the review shows it, kept once its position is valued."""

    seat: int | None                # None at a roll
    words: str
    best: str | None = None         # the better move found there, when it is not the move played
    best_words: str | None = None


def rows_of_plies(plies: list[PlyReview]) -> list[ReviewRow]:
    """One row per move (the review's rows where a decision is one move)."""
    return [ReviewRow(p.ply, p.ply - 1, p.ply, p.ply, p.seat, f"Move {p.ply}", p.words, None, p.value_before,
                      p.value_after, p.best, p.best_words, p.mistake, p.why, list(p.line), list(p.played_line),
                      p.consequence) for p in plies]


def mark_mistakes(plies: list[PlyReview], units: str, exact: bool) -> None:
    """Call the moves that lost the most mistakes (see the module's doc)."""
    if units == POINTS and exact:
        for ply in plies:
            ply.mistake = ply.best is not None and ply.loss >= POINT_THRESHOLD
        return
    threshold = POINT_THRESHOLD if units == POINTS else SCORE_THRESHOLD
    by_seat: dict[int, list[PlyReview]] = {}
    for ply in plies:
        if ply.seat is not None and ply.best is not None and ply.loss >= threshold:
            by_seat.setdefault(ply.seat, []).append(ply)
    for seat_plies in by_seat.values():
        seat_plies.sort(key=lambda p: (-p.loss, p.ply))
        for ply in seat_plies[:MISTAKES_PER_SEAT]:
            ply.mistake = True


def too_long_words(moves: int) -> str:
    """What a player reads for a record too long to review."""
    return (f"This match is too long to review: it has {moves:,} moves, and a review looks at "
            f"{MAX_PLIES:,} at most.")


def margin_words(points: float) -> str:
    """A final margin as what a move does: "wins by 2 points", "draws", "loses by 1 point"."""
    amount = abs(round(points))
    unit = "point" if amount == 1 else "points"
    if amount == 0:
        return "draws"
    return f"wins by {amount} {unit}" if points > 0 else f"loses by {amount} {unit}"


def chance_words(score: float) -> str:
    """An expected score as a player reads it: "about 60%" (to the nearest 5)."""
    return f"about {int(round(score * 20)) * 5}%"


def why_sentence(ply: PlyReview, units: str) -> str:
    """What the better move would have changed, in one sentence."""
    better = ply.best_words or ply.best
    if units == POINTS:
        return (f"Better: {better}. With best play it {margin_words(ply.value_before)}; "
                f"the move played {margin_words(ply.value_after)}.")
    return (f"Better: {better}. It kept the winning chances at {chance_words(ply.value_before)}; "
            f"the move played left them at {chance_words(ply.value_after)}.")


def search_with_budget(search: str, iterations: int | None) -> str:
    """The review's search spec with another iteration budget (`review --budget`)."""
    if iterations is None:
        return search
    spec = BotSpec.parse(search)
    params = "".join(f",{key}={value:g}" for key, value in spec.params.items())
    return f"{spec.kind}:{iterations}{params}"


def value_text(value: float | None, units: str) -> str:
    if value is None:
        return "-"
    return f"{value:+g}" if units == POINTS else f"{value:.0%}"


def review_lines(review: Review) -> list[str]:
    """`python -m game review`: one line per move (values for its mover), then the mistakes."""
    unit = "final margin in points under perfect play" if review.units == POINTS else \
        f"expected score, estimated by {review.search} per position"
    lines = [f"{review.game}: {review.total_plies} moves; values are the mover's {unit}"]
    for p in review.plies:
        who = "roll" if p.seat is None else f"seat {p.seat + 1}"
        change = "" if p.seat is None else \
            f"  {value_text(p.value_before, review.units)} -> {value_text(p.value_after, review.units)}"
        mark = "  MISTAKE" if p.mistake else ""
        lines.append(f"{p.ply:4d}  {who:7s} {p.move:18s} {p.words}{change}{mark}")
    mistakes = review.mistakes()
    lines.append(f"{len(mistakes)} mistake{'s' if len(mistakes) != 1 else ''}" + (":" if mistakes else "."))
    for p in mistakes:
        lines.append(f"  move {p.ply} (seat {p.seat + 1}, {p.move}): better {p.best}. {p.why}")
    return lines


# ---- stored beside the record --------------------------------------------------------------------
def record_digest(record: MatchRecord) -> str:
    """What a stored review was made from: a changed record (or a different search) is reviewed again."""
    text = "\n".join([record.game, str(record.seed), repr(sorted(record.options.items())), *record.moves])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def review_path(record_path) -> str:
    root, _ = os.path.splitext(os.fspath(record_path))
    return root + ".review.toml"


def save_review(review: Review, record: MatchRecord, path) -> None:
    plies = []
    for p in review.plies:
        item = {"ply": p.ply, "move": p.move, "words": p.words, "mistake": p.mistake}
        for key in ("seat", "value_before", "value_after", "best", "best_words", "why"):
            if getattr(p, key) is not None:
                item[key] = getattr(p, key)
        plies.append(item)
    values = [[] if v is None else list(v) for v in review.values]
    write_toml_atomic(path, {"format": REVIEW_FORMAT, "game": review.game, "digest": record_digest(record),
                             "units": review.units, "search": review.search,
                             "total_plies": review.total_plies, "values": values, "plies": plies})


def load_review(path, record: MatchRecord, search: str) -> Review | None:
    """The review stored at `path` for this record and search; None when there is none or it was
    made from something else (another record, search or format): both are reviewed again.
    DataFileError (file, key, fault) when it is damaged: every field is checked (finite values,
    seats in range, one entry per move of the record, each for that move), so what the review
    screen shows from it cannot fail, and a stored review is always complete."""
    if not os.path.exists(path):
        return None
    f = Fields(read_toml(path), path)
    if f.get("format", 0) != REVIEW_FORMAT or f.get("digest", "") != record_digest(record) \
            or f.get("search", "") != search:
        return None
    seats = record.initial_state(path).num_players
    game = f.str("game")
    if game != record.game:
        raise f.fail("game", f"is {short_repr(game)}, but the match is {record.game}")
    units = f.str("units")
    if units not in (POINTS, SCORE):
        raise f.fail("units", f"{short_repr(units)} is not points or score")
    moves = len(record.moves)
    total = f.int("total_plies")
    if total != moves:
        raise f.fail("total_plies", f"is {total}, but the match has {moves} moves")
    entries = f.list("plies")
    if len(entries) != moves:
        raise f.fail("plies", f"has {len(entries)} entries, but the match has {moves} moves")
    plies = [_stored_ply(Fields(item, path, f"plies[{index}]"), index, record.moves[index], seats)
             for index, item in enumerate(entries)]

    def position(key, value):
        if value == []:
            return None
        return f.numbers(key, value, length=seats)
    values = f.list("values", item=position)
    if len(values) != moves + 1:
        raise f.fail("values", f"has {len(values)} entries, but the match has {moves + 1} positions")
    return Review(game, units, search, total, plies, values, rows_of_plies(plies))


def stored_review(path, record: MatchRecord, search: str) -> tuple[Review | None, DataFileError | None]:
    """The stored review to show for `record`, or None when it must be made (again), with the
    fault of a damaged one to tell the player: a stored review is either whole and right for
    this record, or not used at all (it is written anew once the new review is finished)."""
    try:
        return load_review(path, record, search), None
    except DataFileError as exc:
        return None, exc


def _stored_ply(pf: Fields, index: int, move: str, seats: int) -> PlyReview:
    """One stored move's review, each field checked against the record (see `load_review`)."""
    if pf.int("ply") != index + 1:
        raise pf.fail("ply", f"must be {index + 1} (entries are in the order of the moves)")
    if pf.str("move") != move:
        raise pf.fail("move", f"is not the match's move {index + 1} ({short_repr(move)})")
    seat = pf.get("seat", None, int)
    if seat is not None and not 0 <= seat < seats:
        raise pf.fail("seat", f"must be 0 to {seats - 1}, not {seat}")
    before, after = _finite(pf, "value_before"), _finite(pf, "value_after")
    ply = PlyReview(index + 1, seat, move, _text(pf, "words", ...), before, after, _text(pf, "best"),
                    _text(pf, "best_words"), pf.get("mistake", False, bool), _text(pf, "why"))
    if ply.mistake and (seat is None or ply.best is None or ply.why is None):
        raise pf.fail("mistake", "a mistake needs the seat that made it, the better move and why")
    return ply


def _text(f: Fields, name: str, default=None) -> str | None:
    value = f.get(name, default, str)
    if value is not None and not value.strip():
        raise f.fail(name, "must not be empty")
    return value


def _finite(f: Fields, name: str) -> float | None:
    value = f.get(name, None, (int, float))
    if value is None:
        return None
    if isinstance(value, int) and abs(value) > 2**1000 or isinstance(value, float) and not math.isfinite(value):
        raise f.fail(name, f"must be a finite number, not {short_repr(value)}")
    return float(value)
