"""TEXT SIZE large (Options, ACCESS): every word needed during play at least 40 px tall on a 1080p
TV, with nothing on top of anything, at every table size from 2 to 7 players, solo and on the
party TV, in Baseball and in a No Peek game, at every moment of a hand (the deal, the betting with
the action buttons, the showdown and the result). What is secondary (the log, the key hints, the
game's name and the hand's number, the marks on cards) may stay at the normal size; it is marked
so when drawn (Text.draw's `secondary`). The final standings are a menu page, after the play, in
the menus' size. The option is saved and read back, and a pad alone sets it."""

from __future__ import annotations

import json

import pytest
from frame_checks import frame_problems
from party_sweep import open_party, play_party
from test_options_access import LEFT, RIGHT, A, B, down_to
from test_ui_support import press
from ui_sweep import play_session

from game.felt import layout
from game.felt.centre_words import target_lines
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import LARGE_BODY, LARGE_PX, physical
from game.screens.scenes.options import OptionsScene
from game.store.settings import Settings, load_settings, save_settings, settings_path

GAP = 8  # canvas pixels between two words side by side: nearer, they read as one ("BETAce high")
SEVEN = {  # user profiles: no shipped game seats seven (or eight, as the schema allows)
    "baseball-seven": "name: Baseball for Seven\nextends: baseball\nplayers: {max: 7}\n",
    "no-peek-seven": "name: No Peek for Seven\nextends: no-peek\nplayers: {max: 7}\n",
    "baseball-eight": "name: Baseball for Eight\nextends: baseball\nplayers: {max: 8}\n",
    "no-peek-eight": "name: No Peek for Eight\nextends: no-peek\ncards: 6\nplayers: {max: 8}\n",
}


def large_problems(where: str) -> list[str]:
    """The frame's checks (tests/frame_checks.py), and: every word not marked secondary is large,
    and no two words on a row come nearer than GAP."""
    problems = frame_problems(where)
    if any(item.text == "FINAL STANDINGS" for item in FRAME.texts()):
        return problems  # a menu page after the play, in the menus' size
    shown = [item for item in FRAME.visible() if item.kind == "text"]
    for item in shown:
        if not item.secondary and physical(item.size) < LARGE_PX:
            problems.append(f"{where}: {item.text!r} {tuple(item.rect)} is {physical(item.size)} px")
    steady = [item for item in shown if not item.floating]
    for index, item in enumerate(steady):
        near = item.rect.inflate(GAP, 0)
        for other in steady[index + 1 :]:
            if near.colliderect(other.rect) and not item.rect.colliderect(other.rect):
                problems.append(f"{where}: {item.text!r} {tuple(item.rect)} runs into {other.text!r}")
    return problems


def write_seven_seat_profiles(tmp_path) -> None:
    folder = tmp_path / "user-profiles"  # the profile folder conftest.py gives each test
    folder.mkdir(exist_ok=True)
    for name, text in SEVEN.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("players", range(2, 9))  # eight: a user's game may seat them
def test_every_large_seat_block_lies_in_the_safe_area_apart_from_the_others_and_the_centre(players):
    slots = layout.LARGE.slots_for[players]
    blocks = [slot.rect for slot in slots]
    for index, block in enumerate(blocks):
        assert SAFE.contains(block), (players, block)
        assert not block.colliderect(layout.LARGE.centre) or index == 0
        assert block.collidelist(blocks[index + 1 :]) == -1, (players, block)
    assert layout.placed_by(layout.LARGE.seat_slots(players)) is layout.LARGE
    assert layout.placed_by(layout.NORMAL.seat_slots(players)) is layout.NORMAL


def test_the_hand_to_beat_is_named_short_when_the_large_centre_has_no_lines_for_it_whole():
    target = "BEAT SATCHEL: TWO PAIR, QUEENS AND FIVES, SEVEN KICKER"
    # as many lines as it takes (the normal size), each ending where a phrase does
    assert target_lines(target, 21) == ["BEAT SATCHEL:", "TWO PAIR,", "QUEENS AND FIVES,", "SEVEN KICKER"]
    # its ranks kept, its kicker left out for them, in the seats' words (a Hold'em newcomer's play-test
    # read the middle's "K'S & 4'S" beside a seat's two pair): even where the kicker decides,
    # two pair's words are not shortened to its ranks alone to keep it
    for kicker in (False, True):
        assert target_lines(target, 21, most=2, kicker=kicker) == ["BEAT SATCHEL:", "TWO PAIR, Q'S AND 5'S"]
    # one line says whose it is all the same (a play-test read 'PAIR OF QUEENS' alone): the hand
    # as short as it takes, and a name cut where even its shortest does not fit beside it
    assert target_lines(target, 21, most=1) == ["BEAT SATCH\u2026: TWO PAIR"]  # whole, 22 letters
    assert target_lines("BEAT ANN: PAIR OF QUEENS, KICKERS J 4", 21, most=1) == ["BEAT ANN: PAIR OF Q'S"]
    # a straight keeps its rank, which decides between straights (ptN9 shot_130 read 'YOU LEAD: STRAIGHT')
    assert target_lines("YOU LEAD: STRAIGHT TO THE ACE", 21, most=1) == ["YOU LEAD: STR TO A"]
    assert target_lines("BEAT WWWWWWWWWWWWWWWW: STRAIGHT FLUSH TO THE KING", 21, most=1) == [
        "BEAT WWWW\u2026: STR FLUSH"  # (the table's tight form since cb9d1bf: no stop)
    ]
    # two pair's ranks take 19 letters after "TWO PAIR, ": one line says its name alone, never "PAIRS
    # Q'S" (a Hold'em newcomer's play-test: two pair is "two pair"), two lines its ranks (above)
    assert target_lines(target.replace("SATCHEL", "YOGI"), 21, most=1) == ["BEAT YOGI: TWO PAIR"]
    assert target_lines(target, 21, most=0) == []
    long = "BEAT WWWWWWWWWWWWWWWW: PAIR OF ACES"  # a phone's longest name
    assert target_lines(long, 21) == ["BEAT WWWWWWWWWWWWWWWW", "PAIR OF ACES"]  # whole, without its colon
    assert target_lines(long, 27) == ["BEAT WWWWWWWWWWWWWWWW:", "PAIR OF ACES"]  # the normal size's


def session_cases() -> list:
    cases = [(game, players) for game in ("baseball", "no-peek") for players in range(2, 7)]
    cases += [("baseball-seven", 7), ("no-peek-seven", 7), ("dealers-choice", 3), ("dealers-choice", 5)]
    cases += [("baseball-eight", 8), ("no-peek-eight", 8)]
    return [
        pytest.param(game, players, marks=() if players in (2, 3, 4, 7, 8) else pytest.mark.slow)
        for game, players in cases
    ]


@pytest.mark.parametrize(("profile", "players"), session_cases())
def test_a_whole_large_session_reads_large_in_every_frame(app, tmp_path, monkeypatch, profile, players):
    write_seven_seat_profiles(tmp_path)
    app.settings.text_size = "large"
    monkeypatch.setattr("ui_sweep.frame_problems", large_problems)  # every frame checked for large
    moments = {"buttons": 0, "result": 0, "large": 0}
    original = app.draw

    def counting() -> None:
        original()
        words = (item.text for item in FRAME.texts())  # (its key letter underlined)
        moments["buttons"] += any(said in ("FOLD", "CHECK", "TURN", "CALL 1") for said in words)
        moments["result"] += bool(FRAME.regions("result"))
        moments["large"] += any(item.size == LARGE_BODY for item in FRAME.texts())

    monkeypatch.setattr(app, "draw", counting)
    coach = players % 2 == 1  # the coach's figure (secondary, an aid) at odd tables
    frames, problems = play_session(app, profile, players, seed=100 + players, pots=1, coach=coach)
    assert frames > 30 and moments["buttons"] and moments["result"] and moments["large"] > 30, moments
    assert problems == [], "\n".join(problems[:30])


@pytest.mark.parametrize(
    ("profile", "players"),
    [
        ("baseball", 2),
        ("no-peek", 4),
        ("baseball", 6),
        pytest.param("no-peek", 2, marks=pytest.mark.slow),
        pytest.param("baseball", 4, marks=pytest.mark.slow),
        pytest.param("no-peek", 6, marks=pytest.mark.slow),
        pytest.param("baseball-seven", 7, marks=pytest.mark.slow),
        ("midnight-baseball", 6),  # the phone's sixteen-letter name in the hand to beat
        pytest.param("dealers-choice", 5, marks=pytest.mark.slow),
    ],
)
def test_the_party_tv_reads_large_in_every_frame(app, tmp_path, monkeypatch, profile, players):
    write_seven_seat_profiles(tmp_path)
    app.settings.text_size = "large"
    monkeypatch.setattr("party_sweep.frame_problems", large_problems)
    party, devices = open_party(profile, players)
    try:
        frames, problems, results = play_party(app, party, devices, hands=1)
    finally:
        party.close()
    assert frames > 20 and results > 0
    assert problems == [], "\n".join(problems[:30])


@pytest.mark.usefixtures("home")
def test_the_text_size_is_saved_and_read_back_and_a_bad_one_is_named():
    assert Settings().text_size == "normal"
    assert save_settings(Settings(text_size="large")) is None
    assert json.loads(settings_path().read_text(encoding="utf-8"))["text_size"] == "large"
    assert load_settings() == (Settings(text_size="large"), [])
    settings_path().write_text(json.dumps({"text_size": "huge"}), encoding="utf-8")
    settings, problems = load_settings()
    assert settings.text_size == "normal" and len(problems) == 1 and "text_size" in problems[0]


def test_a_pad_alone_sets_the_text_size_on_the_access_page_and_it_is_saved(polished):
    app = polished
    app.stack.push(OptionsScene(app))
    app.stack.apply_requests()
    options = app.stack.top
    down_to(app, "ACCESS")
    press(app, A)
    down_to(app, "TEXT SIZE")
    assert options.menu.current.caption(20).endswith("< NORMAL >")
    press(app, RIGHT)
    assert app.settings.text_size == "large" and options.menu.current.caption(20).endswith("< LARGE >")
    press(app, LEFT)
    assert app.settings.text_size == "normal"
    press(app, A)  # A turns it over too
    assert app.settings.text_size == "large"
    press(app, B, B)
    assert load_settings()[0].text_size == "large"


def test_the_table_follows_the_setting_at_once(app):
    from test_ui_support import table_scene

    scene = table_scene(app, players=4)
    for _ in range(20):
        app.frame([], 0.1)
    assert scene.renderer.places is layout.NORMAL
    normal = dict(scene.director.slots)
    app.settings.text_size = "large"  # as the options over a game change it
    app.frame([], 0.1)
    assert scene.renderer.places is scene.director.places is layout.LARGE
    assert scene.director.slots == layout.LARGE.seat_slots(4) != normal
    names = [item for item in FRAME.texts() if item.text in ("BABE", "CASEY", "YOGI")]
    assert names and all(item.size == LARGE_BODY for item in names)
    scene.leave()


def test_a_large_result_short_of_room_keeps_the_hands_and_says_why_in_the_captions_turn(app):
    """A play-test at TEXT SIZE large found the result saying no why: where the panel has no room
    for the line, it takes the captions' place every other few seconds (result_view.WHY_PAGE)."""
    from fractions import Fraction

    from test_result_view_fit import hand

    from engine.cards import parse_cards
    from game.felt.result_view import WHY_PAGE, ResultView
    from game.felt.table_model import CardSprite, Seat, TableModel
    from game.telling.pot_result import PotResult

    winner, beaten = hand(0, "2s 2c 3h 9h 3d", "Five twos"), hand(1, "Jh Jc Qs Th 7s", "Pair of jacks")
    result = PotResult(
        ((0, Fraction(22)),), False, (winner,), beaten, "Five of a kind beats a pair", "GRAND SLAM!"
    )
    names = ("BABE", "CASEY", "YOGI", "DIZZY", "HONUS", "LEFTY", "ZACK")
    model = TableModel(seats=[Seat(name, "", False) for name in names])
    # the top seat, over the result: ten cards (three fours up each brought one) in two rows and
    # its one line of words (with seven in one row, since its words stand right under its cards,
    # 3c08fcf, the why has room beside the hands); seven players' second top seat, between the
    # others (two to six players' top seats are layout.TOP_W or SIX_W wide: ten cards in one row)
    top = model.seats[3]
    top.cards = [CardSprite(card, "up") for card in parse_cards("Jh 4c Jc Qs 4h Th 7s 4d 5d 6c")]
    top.showing = "Pair of jacks"
    now = [0.0]
    # the seat says "Pair of Js" (its line holds 11 letters): the result says its hands short too
    view = ResultView(app.text, app.cards, model, result, layout.LARGE.seat_slots(7, 0), lambda: now[0])
    assert view.places is layout.LARGE and view.size == LARGE_BODY
    title, hands, captions, why = view.rows()
    assert hands and not why and view.height(title, hands, captions, why) <= view.area.height
    pages = []
    for seconds in (0.0, WHY_PAGE + 0.1, 2 * WHY_PAGE + 0.1):
        now[0] = seconds
        FRAME.clear()
        view.draw(app.display.canvas, 0.0)
        pages.append(" ".join(item.text for item in FRAME.texts()).replace("\N{NO-BREAK SPACE}", " "))
        assert frame_problems(f"the result at {seconds} s") == []
    assert "Five 2's" in pages[0] and "beats" not in pages[0], pages[0]
    assert "Five of a kind beats a pair" in pages[1] and "Five 2's" not in pages[1], pages[1]
    assert pages[2] == pages[0]
    normal = ResultView(app.text, app.cards, model, result, layout.NORMAL.seat_slots(7, 0)).rows()
    assert normal[1] and normal[3]  # the normal size has room for both


def test_a_dealer_calls_the_game_in_large_words_over_the_whole_middle_of_the_table(app):
    import pygame
    from test_dealers_choice_ui import dc_scene, seed_where_the_human_deals_first
    from test_ui_support import key, run_until

    app.settings.text_size = "large"
    scene = dc_scene(app, seed_where_the_human_deals_first(app))
    run_until(app, lambda: scene.buttons is not None)
    app.draw()
    assert large_problems("the dealer's menu") == []
    games = [
        item
        for item in FRAME.texts()
        if item.text in ("1 BASEBALL", "2 NIGHT BASEBALL", "3 MIDNIGHT BASEBALL")
    ]
    assert len(games) >= 3 and all(item.size == LARGE_BODY for item in games)  # their keys without "[ ]"
    assert any(item.text.startswith("No Peek: 9") or item.text.startswith("Threes") for item in FRAME.texts())
    press(app, key(pygame.K_2))  # Night Baseball
    run_until(app, lambda: scene.model.game_banner is not None)
    app.draw()
    assert large_problems("the call's banner") == []
    texts = {item.text: item for item in FRAME.visible() if item.kind == "text"}
    assert texts["YOU PICK"].size == LARGE_BODY and "NIGHT BASEBALL" in texts
    scene.leave()


def test_a_long_prompt_goes_on_two_lines_at_its_colon_in_large_and_on_one_at_normal(app):
    from game.felt.table_draw import TableRenderer

    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    assert renderer.prompt_lines("YOUR TURN: 1 TO CALL") == ["YOUR TURN: 1 TO CALL"]  # it fits
    assert renderer.prompt_lines("YOUR TURN: CHECK OR BET") == ["YOUR TURN:", "CHECK OR BET"]
    assert renderer.prompt_lines("YOUR LOW CARD BRINGS IT IN") == ["YOUR LOW CARD BRINGS", "IT IN"]
    normal = TableRenderer(app.text, app.cards)
    assert normal.prompt_lines("YOUR TURN: CHECK OR BET") == ["YOUR TURN: CHECK OR BET"]


def test_the_guided_hand_reads_large_and_attract_modes_demo_keeps_the_normal_size(app):
    """With TEXT SIZE large the guided hand is large too (a newcomer's play-test read it at the
    normal size), every stop of the guide checked as test_guided checks it; attract mode's demo,
    PRESS START's band laid out for the normal size, keeps it."""
    import random

    from test_guided import play_guide

    from game.screens.attract import demo_setup
    from game.screens.scenes.table import DemoTable

    app.settings.text_size = "large"
    scenes: list = []
    stops = play_guide(app, "baseball", scenes=scenes)  # every stop's frame checked in it
    assert stops and scenes[0].renderer.places is layout.LARGE
    app.stack.scenes.clear()
    demo = DemoTable(app, demo_setup(random.Random(5)))
    app.stack.push(demo)
    app.stack.apply_requests()
    for _ in range(20):
        app.frame([], 0.25)
        assert frame_problems("the demo") == []
    assert demo.renderer.places is layout.NORMAL
    demo.leave()
