"""The search plugin's entries for a page, kept between builds.

After its conversion (build/converted.py), the most a rebuild spends on a page that did not
change is Material's search plugin parsing its HTML again into index entries (a sixth of a
clean build, most of a rebuild). A page's entries depend only on its HTML, address, title,
table of contents and front matter and on the plugin's settings, so they are kept under a key
of those and added to the index as the plugin would have made them. The index itself, and so
`search/search_index.json`, is still written whole by the plugin on every build.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from typing import Any

from generator.build.converted import digest, mapping_repr
from generator.store import Cache

SEARCH_PLUGIN = "material/search"


@dataclass(frozen=True)
class Indexed:
    """The entries the plugin added to its index for one page, in order."""

    entries: tuple[dict[str, Any], ...]


class IndexedCache(Cache):
    KINDS = (Indexed,)


def search_index(config) -> Any | None:
    """Material's search index of this build, where the site uses Material's search plugin."""
    plugin = config.plugins.get(SEARCH_PLUGIN)
    index = getattr(plugin, "search_index", None)
    return index if index is not None and hasattr(index, "entries") else None


def plugin_key(config) -> str:
    plugin = config.plugins.get(SEARCH_PLUGIN)
    return digest(version("mkdocs-material"), mapping_repr(plugin.config), size=16)


def toc_entries(items) -> list:
    """A page's table of contents as plain data, for a key: each entry's address, title, level."""
    return [(item.url, item.title, item.level, toc_entries(item.children)) for item in items]


def page_key(plugin: str, page) -> str:
    return digest(plugin, page.url, str(page.title), mapping_repr(page.meta), repr(toc_entries(page.toc)), page.content)


def index_kept(page, index, cache: IndexedCache, plugin: str, add: Callable[[Any], None]) -> None:
    """Add `page`'s entries to `index` as `add` (the plugin's own) does, or those a previous build
    made of the same page."""
    key = page_key(plugin, page)
    found = cache.get(key)
    if found is not None:  # (read from its file: entries of their own, that no other page shares)
        index.entries.extend(found.entries)
        return
    before = len(index.entries)
    add(page)
    cache.put(key, Indexed(tuple(index.entries[before:])))  # (stored as they are now)
