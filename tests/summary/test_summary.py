"""Summaries are verbatim sentences of the article, in order, of a length that scales."""

from __future__ import annotations

from generator.ingest.clean import clean
from generator.model import Paragraph
from generator.summary.article import standalone, summarise, summary_length
from generator.text.sentences import split
from tests.helpers import sample_texts


def test_length_scales_with_the_article_within_bounds() -> None:
    assert summary_length(2, 3, 5) == 2
    assert summary_length(12, 3, 5) == 3
    assert summary_length(34, 3, 5) == 4
    assert summary_length(200, 3, 5) == 5
    assert summary_length(200, 1, 8) == 8


def test_sample_summaries_are_verbatim_ordered_and_sized() -> None:
    for name, text in sample_texts().items():
        sentences = split(clean(text).paragraphs)
        chosen = summarise(sentences)
        anchors = [s.anchor for s in sentences]
        assert len(chosen) == summary_length(len(sentences), 3, 5), name
        assert chosen == sorted(chosen, key=anchors.index), name  # article order
        for anchor in chosen:
            sentence = next(s for s in sentences if s.anchor == anchor)
            assert sentence.text in text, name  # verbatim


def test_a_summary_skips_near_repeats() -> None:
    body = [
        "A storm flooded the coastal town of Harwick on Monday, officials said.",
        "A storm flooded the coastal town of Harwick on Monday, officials said again.",
        "Rescue teams evacuated two hundred residents from the harbour district overnight.",
        "The mayor asked the national government for emergency funds to rebuild the sea wall.",
        "Schools in Harwick will stay closed until the water has receded.",
        "Forecasters expect more rain later in the week across the whole region.",
    ] * 1
    sentences = split([Paragraph(" ".join(body), 1)])
    chosen = summarise(sentences, 3, 3)
    texts = [s.text for s in sentences if s.anchor in chosen]
    assert not (body[0] in texts and body[1] in texts)


def test_sentences_that_need_context_are_not_standalone() -> None:
    assert not standalone("He said it would take weeks to clear the ruins.")
    assert not standalone("“We will rebuild everything we lost,” he added.")
    assert not standalone("Too short to stand.")
    assert standalone("“We will rebuild everything we lost,” Mayor Anna Berg said.")
    assert standalone("The council approved the rebuilding plan on Tuesday evening.")


def test_the_summary_beats_the_lead_when_the_lead_is_a_scene_setter() -> None:
    # A feature-style opening: the first sentences set a scene, the news comes later and is
    # echoed throughout. "First N" would pick the scenery.
    paragraphs = [Paragraph(t, i) for i, t in enumerate([
        "It was a quiet morning and the sun rose slowly over the hills.",
        "Birds sang in the old oak trees by the square.",
        "Then the dam upstream of Millbrook failed, releasing a wall of water into the valley.",
        "The dam failure flooded Millbrook within an hour, and the water destroyed forty homes.",
        "Engineers had warned for years that the Millbrook dam was unsafe.",
        "Residents said the water rose faster than anyone had expected.",
        "The county will investigate why the dam failed and why warnings about the dam were ignored.",
        "A bakery on the square reopened on Friday.",
        "The flood water from the dam is now receding, officials said.",
        "Insurance claims for flood damage in Millbrook are expected to be high.",
    ])]
    sentences = split(paragraphs)
    chosen = summarise(sentences, 3, 3)
    texts = [s.text for s in sentences if s.anchor in chosen]
    assert "Birds sang in the old oak trees by the square." not in texts
    assert any("dam" in t for t in texts)
