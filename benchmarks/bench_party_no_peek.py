"""Minutes per No Peek party hand at the party TV's pace, and where they go (a host's play-test
ended a Midnight Baseball hand with three phones and a player at the TV after about 8 minutes).

A room (tests/party_support.Party) on a virtual clock, every seat a phone, with the TV's presenter
pacing it as PartyTableScene does (tests/tv_presenter: each move shown before the next decision is
asked, the phones told what the TV has shown), stepped 1/30 s a frame at animation speed 1. Each
phone answers its turn `--answers` seconds after it is asked (0: at once), turning, checking or
calling. A hand is timed from its deal shown on the TV to its result shown; the time between one
fact the TV shows and the next is put down to the first (a turn's card held to be read, a bet
round's start...), and the time a phone is asked and has not answered to the phones.

    python benchmarks/bench_party_no_peek.py [--profile midnight-baseball] [--seats 4] [--seeds 1-6]
        [--answers 0,3] [--auto-check]

--auto-check: every phone turns AUTO-CHECK on before the deal (the room checks for it when nothing
is bet: game.play.table_host.checks_for), so it answers only turns, bets to meet and prices.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench_no_peek_pace import seeds  # noqa: E402  (its folder is on the path first)

STEP = 1 / 30
LIMIT = 3600.0  # virtual seconds: a hand longer than an hour is a stall, not a pace
WANTED = ("turn", "check", "call", "pay", "decline")  # a phone's answer, the first of these it has


def one_hand(
    profile: str, seats: int, seed: int, answer: float, auto_check: bool = False
) -> tuple[float, dict[str, float], Counter[str]]:
    """(seconds from the deal shown to the result shown, seconds by what they went on, phone
    answers) of the party's first hand at `seed`, every phone's AUTO-CHECK on with `auto_check`."""
    from party_support import Party
    from tv_presenter import paced_tv, tv_frame

    from game.play.sitters import Timing

    party = Party(profile, seats, seed, timing=Timing(idle_seconds=None))  # the TV's natural timing
    tv, _model = paced_tv(seats, party.room.host.attach(None, paces=True))
    for client in range(1, seats + 1):
        party.join(client, f"P{client}")
        if auto_check:
            party.send(client, {"type": "auto_check", "token": party.tokens[client], "on": True})
    party.send(1, {"type": "start", "token": party.tokens[1]})
    spent: dict[str, float] = defaultdict(float)
    now, started, waited = 0.0, None, 0.0
    answers: Counter[str] = Counter()
    last = "before the deal"
    while now < LIMIT:
        party.await_thinking_bot()
        played = tv_frame(tv, STEP)
        party.tick(STEP)
        now += STEP
        for fact in played:
            last = type(fact).__name__
            if last == "HandStart" and started is None:
                started = now
            if last == "PotDone" and started is not None:
                return now - started, spent, answers
        pending = party.pending_turn()
        if started is not None:
            spent["phones answering" if pending else f"TV after {last}"] += STEP
        if pending is None:
            waited = 0.0
            continue
        waited += STEP
        if waited >= answer:
            client, turn = pending
            kinds = [option["kind"] for option in turn["options"]]
            chosen = next((k for k in WANTED if k in kinds), kinds[0])
            party.act(client, chosen, turn["turn"])
            party.clock.now -= 0.5  # (Party.send's person's pace: this phone answered within the frame)
            answers[chosen] += 1
            waited = 0.0
    raise AssertionError(f"seed {seed}: the hand did not end in {LIMIT:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="midnight-baseball")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seeds", default="1-6")
    parser.add_argument("--answers", default="0,3", help="seconds a phone takes to answer, each in turn")
    parser.add_argument("--auto-check", action="store_true", help="every phone's AUTO-CHECK on")
    args = parser.parse_args()
    medians = []
    for answer in map(float, args.answers.split(",")):
        times: list[float] = []
        total: dict[str, float] = defaultdict(float)
        for seed in seeds(args.seeds):
            seconds, spent, answers = one_hand(args.profile, args.seats, seed, answer, args.auto_check)
            times.append(seconds)
            for what, part in spent.items():
                total[what] += part
            said = ", ".join(f"{n} {kind}" for kind, n in answers.most_common())
            print(
                f"seed {seed}: {seconds / 60:5.2f} min, {answers.total()} phone answers ({said})", flush=True
            )
        print(f"where the time goes, phones answering after {answer:g} s (seconds a hand):")
        for what, part in sorted(total.items(), key=lambda item: -item[1])[:8]:
            print(f"  {part / len(times):7.1f}  {what}")
        medians.append(f"median {statistics.median(times) / 60:.2f} min, answering after {answer:g} s")
    checks = ", AUTO-CHECK on" if args.auto_check else ""
    print(f"{args.profile}, {args.seats} phones{checks}, {len(times)} hands each:", *medians, sep="\n  ")


if __name__ == "__main__":
    main()
