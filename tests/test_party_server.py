"""The party server over real WebSockets, with aiohttp's own test client: the page and its assets,
join, act, reconnect, privacy between phones, and every bad message (malformed, wrong token, out of
turn, illegal, oversized, flood, too many connections) answered with an error that changes nothing."""

from __future__ import annotations

import asyncio
import json

import pytest
from aiohttp import WSMsgType

from engine.profile import load_profile
from game.party.room import Limits, Room, Timing
from game.party.wire.server import FRAME_LIMIT, LoopHost, make_app
from game.play.table_host import BACK_SECONDS

pytestmark = pytest.mark.asyncio

QUICK = Timing(bot_delay=0.0, hand_pause=0.0)


def make_room(profile: str = "baseball", seats: int = 3, limits: Limits | None = None) -> Room:
    return Room(load_profile(profile), seats, 11, timing=QUICK, limits=limits or Limits(), difficulty="easy")


class Phone:
    """One WebSocket client that keeps every message it got."""

    def __init__(self, ws):
        self.ws = ws
        self.got: list[dict] = []
        self.token: str | None = None

    async def send(self, message) -> None:
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def expect(self, kind: str, timeout: float = 5.0, where=lambda m: True) -> dict:
        """The next message of type `kind` (matching `where`), reading on as needed."""
        async with asyncio.timeout(timeout):
            while True:
                msg = await self.ws.receive()
                if msg.type is not WSMsgType.TEXT:
                    raise AssertionError(f"connection ended while waiting for {kind}: {msg}")
                message = json.loads(msg.data)
                self.got.append(message)
                if message["type"] == kind and where(message):
                    if kind == "joined":
                        self.token = message["token"]
                    return message

    async def join(self, room: Room, name: str, **extra) -> dict:
        await self.send({"type": "join", "name": name, "room": room.code, **extra})
        return await self.expect("joined")


async def phone(client) -> Phone:
    p = Phone(await client.ws_connect("/ws"))
    await p.expect("welcome")
    return p


async def start(captain: Phone) -> dict:
    await captain.send({"type": "start", "token": captain.token})
    return await captain.expect("state", where=lambda m: m["phase"] == "play")


async def two_started(room: Room, client) -> tuple[int, Phone]:
    """Ann and Bo sit down at a two-seat room and start: the seat to act first, and its phone."""
    ann, bo = await phone(client), await phone(client)
    await ann.join(room, "Ann")
    await bo.join(room, "Bo")
    await start(ann)
    actor = room.table.legal_actions().seat
    return actor, (ann, bo)[actor]


async def closed(room: Room, seat: int, page: Phone) -> None:
    """The seat's phone closes its connection, and the room has seen it go."""
    await page.ws.close()
    for _ in range(50):
        if room.guests[seat].client is None:
            break
        await asyncio.sleep(0.02)
    assert room.guests[seat].client is None


async def test_the_page_and_its_assets_are_served_from_the_game_itself(aiohttp_client):
    client = await aiohttp_client(make_app(LoopHost(make_room())))
    for path, kind in (("/", "text/html"), ("/watch", "text/html"), ("/static/phone.js", "javascript")):
        response = await client.get(path)
        assert response.status == 200 and kind in response.headers["Content-Type"]
    page = await (await client.get("/")).text()
    assert "/static/phone.js" in page and "/static/phone.css" in page
    assert "http" not in page.replace('lang="en"', "")  # nothing fetched from elsewhere
    script = await (await client.get("/static/phone.js")).text()
    assert "http://" not in script and "https://" not in script
    assert (await client.get("/static/../room.py")).status in (403, 404)


async def test_two_phones_join_start_and_play_a_hand_over_websockets(aiohttp_client):
    room = make_room()
    client = await aiohttp_client(make_app(LoopHost(room)))
    ann, bo = await phone(client), await phone(client)
    assert (await ann.join(room, "Ann"))["seat"] == 0
    assert (await bo.join(room, "Bo"))["seat"] == 1
    await start(ann)
    phones = {0: ann, 1: bo}
    for _ in range(200):
        if room.table.hands_played >= 1:
            break
        legal = room.table.legal_actions()
        if legal.seat not in phones:
            await asyncio.sleep(0.06)  # the bots' tick
            continue
        me = phones[legal.seat]
        turn = await me.expect("your_turn", where=lambda m: m["turn"] == room.version)
        kinds = [o["kind"] for o in turn["options"]]
        await me.send(
            {
                "type": "act",
                "token": me.token,
                "kind": "call" if "call" in kinds else kinds[0],
                "turn": turn["turn"],
            }
        )
        await me.expect("state", where=lambda m, t=turn["turn"]: m["turn"] > t)
    assert room.table.hands_played >= 1
    results = [m for m in ann.got if m["type"] == "hand_result"] or [await ann.expect("hand_result")]
    result = results[0]
    assert result["hand"] == 1 and result["awards"]


async def test_each_phone_sees_only_its_own_hidden_cards(aiohttp_client):
    room = make_room(seats=2)
    client = await aiohttp_client(make_app(LoopHost(room)))
    ann, bo, fan = await phone(client), await phone(client), await phone(client)
    await ann.join(room, "Ann")
    await bo.join(room, "Bo")
    await ann.send({"type": "start", "token": ann.token})
    states = [await p.expect("state", where=lambda m: m["phase"] == "play") for p in (ann, bo, fan)]
    hidden = [[str(c) for c in room.table.hand.cards[seat].down] for seat in (0, 1)]
    assert states[0]["you"]["hidden"] == hidden[0] and states[1]["you"]["hidden"] == hidden[1]
    assert states[2]["you"] is None
    for state, others in ((states[0], hidden[1]), (states[1], hidden[0]), (states[2], hidden[0] + hidden[1])):
        text = json.dumps(state)
        assert not any(f'"{card}"' in text for card in others)


async def test_a_phone_that_reconnects_with_its_token_gets_its_seat_and_the_current_state(aiohttp_client):
    room = make_room(seats=2)
    client = await aiohttp_client(make_app(LoopHost(room)))
    actor, sleeper = await two_started(room, client)
    await closed(room, actor, sleeper)  # the screen locked
    woken = await phone(client)
    await woken.send({"type": "resume", "token": sleeper.token})
    joined = await woken.expect("joined")
    assert joined["seat"] == actor
    state = await woken.expect("state")
    assert state["you"]["seat"] == actor and state["you"]["hidden"]
    turn = await woken.expect("your_turn")
    await woken.send(
        {"type": "act", "token": sleeper.token, "kind": turn["options"][0]["kind"], "turn": turn["turn"]}
    )
    await woken.expect("state", where=lambda m: m["turn"] > turn["turn"])
    assert room.guests[actor].client is not None


async def test_bad_messages_get_clear_errors_over_the_wire_and_change_nothing(aiohttp_client):
    room = make_room(seats=2)
    client = await aiohttp_client(make_app(LoopHost(room)))
    ann, bo = await phone(client), await phone(client)
    await ann.join(room, "Ann")
    await bo.join(room, "Bo")
    await start(ann)
    legal = room.table.legal_actions()
    me, other = (ann, bo) if legal.seat == 0 else (bo, ann)
    decisions = list(room.table.decisions)
    bad = [
        (other, "{oops", "bad_json"),
        (other, {"type": "act", "token": "nope", "kind": "fold", "turn": room.version}, "bad_token"),
        (other, {"type": "act", "token": me.token, "kind": "fold", "turn": room.version}, "bad_token"),
        (other, {"type": "act", "token": other.token, "kind": "fold", "turn": room.version}, "not_your_turn"),
        (me, {"type": "act", "token": me.token, "kind": "shuffle", "turn": room.version}, "illegal"),
        (me, {"type": "act", "token": me.token, "kind": "fold", "turn": room.version - 1}, "stale"),
        (me, json.dumps({"type": "ping", "pad": "x" * 4000}), "too_big"),
    ]
    for p, message, code in bad:
        await p.send(message)
        error = await p.expect("error")
        assert error["code"] == code and error["message"]
    await ann.ws.send_bytes(b'{"type": "ping"}')
    await ann.expect("pong")
    assert room.table.decisions == decisions


async def test_an_oversized_frame_closes_only_that_connection_with_message_too_big(aiohttp_client):
    room = make_room(seats=2)
    client = await aiohttp_client(make_app(LoopHost(room)))
    ann, bo = await phone(client), await phone(client)
    await ann.join(room, "Ann")
    await bo.send("x" * (FRAME_LIMIT + 1))
    msg = await bo.ws.receive()
    while msg.type is WSMsgType.TEXT:
        msg = await bo.ws.receive()
    assert msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSED) and bo.ws.close_code == 1009
    await ann.send({"type": "ping"})
    await ann.expect("pong")
    assert room.guests[0].name == "Ann"


async def test_a_flood_gets_one_warning_then_the_connection_is_closed(aiohttp_client):
    room = make_room(limits=Limits(rate=5.0, burst=5, flood_close=40))
    client = await aiohttp_client(make_app(LoopHost(room)))
    flooder = await phone(client)
    for _ in range(60):
        await flooder.send({"type": "ping"})
    codes = []
    while True:
        msg = await flooder.ws.receive(timeout=5)
        if msg.type is not WSMsgType.TEXT:
            break
        message = json.loads(msg.data)
        if message["type"] == "error":
            codes.append(message["code"])
    assert codes == ["slow_down"] and flooder.ws.close_code == 1008
    calm = await phone(client)
    await calm.send({"type": "ping"})
    await calm.expect("pong")


async def test_past_the_cap_the_oldest_connection_without_a_seat_makes_room(aiohttp_client):
    room = make_room(limits=Limits(max_clients=2))
    client = await aiohttp_client(make_app(LoopHost(room)))
    ann = await phone(client)
    await ann.join(room, "Ann")
    first, second = await phone(client), await phone(client)
    extra = await phone(client)  # always let in: it could be a seated phone coming back
    await first.expect("error", where=lambda m: m["code"] == "room_full")
    msg = await first.ws.receive(timeout=5)
    assert msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSED) and first.ws.close_code == 1008
    for p in (ann, second, extra):
        await p.send({"type": "ping"})
        await p.expect("pong")
    assert len(room.clients) == 3 and room.guests[0].client in room.clients


async def test_a_phone_back_on_its_own_turn_gets_time_to_act_on_the_tv_and_the_phone_alike(aiohttp_client):
    """A host play-test: Dan's phone closed during his turn, he reopened it 3 s later to "Your turn!"
    with a red 2 and WAITING FOR DAN 1 on the TV. Back on his own turn, his clock goes up to
    BACK_SECONDS (the TV reads room.waiting_for, the phone its your_turn's seconds: the same), once a
    turn: a reload later in it gives no more."""
    now = [1000.0]
    room = Room(
        load_profile("baseball"),
        2,
        11,
        timing=Timing(turn_seconds=12.0, bot_delay=0.0, hand_pause=0.0),
        limits=Limits(),
        difficulty="easy",
    )
    room.clock = lambda: now[0]
    client = await aiohttp_client(make_app(LoopHost(room)))
    actor, sleeper = await two_started(room, client)
    turn, token = await sleeper.expect("your_turn"), sleeper.token
    await closed(room, actor, sleeper)  # a reload with the whole timer left gives nothing, takes nothing
    sleeper = await phone(client)
    await sleeper.send({"type": "resume", "token": token})
    assert (await sleeper.expect("your_turn"))["seconds"] == pytest.approx(12.0)
    now[0] += 9.0
    await closed(room, actor, sleeper)  # the page closed, 3 s left
    now[0] += 2.0  # back with 1 s left on the timer
    assert room.waiting_for() == (actor, pytest.approx(1.0))
    woken = await phone(client)
    await woken.send({"type": "resume", "token": token})
    again = await woken.expect("your_turn")
    assert again["turn"] == turn["turn"]  # the same turn, not played for them
    assert again["seconds"] == pytest.approx(BACK_SECONDS)
    assert room.waiting_for() == (actor, pytest.approx(again["seconds"]))  # the TV's count
    now[0] += 6.0
    reloaded = await phone(client)
    await reloaded.send({"type": "resume", "token": token})
    last = await reloaded.expect("your_turn")
    assert last["turn"] == turn["turn"] and last["seconds"] == pytest.approx(BACK_SECONDS - 6.0)
