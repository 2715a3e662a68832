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


_UMASK = os.umask(0)
os.umask(_UMASK)
_FILE_MODE = 0o666 & ~_UMASK


@dataclass
class WriteReport:
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    unchanged: int = 0


def write_tree(folder: Path, files: dict[str, str | bytes], extra: dict[Path, str] | None = None) -> WriteReport:
    """Make `folder` hold exactly `files` (relative path -> text or bytes); also write `extra` files."""
    report = WriteReport()
    folder.mkdir(parents=True, exist_ok=True)
    targets: dict[Path, str | bytes] = {folder / name: content for name, content in files.items()}
    targets.update(extra or {})
    for path, content in sorted(targets.items()):
        if write_if_changed(path, content):
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


def write_if_changed(path: Path, content: str | bytes) -> bool:
    """Write `content` to `path` unless it already holds exactly that; True when written."""
    data = content.encode("utf-8") if isinstance(content, str) else content
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
        os.chmod(temporary, _FILE_MODE)  # mkstemp makes files private; pages are for everyone
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
    return True
