"""A log message in fewer and fewer words, each still saying what happened: the table's log at
TEXT SIZE large often has one line of 22 characters for the latest message, and a play-test read
"Casey folds: price…", "BARTHOLOMEW raises 1…" and "Satchel shows pair of…" there. The forms
drop a reason ("Casey folds"), a raise's step ("raises to 2", then "raises": the bet line above
says to what), a shown hand's detail ("shows full house", then "BARTHOLOMEW: full house"), the
reason for a bonus card, its place kept longest ("earns +1 card under the pile", "Babe: +1 under the
pile", "Babe: +1 under pile", then "BARTHOLOMEW: +1 card"), a price's purpose ("pays 1"), a pot won's
amount ("Satchel wins"), a betting round's name ("opens 7th street", then "opens 7th", then "opens"),
a bet's amount and its callers' names where told with its answers ("Casey bets 1, 2 calls"), the card
turned ("turns", the card face up on the seat: a host play-test read "Maximiliana\u2026 turns 3\u2663"),
whom a newcomer comes in for ("Late Larry sits in", then "Late Larry joins"):
whoever it is, the name stays whole. Checks told together (game.telling.check_runs) count the names
after the first ones, last ("Casey, Yogi and 1 more check", "Casey and 2 more check", "Casey +2 more check"):
those were each said in the log as they checked, and the line keeps its start.
"""

from __future__ import annotations

import re

from engine.rules import Betting
from game.felt.guide_tips import TIP_HEAD
from game.telling.hand_forms import in_sentence
from game.telling.hand_words import short_forms
from game.telling.hints import (
    BEHIND_MEANING,
    BONUS_MEANING,
    BRING_IN_HEAD,
    CHECK_AHEAD_MEANING,
    COACH_MEANING,
    COLOUR_MEANING,
    HALVES_MEANING,
    MOVE_MEANINGS,
    NET_MEANING,
    TURN_AFTER_BETS,
    TURN_NONE_LEADING,
    UNDER_PILE_MEANING,
    bring_in_meaning,
)

# what the log tells a newcomer once (the hints): said whole, never in fewer words, its colon
# starting what it means, never a reason to drop (at TEXT SIZE large the log read "COACH, bottom
# left" alone); the move it is about is kept over it (log_lines)
HINTS = frozenset(
    (
        COACH_MEANING,
        COLOUR_MEANING,
        CHECK_AHEAD_MEANING,
        BONUS_MEANING,
        UNDER_PILE_MEANING,
        BEHIND_MEANING,
        HALVES_MEANING,
        NET_MEANING,
        *MOVE_MEANINGS.values(),
        # what T pressed in a betting round says (game.screens.turn_key): no move, so never a reason
        # to drop (a Night Baseball play-test read a lone "T" where "Yogi checks" had been) and it
        # gives way to the moves
        TURN_AFTER_BETS,
        TURN_NONE_LEADING,
        bring_in_meaning(Betting().bring_in),  # (the usual one; any game's is a hint too: is_hint)
    )
)


def is_hint(message: str) -> bool:
    """`message` is a hint: one of HINTS, a bring-in's with its game's amount (hints.bring_in_meaning),
    or a guided hand's tip at your decision (game.felt.guide_tips)."""
    return message in HINTS or message.startswith((BRING_IN_HEAD, TIP_HEAD))


# sayings (game.telling.event_words) in fewer words
SHORTER = {
    " declines the bonus": " declines",
    " decline the bonus": " decline",
    " shows a hidden ": " shows ",
    " show a hidden ": " show ",
}
_RAISE = re.compile(r"^(?P<who>.+?) (?P<verb>raises?) .+? to (?P<to>.+)$")
_SHOW = re.compile(r"^(?P<who>.+?) (?P<verb>shows?) (?P<hand>.+)$")
_BONUS = re.compile(r"^(?P<who>.+?) (?P<verb>earns?) \+1 card (?P<place>.+?) for the 4$")
_WINS = re.compile(r"^(?P<who>.+?) wins (?P<amount>.+)$")
_PAYS = re.compile(r"^(?P<who>.+?) (?P<verb>pays?) (?P<amount>.+?) for .+$")
_TURNS = re.compile(r"^(?P<who>.+?) (?P<verb>turns?) \S+$")  # a No Peek card turned ("Ann turns 3\u2663")
_OPENS = re.compile(r"^(?P<who>.+?) (?P<verb>opens?) ((?P<nth>\d+\w\w) street|round \d+)$")
# a lead's run told in one with its own check and those after it (log_runs): "Babe leads: 4 turned,
# checks, Casey and Yogi check"
_LEAD_CHECKS = re.compile(
    r"^(?P<who>.+?) (?P<verb>leads?): \d+ turned, (?P<own>checks?)(?:, (?P<others>.+ checks?))?$"
)
# a newcomer in for a seat's player (game.telling.takeover_words.arrival_line): "Late Larry in for
# Maximiliana F." was cut mid-name on the party TV; the seat says whose it was till the deal
_IN_FOR = re.compile(r"^(?P<who>.+?) in for .+$")
_CHECKS = re.compile(r"^(?P<front>.+) and (?P<last>.+) check$")  # checks told together (check_runs)
# a bet told with the answers after it (log_runs.bets_with_calls): "Casey bets 1, Yogi and Dizzy
# call", "You raise by 1 to 2, Babe folds, 2 calls"; each group of answers ends in its verb
_BET_HEAD = re.compile(r"^(?P<who>.+?) (?P<verb>bets?|raises?)(?P<amount> \S.*)?$")
_ANSWER = re.compile(r" (?P<verb>calls?|folds?|raises?)$")
ELLIPSIS = "\u2026"  # where a line is cut (log_lines), or a form drops the first of checks told together
SUITS = ("\u2660", "\u2665", "\u2666", "\u2663")  # a message ending in a card shows cards, not a hand


def at_rung(message: str, rung: int) -> str:
    """`message` with a shown hand's words in the table's form (`rung`: seat_words.table_rung):
    the log said "Casey shows pair of aces" beside seats saying "Pair of K's" (a newcomer's play-test)."""
    if rung and (match := _SHOW.match(message)) and not message.endswith(SUITS):
        return (
            f"{match['who']} {match['verb']} {in_sentence(short_forms(match['hand'].capitalize(), rung)[0])}"
        )
    return message


def fewer_words(message: str, rung: int = 0) -> list[str]:
    """`message` from its whole words to its fewest, every form naming the seat whole, a shown
    hand's from the seats' `rung` on; a hint (is_hint) in its own words only."""
    if (whole := colon_kept(message)) is not None:
        return whole
    short = message.split(": ", 1)[0]  # a reason left out ("Ace opens: left of the dealer")
    for saying, fewer in SHORTER.items():
        short = short.replace(saying, fewer, 1)
    forms = [message, short, *fewer_checks(short)]
    if answered := bet_with_answers(short):  # (before a raise's: its answers are no raise's level)
        forms += answered
    elif match := _RAISE.match(short):
        forms += [f"{match['who']} {match['verb']} to {match['to']}", f"{match['who']} {match['verb']}"]
    elif (match := _SHOW.match(short)) and not short.endswith(SUITS):
        hands = [in_sentence(form) for form in short_forms(match["hand"].capitalize(), rung)]
        forms += [f"{match['who']} {match['verb']} {hand}" for hand in hands]
        forms += [f"{match['who']}: {hand}" for hand in hands]
        forms.append(f"{match['who']} {match['verb']}")  # the hand is in the showcase over the log
    elif match := _BONUS.match(short):
        who, card = match["who"], f"+1 card {match['place']}"  # where it went kept longest
        forms += [f"{who} {match['verb']} {card}", f"{who}: {card}", f"{who}: +1 {match['place']}"]
        forms += [f"{who}: +1 {match['place'].replace('the ', '')}", f"{who}: +1 card"]
    else:
        forms += plain_move_forms(short)
    return list(dict.fromkeys(forms))


def plain_move_forms(short: str) -> list[str]:
    """The fewer words of a move with nothing to show (`short`: its reason left out): a win, a
    price paid, a card turned, a newcomer's arrival, a round opened; none for any other."""
    if match := _WINS.match(short):  # the pot just won, said as it is won wherever the log has room
        # or not ('Satchel won 112' read as another moment beside 'Babe wins 58'): the amount is
        # the result's, 'SATCHEL WINS 112' over the log
        return [f"{match['who']} wins"]
    if match := _PAYS.match(short):
        return [f"{match['who']} {match['verb']} {match['amount']}"]
    if match := _TURNS.match(short):  # the card lies face up on the seat: 'MAXIMILIANA FEAT turns'
        return [f"{match['who']} {match['verb']}"]
    if match := _IN_FOR.match(short):  # 'Late Larry sits in', then 'Late Larry joins'
        return [f"{match['who']} sits in", f"{match['who']} joins"]
    if match := _OPENS.match(short):  # 'BARTHOLOMEW opens 7th', else 'BARTHOLOMEW opens'
        nth = [f"{match['who']} {match['verb']} {match['nth']}"] if match["nth"] else []
        return [*nth, f"{match['who']} {match['verb']}"]
    return []


def colon_kept(message: str) -> list[str] | None:
    """The forms of a message whose words after its colon are never a reason to drop: a hint, in
    its own words only; a lead's run told with its checks (they are moves: lead_with_checks).
    None for any other message."""
    if is_hint(message):
        return [message]
    match = _LEAD_CHECKS.match(message)
    return None if match is None else lead_with_checks(message, match)


def lead_with_checks(message: str, match: re.Match[str]) -> list[str]:
    """A lead's run told in one with its check and the checks after it (log_runs.lead_runs), in
    fewer words that still tell every check: "Babe leads, checks, Casey and Yogi check", then
    counted, "Babe leads, 2 others check", "Babe leads, 3 check" (a Night Baseball play-test read
    "Babe leads" alone at your turn: three checks before you told away, as if you were first to act)."""
    others = match["others"]
    brief = f"{match['who']} {match['verb']}, {match['own']}" + (f", {others}" if others else "")
    if not others:
        return [message, brief]
    after = len(re.split(r", | and ", others.rsplit(" ", 1)[0]))
    return [message, brief, *lead_checks_counted(f"{match['who']} {match['verb']}", after)]


def lead_checks_counted(lead: str, others: int) -> list[str]:
    """A lead ("Dizzy leads") with its own check and `others` after it counted, the clearer first:
    "Dizzy leads, 1 other checks", then in 22 columns "Dizzy leads, 2 check" (who checked, the lead
    too). A newcomer read "Dizzy leads, 2 checks" and asked: 2 checks of what?"""
    said = "1 other checks" if others == 1 else f"{others} others check"
    return [f"{lead}, {said}", f"{lead}, {others + 1} check"]


def fewer_checks(message: str) -> list[str]:
    """Checks told together (`message`) with the first names kept and those after them counted last,
    "Ann, Babe and 2 more check", then "Ann and 3 more check", "Ann +3 more check" (a host's party TV
    read "Marcus, Player 1 +2 more and Zo\u00eb check" as if Player 1 were three people); none for any
    other message. The line keeps its start: a host's play-test read "\u2026and Maximiliana F. check"
    on the party TV, who checked first cut off, and the line opening on a cut."""
    match = _CHECKS.match(message)
    if match is None:
        return []
    who = [*match["front"].split(", "), match["last"]]
    kept = [
        f"{', '.join(who[:keep])} and {len(who) - keep} more check" for keep in range(len(who) - 1, 0, -1)
    ]
    return [*(form for form in kept if len(form) < len(message)), f"{who[0]} +{len(who) - 1} more check"]


def bet_with_answers(message: str) -> list[str]:
    """A bet told with its answers (`message`, log_runs.bets_with_calls) in fewer words: without its
    amount, "Casey bets, Yogi and Dizzy call" (the bet line over the log says it), then with the
    callers counted, "Casey bets 1, 2 calls", "Casey bets, 2 calls" (a Dealer's Choice play-test's
    one line read "Casey bets 1, Yogi and…", who called cut off); none for any other message."""
    bare = without_amount(message)
    counted = [form for form in (calls_counted(message), calls_counted(bare or "")) if form]
    return [*([bare] if bare else []), *counted] if bare or counted else []


def without_amount(message: str) -> str | None:
    """A bet told with its answers without the bet's amount, "Casey bets, Yogi calls"; None for any
    other message or one without an amount."""
    head, comma, answers = message.partition(", ")
    bet = _BET_HEAD.match(head) if comma else None
    return f"{bet['who']} {bet['verb']}, {answers}" if bet and bet["amount"] else None


def calls_counted(message: str) -> str | None:
    """A bet told with its answers with two or more callers told together counted, "You bet, Babe
    folds, 2 calls" (the bet and a fold kept over who called); None for any other message."""
    head, *said = message.split(", ")
    if not said or _BET_HEAD.match(head) is None:
        return None
    told, group, counted = [head], [], False
    for part in said:  # ("Yogi", "Dizzy and you call": one group of callers)
        group.append(part)
        answer = _ANSWER.search(part)
        if answer is None:
            continue
        callers = len(group) + (" and " in part)
        if answer["verb"].startswith("call") and callers > 1:
            told.append(f"{callers} calls")
            counted = True
        else:
            told.extend(group)
        group = []
    return ", ".join(told) if counted and not group else None
