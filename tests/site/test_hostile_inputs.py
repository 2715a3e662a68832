"""Pathological inputs finish, lose nothing silently, and keep the invariants."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.config import Settings
from generator.ingest import read
from generator.ingest.clean import clean
from generator.thresholds import Reading
from generator.model import Article, Source
from generator.build.pipeline import build, process

pytestmark = pytest.mark.slow  # end to end: skipped by the quick loop (make test-fast)


@pytest.mark.parametrize(
    "text",
    [
        "word " * 200_000 + ".",  # a single 1 MB line
        '"' * 10_000,  # 10,000 quotation marks in a row
        "“" * 10_000 + " and then some text.",
        "[" * 100_000 + ".",
        "[a](" * 50_000 + ".",
        "*a " * 50_000 + ".",
        "By " + "Abc " * 50_000 + "x",
        "- " * 50_000 + "x -",
        "\u200b\u00a0\ufeff" * 10_000,
    ],
    ids=["1mb-line", "quotes", "curly-quotes", "brackets", "link-openers", "emphasis", "long-byline", "dashes", "invisible"],
)
@pytest.mark.parametrize("suffix", [".txt", ".md"])
def test_pathological_text_is_processed(text: str, suffix: str) -> None:
    result = process(Source("x", f"sources/x{suffix}", text), Settings())
    if isinstance(result, Article):
        body = "".join(s.text for s in result.sentences).replace(" ", "")
        assert body  # something was kept, and it is the file's own text
    else:
        assert result.reason.startswith("not an article")


def test_an_oversized_article_is_cut_and_the_cut_reported(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(read, "READING", Reading(max_chars=1_000))
    (project / "sources" / "big.txt").write_text("The council met again today. " * 100, encoding="utf-8")
    briefing = build(Settings.at(project))
    assert len(briefing.articles) == 1
    assert [str(p) for p in briefing.problems] == ["sources/big.txt: 2,900 characters long: only the first 1,000 are used"]


def test_thousands_of_files_are_all_accounted_for(project: Path) -> None:
    for i in range(1500):
        (project / "sources" / f"report {i}.txt").write_text(f"Report number {i} says the river rose.\n", encoding="utf-8")
    (project / "sources" / "empty.txt").write_text("", encoding="utf-8")
    briefing = build(Settings.at(project))
    assert len(briefing.articles) == 1500 and len(briefing.skipped) == 1
    assert len({a.id for a in briefing.articles}) == 1500


@settings(max_examples=200)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=600), st.booleans())
def test_the_cleaner_accounts_for_every_line(text: str, markdown: bool) -> None:
    result = clean(text, markdown=markdown)
    units = len(result.paragraphs) + len(result.set_aside)
    lines = [line for line in text.split("\n") if line.strip(" \t\u00a0\u2009\u200a\u202f\ufeff")]
    assert units <= len(lines)  # lines are only ever joined, never invented
    if lines:
        assert units >= 1
    for paragraph in result.paragraphs:
        assert paragraph.text.strip()


def test_two_rounds_of_the_fuzz_run_hold() -> None:
    from tests import fuzz

    assert fuzz.main(["--rounds", "2", "--seed", "11", "--site-every", "2"]) == 0
