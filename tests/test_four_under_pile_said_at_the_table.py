"""A four turned in a real Midnight pot says, in the table's log, that a card went under your pile
(a Hold'em newcomer's play-test: turning a 4 "just put an orange + on my pile and turned '6 LEFT'
orange. I saw no message about it": the log beside TURN TILL YOU LEAD had a line or two, and the
bonus card's line, its place after its reason ("You earn +1 card for the 4: under the pile"), fell
to its fewer words, "You earn +1 card"). Its place now comes first and stays in its fewer words.

Four seats, Casey (2) deals, the computer players check and call (a stacked pot): Yogi turns 6s;
you turn 4h, earning a card under your pile, then 8d and lead."""

from __future__ import annotations

import pytest
from test_no_peek import piles
from test_ui_support import settle, table_scene

from engine.cards import parse_cards
from engine.events import Deal
from engine.profile import load_profile
from game.felt import log_room
from game.felt.layout import LARGE, NORMAL
from game.felt.log_forms import ELLIPSIS
from game.felt.log_lines import log_lines
from game.platform.text import KEEP
from game.telling.event_words import event_words, to_you
from game.telling.hints import UNDER_PILE_MEANING

YOU = 0
DECK = piles(
    [3, 0, 1, 2],
    {
        3: "6s Kc Qd Jh Th 2c 5c",
        0: "4h 8d 7c 2d 5d 6d 7d",
        1: "Ks Kd Kh 2h 5h 6h 7h",
        2: "As Ad Ah Js 5s 7s 8s",
    },
    "Qs Qh Qc Jd Jc Tc Td",
)
NAMES = ["You", "Babe", "Casey", "Yogi"]
SAID = "You earn +1 card under the pile for the 4"


def your_bonus_seen(app, monkeypatch, shots, size: str, hints: bool) -> tuple[list[str], list[str]]:
    """Play to your lead: the log's messages, and the log as drawn at each frame its newest
    message was your bonus card's line, or the hint on what its + means just under it (a
    screenshot of the first such frame kept)."""
    app.settings.hints, app.settings.text_size = hints, size
    drawn, seen = log_room.with_bet_faced, []

    def watched(messages, faced, columns, most, rung=0, names=(), over=""):
        pinned, lines = drawn(messages, faced, columns, most, rung, names, over)
        if SAID in list(messages)[-2:] and messages[-1] in (SAID, UNDER_PILE_MEANING):
            seen.append(" ".join(line for line, _ in lines).replace(KEEP, " "))
        return pinned, lines

    monkeypatch.setattr(log_room, "with_bet_faced", watched)
    scene = table_scene(app, profile="midnight-baseball", players=4, stacked=parse_cards(DECK), dealer=2)
    shot = False
    for _ in range(3000):
        settle(scene)
        app.frame([], 0.05)
        if seen and not shot:
            shots(app, f"four_under_pile_{size}_{'hints' if hints else 'plain'}")
            shot = True
        if (
            any(isinstance(e, Deal) and e.why == "bonus" for e in scene.table.events)
            and scene.table.view(YOU).lead == YOU
        ):
            break
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("turn", "check", "call") if k in kinds))
    return list(scene.model.log), seen


@pytest.mark.parametrize("hints", [True, False])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_four_turned_says_a_card_went_under_your_pile(app, monkeypatch, shots, size, hints):
    log, seen = your_bonus_seen(app, monkeypatch, shots, size, hints)
    assert "You turn 4\u2665" in log and SAID in log, log
    assert seen, "your bonus card's line was never drawn as the newest"
    assert all("under the pile" in text for text in seen), seen  # where it went, in every form drawn
    if hints:  # and when it turns, the first time at a table
        assert all(UNDER_PILE_MEANING in text for text in seen), seen


@pytest.mark.parametrize("columns", [NORMAL.log_columns, LARGE.log_columns])
@pytest.mark.parametrize(
    ("profile", "face", "place"),
    [("midnight-baseball", "down", "under"), ("night-baseball", "up", "face up")],
)
def test_one_line_of_the_log_says_where_the_card_went_for_you_and_for_others(columns, profile, face, place):
    """Beside TURN TILL YOU LEAD the log may have one line (the play-test's shot): a seat named as
    long as Babe still reads where its card went there, in the same words for you and for others
    (Night Baseball's face-up card likewise)."""
    rules, card = load_profile(profile), parse_cards("9s")[0] if face == "up" else None
    words = event_words(Deal(1, card, face, "bonus"), 8, rules)
    assert words is not None
    said = {"You": f"You {to_you(words)}", "Babe": f"Babe {words}"}  # (the director's "You")
    assert said["You"].removeprefix("You earn ") == said["Babe"].removeprefix("Babe earns ")  # one form
    for name, line in said.items():
        shown = log_lines(["Yogi checks", line], columns, 1, names=NAMES)
        assert len(shown) == 1 and place in shown[0][0] and ELLIPSIS not in shown[0][0], (name, shown)
