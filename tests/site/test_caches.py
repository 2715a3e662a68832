"""The story and page caches: what did not change is not worked out or rendered again, and
the pages are always those a build without any cache makes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import prepared
from generator.build import pipeline
from generator.build import site
from generator.build.cache import PageCache, StoryCache
from generator.model import Briefing
from generator.render import pages
from tests.helpers import STORIES, settings, snapshot, two_stories

pytestmark = pytest.mark.slow  # end to end


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, list]:
    """The folders clustered into stories, the stories whose briefing was worked out, those
    whose own pages were rendered, those whose reports' views were worked out, and the reports
    whose page was rendered."""
    calls: dict[str, list] = {"found": [], "stories": [], "pages": [], "views": [], "reports": []}
    find_stories, story_briefing, render_pages = pipeline.find_stories, pipeline.story_briefing, site.render_pages
    article_page, article_views = site.report_page, pages.article_views

    def counted_found(articles, **options):
        calls["found"].append(len(articles))
        return find_stories(articles, **options)

    def counted_story(articles, *args, **kwargs):
        calls["stories"].append(sorted(a.id for a in articles))
        return story_briefing(articles, *args, **kwargs)

    def counted_pages(briefing, *args, **kwargs):
        calls["pages"].append(briefing.id)
        return render_pages(briefing, *args, **kwargs)

    def counted_views(story, *args):
        calls["views"].append(story.id)
        return article_views(story, *args)

    def counted_report(template, article, view):
        calls["reports"].append(article.id)
        return article_page(template, article, view)

    monkeypatch.setattr(pipeline, "find_stories", counted_found)
    monkeypatch.setattr(pipeline, "story_briefing", counted_story)
    monkeypatch.setattr(site, "render_pages", counted_pages)
    monkeypatch.setattr(site, "report_page", counted_report)
    monkeypatch.setattr(pages, "article_views", counted_views)
    return calls


def test_editing_one_report_works_out_and_renders_its_story_only(tmp_path: Path, counted) -> None:
    root = two_stories(tmp_path / "cached")
    first = pipeline.generate(settings(root)).briefing
    assert len(first.stories) == 2 and len(counted["stories"]) == 2 and len(counted["pages"]) == 2
    quake = next(s for s in first.stories if "q1" in {a.id for a in s.articles})
    for calls in counted.values():
        calls.clear()
    edited = root / "sources" / "q1.txt"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nRoads to the valley reopened on Tuesday.\n",
                      encoding="utf-8")
    pipeline.generate(settings(root))
    assert counted["found"] == [9]  # the folder changed: its stories are found again
    assert counted["stories"] == [sorted(a.id for a in quake.articles)] and counted["pages"] == [quake.id]
    assert counted["reports"] == ["q1"]  # what the quake's other reports show of it did not change
    fresh = two_stories(tmp_path / "fresh")
    shutil.copy(edited, fresh / "sources" / "q1.txt")
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")


def test_a_report_whose_view_of_its_story_changed_is_rendered_again(tmp_path: Path, counted) -> None:
    """A sentence and a figure of q2 come to be given by q1 too: q2's page no longer lists them
    as its own, and says two sources give the figure; its report did not change, its view did."""
    root = two_stories(tmp_path / "cached")
    pipeline.generate(settings(root))
    for calls in counted.values():
        calls.clear()
    edited = root / "sources" / "q1.txt"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nHospitals in Dorsk treated 120 injured.\n", encoding="utf-8")
    pipeline.generate(settings(root))
    assert {"q1", "q2"} <= set(counted["reports"]) and len(counted["reports"]) < 9
    fresh = two_stories(tmp_path / "fresh")
    shutil.copy(edited, fresh / "sources" / "q1.txt")
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")


def test_an_unchanged_folder_is_neither_worked_out_nor_rendered_again(tmp_path: Path, counted) -> None:
    root = two_stories(tmp_path)
    pipeline.generate(settings(root))
    before = snapshot(root / "docs")
    for calls in counted.values():
        calls.clear()
    again = pipeline.generate(settings(root))
    assert counted == {"found": [], "stories": [], "pages": [], "views": [], "reports": []}  # keys kept with its pages
    assert again.written.written == [] and snapshot(root / "docs") == before
    assert list(prepared.FOLDER.joinpath("templates").iterdir())  # kept compiled, for the next process of any project


def test_a_damaged_report_page_is_rendered_again(tmp_path: Path, counted) -> None:
    root = two_stories(tmp_path)
    pipeline.generate(settings(root))
    before = snapshot(root / "docs")
    folder = root / ".briefing" / "pages"
    entry = next(path for path in sorted(folder.glob("*.pickle"))
                 if isinstance(PageCache(folder).get(path.stem)[0], str))  # a report's page, not a story's own
    data = bytearray(entry.read_bytes())
    data[-40] ^= 0x01  # one flipped bit
    entry.write_bytes(bytes(data))
    counted["reports"].clear()
    pipeline.generate(settings(root))
    assert len(counted["reports"]) == 1 and snapshot(root / "docs") == before


def test_a_damaged_story_entry_is_worked_out_again_and_reported(tmp_path: Path, counted) -> None:
    root = two_stories(tmp_path)
    pipeline.generate(settings(root))
    folder = root / ".briefing" / "stories"
    entry = next(path for path in sorted(folder.glob("*.pickle"))
                 if isinstance(StoryCache(folder).get(path.stem), Briefing))  # a story's, not the folder's stories
    data = bytearray(entry.read_bytes())
    data[-40] ^= 0x01  # one flipped bit
    entry.write_bytes(bytes(data))
    counted["stories"].clear()
    result = pipeline.generate(settings(root))
    assert len(counted["stories"]) == 1
    assert any("damaged cache entries of stories" in p.message for p in result.briefing.problems)


def test_a_story_too_large_to_hold_has_its_own_pages_rendered_each_time(tmp_path: Path, counted,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(site, "PAGES_KEPT_MAX", 4)  # the samples' story (5 reports) is "too large"; the quake's is not
    root = two_stories(tmp_path / "cached")
    pipeline.generate(settings(root))
    counted["pages"].clear()
    counted["reports"].clear()
    pipeline.generate(settings(root))
    assert len(counted["pages"]) == 1 and counted["reports"] == []  # the larger story's own, again; no report's
    kept = [PageCache(root / ".briefing" / "pages").get(path.stem) for path in (root / ".briefing" / "pages").glob("*.pickle")]
    own = [entry for entry in kept if isinstance(entry[0], tuple)]  # (pages, the keys of its reports' pages)
    assert [(len(own_pages), len(keys)) for own_pages, keys in own] == [(7, 4)]  # the quake's own
    assert len(kept) - len(own) == 9  # and every report's page, the samples' included
    assert len(list((root / ".briefing" / "export").glob("*.pickle"))) == 1  # its export is streamed, not kept
    fresh = two_stories(tmp_path / "fresh")
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")


def test_an_edited_report_alone_is_read_again_to_find_the_stories(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = two_stories(tmp_path)
    pipeline.generate(settings(root))
    pipeline.generate(settings(root))  # nothing changed: the stories are not found again, their evidence is kept
    read = []
    story_evidence = pipeline.story_evidence
    monkeypatch.setattr(pipeline, "story_evidence", lambda article: read.append(article.id) or story_evidence(article))
    edited = root / "sources" / "q2.txt"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nThe school reopened on Wednesday.\n", encoding="utf-8")
    again = pipeline.generate(settings(root)).briefing
    assert read == ["q2"] and len(again.stories) == 2


def test_dates_read_once_are_not_read_again_after_an_edit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.timeline import story as timeline

    reports = {"a.md": "---\npublished: 2024-03-08\n---\nThe bridge closed on March 4, 2024, after a barge struck it.\n\n"
                       "Engineers said repairs would take months.\n",
               "b.md": "---\npublished: 2024-03-09\n---\nA barge struck the bridge on March 4, 2024, engineers said.\n"}
    root = tmp_path / "cached"
    (root / "docs").mkdir(parents=True)
    (root / "sources").mkdir()
    for name, text in reports.items():
        (root / "sources" / name).write_text(text, encoding="utf-8")
    first = pipeline.generate(settings(root)).briefing
    read = []
    parse = timeline._parse
    monkeypatch.setattr(timeline, "_parse", lambda expression, base: read.append(expression) or parse(expression, base))
    edited = root / "sources" / "b.md"
    edited.write_text(reports["b.md"] + "\nTraffic was diverted.\n", encoding="utf-8")
    again = pipeline.generate(settings(root)).briefing
    assert read == [] and [e.when for e in again.timeline] == [e.when for e in first.timeline] == ["2024-03-04"]
    edited.write_text(reports["b.md"] + "\nDivers inspected the piers on March 6, 2024.\n", encoding="utf-8")
    later = pipeline.generate(settings(root)).briefing
    assert read == ["March 6, 2024"] and [e.when for e in later.timeline] == ["2024-03-04", "2024-03-06"]
    fresh = tmp_path / "fresh"  # the same folder built with no cache: the same dates
    shutil.copytree(root / "sources", fresh / "sources")
    (fresh / "docs").mkdir()
    assert pipeline.generate(settings(fresh)).briefing.timeline == later.timeline


def test_the_story_wide_fields_are_all_that_the_story_stages_make(tmp_path: Path) -> None:
    """A story's pages are cached by its key for these fields (cache.pages_key): one the story's
    stages made and the list left out would be rendered stale."""
    from dataclasses import fields

    from generator.model import STORY_WIDE

    briefing = pipeline.build(settings(two_stories(tmp_path), cache_folder=None))
    story = max(briefing.stories, key=lambda s: len(s.articles))
    made = pipeline.story_briefing(list(story.articles), {}, settings(tmp_path))
    bare = Briefing(articles=story.articles)
    changed = {f.name for f in fields(Briefing) if getattr(made, f.name) != getattr(bare, f.name)}
    assert changed == {*STORY_WIDE, "title"}  # (the samples' story has some of each)


BRIDGE = """A new bridge over the Siversky river opened on Wednesday, linking two farming villages cut off since spring floods.

Pavlo Kyrylenko cut the ribbon as lorries carrying grain waited to cross.

The bridge, built in eleven weeks by a local firm, replaces a crossing that the floods swept away in April.

Farmers said the detour had added two hours to every trip to the grain elevator.
"""


def test_a_story_s_pages_follow_its_links_to_another_story(tmp_path: Path, counted) -> None:
    """A report of another event that comes to name someone of a story links that story's entry
    to it: the story is not worked out again, but its pages are rendered again."""
    root = two_stories(tmp_path / "cached")
    bridge = root / "sources" / "bridge.txt"
    bridge.write_text(BRIDGE.replace("Pavlo Kyrylenko", "The mayor"), encoding="utf-8")
    first = pipeline.generate(settings(root)).briefing
    assert len(first.stories) == 3 and not any(e.elsewhere for s in first.stories for e in s.entities)
    for calls in counted.values():
        calls.clear()
    bridge.write_text(BRIDGE, encoding="utf-8")
    again = pipeline.generate(settings(root)).briefing
    assert len(again.stories) == 3 and len(counted["stories"]) == 1  # the bridge's own
    linked = sorted(s.id for s in again.stories if any(e.elsewhere for e in s.entities))
    assert len(linked) == 2 and sorted(counted["pages"]) == linked
    fresh = two_stories(tmp_path / "fresh")
    shutil.copy(bridge, fresh / "sources" / "bridge.txt")
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")


def test_only_an_edited_story_s_share_of_the_export_is_encoded_again(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    root = two_stories(tmp_path / "cached")
    pipeline.generate(settings(root))
    encoded = []
    story_parts = pipeline.story_parts
    monkeypatch.setattr(pipeline, "story_parts", lambda story, *args: encoded.append(story.id) or story_parts(story, *args))
    pipeline.generate(settings(root))
    assert encoded == []
    edited = root / "sources" / "q1.txt"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nRoads to the valley reopened on Tuesday.\n", encoding="utf-8")
    again = pipeline.generate(settings(root)).briefing
    assert encoded == [next(s.id for s in again.stories if "q1" in {a.id for a in s.articles})]
    fresh = two_stories(tmp_path / "fresh")
    shutil.copy(edited, fresh / "sources" / "q1.txt")
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")


def test_articles_processed_by_workers_are_kept_for_the_next_build(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "many"
    (root / "docs").mkdir(parents=True)
    (root / "sources").mkdir()
    for n in range(pipeline.PARALLEL_MIN + 2):
        (root / "sources" / f"r{n:02d}.txt").write_text(
            f"Ferry {n} late\n\nThe ferry to Orra Island ran {n + 2} hours late on Monday, the harbour office said. "
            f"Some {n * 10 + 40} passengers waited at the pier.\n", encoding="utf-8")
    monkeypatch.setattr(pipeline, "cores", lambda: 2)  # the workers' path, on any machine
    first = pipeline.generate(settings(root)).briefing

    def not_again(*args, **kwargs):
        raise AssertionError("an article was processed again")

    monkeypatch.setattr(pipeline, "process", not_again)
    again = pipeline.generate(settings(root)).briefing
    assert [a.summary for a in again.articles] == [a.summary for a in first.articles]
    assert len(first.articles) == pipeline.PARALLEL_MIN + 2


def test_a_story_joined_by_a_second_one_is_exported_with_its_id_and_new_links(tmp_path: Path) -> None:
    """A story alone in its folder is exported without an id and with pages at briefing/articles/;
    once another story arrives, its kept share of the export must not be reused as it was."""
    root = two_stories(tmp_path / "cached")
    for report in (root / "sources").glob("q*.txt"):
        report.unlink()
    pipeline.generate(settings(root))
    shutil.copy(STORIES / "q1.txt", root / "sources" / "q1.txt")
    pipeline.generate(settings(root))
    fresh = tmp_path / "fresh"
    shutil.copytree(root, fresh, ignore=shutil.ignore_patterns(".briefing"))
    pipeline.generate(settings(fresh, cache_folder=None))
    assert snapshot(root / "docs") == snapshot(fresh / "docs")
