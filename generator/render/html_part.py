"""The parts of a page written as HTML, each one block: `<div class="brief-html">` on a line of its
own, its HTML, and `</div>` on a line of its own.

The parts that are data (tables of figures and sources, lists of links and mentions, a report's
full text) are written as HTML rather than Markdown, since Markdown turns a large briefing's
links and table cells into HTML slowly and HTML it passes through as it is. Each part is one
block, so Python-Markdown reads it whole as one piece of HTML, and the MkDocs hook can set the
parts aside while MkDocs converts the rest of a page (build/html_parts.py): any tool that reads
the Markdown gets the same page, only slower.
"""

from __future__ import annotations

from generator.render.escape import Md

OPEN = '<div class="brief-html">'
CLOSE = "</div>"


def html_part(html: str) -> Md:
    """`html` (generator-made, its text escaped) as one part of a page."""
    return Md(f"{OPEN}\n{html}\n{CLOSE}")
