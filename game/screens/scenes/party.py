"""Party play on the TV: the table. `PartyTableScene` presents the room's table host's stream
(game.play.table_host) as the whole room sees it: the TV never shows a guest's hidden cards (they
are drawn as backs, as for any seat the room cannot see), each pot's result shows over the middle for
a few seconds as at the table (game.felt.result_view), and the host deals on only when the TV has
shown it all (the phones learn each move when the TV shows it). R (a pad's Y) while a result is up
replays that pot on the TV (game.screens.scenes.replay), the party paused meanwhile. Setting up is
game.screens.scenes.party_setup, the lobby game.screens.scenes.party_lobby.

The room lives in this thread; the server's thread only carries messages (game.party.wire.bridge),
and the scene pumps it once a frame, so phones are answered while the TV animates.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial

import pygame

from engine.actions import IllegalAction, LegalActions, SessionDecision
from engine.table import Table
from game.felt import layout, ledger_view
from game.felt.action_menu import action_menu, label_for
from game.felt.director import Director
from game.felt.result_view import ResultView
from game.felt.seat_words import clip, kept_room, named_slots
from game.felt.standings_view import Row, award_lines, awards_room, draw_standings, placing_rows
from game.felt.table_draw import TableRenderer, follow_text_size
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.party.wire.tv import TvParty
from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, HINT
from game.platform.tween import Tweens
from game.platform.widgets import Item, Menu
from game.play.host_facts import PotDone, Seated, SeatTag, SessionDone, Takeover
from game.play.ledger import Ledger
from game.play.pot_tape import PotShelf
from game.screens import openers
from game.screens.menu_page import FOOTER_Y, backdrop
from game.screens.party_look import PARTY_ENDS, TvPlayer, dress
from game.screens.party_paused import PAUSED_LINE, draw_paused, go_on, paused_box
from game.screens.party_waits import Waits
from game.screens.replays import asks_replay, replay_pot
from game.screens.scene import PartyControls, QuitWarning, Scene, SceneHost
from game.telling.game_call import call_details, labelled_options
from game.telling.takeover_words import arrival_line, leaves, sits, takeover_lines

RESULT_FOR = 6.0  # seconds the pot's result stays over the table: read, talked over, R to replay it
# under the ledger between sessions: the next waits for it (a play-test's dealt itself, unread)
NEXT_GAME_KEYS = "ENTER / A: DEAL THE NEXT GAME"
END_KEYS = "ESC / BACK: HOST MENU (END THE PARTY)"  # under it: a host play-test saw no way to end
FOOTER_LINE = HINT + 8  # a key line over the foot's
STANDINGS_FOR = 12.0  # seconds a session's final standings stay on the TV before the next session
NOTICE_FOR = 8.0  # seconds a seat changing hands is said in big letters at the foot of the centre
NOTICE_COLUMNS = layout.CENTRE.width // BODY  # its lines' characters at most


def fitted(name: str, words: str, joint: str = " ") -> str:
    """'CPU 4 LEAVES WITH -1' (`joint` ': ': 'CAT: NET FROM 0') in the notice's width: a long
    name is cut, never the words."""
    return f"{clip(name.upper(), NOTICE_COLUMNS - len(words) - len(joint))}{joint}{words.upper()}"


def arrival_label(name: str, arriving: str, columns: int) -> str:
    """A seat's label while its bot plays the pot a guest sits down after: who plays now, then who
    next ('CPU 3 → DAN'); in fewer `columns` than that, the newcomer alone ('DAN NEXT'): a play-test
    at TEXT SIZE large read 'CPU 3 → …', the leaver kept and the newcomer cut away."""
    both = both_names(name, arriving)
    return both if len(both) <= columns else f"{clip(arriving, columns - 5)} NEXT"


def both_names(name: str, arriving: str) -> str:
    """Who plays a seat now, then who next: 'CPU 3 → DAN'."""
    return f"{name} → {arriving}"


class PartyTableScene(Scene):
    """The table as the room sees it: a presenter of the room's table host (game.play.table_host),
    which paces the table to it; phones and bots move it through the room, players at the TV
    through the buttons shown on their turn."""

    # not a resting scene's 4 frames a second (game.screens.app): a real run's TV moved cards at 3.8
    animating = True

    def __init__(self, app: SceneHost, party: TvParty, devices: dict[int, str]) -> None:
        super().__init__(app)
        self.party = party
        self.room = party.room
        self.devices = devices
        # ESC opens the host's menu, said at either size (a host play-test at large lost it); the
        # log leaves two lines (LogRoom.kept_y, over_kept_y): whose turn it is, and how to join
        self.renderer = TableRenderer(
            app.text, app.cards, keys="ESC: HOST MENU", log_lines=layout.LOG_LINES - 2, keys_at_large=True
        )
        self.waits = Waits(self.room, self.renderer, app.text)  # who the table waits for, said
        self.buttons: Menu | None = None
        self.offered: LegalActions | None = None
        self.prompt = ""
        self.result: ResultView | None = None  # the last pot's, while result_for > 0
        self.result_for = self.result_clock = 0.0
        self.under = False  # a scene is over the table (the host's menu): PAUSED leaves it the panel
        self.between_sessions = False  # a session's standings are gone, the next one not yet dealt
        self.standings: tuple[list[Row], list[tuple[str, str]]] = ([], [])  # the last session's
        self.standings_for, self.ledger_up = 0.0, False  # then tonight's ledger, until the host deals
        self.seated: tuple[SeatTag, ...] = ()  # who sits where, as last shown
        self.told_arrivals: set[tuple[str, str]] = set()  # (guest, seat's name) said in the log
        self.told_takeovers: set[tuple[int, Takeover]] = set()  # seats changing hands, said in the log
        # seats that changed hands, said where the join lines are, one after another: two seats
        # can change hands at one deal, and each is said for its NOTICE_FOR seconds
        self.notices: list[tuple[str, str]] = []
        self.notice_for = 0.0
        # the pots shown, to replay; numbered on from the night's sessions before this party
        self.pots = PotShelf(session=self.room.sessions_before)
        self.ended = False
        self.wanted: int | None = None  # the pot the host chose in LAST POTS, replayed once the menu is gone
        self.player = self.fresh_table()

    def fresh_table(self) -> TablePlayer:
        """A fresh table to present the stream on (at the start, and after each session's standings)."""
        self.model = TableModel()
        self.tweens = Tweens()
        # nobody's seat is the TV's: every hidden card is a back, and the seats are laid out from seat 0
        self.director = Director(self.model, self.tweens, self.room.n, {}, result_with_chips=True)
        return TablePlayer(self.director, self.tweens, self.party.cursor)

    @property
    def table(self) -> Table | None:
        return self.room.table

    @property
    def caught_up(self) -> bool:
        return self.player.caught_up

    def update(self, dt: float) -> None:
        """A frame of the party: the phones are answered and the Options followed always, the
        table played on only while it is not `held`."""
        self.keep_room()
        if self.held:
            self.follow_settings()
        else:
            self.play(dt)

    @property
    def held(self) -> bool:
        """The table is held now: the party is paused, by the host (KEEP IT PAUSED, or PAUSED before
        the menu opened) or by whatever is over the table (the host's menu and its pages, a replay,
        QUIT THE GAME?: `pause`). One hold for every pause (a host play-test's KEEP IT PAUSED played
        the moves the TV had been given behind its panel, and paid a pot there). A hold keeps:
        the room's table host (game.play.table_host) makes no move and stops its clocks, so no
        turn timer or away rule runs out and no bot moves; this TV plays none of the facts it
        holds (`player.pending`: none is shown, no chip flies, no result, standings, ledger or
        notice counts down, not a pixel of the table changes); so the phones, told only what the
        TV has shown, are told of no move, only that the party is paused. Going on, the table
        plays on from where it stood."""
        return self.room.paused

    def play(self, dt: float) -> None:
        """The table's `dt` seconds: the facts due are shown, and the room told how far."""
        self.player.fetch()  # the room's stream: no hidden card of anyone
        if self.between_sessions and self.player.pending:  # the next session's facts: a fresh table
            # (until they come the last session's table stays: a host play-test saw 3 s of an empty
            # one, POT 0, HAND 0 OF 0, NO WILDS, in a game where threes and nines are wild)
            fresh = self.fresh_table()
            fresh.pending, self.between_sessions = self.player.pending, False
            self.player = fresh
        player = self.player
        # who sits where is named at once, not after the moves still to show (a guest taken off
        # is its bot's from now on)
        self.seated = next((f.seats for f in reversed(player.pending) if isinstance(f, Seated)), self.seated)
        self.name_seats()  # before the events: a new hand's deal names its dealer as the room does
        self.renderer.clock += dt
        self.follow_settings()
        player.advance(dt, self.app.settings.animation_speed)
        self.result_for -= dt
        self.result_clock += dt
        if self.foot_free:  # a notice counts down only while it can be read
            self.count_notice(dt)
        self.standings_for -= dt
        self.room.controls.next_game_waits(self.showing_ledger)  # the phones say who deals it
        # the next hand waits while the last pot's result is up, as at the table, and the next
        # session while the last one's standings are
        while not self.holding and (fact := player.next_event()) is not None:
            self.pots.note(fact)
            if isinstance(fact, PotDone):
                self.show_result(fact)
            elif isinstance(fact, SessionDone):
                self.show_standings(fact)
        player.settle()
        # bots and phones keep the animation's pace, and wait for the result or standings to go
        player.report(self.holding)
        if not self.holding and self.standings[0]:  # the standings are gone: the next session
            self.standings, self.between_sessions = ([], []), True  # on a fresh table, when it comes
        table = self.table
        self.model.actor = table.actor if table is not None and self.caught_up else None
        self.offer()

    def follow_settings(self) -> None:
        """The table follows the Options as they are now, held or not (the host's ACCESS page is
        under the menu): every phone follows the TV's look and pace at once, and the table is
        drawn at the TEXT SIZE chosen."""
        settings = self.app.settings
        self.renderer.hints = self.player.effects.hints = settings.hints
        still = settings.reduced_motion  # REDUCED MOTION: nothing slides, shakes or blinks
        self.party.follow_look(still, settings.colour_safe)  # every phone follows the TV's
        self.party.follow_pace(settings.thinking_speed, settings.more_time)
        self.renderer.still = self.director.still = self.player.effects.still = still
        follow_text_size(self.renderer, self.player, settings.text_size)
        self.room.controls.hands_said(self.renderer.rung)  # the phones name hands as the TV does

    def name_seats(self) -> None:
        """Who plays each seat, as the room last published it (game.play.host_facts.Seated). Seats
        change hands between hands (a guest taken off goes to a bot at once); the log's lines were
        written as each move was shown and are never renamed. A guest sitting down at the next
        deal is told in the log, once, as the phones tell it ("Cat sits down here next hand"), and
        when the seat is theirs, where the net of whoever played it before went."""
        if self.seated:  # the computer players as published, as the phones' log has them (a No
            # Peek fold says why for a computer player only), not as the session's first deal had them
            self.director.bots = {number for number, tag in enumerate(self.seated) if tag.kind == "bot"}
        for number, (seat, tag) in enumerate(zip(self.model.seats, self.seated, strict=False)):
            dress(seat, tag)
            if tag.arriving and (tag.arriving, seat.name) not in self.told_arrivals:
                self.told_arrivals.add((tag.arriving, seat.name))
                self.director.log(arrival_line(tag.arriving, seat.name))
            if tag.takeover is not None and (number, tag.takeover) not in self.told_takeovers:
                # the seat's net counts from 0 now: where its last player's went, said once
                self.told_takeovers.add((number, tag.takeover))
                takeover = tag.takeover
                for line in takeover_lines(tag.name, takeover.before, takeover.left_with, takeover.back):
                    self.director.log(line)
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

    def show_result(self, done: PotDone) -> None:
        """The pot's result, as the table shows it (game.felt.result_view), for RESULT_FOR seconds."""
        self.player.effects.hush()  # the result says the pot's moment itself, and what was won: the
        self.model.popups.clear()  # win's +13 rose under it (blanked, its empty plate showed a '0')
        self.result = ResultView(self.app.text, self.app.cards, self.model, done.result, self.director.slots)
        self.player.result_up()  # the winner's plate and the phones change with it
        self.result_for = RESULT_FOR
        self.result_clock = 0.0

    def show_standings(self, done: SessionDone) -> None:
        """The session's final standings and awards, as the table's standings page shows them, for
        STANDINGS_FOR seconds (ENTER or A: at once); the room's next session waits for them."""
        rows = placing_rows(done.people)
        self.standings = (rows, award_lines(list(done.awards), awards_room(rows, FOOTER_Y - BODY // 2)))
        self.standings_for = STANDINGS_FOR
        night = self.room.night
        self.ledger_up = night is not None and bool(night.ledger.sessions)

    @property
    def showing_standings(self) -> bool:
        return self.standings_for > 0

    @property
    def showing_ledger(self) -> bool:
        """Tonight's ledger, after a session's standings."""
        return not self.showing_standings and self.ledger_up and bool(self.standings[0])

    @property
    def holding(self) -> bool:
        """The last pot's result, the last session's standings or tonight's ledger are up: the
        table waits."""
        return self.showing_result or self.showing_standings or self.showing_ledger

    @property
    def showing_result(self) -> bool:
        """The last pot's result is over the centre: for its seconds, until a TV player is asked."""
        return self.result is not None and self.result_for > 0 and self.buttons is None

    # ----- players at the TV

    def offer(self) -> None:
        legal = self.room.controls.local_turn() if self.caught_up else None
        if legal is self.offered or (
            legal is not None and self.offered is not None and legal == self.offered
        ):
            return
        self.offered = legal
        self.buttons = None
        self.prompt = ""
        if legal is None:
            return
        assert self.table is not None
        paid = self.table.view(legal.seat).paid[legal.seat]
        games = self.table.session_rules.games  # a dealer's choice: the dealer's buttons are its games
        details = call_details(legal, games)  # a game's line under its name's button
        places = self.renderer.places
        items = [
            Item(
                label_for(label, places),
                partial(self.choose, option.kind),
                detail=details.get(option.kind, ""),
            )
            for option, label in labelled_options(legal, paid, games)
        ]
        self.buttons = action_menu(items, legal.decision == SessionDecision.CHOOSE_GAME, self.model, places)
        name = self.room.seat_cards()[legal.seat].name.upper()
        words = self.room.host.prompt(whose="")
        named = f"{name}: {words}"  # whole, else the words alone: the seat's lit plate names them
        lines = self.renderer.prompt_lines(named)  # (BET ROUND: CHECK OR BET with a long name)
        self.prompt = named if " ".join(lines) == named and max(map(len, lines)) <= places.columns else words
        sound.play("turn")

    def replay(self, hand: int | None = None) -> bool:
        """Pot `hand` of the session (None: the one just shown), again on the TV, and whether it
        is: the party pauses meanwhile (`pause`: the phones say so) and goes on when the replay is
        left, unless the host had paused it already."""
        tapes = self.pots.session_tapes()
        if not tapes:
            return False
        # the phones say which pot the TV replays, as it steps from pot to pot; a pot chosen in the
        # menu that is gone (a new session began meanwhile) is not replayed, and nothing pauses
        wanted = tapes[-1].hand if hand is None else hand
        return replay_pot(
            self.app, tapes, wanted, None, keep_time=self.update, showing=self.room.controls.replay
        )

    def seat_at_tv(self, player: TvPlayer) -> None:
        """The host seated a player at the TV mid-party: their buttons answer their own controller.
        ValueError for a controller that plays a seat already (one controller, one seat, as on the
        players' page; the keyboard may play several: J adds a keyboard player), or no seat free."""
        if player.device != "keys" and player.device in self.devices.values():
            raise ValueError(f"{player.device.upper()} plays a seat already: one controller, one player")
        self.devices[self.room.controls.add_local(player.name, player.colour)] = player.device

    def chosen(self, hand: int) -> None:
        """The host chose pot `hand` in the host menu's LAST POTS: the menus close and it is replayed."""
        self.wanted = hand

    def keep_room(self) -> None:
        """What goes on whatever covers the table, held or not: the phones are answered, and
        tonight's ledger's problems (it could not be read or saved) said, once."""
        self.party.pump()
        if self.room.night is not None:
            for problem in self.room.night.take_problems():
                self.app.polish.warn(problem)

    def pause(self) -> None:
        """A scene opens over the table (the host's menu, a replay, QUIT THE GAME?): the party
        pauses under it, as a game's pause menu pauses it, and the table is `held`."""
        self.under = True
        self.room.controls.menu_open(True)

    def resume(self) -> None:
        """Back at the table: the party goes on unless the host paused it (KEEP IT PAUSED, or before
        the menu opened); a pot the host chose in the menu's LAST POTS is replayed now, over the
        table, the party still paused for it."""
        self.under = False
        if self.room.replaying is not None:
            self.room.controls.replay(None)
        if self.wanted is not None:
            hand, self.wanted = self.wanted, None
            if self.replay(hand):
                return
        self.room.controls.menu_open(False)

    def end_party(self) -> None:
        """The host ended the party: the TV shows tonight's ledger (with the offer to save it as CSV)
        or, before any session was played tonight, the title's menu; the table, leaving, closes the party.
        The room's party ends first: the ledger shown has the session in play ended (a host
        play-test's TV showed it as it stood before, where the phones said it ended)."""
        self.ended = True
        self.room.controls.end()
        night = self.room.night
        if night is not None and night.ledger.sessions:
            self.app.go(openers.ledger(ledger=night.ledger, ending=True))
        else:
            self.app.go(openers.title(menu=True, at="PARTY"))

    def leave(self) -> None:
        """The phones are told the party is over, and the server stops."""
        self.party.close()

    def quit_warning(self) -> QuitWarning | None:
        """Closing the window ends the party: it asks first (the ledger is kept as END THE PARTY keeps
        it), the party paused and the table held under the question as under the host's menu."""
        if self.ended:
            return None
        return QuitWarning(f"{PARTY_ENDS} Tonight's ledger is kept.", self.update)

    def choose(self, kind: str) -> None:
        try:
            self.room.controls.act_local(kind)
        except IllegalAction:
            sound.play("error")
            return
        self.offered = None
        self.buttons = None
        self.prompt = ""

    def handle(self, inp: Input) -> None:
        if self.ended:
            return
        if inp.is_(Button.BACK) and inp.menu:  # Esc, a pad's Back: not Backspace, not a pad's B
            sound.play("back")
            # the party pauses under it (as under whatever opens over the table, `pause`), and
            # before it is built: its first rows say who paused it, the menu or the host before
            self.room.controls.menu_open(True)
            pots = self.pots.session_tapes
            controls = PartyControls(
                self.room, self.update, self.end_party, pots, self.chosen, self.seat_at_tv
            )
            self.app.push(openers.party_host(party=controls))
            return
        if self.room.paused and inp.is_(Button.CONFIRM):
            go_on(self.room)
            return
        if self.showing_standings or self.showing_ledger:
            if inp.is_(Button.CONFIRM):
                self.on_now()
            return
        if self.showing_result and asks_replay(inp):
            self.replay()
            return
        legal = self.offered
        if self.buttons is not None and legal is not None:
            device = self.devices.get(legal.seat, "keys")
            if inp.device in (device, "") or (device == "keys" and inp.device == "mouse"):
                self.buttons.handle(inp)

    def on_now(self) -> None:
        """Enter or A between sessions: on to tonight's ledger now, or from it deal the next session."""
        if self.showing_standings:
            self.standings_for = 0.0
        else:
            self.ledger_up = False

    # ----- drawing

    def draw(self, canvas: pygame.Surface) -> None:
        if self.table is None:
            return
        if self.showing_standings:
            self.draw_standings(canvas)
            return
        if self.showing_ledger and self.room.night is not None:
            self.draw_ledger(canvas, self.room.night.ledger)
            return
        showing = self.showing_result
        with self.arrivals_labelled():
            # a line over the prompt's is the party's: whose turn it is, or a TV player's clock
            line = self.waits.prompt_line(self.offered, self.prompt)
            self.renderer.draw(canvas, self.model, self.director, line, result=showing, above=1)
        if self.foot_free:  # how to join (or a seat that just changed hands), under the log, while
            # no TV player is asked anything and nothing is shown over the centre (a
            # dealer's-choice call's banner reaches down to its line)
            noticed = bool(self.notices)
            colour = palette.ORANGE if noticed else palette.CYAN
            places = self.renderer.places  # (secondary: the log's size at TEXT SIZE large)
            for row, line in enumerate(self.notices[0] if noticed else self.join_lines()):
                where = (places.prompt[0], self.renderer.kept_y() + row * places.log_line)
                self.app.text.draw(canvas, line, where, BODY, colour, anchor="midtop", secondary=True)
        if self.buttons is not None:
            self.buttons.draw(canvas, self.app.text)
        self.player.effects.draw(canvas, self.app.text)  # the pot's big moments, as at the table
        shown = self.prompt or self.model.showcase or showing  # a paused table waits for nobody
        if self.caught_up and not (shown or self.room.paused):  # (a sliver peeked under PAUSED)
            self.waits.draw_waiting(canvas, self.model)
        self.waits.draw_tv_clock(canvas, self.offered, self.prompt)
        if self.paused_shown:  # the host paused the party (game.screens.party_paused)
            draw_paused(canvas, self.app.text, self.paused_box())
        elif showing and not self.room.paused and self.result is not None:
            self.result.draw(canvas, 0.0 if self.app.settings.reduced_motion else self.result_clock)
        # last: the hand's number steps aside for whatever is drawn in its place now
        self.renderer.draw_count(canvas, self.model)

    @contextmanager
    def arrivals_labelled(self) -> Iterator[None]:
        """While the table is drawn, a seat a guest takes from the next hand is labelled with both
        ('CPU 2 → CAT'), as the phones say it (play-test: the log's line had scrolled away and
        nothing on the seat said it), in the room its plate has for both (a top seat's widens,
        seat_words.named_slots: a host's play-test read 'BARTHOLOMEW NEXT' beside empty felt); the
        seat keeps its player's name for the log's lines."""
        seats = enumerate(zip(self.model.seats, self.seated, strict=False))
        arriving = [(n, seat, seat.name, tag.arriving) for n, (seat, tag) in seats if tag.arriving]
        for _, seat, name, guest in arriving:
            seat.name = both_names(name, guest)
        body = self.renderer.places.body
        for number, seat, name, guest in arriving:
            # the room its plate keeps a name in, whatever the turn (seat_words.kept_room)
            named = named_slots(self.model.seats, self.director.slots, body)[number]
            room = kept_room(named, body)
            seat.name = arrival_label(name, guest, room)
        try:
            yield
        finally:
            for _, seat, name, _ in arriving:
                seat.name = name

    @property
    def foot_free(self) -> bool:
        """The foot of the centre is free for the join lines (or a notice): no TV player is asked
        anything and nothing is shown over the centre."""
        return not (self.prompt or self.model.showcase or self.showing_result or self.model.game_banner)

    def join_lines(self) -> tuple[str, str]:
        """How to join; a locked room says it takes nobody new (the address would invite in vain)."""
        if self.room.locked:
            return "ROOM LOCKED", "NO NEW GUESTS"
        return f"JOIN {self.party.address}", f"ROOM CODE {self.room.code}"

    def draw_standings(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "FINAL STANDINGS", (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        rules = self.room.rules
        line = f"{rules.name.upper()} - {rules.pots} POT{'S' if rules.pots != 1 else ''}"
        text.draw(canvas, line, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        draw_standings(canvas, text, *self.standings)
        then = "TONIGHT'S LEDGER" if self.ledger_up else "NEXT GAME"
        footer = f"{then} IN {max(0.0, self.standings_for):.0f}    ENTER / A: NOW"
        if self.paused_shown:  # its seconds held: Enter goes on, where they stopped
            footer = PAUSED_LINE
        colour = palette.YELLOW if self.paused_shown else palette.GREY  # PAUSED's, as its panel's
        text.draw(canvas, footer, (WIDTH // 2, FOOTER_Y), HINT, colour, anchor="midtop")

    def draw_ledger(self, canvas: pygame.Surface, ledger: Ledger) -> None:
        """Tonight's ledger between two sessions (game.felt.ledger_view), as the host's menu shows it."""
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, ledger_view.HEADING, (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        rows = ledger_view.rows_between(ledger_view.TOP, FOOTER_Y - FOOTER_LINE - 8)
        ledger_view.draw_night(canvas, text, ledger, rows)
        first = PAUSED_LINE if self.paused_shown else NEXT_GAME_KEYS  # (Enter goes on first)
        for row, footer in enumerate((first, END_KEYS)):  # the night goes on, or ends
            where = (WIDTH // 2, FOOTER_Y - (1 - row) * FOOTER_LINE)
            colour = palette.YELLOW if footer == PAUSED_LINE else palette.GREY
            text.draw(canvas, footer, where, HINT, colour, anchor="midtop")

    def paused_box(self) -> pygame.Rect:
        return paused_box(self.renderer.places, self.renderer.kept_y())

    @property
    def paused_shown(self) -> bool:
        """PAUSED is over the centre: the host paused the party and no menu of theirs is up (one panel
        at a time: a host play-test saw TAKE WHICH GUEST OFF? over PAUSED over a result)."""
        return self.room.paused and not self.under
