"""Party play: guests play their seats from their own phones while the TV shows the table.

This package is the room (layer `room`, no I/O): `room` is the table host itself (seats, secret
tokens, bots for empty seats, the turn timer), `protocol` the typed messages built from each seat's
view, `gate` who may connect. `wire/` carries it over the network: `wire.server` serves the phone
page in `wire/static/` over aiohttp WebSockets, and `wire.headless` is
`python main.py party --no-window`. docs/party.md describes the protocol.
"""
