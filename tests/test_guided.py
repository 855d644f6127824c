"""The guided first hands (game.play.guided, game.screens.scenes.guided, game.telling.guide_words):
each plays to its end at the real table, stopping at every moment it is built to show, with its
words; the offer the first time a game is chosen; S skips the guide.

Set BBP_GUIDED_SHOTS to a folder to keep a screenshot of every stop of every guide there."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, letter, press, run_until, settle

from engine.events import ActionTaken, HandEnd, PotGame, RoundStart, Showdown
from engine.profile import load_profile
from game.felt import layout
from game.felt.guide_view import GUIDE_CORNER, PAD, SENTENCE_END, guide_lines
from game.platform.frame_log import FRAME
from game.play.guided import (
    CHOSEN,
    FIRST_MOVE_PAUSE,
    MOMENTS,
    OWN_CALL,
    READ_PAUSE,
    STOCKS,
    guided_setup,
    has_guide,
)
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.guide_end import GuideEnd
from game.screens.scenes.guided_table import GuidedTable
from game.store.settings import settings_from_json
from game.telling.guide_words import INTROS, LEARNED, WORDS, closing_line

SHOTS = os.environ.get("BBP_GUIDED_SHOTS", "")
SKIP = GUIDE_CORNER[-1]  # "S: SKIP GUIDE"
CLOSING_STOP = "end"  # the guide's closing words, after its last result
# The Dealer's Choice guide after your own call: the called game's own pages that its pot (seed 26's
# deal, you checking and calling) brings, each once, its intro first where its game is new: its
# fours' bonus cards (a newcomer's play-test called Baseball and met a four's bonus card with no
# word), never the other guides' lessons again (another's met AUTO-CHECK and wild cards twice);
# Seven-Card Stud, the first pot's game, has nothing left to show.
CALLED_PAGES = {
    "baseball": ("start", "bonus_up"),
    "night-baseball": ("start", "bonus_up"),
    "midnight-baseball": ("start", "bonus_down", "bonus_turned"),
    "seven-card-stud": (),
}


def moments(profile_id: str, call: str = "baseball") -> list[str]:
    """The moments a guide stops at, in order (a Dealer's Choice's: and those of the game you `call`)."""
    return [*MOMENTS[profile_id], *(CALLED_PAGES[call] if profile_id == "dealers-choice" else ())]


def acted_since_the_lead(events) -> bool:
    """Whether you have acted in the betting round opened last."""
    opened = max(i for i, event in enumerate(events) if isinstance(event, RoundStart))
    return any(isinstance(event, ActionTaken) and event.seat == HUMAN for event in events[opened:])


def play_guide(
    app, profile_id: str, answer: str = "call", scenes: list | None = None, call: str = "baseball"
):
    """Open the guide from HOW TO PLAY's way in and play it, the human checking and calling (or
    `answer`) and calling the game `call` (a Dealer's Choice); the moments it stopped at, with their words, in order
    (`scenes`: the guide's scene is put there, to look at afterwards)."""
    app.push(openers.title())
    app.stack.apply_requests()
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    if scenes is not None:
        scenes.append(scene)
    stops: list[tuple[str, str]] = []
    for _frame in range(30000):
        if scene not in app.stack.scenes or isinstance(app.stack.top, GuideEnd):  # (what next: over)
            return stops
        if scene.script.over and scene.line and stops[-1][0] == CLOSING_STOP:  # their next page
            read_and_go_on(app)
            continue
        if scene.script.over and scene.line:  # the closing words: S is offered no more, any key ends
            app.draw()
            assert SKIP not in [item.text for item in FRAME.texts()] and frame_problems(profile_id) == []
            assert guide_hides(scene) == [], f"{profile_id}: the closing words"
            stops.append((CLOSING_STOP, scene.line))
            if SHOTS:
                pygame.image.save(app.display.canvas, f"{SHOTS}/{profile_id}_{len(stops):02d}_end.png")
            read_and_go_on(app)
            continue
        if scene.line:
            press(app, frames=30, dt=0.05)  # what the words are about lands (1.5 s)
            key_now = scene.script.told[len(stops) :]  # (a called game's intro: a second "start")
            assert len(key_now) == 1
            if key_now[0] == "bet_unturned":  # about your decision: said when it is yours (a play-test)
                assert scene.table.actor == HUMAN and scene.model.actor == HUMAN, key_now[0]
            if key_now[0] == "beaten_turn":  # said when true: the new lead's round over (a newcomer's
                # play-test read "Its betting round is over" only after checking in it)
                assert not scene.table.public_view().round and acted_since_the_lead(scene.table.events)
            stops.append((key_now[0], scene.line))
            assert frame_problems(f"{profile_id} stop {len(stops)}") == []
            assert guide_hides(scene) == [], f"{profile_id} stop {len(stops)}: {key_now[0]}"
            if scene.table.rules.flow == "no_peek" and not showdown(scene):  # the row to beat over the box
                # is the one the table has (a showdown shows the hands instead: the last one out)
                assert scene.model.leader == scene.table.public_view().lead, f"{profile_id}: {key_now[0]}"
            if SHOTS:
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                pygame.image.save(
                    app.display.canvas, f"{SHOTS}/{profile_id}_{len(stops):02d}_{key_now[0]}.png"
                )
            while scene.script.rest:  # (TEXT SIZE large: a moment's next page, its box in view)
                rest = scene.script.rest
                read_and_go_on(app)
                assert scene.line == rest and guide_hides(scene) == [], f"{profile_id}: {key_now[0]}"
            read_and_go_on(app)
            # any button goes on: the words go, or the same move's next moment is told
            assert not scene.line or len(scene.script.told) > len(stops)
            continue
        if app.stack.scenes[-1] is not scene:  # the pot's result: NEXT HAND ends the guide
            app.draw()  # a pot's result: the guide's corner offers no skip under it, where the
            # result takes the keys and S skips nothing (902d7fb: Dealer's Choice's first pot's too)
            assert SKIP not in [item.text for item in FRAME.texts()], profile_id
            press(app, key(pygame.K_RETURN))
            continue
        if scene.buttons is not None:
            kinds = [option.kind for option in scene.table.legal_actions().options]
            wanted = (
                (answer, call, "check", "call", "turn")
                if answer in kinds
                else (call, "check", "call", "turn")
            )
            scene.choose(next((kind for kind in wanted if kind in kinds), kinds[0]))  # a call: the first game
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError(f"the {profile_id} guide did not end")


def showdown(scene) -> bool:
    return any(isinstance(event, Showdown) for event in scene.player.pot_events)


def read_and_go_on(app) -> None:
    """A page read (a press sooner is taken for one meant before it: READ_PAUSE), then Space."""
    press(app, frames=int(READ_PAUSE / 0.05) + 1, dt=0.05)
    press(app, key(pygame.K_SPACE), frames=1)


def guide_move(app, scene) -> None:
    """A guided hand's next move as a newcomer makes it: a page read and gone on from, else at your
    decision the first of Baseball (a dealer's call), check, call and turn."""
    if scene.line:
        read_and_go_on(app)
    elif scene.buttons is not None:
        kinds = [option.kind for option in scene.table.legal_actions().options]
        scene.choose(next(kind for kind in ("baseball", "check", "call", "turn") if kind in kinds))


def to_the_hidden_four(app, go_on: int = pygame.K_RETURN) -> GuidedTable:
    """The Baseball guide, its first page read and closed (`go_on`), at the hidden four's page."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    run_until(app, lambda: bool(scene.line), dt=1 / 60)  # what the game is
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(go_on))
    run_until(app, lambda: "Your first card is a four" in scene.line, dt=1 / 60)
    return scene


def guide_through_results(app, scene, done, what: str) -> None:
    """Play the guided hands in `scene` as guide_move does, each pot's result gone on from with
    Enter (a Dealer's Choice guide deals more than one pot), until `done()`."""
    for _frame in range(20000):
        if done():
            return
        if not scene.line and app.stack.scenes[-1] is not scene:  # a pot's result
            press(app, key(pygame.K_RETURN))
        else:
            guide_move(app, scene)
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError(f"the guide never came to {what}")


def guide_until(app, scene, done, what: str) -> None:
    """Play the guided hand in `scene`, its pages read and the human checking, calling or turning,
    until `done()`."""
    for _frame in range(20000):
        if done():
            return
        if scene.line:
            read_and_go_on(app)
        elif scene.buttons is not None:
            kinds = [option.kind for option in scene.table.legal_actions().options]
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError(f"the guide never came to {what}")


def guide_hides(scene) -> list[str]:
    """What the guide's box, the frame's last panel, covers that must be read: anything but the
    prompt's line (it comes back at the next key), a hand shown in the middle too (a newcomer's
    play-test: the box covered the hands its words were about at the showdown), the log's
    lines included (the move the words are about is read there); and the guide's own words that
    stray out of it or into its PAD (the hand's number, drawn after it at the bottom right where
    nothing else is, not one of them)."""
    items = FRAME.items
    index = max(i for i, item in enumerate(items) if item.kind == "panel")
    box = items[index].rect
    problems = []
    for item in items[:index]:
        if item.kind not in ("text", "card") or not item.rect.colliderect(box):
            continue
        if item.kind == "text" and item.rect.collidepoint(scene.renderer.places.prompt):
            continue
        problems.append(f"the guide's box {tuple(box)} covers {item.kind} {item.text!r} {tuple(item.rect)}")
    inside = box.inflate(-2 * PAD, -2 * PAD)  # (a squeezed box's words touched its borders: a play-test)
    count = scene.renderer.count_rect(scene.model)
    for item in items[index + 1 :]:
        if item.kind == "text" and item.rect != count and not inside.contains(item.rect):
            problems.append(f"the guide's words {item.text!r} {tuple(item.rect)} leave its box {tuple(box)}")
    return problems


@pytest.mark.parametrize("profile_id", sorted(STOCKS))
def test_each_guide_plays_to_its_end_and_stops_at_each_of_its_moments(app, profile_id):
    stops = play_guide(app, profile_id)
    assert [key for key, _ in stops] == [*moments(profile_id), CLOSING_STOP]
    for _key, words in stops:
        assert " ".join(guide_lines(words)) == words  # whole in the guide's box
    assert stops[-1][1] == closing_line(moments(profile_id)) and "HOW TO PLAY" in stops[-1][1]
    assert isinstance(app.stack.top, GuideEnd)  # what next, over the guide's table
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(pygame.K_ESCAPE), frames=2)
    assert app.stack.scenes[-1].__class__.__name__ == "TitleScene"  # Esc: back where it was opened


def test_a_guide_raising_all_the_way_still_shows_every_moment(app):
    stops = play_guide(app, "night-baseball", answer="raise")
    assert [key for key, _ in stops] == [*MOMENTS["night-baseball"], CLOSING_STOP]


def test_the_guided_dealers_choice_goes_on_to_your_own_call_and_plays_its_pot(app):
    """A play-test: the guide ended before the deal passed to you, so a newcomer never saw the
    dealer's menu. Now the second pot is yours to call: the guide says so, then offers the menu,
    and you play the pot of the game you called (a second play-test: ending at its deal was abrupt)."""
    scenes: list = []
    stops = play_guide(app, "dealers-choice", scenes=scenes)
    assert stops[len(MOMENTS["dealers-choice"]) - 1] == (OWN_CALL, WORDS[OWN_CALL])
    table = scenes[0].table
    calls = [event for event in table.events if isinstance(event, PotGame)]
    assert [(call.hand, call.chooser) for call in calls] == [(1, 2), (2, 0)]  # Casey's, then yours
    ends = [event.hand for event in table.events if isinstance(event, HandEnd)]
    assert ends == [1, 2]  # your called pot was played to its end


@pytest.mark.parametrize("call", sorted(CALLED_PAGES))
def test_the_dealers_choice_guide_shows_the_called_games_pages_once_each(app, call):
    """A newcomer's play-test: the guide went quiet after your own call, and the Baseball pot called
    showed wild cards and a four's bonus card with no word. The pot you call stops at the pages of
    that game's own guide not yet shown, once each, as its deal brings them, its intro first where
    its game is new; the closing words name them too."""
    scenes: list = []
    stops = play_guide(app, "dealers-choice", scenes=scenes, call=call)
    assert [key for key, _ in stops] == [*moments("dealers-choice", call), CLOSING_STOP]
    called = [key for key, _ in stops[len(MOMENTS["dealers-choice"]) : -1]]
    assert set(called) <= set(MOMENTS[call]) and len(set(called)) == len(called)  # that guide's pages, once
    assert not set(called) & (set(MOMENTS["dealers-choice"]) - {"start"})  # nothing shown twice
    intros = [words for key, words in stops if key == "start"]
    assert len(intros) == (1 if call == "seven-card-stud" else 2)
    assert intros[-1].startswith(load_profile(call).name + ":")  # the called game's own intro
    # ...saying nothing read a pot ago (a newcomer's play-test: Baseball's two pages after Seven-Card
    # Stud's, the deal and the ante read again), Baseball only what differs from Seven-Card Stud
    last = max(at for at, (key, _) in enumerate(stops) if key == "start")
    read = {sentence for _, words in stops[:last] for sentence in SENTENCE_END.split(words)}
    assert not read & set(SENTENCE_END.split(intros[-1])), intros
    if call == "baseball":
        assert intros[-1] == "Baseball: dealt as the Seven-Card Stud pot was. 3s and 9s are wild."
    assert stops[-1][1] == closing_line(moments("dealers-choice", call))
    assert [event.profile for event in scenes[0].table.events if isinstance(event, PotGame)][-1] == call


def test_every_moment_of_the_guides_has_its_words_and_every_words_a_guide():
    shown = {key for moments in MOMENTS.values() for key in moments} | set(CHOSEN)
    assert shown - {"start", "called"} == set(WORDS)  # those two have words of their own
    assert shown - {"start"} == set(LEARNED)  # the closing words name what each moment showed
    for profile_id in STOCKS:
        rules = load_profile(profile_id)
        assert rules.flow in INTROS and has_guide(profile_id)
        setup = guided_setup(profile_id, rules)
        assert len(set(setup.stacked)) == len(setup.stacked)
        assert setup.rules.pots == (2 if profile_id == "dealers-choice" else 1)  # (the second: your call)
    assert not has_guide("baseball-strikeout")  # a house variant: its game's guide is the one


def test_s_skips_the_guide_at_any_moment_and_the_play_menus_go_on(app):
    app.push(openers.title())
    app.stack.apply_requests()
    rules = load_profile("baseball")
    app.push(openers.guided(profile_id="baseball", rules=rules, then="players"))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    press(app, frames=5)
    assert scene.line  # the first stop: what the game is
    press(app, letter("s"), frames=2)
    top = app.stack.scenes[-1]
    assert scene not in app.stack.scenes and top.__class__.__name__ == "PlayersScene"
    assert top.setup.profile_id == "baseball"


def choose_game(app, profile_id: str) -> None:
    app.push(openers.profiles())
    app.stack.apply_requests()
    page = app.stack.scenes[-1]
    entry = next(entry for entry in page.entries if entry.id == profile_id)
    page.choose(entry)
    app.stack.apply_requests()


def test_back_on_the_guides_offer_returns_to_the_games_and_asks_again_next_time(app):
    """A newcomer's Esc on A GUIDED FIRST HAND? went on to HOW MANY PLAYERS? as a NO, and the
    offer was never made again for that game: Back puts the question off, on the game list."""
    app.push(openers.title())
    app.stack.apply_requests()
    choose_game(app, "baseball")
    question = app.stack.scenes[-1]
    assert question.__class__.__name__ == "ConfirmScene" and "GUIDED" in question.question
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.scenes[-1].__class__.__name__ == "ProfileScene"
    assert app.settings.guided_offered == []
    page = app.stack.scenes[-1]
    page.choose(next(entry for entry in page.entries if entry.id == "baseball"))
    app.stack.apply_requests()
    again = app.stack.scenes[-1]
    assert again.__class__.__name__ == "ConfirmScene" and "GUIDED" in again.question
    again.no()  # answered: the Play menus go on, and it is not asked again
    app.stack.apply_requests()
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"
    assert app.settings.guided_offered == ["baseball"]


def test_the_guide_is_offered_the_first_time_a_game_is_chosen_only(app):
    app.push(openers.title())
    app.stack.apply_requests()
    choose_game(app, "night-baseball")
    question = app.stack.scenes[-1]
    assert question.__class__.__name__ == "ConfirmScene" and "GUIDED" in question.question
    assert app.settings.guided_offered == []  # asked, not yet answered
    question.yes()
    assert app.settings.guided_offered == ["night-baseball"]
    app.stack.apply_requests()
    assert isinstance(app.stack.scenes[-1], GuidedTable)
    app.stack.scenes[-1].finish()  # (played or skipped) the Play menus go on
    app.stack.apply_requests()
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"
    app.back()
    app.back()
    app.stack.apply_requests()
    choose_game(app, "night-baseball")  # the second time: straight on
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"
    choose_game(app, "midnight-baseball")
    app.stack.scenes[-1].no()  # NO goes straight on too
    app.stack.apply_requests()
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"
    app.settings.hints = False
    choose_game(app, "baseball")
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"  # hints off: no offer
    choose_game(app, "baseball-strikeout")  # no guide: nothing to offer
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"


def test_old_settings_files_load_and_the_new_keys_are_checked():
    settings, problems = settings_from_json({"volume": 0.5})
    assert problems == [] and settings.hints and settings.guided_offered == []
    settings, problems = settings_from_json({"hints": False, "guided_offered": ["baseball"]})
    assert problems == [] and not settings.hints and settings.guided_offered == ["baseball"]
    settings, problems = settings_from_json({"hints": "yes", "guided_offered": ["../x"]})
    assert settings.hints and settings.guided_offered == [] and len(problems) == 2


def test_how_to_play_opens_the_guide_and_the_words(app):
    app.settings.default_profile = "midnight-baseball"
    app.push(openers.howto())
    app.stack.apply_requests()
    press(app, letter("w"), frames=2)
    assert app.stack.scenes[-1].__class__.__name__ == "ChartScene"
    app.back()
    app.stack.apply_requests()
    press(app, letter("g"), frames=2)
    guide = app.stack.scenes[-1]
    assert isinstance(guide, GuidedTable) and guide.profile_id == "midnight-baseball"


def test_a_guide_played_from_how_to_play_is_not_offered_again_when_its_game_is_chosen(app):
    """A play-test: a newcomer who had just played Baseball's guide from HOW TO PLAY was asked A
    GUIDED FIRST HAND? when choosing Baseball."""
    app.push(openers.title())
    app.stack.apply_requests()
    app.push(openers.howto())
    app.stack.apply_requests()
    page = app.stack.scenes[-1]
    page.index = next(i for i, entry in enumerate(page.entries) if entry.id == "baseball")
    page.open_page("g")
    app.stack.apply_requests()
    guide = app.stack.scenes[-1]
    assert isinstance(guide, GuidedTable)
    guide.finish()
    app.stack.apply_requests()
    choose_game(app, "baseball")
    assert app.stack.scenes[-1].__class__.__name__ == "PlayersScene"


@pytest.mark.parametrize("profile_id", ["baseball", "no-peek"])
def test_a_guide_at_text_size_large_is_in_the_large_layout(app, profile_id):
    """A newcomer's play-test at TEXT SIZE large: the guided first hand kept the normal size. Its
    table and its words are in the large layout, each stop's box covering nothing to be read."""
    app.settings.text_size = "large"
    scenes: list = []
    stops = play_guide(app, profile_id, scenes=scenes)
    assert [key for key, _ in stops] == [*moments(profile_id), CLOSING_STOP]
    assert scenes[0].renderer.places is layout.LARGE
    assert scenes[0].director.slots[0] == layout.LARGE.seat_slots(3)[0]
    app.settings.text_size = "normal"  # the same words, whole (on more pages where they need them)
    assert stops == play_guide(app, profile_id)


def test_skipping_the_guide_mid_hand_plays_the_hand_on(app):
    """A newcomer's play-test pressed S: SKIP GUIDE mid-hand and the hand (a full house leading)
    was gone, with no result. Skipped once cards are dealt, the guide's words stop and the hand
    plays on to its result; the guide closes with its words after it, then is left."""
    scene = to_the_hidden_four(app)
    press(app, letter("s"), frames=2)
    assert app.stack.top is scene and not scene.line and scene.script.stopped
    for _frame in range(20000):
        if scene.showing_result:
            break
        assert not scene.line  # no more words
        if scene.buttons is not None:
            press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
            scene.choose(
                next(o.kind for o in scene.table.legal_actions().options if o.kind in ("check", "call"))
            )
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("the hand never came to its result")
    assert scene.table.is_over  # the pot played to its end
    closes_after_its_result(app, scene)


def closes_after_its_result(app, scene) -> None:
    """The result read, a guide skipped mid-hand closes with what it had shown; a key offers what
    next (game.screens.scenes.guide_end)."""
    press(app, frames=30)
    press(app, key(pygame.K_RETURN))
    run_until(app, lambda: scene not in app.stack.scenes or bool(scene.line), dt=0.05)
    assert scene in app.stack.scenes and scene.line == closing_line(scene.script.told)
    read_and_go_on(app)
    assert isinstance(app.stack.top, GuideEnd) and app.stack.scenes[-2] is scene


def test_the_dealers_choice_guide_skipped_in_your_called_pot_still_closes_with_its_words(app):
    """A newcomer's play-test pressed S at the intro of the pot they had called, and went from its
    result straight into the setup, where the other guides had closed with words."""
    app.push(openers.guided(profile_id="dealers-choice", rules=load_profile("dealers-choice")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]

    def at_the_called_intro() -> bool:
        return bool(scene.line) and OWN_CALL in scene.script.told and scene.script.told[-1] == "start"

    guide_through_results(app, scene, at_the_called_intro, "the called game's intro")
    press(app, letter("s"), frames=2)
    assert app.stack.top is scene and scene.script.stopped
    for _frame in range(20000):
        if scene.showing_result and scene.table.is_over:
            break
        assert not scene.line  # no more words till the end
        if scene.buttons is not None:
            press(app, frames=int(FIRST_MOVE_PAUSE * 60) + 2)
            kinds = [option.kind for option in scene.table.legal_actions().options]
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("the called pot never came to its result")
    closes_after_its_result(app, scene)
