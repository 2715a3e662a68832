"""Separate article text from what surrounds it on a web page.

Copied articles carry lines that are not the article: photo captions, "READ MORE:" promos,
subheads, sign-up and copyright furniture, desk sign-offs. Each is recognised by its form
and its place (never by a list of known lines) and set aside: shown on the article page as
"not part of the article text", and never used by any later stage.

The rules, in order, for each line (a "line" is a paragraph once hard wraps are joined, and
a drop cap set on a line of its own is joined back to its word):
1. Markdown headings and lines framed by dashes or other rules are *subheads*
   (the first one, before any body text, is the *headline*).
2. A short line made of a full date and what goes with one ("PUBLISHED: SATURDAY, APRIL 9,
   2022, 10:14 AM"), or of a time or a date without its year, above the body or under the
   headline's deck, is a *date line* (text/dates.py). A short upper-case label with a colon
   before an unpunctuated teaser ("READ MORE: ...") or a known call to action is a *promo*.
3. Copyright, sign-up and sharing lines, bylines, credits, desk sign-offs ("burs-dlc/gw")
   and what a page says about itself (embed, archive, script and newsletter notices) are
   *furniture*.
4. A line that does not end as a sentence ends (., !, ?, a closing quote, ...) is not
   body text, unless it is prose that lost its last stop (over 60 words, or two sentences
   inside it): a *headline* when it is short and comes before the body, a *subhead* when
   short elsewhere, otherwise a *caption*. Lines with photo cues ("(C)", "Photo:") are
   captions whatever their punctuation.
Everything else is body text.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass

from generator.model import Paragraph, SetAside
from generator.text.dates import is_date_line, read_date_line
from generator.thresholds import READING

_SPACE = " \t\u00a0\u2009\u200a\u202f\ufeff"
_ENDS_SENTENCE = re.compile(r"""(?:[.!?…:;]|[.!?…,]?["”’'»)\]])$""")
_MD_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*$")
_FRAMED = re.compile(r"^([-–—•*=#~_+]{1,5})\s*(\S.{0,120}?)\s*([-–—•*=#~_+]{1,5})$")
_RULE = re.compile(r"^[-–—_*=~#•·\s]{3,}$")
_PROMO_LABEL = re.compile(r"^[A-Z][A-Z0-9 &'’-]{1,30}:\s*\S")
_PROMO_WORDS = re.compile(
    r"^(?:read more|more|read also|also read|related|related stories?|recommended|see also|watch|listen|"
    r"video|live|latest|more on this story|advertisement|sponsored|click here|tap here)\b\s*[:|>»-]?",
    re.IGNORECASE,
)
_COPYRIGHT = re.compile(r"(?:©|\(c\)\s*\d{4}|\bcopyright\b|\ball rights reserved\b)", re.IGNORECASE)
_CALL_TO_ACTION = re.compile(
    r"^(?:sign up|subscribe|follow us|(?:join|like|find) us on|share (?:this|on)|download (?:the|our) app|"
    r"get (?:the|our) newsletter|join our|click|tap|(?:\()?(?:reporting|writing|editing|additional reporting) by)\b",
    re.IGNORECASE,
)
# What a page says about itself rather than the news: embeds, archives, scripts, sign-up boxes.
# A line built around one of these is furniture (a social site's
# prompt to add a location to posts, a web archive's note about its crawls).
_MEDIUM = re.compile(
    r"\b(?:wayback machine|crawl data|crawls? of|web crawl|archive pages|archive-it|click here|tap here|"
    r"web collections?|location information to "
    r"your tweets|add a location to your tweets|(?:turn on|enable|requires?) javascript|your browser|accept "
    r"(?:all )?cookies|cookie policy|privacy policy|terms of (?:use|service)|contact details in the form|mailing "
    r"list|sign up for (?:our|the)|our (?:daily |weekly )?newsletter|email newsletters?|get breaking news alerts)\b",
    re.IGNORECASE,
)
# A line that ends on a link's words, with no stop after them: page furniture ("… your location
# history. Learn more"), not a sentence ("… to find out more.").
_LINK_AT_END = re.compile(r"\b(?:learn more|read more|see more|more info)\s*[»›>]?\s*$|\bmore\s*(?:>>|[»›])\s*$",
                          re.IGNORECASE)  # "Local News More>>": a section's link
# A row of sharing buttons ("Share Tweet Pin Email", "Facebook | Twitter | Print").
_SHARING = re.compile(r"^(?:(?:share|tweet|pin|e-?mail|print|save|comments?|facebook|twitter|whatsapp|linkedin|reddit)"
                      r"\b[\s|•·/,]*){2,}$", re.IGNORECASE)
# A page's drop cap, the opening letter set on a line of its own ("T", then "he mayor said …").
_DROP_CAP = re.compile(r"^[A-Z]$")
_SIGN_OFF = re.compile(r"^[a-z]{2,}(?:[-/][a-z0-9]{1,8}){1,6}$")
_BYLINE = re.compile(r"^(?:[/|•]\s*)?(?:(?i:updated|posted|published)\s+)?"  # "/ Updated By …"
                     r"(?i:by)\s+([A-Z][\w.'’-]+(?:\s+(?:[A-Z][\w.'’-]+|and|&|de|van|von|der|la))*)\s*$")
_PHOTO_CUE = re.compile(
    r"(?:\((?:C|L|R|centre|center|left|right|top|bottom|file)\)|^(?:photo|picture|pictured|image|file photo|"
    r"video|caption|credit)\s*[:|-]|^(?:image|photo|video) (?:caption|copyright)\b|"
    r"\b(?:photograph|photo|picture|image)\s*(?::|by\b)|"
    r"/\s*(?:AFP|Reuters|AP|Getty Images|EPA)\s*$|\bGetty Images\b|"
    r"\([A-Z][\w.&'’ -]*/\s?[A-Z][\w.&'’ -]*\)\s*$|"  # a closing credit: "(AP Photo/Evan Vucci)", "(SVP/Global Risk.)"
    r"(?:\.\.\.|…)\s*\((?-i:[A-Z])[\w.&'’ -]{1,40}\)\s*$)",  # cut short, then a credit: "… in a... (Associated Press)"
    re.IGNORECASE,
)
_INNER_SENTENCE_END = re.compile(r"""[a-z)][.!?]["”’]?\s+["“]?[A-Z]""")
_MD_IMAGE = re.compile(r"^!\[([^\]]*)\]\([^)]*\)\s*$")
_MD_LINK = re.compile(r"\[([^\]\n]{1,300})\]\((?:[^()\s]|\([^()\s]*\)){0,500}(?:\s+\"[^\"]{0,200}\")?\)")
_MD_EMPHASIS = re.compile(r"(\*\*|__|\*|_)(?=\S)([^*_\n]{1,500}?)(?<=\S)\1")

_CREDIT = re.compile(r"^\s*[-–—―]\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,4}(?:,[^.!?]{1,60})?\.?\s*$")


@dataclass(frozen=True)
class Cleaned:
    """The body paragraphs, the set-aside lines, and what they say about the article."""

    paragraphs: list[Paragraph]
    set_aside: list[SetAside]
    headline: str | None
    byline: str | None
    date_line: str | None = None  # a date line above the body ("April 9, 2022"), as printed: the first giving a date


def clean(text: str, first_line: int = 1, markdown: bool = False) -> Cleaned:
    """Split `text` into body paragraphs and set-aside lines (see the module's rules)."""
    paragraphs: list[Paragraph] = []
    set_aside: list[SetAside] = []
    headline = byline = date_line = None
    for line_no, line in _units(text, first_line, markdown):
        if markdown:
            image = _MD_IMAGE.match(line)
            if image:
                set_aside.append(SetAside(image.group(1) or line, "caption", line_no))
                continue
        if paragraphs and _CREDIT.match(line) and paragraphs[-1].text.rstrip().endswith(("”", '"')):
            # "— Maria Lopez, Dayton" under a quote credits it: kept with the quote it credits
            paragraphs[-1] = Paragraph(f"{paragraphs[-1].text} {line.strip()}", paragraphs[-1].line)
            continue
        kind = classify(line, body_before=len(paragraphs), markdown=markdown, first=not paragraphs and not set_aside)
        if kind is None:
            paragraphs.append(Paragraph(_strip_markdown(line) if markdown else line, line_no))
            continue
        shown = _MD_HEADING.sub(r"\1", line) if markdown else line
        if kind == "headline" and headline is None:
            headline = shown
        if kind == "byline" and byline is None:
            byline = _BYLINE.match(line).group(1)  # type: ignore[union-attr]
        if kind == "date line" and (date_line is None or (not read_date_line(date_line) and read_date_line(line))):
            date_line = line  # the first that gives a date ("7:05am" above "June 4, 2019" does not)
        set_aside.append(SetAside(shown, kind, line_no))
    return Cleaned(paragraphs, set_aside, headline, byline, date_line)


@dataclass(frozen=True)
class _Line:
    """A line of the file and where it stands: what the line rules look at."""

    text: str
    body_before: int  # how many body paragraphs came before it
    markdown: bool
    first: bool = False  # the file's first line: nothing, not even furniture, above it

    @property
    def before_body(self) -> bool:
        return not self.body_before

    @property
    def words(self) -> int:
        return len(self.text.split())

    @property
    def heading(self) -> bool:
        return self.markdown and bool(_MD_HEADING.match(self.text))


# What a line is, first matching row wins; None is body text. Lines that are neither furniture
# nor prose fall to the last rows: headlines above the body, subheads and captions within it.
_LINE_RULES: tuple[tuple[str | None, Callable[[_Line], bool]], ...] = (
    ("headline", lambda line: line.heading and line.before_body and line.text.startswith("# ")),
    ("subhead", lambda line: line.heading),
    ("furniture", lambda line: bool(_RULE.match(line.text))),
    ("subhead", lambda line: _framed_subhead(line.text)),
    # "April 9, 2022", "Published: 9 April 2022 10:14 BST": the publication date, above the body or
    # under the headline's deck; not a headline, nor a promo ("UPDATED: APRIL 10, 2022" is not "RELATED: …")
    ("date line", lambda line: line.body_before <= READING.max_date_line_after
     and line.words <= READING.max_date_line_words and is_date_line(line.text)),
    ("promo", lambda line: bool(_PROMO_WORDS.match(line.text)) and (line.words <= 3 or not _ends_sentence(line.text)
                                                             or ":" in line.text[:25])),
    ("promo", lambda line: bool(_PROMO_LABEL.match(line.text)) and not _ends_sentence(line.text)),
    ("furniture", lambda line: (line.words <= 30 and bool(_COPYRIGHT.search(line.text))) or bool(_CALL_TO_ACTION.match(line.text))
     or (line.words <= READING.max_medium_words
         and (bool(_MEDIUM.search(line.text)) or bool(_LINK_AT_END.search(line.text))))),
    ("furniture", lambda line: bool(_SIGN_OFF.match(line.text)) or bool(_SHARING.match(line.text))),
    ("byline", lambda line: line.before_body and bool(_BYLINE.match(line.text)) and line.words <= 8),
    ("caption", lambda line: bool(_PHOTO_CUE.search(line.text))),
    (None, lambda line: _ends_sentence(line.text) or _prose(line.text, line.words)),
    ("headline", lambda line: line.before_body and line.words <= READING.max_headline_words),
    # a long first line is a headline, unless it opens with an article as captions do and headlines
    # do not ("A police officer bends over …" describes a photograph)
    ("headline", lambda line: line.first and line.words <= READING.max_first_headline_words
     and line.text.split()[0].lower() not in ("a", "an", "the")),
    ("subhead", lambda line: line.words < READING.min_caption_words),
    ("caption", lambda line: True),
)


def classify(line: str, body_before: int, markdown: bool = False, first: bool = False) -> str | None:
    """The kind of a non-body line, or None for body text (see `_LINE_RULES`)."""
    seen = _Line(line, body_before, markdown, first)
    return next(kind for kind, applies in _LINE_RULES if applies(seen))


def _ends_sentence(line: str) -> bool:
    """Whether the line ends as a sentence does (`_ENDS_SENTENCE`, which reads its last two
    characters: searched for in the last three, not along the whole line)."""
    return bool(_ENDS_SENTENCE.search(line[-3:]))


def _framed_subhead(line: str) -> bool:
    """A short line framed by dashes or asterisks: "— The evacuation —"."""
    framed = _FRAMED.match(line)
    return framed is not None and len(framed.group(2).split()) <= READING.max_subhead_words


def _prose(line: str, words: int) -> bool:
    """Running text that merely lacks its final stop (a cut-off or careless last sentence):
    longer than any caption, or holding sentences of its own."""
    return words > READING.max_caption_words or len(_INNER_SENTENCE_END.findall(line)) >= 2


def _units(text: str, first_line: int, markdown: bool) -> list[tuple[int, str]]:
    """Lines of the text as paragraphs: hard wraps joined, blank lines dropped.

    A line continues into the next when the file is hard-wrapped (blank-line separated
    blocks of evenly filled lines), or when it does not end a sentence and the next line
    starts in lower case.
    """
    lines = [line.strip(_SPACE) for line in text.split("\n")]
    wrapped = _hard_wrapped(lines)
    units: list[tuple[int, str]] = []
    current: list[str] = []
    start = 0
    for index, line in enumerate(lines + [""]):
        if current and line and _continues(current[-1], line, wrapped, markdown):
            current.append(line)
            continue
        if current:
            units.append((first_line + start, " ".join(current)))
            current = []
        if line:
            current, start = [line], index
    return _drop_caps(units)


def _drop_caps(units: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Each drop cap joined back to the word it opens: "T" and "he mayor said …" are "The mayor said …"."""
    joined: list[tuple[int, str]] = []
    for line_no, text in units:
        if joined and _DROP_CAP.match(joined[-1][1]) and text[:1].islower():
            joined[-1] = (joined[-1][0], joined[-1][1] + text)
        else:
            joined.append((line_no, text))
    return joined


def _continues(previous: str, line: str, wrapped: bool, markdown: bool) -> bool:
    if markdown and (_MD_HEADING.match(previous) or _MD_HEADING.match(line)):
        return False
    if wrapped:
        return True
    # A broken sentence: the first part has several words and no ending, the rest runs on in
    # lower case. (A one-word line or a code such as "ab-cd/ef" is not a broken sentence.)
    return (
        not _ends_sentence(previous)
        and len(previous.split()) >= 3
        and line[:1].islower()
        and " " in line
    )


def _hard_wrapped(lines: list[str]) -> bool:
    """True when the text is wrapped at a fixed width (most lines nearly fill it)."""
    filled = [len(line) for line in lines if line]
    if len(filled) < 4 or max(filled) > 100 or "" not in lines:
        return False
    width = max(filled)
    followed = [len(a) for a, b in zip(lines, lines[1:]) if a and b]
    return len(followed) >= 2 and statistics.median(followed) >= 0.6 * width


def _strip_markdown(line: str) -> str:
    """Reduce a Markdown body line to its text: links to their words, emphasis to plain."""
    line = re.sub(r"^>\s?", "", line)
    line = _MD_LINK.sub(r"\1", line)
    return _MD_EMPHASIS.sub(r"\2", line)
