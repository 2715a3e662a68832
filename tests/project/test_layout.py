"""The package keeps the layout its README draws: no module grows past MAX_LINES, where a
module starts to hold two jobs (figures/story.py reached 649 lines before its statuses moved
to figures/relation.py)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAX_LINES = 600


def test_no_module_of_the_generator_is_over_the_line_limit() -> None:
    sizes = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for path in (ROOT / "generator").rglob("*.py")}
    assert sizes and not {path: lines for path, lines in sizes.items() if lines > MAX_LINES}
