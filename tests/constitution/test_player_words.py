"""What a Constitution player reads uses no developer words: the screen's texts (every string in
game/scenes/constitution/ that is not a docstring), the lessons' titles, notes and hints, and the
rules page above its code index never name a file, a folder, a command or the language; and the
lessons name places, not lattice points."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from game.core.levels import TUTORIALS_DIR, load_level

ROOT = Path(__file__).resolve().parents[2]
DEVELOPER_WORDS = (".toml", "build.py", "levels/", "python")
LATTICE = re.compile(r"\b\d+,\d+\b")


def _developer_words(text: str) -> list[str]:
    return [word for word in DEVELOPER_WORDS if word in text.lower()]


def _screen_strings(path: Path) -> list[str]:
    """Every string constant of a module except its docstrings (module, class, function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def _lessons():
    return sorted(Path(TUTORIALS_DIR).glob("constitution-*.toml"))


def test_the_screens_texts_use_no_developer_words():
    strings = {}
    for path in sorted((ROOT / "game" / "scenes" / "constitution").glob("*.py")):
        for text in _screen_strings(path):
            strings[text] = path.name
    assert any("look back" in text for text in strings)           # the hints are among them
    for text, name in strings.items():
        assert not _developer_words(text), (name, text)


def test_the_lessons_use_no_developer_words_and_name_places_not_lattice_points():
    lessons = _lessons()
    assert len(lessons) >= 3
    for path in lessons:
        level = load_level(path)
        texts = [level.title] + [step.text for step in level.steps] + [step.hint for step in level.steps]
        for text in filter(None, texts):
            assert not _developer_words(text), (path.name, text)
            assert not LATTICE.search(text), (path.name, text)


def test_the_rules_page_above_its_code_index_uses_no_developer_words():
    page = (ROOT / "docs" / "rules" / "constitution.md").read_text(encoding="utf-8")
    players, marker, developers = page.partition("<!-- code index -->")
    assert marker and players.strip()
    for line in players.splitlines():
        assert not _developer_words(line), line
    assert "build.py mapgen" in developers          # the map's command is kept, for developers
