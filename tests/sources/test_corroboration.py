"""Corroboration: aligned sentences, shared wire copy, the cited summary, the timeline."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest

from generator.figures.story import group_figures
from generator.model import Briefing, Precision
from generator.render.pages import corroboration
from generator.sources.align import align
from generator.sources.copies import copy_clusters, overlaps
from generator.summary.story import story_summary, story_title
from generator.text.dates import find_dates
from generator.timeline.story import resolve, timeline
from tests.helpers import article

WIRE = (
    "A powerful earthquake struck the mountain town of Karsa on Monday, destroying hundreds of homes and "
    "cutting roads, officials said. Rescue teams from three neighbouring provinces worked through the night "
    "to reach villages cut off by landslides. The regional governor said field hospitals had been set up in "
    "two school buildings and that water supplies were running low. Aftershocks continued into Tuesday "
    "morning, frightening residents who had slept outdoors in the cold."
)
EDITED = WIRE.replace("powerful", "strong").replace("worked through the night", "worked overnight")
OTHER = (
    "Survivors in Karsa described the moment the ground began to shake. \"Everything fell at once,\" said a "
    "shopkeeper whose store collapsed. Engineers blamed poorly built concrete houses for much of the damage. "
    "A powerful earthquake struck the mountain town of Karsa on Monday, officials said."
)


def story():
    return [article("wire", WIRE), article("copy", EDITED), article("own", OTHER)]


def test_sentences_that_say_the_same_thing_are_aligned_and_labelled() -> None:
    index = align(story())
    kinds = {(a.a[0], a.b[0], a.kind) for a in index.alignments}
    assert ("wire", "copy", "edited") in kinds
    identical = [m for m in index.members if {source for source, _ in m} == {"wire", "copy"}]
    assert identical  # word-for-word sentences share a group
    lead = next(ref for ref in index.group_of if ref[0] == "own" and ref[1] in
                {s.anchor for s in article("own", OTHER).sentences if "earthquake struck" in s.text})
    assert {source for source, _ in index.carriers(lead)} == {"own", "wire", "copy"}


def test_different_numbers_are_not_the_same_statement() -> None:
    index = align([article("a", "The blast killed 52 people at the station in Harbin, officials said."),
                   article("b", "The blast killed 50 people at the station in Harbin, officials said.")])
    assert index.alignments == () and not index.shared(next(iter(index.group_of)))


def test_shared_wire_copy_is_detected_and_counted_once() -> None:
    articles = story()
    pairs = {(p.a, p.b): p for p in overlaps(articles)}
    assert pairs[("wire", "copy")].shared_copy and pairs[("wire", "copy")].similarity > 0.5
    assert not pairs[("wire", "own")].shared_copy and not pairs[("copy", "own")].shared_copy
    clusters = copy_clusters([a.id for a in articles], list(pairs.values()))
    assert clusters == [["wire", "copy"], ["own"]]
    briefing = Briefing(articles=tuple(articles), clusters=tuple(map(tuple, clusters)))
    assert corroboration(["wire", "copy", "own"], briefing) == "3 reports, 2 independent"
    assert corroboration(["own"], briefing) == "1 report"


def test_a_large_story_lists_the_pairs_sharing_copy_counted_in_chunks_as_at_once(monkeypatch) -> None:
    from generator.sources import copies as sources

    lead = "Flood water rose through the old town of Lorne overnight and the bridge was closed by police."
    texts = [f"{lead} Report {n} adds that volunteers from district {n} filled sandbags until dawn on the quay."
             for n in range(6)] + ["Farmers near Tarn said the harvest was late this year because of a dry spring."]
    articles = [article(f"r{n}", text) for n, text in enumerate(texts)]
    every = overlaps(articles)
    monkeypatch.setattr(sources, "COPY", replace(sources.COPY, all_pairs_max=3))
    listed = overlaps(articles)
    assert {(p.a, p.b) for p in listed} == {(p.a, p.b) for p in every if p.similarity >= sources.COPY.min_listed}
    assert len(listed) == 15 and all(p.similarity > 0.3 for p in listed)  # the six flood reports' pairs only
    monkeypatch.setattr(sources, "_CHUNK", 2)  # a few pairs at a time
    assert overlaps(articles) == listed


def test_the_summary_cites_every_carrier_and_never_repeats_itself() -> None:
    articles = story()
    clusters = copy_clusters([a.id for a in articles], overlaps(articles))
    briefing = Briefing(articles=tuple(articles), clusters=tuple(map(tuple, clusters)))
    statements = story_summary(articles, align(articles), briefing.independent, minimum=2, maximum=4)
    assert 2 <= len(statements) <= 4
    texts = [s.text for s in statements]
    assert len(set(texts)) == len(texts)
    first = next(s for s in statements if "earthquake struck" in s.text)
    cited = {source for source, _ in first.carriers}  # own's shorter sentence says less: it carries only itself
    assert cited == ({"wire", "copy", "own"} if first.carriers[0][0] == "own" else {"wire", "copy"})
    for statement in statements:  # verbatim
        assert any(statement.text in a.source.text for a in articles)


def summary_of(*texts: str, words: int = 60):
    articles = [article(f"s{i}", text) for i, text in enumerate(texts)]
    briefing = Briefing(articles=tuple(articles), clusters=tuple((a.id,) for a in articles))
    return story_summary(articles, align(articles), briefing.independent, group_figures(articles), words=words,
                         minimum=1, maximum=3)


# Pairs of sentences of our own that share most of their words but not their claim.
NOT_THE_SAME_CLAIM = [
    ("The flood killed 14 people in the river town of Marden on Sunday, the county sheriff said.",
     "The flood killed 41 people in the river town of Marden on Sunday, the county sheriff said."),
    ("Thousands of residents had gathered at the stadium in Marden when the roof fell in on Sunday.",
     "Five children were among the dead at the stadium in Marden when the roof fell in on Sunday."),
    ("Governor Ada Price said the dam in Marden had failed after three days of heavy rain on Sunday.",
     "Governor Ada Price said the dam in Marden had not failed after three days of heavy rain on Sunday."),
    ("Mayor Tom Hale said the dam in Marden had failed after three days of heavy rain on Sunday night.",
     "Engineer Lisa Kowal said the dam in Marden had failed after three days of heavy rain on Sunday night."),
    ("When the lift doors opened on Sunday, the woman stepped forward with the pram and fell down the shaft onto the "
     "lift car, which stood idle eight floors below, police in Marden said.",
     "The lift car then dropped eight floors."),
]


@pytest.mark.parametrize("first, second", NOT_THE_SAME_CLAIM)
def test_a_report_is_never_cited_for_a_claim_its_sentence_does_not_make(first: str, second: str) -> None:
    for statement in summary_of(first, second):
        cited = {source for source, _ in statement.carriers}
        assert len(cited) == 1, (statement.text, cited)


def test_a_report_stating_the_same_claim_in_other_words_is_cited() -> None:
    statements = summary_of("The flood killed at least 12 people in the river town of Marden on Sunday, police said.",
                            "Police said 14 people were killed when the flood hit the river town of Marden on Sunday.")
    assert {source for source, _ in statements[0].carriers} == {"s0", "s1"}


def test_in_brief_has_one_bullet_per_figure_and_no_dateline() -> None:
    statements = summary_of(
        "MARDEN, Ohio (AP) - The flood killed 12 people in the river town of Marden on Sunday, police said. "
        "Rescue boats searched the flooded streets of the old town centre through the night.",
        "The death toll from the Marden flood rose to 14 people on Sunday evening, police said. "
        "Volunteers filled sandbags along the river bank as the water kept rising.", words=200)
    tolls = [s for s in statements if "people" in s.text and ("12" in s.text or "14" in s.text)]
    assert len(tolls) == 1
    assert not any(s.text.startswith(("MARDEN", "-")) for s in statements)


def test_in_brief_gives_the_other_side_s_denial_when_the_reports_carry_one() -> None:
    accusation = ("Officials in Orra accused the Varn company of dumping waste into the river for years, a charge "
                  "that angered residents of the valley.")
    denial = "The Varn company denied dumping any waste into the river and said its permits were in order."
    statements = summary_of(
        f"{accusation} Fish died along ten miles of the river this spring, officials said. "
        f"Residents of Orra have marched on the plant twice this month. {denial}",
        f"{accusation} Fish died along ten miles of the river this spring, officials said. "
        "Schools near the plant closed on Monday after pupils fell ill.", words=60)
    assert any(s.text == denial for s in statements)  # the accused's answer, though it scores lower
    quiet = summary_of(f"{accusation} Fish died along ten miles of the river this spring, officials said.",
                       f"{accusation} Schools near the plant closed on Monday after pupils fell ill.", words=60)
    assert not any("denied" in s.text for s in quiet)


def test_dates_are_found_and_resolved_against_publication() -> None:
    assert find_dates("Troops left on Friday after talks in March and a deal on Feb. 24, 2022.") == [
        ("weekday", "Friday"), ("month", "March"), ("date", "Feb. 24, 2022")]
    published = dt.date(2022, 4, 9)  # a Saturday
    assert resolve("weekday", "Friday", published)[:1] == ("2022-04-08",)
    assert resolve("weekday", "Saturday", published)[:1] == ("2022-04-09",)
    assert resolve("relative", "yesterday", published)[:1] == ("2022-04-08",)
    assert resolve("weekday", "Friday", None) == ("Friday", "2-4", False, Precision.WEEKDAY)
    assert resolve("date", "Feb. 24", None)[0::3] == ("24 February", Precision.DAY_MONTH)  # the year is not given


def test_a_day_without_a_year_takes_the_story_s_year_or_else_sorts_by_the_calendar() -> None:
    story = dt.date(2026, 3, 20)
    assert resolve("date", "14 March", None, None, story)[0::3] == ("2026-03-14", Precision.DATE)
    assert resolve("weekday", "Friday", None, None, story)[0] == "Friday"  # a weekday has no story day to count from
    keys = [resolve("date", words, None)[1] for words in ("14 March", "24 February", "3 March")]
    assert sorted(keys) == [keys[1], keys[2], keys[0]]  # February before March, not "14" before "24"
    dated = article("a", "The embankment was raised on 2 March. Water reached the town on Monday.", "2026-03-10")
    undated = article("b", "Sandbags arrived on 24 February, before the river rose on 14 March.")
    events = timeline([dated, undated], align([dated, undated]))
    assert [e.when for e in events][:2] == ["2026-02-24", "2026-03-02"]


def test_a_date_is_never_more_exact_than_its_words() -> None:
    published = dt.date(2012, 8, 7)
    assert find_dates("The shop burned in February, 2003.") == [("month", "February, 2003")]
    months = [resolve("month", words, published)[0::3] for words in ("November 1983", "February, 2003", "March", "December")]
    assert months == [("1983-11", Precision.MONTH), ("2003-02", Precision.MONTH), ("2012-03", Precision.MONTH),
                      ("2011-12", Precision.MONTH)]  # no day of the month is made up; a month ahead was last year's
    assert resolve("relative", "last month", published)[0::3] == ("2012-07", Precision.MONTH)
    assert resolve("relative", "yesterday", published)[0::3] == ("2012-08-06", Precision.DATE)
    assert find_dates("They met on Sunday morning.") == [("weekday", "Sunday")]  # a weekday, as the finder reads it
    assert resolve("weekday", "Sunday", published)[0::3] == ("2012-08-05", Precision.DATE)
    assert resolve("relative", "on Holiday morning", published) == (  # a day of no week: as printed, never a crash
        "on holiday morning", "3-on holiday morning", False, Precision.RELATIVE)
    for words in ("last week", "this week", "earlier this week", "overnight"):  # no calendar day
        assert resolve("relative", words, published) == (words, f"3-{words}", False, Precision.RELATIVE)
    assert resolve("month", "March", None)[0::3] == ("March", Precision.DAY_MONTH)


def test_years_months_and_days_are_one_chronology() -> None:
    a = article("a", "The dairy closed in December 2007. It was built in 1935. Voters approved a bond in 2009. "
                     "It had gone bankrupt in November 1983. The warehouse burned on Tuesday.",
                published="2012-08-08")
    assert [e.when for e in timeline([a], align([a]))] == ["1935", "1983-11", "2007-12", "2009", "2012-08-07"]


def test_the_timeline_orders_events_and_joins_aligned_ones() -> None:
    a = article("a", "Talks collapsed on Tuesday. Fighting resumed in 2019 after a truce.", published="2024-03-08")
    b = article("b", "Talks collapsed on Tuesday, diplomats said.", published="2024-03-08")
    events = timeline([a, b], align([a, b]))
    assert [e.when for e in events] == ["2019", "2024-03-05"]
    assert {s for s, _ in events[1].carriers} == {"a", "b"}


def test_weekdays_without_a_date_are_placed_around_the_story_s_day() -> None:
    reports = [article("a", "A dam burst on Monday, flooding the valley. Engineers had warned of cracks on Saturday."),
               article("b", "The dam that burst on Monday had been inspected in March. Crews arrived on Tuesday."),
               article("c", "Rescuers searched the valley. On Sunday the river had risen two metres.")]
    events = timeline(reports, align(reports))
    assert [(e.when, e.story_day) for e in events] == [
        ("Saturday", -2), ("Sunday", -1), ("Monday", 0), ("Tuesday", 1)]  # Saturday comes before a Monday story


def test_no_story_day_when_the_leads_do_not_agree_on_one() -> None:
    reports = [article("a", "The dam burst on Monday. Crews arrived on Tuesday."),
               article("b", "Crews arrived on Tuesday at the dam. It had burst on Monday.")]
    assert all(e.story_day is None for e in timeline(reports, align(reports)))  # one lead each: a tie


def test_sentences_of_one_date_that_say_the_same_are_one_event() -> None:
    reports = [article("a", "Twelve bodies were found on Thursday."),
               article("b", "Twelve bodies were found Thursday in the ruins of two buildings, Pukova said."),
               article("c", "The mayor of Lorne resigned on Thursday after the flood.")]
    index = align(reports)
    assert not index.shared(("a", reports[0].sentences[0].anchor))  # too different to align as one sentence
    events = timeline(reports, index)
    assert [sorted(s for s, _ in e.carriers) for e in events] == [["a", "b"], ["c"]]


def test_a_story_is_titled_by_a_readable_headline_not_a_label_or_capitals() -> None:
    lead = "A deputy sheriff was shot dead outside the Lakeview station on Friday night, police said."
    reports = [article(f"r{i}", f"{title}\n\n{lead}") for i, title in enumerate(
        ["Deputy Sheriff", "DEPUTY SHERIFF SHOT DEAD AT LAKEVIEW", "Gunman kills officer on patrol in Lakeview"])]
    assert story_title(reports) == "Gunman kills officer on patrol in Lakeview"
    assert story_title(reports[:1]) == "Deputy Sheriff"  # the only one there is
