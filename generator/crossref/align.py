"""Which sentences in other sources say the same thing as each sentence.

Each sentence becomes a set of content words (lemmas: "killing" and "killed" are one) and the numbers it
states. An inverted index maps each word to the sentences using it; words used by more
than MAX_POSTING sentences are too common to find anything and are not indexed. Two
sentences from different sources are candidates only when they share two indexed words,
so the work is the sum of the squared posting lengths — bounded by MAX_POSTING — rather
than the square of all sentences: O(n · MAX_POSTING) for n sentences.

Candidates are aligned when their TF-IDF cosine reaches MIN_COSINE, also over the words
that are not capitalised (so a long shared name does not make two different statements
one), and they state the same numbers (a sentence saying 52 died does not corroborate one saying 50 did). Each alignment
is labelled: identical (same words), edited (85% alike or more) or paraphrase.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz

from ..model import Alignment, Article
from ..text.numbers import quantities
from ..text.words import content_lemmas

MIN_COSINE = 0.5
MIN_COMMON_COSINE = 0.35  # ... over the uncapitalised words too, so shared names alone do not align
MIN_SHARED_WORDS = 2
MAX_POSTING = 200
EDITED_RATIO = 85


@dataclass(frozen=True)
class _Unit:
    ref: tuple[str, str]
    text: str
    words: frozenset[str]
    common: frozenset[str]  # the words not capitalised: what is said, rather than who it is about
    numbers: frozenset[str]


def sentence_units(articles) -> list[_Unit]:
    units = []
    for article in articles:
        for sentence in article.sentences:
            numbers = frozenset(f"{q.value:g}" for q in quantities(sentence.text)
                                if q.value is not None and q.kind in ("count", "percent", "money"))
            lower = " ".join(w for w in sentence.text.split() if not w[:1].isupper())
            units.append(_Unit((article.id, sentence.anchor), sentence.text, frozenset(content_lemmas(sentence.text)),
                               frozenset(content_lemmas(lower)), numbers))
    return units


def align(articles: list[Article] | tuple[Article, ...]) -> list[Alignment]:
    """Every pair of sentences, from different sources, that say the same thing."""
    units = sentence_units(articles)
    frequency = Counter(word for unit in units for word in unit.words)
    total = len(units) or 1
    idf = {word: math.log((1 + total) / (1 + count)) + 1 for word, count in frequency.items()}
    postings: dict[str, list[int]] = defaultdict(list)
    for index, unit in enumerate(units):
        for word in unit.words:
            postings[word].append(index)
    found: list[Alignment] = []
    for index, unit in enumerate(units):
        shared: Counter[int] = Counter()
        for word in unit.words:
            posting = postings[word]
            if len(posting) <= MAX_POSTING:
                shared.update(j for j in posting if j > index and units[j].ref[0] != unit.ref[0])
        for other, count in sorted(shared.items()):
            if count < MIN_SHARED_WORDS:
                continue
            match = units[other]
            if unit.numbers != match.numbers and (unit.numbers and match.numbers):
                continue
            cosine = _cosine(unit.words, match.words, idf)
            if cosine >= MIN_COSINE and _cosine(unit.common, match.common, idf) >= MIN_COMMON_COSINE:
                found.append(Alignment(unit.ref, match.ref, round(cosine, 4), _kind(unit.text, match.text)))
    return found


def _cosine(a: frozenset[str], b: frozenset[str], idf: dict[str, float]) -> float:
    norm = math.sqrt(sum(idf[w] ** 2 for w in a) * sum(idf[w] ** 2 for w in b))
    return sum(idf[w] ** 2 for w in a & b) / norm if norm else 0.0


def _kind(a: str, b: str) -> str:
    if " ".join(a.lower().split()) == " ".join(b.lower().split()):
        return "identical"
    return "edited" if fuzz.ratio(a, b) >= EDITED_RATIO else "paraphrase"


def neighbours(alignments: list[Alignment]) -> dict[tuple[str, str], list[tuple[tuple[str, str], Alignment]]]:
    """For each sentence, the sentences aligned with it."""
    table: dict[tuple[str, str], list[tuple[tuple[str, str], Alignment]]] = defaultdict(list)
    for alignment in alignments:
        table[alignment.a].append((alignment.b, alignment))
        table[alignment.b].append((alignment.a, alignment))
    return table
