"""A page's HTML parts (render/html_part.py) set aside while MkDocs converts the rest of the
page, and put back into the HTML it makes.

Python-Markdown passes a block of HTML through as it is, but it reads it first, tag by tag, and
MkDocs reads the whole page once more for the ids it holds: on a large briefing, most of a page's
conversion. Each part, a block between blank lines, is replaced by a placeholder paragraph
made of the page's key and the part's number (a word no page can hold but this one), and the
paragraph Markdown makes of it (`<p>placeholder</p>`) by the part, which is what Markdown would
have written there. The ids in the parts are added to those MkDocs found, for its checks of
links to anchors. Should a placeholder not come back as its own paragraph (another extension
changed it), the page is converted whole, as MkDocs would.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any

from generator.render.html_part import CLOSE, OPEN

_PART = re.compile(rf"(?<=\n\n){re.escape(OPEN)}\n.*?\n{re.escape(CLOSE)}(?=\n\n|\n?\Z)", re.DOTALL)
# an element whose content Markdown reads (md_in_html), opened on a line of its own, and an end
# tag at a line's start: parts inside such an element are read as Markdown's, and left there
_MARKDOWN_INSIDE = re.compile(r'^<([a-zA-Z][\w-]*)\b[^<>\n]*\smarkdown="[^"\n]*"[^<>\n]*>[ \t]*$|^</([a-zA-Z][\w-]*)>', re.M)
_ID = re.compile(r"<[a-zA-Z][^<>]*?\sid=\"([^\"<>]*)\"")  # generator-made tags: their text is escaped


def convert_without_parts(page, config, files, render: Callable[[Any, Any], None]) -> None:
    """Convert `page` as `render` (MkDocs' `Page.render`) does, its HTML parts set aside."""
    whole = page.markdown
    found = _top_level_parts(whole) if whole else []
    if not found:  # (MkDocs says what is wrong with a page it could not read)
        render(config, files)
        return
    mark = "briefinghtmlpart" + hashlib.blake2b(whole.encode("utf-8"), digest_size=8).hexdigest() + "n"
    pieces: list[str] = []
    parts: list[str] = []
    end = 0
    for match in found:
        pieces += [whole[end:match.start()], f"{mark}{len(parts)}"]
        parts.append(match.group())
        end = match.end()
    page.markdown = "".join(pieces) + whole[end:]
    try:
        render(config, files)
    finally:
        page.markdown = whole
    placeholder = re.compile(rf"<p>{mark}(\d+)</p>")
    if [int(number) for number in placeholder.findall(page.content)] != list(range(len(parts))):
        render(config, files)
        return
    content = page.content  # (Markdown keeps the blank line after a block of HTML, but at the end)
    page.content = placeholder.sub(lambda match: parts[int(match.group(1))] + ("\n" if match.end() < len(content) else ""),
                                   content)
    page.present_anchor_ids = set(page.present_anchor_ids or ()) | {i for part in parts for i in _ID.findall(part)}


def _top_level_parts(markdown: str) -> list[re.Match]:
    """The parts Markdown would pass through as they are: not those inside an element whose
    content it reads as Markdown (`markdown="1"`), which it takes apart and writes again."""
    parts = list(_PART.finditer(markdown))
    if 'markdown="' not in markdown:
        return parts
    opened: list[str] = []
    outside: list[re.Match] = []
    events = iter(_MARKDOWN_INSIDE.finditer(markdown))
    event = next(events, None)
    for part in parts:
        while event is not None and event.start() < part.start():
            if event.group(1):
                opened.append(event.group(1))
            elif opened and opened[-1] == event.group(2):
                opened.pop()
            event = next(events, None)
        if not opened:
            outside.append(part)
    return outside
