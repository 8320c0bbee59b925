"""The developer tools' commands (`shot`, `bench`, `monkey`: devtools/commands.py) join the game's
command line through entry points declared in pyproject.toml, so the game never imports them and
the built program, which carries no package metadata, has none of them (issue 34)."""
from __future__ import annotations

import tomllib
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path

import pytest

import game.__main__ as cli

ROOT = Path(__file__).resolve().parents[2]


def declared() -> list[EntryPoint]:
    """The developer commands pyproject.toml declares."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        table = tomllib.load(handle)["project"]["entry-points"][cli.DEV_COMMANDS]
    return [EntryPoint(name, value, cli.DEV_COMMANDS) for name, value in table.items()]


def commands(parser) -> set[str]:
    return set(next(a for a in parser._actions if a.dest == "command").choices)


def test_pyproject_declares_the_developer_commands_and_the_install_knows_them():
    assert {ep.name: ep.value for ep in declared()} == {
        "shot": "devtools.commands:add_shot", "bench": "devtools.commands:add_bench",
        "monkey": "devtools.commands:add_monkey"}
    installed = {ep.name: ep.value for ep in entry_points(group=cli.DEV_COMMANDS)}
    assert installed == {ep.name: ep.value for ep in declared()}, (
        "the installed package's entry points are older than pyproject.toml: reinstall the checkout "
        "(python3 build.py setup, or pip install -e .)")


def test_without_the_entry_points_the_tools_commands_are_simply_absent(monkeypatch, capsys):
    monkeypatch.setattr(cli, "dev_commands", lambda: [])       # the built program: no metadata
    assert commands(cli.build_parser()) == {"play", "arena", "replay", "review", "moves", "solve", "selfcheck"}
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--help"])
    assert exit_.value.code == 0
    shown = capsys.readouterr().out
    assert "selfcheck" in shown and not any(tool in shown for tool in ("shot", "bench", "monkey"))
    with pytest.raises(SystemExit) as exit_:
        cli.main(["shot", "menu", "x.png"])
    assert exit_.value.code == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("python -m game: argument command: invalid choice: 'shot'")


def test_with_the_entry_points_the_tools_commands_are_listed_and_checked(monkeypatch, capsys):
    monkeypatch.setattr(cli, "dev_commands", declared)
    assert {"shot", "bench", "monkey"} <= commands(cli.build_parser())
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "render a scene to a PNG (developer tool)" in capsys.readouterr().out
    assert cli.main(["shot", "menu", "x.jpg"]) == 2       # the tool's own check, said by the game's `fail`
    assert capsys.readouterr().err == "shot: x.jpg: the picture is saved as PNG, so its name must end in .png\n"


def test_a_tools_command_returns_a_fault_in_one_line(monkeypatch, capsys, tmp_path):
    import devtools.shot
    monkeypatch.setattr(cli, "dev_commands", declared)
    monkeypatch.setattr(cli, "_needs_display", lambda argv, virtual=False: None)

    def full_disk(scene, out, size):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(devtools.shot, "shot", full_disk)
    assert cli.main(["shot", "menu", str(tmp_path / "menu.png")]) == 2
    assert capsys.readouterr().err == f"shot: {tmp_path / 'menu.png'}: cannot be written (No space left on device)\n"


def test_a_tool_that_cannot_be_loaded_is_said_in_one_line_and_the_game_goes_on(monkeypatch, capsys):
    broken = EntryPoint("shot", "devtools.no_such_module:add_shot", cli.DEV_COMMANDS)
    monkeypatch.setattr(cli, "dev_commands", lambda: [broken])
    assert cli.main(["shot", "menu", "x.png"]) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("shot: the developer tool cannot be loaded (ModuleNotFoundError: ")
    assert "python3 build.py setup" in line
    assert cli.main(["moves", "grundy", "--position", "hexagon"]) == 0


def test_a_tool_never_takes_the_place_of_a_game_command(monkeypatch):
    impostor = EntryPoint("play", "devtools.commands:add_shot", cli.DEV_COMMANDS)
    monkeypatch.setattr(cli, "dev_commands", lambda: [impostor, *declared()])
    parser = cli.build_parser()
    assert parser.parse_args(["play"]).func is cli.cmd_play


def test_metadata_that_cannot_be_read_leaves_the_game_its_own_commands(monkeypatch):
    import importlib.metadata

    def unreadable(**kwargs):
        raise OSError("broken metadata")
    monkeypatch.setattr(importlib.metadata, "entry_points", unreadable)
    assert cli.dev_commands() == []
    assert "play" in commands(cli.build_parser())
