"""The centre's words under the stock: the bet to match ("BET 2, RAISES LEFT: 2") and, in No Peek,
what must be beaten ("BEAT CASEY: FULL HOUSE"; while a round is bet, who leads: "CASEY LEADS: FULL
HOUSE", from the model's Target: whose row and its hand, as data) and why the last beat beat.
(Moved out of game.felt.table_draw, which draws them.)"""

from __future__ import annotations

import re

from engine.money import mixed
from game.felt import layout
from game.felt.phrase_wrap import phrase_wrap
from game.felt.seat_words import ELLIPSIS, clip
from game.felt.table_model import TableModel
from game.platform.text import BODY
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import bare_pair, form_ladder, short_forms
from game.telling.wild_reason import reason_forms


def bet_line(model: TableModel, columns: int | None = None) -> str:
    """What each player must have put in this round, in words a newcomer reads, and once it has
    been raised, how many raises the round has left ("BET 2, RAISES LEFT: 2", "BET 4, NO RAISES
    LEFT"): a Hold'em newcomer's play-test read "BET 2, RAISED 1 OF 3" as cryptic. In `columns`
    (None: no limit) the fullest form that fits ("BET 12, 2 RAISES LEFT" at TEXT SIZE large), else
    the bet alone (the RAISE button is there or not)."""
    if not model.level:
        return "NO BET YET"
    line = f"BET {mixed(model.level)}"
    if not model.raises:
        return line
    left = max(model.max_raises - model.raises, 0)
    raises = f"{left} RAISE{'' if left == 1 else 'S'} LEFT"
    forms = [f"{line}, NO RAISES LEFT"] if not left else [f"{line}, RAISES LEFT: {left}", f"{line}, {raises}"]
    return next((form for form in forms if columns is None or len(form) <= columns), line)


CENTRE_LINES = 3  # the most the centre says under the stock (the log keeps the rest)


def centre_lines(
    model: TableModel,
    hints: bool,
    columns: int = layout.CENTRE.width // BODY,
    most: int | None = None,
    rung: int = 0,
    guided: bool = False,
) -> list[str]:
    """The lines under the stock, at most CENTRE_LINES: while No Peek players turn, what must be
    beaten (wrapped, never cut); while a round is bet, the bet, then in No Peek what must be
    beaten and, after a beat with the hints on and as there is room, why it beat ("KICKER: JACK
    BEATS TEN"); `columns`: the centre's characters a line; `most`: its lines (None: as many as
    they take), the hand to beat named short, and left out after the bet, to fit them; that hand
    from the seats' shortening `rung` on (Target.line). `guided`: a guided hand's page is up,
    which a centre of `most` lines (TEXT SIZE large) leaves room for: one line, what must be
    beaten in its short form, the bet stepping aside for it (nobody acts under a page), or two
    where one would cut a name or a lone wild's reason (a newcomer's play-test at large: under
    three lines the guide's box had room for one line of its words, a page taking six presses).
    A lone line says what must be beaten rather than the bet (the log keeps the bet in view, and
    your buttons say it: layout at TEXT SIZE large, where the log keeps its lines)."""
    if most == 0:  # (the prompt's lines and the log's take the centre: the buttons say the bet)
        return []
    betting = bool(model.round)
    said = "" if model.target is None else model.target.line(betting, columns, rung)
    # (a guided hand's page says who turns, in its own words: game.telling.guide_words)
    whose = "" if guided else turner_line(model, columns)
    guided = guided and most is not None
    most = 1 if guided else most
    bet = betting and not (most == 1 and model.no_peek and said)  # (a bet's line with nothing to beat stays)
    room = None if most is None else max(most - bet, 0)
    kicker = kicker_decides(model)
    alike = alike_lines(model, said, columns, most, rung) if hints and betting and not guided else None
    if alike is not None:
        return alike
    target = target_lines(said, columns, room, kicker) if model.no_peek else []
    if (guided or (betting and most != 1)) and name_cut(model, columns, room, rung):  # the bet's line ('NO
        # BET YET', 'BET 1') gives its line to the name (the CHECK or CALL button says the bet): 'BEAT
        # CPU 3:' over 'FULL HOUSE', not 'BEAT CPU…: FULL HOUSE'
        return target_lines(said, columns, 2, kicker)
    if not bet:
        return with_turner(whose, target, target_lines(said, columns, 1, kicker), most)
    lines = [bet_line(model, columns), *target]
    beat = phrase_wrap(model.beat, columns) if hints and model.beat else []
    limit = CENTRE_LINES if most is None else min(CENTRE_LINES, most)
    return lines + beat if len(lines) + len(beat) <= limit else lines


def turner_line(model: TableModel, columns: int) -> str:
    """No Peek, while no round is bet: who turns cards now, as the table host named them
    (model.turner: game.play.next_turner), before their first card "BABE TURNS NEXT", then "BABE
    TURNS" ("YOU TURN NEXT" at your own seat), the name cut to fit `columns`; "" for nobody named. A
    Hold'em newcomer's Night Baseball play-test could not tell who turned after a new lead's round.
    "" too once a person named is asked (asked_here); a computer player's line, or a phone's
    guest's, stays till its card (read while its plate is lit)."""
    turner = model.turner
    if turner.seat is None or model.round or not (model.no_peek and model.target):
        return ""
    seat = model.seats[turner.seat]
    if asked_here(model, turner.seat):
        return ""
    verb = "TURN" if seat.human else "TURNS"
    words = f" {verb}" if turner.turning else f" {verb} NEXT"
    name = "YOU" if seat.human else clip(seat.name.upper(), columns - len(words))
    return name + words


def asked_here(model: TableModel, number: int) -> bool:
    """Seat `number`'s player is asked for their turn at this screen now, and told so there: your
    prompt says YOUR TURN (and through your run of cards, TURNING TILL YOU LEAD: table_hint), the
    party TV's banner "MAXIMILIANA'S TURN" (a host's play-test read both it and "MAXIMILIANA TURNS
    NEXT" at once). From the facts the table host gives the model, never from what a drawing did:
    the seat plays here and acts now; at the TV not through a run of cards, which the host turns
    for them with no banner."""
    seat = model.seats[number]
    return seat.plays_here and model.actor == number and (seat.human or not model.turner.turning)


def with_turner(whose: str, target: list[str], one: list[str], most: int | None) -> list[str]:
    """Who turns next (`whose`, turner_line) over what they must beat (`target`, its lines; `one`,
    it on one line), in `most` lines (None: CENTRE_LINES): on one line where its own do not leave
    the turner's line room and it names whose row it is whole (at TEXT SIZE large 'BEAT YOGI:' over
    'PAIR OF Q'S' gives way to 'BEAT YOGI: PAIR Q'S'), else what to beat alone (the lit plate says
    who turns)."""
    limit = CENTRE_LINES if most is None else most
    for lines in (target, one):
        if whose and len(lines) < limit and not any(ELLIPSIS + ":" in line for line in lines):
            return [whose, *lines]
    return target


def alike_lines(
    model: TableModel, said: str, columns: int, most: int | None, rung: int = 0
) -> list[str] | None:
    """No Peek, while a round is bet: where a seat still in shows a hand named as the leader's
    (named_alike), the beat, which then says what decides (game.telling.lead_decider: "A-J BEATS A
    ALONE"), kept in `most` lines: under the bet and who leads, else in the bet's line's place (the
    CALL or CHECK button says the bet), else under whose lead it is alone ("YOU LEAD:", the seats
    saying the hand). None where it needs none, a kicker that decides says it in the hand's words
    (kicker_kept: "YOU LEAD:" over "PAIR K'S, KICKERS Q 4"), or it has no room: a Hold'em
    newcomer's play-test at TEXT SIZE large read a lead "Flush, A high" over "Flush, A high", nothing
    saying why."""
    if model.target is None or not alike_cut(model, columns, rung):
        return None
    beat = phrase_wrap(model.beat, columns)
    target = target_lines(said, columns)
    whose = clip(model.target.head(True, columns), columns - 1) + ":"
    limit = CENTRE_LINES if most is None else min(CENTRE_LINES, most)
    forms = ([bet_line(model, columns), *target, *beat], [*target, *beat], [whose, *beat])
    return next((lines for lines in forms if len(lines) <= limit), None)


def alike_cut(model: TableModel, columns: int, rung: int = 0) -> bool:
    """While a round is bet, one line of the centre would leave out the cards that decide a lead
    over a row named alike (alike_lines: on one line it says only who leads)."""
    # (a kicker that decides is said in the hand to beat's own words where two lines keep it:
    # kicker_kept; where they do not, the beat says it)
    return bool(
        model.no_peek and model.round and model.beat and model.target and named_alike(model)
    ) and not kicker_kept(model, columns, rung)


def alike_room(model: TableModel, columns: int, rung: int = 0) -> int:
    """The centre's lines that say whose lead it is and the cards that decide it over a row named
    alike (alike_lines' shortest: "CASEY LEADS:" over "KICKERS Q-10 BEAT" and "Q ALONE"); 0 where
    the centre need not say them (alike_cut)."""
    return 1 + len(phrase_wrap(model.beat, columns)) if alike_cut(model, columns, rung) else 0


def named_alike(model: TableModel) -> bool:
    """No Peek: a seat still in shows a hand the seats may name as the leader's (at their narrowest,
    as game.telling.lead_decider.alike): only the beat says why the leader leads."""
    seats = model.seats
    if model.leader is None or not seats[model.leader].showing:
        return False
    mine = form_ladder(seats[model.leader].showing)[-1]
    return any(
        seat.showing and form_ladder(seat.showing)[-1] == mine
        for number, seat in enumerate(seats)
        if number != model.leader and not (seat.folded or seat.out)
    )


def name_cut(model: TableModel, columns: int, room: int | None, rung: int = 0) -> bool:
    """Whether No Peek's target, in the one line of `room` left for it, cuts whose it is (a
    play-test at TEXT SIZE large read 'BEAT CPU…: FULL HOUSE' over the buttons), leaves out why
    a lone wild card is an ace (game.telling.wild_reason), a rank the seat's words say ('Q'S FULL'
    for "Q's full, 4's"), the kicker that decides (kicker_decides) or a straight's whole word
    ('STR TO 8') where two lines keep it."""
    target = model.target
    if not model.no_peek or room != 1 or target is None:
        return False
    said = target.line(bool(model.round), columns, rung)
    line = target_lines(said, columns, 1)[0]
    # (or the reason a lone wild card is an ace: 'BEAT CASEY: ACE HIGH' read as an ace showing; or
    # a rank its seat says: 'CASEY LEADS: Q'S FULL' beside the seat's "Q's full, 4's")
    if "\u2026:" in line or (bool(reason_forms(target.hand)) and "WILD" not in line):
        return True
    if len(_PLURAL_RANK.findall(line)) < len(_PLURAL_RANK.findall(said)):
        return True
    # (or a straight abbreviated that two lines spell: a Hold'em newcomer's play-test read 'YOU LEAD:
    # STR TO 8', where 'YOU LEAD:' over 'STRAIGHT TO 8' fits)
    if _ABBREVIATED.search(line) and not any(
        _ABBREVIATED.search(two) for two in target_lines(said, columns, 2)
    ):
        return True
    return kicker_cut(model, columns, rung)


_ABBREVIATED = re.compile(r"\bSTR\b")  # (a straight's one abbreviation, hand_words._STR, in capitals)


def kicker_cut(model: TableModel, columns: int, rung: int = 0) -> bool:
    """Whether the kicker that decides (kicker_decides) is left out of No Peek's target in one
    line of `columns` and kept in two."""
    target = model.target
    if target is None or not kicker_kept(model, columns, rung):
        return False
    return KICKER not in target_lines(target.line(bool(model.round), columns, rung), columns, 1)[0]


def kicker_kept(model: TableModel, columns: int, rung: int = 0) -> bool:
    """Whether the kicker that decides (kicker_decides) is said in two lines of No Peek's target
    in `columns`: at TEXT SIZE large "EIGHT HIGH, KICKERS 5 4" is not (a newcomer's Midnight
    play-test read 'CASEY LEADS:' over 'EIGHT HIGH' beside Babe's "Eight high": a tie, it looked,
    had beaten the lead), and the beat says what decides instead ("8-5 BEATS 8 ALONE")."""
    target = model.target
    if target is None or not kicker_decides(model):
        return False
    said = target.line(bool(model.round), columns, rung)
    return KICKER in target_lines(said, columns, 2, True)[-1]


_PLURAL_RANK = re.compile(r"\b(?:10|[2-9JQKA])'S\b")  # (a rank its hand's words name: "Q'S FULL, 4'S")
KICKER = "KICKER"  # (and KICKERS) in the target's words: the ranks after those its hand names


def kicker_decides(model: TableModel) -> bool:
    """Whether a kicker says why No Peek's row leads: a seat still in shows the same hand as the
    leader's, bar the cards after the ones its words name (a newcomer's play-test at TEXT SIZE large
    read 'CASEY LEADS: PAIR Js' beside their own pair of jacks: Casey's kicker ace was not said)."""
    target = model.target
    named, kicker, _ = ("" if target is None else target.words).partition(", kicker")
    rivals = (
        seat
        for number, seat in enumerate(model.seats)
        if number != model.leader and not (seat.folded or seat.out)
    )
    return bool(kicker) and any(seat.showing.partition(" (")[0] == named for seat in rivals)


def target_lines(target: str, columns: int, most: int | None = None, kicker: bool = False) -> list[str]:
    """What must be beaten in `columns`: on one line, else whose it is ("BEAT CASEY:") then the
    hand, else wrapped (a full house's words are longer than the centre): never cut. In at most
    `most` lines (None: as many as it takes), the hand as short as said_short says it ("TWO
    PAIR"): under whose it is, or after it on one line; with no line, not at all. `kicker`: the
    kicker decides (kicker_decides), which two lines keep where they can ("PAIR Js, KICKERS A 2")."""
    whose, _, hand = target.partition(": ")  # (a long name leads alone: Target.head)
    # a sixteen-letter guest's name fills the large centre's line: 'BEAT WWWWWWWWWWWWWWWW' over the
    # hand, without its colon (it read 'BEAT WWWWWWWWWWWWWW…:'); a longer one is cut
    head = whose if len(whose) == columns else clip(whose, columns - 1) + ":"
    whose = clip(whose, columns - 1)
    lines = ([target] if len(target) <= columns else [head, hand]) if target else []
    if len(hand) > columns:  # wrapped, or where that splits its name ('PAIR OF' over 'ACES, KICKER
        # 5') its short form on a line, its ranks in figures ('PAIR OF A'S, KICKER 5'); never a form of
        # words and figures, 'FULL HOUSE, K'S OVER FOURS'
        short = in_capitals(form_ladder(from_capitals(hand))[1])
        lines = phrase_wrap(target, columns)
        if len(short) <= columns and not any(hand.split(",")[0] in line for line in lines):
            lines = [head, short]
    if most is None or len(lines) <= most:
        return lines
    if most >= 2:
        return [head, said_short(hand, columns, kicker)]
    if not most:
        return []
    # one line still says whose it is (a play-test read 'PAIR OF QUEENS' alone), the hand as short
    # as that takes ('BEAT ANN: PAIR OF Q'), a name cut to leave the hand its shortest form
    # (a pair without "of", its narrowest form, keeps a short name whole: a host play-test at large
    # read 'BEAT CP…: PAIR OF J'S' for CPU 3, now 'BEAT CPU 3: PAIR J'S')
    shortest = min(map(len, capitals_of(hand)))
    named = said_short(hand, max(columns - len(whose) - 2, shortest))
    return [f"{clip(whose, columns - len(named) - 2)}: {named}"]


# the kickers after a hand's named cards, as the hand to beat says them ("TWO PAIR, Q'S, 5'S, KICKER 7",
# "..., 7 KICKER")
_KICKERS = re.compile(r", (KICKERS? [^,]*|[^,]* KICKERS?)$")


# a rank a hand's words name, as a word or a figure ("QUEENS", "Q'S", "10'S")
_RANK = re.compile(
    r"\b(?:ACES|KINGS|QUEENS|JACKS|TENS|NINES|EIGHTS|SEVENS|SIXES|FIVES|FOURS|TREYS|THREES|"
    r"DEUCES|TWOS|[AKQJ2-9]'S|10'S)"
)


def wording(form: str) -> str:
    """A hand's words but its ranks and kickers ("TWO PAIR, Q'S, 5'S, KICKER 7": "TWO PAIR, R, R")."""
    return _RANK.sub("R", _KICKERS.sub("", form))


def capitals_of(hand: str) -> list[str]:
    """A hand in the centre's capitals, each of its forms (short_forms) as drawn, fullest first: the
    seats' forms in capitals (hand_forms.in_capitals), and, where a shorter form words the hand
    otherwise or drops a rank, the form before it again without its kickers: 'TWO PAIR, Q'S, 5'S', the
    seat's, where 'TWO PAIR, Q'S, 5'S, KICKER 7' does not fit (a Hold'em newcomer's play-test read the
    middle's two pair in other words than its seat's). A kicker goes before a rank's word does:
    'THREE 7'S, KICKER 2' where 'THREE SEVENS, KICKER 2' does not fit, not 'THREE SEVENS'."""
    forms = [in_capitals(form) for form in short_forms(from_capitals(hand))]
    said: list[str] = []
    for form, shorter in zip(forms, [*forms[1:], ""], strict=True):
        said.append(form)
        if wording(shorter) != wording(form):
            said.append(_KICKERS.sub("", form))
    return list(dict.fromkeys(said))


def said_short(hand: str, columns: int, kicker: bool = False) -> str:
    """A hand in the centre's capitals ('PAIR OF QUEENS, KICKERS J 4') in one line of `columns`,
    the fullest of its forms (short_forms) that fits as drawn, its ranks as words where the line
    has room, else in figures ('PAIR OF Q'S': hand_forms.in_capitals); `kicker`: its
    kickers kept where a form with them fits, a pair without "of" where none with it does ('PAIR
    Q'S, KICKERS J 4')."""
    forms = capitals_of(hand)
    kept = (
        line for line in (*forms, *(in_capitals(bare_pair(from_capitals(form))) for form in forms)) if kicker
    )
    fits = (line for line in forms if len(line) <= columns)
    return next((line for line in kept if KICKER in line and len(line) <= columns), None) or next(
        fits, clip(forms[-1], columns)
    )
