"""Where the game's files are (game/paths.py), from source and in a built copy; the version from
pyproject.toml; the game's data paths all going through game/paths.py; the selfcheck command's
mistakes. The built program itself is tested by tests/dist/check_build.sh (`build.py dist-check`)."""
from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game import paths
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture
def fresh_version():
    paths.version.cache_clear()
    yield
    paths.version.cache_clear()


def test_from_source_the_data_is_beside_the_game_package(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert not paths.is_frozen()
    assert paths.data_root() == ROOT
    assert paths.data_path("levels", "grundy") == ROOT / "levels" / "grundy"
    assert paths.program_command() == [sys.executable, "-m", "game"]


def test_a_built_copy_finds_its_data_in_its_own_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path.parent / "electoral-arcade"))
    assert paths.is_frozen()
    assert paths.data_root() == tmp_path.resolve()
    assert paths.data_path("assets", "fonts") == tmp_path.resolve() / "assets" / "fonts"
    # started again (under xvfb-run) as the program itself: a built copy has no `-m game`
    assert paths.program_command() == [str(tmp_path.parent / "electoral-arcade")]


def test_frozen_without_meipass_is_not_a_built_copy(monkeypatch):
    """Other freezers set sys.frozen alone; their files are not in a _MEIPASS folder."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert not paths.is_frozen() and paths.data_root() == ROOT


def test_the_version_is_pyprojects(fresh_version):
    assert paths.version() == pyproject_version() == game.__version__


def test_a_built_copy_reads_the_version_from_its_bundled_pyproject(monkeypatch, tmp_path, fresh_version):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\nversion = "9.8.7"\n', encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.version() == "9.8.7"


@pytest.mark.parametrize("text, fault", [
    (None, "cannot read the version"),
    ('[project]\nname = "x"\n', "no [project] version"),
    ('[project]\nversion = 3\n', "must be a non-empty string"),
    ("[project\n", "no [project] version"),
])
def test_a_missing_or_broken_version_names_the_file_and_the_fault(monkeypatch, tmp_path, fresh_version,
                                                                    text, fault):
    if text is not None:
        (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    with pytest.raises(RuntimeError, match=re.escape(str(tmp_path / "pyproject.toml"))) as caught:
        paths.version()
    assert fault in str(caught.value)


def test_version_option_prints_pyprojects_version(capsys):
    with pytest.raises(SystemExit) as ended:
        main(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr().out == f"electoral-arcade {pyproject_version()}\n"


def test_version_option_in_a_fresh_process():
    done = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"electoral-arcade {pyproject_version()}\n", "")


def test_every_data_path_goes_through_game_paths():
    """A module that finds files from its own __file__ would look inside the built copy's
    archive of modules, not in its data folder."""
    offenders = [f"{path.relative_to(ROOT)}" for path in sorted((ROOT / "game").rglob("*.py"))
                 if path.name != "paths.py" and "__file__" in path.read_text(encoding="utf-8")]
    assert not offenders, f"use game/paths.py data_path() instead of __file__ in: {', '.join(offenders)}"


def test_selfcheck_names_an_unknown_game(capsys, monkeypatch):
    import game.__main__ as cli
    monkeypatch.setattr(cli, "_needs_display", lambda argv, virtual=False: pytest.fail("asked for a display"))
    assert main(["selfcheck", "chequers"]) == 2
    err = capsys.readouterr().err
    assert "no game called 'chequers'" in err and "grundy" in err


@pytest.mark.parametrize("system, machine, tag, suffix", [
    ("linux", "x86_64", "linux-x86_64", ".tar.gz"),
    ("linux", "aarch64", "linux-arm64", ".tar.gz"),
    ("win32", "AMD64", "windows-x86_64", ".zip"),
    ("darwin", "arm64", "macos-arm64", ".tar.gz"),
])
def test_the_archive_is_named_for_the_version_and_the_system(monkeypatch, system, machine, tag, suffix):
    from tests.core.test_docs import load_build
    build = load_build()
    monkeypatch.setattr(build.sys, "platform", system)
    monkeypatch.setattr(build.platform, "machine", lambda: machine)
    assert build.archive_path() == ROOT / "dist" / f"electoral-arcade-{pyproject_version()}-{tag}{suffix}"


def test_a_built_copy_names_itself_in_its_messages(monkeypatch, capsys):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(ROOT), raising=False)     # its data: this tree's
    with pytest.raises(SystemExit):
        main(["nosuchcommand"])
    assert capsys.readouterr().err.startswith("electoral-arcade: ")
