"""The benchmark: `make bench`. Times the generator and the site build at growing sizes.

Corpora are made here, reproducibly (a fixed seed), from the sample articles: each
synthetic article recombines 12 to 40 of the samples' body sentences into new paragraphs,
with numbers varied (so figures disagree and must be grouped), names varied (transliteration
spellings, and new people with invented names, so the entity index has real merging to
do), captions and promos mixed in (so cleaning has work), and about a third of the
articles rewrites of an earlier one (so shared-copy detection and alignment find pairs).

For each size it reports the median wall time over repeats and the peak memory (RSS) of
the generator alone (`python -m generator build --no-cache`) and of a full `mkdocs build`
(which runs the generator through the hook), the growth factor per 10x articles, the time
of an incremental rebuild after editing one article, the time from saving an edit to its page
being served by `mkdocs serve` (with and without --dirty), and our summariser against sumy's
LexRank on the same articles. It writes bench/results.json and the docs' Performance page.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sources"
WORK = Path(os.environ.get("BENCH_DIR", "/tmp/briefing-bench"))
SEED = 20221408
VARIANTS = {
    "Zelenskyy": ["Zelensky", "Zelenskiy", "Zelenskyy"], "Zelensky": ["Zelensky", "Zelenskyy", "Zelenskiy"],
    "Luhansk": ["Luhansk", "Lugansk"], "Kyiv": ["Kyiv", "Kiev"], "Haidai": ["Haidai", "Gaiday", "Gaidai"],
    "Serhiy": ["Serhiy", "Sergiy", "Sergei"], "Borodyanka": ["Borodyanka", "Borodianka"],
    "Kharkiv": ["Kharkiv", "Kharkov"], "Goncharenko": ["Goncharenko", "Honcharenko"],
}
SYLLABLES = ["ko", "va", "len", "dro", "mir", "sha", "pet", "ri", "nko", "zan", "tul", "bor", "ski", "ova", "lyk"]
FIRST_NAMES = ["Olena", "Taras", "Mykola", "Iryna", "Andriy", "Halyna", "Petro", "Oksana", "Viktor", "Yulia"]
CAPTIONS = ["Rescue workers search the rubble of a destroyed building", "A woman walks past a burned car",
            "Evacuees wait for a train at the station platform"]
PROMOS = ["READ MORE: Live updates from the region", "WATCH: Scenes from the city"]


def sample_sentences() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from generator.ingest.clean import clean
    from generator.text.sentences import split

    pool = []
    for path in sorted(SAMPLES.glob("*.txt")):
        pool.extend(s.text for s in split(clean(path.read_text(encoding="utf-8")).paragraphs))
    return pool


def vary(sentence: str, rng: random.Random, people: list[str]) -> str:
    def number(match: re.Match) -> str:
        value = int(match.group().replace(",", ""))
        if value > 3000 or rng.random() > 0.3:
            return match.group()
        return str(max(1, value + rng.randint(-3, 3)))

    sentence = re.sub(r"\b\d{1,3}(?:,\d{3})*\b", number, sentence)
    for name, spellings in VARIANTS.items():
        if name in sentence:
            sentence = sentence.replace(name, rng.choice(spellings))
    if rng.random() < 0.15 and people:
        sentence = re.sub(r"\b(?:Pavlo Kyrylenko|Oleksandr Goncharenko|Justin Bronk|Marina Morozova)\b",
                          rng.choice(people), sentence)
    return sentence


def make_article(rng: random.Random, pool: list[str], people: list[str]) -> str:
    sentences = [vary(s, rng, people) for s in rng.sample(pool, rng.randint(12, 40))]
    lines = [" ".join(rng.choice(pool).split()[:8]).rstrip(".,;:")]  # a headline
    while sentences:
        take = rng.randint(1, 3)
        lines.append(" ".join(sentences[:take]))
        sentences = sentences[take:]
        if rng.random() < 0.05:
            lines.append(rng.choice(CAPTIONS + PROMOS))
    return "\n\n".join(lines) + "\n"


def rewrite(text: str, rng: random.Random) -> str:
    """A lightly edited copy of a wire story: a dropped paragraph, a few words changed."""
    paragraphs = text.split("\n\n")
    if len(paragraphs) > 4:
        del paragraphs[rng.randrange(1, len(paragraphs))]
    swaps = [("said", "told reporters"), ("attack", "strike"), ("Russian", "Russia's"), ("killed", "left dead")]
    old, new = rng.choice(swaps)
    return "\n\n".join(paragraphs).replace(f" {old} ", f" {new} ", 2)


def make_corpus(size: int, folder: Path) -> None:
    rng = random.Random(SEED + size)
    pool = sample_sentences()
    people = [f"{rng.choice(FIRST_NAMES)} {''.join(rng.sample(SYLLABLES, 3)).capitalize()}" for _ in range(max(5, size // 10))]
    folder.mkdir(parents=True, exist_ok=True)
    written: list[str] = []
    for index in range(size):
        if written and rng.random() < 0.33:
            text = rewrite(rng.choice(written), rng)
        else:
            text = make_article(rng, pool, people)
        written.append(text)
        (folder / f"report-{index:05d}.txt").write_text(text, encoding="utf-8")


def project(size: int, folder: Path | None = None) -> Path:
    """A project folder with this repository's site configuration and `size` articles, or the
    reports of a real `folder` (copied into the benchmark's work folder, never the project)."""
    root = WORK / (f"n{size}" if folder is None else f"folder-{folder.name}")
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for name in ("docs", "overrides"):
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("briefing", "briefing.json"))
    shutil.copy(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    (root / "generator").mkdir()
    shutil.copy(ROOT / "generator" / "mkdocs_hook.py", root / "generator" / "mkdocs_hook.py")
    if folder is not None:
        (root / "sources").mkdir()
        for path in sorted(folder.rglob("*.txt")):  # one folder per story in research corpora: names kept apart
            shutil.copy(path, root / "sources" / "__".join(path.relative_to(folder).parts))
    elif size == 0:
        shutil.copytree(SAMPLES, root / "sources")
    else:
        make_corpus(size, root / "sources")
    return root


def run(command: list[str], cwd: Path, stages: dict[str, float] | None = None) -> tuple[float, float]:
    """(wall seconds, peak RSS in MB) of one command, which must succeed; with `stages`, the
    generator's own table of stage times (`--timings`) is read into it."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errors:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=errors, text=True)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        errors.seek(0)
        printed = errors.read()
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{' '.join(command)} failed in {cwd}:\n{printed[-3000:]}")
    if stages is not None:
        stages.update({m.group(1).strip(): float(m.group(2)) for m in _STAGE_LINE.finditer(printed)})
    return elapsed, usage.ru_maxrss / 1024


_STAGE_LINE = re.compile(r"^([a-z][a-z ]*?)\s+([0-9.]+) s\s+[0-9.]+%$", re.MULTILINE)


def in_child(expression: str) -> object:
    """The value of a Python expression (JSON) worked out in a process of its own. On Linux a
    command's peak memory as `run` reads it counts the benchmark's own at the moment it started
    it (starting a program records the peak of the process it replaces, a copy of this one), so
    this process stays small: it never imports the generator or reads a large export itself."""
    code = f"import json; from pathlib import Path; from bench import run; print(json.dumps({expression}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def exported(root: Path) -> dict:
    """A project's briefing.json, read (in a child: see `in_child`)."""
    return json.loads((root / "docs" / "briefing.json").read_text(encoding="utf-8"))


def summariser_race(root: Path, limit: int = 100) -> dict[str, float]:
    """Our summariser against sumy's LexRank on the same articles' sentences."""
    sys.path.insert(0, str(ROOT))
    from sumy.nlp.stemmers import Stemmer
    from sumy.parsers.plaintext import PlaintextParser
    from sumy.summarizers.lex_rank import LexRankSummarizer
    from sumy.utils import get_stop_words

    from generator.ingest.clean import clean
    from generator.summary.article import summarise
    from generator.text.sentences import split, split_paragraph

    class OfflineTokenizer:
        """sumy's own tokenizer needs NLTK's punkt data, which cannot be downloaded here:
        sentences come from our splitter (pysbd), words from a regular expression."""

        language = "english"

        def to_sentences(self, paragraph: str) -> list[str]:
            return [paragraph[a:b] for a, b in split_paragraph(paragraph)]

        def to_words(self, sentence: str) -> list[str]:
            return re.findall(r"\w+", sentence)

    articles = []
    for path in sorted((root / "sources").glob("*.txt"))[:limit]:
        cleaned = clean(path.read_text(encoding="utf-8"))
        articles.append((cleaned.paragraphs, split(cleaned.paragraphs)))
    started = time.perf_counter()
    for _, sentences in articles:
        summarise(sentences)
    ours = time.perf_counter() - started
    summarizer = LexRankSummarizer(Stemmer("english"))
    summarizer.stop_words = get_stop_words("english")
    tokenizer = OfflineTokenizer()
    started = time.perf_counter()
    for paragraphs, sentences in articles:
        document = PlaintextParser.from_string("\n\n".join(p.text for p in paragraphs), tokenizer).document
        summarizer(document, min(5, max(3, math.ceil(len(sentences) / 10))))
    theirs = time.perf_counter() - started
    return {"articles": len(articles), "ours_ms": 1000 * ours / len(articles), "lexrank_ms": 1000 * theirs / len(articles)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="0,100,1000,5000", help="article counts; 0 means the five samples")
    parser.add_argument("--repeats", type=int, default=3, help="runs per measurement (the median is reported)")
    parser.add_argument("--no-write", action="store_true", help="do not update the docs' Performance page")
    parser.add_argument("--folder", type=Path, help="also time a real folder of reports (.txt files, any depth), "
                        "e.g. ../shared/devdata/ecbplus: many stories, as people's folders hold")
    args = parser.parse_args()
    rows = []
    for size in [int(s) for s in args.sizes.split(",")]:
        rows.append(measure(project(size), args.repeats))
        print(json.dumps(rows[-1]), flush=True)
    if args.folder:
        rows.append(measure(project(0, args.folder), args.repeats) | {"folder": args.folder.name})
        print(json.dumps(rows[-1]), flush=True)
    results = {"cpu_count": os.cpu_count(), "python": sys.version.split()[0], "rows": rows}
    (ROOT / "bench" / "results.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(table(rows))
    if not args.no_write:
        from bench.report import write_page

        write_page(results, ROOT / "docs")
    return 0


EDITS = ["Officials said on Sunday the count was rising.", "Rescuers said on Monday that the search went on.",
         "The mayor said more buses would leave on Tuesday."]


def measure(root: Path, repeats: int) -> dict:
    """One project's row: the generator with no cache, the whole site from nothing, then, with
    the caches filled, the generator again with nothing changed (what `mkdocs serve` runs
    after each regeneration) and after one report is edited (with the seconds of each stage
    of the first edit: what an edit costs, and where), and the whole site build (`make site`)
    again with nothing changed and after one report is edited."""
    python = sys.executable
    generate = [python, "-m", "generator", "build", "--quiet"]
    mkdocs = [python, "-m", "mkdocs", "build", "--quiet"]
    count = len(list((root / "sources").iterdir()))
    repeats = repeats if count <= 1000 else max(1, repeats - 1)
    stages: dict[str, float] = {}
    generator = [run([*generate, "--no-cache", "--timings"], root, stages if attempt == 0 else None)
                 for attempt in range(repeats)]
    full = []
    for _ in range(repeats):
        shutil.rmtree(root / ".briefing", ignore_errors=True)
        full.append(run(mkdocs, root))
    row = {
        "articles": count,
        "generator_s": statistics.median(t for t, _ in generator),
        "generator_rss_mb": max(m for _, m in generator),
        "site_s": statistics.median(t for t, _ in full),
        "site_rss_mb": max(m for _, m in full),
    }
    total = sum(stages.values()) or 1.0
    row["stage_shares"] = {stage: round(seconds / total, 3) for stage, seconds in stages.items()}
    row["mkdocs_only_s"] = max(0.001, row["site_s"] - row["generator_s"])
    row["generator_share"] = row["generator_s"] / row["mkdocs_only_s"]
    run(generate, root)  # the caches filled
    row["stories"] = in_child(f"len(run.exported(Path({str(root)!r})).get('stories') or [1])")
    row["warm_s"] = statistics.median(run(generate, root)[0] for _ in range(repeats))
    edited = sorted((root / "sources").iterdir())[count // 2]
    original = edited.read_text(encoding="utf-8")
    times = []
    edit_stages: dict[str, float] = {}
    for attempt in range(repeats):  # a different edit each time, so each is one report changed
        edited.write_text(original + "\n" + EDITS[attempt % len(EDITS)] + "\n", encoding="utf-8")
        times.append(run([*generate, "--timings"], root, edit_stages if attempt == 0 else None)[0])
    row["incremental_s"] = statistics.median(times)
    row["incremental_stage_s"] = {stage: round(seconds, 3) for stage, seconds in edit_stages.items()}
    row["incremental_timed_s"] = times[0]  # the whole run those stages are from
    # the whole wait of `make site` again, the caches filled: nothing changed, then one report edited
    run(mkdocs, root)
    row["site_unchanged_s"] = statistics.median(run(mkdocs, root)[0] for _ in range(repeats))
    site_edits = []
    for attempt in range(repeats):
        edited.write_text(original + "\n" + EDITS[(attempt + 1) % len(EDITS)] + "\n", encoding="utf-8")
        site_edits.append(run(mkdocs, root)[0])
    row["site_edit_s"] = statistics.median(site_edits)
    edited.write_text(original, encoding="utf-8")
    if count == 100:
        row["summariser"] = in_child(f"run.summariser_race(Path({str(root)!r}))")
    if count in BROWSER_SIZES:
        waits = {mode: edit_to_browser(root, edited, options) for mode, options in SERVE_MODES.items()}
        row["browser_edit_s"] = {mode: shown for mode, (shown, _) in waits.items()}
        row["browser_final_s"] = {mode: final for mode, (_, final) in waits.items()}
    return row


BROWSER_SIZES = (5, 700, 1000)  # the folders whose edit loop under `mkdocs serve` is timed (700: the real folder)
SERVE_MODES = {"serve": (), "preview": ("--dirty",)}  # `make serve` and `make preview`
_BROWSER_EDITS = {(): "The ferry ran late again on Friday, a clerk said.",
                  ("--dirty",): "The tram ran late again on Friday, a driver said."}


def edit_to_browser(root: Path, edited: Path, options: tuple[str, ...], timeout: float = 900) -> tuple[float, float]:
    """Seconds from saving an edited report to its page, with the edit, being served by
    `mkdocs serve` (the hook regenerates, then MkDocs rebuilds): what a user waits for
    before the browser's reload can show the change; and to the whole briefing generated
    again being served (its export holds the edit), when a large project showed the edited
    page first."""
    original = edited.read_text(encoding="utf-8")
    server, base = serve(root, *options)
    try:
        if not wait_for(lambda: fetch(base) is not None, timeout):
            raise SystemExit(f"mkdocs serve never answered in {root}")
        page = str(in_child(f"next(s['page'] for s in run.exported(Path({str(root)!r}))['sources'] "
                            f"if Path(s['file']).name == {edited.name!r})"))
        time.sleep(3)  # the server's watchers are running once the first build is served
        sentence = _BROWSER_EDITS[options]
        started = time.perf_counter()
        edited.write_text(original + "\n" + sentence + "\n", encoding="utf-8")
        if not wait_for(lambda: sentence[:24] in (fetch(base + page) or ""), timeout):
            raise SystemExit(f"the edit of {edited} never showed under mkdocs serve {' '.join(options)}")
        shown = time.perf_counter() - started
        if not wait_for(lambda: sentence[:24] in (fetch(base + "briefing.json") or ""), timeout):
            raise SystemExit(f"the briefing was never generated again after the edit of {edited}")
        return shown, time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(timeout=60)
        edited.write_text(original, encoding="utf-8")


def serve(root: Path, *options: str) -> tuple[subprocess.Popen, str]:
    """`mkdocs serve` of a project on a free port: the server, and its address."""
    port = free_port()
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--dev-addr", f"127.0.0.1:{port}", *options],
                              cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return server, f"http://127.0.0.1:{port}/"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url: str) -> str | None:
    """The page at `url`, or None while the server does not answer it."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read().decode("utf-8")
    except OSError:
        return None


def wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def table(rows: list[dict]) -> str:
    lines = ["| articles | generator s | site build s | mkdocs alone s | generator/mkdocs | generator peak MB | site peak MB |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['articles']} | {r['generator_s']:.2f} | {r['site_s']:.2f} | {r['mkdocs_only_s']:.2f} | "
                     f"{100 * r['generator_share']:.0f}% | {r['generator_rss_mb']:.0f} | {r['site_rss_mb']:.0f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
