"""What No Peek's betting rounds cost the person at the solo table (a newcomer's Night Baseball
hand at five seats "dragged through nine betting rounds"): per hand, how many rounds are bet, how
often the human is asked to act, how many of those asks offer only CHECK or BET (nobody has bet),
the seconds the hand takes, and the seconds a round that everyone checked takes.

The real table scene runs headless on a virtual clock at the default settings (animation speed 1,
natural thinking speed, AUTO-CHECK off), frames of 1/30 s, each computer player's decision ready at
once (its thinking takes no frame time, its pause still does). The human answers every ask in the
frame it is offered: a free check when there is one, else the card to turn, a call, a price paid.
A hand is timed from its hand_start shown to its result shown; a round from its round_start shown
to the fact that ends it (round_over, a showdown, the pot's end).

    python benchmarks/bench_check_rounds.py [--profiles night-baseball,midnight-baseball]
        [--seats 4,5] [--seeds 1-8] [--auto-check]

--auto-check: the human's AUTO-CHECK (game.felt.check_ahead) is on from the deal.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass, field

# (run as a script its own folder is on the path; that module puts the project's on it and sets the
# headless display up as it is imported)
from bench_no_peek_pace import next_frame, seeds, solo_table

ANSWERS = ("check", "turn", "decline", "call", "pay")  # the human's answer: the first offered
UNBET = frozenset({"check", "bet"})  # an ask with nothing to meet
BETS = frozenset({"bet", "raise", "call"})  # a round with one of these in it was not checked around
ROUND_ENDS = frozenset({"round_over", "showdown", "hand_end", "pot_done"})


@dataclass
class Hand:
    seconds: float = 0.0
    rounds: int = 0
    asks: int = 0
    unbet_asks: int = 0
    checked_rounds: list[float] = field(default_factory=list)  # seconds each checked-around round took


def one_hand(profile: str, seats: int, seed: int, auto_check: bool) -> Hand:
    """The session's first hand at `seed`, measured as the human meets it."""
    from engine.events import ActionTaken, HandStart, RoundStart
    from game.play.host_facts import PotDone

    app, scene = solo_table(profile, seats, seed)
    scene.ahead.on = auto_check
    hand = Hand()
    started: float | None = None
    done = False
    round_from: float | None = None  # when the round under way was shown, None between rounds
    bet = False
    shown = scene.show

    def watch(fact: object) -> bool:
        nonlocal started, done, round_from, bet
        now = scene.session.time
        if round_from is not None and getattr(fact, "type", "") in ROUND_ENDS:
            if not bet:
                hand.checked_rounds.append(now - round_from)
            round_from = None
        if isinstance(fact, HandStart):
            started = now
        elif isinstance(fact, RoundStart):
            hand.rounds += 1
            round_from, bet = now, False
        elif isinstance(fact, ActionTaken) and fact.action in BETS:
            bet = True
        stop = shown(fact)  # type: ignore[arg-type]
        if isinstance(fact, PotDone):
            hand.seconds, done = now - (started or 0.0), True
        return stop

    scene.show = watch  # type: ignore[method-assign]
    try:
        for _ in range(100_000):
            next_frame(app, scene)
            if done:
                return hand
            if scene.buttons is not None:
                legal = scene.table.legal_actions()
                assert legal is not None
                kinds = {str(kind) for kind in legal.kinds}
                hand.asks += 1
                hand.unbet_asks += kinds <= UNBET
                scene.choose(next(kind for kind in ANSWERS if kind in kinds))
        raise AssertionError(f"{profile} seed {seed}: the hand did not end")
    finally:
        scene.leave()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profiles", default="night-baseball,midnight-baseball")
    parser.add_argument("--seats", default="4,5")
    parser.add_argument("--seeds", default="1-8")
    parser.add_argument("--auto-check", action="store_true", help="the human's AUTO-CHECK on")
    args = parser.parse_args()
    for profile in args.profiles.split(","):
        for seats in map(int, args.seats.split(",")):
            hands = [one_hand(profile, seats, seed, args.auto_check) for seed in seeds(args.seeds)]
            for seed, hand in zip(seeds(args.seeds), hands, strict=True):
                print(
                    f"  seed {seed}: {hand.seconds:5.1f} s, {hand.rounds} rounds "
                    f"({len(hand.checked_rounds)} checked around), {hand.asks} asks ({hand.unbet_asks} CHECK/BET)",
                    flush=True,
                )
            checked = [seconds for hand in hands for seconds in hand.checked_rounds] or [0.0]
            print(
                f"{profile}, {seats} seats: median {statistics.median(h.seconds for h in hands):.1f} s a hand, "
                f"{statistics.median(h.rounds for h in hands):g} rounds, "
                f"{statistics.median(len(h.checked_rounds) for h in hands):g} checked around, "
                f"{statistics.median(h.asks for h in hands):g} asks, "
                f"{statistics.median(h.unbet_asks for h in hands):g} CHECK/BET; "
                f"a checked-around round {statistics.median(checked):.2f} s ({len(hands)} hands)",
                flush=True,
            )


if __name__ == "__main__":
    main()
