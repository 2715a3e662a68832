"""What is prepared once per installation and kept beside the code, as Python keeps its .pyc
files: the gazetteer folded for lookup (text/places.py), simplemma's English dictionary decoded
(text/words.py, through DictionaryCache), probablepeople's table of first names (see
`probablepeople`) and the page templates compiled (render/pages.py). All but the templates are
checksummed pickles, as the caches keep theirs, so a damaged file is made again.

Each is named by what it was made from (the data's version, the rules, the template's source),
so new data or new rules make a new file. None of them depends on the sources: every project
built with this installation shares them, and a project's first build (or one with
`--no-cache`) does not pay for them again. When the installation cannot be written, nothing is
kept and each process prepares what it needs for itself. `python -m generator.build.prepare`, run by
`make` at install, prepares them all.
"""

from __future__ import annotations

import hashlib
import os
import sys
import types
from collections.abc import Callable, Mapping
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import Any, TypeVar

import simplemma

from generator.store import FORMAT, Cache

FOLDER = Path(__file__).with_name("_prepared")
T = TypeVar("T")


def folder(part: str) -> Path | None:
    """The prepared sub-folder `part`, made if needed; None when it cannot be written."""
    path = FOLDER / part
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if os.access(path, os.W_OK) else None


def kept(part: str, name: str, kinds: tuple[type, ...], make: Callable[[], T]) -> T:
    """What `make()` returns, kept in the sub-folder `part` under `name` for every later process;
    what that sub-folder held before (made from older data or rules) is removed."""
    store = PreparedCache(folder(part), kinds)
    found = store.get(name)
    if found is None:
        found = make()
        store.put(name, found)
        store.prune()
    return found


def probablepeople() -> types.ModuleType:
    """probablepeople, given its table of how often 150,000 names are first names from the
    prepared folder: imported from its Python source, that table costs 0.1 s, a tenth of a small
    folder's first build (and of each worker's start); read back, a third of that."""
    if "probablepeople.ratios" not in sys.modules:
        source = Path(find_spec("probablepeople").origin).with_name("ratios.py")  # type: ignore[union-attr, arg-type]
        digest = hashlib.blake2b(source.read_bytes(), digest_size=8).hexdigest()
        table = types.ModuleType("probablepeople.ratios")
        table.__dict__["ratios"] = kept("probablepeople", f"ratios-{digest}", (dict,),
                                        lambda: import_module("probablepeople.ratios").ratios)
        sys.modules.setdefault("probablepeople.ratios", table)
    return import_module("probablepeople")


class PreparedCache(Cache):
    """What is prepared once per installation (this module), of the given kinds:
    readable by every user of the installation, as its .pyc files are, and, where it cannot be
    written (a full disk), made again by each process rather than stopping the build."""

    def __init__(self, folder: Path | None, kinds: tuple[type, ...]) -> None:
        super().__init__(folder)
        self.KINDS = kinds

    def put(self, digest: str, result: Any) -> None:
        try:
            super().put(digest, result)
            if self.folder is not None:
                os.chmod(self.folder / f"{digest}.pickle", 0o644)
        except OSError:
            pass


class DictionaryCache(PreparedCache):
    """simplemma's dictionaries as decoded (text/words.Dictionaries), by language and
    simplemma's version: decoded once per installation (this module)."""

    def __init__(self, folder: Path | None) -> None:
        super().__init__(folder, (Mapping,))

    def decoded(self, lang: str, decode: Callable[[], Mapping[str, str]]) -> Mapping[str, str]:
        return self.reuse(self.digest(lang), decode)

    @staticmethod
    def digest(lang: str) -> str:
        return hashlib.sha256(f"{FORMAT}\0simplemma {simplemma.__version__}\0{lang}".encode()).hexdigest()
