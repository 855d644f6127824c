"""The table scene (registered as "table"; its kinds DemoTable in game.screens.scenes.table and
GuidedTable in game.screens.scenes.guided_table build on it, which no scene module may import):
presents the solo table host's stream (game.play.table_host) for the human's
seat, and offers the human exactly the legal actions when it is their turn.

Each update: the host moves the table on (its computer players think in a worker thread and act
after a short beat, so every move can be seen) once this scene has shown every earlier fact; the
scene shows the next fact when the hold of the previous one is over, and when it has caught up
and it is the human's turn, shows the buttons.

The scene owns what happens around the play: the table's moments (game.felt.table_effects), the coach
(H toggles it), saving the session in progress after every decision (game.screens.table_saving),
nobody home (the human AWAY: game.screens.table_away) and, at the end, the standings and the hall
of fame's initials page. `DemoTable` is the same table played by the computer alone for
attract mode: it saves nothing and asks nothing. `GuidedTable` is a guided first hand: a stacked
pot that stops to explain its moments. No Peek:
AUTO-CHECK (game.felt.check_ahead) answers the human's free checks before their turn.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from engine.actions import ActionKind, IllegalAction, LegalActions, SessionDecision
from engine.events import Event, HandStart, PotGame
from engine.view import SeatView
from game.felt.action_menu import SHORTCUTS, action_menu, decision_items
from game.felt.check_ahead import KEY as AHEAD_KEY
from game.felt.check_ahead import CheckAhead
from game.felt.coach import POT_OVER, Coach, judged
from game.felt.coach_mark import MEANING as MARK_MEANING
from game.felt.coach_mark import coach_pick, draw_mark, marks
from game.felt.coach_notice import CoachNotice
from game.felt.director import Director
from game.felt.first_tips import log_readable
from game.felt.look_follower import look_follower
from game.felt.pacing import BETTING_OVER, FOLDED_PACE
from game.felt.resumed_table import show_saved
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform import sound
from game.platform.input import Button, Input
from game.platform.tween import Tweens
from game.platform.widgets import Menu
from game.play import resume
from game.play.auto_check import leads
from game.play.host_facts import Calling, Fact, PotDone, SessionDone
from game.play.pace import thinking_delay
from game.play.pot_tape import PotShelf
from game.play.session import HUMAN, Session, Setup, seat_label
from game.screens import openers
from game.screens.call_keys import CallKeys
from game.screens.initials_offer import offer_initials
from game.screens.scene import PauseContext, ResultContext, Scene, SceneHost
from game.screens.table_away import Away, leave_for_attract
from game.screens.table_hint import NOT_YET_SECONDS, hint_line
from game.screens.table_saving import TableSaving
from game.screens.turn_key import TurnKey
from game.telling.decision_words import turns_later
from game.telling.hints import CHECK_AHEAD_MEANING, COACH_KEY_MEANING, move_meanings

BOT_BEAT = 0.55  # seconds a computer player "thinks" before acting, at normal speed
PAUSE_KEY = "p"  # pauses, as Esc and a pad's B do (a newcomer pressed P and the table played on)


class TableScene(Scene):
    demo = False  # a DemoTable: the computer plays every seat
    sized = True  # in the TEXT SIZE chosen (the demo: the normal size)
    after_last = "STANDINGS"  # where the last pot's result leads
    last_key = "n"  # its key (STANDINGS's N, NEXT HAND's)
    away_rule = True  # an unattended turn is played by the away rule after AWAY AFTER (Options)
    calls_wait = True  # a Dealer's Choice call of a game new to the session waits for Enter (HINTS on)

    def __init__(self, app: SceneHost, setup: Setup, saved: resume.SavedSession | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.session = Session(setup, demo=self.demo)
        self.table = self.session.table
        self.host = self.session.host
        self.model = TableModel()
        self.tweens = Tweens()
        labels = {
            seat: seat_label(opp.style, opp.difficulty) for seat, opp in enumerate(setup.opponents, start=1)
        }
        labels[HUMAN] = ""  # the seat's name already says "You": a style line would only repeat it
        self.director = Director(
            self.model, self.tweens, HUMAN, labels, readable=self.tip_readable, tips_said=app.tips_said
        )
        self.renderer = TableRenderer(app.text, app.cards)
        self.coach = Coach()
        self.coach_said = CoachNotice()  # what H did, for a moment (the coach off shows nothing)
        self.saving = TableSaving(app, setup, self.table, self.host, lambda: self.keeps_files)
        # the host's stream, at the table's pace: the host waits for this screen
        self.player = TablePlayer(self.director, self.tweens, self.host.attach(HUMAN, paces=True))
        self.follow_look = look_follower(self.renderer, self.player, lambda: app.settings, self.sized)
        # the pots shown, as this screen saw them (your own down cards too, never another's), to
        # replay (R at a result, the pause menu's LAST POTS); a play-test missed their own cards
        self.pots = PotShelf(self.host.attach(None if self.demo else HUMAN, paces=False))
        self.host.listeners.append(lambda events: self.saving.keep())
        self.buttons: Menu | None = None
        self.advised: int | None = None  # the button the coach picks, marked (game.felt.coach_mark)
        self.offered = -1  # the host's move number the buttons were offered at
        self.prompt = ""
        self.moves_told: set[ActionKind] = set()  # the moves whose meaning the log has said (hints)
        self.skipping = False
        self.away = Away(self.model, self.host, self.director.log, self.away_rule, self.demo)
        self.showing_result = False  # a pot's result (game.screens.scenes.banner) is over the centre
        self.not_yet = 0.0  # seconds left of "CASEY'S TURN, NOT YOURS": a key pressed while another acts
        # the pot on the table is shown down or awarded: nobody's turn is to come in it (a Hold'em
        # newcomer's play-test read NOT YOUR TURN YET under the winner's five), till a pot is called or dealt
        self.pot_over = False
        # No Peek: the human's free checks answered before their turn: off as a new game starts (two
        # play-tests: carried from Night into a new Midnight game, it checked for a newcomer before
        # they saw it on), as they left it in a saved game continued
        self.ahead = CheckAhead(saved is not None and self.auto_check_at_start, self.keep_auto_check)
        if saved is not None:
            self.catch_up(saved)
        else:
            self.host.start()
        # a call's banner: its keys, and whether it waits for them (a game new to you this session:
        # a continued session's games dealt before count as met)
        met = [event.rules.id for event in self.table.events if isinstance(event, PotGame)] if saved else []
        self.calls = CallKeys(app, self.player, self.demo, self.calls_wait and not self.demo, met)
        self.turns = TurnKey(self.table, HUMAN, self.director.log, lambda: (list(self.model.log) or [""])[-1])
        self.fetch()

    @property
    def auto_check_at_start(self) -> bool:
        """AUTO-CHECK as this table starts, a saved game continued: as the human last set it (never
        in a demo)."""
        return self.app.settings.auto_check and not self.demo

    @property
    def keeps_files(self) -> bool:
        """The session is saved and the hall of fame offered: in the real program, never in a demo."""
        return self.app.polish.writes and not self.demo

    # ----- the stream

    def fetch(self) -> None:
        self.player.fetch()

    def catch_up(self, saved: resume.SavedSession) -> None:
        """Continue a saved session at the exact decision where it stopped (game.felt.resumed_table)."""
        show_saved(saved, self.host, self.table, self.player, HUMAN)

    @property
    def caught_up(self) -> bool:
        """The screen shows the table as the host has it (your turn: table_player.caught_up_for, at
        once unless the coach is still estimating it: then its buttons may wait out the table's hold,
        as they always did, so the figure is up with them, not THINKING...)."""
        figuring = self.estimating and self.coach.working
        return self.player.caught_up_for(self.table.actor == HUMAN and not self.demo and not figuring)

    @property
    def animating(self) -> bool:
        """Still only while the human's buttons wait over a settled table."""
        return self.buttons is None or not self.caught_up or self.player.effects.busy

    def update(self, dt: float) -> None:
        self.session.time += dt
        self.not_yet = max(0.0, self.not_yet - dt)
        self.coach_said.tick(dt)
        self.saving.say_problems()
        self.renderer.clock += dt
        hints = self.app.settings.hints
        self.renderer.hints = self.player.effects.hints = self.ahead.hints = self.director.hints = hints
        self.follow_look()  # REDUCED MOTION and TEXT SIZE, as chosen now
        if self.animating:
            self.renderer.motion += dt
        self.pace()
        self.host.tick()
        self.fetch()
        self.refresh_coach()  # (the newest moment's estimate asked before its decision is offered)
        player = self.player
        player.advance(dt, self.speed, self.app.settings.animation_speed)
        while (fact := player.next_event()) is not None:
            if self.show(fact):
                break
        player.settle()
        if self.skipping and not player.pending:
            player.skip()
        player.report(self.showing_result)
        if self.caught_up:
            self.next_decision()
        self.refresh_coach()  # ...and again once it is: the panel is there with its buttons' first frame
        self.director.say_tips(0.0)  # a tip due this frame, with it (your buttons': you may press at once)
        free = self.buttons is None and not (self.demo or self.showing_result or self.away.on)
        if said := self.ahead.offer(
            self.table, HUMAN, self.model, free and self.model.no_peek, self.renderer.places
        ):
            self.director.tip(said, ahead=True) if said == CHECK_AHEAD_MEANING else self.director.log(said)

    @property
    def estimating(self) -> bool:
        """Whether the coach works out each moment: while it is shown (never in a demo)."""
        return self.app.settings.coach and not self.demo

    def refresh_coach(self) -> None:
        """The coach takes in the table as the screen shows it (a figure ready is taken in, caught
        up or not); its first figure shown says in the log what it is, with the hints on."""
        if self.estimating:
            self.coach.refresh(self.table, HUMAN, self.caught_up)
        if self.app.settings.coach and self.app.settings.hints and (meaning := self.coach.introduction()):
            self.director.tip(meaning)

    @property
    def out_of_pot(self) -> bool:
        """You folded or struck out in the pot on the table (not in a demo): the rest of it is no
        decision of yours."""
        seats = self.model.seats
        return not self.demo and len(seats) > HUMAN and (seats[HUMAN].folded or seats[HUMAN].out)

    @property
    def speed(self) -> float:
        """The animation's speed, FOLDED_PACE times it once you are out of the pot (a newcomer
        folded in Night Baseball sat through four more bet rounds at the full pace)."""
        return self.app.settings.animation_speed * (FOLDED_PACE if self.out_of_pot else 1.0)

    def pace(self) -> None:
        """The host's computer players keep this table's pace: a beat at the animation's speed and the
        THINKING SPEED, none while the player skips ahead; the human's AWAY AFTER setting (doubled
        with MORE TIME) is the host's idle limit."""
        settings = self.app.settings
        timing = replace(
            self.host.timing,
            bot_delay=thinking_delay(BOT_BEAT / self.speed, settings.thinking_speed),
            local_idle=self.away.idle_limit(settings),
            hand_pause=0.0,
        )
        if timing != self.host.timing:
            self.host.timing = timing
        self.host.hurry = self.skipping

    def show(self, fact: Fact) -> bool:
        """What the scene does with a fact once it is shown; True when the table stops after it."""
        if isinstance(fact, HandStart):  # (before a guide stops at it: BETWEEN POTS stayed through its deal)
            self.coach.new_hand()
            self.ahead.dealt(self.player.director.pot_rules.flow == "no_peek")  # rests in a stud pot
        self.follow_pot_over(fact)
        self.calls.shown(fact, self.app.settings.hints)
        if fact.type in BETTING_OVER:  # nobody's turn till the next decision's (a newcomer's showdown
            self.model.actor = None  # kept the last caller framed, as if still to act)
        if isinstance(fact, Event):
            self.coach.moved(fact)  # its figure was for the moment before this fact
            if self.stop_at(fact):
                return True
        self.away.shown(fact)
        if isinstance(fact, PotDone):
            if self.away.whole_pot_gone(fact, self.table):
                self.leave_while_away()
            else:
                self.end_of_pot(fact)
            return True
        elif isinstance(fact, SessionDone):
            self.end_of_session(fact)
            return True
        if self.skipping:
            self.player.skip()
        return False

    def follow_pot_over(self, fact: Fact) -> None:
        """The pot is over once shown down or awarded, till the next is called or dealt: a move's
        key then says no one's turn, and one pressed as its last move was made says it no more."""
        if isinstance(fact, (HandStart, Calling)):
            self.pot_over = False
        elif isinstance(fact, POT_OVER):
            self.pot_over, self.not_yet = True, 0.0

    def stop_at(self, event: Event) -> bool:
        """Whether the table stops after showing `event` (a guided hand tells its moments)."""
        return False

    def next_decision(self) -> None:
        """Caught up: the human's buttons when it is their turn (and they are here)."""
        actor = self.table.actor
        self.model.actor = actor
        if self.buttons is not None and self.offered != self.host.version:
            self.drop_buttons()  # the away rule chose for the human: the buttons are for no decision
        if actor == HUMAN and not self.demo:
            self.skipping = False
            if not self.away.on and self.buttons is None and not self.host.plays_for(HUMAN):
                if self.ahead.on and not self.player.read_up:
                    return  # AUTO-CHECK answers as you would: once the log's lines are read
                if (ahead := self.answer_ahead()) is not None:
                    self.choose(ahead)  # AUTO-CHECK: answered at once, no buttons
                elif self.judged_ready():
                    self.offer_actions()
                    if self.turns.take(self.table.legal_actions()) and self.buttons_take_keys:
                        self.choose(ActionKind.TURN)  # your T, pressed as the cards landed

    def keep_auto_check(self, on: bool) -> None:
        """AUTO-CHECK as the human just set it: kept for this game continued after a save (the
        settings are saved); a new game starts with it off."""
        self.app.settings.auto_check = on

    # ----- the human's turn

    def answer_ahead(self) -> ActionKind | None:
        """AUTO-CHECK's move for the human's decision now, if it makes one (game.felt.check_ahead):
        none while their No Peek row leads (game.play.auto_check, the phones' rule too)."""
        return self.ahead.answer(self.table.legal_actions(), self.table.events, leads(self.table, HUMAN))

    def offer_actions(self) -> None:
        legal = self.table.legal_actions()
        assert legal is not None  # offered only when the human is the actor
        view = self.table.view(HUMAN)  # No Peek: a hand that can't win says so (and why, in the log)
        games, places = self.table.session_rules.games, self.renderer.places
        items = decision_items(legal, view.paid[HUMAN], games, places, self.choose)
        calling, floor = legal.decision == SessionDecision.CHOOSE_GAME, self.ahead.buttons_floor(places)
        menu = action_menu(items, calling, self.model, places, floor)
        self.buttons, self.offered = self.lit(menu, legal, view), self.host.version
        self.advised = self.advice(legal, view)
        if self.advised is not None and self.app.settings.hints and self.director.tips.first("coach-mark"):
            self.director.tip(MARK_MEANING)
        if self.tells_coach_key and not self.app.settings.coach and self.app.settings.hints:
            self.director.tip(COACH_KEY_MEANING)  # (once a run: FirstTips.due)
        self.prompt = self.host.prompt()
        behind = turns_later(view, HUMAN)  # (No Peek: BET behind the lead, said once too)
        for meaning in move_meanings(legal.kinds, self.moves_told, behind) if self.app.settings.hints else ():
            self.director.tip(meaning, ahead=True)  # (COMPLETE: the first time it is offered)
        sound.play("turn")

    def judged_ready(self) -> bool:
        """Whether your decision's buttons may come: at once with the coach off, for a decision not a
        bet's, or a No Peek hand that cannot win; else once the coach's estimate of it (asked as the
        move before it was shown) is in, polled here each frame, never waited for (a frame waited up
        to half a second for it), the coach's panel saying THINKING... meanwhile. The buttons come
        with the coach's pick marked, never marked later under the player's finger."""
        legal, view = self.table.legal_actions(), self.table.view(HUMAN)
        if not marks(self.app.settings.coach, legal, view, HUMAN):
            return True
        return self.coach.judged_now(view, len(self.table.events)) is not None

    def lit(self, menu: Menu, legal: LegalActions, view: SeatView) -> Menu:
        """Your buttons, the one Enter presses lit: the first (CHECK, CALL, TURN), never FOLD, nor
        the coach's pick (a guided hand lights its tip's move, which its corner names)."""
        return menu

    def advice(self, legal: LegalActions, view: SeatView) -> int | None:
        """The button the coach picks at `legal`, marked (game.felt.coach_mark): a clear BET or
        RAISE, else none; its estimate is in as the buttons come (judged_ready)."""
        if not marks(self.app.settings.coach, legal, view, HUMAN):
            return None
        estimate = self.coach.judging(view, len(self.table.events))
        return coach_pick(legal, judged(view, estimate.result())[1])

    def choose(self, kind: str) -> None:
        """The human's choice, to the host; ignored unless it is the human's turn and the choice is legal."""
        if self.table.actor != HUMAN:
            return
        try:
            self.host.act(HUMAN, kind)
        except IllegalAction:
            sound.play("error")
            return
        self.model.actor = None
        self.director.moved_on()  # (a tip of your decision said after your press is late)
        self.drop_buttons()
        self.fetch()

    def drop_buttons(self) -> None:
        self.buttons, self.advised = None, None
        self.prompt = ""

    def leave_while_away(self) -> None:
        """A whole pot went by without the human: the session kept, attract mode plays."""
        self.tweens.finish_all()
        self.saving.keep()
        leave_for_attract(self.app, self.setup, self.table)

    # ----- input

    def handle(self, inp: Input) -> None:
        self.away.touched()
        if inp.kind == "key" and inp.key == "h":
            self.app.settings.coach = not self.app.settings.coach
            self.coach_said.said(self.app.settings.coach)
            sound.play("select")
        elif inp.is_(Button.BACK) or (inp.kind == "key" and inp.key == PAUSE_KEY):
            self.app.push(openers.pause(table=self.pause_context()))
        elif inp.is_(Button.SKIP) or self.skips_run(inp):
            self.skip()
        elif self.calls.handle(inp):
            pass
        elif self.buttons is not None and self.ahead.keyed and inp.kind == "key" and inp.key == AHEAD_KEY:
            self.ahead_at_your_turn()
        elif self.buttons is not None:
            self.at_your_buttons(self.buttons, inp)
        elif self.ahead.handle(inp) or (not (self.demo or self.pot_over) and self.turns.answer(inp, False)):
            pass  # (T as your turn to turn comes is kept for your buttons: game.screens.turn_key)
        elif (inp.is_(Button.CONFIRM) or (inp.kind == "key" and inp.key in SHORTCUTS.values())) and not (
            self.demo or self.pot_over
        ):
            # a move's key or Enter while another acts: say so, not nothing (nothing is queued)
            self.not_yet = NOT_YET_SECONDS
            sound.play("error")

    def ahead_at_your_turn(self) -> None:
        """AUTO-CHECK's key with your buttons up. Turned on at CHECK OR BET, a free check is made now
        (a newcomer asked BET ROUND, then worded TURN LATER, pressed A and waited); at a bet to meet,
        the log says at once what it does from now and that this bet is yours (a newcomer pressed it
        facing a call and nothing was said till their own move was made)."""
        self.ahead.toggle()
        self.director.log(self.ahead.said)
        self.ahead.said = ""
        if (ahead := self.answer_ahead()) is not None:
            self.choose(ahead)  # (its check is said as the table goes on)
        elif self.ahead.said:
            self.director.log(self.ahead.said)
            self.ahead.said = ""

    def at_your_buttons(self, buttons: Menu, inp: Input) -> None:
        """A key at your decision goes to its buttons; No Peek's T at a betting round's, which offers
        no TURN, says when you turn (game.screens.turn_key), once, not at each press."""
        if not self.turns.answer(inp, buttons_up=True):
            buttons.handle(inp)

    def skips_run(self, inp: Input) -> bool:
        """Your run of cards (TURN TILL YOU LEAD) goes on to its end at any key, as at Tab: a
        newcomer's pile turned on by itself after one press (AUTO-CHECK's key still lights it)."""
        keyed = inp.kind == "press" or (inp.kind == "key" and inp.key != AHEAD_KEY) or inp.is_(Button.CONFIRM)
        return keyed and self.host.running == HUMAN and self.buttons is None  # (not at a price asked)

    @property
    def hint_line(self) -> str:
        """The line under the prompt while the human does not decide (game.screens.table_hint)."""
        return hint_line(
            self.model,
            self.renderer.places,
            not_yet=bool(self.not_yet),
            kept=self.turns.kept,
            call_waits=self.player.waiting,
            turning=self.host.running == HUMAN,
            out_of_pot=self.out_of_pot,
            demo=self.demo,
        )

    def skip(self) -> None:
        """Fast-forward: every animation to its end, computer players without pause, until the
        human must decide or the pot is over."""
        if self.buttons is None:
            self.skipping = True
            self.player.skip()

    # ----- the ends of pots and of the session

    def end_of_pot(self, done: PotDone) -> None:
        self.tweens.finish_all()
        self.skipping = False
        self.model.showcase.clear()  # the result shows the winning five (and the best losing five)
        self.player.effects.hush()
        pause = self.pause_context()
        here = ResultContext(
            self.director.slots, self.away.on, pause, self.after_last, self.follow_look, self.last_key
        )
        self.app.push(openers.result(model=self.model, result=done.result, hand=done.hand, table=here))
        self.showing_result = True

    def pause_context(self) -> PauseContext:
        """What the pause menu is told of this table."""
        # the rules of the pot on the table (a dealer's choice: its game's)
        self.pots.fetch()
        pots = tuple(self.pots.session_tapes())
        return PauseContext(self.player.director.pot_rules, saved=self.keeps_files, pots=pots, seat=HUMAN)

    def resume(self) -> None:
        self.showing_result = False  # the result (or the pause menu) closed
        # back at the table from its menus (a replay can take a minute): the idle clock of AWAY
        # AFTER starts again, as at any touch of the controls
        self.host.touch()

    def end_of_session(self, done: SessionDone) -> None:
        self.saving.flush()  # the result and its hall-of-fame entry on file, for the initials
        self.app.replace(
            openers.standings(
                setup=self.setup, model=self.model, standings=list(done.standings), awards=list(done.awards)
            )
        )
        if self.keeps_files and self.saving.saver.ending is not None:
            offer_initials(self.app, self.saving.saver.ending.entry)

    def leave(self) -> None:
        """The table has left the stack (game.screens.scene): computer players stop thinking, and the
        session on file is complete."""
        self.session.close()
        self.saving.flush()

    def tip_readable(self, tip: str, over: bool) -> bool:
        """Whether the log shows `tip` if said now (game.felt.first_tips: else not said yet), `over`
        the moves since yours once you have read them."""
        return log_readable(self.renderer, self.model, self.log_aside, tip, over and self.player.read_up)

    @property
    def log_aside(self) -> bool:
        """The log moves under the buttons' place (bottom right): the centre is taken by a pot's result."""
        return self.showing_result

    @property
    def tells_coach_key(self) -> bool:
        """Whether your first decision with the coach off says H turns it on (hints.COACH_KEY_MEANING;
        a guided hand's tips have the log, and its pages say the coach's figures)."""
        return True

    @property
    def buttons_take_keys(self) -> bool:
        """Whether your buttons up take a press now: drawn with the one Enter presses lit, else
        none lit (a guided hand's buttons wait a moment after its page: GuidedTable)."""
        return True

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_table(canvas)
        # last: the hand's number steps aside for whatever is drawn in its place now
        self.renderer.draw_count(canvas, self.model)

    def draw_table(self, canvas: pygame.Surface) -> None:
        """The table and all that is drawn over it, but the hand's number."""
        self.renderer.draw(
            canvas,
            self.model,
            self.director,
            self.prompt,
            self.hint_line,
            self.log_aside,
        )
        if self.buttons is not None:
            self.buttons.draw(canvas, self.app.text, self.buttons_take_keys)
            if self.advised is not None:
                draw_mark(canvas, self.buttons, self.advised)
        self.ahead.draw(canvas, self.app.text, self.buttons)
        self.player.effects.draw(canvas, self.app.text)
        # the figure is about the decision in play: over the last pot's result it told of a finished hand
        coaching = self.app.settings.coach and not self.demo and not self.showing_result
        if self.coach_said.up and not (coaching and self.coach.says):  # (in the figure's place
            # till the figure is ready: H's notice up first kept a newcomer from it for seconds)
            self.coach_said.draw(canvas, self.app.text)
        elif coaching:
            self.coach.draw(canvas, self.app.text)
