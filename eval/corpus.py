"""The three development corpora as plain values: what each file holds is described in
`../shared/devdata/README.md`. Loading never changes or copies the data into the project."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class GoldMention:
    doc: str  # file stem, e.g. "1_1ecb"
    text: str
    start: int  # character offsets into the .txt
    end: int


@dataclass(frozen=True)
class GoldChain:
    id: str
    type: str  # HUMAN_PART_PER, LOC_GEO, ...
    mentions: tuple[GoldMention, ...]


@dataclass(frozen=True)
class EcbCluster:
    """One ECB+ sub-topic: one event, its reports, and cross-document entity chains."""

    name: str  # "1_ecb"
    files: tuple[Path, ...]
    chains: tuple[GoldChain, ...]
    gold_sentences: dict[str, frozenset[int]]  # doc -> sentence ids fully annotated


@dataclass(frozen=True)
class Attribution:
    source: str | None
    source_spans: tuple[tuple[int, int], ...]
    content: str
    content_spans: tuple[tuple[int, int], ...]
    direct: bool


@dataclass(frozen=True)
class PolnearArticle:
    name: str
    file: Path
    publisher: str
    attributions: tuple[Attribution, ...]


@dataclass(frozen=True)
class MultiNewsStory:
    name: str
    files: tuple[Path, ...]  # the reports, never the reference
    reference: str


def ecbplus(folder: Path) -> list[EcbCluster]:
    clusters = []
    for gold_file in sorted(folder.glob("*/gold.json"), key=_natural):
        gold = json.loads(gold_file.read_text(encoding="utf-8"))
        files = tuple(gold_file.parent / d["file"] for d in gold["documents"])
        chains = tuple(
            GoldChain(c["instance_id"], c["type"], tuple(
                GoldMention(m["doc"], m["text"], m["char_start"], m["char_end"])
                for m in c["mentions"] if m.get("char_start") is not None))
            for c in gold["entity_chains"])
        sentences = {d["doc"]: frozenset(d["gold_sentences"]) for d in gold["documents"]}
        clusters.append(EcbCluster(gold_file.parent.name, files, chains, sentences))
    return clusters


def polnear(folder: Path) -> list[PolnearArticle]:
    articles = []
    for gold_file in sorted(folder.glob("*.attributions.json")):
        gold = json.loads(gold_file.read_text(encoding="utf-8"))
        attributions = tuple(
            Attribution(
                source=(a.get("source") or {}).get("text"),
                source_spans=tuple(map(tuple, (a.get("source") or {}).get("segments", []))),
                content=a["content"]["text"], content_spans=tuple(map(tuple, a["content"]["segments"])),
                direct=bool(a.get("direct_quote")))
            for a in gold["attributions"] if a.get("content"))
        name = gold_file.name.removesuffix(".attributions.json")
        articles.append(PolnearArticle(name, gold_file.with_name(name + ".txt"), gold.get("publisher", ""),
                                       attributions))
    return articles


def multinews(folder: Path) -> list[MultiNewsStory]:
    stories = []
    for reference in sorted(folder.glob("*/reference.txt")):
        docs = tuple(sorted(reference.parent.glob("doc*.txt"), key=_natural))
        stories.append(MultiNewsStory(reference.parent.name, docs, reference.read_text(encoding="utf-8")))
    return stories


def _natural(path: Path) -> tuple:
    """1_ecb before 10_ecb; doc2 before doc10."""
    import re
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", str(path)))
