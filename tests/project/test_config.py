"""Settings: every value from mkdocs.yml or the command line is checked, and a bad one is named."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from generator.cli import main
from generator.config import Settings


@pytest.mark.parametrize("options, message", [
    ({"summary_min": "three"}, "summary_min must be a whole number"),
    ({"summary_max": True}, "summary_max must be a whole number"),  # YAML's "yes"
    ({"brief_words": 1.5}, "brief_words must be a whole number"),
    ({"sources": 5}, "sources must be a folder name"),
    ({"title": ["a", "b"]}, "title must be text"),
    ({"summary_min": 6}, "summary_min (6) must be at least 1 and at most summary_max (5)"),
    ({"colour": "red"}, "unknown briefing settings: colour"),
])
def test_a_bad_setting_is_named(options: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Settings().with_options(options)


def test_settings_take_the_types_yaml_gives() -> None:
    settings = Settings(root=Path("/project")).with_options(
        {"title": 2022, "build_date": date(2026, 1, 31), "sources": "clips", "docs": Path("site-docs"), "summary_max": 7})
    assert settings.title == "2022" and settings.build_date == "2026-01-31" and settings.summary_max == 7
    assert settings.sources == Path("/project/clips") and settings.docs == Path("/project/site-docs")


def test_a_project_elsewhere_is_read_and_written_where_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`generator build --root proj` and `mkdocs serve -f proj/mkdocs.yml` run from another folder
    read proj/sources and write proj/docs, never the working folder's."""
    project = tmp_path / "proj"
    (project / "sources").mkdir(parents=True)
    (project / "sources" / "a.txt").write_text("Rivers rose across the region on Monday, officials said.\n",
                                               encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert Settings.at(Path("proj")).sources == Path("proj/sources")
    assert main(["build", "--quiet", "--no-cache", "--root", str(project)]) == 0
    assert (project / "docs" / "briefing.json").is_file() and not any(elsewhere.iterdir())
