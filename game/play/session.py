"""What a game needs from the engine: the profile list, the bot styles, and a running session
(the engine's table plus one computer player per bot seat). The human always sits in seat 0.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine import profile
from engine.bots import Bot, list_styles, make_bot
from engine.bots.styles import StyleError, get_style
from engine.cards import Card
from engine.profile import ProfileEntry, discover_profiles, load_profile
from engine.rules import Rules
from engine.table import SeatInfo, Table
from game.play.guide_players import GuidePlayer
from game.play.night_keeper import NightKeeper
from game.play.seeds import fresh_seed
from game.play.sitters import Sitter
from game.play.table_host import TableHost
from game.store.settings import Settings

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.simulate import ComputerPlayer

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


_listed: list[tuple[tuple[object, ...], list[ProfileEntry]]] = []  # `profiles`: the last list, by its stamp


def profiles() -> list[ProfileEntry]:
    """Every profile, shipped and the user's, read again only when a file in either folder has
    come, gone or changed since (its inode, size or times): the menus, the Hall of Fame and attract
    mode list them each time they open, and reading every file again took 8 to 18 ms of the main thread
    (benchmarks/bench_hall_of_fame.py)."""
    stamp = _profiles_stamp()
    if not _listed or _listed[0][0] != stamp:
        _listed[:] = [(stamp, discover_profiles())]
    return list(_listed[0][1])


def _profiles_stamp() -> tuple[object, ...]:
    """The profile folders and each *.yaml file in them, with what changes when the file does."""
    folders = (profile.SHIPPED_DIR, profile.user_profile_dir())
    marks: list[object] = [str(folder) for folder in folders]
    for folder in folders:
        try:
            paths = sorted(folder.glob("*.yaml"))
        except OSError:  # discover_profiles says what it cannot read
            continue
        for path in paths:
            try:
                found = path.stat()
            except OSError:
                marks.append((str(path),))
                continue
            marks.append((str(path), found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns))
    return tuple(marks)


def no_profiles_message() -> str:
    return (
        f"No rule profiles found: the shipped ones are missing from {profile.SHIPPED_DIR} and "
        f"{profile.user_profile_dir()} has none. Reinstall Baseball Poker or add a profile there."
    )


def party_players(seats: int, difficulty: str, seed: int | None) -> list[Bot]:
    """A party table's computer players, one a seat, the styles in turn: seat i plays from seed *
    100 + i (None: each draws a secret seed, game.play.seeds)."""
    ids = [style.id for style in list_styles()]
    return [
        make_bot(ids[i % len(ids)], difficulty, fresh_seed() if seed is None else seed * 100 + i)
        for i in range(seats)
    ]


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
    # ...and the bets its computer players are scripted to make: (pot, seat, betting round)
    guide_bets: tuple[tuple[int, int, int], ...] = ()

    def fill_opponents(self, style: str, difficulty: str, lineup: Sequence[Sequence[str]] = ()) -> None:
        """Grow or shrink the opponent list to players - 1, a new seat as the last line-up sat it
        (`lineup`: each seat's [style, difficulty]), beyond it with the defaults."""
        wanted = self.players - 1
        self.opponents = self.opponents[:wanted]
        for seat in range(len(self.opponents), wanted):
            seat_style, level = lineup[seat] if seat < len(lineup) else (style, difficulty)
            self.opponents.append(Opponent(known_style(seat_style), level))


def known_style(style_id: str) -> str:
    """A saved style that is one of the shipped styles, else the default: a settings file names a
    style by an id it only checks the spelling of, and an unknown one stopped the deal."""
    try:
        return get_style(style_id).id
    except StyleError:
        return Settings().default_style


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
    setup.fill_opponents(settings.default_style, settings.default_difficulty, settings.opponents)
    return setup


class Session:
    """A solo table: the engine's table with a computer player in every seat but the human's,
    run by a TableHost (game.play.table_host) that the table scene presents. `demo`: attract mode's
    table, where a computer player takes the human's seat too."""

    def __init__(self, setup: Setup, *, demo: bool = False, keep_ledger: bool = True) -> None:
        """`keep_ledger`: this session counts in tonight's ledger (game.play.night_keeper); never
        for attract mode's demo or a guided hand, nor for a table rebuilt only to be checked."""
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
            # the next pot's ante is taken when it is dealt, after its result is read (the host
            # deals it then): a newcomer quit to the title at a result and found it taken
            hold_between_hands=True,
        )
        human: ComputerPlayer | None = None
        if demo:
            style = setup.opponents[0].style if setup.opponents else "balanced"
            human = make_bot(style, "normal", seed=self.seed * 31)
        bots = [human] + [self.bot(opp, seat) for seat, opp in enumerate(setup.opponents, start=1)]
        self._thinker = ThreadPoolExecutor(max_workers=1)  # bots think while frames keep drawing
        # the host's clock is the table's frames: no time passes while the table is not shown (a
        # pause menu, a pot's result) or when a frame takes none
        self.time = 0.0
        self.host = TableHost(lambda _: self.table, bots, thinker=self._thinker, clock=lambda: self.time)
        if not demo:
            self.host.sitters[HUMAN] = Sitter(person=True, local=True)
        if keep_ledger and not demo and not setup.stacked:  # Continue goes on with the same line: its seed
            self.night: NightKeeper | None = NightKeeper(self.host, f"solo-{self.seed}")
        else:
            self.night = None

    def bot(self, opponent: Opponent, seat: int) -> ComputerPlayer:
        """The computer player of `seat`; a stacked (guided) hand's checks and calls but for the
        bets its guide scripts (game.play.guide_players)."""
        if self.setup.stacked:
            return GuidePlayer(
                (pot, round_) for pot, bettor, round_ in self.setup.guide_bets if bettor == seat
            )
        return make_bot(opponent.style, opponent.difficulty, seed=self.seed * 31 + seat)

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)
