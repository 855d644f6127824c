"""Who plays each seat of the party TV's table, as the room last published it
(game.play.host_facts.Seated), a seat's new player named as the TV reaches the change, and seats
changing hands said as the phones say them: a guest sitting down at the next deal in the log, once,
and on their seat's plate beside whoever plays it now ('CPU 2 → CAT'); a seat that changed hands in
the log and, for NOTICE_FOR seconds each, in big letters where the TV says how to join (read across
the room)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from game.felt import layout
from game.felt.director import Director
from game.felt.seat_words import SHORTEST_NAME, clip, kept_room, named_slots
from game.felt.table_model import TableModel
from game.platform.text import BODY
from game.play.host_facts import Fact, Seated, SeatTag, Takeover
from game.screens.party_look import dress
from game.telling.takeover_words import arrival_line, leaves, sits, takeover_lines

NOTICE_FOR = 8.0  # seconds a seat changing hands is said in big letters at the foot of the centre
NOTICE_COLUMNS = layout.CENTRE.width // BODY  # its lines' characters at most


def fitted(name: str, words: str, joint: str = " ") -> str:
    """'CPU 4 LEAVES WITH -1' (`joint` ': ': 'CAT: NET FROM 0') in the notice's width: a long
    name is cut, never the words."""
    return f"{clip(name.upper(), NOTICE_COLUMNS - len(words) - len(joint))}{joint}{words.upper()}"


def arrival_label(name: str, arriving: str, columns: int) -> str:
    """A seat's label while its bot plays the pot a guest sits down after: who plays now, then who
    next ('CPU 3 → DAN'), in `columns` the newcomer's name cut ('CPU 4 → MAXIMIL…'), never the
    bot's: the plate's net is the bot's, and a host play-test read 'MAXIMILIANA… NEXT -3' (an
    earlier shorter form, the newcomer alone) while the log said 'CPU 4 calls 1'. At least the
    newcomer's first letter ('CPU 3 → D…'): a play-test at TEXT SIZE large read 'CPU 3 → …'; an
    eight-player table's top seat at TEXT SIZE large holds eight characters, 'CPU 3→D…'. A
    leaver's name, their hand played out, is cut for the newcomer's first letter too ('MAXIM… →
    C…'): the newcomer is never cut away."""
    least = min(len(arriving), FIRST_LETTER)
    shortest = min(len(name), SHORTEST_NAME)  # (a leaver's long name, whose hand is played out, cut)
    joint = next((j for j in JOINTS if shortest + len(j) + least <= columns), JOINTS[-1])
    now = clip(name, max(columns - len(joint) - least, shortest))
    return f"{now}{joint}{clip(arriving, max(columns - len(now) - len(joint), least))}"


FIRST_LETTER = len("D\u2026")  # the fewest characters of the newcomer's name a label keeps
JOINTS = (" \u2192 ", "\u2192")  # between who plays now and who next, the tight one where room is short


def both_names(name: str, arriving: str) -> str:
    """Who plays a seat now, then who next: 'CPU 3 → DAN'."""
    return f"{name} → {arriving}"


class Seating:
    """Who sits where, as last shown, and what of seats changing hands has been said."""

    def __init__(self) -> None:
        self.seated: tuple[SeatTag, ...] = ()  # who sits where, as the room last published it
        self.reached: tuple[SeatTag, ...] = ()  # ... as published by the fact the TV shows now
        self.told_arrivals: set[tuple[str, str]] = set()  # (guest, seat's name) said in the log
        self.told_takeovers: set[tuple[int, Takeover]] = set()  # seats changing hands, said in the log
        # seats that changed hands, said where the join lines are, one after another: two seats
        # can change hands at one deal, and each is said for its NOTICE_FOR seconds
        self.notices: list[tuple[str, str]] = []
        self.notice_for = 0.0

    def follow(self, pending: Sequence[Fact]) -> None:
        """How each seat is played is shown at once, not after the moves still to show (`pending`):
        a phone gone is away now, a guest sitting down next hand is said now."""
        self.seated = next((f.seats for f in reversed(pending) if isinstance(f, Seated)), self.seated)

    def reach(self, seated: Seated) -> None:
        """The TV shows `seated` now, in the stream's order with the moves."""
        self.reached = seated.seats

    @property
    def tags(self) -> list[SeatTag]:
        """Each seat as the room last published it, but a seat that changed hands since the fact the
        TV shows, which is named as the TV reaches the change (the deal that seats a late joiner),
        never while it still shows the pot before: named from the facts still to show, a late
        joiner's name and its takeover lines stood over the last pot's table for the log's reading
        time (413853c)."""
        reached = dict(enumerate(self.reached))
        return [
            tag if reached.get(number, tag).name == tag.name else reached[number]
            for number, tag in enumerate(self.seated)
        ]

    def name_seats(self, model: TableModel, director: Director) -> None:
        """Who plays each seat of `model` (`tags`). Seats change hands between hands (a guest taken
        off goes to a bot at once); the log's lines were written as each move was shown and are
        never renamed. A guest sitting down at the next deal is told in the log,
        once, as the phones tell it ("Cat sits down here next hand"), and when the seat is theirs,
        where the net of whoever played it before went."""
        tags = self.tags
        if tags:  # the computer players as published, as the phones' log has them (a No Peek fold
            # says why for a computer player only), not as the session's first deal had them
            director.bots = {number for number, tag in enumerate(tags) if tag.kind == "bot"}
        for number, (seat, tag) in enumerate(zip(model.seats, tags, strict=False)):
            dress(seat, tag, model.hand)
            if tag.arriving and (tag.arriving, seat.name) not in self.told_arrivals:
                self.told_arrivals.add((tag.arriving, seat.name))
                director.log(arrival_line(tag.arriving, seat.name))
            if tag.takeover is not None and (number, tag.takeover) not in self.told_takeovers:
                # the seat's net counts from 0 now: where its last player's went, said once
                self.told_takeovers.add((number, tag.takeover))
                takeover = tag.takeover
                for line in takeover_lines(tag.name, takeover.before, takeover.left_with, takeover.back):
                    director.log(line)
                # and big, where the join lines are, for a while: read across the room
                self.notices.append(
                    (
                        fitted(tag.name, sits(takeover.back), ": "),
                        fitted(takeover.before, leaves(takeover.left_with)),
                    )
                )
                if len(self.notices) == 1:
                    self.notice_for = NOTICE_FOR

    def count_notice(self, dt: float) -> None:
        """The notice shown counts down; when its time is up, the next seat's change is said."""
        self.notice_for -= dt
        if self.notice_for <= 0 and self.notices:
            self.notices.pop(0)
            self.notice_for = NOTICE_FOR if self.notices else 0.0

    @contextmanager
    def arrivals_labelled(self, model: TableModel, director: Director, body: int) -> Iterator[None]:
        """While the table is drawn, a seat a guest takes from the next hand is labelled with both
        ('CPU 2 → CAT'), as the phones say it (play-test: the log's line had scrolled away and
        nothing on the seat said it), in the room its plate has for both at the `body` size (a top
        seat's widens, seat_words.named_slots: a host's play-test read 'BARTHOLOMEW NEXT' beside
        empty felt); the seat keeps its player's name for the log's lines."""
        seats = enumerate(zip(model.seats, self.tags, strict=False))
        arriving = [(n, seat, seat.name, tag.arriving) for n, (seat, tag) in seats if tag.arriving]
        for _, seat, name, guest in arriving:
            seat.name = both_names(name, guest)
        for number, seat, name, guest in arriving:
            # the room its plate keeps a name in, whatever the turn (seat_words.kept_room)
            named = named_slots(model.seats, director.slots, body)[number]
            room = kept_room(named, body)
            seat.name = arrival_label(name, guest, room)
        try:
            yield
        finally:
            for _, seat, name, _ in arriving:
                seat.name = name
