"""Split body paragraphs into sentences, each with a stable anchor.

pysbd (rule-based sentence boundary detection) does the splitting; it knows titles,
abbreviations, initials, decimals and ellipses. Three news habits it gets wrong are mended
here: a quotation ending in ? or ! followed by its attribution ("...Mariupol?" Mr Zelenskyy
said) is one sentence, so is one ending in a comma and nested quote marks (",’” Harlan
said"), and a stray closing quote mark is not a sentence of its own.

Sentences are slices of their paragraph: every character of the paragraph belongs to
exactly one sentence (whitespace between them aside), so nothing is invented or lost.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

import pysbd
from pysbd.lang.english import English

from generator.model import Paragraph, Sentence
from generator.text.lexicon import HONORIFICS, MONTHS, NAME_ABBREVIATIONS, SPEECH_VERBS, TITLE_WORDS, WEEKDAYS

# pysbd builds a few hundred regular expressions per call by string; beyond Python's cache of
# 512 compiled patterns they are compiled again on every call, which doubles its cost.
re._MAXCACHE = max(getattr(re, "_MAXCACHE", 512), 4096)  # type: ignore[attr-defined]

CHUNK = 5_000  # pysbd slows down on very long paragraphs; longer ones are split first
_ONLY_CLOSERS = re.compile(r"""^[\s"'”’»)\]]+$""")
_LEADING_CLOSERS = re.compile(r"""["'”’»)\]]+(?=\s|$)""")
_ENDS_QUOTED_QUESTION = re.compile(r"""[?!]["”’']\s*$""")
_ENDS_QUOTED_COMMA = re.compile(r""",["”’']+\s*$""")  # "…,’” Senator Harlan said": a comma ends no sentence
# Titles cut short that stand before a name ("Insp. Dave Lowe", "Dist. Atty. Ana Ruiz"): never a sentence's end
_TITLE_CUT_SHORT = re.compile(r"\b(?:" + "|".join(sorted(NAME_ABBREVIATIONS & (TITLE_WORDS | HONORIFICS))) + r")\.\s*$",
                              re.IGNORECASE)
_GOES_ON = re.compile(r"[,;:]|[’']s\s")  # "… 64 Perry St., which sold …", "Facebook Inc.’s role": no sentence starts so
# A clock time goes on into its day or zone: "at 6 a.m. Wednesday", "9 p.m. local time", "10 a.m. EST"
_CLOCK_END = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.m\.\s*$", re.IGNORECASE)
_CLOCK_GOES_ON = re.compile(rf"(?:{'|'.join(day.title() for day in WEEKDAYS + MONTHS)}|local|[A-Z]{{1,3}}[SD]?T|GMT|UTC)\b")
_ATTRIBUTION_START = re.compile(rf"^(?:[A-Z][\w.'’-]*\s+){{0,5}}(?:{SPEECH_VERBS})\b")


@lru_cache(maxsize=1)
def _segmenter() -> pysbd.Segmenter:
    segmenter = pysbd.Segmenter(language="en", clean=False)
    segmenter.language_module = _English
    return segmenter


class _Abbreviations(English.AbbreviationReplacer):
    """pysbd's English abbreviation step, asked only about the abbreviations a line writes
    with a full stop. pysbd tries each of its 188 on every line, and for each one the line
    merely contains ("is", "man", "ill", "p"), every word that starts so costs a pass over the
    line (two fifths of its time), though all it ever changes is the full stop after one. The
    line comes out the same: pysbd's own step runs, over the shorter list (a property test
    checks the two agree)."""

    lang: object

    def search_for_abbreviations_in_string(self, text: str) -> str:
        language, self.lang = self.lang, _Narrowed(_written_abbreviations(text))
        try:
            return super().search_for_abbreviations_in_string(text)
        finally:
            self.lang = language


class _English(English):
    AbbreviationReplacer = _Abbreviations


class _Narrowed:
    """pysbd's English, with a shorter list of abbreviations to try."""

    def __init__(self, abbreviations: list[str]) -> None:
        self.Abbreviation = type("Abbreviation", (English.Abbreviation,), {"ABBREVIATIONS": abbreviations})

    def __getattr__(self, name: str) -> object:
        return getattr(English, name)


_WRITTEN_ABBREVIATION = re.compile(r"(?<![^\s])([a-z0-9]+)\.")
# letters outside ASCII that pysbd's case-blind patterns take for ASCII ones ("İ" for "i", "ſ" for "s")
_ASCII_LOOK_ALIKES = frozenset("\u0130\u0131\u017f\u212a")


def _written_abbreviations(line: str) -> list[str]:
    """The abbreviations of pysbd's list the line writes as a word of its own and a full stop,
    in the list's order (pysbd changes nothing for the others), and those that are patterns
    ("u.s", "e.g"); all of them where a letter may pass for another."""
    if _ASCII_LOOK_ALIKES.intersection(line):
        return English.Abbreviation.ABBREVIATIONS
    written = set(_WRITTEN_ABBREVIATION.findall(line.lower()))
    return [a for a in English.Abbreviation.ABBREVIATIONS if a in written or not a.isalnum()]


def split_paragraph(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the sentences in `text`, trimmed of surrounding whitespace."""
    plain = plain_boundaries(text)
    return _spans(text, plain) if plain is not None else list(_segment(text))


# Words that end in a full stop without ending a sentence; their presence sends a paragraph to pysbd:
# the abbreviations inside names (the lexicon's), and the other common ones.
_ABBREVIATIONS = NAME_ABBREVIATIONS | frozenset(
    """jan feb mar apr jun jul aug sep sept oct nov dec no nos vs etc ave blvd rd pp ph approx est dept univ fig al op vol
    ed eds""".split())
_END = re.compile(r"[.?!]+[”\"’')\]]*")
_NEXT_STARTS = re.compile(r"\s+[“\"‘(]?[A-Z]")


def plain_boundaries(text: str) -> list[int] | None:
    """Where sentences start in a paragraph whose every boundary is unambiguous, else None.

    pysbd costs most of the time of a build. A paragraph with no quotation marks, ellipses
    or abbreviation-like words, where every stop is followed by a capital, has only one
    reading; there pysbd is skipped (a property test checks the two always agree)."""
    if "…" in text or ".." in text or any(mark in text for mark in "“”\"‘’'"):
        return None
    starts = [0]
    for match in _END.finditer(text):
        if sum(match.group().count(mark) for mark in ".?!") > 1:
            return None  # "?!", ".?": pysbd has its own views
        rest = text[match.end():]
        if not rest.strip():
            continue
        if not _NEXT_STARTS.match(rest):
            if rest[:1].isalnum():
                continue  # inside a token: "3.5", "U.S"
            return None
        word = text[: match.start()].rsplit(None, 1)[-1].strip("([").lower() if text[: match.start()].strip() else ""
        if text[match.start()] == "." and (len(word) <= 2 or word in _ABBREVIATIONS or "." in word
                                          or not word.isalpha()):
            return None
        starts.append(match.end())
    return starts


def _spans(text: str, starts: list[int]) -> list[tuple[int, int]]:
    spans = []
    for begin, end in zip(starts, starts[1:] + [len(text)]):
        piece = text[begin:end]
        left = len(piece) - len(piece.lstrip())
        right = len(piece.rstrip())
        if right > left:
            spans.append((begin + left, begin + right))
    return spans


@lru_cache(maxsize=8192)
def _segment(text: str) -> tuple[tuple[int, int], ...]:
    """pysbd's sentences, mended; kept for paragraphs seen again (wire copy printed by several
    outlets), since pysbd is the slowest step of reading an article."""
    starts: list[int] = []
    for chunk_start, chunk in _chunks(text):
        cursor = 0
        for piece in _segmenter().processor(chunk).process():  # segment() would also place each
            piece = piece.strip()                                 # one by a regex of its own
            if not piece:
                continue
            found = chunk.find(piece, cursor)
            if found < 0:  # pysbd altered this sentence's text: it stays part of the one before
                continue
            starts.append(chunk_start + found)
            cursor = found + len(piece)
    starts = _mend(text, sorted(set(starts) | set(_quote_openings(text))) or [0])
    starts[0] = 0
    return tuple(_spans(text, starts))


_QUOTE_OPENS = re.compile(r"""(?<=[.!?])\s+(?=["“][A-Z])""")


def _quote_openings(text: str) -> list[int]:
    """Sentences that open with a quotation mark after a full stop, which pysbd can miss after
    a word in capitals ("… for the Lee campaign. "Some voters …"); not after an abbreviation."""
    found = []
    for match in _QUOTE_OPENS.finditer(text):
        before = text[: match.start()].rsplit(None, 1)
        word = before[-1].rstrip(".!?").lower() if before else ""
        if len(word) > 1 and word not in _ABBREVIATIONS and "." not in word:
            found.append(match.end())
    return found


def _chunks(text: str) -> list[tuple[int, str]]:
    """Cut a long paragraph at sentence-like breaks (or spaces) into pieces pysbd handles fast."""
    chunks = []
    start = 0
    while len(text) - start > CHUNK:
        window = text[start:start + CHUNK]
        cut = max(window.rfind(". "), window.rfind("? "), window.rfind("! "))
        cut = cut + 2 if cut > CHUNK // 2 else (window.rfind(" ") + 1 or CHUNK)
        chunks.append((start, window[:cut]))
        start += cut
    chunks.append((start, text[start:]))
    return chunks


def _mend(text: str, starts: list[int]) -> list[int]:
    """Drop boundaries that split a stray closer or a quote from its attribution, or that fall
    after an abbreviation the sentence goes on from ("St., which", "Inc.’s", "Insp. Dave Lowe",
    "at 6 a.m. Wednesday")."""
    kept = [starts[0]]
    for begin, end in zip(starts[1:], starts[2:] + [len(text)]):
        closers = _LEADING_CLOSERS.match(text, begin, end)
        if closers:  # closing quotes that pysbd put at the start of the next sentence
            begin = closers.end()
        piece = text[begin:end]
        previous = text[kept[-1]:begin]
        if _ONLY_CLOSERS.match(piece) or piece[:1].islower() or _GOES_ON.match(piece) \
                or _ENDS_QUOTED_COMMA.search(previous) or _TITLE_CUT_SHORT.search(previous) \
                or (_CLOCK_END.search(previous) and _CLOCK_GOES_ON.match(piece)) or (
            _ENDS_QUOTED_QUESTION.search(previous) and _ATTRIBUTION_START.match(piece)
        ):
            continue
        kept.append(begin)
    return kept


def split(paragraphs: list[Paragraph]) -> list[Sentence]:
    """All sentences of an article, anchored, in order."""
    sentences: list[Sentence] = []
    used: dict[str, int] = {}
    for index, paragraph in enumerate(paragraphs):
        for start, end in split_paragraph(paragraph.text):
            text = paragraph.text[start:end]
            sentences.append(Sentence(anchor(text, used), text, index, start, end))
    return sentences


def anchor(text: str, used: dict[str, int]) -> str:
    """A stable id from the sentence's own words, so links survive edits elsewhere in the article."""
    words = " ".join(text.lower().split())
    base = "s-" + hashlib.blake2b(words.encode(), digest_size=4).hexdigest()
    used[base] = used.get(base, 0) + 1
    return base if used[base] == 1 else f"{base}-{used[base]}"
