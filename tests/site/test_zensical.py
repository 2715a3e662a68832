"""The generated docs/ builds with Zensical, Material for MkDocs' successor, from the same
mkdocs.yml: Zensical ignores hooks, so the generator runs first, as the README says."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from tests.helpers import sample_project

pytestmark = pytest.mark.slow

ZENSICAL = Path(sys.executable).with_name("zensical")


@pytest.mark.skipif(not ZENSICAL.exists(), reason="Zensical is installed by requirements-dev.lock")
def test_the_generated_docs_build_with_zensical_and_its_clean_keeps_the_generator_s_caches(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    assert main(["build", "--root", str(root), "--quiet"]) == 0
    kept = sorted(p.relative_to(root) for p in (root / ".briefing").rglob("*.pickle"))
    assert kept
    done = subprocess.run([str(ZENSICAL), "build", "--clean"], cwd=root, capture_output=True, text=True,
                          env={**os.environ, "NO_COLOR": "1"}, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    site = root / "site"
    front = (site / "briefing" / "index.html").read_text(encoding="utf-8")
    assert "stylesheets/briefing.css" in front
    for page in (site / "briefing" / "articles").glob("*.html"):
        assert 'class="sentence" id="s-' in page.read_text(encoding="utf-8")
    index = json.loads((site / "search.json").read_text(encoding="utf-8"))
    assert any("Kramatorsk" in item["text"] for item in index["items"])
    assert (site / "briefing.json").is_file()
    assert sorted(p.relative_to(root) for p in (root / ".briefing").rglob("*.pickle")) == kept
