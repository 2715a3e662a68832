"""A build that would change nothing is known before it reads a report (build/unchanged.py):
and only then, whatever changed since, in the sources, the settings or the generated files."""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from generator.build.pipeline import generate, generated_before
from generator.config import Settings
from tests.helpers import SAMPLES, STORIES


def _project(tmp_path: Path) -> Settings:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    (tmp_path / "docs").mkdir()
    return Settings.at(tmp_path)


def test_a_build_after_a_finished_one_with_nothing_changed_has_nothing_to_do(tmp_path: Path) -> None:
    settings = _project(tmp_path)
    assert generated_before(settings) is None  # never built
    result = generate(settings)
    before = generated_before(settings)
    assert before is not None and before.articles == len(result.briefing.articles)
    assert before.skipped == tuple(f"{s.file}: {s.reason}" for s in result.briefing.skipped)
    assert generated_before(replace(settings, cache_folder=None)) is None  # no cache: every build works it all out


def test_any_change_to_what_a_build_reads_or_wrote_makes_it_build_again(tmp_path: Path) -> None:
    settings = _project(tmp_path)
    generate(settings)
    report = sorted((tmp_path / "sources").glob("*.txt"))[0]
    text = report.read_text(encoding="utf-8")
    stat = report.stat()
    report.write_text(text.replace(" a ", " e ", 1), encoding="utf-8")  # the same size
    os.utime(report, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # and the same date: read by its bytes
    assert generated_before(settings) is None
    generate(settings)
    assert generated_before(settings) is not None

    shutil.copy(sorted(STORIES.glob("*.txt"))[0], tmp_path / "sources")  # a report added
    assert generated_before(settings) is None
    generate(settings)
    (tmp_path / "sources" / ".draft.txt").write_text("Not yet.", encoding="utf-8")  # a hidden file: reported
    assert generated_before(settings) is None
    generate(settings)

    assert generated_before(replace(settings, title="The Orra quake")) is None  # a setting
    page = next((tmp_path / "docs" / "briefing").rglob("*.md"))
    page.write_text(page.read_text(encoding="utf-8") + "\nEdited by hand.\n", encoding="utf-8")
    assert generated_before(settings) is None  # a generated page changed: written again
    generate(settings)
    assert "Edited by hand." not in page.read_text(encoding="utf-8")
    (tmp_path / "docs" / "briefing.json").unlink()
    assert generated_before(settings) is None


def test_a_build_that_fails_leaves_no_record_that_nothing_changed(tmp_path: Path, monkeypatch) -> None:
    from generator.build import pipeline

    settings = _project(tmp_path)
    generate(settings)
    (tmp_path / "sources" / "new.txt").write_text("A ferry sank off Orra on Monday, the coastguard said.", "utf-8")

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(pipeline, "render_site", broken)
    with pytest.raises(RuntimeError):
        generate(settings)
    monkeypatch.undo()
    (tmp_path / "sources" / "new.txt").unlink()  # back to what the last finished build read
    assert generated_before(settings) is None  # the failed build may have left anything: build again
