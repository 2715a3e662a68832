"""Caches keyed by content: work is done again only when what it depends on, or the code, changed.

- Articles: per-article stages depend on nothing but the source and the settings, so their
  result is stored under a hash of exactly those, plus a fingerprint of the generator's own
  code. Editing one article in a large briefing re-runs only that article.
- Stories: a story's stages depend on its articles (their hashes, in order), the aliases and
  the summary settings. Editing one report of a folder of many stories recomputes that story
  only. The folder's stories as found are kept under all its articles' hashes, and each
  article's story evidence (its terms and names: stories/clusters.Evidence) under its own, so
  an edited report is the only one read again to find them; the full dates the stories'
  timelines read are kept too, so a story worked out again after an edit does not load
  dateparser for dates it read before.
- Pages: a story's own pages depend on its finished briefing (with its links to other
  stories) and the settings (`pages_key`); its share of the export (briefing.json,
  figures.csv) too, kept the same way. Each report's page depends on the report and the few
  facts of the story it shows (`article_page_key`), so after an edit of one report only the
  pages whose report or view changed are rendered again.

Entries no build used are removed, so each cache holds one briefing's worth; how an entry is
stored and checked is store.Cache's. What is prepared once per installation (dictionaries, the
gazetteer, probablepeople's names, the compiled templates) is kept apart, in generator/prepared.py.
"""

from __future__ import annotations

import hashlib
from dataclasses import fields, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from generator.config import Settings
from generator.model import STORY_WIDE, Article, Briefing, Skipped, Source
from generator.store import FORMAT, Cache


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the generator's source files: a code change invalidates the whole cache."""
    digest = hashlib.sha256()
    package = Path(__file__).parents[1]  # the whole generator package, not only build/
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
