"""A page's HTML as the theme's template made it, kept between builds.

Once its conversion and search entries are kept (converted.py, search_entries.py), what a
rebuild of a large briefing spends most on is the theme drawing every page again: Material's
header, navigation and table of contents around the page's HTML, about 2.4 ms a page. A page's
output depends on the page (its HTML, title, table of contents, front matter, address and
neighbours), on the navigation (every entry's title, address and front matter), on the site's
settings and on the templates, so it is kept under a key of all of those and reused while they
stay the same.

The theme's own pages of no page of theirs (the 404 page) are kept too, by the navigation and
settings alone. Only where the templates cannot read anything else: no plugin but the search
plugin sees a page's or template's context (another could add to it), and no template of the
theme reads the build's date or time (it would differ on every build).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from generator.build.converted import digest, mapping_repr
from generator.build.search_entries import SEARCH_PLUGIN, toc_entries
from generator.store import Cache

# Plugins whose page-context event adds nothing a template reads (the search plugin indexes the
# page there; our hook has none).
CONTEXT_READERS = frozenset({SEARCH_PLUGIN, "search"})
_ENV_TAG = re.compile(r"!ENV\s*\[?\s*([A-Za-z_][A-Za-z0-9_]*)")
_CLOCK = re.compile(r"build_date_utc|update_date|\bnow\(")  # what a template could read of the clock


@dataclass(frozen=True)
class Templated:
    """The HTML the template made of one page."""

    html: str


class TemplatedCache(Cache):
    KINDS = (Templated,)


def theme_key(config) -> str | None:
    """What every page's drawing shares, or None where it cannot be kept (see the module): the
    engine's and theme's versions, the settings file as written and the environment variables
    it reads, the theme's settings and every template it may read."""
    names = {id(plugin): name for name, plugin in config.plugins.items()}
    if any(names.get(id(getattr(event, "__self__", None))) not in CONTEXT_READERS
           for event in [*config.plugins.events["page_context"], *config.plugins.events["template_context"]]):
        return None
    templates = []
    for folder in config.theme.dirs:
        for path in sorted(Path(folder).rglob("*.html")):
            text = path.read_text(encoding="utf-8", errors="replace")
            if _CLOCK.search(text):
                return None
            templates.append(f"{path}\0{digest(text)}")
    settings = Path(config.config_file_path).read_text(encoding="utf-8") if config.config_file_path else ""
    read = sorted(set(_ENV_TAG.findall(settings)))
    return digest(_version("mkdocs"), _version("mkdocs-material"), settings,
                  repr([(name, os.environ.get(name)) for name in read]), str(config.theme.name),
                  mapping_repr(dict(config.theme)), repr(config["use_directory_urls"]), *templates)


def nav_key(nav) -> str:
    """The navigation as a template draws it: every entry's title, address and front matter."""
    return digest(repr(_entries(nav.items)))


def page_key(site: str, nav: str, name: str | None, context) -> str | None:
    """The key of one drawing of the template `name` in `context`: a page's, or a theme page's
    of no page of its own (the 404 page); None for anything else (the sitemap gives every
    page's date of this build)."""
    page = context.get("page")
    around = (str(context.get("base_url")), repr(context.get("extra_css")),  # the links every page draws
              repr([str(script) for script in context.get("extra_javascript") or ()]))
    if page is None:
        return digest(site, nav, str(name), *around) if (name or "").endswith(".html") else None
    if getattr(page, "file", None) is None:
        return None
    return digest(site, nav, page.file.src_uri, page.url, str(page.title), str(page.canonical_url),
                  str(page.edit_url), mapping_repr(page.meta), repr(toc_entries(page.toc)), page.content or "",
                  repr(_neighbours(page)), *around)


class KeptTemplate:
    """A template whose pages are drawn once: `render` returns what an earlier build drew for the
    same key, or draws and keeps it."""

    def __init__(self, template, cache: TemplatedCache, site: str, nav: str) -> None:
        self.template, self.cache, self.site, self.nav = template, cache, site, nav

    def __getattr__(self, name: str) -> Any:
        return getattr(self.template, name)

    def render(self, context) -> str:
        key = page_key(self.site, self.nav, self.template.name, context)
        if key is None:
            return self.template.render(context)
        found = self.cache.get(key)
        if found is not None:
            return found.html
        html = self.template.render(context)
        self.cache.put(key, Templated(html))
        return html


def _version(package: str) -> str:
    try:
        return version(package)
    except PackageNotFoundError:
        return ""


def _entries(items) -> list:
    return [(type(item).__name__, str(item.title), getattr(item, "url", None),
             mapping_repr(getattr(item, "meta", None) or {}), _entries(getattr(item, "children", None) or []))
            for item in items]


def _neighbours(page) -> tuple:
    """What the page's place in the navigation shows: its sections and the pages before and after."""
    ancestors = tuple(str(section.title) for section in page.ancestors)
    return (ancestors, *((p.url, str(p.title)) if p is not None else None for p in (page.previous_page, page.next_page)),
            page.is_homepage)
