"""The fuzz run: random mixtures of the sample articles and hostile text, built again and again.

    python -m tests.fuzz --minutes 10          # the documented run (README, "Testing")
    python -m tests.fuzz --rounds 3 --seed 7   # a short, reproducible one

Each round writes 1 to 8 files into a fresh copy of the project: sample sentences mixed with
markup, template syntax, links to scripts, bidi and zero-width controls, non-characters,
control bytes, other scripts and languages, odd front matter, saved web pages, other
encodings and plain garbage. The generator builds it; every few rounds MkDocs builds the site
with --strict as `make site` does. A round fails when the build crashes, when any generated
page or the site holds a live script, event handler or javascript: link, or when a file in
sources/ is neither an article nor listed as skipped, or when a round hangs. A failure prints
the round's seed and keeps its folder, so it can be replayed and read.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import signal
import sys
import tempfile
import time
import traceback
from html.parser import HTMLParser
from pathlib import Path

from generator.build.pipeline import generate
from generator.config import Settings
from tests.helpers import SAMPLES, mkdocs, sample_project

HOSTILE = [
    "<script>alert('x')</script>", "<img src=x onerror=alert(1)>", "<iframe src=//evil.example></iframe>",
    "[click](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "<a href=\"javascript:alert(1)\">y</a>",
    "{{ config.site_name }}", "{% raw %}", "{# note #}", "--8<-- \"/etc/passwd\"", "!!! danger \"Injected\"",
    "<!-- hidden -->", "</title><script>alert(2)</script>", "\u202e25\u202c people were killed", "Pu\u200btin",
    "\uffff\ufffe", "\x00\x01\x1b[31m", "$\\bad$", "| a | b |", "```python", "> quote", "# Heading", "***",
    "Зеленський сказав", "据报道，52人死亡。", "Die Russen haben den Bahnhof getroffen.", "killed 52 at 4:17am",
    "“unclosed quote", "\"" * 50, "[" * 200, "word " * 2_000, "Mr.", "U.S.", "—", "\t", "\r\n",
    # shapes that make a backtracking pattern slow: runs of comments, nested brackets, one character
    "<!---->" * 80, "<!-- note --><!-- draft -->" * 30, "<!--" * 100, "((((([[[[{{{{" * 60, ")]}" * 300,
    "a" * 20_000, "." * 5_000, "-" * 5_000, " " * 10_000 + "x", "“" * 500, "'" * 3_000, "1," * 3_000,
]
FRONT_MATTER = [
    "title: \"[Read](javascript:alert(document.domain))\"", "url: \"https://x.example/a)(javascript:alert(1)\"",
    "outlet: \"$\\\\bad$ | Daily\"", "published: 2022-02-30", "published: !!timestamp nonsense", "author: \"\\ud83d\"",
    "title: &a [1, 2]", "url: javascript:alert(1)", "outlet: " + "9" * 5_000,
]
SUFFIXES = [".txt", ".txt", ".md", ".html", ".htm"]
ENCODINGS = ["utf-8", "utf-8", "utf-8-sig", "utf-16", "latin-1"]
# Live markup in a Markdown body: raw tags and links to scripts (the HTML is parsed instead,
# where the same characters shown as text are harmless).
ROUND_SECONDS = 120  # a round takes a few seconds; one still running after this has hung


def _hung(signum: int, frame: object) -> None:
    raise TimeoutError(f"the round took more than {ROUND_SECONDS} s")


# (links to a page, a sentence or a name's entry, written as HTML, are the generator's own: render/links.py)
LIVE_IN_MARKDOWN = [re.compile(p, re.IGNORECASE) for p in (
    r"<script", r"<img", r"<iframe", r"<a\s(?!href=\"(?:[\w./~%-]*\.html(?:#[a-z0-9][a-z0-9_-]*)?|#[a-z0-9][a-z0-9_-]*)\">)",
    r"\]\(\s*javascript:", r"\son\w+\s*=")]


class _LiveMarkup(HTMLParser):
    """Tags and attributes in a page that would run something from an article."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.in_script = tag == "script"
        if tag in ("iframe", "object", "embed"):
            self.found.append(f"<{tag}>")
        for name, value in attrs:
            if name.startswith("on") or (value or "").strip().lower().startswith("javascript:"):
                self.found.append(f"<{tag} {name}={value!r}>")

    def handle_data(self, data: str) -> None:
        if self.in_script and "alert(" in data:
            self.found.append("a script from an article")

    def handle_endtag(self, tag: str) -> None:
        self.in_script = False


def live_markup(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8", errors="replace")
    if page.suffix == ".md":  # the front matter is data for MkDocs (the title is escaped in the HTML)
        body = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.DOTALL)
        return [pattern.pattern for pattern in LIVE_IN_MARKDOWN if pattern.search(body)]
    parser = _LiveMarkup()
    parser.feed(text)
    return parser.found


def sentences() -> list[str]:
    pool = []
    for path in sorted(SAMPLES.glob("*.txt")):
        pool.extend(line for line in path.read_text(encoding="utf-8").splitlines() if len(line.split()) > 5)
    return pool


def article(rng: random.Random, pool: list[str]) -> str:
    parts = []
    for _ in range(rng.randint(1, 12)):
        parts.append(rng.choice(pool) if rng.random() < 0.6 else rng.choice(HOSTILE))
        if rng.random() < 0.3:
            parts[-1] = parts[-1][: rng.randint(0, len(parts[-1]))] + rng.choice(HOSTILE) + parts[-1]
    text = "\n\n".join(parts) if rng.random() < 0.7 else " ".join(parts)
    if rng.random() < 0.3:
        text = "---\n" + "\n".join(rng.sample(FRONT_MATTER, rng.randint(1, 3))) + "\n---\n" + text
    return text


def web_page(rng: random.Random, text: str) -> str:
    title = rng.choice(HOSTILE)
    body = "".join(f"<p>{p}</p>" for p in text.split("\n\n"))
    return (f"<!DOCTYPE html><html><head><title>{title}</title><meta property=\"og:site_name\" content=\"{title}\">"
            f"</head><body><nav>Home | News</nav><article>{body}</article><script>alert(3)</script></body></html>")


def write_round(root: Path, rng: random.Random, pool: list[str]) -> None:
    sources = root / "sources"
    shutil.rmtree(sources)
    sources.mkdir()
    for index in range(rng.randint(1, 8)):
        suffix = rng.choice(SUFFIXES)
        text = article(rng, pool)
        if suffix in (".html", ".htm"):
            text = web_page(rng, text)
        path = sources / f"f{index}{suffix}"
        if rng.random() < 0.05:
            path.write_bytes(rng.randbytes(rng.randint(0, 4_000)))
        else:
            path.write_bytes(text.encode(rng.choice(ENCODINGS), errors="replace"))


def check(root: Path, with_site: bool) -> list[str]:
    """What is wrong with this round's output (nothing, when it holds)."""
    wrong = []
    generate(Settings.at(root))
    data = json.loads((root / "docs" / "briefing.json").read_text(encoding="utf-8"))
    accounted = {s["file"] for s in data["sources"]} | {s["file"] for s in data["skipped"]}
    for path in sorted((root / "sources").iterdir()):
        if path.relative_to(root).as_posix() not in accounted:
            wrong.append(f"{path.name} is neither an article nor listed as skipped")
    if with_site:  # (the hook builds the briefing again first: the same pages, or the check below says so)
        done = mkdocs(root)
        if done.returncode:
            wrong.append(f"mkdocs build --strict failed: {done.stderr[-1500:]}")
    pages = sorted((root / "docs" / "briefing").rglob("*.md"))
    pages += sorted((root / "site").rglob("*.html")) if with_site else []
    for page in pages:
        wrong.extend(f"{page.relative_to(root)}: live markup {found}" for found in live_markup(page))
    return wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=0.0, help="run for this long (default: --rounds)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds to run when no --minutes is given")
    parser.add_argument("--seed", type=int, default=1, help="the first round's seed; round n uses seed + n")
    parser.add_argument("--site-every", type=int, default=4, help="build the site with MkDocs every n rounds")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGALRM, _hung)
    pool = sentences()
    work = Path(tempfile.mkdtemp(prefix="briefing-fuzz-"))
    root = sample_project(work)
    deadline = time.monotonic() + args.minutes * 60
    round_ = 0
    files = 0
    while (time.monotonic() < deadline) if args.minutes else (round_ < args.rounds):
        seed = args.seed + round_
        write_round(root, random.Random(seed), pool)
        files += len(list((root / "sources").iterdir()))
        signal.alarm(ROUND_SECONDS)  # a round that never ends is a failure too
        try:
            wrong = check(root, with_site=round_ % args.site_every == 0)
        except Exception:  # a crash (or a hang) is what the fuzz run looks for
            wrong = [traceback.format_exc()]
        finally:
            signal.alarm(0)
        if wrong:
            print(f"round with seed {seed} failed (its project is kept in {root}):", *wrong, sep="\n", file=sys.stderr)
            return 1
        round_ += 1
    print(f"fuzz: {round_} rounds, {files} files, no crash, no live markup, every file accounted for")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
