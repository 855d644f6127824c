"""The pause menu's hand-ranking chart and the rules of the game in play, from the typed Rules:
the best hand on top, each game's tie rule, every rule option said, and every word on screen."""

import pygame
from test_ui_support import drawn_by, key, press, record_text, table_scene

from engine.hands import CATEGORIES
from engine.profile import discover_profiles, load_profile
from game.platform.display import SAFE
from game.platform.text import MEDIUM
from game.screens.scenes.chart import ChartScene
from game.telling.hand_chart import PERFECT_GAME, category_name, ranking_rows, rules_lines, ties_rule
from game.telling.pot_result import MOMENTS

SHIPPED = sorted(e.id for e in discover_profiles() if e.source == "shipped" and e.rules is not None)


def test_the_chart_lists_every_category_best_first_five_of_a_kind_only_with_wilds():
    rows = ranking_rows(load_profile("baseball"))
    assert [name for name, _ in rows] == [category_name(c) for c in reversed(CATEGORIES)]
    assert rows[0][0] == "FIVE OF A KIND"
    stud = ranking_rows(load_profile("seven-card-stud"))
    assert stud[0][0] == "STRAIGHT FLUSH" and len(stud) == len(CATEGORIES) - 1


def test_each_game_says_how_equal_hands_are_settled():
    assert "natural hand beats" in ties_rule(load_profile("baseball-naturals"))
    assert "tie does not beat" in ties_rule(load_profile("midnight-baseball"))
    plain = ties_rule(load_profile("baseball"))
    assert "split" in plain and "natural hand" not in plain


def test_the_rules_page_says_each_option_of_the_profile():
    said = {
        pid: " ".join(rules_lines(load_profile(pid)))
        for pid in (
            "baseball",
            "baseball-pay-three",
            "baseball-strikeout",
            "baseball-paid-fours",
            "baseball-hidden-fours",
            "baseball-bring-in",
            "seven-card-stud",
            "night-baseball",
        )
    }
    assert "Threes and nines are wild." in said["baseball"]
    assert (
        "A four face up earns a free card, face up at once (a four face down: nothing)." in said["baseball"]
    )
    assert "A three face up costs 2 or a fold." in said["baseball-pay-three"]
    assert "A three face up must match the pot or fold." in said["baseball-strikeout"]
    assert "may buy a card for 1, face up at once (a four face down: nothing)." in said["baseball-paid-fours"]
    assert "A hidden four may be shown" in said["baseball-hidden-fours"]
    assert "must start the betting with ½ (the bring-in)" in said["baseball-bring-in"]
    assert (
        "you get two cards face down and one face up, then three more face up one by one, then one face down"
        in said["baseball"]
    )
    assert "No wild cards." in said["seven-card-stud"] and "four" not in said["seven-card-stud"]
    assert "Each player gets a pile of 9 cards face down." in said["night-baseball"]


def test_the_rules_say_what_a_newcomer_had_to_guess():
    """Issue 31: never shown, so a newcomer guessed: when and how the short deck's community card
    comes, who of equal showing hands opens, how a No Peek pot ends when piles run out, and where
    Night Baseball's bonus card goes (Midnight's said the bottom of the pile already)."""
    said = {pid: " ".join(rules_lines(load_profile(pid))) for pid in SHIPPED}
    for pid in ("baseball", "seven-card-stud", "baseball-bring-in"):
        assert "If the deck runs short, one card turns up in the middle for everyone to use." in said[pid]
    assert "A tie for who opens: first clockwise from the dealer." in said["baseball"]
    # engine.stud.bring_in_seat: equal low cards go to the seat first clockwise from the dealer;
    # a play-test saw a five of spades bring it in over a five of clubs and read a suit order
    for pid in ("seven-card-stud", "baseball-bring-in"):
        assert (
            "A tie for the bring-in or who opens: first clockwise from the dealer, never by suit."
            in said[pid]
        )
    assert "A tie for the bring-in: first clockwise from the dealer, never by suit." in said["dealers-choice"]
    for pid in ("night-baseball", "midnight-baseball", "no-peek"):
        assert "you are out of the pot. The hand nobody beats wins." in said[pid]
        assert "middle" not in said[pid] and "A tie for who opens" not in said[pid]
    assert "A four turned up earns a free card, face up at once." in said["night-baseball"]
    assert "A 4 face up: +1 card under your pile." in said["midnight-baseball"]
    # where that card lies and when it is turned, right after it (a newcomer read the line as cryptic)
    assert (
        "A 4 face up: +1 card under your pile. It comes face down, the last card of your pile to turn."
        in said["midnight-baseball"]
    )


def test_how_to_play_says_every_shipped_games_sentences_each_whole_on_a_page_at_the_normal_size():
    """(Each game's rules were one page at the normal size; a page now holds one idea, and a
    sentence is never parted between two.)"""
    from game.screens.scenes.howto import rules_pages

    for pid in SHIPPED:
        sentences = rules_lines(load_profile(pid))
        pages = rules_pages([[(sentence, (0, 0, 0)) for sentence in sentences]], "normal")
        said = [" ".join(line for line, _ in page if line) for page in pages]
        assert all(any(sentence in page for page in said) for sentence in sentences), (pid, said)


def how_to_play_pages(app, monkeypatch):
    """Each game's HOW TO PLAY pages in turn: its entry, and their words as one line."""
    from game.screens.scenes.howto import HowToScene

    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    drawn = record_text(app, monkeypatch)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        drawn.clear()
        for page in range(len(howto.pages())):
            howto.page = page
            press(app)
        yield entry, " ".join(" ".join(text for text, _ in drawn).split())


def test_how_to_play_says_on_every_games_page_what_the_best_hand_is(app, monkeypatch):
    """A play-test: no page said five of a kind exists, nor that it beats a royal flush (with wild
    cards it does). Every game's page says it (a game without wilds: the royal flush is the top),
    in full, within the page's lines."""
    for entry, shown in how_to_play_pages(app, monkeypatch):
        wild = entry.rules.wild_ranks or any(game.wild_ranks for game in entry.rules.games)
        best = (
            "GRAND SLAM: five of a kind (with wilds) beats a royal flush."
            if wild
            else "a royal flush is the best hand."
        )
        assert best in shown, entry.id


def test_perfect_game_is_said_beside_grand_slam_on_every_games_how_to_play_and_rules_pages(app, monkeypatch):
    """A Hold'em newcomer's play-test met the PERFECT GAME! banner at the table and found it on no
    HOW TO PLAY, HAND RANKINGS nor RULES page, while GRAND SLAM was said. Every game's pages say it
    whole, beside the best hand's line (GRAND SLAM's where a card is wild), naming the hand the
    table awards it for (pot_result.MOMENTS)."""
    assert MOMENTS["straight_flush"] == "PERFECT GAME!"
    assert PERFECT_GAME.startswith("PERFECT GAME: a pot won by a straight flush")
    for entry, shown in how_to_play_pages(app, monkeypatch):
        assert PERFECT_GAME in shown, entry.id
    for pid in SHIPPED:
        chart = ChartScene(app, load_profile(pid), page="rules")
        pages = []
        for number, name in enumerate(chart.pages):
            if name.startswith("rules"):
                chart.page = number
                pages.append(" ".join(text for text, _ in drawn_by(app, chart, monkeypatch)))
        page = next((page for page in pages if PERFECT_GAME in page), "")
        assert "GRAND SLAM:" in page or "a royal flush is the best hand." in page, (pid, page)


def test_how_to_play_says_what_check_ahead_does_on_each_no_peek_page_and_only_there(app, monkeypatch):
    """HOW TO PLAY says what AUTO-CHECK does and the keys that set it, as a player has them (No Peek
    games only; a newcomer trusted it ON and found it waiting at a lead, and another asked whether
    "press A" meant the key or the pad's A)."""
    for entry, shown in how_to_play_pages(app, monkeypatch):
        said = "AUTO-CHECK checks for you; the A key or pad Y sets it." in shown
        assert said == (entry.rules.flow == "no_peek"), entry.id


def test_the_pause_menu_opens_the_chart_and_the_rules_of_the_game_in_play(app, monkeypatch):
    scene = table_scene(app, profile="baseball-naturals", players=4)
    press(app)
    press(app, key(pygame.K_ESCAPE), key(pygame.K_DOWN), key(pygame.K_RETURN))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.rules is scene.setup.rules
    drawn = record_text(app, monkeypatch)
    said = {}  # each page's words: the rules take pages of their own (game.screens.rules_page)
    for page in chart.pages[: chart.pages.index("words 1")]:
        drawn.clear()
        press(app)
        said[page] = " ".join(text for text, _ in drawn)
        for text, rect in drawn:
            assert SAFE.contains(rect), text
        press(app, key(pygame.K_RIGHT))
    rules = " ".join(words for page, words in said.items() if page.startswith("rules"))
    assert "FIVE OF A KIND" in said["rankings"] and "FIVE OF A KIND" not in rules
    # the naturals rule, under the chart and in the rules (the house rules' own words)
    assert "natural hand beats" in said["rankings"] and "A natural beats an equal wild hand." in rules
    assert "Ante 1" in rules and "Ante 1" not in said["rankings"]
    press(app, key(pygame.K_ESCAPE))
    assert type(app.stack.top).__name__ == "PauseScene"


def test_the_house_rules_are_one_wording_on_the_rules_page_the_how_to_page_and_the_phones(app, monkeypatch):
    from engine.profile import discover_profiles
    from game.party.protocol import room_fields
    from game.screens.scenes.howto import HowToScene
    from game.telling.cousin_words import cousin_line, said_by_cousin
    from game.telling.game_call import house_lines  # house_rules, or a dealer's choice's games

    entries = [entry for entry in discover_profiles() if entry.rules is not None]
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    drawn = record_text(app, monkeypatch)
    for entry in entries:
        words = house_lines(entry.rules)
        # (No Peek's way to the lead said where it is played, among the game's lines)
        assert sorted(line + "." for line in words) == sorted(
            line for line in rules_lines(entry.rules) if line.removesuffix(".") in words
        )
        assert room_fields(entry.rules, 3, None, None, 0, left_wait=20.0)["house"] == words
        howto.index = [e.id for e in howto.entries].index(entry.id)
        drawn.clear()
        for page in range(len(howto.pages())):
            howto.page = page
            press(app)
        shown = " ".join(" ".join(text for text, _ in drawn).split())  # wrapped lines joined again
        # a rule the first page's line of the game's cousin says is said there once, whole (a Hold'em
        # newcomer read Midnight's four on HOW TO PLAY's first page and again on its sixth: e7511b8)
        listed = [e.rules for e in howto.entries if e.rules is not None]
        first = said_by_cousin(entry.rules, listed)
        cousin = cousin_line(entry.rules, listed)
        assert not first or (cousin is not None and cousin in shown), (entry.id, cousin)
        for line in words:  # every house rule whole: none is cut off by the page's last line
            assert line + "." in first or line + "." in shown, (entry.id, line)


def test_each_pages_heading_names_the_page_so_left_right_reads_as_turning_pages(app, monkeypatch):
    """A play-test: the rules page's heading '< BASEBALL >' read as if Left/Right changed the game."""
    scene = ChartScene(app, load_profile("midnight-baseball"), page="rules")
    app.stack.push(scene)
    app.stack.apply_requests()
    headings = []
    for _ in scene.pages:
        drawn = record_text(app, monkeypatch)
        scene.draw(app.display.canvas)
        headings.append(next(text for text, _ in drawn if text.startswith("< ")))
        monkeypatch.undo()
        press(app, key(pygame.K_RIGHT))
    rules = [heading for heading in headings if heading.startswith("< RULES")]
    assert rules[0] == f"< RULES 1 OF {len(rules)}: MIDNIGHT BASEBALL >", rules
    assert headings[len(rules)].startswith("< WORDS 1 OF ")
    assert "< HAND RANKINGS >" in headings and all(len(h) * MEDIUM <= SAFE.width for h in headings)


def test_no_page_of_the_chart_leaves_a_word_alone_on_its_last_line(app, monkeypatch):
    """A newcomer's play-test: "king." alone on a line under the hand rankings. Every shipped
    game's rankings, rules and words pages wrap their sentences without one (a lone word drawn in
    lower case: the terms, the rows' names and the headings are capitals)."""
    for pid in SHIPPED:
        scene = ChartScene(app, load_profile(pid), page="rankings")
        app.stack.push(scene)
        app.stack.apply_requests()
        for _ in scene.pages:
            drawn = record_text(app, monkeypatch)
            scene.draw(app.display.canvas)
            monkeypatch.undo()
            alone = [text for text, _ in drawn if " " not in text.strip() and any(c.islower() for c in text)]
            assert not alone, (pid, scene.page, alone)
            press(app, key(pygame.K_RIGHT))
        app.stack.pop()
        app.stack.apply_requests()


def test_wrap_whole_keeps_the_line_count_and_leaves_no_word_alone_where_it_can():
    from game.platform.text import wrap, wrap_whole

    example = "A wild in use: K\u2660 K\u2665 3\u2666 7\u2663 2\u2660 is three kings, the 3 a king."
    assert wrap(example, 55)[-1] == "king."
    assert wrap_whole(example, 55) == [
        "A wild in use: K\u2660 K\u2665 3\u2666 7\u2663 2\u2660 is three kings, the 3",
        "a king.",
    ]
    assert wrap_whole("one two", 3) == ["one", "two"]  # no narrower wrap helps: left as it was
    assert wrap_whole("a b", 5) == ["a b"]
    assert wrap_whole("Straight flush", 9) == ["Straight", "flush"]  # never a word cut for it


def test_how_to_play_says_which_dealers_choice_games_have_no_wild_cards(app, monkeypatch):
    """A newcomer's play-test: HOW TO PLAY never said a Seven-Card Stud pot of Dealer's Choice has
    no wild cards. Its page says so, within the page's lines; a page of one game does not."""
    seen = set()
    for entry, shown in how_to_play_pages(app, monkeypatch):
        said = "Seven-Card Stud pots have no wild cards." in shown
        assert said == (entry.id == "dealers-choice"), entry.id
        seen.add(entry.id)
    assert "dealers-choice" in seen


def test_a_no_peek_page_says_who_turns_first():
    """A newcomer's play-test learned who turns first in Night Baseball only from the table's log."""
    for pid in ("night-baseball", "midnight-baseball", "no-peek"):
        said = " ".join(rules_lines(load_profile(pid)))
        assert "The player left of the dealer turns a card first." in said, pid


def test_the_dealers_choice_page_says_a_stud_pots_bring_in():
    """A newcomer's play-test: the Dealer's Choice page never said a Seven-Card Stud pot opens
    with the low card's bring-in."""
    said = " ".join(rules_lines(load_profile("dealers-choice")))
    assert "Seven-Card Stud pots: lowest face-up card must start the betting with ½ (the bring-in)" in said, (
        said
    )


def test_how_to_play_names_the_streets_says_what_no_peek_is_and_that_a_hidden_four_earns_nothing(
    app, monkeypatch
):
    """A newcomer who knew only Hold'em met "3rd street" in the log, unexplained; read "No Peek:"
    on Night Baseball's page as a name never introduced; and learnt from no page that a four dealt
    face down earns nothing. Each main game's page says it (whole, within its lines)."""
    pages = {entry.id: shown for entry, shown in how_to_play_pages(app, monkeypatch)}
    for pid in ("baseball", "seven-card-stud"):
        assert "you get two cards face down and one face up" in pages[pid], pages[pid]
        assert "is a street, named by the cards then held: 3rd street to 7th" in pages[pid]
    assert (
        "A four face up earns a free card, face up at once (a four face down: nothing)." in pages["baseball"]
    )
    assert "face down: nothing" not in pages["seven-card-stud"] + pages["baseball-hidden-fours"]
    for pid in ("night-baseball", "midnight-baseball"):
        # (as Baseball played No Peek: a later newcomer read a bare "No Peek" as games of its own)
        assert "No Peek Baseball: nobody looks at their own cards." in pages[pid], pages[pid]


def test_a_no_peek_page_says_each_lead_bets_with_everyone_and_who_turns_next():
    """A newcomer's play-test met a betting round at every new lead, and the turn passing on, with
    nothing on HOW TO PLAY saying either: a No Peek page says both, within the page's lines."""
    for pid in ("night-baseball", "midnight-baseball", "no-peek"):
        said = " ".join(rules_lines(load_profile(pid)))
        assert "Turn till you beat the lead: then you lead, and open a round of bets." in said, pid
        # a clause of its own with its verb ('..., the player left of the lead.' had none: a newcomer)
        assert "Then the player left of the lead turns, card by card." in said, pid
