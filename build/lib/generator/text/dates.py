"""Calendar dates as news text writes them: the month names every stage matches, the date
line above an article ("April 9, 2022", "Published: 9 April 2022 10:14 BST"), which states
when the report was published, and the date expressions of body sentences ("on Friday",
"Feb. 24", "last week"), found once per article for the timeline."""

from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache

from generator.text.lexicon import MONTHS, NEWS_AGENCIES, WEEKDAYS

# The months' and weekdays' names in English (not calendar.month_name, which follows the
# machine's locale), as printed: the lexicon's calendar words with a capital.
MONTH_NAMES = tuple(month.title() for month in MONTHS)
WEEKDAY_NAMES = tuple(day.title() for day in WEEKDAYS)
_BY_ABBREVIATION = {name[:3].lower(): name for name in MONTH_NAMES}


def month_named(printed: str) -> str | None:
    """The month a printed name or abbreviation stands for ("Sept." and "Sep" are September)."""
    return _BY_ABBREVIATION.get(printed.strip().lower()[:3])


# A month's name as printed: in full, or cut short with or without a full stop ("Feb.", "Sept").
MONTH = (r"Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?|"
         r"Sep(?:t(?:ember)?|\.)?|Sept\.|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_NUMERIC = r"\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{1,2}\.\d{1,2}\.\d{4}"  # "11/28/05", "28/11/2005", "08.07.2012"
_YEAR_FIRST = r"\d{4}-\d{2}-\d{2}|\d{4}\.\d{2}\.\d{2}"  # "2023-11-02", "2012.08.08"
_MONTH_DAY = rf"(?:{MONTH})\s+{_DAY}"  # "April 9", "Sept. 3rd"
_DAY_MONTH = rf"{_DAY}\s+(?:of\s+)?(?:{MONTH})"  # "9 April", "3rd of September"
_HOUR = r"\d{1,2}(?:[:.]\d{2}){1,2}"  # "10:14", "02.16", "6:07:15"
_AM_PM = r"\s*[ap]\.?\s?m\b\.?"  # "pm", " a.m.", " p. m."
_A_DATE = re.compile(rf"(?<![\w/.-])(?:{_MONTH_DAY}(?:,?\s+|-)\d{{4}}|{_DAY_MONTH},?\s+\d{{4}}|"
                     rf"{_YEAR_FIRST}|{_NUMERIC})(?![\w/]|-[^\W\d])", re.IGNORECASE)  # "…2019-7:05 pm", not "…2019-Ferry"
# A date without its year, or a time, or how long ago: all a stamp of some pages gives.
_PART_OF_A_DATE = re.compile(rf"\b(?:{_MONTH_DAY}|{_DAY_MONTH}|\d+\s+(?:second|minute|hour|day|week|"
                             rf"month|year)s?\s+ago|{_HOUR}{_AM_PM}|\d{{1,2}}:\d{{2}})(?!\w)",
                             re.IGNORECASE)
# What a date line holds besides its dates ("PUBLISHED: SATURDAY, APRIL 9, 2022, 10:14 AM",
# "6:40 AM, TUE 4 JUN 2019", "Last updated at 3:12 PM on 2nd May 2018", "June 4, 2019 |
# 7:05pm"): labels, weekdays, times of day, time zones (in capitals), a news agency's name and
# separators. A line with anything else ("Floods hit Lorne on April 9, 2022") is not a date line.
_DATE_LINE_FILLER = re.compile(
    r"(?:\s|[|,;:@()\[\]/.–—-]"
    r"|\b(?:first|last|originally|story|article|published|updated|posted|modified|created|edited|time|date|on|at"
    r"|hrs|for immediate release|release)\b"
    rf"|\b(?:{'|'.join(sorted(map(re.escape, NEWS_AGENCIES), key=len, reverse=True))})\b"
    r"|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b"
    rf"|\b{_HOUR}(?:{_AM_PM})?|\b\d{{1,2}}{_AM_PM}"
    r"|\b(?-i:[A-Z]{2,5})(?:[+-]\d{1,2}(?::?\d{1,2})?)?\b)*",
    re.IGNORECASE)


def is_date_line(line: str) -> bool:
    """A line made of a full date (labels, a weekday, a time and a second date may go with it),
    whether or not the date can be known ("05/06/2020" is May or June): set aside above the
    body, never a headline."""
    return _dates_of_line(line) is not None


def read_date_line(line: str) -> str | None:
    """The ISO date a date line states (its first date: a line may give when the report was
    published, then when it was updated), else None: "Updated: Sat 9 April 2022 10:14 BST" ->
    "2022-04-09"."""
    dates = _dates_of_line(line)
    if not dates:
        return None
    date = dates[0]
    if re.fullmatch(_NUMERIC, date):
        return _numeric_iso(date)
    if re.fullmatch(_YEAR_FIRST, date):
        return _valid(*(int(part) for part in re.split(r"[-.]", date)))
    return _iso(date)


def _dates_of_line(line: str) -> list[str] | None:
    """The full dates a date line gives, in order; None when the line is not one. A line that
    gives only a time or a date without its year ("7:05am", "JUN 4", "3 hours ago") is a date
    line too, that gives no date: a page's stamp, never a headline."""
    dates = [d.group() for d in _A_DATE.finditer(line)]
    stamp = _A_DATE if dates else _PART_OF_A_DATE
    if not stamp.search(line):
        return None
    return dates if _DATE_LINE_FILLER.fullmatch(stamp.sub(" ", line)) else None


def _valid(year: int, month: int, day: int) -> str | None:
    try:
        return dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def _numeric_iso(date: str) -> str | None:
    """"11/28/05" -> "2005-11-28": month and day told apart by the one above 12 ("28/11/2005"
    is the same day); "05/06/2020" could be either, and gives nothing."""
    first, second, year = (int(part) for part in re.split(r"[/.]", date))
    if year < 100:
        year += 2000 if year < 70 else 1900
    if first <= 12 and second <= 12 and first != second:
        return None
    month, day = (first, second) if first <= 12 else (second, first)
    return _valid(year, month, day)


@lru_cache(maxsize=1024)
def _iso(date: str) -> str | None:
    import dateparser  # imported only when a line looks like a date: it is slow to load

    parsed = dateparser.parse(re.sub(r"(?<=\d)(?:st|nd|rd|th)\b|\bof\b|[.-]", " ", date), languages=["en"],
                              settings={"STRICT_PARSING": True, "REQUIRE_PARTS": ["day", "month", "year"]})
    return parsed.date().isoformat() if parsed else None


# Date expressions in body text, by kind (see timeline/story.py for how each is placed).
_EXPRESSIONS = [
    ("date", re.compile(rf"\b(?P<e>{_MONTH_DAY}(?:,?\s+\d{{4}})?)\b")),
    ("date", re.compile(rf"\b(?P<e>{_DAY_MONTH}(?:\s+\d{{4}})?)\b")),
    ("weekday", re.compile(r"\b(?:on |late |early |last )?(?P<e>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")),
    ("relative", re.compile(r"\b(?P<e>yesterday|overnight|last night|last week|this week|earlier this week|last month|"
                            r"today|tonight|this morning|on [A-Z]\w+day morning)\b", re.IGNORECASE)),
    ("month", re.compile(rf"\bin (?P<e>(?:{MONTH})(?:,?\s+\d{{4}})?)\b")),
    ("year", re.compile(r"\b(?:in|since|of) (?P<e>(?:19|20)\d\d)\b")),
]


def find_dates(text: str) -> list[tuple[str, str]]:
    """(kind, expression as printed) for each date expression, in order."""
    found: list[tuple[int, str, str]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _EXPRESSIONS:
        for match in pattern.finditer(text):
            span = match.span("e")
            if any(a < span[1] and span[0] < b for a, b in taken):
                continue
            taken.append(span)
            found.append((span[0], kind, match.group("e")))
    return [(kind, expression) for _, kind, expression in sorted(found)]


# Relative words that name one calendar day: how many days before publication. "Last week",
# "this week" and "overnight" name none.
DAYS_BACK = {"yesterday": 1, "last night": 1, "today": 0, "tonight": 0, "this morning": 0}


def day_named(kind: str, expression: str, published: dt.date) -> dt.date | None:
    """The calendar day a weekday ("on Saturday": the last Saturday on or before publication)
    or a relative word ("yesterday") names, for a report published on `published`; None for
    other expressions."""
    if kind == "weekday" and expression in WEEKDAY_NAMES:
        return published - dt.timedelta(days=(published.weekday() - WEEKDAY_NAMES.index(expression)) % 7)
    if kind == "relative" and expression.lower() in DAYS_BACK:
        return published - dt.timedelta(days=DAYS_BACK[expression.lower()])
    return None
