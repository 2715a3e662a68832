"""What the front page puts forward: the key figures (those several reports give and that say
what they count, disputed first), the bottom line (the best supported of them, with the value
to read first), the panels of the key-figures chart and the timeline's dated events."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from generator.model import (
    Briefing,
    Claim,
    Event,
    Figure,
    Precision,
    QuoteGroup,
    Ref,
    Statement,
    Status,
)
from generator.render import charts
from generator.render.escape import Md


def figure_values(figure: Figure) -> list[tuple[str, list[Claim]]]:
    """The distinct values of a figure as printed, each with the claims that give it, lowest first."""
    by_text: dict[str, list[Claim]] = {}
    for claim in sorted(figure.claims, key=lambda c: (c.low, c.high, c.text.lower())):
        by_text.setdefault(claim.text.lower(), []).append(claim)
    return [(claims[0].text, claims) for claims in by_text.values()]


KEY_FIGURES = 10  # figures on the front page and in its chart
BOTTOM_LINE = 3  # figures in the front page's bottom line
PANEL_ROWS = 8  # values drawn for one figure in the key-figures chart
PANELS = 5  # figures drawn in it, disputed first (the table below it lists every key figure)
CHART_DAYS = 3  # the timeline's chart needs events on at least this many calendar days


def _put_forward(briefing: Briefing) -> list[Figure]:
    """The figures the front page may put forward: several sources give them and they say what
    they count (disputed first, as the briefing orders its figures)."""
    return [f for f in briefing.figures if f.status != Status.SINGLE and f.names_what_it_counts]


def key_figures(briefing: Briefing) -> list[Figure]:
    """The figures several sources give that say what they count, disputed first, at most KEY_FIGURES."""
    return _put_forward(briefing)[:KEY_FIGURES]


def bottom_line(briefing: Briefing) -> list[tuple[Figure, str, list[Claim]]]:
    """The story's central figures (figures/story._centred: its own counts of people, where it
    happens), the dead first, then the injured and the missing, then the most independent
    reports (at most BOTTOM_LINE), each with the value
    to read first and the claims that give it: the latest of an update, the span of a conflict
    or of an update whose reports are not all dated ("More than 30 to at least 52", whose
    sources the differences below list), else the most
    precise of values that agree ("109" among "dozens", "more than 100")."""
    shared = [f for f in _put_forward(briefing) if f.central and any(c.hedge != "vague" for c in f.claims)]
    if any(f.claims[0].predicate in _MEASURE_ORDER for f in shared):  # the dead, the injured, the missing only
        shared = [f for f in shared if f.claims[0].predicate in _MEASURE_ORDER]
    status_order = {Status.CONFLICT: 0, Status.UPDATE: 1, Status.BREAKDOWN: 2, Status.AGREE: 2}
    shared.sort(key=lambda f: (_MEASURE_ORDER.get(f.claims[0].predicate, len(_MEASURE_ORDER)),
                               -briefing.independent(f.sources), -len(f.sources), status_order.get(f.status, 3)))
    return [(figure, *_headline_value(figure)) for figure in shared[:BOTTOM_LINE]]


# The measures the bottom line gives first: what a briefing on a disaster opens with.
_MEASURE_ORDER = {"killed": 0, "wounded": 1, "missing": 2}


def _headline_value(figure: Figure) -> tuple[str, list[Claim]]:
    printed = [(text, claims) for text, claims in figure_values(figure) if claims[0] not in figure.parts]
    values = [(text, claims) for text, claims in printed if claims[0].hedge != "vague"]
    if figure.latest:
        return f"latest {figure.latest}", next((claims for text, claims in values if text == figure.latest), [])
    if figure.status in (Status.CONFLICT, Status.UPDATE):  # an update with no latest: the reports are not all dated
        if len(values) > 1:
            return f"{values[0][0]} to {values[-1][0]}", []
        # one precise value against vague ones: "Four or Dozens"
        return " or ".join(text for text, _ in printed), []
    return min(values, key=lambda tc: (tc[1][0].high - tc[1][0].low, tc[1][0].hedge != "exact"))


def statement_supports(briefing: Briefing) -> list[tuple[list[Ref], list[Ref]]]:
    """For each "In brief" statement, the sentences carrying it that give the values its counts
    give, and those that give another value of one of them ("more than 30 killed" beside
    "killed 52"): a bullet is supported only by the first, and says how many give another. The
    carriers' counts are gathered once for every statement."""
    wanted = {ref for statement in briefing.summary for ref in statement.carriers}
    counts: dict[Ref, list[Claim]] = {}
    for article in briefing.articles:
        for claim in article.claims:
            if (claim.source, claim.anchor) in wanted and claim.kind == "count" and claim.predicate \
                    and claim.value is not None:
                counts.setdefault((claim.source, claim.anchor), []).append(claim)
    return [_support(statement, counts) for statement in briefing.summary]


def _support(statement: Statement, counts: dict[Ref, list[Claim]]) -> tuple[list[Ref], list[Ref]]:
    own = counts.get(statement.carriers[0], [])
    same: list[Ref] = []
    other: list[Ref] = []
    for ref in statement.carriers:
        differs = any(theirs.predicate == mine.predicate and theirs.noun == mine.noun
                      and (theirs.value, theirs.hedge) != (mine.value, mine.hedge)
                      and not any((t.value, t.hedge) == (mine.value, mine.hedge) for t in counts.get(ref, []))
                      for mine in own for theirs in counts.get(ref, []))
        (other if differs else same).append(ref)
    return same, other


def most_quoted(briefing: Briefing) -> QuoteGroup | None:
    """The statement the most independent reports quote, each naming who said it (never one
    whose speaker is only inferred, an outlet, or a phrase quoted inside a sentence); None when
    no statement is quoted by two reports."""
    candidates = [g for g in briefing.quotes if g.speaker_name and not g.speaker_inferred and not g.speaker_outlet
                  and not g.quotes[0][1].partial and len(g.sources) > 1]
    return min(candidates, key=lambda g: (-briefing.independent(g.sources), -len(g.sources), -len(g.text), g.id),
               default=None)


def story_day_words(offset: int) -> str:
    """A weekday's place around the story's day: "the story's day", "the day before", "2 days after"."""
    if offset == 0:
        return "the story's day"
    side = "before" if offset < 0 else "after"
    return f"the day {side}" if abs(offset) == 1 else f"{abs(offset)} days {side}"


def dated_events(briefing: Briefing) -> list[Event]:
    """The events resolved to a calendar day, for the timeline's chart; none when they fall on
    fewer than CHART_DAYS days (a bar chart of "Thursday", "Friday" or of one day says nothing
    the table does not)."""
    dated = [event for event in briefing.timeline if event.precision == Precision.DATE]
    return dated if len({event.when for event in dated}) >= CHART_DAYS else []


def figure_panels(figures: list[Figure]) -> list[charts.Panel]:
    """The figures whose sources give values a scale can tell apart, as the chart's panels:
    values with the same interval share a row ("more than 100 / over 100"); vague words are
    named, not drawn; at most PANEL_ROWS rows, the values most reports give (a story of hundreds
    of reports can give dozens of values; the table lists them all), and at most PANELS figures.
    Figures whose values all coincide are left to the table."""
    panels: list[charts.Panel] = []
    for figure in figures:
        rows: dict[tuple[float, float, float | None, str], list[str]] = {}
        given: Counter[tuple[float, float, float | None, str]] = Counter()
        vague: list[str] = []
        for text, claims in figure_values(figure):
            claim = claims[0]
            if claim.hedge == "vague":
                vague.append(text)
            else:
                interval = (claim.low, claim.high, claim.value, claim.hedge)
                rows.setdefault(interval, []).append(text)
                given[interval] += len(claims)
        if len(rows) >= 2:
            kept = sorted(sorted(rows, key=lambda i: (-given[i], i[0], i[1]))[:PANEL_ROWS], key=lambda i: (i[0], i[1]))
            drawn = tuple((" / ".join(rows[interval][:3]), *interval) for interval in kept)
            panels.append((figure.label, figure.status == Status.CONFLICT, figure.kind, drawn, tuple(vague[:5]),
                           len(rows) - len(kept)))
    return panels[:PANELS]


@dataclass(frozen=True)
class FrontPage:
    """Everything the front page puts forward, worked out once from the briefing: the template
    reads these fields rather than calling a function per section."""

    bottom: list[tuple[Figure, str, list[Claim]]]  # see `bottom_line`
    supports: list[tuple[list[Ref], list[Ref]]]  # each "In brief" statement's reports (`statement_supports`)
    quoted: QuoteGroup | None  # see `most_quoted`
    key: list[Figure]  # see `key_figures`
    key_chart: Md | None  # the key figures' chart, where their values differ (`figure_panels`)
    timeline_chart: Md | None  # the dated events by day, where they span CHART_DAYS (`dated_events`)

    @classmethod
    def of(cls, briefing: Briefing) -> FrontPage:
        key = key_figures(briefing)
        panels = figure_panels(key)
        dated = dated_events(briefing)
        return cls(bottom=bottom_line(briefing), supports=statement_supports(briefing), quoted=most_quoted(briefing),
                   key=key, key_chart=charts.figure_spreads(panels) if panels else None,
                   timeline_chart=charts.timeline_counts(dated) if dated else None)
