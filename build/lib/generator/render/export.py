"""`briefing.json`: the model serialised, with stable key order so builds are byte-identical."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Iterable, Iterator, Mapping
from typing import NamedTuple

from generator.config import OUTPUT_FOLDER
from generator.model import METADATA_FIELDS, Article, Briefing, Entity, Figure, Ref
from generator.thresholds import COPY

FORMAT_VERSION = 7  # see docs/data-export.md, "Changes"


def article_url(article: Article, story: str | None = None) -> str:
    """The article page's URL relative to the site root (plain .html pages: the site works
    from the folder on disk)."""
    folder = f"{OUTPUT_FOLDER}/{story}" if story else OUTPUT_FOLDER
    return f"{folder}/articles/{article.id}.html"


# The keys of briefing.json in order: a folder of several stories lists them first, one story last.
_STORIES_ORDER = ("format", "build_date", "title", "stories", "sources", "figures", "entities", "quotes",
                  "overlap_complete", "overlap", "clusters", "summary", "timeline", "skipped", "problems", "other_languages")
_ONE_STORY_ORDER = (*(key for key in _STORIES_ORDER if key != "stories"), "stories")


def _story_entry(briefing: Briefing, story: str | None) -> dict[str, object]:
    folder = f"{OUTPUT_FOLDER}/{story}/" if story else f"{OUTPUT_FOLDER}/"
    return {"id": briefing.id, "title": briefing.title, "sources": [a.id for a in briefing.articles],
            "page": folder + "index.html"}


def _tag(items: list[dict], story: str | None) -> list[dict]:
    return [{**item, "story": story} for item in items] if story else items


def _story_data(briefing: Briefing, story: str | None) -> dict[str, list]:
    data = _one_story(briefing, story)
    if story:
        for name in _TAGGED:
            data[name] = _tag(data[name], story)
    return data


def _one_story(briefing: Briefing, story: str | None) -> dict[str, list]:
    """The story's lists of briefing.json."""
    sentences = {(a.id, s.anchor): s.text for a in briefing.articles for s in a.sentences}
    return {
        "sources": [_source(article, story) for article in briefing.articles],
        "figures": [_figure(figure, sentences) for figure in briefing.figures],
        "entities": [_entity(entity) for entity in briefing.entities],
        "quotes": [
            {
                "id": group.id,
                "speaker": group.speaker,
                "speaker_name": group.speaker_name,
                "speaker_inferred": group.speaker_inferred,
                "speaker_outlet": group.speaker_outlet,
                "text": group.text,
                "partial": all(q.partial for _, q in group.quotes),
                "sources": [{"source": source, "text": q.text, "anchor": q.anchor} for source, q in group.quotes],
            }
            for group in briefing.quotes
        ],
        "overlap": [
            {"a": p.a, "b": p.b, "similarity": p.similarity, "shared_copy": p.shared_copy} for p in briefing.overlaps
        ],
        "clusters": [list(cluster) for cluster in briefing.clusters],
        "summary": [
            {
                "text": statement.text,
                "sources": list(dict.fromkeys(source for source, _ in statement.carriers)),
                "anchors": [{"source": source, "anchor": anchor} for source, anchor in statement.carriers],
                "independent": statement.independent,
            }
            for statement in briefing.summary
        ],
        "timeline": [
            {"when": e.when, "resolved": e.resolved, "text": e.text,
             "sources": [{"source": s, "anchor": a} for s, a in e.carriers], "story_day": e.story_day,
             "precision": str(e.precision)}
            for e in briefing.timeline
        ],
    }


def _notes(briefing: Briefing) -> dict[str, object]:
    """What the folder's build left out or warned about."""
    return {"skipped": [{"file": s.file, "reason": s.reason} for s in briefing.skipped],
            "problems": [{"file": p.file, "line": p.line, "message": p.message} for p in briefing.problems],
            "other_languages": [_unread(article) for article in briefing.unread]}


def _unread(article: Article) -> dict[str, object]:
    """A report in another language: what it is and where its page is (it is never read)."""
    return {"id": article.id, "file": article.source.file, "language": article.language, **_metadata(article),
            "page": article_url(article), "format": article.source.format}


def _metadata(article: Article) -> dict[str, str | None]:
    """A source's metadata fields (title, outlet, published, url, author), in that order."""
    return {name: getattr(article.metadata, name) for name in METADATA_FIELDS}


def _source(article: Article, story: str | None = None) -> dict[str, object]:
    meta = article.metadata
    return {
        "id": article.id,
        "file": article.source.file,
        **_metadata(article),
        "dateline": meta.dateline,
        "inferred": dict(sorted(meta.inferred.items())),
        "summary": [s.text for s in article.summary_sentences()],
        "summary_anchors": list(article.summary),
        "set_aside": [line.text for line in article.set_aside],
        "sentences": len(article.sentences),
        "page": article_url(article, story),
        "format": article.source.format,
    }


def _figure(figure: Figure, sentences: dict[Ref, str]) -> dict[str, object]:
    return {
        "id": figure.id,
        "label": figure.label,
        "kind": figure.kind,
        "status": figure.status,
        "note": figure.note,
        "latest": figure.latest,
        "central": figure.central,
        "claims": [
            {
                "source": claim.source,
                "value": _number(claim.value) if claim.value is not None else None,
                "low": _number(claim.low),
                "high": _number(claim.high),
                "hedge": claim.hedge,
                "quantity": claim.text,
                "counted": claim.counted,
                "text": sentences[(claim.source, claim.anchor)],
                "anchor": claim.anchor,
                "attributed_to": claim.attributed_to,
                "part": claim in figure.parts,
                "superseded": claim.superseded,
            }
            for claim in figure.claims
        ],
    }


def _entity(entity: Entity) -> dict[str, object]:
    counts: dict[str, int] = {}
    for source, _ in entity.mentions:
        counts[source] = counts.get(source, 0) + 1
    return {
        "id": entity.id,
        "name": entity.name,
        "kind": entity.kind,
        "variants": list(entity.variants),
        "roles": list(entity.roles),
        "sources": entity.sources,
        "mentions": len(entity.mentions),
        "mentions_by_source": counts,
        "anchors": [{"source": source, "anchor": m.anchor, "text": m.name} for source, m in entity.mentions],
        "elsewhere": [{"story": story, "entity": other} for story, other in entity.elsewhere],
    }


def _number(value: float) -> float | int | None:
    """JSON has no infinity: an open end is null. Whole numbers are written as integers."""
    if not math.isfinite(value):
        return None
    value = round(float(value), 6)
    return int(value) if value.is_integer() else value


LISTS = ("sources", "figures", "entities", "quotes", "overlap", "clusters", "summary", "timeline")  # a story's lists
_TAGGED = tuple(name for name in LISTS if name != "clusters")  # lists whose items name their story (a cluster is ids)
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


class Share(NamedTuple):
    """One story's share of the export: each list of briefing.json (its items encoded, with
    their `story` when the folder holds several), and its rows of figures.csv. A folder's
    export is assembled from these (`json_pieces`), so that a story that did not change need
    not be encoded again (the pipeline keeps them)."""

    lists: Mapping[str, str | Iterable[str]]  # each list's items joined by commas, or one by one
    rows: str


def story_parts(briefing: Briefing, story: str | None) -> Share:
    """A story's share, each list's items joined: what is kept."""
    data = _story_data(briefing, story)
    return Share({name: ",".join(map(_encode, data[name])) for name in LISTS}, figures_csv(briefing, header=False))


class Streamed:
    """A story's share made as it is written and never held (each list's items encoded one at
    a time, the CSV rows made when asked for): for a story too large to be kept, thousands of
    reports, whose export is as large as the rest of the build's memory."""

    def __init__(self, briefing: Briefing, story: str | None) -> None:
        self.briefing, self.story = briefing, story

    @property
    def lists(self) -> Mapping[str, Iterable[str]]:
        data = _story_data(self.briefing, self.story)
        return {name: map(_encode, data[name]) for name in LISTS}

    @property
    def rows(self) -> str:
        return figures_csv(self.briefing, header=False)


def json_pieces(briefing: Briefing, shares: list[Share | Streamed]) -> Iterator[str]:
    """briefing.json in pieces, each story's share of each list at a time (`shares`, each
    story's `story_parts` or `Streamed`, in order), so that it is streamed to disk rather
    than built as one string: one story's data, or, for a folder of several stories, every
    story's data in the same lists, each item marking its `story`. Each item is encoded in one
    call, which uses the standard library's C encoder (encoding piece by piece, as `iterencode`
    does, runs in Python and took 5 s at 1,000 articles)."""
    stories = briefing.stories or (briefing,)
    ids = [story.id for story in briefing.stories] or [None]
    lists = [share.lists for share in shares]
    complete = all(len(story.articles) <= COPY.all_pairs_max for story in stories)  # else pairs sharing little are left out
    head = {"format": FORMAT_VERSION, "build_date": briefing.build_date, "title": briefing.title,
            "stories": [_story_entry(story, story_id) for story, story_id in zip(stories, ids)],
            "overlap_complete": complete, **_notes(briefing)}
    yield "{"
    for index, key in enumerate(_STORIES_ORDER if briefing.stories else _ONE_STORY_ORDER):
        yield ("," if index else "") + _encode(key) + ":"
        if key in LISTS:
            yield "["
            separator = ""
            for share_lists in lists:
                items = share_lists[key]
                for item in (items,) if isinstance(items, str) else items:
                    if item:
                        yield separator + item
                        separator = ","
            yield "]"
        else:
            yield _encode(head[key])
    yield "}\n"


FIGURE_COLUMNS = ("figure_id", "label", "status", "source", "quantity", "value", "low", "high", "hedge", "counted",
                  "attributed_to", "anchor", "sentence")


def figures_csv(briefing: Briefing, header: bool = True) -> str:
    """One row per claim of every figure, for a spreadsheet."""
    sentences = {(a.id, s.anchor): s.text for a in briefing.articles for s in a.sentences}
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    if header:
        writer.writerow(FIGURE_COLUMNS)
    for figure in briefing.figures:
        for claim in figure.claims:
            writer.writerow([figure.id, _cell(figure.label), figure.status, claim.source, _cell(claim.text),
                             "" if claim.value is None else _number(claim.value), _csv_bound(claim.low),
                             _csv_bound(claim.high), claim.hedge, _cell(claim.counted), _cell(claim.attributed_to or ""),
                             claim.anchor, _cell(sentences[(claim.source, claim.anchor)])])
    return buffer.getvalue()


FIGURES_HEADER = figures_csv(Briefing(articles=()))  # figures.csv's first line


def _cell(text: str) -> str:
    """Text from an article, made inert for spreadsheets (OWASP's rule against formula
    injection): a cell a spreadsheet would read as a formula gets a leading apostrophe."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _csv_bound(value: float) -> str:
    number = _number(value)
    return "" if number is None else str(number)
