"""simplemma's dictionary is decoded once and read back by later processes, unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.prepared import DictionaryCache
from generator.text.words import Dictionaries, is_known, lemma


def test_a_dictionary_decoded_once_is_read_back_the_same(tmp_path: Path) -> None:
    first = Dictionaries()
    first.store = DictionaryCache(tmp_path).decoded
    decoded = first.get_dictionary("en")
    later = Dictionaries()  # another process, the next build
    later.store = lambda lang, decode: DictionaryCache(tmp_path).decoded(lang, lambda: pytest.fail("decoded again"))
    read = later.get_dictionary("en")
    assert len(read) == len(decoded) > 100_000
    assert [read.get(w) for w in ("killed", "cities", "Kyiv")] == [decoded.get(w) for w in ("killed", "cities", "Kyiv")]


def test_a_damaged_dictionary_is_decoded_again(tmp_path: Path) -> None:
    DictionaryCache(tmp_path).decoded("en", lambda: {"killed": "kill"})
    entry = next(tmp_path.glob("*.pickle"))
    entry.write_bytes(entry.read_bytes()[:-10])
    again = DictionaryCache(tmp_path)
    assert again.decoded("en", lambda: {"killed": "slay"}) == {"killed": "slay"} and again.damaged == 1


def test_words_are_looked_up_as_simplemma_does() -> None:
    assert lemma("killed") == "kill" and lemma("cities") == "city"
    assert is_known("station") and not is_known("zelenskyy") and not is_known("")
