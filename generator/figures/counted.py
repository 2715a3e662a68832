"""What a number counts, read from the words around it: the counted words after the number
("12 construction workers"), then the first rule of `_VERB_RULES` that finds what happened to
them ("were killed", "the toll rose to", "killing 12", "12 who died"), with the objects it
governs. `Reading` is that answer for one number of a sentence (figures/article.py)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from generator.figures.measures import (
    CAUSATIVES,
    CHANGE_VERBS,
    HUMAN,
    NOUN_PREDICATES,
    PEOPLE,
    PEOPLE_MEASURES,
    PREDICATE_CLASSES,
    SHELTERS,
    STATING_VERBS,
    STAY_VERBS,
    TIME_WORDS,
)
from generator.text.lexicon import (
    IRREGULAR_VERBS,
    PLACE_INITIALS,
    SPEECH_VERB_FORMS,
    is_adverb,
)
from generator.text.number_kinds import CARDINAL_WORDS
from generator.text.numbers import QUANTITY_WORDS, Quantity, quantities
from generator.text.places import is_country
from generator.text.words import STOPWORDS, verb_lemma

_TIME_STOPS = TIME_WORDS | {"last", "next", "this"}  # where the counted words end ("people last year")
_TIME_OPENERS = frozenset({"previous", "last", "next", "this", "that"})  # "the previous day", "last summer"
_TIME_NOUNS = TIME_WORDS | {"day", "summer", "winter", "spring", "autumn", "season"}
_SKIP_BEFORE = frozenset({"a", "an", "the", "further", "another", "other", "additional", "some", "with", "least", "than",
                          "about", "around", "almost", "nearly", "over", "up", "to", "estimated", "roughly",
                          "approximately", "more", "as", "many", "just", "under", "only", "at", "of"})

# Words joined to a number that say how big, not what is counted ("a 4,000-strong crowd").
_COMPOUND_MODIFIERS = frozenset({"strong", "odd", "plus", "fold", "something", "some"})
_INCREMENT_WORDS = frozenset({"more", "further", "additional"})  # "five more bodies": added to a count
_PARENTS = frozenset({"mother", "father", "parent", "parents", "grandmother", "grandfather", "mom", "dad", "mum"})
_SKIP_AFTER_NUMBER = frozenset({"more", "further", "other", "additional", "new", "of", "the", "some", "many"})
_AUXILIARIES = frozenset({"were", "was", "are", "is", "be", "been", "being", "have", "has", "had", "also",
                          "already", "now", "still", "all", "who", "that", "which", "will", "would", "could", "may",
                          "might", "not", "then", "since", "each", "reportedly", "officially", "allegedly", "so",
                          "far", "having", "remain", "remained"})
PREPOSITIONS = frozenset({"in", "at", "near", "from", "outside", "inside", "around", "across", "on", "of", "to",
                           "for", "by", "with", "into", "onto", "over", "under", "through", "toward", "towards",
                           "among", "between", "within", "along", "beside", "including", "per", "like", "after",
                           "before", "during", "against", "without", "behind", "following", "amid", "despite",
                           "versus", "vs", "via", "above", "below", "beyond", "until", "upon", "unlike"})
_NOUN_ENDING_ING = frozenset({"building", "buildings", "killings", "bombing", "shelling", "fighting", "morning",
                              "evening", "meeting", "funding", "housing", "wedding", "ceiling", "offering"})

# What a model or a version is called: "AK-47", "T-72", "AK 47", "IE 7" (not "the US 50 states").
_NOT_INITIALS = "|".join(sorted(PLACE_INITIALS))
_DESIGNATION = re.compile(rf"\b[A-Z][^\W\d_]*-\d+[^\W_]*|\b(?=[A-Z]{{2,3}} \d)(?!(?:{_NOT_INITIALS})\b)[A-Z]{{2,3}} \d+\b")

# a hyphen before a number word is a dash ("four passengers-three men and a woman"), except
# inside a number ("Twenty-six"); a designation is one word ("seven AK-47 rifles", "T-72 tanks",
# "12 AK 47 guns")
WORD = re.compile(rf"{_DESIGNATION.pattern}|"
                   r"[^\W\d_]+(?:['’][^\W\d_]+|(?<=ty)-[^\W\d_]+|-(?!(?:one|two|three|four|five|six|seven|eight|nine|"
                   r"ten)\b)[^\W\d_]+)*|\d[\d,.]*|[,;:()—–\"“”-]")
PRONOUNS = frozenset({"he", "she", "they", "it", "we", "i"})


class Reading:
    """What the words around one quantity say it counts and what happened to it."""

    def __init__(self, words: str, noun: str, verb: str = "", verb_text: str = "", objects: tuple[str, ...] = (),
                 verb_after: bool = False):
        self.words, self.noun, self.verb, self.verb_text, self.objects = words, noun, verb, verb_text, objects
        self.verb_after = verb_after  # the verb follows the number ("with 27 recovered")
        self.subject = ""  # the name doing what the verb says ("Okafor" in "Okafor scored 19 points")
        self.agent_unnamed = False  # a pronoun does it: "He scored six touchdowns"
        self.partitive = False  # "50 of whom", "two of them": a part of a group named before
        self.part = False  # "39 of the 72 deaths": a part of the story's count, never the count itself
        self.increment = ""  # "dozens more people killed": added to a count, not the count

    @classmethod
    def of(cls, text: str, quantity: Quantity) -> Reading:
        """The counted words after the number, then the first rule of `_VERB_RULES` that finds
        what happened to them."""
        after = [m.group() for m in WORD.finditer(text, quantity.end)]
        before = [m.group() for m in WORD.finditer(text, 0, quantity.start)]
        if quantity.kind == "count" and text[quantity.end:quantity.end + 1] == "-" and _compound_noun(after):
            return cls(after[1], verb_lemma(after[1]))  # "a 125-seat legislature", "a 2,507-member assembly"
        if quantity.kind == "count" and before[-1:] and before[-1].lower() in ("a", "an") and after \
                and _singular_unit(after[0], quantity):
            return cls(after[0], verb_lemma(after[0]))  # "an 86 yard touchdown": its size, not a count of yards
        skip = ("of", "its", "the", "their", "his", "her") if quantity.kind == "percent" else _SKIP_AFTER_NUMBER
        k = 0
        while k < len(after) and after[k].lower() in skip:
            k += 1
        words, k = _counted_words(after, k)
        part = _part_of(after)
        if part is not None:  # "accounted for 39 of the 72 deaths": the deaths counted here are a part of them
            reading = cls(part, verb_lemma(part), verb_lemma(part), part)
            reading.part = True
            return reading
        if not words and len(before) >= 2 and before[-1].lower() == "of" and before[-2].lower() in _PARENTS:
            return cls("children", "child")  # "a mother of 12": her children, whatever follows
        partitive = bool(words) and words[0].lower() in ("whom", "them")
        if partitive:  # "90 per cent of whom", "two of them dead"
            words = _antecedent(before, people=words[0].lower() == "whom") + words[1:]
        elif words and words[0].lower() in ("us", "you"):
            words = ["people"]  # "the four of us together": people, never "us"
        noun = verb_lemma(words[-1]) if words else ""
        designation = next((w for w in words if _DESIGNATION.fullmatch(w)), None)
        if designation:  # "AK-47 assault rifles" and "AK 47 guns" count one thing
            noun = designation.lower().replace(" ", "-")
        counted = _Counted(" ".join(words), noun, before, after, k)
        reading = next((found for found in (rule(counted) for rule in _VERB_RULES) if found), None) or cls(counted.words, noun)
        reading.partitive = partitive
        reading.increment = next((w.lower() for w in after[:k] if w.lower() in _INCREMENT_WORDS), "")
        return reading

    def borrow_noun(self, later: list[Reading], text: str, quantity: Quantity, elided: Reading | None = None) -> None:
        """A bare number counts what a coordinated figure, the count its clause leaves out
        (`elided`) or an earlier noun counts."""
        measure = PREDICATE_CLASSES.get(self.verb, self.verb)
        for other in later:
            if other.noun:
                if other.noun in PEOPLE and measure in PEOPLE_MEASURES:
                    self.words, self.noun = other.words, other.noun
                    return
                break
        if elided and measure not in PEOPLE_MEASURES:  # the killed, the wounded: people, whoever was named before
            self.words, self.noun = elided.words, elided.noun
            self.part = elided.part  # "394 of the deaths, and Lorne 271": a part too
            if elided.part and not self.verb:
                self.verb, self.verb_text = elided.verb, elided.verb_text
            return
        before = [m.group() for m in WORD.finditer(text, 0, quantity.start)]
        for i in range(len(before) - 1, 0, -1):  # "bodies are being retrieved, with 27 recovered"
            if self.verb_after and measure and PREDICATE_CLASSES.get(verb_lemma(before[i])) == measure:
                nouns = [w for w in before[:i] if w[0].islower() and _nounish(w) and w.endswith("s")
                         and verb_lemma(w) != w.lower() and not quantities(w)]
                if nouns:
                    self.words, self.noun = nouns[-1], verb_lemma(nouns[-1])
                    return
        if measure in PEOPLE_MEASURES:
            self.words, self.noun = "people", "people"


def _part_of(after: list[str]) -> str | None:
    """The noun of a measure a number is a part of: "of the deaths", "of the 72 victims", "of
    these fatalities" right after it (not "of them", "of whom": see `Reading.partitive`)."""
    if after[:1] != ["of"] or len(after) < 3 or after[1].lower() not in ("the", "these", "those", "all"):
        return None
    k = 3 if after[2][:1].isdigit() and len(after) > 3 else 2
    return after[k] if verb_lemma(after[k]) in NOUN_PREDICATES and after[k][:1].islower() else None


def _compound_noun(after: list[str]) -> bool:
    """A count joined by a hyphen to the noun it counts: "125-seat" (not "4,000-strong")."""
    return (after[:1] == ["-"] and len(after) > 1 and _nounish(after[1])
            and after[1].lower() not in _COMPOUND_MODIFIERS)


def _singular_unit(word: str, quantity: Quantity) -> bool:
    """A noun in the singular after a number other than one: the pair is a compound modifier."""
    return quantity.value not in (None, 1) and _nounish(word) and word.islower() and not word.endswith("s") \
        and verb_lemma(word) == word and word not in QUANTITY_WORDS


def _counted_words(after: list[str], k: int) -> tuple[list[str], int]:
    """Up to three nouns from `after[k]` on ("two destroyed buildings": a participle first)."""
    words: list[str] = []
    while k < len(after) and len(words) < 3 and (
        (_nounish(after[k]) and not (words and (after[k].lower() in _TIME_STOPS or after[k].lower() in CARDINAL_WORDS
                                                or after[k][0].isdigit()))
         and not (not words and _time_phrase(after, k)))  # "up from 71 the previous day"
        # not "games earlier", "people last year", "co-workers two years ago"
        or (not words and k + 1 < len(after) and after[k].endswith("ed")
            and _nounish(after[k + 1]) and not quantities(after[k + 1]))
    ):
        words.append(after[k])
        k += 1
    return words, k


def _time_phrase(after: list[str], k: int) -> bool:
    """A time right after the number, never what it counts: "up from 71 the previous day",
    "$80 million last summer" (but "two previous occasions" counts occasions)."""
    return after[k].lower() in _TIME_OPENERS and k + 1 < len(after) and after[k + 1].lower() in _TIME_NOUNS


@dataclass(frozen=True)
class _Counted:
    """What a number counts and the words on either side: what the verb rules look at."""

    words: str
    noun: str
    before: list[str]  # the sentence's words before the number
    after: list[str]  # and after it
    k: int  # the first word of `after` past the counted words

    @property
    def verb_before(self) -> int:
        """The last word before the number that is not a preposition or hedge, or -1."""
        j = len(self.before) - 1
        while j >= 0 and self.before[j].lower() in _SKIP_BEFORE:
            j -= 1
        return j


def _verb_after_to(c: _Counted) -> Reading | None:
    """"forced 4 million of Ukrainians to flee the country": the verb after "to" is the measure."""
    k, after = c.k, c.after
    if k + 1 < len(after) and after[k].lower() == "to" and _verbish(after[k + 1]):
        return Reading(c.words, c.noun, verb_lemma(after[k + 1]), after[k + 1], _objects(after, k + 2), True)
    return None


def _toll_changed(c: _Counted) -> Reading | None:
    """"the death toll rose to 52", "… stands at 15", "officials put the toll from the blast at
    52": a verb that moves or states a count, and a noun that names the measure ("toll",
    "deaths", "victims", "the injured") before the verb or between it and the number; both
    numbers of "rose, from 40 to 52" are read so."""
    c = replace(c, before=_without_change_span(c.before))
    j = c.verb_before
    if j < 0:
        return None
    if verb_lemma(c.before[j]) in CHANGE_VERBS:
        words = _clause_words(c.before[max(0, j - _TOLL_WINDOW):j])
    else:  # "put the death toll from the attack at the plant at 133": the toll after the verb
        j = next((i for i in range(len(c.before) - 1, max(-1, len(c.before) - _TOLL_WINDOW - 2), -1)
                  if verb_lemma(c.before[i]) in CHANGE_VERBS and c.before[i][:1].islower()), -1)
        words = c.before[j + 1:]
        if j < 0 or any(w[:1].isdigit() or w in (",", ";") for w in words):
            return None
    named = next((_measure_noun(w) for w in reversed(words) if _measure_noun(w)), None)
    if named is None and "number" in (w.lower() for w in words):  # "the number of people unaccounted for rose to 159"
        after_number = words[[w.lower() for w in words].index("number") + 1:]
        named = next((verb_lemma(w) for w in after_number if PREDICATE_CLASSES.get(verb_lemma(w)) in PEOPLE_MEASURES), None)
    return Reading(c.words or "people", c.noun or "people", named, c.before[j], ()) if named else None


def _without_change_span(before: list[str]) -> list[str]:
    """The words before a number of "rose, from 40 to 52" as if the number followed the verb:
    without "from 40 to" (or "from"), and the comma before it."""
    low = [w.lower() for w in before]
    if len(low) >= 3 and low[-1] == "to" and low[-3] == "from" and quantities(before[-2]):
        before = before[:-3]
    elif low[-1:] == ["from"]:
        before = before[:-1]
    else:
        return before
    return before[:-1] if before[-1:] == [","] else before


def _measure_noun(word: str) -> str:
    """The measure a noun names ("deaths", "victims", "the injured"), as its lemma, or ""."""
    lemma = verb_lemma(word)
    return lemma if lemma in NOUN_PREDICATES else word.lower() if word.lower() in NOUN_PREDICATES else ""


# Words between a toll and its verb: "the death toll from the attack on the hall near Moscow last Friday now stands at".
_TOLL_WINDOW = 16


def _clause_words(words: list[str]) -> list[str]:
    """The words after the last clause break (a comma, a semicolon): the clause of the verb,
    with a phrase set off by commas inside it ("the number of dead in Orra, on the northern coast,
    has jumped to"): one that opens with a preposition and holds no verb, or an attribution
    ("the number of people missing, officials said, rose to 40"), and a list of names ("evacuees
    in Orra, Tolva and Pelt numbered")."""
    breaks = [i for i, w in enumerate(words) if w in (",", ";", "—", "–") and not _between_names(words, i)]
    while len(breaks) >= 2 and words[breaks[-1]] == words[breaks[-2]] == "," and _aside(words[breaks[-2] + 1:breaks[-1]]):
        breaks = breaks[:-2]
    return words[breaks[-1] + 1:] if breaks else words


def _between_names(words: list[str], i: int) -> bool:
    """Whether the comma at `i` parts two names of a list ("Orra, Tolva and Pelt")."""
    return words[i] == "," and 0 < i < len(words) - 1 and words[i - 1][:1].isupper() and words[i + 1][:1].isupper()


def _attributes(words: list[str]) -> bool:
    """Whether words set off by commas say who said it: "police said", "according to officials"."""
    return any(w.lower() in SPEECH_VERB_FORMS or w.lower() == "according" for w in words)


def _aside(words: list[str]) -> bool:
    if _attributes(words):
        return len(words) <= 6
    return bool(words) and words[0].lower() in PREPOSITIONS and not any(_verbish(w) for w in words)


def _group_of_the_counted(c: _Counted) -> Reading | None:
    """"Of the dead, 97 were women", "Among the victims, 26 were foreigners", "The dead comprise
    101 women and 55 men", "97 women were among the dead": a group of the people a measure
    counts; the measure is the noun the people are said to be of, among, or that comprises them."""
    k, after = c.k, c.after
    if c.words and [w.lower() for w in after[k:k + 3]] in (["were", "among", "the"], ["are", "among", "the"],
                                                           ["was", "among", "the"]) and len(after) > k + 3:
        measure = verb_lemma(after[k + 3])  # "97 women and 54 men were among the dead"
        if _measures_people(measure):
            return Reading(c.words, c.noun, measure, after[k + 3], (), True)
    j = c.verb_before
    if c.words and j >= 1 and c.before[j].lower() in _COMPRISE and j >= len(c.before) - 2:
        measure = verb_lemma(c.before[j - 1])
        if c.before[j - 1][:1].islower() and _measures_people(measure):
            return Reading(c.words, c.noun, measure, c.before[j - 1], ())
    if not c.words and len(c.after) > c.k + 1 and c.after[c.k].lower() in ("were", "was", "are", "is") \
            and _nounish(c.after[c.k + 1]) and c.after[c.k + 1][:1].isalpha():
        opening = [w.lower() for w in c.before]
        if opening[:1] in (["of"], ["among"]) and "," in c.before:
            head = c.before[c.before.index(",") - 1]
            measure = verb_lemma(head)
            if _measures_people(measure):
                group = c.after[c.k + 1]
                return Reading(group, verb_lemma(group), measure, head, ())
    return None


def _measures_people(lemma: str) -> bool:
    """Whether a word names what happened to people ("dead", "victims", "injured"), so that a
    group of people can be a part of what it counts."""
    return PREDICATE_CLASSES.get(lemma) in PEOPLE_MEASURES or bool(NOUN_PREDICATES.get(lemma))


_COMPRISE = frozenset({"comprise", "comprised", "comprises", "included", "include", "includes", "numbered"})


def _deed_of(c: _Counted) -> Reading | None:
    """"the deaths of two men found in a barn", "the arrest of three men": the noun the figure
    hangs on names what happened to it, not a verb after it."""
    if len(c.before) >= 2 and c.before[-1].lower() == "of" and PREDICATE_CLASSES.get(verb_lemma(c.before[-2])) in PEOPLE_MEASURES:
        return Reading(c.words, c.noun, verb_lemma(c.before[-2]), c.before[-2], ())
    return None


def _left_in_state(c: _Counted) -> Reading | None:
    """"has left at least 37 people confirmed dead", "left 12 presumed missing": the state the
    people are left in, stated after them, is the measure, not "leave"."""
    j = c.verb_before
    return _stated_measure(c, c.k) if j >= 0 and verb_lemma(c.before[j]) == "leave" else None


def _stated_measure(c: _Counted, k: int) -> Reading | None:
    """The measure a stating verb at `after[k]` gives the people counted ("were confirmed dead",
    "remain unaccounted for", "listed as missing"), if it names one."""
    after = c.after
    if k >= len(after) or verb_lemma(after[k]) not in STATING_VERBS:
        return None
    stated = k + 2 if after[k + 1:k + 2] == ["as"] else k + 1
    if stated < len(after) and PREDICATE_CLASSES.get(verb_lemma(after[stated])) in PEOPLE_MEASURES:
        return Reading(c.words, c.noun, verb_lemma(after[stated]), after[stated], (), True)
    return None


def _object_of_verb(c: _Counted) -> Reading | None:
    """"killing at least 52", "struck 85 targets": the figure is the verb's object."""
    j = c.verb_before
    if j >= 0 and j >= len(c.before) - 5 and _verbish(c.before[j]) and verb_lemma(c.before[j]) not in CAUSATIVES:
        reading = Reading(c.words, c.noun, verb_lemma(c.before[j]), c.before[j], ())
        i = j - 1
        while i > 0 and c.before[i].lower() in _AUXILIARIES and c.before[i].lower() not in _RELATIVES:
            i -= 1  # "Hart had already missed four games", not "Hartford … that left two dead"
        named = c.before[i] if i >= 0 else ""
        if (named.lower() in _CLAUSE_LINKS and c.before[j].endswith("ing")) or c.before[j - 1].lower() == "having":
            named = _leading_name(c.before)  # "Hale passed Ford … while posting 20", "Jon Vale quit having won 12"
        elif not named[:1].isupper():
            named = _coordinated_subject(c.before, j)
        if named[:1].isupper() and named.lower() not in STOPWORDS:
            reading.subject = named  # "Okafor scored 19 points", "Richard added 14"
        reading.agent_unnamed = named.lower() in ("he", "she")
        return reading
    return None


def _leading_name(before: list[str]) -> str:
    """The last word of the name that opens the sentence, its subject ("Vale" in "Jon Vale quit
    …"), as a report that names him once more would write it; "He" or "She" when a pronoun
    opens it; "" when neither does."""
    if before[:1] and before[0].lower() in ("he", "she"):
        return before[0]  # an unnamed agent (`Reading.agent_unnamed`)
    run = list(itertools.takewhile(lambda w: w[:1].isupper() and w.lower() not in STOPWORDS, before))
    return run[-1] if run else ""


def _coordinated_subject(before: list[str], j: int) -> str:
    """The name doing an earlier verb that the verb at j is coordinated with: "Okafor scored
    19 points and pulled down 9 rebounds", "Lindqvist scored all 8 points …, grabbed 12 rebounds":
    the first verb of the sentence, right after its subject, or the verb before "and"."""
    if j > 1 and _verbish(before[1]) and before[0][:1].isupper() and before[1].lower() not in SPEECH_VERB_FORMS:
        return before[0]  # not "Police said the gunman shot 8 people"
    if before[j - 1].lower() == "and":
        for k in range(j - 2, 0, -1):
            if _verbish(before[k]) and before[k - 1][:1].isupper():
                return before[k - 1]
    return ""


def _subject_of_verb(c: _Counted) -> Reading | None:
    """"52 people were killed", "27 recovered", "Five, police said, were killed" (an attribution
    set off by commas is passed over, and an aside naming a part of the count: "52 people,
    including five children, were killed"): the figure is the subject of the verb after it. A number
    opening its sentence, then a comma and a pronoun, is the verb's object put first: "Two, she
    shot and killed"."""
    k, after = c.k, c.after
    if [w.lower() for w in after[k:k + 3]] == ["among", "them", ","]:
        k += 3  # "154 people, 26 foreigners among them, have died": a part of the subject, its verb
    elif after[k:k + 1] == [","] and c.before[-1:] and (c.before[-1].lower() in _INCLUSION
                                                         or [w.lower() for w in c.before[-2:]] == ["among", "them"]):
        k += 1  # "52 people, including five children, were killed", "…, among them two officers, were"
    elif after[k:k + 1] == [","]:
        aside = next((j for j in range(k + 2, min(len(after), k + 8)) if after[j] == ","), None)
        if aside and (_attributes(after[k + 1:aside]) or _names_a_part(after[k + 1:aside])) \
                and aside + 1 < len(after) and not after[aside + 1].endswith("ing"):
            k = aside + 1  # not "the AX-2 cable, the operator said, adding that …"
        elif not c.before and after[k + 1:k + 2] and after[k + 1].lower() in PRONOUNS:
            k += 2
    k = _past_place_phrase(after, k)
    while k < len(after) and (after[k].lower() in _AUXILIARIES or is_adverb(after[k])
                              or [w.lower() for w in after[k:k + 2]] in (["in", "all"], ["in", "total"])):
        k += 2 if after[k].lower() == "in" else 1  # "99 people in all are still unaccounted for"
    if after[k:k + 1] == ["to"] and k + 1 < len(after) and verb_lemma(after[k + 1]) in PREDICATE_CLASSES:
        return Reading(c.words, c.noun, verb_lemma(after[k + 1]), after[k + 1], (), True)  # "had to evacuate"
    stated = _stated_measure(c, k) if k < len(after) and after[k][:1].islower() else None
    if stated is not None:  # "48 people were confirmed dead", "six remain unaccounted for": the state is the measure
        return stated
    if k + 2 < len(after) and verb_lemma(after[k]) == "lay" and after[k + 1:k + 3] == ["to", "rest"]:
        return Reading(c.words, c.noun, "bury", " ".join(after[k:k + 3]), (), True)  # "were laid to rest": buried
    main = _main_verb_past_relative(after, k)
    if main is not None:  # "95 people who lived in the tower have so far been accounted for"
        return Reading(c.words, c.noun, verb_lemma(after[main]), after[main], (), True)
    if k < len(after) and _verbish(after[k]) and verb_lemma(after[k]) not in ("say", "tell"):
        if after[k + 1:k + 2] == ["and"] and k + 2 < len(after) and verb_lemma(after[k + 2]) in PREDICATE_CLASSES \
                and verb_lemma(after[k]) not in PREDICATE_CLASSES:
            k += 2  # "were shot and killed": the measure is the second
        return Reading(c.words, c.noun, verb_lemma(after[k]), after[k], _objects(after, k + 1), True)
    return None


def _main_verb_past_relative(after: list[str], k: int) -> int | None:
    """Where the count is the subject of a relative clause whose verb names no measure ("95
    people who lived in or were visiting the tower"), the measure its main verb names further
    on, after an auxiliary ("… have so far been accounted for"), within its clause."""
    if not (0 < k < len(after) and after[k - 1].lower() in _RELATIVES
            and PREDICATE_CLASSES.get(verb_lemma(after[k])) not in PEOPLE_MEASURES):
        return None
    for j in range(k + 1, min(len(after), k + _RELATIVE_REACH)):
        if after[j] in (".", ";", ":", "?", "!"):
            return None
        if after[j - 1].lower() in _FINITE | {"been"} and PREDICATE_CLASSES.get(verb_lemma(after[j])) in PEOPLE_MEASURES:
            return j
    return None


_RELATIVE_REACH = 25  # words: a relative clause and the main verb after it
_INCLUSION = frozenset({"including", "includes", "included"})
_PLACE_PREPOSITIONS = frozenset({"in", "of", "from", "at", "on", "near", "across", "inside", "outside", "around"})
_FINITE = frozenset({"were", "was", "are", "is", "have", "has", "had", "will", "would", "could", "may", "might",
                     "remain", "remained"})


def _past_place_phrase(after: list[str], k: int) -> int:
    """Past a phrase of place between a count and its verb: "300 residents of the town were
    evacuated", "41,200 people in Corvale had to evacuate" (up to seven words, no comma, no
    relative clause: "people in the town that was flooded" is not the town's verb)."""
    if k >= len(after) or after[k].lower() not in _PLACE_PREPOSITIONS:
        return k
    for j in range(k + 2, min(len(after), k + 8)):
        word = after[j]
        if word in (",", ";") or word.lower() in _RELATIVES:
            return k
        if word.lower() in _FINITE or _verbish(word):
            return j
    return k


def _names_a_part(aside: list[str]) -> bool:
    """An aside between a count and its verb that names a part of what it counts: "including
    five children", "among them three firefighters", "26 foreigners among them", "most of them
    elderly"."""
    low = [w.lower() for w in aside]
    return bool(low) and (low[0] in _INCLUSION or low[:2] == ["among", "them"] or low[-2:] == ["among", "them"]
                          or low[1:3] == ["of", "them"])


def _participle_counted(c: _Counted) -> Reading | None:
    """"leaving 50 injured", "50 dead", "27 hurt", "left two women dead": the word after the
    number (or after its noun) says what happened to the people counted, it is not what they are."""
    *nouns, word = c.words.split() or [""]
    if not word or len(nouns) > 1 or verb_lemma(word) not in PREDICATE_CLASSES \
            or not (word.endswith("ed") or c.noun in ("dead", "hurt")):
        return None
    return Reading(" ".join(nouns), verb_lemma(nouns[0]) if nouns else "", verb_lemma(word), word, (), True)


_RELATIVES = frozenset({"who", "that", "which", "whose"})
_CLAUSE_LINKS = frozenset({"while", "after", "before", "by", "when"})  # a participle clause: "while posting 20"


def _in_shelters(c: _Counted) -> Reading | None:
    """"2,000 people whose homes were wrecked are living in schools and other shelters": people
    the clause after them says stay in shelters are evacuees (`SHELTERS`), when staying is what
    the clause says of them (its verb, not a participle before another verb)."""
    if c.noun not in HUMAN:
        return None
    clause = list(itertools.takewhile(lambda w: w not in (",", ";", ".", ":"), c.after[c.k:c.k + _SHELTER_REACH]))
    stay = next((i for i, w in enumerate(clause[:-1]) if verb_lemma(w) in STAY_VERBS and clause[i + 1].lower() == "in"), None)
    if stay is None or (clause[stay].endswith("ing") and (stay == 0 or clause[stay - 1].lower() not in _FINITE)):
        return None  # "12 people living in the shelter were injured": where they lived, not what happened
    place = [verb_lemma(w) for w in clause[stay + 2:]]
    if not any(w in SHELTERS or " ".join(place[i - 1:i + 1]) in SHELTERS for i, w in enumerate(place)):
        return None
    return Reading(c.words, c.noun, "evacuee", clause[stay], (), True)


_SHELTER_REACH = 16  # words: a relative clause, the verb of staying and where

# What happened to what a number counts, first answer wins.
_VERB_RULES: tuple[Callable[[_Counted], Reading | None], ...] = (
    _participle_counted, _verb_after_to, _toll_changed, _group_of_the_counted, _deed_of, _left_in_state,
    _in_shelters,
    _object_of_verb,
    _subject_of_verb,
)
_SAME_IN_PLURAL = frozenset({"people", "police", "dead", "wounded", "injured", "elderly", "cattle", "sheep", "fish",
                             "livestock"})


def _antecedent(before: list[str], people: bool) -> list[str]:
    """The nearest earlier plural noun, one for people after "whom" ("bodies ... 90 per cent of
    whom"); "them" may be things ("seven bullets entered his body, three of them from behind";
    "a worker … found her foes and executed two of them" are not two workers)."""
    for word in reversed(before):
        base = verb_lemma(word)
        plural = word.lower() != base or base in _SAME_IN_PLURAL
        if (plural and (base in HUMAN if people else word.islower() and _nounish(word))) \
                or (word[:1].isupper() and word.endswith(("ians", "ans"))):
            return [word]
    return []


def _objects(after: list[str], k: int) -> tuple[str, ...]:
    """The direct object of a verb: "fled *the country*", "fleeing *their homes*". A country's
    name counts as "country", so "fled Ukraine" and "fled the country" compare equal."""
    return tuple(sorted(set(phrase_words(after, k)[:3])))


def phrase_words(after: list[str], k: int) -> list[str]:
    """The content words of the phrase opening at after[k], in order, up to a preposition or a
    clause break, without the words of a time ("last week"): lemmas, a country's name as
    "country", other names as printed."""
    found: list[str] = []
    while k < len(after):
        word = after[k]
        low = word.lower()
        if not word[0].isalpha() or low in PREPOSITIONS or low in _CLAUSE_BREAKS:
            break
        if low not in STOPWORDS and low not in _TIME_STOPS and not is_adverb(word) and not quantities(word):
            if word[0].isupper():
                found.append("country" if is_country(word) else word)
            else:
                found.append(verb_lemma(word))
        k += 1
    return found


_CLAUSE_BREAKS = frozenset({"and", "or", "but", "while", "as", "that", "which", "who", "where", "when", "either",
                            "since", "until", "because", "although", "though", "if", "so"})


def _nounish(word: str) -> bool:
    low = word.lower()
    if low in ("whom", "them"):
        return True
    if not word[0].isalpha() or low in STOPWORDS or low in _AUXILIARIES or low in PREPOSITIONS or low in _RELATIVES:
        return False  # "three men whose cars were towed" count men
    return low in NOUN_PREDICATES or not _verbish(word)


def _verbish(word: str) -> bool:
    """A verb form: -ing or -ed, or an irregular verb's form ("fled", "hit", "took")."""
    low = word.lower()
    if not low.isalpha() or low in STOPWORDS or low in _AUXILIARIES or low in _NOUN_ENDING_ING:
        return False
    if word[0].isupper():
        return False
    return (low.endswith(("ing", "ed")) and len(low) > 4) or low in IRREGULAR_VERBS
