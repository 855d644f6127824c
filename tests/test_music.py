"""The music (game.platform.music, .score, .tunes; game.screens.soundtrack): the loops as written,
seamless at the loop point, under the effects' level, silent at volume 0 and when muted, ducking
under a big moment, waiting while the window is out of focus, and the loop each scene plays."""

from __future__ import annotations

import itertools
import math
import statistics
import time

import pygame
import pytest

from game.platform import music, score, sound, synth, tunes
from game.screens import app as app_module
from game.screens import openers, soundtrack
from game.screens.scene import Scene
from game.screens.scenes import registry
from game.screens.scenes.registry import SCENES
from game.store.settings import Settings

RENDERED = {
    name: score.render_loop(song, synth.BASE_RATE, gains) for name, (song, gains) in tunes.LOOPS.items()
}
TINY = score.Song(
    "tiny",
    240,
    (
        score.Voice("lead", ("C5 - . . E5 - . . G5 - - - . . . .",), score.Instrument("square", 0.3)),
        score.Voice("bass", ("1 . . . 5 . . . 8 . . . 5 . . .",), tunes.BASS),
        score.Voice("drums", ("k . h . s . h . k . h . s . h .",), kit=tunes.KIT),
    ),
    ("C",),
)


def rms(samples: list[float]) -> float:
    return math.sqrt(sum(value * value for value in samples) / len(samples))


def test_three_tunes_of_30_to_60_seconds_each_with_a_lead_a_bass_and_drums():
    assert set(tunes.SONGS) == {"title", "table", "lobby"}
    for song in tunes.SONGS.values():
        assert 30 <= song.seconds <= 60, song.name
        assert [voice.name for voice in song.voices] == ["lead", "bass", "drums"]
        assert all(len(voice.bars) == song.bars for voice in song.voices)
        assert len(song.chords) == song.bars
        for voice in song.voices:
            for bar in voice.bars:
                assert len(score.words(bar)) == score.STEPS
    for name, samples in RENDERED.items():
        song, _ = tunes.LOOPS[name]
        assert len(samples) == round(song.seconds * synth.BASE_RATE)


@pytest.mark.parametrize("name", sorted(tunes.LOOPS))
def test_a_loop_has_no_click_where_it_comes_round(name):
    samples = RENDERED[name]
    steps = [abs(after - before) for before, after in itertools.pairwise(samples)]
    # the last sample runs into the first as smoothly as a typical sample into the next
    assert abs(samples[0] - samples[-1]) <= statistics.median(steps)
    # and the bytes the mixer loops keep it: the last frame and the first hold the same samples
    data = synth.to_bytes([samples[-1], samples[0]], -16, 2, 4)
    assert abs(
        int.from_bytes(data[:2], "little", signed=True) - int.from_bytes(data[-2:], "little", signed=True)
    ) <= 32767 * statistics.median(steps)


def quiet_runs(samples: list[float], floor: float = 0.001) -> list[tuple[int, int]]:
    """The loop's rests: each run of samples under `floor` (-60 dBFS) as (first index, length), read
    round the circle, so a rest over the loop point is one run (its first index near the end)."""
    size = len(samples)
    loud = next(index for index, value in enumerate(samples) if abs(value) > floor)
    runs, first, length = [], 0, 0
    for step in range(1, size + 1):  # from the sample after a loud one all the way round to it
        index = (loud + step) % size
        if abs(samples[index]) <= floor:
            first, length = (index, 1) if length == 0 else (first, length + 1)
        elif length:
            runs.append((first, length))
            length = 0
    return runs


@pytest.mark.parametrize("name", sorted(tunes.LOOPS))
def test_a_loop_rests_no_longer_where_it_comes_round_than_anywhere_else(name):
    # the mixer plays these samples as they are, at the MUSIC volume (a recording through SDL's
    # disk driver across each loop point matched them to the sample: benchmarks/bench_music_seam.py),
    # so a rest at the loop point is heard as a gap in the music once each time round
    samples = RENDERED[name]
    size = len(samples)
    runs = quiet_runs(samples)
    at_the_loop_point = [length for first, length in runs if first == 0 or first + length >= size]
    elsewhere = [length for first, length in runs if first != 0 and first + length < size]
    assert max(at_the_loop_point, default=0) <= 1.05 * max(elsewhere), (
        f"{max(at_the_loop_point) / synth.BASE_RATE:.3f} s silent at the loop point, "
        f"at most {max(elsewhere) / synth.BASE_RATE:.3f} s anywhere else"
    )


def test_a_note_held_over_the_end_goes_on_at_the_start():
    held = score.Song(
        "held",
        240,
        (
            score.Voice(
                "lead", (". . . . . . . . . . . . . . C5 -",), score.Instrument("square", 0.5, gate=1.5)
            ),
        ),
    )
    samples = score.render_loop(held, 8000, level=1.0)
    assert max(abs(value) for value in samples[:200]) > 0.1  # the tail of the last note


def test_the_music_sits_under_the_effects():
    effects = [rms(synth.render(notes)) for notes in sound.RECIPES.values()]
    middle = statistics.median(effects)
    for name in ("title", "table", "lobby"):
        level = rms(RENDERED[name])
        assert 0.3 * middle < level < 0.9 * middle, (name, level, middle)  # heard, and under them
        assert max(abs(value) for value in RENDERED[name]) < 0.6  # no peak near full scale
    assert rms(RENDERED["calm"]) < 0.7 * rms(RENDERED["table"])  # the quieter variation
    # at the default volumes (effects 80%, music 50%) the music is about a third of an effect
    defaults = Settings()
    assert rms(RENDERED["table"]) * defaults.music_volume < 0.5 * middle * defaults.volume


def test_bass_degrees_follow_the_chord():
    assert score.chord_note("1", "Am") == "A2"
    assert score.chord_note("3", "Am") == "C3"
    assert score.chord_note("3", "C") == "E3"
    assert score.chord_note("7", "E7") == "D3"
    assert score.chord_note("8", "D7") == "D4"
    assert score.chord_note("F#4", "C") == "F#4"
    with pytest.raises(ValueError):
        score.words("C4 . .")


@pytest.fixture
def jukebox():
    opened_here = pygame.mixer.get_init() is None
    pygame.mixer.init()
    box = music.Jukebox({"tiny": (TINY, {}), "other": (TINY, {"lead": 0.0})})
    try:
        yield box
    finally:
        pygame.mixer.stop()
        pygame.mixer.set_reserved(0)
        if opened_here:
            pygame.mixer.quit()


def rendered(box: music.Jukebox, settings: Settings, loop: str = "tiny") -> None:
    assert box.start(settings)
    box.want(loop)
    deadline = time.monotonic() + 30
    while loop not in box.sounds and time.monotonic() < deadline:
        box.update(0.05)
        time.sleep(0.01)
    box.update(0.05)
    assert box.playing == loop


def test_the_loop_plays_at_the_music_volume_and_volume_0_or_muted_is_silent(jukebox):
    settings = Settings(music_volume=0.5)
    rendered(jukebox, settings)
    sound_ = jukebox.sounds["tiny"]
    assert sound_.get_length() == pytest.approx(TINY.seconds, abs=0.01)
    assert sound_.get_volume() == pytest.approx(0.5, abs=0.01) and not jukebox.paused
    settings.music_volume = 0.0
    jukebox.update(0.05)
    assert jukebox.level == 0 and jukebox.paused and sound_.get_volume() == 0
    settings.music_volume, settings.muted = 0.8, True
    jukebox.update(0.05)
    assert jukebox.level == 0 and jukebox.paused
    settings.muted = False
    jukebox.update(0.05)
    assert not jukebox.paused and sound_.get_volume() == pytest.approx(0.8, abs=0.01)


def test_the_music_ducks_under_effects_and_most_under_a_big_moment(jukebox):
    settings = Settings(music_volume=1.0)
    rendered(jukebox, settings)
    jukebox.under_effect(0.1, big=False)
    assert jukebox.level == pytest.approx(music.DUCK)
    jukebox.under_effect(1.0, big=True)
    assert jukebox.level == pytest.approx(music.DUCK_BIG)
    jukebox.update(0.5)
    assert jukebox.level == pytest.approx(music.DUCK_BIG)  # held while the big moment sounds
    for _ in range(10):
        jukebox.update(0.2)
    assert jukebox.level == pytest.approx(1.0)  # and back after it


def test_the_sound_bank_ducks_the_music_when_an_effect_plays(jukebox, monkeypatch):
    monkeypatch.setattr(music, "JUKEBOX", jukebox)
    rendered(jukebox, Settings(music_volume=1.0))
    bank = sound.Bank()
    bank.build()
    bank.settings = Settings()
    bank.play("strikeout")
    assert jukebox.level == pytest.approx(music.DUCK_BIG)


def test_the_music_waits_while_the_window_is_out_of_focus(jukebox):
    rendered(jukebox, Settings())
    jukebox.focus(False)
    assert jukebox.paused
    jukebox.update(0.05)
    assert jukebox.paused
    jukebox.focus(True)
    assert not jukebox.paused


def test_attract_mode_plays_quietly_and_a_new_scene_crossfades_to_its_loop(jukebox):
    settings = Settings(music_volume=1.0)
    rendered(jukebox, settings)
    jukebox.want("tiny", quiet=True)
    jukebox.update(0.05)
    assert jukebox.level == pytest.approx(music.QUIET)
    jukebox.want("other")
    deadline = time.monotonic() + 30
    while jukebox.playing != "other" and time.monotonic() < deadline:
        jukebox.update(0.05)
        time.sleep(0.01)
    assert jukebox.playing == "other"


def test_without_start_the_jukebox_does_nothing():
    box = music.Jukebox()
    box.want("title")
    box.update(0.1)
    box.under_effect(1.0, big=True)
    box.focus(False)
    assert box.thread is None and box.sounds == {} and box.playing is None


def test_every_scene_has_its_music_or_keeps_the_one_under_it():
    assert set(soundtrack.LOOPS) | soundtrack.CARRIED == set(SCENES)
    assert not set(soundtrack.LOOPS) & soundtrack.CARRIED
    assert set(soundtrack.LOOPS.values()) == set(tunes.LOOPS)


class Named(Scene):
    """A stand-in scene with the name the registry would give it."""

    def __init__(self, name: str, attract: object = None) -> None:
        assert name in SCENES
        self.registry_name = name
        self.attract = attract


def test_the_registry_tells_a_scene_its_name(app):
    assert registry.make(app, openers.options()).registry_name == "options"


def test_the_loop_follows_the_scene_on_top():
    choose = soundtrack.choose
    assert choose([Named("title")]) == ("title", False)
    assert choose([Named("title"), Named("options")]) == ("title", False)
    assert choose([Named("table")]) == ("table", False)
    assert choose([Named("table"), Named("result")]) == ("table", False)  # an overlay keeps the table's
    assert choose([Named("table"), Named("pause")]) == ("calm", False)
    assert choose([Named("table"), Named("pause"), Named("confirm")]) == ("calm", False)
    assert choose([Named("party_setup"), Named("party_lobby")]) == ("lobby", False)
    assert choose([Named("party_table")]) == ("table", False)
    assert choose([Named("title"), Named("howto")]) == ("title", False)  # opened from the menu
    assert choose([Named("title"), Named("howto", attract=object())]) == ("title", True)  # attract
    assert choose([Named("title"), Named("demo", attract=object())]) == ("title", True)
    assert choose([]) == (None, False)


@pytest.mark.parametrize("big", [False, True])
def test_the_music_comes_back_from_an_effect_in_small_steps_while_the_game_rests(
    app, jukebox, monkeypatch, big
):
    """At a scene that only waits (the title, a menu, your turn at a settled table) the frame loop
    rests at IDLE_FPS, and the level is set once a frame: a real run at the title (SDL's disk audio,
    the music a steady tone) held the music under PRESS START's 0.1 s click for 0.5 s, then brought
    it from 0.6 to 1.0 of its level within 5 ms, a 4.4 dB step; from a big moment's 0.12 it would come in
    three. The loop does not rest while the level moves (Jukebox.moving): each frame's step is small."""
    monkeypatch.setattr(music, "JUKEBOX", jukebox)
    rendered(jukebox, Settings(music_volume=1.0))
    app.push(openers.title())
    app.stack.apply_requests()
    assert app.idle  # (the title only waits: the loop rests)
    jukebox.under_effect(0.1, big)
    levels, waited = [jukebox.level], 0.0
    while levels[-1] < 1.0 and waited < 3.0:
        step = 1 / app_module.IDLE_FPS if app.idle else 1 / app_module.FPS  # (App.run's pace)
        jukebox.update(step)
        levels.append(jukebox.level)
        waited += step
    assert levels[-1] == pytest.approx(1.0) and app.idle  # back, and resting again
    assert max(after - before for before, after in itertools.pairwise(levels)) <= 0.05, levels
    assert waited <= 0.1 + music.RELEASE + 0.05  # (held no longer than the effect sounds)
