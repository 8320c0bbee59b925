"""A campaign part-way along, for `python -m game shot campaign` and the frame benchmark:
a few stops won (one with every star), one lost once, and the bus half way to the next."""
from __future__ import annotations

from game.core.campaign import CampaignProgress, StopResult, load_campaigns

WON = {"des-moines": (3, 4.0, "hard"), "manchester": (1, 4.0, "easy"), "charleston": (2, 2.0, "normal")}


def demo_progress() -> CampaignProgress:
    campaigns, errors = load_campaigns()
    if not campaigns:
        raise errors[0] if errors else FileNotFoundError("no campaign is installed")
    campaign = campaigns[0]
    results = {}
    for stop_id, (stars, margin, level) in WON.items():
        if any(s.id == stop_id for s in campaign.stops):
            results[stop_id] = StopResult(True, 1, stars, margin, level)
    return CampaignProgress(campaign, results)


def demo_map(travel_fraction: float | None = 0.45):
    """The map scene on the demo progress; the bus `travel_fraction` of the way to the current
    stop (None: parked)."""
    from game.scenes.directory import make_scene
    progress = demo_progress()
    scene = make_scene("campaign", campaign=progress.campaign, progress=progress)
    visited = progress.visited()
    current = progress.current()
    if travel_fraction is not None and visited and current is not None:
        scene.begin_travel(visited[-1], current)
        scene.travel.hold(travel_fraction)
    return scene
