"""The monkey (`python -m game monkey`, devtools/monkey/): a short run counted in frames through Arcade's
own loop that visits the screens it is steered to and plays legal moves without an exception; and
proof that it catches a crash: a screen that raises ends the run with the seed, the traceback and
the match's record."""
from __future__ import annotations

import pytest

from game.core.records import MatchRecord
from devtools.monkey.driver import MonkeyFailed, run_monkey

pytestmark = pytest.mark.screen

GAMES = ["grundy", "constitution", "dodgson", "margin", "fractal"]


@pytest.fixture
def monkey_window(app):
    """The shared window shown, with the fastest animations, for one run of the monkey."""
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    app.set_visible(True)
    yield app
    app.set_visible(False)


def labels_of(target: str) -> tuple[str, ...]:
    """The screens a reached target puts on top, in the summary's words."""
    kind, _, game = target.partition(" ")
    return {"quick": (f"quick match: {game}",), "couch": (f"couch match: {game}",), "lesson": (f"lesson: {game}",),
            "campaign": tuple(f"campaign match: {g}" for g in GAMES), "settings": ("settings",),
            "profiles": ("profiles",), "past": tuple(f"review: {g}" for g in GAMES),
            "continue": tuple(f"{k} match: {g}" for k in ("quick", "couch") for g in GAMES)}[kind]


@pytest.mark.slow
def test_a_short_run_visits_the_screens_it_is_steered_to_and_plays_moves(monkey_window, home):
    # by progress, not seconds: the run ends once four targets are reached (the bot answering a frame
    # sooner or later changes the run's course, so a count of frames alone could end it short);
    # 6000 frames only cap it (about 450 are usual); a match is left after 70 steps, which play
    # over 30 moves in all
    monkey = run_monkey(monkey_window, 5, frames=6000, until_reached=4, max_frame_seconds=0, games=GAMES,
                        record_dir=home, match_steps=70)
    tally = monkey.tally
    summary = monkey.summary()
    reached = [target for target, count in tally.reached.items() if count]
    assert len(reached) >= 4, summary
    for target in reached:
        assert any(tally.visits[label] for label in labels_of(target)), (target, summary)
    assert tally.visits["title"] >= 2, summary
    assert sum(tally.moves.values()) >= 20, summary
    assert len([game for game, moves in tally.moves.items() if moves]) >= 2, summary
    # input of every kind it has (keys, pointer moves and clicks at least), not a count: the run
    # ends once its targets are reached, sooner or later as the bots answer
    assert {"key", "pointer move", "click"} <= {kind for kind, n in monkey.inputs.sent.items() if n}, summary
    assert monkey.failure is None


def test_a_screen_that_raises_ends_the_run_with_the_seed_the_traceback_and_the_record(monkey_window, home,
                                                                                     monkeypatch):
    from game.scenes.game_screen import GameScreen
    played = GameScreen.update

    def update(screen, dt):
        if screen.session.ply >= 3 and screen.review is None:
            raise RuntimeError("a fault put here by the test")
        played(screen, dt)

    monkeypatch.setattr(GameScreen, "update", update)
    with pytest.raises(MonkeyFailed) as caught:
        run_monkey(monkey_window, 23, frames=6000, max_frame_seconds=0, games=GAMES, record_dir=home,
                   match_steps=400)
    message = str(caught.value)
    assert "seed 23" in message
    assert "RuntimeError: a fault put here by the test" in message and "Traceback" in message
    kept = list(home.glob("monkey-seed-23-*.toml"))
    assert len(kept) == 1 and str(kept[0]) in message
    record = MatchRecord.load(kept[0])
    assert record.game in GAMES and len(record.moves) >= 3


def test_a_frame_slower_than_the_limit_fails_the_run(monkey_window, home, monkeypatch):
    import devtools.monkey.driver as driver
    now = {"seconds": 0.0, "frames": 0}
    monkeypatch.setattr(driver, "clock", lambda: now["seconds"])
    tick = monkey_window.tick

    def counted_tick(dt):
        # the clock the run reads: 1/60 s a frame, and 9 s for the 40th
        now["frames"] += 1
        now["seconds"] += 9.0 if now["frames"] == 40 else 1 / 60
        tick(dt)

    monkeypatch.setattr(monkey_window, "tick", counted_tick)
    with pytest.raises(MonkeyFailed) as caught:
        run_monkey(monkey_window, 3, frames=2000, max_frame_seconds=5, games=GAMES, record_dir=home)
    assert "seed 3" in str(caught.value) and "a frame took 9.0 s (more than 5 s)" in str(caught.value)


def test_a_mistake_on_the_monkeys_command_line_is_one_line_and_status_2(capsys):
    from game.__main__ import main
    assert main(["monkey", "--frames", "0"]) == 2
    assert main(["monkey", "--seconds", "-3"]) == 2
    assert main(["monkey", "--size", "10x10"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("monkey: ") for line in err)
    assert "Traceback" not in "".join(err)

