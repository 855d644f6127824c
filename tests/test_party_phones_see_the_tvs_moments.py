"""The TV's big moments reach every phone as a `moment` message at the frame the TV raises its
banner: STRIKE THREE! (a No Peek pile turned without a beat), and the moment's owner named as the
TV names them, a win's with its hand ("CASEY: FIVE 10'S"). A guest play-test's phones had PERFECT GAME! and STRIKE THREE! only as a log line.
The TV here is the party TV's presenter stepped a frame at a time
(tests/test_party_phones_follow_the_chips_and_the_deal.py)."""

from __future__ import annotations

from typing import Any

from test_party_phones_follow_the_chips_and_the_deal import STEP, played_party

from game.party.room import Room
from game.telling.hand_forms import in_capitals

SOON = 2 * STEP  # seconds: the phones are told within a frame or two of the TV's banner


def test_each_tv_banner_reaches_the_phones_as_a_moment_within_a_frame(monkeypatch):
    sent: list[dict[str, Any]] = []  # every moment broadcast, in order
    told_at: list[float] = []  # when the test's frames first saw each of them
    tv_at: list[tuple[float, str, str, str]] = []  # (when, words, who, hand) of each banner the TV raised
    broadcast = Room.broadcast

    def keep(room: Room, message: Any) -> None:
        if message["type"] == "moment":
            sent.append(message)
        broadcast(room, message)

    monkeypatch.setattr(Room, "broadcast", keep)
    raised = {"left": 0.0}

    def look(now, tv, model, seat, state):
        told_at.extend([now] * (len(sent) - len(told_at)))
        left = tv.effects.banner_left
        if left > raised["left"] + STEP:  # a banner (re)raised this frame
            tv_at.append((now, tv.effects.banner, tv.effects.who, in_capitals(tv.effects.hand)))
        raised["left"] = left

    played_party("midnight-baseball", 4, look)
    assert tv_at, "the TV raised no banner"
    # a win's hand too, as the TV's banner says it beside the name ("CASEY: FIVE 10'S")
    assert [(m["words"], m["who"], m["hand"]) for m in sent] == [tuple(said) for _, *said in tv_at]
    late = [(at, told) for (at, *_), told in zip(tv_at, told_at, strict=True) if abs(told - at) > SOON]
    assert not late, late
