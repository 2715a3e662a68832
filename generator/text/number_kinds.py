"""The words numbers are written with (units, scales, currencies, durations, distances …), the
tokens a sentence is read in, and what kind of number each is: a count, a percentage, money, a
date, a year, an age, a time, a duration, a distance, a measure or an ordinal, by the first rule
of `_KIND_RULES` that the words around it fit (an `Around`). text/numbers.py reads the values."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from generator.text.lexicon import (
    GENDER_WORDS,
    MONTH_ABBREVIATIONS,
    MONTHS,
    PLACE_INITIALS,
    SPORTS_CONTEXT,
    STREET_WORDS,
    TITLE_WORDS,
    WEEKDAYS,
    is_demonym,
    names_people,
)

UNITS = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
    "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
}
SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000, "trillion": 10**12}
SHORT_SCALES = {"k": 1_000, "m": 1_000_000, "mn": 1_000_000, "bn": 1_000_000_000, "b": 1_000_000_000}

# Words that are numbers themselves ("two", "hundred"), not ordinals or hedges.
CARDINAL_WORDS = frozenset(UNITS | set(SCALES))
_MONTHS = frozenset(MONTHS) | frozenset(MONTH_ABBREVIATIONS)
_CALENDAR_NAMES = _MONTHS | frozenset(WEEKDAYS)  # capitalised words a day's number follows ("May 3", "Friday 13")
DURATIONS = {"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month",
              "months", "year", "years", "decade", "decades", "century", "centuries", "night", "nights", "min",
              "mins", "hr", "hrs", "sec", "secs"}
_DISTANCES = {"mile", "miles", "km", "kilometres", "kilometers", "kilometre", "kilometer", "metres", "meters",
              "metre", "meter", "feet", "foot", "yards", "yard", "m", "mi"}
_MEASURES = {"kg", "kilograms", "tonnes", "tons", "pounds", "lbs", "litres", "liters", "degrees", "mph", "kph",
             "acres", "hectares", "square", "gallons", "barrels", "calories", "megawatts", "mw", "gw", "kw",
             "caliber", "calibre", "bit"}
CURRENCY_WORDS = frozenset({"dollar", "dollars", "euro", "euros", "pound", "pounds", "sterling", "ruble", "rubles", "rouble",
                             "roubles", "hryvnia", "hryvnias", "yuan", "yen", "rupees", "francs", "usd", "eur", "gbp"})
CURRENCY_SYMBOLS = {"$", "€", "£", "¥", "₴"}
TIME_AFTER = re.compile(r"\s?(?:[ap]\.\s?m\.|[ap]m\b|GMT\b|UTC\b|o'clock\b|:\d\d(?!\d)|h\d\d\b|local\s+time\b"
                         r"|\(\d{3,4}\s?(?:GMT|UTC)\))", re.IGNORECASE)  # "at 1353 (1023 GMT)"

# Words before a number that make it a name or a position, not a count ("Interstate 75",
# "level 4", "Flight 370"), and those that make it a magnitude ("magnitude 6.1").
_CODE_WORDS = frozenset("interstate highway route road motorway freeway flight platform gate line level category "
                        "version versions grade stage phase tier number no channel room apartment unit chapter section article "
                        "amendment paragraph page seed district precinct ward lane bus train terminal track "
                        "alarm defcon".split())
_ROADS = frozenset({"freeway", "highway", "expressway", "motorway", "parkway", "turnpike"})
_MAGNITUDE_WORDS = frozenset({"magnitude", "richter"})
_INTENSITY_BEFORE = frozenset({"intensity", "upper", "lower"})  # a seismic intensity: "upper 5" on Japan's scale
_NOT_COUNTED_AFTER = frozenset({"on", "in", "at", "and", "or", "to", "from", "for", "with", "by", "of", "as", "when",
                                "after", "before", "than", "but", "was", "is", "were", "had", "has"})
_SETTLEMENT_WORDS = frozenset({"city", "town", "village", "township", "borough", "prefecture", "county"})
_QUAKE_WORDS = frozenset({"quake", "earthquake", "tremor", "temblor", "aftershock", "aftershocks", "shock"})

# Words after "N-M" that make it a result, not a range ("a 9-14 record", "a 65-53 win").
_SCORE_WORDS = frozenset("record win victory loss defeat lead score decision vote margin tie draw start season "
                         "triumph rout".split())
_WEIGHT_CUES = re.compile(r"\bweigh(?:s|ed|ing|t)?\b|\blbs?\b", re.IGNORECASE)
_CODE_BEFORE = re.compile(r"[A-Za-z][-‐]?$")  # "S-300", "F16", "Covid-19", "G7"
_EMERGENCY_NUMBERS = frozenset({"911", "999", "112"})  # "called 911": a number to dial
_DECADES = frozenset({"twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"})
_DIALLING = frozenset({"call", "calls", "called", "calling", "dial", "dials", "dialed", "dialled", "dialing", "dialling"})
_DECIMAL_BEFORE = re.compile(r"(?:^|[^\d])\.$")  # ".358", "hit .308"
_DESIGNATION = re.compile(r"[A-Z]{2,3}")  # letters a number completes, spaced: "AK 47", "MH 17"
_BANDS = frozenset({"AM", "FM"})  # radio bands, whose numbers are frequencies
_ORDINAL_ENDINGS = frozenset({"st", "nd", "rd", "th"})  # "24th": the letters glued to an ordinal

# Words for one person, whose age a number set off by commas after them gives ("The driver, 31,").
_A_PERSON = frozenset(GENDER_WORDS) | TITLE_WORDS | {"suspect", "victim", "gunman", "driver", "teen", "teenager",
                                                     "student", "pilot", "mountaineer", "climber"}
_CARDINALS = "|".join(sorted(CARDINAL_WORDS, key=len, reverse=True))
_WHOLE = re.compile(r"\d+|" + _CARDINALS)  # a whole number, as an age is written
_NUMERAL = re.compile(r"\d+(?:[.,]\d+)*|" + _CARDINALS)  # any number in a list


@dataclass(slots=True)
class Token:
    text: str
    start: int
    end: int
    low: str  # the text in lower case: the rules compare it hundreds of times a sentence


def a_record(tokens: list[Token], dash: int) -> bool:
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
    if after in DURATIONS:
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


@dataclass(frozen=True)
class Around:
    """A number and the words around it: what the kind rules look at."""

    tokens: list[Token]
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
    def of(cls, tokens: list[Token], start: int, i: int, end: int, unit_end: int, value: float | None,
           percent: bool, sentence: str) -> Around:
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
        """Either side of a score, a vote or a record ("won 2-0", "the Hawks (9-9)"; see `a_record`)."""
        tokens, k = self.tokens, self.unit_end
        if k + 1 < len(tokens) and tokens[k].text in ("-", "–") and tokens[k + 1].text.isdigit():
            dash = k  # seen from the first number
        elif self.start >= 2 and tokens[self.start - 1].text in ("-", "–") and tokens[self.start - 2].text.isdigit():
            dash = self.start - 1  # seen from the second
        else:
            return False
        return a_record(tokens, dash)

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
        scaled = any(t.low in SCALES or t.low in SHORT_SCALES for t in self.tokens[self.i + 1:self.unit_end + 1])
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
            and following in ("", ",", ".", ")", ";", ":", "'", "’") and not self.town_in_a_list

    @property
    def town_in_a_list(self) -> bool:
        """A town's count in a list of towns' counts ("Wellby had 40, Tolva City 38, Orra nine"):
        a number after a settlement's word, in a sentence of three numbers or more and no game."""
        return self.tokens[self.start - 1].low in _SETTLEMENT_WORDS \
            and sum(t.text[0].isdigit() or t.low in CARDINAL_WORDS for t in self.tokens) >= 3 \
            and not SPORTS_CONTEXT.search(self.sentence)

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
_KIND_RULES: tuple[tuple[str | None, Callable[[Around], bool]], ...] = (
    ("age", lambda a: a.hyphenated and a.after.split("-")[0] in DURATIONS and a.after.endswith("-old")),
    ("duration", lambda a: a.hyphenated and a.after.split("-")[0] in DURATIONS),  # "6-week"
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
     and a.after not in SHORT_SCALES),  # "300s", "5G"
    ("time", lambda a: a.digits and bool(TIME_AFTER.match(a.sentence, a.tokens[a.end - 1].end))),
    ("percent", lambda a: a.percent),
    ("code", lambda a: a.digits and a.tokens[a.i].text[:1] == "0" and a.tokens[a.i].text[1:2].isdigit()),  # "007", "09"
    ("code", lambda a: a.digits and (a.address or a.block)),
    ("year", lambda a: a.season_end),  # "in 1982-83", "from 1979-90"
    ("code", lambda a: a.digits and a.after in _ROADS),  # "the 605 Freeway"
    ("code", lambda a: a.before in _CODE_WORDS or a.listed_after in _CODE_WORDS  # "versions 2, 3, 4, and 5"
     or (a.before in _DIALLING and a.tokens[a.i].text in _EMERGENCY_NUMBERS)),
    (None, lambda a: a.digits and a.slashed),  # "(4/12/09)", "22/31", "3 1/2": a date or a fraction
    ("magnitude", lambda a: a.before in _INTENSITY_BEFORE and a.digits),  # "reached upper 5", "quakes of intensity 1"
    ("magnitude", lambda a: a.before in _MAGNITUDE_WORDS or a.after in _MAGNITUDE_WORDS
     or a.after.endswith("-magnitude") or a.richter_follows
     or (a.before == "of" and a.start >= 2 and a.tokens[a.start - 2].low in _MAGNITUDE_WORDS)),  # "a magnitude of 5.9"
    ("score", lambda a: (a.after in _SCORE_WORDS and a.dash_inside) or a.score_pair),
    ("measure", lambda a: a.after in ("pound", "pounds") and a.before not in CURRENCY_SYMBOLS
     and bool(_WEIGHT_CUES.search(a.sentence))),
    ("money", lambda a: a.before in CURRENCY_SYMBOLS or a.after in CURRENCY_WORDS),
    ("date", lambda a: a.before in _MONTHS or a.after in _MONTHS or (a.after == "of" and a.after2 in _MONTHS)),
    ("age", lambda a: "-year-old" in a.after or a.after in ("year-old", "years-old")
     or (a.after in ("year", "years") and a.after2 == "old")),
    ("duration", lambda a: a.after.split("-")[0] in DURATIONS or a.tokens[a.i].low.split("-")[-1] in DURATIONS),
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


def kind_of_number(around: Around) -> str | None:
    """What sort of number this is (see `_KIND_RULES`)."""
    for kind, applies in _KIND_RULES:
        if applies(around):
            return kind
    return "count"
