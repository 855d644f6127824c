"""The moves since your last told in fewer lines where the log has too few for each of them: No Peek's
run of cards that took the lead in one with the lead's own check ("Casey leads: 7 turned, checks"),
the reasons dropped, the checks left out but said ("checks, Babe checks", "4th street: all check"), a bet
and the calls after it in one ("Babe bets 1, Casey calls"), the checks after a lead counted ("Babe
leads, 1 other checks"). A newcomer's Night
Baseball play-test: the log's two lines read "Babe bets 1 / Yogi calls 1" after Casey had turned,
taken the lead and a new betting round had been bet and called, the same two lines as the round
before: Casey's cards and new lead had scrolled off unseen. Each step is taken only while the
moves do not fit, so a log with room tells each move in its own line as it always did.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from game.felt.log_forms import calls_counted as counted_calls
from game.felt.log_forms import is_hint, lead_checks_counted, without_amount
from game.telling.check_runs import checks_line, who_checked

YOU = "You"  # the solo table's seat: "You turn 3\u2663", "You lead: 2 turned"
_TURN = re.compile(r"^(?P<who>.+?) turns? \S+$")
_BONUS = re.compile(r"^(?P<who>.+?) earns? \+1 card ")  # a four's extra card, in the run that turned it
_LEAD = re.compile(
    r"^(?P<who>.+?) opens?\b"
)  # a No Peek lead taken, its round opened (event_words.opener_words)
_BEATEN = re.compile(r"^(?P<who>.+?) (is|are) beaten\b")
_RUN = re.compile(r"^(?P<who>.+?) (leads?|is beaten|are beaten): (?P<turned>\d+) turned\b")  # (lead_runs')
_BRIEF_LEAD = re.compile(r"^(?P<who>.+?) (?P<lead>leads?), checks?, (?P<others>.+)$")  # (runs_in_brief's)
_OTHERS_COUNTED = re.compile(
    r"^(?P<who>.+?) (?P<lead>leads?), (?P<others>\d+) others? checks?$"
)  # (checks_counted's)
_STREET = re.compile(r"^.+? opens? (?P<street>\d+\w\w street)$")  # a stud betting round (its reason dropped)
_BET = re.compile(r"^(?P<who>.+?) (?P<verb>bets?|raises?) \S.*$")
_CALL = re.compile(r"^(?P<who>.+?) calls? (?P<amount>\S+)$")
_RAISE = re.compile(r"^(?P<who>.+?) raises? \S.*$")
_FOLD = re.compile(r"^(?P<who>.+?) folds?$")  # (its reason dropped first: without_reasons)


def told_in_view(
    lines: list[str], since: int, fits: Callable[[list[str], int], bool], names: Sequence[str]
) -> list[str]:
    """`lines` with those from `since` on (the moves since your last) told in fewer lines, a step at
    a time till they fit (`fits(lines, start)`: the log shows every line from `start`), or every
    step taken. Your bet or call just before them is told with the calls and folds after it ("You
    bet 1, Babe folds, Casey and Yogi call"), where that fits."""
    # (the answer without its reason: a No Peek fold says why, "Babe folds: price too high", and a
    # newcomer's log read "Casey and Yogi call 1 / Casey leads", their own bet and the fold told away)
    answer = lines[since].split(": ", 1)[0] if since < len(lines) else ""
    yours = since > 0 and lines[since - 1].startswith(f"{YOU} ") and answered(answer, names)
    if yours and (_BET.match(lines[since - 1]) or _CALL.match(lines[since - 1])):
        told = in_fewer_lines(lines, since - 1, fits, names)
        if fits(told, since - 1):  # (else the moves after it alone, told as the room allows)
            return told
    return in_fewer_lines(lines, since, fits, names)


def in_fewer_lines(
    lines: list[str], since: int, fits: Callable[[list[str], int], bool], names: Sequence[str]
) -> list[str]:
    """`lines` from `since` on told in fewer lines a step at a time till they fit, or every step taken."""
    steps: list[Callable[[list[str]], list[str]]] = [
        lambda moves: lead_runs(moves, names),
        without_reasons,
        lambda moves: without_checks(moves, names, latest=False),
        lambda moves: bets_with_calls(moves, names),
        without_amounts,
        lambda moves: without_checks(moves, names, latest=True),
        runs_in_brief,
        lambda moves: checks_counted(moves, names, fewest=False),
        lambda moves: checks_counted(moves, names, fewest=True),
        calls_counted,
    ]
    for step in steps:
        if fits(lines, since):
            break
        lines = [*lines[:since], *step(lines[since:])]
    return lines


def is_yours(line: str, names: Sequence[str]) -> bool:
    """`line` tells a move of yours: "You call 1", or checks told together with yours ("Casey and
    you check")."""
    return line.startswith(f"{YOU} ") or YOU in (who_checked(line, names) or ())


def who_of(match: re.Match[str] | None) -> str | None:
    return None if match is None else match["who"]


def lead_runs(lines: Sequence[str], names: Sequence[str]) -> list[str]:
    """Each seat's run of cards turned (with a four's extra card it earned, and the hints said on
    the way, which give way to moves) that ended in the lead or beaten, told in one line: "Casey
    leads: 7 turned", "Yogi is beaten: every card turned" (the table's words for it, never the run's
    count: a Hold'em newcomer read "Babe is beaten: 8 turned" beside Babe's nine cards face up, and
    "Casey is beaten: 7 turned" beside ten, the cards turned before the run and a four's extra card
    face up not in it); a run still going is told card by card."""
    told: list[str] = []
    at = 0
    while at < len(lines):
        who = who_of(_TURN.match(lines[at]))
        if who is None or who not in names:
            told.append(lines[at])
            at += 1
            continue
        end, turned = at, 0
        while end < len(lines) and (in_run(lines[end], who) or is_hint(lines[end])):
            turned += who_of(_TURN.match(lines[end])) == who
            end += 1
        ended = lines[end] if end < len(lines) else ""
        you = who == YOU
        if who_of(_LEAD.match(ended)) == who:
            told.append(f"{who} {'lead' if you else 'leads'}: {turned} turned")
            move = next((after for after in range(end + 1, len(lines)) if not is_hint(lines[after])), end)
            checked = who_checked(lines[move], names) if move > end else None
            if checked and checked[0] == who:  # the lead's opening check told with its run (a play-test
                # read "Casey leads: 3 turned / Yogi bets 1" as if Yogi had opened: the check was left
                # out), a hint said between them after it (hints give way to moves: "T: turn after the bets")
                told[-1] += ", check" if you else ", checks"
                told.extend(lines[end + 1 : move])
                told.extend([checks_line(checked[1:])] if checked[1:] else [])
                end = move
        elif who_of(_BEATEN.match(ended)) == who:
            while end + 1 < len(lines) and who_of(_TURN.match(lines[end + 1])) == who:  # the cards turned
                end += 1  # as the table calls them beaten: told after them
            told.append(ended)
        else:
            told.extend(lines[at:end])
            at = end
            continue
        at = end + 1
    return told


def in_run(line: str, who: str) -> bool:
    """`line` is `who`'s card turned or a four's extra card they earned."""
    return who in (who_of(_TURN.match(line)), who_of(_BONUS.match(line)))


def without_reasons(lines: Sequence[str]) -> list[str]:
    """`lines` each without the reason it gives ("Yogi folds: price too high" -> "Yogi folds"); a
    run told in one keeps its count, a hint its words."""
    return [line if is_hint(line) or _RUN.match(line) else line.split(": ", 1)[0] for line in lines]


def without_checks(lines: Sequence[str], names: Sequence[str], latest: bool) -> list[str]:
    """`lines` without their checks, the latest line's too if `latest` (a check passes no chips:
    the bet line, the buttons and the seats say where the betting is), each left out still said:
    a stud street checked around in one line, "4th street: all check" (a Baseball play-test read
    "Casey opens 4th street / Casey opens 5th street", nothing between), checks after a lead's own
    told with it, "Casey leads: 3 turned, checks, Babe checks"."""
    last = max((at for at, line in enumerate(lines) if not is_hint(line)), default=-1)  # (the latest move)
    told: list[str] = []
    for at, line in enumerate(lines):
        if (at == last and not latest) or who_checked(line, names) is None:
            told.append(line)
            continue
        before, after = told[-1] if told else "", lines[at + 1] if at + 1 < len(lines) else ""
        if (street := _STREET.match(before)) and _LEAD.match(after):  # checked around: the next round opens
            told[-1] = f"{street['street']}: all check"
        elif _RUN.match(before) and before.endswith((", checks", ", check")):
            told[-1] = f"{before}, {line}"
        else:  # a check left out is said (a play-test read "Yogi opens 3rd street / Casey bets 1")
            told.append(line)
    return told


def bets_with_calls(lines: Sequence[str], names: Sequence[str]) -> list[str]:
    """Each bet or raise told with the calls, folds and raises right after it, "Babe bets 1, Yogi
    folds, Casey and Dizzy call", and calls of one amount after each other together, "Babe and Casey
    call 1"."""
    told: list[str] = []
    at = 0
    while at < len(lines):
        end = at + 1
        answers: list[tuple[str, list[str]]] = []  # (what, who) in turn, like answers together
        while _BET.match(lines[at]) and end < len(lines) and (answer := answered(lines[end], names)):
            if answers and answers[-1][0] == answer[0]:
                answers[-1][1].append(answer[1])
            else:
                answers.append((answer[0], [answer[1]]))
            end += 1
        call = _CALL.match(lines[at]) if answered(lines[at], names) else None
        while (
            call
            and end < len(lines)
            and (then := _CALL.match(lines[end]))
            and then["amount"] == call["amount"]
        ):
            end += 1
        if answers:
            told.append(", ".join([lines[at], *(together(who, what, after=True) for what, who in answers)]))
        elif call and end > at + 1:
            callers = [str(who_of(_CALL.match(line))) for line in lines[at:end]]
            told.append(f"{together(callers, 'call', after=False)} {call['amount']}")
        else:
            told.append(lines[at])
        at = end
    return told


def answered(line: str, names: Sequence[str]) -> tuple[str, str] | None:
    """("call", "fold" or "raise", who) for a seat's answer to a bet in `line` (a raise's amounts
    are the bet line's); None for any other line."""
    for what, said in (("call", _CALL), ("fold", _FOLD), ("raise", _RAISE)):
        who = who_of(said.match(line))
        if who in names:
            return what, str(who)
    return None


def together(who: Sequence[str], what: str, after: bool) -> str:
    """`who` told doing `what` together, as checks are told ("Casey calls", "Casey and you call"),
    "you" in small letters `after` a bet's comma."""
    checks = checks_line(who)
    said = (
        checks.removesuffix(" checks") + f" {what}s"
        if checks.endswith("checks")
        else checks.removesuffix(" check") + f" {what}"
    )
    return "you" + said[len(YOU) :] if after and who[0] == YOU else said


def without_amounts(lines: Sequence[str]) -> list[str]:
    """A bet told with its calls without its amount: "Babe bets, Casey calls" (the bet line over
    the log says how much)."""
    return [without_amount(line) or line for line in lines]


def runs_in_brief(lines: Sequence[str]) -> list[str]:
    """A run told in one without its count: "Casey leads, checks" (in one line of a log two lines
    high, with the bet after it; the cards lie on the seat), the checks after the lead's own still
    said, "Casey leads, checks, Babe checks" (a Night Baseball play-test read "Babe leads, checks /
    Yogi bets 1", Casey's check between them told away)."""
    told = []
    for line in lines:
        run = _RUN.match(line)
        told.append(f"{run['who']} {run[2]}{line[run.end() :]}" if run else line)
    return told


def checks_counted(lines: Sequence[str], names: Sequence[str], fewest: bool) -> list[str]:
    """A lead told in brief with the checks after its own counted, "Babe leads, 1 other checks",
    then (`fewest`) "Babe leads, 2 check" (log_forms.lead_checks_counted): in one line of a log two
    lines high over the bet ("Babe leads, checks, Casey checks" took two, and a solo Night Baseball
    log showed "Yogi bets 1" alone, not who had opened)."""
    told = []
    for line in lines:
        lead = _BRIEF_LEAD.match(line)
        others = who_checked(lead["others"], names) if lead else None
        counted = _OTHERS_COUNTED.match(line)
        if lead and others:
            forms = lead_checks_counted(f"{lead['who']} {lead['lead']}", len(others))
        elif counted and fewest:
            forms = lead_checks_counted(f"{counted['who']} {counted['lead']}", int(counted["others"]))
        else:
            told.append(line)
            continue
        told.append(forms[fewest])
    return told


def calls_counted(lines: Sequence[str]) -> list[str]:
    """A bet told with its answers with the calls among them counted, "You bet, Babe folds, 2
    calls" (log_forms.calls_counted): the bet and a fold kept over who called (a newcomer's log read
    "Casey and Yogi call 1 / Casey leads", their own bet and Babe's fold told away for the callers'
    names)."""
    return [counted_calls(line) or line for line in lines]


def tells_bet(line: str, bet: str) -> bool:
    """`line` tells the `bet` (its message): it is the bet, or the bet told with its answers, or a
    raise told as an answer ("Babe bets 1, Casey raises")."""
    match = _BET.match(bet)
    if match is None:
        return line == bet
    short = f"{match['who']} {match['verb']}"
    return line == bet or line.startswith((f"{bet}, ", f"{short}, ")) or f", {short}" in line
