"""Documents: the article text and metadata of a PDF or a Word (.docx) file.

PDF text comes from pdfminer.six's layout analysis, which groups a page's characters into
lines and lines into blocks: a block is a paragraph, and columns are read one after the
other. (pypdf, measured on the same pages printed from a browser, loses paragraph breaks in
its plain mode and interleaves the lines of two columns in its layout mode.) A block that
does not end a sentence and a next block that starts in lower case are one paragraph broken
by a column or page end. Running headers and footers (a block repeated on several pages,
page numbers) are dropped: they are the document's furniture, not the report.

Word files are read with python-docx, paragraph by paragraph (tables are left out, as they
are from web pages).

The title and author come from the document's own properties unless they are a program's
placeholder ("Microsoft Word - draft.docx", "Untitled"). Creation dates are not used: a
file's creation is when it was printed or saved, not when the report was published.
"""

from __future__ import annotations

import io
import os
import re
import unicodedata
import zipfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from generator.limits import limit_memory
from generator.thresholds import READING

MAX_PDF_PAGES = 200  # a longer PDF is a report or a book: only its first pages are read
RUNNING_BLOCKS = 3  # running headers and footers are among a page's first or last three blocks
MAX_RUNNING_WORDS = 20
MAX_DOCX_BYTES = 100_000_000  # a Word file that unpacks to more is not an article (or is a zip bomb)
# A PDF or Word file is read in a process of its own that may use this much memory beyond what
# it starts with: a small file whose streams decompress to gigabytes (a bomb) then ends that
# process, and the file is listed as not read, instead of taking the machine. Real reports
# need a few hundred megabytes at most.
MAX_PDF_MEMORY = 1_000_000_000
MAX_PDF_SECONDS = 120  # and so much time: a PDF still being read after it is not an article
_UNZIP_CHUNK = 1 << 20
# Characters farther apart than this many character widths start a new line of text. pdfminer's
# default (2) splits a justified heading's widely spaced words into blocks read out of order.
PDF_CHAR_MARGIN = 4.0
_ENDS_SENTENCE = re.compile(r"""[.!?…:;]["”’'»)\]]?$""")
_LINE_END_HYPHEN = re.compile(r"(?<=\w)-[ \t]*\n[ \t]*(?=[a-z])")
# Typeset ligatures ("ﬁ" in "ﬁre") as their letters, so words match as they read.
_LIGATURES = {code: unicodedata.normalize("NFKC", chr(code)) for code in range(0xFB00, 0xFB07)}
_PAGE_NUMBER = re.compile(r"(?:page\s*)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?", re.IGNORECASE)
_PLACEHOLDER_TITLE = re.compile(r"^(?:microsoft \w+ - |untitled\b|document\d*$)|\.(?:docx?|pdf|txt|html?|rtf|odt)$",
                                re.IGNORECASE)


@dataclass(frozen=True)
class Document:
    """A document's article text (paragraphs split by blank lines) and its metadata."""

    text: str
    metadata: dict[str, str] = field(default_factory=dict)
    cut: str = ""  # what was left unread, said in the file's problems ("only the first 200 pages are read")


def read_pdf(data: bytes) -> Document | str:
    """The text of a PDF, or the reason there is none; read within MAX_PDF_MEMORY and
    MAX_PDF_SECONDS where the system lets a process be bounded (see `bounded`)."""
    return bounded(_read_pdf, data, MAX_PDF_MEMORY, MAX_PDF_SECONDS,
                   f"a PDF that needs more than {MAX_PDF_MEMORY // 1_000_000:,} MB of memory or "
                   f"{MAX_PDF_SECONDS} s to read (its streams may unpack to far more than the file): not an article")


def bounded(read: Callable[[bytes], Document | str], data: bytes, memory: int, seconds: int, refused: str) -> Document | str:
    """What `read(data)` returns, computed in a forked process limited to `memory` bytes more
    than this one maps and to `seconds` of CPU; `refused` when it goes past either. Where
    processes cannot be forked (not POSIX), `read` runs here, unbounded."""
    if not hasattr(os, "fork"):
        return read(data)
    import pickle
    import resource

    out, into = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child's side, reported through the pipe
        code = 0
        try:
            os.close(out)
            limit_memory(memory)
            resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
            with os.fdopen(into, "wb") as pipe:
                pipe.write(pickle.dumps(read(data)))
        except BaseException:  # MemoryError above all: the parent reports `refused`
            code = 1
        os._exit(code)
    os.close(into)
    with os.fdopen(out, "rb") as pipe:
        answer = pipe.read()
    _, status = os.waitpid(child, 0)
    if status != 0 or not answer:
        return refused
    return pickle.loads(answer)  # our own child's answer


def _read_pdf(data: bytes) -> Document | str:
    """The text of a PDF, or the reason there is none (unbounded: see `read_pdf`)."""
    from pdfminer.high_level import extract_pages  # imported here: only folders with PDFs pay for it
    from pdfminer.layout import LAParams, LTTextBox
    from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
    from pdfminer.pdfparser import PDFParser

    pages: list[list[str]] = []
    characters, cut = 0, ""
    try:  # pages are laid out one at a time, and reading stops at the page or the character budget
        for layout in extract_pages(io.BytesIO(data), maxpages=MAX_PDF_PAGES + 1,
                                    laparams=LAParams(char_margin=PDF_CHAR_MARGIN)):
            if len(pages) == MAX_PDF_PAGES or characters > READING.max_chars:
                cut = f"more than {len(pages):,} pages{' of text' if characters > READING.max_chars else ''}: " \
                      f"only the first {len(pages):,} are read"
                break
            pages.append([_block_text(box.get_text()) for box in layout if isinstance(box, LTTextBox)])
            characters += sum(len(block) for block in pages[-1])
        metadata = _pdf_metadata(PDFParser(io.BytesIO(data)))
    except (PDFPasswordIncorrect, PDFEncryptionError):
        return "a password-protected PDF: save an unprotected copy, or its text"
    except MemoryError:  # past the bound `read_pdf` set: reported as such
        raise
    except Exception as error:  # a damaged or unusual PDF is reported, never fatal
        return f"not a readable PDF ({type(error).__name__})"
    paragraphs = _join_broken(_without_running_lines(pages))
    if not paragraphs:
        return "a PDF with no text layer (scanned pages or pictures only): run it through OCR, or save its text"
    return Document("\n\n".join(paragraphs) + "\n", metadata, cut)


def read_docx(data: bytes) -> Document | str:
    """The text of a Word .docx file, or the reason there is none; bounded as a PDF is."""
    return bounded(_read_docx, data, MAX_PDF_MEMORY, MAX_PDF_SECONDS,
                   f"a Word file that needs more than {MAX_PDF_MEMORY // 1_000_000:,} MB of memory or "
                   f"{MAX_PDF_SECONDS} s to read: not an article")


def _read_docx(data: bytes) -> Document | str:
    """The text of a Word .docx file, or the reason there is none (unbounded: see `read_docx`)."""
    import docx  # python-docx; imported here: only folders with Word files pay for it

    try:
        unpacked = _unpacked_bytes(data, MAX_DOCX_BYTES)
        if unpacked > MAX_DOCX_BYTES:
            return f"a Word file that unpacks to more than {MAX_DOCX_BYTES:,} bytes: not an article"
        document = docx.Document(io.BytesIO(data))
    except MemoryError:  # past the bound `read_docx` set: reported as such
        raise
    except Exception as error:  # not a zip, not a Word document, damaged
        return f"not a readable Word .docx file ({type(error).__name__})"
    paragraphs = [" ".join(p.text.split()) for p in document.paragraphs]
    paragraphs = [p for p in paragraphs if p]
    if not paragraphs:
        return "a Word file with no text"
    properties = document.core_properties
    metadata = _kept({"title": properties.title or "", "author": properties.author or ""})
    return Document("\n\n".join(paragraphs) + "\n", metadata)


def _unpacked_bytes(data: bytes, limit: int) -> int:
    """The bytes a zip's members unpack to, counted as they are unpacked (the sizes its
    directory gives can lie), a chunk at a time; counting stops past `limit`."""
    total = 0
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for item in archive.infolist():
            with archive.open(item) as member:
                while chunk := member.read(_UNZIP_CHUNK):
                    total += len(chunk)
                    if total > limit:
                        return total
    return total


def _block_text(text: str) -> str:
    """A block's lines as one paragraph: words re-spaced (justified text), line ends joined; a
    line ending in a hyphen keeps it and joins the next word ("low-" + "lying")."""
    return " ".join(_LINE_END_HYPHEN.sub("-", text).translate(_LIGATURES).split())


def _without_running_lines(pages: list[list[str]]) -> list[str]:
    """Every page's blocks in order, without page numbers and the short blocks at the top or
    bottom of several pages (running headers and footers; digits are ignored, so "Page 2 of 3"
    matches "Page 3 of 3"). A header runs beside a page's text: on pages of one block each,
    the blocks are the text ("Line 1", "Line 2" … of a PDF of one-line pages)."""
    def shape(block: str) -> str:
        return re.sub(r"\d+", "#", block.lower())

    def margins(page: list[str]) -> set[str]:
        return {shape(block) for block in page[:RUNNING_BLOCKS] + page[-RUNNING_BLOCKS:]}

    repeated = Counter(key for page in pages if len(page) > 1 for key in margins(page))
    kept: list[str] = []
    for page in pages:
        edge = margins(page)
        for block in page:
            if not block or _PAGE_NUMBER.fullmatch(block):
                continue
            key = shape(block)
            if len(pages) > 1 and key in edge and repeated[key] > 1 and len(block.split()) <= MAX_RUNNING_WORDS:
                continue
            kept.append(block)
    return kept


def _join_broken(blocks: list[str]) -> list[str]:
    """Blocks as paragraphs: a block that does not end a sentence continues into a next one
    starting in lower case (a paragraph broken by the end of a column or page)."""
    paragraphs: list[str] = []
    for block in blocks:
        if paragraphs and not _ENDS_SENTENCE.search(paragraphs[-1]) and block[:1].islower():
            paragraphs[-1] = f"{paragraphs[-1]} {block}"
        else:
            paragraphs.append(block)
    return paragraphs


def _pdf_metadata(parser) -> dict[str, str]:
    """The title and author in a PDF's document information, if they are real ones."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdftypes import resolve1
    from pdfminer.utils import decode_text

    info: dict[str, str] = {}
    for entry in PDFDocument(parser).info:
        for theirs, ours in (("Title", "title"), ("Author", "author")):
            value = resolve1(entry.get(theirs))
            if isinstance(value, bytes):
                info[ours] = decode_text(value)
            elif isinstance(value, str):
                info[ours] = value
    return _kept(info)


def _kept(metadata: dict[str, str]) -> dict[str, str]:
    """Metadata with whitespace tidied, without empty values and placeholder titles."""
    kept = {name: " ".join(value.split()) for name, value in metadata.items()}
    return {name: value for name, value in kept.items()
            if value and not (name == "title" and _PLACEHOLDER_TITLE.search(value))}
