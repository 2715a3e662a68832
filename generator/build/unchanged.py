"""Whether a build would change nothing: the same sources, settings and code as the last build
that finished, and its pages as it left them.

`mkdocs build` generates the briefing before every site build; with a thousand reports, even a
build that finds everything in its caches reads every report and every kept result back
(about a second). The last finished build records what it was made from (every byte of the
sources folder, the settings, the generator's code) and what it left (each generated file's
path, size and modification time); a build that finds both unchanged has nothing to do. The
sources are read whole, never judged by their dates; the pages by their dates, which a build
that changed nothing keeps (build/staged_write.py), and which any other writer changes.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from generator.build.cache import code_fingerprint
from generator.config import Settings
from generator.ingest.read import folder_entries
from generator.model import Briefing
from generator.store import FORMAT

RECORD = "last-build.json"


@dataclass(frozen=True)
class Recorded:
    """What the last finished build reported: its problems and skipped files (as the command
    line prints them) and how many articles it briefed."""

    problems: tuple[str, ...]
    skipped: tuple[str, ...]
    articles: int

    @classmethod
    def of(cls, briefing: Briefing) -> Recorded:
        return cls(tuple(map(str, briefing.problems)), tuple(f"{s.file}: {s.reason}" for s in briefing.skipped),
                   len(briefing.articles))


def inputs(settings: Settings) -> str:
    """A digest of everything a build reads: the files of the sources folder it reads (each path
    and its bytes) and the entries it lists without reading them (each path and why: links,
    hidden files; ingest/read.folder_entries), the settings and the generator's code."""
    digest = hashlib.sha256(f"{FORMAT}\0{code_fingerprint()}\0{settings!r}\0".encode())
    files, others = folder_entries(settings.sources)
    for path in files:
        digest.update(_named(path, settings.sources))
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"\0unreadable\0")
        digest.update(b"\0")
    for path, reason in others:
        digest.update(_named(path, settings.sources) + reason.encode() + b"\0")
    return digest.hexdigest()


def outputs(settings: Settings) -> str:
    """A digest of the generated files as they are now: path, size and modification time."""
    digest = hashlib.sha256()
    for path in [*folder_entries(settings.output)[0], settings.export]:
        try:
            stat = path.stat()
        except OSError:
            digest.update(f"{path}\0missing\0".encode("utf-8", "surrogateescape"))
            continue
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode("utf-8", "surrogateescape"))
    return digest.hexdigest()


def remember(work: Path, read: str, settings: Settings, recorded: Recorded) -> None:
    """Record a finished build: what it read (`inputs`, taken before it read anything), what
    it left and what it reported."""
    entry = {"inputs": read, "outputs": outputs(settings), "problems": list(recorded.problems),
             "skipped": list(recorded.skipped), "articles": recorded.articles}
    target = work / RECORD
    try:
        temporary = target.with_suffix(".tmp")
        temporary.write_text(json.dumps(entry), encoding="utf-8")
        os.replace(temporary, target)
    except OSError:
        target.unlink(missing_ok=True)  # not recorded: the next build runs in full


def forget(work: Path) -> None:
    """Before a build writes: until it finishes, the last record no longer holds."""
    (work / RECORD).unlink(missing_ok=True)


def unchanged(work: Path, settings: Settings) -> Recorded | None:
    """What the last build reported, when the sources, settings and code are what it read and
    its files are as it left them; else None."""
    try:
        entry = json.loads((work / RECORD).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("outputs") != outputs(settings) or entry.get("inputs") != inputs(settings):
        return None
    return Recorded(tuple(entry["problems"]), tuple(entry["skipped"]), int(entry["articles"]))


def _named(path: Path, folder: Path) -> bytes:
    return path.relative_to(folder).as_posix().encode("utf-8", "surrogateescape") + b"\0"
