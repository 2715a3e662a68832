"""What the site engine made of each page, kept for the next build: MkDocs' conversion of its
Markdown (converted.py) and the search plugin's entries for it (search_entries.py).

The MkDocs hook holds one `EngineCache` per build: made once the site's files are known,
asked to wrap each page before MkDocs converts it, closed when the build ends.
"""

from __future__ import annotations

from pathlib import Path

from generator.build.converted import ConvertedCache, cacheable, render_kept, site_key
from generator.build.search_entries import IndexedCache, index_kept, plugin_key, search_index


class EngineCache:
    def __init__(self, folder: Path, config, files) -> None:
        self.converted = ConvertedCache(folder / "converted") if cacheable(config) else None
        self.site = site_key(config, files)
        self.indexed: IndexedCache | None = None
        index = search_index(config)
        if index is not None:
            indexed, plugin, add = IndexedCache(folder / "indexed"), plugin_key(config), index.add_entry_from_context
            index.add_entry_from_context = lambda page: index_kept(page, index, indexed, plugin, add)
            self.indexed = indexed

    def wrap(self, page) -> None:
        """Before MkDocs converts `page`: convert it only if no earlier build did the same."""
        if self.converted is not None:
            cache, site, render = self.converted, self.site, page.render
            page.render = lambda config, files: render_kept(page, config, files, cache, site, render)

    def close(self, every_page: bool) -> None:
        """The build is done; `every_page`: it went through every page (not `serve --dirty`), so
        what it did not use is no longer needed."""
        if every_page:
            for cache in (self.converted, self.indexed):
                if cache is not None:
                    cache.prune()
