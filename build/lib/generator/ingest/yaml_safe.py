"""One YAML reader for everything a person writes in sources/ (front matter, sources.yml,
aliases.yml, stories.yml): plain data only, bounded, never able to stop a build.

- every value is read as text (YAML's BaseLoader): no dates, numbers or tags are
  interpreted, so "published: 2022-02-30" or "!!int x" is a value to check, not a crash;
- anchors and aliases (`&a` / `*a`) are refused: they are how a 500-byte file expands to
  gigabytes ("billion laughs"), and metadata never needs them;
- nesting deeper than MAX_DEPTH and files larger than MAX_BYTES are refused;
- escaped surrogate pairs ("\\ud83d\\ude00") become the character they spell, lone ones are dropped.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from generator.model import Problem

MAX_BYTES = 1_000_000
MAX_DEPTH = 10


class YamlRefused(yaml.YAMLError):
    """Valid YAML that the generator will not read; the message says why and what to write."""

    def __init__(self, problem: str, mark=None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.problem_mark = mark


def load_yaml(text: str) -> object:
    """The data of a YAML text (see the module's rules); raises yaml.YAMLError."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise YamlRefused(f"larger than {MAX_BYTES:,} bytes")
    depth = 0
    for event in yaml.parse(text, Loader=yaml.BaseLoader):
        if isinstance(event, yaml.AliasEvent):
            raise YamlRefused("uses a YAML alias (*name): write each value out in full", event.start_mark)
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise YamlRefused(f"nested more than {MAX_DEPTH} levels deep", event.start_mark)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
    return _text(yaml.load(text, Loader=yaml.BaseLoader))  # BaseLoader builds plain strings only


def read_config(path: Path, root: Path, problems: list[Problem], hint: str) -> tuple[object, str] | None:
    """(data, path as shown) of a settings file a person writes in sources/ (aliases.yml,
    stories.yml), or None when there is none or it is not valid YAML: then the problem is
    reported with `hint`, what to write instead. A symbolic link is never followed."""
    if not path.is_file() or path.is_symlink():
        return None
    rel = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    try:
        return load_yaml(path.read_text(encoding="utf-8")), rel
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        mark = getattr(error, "problem_mark", None)
        problems.append(Problem(rel, f"not valid YAML ({error}); {hint}; ignored", mark.line + 1 if mark else None))
        return None


def _text(value: object) -> object:
    if isinstance(value, str):
        return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace").replace("\ufffd", "")
    if isinstance(value, list):
        return [_text(v) for v in value]
    if isinstance(value, dict):
        return {_text(k): _text(v) for k, v in value.items()}
    return value
