"""The bot worker process, the engine/rendering boundary, and the command line."""
import ast
import json
import subprocess
import sys
from pathlib import Path

from game.core.bots.worker import BotWorker
from tests.core.toy_games import NIM
from tests.worker_wait import answer_of

ROOT = Path(__file__).resolve().parents[2]


def test_worker_answers_without_blocking_and_drops_cancelled_requests():
    worker = BotWorker()
    try:
        state = NIM.new_initial_state({"stones": 9})
        # A long search, cancelled: its answer must never be delivered.
        worker.request(state, "mcts:5s", seed=1)
        worker.cancel()
        ticket = worker.request(state, "mcts:300,rollout=50", seed=2)
        answer = answer_of(worker)          # however long a busy machine takes
        assert answer[0] == ticket and answer[1] == 1   # 9 stones: take 1, leave 8
    finally:
        worker.close()


def test_worker_reports_a_bad_spec_instead_of_dying():
    worker = BotWorker()
    try:
        worker.request(NIM.new_initial_state({"stones": 5}), "nonsense", seed=1)
        answer = answer_of(worker)
        assert answer[1] is None
        assert "unknown bot" in worker.last_error
    finally:
        worker.close()


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_engines_and_bots_never_import_arcade_or_pyglet():
    offenders = [str(p.relative_to(ROOT)) for folder in ("game/core", "game/engines")
                 for p in (ROOT / folder).rglob("*.py") if _imports(p) & {"arcade", "pyglet"}]
    assert offenders == []


def test_arena_cli_prints_one_json_object():
    out = subprocess.run([sys.executable, "-m", "game", "arena", "grundy", "--p1", "greedy", "--p2", "random",
                          "--games", "4", "--seed", "2", "--json"], capture_output=True, text=True, cwd=ROOT,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["game"] == "grundy" and result["games"] == 4
    assert len(result["wins"]) == 2 and len(result["mean_move_seconds"]) == 2
    assert sum(result["wins"]) + result["draws"] == 4


def test_replay_cli_reports_a_broken_file(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('game = "grundy"\nmoves = 3\n')
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(bad), "--json"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 2
    assert str(bad) in out.stderr and "moves" in out.stderr
