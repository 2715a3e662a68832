"""Settings, with their defaults, in one place.

The command line and the MkDocs hook both build a `Settings`; nothing else reads options.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from datetime import date
from pathlib import Path

OUTPUT_FOLDER = "briefing"  # the folder under docs/ that the generator owns
EXPORT_FILE = "briefing.json"  # written at the docs root, so it is served at the site root
# The generator's caches and build folders, under the project: not under .cache/, which a site
# engine's clean deletes whole (`zensical build --clean`), caches of every tool with it.
STATE_FOLDER = ".briefing"


SINGLE_REPORTS = ("story", "apart")


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
    cache_folder: str | None = f"{STATE_FOLDER}/articles"  # per-article results, under root; None: always recompute
    single_reports: str = "story"  # a report no other joins: "story" (a story of its own) or "apart" (part of none)
    front_page_sources: int = 30  # a story of more reports lists their summaries on the Sources page, not the front page

    def __post_init__(self) -> None:
        if not 1 <= self.summary_min <= self.summary_max:
            raise ValueError(f"summary_min ({self.summary_min}) must be at least 1 and at most summary_max ({self.summary_max})")
        if not 1 <= self.story_summary_min <= self.story_summary_max:
            raise ValueError(f"story_summary_min ({self.story_summary_min}) must be at least 1 and at most "
                             f"story_summary_max ({self.story_summary_max})")
        if self.front_page_sources < 0:
            raise ValueError(f"front_page_sources must be 0 or more, not {self.front_page_sources}")
        if self.single_reports not in SINGLE_REPORTS:
            raise ValueError(f"single_reports must be one of {', '.join(SINGLE_REPORTS)}, not {self.single_reports!r}")
        if self.build_date is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", self.build_date):
            raise ValueError(f"build_date must look like 2026-01-31, not {self.build_date!r}")

    @classmethod
    def at(cls, root: Path) -> Settings:
        """The defaults for the project at `root`: its sources/ and docs/, wherever the command
        runs (`mkdocs serve -f elsewhere/mkdocs.yml`, `generator build --root elsewhere`)."""
        return cls(root=root, sources=root / "sources", docs=root / "docs")

    @property
    def cache(self) -> Path | None:
        return self.root / self.cache_folder if self.cache_folder else None

    @property
    def builds(self) -> Path:
        """Where a build stages its pages and holds its lock (see build/staged_write.py)."""
        return self.root / STATE_FOLDER / "builds"

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
        kinds = {f.name: str(f.type) for f in fields(self)}
        values = {name: _checked(name, value, kinds[name], self.root) for name, value in options.items()}
        return replace(self, **values)  # type: ignore[arg-type]


def _checked(name: str, value: object, kind: str, root: Path) -> object:
    """A setting's value as its field's type, or a ValueError that names the setting: a YAML
    file gives `summary_min: three` or `summary_min: yes` as easily as `summary_min: 3`."""
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"briefing setting {name} must be a whole number, not {value!r}")
        return value
    if kind == "Path":
        if not isinstance(value, (str, Path)) or not str(value).strip():
            raise ValueError(f"briefing setting {name} must be a folder name, not {value!r}")
        return root / value
    if value is None or (isinstance(value, (str, int, float, date)) and not isinstance(value, bool)):
        return None if value is None else str(value)  # "title: 2022", "build_date: 2026-01-31" (a YAML date)
    raise ValueError(f"briefing setting {name} must be text, not {value!r}")
