"""Broken data files, seeded: at least a thousand variants of real files across every loader
the game has (Grundy boards, the Constitution map, lessons, match records, saves, settings),
made by byte flips, truncations, non-UTF-8 bytes, mixed arrays with a trailing comma, deep
nesting, huge numbers, wrong types, odd values deep inside lists (nan, inf, numbers past any
float), unknown and missing keys, and maps that name devices;
then named pipes, /dev/zero, folders and links to devices for each loader.

Each load either succeeds or raises DataFileError (settings never raise: they fall back to
the defaults). Any other exception fails the test with the input that caused it, and a load
still running after HANG_SECONDS fails as a hang (a guard, not a measure).
"""
from __future__ import annotations

import traceback

import pytest

from tests.core.broken_files import (LOADERS, NEVER_RAISE, broken_inputs, outcome_of, seed_texts, special_paths,
                                     without_hanging)

pytestmark = pytest.mark.slow

SEED = 20240611
PER_LOADER = 250          # six loaders: 1,500 broken files
HANG_SECONDS = 60


def test_no_broken_file_crashes_or_hangs_a_loader(tmp_path):
    texts = seed_texts()
    failures, outcomes = [], {}
    for number, loader in enumerate(LOADERS):
        path = tmp_path / f"{loader}.toml"
        for broken in broken_inputs(SEED + number, PER_LOADER, texts[loader]):
            path.write_bytes(broken.data)
            try:
                outcome = without_hanging(lambda: outcome_of(loader, path), seconds=HANG_SECONDS)
            except Exception as exc:   # noqa: BLE001 - every other exception is the finding
                shown = broken.data[:300].decode("utf-8", "replace")
                failures.append(f"{loader} ({broken.how}): {type(exc).__name__}: {str(exc)[:200]}\n"
                                f"  input starts: {shown!r}\n{traceback.format_exc(limit=-3)}")
                continue
            outcomes[loader, outcome] = outcomes.get((loader, outcome), 0) + 1
    assert not failures, f"{len(failures)} broken files crashed a loader:\n" + "\n".join(failures[:8])
    assert sum(outcomes.values()) >= 1000
    for loader in LOADERS:       # the variants were broken enough to be refused, and mild enough to be read
        refused = outcomes.get((loader, "refused"), 0)
        assert refused > PER_LOADER // 3 or loader in NEVER_RAISE, (loader, outcomes)
        assert outcomes.get((loader, "ok"), 0) > 0, (loader, outcomes)


def test_no_loader_blocks_on_what_is_not_a_regular_file(tmp_path):
    failures = []
    for name, path in special_paths(tmp_path).items():
        for loader in LOADERS:
            try:
                without_hanging(lambda: outcome_of(loader, path), unblock=path if path.is_fifo() else None,
                                seconds=HANG_SECONDS)
            except Exception as exc:   # noqa: BLE001
                failures.append(f"{loader} on {name}: {type(exc).__name__}: {exc}")
    assert not failures, "\n".join(failures)


def test_the_generator_is_seeded_and_makes_every_kind_of_fault():
    texts = seed_texts()["record"]
    first, again = broken_inputs(7, 300, texts), broken_inputs(7, 300, texts)
    assert [b.data for b in first] == [b.data for b in again]
    kinds = {b.how.split(" at ")[0].split(":")[0].split(" (")[0] for b in first}
    for kind in ("byte flips", "non-UTF-8 bytes", "mixed array with a trailing comma", "huge number",
                 "wrong type", "odd value inside", "unknown key", "missing key", "map names a device"):
        assert kind in kinds, kinds
    assert any(b.how.startswith("truncated") for b in first)
    assert any("nested" in b.how for b in first)
