"""Dealer's choice at a party (docs/party.md, docs/rules.md#dealers-choice): a guest who deals calls
the game on their phone from buttons named after the games, a computer dealer calls by its style,
and every phone's state says the game of the pot in play (its name, wild ranks and house rules)."""

from __future__ import annotations

from party_support import Party

from engine.bots.game_choice import call_draw, choose_game
from engine.events import PotGame
from engine.profile import load_profile
from game.felt.director import Director
from game.felt.replayer import Replayer
from game.felt.table_model import TableModel
from game.party.room import Timing
from game.platform.tween import Tweens
from game.play.host_facts import AwayPlay
from game.play.pot_tape import PotShelf
from game.telling.rules_words import house_rules

DC = load_profile("dealers-choice")


def first_dealer_guest_party() -> Party:
    """Three guests at a dealer's choice whose first dealer is a guest's seat (all seats are)."""
    party = Party("dealers-choice", seats=3)
    for client in (1, 2, 3):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    return party


def test_the_dealers_phone_offers_the_games_by_name_and_every_phone_follows_the_called_game():
    party = first_dealer_guest_party()
    lobby_like = party.last(2, "state")
    assert lobby_like["game"] == "Dealer's Choice" and lobby_like["wild"] == ""
    assert lobby_like["house"] == [
        "The dealer picks each pot's game",
        "Baseball, Night Baseball, Midnight Baseball or Seven-Card Stud",
    ]
    client, turn = party.pending_turn()
    assert turn["decision"] == "choose_game" and turn["prompt"] == "PICK THE GAME"
    assert [(o["kind"], o["label"]) for o in turn["options"]] == [
        ("baseball", "BASEBALL"),
        ("night-baseball", "NIGHT BASEBALL"),
        ("midnight-baseball", "MIDNIGHT BASEBALL"),
        ("seven-card-stud", "SEVEN-CARD STUD"),
    ]
    party.act(client, "seven-card-stud")
    stud = load_profile("seven-card-stud")
    for other in (1, 2, 3):
        state = party.last(other, "state")
        assert (state["game"], state["wild"], state["house"]) == ("Seven-Card Stud", "", house_rules(stud))
    dealer = party.room.table.legal_actions()  # the pot is dealt and played by Seven-Card Stud's rules
    assert dealer.decision == "bet" and "bring_in" in dealer.kinds


def test_a_computer_dealer_calls_by_its_style_at_a_party():
    party = Party("dealers-choice", seats=4)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    table = party.room.table

    def bot_called() -> bool:
        return any(isinstance(e, PotGame) and e.chooser != 0 for e in table.events)

    party.play_until(bot_called, lambda kinds: "baseball" if "baseball" in kinds else kinds[0])
    game = next(e for e in table.events if isinstance(e, PotGame) and e.chooser != 0)
    style = table.seats[game.chooser].style
    assert game.profile == choose_game(style, DC.games, call_draw(table.seed, game.hand, game.chooser)).id
    night = party.last(1, "state")
    assert night["game"] in {g.name for g in DC.games}


def test_between_a_pots_end_and_the_next_call_the_state_names_the_game_whose_piles_it_shows():
    """Between a No Peek pot's end and the next call, the state said flow "stud" (the session's)
    while it still showed that pot's piles."""
    from game.party.room import Timing

    party = Party("dealers-choice", seats=3, timing=Timing(bot_delay=0.0, hand_pause=30.0))
    party.connect(9)
    party.room.start()
    checked = 0
    for _ in range(20_000):
        party.tick(0.5)
        table = party.room.table
        if table is None or table.is_over:
            break
        if table.between_hands and table.rules.flow == "no_peek":
            state = party.last(9, "state")
            assert state is not None and not state["calling"]
            assert state["flow"] == "no_peek" and state["game"] == table.rules.name
            checked += 1
            if checked >= 2:
                break
    assert checked


def test_a_dealers_choice_pot_is_counted_as_a_hand_in_the_tvs_log_and_the_phones():
    """Play-tests: a dealer's choice's log said 'deals hand 2 of 8' where its table said POT 2 OF 8,
    and its POT 1 OF 8 stood beside every other game's HAND 1 OF 8: every screen of every game
    counts hands."""
    party = first_dealer_guest_party()
    client, _ = party.pending_turn()
    party.act(client, "seven-card-stud")
    room = party.room
    dealt = next(line for line in party.last(1, "state")["log"] if " deals " in line)
    assert f"deals hand\N{NO-BREAK SPACE}1\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}{room.rules.pots}" in dealt
    tv = Director(TableModel(), Tweens(), room.n, {})  # the party TV's log, from the room's stream
    for event in room.table.events_for(None):
        tv.play(event)
    assert [line for line in tv.model.log if " deals " in line] == [dealt]


def timed_party() -> Party:
    """Three seats at Dealer's Choice with a 10 s turn timer, nothing else paced."""
    return Party("dealers-choice", seats=3, timing=Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))


def timer_calls_the_game(party: Party) -> tuple[int, int, PotGame]:
    """Three guests sit and Guest1 starts; the dealer's phone does not pick the game in time, so the
    away rule calls it: (the dealer's client, the dealer's seat, the call)."""
    for client in (1, 2, 3):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    client, turn = party.pending_turn()
    assert turn["decision"] == "choose_game"
    dealer = party.room.table.legal_actions().seat
    party.tick(10.5)
    return client, dealer, next(event for event in party.room.table.events if isinstance(event, PotGame))


def test_a_dealer_whose_call_timed_out_is_told_which_game_was_called_for_them():
    """Host play-test: the dealer's phone did not call in time and read only 'AWAY: CHECKED FOR
    YOU', never that the pot's game had been chosen for them."""
    party = timed_party()
    client, _dealer, called = timer_calls_the_game(party)
    notices = [(m["message"], m["called"]) for m in party.inbox[client] if m["type"] == "notice"]
    assert notices == [(f"Time ran out, so {called.rules.name} was picked for you.", True)], notices


def test_a_replay_says_the_game_the_timer_called_was_picked_for_the_dealer():
    """Host play-test: the replay of a pot whose game the turn timer called read "Guest1 picks
    Baseball", where the live table had said time ran out. The shelf keeps the away rule's call with
    the game, and the replay says it as the live log does, on the banner too."""
    party = timed_party()
    shelf = PotShelf(party.room.host.attach(None, paces=False))
    _client, dealer, called = timer_calls_the_game(party)
    game = called.rules.name
    party.play_until(
        lambda: shelf.fetch() or bool(shelf.tapes), lambda kinds: "check" if "check" in kinds else kinds[0]
    )
    replay = Replayer(shelf.tapes[0], None)
    name = shelf.tapes[0].names[dealer]
    assert f"{game} picked for {name}: time ran out" in replay.model.log, list(replay.model.log)
    assert not any(" picks " in line for line in replay.model.log), list(replay.model.log)
    assert (
        replay.model.game_banner is not None
        and replay.model.game_banner[0] == f"TIME RAN OUT: PICKED FOR {name.upper()}"
    )


def test_a_guest_who_sits_down_while_a_dealer_calls_is_shown_nothing_of_the_pot_then_dealt():
    """A seat taken while a dealer calls waits for the next deal (the guest missed the call); the
    pot then dealt is its bot's. Once the seat was theirs, between pots, the phone counted that pot
    as theirs and showed it as their own hand: the bot's best hand, its hidden cards in it."""
    party = Party("dealers-choice", seats=3, seed=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=0)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    table = room.table
    assert table is not None and table.public_view().calling is not None  # the first pot's call
    party.join(2, "Bo", seat=2)
    assert party.last(2, "joined")["waiting"]
    party.play_until(lambda: room.guests[2] is not None, lambda kinds: kinds[0])
    assert room.host.deals >= 1 and room.guests[2].name == "Bo"  # hers from the pot after the call
    states = [m for m in party.inbox[2] if m["type"] == "state" and isinstance(m.get("you"), dict)]
    bots_pot = [m["you"] for m in states if m["hand"] == 1 and not m["you"].get("waiting")]
    assert not bots_pot, f"Bo was shown pot 1, her bot's, as her own: {bots_pot[0]}"


def test_every_phones_log_says_the_game_the_timer_called_was_picked_for_the_dealer():
    """The TV's log said 'Baseball picked for Dan: time ran out' (c5e9034) where every phone's said
    'Dan picks Baseball', no reason: the phones word the away rule's call as the TV does."""
    party = timed_party()
    dealer_client, _dealer, called = timer_calls_the_game(party)
    for client in (1, 2, 3):  # the dealer's own phone: "picked for you" (game.party.called_game)
        whom = "you" if client == dealer_client else f"Guest{dealer_client}"
        said = f"{called.rules.name} picked for {whom}: time ran out"
        log = party.last(client, "state")["log"]
        assert said in log and not any(" picks " in line for line in log), (client, log)


def test_the_tv_and_every_phone_say_the_timer_picked_the_game_from_the_one_fact():
    """A guest dealer's pick timed out: the party TV (its director reading the host's stream) heads
    the call's banner with why and whose and logs it, and every phone's log says the same line, the
    dealer's phone told in a sentence: all from the host's AwayPlay just before its PotGame."""
    party = timed_party()
    tv = party.room.host.attach(None, paces=False)
    client, dealer, called = timer_calls_the_game(party)
    model = TableModel()
    director = Director(model, Tweens(), party.room.n, {}, result_with_chips=True)
    facts = tv.take()
    call = next(place for place, fact in enumerate(facts) if isinstance(fact, PotGame))
    assert isinstance(facts[call - 1], AwayPlay) and facts[call - 1].seat == dealer
    for fact in facts[: call + 1]:
        director.play(fact)
    name = f"Guest{client}"
    said = f"{called.rules.name} picked for {name}: time ran out"
    assert (
        model.game_banner is not None and model.game_banner[0] == f"TIME RAN OUT: PICKED FOR {name.upper()}"
    )
    assert list(model.log)[-1] == said
    for guest in (1, 2, 3):  # the dealer's own phone: "picked for you" (game.party.called_game)
        told = said if guest != client else f"{called.rules.name} picked for you: time ran out"
        assert told in party.last(guest, "state")["log"]
    notices = [m["message"] for m in party.inbox[client] if m["type"] == "notice"]
    assert notices == [f"Time ran out, so {called.rules.name} was picked for you."]


def test_a_dealer_whose_phone_was_gone_when_time_ran_out_is_told_once_back():
    """The dealer's phone dropped while they called the game; the timer called it for them. Back
    during that pot, the phone is told what a phone that was there was told (a host play-test's
    dealer, back, read the game on the table and no word of why it was not theirs)."""
    party = timed_party()
    for client in (1, 2, 3):
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    client, turn = party.pending_turn()
    assert turn["decision"] == "choose_game"
    party.room.disconnect(client)
    party.tick(10.5)
    called = next(event for event in party.room.table.events if isinstance(event, PotGame))
    assert party.room.pot_being_played and not [m for m in party.inbox[client] if m["type"] == "notice"]
    party.connect(client)
    party.send(client, {"type": "resume", "token": party.tokens[client]})
    notices = [(m["message"], m["called"]) for m in party.inbox[client] if m["type"] == "notice"]
    assert notices == [(f"Time ran out, so {called.rules.name} was picked for you.", True)], notices
    others = [m for c in (1, 2, 3) if c != client for m in party.inbox[c] if m["type"] == "notice"]
    assert not others  # (nobody else's)


def test_a_dealer_back_after_the_called_pot_is_not_told_of_it():
    """The notice is of the pot in play: a phone back once its pot is over (the next pot's dealer
    calling its game) hears nothing of it."""
    party = timed_party()
    client, _dealer, _called = timer_calls_the_game(party)
    table = party.room.table
    party.play_until(
        lambda: table.hands_played >= 1 and table.public_view().calling is not None,
        lambda kinds: "check" if "check" in kinds else kinds[0],
    )
    before = len([m for m in party.inbox[client] if m["type"] == "notice"])
    party.room.disconnect(client)
    party.connect(client)
    party.send(client, {"type": "resume", "token": party.tokens[client]})
    after = [m["message"] for m in party.inbox[client] if m["type"] == "notice"][before:]
    assert not any("was picked for you" in said for said in after), after
