"""Saving the session in progress without holding up a frame: a save is synced to disk and takes
10 to 35 ms, longer than a frame, and the table saves after every decision. The snapshot is taken
on the caller's thread (the table keeps changing); one worker thread writes it. Only the latest
request matters: one still waiting when a newer comes is replaced by it, so the file is never
more than the write under way behind, and a discard is never overtaken by an older save."""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from engine.table import Table
from game import resume
from game.session import Setup


class SessionSaver:
    def __init__(self) -> None:
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save")
        self._lock = threading.Lock()
        self._next: dict | None = None  # the snapshot to write next; None: discard the file
        self._queued = False  # a job is waiting to run and will take `_next`
        self._writes: list[Future[str | None]] = []

    def save(self, setup: Setup, table: Table) -> None:
        self._ask(resume.snapshot(setup, table))

    def discard(self) -> None:
        self._ask(None)

    def _ask(self, snapshot: dict | None) -> None:
        with self._lock:
            self._next = snapshot
            if self._queued:
                return  # the waiting job will write this one instead
            self._queued = True
        self._writes.append(self._worker.submit(self._run))

    def _run(self) -> str | None:
        with self._lock:
            snapshot, self._queued = self._next, False
        if snapshot is None:
            resume.discard()
            return None
        return resume.write(snapshot)

    def problems(self) -> list[str]:
        """Messages of the writes finished since the last call (a folder that is not writable)."""
        done = [write for write in self._writes if write.done()]
        self._writes = [write for write in self._writes if not write.done()]
        return [problem for problem in (write.result() for write in done) if problem]

    def flush(self) -> list[str]:
        """Wait for every write asked for (before the file is read again); their messages."""
        for write in list(self._writes):
            write.result()
        return self.problems()
