"""The review's board and graph agree with its card (issue 35): at a decision, the board shows
the position before it with the move played drawn in the mover's colour (a ghost on its spot, an
arrow for a piece moved) beside the better move's ring; Tab (the card's buttons) shows the board
after the move played or after the better move, and back; the graph's cursor sits on the move's
dot; a legend names whose line it is and which way is better. Pixels under the virtual screen."""
from __future__ import annotations

import pytest

from game import catalog
from game.ui import theme
from tests.ui.helpers import KEY, frames, near, press, region_colours, screen_image

pytestmark = pytest.mark.screen

GAMES = [e.name for e in catalog.CATALOG if e.screen]


def reviewed(app, name: str, edit=None, viewer: int | None = 0):
    """The review of a whole match of `name` between slipping bots (the showcase's), made on a
    small budget; `edit(review, record)` may change it first (what the analysis does not fill
    yet). Shown, its analysis done, at its first decision."""
    import copy
    from devtools.showcase import reviewed_match
    from game.modes.review import ReviewMode
    from game.scenes.mode_steps import make_screen
    record, review = (copy.deepcopy(made) for made in reviewed_match(name, 5))   # (made once a process)
    if edit is not None:
        edit(review, record)
    screen = make_screen(ReviewMode(record, viewer=viewer, review=review))
    app.scenes.reset(screen, fade=False)
    app.scenes.finish()
    frames(app, 5)
    return screen


def count_near(colours, colour, tolerance: int = 45) -> int:
    return sum(near(c, colour, tolerance) for c in colours)


def test_the_move_played_is_drawn_as_a_ghost_in_the_movers_colour_before_it(app, home):
    """Grundy, at its first mistake: the circle written is still empty on the board (the
    position before the move), and a disc of the mover's colour marks it; the better move's
    ring is there too. (The card once spoke of move N+1 while only the better move was drawn.)"""
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    screen = reviewed(app, "grundy")
    part = screen.review
    part.jump_mistake(1)
    frames(app, 10)
    row = part.row()
    assert row.mistake and screen.session.view_ply() == row.first
    # the card, the status line and the graph speak of the same move, the viewer's as "You"
    who = "You" if row.seat == 0 else screen.seat_name(row.seat)
    assert part.title.text == f"{row.title} · {who}" and screen.panel_status() == f"Before move {row.last} of 10."
    (x, y), = screen.lesson_anchors(part.marks.played[0])
    mover = tuple(screen.seat_colour(row.seat))
    around = region_colours(app, x - 20, y - 20, 40, 40, step=1, image=screen_image(app))
    part.marks.draw = lambda peeking: None          # the same board, nothing drawn over it
    frames(app, 2)
    bare = region_colours(app, x - 20, y - 20, 40, 40, step=1, image=screen_image(app))
    assert count_near(around, mover) > count_near(bare, mover) + 60, (count_near(around, mover),
                                                                       count_near(bare, mover))


def test_a_piece_moved_is_drawn_as_an_arrow_in_the_movers_colour(app, home):
    """Dodgson: at a move of Gold's from one square to another, an arrow of Gold's colour
    runs between the two squares."""
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    screen = reviewed(app, "dodgson")
    part = screen.review
    gold = next(seat for seat in range(4) if screen.seat_name(seat) == "Gold")
    for row in part.index.rows:
        if row.seat != gold:
            continue
        part.go_to(row.first)
        part.marks.prepare(row)
        anchors = screen.lesson_anchors(part.marks.played[0]) if part.marks.played else []
        if len(anchors) == 2 and abs(anchors[0][0] - anchors[1][0]) + abs(anchors[0][1] - anchors[1][1]) >= 100:
            break
    else:
        pytest.fail("no long move of Gold's in the demo match")
    frames(app, 10)
    (x0, y0), (x1, y1) = anchors
    colour = tuple(screen.seat_colour(gold))
    mid = region_colours(app, (x0 + x1) / 2 - 3, (y0 + y1) / 2 - 3, 6, 6, step=1, image=screen_image(app))
    assert count_near(mid, colour, 40) >= 12, mid


@pytest.mark.parametrize("game", GAMES)
def test_tab_shows_the_board_after_the_move_played_then_after_the_better_move_then_before(app, home, game):
    """The peek: the board (without the review's marks) after Tab is the board the replay shows
    one decision on, and the side panel's scores are that position's; a second Tab shows the
    position after the better move; a third goes back to the position before. Every game's
    screen rebuilds what it caches (Margin's board, the panel's seat cards)."""
    app.settings.animation_speed = 4.0
    app.settings.apply_to_theme()
    screen = reviewed(app, game)
    part = screen.review
    rows = [r for r in part.index.rows if r.mistake] or part.index.rows[1:]
    row = rows[0]
    part.go_to(row.first)
    part.marks.draw = lambda peeking: None
    frames(app, 60)                    # (Fractal's scores count up to the position's)
    board = screen.board_rect
    before = region_colours(app, *board, step=4, image=screen_image(app))

    def scores(state):
        return [screen.seat_score(state, seat) for seat in range(len(screen.session.seats))]
    press(app, KEY.TAB)
    frames(app, 30)
    peeked = region_colours(app, *board, step=4, image=screen_image(app))
    after = screen.session.state_at(row.end)
    assert part.peeking == "played" and screen.panel_status() == f"After {row.title.lower()}: the move played."
    assert [t.text for t in screen.panel.scores] == scores(after)
    if part.marks.better is not None:
        press(app, KEY.TAB)
        frames(app, 20)
        assert part.peeking == "better" and screen.view_state() is part.marks.after("better")
        assert [t.text for t in screen.panel.scores] == scores(part.marks.after("better"))
    press(app, KEY.TAB)
    frames(app, 30)
    assert part.peeking is None and screen.view_state() is screen.session.view_state()
    assert screen.session.view_ply() == row.first
    back = region_colours(app, *board, step=4, image=screen_image(app))
    assert differing(back, before) <= len(before) // 200, differing(back, before)
    # the same position reached by stepping: the board drawn then is the one the peek showed
    part.go_to(row.end)
    frames(app, 30)
    stepped = region_colours(app, *board, step=4, image=screen_image(app))
    assert differing(stepped, peeked) <= len(peeked) // 200, f"{differing(stepped, peeked)} of {len(peeked)}"
    assert differing(before, peeked) > differing(stepped, peeked)


def differing(a: list, b: list) -> int:
    """How many pixels of two pictures differ beyond what a twinkling star or a pulse changes."""
    return sum(not near(p, q, 24) for p, q in zip(a, b))


def test_the_graphs_cursor_sits_on_the_mistakes_dot(app, home):
    """The red dot of a mistake is where its move lands; at that mistake the cursor is drawn
    through it (it was one step to its left, on the position before)."""
    screen = reviewed(app, "constitution")
    part = screen.review
    part.jump_mistake(1)
    frames(app, 5)
    row = part.row()
    dot_x, _ = part.graph.dot_of(row)
    gl, gb, gw, gh = part.graph_rect
    image = screen_image(app)
    column = region_colours(app, dot_x - 1, gb + 1, 3, 6, step=1, image=image)
    left = part.graph.x_of(row.first)
    assert dot_x - left > 3
    before = region_colours(app, left - 1, gb + 1, 3, 6, step=1, image=image)
    assert count_near(column, theme.ACCENT, 40) >= 6, column
    assert count_near(before, theme.ACCENT, 40) == 0, before


@pytest.mark.parametrize("game, names", [("grundy", ["You"]), ("dodgson", ["You", "Gold", "Black", "Green"])])
def test_the_legend_says_whose_line_and_which_way_is_better(app, home, game, names):
    """Under the graph: each line's colour and seat ("You" for the viewer), and "↑ better";
    the even line labelled. Four-player Dodgson names its four lines."""
    screen = reviewed(app, game)
    part = screen.review
    frames(app, 3)
    legend = part.graph
    assert [t.text for t in legend.legend_names] == names
    assert legend.legend_better.text.startswith("↑ better")
    assert legend.even_label.text == ("even" if game == "grundy" else "")     # (four names leave no room)
    image = screen_image(app)
    for (x, y, seat), text in zip(legend.swatches, legend.legend_names):
        colour = tuple(screen.seat_colour(seat))
        assert count_near(region_colours(app, x + 2, y - 1, 8, 2, step=1, image=image), colour, 30) >= 8, seat
        assert text.x + text.content_width < legend.even_label.x - (12 if legend.even_label.text else 0)
    assert legend.even_label.x + (legend.even_label.content_width if legend.even_label.text else 0) < \
        legend.legend_better.x - legend.legend_better.content_width
