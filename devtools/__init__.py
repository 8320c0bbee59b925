"""The developer tools, beside the game and outside the built program: nothing in game/ imports
them (tests/core/test_structure.py checks), and the PyInstaller build leaves them out.

    commands.py         `python -m game shot | bench | monkey`: added to the game's command line
                        through entry points (pyproject.toml), so only a source checkout has them
    shot.py             render a named scene to a PNG; the tests' window helpers
    showcase.py         the named scenes `shot`, the frame bench and the tests show
    bench/              `python -m game bench`: engines, bots, the review, frames, start-up
    monkey/             `python -m game monkey`: seeded random input through the real window
    lesson_pictures.py  `python3 build.py previews`: the tutorials' board pictures
    games/              what the tools know of each game: bench figures, motions, extra scenes
"""
