"""A large story's article pages are rendered by forked workers: the pages are the same as
one process renders them, in the same order."""

from __future__ import annotations

import pytest

from generator.build import site, workers
from generator.build.pipeline import build
from generator.build.workers import forks
from tests.helpers import counted_pools, sample_project, settings


@pytest.mark.skipif(not forks(), reason="workers render pages only where they can be forked")
def test_pages_rendered_by_workers_are_those_one_process_renders(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    options = settings(sample_project(tmp_path), cache_folder=None)
    briefing = build(options)
    alone = list(site.render_site(briefing, options))
    pools = counted_pools(monkeypatch)
    monkeypatch.setattr(site, "PARALLEL_PAGES", 2)
    together = list(site.render_site(briefing, options))
    assert pools == [2]  # the workers did render them
    assert together == alone and not workers._FORKED


@pytest.mark.skipif(not forks(), reason="workers render pages only where they can be forked")
def test_report_pages_rendered_by_workers_are_kept_for_the_next_build(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    options = settings(sample_project(tmp_path))
    briefing = build(options)
    pools = counted_pools(monkeypatch)
    monkeypatch.setattr(site, "PARALLEL_PAGES", 2)
    first = list(site.render_site(briefing, options))
    assert pools == [2]
    rendered: list[str] = []
    article_page = site.report_page
    monkeypatch.setattr(site, "report_page", lambda template, article, view: rendered.append(article.id)
                        or article_page(template, article, view))
    assert list(site.render_site(briefing, options)) == first
    assert rendered == [] and pools == [2]  # every report's page read back: no worker was needed
