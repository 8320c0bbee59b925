"""The Margin of Error screen, one job a module. What a position shows (the step being rolled,
the turn track's step, whose turn) the modules ask the engine (MarginState.rolling, turn_step,
turn_side, election_night) rather than read its queued steps, and read a move (MarginMove) by
its fields:

screen.py         MarginScreen: the flow (the position shown, the poll tokens and cash where the
                  week show has them, when the board takes input) and the GameScreen hooks;
                  registered in game/catalog.py
layout.py         where things are: the projection bar, the control panel, the six region boards
                  (rows, poll squares, token_xy), TRAY_RECT; targets and where arrows lead
board_view.py     BoardView: the region boards (cached layer), planned days, small-state tokens,
                  home states, the poll tokens (sprites) and the live projection bar
control_panel.py  ControlPanel: week, cash and turn tracks, media presence and fundraising,
                  political capital, the itinerary pool, planned cost, End planning / Suggest
planning.py       PlanningInput, a part the screen owns (given the session, the layout and what
                  it may do): planning by drag, click, cursor and pad; what a placement does or
                  the rule that refuses it (tooltip, status line)
demo.py           the demo position for screenshots (week 4 of a solo game, part planned)
dice_tray.py      the dice tray: a pymunk throw played back with sprites, gaffe flashes,
                  cancelled dice
week_show.py      WeekShow: each resolved step played out (dice, gaffes, opponent's picks, tokens
                  sliding), then election night; display_polls / display_cash for the board
show_overlays.py  the step card beside the tray, banners, lit states and regions, floating labels
show_words.py     the show's words
gaffe_prompt.py   the choice after a gaffe: spend political capital to ignore a die, or take it
week_summary_card.py  after a week's dice: what changed (states moved and flipped, votes, cash)
                  and the dice behind it, until closed
election_night.py the count state by state, ending on the result
"""
