"""The director animates a stream of engine events: fed by hand, each event changes the table
model and starts its animation; finishing the animations lands every card in its final state."""

from fractions import Fraction

import pygame
import pytest
from test_ui_support import table_scene

from engine.cards import parse_cards
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    HandEnd,
    HandStart,
    RoundStart,
    SeatInfo,
    SessionStart,
    Showdown,
    Turn,
)
from engine.rules import Rules
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.director import BONUS_HOLD, HOLD, Director
from game.felt.pacing import FLIGHT
from game.felt.table_model import TableModel
from game.platform.tween import Tweens
from game.play.host_facts import Lead
from game.telling.hints import LeadTaken, Target

SEATS = (SeatInfo("You", "human", "human"), SeatInfo("Babe", "bot", "balanced"))


def director():
    model, tweens = TableModel(), Tweens()
    d = Director(model, tweens, human=0, style_labels={1: "Rock hard"})
    d.play(SessionStart("baseball", Rules(), SEATS, 1, 8))
    d.play(HandStart(1, 1, None))
    return d, model, tweens


def test_a_deal_flies_from_the_stock_then_flips_and_names_the_showing_hand():
    d, model, tweens = director()
    card = parse_cards("Kd")[0]
    d.play(Deal(1, card, "up", "street"))
    sprite = model.seats[1].cards[0]
    assert sprite.flight == 0 and not sprite.shown and tweens.busy
    assert layout.STOCK_RECT.contains(
        pygame.Rect(sprite.origin, (CARD_W, CARD_H))
    )  # drawn at its origin at flight 0
    tweens.finish_all()
    assert sprite.flight == 1 and sprite.shown and model.seats[1].showing == "King high"
    assert model.seats[1].style == "Rock hard" and model.stock == 51


def test_own_hidden_cards_are_shown_to_their_owner_and_others_stay_backs():
    d, model, tweens = director()
    d.play(Deal(0, parse_cards("7h")[0], "down", "street"))
    d.play(Deal(1, None, "down", "street"))  # the human's view of another seat's hidden card
    tweens.finish_all()
    mine, theirs = model.seats[0].cards[0], model.seats[1].cards[0]
    assert mine.shown and mine.face == "down"  # drawn face up, marked as hidden from the others
    assert theirs.card is None and not theirs.shown


def test_a_bonus_card_gets_its_flourish_and_a_wild_card_its_mark():
    d, model, tweens = director()
    d.play(Deal(1, parse_cards("4c")[0], "up", "street"))
    hold = d.play(Deal(1, parse_cards("9s")[0], "up", "bonus"))
    bonus = model.seats[1].cards[1]
    assert hold == BONUS_HOLD > HOLD["deal"]  # the deal pauses for the bonus
    assert bonus.flourish == 1.0 and model.popups == []  # its BONUS! rises as it lands, with its line
    tweens.update(FLIGHT + 0.01)
    assert [p.text for p in model.popups] == ["BONUS!"] and str(model.log[-1]).startswith("Babe earns")
    tweens.finish_all()
    assert bonus.wild and bonus.shown and bonus.flourish == 0
    assert model.seats[1].showing == "Pair of fours"


def test_a_bonus_card_is_logged_as_it_lands():
    """A newcomer's play-test read "earns a bonus card" in the log while the card was still in
    the stock's hand: the log says it when the card lands."""
    d, model, tweens = director()
    d.play(Deal(1, parse_cards("4c")[0], "up", "street"))
    d.play(Deal(1, parse_cards("9s")[0], "up", "bonus"))
    assert not any("+1 card" in line for line in model.log)
    tweens.update(FLIGHT / 2)
    assert not any("+1 card" in line for line in model.log)  # still in the air
    tweens.update(FLIGHT)
    assert [line for line in model.log if "+1 card" in line] == [
        f"{model.seats[1].name} earns +1 card face up for the 4"
    ]


def test_chips_go_into_the_pot_and_out_to_the_winner_and_balances_follow_the_events():
    d, model, tweens = director()
    d.play(Ante(0, Fraction(1)))
    d.play(Ante(1, Fraction(1)))
    d.play(ActionTaken(1, "bet", Fraction(1), Fraction(1)))
    # the pot and the nets move when the chips land (2c7735b), the bet level at once
    assert model.pot == 0 and model.chips and model.level == 1
    assert [s.net for s in model.seats] == [0, 0]
    tweens.finish_all()
    assert not model.chips and model.pot_chips > 0 and model.pot == 3
    assert [s.net for s in model.seats] == [-1, -2]
    d.play(Award(1, Fraction(3), "uncontested"))
    assert model.pot_chips == 0 and model.chips and model.pot == 3  # flying to the winner
    tweens.finish_all()
    assert model.pot == 0 and [s.net for s in model.seats] == [-1, 1]
    d.play(HandEnd(1, (Fraction(-1), Fraction(1))))
    assert [s.balance for s in model.seats] == [-1, 1]
    assert model.log[-1].endswith("wins 3")


def test_showdown_reveals_the_hand_lifts_the_best_five_and_labels_each_wild():
    d, model, tweens = director()
    cards = parse_cards("8s 8h 8c 8d 3c 2h 5d")
    for _ in range(2):
        d.play(Deal(1, None, "down", "street"))
    for card in cards[2:6]:
        d.play(Deal(1, card, "up", "street"))
    d.play(Deal(1, None, "down", "street"))
    tweens.finish_all()
    best = tuple(parse_cards("8s 8h 8c 8d 3c"))
    # the director shows the engine's words and stand-ins as they come (it values nothing itself)
    d.play(Showdown(1, tuple(cards), best, "five_of_a_kind", "Five eights", ((best[4], "8"),)))
    tweens.finish_all()
    sprites = model.seats[1].cards
    assert sorted(str(s.card) for s in sprites) == sorted(str(c) for c in cards)
    assert all(s.shown for s in sprites)
    assert {str(s.card) for s in sprites if s.best} == {"8s", "8h", "8c", "8d", "3c"}
    assert all(s.lift > 0 for s in sprites if s.best) and all(s.dim for s in sprites if not s.best)
    assert [(str(s.card), s.label) for s in model.showcase if s.label] == [("3c", "8")]
    assert model.showcase_text == "Babe: Five eights" and model.seats[1].showing == "Five eights"


def test_no_peek_shows_the_human_only_backs(app):
    scene = table_scene(app, profile="midnight-baseball", players=3, seed=2)
    scene.skip()
    app.frame([], 0.0)
    human = scene.model.seats[0]
    assert len(human.cards) == 7 and all(s.card is None and not s.shown for s in human.cards)
    scene.leave()


def test_a_community_card_counts_in_every_showing_hand():
    d, model, tweens = director()
    d.play(Deal(0, parse_cards("Kd")[0], "up", "street"))
    d.play(Deal(1, parse_cards("2c")[0], "up", "street"))
    d.play(Deal(None, parse_cards("Ks")[0], "up", "community"))
    tweens.finish_all()
    assert [seat.showing for seat in model.seats] == ["Pair of kings", "King high"]
    assert d.card_place(None, model.community[0]) == layout.COMMUNITY


def test_no_peek_rows_keep_the_turned_cards_before_the_pile():
    model, tweens = TableModel(), Tweens()
    d = Director(model, tweens, human=0, style_labels={})
    night = Rules(flow="no_peek", cards=9, max_players=5)
    d.play(SessionStart("night-baseball", night, SEATS, 1, 8))
    d.play(HandStart(1, 1, None))
    for _ in range(4):
        d.play(Deal(1, None, "down", "street"))
    d.play(Turn(1, parse_cards("4c")[0]))
    d.play(Deal(1, parse_cards("Kd")[0], "up", "bonus"))  # Night: the four's bonus comes face up
    d.play(Turn(1, parse_cards("7h")[0]))
    tweens.finish_all()
    row = [str(s.card) if s.face == "up" else "pile" for s in model.seats[1].cards]
    assert row == ["4c", "Kd", "7h", "pile", "pile"]
    assert model.seats[1].showing == "King high"


def test_an_exposed_four_lands_face_up_before_its_bonus_card_is_dealt():
    from game.felt.director import FLIGHT, FLIP

    d, model, tweens = director()
    four, bonus = parse_cards("4h 9c")
    hold = d.play(Deal(1, four, "up", "street"))
    assert hold >= FLIGHT + FLIP + 1 / 30  # the next event (the bonus) waits until the four is seen
    for _ in range(round(hold * 60)):  # frame by frame
        tweens.update(1 / 60)
    assert model.seats[1].cards[0].shown
    assert d.play(Deal(1, bonus, "up", "bonus")) == BONUS_HOLD
    assert d.play(Deal(1, parse_cards("5h")[0], "up", "street")) == HOLD["deal"]  # other cards keep the pace


def test_no_peek_the_first_card_turned_leads_and_a_fold_of_the_leader_passes_the_lead():
    """The middle names what must be beaten from the first turn on (the guide says so as it
    happens), and after the leader folds it names the best hand still showing, not the folded one
    nor the reason its row once beat."""
    model, tweens = TableModel(), Tweens()
    d = Director(model, tweens, human=0, style_labels={})
    seats = (*SEATS, SeatInfo("Casey", "bot", "balanced"))
    d.play(SessionStart("night-baseball", Rules(flow="no_peek", cards=9, max_players=5), seats, 1, 8))
    d.play(HandStart(1, 0, None))
    for seat in (0, 1, 2):
        for _ in range(3):
            d.play(Deal(seat, None, "down", "street"))
    d.play(Turn(1, parse_cards("Kd")[0]))
    tweens.finish_all()
    assert model.leader == 1 and model.target == Target("BABE", "KING HIGH")
    d.play(RoundStart(1, 1))
    d.play(ActionTaken(1, "check", Fraction(0), Fraction(0)))
    d.play(Turn(2, parse_cards("7c")[0]))
    d.play(Turn(2, parse_cards("7h")[0]))
    d.play(LeadTaken(2, 1, "PAIR BEATS KING HIGH"))  # the host publishes why, before the round it opens
    d.play(RoundStart(2, 2))
    tweens.finish_all()
    assert model.target == Target("CASEY", "PAIR OF SEVENS") and model.beat == "PAIR BEATS KING HIGH"
    d.play(ActionTaken(2, "fold", Fraction(0), Fraction(0)))
    d.play(Lead(1))  # the host publishes the engine's lead after the fold (PublicView.lead)
    tweens.finish_all()
    assert model.leader == 1 and model.target == Target("BABE", "KING HIGH") and not model.beat


@pytest.mark.parametrize("players", range(2, 9))
def test_a_win_rises_from_the_winners_name_plate_clear_of_their_cards(players):
    """A play-test: "+15" floated over the winning cards at the end of a pot. A win rises from the
    seat's name plate (its balance's line), clear of every card the seat may hold, on the screen."""
    from game.felt.popup_place import POPUP_RISE
    from game.platform.display import HEIGHT, WIDTH
    from game.platform.text import BODY

    model = TableModel()
    director = Director(model, Tweens(), 0, {})
    director.slots = layout.seat_slots(players)
    for seat, slot in director.slots.items():
        director.popup("+12 1/2", seat, (120, 240, 120), on_plate=True)
        x, y = model.popups[-1].pos
        plate = pygame.Rect(0, 0, len("+12 1/2") * BODY + 8, BODY + 8)
        plate.center = (round(x), round(y))
        path = plate.union(plate.move(0, -POPUP_RISE))
        cards = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.cards_bottom - slot.cards_y)
        assert not path.colliderect(cards), (players, seat, path, cards)
        assert pygame.Rect(0, 0, WIDTH, HEIGHT).contains(path), (players, seat)
        assert slot.x <= path.left and path.right <= slot.x + slot.width, (players, seat)
