"""A session: the engine's table with its computer players, the saved session and Continue, the
hall of fame, secret seeds and the away rule (layer `play`).

docs/architecture.md draws the layers and what each may import.
"""
