"""The address phones on the local network can reach this machine at, found without sending anything.

Interfaces are read first (Linux: one ioctl per interface); otherwise the address the system would
route a private-network packet from (connect() on a UDP socket only picks a route, it sends no
packet); otherwise loopback.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys

try:
    import fcntl  # Unix only
except ImportError:  # Windows: the routed address below
    fcntl = None  # type: ignore[assignment]  # no module on Windows: None says so

SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address


def lan_address() -> str:
    found = _interface_addresses()
    usable = [address for address in found if _reachable_by_phones(address)]
    if usable:
        return sorted(usable, key=lambda a: not ipaddress.ip_address(a).is_private)[0]
    routed = _routed_address()
    return routed if routed and _reachable_by_phones(routed) else "127.0.0.1"


def _reachable_by_phones(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)


def _interface_addresses() -> list[str]:
    if fcntl is None or not sys.platform.startswith("linux"):
        return []
    addresses = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _index, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            try:
                reply = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, request)
            except OSError:  # no IPv4 address on this interface
                continue
            addresses.append(socket.inet_ntoa(reply[20:24]))
    return addresses


def _routed_address() -> str | None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 9))  # UDP connect: a route is chosen, nothing is sent
            return str(probe.getsockname()[0])
    except OSError:
        return None
