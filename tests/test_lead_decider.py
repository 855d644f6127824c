"""No Peek: a lead taken from a row the seats may name alike ("Flush, A high" over "Flush, A high")
names the cards that decide, on the TV's lead line (one line of the centre at TEXT SIZE large), in
its log and the phones' (one wording), and on the phones' panel: a Hold'em newcomer's Night
Baseball play-test at large read two equal labels and "opens round 3: best showing", nothing saying
why one beat the other (game.telling.lead_decider)."""

from __future__ import annotations

import dataclasses
from collections import deque
from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table
from test_ui_no_peek_lead_named_as_the_card_lands import SEATS, Facts, stepped

from engine.cards import parse_cards
from engine.events import Deal, HandStart, RoundStart, SessionStart, Turn
from engine.hands import showing_hand
from engine.profile import load_profile
from engine.rules import Rules
from engine.view import showing_of
from game.felt import layout
from game.felt.centre_words import centre_lines
from game.felt.director import Director
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.party.lead_deciders import LeadDeciders
from game.party.phone_log import log_lines
from game.party.protocol import SeatCard
from game.platform.frame_log import FRAME
from game.platform.tween import Tweens
from game.play.lead_now import LeadNow
from game.play.session import Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.hand_words import form_ladder
from game.telling.hints import LeadTaken, lead_taken, round_lead, target_of
from game.telling.lead_decider import decider
from game.telling.wild_reason import showing_words

WILD = frozenset({"9"})
PLAYERS = 4  # at the seeded sessions' tables
# (the leader's face-up cards, the beaten row's, what decides): worked out by hand
DECIDED = [
    ("Ah Kh 8h 4h 2h", "Ad Qd 8d 4d 2d", "flush, A-K beats A-Q"),
    ("Ah Qh 8h 4h 2h", "Kd Qd Jd 4d 2d", "flush, A beats K"),  # "Flush" both, at the narrowest
    ("Ah Qc Jd", "As Qd Tc", "A-Q-J beats A-Q-10"),
    ("Ah Jc", "As", "A-J beats A alone"),
    ("Ah Tc", "As 8c", "A-10 beats A-8"),
    ("Jh Jc Kd", "Js Jd Qc", "kicker K beats Q"),
    ("Jh Jc Kd", "Js Jd", "kicker K beats none"),
    ("Jh Jc Ad Kd", "Js Jd Ac Qd", "kickers A-K beat A-Q"),
    ("7h 7c 2d 2s Kd", "7s 7d 2h 2c Qd", "kicker K beats Q"),
    ("Qh Qc Qd Ks", "Qs Qc Qd 8s", "kicker K beats 8"),
    # named apart, or a rank their words name decides: the beat's own words say it
    ("Ah Ac", "Ks Kc", ""),
    ("Jh Tc 9d 8s 7h", "Th 9c 8d 7s 6h", ""),
    ("Kh Kc", "Kd", ""),
]


@pytest.mark.parametrize(("mine", "theirs", "said"), DECIDED)
def test_the_cards_that_decide(mine, theirs, said):
    winner, loser = (showing_hand(parse_cards(cards), WILD) for cards in (mine, theirs))
    assert winner > loser
    assert decider(winner, loser) == said


def lead_at_last(model: TableModel, player: TablePlayer, facts: Facts, events: list) -> None:
    facts.waiting = events
    stepped(player, 8.0, lambda now: None)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tv_says_what_decides_a_lead_over_a_row_named_alike(size):
    """Babe's ace leads; your ace-jack beats it: both seats say "Ace high"."""
    model, tweens, facts = TableModel(), Tweens(), Facts()
    player = TablePlayer(Director(model, tweens, 0, {}), tweens, facts)
    rules = Rules(flow="no_peek", cards=9, max_players=5)
    events = [
        SessionStart("night-baseball", rules, SEATS, 1, 8),
        HandStart(1, 1, None),
        *[Deal(seat, None, "down", "street") for seat in (0, 1) for _ in range(3)],
        Turn(1, parse_cards("Ad")[0]),
        RoundStart(1, 1),
        Turn(0, parse_cards("As")[0]),  # a tie does not beat
        Turn(0, parse_cards("Jc")[0]),
        RoundStart(2, 0),
    ]
    taken = round_lead(events, len(events) - 1, rules.wild_ranks)  # as the host publishes it...
    lead_at_last(model, player, facts, [*events[:-1], taken, events[-1]])  # ...before its round
    assert model.leader == 0 and model.seats[0].showing == model.seats[1].showing == "Ace high"
    assert list(model.log)[-1] == "You open the betting: A-J beats A alone"
    model.level = Fraction(1)
    places = layout.LAYOUTS[size]
    most = 2 if size == "large" else None  # (the large centre's lines over the log's least)
    lines = centre_lines(model, True, places.columns, most)
    # the jack that decides, in the beat or in the hand to beat's kicker (a pair's way: kicker_decides)
    assert lines[-1] in ("A-J BEATS A ALONE", "ACE HIGH, KICKER J"), lines


def phones_round_lines(profile: str, seed: int, doctor=None):
    """A seeded session of computer players run by the table host, with a pacing TV and the phones
    following it: for each round_start the phones were given, (its line in the phones' log as
    game.party.phones builds it from the facts published, the TV's log line and centre's beat as its
    director tells them from the facts it has shown, the lead taken the host published before it,
    the pot's public events up to it). `doctor`: changes each published lead taken first."""
    setup = direct_setup(Settings(), profile, PLAYERS, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=4)
    session = Session(setup, demo=True)  # computer players in every seat: nobody waits
    host = session.host
    host.timing = Timing(bot_delay=0.0, hand_pause=0.0)
    host.thinker = None
    if doctor is not None:
        host.stream = DoctoredStream(doctor)
    tv, phones = host.attach(None, paces=True), host.attach(None, paces=False)
    deciders, lead, published, tweens = LeadDeciders(), LeadNow(), None, Tweens()
    director = Director(TableModel(), tweens, PLAYERS, {})  # the party TV: nobody's seat
    rounds: deque[tuple[str, str]] = deque()  # each round_start the TV showed: its log line, its beat
    host.start()
    for _ in range(100_000):
        host.tick()
        for fact in tv.take():  # the TV shows every fact at once
            director.play(fact)
            tweens.finish_all()
            if isinstance(fact, RoundStart):
                rounds.append((director.model.log[-1], director.model.beat))
        tv.shown, tv.holding = tv.taken, False
        start = phones.taken
        for place, fact in enumerate(phones.take(), start):
            entry = host.stream[place]
            lead.take(fact)
            deciders.take(fact, entry, lead)
            if isinstance(fact, LeadTaken):
                published = fact
            if not isinstance(fact, RoundStart):
                continue
            table = host.table
            seats = [SeatCard(seat.name, "guest", "", False) for seat in table.seats]
            public = table.events_for_list(None)[table.hand_events_start : entry.index + 1]
            phone = log_lines(public, seats, table, deciders=deciders.of(table))[-1]
            tv_said, tv_beat = rounds.popleft()
            yield phone, tv_said, tv_beat, published, public
            published = None
        if host.over and tv.caught_up:
            break
    session.close()
    assert host.over


class DoctoredStream(list):
    """The host's stream with each lead taken it publishes changed by `doctor`."""

    def __init__(self, doctor) -> None:
        super().__init__()
        self.doctor = doctor

    def append(self, fact) -> None:
        super().append(self.doctor(fact) if isinstance(fact, LeadTaken) else fact)


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_the_phones_log_says_what_decides_as_the_tvs_does(profile):
    """Every round a lead opens in seeded sessions run by the table host: the phones' log line (built
    by the phones from the facts published) is the TV's (its director's decider, from the pot it has
    shown), and where the two rows' labels are alike at the seats' narrowest (worked out here from
    their face-up cards) and a card their words do not name decides, it names the cards, not "best
    showing"."""
    rules = load_profile(profile)
    alike = opened = 0
    for seed in range(1, 9):
        for phone, tv_said, _beat, published, public in phones_round_lines(profile, seed):
            assert phone == tv_said
            taken = lead_taken(public, rules.wild_ranks)
            assert published == taken  # published before its round_start, and only then
            if taken is None:
                continue
            opened += 1
            ups: dict[int | None, list] = {}
            for shown in public:
                card = getattr(shown, "card", None)
                if card is not None and (isinstance(shown, Turn) or getattr(shown, "face", "") == "up"):
                    ups.setdefault(shown.seat, []).append(card)
            labels = [
                form_ladder(showing_words([*ups.get(seat, []), *ups.get(None, [])], rules.wild_ranks))[-1]
                for seat in (taken.seat, taken.beaten)
            ]
            if labels[0] == labels[1] and ("CARD" in taken.why or "KICKER" in taken.why):
                alike += 1
                assert "best showing" not in phone and " beat" in phone, (phone, taken)
    assert opened > 20 and alike > 3


def test_the_phones_and_the_tv_read_the_published_decider():
    """The phones' log and the TV's (its log and its centre's beat) say the decider the host
    published, not one they work out themselves: with each published lead taken's decider changed,
    both say the changed words (the TV's director worked the lead out again from the pot)."""
    doctored = 0
    for phone, tv, beat, published, _public in phones_round_lines(
        "night-baseball", 2, lambda taken: dataclasses.replace(taken, decider=f"seat {taken.seat} decides")
    ):
        if published is not None:
            doctored += 1
            decides = f"seat {published.seat} decides"
            assert phone.endswith(f": {decides}") and tv.endswith(f": {decides}"), (phone, tv)
            assert beat == decides.upper()
    assert doctored > 3


@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize(("level", "prompt"), [(0, "YOUR TURN: CHECK OR BET"), (1, "YOUR TURN: 1 TO CALL")])
def test_the_large_tables_middle_says_the_cards_that_decide(app, shots, players, level, prompt):
    """Casey's flush, ace-king, took the lead from yours, ace-queen: both seats say "Flush, A high";
    the middle at TEXT SIZE large says what decides, whole, clear of everything else."""
    director, model, _ = table(players, layout.LARGE, {})
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(level), 1
    model.seats[1].name = "Casey"
    for seat, cards in ((1, "Ah Kh 8h 4h 2h"), (0, "Ad Qd 8d 4d 2d")):
        model.seats[seat].showing = showing_words(parse_cards(cards), frozenset())
    model.target = target_of("Casey", showing_of(parse_cards("Ah Kh 8h 4h 2h"), frozenset()))
    model.beat = "FLUSH, A-K BEATS A-Q"
    model.log.extend(["Casey opens round 4: flush, A-K beats A-Q", "Babe checks"])
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    FRAME.clear()
    renderer.draw(app.display.canvas, model, director, prompt=prompt)
    shots(app, f"lead-decider-{players}-{level}")
    said = [item.text for item in FRAME.texts()]
    assert "FLUSH, A-K BEATS A-Q" in said, said
    assert frame_problems(f"{players} seats, level {level}") == []
