"""Election night's count: once the final margins are rolled, the states are called one by
one, each lighting up on the board in its winner's colour while the running totals climb
on a scoreboard in the tray's place; the count ends on the result (a win, a loss or a
269-269 tie, with the margin in electors), which stays up under the results screen.

States are called from the surest to the closest, so the night ends on the states that
decided it. The week show runs `count(state)` as its last beat; `finish` lands it at once
(skip), and `reset` shows a finished count straight away (a finished match reopened).
"""
from __future__ import annotations

from game.engines.margin.charts import winner_of
from game.scenes.margin.layout import REGIONS_RECT
from game.ui import theme
from game.ui.draw import ShapeBuilder
from game.ui.widgets import make_text
from game.ui.widgets.text import warm_glyphs

CALL_SECONDS = 0.38        # between two states called
CLIMB_SECONDS = 0.35       # a total climbing to its new figure
RESULT_HOLD = 2.2          # the result on screen before the results screen may come
MIDDLE = REGIONS_RECT[0] + REGIONS_RECT[2] / 2     # the result sits over the region boards


def call_order(state) -> list[int]:
    """The states in the order they are called: surest first (furthest from the white
    square), the closest last; ties in board order."""
    return sorted(range(len(state.scenario.states)), key=lambda s: (-abs(state.polls[s]), s))


def result_line(state) -> str:
    """Under the result: the count and the margin in electors."""
    votes = state.votes()
    if state.solo:
        mine, theirs = votes[state.seat_sides[0]], votes[1 - state.seat_sides[0]]
        if mine == theirs:
            return f"{mine} electoral votes each: nobody reaches {state.scenario.votes_to_win}"
        return f"{mine} to {theirs} electoral votes: a margin of {abs(mine - theirs)}"
    if votes[0] == votes[1]:
        return f"{votes[0]} electoral votes each: nobody reaches {state.scenario.votes_to_win}"
    return f"{votes[0]} to {votes[1]} electoral votes: a margin of {abs(votes[0] - votes[1])}"


def result_title(state) -> str:
    outcome = state.outcome()
    if outcome is None:
        return ""
    if outcome.is_draw:
        return "A 269-269 tie"
    if state.solo:
        return "You win!" if outcome.winners else "You lose"
    winner = 0 if state.votes()[0] >= state.scenario.votes_to_win else 1
    return f"The {('Democrats', 'Republicans')[winner]} win!"


class ElectionNight:
    def __init__(self, show):
        self.show = show
        tray = show.tray
        self.rect = (tray.left, tray.bottom, tray.width, tray.height)
        l, b, w, h = self.rect
        cx = l + w / 2
        self.running = False
        self.finished = False
        self.called: list[tuple[int, int]] = []           # (state, winner) in call order
        self.shown = [0.0, 0.0]                           # the totals on screen (climbing)
        self.target = [0, 0]
        self.need = 270
        self.title = make_text("Election night", cx, b + h - 24, theme.SIZE_SMALL, theme.ACCENT, anchor_x="center",
                               display=True)
        self.totals = [make_text("0", l + 26, b + h - 64, 32, theme.player_colour(0), anchor_x="left", bold=True),
                       make_text("0", l + w - 26, b + h - 64, 32, theme.player_colour(1), anchor_x="right",
                                 bold=True)]
        self.names = [make_text("Democrats", l + 28, b + h - 88, theme.SIZE_TINY, theme.TEXT_MUTED),
                      make_text("Republicans", l + w - 28, b + h - 88, theme.SIZE_TINY, theme.TEXT_MUTED,
                                anchor_x="right")]
        self.mark = make_text("270 to win", cx, b + h - 60, theme.SIZE_TINY, theme.CREAM, anchor_x="center")
        self.line = make_text("", cx, b + 20, theme.SIZE_TINY, theme.TEXT_MUTED, anchor_x="center")
        self.result = make_text("", MIDDLE, 400, 46, theme.ACCENT, anchor_x="center", display=True)
        self.result_line = make_text("", MIDDLE, 350, theme.SIZE_BODY, theme.CREAM, anchor_x="center")
        for text in (self.totals[0], self.line, self.result, self.result_line):
            warm_glyphs(text)
        self.card = ShapeBuilder()
        self.bars = ShapeBuilder()
        self.board_marks = ShapeBuilder()
        self.banner = ShapeBuilder()
        self._marks_for = None
        self._bars_for = None
        self._build_card()

    # ---- the count as a beat ---------------------------------------------------------------------
    def reset(self, view) -> None:
        self.running = self.finished = False
        self.called = []
        self._marks_for = None
        if view.phase == "over":
            self.finish(view)

    def count(self, state):
        """The week show's beat: call every state, then show the result."""
        sc = state.scenario
        polls = list(state.polls)
        self.need = sc.votes_to_win
        self.running, self.finished = True, False
        self.line.text = ""
        self.called = []
        self.shown = [float(v) for v in sc.base_votes]
        self.target = list(sc.base_votes)
        self.show.overlays.say(("THE COUNT", "Polls are closing", "surest states first"), ("", ""), theme.ACCENT)
        yield from self.show._wait(CALL_SECONDS * 2)
        for s in call_order(state):
            info = sc.states[s]
            winner = winner_of(polls[s], info.leans)
            self.called.append((s, winner))
            self.target[winner] += info.votes
            side = ("DEMOCRATS", "REPUBLICANS")[winner]
            self.show.overlays.say((f"CALLED FOR THE {side}", info.name, f"{info.votes} electoral votes"),
                                   ("", ""), theme.player_colour(winner))
            yield from self.show._wait(CALL_SECONDS)
        self._show_result(state)
        yield from self.show._wait(RESULT_HOLD)
        self.running = False

    def finish(self, state) -> None:
        """The whole count at once."""
        sc = state.scenario
        self.need = sc.votes_to_win
        self.called = [(s, winner_of(state.polls[s], sc.states[s].leans)) for s in call_order(state)]
        self.target = list(state.votes())
        self.shown = [float(v) for v in self.target]
        self._show_result(state)
        self.running = False

    def _show_result(self, state) -> None:
        votes = state.votes()
        self.shown = [float(v) for v in votes]
        self.finished = True
        outcome = state.outcome()
        self.result.text = result_title(state)
        self.result_line.text = result_line(state)
        lost = state.solo and outcome is not None and not outcome.winners and not outcome.is_draw
        self.result.color = theme.BAD if lost else theme.ACCENT
        self.line.text = "Every state counted"
        self.show.overlays.say(("THE RESULT", self.result.text, f"{votes[0]} to {votes[1]}"), ("", ""),
                               self.result.color)
        w = max(self.result.content_width, self.result_line.content_width) + 110
        self.banner.clear()
        self.banner.rounded_rect(MIDDLE - w / 2 + 4, 318 - 8, w, 130, 20, (0, 0, 0, 120))
        self.banner.rounded_rect(MIDDLE - w / 2, 318, w, 130, 20, (8, 13, 28, 240))
        self.banner.rounded_outline(MIDDLE - w / 2, 318, w, 130, 20, 3, self.result.color)

    # ---- the frame ------------------------------------------------------------------------------------
    def update(self, step: float) -> None:
        if not (self.running or self.finished):
            return
        for i in (0, 1):
            gap = self.target[i] - self.shown[i]
            if gap > 0:
                rate = max(20.0, gap / max(0.05, CLIMB_SECONDS))
                self.shown[i] = min(float(self.target[i]), self.shown[i] + rate * step)

    def draw_board_marks(self, board) -> None:
        """The called states, filled in their winner's colour on the board."""
        if not self.called:
            return
        key = (len(self.called), id(board))
        if key != self._marks_for:
            self._marks_for = key
            sb = self.board_marks
            sb.clear()
            for s, winner in self.called:
                l, b, w, h = board.state_rect(s)
                colour = theme.player_colour(winner)
                sb.rounded_rect(l - 1, b - 1, w + 2, h + 2, 6, theme.with_alpha(colour, 70))
                sb.rounded_outline(l - 2, b - 2, w + 4, h + 4, 6, 2.5, theme.with_alpha(colour, 235))
        self.board_marks.draw()

    def draw(self) -> None:
        if not (self.running or self.finished):
            return
        self.card.draw()
        figures = (round(self.shown[0]), round(self.shown[1]))
        if figures != self._bars_for:
            self._bars_for = figures
            self._build_bars(figures)
            for text, figure in zip(self.totals, figures):
                text.text = str(figure)
        self.bars.draw()
        self.title.draw()
        self.mark.draw()
        for text in self.totals + self.names:
            text.draw()
        if self.line.text:
            self.line.draw()
        if self.finished and self.result.text:
            self.banner.draw()
            self.result.draw()
            self.result_line.draw()

    # ---- shapes -----------------------------------------------------------------------------------------
    def _build_card(self) -> None:
        l, b, w, h = self.rect
        sb = self.card
        sb.rounded_rect(l + 3, b - 6, w, h, 16, (0, 0, 0, 110))
        sb.rounded_rect(l, b, w, h, 16, (12, 18, 38, 255))
        sb.gradient_rect(l + 2, b + h * 0.5, w - 4, h * 0.5 - 2, (12, 18, 38, 0), (40, 56, 96, 120))
        sb.rounded_outline(l, b, w, h, 16, 2, theme.ACCENT_DARK)

    def _build_bars(self, figures) -> None:
        l, b, w, h = self.rect
        sb = self.bars
        sb.clear()
        x0, x1 = l + 24, l + w - 24
        y, bar_h = b + 34, 16
        span = x1 - x0
        total = 538
        sb.rounded_rect(x0, y, span, bar_h, 6, (30, 40, 66))
        blue = span * figures[0] / total
        red = span * figures[1] / total
        sb.rect(x0, y, blue, bar_h, theme.player_colour(0))
        sb.rect(x1 - red, y, red, bar_h, theme.player_colour(1))
        for x in (x0 + span * self.need / total, x1 - span * self.need / total):
            sb.rect(x - 1, y - 5, 2, bar_h + 10, theme.CREAM)
        mid = x0 + span / 2
        sb.rect(mid - 0.5, y - 3, 1, bar_h + 6, theme.with_alpha(theme.CREAM, 120))


def every_token_shot(screen_class) -> list:
    """For `python -m game shot margin-every-token`: election night of a solo campaign holding
    every small-state token, all put on Pennsylvania, their dice at rest in the tray (the
    biggest throw the rules allow; scenes to push, as showcase.build_scene takes them)."""
    from game.engines.margin import GAME
    from game.engines.margin.move import END_MOVE, LAST, MarginMove
    from game.engines.margin.resolve import most_dice
    state = GAME.new_initial_state({"players": 1, "party": "democrat"}, 3)
    while state.week < state.scenario.weeks:
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else END_MOVE)
    state.small_tokens[state.seat_sides[0]] = frozenset(state.scenario.small_states)
    state.apply(END_MOVE)
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    pennsylvania = state.scenario.state_by_code("PA").index
    tokens = most_dice(state.scenario)
    for _ in range(tokens - 1):
        state.apply(MarginMove(LAST, state=pennsylvania))
    screen = screen_class.for_state(state)

    def throw():
        import arcade
        window, show = arcade.get_window(), screen.show
        screen.apply_move(MarginMove(LAST, state=pennsylvania))
        for _ in range(2000):             # the dice are rolled, thrown and come to rest
            window.render_frame(1 / 60)
            if show.tray.settled and len(show.tray.dice) == tokens:
                break
        show.speed = 0.0                  # held still for the picture
    return [screen, ("call", throw)]
