"""A party hosted by the TV: the room, its server thread and the thread its bots think in.

The TV's scenes hold one `TvParty` from the lobby to the last pot: `open()` starts the server (on
the port the last party of this run had, else the usual port, or any free one when those are
taken), `pump()` runs once a frame, `close()` stops everything when the party is left. Nothing here
draws; the scenes do.
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

from engine.rules import Rules
from game.party import known_guests
from game.party.room import Room, Timing
from game.party.wire.bridge import PartyBridge
from game.party.wire.netaddr import lan_address
from game.party.wire.qr import qr_modules
from game.party.wire.server import join_url
from game.play.pace import paced
from game.store.settings import PARTY_TIMERS

HOST = "0.0.0.0"  # every interface: the phones are on the local network
PORT = 8765
PORT_WAIT = 2.0  # seconds the next party waits for the last one's port to be free before it takes another
TURN_TIMERS = tuple(seconds or None for seconds in PARTY_TIMERS)  # the setting's choices; None: no timer


class LastPort:
    """The port the last party of this program run served on. The next party asks for it first:
    the phones' JOIN THE NEXT PARTY opens the same address, and what a phone keeps (its device id,
    its seat token) is kept per address, so a party on another port would be a stranger to them."""

    port: int | None = None


def look_marks(reduced_motion: bool, colour_safe: bool) -> str:
    """The TV's ACCESS options the phone page follows, as its address says them (?look=): m for
    REDUCED MOTION, s for COLOUR-SAFE suits."""
    return ("m" if reduced_motion else "") + ("s" if colour_safe else "")


class TvParty:
    def __init__(
        self,
        rules: Rules,
        seats: int,
        seed: int | None = None,
        *,
        profile_id: str | None = None,
        turn_seconds: float | None = None,
        idle_seconds: float | None = 45.0,
        host: str | None = None,
        port: int | None = None,
        difficulty: str = "normal",
        look: str = "",
        thinking_speed: str = "natural",
        more_time: bool = False,
    ):
        """`look`: the TV's ACCESS options the phones follow, in the QR code's address (`look_marks`);
        `thinking_speed`, `more_time`: the Options' pace (game.play.pace), followed as they change."""
        self.look = look
        self.thinker = ThreadPoolExecutor(max_workers=1)
        self.natural = Timing(turn_seconds=turn_seconds, idle_seconds=idle_seconds)  # before the Options
        self.pace = (thinking_speed, more_time)
        self.room = Room(
            rules,
            seats,
            seed,
            profile_id=profile_id,
            timing=paced(self.natural, thinking_speed, more_time),
            difficulty=difficulty,
            thinker=self.thinker,
            keep_ledger=True,
        )
        self.room.look = look  # and in every state, so a phone follows it however it came
        self.room.welcome_back = known_guests.tonights()  # tonight's guests, before a restart too
        # the TV paces the table: each move is shown before the next decision starts, and the phones
        # learn what the TV has shown (PartyTableScene presents the host's stream through this)
        self.cursor = self.room.host.attach(None, paces=True)
        self.host = HOST if host is None else host  # read when built, so a test can keep it on loopback
        self.port = PORT if port is None else port
        self.bridge: PartyBridge | None = None
        self.url = ""  # the address with the room code, for the QR code
        self.address = ""
        self.qr: tuple[tuple[bool, ...], ...] = ()
        self.moved = False  # True when this party could not have the last one's port: phones scan again

    def follow_look(self, reduced_motion: bool, colour_safe: bool) -> None:
        """The TV's ACCESS options as they are now: every phone follows a change at once."""
        self.room.controls.look(look_marks(reduced_motion, colour_safe))

    def follow_pace(self, thinking_speed: str, more_time: bool) -> None:
        """The Options' THINKING SPEED and MORE TIME as they are now: changed mid-party (the host's
        ACCESS page), the table's clock follows from then on: the bots' pause, and every guest's
        turn timer, away rule and dropped phone's grace."""
        if (thinking_speed, more_time) != self.pace:
            self.pace = (thinking_speed, more_time)
            self.room.timing = paced(self.natural, thinking_speed, more_time)

    def open(self) -> None:
        """Start serving phones (OSError with a clear message when no port can be had)."""
        port = self._serve()
        self.moved = LastPort.port is not None and port != LastPort.port
        LastPort.port = port
        address = lan_address() if self.host in ("0.0.0.0", "") else self.host
        self.address = f"{address}:{port}"  # to type in a browser, then the room code
        self.url = join_url(address, port, self.room.code) + (f"&look={self.look}" if self.look else "")
        self.qr = qr_modules(self.url)

    def _serve(self) -> int:
        """Start the server on the first of the last party's port, the usual one, any free one
        that can be had; the port bound. The last party's port is asked again for PORT_WAIT seconds:
        whatever holds it a moment (a program opened and closed) must not move the phones waiting
        on JOIN THE NEXT PARTY to an address they do not know."""
        wanted = [port for port in (LastPort.port, self.port) if port]
        for port in dict.fromkeys(wanted):  # each once, in order
            deadline = time.monotonic() + (PORT_WAIT if port == LastPort.port else 0.0)
            while True:
                try:
                    self.bridge = PartyBridge(self.room, self.host, port)
                    return self.bridge.start()
                except OSError:  # taken (by something else, or a party still open)
                    if time.monotonic() >= deadline:
                        break  # the next one
                    time.sleep(0.1)
        self.bridge = PartyBridge(self.room, self.host, 0)
        return self.bridge.start()

    def pump(self) -> None:
        if self.bridge is not None:
            self.bridge.pump()

    def close(self) -> None:
        """End the party: every phone is told so, then the server stops. Its guests' seat tokens are
        kept (game.party.known_guests): the next party tonight tells their phones its room code."""
        room = self.room
        known_guests.remember_seated(room)
        if self.bridge is not None:
            room.controls.end()
            self.bridge.pump()
            self.bridge.stop()
            self.bridge = None
        self.thinker.shutdown(wait=False, cancel_futures=True)
