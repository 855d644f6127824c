"""One namer for a hand's name (game.telling.hand_words.HandName), one long form and one short form:
a newcomer's play-test read "Pair of eights" beside "Pair of 8s", "Straight to the jack" beside
"Straight to 8" and "Ace high (9 is wild)" beside "Ace, 9 wild" on one screen, and a phone saying
"Ace high" where the TV said "Ace high (3 is wild)". Every place that names a hand says one of the
two forms (a seat's line too narrow even for the short one, the name alone), the table one form
at a time, and the phones get the TV's words from the server."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st
from party_support import Party

from engine.cards import ALL_CARDS, parse_cards
from game.felt.hands_shown import read_hands
from game.felt.log_forms import at_rung
from game.felt.seat_words import any_ranks_letters, fit_words
from game.felt.table_model import CardSprite, Seat, TableModel
from game.telling.hand_forms import in_capitals, in_sentence
from game.telling.hand_words import form_ladder, fuller_first, hand_name
from game.telling.hints import target_from
from game.telling.rules_words import rank_name
from game.telling.wild_reason import showing_words

WILDS = st.sampled_from([frozenset(), frozenset("39"), frozenset("3"), frozenset("9")])
SHOWING = st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=5, unique=True)
NARROW = "\u2026"  # a seat's last resort: cut


def tv_showing(cards, wilds) -> str:
    """What the TV's seat says for face-up `cards` (game.felt.hands_shown, as the director calls it)."""
    model = TableModel(seats=[Seat("Ann", "", False)], wild_ranks=wilds)
    model.seats[0].cards = [CardSprite(card, "up", shown=True) for card in cards]
    read_hands(model, 0, human=1)
    return model.seats[0].showing


@settings(max_examples=300, deadline=None)
@given(SHOWING, WILDS, st.integers(10, 26), st.integers(1, 2), st.integers(0, 2))  # (a seat line: 11 up)
@example(parse_cards("2d 3c 7d 3d 5d"), frozenset("39"), 10, 1, 0)  # a wild flush: hypothesis found it
@example(parse_cards("Kh 9h 7h 4h 2h"), frozenset(), 26, 2, 1)
@example(parse_cards("2c 2d 3c 3d"), frozenset(), 14, 1, 0)  # "Pairs, 3s & 2s": hypothesis found it
@example(parse_cards("2c 2d 3c 3d"), frozenset(), 21, 1, 1)  # (one line of 21: the tight form)
@example(parse_cards("Tc Td Th 9d 9s"), frozenset(), 15, 1, 2)  # BEST's line at large: "10s full of 9s"
@example(parse_cards("Th 9h 8h 7h 6h"), frozenset(), 15, 1, 2)  # and "Str flush to 10"
def test_every_place_says_the_long_or_the_short_form_of_the_one_name(cards, wilds, columns, lines, rung):
    words = tv_showing(cards, wilds)
    name = hand_name(words)
    assert words == name.long == showing_words(cards, wilds)
    # the screen's one form: 0 the long, 1 the short, 2 the tight (seat_words.table_rung never goes
    # further), each from the one table of forms (hand_words.TIGHT_FORMS: no "Pairs, 3s & 2s" nor
    # "8s full of 6s" on a screen saying "Full house, 8s over 6s")
    said = form_ladder(words)[rung]
    assert said == (name.long, name.short, name.tight)[rung]
    # (BEST's line at TEXT SIZE large; two pair's ranks after its name take 19: "Two pair" says it there)
    two_pair = name.tight.startswith("Two pair, ") and len(name.tight) <= 19
    assert len(name.tight) <= 15 or name.tight == name.short or two_pair, name
    # a seat: the screen's form, else (its line too narrow) a shorter one of the ladder (at the
    # tight form, which every shipped table says, only its name alone), else cut
    seat = " ".join(fit_words(words, columns, lines, rung))
    assert seat in form_ladder(words)[rung:] or seat.endswith(NARROW), (seat, name)
    # a seat with room for the screen's form says it; on one line, only where every hand of its kind
    # fits it (any_ranks_letters: "Two pair, 3's and 2's" in 21 columns, where "10's and 9's" would
    # not, says the tight form, as every two pair on such a line: hypothesis found it)
    if len(said) <= columns and (lines > 1 or any_ranks_letters(said) <= columns):
        assert seat == said
    # the log: "Ann shows ..." in the screen's form, its shortened words spelt out (fuller_first: a
    # host's play-test read "Zoë shows str flush to 8" in the TV's log with the room for the whole)
    whole = fuller_first([said], form_ladder(words))[0]
    assert at_rung(f"Ann shows {in_sentence(words)}", rung) == f"Ann shows {in_sentence(whole)}"
    # No Peek's hand to beat, in the middle's capitals: the same name (and the kickers it leaves out)
    target = target_from("Ann", cards, wilds)
    assert target is not None
    hand = target.line(rung=rung).removeprefix("BEAT ANN: ")
    if name.tag == "Flush":  # the middle names a flush's five cards, all of which decide ("FLUSH,
        # A K 7 5 2"), led by the high card the name says ("Flush, ace high" / "Flush, A high")
        fives = hand.removeprefix("FLUSH, ").split()
        assert (
            len(fives) == 5
            and hand_name(f"Flush, {rank_name(fives[0].replace('10', 'T'))} high").long == name.long
        ), (hand, said)
    else:
        assert hand.startswith(in_capitals(said)), (hand, said)


def test_the_short_form_is_one_form_per_hand():
    assert hand_name("Pair of eights").short == "Pair of 8's"
    assert hand_name("Straight to the jack").short == "Straight to J"
    assert hand_name("Three queens").short == "Three Q's"
    assert hand_name("Ace high (9\xa0is\xa0wild)").short == "Wild 9 = A"
    # a third form between the two is gone: "Straight to jack" was one
    assert form_ladder("Straight to the jack")[:2] == ["Straight to the jack", "Straight to J"]


def test_the_phones_say_the_tvs_words_for_the_same_cards():
    """Each row a phone lists says what the TV's seat says for the same face-up cards, the lone wild's
    reason too (a newcomer's phone said "Ace high" where the TV said "Ace high (3 is wild)")."""
    party = Party("baseball", seats=4, seed=3)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    checked, wild = 0, 0

    def check() -> bool:
        nonlocal checked, wild
        table, state = party.room.table, party.last(1, "state")
        if table is None or state is None or state["phase"] != "play":
            return False
        wilds = frozenset(table.view(0).rules.wild_ranks)
        for row in state["players"]:
            if row["up"] and row["in"] and row["down"]:  # (shown down: the showdown's words)
                cards = parse_cards(" ".join(row["up"]))
                assert row["showing"] == tv_showing(cards, wilds), row
                checked += 1
                wild += "wild" in row["showing"]
        return party.room.host.deals > 6 and wild > 0

    party.play_until(check, random.Random(5).choice)
    assert checked > 20 and wild > 0, (checked, wild)


def test_the_showcase_says_the_hand_in_the_seats_form(app):
    """The cards shown in the middle at a showdown: "Babe: Pair of 8s" where the seats say their
    hands short, not "Babe: Pair of eights" (its caption's name was read as part of the hand)."""
    from test_ui_card_rows import table

    from engine.cards import parse_cards
    from game.felt import layout
    from game.felt.showcase import showcase_sprites
    from game.felt.table_draw import TableRenderer
    from game.platform.frame_log import FRAME

    director, model, _ = table(2, layout.NORMAL, {})
    for seat, words in {0: "Full house, queens over fours", 1: "Full house, aces over fives"}.items():
        model.seats[seat].showing, model.seats[seat].revealed = words, True
    model.showcase = showcase_sprites(tuple((card, None) for card in parse_cards("8h 8d Ks 7c 2d")), "39")
    model.showcase_text = "Babe: Pair of eights"
    FRAME.clear()
    renderer = TableRenderer(app.text, app.cards, places=layout.NORMAL)
    renderer.draw(app.display.canvas, model, director)
    said = [item.text for item in FRAME.texts()]
    assert renderer.rung == 2 and "Babe: Pair of 8's" in said, said


def test_the_phones_name_hands_in_the_form_the_tv_says_them():
    """Where the TV's seats say their hands short ("Pair of 8s"), the phones' rows, best and No
    Peek target say them short too, from their next state; long again as the TV is (the party TV
    tells the room its form each frame: HostControls.hands_said)."""
    party = Party("midnight-baseball", seats=4, seed=3)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def showing() -> bool:
        state = party.last(1, "state")
        return bool(state and state["phase"] == "play" and state["target"])

    party.play_until(showing, random.Random(5).choice)
    long = party.last(1, "state")
    party.room.controls.hands_said(1)
    party.drain()
    short = party.last(1, "state")
    assert short is not long and short["turn"] == long["turn"]
    for before, after in zip(long["players"], short["players"], strict=True):
        assert after["showing"] == (hand_name(before["showing"]).short if before["showing"] else "")
    whose, _, hand = long["target"].partition(": ")
    assert short["target"] == f"{whose}: {in_capitals(hand_name(hand.capitalize()).short)}"
    assert short["you"]["best"] == (hand_name(long["you"]["best"]).short if long["you"]["best"] else "")
    assert any(a["showing"] != b["showing"] for a, b in zip(long["players"], short["players"], strict=True))
    party.room.controls.hands_said(0)
    party.drain()
    assert party.last(1, "state")["players"] == long["players"]


def test_the_party_tv_tells_the_room_its_one_form_for_the_whole_party(app):
    """The phones name hands in the TV's form, and it never changes once the table has its seats (a
    play-test's phones read "Pair of sixes", "Pair of K's" and "Pair of 8s" as the TV's form
    followed the hands on its seats)."""
    from party_sweep import FAVOURED, STEP, guest_moves, open_party, tv_table

    party, devices = open_party("baseball", 6, seed=11)
    try:
        room = party.room
        table = tv_table(app, party, devices)
        said: list[int] = []
        for _frame in range(1500):
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                kinds = table.offered.kinds
                table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
            drawn = table.renderer.rung  # (the last frame's: the next update tells the room)
            app.frame([], STEP)
            assert room.hand_form == drawn
            if table.director.slots:  # (drawn on them: the frame just drawn)
                said.append(table.renderer.rung)
        assert len(said) > 1000 and set(said) == {2}, said  # six seats: the side ones hold no full house
    finally:
        party.close()


def test_the_phones_result_names_the_hands_as_the_tvs_result_box_does():
    """The result box says the hands in the seats' form (ResultView.named); a phone's result card
    gets the same words: short while the TV's are."""
    party = Party("baseball", seats=4, seed=3)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.room.controls.hands_said(1)

    def shown_down() -> bool:
        result = party.last(1, "hand_result")
        return bool(result and result["showdown"])

    party.play_until(shown_down, random.Random(5).choice)
    result = party.last(1, "hand_result")
    long = {shown["seat"]: shown["hand"] for shown in result["showdown"]}
    named = [*result["result"]["winning"], *filter(None, [result["result"]["beaten"]])]
    assert named and all(hand["words"] == hand_name(long[hand["seat"]]).short for hand in named), named
