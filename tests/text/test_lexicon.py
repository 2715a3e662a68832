"""Shared language knowledge, as the stages that read it rely on it."""

from __future__ import annotations

import pytest

from generator.text.lexicon import is_adverb, mask_abbreviations


def test_an_adverb_is_told_by_its_ending_but_not_every_word_in_ly_is_one() -> None:
    assert all(is_adverb(word) for word in ("reportedly", "Recently", "allegedly", "officially"))
    assert not any(is_adverb(word) for word in ("family", "Italy", "rally", "assembly", "supply", "daily", "police"))


@pytest.mark.parametrize(("text", "masked"), [
    ("Sen. Ada Moy said", "Sen\u2024 Ada Moy said"),  # an abbreviation before a name
    ("Messrs. Lee and Kim", "Messrs\u2024 Lee and Kim"),  # the longest one
    ("Lorne, N.C., where", "Lorne, N\u2024C\u2024, where"),  # initials
    ("He met Rosen. Then he left.", "He met Rosen. Then he left."),  # a word ending in one: a sentence's end
    ("ab_mr. x and 3mr. y", "ab_mr. x and 3mr. y"),  # not a word of its own
    ("Capt. Lee and CAPT. Orr", "Capt\u2024 Lee and CAPT\u2024 Orr"),  # any case
    ("\u017ft. Ives", "\u017ft\u2024 Ives"),  # a long s, which the pattern's IGNORECASE reads as "s"
])
def test_the_full_stops_of_abbreviations_are_masked(text: str, masked: str) -> None:
    assert mask_abbreviations(text) == masked
    assert len(mask_abbreviations(text)) == len(text)  # offsets survive


def test_a_nationality_and_its_country_name_one_nation() -> None:
    from generator.text.places import nation_of

    for word, country in [("Iran", "iran"), ("Iranians", "iran"), ("Chinese", "china"), ("Thais", "thailand"),
                          ("Norwegians", "norway"), ("Austrians", "austria"), ("Australians", "australia"),
                          ("Americans", "united states"), ("the United States", "united states"),
                          ("Kazakhs", "kazakhstan"), ("Argentines", "argentina")]:
        assert nation_of(word) == country, word
    for word in ("Republicans", "Democrats", "Christians", "Smith", "Muslims"):
        assert nation_of(word) is None, word
