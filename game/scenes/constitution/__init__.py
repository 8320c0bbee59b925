"""Constitution on screen: the game screen and its parts (see screen.py and map_view.py)."""
