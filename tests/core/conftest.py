import pytest

from game.engines import REGISTRY


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch):
    """Make the toy games findable by name, as real games are."""
    monkeypatch.setitem(REGISTRY, "nim", "tests.core.toy_games:NIM")
    monkeypatch.setitem(REGISTRY, "dicerace", "tests.core.toy_games:DICE_RACE")
