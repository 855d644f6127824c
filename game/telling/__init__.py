"""The words: what a pot's result, a decision, an event, the awards and the hand chart say, one
wording for the table, the TV and the phones (layer `telling`).

docs/architecture.md draws the layers and what each may import.
"""
