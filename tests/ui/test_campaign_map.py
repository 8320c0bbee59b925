"""The campaign map, drawn headless and driven by injected input: the pins of each status, the
chosen stop, the travel (watched and skipped), the briefing and its level chooser, the stamp
and the headline after a match, a lost stop tried again, a won stop replayed, election night,
and a broken campaign file. Matches are Nim (a toy game) on a small trail written here."""
from __future__ import annotations

import pytest

from game.core.campaign import StopResult
from game.core.us_map import project
from game.scenes.campaign.markers import CAMPAIGN_BLUE, LOCKED
from game.ui import theme
from tests.ui.helpers import KEY, InstantWorker, frames, near, pixel, press, region_colours, screen_image, settle

pytestmark = pytest.mark.screen

TRAIL = '''
[campaign]
id = "toy-trail"
title = "The Toy Trail"
intro = "Three stops of Nim."
finale = "Nim is yours."

[[stops]]
id = "first"
title = "Heap in Des Moines"
city = "Des Moines"
state = "IA"
lat = 41.59
lon = -93.62
game = "nim"
options = { stones = 3 }
briefing = "Take them all."
headline_win = "Des Moines loves a clean sweep"
headline_loss = "Des Moines shrugs"
unlocks = ["extra"]

[[stops]]
id = "second"
title = "Heap in Denver"
city = "Denver"
state = "CO"
lat = 39.74
lon = -104.99
game = "nim"
options = { stones = 6 }
briefing = "Leave a multiple of four."
headline_win = "Denver counts to four"
headline_loss = "Denver miscounts"

[[stops]]
id = "extra"
bonus = true
title = "Heap in Austin"
city = "Austin"
state = "TX"
lat = 30.27
lon = -97.74
game = "nim"
options = { stones = 5 }
level = "normal"
briefing = "A bonus heap."

[[stops]]
id = "last"
title = "Heap in Washington"
city = "Washington"
state = "DC"
lat = 38.9
lon = -77.04
game = "nim"
options = { stones = 3 }
briefing = "The last heap."
headline_win = "Nim night: a landslide"
'''


@pytest.fixture
def trail(tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    (folder / "toy-trail.toml").write_text(TRAIL)
    return folder


@pytest.fixture
def worker(app):
    worker = InstantWorker()
    previous, app._bot_worker = app._bot_worker, worker
    yield worker
    app._bot_worker = previous


def open_map(app, trail, results=None):
    """The map on the toy trail for the profile in use (with these results saved first)."""
    from game.core.campaign import load_campaign
    from game.scenes.directory import make_scene
    profile = app.profiles.current()
    campaign = load_campaign(trail / "toy-trail.toml")
    if results:
        profile.progress(campaign).results.update(results)
        app.profiles.save(profile)
    app.scenes.reset(make_scene("campaign", directory=trail), fade=False)
    app.scenes.finish()
    frames(app, 2)
    return app.scenes.current


def pin_colours(app, scene, stop_id, image=None):
    x, y = scene.camera.to_screen(*scene.positions[stop_id])
    return region_colours(app, x - 10, y - 10, 21, 21, step=2, image=image)


def won(stars=1, level="easy"):
    return StopResult(True, 1, stars, 3.0, level)


def play_nim_to_the_end(app, take):
    """The player takes `take` stones each turn (the bot answers at once) until the match ends
    and its results show."""
    screen = app.scenes.current
    assert type(screen).__name__ == "NimScreen" and screen.mode.name == "campaign"
    for _ in range(30):
        if screen.session.is_over():
            break
        if screen.may_play():
            state = screen.session.state
            screen.submit_move(min(take, state.stones))
        frames(app, 3)
    for _ in range(120):
        if type(app.scenes.current).__name__ == "ResultsScene":
            break
        frames(app)
    return screen


def back_to_map(app):
    results = app.scenes.current
    assert type(results).__name__ == "ResultsScene"
    labels = [w.label.text for w in results.ui.widgets if getattr(w, "label", None) is not None]
    assert "Back to the map" in labels and "Rematch" not in labels
    results.main_menu()
    settle(app)
    return app.scenes.current


def until_card(app, scene, kind, limit=400):
    for _ in range(limit):
        if scene.card is not None and scene.card.kind == kind:
            return scene.card
        frames(app)
    raise AssertionError(f"no {kind} card after {limit} frames (card: {scene.card})")


# ---- the map ---------------------------------------------------------------------------------------
def test_pins_show_done_open_and_locked_stops_and_the_panel_the_chosen_one(app, home, trail):
    scene = open_map(app, trail, {"first": won(2)})
    image = screen_image(app)
    assert any(near(c, CAMPAIGN_BLUE, 30) for c in pin_colours(app, scene, "first", image))      # done
    assert any(near(c, theme.ACCENT, 30) for c in pin_colours(app, scene, "second", image))       # open
    assert any(near(c, theme.ACCENT, 30) for c in pin_colours(app, scene, "extra", image))        # bonus, opened
    assert any(near(c, LOCKED, 12) for c in pin_colours(app, scene, "last", image))               # locked
    assert not any(near(c, theme.ACCENT, 30) for c in pin_colours(app, scene, "last", image))
    assert scene.selected.id == "second" and scene.bus_at.id == "second"
    assert scene.panel.stop_title.text == "Heap in Denver" and scene.panel.place.text == "Denver, Colorado"
    assert scene.panel.stat_values[2].text == "1/3" and scene.panel.stat_values[1].text == "★ 2"
    assert scene.play_button.label.text == "Play"


def test_arrows_and_the_mouse_choose_stops(app, home, trail):
    scene = open_map(app, trail, {"first": won()})
    press(app, KEY.RIGHT)                      # Denver -> the stop to its east
    assert scene.selected.id != "second" and scene.panel.stop_title.text == scene.selected.title
    from game.ui.input import Action
    assert scene.on_action("pad1", Action.LEFT)        # a pad's d-pad: back west to Denver
    assert scene.selected.id == "second"
    x, y = scene.camera.to_screen(*scene.positions["last"])
    from tests.ui.helpers import click_at
    wx, wy = app.to_window(x, y)
    click_at(app, wx, wy)
    frames(app)
    assert scene.selected.id == "last"
    assert not scene.play_button.enabled        # locked: Play is greyed
    press(app, KEY.ENTER)
    assert scene.card is None                   # nothing opens on a locked stop


def test_a_stop_whose_game_is_not_built_shows_locked_with_its_emblem(app, home, trail, monkeypatch):
    from game.core import campaign
    monkeypatch.setattr(campaign.Stop, "is_built", lambda self: self.id != "second")
    scene = open_map(app, trail, {"first": won()})
    assert scene.progress.status(scene.campaign.stop("second")) == "locked"
    assert "coming soon" in scene.panel.row_values[1].text
    x, y = scene.camera.to_screen(*scene.positions["second"])
    plate = region_colours(app, x + 16, y - 8, 16, 16, step=2)        # the emblem's plate beside the pin
    assert any(near(c, (20, 28, 52), 14) for c in plate)


# ---- the briefing, the match, the result -----------------------------------------------------------------
def test_a_new_campaign_opens_on_its_intro_then_the_first_briefing(app, home, trail):
    scene = open_map(app, trail)
    assert scene.card is not None and scene.card.kind == "intro"
    press(app, KEY.ENTER)
    card = scene.card
    assert card.kind == "briefing" and card.stop.id == "first"
    centre = pixel(app, 640, 300)
    assert not near(centre, (9, 17, 36), 6)          # the card covers the map


def test_escape_on_the_intro_goes_back_to_the_title(app, home, trail):
    from game.scenes.directory import make_scene
    app._profiles = None
    app.scenes.reset(make_scene("title"), fade=False)
    app.scenes.push(make_scene("campaign", directory=trail), fade=False)
    app.scenes.finish()
    frames(app, 2)
    assert app.scenes.current.card.kind == "intro"
    press(app, KEY.ESCAPE)
    settle(app)
    assert type(app.scenes.current).__name__ == "TitleScene"


def test_the_level_chooser_picks_the_bot_and_the_stars_it_is_worth(app, home, trail, worker):
    scene = open_map(app, trail, {"first": won()})
    press(app, KEY.ENTER)                       # Play on Denver
    card = scene.card
    assert card.kind == "briefing" and card.chooser.levels == ["easy", "normal", "hard"]
    assert card.chooser.star_counts == [1, 2, 3]
    press(app, KEY.UP)                          # to the chooser
    assert card.ui.focused is card.chooser
    press(app, KEY.RIGHT)
    press(app, KEY.RIGHT)
    assert card.level == "hard" and "3 stars" in card.level_note.text
    press(app, KEY.ENTER)                       # Enter on the chooser starts
    settle(app)
    screen = app.scenes.current
    assert screen.mode.level == "hard" and [s.record_text() for s in screen.session.seats] == ["human", "hard"]


def test_a_win_is_stamped_the_headline_reacts_and_the_bus_travels_on(app, home, trail, worker):
    scene = open_map(app, trail)
    press(app, KEY.ENTER)                       # past the intro: the first briefing
    press(app, KEY.ENTER)                       # Start
    settle(app)
    play_nim_to_the_end(app, take=3)
    assert back_to_map(app) is scene
    assert scene.stamp is not None and scene.stamp_won
    card = until_card(app, scene, "headline")
    assert card.texts[2].text == "DES MOINES LOVES A CLEAN SWEEP"
    image = screen_image(app)
    assert near(pixel(app, 640, 470, image), (240, 232, 212), 20)       # newsprint
    saved = (home / "profiles" / "player-1.toml").read_text()
    assert "[campaigns.toy-trail.stops.first]" in saved and "won = true" in saved
    press(app, KEY.ENTER)                       # Continue: the bus leaves for Denver
    travel = scene.travel
    assert travel is not None and travel.destination.id == "second"
    start = travel.position()
    frames(app, 80)                             # past the camera's close-in, on the road
    moved = travel.position()
    assert moved != start and scene.camera.zoom > scene.camera.overview_zoom    # the camera follows close
    count = 0
    while scene.travel is not None and count < 600:
        frames(app)
        count += 1
    assert 30 < count < 600 and not travel.skipped
    assert scene.bus_at.id == "second" and scene.card.kind == "briefing" and scene.card.stop.id == "second"


def test_travel_is_skipped_with_space_and_the_button(app, home, trail):
    scene = open_map(app, trail, {"first": won()})
    scene.begin_travel(scene.campaign.stop("first"), scene.campaign.stop("second"))
    frames(app, 5)
    assert scene.skip_button.visible and not scene.play_button.visible
    press(app, KEY.SPACE)
    assert scene.travel is None and scene.card.kind == "briefing"
    press(app, KEY.ESCAPE)                      # the briefing closes; the map is back
    assert scene.card is None
    scene.begin_travel(scene.campaign.stop("first"), scene.campaign.stop("second"))
    frames(app, 5)
    x, y = scene.skip_button.centre
    from tests.ui.helpers import click_at
    click_at(app, *app.to_window(x, y))
    assert scene.travel is None and scene.bus_at.id == "second"


def test_a_lost_stop_stays_open_and_is_tried_again(app, home, trail, worker):
    scene = open_map(app, trail, {"first": won()})
    press(app, KEY.ENTER)                       # Denver's briefing
    press(app, KEY.ENTER)                       # Start: six stones
    settle(app)
    play_nim_to_the_end(app, take=2)            # 6 -> 4 -> 3 -> 1 -> 0: the bot takes the last
    back_to_map(app)
    card = until_card(app, scene, "headline")
    assert not card.won and card.texts[2].text == "DENVER MISCOUNTS"
    press(app, KEY.ENTER)
    assert scene.travel is None and scene.selected.id == "second"
    assert scene.progress.status(scene.selected) == "open" and scene.play_button.label.text == "Try again"
    assert "Lost 1 time" in scene.panel.row_values[1].text
    press(app, KEY.ENTER)
    assert scene.card.kind == "briefing" and scene.card.stop.id == "second"


def test_a_won_stop_is_replayed_and_keeps_its_best_result(app, home, trail, worker):
    scene = open_map(app, trail, {"first": won(3, "hard")})
    scene.select(scene.campaign.stop("first"))
    assert scene.play_button.label.text == "Replay"
    press(app, KEY.ENTER)
    card = scene.card
    assert card.stop.id == "first" and card.level == "hard" and "Already won" in card.reward.text
    press(app, KEY.UP)
    press(app, KEY.LEFT)
    press(app, KEY.LEFT)                        # down to Easy: one star
    press(app, KEY.ENTER)
    settle(app)
    play_nim_to_the_end(app, take=3)
    back_to_map(app)
    until_card(app, scene, "headline")
    press(app, KEY.ENTER)
    result = scene.progress.result("first")
    assert result.stars == 3 and result.level == "hard" and result.plays == 2
    assert scene.travel is None and scene.bus_at.id == "second"       # the bus stays at the current stop


def test_the_last_stop_won_brings_election_night(app, home, trail, worker):
    scene = open_map(app, trail, {"first": won(), "second": won(2, "normal")})
    assert scene.selected.id == "last"
    press(app, KEY.ENTER)
    press(app, KEY.ENTER)
    settle(app)
    play_nim_to_the_end(app, take=3)
    back_to_map(app)
    until_card(app, scene, "headline")
    press(app, KEY.ENTER)
    card = scene.card
    assert card.kind == "finale" and card.texts[2].text == "Nim is yours."
    assert "Final score" in card.texts[3].text and scene.progress.finished()
    frames(app, 10)
    image = screen_image(app)
    assert any(near(c, theme.ACCENT, 25) for c in region_colours(app, 600, 200, 80, 40, image=image))
    press(app, KEY.ENTER)
    assert scene.card is None


def test_a_broken_campaign_file_says_which_file_key_and_fault(app, home, tmp_path):
    from game.scenes.directory import make_scene
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "bad.toml").write_text(TRAIL.replace("lat = 39.74", "lat = 99"))
    scene = make_scene("campaign", directory=folder)
    app.scenes.reset(make_scene("title"), fade=False)
    app.scenes.push(scene, fade=False)
    app.scenes.finish()
    frames(app, 2)
    words = " ".join(t.text for t in scene.problem.texts)
    assert "bad.toml" in words and "stops[1].lat" in words and "at most 72" in words
    assert any(near(c, theme.BAD, 30) for c in region_colours(app, 400, 300, 480, 80))
    press(app, KEY.ESCAPE)
    settle(app)
    assert type(app.scenes.current).__name__ == "TitleScene"


def test_the_parked_bus_stays_left_of_the_side_panel_at_an_east_coast_stop(app, home):
    """The bus parks right of its pin, except where that would run under the side panel
    (Manchester, at the map's right edge): there it parks on the left."""
    from game.core.campaign import CampaignProgress
    from game.scenes.campaign.demo import demo_progress
    from game.scenes.campaign.map_screen import PARKED_BUS_HALF_WIDTH
    from game.scenes.directory import make_scene
    trail = demo_progress().campaign
    east = max(trail.trail, key=lambda s: project(s.lat, s.lon, s.state)[0])
    west = min(trail.trail, key=lambda s: project(s.lat, s.lon, s.state)[0])
    for stop in (east, west):
        before = trail.trail[:trail.trail.index(stop)]
        progress = CampaignProgress(trail, {s.id: StopResult(True, 1, 2, 2.0, s.level) for s in before})
        app.scenes.reset(scene := make_scene("campaign", campaign=trail, progress=progress), fade=False)
        app.scenes.finish()
        frames(app, 2)
        assert scene.bus_at is stop
        pin_x = scene.camera.to_screen(*scene.positions[stop.id])[0]
        bus_x = scene.camera.to_screen(*scene.parked_bus())[0]
        left, _, width, _ = scene.camera.rect
        assert left <= bus_x - PARKED_BUS_HALF_WIDTH and bus_x + PARKED_BUS_HALF_WIDTH <= left + width, stop.city
        assert (bus_x < pin_x) == (stop is east), stop.city
