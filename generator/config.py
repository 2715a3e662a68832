"""Settings, with their defaults, in one place.

The command line and the MkDocs hook both build a `Settings`; nothing else reads options.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from pathlib import Path

OUTPUT_FOLDER = "briefing"  # the folder under docs/ that the generator owns
EXPORT_FILE = "briefing.json"  # written at the docs root, so it is served at the site root


@dataclass(frozen=True)
class Settings:
    root: Path = Path(".")  # the project: file paths in the briefing are relative to it
    sources: Path = Path("sources")
    docs: Path = Path("docs")
    summary_min: int = 3  # sentences in each article's summary, at least...
    summary_max: int = 5  # ...and at most
    brief_words: int = 150  # length of "In brief", the briefing's own summary, in words (about)...
    story_summary_min: int = 3  # ...with at least this many sentences...
    story_summary_max: int = 8  # ...and at most this many
    build_date: str | None = None  # shown as "generated on"; explicit so builds stay reproducible
    title: str | None = None  # the event's name on the front page; by default the headline the reports share most
    cache_folder: str | None = ".cache/briefing"  # per-article results, under root; None: always recompute

    def __post_init__(self) -> None:
        if not 1 <= self.summary_min <= self.summary_max:
            raise ValueError(f"summary_min ({self.summary_min}) must be at least 1 and at most summary_max ({self.summary_max})")
        if not 1 <= self.story_summary_min <= self.story_summary_max:
            raise ValueError(f"story_summary_min ({self.story_summary_min}) must be at least 1 and at most "
                             f"story_summary_max ({self.story_summary_max})")
        if self.build_date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", self.build_date):
            raise ValueError(f"build_date must look like 2026-01-31, not {self.build_date!r}")

    @property
    def cache(self) -> Path | None:
        return self.root / self.cache_folder if self.cache_folder else None

    @property
    def output(self) -> Path:
        return self.docs / OUTPUT_FOLDER

    @property
    def export(self) -> Path:
        return self.docs / EXPORT_FILE

    def with_options(self, options: dict[str, object]) -> Settings:
        """These settings overridden by a mapping such as mkdocs.yml's `extra.briefing`."""
        known = {f.name for f in fields(self)} - {"root"}
        unknown = sorted(set(options) - known)
        if unknown:
            raise ValueError(f"unknown briefing settings: {', '.join(unknown)}; known: {', '.join(sorted(known))}")
        values = {k: (self.root / str(v) if k in ("sources", "docs") else v) for k, v in options.items()}
        if "build_date" in values and values["build_date"] is not None:
            values["build_date"] = str(values["build_date"])
        return replace(self, **values)  # type: ignore[arg-type]
