"""File formats: what the text of a file is, whatever it was saved as.

- `.txt` and `.md` are text (any encoding); one that is really a saved web page (it opens
  with `<!DOCTYPE html` or `<html`) is read as a web page;
- `.html`, `.htm`, and either gzipped (`.html.gz`): the article's main text and the page's
  metadata (title, site name, author, canonical URL, publication date) with trafilatura,
  which leaves navigation, related links, newsletter boxes, cookie banners and embeds out.
  Paragraphs are kept apart by blank lines, so the cleaner sees them as paragraphs.
- `.pdf` and `.docx`: the document's text and properties (see documents.py);
- `.rss`, `.atom`, `.xml`: a feed, one article per entry with its full text (see feeds.py).
Every other file is listed as not read, with the formats that are.
"""

from __future__ import annotations

import gzip
import io
import re

from generator.ingest.documents import Document, read_docx, read_pdf
from generator.ingest.feeds import FEED_SUFFIXES

TEXT_SUFFIXES = (".txt", ".md")
PAGE_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz")
# Documents: suffix -> (the format's name as sources show it, its reader).
DOCUMENTS = {".pdf": ("PDF", read_pdf), ".docx": ("Word document", read_docx)}
READ_SUFFIXES = TEXT_SUFFIXES + PAGE_SUFFIXES + tuple(DOCUMENTS) + FEED_SUFFIXES
MAX_PAGE_BYTES = 10_000_000  # a larger web page is not an article
# What a saved page opens with, once a byte-order mark, white space and comments are passed.
_PAGE_START = re.compile(rb"<(?:!doctype\s+html|html)[\s>]", re.IGNORECASE)
SNIFFED_BYTES = 4096  # how much of a text file is looked at to tell a saved web page
# What browsers write at the top of a page they save: "<!-- saved from url=(0023)https://… -->".
_SAVED_FROM = re.compile(rb"<!--\s*saved from url=\(\d+\)(https?://[^\s<>]+?)\s*-->", re.IGNORECASE)
# The page metadata trafilatura finds, under our field names.
PAGE_FIELDS = {"title": "title", "sitename": "outlet", "author": "author", "url": "url", "date": "published"}


def suffix(name: str) -> str:
    """The suffix that decides how a file is read: ".html.gz" counts as one."""
    low = name.lower()
    for known in (".html.gz", ".htm.gz"):
        if low.endswith(known):
            return known
    dot = low.rfind(".")
    return low[dot:] if dot > 0 else ""


def is_page(name: str, data: bytes) -> bool:
    """Whether a file is a web page: by its name, or by its content when saved as text."""
    return suffix(name) in PAGE_SUFFIXES or _opens_as_page(data[:SNIFFED_BYTES])


def _opens_as_page(head: bytes) -> bool:
    """Whether text opens as a saved web page does: `<!DOCTYPE html` or `<html`, after a
    byte-order mark, white space and any comments. A scan that passes each comment with one
    `find`, not one pattern: a pattern of repeated comments backtracks exponentially on a run
    of them, and a text file of a few hundred bytes hung the build."""
    at = 3 if head.startswith(b"\xef\xbb\xbf") else 0
    while True:
        at = len(head) - len(head[at:].lstrip())
        if not head.startswith(b"<!--", at):
            return _PAGE_START.match(head, at) is not None
        end = head.find(b"-->", at + 4)
        if end < 0:
            return False
        at = end + 3


def read_page(name: str, data: bytes) -> Document | str:
    """The article of a saved web page, or the reason there is none."""
    if suffix(name).endswith(".gz"):
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as handle:
                data = handle.read(MAX_PAGE_BYTES + 1)
        except (OSError, EOFError) as error:
            return f"not a readable gzip file ({error})"
    if len(data) > MAX_PAGE_BYTES:
        return f"a web page larger than {MAX_PAGE_BYTES:,} bytes: not an article"
    import trafilatura  # imported here: only folders with web pages pay for it

    try:  # no `deduplicate`: its memory of text seen spans every call in the process, so a page read
        # twice (a second build under `mkdocs serve`, a worker that read a similar page) lost its text
        document = trafilatura.bare_extraction(data, with_metadata=True, include_comments=False, include_tables=False,
                                               include_images=False, favor_precision=True, deduplicate=False)
    except Exception as error:  # a page trafilatura cannot parse is reported, never fatal
        return f"a web page that could not be parsed ({type(error).__name__})"
    found = document.as_dict() if document is not None and hasattr(document, "as_dict") else (document or {})
    text = (found.get("text") or "").strip()
    if not text:
        return "a web page with no article text (navigation, scripts or furniture only)"
    metadata = {ours: " ".join(str(found[theirs]).split()) for theirs, ours in PAGE_FIELDS.items() if found.get(theirs)}
    saved = _SAVED_FROM.search(data[:4096])
    if saved and "url" not in metadata:  # the address a browser (or `generator fetch`) saved it from
        metadata["url"] = saved.group(1).decode("ascii", "replace")
    return Document("\n\n".join(line for line in text.splitlines() if line.strip()) + "\n", metadata)
