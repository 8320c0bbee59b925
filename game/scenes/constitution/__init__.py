"""Constitution on screen, one job a file.

    screen.py          ConstitutionScreen: the game screen (hooks of GameScreen, move list labels, status line,
                       the side panel's scores and turn kept to what the scoreboard shows, the board layer
                       patched where a move changed it)
    demo.py            the mid-game position `python -m game shot constitution` shows
    layout.py          where the map, the scoreboard and the hints sit (logical pixels)
    snapshot.py        Snapshot: what the screen shows of one position; seats' default names
    scoreboard.py      Scoreboard: electors to 270, states to 26, cells, the White House line, the result
    table.py           ConstitutionTable: the map that plays moves: position shown, animation, layer order
    controls.py        TableControls, a part of the table: the choice of a move (destinations, pick,
                       preview, hover) and which pointer move / click / key / pad button makes it
    move_markers.py    the legal destinations' markers and the picked move's preview (path, cells, callouts)
    tooltip.py         the box by the pointer: a state's counts, or what the picked move wins
    start_choice.py    the two glowing starting points of the first move
    pass_button.py     the forced pass (revised rules): the button at the foot of the map
    animations.py      MoveAnimation: the piece travels, cells fill, won states flip; easing curves
    floating_texts.py  rising labels ("+TX 38", "Blue passes")
    pieces.py          the candidates' tokens, their ghosts and the seats' shape marks
    map_view.py        ConstitutionMapView: the map's cells, borders, White House, colours and hit-testing
    map_labels.py      the states' labels: where each goes and how it is coloured
    lattice.py         LatticeFit: the triangular lattice scaled into a screen rectangle and back
"""
