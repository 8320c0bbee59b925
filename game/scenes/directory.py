"""Screens by name. A screen that leads to another asks for it here (or through its mode)
instead of importing it, so screens never import each other.

Game screens are found through game/catalog.py; the others are listed below. Each scene
class carries its name as `scene_name`, which `SceneManager.pop_to` matches.
"""
from __future__ import annotations

from game import catalog

SCENES: dict[str, str] = {
    "title": "game.scenes.menu:TitleScene",
    "settings": "game.scenes.settings_screen:SettingsScene",
    "tutorials": "game.scenes.tutorials.screen:TutorialsScene",
    "quick-match": "game.scenes.setup:QuickMatchScene",
    "couch": "game.scenes.setup:CouchScene",
    "pause": "game.scenes.pause:PauseScene",
    "rules": "game.scenes.rules_page:RulesScene",
    "results": "game.scenes.results:ResultsScene",
    "campaign": "game.scenes.campaign.map_screen:CampaignMapScene",
    "profiles": "game.scenes.profiles.screen:ProfilesScene",
    "lobby": "game.scenes.lobby:LobbyScene",
    "saved-matches": "game.scenes.saved_matches:SavedMatchesScene",
    "past-matches": "game.scenes.past_matches:PastMatchesScene",
}


def scene_class(name: str):
    try:
        target = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene called '{name}'; known scenes: {', '.join(SCENES)}") from None
    return catalog.load(target)


def make_scene(name: str, *args, **kwargs):
    """A new scene of that name, built with these arguments."""
    return scene_class(name)(*args, **kwargs)

