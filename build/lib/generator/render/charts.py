"""Charts written as HTML and CSS: no picture to draw, no script to run.

A chart is a block of HTML in the page's Markdown, its geometry in inline percentages and its
look in `docs/stylesheets/briefing.css` (so it follows the reader's colour scheme, zoom and
print). Its text is the reports' text, escaped like every other piece of it, and the whole
chart is one image to a screen reader, described by its `aria-label` from the same data; the
pages that show a chart also give its numbers as a table. Drawing PNGs with matplotlib cost a
small build two thirds of a second and a folder of many stories thousands of pictures.
"""

from __future__ import annotations

import math

from generator.render.escape import Md, md_attribute, md_text

MAX_LABEL = 50  # characters of a row's label; the table beside the chart gives the whole label
TICKS = 4  # about this many steps along a scale
EDGE_ROOM = 1.25  # a scale runs on past its largest value, so "at least 52" has room to run on

# One value of a figure as a chart row: (as printed, low, high, stated value or None, hedge).
ValueRow = tuple[str, float, float, float | None, str]
# One figure's panel: (label, sources conflict, kind, the values drawn, the vague values named,
# how many values are left to the table).
Panel = tuple[str, bool, str, tuple[ValueRow, ...], tuple[str, ...], int]

# How each hedge is marked (a shape drawn by the stylesheet): "at least" points on up the scale,
# "up to" down it, "about" is a diamond, an exact value a dot, a range a bar at its start.
MARKS = {"exact": "dot", "at least": "up", "more than": "up", "about": "about", "almost": "down", "up to": "down",
         "less than": "down", "range": "range"}


def _short(label: str) -> str:
    """A label that fits beside the scale (an article's words can make it any length)."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


def _percent(x: float, edge: float) -> str:
    return f"{100 * x / edge:.2f}%"


def _tick(x: float, *, kind: str) -> str:
    """A plain number for an axis ("1,000", "2.5", "40%"): never notation a reader must decode."""
    for scale, word in ((1e9, " billion"), (1e6, " million")):
        if abs(x) >= scale:
            return f"{x / scale:,.4g}{word}"
    text = f"{x:,.0f}" if x == int(x) else f"{x:,.1f}"
    return text + ("%" if kind == "percent" else "")


def _step(edge: float) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about TICKS steps up to `edge`."""
    rough = edge / TICKS
    power = 10 ** math.floor(math.log10(rough))
    return next(power * m for m in (1, 2, 2.5, 5, 10) if power * m >= rough)


def figure_spreads(panels: list[Panel]) -> Md:
    """Where the sources' values of a figure differ: a panel per figure, each on its own linear
    scale from zero (so 30 against 52 looks as far apart as it is, whatever the other figures
    count), one row per value as printed. "At least 52" runs on to the panel's edge, "about"
    spans its ±10 %; vague words ("dozens", "thousands") have no place on a scale and are named
    under the panel's title instead."""
    blocks = [f'<div class="brief-chart brief-spreads" role="img" aria-label="{md_attribute(_spreads_words(panels))}">']
    for label, conflict, kind, rows, vague, hidden in panels:
        finite = [x for _, low, high, value, _ in rows for x in (low, high, value) if x is not None and x != math.inf]
        edge = max(finite) * EDGE_ROOM if finite and max(finite) > 0 else 1.0
        step = _step(edge)
        title = [f'<p class="brief-chart-title">{md_text(_short(label))}</p>']
        title += ['<p class="brief-chart-note brief-conflict">sources conflict</p>'] if conflict else []
        title += [f'<p class="brief-chart-note">also given as: {md_text(_short(", ".join(vague)))}</p>'] if vague else []
        title += [f'<p class="brief-chart-note">{hidden} more values in the table</p>'] if hidden else []
        lines = [f'<div class="brief-panel{" brief-panel-conflict" if conflict else ""}" '
                 f'style="--step: {_percent(step, edge)}">', *title, '<div class="brief-rows">']
        for text, low, high, value, hedge in rows:
            right = edge if high == math.inf else high
            shape = MARKS.get(hedge, MARKS["exact"])
            at = value if value is not None else low
            span = (f'<span class="brief-range" style="left: {_percent(low, edge)}; width: {_percent(right - low, edge)}">'
                    '</span>') if right > low else ""
            lines.append(f'<span class="brief-row-label">{md_text(_short(text))}</span><span class="brief-track">{span}'
                         f'<span class="brief-mark brief-mark-{shape}" style="left: {_percent(at, edge)}"></span>'
                         '</span>')
        ticks = "".join(f'<span style="left: {_percent(n * step, edge)}">{_tick(n * step, kind=kind)}</span>'
                        for n in range(int(edge / step + 1e-9) + 1))
        lines += [f'<span></span><span class="brief-axis">{ticks}</span>', "</div>", "</div>"]
        blocks.extend(lines)
    return Md("\n".join(blocks + ["</div>"]))


def _spreads_words(panels: list[Panel]) -> str:
    """What the spreads show, in words: the chart's description for a screen reader."""
    parts = ["Where the sources' values differ, each figure on its own scale from zero."]
    for label, conflict, _, rows, vague, hidden in panels:
        said = f"{label}{' (sources conflict)' if conflict else ''}: {', '.join(row[0] for row in rows)}"
        said += f"; also given as {', '.join(vague)}" if vague else ""
        said += f"; {hidden} more values in the table" if hidden else ""
        parts.append(said + ".")
    return " ".join(parts + ["The table below gives every key figure."])


def timeline_counts(events) -> Md:
    """How many reported events fall on each date (or relative day), in timeline order."""
    days: list[tuple[str, int]] = []
    for event in events:
        if days and days[-1][0] == event.when:
            days[-1] = (event.when, days[-1][1] + 1)
        else:
            days.append((event.when, 1))
    most = max(count for _, count in days)
    words = "; ".join(f"{when}: {count}" for when, count in days)
    lines = [f'<div class="brief-chart brief-days" role="img" aria-label="'
             f'{md_attribute(f"Number of reported events per calendar day: {words}. The table below lists them.")}">',
             '<p class="brief-chart-title">Reported events by date</p>', '<div class="brief-rows">']
    for when, count in days:
        lines.append(f'<span class="brief-row-label">{md_text(_short(when))}</span><span class="brief-track">'
                     f'<span class="brief-bar" style="width: {_percent(count, most)}"></span></span>'
                     f'<span class="brief-count">{count}</span>')
    return Md("\n".join(lines + ["</div>", "</div>"]))
