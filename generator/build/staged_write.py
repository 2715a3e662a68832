"""Write generated files through a staging folder: all or nothing, and nothing when nothing changed.

Pages are compared one at a time with what is already there, and the changed ones written
into a staging folder (under the project's .briefing/, outside docs/, which `mkdocs serve`
watches), so a large briefing never sits in memory whole. Only when every page has been
rendered is the new folder assembled there (unchanged pages hard-linked, so their dates
stay) and exchanged with the old one in one atomic step: a build that fails or is killed at
any moment leaves either all the old pages or all the new ones. Nothing is replaced when
nothing changed, which keeps `mkdocs serve` from rebuilding in a loop (it watches docs/). The
generator writes only its own folder, plus the export file it names explicitly; hand-written
pages are never touched.
"""

from __future__ import annotations

import ctypes
import errno
import filecmp
import hashlib
import os
import shutil
import sys
import tempfile
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


def _exchange(new: Path, old: Path) -> bool:
    """Swap two folders in one atomic step (Linux renameat2 with RENAME_EXCHANGE: Python has no
    call for it); False where the system or the file system cannot, and nothing has moved."""
    if sys.platform != "linux":
        return False
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    at_cwd, exchange = -100, 2
    if renameat2(at_cwd, os.fsencode(new), at_cwd, os.fsencode(old), exchange) == 0:
        return True
    error = ctypes.get_errno()
    if error in (errno.ENOSYS, errno.EINVAL, errno.EXDEV, errno.ENOTSUP):
        return False
    raise OSError(error, os.strerror(error), str(old))


def _link_or_copy(source: Path, place: Path) -> None:
    """An unchanged page in the new folder: the same file (a hard link keeps its date, which
    `mkdocs serve` watches), or a copy where links cannot be made."""
    try:
        os.link(source, place)
    except OSError:
        shutil.copy2(source, place)


def _move(staged: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(staged, _FILE_MODE)
    os.replace(staged, target)


def put_file(target: Path, data: bytes, work: Path) -> None:
    """One file of the folder replaced in one step, written first in `work` (outside docs/,
    where MkDocs would see a half-written file)."""
    handle, staged = tempfile.mkstemp(dir=work)
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    _move(Path(staged), target)


def _remove_empty_folders(folder: Path) -> None:
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_dir() and not any(path.iterdir()):
            path.rmdir()


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


def holds(path: Path, data: bytes) -> bool:
    """Whether the file at `path` holds exactly `data` (its size is checked first)."""
    try:
        return path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


class StagedTree:
    """The generator's output folder, rewritten through a staging folder (see the module)."""

    def __init__(self, folder: Path, staging: Path) -> None:
        """`staging` must be outside docs/ (MkDocs would see it change) on the same disk."""
        self.folder = folder
        self.staging = staging
        self.names: dict[Path, Path] = {}  # staged file -> final place
        self.kept: list[Path] = []  # files already there with the same content: nothing staged
        shutil.rmtree(self.staging, ignore_errors=True)
        self.staging.mkdir(parents=True)

    def add(self, name: str, content: str | bytes | Iterable[str]) -> None:
        """A file inside the folder: text, bytes, or text in pieces (streamed to disk)."""
        self._stage(self.folder / name, content)

    def add_outside(self, path: Path, content: str | bytes | Iterable[str]) -> None:
        """The one file the generator owns outside its folder (the export)."""
        self._stage(path, content)

    def _stage(self, target: Path, content: str | bytes | Iterable[str]) -> None:
        """Write the file to the staging folder, unless the one in place already holds it (most
        pages of a rebuild): then it is only read, not written twice and compared."""
        staged = self.staging / f"{len(self.names):06d}{target.suffix}"
        if isinstance(content, (str, bytes)):
            data = content.encode("utf-8") if isinstance(content, str) else content
            if holds(target, data):
                self.kept.append(target)
                return
            staged.write_bytes(data)
        else:
            with staged.open("w", encoding="utf-8", newline="") as out:
                for piece in content:
                    out.write(piece)
        self.names[staged] = target

    def commit(self) -> WriteReport:
        """Put the new pages in place, all at once: the new folder is assembled beside the
        staging files (unchanged pages hard-linked, so they keep their dates), then exchanged
        with the old one in one atomic step (`_exchange`), so a build killed at any moment
        leaves either every old page or every new one. The export file outside the folder is
        replaced atomically before it: a build killed between the two leaves the new export
        beside the old pages, never an export older than the pages, and the next build, which
        compares every page with the one in place, puts the new pages in. Where the system
        cannot exchange two folders, changed pages are moved in one by one (each move atomic),
        as before. The folders that will change are checked for writing first, so a read-only
        one stops the build with its name before anything is replaced."""
        report = WriteReport()
        inside = {staged: target for staged, target in self.names.items() if target.is_relative_to(self.folder)}
        outside = {staged: target for staged, target in self.names.items() if staged not in inside}
        changed = [(staged, target) for staged, target in sorted(self.names.items(), key=lambda kv: kv[1])
                   if not (target.is_file() and filecmp.cmp(staged, target, shallow=False))]
        report.unchanged = len(self.names) - len(changed) + len(self.kept)
        kept = [target for target in self.kept if target.is_relative_to(self.folder)]
        targets = set(inside.values()) | set(kept)
        orphans = sorted((p for p in self.folder.rglob("*") if p.is_file() and p not in targets), reverse=True) \
            if self.folder.is_dir() else []
        if not changed and not orphans:
            self.abort()
            return report
        self._check_writable({self.folder.parent} | {target.parent for _, target in outside.items()})
        for staged, target in changed:  # the export first, the pages last: see the docstring
            if staged in outside:
                _move(staged, target)
                report.written.append(target)
        tree = self.staging / "tree"
        tree.mkdir()
        new = {staged for staged, _ in changed}  # (a set: a first build of 5,000 reports changes every page)
        for staged, target in sorted(inside.items(), key=lambda kv: kv[1]):
            place = tree / target.relative_to(self.folder)
            place.parent.mkdir(parents=True, exist_ok=True)
            if staged in new:
                os.chmod(staged, _FILE_MODE)
                os.replace(staged, place)
            else:
                _link_or_copy(target, place)
        for target in kept:
            place = tree / target.relative_to(self.folder)
            place.parent.mkdir(parents=True, exist_ok=True)
            _link_or_copy(target, place)
        if self.folder.is_dir() and not _exchange(tree, self.folder):
            self._check_writable({target.parent for staged, target in changed if staged in inside})
            for staged, target in changed:
                if staged in inside:
                    _move(tree / target.relative_to(self.folder), target)
            for path in orphans:
                path.unlink()
            _remove_empty_folders(self.folder)
        elif not self.folder.is_dir():  # the first build: the new folder simply moves in
            self.folder.parent.mkdir(parents=True, exist_ok=True)
            os.replace(tree, self.folder)
        report.written.extend(target for staged, target in changed if staged in inside)
        report.removed.extend(orphans)
        self.abort()
        return report

    def _check_writable(self, folders: set[Path]) -> None:
        blocked = sorted(folder for folder in {_nearest_existing(f) for f in folders} if not os.access(folder, os.W_OK))
        if blocked:
            self.abort()
            raise PermissionError(f"cannot write into {', '.join(str(p) for p in blocked)}: nothing was changed; "
                                  "make the folder writable and build again")

    def abort(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)
