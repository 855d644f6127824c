"""The host's controls of a party room (the TV's host menu): pause, lock, take a guest off the
table, let them back, end the party; and what the TV does that the phones are told of (a replay)."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from engine.actions import IllegalAction, LegalActions
from game.party import protocol
from game.party.coming_back import take_back
from game.party.connections import Client, Guest
from game.party.next_game import games_ahead, tv_room_left
from game.party.phone_notes import NEXT_GAME, DealWaits, deal_waits
from game.party.quick_return import hand_kept_for, left_hand
from game.party.seat_plates import free_colour
from game.party.seating import in_next_deal, open_seats, unique_name

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom


class HostControls:
    def __init__(self, room: PartyRoom) -> None:
        self.room = room
        self.menu_pauses = False  # the host's menu paused the party: it goes on when the menu closes
        self.next_waits = False  # tonight's ledger is on the TV between sessions: the host deals next
        self.ended = False  # the host ended the party
        # the TV shows a session's final standings or tonight's ledger, its last pot seen to its end: a
        # seat taken now is its guest's at once (game.party.seating.in_next_deal)
        self.between_shown = False
        # players at the TV the next game cannot keep (its cards hide in no pot there): they play the
        # game in play to its last pot and leave the TV as the next starts (game.party.next_game.choose)
        self.leave_with_game: list[Guest] = []
        # (before the room's seat_changes.seat_arrivals, which hands the seats taken off to the bots)
        room.host.before_deal.append(self.leave_as_the_game_starts)

    def leave_as_the_game_starts(self) -> None:
        """Before a new session's first deal: the players at the TV who leave it with the game in play
        are taken off, as if taken off in its last pot (seat_changes.off_the_tv gives their seats
        to the bots next); a seat they were to take next hand is not taken."""
        room = self.room
        table = room.table
        if table is None or not table.is_over or not self.leave_with_game:
            return
        for seat, guest in list(room.arriving.items()):
            if guest in self.leave_with_game:
                del room.arriving[seat]
        room.off_at_tv.update(seat for seat, guest in enumerate(room.guests) if guest in self.leave_with_game)
        self.leave_with_game = []

    def next_game_waits(self, waits: bool) -> None:
        """Tonight's ledger is on the TV between two sessions, the next one dealt when the host
        presses (or no longer): every phone says so."""
        if waits != self.next_waits:
            self.next_waits = waits
            self.room.broadcast(self.menu_words())

    def menu_words(self) -> DealWaits:
        """What the phones are told of the TV between sessions: the host deals the next game."""
        return deal_waits(NEXT_GAME if self.next_waits else "")

    def menu_open(self, open_: bool) -> None:
        """The host's menu opens on the TV: the party pauses, as a game's pause menu pauses it (no
        bot moves, no clock runs, every phone says the host paused; a host play-test watched the
        table play on under the menu), and goes on when it closes, unless the host paused it
        before, or chose to keep it paused (`pause`)."""
        if open_ and not self.room.paused:
            self.pause(True)
            self.menu_pauses = True
        elif not open_ and self.menu_pauses:
            self.pause(False)

    def pause(self, paused: bool) -> None:
        """Stop everything (no bot moves, no clock runs, phones say PAUSED) or go on where it
        stopped: the host's own choice, which the menu's closing keeps."""
        self.menu_pauses = False
        room = self.room
        if paused == room.paused:
            return
        room.paused = paused
        room.host.pause(paused)
        if not paused:
            room.phones.turn_sent = -1  # phones ask again: their timer restarts from the time left
        room.publish()
        room.phones.offer_turn()

    def replay(self, hand: int | None) -> None:
        """The TV replays pot `hand` of the session (None: no longer): every phone says so while the
        party is paused for it."""
        room = self.room
        room.replaying = hand
        room.publish()

    def look(self, look: str) -> None:
        """The TV's ACCESS options changed (`look`: game.party.wire.tv.look_marks): every phone
        follows them from its next state, however it came to the page."""
        room = self.room
        if look != room.look:
            room.look = look
            room.publish()

    def hands_said(self, form: int) -> None:
        """The TV names hands in `form` now (game.telling.hand_words.HandName: 0 the long form, 1
        the short, where its seats are short of room): every phone names them so from its next
        state (a newcomer's play-test read "Pair of 8s" on the TV, "Pair of eights" on a phone)."""
        room = self.room
        if form != room.hand_form:
            room.hand_form = form
            room.publish()

    def lock(self, locked: bool) -> None:
        """No new guests while locked; the seated (and those sitting down next hand) still come back."""
        room = self.room
        room.locked = locked
        room.publish()

    def remove(self, seat: int) -> None:
        """The host takes a guest off the table: a hand they were dealt is played out for them by the
        away rule and its bot plays the seat from the next (room.unseat), the phone is told,
        and that guest (their token, their phone, their name) may not sit again until the host lets
        them (`readmit`). Other phones at the same network address (one router, one machine) are
        not touched. Their hand is marked as a leaver's is (game.party.quick_return): let back in
        before the table has moved for it, it is theirs again."""
        room = self.room
        guest = room.arriving.get(seat) or room.guests[seat]
        if guest is None or guest.local:
            raise ValueError(f"seat {seat + 1} has no guest with a phone")
        clients = [client for client, state in room.clients.items() if state.seat == seat]
        played_out = room.guests[seat] is guest and room.pot_being_played  # dealt into it
        between = room.table is not None and not room.pot_being_played  # its result up, say
        hand = left_hand(room, seat) if room.guests[seat] is guest else None
        room.unseat(seat)
        if hand is not None:
            room.kept_hands[seat] = hand
        if seat in room.leaving:  # no grace to come back in (a guest who left has one): played at once
            room.host.sitters[seat].away = True
        room.removed.append(guest)
        room.taken_from[guest.token] = seat
        for client in clients:
            room.clients[client].removed = guest
            room.send(client, protocol.removed(seat, played_out, between))
        room.publish()

    def end(self) -> None:
        """The host ended the party (once; the TV's table ends it before it closes the server):
        the session in play ends in tonight's ledger, which every phone is sent as it then stands
        (a session ended early says so there, as on the TV), then told plainly the party is over."""
        room = self.room
        if self.ended:
            return
        self.ended = True
        room.paused = True  # nothing moves any more
        if room.night is not None:  # tonight's ledger: the session in play ends here
            room.night.end_of_party()
            room.phones.ledger_out()
        room.broadcast(protocol.party_over())

    def end_after_pot(self) -> None:
        """END THIS GAME AFTER THE POT: the session in play ends with the pot in play (engine
        Table.end_after_pot), played out and paid as any, so nothing won is lost; its standings and
        tonight's ledger follow as when a session ends by its pot count, and the next is dealt under
        the next game. Every phone is told (its state's `ending`). ValueError with no session in play."""
        table = self.room.table
        if table is None or table.is_over:
            raise ValueError("no game is in play")
        table.end_after_pot()
        self.room.publish()

    def readmit(self, guest: Guest) -> None:
        """Let a removed guest sit down again (even in a locked room); only their phone is told,
        and offered its seat at once (the states follow, `join_gives` before each: a host
        play-test's phone, the party paused under the host's menu, still offered what it had
        while taken off). Let back in before the table has moved for their seat (in the pause
        they were taken off in, say), it is as if they had never been taken off: their phone is
        seated again at once, with the hand they held (a host play-test's guest lost it, and read
        'You are away...' once the game went on)."""
        room = self.room
        room.removed.remove(guest)
        room.readmitted.append(guest)
        phones = [client for client, state in room.clients.items() if state.removed is guest]
        for client in phones:
            state = room.clients[client]
            state.removed, state.readmitted = None, guest
            room.send(client, protocol.readmitted())
        seat = hand_kept_for(room, guest)
        if seat is not None and phones:
            phone = guest.client if guest.client in phones else phones[-1]
            take_back(room, phone, room.clients[phone], seat)  # (its states follow)
            return
        room.publish()

    def barred(self, state: Client, *, token: str = "", device: str = "", name: str = "") -> Guest | None:
        """The removed guest this connection is, or None: the one it played for, or one whose seat
        token it holds, whose phone it is (`device`: its digest) or whose name it asks for."""
        for guest in self.room.removed:
            if (
                state.removed is guest
                or (token and secrets.compare_digest(guest.token.encode(), token.encode()))
                or (device and device == guest.device)
                or (name and name.casefold() == guest.name.casefold())
            ):
                return guest
        return None

    def may_pass_lock(self, state: Client, device: str) -> bool:
        """A guest the host let back in sits down even in a locked room: this connection, or their phone."""
        return state.readmitted is not None or any(
            device and device == guest.device for guest in self.room.readmitted
        )

    # ----- players at the TV itself (No Peek pots only: there nothing is hidden from the room)

    def add_local(self, name: str, colour: str | None = None) -> int:
        """Seat a player who plays at the TV with a controller or keys (at the party's start, or
        from the host's menu during it); their seat number: the first free seat or bot's seat, as a
        phone guest takes it (during a hand, its bot plays that hand and the seat is theirs from the
        next, their net counting from there). ValueError when the game hides cards (stud) or no
        seat is free. In a dealer's choice with stud games they sit its stud pots out, two seats
        left to deal them (game.party.next_game.tv_room)."""
        room = self.room
        stud = next((rules for rules in games_ahead(room) if rules.hides_every_pot), None)
        if stud is not None:  # (the game the seat is dealt next: game.party.next_game)
            raise ValueError(f"{stud.name} deals hidden cards: its players need their own phones")
        if not tv_room_left(room)[0]:
            raise ValueError("a stud pot needs two seats with phones or computer players")
        free = open_seats(room)
        if not free:
            raise ValueError("every seat is taken")
        seat = free[0]
        name = unique_name(room, name[: protocol.MAX_NAME])
        colour = free_colour(room, colour)  # never a guest's: theirs is theirs all night
        room.take_seat(seat, Guest(name, secrets.token_urlsafe(24), None, local=True, colour=colour))
        room.sit_host()
        room.publish()
        return seat

    def remove_local(self, seat: int) -> None:
        """A player at the TV off the table (the host menu's TAKE A GUEST OFF): during a hand they
        play it out themselves and the seat is its bot's from the next (`off_at_tv`; a bot
        finishing it, a host who took himself off watched his hand played for him); between hands
        at once, or no longer taken for the next deal. Nothing bars them: the host may seat them
        again."""
        room = self.room
        arriving = room.arriving.get(seat)
        guest = room.guests[seat]
        if arriving is not None and arriving.local:
            del room.arriving[seat]
        elif guest is not None and guest.local and room.hand_in_play and not in_next_deal(room):
            room.off_at_tv.add(seat)
        elif guest is not None and guest.local:
            room.guests[seat] = None
            room.host.hand_over(seat, f"CPU {seat + 1}", False)
            room.sit_host()
        room.publish()

    def local_turn(self) -> LegalActions | None:
        """The decision a player at the TV must make now, if any."""
        room = self.room
        table = room.table
        legal = None if table is None or table.is_over else table.legal_actions()
        if legal is None or room.host.plays_for(legal.seat):  # (No Peek: their run, a dead hand's fold)
            return None
        guest = room.guests[legal.seat]
        return legal if guest is not None and guest.local else None

    def act_local(self, kind: str) -> None:
        """A TV player's choice for the current decision (IllegalAction when it is not theirs to make
        or not an option)."""
        room = self.room
        legal = self.local_turn()
        if legal is None:
            raise IllegalAction("it is not the turn of a player at the TV")
        room.host.act(legal.seat, kind)
        room.phones.follow()
