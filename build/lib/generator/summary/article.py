"""Choose an article's summary: verbatim sentences, in article order.

The method (explained on the About page):
1. Centrality: sentences are compared by the TF-IDF cosine similarity of their content
   words; a sentence's centrality is the sum of its similarities to all the others (degree
   centrality, the first form of LexRank, Erkan & Radev 2004). Unlike LexRank's PageRank
   form it does not reward a pair of off-topic sentences that only echo each other.
2. Lead prior: news puts the essentials first, so earlier sentences get a bonus that
   decays with position.
3. Standalone check: a sentence that cannot be read alone (opens with a pronoun or a
   connective such as "But", or is a quotation with no speaker) is scored down.
4. Redundancy: sentences are taken best first, skipping any too similar to one already taken.
The number of sentences grows with the article: one per ten sentences, within the
configured bounds (3 to 5 by default).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from operator import itemgetter, mul

from generator.model import Sentence
from generator.text.words import content_words
from generator.thresholds import SUMMARY

_DANGLING_START = re.compile(
    r"^(?:he|she|it|they|this|that|these|those|his|her|its|their|but|and|so|also|however|meanwhile|"
    r"already|still|yet|then|there|here|later|such|i|i'm|i’m|i've|i’ve|we|my|our)\b",
    re.IGNORECASE,
)  # a pronoun, a connective, or the writer's own voice ("I came to understand it...")
_QUOTE_START = re.compile(r"^[\"“‘']")


def summary_length(sentence_count: int, minimum: int, maximum: int) -> int:
    """One summary sentence per ten article sentences, within [minimum, maximum]."""
    return min(sentence_count, max(minimum, min(maximum, math.ceil(sentence_count / 10))))


def summarise(sentences: list[Sentence], minimum: int = 3, maximum: int = 5) -> list[str]:
    """Anchors of the chosen sentences, in article order."""
    count = summary_length(len(sentences), minimum, maximum)
    if count >= len(sentences):
        return [s.anchor for s in sentences]
    sentences = sentences[:SUMMARY.max_candidates]
    vectors = tfidf_vectors([s.text for s in sentences])
    centrality = _normalised(degree_centrality(vectors))
    scores = []
    for index, sentence in enumerate(sentences):
        lead = 1 / math.sqrt(index + 1)
        score = (1 - SUMMARY.lead_weight) * centrality[index] + SUMMARY.lead_weight * lead
        if not standalone(sentence.text):
            score *= SUMMARY.not_standalone
        scores.append(score)
    chosen: list[int] = []
    for index in sorted(range(len(sentences)), key=lambda i: (-scores[i], i)):
        if all(cosine(vectors[index], vectors[other]) <= SUMMARY.max_overlap for other in chosen):
            chosen.append(index)
        if len(chosen) == count:
            break
    return [sentences[i].anchor for i in sorted(chosen)]


def standalone(text: str) -> bool:
    """Whether a reader can understand the sentence without the one before it."""
    if len(text.split()) < SUMMARY.min_words or _DANGLING_START.match(text):
        return False
    if _QUOTE_START.match(text):
        closing = max(text.rfind("”"), text.rfind('"'))
        speaker = text[closing + 1:].strip(" ,.")
        return len(speaker.split()) >= 2 and not _DANGLING_START.match(speaker)  # a named speaker follows
    return True


def tfidf_vectors(texts: list[str], words=content_words) -> list[dict[str, float]]:
    """Unit-length TF-IDF vectors, document frequency taken over `texts`."""
    bags = [Counter(words(t)) for t in texts]
    frequency = Counter(word for bag in bags for word in bag)
    total = len(texts)
    vectors = []
    for bag in bags:
        vector = {w: tf * math.log((1 + total) / (1 + frequency[w])) + tf * 1e-3 for w, tf in bag.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        vectors.append({w: v / norm for w, v in vector.items()})
    return vectors


def cosine(a: dict[str, float], b: dict[str, float]) -> float:
    """The dot product of two sparse vectors, over the terms they share.
    math.fsum rounds the exact sum, so the result never depends on the order of the terms,
    which a set's hashing changes from run to run."""
    shared = a.keys() & b.keys()
    if len(shared) < 2:  # itemgetter of one key gives the value, not a tuple
        return math.fsum(a[term] * b[term] for term in shared)
    pick = itemgetter(*shared)  # the walk stays in C: a hot loop when stories are found
    return math.fsum(map(mul, pick(a), pick(b)))


def degree_centrality(vectors: list[dict[str, float]]) -> list[float]:
    """Each sentence's summed similarity to the others: O(n²) in the article's sentences."""
    n = len(vectors)
    totals = [0.0] * n
    for i in range(n):
        for j in range(i + 1, n):
            similarity = cosine(vectors[i], vectors[j])
            totals[i] += similarity
            totals[j] += similarity
    return totals


def _normalised(values: list[float]) -> list[float]:
    low, high = min(values), max(values)
    return [(v - low) / (high - low) if high > low else 0.0 for v in values]
