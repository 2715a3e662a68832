"""Find the quantities in a sentence: value or interval, hedge, and what kind of number it is.

"at least 52", "Twenty-six", "4,000", "11 million", "30 to 40", "between 15 per cent and
20 per cent", "dozens", "almost 80", "$33 billion". Number words are converted by text2num;
this module finds them, reads the hedge around them, and tells counts apart from dates,
years, ages, times, durations, distances, ordinals, money and model names ("S-300"), which
must never be compared with counts.

Every quantity is an interval [low, high], so hedged values compare by a single rule:
- exact 52 -> [52, 52]; "at least 52" -> [52, inf); "more than 30" -> (30, inf);
- "about 4,000" -> [3,600, 4,400] (±10%); "almost 80" -> [68, 80); "up to 40" -> [0, 40];
- "30 to 40" -> [30, 40]; vague words have documented spans: "dozens" -> [24, 144],
  "scores" -> [40, 200], "hundreds" -> [200, 999], "thousands" -> [2,000, 999,999],
  "millions" -> [2 million, 999 million].
The scan is one linear pass over the sentence's tokens.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import text2num

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:[-'’][^\W\d_]+)*|[%$€£¥₴]|\S")
_UNITS = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
    "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000, "trillion": 10**12}
_SHORT_SCALES = {"k": 1_000, "m": 1_000_000, "mn": 1_000_000, "bn": 1_000_000_000, "b": 1_000_000_000}
VAGUE = {
    "dozens": (24, 144), "scores": (40, 200), "hundreds": (200, 999), "thousands": (2_000, 999_999),
    "millions": (2_000_000, 999_999_999), "billions": (2 * 10**9, 999 * 10**9),
}
_VAGUE_OF = {("tens", "thousands"): (20_000, 99_999), ("hundreds", "thousands"): (200_000, 999_999),
             ("tens", "millions"): (20_000_000, 99_999_999)}
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "twentieth": 20, "thirtieth": 30, "hundredth": 100,
}
# Hedges, longest first: (words, hedge name).
_HEDGES = [
    (("no", "fewer", "than"), "at least"), (("no", "less", "than"), "at least"), (("a", "minimum", "of"), "at least"),
    (("at", "least"), "at least"), (("more", "than"), "more than"), (("upwards", "of"), "more than"),
    (("in", "excess", "of"), "more than"), (("over",), "more than"), (("above",), "more than"),
    (("an", "estimated"), "about"), (("about",), "about"), (("around",), "about"), (("approximately",), "about"),
    (("roughly",), "about"), (("some",), "about"), (("approx",), "about"), (("estimated",), "about"),
    (("nearly",), "almost"), (("almost",), "almost"), (("close", "to"), "almost"), (("just", "under"), "almost"),
    (("up", "to"), "up to"), (("as", "many", "as"), "up to"), (("at", "most"), "up to"), (("no", "more", "than"), "up to"),
    (("fewer", "than"), "less than"), (("less", "than"), "less than"), (("under",), "less than"),
]
# Words that say how many, not which: never what tells two figures apart ("people killed, less").
QUANTITY_WORDS = frozenset(_UNITS | set(_SCALES) | set(VAGUE) | set(_ORDINALS) | {w for words, _ in _HEDGES for w in words}
                           | {"several", "many", "few", "dozen", "number", "total", "least", "most", "less", "more"})
_MONTHS = {
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}
_DURATIONS = {"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month",
              "months", "year", "years", "decade", "decades", "century", "centuries", "night", "nights"}
_DISTANCES = {"mile", "miles", "km", "kilometres", "kilometers", "kilometre", "kilometer", "metres", "meters",
              "metre", "meter", "feet", "foot", "yards", "m", "mi"}
_MEASURES = {"kg", "kilograms", "tonnes", "tons", "pounds", "lbs", "litres", "liters", "degrees", "mph", "kph",
             "acres", "hectares", "square", "gallons", "barrels", "calories", "megawatts", "mw", "gw", "kw"}
_CURRENCY_WORDS = {"dollar", "dollars", "euro", "euros", "pound", "pounds", "sterling", "ruble", "rubles", "rouble",
                   "roubles", "hryvnia", "hryvnias", "yuan", "yen", "rupees", "francs", "usd", "eur", "gbp"}
_CURRENCY_SYMBOLS = {"$", "€", "£", "¥", "₴"}
_PERCENT_WORDS = (("per", "cent"), ("percent",), ("percentage", "points"), ("%",))
_TIME_AFTER = re.compile(r"\s?(?:[ap]\.m\.|[ap]m\b|GMT\b|UTC\b|o'clock\b|:\d\d(?!\d)|h\d\d\b)", re.IGNORECASE)
# Words before a number that make it a name or a position, not a count ("Interstate 75",
# "level 4", "Flight 370"), and those that make it a magnitude ("magnitude 6.1").
_CODE_WORDS = frozenset("interstate highway route road motorway freeway flight platform gate line level category "
                        "grade stage phase tier number no channel room apartment unit chapter section article "
                        "amendment paragraph page seed district precinct ward lane bus train terminal track "
                        "alarm defcon".split())
_MAGNITUDE_WORDS = frozenset({"magnitude", "richter"})
# Words after "N-M" that make it a result, not a range ("a 9-14 record", "a 65-53 win").
_SCORE_WORDS = frozenset("record win victory loss defeat lead score decision vote margin tie draw start season "
                         "triumph rout".split())
_WEIGHT_CUES = re.compile(r"\bweigh(?:s|ed|ing|t)?\b|\blbs?\b", re.IGNORECASE)
_CODE_BEFORE = re.compile(r"[A-Za-z][-‐]?$")  # "S-300", "F16", "Covid-19", "G7"
_DECIMAL_BEFORE = re.compile(r"(?:^|[^\d])\.$")  # ".358", "hit .308"
_BANDS = frozenset({"AM", "FM"})  # radio bands, whose numbers are frequencies


_NUMBER_STARTS = frozenset(_UNITS | set(_SCALES) | set(VAGUE) | set(_ORDINALS) | {"a", "an", "tens", "dozen"})
_MAYBE_NUMBER = re.compile(r"\d|\b(?:" + "|".join(sorted(_NUMBER_STARTS - {"a", "an"}, key=len, reverse=True)) + r")",
                           re.IGNORECASE)


@dataclass(frozen=True)
class Quantity:
    """A number as printed in a sentence, read as an interval."""

    start: int
    end: int
    text: str
    value: float | None  # the stated number; None for vague words ("dozens")
    low: float
    high: float  # math.inf when open-ended
    hedge: str  # exact | at least | more than | about | almost | up to | less than | range | vague
    kind: str  # count | percent | money | date | year | age | time | duration | distance | measure | ordinal


@dataclass
class _Token:
    text: str
    start: int
    end: int

    @property
    def low(self) -> str:
        return self.text.lower()


def quantities(sentence: str) -> list[Quantity]:
    """Every quantity in the sentence, in order."""
    return list(_quantities(sentence))


@lru_cache(maxsize=65536)
def _quantities(sentence: str) -> tuple[Quantity, ...]:
    if not _MAYBE_NUMBER.search(sentence):
        return ()
    tokens = [_Token(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(sentence)]
    found: list[Quantity] = []
    i = 0
    while i < len(tokens):
        if not (tokens[i].text[0].isdigit() or tokens[i].low.split("-")[0] in _NUMBER_STARTS):
            i += 1
            continue
        special = _word_compound(tokens[i])
        if special is not None:
            found.append(special)
            i += 1
            continue
        parsed = _number_at(tokens, i)
        if parsed is None:
            i += 1
            continue
        value, end, vague = parsed
        quantity, i = _read_quantity(sentence, tokens, i, end, value, vague)
        if quantity is not None:
            found.append(quantity)
    return tuple(found)


def _word_compound(token: _Token) -> Quantity | None:
    """Ordinals ("seventh", "second-largest") and number-word compounds ("six-week-old")."""
    pieces = token.low.split("-")
    if pieces[0] in _ORDINALS:
        value = float(_ORDINALS[pieces[0]])
        return Quantity(token.start, token.end, token.text, value, value, value, "exact", "ordinal")
    count = next((n for n in range(len(pieces), 0, -1) if all(p in _UNITS or p in _SCALES for p in pieces[:n])), 0)
    rest = pieces[count:]
    if count and rest and rest[0] in _DURATIONS:
        value = float(text2num(" ".join(pieces[:count]), "en"))
        kind = "age" if rest[-1] == "old" and len(rest) > 1 else "duration"
        return Quantity(token.start, token.end, token.text, value, value, value, "exact", kind)
    return None


def _number_at(tokens: list[_Token], i: int) -> tuple[float | None, int, tuple[float, float] | None] | None:
    """(value, index after the number, vague interval) if a number starts at token i."""
    token = tokens[i]
    low = token.low
    if token.text[0].isdigit():
        digits = token.text
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", digits) is None:
            return None  # "1.2.3", "12,34"
        value = float(digits.replace(",", ""))
        end = i + 1
        if end < len(tokens) and tokens[end].low in _SCALES and tokens[end].start == tokens[end - 1].end + 1:
            value *= _SCALES[tokens[end].low]
            end += 1
        elif end < len(tokens) and tokens[end].low in _SHORT_SCALES and tokens[end].start == tokens[end - 1].end:
            value *= _SHORT_SCALES[tokens[end].low]
            end += 1
        return value, end, None
    for (first, second), span in _VAGUE_OF.items():
        if low == first and i + 2 < len(tokens) and tokens[i + 1].low == "of" and tokens[i + 2].low == second:
            return None, i + 3, span
    if low in VAGUE:
        return None, i + 1, VAGUE[low]
    words = _number_words(tokens, i)
    if words:
        return words
    return None


def _number_words(tokens: list[_Token], i: int) -> tuple[float, int, None] | None:
    """A run of number words ("twenty-six", "two hundred and fifty", "a dozen") converted by text2num."""
    parts: list[str] = []
    j = i
    if tokens[i].low in ("a", "an") and i + 1 < len(tokens) and tokens[i + 1].low in ("hundred", "thousand", "million", "dozen"):
        parts.append("one")
        j += 1
    while j < len(tokens):
        pieces = tokens[j].low.split("-")
        if all(p in _UNITS or p in _SCALES for p in pieces):
            parts.extend(pieces)
            j += 1
        elif tokens[j].low == "and" and parts and j + 1 < len(tokens) and tokens[j + 1].low.split("-")[0] in _UNITS:
            parts.append("and")
            j += 1
        elif tokens[j].low == "dozen" and parts:
            parts.append("dozen")
            j += 1
            break
        else:
            break
    if not parts or (parts == ["one"] and j == i + 1 and tokens[i].low in ("a", "an")):
        return None
    dozen = parts[-1] == "dozen"
    if dozen:
        parts = parts[:-1]
    try:
        value = float(text2num(" ".join(parts), "en"))
    except ValueError:
        return None
    return value * (12 if dozen else 1), j, None


def _read_quantity(sentence, tokens, i, end, value, vague):
    """Read hedge, range, unit and kind around the number at tokens[i:end]."""
    start_token = i
    hedge = "vague" if vague else "exact"
    hedge_start = _hedge_before(tokens, i)
    if hedge_start is not None:
        hedge_index, hedge = hedge_start
        start_token = hedge_index
    low, high = (vague if vague else (value, value))
    # A range: "30 to 40", "between 15 per cent and 20 per cent", "300-400"
    unit_end = end
    percent = _percent_after(tokens, end)
    if percent:
        unit_end = percent
    if value is not None:
        range_end = _range_after(tokens, unit_end, sentence)
        if range_end:
            second, after = range_end
            if second >= value:
                low, high = (value, second)
                hedge = "range" if hedge == "exact" else hedge
                end = unit_end = after
                more_percent = _percent_after(tokens, end)
                if more_percent:
                    percent = unit_end = more_percent
    if start_token > 0 and tokens[start_token - 1].low == "between":
        start_token -= 1
    kind = _kind(tokens, start_token, i, end, unit_end, value, bool(percent), sentence)
    if kind is None:
        return None, end
    if value == 1 and hedge == "exact" and kind == "count" and not tokens[i].text[0].isdigit():
        return None, end  # "one analyst", "one of those towns": a determiner, not a figure
    low, high = _interval(hedge, value, low, high)
    last_char = (tokens[unit_end - 1] if kind in ("percent", "money", "duration", "distance", "measure") else tokens[end - 1]).end
    if kind == "time":  # "10:30", "5 p.m." belong to the time
        last_char = _TIME_AFTER.match(sentence, last_char).end()  # type: ignore[union-attr]
        while end < len(tokens) and tokens[end].start < last_char:
            end += 1
    first = tokens[start_token]
    text = sentence[first.start:last_char].rstrip()
    quantity = Quantity(first.start, first.start + len(text), text, value, low, high, hedge, kind)
    return quantity, max(end, unit_end if kind != "count" else end)


def _hedge_before(tokens: list[_Token], i: int) -> tuple[int, str] | None:
    for words, name in _HEDGES:
        n = len(words)
        if i - n >= 0 and tuple(t.low for t in tokens[i - n:i]) == words:
            return i - n, name
    return None


def _percent_after(tokens: list[_Token], j: int) -> int | None:
    for words in _PERCENT_WORDS:
        n = len(words)
        if tuple(t.low for t in tokens[j:j + n]) == words:
            return j + n
    return None


def _range_after(tokens: list[_Token], j: int, sentence: str) -> tuple[float, int] | None:
    """A second number after "to", "and" (after "between"), "-" or "–"."""
    if j >= len(tokens):
        return None
    joiner = tokens[j].low
    if joiner not in ("to", "-", "–", "—", "and", "or"):
        return None
    if joiner in ("-", "–") and tokens[j].start != tokens[j - 1].end:
        return None
    if j + 1 >= len(tokens):
        return None
    second = _number_at(tokens, j + 1)
    if second is None or second[0] is None:
        return None
    if joiner in ("and", "or"):
        # only "between X and Y" is a range; "52 and 109" are two figures
        k = j - 1
        while k >= 0 and tokens[k].low not in ("between",) and j - k < 5:
            k -= 1
        if k < 0 or tokens[k].low != "between":
            return None
    return second[0], second[1]


def _kind(tokens, start, i, end, unit_end, value, percent, sentence) -> str | None:
    """What sort of number this is; None when it is part of a name or code ("S-300", "300s")."""
    first = tokens[i]
    before = tokens[start - 1].low if start > 0 else ""
    after = tokens[unit_end].low if unit_end < len(tokens) else ""
    after2 = tokens[unit_end + 1].low if unit_end + 1 < len(tokens) else ""
    glued = unit_end < len(tokens) and tokens[unit_end].start == tokens[unit_end - 1].end
    if glued and after == "-" and unit_end + 1 < len(tokens) and tokens[unit_end + 1].start == tokens[unit_end].end:
        after, after2 = tokens[unit_end + 1].low, ""  # "69-year-old", "6-week-old", "4,000-strong"
        if after.split("-")[0] in _DURATIONS:
            return "age" if after.endswith("-old") else "duration"
        glued = False
    if start >= 2 and before == "." and tokens[start - 2].low in _MONTHS:
        before = tokens[start - 2].low  # "Feb. 24"
    if first.text[0].isdigit():
        if _CODE_BEFORE.search(sentence[max(0, first.start - 2):first.start]):
            return None
        if _DECIMAL_BEFORE.search(sentence[max(0, first.start - 2):first.start]):
            return None  # ".358": a rate written without its leading zero, not a count of 358
        if start > 0 and tokens[start - 1].text in _BANDS:
            return "code"  # "AM 830": a radio frequency
        if glued and after in ("st", "nd", "rd", "th"):
            following = [t.low for t in tokens[unit_end + 1:unit_end + 3]] + ["", ""]
            month_follows = following[0] in _MONTHS or (following[0] == "of" and following[1] in _MONTHS)
            return "date" if before in _MONTHS or month_follows else "ordinal"  # "24th of May", "May 24th"
        if glued and tokens[unit_end].text[0].isalpha() and after not in _SHORT_SCALES:
            return None
        if _TIME_AFTER.match(sentence, tokens[end - 1].end):
            return "time"
    if percent:
        return "percent"
    if before in _CODE_WORDS:
        return "code"
    if before in _MAGNITUDE_WORDS or after in _MAGNITUDE_WORDS or after.endswith("-magnitude"):
        return "magnitude"
    if after in _SCORE_WORDS and any(tokens[k].low in ("-", "–") for k in range(i, end)):
        return "score"
    if after in ("pound", "pounds") and before not in _CURRENCY_SYMBOLS and _WEIGHT_CUES.search(sentence):
        return "measure"
    if before in _CURRENCY_SYMBOLS or after in _CURRENCY_WORDS:
        return "money"
    if before in _MONTHS or after in _MONTHS or (after == "of" and after2 in _MONTHS):
        return "date"
    if "-year-old" in after or after in ("year-old", "years-old") or (after in ("year", "years") and after2 == "old"):
        return "age"
    if after.split("-")[0] in _DURATIONS or first.low.split("-")[-1] in _DURATIONS:
        return "duration"
    if after in _DISTANCES:
        return "distance"
    if after in _MEASURES:
        return "measure"
    if value is not None and first.text.isdigit() and len(first.text) == 4 and 1800 <= value <= 2100 and end == i + 1:
        return "year"
    if before in ("aged", "age") or (
        before == "," and after == "," and start >= 2 and tokens[start - 2].text[:1].isupper() and value is not None
        and value < 120
    ):
        return "age"  # "Morozova, 69, said"
    return "count"


def _interval(hedge: str, value: float | None, low: float, high: float) -> tuple[float, float]:
    if value is None or hedge in ("vague", "range", "exact"):
        return low, high
    if hedge == "at least":
        return value, math.inf
    if hedge == "more than":
        return math.nextafter(value, math.inf), math.inf
    if hedge == "about":
        return (value * 0.9, value * 1.1) if low == high else (low * 0.9, high * 1.1)
    if hedge == "almost":
        return value * 0.85, math.nextafter(value, -math.inf)
    if hedge == "up to":
        return 0.0, value
    if hedge == "less than":
        return 0.0, math.nextafter(value, -math.inf)
    return low, high
