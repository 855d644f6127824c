"""What a game needs from the engine: the profile list, the bot styles, and a running session
(the engine's table plus one computer player per bot seat). The human always sits in seat 0.
"""

from __future__ import annotations

import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from engine.actions import Action, LegalActions
from engine.profile import ProfileEntry, discover_profiles
from engine.rules import Rules

log = logging.getLogger(__name__)

HUMAN = 0
BOT_NAMES = ("Babe", "Casey", "Yogi", "Dizzy", "Satchel", "Lefty", "Hank", "Cy")


@dataclass(frozen=True)
class StyleChoice:
    id: str
    name: str
    personality: str


def styles() -> list[StyleChoice]:
    from engine.bots import list_styles

    return [StyleChoice(style.id, style.name, style.personality) for style in list_styles()]


def style_name(style_id: str) -> str:
    return next((style.name for style in styles() if style.id == style_id), style_id)


def seat_label(style_id: str, difficulty: str) -> str:
    """What a computer player's seat says under its name, the style's name then the level:
    "Shark - hard" (run together, "Regular normal" read like one odd phrase)."""
    return f"{style_name(style_id)} - {difficulty}"


def profiles() -> list[ProfileEntry]:
    return discover_profiles()


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
    # (pots finished, salt): where a resumed session re-seeded its shuffles (game.resume), kept so
    # that the session rebuilds the same way after another interruption
    reseeds: tuple[tuple[int, str], ...] = ()

    def fill_opponents(self, style: str, difficulty: str) -> None:
        """Grow or shrink the opponent list to players - 1, new seats getting the defaults."""
        wanted = self.players - 1
        self.opponents = self.opponents[:wanted] + [
            Opponent(style, difficulty) for _ in range(wanted - len(self.opponents))
        ]


class Session:
    def __init__(self, setup: Setup) -> None:
        from engine.bots import make_bot
        from engine.table import SeatInfo, Table

        self.setup = setup
        self.seed = setup.seed if setup.seed is not None else random.randrange(1 << 31)
        seats = [SeatInfo("You", "human", "human")]
        seats += [SeatInfo(BOT_NAMES[i], "bot", opp.style) for i, opp in enumerate(setup.opponents)]
        self.table = Table(setup.rules, seats, self.seed, setup.profile_id, reseeds=setup.reseeds)
        self.bots = {
            seat: make_bot(opp.style, opp.difficulty, seed=self.seed * 31 + seat)
            for seat, opp in enumerate(setup.opponents, start=1)
        }
        self._thinker = ThreadPoolExecutor(max_workers=1)  # bots think while frames keep drawing

    def think(self) -> Future:
        """Start the computer player in turn deciding; the future's result is its Action."""
        seat = self.table.actor
        return self._thinker.submit(
            safe_decide, self.bots[seat], self.table.view(seat), self.table.legal_actions()
        )

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)


# What a computer player falls back on when it fails: the move that risks least, so a bug in a bot
# costs that bot at most its stake in this pot and the party goes on.
FALLBACK_ORDER = ("check", "turn", "reveal", "keep", "decline", "call", "bring_in", "pay", "fold")


def safe_decide(bot, view, legal: LegalActions) -> Action:
    """The bot's decision if it is legal; otherwise (an exception or an illegal move) the safest legal one."""
    try:
        action = bot.decide(view, legal)
        if isinstance(action, Action) and action.seat == legal.seat and legal.option(action.kind) is not None:
            return action
        problem = f"an illegal move {action!r}"
    except Exception as error:  # a bot must never take the table down with it
        problem = f"{type(error).__name__}: {error}"
    kind = next((kind for kind in FALLBACK_ORDER if legal.option(kind) is not None), legal.kinds[0])
    log.error("computer player in seat %d failed (%s); it plays %s", legal.seat, problem, kind)
    return Action(legal.seat, kind)
