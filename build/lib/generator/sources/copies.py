"""How much copy each pair of sources shares, and which are really one wire story.

A source's text becomes the set of its word 5-grams (shingles). The similarity of two
sources is their containment: the shingles they share over the shingles of the shorter,
so a short rewrite of a long wire story scores as high as an identical copy. Pairs are
counted through an inverted index of shingles (a shingle in more than COPY.max_posting sources
is boilerplate and skipped): linear in the total text, plus the pairs that actually share
copy. Every pair gets a score, 0 when nothing is shared.

Sources at or above COPY.shared_copy share copy: one is derived from the other, or both from
the same wire story. Clusters of sources linked that way count as one source when the
briefing counts independent corroboration.
"""

from __future__ import annotations

import functools
import re

import numpy as np

from generator.groups import DisjointSets
from generator.model import Article, Overlap
from generator.thresholds import COPY


def shingles(text: str) -> set[int]:
    """The text's word 5-grams, hashed (in-process only: the counts, not the hashes, are kept)."""
    words = re.findall(r"\w+", text.lower())
    return {hash(tuple(words[i:i + COPY.shingle])) for i in range(max(0, len(words) - COPY.shingle + 1))}


def overlaps(articles: list[Article] | tuple[Article, ...]) -> list[Overlap]:
    """Every pair of sources with its containment score, in source order. With more than
    COPY.all_pairs_max sources, only pairs sharing at least COPY.min_listed of the shorter's copy
    are listed: in a story of thousands of reports most pairs share a phrase or two, and
    millions of such pairs would cost more than the whole briefing and tell nothing.

    The shingles of all sources go into one array, sorted, so that equal shingles sit side
    by side: memory is two machine words per shingle, not a set and a posting list each."""
    hashes, owners, sizes = [], [], []
    for index, article in enumerate(articles):
        values = np.fromiter(shingles(" ".join(s.text for s in article.sentences)), dtype=np.int64)
        hashes.append(values)
        owners.append(np.full(len(values), index, dtype=np.int32))
        sizes.append(len(values))
    count = len(articles)
    complete = count <= COPY.all_pairs_max
    floor = 0.0 if complete else COPY.min_listed
    shared = _pair_counts(np.concatenate(hashes), np.concatenate(owners), np.array(sizes), floor) if hashes else {}
    pairs = [(i, j) for i in range(count) for j in range(i + 1, count)] if complete else sorted(shared)
    result = []
    for i, j in pairs:
        score = round(shared.get((i, j), 0) / (min(sizes[i], sizes[j]) or 1), 4)
        if complete or score >= floor:
            result.append(Overlap(articles[i].id, articles[j].id, score, score >= COPY.shared_copy))
    return result


_CHUNK = 4_000_000  # pairs counted at a time: the memory of counting stays bounded


def _pair_counts(flat: np.ndarray, owner: np.ndarray, sizes: np.ndarray, floor: float) -> dict[tuple[int, int], int]:
    """How many shingles each pair of sources shares, for the pairs sharing about `floor` of
    the shorter's shingles or more. Sorting puts each shingle's sources side by side (in source
    order: the sort is stable); the pairs of each run are made by numpy and counted a chunk at
    a time, since a wire sentence in a hundred reports makes 4,950 pairs."""
    count = len(sizes)
    order = np.argsort(flat, kind="stable")
    flat, owner = flat[order], owner[order].astype(np.int64)
    edges = np.flatnonzero(np.diff(flat)) + 1
    starts = np.concatenate(([0], edges))
    ends = np.concatenate((edges, [len(flat)]))
    run = ends - starts
    kept = (run > 1) & (run <= COPY.max_posting)
    values, counts = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    codes: list[np.ndarray] = []
    pending = 0
    for begin, end in zip(starts[kept].tolist(), ends[kept].tolist()):
        first, second = _pairs_of(end - begin)
        members = owner[begin:end]
        codes.append(members[first] * count + members[second])
        pending += len(first)
        if pending >= _CHUNK:
            values, counts = _counted(values, counts, codes)
            codes, pending = [], 0
    values, counts = _counted(values, counts, codes)
    first, second = values // count, values % count
    if floor:  # the exact test, on the rounded score, is the caller's
        near = counts >= (floor - 1e-4) * np.maximum(np.minimum(sizes[first], sizes[second]), 1)
        first, second, counts = first[near], second[near], counts[near]
    return {(i, j): n for i, j, n in zip(first.tolist(), second.tolist(), counts.tolist())}


def _counted(values: np.ndarray, counts: np.ndarray, codes: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Pairs counted so far (`values`, `counts`) with the pairs in `codes` added."""
    if not codes:
        return values, counts
    new, seen = np.unique(np.concatenate(codes), return_counts=True)
    merged, where = np.unique(np.concatenate((values, new)), return_inverse=True)
    return merged, np.bincount(where, weights=np.concatenate((counts, seen))).astype(np.int64)


@functools.cache
def _pairs_of(size: int) -> tuple[np.ndarray, np.ndarray]:
    """The positions (i, j), i < j, of every pair among `size` items."""
    return np.triu_indices(size, 1)


def copy_clusters(ids: list[str], pairs: list[Overlap]) -> list[list[str]]:
    """Groups of sources joined by shared copy (each source in exactly one group), largest first."""
    position = {ident: i for i, ident in enumerate(ids)}
    sets = DisjointSets(len(ids))
    for pair in pairs:
        if pair.shared_copy:
            sets.join(position[pair.a], position[pair.b])
    groups = sorted(sets.groups(), key=lambda group: (-len(group), group[0]))
    return [[ids[i] for i in group] for group in groups]
