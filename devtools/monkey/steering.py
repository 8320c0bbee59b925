"""Where the monkey goes: targets ("a quick match of Dodgson", "the campaign", "Past matches"),
chosen in a shuffled round so that every one comes up, and the way there through the menus by
keys and clicks, one input a step, whatever screen it finds itself on (random input on the way
may take it anywhere). A target not reached in MAX_STEPS steps is given up for the title, set by
the scene manager itself as the menus would."""
from __future__ import annotations

from pyglet.window import key

from game.scenes.directory import make_scene
from game.ui.widgets import Button
from game.ui.widgets.value_rows import ChoiceRow, StopSliderRow

MAX_STEPS = 160             # inputs spent going somewhere before giving up
MENU_NOISE = 0.06           # the share of random input on the way

# the title's entry each target goes through
TITLE_ENTRY = {"quick": "quick", "couch": "couch", "lesson": "tutorials", "campaign": "campaign",
               "settings": "settings", "profiles": "profile", "past": "past", "continue": "continue"}
CLICKED_ENTRIES = ("profile", "past")      # top right, out of the arrows' column: clicked


def all_targets(games: list[str]) -> list[tuple]:
    targets = [(kind, game) for game in games for kind in ("quick", "couch", "lesson")]
    targets += [("campaign",), ("settings",), ("profiles",), ("past",), ("continue",)]
    return targets


class Scheduler:
    """Every target once per round, in an order the seed shuffles."""

    def __init__(self, rng, games: list[str]):
        self.rng = rng
        self.targets = all_targets(games)
        self.round: list[tuple] = []

    def next(self) -> tuple:
        if not self.round:
            self.round = list(self.targets)
            self.rng.shuffle(self.round)
        return self.round.pop()


def target_name(target: tuple) -> str:
    return " ".join(target)


# ---- arriving ---------------------------------------------------------------------------------------
def match_mode(scene) -> str | None:
    if getattr(scene, "session", None) is None or getattr(scene, "mode", None) is None:
        return None
    return scene.mode.name


def arrived(m, target: tuple) -> bool:
    scene = m.scene
    if m.window.scenes.busy:
        return False
    kind = target[0]
    mode = match_mode(scene)
    if kind in ("quick", "couch", "lesson"):
        return mode == kind and scene.game.name == target[1]
    if kind == "campaign":
        return mode == "campaign"
    if kind == "continue":
        return mode in ("quick", "couch")
    if kind == "past":                   # a review opened from the Past matches list
        return mode == "review" and m.memory.get("past matches chosen", False)
    return getattr(scene, "scene_name", None) == kind


def go(m, target: tuple):
    """Steer toward `target`, one input a step. Returns (through StopIteration) whether it got there."""
    m.memory["past matches chosen"] = False
    for _ in range(MAX_STEPS):
        if arrived(m, target):
            return True
        if m.rng.random() < MENU_NOISE:
            m.inputs.noise()
        elif not step(m, target):
            return False                # the way is shut (no match kept yet for Past matches)
        yield m.rng.randint(1, 3)
    m.tally.notes["targets given up"] += 1
    m.window.scenes.reset(make_scene("title"), fade=False)
    yield 2
    return False


def step(m, target: tuple) -> bool:
    """One input toward the target from where the monkey is; False when it cannot be reached."""
    scene = m.scene
    name = getattr(scene, "scene_name", None)
    kind = target[0]
    if name == "title":
        return title_step(m, scene, TITLE_ENTRY[kind])
    if name in ("quick-match", "couch") and name == {"quick": "quick-match", "couch": "couch"}.get(kind):
        setup_step(m, scene, target[1])
    elif name == "lobby" and kind == "couch":
        lobby_step(m, scene)
    elif name == "tutorials" and kind == "lesson":
        lessons_step(m, scene, target[1])
    elif name == "campaign" and kind == "campaign":
        campaign_step(m, scene)
    elif name == "past-matches" and kind == "past":
        m.inputs.key(m.rng.choice([key.DOWN, key.RETURN, key.RETURN]))
        m.memory["past matches chosen"] = True
    elif name == "saved-matches" and kind == "continue":
        m.inputs.key(m.rng.choice([key.DOWN, key.RETURN, key.RETURN]))
    else:
        back_step(m, scene)
    return True


def title_step(m, title, entry: str) -> bool:
    entries = title.entries
    if entry not in entries:
        return False
    focused = title.focused_key()
    if entry in CLICKED_ENTRIES or m.rng.random() < 0.15:
        m.inputs.click_widget(entries[entry])
    elif focused == entry:
        m.inputs.key(key.RETURN)
    else:
        order = list(entries)
        here = order.index(focused) if focused in order else 0
        m.inputs.key(key.DOWN if order.index(entry) > here else key.UP)
    return True


def setup_step(m, setup, game: str) -> None:
    """Quick match or Couch: the game, a few options pushed about (to their ends as often as not),
    the Easy bot, Start."""
    rng = m.rng
    focused = setup.ui.focused
    if setup.choice.name != game:
        if focused is not setup.games:
            m.inputs.key(key.ESCAPE)          # back to the game list
            return
        names = [c.name for c in setup.choices]
        m.inputs.key(key.DOWN if names.index(game) > setup.selected else key.UP)
        return
    if focused is setup.games:
        m.inputs.key(key.RETURN)              # into the options
        return
    if focused is setup.start:
        m.inputs.key(key.RETURN)
        return
    difficulty = getattr(setup, "difficulty", None)
    if focused is difficulty and difficulty is not None and difficulty.value != "easy":
        m.inputs.key(key.LEFT)
        return
    if isinstance(focused, (ChoiceRow, StopSliderRow)) and focused is not difficulty and rng.random() < 0.35:
        arrow = rng.choice([key.LEFT, key.RIGHT])
        for _ in range(rng.choice([1, 1, 2, 8])):      # 8: to the end of the choices
            m.inputs.key(arrow)
        return
    if isinstance(focused, Button) and focused is setup.rules and rng.random() < 0.1:
        m.inputs.key(key.RETURN)              # the rules page, then back
        return
    m.inputs.key(key.DOWN)


def lobby_step(m, lobby) -> None:
    """Join on the arrows (Enter), sometimes on WASD (Space) and the pad, bots in the free seats
    (Tab), then start."""
    seating, rng = lobby.seating, m.rng
    seated = set(seating.devices())
    if "kbm" not in seated:
        m.inputs.key(key.RETURN)
    elif "wasd" not in seated and not seating.full() and rng.random() < 0.4:
        m.inputs.key(key.SPACE)
    elif m.inputs.pad is not None and "pad1" not in seated and not seating.full() and rng.random() < 0.3:
        m.inputs.pad_button("a")
    elif not seating.full():
        m.inputs.key(key.TAB)
    elif rng.random() < 0.3:
        m.inputs.click_widget(lobby.start_button)
    else:
        m.inputs.key(key.RETURN)


def lessons_step(m, tutorials, game: str) -> None:
    """A lesson of the game, chosen at random once and walked to with the arrows."""
    entries = tutorials.list.entries
    wanted = [i for i, e in enumerate(entries) if e.enabled and e.data.game == game]
    if not wanted:
        back_step(m, tutorials)
        return
    goal = m.memory.setdefault(("lesson", game), m.rng.choice(wanted))
    if goal not in wanted:
        goal = m.memory[("lesson", game)] = wanted[0]
    here = tutorials.list.selected
    if here == goal:
        m.inputs.key(key.RETURN)
    else:
        m.inputs.key(key.DOWN if goal > here else key.UP)


def campaign_step(m, campaign) -> None:
    """The map: Enter opens the briefing (or the introduction); Enter on the card plays; now and then
    another stop or the card's other buttons."""
    roll = m.rng.random()
    if roll < 0.75:
        m.inputs.key(key.RETURN)
    elif roll < 0.9:
        m.inputs.key(m.rng.choice([key.LEFT, key.RIGHT, key.UP, key.DOWN, key.TAB]))
    else:
        m.inputs.key(key.ESCAPE)


def back_step(m, scene) -> None:
    """Toward the title: Esc, and from a match's pause menu its last entry (leave)."""
    name = getattr(scene, "scene_name", None)
    if name == "pause":
        leave = list(scene.buttons.values())[-1]
        if scene.ui.focused is leave:
            m.inputs.key(key.RETURN)
        elif m.rng.random() < 0.3:
            m.inputs.click_widget(leave)
        else:
            m.inputs.key(key.UP)
        return
    if name == "results":
        last = scene.ui.widgets[-1]
        if scene.ui.focused is last:
            m.inputs.key(key.RETURN)
        else:
            m.inputs.click_widget(last)
        return
    m.inputs.key(key.ESCAPE)         # a name being typed on Profiles is given up the same way
