"""A timeline of dated events: when each reported thing happened, as far as the text says.

Date expressions are found in each sentence: full dates ("Feb. 24", "24 February 2022"),
months and years ("in March", "in 2014"), weekdays ("on Friday", "late Thursday") and
relative words ("yesterday", "last week", "overnight"). Where the source's publication
date is known, dateparser resolves them against it (a weekday is the latest such day on or
before publication); otherwise they are shown as printed, marked relative, after the
dated events. Weekdays that no date resolves are placed around the story's day, the weekday
most reports' leads name ("Thursday" is the day before a Friday strike), and ordered by it.
Sentences aligned across sources are one event carried by several sources, and so are two
events of one date whose content words mostly coincide (one lead in two wordings).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import replace
from functools import lru_cache

from ..method import TIMELINE
from ..model import Article, Event, Precision, SentenceIndex
from ..text.dates import MONTH
from ..text.words import content_lemmas

_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_PATTERNS = [
    ("date", re.compile(rf"\b(?P<e>(?:{MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?)\b")),
    ("date", re.compile(rf"\b(?P<e>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH})(?:\s+\d{{4}})?)\b")),
    ("weekday", re.compile(r"\b(?:on |late |early |last )?(?P<e>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")),
    ("relative", re.compile(r"\b(?P<e>yesterday|overnight|last night|last week|this week|earlier this week|last month|"
                            r"today|tonight|this morning|on [A-Z]\w+day morning)\b", re.IGNORECASE)),
    ("month", re.compile(rf"\bin (?P<e>(?:{MONTH})(?:\s+\d{{4}})?)\b")),
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
    """Every dated event, earliest first; relative ones after, weekdays around the story's day."""
    events: list[Event] = []
    seen: set[tuple[str, str]] = set()
    story_weekday = _story_weekday(articles)
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
            event = Event(when, sort_key, resolved, sentence.text, carriers, precision)
            events.append(_around(event, story_weekday) if precision == Precision.WEEKDAY and story_weekday else event)
    return _merged(sorted(events, key=lambda event: event.sort_key))  # stable: article order within a date


def _story_weekday(articles: list[Article] | tuple[Article, ...]) -> str | None:
    """The weekday the most reports' lead sentences name, when two or more do and no other
    weekday is named as often: the day the story happened."""
    named = Counter(next((expression for kind, expression in find_dates(a.sentences[0].text) if kind == "weekday"), None)
                    for a in articles if a.sentences)
    named.pop(None, None)
    ranked = named.most_common(2)
    if not ranked or ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    return ranked[0][0]


def _around(event: Event, story_weekday: str) -> Event:
    """A weekday event placed by its distance from the story's day, and sorted by it."""
    before = TIMELINE.days_before_event
    offset = (_WEEKDAYS.index(event.when) - _WEEKDAYS.index(story_weekday) + before) % 7 - before
    return replace(event, story_day=offset, sort_key=_key(Precision.WEEKDAY, f"{offset + before:02d}"))


def _merged(events: list[Event]) -> list[Event]:
    """Events of one date whose content words mostly coincide are one event, carried by the
    sources of both (the first keeps its sentence)."""
    kept: list[tuple[Event, set[str]]] = []
    on_date: dict[str, list[int]] = {}  # date -> the kept events of that date
    for event in events:
        words = set(content_lemmas(event.text))
        same = next((i for i in on_date.get(event.when, []) if len(words & kept[i][1]) >= TIMELINE.same_event_words
                     and _dice(words, kept[i][1]) >= TIMELINE.same_event), None)
        if same is None:
            on_date.setdefault(event.when, []).append(len(kept))
            kept.append((event, words))
        else:
            other, other_words = kept[same]
            carriers = other.carriers + tuple(c for c in event.carriers if c not in other.carriers)
            kept[same] = (replace(other, carriers=carriers), other_words)
    return [event for event, _ in kept]


def _dice(a: set[str], b: set[str]) -> float:
    return 2 * len(a & b) / (len(a) + len(b)) if a or b else 0.0


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
