"""The table's log in lines: the newest messages that fit between the side seats, and the bet
being faced kept in view at the top ("Ann raises 1 to 3"), however many moves came after it.

A play-test: the centre said RAISED 1 OF 3 while the log's three lines showed only calls, so
nobody at the table could see who had raised.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.money import ONE_CHARACTER
from game.felt import layout
from game.felt.check_ahead import ASKED, ASKED_AFTER_CHECK, CHECKED, LEADS, SAID_OFF, SAID_ON, STILL_ON
from game.felt.log_forms import ELLIPSIS, SUITS, at_rung, fewer_words, is_hint
from game.felt.log_runs import is_yours, tells_bet, told_in_view
from game.platform.text import KEEP, wrap

HALVES_QUARTERS = "".join(ONE_CHARACTER.values())  # the fractions written in one character
AMOUNT = re.compile(rf"\d*[{HALVES_QUARTERS}]|\d+(/\d+)?")  # a word of an amount ("2", "1½", "1/3")
YOU = "You "  # how the log starts your own moves (the solo table's seat named You)
# a new pot's line ("Casey deals hand 2 of 8"): no move, its number on the table's corner too (a
# hint may take its line: stud's bring-in's says what the low card's first move is, under it)
DEALS = re.compile(rf"^.+ deals? hand{KEEP}")
SHOWN_HAND = re.compile(r"(?:: | shows? )(?P<hand>[^:]+)$")  # a hand shown, to the end (whole_phrases)
# a run's count with its word (log_runs.lead_runs: "2 turned"), a seat beaten's "every card turned"
COUNT = re.compile(r"\b(?:\d+|every card) turned\b")
RUN_TOLD = re.compile(r": (\d+|every card) turned\b")  # a run told in one ("Yogi leads: 1 turned, checks")
PHRASE_END = re.compile(r"[:,] ")  # where a phrase ends within a line (tail_with_its_phrase)
BRINGS_IN = " brings in"  # (event_words.opener_words: "brings in: lowest upcard", then its amount)
# what AUTO-CHECK says (game.felt.check_ahead): no move, so it gives way to the moves since yours as a
# hint does (a Hold'em newcomer's play-test: "A bet after your check" under the pinned "Babe bets 1"
# took the log's last line from "Casey calls 1", and they worked out who called from the scores)
NOTES = frozenset(  # (each in its fewer words too: given way, one may be said shorter)
    form
    for note in (SAID_ON, SAID_OFF, CHECKED, ASKED, LEADS, ASKED_AFTER_CHECK, STILL_ON)
    for form in fewer_words(note)
)


def gives_way(message: str) -> bool:
    """`message` is no move: a hint (log_forms.is_hint) or AUTO-CHECK's note (NOTES)."""
    return is_hint(message) or message in NOTES


def log_lines(
    messages: Sequence[str],
    columns: int = layout.LOG_COLUMNS,
    most: int = layout.LOG_LINES,
    rung: int = 0,
    names: Sequence[str] = (),
    over: str = "",
) -> list[tuple[str, bool]]:
    """The log's lines, (line, part of the latest message): whole messages only, newest at the
    bottom, wrapped to `columns` (between the side seats), at most `most` lines. A message whose
    start would not fit is left out rather than showing its orphaned end ("eights"); but the
    latest is never left out: longer than the log even in its fewest words, the seat's name it
    starts with (one of `names`) is cut for what they did (name_cut), else its start is shown, cut
    after a word with an ellipsis (the party TV's one line at TEXT SIZE large showed nothing for
    "Eve takes CPU 3's seat next hand": a host play-test). Where nothing lies beside the log's
    lines the renderer passes the centre's whole width as `columns` (log_room.draw_log): a host's
    play-test read "Maximiliana\u2026 is beaten" with room on the line for her whole name.
    A shown hand is said at the seats' `rung` (log_forms.at_rung). A hint (log_forms.is_hint) keeps
    the move before it, the one it is about, over it, in as few words as leave it room (at TEXT
    SIZE large the first four's hint pushed "Babe earns +1 card" out of the log), and gives way to
    the moves since your last, as AUTO-CHECK's notes do (hints_given_way; `over`, the tip of your
    decision said once they were read, takes their lines: game.felt.first_tips)."""
    kept = in_view(messages, columns, most, rung, names, over)
    return laid_out(kept, columns, most, rung, names)[0]


def in_view(
    messages: Sequence[str], columns: int, most: int, rung: int = 0, names: Sequence[str] = (), over: str = ""
) -> list[str]:
    """The messages the log lays out: at the solo table (a seat named You among `names`) the moves
    since yours told in fewer lines where they do not all fit (game.felt.log_runs: a new lead's
    cards and bets had scrolled off unseen), then the hints given way to them (hints_given_way)."""
    told = bring_in_once(messages)
    since = next((len(told) - age for age, line in enumerate(reversed(told)) if is_yours(line, names)), 0)
    # this pot's moves only: the last pot's result, the pick and the deal give way to them (a Baseball
    # newcomer's play-test: "Babe wins 11 / Babe picks Baseball / Babe deals..." took the log's four
    # lines, and "Yogi checks", who opened 3rd street, was told away as if there were no room)
    since = max([since, *(at + 1 for at, line in enumerate(told) if DEALS.match(line))])
    first = next(
        (at for at in range(since, len(told)) if not gives_way(told[at]) and not DEALS.match(told[at])), None
    )
    if YOU.strip() in names and first is not None:

        def fits(lines: list[str], start: int) -> bool:  # (the moves alone: a hint gives way to them)
            moves = [line for line in lines[start:] if not gives_way(line)]
            return laid_out(moves, columns, most, rung, names)[1] >= len(moves)

        told = told_in_view(told, first, fits, names)
    return hints_given_way(told, columns, most, rung, names, over)


def bring_in_once(messages: Sequence[str]) -> list[str]:
    """`messages` with a bring-in told once, its reason after its amount: "Babe brings in: lowest
    upcard" and "Babe brings in \u00bd" after it as "Babe brings in \u00bd: lowest upcard" (a
    newcomer's play-test read both, one over the other; where short, its reason is dropped)."""
    told: list[str] = []
    for line in messages:
        head, _, reason = told[-1].partition(": ") if told else ("", "", "")
        if reason and head.endswith(BRINGS_IN) and line.startswith(f"{head} "):
            told[-1] = f"{line}: {reason}"
        else:
            told.append(line)
    return told


def laid_out(
    messages: Sequence[str], columns: int, most: int, rung: int, names: Sequence[str]
) -> tuple[list[tuple[str, bool]], int]:
    """log_lines' lines for `messages` as they are, and how many of the newest messages they show."""
    lines: list[tuple[str, bool]] = []
    hinted = bool(messages) and is_hint(messages[-1])
    for age, message in enumerate(reversed(messages)):
        wrapped = message_lines(at_rung(message, rung), columns, names)
        if wrapped[0] in names and len(wrapped) > 1:  # never a lone name over what they did: a
            # guided hand's log beside your seat read "Casey" over "wins 4 1/2" (fewer words: "wins")
            forms = [message_lines(form, columns, names) for form in fewer_words(message, rung)]
            wrapped = next((form for form in forms if form[0] not in names), wrapped)
        room = most - len(lines)
        if (age == 0 or (age == 1 and hinted)) and len(wrapped) > room:  # in fewer words, whole, if that fits
            forms = [message_lines(form, columns, names) for form in fewer_words(message, rung)]
            fits = next((form for form in forms if len(form) <= room), None)
            if fits is None and age == 0:
                cut = name_cut(message, names, columns, most, rung)
                fits = message_lines(cut, columns, names) if cut else wrapped
            wrapped = fits or wrapped
        if len(lines) + len(wrapped) > most:
            if age == 0 and most > 0:
                last = wrapped[most - 1]
                cut = wrap(last, columns - 1)[0] + ELLIPSIS
                return [(line, True) for line in [*wrapped[: most - 1], cut]], 1
            return lines, age
        lines[:0] = [(line, age == 0) for line in wrapped]
    return lines, len(messages)


def hints_given_way(
    messages: Sequence[str], columns: int, most: int, rung: int = 0, names: Sequence[str] = (), over: str = ""
) -> list[str]:
    """`messages` with the hints left out that would push a move made since your last (a message of
    YOU's; a new pot's line, DEALS, is no move) out of the log's `most` lines: a move shown to nobody is a move missed (a Hold'em
    newcomer's play-test: "Green: pays; yellow: close" in two lines pushed Babe's check and Yogi's
    call off the log, only the scores saying someone had paid). The oldest such hint goes first;
    a hint left out now shows once the log has room for it (after your move, over it). One hint in
    view at a time: a newer one takes the place of those before it, each read in its turn
    (first_tips.FirstTips: a newcomer's play-test read two tips at once in the log, the later said
    as the earlier's reading time ended, and read neither). AUTO-CHECK's notes (NOTES) give way
    too, first in their fewer words; and `over`, the tip said over the moves read before it, keeps
    its lines only till a move comes after it."""
    hinted = [at for at, line in enumerate(messages) if is_hint(line)]
    kept = [line for at, line in enumerate(messages) if at not in hinted[:-1]]
    since = next((len(kept) - age for age, line in enumerate(reversed(kept)) if line.startswith(YOU)), 0)
    moves = [at for at in range(since, len(kept)) if not gives_way(kept[at]) and not DEALS.match(kept[at])]
    plain = [at for at in range(len(kept)) if not gives_way(kept[at])]
    held = laid_out([kept[at] for at in plain], columns, most, rung, names)[1]  # what the log can hold
    fit = [at for at in moves if at in plain[len(plain) - held :]]
    if not fit:
        return kept
    first = fit[0]  # the oldest move to keep in view (hints left out are all after it)
    # `over` keeps its lines over the moves read before it, never over a move made after it
    held_over = over if over in kept and not any(at > kept.index(over) for at in moves) else ""
    giving = [gives_way(line) and line != held_over for line in kept]
    while laid_out(kept, columns, most, rung, names)[1] < len(kept) - first:
        at = next((at for at in range(first, len(kept)) if giving[at]), None)
        if at is None:
            break
        forms = fewer_words(kept[at], rung)  # (a hint has one; a note fewer: "A bet after your check")
        if kept[at] in forms[:-1]:
            kept[at] = forms[forms.index(kept[at]) + 1]
        else:
            del kept[at], giving[at]
    return kept


def message_lines(message: str, columns: int, names: Sequence[str] = ()) -> list[str]:
    """`message` wrapped to `columns`, the amount it ends with never alone on its last line: its
    verb goes down with it (a host play-test read "Maximiliana Bell calls" over a lone "1"); a
    seat's name among `names` never broken where the line has room for it whole, nor a shown hand's
    name (whole_phrases)."""
    run = RUN_TOLD.search(message) is not None
    kept = [(phrase.replace(" ", KEEP), phrase) for phrase in whole_phrases(message, columns, names)]
    for whole, phrase in kept:
        message = message.replace(phrase, whole)
    lines = wrap(message, columns)
    for whole, phrase in kept:
        lines = [line.replace(whole, phrase) for line in lines]
    while len(lines) > 1 and all(AMOUNT.fullmatch(word) for word in lines[-1].split(" ")):
        head, _, word = lines[-2].rpartition(" ")
        if not head or len(word) + 1 + len(lines[-1]) > columns:
            break
        lines[-2:] = [head, f"{word} {lines[-1]}"]
    return tail_with_its_phrase(lines, columns) if run else lines


def tail_with_its_phrase(lines: list[str], columns: int) -> list[str]:
    """A run's `lines` without a lone word on the last where the line before can be broken where a
    phrase ends instead, the phrase it ends with going down to it: "Yogi leads:" over "1 turned,
    checks", not "Yogi leads: 1 turned," over "checks" (a run told in one at TEXT SIZE large); never
    leaving a lone word behind it. (Only a run's: any other message wraps plainly, as the party
    TV's log's fewer words are measured: "CPU 4 folds: price too" over "high".)"""
    if len(lines) < 2 or " " in lines[-1]:
        return lines
    ends = [end.start() for end in PHRASE_END.finditer(lines[-2])]
    if not ends:
        return lines
    head, phrase = lines[-2][: ends[-1] + 1], lines[-2][ends[-1] + 2 :]
    if " " not in head or len(phrase) + 1 + len(lines[-1]) > columns:
        return lines
    return [*lines[:-2], head, f"{phrase} {lines[-1]}"]


def whole_phrases(message: str, columns: int, names: Sequence[str] = ()) -> list[str]:
    """The phrases of `message` a line break must not part: the seats' names among `names` it says,
    a run's count with its word ("Babe is beaten: 2 turned", never "2" over "turned"), and the hand
    it shows ("Casey shows five 5's", "Casey: five 5's"), whole where a line has room for it, else
    each part of it a comma ends (a newcomer's play-test read "Babe shows five" over "5's"; "full
    house," over "kings over fours" reads as it is said)."""
    said = [name for name in names if " " in name and name in message] + COUNT.findall(message)
    shown = SHOWN_HAND.search(message)
    if shown is None or message.endswith(SUITS) or not shown_by(message[: shown.start("hand")], names):
        return said
    hand = shown["hand"]
    parts = [hand] if len(hand) <= columns else hand.split(", ")
    return [*said, *(part for part in parts if " " in part and len(part) <= columns)]


def shown_by(head: str, names: Sequence[str]) -> bool:
    """`head`, what comes before a hand's words, is a showing: "Casey shows ", or a seat's name
    and a colon, "Casey: " (log_forms.fewer_words' form)."""
    return head.endswith((" shows ", " show ")) or head.removesuffix(": ") in names


def name_cut(message: str, names: Sequence[str], columns: int, most: int, rung: int = 0) -> str:
    """`message` in its fewest words with the seat's name it starts with cut short, as little as
    lets it read in `most` lines of `columns` ("Maximiliana Be\u2026 raises": a host play-test read
    "Maximiliana Bell\u2026", hiding what she did); "" when it starts with none of `names` or even
    a name's first letter leaves no room."""
    fewest = fewer_words(message, rung)[-1]
    starts = [
        name
        for name in names
        if name and fewest.startswith(name) and fewest[len(name) : len(name) + 1] in " :"
    ]
    if not starts:
        return ""
    name = max(starts, key=len)
    for keep in range(len(name) - 1, 0, -1):
        cut = name[:keep].rstrip() + ELLIPSIS + fewest[len(name) :]
        if len(message_lines(cut, columns)) <= most:
            return cut
    return ""


def fits_whole(message: str, columns: int, most: int, rung: int = 0) -> bool:
    """`message` (or one of its shorter forms) reads whole in `most` lines of `columns`."""
    return any(len(message_lines(form, columns)) <= most for form in fewer_words(message, rung))


def shown_messages(messages: Sequence[str], columns: int, most: int, rung: int = 0) -> int:
    """How many of the newest `messages` log_lines shows (the latest always, cut or not)."""
    used = 0
    for age, message in enumerate(reversed(messages)):
        used += len(message_lines(at_rung(message, rung), columns))
        if used > most:
            return 1 if age == 0 and most > 0 else age
    return len(messages)


def with_bet_faced(
    messages: Sequence[str],
    faced: str,
    columns: int = layout.LOG_COLUMNS,
    most: int = layout.LOG_LINES,
    rung: int = 0,
    names: Sequence[str] = (),
    over: str = "",
) -> tuple[list[str], list[tuple[str, bool]]]:
    """The log's lines with the bet being faced (`faced`: its message, "" when none) kept in view:
    (its lines, pinned at the top; the newest lines under them). Pinned only when it has scrolled
    out of view (or out of the kept messages) and the latest message still reads whole under it.
    A shown hand is said at the seats' `rung` (log_forms.at_rung); `names`: log_lines'."""
    kept = in_view(messages, columns, most, rung, names, over)  # (a tip that gave way never costs
    # the bet its pin either)
    newest = laid_out(kept, columns, most, rung, names)[0]
    if not faced or not kept:
        return [], newest
    seen = kept[len(kept) - shown_messages(kept, columns, most, rung) :]
    if any(tells_bet(line, faced) for line in seen):  # the newest of its words is the bet: a later
        # same bet would be faced instead (told with its calls, it is still in view)
        return [], newest
    pinned = message_lines(faced, columns)
    if len(pinned) >= most or not fits_whole(kept[-1], columns, most - len(pinned), rung):
        return [], newest  # the latest message is read whole before the bet (play-test: the pin
        # left one line for "CPU 4 earns a bonus card", cut to "CPU 4 earns a bonus…")
    return pinned, log_lines(kept, columns, most - len(pinned), rung, names, over)
