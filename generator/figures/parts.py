"""Which part of the story's people a count is of, read from the words around its number: a
town's ("Brelle had 50 of them, Tolva 30", "in Brelle, where 14 died"), a nation's ("six
from Brazil"), those in critical condition or seriously injured, those still in hospital.
Each is a count of its own, never the story's total (figures/article.py reads the rest)."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace

from generator.figures.counted import PREPOSITIONS
from generator.figures.measures import CONDITIONS, GROUP_WORDS, HOSPITALISED, IN_HOSPITAL, PART, TIME_WORDS
from generator.model import Claim
from generator.text.lexicon import is_demonym, names_people
from generator.text.numbers import Quantity
from generator.text.places import is_city, nation_of
from generator.text.words import STOPWORDS

_GRADE = r"(?:critical|critically|life-threatening|extremely serious|serious|seriously|severe|severely|grave|gravely)"
_GRADE_WORD = re.compile(_GRADE, re.IGNORECASE)
_CONDITION_AFTER = re.compile(  # what follows the number, within its clause
    rf"[^,;:.]{{0,50}}?\b(?:in\s+(?:an?\s+)?(?:very\s+|still\s+)?{_GRADE}\s+(?:condition|state)|"
    rf"{_GRADE}\s+(?:hurt|injured|wounded|ill|burned)|(?:had|with|suffered|sustained)\s+{_GRADE}\s+"
    r"(?:injuries|wounds|burns))", re.IGNORECASE)
_CONDITION_BEFORE = re.compile(rf"\b{_GRADE}\s+(?:injuring|wounding|hurting|burning|injured|wounded)\s+(?:at least\s+|"
                               r"more than\s+|about\s+|some\s+)?$", re.IGNORECASE)
_WHOLE_OF = re.compile(r"\bof\s+(?:the\s+)?$", re.IGNORECASE)
_TREATED_AFTER = re.compile(r"[^,;:.]{0,40}?\b(?:(?:are|were|is|was)\s+(?:still\s+)?being\s+treated|"
                            r"(?:remain|remains|remained|(?:are|were)\s+still)\s+(?:in\s+(?:the\s+)?hospital|"
                            r"hospitali[sz]ed))\b", re.IGNORECASE)
_TREATING_BEFORE = re.compile(r"\b(?:are|were|is|was)\s+(?:still\s+)?treating\s+(?:at least\s+|more than\s+|about\s+|"
                              r"some\s+)?$", re.IGNORECASE)
# A list item naming a town before its count: "and Tolva for", "Marsac City", "Ourne had" (its
# spaces possessive: a run of them is read once, never split between two quantifiers).
_TOWN = (r"(?:and\s++)?(?:the\s++(?:town|city|village)s?\s++of\s++)?"
         r"(?P<town>[A-Z][\w'’-]+(?:\s++(?!(?:City|Town|Village|Prefecture|County)\b)[A-Z][\w'’-]+)?)"
         r"(?:\s++(?:City|Town|Village|Prefecture|County))?(?:\s++and\s++(?P<other>[A-Z][\w'’-]+))?"
         r"\s++(?:alone\s++)?(?:had|has|saw|recorded|reported|(?:accounted\s++|accounts\s++)?for)?\s*+")
_TOWN_ITEM = re.compile(r"\s*+" + _TOWN)
_TOWN_ENDING = re.compile(r"(?<![\w'’-])" + _TOWN + "$")
_EACH = re.compile(r"\s+each\b")
_WHERE_PLACE = re.compile(  # a count in a clause of "where" that a town before it opens
    r"\bin\s+(?P<town>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)(?:,[^,;:.]{1,40})?,\s+where\s+[^,;:]*$")
_COUNTRY = r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}"
_FROM_NATIONS = re.compile(rf"\s++(?:each\s++)?from\s++(?:the\s++)?(?P<first>{_COUNTRY})"
                           rf"(?:\s+and\s+(?:the\s+)?(?P<second>{_COUNTRY}))?(?=\s*[,;:.)]|\s+and\b|\s*$)")


def condition_of(text: str, quantity: Quantity, next_start: int) -> str | None:
    """The condition the count's people are said to be in, up to the next number or the end of
    its clause ("12 of the injured in critical condition", "of whom 40 were seriously hurt",
    "30 had severe burns"), or by the verb before it ("critically injuring 12"): the
    people in critical condition, and those seriously injured, are each a count apart from
    all the injured."""
    said = _CONDITION_AFTER.match(text, quantity.end, next_start) \
        or _CONDITION_BEFORE.search(text, max(0, quantity.start - 40), quantity.start)
    grade = _GRADE_WORD.search(said.group(0)) if said else None
    return CONDITIONS[grade.group(0).lower()] if grade else None


def hospital_measure(text: str, quantity: Quantity, verb: str, next_start: int) -> str:
    """Of a count of the injured, those still being treated ("more than 90 injured are being
    treated", "are treating 85 patients", "41 remain in hospital"), those taken to hospital
    ("120 people were hospitalised"), else all the injured."""
    whole = _WHOLE_OF.search(text, max(0, quantity.start - 12), quantity.start)  # "30 of the 80 wounded remained …"
    if not whole and (_TREATED_AFTER.match(text, quantity.end, next_start)
                      or _TREATING_BEFORE.search(text, max(0, quantity.start - 40), quantity.start)):
        return IN_HOSPITAL
    return HOSPITALISED if verb in ("hospitalise", "hospitalize") else "wounded"


def town_item(text: str, start: int, end: int, part: bool = False) -> tuple[str, ...]:
    """The towns a list item names before its number ("…, Tolva City 30", "and Tolva for 25",
    "Marsac had five", "Ourne and Pelt two each"), from the last comma, semicolon or number
    before it (`start`:`end`); of a part, anywhere before it in its clause ("officials said
    Orra alone accounts for 8,000 of the displaced")."""
    cut = max(start, *(text.rfind(mark, start, end) + 1 for mark in ",;:"))
    found = _TOWN_ITEM.fullmatch(text, cut, end) or _TOWN_ITEM.fullmatch(text, text.rfind(" and ", cut, end) + 1, end) \
        or (_TOWN_ENDING.search(text, cut, end) if part else None)
    towns = tuple(town for town in found.group("town", "other") if town) if found else ()
    return () if any(set(town.lower().split()) & (STOPWORDS | PREPOSITIONS | TIME_WORDS) or is_demonym(town)
                     for town in towns) else towns


def town_keys(town: str) -> tuple[str, ...]:
    return (("city:" if is_city(town) else "name:") + town.lower(),)


def towns_apart(claims: list[Claim], local: dict[int, str]) -> list[Claim]:
    """Counts of one measure a sentence gives for two towns, each in a clause of "where" ("in
    Tolva, where 14 people died, and in Brelle, where 11 deaths were reported"): each town's
    part of the story's count, placed there, never the count itself."""
    measures: dict[str, set[str]] = defaultdict(set)
    for index, town in local.items():
        measures[claims[index].predicate].add(town)
    return [replace(c, place=local[i], places=town_keys(local[i]), span=PART)
            if i in local and c.predicate and len(measures[c.predicate]) > 1 else c for i, c in enumerate(claims)]


def more_in_another_town(claims: list[Claim]) -> list[Claim]:
    """An article's counts of "more" people in a town its earlier parts do not name, read as that
    town's part: after "in Brelle, where 20 died, and in Tolva, where 19 …", "five more people
    died in Marsac" is Marsac's five, not an increment of the toll (in Brelle again it is one)."""
    towns: dict[str, set[str]] = defaultdict(set)  # the towns each measure's parts name so far
    result = []
    for claim in claims:
        measure = claim.predicate.removeprefix("more ")
        if claim.span == PART and claim.place:
            towns[claim.predicate].add(claim.place)
        elif measure != claim.predicate and towns[measure] and claim.place and claim.place not in towns[measure] \
                and any(p.startswith(("city:", "name:")) for p in claim.places):
            claim = replace(claim, predicate=measure, counted=claim.counted.removeprefix("more ").strip(), span=PART)
            towns[measure].add(claim.place)  # type: ignore[arg-type]
        result.append(claim)
    return result


def from_nations(text: str, end: int) -> tuple[tuple[str, str], ...]:
    """The countries a bare number is said to be from ("six from Brazil", "three each from Peru
    and Chile", "two from the United States and Japan"): (the name as printed, its key) each."""
    found = _FROM_NATIONS.match(text, end)
    names = [name if nation_of(name) else name.rstrip(".") for name in found.group("first", "second") if name] \
        if found else []  # "the U.S.", but "from Kenya."
    keys = [nation_of(name) for name in names]
    return tuple((name, key) for name, key in zip(names, keys) if key) if all(keys) else ()


def where_town(text: str, start: int) -> str | None:
    """The town a clause of "where" places the number at `start` in ("in Brelle, on the coast,
    where 14 people died"), if one does."""
    found = _WHERE_PLACE.search(text, 0, start)
    return found.group("town") if found else None


def each(text: str, end: int) -> bool:
    """Whether "each" follows the number ending at `end` ("Ourne and Pelt two each")."""
    return bool(_EACH.match(text, end))


def group_of(words: str) -> str | None:
    """The part of the people a count is of, when its words name one: "foreign victims",
    "female victims", "Iranians", "Jewish residents" (`GROUP_WORDS`, a nationality). Counted
    apart from the story's total, never set against it."""
    split = words.split()
    for word in split:
        group = GROUP_WORDS.get(word.lower())
        if group:
            return group
    nations = [w for w in split if w[:1].isupper() and (is_demonym(w) or (names_people(w) and is_demonym(w[:-1])))]
    return (nation_of(nations[0]) or nations[0].lower().removesuffix("s")) if nations else None
