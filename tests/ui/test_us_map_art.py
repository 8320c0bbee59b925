"""The campaign map's country art (game/ui/us_map_art.py) rendered headless under a Camera2D:
every state shows its fill at its centre (the small ones zoomed in), tints recolour a state
and rebuild only when they change, the inset frames and the sea show, and neighbours never
share a tone."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.screen

arcade = pytest.importorskip("arcade")

from game.core import us_map  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui import us_map_art  # noqa: E402
from game.ui.us_map_art import CountryArt, label_width, state_tones  # noqa: E402
from tests.ui.helpers import near  # noqa: E402

SEA = (14, 26, 52)


class View:
    """A camera over the map, the whole window; reads pixels at map points."""

    def __init__(self, window, zoom: float | None = None, centre: tuple[float, float] | None = None):
        self.window = window
        self.size = window.get_framebuffer_size()
        left, bottom, right, top = us_map.MAP_BOUNDS
        self.zoom = zoom or min(self.size[0] / (right - left), self.size[1] / (top - bottom))
        self.centre = centre or ((left + right) / 2, (bottom + top) / 2)
        self.camera = arcade.Camera2D(viewport=arcade.LBWH(0, 0, *self.size), position=self.centre, zoom=self.zoom)

    def render(self, art: CountryArt):
        self.window.switch_to()
        self.window.ctx.screen.use()
        self.window.ctx.scissor = None
        self.window.clear(color=SEA)
        with self.camera.activate():
            art.draw()
        self.image = arcade.get_image(0, 0, *self.size).convert("RGB")
        return self

    def at(self, x: float, y: float) -> tuple[int, int, int]:
        px = (x - self.centre[0]) * self.zoom + self.size[0] / 2
        py = (y - self.centre[1]) * self.zoom + self.size[1] / 2
        return self.image.getpixel((int(px), self.size[1] - 1 - int(py)))


def test_every_state_shows_its_fill_at_its_centre(app):
    art = CountryArt()
    whole = View(app).render(art)
    small = []
    for code in us_map.load_outlines():
        if not near(whole.at(*us_map.state_centre(code)), art.fill_colour(code)[:3], 6):
            small.append(code)
    # at the overview only the smallest states may be a border's width across
    assert set(small) <= {"DC", "RI", "DE"}, small
    for code in ("DC", "RI", "DE"):     # and zoomed in (the map screen zooms to 4), they show whole
        view = View(app, 4.0, us_map.state_centre(code)).render(art)
        x, y = us_map.state_centre(code)
        assert near(view.at(x, y), art.fill_colour(code)[:3], 6), code
        assert sum(near(view.at(x + dx, y + dy), art.fill_colour(code)[:3], 6)
                   for dx in (-0.6, 0, 0.6) for dy in (-0.6, 0, 0.6)) >= 7, code


def test_tints_recolour_a_state_and_rebuild_only_when_they_change(app):
    art = CountryArt()
    view = View(app)
    iowa = us_map.state_centre("IA")
    before = view.render(art).at(*iowa)
    assert art.builds == 1
    art.set_tints({"IA": theme.GOOD})
    after = view.render(art).at(*iowa)
    assert art.builds == 2
    assert near(after, theme.mix(art.tones["IA"], theme.GOOD, us_map_art.TINT_STRENGTH), 6)
    assert not near(after, before, 20)
    assert near(view.at(*us_map.state_centre("NE")), art.tones["NE"], 6)     # the others keep theirs
    for _ in range(3):
        art.set_tints({"IA": theme.GOOD})
        view.render(art)
    assert art.builds == 2
    # an RGBA tint says how far it goes; unknown codes are ignored
    art.set_tints({"IA": theme.with_alpha(theme.GOOD, 255), "XX": theme.RED})
    assert near(view.render(art).at(*iowa), theme.GOOD, 6)
    art.set_tints({})
    assert near(view.render(art).at(*iowa), before, 3)


def test_a_tint_given_at_the_start_is_drawn(app):
    art = CountryArt({"SC": theme.ACCENT})
    view = View(app).render(art)
    assert near(view.at(*us_map.state_centre("SC")), art.fill_colour("SC")[:3], 6)
    assert art.fill_colour("SC")[:3] != art.tones["SC"]


def test_the_inset_frames_and_their_names_show_and_the_sea_stays_sea(app):
    art = CountryArt()
    view = View(app, 3.0, (120.0, 40.0)).render(art)
    left, bottom, right, top = us_map.INSET_FRAMES["AK"]
    edge = view.at((left + right) / 2, top - 0.5)
    assert not near(edge, SEA, 25), edge
    inside_box = view.at(left + 10, bottom + 30)          # sea inside the frame: darker than outside
    assert sum(inside_box) < sum(SEA) - 10, inside_box
    assert near(view.at(left - 6, bottom + 30), SEA, 3)
    # the name's strokes, top left: something brighter than the box there
    name = [view.at(left + 6 + i * 0.5, top - 6 - k * 0.5) for i in range(int(label_width("ALASKA") * 2))
            for k in range(int(us_map_art.LABEL_HEIGHT * 2))]
    assert max(sum(p) for p in name) > sum(SEA) + 120
    left, bottom, right, top = us_map.INSET_FRAMES["HI"]
    assert not near(View(app, 3.0, (300.0, 0.0)).render(art).at((left + right) / 2, bottom + 0.5), SEA, 25)
    # the open sea (the Gulf of Mexico, far from any coast) is left alone
    gulf = View(app).render(art).at(*us_map.project(26.0, -90.0))
    assert near(gulf, SEA, 3), gulf


def test_the_names_fit_their_frames():
    for code, frame in us_map.INSET_FRAMES.items():
        assert label_width(us_map_art.INSET_NAMES[code]) < (frame[2] - frame[0]) / 2


def test_neighbours_never_share_a_tone():
    tones = state_tones(us_map.load_outlines(), us_map.neighbours())
    assert set(tones) == set(us_map.load_outlines())
    for a, b in us_map.neighbours():
        assert tones[a] != tones[b], (a, b)
    assert len(set(tones.values())) >= 3


def test_borders_are_drawn_once_and_coasts_ring_the_islands():
    outlines = us_map.load_outlines()
    coast, border = us_map_art.line_runs(outlines)
    segments = [frozenset(pair) for points, closed in border
                for pair in zip(points, points[1:] + (points[:1] if closed else []))]
    assert len(segments) == len(set(segments))
    # Hawaii is all coast: each island a closed run
    hawaii = {point for ring in outlines["HI"] for point in ring}
    assert sum(1 for points, closed in coast if closed and set(points) <= hawaii) == len(outlines["HI"])
