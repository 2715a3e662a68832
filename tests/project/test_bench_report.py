"""The benchmark's Performance page, written from its results only (where an edit's time goes among them), and
the benchmark's reading of a build's stages."""

from __future__ import annotations

import sys
from pathlib import Path

from bench.report import page
from bench.run import run


def _row(articles: int, **extra: object) -> dict:
    return {"articles": articles, "generator_s": 1.0, "generator_rss_mb": 100.0, "site_s": 3.0, "site_rss_mb": 120.0,
            "mkdocs_only_s": 2.0, "generator_share": 0.5, "stories": 1, "warm_s": 0.5, "incremental_s": 0.9,
            "stage_shares": {"read": 0.5, "render": 0.5}, **extra}


def test_the_page_says_where_an_edit_s_time_goes() -> None:
    stages = {"read": 0.25, "process": 0.5, "stories": 1.0, "names": 0.5, "align": 0.75, "in brief": 0.25,
              "render": 1.5, "write": 0.25}
    rows = [_row(5), _row(1000, incremental_stage_s=stages, incremental_timed_s=4.2),
            _row(700, folder="real", stories=9, incremental_stage_s={"read": 0.1, "render": 0.2}, incremental_timed_s=0.6)]
    written = page({"cpu_count": 2, "python": "3.11", "rows": rows})
    section = written.split("## Where an edit's time goes")[1].split("\n## ")[0]
    table = [line for line in section.splitlines() if line.startswith("|")]
    assert table[0] == "| Stage | 1,000 articles | 700 articles (real) |"  # only the sizes whose edit was timed
    assert "| stories | 1.00 | 0.00 |" in table and "| render | 1.50 | 0.20 |" in table
    assert "| **read, process, render and write** | **2.50** | **0.30** |" in table
    assert "| **story-wide stages** | **2.50** | **0.00** |" in table
    assert table[-1] == "| the whole edit, waited | 4.20 | 0.60 |"


def test_a_page_from_results_without_edit_stages_has_no_such_section() -> None:
    written = page({"cpu_count": 2, "python": "3.11", "rows": [_row(5), _row(100)]})
    assert "## Where an edit's time goes" not in written and "## Where the generator's time goes" in written


def test_the_benchmark_reads_the_stages_a_build_prints(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "a.txt").write_text("Rivers rose across the region on Monday, officials said.\n",
                                                encoding="utf-8")
    stages: dict[str, float] = {}
    seconds, peak = run([sys.executable, "-m", "generator", "build", "--quiet", "--timings", "--root", str(tmp_path),
                         "--sources", str(tmp_path / "sources"), "--docs", str(tmp_path / "docs")], tmp_path, stages)
    assert seconds > 0 and peak > 0
    assert {"read", "process", "stories", "in brief", "render", "write"} <= set(stages)
    assert all(value >= 0 for value in stages.values())
