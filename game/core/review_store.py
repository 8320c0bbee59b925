"""A finished review stored beside its record (`<record>.review.toml`), so it opens at once the
next time. Every field is checked on loading: a damaged file is refused with one sentence that
names the file, the key and the fault, and the review is made again (game/core/review.py)."""
from __future__ import annotations

import hashlib
import math
import os

from game.core.datafile import DataFileError, Fields, read_toml, short_repr, write_toml_atomic
from game.core.records import MatchRecord
from game.core.review_model import POINTS, SCORE, PlyReview, Review, ReviewRow, TurningPoint

# 2: rows (the decisions listed), each mistake's lines and consequence, the turning point
REVIEW_FORMAT = 2
_JUDGED = ("value_before", "value_after", "best", "best_words", "why", "consequence")


def record_digest(record: MatchRecord) -> str:
    """What a stored review was made from: a changed record (or a different search) is reviewed again."""
    text = "\n".join([record.game, str(record.seed), repr(sorted(record.options.items())), *record.moves])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def review_path(record_path) -> str:
    root, _ = os.path.splitext(os.fspath(record_path))
    return root + ".review.toml"


def _judged_fields(item: dict, judged) -> dict:
    for key in ("seat",) + _JUDGED:
        if getattr(judged, key) is not None:
            item[key] = getattr(judged, key)
    if judged.mistake:
        item["line"], item["played_line"] = list(judged.line), list(judged.played_line)
    return item


def save_review(review: Review, record: MatchRecord, path) -> None:
    plies = [_judged_fields({"ply": p.ply, "move": p.move, "words": p.words, "mistake": p.mistake}, p)
             for p in review.plies]
    rows = [_judged_fields({"number": r.number, "first": r.first, "last": r.last, "end": r.end, "title": r.title,
                            "words": r.words, "mistake": r.mistake}, r) for r in review.rows]
    for row, stored in zip(review.rows, rows):
        if row.outcome is not None:
            stored["outcome"] = row.outcome
    values = [[] if v is None else list(v) for v in review.values]
    data = {"format": REVIEW_FORMAT, "game": review.game, "digest": record_digest(record),
            "units": review.units, "search": review.search, "total_plies": review.total_plies,
            "values": values, "plies": plies, "rows": rows,
            # said before the tables, so a file cut before its turning point is refused, not read as none
            "turned": review.turning_point is not None}
    if review.turning_point is not None:
        data["turning_point"] = review.turning_point.to_json()
    write_toml_atomic(path, data)


def load_review(path, record: MatchRecord, search: str) -> Review | None:
    """The review stored at `path` for this record and search; None when there is none or it was
    made from something else (another record, search or format): both are reviewed again.
    DataFileError (file, key, fault) when it is damaged: every field is checked (finite values,
    seats in range, one entry per move of the record, each for that move, rows that follow one
    another to the end), so what the review screen shows from it cannot fail, and a stored
    review is always complete."""
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
    rows, reached = [], 0
    for index, item in enumerate(f.list("rows")):
        row = _stored_row(Fields(item, path, f"rows[{index}]"), index, reached, moves, seats)
        reached = row.end
        rows.append(row)
    if reached != moves:
        raise f.fail("rows", f"end at position {reached}, but the match has {moves} moves")
    turn = None
    if f.bool("turned"):
        tf = f.table("turning_point")
        ply, seat = tf.int("ply", minimum=1, maximum=max(1, moves)), tf.int("seat", minimum=0, maximum=seats - 1)
        turn = TurningPoint(ply, seat, _text(tf, "words", ...))
    return Review(game, units, search, total, plies, values, rows, turn)


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
    ply = PlyReview(index + 1, _seat(pf, seats), move, _text(pf, "words", ...))
    _read_judged(pf, ply)
    return ply


def _stored_row(rf: Fields, index: int, first: int, moves: int, seats: int) -> ReviewRow:
    """One stored row, checked: numbered in order, starting where the one before ended."""
    if rf.int("number") != index + 1:
        raise rf.fail("number", f"must be {index + 1} (rows are in the order of the match)")
    if rf.int("first") != first:
        raise rf.fail("first", f"must be {first}, where the row before ends")
    last = rf.int("last", minimum=first, maximum=moves)
    end = rf.int("end", minimum=max(last, first + 1), maximum=moves)
    row = ReviewRow(index + 1, first, last, end, _seat(rf, seats), _text(rf, "title", ...), _text(rf, "words", ...),
                    _text(rf, "outcome"))
    _read_judged(rf, row)
    return row


def _read_judged(f: Fields, judged) -> None:
    """A ply's or a row's values and judgement, checked; a mistake must say what and why."""
    judged.value_before, judged.value_after = _finite(f, "value_before"), _finite(f, "value_after")
    judged.best, judged.best_words = _text(f, "best"), _text(f, "best_words")
    judged.why, judged.consequence = _text(f, "why"), _text(f, "consequence")
    judged.mistake = f.get("mistake", False, bool)
    judged.line, judged.played_line = _texts(f, "line"), _texts(f, "played_line")
    if judged.mistake and (judged.seat is None or judged.best is None or judged.why is None):
        raise f.fail("mistake", "a mistake needs the seat that made it, the better move and why")


def _seat(f: Fields, seats: int) -> int | None:
    seat = f.get("seat", None, int)
    if seat is not None and not 0 <= seat < seats:
        raise f.fail("seat", f"must be 0 to {seats - 1}, not {seat}")
    return seat


def _texts(f: Fields, name: str) -> list[str]:
    texts = f.texts(name, [])
    for index, text in enumerate(texts):
        if not text.strip():
            raise f.fail(name, f"entry {index + 1} must not be empty")
    return texts


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
