"""The site's pages as a build makes them: rendered (render/pages.py) or read back from the page
cache, on forked workers when there are many, in the order the staged write takes them.

Rendering itself only formats a story; this module decides what is rendered again, what is
read back, and where (this process or workers), so that an edit of one report of a large
story renders again only the pages whose report or view changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager

from generator.build.cache import PageCache, article_page_key, pages_key
from generator.build.workers import cores, forked_map, parallel
from generator.config import Settings
from generator.model import Briefing
from generator.render.pages import folder_pages, render_pages, report_page, report_template, report_views, unread_pages
from generator.render.views import ArticleView


def render_site(briefing: Briefing, settings: Settings) -> Iterator[tuple[str, str]]:
    """Every page of the site: one story's at the top of the generator's folder, or,
    for several stories, each story's in a folder of its own (named by the story's id) and,
    at the top, the same pages listing the stories (so the navigation works either way)."""
    rendered = PageCache(settings.cache.parent / "pages" if settings.cache else None)
    yield from unread_pages(briefing)
    if not briefing.stories:
        yield from story_pages(briefing, settings, rendered, pages_key(briefing, settings) if kept(rendered, briefing)
                               else None)
        rendered.prune()
        return
    titles = {story.id or "": story.title or story.id or "" for story in briefing.stories}
    yield from folder_pages(briefing, settings, titles)
    keys = {story.id: pages_key(story, settings, titles) for story in briefing.stories if kept(rendered, story)}

    def pages_of(story: Briefing) -> Iterator[tuple[str, str]]:
        return story_pages(story, settings, rendered, keys.get(story.id), docs_root="../../", story_titles=titles)

    def apart(story: Briefing) -> tuple[tuple[tuple[str, str], ...], set[str]]:
        """In a worker: the story's pages, and the cache entries it read or made (for `prune`)."""
        before = set(rendered.used)
        return tuple(pages_of(story)), rendered.used - before

    # the small stories not rendered before go to workers on every core; the large ones (each
    # with workers of its own), and those kept from before, are rendered or read here meanwhile
    pooled = [story for story in briefing.stories if len(story.articles) < PARALLEL_PAGES
              and not (story.id in keys and rendered.has(keys[story.id]))]
    if sum(len(story.articles) for story in pooled) < PARALLEL_PAGES or len(pooled) < 2 or not parallel():
        pooled = []
    with ExitStack() as stack:
        ready = stack.enter_context(forked_map(lambda index: apart(pooled[index]), len(pooled))) \
            if pooled else iter(())
        waiting = {story.id for story in pooled}
        for story in briefing.stories:
            pages: Iterable[tuple[str, str]]
            if story.id in waiting:
                pages, used = next(ready)
                rendered.used |= used
            else:
                pages = pages_of(story)
            for name, content in pages:
                yield f"{story.id}/{name}", content
    rendered.prune()


PAGES_KEPT_MAX = 1000  # a larger story's own pages are not kept together (see kept)


def kept(rendered: PageCache, story: Briefing) -> bool:
    """Whether the story's own pages (or its share of the export) go to the cache `rendered`
    together: not without a cache, nor for a story worked out without the story cache (it has
    no key to keep them by: cache.pages_key), nor for a story of thousands of reports, whose
    own pages (and share) would be held in memory whole to be stored; those are streamed to
    disk. Its reports' pages are kept one by one, whatever its size (`_ReportPages`)."""
    return rendered.folder is not None and story.key is not None and len(story.articles) <= PAGES_KEPT_MAX


PARALLEL_PAGES = 200  # fewer reports' pages than this are rendered in this process: workers cost more to start


def story_pages(story: Briefing, settings: Settings, rendered: PageCache, key: str | None = None,
                docs_root: str = "../", story_titles: dict[str, str] | None = None) -> Iterator[tuple[str, str]]:
    """One story's pages, one at a time, (path inside its folder, content): its own, kept
    together under `key` with the keys of its reports' pages (no `key`: rendered each time,
    streamed), then its reports', each kept under a key of its own (`_ReportPages`).
    `docs_root` leads from the story's folder back to the docs folder; `story_titles` names
    the folder's other stories, which entries of the same name link to."""
    found = rendered.get(key) if key is not None else None  # (its own pages, its reports' pages' keys)
    reports = _ReportPages(story, settings, rendered, found[1] if found else None)
    with reports.rendering() as made:  # (workers start on the reports' pages, if many, before its own)
        if found is not None:
            yield from found[0]
        elif key is None:
            yield from render_pages(story, settings, docs_root, story_titles)
        else:
            own = tuple(render_pages(story, settings, docs_root, story_titles))
            rendered.put(key, (own, reports.keys))
            yield from own
        yield from reports.pages(made)


class _ReportPages:
    """A story's reports' pages, each kept under a key of its own (cache.article_page_key): read
    back where its report and what it shows of the story (views.ArticleView) are those it was
    rendered from, so that after an edit of one report of a large story the others' pages are
    not rendered again. The keys come kept with the story's own pages when the story did not
    change (`keys`), else from the views. Many pages to render (a large story's first build)
    are shared among forked workers that start with the story in memory (only the rendered
    pages travel back) and begin at once, so that they render the reports' pages while the
    build renders the story's own (a 1,000-report story's own pages take about 0.7 s, its
    reports' 1.4 s of CPU). The story's own pages stay in the build: a worker forked from a
    build that holds a large story spends more time copying the memory it touches than
    rendering them."""

    def __init__(self, story: Briefing, settings: Settings, rendered: PageCache,
                 keys: tuple[str | None, ...] | None) -> None:
        self.story, self.settings, self.rendered = story, settings, rendered
        self.template = report_template()
        self._views: list[ArticleView] | None = None
        if keys is None:
            keys = tuple(article_page_key(a.source, settings, view) for a, view in zip(story.articles, self.views())) \
                if rendered.folder is not None else (None,) * len(story.articles)
        self.keys = keys
        self.missing = [index for index, key in enumerate(keys) if key is None or not rendered.has(key)]

    def views(self) -> list[ArticleView]:
        """What each report's page shows of the story: worked out only when a page is rendered,
        or its key is not known."""
        if self._views is None:
            self._views = report_views(self.story)
        return self._views

    def render(self, index: int) -> tuple[str, str]:
        """Report `index`'s page, rendered now and kept (by the worker that rendered it, where one did)."""
        page, key = report_page(self.template, self.story.articles[index], self.views()[index]), self.keys[index]
        if key is not None:
            self.rendered.put(key, page)
        return page

    @contextmanager
    def rendering(self) -> Iterator[Iterator[tuple[str, str]]]:
        """The missing pages, in order, as they are rendered (by workers, if many)."""
        if len(self.missing) < PARALLEL_PAGES or not parallel():
            yield map(self.render, self.missing)
            return
        self.views()  # worked out here, before the workers fork, not by each of them
        with forked_map(lambda index: self.render(self.missing[index]), len(self.missing),
                        chunksize=max(1, len(self.missing) // (cores() * 4))) as made:
            yield made

    def pages(self, made: Iterator[tuple[str, str]]) -> Iterator[tuple[str, str]]:
        """Every report's page, in order: the missing ones from `made`, the others read back."""
        waiting = set(self.missing)
        for index, key in enumerate(self.keys):
            if key is not None:
                self.rendered.keep(key)  # (kept by a worker, too)
            if key is None or index in waiting:
                yield next(made)
            else:
                yield self.rendered.get(key) or self.render(index)  # a damaged entry: rendered again
