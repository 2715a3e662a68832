"""Article text is data: whatever it contains, the Markdown shows it as text."""

from __future__ import annotations

import re
import sys
import unicodedata
from html.parser import HTMLParser

import markdown
import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.render.escape import WHITESPACE, md_fragment, md_link, md_text, page_title

EXTENSIONS = ["tables", "admonition", "attr_list", "abbr", "footnotes", "def_list", "md_in_html",
              "pymdownx.snippets", "pymdownx.tilde", "pymdownx.caret", "pymdownx.mark", "pymdownx.magiclink"]

HOSTILE = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "<iframe src=https://evil.test></iframe>",
    "[click](javascript:alert(1))",
    "![pic](https://evil.test/x.png)",
    "# Heading",
    "| a | b |\n|---|---|",
    "---",
    "{{ config.site_name }} {% include 'x' %}",
    "!!! warning \"Boo\"",
    "--8<-- \"/etc/passwd\"",
    "Text {: .evil onclick=alert(1) }",
    "*[HTML]: Hyper",
    "[^1]: footnote",
    "1. not a list",
    "~~struck~~ ^^up^^ ==marked== `code` **bold** _em_",
    "https://evil.test/autolink",
    "&amp; &lt; &#60;",
]


def render(text: str) -> str:
    return markdown.markdown(f"Before {md_text(text)} after.\n\n{md_text(text)}", extensions=EXTENSIONS)


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list]] = []
        self.text = ""

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.text += data


def parse(html: str) -> _Elements:
    parser = _Elements()
    parser.feed(html)
    return parser


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_renders_as_literal_text(text: str) -> None:
    page = parse(render(text))
    assert page.tags == [("p", []), ("p", [])], (text, page.tags)
    shown = " ".join(text.split())
    assert page.text == f"Before {shown} after.{shown}" or page.text == f"Before {shown} after.\n{shown}"


def _CONTROL(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc"


@given(st.text(max_size=200))
def test_any_text_shows_exactly_itself(text: str) -> None:
    page = parse(markdown.markdown(f"X {md_text(text)}", extensions=EXTENSIONS))
    visible = "".join(ch for ch in text if not _CONTROL(ch) or ch.isspace())
    assert all(tag == "p" for tag, _ in page.tags)
    assert page.text.strip() == ("X " + " ".join(visible.split())).strip()


def test_a_link_escapes_its_text_and_quotes_its_target() -> None:
    link = md_link("a [b](c)", "articles/x y.md#s-1")
    assert link == "[a &#91;b&#93;&#40;c&#41;](articles/x%20y.md#s-1)"


def test_page_titles_cannot_close_the_title_element() -> None:
    assert page_title("</title><script>x</script> & co") == '"&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &amp; co"'


def test_the_whitespace_written_out_is_what_regular_expressions_match() -> None:
    assert set(WHITESPACE) == {chr(code) for code in range(sys.maxunicode + 1) if re.match(r"\s", chr(code))}


@given(st.text(alphabet=st.characters(max_codepoint=0x3000), max_size=40))
def test_a_fragment_drops_controls_and_closes_up_breaks_keeping_its_edges(text: str) -> None:
    kept = "".join(ch for ch in text if not _CONTROL(ch) or ch.isspace())
    expected = re.sub(r"\s+", " ", kept)
    syntax = "\\`*_{}[]()#+-.!<>&|~^=:$"
    assert md_fragment(text) == "".join(f"&#{ord(ch)};" if ch in syntax else ch for ch in expected)
