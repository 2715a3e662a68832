"""The label of a figure: what it counts, in the sources' own words ("people killed"), and the
word that tells apart figures that would share one ("people killed, Sunday")."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import replace

from generator.figures.counted import PREPOSITIONS
from generator.figures.measures import (
    CONDITIONS,
    HOSPITALISED,
    IN_HOSPITAL,
    NOUN_PREDICATES,
    PART,
    PREDICATE_CLASSES,
    SERIOUS_OR_CRITICAL,
)
from generator.figures.outages import OUTAGES
from generator.model import Claim, Figure
from generator.text.lexicon import NEWS_AGENCIES, is_adverb
from generator.text.numbers import QUANTITY_WORDS
from generator.text.words import verb_lemma, without_possessive

MEASURES = set(PREDICATE_CLASSES.values()) | set(CONDITIONS.values()) | {IN_HOSPITAL, HOSPITALISED, SERIOUS_OR_CRITICAL} | OUTAGES


def figure_label(claims: list[Claim]) -> str:
    """What the figure counts, in the sources' own words where possible ("people killed")."""
    counted = Counter(c.counted for c in claims if c.counted)
    share = claims[0].kind == "percent"
    noun = counted.most_common(1)[0][0] if counted else claims[0].noun or ("" if share else claims[0].kind)
    predicates = Counter(c.predicate for c in claims if c.predicate)
    predicate = predicates.most_common(1)[0][0] if predicates else ""
    if predicate and predicate not in MEASURES:
        printed = Counter(c.predicate_text.lower() for c in claims if c.predicate == predicate)
        predicate = printed.most_common(1)[0][0]
    if predicate in OUTAGES:
        noun = "households"  # "homes", "houses" and "customers" cut off: one count (figures/outages.py)
    words = noun.split()
    if predicate in MEASURES and words and NOUN_PREDICATES.get(verb_lemma(words[-1])) == predicate:
        noun = " ".join([*words[:-1], "people"])  # "deaths killed", "victims killed": people killed
    objects = Counter(" ".join(c.objects) for c in claims if c.objects)
    label = " ".join(part for part in (noun, predicate, objects.most_common(1)[0][0] if objects else "") if part)
    if share:  # "share of voters", "share won"; "share" alone, not "share of percent"
        label = f"share of {label}" if noun else " ".join(("share", label)).strip()
    spans = Counter(c.span for c in claims).most_common(1)
    span = spans[0][0] if 2 * spans[0][1] > len(claims) else None  # a stretch one claim of ten names is not the figure's
    if span and span not in label:
        label = f"{label}, {span}"
    place = _label_place(claims)
    return f"{label} ({place})" if place else label


def _label_place(claims: list[Claim]) -> str | None:
    """The one venue the claims give ("railway station"), else the one town (known to the
    gazetteer, or a town's part: "Brelle had 50 of them") at least half of them give, else
    none: a region named in passing ("in the Donbas region") does not place the station's
    victims, and a side of the story placed elsewhere is told apart by its town."""
    for tier in ("venue:", "city:", "name:"):
        placed = [c.place for c in claims if c.place and any(p.startswith(tier) for p in c.places)
                  and (tier != "name:" or c.span == PART)]
        printed = set(placed)
        if len(printed) == 1:
            return printed.pop() if tier == "venue:" or 2 * len(placed) >= len(claims) else None
        if printed:
            return None
    return None


# What sets apart figures that count the same thing, most telling first: whose act it is, the
# year it dates to, where it is.
_TELLING = (lambda c: c.subject, lambda c: str(c.year) if c.year else None, lambda c: c.place)


def _told_apart(same: list[Figure], label: str) -> dict[str, str]:
    """Labels for figures of one label that a telling field of their claims sets apart, the most
    telling first: each figure's most frequent value of it that no other of them gives."""
    told: dict[str, str] = {}
    for field in _TELLING:
        values = [Counter(v for c in f.claims if (v := field(c)) and v not in label) for f in same]
        for figure, value in zip(same, _unshared(values)):
            if value and figure.id not in told:
                told[figure.id] = f"{label}, {value}"
    return told


def _unshared(values: list[Counter[str]]) -> list[str | None]:
    """For each figure's counted values, the most frequent one no other of the figures gives."""
    found = []
    for counts in values:
        others = set().union(*(set(v) for v in values if v is not counts))
        found.append(next((v for v, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if v not in others), None))
    return found


def distinct_labels(figures: list[Figure], sentences: dict[tuple[str, str], str]) -> list[Figure]:
    """Figures that would share a label get the word that sets their sentences apart: never a
    quantity, nor a preposition ("count, among"), nor the agency a report cites ("told AFP" says
    who reported it, not what), nor an adverb ("count, calmly" says how a sentence was told, not
    what is counted); the word as the sentences print it (`sentences`: each sentence's text by
    source and anchor)."""
    by_label: dict[str, list[Figure]] = defaultdict(list)
    for figure in figures:
        by_label[figure.label].append(figure)
    renamed: dict[str, str] = {}
    printed = _Printed(sentences)
    for label, same in by_label.items():
        if len(same) < 2:
            continue
        told = _told_apart(same, label)
        renamed.update(told)
        same = [f for f in same if f.id not in told]
        counts = [Counter(w for c in f.claims for w in set(c.context) if not any(part.startswith(w) for part in label.split())
                          and w not in QUANTITY_WORDS and w not in PREPOSITIONS and w.lower() not in NEWS_AGENCIES
                          and not (is_adverb(w) and printed.of(w, f).islower()))  # "July", "Kelly": names
                  for f in same]
        for figure, word in zip(same, _unshared(counts)):
            if word:
                renamed[figure.id] = f"{label}, {printed.of(word, figure)}"
    return [replace(f, label=renamed.get(f.id, f.label)) for f in figures]


_LETTERS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


class _Printed:
    """A sentence word (kept as a lemma, "angel") as a name, when the figure's sentences print
    it as one, capitalised inside the sentence ("Angels"): a label names a team or a person as
    the reports do; any other word stays as the lemma. The first sentence, in the figure's
    order, that prints the word so gives it. Each figure's sentences are read once for all
    its words (`sentences`: each sentence's text by source and anchor): a figure that 1,000
    reports give asks for hundreds of words."""

    def __init__(self, sentences: dict[tuple[str, str], str]) -> None:
        self.sentences = sentences
        self.names: dict[str, dict[str, str]] = {}  # by figure id: the name each lemma is printed as

    def of(self, word: str, figure: Figure) -> str:
        if figure.id not in self.names:
            self.names[figure.id] = self._names(figure)
        return self.names[figure.id].get(word.lower(), word)

    def _names(self, figure: Figure) -> dict[str, str]:
        names: dict[str, str] = {}
        for claim in figure.claims:
            for word in _LETTERS.findall(self.sentences.get((claim.source, claim.anchor), ""))[1:]:
                if word[:1].isupper():
                    names.setdefault(verb_lemma(word).lower(), without_possessive(word))
        return names
