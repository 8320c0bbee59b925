"""The engine contract (game/core/state.py): returns, the player count, option checks, and the
hooks every engine has on the base classes."""
import inspect

import pytest

from game.core.bots import make_bot, resolve_spec
from game.core.session import MatchSession, Seat
from game.core.state import TERMINAL, BadOptions, Game, GameOption, GameState, Outcome
from game.catalog import get_game
from tests.core.toy_games import DICE_RACE, NIM, NimState

GAMES = ("grundy", "constitution", "dodgson", "fractal")


# ---- Outcome.returns ---------------------------------------------------------------------------
def test_a_solo_win_is_one_and_a_solo_loss_is_zero():
    assert Outcome((12.0,), (0,), "cleared the board").returns(1) == [1.0]
    assert Outcome((3.0,), (), "ran out of moves").returns(1) == [0.0]


def test_a_solo_loss_is_no_draw_and_a_solo_draw_says_so():
    loss = Outcome((250.0,), (), "lost 250 to 288")
    assert not loss.is_draw and "drawn" not in loss.to_data()
    tie = Outcome((269.0,), (), "a 269-269 tie", drawn=True)
    assert tie.is_draw and tie.returns(1) == [0.5] and tie.to_data()["drawn"] is True


def test_with_two_or_more_seats_a_draw_is_shared_and_winners_share_the_win():
    assert Outcome((1.0, 1.0), (), "draw").returns(2) == [0.5, 0.5]
    assert Outcome((0, 0, 0, 0), (), "draw").returns(4) == [0.25] * 4
    assert Outcome((3, 1, 3), (0, 2), "tie").returns(3) == [0.5, 0.0, 0.5]
    assert Outcome((5, 1), (1,), "won").returns(2) == [0.0, 1.0]


# ---- a toy game with a variable player count and every kind of option --------------------------
class PartyState(NimState):
    pass


class PartyGame(Game):
    name = "party"
    title = "Party"
    min_players = 2
    max_players = 4

    def options(self):
        return [
            GameOption("players", "Players", 3, (2, 3, 4)),
            GameOption("colour", "Colour", "red", ("red", "blue"), noun="colour"),
            GameOption("fast", "Fast", False, (False, True)),
            GameOption("rounds", "Rounds", 5, (5, 10), check=lambda n: None if n >= 1 else f"{n} is not 1 or more"),
            GameOption("speed", "Speed", 1.5),
            GameOption("start", "Start", None, help="left out unless given"),
        ]

    def new_initial_state(self, options=None, seed=0):
        return PartyState(self.validate_options(options), seed)

    def state_class(self):
        return PartyState


PARTY = PartyGame()


def test_validate_options_fills_the_defaults_and_leaves_out_options_without_one():
    assert PARTY.validate_options(None) == {"players": 3, "colour": "red", "fast": False, "rounds": 5, "speed": 1.5}
    assert PARTY.validate_options({"colour": "blue", "start": [1, 2]})["start"] == [1, 2]
    assert "start" not in PARTY.default_options()


@pytest.mark.parametrize("options, message", [
    ({"colour": "green"}, "party: options.colour: 'green' is not one of party's colours (red, blue)"),
    ({"fast": "yes"}, "party: options.fast: 'yes' is not true or false"),
    ({"fast": 1}, "party: options.fast: 1 is not true or false"),
    ({"rounds": True}, "party: options.rounds: True is not a whole number"),
    ({"rounds": "5"}, "party: options.rounds: '5' is not a whole number"),
    ({"rounds": 0}, "party: options.rounds: 0 is not 1 or more"),
    ({"speed": "fast"}, "party: options.speed: 'fast' is not a number"),
    ({"size": 3}, "party: options.size: party has no such option (its options: players, colour, fast, rounds, "
                  "speed, start)"),
    ({"players": 5}, "party: options.players: 5 is not one of party's players values (2, 3, 4)"),
])
def test_a_bad_option_is_one_line_naming_the_key_the_value_and_what_is_allowed(options, message):
    with pytest.raises(BadOptions) as info:
        PARTY.new_initial_state(options)
    assert str(info.value) == message
    assert info.value.key == message.split("options.")[1].split(":")[0]
    assert isinstance(info.value, ValueError)


def test_a_check_allows_values_beyond_the_choices_offered():
    assert PARTY.validate_options({"rounds": 7})["rounds"] == 7
    assert PARTY.validate_options({"speed": 2})["speed"] == 2


def test_options_must_be_a_table():
    with pytest.raises(BadOptions, match=r"^party: options: must be a table of options, not \['colour'\]$"):
        PARTY.validate_options(["colour"])


# ---- the player count -------------------------------------------------------------------------
def test_the_player_count_is_checked_against_min_and_max():
    assert PARTY.num_players_for({}) == 2
    assert PARTY.num_players_for({"players": 4}) == 4
    for count in (1, 5, "3", True, 2.0):
        with pytest.raises(BadOptions, match=r"options.players: .* is not a player count of party \(2 to 4\)"):
            PARTY.num_players_for({"players": count})


@pytest.mark.parametrize("name", GAMES)
def test_every_game_refuses_a_player_count_it_does_not_take(name):
    game = get_game(name)
    assert game.num_players_for(game.default_options()) == game.min_players
    with pytest.raises(BadOptions, match=f"is not a player count of {name} \\(always {game.min_players}\\)"):
        game.new_initial_state({"players": game.max_players + 1})


# ---- every game checks its options before its rules see them ----------------------------------
@pytest.mark.parametrize("name, options, message", [
    ("grundy", {"board": "nope"}, "grundy: options.board: 'nope' is not one of grundy's boards (chvatal, cube, "),
    ("grundy", {"board": "random-map", "size": 99}, "options.size: 99 is not one of grundy's random board sizes "
                                                    "(8 to 30)"),
    ("grundy", {"colour": "red"}, "options.colour: grundy has no such option (its options: board, size, starts)"),
    ("constitution", {"rules": "modern"}, "constitution: options.rules: 'modern' is not one of constitution's "
                                          "rule sets (revised, classic)"),
    ("constitution", {"map": 3}, "constitution: options.map: 3 is not text"),
    ("constitution", {"map": "nowhere.toml"}, "constitution: options.map: 'nowhere.toml' is not a map this game "
                                              "can use"),
    ("constitution", {"starts": [[0, 0]]}, "options.starts: [[0, 0]] does not list two points"),
    ("dodgson", {"pawn_like": "yes"}, "dodgson: options.pawn_like: 'yes' is not true or false"),
    ("dodgson", {"stall_rounds": -1}, "dodgson: options.stall_rounds: -1 is not a number of rounds (0 or more; "
                                      "0: no limit)"),
    ("dodgson", {"repetitions": 1}, "dodgson: options.repetitions: 1 is not 2 or more (0: no limit)"),
    ("dodgson", {"position": "nonsense"}, "dodgson: options.position: 'nonsense' cannot start a game"),
])
def test_each_game_refuses_bad_options_with_one_line(name, options, message):
    with pytest.raises(BadOptions) as info:
        get_game(name).new_initial_state(options, 1)
    assert message in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("name", GAMES)
def test_each_game_takes_its_own_defaults_and_choices(name):
    game = get_game(name)
    assert game.validate_options(None) == game.default_options()
    for option in game.options():
        for value in option.choices:
            game.validate_options({option.key: value})


def test_stored_states_check_their_options_too():
    from game.core.datafile import DataFileError
    from game.engines.constitution import ConstitutionState
    from game.engines.grundy import GrundyState
    grundy = get_game("grundy").new_initial_state({"board": "hexagon"}, 1).to_data()
    with pytest.raises(DataFileError, match="s.toml: key 'options.size': 'big' is not a whole number"):
        GrundyState.from_data({**grundy, "options": {"board": "hexagon", "size": "big"}}, "s.toml")
    constitution = get_game("constitution").new_initial_state({}, 1).to_data()
    with pytest.raises(DataFileError, match="s.toml: key 'options.rules': 'x' is not one of"):
        ConstitutionState.from_data({**constitution, "options": {"rules": "x"}}, "s.toml")
    dodgson = get_game("dodgson").new_initial_state({}, 1).to_data()
    with pytest.raises(BadOptions, match="options.pawn_like"):
        get_game("dodgson").state_from_data({**dodgson, "options": {"pawn_like": "yes"}})


# ---- hooks: on the base classes, one signature, a documented default ------------------------------
class BareState(GameState):
    """A state overriding nothing optional: what every engine gets for free."""

    def __init__(self, stones=2):
        self.options, self.seed, self.stones = {}, 0, stones

    def current_player(self):
        return TERMINAL if not self.stones else 0

    def legal_moves(self):
        return [1] if self.stones else []

    def apply(self, move):
        self.stones -= move

    def outcome(self):
        return None if self.stones else Outcome((1.0,), (0,), "done")

    def to_data(self):
        return {}

    @classmethod
    def from_data(cls, data):
        return cls()

    def move_to_text(self, move):
        return str(move)


class BareGame(Game):
    name = "bare"
    title = "Bare"
    min_players = max_players = 1

    def new_initial_state(self, options=None, seed=0):
        return BareState()

    def state_class(self):
        return BareState


BareState.game = BareGame()


def test_the_base_hooks_say_nothing_special():
    game = BareState.game
    assert game.extra_bots() == {}
    assert game.exact_solver() is None
    assert set(game.bot_presets({})) == {"easy", "normal", "hard"}
    state = game.new_initial_state()
    assert state.is_legal_move(1) and not state.is_legal_move(2)
    assert state.returns() == [0.0]          # not over yet


def test_is_legal_move_at_a_chance_node_asks_the_chance_outcomes():
    state = DICE_RACE.new_initial_state()
    state.apply("roll")
    assert state.is_chance_node()
    assert state.is_legal_move(6) and not state.is_legal_move("stop")


BASE_HOOKS = {"bot_presets": Game, "extra_bots": Game, "exact_solver": Game, "is_legal_move": GameState}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("hook", sorted(BASE_HOOKS))
def test_engines_override_hooks_with_the_base_signature(name, hook):
    game = get_game(name)
    owner = game if BASE_HOOKS[hook] is Game else game.state_class()
    base = inspect.signature(getattr(BASE_HOOKS[hook], hook))
    mine = inspect.signature(getattr(type(owner) if owner is game else owner, hook))
    assert list(mine.parameters) == list(base.parameters)


def test_difficulties_resolve_through_bot_presets_with_the_match_options():
    grundy = get_game("grundy")
    assert resolve_spec(grundy, "normal", {"board": "hexagon"}) == "mcts:120"
    assert resolve_spec(grundy, "normal", {"board": "map-20"}) == "mcts:600"
    assert resolve_spec(NIM, "easy", {"stones": 5}) == "greedy:noise=0.35"


def test_a_games_own_bots_come_from_extra_bots():
    bot = make_bot(get_game("dodgson"), "lookahead:0.1s", seed=1)
    assert bot.name == "lookahead"


def test_the_bench_asks_the_developer_tools_of_each_game_and_solve_asks_the_catalog():
    from devtools.bench import engine_rate
    from game.__main__ import _solver
    from game.engines.grundy.solver import solve_report
    assert "movegen_start_per_s" in engine_rate("dodgson", 0.05)      # devtools/games/dodgson.py
    assert set(engine_rate("nim", 0.01)) == {"random_games_per_s"}   # a game the tools know nothing of
    assert _solver("grundy") is solve_report
    with pytest.raises(ValueError, match="constitution has no exact solver"):
        _solver("constitution")


def test_the_game_contract_carries_no_developer_tools_hook():
    """The bench's figures and the solver's report are asked of devtools/ and the catalog, not
    of the engines (issue 34)."""
    for hook in ("bench_extra", "solve_report"):
        assert not hasattr(Game, hook)
        assert [name for name in GAMES if hasattr(get_game(name), hook)] == []


class UnlistedState(NimState):
    """Nim where taking 4 is legal but never listed (as Grundy's numbers above the cap)."""

    def is_legal_move(self, move):
        return move in (1, 2, 3, 4) and move <= self.stones

    def apply(self, move):
        if not self.is_legal_move(move):
            raise ValueError(move)
        self.stones -= move
        self.last_taker = self.to_move
        self.to_move = 1 - self.to_move


def test_a_session_plays_a_legal_move_the_state_does_not_list():
    start = UnlistedState({}, 0)
    start.game = NIM
    session = MatchSession(NIM, {}, 1, [Seat.human(), Seat.human()], autosave=False, start_state=start)
    session.play(4)
    assert session.state.stones == 9
    with pytest.raises(ValueError):
        session.play(5)
