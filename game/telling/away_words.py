"""What the away rule's move is called: on the table's log and the TV ("Ann checks: time ran
out") and on the phone it was made for ("Time ran out, so the table checked for you."). One
wording for every screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal

# why the away rule played for a seat: its turn timer ran out, a phone did not answer with the timer
# off, a phone dropped off and did not come back in time, or the seat was already away
AwayWhy = Literal["turn_timer", "idle", "phone_gone", "away"]

# why an away seat is away (a host play-test read AWAY for three things): its phone dropped, the host
# took its guest off or the guest left (a bot from the next hand), the guest is back from another
# browser and plays from the next deal; "": silent, the away rule plays
Absence = Literal["", "phone_gone", "taken_off", "left", "back_next_hand"]
# ...as the TV's plate says it, and the phones' badge the same (a play-test read OFF on the TV and
# "away" on the phones for one guest); each "WHY: WHAT" cut to WHAT, then WHY, where a plate is
# narrow (game.felt.seat_words.plate_line and two_line_plate)
ABSENCE_WORDS: dict[Absence, str] = {
    "": "AWAY",  # the phone is there but silent: the away rule plays until it taps back
    "phone_gone": "AWAY: PHONE GONE",
    "taken_off": "OFF: BOT NEXT HAND",
    "left": "LEFT: BOT NEXT HAND",
    "back_next_hand": "BACK: PLAYS NEXT HAND",
}

# why an away seat is away, as the log says it after the away rule's move, on the TV and the phones
# ("Zoë checks: has left": a host play-test read "Zoë checks: off" and "Zoë turns 3♣: left" as moves
# of their own; "away, has left" said it twice)
ABSENCE_REASONS: dict[Absence, str] = {
    "": "away",
    "phone_gone": "away, phone gone",
    "taken_off": "away, taken off",
    "left": "has left",
    "back_next_hand": "away, back next hand",
}

# why the away rule played, as the log says it after the move
REASONS: dict[AwayWhy, str] = {
    "turn_timer": "time ran out",
    "idle": "no answer",
    "phone_gone": "phone gone",
    "away": "away",
}
# why the away rule played, as the phone's notice begins its sentence
BECAUSE: dict[AwayWhy, str] = {
    "turn_timer": "Time ran out",
    "idle": "You did not answer",
    "phone_gone": "Your phone was gone",
    "away": "You are away",
}
# what the away rule did, in the past tense, for the phone's notice
DONE = {
    "check": "checked",
    "fold": "folded",
    "turn": "turned a card",
    "decline": "declined",
    "bring_in": "brought it in",
    "complete": "completed",
    "call": "called",
}


def reason(why: AwayWhy, plate: str = "") -> str:
    """The words after the move in the log: 'Ann checks: time ran out'. `plate`: the seat's words
    when it was away already (ABSENCE_WORDS): the log says why as the plate does ('Bob checks: away,
    taken off' for a guest taken off, whose plate says OFF: BOT NEXT HAND)."""
    absences = {words: absence for absence, words in ABSENCE_WORDS.items()}
    return absence_reason(why, absences.get(plate, ""))


def absence_reason(why: AwayWhy, absence: Absence) -> str:
    """`reason`, from why the seat is away (`absence`: the phones' log, which has no plate). A guest
    who left is said to have left whichever wait ran out (their turn waits a vanished phone's grace
    first: game.party.quick_return), as their later moves, played at once, say it."""
    return ABSENCE_REASONS[absence] if why == "away" or absence == "left" else REASONS[why]


def picked_for(game: str, whom: str, because: str) -> str:
    """A game the away rule called for a dealer, in the log of the TV, its replay and the phones:
    'Baseball picked for Dan: time ran out' (`because`: the `reason`)."""
    return f"{game} picked for {whom}: {because}"


AGAIN = " again"  # after a dealer's call of the last pot's game ('Babe picks Baseball again')
# and before the banner's caller: a Hold'em newcomer's play-test read BABE PICKS AGAIN over
# SEVEN-CARD STUD as Babe picking a second time, where the newcomer had picked the pot before (the
# game's own line, in big letters, has no room for AGAIN: caller_rows puts the two on two lines at
# the colon where one does not hold them, else leaves SAME GAME to the log's 'again')
SAME_GAME = "SAME GAME: "


def call_words(
    game: str,
    chooser: str | None,
    yours: bool,
    second_person: bool,
    because: str | None,
    picks: str,
    again: bool = False,
) -> tuple[str, str]:
    """A dealer's choice pot's game as the log says it and as the banner heads it: the next game
    when no dealer calls it (`chooser` None), picked for the dealer by the away rule (`because`:
    the `reason`, the banner's first words, 'TIME RAN OUT: PICKED FOR ZOË', as the dealer's phone
    says 'Time ran out, so Baseball was picked for you.': a host play-test's TV said only 'PICKED
    FOR ZOË DICE'; `second_person`: 'picked for you'), else the dealer's own pick (`picks`: 'Ann
    picks Baseball'; `yours`: the screen's own player, YOU PICK; `again`: the dealer called the last
    pot's game again, the host's CalledAgain: 'Ann picks Baseball again', SAME GAME: ANN PICKS)."""
    if chooser is None:
        return f"Next game: {game}", "NEXT GAME"
    if because is not None:
        whom = "you" if second_person else chooser
        return picked_for(game, whom, because), f"{because.upper()}: PICKED FOR {whom.upper()}"
    caller = "YOU PICK" if yours else f"{chooser.upper()} PICKS"
    return (picks + AGAIN, SAME_GAME + caller) if again else (picks, caller)


def notice(kind: str, why: AwayWhy, game: str = "", before: Sequence[str] = ()) -> str:
    """The phone's notice to the seat the away rule played for, a sentence that says what happened
    and why: 'Time ran out, so the table checked for you.'; `game` the name of the game it called
    for a dealer who did not ('Time ran out, so Baseball was picked for you.': a host play-test's
    dealer read only of a check, not that the pot's game was chosen for them, and then 'TIME:
    BASEBALL PICKED FOR YOU', a heading in capitals where the phone writes sentences). `before`:
    the rule's earlier moves for the seat in this pot since its guest's own last turn, said with
    this one ('You are away, so the table turned a card and checked for you.': a host play-test's
    guest read only 'checked', though a card had been turned for him too)."""
    done = f"{game} was picked" if game else f"the table {done_words([*before, kind])}"
    return f"{BECAUSE[why]}, so {done} for you."


def done_words(kinds: Sequence[str]) -> str:
    """The away rule's moves in the past tense, each kind once, in the order first made, with how
    often: 'turned 3 cards and checked', 'checked twice'."""
    counts = Counter(kinds)
    said = [_done_times(kind, counts[kind]) for kind in dict.fromkeys(kinds)]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def _done_times(kind: str, times: int) -> str:
    if kind == "turn" and times > 1:
        return f"turned {times} cards"
    word = DONE.get(kind, kind.replace("_", " "))
    return word if times == 1 else f"{word} twice" if times == 2 else f"{word} {times} times"
