"""The campaign map (being built)."""
from game.scenes.base import Scene


class CampaignMapScene(Scene):
    scene_name = "campaign"

    def __init__(self):
        super().__init__()
        self.heading = "Campaign"
