"""A site rebuilt with kept conversions, search entries and drawn pages (build/converted.py,
search_entries.py, templated.py) is the site a clean build makes, after any sequence of
edits, additions and deletions of reports, hand-written pages, templates and settings."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.converted import cacheable
from tests.helpers import STORIES, mkdocs, sample_project, snapshot

pytestmark = pytest.mark.slow

_SENTENCES = ["The ferry service was suspended on Tuesday, the port authority said.",
              "Three schools stayed closed while engineers checked their roofs.",
              "A second convoy of 12 trucks reached the town on Wednesday."]


def _edit(root: Path, rng: random.Random) -> None:
    report = rng.choice(sorted((root / "sources").glob("*.txt")))
    report.write_text(report.read_text(encoding="utf-8") + "\n\n" + rng.choice(_SENTENCES) + "\n", encoding="utf-8")


def _add(root: Path, rng: random.Random) -> None:
    new = [p for p in sorted(STORIES.glob("*.txt")) if not (root / "sources" / p.name).exists()]
    if new:
        shutil.copy(rng.choice(new), root / "sources")


def _delete(root: Path, rng: random.Random) -> None:
    rng.choice(sorted((root / "sources").glob("*.txt"))).unlink()


def _hand_written(root: Path, rng: random.Random) -> None:
    page = root / "docs" / "notes.md"
    page.write_text(f"# Notes\n\nSee [the briefing](briefing/index.md), note {rng.randrange(100)}.\n", encoding="utf-8")


def _template(root: Path, rng: random.Random) -> None:
    template = root / "overrides" / "main.html"
    text = template.read_text(encoding="utf-8")  # inside a block: text outside blocks is never drawn
    template.write_text(text.replace("{{ super() }}", f"{{{{ super() }}}}<!-- theme note {rng.randrange(100)} -->", 1),
                        encoding="utf-8")


def _settings(root: Path, rng: random.Random) -> None:
    settings = root / "mkdocs.yml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(text.replace("site_name: ", f"site_name: {rng.randrange(100)} ", 1), encoding="utf-8")


def _nothing(root: Path, rng: random.Random) -> None:
    pass


_STEPS = [_edit, _add, _delete, _hand_written, _nothing, _add, _edit, _template, _settings]


def _pages(site: Path) -> dict[str, bytes]:
    """The site's files but the compressed sitemap (gzip stamps the time it was written)."""
    return {name: data for name, data in snapshot(site).items() if name != "sitemap.xml.gz"}


def test_a_rebuilt_site_is_the_clean_build_after_random_edits(tmp_path: Path) -> None:
    root = sample_project(tmp_path / "kept")
    rng = random.Random(57)
    steps = rng.sample(_STEPS, len(_STEPS))
    assert mkdocs(root).returncode == 0
    for step in steps:
        step(root, rng)
        done = mkdocs(root)
        assert done.returncode == 0, (step.__name__, done.stderr)
        clean = tmp_path / "clean"
        shutil.rmtree(clean, ignore_errors=True)
        shutil.copytree(root, clean, ignore=shutil.ignore_patterns(".briefing", "site"))
        assert mkdocs(clean).returncode == 0
        assert _pages(root / "site") == _pages(clean / "site"), step.__name__
    assert any((root / ".briefing" / "converted").iterdir()) and any((root / ".briefing" / "templated").iterdir())


def test_a_page_with_a_broken_link_fails_every_strict_build(tmp_path: Path) -> None:
    """A conversion that warned is never kept: the second build warns (and fails) again."""
    root = sample_project(tmp_path)
    (root / "docs" / "notes.md").write_text("# Notes\n\n[gone](briefing/index.md#no-such-anchor)\n", encoding="utf-8")
    for _ in range(2):
        done = mkdocs(root)
        assert done.returncode != 0 and "no-such-anchor" in done.stderr


def test_only_page_only_markdown_extensions_keep_conversions() -> None:
    assert cacheable({"markdown_extensions": ["toc", "tables", "fenced_code", "admonition", "md_in_html"]})
    assert not cacheable({"markdown_extensions": ["toc", "pymdownx.snippets"]})  # includes other files
    assert not cacheable({"markdown_extensions": ["toc", object()]})  # an extension object: unknown


def test_a_retitled_page_is_retitled_in_every_kept_pages_navigation(tmp_path: Path) -> None:
    """Without a `nav:` setting the navigation lists the pages by the titles their headings give:
    a kept page is drawn again when another page's title changes."""
    root = sample_project(tmp_path / "kept")
    settings = root / "mkdocs.yml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(text[:text.index("\nnav:")] + text[text.index("\nextra:"):], encoding="utf-8")
    notes = root / "docs" / "notes.md"
    notes.write_text("# Field notes\n\nKept by hand.\n", encoding="utf-8")
    assert mkdocs(root).returncode == 0
    notes.write_text("# Notes from the field\n\nKept by hand.\n", encoding="utf-8")
    assert mkdocs(root).returncode == 0
    clean = tmp_path / "clean"
    shutil.copytree(root, clean, ignore=shutil.ignore_patterns(".briefing", "site"))
    assert mkdocs(clean).returncode == 0
    assert _pages(root / "site") == _pages(clean / "site")
    assert "Notes from the field" in (root / "site" / "accuracy.html").read_text(encoding="utf-8")


def test_pages_are_drawn_anew_where_a_plugin_or_a_template_could_read_more_than_the_key(tmp_path: Path) -> None:
    from mkdocs.config import load_config

    from generator.build.templated import theme_key

    root = sample_project(tmp_path)
    config = load_config(str(root / "mkdocs.yml"))
    assert theme_key(config) is not None and theme_key(config) == theme_key(load_config(str(root / "mkdocs.yml")))
    config.plugins.events["page_context"].append(lambda context, **_: context)  # another plugin's: it may add
    assert theme_key(config) is None
    template = root / "overrides" / "main.html"
    template.write_text(template.read_text(encoding="utf-8") + "{# built {{ build_date_utc }} #}\n", encoding="utf-8")
    assert theme_key(load_config(str(root / "mkdocs.yml"))) is None  # drawn on every build, never kept


_BUILD = """
import os, sys
from generator.build import engine_cache, templated
from mkdocs.__main__ import cli
if sys.argv[1] == "alone":
    engine_cache.parallel = lambda: False  # MkDocs converts and draws every page itself
build, drawn, render = os.getpid(), [], templated.KeptTemplate.render
def counted(self, context):
    key = templated.page_key(self.site, self.nav, self.template.name, context)
    if os.getpid() == build and context.get("page") is not None and self.cache.get(key) is None:
        drawn.append(context["page"].file.src_uri)
    return render(self, context)
templated.KeptTemplate.render = counted
try:
    cli(["build", "--quiet"])
finally:
    print(len(drawn), file=sys.stderr)
"""


def test_a_first_build_draws_its_pages_beside_their_conversion(tmp_path: Path) -> None:
    """The workers that convert the pages no earlier build converted draw them too (engine_cache.py):
    MkDocs finds every page drawn, and the site is the one MkDocs draws alone."""
    from generator.build.workers import parallel

    if not parallel():
        pytest.skip("one core: pages are converted and drawn by MkDocs alone")
    root = sample_project(tmp_path / "kept")
    assert mkdocs(root).returncode == 0  # (the briefing generated: both builds below only draw)
    alone = tmp_path / "alone"
    shutil.copytree(root, alone)
    drawn = {}
    for folder in (root, alone):
        for name in ("converted", "indexed", "templated"):
            shutil.rmtree(folder / ".briefing" / name)
        done = subprocess.run([sys.executable, "-c", _BUILD, folder.name], cwd=folder, capture_output=True, text=True,
                              env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
        assert done.returncode == 0, done.stderr
        drawn[folder.name] = int(done.stderr.strip().splitlines()[-1])
    assert drawn["kept"] == 0 and drawn["alone"] > 10  # every page found drawn; MkDocs alone draws them all
    assert _pages(root / "site") == _pages(alone / "site")
