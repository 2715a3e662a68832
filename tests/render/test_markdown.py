"""Generated Markdown renders as meant: no list glued to the paragraph before it, no list
item run into the one before it (either would show as run-on text with hyphens), and no
paragraph run into the list item before it (shown as part of that item)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from generator.build.pipeline import generate
from tests.helpers import SAMPLES, settings

_ITEM = re.compile(r"^(?:- |\* |\d+\. )")


def glued_lists(markdown: str) -> list[str]:
    """Lines that start a list right after a paragraph line (no blank line between)."""
    found = []
    in_list = False
    previous = ""
    for line in markdown.split("\n"):
        if _ITEM.match(line):
            if previous.strip() and not in_list and not previous.startswith(("!!!", "    ", "#", "|", ">")):
                found.append(f"{previous[:60]!r} / {line[:40]!r}")
            in_list = True
        elif not line.strip():
            in_list = False
        elif not line.startswith(" "):
            in_list = False if not in_list else in_list and line.startswith(" ")
        previous = line
    return found


def run_together(markdown: str) -> list[str]:
    """List items that start on the line of the item before: "… [in context](#s-1)- “…”".
    Article text cannot make this pattern: its hyphens are escaped."""
    return [line[:80] for line in markdown.split("\n") if _ITEM.match(line) and _RUN_ON.search(line)]


_RUN_ON = re.compile(r"[)\]]- \S")


def continued_items(markdown: str) -> list[str]:
    """Lines of a paragraph right after a list item (no blank line between): Markdown reads
    them as the rest of that item ("- One story: A, B" / "In all: 5 reports")."""
    lines = markdown.split("\n")
    return [f"{before[:40]!r} / {line[:40]!r}" for before, line in zip(lines, lines[1:])
            if _ITEM.match(before) and line.strip() and not _ITEM.match(line) and not line.startswith((" ", "|", "<"))]


def test_no_generated_page_glues_a_list_to_a_paragraph_or_an_item_to_the_one_before(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    generate(settings(tmp_path, cache_folder=None))
    pages = {page.relative_to(tmp_path).as_posix(): page.read_text(encoding="utf-8")
             for page in sorted((tmp_path / "docs" / "briefing").rglob("*.md"))}
    problems = {name: glued_lists(text) + run_together(text) + continued_items(text) for name, text in pages.items()}
    assert not {name: found for name, found in problems.items() if found}


def test_the_checks_find_a_glued_list_and_items_run_together() -> None:
    assert glued_lists("4 sources: S2, S3\n- S2: one\n- S3: two\n")
    assert not glued_lists("Intro.\n\n- one\n  continued\n- two\n")
    assert run_together("- “Quoted” — [in context](#s-1)- “Next” — [in context](#s-2)\n")
    assert not run_together("- “Quoted” — [in context](#s-1)\n- “Next” — [in context](#s-2)\n")


def test_source_labels_do_not_change_when_another_source_is_added() -> None:
    from generator.model import Briefing
    from generator.render.pages import source_labels
    from tests.helpers import article

    texts = {name: f"Report {name} about the flood in Lorne on Monday." for name in ("b", "d", "f")}
    before = source_labels(Briefing(articles=tuple(article(n, t) for n, t in texts.items())))
    texts["a"] = "Another report about the flood in Lorne on Monday."
    after = source_labels(Briefing(articles=tuple(article(n, t) for n, t in sorted(texts.items()))))
    assert all(after[name] == label for name, label in before.items())
    assert len(set(after.values())) == len(after) and all(label.startswith("S-") for label in after.values())


def test_an_article_page_lists_a_few_of_its_own_sentences_then_points_to_the_full_text(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    shared = "The river burst its banks near Lorne on Monday, officials said."
    own = " ".join(f"Witness number {n} saw the {word} bridge fall at dawn." for n, word in
                   enumerate(["old", "red", "stone", "rail", "foot", "toll", "iron", "canal"], start=1))
    (sources / "a.txt").write_text(f"{shared} {own}\n", encoding="utf-8")
    (sources / "b.txt").write_text(f"{shared} Rescue teams reached the valley by noon.\n", encoding="utf-8")
    generate(settings(tmp_path, cache_folder=None))
    page = (tmp_path / "docs" / "briefing" / "articles" / "a.md").read_text(encoding="utf-8")
    adds = page.split("## What this source adds", 1)[1].split("\n## ", 1)[0]
    assert "8 of its 9 sentences say something no other source says; the first 5:" in adds
    assert adds.count("\n- ") == 5 and "3 more in the [full text](#full-text) below." in adds


def one_report_page(tmp_path: Path, file: str, text: str, page: str) -> str:
    """A page of the briefing of one report of ours."""
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / file).write_text(text, encoding="utf-8")
    generate(settings(tmp_path, cache_folder=None))
    return (tmp_path / "docs" / "briefing" / page).read_text(encoding="utf-8")


def test_only_the_first_mention_of_each_name_in_an_article_is_a_link(tmp_path: Path) -> None:
    page = one_report_page(tmp_path, "a.txt", "Mayor Ivan Orlov visited Lorne on Monday. Orlov said the bridge would "
                           "reopen. Later Orlov left Lorne.\n", "articles/a.md")
    text = page.split("## Full text", 1)[1]
    assert len(re.findall(r">Ivan Orlov</a>", text)) == 1 and not re.findall(r">Orlov</a>", text)
    assert len(re.findall(r">Lorne</a>", text)) == 1 and text.count("Lorne") == 2


def test_the_full_text_is_html_that_markdown_passes_through_with_its_text_escaped(tmp_path: Path) -> None:
    page = one_report_page(tmp_path, "a.txt", "Mayor Ivan Orlov visited Lorne on Monday. He said <b>*all*</b> [roads] "
                           "would reopen.\n\nOrlov left Lorne on Friday.\n", "articles/a.md")
    text = page.split("## Full text", 1)[1].split("\n\n", 2)[2]
    part = text.split("\n\n")[0].splitlines()  # one block of HTML (render/html_part.py), a paragraph per line
    assert part[0] == '<div class="brief-html">' and part[-1] == "</div>" and len(part) == 4
    assert all(p.startswith("<p><span class=\"sentence\" id=\"s-") and p.endswith("</span></p>") for p in part[1:-1])
    assert '<a href="../entities.html#ent-' in text  # the page MkDocs writes, as it rewrites a Markdown link's
    assert "<b>" not in text and "*all*" not in text and "[roads]" not in text and "&#60;b&#62;&#42;all&#42;" in text


def test_the_names_index_links_each_sentence_naming_a_name_as_html(tmp_path: Path) -> None:
    page = one_report_page(tmp_path, "a b.txt", "Mayor Ivan Orlov visited Lorne on Monday. Orlov said the bridge would "
                           "reopen.\n", "entities.md")
    lines = re.findall(r"<li>S&#45;\w+: (.*?)</li>", page)
    assert re.fullmatch(r'<a href="articles/a-b-\w+\.html#s-\w+">1</a>, <a href="articles/a-b-\w+\.html#s-\w+">2</a>',
                        lines[0])  # Orlov, twice, linked to the page MkDocs writes


def test_numbers_that_do_not_say_what_they_count_are_listed_apart(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    for name, hour in (("a", "noon"), ("b", "dusk")):  # (two identical files would be one report)
        (sources / f"{name}.txt").write_text(f"The fire at the Lorne plant killed 12 workers. Its total reached 125 by {hour}.\n",
                                             encoding="utf-8")
    generate(settings(tmp_path, cache_folder=None))
    page = (tmp_path / "docs" / "briefing" / "figures.md").read_text(encoding="utf-8")
    shared = page.split("## Given by several sources", 1)[1].split("\n## ", 1)[0]
    apart = page.split("## Numbers that do not say what they count", 1)[1].split("\n## ", 1)[0]
    assert "<strong>12</strong>" in shared and "<strong>125</strong>" not in shared and "<strong>125</strong>" in apart
    assert "and **1** whose sentences do not say what they count." in page


def test_a_story_of_many_reports_leaves_their_summaries_to_their_own_pages(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES, tmp_path / "sources")
    generate(settings(tmp_path, cache_folder=None, front_page_sources=4))
    front = (tmp_path / "docs" / "briefing" / "index.md").read_text(encoding="utf-8")
    sources = front.split("\n## Sources\n", 1)[1]
    assert "5 reports: each report's summary is on its own page, and the [Sources](sources.md) page lists them all." \
        in sources
    assert "\n### " not in sources and "[in context]" not in sources
    generate(settings(tmp_path, cache_folder=None))
    front = (tmp_path / "docs" / "briefing" / "index.md").read_text(encoding="utf-8")
    assert front.split("\n## Sources\n", 1)[1].count("\n### ") == 5


def test_an_empty_sources_folder_says_what_to_do_first_and_the_front_page_folds_its_details(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    (tmp_path / "docs").mkdir()
    generate(settings(tmp_path, cache_folder=None))
    front = (tmp_path / "docs" / "briefing" / "index.md").read_text(encoding="utf-8")
    body = front.split("\n# ", 1)[1]
    assert body.index("No articles yet") < body.index("\n<p class=\"brief-data\"")  # the hint comes first
    shutil.copytree(SAMPLES, tmp_path / "sources", dirs_exist_ok=True)
    generate(settings(tmp_path, cache_folder=None))
    front = (tmp_path / "docs" / "briefing" / "index.md").read_text(encoding="utf-8")
    before = front.split('<details class="brief-fold"', 1)[0]
    assert "## In brief" in before and "## Key figures" not in before  # the briefing first, its details folded
    assert [part.split("\n## ", 1)[1].split("\n", 1)[0] for part in front.split('<details class="brief-fold"')[1:]] \
        == ["Key figures", "Timeline", "Coverage", "Sources"]
