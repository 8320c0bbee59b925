"""Quick match and couch multiplayer setup: games (built, or previewed while being built), options, seats."""
from __future__ import annotations

import pytest

from tests.ui.helpers import KEY, go, press, region_colours, screen_image, settle, show, saved
from tests.worker_wait import wait_until

pytestmark = pytest.mark.screen


def open_setup(app, cls_name):
    from game.scenes import setup
    scene = getattr(setup, cls_name)()
    show(app, scene)
    return scene


def choose_nim(app, scene):
    index = next(i for i, c in enumerate(scene.choices) if c.name == "nim")
    while scene.games.selected < index:
        press(app, KEY.DOWN)
    assert scene.choice.name == "nim" and scene.title.text == "Nim"


def test_a_game_not_built_yet_shows_its_emblem_and_opens_its_rules(app, monkeypatch):
    from game import catalog
    # a stand-in: a catalog entry with an emblem and no engine yet
    stand_in = catalog.CatalogEntry("tally", "Tally", "A game still being built.", (86, 180, 233),
                                    emblem="game.ui.game_art:subdividing_square")
    monkeypatch.setattr(catalog, "CATALOG", catalog.CATALOG + [stand_in])
    scene = open_setup(app, "QuickMatchScene")
    unbuilt = [c for c in scene.choices if not c.playable]
    stand_in = next(c for c in unbuilt if c.name == "tally")     # the setup's choice for it
    titles = {e.title: e for e in scene.games.entries}
    for choice in unbuilt:
        assert titles[choice.title].badge == "SOON"
    index = scene.choices.index(stand_in)
    scene.games.select(index)
    press(app, KEY.ENTER)                        # into its panel: the one button is its rules
    assert scene.start is None and scene.ui.focused is scene.rules
    assert "still being built" in scene.soon.text
    settle(app)
    before = screen_image(app)
    # the emblem is drawn in the middle of the panel: several colours, not the flat panel
    colours = set(region_colours(app, 760, 300, 200, 160, step=6, image=before))
    assert len(colours) >= 5
    press(app, KEY.ENTER)
    settle(app)
    assert type(app.scenes.current).__name__ == "RulesScene"
    assert app.scenes.current.game_name == "tally"


def test_a_quick_match_with_options_difficulty_and_seat(app):
    scene = open_setup(app, "QuickMatchScene")
    choose_nim(app, scene)
    press(app, KEY.ENTER)                        # into the options
    assert scene.ui.focused is scene.option_rows["stones"]
    press(app, KEY.RIGHT)                        # 13 -> 21
    press(app, KEY.DOWN)
    press(app, KEY.RIGHT)                        # Normal -> Hard
    press(app, KEY.DOWN)
    press(app, KEY.RIGHT)                        # First -> Second
    assert scene.options() == {"stones": 21}
    assert scene.ui.focused is scene.order
    show_help = scene.help
    app.render_frame()
    assert show_help.text.startswith("Which seat")
    scene.start.on_click()
    settle(app)
    screen = app.scenes.current
    assert type(screen).__name__ == "NimScreen"
    session = screen.session
    assert session.options == {"stones": 21}
    assert [s.kind for s in session.seats] == ["bot", "human"] and session.seats[0].bot == "hard"
    assert saved(screen.window.settings.path.parent / "autosave-nim.toml").exists()


def test_escape_in_the_options_returns_to_the_game_list_first(app):
    from game.scenes.menu import TitleScene
    from game.scenes.setup import QuickMatchScene
    title = TitleScene()
    show(app, title)
    app.scenes.push(QuickMatchScene())
    settle(app)
    scene = app.scenes.current
    choose_nim(app, scene)
    press(app, KEY.ENTER)
    go(app, KEY.ESCAPE)
    assert app.scenes.current is scene and scene.ui.focused is scene.games
    go(app, KEY.ESCAPE)
    assert app.scenes.current is title


def test_couch_start_opens_the_lobby_where_keyboards_gamepads_or_bots_take_the_seats(app):
    scene = open_setup(app, "CouchScene")
    choose_nim(app, scene)
    scene.start.on_click()
    settle(app)
    lobby = app.scenes.current
    assert type(lobby).__name__ == "LobbyScene" and lobby.game_name == "nim"
    press(app, KEY.ENTER)                        # the arrows half joins
    press(app, KEY.TAB)                          # a bot takes the other seat
    lobby.start_button.on_click()
    settle(app)
    seats = app.scenes.current.session.seats
    assert (seats[0].kind, seats[0].device) == ("human", "kbm")
    assert (seats[1].kind, seats[1].bot) == ("bot", "normal")


def test_a_connected_gamepad_is_offered_in_the_lobby(app):
    from tests.ui.test_input import StandInPad
    pad = StandInPad()
    app.input.on_connect(pad, announce=False)
    try:
        scene = open_setup(app, "CouchScene")
        choose_nim(app, scene)
        scene.start.on_click()
        settle(app)
        lobby = app.scenes.current
        assert "Gamepad 1" in [t.text for t in lobby.texts]
        pad.press("a")
        assert lobby.seating.devices() == ["pad1"]
    finally:
        app.input.on_disconnect(pad)


def test_quick_match_from_the_title_starts_grundy_against_a_bot_that_moves(app):
    """The README's promise, driven by keys only: title -> Quick match -> Grundy -> Start."""
    from game.scenes.menu import TitleScene
    show(app, TitleScene())
    press(app, KEY.ENTER)                        # the title opens with Quick match focused
    settle(app)
    scene = app.scenes.current
    assert type(scene).__name__ == "QuickMatchScene" and scene.choice.name == "grundy"
    press(app, KEY.ENTER)                        # into Grundy's options
    assert scene.order is None                   # Grundy asks "Who starts" instead of "You play"
    while scene.ui.focused is not scene.option_rows["starts"]:
        press(app, KEY.DOWN)
    press(app, KEY.RIGHT)
    press(app, KEY.RIGHT)                        # Who starts: At random -> You -> The opponent
    assert scene.option_rows["starts"].value == "player 2"
    scene.start.on_click()
    settle(app)
    screen = app.scenes.current
    assert type(screen).__name__ == "GrundyScreen"
    session = screen.session
    assert session.options["board"] == "petersen" and session.options["starts"] == "player 2"
    assert [s.kind for s in session.seats] == ["human", "bot"] and session.state.to_move == 1
    # the bot thinks in the worker process: frames however many it takes (a worker idle all along fails)
    wait_until(lambda: session.record.moves, lambda: app.render_frame(1 / 60), lambda: app.bots().pid,
               "move from the bot")
    assert len(session.record.moves) == 1 and session.state.to_move == 0


def test_couch_dodgson_names_its_four_seats_and_keeps_every_row_above_the_buttons(app):
    scene = open_setup(app, "CouchScene")
    scene.games.select(next(i for i, c in enumerate(scene.choices) if c.name == "dodgson"))
    app.render_frame()
    from game.scenes.directory import make_scene
    assert [make_scene("lobby", "dodgson").seat_name(i) for i in range(4)] == ["White", "Gold", "Black", "Green"]
    assert "position" not in scene.option_rows          # set by lessons and files, not here
    buttons_top = max(b.bottom + b.height for b in (scene.rules, scene.start))
    for row in scene.rows:
        if row not in (scene.rules, scene.start):
            assert row.bottom >= buttons_top, f"{row.label.text} overlaps the buttons"


def test_quick_match_dodgson_offers_the_seats_by_colour(app):
    scene = open_setup(app, "QuickMatchScene")
    scene.games.select(next(i for i, c in enumerate(scene.choices) if c.name == "dodgson"))
    app.render_frame()
    labels = [text for _, text in scene.order.choices]
    assert labels == ["White (moves first)", "Gold (moves second)", "Black (moves third)", "Green (moves fourth)",
                      "Random"]


def test_the_you_play_arrows_line_up_with_the_other_rows_unless_its_choices_need_more_room(app):
    """Fractal's "You play" (First, Second, Random) has its arrows where every other row has
    them, pixel for pixel; Dodgson's seat names ("White (moves first)") keep a wider box."""
    from game.ui.widgets import ChoiceRow
    scene = open_setup(app, "QuickMatchScene")
    scene.games.select(next(i for i, c in enumerate(scene.choices) if c.name == "fractal"))
    app.render_frame()
    others = {row.value_area() for row in scene.rows if isinstance(row, ChoiceRow) and row is not scene.order}
    assert len(others) == 1 and scene.order.value_area() in others
    x0, _ = scene.order.value_area()
    cy = scene.order.bottom + scene.order.height / 2
    arrow = region_colours(app, x0 + 8, cy - 2, 6, 4, step=1, image=screen_image(app))
    assert any(max(c[:3]) > 110 for c in arrow)                    # the left arrow is drawn there
    scene.games.select(next(i for i, c in enumerate(scene.choices) if c.name == "dodgson"))
    app.render_frame()
    x0, x1 = scene.order.value_area()
    for _, words in scene.order.choices:
        scene.order.value_text.text = words
        assert scene.order.value_text.content_width <= x1 - x0 - 40, words


def test_grundy_asks_the_random_board_size_only_for_a_random_board(app):
    """A named board has its own size: the row is left out, and comes back (with the value set
    before) when a random board is chosen."""
    scene = open_setup(app, "QuickMatchScene")
    press(app, KEY.ENTER)                        # into Grundy's options, focus on the board
    board = scene.option_rows["board"]
    assert board.value == "petersen" and "size" not in scene.option_rows
    assert "Random board size" not in [getattr(r.label, "text", "") for r in scene.rows]
    while board.value != "random-map":
        press(app, KEY.RIGHT)
        board = scene.option_rows["board"]
    assert scene.ui.focused is board and "size" in scene.option_rows
    scene.option_rows["size"].set_value(20)
    while board.value != "petersen":
        press(app, KEY.RIGHT)
        board = scene.option_rows["board"]
    assert "size" not in scene.option_rows and scene.options()["size"] == 20
    while board.value != "random-graph":
        press(app, KEY.LEFT)
        board = scene.option_rows["board"]
    assert scene.option_rows["size"].value == 20
