"""How a figure's values relate, and which is the latest: the status of a group of claims
(single, agree, breakdown, update, conflict, with a note saying why), told from the intervals
their wording allows and the day each is of (figures/story.py groups the claims and works out
the days).

- agree: every two claims overlap ("at least 50" and "52"), or print one number hedged apart;
- breakdown: values one sentence gives add up to another value of the figure;
- update: values that do not overlap are explained by time (a later higher value, a lower
  later value of a count that can fall, a value given as risen, one replaced), or a report
  is not dated and the count may have changed between them;
- conflict: otherwise.
"""

from __future__ import annotations

import math
from collections import defaultdict

import numpy as np

from generator.figures.measures import ONLY_GROWS
from generator.model import Claim, Status


def overlap(a: Claim, b: Claim) -> bool:
    return a.low <= b.high and b.low <= a.high


UNORDERED = "the values differ and a report is not dated: the count may have changed between them"


def judged(claims: list[Claim], when: dict[tuple[str, str], str | None]) -> tuple[Status, str, bool]:
    """`status`, and whether only a report's missing date keeps values that differ from being a
    conflict (which of them is the latest is then not known)."""
    if len({c.source for c in claims}) == 1:
        return Status.SINGLE, "reported by one source", False
    parts = breakdown(claims)
    if parts:
        whole, why, unordered = judged([c for c in claims if c not in parts], when)
        if whole in (Status.CONFLICT, Status.UPDATE):
            return whole, why, unordered
        return Status.BREAKDOWN, why_breakdown(parts), False
    distinct = list({(c.source, c.text, c.low, c.high, c.update_cue): c for c in claims}.values())
    clashing, first, undated = _clashes(distinct, when)
    if not clashing:
        return Status.AGREE, "every value is compatible with every other", False
    if first:
        lower, higher = first
        day = when.get((lower.source, lower.anchor))
        if day == when.get((higher.source, higher.anchor)):
            return Status.CONFLICT, (f"“{lower.text}” and “{higher.text}” cannot both be right: both are of {day}, "
                                     "without the hour, so the count may also have changed that day"), False
        return Status.CONFLICT, f"“{lower.text}” and “{higher.text}” cannot both be right: the lower is the later", False
    if undated and not _highest_is_dated(distinct, when):
        return Status.UPDATE, UNORDERED, True
    return Status.UPDATE, "the values changed over time, or a report gives its value as an update", False


def _clashes(distinct: list[Claim], when: dict[tuple[str, str], str | None]
             ) -> tuple[bool, tuple[Claim, Claim] | None, bool]:
    """Whether any two claims' values cannot both hold; the first such pair (in the claims'
    order) that nothing explains; and whether a report's missing date explains one. A pair is
    explained by time (the values are of different days: a higher later value is an update, and
    so is a lower later one of a measure that can fall), by a missing date (the count may have
    changed between them), by a value given as risen (in its own sentence or another's giving
    the same value: "the death toll rose to 10") or by one of them replaced. One number printed
    in both ("over 170" and "170") never clashes: the outlets hedged it apart. Each claim is
    compared with all later ones at once (numpy): a figure of a story of thousands of reports
    has thousands of values."""
    low = np.array([c.low for c in distinct])
    high = np.array([c.high for c in distinct])
    printed = np.array([math.nan if c.value is None else c.value for c in distinct])
    replaced = np.array([c.superseded for c in distinct])
    risen_to = _risen_to(low, high, [c for c in distinct if c.update_cue])
    days = [when.get((c.source, c.anchor)) for c in distinct]
    ranks = {day: rank for rank, day in enumerate(sorted({d for d in days if d}))}
    dated = np.array([ranks[d] if d else -1 for d in days])
    falls = not any(c.predicate in ONLY_GROWS for c in distinct)
    clashing, undated = False, False
    for i in range(len(distinct) - 1):
        others = np.arange(i + 1, len(distinct))
        same = printed[others] == printed[i]  # "over 170" and "170": one figure, hedged apart
        below, above = (high[i] < low[others]) & ~same, (high[others] < low[i]) & ~same
        if not (below | above).any():
            continue
        clashing = True
        lower, higher = np.where(below, i, others), np.where(below, others, i)
        no_date = (dated[lower] < 0) | (dated[higher] < 0)
        later = ~no_date & (dated[higher] > dated[lower])
        fell = ~no_date & (dated[lower] > dated[higher]) & falls
        known = (high[lower] < risen_to[higher]) | later | fell | replaced[i] | replaced[others]
        explained = known | no_date
        undated = undated or bool(((below | above) & no_date & ~known).any())
        unexplained = (below | above) & ~explained
        if unexplained.any():
            k = int(np.argmax(unexplained))
            return True, (distinct[int(lower[k])], distinct[int(higher[k])]), undated
    return clashing, None, undated


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


def _highest_is_dated(claims: list[Claim], when: dict[tuple[str, str], str | None]) -> bool:
    """Whether a count that only grows has its highest value from a dated report: every undated
    value is no higher, so it came before or on that day (an undated "three deaths had been
    confirmed" precedes a dated 170), and the latest is known."""
    printed = [(c.value, c) for c in claims if c.value is not None]
    top = max((value for value, _ in printed), default=None)  # as printed: "910" and "at least 910" are one
    return top is not None and all(c.predicate in ONLY_GROWS for c in claims if c.predicate) \
        and any(value == top and when.get((c.source, c.anchor)) for value, c in printed)


def latest_claim(claims: list[Claim], when: dict[tuple[str, str], str | None]) -> Claim:
    """An update's latest value: of a count that only grows, the highest not replaced; of one
    that can fall, the one of the latest day (a number before a vague word such as "thousands",
    then given as risen, then the highest, breaking ties)."""
    current = [c for c in claims if not c.superseded] or claims
    if any(c.predicate in ONLY_GROWS for c in claims):
        return max(current, key=lambda c: (c.low, c.high, c.update_cue, when.get((c.source, c.anchor)) or ""))
    return max(current, key=lambda c: (when.get((c.source, c.anchor)) or "", c.value is not None, c.update_cue, c.low,
                                       c.high))


Span = tuple[tuple[str, int], tuple[str, int]]  # when a report's values are of: from, to ((day, 0), or just after/before it)
ANY_TIME: Span = (("", 0), ("9999", 0))


def latest_claim_undated(claims: list[Claim], when: dict[tuple[str, str], str | None], spans: dict[str, Span]
                         ) -> Claim | None:
    """An update's latest value though a report is not dated, where the dates allow it: of a
    count that only grows, its highest, where one report at least is dated (a lower value
    after it would be wrong, not newer; with no date at all, values that differ may as well be
    a conflict); of a count that can fall ("still in hospital"), the value of a report every
    other is older than: by their days, the span the story's toll gives an undated report
    (figures/story._spans_by_toll), or an undated value repeating a dated one (of that day)."""
    dated = [c for c in claims if when.get((c.source, c.anchor))]
    if any(c.predicate in ONLY_GROWS for c in claims):
        return latest_claim(claims, when) if dated else None
    if dated and all(any(_repeats(c, d) for d in dated) for c in claims if not when.get((c.source, c.anchor))):
        return latest_claim(claims, when)  # each undated value is of a day a dated report gives it
    current = [c for c in claims if not c.superseded] or claims

    def span(claim: Claim) -> Span:
        day = when.get((claim.source, claim.anchor))
        if day:
            return (day, 0), (day, 0)
        same = [when[(d.source, d.anchor)] or "" for d in dated if _repeats(claim, d)]
        return ((min(same), 0), (max(same), 0)) if same else spans.get(claim.source, ANY_TIME)

    times = {id(c): span(c) for c in claims}
    last = [c for c in current if all(times[id(o)][1] < times[id(c)][0] for o in claims
                                      if o.source != c.source and not _repeats(o, c))]
    return last[0] if last and len({c.value for c in last}) == 1 else None


def _repeats(a: Claim, b: Claim) -> bool:
    """Whether two values may be one reading of a count: as printed ("107" repeats "more than
    107"), or by their intervals."""
    return a.value == b.value or overlap(a, b)
