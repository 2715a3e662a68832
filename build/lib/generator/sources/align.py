"""Which sentences in other sources say the same thing as each sentence.

Identical sentences (same words, case and spacing aside) are grouped first: wire copy
repeats sentences word for word, and each distinct sentence is compared only once.

Each sentence becomes a set of content words (lemmas: "killing" and "killed" are one) and the numbers it
states. An inverted index maps each word to the sentences using it; words used by more
than ALIGNMENT.max_posting sentences are too common to find anything and are not indexed. Two
sentences from different sources are candidates only when they share two indexed words,
so the work is the sum of the squared posting lengths — bounded by ALIGNMENT.max_posting — rather
than the square of all sentences: O(n · ALIGNMENT.max_posting) for n sentences.

Candidates are aligned when their TF-IDF cosine reaches ALIGNMENT.min_cosine, also over the words
that are not capitalised (so a long shared name does not make two different statements
one), and they state the same numbers (a sentence saying 52 died does not corroborate one saying 50 did). Each alignment
is labelled: identical (same words), edited (85% alike or more) or paraphrase.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter, defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz

from generator.model import Alignment, Article, Ref, SentenceIndex
from generator.text.numbers import quantities
from generator.text.words import content_lemmas
from generator.thresholds import ALIGNMENT


@dataclass(frozen=True)
class _Unit:
    ref: Ref
    text: str
    words: frozenset[str]
    common: frozenset[str]  # the words not capitalised: what is said, rather than who it is about
    numbers: frozenset[str]


def sentence_units(articles) -> tuple[list[_Unit], dict[Ref, int], list[list[Ref]]]:
    """One unit per distinct sentence, and which sentences each unit stands for."""
    units: list[_Unit] = []
    group_of: dict[Ref, int] = {}
    members: list[list[Ref]] = []
    by_text: dict[str, int] = {}
    for article in articles:
        for sentence in article.sentences:
            ref = (article.id, sentence.anchor)
            normal = " ".join(sentence.text.lower().split())
            if normal in by_text:
                group_of[ref] = by_text[normal]
                members[by_text[normal]].append(ref)
                continue
            by_text[normal] = group_of[ref] = len(units)
            members.append([ref])
            numbers = frozenset(f"{q.value:g}" for q in quantities(sentence.text)
                                if q.value is not None and q.kind in ("count", "percent", "money"))
            lower = " ".join(w for w in sentence.text.split() if not w[:1].isupper())
            units.append(_Unit(ref, sentence.text, frozenset(content_lemmas(sentence.text)),
                               frozenset(content_lemmas(lower)), numbers))
    return units, group_of, members


def align(articles: list[Article] | tuple[Article, ...]) -> SentenceIndex:
    """Which sentences, across sources, say the same thing."""
    units, group_of, members = sentence_units(articles)
    frequency = Counter(word for unit in units for word in unit.words)
    total = len(units) or 1
    idf = {word: math.log((1 + total) / (1 + count)) + 1 for word, count in frequency.items()}
    square = {word: weight ** 2 for word, weight in idf.items()}
    # each unit's squared norms, summed once rather than once per pair it is compared in
    norms = [(sum(square[w] for w in unit.words), sum(square[w] for w in unit.common)) for unit in units]
    postings: dict[str, list[int]] = defaultdict(list)
    for index, unit in enumerate(units):
        for word in unit.words:
            postings[word].append(index)  # in unit order: the units after one are a slice
    found: list[Alignment] = []
    for index, unit in enumerate(units):
        shared: Counter[int] = Counter()
        for word in unit.words:
            posting = postings[word]
            if len(posting) <= ALIGNMENT.max_posting:
                shared.update(posting[bisect_right(posting, index):])
        for other, count in sorted(shared.items()):
            if count < ALIGNMENT.min_shared_words:
                continue
            match = units[other]
            if unit.numbers != match.numbers and (unit.numbers and match.numbers):
                continue
            cosine = _cosine(unit.words, match.words, norms[index][0], norms[other][0], square)
            if cosine >= ALIGNMENT.min_cosine and _cosine(unit.common, match.common, norms[index][1], norms[other][1],
                                                          square) >= ALIGNMENT.min_common_cosine:
                found.append(Alignment(unit.ref, match.ref, round(cosine, 4), _kind(unit.text, match.text)))
    links: list[set[int]] = [set() for _ in units]
    for alignment in found:
        a, b = group_of[alignment.a], group_of[alignment.b]
        links[a].add(b)
        links[b].add(a)
    return SentenceIndex(group_of, tuple(map(tuple, members)), tuple(tuple(sorted(g)) for g in links), tuple(found))


def _cosine(a: frozenset[str], b: frozenset[str], norm_a: float, norm_b: float, square: dict[str, float]) -> float:
    """Cosine of two word sets weighted by idf, given their squared norms."""
    norm = math.sqrt(norm_a * norm_b)
    return sum(square[w] for w in a & b) / norm if norm else 0.0


def _kind(a: str, b: str) -> str:
    if " ".join(a.lower().split()) == " ".join(b.lower().split()):
        return "identical"
    return "edited" if fuzz.ratio(a, b) >= ALIGNMENT.edited_ratio else "paraphrase"
