import pytest

from game import catalog


def add_toy_games(monkeypatch, engines: dict[str, str], screens: dict[str, str] | None = None) -> None:
    """Put toy games in the catalog for one test, as real games are listed."""
    screens = screens or {}
    extra = [catalog.CatalogEntry(name, name.title(), f"A toy game ({name}) for tests.", (200, 200, 200),
                                  engine, screens.get(name))
             for name, engine in engines.items()]
    monkeypatch.setattr(catalog, "CATALOG", catalog.CATALOG + extra)


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch):
    """Make the toy games findable by name, as real games are."""
    add_toy_games(monkeypatch, {"nim": "tests.core.toy_games:NIM", "dicerace": "tests.core.toy_games:DICE_RACE"})
