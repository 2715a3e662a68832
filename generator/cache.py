"""Caches keyed by content: work is done again only when what it depends on, or the code, changed.

- Articles: per-article stages depend on nothing but the source and the settings, so their
  result is stored under a hash of exactly those, plus a fingerprint of the generator's own
  code. Editing one article in a large briefing re-runs only that article.
- Stories: a story's stages depend on its articles (their hashes, in order), the aliases and
  the summary settings. Editing one report of a folder of many stories recomputes that story
  only. The folder's stories as found are kept under all its articles' hashes, and each
  article's story evidence (its terms and names: crossref/stories.Evidence) under its own, so
  an edited report is the only one read again to find them; the full dates the stories'
  timelines read are kept too, so a story worked out again after an edit does not load
  dateparser for dates it read before.
- Pages: a story's own pages depend on its finished briefing (with its links to other
  stories) and the settings (`pages_key`); its share of the export (briefing.json,
  figures.csv) too, kept the same way. Each report's page depends on the report and the few
  facts of the story it shows (`article_page_key`), so after an edit of one report only the
  pages whose report or view changed are rendered again.
- Dictionaries: simplemma's, decoded, by language and simplemma's version (see
  text/words.Dictionaries); kept not in a project but in the installation's prepared folder
  (generator/prepared.py), and never pruned. The gazetteer and probablepeople's table of names
  are kept there too, each by what it was made from (PreparedCache; an older one is removed).

Entries no build used are removed, so each cache holds one briefing's worth. An entry is never
trusted blindly: it starts with a format tag and a SHA-256 of its payload, checked before
unpickling; a damaged or foreign entry is recomputed (and counted in `damaged`, which the
build reports).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import fields, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import simplemma

from .config import Settings
from .model import STORY_WIDE, Article, Briefing, Problem, Skipped, Source

FORMAT = 2
_MAGIC = b"briefing-cache-2\n"
T = TypeVar("T")


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


def _hash(*parts: str) -> str:
    digest = hashlib.sha256()
    for part in (str(FORMAT), code_fingerprint(), *parts):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    return digest.hexdigest()


def key(source: Source, settings: Settings) -> str:
    """An article's: its source, what was given about it, and the summary settings."""
    return _hash(str(settings.summary_min), str(settings.summary_max), source.id, source.file, source.encoding,
                 str(source.body_line), repr(sorted(source.given.items())), source.text, source.format,
                 repr(sorted(source.page.items())))


def story_key(articles: list[str], aliases: dict, settings: Settings, title: str | None) -> str:
    """A story's: its articles' keys in order, the aliases, the summary settings and the title given."""
    return _hash(*articles, repr(sorted(aliases.items())), str(settings.brief_words), str(settings.story_summary_min),
                 str(settings.story_summary_max), repr(title))


def stories_key(articles: list[str]) -> str:
    """The folder's partition into stories: every article's key, in folder order."""
    return _hash("stories", *articles)


def pages_key(story: Briefing, settings: Settings, *inputs: object) -> str:
    """A story's pages' (and its share of the export's), for a story that came through the
    story cache: what its story-wide stages made is named by that cache's key (`story.key`:
    its articles' keys, the aliases, the summary settings, the code), and what was set on it
    since (its id, title and date, its entries' links to other stories), the settings and the
    other `inputs` by their repr (every field of every dataclass, floats exactly; a pickle
    would also record which equal objects happen to be one object)."""
    if story.key is None:
        raise ValueError("a story worked out without the story cache has no key for its pages")
    made: dict[str, Any] = {f.name: f.default for f in fields(Briefing) if f.name in STORY_WIDE}
    set_since = replace(story, articles=(), key=None, **made)
    return _hash("story", story.key, repr((set_since, [e.elsewhere for e in story.entities], settings, inputs)))


def article_page_key(source: Source, settings: Settings, view: object) -> str:
    """A report's page's: the report, named by its article's key (what `pipeline.process` made
    of `source`), and what the page shows of its story (render/views.ArticleView), by its repr."""
    return _hash("article page", key(source, settings), repr(view))


class Cache:
    """Pickled results, one file per entry, in a folder of ours; `KINDS` are the types an
    entry may hold (anything else found there is not ours, and recomputed)."""

    KINDS: tuple[type, ...] = ()

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.used: set[str] = set()
        self.damaged = 0  # entries found damaged and recomputed

    def get(self, digest: str) -> Any:
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
        return result if isinstance(result, self.KINDS) else None

    def reuse(self, digest: str, make: Callable[[], T]) -> T:
        """The entry under `digest`, or what `make()` returns, stored under it."""
        found = self.get(digest)
        if found is None:
            found = make()
            self.put(digest, found)
        return found

    def keep(self, digest: str) -> None:
        """Keep an entry this build did not read through `prune`: the next build needs it."""
        self.used.add(digest)

    def has(self, digest: str) -> bool:
        """Whether an entry is stored (not read, nor checked: `get` does that)."""
        return self.folder is not None and (self.folder / f"{digest}.pickle").is_file()

    def put(self, digest: str, result: Any) -> None:
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


    def close(self, problems: list[Problem] | None, where: str, what: str) -> None:
        """End the build's use of the cache: forget the entries it did not use, and report the
        damaged ones, worked out again (`what`: "entries were not trusted: those … again")."""
        self.prune()
        if self.damaged and problems is not None:
            problems.append(Problem(where, f"{self.damaged} damaged cache {what}"))


class ArticleCache(Cache):
    """Results of `pipeline.process`, one per article."""

    KINDS = (Article, Skipped)


class StoryCache(Cache):
    """Results of `pipeline.story_briefing`, one per story, the folder's stories as found
    (`find_stories`), and every article's story evidence (one entry, by article key)."""

    KINDS = (Briefing, list, dict)


class PageCache(Cache):
    """A story's own rendered pages with the keys of its reports' pages, (((path, content), ...),
    (key, ...)), and each report's page, (path, content)."""

    KINDS = (tuple,)


class PreparedCache(Cache):
    """What is prepared once per installation (generator/prepared.py), of the given kinds:
    readable by every user of the installation, as its .pyc files are, and, where it cannot be
    written (a full disk), made again by each process rather than stopping the build."""

    def __init__(self, folder: Path | None, kinds: tuple[type, ...]) -> None:
        super().__init__(folder)
        self.KINDS = kinds

    def put(self, digest: str, result: Any) -> None:
        try:
            super().put(digest, result)
            if self.folder is not None:
                os.chmod(self.folder / f"{digest}.pickle", 0o644)
        except OSError:
            pass


class DictionaryCache(PreparedCache):
    """simplemma's dictionaries as decoded (text/words.Dictionaries), by language and
    simplemma's version: decoded once per installation (generator/prepared.py)."""

    def __init__(self, folder: Path | None) -> None:
        super().__init__(folder, (Mapping,))

    def decoded(self, lang: str, decode: Callable[[], Mapping[str, str]]) -> Mapping[str, str]:
        return self.reuse(self.digest(lang), decode)

    @staticmethod
    def digest(lang: str) -> str:
        return hashlib.sha256(f"{FORMAT}\0simplemma {simplemma.__version__}\0{lang}".encode()).hexdigest()
