"""Worker processes for the stages that use every core: processing articles, working out the
stories of a folder of many, a large story's own stages side by side, rendering pages.

They are forked where the system can (they start at once, with what the build has loaded)
and end with the build that started them, even when it is killed with `kill -9`.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

from generator.build.timing import add_times, recording
from generator.limits import limit_memory

T = TypeVar("T")


def cores() -> int:
    """How many workers a stage uses: the machine's cores, at most 8."""
    return min(os.cpu_count() or 1, 8)


def forks() -> bool:
    """Whether workers are forked, and so start with everything this process holds."""
    return "fork" in multiprocessing.get_all_start_methods()


# What a worker may map beyond what it starts with (forked, it starts with all the build
# holds): a stage's work on one report or story needs a few hundred megabytes at most, so a
# worker past this fails alone with MemoryError (the report it was reading is listed as not
# read) instead of taking the machine.
WORKER_MEMORY = 2_000_000_000


def worker_pool(workers: int, limited: bool = True) -> ProcessPoolExecutor:
    """A pool of `workers` processes that end with this one, each within WORKER_MEMORY where `limited`."""
    context = multiprocessing.get_context("fork" if forks() else "spawn")
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_start_worker,
                               initargs=(os.getpid(), WORKER_MEMORY if limited else None))


def _start_worker(parent: int, memory: int | None) -> None:
    if memory is not None:
        limit_memory(memory)
    _end_with_parent(parent)


def parallel() -> bool:
    """Whether a stage can share its work with forked workers on other cores."""
    return cores() > 1 and forks()


_FORKED: dict[int, Callable[[int], Any]] = {}  # the work of forked workers, by pool: inherited, never copied


@contextmanager
def forked_map(work: Callable[[int], T], count: int, workers: int | None = None,
               chunksize: int = 1, limited: bool = True) -> Iterator[Iterator[T]]:
    """`work(0)`, …, `work(count - 1)`, in that order, computed by forked workers (all cores'
    unless `workers` says) that start at once, with `work` and all it holds in their memory:
    only the results travel back. The workers' stage times join the build's. Only where
    `parallel()` (or `forks()`, for one worker)."""
    pool = worker_pool(workers or cores(), limited)
    _FORKED[id(pool)] = work
    try:  # map submits every call now: the workers fork then, with `work` in place
        calls = pool.map(_forked_call, [id(pool)] * count, range(count), chunksize=chunksize)
        yield (_timed(result) for result in calls)
    finally:
        pool.shutdown(cancel_futures=True)  # calls not yet made when the build stops are not
        _FORKED.pop(id(pool), None)


def in_child(work: Callable[[], T]) -> T:
    """`work()`, computed by a forked process that ends with it (where processes fork), so that
    the memory it needed goes back to the system: a long-lived process that runs a large build
    (the MkDocs hook's, which then builds the site) would otherwise keep it. Its errors are
    raised here."""
    if not forks():
        return work()
    with forked_map(lambda _: work(), 1, workers=1, limited=False) as results:  # (a whole build: no worker's limit)
        return next(results)


@contextmanager
def alongside(work: Callable[[], T], wanted: bool = True) -> Iterator[Callable[[], T]]:
    """Run `work` in a forked worker while the block runs here; the block calls the yielded
    function for its result. Without `wanted`, or where not `parallel()`, that function runs
    `work` here, when called: the same result, one after the other."""
    if not wanted or not parallel():
        yield work
        return
    with forked_map(lambda _: work(), 1, workers=1) as results:
        yield lambda: next(results)


def _forked_call(pool: int, index: int) -> tuple[Any, dict[str, float]]:
    with recording() as times:
        return _FORKED[pool](index), times


def _timed(result: tuple[T, dict[str, float]]) -> T:
    found, times = result
    add_times(times)
    return found


def _end_with_parent(parent: int) -> None:
    """In a worker: end when the build that started it ends, even by `kill -9` (Linux asks the
    kernel to signal us; elsewhere a watcher thread notices the parent is gone)."""
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(1, signal.SIGTERM) == 0:  # PR_SET_PDEATHSIG
            if os.getppid() != parent:  # the parent died before the request
                os._exit(1)
            return
    except (OSError, AttributeError):
        pass
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()
