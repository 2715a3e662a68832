"""What the site engine made of each page, kept for the next build: MkDocs' conversion of its
Markdown (converted.py), the search plugin's entries for it (search_entries.py) and the page
the theme's template drew around it (templated.py).

The MkDocs hook holds one `EngineCache` per build: made once the site's files are known,
asked to convert, index and draw on every core the pages no earlier build converted (`prepare`:
MkDocs itself goes through the pages one by one, on one core), asked to wrap each page before MkDocs converts
it and the theme's templates before it draws the pages, closed when the build ends.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path

import jinja2
from mkdocs.commands.build import get_context
from mkdocs.structure.files import InclusionLevel
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils import meta

from generator.build.converted import ConvertedCache, cacheable, digest, page_key, render_kept, site_key
from generator.build.html_parts import convert_without_parts
from generator.build.search_entries import IndexedCache, index_kept, plugin_key, search_index
from generator.build.templated import KeptTemplate, TemplatedCache, nav_key, theme_key
from generator.build.workers import cores, forked_map, parallel

# Fewer, smaller pages to convert MkDocs converts sooner alone than with workers started; a few
# large ones (a large story's own pages after an edit: its names index alone is megabytes) it does not.
PREPARE_MIN_PAGES = 8
PREPARE_MIN_CHARACTERS = 500_000
# Events through which another plugin could change a page between its file and its conversion
# (or its HTML before the search plugin reads it): with any of them, pages are left to MkDocs.
_PAGE_EVENTS = ("pre_page", "page_read_source", "page_markdown", "page_content")


class EngineCache:
    def __init__(self, folder: Path, config, files) -> None:
        self.folder = folder
        self.converted = ConvertedCache(folder / "converted") if cacheable(config) else None
        self.site = site_key(config, files)
        self.indexed: IndexedCache | None = None
        index = search_index(config)
        if index is not None:
            indexed, plugin, add = IndexedCache(folder / "indexed"), plugin_key(config), index.add_entry_from_context
            index.add_entry_from_context = lambda page: index_kept(page, index, indexed, plugin, add)
            self.indexed = indexed
        self.index = index
        theme = theme_key(config)
        self.templated = TemplatedCache(folder / "templated") if theme is not None else None
        self.theme = digest(self.site, theme) if theme is not None else ""
        self.nav: Navigation | None = None  # the build's navigation, once MkDocs has made it (the hook's on_nav)

    def prepare(self, config, files, hook, drawing_hook) -> None:
        """Convert, index and draw, in forked workers on every core, the pages no earlier build
        has: MkDocs then finds them kept. Only where no other plugin sees pages (`hook`: the hook's
        own page event, which changes nothing) and the pages to convert are worth the workers;
        pages are drawn there too where no other plugin changes the theme's templates
        (`drawing_hook`: the hook's own template event)."""
        if self.converted is None or not parallel() or _others_see_pages(config, hook):
            return
        pending = [(len(markdown), file) for file, markdown in _markdown_of(files)
                   if not self.converted.has(page_key(self.site, file.src_uri, markdown))]
        if len(pending) < PREPARE_MIN_PAGES and sum(size for size, _ in pending) < PREPARE_MIN_CHARACTERS:
            return
        workers = min(cores(), len(pending))
        shares: list[list] = [[] for _ in range(workers)]
        loads = [0] * workers
        for size, file in sorted(pending, key=lambda sized: (-sized[0], sized[1].src_uri)):
            least = loads.index(min(loads))  # the largest first, each to the share with least so far: even shares
            shares[least].append(file)
            loads[least] += size

        nav = self.nav if self.templated is not None and \
            not any(event != drawing_hook for event in config.plugins.events["env"]) else None  # (else not drawn)

        def convert(share: int) -> int:
            _quiet_engine_log()
            draw = self._drawer(config, files, nav) if nav is not None else None
            for file in shares[share]:
                page = file.page or Page(None, file, config)
                page.read_source(config)
                self.wrap(page)
                page.render(config, files)
                if self.index is not None:
                    self.index.add_entry_from_context(page)
                if draw is not None:
                    draw(page)
            return len(shares[share])

        with forked_map(convert, workers, workers=workers) as done:
            sum(done)

    def _drawer(self, config, files, nav: Navigation) -> Callable[[Page], None]:
        """In a worker: draw a page as MkDocs will (mkdocs.commands.build._build_page), keeping
        what the theme's template drew (templated.py). The navigation is read as MkDocs will
        draw it: every page in it read, for its title. The drawing is kept under a key of all
        it depends on, so where the worker's navigation or a page's context would differ from
        the build's, MkDocs finds nothing kept and draws the page itself."""
        for page in nav.pages:
            if page.markdown is None:
                page.read_source(config)
        env = config.theme.get_env()
        self.wrap_templates(env)
        pages = files.documentation_pages(inclusion=InclusionLevel.is_included)

        def draw(page: Page) -> None:
            page.active = True  # (the navigation draws the page it is on as such)
            try:
                env.get_template(page.meta.get("template", "main.html")).render(get_context(nav, pages, config, page))
            finally:
                page.active = False

        return draw

    def wrap(self, page) -> None:
        """Before MkDocs converts `page`: convert it only if no earlier build did the same."""
        if self.converted is not None:
            cache, site, render = self.converted, self.site, partial(convert_without_parts, page, render=page.render)
            page.render = lambda config, files: render_kept(page, config, files, cache, site, render)

    def wrap_templates(self, env) -> None:
        """Before the theme draws the pages: draw each only if no earlier build drew the same
        (`nav`: the build's navigation, set once MkDocs made it)."""
        if self.templated is None or self.nav is None:
            return
        compiled = self.folder / "templates"  # each template compiled once, while its text stays the same
        compiled.mkdir(parents=True, exist_ok=True)
        env.bytecode_cache = jinja2.FileSystemBytecodeCache(str(compiled))
        cache, site, drawn, get_template = self.templated, self.theme, nav_key(self.nav), env.get_template

        def kept(name, parent=None, globals=None):
            template = get_template(name, parent, globals)
            return template if parent is not None else KeptTemplate(template, cache, site, drawn)  # not an include

        env.get_template = kept

    def close(self, every_page: bool) -> None:
        """The build is done; `every_page`: it went through every page (not `serve --dirty`), so
        what it did not use is no longer needed."""
        if every_page:
            for cache in (self.converted, self.indexed, self.templated):
                if cache is not None:
                    cache.prune()


def _others_see_pages(config, hook) -> bool:
    return any(event != hook for name in _PAGE_EVENTS for event in config.plugins.events[name])


def _markdown_of(files):
    """Each page to build, with its Markdown as MkDocs will read it (Page.read_source, where no
    plugin reads sources)."""
    for file in files.documentation_pages(inclusion=InclusionLevel.is_included):
        try:
            yield file, meta.get_data(file.content_string)[0]
        except (OSError, ValueError):  # MkDocs reports it when it reads the page itself
            continue


def _quiet_engine_log() -> None:
    """In a worker: what MkDocs logs is counted (a conversion that warned is not kept) but not
    printed; MkDocs logs it when it converts that page itself."""
    engine = logging.getLogger("mkdocs")
    engine.handlers = []
    engine.propagate = False
