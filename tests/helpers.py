"""What the tests share: the project's folders, an article of our own through the real
per-article pipeline, and small whole projects built as a user builds them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from generator.build import workers
from generator.build.pipeline import generate, process
from generator.config import Settings
from generator.model import Article, Briefing, Entity, Source
from generator.names.story import build_entities

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sources"
FIXTURES = ROOT / "tests" / "fixtures"  # files of our own: PDFs and Word documents (see documents/make.sh)
STORIES = ROOT / "tests" / "stories"  # four reports of an earthquake of our own writing
GOLDEN = ROOT / "tests" / "golden" / "briefing.json"


def sample_texts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.txt"))}


def article(ident: str, text: str, published: str | None = None) -> Article:
    """An article of our own, through the pipeline's own per-article stages (`process`)."""
    given = {"published": published} if published else {}
    result = process(Source(ident, f"sources/{ident}.txt", text, given=given), Settings(cache_folder=None))
    assert isinstance(result, Article), result
    return result


def found_speakers(text: str) -> list[str | None]:
    """The speakers of the quotes of an article of our own, as its Quotes list gives them."""
    return [quote.speaker for quote in article("a", text).quotes]


def index(*texts: str, aliases=None) -> list[Entity]:
    """The index of names of a story made of these texts."""
    return build_entities([article(f"s{i}", t) for i, t in enumerate(texts)], aliases)


def sample_project(tmp_path: Path) -> Path:
    """A copy of this project's site configuration with the sample sources."""
    shutil.copytree(SAMPLES, tmp_path / "sources")
    shutil.copytree(ROOT / "docs", tmp_path / "docs", ignore=shutil.ignore_patterns("briefing", "briefing.json"))
    shutil.copytree(ROOT / "overrides", tmp_path / "overrides")
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    (tmp_path / "generator").mkdir()
    shutil.copy(ROOT / "generator" / "mkdocs_hook.py", tmp_path / "generator" / "mkdocs_hook.py")
    return tmp_path


def two_stories(root: Path) -> Path:
    """A project folder of the samples (a missile strike) and four reports of an earthquake of our own."""
    (root / "docs").mkdir(parents=True)
    (root / "sources").mkdir()
    for path in [*sorted(SAMPLES.glob("*.txt")), *sorted(STORIES.glob("*.txt"))]:
        shutil.copy(path, root / "sources" / path.name)
    return root


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under `folder`, by its path inside it."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def counted_pools(monkeypatch) -> list[int]:
    """From here on, a machine of two cores whose worker pools are counted: each pool started
    adds its number of workers to the list returned."""
    pools: list[int] = []
    pool = workers.worker_pool
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.setattr(workers, "worker_pool", lambda count, *rest: (pools.append(count), pool(count, *rest))[1])
    return pools


def settings(root: Path, **options) -> Settings:
    return replace(Settings.at(root), **options)


def project(tmp_path: Path, files: dict[str, bytes | str]) -> Settings:
    """A project folder holding just these files in sources/ (names may have folders), no cache."""
    sources = tmp_path / "sources"
    sources.mkdir()
    (tmp_path / "docs").mkdir()
    for name, content in files.items():
        path = sources / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return settings(tmp_path, cache_folder=None)


def build(tmp_path: Path, files: dict[str, bytes | str]) -> Briefing:
    """The briefing of a folder holding just these files (no cache)."""
    return generate(project(tmp_path, files)).briefing


def mkdocs(root: Path, *args: str) -> subprocess.CompletedProcess:
    """A strict MkDocs build of a project folder, as `make site` runs it."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", *args], cwd=root,
                          capture_output=True, text=True, env=env)
