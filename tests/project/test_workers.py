"""A build killed with `kill -9` leaves no worker processes behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc").is_dir() or (os.cpu_count() or 1) < 2, reason="needs /proc and two cores")
def test_workers_end_when_the_build_is_killed(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    for n in range(60):  # enough articles for the build to use worker processes
        (sources / f"a{n:02d}.txt").write_text(
            " ".join(f"Report {n} says the river rose {k} metres near the town of Lorne on Monday." for k in range(400)),
            encoding="utf-8")
    build = subprocess.Popen([sys.executable, "-m", "generator", "build", "--sources", str(sources), "--docs",
                              str(tmp_path / "docs"), "--root", str(tmp_path), "--no-cache", "-q"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while time.monotonic() < deadline and not workers:
        workers = children(build.pid)
        time.sleep(0.1)
    assert workers, "the build never started its workers"
    os.kill(build.pid, signal.SIGKILL)
    build.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(Path(f"/proc/{w}").exists() and
                                              "Z" not in (Path(f"/proc/{w}/stat").read_text().split()[2:3] or [""])
                                              for w in workers):
        time.sleep(0.2)
    alive = [w for w in workers if Path(f"/proc/{w}").exists()
             and Path(f"/proc/{w}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"]
    assert not alive, f"workers left running: {alive}"


def _hungry(index: int) -> int:
    return len(bytearray(400_000_000)) if index == 1 else index  # 400 MB for the second call only


@pytest.mark.skipif(not Path("/proc").is_dir() or (os.cpu_count() or 1) < 2, reason="needs /proc and two cores")
def test_a_worker_cannot_take_more_memory_than_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.build import workers

    monkeypatch.setattr(workers, "WORKER_MEMORY", 100_000_000)
    with pytest.raises(MemoryError), workers.forked_map(_hungry, 3) as results:
        list(results)
    monkeypatch.setattr(workers, "WORKER_MEMORY", 2_000_000_000)
    with workers.forked_map(_hungry, 3) as results:
        assert list(results) == [0, 400_000_000, 2]


@pytest.mark.skipif(not Path("/proc").is_dir() or (os.cpu_count() or 1) < 2, reason="needs /proc and two cores")
def test_a_report_that_needs_more_memory_than_a_worker_may_take_is_listed_not_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.build import pipeline, workers
    from generator.config import Settings
    from generator.model import Skipped, Source

    real = pipeline.process

    def process(source, settings):
        if source.file.endswith("greedy.txt"):
            bytearray(400_000_000)
        return real(source, settings)

    monkeypatch.setattr(workers, "WORKER_MEMORY", 200_000_000)
    monkeypatch.setattr(pipeline, "process", process)
    sources = [Source(f"s{n}", f"sources/{'greedy' if n == 5 else n}.txt",
                      f"Crews evacuated {n + 10} homes on the east bank of the river overnight, officials said.\n")
               for n in range(pipeline.PARALLEL_MIN + 6)]
    results = pipeline.process_all(sources, Settings(cache_folder=None))
    (skipped,) = [r for r in results if isinstance(r, Skipped)]
    assert skipped.file == "sources/greedy.txt" and "MB of memory to read: not read" in skipped.reason
    assert sum(1 for r in results if not isinstance(r, Skipped)) == len(sources) - 1
