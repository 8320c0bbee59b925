"""Modes: what a match is for, and what follows it.

A mode starts a match, is told when it ends, and decides what comes next (the results
screen, the next lesson step, back to the campaign map). Game screens ask their mode
instead of deciding the flow themselves: each hook returns what happens next as a few
steps (steps.py), and the screen side carries them out. Modes import no screen, no
drawing and no window: they sit below the screens.

    base.py     Mode: the hooks and their defaults
    match.py    QuickMatch (you against bots), CouchMatch (2-4 seats at one screen)
    couch.py    LobbyMatch: a couch match seated in the lobby, its chosen seat colours held while it is played
    campaign.py    CampaignMatch: one stop on the campaign trail, its results back to the map
    lesson.py   Lesson: a tutorial level with the coach in the side panel
    steps.py    what a hook returns: show the results, back to the title, a new match in place...
    review.py   ReviewMode: a finished match looked back on; PracticeMode: "Try it again" from one of its positions
    watch.py    WatchMode: a match record played again with its animations (replay --watch, Past matches' Watch)
"""
