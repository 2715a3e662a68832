"""Figures on ECB+: do the numbers of one gold count chain land in one figure group, with
a status that fits, and which groups does the briefing mark as conflicts?

- A *count chain* is a gold chain of people with two or more mentions that open with a
  number ("five people", "24 dead", "dozens"; not an age or "a mother of 12").
- A mention lands in the figure whose claim overlaps it on the file's characters.
- *Grouped*: every claim found for the chain's mentions is in one figure (and at least two
  mentions were found). *Status fits*: "agree" (or "single") when the chain's numbers are
  equal, "update" when they differ: the mentions of one gold chain count the same people,
  so different numbers are a count that changed (ECB+ does not record which outlet said
  what when, so a difference read as a conflict is listed for reading, not judged).
- Every figure marked *conflict* is listed with its claims, for reading.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from generator.model import Briefing

from .corpus import EcbCluster
from .run import overlap, place
from .tally import Tally, share

NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|"
                    r"fifty|hundred|hundreds|thousand|thousands|dozen|dozens|million)\b", re.IGNORECASE)
PARTICIPANTS = ("HUMAN_PART_PER", "HUMAN_PART_GENERIC", "HUMAN_PART_MET")  # counts of people
# a count states its number first ("five people", "at least 24 dead", "Dozens"); an age,
# a rank or a number inside a description ("a mother of 12") is not a count
COUNT = re.compile(rf"^\W*(?:the\s+|some\s+|about\s+|at least\s+|more than\s+|over\s+|nearly\s+)?"
                   rf"(?:{NUMBER.pattern})(?![\w-]*year-old)", re.IGNORECASE)


@dataclass
class FigureScores(Tally):
    chains: int = 0
    found: int = 0  # chains with two or more of their numbers found as claims
    grouped: int = 0
    status_fits: int = 0
    statuses: Counter = field(default_factory=Counter)  # status of the grouped chains' figure
    figures: Counter = field(default_factory=Counter)  # every figure's status
    errors: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {
            "count_chains": self.chains,
            "count_chains_found": self.found,
            "count_chains_grouped": self.grouped,
            "grouped_share": share(self.grouped, self.found),
            "status_fits": self.status_fits,
            "grouped_statuses": dict(sorted(self.statuses.items())),
            "figure_statuses": dict(sorted(self.figures.items())),
        }


def score(cluster: EcbCluster, briefing: Briefing) -> FigureScores:
    result = FigureScores()
    claims = _claim_spans(briefing)
    figure_of = {(c.source, c.anchor, c.text): f for f in briefing.figures for c in f.claims}
    for figure in briefing.figures:
        result.figures[figure.status] += 1
        if figure.status == "conflict":
            result.conflicts.append(f"{cluster.name}: conflict '{figure.label}': " + " | ".join(
                f"{c.source}: {c.text}" for c in figure.claims))
    for chain in cluster.chains:
        if not chain.type.startswith(PARTICIPANTS):
            continue
        numeric = [m for m in chain.mentions if COUNT.search(m.text)]
        if len(numeric) < 2:
            continue
        result.chains += 1
        landed: list = []
        for mention in numeric:
            hits = [c for (start, end, c) in claims.get(mention.doc, []) if overlap((start, end), (mention.start, mention.end))]
            landed.extend((mention.text, figure_of.get((c.source, c.anchor, c.text))) for c in hits)
        shown = "; ".join(f"'{text}' -> {f.label + ' (' + f.status + ')' if f else '(no figure)'}" for text, f in landed)
        figures = {f.id for _, f in landed if f}
        if len(landed) < 2:
            result.errors.append(f"{cluster.name}: count chain not found ({chain.type}): "
                                 + ", ".join(m.text for m in numeric) + (f" [{shown}]" if shown else ""))
            continue
        result.found += 1
        if len(figures) == 1 and all(f for _, f in landed):
            result.grouped += 1
            figure = landed[0][1]
            result.statuses[figure.status] += 1
            values = {(c.low, c.high) for c in figure.claims}
            fits = figure.status in (("agree", "single") if len(values) == 1 else ("update",))
            result.status_fits += fits
            if not fits:
                result.errors.append(f"{cluster.name}: count chain grouped with status {figure.status}: {shown}")
        else:
            result.errors.append(f"{cluster.name}: count chain split: {shown}")
    return result


def _claim_spans(briefing: Briefing) -> dict[str, list]:
    """doc -> (start, end, claim) on the source text's characters."""
    spans: dict[str, list] = defaultdict(list)
    for article in briefing.articles:
        placed = place(article)
        sentences = {s.anchor: s for s in article.sentences}
        for claim in article.claims:
            sentence = sentences[claim.anchor]
            at = sentence.text.find(claim.text)
            where = placed.span(sentence, at, at + len(claim.text)) if at >= 0 else None
            if where:
                spans[placed.doc].append((*where, claim))
    return spans
