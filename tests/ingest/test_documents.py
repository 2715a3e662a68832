"""Documents and feeds: PDFs (printed from a browser, in columns, scanned), Word files and
RSS/Atom feeds become articles with their own metadata, or are listed with the reason."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

import docx
import pytest

from generator.cli import describe
from generator.ingest import documents
from tests.helpers import FIXTURES, build

DOCUMENTS = FIXTURES / "documents"  # PDFs of our own pages: see make.sh there
LEAD = "MARLOW — The River Tessel rose to 4.2 metres on Saturday morning"


def text_of(article) -> str:
    return " ".join(s.text for s in article.sentences)


def word_file(paragraphs: list[str], title: str = "", author: str = "", table: bool = False) -> bytes:
    document = docx.Document()
    document.core_properties.title = title
    document.core_properties.author = author
    document.add_heading("Flood waters reach Marlow Bridge", 0)
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    if table:
        document.add_table(rows=1, cols=2).cell(0, 0).text = "Sandbags filled: 6,000"
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


BODY = ["The River Tessel rose to 4.2 metres on Saturday morning, and crews evacuated 320 homes overnight.",
        "“We have never seen water move this fast,” said Helen Okoro, who leads the emergency planning team.",
        "Forecasters expect the river to fall slowly from Sunday afternoon, but more rain is due on Tuesday."]


def test_a_printed_pdf_gives_its_paragraphs_without_running_headers_and_footers(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"printed.pdf": (DOCUMENTS / "flood-printed.pdf").read_bytes()})
    article = briefing.articles[0]
    assert article.source.format == "PDF"
    assert article.metadata.title == "Flood waters reach Marlow Bridge as river peaks"
    assert article.metadata.inferred["title"] == "from the PDF's own metadata"
    text = text_of(article)
    assert text.startswith(LEAD) and "said Tom Reyes, 31," in text
    # the browser's print date, the file's address and "2/3" are on every page, not in the report
    for furniture in ("PM", "file:", "/3", "ﬁ"):
        assert furniture not in text
    assert [p.text[:20] for p in article.paragraphs][:2] == ["MARLOW — The River T", "“We have never seen "]


def test_a_pdf_in_two_columns_is_read_column_by_column_with_broken_paragraphs_joined() -> None:
    found = describe(DOCUMENTS / "flood-columns.pdf")
    paragraphs = str(found["text"]).split("\n\n")
    assert paragraphs[0].startswith(LEAD) and len(paragraphs) == 5
    # the second paragraph runs from the first column's foot into the second column
    assert "who leads the county's emergency planning team. “Everyone on Mill Lane" in paragraphs[1]
    assert found["set_aside"][0]["text"] == "Flood waters reach Marlow Bridge as river peaks"  # type: ignore[index]


def test_a_scanned_or_damaged_pdf_is_listed_with_its_reason(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"scan.pdf": (DOCUMENTS / "scanned.pdf").read_bytes(), "broken.pdf": b"%PDF-1.4 not really",
                                "a.txt": "Crews evacuated 320 homes on the east bank of the river overnight.\n"})
    reasons = {s.file: s.reason for s in briefing.skipped}
    assert reasons["sources/scan.pdf"].startswith("a PDF with no text layer")
    assert reasons["sources/broken.pdf"].startswith("not a readable PDF")


def test_a_word_file_gives_its_paragraphs_and_properties_without_tables(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"flood.docx": word_file(BODY, "Flood waters reach Marlow Bridge", "Dana Whitfield", table=True),
                                "draft.docx": word_file(BODY[1:], "Microsoft Word - draft3.docx")})
    flood = next(a for a in briefing.articles if a.id == "flood")
    assert flood.source.format == "Word document"
    assert (flood.metadata.title, flood.metadata.author) == ("Flood waters reach Marlow Bridge", "Dana Whitfield")
    assert flood.metadata.inferred["author"] == "from the Word document's own metadata"
    assert [p.text for p in flood.paragraphs] == BODY and "Sandbags" not in text_of(flood)
    draft = next(a for a in briefing.articles if a.id == "draft")  # a program's placeholder is not a title
    assert draft.metadata.title == "Flood waters reach Marlow Bridge"
    assert draft.metadata.inferred["title"] == "from the headline line above the article"


def test_a_damaged_or_oversized_word_file_is_listed_with_its_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(documents, "MAX_DOCX_BYTES", 1000)
    briefing = build(tmp_path, {"broken.docx": b"PK not a zip", "big.docx": word_file(BODY)})
    reasons = {s.file: s.reason for s in briefing.skipped}
    assert reasons["sources/broken.docx"].startswith("not a readable Word .docx file")
    assert reasons["sources/big.docx"].startswith("a Word file that unpacks to")


LONG = " ".join(["Crews worked through the night to shore up the river wall with sandbags and pumps."] * 9)
RSS = f"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>Riverside Courier</title><link>https://courier.example/</link>
<item><title>Flood waters reach Marlow Bridge</title><link>https://courier.example/flood</link>
<guid>https://courier.example/?p=101</guid><pubDate>Sat, 14 Mar 2026 09:30:00 +0100</pubDate>
<author>Dana Whitfield</author><description>The river peaked at Marlow Bridge.</description>
<content:encoded><![CDATA[<p>The River Tessel rose to 4.2 metres on Saturday, the highest since 1998.</p>
<p>{LONG}</p><script>track()</script>]]></content:encoded></item>
<item><title>Schools stay closed</title><link>https://courier.example/schools</link>
<description>The council has kept 14 schools closed until Wednesday. Read more</description></item>
</channel></rss>"""
ATOM = f"""<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">
<title>Valley Post</title><id>urn:valley</id><updated>2026-03-14T12:00:00Z</updated>
<entry><title>Volunteers fill 6,000 sandbags</title><id>urn:valley:7</id><updated>2026-03-14T11:00:00Z</updated>
<link href="https://valley.example/sandbags"/><content type="html">&lt;p&gt;{LONG}&lt;/p&gt;</content></entry></feed>"""


def test_a_feed_gives_an_article_per_full_entry_and_lists_the_links_to_fetch(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"courier.rss": RSS, "valley.xml": ATOM, "sitemap.xml": "<?xml version='1.0'?><urlset/>"})
    articles = {a.id: a for a in briefing.articles}
    # an entry's id: its title and a hash of the entry's own id, stable when the feed is saved again
    flood_id = "flood-waters-reach-marlow-bridge-" + hashlib.sha1(b"https://courier.example/?p=101").hexdigest()[:6]
    assert sorted(articles) == [flood_id, "volunteers-fill-6-000-sandbags-" + hashlib.sha1(b"urn:valley:7").hexdigest()[:6]]
    flood = articles[flood_id]
    assert flood.source.file == f"sources/courier.rss#{flood_id}"
    assert flood.source.format == "feed entry"
    meta = flood.metadata
    assert (meta.title, meta.outlet, meta.author, meta.url, meta.published) == (
        "Flood waters reach Marlow Bridge", "Riverside Courier", "Dana Whitfield", "https://courier.example/flood",
        "2026-03-14T08:30")
    assert meta.inferred["outlet"] == "from the feed entry's own metadata"
    assert text_of(flood).startswith("The River Tessel rose to 4.2 metres") and "track()" not in text_of(flood)
    reasons = {s.file: s.reason for s in briefing.skipped}
    schools = next(reason for file, reason in reasons.items() if file.startswith("sources/courier.rss#schools-stay-closed"))
    assert schools.startswith("link only — fetch it") and "fetch https://courier.example/schools" in schools
    assert reasons["sources/sitemap.xml"] == "an XML file that is not an RSS or Atom feed"


def test_read_describes_each_entry_of_a_feed(tmp_path: Path) -> None:
    feed = tmp_path / "courier.rss"
    feed.write_text(RSS, encoding="utf-8")
    printed = subprocess.run([sys.executable, "-m", "generator", "read", str(feed)], capture_output=True, text=True,
                             check=True).stdout
    found = json.loads(printed)
    assert found["format"] == "feed" and [e["format"] for e in found["entries"]] == ["feed entry", None]
    assert found["entries"][0]["outlet"] == "Riverside Courier" and found["entries"][1]["skipped"].startswith("link only")


def _pdf_with_a_page_of(spaces: int) -> bytes:
    """A one-page PDF whose content stream unpacks to `spaces` bytes more than its text: made a
    megabyte at a time, so the test itself never holds them."""
    packer = zlib.compressobj(9)
    content = packer.compress(b"BT /F1 12 Tf 72 720 Td (River levels) Tj ET\n")
    for _ in range(spaces // 1_000_000):
        content += packer.compress(b" " * 1_000_000)
    content += packer.flush()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
               b" /Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    pdf, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    table = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return pdf + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, table)


def test_a_pdf_whose_streams_unpack_past_the_memory_bound_is_listed_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert documents.read_pdf(_pdf_with_a_page_of(0)).text == "River levels\n"  # the same file, small, is read
    monkeypatch.setattr(documents, "MAX_PDF_MEMORY", 60_000_000)
    bomb = _pdf_with_a_page_of(150_000_000)  # 150 KB that unpack to 150 MB
    assert len(bomb) < 200_000
    assert documents.read_pdf(bomb).startswith("a PDF that needs more than 60 MB of memory")


def test_a_word_file_is_measured_by_what_it_unpacks_to_and_read_within_the_memory_bound(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = word_file(BODY)
    with zipfile.ZipFile(io.BytesIO(real)) as archive:
        members = [(item.filename, archive.read(item)) for item in archive.infolist()]
    padded = io.BytesIO()  # the same document, its text followed by 150 MB of white space
    with zipfile.ZipFile(padded, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in members:
            with archive.open(name, "w", force_zip64=True) as member:
                member.write(content)
                for _ in range(150 if name.endswith("document.xml") else 0):
                    member.write(b" " * 1_000_000)
    assert BODY[0] in documents.read_docx(real).text
    monkeypatch.setattr(documents, "MAX_DOCX_BYTES", 20_000)
    assert documents.read_docx(padded.getvalue()) == "a Word file that unpacks to more than 20,000 bytes: not an article"
    monkeypatch.setattr(documents, "MAX_DOCX_BYTES", 10**9)
    monkeypatch.setattr(documents, "MAX_PDF_MEMORY", 60_000_000)
    assert documents.read_docx(padded.getvalue()).startswith("a Word file that needs more than 60 MB of memory")


def one_line_pages(count: int) -> bytes:
    """A PDF of `count` pages, each holding one line of text: written here, object by object."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               "<< /Type /Pages /Kids [" + " ".join(f"{4 + 2 * i} 0 R" for i in range(count)) + f"] /Count {count} >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for i in range(count):
        line = f"BT /F1 12 Tf 72 720 Td (Line {i + 1}: the river rose again on day {i + 1}.) Tj ET"
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                       f"/Contents {5 + 2 * i} 0 R >>")
        objects.append(f"<< /Length {len(line)} >>\nstream\n{line}\nendstream")
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{number} 0 obj\n{body}\nendobj\n".encode())
    table = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    out.write("".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{table}\n%%EOF\n".encode())
    return out.getvalue()


def test_a_pdf_of_one_line_pages_is_read_up_to_its_page_budget_and_the_cut_is_said(tmp_path: Path) -> None:
    briefing = build(tmp_path, {"lines.pdf": one_line_pages(documents.MAX_PDF_PAGES + 40)})
    (article,) = briefing.articles
    text = text_of(article)
    assert "Line 1: the river rose again on day 1." in text and f"day {documents.MAX_PDF_PAGES}." in text
    assert f"day {documents.MAX_PDF_PAGES + 1}." not in text
    assert [p.message for p in briefing.problems if p.file.endswith("lines.pdf")] == [
        f"more than {documents.MAX_PDF_PAGES} pages: only the first {documents.MAX_PDF_PAGES} are read"]


def test_a_pdf_is_read_only_up_to_its_character_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(documents, "READING", type("Budget", (), {"max_chars": 200})())
    found = documents._read_pdf(one_line_pages(30))
    assert isinstance(found, documents.Document) and found.text.count("Line ") < 30
    assert found.cut.endswith("are read") and "of text" in found.cut
