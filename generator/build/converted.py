"""MkDocs' conversion of a page's Markdown to HTML, kept between builds.

Converting Markdown is about three quarters of what `mkdocs build` spends on a large briefing,
and a rebuild after one edited report converts a thousand pages that did not change. A page's
conversion depends only on its Markdown, its own path, the paths of the site's files (relative
links and their checks) and the Markdown settings, so it is kept under a key of exactly those
and reused while they stay the same; anything else about the page (navigation, template,
search entry) is made again by MkDocs on every build.

Only conversions that logged no warning are kept (a kept page would otherwise pass a strict
build silently the second time), and only where every Markdown extension is one known to read
nothing but the page (`PAGE_ONLY_EXTENSIONS`): an extension that includes other files or calls
the site's code could change a page's HTML while its Markdown stays the same.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from typing import Any

from generator.store import Cache

# Python-Markdown's and MkDocs' own extensions whose output depends on the page's Markdown and
# their settings alone.
PAGE_ONLY_EXTENSIONS = frozenset({
    "abbr", "admonition", "attr_list", "def_list", "extra", "fenced_code", "footnotes", "legacy_attrs",
    "legacy_em", "md_in_html", "meta", "nl2br", "sane_lists", "smarty", "tables", "toc",
})


@dataclass(frozen=True)
class Converted:
    """What `Page.render` leaves on a page (MkDocs 1.6): the HTML, the table of contents, the
    title found in it, the anchors it has and the links to other pages' anchors it makes
    (by the linked page's path), for MkDocs to check as it would after converting."""

    content: str
    toc: Any
    title: str | None
    anchors: frozenset[str]
    links_to_anchors: dict[str, dict[str, str]] | None


class ConvertedCache(Cache):
    KINDS = (Converted,)


class _Warnings(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def cacheable(config) -> bool:
    """Whether this site's pages can be kept: every Markdown extension is named and page-only."""
    return all(isinstance(name, str) and name in PAGE_ONLY_EXTENSIONS for name in config["markdown_extensions"])


def digest(*parts: str, size: int = 20) -> str:
    """The key of these parts, in order (the engine caches' keys are all made so)."""
    return hashlib.blake2b("\0".join(parts).encode("utf-8"), digest_size=size).hexdigest()


def mapping_repr(mapping) -> str:
    """Settings or front matter as a key part, whatever order they were written in."""
    return repr(sorted((str(k), repr(v)) for k, v in mapping.items()))


def site_key(config, files) -> str:
    """What every page's conversion shares: the engine's versions, the Markdown and link-check
    settings, and the paths of the site's files."""
    return digest(version("mkdocs"), version("markdown"), repr(config["markdown_extensions"]),
                  mapping_repr(config["mdx_configs"] or {}), repr(config["use_directory_urls"]),
                  repr(config["validation"]), *sorted(f.src_uri for f in files), size=16)


def page_key(site: str, src_uri: str, markdown: str) -> str:
    return digest(site, src_uri, markdown)


def render_kept(page, config, files, cache: ConvertedCache, site: str, render: Callable[[Any, Any], None]) -> None:
    """Convert `page` as `render` (MkDocs' own `Page.render`) does, or set what a previous build's
    conversion of the same page left, when nothing it depends on has changed."""
    key = page_key(site, page.file.src_uri, page.markdown)
    found = cache.get(key)
    if found is not None and _restore(page, found, files):
        return
    warnings = _Warnings()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(warnings)
    try:
        render(config, files)
    finally:
        logger.removeHandler(warnings)
    if not warnings.count:
        cache.put(key, _kept(page))


def _kept(page) -> Converted:
    links = page.links_to_anchors
    return Converted(page.content, page.toc, page._title_from_render, frozenset(page.present_anchor_ids or ()),
                     None if links is None else {to.src_uri: dict(anchors) for to, anchors in links.items()})


def _restore(page, found: Converted, files) -> bool:
    links = None
    if found.links_to_anchors is not None:
        links = {files.get_file_from_path(path): dict(anchors) for path, anchors in found.links_to_anchors.items()}
        if None in links:
            return False
    page.content = found.content
    page.toc = found.toc
    page._title_from_render = found.title
    page.present_anchor_ids = set(found.anchors)
    if logging.getLogger("mkdocs.structure.pages").getEffectiveLevel() > logging.DEBUG:  # as MkDocs decides
        page.links_to_anchors = links
    return True

