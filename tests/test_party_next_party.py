"""JOIN THE NEXT PARTY: a guest's phone asks the host's next party with its last seat's token and is
told the room code, whichever of the host's parties tonight it last sat at, the game started again
between them or not (game.party.known_guests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.party import known_guests
from game.party.wire import tv

ROOT = Path(__file__).resolve().parents[1]


def said(party: tv.TvParty, client: int, message: dict) -> list[dict]:
    party.room.connect(client)
    party.room.receive(client, json.dumps(message))
    got = [json.loads(text) for to, text in party.room.outbox if to == client]
    party.room.outbox.clear()
    return got


def anns_token(rules) -> str:
    """Ann sits down at a party the host then ends: the token her phone keeps."""
    first = tv.TvParty(rules, 3)
    (joined,) = [
        m
        for m in said(first, 1, {"type": "join", "name": "Ann", "room": first.room.code})
        if m["type"] == "joined"
    ]
    first.close()
    return joined["token"]


def test_a_guest_who_sat_out_a_party_is_still_told_the_next_ones_code(monkeypatch):
    """Host play-test: a guest at the first party, whose phone stayed on its end while the second
    was played, tapped JOIN THE NEXT PARTY at the third and found the room code box empty."""
    from engine.profile import load_profile

    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    rules = load_profile("baseball")
    token = anns_token(rules)
    second = tv.TvParty(rules, 3)  # Ann's phone is not there
    said(second, 1, {"type": "join", "name": "Bo", "room": second.room.code})
    second.close()
    third = tv.TvParty(rules, 3)
    try:
        answer = said(third, 2, {"type": "resume", "token": token})[-1]
        assert answer == {"seq": answer["seq"], "type": "next_party", "room": third.room.code}
        stranger = said(third, 3, {"type": "resume", "token": "x" * 32})[-1]
        assert stranger["type"] == "error" and stranger["code"] == "bad_token"
    finally:
        third.close()


def test_a_guest_of_the_last_party_is_told_the_next_partys_code_and_no_one_else(monkeypatch):
    """Host play-test: after JOIN THE NEXT PARTY the room code box was empty and had to be typed.
    The phone asks with its last seat's token; only the host's next party knows it."""
    from engine.profile import load_profile

    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    token = anns_token(load_profile("baseball"))
    second = tv.TvParty(load_profile("baseball"), 3)
    try:
        answer = said(second, 2, {"type": "resume", "token": token})[-1]
        assert answer == {"seq": answer["seq"], "type": "next_party", "room": second.room.code}
        assert second.room.clients[2].seat is None  # told the code, seated nowhere
        stranger = said(second, 3, {"type": "resume", "token": "x" * 32})[-1]
        assert stranger["type"] == "error" and stranger["code"] == "bad_token"
        assert all(second.room.code not in json.dumps(m) for m in said(second, 4, {"type": "ping"}))
    finally:
        second.close()


def test_a_guest_of_a_party_before_the_game_was_started_again_is_told_the_next_ones_code(monkeypatch):
    """A guest at a party before the host quit and started the game again had to type the room
    code: the guests were kept only in the memory of the run that ended."""
    from engine.profile import load_profile

    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    first_run = subprocess.run(  # the first party, in a run of the game that has ended since
        [
            sys.executable,
            "-c",
            "import test_party_next_party as t, engine.profile as p;"
            " print(t.anns_token(p.load_profile('baseball')))",
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    token = first_run.stdout.split()[-1]
    after = tv.TvParty(load_profile("baseball"), 3)
    try:
        answer = said(after, 2, {"type": "resume", "token": token})[-1]
        assert answer == {"seq": answer["seq"], "type": "next_party", "room": after.room.code}
    finally:
        after.close()
    assert token not in known_guests.path().read_text()  # the file holds digests, never a token


def test_the_kept_guests_are_tonights_only(monkeypatch):
    """Another night's file tells nobody a code: a phone from last week types it."""
    from engine.profile import load_profile

    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    token = anns_token(load_profile("baseball"))
    monkeypatch.setattr(known_guests.KnownGuests, "this_run", frozenset())
    monkeypatch.setattr(known_guests, "tonight", lambda: "2099-01-01")
    after = tv.TvParty(load_profile("baseball"), 3)
    try:
        answer = said(after, 2, {"type": "resume", "token": token})[-1]
        assert answer["type"] == "error" and answer["code"] == "bad_token"
    finally:
        after.close()
