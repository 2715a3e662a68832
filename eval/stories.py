"""Stories on pooled corpora: every development cluster's reports in one folder, as a user
who saves a day's reports would have them. B-cubed precision, recall and F1 (Bagga &
Baldwin 1998) over all reports: for each report, the share of its found story that is in its
true story (precision) and the share of its true story that is in its found story (recall)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from generator.stories.clusters import find_stories

from .run import articles_of


def bcubed(found: dict[str, str], gold: dict[str, str]) -> dict[str, float]:
    """B-cubed precision, recall and F1 of a clustering (item -> cluster) against the gold one."""
    items = sorted(set(found) & set(gold))
    found_sizes = Counter(found[i] for i in items)
    gold_sizes = Counter(gold[i] for i in items)
    both = Counter((found[i], gold[i]) for i in items)
    precision = sum(both[(found[i], gold[i])] / found_sizes[found[i]] for i in items) / len(items)
    recall = sum(both[(found[i], gold[i])] / gold_sizes[gold[i]] for i in items) / len(items)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4)}


def score(files: dict[str, Path], gold: dict[str, str], articles: list | None = None) -> tuple[dict, list[str]]:
    """Cluster the pooled files and compare with the gold story of each (file name -> story);
    `articles`: the files already read, if they are."""
    articles = articles if articles is not None else articles_of(files)
    by_id = {a.id: a.source.file.rsplit("/", 1)[-1] for a in articles}
    stories = find_stories(articles)
    found = {by_id[source]: story.id for story in stories for source in story.sources}
    scores = bcubed(found, gold) | {"reports": len(found), "stories_found": len(stories),
                                    "stories_gold": len(set(gold.values()))}
    errors = []
    for story in stories:
        golds = Counter(gold[by_id[s]] for s in story.sources)
        if len(golds) > 1:
            errors.append(f"mixed: {story.id} holds " + ", ".join(f"{g} ×{n}" for g, n in golds.most_common()))
    split = Counter(gold.values())
    for name, size in sorted(split.items()):
        parts = {found[f] for f, g in gold.items() if g == name and f in found}
        if len(parts) > 1:
            errors.append(f"split: {name} ({size} reports) in {len(parts)} stories")
    return scores, errors


def pooled_ecbplus(folder: Path) -> tuple[dict[str, Path], dict[str, str]]:
    files = {p.name: p for p in sorted(folder.glob("*/*.txt"))}
    return files, {name: path.parent.name for name, path in files.items()}


def pooled_multinews(folder: Path) -> tuple[dict[str, Path], dict[str, str]]:
    files = {f"{p.parent.name}-{p.name}": p for p in sorted(folder.glob("*/doc*.txt"))}
    return files, {name: path.parent.name for name, path in files.items()}
