"""The synthesized sound bank: raw samples in the mixer's own format, every effect the game names,
silence (never an error) without a mixer, and volume/mute read from the settings."""

import array
import math

import pygame
import pytest

from game.platform import sound, synth
from game.store.settings import Settings

NAMES_USED = {
    "deal",
    "flip",
    "bonus",
    "wild",
    "chip",
    "win",
    "move",
    "select",
    "back",
    "turn",
    "error",
    "shuffle",
    "check",
    "bet",
    "reveal",
    "fold",
    "strikeout",
    "fanfare",
    "letter",
}


@pytest.mark.parametrize("fmt, code", [(-16, "h"), (16, "H"), (-8, "b"), (8, "B"), (32, "f"), (-32, "i")])
def test_samples_come_out_in_the_mixer_format(fmt, code):
    data = synth.to_bytes([0.0, 1.0, -1.0], fmt, channels=2, repeat=3)
    values = array.array(code, data)
    assert len(values) == 3 * 2 * 3
    silent = values[0]
    assert values[6] > silent > values[12]  # full scale up, then down, around the format's zero
    assert values[:6].tolist() == [silent] * 6


def test_render_mixes_notes_without_clipping():
    notes = [synth.Note("square", 440, 0.1, volume=1.0), synth.Note("square", 660, 0.1, volume=1.0)]
    samples = synth.render(notes, 8000)
    assert len(samples) == 801 and max(abs(v) for v in samples) <= 1.0
    assert max(samples) > 0.5  # not silence


def loudness(name: str) -> float:
    """An effect's root-mean-square level, as rendered for the mixer."""
    samples = synth.render(sound.RECIPES[name], 22050)
    return math.sqrt(sum(v * v for v in samples) / len(samples))


def test_no_cue_of_play_is_louder_than_the_big_moments():
    """A party TV player's turn chime (edaa999) was the loudest effect of all, over the fanfare: it
    plays at every one of their turns. It stands over every move's sound and under every big moment's."""
    moves = {"turn", "deal", "chip", "bet", "check", "fold", "flip", "tick"}
    assert max(map(loudness, moves)) < loudness("your_turn") < min(map(loudness, sound.BIG_MOMENTS))


def peak(name: str) -> float:
    return max(abs(v) for v in synth.render(sound.RECIPES[name], 22050))


def test_a_big_moment_over_a_move_stays_under_full_scale_at_full_volume():
    """A pot's "win" started over its chips' "chip" and peaked at 0.99 of full scale at the default
    volume (a disk-driver recording); at volume 1 the mixer's sum clipped. With the headroom, the
    loudest big moment over the loudest move's sound, at volume 1, leaves room for the ducked music."""
    moves = {"turn", "deal", "chip", "bet", "check", "fold", "flip", "tick", "reveal", "wild"}
    loudest = max(map(peak, sound.BIG_MOMENTS)) + max(map(peak, moves))
    assert loudest * sound.HEADROOM <= 0.92


def test_every_effect_name_the_game_uses_has_a_recipe():
    assert set(sound.RECIPES) >= NAMES_USED


def test_the_bank_builds_for_the_open_mixer_and_plays_silently_when_muted():
    opened_here = pygame.mixer.get_init() is None
    pygame.mixer.init()
    try:
        bank = sound.Bank()
        bank.build()
        assert set(bank.sounds) == set(sound.RECIPES)
        assert 0.02 < bank.sounds["win"].get_length() < 1.5
        pygame.mixer.stop()  # whatever earlier tests left playing
        bank.settings = Settings(muted=True)
        bank.play("win")
        assert not pygame.mixer.get_busy()
        bank.settings = Settings(volume=0.5)
        bank.play("win")
        assert bank.sounds["win"].get_volume() == pytest.approx(0.5 * sound.HEADROOM, abs=0.01)
    finally:
        if opened_here:
            pygame.mixer.quit()


def test_without_a_mixer_everything_is_silent_and_nothing_raises(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)  # as if no earlier test had opened it
    monkeypatch.setattr(sound, "BANK", sound.Bank())
    bank = sound.init(Settings())
    assert bank.sounds == {}
    for name in NAMES_USED | {"no-such-effect"}:
        sound.play(name)


class CountedSound:
    """A mixer Sound's stand-in that counts its starts."""

    def __init__(self) -> None:
        self.starts = 0

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        self.starts += 1

    def get_length(self) -> float:
        return 0.05


def test_an_effect_asked_for_again_in_the_same_instant_is_heard_once():
    """A showdown turning three down cards asked for "flip" three times in one frame, over "reveal":
    the mixer summed them past full scale (a disk-driver recording clipped). Each effect starts once
    per instant; another effect in that instant, or the same one a moment later, still plays."""
    bank = sound.Bank()
    flip, reveal = CountedSound(), CountedSound()
    bank.sounds = {"flip": flip, "reveal": reveal}  # type: ignore[dict-item]
    now = [10.0]
    bank.clock = lambda: now[0]
    for _ in range(3):
        bank.play("flip")
    bank.play("reveal")
    assert (flip.starts, reveal.starts) == (1, 1)
    now[0] += sound.SAME_INSTANT + 0.01
    bank.play("flip")
    assert flip.starts == 2
