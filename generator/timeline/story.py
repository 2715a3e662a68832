"""A timeline of dated events: when each reported thing happened, as far as the text says.

Date expressions are found in each sentence: full dates ("Feb. 24", "24 February 2022"),
months and years ("in March", "in 2014"), weekdays ("on Friday", "late Thursday") and
relative words ("yesterday", "last week", "overnight"). Each is resolved no more exactly
than its words say: "in November 1983" is the month 1983-11, never a day of it; where the
source's publication date is known, a day or month without a year is the latest such one on
or before publication (dateparser reads full dates), "yesterday" is a day and "last month" a
month, while "last week" or "overnight" name no calendar day and stay as printed. Resolved
events are listed in date order (a year before its months, a month before its days); the
others follow, shown as printed and marked. Weekdays that no date resolves are placed around the story's day, the weekday
most reports' leads name ("Thursday" is the day before a Friday strike), and ordered by it.
Sentences aligned across sources are one event carried by several sources, and so are two
events of one date whose content words mostly coincide (one lead in two wordings).
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import replace

from generator.model import Article, DateExpression, Event, Precision, SentenceIndex
from generator.text.dates import MONTH_NAMES, WEEKDAY_NAMES, day_named, month_named
from generator.text.words import content_lemmas
from generator.thresholds import TIMELINE

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def timeline(articles: list[Article] | tuple[Article, ...], index: SentenceIndex,
             dates: ReadDates | None = None) -> list[Event]:
    """Every dated event, earliest first; relative ones after, weekdays around the story's day;
    full dates read through `dates` (kept from one build to the next by the pipeline)."""
    dates = dates if dates is not None else ReadDates()
    events: list[Event] = []
    seen: set[tuple[str, str]] = set()
    story_weekday = _story_weekday(articles)
    story_date = max((d for a in articles if (d := _published(a.metadata.published))), default=None)
    for article in articles:
        published = _published(article.metadata.published)
        first: dict[str, DateExpression] = {}  # each sentence's first date expression
        for found in article.dates:
            first.setdefault(found.anchor, found)
        for sentence in article.sentences:
            ref = (article.id, sentence.anchor)
            date = first.get(sentence.anchor)
            if date is None or ref in seen:
                continue
            when, sort_key, resolved, precision = resolve(date.kind, date.text, published, dates, story_date)
            carriers = tuple(index.carriers(ref))
            seen.update(carriers)
            event = Event(when, sort_key, resolved, sentence.text, carriers, precision)
            events.append(_around(event, story_weekday) if precision == Precision.WEEKDAY and story_weekday else event)
    return _merged(sorted(events, key=lambda event: event.sort_key))  # stable: article order within a date


def _story_weekday(articles: list[Article] | tuple[Article, ...]) -> str | None:
    """The weekday the most reports' lead sentences name, when two or more do and no other
    weekday is named as often: the day the story happened."""
    named = Counter(next((d.text for d in a.dates if d.anchor == a.sentences[0].anchor and d.kind == "weekday"), None)
                    for a in articles if a.sentences)
    named.pop(None, None)
    ranked = named.most_common(2)
    if not ranked or ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    return ranked[0][0]


def _around(event: Event, story_weekday: str) -> Event:
    """A weekday event placed by its distance from the story's day, and sorted by it."""
    before = TIMELINE.days_before_event
    offset = (WEEKDAY_NAMES.index(event.when) - WEEKDAY_NAMES.index(story_weekday) + before) % 7 - before
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


def resolve(kind: str, expression: str, published: dt.date | None,
            dates: ReadDates | None = None, story_date: dt.date | None = None) -> tuple[str, str, bool, Precision]:
    """(when, sort key, resolved, precision): an ISO date, month or year where it can be known,
    else the expression; see the module's rules. A date or month without a year in a report
    with no date of its own takes the year of the story's latest report (`story_date`)."""
    dates = dates if dates is not None else ReadDates()
    if published is None and story_date is not None and kind in ("date", "month"):
        published = story_date  # "14 March" in an undated report of a story told in March 2026
    if kind == "year":
        return _resolved(expression, Precision.YEAR)
    if kind == "month":
        month = _month(expression, published)
        if month:
            return _resolved(month, Precision.MONTH)
    if published is not None:
        day = day_named(kind, expression, published)
        if day is not None:  # "on Friday", "yesterday"
            return _resolved(day.isoformat(), Precision.DATE)
        if kind == "relative" and expression.lower() == "last month":
            before = published.replace(day=1) - dt.timedelta(days=1)
            return _resolved(f"{before.year:04d}-{before.month:02d}", Precision.MONTH)
        if kind == "date":
            parsed = dates.read(expression, published)
            if parsed:
                return _resolved(parsed.isoformat(), Precision.DATE)
    if kind == "date" and re.search(r"\d{4}", expression):
        parsed = dates.read(expression, None)
        if parsed:
            return _resolved(parsed.isoformat(), Precision.DATE)
    if kind == "weekday":
        return expression, _key(Precision.WEEKDAY, str(WEEKDAY_NAMES.index(expression))), False, Precision.WEEKDAY
    if kind in ("date", "month"):
        label = _day_month(expression)
        return label, _key(Precision.DAY_MONTH, _calendar_order(label)), False, Precision.DAY_MONTH
    return expression.lower(), _key(Precision.RELATIVE, expression.lower()), False, Precision.RELATIVE


# Where each precision is listed: the resolved ones on one calendar ("2019" < "2019-03" <
# "2019-03-05"), then days without a year, weekdays, and relative words.
_GROUPS = {Precision.YEAR: 0, Precision.MONTH: 0, Precision.DATE: 0, Precision.DAY_MONTH: 1, Precision.WEEKDAY: 2,
           Precision.RELATIVE: 3}


def _resolved(when: str, precision: Precision) -> tuple[str, str, bool, Precision]:
    return when, _key(precision, when), True, precision


def _key(precision: Precision, value: str) -> str:
    """Sorts by group, then by the date or wording ("0-2014", "0-2022-04-08", "3-recently")."""
    return f"{_GROUPS[precision]}-{value}"


def _month(expression: str, published: dt.date | None) -> str | None:
    """ "November 1983", "February, 2003" -> "1983-11", "2003-02"; a month without a year is
    the latest one on or before publication; None when nothing gives the year."""
    named = month_named(expression.split()[0])
    if named is None:
        return None
    month = MONTH_NAMES.index(named) + 1
    year = re.search(r"\d{4}", expression)
    if year:
        return f"{year.group()}-{month:02d}"
    return f"{published.year - (month > published.month):04d}-{month:02d}" if published else None


def _calendar_order(label: str) -> str:
    """ "24 February" -> "02-24", so that days without a year sort by the calendar ("24
    February" before "14 March"), not as text; a label without a month sorts after."""
    words = label.split()
    month = next((MONTH_NAMES.index(w) + 1 for w in words if w in MONTH_NAMES), 13)
    day = next((int(w) for w in words if w.isdigit()), 0)
    return f"{month:02d}-{day:02d}-{label}"


def _day_month(expression: str) -> str:
    """ "Feb. 24", "February 24", "24th of February" -> "24 February" (the year is not given)."""
    month = next((m for m in MONTH_NAMES if expression.lower().replace(".", "").split()[0][:3] == m[:3].lower()
                  or m[:3].lower() in expression.lower()), None)
    day = re.search(r"\d{1,2}", expression)
    if not month:
        return expression
    return f"{day.group()} {month}" if day else month


class ReadDates:
    """Full dates as dateparser reads them, remembered: loading dateparser and its English
    data takes a quarter of a second, more than the rest of a small story's timeline, and a
    story worked out again after one edit mostly has the dates it had (the pipeline keeps
    `known` in its story cache)."""

    def __init__(self, known: dict[tuple[str, str | None], str | None] | None = None) -> None:
        self.known = dict(known or {})  # (expression, base day) -> the ISO day read, or None
        self.used: set[tuple[str, str | None]] = set()

    def read(self, expression: str, base: dt.date | None) -> dt.date | None:
        at = (expression, base.isoformat() if base else None)
        if at not in self.known:
            parsed = _parse(expression, base)
            self.known[at] = parsed.isoformat() if parsed else None
        self.used.add(at)
        day = self.known[at]
        return dt.date.fromisoformat(day) if day else None

    def read_now(self) -> dict[tuple[str, str | None], str | None]:
        """The dates this build read here (a forked worker's, for the build to `learn`)."""
        return {at: self.known[at] for at in self.used}

    def learn(self, read: dict[tuple[str, str | None], str | None]) -> None:
        """Take in the dates read elsewhere in this build (`read_now`)."""
        self.known.update(read)
        self.used.update(read)

    def to_keep(self, every_story_read: bool) -> dict[tuple[str, str | None], str | None]:
        """What the next build is given: the dates read now, and, unless every story was
        worked out now, those of the stories kept from before too."""
        if not every_story_read:
            return self.known
        return {at: self.known[at] for at in sorted(self.used, key=lambda at: (at[0], at[1] or ""))}


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
