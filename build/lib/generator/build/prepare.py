"""Prepare, at install, what every build of this installation reads back instead of making
(see generator/prepared.py): `python -m generator.build.prepare`, which `make` runs.

It lives with the build, above the modules whose data it prepares, so that the prepared store
itself imports none of them.
"""

from __future__ import annotations

from generator import prepared
from generator.render.pages import compile_templates
from generator.text import places, words
from generator.text.language import READ


def prepare_all() -> list[str]:
    """Prepare everything now (at install): what was prepared, for the log."""
    places.prepare()
    words.use_dictionaries()
    words.DICTIONARIES.get_dictionary(READ)  # (through the module: a test gives it a store of its own)
    prepared.probablepeople()
    compiled = compile_templates()
    return ["the gazetteer", f"the {READ} dictionary", "probablepeople's names", f"{compiled} templates"]


if __name__ == "__main__":
    print("prepared " + ", ".join(prepare_all()))
