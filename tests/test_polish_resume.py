"""Resume: a session killed part-way through a pot continues on the next start at the exact
decision where it stopped: the same cards, pot and actions so far, so quitting neither escapes a
bad hand nor shows a later card. The session is saved after every decision and forgotten at its
end; a resumed session's history replays; version 1 and 2 files (saved at pot boundaries, maybe
with re-seeds) still continue."""

import io
import json
import signal
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pygame
import pytest
from test_polish_support import deal_held, harmless_move, human_move
from test_ui_support import drawn_by, key, press

from engine import history
from engine.actions import Action, SessionDecision
from engine.money import mixed, signed_mixed
from engine.profile import load_profile
from game.felt.hand_count import count_words
from game.platform.display import SAFE
from game.play import resume
from game.play.session import HUMAN, Session, direct_setup
from game.screens import openers
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.title import BASEBALL_TAGLINE, TitleScene
from game.screens.table_scene import TableScene
from game.store import storage
from game.telling.game_call import tagline

CHILD = Path(__file__).with_name("polish_kill_child.py")


def killed_session(home):
    """Run the child until it kills itself mid-pot; returns every decision it had made."""
    decisions = home / "decisions.json"
    env = {"BASEBALL_POKER_HOME": str(home), "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"}
    done = subprocess.run(
        [sys.executable, str(CHILD), str(decisions)], env=env, capture_output=True, timeout=120
    )
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()[-2000:]
    return [Action(seat, kind) for seat, kind in json.loads(decisions.read_text())]


def current_hand(events) -> list:
    start = max(i for i, event in enumerate(events) if event.type == "hand_start")
    return events[start:]


def test_a_killed_session_continues_at_the_exact_decision_where_it_stopped(home, polished):
    made = killed_session(home)
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 2
    # saved after every decision, in the same pot (by a worker thread: a write under way when the
    # process was killed may be lost, nothing before it)
    assert made[: len(saved.decisions)] == saved.decisions
    made = saved.decisions

    reference = Session(saved.setup).table  # the same seats and seed (a scene would save over the file)
    resume.redo(reference, made)
    end_of_pot_2 = [e for e in reference.events if e.type == "hand_end"][1]

    polished.stack.push(TitleScene(polished))
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu opens on CONTINUE
    title = polished.stack.top
    detail = title.menu.current.detail
    assert title.menu.current.label == "CONTINUE" and ": hand 3 of 8" in detail
    press(polished, key(pygame.K_RETURN))
    scene = polished.stack.top
    assert isinstance(scene, TableScene)
    table = scene.table
    # the same hand, the same cards, the same actions so far, and nothing after them
    assert [e.to_json() for e in table.events] == [e.to_json() for e in reference.events]
    assert table.actor == reference.actor and table.pot == reference.pot and table.hands_played == 2
    # the screen shows the pot as it stands: the human's own cards, the pot, the balances before it
    mine = [e.card for e in current_hand(reference.events) if e.type == "deal" and e.seat == HUMAN]
    assert [sprite.card for sprite in scene.model.seats[HUMAN].cards] == mine and len(mine) >= 3
    assert scene.model.pot == reference.pot and scene.model.hand == 3
    assert count_words(scene.model).lower() in detail  # the title counted the hand the table counts
    paid = dict.fromkeys(range(len(reference.seats)), 0)
    for event in current_hand(reference.events):
        if event.type in ("ante", "action", "pay"):
            paid[event.seat] += event.amount
    assert [seat.balance for seat in scene.model.seats] == [
        net - paid[seat] for seat, net in enumerate(end_of_pot_2.balances)
    ]
    # the title's CONTINUE line named the balance the seat shows now (it said the one before the pot),
    # and what of it is in this pot
    now, before = scene.model.seats[HUMAN].balance, end_of_pot_2.balances[HUMAN]
    assert f"You are at {signed_mixed(now)}, with {mixed(before - now)} already in this pot." in detail
    hidden = [s for number, seat in enumerate(scene.model.seats) if number != HUMAN for s in seat.cards]
    assert all(s.card is None for s in hidden if s.face == "down")  # opponents' hole cards stay hidden
    scene.saving.saver.flush()
    assert resume.load()[0].decisions == made  # continuing saved the same point again


def test_quitting_at_a_result_takes_no_ante_for_the_pot_not_dealt(home, polished):
    """A newcomer's play-test: quit to the title from pot 2's result, which said -2, and the title
    said -3: the next pot's ante was taken as pot 2 ended. The solo table holds between pots (the
    host deals the next once the result is read): the title says the balance the result showed,
    and CONTINUE deals pot 3, its ante taken then."""
    setup = direct_setup(polished.settings, "baseball", 5, 3)
    table = Session(setup).table
    while table.hands_played < 2:  # to the last decision of pot 2
        harmless_move(table)
    assert table.between_hands and table.events[-1].type == "hand_end"  # no ante after it
    assert resume.save(setup, table) is None
    saved, problems = resume.load()
    after_pot_2 = saved.balances[HUMAN]
    assert problems == [] and saved.now == after_pot_2 == table.nets()[HUMAN]
    # the table at that result still counts HAND 2 OF 8: the title names pot 3 as the next to deal
    # (it said "pot 3 of 8" beside the table's HAND 2 OF 8, read as the two disagreeing)
    assert (
        saved.describe() == f"Baseball, 5 players, next: hand 3 of 8, you are at {signed_mixed(after_pot_2)}."
    )
    scene = TableScene(polished, saved.setup, saved=saved)
    assert scene.model.seats[HUMAN].balance == after_pot_2  # what the result had shown
    assert count_words(scene.model) == "HAND 2 OF 8"
    for _ in range(600):  # the continued table deals pot 3 itself
        scene.update(1 / 30)
        if scene.table.hand.number == 3:
            break
    assert (
        scene.table.hand.number == 3 and scene.table.nets()[HUMAN] == after_pot_2 - table.rules.betting.ante
    )
    scene.leave()
    title = TitleScene(polished)
    polished.stack.push(title)
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))
    # pot 3 dealt, nothing decided in it yet: Continue deals it again, from the same balance
    assert title.continue_lines() == [
        f"Baseball, 5 players, next: hand 3 of 8, you are at {signed_mixed(after_pot_2)}."
    ]


def _saved_mid_pot(app, pots: int, extra: int = 5):
    """A session saved `extra` decisions into the pot after `pots` finished ones; its table."""
    scene = TableScene(app, direct_setup(app.settings, "baseball", 3, 21))
    scene.leave()  # its own first save is written before this one
    table = scene.table
    while table.hands_played < pots or len(table.decisions) < _decisions_at_boundary(table) + extra:
        harmless_move(table)
    assert resume.save(scene.setup, table) is None
    return table


def _decisions_at_boundary(table) -> int:
    ends = [i for i, e in enumerate(table.events) if e.type == "hand_end"]
    return len(history.decisions(table.events[: ends[-1] + 1])) if ends else 0


def test_the_same_save_continued_twice_is_the_same_hand_both_times(home, polished):
    original = _saved_mid_pot(polished, 2)
    file = resume.resume_path().read_bytes()
    runs = []
    for _ in range(2):
        resume.resume_path().write_bytes(file)
        saved, problems = resume.load()
        assert problems == []
        again = TableScene(polished, saved.setup, saved=saved)
        again.leave()
        table = again.table
        assert [e.to_json() for e in table.events] == [e.to_json() for e in original.events]
        harmless_move(table)
        runs.append([e.to_json() for e in table.events])
    assert runs[0] == runs[1]


def test_a_resumed_session_history_replays_from_what_it_records(home, polished):
    _saved_mid_pot(polished, 1)
    saved, _ = resume.load()
    scene = TableScene(polished, saved.setup, saved=saved)
    while not scene.table.is_over:
        if not deal_held(scene.table):
            scene.host.act(scene.table.actor, human_move(scene.table.legal_actions()))
    scene.saving.saver.flush()
    assert not resume.resume_path().exists()  # a finished session is forgotten
    out = io.StringIO()
    history.write(scene.table.events, out)
    replayed = history.replay(out.getvalue().splitlines())
    assert [e.to_json() for e in replayed.events] == [e.to_json() for e in scene.table.events]
    assert replayed.balances == scene.table.balances


def _old_save(app, version: int, reseeds=()):
    """A version 1 or 2 file: the decisions up to the end of pot 2 (what those versions kept)."""
    table = _saved_mid_pot(app, 2)
    data = json.loads(resume.resume_path().read_text())
    data["decisions"] = data["decisions"][: _decisions_at_boundary(table)]
    data["version"] = version
    if version == 1:
        del data["reseeds"]
    else:
        data["reseeds"] = [list(pair) for pair in reseeds]
    storage.write_json(resume.resume_path(), data)
    return table


def test_a_version_1_save_still_continues_at_the_next_pot(home, polished):
    original = _old_save(polished, 1)
    saved, problems = resume.load()
    assert problems == [] and saved.pots_done == 2 and saved.setup.reseeds == ()
    table = TableScene(polished, saved.setup, saved=saved).table
    assert table.hands_played == 2 and table.between_hands  # pot 3 is dealt once the scene goes on
    deal_held(table)
    start = next(i for i, e in enumerate(original.events) if e.type == "hand_start" and e.hand == 3)
    assert table.events[start].to_json() == original.events[start].to_json()  # pot 3 from the same deck


def test_a_version_2_save_with_a_reseed_still_continues_and_its_history_replays(home, polished):
    original = _old_save(polished, 2, reseeds=[(2, "resume 1")])
    saved, problems = resume.load()
    assert problems == [] and saved.setup.reseeds == ((2, "resume 1"),)
    scene = TableScene(polished, saved.setup, saved=saved)
    table = scene.table
    deal_held(table)  # pot 3, as the scene deals it once it goes on
    start = next(i for i, e in enumerate(original.events) if e.type == "hand_start" and e.hand == 3)
    assert [e.to_json() for e in table.events[1:start]] == [e.to_json() for e in original.events[1:start]]
    assert table.events[start].deck != original.events[start].deck  # as version 2 dealt it
    while table.hands_played < 3:
        if not deal_held(table):
            scene.host.act(table.actor, human_move(table.legal_actions()))
    scene.saving.saver.flush()
    assert json.loads(resume.resume_path().read_text())["version"] == resume.VERSION
    lines = [history.dumps(event) for event in table.events]
    replayed = history.replay(lines).events[: len(lines)]  # (a replay deals pot 4 on: it holds no result)
    assert [e.to_json() for e in replayed] == [json.loads(line) for line in lines]


def test_progress_is_saved_after_every_decision_and_forgotten_at_the_end(home, polished):
    from test_ui_support import table_scene

    polished.settings.animation_speed = 4.0
    scene = table_scene(polished, players=2, seed=4, pots=2)
    checked = set()
    for _ in range(20000):
        if scene not in polished.stack.scenes:  # the standings (and the initials) took its place
            break
        polished.frame([], 0.05)
        scene.saving.saver.flush()
        if resume.resume_path().exists() and not scene.table.is_over:
            saved = json.loads(resume.resume_path().read_text())["decisions"]
            assert saved == [[a.seat, a.kind] for a in scene.table.decisions]
            checked.add(len(saved))
        if polished.stack.top is scene and scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
        elif type(polished.stack.top).__name__ == "ResultBanner":  # the result waits for NEXT HAND
            polished.stack.top.close()
    assert len(checked) > 10 and 0 in checked  # saved from the first deal on, after each decision
    assert not resume.resume_path().exists()
    assert type(polished.stack.top).__name__ == "InitialsScene"  # an empty hall of fame takes any result


def test_a_damaged_or_outdated_save_is_discarded_with_a_message(home, polished, capsys):
    path = resume.resume_path()
    for content in ("{broken", json.dumps({"version": 99}), ""):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        polished.stack.reset(TitleScene(polished))
        press(polished)
        labels = [item.label for item in polished.stack.top.menu.items]
        assert "CONTINUE" not in labels and "HALL OF FAME" in labels
        assert not path.exists()
        assert "saved game" in polished.polish.toasts[-1].text


def test_a_save_whose_decisions_no_longer_replay_is_refused(home, polished):
    scene = TableScene(
        polished,
        direct_setup(polished.settings, "baseball", 3, 9),
    )
    scene.leave()  # its own first save is written before this one
    table = scene.table
    while table.hands_played < 1:
        legal = table.legal_actions()
        if not deal_held(table):
            table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    assert resume.save(scene.setup, table) is None
    saved, problems = resume.load()
    assert saved is not None and problems == []
    data = json.loads(resume.resume_path().read_text())
    data["balances"][0] = "1000"
    storage.write_json(resume.resume_path(), data)
    saved, problems = resume.load()
    assert saved is None and "does not reach the saved balances" in problems[0]


def test_a_new_deal_asks_before_it_ends_a_saved_game(home, polished):
    """A play-test: a Baseball session saved at pot 4 was gone after PLAY, Dealer's Choice, DEAL!.
    DEAL! now asks first, NO first; NO keeps the saved game, YES deals the new one."""
    setup = direct_setup(polished.settings, "baseball", 3, 5)
    table = Session(setup).table
    while table.hands_played < 1:
        harmless_move(table)
    assert resume.save(setup, table) is None
    saved = resume.load()[0].decisions
    new = direct_setup(polished.settings, "dealers-choice", 3, 9)
    polished.push(openers.opponents(setup=new))
    polished.stack.apply_requests()
    players = polished.stack.top
    players.deal()
    polished.stack.apply_requests()
    question = polished.stack.top
    assert isinstance(question, ConfirmScene) and "Baseball, 3 players" in " ".join(question.detail)
    press(polished, key(pygame.K_RETURN))  # NO is chosen first
    assert polished.stack.top is players and resume.load()[0].decisions == saved
    players.deal()
    polished.stack.apply_requests()
    polished.stack.top.yes()
    polished.stack.apply_requests()
    assert isinstance(polished.stack.top, TableScene) and polished.stack.top.setup.rules.is_dealers_choice
    polished.stack.top.leave()


def test_the_titles_tagline_names_the_wilds_of_the_saved_pots_game(home, polished, monkeypatch):
    """A play-test: THREES AND NINES WILD stood over CONTINUE of a Dealer's Choice whose pot played
    Seven-Card Stud. While the saved session's line shows (at the menu, whichever item is chosen)
    the tagline says the saved pot's game's wilds, or how the games come while its dealer calls."""
    assert tagline(load_profile("baseball")) == BASEBALL_TAGLINE
    setup = direct_setup(polished.settings, "dealers-choice", 3, 4)
    table = Session(setup).table

    def play_until(done) -> None:
        while not done():
            if deal_held(table):
                continue
            legal = table.legal_actions()
            calling = legal.decision == SessionDecision.CHOOSE_GAME
            table.apply(Action(table.actor, "seven-card-stud" if calling else human_move(legal)))

    shown = {}
    for moment, done in (
        (
            "in the pot",
            lambda: table.hands_played == 0 and table.hand.number == 1 and len(table.decisions) > 3,
        ),
        ("called", lambda: table.hands_played == 1 and table.actor is not None),
    ):
        play_until(done)
        assert resume.save(setup, table) is None
        saved, problems = resume.load()
        assert problems == [] and (saved.game is None) == (moment == "called")  # no game until it is called
        title = TitleScene(polished)
        polished.stack.reset(title)
        polished.stack.apply_requests()
        press(polished, key(pygame.K_RETURN))
        assert title.menu.current.label == "CONTINUE"
        shown[moment] = title.tagline()
        if not title.continue_lines()[1:]:  # one line of CONTINUE: the tagline is drawn
            words = [text for text, _ in drawn_by(polished, title, monkeypatch)]
            assert shown[moment] in words and BASEBALL_TAGLINE not in words
        press(polished, key(pygame.K_DOWN))  # PLAY chosen: the save's line and tagline stay
        assert title.tagline() == shown[moment]
    assert shown == {"in the pot": "NO WILD CARDS", "called": "THE DEALER PICKS EACH POT'S GAME"}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("now", [Fraction(-33, 2), Fraction(-233, 2)])
def test_the_titles_continue_line_says_a_long_balance_whole(polished, monkeypatch, size, now):
    """A newcomer's play-test at TEXT SIZE large: the title's CONTINUE line read 'Dealer's Choice,
    4 players: pot 5 of 8, you are at -16 1/' at the screen's edge. It wraps, never inside an
    amount or a count (after a clause's comma), and every drawn line stands inside the TV-safe area, at both sizes."""
    polished.settings.text_size = size
    setup = direct_setup(polished.settings, "dealers-choice", 4, 3)
    for before in (now, now + 2):  # the line of one, and the two of a pot with 2 in it already
        saved = resume.SavedSession(setup, [], 4, [before, -before, 0, 0], now=now)
        monkeypatch.setattr(resume, "load", lambda saved=saved: (saved, []))
        title = TitleScene(polished)
        polished.stack.push(title)
        polished.stack.apply_requests()
        press(polished, key(pygame.K_RETURN))
        assert title.menu.current.label == "CONTINUE"
        drawn = drawn_by(polished, title, monkeypatch)
        shown = [(words, rect) for words, rect in drawn if "hand 5" in words or "are at" in words]
        said = " ".join(words for words, _ in shown)
        assert f"you are at {signed_mixed(now)}" in said.replace("You", "you"), said
        assert "hand 5 of 8" in said and "4 players" in said, said
        assert all(SAFE.contains(rect) for _, rect in shown), shown
        polished.stack.pop()
        polished.stack.apply_requests()
