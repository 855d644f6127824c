"""The newcomer's hints (game.telling.hints): No Peek's target and why a beat beats, the meaning of
every big moment, the log's card words."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import ALL_CARDS, Card, parse_cards
from engine.events import ActionTaken, Event, Out, RoundStart, Turn
from engine.explain import why_wins
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import SeatInfo, Table
from engine.view import showing_of
from game.felt import layout
from game.felt.table_effects import STRIKEOUT, TableEffects, meaning_lines
from game.platform.text import wrap
from game.telling.event_words import card_words, event_words
from game.telling.hints import (
    MOMENT_MEANINGS,
    STRIKEOUT_CAUSES,
    beat_words,
    lead_taken,
    moment_meaning,
    target_words,
)
from game.telling.pot_result import MOMENTS
from game.telling.table_moments import BANNER_TIME

CENTRE_COLUMNS = 27  # game.felt.layout.CENTRE's width in characters: the table's line under the bet
WILD = frozenset({"3", "9"})


def beat_now(events: Iterable[Event], wild_ranks: Collection[str]) -> str:
    """Why the row in the lead beat the one before it, worked out from the pot's events alone (the
    screens read it from the lead the table host publishes: this is the tests' own reckoning)."""
    taken = lead_taken(events, wild_ranks)
    return "" if taken is None else taken.why


def value(text: str, wild=WILD):
    return showing_of(parse_cards(text), wild)


def test_the_target_names_the_hand_and_the_cards_after_it():
    # one style for one kicker or several (a play-test read "A 2" in one place, "FOUR KICKER" in another)
    assert target_words("Yogi", value("Ah Ad Jc 8s 7h")) == "BEAT YOGI: PAIR OF ACES, KICKERS J 8 7"
    assert target_words("Yogi", value("Ah Ad Tc")) == "BEAT YOGI: PAIR OF ACES, KICKER 10"
    assert target_words(None, value("7h 7d 7c 7s Ac")) == "YOU LEAD: FOUR SEVENS, KICKER A"
    assert target_words("Yogi", value("Jh Jd Ac 2s")) == "BEAT YOGI: PAIR OF JACKS, KICKERS A 2"
    assert target_words(None, value("Kh Kd")) == "YOU LEAD: PAIR OF KINGS"
    # a high card's cards after its top one, no kicker (no pair): a Hold'em newcomer's play-test
    # read "FIVE HIGH, KICKER 4" for two cards showing twice
    assert target_words("Casey", value("Ah Jc 8s 7h")) == "BEAT CASEY: ACE HIGH, THEN J 8 7"
    assert target_words(None, value("5h 4c")) == "YOU LEAD: FIVE HIGH, THEN 4"
    assert target_words(None, value("Th 4c")) == "YOU LEAD: TEN HIGH, THEN 4"
    assert target_words("Babe", value("5h")) == "BEAT BABE: FIVE HIGH"
    assert target_words("Casey", value("Ah Jc 8s 7h 2d")) == "BEAT CASEY: ACE HIGH, THEN J 8 7 2"
    full = value("Kh Kd Kc 2s 2h")
    assert target_words("Casey", full) == "BEAT CASEY: " + full.description.upper()  # nothing after


def test_a_flush_to_beat_is_named_by_its_five_cards_not_a_high_card_and_kickers():
    """A newcomer's play-test read "BABE LEADS: FLUSH, A HIGH, KICKERS J 7 4 2": a flush's cards are
    all the flush, so they are said as its cards (a wild as the rank it stands for)."""
    assert target_words("Babe", value("7h 2h 4h Jh Ah")) == "BEAT BABE: FLUSH, A J 7 4 2"
    assert target_words(None, value("7h 9h 2h 4h Jh Ah")) == "YOU LEAD: FLUSH, A K J 7 4"
    assert target_words("Yogi", value("Th 2h 4h Jh 5h")) == "BEAT YOGI: FLUSH, J 10 5 4 2"


def test_a_beat_says_the_kicker_that_decided_it():
    assert beat_words(value("Ah Ad Jc"), value("As Ac Tc")) == "KICKER: JACK BEATS TEN"
    assert beat_words(value("Ah Ad Jc"), value("As Ac")) == "JACK BEATS NO KICKER"
    assert beat_words(value("Ah 8c"), value("As")) == "EIGHT BEATS NO SECOND CARD"
    assert beat_words(value("Kh Kd"), value("Qh Qd Ac")) == "KINGS BEAT QUEENS"
    assert beat_words(value("Kh Kd"), value("Ah Qd")) == "A PAIR BEATS A HIGH CARD"
    assert beat_words(value("Ah 7c"), value("Kh Qd")) == "TOP CARD: ACE BEATS KING"


showing_hands = st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=7, unique=True)


@settings(max_examples=300, deadline=None)
@given(showing_hands, showing_hands, st.booleans())
def test_every_beat_fits_the_table_and_agrees_with_the_values(mine, theirs, wild):
    ranks = WILD if wild else frozenset()
    a, b = showing_of(mine, ranks), showing_of(theirs, ranks)
    assert a is not None and b is not None
    if a == b:
        return
    winner, loser = (a, b) if a > b else (b, a)
    words = beat_words(winner, loser)
    short = why_wins(winner, loser).short.upper()
    if short.endswith(" BEATS NO CARD"):  # the beaten row has no card there: said plainly
        part, high = short.removesuffix(" BEATS NO CARD").split(": ")
        assert words == f"{high} BEATS NO {part}"
    else:
        assert words == short
    assert words.count(":") <= 1  # with the phone's "Zoë took the lead from Max. ", one at most
    assert 0 < len(wrap(words, CENTRE_COLUMNS)) <= 2  # the table gives it two lines under the bet
    if winner.category != loser.category:
        # the loser's category by name; a straight flush its description calls royal is one (2fb2c4d)
        royal = loser.description.startswith("Royal flush")
        name = "ROYAL FLUSH" if royal else loser.category.replace("_", " ").upper()
        assert words.endswith(name.replace("HIGH CARD", "A HIGH CARD")), (words, loser)


def no_peek_hands(profile: str, seed: int):
    rules = load_profile(profile)
    seats = [SeatInfo(name, "bot", "t") for name in ("Ann", "Bob", "Cy", "Di")]
    table = Table(rules, seats, seed, profile)
    players = [SimplePlayer(seed * 7 + i) for i in range(4)]
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    return rules, table.events_for(None)


def test_beat_now_follows_the_lead_through_real_no_peek_pots():
    """At every round a new row opens, the words say why that row beats the one that led, by the
    face-up cards both showed; the next turned card clears them."""
    checked = kickers = 0
    for profile in ("no-peek", "midnight-baseball", "night-baseball"):
        for seed in range(4):
            rules, events = no_peek_hands(profile, seed)
            leader = None
            for index, event in enumerate(events):
                if event.type == "hand_start":
                    leader, start, gone = None, index, set()
                if event.type == "out" or (event.type == "action" and event.action == "fold"):
                    gone.add(event.seat)
                if isinstance(event, Turn):
                    assert beat_now(events[start : index + 1], rules.wild_ranks) == ""
                if isinstance(event, RoundStart):
                    words = beat_now(events[start : index + 1], rules.wild_ranks)
                    if leader is not None and event.opener != leader and leader not in gone:
                        up = {
                            seat: [
                                e.card
                                for e in events[start:index]
                                if getattr(e, "seat", -1) == seat
                                and e.type in ("turn", "reveal", "deal")
                                and getattr(e, "face", "up") == "up"
                                and e.card is not None
                            ]
                            for seat in (event.opener, leader)
                        }
                        new, old = (
                            showing_of(up[event.opener], rules.wild_ranks),
                            showing_of(up[leader], rules.wild_ranks),
                        )
                        assert new > old  # the engine's beat, by the cards the words are about
                        assert words == beat_words(new, old)  # (beat_words: why_wins in the table's words)
                        # whose rows the words are about: the phone names them (a host play-test's
                        # guest read another seat's "ACES BEAT SEVENS" as about their own hand)
                        taken = lead_taken(events[start : index + 1], rules.wild_ranks)
                        assert taken is not None and (taken.seat, taken.beaten) == (event.opener, leader)
                        checked += 1
                        kickers += words.startswith("KICKER")
                    leader = event.opener
    assert checked > 50 and kickers > 0


def test_every_moment_and_every_strikeout_has_its_meaning():
    for banner in [*MOMENTS.values(), STRIKEOUT]:
        meaning = moment_meaning(banner)
        assert meaning.startswith(banner.rstrip("!") + ":") and len(meaning) > len(banner) + 4
    assert set(MOMENT_MEANINGS) == {*MOMENTS.values(), STRIKEOUT}
    for cause in ("wild_cost", "out"):
        assert moment_meaning(STRIKEOUT, cause) == STRIKEOUT_CAUSES[cause]
        assert STRIKEOUT_CAUSES[cause].startswith("STRIKE THREE: ")
    for meaning in [*MOMENT_MEANINGS.values(), *STRIKEOUT_CAUSES.values()]:  # whole in the banner,
        for places in layout.LAYOUTS.values():  # at either TEXT SIZE (large cut STRIKE THREE's: play-test)
            assert " ".join(meaning_lines(meaning, places)) == meaning


def test_a_moment_is_explained_the_first_time_only_and_not_with_the_hints_off():
    effects = TableEffects()
    effects.on_event(Out(1))
    assert effects.banner == STRIKEOUT and effects.meaning == STRIKEOUT_CAUSES["out"]
    effects.on_event(Out(2))
    assert effects.banner == STRIKEOUT and effects.meaning == ""  # said once at this table
    effects.on_event(ActionTaken(1, "fold", Fraction(0), Fraction(0), why="wild_cost"))
    assert effects.meaning == STRIKEOUT_CAUSES["wild_cost"]  # another cause, its own line
    quiet = TableEffects()
    quiet.hints = False
    quiet.on_event(Out(1))
    assert quiet.banner == STRIKEOUT and quiet.meaning == ""


def test_a_moment_hushed_before_its_meaning_is_explained_the_next_time():
    """A Hold'em newcomer met PERFECT GAME! three times with nothing saying what it is: the pot's
    result (as TAB's skip brings it at once) hushed the words before their meaning came, and the
    meaning was marked said. Hushed once its meaning is up, it is not said again."""
    effects, perfect = TableEffects(), MOMENTS["straight_flush"]
    effects.show(perfect, who="CASEY")
    assert effects.meaning == MOMENT_MEANINGS[perfect]
    effects.update(0.5, 0.5)  # (the words still up, their meaning to come)
    effects.hush()
    effects.show(perfect, who="BABE")
    assert effects.meaning == MOMENT_MEANINGS[perfect]  # said this time
    effects.update(BANNER_TIME + 0.5, BANNER_TIME + 0.5)  # (the meaning up)
    effects.hush()
    effects.show(perfect, who="YOGI")
    assert effects.meaning == ""


def test_the_log_writes_a_ten_as_the_card_prints_it():
    ten = Card.parse("Th")
    assert card_words(ten) == "10\u2665"
    assert event_words(Turn(0, ten)) == "turns 10\u2665"
    assert card_words(Card.parse("As")) == "A\u2660"


def test_a_price_asked_for_a_ten_names_it_as_the_card_prints_it():
    from engine.actions import ActionKind, LegalActions, Option, SpecialDecision
    from game.telling.decision_words import describe

    legal = LegalActions(
        0,
        (Option(ActionKind.PAY, Fraction(2)), Option(ActionKind.FOLD)),
        SpecialDecision.WILD_COST,
        Card.parse("Th"),
    )
    words = describe(legal)
    assert "10\u2665" in words and "T\u2665" not in words
