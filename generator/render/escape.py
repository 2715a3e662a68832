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
_BREAKS = re.compile(r"\s+")
# Control characters (Python-Markdown uses \x02 and \x03 as its own placeholders).
# (Those that \s counts as whitespace become spaces instead.)
_CONTROLS = re.compile(r"[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f]")


class Md(str):
    """Markdown the generator wrote itself: printed as it is."""


def md_text(value: object) -> Md:
    """Article text as Markdown that shows exactly this text and nothing else."""
    if isinstance(value, Md):
        return value
    return Md(md_fragment(str(value)).strip())


def md_fragment(text: str) -> str:
    """Like `md_text`, for a piece of a longer text: surrounding spaces are kept."""
    return _BREAKS.sub(" ", _CONTROLS.sub("", text)).translate(_TABLE)


def md_link(text: object, target: str) -> Md:
    """A Markdown link with escaped text to a generator-made relative target."""
    return Md(f"[{md_text(text)}]({quote(target, safe='/#.-_~')})")


def page_title(value: object) -> Md:
    """A page title for YAML front matter. MkDocs themes print the title into <title>
    and the navigation without escaping it, so it is HTML-escaped here, then quoted."""
    text = _BREAKS.sub(" ", _CONTROLS.sub("", str(value))).strip()
    # ASCII only, everything else as \u escapes: no character can make the front matter
    # unreadable (MkDocs would then print it, title and all, as Markdown)
    return Md(json.dumps(html.escape(text, quote=False), ensure_ascii=True))
