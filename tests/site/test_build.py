"""End to end: sources in, Markdown pages, briefing.json and a strict MkDocs site out."""

from __future__ import annotations

import html as html_module
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.pipeline import generate
from tests.helpers import ROOT, SAMPLES, mkdocs, sample_project, settings

pytestmark = pytest.mark.slow  # end to end: skipped by the quick loop (make test-fast)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_samples_build_into_pages_and_an_export(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    result = generate(settings(root))
    out = root / "docs" / "briefing"
    assert len(result.briefing.articles) == 5 and result.briefing.skipped == ()
    assert {p.name for p in (out / "articles").iterdir()} == {f"{p.stem}.md" for p in SAMPLES.glob("*.txt")}
    data = json.loads((root / "docs" / "briefing.json").read_text(encoding="utf-8"))
    assert data["skipped"] == []
    for source in data["sources"]:
        assert set(source) >= {"id", "file", "title", "outlet", "published", "url", "summary", "set_aside", "page"}
        text = (root / source["file"]).read_text(encoding="utf-8")
        assert 3 <= len(source["summary"]) <= 5 and all(s in text for s in source["summary"])
        page = (out / "articles" / f"{source['id']}.md").read_text(encoding="utf-8")
        for anchor in source["summary_anchors"]:
            assert f'id="{anchor}"' in page and f"(#{anchor})" in page
    afp = next(s for s in data["sources"] if s["outlet"] == "AFP")
    assert "outlet" in afp["inferred"] and "burs-dlc/gw" in afp["set_aside"]
    home = (out / "index.md").read_text(encoding="utf-8")
    assert home.count("### S") == 5 and "(articles/" in home


def test_two_builds_are_identical_and_the_second_writes_nothing(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    generate(settings(root))
    first = snapshot(root / "docs")
    again = generate(settings(root))
    assert again.written.written == [] and again.written.removed == []
    assert snapshot(root / "docs") == first


def test_processes_with_different_hash_seeds_build_the_same_pages(tmp_path: Path) -> None:
    """Each Python process orders sets of strings by its own hash seed: nothing the pages
    show may depend on that order."""
    import os

    pages = []
    for seed in ("1", "2"):
        root = sample_project(tmp_path / seed)
        subprocess.run([sys.executable, "-m", "generator", "build", "--no-cache", "--quiet"], cwd=root, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)})
        pages.append(snapshot(root / "docs"))
    assert pages[0] == pages[1]


def test_a_removed_source_removes_its_page_and_hand_written_pages_are_untouched(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    (root / "docs" / "notes.md").write_text("# My notes\n", encoding="utf-8")
    generate(settings(root))
    victim = sorted((root / "sources").iterdir())[0]
    victim.unlink()
    result = generate(settings(root))
    assert [p.name for p in result.written.removed] == [f"{victim.stem}.md"]
    assert (root / "docs" / "notes.md").read_text(encoding="utf-8") == "# My notes\n"
    assert (root / "docs" / "data-export.md").exists()


def test_a_failed_generation_leaves_the_previous_pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = sample_project(tmp_path)
    generate(settings(root))
    before = snapshot(root / "docs")
    (root / "sources" / "new.txt").write_text("A new report about the strike.\n", encoding="utf-8")

    def broken(*args, **kwargs):
        raise RuntimeError("template failed")

    monkeypatch.setattr("generator.build.pipeline.render_site", broken)
    with pytest.raises(RuntimeError):
        generate(settings(root))
    assert snapshot(root / "docs") == before


def test_the_command_line_builds_any_folder_and_strict_fails_on_skipped_files(tmp_path: Path) -> None:
    sources = tmp_path / "elsewhere"
    sources.mkdir()
    (sources / "a.txt").write_text("Rivers rose across the region on Monday, officials said.\n", encoding="utf-8")
    run = [sys.executable, "-m", "generator", "build", "--sources", str(sources), "--docs", str(tmp_path / "docs")]
    ok = subprocess.run(run + ["--strict"], cwd=tmp_path, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    assert "1 articles, 0 skipped" in ok.stderr
    (sources / "empty.txt").write_text("", encoding="utf-8")
    lenient = subprocess.run(run, cwd=tmp_path, capture_output=True, text=True)
    assert lenient.returncode == 0 and "skipped: elsewhere/empty.txt: empty" in lenient.stderr
    strict = subprocess.run(run + ["--strict"], cwd=tmp_path, capture_output=True, text=True)
    assert strict.returncode == 1
    helped = subprocess.run([sys.executable, "-m", "generator", "build", "--help"], capture_output=True, text=True)
    assert "--sources" in helped.stdout and "--strict" in helped.stdout


def test_mkdocs_build_strict_makes_the_site(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    done = mkdocs(root)
    assert done.returncode == 0, done.stderr
    site = root / "site"
    assert json.loads((site / "briefing.json").read_text(encoding="utf-8"))["sources"]
    assert (site / "briefing" / "index.html").exists()
    assert 'http-equiv="refresh"' in (site / "index.html").read_text(encoding="utf-8")
    for page in (site / "briefing" / "articles").glob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert 'class="sentence" id="s-' in html and "fonts.googleapis" not in html
    search = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert any("Kramatorsk" in doc["text"] for doc in search["docs"])


def test_a_broken_anchor_fails_the_strict_build(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    (root / "docs" / "notes.md").write_text("# Notes\n\n[gone](briefing/index.md#no-such-anchor)\n", encoding="utf-8")
    done = mkdocs(root)
    assert done.returncode != 0 and "no-such-anchor" in done.stderr


def test_the_generated_docs_build_without_the_hook(tmp_path: Path) -> None:
    """As Zensical does: it reads mkdocs.yml but ignores hooks."""
    root = sample_project(tmp_path)
    generated = subprocess.run([sys.executable, "-m", "generator", "build"], cwd=root, capture_output=True, text=True)
    assert generated.returncode == 0, generated.stderr
    config = (root / "mkdocs.yml").read_text(encoding="utf-8").replace("hooks:\n  - generator/mkdocs_hook.py\n", "")
    assert "hooks" not in config
    (root / "mkdocs.yml").write_text(config, encoding="utf-8")
    shutil.rmtree(root / "generator")
    done = mkdocs(root)
    assert done.returncode == 0, done.stderr
    assert (root / "site" / "briefing.json").exists()


def test_hostile_article_text_is_never_live_markup(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    for path in (root / "sources").iterdir():
        path.unlink()
    hostile = (
        "<script>alert('x')</script> Officials said the <img src=x onerror=alert(1)> strike killed 12.\n\n"
        "[click me](javascript:alert(1)) and {{ config.site_name }} and {% raw %} were printed.\n\n"
        "--8<-- \"/etc/passwd\"\n\n"
        "!!! danger \"Injected admonition\"\n\n"
        "The mayor called it “</title><script>alert(2)</script>” on Friday.\n"
    )
    (root / "sources" / "hostile.txt").write_text(hostile, encoding="utf-8")
    done = mkdocs(root)
    assert done.returncode == 0, done.stderr
    for page in (root / "site").rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "<script>alert" not in html and "<img src=x" not in html, page
        assert 'href="javascript' not in html and "root:x:" not in html, page
    article = (root / "site" / "briefing" / "articles" / "hostile.html").read_text(encoding="utf-8")
    assert 'class="admonition' not in article
    assert "&#60;script&#62;alert" in article  # shown as text
    assert "and {{ config.site_name }} and {% raw %} were printed." in html_module.unescape(article)
    search = json.loads((root / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not any("<script" in doc["text"] or "<img" in doc["text"] for doc in search["docs"])
    assert any("&lt;script&gt;" in doc["text"] for doc in search["docs"])


def test_two_site_builds_give_identical_html(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    assert mkdocs(root, "--site-dir", "site-a").returncode == 0
    assert mkdocs(root, "--site-dir", "site-b").returncode == 0
    first, second = snapshot(root / "site-a"), snapshot(root / "site-b")
    pages = [name for name in first if name.endswith((".html", ".json"))]
    assert len(pages) > 8
    assert all(first[name] == second[name] for name in pages)


def test_a_folder_mixing_the_samples_with_every_bad_case_builds(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    src = root / "sources"
    text = "Officials in Kraków said “no” – twice, on Monday.\n"
    files: dict[str, bytes] = {
        "empty.txt": b"",
        "binary.txt": bytes(range(256)) * 4,
        "copy of sample.txt": (SAMPLES / "002_7c4f0f7e346161ad.txt").read_bytes(),
        "utf16.txt": text.encode("utf-16"),
        "latin.txt": text.replace("ó", "o").replace("“", '"').replace("”", '"').replace("–", "-").encode("cp1252"),
        "crlf.txt": text.replace("\n", "\r\n").encode("utf-8"),
        "broken front matter.md": b"---\ntitle: [oops\n---\nThe body survives the broken metadata.\n",
        "index.txt": b"A file named like the home page, with a sentence.\n",
        "data-export.txt": b"A file named like a hand-written page, with a sentence.\n",
        "Ünïcode name.txt": b"A file with a non-ASCII name, with a sentence.\n",
        ("x" * 200) + ".txt": b"A file with a very long name, with a sentence.\n",
        "notes.pdf": b"%PDF-1.4",
    }
    for name, data in files.items():
        (src / name).write_bytes(data)
    done = mkdocs(root)
    assert done.returncode == 0, done.stderr
    data = json.loads((root / "site" / "briefing.json").read_text(encoding="utf-8"))
    accounted = {s["file"] for s in data["sources"]} | {s["file"] for s in data["skipped"]}
    assert accounted == {f"sources/{p.name}" for p in src.iterdir()}
    assert {s["file"].split("/")[-1] for s in data["skipped"]} == {"empty.txt", "binary.txt", "copy of sample.txt", "notes.pdf"}
    assert any(p["file"] == "sources/broken front matter.md" and p["line"] == 2 for p in data["problems"])
    assert "\n# Data export\n" in (root / "docs" / "data-export.md").read_text(encoding="utf-8")
    by_file = {s["file"]: s for s in data["sources"]}
    latin = (root / "site" / by_file["sources/latin.txt"]["page"]).read_text(encoding="utf-8")
    assert "Krakow" in latin and "–" not in html_module.unescape(latin).split("Krakow")[1][:30]
    utf16 = (root / "site" / by_file["sources/utf16.txt"]["page"]).read_text(encoding="utf-8")
    assert "Kraków" in html_module.unescape(utf16)
