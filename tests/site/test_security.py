"""Safe to publish: what an attacker or a careless user can put in sources/ never becomes live
markup, never publishes a file from outside sources/, never stops or mixes a build."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml

from generator.build.cache import ArticleCache
from generator.config import Settings
from generator.ingest.read import read_folder
from generator.ingest.yaml_safe import load_yaml
from generator.build.pipeline import generate
from generator.render.export import _cell
from generator.build.staged_write import BuildBusy, exclusive, work_folder
from generator.render.links import web_link
from tests.helpers import project

ARTICLE = ("Rescue teams reached the flooded valley on Monday after the river burst its banks near Lorne. "
           "Officials said 12 people were killed and dozens more were taken to hospital.\n")


def front_matter(page: str) -> dict:
    assert page.startswith("---\n")
    block = page.split("---\n", 2)[1]
    assert block.isascii()
    return yaml.safe_load(block)


def test_a_noncharacter_in_the_headline_cannot_break_the_front_matter_and_make_a_link(tmp_path: Path) -> None:
    settings = project(tmp_path, {"a.txt": "Flood news \uffff[Read the full report](javascript:alert(1))\n\n" + ARTICLE})
    result = generate(settings)
    page = (tmp_path / "docs" / "briefing" / "articles" / "a.md").read_text(encoding="utf-8")
    title = front_matter(page)["title"]
    assert "\uffff" not in title and "javascript" in title  # the text is kept, as text
    assert "](javascript:" not in page.split("---\n", 2)[2]  # the page body prints it escaped
    assert any("invisible" in p.message for p in result.briefing.problems)


@pytest.mark.parametrize("url", ["https://x.test/[a](javascript:alert(1))", "https://x.test/a|b", "javascript:alert(1)",
                                 "https://x.test/a b", "https://x.test/\\"])
def test_a_url_that_could_nest_markup_is_printed_as_text(url: str) -> None:
    for shown in (web_link(url), web_link(url, html=True)):
        assert not shown.startswith("<") and "](" not in shown and "|" not in shown


def test_a_plain_url_is_a_link() -> None:
    assert web_link("https://example.test/news/2022/04/08/story?id=5#top") == \
        "<https://example.test/news/2022/04/08/story?id=5#top>"
    assert web_link("https://example.test/story?id=5&page=2", html=True) == \
        '<a href="https://example.test/story?id=5&amp;page=2">https://example.test/story?id=5&amp;page=2</a>'


def test_symbolic_links_and_other_entries_are_listed_never_followed(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("token=ghp_not_to_be_published\n", encoding="utf-8")
    settings = project(tmp_path, {"a.txt": ARTICLE})
    sources = settings.sources
    (sources / "notes.txt").symlink_to(secret)
    (sources / "broken.txt").symlink_to(tmp_path / "nowhere.txt")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "b.txt").write_text(ARTICLE.replace("Lorne", "Dunmore"), encoding="utf-8")
    (sources / "linked-folder").symlink_to(tmp_path / "outside")
    os.mkfifo(sources / "pipe.txt")
    (sources / ".hidden.txt").write_text(ARTICLE, encoding="utf-8")
    folder = read_folder(sources, tmp_path)
    reasons = {s.file: s.reason for s in folder.skipped}
    assert [s.id for s in folder.sources] == ["a"]
    for name in ("notes.txt", "broken.txt", "linked-folder"):
        assert "symbolic link" in reasons[f"sources/{name}"]
    assert "not a regular file" in reasons["sources/pipe.txt"]
    generate(settings)
    assert "ghp_not_to_be_published" not in (tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8")


def test_billion_laughs_aliases_are_refused_quickly(tmp_path: Path) -> None:
    laughs = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8))
    settings = project(tmp_path, {"a.txt": ARTICLE, "aliases.yml": laughs})
    result = generate(settings)
    assert any("aliases.yml" in p.file and "alias" in p.message for p in result.briefing.problems)


@pytest.mark.parametrize("value", ["2022-02-30", "!!timestamp nonsense", "!!int abc", "1" * 5000, "2022-13-01T25:00"])
def test_a_bad_published_value_is_a_problem_naming_file_and_field(tmp_path: Path, value: str) -> None:
    settings = project(tmp_path, {"a.txt": f"---\ntitle: Flood\npublished: {value}\n---\n{ARTICLE}"})
    result = generate(settings)
    [article] = result.briefing.articles
    assert article.metadata.title == "Flood" and article.metadata.published is None
    assert any(p.file == "sources/a.txt" and "published" in p.message for p in result.briefing.problems)


def test_yaml_values_are_plain_text_and_bounded() -> None:
    assert load_yaml('outlet: "\\ud83d\\ude00 News"\nn: !!int 5') == {"outlet": "😀 News", "n": "5"}
    with pytest.raises(yaml.YAMLError):
        load_yaml("a: " + "[" * 40 + "]" * 40)


def test_a_second_build_of_the_same_folder_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    settings = project(tmp_path, {"a.txt": ARTICLE})
    with exclusive(work_folder(tmp_path / ".briefing" / "builds", settings.output)), \
            pytest.raises(BuildBusy, match="another build"):
        generate(settings)
    generate(settings)  # and once the first is done, it runs


@pytest.mark.parametrize("text", ["=HYPERLINK(\"http://x.test\")", "@SUM(A1)", "-2+3", "+1", "\tcmd"])
def test_spreadsheet_formulas_are_neutralised(text: str) -> None:
    assert _cell(text) == "'" + text and _cell("52 people") == "52 people"


def test_a_damaged_cache_entry_is_recomputed_and_reported(tmp_path: Path) -> None:
    settings = project(tmp_path, {"a.txt": ARTICLE})
    settings = Settings(root=tmp_path, sources=settings.sources, docs=settings.docs)
    generate(settings)
    [entry] = (tmp_path / ".briefing" / "articles").glob("*.pickle")
    data = bytearray(entry.read_bytes())
    data[-40] ^= 0x01  # one flipped bit
    entry.write_bytes(bytes(data))
    result = generate(settings)
    assert any("damaged cache" in p.message for p in result.briefing.problems)
    assert result.briefing.articles[0].sentences[0].text.startswith("Rescue teams reached")
    assert ArticleCache(entry.parent).get(entry.stem) is not None  # rewritten whole


def test_invisible_characters_cannot_change_a_number_or_split_a_name(tmp_path: Path) -> None:
    settings = project(tmp_path, {
        "a.txt": "Officials said \u202e25\u202c people were killed in Lorne when the dam failed on Monday night.\n",
        "b.txt": "Mayor Anna Pu\u200bkova said the dam in Lorne failed on Monday night after heavy rain.\n",
    })
    result = generate(settings)
    texts = [s.text for a in result.briefing.articles for s in a.sentences]
    assert "Officials said 25 people were killed in Lorne when the dam failed on Monday night." in texts
    assert any(e.name == "Anna Pukova" for e in result.briefing.entities)
    data = json.loads((tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8"))
    assert "\u202e" not in json.dumps(data, ensure_ascii=False)


def test_a_folder_that_cannot_be_written_stops_the_build_before_any_page_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = project(tmp_path, {"a.txt": ARTICLE})
    generate(settings)
    before = {p: p.read_bytes() for p in (tmp_path / "docs").rglob("*") if p.is_file()}
    (settings.sources / "b.txt").write_text(ARTICLE.replace("Lorne", "Dunmore"), encoding="utf-8")
    docs = tmp_path / "docs"
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != docs and real_access(path, mode))
    with pytest.raises(PermissionError, match=r"cannot write into .*docs"):
        generate(settings)
    assert {p: p.read_bytes() for p in (tmp_path / "docs").rglob("*") if p.is_file()} == before


@pytest.mark.parametrize("killed", ["before the exchange", "after the exchange"])
def test_the_pages_change_all_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, killed: str) -> None:
    from generator.build import staged_write as output

    settings = project(tmp_path, {"a.txt": ARTICLE, "b.txt": ARTICLE.replace("Lorne", "Dunmore")})
    generate(settings)
    pages = tmp_path / "docs" / "briefing"
    old = {p.relative_to(pages): p.read_bytes() for p in pages.rglob("*") if p.is_file()}
    (settings.sources / "b.txt").unlink()
    (settings.sources / "c.txt").write_text(ARTICLE.replace("Lorne", "Marrow"), encoding="utf-8")
    exchange = output._exchange

    def interrupted(new: Path, current: Path) -> bool:
        if killed == "after the exchange":
            assert exchange(new, current)
        raise KeyboardInterrupt  # a kill at that moment

    monkeypatch.setattr(output, "_exchange", interrupted)
    with pytest.raises(KeyboardInterrupt):
        generate(settings)
    now = {p.relative_to(pages): p.read_bytes() for p in pages.rglob("*") if p.is_file()}
    export = (tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8")
    assert "c.txt" in export and "b.txt" not in export  # the export is written first: never older than the pages
    monkeypatch.setattr(output, "_exchange", exchange)
    generate(settings)
    new = {p.relative_to(pages): p.read_bytes() for p in pages.rglob("*") if p.is_file()}
    assert new != old and now == (old if killed == "before the exchange" else new)
    listed = {source["page"] for source in json.loads((tmp_path / "docs" / "briefing.json").read_text())["sources"]}
    assert all((tmp_path / "docs" / page).with_suffix(".md").is_file() for page in listed)  # the next build puts them in


def test_chart_labels_are_text_never_markup() -> None:
    from types import SimpleNamespace

    from generator.render.charts import timeline_counts

    events = [SimpleNamespace(when=when) for when in ('"><script>alert(1)</script>', "$\\frac{$", "Monday")]
    chart = timeline_counts(events)
    assert _chart_markup(chart) <= CHART_MARKUP and "&#36;&#92;frac&#123;&#36;" in chart


def test_a_look_alike_letter_does_not_make_a_second_person() -> None:
    from tests.helpers import index

    entities = index("Mayor Ivan Orlov spoke on Monday.", "Mayor Iv\u0430n \u041erlov spoke again on Tuesday.",
                     "\u041f\u0430\u0432\u043b\u043e \u041a\u0438\u0440\u0438\u043b\u0435\u043d\u043a\u043e spoke.")
    orlov = [e for e in entities if "rlov" in e.name]
    assert len(orlov) == 1 and len(orlov[0].sources) == 2
    assert any(e.name.startswith("\u041f\u0430\u0432\u043b\u043e") for e in entities)  # another script stays itself


def test_a_key_figure_of_zero_and_a_label_like_markup_are_drawn_as_text() -> None:
    from generator.render.charts import figure_spreads

    rows = (("no one", 0.0, 0.0, 0.0, "exact"), ('none" onmouseover="x', 0.0, 0.0, 0.0, "exact"))
    chart = figure_spreads([("people hurt <b>$\\Bad$</b>", False, "count", rows, (), 0)])
    assert _chart_markup(chart) <= CHART_MARKUP and 'style="left: 0.00%"' in chart


CHART_MARKUP = {"div", "p", "span", "class", "style", "role", "aria-label"}  # what a chart is made of


def _chart_markup(chart: str) -> set[str]:
    """The elements and attributes a chart's HTML holds, as a browser parses it."""
    from html.parser import HTMLParser

    found: set[str] = set()

    class Parser(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found.update([tag, *(name for name, _ in attrs)])

    Parser().feed(chart)
    return found


def test_without_an_atomic_exchange_changed_pages_are_moved_in_one_by_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.build import staged_write as output

    settings = project(tmp_path, {"a.txt": ARTICLE, "b.txt": ARTICLE.replace("Lorne", "Dunmore")})
    generate(settings)
    (settings.sources / "b.txt").unlink()
    (settings.sources / "c.txt").write_text(ARTICLE.replace("Lorne", "Marrow"), encoding="utf-8")
    monkeypatch.setattr(output, "_exchange", lambda new, current: False)  # another system, another disk
    result = generate(settings)
    pages = tmp_path / "docs" / "briefing"
    assert (pages / "articles" / "c.md").is_file() and not (pages / "articles" / "b.md").exists()
    assert any(p.name == "b.md" for p in result.written.removed)


def test_cache_entries_swapped_between_keys_or_replaced_by_a_folder_are_made_again(tmp_path: Path) -> None:
    """Issue 56, item 6: two swapped article entries gave every page the other report's text."""
    second = ARTICLE.replace("Rescue teams reached", "Volunteers reached")
    settings = project(tmp_path, {"a.txt": ARTICLE, "b.txt": second})
    settings = Settings(root=tmp_path, sources=settings.sources, docs=settings.docs)
    clean = generate(settings).briefing
    first, other = sorted((tmp_path / ".briefing" / "articles").glob("*.pickle"))
    a, b = first.read_bytes(), other.read_bytes()
    first.write_bytes(b)
    other.write_bytes(a)
    swapped = generate(settings).briefing
    assert [x.sentences[0].text for x in swapped.articles] == [x.sentences[0].text for x in clean.articles]
    assert any("damaged cache" in p.message for p in swapped.problems)
    for entry in (tmp_path / ".briefing" / "articles").glob("*.pickle"):
        entry.unlink()
        entry.mkdir()  # a folder where an entry should be
    again = generate(settings).briefing
    assert [x.sentences[0].text for x in again.articles] == [x.sentences[0].text for x in clean.articles]
    assert all(entry.is_file() for entry in (tmp_path / ".briefing" / "articles").glob("*.pickle"))
    assert not generate(settings).briefing.problems  # and the next build trusts them again
