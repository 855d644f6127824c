"""The centre's words broken into lines where a phrase ends, after a colon or a comma: a host
play-test read the party TV's 'BEAT CASEY: FULL' over 'HOUSE, KINGS OVER FOURS' and 'FLUSH BEATS
STRAIGHT: WILD 3 =' over 'A', a line broken at the last space that fitted. A phrase is broken at its
spaces only where it alone is wider than a line."""

from __future__ import annotations

import re

from game.platform.text import wrap

PHRASE_END = re.compile(r"(?<=[:,]) +")  # the spaces after a colon or a comma


def phrase_wrap(text: str, columns: int) -> list[str]:
    """`text` in lines of at most `columns` characters, each line as many whole phrases as fit
    (game.platform.text.wrap's words for a phrase longer than a line)."""
    lines: list[str] = []
    for phrase in PHRASE_END.split(text):
        joined = f"{lines[-1]} {phrase}" if lines else phrase
        if lines and len(joined) <= columns:
            lines[-1] = joined
        else:
            lines.extend(wrap(phrase, columns))
    return lines
