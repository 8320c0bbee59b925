"""Modes: what a match is for, and what follows it.

A mode starts a match, is told when it ends, and decides what comes next (the results
screen, the next lesson step, back to the campaign map). Game screens ask their mode
instead of deciding the flow themselves; modes reach other screens by name through
game.scenes.directory, never by importing them.

    base.py     Mode: the hooks and their defaults
    match.py    QuickMatch (you against bots), CouchMatch (2-4 seats at one screen)
    couch.py    LobbyMatch: a couch match seated in the lobby, its chosen seat colours held while it is played
    campaign.py    CampaignMatch: one stop on the campaign trail, its results back to the map
    lesson.py   Lesson: a tutorial level with the coach in the side panel
    takebacks.py   Undo and Redo on a match screen, as far as its mode allows them
    review.py   ReviewMode: a finished match looked back on; PracticeMode: "Try it again" from one of its positions
    watch.py    WatchMode: a match record played again with its animations (replay --watch, Past matches' Watch)
"""
