"""Links between the briefing's pages, as trusted Markdown (or, for HTML, addresses): the only place that knows where a
page lies and how ids are made. Each page is drawn with one `Links`, made for that page (where
it is, and the story's reports with their labels), so that a template names what it links to
("links.claim(claim)") and never the path from its page to the target."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from html import escape
from urllib.parse import quote

from generator.model import Article, Claim, Entity, Figure, QuoteGroup
from generator.render.escape import Md, html_link, md_link, md_text
from generator.render.views import EntityRef, FigureRef, QuoteRef

_ID = re.compile(r"[a-z0-9][a-z0-9_-]*")
# A web address printed as a link: http(s), a host, and only characters that cannot end or
# nest Markdown or HTML (no brackets, parentheses, quotes, pipes, backslashes or spaces).
_WEB_URL = re.compile(r"https?://[A-Za-z0-9.-]+(?::\d{1,5})?(?:/[A-Za-z0-9\-._~:/?#@&+,;=%]*)?", re.IGNORECASE)


def article_path(article: Article) -> str:
    """The article page's path inside the generator's folder."""
    return report_path(article.id)


def report_path(source: str) -> str:
    """The page's path of the report whose id is `source`."""
    return f"articles/{source}.md"


def element_id(value: str) -> Md:
    """An HTML id or fragment the generator made; refuses anything else."""
    if not _ID.fullmatch(value):
        raise ValueError(f"not a generated id: {value!r}")
    return Md(value)


def html_page(path: str) -> str:
    """A page's path as MkDocs writes it (`use_directory_urls: false`), quoted for an attribute."""
    return quote(path.removesuffix(".md") + ".html", safe="/.-_~")


def web_link(url: str | None, html: bool = False) -> Md:
    """The source's URL as a link when it is a plain web address, else as inert text (`html`:
    the link written as HTML, for a part of a page written as HTML)."""
    if not url:
        return Md("unknown")
    if not _WEB_URL.fullmatch(url):
        return md_text(url)
    return Md(f'<a href="{escape(url)}">{escape(url)}</a>') if html else Md(f"<{url}>")


class Links:
    """The links of one page, `here` (its path inside the generator's folder); `articles` and
    `labels` are the story's reports by id and their short names, for links to sources. A
    page's `Links` writes Markdown links; its HTML form (`as_html`) writes the same links as
    HTML, for the parts of the page written as HTML (render/html_part.py). `to` and
    `story_entity` are Markdown's only: no part written as HTML has them."""

    def __init__(self, here: str, articles: Mapping[str, Article] | None = None,
                 labels: Mapping[str, str] | None = None, *, html: bool = False,
                 report_pages: dict[tuple[str, bool], str] | None = None) -> None:
        self.here = here
        self.articles: Mapping[str, Article] = articles or {}
        self.labels: Mapping[str, str] = labels or {}
        self.html = html
        # by report id and form, shared by both forms: the names index of a story of 1,000
        # reports links tens of thousands of its sentences
        self._report_pages: dict[tuple[str, bool], str] = {} if report_pages is None else report_pages
        self._as_html: Links | None = None

    id = staticmethod(element_id)
    path = staticmethod(article_path)

    def as_html(self) -> Links:
        """The same page's links, written as HTML."""
        if self.html:
            return self
        if self._as_html is None:
            self._as_html = Links(self.here, self.articles, self.labels, html=True, report_pages=self._report_pages)
        return self._as_html

    def web(self, url: str | None) -> Md:
        return web_link(url, self.html)

    def _link(self, text: object, target: str) -> Md:
        return html_link(text, target) if self.html else md_link(text, target)

    def _page(self, page: str) -> str:
        """A page inside the generator's folder, as this form's link from this page: the
        Markdown page, which MkDocs rewrites, or the page as MkDocs writes it (a plain .html
        file, `use_directory_urls: false`)."""
        return self.relative(html_page(page) if self.html else page)

    @staticmethod
    def to(text: str, target: str) -> Md:
        """A link to a target given as its path from this page."""
        return md_link(text, target)

    def relative(self, target: str) -> str:
        """A path inside the generator's folder, as seen from this page."""
        return "../" * self.here.count("/") + target

    def _report_page(self, article: Article) -> str:
        """A report's page from this one ("" on the page itself)."""
        key = (article.id, self.html)
        if key not in self._report_pages:
            page = article_path(article)
            self._report_pages[key] = "" if self.here == page else self._page(page)
        return self._report_pages[key]

    def _story_page(self, page: str, anchor: str) -> str:
        """An entry of one of the story's pages ("entities.md", "figures.md" …) from this page."""
        return f"{self._page(page)}#{element_id(anchor)}"

    def sentence(self, text: object, article: Article, anchor: str) -> Md:
        """A link to one sentence: on this page, or on its report's."""
        return self._link(text, f"{self._report_page(article)}#{element_id(anchor)}")

    def claim(self, claim: Claim) -> Md:
        """The source's short name, linked to the sentence that gives the claim."""
        return self.sentence(self.labels[claim.source], self.articles[claim.source], claim.anchor)

    def carriers(self, carriers: Iterable[tuple[str, str]]) -> Md:
        """Every source carrying a statement, each linked to its sentence."""
        return Md(", ".join(self.sentence(self.labels[source], self.articles[source], anchor)
                            for source, anchor in carriers))

    def report(self, text: str, source: str) -> Md:
        return self._link(text, self._page(report_path(source)))

    def article(self, text: str, article: Article) -> Md:
        return self.report(text, article.id)

    def entity(self, entity: Entity | EntityRef) -> Md:
        return self.name(entity.name, entity.id)

    def name(self, text: str, entity: str) -> Md:
        """Text linked to a name's entry in the story's index of names."""
        return self._link(text, self._story_page("entities.md", entity))

    @staticmethod
    def story_entity(text: str, story: str, entity: str, from_a_story: bool) -> Md:
        """A link to a story's entry for a name, from the folder's top pages or from another story's."""
        return md_link(text, f"{'../' if from_a_story else ''}{story}/entities.md#{element_id(entity)}")

    def figure(self, figure: Figure | FigureRef) -> Md:
        return self._link(figure.label, self._story_page("figures.md", figure.id))

    def quote(self, group: QuoteGroup | QuoteRef) -> Md:
        return self._link("all sources", self._story_page("quotes.md", group.id))

    def quote_opening(self, group: QuoteGroup, words: int = 8) -> Md:
        """A link to a quote on the Quotes page, showing its first words."""
        shown = " ".join(group.text.split()[:words]) + ("…" if len(group.text.split()) > words else "")
        return self._link(f"“{shown}”", self._story_page("quotes.md", group.id))
