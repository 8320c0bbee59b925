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
import os
from dataclasses import dataclass, field
from typing import Callable

from game.core.bots import BotSpec
from game.core.bots.mcts import MCTSBot, best_child
from game.core.datafile import DataFileError, Fields, read_toml, write_toml_atomic
from game.core.records import MatchRecord
from game.core.rng import stream
from game.core.state import GameState, Move

POINTS = "points"
SCORE = "score"
POINT_THRESHOLD = 1.0
SCORE_THRESHOLD = 0.2
MISTAKES_PER_SEAT = 3
REVIEW_FORMAT = 1


@dataclass
class PlyReview:
    """One move of the match, judged. `seat` is None for a chance outcome (a roll), which is
    listed but not valued. Values are for the seat that moved, in the review's units."""

    ply: int                        # 1 for the first move
    seat: int | None
    move: str                       # notation
    words: str                      # "writes 2 in circle c"
    value_before: float | None = None
    value_after: float | None = None
    best: str | None = None         # the best move found here (notation), decisions only
    best_words: str | None = None
    mistake: bool = False
    why: str | None = None

    @property
    def loss(self) -> float:
        """What the move cost its mover (0 when not valued, or when it gained)."""
        if self.value_before is None or self.value_after is None:
            return 0.0
        return max(0.0, self.value_before - self.value_after)

    @property
    def better(self) -> str | None:
        return self.best if self.mistake else None

    def to_json(self) -> dict:
        return {"ply": self.ply, "seat": self.seat, "move": self.move, "words": self.words,
                "value_before": _rounded(self.value_before), "value_after": _rounded(self.value_after),
                "mistake": self.mistake, "better": self.better,
                "better_words": self.best_words if self.mistake else None, "why": self.why}


@dataclass
class Review:
    """A finished match reviewed (or partly: `plies` holds the moves valued so far)."""

    game: str
    units: str                      # POINTS or SCORE
    search: str                     # the estimate's search spec ("mcts:400")
    total_plies: int
    plies: list[PlyReview] = field(default_factory=list)
    # value per seat of each position valued so far (position 0 is the start): the graph
    values: list[list[float] | None] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.plies) == self.total_plies

    def mistakes(self, seat: int | None = None) -> list[PlyReview]:
        return [p for p in self.plies if p.mistake and (seat is None or p.seat == seat)]

    def to_json(self) -> dict:
        return {"game": self.game, "units": self.units, "search": self.search,
                "moves": [p.to_json() for p in self.plies]}


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


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


class ReviewAnalysis:
    """Values a record's positions one at a time (`step`), so a caller can show progress, stop,
    and review the moves already valued (`review`)."""

    def __init__(self, start: GameState, moves: list[str], seed: int, search: str | None = None, path=None):
        """Review the match `moves` (notation) from `start`; `seed` seeds the searches, `path`
        names the record in errors."""
        self.game = start.game
        self.moves = list(moves)
        self.seed = seed
        self.states = [start]
        for index, text in enumerate(self.moves):
            state = self.states[-1].clone()
            try:
                state.apply(state.text_to_move(text))
            except ValueError as exc:
                raise DataFileError(path, f"moves[{index}]", f"'{text}' cannot be played: {exc}") from None
            self.states.append(state)
        self.search = search or self.game.review_search(dict(start.options))
        self.spec = BotSpec.parse(self.search)
        self.iterations = self.spec.iterations or 400       # per position searched
        self.players = start.num_players
        self.values: list[list[float] | None] = []
        self.best: list[Move | None] = []
        self.exact: list[bool] = []
        self.played: dict[int, list[float]] = {}   # estimated positions: the move played's value
        self._words: dict[int, str] = {}            # each move in words, made once
        self.units = SCORE

    @classmethod
    def of_record(cls, record: MatchRecord, search: str | None = None, path=None) -> "ReviewAnalysis":
        return cls(record.initial_state(path), record.moves, record.seed, search, path)

    @property
    def positions(self) -> int:
        return len(self.states)

    @property
    def done(self) -> int:
        return len(self.values)

    def step(self) -> bool:
        """Value the next position; False once every position is valued."""
        index = len(self.values)
        if index >= len(self.states):
            return False
        state = self.states[index]
        value, best, exact, visits = self._value(index, state)
        if index == 0 and exact and not state.is_terminal():
            self.units = POINTS
        if self.units == SCORE and exact and value is not None and self.players == 2:
            value = _as_score(value)
        self.values.append(value)
        self.best.append(best)
        self.exact.append(exact)
        if visits and index < len(self.moves):
            played = state.text_to_move(self.moves[index])
            # the move played, valued as the search valued its best move: the average over a
            # search below it of as many iterations (the best's own average, not the next
            # position's best reply, which would count every reply's edge as the mover's loss)
            self.played[index] = value if played == best else self._search_value(
                index, self.states[index + 1], visits, "played")[0]
        return index + 1 < len(self.states)

    def entry(self, index: int) -> tuple:
        """What the analysis found at position `index`, as plain data (a worker sends it)."""
        best = self.best[index]
        return (index, self.values[index], None if best is None else self.states[index].move_to_text(best),
                self.exact[index], self.units, self.played.get(index))

    def accept(self, entry: tuple) -> bool:
        """Take a position found elsewhere (`entry`, from a worker); False for one out of turn."""
        index, value, best, exact, units, played = entry
        if index != len(self.values):
            return False
        self.units = units
        self.values.append(value)
        self.best.append(None if best is None else self.states[index].text_to_move(best))
        self.exact.append(exact)
        if played is not None:
            self.played[index] = played
        return True

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
        return Review(self.game.name, self.units, self.search, len(self.moves), plies, list(self.values))

    def _ply(self, index: int) -> PlyReview:
        before, text = self.states[index], self.moves[index]
        move = before.text_to_move(text)
        words = self._words.get(index)
        if words is None:
            words = self._words[index] = self.game.move_in_words(before, move)
        if before.is_chance_node():
            return PlyReview(index + 1, None, text, words)
        seat = before.current_player()
        value_before = self.values[index]
        value_after = self.played.get(index, self.values[index + 1])
        best = self.best[index]
        ply = PlyReview(index + 1, seat, text, words,
                        None if value_before is None else value_before[seat],
                        None if value_after is None else value_after[seat])
        if best is not None and best != move:
            ply.best = before.move_to_text(best)
            ply.best_words = self.game.move_in_words(before, best)
        return ply


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
    made from something else. DataFileError (file, key, fault) when it is damaged."""
    if not os.path.exists(path):
        return None
    f = Fields(read_toml(path), path)
    if f.int("format", 0) != REVIEW_FORMAT or f.str("digest", "") != record_digest(record) \
            or f.str("search", "") != search:
        return None
    plies = []
    for index, item in enumerate(f.list("plies", [])):
        pf = Fields(item, path, f"plies[{index}]")
        plies.append(PlyReview(pf.int("ply"), pf.get("seat", None, int), pf.str("move"), pf.str("words"),
                               pf.get("value_before", None, (int, float)), pf.get("value_after", None, (int, float)),
                               pf.get("best", None, str), pf.get("best_words", None, str),
                               pf.get("mistake", False, bool), pf.get("why", None, str)))
    values = f.list("values", [], item=lambda key, v: f.numbers(key, v) if v != [] else None)
    units = f.str("units")
    if units not in (POINTS, SCORE):
        raise f.fail("units", f"'{units}' is not points or score")
    return Review(f.str("game"), units, f.str("search"), f.int("total_plies"), plies, values)
