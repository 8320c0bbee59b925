"""The couch lobby (being built)."""
from game.scenes.base import Scene


class LobbyScene(Scene):
    scene_name = "lobby"

    def __init__(self, *args):
        super().__init__()
        self.heading = "Lobby"
