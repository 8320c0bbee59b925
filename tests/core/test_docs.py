"""The documentation the game shows and the README promises stays in step with the code."""
import importlib.util
from pathlib import Path

from game import catalog

ROOT = Path(__file__).resolve().parents[2]


def load_build():
    spec = importlib.util.spec_from_file_location("build_script", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_notation_book_is_generated_from_the_parts():
    build = load_build()
    assert (ROOT / "docs" / "notation.md").read_text(encoding="utf-8") == build.notation_book(), \
        "docs/notation.md is stale: run `python3 build.py docs`"


def test_every_playable_game_has_a_rules_page_and_a_notation_section():
    book = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
    games = [e.name for e in catalog.CATALOG if e.engine and e.engine.startswith("game.")]  # not the toy games
    assert {"grundy", "constitution", "dodgson"} <= set(games)
    for name in games:
        assert (ROOT / "docs" / "rules" / f"{name}.md").is_file(), f"docs/rules/{name}.md missing"
        part = (ROOT / "docs" / "notation" / f"{name}.md").read_text(encoding="utf-8")
        first_line = part.strip().splitlines()[0].lstrip("#").strip()
        assert first_line in book


def test_readme_starts_with_the_two_commands():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:5]
    assert any("python3 build.py play" in line for line in lines)
    assert any("python3 build.py test" in line for line in lines)


def test_each_rules_page_ends_with_a_code_index_whose_paths_exist():
    import re
    for entry in catalog.CATALOG:
        if not entry.screen or not entry.screen.startswith("game."):
            continue
        text = entry.rules_page.read_text(encoding="utf-8")
        assert text.count("<!-- code index -->") == 1, entry.rules_page
        index = text.split("<!-- code index -->")[1]
        paths = re.findall(r"`((?:game|levels|docs|tests)/[^`]+)`", index)
        assert len(paths) >= 8
        for path in paths:
            assert list(ROOT.glob(path)), f"{entry.rules_page.name}: {path} does not exist"
        assert f"game/scenes/{entry.name}/" in index and f"game/engines/{entry.name}/rules.py" in index


def test_readme_pictures_exist_and_every_screenshot_is_shown():
    import re
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r"!\[[^\]]+\]\(([^)]+)\)", text)
    assert shown, "the README shows no pictures"
    for path in shown:
        assert (ROOT / path).is_file(), f"README.md shows {path}, which does not exist"
    kept = {p.relative_to(ROOT).as_posix() for p in (ROOT / "docs" / "screenshots").iterdir()}
    assert kept == set(shown), f"in docs/screenshots but not in the README: {sorted(kept - set(shown))}"
    animations = [p for p in shown if p.endswith((".gif", ".apng"))]
    assert animations and all((ROOT / p).stat().st_size < 2 * 2**20 for p in animations)


def test_readme_opens_with_the_pictures_then_how_to_get_it_and_the_controls():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    order = [text.index(mark) for mark in ("python3 build.py test", "![", "## Get it", "## Controls",
                                           "## For developers")]
    assert order == sorted(order)
    controls = text.split("## Controls")[1].split("\n## ")[0]
    assert sum(line.startswith("|---") for line in controls.splitlines()) == 1, "the controls are one table"
    assert all(word in controls for word in ("keyboard", "mouse", "gamepad"))
