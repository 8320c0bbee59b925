"""The post-game review on screen, through Arcade's own loop for each game: a finished match's
results, Review, the analysis in its worker process filling the graph, stepping by keys, the
next mistake with its better move, "Try it again" from there and back, and out to the results;
then the stored review opening at once. And its drawing: the graph, the ring on the board."""
from __future__ import annotations

import pytest

from game import catalog
from game.core.review import load_review, review_path
from tests.ui.helpers import KEY, frames, screen_image
from tests.ui.real_loop import RealLoop
from game.scenes.mode_steps import begin

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]
QUICK_SEARCH = "mcts:12"        # the worker's searches, kept tiny: this is about the screen


@pytest.fixture
def quick_review(monkeypatch):
    """Every game's review searches a few iterations per position (sent to the worker as text)."""
    for name in GAMES:
        game_class = type(catalog.get_game(name))
        rollout = ",rollout=4" if name == "dodgson" else ""
        monkeypatch.setattr(game_class, "review_search", lambda self, options, r=rollout: QUICK_SEARCH + r)


def finished(name: str):
    from devtools.showcase import finished_screen
    screen = finished_screen(name)
    screen.results_shown = False        # its mode shows the results, as at a match's end
    return screen


def focus_button(loop, scene, label: str):
    button = next(w for w in scene.ui.widgets if getattr(w, "label", None) is not None and w.label.text == label)
    yield from loop.press_until(KEY.RIGHT, lambda: scene.ui.focused is button, what=label)


def choose_in_pause(loop, label: str):
    """Esc, then the pause menu's entry `label`."""
    yield from loop.press(KEY.ESCAPE)
    yield loop.until(lambda: loop.scene_is("PauseScene"), what="the pause menu")
    pause = loop.scene
    button = pause.buttons[label]
    yield from loop.press_until(KEY.UP, lambda: pause.ui.focused is button, what=label)
    yield from loop.press(KEY.ENTER)


def reviewing(loop) -> bool:
    return getattr(loop.scene, "review", None) is not None and not loop.window.scenes.busy


@pytest.mark.parametrize("game", GAMES)
def test_the_results_open_the_review_which_steps_tries_again_and_leaves(app, home, quick_review, game):
    app.settings.bot_speed = 0.0
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    seen = {}

    def script(loop):
        yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results")
        results = loop.scene
        yield from focus_button(loop, results, "Review")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: reviewing(loop), what="the review")
        screen = loop.scene
        part = screen.review
        seen["kept"] = part.mode.path
        assert screen.session.view_ply() == 0 and screen.session.in_replay
        yield loop.until(lambda: part.worker is None, what="the analysis")
        seen["review"] = review = part.review
        assert review.complete and len(review.values) == review.total_plies + 1
        # stepping by keys: the card follows the move played from the position shown
        yield from loop.press(KEY.RIGHT)
        yield from loop.press(KEY.RIGHT)
        # (row by row: a move, or in Margin of Error a week's plan)
        third = review.rows[2]
        assert screen.session.view_ply() == third.first
        assert part.title.text.startswith(third.title)
        mistakes = review.mistakes()
        seen["mistakes"] = len(mistakes)
        if mistakes:
            yield from loop.press(KEY.DOWN if mistakes[-1].ply - 1 > third.first else KEY.UP)
            view = screen.session.view_ply()
            assert view + 1 in [m.ply for m in mistakes]
            assert part.verdict.text == "MISTAKE" and part.better_move() is not None
            assert screen.panel.review.btn_try.enabled
            yield from loop.press(KEY.ENTER)              # try it again, from before the mistake
            yield loop.until(lambda: loop.scene is not screen and hasattr(loop.scene, "session")
                             and not loop.window.scenes.busy, what="the practice match")
            practice = loop.scene
            seen["practice moves"] = len(practice.session.moves)
            assert practice.session.moves == screen.session.record.moves[:view]
            assert practice.session.seats[practice.session.current_player()].is_human or \
                practice.session.is_chance()
            yield from choose_in_pause(loop, "Back to the review")
            yield loop.until(lambda: loop.scene is screen and not loop.window.scenes.busy, what="the review again")
        yield from choose_in_pause(loop, "Leave the review")
        yield loop.until(lambda: loop.scene_is("ResultsScene"), what="the results again")

    RealLoop(app, first_scene=lambda: finished(game)).run(script)
    review = seen["review"]
    assert seen["kept"] is not None and seen["kept"].exists()           # the match went to the history
    # the review was stored beside it: a second review opens at once, with the same values
    from game.core.records import MatchRecord
    record = MatchRecord.load(seen["kept"])
    stored = load_review(review_path(seen["kept"]), record, review.search)
    assert stored is not None and stored.to_json() == review.to_json()


def test_the_graph_and_the_better_moves_ring_are_drawn(app, home):
    """Pixels: the graph's line in the viewer's colour inside its box; on a mistake's position,
    the better move's ring on the board where no ring is drawn one move later."""
    from devtools.showcase import reviewed_screen
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    screen, jump = reviewed_screen("grundy")
    app.scenes.reset(screen, fade=False)
    app.scenes.finish()
    jump[1]()
    frames(app, 30)
    part = screen.review
    move = part.better_move()
    assert move is not None, "the demo match has a mistake to look at"
    image = screen_image(app)
    gl, gb, gw, gh = part.graph_rect
    colour = tuple(screen.seat_colour(0))[:3]
    from tests.ui.helpers import region_colours, near
    assert any(near(c, colour, 50) for c in region_colours(app, gl, gb, gw, gh, image=image))
    (x, y), *_ = screen.lesson_anchors(move)
    ring = region_colours(app, x - 26, y - 26, 52, 52, step=2, image=image)
    screen.replay_step(1)
    frames(app, 10)
    after = region_colours(app, x - 26, y - 26, 52, 52, step=2, image=screen_image(app))
    from game.ui import theme
    green = theme.GOOD
    assert sum(near(c, green, 45) for c in ring) > sum(near(c, green, 45) for c in after)


def test_the_title_lists_past_matches_and_opens_one_in_the_review(app, home, quick_review):
    """Title, Past matches (shown once the profile has finished a match), the newest first,
    Enter: its review; leaving comes back to the list, Esc to the title."""
    from game.core.match_history import keep_finished
    from tests.core.test_review import played_record
    slug = app.profiles.current().slug
    older = keep_finished(played_record("grundy", seed=4), ["Ann", "Bot"], "Bot won", slug, now=1_700_000_000)
    newest = keep_finished(played_record("fractal", max_plies=30), ["Ann", "Bot"], "Ann won", slug,
                           now=1_700_000_600)
    seen = {}

    def title():
        from game.scenes.menu import TitleScene
        return TitleScene()

    def script(loop):
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title")
        menu = loop.scene
        assert "past" in menu.entries
        yield from loop.press_until(KEY.UP, lambda: menu.focused_key() == "past", what="Past matches")
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: loop.scene_is("PastMatchesScene"), what="the past matches")
        listing = loop.scene
        seen["listed"] = [entry.data.path for entry in listing.list.entries]
        seen["first line"] = listing.list.entries[0].detail
        yield from loop.press(KEY.ENTER)
        yield loop.until(lambda: reviewing(loop), what="the review")
        screen = loop.scene
        seen["game"] = screen.game.name
        yield loop.until(lambda: screen.review.worker is None, what="the analysis")
        yield from loop.press(KEY.RIGHT)
        seen["view"] = screen.session.view_ply()
        yield from choose_in_pause(loop, "Leave the review")
        yield loop.until(lambda: loop.scene_is("PastMatchesScene"), what="the list again")
        yield from loop.press(KEY.ESCAPE)
        yield loop.until(lambda: loop.scene_is("TitleScene"), what="the title again")

    RealLoop(app, first_scene=title).run(script)
    assert seen["listed"] == [newest, older]
    assert seen["first line"] == "Ann won · Ann vs Bot"
    assert seen["game"] == "fractal" and seen["view"] == 1
    assert (home / "history").exists() and __import__("os").path.exists(str(newest).replace(".toml", ".review.toml"))


def shown_review(app, name: str = "grundy"):
    from devtools.showcase import reviewed_screen
    screen, _ = reviewed_screen(name)
    app.scenes.reset(screen, fade=False)
    app.scenes.finish()
    frames(app, 5)
    return screen


def test_a_click_or_a_drag_on_the_graph_goes_to_that_move(app, home):
    """A move's dot is where it lands (the position after it): a click there shows that move,
    on the board before it is played."""
    from tests.ui.helpers import click_at, send
    screen = shown_review(app)
    part = screen.review
    total = part.review.total_plies
    gl, gb, gw, gh = part.graph_rect
    x0, y0 = app.to_window(gl + gw * 0.75, gb + gh / 2)
    click_at(app, x0, y0)
    frames(app, 3)
    assert screen.session.view_ply() == round(0.75 * total) - 1
    assert part.title.text.startswith(f"Move {round(0.75 * total)}")
    # a drag from there to the graph's start goes back to the first move, passing the ones between
    x1, _ = app.to_window(gl, gb + gh / 2)
    send(app, "on_mouse_press", x0, y0, 1, 0)
    send(app, "on_mouse_drag", (x0 + x1) / 2, y0, -1, 0, 1, 0)
    frames(app, 1)
    assert 0 < screen.session.view_ply() < round(0.75 * total)
    send(app, "on_mouse_drag", x1, y0, -1, 0, 1, 0)
    send(app, "on_mouse_release", x1, y0, 1, 0)
    frames(app, 2)
    assert screen.session.view_ply() == 0


def test_the_cards_buttons_show_the_board_after_either_move_and_back(app, home):
    """"Show after: Played / Better" at the card's foot: a click shows that position, a click
    on the lit one goes back before the move; stepping on leaves the peek."""
    from tests.ui.helpers import click_at
    screen = shown_review(app)
    part = screen.review
    part.jump_mistake(1)
    frames(app, 3)
    card = part.card

    def click(button):
        click_at(app, *app.to_window(*button.centre))
        frames(app, 3)
    click(card.btn_better)
    assert part.peeking == "better" and screen.view_state() is part.marks.after("better")
    assert card.btn_better.style == "primary" and "the better move" in screen.panel_status()
    click(card.btn_played)
    assert part.peeking == "played" and screen.view_state() is part.marks.after("played")
    click(card.btn_played)
    assert part.peeking is None and screen.peek is None
    click(card.btn_played)
    view = screen.session.view_ply()
    from tests.ui.helpers import press
    press(app, KEY.RIGHT)
    frames(app, 2)
    assert screen.peek is None and part.peeking is None and screen.session.view_ply() > view


def test_a_pad_steps_through_the_review_and_jumps_between_mistakes(app, home):
    from tests.ui.helpers import StandInPad
    pad = StandInPad("Xbox Wireless Controller")
    app.input.on_connect(pad)
    try:
        screen = shown_review(app)
        mistakes = [p.ply - 1 for p in screen.review.review.mistakes()]
        assert mistakes, "the demo match has mistakes"
        for _ in range(2):
            pad.dispatch_event("on_dpad_motion", pad, (1, 0))
            pad.dispatch_event("on_dpad_motion", pad, (0, 0))
            frames(app, 2)
        assert screen.session.view_ply() == 2
        pad.dispatch_event("on_dpad_motion", pad, (0, -1))      # down: the next mistake
        pad.dispatch_event("on_dpad_motion", pad, (0, 0))
        frames(app, 2)
        assert screen.session.view_ply() == min(m for m in mistakes if m > 2)
        pad.press("rightshoulder")                              # RB: the board after the move played
        frames(app, 2)
        assert screen.review.peeking == "played" and screen.view_state() is screen.peek
        pad.press("rightshoulder")                              # then after the better one
        frames(app, 2)
        assert screen.review.peeking == "better"
        pad.press("leftshoulder")                               # LB: back to the move played
        frames(app, 2)
        assert screen.review.peeking == "played"
    finally:
        app.input.on_disconnect(pad)
        app.notices.queue.clear()


# ---- a stored review that cannot be trusted, a record too long to review --------------------------
def kept_match(home, name="grundy"):
    from tests.core.test_review import played_record
    record = played_record(name)
    path = home / "match.toml"
    record.save(path)
    return record, path


def review_of(app, record, path):
    from game.modes.review import ReviewMode
    begin(app, ReviewMode(record, path, names=["Ann", "Bot"]))


def test_a_damaged_stored_review_is_named_made_again_and_stored_anew(app, home, quick_review):
    """nan values and a seat past the last crashed the screen on every open; a cut file left
    "Being analysed..." with no analysis running. Now: named, made again, stored whole."""
    import math
    from game.core.datafile import dumps_toml, read_toml
    from game.core.review import ReviewAnalysis, save_review
    record, path = kept_match(home)
    stored_at = review_path(path)
    save_review(ReviewAnalysis.of_record(record, QUICK_SEARCH).run(), record, stored_at)
    data = read_toml(stored_at)
    decided = next(p for p in data["plies"] if "seat" in p)
    decided["seat"], decided["value_before"] = 99, math.nan
    with open(stored_at, "w") as f:
        f.write(dumps_toml(data))
    seen = {}

    def script(loop):
        review_of(app, record, path)
        yield loop.until(lambda: reviewing(loop), what="the review")
        part = loop.scene.review
        seen["notices"] = [n.message for n in app.notices.queue]
        seen["worker"] = part.worker is not None
        yield loop.until(lambda: part.worker is None, what="the analysis made again")
        yield loop.frames(2)
        seen["body"] = part.body.text

    RealLoop(app).run(script)
    app.notices.queue.clear()
    assert seen["worker"] and any("match.review.toml" in n and "plies[" in n for n in seen["notices"]), seen
    remade = load_review(stored_at, record, QUICK_SEARCH)
    assert remade is not None and remade.complete and all(p.seat in (None, 0, 1) for p in remade.plies)
    assert "Being analysed" not in seen["body"]


def test_a_record_too_long_to_review_says_so_in_the_card_and_analyses_nothing(app, home, monkeypatch):
    from game.core import review as review_module
    from game.scenes import review_part
    record, path = kept_match(home)
    longest = len(record.moves) - 1
    monkeypatch.setattr(review_module, "MAX_PLIES", longest)     # (a real one takes minutes to play)
    monkeypatch.setattr(review_part, "MAX_PLIES", longest)
    sentence = review_module.too_long_words(len(record.moves))
    seen = {}

    def script(loop):
        review_of(app, record, path)
        yield loop.until(lambda: reviewing(loop), what="the review")
        screen = loop.scene
        yield loop.frames(3)
        seen["first"] = (screen.review.worker, screen.review.analysis, screen.review.body.text,
                         screen.review.progress.text)
        screen.replay_to(len(record.moves))
        yield loop.frames(3)
        seen["end"] = screen.review.body.text

    RealLoop(app).run(script)
    worker, analysis, body, progress = seen["first"]
    assert worker is None and analysis is None and body == sentence and progress == "not analysed"
    assert seen["end"] == sentence and "too long to review" in sentence
    assert not __import__("os").path.exists(review_path(path))
