"""The samples' briefing.json pinned: every change of behaviour shows up here, field by field,
so it is seen and explained in review. Regenerate on purpose with:

    .venv/bin/python -m pytest tests/site/test_golden.py --update-golden
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.config import Settings
from generator.build.pipeline import generate
from tests.helpers import GOLDEN, SAMPLES, settings


def differences(expected, actual, path: str = "$") -> list[str]:
    """Readable differences between two JSON values: one line per differing field."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        lines = []
        for key in sorted(set(expected) | set(actual), key=str):
            if key not in actual:
                lines.append(f"{path}.{key}: removed")
            elif key not in expected:
                lines.append(f"{path}.{key}: added {json.dumps(actual[key], ensure_ascii=False)[:200]}")
            else:
                lines += differences(expected[key], actual[key], f"{path}.{key}")
        return lines
    if isinstance(expected, list) and isinstance(actual, list):
        lines = [line for i, (a, b) in enumerate(zip(expected, actual)) for line in differences(a, b, f"{path}[{i}]")]
        if len(expected) != len(actual):
            lines.append(f"{path}: {len(expected)} items, now {len(actual)}")
        return lines
    if expected != actual:
        return [f"{path}: {json.dumps(expected, ensure_ascii=False)[:200]} -> {json.dumps(actual, ensure_ascii=False)[:200]}"]
    return []


def test_the_samples_briefing_matches_the_golden_file(tmp_path: Path, request: pytest.FixtureRequest) -> None:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    (tmp_path / "docs").mkdir()
    generate(settings(tmp_path, cache_folder=None))
    actual = json.loads((tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8"))
    if request.config.getoption("--update-golden"):
        GOLDEN.write_text(json.dumps(actual, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
        pytest.skip("golden file rewritten")
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    found = differences(expected, actual)
    assert not found, "the samples' briefing changed (rerun with --update-golden if intended):\n" + "\n".join(found[:60])


def test_differences_name_the_field_that_changed() -> None:
    assert differences({"a": [1, {"b": "x"}]}, {"a": [1, {"b": "y"}], "c": 2}) == ['$.a[1].b: "x" -> "y"', "$.c: added 2"]
