"""A guided hand's pages at TEXT SIZE large have room for their words: a newcomer's play-test read
one line of words a page under the middle's three lines ("NO BET YET" / "YOU LEAD:" / "THREE 8'S,
KICKERS K J"), a moment taking up to six presses. While a page is up nobody acts, so the middle
says one line: what must be beaten in its short form, the bet stepping aside for it (two lines
where one would cut a name, a lone wild's reason or the kicker that decides); the page closed, the middle says it all
again. The normal size is as it was (game.felt.centre_words.centre_lines, guide_view)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_guided import guide_until, play_guide, read_and_go_on

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt import guide_view, layout
from game.felt.centre_words import centre_lines
from game.felt.table_model import TableModel
from game.platform.frame_log import FRAME
from game.screens import openers
from game.telling.hints import Target, target_from

LARGE = layout.LARGE


def midnight_lead() -> TableModel:
    """The Midnight guide's bonus card turned: nobody has bet, you lead with three eights."""
    model = TableModel(no_peek=True)
    model.round, model.target = 3, Target(None, "THREE 8'S, KICKERS K J")
    return model


def test_under_a_page_at_large_the_middle_says_who_leads_in_one_line():
    model = midnight_lead()
    full = centre_lines(model, True, LARGE.columns, LARGE.centre_rows)
    assert full == ["NO BET YET", "YOU LEAD: THREE 8'S,", "KICKERS K J"]  # (22 letters of 21: wrapped)
    assert centre_lines(model, True, LARGE.columns, LARGE.centre_rows, guided=True) == ["YOU LEAD: THREE 8'S"]
    model.level = Fraction(1)  # a bet made steps aside too: the page's words say the price
    assert centre_lines(model, True, LARGE.columns, LARGE.centre_rows, guided=True) == ["YOU LEAD: THREE 8'S"]
    model.target = None  # nothing to beat (stud): the bet keeps its one line
    assert centre_lines(model, True, LARGE.columns, LARGE.centre_rows, guided=True) == ["BET 1"]
    model.round, model.target = 0, Target("CASEY", "PAIR OF JACKS, KICKER 2")  # turning: what to beat
    assert centre_lines(model, True, LARGE.columns, LARGE.centre_rows, guided=True) == [
        "BEAT CASEY: PAIR J'S"
    ]
    # the normal size's centre is not fitted (as many lines as it takes): as it was
    model = midnight_lead()
    assert centre_lines(model, True, layout.NORMAL.columns, None, guided=True) == centre_lines(
        model, True, layout.NORMAL.columns, None
    )


def test_one_line_that_would_hide_why_a_lone_wild_is_an_ace_takes_two():
    model = TableModel(no_peek=True)
    model.round, model.target = 2, target_from("Casey", parse_cards("3d"), {"3", "9"})
    for rung, hand in enumerate(["ACE HIGH (3\xa0IS\xa0WILD)", "WILD 3 = A"]):
        said = centre_lines(model, True, LARGE.columns, LARGE.centre_rows, rung, guided=True)
        assert said == ["CASEY LEADS:", hand]  # (one line said 'CASEY LEADS: ACE')


@pytest.mark.parametrize("profile_id", ["midnight-baseball", "night-baseball", "no-peek"])
def test_every_page_of_a_no_peek_guide_at_large_shows_two_lines_or_more(app, monkeypatch, profile_id):
    """(play_guide checks at every stop that the box covers nothing to be read.) Before: the kicker
    and the bonus card turned had one line a page."""
    rows: list[int] = []
    real = guide_view.page_rows

    def counted(places, centre):
        rows.append(real(places, centre))
        return rows[-1]

    monkeypatch.setattr(guide_view, "page_rows", counted)
    app.settings.text_size = "large"
    play_guide(app, profile_id)
    assert rows and min(rows) >= 2, sorted(set(rows))


def test_the_page_closed_the_middle_says_the_bet_again(app):
    """The Night guide's kicker (nobody has bet; Midnight's guide leaves kickers to it): under its page
    the middle says who leads, with the kicker that decides (your pair of kings ties a seat's) on a
    second line; the page read, the lead is said again, over the log's lines."""
    app.settings.text_size = "large"
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    guide_until(app, scene, lambda: bool(scene.line) and scene.script.told[-1] == "kicker", "the kicker")
    app.draw()
    said = [item.text for item in FRAME.texts()]
    assert said[said.index("YOU LEAD:") + 1] == "PAIR K'S, KICKERS Q 4" and "NO BET YET" not in said
    while scene.line:
        read_and_go_on(app)
    app.draw()
    said = [item.text for item in FRAME.texts()]
    # the lead's words in the middle's two lines over the log's three (log_room.LOG_LEAST): the CHECK
    # button says nobody has bet
    assert said[said.index("YOU LEAD:") + 1] == "PAIR K'S, KICKERS Q 4" and "NO BET YET" not in said, said
