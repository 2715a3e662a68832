"""Figures in one article: each quantity with what it counts, where, and who gave it.

For every quantity in a body sentence (see `text/numbers.py`) a `Claim` records:
- the counted noun: the words after the number ("52 *people*", "85 Ukrainian military
  *targets*", "4 million *of Ukrainians*"); with none ("killing at least 52"), the noun of
  a coordinated figure ("killed 52 and injured a further 109 *people*"), a noun earlier in
  the sentence that the same kind of verb governs ("bodies are being retrieved, with 27
  recovered"), or "people" for verbs that count people (kill, wound, flee...);
  "of whom" points back to the nearest earlier noun for people;
- the predicate: a verb right before the number ("*killing* at least 52", "*struck* 85
  targets"), else the verb after its noun ("52 people were *killed*", "have *fled* the
  country", "forced 4 million to *flee* the country"), with its direct object ("the
  country"); "including five children" takes the predicate of the figure it belongs to;
- the places: venues near the number ("at the *station*") and cities the sentence names
  (GeoNames), the dateline excepted; "there" is the place of the sentence before;
- the attribution: "according to X", "X said", ", X said." when the sentence says;
- whether the sentence presents the number as an update ("latest count", "rose to").
Words are compared as lemmas (simplemma); a small lexicon, below, folds the synonyms news
uses for the same measure (injured/wounded, victims/killed).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from generator.figures.counted import PRONOUNS, WORD, Reading, phrase_words
from generator.figures.measures import (
    ANOTHER_EVENT,
    CASUALTIES,
    CURRENCY_SYMBOLS,
    NOUN_PREDICATES,
    OWN_MEASURES,
    PART,
    PEOPLE,
    PEOPLE_MEASURES,
    PREDICATE_CLASSES,
    PROJECTION,
    SUBGROUPS,
)
from generator.figures.outages import outage_of
from generator.figures.parts import (
    condition_of,
    each,
    from_nations,
    group_of,
    hospital_measure,
    more_in_another_town,
    town_item,
    town_keys,
    towns_apart,
    where_town,
)
from generator.figures.restated import restated
from generator.figures.sentence_places import Places
from generator.model import Claim, Mention, Sentence
from generator.text.datelines import read_dateline
from generator.text.dates import MONTH, month_named
from generator.text.lexicon import (
    PLACE_WORDS,
    names_people,
)
from generator.text.numbers import Quantity, quantities
from generator.text.words import STOPWORDS, verb_lemma

# A value the sentence itself says was replaced: "revised an earlier estimate of 30", "up from 12",
# "rose from 5 to 24", "rose, from 5 to 24".
_SUPERSEDED = re.compile(
    r"(?:\b(?:once|initially|earlier|first)\s+(?:reported|put|given|estimated|said to be)\s+(?:as|at)|"
    r"\b(?:earlier|initial|previous|preliminary|original|first)\s+(?:[a-z]+\s+){0,2}(?:estimate|toll|count|figure|"
    r"tally|number|report)s?\s+(?:of|had been|was|were|put at|at|stood at)|\b(?:up|down|revised(?: up| down)?|raised|"
    r"lowered|corrected|rose|risen|rising|increased|climbed|jumped|leapt|leaped|surged|soared|grew|dropped),? from)"
    r"\s+(?:about |some |around |at least |more than |nearly |almost )?[$€£¥₴]?$", re.IGNORECASE)
_UPDATE_CUE = re.compile(  # a running count: the value is later than another report's
    r"\b(?:latest|updated|revised|(?:rose|risen|climbed|rising|increased|jumped) (?:to|from)|(?:now )?stands at|"
    r"has since risen|new toll|up from|so far|died (?:later )?in hospital|died of (?:his|her|their) (?:injuries|wounds)|"
    r"succumbed to|(?:has|have|had) now|now (?:stands|totals|numbers|reports|dead|confirmed)|"
    r"(?:new|updated|latest) (?:official )?(?:report|figures?|count|tally)|raised the (?:death )?toll)\b", re.IGNORECASE)
_ACCORDING = re.compile(r"\baccording to (?:the )?((?:[^,.;()“”\"]|\.(?=\w))+)")
_SAID_END = re.compile(r",\s+((?:the |a |an )?[^,“”\"]{2,90}?)\s+(?:said|says|told \w+|reported|added|confirmed)\b"
                       r"[^,]{0,40}\.?[”\"]?$")
_SAID_START = re.compile(r"^((?:[A-Z][\w'’.-]*|of|the|and)(?:\s+(?:[A-Z][\w'’.-]*|of|the|and)){0,6}?)(?:,[^,]{3,90},)*"
                         r"\s+(?:said|says|told|reported|claimed|announced)\b")

# Measures things undergo too ("missed nine games", "gathered 40 signatures"): an unknown plural
# counts people under them only when it names what people do ("climbers", "protesters").
_THINGS_TOO = frozenset({"missing", "gathered"})
_AGENT_ENDINGS = ("ers", "ors", "ists", "ians", "ants", "ents", "ees")
_CLAUSE_BREAK = re.compile(r"[,;()—–]|\s-\s")
_DATED = re.compile(rf"\b(?:in|of|during)\s+(?:(?:early|late|mid|the)[\s-]+)?(?:(?:{MONTH})\s+(?:\d{{1,2}},?\s+)?)?"
                    r"(1[89]\d\d|20\d\d)\b|\b(1[89]\d\d|20\d\d)['’]s\b"  # "in 1998", "in December 2003"
                    r"|\b[Tt]he\s+(1[89]\d\d|20\d\d)\s+(?=[A-Za-z])")  # "the 1960 tsunami", "the 2018 Camp Fire"
# What a count is expected or feared to reach, not what it is: "is expected to end up between 95
# and 99", "could reach 20,000", "may rise to 300", "is feared to exceed 1,000".
_PROJECTED = re.compile(r"\b(?:expected|likely|projected|forecast|feared|set|poised)\s+to\s+(?:\w+\s+){0,3}?"
                        r"(?:reach|rise|climb|exceed|top|end up|hit|surpass|grow|pass|be)\b[^,;.]*$"
                        r"|\b(?:could|may|might|would)\s+(?:\w+\s+)?(?:reach|rise|climb|exceed|top|hit|surpass|pass)"
                        r"\b[^,;.]*$", re.IGNORECASE)
_OF_THESE = re.compile(r"\b[Oo]f\s+(?:these|those|them)\s*,\s*$")  # "Of these, 52 have been identified"
_OF_THESE_NOUN = re.compile(r"\b[Oo]f\s+(?:these|those|the)\s+([a-z]+)\s*,\s*$")  # "Of these patients, 15 …"
_FIGURE_OF = re.compile(r"\bthe\s+(?:figure|number|toll|tally|count|estimate)\s+of\s+$", re.IGNORECASE)
_GIVEN_EARLIER = re.compile(r"\s+(?:\w+\s+)?(?:given|reported|announced|cited|released)\s+(?:earlier|previously|before|"
                            r"initially|at first)\b", re.IGNORECASE)
_PLACES_COUNTED = PLACE_WORDS | {"country", "nation"}  # "19 foreigners from nine countries were killed"
_NEVER_PEOPLE = _PLACES_COUNTED | {"time"}  # "arrested four times"
_AND_NEXT = re.compile(r"\s+(?:[^\W\d_]+\s+){1,2}and\s+")  # "101 women and 55 men": the words between two counts
_SUBORDINATE = re.compile(r"\b(?:since|after|when|because|following|once|before)\b", re.IGNORECASE)
_REMAINING = re.compile(r"\bthe\s+remaining\s+$", re.IGNORECASE)  # not "wounding other 70": more people
# A count in a relative clause about an earlier event the sentence compares this one with:
# "the deadliest since the 2014 ferry sinking, which killed 304", "surpassing the 2018 fire,
# which left 85 dead": the clause's "which" points back to a dated or compared event.
_COMPARED_EVENT = re.compile(r"(?:\b(?:since|than|surpass\w*|exceed\w*|overtak\w*|worst|deadliest|largest|biggest|"
                             r"recall\w*|like)\b|\b(?:1[89]\d\d|20\d\d)\b)[^.;:]{0,80},\s*(?:which|that|when)\s+[^,;]*$",
                             re.IGNORECASE)

# The stretch of time a count covers, by what the key keeps: a part of a game or of a period
# ("first half", "first 24 hours"), a season ("last season" is another), a career, a start
# ("since October"), a month ("killed 40 in September" is another quake than today's), an
# earlier year ("last year's final drew 21 million", "48.6 million a decade ago"), another
# event the sentence compares ("came weeks after a gunman shot eight"), a run of play ("During
# the closing 9-0 run of the game, …").
_SPAN_PART = (r"(?:first|second|third|fourth|final|opening|closing|last|past)\s+(?:\d+\s+)?(?:half|quarter|period|"
              r"inning|innings|round|set|minutes?|hours?|days?|weeks?|months?)")
_SPAN = re.compile(rf"\b(?:in|during|of|through|over|for)\s+(?:the|his|her|their|its)\s+(?P<span>{_SPAN_PART})\b|"
                   r"\b(?:this|all|(?P<last>last|previous))\s+(?P<season>season)\b|"
                   r"\bin\s+(?:his|her|their)\s+(?P<career>career)\b|"
                   rf"\bsince\s+(?P<since>(?-i:{MONTH})|(?:19|20)\d\d)\b|"
                   rf"\bin\s+(?:(?:early|late|mid)[\s-]+)?(?P<month>(?-i:{MONTH}))(?!\w)(?!\.?\s*\d)|"
                   rf"\bon\s+(?:(?P<month_day>(?-i:{MONTH}))\s+\d{{1,2}}|\d{{1,2}}\s+(?P<day_month>(?-i:{MONTH})))(?!\w)|"
                   r"\b(?P<ago>(?:last|previous) (?:year|month|week)|"
                   r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|many)\s+(?:decades?|years?)\s+ago)\b",
                   re.IGNORECASE)

# An event the sentence sets this one beside: what follows it happened at another time.
_OTHER_EVENT = re.compile(r"\b(?:came|comes|happened|occurred|follows|followed)\s+(?:just\s+|only\s+|barely\s+)?"
                          r"(?:\w+\s+)?(?:days?|weeks?|months?|years?|decades?)\s+(?:after|before)\b")

# A clause that hangs on the one before it, and so shares its stretch: a participle ("…,
# scoring four points") or an absolute "with" ("…, with some 18 million viewers watching").
_DEPENDENT = re.compile(r"\s*(?:\w+ing|with)\b")

# Time spent in a role: "three seasons as the club's head of scouting" (the role's head word).
_SPENT_AS = re.compile(r"\s+(?:seasons?|years?|terms?|months?)\s+as\s+(?:(?:the|a|an|its|his|her|their)\s+)?"
                       r"(?:[\w’'-]+\s+){0,3}?(?P<role>[A-Za-z]+)(?=\s+(?:of|for|at|with|in|on)\b|\s*[,.;()]|$)")
_SPAN_SENTENCE = re.compile(rf"(?:In|During|Over|Through)\s+(?:the\s+(?P<span>{_SPAN_PART})|(?:the|a|an|that|its|their)\s+"
                            r"(?:[\w’'-]+\s+){0,3}(?P<run>run|stretch|spell|streak))\s*,", re.IGNORECASE)
_DATED_SENTENCE = re.compile(r"(?:In|During)\s+(?:(?:early|late|mid)[\s-]+)?(1[89]\d\d|20\d\d)\s*,")


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the clause holding text[start:end] begins and ends (commas, semicolons, brackets
    and dashes part clauses)."""
    breaks = [m.start() for m in _CLAUSE_BREAK.finditer(text)]
    return max([b for b in breaks if b < start], default=-1) + 1, min([b for b in breaks if b >= end], default=len(text))


def _span(text: str, start: int, end: int) -> str | None:
    """The stretch of time the number counts over, when its clause or the sentence's opening
    says ("scored seven points in the first half", "missed three games this season", "arrested
    three times since October", "injured 40 in September", "In the first 24 hours, 30 were
    killed", "spent four seasons as director"): a count over another stretch is another
    measure. A clause that hangs on the one before it (`_DEPENDENT`) takes the stretch of the
    clauses before it."""
    role = _SPENT_AS.match(text, end)
    if role:
        return f"as {role.group('role').lower()}"
    if _OTHER_EVENT.search(text, 0, start) or _COMPARED_EVENT.search(text[:start]):
        return ANOTHER_EVENT  # "The blast came two years after a fire killed 15 people"
    if _PROJECTED.search(text, max(0, start - 80), start):
        return PROJECTION  # "the toll is expected to end up between 95 and 99": not a count yet
    if _REMAINING.search(text, max(0, start - 20), start):
        return PART  # "the remaining 10 victims": a part of a count
    left, right = _clause(text, start, end)
    found = _SPAN.search(text, left, right) or _SPAN_SENTENCE.match(text)
    if found and _month(found.groupdict()) and " and " in text[min(found.end(), end):max(found.start(), start)]:
        found = None  # "was injured in March and sat out six games": the month is the other verb's
    if found and found.start() > end and _SUBORDINATE.search(text, end, found.start()):
        found = None  # "18 have died since the tower collapsed last week": the time of the collapse
    if not found and left and _DEPENDENT.match(text, left):  # "…in the first half, adding five points"
        found = _SPAN.search(text, 0, left)
    return _span_key(found.groupdict()) if found else None


def _month(groups: dict[str, str | None]) -> str | None:
    """The month a `_SPAN` match names: "in September", "on Sept. 19", "on 19 September"."""
    return groups.get("month") or groups.get("month_day") or groups.get("day_month")


def _span_key(groups: dict[str, str | None]) -> str:
    """How a stretch is compared and shown: "first half", "season", "since October", "in May"."""
    if groups.get("season"):
        return "last season" if groups.get("last") else "season"
    printed = groups.get("since") or _month(groups)
    if printed:
        return ("since " if groups.get("since") else "in ") + (month_named(printed) or printed)  # "Sept." is September
    return " ".join((groups.get("career") or groups.get("ago") or groups.get("run") or groups.get("span") or "").lower().split())


def _dated(text: str, start: int, end: int) -> int | None:
    """The year the number's clause dates it to ("a quake in 1998 killed 2,000", "2006's attack
    killed 30"), or the year an earlier clause names when the sentence points back to it ("built
    in 1981, the same year a walkway collapsed, killing 114"); "since 1998" compares, it does not
    date."""
    left, right = _clause(text, start, end)
    found = _DATED.search(text, left, right) or _DATED_SENTENCE.match(text)  # "In 1998, a quake killed 2,000"
    if found is None and _SAME_YEAR.search(text, 0, start):
        found = next(reversed(list(_DATED.finditer(text, 0, start))), None)
    return _year(found)


_SAME_YEAR = re.compile(r"\b(?:the same|that(?: same)?) year\b", re.IGNORECASE)


def _year(found: re.Match[str] | None) -> int | None:
    """The year a `_DATED` or `_DATED_SENTENCE` match names, whichever of its forms matched."""
    return int(next(g for g in found.groups() if g)) if found else None


def extract_claims(article_id: str, sentences: list[Sentence], mentions: list[Mention] | tuple[Mention, ...] = ()
                   ) -> list[Claim]:
    """All claims in an article, in reading order; `mentions` tell which capitalised words are
    people's names ("Commissioner Charles Ramsey" is not the town of Ramsey)."""
    people = frozenset(word for m in mentions if any(cue.startswith("person:") for cue in m.cues)
                       for word in m.key.split())
    claims: list[Claim] = []
    previous_places: tuple[str, ...] = ()
    previous_text = ""
    previous_count: Claim | None = None  # the last count the sentence before gives, that "of them" may be a part of
    earlier: dict[float, Claim] = {}  # the counts so far that say what they count, by value
    for index, sentence in enumerate(sentences):
        text = read_dateline(sentence.text)[2] if index == 0 else sentence.text
        offset = len(sentence.text) - len(text)
        places = Places.of(text, people)
        found = sentence_claims(article_id, sentence.anchor, text, previous_places, offset, people, places,
                                _time_of(previous_text) if _EVENT_BEFORE.match(text) else (None, None),
                                previous_count, earlier)
        claims.extend(found)
        earlier.update({c.value: c for c in found if c.value is not None and c.kind == "count" and c.predicate
                        and c.noun})
        previous_places = places.keys or previous_places
        previous_text = text
        previous_count = next((c for c in reversed(found) if c.kind == "count" and c.predicate), None)
    return restated(more_in_another_town(claims))


_Time = tuple[str | None, int | None]  # the stretch and the year a sentence dates its event to

# A sentence opening with the event the one before it told of: "That quake killed six people"
# after "The island was shaken by a quake in September." counts September's dead.
_EVENT_BEFORE = re.compile(r"(?:That|The same|The earlier|The previous|The last)\s+(?:[\w.-]+\s+){0,2}?(?:quake|"
                           r"earthquake|temblor|tremor|attack|blast|explosion|bombing|shooting|storm|hurricane|flood|"
                           r"fire|crash|disaster|riots?|accident)\b", re.IGNORECASE)


def _time_of(text: str) -> _Time:
    """The month or earlier time ("in September", "two years ago") and the year ("in 1998") the
    sentence names, if any: what an event it tells of is dated to."""
    found = _SPAN.search(text)
    groups = found.groupdict() if found else {}
    return (_span_key(groups) if _month(groups) or groups.get("ago") else None,
            _year(_DATED.search(text) or _DATED_SENTENCE.match(text)))


def sentence_claims(article_id: str, anchor: str, text: str, previous_places: tuple[str, ...] = (),
                    offset: int = 0, people: frozenset[str] = frozenset(), places: Places | None = None,
                    event_time: _Time = (None, None), previous_count: Claim | None = None,
                    earlier: dict[float, Claim] | None = None) -> list[Claim]:
    """The claims of one sentence (`text` is the sentence without any dateline; `places` its
    places, when already worked out; `event_time`, the time of an earlier event the sentence
    tells of, which its counts take when they name none; `earlier`, the article's counts so
    far that say what they count, by value, which "the figure of 99" points back to)."""
    earlier = earlier or {}
    found = quantities(text)
    places = places if places is not None else Places.of(text, people)
    readings = [Reading.of(text, q) for q in found]
    attributed = attribution(text)
    update = bool(_UPDATE_CUE.search(text))
    context = tuple(sorted({verb_lemma(w) for w in WORD.findall(text) if w[0].isalpha() and w.lower() not in STOPWORDS}))
    claims: list[Claim] = []
    shared: dict[int, list[Callable[[Claim], Claim]]] = {}  # the claims one number gives several towns or nations
    local: dict[int, str] = {}  # the town a clause of "where" places a claim in
    for index, (quantity, reading) in enumerate(zip(found, readings)):
        item = town_item(text, found[index - 1].end if index else 0, quantity.start, reading.part) \
            if quantity.kind == "count" and (not reading.noun or reading.part) else ()
        nations = from_nations(text, quantity.end) if quantity.kind == "count" and not reading.noun else ()
        if nations:  # "six from Brazil", "three each from Peru and Chile": nationals of each
            reading.words, reading.noun = f"people from {nations[0][0]}", nations[0][1]
            if len(nations) > 1:
                shared[index] = [partial(replace, counted=f"people from {name}", noun=key) for name, key in nations]
        elif quantity.kind == "count" and not reading.noun:
            reading.borrow_noun(readings[index + 1:], text, quantity, _elided(text, found, readings, index))
        if reading.verb == "include":  # "52 killed, including five children": the verb is not the measure
            reading.verb, reading.verb_text, reading.objects = "", "", ()
            if claims:
                reading.verb, reading.verb_text = claims[-1].predicate, claims[-1].predicate_text
        charged = _CHARGES_OF.match(text, quantity.end)
        if charged and not reading.objects:  # "six counts of selling alcohol…" is not "two counts of mischief"
            reading.objects = _charge(WORD.findall(charged.group(1)))
        place, keys = places.nearest(quantity.start, quantity.end), places.keys
        where = where_town(text, quantity.start) if quantity.kind == "count" else None
        if where:
            local[index] = where
        if item:  # "Brelle had 50 of them, Tolva 30": each town's own count
            place, keys = item[0], town_keys(item[0])
            if len(item) > 1 and each(text, quantity.end):  # "Ourne and Pelt two each": each town's
                shared[index] = [partial(replace, place=town, places=town_keys(town)) for town in item]
        if not place and _THERE.search(text) and previous_places:
            name = previous_places[-1].split(":", 1)[1]
            place, keys = name.title(), (previous_places[-1].replace("mention:", "city:"),)
        measure = PREDICATE_CLASSES.get(reading.verb) or (reading.verb if reading.verb in OWN_MEASURES else None) \
            or NOUN_PREDICATES.get(reading.noun) or reading.verb
        if not measure and index and claims and claims[-1].predicate and claims[-1].kind == quantity.kind \
                and _joined_by_and(text, found, index):
            measure = claims[-1].predicate  # "the dead comprise 101 women and 55 men": the men are dead too
        next_start = found[index + 1].start if index + 1 < len(found) else len(text)
        if measure == "wounded" and quantity.kind == "count" and not reading.increment:
            measure = hospital_measure(text, quantity, reading.verb, next_start)
        condition = condition_of(text, quantity, next_start)
        if condition and measure in ("wounded", "") and quantity.kind == "count" and not reading.increment:
            measure = condition  # "35 of the injured in a serious state": a count of its own, not the injured
            reading.noun = reading.noun or "people"
            of_these = _OF_THESE_NOUN.search(text, 0, quantity.start)
            reading.words = reading.words or (of_these.group(1) if of_these else "")  # "Of these patients, 15 are …"
        if measure in ("killed", "wounded", "") and _both_casualties(text, found, index):
            measure = CASUALTIES
        outage = outage_of(text, quantity, next_start, reading.noun)
        if outage:  # "30,000 homes lost power", "houses left without electricity": one count of households
            measure, reading.noun, reading.objects = outage, "household", ()
        particle = _particle(text, reading.verb_text, quantity) if measure == reading.verb else None
        if particle and particle not in reading.objects:  # "200 people set off": the measure is not "set"
            measure, reading.verb_text = f"{measure} {particle}", f"{reading.verb_text} {particle}"
        whole = next((c for c in reversed(claims) if c.kind == "count"), None)
        span, year = _span(text, quantity.start, quantity.end), _dated(text, quantity.start, quantity.end)
        if reading.partitive and whole and whole.predicate == measure:
            measure = reading.verb  # "300 killed, 50 of whom were executed": a part, never the toll itself
        elif reading.partitive and whole and not measure:  # "injuring 30 in May, 11 of them in Lorne"
            measure, span, year = whole.predicate, span or whole.span, year or whole.year
        elif reading.partitive and not whole and previous_count and not measure:
            # "95 people have died. Brelle had 50 of them": a part of the count the sentence before gives
            measure, reading.part = previous_count.predicate, True
            reading.words, reading.noun = reading.words or previous_count.counted, reading.noun or previous_count.noun
        if measure in OWN_MEASURES and not reading.noun and previous_count and not whole \
                and (reading.partitive or _OF_THESE.search(text, 0, quantity.start)):
            # "… the remains of 70 people. Of these, 52 have been identified": those people
            reading.words, reading.noun = previous_count.counted, previous_count.noun
        if measure in OWN_MEASURES and reading.noun == "body":
            reading.noun = "people"  # "30 of the bodies had been identified" are 30 of the dead identified
        again = earlier.get(quantity.value) if quantity.value is not None else None
        if again and measure not in PEOPLE_MEASURES and _FIGURE_OF.search(text, 0, quantity.start):
            # "47 people are unaccounted for. … The figure of 47 was confirmed by …": that count again
            measure, reading.words, reading.noun = again.predicate, again.counted, again.noun
        replaced = bool(_SUPERSEDED.search(text[max(0, quantity.start - 60):quantity.start]))
        if _GIVEN_EARLIER.match(text, quantity.end) and quantity.kind == "count":
            replaced, measure, reading.words, reading.noun = True, "", "", ""  # "far above the 47 given earlier"
        span, year = span or event_time[0], year or event_time[1]
        if item and not reading.part and any(c.span == PART and c.kind == "count" for c in claims):
            reading.part = True  # "Brelle accounted for 41 of the deaths and Tolva for 25": Tolva's is a part too
            measure = measure or next(c.predicate for c in reversed(claims) if c.span == PART)
        if reading.part:
            span = PART  # a part of the count its sentence gives or the story knows: kept apart from it
            if not measure and whole and whole.span == PART:
                measure = whole.predicate  # "Brelle had 50 of them, Tolva 30": the parts of one count
        if reading.increment and reading.words and not claims:
            # "dozens more people killed" adds to a toll and is never set against it (but in "killing
            # 10, injuring dozens more", the only addition is to who is counted)
            measure, reading.words = f"more {measure}".strip(), f"{reading.increment} {reading.words}"
        noun, group = reading.noun, group_of(reading.words)
        if (group or nations) and not measure:  # "19 foreigners were killed: six from Brazil …", "… comprise six Brazilians"
            measure = next((c.predicate for c in reversed(claims) if c.predicate in PEOPLE_MEASURES), "")
        if group or nations:
            noun = group or noun  # a part of the people counted: never the total
        elif noun in _PLACES_COUNTED and measure in PEOPLE_MEASURES:
            measure = ""  # "19 foreigners from nine countries were killed": the countries were not
        elif noun in PEOPLE or names_people(reading.words) or (
            measure in PEOPLE_MEASURES and noun not in SUBGROUPS and noun not in _NEVER_PEOPLE
            and reading.words.endswith("s")
            and (measure not in _THINGS_TOO or reading.words.endswith(_AGENT_ENDINGS))
        ):
            noun = "people"  # "52 shoppers were killed" counts people, as "52 people" does
        elif reading.part and NOUN_PREDICATES.get(noun) == measure:
            noun = "people"  # "30,000 of the displaced": people displaced
        if quantity.kind == "money" and not reading.words:
            reading.words = noun = CURRENCY_SYMBOLS.get(text[quantity.start - 1:quantity.start], "")
        claims.append(Claim(
            source=article_id, anchor=anchor, text=quantity.text, value=quantity.value, low=quantity.low,
            high=quantity.high, hedge=quantity.hedge, kind=quantity.kind, counted=reading.words, noun=noun,
            predicate=measure, predicate_text=reading.verb_text, objects=reading.objects, place=place,
            places=keys, attributed_to=attributed, update_cue=update, context=context,
            year=year, superseded=replaced,
            subject=reading.subject or None, span=span,
            agent_unnamed=reading.agent_unnamed,
        ))
    read = towns_apart(_earlier_values(_replaced_together(_coordinated(claims, text, found), text, found)), local)
    return [one(claim) for index, claim in enumerate(read) for one in shared.get(index, [_as_read])]


def _as_read(claim: Claim) -> Claim:
    return claim


def _coordinated(claims: list[Claim], text: str, found: list[Quantity]) -> list[Claim]:
    """A count joined by "and" to the next, which says what happened to both, takes it: "97
    women and 54 men were among the dead" (the women are dead too)."""
    result = list(claims)
    if len(result) != len(found):
        return result
    for index in range(len(result) - 2, -1, -1):
        claim, following = result[index], result[index + 1]
        if not claim.predicate and following.predicate and claim.kind == following.kind == "count" \
                and _joined_by_and(text, found, index + 1):
            result[index] = replace(claim, predicate=following.predicate, predicate_text=following.predicate_text)
    return result


def _joined_by_and(text: str, found: list[Quantity], index: int) -> bool:
    """Whether the count at `index` is joined to the one before by "and" and a word or two
    ("101 women and 55 men", "410 dead and 225 injured")."""
    return bool(_AND_NEXT.fullmatch(text, found[index - 1].end, found[index].start))


def _replaced_together(claims: list[Claim], text: str, found: list[Quantity]) -> list[Claim]:
    """A count joined by "and" to a replaced one is replaced with it: in "its previous toll had
    been 632 dead and 329 injured" both values are the earlier tally, not the injured alone."""
    result = list(claims)
    if len(result) != len(found):
        return result
    for index in range(1, len(result)):
        if result[index - 1].superseded and not result[index].superseded and result[index].kind == "count" \
                and _joined_by_and(text, found, index):
            result[index] = replace(result[index], superseded=True)
    return result


def _earlier_values(claims: list[Claim]) -> list[Claim]:
    """A value its sentence says was replaced, with nothing said of what it counts ("Once
    reported at 93, the death toll has now jumped to 115", "had risen to 63, far above the 47
    given earlier"), counts what the value that replaced it counts: the next count of the
    sentence that says, else the one before."""
    found = list(claims)
    for index, claim in enumerate(found):
        if claim.superseded and claim.kind == "count" and not claim.predicate:
            said = [c for c in found[index + 1:] + found[index - 1::-1] if c.kind == "count" and c.predicate and c.noun]
            later = said[0] if said else None
            if later is not None:
                found[index] = replace(claim, noun=later.noun, counted=later.counted, predicate=later.predicate,
                                       predicate_text=later.predicate_text, objects=later.objects)
    return found


# "there" as a place ("two were killed there"), not "there are", "there were", "out there"
_THERE = re.compile(r"(?<!\bout )\bthere\b(?!\s+(?:is|are|was|were|has|have|had|will|would|may|might|could|"
                    r"should|must|seems?|appears?|remains?|exists?|being|been)\b|['’]s\b)", re.IGNORECASE)

# the particle of a phrasal verb that moves people ("set off", "turned out"), not "up to"
_PARTICLE_AFTER = re.compile(r"\s+(off|out|up|down|away|back)\b(?!\s+to\b)")
_COORDINATED = re.compile(r"\b([^\W\d_]+)\s+(?:and|or|and/or)\s+([^\W\d_]+)\b")


def _particle(text: str, verb: str, quantity: Quantity) -> str | None:
    """The particle of a phrasal verb ("set off", "turned out", "gave up") after the verb's
    occurrence nearest the number, if it has one (not "up to")."""
    if not verb:
        return None
    nearest = min(re.finditer(rf"\b{re.escape(verb)}\b", text), default=None,
                  key=lambda m: min(abs(m.start() - quantity.end), abs(quantity.start - m.end())))
    phrasal = _PARTICLE_AFTER.match(text, nearest.end()) if nearest else None
    return phrasal.group(1) if phrasal else None


def _both_casualties(text: str, found: list[Quantity], index: int) -> bool:
    """Whether the words between this number and its neighbours join the dead and the wounded
    ("killed or injured 80 people", "80 dead and wounded"): one count of both."""
    start = found[index - 1].end if index else 0
    end = found[index + 1].start if index + 1 < len(found) else len(text)
    return any({PREDICATE_CLASSES.get(verb_lemma(a)), PREDICATE_CLASSES.get(verb_lemma(b))} == {"killed", "wounded"}
               for a, b in _COORDINATED.findall(text, start, end))


_NEXT_CLAUSE = re.compile(r"[,;]|\b(?:and|but|while|whereas)\b")
_A_PART = re.compile(r"\b(?:including|among them|among whom)\s+(?:\w+\s+)?$", re.IGNORECASE)
_RELATIVE_CLAUSE = re.compile(r"\b(?:which|who|whom|whose|that)\b", re.IGNORECASE)


def _elided(text: str, found: list[Quantity], readings: list[Reading], index: int) -> Reading | None:
    """The reading of the count before this bare number in the sentence, when a clause break
    parts them and nothing counted follows this one: the noun a coordinated clause leaves out
    ("Lee scored 16 points, and Roe had 14", "Of the 140 applicants, 131 have degrees and 48 are
    women"). Only the noun is borrowed: what happened to them is the clause's own."""
    earlier = index - 1
    if earlier < 0 or found[earlier].kind != "count" or not readings[earlier].noun \
            or _A_PART.search(text, max(0, found[earlier].start - 30), found[earlier].start):
        return None  # "52 were killed, including five children, and dozens more": not more children
    between = text[found[earlier].end:found[index].start]
    if not _NEXT_CLAUSE.search(between) or _RELATIVE_CLAUSE.search(between) \
            or text[found[index].end:].lstrip().lower().startswith("of "):
        return None  # "two games, which drew 114 million": about the games; "10 of 22 passes": a part
    return readings[earlier]


_CHARGES_OF = re.compile(r"\s+(?:[\w-]+\s+)?(?:counts?|charges?)\s+of\s+(.{1,80})")  # "two (felony) counts of …"


def _charge(words: list[str]) -> tuple[str, ...]:
    """What a number of counts or charges is of, by the head noun of the phrase, its last
    content word: "first-degree murder" and "murder" are one charge, "fourth-degree criminal
    mischief" another ("murder last week" is murder)."""
    return tuple(phrase_words(words, 0)[-1:])


def attribution(text: str) -> str | None:
    """Who the sentence attributes its content to, when it names them."""
    for pattern in (_ACCORDING, _SAID_END):
        match = pattern.search(text)
        if match and match.group(1).split()[0].lower() not in PRONOUNS:
            return match.group(1).strip()
    match = _SAID_START.match(text)
    if match and match.group(1).split()[0].lower() not in PRONOUNS:
        return match.group(1).strip()
    return None
