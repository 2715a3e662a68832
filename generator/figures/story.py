"""Group the claims of all sources into figures: one per measure, with agreement shown.

Grouping (no rule is written for any story):
1. Blocking: claims are bucketed by kind and counted noun class ("people", "children",
   "bodies"), so only claims that could be about the same measure are ever compared:
   the cost is the sum of the buckets' squares, not the square of all claims.
2. Within a bucket, claims are taken most specific first and each joins the group it is
   most similar to, provided it is compatible with *every* member:
   - the same predicate class ("killed", "wounded", "fled"), or one of the two has none
     and their sentences are clearly about the same thing;
   - the same object where both have one ("fled the country" is not "fled their homes");
   - no conflicting place: two different cities, or two different venues;
   - the same stretch of time, where either says one and their values differ ("eight points
     in the first half" is not the game's 18; see `Claim.span`);
   - the same year, where either is dated to another than the story's and their values differ
     ("a quake in 1998 killed 300" is never set against today's toll; see `_era`);
   - the same order of magnitude: the intervals come within a factor of 10 of each other
     (52 dead is not "thousands");
   - no report would give two values that cannot both hold (one article's "seven" and
     "four" count different things), unless one is presented as an update;
   - values that differ are set side by side only when both claims say what they count and
     what happened to it ("52 people killed"); a bare "nine" that differs is another measure;
   and its sentence shares enough content words with a member's (cosine of lemma sets;
   the same number counts in favour), more of them when a predicate is missing or when
   the claim and the group name places (cities, regions) and none in common, unless they
   share a place.
3. Status, with every claim read as an interval (see `text/numbers.py`):
   - single: all claims come from one source;
   - agree: every two claims overlap ("at least 50" and "52" agree);
   - update: claims that do not overlap are explained by time — the higher one is
     published later, or its sentence (or another report's sentence giving the same value)
     presents it as an update ("latest official count", "the toll rose to 10");
   - conflict: otherwise ("50 people were killed" and "52 people were killed"); where a report
     of the pair is not dated, its note says the count may also have changed between them.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter, defaultdict
from dataclasses import replace

import numpy as np

from generator.figures.measures import PREDICATE_CLASSES
from generator.model import FIGURE_KINDS, Article, Claim, Figure, Status
from generator.text.lexicon import NEWS_AGENCIES, is_adverb
from generator.text.numbers import QUANTITY_WORDS
from generator.text.words import verb_lemma, without_possessive
from generator.thresholds import FIGURES

MEASURES = set(PREDICATE_CLASSES.values())


def group_figures(articles: list[Article] | tuple[Article, ...]) -> list[Figure]:
    """Every figure of the story, most disputed and most widely reported first."""
    published = {a.id: a.metadata.published for a in articles}
    order = {a.id: i for i, a in enumerate(articles)}
    years = [int(p[:4]) for p in published.values() if p and p[:4].isdigit()]
    current = max(years) if years else None
    home = _home_country(articles)
    buckets: dict[tuple[str, str, str], list[Claim]] = defaultdict(list)
    for article in articles:
        for claim in article.claims:
            if claim.kind in FIGURE_KINDS:
                buckets[(claim.kind, claim.noun, _abroad(claim, home))].append(claim)
    figures: list[Figure] = []
    for key in sorted(buckets):
        for members in _cluster(buckets[key], order, current):
            figures.append(_figure(members, published))
    figures = _distinct_labels(figures, {(a.id, s.anchor): s.text for a in articles for s in a.sentences})
    rank = {status: i for i, status in enumerate(Status)}
    figures.sort(key=lambda f: (rank[f.status], -len(f.sources), f.label, f.id))
    return figures


def _era(claim: Claim, current: int | None) -> int:
    """0 for the story's own time; the year for a figure its sentence dates to another year ("a
    quake in 1998 killed 2,000"), which is context, never set against today's count: it joins a
    count of no year only when they agree (a trial's "wounding three others in 2019" and another
    report's "wounded three others at the depot"). With no publication date to tell the story's year, any
    dated figure counts as of another year."""
    return 0 if claim.year is None or claim.year == current else claim.year


def _home_country(articles: list[Article] | tuple[Article, ...]) -> str | None:
    """The country the story's figures are placed in most often ("in southern Iran"), if one is."""
    counts = Counter(p for a in articles for c in a.claims for p in c.places if p.startswith("country:"))
    ranked = counts.most_common(2)
    return ranked[0][0] if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]) else None


def _abroad(claim: Claim, home: str | None) -> str:
    """"" for the story's own country; the country of a figure placed only in others ("a dozen
    died in a flood in northern Spain", in a story of a flood in France),
    which is another event and never compared with the story's counts."""
    countries = [p for p in claim.places if p.startswith("country:")]
    return countries[0] if home and countries and home not in countries else ""


def _cluster(claims: list[Claim], order: dict[str, int], current: int | None) -> list[list[Claim]]:
    """Complete-link clustering of a bucket's claims (see the module's rules).

    Claims that read identically (wire copy repeats sentences word for word) are clustered
    once, as one reading; a reading is compared only with the groups that share a word of
    its sentence, found through an index of words.
    """
    readings: dict[tuple, list[Claim]] = {}
    for claim in claims:
        signature = (claim.predicate, claim.objects, claim.places, claim.context, claim.low, claim.high, claim.counted)
        readings.setdefault(signature, []).append(claim)

    def specificity(same: list[Claim]) -> tuple:
        claim = same[0]
        return (not claim.predicate, not claim.places, not claim.counted, order[claim.source], claim.anchor)

    groups: list[list[Claim]] = []  # distinct readings, one claim each
    members: list[list[Claim]] = []  # every claim
    by_source: list[dict[str, list[Claim]]] = []  # every claim, by report: a report's own are compared
    by_word: dict[str, set[int]] = defaultdict(set)
    for same in sorted(readings.values(), key=specificity):
        claim = same[0]
        best, best_score = None, 0.0
        for index in sorted(set().union(*(by_word[w] for w in claim.context)) if claim.context else range(len(groups))):
            group = groups[index]
            if not all(compatible(claim, member, current) for member in group) or _contradicts_itself(same, by_source[index]) \
                    or _unsure_difference(claim, group):
                continue
            score = max(similarity(claim, member) for member in group)
            if any(claim.value is not None and claim.value == m.value for m in group):
                score += FIGURES.same_value_bonus
            mine, theirs = _named([claim]), _named(group)
            shared_place = any(set(claim.places) & set(m.places) for m in group)
            sure = shared_place or (
                all(claim.predicate and m.predicate for m in group) and not (mine and theirs and not mine & theirs)
            )
            needed = FIGURES.min_context if sure else FIGURES.min_context_strict
            if score >= needed and score > best_score:
                best, best_score = index, score
        if best is None:
            best = len(groups)
            groups.append([])
            members.append([])
            by_source.append(defaultdict(list))
        groups[best].append(claim)
        members[best].extend(same)
        for one in same:
            by_source[best][one.source].append(one)
        for word in claim.context:
            by_word[word].add(best)
    return members


def compatible(a: Claim, b: Claim, current: int | None = None) -> bool:
    """Whether two claims can be about the same measure (see the module's rules); `current`:
    the story's year (see `_era`)."""
    if a.kind != b.kind or a.noun != b.noun:
        return False
    if a.predicate and b.predicate and a.predicate != b.predicate:
        return False
    if a.objects and b.objects and a.objects != b.objects:
        return False
    if _another_time(a.span, b.span, a, b) or _another_time(_era(a, current), _era(b, current), a, b):
        return False  # "seven points in the first half" is not the game's 14; "killed 2,000 in 1998" is not today's toll
    if a.subject and b.subject and a.subject.lower() != b.subject.lower():
        return False  # "Okafor scored 19 points", "Clark scored 16 points": two players' counts
    for tier in ("city:", "venue:", "country:"):
        left = {p for p in a.places if p.startswith(tier)}
        right = {p for p in b.places if p.startswith(tier)}
        if left and right and not left & right:
            return False
    return a.kind != "count" or _same_scale(a, b)


def _another_time(left: object, right: object, a: Claim, b: Claim) -> bool:
    """Whether two claims count over different times (`left`, `right`: their stretches, or
    their eras): when both name one, or when one does and their values differ (a count that
    names no time joins one that does only when they agree)."""
    return left != right and (bool(left and right) or not overlap(a, b))


def _same_scale(a: Claim, b: Claim) -> bool:
    """Within a factor of FIGURES.max_ratio: by the printed values where both print one ("as many
    as 2,000" is in the thousands, though it allows anything up to 2,000), else by the intervals."""
    if a.value and b.value:
        return max(a.value, b.value) <= FIGURES.max_ratio * min(a.value, b.value)
    return not (a.low > b.high * FIGURES.max_ratio or b.low > a.high * FIGURES.max_ratio)


def _unsure_difference(claim: Claim, group: list[Claim]) -> bool:
    """Different values are set side by side only when both say what they count and what
    happened to it ("52 people killed" / "50 people killed"); a bare "nine" or "15 points"
    that differs from the group's values is more likely another measure than a conflict, and
    so is what an unnamed "he" did ("He scored six touchdowns": which player?)."""
    return any(not overlap(claim, m) and not (_specific(claim) and _specific(m)) for m in group)


def _specific(claim: Claim) -> bool:
    return bool(claim.predicate and claim.counted) and not claim.agent_unnamed


def _contradicts_itself(claims: list[Claim], group: dict[str, list[Claim]]) -> bool:
    """Whether joining would make one report give two values that cannot both hold for one
    measure ("seven" and "four" in one article count different things), unless one of them
    is presented as an update ("rose from 5 to 24"). `group`: the group's claims by report."""
    return any(not overlap(c, m) and not (c.update_cue or m.update_cue)
               for c in claims for m in group.get(c.source, ()))


def similarity(a: Claim, b: Claim) -> float:
    """How alike the two sentences are: cosine of their content-lemma sets."""
    left, right = set(a.context), set(b.context)
    if not left or not right:
        return 0.0
    return len(left & right) / math.sqrt(len(left) * len(right))


def _named(claims: list[Claim]) -> set[str]:
    """The named places (cities, regions) of some claims, whatever the key's tier; a country
    holds them ("in eastern Ukraine" and "in the Donbas" may be one place)."""
    return {p.split(":", 1)[1] for c in claims for p in c.places if not p.startswith(("venue:", "country:"))}


def overlap(a: Claim, b: Claim) -> bool:
    return a.low <= b.high and b.low <= a.high


def status(claims: list[Claim], published: dict[str, str | None]) -> tuple[Status, str]:
    """(status, why) for one figure's claims."""
    if len({c.source for c in claims}) == 1:
        return Status.SINGLE, "reported by one source"
    parts = breakdown(claims)
    if parts:
        whole, why = status([c for c in claims if c not in parts], published)
        if whole in (Status.CONFLICT, Status.UPDATE):
            return whole, why
        return Status.BREAKDOWN, why_breakdown(parts)
    distinct = list({(c.source, c.text, c.low, c.high, c.update_cue): c for c in claims}.values())
    clashing, first = _clashes(distinct, published)
    if not clashing:
        return Status.AGREE, "every value is compatible with every other"
    if first:
        lower, higher = first
        day, other_day = published.get(lower.source), published.get(higher.source)
        if day and day == other_day:
            return Status.CONFLICT, (f"“{lower.text}” and “{higher.text}” cannot both be right at one time; both reports "
                                     f"are dated {day}, without the hour, so the count may also have changed that day")
        if day and other_day:
            return Status.CONFLICT, f"“{lower.text}” and “{higher.text}” cannot both be right"
        return Status.CONFLICT, (f"“{lower.text}” and “{higher.text}” cannot both be right at one time; a report "
                                 "is not dated, so the count may also have changed between them")
    return Status.UPDATE, "the higher value is later or is given as an updated count"


def _clashes(distinct: list[Claim], published: dict[str, str | None]) -> tuple[bool, tuple[Claim, Claim] | None]:
    """Whether any two claims' values cannot both hold, and the first such pair (in the
    claims' order) that nothing explains: the higher value neither published later, nor given
    as risen (in its own sentence or another's giving the same value: "the death toll rose to
    10"), nor one of them replaced. Each claim is compared with all later ones at once (numpy):
    a figure of a story of thousands of reports has thousands of values."""
    low = np.array([c.low for c in distinct])
    high = np.array([c.high for c in distinct])
    replaced = np.array([c.superseded for c in distinct])
    risen_to = _risen_to(low, high, [c for c in distinct if c.update_cue])
    dates = {date: rank for rank, date in enumerate(sorted({str(published[c.source]) for c in distinct
                                                             if published.get(c.source)}))}
    dated = np.array([dates[str(published[c.source])] if published.get(c.source) else -1 for c in distinct])
    clashing = False
    for i in range(len(distinct) - 1):
        others = np.arange(i + 1, len(distinct))
        below, above = high[i] < low[others], high[others] < low[i]
        if not (below | above).any():
            continue
        clashing = True
        lower, higher = np.where(below, i, others), np.where(below, others, i)
        later = (dated[lower] >= 0) & (dated[higher] > dated[lower])
        explained = (high[lower] < risen_to[higher]) | later | replaced[i] | replaced[others]
        unexplained = (below | above) & ~explained
        if unexplained.any():
            k = int(np.argmax(unexplained))
            return True, (distinct[int(lower[k])], distinct[int(higher[k])])
    return clashing, None


def _risen_to(low: np.ndarray, high: np.ndarray, updated: list[Claim]) -> np.ndarray:
    """For each claim (its interval, `low` to `high`), the highest value given as risen
    (`updated`) that its value is compatible with, else -inf: a table of claims by updates,
    a block of claims at a time, so that it stays small."""
    result = np.full(len(low), -math.inf)
    if not updated:
        return result
    up_low, up_high = np.array([u.low for u in updated]), np.array([u.high for u in updated])
    block = max(1, 1_000_000 // len(updated))
    for start in range(0, len(low), block):
        meets = (up_low <= high[start:start + block, None]) & (low[start:start + block, None] <= up_high)
        result[start:start + block] = np.where(meets, up_low, -math.inf).max(axis=1)
    return result


def breakdown(claims: list[Claim]) -> list[Claim]:
    """Values one report gives in one sentence for one measure that add up to another value of
    the figure ("38 were killed on the spot and 12 died in hospital" beside "killed 50"): the
    parts of that total, never in conflict with it."""
    by_sentence: dict[tuple[str, str], list[Claim]] = defaultdict(list)
    for claim in claims:
        if claim.value is not None:
            by_sentence[(claim.source, claim.anchor)].append(claim)
    parts: list[Claim] = []
    for same in by_sentence.values():
        values = sorted({c.value for c in same if c.value is not None})
        if len(values) < 2:
            continue
        if len(values) > 2 and values[-1] == sum(values[:-1]):  # "killed 50: 38 on the spot and 12 died in hospital"
            parts.extend(c for c in same if c.value != values[-1])
        elif any(c.value not in values and c.high != math.inf and c.low <= sum(values) <= c.high for c in claims):
            parts.extend(same)
    return parts


def why_breakdown(parts: list[Claim]) -> str:
    """The note of a breakdown: which values are the parts."""
    by_sentence: dict[tuple[str, str], list[str]] = defaultdict(list)
    for part in parts:
        if part.text not in by_sentence[(part.source, part.anchor)]:
            by_sentence[(part.source, part.anchor)].append(part.text)
    first = next(iter(by_sentence.values()))
    return f"{' and '.join(f'“{text}”' for text in first)} are parts of the total the other values give"


def _figure(claims: list[Claim], published: dict[str, str | None]) -> Figure:
    state, why = status(claims, published)
    label = figure_label(claims)
    digest = hashlib.blake2b("|".join(f"{c.source}#{c.anchor}#{c.text}" for c in claims).encode(), digest_size=4)
    current = [c for c in claims if not c.superseded] or claims
    latest = max(current, key=lambda c: (c.low, c.high, c.update_cue, str(published.get(c.source) or ""))).text \
        if state == Status.UPDATE else None  # each clash is explained by the higher value being newer or a replaced one
    parts = tuple(breakdown(claims)) if state == Status.BREAKDOWN else ()
    return Figure(id=f"fig-{digest.hexdigest()}", label=label, kind=claims[0].kind, status=state,
                  claims=tuple(claims), note=why, latest=latest, parts=parts)


def figure_label(claims: list[Claim]) -> str:
    """What the figure counts, in the sources' own words where possible ("people killed")."""
    counted = Counter(c.counted.lower() if not c.counted[:1].isupper() else c.counted for c in claims if c.counted)
    share = claims[0].kind == "percent"
    noun = counted.most_common(1)[0][0] if counted else claims[0].noun or ("" if share else claims[0].kind)
    predicates = Counter(c.predicate for c in claims if c.predicate)
    predicate = predicates.most_common(1)[0][0] if predicates else ""
    if predicate and predicate not in MEASURES:
        printed = Counter(c.predicate_text.lower() for c in claims if c.predicate == predicate)
        predicate = printed.most_common(1)[0][0]
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
    """The one venue the claims give, else the one named place, else none."""
    for tier in ("venue:", "city:", "name:"):
        printed = {c.place for c in claims if c.place and any(p.startswith(tier) for p in c.places)}
        if len(printed) == 1:
            return printed.pop()
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


def _distinct_labels(figures: list[Figure], sentences: dict[tuple[str, str], str]) -> list[Figure]:
    """Figures that would share a label get the word that sets their sentences apart: never a
    quantity, nor the agency a report cites ("told AFP" says who reported it, not what), nor an
    adverb ("count, calmly" says how a sentence was told, not what is counted); the
    word as the sentences print it (`sentences`: each sentence's text by source and anchor)."""
    by_label: dict[str, list[Figure]] = defaultdict(list)
    for figure in figures:
        by_label[figure.label].append(figure)
    renamed: dict[str, str] = {}
    for label, same in by_label.items():
        if len(same) < 2:
            continue
        told = _told_apart(same, label)
        renamed.update(told)
        same = [f for f in same if f.id not in told]
        counts = [Counter(w for c in f.claims for w in set(c.context) if not any(part.startswith(w) for part in label.split())
                          and w not in QUANTITY_WORDS and w.lower() not in NEWS_AGENCIES
                          and not (is_adverb(w) and _as_printed(w, f, sentences).islower()))  # "July", "Kelly": names
                  for f in same]
        for figure, word in zip(same, _unshared(counts)):
            if word:
                renamed[figure.id] = f"{label}, {_as_printed(word, figure, sentences)}"
    return [replace(f, label=renamed.get(f.id, f.label)) for f in figures]


_LETTERS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def _as_printed(word: str, figure: Figure, sentences: dict[tuple[str, str], str]) -> str:
    """A sentence word (kept as a lemma, "angel") as a name, when the figure's sentences print
    it as one, capitalised inside the sentence ("Angels"): a label names a team or a person as
    the reports do; any other word stays as the lemma."""
    for claim in figure.claims:
        words = _LETTERS.findall(sentences.get((claim.source, claim.anchor), ""))
        printed = next((w for w in words[1:] if w[:1].isupper() and verb_lemma(w).lower() == word.lower()), None)
        if printed:
            return without_possessive(printed)
    return word
