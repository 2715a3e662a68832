"""Write generated files: only what changed, orphans removed, each file replaced atomically.

Writing only what changed keeps `mkdocs serve` from rebuilding in a loop (it watches docs/)
and makes a rebuild cheap. Everything is rendered before this runs, so a failed generation
never leaves half a briefing behind. The generator writes only inside its own folder, plus
the export file it names explicitly; hand-written pages are never touched.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class WriteReport:
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    unchanged: int = 0


def write_tree(folder: Path, files: dict[str, str], extra: dict[Path, str] | None = None) -> WriteReport:
    """Make `folder` hold exactly `files` (relative path -> text); also write `extra` files."""
    report = WriteReport()
    folder.mkdir(parents=True, exist_ok=True)
    targets = {folder / name: text for name, text in files.items()}
    targets.update(extra or {})
    for path, text in sorted(targets.items()):
        if write_if_changed(path, text):
            report.written.append(path)
        else:
            report.unchanged += 1
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_file() and path not in targets:
            path.unlink()
            report.removed.append(path)
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return report


def write_if_changed(path: Path, text: str) -> bool:
    """Write `text` to `path` unless it already holds exactly that; True when written."""
    data = text.encode("utf-8")
    try:
        if path.read_bytes() == data:
            return False
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=path.suffix)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
    return True
