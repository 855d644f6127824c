"""The table scene: animates the engine's event stream for the human's seat, paces the computer
players, and offers the human exactly the legal actions when it is their turn.

Each update: take the next event when the hold of the previous one is over; when the stream has
caught up and every card has landed, either show the human's buttons or let the computer player
in turn think (in a worker thread) and act after a short beat, so every move can be seen.
"""

from __future__ import annotations

from collections import deque

import pygame

from engine.actions import Action, IllegalAction
from engine.money import mixed
from game import layout, sound, table_extras
from game.director import Director
from game.input import Button, Input
from game.scene import Scene
from game.session import HUMAN, Session, Setup, seat_label
from game.table_draw import TableRenderer
from game.table_model import TableModel
from game.tween import Tweens
from game.widgets import Item, Menu

BOT_BEAT = 0.55  # seconds a computer player "thinks" before acting, at normal speed
SHORTCUTS = {
    "check": "c",
    "call": "c",
    "bet": "b",
    "raise": "r",
    "fold": "f",
    "bring_in": "b",
    "complete": "m",
    "pay": "p",
    "decline": "d",
    "reveal": "v",
    "keep": "k",
    "turn": "t",
}
LABELS = {"bring_in": "BRING IN", "raise": "RAISE TO", "complete": "COMPLETE TO"}
RAISING = ("raise", "complete")  # labelled with the level they reach; the others with what they pay
ORDER = (
    "check",
    "call",
    "bet",
    "raise",
    "complete",
    "bring_in",
    "pay",
    "reveal",
    "keep",
    "turn",
    "decline",
    "fold",
)


def describe(legal) -> str:
    """The line above the buttons saying what is being decided."""
    card = legal.card.pretty() if legal.card is not None else "card"
    if legal.decision == "wild_cost":
        return f"YOUR {card} IS WILD: PAY {mixed(legal.option('pay').amount)} OR FOLD"
    if legal.decision == "four_cost":
        return f"YOUR {card} EARNS A CARD FOR {mixed(legal.option('pay').amount)}"
    if legal.decision == "reveal":
        return f"SHOW YOUR {card} FOR A BONUS CARD?"
    if legal.decision == "turn":
        return "TURN YOUR NEXT CARD"
    if "bring_in" in legal.kinds:
        return "YOUR LOW CARD BRINGS IT IN"
    call = legal.option("call")
    return f"YOUR TURN: {mixed(call.amount)} TO CALL" if call else "YOUR TURN: CHECK OR BET"


class TableScene(Scene):
    def __init__(self, app, setup: Setup) -> None:
        super().__init__(app)
        self.setup = setup
        self.session = Session(setup)
        self.table = self.session.table
        self.model = TableModel()
        self.tweens = Tweens()
        labels = {
            seat: seat_label(opp.style, opp.difficulty) for seat, opp in enumerate(setup.opponents, start=1)
        }
        labels[HUMAN] = ""  # the seat's name already says "You": a style line would only repeat it
        self.director = Director(self.model, self.tweens, HUMAN, labels)
        self.renderer = TableRenderer(app.text, app.cards)
        self.pending: deque = deque()
        self.cursor = 0
        self.hold = 0.0
        self.beat = 0.0
        self.thinking = None  # the computer player's decision being worked out
        self.buttons: Menu | None = None
        self.prompt = ""
        self.skipping = False
        self.fetch()

    # ----- the stream

    def fetch(self) -> None:
        new = self.table.events_for(HUMAN, self.cursor)
        self.cursor += len(new)
        self.pending.extend(new)

    @property
    def caught_up(self) -> bool:
        return not self.pending and self.hold <= 0 and not self.tweens.busy

    def update(self, dt: float) -> None:
        table_extras.update(self, dt)  # polish: shake, banner, coach
        self.renderer.clock += dt
        scaled = dt * self.app.settings.animation_speed
        self.tweens.update(scaled)
        self.hold -= scaled
        while self.pending and self.hold <= 0:
            event = self.pending.popleft()
            self.hold += self.director.play(event)
            table_extras.on_event(self, event)  # polish: save progress, five of a kind, strikeout
            if event.type == "hand_end":
                self.end_of_pot(event)
                return
            if event.type == "session_end":
                self.end_of_session(event)
                return
            if self.skipping:
                self.tweens.finish_all()
                self.hold = 0.0
        if not self.pending:
            # waiting (for a player) must not bank time: the next events still come one by one
            self.hold = max(self.hold, 0.0)
            if self.skipping:
                self.tweens.finish_all()
                self.hold = 0.0
        if self.caught_up:
            self.next_decision(scaled)

    def next_decision(self, dt: float) -> None:
        actor = self.table.actor
        self.model.actor = actor
        if actor is None:
            return
        if actor == HUMAN:
            self.skipping = False
            if self.buttons is None:
                self.offer_actions()
            return
        if self.thinking is None:
            self.thinking = self.session.think()
            self.beat = 0.0 if self.skipping else BOT_BEAT
        self.beat -= dt
        if self.beat <= 0 and self.thinking.done():
            action = self.thinking.result()
            self.thinking = None
            self.apply(action)

    def apply(self, action: Action) -> None:
        self.table.apply(action)
        self.model.actor = None
        self.fetch()

    # ----- the human's turn

    def offer_actions(self) -> None:
        legal = self.table.legal_actions()
        paid = self.table.view(HUMAN).paid[HUMAN]
        options = sorted(legal.options, key=lambda o: ORDER.index(o.kind) if o.kind in ORDER else len(ORDER))
        items = []
        for option in options:
            label = LABELS.get(option.kind, option.kind.upper())
            if option.kind in RAISING:
                label += f" {mixed(paid + option.amount)}"
            elif option.amount:
                label += f" {mixed(option.amount)}"
            items.append(
                Item(
                    label, lambda kind=option.kind: self.choose(kind), shortcut=SHORTCUTS.get(option.kind, "")
                )
            )
        self.buttons = Menu(items, layout.BUTTONS, spacing=20, width=layout.BUTTON_W, boxed=True)
        self.prompt = describe(legal)
        sound.play("turn")

    def choose(self, kind: str) -> None:
        """Apply the human's choice; ignored unless it is the human's turn and the choice is legal."""
        if self.table.actor != HUMAN:
            return
        try:
            self.apply(Action(HUMAN, kind))
        except IllegalAction:
            sound.play("error")
            return
        self.buttons = None
        self.prompt = ""

    # ----- input

    def handle(self, inp: Input) -> None:
        if table_extras.handle(self, inp):  # polish: H toggles the coach
            return
        if inp.is_(Button.BACK):
            from game.scenes.pause import PauseScene

            self.app.stack.push(PauseScene(self.app, self))
        elif inp.is_(Button.SKIP):
            self.skip()
        elif self.buttons is not None:
            self.buttons.handle(inp)

    def skip(self) -> None:
        """Fast-forward: every animation to its end, computer players without pause, until the
        human must decide or the pot is over."""
        if self.buttons is None:
            self.skipping = True
            self.tweens.finish_all()
            self.hold = 0.0

    # ----- the ends of pots and of the session

    def end_of_pot(self, event) -> None:
        from game.scenes.banner import ResultBanner

        self.tweens.finish_all()
        self.skipping = False
        self.app.stack.push(
            ResultBanner(self.app, self.model, self.director.awards, self.director.shown_hands, event.hand)
        )

    def end_of_session(self, event) -> None:
        from game.scenes.standings import StandingsScene

        self.session.close()
        self.app.stack.replace(StandingsScene(self.app, self.setup, self.model, event.standings))
        table_extras.session_over(self, event)  # polish: initials for the hall of fame

    def leave(self) -> None:
        self.session.close()

    def draw(self, canvas: pygame.Surface) -> None:
        self.renderer.draw(canvas, self.model, self.director, self.prompt)
        if self.buttons is not None:
            self.buttons.draw(canvas, self.app.text)
        table_extras.draw(self, canvas)  # polish: shake, five-of-a-kind banner, coach
