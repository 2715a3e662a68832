"""Checksummed pickles in a folder: the one way the build's caches and the installation's
prepared data keep what they made.

An entry is never trusted blindly: it starts with a format tag and a SHA-256 of its key and
payload together, checked before unpickling, so a damaged entry, a foreign file or another
key's entry moved into its place is recomputed (and counted in `damaged`, which the build
reports); anything else in an entry's place (a folder) is recomputed and replaced. Entries no
build used are removed by `prune`.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from generator.model import Problem

FORMAT = 3
_FAMILY = b"briefing-cache-"  # every format's entries start so: an older format's is missed, not damaged
_MAGIC = _FAMILY + b"3\n"
T = TypeVar("T")


class Cache:
    """Pickled results, one file per entry, in a folder of ours; `KINDS` are the types an
    entry may hold (anything else found there is not ours, and recomputed)."""

    KINDS: tuple[type, ...] = ()

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.used: set[str] = set()
        self.damaged = 0  # entries found damaged and recomputed

    def get(self, digest: str) -> Any:
        self.used.add(digest)
        if self.folder is None:
            return None
        path = self.folder / f"{digest}.pickle"
        try:
            data = path.read_bytes()
        except IsADirectoryError:  # not ours: made again, and the folder removed when the entry is put
            self.damaged += 1
            return None
        except OSError:
            return None
        if not data.startswith(_MAGIC):
            if not data.startswith(_FAMILY):
                self.damaged += 1
            return None
        header, payload = data[:len(_MAGIC) + 32], data[len(_MAGIC) + 32:]
        if header != _seal(digest, payload):  # damaged, or another key's entry put in this one's place
            self.damaged += 1
            return None
        try:
            result = pickle.loads(payload)  # our own entry, checked above
        except Exception:  # a checksummed entry that still fails: recompute it
            self.damaged += 1
            return None
        return result if isinstance(result, self.KINDS) else None

    def reuse(self, digest: str, make: Callable[[], T]) -> T:
        """The entry under `digest`, or what `make()` returns, stored under it."""
        found = self.get(digest)
        if found is None:
            found = make()
            self.put(digest, found)
        return found

    def keep(self, digest: str) -> None:
        """Keep an entry this build did not read through `prune`: the next build needs it."""
        self.used.add(digest)

    def has(self, digest: str) -> bool:
        """Whether an entry is stored (not read, nor checked: `get` does that)."""
        return self.folder is not None and (self.folder / f"{digest}.pickle").is_file()

    def put(self, digest: str, result: Any) -> None:
        """Store `result` under `digest`, sealed with the key it is stored under (an entry moved to
        another key's place is refused by `get`); a cache that cannot be written (a full disk, a
        folder in the entry's place that cannot be removed) is no reason to fail the build."""
        if self.folder is None:
            return
        payload = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        target = self.folder / f"{digest}.pickle"
        temporary = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target)
            handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
            with os.fdopen(handle, "wb") as out:
                out.write(_seal(digest, payload) + payload)
            os.replace(temporary, target)
        except OSError:
            if temporary is not None:
                Path(temporary).unlink(missing_ok=True)

    def prune(self) -> None:
        """Remove what this build did not use."""
        if self.folder is None or not self.folder.is_dir():
            return
        for path in self.folder.iterdir():
            if path.stem not in self.used:
                path.unlink(missing_ok=True)


    def close(self, problems: list[Problem] | None, where: str, what: str) -> None:
        """End the build's use of the cache: forget the entries it did not use, and report the
        damaged ones, worked out again (`what`: "entries were not trusted: those … again")."""
        self.prune()
        if self.damaged and problems is not None:
            problems.append(Problem(where, f"{self.damaged} damaged cache {what}"))


def _seal(digest: str, payload: bytes) -> bytes:
    """An entry's header: the format, and a SHA-256 of its key and payload together."""
    return _MAGIC + hashlib.sha256(digest.encode("ascii", "replace") + b"\0" + payload).digest()
