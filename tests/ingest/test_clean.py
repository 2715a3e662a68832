"""Captions, promos, subheads and furniture are set aside; no body text is lost."""

from __future__ import annotations

from generator.ingest.clean import clean
from tests.helpers import sample_texts

SAMPLE_SET_ASIDE = {
    "000_922a0cfd78f5645b.txt": [
        ("caption", "A Ukrainian police officer bends over bodies"),
        ("subhead", "- ‘All this horror’ -"),
        ("caption", "The remains of one rocket in the aftermath"),
        ("caption", "Thousands of Ukrainians have been killed in the weeks"),
        ("caption", "European Commission President Ursula von der Leyen (C)"),
        ("subhead", "- ‘Help us now’ -"),
        ("caption", "Russia has been suspended from the UN Human Rights Council"),
        ("furniture", "burs-dlc/gw"),
    ],
    "001_99bd77b99c7f8ec8.txt": [("promo", "READ MORE: Experts sent to identify war dead")],
    "002_7c4f0f7e346161ad.txt": [],
    "003_194e0f08b0478722.txt": [],
    "004_5b693613544c8dd9.txt": [],
}


def test_the_samples_set_aside_exactly_their_captions_promos_subheads_and_furniture() -> None:
    for name, text in sample_texts().items():
        result = clean(text)
        found = [(line.kind, line.text) for line in result.set_aside]
        expected = SAMPLE_SET_ASIDE[name]
        assert len(found) == len(expected), (name, found)
        for (kind, line), (want_kind, start) in zip(found, expected):
            assert kind == want_kind and line.startswith(start), (name, kind, line)


def test_no_body_line_of_the_samples_is_lost() -> None:
    for name, text in sample_texts().items():
        result = clean(text)
        lines = [line.strip(" \u00a0") for line in text.splitlines() if line.strip()]
        kept = {p.text for p in result.paragraphs} | {s.text for s in result.set_aside}
        assert all(line in kept for line in lines), name
        assert len(result.paragraphs) + len(result.set_aside) == len(lines), name


def kinds(text: str) -> list[tuple[str, str]]:
    return [(s.kind, s.text) for s in clean(text).set_aside]


def test_a_headline_and_byline_above_the_body_are_set_aside() -> None:
    text = "Flood waters rise in the north\n\nBy Jane Doe and Ali Khan\n\nRivers burst their banks on Monday.\n"
    result = clean(text)
    assert result.headline == "Flood waters rise in the north"
    assert result.byline == "Jane Doe and Ali Khan"
    assert [p.text for p in result.paragraphs] == ["Rivers burst their banks on Monday."]


def test_promos_furniture_and_credits_are_set_aside() -> None:
    text = "\n".join([
        "The vote was close.",
        "WATCH: Scenes from the count",
        "Related: How the polls got it wrong",
        "Sign up for our morning newsletter",
        "© 2026 Example Media. All rights reserved.",
        "(Reporting by Jane Doe; Editing by John Roe)",
        "Counting resumed on Tuesday.",
        "Advertisement",
        "ap-jd/kr",
    ])
    assert [k for k, _ in kinds(text)] == ["promo", "promo", "furniture", "furniture", "furniture", "promo", "furniture"]
    assert [p.text for p in clean(text).paragraphs] == ["The vote was close.", "Counting resumed on Tuesday."]


def test_body_lines_that_mention_subscribing_or_more_are_kept() -> None:
    text = "More than 30 people were killed, officials said.\n\nViewers who subscribe to the channel saw it.\n"
    assert kinds(text) == []


def test_a_photo_caption_with_punctuation_is_still_a_caption() -> None:
    text = "Officials met on Monday.\n\nPhoto: Rescue workers search the rubble.\n\nThey agreed.\n"
    assert kinds(text) == [("caption", "Photo: Rescue workers search the rubble.")]


def test_a_line_closed_by_a_photographer_s_credit_is_a_caption() -> None:
    text = ("Officials met on Monday.\n\nThe mayor speaks to residents outside the hall. (Dana Reyes/The Velden Post)\n\n"
            "“Vote yes on the levy” (2019) — “No new taxes!” (2021). (Party/Archive.)\n\n"
            "The senator (D/Ohio) said the bill would pass.\n")
    assert kinds(text) == [("caption", "The mayor speaks to residents outside the hall. (Dana Reyes/The Velden Post)"),
                           ("caption", "“Vote yes on the levy” (2019) — “No new taxes!” (2021). (Party/Archive.)")]


def test_a_caption_cut_short_before_its_credit_is_a_caption() -> None:
    text = ("Supporters of the harbour plan hold up signs as the council of Velden meets on Tuesday to decide whether "
            "the old ferry pier should be... (Velden Wire)\n\nThe council met on Tuesday.\n\n"
            "The talks went on and on, and nobody in the room could say when they would ever end... (laughs)\n")
    assert kinds(text) == [("caption", "Supporters of the harbour plan hold up signs as the council of Velden meets on "
                                       "Tuesday to decide whether the old ferry pier should be... (Velden Wire)")]


def test_social_calls_to_action_and_lines_ending_on_a_link_are_furniture() -> None:
    text = ("Officials met on Monday.\n\nJoin us on Facebook Like us and you will find the news in your feed.\n\n"
            "When you post with a place, the app keeps that place. You can delete it at any time. Learn more\n\n"
            "Investigators are working to find out more.\n")
    assert kinds(text) == [("furniture", "Join us on Facebook Like us and you will find the news in your feed."),
                           ("furniture", "When you post with a place, the app keeps that place. You can delete it at "
                                         "any time. Learn more")]


def test_sharing_buttons_section_links_and_alert_sign_ups_are_furniture_never_the_title() -> None:
    text = ("Share Tweet Pin Email\n\nCity News More>>\n\nFerry Pier Closes After Storm\n\n"
            "Newsletter Get breaking news alerts from the Valley Courier.\n\n"
            "The old ferry pier in Velden closed on Monday after a storm.\n")
    result = clean(text)
    assert kinds(text) == [("furniture", "Share Tweet Pin Email"), ("furniture", "City News More>>"),
                           ("headline", "Ferry Pier Closes After Storm"),
                           ("furniture", "Newsletter Get breaking news alerts from the Valley Courier.")]
    assert result.headline == "Ferry Pier Closes After Storm"
    assert kinds("Facebook | Twitter | Print\n\nThe pier closed.\n") == [("furniture", "Facebook | Twitter | Print")]
    assert kinds("The pier closed.\n\nShe will share a print of the map by email.\n") == []


def test_a_byline_may_say_it_was_updated() -> None:
    result = clean("/ Updated By Kim Ortega\n\nThe old ferry pier in Velden closed on Monday.\n")
    assert (result.byline, result.headline) == ("Kim Ortega", None)


def test_a_drop_cap_on_a_line_of_its_own_opens_its_word_again() -> None:
    result = clean("T\n\nhe old ferry pier in Velden closed on Monday.\n\nA\n\nThe council met.\n")
    assert [p.text for p in result.paragraphs] == ["The old ferry pier in Velden closed on Monday.", "The council met."]
    assert [(s.text, s.kind) for s in result.set_aside] == [("A", "subhead")]


def test_a_short_unpunctuated_line_mid_article_is_a_subhead() -> None:
    text = "The first part ends here.\n\nWhat happens next\n\nThe second part starts here.\n"
    assert kinds(text) == [("subhead", "What happens next")]


def test_quote_paragraphs_and_lines_ending_in_a_colon_are_body() -> None:
    text = "He said:\n\n“We will rebuild every house”\n\n“And every school.”\n"
    assert kinds(text) == []


def test_hard_wrapped_paragraphs_are_rejoined() -> None:
    text = (
        "Heavy rain caused rivers across the region to burst their banks on\n"
        "Monday, flooding hundreds of homes and cutting off three villages from\n"
        "the outside world, officials said.\n"
        "\n"
        "Emergency crews worked through the night to reach stranded residents\n"
        "and more rain is forecast for the rest of the week.\n"
    )
    result = clean(text)
    assert result.set_aside == []
    assert len(result.paragraphs) == 2
    assert result.paragraphs[0].text.startswith("Heavy rain") and result.paragraphs[0].text.endswith("officials said.")


def test_a_broken_line_continues_when_the_next_starts_in_lower_case() -> None:
    text = "The minister said the plan\nwould be published on Friday.\n"
    assert [p.text for p in clean(text).paragraphs] == ["The minister said the plan would be published on Friday."]


def test_markdown_headings_images_links_and_emphasis() -> None:
    text = ("# Storm hits coast\n\n![A flooded street](flood.jpg)\n\nThe storm hit [the coast](https://x.test) on **Monday**."
            "\n\n## Aftermath\n\nRepairs began.\n")
    result = clean(text, markdown=True)
    assert result.headline == "Storm hits coast"
    assert [(s.kind, s.text) for s in result.set_aside] == [
        ("headline", "Storm hits coast"), ("caption", "A flooded street"), ("subhead", "Aftermath"),
    ]
    assert [p.text for p in result.paragraphs] == ["The storm hit the coast on Monday.", "Repairs began."]


def test_line_numbers_point_into_the_file() -> None:
    result = clean("Caption without an end of any kind at all\n\nBody text here.\n", first_line=5)
    assert result.set_aside[0].line == 5
    assert result.paragraphs[0].line == 7


def test_a_long_headline_opening_the_file_is_the_headline_and_a_long_caption_is_not() -> None:
    headline = ("Floods cut off three villages as the river breaks its banks and rain keeps falling across the "
                "northern valley for a fourth day")
    cleaned = clean(f"{headline}\n\nMARLOW — Flood water cut off three villages on Monday, officials said.\n")
    assert cleaned.headline == headline and [s.kind for s in cleaned.set_aside] == ["headline"]
    caption = ("A volunteer carries sandbags along the flooded high street of Marlow after the river broke its banks "
               "on Monday")
    cleaned = clean(f"{caption}\n\nMARLOW — Flood water cut off three villages on Monday, officials said.\n")
    assert cleaned.headline is None and [s.kind for s in cleaned.set_aside] == ["caption"]
