"""Worker processes for the stages that use every core (processing articles, a large story's
own stages side by side, rendering article pages).

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

from .timing import add_times, recording

T = TypeVar("T")


def cores() -> int:
    """How many workers a stage uses: the machine's cores, at most 8."""
    return min(os.cpu_count() or 1, 8)


def forks() -> bool:
    """Whether workers are forked, and so start with everything this process holds."""
    return "fork" in multiprocessing.get_all_start_methods()


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of `workers` processes that end with this one."""
    context = multiprocessing.get_context("fork" if forks() else "spawn")
    return ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_end_with_parent,
                               initargs=(os.getpid(),))


_ALONGSIDE: dict[str, Callable[[], Any]] = {}  # the work a forked worker runs alongside: inherited, never copied


@contextmanager
def alongside(work: Callable[[], T], wanted: bool = True) -> Iterator[Callable[[], T]]:
    """Run `work` in a forked worker while the block runs here; the block calls the yielded
    function for its result (the worker's stage times join this build's). Without `wanted`,
    or where workers cannot fork, that function runs `work` here, when called: the same
    result, one after the other."""
    if not wanted or cores() < 2 or not forks():
        yield work
        return
    _ALONGSIDE["work"] = work
    pool = worker_pool(1)
    try:
        future = pool.submit(_forked_work)  # the worker forks now, with `work` in its memory

        def result() -> T:
            found, times = future.result()
            add_times(times)
            return found

        yield result
    finally:
        pool.shutdown(cancel_futures=True)
        _ALONGSIDE.clear()


def _forked_work() -> tuple[Any, dict[str, float]]:
    with recording() as times:
        return _ALONGSIDE["work"](), times


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
