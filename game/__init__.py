"""Electoral Arcade: five election-themed board games on one Arcade window."""


def __getattr__(name: str):
    # game.__version__ is pyproject.toml's version (game/paths.py), read when first asked for
    if name == "__version__":
        from game.paths import version
        return version()
    raise AttributeError(f"module 'game' has no attribute {name!r}")
