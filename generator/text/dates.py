"""Calendar dates as news text writes them: the month names every stage matches, and the date
line above an article ("April 9, 2022", "Published: 9 April 2022 10:14 BST"), which states
when the report was published."""

from __future__ import annotations

import re
from functools import lru_cache

# A month's name as printed: in full, or cut short with or without a full stop ("Feb.", "Sept").
MONTH = (r"Jan(?:uary|\.)?|Feb(?:ruary|\.)?|Mar(?:ch|\.)?|Apr(?:il|\.)?|May|June?|July?|Aug(?:ust|\.)?|"
         r"Sep(?:t(?:ember)?|\.)?|Sept\.|Oct(?:ober|\.)?|Nov(?:ember|\.)?|Dec(?:ember|\.)?")
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_LABEL = r"(?:(?:first |last )?(?:published|updated|posted|modified)(?: on)?:?\s+)"
_WEEKDAY = r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)"
_TIME = r"(?:,?\s+(?:at\s+)?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,5}(?:[+-]\d{1,2})?)?)"
_DATE_LINE = re.compile(
    rf"^{_LABEL}?{_WEEKDAY}?(?P<date>(?:{MONTH})\s+{_DAY},?\s+\d{{4}}|{_DAY}\s+(?:of\s+)?(?:{MONTH}),?\s+\d{{4}}|"
    rf"\d{{4}}-\d{{2}}-\d{{2}}){_TIME}?\.?$", re.IGNORECASE)


def read_date_line(line: str) -> str | None:
    """The ISO date a line made of a full date states (a label and a time may go with it),
    else None: "Updated: Sat 9 April 2022 10:14 BST" -> "2022-04-09"."""
    match = _DATE_LINE.match(line.strip())
    return _iso(match.group("date")) if match else None


@lru_cache(maxsize=1024)
def _iso(date: str) -> str | None:
    import dateparser  # imported only when a line looks like a date: it is slow to load

    parsed = dateparser.parse(re.sub(r"(?<=\d)(?:st|nd|rd|th)\b|\bof\b|\.", " ", date), languages=["en"],
                              settings={"STRICT_PARSING": True, "REQUIRE_PARTS": ["day", "month", "year"]})
    return parsed.date().isoformat() if parsed else None
