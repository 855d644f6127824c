"""What a screen says when a seat changes hands during a session (game.play.host_facts.Takeover):
the newcomer's net counts from there, so the nets shown stop adding up to 0; the words say where
the rest went.

The log's lines are short, each a line of the party TV's log at the normal size for most names (a
play-test read "CPU 4 takes Zoë's…": the log had one line left under the centre's words, and
"CPU 4 takes Zoë's seat: Zoë leaves with +7" took three): who comes in for whom, as a newcomer
joins (the seat says 'ZOË → CPU 4' until the deal); then, at the deal, the notice's two lines,
the second one short ('Zoë leaves: +7 1/2')."""

from __future__ import annotations

from fractions import Fraction

from engine.money import signed_mixed

# after the newcomer's name and a colon: 'CAT: NET FROM 0'. A play-test read 'CAT SITS DOWN AT
# 0' beside 'CPU 4 LEAVES WITH -1' as a contradiction (is the seat at 0 or at -1?): the words say
# it is the newcomer's own net that starts, the seat's -1 staying with the bot's name
SITS = "net from 0"


def leaves(left_with: Fraction) -> str:
    """After the name of who played the seat before: 'leaves with +7'."""
    return f"leaves with {signed_mixed(left_with)}"


def arrival_line(name: str, before: str) -> str:
    """The log's line as a newcomer joins, to play the seat from the next deal: 'Cat in for CPU 4'
    (as a pinch hitter is announced)."""
    return f"{name} in for {before}"


def sits(back: Fraction | None) -> str:
    """After the newcomer's name: 'net from 0', or for a person back this session, whose net is
    the one they left with (a host play-test's Dan, back from +34, read 0), 'back at +34'."""
    return SITS if back is None else f"back at {signed_mixed(back)}"


def takeover_lines(
    name: str, before: str, left_with: Fraction, back: Fraction | None = None
) -> tuple[str, str]:
    """The log's lines, once, at the deal the seat changes hands: 'Cat: net from 0' ('Dan: back at
    +34'), 'CPU 4 leaves: +7' (the notice's words where the join lines are, in big letters)."""
    return f"{name}: {sits(back)}", f"{before} leaves: {signed_mixed(left_with)}"
