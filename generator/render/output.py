"""Write generated files through a staging folder: only what changed, orphans removed, all or nothing.

Pages are written one at a time into a staging folder (under the project's .cache/, outside
docs/, which `mkdocs serve` watches), so a large briefing never sits in memory whole, then
compared with what is already there. Only when
every page has been rendered are the changed ones moved into place (each move atomic) and
the orphans removed; if rendering fails half-way, the staging folder is dropped and the
previous pages stay exactly as they were. Writing only what changed keeps `mkdocs serve`
from rebuilding in a loop (it watches docs/) and makes a rebuild cheap. The generator
writes only inside its own folder, plus the export file it names explicitly; hand-written
pages are never touched.
"""

from __future__ import annotations

import filecmp
import hashlib
import os
import shutil
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: builds are not locked against each other
    fcntl = None  # type: ignore[assignment]

_UMASK = os.umask(0)
os.umask(_UMASK)
_FILE_MODE = 0o666 & ~_UMASK


@dataclass
class WriteReport:
    written: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    unchanged: int = 0


def _nearest_existing(folder: Path) -> Path:
    """The folder itself, or the nearest parent that exists (where it would be created)."""
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    return folder


class BuildBusy(RuntimeError):
    """Another build is writing the same output folder."""


def work_folder(cache: Path, output: Path) -> Path:
    """A folder of this output's own under `cache` (staging, lock), so two builds into
    different docs/ folders never share one."""
    return cache / hashlib.blake2b(str(output.resolve()).encode(), digest_size=6).hexdigest()


@contextmanager
def exclusive(folder: Path) -> Iterator[None]:
    """Hold the lock of one output folder's work folder for the length of a build; a second
    build of the same folder is refused with a clear message rather than mixing pages."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "build.lock", "w") as handle:
        if fcntl is not None:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise BuildBusy("another build is writing this briefing right now; run again when it has "
                                "finished") from None
        yield


class StagedTree:
    """The generator's output folder, rewritten through a staging folder (see the module)."""

    def __init__(self, folder: Path, staging: Path) -> None:
        """`staging` must be outside docs/ (MkDocs would see it change) on the same disk."""
        self.folder = folder
        self.staging = staging
        self.names: dict[Path, Path] = {}  # staged file -> final place
        shutil.rmtree(self.staging, ignore_errors=True)
        self.staging.mkdir(parents=True)

    def add(self, name: str, content: str | bytes | Iterable[str]) -> None:
        """A file inside the folder: text, bytes, or text in pieces (streamed to disk)."""
        self._stage(self.folder / name, content)

    def add_outside(self, path: Path, content: str | bytes | Iterable[str]) -> None:
        """The one file the generator owns outside its folder (the export)."""
        self._stage(path, content)

    def _stage(self, target: Path, content: str | bytes | Iterable[str]) -> None:
        staged = self.staging / f"{len(self.names):06d}{target.suffix}"
        if isinstance(content, bytes):
            staged.write_bytes(content)
        else:
            with staged.open("w", encoding="utf-8", newline="") as out:
                if isinstance(content, str):
                    out.write(content)
                else:
                    for piece in content:
                        out.write(piece)
        self.names[staged] = target

    def commit(self) -> WriteReport:
        """Move changed files into place, remove orphans, drop the staging folder. Every
        folder that will change is checked for writing first, so a read-only folder stops the
        build with its name before any page is replaced, not half-way through."""
        report = WriteReport()
        targets = set(self.names.values())
        changed = [(staged, target) for staged, target in sorted(self.names.items(), key=lambda kv: kv[1])
                   if not (target.is_file() and filecmp.cmp(staged, target, shallow=False))]
        report.unchanged = len(self.names) - len(changed)
        folders = {_nearest_existing(target.parent) for _, target in changed}
        blocked = sorted(folder for folder in folders if not os.access(folder, os.W_OK))
        if blocked:
            self.abort()
            raise PermissionError(f"cannot write into {', '.join(str(p) for p in blocked)}: nothing was changed; "
                                  "make the folder writable and build again")
        for staged, target in changed:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.chmod(staged, _FILE_MODE)
            os.replace(staged, target)
            report.written.append(target)
        if self.folder.is_dir():
            for path in sorted(self.folder.rglob("*"), reverse=True):
                if path.is_file() and path not in targets:
                    path.unlink()
                    report.removed.append(path)
                elif path.is_dir() and not any(path.iterdir()):
                    path.rmdir()
        self.abort()
        return report

    def abort(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)
