"""Where quotations are: the spans between an opening and its closing mark in a paragraph.

Real copy mixes straight and curly marks (even a closing mark opening a sentence's quote, or
two apostrophes for one double mark) and leaves some quotations open to the next paragraph (a
quote that runs on); what is between the marks is the quoted text, found here before anyone
asks who said it (quotes/context.py, quotes/article.py)."""

from __future__ import annotations

from dataclasses import dataclass

from generator.model import Paragraph
from generator.text.lexicon import (
    ELIDED,
)

_OPENERS = "“\"‘”"
# straight and curly marks are mixed in real copy, and a closing mark may open a quote (`_opens`)
_TWO_APOSTROPHES = "''"  # typed for a double mark: ''…''
_CLOSE_FOR = {"“": "”\"", '"': '"”', "‘": "’", "”": "”\""}


@dataclass
class Span:
    paragraph: int
    start: int  # offset of the opening mark
    end: int  # offset just after the closing mark (or the paragraph's end)
    mark: str
    closed: bool


def find_quotes(paragraphs: list[Paragraph]) -> list[Span]:
    """Quoted spans in reading order (see the module's rules)."""
    spans: list[Span] = []
    carry = False  # a quote left open at the end of the previous paragraph
    for index, paragraph in enumerate(paragraphs):
        text = paragraph.text
        i = 0
        if carry and text[:1] not in _OPENERS:
            carry = False
        while i < len(text):
            ch = text[i]
            if text.startswith(_TWO_APOSTROPHES, i) and _open_between(text[i - 1] if i else " ", text[i + 2:i + 3] or " "):
                shut = text.find(_TWO_APOSTROPHES, i + 2)
                if shut > i + 2 and not text[shut - 1].isspace():
                    spans.append(Span(index, i, shut + 2, _TWO_APOSTROPHES, True))
                    i = shut + 2
                    continue
            if ch in _OPENERS and _opens(text, i):
                close = _closing(text, i + 1, _CLOSE_FOR[ch])
                if close is None:
                    spans.append(Span(index, i, len(text), ch, False))
                    carry = True
                    break
                spans.append(Span(index, i, close + 1, ch, True))
                i = close + 1
                continue
            i += 1
        else:
            carry = False
    return spans


def _opens(text: str, i: int) -> bool:
    before = text[i - 1] if i else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    if text[i] == "‘" and (before.isalpha() or ELIDED.match(text, i + 1)):
        return False  # "Trump‘s", "how ‘bout", "the ‘90s": an apostrophe
    if text[i] == "”":  # a closing mark set as an opening one: only where a sentence starts with it
        j = i - 1
        while j >= 0 and text[j].isspace():  # (not a copy of the paragraph before it, for each stray mark)
            j -= 1
        return (j < 0 or text[j] in ".!?") and after.isupper()
    return _open_between(before, after)


def _open_between(before: str, after: str) -> bool:
    """Whether a mark between these two characters opens a quote: after a space, a bracket or a
    dash, and before a word."""
    return (before.isspace() or before in "([—–-:,;") and not after.isspace()


def _closing(text: str, start: int, close: str) -> int | None:
    """The index of the mark that closes a quote opened before `start`, or None."""
    j = start
    while True:
        found = [k for k in (text.find(mark, j) for mark in close) if k >= 0]
        if not found:
            return None
        j = min(found)
        before = text[j - 1] if j else " "
        after = text[j + 1] if j + 1 < len(text) else " "
        if text[j] in ("’", "'") and before.isalpha() and after.isalpha():
            j += 1  # an apostrophe: "It’s"
            continue
        if text[j] == '"' and not (after.isspace() or after in ".,;:!?)—–-'’”" or j + 1 == len(text)):
            j += 1
            continue
        if text[j] == "”" and text[start - 1] == '"' and text.count("“", start, j) > text.count("”", start, j):
            j += 1  # it closes a curly quote inside a straight one: '"She called it “a disgrace” and left.'
            continue
        if not before.isspace() or text[j - 2:j - 1] in ("'", "’") or (text[j] == "”" and after.isspace()):
            return j  # (a space may part the marks when a quote ends inside a quote: "… 'Clinton,' ", or
            # come before a closing mark by mistake: "… that advice, ” he said": between spaces it opens nothing)
        j += 1


def quoted_words(text: str, span: Span) -> str:
    """The quoted words of a span, without their marks and the comma before the attribution."""
    width = len(span.mark)  # one mark, or two apostrophes
    inner = text[span.start + width: span.end - width if span.closed else span.end].strip().rstrip(",")
    return inner.strip(" '‘’\"")
