"""What a game needs from the engine: the profile list, the bot styles, and a running session
(the engine's table plus one computer player per bot seat). The human always sits in seat 0.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine import profile
from engine.actions import Action, LegalActions
from engine.bots import game_choice, list_styles, make_bot
from engine.bots.baselines import CallingPlayer
from engine.cards import Card
from engine.profile import ProfileEntry, discover_profiles, load_profile
from engine.rules import Rules
from engine.table import SeatInfo, Table
from game.play.seeds import fresh_seed
from game.store.settings import Settings

if TYPE_CHECKING:
    from engine.simulate import ComputerPlayer
    from engine.view import SeatView

log = logging.getLogger(__name__)

HUMAN = 0
BOT_NAMES = ("Babe", "Casey", "Yogi", "Dizzy", "Satchel", "Lefty", "Hank", "Cy")


@dataclass(frozen=True)
class StyleChoice:
    id: str
    name: str
    personality: str


def styles() -> list[StyleChoice]:
    return [StyleChoice(style.id, style.name, style.personality) for style in list_styles()]


def style_name(style_id: str) -> str:
    return next((style.name for style in styles() if style.id == style_id), style_id)


def seat_label(style_id: str, difficulty: str) -> str:
    """What a computer player's seat says under its name, the style's name then the level:
    "Shark - hard" (run together, "Regular normal" read like one odd phrase)."""
    return f"{style_name(style_id)} - {difficulty}"


def profiles() -> list[ProfileEntry]:
    return discover_profiles()


def no_profiles_message() -> str:
    return (
        f"No rule profiles found: the shipped ones are missing from {profile.SHIPPED_DIR} and "
        f"{profile.user_profile_dir()} has none. Reinstall Baseball Poker or add a profile there."
    )


@dataclass
class Opponent:
    style: str
    difficulty: str


@dataclass
class Setup:
    """Everything chosen on the Play menus; `Session(setup)` deals."""

    profile_id: str
    rules: Rules
    players: int
    opponents: list[Opponent] = field(default_factory=list)
    seed: int | None = None
    # (pots finished, salt): where a resumed session re-seeded its shuffles (game.play.resume), kept so
    # that the session rebuilds the same way after another interruption
    reseeds: tuple[tuple[int, str], ...] = ()
    # a guided first hand (game.play.guided): the stock order of its pot, top card first, and its
    # dealer; its computer players only check and call, so the hand goes the way it was stacked
    stacked: tuple[Card, ...] = ()
    first_dealer: int | None = None

    def fill_opponents(self, style: str, difficulty: str) -> None:
        """Grow or shrink the opponent list to players - 1, new seats getting the defaults."""
        wanted = self.players - 1
        self.opponents = self.opponents[:wanted] + [
            Opponent(style, difficulty) for _ in range(wanted - len(self.opponents))
        ]


def direct_setup(settings: Settings, profile_id: str | None, players: int | None, seed: int | None) -> Setup:
    """A setup from --profile/--players/--seed, the rest from the settings; ValueError when unusable."""
    profile_id = profile_id or settings.default_profile
    rules = load_profile(profile_id)
    players = settings.default_players if players is None else players
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"{rules.name} is for {rules.min_players} to {rules.max_players} players, not {players}"
        )
    setup = Setup(profile_id, rules, players, seed=seed)
    setup.fill_opponents(settings.default_style, settings.default_difficulty)
    return setup


class Session:
    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.seed = setup.seed if setup.seed is not None else fresh_seed()
        seats = [SeatInfo("You", "human", "human")]
        seats += [SeatInfo(BOT_NAMES[i], "bot", opp.style) for i, opp in enumerate(setup.opponents)]
        self.table = Table(
            setup.rules,
            seats,
            self.seed,
            setup.profile_id,
            reseeds=setup.reseeds,
            first_dealer=setup.first_dealer,
            decks=[setup.stacked] if setup.stacked else (),
        )
        self.bots: dict[int, ComputerPlayer] = {
            seat: self.bot(opp, seat) for seat, opp in enumerate(setup.opponents, start=1)
        }
        self._thinker = ThreadPoolExecutor(max_workers=1)  # bots think while frames keep drawing

    def bot(self, opponent: Opponent, seat: int) -> ComputerPlayer:
        """The computer player of `seat`; a stacked (guided) hand's only checks and calls."""
        if self.setup.stacked:
            return CallingPlayer()
        return make_bot(opponent.style, opponent.difficulty, seed=self.seed * 31 + seat)

    def think(self) -> Future[Action]:
        """Start the computer player in turn deciding; the future's result is its Action."""
        seat, legal = self.table.actor, self.table.legal_actions()
        assert seat is not None and legal is not None, "nobody is to decide"
        return self._thinker.submit(safe_decide, self.bots[seat], self.table.view(seat), legal)

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)


# What a computer player falls back on when it fails: the move that risks least, so a bug in a bot
# costs that bot at most its stake in this pot and the party goes on (a hidden four stays hidden).
FALLBACK_ORDER = ("check", "turn", "decline", "call", "bring_in", "pay", "fold")


def safe_decide(bot: ComputerPlayer, view: SeatView, legal: LegalActions) -> Action:
    """The bot's decision if it is legal; otherwise (an exception or an illegal move) the safest legal one."""
    try:
        action = game_choice.decide(bot, view, legal)  # a dealer's call by its style, or the bot's own
        if isinstance(action, Action) and action.seat == legal.seat and legal.option(action.kind) is not None:
            return action
        problem = f"an illegal move {action!r}"
    except Exception as error:  # a bot must never take the table down with it
        problem = f"{type(error).__name__}: {error}"
    kind = next((kind for kind in FALLBACK_ORDER if legal.option(kind) is not None), legal.kinds[0])
    log.error("computer player in seat %d failed (%s); it plays %s", legal.seat, problem, kind)
    return Action(legal.seat, kind)
