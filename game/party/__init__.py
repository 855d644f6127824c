"""Party play: guests play their seats from their own phones while the TV shows the table.

`room` is the table host itself (seats, secret tokens, bots for empty seats, the turn timer) and
depends only on `engine`; `protocol` turns seat views into the JSON messages phones receive;
`server` carries those messages over aiohttp WebSockets and serves the phone page in `static/`;
`headless` is `python main.py party --no-window`. The WebSocket protocol is described in
docs/party.md.
"""
