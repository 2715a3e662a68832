"""The briefing's own summary: a few verbatim sentences, each cited to every source carrying it.

Every body sentence is a candidate. Its score blends, in this order of weight:
- corroboration: how many independent sources carry it (its own and the sentences aligned
  with it, shared-copy sources counting once), relative to the best-corroborated sentence;
- centrality: whether its own article's summary chose it (see extract/summary.py);
- the lead: earlier sentences of an article score higher.
A sentence that cannot be read alone (see `standalone`) scores half. Sentences are taken
best first, skipping any aligned with one already taken or too similar to it (TF-IDF cosine
above 0.2, numbers aside: "killing at least 52" and "killing at least 50" say one thing),
so no two say the same thing; the chosen ones are shown in the order the articles tell the story.
"""

from __future__ import annotations

import math

from ..extract.summary import cosine, standalone, tfidf_vectors
from ..model import Article, SentenceIndex, Statement
from ..text.words import content_lemmas

WEIGHTS = (0.5, 0.25, 0.25)  # corroboration, centrality, lead
MAX_OVERLAP = 0.2  # TF-IDF cosine (lemmas) above which a candidate repeats a chosen sentence


def summary_length(sentences: int, minimum: int, maximum: int) -> int:
    """Half the square root of the story's sentence count, within [minimum, maximum]."""
    return max(minimum, min(maximum, math.ceil(math.sqrt(sentences) / 2)))


def story_summary(articles: list[Article] | tuple[Article, ...], index: SentenceIndex,
                  independent, minimum: int = 5, maximum: int = 8) -> list[Statement]:
    """The summary statements; `independent(sources)` counts independent sources."""
    order = {a.id: i for i, a in enumerate(articles)}
    counts: dict[int, int] = {}  # independent sources per group of identical sentences, counted once

    def count(ref: tuple[str, str]) -> int:
        group = index.group_of[ref]
        if group not in counts:
            counts[group] = independent({source for source, _ in index.carriers(ref)})
        return counts[group]

    def carriers(ref: tuple[str, str]) -> list[tuple[str, str]]:
        return [ref] + sorted(set(index.carriers(ref)[1:]), key=lambda r: (order[r[0]], r[1]))

    candidates = []
    for article in articles:
        chosen = set(article.summary)
        for position, sentence in enumerate(article.sentences):
            ref = (article.id, sentence.anchor)
            candidates.append((ref, sentence.text, position / max(1, len(article.sentences) - 1), None,
                               count(ref), sentence.anchor in chosen, position))
    if not candidates:
        return []
    best = max(c[4] for c in candidates)
    scored = []
    for ref, text, relative, _, corroborated, in_summary, position in candidates:
        score = WEIGHTS[0] * corroborated / best + WEIGHTS[1] * in_summary + WEIGHTS[2] / math.sqrt(position + 1)
        if not standalone(text):
            score *= 0.5
        scored.append((-score, order[ref[0]], position, ref, text, relative, None, corroborated))
    scored.sort()
    wanted = summary_length(len(candidates), minimum, maximum)
    shortlist = [(*item[:6], carriers(item[3]), item[7]) for item in scored[: wanted * 20]]  # enough to fill it
    vectors = dict(zip((item[3] for item in shortlist),
                       tfidf_vectors([item[4] for item in shortlist], words=content_lemmas)))
    taken: list[tuple] = []
    for item in shortlist:
        ref = item[3]
        if any(ref in other[6] or cosine(vectors[ref], vectors[other[3]]) > MAX_OVERLAP for other in taken):
            continue
        taken.append(item)
        if len(taken) == wanted:
            break
    where = {(a.id, s.anchor): i / max(1, len(a.sentences) - 1) for a in articles for i, s in enumerate(a.sentences)}
    taken.sort(key=lambda item: (_story_position(item[6], where), item[1], item[2]))
    return [Statement(text=item[4], carriers=tuple(item[6]), independent=item[7]) for item in taken]


def _story_position(carriers, index: dict[tuple[str, str], float]) -> float:
    """Where in the story a statement comes: its mean relative position across carriers."""
    positions = [index[c] for c in carriers]
    return sum(positions) / len(positions)
