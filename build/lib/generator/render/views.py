"""What a report's page shows of its story, beyond the report itself.

A report's page links its figures, names and quotes to the story's, says which other
reports share its copy and what only it says. Those few facts (`ArticleView`) and the report
are all the page is rendered from, so the two name the page in the cache
(`cache.article_page_key`): after an edit of one report of a large story, the pages of the
others, whose view did not change, are read back rather than rendered again. The story's own
groups are large (a figure given by 1,000 reports holds 1,000 claims), so a view holds only
what the page prints of each (`FigureRef`, `EntityRef`, `QuoteRef`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from generator.model import Article, Briefing, Claim


@dataclass(frozen=True)
class FigureRef:
    """A figure of the story as a report's page shows it: a link, a status, how many reports give it."""

    id: str
    label: str
    status: str
    reports: int


@dataclass(frozen=True)
class EntityRef:
    """A name of the story's index, as a report's page links it."""

    id: str
    name: str
    kind: str


@dataclass(frozen=True)
class QuoteRef:
    """A quote of the story as a report's page shows it: who said it and how many reports carry it."""

    id: str
    speaker: str | None  # an entity id, or how the story names an unnamed speaker
    reports: int


@dataclass(frozen=True)
class ArticleView:
    """Everything a report's page shows of its story (see the module)."""

    several: bool  # the story has other reports
    copies: tuple[tuple[str, str], ...]  # (source id, label) of the reports sharing its copy
    unique: tuple[str, ...]  # anchors of the sentences no other report carries
    unique_figures: tuple[Claim, ...]  # its claims no other report gives
    figure_of: Mapping[tuple[str, str, str], FigureRef]  # by (source, anchor, text) of its claims
    entity_of: Mapping[tuple[str, str, int], str]  # entity id by (source, anchor, start) of its mentions
    entities: Mapping[str, EntityRef]  # those entities and its quotes' named speakers, by id
    group_of: Mapping[tuple[str, str, str], QuoteRef]  # by (source, anchor, text) of its quotes


def article_views(story: Briefing, labels: Mapping[str, str], coverage: Mapping[str, dict]) -> list[ArticleView]:
    """Each of the story's reports' view, in order; `labels` and `coverage` as the story's
    pages show them (pages.source_labels, pages.coverage)."""
    figures: dict[tuple[str, str, str], FigureRef] = {}
    for figure in story.figures:
        shown = FigureRef(figure.id, figure.label, figure.status, len(figure.sources))
        figures.update({(c.source, c.anchor, c.text): shown for c in figure.claims})
    entity_of = {(source, m.anchor, m.start): e.id for e in story.entities for source, m in e.mentions}
    entities = {e.id: EntityRef(e.id, e.name, e.kind) for e in story.entities}
    groups: dict[tuple[str, str, str], QuoteRef] = {}
    for group in story.quotes:
        carried = QuoteRef(group.id, group.speaker, len(group.sources))
        groups.update({(source, q.anchor, q.text): carried for source, q in group.quotes})
    several = len(story.articles) > 1
    return [_view(article, several, labels, coverage[article.id], figures, entity_of, entities, groups)
            for article in story.articles]


def _view(article: Article, several: bool, labels: Mapping[str, str], covered: dict,
          figures: Mapping[tuple[str, str, str], FigureRef], entity_of: Mapping[tuple[str, str, int], str],
          entities: Mapping[str, EntityRef], groups: Mapping[tuple[str, str, str], QuoteRef]) -> ArticleView:
    claims = [(c.source, c.anchor, c.text) for c in article.claims]
    mentions = [(article.id, m.anchor, m.start) for m in article.mentions]
    quotes = [(article.id, q.anchor, q.text) for q in article.quotes]
    own_entities = {key: entity_of[key] for key in mentions if key in entity_of}
    group_of = {key: groups[key] for key in quotes if key in groups}
    named = [*own_entities.values(), *(g.speaker for g in group_of.values() if g.speaker)]
    return ArticleView(
        several=several,
        copies=tuple((other, labels[other]) for other in covered["copies"]),
        unique=tuple(s.anchor for s in covered["unique"]),
        unique_figures=tuple(covered["unique_figures"]),
        figure_of={key: figures[key] for key in claims if key in figures},
        entity_of=own_entities,
        entities={i: entities[i] for i in dict.fromkeys(named) if i in entities},
        group_of=group_of,
    )
