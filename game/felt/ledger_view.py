"""Tonight's ledger as the TV shows it (game.play.ledger): each person's place, name, their net in
the night's latest sessions and in total, the biggest winner first; then the bots in grey, placed
BOT (the night ranks its people only). The party TV draws it between sessions (after the
standings), the ledger page from the host's menu and at the end of the night.

The TV's letters are 16 pixels wide, so three sessions fit beside the names: a longer night shows
three of them (game.felt.ledger_window: the latest, unless the page scrolled back with Left/Right),
and the lines that fit (the page scrolls the rest with Up/Down), and says under them what is out
of view. A session that does not add up to 0 (a fault in the game: the ledger keeps it as
recorded) is said in a line under the ledger. A session (one game of its pots, from its deal) is
said GAME on the screen: a host says game, and read SESSION as something else."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game.felt.ledger_window import SESSIONS_SHOWN, LedgerWindow
from game.felt.seat_words import clip
from game.platform import palette
from game.platform.display import WIDTH
from game.platform.text import BODY, Text
from game.play import ledger_file
from game.play.ledger import Ledger, Line, SessionNets
from game.play.place_words import ledger_places, pot_played

PLACE_X, NAME_X = 48, 128
# each session's column, by its right edge: ten letters apart, so that heads of HEAD_COLUMNS
# stand two letters apart (a letter apart, 'BASEBALL MIDNIGHT DEALER'S' read as one line: a
# host play-test); the first head reaches over the names' column, whose lines start under it
HEAD_COLUMNS = 8  # a session's game in its head
HEAD_GAP = 2  # letters between two heads side by side
SESSION_RIGHTS = tuple(472 + n * (HEAD_COLUMNS + HEAD_GAP) * 16 for n in range(3))
TOTAL_RIGHT = 928  # at the safe area's right edge, less a letter's half
TOTAL_HEAD = "TOTAL"  # over each person's net for the night
# right under the lines while a pot is played, in yellow: the ledger counts the pots played out
# (a host play-test read MAXIMILIANA +6 beside her plate's +5, the pot's ante in; only a small
# grey NOW: BEFORE THIS POT said why). The phones say the same when their ledger is open
BEFORE_POT = "POT IN PLAY: ITS ANTES AND BETS COUNT WHEN IT IS WON"
# a night no pot was played out in has no places (a host who ended the party before its first pot
# ended read 1ST BEN, every net 0): said under the lines instead, as the phones say it
NONE_PLAYED = "NO POT WAS PLAYED TONIGHT"
NONE_PLAYED_YET = "NO POT PLAYED YET"  # the same while the party goes on
NONE_PLAYED_THEN = "NO POT WAS PLAYED THAT NIGHT"  # a night kept (the Hall of Fame's), not tonight's
NOTE_COLUMNS = (WIDTH - 2 * PLACE_X) // 16  # a line under the ledger, in 16-pixel letters
ROW_H = BODY + 8  # (three rows of heads: at +10 a saved night of eight people lost a line)
HEAD_ROWS = 3  # a session's head: its game in two lines, then when it started (or IN_PLAY)
# under the game in play while the party goes on: what the column is (no longer than HEAD_COLUMNS)
IN_PLAY = "IN PLAY"
HEADING = "TONIGHT'S LEDGER"  # the page's heading, on the TV between sessions and on its own page
TOP = 96  # the ledger's heads, under the page's heading and the night's line


# a game's words said shorter where its head has no room for them (a host play-test read STRIKEO…
# over Baseball Strikeout's column): each still says which game it is
SHORT_WORDS = {"STRIKEOUT": "STRIKE", "THREE": "3", "FOURS": "4"}


def game_label(game: str) -> tuple[str, str]:
    """A session's game as its column's head has room for it, in two lines of HEAD_COLUMNS (NIGHT
    over BASEBALL, DEALER'S over CHOICE: a host play-test read NIGHT and DEALER'S, cut to one line,
    as names cut short); a one-line name on the second. Words said shorter where they are long
    (STRIKE, 3, 4), a stud game of a long first word as STUD; what is left over cut with an
    ellipsis, read as cut."""
    words = [SHORT_WORDS.get(word, word) for word in game.upper().split()]
    if words and max(len(word) for word in words) > HEAD_COLUMNS and words[-1] == "STUD":
        words = ["STUD"]
    lines = [""]
    for word in words:
        joined = f"{lines[-1]} {word}".strip()
        if not lines[-1] or len(joined) <= HEAD_COLUMNS or len(lines) == 2:
            lines[-1] = joined  # (the second line takes the rest, cut below)
        else:
            lines.append(word)
    if len(lines) == 1:
        return "", clip(lines[0], HEAD_COLUMNS)
    return clip(lines[0], HEAD_COLUMNS), clip(lines[1], HEAD_COLUMNS)


def when_label(session: SessionNets, latest: bool, live: bool, before_pot: bool = False) -> str:
    """Under a session's game: IN PLAY while it is the one in play (`live`: the party goes on),
    else when it started (a host play-test read BASEBALL over NOW and could not say what the
    column was). While a pot is played (`before_pot`), the pots its nets count: 3 POTS over the
    table's HAND 4 OF 8 (a host doubted the ledger beside the plates, which count pot 4's antes)."""
    if not (live and latest and not session.over):
        return session.started[11:16]
    return pots_counted(session.pots) if before_pot else IN_PLAY


def pots_counted(pots: int) -> str:
    """The pots a session's column counts, in a head's room: 1 POT, 3 POTS."""
    return f"{pots} POT{'' if pots == 1 else 'S'}"


def fault_note(ledger: Ledger) -> str:
    """One line naming the sessions that do not add up to 0 (Ledger.faults), "" when none."""
    faults = ledger.faults()
    if len(faults) == 1:
        number, session = faults[0]
        return f"GAME {number} ADDS UP TO {signed_mixed(session.balance)}, NOT 0: KEPT AS RECORDED"
    numbers = ", ".join(str(number) for number, _ in faults)
    return clip(f"GAMES {numbers} DO NOT ADD UP TO 0", NOTE_COLUMNS) if faults else ""


def cut_notes(ledger: Ledger, sessions: range) -> list[str]:
    """A line for each session among `sessions` (those in view) the host ended before its last pot,
    in its own words, as the phones say them (SessionNets.ended), and where a pot in play went: a
    host play-test ended a party with a pot of 34 in play and read nothing of it, the ledger's nets
    as at the last pot's end; two ended early read as one line, 'GAMES 1, 2: ENDED EARLY', where
    the phones told each apart. One ended between pots says no more (a host play-test read POT IN
    PLAY WENT BACK of one with none in play), nor one ended before any pot: its nets are all 0."""
    cut = [(at + 1, ledger.sessions[at]) for at in sessions if ledger.sessions[at].cut_short]
    return [
        clip(
            f"GAME {number}: {session.ended.upper()}",
            NOTE_COLUMNS,
        )
        for number, session in cut
    ]


def none_played(ledger: Ledger, live: bool) -> str:
    """What a ledger no pot was played out in says where its places would be: YET while the party
    goes on, TONIGHT at its end, THAT NIGHT for a night kept from before."""
    if live:
        return NONE_PLAYED_YET
    return NONE_PLAYED if ledger.night == ledger_file.tonight() else NONE_PLAYED_THEN


def rows_between(top: int, bottom: int) -> int:
    """The people's lines that fit between the heads at `top` and `bottom`, with a line for the
    notes under them (three rows of heads, the lines, then the notes' letters clear of `bottom`)."""
    return (bottom - top - BODY - 4) // ROW_H - HEAD_ROWS


def draw_ledger(
    canvas: pygame.Surface,
    text: Text,
    ledger: Ledger,
    top: int,
    rows: int,
    live: bool = True,
    window: LedgerWindow | None = None,
    before_pot: bool = False,
) -> None:
    """The ledger's heads at `top` (each session's game, and when it started under it), then at
    most `rows` lines, what is out of view said in one line, and a session that does not add up to 0
    said under them, and each session in view the host ended early. `live` False: the party is over, no session is in play NOW. `window`: the
    page scrolls (Up/Down, Left/Right), and says so; None: the top lines and latest sessions.
    `before_pot`: a pot is being played, and NOW's nets are from before it (its antes and bets are
    in the pot on the table), as the phones say too."""
    view = window or LedgerWindow()  # none: the top lines and the latest sessions
    sessions = view.sessions(len(ledger.sessions))
    rights = SESSION_RIGHTS[SESSIONS_SHOWN - len(sessions) :]
    for at, right in zip(sessions, rights, strict=True):
        session = ledger.sessions[at]
        for row, line in enumerate(game_label(session.game)):
            text.draw(canvas, line, (right, top + row * ROW_H), BODY, palette.CYAN, anchor="topright")
        started = when_label(session, at + 1 == len(ledger.sessions), live, before_pot)
        text.draw(canvas, started, (right, top + 2 * ROW_H), BODY, palette.GREY, anchor="topright")
    # the night's total is TOTAL beside the games' heads (a host play-test: NIGHT, a line under them,
    # read as a second Night Baseball column)
    text.draw(canvas, TOTAL_HEAD, (TOTAL_RIGHT, top + ROW_H), BODY, palette.YELLOW, anchor="topright")
    fault, cut = fault_note(ledger), cut_notes(ledger, sessions)
    played = pot_played(ledger)
    rows -= bool(fault) + len(cut) + before_pot + (not played)  # their lines are of the rows
    lines = ledger.lines()
    shown = view.lines(len(lines), rows)
    labels = ledger_places(lines, played)
    for row, at in enumerate(shown, HEAD_ROWS):
        draw_line(canvas, text, lines[at], labels[at], top + row * ROW_H, sessions, rights)
    foot = top + (len(shown) + HEAD_ROWS) * ROW_H + 4
    if before_pot:
        text.draw(canvas, BEFORE_POT, (PLACE_X, foot), BODY, palette.YELLOW)
        foot += ROW_H
    if not played:
        text.draw(canvas, none_played(ledger, live), (PLACE_X, foot), BODY, palette.WHITE)
        foot += ROW_H
    note = out_of_view(len(lines) - len(shown), sessions, len(ledger.sessions), window is not None)
    if note:
        text.draw(canvas, note, (PLACE_X, foot), BODY, palette.GREY)
        foot += ROW_H
    if fault:
        text.draw(canvas, fault, (PLACE_X, foot), BODY, palette.LOSS)
        foot += ROW_H
    for line in cut:
        text.draw(canvas, line, (PLACE_X, foot), BODY, palette.GREY)
        foot += ROW_H


def out_of_view(hidden: int, sessions: range, count: int, scrolls: bool) -> str:
    """What the ledger does not show, in one line: the people's lines out of view and the sessions
    the night's total counts beside those shown; on a page that scrolls, with the keys that show
    them ("" when everything is in view)."""
    notes = []
    if hidden:
        notes.append(f"{hidden} MORE: UP/DOWN" if scrolls else f"AND {hidden} MORE")
    if len(sessions) < count:
        if scrolls:
            notes.append(f"GAMES {sessions.start + 1}-{sessions.stop} OF {count}: LEFT/RIGHT")
        else:
            first = sessions.start
            notes.append(f"TOTAL COUNTS GAME{'S 1-' if first > 1 else ' '}{first} TOO")
    return "  ".join(notes)


def draw_line(
    canvas: pygame.Surface,
    text: Text,
    line: Line,
    place: str,
    y: int,
    sessions: range,
    rights: tuple[int, ...],
) -> None:
    """One person's line: place, name, their nets in the sessions shown, and the night's. The name
    has the room up to its first net, a letter clear of it (a host play-test read MAXIMILIANA …
    with one session beside it and half the screen empty)."""
    colour = palette.GREY if line.person.bot else palette.WHITE
    text.draw(canvas, place, (PLACE_X, y), BODY, colour)
    nets = [
        ("-", palette.GREY) if net is None else (signed_mixed(net), palette.net_colour(net))
        for net in line.nets[sessions.start : sessions.stop]
    ]
    room = (rights[0] - NAME_X) // BODY - len(nets[0][0]) - 1 if nets else NOTE_COLUMNS
    text.draw(canvas, clip(line.shown.upper(), room), (NAME_X, y), BODY, colour)
    for (words, tint), right in zip(nets, rights, strict=True):
        text.draw(canvas, words, (right, y), BODY, tint, anchor="topright")
    total = signed_mixed(line.total)
    text.draw(canvas, total, (TOTAL_RIGHT, y), BODY, palette.net_colour(line.total), anchor="topright")


def party_title(night: Ledger) -> str:
    """A night's ledger named for what it lists: PARTY LEDGER, FRI 4 DEC, the evening it began
    (ledger_file.night_words), on the Hall of Fame's night page as under TONIGHT'S LEDGER; a Hold'em
    newcomer's play-test read THE NIGHT OF FRI 4 DEC and could not tell what the page held."""
    return f"PARTY LEDGER, {ledger_file.night_words(night.night).upper()}"


def draw_night(
    canvas: pygame.Surface,
    text: Text,
    ledger: Ledger,
    rows: int,
    live: bool = True,
    window: LedgerWindow | None = None,
    before_pot: bool = False,
) -> None:
    """Under a page's heading (HEADING): the night and its sessions, then the ledger."""
    count = len(ledger.sessions)
    night = f"{party_title(ledger)}: {count} GAME{'' if count == 1 else 'S'}"
    text.draw(canvas, night, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
    draw_ledger(canvas, text, ledger, TOP, rows, live, window, before_pot)
