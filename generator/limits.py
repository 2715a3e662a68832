"""Bounds on the memory a process may take: a worker or a document reader is limited to a
budget beyond what it starts with, so that one hostile file fails alone, with its name, instead
of taking the machine."""

from __future__ import annotations

import os
from pathlib import Path


def mapped_bytes() -> int:
    """The bytes of address space this process maps now (Linux: /proc; elsewhere 0, so the
    limit is the budget alone)."""
    try:
        return int(Path("/proc/self/statm").read_text().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def limit_memory(budget: int) -> None:
    """Let this process map at most `budget` bytes more than it maps now: past it, allocating
    raises MemoryError (where the system has no such limit, nothing changes)."""
    try:
        import resource
    except ImportError:  # not POSIX
        return
    limit = mapped_bytes() + budget
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
