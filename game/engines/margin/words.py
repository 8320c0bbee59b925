"""Margin of Error's dice in words: a run of dice rolled one after another (a week's campaign
stops, ads and fundraising; election night's last rolls) listed as one entry that says what
they did ("Week 3's 14 dice: Democrats gain 3 squares"), not as "Die 3" row after row.
The notation ("die 3") stays for records and the command line. Pure Python: no drawing here."""
from __future__ import annotations

from game.engines.margin.charts import toward
from game.engines.margin.move import (
    ACCEPT, AD, CAMP, CAPITAL_MOVE, DIE, END, ENDORSE, FUND, IGNORE, LAST, MEDIA, VP, MarginMove,
)
from game.engines.margin.outcome_words import flips_words, state_flips
from game.engines.margin.plan import CAPITAL_TITLES
from game.engines.margin.scenario import DEMOCRAT

PARTIES = ("Democrats", "Republicans") if DEMOCRAT == 0 else ("Republicans", "Democrats")
SHORT_PARTIES = ("Dems", "Reps") if DEMOCRAT == 0 else ("Reps", "Dems")
DIE_PREFIX = "die "


def is_die(text: str) -> bool:
    return text.startswith(DIE_PREFIX)


def dice_runs(moves: list[str]) -> list[tuple[int, int]]:
    """The record's moves as list entries (start, end exclusive): each run of dice one entry,
    every other move its own."""
    entries: list[tuple[int, int]] = []
    for i, text in enumerate(moves):
        if is_die(text) and entries and is_die(moves[entries[-1][0]]) and entries[-1][1] == i:
            entries[-1] = (entries[-1][0], i + 1)
        else:
            entries.append((i, i + 1))
    return entries


def _when(before) -> tuple[str, str]:
    """When dice are rolled, as a name and its possessive: ("Week 3", "Week 3's")."""
    if before.phase in ("last", "over") or before.week > before.scenario.weeks or _election_night(before):
        return "Election night", "Election night's"
    return f"Week {before.week}", f"Week {before.week}'s"


def _election_night(state) -> bool:
    task = state.task
    return task is not None and task[0] in ("last", "final", "final_start")


def dice_labels(before, after, count: int) -> list[str]:
    """A run of `count` dice, from state `before` to state `after`, in words, richest first: the
    states that changed hands and the votes gained, as the week's summary card says them (a sum
    of squares alone can favour one side in a week the other took a big state); with none
    changing hands, the squares the polls moved, summed over the states."""
    when, whose = _when(before)
    dice = "1 die" if count == 1 else f"{count} dice"
    cash = [a - b for a, b in zip(after.cash, before.cash)]
    raised = [f"{PARTIES[side]} raise ${cash[side]}" for side in (0, 1) if cash[side] > 0]
    flips = state_flips(before.scenario, before.polls, after.polls)
    if flips:
        moved = flips_words(flips)
        votes = [after.votes()[side] - before.votes()[side] for side in (0, 1)]
        gainer = 0 if votes[0] > 0 else 1
        short = f"{SHORT_PARTIES[gainer]} +{votes[gainer]}" if votes[gainer] else f"{len(flips)} flip"
    else:
        # squares the polls moved, summed over the states, from the Democrats' side
        swing = sum((a - b) * toward(DEMOCRAT) for a, b in zip(after.polls, before.polls))
        if swing == 0:
            moved, short = "the polls hold", "polls hold"
        else:
            side = DEMOCRAT if swing > 0 else 1 - DEMOCRAT
            squares = "1 square" if abs(swing) == 1 else f"{abs(swing)} squares"
            moved, short = f"{PARTIES[side]} gain {squares}", f"{SHORT_PARTIES[side]} gain {abs(swing)}"
    rich = f"{whose} {dice}: {moved}" + "".join(f", {r}" for r in raised)
    return list(dict.fromkeys([rich, f"{whose} {dice}: {moved}", f"{when} dice: {moved}",
                               f"{when} dice: {short}", f"{when}: {short}", f"{when}: {dice}"]))


def move_phrase(scenario, move: MarginMove) -> str:
    """A planning move or a die in words that follow the side's name ("campaigns in Ohio",
    "runs TV ads in the Rust Belt", "rolls a 4"): the post-game review speaks in them."""
    kind = move.kind
    if kind == DIE:
        return f"rolls a {move.face}"
    if move.names_state:
        name = scenario.states[move.state].name
        return {CAMP: f"campaigns in {name}", VP: f"sends the running mate to {name}",
                ENDORSE: f"wins an endorsement in {name}", LAST: f"puts a small-state token on {name}"}[kind]
    if kind == AD:
        return f"runs TV ads in the {scenario.regions[move.region].name}"
    if kind == CAPITAL_MOVE:
        return f"spends political capital on {CAPITAL_TITLES.get(move.favour, move.favour).lower()}"
    if kind == IGNORE:
        return f"ignores the {move.face} with {CAPITAL_TITLES.get(move.favour, move.favour).lower()}"
    return {FUND: "holds a fundraising day", MEDIA: "holds a media day", END: "ends the week's planning",
            ACCEPT: "takes the gaffe"}.get(kind, kind)


ROW_WORDS = {CAMP: "Day in", VP: "Running mate to", ENDORSE: "Endorse", LAST: "Token on"}
PLAIN_ROWS = {FUND: "Fundraising day", MEDIA: "Media day", END: "End planning", ACCEPT: "Gaffe taken"}


def move_rows(before, move: MarginMove) -> list[str]:
    """The move list's row for `move` played in state `before`, longest first ("Day in
    Pennsylvania", "Day in PA"); a die says what it did ("Week 3's 1 die: Democrats gain 1
    square"), as a run of dice does."""
    scenario = before.scenario
    kind = move.kind
    if kind == DIE:
        after = before.clone()
        after.apply(move)
        return dice_labels(before, after, 1)
    if move.names_state:
        info = scenario.states[move.state]
        return [f"{ROW_WORDS[kind]} {info.name}", f"{ROW_WORDS[kind]} {info.code}"]
    if kind == AD:
        return [f"TV ads: {scenario.regions[move.region].name}"]
    if kind == CAPITAL_MOVE:
        return [CAPITAL_TITLES.get(move.favour, move.favour)]
    if kind == IGNORE:
        favour = CAPITAL_TITLES.get(move.favour, move.favour)
        return [f"{favour}: ignore the {move.face}", f"Ignore the {move.face}"]
    return [PLAIN_ROWS.get(kind, kind)]
