"""How long the table shows each fact before the next (seconds at normal speed) and how long its
motions take: game.felt.director plays the facts to these."""

from __future__ import annotations

DEAL_EVENTS = frozenset({"ante", "deal"})  # what a pot's first deal is made of, after its hand_start
# facts whose words speak of the cards on the table: shown once the cards dealt before them have
# landed face up (a play-test read "Zoe opens: best showing" before the upcards that decide it)
AFTER_THE_CARDS = frozenset({"round_start", "showdown"})
# No Peek: the facts that name who leads now (the round a turned card opens by taking the lead, the
# lead passed on by a fold) are shown as soon as the cards before them have landed, within the pause
# to read the card, not after it: Midnight's centre said BEAT ACE for 1.2 s over the card that beat it
# (and the lead taken the host publishes just before such a round: held back, it held its round too)
NAMES_THE_LEAD = frozenset({"lead_taken", "round_start", "lead"})
FLIGHT = 0.30  # a card from the stock to its seat
FLIP = 0.16
CHIP_FLIGHT = 0.35
# an award's chips leave the pot one after another within this many seconds, however many: the
# phones name the winner when the last is in (a big pot's 30 chips took 1.5 s)
AWARD_SPREAD = 0.4
LIFT = 6.0  # pixels the winning five rise (the seat layout leaves room for it)
HOLD = {
    "session_start": 0.0,
    "game": 0.6,  # dealer's choice: the same game again in turn, unannounced (its banner: GAME_CALL)
    "hand_start": 0.5,
    "ante": 0.04,
    "deal": 0.13,
    # No Peek's piles: every card face down, nothing new to see per card (a five-seat Night hand
    # dealt 45 of them: six seconds of backs before the first turn)
    "pile_deal": 0.05,
    "turn": 0.5,
    "reveal": 0.5,
    "pay": 0.4,
    "decline": 0.4,
    "round_start": 0.3,
    "action": 0.3,
    "out": 0.5,
    "showdown": 1.5,
    "award": 0.9,
    "hand_end": 0.3,
    "session_end": 0.0,
    # the host's facts take no time of their own: what they say shows with the events around them
    "seated": 0.0,
    "away_play": 0.0,
    "turn_run": 0.0,
    "dead_fold": 0.0,  # (its fold, next, holds as any action)
    "calling": 0.0,
    "called_again": 0.0,  # (said with the call it comes before, next: its banner holds GAME_CALL)
    "lead": 0.0,
    "lead_taken": 0.0,  # (said with the round_start it opens, next)
    "round_over": 0.0,
    "pot_done": 0.0,
    "session_done": 0.0,
    "moved": 0.0,
}
# the party TV: a pot's result comes up as its chips go to the winner (a host play-test's TV moved
# them and changed the score 1.5 to 2 s before its ANN WINS; a win's big words still hold, in effects)
PARTY_HOLD = {**HOLD, "award": 0.0, "hand_end": 0.0}
BONUS_HOLD = 0.7
# a first-time hint said in the log with a fact (a bring-in's, game.telling.hints.bring_in_meaning)
# holds the next fact this long, its five or six words read before the move it explains pushes it up
HINT_HOLD = 1.4
# dealer's choice: a called game's banner stays up for its caller and name, then a second for each
# line of its rules (a newcomer's play-test had CASEY PICKS NIGHT BASEBALL and four lines of rules
# up for 2.4 s: too short to read); Tab skips it like any other pause
GAME_CALL = 2.0
GAME_ROW = 1.0


def call_hold(rows: int) -> float:
    """How long a called game's banner stays up when its rules take `rows` lines (as they wrap at
    the screen's TEXT SIZE: game.felt.dealer_call)."""
    return GAME_CALL + GAME_ROW * rows


# words a person must read (a called game's banner: who called it, the game, its rules) stay up at
# least this long in real seconds, whatever the ANIMATION SPEED, which speeds only what moves: at
# Turbo a call's 5 s went by in 1.25 s, TIME RAN OUT: PICKED FOR ZOË too short to read across a
# room. About 200 words a minute, a TV's capitals read across a room (the play-tested holds above
# at the normal speed come to 0.24 to 0.36 s a word), and never under READ_LEAST
READ_WORD = 0.3
READ_LEAST = 2.0


def reading_time(lines: tuple[str, ...]) -> float:
    """Real seconds to read `lines` (game.felt.table_player holds the next fact for them)."""
    return max(READ_LEAST, READ_WORD * sum(len(line.split()) for line in lines))


# every line of the log stays up till read, the next fact that would push it up the log held back
# (game.felt.log_reading): LINE_WORD a word, a new line LINE_LEAST at the least, in seconds at the
# normal ANIMATION SPEED (its faster settings shorten them; BRISK_PACE and FOLDED_PACE do not: a
# newcomer's play-test at TEXT SIZE large, AUTO-CHECK on, saw lines of the three-line log scroll away
# before they were read, a card turned before they saw whose). About 240 words a minute, read close
# up (READ_WORD is across a room); a line of checks grown by a name is its new words ("and Yogi"),
# its run still one beat
LINE_WORD = 0.25
LINE_LEAST = 0.6
READ_ACROSS = 3  # ...read as it climbs the log's lines: TEXT SIZE large's (game.felt.log_room.LOG_LEAST)


# No Peek, how long each card is held to be read (a newcomer could not follow the cards one TURN
# press turned for them, about 0.9 s apart; the table host's own pause before a run's next card,
# game.play.move_pace.RUN_SHARE, comes on top of these)
READ = {
    "turn": 1.2,  # a card a person turns (a computer player's: HOLD["turn"])
    "last_card": 1.6,  # a person's pile's last card: it beats or strikes them out, the words next
    "hidden_bonus": 1.5,  # Midnight Baseball: a turned four's extra card, face down to the pile's foot
    # a person struck out: their STRIKE THREE! (game.telling.table_moments.BANNER_TIME) over their last
    # card, before anyone else's card is turned
    "strike": 3.2,
}
# No Peek: the seat named to turn next after a betting round ("BABE TURNS NEXT", its plate lit) is shown
# this long before its first card (a computer player's came within a third of a second of the round's
# last check: a Hold'em newcomer's Night Baseball play-test could not follow who turned next, and why),
# long enough to read from across a room while a person sits at the table (at 1.0 s a newcomer missed
# "YOGI TURNS NEXT"); a table of computer players alone keeps the shorter hold (BOTS_TURNS_NEXT_HOLD)
TURNS_NEXT_HOLD = 2.0
BOTS_TURNS_NEXT_HOLD = 1.0
# the solo table once you folded or struck out: the rest of the pot plays this many times faster,
# every fact still shown and logged (a newcomer folded in Night Baseball sat through four more bet
# rounds, about 40 s); the party TV keeps its pace, a guest still in may be reading it
FOLDED_PACE = 2.0
# a computer player's move that asks nothing of anyone at the table (a card it turns, a check, a
# fold) and what it sets moving play this many times faster, at the solo table and the party TV
# alike (game.felt.table_player): a newcomer's Midnight play-test sat through bet round after bet
# round of such moves before their own turn. A person's moves and cards, a bet or call, a lead
# taken, a strike-out and the showdown keep the full pace; the log keeps every line
BRISK_PACE = 2.0
BRISK_ACTIONS = frozenset({"check", "fold"})
# ...and a computer player's check told with the checks just before it, in one line ("Casey, Yogi
# and Babe check": game.telling.check_runs) holds no time of its own: a run of checks is one beat,
# its first check's hold, the line growing by a name as each seat checks (a newcomer's No Peek
# hands "dragged through nine betting rounds", most of them checked around)
JOINED_CHECK_HOLD = 0.0
# the facts after which nobody is to act till the table says who is next: the betting round's
# end, the showdown (a newcomer's play-test: the last caller stayed framed through the showdown)
BETTING_OVER = frozenset({"round_over", "showdown", "award"})
FOUR_HOLD = FLIGHT + FLIP + 0.1
# a pot's last move before its showdown (the last call) is in the log and its chips in the pot this
# long before the first hand is shown, whose cards cover the centre's log: a newcomer's bet on 7th
# street was followed by the showdown at once, and nobody could tell whether anyone had called
BEFORE_SHOWDOWN = 1.2
