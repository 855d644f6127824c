"""Who played each of the table host's seats this session, and what each of them won or lost while
the seat was theirs: a seat changes hands (a guest takes a bot's seat, is taken off, leaves, comes
back) and the standings, the session's awards and the night's ledger count each person's own spells,
not the seat's (game.play.placings). Part of game.play.table_host's TableHost."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.events import SessionEnd
from engine.table import Table
from game.play.host_facts import Placing, SessionDone, Takeover
from game.play.placings import Spell, placing_key, placings
from game.play.sitters import Sitter
from game.telling.session_awards import session_awards


class WhoPlayed:
    """The spells of the host's session; the host keeps the seats (`sitters`), the table and the
    count of pots dealt (`deals`)."""

    sitters: list[Sitter]
    table: Table | None
    deals: int  # pots dealt, over every session (a seat taken after one sees none of it)
    holders: dict[int, list[str]]  # this session's pot -> who played each seat in it
    gone: list[Spell]  # who played a seat this session and left it, with their net while it was theirs
    final: tuple[Placing, ...] | None  # the last session's standings once it is over (None: in play)

    def hand_over(self, seat: int, name: str, person: bool, who: str = "") -> None:
        """`name` plays `seat` from now on: whoever played it before keeps what the seat won or
        lost while theirs, and the newcomer's net counts from here. `who`: their identity across
        the night (the ledger's, game.play.ledger), "" to know them by their name. A person
        handing it to its computer player is its `last_person` from here."""
        sitter = self.sitters[seat]
        if sitter.person and not person:  # a person hands it to its computer player (`sitter.person`:
            sitter.last_person = sitter.name  # still theirs, until the party's sit_host follows)
        sitter.changes_hands()
        table = self.table
        if table is None or table.is_over:  # before a session: everyone's net starts at 0
            sitter.name, sitter.who, sitter.since, sitter.first_deal = name, who, Fraction(0), self.deals
            sitter.takeover = None
            return
        net = table.nets()[seat]
        before = sitter.name or table.seats[seat].name
        # they were dealt in, or took the seat over mid-pot and played on (a computer player after
        # a guest taken off): their line stays, even at 0; a play-test lost such a spell's calls
        played = self.deals > sitter.first_deal or net != sitter.since
        if played:
            self.gone.append(Spell(seat, before, net - sitter.since, sitter.person, sitter.who))
        pot = table.hand.number + (1 if table.between_hands else 0)  # the first pot that is theirs
        # a person back this session (taken off and let back in, or who left) brings their net
        # back: one person, one net, the seat's figure the standings' (a host play-test's Dan
        # left at +34 and came back to 0, then read +14 in the standings)
        back = self._back(name, person, who)
        left_with = net - sitter.since
        passed = sitter.takeover
        if passed is not None and passed.pot == pot and not played:
            # the bot handed the seat by a leaver at this same deal passes it on unplayed: the
            # leaver left it (a player seated at the TV there read 'CPU 1 leaves: 0', the leaver's
            # net unsaid)
            before, left_with = passed.before, passed.left_with
        sitter.takeover = Takeover(pot, before, left_with, back) if pot > 0 else None
        sitter.name, sitter.who, sitter.since, sitter.first_deal = name, who, net - (back or 0), self.deals

    def _back(self, name: str, person: bool, who: str) -> Fraction | None:
        """The net a person coming back to the table this session left with (their spells so far,
        taken out of `gone`: their seat's net carries them from here), or None: new tonight."""
        key = placing_key(Spell(0, name, Fraction(0), person, who))
        earlier = [spell for spell in self.gone if spell.person and placing_key(spell) == key]
        if not earlier:
            return None
        self.gone = [spell for spell in self.gone if spell not in earlier]
        return sum((spell.net for spell in earlier), Fraction(0))

    def people(self, nets: Sequence[Fraction] | None = None) -> tuple[Placing, ...]:
        """The session's standings by whoever played (game.play.placings): those who left with their
        nets, then each seat's player who has played it since they sat down. `nets`: the seats'
        nets to count to (a pot's end: what money only changed hands), by default now. A session
        over keeps the standings it ended with: a seat taken on its standings or the ledger after
        them is the next session's (a host play-test's player seated at the TV then stood in the
        ended session's ledger with the net of the bot that played it, the bot gone)."""
        table = self.table
        assert table is not None
        if table.is_over and self.final is not None:
            return self.final
        nets = table.nets() if nets is None else nets
        spells = [*self.gone]
        for seat, sitter in enumerate(self.sitters):
            net = nets[seat] - sitter.since
            # dealt no pot since they sat down, and nothing won or lost (not a bot that took a seat
            # over mid-pot and played on): they played none of this session, so they are not in it
            if self.deals > sitter.first_deal or net != 0:
                spells.append(
                    Spell(seat, sitter.name or table.seats[seat].name, net, sitter.person, sitter.who)
                )
        return placings(spells)

    def _afresh(self) -> None:
        """A new session is next: every net starts at 0 (the screens name the seats with theirs
        before its deal: a play-test saw last session's offset on the TV), and its pots count from 1."""
        self.gone = []
        self.final = None
        self.holders = {}
        for sitter in self.sitters:
            sitter.since, sitter.first_deal, sitter.takeover = Fraction(0), self.deals, None

    def _session_done(self, table: Table, end: SessionEnd) -> SessionDone:
        """The standings and the awards by whoever played: each pot's deeds are its players', the
        awards the people's (a computer player that beat them named beside one)."""
        people = self.final = self.people()
        nets: dict[tuple[int, str], Fraction] = {}
        for placing in people:  # one who left a seat and came back to it: both spells count
            key = (placing.seat, placing.name)
            nets[key] = nets.get(key, Fraction(0)) + placing.net
        people_names = {placing.name for placing in people if placing.person}
        awards = session_awards(table.events_for_list(None), self.holders, nets, people_names)
        return SessionDone(end.standings, tuple(awards), people)
