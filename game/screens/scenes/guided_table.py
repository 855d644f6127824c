"""The guided first hand (GuidedTable): the table scene (game.screens.table_scene) playing a stacked
pot of a game (game.play.guided) that stops at each moment that matters, with the guide's words
(game.play.guide_script) drawn over the table (game.felt.guide_view).
"""

from __future__ import annotations

import pygame

from engine.actions import ActionKind, FlowDecision, LegalActions, SessionDecision
from engine.events import ActionTaken, Award, Deal, Event, HandStart
from engine.rules import Rules
from engine.view import SeatView
from game.felt.action_menu import light, waits_for_a_choice
from game.felt.game_banner import RULES_KEY
from game.felt.guide_tips import Tip, decision_tip
from game.felt.guide_view import ARROWS_CHOOSE, ENTER_PICKS, ENTER_PRESSES, GUIDE_KEYS, OR_SPACE, draw_guide
from game.platform import sound
from game.platform.input import Button, Input
from game.platform.widgets import Menu
from game.play.guide_script import GuideScript
from game.play.guided import CHECK_AHEAD, FIRST_MOVE_PAUSE, OWN_CALL, READ_PAUSE, guided_setup
from game.play.host_facts import Calling, Fact, PotDone, RoundOver, SessionDone
from game.play.lead_now import LeadNow
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scene import SceneHost
from game.screens.table_scene import TableScene
from game.telling.guide_words import WORDS

# the keys a page names, pressed there, do what the page says and turn it (457796a kept every
# page's closing press from acting: these act on purpose): A on AUTO-CHECK's pages, and H where
# a page says this (the pot odds': the coach's chance to win)
PRESS_H = "H shows the coach"
# AUTO-CHECK, lit, leaves the check of a decision a page has just told of to your own press, said as
# it says a bet left to you at every table ("Auto-check won't call: your move", check_ahead.ASKED).
# It said "Auto-check waits: the guide asks you", which names no move, and said it facing a bet too,
# where AUTO-CHECK never answers anyway. A line of the log's 22 letters, then the move
GUIDE_ASKS = "Auto-check waits here: your move"


class GuidedTable(TableScene):
    """A guided first hand: the real table playing a stacked pot of a game (game.play.guided) against
    computer players who check and call but for one scripted bet (game.play.guide_players), stopping
    at each moment that matters (game.telling.guide_words) with one or two sentences over the table.
    Any button goes on; S skips the guide at any moment. No turn in it times out (no away rule).

    It is offered the first time a game is chosen on the Play menu (then the Play menus go on to the
    players' page) and from HOW TO PLAY at any time (then it goes back there). It keeps no file: no
    saved session, no hall of fame."""

    away_rule = False  # a lesson, read at the newcomer's pace (a play-test's slow read went AWAY)
    calls_wait = False  # its own pages stop at the call (game.play.guided: "called", "start")

    def __init__(self, app: SceneHost, profile_id: str, rules: Rules, then: str = "") -> None:
        """`then`: the page that follows the guide with this game ("players": the Play menus go on),
        "" to go back to the page that opened it."""
        self.script = GuideScript(HUMAN, profile_id)  # the moments told and to tell
        self.hush = 0.0  # how much longer before your buttons take a press (handle; unlit till then)
        self.dealt = False  # a card has been shown dealt: S lets the hand play on (skip_guide)
        self.spoke_at = -1  # the host's move number at a page about your decision (answer_ahead)
        self.tip: Tip | None = None  # what the guide says of the decision now, and the move lit for it
        self.quiet = READ_PAUSE  # seconds since the last press: sooner, a press is mashing (turn_page)
        self.then = then
        # its last button, whichever page follows (the Play menus, or back to HOW TO PLAY): the guide
        # from HOW TO PLAY ended on '[N] BACK' and the one offered at PLAY on 'PLAY ON' (a newcomer's
        # play-test read both and asked why); the closing words say where the rules are
        self.after_last = "END GUIDE"
        # ...its key E, the first letter of its words (a newcomer's play-test pressed E for END
        # GUIDE, its N underlined, and nothing happened)
        self.last_key = "e"
        self.rules = rules
        self.profile_id = profile_id
        self.lead = LeadNow()  # No Peek's lead taken now, as the table host published it: its words
        super().__init__(app, guided_setup(profile_id, rules))
        self.ahead.introduced = True  # (the guide's own words say what AUTO-CHECK does, not the log)

    @property
    def caught_up(self) -> bool:
        """A lesson's turn waits out the table's holds, as before table_player.caught_up_for: its
        pages and tips are paced by them (the buttons come after the words, the card read first)."""
        return self.player.caught_up

    @property
    def keeps_files(self) -> bool:
        return False

    @property
    def auto_check_at_start(self) -> bool:
        """Off, for its page to show it lit by A (what is chosen there is kept)."""
        return False

    @property
    def estimating(self) -> bool:
        """The coach works out every moment, shown or not: each decision's tip and lit button are its
        judgement, its estimate begun as the move before it is shown, never on the frame loop as the
        buttons come (up to 0.4 s on a loaded machine, the coach off)."""
        return True

    @property
    def line(self) -> str:
        return self.script.line

    def show(self, fact: Fact) -> bool:
        """A guided Dealer's Choice: your call is told before its menu; you then play the pot of
        the game you called, the guide ending with it (a play-test: ending at its deal was abrupt).
        No Peek: a betting round's end says who turns next, for your beaten lead's words."""
        self.lead.take(fact)  # (before the moment it opens is noted: stop_at)
        if isinstance(fact, Calling) and fact.seat == HUMAN:
            self.script.queue(OWN_CALL, WORDS[OWN_CALL])
        if isinstance(fact, RoundOver):  # who turns next, as the table host says (you folded: nobody)
            self.script.round_over(None if self.model.seats[HUMAN].folded else fact.turner)
        self.dealt = self.dealt or isinstance(fact, Deal)
        return super().show(fact)

    def stop_at(self, event: Event) -> bool:
        """A moment's words wait for the rest of its move (the bonus card, the round it opens, who
        leads now): stopping at once left a stale BEAT line over the box (a play-test)."""
        events = self.player.pot_events
        before = events[:-1] if events and events[-1] is event else events
        names = [seat.name for seat in self.model.seats]
        self.script.note(event, before, self.table.rules, names, self.lead.taken)
        # what the game is: before any card comes; your fold: before the next street's cards (a
        # fold's page stood over 6th street dealt)
        if self.script.coming and (isinstance(event, HandStart) or self.script.fold_now(event)):
            self.say_next()
            return True
        return isinstance(event, Award) and bool(self.script.coming)  # a split: told before the pot ends

    def say_next(self) -> None:
        self.script.say_next(self.table.view(HUMAN))  # (a decision's words say its prices)
        self.spoke_at = self.host.version if self.table.actor == HUMAN else -1
        sound.play("select")

    def next_decision(self) -> None:
        self.model.actor = self.table.actor  # whose turn it is shows while words wait
        if not (self.line or self.script.coming) and self.tip_ready():  # the buttons come after the words
            super().next_decision()

    def tip_ready(self) -> bool:
        """Your betting decision's buttons wait for its tip, the coach's judgement of it: its
        estimate, asked as the move before it was shown, is polled here each frame, never waited
        for (the frame waited up to half a second for it), the coach's panel saying THINKING...
        meanwhile; the tip and the button it lights come up together. The guide skipped, no tip."""
        if self.buttons is not None:
            return True
        self.tip, legal = None, self.table.legal_actions()
        if self.script.stopped or legal is None or legal.seat != HUMAN or legal.decision != FlowDecision.BET:
            return True
        view = self.table.view(HUMAN)
        chance = self.coach.judged_now(view, len(self.table.events))
        if chance is not None:
            self.tip = decision_tip(view, chance, self.coach_shows_need)
        return self.tip is not None

    @property
    def tells_coach_key(self) -> bool:
        return False  # (its own tip at each decision: said at the first table after)

    @property
    def coach_shows_need(self) -> bool:
        """Whether the coach's panel shows the figures a tip would quote as your buttons come: its
        figure with them (the coach on), over the chance a call needs (but where your No Peek row
        leads: its second line says why the figure is what it is)."""
        return self.app.settings.coach and not self.coach.leads

    def offer_actions(self) -> None:
        """Each betting decision says what a beginner might do there and why (game.felt.guide_tips).
        A TURN is the table's own, TURN TILL YOU LEAD, as its pages say (guide_words: bet_unturned).
        The tip waits its turn in the table's one queue of tips (Director.tip), after what the
        buttons you face are ("COMPLETE: make a full bet"), one in view at a time: a newcomer's
        play-test read both at once. And like every tip, it is said once a run: "Tip: checking is
        free" came at every betting round of the guided Dealer's Choice (its lit move still lit)."""
        super().offer_actions()
        self.hush = max(self.hush, FIRST_MOVE_PAUSE)  # (a press sooner never saw them: handle)
        if self.tip is not None:
            self.director.tip(self.tip.words)

    def choose(self, kind: str) -> None:
        """Your move, and its decision's tip gone from the log with it: what a beginner might do
        there, said over your own move, read as advice against it (a newcomer's play-test read
        "Tip: checking is free" over their "You bet 1")."""
        tip = self.tip
        super().choose(kind)
        if tip is None or self.buttons is not None:  # (no move made: the tip still stands)
            return
        self.tip = None
        log = self.model.log
        said = [at for at, line in enumerate(log) if line == tip.words]
        if said:
            del log[said[-1]]

    def lit(self, menu: Menu, legal: LegalActions, view: SeatView) -> Menu:
        """Enter presses the move the decision's tip says, from the one judgement they share (a
        newcomer's play-test read "Tip: 5% under 17%: fold" beside CALL lit, the coach off, and "a
        bet is fair" beside CHECK); the guide skipped, no tip: lit as at every table."""
        if self.tip is None or self.tip.move is None:
            return super().lit(menu, legal, view)
        return light(menu, legal, self.tip.move)

    def answer_ahead(self) -> ActionKind | None:
        """AUTO-CHECK's check, but of the decision a page has just told of: it waits for your own
        press (a play-test: the Enter that closed "You are asked to bet before you have turned a
        card" was followed at once by AUTO-CHECK's check, as if that press had checked), the log
        saying so (GUIDE_ASKS: a newcomer saw it ON and was asked CHECK OR BET with nothing saying
        why). A bet to meet it leaves to you anyway, said as at every table (check_ahead.ASKED)."""
        move = super().answer_ahead()
        if move is not None and self.spoke_at == self.host.version:
            self.ahead.said = GUIDE_ASKS
            return None
        return move

    def go_on(self, dt: float) -> None:
        """No words up: the table plays on, and stops for the next moment's words when they are due."""
        if not self.words_due:
            super().update(dt)  # (which may stop for words at a deal)
            if self.ahead.menu is not None and self.betting_here:  # AUTO-CHECK offered: told once
                self.script.queue(CHECK_AHEAD, WORDS[CHECK_AHEAD])
        if self.words_due and not self.line:
            self.say_next()
        if self.telling(CHECK_AHEAD):  # its own page shows it, to be tried: "Press A: it lights up"
            if said := self.ahead.offer(self.table, HUMAN, self.model, True, self.renderer.places):
                self.director.log(said)
        elif self.line or self.script.coming:  # else it comes after the words, as the action buttons do
            self.ahead.menu = None

    @property
    def betting_here(self) -> bool:
        """A betting round is on in the pot the engine plays, and you have made a move in one:
        AUTO-CHECK's choice matters from then, while others act (a newcomer's play-test met its
        page in Midnight Baseball before a card was dealt; told at your own first bet, the button
        it lit made way for your buttons at once). Of this pot: a called No Peek pot offers
        AUTO-CHECK before its start is shown, and its page came before the called game's intro."""
        events = self.player.pot_events
        starts = [
            i for i, e in enumerate(events) if isinstance(e, HandStart) and e.hand == self.table.hand.number
        ]
        return (
            bool(starts)
            and self.model.round > 0
            and any(isinstance(e, ActionTaken) and e.seat == HUMAN for e in events[starts[-1] :])
        )

    def telling(self, key: str) -> bool:
        """The words up are the moment `key`'s."""
        return bool(self.line) and self.script.told[-1:] == [key]

    @property
    def words_due(self) -> bool:
        return self.script.due(self.player.pending, self.player.pot_events, self.model.actor)

    def update(self, dt: float) -> None:
        self.quiet += dt
        # (from a page's close, and never less than FIRST_MOVE_PAUSE of the buttons up: offer_actions)
        self.hush = max(0.0, self.hush - dt)
        if not self.line:
            self.go_on(dt)
            return
        # stopped: what was moving lands (the card the words are about), nothing new is shown
        if self.script.read(dt):  # a press held till the words were read: now it turns the page
            self.turn_page()
        self.coach_said.tick(dt)
        self.coach.refresh(self.table, HUMAN, self.caught_up)  # (it still works while words are read)
        self.renderer.clock += dt
        self.renderer.motion += dt
        self.player.tweens.update(dt * self.app.settings.animation_speed)

    def handle(self, inp: Input) -> None:  # S skips; any button goes on (from the closing words: out)
        mashed = self.quiet < READ_PAUSE  # (a press soon after the last: turn_page)
        if inp.kind != "hover":
            self.quiet = 0.0
        if inp.kind == "key" and inp.key == "s" and not self.script.stopped:
            self.skip_guide()
        elif self.reads_rules(inp) or (self.line and self.named_key(inp)):
            pass
        elif self.line:  # (a mouse passing over is no button; a press too soon never read the words)
            if inp.kind != "hover":
                self.turn_page(mashed=mashed)
        elif self.ahead.handle(inp):  # (AUTO-CHECK moves nobody now: its key works after a page)
            pass
        elif self.hush and mashed and (inp.is_(Button.CONFIRM) or inp.kind in ("key", "press", "click")):
            # still going through the pages: the first move needs its own press, a second after the
            # last (Enter pressed twice to read on, 0.6 s apart, checked once the buttons had been up
            # half a second). A lone press is a move once the buttons have been seen: a newcomer's
            # play-test pressed T a second and a half after closing a page, as the buttons came up
            # after cards still landing, and had to press it again
            self.hush = READ_PAUSE
        elif self.hush and self.presses_a_button(inp):
            pass  # the buttons just came: this press was made before they were seen (FIRST_MOVE_PAUSE)
        else:
            super().handle(inp)

    def reads_rules(self, inp: Input) -> bool:
        """R at a Dealer's Choice call or its deal, a page up or none, pressed soon after another
        key or not: the called game's RULES page (game.screens.call_keys), the table and the page
        waiting under it, as at every table. A newcomer's play-test pressed R over the page on
        Casey's call: it turned the page and the pot was dealt, no rules shown."""
        return inp.kind == "key" and inp.key == RULES_KEY and self.calls.handle(inp)

    def presses_a_button(self, inp: Input) -> bool:
        """`inp` would make a move on the buttons up: Enter, a button's key, a click (H, P and the
        arrows do what they do at once)."""
        buttons = self.buttons
        if buttons is None:
            return False
        keys = {item.shortcut for item in buttons.items}
        return inp.is_(Button.CONFIRM) or inp.kind == "click" or (inp.kind == "key" and inp.key in keys)

    def named_key(self, inp: Input) -> bool:
        """The key the page up names, pressed: it does what the page says and turns the page (a
        newcomer's play-test pressed A, then a second key); True. A (or AUTO-CHECK's button
        clicked) on its pages lights it, never puts it out there (at TEXT SIZE large, A on the first
        page, then on the second's "Press A", had); H where a page says "H shows the coach" shows
        it, never hides it there. Neither moves anybody."""
        if self.telling(CHECK_AHEAD) and self.ahead.handle(inp):
            if inp.kind != "hover":  # (the mouse over its button only marks it)
                if not self.ahead.on:
                    self.ahead.toggle()
                self.turn_page(named=True)
            return True
        if inp.kind == "key" and inp.key == "h" and PRESS_H in self.script.page:
            if not self.app.settings.coach:
                super().handle(inp)  # (H toggles the coach, and does nothing else)
            self.turn_page(named=True)
            return True
        return False

    def turn_page(self, named: bool = False, mashed: bool = False) -> None:
        """A press on a page: its next page, or the table plays on (the closing words read: out);
        `named`: the key the page names, which does what it says and turns the page, read or not;
        `mashed`: a press soon after another (GuideScript.go_on)."""
        if self.script.go_on(named, mashed):  # (a press within a second of it was meant for it)
            self.idle, self.hush = 0.0, READ_PAUSE
            if self.script.over and not self.line:
                self.what_next()

    def skip_guide(self) -> None:
        """S: before a card is dealt, the guide is left; after, its words stop and the hand plays
        on to its result, the guide left after it (a newcomer's play-test skipped mid-hand and the
        hand, a full house leading, was gone with no result); over its closing words, what next."""
        if self.script.over:
            self.what_next()
        elif self.dealt:
            self.script.stop()
            self.hush = FIRST_MOVE_PAUSE  # (the buttons that come up wait for a press of their own)
            sound.play("select")
        else:
            self.finish()

    def end_of_pot(self, done: PotDone) -> None:
        self.script.over = self.table.is_over  # the last pot's result: nothing is left to skip
        super().end_of_pot(done)

    def end_of_session(self, done: SessionDone) -> None:
        """The guide's closing words (a play-test: it ended without a word), then where it leads;
        skipped mid-hand too, saying what it had shown (a newcomer's play-test skipped the Dealer's
        Choice guide's called pot and went from its result straight into setup, where the other
        guides had closed with words)."""
        self.script.close()
        sound.play("select")

    @property
    def log_aside(self) -> bool:
        """The guide's box covers the centre, so the moves it stops at stay readable beside it
        (a play-test: a card turned while the box was up was never seen in the log)."""
        return super().log_aside or bool(self.line)

    def what_next(self) -> None:
        """The closing words read: PLAY A REAL TABLE, ANOTHER GUIDED HAND or TITLE offered over the
        table (game.screens.scenes.guide_end), never straight into the Play menus (a play-test's
        next key after the closing words landed on HOW MANY PLAYERS?, nothing saying why)."""
        sound.play("select")
        self.script.line = self.script.rest = ""
        self.app.push(openers.guide_end(profile_id=self.profile_id, rules=self.rules, then=self.then))

    def finish(self) -> None:
        """The guide is left before a card is dealt (S)."""
        sound.play("select")
        if self.then:
            self.app.replace(openers.players(profile_id=self.profile_id, rules=self.rules))
        else:
            self.app.back()

    def draw_table(self, canvas: pygame.Surface) -> None:
        self.renderer.guided = bool(self.line)  # (at TEXT SIZE large the centre leaves the box room)
        # your best five beside the hand shown by a page (a newcomer saw only Casey's at the split)
        self.renderer.yours = self.director.shown_hands.get(HUMAN)
        super().draw_table(canvas)
        covered = self.showing_result  # (a pot's result over the table: its keys, not S)
        draw_guide(canvas, self.app.text, self.model, self.script, self.renderer, self.keys_now, covered)

    @property
    def buttons_take_keys(self) -> bool:
        """Your buttons light once a press moves (handle): unlit, they wait."""
        return not self.hush

    @property
    def keys_now(self) -> str:
        """What a press does now, for the guide's corner: a page up, any key goes on; your buttons
        up, nothing for a moment after it, then Enter (OR SPACE) presses the lit one, named (a newcomer's
        play-test could not tell a press that reads on from one that moves); else "" (the table
        plays: no key of the guide's). That moment says nothing: it is your turn, and a "WAIT A
        MOMENT" there beside YOUR TURN said both at once (a newcomer's play-test)."""
        if self.line:
            return GUIDE_KEYS[0]
        legal = self.table.legal_actions()
        if self.buttons is None or self.buttons.current is None or legal is None:
            return ""
        if self.hush:
            return ""
        if legal.decision == SessionDecision.CHOOSE_GAME:
            return ARROWS_CHOOSE if waits_for_a_choice(self.buttons) else ENTER_PICKS
        return f"{ENTER_PRESSES.format(self.buttons.current.label)}\n{OR_SPACE}"
