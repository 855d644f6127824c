"""No Peek: at each of your decisions the log tells every check made since your last move and
since the newest lead, named ("Casey and Yogi check") or counted with the lead ("Babe leads, 2
others check", "Babe leads, 3 check"). A newcomer's Night Baseball play-test at four seats: NO BET YET, your turn to check or
bet, and the log read only "Babe leads": Babe's, Casey's and Yogi's checks before you were told
away, as if you were first to act."""

from __future__ import annotations

import re

import pytest
from test_log_new_lead_in_view import NAMES, played_calmly

from game.felt.log_lines import YOU, log_lines
from game.telling.check_runs import who_checked

LEAD = re.compile(r"^(?P<who>.+?) opens?\b")  # a lead taken, its round opened (event_words.opener_words)
# "Babe leads, 2 others check" (the lead's own check besides), "Babe leads, 3 check"
COUNTED = re.compile(r"\b(?P<who>\w+) leads?\b[^,/]*, (?P<count>\d+) (?P<others>others? )?checks?\b")
OWN = re.compile(
    r"\b(?P<who>\w+) leads?\b[^,/]*, checks?\b"
)  # the lead's own: "Babe leads: 4 turned, checks"


def checks_since(messages) -> list[str]:
    """Who checked since your last move and since the newest lead in `messages`, in turn."""
    yours = [
        at + 1
        for at, m in enumerate(messages)
        if m.startswith(YOU) or YOU.strip() in (who_checked(m, NAMES) or ())
    ]
    since = max(yours, default=0)
    leads = [at for at in range(since, len(messages)) if LEAD.match(messages[at])]
    start = leads[-1] if leads else since
    return [who for m in messages[start:] for who in who_checked(m, NAMES) or ()]


def checks_told(text: str) -> tuple[set[str], int]:
    """The seats `text` (the log's lines) names checking, and how many checks it counts with a lead:
    "Casey and you check", "Babe leads: 4 turned, checks", "Babe leads, 2 others check"."""
    seat = "|".join(re.escape(name) for name in [*NAMES, "you"])
    named = {
        who
        for who in NAMES
        if re.search(
            rf"\b(?:(?:{seat})(?:, | and ))*{re.escape(who)}(?:(?:, | and )(?:{seat}))* checks?\b", text
        )
    }
    named |= {own["who"] for own in OWN.finditer(text)}
    counted = max((int(c["count"]) + bool(c["others"]) for c in COUNTED.finditer(text)), default=0)
    return named, counted


def untold(messages, text: str) -> list[str]:
    checked = checks_since(messages)
    named, counted = checks_told(text)
    return [] if counted >= len(checked) else [who for who in checked if who not in named]


def test_the_play_tests_checks_before_you_are_counted_in_one_line():
    """The play-test's log at one line: Babe's run and lead, then three checks, your turn."""
    messages = [
        "You call 1",
        *(f"Babe turns {card}" for card in ("4\u2663", "10\u2660", "7\u2666", "A\u2663")),
        "Babe opens the betting: best showing",
        "Babe, Casey and Yogi check",
    ]
    text = " / ".join(line for line, _ in log_lines(messages, 22, 1, names=NAMES))
    assert untold(messages, text) == [], text


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (4, 3), (4, 6), (3, 2), (3, 5)])
def test_every_check_since_yours_and_the_lead_is_told_at_your_decision(app, monkeypatch, size, players, seed):
    """The solo Night Baseball table, you turning till you lead, checking and calling."""
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    seen = played_calmly(app, monkeypatch, players, seed)
    missed = [(messages[-6:], text) for messages, text in seen if untold(messages, text)]
    assert not missed, missed
