"""SEAT A PLAYER AT THE TV, a row of the host's menu over the party table (game.screens.scenes.
party_host): a No Peek game hides nothing, so people may play at the TV itself; a stud game deals
hidden cards, which the TV would show the room. Judged by the games a seat taken now is dealt in
(game.party.next_game.games_ahead). Greyed, the row says why and what would open it, on the one
line under the rows (a host play-test in Baseball read the row greyed and nothing of why, and the
old 'Hidden cards: TV seats need a No Peek game.' did not say how to get one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.party.next_game import games_ahead, tv_room_left
from game.party.seating import open_seats
from game.platform.widgets import Item

if TYPE_CHECKING:
    from game.party.room_parts import PartyRoom

ROW = "SEAT A PLAYER AT THE TV"
# each under the host menu's rows, whole: at most its 43 letters (PartyHostMenu.footer_columns)
# the way there by its rows' names: a host play-test read the first two, 'No Peek games only: pick
# one as NEXT GAME.' then 'Hidden cards till the next game is dealt.', and found END THIS GAME
# AFTER THE POT alone (the whole way, a No Peek game and its row's whole name, is over 43 letters);
# a later one read 'No Peek as NEXT GAME, then END THIS GAME.' and had to guess what to do: steps
PICK_ONE = "Pick No Peek in NEXT GAME, END THIS GAME."  # this game and the next deal hidden cards
AFTER_THIS = "Hidden cards: END THIS GAME AFTER THE POT."  # a No Peek game is chosen next
NEXT_HIDES = "NEXT GAME hides cards: pick a No Peek one."  # this game is No Peek, the next is not
SEATS_FULL = "Seats full: TAKE A GUEST OFF frees one."  # every seat a guest's
TV_FULL = "Full: stud pots need 2 seats off the TV."  # a dealer's choice's limit at the TV reached


def seat_row(room: PartyRoom, seat: Callable[[], None]) -> Item:
    """The row, which `seat`s players at the TV, or greyed with why and what to do."""
    ahead = games_ahead(room)  # the game in play, then the next (between games: the next alone)
    # (a dealer's choice's stud pots are sat out: only a game all of stud keeps them off the TV)
    now, then = not ahead[0].hides_every_pot, not ahead[-1].hides_every_pot
    if not now:
        return Item(ROW, None, False, AFTER_THIS if then else PICK_ONE)
    if not then:
        return Item(ROW, None, False, NEXT_HIDES)
    if not open_seats(room):
        return Item(ROW, None, False, SEATS_FULL)
    return Item(ROW, seat, bool(tv_room_left(room)[0]), TV_FULL)


def cap_words(game: str, most: int) -> str:
    """Under the players at the TV where their count stops short of the free seats (a dealer's
    choice: game.party.next_game.tv_room), why: a host play-test's one too many was refused with a
    notice after the page had let them join."""
    return f"AT MOST {most} AT THE TV IN {game.upper()}: ITS STUD POTS NEED TWO SEATS WITH PHONES OR COMPUTER PLAYERS"
