"""Real-world input: saved web pages (also gzipped, also saved under a .txt name), other
languages told apart, and `python -m generator read` for checking one file."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.pipeline import generate
from generator.cli import describe
from generator.config import Settings
from generator.text.language import language_of
from tests.helpers import SAMPLES, build

# Two small pages in the shapes real outlets use (our own text): a news site with navigation,
# a cookie banner, related links, a newsletter box and a caption; a blog-like page with
# JSON-LD metadata and a comment section.
NEWS_PAGE = """<!DOCTYPE html><html lang="en"><head><title>Flood hits Lorne | The Valley Courier</title>
<meta property="og:site_name" content="The Valley Courier"><meta name="author" content="Jane Roe">
<meta property="article:published_time" content="2025-03-04T10:00:00Z">
<link rel="canonical" href="https://courier.example/2025/03/04/flood"><script>trackPage();</script></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>
<div class="cookie-banner">We use cookies to improve your experience. Accept all cookies</div>
<article><h1>Flood hits Lorne</h1><p class="byline">By Jane Roe</p>
<p>Rescue teams reached the flooded valley on Monday after the river burst its banks near Lorne.</p>
<p>Officials said 12 people were killed and dozens more were taken to hospital.</p>
<figure><img src="x.jpg"><figcaption>Water covers the main street. Photo: J. Roe</figcaption></figure>
<p>"We have never seen water this high," said Mayor Anna Pukova on Monday evening.</p></article>
<aside><h3>Related stories</h3><ul><li><a href="/a">Storm warning for Friday</a></li></ul></aside>
<div class="newsletter">Sign up for our daily newsletter</div><footer>© 2025 The Valley Courier</footer></body></html>"""

BLOG_PAGE = """<html><head><title>Dam report</title>
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle",
"headline": "Engineers warned of weak dam before Lorne flood", "datePublished": "2025-03-05",
"author": {"@type": "Person", "name": "Sam Okoro"}, "publisher": {"@type": "Organization", "name": "Riverside Post"}}
</script></head><body><div id="menu"><a href="/">Riverside Post</a> | <a href="/about">About</a></div>
<div class="post"><h2>Engineers warned of weak dam before Lorne flood</h2>
<p>Engineers had warned the county about cracks in the Lorne dam two years before it failed, documents show.</p>
<p>The county said repairs had been planned for the summer and that the dam was inspected in January.</p></div>
<div class="comments"><h3>3 comments</h3><p>Great article, thanks!</p></div></body></html>"""

FRENCH = ("Les secours ont atteint la vallée inondée lundi après que la rivière est sortie de son lit près de "
          "Lorne. Selon les autorités, 12 personnes ont été tuées le 8 avril.\n")
UKRAINIAN = "Рятувальники дісталися затопленої долини в понеділок. Губернатор Павло Кириленко повідомив про 12 загиблих.\n"
CHINESE = "救援队周一抵达被洪水淹没的山谷。官员说有十二人死亡。\n"


def test_a_news_page_gives_its_text_without_furniture_and_its_metadata(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"flood.html": NEWS_PAGE, "dam.htm": BLOG_PAGE})
    flood = next(a for a in briefing.articles if a.id == "flood")
    text = " ".join(s.text for s in flood.sentences)
    assert "12 people were killed" in text and "Mayor Anna Pukova" in text
    for furniture in ("cookies", "Storm warning", "newsletter", "Home", "trackPage", "Water covers"):
        assert furniture not in text
    meta = flood.metadata
    assert (meta.title, meta.outlet, meta.author, meta.published, meta.url) == (
        "Flood hits Lorne", "The Valley Courier", "Jane Roe", "2025-03-04", "https://courier.example/2025/03/04/flood")
    assert meta.inferred["outlet"] == "from the web page's own metadata"
    dam = next(a for a in briefing.articles if a.id == "dam")
    assert dam.metadata.author == "Sam Okoro" and dam.metadata.published == "2025-03-05"
    assert "Great article" not in " ".join(s.text for s in dam.sentences)


def test_a_page_saved_as_text_or_gzipped_is_read_as_a_page(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"saved.txt": NEWS_PAGE, "zipped.html.gz": gzip.compress(BLOG_PAGE.encode("utf-8"))})
    assert {a.id for a in briefing.articles} == {"saved", "zipped"}
    saved = next(a for a in briefing.articles if a.id == "saved")
    assert saved.metadata.title == "Flood hits Lorne" and not saved.set_aside[1:]
    assert not any("<" in s.text for a in briefing.articles for s in a.sentences)


def test_a_page_with_no_article_is_listed_with_its_reason(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"a.txt": "Rescue teams reached the valley on Monday after the river rose.\n",
                                "empty.html": "<html><body><nav><a href='/'>Home</a></nav><script>x()</script></body></html>"})
    reasons = {s.file: s.reason for s in briefing.skipped}
    assert "no article text" in reasons["sources/empty.html"] or "no body text" in reasons["sources/empty.html"]


@pytest.mark.parametrize("text, code", [(FRENCH, "fr"), (UKRAINIAN, "uk"), (CHINESE, "zh"),
                                        ("Officials said the river had risen two metres by the evening.", "en"),
                                        # two short sentences dense with names: py3langid says Afrikaans, unsure
                                        ("President Volodymyr Zelensky met reporters. His wife Olena Zelenska met "
                                         "nurses.", "en"),
                                        ("Il presidente Mattarella ha incontrato lunedì a Roma il primo ministro.", "it")])
def test_languages_are_told_apart(text: str, code: str) -> None:
    assert language_of(text) == code


def test_articles_in_other_languages_are_listed_and_never_mixed_in(tmp_path: Path) -> None:
    english = "Rescue teams reached the flooded valley on Monday after the river burst its banks near Lorne.\n"
    briefing = build(tmp_path, {"en.txt": english, "fr.txt": FRENCH, "uk.txt": UKRAINIAN, "zh.txt": CHINESE})
    assert [a.id for a in briefing.articles] == ["en"]
    reasons = {s.file: s.reason for s in briefing.skipped}
    assert reasons["sources/fr.txt"].startswith("language not read: French")
    assert reasons["sources/uk.txt"].startswith("language not read: Ukrainian")
    assert reasons["sources/zh.txt"].startswith("language not read: Chinese")
    assert not any(c.text in ("8", "12") for a in briefing.articles for c in a.claims)


def test_reports_in_other_languages_get_a_page_and_leave_the_english_briefing_unchanged(tmp_path: Path) -> None:
    english = {name: (SAMPLES / name).read_bytes() for name in sorted(p.name for p in SAMPLES.glob("*.txt"))}
    alone = generate(Settings(root=tmp_path / "a", sources=_folder(tmp_path / "a", english), docs=tmp_path / "a" / "docs",
                              cache_folder=None))
    mixed = generate(Settings(root=tmp_path / "b", sources=_folder(tmp_path / "b", {**english, "fr.txt": FRENCH.encode(),
                                                                               "uk.txt": UKRAINIAN.encode()}),
                              docs=tmp_path / "b" / "docs", cache_folder=None))
    before, after = (json.loads((tmp_path / side / "docs" / "briefing.json").read_text("utf-8")) for side in "ab")
    assert [item["id"] for item in after.pop("other_languages")] == ["fr", "uk"] and before.pop("other_languages") == []
    assert [s["file"] for s in after.pop("skipped")] == ["sources/fr.txt", "sources/uk.txt"] and not before.pop("skipped")
    assert before == after  # figures, names, quotes, summary, timeline: all as without them
    assert [a.language for a in mixed.briefing.unread] == ["fr", "uk"] and len(alone.briefing.unread) == 0
    page = (tmp_path / "b" / "docs" / "briefing" / "articles" / "uk.md").read_text("utf-8")
    assert "In Ukrainian: listed, not read" in page and "Павло Кириленко" in page  # its text, findable by search
    index = (tmp_path / "b" / "docs" / "briefing" / "index.md").read_text("utf-8")
    assert "[its text](articles/fr.md)" in index


def _folder(base: Path, files: dict[str, bytes]) -> Path:
    sources = base / "sources"
    sources.mkdir(parents=True)
    for name, content in files.items():
        (sources / name).write_bytes(content)
    return sources


def test_read_describes_one_file_as_json(tmp_path: Path) -> None:
    page = tmp_path / "flood.html"
    page.write_text(NEWS_PAGE, encoding="utf-8")
    found = describe(page)
    assert found["format"] == "web page" and found["language"] == "en" and found["skipped"] is None
    assert found["outlet"] == "The Valley Courier" and "\n\n" in str(found["text"])
    assert {"kind": "headline", "line": 1, "text": "Flood hits Lorne"} in found["set_aside"]  # type: ignore[operator]
    other = tmp_path / "fr.txt"
    other.write_text(FRENCH, encoding="utf-8")
    printed = subprocess.run([sys.executable, "-m", "generator", "read", str(other)], capture_output=True, text=True,
                             check=True).stdout
    assert json.loads(printed)["skipped"].startswith("language not read: French")


def test_a_page_read_again_in_the_same_process_gives_the_same_text() -> None:
    from generator.ingest.formats import read_page

    first = read_page("flood.html", NEWS_PAGE.encode("utf-8"))
    for _ in range(3):  # later builds under `mkdocs serve`, or a worker that read a similar page
        again = read_page("flood.html", NEWS_PAGE.encode("utf-8"))
    assert not isinstance(first, str) and first == again


@pytest.mark.parametrize(("head", "page"), [
    (b"<!DOCTYPE html><html><p>Hi</p>", True),
    (b"\xef\xbb\xbf \n<!-- saved from url=(0019)https://example.org -->\n<HTML lang=en>", True),
    (b"<!-- one --><!----> \n<!-- two -->\n<html>", True),
    (b"Rivers rose on Monday. <html> is a tag name.", False),
    (b"<!-- never closed <html>", False),
    (b"<!---->" * 80 + b"Rivers rose on Monday.", False),
])
def test_a_saved_page_is_told_by_what_it_opens_with(head: bytes, page: bool) -> None:
    from generator.ingest.formats import is_page

    assert is_page("notes.txt", head) is page


def test_runs_of_comments_at_the_top_of_a_text_file_do_not_hang_the_build() -> None:
    """A pattern that repeated comments backtracked exponentially: 26 empty comments took 7 s,
    60 never ended. Each of these heads fills the 4 KB looked at; they are checked in a process
    of their own so that a regression fails here instead of hanging the suite."""
    script = ("from generator.ingest.formats import is_page\n"
              "heads = [b'<!---->' * 600, b'<!-- note --><!-- draft -->' * 160, b'<!--' * 1100, b'<!-- -- ->' * 400]\n"
              "print([is_page('a.md', head + b'Text.') for head in heads])\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[False, False, False, False]"
