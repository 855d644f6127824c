"""What a guided first hand says at the moments that matter, one or two short sentences each.

`moment(event, seen, rules, human)` names the moment an event shows (a dealer's call, the first
wild card, a four face up and its bonus card, a four dealt face down, the first No Peek bet, a
Midnight bonus card turned from under its pile, a computer player's bet, a beat a kicker decided, a
player out, a split pot...), given this pot's events before it; `guide_line` says it, with the
names of the seats, and `priced` fills in the prices of your answer to a bet once it is yours. A
moment is told once a hand (the guided table keeps the ones told).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.cards import RANK_NAMES
from engine.events import ActionTaken, Award, Deal, Event, HandStart, Out, PotGame, RoundStart, Showdown, Turn
from engine.money import mixed
from engine.rules import Rules
from engine.view import SeatView
from game.telling.event_words import event_words, rank_words, round_name
from game.telling.hints import LeadTaken
from game.telling.strike_three_words import GUIDE as GUIDE_OUT

INTROS = {
    # (the counts in words: a newcomer read "2 cards down, 4 up" beside the corner's "4 UP: NOTHING"
    # as the rule for fours)
    "stud": "{game}: {stud}two cards face down (only you see yours: a red corner), then four face "
    "up, one a street, and a last one face down. The best five cards win.",
    "no_peek": "{game}: {cards} cards each, face down, and nobody looks at their own. Turn "
    "them one at a time to beat the best hand showing.",
    # a game whose guide opens with what differs from another's (by its name): a newcomer's
    # play-test read Midnight's guide as about 80% Night's again. What differs on the first page, the
    # rest as in Night on the second, with what is wild and the ante: two pages at both TEXT SIZEs
    # (it ran to three, the last the ante's sentence alone)
    "Midnight Baseball": "{game}: Night Baseball with seven cards each, not nine, and a four turned "
    "up earns its extra card face down under your pile, turned last. As in Night, nobody looks at "
    "their own cards: turn them one at a time to beat the hand showing.",
}
# a Dealer's Choice pot you called of a game dealt as one before it in the guide (Baseball after
# Seven-Card Stud): its intro says only what differs, not the deal read a pot ago (a newcomer's
# play-test read Baseball's two intro pages there as a replay of Seven-Card Stud's)
DEALT_AS = "{game}: dealt as the {last} pot was."
WILDS = " {ranks} are wild."
ANTE = " Everyone antes {ante} into the pot before the deal."
WORDS = {
    "hidden_four": "Your first card is a four, dealt face down. In {game} that does nothing: only "
    "a four dealt face up earns an extra card.",
    "first_round": "A betting round. The best hand showing bets first; then check, bet 1, call, "
    "raise or fold. Each card dealt around the table is a street.",
    "bring_in": "The lowest face-up card must start the betting with a small forced bet (the bring-in). "
    "The others call it, raise it to a full bet (complete), or fold.",
    "first_wild": "{name} show{s} a {rank}: wild. A wild card stands for any card its owner needs. "
    "Wild cards are gold, with a star.",
    "bonus_up": "{name} show{s} a four and earn{s} a bonus card at once, face up. "
    "Bonus cards keep an orange + mark.",
    "bonus_down": "{name} turned a four: in {game} its bonus card goes face down under the pile, "
    "unseen, to be turned last. Its count of cards left goes up one. Bonus cards keep an orange + mark.",
    "bonus_turned": "{name} turn{s} the four's bonus card, last from under the pile. In {game} it "
    "counts only now, once turned (Night Baseball deals it face up at once).",
    # (the first card turned and the betting round it opens, one page: the guided Night hand stopped
    # about 20 times, a newcomer's play-test found it long)
    # (why you bet unturned, in the same sentence: "Yours might beat the lead." alone on a page at
    # TEXT SIZE large read as a fragment in a newcomer's play-test)
    # (a newcomer read "A new lead, so a betting round: everyone bets, you too, your pile unturned:
    # it might beat the lead." twice: short sentences)
    # (what one press of T does, said before your first: a newcomer learnt a press a card in the
    # guided hand, then met the table's TURN TILL YOU LEAD; the guided hand's T is now the table's)
    "bet_unturned": "{name} turned the top card: the hand to beat. A new lead starts a betting round. "
    "You bet before you turn: your cards might beat it. Then one press of T turns them, one by one, "
    "till you lead.",
    "kicker": "The same hand on both sides, so the next card decides: the kicker. {beat}.",
    "out": GUIDE_OUT,  # (as every screen says it: "Strike three: Casey turned the whole pile ...")
    # your lead beaten: said once the new lead's betting round is over (who turns next is known only
    # then; a newcomer's play-test read "Its betting round is over" only after checking in it), one
    # page with the beat (two had made the guided Night hand long: a play-test)
    # (short sentences: a page at TEXT SIZE large ends only between them, and under the middle's two
    # lines a long one took a box that rose over the second)
    # (striking out: the "out" moment says it)
    "beaten_turn": "{name} beat your hand: {beat}. {first}{it} is your turn again. One press of T "
    "turns your cards till you beat {name}.",
    # (its second sentence in two lines at TEXT SIZE large: under the middle's "YOU LEAD:" / "Q'S
    # FULL, 4'S" the box holds two, and "The others must turn their cards, ... while you lead you
    # turn nothing." took three, its taller box over the hand's line)
    "you_lead": "You lead now: {beat}. While you lead, the others turn, one card at a time, till "
    "they beat you; you turn none.",
    # (short sentences, each whole on a page beside the shown hand at TEXT SIZE large, 4 lines of 22
    # letters: a newcomer's play-test read "...none beat your MORE >" / "full house, queens over
    # fours", one sentence over two pages)
    "you_win": "You win the pot. The others turned every card. None beat your {hand}. The last "
    "hand nobody beats wins.",
    # (the five that count stand raised and bright in each seat's row, the rest greyed: a newcomer
    # read "they rise at each seat" as odd, the next "each seat's five sit higher" twice)
    "showdown": "The showdown: everyone still in shows. The best five cards win. In each row, "
    "those five stay bright; the rest go grey.{wilds}",
    # (where a newcomer first meets a half, "You win 7 1/2", which a play-test read unexplained)
    "split": "Equal hands: the pot is split between them. An odd point is halved: scores can show \u00bd.",
    # stud's last two streets, each told as it is dealt (a newcomer's play-test: the guide went
    # quiet after 5th street and 6th and 7th went by with no word)
    "last_up": "{street}: the last card dealt face up. One more card comes, face down.",
    "last_down": "{street}, the last card: face down, so only its owner sees it. The last betting "
    "round, then the showdown.",
    # your fold: the hand plays on to its end, and the guide with it (a newcomer's play-test folded
    # on 5th street and never saw 6th, the last card dealt down or the showdown)
    "you_folded": "You fold: out of this pot. The hand plays on without you: watch the rest, the "
    "guide goes on to its end.",
    # (a move's button words on one line, no-break spaces (event_words.KEEP) in them: at TEXT SIZE
    # large "RAISE" ended a line, "to 2" began the next)
    # (a sentence a choice: a page at TEXT SIZE large ends only between sentences, and one sentence
    # of the three had run over two pages: a newcomer's play-test)
    "facing_bet": "{name} {bet}. Your move: CALL\u00a0{call} to stay in. Or RAISE\u00a0to\u00a0{raise_level} "
    "(you put in {raise_to}): the others must put in {more} more to stay. Or FOLD: give up the pot "
    "and what you put in.",
    "pot_odds": "Pot odds: a call pays {call} to win the {pot} in the pot, so it pays off if you "
    "win more than {odds}. H shows the coach: your chance to win.",
    # (its page comes at your first bet, over the table's cards: three lines at TEXT SIZE normal)
    # (the page's keys as they are: A lights it and turns the page, any other key only turns it; a
    # newcomer's play-test read "Press A" and went on with another key)
    # (what it does, how to put it out, each key named for keyboard and pad: a newcomer read "till
    # you press A again" as a riddle; a sentence a page at TEXT SIZE large)
    # (a newcomer's play-test read "A bet to you stays yours" as a riddle: what it never does, and
    # what you do then, said plainly)
    # (four lines at TEXT SIZE normal: A on its one page lights it and turns it)
    # (a newcomer's play-test read "A now lights it; other keys leave it off" as a riddle: what to
    # press to have it and how to put it out again, said plainly; the page's corner says any key
    # goes on)
    "check_ahead": "AUTO-CHECK (bottom right) checks when nobody has bet, unless you lead. "
    "It never calls: when someone bets, you choose. To use it, press A (pad: Y) now; A again turns "
    "it off. You still turn your own cards.",
    # (the choices named: a newcomer's play-test met the menu with nothing said of what is in it;
    # another read "the line beside the menu" and found no such line; the next read "show above it"
    # and found them at the bottom right: they stand over the list at TEXT SIZE large, where the
    # buttons stand at the normal size, in blue at both: game.felt.action_menu._OnAPanel.draw)
    "your_call": "Your deal, so you pick the next pot's game: Baseball, Night Baseball, "
    "Midnight Baseball or Seven-Card Stud. As you move through their list, the rules of the game "
    "you are on, wild cards too, show in blue. "
    "Play that pot out: the guide ends with it. Each game's own guide is under HOW TO PLAY.",
}
# who turns before you after a new lead's round ("beaten_turn"; a newcomer's play-test was told it was
# their turn again while Casey, clockwise from the leader, turned first): the table host's next
# turner (game.play.host_facts.RoundOver), never worked out here (a fold in the round undid that)
FIRST = "{first} turns first (clockwise from {name}), then "
# moments about your own decision: told when it is yours, not while another player acts
OWN_MOMENTS = frozenset({"bet_unturned", "facing_bet", "pot_odds"})
# moments whose words say the price of your decision, filled in once it is yours (`priced`)
PRICED = frozenset({"facing_bet", "pot_odds"})
# a moment told, then at once the one that goes on from it (a bet's choices, then what a call is worth)
FOLLOWS = {"facing_bet": "pot_odds"}
# what each moment showed, for the guide's closing words
LEARNED = {
    "called": "picking the game",
    "hidden_four": "a hidden four",
    "first_wild": "wild cards",
    "first_round": "betting",
    "bring_in": "the bring-in",
    "bonus_up": "bonus cards",
    "bonus_down": "bonus cards",
    "bet_unturned": "turning, betting unturned",
    "kicker": "kickers",
    "out": "striking out",
    "beaten_turn": "being beaten",
    "you_lead": "leading",
    "you_win": "winning the pot",
    "showdown": "the showdown",
    "split": "a split pot",
    "last_up": "the last streets",
    "last_down": "the last streets",
    "bonus_turned": "bonus cards",
    # what was shown, not what you did (a newcomer's play-test read "you saw ... call, raise or
    # fold" as if they had raised or folded)
    "facing_bet": "answering a bet",
    "you_folded": "folding",
    "pot_odds": "pot odds",
    "your_call": "picking the game",
    "check_ahead": "AUTO-CHECK",
}
# (a few words each, and the list one sentence: at TEXT SIZE large the closing words ran over three
# pages, a sentence cut on each: a newcomer's play-test; now two, whole sentences)
CLOSING = (
    "End of the guide: you saw {learned}. Rules any time: HOW TO PLAY on the title menu, ESC "
    "then RULES at the table."
)
# a dealer's choice: said when the dealer has called the game, before the game's own intro (a
# newcomer's play-test read "The next deal is yours" here, a whole pot before it was: your_call says it)
CALLED = (
    "Dealer's Choice: before each deal, the dealer picks that pot's game. First deal: {name} pick{s} "
    "{game}. Bottom left always names this pot's game and what is wild."
)


def closing_line(told: Sequence[str]) -> str:
    """The guide's last words: what its moments showed, in the order told, and where the rules are."""
    learned = list(dict.fromkeys(LEARNED[key] for key in told if key in LEARNED))
    listed = ", ".join(learned[:-1]) + " and " + learned[-1] if len(learned) > 1 else "".join(learned)
    return CLOSING.format(learned=listed or "a whole pot")


def moment(
    event: Event, before: Sequence[Event], rules: Rules, human: int, taken: LeadTaken | None = None
) -> str | None:
    """The moment `event` shows, given this pot's events `before` it and No Peek's lead taken now
    (`taken`, as the table host published it: game.play.lead_now); None for none."""
    no_peek = rules.flow == "no_peek"
    match event:
        case PotGame():
            return "called"
        case HandStart():
            return "start"
        case Deal():
            return _dealt(event, rules, human)
        case Turn():
            return _turned_card(event, before, rules)
        case ActionTaken():
            return _acted(event, human)
        case RoundStart():
            return _round_starts(event, before, rules, human, taken)
        case Out():
            return "out"
        case Showdown():
            return None if no_peek else "showdown"
        case Award():
            return _awarded(event, before, no_peek, human)
    return None


def _acted(event: ActionTaken, human: int) -> str | None:
    """Another's bet or raise, for you to answer; your own fold (the hand plays on, the guide too)."""
    if event.seat != human:
        return "facing_bet" if event.action in ("bet", "raise") else None
    return "you_folded" if event.action == "fold" else None


def _awarded(event: Award, before: Sequence[Event], no_peek: bool, human: int) -> str | None:
    """A second award: a split pot; No Peek: your win, every other player's whole pile turned
    without a beat (a newcomer's play-test: the guide said nothing of why they had won)."""
    if any(isinstance(e, Award) for e in before):
        return "split"
    others = _turners(before) - {human}
    out = {e.seat for e in before if isinstance(e, Out)}
    return "you_win" if no_peek and event.seat == human and others and others <= out else None


def _turned_card(event: Turn, before: Sequence[Event], rules: Rules) -> str | None:
    """No Peek: a Midnight four's bonus card turned from under the pile, or the first wild card."""
    if sum(1 for e in before if isinstance(e, Turn) and e.seat == event.seat) >= rules.cards:
        return "bonus_turned"  # a pile is dealt `cards` cards: any after them came under it, for a four
    return "first_wild" if event.card.rank in rules.wild_ranks else None


def _dealt(event: Deal, rules: Rules, human: int) -> str | None:
    """A bonus card, the human's four dealt face down, or the first wild card face up."""
    if event.seat is None:
        return None
    if event.why == "bonus":
        return "bonus_up" if event.face == "up" else "bonus_down"  # (a card face down is unknown)
    if event.card is None:
        return None
    if event.face == "down" and event.seat == human and event.card.rank == "4" and rules.flow != "no_peek":
        plain = rules.fours.face_down == "none" and rules.fours.face_up != "none"
        return "hidden_four" if plain else None  # (a four shown later is its own decision)
    if event.face == "up" and event.card.rank in rules.wild_ranks:
        return "first_wild"
    return None


def _round_starts(
    event: RoundStart, before: Sequence[Event], rules: Rules, human: int, taken: LeadTaken | None
) -> str | None:
    """No Peek: the human bets before turning a card, a kicker decides the beat, the human takes
    the lead, or another takes it from them (their turn to turn again); stud: the
    first round, opened by the best hand showing or by a bring-in, and, while you are in the
    pot, the last street dealt face up and the last, face down."""
    if rules.flow == "no_peek":
        if human not in _turners(before):
            return "bet_unturned"
        if taken is not None and taken.why.startswith("KICKER"):
            return "kicker"
        led = any(isinstance(e, RoundStart) and e.opener == human for e in before)
        if event.opener == human:
            return "you_lead"
        return "beaten_turn" if led else None
    if event.round == 1:
        return "bring_in" if rules.betting.first_round == "bring_in" else "first_round"
    last = len(rules.streets)
    if rules.streets[-1] != ("down",) or event.round < last - 1:
        return None
    return "last_down" if event.round == last else "last_up"


def folded(events: Sequence[Event], human: int) -> bool:
    """Whether you have folded in the pot of `events`: a moment about your own decision never comes."""
    return any(isinstance(e, ActionTaken) and e.seat == human and e.action == "fold" for e in events)


def _turners(events: Sequence[Event]) -> set[int]:
    return {event.seat for event in events if isinstance(event, Turn)}


def guide_line(
    key: str,
    event: Event,
    before: Sequence[Event],
    rules: Rules,
    names: Sequence[str],
    human: int,
    turner: int | None = None,
    taken: LeadTaken | None = None,
) -> str:
    """The moment `key` in words, for the seats called `names` (`human`'s is spoken to: "You");
    `turner`: the seat that turns next ("beaten_turn": the table host's, after the round); `taken`:
    No Peek's lead taken now, as the table host published it, whose why the words say."""
    seat = event.opener if isinstance(event, RoundStart) else getattr(event, "seat", None)  # (a new lead's)
    name = names[seat] if isinstance(seat, int) else ""
    if isinstance(event, PotGame):
        who = "You" if event.chooser == human else names[event.chooser] if event.chooser is not None else ""
        return CALLED.format(
            name=who or "The table", s="" if event.chooser == human else "s", game=event.rules.name
        )
    if key == "start":
        wilds = wild_words(rules)
        cards = RANK_NAMES.get(str(rules.cards), str(rules.cards))  # "nine cards each"
        ante = ANTE.format(ante=mixed(rules.betting.ante)) if rules.betting.ante else ""
        stud = "" if rules.name.lower() == "seven-card stud" else "seven-card stud, "  # (never said twice)
        intro = INTROS.get(rules.name, INTROS[rules.flow])
        return intro.format(game=rules.name, cards=cards, stud=stud) + wilds + ante
    card = getattr(event, "card", None)
    beat = "" if taken is None else taken.why
    first = FIRST.format(first=names[turner], name=name) if turner is not None and turner != human else ""
    return WORDS[key].format_map(
        _Later(  # (a price is said once the decision is yours: `priced`)
            game=rules.name,
            name=name,
            s="" if seat == human else "s",  # "You show", "Babe shows"
            rank=rank_words(card.rank) if card is not None else "",
            beat=beat.capitalize() if beat else "",
            street=round_name(event, rules).capitalize() if isinstance(event, RoundStart) else "",
            wilds=" The result shows what each wild stands for." if rules.wild_ranks else "",
            bet=(event_words(event, rules=rules) or "") if isinstance(event, ActionTaken) else "",
            hand=_shown(before, seat),
            first=first,
            it="it" if first else "It",  # (a sentence's first word without the turn order before it)
            name_is="you are" if seat == human else f"{name} is",  # ("so Casey is out")
        )
    )


def called_intro(words: str, rules: Rules, before: Sequence[Rules]) -> str:
    """The intro `words` of a Dealer's Choice pot of `rules` you called, the guide having dealt pots
    of `before` already: where one of them was dealt as this one is (its flow), DEALT_AS and its
    wild cards; and never a sentence an earlier intro said (the ante's)."""
    last = next((earlier for earlier in reversed(before) if earlier.flow == rules.flow), None)
    if last is not None:
        words = DEALT_AS.format(game=rules.name, last=last.name) + wild_words(rules)
    said = {ANTE.format(ante=mixed(earlier.betting.ante)) for earlier in before if earlier.betting.ante}
    return next((words.removesuffix(ante) for ante in said if words.endswith(ante)), words)


def wild_words(rules: Rules) -> str:
    """An intro's sentence on the game's wild cards (" 3s and 9s are wild."), "" for none."""
    ranks = sorted(rules.wild_ranks, key="23456789TJQKA".index)
    return WILDS.format(ranks=" and ".join(rank_words(r) + "s" for r in ranks)) if ranks else ""


def _shown(events: Sequence[Event], seat: int | None) -> str:
    """The hand `seat` showed at the showdown ("full house, Qs over 4s"), "" before it."""
    shown = [e.description for e in events if isinstance(e, Showdown) and e.seat == seat and e.description]
    return shown[-1][:1].lower() + shown[-1][1:] if shown else ""


class _Later(dict[str, str]):
    """The words' fields known when their moment shows; the rest kept for `priced`."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def priced(words: str, view: SeatView) -> str:
    """A decision's words with its prices, from your view once it is yours: what a call costs,
    what a raise puts in and makes the others put in, the pot, and how often a call must win to
    pay (pot odds: the call against the pot it could win, the call included)."""
    call, pot = view.to_call, view.pot
    more = view.rules.betting.raise_
    ratio = (pot + call) / call if call else Fraction(0)
    odds = (
        f"1 time in {ratio} ({round(100 / ratio)}%)"
        if ratio.denominator == 1
        else f"{round(100 / ratio)}% of the time"
    )
    return words.format(
        call=mixed(call),
        raise_level=mixed(view.level + more),
        raise_to=mixed(call + more),
        more=mixed(more),
        pot=mixed(pot),
        odds=odds,
    )
