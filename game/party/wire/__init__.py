"""The party on the network: the aiohttp server and its guard, the TV's server thread, the host
without a TV, the join address and its QR code (layer `wire`).

docs/architecture.md draws the layers and what each may import.
"""
