"""What a mode decides comes next: the values its hooks return (game/modes/base.py).

A mode never touches a screen or the window: it answers with a few of these, in order, and the
screen side carries them out (the scenes' mode_steps.py). Pure values, so a mode's decisions are
tested without a window."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:                       # for the fields' types only
    from game.core.campaign import Campaign, Stop
    from game.core.session import MatchSession
    from game.core.state import Move


@dataclass(frozen=True)
class ShowResults:
    """The results card over the board."""


@dataclass(frozen=True)
class ToTitle:
    """Back to the title screen (everything else closed)."""


@dataclass(frozen=True)
class ToTutorials:
    """Back to the list of tutorials (the one below, or a fresh one)."""


@dataclass(frozen=True)
class ToCampaignMap:
    """Back to the campaign map (the one below, or a fresh one), told how the stop went
    (`won` None: the stop was left before its end)."""
    campaign: Campaign
    stop: Stop
    won: bool | None


@dataclass(frozen=True)
class NewMatch:
    """This mode's new match in place of the one on screen (restart, rematch): `mode` plays it."""
    session: MatchSession
    mode: object        # a Mode (game/modes/base.py, which imports this module)


@dataclass(frozen=True)
class OpenMode:
    """A match of another mode above this one (the review, a practice, a watch)."""
    mode: object        # a Mode


@dataclass(frozen=True)
class LeaveToBelow:
    """Close this match and what is above it: back to the scene below it."""


@dataclass(frozen=True)
class BackToStart:
    """The screen looks back at the first move (a review's restart)."""


@dataclass(frozen=True)
class Notice:
    """A notice to show (`kind` "info" or "error"; `seconds` None: the usual time)."""
    text: str
    kind: str = "info"
    seconds: float | None = None


@dataclass(frozen=True)
class Sound:
    """A sound effect of the match's game: "win", "lose", "click", "error"..."""
    name: str


@dataclass(frozen=True)
class PlayMove:
    """Play this move for the seat to move, through the screen's move path (its animation)."""
    move: Move


@dataclass(frozen=True)
class CloseWindow:
    """Close the window (the command line's watch, at its end or when the viewer leaves)."""


Step = (ShowResults | ToTitle | ToTutorials | ToCampaignMap | NewMatch | OpenMode | LeaveToBelow | BackToStart
        | Notice | Sound | PlayMove | CloseWindow)
Steps = tuple[Step, ...]     # a hook's answer, carried out in order
