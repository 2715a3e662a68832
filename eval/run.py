"""Build a briefing from a list of files with the real pipeline, and place what it found
back on the files' characters, so it can be compared with gold offsets."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from generator.build.pipeline import build
from generator.config import Settings
from generator.model import Article, Briefing, Sentence

RAW: dict[str, str] = {}  # file name -> the file's own text, which gold offsets index


def briefing_of(files: tuple[Path, ...] | list[Path]) -> Briefing:
    """The briefing the generator makes of exactly these files (copied into a fresh folder,
    so nothing beside them, such as a gold or reference file, is read)."""
    with tempfile.TemporaryDirectory(prefix="briefing-eval-") as tmp:
        root = Path(tmp)
        sources = root / "sources"
        sources.mkdir()
        for file in files:
            shutil.copyfile(file, sources / file.name)
            RAW[file.name] = file.read_text(encoding="utf-8", errors="replace")
        return _as_one(build(replace(Settings.at(root), cache_folder=None)))


def _as_one(briefing: Briefing) -> Briefing:
    """A folder the generator split into several stories, scored as the reader sees it: every
    story's names, figures and quotes (each story's own entries, kept apart), and the largest
    story's "In brief". A split that should not have happened costs what it costs the reader."""
    if not briefing.stories:
        return briefing
    parts = briefing.stories

    def tagged(items, story):
        return [replace(item, id=f"{story.id}:{item.id}") for item in items]

    return replace(briefing, entities=tuple(e for p in parts for e in tagged(p.entities, p)),
                   figures=tuple(f for p in parts for f in tagged(p.figures, p)),
                   quotes=tuple(q for p in parts for q in tagged(p.quotes, p)), summary=parts[0].summary,
                   stories=())


@dataclass(frozen=True)
class Placed:
    """Where an article's sentences start in its source text (offsets into `Source.text`)."""

    article: Article
    sentence_start: dict[str, int]  # anchor -> offset
    to_file: list[int] | None = None  # offset in `Source.text` -> offset in the file, when they differ

    @property
    def doc(self) -> str:
        return Path(self.article.source.file).stem

    def span(self, sentence: Sentence, start: int, end: int) -> tuple[int, int] | None:
        base = self.sentence_start.get(sentence.anchor)
        if base is None:
            return None
        if self.to_file is None:
            return base + start, base + end
        last = len(self.to_file) - 1
        return self.to_file[min(base + start, last)], self.to_file[min(base + end, last)]


def file_offsets(raw: str, text: str) -> list[int] | None:
    """Where each character of `text` is in `raw`, when the generator removed characters
    (invisible ones) on reading: gold offsets index the file as it is."""
    if raw == text:
        return None
    offsets, i = [], 0
    for char in text:
        while i < len(raw) and raw[i] != char:
            i += 1
        offsets.append(i)
        i += 1
    offsets.append(min(i, len(raw)))
    return offsets


def place(article: Article) -> Placed:
    """Find each paragraph's text in the source text from its first line on."""
    text = article.source.text
    line_starts = [0]
    for index, char in enumerate(text):
        if char == "\n":
            line_starts.append(index + 1)
    paragraph_start: dict[int, int] = {}
    for index, paragraph in enumerate(article.paragraphs):
        line = paragraph.line - article.source.body_line
        origin = line_starts[line] if 0 <= line < len(line_starts) else 0
        found = text.find(paragraph.text[:40], origin)
        if found >= 0:
            paragraph_start[index] = found
    starts = {s.anchor: paragraph_start[s.paragraph] + s.start for s in article.sentences
              if s.paragraph in paragraph_start}
    raw = RAW.get(Path(article.source.file).name)
    return Placed(article, starts, file_offsets(raw, text) if raw is not None else None)


def overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def articles_of(files: dict[str, Path]) -> list[Article]:
    """The articles the generator makes of these files (name in the folder -> file), through
    the real per-article stages (read, clean, split, extract), without cross-referencing."""
    from generator.build.pipeline import process_all
    from generator.ingest.read import read_folder

    with tempfile.TemporaryDirectory(prefix="briefing-eval-") as tmp:
        root = Path(tmp)
        sources = root / "sources"
        sources.mkdir()
        for name, file in files.items():
            shutil.copyfile(file, sources / name)
        settings = replace(Settings.at(root), cache_folder=None)
        folder = read_folder(sources, root)
        return [r for r in process_all(folder.sources, settings) if isinstance(r, Article)]
