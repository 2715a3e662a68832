"""The splitter gets news English right, and never loses or invents a character."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.model import Paragraph
from generator.text.sentences import plain_boundaries, split, split_paragraph


def sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in split_paragraph(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Mr. Smith met Gov. Jones in St. Louis on Feb. 24. They talked.",
         ["Mr. Smith met Gov. Jones in St. Louis on Feb. 24.", "They talked."]),
        ("The U.S. and the U.N. agreed. Sen. Warren said so.",
         ["The U.S. and the U.N. agreed.", "Sen. Warren said so."]),
        ("Dr. J. R. R. Tolkien earned 3.5 million pounds. He left.",
         ["Dr. J. R. R. Tolkien earned 3.5 million pounds.", "He left."]),
        ("Ms Ardern and Mr Bronk spoke. Then Dr Who.", ["Ms Ardern and Mr Bronk spoke.", "Then Dr Who."]),
        ('"We will rebuild," he said. "Every house."', ['"We will rebuild," he said.', '"Every house."']),
        ("“This is a war crime,” she said in a video message. Zelensky later spoke.",
         ["“This is a war crime,” she said in a video message.", "Zelensky later spoke."]),
        ("He waited... and waited. Then he left.", ["He waited... and waited.", "Then he left."]),
        ("The area … and the railway stations are critical. Next.",
         ["The area … and the railway stations are critical.", "Next."]),
        ("Russia denied it — a contention experts dismissed. Next.",
         ["Russia denied it — a contention experts dismissed.", "Next."]),
        ("Nobody, she said (and this is rare. Truly.), came. Next.",
         ["Nobody, she said (and this is rare. Truly.), came.", "Next."]),
        ("Inflation hit 2.5 per cent in Jan. Analysts were surprised.",
         ["Inflation hit 2.5 per cent in Jan.", "Analysts were surprised."]),
        ("Guterres called it “completely unacceptable.” Then he left.",
         ["Guterres called it “completely unacceptable.”", "Then he left."]),
        # a sentence goes on after an abbreviation: no sentence opens with a comma or a possessive
        ("The house at 12 Harbour St., which sold in May, burned. Its owner, Acme Corp.’s chief, wept.",
         ["The house at 12 Harbour St., which sold in May, burned.", "Its owner, Acme Corp.’s chief, wept."]),
        # a title cut short stands before a name
        ("Deputy Dist. Atty. Ana Ruiz spoke, and Insp. Dave Lowe left. He was tired.",
         ["Deputy Dist. Atty. Ana Ruiz spoke, and Insp. Dave Lowe left.", "He was tired."]),
        # a clock time goes on into its day or zone, but a sentence may end at one
        ("Crews arrived at 6 a.m. Wednesday. They found the road shut at 9 p.m. EST on Tuesday.",
         ["Crews arrived at 6 a.m. Wednesday.", "They found the road shut at 9 p.m. EST on Tuesday."]),
        ("The vigil ended at 9 p.m. Local shops reopened.", ["The vigil ended at 9 p.m.", "Local shops reopened."]),
    ],
)
def test_news_english(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


def test_a_quoted_question_stays_with_its_attribution() -> None:
    text = "“What will happen in Mariupol?” Mr Zelenskyy said, referring to the port. Later he slept."
    assert sentences(text) == [
        "“What will happen in Mariupol?” Mr Zelenskyy said, referring to the port.",
        "Later he slept.",
    ]


def test_a_quote_ending_in_a_comma_and_nested_marks_stays_with_its_attribution() -> None:
    text = "“She said, quote, ‘a careful judge would reach a better conclusion,’” Senator Tom Harlan said. He left."
    assert sentences(text) == ["“She said, quote, ‘a careful judge would reach a better conclusion,’” Senator Tom Harlan said.",
                               "He left."]


def test_a_quoted_question_then_a_new_sentence_stays_apart() -> None:
    text = "“Why now?” The question hung in the air. Officials declined to answer."
    assert sentences(text) == ["“Why now?”", "The question hung in the air.", "Officials declined to answer."]


def test_a_stray_closing_quote_is_not_a_sentence() -> None:
    text = "He called it ‘an old system and just muddy the waters.'\" Then he left."
    assert all(s.strip("'\"”’ ") for s in sentences(text))
    assert sentences(text)[0].endswith("waters.'\"")


def test_anchors_are_stable_and_unique() -> None:
    paragraphs = [Paragraph("Same words. Same words. Other words.", 1)]
    first = [s.anchor for s in split(paragraphs)]
    assert len(set(first)) == 3
    assert first == [s.anchor for s in split(paragraphs)]
    edited = [Paragraph("A new opening sentence. Same words. Same words. Other words.", 1)]
    assert first[2] in [s.anchor for s in split(edited)]  # an edit elsewhere keeps the link


def test_a_very_long_paragraph_is_split_in_bounded_pieces() -> None:
    text = "The council met on Monday and voted. " * 3000
    spans = split_paragraph(text)
    assert len(spans) == 3000


@given(st.text(max_size=400))
def test_every_character_is_in_exactly_one_sentence(text: str) -> None:
    spans = split_paragraph(text)
    covered = 0
    for (a, b), (c, _) in zip(spans, spans[1:] + [(len(text), None)]):
        assert 0 <= a < b <= c
        assert not text[b:c].strip()  # only whitespace between sentences
        covered += b - a
    if not spans:
        assert not text.strip()
    else:
        assert not text[: spans[0][0]].strip()


_WORDS = ["The", "council", "met", "on", "Monday", "and", "voted", "Mr", "Smith", "Dr", "Jones", "U.S.", "3.5", "J.",
          "St.", "Gov.", "officials", "said", "In", "Kyiv", "Feb.", "24", "about", "A.", "It", "rained", "No.", "1"]


@settings(max_examples=500)
@given(st.lists(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=8), min_size=1, max_size=5),
       st.lists(st.sampled_from([". ", "? ", "! ", " "]), min_size=5, max_size=5))
def test_the_fast_path_agrees_with_pysbd_whenever_it_answers(sentences, ends) -> None:
    text = "".join(" ".join(words) + end for words, end in zip(sentences, ends)).strip()
    plain = plain_boundaries(text)
    if plain is not None:
        from generator.text.sentences import _segment, _spans
        assert tuple(_spans(text, plain)) == _segment(text), text


_ABBREVIATION_WORDS = ["Gen.", "gen", "Ill.", "ill", "is.", "is", "man.", "p.", "No.", "5", "Mt.", "Ft", "Inc.", "Co.",
                       "U.S.", "e.g.", "vs.", "v.", "St.", "ſt.", "İll.", "\u212ao.", "hill.", "Ph.D.", "a.m.", "ok.",
                       "Miss.", "miss", "The", "rain", "fell", "(", ":"]


@settings(max_examples=500)
@given(st.lists(st.lists(st.sampled_from(_ABBREVIATION_WORDS), min_size=1, max_size=8), min_size=1, max_size=4),
       st.lists(st.sampled_from([". ", "? ", " ", "\n"]), min_size=4, max_size=4))
def test_the_narrowed_abbreviation_step_leaves_pysbd_unchanged(sentences, ends) -> None:
    import pysbd

    from generator.text.sentences import _segmenter

    text = "".join(" ".join(words) + end for words, end in zip(sentences, ends)).strip()
    assert _segmenter().processor(text).process() == pysbd.Segmenter(language="en", clean=False).processor(text).process()


def test_the_fast_path_answers_for_plain_news_prose() -> None:
    assert plain_boundaries("Officials met on Monday. They agreed on a plan. Voting starts in May.") == [0, 24, 47]
    assert plain_boundaries("Mr. Smith met Gov. Jones.") is None
    assert plain_boundaries("“We agreed,” he said. Then he left.") is None
