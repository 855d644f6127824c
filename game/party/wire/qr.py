"""The join address as a QR code: segno makes the code, the TV draws its modules as rectangles."""

from __future__ import annotations

import segno

QUIET = 4  # modules of blank border a phone camera needs around the code


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The dark (True) and light modules of the QR code of `text`, row by row, without the border."""
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)
