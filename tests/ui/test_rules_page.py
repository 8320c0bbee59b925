"""The rules page shows the players' rules and stops before the code index for developers; its
emphasis is drawn as bold and italic (never as raw Markdown), its buttons as icons, and every
character is one the font has. Games not built yet have their rules pages too."""
from __future__ import annotations

import re

import pytest

from game import catalog
from tests.ui.font_coverage import missing_characters
from tests.ui.helpers import KEY, go, near, region_colours, screen_image, show

pytestmark = pytest.mark.screen

ROOT = catalog.ROOT
GAMES = catalog.names()      # built or not, every game has its page


def rules_scene(app, game_name):
    from game.scenes.rules_page import RulesScene
    scene = RulesScene(game_name)
    show(app, scene)
    return scene


def scroll_to(app, scene, words: str):
    """Scroll so the block containing `words` is at the top of the panel; that block."""
    from game.scenes.rules_page import VIEW
    from tests.ui.helpers import frames
    block = next((text, top) for text, top, _ in scene.texts if words in text.reading)
    scene.target = scene.scroll = min(scene.max_scroll, VIEW[1] + VIEW[3] - 4 - block[1])
    frames(app, 2)
    return block[0]


@pytest.mark.parametrize("game_name", GAMES)
def test_the_rules_page_shows_the_rules_but_not_the_code_index(app, game_name):
    scene = rules_scene(app, game_name)
    words = " ".join(text.text for text, _, _ in scene.texts)
    assert len(scene.texts) > 10 and catalog.title(game_name).lower() in words.lower()
    assert "For developers" not in words and "game/engines" not in words and "game/scenes" not in words
    before = scene.target
    go(app, KEY.PAGEDOWN)
    assert scene.target > before           # a long page scrolls


@pytest.mark.parametrize("game_name", GAMES)
def test_no_raw_markdown_and_no_missing_character_is_drawn(app, game_name):
    scene = rules_scene(app, game_name)
    for text, _, _ in scene.texts:
        assert "**" not in text.text and "*" not in text.text and "`" not in text.text, text.text
        assert not re.search(r"\[[^\]]*\]", text.text), f"a bracket that names no button: {text.text}"
        assert missing_characters(text.text, text.font_name) == "", text.text
        for button in text.buttons:
            assert missing_characters(button, "DejaVu Sans") == "", button


def test_bold_and_italic_are_drawn_as_bold_and_italic(app):
    scene = rules_scene(app, "constitution")
    house = scroll_to(app, scene, "26 or more of the 50")
    document = house.layout.document
    bold_at = document.text.index("26 or more of the 50")     # a bold run that spans two source lines
    assert document.get_style("weight", bold_at) == "bold"
    assert document.get_style("weight", document.text.index("DC is not a state")) == "normal"
    grundy = rules_scene(app, "grundy")
    note = scroll_to(app, grundy, "You never have to write")
    italic_at = note.layout.document.text.index("have to write")
    assert note.layout.document.get_style("italic", italic_at) is True
    assert note.layout.document.get_style("italic", note.layout.document.text.index("to write")) is False


def test_buttons_in_the_rules_are_drawn_as_their_icons(app):
    scene = rules_scene(app, "grundy")
    gamepad = scroll_to(app, scene, "Gamepad:")
    assert {"D-pad", "A", "B", "RB", "LB"} <= set(gamepad.buttons)
    keyboard = next(text for text, _, _ in scene.texts if "Keyboard:" in text.reading)
    assert {"Enter", "Tab", "Shift+Tab", "Esc"} <= set(keyboard.buttons)
    # the A button's green shows in the panel, where the gamepad line is drawn
    from game.scenes.rules_page import VIEW
    image = screen_image(app)
    colours = region_colours(app, VIEW[0], VIEW[1], VIEW[2], VIEW[3], step=2, image=image)
    assert sum(near(c, (92, 178, 66), 40) for c in colours) > 10


def test_a_missing_page_has_a_friendly_note(app, monkeypatch):
    from game.scenes.rules_page import RulesScene
    monkeypatch.setattr(catalog.CatalogEntry, "rules_page", property(lambda self: ROOT / "docs" / "none.md"))
    scene = RulesScene("margin")
    show(app, scene)
    words = " ".join(text.text for text, _, _ in scene.texts)
    assert "Margin of Error" in words and "being written" in words
    assert "coming soon" not in words.lower() and "docs/" not in words and ".md" not in words


@pytest.mark.parametrize("game_name", GAMES)
def test_each_rules_page_has_one_code_index_and_a_game_not_built_yet_says_so(game_name):
    entry = catalog.entry(game_name)
    text = entry.rules_page.read_text(encoding="utf-8")
    assert text.count("<!-- code index -->") == 1, entry.rules_page
    rules, index = text.split("<!-- code index -->")
    assert ("not built yet" in index) == (entry.engine is None)
    for path in re.findall(r"`((?:game|levels|docs|tests)/[^`]+)`", index):
        assert list(ROOT.glob(path)), f"{entry.rules_page.name}: {path} does not exist"
    assert "../shared" not in rules and "game/" not in rules    # the players' part has no paths


def test_a_game_not_built_yet_shows_its_rules_page(app, monkeypatch):
    import dataclasses
    # a stand-in: Fractal territory's entry as it was before its engine and board were built
    stand_in = dataclasses.replace(catalog.entry("fractal"), engine=None, screen=None)
    monkeypatch.setattr(catalog, "CATALOG", [e if e.name != "fractal" else stand_in for e in catalog.CATALOG])
    with pytest.raises(catalog.NotBuilt):
        catalog.get_game("fractal")
    words = " ".join(text.text for text, _, _ in rules_scene(app, "fractal").texts)
    assert "Fractal territory" in words and "deepest level" in words and "For developers" not in words
