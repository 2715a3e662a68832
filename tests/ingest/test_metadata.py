"""Metadata is inferred only from evidence in the text, and marked as inferred."""

from __future__ import annotations

import pytest

from generator.ingest.clean import clean
from generator.ingest.metadata import infer, read_dateline, title_from_lead
from generator.model import Paragraph
from generator.sources.align import align
from generator.text.dates import read_date_line
from generator.timeline.story import timeline
from tests.helpers import article


@pytest.mark.parametrize(
    "lead, place, agency",
    [
        ("Kramatorsk (Ukraine) (AFP) - Evacuations resumed.", "Kramatorsk", "AFP"),
        ("WASHINGTON (AP) — The Senate voted.", "WASHINGTON", "AP"),
        ("LONDON (Reuters) - Britain said.", "LONDON", "Reuters"),
        ("PORTLAND, May 3 (UPI) — The board met.", "PORTLAND", "UPI"),
        ("WASHINGTON, Sept. 12 (Reuters) - The Senate voted.", "WASHINGTON", "Reuters"),
        ("KYIV, Ukraine — A missile hit.", "Kyiv, Ukraine", None),
        ("NEW YORK -- Stocks fell.", "New York", None),
        ("A missile hit a station (AFP says) - badly.", None, None),
        ("The U.N. said — again — that it was worried.", None, None),
        ("Washington (CNN) The Senate voted.", "Washington", "CNN"),
        ("Atlanta (CNN)A storm hit the coast.", "Atlanta", "CNN"),
        ("The Velden Harbour Authority (VHA) Board met.", None, None),
        ("Senator Jane Doe (R) said so.", None, None),
    ],
)
def test_datelines(lead: str, place: str | None, agency: str | None) -> None:
    found_place, found_agency, _ = read_dateline(lead)
    assert (found_place, found_agency) == (place, agency)


def test_given_fields_win_and_inferred_ones_say_how() -> None:
    paragraphs = [Paragraph("LONDON (Reuters) - Britain said on Friday that it would send more aid.", 1)]
    meta = infer({"title": "Aid pledged"}, paragraphs, headline=None, byline=None)
    assert meta.title == "Aid pledged" and "title" not in meta.inferred
    assert meta.outlet == "Reuters" and "agency marker" in meta.inferred["outlet"]
    assert meta.published is None  # never guessed
    given = infer({"outlet": "The Times"}, paragraphs, None, None)
    assert given.outlet == "The Times" and "outlet" not in given.inferred


def test_a_headline_line_is_preferred_to_the_lead() -> None:
    meta = infer({}, [Paragraph("Rivers rose.", 3)], headline="Floods in the north", byline="Jane Doe")
    assert meta.title == "Floods in the north" and meta.author == "Jane Doe"
    assert set(meta.inferred) == {"title", "author"}


def test_title_from_the_lead_is_its_first_clause_as_printed() -> None:
    lead = ("A missile hit a train station in eastern Ukraine where thousands had gathered, killing at "
            "least 52 and wounding dozens more, authorities said. Second sentence.")
    assert title_from_lead(lead) == "A missile hit a train station in eastern Ukraine where thousands had gathered"
    long = "Officials " + "from many different regional and national agencies " * 4 + "met."
    title = title_from_lead(long)
    assert title.endswith("…") and len(title) <= 91 and long.startswith(title[:-1])
    assert title_from_lead("Harbour Chapel, home of Gov. Ann Dale's family, burned. It was empty.") \
        == "Harbour Chapel, home of Gov. Ann Dale's family, burned"  # not cut at "Gov."


@pytest.mark.parametrize("line, iso", [
    ("April 9, 2022", "2022-04-09"),
    ("Published: 9 April 2022 10:14 BST", "2022-04-09"),
    ("Updated: Sat 9 April 2022, 10:14 a.m.", "2022-04-09"),
    ("Sept. 3, 2021", "2021-09-03"),
    ("2023-11-02", "2023-11-02"),
    ("April 9", None),  # no year: not a publication date
    ("The dam burst on April 9, 2022.", None),  # a sentence, not a date line
    ("Feb 30, 2022", None),
    ("11/28/05", "2005-11-28"),
    ("Posted 3/14/2019 9:05 AM", "2019-03-14"),
    ("28/11/2005", "2005-11-28"),
    ("05/06/2020", None),  # May or June: nobody can tell
    ("Posted: Mar 3, 2011 9:15 AM ET Last Updated: Mar 3, 2011 6:40 PM ET", "2011-03-03"),
    ("PUBLISHED: TUESDAY, JUNE 4, 2019, 7:05 PM", "2019-06-04"),  # labels and weekdays in capitals
    ("Last updated at 3:12 PM on 2nd May 2018", "2018-05-02"),  # the time first
    ("6:40 AM, TUE 4 JUN 2019", "2019-06-04"),
    ("June 4, 2019 | 7:05pm", "2019-06-04"),
    ("June 4, 2019-7:05 pm", "2019-06-04"),
    ("14 March 2017 Last updated at 09:20 GMT", "2017-03-14"),
    ("AFP Jun 4, 2019, 07.05PM IST", "2019-06-04"),  # an agency's name
    ("Published: 2019.06.04 07:05 AM", "2019-06-04"),
    ("Last updated 18:40 23/11/2016", "2016-11-23"),
    ("Story posted on 12.10.2015", None),  # a date line, but October or December
    ("Ferry sinks off Dakar on June 4, 2019", None),  # a headline that gives a date
    ("12/10/2015-Ferry service resumes", None),
])
def test_date_lines(line: str, iso: str | None) -> None:
    assert read_date_line(line) == iso


def test_a_date_line_above_the_article_gives_its_publication_date_and_is_not_its_title() -> None:
    text = "Published: 9 April 2022 10:14 BST\n\nA dam burst on Friday near the town of Lorne, flooding the valley.\n"
    cleaned = clean(text)
    assert [(s.kind, s.text) for s in cleaned.set_aside] == [("date line", "Published: 9 April 2022 10:14 BST")]
    meta = infer({}, cleaned.paragraphs, cleaned.headline, cleaned.byline, date_line=cleaned.date_line)
    assert meta.published == "2022-04-09" and "date line" in meta.inferred["published"]
    assert meta.title == "A dam burst on Friday near the town of Lorne"
    given = infer({"published": "2022-04-10"}, cleaned.paragraphs, None, None, date_line=cleaned.date_line)
    assert given.published == "2022-04-10" and "published" not in given.inferred


def test_the_timeline_resolves_weekdays_against_a_date_line() -> None:
    report = article("a", "April 9, 2022\n\nA dam burst on Friday, flooding the valley near Lorne.\n")
    (event,) = timeline([report], align([report]))
    assert (event.when, event.resolved) == ("2022-04-08", True)


def test_a_date_line_under_the_headline_and_its_deck_is_the_publication_date() -> None:
    text = ("Ferry capsizes off Dakar\n\nFifty passengers are feared dead.\n\nSUNDAY, MAY 5, 2024, 8:15 PM\n\n"
            "A ferry capsized off Dakar on Sunday, the coastguard said.\n")
    cleaned = clean(text)
    assert cleaned.headline == "Ferry capsizes off Dakar" and cleaned.date_line == "SUNDAY, MAY 5, 2024, 8:15 PM"
    assert [p.text for p in cleaned.paragraphs] == ["Fifty passengers are feared dead.",
                                                     "A ferry capsized off Dakar on Sunday, the coastguard said."]
    deep = clean("Ferry capsizes off Dakar\n\n" + "The ferry sank on Sunday.\n\n" * 4 + "May 5, 2024\n")
    assert deep.date_line is None  # a date deep in the body dates something it tells of


def test_a_page_stamp_without_a_year_is_never_the_title_nor_the_date() -> None:
    for stamp in ("7:05am", "JUN 4", "3 hours ago"):
        cleaned = clean(f"{stamp}\n\nJune 4, 2019\n\nFerry service resumes\n\nThe ferry ran again on Monday.\n")
        assert cleaned.headline == "Ferry service resumes" and cleaned.date_line == "June 4, 2019"
        assert [s.kind for s in cleaned.set_aside] == ["date line", "date line", "headline"]


def test_a_numeric_date_line_is_never_the_title_even_when_its_date_cannot_be_told() -> None:
    for line in ("11/28/05", "05/06/2020"):
        cleaned = clean(f"{line}\n\nFerry service resumes\n\nThe ferry ran again on Monday after a week of storms.\n")
        assert cleaned.headline == "Ferry service resumes" and cleaned.date_line == line
