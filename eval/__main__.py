"""`python -m eval DATA [--only names,figures,quotes,summaries]`: score the generator on
the development data and write eval/results.json, the reading report and the Accuracy page."""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

from . import corpus, figures, figures_key, names, page, quotes, reprints, stories, summaries
from .run import articles_of, briefing_of

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "eval" / "results.json"
REPORT = ROOT / ".cache" / "eval" / "errors.md"
PARTS = ("names", "figures", "real_figures", "quotes", "summaries", "stories")
DATA = {
    "ecbplus": "ECB+ (Cybulska & Vossen, LREC 2014), development split: 60 sub-topics, two events per topic",
    "polnear": "PolNeAR (Newell, Margolin & Ruths, LREC 2018), development split: 210 articles of 2016 US "
               "election news from seven outlets",
    "multinews": "Multi-News (Fabbri et al., ACL 2019), development split: 50 stories of 2-10 reports with a "
                 "human-written summary",
    "figures": "real coverage of six events (36 reports, rewritten), with a hand-made key of their figures and "
               "quote speakers",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval", description=__doc__)
    parser.add_argument("data", type=Path, help="the development data folder (ecbplus/, polnear/, multinews/)")
    parser.add_argument("--only", default=",".join(PARTS), help="comma-separated parts to score (default: all)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    options = parser.parse_args(argv)
    parts = [p for p in options.only.split(",") if p]
    unknown = sorted(set(parts) - set(PARTS))
    if unknown:
        parser.error(f"unknown parts: {', '.join(unknown)}; known: {', '.join(PARTS)}")
    if not options.data.is_dir():
        parser.error(f"no data folder at {options.data}")
    results = json.loads(options.results.read_text(encoding="utf-8")) if options.results.is_file() else {}
    report: list[str] = ["# Evaluation errors (quotes the development data: never commit this file)", ""]
    for part in parts:
        started = time.perf_counter()
        scores, errors = RUNNERS[part](options.data)
        seconds = time.perf_counter() - started
        results[part] = scores
        report += [f"## {part}", "", *(f"- {e}" for e in errors), ""]
        print(f"\n{part} ({seconds:.0f} s)")
        print(table(scores))
    results["data"] = {name: {"description": text, "fingerprint": fingerprint(options.data / name)}
                       for name, text in DATA.items() if (options.data / name).is_dir()}
    results = {key: results[key] for key in sorted(results)}
    options.results.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text("\n".join(report), encoding="utf-8")
    shown = options.results.resolve()
    if shown == RESULTS:  # the Accuracy page tells the project's own results, never an experiment's
        page.write(results, ROOT / "docs")
    print(f"\nwrote {shown.relative_to(ROOT) if shown.is_relative_to(ROOT) else shown}"
          f"{', docs/accuracy.md' if shown == RESULTS else ''} and the errors to {REPORT.relative_to(ROOT)}")
    return 0


def run_names(data: Path):
    total = names.NameScores()
    for cluster in corpus.ecbplus(data / "ecbplus"):
        total.add(names.score(cluster, briefing_of(cluster.files)))
    return total.summary(), total.errors


def run_figures(data: Path):
    total = figures.FigureScores()
    for cluster in corpus.ecbplus(data / "ecbplus"):
        total.add(figures.score(cluster, briefing_of(cluster.files)))
    return total.summary(), total.errors + ["", "### Every conflict", ""] + total.conflicts


def run_real_figures(data: Path):
    total = figures_key.KeyScores()
    for event in figures_key.events(data / "figures"):
        total.add(figures_key.score(event, briefing_of(event.files)))
    return total.summary(), total.errors


def run_quotes(data: Path):
    total = quotes.QuoteScores()
    for article in corpus.polnear(data / "polnear"):
        total.add(quotes.score(article, briefing_of([article.file])))
    scores = total.summary() | {"error_kinds": dict(sorted(total.error_kinds.items()))}
    return scores, total.errors


def run_summaries(data: Path):
    from rouge_score import rouge_scorer  # evaluation-only dependency (eval/requirements.txt)

    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2"], use_stemmer=True)
    total = summaries.SummaryScores()
    for story in corpus.multinews(data / "multinews"):
        row, furniture = summaries.score(story, briefing_of(story.files), scorer)
        total.stories.append(row)
        total.furniture.extend(furniture)
    lines = [f"{r['story']}: {r['words']} words, R-2 summary {100 * r['summary_r2']:.1f} / lead "
             f"{100 * r['lead_r2']:.1f} / interleaved {100 * r['interleaved_r2']:.1f}" for r in total.stories]
    return total.summary(), ["### Furniture in summaries", "", *total.furniture, "", "### Per story", "", *lines]


def run_stories(data: Path):
    results, errors = {}, []
    reprinted = reprints.ReprintScores()
    for name, pool in (("ecbplus", stories.pooled_ecbplus(data / "ecbplus")),
                       ("multinews", stories.pooled_multinews(data / "multinews"))):
        articles = articles_of(pool[0])
        scores, found = stories.score(*pool, articles=articles)
        results[name] = scores
        errors += [f"### {name}", "", *found, ""]
        reprinted.add(reprints.score(*pool, articles))
    results["reprints"] = reprinted.summary()
    return results, errors + ["### reprints", "", *reprinted.errors, ""]


RUNNERS = {"names": run_names, "figures": run_figures, "real_figures": run_real_figures, "quotes": run_quotes,
           "summaries": run_summaries, "stories": run_stories}


def fingerprint(folder: Path) -> str:
    """A digest of the data's files (names and bytes), so a result says which data it is from."""
    digest = hashlib.sha256()
    for file in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(file.relative_to(folder).as_posix().encode())
        digest.update(hashlib.sha256(file.read_bytes()).digest())
    return digest.hexdigest()[:16]


def table(scores: dict, indent: str = "  ") -> str:
    lines = []
    for key, value in scores.items():
        if isinstance(value, dict):
            lines.append(f"{indent}{key}:")
            lines.append(table(value, indent + "  "))
        else:
            lines.append(f"{indent}{key:<28} {value}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
