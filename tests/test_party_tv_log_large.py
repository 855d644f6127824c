"""The party TV at TEXT SIZE large keeps three log lines over whose turn it is, how to join said on the join strip: a
host's play-test at large saw two at the most (one under the bet's line) and not who bet. The bet's
line gives its line to the log there (the log names who bet); every frame still reads whole."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from party_sweep import STEP, guest_moves, open_party, play_party
from test_party_tv_host import table_of

from game.felt.log_room import LOG_LEAST
from game.platform.frame_log import FRAME


def bet_faced_at_large(app, profile: str, ready) -> list[str]:
    """A 5-seat party at TEXT SIZE large played by its guests until `ready(model)` while a guest
    faces a bet with the table caught up (who bet, whose turn and how to join all said, every
    frame whole): the log's lines."""
    app.settings.text_size = "large"
    party, devices = open_party(profile, 5)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        model = table.model
        for _ in range(3000):
            if room.waiting_for() is None:
                guest_moves(party)
            elif model.level and ready(model) and table.caught_up and table.foot_free:
                break
            app.frame([], STEP)
        else:
            pytest.fail(f"no bet faced in {profile} as asked")
        app.frame([], STEP)
        texts = [item for item in FRAME.texts() if item.text]
        log = table.renderer.log_drawn
        lines = [item.text for item in texts if log.contains(item.rect)]
        assert model.facing in lines, (model.facing, lines)  # who bet, said on the TV
        said = [item.text for item in texts]
        assert any("'S TURN" in line for line in said), said  # whose turn, with its seconds
        # how to join at large: whole and once, on the join strip (the foot's one row cannot hold
        # both lines; in turn there, with the strip, one was read twice)
        joins = [line for line in said if line.startswith(("JOIN ", "ROOM CODE "))]
        assert joins == [f"JOIN {party.address}  CODE {room.code}"], said
        assert frame_problems(f"party TV at large, {profile}") == []
        return lines
    finally:
        party.close()


def test_the_tv_at_large_shows_three_log_lines_and_who_bet_while_a_guest_plays(app):
    lines = bet_faced_at_large(app, "baseball", lambda model: len(model.log) >= LOG_LEAST)
    assert len(lines) == LOG_LEAST, lines


@pytest.mark.parametrize("profile", ["baseball", "night-baseball"])
def test_every_frame_of_a_party_at_large_reads_whole(app, profile):
    # (night-baseball: a player at the TV, its prompt and clock over the log; No Peek's hand to beat)
    app.settings.text_size = "large"
    party, devices = open_party(profile, 5)
    try:
        frames, problems, _ = play_party(app, party, devices, hands=1)
        assert frames > 30 and problems == [], "\n".join(problems[:20])
    finally:
        party.close()


def test_no_peeks_hand_to_beat_leaves_the_tv_at_large_two_log_lines_and_who_bet(app):
    # a host's play-test at large: with the hand to beat in the middle the log kept one line
    lines = bet_faced_at_large(app, "night-baseball", lambda model: model.target is not None)
    assert len(lines) >= 2, lines
