"""A Dealer's Choice call's banner at the solo table (game.felt.game_banner): when it waits for the
player, and its keys (DEAL_KEY: Enter deals, R opens the called game's RULES page); and R at
your own pick, YOUR DEAL: PICK THE GAME, which opens the lit game's.

A Hold'em newcomer's play-test rated Dealer's Choice 6/10: the banner of a game new to them dealt by
itself after its reading time, and their R "did nothing", the banner gone before they pressed it.
So a call waits, HINTS on, till Enter (a click, a pad's A; Tab skips it as any pause): R opens that
game's rules and back from them the banner still waits. Every call, a game met before in the session
too: its banner says ENTER: DEAL, and a later newcomer's play-test read a called Baseball met three
pots before, pressed Enter to deal as it said, and found "You check" in the log: the banner had gone
by itself after 5 s, the pot was dealt and their Enter, landing 13 s after the banner came, made
their first decision's lit CHECK for them. A key the banner names must be the banner's when it
comes. HINTS off (a seasoned table, not slowed) keeps the timed banner, and so does your own pick's
YOU PICK ...: you chose it and pressed Enter a moment ago, with its line beside the games, and a
newcomer's play-test met the banner as a second Enter to confirm one choice. And R pressed late, as the
deal has begun, still opens the pot's rules: no move is anyone's yet (R is RAISE's key once one is:
before that it said only NOT YOUR TURN YET)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.events import PotGame
from game.felt.action_menu import lit_game, waits_for_a_choice
from game.felt.dealer_call import as_played
from game.felt.first_tips import game_topic
from game.felt.game_banner import DEAL_NOW_KEYS, RULES_KEY
from game.felt.pacing import DEAL_EVENTS
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.input import Button, Input
from game.platform.widgets import Menu
from game.play.host_facts import Fact
from game.screens import openers
from game.screens.scene import SceneHost

# a pot's facts before anyone's first move: its start and its deal (the rules may still be read)
DEALING = DEAL_EVENTS | {"hand_start", "pile_deal"}


class CallKeys:
    def __init__(
        self, app: SceneHost, player: TablePlayer, demo: bool, waits: bool, met: Iterable[str] = ()
    ) -> None:
        """`demo`: attract mode's table (no rules open); `waits`: a new game's call may wait (not in a
        demo; nor in the guided hand, whose own pages stop at the call); `met`: the games (rules ids)
        dealt in this session already (a continued session's), kept as met in the table's one
        record of what it has met once (the director's FirstTips: a second record could disagree)."""
        self.app = app
        self.player = player
        self.demo = demo
        self.waits = waits
        self.tips = player.director.tips
        self.tips.met.update(game_topic(game) for game in met)

    def shown(self, fact: Fact, hints: bool) -> None:
        """`fact` is on the table now: a call's banner waits for the player's key, with `hints` on,
        unless the player called it (its game is met from now on, in the table's one record)."""
        if isinstance(fact, PotGame):
            self.tips.first(game_topic(fact.rules.id))
            director = self.player.director
            banner = director.model.game_banner is not None
            yours = fact.chooser is not None and fact.chooser == director.human
            self.player.waiting = hints and banner and self.waits and not yours

    def handle(self, inp: Input) -> bool:
        """Whether `inp` is a key of a call's banner, or R as the deal has begun, which it then does:
        Enter or a click ends the banner (its hold or its wait); R pushes the RULES page of the pot's
        game (director.pot_rules, not Dealer's Choice's), the table held under it (only the top scene
        runs)."""
        director = self.player.director
        up = director.model.game_banner is not None
        rules_key = inp.kind == "key" and inp.key == RULES_KEY and not self.demo
        if up and (inp.is_(Button.CONFIRM) or inp.kind == "click"):
            self.player.deal_on()
        elif rules_key and (up or self.dealing):
            self.app.push(openers.chart(rules=director.pot_rules, page="rules"))
        elif rules_key and (lit := lit_game(director.model)):  # your pick: the lit game's (a newcomer's R
            # at YOUR DEAL: PICK THE GAME did nothing), the pick still yours when back from them
            game = next(game for game in director.session_rules.games if game.id == lit)
            self.app.push(openers.chart(rules=as_played(game, director.session_rules), page="rules"))
        else:
            return False
        return True

    @property
    def dealing(self) -> bool:
        """A Dealer's Choice pot is being dealt: nobody has moved in it yet."""
        events = self.player.pot_events
        called = self.player.director.session_rules.is_dealers_choice
        return called and bool(events) and all(event.type in DEALING for event in events)


class TvPick:
    """The party TV's own player's pick of a Dealer's Choice game and its banner (TV PLAYER PICKS
    NIGHT BASEBALL). Two host play-testers at the TV never saw how to deal it: the banner's foot,
    where the solo table says ENTER: DEAL NOW, was empty, Enter did nothing there and the banner
    dealt by itself a few seconds later. Now it says the key (`keys`) the whole time it is up, and
    Enter deals at once once the banner has been up a moment (the party's buttons_settle): a quick
    second press after the pick's own Enter goes nowhere. And a bare Enter's nudge at the pick
    (ENTER: NIGHT BASEBALL) is read before the next Enter deals (`nudged`): a double Enter, ~0.3 s
    apart, dealt the lit game nobody chose."""

    def __init__(self) -> None:
        self.picked: tuple[TableModel, int] | None = None  # the table and pot the TV's player picked for

    def picks(self, model: TableModel) -> None:
        """The TV's player has picked the game of `model`'s pot being called."""
        self.picked = (model, model.hand)

    def banner_up(self, model: TableModel) -> bool:
        """The banner of the game the TV's player picked is up (not one the away rule picked)."""
        mine = self.picked is not None and self.picked[0] is model and self.picked[1] == model.hand
        return mine and model.game_banner is not None and not model.picked_for

    def keys(self, model: TableModel) -> str:
        """The banner's key line: Enter deals now (R opens no rules on the TV: it says Enter alone)."""
        return DEAL_NOW_KEYS[-1] if self.banner_up(model) else ""

    @staticmethod
    def nudges(menu: Menu | None, inp: Input) -> bool:
        """Whether `inp` brings up `menu`'s nudge, a bare Enter at the pick (the next Enter deals:
        the nudge must be read first)."""
        return menu is not None and waits_for_a_choice(menu) and inp.is_(Button.CONFIRM)
