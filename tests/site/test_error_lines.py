"""Mistakes a user can fix stop `make site` and `generator build` with one line that names them,
never a traceback; a full disk leaves the previous pages whole."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest

from generator.build import staged_write
from generator.cli import main
from tests.helpers import mkdocs, sample_project, snapshot

pytestmark = pytest.mark.slow


def test_a_missing_sources_folder_stops_the_site_build_in_one_line(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    shutil.rmtree(root / "sources")
    done = mkdocs(root)
    assert done.returncode != 0
    assert "no sources folder" in done.stderr and "Traceback" not in done.stderr


def test_an_unknown_briefing_setting_stops_the_site_build_in_one_line(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    config = root / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8") + "\nextra:\n  briefing:\n    sumary_max: 4\n", encoding="utf-8")
    done = mkdocs(root)
    assert done.returncode != 0
    assert "unknown briefing settings: sumary_max" in done.stderr and "Traceback" not in done.stderr


def test_directory_urls_stop_the_site_build_in_one_line(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    config = root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8").replace("use_directory_urls: false", "use_directory_urls: true")
    config.write_text(text.replace("  - offline\n", ""), encoding="utf-8")  # (the offline plugin sets them false)
    done = mkdocs(root)
    assert done.returncode != 0
    assert "set use_directory_urls: false" in done.stderr and "Traceback" not in done.stderr


def test_a_full_disk_is_one_error_line_and_the_previous_pages_stay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    root = sample_project(tmp_path)
    assert main(["build", "--root", str(root), "--quiet"]) == 0
    before = snapshot(root / "docs")
    report = next((root / "sources").glob("*.txt"))
    report.write_text(report.read_text(encoding="utf-8") + "\nThe ferry ran late on Friday.\n", encoding="utf-8")

    def full(self, target: Path, content) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(target))

    monkeypatch.setattr(staged_write.StagedTree, "_stage", full)
    capsys.readouterr()
    assert main(["build", "--root", str(root), "--quiet"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: the disk is full while writing ")
    assert snapshot(root / "docs") == before
