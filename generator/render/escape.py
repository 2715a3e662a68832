"""The one edge where article text enters Markdown: everything from a source passes here.

Article text is data, never markup. Every character that Markdown, HTML, Jinja or the
pymdown/MkDocs extensions could read as syntax becomes a numeric character reference, which
Markdown passes through untouched and the browser shows as the character itself. Line
breaks become spaces, so no line of article text can start a block (heading, list, table,
admonition, snippet include, abbreviation or footnote definition).

Templates never call this: the Jinja environment applies it to every value it prints
(see `pages.py`), so text cannot reach a page unescaped. Trusted Markdown made by the
generator itself is wrapped in `Md` to pass through as it is.
"""

from __future__ import annotations

import html
import json
import re
from urllib.parse import quote

# Markdown/HTML syntax characters, plus those of attr_list, abbreviations, footnotes,
# snippets, admonitions, tables, emoji, math and the tilde/caret/mark extensions.
_SPECIAL = frozenset("\\`*_{}[]()#+-.!<>&|~^=:$")
_TABLE = {ord(ch): f"&#{ord(ch)};" for ch in _SPECIAL}
# What `\s` matches (the characters str.isspace() accepts), written out: each becomes a space,
# and runs of spaces are closed up to one.
WHITESPACE = ("\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
              "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")
# Control characters are dropped (Python-Markdown uses \x02 and \x03 as its own placeholders), but
# for those that are whitespace.
_CONTROLS = [*range(0x00, 0x09), *range(0x0E, 0x1C), *range(0x7F, 0x85), *range(0x86, 0xA0)]
_ONE_LINE = {code: None for code in _CONTROLS} | {ord(ch): " " for ch in WHITESPACE}
_FRAGMENT_TABLE = _ONE_LINE | _TABLE  # one table for the three (a 1,000-report story escapes 400,000 pieces)
_SPACE_RUN = re.compile(" {2,}")
_PLAIN_TARGET = re.compile(r"[\w.~/#-]*", re.ASCII)  # what `quote(target, safe="/#.-_~")` leaves as it is


class Md(str):
    """Markdown the generator wrote itself: printed as it is."""


def md_text(value: object) -> Md:
    """Article text as Markdown that shows exactly this text and nothing else."""
    if isinstance(value, Md):
        return value
    return Md(md_fragment(str(value)).strip())


def md_fragment(text: str) -> str:
    """Like `md_text`, for a piece of a longer text: surrounding spaces are kept."""
    return _one_line(text, _FRAGMENT_TABLE)


def _one_line(text: str, table: dict[int, str | None]) -> str:
    text = text.translate(table)
    return _SPACE_RUN.sub(" ", text) if "  " in text else text


def md_attribute(value: object) -> Md:
    """Article text for a double-quoted HTML attribute (a chart's `aria-label`): escaped as
    `md_text` does, and its double quotes too, so it cannot end the attribute."""
    return Md(md_text(value).replace('"', "&#34;"))


def md_link(text: object, target: str) -> Md:
    """A Markdown link with escaped text to a generator-made relative target."""
    if not _PLAIN_TARGET.fullmatch(target):  # quoting a target that needs none is the slow part of a link
        target = quote(target, safe="/#.-_~")
    return Md(f"[{md_text(text)}]({target})")


def html_link(text: object, target: str) -> Md:
    """An HTML link, for the parts of a page written as HTML: its text escaped as `md_fragment`
    escapes it (character references, which HTML reads alike), to a generator-made target
    (render/links.py: ids checked, paths quoted)."""
    return Md(f'<a href="{target}">{md_fragment(str(text))}</a>')


def page_title(value: object) -> Md:
    """A page title for YAML front matter. MkDocs themes print the title into <title>
    and the navigation without escaping it, so it is HTML-escaped here, then quoted."""
    text = _one_line(str(value), _ONE_LINE).strip()
    # ASCII only, everything else as \u escapes: no character can make the front matter
    # unreadable (MkDocs would then print it, title and all, as Markdown)
    return Md(json.dumps(html.escape(text, quote=False), ensure_ascii=True))
