"""Markdown pages from Jinja templates: wording and layout live in `templates/`.

Every value a template prints goes through `md_text` (the environment's `finalize`), so
article text is escaped exactly once, at this edge. Links and ids the generator makes are
built by render/links.py, in one place, and marked as trusted Markdown: each page is drawn with
its own `Links`.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemBytecodeCache, PackageLoader, StrictUndefined, Template

from generator import prepared, thresholds
from generator.config import EXPORT_FILE, Settings
from generator.model import (
    FIGURE_KINDS,
    Article,
    Briefing,
    Entity,
    Figure,
    Metadata,
    Overlap,
    QuoteGroup,
    Sentence,
    Status,
    Wording,
)
from generator.render.escape import Md, md_fragment, md_text, page_title
from generator.render.front_page import FrontPage, figure_values, story_day_words
from generator.render.html_part import html_part
from generator.render.links import Links, article_path, element_id
from generator.render.story_view import FigureGroups, Speakers
from generator.render.views import ArticleView, EntityRef, article_views
from generator.text.language import name_of

SET_ASIDE_LABELS = {
    "headline": "Headline",
    "byline": "Byline",
    "date line": "Date line",
    "caption": "Photo caption",
    "subhead": "Subhead",
    "promo": "Promotion",
    "furniture": "Page furniture",
}



def mention_lines(entity: Entity, links: Links) -> Md:
    """The names index's list of where an entity is mentioned: a line per source (in source
    id order), linking each sentence that names it (in anchor order), numbered from 1. Built
    here rather than by the template's groupby filters, and as HTML, which Markdown passes
    through untouched: the index of a story of 1,000 reports links tens of thousands of
    sentences, and as Markdown these lists cost most of the page's conversion."""
    anchors: dict[str, set[str]] = defaultdict(set)
    html = links.as_html()
    for source, mention in entity.mentions:
        anchors[source].add(mention.anchor)
    items = "".join(
        f"<li>{md_text(links.labels[source])}: "
        + ", ".join(html.sentence(i, links.articles[source], anchor) for i, anchor in enumerate(sorted(found), 1))
        + "</li>\n"
        for source, found in sorted(anchors.items()))
    return html_part(f"<ul>\n{items}</ul>")


def shared_copy_table(articles: tuple[Article, ...], labels: dict[str, str],
                      similarity: dict[tuple[str, str], Overlap]) -> Md:
    """The share of copy every two sources have in common, as a table whose cells are shaded
    by the share: the numbers are their own heatmap, one a reader can search, copy and zoom,
    and a screen reader read (a picture of the same matrix beside them cost a 28-source story a
    second to draw). HTML, since a Markdown table cell cannot be shaded."""
    head = "".join(f"<th>{md_text(labels[a.id])}</th>" for a in articles)
    rows = []
    for row in articles:
        cells = "".join(_SHARE_CELL.format(dark="", style="", value="—") if row.id == column.id
                        else _shaded(similarity[(row.id, column.id)].similarity) for column in articles)
        rows.append(f"<tr><th>{md_text(labels[row.id])}</th>{cells}</tr>")
    return Md("<table>\n<thead><tr><th></th>" + head + "</tr></thead>\n<tbody>\n" + "\n".join(rows)
              + "\n</tbody>\n</table>")


_SHARE_CELL = '<td{dark} style="text-align: right{style}">{value}</td>'
DARK_SHARE = 0.6  # from this share up a cell's figures take the colour that reads on its shade (briefing.css)


def _shaded(share: float) -> str:
    shade = f"; background-color: rgb(var(--brief-ink-rgb) / {round(100 * share)}%)" if share >= 0.005 else ""
    return _SHARE_CELL.format(dark=' class="brief-dark-share"' if share >= DARK_SHARE else "", style=shade,
                              value=f"{share:.2f}")


STATUS_MARKERS = {
    Status.CONFLICT: "⚠ Conflict",
    Status.UPDATE: "↻ Updated",
    Status.BREAKDOWN: "Σ Breakdown",
    Status.AGREE: "✓ Agree",
    Status.SINGLE: "· One source",
}
_CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to mix up


def source_labels(briefing: Briefing) -> dict[str, str]:
    """Short names for sources in tables: "S-7QK AFP", "S-M4D"... made from each file's own
    name, so a source keeps its label when others are added or removed ("S-7QK says …" in
    someone's notes keeps its meaning); a longer code only where two would clash."""
    labels: dict[str, str] = {}
    taken: set[str] = set()
    for article in sorted(briefing.articles, key=lambda a: a.source.file):
        digest = hashlib.blake2b(article.source.file.encode("utf-8", "surrogatepass"), digest_size=8).digest()
        letters = "".join(_CODE_LETTERS[byte % len(_CODE_LETTERS)] for byte in digest)
        length = 3
        while letters[:length] in taken and length < len(letters):
            length += 1
        taken.add(letters[:length])
        code = f"S-{letters[:length]}"
        labels[article.id] = f"{code} {article.metadata.outlet}" if article.metadata.outlet else code
    return {a.id: labels[a.id] for a in briefing.articles}


MATRIX_MAX = 40  # more sources than this make an unreadable matrix: the pairs are listed instead
ADDS_SHOWN = 5  # sentences listed under "What this source adds" (the rest are in the full text, just below)
ENTITY_KINDS = {"person": "People", "place": "Places", "organisation": "Organisations", "other": "Other names"}
ENTITY_KIND_NAMES = {"person": "Person", "place": "Place", "organisation": "Organisation", "other": "Other"}


def first_mentions(article: Article, entity_of: Mapping[tuple[str, str, int], str]) -> dict[str, list]:
    """The article's first mention of each name, by sentence: only those are linked to the
    index of names (a link on every "Zelensky" of a long report is noise, not help)."""
    table: dict[str, list] = {}
    seen: set[str] = set()
    for mention in article.mentions:
        entity = entity_of.get((article.id, mention.anchor, mention.start))
        if entity is not None and entity not in seen:
            seen.add(entity)
            table.setdefault(mention.anchor, []).append(mention)
    return table


def sentence_markup(sentence: Sentence, article: Article, entity_of: Mapping[tuple[str, str, int], str], links: Links,
                    mentions: list) -> str:
    """A sentence as HTML, the names in `mentions` linked to their entries in the index of names;
    its text escaped as for Markdown (`md_fragment`: character references, which HTML reads alike)."""
    html = links.as_html()
    pieces: list[str] = []
    cursor = 0
    for mention in mentions:
        entity_id = entity_of.get((article.id, mention.anchor, mention.start))
        if entity_id is None or mention.start < cursor:
            continue
        pieces.append(md_fragment(sentence.text[cursor:mention.start]))
        pieces.append(html.name(sentence.text[mention.start:mention.end], entity_id))
        cursor = mention.end
    pieces.append(md_fragment(sentence.text[cursor:]))
    return "".join(pieces).strip()


def full_text(article: Article, entity_of: Mapping[tuple[str, str, int], str], links: Links,
              mentions_at: dict[str, list]) -> Md:
    """The report's paragraphs, each sentence in a span with its anchor (where links from
    elsewhere land), first mentions of names linked. Written as HTML, which Markdown passes
    through untouched: the full text is the largest part of a report's page, and as Markdown it
    cost most of the page's conversion. Built here rather than by a template loop over every
    sentence for every paragraph, which cost a long report's page most of its time."""
    by_paragraph: dict[int, list[str]] = defaultdict(list)
    for sentence in article.sentences:
        markup = sentence_markup(sentence, article, entity_of, links, mentions_at.get(sentence.anchor, []))
        by_paragraph[sentence.paragraph].append(f'<span class="sentence" id="{element_id(sentence.anchor)}">{markup}</span>')
    paragraphs = "\n".join(f"<p>{' '.join(by_paragraph[index])}</p>" for index in range(len(article.paragraphs))
                           if by_paragraph[index])
    return Md(html_part(paragraphs) + "\n\n")


def speaker_heading(group: QuoteGroup, entities_by_id: dict[str, Entity], links: Links) -> Md:
    if group.speaker in entities_by_id:
        return links.entity(entities_by_id[group.speaker])
    return md_text(group.speaker_name) if group.speaker_name else Md("Speaker not given")


def wording_diff(wording: Wording) -> Md:
    """A source's wording with the words that differ from the group's text marked."""
    return Md(" ".join(f"<mark>{md_text(word)}</mark>" if differs else md_text(word) for word, differs in wording.words))


def corroboration(sources, briefing: Briefing) -> str:
    """ "3 reports, 2 independent": what a count of outlets is worth."""
    sources = set(sources)
    reports, independent = len(sources), briefing.independent(sources)
    noun = "report" if reports == 1 else "reports"
    return f"{reports} {noun}" if reports == independent else f"{reports} {noun}, {independent} independent"


def coverage(briefing: Briefing) -> dict[str, dict]:
    """Per source: what it shares with others and what only it says."""
    index = briefing.sentences
    single_figures = {(c.source, c.anchor, c.text) for f in briefing.figures if f.status == Status.SINGLE for c in f.claims}
    cluster_of = {s: i for i, cluster in enumerate(briefing.clusters) for s in cluster}
    result = {}
    for article in briefing.articles:
        shared = {s.anchor for s in article.sentences if index and index.shared((article.id, s.anchor))}
        result[article.id] = {
            "shared": len(shared),
            "unique": [s for s in article.sentences if s.anchor not in shared],
            "unique_figures": [c for c in article.claims if (c.source, c.anchor, c.text) in single_figures],
            "copies": [s for s in briefing.clusters[cluster_of[article.id]] if s != article.id],
        }
    return result


def article_entities(article: Article, entity_of: Mapping[tuple[str, str, int], str],
                     entities_by_id: Mapping[str, EntityRef]) -> list[EntityRef]:
    """The entities an article names, in the order it first names them."""
    ids = dict.fromkeys(entity_of[(article.id, m.anchor, m.start)] for m in article.mentions)
    return [entities_by_id[i] for i in ids]


def names_across(folder: Briefing) -> list[tuple[Entity, list[tuple[str, str]]]]:
    """The names found in more than one story: the first story's entry, and every (story id,
    entity id) where the name is."""
    seen: set[tuple[str, str]] = set()
    found = []
    for story in folder.stories:
        for entity in story.entities:
            if entity.elsewhere and (story.id or "", entity.id) not in seen:
                places = [(story.id or "", entity.id), *entity.elsewhere]
                seen.update(places)
                found.append((entity, places))
    return sorted(found, key=lambda item: (-len(item[1]), item[0].name.lower(), item[0].id))


def meta_field(meta: Metadata, name: str, html: bool = False) -> Md:
    """A metadata value, or "unknown", saying how it was inferred when it was (`html`: for a
    part of the page written as HTML)."""
    value = getattr(meta, name)
    shown = md_text(value) if value else Md("unknown")
    if name in meta.inferred:
        how = md_text(meta.inferred[name])
        return Md(f"{shown} <em>(inferred {how})</em>" if html else f"{shown} *(inferred {how})*")
    return shown


def names_by_kind(named: list[EntityRef], links: Links) -> Md:
    """The names a report gives, a line for each kind ("People: …"), linked to the index of names."""
    lines = []
    for kind, title in ENTITY_KINDS.items():
        of_kind = [links.entity(entity) for entity in named if entity.kind == kind]
        if of_kind:
            lines.append(f"<strong>{md_text(title)}</strong>: {', '.join(of_kind)}")
    return Md("\n".join(lines))


@dataclass(frozen=True)
class Shown:
    """The words and limits the pages show, as the templates read them (`shown.markers[status]`)."""

    markers: Mapping[Status, str]
    entity_kinds: Mapping[str, str]  # a kind's heading: "People"
    entity_kind_names: Mapping[str, str]  # one of a kind: "Person"
    set_aside_labels: Mapping[str, str]
    figure_kinds: tuple[str, ...]  # the kinds of figure compared across reports
    matrix_max: int
    adds_shown: int
    shared_copy: float
    export_file: str


SHOWN = Shown(STATUS_MARKERS, ENTITY_KINDS, ENTITY_KIND_NAMES, SET_ASIDE_LABELS, FIGURE_KINDS, MATRIX_MAX, ADDS_SHOWN,
              thresholds.COPY.shared_copy, EXPORT_FILE)


@lru_cache(maxsize=4)
def environment(compiled: Path | None = None) -> Environment:
    """The templates' environment; with a `compiled` folder, Jinja keeps the templates compiled
    there (checked against their source), which spares a new process 0.2 s of compiling."""
    env = Environment(
        loader=PackageLoader("generator.render"),
        bytecode_cache=FileSystemBytecodeCache(str(compiled)) if compiled is not None else None,
        autoescape=False,
        finalize=md_text,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.tests["length_above"] = lambda value, n: len(value) > n
    env.tests["length_below"] = lambda value, n: len(value) < n
    env.globals.update(
        shown=SHOWN,
        mention_lines=mention_lines,
        meta_field=meta_field,
        figure_values=figure_values,
        full_text=full_text,
        article_entities=article_entities,
        names_by_kind=names_by_kind,
        speaker_heading=speaker_heading,
        wording_diff=wording_diff,
        corroboration=corroboration,
        Status=Status,
        shared_copy_table=shared_copy_table,
        distinct_values=distinct_values,
        of_story=of_story,
        story_day_words=story_day_words,
        page_title=page_title,
        language_name=name_of,
    )
    return env


def _method(settings: Settings) -> dict[str, object]:
    """The numbers the About page quotes: the method's (generator/thresholds.py) and the settings'."""
    return {
        "max_title": thresholds.READING.max_title,
        "max_chars": f"{thresholds.READING.max_chars:,}",
        "max_caption_words": thresholds.READING.max_caption_words,
        "min_caption_words": thresholds.READING.min_caption_words,
        "max_headline_words": thresholds.READING.max_headline_words,
        "max_first_headline_words": thresholds.READING.max_first_headline_words,
        "max_date_line_after": thresholds.READING.max_date_line_after,
        "min_language_confidence": thresholds.READING.min_language_confidence,
        "days_before_event": thresholds.TIMELINE.days_before_event,
        "same_event": thresholds.TIMELINE.same_event,
        "same_event_words": thresholds.TIMELINE.same_event_words,
        "max_candidates": thresholds.SUMMARY.max_candidates,
        "lead_weight": thresholds.SUMMARY.lead_weight,
        "min_words": thresholds.SUMMARY.min_words,
        "max_overlap": thresholds.SUMMARY.max_overlap,
        "date_weight": thresholds.STORIES.date_weight,
        "max_ratio": thresholds.FIGURES.max_ratio,
        "max_growth": thresholds.FIGURES.max_growth,
        "max_fall": thresholds.FIGURES.max_fall,
        "round_tolerance": f"{thresholds.FIGURES.round_tolerance:.0%}",
        "restated_min": thresholds.FIGURES.restated_min,
        "min_context": thresholds.FIGURES.min_context,
        "min_context_strict": thresholds.FIGURES.min_context_strict,
        "shingle": thresholds.COPY.shingle,
        "min_cosine": thresholds.ALIGNMENT.min_cosine,
        "min_common_cosine": thresholds.ALIGNMENT.min_common_cosine,
        "max_posting": thresholds.ALIGNMENT.max_posting,
        "min_fuzzy_length": thresholds.NAMES.min_fuzzy_length,
        "min_ratio": thresholds.QUOTE_GROUPS.min_ratio,
        "min_partial_words": thresholds.QUOTE_GROUPS.min_partial_words,
        "min_title_words": thresholds.BRIEF.min_title_words,
        "short_words": thresholds.QUOTE_GROUPS.short_words,
        "brief_words": settings.brief_words,
        "story_min": settings.story_summary_min,
        "story_max": settings.story_summary_max,
        "settings_min": settings.summary_min,
        "settings_max": settings.summary_max,
        "front_page_sources": settings.front_page_sources,
    }


def distinct_values(figure: Figure) -> int:
    """How many different values a figure's sources give ("20" and "Twenty" are one)."""
    return len({(c.low, c.high) for c in figure.claims})


def of_story(name: str, briefing: Briefing) -> str:
    """A page's title with its story's ("Figures · Kramatorsk station strike"): the browser's
    tabs and the search results then say which briefing a page belongs to."""
    return f"{name} · {briefing.title}" if briefing.title else name


STORY_PAGES = ("index.md", "figures.md", "entities.md", "quotes.md", "sources.md", "timeline.md", "about.md")


def _compiled() -> Path | None:
    """Where the compiled templates are kept: prepared once per installation (generator/prepared.py)."""
    return prepared.folder("templates")


def compile_templates() -> int:
    """Compile every template into the prepared folder now (at install): how many there are."""
    env = environment(_compiled())
    names = env.list_templates(extensions=["j2"])
    for name in names:
        env.get_template(name)
    return len(names)


PAGE_NAMES = {"index.md": "Briefing", "figures.md": "Figures", "entities.md": "People, places & organisations",
              "quotes.md": "Quotes", "sources.md": "Sources", "timeline.md": "Timeline", "about.md": "About"}


def render_pages(briefing: Briefing, settings: Settings, docs_root: str = "../",
                 story_titles: dict[str, str] | None = None) -> Iterator[tuple[str, str]]:
    """A story's own pages (not its reports'), rendered now, one at a time."""
    env = environment(_compiled())
    shared = _story_context(briefing, docs_root, story_titles)
    for name in STORY_PAGES:
        links = Links(name, shared["articles"], shared["labels"])
        yield name, env.get_template(f"{name}.j2").render(links=links, **shared, **_method(settings))


def unread_pages(briefing: Briefing) -> Iterator[tuple[str, str]]:
    """The pages of the reports in other languages: their text, at the folder's top."""
    env = environment(_compiled())
    for article in briefing.unread:
        path = article_path(article)
        yield path, env.get_template("unread.md.j2").render(article=article, links=Links(path))


def folder_pages(folder: Briefing, settings: Settings, titles: dict[str, str]) -> Iterator[tuple[str, str]]:
    """A folder of several stories: at its top, the story pages' names, each listing the stories."""
    env = environment(_compiled())
    across = names_across(folder)
    for name in STORY_PAGES:
        yield name, env.get_template("stories.md.j2").render(
            links=Links(name), page=name, folder=folder, stories=folder.stories, docs_root="../",
            page_names=PAGE_NAMES, independent=lambda story: len(story.clusters), across=across,
            story_titles=titles, singles_apart=settings.single_reports == "apart")


def report_template() -> Template:
    """The template of a report's page, compiled (see `report_page`)."""
    return environment(_compiled()).get_template("article.md.j2")


def report_views(story: Briefing) -> list[ArticleView]:
    """What each report's page shows of its story, in the order of its reports."""
    return article_views(story, source_labels(story), coverage(story))


def article_page(story: Briefing, article: Article, settings: Settings) -> tuple[str, str]:
    """One report's page alone, in its story as last worked out (`story`), with `article` in
    place of the report's earlier version: what `mkdocs serve` shows of an edited report at
    once, before the whole story is worked out again (see preview.py)."""
    story = replace(story, articles=tuple(article if a.id == article.id else a for a in story.articles))
    return report_page(report_template(), article, report_views(story)[story.articles.index(article)])


def _story_context(briefing: Briefing, docs_root: str, story_titles: dict[str, str] | None) -> dict[str, Any]:
    """What every page of a story's own is rendered from (see `render_pages`)."""
    return {
        "story_titles": story_titles or {},
        "docs_root": docs_root,
        "briefing": briefing,
        "articles": {a.id: a for a in briefing.articles},
        "labels": source_labels(briefing),
        "entities_by_id": {e.id: e for e in briefing.entities},
        "speakers": Speakers.of_quotes(briefing.quotes),
        "figure_groups": FigureGroups.of(briefing.figures),
        "front": FrontPage.of(briefing),
        "coverage": coverage(briefing),
        "similarity": {(p.a, p.b): p for p in briefing.overlaps} | {(p.b, p.a): p for p in briefing.overlaps},
    }


def report_page(template: Template, article: Article, view: ArticleView) -> tuple[str, str]:
    """A report's page, from the report and its view alone (the build keeps it by both)."""
    path = article_path(article)
    unique = set(view.unique)
    return path, template.render(article=article, view=view, links=Links(path),
                                 unique=[s for s in article.sentences if s.anchor in unique],
                                 mentions_at=first_mentions(article, view.entity_of))
