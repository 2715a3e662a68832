"""The front page as a brief: a bottom line of the best-supported figures, and charts that
read (each figure on its own scale, vague words named rather than drawn, no chart that says
nothing, numbers a reader does not have to decode)."""

from __future__ import annotations

import re

from generator.figures.story import group_figures
from generator.model import Briefing, Overlap, Quote, QuoteGroup, Statement
from generator.render import charts
from generator.render.front_page import (
    bottom_line,
    dated_events,
    figure_panels,
    key_figures,
    most_quoted,
    statement_supports,
)
from generator.sources.align import align
from generator.timeline.story import timeline
from tests.helpers import article


def figures_of(*texts: str):
    return group_figures([article(f"s{i}", text) for i, text in enumerate(texts)])


def test_a_figure_whose_values_differ_gets_a_panel_and_vague_words_are_named_not_drawn() -> None:
    figures = figures_of("A fire at the Lorne plant killed 12 workers, officials said. Dozens were injured.",
                         "The fire at the Lorne plant killed at least 14 workers. More than 30 were injured.",
                         "The fire at the Lorne plant killed 12 workers. Dozens were injured, officials said.")
    (killed,) = [f for f in figures if "killed" in f.label]
    panels = figure_panels([killed])
    assert [(label, [row[0] for row in rows]) for label, _, _, rows, _, _ in panels] == [(killed.label, ["12", "at least 14"])]
    (injured,) = [f for f in figures if "injured" in f.label or "wounded" in f.label]
    for _, _, _, rows, vague, _ in figure_panels([injured]):
        assert vague == ("Dozens",) and all(text != "Dozens" for text, *_ in rows)


def test_values_that_all_coincide_are_left_to_the_table() -> None:
    figures = figures_of("The fire killed 12 workers.", "The fire killed twelve workers.", "The fire killed 12 workers.")
    assert figures and figure_panels(figures) == []


def test_the_timeline_is_charted_only_with_events_on_three_calendar_days() -> None:
    def events(*texts: str, published: str | None = "2023-05-12") -> Briefing:
        articles = [article(f"s{i}", text, published) for i, text in enumerate(texts)]
        return Briefing(articles=tuple(articles), timeline=tuple(timeline(articles, align(articles))))

    weekdays = events("The dam broke on Friday. Crews arrived on Thursday.", published=None)
    assert weekdays.timeline and dated_events(weekdays) == []  # "Friday" with no date to resolve it
    two_days = events("The dam broke on 10 May 2023. Crews arrived on 11 May 2023.")
    assert dated_events(two_days) == []
    three_days = events("The dam broke on 10 May 2023. Crews arrived on 11 May 2023. Repairs began on 12 May 2023.")
    assert {e.when for e in dated_events(three_days)} == {"2023-05-10", "2023-05-11", "2023-05-12"}


def test_a_spread_puts_each_value_on_its_figures_own_scale_and_lets_at_least_run_on() -> None:
    rows = (("more than 30", 30.0, float("inf"), None, "more than"), ("52", 52.0, 52.0, 52.0, "exact"))
    chart = charts.figure_spreads([("people killed", True, "count", rows, ("dozens",), 2)])
    # the scale runs to 65 (52 and a quarter), in steps of 20: 30 sits at 46 %, 52 at 80 %
    assert 'style="--step: 30.77%"' in chart and [m.group(1) for m in re.finditer(r"brief-mark-(\w+)", chart)] == ["up", "dot"]
    assert '<span class="brief-range" style="left: 46.15%; width: 53.85%">' in chart  # on to the edge
    assert 'style="left: 80.00%"' in chart and ">60</span>" in chart and ">80</span>" not in chart
    assert "sources conflict" in chart and "also given as: dozens" in chart and "2 more values in the table" in chart
    assert 'aria-label="Where the sources&#39; values differ' not in chart  # an apostrophe needs no escape
    assert "people killed &#40;sources conflict&#41;&#58; more than 30, 52; also given as dozens" in chart


def test_the_timeline_chart_counts_the_events_of_each_day() -> None:
    from types import SimpleNamespace

    events = [SimpleNamespace(when=when) for when in ("2023-05-10", "2023-05-10", "2023-05-11", "2023-05-12")]
    chart = charts.timeline_counts(events)
    assert re.findall(r'brief-bar" style="width: ([\d.]+)%', chart) == ["100.00", "50.00", "50.00"]
    assert re.findall(r'brief-count">(\d+)<', chart) == ["2", "1", "1"]
    assert "2023&#45;05&#45;10&#58; 2; 2023&#45;05&#45;11&#58; 1" in chart  # the same, in words


def test_axis_numbers_are_plain() -> None:
    assert [charts._tick(x, kind="count") for x in (0, 1500, 2.5, 3e6, 4.5e9)] == \
        ["0", "1,500", "2.5", "3 million", "4.5 billion"]
    assert charts._tick(40, kind="percent") == "40%"


def test_the_bottom_line_gives_the_span_of_a_conflict_and_the_most_precise_of_agreeing_values() -> None:
    reports = [article("a", "The fire at the Lorne plant killed 12 workers. Dozens were injured, officials said."),
               article("b", "The fire at the Lorne plant killed 14 workers. More than 30 were injured."),
               article("c", "The fire at the Lorne plant killed 12 workers. Doctors said 31 were injured.")]
    briefing = Briefing(articles=tuple(reports), figures=tuple(group_figures(reports)))
    lines = {figure.label: value for figure, value, _ in bottom_line(briefing)}
    giving = {figure.label: sorted(c.source for c in claims) for figure, _, claims in bottom_line(briefing)}
    killed = next(label for label in lines if "killed" in label)
    injured = next(label for label in lines if label != killed)
    assert lines[killed] == "12 to 14" and lines[injured] == "31"
    assert giving[killed] == [] and giving[injured] == ["c"]  # who gives the value to read first


def test_a_number_that_does_not_say_what_it_counts_is_never_a_key_figure() -> None:
    reports = [article("a", "The fire at the Lorne plant killed 12 workers. Its total reached 125 by noon."),
               article("b", "The fire at the Lorne plant killed 12 workers. Its total reached 125 by noon.")]
    briefing = Briefing(articles=tuple(reports), figures=tuple(group_figures(reports)))
    unnamed = [f for f in briefing.figures if not f.names_what_it_counts]
    assert [c.text for f in unnamed for c in f.claims] == ["125", "125"] and unnamed[0].status == "agree"
    assert [figure.label for figure, _, _ in bottom_line(briefing)] == ["workers killed"]
    assert key_figures(briefing) == [f for f in briefing.figures if "killed" in f.label]


def test_a_figure_given_many_values_shows_the_most_reported_and_counts_the_rest() -> None:
    texts = [f"The flood in Lorne killed {n} people, officials said." for n in range(30, 45)]
    texts += ["The flood in Lorne killed 40 people, officials said."] * 3
    (panel,) = figure_panels([f for f in figures_of(*texts) if "killed" in f.label])
    _, _, _, rows, _, hidden = panel
    assert len(rows) == 8 and hidden == 15 - 8 and "40" in [row[0] for row in rows]  # 40 is given four times
    assert [row[1] for row in rows] == sorted(row[1] for row in rows)


def test_a_conflict_with_one_precise_value_names_both_values_in_the_bottom_line() -> None:
    reports = [article("a", "Four people were killed in Lorne on Tuesday, officials said.", "2024-05-01"),
               article("b", "Dozens of people were killed in Lorne on Tuesday, activists said.", "2024-05-01"),
               article("c", "Four people were killed in Lorne on Tuesday.", "2024-05-01")]
    briefing = Briefing(articles=tuple(reports), figures=tuple(group_figures(reports)))
    assert [(figure.status, value) for figure, value, _ in bottom_line(briefing)] == [("conflict", "Four or Dozens")]
    undated = [article(r.id, r.source.text) for r in reports]  # no report dated: the count may have changed
    briefing = Briefing(articles=tuple(undated), figures=tuple(group_figures(undated)))
    assert [(figure.status, figure.latest, value) for figure, value, _ in bottom_line(briefing)] == [
        ("update", None, "Four or Dozens")]


def test_the_shared_copy_table_shades_each_cell_by_its_share_and_escapes_the_labels() -> None:
    from types import SimpleNamespace

    from generator.render.pages import shared_copy_table

    reports = tuple(SimpleNamespace(id=i) for i in "abc")
    pairs = [Overlap("a", "b", 0.7, True), Overlap("a", "c", 0.0, False), Overlap("b", "c", 0.25, True)]
    similarity = {(p.a, p.b): p for p in pairs} | {(p.b, p.a): p for p in pairs}
    table = shared_copy_table(reports, {"a": "<b>A</b>", "b": "B", "c": "C"}, similarity)  # type: ignore[arg-type]
    rows = table.split("<tr>")[2:]
    # a dark shade takes figures of the colour that reads on it (briefing.css)
    assert '<td class="brief-dark-share" style="text-align: right; background-color: rgb(var(--brief-ink-rgb) / 70%)">0.70<' \
        in rows[0] and 'background-color: rgb(var(--brief-ink-rgb) / 25%)">0.25<' in rows[1]
    assert "background" not in rows[2].split("</td>")[0]  # no copy in common: no shade
    assert "<b>" not in table and "&#60;b&#62;A&#60;/b&#62;" in table
    assert table.count("—") == 3


def test_metadata_problems_are_shown_on_the_front_page_beside_the_files_not_used(tmp_path) -> None:
    """Issue 58: a metadata problem was only in the log and briefing.json."""
    from generator.build.pipeline import generate
    from tests.helpers import project

    settings = project(tmp_path, {"ok.txt": "Rivers rose across the region on Monday, officials said.\n",
                                  "sources.yml": "ok.txt:\n  outlet: River News\n  <b>colour</b>: blue\n"})
    generate(settings)
    page = (settings.docs / "briefing" / "index.md").read_text(encoding="utf-8")
    assert '!!! warning "Problems to fix in the sources"' in page
    assert "unknown metadata key" in page and "colour" in page and "<b>" not in page  # shown as text


def _group(id: str, sources: list[str], speaker: str | None = "Ana Ruiz", inferred: bool = False,
           outlet: bool = False, partial: bool = False, text: str = "We will rebuild every home") -> QuoteGroup:
    quote = Quote("s-1", text, 1, partial, speaker, speaker)
    return QuoteGroup(id, speaker, speaker, text, tuple((source, quote) for source in sources),
                      speaker_inferred=inferred, speaker_outlet=outlet)


def test_the_front_page_quotes_the_statement_the_most_independent_reports_carry() -> None:
    groups = (_group("q1", ["a", "b"]), _group("q2", ["a", "b", "c"], text="The water came in minutes"),
              _group("q3", ["a", "b", "c", "d"], inferred=True), _group("q4", ["a", "b", "c", "d"], outlet=True),
              _group("q5", ["a", "b", "c", "d"], partial=True), _group("q6", ["a", "b", "c", "d"], speaker=None),
              _group("q7", ["a"]))
    assert most_quoted(Briefing((), quotes=groups)).id == "q2"  # named, said whole, by three reports
    assert most_quoted(Briefing((), quotes=(_group("q7", ["a"]),))) is None  # one report's quote is no headline
    copies = Briefing((), quotes=groups[:2], clusters=(("a", "b", "c"),))  # three copies of one wire story
    assert most_quoted(copies).id == "q2"  # as many independent reports: the more reports



def test_a_bullet_is_supported_only_by_the_reports_that_give_its_values() -> None:
    reports = [article("a", "A missile strike on the station in Orra killed 52 people on Friday."),
               article("b", "A missile strike on the station in Orra killed 52 people, officials said."),
               article("c", "A missile strike on the station in Orra killed more than 30 people on Friday."),
               article("d", "A missile strike hit the station in Orra on Friday, officials said.")]
    statement = Statement(reports[0].sentences[0].text, tuple((r.id, r.sentences[0].anchor) for r in reports), 4)
    ((same, other),) = statement_supports(Briefing(tuple(reports), summary=(statement,)))
    assert [source for source, _ in same] == ["a", "b", "d"]  # "d" gives no count: it carries the rest
    assert [source for source, _ in other] == ["c"]
