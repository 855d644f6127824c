"""The table as drawn: events played at the table's pace into the table model and its animations,
the drawing, the big moments, card art and chips, the coach, a pot's result and the standings
(layer `felt`).

docs/architecture.md draws the layers and what each may import.
"""
