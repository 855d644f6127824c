"""The player's settings and the per-user folders the game keeps its files in (layer `settings`).

docs/architecture.md draws the layers and what each may import.
"""
