"""The game's music, written out (game.platform.score reads it): a ballpark-organ march for the
title and attract mode, a laid-back swing for the table, a disco shuffle for the party lobby, and the
table's tune without its lead (CALM, under the pause menu).

Every bar below is sixteen steps. A loop is rendered as a circle (game.platform.score), so the loop
point needs no silence to hide it: a last bar rests no longer than the music rests anywhere else, or
the gap is heard once each time round.
"""

from __future__ import annotations

from game.platform.score import Instrument, Song, Voice
from game.platform.synth import Note

KIT: dict[str, tuple[Note, ...]] = {
    "k": (
        Note("triangle", 170, 0.12, volume=0.75, slide_to=42, sustain=0.25),
        Note("noise", 1500, 0.012, volume=0.16, sustain=0.0),
    ),
    "s": (
        Note("noise", 3600, 0.13, volume=0.34, sustain=0.05),
        Note("triangle", 200, 0.06, volume=0.3, slide_to=140, sustain=0.1),
    ),
    "h": (Note("noise", 9000, 0.028, volume=0.13, sustain=0.0),),
    "o": (Note("noise", 9000, 0.12, volume=0.1, sustain=0.1),),
    "r": (
        Note("square", 1700, 0.018, volume=0.1, duty=0.25, sustain=0.0),
        Note("noise", 5000, 0.02, volume=0.12, sustain=0.0),
    ),
    "c": (
        *(Note("noise", 2800, 0.015, at=i * 0.012, volume=0.24, sustain=0.0) for i in range(3)),
        Note("noise", 2800, 0.09, at=0.036, volume=0.22, sustain=0.0),
    ),
}

BASS = Instrument("triangle", 0.5, sustain=0.75, gate=0.85)


def rows(bars: int, plain: str, turn: str, every: int, last: str) -> tuple[str, ...]:
    """A voice's bars: `plain`, `turn` for every `every`th bar, and `last` closing the loop."""
    return (*(turn if bar % every == every - 1 else plain for bar in range(bars - 1)), last)


def tune(
    name: str,
    bpm: float,
    lead: Voice,
    bass: tuple[str, ...],
    drums: tuple[str, ...],
    chords: tuple[str, ...],
    swing: float = 0.0,
) -> Song:
    """A song of a lead, the bass (on BASS) and the drums (on KIT)."""
    return Song(name, bpm, (lead, Voice("bass", bass, BASS), Voice("drums", drums, kit=KIT)), chords, swing)


# ----- TITLE: "Charge!" in C, a march at 144 beats a minute, 24 bars (40 s)

TITLE_A = (
    "G4 . C5 . E5 . G5 - - . E5 . G5 - - -",
    "- - . . E5 . D5 . C5 . D5 . E5 - . .",
    "F5 . F5 . A5 . F5 . C6 - - . A5 - . .",
    "G5 - - . E5 . C5 . E5 . G5 - - - . .",
    "D5 . D5 . G5 . B5 . D6 - - . B5 . G5 .",
    "A5 - - . G5 . F5 . E5 - . . D5 - . .",
    "E5 . G5 . C6 - - . G5 . E5 . G5 - - .",
)
TITLE_LEAD = (
    *TITLE_A,
    "D5 - - . B4 - - . D5 - . . G4 - . .",
    *TITLE_A,
    "C6 - - . G5 . E5 . C5 - - . . . . .",
    "A5 - - . E5 - - . A5 . B5 . C6 - - .",
    "B5 - A5 - E5 - - . . . C5 . E5 . A5 .",
    "C6 - - . A5 - - . F5 . G5 . A5 - - .",
    "G5 - F5 - C5 - - . . . F5 . A5 . C6 .",
    "E6 - - . C6 - - . G5 . A5 . G5 - E5 -",
    "C5 - - . E5 . G5 . C6 - - . . . . .",
    "B5 - - . A5 - - . G5 - - . F5 - - .",
    "D5 - - . . . G4 . B4 . D5 . G5 - . .",
)
TITLE_CHORDS = (
    *("C", "C", "F", "C", "G", "G", "C", "G"),
    *("C", "C", "F", "C", "G", "G", "C", "C"),
    *("Am", "Am", "F", "F", "C", "C", "G", "G"),
)
_MARCH = "1 . 8 . 5 . 8 . 1 . 8 . 5 . 8 ."
_MARCH_TURN = "1 . 8 . 5 . 8 . 1 - . 1 5 - 3 ."
TITLE_BASS = rows(24, _MARCH, _MARCH_TURN, 4, _MARCH_TURN)
_BEAT = "k . h . s . h . k . h k s . h ."
_FILL = "k . h . s . h . k . s s s . s ."
TITLE_DRUMS = rows(24, _BEAT, _FILL, 8, "k . s . s . s . k k s . s . . .")

TITLE = tune(
    "title",
    144,
    Voice("lead", TITLE_LEAD, Instrument("square", 0.24, sustain=0.6), echo=(3, 0.3)),
    TITLE_BASS,
    TITLE_DRUMS,
    TITLE_CHORDS,
)

# ----- TABLE: a slow swing in A minor at 108 beats a minute, 16 bars (36 s)

TABLE_LEAD = (
    "A4 - - . C5 . E5 - - - . . D5 . C5 .",
    "D5 - - - - - . . . . F#5 . A5 . F#5 .",
    "E5 - - . C5 . A4 - - - . . G4 . A4 .",
    "B4 - - - - - - - . . . . . . . .",
    "A4 . C5 . F5 - - . E5 - - . C5 . A4 .",
    "G#4 - - . B4 . E5 - - - . . D5 . B4 .",
    "C5 - - . B4 . A4 - - - - - . . . .",
    ". . E5 . G#5 . B5 - - - . . G#5 . E5 .",
    "F5 - - . E5 . D5 - - . A4 . D5 . F5 .",
    "G5 - - - - - F5 . E5 . D5 . B4 - . .",
    "E5 - - . G5 . C6 - - - . . B5 . G5 .",
    "A5 - - - - - E5 . C5 . A4 - - - . .",
    "D5 . F5 . A5 - - . G5 - F5 . E5 - D5 .",
    "E5 - - - B4 - - - G#4 - - - B4 - - .",
    "A4 - - . C5 . E5 . A5 - - - - - . .",
    "G#5 - - . E5 . B4 . G#4 - - - . . . .",
)
TABLE_CHORDS = (
    *("Am7", "D7", "Am7", "D7", "F", "E7", "Am", "E7"),
    *("Dm", "G7", "C", "Am", "Dm", "E7", "Am", "E7"),
)
_WALK = "1 - - . 3 - - . 5 - - . 6 - 5 ."
_WALK_UP = "1 - - . 5 - - . 8 - - . 7 - 5 ."
TABLE_BASS = rows(16, _WALK, _WALK_UP, 2, "1 - - . 5 - - . 3 - - . 1 - . .")
_SWING = "k . h . r . h k . k h . r . h ."
_SWING_TURN = "k . h . r . h k . k h . r r r ."
# the last bar keeps its hat: without it CALM (no lead over the drums) fell silent for a third of a
# second before the loop point, half again its longest rest anywhere else
TABLE_DRUMS = rows(16, _SWING, _SWING_TURN, 4, _SWING)

TABLE = tune(
    "table",
    108,
    Voice("lead", TABLE_LEAD, Instrument("square", 0.2, duty=0.25, sustain=0.5), echo=(3, 0.28)),
    TABLE_BASS,
    TABLE_DRUMS,
    TABLE_CHORDS,
    swing=0.33,
)

# ----- LOBBY: a disco shuffle in F at 120 beats a minute, 16 bars (32 s)

LOBBY_LEAD = (
    "C5 . F5 . A5 . C6 - - . A5 . F5 . G5 .",
    "A5 - - - - . . . F5 . G5 . A5 . C6 .",
    "D6 - - . C6 . Bb5 . A5 - - . G5 - - .",
    "E5 . G5 . C6 - - . Bb5 - A5 - G5 - - .",
    "F5 . A5 . C6 . A5 . F5 - - . C5 . F5 .",
    "A5 - - . F5 . D5 . A5 - - . G5 . F5 .",
    "G5 - - . F5 . D5 . Bb4 . D5 . F5 . G5 .",
    "E5 - - - G5 - - - C6 - - - . . . .",
    "F5 . . F5 . . A5 . . A5 . . C6 . A5 .",
    "G5 - F5 - . . C5 . . . F5 . G5 . A5 .",
    "Bb5 . . Bb5 . . D6 . . D6 . . F6 . D6 .",
    "C6 - Bb5 - . . G5 . . . E5 . F5 . G5 .",
    "A5 . C6 . A5 . F5 . C5 . F5 . A5 . C6 .",
    "D6 - - . C6 - - . A5 - - . F5 . D5 .",
    "F5 - - . D5 - - . Bb4 . D5 . F5 . Bb5 .",
    "C6 - - - - - . . G5 . E5 . C5 - . .",
)
LOBBY_CHORDS = ("F", "F", "Bb", "C", "F", "Dm", "Bb", "C") * 2
_DISCO = "1 . 8 . 1 . 8 . 1 . 8 . 1 . 8 ."
_DISCO_RUN = "1 . 8 . 1 . 8 . 5 . 8 . 7 . 8 ."
LOBBY_BASS = rows(16, _DISCO, _DISCO_RUN, 2, "1 . 8 . 1 . 8 . 5 . 3 . 1 . . .")
_FOUR = "k . o . k+c . o . k . o . k+c . o ."
_FOUR_TURN = "k . o . k+c . o . k . o . k+c . c c"
LOBBY_DRUMS = rows(16, _FOUR, _FOUR_TURN, 4, "k . o . k+c . o . k . o . k+c . . .")

LOBBY = tune(
    "lobby",
    120,
    Voice("lead", LOBBY_LEAD, Instrument("square", 0.2, duty=0.25, sustain=0.55), echo=(2, 0.3)),
    LOBBY_BASS,
    LOBBY_DRUMS,
    LOBBY_CHORDS,
)

SONGS = {song.name: song for song in (TITLE, TABLE, LOBBY)}
# loop name -> (song, gains by voice): the three tunes, and CALM, the table's without its lead
LOOPS: dict[str, tuple[Song, dict[str, float]]] = {
    "title": (TITLE, {}),
    "table": (TABLE, {}),
    "lobby": (LOBBY, {}),
    "calm": (TABLE, {"lead": 0.0, "drums": 0.5, "bass": 0.6}),
}
