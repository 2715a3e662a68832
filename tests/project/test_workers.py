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
