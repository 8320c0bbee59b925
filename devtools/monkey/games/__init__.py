"""What the monkey knows of each game, one file a game named as in the catalog (optional: a game
without one is played by the ordinary choices): `extreme_move(state, moves, rng, habits)`, the
extreme a restless player finds, or None; `extremes(state)`, figures of how far a match went, for
the summary; `ALWAYS_EXTREME`, the chooser is asked on every move."""
