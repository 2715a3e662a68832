"""The person's settings files in `sources/`: `aliases.yml` (names no rule can join) and
`stories.yml` (the stories as the person wants them; stories/story_file.py applies them).

Both are read here, with the rest of what comes from the sources folder, so a mistake in them
is reported as every other file's is: a problem naming the file, the rest applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.ingest.read import ALIASES_FILE, STORY_FILE
from generator.ingest.yaml_safe import read_config
from generator.model import Kind, Problem
from generator.text.name_keys import transliteration_key

KINDS = tuple(Kind)


def load_aliases(folder: Path, problems: list[Problem], root: Path) -> dict[str, tuple[str, str | None]]:
    """aliases.yml: name -> [variants] or {variants: [...], kind: ...}; key -> (name, kind)."""
    found = read_config(folder / ALIASES_FILE, root, problems, "write 'Name: [Variant, Other spelling]'")
    if found is None:
        return {}
    data, rel = found[0] or {}, found[1]
    if not isinstance(data, dict):
        problems.append(Problem(rel, "must map a name to its variants; ignored"))
        return {}
    aliases: dict[str, tuple[str, str | None]] = {}
    for name, spec in data.items():
        kind = None
        variants = spec
        if isinstance(spec, dict):
            variants, kind = spec.get("variants", []), spec.get("kind")
            if kind is not None and kind not in KINDS:
                problems.append(Problem(rel, f"'{name}': kind must be one of {', '.join(KINDS)}"))
                kind = None
        if isinstance(variants, str):
            variants = [variants]
        if not isinstance(variants, list):
            problems.append(Problem(rel, f"'{name}': give its variants as a list"))
            continue
        for spelling in [str(name), *map(str, variants)]:
            aliases[transliteration_key(spelling)] = (str(name), kind)
    return aliases


@dataclass(frozen=True)
class StoryEntry:
    """One story as the person wants it."""

    files: tuple[str, ...]
    title: str | None = None
    with_their_stories: bool = False


def load_story_file(folder: Path, problems: list[Problem], root: Path) -> list[StoryEntry]:
    """The entries of `stories.yml`, or none; its mistakes become problems naming the file."""
    found = read_config(folder / STORY_FILE, root, problems, "write a list of entries with 'files:'")
    if found is None:
        return []
    data, rel = found
    if data is None:
        return []
    if not isinstance(data, list):
        problems.append(Problem(rel, "must be a list of stories, each with 'files:' (and optionally 'title:'); ignored"))
        return []
    entries = []
    for number, item in enumerate(data, 1):
        files = item.get("files") if isinstance(item, dict) else None
        if isinstance(files, str):
            files = [files]
        if not isinstance(files, list) or not files:
            problems.append(Problem(rel, f"story {number}: give its files as a list ('files: [a.txt, b.txt]'); ignored"))
            continue
        title = item.get("title")
        entries.append(StoryEntry(tuple(str(f) for f in files), str(title) if title else None,
                                  bool(item.get("with_their_stories"))))
    return entries
