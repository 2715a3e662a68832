"""A count a report gives twice: once saying what happened to the people ("133 died and 152
were injured") and once in words that do not ("the attack has left 152 people as victims",
"around 170 more people died elsewhere" after "170 people also died in other towns"). The
second is read as the first, so that one report's count is one figure, not two."""

from __future__ import annotations

from dataclasses import replace

from generator.figures.measures import PEOPLE_MEASURES, STATING_VERBS
from generator.model import Claim
from generator.thresholds import FIGURES


def restated(claims: list[Claim]) -> list[Claim]:
    """The article's claims, each count that names no measure of its own (no verb, a stating
    verb with nothing stated, or "more" of a measure) read as the count of the same value that
    another sentence of the report gives with one, when exactly one measure has that value.
    Only values of `FIGURES.restated_min` or more: two small counts of one value are often two
    counts ("five died on Monday and five more on Tuesday")."""
    measured: dict[float, dict[str, Claim]] = {}
    for claim in claims:
        if _measured(claim):
            measured.setdefault(claim.value, {}).setdefault(claim.predicate, claim)  # type: ignore[arg-type]
    return [_as(claim, measured) for claim in claims]


def _measured(claim: Claim) -> bool:
    return claim.kind == "count" and claim.value is not None and claim.predicate in PEOPLE_MEASURES \
        and not claim.superseded and not claim.span and claim.noun == "people"


def _as(claim: Claim, measured: dict[float, dict[str, Claim]]) -> Claim:
    if claim.kind != "count" or claim.value is None or claim.value < FIGURES.restated_min or claim.noun != "people" \
            or claim.span or claim.predicate in PEOPLE_MEASURES:
        return claim
    same = [c for c in measured.get(claim.value, {}).values() if c.anchor != claim.anchor]
    more = claim.predicate.removeprefix("more ")
    vague = not claim.predicate or claim.predicate in STATING_VERBS or (more != claim.predicate and more in PEOPLE_MEASURES)
    if not vague or len(same) != 1 or (more != claim.predicate and same[0].predicate != more):
        return claim
    given = same[0]
    return replace(claim, predicate=given.predicate, counted=given.counted, predicate_text=given.predicate_text)
