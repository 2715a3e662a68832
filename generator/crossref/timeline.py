"""A timeline of dated events: when each reported thing happened, as far as the text says.

Date expressions are found in each sentence: full dates ("Feb. 24", "24 February 2022"),
months and years ("in March", "in 2014"), weekdays ("on Friday", "late Thursday") and
relative words ("yesterday", "last week", "overnight"). Where the source's publication
date is known, dateparser resolves them against it (a weekday is the latest such day on or
before publication); otherwise they are shown as printed, marked relative, after the
dated events, weekdays in week order. Sentences aligned across sources are one event
carried by several sources.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache

from ..model import Article, Event, Precision, SentenceIndex

_MONTH = (r"Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?|"
          r"Sep(?:t(?:ember)?|\.)?|Sept\.|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?")
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_PATTERNS = [
    ("date", re.compile(rf"\b(?P<e>(?:{_MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?)\b")),
    ("date", re.compile(rf"\b(?P<e>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH})(?:\s+\d{{4}})?)\b")),
    ("weekday", re.compile(r"\b(?:on |late |early |last )?(?P<e>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")),
    ("relative", re.compile(r"\b(?P<e>yesterday|overnight|last night|last week|this week|earlier this week|last month|"
                            r"today|tonight|this morning|on [A-Z]\w+day morning)\b", re.IGNORECASE)),
    ("month", re.compile(rf"\bin (?P<e>(?:{_MONTH})(?:\s+\d{{4}})?)\b")),
    ("year", re.compile(r"\b(?:in|since|of) (?P<e>(?:19|20)\d\d)\b")),
]
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def find_dates(text: str) -> list[tuple[str, str]]:
    """(kind, expression as printed) for each date expression, in order."""
    found: list[tuple[int, str, str]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            span = match.span("e")
            if any(a < span[1] and span[0] < b for a, b in taken):
                continue
            taken.append(span)
            found.append((span[0], kind, match.group("e")))
    return [(kind, expression) for _, kind, expression in sorted(found)]


def timeline(articles: list[Article] | tuple[Article, ...], index: SentenceIndex) -> list[Event]:
    """Every dated event, earliest first; relative ones after, in week order."""
    events: list[Event] = []
    seen: set[tuple[str, str]] = set()
    for article in articles:
        published = _published(article.metadata.published)
        for sentence in article.sentences:
            ref = (article.id, sentence.anchor)
            dates = find_dates(sentence.text)
            if not dates or ref in seen:
                continue
            when, sort_key, resolved, precision = resolve(*dates[0], published)
            carriers = tuple(index.carriers(ref))
            seen.update(carriers)
            events.append(Event(when, sort_key, resolved, sentence.text, carriers, precision))
    return sorted(events, key=lambda event: event.sort_key)  # stable: article order within a date


def resolve(kind: str, expression: str, published: dt.date | None) -> tuple[str, str, bool, Precision]:
    """(when, sort key, resolved, precision): an ISO date where it can be known, else the
    expression; the sort key orders by precision first (years, dates, days without a year,
    weekdays, relative wording)."""
    if kind == "year":
        return expression, _key(Precision.YEAR, expression), True, Precision.YEAR
    if published is not None:
        if kind == "weekday":
            back = (published.weekday() - _WEEKDAYS.index(expression)) % 7
            day = published - dt.timedelta(days=back)
            return day.isoformat(), _key(Precision.DATE, day.isoformat()), True, Precision.DATE
        parsed = _parse(expression, published)
        if parsed:
            return parsed.isoformat(), _key(Precision.DATE, parsed.isoformat()), True, Precision.DATE
    if kind in ("date", "month") and re.search(r"\d{4}", expression):
        parsed = _parse(expression, None)
        if parsed:
            return parsed.isoformat(), _key(Precision.DATE, parsed.isoformat()), True, Precision.DATE
    if kind == "weekday":
        return expression, _key(Precision.WEEKDAY, str(_WEEKDAYS.index(expression))), False, Precision.WEEKDAY
    if kind in ("date", "month"):
        label = _day_month(expression)
        return label, _key(Precision.DAY_MONTH, label), False, Precision.DAY_MONTH
    return expression.lower(), _key(Precision.RELATIVE, expression.lower()), False, Precision.RELATIVE


def _key(precision: Precision, value: str) -> str:
    """Sorts by precision, then by the date or wording ("0-2014", "1-2022-04-08", "4-recently")."""
    return f"{list(Precision).index(precision)}-{value}"


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")


def _day_month(expression: str) -> str:
    """ "Feb. 24", "February 24", "24th of February" -> "24 February" (the year is not given)."""
    month = next((m for m in _MONTH_NAMES if expression.lower().replace(".", "").split()[0][:3] == m[:3].lower()
                  or m[:3].lower() in expression.lower()), None)
    day = re.search(r"\d{1,2}", expression)
    if not month:
        return expression
    return f"{day.group()} {month}" if day else month


@lru_cache(maxsize=4096)
def _parse(expression: str, base: dt.date | None) -> dt.date | None:
    import dateparser  # imported only when a date must be resolved: it is slow to load

    settings = {"PREFER_DATES_FROM": "past", "RETURN_AS_TIMEZONE_AWARE": False}
    if base is not None:
        settings["RELATIVE_BASE"] = dt.datetime(base.year, base.month, base.day, 12)
    parsed = dateparser.parse(expression.replace(".", ""), languages=["en"], settings=settings)
    return parsed.date() if parsed else None


def _published(value: str | None) -> dt.date | None:
    if value and _ISO.match(value):
        try:
            return dt.date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None
