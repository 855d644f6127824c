"""`python main.py party --no-window ...`: a party table with no TV, the same server and engine.

    python main.py party --no-window [--port N] [--host ADDR] [--profile ID] [--seats N] [--seed S]
                         [--turn-seconds T] [--bot-delay D] [--hand-pause P] [--standings-pause S]
                         [--rate R]

Prints the join address and the room code (and a QR code when run in a terminal), then serves
until interrupted. The first guest to sit down starts the game from their phone.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from concurrent.futures import ThreadPoolExecutor

import segno

from engine.profile import ProfileError, load_profile
from game.party import known_guests
from game.party.room import Limits, Room, Timing
from game.party.wire.netaddr import lan_address
from game.party.wire.server import LoopHost, join_url, make_app, start_site
from game.play.ledger_file import ledger_path
from game.play.pace import paced
from game.store.settings import THINKING_SPEEDS


def _port(text: str) -> int:
    """A TCP port: a whole number from 0 (any free port) to 65535."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number: expected 0 to 65535") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(
            f"{port} is not a port number: expected 0 to 65535 (0: any free port)"
        )
    return port


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="baseball-poker party", description="Host a party table: guests play from their phones."
    )
    parser.add_argument(
        "--no-window", action="store_true", help="no TV: run the server alone (required for now)"
    )
    parser.add_argument(
        "--host", default="0.0.0.0", help="address to listen on (default 0.0.0.0: the whole local network)"
    )
    parser.add_argument(
        "--port", type=_port, default=8765, help="port to listen on (default 8765; 0: any free port)"
    )
    parser.add_argument("--profile", default="baseball", help="profile id or YAML file (default baseball)")
    parser.add_argument("--seats", type=int, default=4, help="seats at the table (default 4)")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the first game: a repeatable party (default: secret)",
    )
    parser.add_argument(
        "--turn-seconds", type=float, default=None, help="a guest's time for one decision (default: no timer)"
    )
    parser.add_argument(
        "--away-seconds",
        type=float,
        default=45.0,
        help="with no turn timer, how long a silent phone is waited for before the away rule plays (default 45; 0: for ever)",
    )
    parser.add_argument(
        "--bot-delay", type=float, default=0.8, help="a bot's pause before it acts, in seconds (default 0.8)"
    )
    parser.add_argument(
        "--thinking-speed",
        choices=[value for value, _, _ in THINKING_SPEEDS],
        default="natural",
        help="how long a bot seems to think: snappy, natural (the --bot-delay) or slow; what it decides is the same",
    )
    parser.add_argument(
        "--more-time",
        action="store_true",
        help="double every guest's time: the turn timer, the away rule and a dropped phone's grace",
    )
    parser.add_argument(
        "--rate", type=float, default=10.0, help="messages a second one connection may send (default 10)"
    )
    parser.add_argument(
        "--hand-pause", type=float, default=3.0, help="pause between hands, in seconds (default 3)"
    )
    parser.add_argument(
        "--standings-pause",
        type=float,
        default=12.0,
        help="how long the phones show a game's final standings before the next deal, in seconds (default 12)",
    )
    return parser.parse_args(argv)


def timing_from(args: argparse.Namespace) -> Timing:
    """The host's clock from the command line: --bot-delay is the natural thinking speed."""
    timing = Timing(
        turn_seconds=args.turn_seconds,
        idle_seconds=args.away_seconds if args.away_seconds > 0 else None,
        bot_delay=max(0.0, args.bot_delay),
        hand_pause=max(0.0, args.hand_pause),
        session_pause=max(0.0, args.standings_pause),
    )
    return paced(timing, args.thinking_speed, args.more_time)


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    if not args.no_window:
        _complain(
            "with a TV, run `python main.py` and choose PARTY on the title menu; without one, add --no-window"
        )
        return 2
    try:
        rules = load_profile(args.profile)
    except ProfileError as exc:
        _complain(str(exc))
        return 2
    if args.turn_seconds is not None and args.turn_seconds <= 0:
        _complain("--turn-seconds must be more than 0")
        return 2
    if not args.away_seconds >= 0:  # also refuses nan
        _complain("--away-seconds must be 0 (wait for ever) or more")
        return 2
    timing = timing_from(args)
    thinker = ThreadPoolExecutor(max_workers=1)  # bots think off the server's loop: phones stay answered
    try:
        limits = Limits(rate=max(1.0, args.rate), burst=max(30, int(3 * args.rate)))
        room = Room(
            rules,
            args.seats,
            args.seed,
            profile_id=rules.id,
            timing=timing,
            limits=limits,
            thinker=thinker,
            keep_ledger=True,  # tonight's ledger, as at a TV: `ledger` prints it
        )
    except ValueError as exc:
        _complain(str(exc))
        return 2
    room.welcome_back = known_guests.tonights()  # as at a TV: tonight's guests are told the code
    try:
        asyncio.run(_serve(room, args.host, args.port))
    except OSError as exc:
        _complain(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
        return 1
    finally:
        thinker.shutdown(wait=False, cancel_futures=True)
    return 0


async def _serve(room: Room, host: str, port: int) -> None:
    runner, bound = await start_site(make_app(LoopHost(room)), host, port)
    address = lan_address() if host in ("0.0.0.0", "") else host
    url = join_url(address, bound, room.code)
    _say(f"party: {room.rules.name}, {room.n} seats, room code {room.code}")
    _say(f"join at {url}")
    _say(f"watch at http://{address}:{bound}/watch")
    if room.night is not None:
        _say(f"tonight's ledger: {ledger_path(room.night.night)} (`ledger` prints it)")
    if sys.stdout.isatty():
        segno.make(url, error="m").terminal(compact=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        # its guests' phones, JOIN THE NEXT PARTY tapped, are told the next party's code (as at a TV)
        known_guests.remember_seated(room)
        await runner.cleanup()


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()  # the join address must reach a pipe at once: tests and scripts wait for it


def _complain(line: str) -> None:
    sys.stderr.write(f"party: {line}\n")
