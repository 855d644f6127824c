"""Party play on the TV: the table. `PartyTableScene` presents the room's table host's stream
(game.play.table_host) as the whole room sees it: the TV never shows a guest's hidden cards (they
are drawn as backs, as for any seat the room cannot see), each pot's result shows over the middle for
a few seconds as at the table (game.felt.result_view), and the host deals on only when the TV has
shown it all (the phones learn each move when the TV shows it). R (a pad's Y) while a result is up
replays that pot on the TV (game.screens.scenes.replay), the party paused meanwhile. Between two
sessions it shows their standings and tonight's ledger (game.screens.party_between); who plays each
seat, and a seat changing hands, it says as the phones do (game.screens.party_seating). Setting up
is game.screens.scenes.party_setup, the lobby game.screens.scenes.party_lobby.

The room lives in this thread; the server's thread only carries messages (game.party.wire.bridge),
and the scene pumps it once a frame, so phones are answered while the TV animates.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from engine.actions import IllegalAction, LegalActions, SessionDecision
from engine.table import Table
from game.felt import layout
from game.felt.action_menu import PAD, action_menu, decision_items
from game.felt.director import Director
from game.felt.log_room import in_turn
from game.felt.result_view import ResultView
from game.felt.seat_draw import PlateSays
from game.felt.table_draw import TableRenderer, follow_text_size
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.party import next_game
from game.party.wire.tv import TvParty
from game.platform import palette, sound
from game.platform.input import Button, Input
from game.platform.text import BODY
from game.platform.tween import Tweens
from game.platform.widgets import Menu
from game.play.host_facts import PotDone, Seated, SessionDone
from game.play.pot_tape import PotShelf, PotTape
from game.screens import openers
from game.screens.call_keys import TvPick
from game.screens.party_badges import draw_badges
from game.screens.party_between import BetweenSessions
from game.screens.party_join_strip import JoinStrip, invites
from game.screens.party_look import PARTY_ENDS, TvPlayer
from game.screens.party_next_game import asks_change, list_games, table_lines
from game.screens.party_paused import draw_paused, go_on, paused_box
from game.screens.party_seating import Seating
from game.screens.party_tv_buttons import tv_buttons
from game.screens.party_tv_turn import TvTurn
from game.screens.party_waits import Waits, calling_at_tv
from game.screens.press_settle import PressSettle
from game.screens.replays import asks_replay, replay_pot
from game.screens.scene import PartyControls, QuitWarning, Scene, SceneHost
from game.telling.game_call import labelled_options
from game.telling.sit_out_words import STUD_LEFT_OUT

RESULT_FOR = 6.0  # seconds the pot's result stays over the table: read, talked over, R to replay it
# seconds a TV player's buttons are up, no Enter or letter pressed, before one plays their move: the
# host's Enter pressed twice at START picked Max's game before he saw the menu (a host play-test)
BUTTONS_SETTLE = 0.6


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
        self.room.phones.tv_puts_results = True  # the phones' result waits for this TV's (show_result)
        self.devices = devices
        # ESC opens the host's menu, said at either size (a host play-test at large lost it); the
        # log leaves two lines (LogRoom.kept_y, over_kept_y): whose turn it is, and how to join
        self.renderer = TableRenderer(
            app.text, app.cards, keys="ESC: HOST MENU", log_lines=layout.LOG_LINES - 2, keys_at_large=True
        )
        self.foot_rows = self.renderer.spare_lines  # kept while the foot has lines to say (draw)
        self.waits = Waits(self.room, self.renderer, app.text)  # who the table waits for, said
        self.tv_turn = TvTurn(app.text)  # a TV player's turn, seen and heard across a room
        self.join_strip = JoinStrip(app.text)  # how to join, where the foot cannot say it now
        self.buttons: Menu | None = None
        self.buttons_settle = PressSettle(BUTTONS_SETTLE)  # a press before them is not for them
        self.pick = TvPick()  # the TV player's own pick of a game and its banner (call_keys)
        self.offered: LegalActions | None = None
        self.prompt = ""
        self.result: ResultView | None = None  # the last pot's, while result_for > 0
        self.result_for = self.result_clock = 0.0
        self.under = False  # a scene is over the table (the host's menu): PAUSED leaves it the panel
        self.between = BetweenSessions(app.text)  # a session's standings, then tonight's ledger
        self.seating = Seating()  # who sits where, and seats changing hands said
        # the pots played, to replay; numbered on from the night's sessions before this party. Read
        # from the room's stream as the TV shows it, as the phones and tonight's ledger are: LAST
        # POTS has a pot once the TV has shown its result, never the host's table ahead of it (a
        # host play-test's ledger, opened in a pause, named a winner the table had yet to show)
        self.pots = PotShelf(self.room.host.attach(None, paces=False), session=self.room.sessions_before)
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
        """The TV shows the table as the host has it (a TV player's turn: table_player.caught_up_for)."""
        return self.player.caught_up_for(self.room.controls.local_turn() is not None)

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
        if self.between.fresh_due and self.player.pending:  # the next session's facts: a fresh table
            # (until they come the last session's table stays: a host play-test saw 3 s of an empty
            # one, POT 0, HAND 0 OF 0, NO WILDS, in a game where threes and nines are wild)
            fresh = self.fresh_table()
            fresh.pending, self.between.fresh_due = self.player.pending, False
            self.player = fresh
        player = self.player
        self.seating.follow(player.pending)
        # before the events: a new hand's deal names its dealer as the room does
        self.seating.name_seats(self.model, self.director)
        self.renderer.clock += dt
        self.follow_settings()
        player.advance(dt, self.app.settings.animation_speed)
        self.result_for -= dt
        self.result_clock += dt
        if self.foot_free:  # a notice counts down only while it can be read
            self.seating.count_notice(dt)
        self.between.count(dt)
        self.buttons_settle.count(dt)
        self.tv_turn.follow(self.waits.tv_seconds(self.offered))  # the last seconds' ticks
        self.room.controls.next_game_waits(self.between.waits_for_host)  # the phones say who deals it
        self.room.controls.between_shown = self.showing_standings or self.showing_ledger
        # the next hand waits while the last pot's result is up, as at the table, and the next
        # session while the last one's standings are
        while not self.holding and (fact := player.next_event()) is not None:
            if isinstance(fact, PotDone):
                self.show_result(fact)
            elif isinstance(fact, SessionDone):
                self.between.show(fact, None if self.room.night is None else self.room.night.ledger)
            elif isinstance(fact, Seated):  # before the deal it comes before, which names its dealer
                self.seating.reach(fact)
                self.seating.name_seats(self.model, self.director)
        player.settle()
        # bots and phones keep the animation's pace, and wait for the result or standings to go
        player.report(self.holding)
        if not self.holding:  # standings shown are gone: the next session on a fresh table
            self.between.over()
        table = self.table
        self.model.actor = table.actor if table is not None and self.caught_up else None
        self.offer()

    def follow_settings(self) -> None:
        """The table follows the Options as they are now, held or not (the host's ACCESS page is
        under the menu): every phone follows the TV's look and pace at once, and the table is
        drawn at the TEXT SIZE chosen."""
        settings = self.app.settings
        self.renderer.hints = self.player.effects.hints = self.director.hints = settings.hints
        still = settings.reduced_motion  # REDUCED MOTION: nothing slides, shakes or blinks
        self.party.follow_look(still, settings.colour_safe)  # every phone follows the TV's
        self.party.follow_pace(settings.thinking_speed, settings.more_time)
        self.renderer.still = self.director.still = self.player.effects.still = still
        follow_text_size(self.renderer, self.player, settings.text_size)
        self.room.controls.hands_said(self.renderer.rung)  # the phones name hands as the TV does

    def show_result(self, done: PotDone) -> None:
        """The pot's result, as the table shows it (game.felt.result_view), for RESULT_FOR seconds."""
        self.player.effects.hush()  # the result says the pot's moment itself, and what was won: the
        self.model.popups.clear()  # win's +13 rose under it (blanked, its empty plate showed a '0')
        self.result = ResultView(self.app.text, self.app.cards, self.model, done.result, self.director.slots)
        self.player.result_up()  # the winner's plate and the phones change with it
        self.room.phones.result_up(done)  # (the phones' result, held till now: Phones.pot_done)
        self.result_for = RESULT_FOR
        self.result_clock = 0.0

    @property
    def showing_standings(self) -> bool:
        return self.between.showing_standings

    @property
    def showing_ledger(self) -> bool:
        """Tonight's ledger, after a session's standings."""
        return self.between.showing_ledger

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
        places = self.renderer.places
        # each with its key, as at the solo table: C, B, R, F..., a dealer's games 1, 2, 3 (a host
        # at the TV pressed B at CHECK / BET 1 and nothing happened, no letter underlined)
        items = decision_items(legal, paid, games, places, self.choose)
        if legal.decision == SessionDecision.CHOOSE_GAME:  # the games' long names in the middle
            left_out = STUD_LEFT_OUT if len(items) < len(games) else ()  # (a TV player's: no stud)
            self.buttons = action_menu(items, True, self.model, places, note=left_out)
        else:  # at the side, as big as the room there lets them be
            labels = [label for _, label in labelled_options(legal, paid, games)]
            self.buttons = tv_buttons(list(zip(labels, items, strict=True)), places, self.director)
        name = self.room.seat_cards()[legal.seat].name.upper()
        words = self.room.host.prompt(whose="")
        named = f"{name}: {words}"  # whole, else the words alone: the seat's lit plate names them
        lines = self.renderer.prompt_lines(named)  # (BET ROUND: CHECK OR BET with a long name)
        self.prompt = named if " ".join(lines) == named and max(map(len, lines)) <= places.columns else words
        self.buttons_settle.opened()
        sound.play("your_turn")  # heard across a room (game.screens.party_tv_turn)

    def log_rows_under_games(self) -> int:
        """The log's rows a TV dealer's games' panel stands over (the normal size; at large it
        covers the whole middle), kept from the log so that none is cut: a host's play-test read
        'Omar: net from 0' half under 1 NIGHT BASEBALL."""
        places = self.renderer.places
        menu = self.buttons if calling_at_tv(self.offered) and places.centre_rows is None else None
        if menu is None or not menu.rects:
            return 0
        panel_top = min(rect.top for rect in menu.rects) - PAD
        box = places.log_box
        return max(0, -((panel_top - box.top - places.log_lines * places.log_line) // places.log_line))

    def session_pots(self) -> list[PotTape]:
        """The session's pots as far as the TV has shown them: one tonight's ledger counts is
        here (the shelf reads the stream when asked)."""
        self.pots.fetch()
        return self.pots.session_tapes()

    def replay(self, hand: int | None = None) -> bool:
        """Pot `hand` of the session (None: the one just shown), again on the TV, and whether it
        is: the party pauses meanwhile (`pause`: the phones say so) and goes on when the replay is
        left, unless the host had paused it already."""
        tapes = self.session_pots()
        if not tapes:
            return False
        # the phones say which pot the TV replays, as it steps from pot to pot; a pot chosen in the
        # menu that is gone (a new session began meanwhile) is not replayed, and nothing pauses
        wanted = tapes[-1].hand if hand is None else hand
        return replay_pot(
            self.app, tapes, wanted, None, keep_running=self.update, showing=self.room.controls.replay
        )

    def seat_at_tv(self, player: TvPlayer) -> int:
        """The host seated a player at the TV mid-party: their buttons answer their own controller;
        their seat (the host's menu says it). ValueError for a controller that plays a seat already
        (one controller, one seat, as on the players' page; the keyboard may play several: J adds a
        keyboard player), or no seat free."""
        self.free_devices()
        if player.device != "keys" and player.device in self.devices.values():
            raise ValueError(f"{player.device.upper()} plays a seat already: one controller, one player")
        seat = self.room.controls.add_local(player.name, player.colour)
        self.devices[seat] = player.device
        return seat

    def off_tv(self, seat: int) -> None:
        """The host took the player at the TV in `seat` off it: its bot plays the seat (from the
        next pot, mid-hand: they play this one out with their controller), and their controller
        is free to seat someone again (it said it played a seat already)."""
        self.room.controls.remove_local(seat)
        self.free_devices()

    def free_devices(self) -> None:
        """The controllers of seats no player at the TV holds now, free again."""
        room = self.room
        for seat in list(self.devices):
            guest = room.arriving.get(seat) or room.guests[seat]
            if guest is None or not guest.local:
                del self.devices[seat]

    def chosen(self, hand: int) -> None:
        """The host chose pot `hand` in the host menu's LAST POTS: the menus close and it is replayed."""
        self.wanted = hand

    def keep_room(self) -> None:
        """What goes on whatever covers the table, held or not: the phones are answered, the pots
        paid kept, and tonight's ledger's problems (it could not be read or saved) said, once."""
        self.party.pump()
        self.pots.fetch()  # the pots paid, as the ledger counts them (`session_pots`)
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
        if self.offered is not None and self.offered.decision == SessionDecision.CHOOSE_GAME:
            self.pick.picks(self.model)
            self.buttons_settle.opened()  # its banner is up a moment before Enter deals
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
            pots = self.session_pots
            controls = PartyControls(
                self.room, self.update, self.end_party, pots, self.chosen, self.seat_at_tv, self.off_tv
            )
            self.app.push(openers.party_host(party=controls))
            return
        if self.room.paused and inp.is_(Button.CONFIRM):
            go_on(self.room)
            return
        if self.showing_standings or self.showing_ledger:
            if inp.is_(Button.CONFIRM):
                self.between.on_now()
            elif self.showing_ledger and asks_change(inp):  # the next session's game (G / Y)
                list_games(self.app, self.room, self.update, lambda: None, self.off_tv)
            return
        if self.pick.banner_up(self.model) and inp.is_(Button.CONFIRM):  # ENTER: DEAL NOW
            if self.buttons_settle.press():
                self.player.deal_on()
            return
        if self.showing_result and asks_replay(inp):
            self.replay()
            return
        self.tv_player_presses(inp)

    def tv_player_presses(self, inp: Input) -> None:
        """The TV player asked presses on their buttons, from their own controller. Enter / A or a
        letter acts only once the buttons have settled: the host's presses at the page before (the
        lobby's START, a pot's result) picked, turned and checked for the player at the TV; a click
        is aimed at a button seen, and arrows only move."""
        legal = self.offered
        if self.buttons is None or legal is None:
            return
        device = self.devices.get(legal.seat, "keys")
        if inp.device in (device, "") or (device == "keys" and inp.device == "mouse"):
            moves = inp.is_(Button.CONFIRM) or inp.kind == "key"
            if not moves or self.buttons_settle.press():
                nudge = self.pick.nudges(self.buttons, inp)
                self.buttons.handle(inp)
                if nudge:  # ENTER: NIGHT BASEBALL is read before the next Enter deals it
                    self.buttons_settle.opened()

    # ----- drawing

    def draw(self, canvas: pygame.Surface) -> None:
        if self.table is None:
            return
        if self.showing_standings:
            coming = next_game.coming(self.room).name
            session = self.room.table  # its pots: fewer than the game's when the host ended it early
            rules = self.room.rules if session is None else replace(self.room.rules, pots=session.pots)
            self.between.draw_standings(canvas, rules, self.paused_shown, coming)
            return
        if self.showing_ledger and self.room.night is not None:
            coming = next_game.coming(self.room).name
            self.between.draw_ledger(canvas, self.room.night.ledger, self.paused_shown, coming)
            return
        showing = self.showing_result
        # the rows kept under the log for the foot's lines are the log's while the foot has nothing
        # to say (a locked room, or every seat a guest's, nothing chosen next): a host read the
        # empty rows as a gap between the log and the bottom seat. A TV player asked keeps one for
        # the line over their prompt, their seconds (Waits.draw_tv_clock): a host read the log's
        # last line under them, 'JesTIMEdLEFT 27eck'
        self.renderer.spare_lines = self.foot_rows if self.foot_lines(0.0) else 1 if self.prompt else 0
        self.renderer.spare_lines = max(self.renderer.spare_lines, self.log_rows_under_games())
        with self.seating.arrivals_labelled(self.model, self.director, self.renderer.places.body):
            # a line over the prompt's is the party's: whose turn it is, or a TV player's clock
            line = self.waits.prompt_line(self.offered, self.prompt)
            self.renderer.plate_says = self.say_tv_turn()  # (where no banner's place is clear)
            self.renderer.held = self.held  # under the host's menu: every card whole, none mid-turn
            keys = self.pick.keys(self.model)  # (ENTER: DEAL NOW at the foot of its own pick's banner)
            self.renderer.draw(canvas, self.model, self.director, line, keys, result=showing, above=1)
        if self.foot_free:
            self.draw_foot(canvas)
        if self.buttons is not None:
            self.buttons.draw(canvas, self.app.text)
            self.tv_turn.draw(canvas)  # its banner, clear of the buttons
        self.player.effects.draw(canvas, self.app.text)  # the pot's big moments, as at the table
        shown = self.prompt or self.model.showcase or showing  # a paused table waits for nobody
        if self.caught_up and not (shown or self.room.paused):  # (a sliver peeked under PAUSED)
            self.waits.draw_waiting(canvas, self.model)
        self.waits.draw_tv_clock(canvas, self.offered, self.prompt)
        if self.paused_shown:  # the host paused the party (game.screens.party_paused)
            draw_paused(canvas, self.app.text, self.paused_box())
        elif showing and not self.room.paused and self.result is not None:
            self.result.draw(canvas, 0.0 if self.app.settings.reduced_motion else self.result_clock)
        # last: the badges (the lock, a game picked for its dealer) and the hand's number step
        # aside for whatever is drawn there now
        draw_badges(canvas, self.renderer, self.model, self.room.locked)
        self.renderer.last_hand = self.last_hand
        self.renderer.draw_count(canvas, self.model)
        if self.join_lines() and not self.foot_says_join:  # last: where nothing else lies
            places = self.renderer.places
            self.join_strip.draw(
                canvas, self.party.address, self.room.code, self.director.slots.values(), places.centre
            )
        else:
            self.join_strip.rect = None

    @property
    def last_hand(self) -> bool:
        """The hand the TV shows is its session's last, the host having ended the game after it:
        the phones' fact (`next_game.ending`), for the pot the TV shows (the room's table may be
        a pot ahead of it)."""
        table = self.table
        return table is not None and next_game.ending(self.room) and self.model.hand >= table.pots

    def say_tv_turn(self) -> PlateSays | None:
        """A TV player's turn said by their seat, big, clear of the buttons, before the table is
        drawn: what their plate says where no place by it is clear (party_tv_turn)."""
        self.tv_turn.banner = None
        if self.offered is None or self.paused_shown or self.buttons is None:
            return None
        seat = self.offered.seat
        clock = 0.0 if self.app.settings.reduced_motion else self.renderer.clock
        name = self.room.seat_cards()[seat].name
        left = self.waits.tv_seconds(self.offered)
        places, buttons = self.renderer.places, self.buttons.rects
        return self.tv_turn.say(self.director, places, seat, name, left, clock, buttons)

    def draw_foot(self, canvas: pygame.Surface) -> None:
        """How to join (or a seat that just changed hands) at the foot of the centre, under the log,
        while no TV player is asked anything and nothing is shown over the centre (a dealer's-choice
        call's banner reaches down to its line); the next game in turn with them while one is chosen. At
        TEXT SIZE large they share one row, in turn (log_room.kept_rows)."""
        clock = self.renderer.clock
        lines = self.foot_lines(clock)
        notices, joins = self.seating.notices, self.join_lines()
        colour = palette.ORANGE if notices else palette.CYAN if lines == joins else palette.YELLOW
        places = self.renderer.places  # (secondary: the log's size at TEXT SIZE large)
        for row, line in enumerate(in_turn(lines, self.renderer.kept_rows, clock)):
            where = (places.prompt[0], self.renderer.kept_y() + row * places.log_line)
            self.app.text.draw(canvas, line, where, BODY, colour, anchor="midtop", secondary=True)

    @property
    def foot_says_join(self) -> bool:
        """The foot of the centre shows the address and the room code both at this moment: not while
        anything is over the centre, the next game or a seat changing hands is said there, nor at
        TEXT SIZE large, where they take turns in one row (then the join strip says them)."""
        if not self.foot_free:
            return False
        shown = in_turn(self.foot_lines(self.renderer.clock), self.renderer.kept_rows, self.renderer.clock)
        return set(self.join_lines()) <= set(shown)

    def foot_lines(self, clock: float) -> tuple[str, ...]:
        """The foot's lines at `clock`: a seat that just changed hands, else the next game in turn
        with how to join (all the time where nobody may join), else how to join."""
        notices, joins = self.seating.notices, self.join_lines()
        if len(joins) > self.renderer.kept_rows:  # never half (TEXT SIZE large): the join strip says
            joins = ()  # them whole, once (with its strip, one of them read twice on the TV)
        coming = table_lines(self.room, clock, joining=bool(joins))
        return notices[0] if notices else coming or joins

    @property
    def foot_free(self) -> bool:
        """The foot of the centre is free for the join lines (or a notice): no TV player is asked
        anything and nothing is shown over the centre."""
        return not (self.prompt or self.model.showcase or self.showing_result or self.model.game_banner)

    def join_lines(self) -> tuple[str, ...]:
        """How to join, while a newcomer may sit down; none in a locked room (its corner's badge
        says it is locked: party_badges) nor once JOIN gives no seat (every one a guest's): the
        address would invite in vain, and a guest coming back has it on their phone (invites: what
        the phones' JOIN is told too)."""
        if not invites(self.room):
            return ()
        return f"JOIN {self.party.address}", f"ROOM CODE {self.room.code}"

    def paused_box(self) -> pygame.Rect:
        return paused_box(self.renderer.places, self.renderer.kept_y())

    @property
    def paused_shown(self) -> bool:
        """PAUSED is over the centre: the host paused the party and no menu of theirs is up (one panel
        at a time: a host play-test saw TAKE WHICH GUEST OFF? over PAUSED over a result)."""
        return self.room.paused and not self.under
