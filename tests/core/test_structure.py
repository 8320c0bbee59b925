"""The shape of the code: one catalog names the games, no module imports itself in a circle,
no file grows past what a newcomer reads in one go, and screens never import each other."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from game import catalog
from tests.core.conftest import add_toy_games

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
DEVTOOLS = ROOT / "devtools"
MAX_LINES = 600
# what any scene module may import from game.scenes: the shared shell, never another screen
SHARED_SCENE_PARTS = {"game.scenes.base", "game.scenes.directory", "game.scenes.manager",
                      "game.scenes.game_screen", "game.scenes.side_panel", "game.scenes.bot_turn",
                      "game.scenes.lesson_coach", "game.scenes.match_layout", "game.scenes.screen_words",
                      "game.scenes.side_panel_shapes", "game.scenes.watch_controls", "game.scenes.mode_steps",
                      "game.scenes.panel_slot", "game.scenes.review_part", "game.scenes.takebacks",
                      "game.scenes.review_card", "game.scenes.review_graph", "game.scenes.review_marks",
                      "game.scenes.review_rows",
                      "game.scenes.practice_part", "game.scenes.results_review"}


def _modules() -> dict[str, Path]:
    mods = {}
    for path in GAME.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        mods[name.removesuffix(".__init__")] = path
    return mods


def _imports(name: str, path: Path, mods: dict[str, Path]) -> set[str]:
    """Modules of game/ that `name` imports, at any depth (imports inside functions count)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in mods:
                target = target.rsplit(".", 1)[0] if "." in target else ""
            if target and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {name: _imports(name, path, mods) for name, path in mods.items()}


def test_no_module_in_game_imports_itself_through_others():
    graph = _graph()
    cycles = []
    for start in graph:
        # a path back to `start` through its imports is a cycle
        stack, seen = [(start, [start])], set()
        while stack:
            node, path = stack.pop()
            for nxt in graph[node]:
                if nxt == start:
                    cycles.append(" -> ".join(path + [start]))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, path + [nxt]))
    assert not cycles, "import cycles:\n" + "\n".join(sorted(set(cycles))[:10])


def test_no_file_in_game_is_over_600_lines():
    long = {str(p.relative_to(ROOT)): n for p in GAME.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def test_screens_never_import_other_screens():
    graph = _graph()
    offenders = []
    for name, imported in graph.items():
        if not name.startswith("game.scenes."):
            continue
        own_package = name.rsplit(".", 1)[0] if name.count(".") >= 3 else None
        for target in imported:
            if not target.startswith("game.scenes.") or target in SHARED_SCENE_PARTS:
                continue
            if own_package and target.startswith(own_package + "."):
                continue        # a game screen's own parts
            offenders.append(f"{name} imports {target}")
    assert not offenders, "\n".join(offenders)


def _imported_names(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import of a file, at any depth, relative imports made absolute."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            found += [(node.lineno, base)] + [(node.lineno, f"{base}.{a.name}") for a in node.names]
    return found


def _names_devtools(path: Path) -> list[str]:
    """Where a file imports the developer tools, or names them in a string (an import by name:
    importlib, an entry point, a "module:attribute" as the catalog writes them)."""
    found = [f"line {line}: imports {name}" for line, name in _imported_names(path)
             if name == "devtools" or name.startswith("devtools.")]
    found += [f"line {line}: names '{value}'" for line, value in _string_literals(path)
              if value == "devtools" or value.startswith(("devtools.", "devtools:", "devtools/"))]
    return found


def test_nothing_in_the_game_package_reaches_the_developer_tools():
    """The layers read one way: the developer tools (devtools/) use the game, the game never uses
    them, not even by name; its command line finds their commands through entry points."""
    found = [f"{path.relative_to(ROOT)} {fault}" for path in sorted(GAME.rglob("*.py"))
             for fault in _names_devtools(path)]
    assert not found, "\n".join(found)
    assert not [p.name for p in GAME.rglob("*.py") if p.stem.startswith(("bench", "shot", "showcase"))]


def test_the_scan_for_the_developer_tools_sees_every_way_of_naming_them(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (tmp_path / "game" / "scenes").mkdir(parents=True)
    lines = ["import devtools.shot",
             "from devtools import bench",
             "from ..devtools_words import x  # a module that only starts alike",
             "import importlib; importlib.import_module('devtools.shot')",
             "TARGET = 'devtools.commands:add_shot'",
             '"""The developer tools (devtools/) are named in a docstring, which is no import."""']
    path = tmp_path / "game" / "scenes" / "probe.py"
    path.write_text("\n".join(lines) + "\n")
    assert sorted(fault.split(":")[0] for fault in _names_devtools(path)) == ["line 1", "line 2", "line 2",
                                                                              "line 4", "line 5"]


def _string_literals(path: Path) -> list[tuple[int, str]]:
    """String constants in code, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_only_the_catalog_lists_the_games():
    """A game's name in code belongs to the catalog and to the game's own packages (and, among the
    developer tools, to the game's own files: devtools/games/<game>.py, devtools/monkey/games/)."""
    names = set(catalog.names())
    found = []
    for path in [*GAME.rglob("*.py"), *DEVTOOLS.rglob("*.py")]:
        rel = path.relative_to(ROOT).as_posix()
        if rel == "game/catalog.py":
            continue
        for line, value in _string_literals(path):
            if value in names and not (rel.startswith((f"game/engines/{value}/", f"game/scenes/{value}/"))
                                       or rel in (f"devtools/games/{value}.py", f"devtools/monkey/games/{value}.py")):
                found.append(f"{rel}:{line} names '{value}'")
    assert not found, "\n".join(found)


def test_catalog_names_are_unique_and_every_built_game_loads():
    names = catalog.names()
    assert len(names) == len(set(names)) == len(catalog.CATALOG)
    for entry in catalog.CATALOG:
        if entry.engine:
            game = catalog.get_game(entry.name)
            assert game.name == entry.name and game.title == entry.title
            assert "title" not in type(game).__dict__, "the catalog names the game; the engine asks it"
        if entry.screen:
            assert catalog.screen_class(entry.name).game_name == entry.name
            assert entry.rules_page.is_file() and entry.notation_page.is_file()


def test_a_game_that_is_not_built_says_so_by_name(monkeypatch):
    add_toy_games(monkeypatch, {"tally": None})       # a stand-in: a catalog entry with no engine yet
    with pytest.raises(catalog.NotBuilt, match="Tally is not built yet"):
        catalog.get_game("tally")
    assert "tally" in catalog.names() and "tally" not in catalog.available_games()
    with pytest.raises(catalog.UnknownGame, match="no game called 'chess'"):
        catalog.entry("chess")
    assert catalog.title("chess") == "Chess"          # an old file's game is still named
    assert catalog.rank("chess") == len(catalog.CATALOG)


def test_every_lesson_file_names_a_game_of_the_catalog_and_its_pattern():
    for path in (ROOT / "levels" / "tutorials").glob("*.toml"):
        game = next(e for e in catalog.CATALOG if path.match(e.lesson_pattern))
        assert f'game = "{game.name}"' in path.read_text(encoding="utf-8"), path.name
