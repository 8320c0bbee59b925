"""The campaign files and their rules: every stop can start, the trail can be finished, and
progress (open, done, locked, bonus, stars, score) follows from results."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import catalog
from game.core.campaign import (CAMPAIGN_DIR, LEVELS, CampaignProgress, StopResult, check_stop, distance_km,
                                load_campaign, load_campaigns, margin_of, stars_for, travel_kind)
from game.core.datafile import DataFileError
from game.core.state import Outcome

CAMPAIGN_FILES = sorted(CAMPAIGN_DIR.glob("*.toml"))
MAIN = CAMPAIGN_DIR / "road-to-the-white-house.toml"


def win_for(stop, margin: float = 3.0) -> Outcome:
    """A finished match the player's seat won by `margin`."""
    seats = stop.num_seats()
    if seats == 1:
        return Outcome((margin,), (0,), "won")
    scores = [0.0] * seats
    scores[stop.seat] = margin
    return Outcome(tuple(scores), (stop.seat,), "won")


def loss_for(stop) -> Outcome:
    seats = stop.num_seats()
    if seats == 1:
        return Outcome((0.0,), (), "lost")
    other = (stop.seat + 1) % seats
    scores = [0.0] * seats
    scores[other] = 5.0
    return Outcome(tuple(scores), (other,), "lost")


@pytest.fixture
def campaign():
    return load_campaign(MAIN)


# ---- every campaign file ---------------------------------------------------------------------------
def test_there_is_a_campaign_and_every_file_loads():
    campaigns, errors = load_campaigns()
    assert not errors
    assert len(campaigns) == len(CAMPAIGN_FILES) >= 1


@pytest.mark.parametrize("path", CAMPAIGN_FILES, ids=lambda p: p.stem)
def test_every_stop_match_starts_with_the_player_in_a_real_seat(path):
    campaign = load_campaign(path)
    for index, stop in enumerate(campaign.stops):
        check_stop(stop, path, index)
        game = catalog.get_game(stop.game)
        state = game.new_initial_state({**game.default_options(), **stop.options}, stop.seed)
        specs = stop.seat_specs()
        assert len(specs) == state.num_players and specs[stop.seat] == "human"
        assert all(s in LEVELS for i, s in enumerate(specs) if i != stop.seat)
        assert state.legal_moves() or state.is_chance_node()


@pytest.mark.parametrize("path", CAMPAIGN_FILES, ids=lambda p: p.stem)
def test_the_trail_can_be_finished_stop_by_stop(path):
    campaign = load_campaign(path)
    progress = CampaignProgress(campaign)
    played = []
    while not progress.finished():
        stop = progress.current()
        assert progress.status(stop) == "open"
        later = campaign.trail[campaign.index_of(stop.id) + 1:]
        assert all(progress.status(s) == "locked" for s in later)
        progress.record(stop, win_for(stop))
        assert progress.status(stop) == "done"
        played.append(stop.id)
    assert played == [s.id for s in campaign.trail]
    # every bonus stop was opened along the way
    assert all(progress.status(s) == "open" for s in campaign.stops if s.bonus)


def test_the_main_campaign_is_long_visits_every_game_rises_and_ends_on_election_night(campaign):
    trail = campaign.trail
    assert len(trail) >= 15
    assert {s.game for s in trail} == {e.name for e in catalog.CATALOG if e.engine.startswith("game.")}
    ranks = [LEVELS.index(s.level) for s in trail]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == len(LEVELS) - 1
    last = trail[-1]
    assert last.title == "Election night" and last.state == "DC"
    assert any(s.bonus for s in campaign.stops)
    # Alaska and Hawaii are on the trail, so the map's insets are visited
    assert {"AK", "HI"} <= {s.state for s in trail}
    # every stop has words for the player: a briefing of two or three sentences and headlines
    for stop in campaign.stops:
        sentences = [s for s in stop.briefing.replace("!", ".").replace("?", ".").split(".") if s.strip()]
        assert 2 <= len(sentences) <= 3, stop.id
        assert stop.headline_win and stop.headline_loss, stop.id


# ---- progress -------------------------------------------------------------------------------------
def test_only_the_first_stop_is_open_at_the_start(campaign):
    progress = CampaignProgress(campaign)
    statuses = [progress.status(s) for s in campaign.trail]
    assert statuses[0] == "open" and set(statuses[1:]) == {"locked"}
    assert progress.current() is campaign.trail[0]
    assert progress.visited() == []


def test_a_lost_stop_stays_open_to_retry_and_counts_the_play(campaign):
    progress = CampaignProgress(campaign)
    first = campaign.trail[0]
    result = progress.record(first, loss_for(first))
    assert not result.won and result.plays == 1 and result.points == 0
    assert progress.status(first) == "open" and progress.current() is first
    assert progress.headline(first, False) == first.headline_loss
    result = progress.record(first, win_for(first))
    assert result.won and result.plays == 2
    assert progress.current() is campaign.trail[1]
    assert progress.headline(first, True) == first.headline_win


def test_replaying_a_won_stop_keeps_the_best_result(campaign):
    progress = CampaignProgress(campaign)
    first = campaign.trail[0]
    progress.record(first, win_for(first, 4), "hard")
    progress.record(first, loss_for(first), "easy")        # a replay lost: the win stands
    progress.record(first, win_for(first, 9), "easy")      # more margin but fewer stars: not better
    best = progress.result(first.id)
    assert best.won and best.plays == 3 and best.stars == 3 and best.margin == 4 and best.level == "hard"


def test_stars_reward_winning_above_the_stops_level(campaign):
    easy = next(s for s in campaign.trail if s.level == "easy")
    normal = next(s for s in campaign.trail if s.level == "normal")
    assert [stars_for(easy, lv) for lv in LEVELS] == [1, 2, 3]
    assert stars_for(normal, "normal") == 1 and stars_for(normal, "hard") == 2
    assert easy.levels_offered() == list(LEVELS) and normal.levels_offered() == ["normal", "hard"]
    solo = campaign.trail[-1]
    assert solo.num_seats() == 1 and solo.levels_offered() == [solo.level]


def test_the_campaign_score_adds_stars_and_capped_margins(campaign):
    progress = CampaignProgress(campaign)
    a, b = campaign.trail[0], campaign.trail[1]
    progress.record(a, win_for(a, 7), "normal")     # 2 stars + 7
    progress.record(b, win_for(b, 500), "easy")     # 1 star + the cap (50)
    assert progress.score() == 2 * 100 + 7 + 100 + 50
    assert progress.stars() == 3 and progress.wins() == 2
    assert StopResult().points == 0


def test_margin_reads_either_way_round_and_alone():
    assert margin_of(Outcome((10, 4), (0,), ""), 0) == 6       # higher score wins
    assert margin_of(Outcome((3, 9), (0,), ""), 0) == 6        # lower score wins (Grundy)
    assert margin_of(Outcome((1, 5, 7, 2), (2,), ""), 2) == 2  # against the nearest rival
    assert margin_of(Outcome((312,), (0,), ""), 0) == 312


def test_a_bonus_stop_opens_only_when_its_unlocker_is_won(campaign):
    progress = CampaignProgress(campaign)
    bonus = next(s for s in campaign.stops if s.bonus)
    unlocker = next(s for s in campaign.stops if bonus.id in s.unlocks)
    for stop in campaign.trail[:campaign.index_of(unlocker.id)]:
        progress.record(stop, win_for(stop))
    assert progress.status(bonus) == "locked"
    progress.record(unlocker, win_for(unlocker))
    assert progress.status(bonus) == "open"
    # a bonus stop is off the trail: the next main stop is current whether or not it is played
    assert progress.current() is campaign.trail[campaign.index_of(unlocker.id) + 1]


def test_a_stop_whose_game_is_not_built_is_locked(campaign, monkeypatch):
    stop = campaign.trail[0]
    monkeypatch.setattr(catalog, "screen_class", lambda name: (_ for _ in ()).throw(catalog.NotBuilt(name)))
    assert not stop.is_built()
    assert CampaignProgress(campaign).status(stop) == "locked"


def test_long_legs_fly_and_short_ones_take_the_bus(campaign):
    des_moines, manchester = campaign.stop("des-moines"), campaign.stop("manchester")
    columbus, detroit = campaign.stop("columbus"), campaign.stop("detroit")
    assert 1700 < distance_km(des_moines, manchester) < 1900      # about 1,800 km
    assert travel_kind(des_moines, manchester) == "plane"
    assert distance_km(columbus, detroit) < 400 and travel_kind(columbus, detroit) == "bus"
    assert travel_kind(None, des_moines) == "bus"


# ---- broken files ----------------------------------------------------------------------------------
GOOD_STOP = '''
[[stops]]
id = "a"
title = "A"
city = "Des Moines"
state = "IA"
lat = 41.6
lon = -93.6
game = "grundy"
briefing = "One. Two."
'''
HEAD = '[campaign]\nid = "t"\ntitle = "T"\n'


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text,key,fault", [
    (GOOD_STOP, "campaign", "missing"),
    (HEAD + GOOD_STOP.replace('game = "grundy"', 'game = "poker"'), "stops[0].game", "must be one of"),
    (HEAD + GOOD_STOP.replace("lat = 41.6", "lat = 95"), "stops[0].lat", ""),
    (HEAD + GOOD_STOP.replace('state = "IA"', 'state = "Iowa"'), "stops[0].state", "two-letter"),
    (HEAD + GOOD_STOP + GOOD_STOP, "stops[1].id", "used by two stops"),
    (HEAD + GOOD_STOP.replace('briefing = "One. Two."', 'briefing = "x"\nunlocks = ["nowhere"]'),
     "stops[0].unlocks[0]", "no stop called"),
    (HEAD + GOOD_STOP + GOOD_STOP.replace('id = "a"', 'id = "b"\nbonus = true'), "stops[1].bonus", "never unlocked"),
    (HEAD + GOOD_STOP.replace('briefing = "One. Two."', 'briefing = "x"\noptions = { board = "moon" }'),
     "stops[0].options", "cannot start"),
    (HEAD + GOOD_STOP.replace('briefing = "One. Two."', 'briefing = "x"\nseat = 3'), "stops[0].seat", "does not exist"),
    (HEAD + GOOD_STOP.replace('briefing = "One. Two."', 'briefing = "x"\nlevel = "brutal"'), "stops[0].level", ""),
])
def test_a_broken_campaign_names_the_file_the_key_and_the_fault(tmp_path, text, key, fault):
    path = write(tmp_path, text)
    with pytest.raises(DataFileError) as caught:
        load_campaign(path)
    error = caught.value
    assert error.path == str(path) and error.key == key and fault in error.fault


def test_one_broken_campaign_file_leaves_the_others_loading(tmp_path):
    (tmp_path / "good.toml").write_text(HEAD + GOOD_STOP, encoding="utf-8")
    (tmp_path / "bad.toml").write_text("this is not = = toml", encoding="utf-8")
    campaigns, errors = load_campaigns(tmp_path)
    assert [c.id for c in campaigns] == ["t"]
    assert len(errors) == 1 and errors[0].path.endswith("bad.toml")
