"""The host's menu over the party table (Esc, or a pad's Back): the controls a host expects of a
phone party game, each one press and a confirmation. Pause the party (every phone says PAUSED), take
a guest off the table (a hand they are in played out for them, then their seat a bot's; they may not
sit again tonight unless let back in), lock the room (no new guests; seated phones still come back),
end the party.

The party pauses while the menu is open, as a game's pause menu pauses it (a host play-test watched
the table play on under the menu), and goes on when it closes, unless the host chose KEEP IT PAUSED
or had paused it before (HostControls.menu_open); paused either way, the table under it is held
where it stood (PartyTableScene.held). A change made here (a guest taken off or let
back in, the room locked or unlocked, a player seated at the TV) comes back to the menu, still
paused, as its pages do; only going on (or Esc), ending the party and a pot replayed leave it. Every
opening starts on its first row, GO ON WITH THE PARTY, and every row is always there in its own
place, END THE PARTY the last (a host play-test's END THE PARTY moved as LET A GUEST BACK IN came and
went): a row that does not apply now is greyed, and on every page it is a stop, as on the setup
list, the house editor and the pause menu: the cursor on it says why under the rows, and Enter there
only sounds an error. (The first page once passed over its greyed rows, a host play-test's cursor
having stopped on them; a later one counted seven Downs to TONIGHT'S LEDGER and landed in NEXT GAME's
list, and read no why for a greyed SEAT A PLAYER AT THE TV: presses that count differently as the party
changes cost more than a stop.) The first page goes round: Up from the top row to END THE PARTY, one
press from where the menu opens (a host play-test counted 11 Downs to it), its question NO first, and
Down from it to the top row again (a host play-test's Down there stopped while its Up went round).
Back from a row (a question answered either way, a page or a list of guests
left), the cursor is on that row again (`back_to_main`), whatever the row did (a host play-test came
back from LAST POTS on GO ON WITH THE PARTY and from NEXT GAME on its own row, and its Down, Enter
chose KEEP IT PAUSED for TONIGHT'S LEDGER: one rule), unless it is greyed now: then on GO ON WITH
THE PARTY, where what the change did is said under the rows rather than the row's why (a host
play-test's END THIS GAME AFTER THE POT came back greyed with the cursor on END THE PARTY, one Enter
from its question). One line under the rows says the freshest thing, once (game.screens.party_host_told).

Every question follows one rule (`confirm`): NO first where something cannot be undone or shuts
people out (TAKE ... OFF?, LOCK THE ROOM?, END THE PARTY?, and the lobby's CLOSE THE ROOM?), so a
stray Enter changes nothing; YES first where yes is the obvious answer and nothing is lost (UNLOCK
THE ROOM?, LET ... BACK?), so Enter, Enter does it. Going on asks nothing: nothing is lost.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.felt.seat_words import clip
from game.party.next_game import TAKE_OFF, coming, ending, tv_room, tv_room_left
from game.party.seating import open_seats
from game.platform import palette, sound
from game.platform.display import HEIGHT, WIDTH
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, columns
from game.platform.widgets import Item, Menu, panel
from game.screens import openers
from game.screens.menu_size import menu_body
from game.screens.party_between import next_game_line
from game.screens.party_end_game import end_game_row, question, told
from game.screens.party_host_questions import END_LEAD, end_words, off_when, readmit_words
from game.screens.party_host_told import Told, holder, let_back, seated_at_tv, taken_off
from game.screens.party_next_game import AFTER_THIS, list_games
from game.screens.party_seat_row import cap_words, seat_row
from game.screens.scene import PartyControls, PauseContext, Scene, SceneHost, asked

if TYPE_CHECKING:
    from game.party.room import Guest
    from game.screens.party_look import TvPlayer

TOP = 120
LARGE_TOP = 104  # TEXT SIZE large: its rows a little taller, the panel's foot kept in the TV-safe area
NAME = 16  # a guest's name's characters the panel is made wide enough for, under its rows
MARGIN = 24  # the panel's room either side of its widest line
UNDER = 16  # the panel's one line under its items (`footer`): its words' size and this
LOCKED = "THE ROOM IS LOCKED"
STILL_PAUSED = "BACK TO THE TABLE, STILL PAUSED"  # the second row of a party the host had paused
NEXT_ROW = 30  # NEXT GAME: a house game's long name is cut there
FIRST_COLUMNS = max(NEXT_ROW, len(STILL_PAUSED))  # the first page's longest row, whatever it says


class PartyHostMenu(Scene):
    opaque = False

    def __init__(self, app: SceneHost, party: PartyControls) -> None:
        super().__init__(app)
        self.party = party
        self.room = party.room
        self.shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 170))
        self.heading = "HOST"
        self.joining: list[TvPlayer] = []  # players joining at the TV from the players' page
        self.menu = self.main_menu()
        self.row = 0  # the first page's row a page of guests came from: back on it after that page
        self.measured: tuple[Menu, int] | None = None  # a page and its panel's width (`panel_width`)
        self.covered = False  # a question (or a page) is over the menu: it alone shows, on the table
        # what the last change did, under the rows, and whether it is still true (a host play-test's
        # TAKE ... OFF came back to TAKE A GUEST OFF saying nothing of who was taken off; another's
        # SAM MAY SIT DOWN AGAIN stayed up after Sam had sat down again): said while it holds
        self.told: Told | None = None

    # ----- the pages

    def main_menu(self) -> Menu:
        return self.page("HOST", self.main_items())

    def main_items(self) -> list[Item]:
        room = self.room
        night = room.night
        ledger = night is not None and bool(night.ledger.sessions)
        return [
            *self.pause_items(),
            Item(TAKE_OFF, self.pick_guest, bool(self.guests()), "No guest sits at the table."),
            Item("UNLOCK THE ROOM" if room.locked else "LOCK THE ROOM", self.ask_lock),
            Item("LET A GUEST BACK IN", self.pick_removed, bool(room.removed), "Nobody has been taken off."),
            seat_row(room, self.seat_players),
            Item("LAST POTS", self.last_pots, bool(self.party.pots()), "No pot has been played yet."),
            Item("TONIGHT'S LEDGER", self.show_ledger, ledger, "No pot has been played tonight."),
            Item("OPTIONS: ACCESS", self.show_access),
            Item(clip(next_game_line(coming(room).name), NEXT_ROW), self.pick_next),
            end_game_row(room, self.ask_end_game),
            Item("END THE PARTY", self.ask_end),
        ]

    def pause_items(self) -> list[Item]:
        """GO ON WITH THE PARTY first, where every opening starts, then the row that leaves it
        paused: the menu paused the party, so going on is closing it and the host may keep it paused
        (nothing is lost, so nothing asks); a party the host kept paused before goes on at once too,
        as Enter on the paused TV does (a host play-test read a GO ON? asked here as play going on,
        and lost 30 s), and its second row leaves it paused, which the row says (a host play-test
        read GO ON WITH THE PARTY and BACK TO THE TABLE as one thing)."""
        if self.room.controls.menu_pauses:
            return [Item("GO ON WITH THE PARTY", self.app.back), Item("KEEP IT PAUSED", self.keep_paused)]
        return [Item("GO ON WITH THE PARTY", self.go_on), Item(STILL_PAUSED, self.app.back)]

    def keep_paused(self) -> None:
        self.room.controls.pause(True)  # the host's own pause now: closing the menu keeps it
        self.app.back()

    def show_ledger(self) -> None:
        """Tonight's ledger, the party paused and held underneath."""
        assert self.room.night is not None
        self.app.push(
            openers.ledger(
                ledger=self.room.night.ledger,
                keep_running=self.party.answer_phones,
                pot_in_play=self.pot_in_play,
            )
        )

    def pot_in_play(self) -> bool:
        """Someone is to act in a pot, or the TV still shows one the host has paid (the ledger counts
        it once its result is shown): its antes and bets are in it, and out of the ledger's NOW."""
        table, night = self.room.table, self.room.night
        return (table is not None and table.actor is not None) or (night is not None and night.unshown)

    def pick_next(self) -> None:
        """NEXT GAME: the list of games, the party paused under it as under this menu; the game
        chosen is dealt when the session in play is over, and this menu says which it is."""
        list_games(self.app, self.room, self.party.answer_phones, self.chose_next, self.party.off_tv)

    def chose_next(self) -> None:
        """Says the game chosen; the game in play chosen (marked PLAYING NOW on the list) is played
        again, an earlier choice undone, said so while this session lasts."""
        room = self.room
        name = coming(room).name.upper()
        if room.next_game is not None:
            self.told = Told(name, f" {AFTER_THIS}", lambda: room.next_game is not None)
            return
        table = room.table
        self.told = Told(name, f" AGAIN {AFTER_THIS}", lambda: room.next_game is None and room.table is table)

    def ask_end_game(self) -> None:
        """END THIS GAME AFTER THE POT? (NO first: the session's last pots are not played)."""
        room = self.room
        words = question(room)
        self.confirm(*words, "END AFTER THE POT", partial(self.end_game, told(room)))

    def end_game(self, said: tuple[str, str]) -> None:
        self.room.controls.end_after_pot()
        self.told = Told(*said, partial(ending, self.room))

    def show_access(self) -> None:
        """The Options' ACCESS page (reduced motion, colour-safe suits, more time...): every phone
        follows the TV's look as it changes, the party paused under it as under the menu."""
        self.app.push(openers.options(access=True, keep_running=self.party.answer_phones))

    def seat_players(self) -> None:
        """The players' page, as at the party's start: A (or Enter) on a controller joins, its own
        up/down picks a name and left/right a colour; they sit down when it is left."""
        self.joining = []
        free, cards = open_seats(self.room), self.room.seat_cards()
        left, limiting = tv_room_left(self.room)  # (a dealer's choice keeps two seats off the TV)
        # and who sits down at the next deal: a play-test's second player offered PLAYER 2 again
        # while PLAYER 2 waited for the deal, and sat down as PLAYER 2 2
        taken = [name for card in cards for name in (card.name, card.arriving) if name]
        self.app.push(
            openers.party_players(
                players=self.joining,
                seats=min(len(free), left),
                stop=cap_words(limiting.name, tv_room(self.room, limiting)) if left < len(free) else "",
                keep_running=self.party.answer_phones,
                seated=taken,
                colours=[cards[seat].colour for seat in free],  # each sits in their seat's own colour
            )
        )

    def pause(self) -> None:
        self.covered = True

    def resume(self) -> None:
        """Back from a question or a page: the first page's rows as they are now (a phone may have
        sat down meanwhile), the cursor on the row used (`back_to_main`). From the players' page,
        who joined sits down (during a hand, from the next one, its bot playing this one out), the
        line under the rows says where, and the next party's No Peek game has as many at the TV."""
        self.covered = False
        if self.heading == "HOST":
            self.back_to_main(self.menu.selected)
        joining, self.joining = self.joining, []
        seats = []
        for player in joining:
            try:
                seats.append(self.party.seat_at_tv(player))
            except ValueError as exc:  # a phone took the last seat meanwhile: say so
                self.app.polish.notify(str(exc))
        if seats:
            self.told = seated_at_tv(self.room, seats)
            self.back_to_main(self.menu.selected)  # (no seat free now: SEAT A PLAYER greyed)
            # the next party's HOST A PARTY brings them back, as it brings back those seated there
            # (a host play-test seated HOST at the TV mid-party; the next party's page had nobody)
            self.app.settings.party_tv_players = len(self.at_tv())

    def last_pots(self) -> None:
        """This session's pots, to replay one on the TV: the party pauses while it is replayed (the
        phones say which pot) and goes on when the replay is left, as with R at a result."""
        pots = tuple(self.party.pots())
        context = PauseContext(
            self.room.rules, False, pots, replay=self.replay, answer_phones=self.party.answer_phones
        )
        self.app.push(openers.last_pots(table=context))

    def replay(self, hand: int) -> None:
        """Back to the table (LAST POTS and this menu close), which replays pot `hand` over itself."""
        self.party.replay(hand)
        self.app.back()
        self.app.back()

    def page(self, heading: str, items: list[Item]) -> Menu:
        """A page of rows under `heading`; the first page's rows in a column of one width, the
        widest its rows may say (a host play-test's rows moved ~12 px sideways as NEXT GAME:
        BASEBALL became NEXT GAME: MIDNIGHT BASEBALL, centred by the longest row there was)."""
        self.heading = heading
        size = menu_body(self.app.settings)  # in the TEXT SIZE chosen, as ACCESS may have changed it
        width = size * FIRST_COLUMNS + 2 if heading == "HOST" else 0  # (and a pixel's pad either side)
        # a greyed row is a stop that says why under the rows; the first page goes round, both ways
        # (the module's docstring), a list of guests stops at its BACK
        return Menu(
            items,
            (WIDTH // 2, self.top(size) + 44),
            size=size,
            spacing=26,
            width=width,
            anchor="midtop",
            wrap=heading == "HOST",
            stops_greyed=True,
        )

    @staticmethod
    def top(size: int) -> int:
        """The panel's top with words `size` tall (TEXT SIZE large: a host across the room read the
        menu at the normal size while the table was large)."""
        return TOP if size == BODY else LARGE_TOP

    def guests(self) -> list[tuple[int, str, bool]]:
        """The seats held (or taken for the next hand), with the guest's name and whether they play
        at the TV (a stud game is greyed till they are off it: game.party.next_game.refusal)."""
        room = self.room
        held = [(seat, guest) for seat, guest in enumerate(room.guests) if guest]
        return sorted((seat, guest.name, guest.local) for seat, guest in [*held, *room.arriving.items()])

    def pick_guest(self) -> None:
        items = [
            Item(f"{seat + 1}  {name.upper()} (TV)", None, False, "Leaves the TV after this pot.")
            if local and seat in self.room.off_at_tv
            else Item(f"{seat + 1}  {name.upper()} (TV)", partial(self.ask_off_tv, seat, name))
            if local
            else Item(f"{seat + 1}  {name.upper()}", partial(self.ask_remove, seat, name))
            for seat, name, local in self.guests()
        ]
        self.sub_page("TAKE WHICH GUEST OFF?", items)

    def ask_off_tv(self, seat: int, name: str) -> None:
        """A player at the TV off the table: during a hand they play it out themselves and its bot
        has the seat from the next (a host who took himself off to deal a stud game watched a bot
        finish his hand); between hands at once. Nothing bars them."""
        self.confirm(
            f"TAKE {asked(name, 'TAKE  OFF THE TV?', self.panel_width())} OFF THE TV?",
            f"{off_when(self.room, seat)} SEAT A PLAYER AT THE TV seats them again.",
            "TAKE OFF",
            partial(self.off_tv, seat, name),
        )

    def off_tv(self, seat: int, name: str) -> None:
        room = self.room
        self.party.off_tv(seat)
        if seat in room.off_at_tv:  # (said while it holds; then that they are off, as below)
            self.told = Told(name.upper(), " LEAVES THE TV AFTER THIS POT", lambda: seat in room.off_at_tv)
            return
        at_tv = [guest for guest in [*room.guests, *room.arriving.values()] if guest and guest.local]
        self.told = Told(name.upper(), " IS OFF THE TV", lambda: len(at_tv) == len(self.at_tv()))

    def at_tv(self) -> list[str]:
        return [name for _, name, local in self.guests() if local]

    def pick_removed(self) -> None:
        items = [Item(guest.name.upper(), partial(self.ask_readmit, guest)) for guest in self.room.removed]
        self.sub_page("LET WHO BACK IN?", items)

    def sub_page(self, heading: str, items: list[Item]) -> None:
        self.row = self.menu.selected
        self.menu = self.page(heading, [*items, Item("BACK", partial(self.back_to_main, self.row))])

    def back_to_main(self, row: int = 0) -> None:
        """The first page again, on `row`, or on its first row where `row` is greyed now (END THIS
        GAME AFTER THE POT once asked): the next row that answers could be END THE PARTY."""
        self.menu = self.main_menu()
        self.menu.select(row if self.menu.items[row].enabled else 0)

    # ----- each action asks first

    def confirm(
        self,
        question: str,
        detail: str,
        yes: str,
        action: Callable[[], None],
        leaves: bool = False,
        yes_first: bool = False,
        lead: str = "",
    ) -> None:
        """Ask, then do `action` and come back to this menu's first page, the party still paused, on
        the row chosen (greyed now: on the first, `back_to_main`), which says the change (UNLOCK THE
        ROOM, THE ROOM IS LOCKED under the rows, LET A GUEST BACK IN no longer greyed): a host
        play-test's LOCK THE ROOM went straight back to play while LAST POTS, the ledger and OPTIONS
        came back here, so every change now does, and the party goes on when the host says so.
        `leaves`: the action leaves this menu itself (ending the party); `yes_first`: the answer is
        a wanted, harmless yes (unlocking, letting a guest back: a play-test's Enter,
        Enter at LET BOB BACK? did nothing), so YES is offered first; what cannot be undone (taking
        a guest off, ending the party) or shuts people out (locking) keeps NO first."""

        row = self.menu.selected if self.heading == "HOST" else self.row

        def done() -> None:
            action()
            if not leaves:
                self.back_to_main(row)

        self.app.push(
            openers.confirm(
                question=question,
                detail=detail,
                yes=yes,
                on_yes=done,
                keep_running=self.party.answer_phones,
                yes_first=yes_first,
                lead=lead,
                sized=True,  # over this menu, in its size
            )
        )

    def go_on(self) -> None:
        self.room.controls.pause(False)
        self.app.back()

    def ask_lock(self) -> None:
        if self.room.locked:
            self.confirm(
                "UNLOCK THE ROOM?",
                "New guests may join again.",
                "UNLOCK",
                partial(self.lock, False),
                yes_first=True,
            )
        else:
            self.confirm(
                "LOCK THE ROOM?",
                "No new guests may sit down. Guests already seated still come back if their phone drops.",
                "LOCK",
                partial(self.lock, True),
            )

    def lock(self, locked: bool) -> None:
        room = self.room
        room.controls.lock(locked)
        self.told = Told("", LOCKED if locked else "THE ROOM IS OPEN AGAIN", lambda: room.locked == locked)

    def ask_remove(self, seat: int, name: str) -> None:
        self.confirm(
            f"TAKE {asked(name, 'TAKE  OFF?', self.panel_width())} OFF?",
            "A hand they are in is played out for them (check, else fold), then a bot plays the seat. "
            "Their phone is told, and they cannot sit again tonight unless you let them back in.",
            "TAKE OFF",
            partial(self.remove, seat, name),
        )

    def remove(self, seat: int, name: str) -> None:
        room = self.room
        guest = holder(room, seat)
        try:
            room.controls.remove(seat)
        except ValueError as exc:  # the guest left meanwhile: nothing to do, say so
            self.app.polish.notify(str(exc))
            return
        self.told = Told(name.upper(), taken_off(seat), lambda: guest in room.removed)  # (till let back in)

    def ask_readmit(self, guest: Guest) -> None:
        self.confirm(
            f"LET {asked(guest.name, 'LET  BACK?', self.panel_width())} BACK?",
            readmit_words(self.room, guest),
            "LET BACK",
            partial(self.readmit, guest),
            yes_first=True,
        )

    def readmit(self, guest: Guest) -> None:
        self.room.controls.readmit(guest)
        self.told = let_back(self.room, guest)

    def ask_end(self) -> None:
        self.confirm(
            "END THE PARTY?",
            end_words(self.room),
            "END",
            self.party.end_party,
            leaves=True,
            lead=END_LEAD,
        )

    # ----- the scene

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK):
            sound.play("back")
            if self.heading == "HOST":
                self.app.back()
            else:
                self.back_to_main(self.row)
        else:
            self.menu.handle(inp)

    def update(self, dt: float) -> None:
        self.party.answer_phones(dt)

    def panel_width(self) -> int:
        """The panel's width, one for every page and every opening, whatever the party's state (a
        host play-test's was wide in Baseball, where SEAT A PLAYER AT THE TV is greyed with a long
        reason, and narrow in Midnight Baseball; another's grew as a greyed row's reason named a
        game): the first page's column of rows, the longest change it tells about a guest, and
        this page's own heading and rows (a long name). The line under the rows is cut to it."""
        if self.measured is None or self.measured[0] is not self.menu:
            font, size = self.app.text.font, self.menu.size
            words = font(size).size("W" * NAME + taken_off(7))[0]  # the widest it tells of a guest
            rows = max([size * FIRST_COLUMNS + 2, *(rect.width for rect in self.menu.rects)])
            heading = font(HEADING).size(self.heading)[0]
            self.measured = (self.menu, max(440, *(width + 2 * MARGIN for width in (rows, heading, words))))
        return self.measured[1]

    def draw(self, canvas: pygame.Surface) -> None:
        if self.covered:  # the question over it draws its own shade and panel, alone on the table
            return
        canvas.blit(self.shade, (0, 0))
        FRAME.cover()  # the table under the shade is not to be read now
        rects, size = self.menu.rects, self.menu.size
        top = self.top(size)
        said = self.footer()
        # its place kept while any row is greyed
        line = size + UNDER if said or any(not item.enabled for item in self.menu.items) else 0
        text = self.app.text
        box = pygame.Rect(0, 0, self.panel_width(), rects[-1].bottom - top + 20 + line)
        box.midtop = (WIDTH // 2, top)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        text.draw(canvas, self.heading, (WIDTH // 2, top + 14), HEADING, palette.YELLOW, anchor="midtop")
        self.menu.draw(canvas, text)
        if said:
            words, colour = said
            text.draw(canvas, words, (WIDTH // 2, box.bottom - line), size, colour, anchor="midtop")

    def footer(self) -> tuple[str, tuple[int, int, int]] | None:
        """The one line under the rows, the freshest thing said, once (a host play-test read
        'Nobody has been taken off.' over 'RAVI MAY SIT DOWN AGAIN'): why a greyed row under the
        cursor is greyed; else, on the first page, what the last change did while it is still true
        (`told`); else that the room is locked."""
        current = self.menu.current
        if current is not None and not current.enabled:  # cut to the panel (a reason naming a long
            # game widened it, the rows moving with it; two lines ran past the screen's foot)
            return clip(current.detail, self.footer_columns()), palette.GREY
        if self.heading != "HOST":
            return None
        if self.told is not None and self.told.holds():
            words = self.told.fitted(self.footer_columns())
            return words, palette.ORANGE if words == LOCKED else palette.WHITE
        return (LOCKED, palette.ORANGE) if self.room.locked else None

    def footer_columns(self) -> int:
        """The letters of the line under the rows, in the panel."""
        return columns(self.panel_width() - 2 * MARGIN, self.menu.size)
