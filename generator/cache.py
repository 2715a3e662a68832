"""The per-article cache: an article is processed again only when it, or the code, changed.

Per-article stages depend on nothing but the source and the settings, so their result is
stored under a hash of exactly those, plus a fingerprint of the generator's own code.
Editing one article in a large briefing re-runs only that article; the story-wide stages
then run on all articles, from memory. Entries no build used are removed, so the cache
holds one briefing's worth of articles.

An entry is never trusted blindly: it starts with a format tag and a SHA-256 of its
payload, checked before unpickling; a damaged or foreign entry is recomputed (and counted
in `damaged`, which the build reports).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path

from .config import Settings
from .model import Article, Skipped, Source

FORMAT = 2
_MAGIC = b"briefing-cache-2\n"


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the generator's source files: a code change invalidates the whole cache."""
    digest = hashlib.sha256()
    package = Path(__file__).parent
    for path in sorted(package.rglob("*")):
        if path.suffix in (".py", ".j2") and path.is_file():
            digest.update(path.relative_to(package).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def key(source: Source, settings: Settings) -> str:
    digest = hashlib.sha256()
    for part in (str(FORMAT), code_fingerprint(), str(settings.summary_min), str(settings.summary_max), source.id,
                 source.file, source.encoding, str(source.body_line), repr(sorted(source.given.items())), source.text,
                 source.format, repr(sorted(source.page.items()))):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    return digest.hexdigest()


class ArticleCache:
    """Pickled results of `pipeline.process`, one file per article, in a folder of ours."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.used: set[str] = set()
        self.damaged = 0  # entries found damaged and recomputed

    def get(self, digest: str) -> Article | Skipped | None:
        self.used.add(digest)
        if self.folder is None:
            return None
        try:
            data = (self.folder / f"{digest}.pickle").read_bytes()
        except OSError:
            return None
        header, payload = data[:len(_MAGIC) + 32], data[len(_MAGIC) + 32:]
        if header != _MAGIC + hashlib.sha256(payload).digest():
            self.damaged += 1
            return None
        try:
            result = pickle.loads(payload)  # our own entry, checked above
        except Exception:  # a checksummed entry that still fails: recompute it
            self.damaged += 1
            return None
        return result if isinstance(result, (Article, Skipped)) else None

    def put(self, digest: str, result: Article | Skipped) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        payload = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(_MAGIC + hashlib.sha256(payload).digest() + payload)
        os.replace(temporary, self.folder / f"{digest}.pickle")

    def prune(self) -> None:
        """Remove what this build did not use."""
        if self.folder is None or not self.folder.is_dir():
            return
        for path in self.folder.iterdir():
            if path.stem not in self.used:
                path.unlink(missing_ok=True)
