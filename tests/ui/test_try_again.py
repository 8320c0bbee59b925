""""Try it again" in every game, through input events in Arcade's own loop: a match between
slipping bots reviewed (with a mistake: Margin of Error's demo match has none at the showcase's
seed, so the match is the first of a few seeds that has one), Down to its first mistake, Enter;
the card names the move retried, the move played is marked on the board, H (or a pad's Y)
rings the better move, playing it by keys (the mouse in Fractal) gets the review's own verdict
from the worker, and "Back to the review" (clicked in the panel) returns to the review at the
same move. Frames and events are counted, never time."""
from __future__ import annotations

import math

import pytest

from game import catalog
from game.ui import theme
from tests.ui.helpers import KEY, StandInPad, near, screen_image
from tests.ui.real_loop import RealLoop

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]
BUDGET = 40                 # the review's search per position, small: this is about the screen


def reviewed_match(name: str):
    """(record, review) of the first match between slipping bots whose review finds a mistake."""
    from game.core.arena import play_record
    from game.core.review import ReviewAnalysis, search_with_budget
    game = catalog.get_game(name)
    seats = ["easy"] * game.num_players_for(game.default_options())
    for seed in range(1, 9):
        for noise in (0.3, 0.6):
            record = play_record(name, f"greedy:noise={noise}", seed, max_plies=400, seats=seats)
            review = ReviewAnalysis.of_record(record, search_with_budget(game.review_search(record.options),
                                                                         BUDGET)).run()
            if any(p.best for p in review.mistakes()):
                return record, review
    raise AssertionError(f"no match of {name} with a mistake")


def ring_share(app, x: float, y: float, radius: float, colour, image) -> float:
    """The share of 16 directions around (x, y) with a pixel near `colour` within 3 of `radius`."""
    from tests.ui.helpers import pixel

    def seen(angle: float) -> bool:
        return any(near(pixel(app, x + r * math.cos(angle), y + r * math.sin(angle), image=image), colour, 60)
                   for r in range(int(radius) - 3, int(radius) + 4))
    return sum(seen(a * math.pi / 8) for a in range(16)) / 16


def green_near(app, anchors, image) -> int:
    from tests.ui.helpers import region_colours
    return sum(sum(near(c, theme.GOOD, 45) for c in region_colours(app, x - 26, y - 26, 52, 52, step=2, image=image))
               for x, y in anchors)


@pytest.mark.parametrize("game", GAMES)
def test_try_it_again_coaches_judges_the_move_and_goes_back_to_the_same_move(app, home, game):
    from game.modes.review import ReviewMode
    from game.scenes.mode_steps import make_screen
    from tests.ui.test_real_loop import STEER
    app.settings.bot_speed = 0.0
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    record, review = reviewed_match(game)
    first = min(p.ply - 1 for p in review.mistakes() if p.best)
    mistake = review.plies[first]
    seen = {}

    def script(loop):
        screen = loop.scene
        yield loop.frames(3)
        if first > 0:
            yield from loop.press(KEY.DOWN)             # the next mistake: the first one
        assert screen.session.view_ply() == first, (screen.session.view_ply(), first)
        yield from loop.press(KEY.ENTER)                # try it again
        yield loop.until(lambda: loop.scene is not screen and getattr(loop.scene, "practice", None) is not None
                         and not loop.window.scenes.busy, what="the practice")
        practice = loop.scene
        part = practice.practice
        session = practice.session
        assert session.moves == record.moves[:first] and session.seats[mistake.seat].is_human
        assert all(s.is_bot and s.bot == "easy" for i, s in enumerate(session.seats) if i != mistake.seat)
        yield loop.frames(4)
        # the card: which move, what was played; the better move not told yet
        seen["title"], seen["line"] = part.title.text, part.line.text
        assert (mistake.best_words or mistake.best) not in part.line.text
        # the move played, marked on the board in the mover's colour
        played = practice.lesson_anchors(part.played_move())
        image = screen_image(app)
        seen["marked"] = [ring_share(app, x, y, 20, practice.seat_colour(mistake.seat), image) for x, y in played]
        better = practice.lesson_anchors(part.better_move())
        seen["green before"] = green_near(app, better, image)
        # the hint: H on the keyboard (a pad's Y in one game)
        if game == "grundy":
            pad = StandInPad("Xbox Wireless Controller")
            app.input.on_connect(pad, announce=False)
            pad.press("y")
            yield loop.frames(3)
            app.input.on_disconnect(pad)
        else:
            yield from loop.press(KEY.H)
        seen["hint line"] = part.line.text
        assert part.hint_shown
        yield loop.frames(2)
        seen["green after"] = green_near(app, better, screen_image(app))
        # the better move, played by the player's own keys (the mouse in Fractal): judged
        yield from STEER[game](loop, practice, mistake.best)
        yield loop.until(lambda: len(session.moves) > first, what="the move played")
        seen["tried"] = session.moves[first]
        yield loop.until(lambda: part.verdict is not None, what="the verdict")
        seen["verdict"] = part.verdict
        seen["card after"] = (part.title.text, part.line.text)
        # then play goes on: a bot to move answers (the verdict stays on the card)
        if not session.is_over() and session.bot_to_move():
            yield loop.until(lambda: len(session.moves) > first + 1, what="the bot's answer")
            assert (part.title.text, part.line.text) == seen["card after"]
        # back to the review, by the panel's button
        back = next(w for w in part.ui.widgets if "Back to the review" in w.label.text)
        x, y = app.to_window(*back.centre)
        loop.post("on_mouse_motion", x, y, 0, 0)
        loop.post("on_mouse_press", x, y, 1, 0)
        loop.post("on_mouse_release", x, y, 1, 0)
        yield loop.until(lambda: loop.scene is screen and not loop.window.scenes.busy, what="the review again")
        seen["view again"] = screen.session.view_ply()
        seen["closed"] = part.closed and part.worker is None

    RealLoop(app, first_scene=lambda: make_screen(ReviewMode(record, viewer=0, review=review))).run(script)
    app.notices.queue.clear()
    assert seen["title"] == f"{review.row_at(first).title}: find a better move than the one played"
    assert mistake.words in seen["line"]
    assert seen["marked"] and max(seen["marked"]) >= 0.5, seen["marked"]
    assert seen["hint line"].startswith("Hint: ") and (mistake.best_words or mistake.best) in seen["hint line"]
    # the better move's ring (the green of a good move) around its spots, after the hint only
    assert seen["green after"] > seen["green before"] + 40, (seen["green before"], seen["green after"])
    assert seen["tried"] == mistake.best
    if game == "margin":
        # a week's plan is judged as one decision, the move tried alone: its first move is never
        # still a mistake, and may be judged better than the week played rather than the best
        assert seen["verdict"] == "The best move found." or seen["verdict"].startswith("Better than in the match")
    else:
        assert seen["verdict"] == "The best move found."
        assert seen["card after"] == (f"{review.row_at(first).title}: the best move found",
                                      f"You played: {mistake.best_words or mistake.best}.")
    assert seen["view again"] == first and seen["closed"]


def test_the_practices_results_compare_with_the_match(app, home):
    """At the end of the practice the results card says how the match ended for the player and
    how the practice did, in place of where it was decided."""
    import re
    from game.modes.review import ReviewMode
    from game.modes.steps import OpenMode
    from game.scenes.directory import make_scene
    from game.scenes.mode_steps import make_screen
    record, review = reviewed_match("grundy")
    first = min(p.ply - 1 for p in review.mistakes() if p.best)
    seat = review.plies[first].seat
    reviewing = make_screen(ReviewMode(record, viewer=0, review=review))
    (step,) = reviewing.mode.practise(reviewing.session, first, review)
    assert isinstance(step, OpenMode)
    mode = step.mode
    session = mode.new_session()
    while not session.is_over():            # the player plays on (the first legal move each time)
        session.play(session.state.legal_moves()[0])
    screen = make_screen(mode, session)
    screen.results_shown = True
    app.scenes.reset(screen, fade=False)
    app.scenes.push(make_scene("results", screen), fade=False)
    app.scenes.finish()
    results = app.scenes.current

    def result(outcome) -> str:
        if outcome.is_draw:
            return "drew"
        margin = abs(outcome.scores[0] - outcome.scores[1])
        return ("won" if seat in outcome.winners else "lost") + \
            (f" by {margin:g} point{'s' if margin != 1 else ''}" if margin else "")
    match = reviewing.session.outcome()
    assert results.decided.text == f"In the match you {result(match)}; this time you {result(session.outcome())}."
    assert re.search(r"(won|lost) by \d+ points?", results.decided.text)


@pytest.mark.parametrize("game", GAMES)
def test_the_card_holds_its_words_in_every_game_and_state(app, home, game):
    """The card's title, line and who plays stay inside the card and apart, before the move, with
    the hint, and with the longest verdict (four seats' cards leave the card the least room)."""
    from devtools.showcase import show_scene
    from tests.ui.helpers import frames
    show_scene(app, f"practice-{game}")
    frames(app, 3)
    practice = app.scenes.current
    part = practice.practice
    part.close()                         # no verdict is asked of the worker here: it is set below
    assert part.mistake is not None, "the showcase's practice starts from a mistake"

    def rects():
        l, b, w, h = part._rect
        x, top = part.title.position[:2]
        title = (x, top - part.title.content_height, x + part.title.content_width, top)
        x, top = part.line.position[:2]
        line = (x, top - part.line.content_height, x + part.line.content_width, top)
        x, bottom = part.against.position[:2]
        against = (x, bottom, x + part.against.content_width, bottom + part.against.content_height)
        return (l, b, l + w, b + h), title, line, (against if part.against_shown else None)

    states = []
    for state in ("start", "hint", "verdict"):
        if state == "hint":
            part.show_hint()
        elif state == "verdict":
            part.tried = part.mistake.move
            part.verdict = "Still a mistake: winning chances 21%, the best move found 97%."
        part._write()
        frames(app, 2)
        card, title, line, against = rects()
        states.append((state, part.title.text, part.line.text))
        for name, rect in (("title", title), ("line", line), ("who plays", against)):
            if rect is None:
                continue
            assert card[0] <= rect[0] and rect[2] <= card[2] + 1 and card[1] <= rect[1] and rect[3] <= card[3], \
                f"{game} {state}: the {name} leaves the card ({rect} in {card})"
        assert line[3] <= title[1] + 1, f"{game} {state}: the line runs into the title"
        if against is not None:
            assert against[3] <= line[1] + 1, f"{game} {state}: who plays runs into the line"
    assert states[2][1].endswith("still a mistake") and part.line.text
