"""A large story's alignment and shared copy are worked out by a forked worker while this
process groups its names, figures and quotes: the briefing is the one a single process
makes, and the worker's stage times are the build's."""

from __future__ import annotations

import os

import pytest

from generator.build import pipeline, workers
from generator.build.pipeline import build
from generator.build.timing import recording
from generator.build.workers import alongside, forks
from tests.helpers import counted_pools, sample_project, settings, two_stories


@pytest.mark.skipif(not forks(), reason="work is done alongside only where workers can be forked")
def test_a_story_worked_out_alongside_is_the_one_worked_out_alone(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    options = settings(sample_project(tmp_path), cache_folder=None)
    alone = build(options)
    pools = counted_pools(monkeypatch)
    monkeypatch.setattr(pipeline, "ALONGSIDE_MIN", 2)
    with recording() as times:
        together = build(options)
    assert pools == [1]  # a worker did align the story
    assert together == alone
    assert times["align"] > 0 and times["copy"] > 0  # recorded in the worker, added here


def _fails() -> int:
    raise ValueError("the worker's own error")


@pytest.mark.skipif(not forks(), reason="work is done alongside only where workers can be forked")
def test_an_error_alongside_is_raised_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    with pytest.raises(ValueError, match="the worker's own error"), alongside(_fails) as result:
        result()
    assert not workers._FORKED


def test_without_a_worker_the_work_runs_when_its_result_is_asked() -> None:
    ran = []
    with alongside(lambda: ran.append(1) or len(ran), wanted=False) as result:
        assert ran == []
        assert result() == 1


@pytest.mark.skipif(not forks(), reason="stories are worked out by workers only where they can be forked")
def test_several_large_stories_are_worked_out_side_by_side_as_one_after_another(tmp_path,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Two large stories go to two workers, one each: the briefing is the one a single process
    makes, one story after the other."""
    options = settings(two_stories(tmp_path), cache_folder=None)
    alone = build(options)
    assert len(alone.stories) == 2
    pools = counted_pools(monkeypatch)
    monkeypatch.setattr(pipeline, "ALONGSIDE_MIN", 2)
    monkeypatch.setattr(pipeline, "PARALLEL_MIN", 2)
    together = build(options)
    assert pools == [2]  # the two stories' workers
    assert together == alone
