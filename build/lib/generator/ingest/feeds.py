"""Feeds: an RSS or Atom file gives one article per entry that carries its full text.

Parsed with feedparser, from the bytes of the file (never fetched). An entry's text is its
longest body (the full content, else the description), its HTML reduced to paragraphs with
lxml. An entry of fewer than MIN_ENTRY_WORDS words, or one that ends with a "read more"
teaser, is only a link to the article: it is listed as "link only" with the command that
fetches it. Each entry's own title, author, link and publication time are its metadata; the
feed's title is the outlet.
"""

from __future__ import annotations

import calendar
import datetime as dt
import hashlib
import io
import re
import unicodedata
from dataclasses import dataclass, field

FEED_SUFFIXES = (".rss", ".atom", ".xml")
MIN_ENTRY_WORDS = 100  # fewer words is a summary or teaser, not the report
_TEASER_END = re.compile(r"(?:\[(?:…|\.\.\.)\]|(?:…|\.\.\.)\s*$|\b(?:read|continue reading|read the full|more)\b[^.]{0,40}$)",
                         re.IGNORECASE)
_BLOCKS = "p li h1 h2 h3 h4 h5 h6 blockquote pre figcaption".split()


@dataclass(frozen=True)
class Entry:
    """One feed entry: its id (stable across re-saves of the feed), its text when it carries
    the full article, and its metadata; `link_only` when it is only a link to the article."""

    id: str
    text: str
    metadata: dict[str, str] = field(default_factory=dict)
    link_only: bool = False


def read_feed(data: bytes) -> list[Entry] | str:
    """The entries of a feed, or the reason there are none."""
    try:
        parsed = parse_feed(data)
    except Exception as error:  # a feed feedparser cannot read at all is reported, never fatal
        return f"not a readable feed ({type(error).__name__})"
    if not parsed.entries:
        return "a feed with no entries" if parsed.get("version") else "an XML file that is not an RSS or Atom feed"
    outlet = " ".join(str(parsed.feed.get("title", "")).split())
    entries: list[Entry] = []
    for entry in parsed.entries:
        text = _longest_body(entry)
        metadata = {"title": entry.get("title", ""), "author": entry.get("author", ""), "url": entry.get("link", ""),
                    "published": _published(entry), "outlet": outlet}
        metadata = {name: " ".join(str(value).split()) for name, value in metadata.items() if str(value).strip()}
        words = len(text.split())
        link_only = words < MIN_ENTRY_WORDS or bool(_TEASER_END.search(text.rstrip()))
        entries.append(Entry(_entry_id(entry), text, metadata, link_only))
    return entries


def parse_feed(data: bytes):
    """feedparser's reading of a feed's bytes: from the bytes only (a string could be taken for
    an address and fetched), HTML sanitised, links left as written."""
    import feedparser  # imported here: only folders with feeds pay for it

    return feedparser.parse(io.BytesIO(data), sanitize_html=True, resolve_relative_uris=False)


def feed_links(data: bytes) -> list[str]:
    """The article addresses a feed lists, in its order, each once."""
    links = [str(entry.get("link", "")) for entry in parse_feed(data).entries]
    return list(dict.fromkeys(link for link in links if link))


def _longest_body(entry) -> str:
    """The entry's longest body as paragraphs split by blank lines."""
    bodies = [part.get("value", "") for part in entry.get("content", [])] + [entry.get("summary", "")]
    texts = [_paragraphs(body) for body in bodies if body]
    return max(texts, key=len, default="")


def _paragraphs(html: str) -> str:
    """An HTML fragment's text, one paragraph per block element (all its text when it has none)."""
    import lxml.html

    try:
        root = lxml.html.fragment_fromstring(html, create_parent="div")
    except Exception:  # not HTML at all: plain text
        return "\n\n".join(" ".join(line.split()) for line in html.split("\n\n") if line.strip())
    blocks = [" ".join(element.text_content().split()) for element in root.iter(*_BLOCKS)
              if not any(parent.tag in _BLOCKS for parent in element.iterancestors())]
    blocks = [block for block in blocks if block]
    return "\n\n".join(blocks) if blocks else " ".join(root.text_content().split())


def _published(entry) -> str:
    """The entry's publication (else update) time in UTC, as YYYY-MM-DDTHH:MM."""
    parsed = entry.get("published_parsed") or entry.get("updated_parsed")
    if not parsed:
        return ""
    moment = dt.datetime.fromtimestamp(calendar.timegm(parsed), dt.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M")


def _entry_id(entry) -> str:
    """A URL-safe id: the entry's title as a slug, and a short hash of its own id (else link,
    else title), so it does not change when the feed is saved again with other entries."""
    title = unicodedata.normalize("NFKD", str(entry.get("title", ""))).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", title).strip("-")[:50].strip("-") or "entry"
    own = str(entry.get("id") or entry.get("link") or entry.get("title") or "")
    return f"{slug}-{hashlib.sha1(own.encode('utf-8')).hexdigest()[:6]}"
