"""Worker processes for the stages that use every core (processing articles, rendering article pages).

They are forked where the system can (they start at once, with what the build has loaded)
and end with the build that started them, even when it is killed with `kill -9`.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor


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
