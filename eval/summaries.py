"""Summaries on Multi-News: is the story summary ("In brief") closer to a human summary than
the reports' own first words at the same length?

- ROUGE-1/2 F1 (the `rouge-score` package, Porter stemming) of the briefing's summary
  against the reference, per story.
- Two baselines of exactly the summary's length in words, per story: *lead*, the reports'
  text in order, cut at that length; *interleaved*, the reports' first sentences in turn
  (first of each report, then second of each...), cut at that length.
- The mean difference against the better baseline, with a 95 % paired bootstrap interval
  over stories (fixed seed, so runs are identical).
- Every summary sentence that is page furniture (web-archive notes, embed notices, sign-up
  boxes, photo credits) is listed: a judge kept here, apart from the generator's cleaner.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from generator.model import Briefing, Paragraph
from generator.text.sentences import split

from .corpus import MultiNewsStory

BOOTSTRAP_SAMPLES = 2000
SEED = 20190728
FURNITURE = re.compile(
    r"crawl|wayback machine|internet archive|archive-it|location information to your tweets|add a location to your "
    r"tweets|turn on javascript|requires javascript|sign up|newsletter|mailing list|contact details in the form|"
    r"^photo(?:graph)?:|\bphoto:|getty images|all rights reserved|click here|follow us on|share this|cookies",
    re.IGNORECASE)


@dataclass
class SummaryScores:
    stories: list[dict] = field(default_factory=list)
    furniture: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        n = len(self.stories)
        mean = lambda key: round(100 * sum(s[key] for s in self.stories) / n, 2) if n else None
        result: dict = {"stories": n, "mean_words": round(sum(s["words"] for s in self.stories) / n, 1) if n else None}
        for system in ("summary", "lead", "interleaved"):
            result[system] = {"rouge1": mean(f"{system}_r1"), "rouge2": mean(f"{system}_r2")}
        better = "lead" if (result["lead"]["rouge2"] or 0) >= (result["interleaved"]["rouge2"] or 0) else "interleaved"
        differences = [s["summary_r2"] - s[f"{better}_r2"] for s in self.stories]
        low, high = bootstrap(differences)
        result["rouge2_vs_best_baseline"] = {"baseline": better, "difference": round(100 * _mean(differences), 2),
                                             "interval95": [round(100 * low, 2), round(100 * high, 2)]}
        result["furniture_sentences"] = len(self.furniture)
        return result


def score(story: MultiNewsStory, briefing: Briefing, scorer) -> tuple[dict, list[str]]:
    summary = " ".join(statement.text for statement in briefing.summary)
    length = len(summary.split())
    reports = [file.read_text(encoding="utf-8", errors="replace") for file in story.files]
    lead = " ".join(" ".join(reports).split()[:length])
    interleaved = " ".join(_interleaved(reports).split()[:length])
    row = {"story": story.name, "reports": len(reports), "words": length}
    for system, text in (("summary", summary), ("lead", lead), ("interleaved", interleaved)):
        scores = scorer.score(story.reference, text)
        row[f"{system}_r1"] = scores["rouge1"].fmeasure
        row[f"{system}_r2"] = scores["rouge2"].fmeasure
    furniture = [f"{story.name}: {s.text[:160]}" for s in briefing.summary if FURNITURE.search(s.text)]
    return row, furniture


def _interleaved(reports: list[str]) -> str:
    """First sentence of each report, then the second of each, and so on."""
    sentences = []
    for report in reports:
        paragraphs = [Paragraph(p.strip(), i) for i, p in enumerate(report.split("\n")) if p.strip()]
        sentences.append([s.text for s in split(paragraphs)])
    ordered = [s[i] for i in range(max(map(len, sentences), default=0)) for s in sentences if i < len(s)]
    return " ".join(ordered)


def bootstrap(differences: list[float]) -> tuple[float, float]:
    """95 % percentile interval of the mean difference, resampling stories."""
    if not differences:
        return 0.0, 0.0
    generator = random.Random(SEED)
    means = sorted(_mean(generator.choices(differences, k=len(differences))) for _ in range(BOOTSTRAP_SAMPLES))
    return means[int(0.025 * BOOTSTRAP_SAMPLES)], means[int(0.975 * BOOTSTRAP_SAMPLES) - 1]


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0
