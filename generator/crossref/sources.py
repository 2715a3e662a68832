"""How much copy each pair of sources shares, and which are really one wire story.

A source's text becomes the set of its word 5-grams (shingles). The similarity of two
sources is their containment: the shingles they share over the shingles of the shorter,
so a short rewrite of a long wire story scores as high as an identical copy. Pairs are
counted through an inverted index of shingles (a shingle in more than MAX_POSTING sources
is boilerplate and skipped): linear in the total text, plus the pairs that actually share
copy. Every pair gets a score, 0 when nothing is shared.

Sources at or above SHARED_COPY share copy: one is derived from the other, or both from
the same wire story. Clusters of sources linked that way count as one source when the
briefing counts independent corroboration.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..model import Article, Overlap

SHINGLE = 5
ALL_PAIRS_MAX = 100  # up to this many sources every pair is listed; beyond, only pairs that share copy
SHARED_COPY = 0.2  # see the closing note of issue 6 and the About page for how it was chosen
MAX_POSTING = 100


def shingles(text: str) -> set[int]:
    """The text's word 5-grams, hashed (in-process only: the counts, not the hashes, are kept)."""
    words = re.findall(r"\w+", text.lower())
    return {hash(tuple(words[i:i + SHINGLE])) for i in range(max(0, len(words) - SHINGLE + 1))}


def overlaps(articles: list[Article] | tuple[Article, ...]) -> list[Overlap]:
    """Every pair of sources with its containment score, in source order. With more than
    ALL_PAIRS_MAX sources, pairs that share no shingle at all (similarity 0) are left out:
    listing millions of zeros would cost more than the whole briefing."""
    sets = {a.id: shingles(" ".join(s.text for s in a.sentences)) for a in articles}
    postings: dict[int, list[str]] = defaultdict(list)
    for ident, values in sets.items():
        for value in values:
            postings[value].append(ident)
    shared: Counter[tuple[str, str]] = Counter()
    for owners in postings.values():
        if 1 < len(owners) <= MAX_POSTING:
            for i, a in enumerate(owners):
                for b in owners[i + 1:]:
                    shared[(a, b) if a < b else (b, a)] += 1
    ids = [a.id for a in articles]
    position = {ident: i for i, ident in enumerate(ids)}
    if len(ids) <= ALL_PAIRS_MAX:
        pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]]
    else:
        pairs = sorted(((a, b) if position[a] < position[b] else (b, a) for a, b in shared),
                       key=lambda p: (position[p[0]], position[p[1]]))
    result = []
    for a, b in pairs:
        key = (a, b) if a < b else (b, a)
        smaller = min(len(sets[a]), len(sets[b])) or 1
        score = round(shared[key] / smaller, 4)
        result.append(Overlap(a, b, score, score >= SHARED_COPY))
    return result


def copy_clusters(ids: list[str], pairs: list[Overlap]) -> list[list[str]]:
    """Groups of sources joined by shared copy (each source in exactly one group)."""
    parent = {i: i for i in ids}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for pair in pairs:
        if pair.shared_copy:
            parent[find(pair.b)] = find(pair.a)
    groups: dict[str, list[str]] = defaultdict(list)
    for ident in ids:
        groups[find(ident)].append(ident)
    return sorted(groups.values(), key=lambda g: (-len(g), ids.index(g[0])))
