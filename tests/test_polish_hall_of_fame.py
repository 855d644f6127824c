"""The hall of fame: a board of the ten best results per game, initials entered on a letter grid by keyboard,
controller or mouse, kept between runs; a damaged file starts an empty table with a message."""

import json
from fractions import Fraction

import pygame
import pytest
from test_ui_support import click, key, letter, press, record_text

from game.play import hall_of_fame
from game.screens.initials_offer import offer_initials
from game.screens.scenes.hall_of_fame import HallOfFameScene
from game.screens.scenes.initials import GRID, InitialsScene

PAD_A = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0)
PAD_B = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=1)


def hat(x, y):
    return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(x, y))


def entry(initials, net):
    return hall_of_fame.new_entry(initials, Fraction(net), "Baseball", 4)


def initials_page(app, entries=(), net=Fraction(7, 2)):
    app.stack.push(InitialsScene(app, list(entries), net, "Baseball", 4))
    app.stack.apply_requests()
    return app.stack.top


def test_initials_typed_on_the_keyboard_are_saved_and_shown_in_place(polished):
    hall_of_fame.save([entry("BIG", 20), entry("LOW", -3)])
    page = initials_page(polished, hall_of_fame.load()[0], Fraction(7, 2))
    assert page.rank == 1
    press(polished, letter("a"), letter("c"), key(pygame.K_BACKSPACE), letter("c"), letter("e"), letter("x"))
    assert page.letters == "ACE" and page.cell == "END"  # three letters: the cursor waits on END
    press(polished, key(pygame.K_RETURN))
    hall = polished.stack.top
    assert isinstance(hall, HallOfFameScene) and hall.highlight == 1
    saved, problems = hall_of_fame.load()
    assert problems == [] and [(e.initials, e.net) for e in saved] == [
        ("BIG", 20),
        ("ACE", Fraction(7, 2)),
        ("LOW", -3),
    ]


def test_initials_from_a_controller_on_the_letter_grid(polished):
    page = initials_page(polished)
    # Z is row 2, column 5: down twice, right five times; then the grid wraps left to J on row 0
    press(polished, hat(0, -1), hat(0, -1), *[hat(1, 0)] * 5, PAD_A)
    press(
        polished,
        hat(0, 1),
        hat(0, 1),
        hat(-1, 0),
        hat(-1, 0),
        hat(-1, 0),
        hat(-1, 0),
        hat(-1, 0),
        hat(-1, 0),
        PAD_A,
    )
    assert page.letters == "Z" + GRID[0][9]
    press(polished, PAD_B, PAD_A, PAD_A)  # delete J, then pick it twice
    assert page.letters == "ZJJ" and page.cell == "END"
    press(polished, PAD_A)
    assert hall_of_fame.load()[0][0].initials == "ZJJ"


def test_the_mouse_clicks_letters_and_end_needs_at_least_one_letter(polished):
    page = initials_page(polished)
    end = page.cell_rect(2, 9).center
    press(polished, click(end))
    assert polished.stack.top is page and not hall_of_fame.hall_path().exists()
    press(polished, click(page.cell_rect(0, 1).center), click(end))
    assert hall_of_fame.load()[0][0].initials == "B"


def test_the_table_keeps_the_ten_best_and_only_better_results_get_in():
    entries = []
    for net in range(10):
        entries, place = hall_of_fame.insert(entries, entry("AAA", net))
    assert [e.net for e in entries] == list(range(9, -1, -1)) and len(entries) == hall_of_fame.SIZE
    assert not hall_of_fame.qualifies(entries, Fraction(0)) and hall_of_fame.qualifies(
        entries, Fraction(1, 3)
    )
    table, place = hall_of_fame.insert(entries, entry("NEW", 5))
    assert place == 5 and len(table) == 10 and table[4].net == 5 and table[4].initials == "AAA"
    assert hall_of_fame.insert(entries, entry("NOT", -1))[1] is None


@pytest.mark.parametrize("content", ["{oops", '{"initials": "X"}'])
def test_a_damaged_hall_of_fame_starts_empty_with_a_message(home, content):
    path = hall_of_fame.hall_path()
    path.parent.mkdir(parents=True)
    path.write_text(content)
    entries, problems = hall_of_fame.load()
    assert entries == [] and len(problems) == 1 and "hall of fame starts empty" in problems[0]
    kept = list(path.parent.glob("hall_of_fame.json.damaged-*"))
    assert not path.exists() and len(kept) == 1 and kept[0].read_text() == content
    assert str(kept[0]) in problems[0]


@pytest.mark.parametrize(
    "bad",
    [
        {"initials": "TOOLONG", "net": "1", "game": "g", "players": 2, "date": "2026-01-01"},
        {"net": 3},
        {"initials": "AB", "net": "1e100000000", "game": "g", "players": 2, "date": "2026-01-01"},
    ],
)
def test_a_bad_entry_is_left_out_and_the_good_ones_stay(home, bad):
    good = hall_of_fame.new_entry("ACE", Fraction(7, 2), "Baseball", 4).to_json()
    path = hall_of_fame.hall_path()
    path.parent.mkdir(parents=True)
    original = json.dumps([good, bad])
    path.write_text(original)
    entries, problems = hall_of_fame.load()
    assert [entry.initials for entry in entries] == ["ACE"]
    assert "entry 2 is left out" in problems[0] and "1 good entry kept" in problems[-1]
    kept = list(path.parent.glob("hall_of_fame.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == original  # the original, whole, set aside
    assert hall_of_fame.load() == (entries, [])  # written again with the good entry only


def ending(net, session="ab12"):
    """What a finished session records: its entry, unnamed, written at once when it makes its board."""
    unnamed = hall_of_fame.new_entry(hall_of_fame.UNNAMED, Fraction(net), "Baseball", 2, session=session)
    return hall_of_fame.record(unnamed)


def test_a_finished_session_asks_for_initials_only_when_the_result_makes_the_table(polished):
    hall_of_fame.save([entry("TOP", 10 + i) for i in range(10)])
    missed = ending(-3, "aa")
    assert missed.entry is None and missed.settled and not offer_initials(polished, missed.entry)
    made = ending(11, "bb")
    assert made.settled and hall_of_fame.board(hall_of_fame.load()[0], "baseball")[9].session == "bb"
    assert offer_initials(polished, made.entry)
    polished.stack.apply_requests()
    assert isinstance(polished.stack.top, InitialsScene) and polished.stack.top.rank == 9
    press(polished, letter("w"), letter("i"), letter("n"), key(pygame.K_RETURN))
    saved = hall_of_fame.load()[0]
    assert [e.initials for e in saved].count("WIN") == 1 and len(saved) == 10  # renamed, not added
    assert ending(11, "bb").entry.initials == "WIN"  # the same session is never entered twice


def test_a_losing_or_even_result_is_never_celebrated_even_in_an_empty_hall(polished):
    for net in (-37, 0):
        assert not hall_of_fame.qualifies([], Fraction(net))
        assert ending(net).entry is None
    assert offer_initials(polished, ending(Fraction(1, 2)).entry)


def test_only_the_best_result_is_called_a_new_high_score(polished):
    assert initials_page(polished, [], Fraction(5)).heading == "NEW HIGH SCORE!"
    lower = initials_page(polished, [entry("BIG", 20)], Fraction(5))
    assert lower.rank == 1 and "HIGH SCORE" not in lower.heading


def test_each_game_keeps_its_own_board_of_ten(home):
    entries = []
    for net in range(1, 13):
        for game in ("Baseball", "Midnight Baseball"):
            entries, _ = hall_of_fame.insert(
                entries,
                hall_of_fame.new_entry("AB", Fraction(net), game, 4, profile=hall_of_fame.profile_id(game)),
            )
    for profile in ("baseball", "midnight-baseball"):
        board = hall_of_fame.board(entries, profile)
        assert [e.net for e in board] == list(range(12, 2, -1))
    assert hall_of_fame.boards(entries) == [
        ("baseball", "Baseball"),
        ("midnight-baseball", "Midnight Baseball"),
    ]
    # a result that misses the Baseball board still makes an empty board of its own
    assert not hall_of_fame.qualifies(hall_of_fame.board(entries, "baseball"), Fraction(2))
    assert hall_of_fame.qualifies(hall_of_fame.board(entries, "night-baseball"), Fraction(2))
    assert hall_of_fame.save(entries) is None
    assert hall_of_fame.load() == (entries, [])


def test_a_hall_of_fame_file_from_before_boards_still_loads_onto_the_boards(home):
    path = hall_of_fame.hall_path()
    path.parent.mkdir(parents=True)
    old = [
        {"initials": "OLD", "net": "7/2", "game": "Midnight Baseball", "players": 5, "date": "2026-01-02"},
        {"initials": "ABC", "net": "2", "game": "Baseball", "players": 4, "date": "2026-01-03"},
    ]
    path.write_text(json.dumps(old))
    entries, problems = hall_of_fame.load()
    assert problems == []
    assert [e.initials for e in hall_of_fame.board(entries, "midnight-baseball")] == ["OLD"]
    assert [e.initials for e in hall_of_fame.board(entries, "baseball")] == ["ABC"]


def texts(drawn):
    return [text for text, _ in drawn]


def test_the_page_says_what_qualifies_and_left_right_change_the_game(polished, monkeypatch):
    entries = [
        hall_of_fame.new_entry("BAS", Fraction(3), "Baseball", 4, profile="baseball"),
        hall_of_fame.new_entry("MID", Fraction(5), "Midnight Baseball", 4, profile="midnight-baseball"),
    ]
    page = HallOfFameScene(polished, entries, board="baseball")
    drawn = record_text(polished, monkeypatch)
    polished.stack.push(page)
    press(polished)
    assert hall_of_fame.QUALIFIES in texts(drawn) and "BAS" in texts(drawn) and "MID" not in texts(drawn)
    assert any("LEFT/RIGHT OTHER GAMES" in text for text in texts(drawn))  # two boards: the keys said
    drawn.clear()
    press(polished, key(pygame.K_RIGHT))
    assert "MID" in texts(drawn) and "BAS" not in texts(drawn) and "< MIDNIGHT BASEBALL >" in texts(drawn)


def test_an_empty_board_tells_a_losing_player_what_it_takes(polished, monkeypatch):
    drawn = record_text(polished, monkeypatch)
    polished.stack.push(HallOfFameScene(polished, []))
    press(polished)
    said = texts(drawn)
    assert "NO RESULTS YET" in said and hall_of_fame.QUALIFIES in said
    assert not any(text == "FINISH A SESSION TO GET ON THE BOARD" for text in texts(drawn))
    # where a party's results are (a host's play-test looked here for them), and no LEFT/RIGHT
    # promised on the one board there is (they pressed it and nothing moved)
    assert hall_of_fame.PARTIES in texts(drawn)
    assert not any("LEFT/RIGHT" in text for text in texts(drawn))
