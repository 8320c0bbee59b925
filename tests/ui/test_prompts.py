"""Button prompts: keys and gamepad buttons are drawn as icons (the fonts have no circled letters),
every hint line's words are in the font that draws them, and the hint line fits its strip."""
from __future__ import annotations

import importlib
import pkgutil

import pytest

from tests.ui.font_coverage import font_for, missing_characters
from tests.ui.helpers import StandInPad, near, region_colours, show

pytestmark = pytest.mark.screen    # game.ui.prompts draws with pyglet, which needs a display

GREEN_A = (92, 178, 66)         # the A button's face (game.ui.prompts.FACE_COLOURS)


# ---- the markup ------------------------------------------------------------------------------------
def test_buttons_in_brackets_are_read_and_other_brackets_stay_words(app):
    from game.ui.prompts import split_prompts, words_of
    assert split_prompts("[A] Select   [Esc] Back") == [("A", True), (" Select   ", False), ("Esc", True),
                                                      (" Back", False)]
    kinds = {token: kind for token, kind in [("A", "face"), ("Y", "face"), ("LB", "pill"), ("Start", "pill"),
                                             ("D-pad", "dpad"), ("Enter", "key"), ("Ctrl+Z", "key"),
                                             ("Shift+Tab", "key"), ("↑↓", "key"), ("+", "key"), ("W", "key")]}
    from game.ui.prompts import button_kind
    assert {token: button_kind(token) for token in kinds} == kinds
    # a footnote, a checkbox and a link are not buttons
    assert split_prompts("see [note] and [x] and [a link](page)") == [("see [note] and [x] and [a link](page)", False)]
    # the circled letters older wording used are read as the face buttons they meant
    assert split_prompts("Ⓧ undo") == [("X", True), (" undo", False)]
    assert words_of("[LB] [RB] look back") == "LB RB look back"


# ---- font coverage --------------------------------------------------------------------------------
def test_the_font_check_knows_what_each_shipped_font_lacks():
    from game.ui import theme
    assert font_for(theme.BODY_FONT) == "DejaVu Sans"
    assert font_for(theme.DISPLAY_FONT) == "Kenney Future"
    assert font_for(("Liberation Sans", "DejaVu Sans")) == "DejaVu Sans"   # the first one we ship
    assert missing_characters("Ⓐ Select Ⓑ Back", theme.BODY_FONT) == "ⒶⒷ"
    assert missing_characters("↑↓ Scroll – “quoted” ♛ ●■▲◆", "DejaVu Sans") == ""
    assert missing_characters("RULES ↑", theme.DISPLAY_FONT) == "↑"     # the title face is Latin only
    assert missing_characters("two\nlines\0", "DejaVu Sans") == ""        # control characters are not drawn
    with pytest.raises(ValueError):
        font_for(("Comic Sans MS",))


def scene_classes():
    """Every screen class in game.scenes (each module imported, so a broken one fails here)."""
    import game.scenes
    from game.scenes.base import Scene
    for info in pkgutil.walk_packages(game.scenes.__path__, "game.scenes."):
        importlib.import_module(info.name)
    found, todo = [], [Scene]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return [cls for cls in found if cls.__module__.startswith("game.")]


def test_every_hint_line_is_drawn_in_words_the_font_has_and_fits_its_strip(app):
    from game.scenes.base import HINT_LEFT
    from game.ui import theme
    from game.ui.prompts import RichText
    classes = scene_classes()
    names = {cls.__name__ for cls in classes}
    assert {"Scene", "TitleScene", "RulesScene", "GameScreen", "PauseScene"} <= names
    checked = 0
    for cls in classes:
        for line in {cls.hints, cls.pad_hints} - {""}:
            text = RichText(line, HINT_LEFT, 30, theme.SIZE_SMALL, anchor_y="center")
            where = f"{cls.__name__}: {line!r}"
            assert missing_characters(text.text, text.font_name) == "", where
            assert "[" not in text.text and "]" not in text.text, f"{where}: a bracket names no button"
            for button in text.buttons:          # the labels on the icons are drawn in DejaVu Sans Bold
                assert missing_characters(button, "DejaVu Sans") == "", where
            assert HINT_LEFT + text.content_width <= cls.hints_right, f"{where} runs past its strip"
            checked += 1
    assert checked > 15


# ---- drawn ----------------------------------------------------------------------------------------
@pytest.fixture
def pad(app):
    """A stand-in gamepad plugged in for the test (unplugged after it)."""
    controller = StandInPad("pad1")
    app.input.on_connect(controller, announce=False)
    yield controller
    app.input.on_disconnect(controller)
    app.notices.queue.clear()        # "Gamepad 1 disconnected" is not for the next test


def hint_strip_colours(app):
    return region_colours(app, 60, 16, 1160, 28, step=2)


def test_a_connected_pad_adds_its_button_icons_to_the_hint_line(app, pad):
    from game.scenes.menu import TitleScene
    scene = TitleScene()
    show(app, scene)
    line = scene._hint_line.text
    assert "A" in line.buttons and "Enter" in line.buttons and "Select" in line.text
    assert sum(near(c, GREEN_A, 40) for c in hint_strip_colours(app)) > 10, "the green A button is drawn"
    assert 72 + line.content_width <= scene.hints_right


def test_without_a_pad_the_hint_line_shows_the_keys_only(app):
    from game.scenes.menu import TitleScene
    scene = TitleScene()
    show(app, scene)
    line = scene._hint_line.text
    assert "Enter" in line.buttons and "A" not in line.buttons
    assert not any(near(c, GREEN_A, 40) for c in hint_strip_colours(app))


def test_a_long_hint_line_shows_the_pads_hints_alone_under_the_board(app, pad):
    from devtools.showcase import demo_screen
    screen = demo_screen("dodgson")
    show(app, screen)
    line = screen._hint_line.text
    assert line.reading.startswith("D-pad cursor") and "Esc" not in line.buttons
    assert 72 + line.content_width <= screen.hints_right <= 968


def test_the_hint_line_is_built_once_not_every_frame(app, pad):
    from game.scenes.base import Scene
    from tests.ui.helpers import frames
    scene = Scene()
    show(app, scene)
    first = scene._hint_line.text
    frames(app, 5)
    assert scene._hint_line.text is first
    app.input.on_disconnect(pad)
    app.notices.queue.clear()        # the notice would show in the hint line's place for a while
    frames(app, 1)
    assert scene._hint_line.text is not first and "A" not in scene._hint_line.text.buttons


def test_a_line_too_long_for_its_room_is_set_smaller_until_it_fits(app):
    from game.ui import theme
    from game.ui.prompts import HINT_MIN_SIZE, fit_line
    line = "[A] Select   [B] Back   [LB] look back   [RB] next   [Start] menu"
    full = fit_line((line,), 72, 30, 2000)
    small = fit_line((line,), 72, 30, full.content_width * 0.88)
    assert full.size == theme.SIZE_SMALL and HINT_MIN_SIZE <= small.size < theme.SIZE_SMALL
    assert small.content_width <= full.content_width * 0.88
    # with two choices the first is kept when it fits and given up when it does not
    assert fit_line(("[A] Select", line), 72, 30, 2000).reading == "A Select"
    assert fit_line((line, "[A] Select"), 72, 30, full.content_width - 1).reading == "A Select"


# ---- each pad's own buttons ------------------------------------------------------------------------
@pytest.mark.parametrize("name, guid, family", [
    ("Xbox Wireless Controller", "", "xbox"),
    ("Sony Interactive Entertainment DualSense Wireless Controller", "", "playstation"),
    ("PS4 Controller", "", "playstation"),
    ("Nintendo Switch Pro Controller", "", "nintendo"),
    ("Joy-Con (L/R)", "", "nintendo"),
    ("Generic USB Gamepad", "", "xbox"),
    # no word in the name: the GUID's vendor id (bytes 4-5, little-endian) says Sony or Nintendo
    ("Wireless Controller", "030000004c050000e60c000011810000", "playstation"),
    ("Pro Controller", "030000007e0500000920000011810000", "nintendo"),
    ("Controller", "030000005e0400008e02000010010000", "xbox"),
])
def test_the_family_is_read_from_the_pads_name_or_its_guid(name, guid, family):
    from game.ui.input import pad_family
    assert pad_family(name, guid) == family


def test_prompts_name_each_familys_buttons():
    from game.ui.prompts import for_family, split_prompts, words_of
    line = "[A] Select   [B] Back   [X] undo   [Y] redo   [LB] [RB] look back   [Start] menu   [Enter] too"
    assert for_family(line, "xbox") == line
    assert for_family(line, "keyboard") == line
    ps = for_family(line, "playstation")
    assert [t for t, button in split_prompts(ps) if button] == ["Cross", "Circle", "Square", "Triangle", "L1", "R1",
                                                                "Options", "Enter"]
    nintendo = for_family(line, "nintendo")
    assert [t for t, button in split_prompts(nintendo) if button] == ["NS A", "NS B", "NS X", "NS Y", "NS L", "NS R",
                                                                      "NS +", "Enter"]
    assert words_of(nintendo).startswith("A Select   B Back")          # a Nintendo A reads "A"
    assert words_of("[Key A] [D] seat") == "A D seat"                   # the keyboard's A, a keycap


def icon_colours(token, height=40):
    from game.ui.prompts import icon_image
    image = icon_image(token, height).convert("RGBA")
    return [p[:3] for p in image.getdata() if p[3] > 200]


def test_playstation_buttons_are_drawn_as_their_symbols_and_nintendo_ones_in_grey(app):
    from game.ui.pad_icons import PLAYSTATION_FACES, PS_BODY
    for token, colour in PLAYSTATION_FACES.items():
        pixels = icon_colours(token)
        assert sum(near(p, colour, 30) for p in pixels) > 40, f"{token}'s symbol is drawn in its colour"
        assert sum(near(p, PS_BODY, 12) for p in pixels) > len(pixels) // 3, f"{token} is a dark button"
    # the four symbols are four different shapes: their coloured pixels differ in number
    counts = {t: sum(near(p, c, 30) for p in icon_colours(t)) for t, c in PLAYSTATION_FACES.items()}
    assert len(set(counts.values())) == 4
    nintendo_a = icon_colours("NS A")
    assert not any(near(p, GREEN_A, 40) for p in nintendo_a)            # not the Xbox green
    assert sum(p[0] > 235 and p[1] > 235 and p[2] > 235 for p in nintendo_a) > 20    # a white letter
    xbox_a = icon_colours("A")
    assert sum(near(p, GREEN_A, 30) for p in xbox_a) > len(xbox_a) // 3


def test_the_hint_line_shows_the_buttons_of_the_pad_used_last(app):
    from game.scenes.menu import TitleScene
    from game.ui import input as input_layer
    pad = StandInPad("Sony DualSense Wireless Controller")
    app.input.on_connect(pad, announce=False)
    try:
        scene = TitleScene()
        show(app, scene)
        assert "Cross" in scene._hint_line.text.buttons and "A" not in scene._hint_line.text.buttons
        from game.ui.pad_icons import PLAYSTATION_FACES
        assert sum(near(c, PLAYSTATION_FACES["Cross"], 30) for c in hint_strip_colours(app)) > 4
        xbox = StandInPad("Xbox Wireless Controller")
        app.input.on_connect(xbox, announce=False)
        xbox.press("dpdown")                        # used last: its buttons
        show(app, scene)
        assert "A" in scene._hint_line.text.buttons and "Cross" not in scene._hint_line.text.buttons
        app.input.on_disconnect(xbox)
    finally:
        app.input.on_disconnect(pad)
        app.notices.queue.clear()
        input_layer._note_family(input_layer.XBOX)


def test_lobby_cards_show_each_seated_pads_own_buttons(app):
    from game.scenes.directory import make_scene
    from game.ui import input as input_layer
    pads = [StandInPad("Xbox Wireless Controller"), StandInPad("DualSense Wireless Controller"),
            StandInPad("Nintendo Switch Pro Controller")]
    for pad in pads:
        app.input.on_connect(pad, announce=False)
    try:
        lobby = make_scene("lobby", "dodgson")
        show(app, lobby)
        pads[0].press("a")
        pads[1].press("a")
        pads[2].press("b")                          # a Nintendo pad joins with the A printed on it
        app.render_frame()
        seated = lobby.seating.devices()
        assert seated == ["pad1", "pad2", "pad3"]
        buttons = [[b for t in lobby.texts if isinstance(getattr(t, "buttons", None), list)
                    and t.position[0] == view.rect[0] + view.rect[2] / 2 for b in t.buttons] for view in lobby.views[:3]]
        assert "B" in buttons[0] and "Circle" in buttons[1] and "NS B" in buttons[2]
    finally:
        for pad in pads:
            app.input.on_disconnect(pad)
        app.notices.queue.clear()
        input_layer._note_family(input_layer.XBOX)


def test_hint_lines_fitted_once_are_kept_and_forgotten_with_their_gl_context(app):
    """A screen's hints switch back and forth; a line fitted before is drawn again without
    a new layout, but never one made in another GL context (its vertex arrays belong there)."""
    from game.ui import prompts
    line = prompts.HintLine()
    line.draw("[Enter] place", 100, 40, 600)
    first = line.text
    line.draw("[Esc] menu", 100, 40, 600)
    line.draw("[Enter] place", 100, 40, 600)
    assert line.text is first
    prompts._fitted_context = None          # as if another window's context had been current
    line.draw("[Esc] menu", 100, 40, 600)
    line.draw("[Enter] place", 100, 40, 600)
    assert line.text is not first
