"""The figures a phone prints of its guest's own chips are the table's, sent in the state, never
summed on the page (issue 31): each seat's `before_pot` is what the TV's ledger counts of its guest
in the game in play while a pot is played (its NOW column), and its `tonight` is the ledger's total
for them whenever the ledger counts the pot shown, and, once their hand can win nothing of the pot
in play (folded, by them or for a guest who left), the total the ledger gives them when that pot is
won. The phone's leave question and its ledger's folded line print these as sent."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from party_support import Party

from game.party.room import Timing
from game.play.ledger import SessionNets

PAUSED_DEALS = Timing(bot_delay=0.0, hand_pause=1.0)


class Figures:
    """Looks at each phone's last state as the table goes on, against the TV's ledger now."""

    def __init__(self, party: Party) -> None:
        self.party = party
        self.folded: dict[tuple[str, int, str], Fraction] = {}  # (session, pot, who): `tonight` said
        self.ledger_checks = 0
        self.folds_checked = 0

    def playing(self, session: str) -> SessionNets | None:
        night = self.party.room.night
        assert night is not None
        return next((nets for nets in night.ledger.sessions if nets.id == session), None)

    def look(self, phones: dict[int, tuple[int, str]]) -> None:
        """Each phone (client: its seat and its guest's ledger identity) against the ledger now."""
        night = self.party.room.night
        assert night is not None
        ledger = night.ledger
        for client, (seat, who) in phones.items():
            state = self.party.last(client, "state")
            if state is None or state["phase"] != "play" or state["calling"]:
                continue
            row = state["players"][seat]
            session = night.session_id(state["session"])
            playing = self.playing(session)
            if state["hand"] > (0 if playing is None else playing.pots):  # not counted yet
                counted = (None if playing is None else playing.net(who)) or Fraction(0)
                assert Fraction(row["before_pot"]) == counted, (state["hand"], row)
                if not row["in"] and not state["won"]:
                    self.folded[session, state["hand"], who] = Fraction(row["tonight"])
            else:
                assert Fraction(row["tonight"]) == ledger.total(who), (state["hand"], row)
                self.ledger_checks += 1
        for (session, pot, who), said in list(self.folded.items()):
            playing = self.playing(session)
            if playing is not None and playing.pots >= pot:
                assert playing.pots == pot  # (looked at every move: the next pot is not won yet)
                assert ledger.total(who) == said, (pot, who)
                del self.folded[session, pot, who]
                self.folds_checked += 1

    def until(self, done: Callable[[], bool], phones: dict[int, tuple[int, str]]) -> Callable[[], bool]:
        def looked() -> bool:
            self.look(phones)
            return done()

        return looked


def seated(party: Party, client: int) -> tuple[int, str]:
    seat = party.last(client, "joined")["seat"]
    guest = party.room.guests[seat]
    assert guest is not None
    return seat, guest.who


def pots_won(party: Party) -> int:
    return sum(1 for message in party.inbox[min(party.tokens)] if message["type"] == "hand_result")


def test_a_seated_guests_figures_are_the_tv_ledgers(home):
    party = Party(seats=4, timing=PAUSED_DEALS, keep_ledger=True, seed=11)
    for client, name in ((1, "Ann"), (2, "Bo"), (3, "Cy")):
        party.join(client, name, device=f"{name}-phone")
    phones = {client: seated(party, client) for client in (1, 2, 3)}
    party.send(1, {"type": "start", "token": party.tokens[1]})
    figures = Figures(party)
    party.play_until(figures.until(lambda: pots_won(party) >= 8, phones), random.Random(4).choice)
    assert figures.ledger_checks > 20
    assert figures.folds_checked >= 3  # (guests tap at random: some fold)


def test_a_guest_who_left_mid_pot_reads_the_ledgers_total_for_the_hand_folded_for_them(home):
    """Her phone, seated no more, follows the seat she left in the public state till its pot ends."""
    party = Party(seats=3, timing=PAUSED_DEALS, keep_ledger=True, seed=5)
    room = party.room
    party.join(1, "Sam", device="sams-phone")
    seat, who = seated(party, 1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(2)
    party.play_until(lambda: pots_won(party) >= 1 and not room.table.between_hands, rng.choice)
    figures = Figures(party)
    before = room.night.ledger.total(who)
    party.send(1, {"type": "leave", "token": party.tokens[1]})  # her ante in the pot in play
    assert seat in room.leaving
    left: dict[str, Any] = {}

    def hers() -> bool:
        if room.tags[seat].takeover is not None:  # her pot over: the seat is its bot's
            return True
        figures.look({1: (seat, who)})
        state = party.last(1, "state")
        if state["you"] is None and not state["players"][seat]["in"]:
            left.setdefault("tonight", state["players"][seat]["tonight"])
        return False

    party.play_until(hers, rng.choice)
    # said while the pot was played, what the ledger gave her once it was won: her ante lost
    assert Fraction(left["tonight"]) == room.night.ledger.total(who) < before
