"""The rules page shows the players' rules and stops before the code index for developers."""
from __future__ import annotations

import pytest

from tests.ui.helpers import KEY, go, show

pytestmark = pytest.mark.screen


@pytest.mark.parametrize("game_name", ["grundy", "constitution", "dodgson"])
def test_the_rules_page_shows_the_rules_but_not_the_code_index(app, game_name):
    from game.scenes.rules_page import RulesScene
    scene = RulesScene(game_name)
    show(app, scene)
    words = " ".join(text.text for text, _, _ in scene.texts)
    from game import catalog
    assert len(scene.texts) > 10 and catalog.title(game_name).lower() in words.lower()
    assert "For developers" not in words and "game/engines" not in words and "game/scenes" not in words
    before = scene.target
    go(app, KEY.PAGEDOWN)
    assert scene.target > before           # a long page scrolls
