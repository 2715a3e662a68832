"""`briefing.json`: the model serialised, with stable key order so builds are byte-identical."""

from __future__ import annotations

import csv
import io
import json
import math

from ..config import OUTPUT_FOLDER
from ..crossref.sources import ALL_PAIRS_MAX
from ..model import Article, Briefing, Entity, Figure

FORMAT_VERSION = 2  # see docs/data-export.md, "Changes"


def article_url(article: Article) -> str:
    """The article page's URL relative to the site root (MkDocs directory URLs)."""
    return f"{OUTPUT_FOLDER}/articles/{article.id}/"


def to_data(briefing: Briefing) -> dict[str, object]:
    sentences = {(a.id, s.anchor): s.text for a in briefing.articles for s in a.sentences}
    return {
        "format": FORMAT_VERSION,
        "build_date": briefing.build_date,
        "title": briefing.title,
        "sources": [_source(article) for article in briefing.articles],
        "figures": [_figure(figure, sentences) for figure in briefing.figures],
        "entities": [_entity(entity) for entity in briefing.entities],
        "quotes": [
            {
                "id": group.id,
                "speaker": group.speaker,
                "speaker_name": group.speaker_name,
                "text": group.text,
                "partial": all(q.partial for _, q in group.quotes),
                "sources": [{"source": source, "text": q.text, "anchor": q.anchor} for source, q in group.quotes],
            }
            for group in briefing.quotes
        ],
        "overlap_complete": len(briefing.articles) <= ALL_PAIRS_MAX,  # else pairs sharing nothing are left out
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
             "sources": [{"source": s, "anchor": a} for s, a in e.carriers]}
            for e in briefing.timeline
        ],
        "skipped": [{"file": s.file, "reason": s.reason} for s in briefing.skipped],
        "problems": [{"file": p.file, "line": p.line, "message": p.message} for p in briefing.problems],
    }


def _source(article: Article) -> dict[str, object]:
    meta = article.metadata
    return {
        "id": article.id,
        "file": article.source.file,
        "title": meta.title,
        "outlet": meta.outlet,
        "published": meta.published,
        "url": meta.url,
        "author": meta.author,
        "dateline": meta.dateline,
        "inferred": dict(sorted(meta.inferred.items())),
        "summary": [s.text for s in article.summary_sentences()],
        "summary_anchors": list(article.summary),
        "set_aside": [line.text for line in article.set_aside],
        "sentences": len(article.sentences),
        "page": article_url(article),
        "format": article.source.format,
    }


def _figure(figure: Figure, sentences: dict[tuple[str, str], str]) -> dict[str, object]:
    return {
        "id": figure.id,
        "label": figure.label,
        "kind": figure.kind,
        "status": figure.status,
        "note": figure.note,
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
    }


def _number(value: float) -> float | int | None:
    """JSON has no infinity: an open end is null. Whole numbers are written as integers."""
    if not math.isfinite(value):
        return None
    value = round(float(value), 6)
    return int(value) if value.is_integer() else value


def json_pieces(briefing: Briefing):
    """briefing.json in pieces, so that it is streamed to disk rather than built as one string."""
    encoder = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
    yield from encoder.iterencode(to_data(briefing))
    yield "\n"



FIGURE_COLUMNS = ("figure_id", "label", "status", "source", "quantity", "value", "low", "high", "hedge", "counted",
                  "attributed_to", "anchor", "sentence")


def figures_csv(briefing: Briefing) -> str:
    """One row per claim of every figure, for a spreadsheet."""
    sentences = {(a.id, s.anchor): s.text for a in briefing.articles for s in a.sentences}
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(FIGURE_COLUMNS)
    for figure in briefing.figures:
        for claim in figure.claims:
            writer.writerow([figure.id, _cell(figure.label), figure.status, claim.source, _cell(claim.text),
                             "" if claim.value is None else _number(claim.value), _csv_bound(claim.low),
                             _csv_bound(claim.high), claim.hedge, _cell(claim.counted), _cell(claim.attributed_to or ""),
                             claim.anchor, _cell(sentences[(claim.source, claim.anchor)])])
    return buffer.getvalue()


def _cell(text: str) -> str:
    """Text from an article, made inert for spreadsheets (OWASP's rule against formula
    injection): a cell a spreadsheet would read as a formula gets a leading apostrophe."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _csv_bound(value: float) -> str:
    number = _number(value)
    return "" if number is None else str(number)
