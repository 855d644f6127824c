"""The dealer's phone picking a Dealer's Choice game with a player at the TV, in Chromium at 390x844
(fed the room's messages: tests/test_party_phone_playtest_e2e.py): each stud game's button says,
under its line, that the TV's player sits its pot out, whole, at both text sizes (a host
play-test's phone offered Baseball and Seven-Card Stud without a word of it). Run with
`python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import call_turn, phone, play_state, player, served  # noqa: F401

from engine.profile import load_profile
from game.telling.sit_out_words import sits_out_line

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("large", [False, True])
def test_the_stud_games_say_the_tv_player_sits_them_out(phone, large):  # noqa: F811
    games = {game.id: game for game in load_profile("dealers-choice").games}
    turn = call_turn()
    for option in turn["options"]:
        option["note"] = sits_out_line("Nana") if games[option["kind"]].deals_hidden else ""
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(calling=True, actor=0, players=[player(s, up=[], down=0) for s in range(4)]), turn)
    ann.page.wait_for_selector("#decide:not([hidden])")
    said = ann.page.eval_on_selector_all(
        "#buttons button",
        "bs => bs.map(b => { const n = b.querySelector('small.note'); return [b.dataset.kind,"
        " n ? n.textContent : '', n ? n.getBoundingClientRect().bottom <= b.getBoundingClientRect().bottom : true,"
        " b.scrollHeight <= b.clientHeight + 1]; })",
    )
    shown = {kind: note.replace("\u00a0", " ") for kind, note, _, _ in said}  # (its last words held together)
    assert shown == {o["kind"]: o["note"] for o in turn["options"]}
    assert all(inside and whole for _, _, inside, whole in said), said  # nothing cut
    assert ann.page.is_visible("#buttons button[data-kind='baseball'] small.note")
    ends = ann.page.eval_on_selector(  # the note's last line is more than its last word ("TV")
        "#buttons button[data-kind='baseball'] small.note",
        "n => { const r = document.createRange(); r.selectNodeContents(n); const rects = [...r.getClientRects()];"
        " return rects[rects.length - 1].width > 40; }",
    )
    assert ends
    ann.shot("pick-with-nana-at-the-tv")
