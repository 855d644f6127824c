"""Words about cards come when the cards are shown (the road's first item: no screen tells something
before the TV shows it). Play-testers read "Casey shows straight to the jack" before Casey's hole
cards had turned face up, "Zoe opens: best showing" before the upcards that decide it had landed,
and the phones showed a move's cards while the TV's were still turning."""

from __future__ import annotations

import pytest
from party_support import Party
from test_ui_support import Tape
from tv_presenter import paced_tv, tv_frame

from engine.cards import parse_cards
from engine.events import Deal, HandStart, RoundStart, SeatInfo, SessionStart, Showdown, Turn
from engine.profile import load_profile
from engine.rules import Rules
from game.felt.director import Director
from game.felt.table_model import CardSprite, TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.host_facts import Fact

SEATS = (
    SeatInfo("You", "human", "human"),
    SeatInfo("Casey", "bot", "balanced"),
    SeatInfo("Zoe", "bot", "balanced"),
)
STEP = 0.01  # seconds a frame: finer than any flip


def table(facts: list[Fact]) -> tuple[TablePlayer, TableModel, Tape]:
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, human=0, style_labels={})
    tape = Tape([SessionStart("baseball", Rules(), SEATS, 1, 8), HandStart(1, 2, None), *facts])
    player = TablePlayer(director, tweens, tape)
    player.fetch()
    return player, model, tape


def frame(player: TablePlayer) -> None:
    player.advance(STEP, 1.0)
    while player.next_event() is not None:
        pass
    player.settle()


def said(model: TableModel, words: str) -> bool:
    return any(words in line for line in model.log)


def test_a_shown_hand_is_told_once_its_hole_cards_are_face_up():
    cards = parse_cards("Jh Tc 9d 8s 7h 2c 3d")
    ups = [Deal(1, card, "up", "street") for card in cards[2:6]]
    downs = [Deal(1, None, "down", "street") for _ in range(3)]
    best = tuple(cards[:5])
    showdown = Showdown(1, tuple(cards), best, "straight", "Straight to the jack", ())
    player, model, _ = table([*downs[:2], *ups, downs[2], showdown])
    casey = model.seats
    told_at = None
    for _ in range(2000):
        frame(player)
        casey = model.seats[1].cards
        if said(model, "Casey shows straight to the jack"):
            # its face drawn: turned, or past the half of its turn, where the face shows (cd4c1d1)
            told_at = [sprite.shown or (sprite.turning and sprite.flip >= 0.5) for sprite in casey]
            break
    assert told_at is not None, model.log
    assert all(told_at), told_at  # every card of the hand showing its face when its words are said
    assert model.showcase_text == "Casey: Straight to the jack"
    assert model.seats[1].showing == "Straight to the jack"


def test_the_opener_is_told_once_the_upcards_that_decide_it_have_landed_face_up():
    ups = parse_cards("Kd 9s 5c")
    deals = [Deal(seat, None if seat else parse_cards("2h")[0], "down", "street") for seat in range(3)]
    deals += [Deal(seat, card, "up", "street") for seat, card in enumerate(ups)]
    player, model, _ = table([*deals, RoundStart(1, 1)])
    for _ in range(2000):
        frame(player)
        if said(model, "Casey opens 3rd street: best showing"):
            break
    else:
        raise AssertionError(model.log)
    upcards = [sprite for seat in model.seats for sprite in seat.cards if sprite.face == "up"]
    assert len(upcards) == 3 and all(sprite.shown for sprite in upcards)


def test_a_fact_counts_as_shown_only_once_its_card_has_landed_face_up():
    """The host gives the phones the stream as far as the TV has shown it (Cursor.shown)."""
    card = parse_cards("Kd")[0]
    player, model, tape = table([Deal(2, card, "up", "street")])
    for _ in range(2000):
        frame(player)
        player.report(False)
        sprite = model.seats[2].cards[0] if model.seats and model.seats[2].cards else None
        assert tape.shown < 3 or (sprite is not None and sprite.shown), "counted shown while turning"
        if tape.shown == 3:
            break
    assert tape.shown == 3  # the session, the deal and the card: all shown in the end


def test_a_phone_shows_a_card_only_once_the_tv_has_it_face_up():
    """At a party, with the TV pacing the table: every upcard in a phone's state is face up on the TV."""
    party = Party(seats=3)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    party.join(1, "Ann")
    room.start()
    checked = 0
    for _ in range(600):
        tv_frame(tv, STEP)
        party.tick(STEP)
        state = party.last(1, "state")
        if state is None or state["phase"] != "play":
            continue
        on_tv = {str(s.card) for seat in model.seats for s in seat.cards if s.face == "up" and s.shown}
        on_phone = {card for player in state["players"] for card in player["up"]}
        assert on_phone <= on_tv, (sorted(on_phone - on_tv), state["turn"])
        checked += bool(on_phone)
    assert checked  # the phone did show upcards, and only those the TV had turned


def test_your_showing_hand_names_only_the_cards_landed_face_up():
    """A newcomer read "SHOWING Eight high" while the eight still flew to their seat: the seat's
    words name a card once it lies face up (its flight and turn over), never from what is dealt."""
    king, queen, eight = parse_cards("Kh Qc 8d")
    player, model, _ = table(
        [Deal(0, king, "down", "street"), Deal(0, queen, "down", "street"), Deal(0, eight, "up", "street")]
    )
    you = model.seats
    read = []
    for _ in range(300):
        frame(player)
        you = model.seats[0]
        if you.cards:
            read.append((you.showing, you.best, [s.shown for s in you.cards]))
    assert any(best for _, best, _ in read), read  # your two hidden cards were named once landed
    for showing, best, shown in read:
        eight_down = len(shown) < 3 or not shown[2]
        if eight_down:  # the eight not face up on the felt yet: no word of it
            assert showing == "" and "ight" not in best, (showing, best, shown)
    assert read[-1][0] == "Eight high" and read[-1][1] == "King high", read[-1]


def face_drawn(sprite: CardSprite, still: bool) -> bool:
    """The card's face is on the screen this frame, as game.felt.card_draw draws it: past the half
    of its turn while it turns, else once shown (with REDUCED MOTION: once shown)."""
    if sprite.turning and not still:
        return sprite.flip >= 0.5
    return sprite.shown


@pytest.mark.parametrize("still", [False, True], ids=["moving", "reduced-motion"])
@pytest.mark.parametrize(("seat", "words"), [(1, "Casey turns 2♥"), (0, "You turn 2♥")])
def test_a_turned_cards_line_comes_with_its_face_never_before(seat, words, still):
    """No Peek: 'Casey turns 2♥' was in the log about 0.08 s (FLIP * FACE_SHOWS) before the 2's face
    was drawn. Frame by frame, 1/100 s a frame: the line is in the log exactly when the face is."""
    deals = [Deal(s, None, "down", "street") for _ in range(3) for s in range(3)]
    facts = [
        SessionStart("night-baseball", load_profile("night-baseball"), SEATS, 1, 8),
        HandStart(1, 2, None),
    ]
    facts += [*deals, Turn(seat, parse_cards("2h")[0])]
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, human=0, style_labels={})
    director.bots = {1, 2}
    director.still = still
    player = TablePlayer(director, tweens, Tape(facts))
    player.fetch()
    sprite, frames = None, []
    for _ in range(600):
        frame(player)
        if sprite is None and len(player.pot_events) == 1 + len(deals):  # the pile dealt, before the turn
            sprite = next(s for s in model.seats[seat].cards if s.face == "down")
        if sprite is not None:
            frames.append((said(model, words), face_drawn(sprite, still)))
    assert (True, True) in frames, model.log  # turned and told
    assert all(told == drawn for told, drawn in frames), frames
