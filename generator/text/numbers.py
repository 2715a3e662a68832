"""Find the quantities in a sentence: value or interval, hedge, and what kind of number it is.

"at least 52", "Twenty-six", "4,000", "11 million", "30 to 40", "between 15 per cent and
20 per cent", "dozens", "almost 80", "$33 billion". Number words are converted by text2num;
this module finds them, reads the hedge around them, and tells counts apart from dates,
years, ages, times, durations, distances, ordinals, money and model names ("S-300"), which
must never be compared with counts.

Every quantity is an interval [low, high], so hedged values compare by a single rule:
- exact 52 -> [52, 52]; "at least 52" -> [52, inf); "more than 30" -> (30, inf);
- a round count or sum, a multiple of 100 with no hedge, is rounded by whoever wrote it:
  "600 were killed" -> [570, 630] (±FIGURES.round_tolerance), so it agrees with "612"; never
  by more than its printed digits allow: "184 million" -> [183.5m, 184.5m), "$150 million" and
  "$160 million" do not meet;
- "about 4,000" -> [3,600, 4,400] (±10%); "almost 80" -> [68, 80); "up to 40" -> [0, 40];
- "30 to 40" -> [30, 40]; "$120-130 million", "between $120 and $130 million" -> [120m, 130m]
  (the scale and the sign are both ends'); "rose from 30 to 42" is two values, not a range;
- "six in 10", "one out of four" are shares: 60 and 25 per cent;
- vague words have documented spans: "dozens" -> [24, 144], "several hundred" -> [200, 999],
  "scores" -> [40, 200], "hundreds" -> [200, 999], "thousands" -> [2,000, 999,999],
  "millions" -> [2 million, 999 million], "hundreds of millions" -> [200 million, 999 million];
  after a number such a word is what it counts ("four scores"), and "scores" is a number only
  in "scores of", "scores more" ("test scores" is not).
The scan is one linear pass over the sentence's tokens.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache

from text_to_num import text2num

from generator.text.lexicon import GENDER_WORDS, PLACE_INITIALS, STREET_WORDS, TITLE_WORDS, is_demonym, names_people
from generator.thresholds import FIGURES

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
             ("tens", "millions"): (20_000_000, 99_999_999), ("hundreds", "millions"): (200_000_000, 999_999_999),
             ("tens", "billions"): (20 * 10**9, 99 * 10**9), ("hundreds", "billions"): (200 * 10**9, 999 * 10**9)}
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
_HEDGES_ENDING = {last: [(words, name) for words, name in _HEDGES if words[-1] == last]  # by their last word,
                  for last in dict.fromkeys(words[-1] for words, _ in _HEDGES)}  # in the order above
# Words that are numbers themselves ("two", "hundred"), not ordinals or hedges.
CARDINAL_WORDS = frozenset(_UNITS | set(_SCALES))
# Words that say how many, not which: never what tells two figures apart ("people killed, less").
QUANTITY_WORDS = frozenset(_UNITS | set(_SCALES) | set(VAGUE) | set(_ORDINALS) | {w for words, _ in _HEDGES for w in words}
                           | {"several", "many", "few", "dozen", "number", "total", "least", "most", "less", "more"})
_MONTHS = {
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}
_WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
_CALENDAR_NAMES = frozenset(_MONTHS | _WEEKDAYS)  # capitalised words a day's number follows ("May 3", "Friday 13")
_DURATIONS = {"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month",
              "months", "year", "years", "decade", "decades", "century", "centuries", "night", "nights", "min",
              "mins", "hr", "hrs", "sec", "secs"}
_DISTANCES = {"mile", "miles", "km", "kilometres", "kilometers", "kilometre", "kilometer", "metres", "meters",
              "metre", "meter", "feet", "foot", "yards", "yard", "m", "mi"}
_MEASURES = {"kg", "kilograms", "tonnes", "tons", "pounds", "lbs", "litres", "liters", "degrees", "mph", "kph",
             "acres", "hectares", "square", "gallons", "barrels", "calories", "megawatts", "mw", "gw", "kw",
             "caliber", "calibre", "bit"}
CURRENCY_WORDS = frozenset({"dollar", "dollars", "euro", "euros", "pound", "pounds", "sterling", "ruble", "rubles", "rouble",
                             "roubles", "hryvnia", "hryvnias", "yuan", "yen", "rupees", "francs", "usd", "eur", "gbp"})
_CURRENCY_SYMBOLS = {"$", "€", "£", "¥", "₴"}
_PERCENT_WORDS = (("per", "cent"), ("percent",), ("percentage", "points"), ("%",))
_PERCENT_STARTING = {first: [words for words in _PERCENT_WORDS if words[0] == first]  # by their first word
                     for first in dict.fromkeys(words[0] for words in _PERCENT_WORDS)}
_TIME_AFTER = re.compile(r"\s?(?:[ap]\.\s?m\.|[ap]m\b|GMT\b|UTC\b|o'clock\b|:\d\d(?!\d)|h\d\d\b|local\s+time\b"
                         r"|\(\d{3,4}\s?(?:GMT|UTC)\))", re.IGNORECASE)  # "at 1353 (1023 GMT)"
# Words before a number that make it a name or a position, not a count ("Interstate 75",
# "level 4", "Flight 370"), and those that make it a magnitude ("magnitude 6.1").
_CODE_WORDS = frozenset("interstate highway route road motorway freeway flight platform gate line level category "
                        "version versions grade stage phase tier number no channel room apartment unit chapter section article "
                        "amendment paragraph page seed district precinct ward lane bus train terminal track "
                        "alarm defcon".split())
_ROADS = frozenset({"freeway", "highway", "expressway", "motorway", "parkway", "turnpike"})
_MAGNITUDE_WORDS = frozenset({"magnitude", "richter"})
_NOT_COUNTED_AFTER = frozenset({"on", "in", "at", "and", "or", "to", "from", "for", "with", "by", "of", "as", "when",
                                "after", "before", "than", "but", "was", "is", "were", "had", "has"})
_QUAKE_WORDS = frozenset({"quake", "earthquake", "tremor", "temblor", "aftershock", "aftershocks", "shock"})
# Words after "N-M" that make it a result, not a range ("a 9-14 record", "a 65-53 win").
_SCORE_WORDS = frozenset("record win victory loss defeat lead score decision vote margin tie draw start season "
                         "triumph rout".split())
_WEIGHT_CUES = re.compile(r"\bweigh(?:s|ed|ing|t)?\b|\blbs?\b", re.IGNORECASE)
_CODE_BEFORE = re.compile(r"[A-Za-z][-‐]?$")  # "S-300", "F16", "Covid-19", "G7"
# Telephone numbers, whose groups of digits are no counts: "0808 157 0192", "020 7946 0018" (a
# number of two digits or more never starts with 0), "(907) 745-4811", "907-745-4811", "+44 20 7946 0958".
_PHONE = re.compile(r"(?<![\d.,])(?:\+\d{1,3}(?:[ -]\d{2,5}){2,4}|\(\d{3}\)\s?\d{3}[-.]\d{4}|\d{3}[-.]\d{3}[-.]\d{4}"
                    r"|0\d{2,4}(?:[ -]\d{3,6}){1,2}|0\d{9,10})(?![\d.,]\d)")
_LOCAL_PHONE = re.compile(r"(?<![\d.,-])\d{3}-\d{4}(?![\d.,]\d)")  # "call Sgt. Roe at 745-4811"
_PHONE_CUE = re.compile(r"\b(?:call|phone|telephone|contact|reach|reached|hotline|tip line|number|tel)\b", re.IGNORECASE)
_EMERGENCY_NUMBERS = frozenset({"911", "999", "112"})  # "called 911": a number to dial
_DECADES = frozenset({"twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"})
_DIALLING = frozenset({"call", "calls", "called", "calling", "dial", "dials", "dialed", "dialled", "dialing", "dialling"})
_DECIMAL_BEFORE = re.compile(r"(?:^|[^\d])\.$")  # ".358", "hit .308"
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
_DESIGNATION = re.compile(r"[A-Z]{2,3}")  # letters a number completes, spaced: "AK 47", "MH 17"
_BANDS = frozenset({"AM", "FM"})  # radio bands, whose numbers are frequencies
_ORDINAL_ENDINGS = frozenset({"st", "nd", "rd", "th"})  # "24th": the letters glued to an ordinal


# Words for one person, whose age a number set off by commas after them gives ("The driver, 31,").
_A_PERSON = frozenset(GENDER_WORDS) | TITLE_WORDS | {"suspect", "victim", "gunman", "driver", "teen", "teenager",
                                                     "student", "pilot", "mountaineer", "climber"}
_CARDINALS = "|".join(sorted(CARDINAL_WORDS, key=len, reverse=True))
_WHOLE = re.compile(r"\d+|" + _CARDINALS)  # a whole number, as an age is written
_NUMERAL = re.compile(r"\d+(?:[.,]\d+)*|" + _CARDINALS)  # any number in a list
_NUMBER_STARTS = frozenset(_UNITS | set(_SCALES) | set(VAGUE) | set(_ORDINALS) | {"a", "an", "tens", "dozen", "several",
                                                                                    "few", "half"})
# Verbs that move a value: "lifting the fare from $2.50 to $3" gives two values, not a range
# (as "anywhere from $5 million to $9 million" is).
_CHANGE_WORDS = frozenset("rose rise rises rising risen raise raised raises raising increase increased increases "
                          "increasing grew grow grows growing grown climbed climb climbs climbing jumped jump jumps "
                          "jumping fell fall falls falling fallen dropped drop drops dropping cut cuts cutting reduced "
                          "reduce reduces reducing lowered lower lowers lowering lifted lift lifts lifting boosted boost "
                          "boosts boosting doubled tripled slashed soared went moved up down".split())
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


@dataclass(slots=True)
class _Token:
    text: str
    start: int
    end: int
    low: str  # the text in lower case: the rules compare it hundreds of times a sentence


def quantities(sentence: str) -> list[Quantity]:
    """Every quantity in the sentence, in order."""
    return list(_quantities(sentence))


@lru_cache(maxsize=65536)
def _quantities(sentence: str) -> tuple[Quantity, ...]:
    if not _MAYBE_NUMBER.search(sentence):
        return ()
    tokens = [_Token(m.group(), m.start(), m.end(), m.group().lower()) for m in _TOKEN.finditer(sentence)]
    phones = {m.start(): m for m in _PHONE.finditer(sentence)} | {
        m.start(): m for m in _LOCAL_PHONE.finditer(sentence) if _PHONE_CUE.search(sentence, max(0, m.start() - 60), m.start())}
    found: list[Quantity] = []
    i = 0
    while i < len(tokens):
        if not (tokens[i].text[0].isdigit() or tokens[i].low.split("-")[0] in _NUMBER_STARTS):
            i += 1
            continue
        phone = phones.get(tokens[i].start) or phones.get(tokens[i].start - 1)  # (a bracket opens "(907) …")
        if phone:
            found.append(Quantity(phone.start(), phone.end(), phone.group(), None, 0.0, 0.0, "exact", "code"))
            while i < len(tokens) and tokens[i].start < phone.end():
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
        if end < len(tokens) and tokens[end].low in _SCALES and tokens[end].start - tokens[end - 1].end in (0, 1):
            value *= _SCALES[tokens[end].low]
            end += 1
        elif (end + 1 < len(tokens) and tokens[end].text == "-" and tokens[end + 1].low in _SCALES
              and tokens[end].start == tokens[end - 1].end and tokens[end + 1].start == tokens[end].end):
            value *= _SCALES[tokens[end + 1].low]  # "a 120-million bid"
            end += 2
        elif end < len(tokens) and tokens[end].low in _SHORT_SCALES and tokens[end].start == tokens[end - 1].end:
            value *= _SHORT_SCALES[tokens[end].low]
            end += 1
        return value, end, None
    for (first, second), span in _VAGUE_OF.items():
        if low == first and i + 2 < len(tokens) and tokens[i + 1].low == "of" and tokens[i + 2].low == second:
            return None, i + 3, span
    if low in VAGUE:
        if i > 0 and (tokens[i - 1].text[0].isdigit() or tokens[i - 1].low in CARDINAL_WORDS):
            return None  # "four scores", "two dozens": what the number before counts
        if low == "scores" and (i + 1 == len(tokens) or tokens[i + 1].low not in ("of", "more")):
            return None  # "scores" counts only as "scores of people", "scores more"
        return None, i + 1, VAGUE[low]
    return _several(tokens, i) or _number_words(tokens, i)


def _several(tokens: list[_Token], i: int) -> tuple[None, int, tuple[float, float]] | None:
    """"several hundred", "a few thousand", "several hundred million": 2 to 9 of the scale, a
    vague span."""
    j = i + 2 if tokens[i].low == "a" and i + 1 < len(tokens) and tokens[i + 1].low == "few" else i + 1
    if j == i + 1 and tokens[i].low not in ("several", "few"):
        return None
    k = j
    while k < min(len(tokens), j + 2) and tokens[k].low in _SCALES:
        k += 1
    if k == j:
        return None
    scale = math.prod(_SCALES[t.low] for t in tokens[j:k])
    return None, k, (2 * scale, 10 * scale - 1)


def _number_words(tokens: list[_Token], i: int) -> tuple[float, int, None] | None:
    """A run of number words ("twenty-six", "two hundred and fifty", "a dozen") converted by text2num."""
    parts: list[str] = []
    j = i
    if tokens[i].low == "half" and i + 2 < len(tokens) and tokens[i + 1].low in ("a", "an") and tokens[i + 2].low in _SCALES:
        return _SCALES[tokens[i + 2].low] / 2, i + 3, None  # "half a million"
    if tokens[i].low in ("a", "an") and i + 1 < len(tokens) and (tokens[i + 1].low in _SCALES or tokens[i + 1].low == "dozen"):
        parts.append("one")
        j += 1
    if not parts and tokens[j].low in _SCALES:
        return None  # a scale word alone ("the million", "- million") multiplies nothing
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
    proportion = None if percent or vague else _proportion_after(tokens, end, value)
    if proportion:  # "six in 10 voters": a share, 60 per cent
        percent, value = proportion
        low = high = value
    if percent:
        unit_end = percent
    if value is not None:
        sign = tokens[i - 1].text if i > 0 and tokens[i - 1].text in _CURRENCY_SYMBOLS else None
        range_end = _range_after(tokens, unit_end, sentence, sign)
        if range_end:
            second, after, scale = range_end
            if scale > 1 and not _scaled(tokens[i:end]) and value * scale <= second:
                value *= scale  # "$120-130 million", "two to three million": the scale is both ends'
            if second >= value:
                low, high = (value, second)
                hedge = "range" if hedge == "exact" else hedge
                end = unit_end = after
                more_percent = _percent_after(tokens, end)
                if more_percent:
                    percent = unit_end = more_percent
    if start_token > 0 and tokens[start_token - 1].low == "between":
        start_token -= 1
    kind = _kind(_Around.of(tokens, start_token, i, end, unit_end, value, bool(percent), sentence))
    if kind is None:
        return None, end
    if value == 1 and hedge == "exact" and kind == "count" and not tokens[i].text[0].isdigit():
        return None, end  # "one analyst", "one of those towns": a determiner, not a figure
    low, high = _interval(hedge, value, low, high, kind, _printed_unit(tokens[i], value))
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
    for words, name in _HEDGES_ENDING.get(tokens[i - 1].low, ()) if i else ():
        n = len(words)
        if i - n >= 0 and tuple(t.low for t in tokens[i - n:i]) == words:
            return i - n, name
    return None


def _proportion_after(tokens: list[_Token], j: int, value: float | None) -> tuple[int, float] | None:
    """"six in 10", "one in four", "4 out of 5" after the number ending at j: a share, as polls
    give it (not "3 in 10 days"): the index after it and the share in per cent."""
    if value is None or not value.is_integer() or j >= len(tokens):  # (a number too long for a float is infinite)
        return None
    k = j + 1 if tokens[j].low == "in" else j + 2 if tokens[j].low == "out" and tokens[j + 1:j + 2] \
        and tokens[j + 1].low == "of" else None
    if k is None or k >= len(tokens):
        return None
    denominator = _number_at(tokens, k)
    if denominator is None or denominator[0] not in _DENOMINATORS or denominator[1] != k + 1 or value >= denominator[0]:
        return None
    if k + 1 < len(tokens) and tokens[k + 1].low in _DURATIONS:
        return None
    return k + 1, 100 * value / denominator[0]


_DENOMINATORS = frozenset({2, 3, 4, 5, 6, 7, 8, 9, 10, 100})


def _percent_after(tokens: list[_Token], j: int) -> int | None:
    for words in _PERCENT_STARTING.get(tokens[j].low, ()) if j < len(tokens) else ():
        n = len(words)
        if tuple(t.low for t in tokens[j:j + n]) == words:
            return j + n
    return None


def _range_after(tokens: list[_Token], j: int, sentence: str, sign: str | None = None
                 ) -> tuple[float, int, float] | None:
    """A second number after "to", "and" (after "between"), "-" or "–", with the first's currency
    sign if it repeats it ("$120 to $130 million"): (its value, the index after it, its scale)."""
    if j >= len(tokens):
        return None
    joiner = tokens[j].low
    if joiner not in ("to", "-", "–", "—", "and", "or"):
        return None
    if joiner in ("-", "–") and (tokens[j].start != tokens[j - 1].end or (j + 1 < len(tokens) and _a_record(tokens, j))):
        return None
    if joiner == "to" and _changed_from(tokens, j) and not _YEAR.fullmatch(tokens[j - 1].text):
        return None  # (but "rising rents from 2001 to 2009" is a span of years)
    first = j + 2 if sign and j + 1 < len(tokens) and tokens[j + 1].text == sign else j + 1
    if first >= len(tokens):
        return None
    second = _number_at(tokens, first)
    if second is None or second[0] is None:
        return None
    if joiner in ("and", "or"):
        # only "between X and Y" is a range; "52 and 109" are two figures
        k = j - 1
        while k >= 0 and tokens[k].low not in ("between",) and j - k < 5:
            k -= 1
        if k < 0 or tokens[k].low != "between":
            return None
    scales = _scaled(tokens[first:second[1]])
    return second[0], second[1], scales[-1] if scales else 1.0


def _a_record(tokens: list[_Token], dash: int) -> bool:
    """Whether the numbers a hyphen glues together at `dash` are a score, a vote or a record, not
    a range: the second is smaller ("won 2-0", "an 84-70 victory"), or equal ("the Hawks (9-9)"),
    or the first is 0 ("fell to 0-11"), unless a span of time follows ("0-5 years"); or both have
    one or two digits, stand where a record does ("(5-10)", "fell to 5-10", "went 2-6", "opened 9-14") and
    nothing counted follows them, as a range's noun does ("5-10 people"). Never a season
    ("2008-09"). After "a record of", always a record."""
    first, second = tokens[dash - 1], tokens[dash + 1]
    if not (first.end == tokens[dash].start and tokens[dash].end == second.start and first.text.isdigit()
            and second.text.isdigit() and len(first.text) < 4):
        return False
    if int(second.text) < int(first.text):
        return True
    after = tokens[dash + 2].low if dash + 2 < len(tokens) else ""
    if after in _DURATIONS:
        return False
    if second.text == first.text or first.text == "0":
        return True
    before = tokens[dash - 2].low if dash >= 2 else ""
    if before == "of" and dash >= 3 and tokens[dash - 3].low in _SCORE_WORDS:
        return True  # "a record of 9-14"
    return len(first.text) <= 2 and len(second.text) <= 2 and before in _BEFORE_A_RECORD \
        and (not after[:1].isalpha() or after in _NOT_COUNTED_AFTER)


_BEFORE_A_RECORD = frozenset({"(", ",", "to", "at", "went", "go", "goes", "going", "is", "are", "was", "were",
                              "opened", "started", "finished"})


def _changed_from(tokens: list[_Token], j: int) -> bool:
    """Whether the number before "to" (at j) is the old value of a change: "from" just before it,
    a verb of change a few words before that ("lifting the bus fare from the current $2.50")."""
    froms = [k for k in range(max(0, j - 6), j - 1) if tokens[k].low == "from"]
    return bool(froms) and any(t.low in _CHANGE_WORDS for t in tokens[max(0, froms[-1] - 4):froms[-1]])


def _scaled(number: list[_Token]) -> list[float]:
    """The scale words of a number's tokens ("150 million": [1e6])."""
    return [float(_SCALES.get(t.low) or _SHORT_SCALES.get(t.low) or 0) for t in number
            if t.low in _SCALES or t.low in _SHORT_SCALES]


@dataclass(frozen=True)
class _Around:
    """A number and the words around it: what the kind rules look at."""

    tokens: list[_Token]
    start: int  # the first token of the quantity (its hedge or currency sign included)
    i: int  # the first token of the number itself
    end: int  # just after the number
    unit_end: int  # just after its scale word ("million") or percent sign
    value: float | None
    percent: bool
    sentence: str
    before: str  # the word before, lower case ("Feb. 24" reads through the full stop)
    after: str  # the word after; after a hyphen glued to it when there is one ("69-year-old")
    after2: str
    glued: bool  # the next token touches the number ("24th", "300s")
    hyphenated: bool  # the number is the first part of a hyphenated word ("6-week-old")

    @classmethod
    def of(cls, tokens: list[_Token], start: int, i: int, end: int, unit_end: int, value: float | None,
           percent: bool, sentence: str) -> _Around:
        before = tokens[start - 1].low if start > 0 else ""
        if start >= 2 and before == "." and (tokens[start - 2].low in _MONTHS or tokens[start - 2].text == "No"):
            before = tokens[start - 2].low  # "Feb. 24"; "the No. 3 seed", a rank
        after = tokens[unit_end].low if unit_end < len(tokens) else ""
        after2 = tokens[unit_end + 1].low if unit_end + 1 < len(tokens) else ""
        glued = unit_end < len(tokens) and tokens[unit_end].start == tokens[unit_end - 1].end
        hyphenated = (glued and after == "-" and unit_end + 1 < len(tokens)
                      and tokens[unit_end + 1].start == tokens[unit_end].end)
        if hyphenated:
            after, after2, glued = tokens[unit_end + 1].low, "", False
        return cls(tokens, start, i, end, unit_end, value, percent, sentence, before, after, after2, glued, hyphenated)

    @property
    def digits(self) -> bool:
        """Written in figures rather than words."""
        return self.tokens[self.i].text[0].isdigit()

    @property
    def just_before(self) -> str:
        return self.sentence[max(0, self.tokens[self.i].start - 2):self.tokens[self.i].start]

    @property
    def month_follows(self) -> bool:
        following = [t.low for t in self.tokens[self.unit_end + 1:self.unit_end + 3]] + ["", ""]
        return following[0] in _MONTHS or (following[0] == "of" and following[1] in _MONTHS)

    @property
    def in_a_title(self) -> bool:
        """A number word capitalised inside a sentence and followed by a capitalised word: part of
        a title or a name ("starred in Million Dollar Mermaid", "at Three Mile Island"; not "Two
        Russians", where the second word is a nationality, nor a sentence's first word)."""
        word = self.tokens[self.i].text
        following = self.tokens[self.unit_end].text if self.unit_end < len(self.tokens) else ""
        opens = self.i == 0 or self.tokens[self.i - 1].text in (".", "!", "?", ":")
        return (not self.digits and word[:1].isupper() and not word.isupper() and not opens
                and following[:1].isupper() and not following.isupper()
                and not is_demonym(following) and not names_people(following))

    @property
    def address(self) -> bool:
        """A house number: capitalised words and a street word follow ("24 Independent Street",
        "200 W. American Blvd.", "10 Downing St")."""
        end = min(len(self.tokens), self.unit_end + 5)
        for k in range(self.unit_end, end):
            token = self.tokens[k]
            if token.low in STREET_WORDS and token.text[0].isupper() and k > self.unit_end:
                following = self.tokens[k + 1].text if k + 1 < len(self.tokens) else ""
                return not (following.isalpha() and following.islower() and following not in _NOT_COUNTED_AFTER)
            if not (token.text[0].isupper() or token.text == "."):
                return False
        return False  # (not "3 Main Street shops": shops are counted)

    @property
    def block(self) -> bool:
        """A block of a street, as police reports place things ("in the 4300 block of Linden
        Avenue"), or a name numbered so ("a club called 7 Block")."""
        return self.after == "block" and (self.after2 == "of" or self.tokens[self.unit_end].text == "Block")

    @property
    def score_pair(self) -> bool:
        """Either side of a score, a vote or a record ("won 2-0", "the Hawks (9-9)"; see `_a_record`)."""
        tokens, k = self.tokens, self.unit_end
        if k + 1 < len(tokens) and tokens[k].text in ("-", "–") and tokens[k + 1].text.isdigit():
            dash = k  # seen from the first number
        elif self.start >= 2 and tokens[self.start - 1].text in ("-", "–") and tokens[self.start - 2].text.isdigit():
            dash = self.start - 1  # seen from the second
        else:
            return False
        return _a_record(tokens, dash)

    @property
    def stated_age(self) -> bool:
        """ "who died yesterday in prison at 77,", "He was 75.", "who was 19 at the time": a
        person's age ends the clause or a time follows (not "The toll was 75.")."""
        if self.start < 2:
            return False
        told = self.before in ("was", "is") and self.tokens[self.start - 2].low in ("he", "she", "who")
        if self.after[:1].isalnum():
            return told and self.after in ("at", "when")  # "who was 19 at the time", "She was 9 when"
        recent = [t.low for t in self.tokens[max(0, self.start - 7):self.start - 1]]
        return (self.before == "at" and bool({"died", "dies"} & set(recent)) and not {"toll", "total", "number"} & set(recent)) \
            or told

    @property
    def decimal(self) -> bool:
        """Written with a decimal point and no scale word ("4.0", "3.6 to 4.3"; not "2.5 million")."""
        scaled = any(t.low in _SCALES or t.low in _SHORT_SCALES for t in self.tokens[self.i + 1:self.unit_end + 1])
        return self.digits and "." in self.tokens[self.i].text and not scaled

    @property
    def richter_follows(self) -> bool:
        """ "measuring 5.3 on the Richter scale"."""
        return self.after == "on" and "richter" in [t.low for t in self.tokens[self.unit_end + 1:self.unit_end + 3]]

    @property
    def dash_inside(self) -> bool:
        return any(self.tokens[k].low in ("-", "–") for k in range(self.i, self.end))

    @property
    def apposition(self) -> bool:
        """Set off by a comma after a capitalised word or a word for a person, up to a comma or
        semicolon, the sentence's end or the next name ("Morozova, 69, said", "Ann Lee, 47; Rita
        Brown, 36;", "The driver, 31, was unhurt", "… and Jon Carr, 24.", "Ana Lopez, 20 and Jon
        Carr"); or a list of such numbers set off by commas after any word ("her two cousins, 15
        and 19, were questioned"): ages."""
        opened, closed, whole = self._list
        if not whole or opened < 2 or self.tokens[opened - 1].low != ",":
            return False
        following = self.tokens[closed].text if closed < len(self.tokens) else ""
        named = self.tokens[opened - 3] if opened >= 3 and self.tokens[opened - 2].text == "." else self.tokens[opened - 2]
        after_name = named.text[:1].isupper() or named.low in _A_PERSON  # "Ann Lee, 47,", "Jon Carr Jr., 49,"
        if opened == self.start and closed == self.unit_end:  # one number
            ends = following in (",", ";") or (following == "." and closed == len(self.tokens) - 1)
            next_name = following == "and" and closed + 1 < len(self.tokens) \
                and self.tokens[closed + 1].text[:1].isupper()
            return after_name and (ends or next_name)
        return following in (",", ";", ".")

    @property
    def ends_a_name(self) -> bool:
        """Figures right after a name inside the sentence, and nothing counted after them: the
        name's number ("the trawler Sea Lark 5,", "SportsDesk 5's Ann Moy"), or a side's score
        ("Fenwick 65, Dray State 62")."""
        if not self.digits or self.start != self.i or self.start < 2:
            return False
        name = self.tokens[self.start - 1].text
        following = self.tokens[self.unit_end].text if self.unit_end < len(self.tokens) else ""
        return name[:1].isupper() and name.isalpha() and name.lower() not in _CALENDAR_NAMES \
            and self.tokens[self.start - 2].text not in (".", "!", "?") \
            and following in ("", ",", ".", ")", ";", ":", "'", "’")

    @property
    def season_end(self) -> bool:
        """The last two digits of a year glued by a dash to the year before them ("1982-83")."""
        number, k = self.tokens[self.i], self.start
        return self.digits and len(number.text) == 2 and k >= 2 and self.tokens[k - 1].text in ("-", "–") \
            and self.tokens[k - 1].end == number.start and self.tokens[k - 2].end == self.tokens[k - 1].start \
            and len(self.tokens[k - 2].text) == 4 and self.tokens[k - 2].text.isdigit() \
            and 1800 <= int(self.tokens[k - 2].text) <= 2100

    @property
    def bracketed(self) -> bool:
        """The whole of a bracket, alone or in a list: a reference ("(23, 28, 75)", "(57–59)",
        "[12]") or an age in the British style ("Ann Lee (47)"), never a count."""
        opened, closed, _ = self._list
        return opened > 0 and closed < len(self.tokens) and self.tokens[opened - 1].text in ("(", "[") \
            and self.tokens[closed].text in (")", "]")

    @property
    def listed_age(self) -> bool:
        """One of a list of numbers after "ages" or "aged": "two daughters, ages 4 and 11"."""
        return self.listed_after in ("age", "ages", "aged")

    @property
    def listed_after(self) -> str:
        """The word before the list of whole numbers this one is in, or "" ("ages 4 and 11",
        "versions 2, 3, 4, and 5")."""
        opened, _, whole = self._list
        return self.tokens[opened - 1].low if whole and opened > 0 else ""

    @property
    def slashed(self) -> bool:
        """Written against a slash: a date ("4/12/09") or a fraction ("22/31", "3 1/2")."""
        before = self.tokens[self.i - 1] if self.i else None
        after = self.tokens[self.end] if self.end < len(self.tokens) else None
        number = self.tokens[self.i]
        return (before is not None and before.text == "/" and before.end == number.start) \
            or (after is not None and after.text == "/" and after.start == self.tokens[self.end - 1].end)

    @cached_property
    def _list(self) -> tuple[int, int, bool]:
        """The tokens of the list of numbers this one is in ("6 and 16", "6, 8, and 11"):
        (first, just after the last, whether all are whole numbers: "Kestrel, 4, 5, and 5.1" are
        versions). Kept: the code and age rules both ask."""
        def joined(k: int, step: int) -> int | None:
            """The next number's token from the connectors at k, going `step`, if one is there."""
            seen = 0
            while 0 <= k < len(self.tokens) and self.tokens[k].low in ("and", ",") and seen < 2:
                k, seen = k + step, seen + 1
            return k if seen and 0 <= k < len(self.tokens) and _NUMERAL.fullmatch(self.tokens[k].low) else None

        first, last = self.start, self.unit_end
        while (k := joined(first - 1, -1)) is not None:
            first = k
        while (k := joined(last, 1)) is not None:
            last = k + 1
        whole = all(_WHOLE.fullmatch(self.tokens[k].low) for k in range(first, last) if _NUMERAL.fullmatch(self.tokens[k].low))
        return first, last, whole

    @property
    def year_span(self) -> bool:
        """A span of years: "from 1996 to 2000"."""
        ends = (self.tokens[self.i].text, self.tokens[self.end - 1].text)
        return self.end > self.i + 1 and all(e.isdigit() and len(e) == 4 and 1800 <= int(e) <= 2100 for e in ends)


# What sort of number it is, first matching row wins; None means part of a name or code
# ("S-300", "300s"), not a number of its own. A number no row matches is a count.
_KIND_RULES: tuple[tuple[str | None, Callable[[_Around], bool]], ...] = (
    ("age", lambda a: a.hyphenated and a.after.split("-")[0] in _DURATIONS and a.after.endswith("-old")),
    ("duration", lambda a: a.hyphenated and a.after.split("-")[0] in _DURATIONS),  # "6-week"
    (None, lambda a: a.digits and bool(_CODE_BEFORE.search(a.just_before))),
    (None, lambda a: a.in_a_title),  # "Million Dollar Mermaid", "Three Mile Island"
    (None, lambda a: a.digits and bool(_DECIMAL_BEFORE.search(a.just_before))),  # ".358": a rate, not 358
    ("code", lambda a: a.digits and a.start > 0 and a.tokens[a.start - 1].text in _BANDS),  # "AM 830"
    (None, lambda a: a.digits and a.start > 0 and bool(_DESIGNATION.fullmatch(a.tokens[a.start - 1].text))
     and a.tokens[a.start - 1].text not in PLACE_INITIALS),  # "AK 47", "IE 7": part of a name
    ("date", lambda a: a.digits and a.glued and a.after in _ORDINAL_ENDINGS
     and (a.before in _MONTHS or a.month_follows)),  # "May 24th", "24th of May"
    ("ordinal", lambda a: a.digits and a.glued and a.after in _ORDINAL_ENDINGS),
    (None, lambda a: a.digits and a.glued and a.tokens[a.unit_end].text[0].isalpha()
     and a.after not in _SHORT_SCALES),  # "300s", "5G"
    ("time", lambda a: a.digits and bool(_TIME_AFTER.match(a.sentence, a.tokens[a.end - 1].end))),
    ("percent", lambda a: a.percent),
    ("code", lambda a: a.digits and a.tokens[a.i].text[:1] == "0" and a.tokens[a.i].text[1:2].isdigit()),  # "007", "09"
    ("code", lambda a: a.digits and (a.address or a.block)),
    ("year", lambda a: a.season_end),  # "in 1982-83", "from 1979-90"
    ("code", lambda a: a.digits and a.after in _ROADS),  # "the 605 Freeway"
    ("code", lambda a: a.before in _CODE_WORDS or a.listed_after in _CODE_WORDS  # "versions 2, 3, 4, and 5"
     or (a.before in _DIALLING and a.tokens[a.i].text in _EMERGENCY_NUMBERS)),
    (None, lambda a: a.digits and a.slashed),  # "(4/12/09)", "22/31", "3 1/2": a date or a fraction
    ("magnitude", lambda a: a.before in _MAGNITUDE_WORDS or a.after in _MAGNITUDE_WORDS
     or a.after.endswith("-magnitude") or a.richter_follows
     or (a.before == "of" and a.start >= 2 and a.tokens[a.start - 2].low in _MAGNITUDE_WORDS)),  # "a magnitude of 5.9"
    ("score", lambda a: (a.after in _SCORE_WORDS and a.dash_inside) or a.score_pair),
    ("measure", lambda a: a.after in ("pound", "pounds") and a.before not in _CURRENCY_SYMBOLS
     and bool(_WEIGHT_CUES.search(a.sentence))),
    ("money", lambda a: a.before in _CURRENCY_SYMBOLS or a.after in CURRENCY_WORDS),
    ("date", lambda a: a.before in _MONTHS or a.after in _MONTHS or (a.after == "of" and a.after2 in _MONTHS)),
    ("age", lambda a: "-year-old" in a.after or a.after in ("year-old", "years-old")
     or (a.after in ("year", "years") and a.after2 == "old")),
    ("duration", lambda a: a.after.split("-")[0] in _DURATIONS or a.tokens[a.i].low.split("-")[-1] in _DURATIONS),
    ("distance", lambda a: a.after in _DISTANCES),
    ("measure", lambda a: a.after in _MEASURES),
    ("year", lambda a: a.after in _DECADES and a.tokens[a.i].low in ("nineteen", "eighteen")),  # "the nineteen fifties"
    ("year", lambda a: a.value is not None and a.tokens[a.i].text.isdigit() and len(a.tokens[a.i].text) == 4
     and 1800 <= a.value <= 2100 and a.end == a.i + 1),
    ("year", lambda a: a.year_span),  # "from 1996 to 2000"
    ("year", lambda a: a.digits and len(a.tokens[a.i].text) == 2 and a.start > 0
     and a.tokens[a.start - 1].text in ("'", "’", "‘") and a.tokens[a.start - 1].end == a.tokens[a.i].start),  # "in '87"
    ("age", lambda a: a.before in ("aged", "age", "turned", "turns", "turning")  # "who turned 68 on Saturday"
     or (a.before == "of" and a.start >= 2 and a.tokens[a.start - 2].low == "age")  # "at the age of 85"
     or (a.value is not None and a.value < 120 and (a.apposition or a.stated_age or a.listed_age))),  # "Morozova, 69, said"
    ("magnitude", lambda a: a.decimal and (a.after in _QUAKE_WORDS  # "a 6.7 earthquake", "a 6.7 degree quake"
                                           or (a.after == "degree" and a.after2 in _QUAKE_WORDS))),
    # "aftershocks of around 4.0", "registering 6.1 on Monday": no thing is counted in tenths (but
    # "averaging 15.5 points" is an average of a count)
    ("measure", lambda a: a.decimal and (not a.after[:1].isalpha() or a.after in _NOT_COUNTED_AFTER)),
    (None, lambda a: a.ends_a_name),  # "the trawler Sea Lark 5,", "SportsDesk 5's Ann Moy", "Fenwick 65, Dray State 62"
    ("code", lambda a: a.bracketed),  # "(23, 28, 75)", "[12]": references
)


def _kind(around: _Around) -> str | None:
    """What sort of number this is (see `_KIND_RULES`)."""
    for kind, applies in _KIND_RULES:
        if applies(around):
            return kind
    return "count"


def _printed_unit(token: _Token, value: float | None) -> float:
    """The unit of the last digit the number is printed with, at its scale: 1 million for "184
    million", 10,000 for "610,000", 100,000 for "1.5 million"; infinite for words ("six hundred")."""
    digits = token.text.replace(",", "")
    if not token.text[0].isdigit() or value is None or not math.isfinite(value) or not float(digits):
        return math.inf
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    zeros = 0 if decimals else len(digits) - len(digits.rstrip("0"))
    return 10.0 ** (zeros - decimals) * value / float(digits)


def _interval(hedge: str, value: float | None, low: float, high: float, kind: str,
              unit: float = math.inf) -> tuple[float, float]:
    if hedge == "exact" and kind in ("count", "money") and value is not None and value >= 100 and value % 100 == 0:
        # a round number, taken as rounded by whoever wrote it, never beyond what its printed
        # digits allow: "184 million" is 183.5 up to (not including) 184.5 million
        if unit / 2 < value * FIGURES.round_tolerance:
            return value - unit / 2, math.nextafter(value + unit / 2, -math.inf)
        return value * (1 - FIGURES.round_tolerance), value * (1 + FIGURES.round_tolerance)
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
