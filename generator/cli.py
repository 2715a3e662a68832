"""Command line: `python -m generator build` writes the briefing's pages into docs/.

It does exactly what the MkDocs hook does, so any tool that reads `mkdocs.yml` (MkDocs,
or Zensical, which ignores hooks) can build the site from the generated Markdown.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from generator.build import timing
from generator.build.pipeline import BuildResult, generate, process, unread_reason
from generator.build.staged_write import BuildBusy
from generator.build.timing import recording
from generator.build.unchanged import Recorded
from generator.config import Settings
from generator.ingest.clean import clean
from generator.ingest.read import read_file
from generator.model import METADATA_FIELDS, Problem, Skipped, Source
from generator.text.language import READ, language_of


class _TolerantLoader(yaml.SafeLoader):
    """Reads mkdocs.yml safely: !ENV as MkDocs reads it, other tags (for plugins) as nothing."""


def _environment(loader: yaml.SafeLoader, node: yaml.Node) -> object:
    """ `!ENV NAME` or `!ENV [NAME, OTHER, default]`: the first variable set, else the default."""
    names = [loader.construct_scalar(node)] if isinstance(node, yaml.ScalarNode) \
        else loader.construct_sequence(node)  # type: ignore[arg-type]
    *variables, default = names if len(names) > 1 else (*names, None)
    for name in variables:
        if os.environ.get(str(name)):
            return os.environ[str(name)]
    return default


_TolerantLoader.add_constructor("!ENV", _environment)
_TolerantLoader.add_multi_constructor("", lambda loader, suffix, node: None)


def settings_from_mkdocs(root: Path) -> dict[str, object]:
    """The `extra.briefing` settings of the project's mkdocs.yml, if any."""
    path = root / "mkdocs.yml"
    if not path.is_file():
        return {}
    config = yaml.load(path.read_text(encoding="utf-8"), Loader=_TolerantLoader) or {}
    return dict((config.get("extra") or {}).get("briefing") or {})


def main(argv: list[str] | None = None) -> int:
    """`python -m generator COMMAND …`: the command's exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "fetch":
        if not (args.urls or args.list_path or args.feed):
            parser.error("fetch needs addresses, --list FILE or --feed URL")
        return _fetch(args)
    if args.command == "read":
        print(json.dumps(describe(args.path), ensure_ascii=False, indent=2))
        return 0
    return _build(args)


def _parser() -> argparse.ArgumentParser:
    """The command line: build, read and fetch, each with its options and help."""
    parser = argparse.ArgumentParser(
        prog="python -m generator",
        description="Build a briefing from the news articles in a sources folder.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser(
        "build",
        help="generate the briefing's Markdown pages and briefing.json",
        description="Read every article file (.txt, .md, saved web pages, PDF, Word .docx, RSS/Atom feeds) in the "
        "sources folder and write the "
        "briefing's pages into DOCS/briefing/ and its data into DOCS/briefing.json. Only changed files are "
        "written. Settings under extra.briefing in mkdocs.yml apply; options given here override them.",
    )
    build.add_argument("--sources", type=Path, help="folder of articles (default: sources)")
    build.add_argument("--docs", type=Path, help="MkDocs docs folder to write into (default: docs)")
    build.add_argument("--root", type=Path, default=Path("."), help="project folder; file paths are shown relative to it")
    build.add_argument("--build-date", help="date shown as 'generated on', e.g. 2026-01-31 (default: none)")
    build.add_argument("--summary-min", type=int, help="fewest sentences in an article summary (default: 3)")
    build.add_argument("--summary-max", type=int, help="most sentences in an article summary (default: 5)")
    build.add_argument("--strict", action="store_true", help="exit with status 1 if any file was skipped or has a problem")
    build.add_argument("--no-cache", action="store_true", help="process every article again, ignoring what .briefing/ keeps")
    build.add_argument("-q", "--quiet", action="store_true", help="print only problems and skipped files")
    build.add_argument("--timings", action="store_true", help="print the time each stage took, on standard error")
    read = commands.add_parser(
        "read", help="show what the generator makes of one file, as JSON",
        description="Print one JSON object describing what the generator makes of a file: file, format, title, "
        "outlet, published, author, url, language, text (the article body it uses, paragraphs separated by a "
        "blank line), set_aside (lines set aside, with why) and skipped (the reason, or null).")
    read.add_argument("path", type=Path, help="the file to read")
    fetch = commands.add_parser(
        "fetch", help="save web pages, documents or a feed's articles into the sources folder",
        description="Download pages into the sources folder, outside the build (which never goes online): each "
        "saved page records its address and when it was fetched. Polite: robots.txt is honoured, requests to one "
        "site are spaced out, nothing is retried, and an address already saved is not fetched again.")
    fetch.add_argument("urls", nargs="*", metavar="URL", help="addresses of pages to save")
    fetch.add_argument("--list", type=Path, dest="list_path", metavar="FILE",
                       help="a file of addresses, one per line ('#' starts a comment)")
    fetch.add_argument("--feed", metavar="URL", help="an RSS or Atom feed: save the article of every entry")
    fetch.add_argument("--sources", type=Path, help="folder to save into (default: the build's sources folder)")
    fetch.add_argument("--delay", type=float, help="seconds between requests to one site (default: 1)")
    fetch.add_argument("--timeout", type=float, help="seconds to wait for an answer (default: 20)")
    fetch.add_argument("--allow-private", action="store_true",
                       help="also fetch from this machine and private networks (an intranet); refused by default")
    return parser


def _fetch(args: argparse.Namespace) -> int:
    """`fetch`: save the addresses given into the sources folder."""
    from generator import fetch as fetching  # here: its network modules would cost every build 30 ms

    folder = args.sources or Path(str(settings_from_mkdocs(Path(".")).get("sources") or "sources"))
    delay = fetching.DELAY if args.delay is None else args.delay
    timeout = fetching.TIMEOUT if args.timeout is None else args.timeout
    return fetching.run(args.urls, folder, args.list_path, args.feed, delay, timeout, allow_private=args.allow_private)


_FULL_DISK = (errno.ENOSPC, errno.EDQUOT)


def problem_line(error: BaseException) -> str | None:
    """The one line that tells a user what to fix, for errors a user can fix (a wrong setting, a
    missing folder, no permission, another build running, a full disk); None for a bug, whose
    traceback is worth reading."""
    if isinstance(error, OSError) and error.errno in _FULL_DISK:
        where = f" while writing {error.filename}" if error.filename else ""
        return f"the disk is full{where}: nothing was replaced, the previous pages are kept"
    if isinstance(error, (ValueError, FileNotFoundError, PermissionError, BuildBusy)):
        return str(error)
    return None


def _build(args: argparse.Namespace) -> int:
    """`build`: generate the briefing with mkdocs.yml's settings and the options given."""
    root = args.root
    options = settings_from_mkdocs(root)
    for name in ("sources", "docs", "build_date", "summary_min", "summary_max"):
        value = getattr(args, name)
        if value is not None:
            options[name] = value
    if args.no_cache:
        options["cache_folder"] = None
    try:
        settings = Settings.at(root).with_options(options)
        started = time.perf_counter()
        with recording() as times:
            result = generate(settings, progress_reporter(sys.stderr) if not args.quiet else None)
    except Exception as error:
        line = problem_line(error)
        if line is None:
            raise
        print(f"error: {line}", file=sys.stderr)
        return 2
    report(result, time.perf_counter() - started, quiet=args.quiet)
    if args.timings:
        print(timing.table(times), file=sys.stderr)
    if args.strict and (result.briefing.skipped or result.briefing.problems):
        print("strict: failing because files were skipped or have problems", file=sys.stderr)
        return 1
    return 0


def describe(path: Path) -> dict[str, object]:
    """What the generator makes of one file (see the `read` command): one object, or for a
    feed, the feed's object with one object per entry under `entries`."""
    problems: list[Problem] = []
    results = read_file(path, path.as_posix(), problems)
    if results[0].file != path.as_posix():  # a feed's entries: "feed.rss#entry-id"
        return {"file": path.as_posix(), "format": "feed", "skipped": None, "problems": [p.message for p in problems],
                "entries": [_described(result, problems) for result in results]}
    return _described(results[0], problems)


def _described(result: Source | Skipped, problems: list[Problem]) -> dict[str, object]:
    fields: dict[str, object] = {"file": result.file, "format": None, **dict.fromkeys(METADATA_FIELDS),
                                 "language": None, "text": None, "set_aside": [], "skipped": None,
                                 "problems": [p.message for p in problems]}
    if isinstance(result, Skipped):
        return {**fields, "skipped": result.reason}
    processed = process(replace(result, id=result.id or Path(result.file).stem or "article"), Settings(cache_folder=None))
    cleaned = clean(result.text, result.body_line, markdown=result.file.lower().endswith(".md"))
    body = "\n\n".join(p.text for p in cleaned.paragraphs)
    fields.update(format=result.format, language=language_of(body or result.text), text=body,
                  set_aside=[{"line": a.line, "kind": a.kind, "text": a.text} for a in cleaned.set_aside])
    if isinstance(processed, Skipped):
        return {**fields, "skipped": processed.reason}
    if processed.language != READ:
        fields["skipped"] = unread_reason(processed)
    metadata = processed.metadata
    fields.update({name: getattr(metadata, name) for name in METADATA_FIELDS})
    return fields


def progress_reporter(out=sys.stderr, minimum: int = 50):
    """A progress bar on a terminal (tqdm); on a pipe or in CI, a plain line every 10%."""
    state: dict[str, Any] = {}

    def update(done: int, total: int) -> None:
        if total < minimum:
            return
        if out.isatty():
            from tqdm import tqdm

            bar = state.get("bar") or state.setdefault("bar", tqdm(total=total, unit="article", file=out, leave=False))
            bar.update(done - bar.n)
            if done == total:
                bar.close()
        else:
            step = max(1, total // 10)
            if done == total or (done // step) > state.get("step", -1):
                state["step"] = done // step
                print(f"processing articles: {done}/{total}", file=out, flush=True)

    return update


def report_unchanged(recorded: Recorded, seconds: float, out=sys.stderr) -> None:
    """`report` of a build that had nothing to do: what the last build reported."""
    _report_problems(recorded, out)
    print(f"briefing: {recorded.articles} articles, {len(recorded.skipped)} skipped; nothing changed since the last "
          f"build ({seconds:.2f} s)", file=out)


def _report_problems(recorded: Recorded, out) -> None:
    for problem in recorded.problems:
        print(f"warning: {problem}", file=out)
    for skipped in recorded.skipped:
        print(f"skipped: {skipped}", file=out)


def report(result: BuildResult, seconds: float, quiet: bool = False, out=sys.stderr) -> None:
    """Tell the person what was built, what was skipped and what to fix."""
    briefing = result.briefing
    _report_problems(Recorded.of(briefing), out)
    if not quiet:
        written = result.written
        print(
            f"briefing: {len(briefing.articles)} articles, {len(briefing.skipped)} skipped; "
            f"{len(written.written)} files written, {len(written.removed)} removed, "
            f"{written.unchanged} unchanged ({seconds:.2f} s)",
            file=out,
        )
