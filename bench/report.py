"""Write the docs' Performance page from bench/results.json: the numbers are never typed by hand.

    python -m bench.report      # after `make bench`, which also calls it
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"share": 0.25, "growth": 12.0, "thousand_s": 10.0, "memory_mb": 1024.0, "incremental_s": 2.0,
           "browser_s": 5.0, "site_cold_s": 25.0, "site_edit_s": 5.0, "site_unchanged_s": 3.0,
           "site_cold_5000_s": 150.0, "serve_s": 10.0}


def _seconds(row: dict, key: str) -> str:
    """A measure of this row, or a dash where the run that made it did not measure it."""
    return f"{row[key]:.2f}" if key in row else "–"


def synthetic(rows: list[dict]) -> list[dict]:
    """The rows of the benchmark's own corpora (not a real folder's)."""
    return [r for r in rows if "folder" not in r]


def growth(rows: list[dict], key: str) -> list[tuple[int, int, float]]:
    """(from, to, factor per 10x articles) between consecutive sizes of at least 100 articles."""
    sized = [r for r in synthetic(rows) if r["articles"] >= 100]
    result = []
    for a, b in zip(sized, sized[1:]):
        ratio = b[key] / a[key]
        result.append((a["articles"], b["articles"], ratio ** (1 / math.log10(b["articles"] / a["articles"]))))
    return result


def plot(rows: list[dict], path: Path) -> None:
    """The page's picture (matplotlib is the benchmark's own dependency: imported here, so the
    page's text is written, and tested, without it)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6.5, 4))
    rows = synthetic(rows)
    sizes = [r["articles"] for r in rows]
    axes.plot(sizes, [r["generator_s"] for r in rows], marker="o", label="generator alone")
    axes.plot(sizes, [r["site_s"] for r in rows], marker="s", label="generator + mkdocs build")
    if all("warm_s" in r for r in rows):
        axes.plot(sizes, [r["incremental_s"] for r in rows], marker="^", label="generator after one edit")
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set_xlabel("articles")
    axes.set_ylabel("seconds (median)")
    axes.set_title("Build time against number of articles")
    axes.grid(True, which="both", alpha=0.3)
    axes.legend()
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, format="png", dpi=110, metadata={"Software": None})
    plt.close(figure)


def _story_counts(rows: list[dict]) -> str:
    """"1,000 articles: 1 story; 5,000 articles: 5 stories", as the benchmark found them."""
    return "; ".join(f"{r['articles']:,} articles: {r.get('stories', 1)} stor{'y' if r.get('stories', 1) == 1 else 'ies'}"
                     for r in synthetic(rows) if r["articles"] >= 100)


def write_page(results: dict, docs: Path) -> None:
    """The Performance page and its picture, in `docs`."""
    plot(results["rows"], docs / "images" / "performance.png")
    (docs / "performance.md").write_text(page(results), encoding="utf-8")


def page(results: dict) -> str:
    """The Performance page's Markdown."""
    rows = results["rows"]
    lines = [
        "---",
        "search:",
        "  boost: 0.3",
        "---",
        "# Performance",
        "",
        "*This page is written by `make bench` (bench/run.py, then bench/report.py) from its own",
        "measurements; edit the benchmark, not this page.*",
        "",
        f"Measured on a machine with {results['cpu_count']} cores, Python {results['python']}. Corpora are built by the",
        "benchmark from the sample articles' sentences, recombined, with numbers and names varied and a",
        "third of the articles rewrites of another (see `bench/run.py`). Times are medians over repeated",
        "runs; memory is the peak resident size of the largest of a build's processes (its workers are forked",
        "from it and share its memory). Every article of such a corpus is made of",
        f"the same sentences, so it is one story or a few ({_story_counts(rows)}): the worst case for the",
        "story-wide stages. A real folder holds many stories; the last row, when there is one, is such a folder.",
        "On a shared machine the same command's time varies from one full run to the next by as much as a",
        "third (see *mkdocs alone*, which this project's changes barely touch): compare two versions by",
        "paired runs, old and new alternating, rather than with an older copy of this page.",
        "",
        "*Generator* and *site* are first builds, with no cache. *Unchanged* is the generator run again",
        "on the same folder (a second `make site`, and what `mkdocs serve` runs after each",
        "regeneration); *one edit* is the generator after one report was edited. Both use the",
        "caches of articles, stories and pages, which a first build fills. *Site again* and *site after",
        "one edit* are the whole wait of `make site` (generator and `mkdocs build`) with those caches and",
        "MkDocs' kept conversions, search entries and drawn pages: nothing changed, then one report edited.",
        "",
        "| Articles | Generator (s) | Site build (s) | mkdocs alone (s) | Generator / mkdocs | Unchanged (s) | "
        "One edit (s) | Site again (s) | Site after one edit (s) | Generator peak (MB) | Site build peak (MB) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        name = f"{r['articles']:,}" + (f" (real folder: {r['folder']}, {r['stories']} stories)" if "folder" in r else "")
        lines.append(f"| {name} | {r['generator_s']:.2f} | {r['site_s']:.2f} | {r['mkdocs_only_s']:.2f} | "
                     f"{100 * r['generator_share']:.0f}% | {r.get('warm_s', 0):.2f} | {r.get('incremental_s', 0):.2f} | "
                     f"{_seconds(r, 'site_unchanged_s')} | {_seconds(r, 'site_edit_s')} | "
                     f"{r['generator_rss_mb']:.0f} | {r['site_rss_mb']:.0f} |")
    lines += ["", "![Build time against number of articles, both axes logarithmic: the generator alone and "
              "the whole site build, for each corpus size in the table above.](images/performance.png)", ""]
    lines += ["## Growth", "", "| From | To | Generator growth per 10× articles | Site growth per 10× |",
              "|---:|---:|---:|---:|"]
    site_growth = growth(rows, "site_s")
    for (a, b, factor), (_, _, site) in zip(growth(rows, "generator_s"), site_growth):
        lines.append(f"| {a:,} | {b:,} | {factor:.1f}× | {site:.1f}× |")
    staged = [r for r in rows if r.get("stage_shares")]
    if staged:
        lines += ["", "## Where the generator's time goes", "",
                  "Each stage's share of the generator's own time (`python -m generator build --timings`), in the "
                  "first run", "of each size, with no cache. Stages that worker processes run side by side (a large "
                  "story's", "alignment and shared copy beside its names, figures and quotes; the stories of a "
                  "folder of many) each", "count their own time: the shares are of the work done, not of the "
                  "time waited.", "",
                  *_stage_table(staged, "stage_shares", lambda share: f"{100 * share:.0f}%")]
    lines += _edit_stages(rows)
    served = [r for r in rows if "browser_edit_s" in r]
    if served:
        lines += ["", "## From saving an edit to seeing it", "",
                  "Seconds from saving one edited report to its page, with the edit, being served by `mkdocs serve`:",
                  "the hook regenerates the briefing, then MkDocs rebuilds the site (`make serve`: every page;",
                  "`make preview`, `--dirty`: only the pages whose Markdown changed). The browser reloads itself",
                  "when the rebuild ends. Under `make preview`, where generating takes more than two seconds, the",
                  "edited report's own page is written first, within its story as last worked out, and shown while",
                  "the whole briefing is generated again; *all pages* is the time until that generation is served",
                  "too.", "",
                  "| Articles | `make serve` (s) | all pages (s) | `make preview` (s) | all pages (s) |",
                  "|---|---:|---:|---:|---:|"]
        for r in served:
            name = f"{r['articles']:,}" + (f" (real folder: {r['folder']})" if "folder" in r else "")
            final = r.get("browser_final_s", r["browser_edit_s"])
            lines.append(f"| {name} | {r['browser_edit_s']['serve']:.1f} | {final['serve']:.1f} | "
                         f"{r['browser_edit_s']['preview']:.1f} | {final['preview']:.1f} |")
    lines += ["", "## Targets", "", "| Target | Measured | Met |", "|---|---|---|"]
    for name, measured, met in targets(rows):
        lines.append(f"| {name} | {measured} | {'yes' if met else '**no**'} |")
    summariser = next((r["summariser"] for r in rows if "summariser" in r), None)
    if summariser:
        lines += ["", "## Summariser", "",
                  f"On the same {summariser['articles']} articles, choosing each article's summary took "
                  f"{summariser['ours_ms']:.2f} ms per article with this project's summariser and "
                  f"{summariser['lexrank_ms']:.2f} ms with sumy's LexRank. sumy's own tokenizer needs NLTK's punkt",
                  "data, which cannot be downloaded here; it was given this project's sentence splitter and a",
                  "regular expression for words instead."]
    lines += ["", "## Beyond one machine", "",
              "The generator is shaped so that a newsroom archive (millions of reports) could run it on an",
              "existing engine rather than a scheduler of its own:", "",
              "- **Per article**, `pipeline.process(source, settings)` is a pure function of one file and the",
              "  settings, and its result is stored under `cache.key(source, settings)` (the file, what was given",
              "  about it, the settings and the code). That is a map: `dask.bag.from_sequence(sources).map(process)`",
              "  or Ray's `ray.data.from_items(sources).map(...)` over the same function, with the results kept in",
              "  shared storage under the same keys instead of `.briefing/articles`.",
              "- **Stories** are found from each report's heaviest terms through an inverted index, so each",
              "  report is compared with a bounded number of candidates (`stories/clusters.py`). At archive scale",
              "  the index and the stories' term sums would live in a shared store and new reports would join",
              "  existing stories day by day; this project clusters the whole folder, and caches the result.",
              "- **Per story**, `pipeline.story_briefing` and `build.site.story_pages` read that story's reports",
              "  only, and are cached under keys made from those reports' keys (`cache.story_key`,",
              "  `cache.pages_key`; each report's page under its report's key and what it shows of the story,",
              "  `cache.article_page_key`): a second map, over stories, which this project already runs on every core of",
              "  one machine (`pipeline._worked_out`, `build.site.render_site`: forked workers, one story each).",
              "  Only the links between stories (the same name in two stories, `names/across_stories.py`) read every",
              "  story, and only their names: a reduce over the names' keys."]
    return "\n".join(lines) + "\n"


# The stages every edit runs, apart from working its story out again: finding what changed and
# reading the other reports back (read, process), rendering what changed and comparing the rest.
EVERY_EDIT = ("read", "process", "render", "write")


def _edit_stages(rows: list[dict]) -> list[str]:
    """The section on where an edit's time goes, from the stages of each size's first timed edit."""
    timed = [r for r in rows if r.get("incremental_stage_s")]
    if not timed:
        return []
    lines = ["", "## Where an edit's time goes", "",
             "Seconds of each stage (`--timings`) in the first timed edit of each size: one report edited, every",
             "cache filled. *Read, process, render and write* is what an edit costs besides working its story",
             "out again: finding what changed, reading the other reports back from the cache, processing the",
             "edited one, rendering the pages that changed (its story's own pages and its share of",
             "`briefing.json` whole again) and comparing the others. The story-wide stages (stories to in brief)",
             "work the edited report's story out again, whole; in a large story, alignment and shared copy run",
             "beside names, figures and quotes, so the stages add up to more than the time waited. The",
             "interpreter's start and the imports are in no stage.", "",
             *_stage_table(timed, "incremental_stage_s", lambda seconds: f"{seconds:.2f}")]
    every = [sum(r["incremental_stage_s"].get(stage, 0) for stage in EVERY_EDIT) for r in timed]
    story_wide = [sum(r["incremental_stage_s"].values()) - e for r, e in zip(timed, every)]
    return [*lines, _table_row("**read, process, render and write**", (f"**{e:.2f}**" for e in every)),
            _table_row("**story-wide stages**", (f"**{w:.2f}**" for w in story_wide)),
            _table_row("the whole edit, waited", (f"{r['incremental_timed_s']:.2f}" for r in timed))]


def _stage_table(rows: list[dict], field: str, shown: Callable[[float], str]) -> list[str]:
    """A table of each stage's value in `field` (stage -> number) of each row, a column per row."""
    stages = list(dict.fromkeys(stage for r in rows for stage in r[field]))
    return [_table_row("Stage", map(_size, rows)), "|---|" + "---:|" * len(rows),
            *(_table_row(stage, (shown(r[field].get(stage, 0)) for r in rows)) for stage in stages)]


def _table_row(label: str, cells: Iterable[str]) -> str:
    return f"| {label} | " + " | ".join(cells) + " |"


def _size(row: dict) -> str:
    return f"{row['articles']:,} articles" + (" (real)" if "folder" in row else "")


def targets(rows: list[dict]) -> list[tuple[str, str, bool]]:
    result = []
    worst = max((r["generator_share"] for r in synthetic(rows) if r["articles"] >= 100), default=0.0)
    result.append(("Generator at most 25% of the mkdocs build, at every size of 100+ articles",
                   f"{100 * worst:.0f}% at worst", worst <= TARGETS["share"]))
    factors = [f for _, _, f in growth(rows, "generator_s")]
    if factors:
        result.append(("Growth at most 12× per 10× articles", f"{max(factors):.1f}× at worst",
                       max(factors) <= TARGETS["growth"]))
    samples = next((r for r in synthetic(rows) if r["articles"] <= 10), None)
    if samples and "warm_s" in samples:
        result.append(("5 articles: the generator at most mkdocs' own build time, first build",
                       f"{samples['generator_s']:.2f} s vs {samples['mkdocs_only_s']:.2f} s",
                       samples["generator_s"] <= samples["mkdocs_only_s"]))
        result.append(("5 articles: the same, rebuilding (caches filled)",
                       f"{samples['warm_s']:.2f} s vs {samples['mkdocs_only_s']:.2f} s",
                       samples["warm_s"] <= samples["mkdocs_only_s"]))
    thousand = next((r for r in synthetic(rows) if r["articles"] == 1000), None)
    if thousand:
        result.append(("1,000 articles generated in under 10 s", f"{thousand['generator_s']:.1f} s",
                       thousand["generator_s"] < TARGETS["thousand_s"]))
        if "incremental_s" in thousand:
            result.append(("Rebuild after editing one of 1,000 articles (one story) under 2 s",
                           f"{thousand['incremental_s']:.1f} s", thousand["incremental_s"] < TARGETS["incremental_s"]))
        if "site_edit_s" in thousand:
            result.append(("`make site` of 1,000 articles: first build at most 25 s", f"{thousand['site_s']:.1f} s",
                           thousand["site_s"] <= TARGETS["site_cold_s"]))
            result.append(("`make site` of 1,000 articles after one edited report at most 5 s",
                           f"{thousand['site_edit_s']:.1f} s", thousand["site_edit_s"] <= TARGETS["site_edit_s"]))
            result.append(("`make site` of 1,000 articles with nothing changed at most 3 s",
                           f"{thousand['site_unchanged_s']:.1f} s", thousand["site_unchanged_s"] <= TARGETS["site_unchanged_s"]))
        if "browser_edit_s" in thousand:
            shown = min(thousand["browser_edit_s"].values())
            result.append(("One edit of 1,000 articles shown in the browser under 5 s (`make preview`)",
                           f"{shown:.1f} s", shown < TARGETS["browser_s"]))
            if "serve" in thousand["browser_edit_s"]:
                served = thousand["browser_edit_s"]["serve"]
                result.append(("One edit of 1,000 articles shown by `make serve`, every page rebuilt, within 10 s",
                               f"{served:.1f} s", served <= TARGETS["serve_s"]))
    for real in (r for r in rows if "folder" in r):
        result.append((f"Rebuild after editing one of {real['articles']:,} real reports ({real['stories']} stories) "
                       "under 2 s", f"{real['incremental_s']:.1f} s", real["incremental_s"] < TARGETS["incremental_s"]))
    five = next((r for r in rows if r["articles"] == 5000 and "folder" not in r), None)
    if five is not None:
        result.append(("`make site` of 5,000 articles: first build at most 150 s", f"{five['site_s']:.1f} s",
                       five["site_s"] <= TARGETS["site_cold_5000_s"]))
    largest = max(synthetic(rows), key=lambda r: r["articles"])
    peak = max(largest["generator_rss_mb"], largest.get("site_rss_mb", 0.0))  # the generator's, or the site build's
    result.append((f"Peak memory under 1 GB at {largest['articles']:,} articles, generator and site build", f"{peak:.0f} MB",
                   peak < TARGETS["memory_mb"]))
    summariser = next((r["summariser"] for r in rows if "summariser" in r), None)
    if summariser:
        result.append(("Summariser faster than sumy's LexRank", f"{summariser['ours_ms']:.2f} vs "
                       f"{summariser['lexrank_ms']:.2f} ms per article", summariser["ours_ms"] < summariser["lexrank_ms"]))
    return result


if __name__ == "__main__":
    write_page(json.loads((ROOT / "bench" / "results.json").read_text(encoding="utf-8")), ROOT / "docs")
    sys.exit(0)
