"""Profiles (being built)."""
from game.scenes.base import Scene


class ProfilesScene(Scene):
    scene_name = "profiles"

    def __init__(self):
        super().__init__()
        self.heading = "Profiles"
