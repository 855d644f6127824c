"""Saving the session in progress without holding up a frame: a save is synced to disk and takes
10 to 35 ms, longer than a frame, and the table saves after every decision. The snapshot is taken
on the caller's thread (the table keeps changing); one worker thread writes it. Only the latest
request matters: one still waiting when a newer comes is replaced by it, so the file is never
more than the write under way behind, and a discard is never overtaken by an older save.

At the end of a session `finish` asks for the final snapshot, the hall of fame entry it earns and
only then the file's removal, in that order (game.play.resume.finish); `ending` holds what was recorded."""

from __future__ import annotations

import threading
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from engine.table import Table
from game.play import hall_of_fame, resume
from game.play.move_facts import MoveFact
from game.play.session import Setup

_Job = (
    dict[str, Any] | tuple[dict[str, Any], hall_of_fame.Entry] | None
)  # a snapshot; the final one and its entry; a discard


class SessionSaver:
    def __init__(self) -> None:
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save")
        self._lock = threading.Lock()
        self._next: _Job = None  # the snapshot to write next; None: discard the file
        self._queued = False  # a job is waiting to run and will take `_next`
        self._writes: list[Future[list[str]]] = []
        self.ending: hall_of_fame.Recorded | None = None  # set by the end of the session
        self.healthy = True  # the latest write finished without a problem

    def save(self, setup: Setup, table: Table, told: Iterable[tuple[int, MoveFact]] = ()) -> None:
        """Save the session on `table`, with what its host `told` with its moves (TableHost.told)."""
        self._ask(resume.snapshot(setup, table, told))

    def discard(self) -> None:
        self._ask(None)

    def finish(self, setup: Setup, table: Table) -> None:
        """The session is over: its result and the entry it earns on disk, then the file goes."""
        snapshot = resume.snapshot(setup, table)
        self._ask((snapshot, resume.ending_entry(snapshot, table)))

    def _ask(self, snapshot: _Job) -> None:
        with self._lock:
            self._next = snapshot
            if self._queued:
                return  # the waiting job will write this one instead
            self._queued = True
        self._writes.append(self._worker.submit(self._run))

    def _run(self) -> list[str]:
        with self._lock:
            job, self._queued = self._next, False
        problems = self._do(job)
        self.healthy = not problems
        return problems

    def _do(self, job: _Job) -> list[str]:
        if job is None:
            resume.discard()
            return []
        if isinstance(job, tuple):
            self.ending = resume.finish(*job)
            return self.ending.problems
        problem = resume.write(job)
        return [problem] if problem else []

    def problems(self) -> list[str]:
        """Messages of the writes finished since the last call (a folder that is not writable)."""
        done = [write for write in self._writes if write.done()]
        self._writes = [write for write in self._writes if not write.done()]
        return [problem for write in done for problem in write.result()]

    def flush(self) -> list[str]:
        """Wait for every write asked for (before the file is read again); their messages."""
        for write in list(self._writes):
            write.result()
        return self.problems()
