"""Metadata: what the person gave, completed by what the text itself supports.

Given fields always win. What a saved web page, document or feed entry says about itself
(title, site name, author, canonical URL, publication date) comes next. Missing ones are inferred only from evidence in
the article and each inferred field records how it was inferred, so the page can say so:
- outlet: an agency marker in the dateline, e.g. "Kramatorsk (Ukraine) (AFP) - ...";
- dateline: the place an AP-style dateline ("KYIV, Ukraine — ...") or agency dateline names;
- title: the headline line above the body, else the lead's first clause;
- author: a "By ..." line above the body;
- published: a date line above the body ("April 9, 2022", "Published: 9 April 2022 10:14").
Publication dates are never guessed: a weekday in the text does not give a date.
"""

from __future__ import annotations

import re

from generator.model import Metadata, Paragraph
from generator.text.datelines import read_dateline
from generator.text.dates import read_date_line
from generator.text.sentences import split_paragraph
from generator.thresholds import READING

_CLAUSE_BREAK = re.compile(r"(?:,\s+(?=(?:\w+ing|who|which|where|as|after|while|when|according)\b)|\s+[-–—]{1,2}\s+|;\s+)")


def infer(given: dict[str, str], paragraphs: list[Paragraph], headline: str | None, byline: str | None,
          page: dict[str, str] | None = None, medium: str = "web page", date_line: str | None = None) -> Metadata:
    """Combine given metadata with what the `medium` (web page, PDF…) says about itself and
    what the text shows."""
    inferred: dict[str, str] = {}
    values = dict(given)
    for name, value in (page or {}).items():
        if name not in values:
            values[name] = value
            inferred[name] = f"from the {medium}'s own metadata"
    lead = paragraphs[0].text if paragraphs else ""
    dateline, agency, lead_body = read_dateline(lead)
    if dateline:
        inferred["dateline"] = "from the dateline at the start of the article"
    if agency and "outlet" not in values:
        values["outlet"] = agency
        inferred["outlet"] = f"from the agency marker “({agency})” in the dateline"
    if "title" not in values:
        if headline:
            values["title"] = headline
            inferred["title"] = "from the headline line above the article"
        elif lead_body:
            values["title"] = title_from_lead(lead_body)
            inferred["title"] = "from the first clause of the lead paragraph"
    if byline and "author" not in values:
        values["author"] = byline
        inferred["author"] = "from the byline above the article"
    published = read_date_line(date_line) if date_line else None
    if published and "published" not in values:
        values["published"] = published
        inferred["published"] = f"from the date line “{date_line}” above the article"
    return Metadata(
        title=values.get("title"),
        outlet=values.get("outlet"),
        published=values.get("published"),
        url=values.get("url"),
        author=values.get("author"),
        dateline=dateline,
        inferred=inferred,
    )


def title_from_lead(lead: str) -> str:
    """The lead's first clause, as printed, cut to a headline's length. The first sentence is
    the splitter's, which knows that "Gov. Sarah Palin" does not end one."""
    lead = lead.strip()
    spans = split_paragraph(lead)
    sentence = lead[spans[0][0]:spans[0][1]] if spans else lead
    clause = sentence
    for match in _CLAUSE_BREAK.finditer(sentence):
        if len(sentence[: match.start()].split()) >= 6:
            clause = sentence[: match.start()]
            break
    clause = clause.rstrip(" .,;:")
    if len(clause) <= READING.max_title:
        return clause
    cut = clause[:READING.max_title].rsplit(" ", 1)[0].rstrip(" ,;:")
    return cut + "…"
