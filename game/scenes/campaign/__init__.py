"""The campaign: the map of the country with the trail of stops, travel between them,
briefings before each match and headlines after it. The match itself is the game's own
screen in the campaign mode (game/modes/campaign.py).

    map_screen.py   CampaignMapScene: the scene; the beats of the trail, input, drawing order
    map_camera.py   MapCamera: the Camera2D over the map's units, views, flights
    map_frame.py    the sea, frame and compass around the map; the chosen stop's tag; the stamp
    country.py      CountryLayer: the state outlines (game/ui/us_map_art.py) or a stand-in
    map_texture.py  MapTexture: the still map rendered once, drawn as one quad; DynamicShape
    markers.py      pins (done, open, locked, bonus, not built) and the route, in one batch
    route.py        the legs' curves, walked by arc length (pure Python)
    travel.py       Travel: the bus or plane on a leg, the camera following; the vehicles
    panel.py        CampaignPanel: title, profile, score, stars, wins, the chosen stop's card
    briefing.py     BriefingCard and its LevelChooser
    stories.py      StoryCard: the opening, the newspaper headline, election night
    problem.py      ProblemView: a campaign file that cannot be used, in words
    demo.py         a demo progress for screenshots and the frame benchmark
"""
