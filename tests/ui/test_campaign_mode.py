"""The campaign mode's hooks: how a stop's match is set up (seats, options, seed, no autosave,
no takebacks, no rematch) and where it leads (the results, back to the map; leaving midway
records nothing; a map is made when none is below)."""
from __future__ import annotations

import pytest

from game.core.campaign import load_campaign
from game.modes.campaign import CampaignMatch
from tests.ui.helpers import KEY, frames, press, settle
from tests.ui.test_campaign_map import (back_to_map, open_map, play_nim_to_the_end,  # noqa: F401 (fixtures)
                                        trail, until_card, worker)
from game.scenes.mode_steps import begin

pytestmark = pytest.mark.screen


def test_a_stop_is_played_with_its_options_seed_and_seats_unsaved_and_without_takebacks(app, home, trail):
    campaign = load_campaign(trail / "toy-trail.toml")
    stop = campaign.stop("extra")
    mode = CampaignMatch(campaign, stop, "hard")
    session = mode.new_session()
    assert session.options["stones"] == 5 and session.seed == stop.seed
    assert [s.record_text() for s in session.seats] == ["human", "hard"]
    assert not session.autosave_enabled and not mode.allows_undo and not mode.offers_rematch
    assert mode.after_results_label == "Back to the map" and mode.leave_label(session) == "Back to the map"
    assert CampaignMatch(campaign, stop).level == "normal"          # the stop's own level by default
    assert mode.fresh().level == "hard"


def test_undo_is_refused_and_no_autosave_is_written(app, home, trail, worker):
    scene = open_map(app, trail, {})
    press(app, KEY.ENTER)                       # the intro's button: the first briefing
    press(app, KEY.ENTER)                       # Start
    settle(app)
    screen = app.scenes.current
    screen.submit_move(1)
    for _ in range(300):                        # the bot's answer, after its visible thinking
        if len(screen.session.moves) >= 2:
            break
        frames(app)
    moves = list(screen.session.moves)
    press(app, KEY.Z, KEY.MOD_CTRL)
    assert screen.session.moves == moves and len(moves) >= 2
    assert not list(home.glob("autosave-*.toml"))
    assert scene is not app.scenes.current


def test_leaving_midway_goes_back_to_the_map_and_records_nothing(app, home, trail, worker):
    scene = open_map(app, trail, {})
    press(app, KEY.ENTER)
    press(app, KEY.ENTER)
    settle(app)
    screen = app.scenes.current
    screen.leave()
    settle(app)
    assert app.scenes.current is scene and scene.stamp is None and scene.card is None
    assert scene.progress.result("first").plays == 0


def test_the_results_make_a_map_when_none_is_below(app, home, trail, worker, monkeypatch):
    from game.core import campaign as core
    from game.scenes.campaign import map_screen
    real = core.load_campaigns
    monkeypatch.setattr(map_screen, "load_campaigns", lambda directory=None: real(trail))
    campaign = load_campaign(trail / "toy-trail.toml")
    begin(app, CampaignMatch(campaign, campaign.stop("first")), replace=True)
    settle(app)
    play_nim_to_the_end(app, take=3)
    scene = back_to_map(app)
    assert type(scene).__name__ == "CampaignMapScene" and scene.campaign.id == "toy-trail"
    assert [type(s).__name__ for s in app.scenes.stack] == ["TitleScene", "CampaignMapScene"]
    card = until_card(app, scene, "headline")
    assert card.won and app.profiles.current().progress(campaign).won("first")


def test_the_results_highlight_moving_on_and_esc_takes_it_with_each_label_inside_its_button(app, home, trail, worker):
    """A campaign stop's results offer Review, View board and Back to the map: the last is the
    one highlighted, Esc takes it as Enter does, and each label fits inside its button."""
    from game.ui.input import Action
    scene = open_map(app, trail, {})
    press(app, KEY.ENTER)
    press(app, KEY.ENTER)
    settle(app)
    play_nim_to_the_end(app, take=3)
    results = app.scenes.current
    buttons = [w for w in results.ui.widgets if getattr(w, "label", None) is not None]
    assert [b.label.text for b in buttons] == ["Review", "View board", "Back to the map"]
    for button in buttons:
        assert button.label.content_width <= button.width - 24, button.label.text
    # the banner first, no key's focus yet; its dismissal focuses the highlighted choice
    assert results.ui.focused is None and results.default_choice is buttons[2]
    assert "[Esc] Back to the map" in results.hints
    app.dispatch_action("keyboard", Action.CANCEL)
    settle(app)
    assert app.scenes.current is scene
