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
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import text2num

from generator.text.number_kinds import (
    CARDINAL_WORDS,
    CURRENCY_SYMBOLS,
    DURATIONS,
    SCALES,
    SHORT_SCALES,
    TIME_AFTER,
    UNITS,
    Around,
    Token,
    a_record,
    kind_of_number,
)
from generator.thresholds import FIGURES

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:[-'’][^\W\d_]+)*|[%$€£¥₴]|\S")
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

# Words that say how many, not which: never what tells two figures apart ("people killed, less").
QUANTITY_WORDS = frozenset(UNITS | set(SCALES) | set(VAGUE) | set(_ORDINALS) | {w for words, _ in _HEDGES for w in words}
                           | {"several", "many", "few", "dozen", "number", "total", "least", "most", "less", "more"})
_PERCENT_WORDS = (("per", "cent"), ("percent",), ("percentage", "points"), ("%",))
_PERCENT_STARTING = {first: [words for words in _PERCENT_WORDS if words[0] == first]  # by their first word
                     for first in dict.fromkeys(words[0] for words in _PERCENT_WORDS)}

# Telephone numbers, whose groups of digits are no counts: "0808 157 0192", "020 7946 0018" (a
# number of two digits or more never starts with 0), "(907) 745-4811", "907-745-4811", "+44 20 7946 0958".
_PHONE = re.compile(r"(?<![\d.,])(?:\+\d{1,3}(?:[ -]\d{2,5}){2,4}|\(\d{3}\)\s?\d{3}[-.]\d{4}|\d{3}[-.]\d{3}[-.]\d{4}"
                    r"|0\d{2,4}(?:[ -]\d{3,6}){1,2}|0\d{9,10})(?![\d.,]\d)")
_LOCAL_PHONE = re.compile(r"(?<![\d.,-])\d{3}-\d{4}(?![\d.,]\d)")  # "call Sgt. Roe at 745-4811"
_PHONE_CUE = re.compile(r"\b(?:call|phone|telephone|contact|reach|reached|hotline|tip line|number|tel)\b", re.IGNORECASE)
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
_NUMBER_STARTS = frozenset(UNITS | set(SCALES) | set(VAGUE) | set(_ORDINALS) | {"a", "an", "tens", "dozen", "several",
                                                                                    "few", "half"})

# Verbs that move a value: "lifting the fare from $2.50 to $3" gives two values, not a range
# (as "anywhere from $5 million to $9 million" is).
_CHANGE_WORDS = frozenset("rose rise rises rising risen raise raised raises raising increase increased increases "
                          "increasing grew grow grows growing grown climbed climb climbs climbing jumped jump jumps "
                          "jumping fell fall falls falling fallen dropped drop drops dropping cut cuts cutting reduced "
                          "reduce reduces reducing lowered lower lowers lowering lifted lift lifts lifting boosted boost "
                          "boosts boosting doubled tripled slashed soared leapt leaped surged swelled went moved up down".split())
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


def quantities(sentence: str) -> list[Quantity]:
    """Every quantity in the sentence, in order."""
    return list(_quantities(sentence))


@lru_cache(maxsize=65536)
def _quantities(sentence: str) -> tuple[Quantity, ...]:
    if not _MAYBE_NUMBER.search(sentence):
        return ()
    tokens = [Token(m.group(), m.start(), m.end(), m.group().lower()) for m in _TOKEN.finditer(sentence)]
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


def _word_compound(token: Token) -> Quantity | None:
    """Ordinals ("seventh", "second-largest") and number-word compounds ("six-week-old")."""
    pieces = token.low.split("-")
    if pieces[0] in _ORDINALS:
        value = float(_ORDINALS[pieces[0]])
        return Quantity(token.start, token.end, token.text, value, value, value, "exact", "ordinal")
    count = next((n for n in range(len(pieces), 0, -1) if all(p in UNITS or p in SCALES for p in pieces[:n])), 0)
    rest = pieces[count:]
    if count and rest and rest[0] in DURATIONS:
        value = float(text2num(" ".join(pieces[:count]), "en"))
        kind = "age" if rest[-1] == "old" and len(rest) > 1 else "duration"
        return Quantity(token.start, token.end, token.text, value, value, value, "exact", kind)
    return None


def _number_at(tokens: list[Token], i: int) -> tuple[float | None, int, tuple[float, float] | None] | None:
    """(value, index after the number, vague interval) if a number starts at token i."""
    token = tokens[i]
    low = token.low
    if token.text[0].isdigit():
        digits = token.text
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", digits) is None:
            return None  # "1.2.3", "12,34"
        value = float(digits.replace(",", ""))
        end = i + 1
        if end < len(tokens) and tokens[end].low in SCALES and tokens[end].start - tokens[end - 1].end in (0, 1):
            value *= SCALES[tokens[end].low]
            end += 1
        elif (end + 1 < len(tokens) and tokens[end].text == "-" and tokens[end + 1].low in SCALES
              and tokens[end].start == tokens[end - 1].end and tokens[end + 1].start == tokens[end].end):
            value *= SCALES[tokens[end + 1].low]  # "a 120-million bid"
            end += 2
        elif end < len(tokens) and tokens[end].low in SHORT_SCALES and tokens[end].start == tokens[end - 1].end:
            value *= SHORT_SCALES[tokens[end].low]
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


def _several(tokens: list[Token], i: int) -> tuple[None, int, tuple[float, float]] | None:
    """"several hundred", "a few thousand", "several hundred million": 2 to 9 of the scale, a
    vague span."""
    j = i + 2 if tokens[i].low == "a" and i + 1 < len(tokens) and tokens[i + 1].low == "few" else i + 1
    if j == i + 1 and tokens[i].low not in ("several", "few"):
        return None
    k = j
    while k < min(len(tokens), j + 2) and tokens[k].low in SCALES:
        k += 1
    if k == j:
        return None
    scale = math.prod(SCALES[t.low] for t in tokens[j:k])
    return None, k, (2 * scale, 10 * scale - 1)


def _number_words(tokens: list[Token], i: int) -> tuple[float, int, None] | None:
    """A run of number words ("twenty-six", "two hundred and fifty", "a dozen") converted by text2num."""
    parts: list[str] = []
    j = i
    if tokens[i].low == "half" and i + 2 < len(tokens) and tokens[i + 1].low in ("a", "an") and tokens[i + 2].low in SCALES:
        return SCALES[tokens[i + 2].low] / 2, i + 3, None  # "half a million"
    if tokens[i].low in ("a", "an") and i + 1 < len(tokens) and (tokens[i + 1].low in SCALES or tokens[i + 1].low == "dozen"):
        parts.append("one")
        j += 1
    if not parts and tokens[j].low in SCALES:
        return None  # a scale word alone ("the million", "- million") multiplies nothing
    while j < len(tokens):
        pieces = tokens[j].low.split("-")
        if all(p in UNITS or p in SCALES for p in pieces):
            parts.extend(pieces)
            j += 1
        elif tokens[j].low == "and" and parts and j + 1 < len(tokens) and tokens[j + 1].low.split("-")[0] in UNITS:
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
        sign = tokens[i - 1].text if i > 0 and tokens[i - 1].text in CURRENCY_SYMBOLS else None
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
    kind = kind_of_number(Around.of(tokens, start_token, i, end, unit_end, value, bool(percent), sentence))
    if kind is None:
        return None, end
    if value == 1 and hedge == "exact" and kind == "count" and not tokens[i].text[0].isdigit() \
            and not (end < len(tokens) and tokens[end].low == "each") and not _after_a_count(tokens, i) \
            and not _one_in_a_state(tokens, end):
        return None, end  # "one analyst", "one of those towns": a determiner, not a figure ("one each" is)
    low, high = _interval(hedge, value, low, high, kind, _printed_unit(tokens[i], value))
    last_char = (tokens[unit_end - 1] if kind in ("percent", "money", "duration", "distance", "measure") else tokens[end - 1]).end
    if kind == "time":  # "10:30", "5 p.m." belong to the time
        last_char = TIME_AFTER.match(sentence, last_char).end()  # type: ignore[union-attr]
        while end < len(tokens) and tokens[end].start < last_char:
            end += 1
    first = tokens[start_token]
    text = sentence[first.start:last_char].rstrip()
    quantity = Quantity(first.start, first.start + len(text), text, value, low, high, hedge, kind)
    return quantity, max(end, unit_end if kind != "count" else end)


def _one_in_a_state(tokens: list[Token], end: int) -> bool:
    """Whether the "one" ending at `end` is one of a group said to be in a state: "63 were still
    in hospital, one of them in critical condition" counts the critically injured."""
    return [t.low for t in tokens[end:end + 2]] in (["of", "them"], ["of", "whom"]) \
        and any(t.low in _STATES for t in tokens[end + 2:end + 8])


_STATES = frozenset({"critical", "critically", "serious", "seriously", "grave", "gravely", "stable"})


def _after_a_count(tokens: list[Token], i: int) -> bool:
    """Whether the "one" at `i` closes a list of counts ("five students and one teacher"): a
    count like them, not a determiner (but "two soldiers and one of the drivers" is)."""
    if i < 2 or tokens[i - 1].low != "and" or (i + 1 < len(tokens) and tokens[i + 1].low == "of"):
        return False
    return any(t.text[0].isdigit() or (t.low in CARDINAL_WORDS and t.low != "one") for t in tokens[max(0, i - 6):i - 1])


def _hedge_before(tokens: list[Token], i: int) -> tuple[int, str] | None:
    for words, name in _HEDGES_ENDING.get(tokens[i - 1].low, ()) if i else ():
        n = len(words)
        if i - n >= 0 and tuple(t.low for t in tokens[i - n:i]) == words:
            if words == ("up", "to") and i - n > 0 and tokens[i - n - 1].low in _MOVED_UP:
                return None  # "the toll went up to four": four, not at most four
            return i - n, name
    return None


# Verbs whose "up" is a particle, so that "up to" after them reaches a value instead of
# bounding it: "went up to 12", "has gone up to", "shot up to".
_MOVED_UP = frozenset({"go", "goes", "went", "gone", "going", "shot", "moved", "climbed", "crept", "jumped", "rose",
                       "risen", "ticked", "edged", "revised", "pushed", "pushing", "put"})


def _proportion_after(tokens: list[Token], j: int, value: float | None) -> tuple[int, float] | None:
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
    if k + 1 < len(tokens) and tokens[k + 1].low in DURATIONS:
        return None
    return k + 1, 100 * value / denominator[0]


_DENOMINATORS = frozenset({2, 3, 4, 5, 6, 7, 8, 9, 10, 100})


def _percent_after(tokens: list[Token], j: int) -> int | None:
    for words in _PERCENT_STARTING.get(tokens[j].low, ()) if j < len(tokens) else ():
        n = len(words)
        if tuple(t.low for t in tokens[j:j + n]) == words:
            return j + n
    return None


def _range_after(tokens: list[Token], j: int, sentence: str, sign: str | None = None
                 ) -> tuple[float, int, float] | None:
    """A second number after "to", "and" (after "between"), "-" or "–", with the first's currency
    sign if it repeats it ("$120 to $130 million"): (its value, the index after it, its scale)."""
    if j >= len(tokens):
        return None
    joiner = tokens[j].low
    if joiner not in ("to", "-", "–", "—", "and", "or"):
        return None
    if joiner in ("-", "–") and (tokens[j].start != tokens[j - 1].end or (j + 1 < len(tokens) and a_record(tokens, j))) \
            and not _spaced_range(tokens, j):
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


def _spaced_range(tokens: list[Token], dash: int) -> bool:
    """An en dash set off by spaces between two numbers of hundreds or more, the second larger
    and of the same scale: a range ("an estimated 5,000 – 6,000"), where a spaced dash is
    otherwise an aside ("killed 52 – 30 of them children") or a score ("won 5 – 6")."""
    if tokens[dash].text != "–" or dash + 1 >= len(tokens):
        return False
    first, second = (tokens[dash - 1].text.replace(",", ""), tokens[dash + 1].text.replace(",", ""))
    if not (first.isdigit() and second.isdigit()):
        return False
    return 100 <= int(first) < int(second) <= 10 * int(first)


def _changed_from(tokens: list[Token], j: int) -> bool:
    """Whether the number before "to" (at j) is the old value of a change: "from" just before it,
    a verb of change a few words before that ("lifting the bus fare from the current $2.50")."""
    froms = [k for k in range(max(0, j - 6), j - 1) if tokens[k].low == "from"]
    return bool(froms) and any(t.low in _CHANGE_WORDS for t in tokens[max(0, froms[-1] - 4):froms[-1]])


def _scaled(number: list[Token]) -> list[float]:
    """The scale words of a number's tokens ("150 million": [1e6])."""
    return [float(SCALES.get(t.low) or SHORT_SCALES.get(t.low) or 0) for t in number
            if t.low in SCALES or t.low in SHORT_SCALES]


def _printed_unit(token: Token, value: float | None) -> float:
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
