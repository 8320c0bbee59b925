"""The engines' layout: the Game module sits on top, files stay short, and every engine name
that a screen or a test imports is still found where it is imported from."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "game" / "engines"
GAMES = ("constitution", "dodgson", "grundy", "fractal")
MAX_ENGINE_LINES = 550


def _engine_imports_of(path: Path) -> list[tuple[str, str]]:
    """(module, name) of every `from game.engines... import name` in a file, at any depth."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.engines."):
            found += [(node.module, alias.name) for alias in node.names]
    return found


def _users() -> list[Path]:
    return [p for folder in ("game", "tests") for p in (ROOT / folder).rglob("*.py")
            if ENGINES not in p.parents]


def test_every_engine_name_imported_outside_the_engines_resolves():
    missing = []
    for path in _users():
        for module_name, name in _engine_imports_of(path):
            module = importlib.import_module(module_name)
            if not hasattr(module, name):
                try:
                    importlib.import_module(f"{module_name}.{name}")
                except ImportError:
                    missing.append(f"{path.relative_to(ROOT)}: {module_name}.{name}")
    assert not missing


@pytest.mark.parametrize("game", GAMES)
def test_the_game_module_sits_on_top(game):
    """Only the package itself imports rules.py (the Game): every other module is below it."""
    rules = f"game.engines.{game}.rules"
    importers = [p.name for p in (ENGINES / game).glob("*.py")
                 if p.name not in ("__init__.py", "rules.py")
                 and any(m == rules or m.startswith(rules + ".") for m, _ in _engine_imports_of(p))]
    assert importers == []
    module = importlib.import_module(rules)
    assert module.GAME.name == game and module.GAME.state_class().game is module.GAME
    assert all(hasattr(module, name) for name in getattr(module, "__all__", []))


def test_no_engine_file_is_longer_than_a_newcomer_reads_in_one_go():
    long = {str(p.relative_to(ROOT)): n for p in ENGINES.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_ENGINE_LINES}
    assert not long


def test_screens_imports_of_moved_rules_still_work():
    """Names the screens import from rules.py, which now live in modules below it."""
    from game.engines.dodgson import rules as dodgson_rules
    from game.engines.dodgson import scoring
    from game.engines.grundy import moves
    from game.engines.grundy import rules as grundy_rules
    for name in ("points_taken", "first_elimination_winners", "pieces_taken_from", "pawns_taken", "rooks_taken"):
        assert getattr(dodgson_rules, name) is getattr(scoring, name)
    assert grundy_rules.smallest_allowed_number is moves.smallest_allowed_number
