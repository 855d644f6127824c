"""The phones' pot, nets and cards follow the TV as its chips and cards land (a host play-test with
three phones: the pot and the nets waited for the whole move, a bet's chips and the next street, and
a new pot's deal reached the phones all at one moment while the TV dealt it card by card). Never
before the TV: a bet's pot shows once its chips are in the TV's pot, a card once it lies on the TV.
The TV here is the party TV's presenter (game.felt.table_player) stepped a frame at a time."""

from __future__ import annotations

from fractions import Fraction

from party_support import Party
from tv_presenter import paced_tv, tv_frame

from game.felt.director import Director
from game.felt.table_model import CardSprite, ChipSprite, TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens

STEP = 0.02  # seconds a TV frame
GUEST = 1
CARD_MOTION = {"flight", "flip"}  # a card flying or turning


def passive(kinds: list[str]) -> str:
    """Stay in, calling what is bet (the bots' bets move chips for the phones to follow)."""
    for kind in ("call", "check", "decline", "turn"):
        if kind in kinds:
            return kind
    return kinds[0]


def landed_at(tv: TablePlayer, model: TableModel, seat: int) -> int:
    """How many cards lie at `seat` on the TV: not flying, and a card dealt face up turned over (a
    hand shown down turning its face-down cards still has them)."""

    def moving(sprite: CardSprite, goal: str) -> bool:
        return any(t.target is sprite and goal in t.goals for t in tv.tweens.items)

    cards = model.seats[seat].cards
    return sum(1 for c in cards if not moving(c, "flight") and not (c.face == "up" and moving(c, "flip")))


def played_party(profile: str, pots: int, look) -> None:
    """A party of `profile` (3 seats, the guest at the phone calling) with a paced TV, played to
    the end of pot `pots`; `look(frame_time, tv, model, seat, state)` each frame once the phone
    shows the table (the first pot's deal too: it came to the phones all at once at its end)."""
    party = Party(profile, seats=3)
    room = party.room
    cursor = room.host.attach(None, paces=True)
    tv, model = paced_tv(room.n, cursor)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    seat = next(s for s, card in enumerate(room.seat_cards()) if card.name == "Ann")
    for frame in range(60000):
        tv_frame(tv, STEP)
        party.tick(STEP)
        party.answer(passive)
        if model.hand > pots:
            return
        state = party.last(GUEST, "state")
        if model.hand >= 1 and state is not None and state["phase"] == "play" and state["hand"] >= 1:
            look(frame * STEP, tv, model, seat, state)
    raise AssertionError("the pots were not played")


def test_a_new_pots_deal_reaches_the_phone_card_by_card_as_the_tv_lands_each():
    tv_at: dict[tuple[int, int], float] = {}  # (pot, cards at the guest's seat) -> when the TV had them still
    phone_at: dict[tuple[int, int], float] = {}  # ... -> when the phone's state first had them
    moments: dict[int, set[float]] = {}  # pot -> the moments the phone's row grew during its first deal

    def look(now, tv, model, seat, state):
        row = state["players"][seat]
        shown = len(row["up"]) + row["down"]
        landed = landed_at(tv, model, seat)
        hand = state["hand"]
        assert hand != model.hand or shown <= landed, (
            f"pot {hand}: the phone shows a card the TV has not landed"
        )
        assert len(state["you"]["hidden"]) == row["down"], "the phone's own face-down cards are in its hand"
        for count in range(1, landed + 1):
            tv_at.setdefault((model.hand, count), now)
        for count in range(1, shown + 1):
            if (hand, count) not in phone_at:
                phone_at[hand, count] = now
                if count <= 3:  # the first deal: two down and one up
                    moments.setdefault(hand, set()).add(now)

    played_party("baseball", 3, look)
    lags = [phone_at[key] - at for key, at in tv_at.items() if key in phone_at]
    assert len(lags) >= 10 and set(tv_at) == set(phone_at)
    assert min(lags) >= 0 and max(lags) <= 0.1, sorted(lags)  # each card within a frame or so of the TV's
    assert all(len(seen) == 3 for seen in moments.values()) and sorted(moments) == [1, 2, 3], moments


def test_the_pot_and_the_nets_on_the_phone_change_as_the_tvs_chips_land():
    """Frame by frame the phone says the TV's pot and nets, which change as a payment's chips land
    (game.felt.money_in_flight), while chips fly too."""
    checked = {"still": 0, "flying": 0}

    def look(now, tv, model, seat, state):
        pot = Fraction(state["pot"])
        if state["hand"] != model.hand:  # (the TV deals a pot the phone's state has not begun)
            return
        assert pot == model.pot, (now, pot, model.pot)
        nets = [Fraction(row["net"]) for row in state["players"]]
        assert nets == [s.net for s in model.seats], (now, nets)
        checked["flying" if model.chips else "still"] += 1

    played_party("baseball", 3, look)
    assert checked["still"] > 100 and checked["flying"] > 20, checked


def test_a_fact_counts_shown_once_its_own_chips_and_cards_have_landed():
    """The TV counts each fact shown when what it moved lies still, in order, and not later (it
    counted a bet shown as its chips took off, and a whole deal only once no card moved at all)."""
    party = Party("baseball", seats=3)
    room = party.room
    cursor = room.host.attach(None, paces=True)
    model, tweens = TableModel(), Tweens()
    tv = TablePlayer(Director(model, tweens, room.n, {}), tweens, cursor)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    moved: dict[int, list[object]] = {}  # a fact's place in the stream -> the chips and cards it set moving

    def still(sprite: object) -> bool:
        if isinstance(sprite, ChipSprite):
            return not any(chip is sprite for chip in model.chips)
        return not any(t.target is sprite and CARD_MOTION & set(t.goals) for t in tweens.items)

    early = 0  # frames where a fact was counted shown while another's card still moved
    kinds: set[str] = set()
    for _ in range(4000):
        before = cursor.shown
        tv.fetch()
        tv.advance(STEP, 1.0)
        while True:
            place = tv.played
            running = list(tweens.items)
            fact = tv.next_event()
            if fact is None:
                break
            # the chips and cards its tweens move (a card turned over or folded away is an old one)
            new = [t.target for t in tweens.items if not any(t is old for old in running)]
            moved[place] = [x for x in new if isinstance(x, (ChipSprite, CardSprite))]
        tv.settle()
        tv.report(False)
        party.tick(STEP)
        for place in range(before, cursor.shown):  # counted shown: what it moved lies still
            assert all(still(sprite) for sprite in moved.get(place, [])), place
            kinds.update(type(sprite).__name__ for sprite in moved.get(place, []))
        if cursor.shown < tv.played:  # the next fact to count still moves something (else: late)
            assert not all(still(sprite) for sprite in moved.get(cursor.shown, [])), cursor.shown
        if cursor.shown > before and tv.cards_moving():
            early += 1
        party.answer(passive)
    assert kinds == {"ChipSprite", "CardSprite"} and early >= 10, (kinds, early)


def test_every_seats_cards_reach_the_phone_as_the_tv_lands_them_the_dealers_last_after_a_bonus():
    """A host play-test's dealer phone showed every seat's upcard but its own for about a second: a
    four dealt face up earns its bonus card at once, so the dealer's upcard, dealt last, waits for
    it on the TV too. The phone shows each seat's cards (a bonus card's, the dealer's) as the TV
    lands them, within a frame or so, never before."""
    tv_at: dict[tuple[int, int, int], float] = {}  # (pot, seat, cards there) -> when the TV had them
    phone_at: dict[tuple[int, int, int], float] = {}
    bonus_at: dict[int, float] = {}  # pot -> when the phone first showed a bonus card in it

    def look(now, tv, model, seat, state):
        hand = state["hand"]
        for row in state["players"]:
            phone_at.setdefault((hand, row["seat"], len(row["up"]) + row["down"]), now)
        for number in range(len(model.seats)):
            tv_at.setdefault((model.hand, number, landed_at(tv, model, number)), now)
        if any(row["bonus"] for row in state["players"]):
            bonus_at.setdefault(hand, now)

    played_party("baseball", 6, look)
    lags = [phone_at[key] - at for key, at in tv_at.items() if key in phone_at and key[2] > 0]
    assert {key for key in tv_at if key[2] > 0} <= set(phone_at)
    assert len(lags) >= 60 and min(lags) >= 0 and max(lags) <= 0.1, sorted(lags)[-5:]
    # the play-test's pot: a seat's first upcard (its third card) came after another's bonus card
    late = [
        key for key, at in phone_at.items() if key[2] == 3 and key[0] in bonus_at and at > bonus_at[key[0]]
    ]
    assert late, "no pot dealt a four's bonus card before a seat's first upcard"
