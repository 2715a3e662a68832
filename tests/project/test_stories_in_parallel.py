"""A folder of several stories has them worked out and rendered by forked workers on every
core: the pages, briefing.json and the caches' next build are those of one process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.build import pipeline, site
from generator.build.pipeline import generate
from generator.build.timing import recording
from generator.build.workers import forks
from tests.helpers import counted_pools, settings, snapshot, two_stories

pytestmark = pytest.mark.skipif(not forks(), reason="stories are shared out only where workers can be forked")


@pytest.mark.parametrize("cache", [None, ".briefing/articles"])
def test_stories_shared_out_are_those_one_process_makes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        cache: str | None) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    alone = settings(two_stories(tmp_path / "alone"), cache_folder=cache)
    generate(alone)
    pools = counted_pools(monkeypatch)
    monkeypatch.setattr(pipeline, "PARALLEL_MIN", 2)  # stories of 5 and 4 reports are worth workers here
    monkeypatch.setattr(site, "PARALLEL_PAGES", 9)
    shared = settings(two_stories(tmp_path / "shared"), cache_folder=cache)
    with recording() as times:
        result = generate(shared)
    assert len(result.briefing.stories) == 2
    assert pools == [2, 2]  # two workers worked out the stories, two rendered them
    assert times["names"] > 0 and times["in brief"] > 0  # recorded in the workers, added here
    assert snapshot(shared.output) == snapshot(alone.output)
    assert (shared.root / shared.export).read_bytes() == (alone.root / alone.export).read_bytes()
    if cache:  # the next build reads every story and page from what the workers made
        pools.clear()
        again = generate(shared)
        assert not pools and again.briefing == result.briefing
        assert snapshot(shared.output) == snapshot(alone.output)
