"""How right the post-game review's mistakes are, measured: `python -m devtools.review_audit`.

For each game reviewed by estimates (every game with no exact solver; each at its most seats, so
Dodgson with four), it plays new matches between slipping bots (the game's Easy level), reviews
each as the review screen's worker does (time.process_time around the whole review), then
prices every decision again by a search ten times the review's budget (seeded apart from the
review's own searches) at both its ends, and reports:

    precision  the share of flagged mistakes whose loss the 10x search puts at the game's
               mistake threshold or more (goal: 90% or more)
    recall     the share of decisions the 10x search prices at a loss of 0.2 or more that are
               flagged (goal: 80% or more); also at the game's own threshold
    captures   flagged mistakes whose better move takes a piece the move played did not
               (four-player Dodgson: the missed captures)
    cpu        each whole-match review's CPU seconds (goal: under 60)

Usage: python -m devtools.review_audit [--games NAME ...] [--matches 2] [--seed 100] [--factor 10]
The machine may be shared: start with one match per game.
"""
from __future__ import annotations

import argparse
import json
import time

from game.catalog import engine_names, get_game
from game.core.arena import play_record
from game.core.bots.mcts import MCTSBot
from game.core.review import ReviewAnalysis, _average, _root_value
from game.core.rng import stream

RECALL_LOSS = 0.2


def audited_games() -> list[tuple[str, dict]]:
    """(game, options) for each game the review values by estimates, at its most seats."""
    games = []
    for name in engine_names():
        game = get_game(name)
        if game.exact_solver() is None:
            games.append((name, {"players": game.max_players} if game.min_players != game.max_players else {}))
    return games


def deep_value(analysis: ReviewAnalysis, state, index: int, iterations: int) -> tuple[list[float], list[float]]:
    """(the position's value: its best move's average, the position as reached: the average of
    every iteration) by a search of `iterations`; a decision's loss is its first position's value
    less its last position as reached, both averages below a move (see game/core/review.py)."""
    bot = MCTSBot(stream(analysis.seed, "audit", index), iterations=iterations,
                  rollout_depth=int(analysis.spec.params.get("rollout", 20)),
                  exploration=analysis.spec.params.get("c", 1.2))
    root = bot.search(state.clone())
    return _root_value(root, state)[0], _average(root)


def audit_match(name: str, options: dict, seed: int, factor: int) -> dict:
    game = get_game(name)
    spec = game.bot_presets(options)["easy"]
    record = play_record(name, spec, seed, options)
    analysis = ReviewAnalysis.of_record(record)
    started = time.process_time()
    review = analysis.run()
    cpu = time.process_time() - started
    needed = sorted({p for row in review.rows if row.seat is not None for p in (row.first, row.last)})
    state, deep = record.initial_state(), {}
    for index in range(len(record.moves) + 1):
        if index in needed and not state.is_terminal():
            deep[index] = deep_value(analysis, state, index, analysis.iterations * factor)
        elif index in needed:
            deep[index] = (list(state.returns()), list(state.returns()))
        if index < len(record.moves):
            state.apply(state.text_to_move(record.moves[index]))
    rows = []
    for row in review.rows:
        if row.seat is None:
            continue
        loss = deep[row.first][0][row.seat] - deep[row.last][1][row.seat]
        graph_loss = deep[row.first][0][row.seat] - deep[row.last][0][row.seat]    # as the graph reads it
        # a candidate was searched again (its shown loss is the confirming search's)
        rows.append({"row": row.number, "seat": row.seat, "flagged": row.mistake, "shown": round(row.loss, 3),
                     "candidate": row.first in analysis.judged,
                     "judged": round(analysis.judged[row.first].get("loss", row.loss), 3)
                     if row.first in analysis.judged else None,
                     "deep": round(loss, 3), "deep_graph": round(graph_loss, 3), "capture": row.mistake and "takes" in (row.best_words or "")
                     and "takes" not in row.words, "words": row.words, "better": row.best_words})
    return {"game": name, "options": options, "seed": seed, "bots": spec, "moves": len(record.moves),
            "cpu": round(cpu, 1), "threshold": analysis.threshold, "rows": rows}


def summary(matches: list[dict]) -> dict:
    rows = [r for m in matches for r in m["rows"]]
    threshold = matches[0]["threshold"]
    flagged = [r for r in rows if r["flagged"]]
    confirmed = [r for r in flagged if r["deep"] >= threshold]
    big = [r for r in rows if r["deep"] >= RECALL_LOSS]
    over = [r for r in rows if r["deep"] >= threshold]
    return {"decisions": len(rows), "flagged": len(flagged), "confirmed": len(confirmed),
            "precision": round(len(confirmed) / len(flagged), 3) if flagged else None,
            "losses_0.2": len(big), "recall_0.2": round(sum(r["flagged"] for r in big) / len(big), 3) if big else None,
            f"losses_{threshold:.2g}": len(over),
            "recall_threshold": round(sum(r["flagged"] for r in over) / len(over), 3) if over else None,
            "missed_captures_flagged": sum(r["capture"] for r in flagged),
            "big_losses_not_candidates": sum(not r["candidate"] for r in big),
            "big_losses_unconfirmed": sum(r["candidate"] and not r["flagged"] for r in big),
            "cpu": [m["cpu"] for m in matches], "moves": [m["moves"] for m in matches]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.review_audit", description=__doc__.split("\n")[0])
    parser.add_argument("--games", nargs="*", help="games to audit (default: every game reviewed by estimates)")
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--factor", type=int, default=10, help="the checking search, in times the review's budget")
    parser.add_argument("--json", help="write every decision's figures to this file")
    args = parser.parse_args(argv)
    games = [(n, o) for n, o in audited_games() if not args.games or n in args.games]
    report = {}
    for name, options in games:
        matches = [audit_match(name, options, args.seed + i, args.factor) for i in range(args.matches)]
        report[name] = {"summary": summary(matches), "matches": matches}
        print(name, json.dumps(report[name]["summary"]), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(report, out, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
