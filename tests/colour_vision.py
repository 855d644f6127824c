"""Colour-vision simulation and a colour difference, for the colour-safe checks (no tests here).

`simulate(rgb, kind)` shows an sRGB colour as a dichromat sees it: the Machado, Oliveira and
Fernandes (2009) matrices at full severity for protanopia, deuteranopia and tritanopia, applied to
linear RGB (the colour decoded from sRGB, then encoded back, clipped to the screen's gamut).
`delta_e(a, b)` is the CIE 1976 difference of two sRGB colours in CIELAB (D65 white): about 2.3 is
the least a person notices side by side, 20 and more reads as another colour at a glance.
`contrast(a, b)` is the WCAG luminance contrast ratio (1 to 21).
"""

from __future__ import annotations

import math

RGB = tuple[float, float, float]

MACHADO_2009: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
KINDS = tuple(MACHADO_2009)
VISIONS = ("normal", *KINDS)  # how each check looks at a set of colours


def decode(channel: float) -> float:
    """An sRGB channel (0..255) as linear light (0..1)."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(light: float) -> float:
    """Linear light (clipped to 0..1) as an sRGB channel (0..255)."""
    c = min(max(light, 0.0), 1.0)
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, kind: str) -> RGB:
    """`rgb` as seen with `kind` of colour vision ("normal" leaves it as it is)."""
    if kind == "normal":
        return rgb
    light = [decode(c) for c in rgb]
    r, g, b = (encode(sum(m * v for m, v in zip(row, light, strict=True))) for row in MACHADO_2009[kind])
    return r, g, b


def lab(rgb: RGB) -> RGB:
    """CIELAB (L*, a*, b*) of an sRGB colour, D65 white."""
    r, g, b = (decode(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB) -> float:
    return math.dist(lab(a), lab(b))


def luminance(rgb: RGB) -> float:
    r, g, b = (decode(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    lighter, darker = sorted((luminance(a), luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def hex_rgb(text: str) -> RGB:
    """'#f2b233' -> (242, 178, 51)."""
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


def closest_pairs(colours: dict[str, RGB]) -> list[tuple[float, str, str, str]]:
    """Every pair of named colours under every vision, (ΔE, vision, name, name), closest first."""
    names = list(colours)
    pairs = [
        (delta_e(simulate(colours[a], kind), simulate(colours[b], kind)), kind, a, b)
        for kind in VISIONS
        for i, a in enumerate(names)
        for b in names[i + 1 :]
    ]
    return sorted(pairs)
