"""The machine: the window, input, sound, the pixel font, colours, tweens, the CRT look, the
frame log, menus and buttons. It knows nothing of poker (layer `platform`).

docs/architecture.md draws the layers and what each may import.
"""
