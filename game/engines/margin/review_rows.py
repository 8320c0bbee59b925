"""Margin of Error's review, row by row: the decisions a player made, as the review lists them
(game.core.review_model.ReviewRow), not its 200-odd moves one by one.

    week_rows(start, moves)         [(first, last, end)]: positions of the record (0 is the start)
    row_title(before)               "Week 3", "Week 3 gaffe", "Election night"

A row is one seat's decision: its moves are played from `first` to `last`, then the dice (and
the solo opponent's rolls) that follow are its outcome, to `end`, where the next row begins.

* A week's plan: the campaign's placements up to and including its "end" move. With two seats
  the campaigns plan in turns (the one with more days left places next, state.py), so their
  moves interleave; the week's planning is cut in two where each side of the cut holds most of
  one seat's moves and the second seat is to move, and the week's dice follow the second row.
* A gaffe's answer (take it, or spend a favour to ignore a die): a row of its own, mid-week;
  the dice after it are its outcome.
* Election night: each campaign's small-state tokens are a row (the first to place, then the
  other), the night's rolls and the count the outcome of the last. With no tokens to place,
  the night's rolls are a row with no decision (`first == last`, no seat).

Pure Python: positions are replayed from the start, and only the moves' kinds are read.
"""
from __future__ import annotations

from game.core.state import CHANCE

PLAN_ROW, GAFFE_ROW, NIGHT_ROW = "plan", "gaffe", "night"


def _kind_of(state) -> str:
    """What a decision at `state` is part of: a week's plan, a gaffe's answer, election night."""
    if state.election_night():
        return NIGHT_ROW
    return PLAN_ROW if state.phase == "plan" else GAFFE_ROW


def _seats_and_spans(start, moves):
    """Who moved at each position (CHANCE for a roll), and the record's spans of one kind of
    decision with the rolls after them, as [first, last, end, kind, week]."""
    state = start.clone()
    seats: list[int] = []
    spans: list[list] = []
    for index, text in enumerate(moves):
        seat = state.current_player()
        seats.append(seat)
        if seat == CHANCE:
            night = state.election_night()
            if spans and (not night or spans[-1][3] == NIGHT_ROW):
                spans[-1][2] = index + 1
            else:                         # the night's rolls with no token placed before them
                spans.append([index, index, index + 1, NIGHT_ROW if night else PLAN_ROW, state.week])
        else:
            kind, week = _kind_of(state), state.week
            last = spans[-1] if spans else None
            if last is not None and last[3] == kind and last[4] == week and last[1] == last[2] == index:
                last[1] = last[2] = index + 1
            else:
                spans.append([index, index + 1, index + 1, kind, week])
        state.apply(state.text_to_move(text))
    return seats, spans


def _cut(seats: list[int], first: int, last: int) -> int | None:
    """Where two seats' interleaved plans split (the position the second row starts at): the
    second seat is to move there, and the two sides hold as many of their own seat's moves as
    any cut would; of such cuts, the one that shares them out most evenly. None when one seat
    made every move."""
    leader = seats[first]
    best, best_key = None, None
    for cut in range(first + 1, last):
        if seats[cut] == leader:
            continue
        other = seats[cut]
        mine = sum(1 for i in range(first, cut) if seats[i] == leader)
        theirs = sum(1 for i in range(cut, last) if seats[i] == other)
        key = (mine + theirs, min(mine, theirs))
        if best_key is None or key > best_key:
            best, best_key = cut, key
    return best


def _runs(seats: list[int], first: int, last: int) -> list[int]:
    """The positions where a new seat starts deciding within first..last (first included)."""
    return [i for i in range(first, last) if i == first or seats[i] != seats[i - 1]]


def week_rows(start, moves) -> list[tuple[int, int, int]]:
    """The review's rows of the record `moves` played from `start` (see the module's doc)."""
    seats, spans = _seats_and_spans(start, moves)
    rows: list[tuple[int, int, int]] = []
    for first, last, end, kind, _week in spans:
        if first == last:
            rows.append((first, last, end))
            continue
        if kind == PLAN_ROW:
            cut = _cut(seats, first, last)
            starts = [first] if cut is None else [first, cut]
        else:                             # tokens and gaffes: one seat decides at a time
            starts = _runs(seats, first, last)
        bounds = starts + [last]
        for a, b in zip(bounds, bounds[1:]):
            rows.append((a, b, end if b == last else b))
    return rows


def row_title(before) -> str:
    """A row's title from the position it starts at: "Week 3", "Week 3 gaffe", "Election night"."""
    if before.is_terminal() or _kind_of(before) == NIGHT_ROW:
        return "Election night"
    if before.phase == "plan" or before.is_chance_node():       # a week's plan, or its dice alone
        return f"Week {before.week}"
    return f"Week {before.week} gaffe"


def _days(count: int) -> str:
    return "1 day" if count == 1 else f"{count} days"


def _places(counts: dict[str, int], unit: bool = True) -> str:
    """ "Ohio (2 days) and Florida": places in the order first played, a count past one."""
    named = [f"{name} ({_days(n) if unit else n})" if n > 1 else name for name, n in counts.items()]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


def decision_words(before, moves) -> str:
    """The moves `moves` (notation) of the seat to move at `before`, from the row's first position,
    summed up in words that follow the side's name: "campaigns in Ohio (2 days) and Florida,
    sends the running mate to Florida, raises funds for 3 days and ends planning". The other
    seat's moves inside the row (two seats plan in turns) are theirs, not said here."""
    from game.engines.margin.plan import CAPITAL_TITLES
    from game.engines.margin.words import move_phrase
    sc = before.scenario
    seat = before.current_player()
    state = before.clone()
    camp: dict[str, int] = {}
    ads: dict[str, int] = {}
    tokens: dict[str, int] = {}
    endorsed, others = [], []
    fund = media = 0
    for text in moves:
        move = state.text_to_move(text)
        if state.current_player() == seat:
            kind = move.kind
            if kind == "camp":
                camp[sc.states[move.state].name] = camp.get(sc.states[move.state].name, 0) + 1
            elif kind == "ad":
                ads[f"the {sc.regions[move.region].name}"] = ads.get(f"the {sc.regions[move.region].name}", 0) + 1
            elif kind == "last":
                tokens[sc.states[move.state].name] = tokens.get(sc.states[move.state].name, 0) + 1
            elif kind == "endorse":
                endorsed.append(sc.states[move.state].name)
            elif kind == "fund":
                fund += 1
            elif kind == "media":
                media += 1
            elif kind == "capital":
                others.append(f"calls in {CAPITAL_TITLES.get(move.favour, move.favour).lower()}")
            elif kind != "end":
                others.append(move_phrase(sc, move))
        state.apply(move)
    said = []
    if camp:
        said.append(f"campaigns in {_places(camp)}")
    running_mate = [o for o in others if o.startswith("sends the running mate")]
    said += running_mate[-1:]                    # sent again, the last stop stands (plan.vp)
    if endorsed:                                 # the endorsements say the favour called in
        others = [o for o in others if o != "calls in endorsements"]
    others = list(dict.fromkeys(o for o in others if o not in running_mate))
    if ads:
        said.append(f"runs TV ads in {_places(ads)}")
    if fund:
        said.append(f"raises funds for {_days(fund)}")
    if media:
        said.append(f"holds {'a media day' if media == 1 else f'{media} media days'}")
    said += others
    if endorsed:
        said.append(f"wins endorsements in {_places(dict.fromkeys(endorsed, 1))}")
    if tokens:
        said.append(f"puts small-state tokens on {_places(tokens, unit=False)}")
    if not said:
        return "ends the week's planning" if moves else ""
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
