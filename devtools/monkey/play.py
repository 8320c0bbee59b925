"""What the monkey does once it is somewhere: in a match, mostly legal moves through the screen's
own move path (`GameScreen.submit_move`, as a click or a key on the board ends in), with undo and
redo storms, pause and resume, leaving mid-animation and random input between; on the results
card, its buttons (Review most); in the review, stepping, the mistakes and "Try it again"; on the
other screens, random input for a while."""
from __future__ import annotations

from pyglet.window import key

from devtools.monkey.moves import choose, extremes
from devtools.monkey.report import screen_label

MATCH_STEPS = 1500          # inputs in one match before the monkey moves on
REVIEW_STEPS = 120
PRACTICE_STEPS = 200
TRIES_PER_REVIEW = 2        # "Try it again" matches in one visit of the review
BROWSE_STEPS = 40           # random input on a screen that is not a match


def device_of(screen) -> str:
    seat = screen.session.seat_to_move()
    device = getattr(seat, "device", "") or "any"
    return "kbm" if device in ("any", "") else device


def lesson_move(screen, rng):
    """The move the lesson waits for (the learner's part), most of the time."""
    lesson = screen.lesson
    step = lesson.step if lesson is not None else None
    expected = list(getattr(step, "expect", ()) or ())
    if expected and rng.random() < 0.9:
        try:
            return screen.session.state.text_to_move(rng.choice(expected))
        except ValueError:
            return None
    return None


def note_extremes(m, screen) -> None:
    """The extremes reached, for the summary: the most small-state tokens on one state in Margin of
    Error, its last week, the deepest split in Fractal territory, the biggest number in Grundy."""
    state = screen.session.state
    game = screen.game.name
    tally = m.tally
    for what, figure in extremes(state, game).items():
        tally.peak(f"{game}: {what}", figure)
    tally.peak(f"{game}: moves in one match", len(screen.session.moves))


def play_match(m, screen, steps: int = MATCH_STEPS):
    """Play `screen`'s match until it is left, or `steps` inputs are spent."""
    rng = m.rng
    # most matches are played to their end (the late states are the point); some are left midway
    habits: dict = {"to the end": rng.random() < 0.8}
    for _ in range(steps):
        if m.window.scenes.busy:
            yield 1
            continue
        scene = m.scene
        if scene is not screen:
            if not on_stack(m, screen):
                return                      # left (leave, rematch, a lesson's end)
            done = yield from overlay(m, scene, screen, habits)
            if done:
                return
            continue
        note_extremes(m, screen)
        session = screen.session
        roll = rng.random()
        if screen.review is not None:
            yield from review(m, screen)
            return
        if session.is_over() or session.in_replay:
            if roll < 0.3 or session.in_replay:
                m.inputs.key(key.RETURN)     # past the animation, back to the live game
            yield 2
            continue
        device = device_of(screen)
        if screen.lesson is not None and screen.lesson.waiting_for_dismiss():
            m.inputs.key(key.RETURN)         # the coach's next note
        elif screen.may_play(device) and not (screen.is_animating() and roll < 0.5):
            yield from turn(m, screen, device, habits, roll)
        elif screen.is_animating() and roll < 0.4:
            m.inputs.key(key.RETURN)         # skip the animation, as a player in a hurry
        elif roll < 0.1:
            m.inputs.noise()
        yield rng.randint(1, 2)
    yield from leave(m, screen)


def turn(m, screen, device: str, habits: dict, roll: float):
    """A person's turn: mostly a legal move; now and then a storm of undos and redos, the pause
    menu, random input, or leaving while the move's animation plays."""
    rng, inputs = m.rng, m.inputs
    if roll < 0.04:
        count = rng.randint(3, 40)
        for _ in range(count):
            inputs.undo()
        m.tally.notes["undo storms"] += 1
        if rng.random() < 0.7:
            for _ in range(rng.randint(1, count + 3)):
                inputs.redo()
        return
    if roll < 0.06:
        inputs.key(key.ESCAPE)             # pause; the overlay step resumes or goes elsewhere
        return
    if roll < 0.12:
        inputs.noise()
        return
    move = lesson_move(screen, rng) if screen.lesson is not None else None
    if move is None:
        move = choose(screen.session.state, screen.game.name, rng, habits)
    if move is None:
        return
    if screen.submit_move(move, device):
        m.tally.moves[screen.game.name] += 1
        if screen.is_animating() and not habits["to the end"] and rng.random() < 0.03:
            m.tally.notes["left mid-animation"] += 1
            yield from leave(m, screen)


def on_stack(m, screen) -> bool:
    return any(scene is screen for scene in m.window.scenes.stack)


def overlay(m, scene, screen, habits=None):
    """A scene over the match: the pause menu, the results, the rules or settings from the pause
    menu. True when the monkey has left the match from it."""
    rng = m.rng
    name = getattr(scene, "scene_name", None)
    staying = habits is not None and habits["to the end"]
    if name == "pause":
        roll = rng.random()
        buttons = list(scene.buttons.values())
        if roll < 0.7 or (staying and roll < 0.9):
            m.inputs.key(key.ESCAPE if rng.random() < 0.8 else key.F10)       # resume
        elif roll < 0.9 or staying:
            # rules, settings, the results again; a restart now and then
            others = buttons[1:-1]
            restart = [b for b in others if b.label.text == screen.mode.restart_label]
            chosen = restart[0] if restart and rng.random() < 0.15 else rng.choice(others)
            if chosen in restart and staying:
                chosen = buttons[0]
            m.inputs.click_widget(chosen)
        else:
            m.inputs.click_widget(buttons[-1])  # leave
            yield 2
            return not on_stack(m, screen) or m.scene is not screen
        yield 2
        return False
    if name == "results":
        return (yield from results(m, scene, screen))
    if rng.random() < 0.7:
        m.inputs.noise()
    else:
        m.inputs.key(key.ESCAPE)
    yield 2
    return False


def results(m, card, screen):
    """The results card: Review most, else Rematch, View board or the way out."""
    rng = m.rng
    buttons = {w.label.text: w for w in card.ui.widgets}
    roll = rng.random()
    if "Review" in buttons and roll < 0.5:
        m.inputs.click_widget(buttons["Review"])
        yield 3
        for _ in range(200):                # the review opens with a fade
            if not m.window.scenes.busy:
                break
            yield 1
        if getattr(m.scene, "review", None) is not None:
            yield from review(m, m.scene)
        return True
    if roll < 0.6:
        m.inputs.key(key.ESCAPE)            # view the board (a campaign stop: back to the map)
        yield 2
        return m.scene is not screen and not on_stack(m, screen)
    choice = rng.choice(list(buttons.values()))
    m.inputs.click_widget(choice)
    yield 2
    return m.scene is not card


def review(m, screen, steps: int = REVIEW_STEPS):
    """The review: step through the match, jump between mistakes, try one again, then leave."""
    m.tally.notes["reviews"] += 1
    rng = m.rng
    tries = 0
    for _ in range(steps):
        if m.window.scenes.busy:
            yield 1
            continue
        scene = m.scene
        if scene is not screen:
            if not on_stack(m, screen):
                return
            if getattr(scene, "session", None) is not None and getattr(scene.mode, "name", "") == "practice":
                m.tally.notes["tries again"] += 1
                tries += 1
                yield from play_match(m, scene, PRACTICE_STEPS)
                if tries >= TRIES_PER_REVIEW:
                    break
                continue
            yield from overlay(m, scene, screen)
            continue
        roll = rng.random()
        if roll < 0.5:
            m.inputs.key(rng.choice([key.LEFT, key.RIGHT, key.RIGHT]))
        elif roll < 0.7:
            m.inputs.key(rng.choice([key.UP, key.DOWN]))
        elif roll < 0.8:
            m.inputs.key(key.RETURN)             # try it again, on a mistake
        elif roll < 0.85 and screen.review.btn_try.enabled:
            m.inputs.click_widget(screen.review.btn_try)
        elif roll < 0.92:
            rect = getattr(screen.review, "graph_rect", None)
            if rect is not None:                 # a click or a drag on the graph
                l, b, w, h = rect
                start = (l + rng.uniform(0, w), b + h / 2)
                m.inputs.drag(start, (l + rng.uniform(0, w), b + h / 2), rng.randint(1, 6))
        else:
            m.inputs.noise()
        yield rng.randint(1, 2)
    yield from leave(m, screen)


def leave(m, screen):
    """Esc and the pause menu's last entry (save and quit, leave the lesson, back to the map)."""
    for _ in range(12):
        if not on_stack(m, screen):
            return
        if m.window.scenes.busy:
            yield 1
            continue
        scene = m.scene
        name = getattr(scene, "scene_name", None)
        if name == "pause":
            m.inputs.click_widget(list(scene.buttons.values())[-1])
        elif name == "results":
            m.inputs.click_widget(scene.ui.widgets[-1])
        else:
            m.inputs.key(key.ESCAPE)
        yield 3


def browse(m, steps: int = BROWSE_STEPS):
    """Random input on a screen that is not a match (settings, profiles): keys, clicks, typing."""
    start = m.scene
    for _ in range(steps):
        if m.scene is not start and not m.window.scenes.busy:
            if screen_label(m.scene) not in ("settings", "profiles", "rules"):
                return
        roll = m.rng.random()
        if roll < 0.5:
            m.inputs.key(m.rng.choice([key.UP, key.DOWN, key.LEFT, key.RIGHT, key.RETURN, key.TAB]))
        else:
            m.inputs.noise()
        yield m.rng.randint(1, 3)
