"""How far a name runs: from its first capitalised word, through initials, particles ("von
der", "al-"), a nickname in quotes, "and" inside a body's name ("Procter and Gamble"), to its
last word, and where it must stop ("Perry St." ends a name, "St. Louis" opens one)."""

from __future__ import annotations

import re
from collections.abc import Callable

from generator.names.cues import BODY_OR_FACILITY, probable_kind
from generator.text.lexicon import (
    HONORIFICS,
    LEGISLATURE_WORDS,
    LOCAL_SERVICE_WORDS,
    NAME_ABBREVIATIONS,
    NAME_POSSESSIVES,
    ORGANISATION_WORDS,
    PARTICLES,
    PLACE_INITIALS,
    TITLE_WORDS,
    is_demonym,
    is_given_name,
)
from generator.text.numbers import QUANTITY_WORDS
from generator.text.places import is_city, is_country
from generator.text.words import is_known, without_possessive
from generator.thresholds import NAMES

_NICKNAME_MARKS = {"“": "”", '"': '"', "‘": "’", "'": "'", "(": ")"}


def possessive(word: str) -> bool:
    """A possessive that ends a name ("Poland’s"), not one inside it ("People's Republic")."""
    return word.endswith(("'s", "’s")) and word.replace("’", "'").lower() not in NAME_POSSESSIVES


def name_run(tokens: list[re.Match], i: int, is_name: Callable[[str], bool]) -> tuple[int, int] | None:
    """The token span of a run of words `is_name` accepts, starting at i (particles inside allowed)."""
    after_initials = _initials_then_name(tokens, i, is_name)
    if after_initials is None and not is_name(tokens[i].group()):
        return None  # (first initials open a name: "W. Mark Felt", "T. J. Varga")
    j = after_initials + 1 if after_initials is not None else i + 1
    while i > 0 and tokens[i - 1].group() in ("von", "van", "der", "den", "de", "al", "bin", "ibn", "ter"):
        i -= 1  # "said von der Leyen": the particles belong to the name
    while j < len(tokens):
        if possessive(tokens[j - 1].group()):
            break  # "Poland’s March decision": a possessive ends the name ("People's Republic" does not)
        word = tokens[j].group()
        if is_name(word) or (word.lower() in HONORIFICS and word[0].isupper()) \
                or (word.lower() in PARTICLES and _particles_then_name(tokens, j) \
                and not (word.lower() == "of" and not _organisation_head(tokens[i:j]) and not _named_thing(tokens, i, j))) \
                or (word.lower() == "for" and _organisation_head(tokens[i:j]) and _particles_then_name(tokens, j + 1)) \
                or _and_last_word(tokens, i, j, is_name):
            j += 1
        elif word in ("'", "’") and _plural_possessive_in_name(tokens, j, is_name):
            j += 1  # "Taunton Magistrates' Court", "Workers' Party"
        elif word == "and" and (body_end := _and_in_body(tokens, i, j, is_name)):
            j = body_end  # "the Fish and Wildlife Service", "House Ways and Means Committee"
        elif word.lower() in TITLE_WORDS and j + 1 < len(tokens) and is_name(tokens[j + 1].group()):
            j += 1  # "Kremlin spokesman Dmitry Peskov"
        elif word == "." and j + 1 < len(tokens) and is_name(tokens[j + 1].group()) and _cut_short(tokens, i, j - 1):
            j += 1  # "Mr. Trump", "Sen. Warren", "Dist. Atty. Ana Ruiz", "St. Louis": a word cut short
        elif (name_after := _initials_then_name(tokens, j, is_name)) is not None:
            j = name_after + 1  # middle initials: "George W. Bush", "Harry M. Reid", "J. R. R. Tolkien"
        elif nickname := _nickname_end(tokens, j, is_name):
            j = nickname  # Kimani “Kiki” Gray, Luis Gerardo (Jerry) Ortiz
        else:
            break
    while tokens[j - 1].group().lower() in PARTICLES:
        j -= 1
    return i, j


_TITLES_CUT_SHORT = NAME_ABBREVIATIONS & (HONORIFICS | TITLE_WORDS)  # "Mr.", "Sen.", "Lt.": before a name
_PLACE_WORDS_CUT_SHORT = frozenset({"st", "mt", "ft"})  # opening a name: "St. Louis", "Mt. Hood" (not "Perry St.")


def _cut_short(tokens: list[re.Match], i: int, k: int) -> bool:
    """Whether token k, in a name run from token i, is a title or honorific cut short before a
    name ("Mr.", "Lt." after "Police", "Atty." after "Dist.") or a place's "St." opening it: not
    a word of a title in quotes ("Things Ms. Varga and I can do" names no "Things Ms. Varga")."""
    word = tokens[k].group().lower()
    if word in _PLACE_WORDS_CUT_SHORT:  # (after a number it is a street's: "on E. 52nd St. Saturday")
        return k == i and not (i and any(c.isdigit() for c in tokens[i - 1].group()))
    return word in _TITLES_CUT_SHORT and all(t.group() == "." or t.group().lower() in _ROLE_BEFORE_TITLE
                                             for t in tokens[i:k])


_ROLE_BEFORE_TITLE = TITLE_WORDS | ORGANISATION_WORDS | LOCAL_SERVICE_WORDS  # "Police Lt.", "Dist. Atty."


def initial(tokens: list[re.Match], j: int) -> bool:
    """A capital letter and a full stop: an initial inside a name."""
    word = tokens[j].group()
    return len(word) == 1 and "A" <= word <= "Z" and j + 1 < len(tokens) and tokens[j + 1].group() == "."


def _initials_then_name(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> int | None:
    """The token of the name word after one or more initials starting at token j, if they
    are followed by one: "W. Mark", "T. J. Varga"."""
    if j >= 2 and initial(tokens, j - 2):
        return None  # inside a run of initials that opened no name
    k = j
    while k < len(tokens) and initial(tokens, k):
        k += 2
    if k - j > 2 and "".join(tokens[i].group() for i in range(j, k, 2)) in PLACE_INITIALS:
        return None  # "the U. S. Chamber": a country's initials, not a person's
    return k if k > j and k < len(tokens) and is_name(tokens[k].group()) else None


def _nickname_end(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> int | None:
    """Where a name goes on after a nickname in quotes or brackets that opens at token j, if it
    is one: the nickname, its closing mark, then the rest of the name."""
    close = nickname_close(tokens, j)
    if close is None or close + 1 >= len(tokens) or not is_name(tokens[close + 1].group()):
        return None
    return close + 1


def nickname_close(tokens: list[re.Match], j: int) -> int | None:
    """The closing mark of a nickname opening at token j: a quotation mark or bracket, then a
    few capitalised words, then its closing mark (curly or straight)."""
    close = _NICKNAME_MARKS.get(tokens[j].group())
    if close is None:
        return None
    k = j + 1
    while k < len(tokens) and k - j <= NAMES.max_nickname_words and tokens[k].group()[:1].isupper():
        k += 1
    if k == j + 1 or k >= len(tokens) or tokens[k].group() not in (close, "’", "”"):
        return None
    return k


def _and_last_word(tokens: list[re.Match], i: int, j: int, is_name: Callable[[str], bool]) -> bool:
    """ "and" before the last word of a body's name ("Academy of Motion Picture Arts and
    Sciences", "Commission for Elections and Referenda"): the name so far has "of" or "for", and
    one capitalised common word ends it (not "Bank of England and Barclays", "Ministry of
    Defence and Prime Minister Doe")."""
    if tokens[j].group() != "and" or j + 1 >= len(tokens) or not {"of", "for"} & {t.group() for t in tokens[i:j]}:
        return False
    last = tokens[j + 1].group()
    ends = j + 2 >= len(tokens) or not is_name(tokens[j + 2].group())
    return ends and is_name(last) and is_known(last.lower()) and last.lower() not in TITLE_WORDS \
        and last.lower() not in ORGANISATION_WORDS  # not "House of Representatives and Senate"


def _plural_possessive_in_name(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> bool:
    """Whether the apostrophe at token j comes after a plural inside a body's name: the word after
    it heads the name ("Magistrates' Court", "Teachers’ Union"), not "the Smiths' house"."""
    if j + 1 >= len(tokens) or tokens[j].start() != tokens[j - 1].end():
        return False
    head = tokens[j + 1].group()
    return tokens[j - 1].group().endswith("s") and is_name(head) and head.lower() in BODY_OR_FACILITY


def _and_in_body(tokens: list[re.Match], i: int, j: int, is_name: Callable[[str], bool]) -> int | None:
    """Where a body's name ends when the "and" at token j is inside it: the words after "and" go on
    to an organisation word ("the Food and Drug Administration", "Surrey Fire and Rescue
    Service"), and something says the words before are the start of a name, not a person or a
    body of their own: "the" or an owner ("the country's"), a country's initials or an office
    before them, a chamber opening them ("House Ways and Means Committee"), or, for a local
    service, a place on either side of "and" ("Devon and Cornwall Police", "Surrey Fire and
    Rescue Service"; not "Interior and Commerce Department", Commerce being a town too; not
    "Dana Reyes and National Water Council", "Pentagon and State Department")."""
    end = j + 1
    while end < len(tokens) and (is_name(tokens[end].group()) or (
            tokens[end].group() == "and" and end + 1 < len(tokens) and is_name(tokens[end + 1].group())
            and tokens[end - 1].group().lower() not in ORGANISATION_WORDS)):
        end += 1  # "Fire and Rescue", but not "Service and National Harbour Pilots Service"
    if end - j < 3 or tokens[end - 1].group().lower() not in ORGANISATION_WORDS:
        return None  # "and Senate": a second body
    left = [t.group() for t in tokens[i:j]]
    before = tokens[i - 1].group() if i else ""
    if left[0] == "The":  # the run opens a sentence
        before, left = "the", left[1:]
    if not left or left[-1].lower() in ORGANISATION_WORDS or any(
            w.isupper() or w.lower() in HONORIFICS or w.lower() in TITLE_WORDS or is_given_name(w) for w in left):
        return None
    initials = before == "." and i >= 2 and tokens[i - 2].group().replace(".", "") in PLACE_INITIALS
    office = before == "of" and i >= 2 and tokens[i - 2].group().lower() in TITLE_WORDS  # "Secretary of Health and …"
    local = tokens[end - 1].group().lower() in LOCAL_SERVICE_WORDS and (is_city(left[0]) or is_city(tokens[j + 1].group()))
    licensed = before.lower() == "the" or possessive(before) or before in PLACE_INITIALS or initials or office \
        or left[0].lower() in LEGISLATURE_WORDS or local
    return end if licensed else None


def _particles_then_name(tokens: list[re.Match], j: int) -> bool:
    """ "von der Leyen": particles followed by a capitalised word."""
    while j < len(tokens) and tokens[j].group().lower() in PARTICLES:
        j += 1
    return j < len(tokens) and is_capitalised(tokens[j].group())


def is_capitalised(word: str) -> bool:
    return (word[:1].isupper() and any(c.isalpha() for c in word) and not word.isupper()) or (
        word.isupper() and 2 <= len(word.strip(".")) <= 6 and word.isalpha())


def _named_thing(tokens: list[re.Match], i: int, j: int) -> bool:
    """ "of" at token j inside the name of a thing made of common words, the name so far being
    tokens i to j: "Hall of Fame", "Bureau of Reclamation", "Pro Football Hall of Fame", "Coach
    of the Year" (not "Danny Gold of Metropolis", "Smith of the BBC", "Millions of Americans" at
    a sentence's start, "Secretary of State", whose last word before "of" is a title)."""
    k = j + 1
    while k < len(tokens) and tokens[k].group().lower() == "the":
        k += 1
    after = without_possessive(tokens[k].group()) if k < len(tokens) else ""
    before = [t.group() for t in tokens[i:j]]
    not_a_thing = (
        i == 0 and len(before) == 1,  # a sentence's first word
        before[-1].lower() in TITLE_WORDS,
        is_country(" ".join(before)),  # "United States of America": a place
        any(word.lower() in QUANTITY_WORDS for word in before),  # "a hundred Billion Dollars of India"
        len(before) > 1 and probable_kind(" ".join(before)) == "person",
    )
    if any(not_a_thing):
        return False
    common = [word for word in before if not (is_city(word) or is_country(word))] + [after]
    return all(word[:1].isupper() and not word.isupper() and is_known(word.lower())
               and not is_demonym(word) and not is_demonym(word.removesuffix("s")) for word in common) \
        and not (is_city(after) or is_country(after))


def _organisation_head(tokens: list[re.Match]) -> bool:
    return bool(tokens) and tokens[-1].group().lower() in ORGANISATION_WORDS
