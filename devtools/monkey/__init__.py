"""The monkey: `python -m game monkey [--seconds N | --frames N] [--seed S]` plays the real window
inside Arcade's own loop with seeded random input, steered on purpose into every screen and far
into every game, and stops at the first exception or frame slower than the limit.

    driver.py     the run: the window, Arcade's loop, the step between frames, failures caught
    actions.py    input as the window system delivers it: keys, pointer, wheel, pads, resizes
    steering.py   the targets (a quick match of Dodgson, the campaign, ...) and the way there
    play.py       what the monkey does in a match, the results and the review
    moves.py      the legal move to play, weighted toward the extremes players find
    report.py     what was visited and played, and the record of a match that failed
"""
