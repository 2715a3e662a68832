"""Shared language knowledge, as the stages that read it rely on it."""

from __future__ import annotations

from generator.text.lexicon import is_adverb


def test_an_adverb_is_told_by_its_ending_but_not_every_word_in_ly_is_one() -> None:
    assert all(is_adverb(word) for word in ("reportedly", "Recently", "allegedly", "officially"))
    assert not any(is_adverb(word) for word in ("family", "Italy", "rally", "assembly", "supply", "daily", "police"))
