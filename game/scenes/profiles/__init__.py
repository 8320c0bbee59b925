"""Profiles: who is playing (each keeps its own campaign progress and finished lessons).

    screen.py       ProfilesScene: the list, the selected profile's card, use/rename/remove/new
    name_entry.py   NameEntry: typing a name, or picking letters on a grid with a pad
"""
