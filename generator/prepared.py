"""What is prepared once per installation and kept beside the code, as Python keeps its .pyc
files: the gazetteer folded for lookup (text/places.py), simplemma's English dictionary decoded
(text/words.py, through cache.DictionaryCache), probablepeople's table of first names (see
`probablepeople`) and the page templates compiled (render/pages.py). All but the templates are
checksummed pickles, as the caches keep theirs, so a damaged file is made again.

Each is named by what it was made from (the data's version, the rules, the template's source),
so new data or new rules make a new file. None of them depends on the sources: every project
built with this installation shares them, and a project's first build (or one with
`--no-cache`) does not pay for them again. When the installation cannot be written, nothing is
kept and each process prepares what it needs for itself. `python -m generator.prepared`, run by
`make` at install, prepares them all.
"""

from __future__ import annotations

import hashlib
import os
import sys
import types
from collections.abc import Callable
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from .cache import DictionaryCache

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
    from .cache import PreparedCache

    store = PreparedCache(folder(part), kinds)
    found = store.get(name)
    if found is None:
        found = make()
        store.put(name, found)
        store.prune()
    return found


def use_dictionaries() -> DictionaryCache:
    """Have simplemma's dictionaries read from the prepared folder (forked workers inherit
    it); the store, which counts the entries it found damaged."""
    from .cache import DictionaryCache
    from .text.words import DICTIONARIES

    store = DictionaryCache(folder("dictionaries"))
    DICTIONARIES.store = store.decoded
    return store


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


def prepare_all() -> list[str]:
    """Prepare everything now (at install): what was prepared, for the log."""
    from .render.pages import compile_templates
    from .text import places
    from .text.language import READ
    from .text.words import DICTIONARIES

    places.prepare()
    use_dictionaries()
    DICTIONARIES.get_dictionary(READ)
    probablepeople()
    compiled = compile_templates()
    return ["the gazetteer", f"the {READ} dictionary", "probablepeople's names", f"{compiled} templates"]


if __name__ == "__main__":  # `python -m generator.prepared`
    print("prepared " + ", ".join(prepare_all()))
