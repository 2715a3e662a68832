"""The places a sentence names, for its figures: venues ("at the station"), towns ("in
Brelle"), countries ("in northern Spain") and the cities it mentions elsewhere, each as a key
the grouping compares ("venue:station", "city:brelle", "country:spain", "mention:…")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.figures.counted import PREPOSITIONS, WORD
from generator.figures.measures import PASSING_VENUES, TIME_WORDS, VENUE_CLASSES, VENUES
from generator.figures.parts import town_keys
from generator.text.lexicon import REGION_WORDS, is_demonym
from generator.text.places import is_city, is_country
from generator.text.words import STOPWORDS, verb_lemma


@dataclass(frozen=True)
class Places:
    """The places a sentence names: what follows "in", "at", "near"... — a venue ("at the
    station") or a name ("in Bucha") —, and their keys, in reading order ("there" means the
    last): "venue:station", or "city:bucha" when the gazetteer knows the place as a city, else
    "name:..." (a region or a place the gazetteer lacks); cities named elsewhere in the
    sentence are "mention:..." keys, weaker evidence of where a figure is, unless the word is
    part of a person's name in the article. Worked out once a sentence, for all its figures."""

    phrases: tuple[tuple[int, int, str], ...]  # (start, end) of each preposition, and the place after it as printed
    keys: tuple[str, ...]

    @classmethod
    def of(cls, text: str, people: frozenset[str] = frozenset()) -> Places:
        words = list(WORD.finditer(text))
        phrases: list[tuple[int, int, str]] = []
        keys: list[tuple[int, str]] = []  # (position, key)
        for i, match in enumerate(words):
            preposition = match.group().lower()
            if preposition not in ("in", "at", "near", "outside", "inside"):
                continue
            phrase = _phrase_after(words, i + 1)
            key = _place_key(phrase, preposition)
            if key is None:
                continue
            if key not in (k for _, k in keys):
                keys.append((match.start(), key))
            phrases.append((match.start(), match.end(), " ".join(phrase)))
        for i, match in enumerate(words):  # cities the sentence names elsewhere: weaker evidence
            word = match.group()
            if i > 0 and word[0].isupper() and not word.isupper() and word.lower() not in STOPWORDS \
                    and word not in people and is_city(word):  # an acronym ("UN", "LCC") is an organisation
                known = {k for _, k in keys}
                if f"city:{word.lower()}" not in known and f"mention:{word.lower()}" not in known:
                    keys.append((match.start(), "mention:" + word.lower()))
        return cls(tuple(phrases), tuple(k for _, k in sorted(keys)))

    def nearest(self, start: int, end: int) -> str | None:
        """The place printed nearest to the figure at `start`:`end`."""
        found = [(abs(at - end if at >= end else start - until), phrase) for at, until, phrase in self.phrases]
        return min(found)[1] if found else None


_BEFORE_PLACE = frozenset({"the", "a", "an", "this", "that", "its", "and", "or", "around", "near"})


def _phrase_after(words: list[re.Match[str]], j: int) -> list[str]:
    """Up to three words naming a place after a preposition ("in and around *the station*")."""
    while j < len(words) and words[j].group().lower() in _BEFORE_PLACE:
        j += 1
    phrase: list[str] = []
    while j < len(words) and len(phrase) < 4 and words[j].group()[0].isalpha() and \
            words[j].group().lower() not in STOPWORDS and words[j].group().lower() not in PREPOSITIONS:
        phrase.append(words[j].group())
        j += 1
    if len(phrase) == 4 and phrase[-1].islower() and all(w[:1].isupper() for w in phrase[:3]):
        # a name before its noun: "outside a Lorne High Street school" is at a school; "at a Ku
        # Klux Klan rally" tells which rally, not where
        return phrase if verb_lemma(phrase[-1]) in VENUES else []
    return phrase[:3]


def _place_key(phrase: list[str], preposition: str) -> str | None:
    """A venue ("venue:station"), a city the gazetteer knows ("city:bucha") or another name
    ("name:…"), a country ("country:spain", "in northern Spain"); None for words that name no
    place, or a venue victims pass through ("died in hospital": where they were taken, not
    where it happened)."""
    if phrase and verb_lemma(phrase[-1]) in VENUES:
        venue = verb_lemma(phrase[-1])
        if venue in PASSING_VENUES and preposition == "in":
            return None
        return "venue:" + VENUE_CLASSES.get(venue, venue)
    names = [w for w in phrase if w[0].isupper() and w.lower() not in TIME_WORDS and not is_demonym(w)]
    if names and is_country(" ".join(names)) and all(w in names or w.lower() in REGION_WORDS for w in phrase):
        return "country:" + " ".join(names).lower()  # "in northern Spain": another flood than France's
    if names and names == phrase:
        return town_keys(" ".join(names))[0]
    return None
