"""Settings: every value from mkdocs.yml or the command line is checked, and a bad one is named."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

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
