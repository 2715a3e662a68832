"""Every file is read or accounted for; encodings, front matter and sources.yml."""

from __future__ import annotations

import codecs
import os
from pathlib import Path

from generator.ingest.read import read_folder


def write(folder: Path, name: str, data: bytes | str) -> None:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)


def test_encodings_and_line_endings_are_read_right(project: Path) -> None:
    src = project / "sources"
    text = "Café owners in Kraków said “no” – twice.\nSecond line.\n"
    write(src, "utf8.txt", text)
    write(src, "bom.txt", codecs.BOM_UTF8 + text.encode("utf-8"))
    write(src, "utf16.txt", text.encode("utf-16"))
    write(src, "cp1252.txt", text.replace("ó", "o").replace("\n", "\r\n").encode("cp1252"))
    write(src, "cr.txt", text.replace("\n", "\r").encode("utf-8"))
    result = read_folder(src, project)
    assert result.skipped == []
    by_file = {s.file: s.text for s in result.sources}
    assert by_file["sources/utf8.txt"] == text
    assert by_file["sources/bom.txt"] == text
    assert by_file["sources/utf16.txt"] == text
    assert by_file["sources/cr.txt"] == text
    assert by_file["sources/cp1252.txt"] == text.replace("ó", "o")


def test_unusable_files_are_listed_with_their_reason(project: Path) -> None:
    src = project / "sources"
    write(src, "a.txt", "A story about a flood.\n")
    write(src, "copy.txt", "A story about a flood.\n")
    write(src, "empty.txt", "  \n\n")
    write(src, "binary.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    write(src, "notes.odt", b"PK\x03\x04")
    write(src, ".DS_Store", b"\x00\x00")
    result = read_folder(src, project)
    assert [s.file for s in result.sources] == ["sources/a.txt"]
    reasons = {s.file: s.reason for s in result.skipped}
    assert reasons["sources/copy.txt"] == "exact duplicate of sources/a.txt"
    assert reasons["sources/empty.txt"].startswith("empty")
    assert reasons["sources/binary.txt"].startswith("binary")
    assert reasons["sources/notes.odt"].startswith("not read: only .txt, .md, .html")
    assert len(reasons) == 5 and reasons["sources/.DS_Store"].startswith("hidden")  # listed, never read


def test_front_matter_and_sources_yml_give_metadata(project: Path) -> None:
    src = project / "sources"
    write(src, "a.md", "---\ntitle: Flood\npublished: 2024-03-01\n---\nRivers rose.\n")
    write(src, "b.txt", "Rivers fell.\n")
    write(src, "sources.yml",
          "b.txt:\n  outlet: Example News\n  url: https://example.test/b\na.md:\n  outlet: Other\n  title: Ignored\n")
    result = read_folder(src, project)
    a, b = result.sources
    assert a.given == {"outlet": "Other", "title": "Flood", "published": "2024-03-01"}
    assert a.text == "Rivers rose.\n" and a.body_line == 5
    assert b.given == {"outlet": "Example News", "url": "https://example.test/b"}
    assert result.problems == []


def test_broken_metadata_is_reported_with_file_and_line(project: Path) -> None:
    src = project / "sources"
    write(src, "a.txt", "---\ntitle: Flood\noutlet: [unclosed\n---\nRivers rose.\n")
    write(src, "b.txt", "---\ncolour: blue\n---\nRivers fell.\n")
    write(src, "sources.yml", "a.txt: {outlet: x\n")
    result = read_folder(src, project)
    assert len(result.sources) == 2 and result.sources[0].given == {}
    messages = [str(p) for p in result.problems]
    assert any(m.startswith("sources/a.txt:3: front matter is not valid YAML") for m in messages), messages
    assert any("sources/b.txt" in m and "unknown metadata key 'colour'" in m for m in messages)
    assert any(m.startswith("sources/sources.yml") and "not valid YAML" in m for m in messages)


def test_ids_are_stable_unique_and_url_safe(project: Path) -> None:
    src = project / "sources"
    for name in ["plain-name.txt", "Spaced Name.txt", "spaced-name.txt", "Ünïcode.txt", "index.txt", "a.txt", "a.md"]:
        write(src, name, f"Text of {name}.\n")
    first = {s.file: s.id for s in read_folder(src, project).sources}
    assert len(set(first.values())) == len(first)
    assert first["sources/plain-name.txt"] == "plain-name"
    assert all(i.replace("-", "").replace("_", "").isalnum() and i.isascii() for i in first.values())
    write(src, "Plain Name.txt", "Another.\n")
    second = {s.file: s.id for s in read_folder(src, project).sources}
    assert all(second[f] == i for f, i in first.items())  # adding a file changes no URL


def test_a_txt_and_md_twin_keep_distinct_ids(project: Path) -> None:
    src = project / "sources"
    write(src, "report.txt", "One.\n")
    write(src, "report.md", "Two.\n")
    assert sorted(s.id for s in read_folder(src, project).sources) == ["report", "report-md"]


def test_a_file_name_that_is_not_utf8_is_read_and_named_readably(tmp_path: Path) -> None:
    """Issue 56, item 5: a name in another encoding stopped the whole build."""
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "river.txt").write_text("Rivers rose across the region on Monday, officials said.\n", encoding="utf-8")
    with open(os.path.join(os.fsencode(sources), b"caf\xe9.txt"), "wb") as handle:
        handle.write(b"A second report said the river rose on Monday, officials said.\n")
    folder = read_folder(sources, tmp_path)
    assert sorted(s.file for s in folder.sources) == ["sources/café.txt", "sources/river.txt"]
    assert len({s.id for s in folder.sources}) == 2


def test_names_made_to_collide_still_give_every_report_its_own_id(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    for name in ("a.txt", "a.md", "a-md.txt"):
        (sources / name).write_text(f"Report {name}: rivers rose on Monday, officials said.\n", encoding="utf-8")
    hashed = next(s.id for s in read_folder(sources, tmp_path).sources if s.file.endswith("a.md"))  # "a-" + a hash
    (sources / f"{hashed}.txt").write_text("Another report: rivers rose on Monday, officials said.\n", encoding="utf-8")
    ids = [s.id for s in read_folder(sources, tmp_path).sources]
    assert len(ids) == 4 and len(set(ids)) == 4


def test_hidden_files_and_folders_are_listed_not_passed_over(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    (sources / ".drafts").mkdir(parents=True)
    (sources / ".drafts" / "draft.txt").write_text("A draft about the river.\n", encoding="utf-8")
    (sources / ".x.txt").write_text("A hidden report about the river.\n", encoding="utf-8")
    (sources / "river.txt").write_text("Rivers rose across the region on Monday, officials said.\n", encoding="utf-8")
    folder = read_folder(sources, tmp_path)
    assert [s.file for s in folder.sources] == ["sources/river.txt"]
    assert sorted(s.file for s in folder.skipped) == ["sources/.drafts", "sources/.x.txt"]
    assert all(s.reason.startswith("hidden") for s in folder.skipped)


def test_a_publication_date_written_as_news_writes_it_is_read() -> None:
    """Issue 58: 'published: 9 April 2022' was dropped (only ISO dates were accepted)."""
    from generator.ingest.read import clean_metadata

    problems: list = []
    assert clean_metadata({"published": "9 April 2022"}, "sources.yml", problems) == {"published": "2022-04-09"}
    assert clean_metadata({"published": "April 9, 2022"}, "sources.yml", problems) == {"published": "2022-04-09"}
    assert clean_metadata({"published": "2022-04-09"}, "sources.yml", problems) == {"published": "2022-04-09"}
    assert not problems
    assert clean_metadata({"published": "next week"}, "sources.yml", problems) == {} and len(problems) == 1


def test_a_bidi_control_in_a_file_name_and_an_endless_title_are_shown_for_what_they_are(tmp_path: Path) -> None:
    """Issue 56, item 6: a right-to-left override stayed in the File row; a 200,000-character
    title was never shortened."""
    from generator.ingest.read import clean_metadata

    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "report\u202etxt.exe.txt").write_text("Rivers rose across the region on Monday.\n", encoding="utf-8")
    [source] = read_folder(sources, tmp_path).sources
    assert "\u202e" not in source.file and "\ufffd" in source.file
    problems: list = []
    kept = clean_metadata({"title": "flood " * 50_000}, "sources.yml", problems)
    assert len(kept["title"]) <= 301 and kept["title"].endswith("…") and "cut to 300" in problems[0].message
