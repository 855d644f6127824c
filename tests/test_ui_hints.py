"""The hints where they are shown: No Peek's target and why a beat beats in the middle of the table
and on every phone (the same words), the bonus card's mark, the chart's examples, the words of the
game and the pause menu's legend."""

from __future__ import annotations

import random
from fractions import Fraction

import pygame
import pytest
from party_support import Party
from test_guided import guide_until
from test_hints import beat_now
from test_ui_support import drawn_by, key, press, run_until, settle, table_scene

from engine.cards import parse_cards
from engine.events import HandStart, RoundStart, SeatInfo, Turn
from engine.profile import load_profile
from engine.table import Table
from engine.view import best_of
from game.felt import layout
from game.felt.centre_words import centre_lines
from game.felt.table_model import TableModel
from game.party import room_states
from game.platform import palette
from game.screens import openers
from game.screens.table_scene import TableScene
from game.telling.glossary import glossary
from game.telling.hand_chart import EXAMPLES, wild_example
from game.telling.hints import Target, target_from

SYMBOLS = {"\u2660": "s", "\u2665": "h", "\u2666": "d", "\u2663": "c"}


def test_the_middle_says_the_target_while_turning_and_the_beat_under_the_bet():
    model = TableModel(no_peek=True)
    model.target = Target("YOGI", "PAIR OF ACES, J 8 7")
    assert centre_lines(model, hints=True) == ["BEAT YOGI:", "PAIR OF ACES, J 8 7"]  # too long for one
    model.target = Target("YOGI", "PAIR OF ACES")
    assert centre_lines(model, hints=True) == ["BEAT YOGI: PAIR OF ACES"]
    model.round, model.level, model.beat = 2, Fraction(1), "KICKER: JACK BEATS TEN"
    # while a round is bet, the bet, who leads (nobody turns: a host play-test read BEAT YOGI over
    # players who checked and bet), then why it beat
    assert centre_lines(model, hints=True) == ["BET 1", "YOGI LEADS: PAIR OF ACES", "KICKER: JACK BEATS TEN"]
    assert centre_lines(model, hints=False) == ["BET 1", "YOGI LEADS: PAIR OF ACES"]
    model.target = None  # nobody leads
    assert centre_lines(model, hints=False) == ["BET 1"]
    model.target, model.beat = Target("YOGI", "ACE, SIX"), "SIX BEATS NO SECOND CARD"
    # a beat over a row with no second card: one line under who leads (beat_words' plain words)
    assert centre_lines(model, hints=True) == ["BET 1", "YOGI LEADS: ACE, SIX", "SIX BEATS NO SECOND CARD"]


def test_a_long_target_wraps_and_is_never_cut_and_the_centre_keeps_to_three_lines():
    model = TableModel(no_peek=True)
    model.target = Target("BABE", "FULL HOUSE, QUEENS OVER FOURS")  # the hand alone is longer than the centre
    lines = centre_lines(model, hints=True)
    assert lines == ["BEAT BABE: FULL HOUSE,", "QUEENS OVER FOURS"]
    assert " ".join(lines) == model.target.line()
    model.round, model.level, model.beat = 2, Fraction(1), "FULL HOUSE BEATS TWO PAIR"
    betting = ["BET 1", "BABE LEADS: FULL HOUSE,", "QUEENS OVER FOURS"]  # who leads, while bet
    assert centre_lines(model, hints=True) == betting  # the why gives way to the target


def test_a_no_peek_table_shows_what_must_be_beaten_and_why_a_beat_beat(app, monkeypatch):
    scene = table_scene(app, "no-peek", players=4, seed=7)
    seen_target = seen_beat = False
    for _frame in range(6000):
        model = scene.model
        if scene.player.caught_up and model.leader is not None and not seen_target and not model.round:
            words = " ".join(text for text, _ in drawn_by(app, scene, monkeypatch))
            seat = model.seats[model.leader]
            assert ("YOU LEAD:" if seat.human else f"BEAT {seat.name.upper()}:") in words
            seen_target = True
        if scene.player.caught_up and model.beat and not seen_beat:
            assert model.beat == beat_now(scene.director.hand_events, model.wild_ranks)
            words = [text for text, _ in drawn_by(app, scene, monkeypatch)]
            assert " ".join(words).count(model.beat.split(": ")[-1].split()[-1]) >= 1
            assert any(model.beat.startswith(text) for text in words)
            seen_beat = True
        if seen_target and seen_beat:
            return
        if scene.buttons is not None:
            kinds = [option.kind for option in scene.table.legal_actions().options]
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError(f"target seen {seen_target}, beat seen {seen_beat}")


def test_the_bonus_card_keeps_its_mark_while_the_hints_are_on(app):
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    scene = app.stack.top  # the guided hand: your four turned up earns a bonus card

    def bonus():  # (landed)
        return next((s for seat in scene.model.seats for s in seat.cards if s.bonus and s.flight >= 1), None)

    guide_until(app, scene, lambda: bonus() is not None and not scene.tweens.busy, "a bonus card")
    sprite = bonus()
    seat = next(number for number, s in enumerate(scene.model.seats) if sprite in s.cards)
    x, y = scene.director.card_place(seat, sprite)
    tag = (round(x) + 3, round(y) + 56 - 8)  # the + tag's orange, inside the card's lower left corner
    scene.draw(app.display.canvas)
    marked = app.display.canvas.get_at(tag)[:3]
    before = (round(x) - 2, round(y) + 56 - 8)  # the card before it in the row (the four)
    assert app.display.canvas.get_at(before)[:3] != palette.ORANGE  # its suit stays in view
    app.settings.hints = False
    scene.renderer.hints = False  # (the scene takes the setting at its next update)
    scene.draw(app.display.canvas)
    plain = app.display.canvas.get_at(tag)[:3]
    assert marked == palette.ORANGE and plain != palette.ORANGE


def test_the_phones_get_the_tvs_target_and_beat_and_the_leader_reads_you_lead():
    party = Party("midnight-baseball", seed=4)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    seen_target = seen_beat = seen_lead = False
    rng = random.Random(2)

    def check() -> bool:
        nonlocal seen_target, seen_beat, seen_lead
        table = party.room.table
        state = party.last(1, "state")
        if table is None or state is None or state["phase"] != "play" or state["turn"] != party.room.version:
            return False
        view = table.view(0)
        best = room_states.leader(view)
        if best is not None:
            name = None if best == 0 else party.room.seat_cards()[best].name
            # the TV's words for the leader's cards, a lone wild's reason too (hands_shown.aim)
            target = target_from(name, (*view.upcards[best], *view.community), view.rules.wild_ranks)
            assert target is not None and state["target"] == target.line()
            other = party.last(2, "state")
            if best == 0 and other is not None and other["turn"] == state["turn"]:
                assert other["target"].startswith("BEAT ANN: ")  # the same words, named, elsewhere
            seen_target = True
            seen_lead |= best == 0
        public = table.events_for(None, table.hand_events_start)
        assert state["beat"] == beat_now(public, view.rules.wild_ranks)
        seen_beat |= bool(state["beat"])
        return seen_target and seen_beat and seen_lead

    party.play_until(check, lambda kinds: "turn" if "turn" in kinds else rng.choice(kinds))


def test_the_charts_natural_examples_hold_no_special_rank_and_are_what_they_say():
    for category, example in EXAMPLES.items():
        cards = example.replace(" + a wild", " 3s").replace("10", "T")
        for symbol, suit in SYMBOLS.items():
            cards = cards.replace(symbol, suit)
        hand = parse_cards(cards.split())
        natural = [card for card in hand if category != "five_of_a_kind" or card.rank != "3"]
        assert not {"3", "9", "4"} & {card.rank for card in natural}, category
        assert best_of(hand, {"3", "9"}).category == category  # so even in Baseball
        assert best_of(natural, set()).category == category or category == "five_of_a_kind"
    line = wild_example(load_profile("baseball"))
    assert "is three kings" in line and "3" in line
    assert wild_example(load_profile("seven-card-stud")) == ""


def test_the_words_of_the_game_define_every_word_a_newcomer_meets():
    words = {word for word, _ in glossary()}
    needed = {"STREET", "STUD", "UPCARD", "DOWNCARD", "BRING-IN", "COMPLETE", "KICKER", "WILD"}
    assert needed | {"NATURAL", "POT", "ANTE", "LEFT", "GRAND SLAM", "PERFECT GAME", "STRIKE THREE"} <= words
    assert all(meaning for _, meaning in glossary())


def test_strike_three_is_told_in_the_ways_of_the_game_shown_and_left_as_the_table_looks():
    """Issue 31: the WORDS page explained STRIKE THREE through a wild card's price and a pile turned
    "without a beat", variants and words a newcomer to Baseball had not met; LEFT was "your
    screen's right" for a dealer across the table, hard to picture."""

    def strike(profile: str | None) -> str:
        rules = None if profile is None else load_profile(profile)
        return dict(glossary(rules)).get("STRIKE THREE", "(left out)")

    no_peek, price = "turned over every one of their cards", "pay what a wild card costs"
    # Baseball strikes nobody out: the word is left out ("STRIKE THREE: not in this game" read oddly)
    assert strike("baseball") == "(left out)" and "GRAND SLAM" in dict(glossary(load_profile("baseball")))
    for game in ("night-baseball", "midnight-baseball", "no-peek", "dealers-choice"):
        assert no_peek in strike(game) and price not in strike(game)
    assert price in strike("baseball-strikeout") and no_peek not in strike("baseball-strikeout")
    # no game in view: No Peek's way, said as where it happens; a wild card's price only on its own
    # game's page (the WORDS page taught a rule no rules page had: a newcomer's play-test)
    assert no_peek in strike(None) and "in No Peek," in strike(None) and price not in strike(None)
    left = dict(glossary())["LEFT"]
    assert "from you at the bottom up the left side, across the top" in left and "screen's right" not in left


@pytest.mark.parametrize(
    ("profile", "streets", "bring_in"),
    [
        ("night-baseball", False, False),
        ("midnight-baseball", False, False),
        ("baseball", True, False),
        ("seven-card-stud", True, True),
        ("dealers-choice", True, True),  # (its games: Seven-card stud's streets and bring-in)
    ],
)
def test_the_words_of_the_game_are_the_words_of_the_game_in_view(profile, streets, bring_in):
    """A Hold'em newcomer's play-test read STREET, 'named by the cards then held: 3rd to 7th', under
    Night Baseball's pause menu (shot_156): No Peek deals no streets. STREET is listed where the game
    deals stud, BRING-IN and COMPLETE where it opens with a bring-in; with no game in view, all."""
    words = {word for word, _ in glossary(load_profile(profile))}
    assert ("STREET" in words) == streets, words
    assert ("BRING-IN" in words) == ("COMPLETE" in words) == bring_in, words
    assert {"STREET", "BRING-IN", "COMPLETE"} <= {word for word, _ in glossary()}


def test_night_baseballs_pause_menu_never_tips_a_street(app):
    scene = table_scene(app, "night-baseball", players=3, seed=5)
    run_until(app, lambda: scene.buttons is not None)  # (the pot's game on the table)
    press(app, key(pygame.K_ESCAPE), frames=2)
    pause = app.stack.top
    tipped = set()
    for turn in range(len(pause.tips)):  # every word in turn
        pause.first = turn
        tipped |= {word for word, _ in pause.showing()}
    assert "PILE" in tipped and "STREET" not in tipped, tipped
    scene.leave()


def test_the_words_page_tells_strike_three_for_the_game_it_was_opened_on(app, monkeypatch):
    from game.screens.scenes.chart import ChartScene

    for profile, said in (("night-baseball", "turned over every one"), ("baseball", None)):
        chart = ChartScene(app, load_profile(profile), page="words")
        words = []
        for page, name in enumerate(chart.pages):
            chart.page = page
            if name.startswith("words"):
                words += [text for text, _ in drawn_by(app, chart, monkeypatch)]
        page = " ".join(" ".join(words).split())
        if said is None:  # a game that strikes nobody out does not list the word
            assert "STRIKE THREE" not in page and "not in this game" not in page and "GRAND SLAM" in page
        else:
            assert said in page and "STRIKE THREE" in page, profile


def test_the_pause_menu_has_the_words_and_a_legend_of_the_balances_and_the_button(app, monkeypatch):
    table = table_scene(app, "baseball", players=4, seed=5)
    press(app, key(pygame.K_ESCAPE), frames=2)
    pause = app.stack.top
    assert "WORDS" in [item.label for item in pause.menu.items]
    drawn = " ".join(text for text, _ in drawn_by(app, pause, monkeypatch))
    for mark, meaning in pause.showing():  # wrapped left of the action buttons (test_ui_pause_legend)
        assert f"{mark} {meaning}" in drawn
    assert table in app.stack.scenes


def test_night_baseball_is_listed_before_midnight_baseball_its_variant():
    from game.play.session import profiles

    ids = [entry.id for entry in profiles()]
    # among the main games, listed first (the order of the others: tests/test_profile.py)
    assert ids[:3] == ["baseball", "night-baseball", "midnight-baseball"]


@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball", "no-peek"])
def test_the_phones_name_the_lead_after_the_leader_folds_as_the_table_will_after_the_round(profile):
    """The leader folds mid-round: the phones (room_states.leader) name at once the row the table
    makes the lead when the round ends, as the TV does at the fold (they named the folded row)."""
    rules = load_profile(profile)
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        table = Table(rules, [SeatInfo(f"P{i}") for i in range(4)], seed=seed)
        predicted: tuple[int, int | None] | None = None  # (hand, the lead named at the fold)
        while (legal := table.legal_actions()) is not None and table.hands_played < 3:
            view = table.view(0)
            if view.best is not None and view.best not in view.live:
                predicted = (view.hand, room_states.leader(view))
                assert predicted[1] is None or predicted[1] in view.live
            elif predicted is not None:
                if predicted[0] == view.hand:  # (a pot the fold ended has no lead to compare)
                    assert view.best == predicted[1]  # the table's lead once the round is over
                    checked += 1
                predicted = None
            kinds = list(legal.kinds)
            # bets now and then, and a fold to a bet now and then: the leader's too
            kind = (
                "fold"
                if "fold" in kinds and rng.random() < 0.3
                else rng.choice([k for k in kinds if k != "fold"])
            )
            table.apply(legal.action(kind))
        if checked >= 5:
            break
    assert checked >= 5


def another_acting(app) -> tuple[TableScene, int]:
    """Midnight Baseball at three seats (your decisions answered with Enter) till a computer player
    is to act, the table then paused (the computer player waits while we look): the scene, and the
    seat to act."""
    scene = table_scene(app, "midnight-baseball", players=3, seed=4)
    for _ in range(4000):
        if scene.model.actor not in (None, 0) and scene.buttons is None and scene.host.running != 0:
            break
        if scene.buttons is not None:
            press(app, key(pygame.K_RETURN))
        press(app, frames=1, dt=0.02)
    actor = scene.model.actor
    assert actor not in (None, 0) and scene.buttons is None
    scene.host.pause(True)
    return scene, actor


def test_a_moves_key_on_another_players_turn_says_whose_turn_it_is(app, monkeypatch):
    """A play-test: T pressed while Casey was turning did nothing at all. Now the prompt's line
    says whose turn it is, for a while, and the key acts for no one."""
    scene, actor = another_acting(app)
    decisions = len(scene.table.decisions)
    press(app, key(pygame.K_t))
    name = scene.model.seats[actor].name.upper()
    drawn = drawn_by(app, scene, monkeypatch)
    (said,) = [rect for text, rect in drawn if text == f"{name}'S TURN, NOT YOURS"]
    assert said.width <= layout.CENTRE.width  # between the side seats, never under their words
    assert len(scene.table.decisions) == decisions  # the key acted for no one
    scene.not_yet = 0.0
    assert "TAB SKIPS AHEAD" in [text for text, _ in drawn_by(app, scene, monkeypatch)]


def test_over_a_pots_result_no_seat_is_marked_to_act(app):
    """A play-test: the last player to fold kept the ▶ mark over YOU WIN 13."""
    scene = table_scene(app, "baseball", players=4, seed=3)
    for _ in range(20000):
        if app.stack.scenes[-1] is not scene:
            break
        if scene.buttons is not None:
            press(app, key(pygame.K_RETURN))
        press(app, frames=1, dt=0.05)
    assert app.stack.scenes[-1] is not scene and scene.showing_result
    assert scene.model.actor is None


def test_what_to_beat_is_yellow_on_every_line_and_only_a_bet_is_cyan(app, monkeypatch):
    """A newcomer's play-test: a two-line 'BEAT CASEY:' / 'TWO PAIR, JACKS' had its first line in
    the bet's cyan, its second in yellow, as if they were two things."""
    scene = table_scene(app, "no-peek", players=4, seed=7)
    press(app, frames=40, dt=0.05)  # the deal
    model = scene.model
    model.round, model.target = 0, Target("CASEY", "TWO PAIR, JACKS AND FIVES")
    drawn = drawn_by(app, scene, monkeypatch)
    canvas = app.display.canvas
    (first,) = [rect for text, rect in drawn if text == "BEAT CASEY:"]

    def colours(rect) -> set:
        return {
            tuple(canvas.get_at((x, y)))[:3]
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        }

    assert tuple(palette.YELLOW) in colours(first) and tuple(palette.CYAN) not in colours(first)
    model.round, model.level = 1, Fraction(1)  # under a round's bet: the bet line is cyan
    drawn = drawn_by(app, scene, monkeypatch)
    (bet,) = [rect for text, rect in drawn if text == "BET 1"]
    assert tuple(palette.CYAN) in colours(bet)


def test_a_beat_over_a_shorter_row_says_the_beaten_row_has_no_such_card():
    """A host play-test (Night Baseball): Ann's A K beat Cy's lone wild 3 (ace high) and the phones
    and the TV's centre (both beat_now) said SECOND CARD: KING BEATS NO CARD, read as a king beating
    a player who had turned nothing. They say the beaten row has no second card."""
    wild = load_profile("night-baseball").wild_ranks
    ace, king, three = parse_cards("As Ks 3s")
    events = [
        HandStart(hand=1, dealer=1, deck=None),
        Turn(seat=2, card=three),  # Cy leads: a wild three, ace high
        RoundStart(round=1, opener=2),
        Turn(seat=0, card=ace),  # Ann ties on ace high ...
        Turn(seat=0, card=king),  # ... and her king decides
        RoundStart(round=2, opener=0),
    ]
    assert beat_now(events, wild) == "KING BEATS NO SECOND CARD"
    ace_c, queen = parse_cards("Ac Qs")
    longer = [events[0], Turn(seat=2, card=ace_c), Turn(seat=2, card=queen), *events[2:]]
    assert beat_now(longer, wild) == "SECOND CARD: KING BEATS QUEEN"  # a second card is named
