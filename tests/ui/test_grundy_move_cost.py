"""What a move costs the Grundy screen, counted (never timed): the board's cached layer is not
rendered again when a move lands, animates or ends; the shapes built are the new piece at most
(a token per player, kept; a country per owner); only the texts of the vertex written on and the
header's count are laid out again (issue 10: a move used to stall the window twice)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.ui import theme  # noqa: E402
from tests.ui.helpers import animate_out, pixel, run_until_settled, single_sampled  # noqa: E402


@pytest.fixture
def window(app):
    """The suite's shared hidden window (tests/conftest.py), cleaned for this test (tests/ui/conftest.py)."""
    return app


def open_screen(window, board="petersen", moves=()):
    from game.scenes.grundy.screen import GrundyScreen
    screen = single_sampled(GrundyScreen.for_board(board, moves))
    window.scenes.reset(screen, fade=False)
    window.scenes.finish()
    run_until_settled(window, screen)          # the layers drawn, then a frame with nothing drawn again
    return screen


class Counts:
    """Layer renders, shape builds and texts laid out again (each text once, however often) of
    the board while it is watched."""

    def __init__(self, screen, monkeypatch):
        from pyglet.text.layout import TextLayout
        self.screen = screen
        self.laid_out: set[int] = set()
        update = TextLayout._update

        def counted(layout, *args, **kwargs):
            if layout.batch is screen.view.batch:
                self.laid_out.add(id(layout))
            return update(layout, *args, **kwargs)
        monkeypatch.setattr(TextLayout, "_update", counted)
        self.start = self.now()

    def now(self) -> dict:
        s = self.screen
        return {"layer renders": s.baked.renders, "board builds": s._static.builds,
                "piece builds": s.view.pieces.builds, "piece lists": s.view.pieces.assemblies,
                "pip builds": s.header.pips.builds, "texts laid out": len(self.laid_out)}

    def spent(self) -> dict:
        now = self.now()
        return {key: now[key] - self.start[key] for key in now}


def play(window, screen, move) -> int:
    """Write `move` as a player does, render until its animation has ended and a few frames
    more; the frames the animation took."""
    assert screen.write(*move)
    return animate_out(window, screen, limit=300)


def test_a_move_renders_no_layer_and_builds_only_its_piece(window, monkeypatch):
    screen = open_screen(window, moves=["a=1"])
    counts = Counts(screen, monkeypatch)
    f = screen.board.labels.index("f")
    assert screen.board.labels[f] == "f" and screen.view.numbers[f].text == ""
    frames = play(window, screen, (f, 2))
    assert frames > 5                           # it was animated
    spent = counts.spent()
    assert spent["layer renders"] == 0 and spent["board builds"] == 0, spent
    # the first token of this player on the screen; the list put together as the move lands
    # (the last move's ring hidden) and as it ends
    assert spent["piece builds"] <= 1 and spent["piece lists"] <= 2, spent
    assert spent["pip builds"] == 1, spent
    # f's number and its shadow, f's letter moving aside, "2 of 10 filled": no other text
    assert spent["texts laid out"] == 4, spent
    assert screen.view.numbers[f].text == "2"


def test_a_players_second_token_is_the_first_one_moved(window, monkeypatch):
    screen = open_screen(window, moves=["a=1", "b=2"])
    mover = screen.session.current_player()
    first_token = screen.view.pieces.token_at_origin(mover)
    counts = Counts(screen, monkeypatch)
    h = screen.board.labels.index("h")
    play(window, screen, (h, 1))
    spent = counts.spent()
    assert spent["piece builds"] == 0 and spent["layer renders"] == 0, spent
    assert screen.view.pieces.token_at_origin(mover) is first_token
    # on screen: h holds the mover's token
    x, y = screen.layout.centres[h]
    r = screen.layout.radius
    assert max(abs(int(a) - int(b)) for a, b in zip(pixel(window, x - r * 0.55, y - r * 0.1),
                                                    theme.player_colour(mover))) <= 60


def test_on_a_map_a_move_builds_its_country_and_no_layer(window, monkeypatch):
    screen = open_screen(window, board="map-14", moves=["a=1"])
    counts = Counts(screen, monkeypatch)
    c = screen.board.labels.index("c")
    play(window, screen, (c, 2))
    spent = counts.spent()
    assert spent["layer renders"] == 0 and spent["board builds"] == 0, spent
    # the country in the writer's colour, and perhaps the writer's first token
    assert 1 <= spent["piece builds"] <= 2 and spent["piece lists"] <= 2, spent
    assert spent["texts laid out"] == 4, spent


def test_a_long_game_keeps_each_move_as_cheap(window, monkeypatch):
    """A whole game on the Petersen graph: no move renders a layer; two tokens are built in all
    (one per player), whatever the number of moves; each move lays out its own texts only."""
    screen = open_screen(window)
    tokens = screen.view.pieces.builds
    moves = 0
    while not screen.session.state.is_terminal():
        state = screen.session.state
        vertex = next(v for v in range(state.board.size) if not state.numbers[v])
        counts = Counts(screen, monkeypatch)
        play(window, screen, (vertex, screen.controls.smallest(vertex)))
        spent = counts.spent()
        assert spent["layer renders"] == 0 and spent["board builds"] == 0, (moves, spent)
        assert spent["piece lists"] <= 2 and spent["pip builds"] == 1, (moves, spent)
        # the last move also says "every circle holds a number"
        assert spent["texts laid out"] <= 5, (moves, spent)
        moves += 1
    assert moves == 10
    assert screen.view.pieces.builds - tokens == 2


def test_the_rising_labels_reuse_their_texts_rather_than_make_new_ones(window):
    screen = open_screen(window)
    made = len(screen.rising.items)
    for number in range(1, 7):             # six labels, each a new number, one at a time
        screen.rising.add(f"+{number}", 100, 100, theme.CREAM)
        for item in screen.rising.items:
            item[4] = screen.rising.LIFE + 1          # seen and gone
    assert len(screen.rising.items) == made    # no text made on a move's frame
    for number in range(1, 5):             # four at once: a fourth is made only when all are seen
        screen.rising.add(f"+{number}", 100, 100, theme.CREAM)
    assert len(screen.rising.items) == max(made, 4)


def test_the_first_move_makes_no_vertex_domain_as_it_lands(window, monkeypatch):
    from pyglet.graphics import vertexdomain
    screen = open_screen(window)
    made = []
    init = vertexdomain.VertexDomain.__init__

    def counted(domain, *args, **kwargs):
        made.append(domain)
        return init(domain, *args, **kwargs)
    monkeypatch.setattr(vertexdomain.VertexDomain, "__init__", counted)
    assert screen.write(screen.board.labels.index("f"), 2)
    window.render_frame(1 / 60)
    assert made == []                  # the rising "+2" and the growing number's texts made theirs at set-up
