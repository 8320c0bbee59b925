#!/usr/bin/env python3
"""After a kill -9 of the game: is everything the game keeps in HOME still readable by the game?
Prints one JSON line: counts of files checked and faults (the game's own loaders, which must never
raise). Usage: .venv/bin/python tools/kill_check/check_home.py HOME (kill_loop.sh runs it)."""
import json, os, sys, traceback
from pathlib import Path
home = Path(sys.argv[1])
os.environ["ELECTORAL_ARCADE_HOME"] = str(home)
from game.core import match_history, review
from game.core.profiles import ProfileStore
from game.core.session import find_autosaves, clean_saves_folder
from game.core.records import MatchRecord
from game.ui.settings import Settings
out = {"exceptions": [], "autosaves": 0, "autosave_faults": 0, "kept": 0, "kept_faults": 0,
       "reviews": 0, "review_faults": 0, "profiles": 0, "tmp_left": 0}
def guard(fn):
    try:
        return fn()
    except Exception:
        out["exceptions"].append(traceback.format_exc(limit=3))
out["tmp_left"] = guard(lambda: clean_saves_folder(home, min_age_seconds=0)) or 0
guard(lambda: Settings.load(home / "settings.toml"))
store = guard(lambda: ProfileStore())
if store:
    out["profiles"] = len(store.profiles)
for s in guard(lambda: find_autosaves(home)) or []:
    out["autosaves"] += 1
    out["autosave_faults"] += bool(s.error)
hist = home / "history"
for folder in (sorted(hist.iterdir()) if hist.is_dir() else []):
    res = guard(lambda: match_history.recent_matches(folder.name))
    if not res:
        continue
    matches, faults = res
    out["kept"] += len(matches); out["kept_faults"] += len(faults)
    for m in matches:
        path = getattr(m, "path", None)
        if path is None:
            continue
        rp = Path(review.review_path(path))
        if rp.exists():
            out["reviews"] += 1
            def one():
                rec = MatchRecord.load(path, check=False)
                from game import catalog
                search = catalog.get_game(rec.game).review_search(dict(rec.options))
                r, fault = review.stored_review(rp, rec, search)
                return fault
            fault = guard(one)
            out["review_faults"] += bool(fault)
print(json.dumps(out))
