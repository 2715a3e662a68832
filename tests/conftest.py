from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """An empty project folder with sources/ and docs/."""
    (tmp_path / "sources").mkdir()
    (tmp_path / "docs").mkdir()
    return tmp_path


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/golden/briefing.json from the samples")
