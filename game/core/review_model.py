"""What a post-game review found, as data: each move judged (`PlyReview`, the graph and the
command line's list), each decision the review screen lists (`ReviewRow`: a move, or in Margin of
Error a week's plan with its dice as the outcome), and where the match turned (`TurningPoint`).
game/core/review.py makes them; the review screen, the results card and `review --json` read them."""
from __future__ import annotations

from dataclasses import dataclass, field

POINTS = "points"                   # a review's units: exact final margins
SCORE = "score"                     # or estimated expected scores (0 to 1)


class Judged:
    """What a judged move (PlyReview) and a judged decision (ReviewRow) share: values for the
    mover before and after, and a mistake's better move, lines and consequence."""

    value_before: float | None
    value_after: float | None
    best: str | None
    best_words: str | None
    mistake: bool
    why: str | None
    line: list[str]
    played_line: list[str]
    consequence: str | None

    @property
    def loss(self) -> float:
        """What the move cost its mover (0 when not valued, or when it gained)."""
        if self.value_before is None or self.value_after is None:
            return 0.0
        return max(0.0, self.value_before - self.value_after)

    def judgement_json(self) -> dict:
        mistake = self.mistake
        return {"value_before": _rounded(self.value_before), "value_after": _rounded(self.value_after),
                "mistake": mistake, "better": self.best if mistake else None,
                "better_words": self.best_words if mistake else None, "why": self.why,
                "line": list(self.line) if mistake else [], "played_line": list(self.played_line) if mistake else [],
                "consequence": self.consequence if mistake else None}


@dataclass
class PlyReview(Judged):
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
    # a mistake's lines: the moves that follow the better move (starting with it) and the move
    # played (starting with it), in words with the mover's name; what differs at their ends
    line: list[str] = field(default_factory=list)
    played_line: list[str] = field(default_factory=list)
    consequence: str | None = None

    @property
    def better(self) -> str | None:
        return self.best if self.mistake else None

    def to_json(self) -> dict:
        return {"ply": self.ply, "seat": self.seat, "move": self.move, "words": self.words, **self.judgement_json()}


@dataclass
class ReviewRow(Judged):
    """One decision as the review screen lists it and judges it. Positions are indexes into
    `Review.values` (0 is the start): the row's decision moves are played from `first` to
    `last`, then its chance outcomes (dice) to `end`, where the next row begins. In most games
    a row is one move (`last == end == first + 1`); in Margin of Error it is a seat's whole plan
    for a week, and the week's dice are its outcome."""

    number: int                     # 1 for the first row: what the list and the counter show
    first: int
    last: int
    end: int
    seat: int | None                # None: chance outcomes with no decision before them
    title: str                      # "Move 6", "Week 3"
    words: str                      # the decision in words ("campaigns in Ohio, then ...")
    outcome: str | None = None      # its chance outcomes in words, as the game shows them
    value_before: float | None = None
    value_after: float | None = None
    best: str | None = None         # the better first move (notation), a mistake's only
    best_words: str | None = None
    mistake: bool = False
    why: str | None = None
    line: list[str] = field(default_factory=list)
    played_line: list[str] = field(default_factory=list)
    consequence: str | None = None

    def holds(self, position: int) -> bool:
        """Whether the position `position` is this row's (from its first move to its outcome)."""
        return self.first <= position < self.end

    def to_json(self) -> dict:
        return {"number": self.number, "first": self.first, "last": self.last, "end": self.end,
                "seat": self.seat, "title": self.title, "words": self.words, "outcome": self.outcome,
                **self.judgement_json()}


@dataclass
class TurningPoint:
    """Where the match turned: the move after which the winner's value stayed on the winning
    side (in an exact review, the move that made the result sure). It credits the mover."""

    ply: int                        # 1 for the first move
    seat: int                       # who made that move
    words: str                      # one sentence for the results card and the review's header

    def to_json(self) -> dict:
        return {"ply": self.ply, "seat": self.seat, "words": self.words}


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
    rows: list[ReviewRow] = field(default_factory=list)
    turning_point: TurningPoint | None = None

    @property
    def complete(self) -> bool:
        return len(self.plies) == self.total_plies

    def mistakes(self, seat: int | None = None) -> list[PlyReview]:
        return [p for p in self.plies if p.mistake and (seat is None or p.seat == seat)]

    def row_at(self, position: int) -> ReviewRow | None:
        """The row whose moves or outcome are played from `position` (None past the last)."""
        for row in self.rows:
            if row.holds(position):
                return row
        return None

    def to_json(self) -> dict:
        return {"game": self.game, "units": self.units, "search": self.search,
                "moves": [p.to_json() for p in self.plies], "rows": [r.to_json() for r in self.rows],
                "turning_point": None if self.turning_point is None else self.turning_point.to_json()}


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


_YOU_FORMS = {"has": "have", "is": "are", "does": "do", "goes": "go", "was": "were"}


def said_by(name: str, words: str) -> str:
    """A move in words (which follow a name: "moves in Ohio") said by a seat: "Red moves in
    Ohio", and for the player "You move in Ohio" (the first verb agrees with "You")."""
    if name != "You" or not words:
        return f"{name} {words}"
    verb, _, rest = words.partition(" ")
    if verb in _YOU_FORMS:
        verb = _YOU_FORMS[verb]
    elif verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        verb = verb[:-2]
    elif verb.endswith("s") and not verb.endswith("ss"):
        verb = verb[:-1]
    return f"You {verb} {rest}".rstrip()
