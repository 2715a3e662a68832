"""Stories: which of the folder's reports are about the same event.

Each report becomes a vector of what identifies its story: its content words (TF-IDF over
the folder), the names it gives (people, places, organisations, weighted NAME_WEIGHT times a
word: two earthquakes share "quake" and "magnitude" but not "Qeshm"), the years and months
it dates things with (two rehab stays of one actress are in different years), and its lead
counted twice (news puts the story's essentials first). Reports are then joined by
average-link clustering (the method public news clusterers use: Google News' and the open
re-implementations of production stream clusterers): the two groups whose reports are, on
average, most alike are merged, again and again, while that average is at least
MIN_SIMILARITY. Only pairs that share a distinctive term are ever compared (an inverted
index of each report's TOP_TERMS heaviest terms), so the cost grows with the folder, not
with its square. Everything is deterministic: ties are broken by report order.
"""

from __future__ import annotations

import hashlib
import heapq
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from ..model import Article
from ..text.words import content_lemmas, fold

MIN_SIMILARITY = 0.1  # average cosine between two groups' reports for them to be one story
PRIOR_DOCUMENTS = 200  # see _vectors: keeps a one-story folder whole (chosen on the development data)
NAME_WEIGHT = 3  # a name counts this many times a word
DATE_WEIGHT = 1  # a year or month
NUMBER_WEIGHT = 1  # a number of two or more digits ("5.9", "612")
LEAD_SENTENCES = 3  # the lead counts twice
TOP_TERMS = 40  # terms per report used to find candidate pairs
MAX_POSTING = 500  # a term in more reports than this is too common to find candidates by
_NUMBER = re.compile(r"\b\d+(?:[.,]\d+)+\b|\b\d{2,}\b")
_DATE = re.compile(r"\b(?:19|20)\d{2}\b|\b(?:january|february|march|april|may|june|july|august|september|october|"
                   r"november|december)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Story:
    """One event's reports, and a stable id made from them."""

    id: str
    sources: tuple[str, ...]  # article ids, in folder order


def find_stories(articles: list[Article] | tuple[Article, ...], threshold: float = MIN_SIMILARITY) -> list[Story]:
    """The stories of a folder, largest first (ties in folder order)."""
    if not articles:
        return []
    vectors = _vectors(articles)
    similar = _similar_pairs(vectors)
    groups = _average_link(len(articles), similar, threshold)
    order = {id(a): i for i, a in enumerate(articles)}
    stories = []
    for members in groups:
        ids = tuple(articles[i].id for i in sorted(members))
        stories.append((ids, min(order[id(articles[i])] for i in members)))
    stories.sort(key=lambda s: (-len(s[0]), s[1]))
    return [Story(_story_id(ids), ids) for ids, _ in stories]


def _story_id(sources: tuple[str, ...]) -> str:
    """Named after its earliest report (in folder order), so adding another report to the
    story, or another story to the folder, does not rename it."""
    return "story-" + hashlib.blake2b(sources[0].encode(), digest_size=4).hexdigest()


def _vectors(articles) -> list[dict[str, float]]:
    bags: list[Counter[str]] = []
    for article in articles:
        bag: Counter[str] = Counter()  # weights are whole counts times whole weights
        for position, sentence in enumerate(article.sentences):
            weight = 2 if position < LEAD_SENTENCES else 1
            for word in content_lemmas(sentence.text):
                bag[word] += weight
            for date in _DATE.findall(sentence.text):
                bag["date:" + date.lower()] += weight * DATE_WEIGHT
            for number in _NUMBER.findall(sentence.text):
                bag["number:" + number.replace(",", "")] += weight * NUMBER_WEIGHT
        for mention in article.mentions:
            bag["name:" + fold(mention.key).replace(" ", "_")] += NAME_WEIGHT
        bags.append(bag)
    frequency = Counter(term for bag in bags for term in bag)
    total = len(bags)
    vectors = []
    for bag in bags:
        # idf against PRIOR_DOCUMENTS imaginary reports that use none of the terms: in a small
        # folder (one story) the weights stay nearly even, so its reports stay together; in a
        # large one (many stories) rare terms weigh more, as they should
        vector = {t: (1 + math.log(tf)) * math.log((total + PRIOR_DOCUMENTS) / (frequency[t] + 0.5))
                  for t, tf in bag.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        vectors.append({t: v / norm for t, v in vector.items()})
    return vectors


def _similar_pairs(vectors: list[dict[str, float]]) -> dict[tuple[int, int], float]:
    """Cosine of every pair of reports that share one of their heaviest terms."""
    top = [sorted(v, key=lambda t: (-v[t], t))[:TOP_TERMS] for v in vectors]
    postings: dict[str, list[int]] = defaultdict(list)
    for index, terms in enumerate(top):
        for term in terms:
            postings[term].append(index)
    pairs: dict[tuple[int, int], float] = {}
    for index, terms in enumerate(top):
        candidates = {j for t in terms if len(postings[t]) <= MAX_POSTING for j in postings[t] if j > index}
        for other in sorted(candidates):
            a, b = vectors[index], vectors[other]
            if len(a) > len(b):
                a, b = b, a
            similarity = sum(v * b.get(t, 0.0) for t, v in a.items())
            if similarity > 0:
                pairs[(index, other)] = similarity
    return pairs


def _average_link(count: int, pairs: dict[tuple[int, int], float], threshold: float) -> list[list[int]]:
    """Average-link agglomerative clustering over the known similarities (others are 0)."""
    members: dict[int, list[int]] = {i: [i] for i in range(count)}
    sums: dict[int, dict[int, float]] = defaultdict(dict)  # cluster -> other cluster -> summed similarity
    for (a, b), similarity in pairs.items():
        sums[a][b] = similarity
        sums[b][a] = similarity
    heap = [(-s, a, b) for (a, b), s in pairs.items() if s >= threshold]
    heapq.heapify(heap)
    while heap:
        negative, a, b = heapq.heappop(heap)
        if a not in members or b not in members:
            continue
        average = sums[a].get(b, 0.0) / (len(members[a]) * len(members[b]))
        if abs(average + negative) > 1e-12:  # stale: re-queue with the current average
            if average >= threshold:
                heapq.heappush(heap, (-average, a, b))
            continue
        keep, gone = (a, b) if a < b else (b, a)
        members[keep].extend(members.pop(gone))
        for other, total in sums.pop(gone).items():
            if other == keep:
                continue
            sums[other].pop(gone, None)
            merged = sums[keep].get(other, 0.0) + total
            sums[keep][other] = merged
            sums[other][keep] = merged
        sums[keep].pop(gone, None)
        for other, total in sums[keep].items():
            average = total / (len(members[keep]) * len(members[other]))
            if average >= threshold:
                heapq.heappush(heap, (-average, min(keep, other), max(keep, other)))
    return sorted(members.values(), key=min)
