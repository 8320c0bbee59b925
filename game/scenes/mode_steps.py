"""The screen side of the modes: a match of a mode on its game's screen (`make_screen`,
`begin`), and what a mode's hook decided carried out (`carry_out`, the steps of
game/modes/steps.py). Modes decide; this is the one place that acts on their decisions."""
from __future__ import annotations

import weakref

import pyglet

from game.catalog import screen_class
from game.modes.steps import (BackToStart, CloseWindow, LeaveToBelow, NewMatch, Notice, OpenMode, PlayMove,
                              ShowResults, Sound, Steps, ToCampaignMap, ToTitle, ToTutorials)
from game.scenes.directory import make_scene
from game.ui import theme

MAP_SCENE = "campaign"


# ---- the seats' colours a mode declares (a couch match seated in the lobby) -----------------------
class _ChosenColours:
    """Whose seat colours stand in for the palette now: the mode's that declared them, until its
    match is left or the mode is dropped (after a crash, say), unless a newer mode chose its own."""

    def __init__(self):
        self.owner = 0                          # id of the mode whose colours are chosen (0: none)
        self._watched: weakref.WeakSet = weakref.WeakSet()

    def choose(self, mode) -> None:
        if not mode.seat_colours:
            return
        theme.choose_player_colours(list(mode.seat_colours))
        self.owner = id(mode)
        if mode not in self._watched:
            self._watched.add(mode)
            weakref.finalize(mode, self.release, id(mode))

    def release(self, owner: int) -> None:
        if self.owner == owner:
            self.owner = 0
            theme.choose_player_colours(None)


chosen_colours = _ChosenColours()


# ---- a mode's match on screen ---------------------------------------------------------------------
def make_screen(mode, session=None, kind=None):
    """The game screen (of class `kind`, else the game's own) on `session` (else a new match of
    the mode), the mode's seat colours chosen."""
    session = session if session is not None else mode.new_session()
    chosen_colours.choose(mode)
    return (kind or screen_class(session.game.name))(session, mode)


def begin(window, mode, replace: bool = False) -> None:
    """Start a new match of `mode` and show it (replacing the top scene, or above it)."""
    screen = make_screen(mode)
    if replace:
        window.scenes.replace(screen)
    else:
        window.scenes.push(screen)


# ---- a mode's decisions carried out ----------------------------------------------------------------
def carry_out(screen, steps: Steps) -> None:
    """Do what a hook of `screen`'s mode returned, in order."""
    window = screen.window
    scenes = window.scenes
    for step in steps:
        if isinstance(step, Sound):
            screen.play(step.name)
        elif isinstance(step, Notice):
            if step.seconds is None:
                window.notify(step.text, step.kind)
            else:
                window.notify(step.text, step.kind, seconds=step.seconds)
        elif isinstance(step, ShowResults):
            scenes.push(make_scene("results", screen), fade=False)
        elif isinstance(step, ToTitle):
            chosen_colours.release(id(screen.mode))
            scenes.reset(make_scene("title"))
        elif isinstance(step, ToTutorials):
            if scenes.find("tutorials") is not None:
                scenes.pop_to("tutorials")
            else:           # opened some other way (a test, a shortcut): the list is built fresh
                scenes.reset(make_scene("tutorials"))
        elif isinstance(step, ToCampaignMap):
            _back_to_map(scenes, step)
        elif isinstance(step, NewMatch):
            # overlays above the old screen close, and the new one takes its place
            scenes.pop_to_scene(screen, fade=False)
            scenes.replace(make_screen(step.mode, step.session, type(screen)))
        elif isinstance(step, OpenMode):
            begin(window, step.mode)
        elif isinstance(step, LeaveToBelow):
            scenes.pop_to_scene(screen, fade=False)
            scenes.pop()
        elif isinstance(step, BackToStart):
            scenes.pop_to_scene(screen, fade=False)
            screen.replay_to(0)
        elif isinstance(step, PlayMove):
            if not screen.apply_move(step.move):
                screen.mode.refused(screen.session)
        elif isinstance(step, CloseWindow):
            pyglet.app.exit()
        else:
            raise TypeError(f"a mode returned {step!r}, which is not a step of game/modes/steps.py")


def _back_to_map(scenes, step: ToCampaignMap) -> None:
    """Pop back to the map (or make one), which then shows how the stop went."""
    map_scene = scenes.find(MAP_SCENE)
    below = map_scene is not None
    if not below:
        map_scene = make_scene(MAP_SCENE, campaign=step.campaign)
    if step.won is not None:
        map_scene.match_finished(step.stop, step.won)
    if below:
        scenes.pop_to(MAP_SCENE)
    else:
        scenes.reset(make_scene("title"), fade=False)
        scenes.push(map_scene)
