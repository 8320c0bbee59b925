"""Stored reviews (`<record>.review.toml`), fuzzed: seeded broken variants (the file fuzzer's
byte flips, truncations, odd values, wrong types...) and the faults found by hand (nan and inf
values, a seat past the last, a file cut at a table boundary, fewer moves, total_plies of a
million, a mistake with no seat). Loading one either gives a review that is whole and right for
its record (so the screen can show every move: never "Being analysed..." with no analysis
running), or none, with the fault named (file and key) where the file is damaged: the review
is then made again and stored, and the next load gives the new one. Never another exception."""
from __future__ import annotations

import math

import pytest

from game.core.datafile import DataFileError, dumps_toml
from game.core.review import (
    POINTS, ReviewAnalysis, chance_words, load_review, margin_words, review_lines, save_review, stored_review,
)
from tests.core.broken_files import broken_inputs, special_paths, without_hanging
from tests.core.test_review import played_record

pytestmark = pytest.mark.slow

SEED = 20261128
BROKEN = 400             # seeded variants of each game's stored review
BUDGET = "mcts:20"       # (the bookkeeping is fuzzed here, not the searches)


@pytest.fixture(scope="module")
def stored():
    """(record, the text of its stored review) for a game valued in points and one in scores."""
    made = []
    for name, plies in (("grundy", None), ("fractal", 14)):
        record = played_record(name, max_plies=plies)
        made.append((record, ReviewAnalysis.of_record(record, BUDGET).run()))
    return made


def check_whole(review, record) -> None:
    """What the review screen and the command read of a review, all there and all sound."""
    seats = record.initial_state().num_players
    assert review.complete and review.total_plies == len(record.moves) == len(review.plies)
    assert len(review.values) == len(record.moves) + 1
    for value in review.values:
        assert value is None or (len(value) == seats and all(math.isfinite(v) for v in value))
    for index, ply in enumerate(review.plies):
        assert ply.ply == index + 1 and ply.move == record.moves[index]
        assert ply.seat is None or 0 <= ply.seat < seats
        for value in (ply.value_before, ply.value_after):
            if value is not None:
                assert math.isfinite(value)
                margin_words(value) if review.units == POINTS else chance_words(value)
        assert not ply.mistake or (ply.seat is not None and ply.better and ply.why)
    review_lines(review)


def targeted(text: str, record) -> list[tuple[str, str]]:
    """The faults found by hand, as (how, text)."""
    data = read_toml_text(text)
    out = []

    def variant(how, edit):
        copy = read_toml_text(text)
        edit(copy)
        out.append((how, dumps_toml(copy)))
    decided = next(i for i, p in enumerate(data["plies"]) if "seat" in p)
    calm = next(i for i, p in enumerate(data["plies"]) if "seat" in p and not p["mistake"])
    for bad in (float("nan"), float("inf"), -float("inf")):
        variant(f"value_before = {bad}", lambda d, b=bad: d["plies"][decided].__setitem__("value_before", b))
        variant(f"values[1][0] = {bad}", lambda d, b=bad: d["values"][1].__setitem__(0, b))
    for seat in (99, -1, 2):
        variant(f"seat = {seat}", lambda d, s=seat: d["plies"][decided].__setitem__("seat", s))
    for total in (1_000_000, len(record.moves) - 1, len(record.moves) + 1, 0):
        variant(f"total_plies = {total}", lambda d, t=total: d.__setitem__("total_plies", t))
    variant("fewer plies", lambda d: d["plies"].pop())
    variant("no plies", lambda d: d.__setitem__("plies", []))
    variant("two plies swapped", lambda d: d["plies"].insert(0, d["plies"].pop(1)))
    variant("fewer values", lambda d: d["values"].pop())
    variant("a value too few", lambda d: d["values"][1].pop())
    variant("another move", lambda d: d["plies"][decided].__setitem__("move", "zz"))
    variant("a mistake with no seat", lambda d: (d["plies"][decided].pop("seat"),
                                                 d["plies"][decided].__setitem__("mistake", True)))
    variant("a mistake with no better move or why", lambda d: d["plies"][calm].__setitem__("mistake", True))
    variant("a row's mistake with no why", lambda d: (d["rows"][calm].pop("why", None),
                                                      d["rows"][calm].__setitem__("mistake", True)))
    variant("a row out of order", lambda d: d["rows"].insert(0, d["rows"].pop(1)))
    variant("a row that ends past the match", lambda d: d["rows"][-1].__setitem__("end", len(record.moves) + 1))
    variant("a row with an empty line", lambda d: d["rows"][calm].__setitem__("line", [""]))
    variant("no rows", lambda d: d.pop("rows"))
    variant("a turning point past the last move",
            lambda d: d.update(turned=True, turning_point={"ply": len(record.moves) + 1, "seat": 0, "words": "x"}))
    variant("a turning point without words", lambda d: d.update(turned=True, turning_point={"ply": 1, "seat": 0}))
    variant("a turning point said but missing", lambda d: (d.pop("turning_point", None), d.update(turned=True)))
    lines = text.splitlines(keepends=True)
    for index, line in enumerate(lines):       # cut at each table boundary
        if line.startswith("["):
            out.append((f"cut before line {index + 1} ({line.strip()})", "".join(lines[:index])))
    return out


def read_toml_text(text: str) -> dict:
    import tomllib
    return tomllib.loads(text)


def load_or_remake(path, record, fresh):
    """What the review screen does with a stored review: use it, or make it again and store it
    (`fresh`: the review made again, the same each time: its searches are seeded)."""
    review, fault = without_hanging(lambda: stored_review(path, record, BUDGET))
    if review is not None:
        assert fault is None
        check_whole(review, record)
        return "used"
    if fault is not None:
        assert fault.path == str(path) and str(path) in str(fault)
    remade = fresh
    save_review(remade, record, path)
    again = load_review(path, record, BUDGET)
    assert again is not None and again.to_json() == remade.to_json()
    return "refused" if fault is not None else "absent"


def test_every_damaged_stored_review_is_refused_by_file_and_key_and_made_again(tmp_path, stored):
    path = tmp_path / "match.review.toml"
    outcomes = {}
    for record, review in stored:
        save_review(review, record, path)
        good = path.read_text()
        for how, text in targeted(good, record):
            path.write_text(text)
            try:
                review_now, fault = stored_review(path, record, BUDGET)
            except Exception as exc:     # noqa: BLE001 - the finding
                pytest.fail(f"{record.game}, {how}: {type(exc).__name__}: {exc}")
            assert review_now is None and isinstance(fault, DataFileError), (record.game, how)
            assert str(path) in str(fault) and fault.key, (record.game, how, str(fault))
            assert load_or_remake(path, record, review) == "refused"
            outcomes[how] = fault.key
    assert outcomes["seat = 99"].endswith(".seat") and outcomes["total_plies = 1000000"] == "total_plies"
    assert outcomes["value_before = nan"].endswith(".value_before")


def test_seeded_broken_stored_reviews_are_used_whole_or_made_again_never_a_crash(tmp_path, stored):
    path = tmp_path / "match.review.toml"
    outcomes = {"used": 0, "refused": 0, "absent": 0}
    failures = []
    for number, (record, review) in enumerate(stored):
        save_review(review, record, path)
        for broken in broken_inputs(SEED + number, BROKEN, [path.read_text()]):
            path.write_bytes(broken.data)
            try:
                outcomes[load_or_remake(path, record, review)] += 1
            except Exception as exc:   # noqa: BLE001 - every exception and failed check is the finding
                failures.append(f"{record.game} ({broken.how}): {type(exc).__name__}: {str(exc)[:200]}")
    assert not failures, f"{len(failures)} of {2 * BROKEN}:\n" + "\n".join(failures[:8])
    assert outcomes["refused"] > BROKEN and outcomes["used"] > 0, outcomes


def test_a_stored_review_that_is_not_a_regular_file_is_refused_without_blocking(tmp_path, stored):
    record, _ = stored[0]
    for name, path in special_paths(tmp_path).items():
        if name == "missing":
            assert stored_review(path, record, BUDGET) == (None, None)
            continue
        review, fault = without_hanging(lambda: stored_review(path, record, BUDGET),
                                        unblock=path if path.is_fifo() else None)
        assert review is None, name            # (a file of another kind is no review: absent, made anew)
        assert fault is not None or name == "save whose map is a named pipe", name

