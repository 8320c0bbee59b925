"""The post-game review: how good each decision of a finished match was for its mover, the
ones that lost the most (confirmed by a deeper search), the better move at each with the lines
that follow it and the move played, and where the match turned. Pure Python: the review screen
and `python -m game review` both read a `Review` (game/core/review_model.py).

Rows and positions
    The review lists the game's decisions (`Game.review_decisions`: one per move by default, a
    week's plan in Margin of Error), each played from position `first` to `last`, its chance
    outcomes (dice) from `last` to `end`. Only the positions rows start and end at are valued
    (and the final one): the moves inside a plan and the rolls are not searched, which keeps a
    whole match's review of Margin of Error (200-300 moves) as quick as the others.

Values
    exact     where the game works a position out under perfect play (`Game.exact_value`:
              Grundy's solver), the final margin in points for each seat.
    estimated elsewhere, the expected score (0 to 1: a win is 1, a shared win its share) from
              a search of a fixed budget (`Game.review_search`), seeded from the record's
              seed and the position, so a record always gets the same review.
    A review is in points when its first position is exact (and then every later one is:
    fewer moves are left), else in expected score, where an exact margin counts as a win
    (1), a draw (a half) or a loss (0). A position's value is its best move's (the search's
    average below it; at a roll the average over the outcomes). A decision is shown with its
    mover's value at `first` (before) and at `last` (after, before the dice): the same numbers
    the graph draws, so along a two-seat match a move's value after and the next mover's value
    before add up to one.
    A decision is judged by a loss read the same way on both sides: the better move's average
    below it (at `first`) less the average of every iteration of the search at `last` (the
    position the move played reached, below that move). The value shown after also counts the
    next mover's best reply's edge (its average is its best move's, which the search favours),
    so it reads a loss a few hundredths larger than the one judged: a decision is never a
    mistake by that edge alone.

Mistakes
    Exact: every decision that loses a point or more. Estimated: a decision whose loss is at
    least the threshold for the number of seats, SCORE_THRESHOLD scaled by 2/seats (0.2 of a
    win with two seats, where a fair share is a half; 0.1 with four, where it is a quarter): a
    loss of two fifths of a fair share in any game, so missed captures in four-player Dodgson
    show. The review's search reads a loss high or low by a few hundredths, so a decision read
    at CANDIDATE_SHARE of the threshold or more is searched again at both ends, CONFIRM_FACTOR
    times deeper and seeded: the deeper values replace the shallow ones (the graph's too), and
    the decision is a mistake only if the deeper loss reaches the threshold and the deeper
    search prefers another move. A candidate under the threshold is searched again only while
    such searches have used under SPARE_CONFIRMING times the review's own iterations: a match
    of many small slips does not multiply its review's time (those read at the threshold or
    more are always searched again: a match has few of them). The lines (principal variations) come from those deeper
    searches' trees: the most visited move at each step, up to a roll.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game.core.bots import BotSpec
from game.core.bots.mcts import MCTSBot, best_child
from game.core.datafile import DataFileError
from game.core.records import MatchRecord
from game.core.review_model import POINTS, SCORE, PlyReview, Review, ReviewRow, TurningPoint, said_by  # noqa: F401
from game.core.review_store import (  # noqa: F401 (re-exported: the screen and the tests read them here)
    REVIEW_FORMAT, load_review, record_digest, review_path, save_review, stored_review,
)
from game.core.review_turn import turning_point
from game.core.review_text import review_lines, value_text  # noqa: F401 (re-exported: the command line)
from game.core.rng import stream
from game.core.state import Game, GameState, Move

POINT_THRESHOLD = 1.0
SCORE_THRESHOLD = 0.2               # with two seats; scaled by 2/seats (mistake_threshold)
CANDIDATE_SHARE = 0.3               # a shallow loss this share of the threshold is searched again,
SPARE_CONFIRMING = 2                # below the threshold only while the confirming searches of such
                                    # have used under this many times the review's own iterations
CONFIRM_FACTOR = 8                  # the confirming search: this many times the review's budget
LINE_MOVES = 4                      # a line's moves after a one-move decision (the first included)
LINE_VISITS = 3                     # a line stops at a move its search tried fewer times
# The most moves a review analyses: over three times the longest matches played (Margin of
# Error between two players, about 300 moves with rolls; the others under 100). Each position
# is a search of the review's budget, and Fractal's 600 iterations take longer as its board
# grows: 0.25 s on the first board, 4 s after 500 moves that split whenever they may, 9 s
# after 1,000. A review of this many moves already runs for a long while in the background;
# a longer record is said to be too long instead (its memory, linear now, is not the limit).
MAX_PLIES = 1000


def mistake_threshold(units: str, seats: int) -> float:
    """The loss that makes a decision a mistake (see the module's doc)."""
    if units == POINTS:
        return POINT_THRESHOLD
    return SCORE_THRESHOLD * 2 / max(2, seats)


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

    Memory grows with the record's length, not its square: only the start, the position being
    valued and the start of the decision being valued are kept as states (a board that grows
    as the match goes, like Fractal's, would otherwise be kept once per move), and what the
    review needs of each position is kept as text (who moved, the move in words, the better
    move, a mistake's lines)."""

    def __init__(self, start: GameState, moves: list[str], seed: int, search: str | None = None, path=None,
                 checked: bool = False, names: Sequence[str] | None = None, confirm: int = CONFIRM_FACTOR,
                 spare: float | None = None):
        """Review the match `moves` (notation) from `start`; `seed` seeds the searches, `path`
        names the record in errors. TooLongToReview past MAX_PLIES moves. `checked`: the moves
        were just played in a session (they play), so they are not played through again here.
        `names`: the seats' names in the lines and the turning point ("Seat 1" ... by default);
        `confirm`: the confirming search's budget, in times the review's; `spare`: the iterations
        weak candidates may be confirmed with (by default twice the review's own)."""
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
        self.confirm = confirm
        self.players = start.num_players
        self.names = list(names) if names else [f"Seat {s + 1}" for s in range(self.players)]
        # the decisions: the game's own, or (the default, one per move) found as the positions
        # are reached, so the match is not played through once more for them
        self._own_rows = type(self.game).review_decisions is not Game.review_decisions
        self.spans: list = [list(span) for span in self.game.review_decisions(start.clone(), self.moves)] \
            if self._own_rows else []
        self._ends_at = {last: first for first, last, _ in self.spans if last > first}
        self._starts = set(self._ends_at.values())          # the first positions of decisions
        self.needed = {p for first, last, _ in self.spans for p in (first, last)} | {len(self.moves)}
        self.values: list[list[float] | None] = []
        self.best: list[str | None] = []    # the best move found at each position (notation)
        self.exact: list[bool] = []
        self.judged: dict[int, dict] = {}   # a decision's first position -> its judgement (`_judge`)
        # a searched position as the result of the move into it, for judging that move: its
        # search's average over every iteration, as the better move is valued (by its average
        # below it), not by the best reply's average (which counts the reply's edge as the mover's loss)
        self.reached: dict[int, list[float]] = {}
        self._extra_at: dict[int, dict] = {}    # what `entry` sends beside a position's value
        self._plies: list[_Seen] = []       # what each move valued was, in words
        self._first_state: GameState | None = None      # the start of the decision being valued
        self._first_best: Move | None = None             # and the best move found there
        # the rows' words a game has its own (Margin's weeks), kept as text as positions pass
        self._row_of_first = {first: n for n, (first, _, _) in enumerate(self.spans, 1)}
        self._row_of_last = {last: n for n, (_, last, end) in enumerate(self.spans, 1) if end > last}
        self._row_of_end = {end: n for n, (_, last, end) in enumerate(self.spans, 1) if end > last}
        self._titles: dict[int, str] = {}
        self._row_words: dict[int, str] = {}
        self._outcomes: dict[int, str] = {}
        self._outcome_from: dict[int, GameState] = {}
        self._deep_root = None              # (position, root) of the last confirming search
        searched = len(self.needed) if self._own_rows else self.positions        # (about: rolls are not)
        self._spare = SPARE_CONFIRMING * self.iterations * searched if spare is None else spare   # (iterations)
        self.units = SCORE

    @classmethod
    def of_record(cls, record: MatchRecord, search: str | None = None, path=None, checked: bool = False,
                  names: Sequence[str] | None = None, confirm: int = CONFIRM_FACTOR) -> "ReviewAnalysis":
        return cls(record.initial_state(path), record.moves, record.seed, search, path, checked, names, confirm)

    @property
    def positions(self) -> int:
        return len(self.moves) + 1

    @property
    def done(self) -> int:
        return len(self.values)

    @property
    def threshold(self) -> float:
        return mistake_threshold(self.units, self.players)

    def step(self) -> bool:
        """Value the next position (a position no row needs is passed by at once, unvalued),
        judging the decision that ends there; False once every position is valued."""
        index = len(self.values)
        if index >= self.positions:
            return False
        state = self._at
        self._find_decision(index)
        if index in self.needed:
            value, best, exact, root = self._value(index, state)
        else:
            value, best, exact, root = None, None, False, None
        if index == 0 and exact and not state.is_terminal():
            self.units = POINTS
        if self.units == SCORE and exact and value is not None and self.players == 2:
            value = _as_score(value)
        extra = {}
        if root is not None and not state.is_chance_node():
            extra["reached"] = _average(root)
        if index in self._ends_at and value is not None:
            judged = self._judge(self._ends_at[index], index, extra.get("reached", value), exact)
            if judged is not None:
                if "after" in judged:
                    value, best = judged.pop("after"), judged.pop("after_best")
                    extra["reached"] = judged.pop("reached")
                extra["judged"] = judged
        if index in self._starts and not state.is_chance_node():
            self._first_state, self._first_best = state.clone(), best
        best_text = best if best is None or isinstance(best, str) else state.move_to_text(best)
        self._take(index, value, best_text, exact, extra or None)
        return index + 1 < self.positions

    def entry(self, index: int) -> tuple:
        """What the analysis found at position `index`, as plain data (a worker sends it)."""
        return (index, self.values[index], self.best[index], self.exact[index], self.units,
                self._extra_at.get(index))

    def accept(self, entry: tuple) -> bool:
        """Take a position found elsewhere (`entry`, from a worker); False for one out of turn."""
        index, value, best, exact, units, extra = entry
        if index != len(self.values):
            return False
        self.units = units
        self._find_decision(index)
        self._take(index, value, best, exact, extra)
        return True

    def _find_decision(self, index: int) -> None:
        """Where the rows are the default's (Game.review_decisions: each move by a seat, with
        the rolls after it as its outcome), add position `index`'s to them as it is reached."""
        if self._own_rows or index >= len(self.moves):
            return
        if self._at.is_chance_node() and self.spans:
            self.spans[-1][2] = index + 1
            return
        self.spans.append([index, index + 1, index + 1])
        self._row_of_first[index] = len(self.spans)
        if not self._at.is_chance_node():
            self._ends_at[index + 1] = index
            self._starts.add(index)
            self.needed.update((index, index + 1))

    def _move(self, index: int) -> Move:
        """The move played from position `index` (the one `_at` holds), read once."""
        if index == len(self._moves):
            self._moves.append(self._at.text_to_move(self.moves[index]))
        return self._moves[index]

    def _take(self, index: int, value, best: str | None, exact: bool, extra: dict | None) -> None:
        """Keep what position `index` is worth and what its move was, then go on to the next.
        `extra`: what the position is worth as the result of the move into it ("reached"), and
        the judgement of the decision that ends there ("judged"), which replaces its first
        value and better move."""
        self.values.append(value)
        self.best.append(best)
        self.exact.append(exact)
        extra = extra or {}
        if extra:
            self._extra_at[index] = extra
        if "reached" in extra:
            self.reached[index] = extra["reached"]
        judged = extra.get("judged")
        if judged is not None:
            first = judged["first"]
            self.judged[first] = judged
            if judged.get("before") is not None:
                self.values[first] = judged["before"]
            self.best[first] = judged["best"]
            seen = self._plies[first]
            seen.best = judged["best"] if judged["best"] != self.moves[first] else None
            seen.best_words = judged["best_words"] if seen.best is not None else None
        self._note_rows(index)
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

    def _note_rows(self, index: int) -> None:
        """The game's words for the rows at position `index` (`_at`), kept as text: a row's title
        and decision from its first position, its outcome from its last to its end
        (Game.review_row_title, decision_in_words, outcome_in_words)."""
        state, game = self._at, self.game
        number = self._row_of_first.get(index)
        if number is not None:
            first, last, _ = self.spans[number - 1]
            self._titles[number] = game.review_row_title(state, first, last, number)
            if last - first > 1:
                self._row_words[number] = game.decision_in_words(state, self.moves[first:last], self.names)
        number = self._row_of_end.get(index)
        if number in self._outcome_from:
            self._outcomes[number] = game.outcome_in_words(self._outcome_from.pop(number), state, self.names)
        number = self._row_of_last.get(index)
        if number is not None:
            self._outcome_from[number] = state.clone()

    def _value(self, index: int, state: GameState):
        """(value per seat, best move, exact?, the search's root when estimated) of one position.
        Exact margins are raw here: `step` turns them into scores in a review of expected scores."""
        if state.is_terminal():
            if self.units == POINTS:
                return final_margins(state), None, True, None
            return list(state.returns()), None, True, None
        if self.players == 2 and not state.is_chance_node():
            answer = self.game.exact_value(state)        # None at once for a game with no solver
            if answer is not None:
                move, margin = answer
                mover = state.current_player()
                return [margin if s == mover else -margin for s in range(2)], move, True, None
            if self.units == POINTS:          # a later position the solver gave up on: not valued
                return None, None, False, None
        root = self._search(index, state, self.iterations, "position")
        value, best = _root_value(root, state)
        return value, best, False, root

    def _search(self, index: int, state: GameState, iterations: int, purpose: str):
        bot = MCTSBot(stream(self.seed, "review", purpose, index), iterations=iterations,
                      rollout_depth=int(self.spec.params.get("rollout", 20)),
                      exploration=self.spec.params.get("c", 1.2))
        return bot.search(state.clone())

    # ---- judging a decision -------------------------------------------------------------------
    def _judge(self, first: int, last: int, after: list[float], exact: bool) -> dict | None:
        """The judgement of the decision played from `first` to `last` (the position being
        valued, worth `after`): None when it is no candidate; else whether it is a mistake, its
        better move, lines and consequence, and (estimated) the deeper values at both ends,
        which replace the shallow ones ("before" at `first`; "after", "after_best" and "reached" here)."""
        seen, before, start = self._plies[first], self.values[first], self._first_state
        if seen.seat is None or before is None or start is None or self.best[first] is None:
            return None
        seat, played = seen.seat, self._moves[first:last]
        loss = before[seat] - after[seat]
        if self.exact[first] and exact:
            if seen.best is None or loss < self.threshold:
                return None
            better = self._first_best
            line, better_end = self._exact_line(start, [better], seat)
            played_line, played_end = self._exact_line(start, played, seat)
            return self._judgement(first, True, None, better, start, line, played_line, better_end, played_end)
        if seen.best is None and last == first + 1 or loss < CANDIDATE_SHARE * self.threshold:
            return None
        deep = self.iterations * self.confirm
        if loss < self.threshold:           # a weak candidate: while the spare budget lasts
            if self._spare < 2 * deep:
                return None
            self._spare -= 2 * deep
        # the decision before's confirming search at this position, when there was one (the same
        # search: both are seeded by the position)
        reused = self._deep_root
        root = reused[1] if reused is not None and reused[0] == first else self._search(first, start, deep, "confirm")
        before_deep, better = _root_value(root, start)
        at = self._at
        if exact:                           # the end of the match (or a solved position): as valued
            after_root, after_deep, after_best = None, after, None
        else:
            after_root = self._search(last, at, deep, "confirm")
            self._deep_root = (last, after_root)
            after_best = _root_value(after_root, at)
            after_deep = _average(after_root)
        room = LINE_MOVES if len(played) == 1 else len(played) + 1
        line, better_moves, better_end = self._tree_line(start, root, room)
        played_line, played_end = self._played_line(start, played, after_root, max(1, LINE_MOVES - len(played)))
        differs = better is not None and better_moves[:len(played)] != played
        mistake = differs and before_deep[seat] - after_deep[seat] >= self.threshold
        judged = self._judgement(first, mistake, before_deep, better, start, line, played_line, better_end,
                                 played_end)
        judged["loss"] = before_deep[seat] - after_deep[seat]       # as judged (the audit reads it)
        if after_root is not None:
            judged["after"], judged["reached"] = after_best[0], after_deep
            judged["after_best"] = None if after_best[1] is None else at.move_to_text(after_best[1])
        return judged

    def _judgement(self, first, mistake, before, better, start, line, played_line, better_end, played_end):
        seat = start.current_player()
        consequence = ""
        if mistake:
            consequence = self.game.consequence_in_words(better_end, played_end, seat, self.names) or ""
        return {"first": first, "mistake": mistake, "before": before,
                "best": start.move_to_text(better) if better is not None else self.best[first],
                "best_words": self.game.move_in_words(start, better) if better is not None else None,
                "line": line if mistake else [], "played_line": played_line if mistake else [],
                "consequence": consequence}

    def _said(self, state: GameState, move: Move) -> str:
        return said_by(self.names[state.current_player()], self.game.move_in_words(state, move))

    def _tree_line(self, start: GameState, root, most: int):
        """The search's principal variation from `start`: the most visited move at each of its
        decisions, up to `most` moves, stopping at a roll (its outcome is not the line's) or at
        a move tried fewer than LINE_VISITS times. (words, moves, the state at its end)."""
        state, node, words, moves = start.clone(), root, [], []
        while len(moves) < most and node.children and not state.is_terminal() and not state.is_chance_node():
            move, child = best_child(node, state.current_player())
            if moves and child.visits < LINE_VISITS:
                break
            words.append(self._said(state, move))
            moves.append(move)
            state.apply(move)
            node = child
        return words, moves, state

    def _played_line(self, start: GameState, played: list[Move], root, most: int):
        state, words = start.clone(), []
        for move in played:
            if not state.is_chance_node() and len(words) < max(LINE_MOVES, len(played)):
                words.append(self._said(state, move))
            state.apply(move)
        if root is None:
            return words, state
        more, _, state = self._tree_line(state, root, most)
        return words + more, state

    def _exact_line(self, start: GameState, first_moves: list[Move], seat: int):
        """A line of best play (the solver's) after `first_moves`, LINE_MOVES in all."""
        state, words = start.clone(), []
        for move in first_moves:
            words.append(self._said(state, move))
            state.apply(move)
        while len(words) < LINE_MOVES and not state.is_terminal():
            answer = None if state.is_chance_node() else self.game.exact_value(state)
            if answer is None or answer[0] is None:
                break
            words.append(self._said(state, answer[0]))
            state.apply(answer[0])
        return words, state

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
        """The moves whose positions are valued, and the decisions whose rows are, judged."""
        valued = min(len(self.values) - 1, len(self.moves))
        rows = [self._row(number, tuple(span)) for number, span in enumerate(self.spans, 1) if span[2] <= valued]
        plies = [self._ply(index) for index in range(valued)]
        for row in rows:                    # a decision's first move carries its judgement
            if row.seat is not None:
                ply = plies[row.first]
                ply.value_before, ply.value_after = row.value_before, row.value_after
                ply.mistake, ply.why = row.mistake, row.why
                ply.line, ply.played_line, ply.consequence = row.line, row.played_line, row.consequence
        review = Review(self.game.name, self.units, self.search, len(self.moves), plies, list(self.values), rows)
        if review.complete and self._at.is_terminal():
            review.turning_point = turning_point(review.values, plies, self._at.outcome().winners, self.units,
                                                 self.names, rows)
        return review

    def _ply(self, index: int) -> PlyReview:
        seen, text = self._plies[index], self.moves[index]
        if seen.seat is None:
            return PlyReview(index + 1, None, text, seen.words)
        value_before, value_after = self.values[index], self.values[index + 1]
        return PlyReview(index + 1, seen.seat, text, seen.words,
                         None if value_before is None else value_before[seen.seat],
                         None if value_after is None else value_after[seen.seat], seen.best, seen.best_words)

    def _row(self, number: int, span: tuple[int, int, int]) -> ReviewRow:
        first, last, end = span
        seen = self._plies[first]
        title = self._titles.get(number) or f"Move {number}"
        outcome = self._outcomes.get(number) or "; ".join(self._plies[k].words for k in range(last, end)) or None
        if seen.seat is None or last == first:           # chance outcomes alone
            words = self._outcomes.get(number) or "; ".join(self._plies[k].words for k in range(first, end))
            return ReviewRow(number, first, last, end, None, title, words)
        before, after = self.values[first], self.values[last]
        row = ReviewRow(number, first, last, end, seen.seat, title,
                        self._row_words.get(number) or ", then ".join(self._plies[k].words for k in range(first, last)),
                        outcome,
                        None if before is None else before[seen.seat], None if after is None else after[seen.seat],
                        seen.best, seen.best_words)
        judged = self.judged.get(first)
        if judged is not None and judged["mistake"] and row.value_before is not None and row.value_after is not None:
            row.mistake = True
            row.best, row.best_words = judged["best"], judged["best_words"]
            row.line, row.played_line = list(judged["line"]), list(judged["played_line"])
            row.consequence = judged["consequence"] or None
            row.why = why_sentence(row, self.units)
        return row


class _Seen:
    """A move of the record as the review shows it, kept once its position is valued."""
    __slots__ = ("seat", "words", "best", "best_words")

    def __init__(self, seat: int | None, words: str):
        self.seat = seat                # None at a roll
        self.words = words
        self.best: str | None = None    # the better move found there, when it is not the move played
        self.best_words: str | None = None


def _average(root) -> list[float]:
    """A search's average over all its iterations, per seat."""
    return [v / max(1, root.visits) for v in root.value]


def _root_value(root, state: GameState):
    """(value per seat, best move) a search's root says: at a decision its best move's average
    (None when it has no moves), at a roll the average over the outcomes."""
    if state.is_chance_node() or not root.children:
        return [v / max(1, root.visits) for v in root.value], None
    move, child = best_child(root, state.current_player())
    return [v / max(1, child.visits) for v in child.value], move


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


def why_sentence(row, units: str) -> str:
    """What the better move would have changed (`row`: a ReviewRow or PlyReview judged a
    mistake): the better move, what differs at the ends of the two lines (the game's own
    words, else the answers the lines expect), and the values, briefly."""
    better = row.best_words or row.best
    said = [f"Better: {better}."]
    if row.consequence:
        said.append(row.consequence.rstrip(".") + ".")
    elif len(row.line) > 1 and len(row.played_line) > 1 and row.line[1] != row.played_line[1]:
        said.append(f"After it, {_mid(row.line[1])}; after the move played, {_mid(row.played_line[1])}.")
    if units == POINTS:
        said.append(f"With best play it {margin_words(row.value_before)}; the move played "
                    f"{margin_words(row.value_after)}.")
    else:
        said.append(f"Chances {_percent(row.value_before)} against {_percent(row.value_after)}.")
    return " ".join(said)


def _mid(words: str) -> str:
    """A line's move in a sentence's middle: "you take ..." for the player's."""
    return "you" + words[3:] if words.startswith("You ") else words


def _percent(score: float) -> str:
    return f"{int(round(score * 20)) * 5}%"


def search_with_budget(search: str, iterations: int | None) -> str:
    """The review's search spec with another iteration budget (`review --budget`)."""
    if iterations is None:
        return search
    spec = BotSpec.parse(search)
    params = "".join(f",{key}={value:g}" for key, value in spec.params.items())
    return f"{spec.kind}:{iterations}{params}"
