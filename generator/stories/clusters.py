"""Stories: which of the folder's reports are about the same event.

Each report becomes a vector of what identifies its story: its content words (TF-IDF over
the folder), the names it gives (people, places, organisations, spelt as the names index
compares them, weighted STORIES.name_weight times a word: two earthquakes share "quake" and
"magnitude" but not "Qeshm"), the years and months it dates things with (two rehab stays of
one actress are in different years), and its lead counted twice (news puts the story's
essentials first). Reports are then joined by average-link clustering (the method public
news clusterers use: Google News' and the open re-implementations of production stream
clusterers): the two groups whose reports are, on average, most alike are merged, again and
again, while that average is at least STORIES.min_similarity — unless each group's reports
are far closer to one another than to the other group's (two events of one kind: see
`_two_events`; a much smaller group counts as a side of the larger one's event only if it
gives the larger one's names), or less far when most reports of each group lead with a
different person (two players' arrests; see `_lead_person`). Each report is compared only
with the STORIES.neighbours reports sharing most of its STORIES.top_terms heaviest terms (an
inverted index), so the cost grows with the folder, not with its square.
Everything is deterministic: ties are broken by report order.
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

import numpy as np

from generator.model import Article, Mention
from generator.text.datelines import without_wire_marker
from generator.text.lexicon import MONTHS
from generator.text.name_keys import transliteration_key
from generator.text.name_kinds import kind_votes
from generator.text.words import content_lemmas
from generator.thresholds import STORIES

_NUMBER = re.compile(r"\b\d+(?:[.,]\d+)+\b|\b\d{2,}\b")
_DATE = re.compile(rf"\b(?:19|20)\d{{2}}\b|\b(?:{'|'.join(MONTHS)})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Story:
    """One event's reports, and a stable id made from them."""

    id: str
    sources: tuple[str, ...]  # article ids, in folder order


def find_stories(articles: list[Article] | tuple[Article, ...], threshold: float = STORIES.min_similarity,
                 evidence: list[Evidence] | None = None) -> list[Story]:
    """The stories of a folder, largest first (ties in folder order); `evidence` is the
    articles' `story_evidence`, when kept from an earlier build."""
    if not articles:
        return []
    evidence = evidence if evidence is not None else [story_evidence(a) for a in articles]
    original = _originals(articles, [e.copy_keys for e in evidence])
    kept = sorted(set(original))  # each report that copies another is clustered as the one it copies
    vectors = _vectors([evidence[i].terms for i in kept])
    sums = _Sums(vectors)
    similar = _similar_pairs(vectors, sums)
    groups = _average_link(vectors, sums, similar, threshold, [_Names.of(evidence[i]) for i in kept])
    copies: dict[int, list[int]] = defaultdict(list)
    for index, first in enumerate(original):
        copies[first].append(index)
    groups = [[i for member in members for i in copies[kept[member]]] for members in groups]
    stories = [(tuple(articles[i].id for i in sorted(members)), min(members)) for members in groups]
    stories.sort(key=lambda s: (-len(s[0]), s[1]))
    return [Story(story_id(ids), ids) for ids, _ in stories]


def _originals(articles: list[Article] | tuple[Article, ...], keys: list[frozenset[str]]) -> list[int]:
    """For each report, the report it is a copy of (of a group of copies, the fullest version,
    the earliest in folder order among equals), or itself: two
    reports are copies when most sentences of the shorter are sentences of the longer
    (STORIES.copy_share of them, and at least STORIES.copy_sentences unless the shorter has
    fewer), whatever their headlines,
    wire lines, format or the paragraphs one has more. A reprint is one report of its story:
    clustered as the report it copies, it can never split its story nor change another.
    `keys`: each report's `Evidence.copy_keys`."""
    holders: dict[str, list[int]] = defaultdict(list)
    for index, sentences in enumerate(keys):
        for key in sentences:
            holders[key].append(index)
    shared: Counter[tuple[int, int]] = Counter()
    for found in holders.values():
        if 1 < len(found) <= STORIES.copy_posting:  # a sentence many reports print is furniture
            shared.update(itertools.combinations(found, 2))
    parent = list(range(len(articles)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for (a, b), count in sorted(shared.items()):
        smaller = min(len(keys[a]), len(keys[b]))
        if count >= min(STORIES.copy_sentences, smaller) and count >= STORIES.copy_share * smaller:
            first, second = root(a), root(b)
            keep, gone = sorted((first, second), key=lambda i: (-len(articles[i].sentences), i))
            parent[gone] = keep  # the fullest version stands for them all (a cut copy never does)
    return [root(i) for i in range(len(articles))]


def _sentence_key(text: str) -> str:
    """A sentence as compared for copies: without its dateline or wire line, its words only."""
    return " ".join(re.findall(r"\w+", without_wire_marker(text).lower()))


def story_id(sources: tuple[str, ...]) -> str:
    """Named after its earliest report (in folder order), so adding another report to the
    story, or another story to the folder, does not rename it."""
    return "story-" + hashlib.blake2b(sources[0].encode(), digest_size=4).hexdigest()


@dataclass(frozen=True)
class Evidence:
    """What one report gives the finding of stories, worked out from the report alone (the
    part that reads it): kept from one build to the next, so that after an edit only the
    edited report is read again."""

    terms: dict[str, int]  # `story_terms`
    lead: str | None  # `_lead_person`
    people: tuple[str, ...]  # the people it names in full (`_people`), in order
    names: tuple[str, ...]  # every name it gives, in order
    copy_keys: frozenset[str]  # its sentences as copies of it would print them (`_copy_keys`)


def story_evidence(article: Article) -> Evidence:
    people = _people(article)
    return Evidence(story_terms(article), _lead_person(article, people), tuple(sorted(people)),
                    tuple(sorted({_name(m) for m in article.mentions})), _copy_keys(article))


def _copy_keys(article: Article) -> frozenset[str]:
    """The report's sentences long enough to tell a copy by, as compared for copies."""
    return frozenset(key for s in article.sentences if len((key := _sentence_key(s.text)).split()) >= STORIES.copy_words)


def story_terms(article: Article) -> dict[str, int]:
    """What identifies the article's story, counted: its content words, names, dates and
    numbers, the lead twice (see the module)."""
    bag: Counter[str] = Counter()  # weights are whole counts times whole weights
    for position, sentence in enumerate(article.sentences):
        weight = 2 if position < STORIES.lead_sentences else 1
        for word in content_lemmas(sentence.text):
            bag[word] += weight
        for date in _DATE.findall(sentence.text):
            bag["date:" + date.lower()] += weight * STORIES.date_weight
        for number in _NUMBER.findall(sentence.text):
            bag["number:" + number.replace(",", "")] += weight * STORIES.number_weight
    for mention in article.mentions:
        bag["name:" + _name(mention).replace(" ", "_")] += STORIES.name_weight
    return dict(bag)


def _name(mention: Mention) -> str:
    """The name as the names index compares spellings ("Mt Cook" / "Mount Cook", "Acme Inc." /
    "Acme"): reports of one event that spell a name two ways still share it."""
    return transliteration_key(mention.key)


def _vectors(bags: list[dict[str, int]]) -> list[dict[str, float]]:
    frequency = Counter(term for bag in bags for term in bag)
    # idf against STORIES.prior_documents imaginary reports that use none of the terms: in a small
    # folder (one story) the weights stay nearly even, so its reports stay together; in a
    # large one (many stories) rare terms weigh more, as they should
    idf = {t: math.log((len(bags) + STORIES.prior_documents) / (n + 0.5)) for t, n in frequency.items()}
    vectors = []
    for bag in bags:
        vector = {t: (1 + math.log(tf)) * idf[t] for t, tf in bag.items()}
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        vectors.append({t: v / norm for t, v in vector.items()})
    return vectors


def _similar_pairs(vectors: list[dict[str, float]], sums: _Sums) -> dict[tuple[int, int], float]:
    """Cosine of each report with the STORIES.neighbours reports that share most of its STORIES.top_terms
    heaviest terms: near-linear in the folder's size. (`sums` holds the reports' vectors, one per group.)"""
    tops = [sorted(vector, key=lambda t: (-vector[t], t))[:STORIES.top_terms] for vector in vectors]
    lists: dict[str, list[int]] = defaultdict(list)
    for index, top in enumerate(tops):
        for term in top:
            lists[term].append(index)
    postings = {t: np.array(ids, dtype=np.int32) for t, ids in lists.items() if len(ids) <= STORIES.max_posting}
    pairs: dict[tuple[int, int], float] = {}
    for index, top in enumerate(tops):
        found = [postings[t] for t in top if t in postings]
        shared = np.bincount(np.concatenate(found), minlength=len(tops)) if found else np.zeros(len(tops), np.int64)
        shared[index] = 0  # counted in numpy: in a folder of one story every posting is long
        ranked = np.argsort(-shared, kind="stable")[:STORIES.neighbours]  # most shared first, ties in folder order
        new = [other for other in ranked[shared[ranked] > 0].tolist() if (min(index, other), max(index, other)) not in pairs]
        for other, similarity in zip(new, sums.dots(index, new)):
            if similarity > 0:
                pairs[(min(index, other), max(index, other))] = similarity
    return pairs


def _lead_person(article: Article, people: Counter[str]) -> str | None:
    """The report's protagonist: the person its lead names who is named most in the report, if
    any (`people`). Two arrests of one team's players, two injuries of one club's running backs
    share every word of their kind of event but this one."""
    lead = {s.anchor for s in article.sentences[:STORIES.lead_sentences]}
    named = sorted({_name(m) for m in article.mentions if m.anchor in lead and _name(m) in people},
                   key=lambda k: (-people[k], k))
    return named[0] if named else None


def _people(article: Article) -> Counter[str]:
    """The people a report names in full (or by a surname it resolves), and how often: names
    whose cues weigh more for a person than for a place or a body ("South Korea" may carry a
    weak person cue, but the gazetteer outweighs it)."""
    return Counter(_name(m) for m in article.mentions if len(m.key.split()) > 1 and _a_person(m))


def _a_person(mention: Mention) -> bool:
    votes = kind_votes(mention.cues)
    return votes["person"] > max(votes["place"], votes["organisation"])


@dataclass
class _Names:
    """Whom a group's reports lead with, whom they name at all, and every name they give
    (people, places, organisations): reports each."""

    leads: Counter[str]
    named: Counter[str]
    names: Counter[str]

    @classmethod
    def of(cls, evidence: Evidence) -> _Names:
        return cls(Counter([evidence.lead] if evidence.lead else []), Counter(evidence.people), Counter(evidence.names))

    def lead(self, size: int) -> str | None:
        """The person half of the group's `size` reports or more lead with, if one is."""
        if not self.leads:
            return None
        name, reports = min(self.leads.items(), key=lambda kv: (-kv[1], kv[0]))
        return name if 2 * reports >= size else None

    def merge(self, other: _Names) -> None:
        self.leads.update(other.leads)
        self.named.update(other.named)
        self.names.update(other.names)

    def shared(self, other: _Names) -> float:
        """The share of the names this group's reports give (counted by report) that the
        other's give too; all, when they give none (nothing then says they are about others)."""
        given = sum(self.names.values())
        return sum(n for name, n in self.names.items() if name in other.names) / given if given else 1.0


def _about_others(a: _Names, size_a: int, b: _Names, size_b: int) -> bool:
    """Whether two groups' reports lead with two people, and one group's reports mostly never
    name the other's: the reports of an earlier event do not know who the later one is about
    (a killer and his victim lead in turn in the reports of one shooting, but each names both)."""
    lead_a, lead_b = a.lead(size_a), b.lead(size_b)
    if not lead_a or not lead_b or lead_a == lead_b:
        return False
    return min(a.named[lead_b] / size_a, b.named[lead_a] / size_b) < STORIES.max_named_share


def _average_link(vectors: list[dict[str, float]], sums: _Sums, pairs: dict[tuple[int, int], float],
                  threshold: float, names: list[_Names]) -> list[list[int]]:
    """Average-link agglomerative clustering, exactly. With unit vectors the mean similarity
    across two groups is the dot product of their mean vectors, so each group keeps the sum of
    its vectors; after a merge, the new group's similarity to a neighbour follows from the two
    old ones (Lance-Williams), and is computed from the sums only when one of them is not
    known. Groups are only compared with groups their reports were found near (`pairs`).

    Two groups are not merged when they are two events of one kind (`_two_events`)."""
    members: dict[int, list[int]] = {i: [i] for i in range(len(vectors))}
    known: dict[tuple[int, int], float] = dict(pairs)  # (low, high) -> mean similarity
    near: dict[int, set[int]] = defaultdict(set)
    for a, b in pairs:
        near[a].add(b)
        near[b].add(a)

    def key(a: int, b: int) -> tuple[int, int]:
        return (a, b) if a < b else (b, a)

    def means(a: int, others: list[int]) -> list[float]:
        missing = [b for b in others if key(a, b) not in known]
        for b, product in zip(missing, sums.dots(a, missing)):
            known[key(a, b)] = product / (len(members[a]) * len(members[b]))
        return [known[key(a, b)] for b in others]

    # each group's |sum|² and the part of it that is its reports' own (1 each, 0 for an empty
    # report): the mean similarity of its reports with one another follows from the two
    inner: dict[int, float] = {i: sum(x * x for x in v.values()) for i, v in enumerate(vectors)}
    own = dict(inner)

    def cohesion(a: int) -> float:
        n = len(members[a])
        return min(STORIES.max_cohesion, (inner[a] - own[a]) / (n * (n - 1))) if n > 1 else 0.0  # one report: none

    heap = [(-similarity, a, b) for (a, b), similarity in pairs.items() if similarity >= threshold]
    heapq.heapify(heap)
    while heap:
        negative, a, b = heapq.heappop(heap)
        if a not in members or b not in members or known.get((a, b)) != -negative:
            continue  # a group that is gone, or a similarity that has changed since
        apart = _about_others(names[a], len(members[a]), names[b], len(members[b]))
        small, large = sorted((a, b), key=lambda g: len(members[g]))
        if _two_events(len(members[a]), len(members[b]), -negative, cohesion(a), cohesion(b), apart,
                       names[small].shared(names[large])):
            continue
        keep, gone = a, b
        sizes = len(members[keep]), len(members[gone])
        inner[keep] += inner.pop(gone) + 2 * -negative * sizes[0] * sizes[1]
        own[keep] += own.pop(gone)
        around = sorted((near[keep] | near[gone]) - {keep, gone})
        updated = {other: (sizes[0] * to_keep + sizes[1] * to_gone) / (sizes[0] + sizes[1])
                   for other, to_keep, to_gone in zip(around, means(keep, around), means(gone, around))}
        members[keep].extend(members.pop(gone))
        names[keep].merge(names[gone])
        sums.merge(keep, gone)
        for other in list(near.pop(gone)):
            near[other].discard(gone)
            known.pop(key(gone, other), None)
        known.pop(key(keep, gone), None)
        for other, similarity in updated.items():
            known[key(keep, other)] = similarity
            near[keep].add(other)
            near[other].add(keep)
            if similarity >= threshold:
                heapq.heappush(heap, (-similarity, *key(keep, other)))
    return sorted(members.values(), key=min)


class _Sums:
    """Each group's sum of its reports' vectors, as term ids in order and their values (numpy),
    so that a dot product is a lookup and a multiply rather than a walk in Python: a folder of
    one story of 1,000 reports asks tens of thousands of them, most of them one group's with
    many others at once (`dots`). The products are summed by math.fsum, exactly, so the result
    never depends on their order (nor on the zeros of terms only one side has), and each
    term's sum is made by one addition per merge, in merge order: the clustering is
    deterministic to the last bit."""

    def __init__(self, vectors: list[dict[str, float]]) -> None:
        vocabulary = {t: i for i, t in enumerate(sorted({t for v in vectors for t in v}))}
        self.size = len(vocabulary)
        self.ids: dict[int, np.ndarray] = {}
        self.values: dict[int, np.ndarray] = {}
        for index, vector in enumerate(vectors):
            ids = np.fromiter((vocabulary[t] for t in vector), dtype=np.int64, count=len(vector))
            order = np.argsort(ids)
            self.ids[index] = ids[order]
            self.values[index] = np.fromiter(vector.values(), dtype=np.float64, count=len(vector))[order]

    def dots(self, a: int, others: list[int]) -> list[float]:
        """`dot(a, other)` for each of `others`: group `a` spread over the whole vocabulary
        once, then each other's terms looked up in it; only the products that are not zero are
        summed (they change nothing in an exact sum, and once a group is large, most of its
        terms are ones a report lacks)."""
        if not others:
            return []
        dense = np.zeros(self.size)
        dense[self.ids[a]] = self.values[a]
        return [math.fsum(products[products != 0].tolist())
                for products in (dense[self.ids[b]] * self.values[b] for b in others)]

    def merge(self, keep: int, gone: int) -> None:
        """Add `gone`'s sum to `keep`'s: the shared terms in place, the others inserted in order."""
        ids, values = self.ids.pop(gone), self.values.pop(gone)
        at, hit = self._find(ids, self.ids[keep])
        self.values[keep][at[hit]] += values[hit]
        new = ~hit
        self.ids[keep] = np.insert(self.ids[keep], at[new], ids[new])
        self.values[keep] = np.insert(self.values[keep], at[new], values[new])

    @staticmethod
    def _find(ids: np.ndarray, among: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Where each of `ids` is, or would go, in `among`, and whether it is there."""
        at = np.searchsorted(among, ids)
        return at, among[np.minimum(at, len(among) - 1)] == ids if len(among) else np.zeros(len(ids), bool)


def _two_events(size_a: int, size_b: int, between: float, cohesion_a: float, cohesion_b: float,
                about_others: bool, shared_names: float) -> bool:
    """Two groups much less alike than each is within itself: two earthquakes, two rehab stays
    of one actress, share the words of their kind of event, but each event's reports share far
    more with one another (their mean similarity is under STORIES.min_cohesion_ratio times their
    mean cohesion). Cohesion counts at most STORIES.max_cohesion, so that two copies of one
    wire story do not split off their event; groups of one report have none; and a group under
    STORIES.comparable_size of the other's size is more often a side of the same event (a few
    reports on the rehab's owner beside many on the actress) than another event, if it gives
    the names the other gives: a small group that gives almost none of them (under
    STORIES.min_shared_names of its names, `shared_names`) is another event. When most
    reports of each group lead with a different person and one group's mostly never name the
    other's (`about_others`), they need only be under STORIES.other_lead_ratio times their
    cohesion to be two events."""
    if min(size_a, size_b) < 2:
        return False
    a_side = min(size_a, size_b) < STORIES.comparable_size * max(size_a, size_b)
    if a_side and shared_names >= STORIES.min_shared_names:
        return False
    ratio = STORIES.other_lead_ratio if about_others else STORIES.min_cohesion_ratio
    return between < ratio * (cohesion_a + cohesion_b) / 2
