"""An edited report's page is shown at once, in its story, and the full generation that
follows leaves exactly the pages a build from nothing gives."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.build.pipeline import generate
from generator.preview import preview
from tests.helpers import SAMPLES, STORIES, settings

EDIT = "\nThe ferry to the islands ran late again on Friday, a harbour clerk said.\n"


def _pages(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("stories", [1, 2])
def test_an_edited_report_s_page_alone_is_written_then_the_generation_mends_the_rest(tmp_path: Path,
                                                                                   stories: int) -> None:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    if stories == 2:
        for path in STORIES.glob("*.txt"):
            shutil.copy(path, tmp_path / "sources" / f"quake-{path.name}")
    project = settings(tmp_path, cache_folder=None, build_date="2026-01-31")
    last = generate(project).briefing
    assert len(last.stories) == (2 if stories == 2 else 0)
    before = _pages(project.output)
    edited = sorted((tmp_path / "sources").glob("0*.txt"))[1]
    edited.write_text(edited.read_text(encoding="utf-8") + EDIT, encoding="utf-8")
    (tmp_path / "sources" / "new.txt").write_text("A report added since: it shows with the next generation.\n",
                                                  encoding="utf-8")

    written = preview(project, last, [edited, tmp_path / "sources" / "new.txt", tmp_path / "sources" / "gone.txt"])

    (page,) = written
    assert "ferry to the islands" in page.read_text(encoding="utf-8")
    after = _pages(project.output)
    assert {name for name in after if after[name] != before[name]} == {page.relative_to(project.output).as_posix()}
    generate(project)
    fresh = settings(tmp_path, cache_folder=None, build_date="2026-01-31", docs=tmp_path / "fresh")
    generate(fresh)
    assert _pages(project.output) == _pages(fresh.output)


def test_an_edit_that_changes_nothing_shown_writes_nothing(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    project = settings(tmp_path, cache_folder=None)
    last = generate(project).briefing
    edited = sorted((tmp_path / "sources").glob("*.txt"))[0]
    edited.write_text(edited.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert preview(project, last, [edited]) == []
