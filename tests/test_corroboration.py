"""Corroboration: aligned sentences, shared wire copy, the cited summary, the timeline."""

from __future__ import annotations

import datetime as dt

from generator.crossref.align import align
from generator.crossref.sources import copy_clusters, overlaps
from generator.crossref.summary import story_summary
from generator.crossref.timeline import find_dates, resolve, timeline
from generator.model import Briefing
from generator.render.pages import corroboration
from tests.test_figures import article

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


def test_the_summary_cites_every_carrier_and_never_repeats_itself() -> None:
    articles = story()
    clusters = copy_clusters([a.id for a in articles], overlaps(articles))
    briefing = Briefing(articles=tuple(articles), clusters=tuple(map(tuple, clusters)))
    statements = story_summary(articles, align(articles), briefing.independent, 2, 4)
    assert 2 <= len(statements) <= 4
    texts = [s.text for s in statements]
    assert len(set(texts)) == len(texts)
    first = next(s for s in statements if "earthquake struck" in s.text)
    assert {source for source, _ in first.carriers} == {"wire", "copy", "own"} and first.independent == 2
    for statement in statements:  # verbatim
        assert any(statement.text in a.source.text for a in articles)


def test_dates_are_found_and_resolved_against_publication() -> None:
    assert find_dates("Troops left on Friday after talks in March and a deal on Feb. 24, 2022.") == [
        ("weekday", "Friday"), ("month", "March"), ("date", "Feb. 24, 2022")]
    published = dt.date(2022, 4, 9)  # a Saturday
    assert resolve("weekday", "Friday", published)[:1] == ("2022-04-08",)
    assert resolve("weekday", "Saturday", published)[:1] == ("2022-04-09",)
    assert resolve("relative", "yesterday", published)[:1] == ("2022-04-08",)
    assert resolve("weekday", "Friday", None) == ("Friday", "3-4", False)
    assert resolve("date", "Feb. 24", None)[0] == "24 February"


def test_the_timeline_orders_events_and_joins_aligned_ones() -> None:
    a = article("a", "Talks collapsed on Tuesday. Fighting resumed in 2019 after a truce.", published="2024-03-08")
    b = article("b", "Talks collapsed on Tuesday, diplomats said.", published="2024-03-08")
    events = timeline([a, b], align([a, b]))
    assert [e.when for e in events] == ["2019", "2024-03-05"]
    assert {s for s, _ in events[1].carriers} == {"a", "b"}
