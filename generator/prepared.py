"""What is prepared once per installation and kept beside the code, as Python keeps its .pyc
files: the gazetteer folded for lookup (text/places.py), simplemma's English dictionary decoded
(text/words.py, through cache.DictionaryCache) and the page templates compiled (render/pages.py).

Each is named by what it was made from (the data's version, the rules, the template's source),
so new data or new rules make a new file. None of them depends on the sources: every project
built with this installation shares them, and a project's first build (or one with
`--no-cache`) does not pay for them again. When the installation cannot be written, nothing is
kept and each process prepares what it needs for itself. `python -m generator.prepared`, run by
`make` at install, prepares them all.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cache import DictionaryCache

FOLDER = Path(__file__).with_name("_prepared")


def folder(part: str) -> Path | None:
    """The prepared sub-folder `part`, made if needed; None when it cannot be written."""
    path = FOLDER / part
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return path if os.access(path, os.W_OK) else None


def use_dictionaries() -> DictionaryCache:
    """Have simplemma's dictionaries read from the prepared folder (forked workers inherit
    it); the store, which counts the entries it found damaged."""
    from .cache import DictionaryCache
    from .text.words import DICTIONARIES

    store = DictionaryCache(folder("dictionaries"))
    DICTIONARIES.store = store.decoded
    return store


def prepare_all() -> list[str]:
    """Prepare everything now (at install): what was prepared, for the log."""
    from .render.pages import compile_templates
    from .text import places
    from .text.language import READ
    from .text.words import DICTIONARIES

    places.prepare()
    use_dictionaries()
    DICTIONARIES.get_dictionary(READ)
    compiled = compile_templates()
    return [str(places.prepared_file()), f"the {READ} dictionary", f"{compiled} templates"]


if __name__ == "__main__":  # `python -m generator.prepared`
    print("prepared " + ", ".join(prepare_all()))
