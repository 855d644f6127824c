"""No Peek's guide, once your lead is beaten, says who turns before you: the turning goes on
clockwise from the new leader (engine.no_peek), so a seat between the leader and you turns first.
A newcomer's Midnight play-test was told "after its betting round it is your turn again: TURN" and
then watched Casey turn first. The guide worked the order out itself from the seats in, and a fold
in the new lead's betting round made it wrong: it now says it once that round is over, from the
next turner the table host publishes (game.play.host_facts.RoundOver, the engine's own)."""

from __future__ import annotations

from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, Event, RoundStart, Turn
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.play.guide_script import GuideScript
from game.play.host_facts import RoundOver
from game.play.table_host import Sitter, TableHost, Timing
from game.telling.hints import round_lead

MIDNIGHT = load_profile("midnight-baseball")
NAMES = ["You", "Babe", "Casey"]
YOU, BABE, CASEY = range(3)


def dealt() -> list[Event]:
    return [Deal(seat, None, "down", "street") for _ in range(3) for seat in range(3)]


def babe_beats_you() -> tuple[RoundStart, list[Event]]:
    """You turned the first card and led; Babe turned a better one."""
    you, babe = parse_cards("5c Kd")
    return RoundStart(2, BABE), [*dealt(), Turn(YOU, you), RoundStart(1, YOU), Turn(BABE, babe)]


def told_after(turner: int | None) -> GuideScript:
    """The guide's script once Babe's lead over yours is shown and its round is over, `turner` next."""
    script = GuideScript(YOU)
    lead, before = babe_beats_you()
    taken = round_lead([*before, lead], len(before), MIDNIGHT.wild_ranks)  # (as the host publishes it)
    script.note(lead, before, MIDNIGHT, NAMES, taken)
    assert "beaten_turn" not in script.coming  # who turns next is not known while the round is bet
    script.round_over(turner)
    return script


def test_the_seat_the_host_says_turns_next_is_named_before_your_turn():
    words = told_after(CASEY).coming["beaten_turn"]
    assert words.startswith("Babe beat your hand: Top card: king beats five. ")
    assert "Casey turns first (clockwise from Babe), then it is your turn again. One press of T" in words


def test_you_turning_next_is_your_turn_again_and_nobody_is_named():
    words = told_after(YOU).coming["beaten_turn"]
    assert ". It is your turn again. One press of T turns your cards" in words
    assert "Casey" not in words


def test_out_of_the_pot_nothing_is_said():
    assert "beaten_turn" not in told_after(None).coming


def policy(table: Table, host: TableHost) -> tuple[int, str]:
    """Everyone checks, calls and turns; in a round Babe opens with you and Casey still to turn,
    Babe bets and Casey folds."""
    legal = table.legal_actions()
    assert legal is not None
    view = table.public_view()
    opened = next((e for e in reversed(table.events) if isinstance(e, RoundStart)), None)
    babes = view.round and opened is not None and opened.opener == BABE
    if babes and {YOU, CASEY} <= view.live and view.down_counts[YOU] and view.down_counts[CASEY]:
        if legal.seat == BABE and "bet" in legal.kinds:
            return BABE, "bet"
        if legal.seat == CASEY and "fold" in legal.kinds:
            return CASEY, "fold"
    return legal.seat, next(k for k in ("turn", "check", "call", "pay", "decline") if k in legal.kinds)


def test_a_fold_in_the_new_leads_round_is_in_the_hosts_next_turner():
    """Midnight Baseball, three people: Babe beats you, bets, and Casey (clockwise between Babe and
    you) folds. The host's RoundOver names you to turn next, as the engine then has it; every
    RoundOver's turner is the seat whose card is turned next."""
    folds = 0
    for seed in range(1, 40):
        table = Table(MIDNIGHT, [SeatInfo(name, "human", "human") for name in NAMES], seed)
        host = TableHost(lambda _, table=table: table, [None] * 3, timing=Timing(idle_seconds=None))
        host.sitters = [Sitter(person=True, local=True) for _ in NAMES]
        host.turn_runs = False
        host.start()
        while table.hands_played < 1:
            host.act(*policy(table, host))
        facts = host.facts_for(None, 0, len(host.stream))
        for index, fact in enumerate(facts):
            if not isinstance(fact, RoundOver) or fact.turner is None:
                continue
            turned = next(f for f in facts[index:] if isinstance(f, Turn))
            assert turned.seat == fact.turner, seed  # the engine's next turner
            opened = max(i for i, f in enumerate(facts[:index]) if isinstance(f, RoundStart))
            bet = facts[opened:index]
            if any(isinstance(f, ActionTaken) and f.seat == CASEY and f.action == "fold" for f in bet):
                assert facts[opened].opener == BABE and fact.turner == YOU, seed  # Casey is skipped
                folds += 1
        if folds >= 2:
            break
    assert folds >= 2
