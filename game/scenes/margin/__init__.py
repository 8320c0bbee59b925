"""Margin of Error's screen: dice_tray.py (the dice tray: a pymunk throw played back with sprites, gaffe flashes, cancelled dice)."""
