from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sources"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """An empty project folder with sources/ and docs/."""
    (tmp_path / "sources").mkdir()
    (tmp_path / "docs").mkdir()
    return tmp_path


def sample_texts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.txt"))}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/golden/briefing.json from the samples")
