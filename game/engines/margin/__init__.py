"""Margin of Error: nine weeks of campaigning for 270 electoral votes, with dice (seed:
margin-of-error.txt). Modules, each importing only those listed above it:

move.py       the move as a typed value (MarginMove)
scenario.py   the boards, charts and tables, read from levels/margin/*.toml
charts.py     reading the charts; the poll track, safe states, the count per state
plan.py       a week's itinerary and which placements the rules allow
notation.py   moves as text (docs/notation/margin.md)
opponent.py   the solo game's scripted opponent
resolve.py    the week's steps after planning, die by die; election night
odds.py       the bots: exact odds of each kind of roll
outlook.py    the bots: each state's chance at the count from each square
heuristic.py  the bots' evaluation (an expectation over the dice)
state.py      the position (MarginState)
planner.py    the bots' planner and the screen's "Suggest" (imported when a bot is made)
rules.py      the game as a whole (MarginGame, GAME): options, setup, bots
"""
from game.engines.margin.move import MarginMove
from game.engines.margin.rules import GAME, MarginGame, MarginState

__all__ = ["GAME", "MarginGame", "MarginMove", "MarginState"]
