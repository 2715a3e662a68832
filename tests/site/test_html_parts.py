"""A page converted with its HTML parts set aside (build/html_parts.py) is the page MkDocs
converts whole: the same HTML, table of contents, title and anchors, on every generated page
and where a part cannot be set aside."""

from __future__ import annotations

from pathlib import Path

import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import get_files
from mkdocs.structure.pages import Page

from generator.build.html_parts import convert_without_parts
from generator.build.pipeline import generate
from generator.render.html_part import OPEN
from tests.helpers import STORIES, sample_project, settings

pytestmark = pytest.mark.slow


def _both_ways(root: Path) -> list[tuple[str, Page, Page, int]]:
    """Each page of the project converted whole and with its parts set aside, and how many parts it has."""
    config = load_config(str(root / "mkdocs.yml"))
    files = get_files(config)
    pairs = []
    for file in files.documentation_pages():
        whole, apart = Page(None, file, config), Page(None, file, config)
        for page in (whole, apart):
            page.read_source(config)
        whole.render(config, files)
        convert_without_parts(apart, config, files, apart.render)
        pairs.append((file.src_uri, whole, apart, (apart.markdown or "").count(OPEN)))
    return pairs


def _same(whole: Page, apart: Page) -> bool:
    return (whole.content, str(whole.toc), whole.title, whole.present_anchor_ids) == \
        (apart.content, str(apart.toc), apart.title, apart.present_anchor_ids)


def test_every_generated_page_converts_to_the_same_html_with_its_parts_set_aside(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    for path in sorted(STORIES.glob("*.txt")):  # two stories: the folder's pages and each story's
        (root / "sources" / path.name).write_bytes(path.read_bytes())
    generate(settings(root, cache_folder=None))
    pairs = _both_ways(root)
    assert [uri for uri, whole, apart, _ in pairs if not _same(whole, apart)] == []
    with_parts = {uri for uri, _, _, parts in pairs if parts}
    assert any(uri.endswith("/quotes.md") for uri in with_parts) and any("/articles/" in uri for uri in with_parts)
    assert any(uri.endswith("/index.md") for uri in with_parts)  # (its folded sections' parts are left to Markdown)


PART = f'{OPEN}\n<table>\n<tbody>\n<tr><td><span id="x-1"></span>12</td> <td><a href="b.html#y">S&#45;1</a></td></tr>\n</tbody>\n</table>\n</div>'


@pytest.mark.parametrize("markdown", [
    f"# A page\n\nSome text.\n\n{PART}\n\n## Later\n\nMore.\n",
    f"# At the end\n\n{PART}\n",
    f'# Folded\n\n<details markdown="1">\n<summary>Fold</summary>\n\n{PART}\n\n</details>\n\n{PART}\n',
    f"# Inside a block of HTML\n\n<section>\n\n{PART}\n\n</section>\n",  # (set aside, it would not come back)
])
def test_a_part_set_aside_gives_what_markdown_would_write(tmp_path: Path, markdown: str) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text(markdown, encoding="utf-8")
    (tmp_path / "docs" / "b.md").write_text("# B\n\n<span id=\"y\"></span>\n", encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text("site_name: t\nmarkdown_extensions: [tables, md_in_html, toc]\n", encoding="utf-8")
    pairs = _both_ways(tmp_path)
    assert all(_same(whole, apart) for _, whole, apart, _ in pairs)
    assert "x-1" in pairs[[uri for uri, *_ in pairs].index("index.md")][2].present_anchor_ids
