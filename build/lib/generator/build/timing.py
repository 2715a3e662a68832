"""Where a build spends its time, stage by stage.

`python -m generator build --timings` prints the table and the benchmark records each stage's
share, so a slow build says which stage to look at. Stages are marked with `timed(name)`;
the times go to the recorder of the current build (a context variable), and cost nothing
when no one records.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from time import perf_counter

_times: ContextVar[dict[str, float] | None] = ContextVar("stage_times", default=None)


@contextmanager
def timed(stage: str) -> Iterator[None]:
    """Add the time spent inside the block to `stage` (several blocks may share a stage)."""
    times = _times.get()
    if times is None:
        yield
        return
    started = perf_counter()
    try:
        yield
    finally:
        times[stage] = times.get(stage, 0.0) + perf_counter() - started


@contextmanager
def recording() -> Iterator[dict[str, float]]:
    """Record the stages run inside the block: stage -> seconds, in the order first run."""
    times: dict[str, float] = {}
    token = _times.set(times)
    try:
        yield times
    finally:
        _times.reset(token)


def add_times(times: dict[str, float]) -> None:
    """Add stage times recorded elsewhere (in a worker) to the current build's."""
    recorded = _times.get()
    if recorded is not None:
        for stage, seconds in times.items():
            recorded[stage] = recorded.get(stage, 0.0) + seconds


def table(times: dict[str, float]) -> str:
    """The times as lines of 'stage  seconds  share'."""
    total = sum(times.values()) or 1.0
    return "\n".join(f"{stage:<10} {seconds:7.2f} s {seconds / total:6.1%}" for stage, seconds in times.items())
