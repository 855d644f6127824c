"""Dealer's choice at the TV (docs/rules.md#dealers-choice): the human dealer picks the game from a
menu of the games' names, the table says the pot's game (name and wild cards, a banner at every
call, and in turn when the game changes), a computer dealer's call shows the same way, and a
session saved in the middle of a dealer's-choice night continues at the same pot and game
(Continue)."""

from __future__ import annotations

import re
from itertools import pairwise

import pygame
from frame_checks import frame_problems
from test_polish_support import deal_held, human_move
from test_ui_support import drawn_by, key, press, run_dealing, run_until

from engine.actions import Action, SessionDecision
from engine.bots.game_choice import call_draw, choose_game
from engine.events import PotGame
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.felt import game_banner, layout
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.platform.text import KEEP
from game.platform.tween import Tweens
from game.play import resume
from game.play.session import HUMAN, direct_setup
from game.screens.table_scene import TableScene
from game.telling.game_call import call_line

DC = load_profile("dealers-choice")
SEATS = [SeatInfo("You", "human", "human"), SeatInfo("Babe"), SeatInfo("Casey")]


def dc_scene(app, seed: int, players: int = 3) -> TableScene:
    scene = TableScene(app, direct_setup(app.settings, "dealers-choice", players, seed))
    app.stack.push(scene)
    app.stack.apply_requests()
    return scene


def seed_where_the_human_deals_first(app) -> int:
    """A seed whose first dealer is the human's seat (the first dealer is drawn from the seed)."""
    for seed in range(100):
        scene = TableScene(app, direct_setup(app.settings, "dealers-choice", 3, seed))
        scene.leave()
        if scene.table.actor == HUMAN:
            return seed
    raise AssertionError("no seed in 100 gives the human the first deal")


def big(app, shots, name: str) -> None:
    """A screenshot at 1920x1080, as the TV shows it, to be looked at."""
    shots(app, name, pygame.transform.scale(app.display.canvas, (1920, 1080)))


def test_the_human_dealer_calls_the_game_from_a_menu_of_names_and_the_table_announces_it(
    app, shots, monkeypatch
):
    seed = seed_where_the_human_deals_first(app)
    scene = dc_scene(app, seed)
    run_until(app, lambda: scene.buttons is not None)
    labels = [item.label for item in scene.buttons.items]
    assert labels == ["BASEBALL", "NIGHT BASEBALL", "MIDNIGHT BASEBALL", "SEVEN-CARD STUD"]
    assert scene.prompt == "YOUR DEAL: PICK THE GAME"
    assert [item.shortcut for item in scene.buttons.items] == ["1", "2", "3", "4"]
    assert all(layout.CENTRE.contains(rect) for rect in scene.buttons.rects)  # whole, over the table...
    panel = scene.buttons.rects[0].unionall(scene.buttons.rects[1:]).inflate(8, 8)
    assert (
        layout.POT_TEXT[1] + 32 < panel.top and panel.bottom < layout.PROMPT[1]
    )  # under the pot, over the prompt
    info = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert "DEALER PICKS" in info  # no wild cards yet
    # the pot being called counted as the table counts it once called, and as every game counts
    # (play-tests: HAND 3 OF 8 on the call, POT 3 OF 8 under the game; POT beside HAND elsewhere)
    assert "HAND 1 OF 8" in info and not any(text.startswith("POT ") and " OF " in text for text in info)
    drawn = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert "YOUR DEAL: PICK THE GAME" in drawn and any("MIDNIGHT BASEBALL" in text for text in drawn)
    big(app, shots, "dealers_choice_menu")
    press(app, key(pygame.K_2))  # Night Baseball
    game = next(e for e in scene.table.events if isinstance(e, PotGame))
    assert (game.chooser, game.profile) == (HUMAN, "night-baseball")
    run_until(app, lambda: scene.model.game_banner is not None)
    # a No Peek game says so and its cards (a play-test: only "Threes and nines are wild")
    deal = "NO PEEK: 9 CARDS EACH, UNSEEN. WILD: 3 AND 9. A 4 FACE UP: AN EXTRA CARD"
    assert scene.model.game_banner == ("YOU PICK", "NIGHT BASEBALL", deal)
    drawn = drawn_by(app, scene, monkeypatch)
    texts = [text for text, _ in drawn]
    assert "NIGHT BASEBALL" in texts and "YOU PICK" in texts
    banner = [text for text, rect in drawn if rect.x != layout.INFO[0]]  # (the corner says 9 CARDS too)
    assert " ".join(text for text in banner if len(text) > 1 and text in deal) == deal  # every line
    assert not any(rect.collidepoint(layout.PROMPT) for _, rect in drawn)  # the hint's line gives way to it
    app.draw()
    assert frame_problems("the call's banner") == []
    # large, over the middle of the table (the game's information at the bottom left says it too)
    assert any(
        layout.CENTRE.contains(rect) and rect.height >= 24 for text, rect in drawn if text == "NIGHT BASEBALL"
    )
    big(app, shots, "dealers_choice_banner")
    assert scene.model.profile == "Night Baseball" and scene.model.no_peek
    assert "You pick Night Baseball" in scene.model.log
    assert scene.model.hand == 1  # the pot the call is for
    run_dealing(app, scene, lambda: any(seat.cards for seat in scene.model.seats))  # (Enter: it waits)
    assert scene.model.game_banner is None  # gone once the deal starts


def test_a_computer_dealer_calls_by_its_style_and_the_table_announces_it(app):
    seed = next(s for s in range(100) if Table(DC, SEATS, s).actor != HUMAN)
    scene = dc_scene(app, seed)
    run_until(app, lambda: scene.model.game_banner is not None)
    table = scene.table
    game = next(e for e in table.events if isinstance(e, PotGame))
    dealer = table.seats[game.chooser]
    assert (
        game.profile == choose_game(dealer.style, DC.games, call_draw(table.seed, game.hand, game.chooser)).id
    )
    assert (
        scene.model.game_banner[0] == f"{dealer.name.upper()} PICKS"
        and scene.model.profile == game.rules.name
    )
    assert f"{dealer.name} picks {game.rules.name}" in scene.model.log


def test_a_dealers_choice_session_saved_mid_pot_continues_at_the_same_pot_and_game(home, polished):
    scene = TableScene(polished, direct_setup(polished.settings, "dealers-choice", 3, 8))
    scene.leave()
    table = scene.table
    calls = iter(["seven-card-stud", "midnight-baseball", "baseball"])
    while table.hands_played < 2 or (table.rules.id == "baseball" and len(table.decisions) < 40):
        if deal_held(table):  # the next pot, dealt once the last one's result is read
            continue
        legal = table.legal_actions()
        if legal.decision == "choose_game":
            kind = next(calls, "baseball") if legal.seat == HUMAN else legal.kinds[-1]
        else:
            kind = human_move(legal)
        table.apply(Action(legal.seat, kind))
    deal_held(table)
    while table.legal_actions().decision == "choose_game" or table.hand_events_start == len(table.events):
        legal = table.legal_actions()
        table.apply(
            Action(legal.seat, legal.kinds[1] if legal.decision == "choose_game" else human_move(legal))
        )
    for _ in range(3):  # a few decisions into the third pot
        legal = table.legal_actions()
        table.apply(Action(legal.seat, human_move(legal)))
    pot_game = table.rules
    assert table.hands_played == 2 and table.session_rules.is_dealers_choice
    assert resume.save(scene.setup, table) is None

    saved, problems = resume.load()
    assert problems == [] and saved.setup.rules.is_dealers_choice and saved.pots_done == 2
    assert "Dealer's Choice, 3 players: hand 3 of 8" in saved.describe()
    again = TableScene(polished, saved.setup, saved=saved)
    again.leave()
    resumed = again.table
    assert [e.to_json() for e in resumed.events] == [e.to_json() for e in table.events]
    assert resumed.rules == pot_game and resumed.actor == table.actor
    # the screen says the pot's game too (a play-test's continued pot showed DEALER'S CHOICE, no wilds)
    assert again.model.profile == pot_game.name and again.director.pot_rules == pot_game
    assert again.model.wild_ranks == frozenset(pot_game.wild_ranks)
    # both go on the same way to the end of the night
    for both in (table, resumed):
        while not both.is_over:
            if deal_held(both):
                continue
            legal = both.legal_actions()
            both.apply(
                Action(legal.seat, legal.kinds[0] if legal.decision == "choose_game" else human_move(legal))
            )
    assert [e.to_json() for e in resumed.events] == [e.to_json() for e in table.events]
    games = [e.profile for e in resumed.events if isinstance(e, PotGame)]
    assert len(games) == 8 and len(set(games)) > 1


def test_how_to_play_says_a_dealers_choice_is_its_games_called_by_the_dealer(app, shots, monkeypatch):
    from game.screens.scenes.howto import HowToScene

    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    howto.index = [entry.id for entry in howto.entries].index("dealers-choice")
    drawn = []  # every page's words: a page holds one idea, so the games and how they come are two
    for page in range(len(howto.pages())):
        howto.page = page
        drawn += drawn_by(app, howto, monkeypatch)
    shown = " ".join(" ".join(text for text, _ in drawn).split())
    assert "< DEALER'S CHOICE >" in shown
    for line in (
        "The dealer picks each pot's game.",
        "Baseball, Night Baseball, Midnight Baseball or Seven-Card Stud.",
        "Each pot is played by its own game's rules, said before the deal.",
    ):
        assert line in shown
    assert "Threes and nines are wild" not in shown  # no one game's rules for the whole night
    howto.page = 0
    howto.draw(app.display.canvas)
    big(app, shots, "dealers_choice_howto")


def test_a_player_at_the_party_tv_calls_the_game_from_the_same_menu(
    app, shots, tmp_path, monkeypatch, loopback
):
    """A dealer's choice of No Peek games only lets players sit at the TV; theirs is the same menu."""
    from tv_dealer_pick import to_tv_dealers_pick

    games = ["night-baseball", "midnight-baseball", "no-peek"]
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, games, "Kim")
    room = lobby.party.room
    try:
        assert [item.label for item in table.buttons.items] == [
            "NIGHT BASEBALL",
            "MIDNIGHT BASEBALL",
            "NO PEEK",
        ]
        assert all(layout.CENTRE.contains(rect) for rect in table.buttons.rects)
        assert table.prompt == "KIM: PICK THE GAME"
        texts = [text.replace(KEEP, " ") for text, _ in drawn_by(app, table, monkeypatch)]
        # (said short, clear of the chosen game's line beside it: test_party_tv_pick_clear)
        (line,) = [text for text in texts if text.startswith("PICK THE GAME")]
        clock = re.fullmatch(r"PICK THE GAME IN (\d+)", line)
        assert clock is not None and 55 <= int(clock[1]) <= 60, line
        assert not any(text.startswith("TIME LEFT") for text in texts)  # not under the games' panel
        # the last pot's best five and hand to beat leave the middle to the menu
        assert table.model.showcase == [] and table.model.target is None
        big(app, shots, "dealers_choice_party_tv_menu")
        table.choose("no-peek")
        assert room.table.rules.id == "no-peek"
    finally:
        lobby.party.close()


def test_in_turn_the_table_announces_the_next_game_without_asking_anyone(app):
    import dataclasses

    setup = direct_setup(app.settings, "dealers-choice", 3, 1)
    setup.rules = dataclasses.replace(setup.rules, choice="in_turn")
    scene = TableScene(app, setup)
    app.stack.push(scene)
    app.stack.apply_requests()
    run_until(app, lambda: scene.model.game_banner is not None)
    assert scene.model.game_banner == (
        "NEXT GAME",
        "BASEBALL",
        "THREES AND NINES ARE WILD. A 4 FACE UP: AN EXTRA CARD",
    )
    assert "Next game: Baseball" in scene.model.log and scene.buttons is None
    assert scene.table.legal_actions().decision != "choose_game"  # nobody is asked


def test_while_the_next_dealer_calls_the_table_shows_the_pot_being_called_not_the_last_one(
    app, shots, monkeypatch
):
    """Every pot's call looks like the first one's: the last pot's game, number, button, cards and
    fold marks are gone; the box says DEALER PICKS (a host saw BASEBALL / HAND 3 OF 8, the last
    dealer's button and a FOLDED seat under YOUR DEAL: PICK THE GAME)."""
    scene = dc_scene(app, seed_where_the_human_deals_first(app))

    def to_the_humans_next_call() -> bool:
        if app.stack.top is not scene or scene.player.waiting:  # the last pot's result, a new
            press(app, key(pygame.K_RETURN))  # game's call (it waits for Enter): on at once
            return False
        legal = scene.table.legal_actions()
        if scene.buttons is None or legal is None or legal.seat != HUMAN:
            return False
        if legal.decision == "choose_game":
            if scene.table.hands_played > 0:
                return True
            scene.choose(legal.kinds[0])  # Baseball
        else:  # the human folds at once: the last pot leaves a FOLDED mark on the human's seat
            scene.choose("fold" if "fold" in legal.kinds else human_move(legal))
        return False

    run_until(app, to_the_humans_next_call, limit=40000)
    table, model = scene.table, scene.model
    assert table.hands_played >= 1 and table.dealer == HUMAN
    assert model.calling and model.hand == table.hands_played + 1 and model.dealer == HUMAN
    assert not any(seat.folded or seat.cards or seat.showing for seat in model.seats)
    assert not model.showcase and model.profile == DC.name
    drawn = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert "DEALER PICKS" in drawn and f"HAND {model.hand} OF 8" in drawn
    assert "BASEBALL" not in drawn and "FOLDED" not in " ".join(drawn)
    big(app, shots, "dealers_choice_next_call")


def test_at_the_party_tv_a_phone_dealers_call_is_said_over_the_emptied_table(app, shots, monkeypatch):
    """While Ann calls at her phone the TV said WAITING FOR ANN 44 (an unexplained number, the away
    rule's, with the turn timer off) over the last pot's showdown, its game and hand number: it says
    she calls, and the away rule's seconds only when they are its last."""

    from test_party_tv import silent_dealers_choice, start_with_ann, until_ann_calls_a_later_pot

    lobby, ticks = silent_dealers_choice(app, monkeypatch)  # Ann never answers: the away rule
    room = lobby.party.room
    try:
        ann, tv = start_with_ann(app, room)
        until_ann_calls_a_later_pot(app, room, ann, tv)
        monkeypatch.setattr(room, "clock", lambda: room.since + 1.0)  # 44 seconds left, still
        model = tv.model
        assert model.hand == room.table.hands_played + 1 and model.dealer == ann
        assert not model.showcase and not any(seat.folded or seat.cards for seat in model.seats)
        drawn = drawn_by(app, tv, monkeypatch)
        texts = [text for text, _ in drawn]
        # no clock of 44 s, bare or "AWAY IN 44" (the JOIN line's port, a net or a pot may hold a 44)
        assert "ANN PICKS THE GAME" in texts and not any(text == "44" or "IN 44" in text for text in texts)
        assert not any(text.startswith("ANN'S TURN") for text in texts)
        # with the timer off, the away rule's seconds only for its last ones (game.party.away_clock)
        monkeypatch.setattr(room, "clock", lambda: room.since + 35.0)
        texts = [text for text, _ in drawn_by(app, tv, monkeypatch)]
        assert "ANN PICKS THE GAME" in texts and "AWAY IN 10" in texts
        assert "DEALER PICKS" in texts and f"HAND {model.hand} OF 8" in texts
        calls = next(rect for text, rect in drawn if text == "ANN PICKS THE GAME")
        assert layout.CENTRE.contains(calls)
        # the box hides what is under it whole: no log line's ends either side of it (a host
        # play-test), however wide the last pot's lines
        model.log.extend(["CPU 4 shows four twos", "CPU 2 wins 30"])  # as a play-test saw them
        panels: list[pygame.Rect] = []
        original = game_banner.panel
        monkeypatch.setattr(
            game_banner,
            "panel",
            lambda canvas, rect, *a, **k: (panels.append(rect), original(canvas, rect, *a, **k)),
        )
        drawn = drawn_by(app, tv, monkeypatch)
        (box,) = panels
        assert [text for text, rect in drawn if rect.colliderect(box) and not box.contains(rect)] == []
        assert len([text for text, rect in drawn if box.contains(rect)]) > 2  # log lines under it, hidden
        tv.draw(app.display.canvas)
        big(app, shots, "dealers_choice_party_phone_calls")
        # the away rule calls for her: the banner says the game, over nothing else on the TV (its
        # foot sat on the JOIN line)
        monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.5)
        run_until(app, lambda: tv.model.game_banner is not None, limit=40000)
        drawn = drawn_by(app, tv, monkeypatch)
        caller, name, rules = tv.model.game_banner
        lines = [  # the rules (the four's too) may take more than one line
            rect
            for text, rect in drawn
            if (text in (caller, name) or (len(text) > 1 and text in rules)) and layout.CENTRE.contains(rect)
        ]
        assert len(lines) >= 3
        banner = lines[0].unionall(lines[1:])
        # (how to join stays on the TV's join strip at an edge, game.screens.party_join_strip: never
        # in the middle with the banner)
        joins = [rect for text, rect in drawn if text.startswith(("JOIN", "ROOM CODE", "CODE"))]
        assert joins and not any(layout.CENTRE.colliderect(rect) for rect in joins), joins
        under = [
            text for text, rect in drawn if rect.y > banner.bottom and rect.colliderect(banner.inflate(0, 24))
        ]
        assert under == []  # the banner's box reaches 10 px under its last line: nothing there
        tv.draw(app.display.canvas)
        big(app, shots, "dealers_choice_party_banner")
    finally:
        lobby.party.close()


def test_each_game_a_dealer_may_call_has_a_line_of_its_own():
    """The dealer's buttons named four games only; each now has a line saying what is wild and what
    else sets it apart, and no two games a dealer's choice offers read the same."""
    from game.telling.game_call import call_line
    from game.telling.rules_words import wild_line

    lines = [call_line(game) for game in DC.games]
    assert len(set(lines)) == len(lines)
    for game, line in zip(DC.games, lines, strict=True):
        assert wild_line(game) in line
        # No Peek first, with its cards (a play-test: "no peek" at the line's end was missed)
        assert line.startswith(f"No Peek: {game.cards} cards each, unseen. ") == (game.flow == "no_peek")
        assert ("a four earns" in line or "A 4 face up: " in line) == (game.fours.face_up != "none")


def test_the_table_says_which_game_this_pot_plays_under_a_dealers_choice(app, monkeypatch):
    """A play-test: nothing on the table reminded a newcomer which game the pot in play was. The
    game's information says the pot's game first (and not in a session of one game), inside its
    column, clear of your seat, in no more rows than a game of its own takes; HAND 1 OF 8 in its
    own place at the bottom right, as in every game."""
    seed = next(s for s in range(100) if Table(DC, SEATS, s).actor != HUMAN)
    scene = dc_scene(app, seed)
    run_until(app, lambda: scene.model.game_banner is not None)
    run_dealing(app, scene, lambda: scene.model.game_banner is None)  # dealt (Enter): the banner is gone
    drawn = drawn_by(app, scene, monkeypatch)
    column = [(text, rect) for text, rect in drawn if rect.x == layout.INFO[0] and rect.y >= layout.INFO[1]]
    words = [text for text, _ in column]
    game = scene.table.rules.name.upper()
    assert " ".join(words[:2]).startswith(game) and len(words) <= 4, words
    assert ("HAND 1 OF 8", scene.renderer.count_rect(scene.model)) in drawn
    assert all(rect.right < layout.BOTTOM.x - 8 for _, rect in column)
    plain = TableScene(app, direct_setup(app.settings, "baseball", 3, seed))
    app.stack.push(plain)
    app.stack.apply_requests()
    run_until(app, lambda: plain.model.hand == 1)
    assert "HAND 1 OF 8" in [text for text, _ in drawn_by(app, plain, monkeypatch)]


def test_the_dealers_menu_says_the_chosen_game_in_a_line_beside_it(app, monkeypatch):
    """A play-test: the call menu gave only the games' names. The chosen one's line (what is wild,
    No Peek, what a four earns) stands where the buttons stand, and follows the choice."""
    scene = dc_scene(app, seed_where_the_human_deals_first(app))
    run_until(app, lambda: scene.buttons is not None)
    seen = []
    for _ in range(2):
        drawn = drawn_by(app, scene, monkeypatch)
        keys = set(scene.buttons.nudge_aside())  # the pick's keys over it (tests/test_pick_keys_said.py)
        side = [  # (over the hand's number, risen as high as it needs: test_dealers_pick_large)
            text
            for text, rect in drawn
            if rect.x >= layout.BUTTONS[0] and rect.y >= layout.MID_Y and not text.startswith("HAND ")
            if text not in keys
        ]
        seen.append(" ".join(side))
        press(app, key(pygame.K_DOWN))
    games = {game.id: game for game in DC.games}
    assert seen[0] == call_line(games["baseball"]) and seen[1] == call_line(games["night-baseball"])
    assert seen[1].startswith("No Peek: 9 cards each, unseen.")
    app.draw()
    assert frame_problems("the dealer's menu") == []


def test_every_call_of_the_game_is_announced_with_its_banner_the_same_game_again_too():
    """A play-test: a computer dealer calling the game the last pot played showed only a grey log
    line ("Casey picks Seven-Card Stud"), so a newcomer missed which game the pot played. Every
    call, yours or a computer's, new game or not, gets the banner over the table."""
    table = Table(DC, SEATS, 4)
    while not table.is_over:
        legal = table.legal_actions()
        if legal.decision == SessionDecision.CHOOSE_GAME:  # each dealer calls as its style would
            style = table.seats[legal.seat].style
            kind = choose_game(style, DC.games, call_draw(table.seed, table.hands_played + 1, legal.seat)).id
        else:
            kind = next(
                (k for k in ("check", "call", "turn", "pay", "reveal") if k in legal.kinds), legal.kinds[0]
            )
        table.apply(Action(legal.seat, kind))
    calls = [event for event in table.events if isinstance(event, PotGame)]
    again = [b for a, b in pairwise(calls) if a.profile == b.profile and b.chooser != HUMAN]
    assert again, "no computer dealer called the last pot's game again: pick another seed"
    director = Director(TableModel(), Tweens(), HUMAN, {})
    banners = []
    for event in table.events_for(HUMAN):
        director.play(event)
        if isinstance(event, PotGame):
            banners.append(director.model.game_banner)
    assert len(banners) == len(calls)
    for call, banner in zip(calls, banners, strict=True):
        caller = "YOU PICK" if call.chooser == HUMAN else f"{table.seats[call.chooser].name.upper()} PICKS"
        assert banner is not None and banner[:2] == (caller, call.rules.name.upper()), (call.hand, banner)
