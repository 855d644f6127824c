"""The phone page and its static files, read once when the server is made and served from memory.

Not with aiohttp's FileResponse (nor add_static, which uses it): that sends a file with loop.sendfile,
and on CPython 3.11 a connection closed while a file is on its way (a phone dropping it, or the shield
cutting a phone's oldest connection) answers the loop's sendfile waiter twice: an ERROR traceback on
the host's console ('InvalidStateError: invalid state' in _call_connection_lost), and the send never
finishes, so the server's shutdown waits out its whole timeout. The files are small (the folder is a
few hundred KB), so each is held as bytes and written like any other answer.

What a browser sees is as before: the same content types, an ETag and Last-Modified to revalidate
against (304 when it holds the same file), and 404 for a name that is not a file of the folder.
"""

from __future__ import annotations

import hashlib
import mimetypes
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

from aiohttp import web

# the kinds served, as aiohttp's FileResponse named them (Python 3.11's own table, whatever the
# machine's /etc/mime.types says: it may call a script text/javascript)
KINDS = {
    ".html": "text/html",
    ".js": "application/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
}


@dataclass(frozen=True)
class PageFile:
    body: bytes
    content_type: str
    etag: str  # strong, from the bytes: a browser's copy is fresh while the file is unchanged
    last_modified: datetime  # the file's, to the second (as the header says it)

    def answer(self, request: web.BaseRequest, headers: dict[str, str]) -> web.Response:
        """The file, or 304 Not Modified when the request's conditions say the browser holds it."""
        headers = {
            **headers,
            "ETag": self.etag,
            "Last-Modified": format_datetime(self.last_modified, usegmt=True),
        }
        if self._held(request):
            return web.Response(status=304, headers=headers)
        return web.Response(body=self.body, content_type=self.content_type, headers=headers)

    def _held(self, request: web.BaseRequest) -> bool:
        """If-None-Match decides when it is sent (RFC 9110 13.2.2); else If-Modified-Since."""
        tags = request.if_none_match
        if tags is not None:
            return any(tag.value in ("*", self.etag.strip('"')) for tag in tags)
        since = request.if_modified_since
        return since is not None and self.last_modified <= since


def read_file(path: Path) -> PageFile:
    body = path.read_bytes()
    kind = KINDS.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    modified = datetime.fromtimestamp(int(path.stat().st_mtime), UTC)
    return PageFile(body, kind, f'"{hashlib.sha256(body).hexdigest()[:32]}"', modified)


class PageFiles:
    """Every file of `folder` (not its sub-folders: the phone page has none), by name."""

    def __init__(self, folder: Path) -> None:
        self.files = {path.name: read_file(path) for path in sorted(folder.iterdir()) if path.is_file()}

    def file(self, name: str) -> PageFile:
        found = self.files.get(name)
        if found is None:
            raise web.HTTPNotFound()
        return found
