"""The program: the app and its frame loop, the scene stack and every scene (layer `screens`).

docs/architecture.md draws the layers and what each may import.
"""
