"""Pictures drawn at build time (matplotlib, Agg backend): static PNGs with no scripts.

Each chart comes with alt text built from the same data, and the pages that show one also
show the numbers as a table, for screen readers and for print. PNGs carry no timestamp or
software version, so the same data gives the same bytes. Drawing is the slowest part of a
small build, so a picture is drawn only when its data changed (`Pictures`, a cache keyed by
the data and the code), and matplotlib is imported only when something must be drawn.
"""

from __future__ import annotations

import functools
import hashlib
import io
import textwrap
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

from ..cache import PictureCache, code_fingerprint
from ..workers import cores, worker_pool


class _PyPlot:
    """matplotlib.pyplot, imported on first use (it costs a quarter of a second)."""

    def __getattr__(self, name: str):
        import matplotlib

        matplotlib.use("Agg")
        matplotlib.rcParams["text.parse_math"] = False  # labels are article text: "$\\Bad$" is not TeX
        import matplotlib.pyplot

        return getattr(matplotlib.pyplot, name)


plt = _PyPlot()


class Pictures:
    """Pictures drawn before, by the data they show: the same data is never drawn twice."""

    def __init__(self, folder: Path | None) -> None:
        self.stored = PictureCache(folder)
        self.pending: dict[str, Future[bytes]] = {}  # being drawn ahead by `draw_all`, by name
        self.pool: ProcessPoolExecutor | None = None

    def draw(self, draw: Callable[..., bytes], *args) -> bytes:
        """`draw(*args)`, from the cache when these arguments were drawn by this code before."""
        name = self._name(draw, args)
        if name in self.pending:
            data = self.pending.pop(name).result()
            self.stored.put(name, data)
            self.stored.keep(name)
            return data
        return self.stored.reuse(name, lambda: draw(*args))

    def draw_all(self, jobs: list[tuple[Callable[..., bytes], tuple]]) -> None:
        """Start drawing, across the machine's cores, every picture of `jobs` not drawn before (a
        folder of hundreds of stories has thousands of pictures, 0.3 s each), and return: the
        pages are rendered here meanwhile, and `draw` waits for a picture only when its page is
        reached. `stop` ends the drawing."""
        missing = {}
        for draw, args in jobs:
            name = self._name(draw, args)
            if name not in missing and not self.stored.has(name):
                missing[name] = (draw, args)
        if len(missing) < PARALLEL_PICTURES or cores() < 2:
            return  # drawn one by one as the pages ask
        self.pool = worker_pool(cores())
        self.pending = {name: self.pool.submit(_draw, job) for name, job in missing.items()}

    def stop(self) -> None:
        """End the drawing ahead; pictures not yet drawn are not (the build stopped before their pages)."""
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
            self.pool = None
        self.pending = {}

    def _name(self, draw: Callable[..., bytes], args: tuple) -> str:
        return hashlib.sha256(repr((draw.__name__, args, code_fingerprint())).encode("utf-8", "surrogatepass")).hexdigest()

    def prune(self) -> None:
        """Forget the pictures this build did not show."""
        self.stored.prune()


PARALLEL_PICTURES = 24  # fewer pictures than this are drawn in this process: workers cost more to start


def _draw(job: tuple[Callable[..., bytes], tuple]) -> bytes:
    draw, args = job
    return draw(*args)


_PNG_OPTIONS = {"format": "png", "dpi": 110, "metadata": {"Software": None}}


def _png(figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, **_PNG_OPTIONS)
    plt.close(figure)
    return buffer.getvalue()


MAX_LABEL = 50  # characters of a label drawn on a chart; the table beside it gives the whole label


def _short(label: str) -> str:
    """A label that fits beside the plot (an article's words can make it any length)."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


_HEDGE_MARKERS = {"exact": "o", "at least": ">", "more than": ">", "about": "D", "almost": "<", "up to": "<",
                  "less than": "<", "range": "|"}
TITLE_WIDTH = 36  # characters of a panel's title line: it starts above the plot, not at the picture's edge
INK = "#3f6fb5"  # one colour: the row says which value it is, so nothing rests on telling colours apart

# One value of a figure as a chart row: (as printed, low, high, stated value or None, hedge).
ValueRow = tuple[str, float, float, float | None, str]
# One figure's panel: (label, sources conflict, kind, the values drawn, the vague values named,
# how many values are left to the table).
Panel = tuple[str, bool, str, tuple[ValueRow, ...], tuple[str, ...], int]


def figure_spreads(panels: list[Panel]) -> bytes:
    """Where the sources' values of a figure differ: a panel per figure, each on its own linear
    scale from zero (so 30 against 52 looks as far apart as it is, whatever the other figures
    count), one row per value as printed. "At least 52" runs on to the panel's edge, "about"
    spans its ±10 %; vague words ("dozens", "thousands") have no place on a scale and are named
    under the panel's title instead."""
    from matplotlib.ticker import FuncFormatter

    heights = [0.34 * len(rows) + 0.95 for _, _, _, rows, _, _ in panels]
    figure, grid = plt.subplots(len(panels), 1, figsize=(5.4, sum(heights)), squeeze=False,
                                gridspec_kw={"height_ratios": heights})
    for axes, (label, conflict, kind, rows, vague, hidden) in zip((row[0] for row in grid), panels):
        finite = [x for _, low, high, value, _ in rows for x in (low, high, value) if x is not None and x != float("inf")]
        edge = max(finite) * 1.25 if finite and max(finite) > 0 else 1.0
        for y, (_, low, high, value, hedge) in enumerate(reversed(rows)):
            right = edge if high == float("inf") else high
            if right > low:
                axes.plot([low, right], [y, y], color=INK, linewidth=3, alpha=0.35, solid_capstyle="butt")
            axes.plot([value if value is not None else low], [y], marker=_HEDGE_MARKERS.get(hedge, "o"), color=INK,
                      markersize=8, linestyle="none")
        axes.set_yticks(range(len(rows)), [_short(text) for text, *_ in reversed(rows)], fontsize=10)
        axes.set_xlim(0, edge)
        axes.set_ylim(-0.6, len(rows) - 0.4)
        axes.xaxis.set_major_formatter(FuncFormatter(functools.partial(_tick, kind=kind)))
        axes.tick_params(axis="x", labelsize=9)
        axes.grid(True, axis="x", alpha=0.3)
        axes.spines[["top", "right"]].set_visible(False)
        lines = textwrap.wrap(_short(label), TITLE_WIDTH) + (["sources conflict"] if conflict else [])
        lines += textwrap.wrap(_short("also given as: " + ", ".join(vague)), TITLE_WIDTH) if vague else []
        lines += [f"{hidden} more values in the table"] if hidden else []
        axes.set_title("\n".join(lines), loc="left", fontsize=10.5, fontweight="bold" if conflict else "normal")
    figure.tight_layout(h_pad=1.2)
    return _png(figure)


def _tick(x: float, position: int | None = None, *, kind: str) -> str:
    """A plain number for an axis ("1,000", "2.5", "40%"): never notation a reader must decode."""
    for scale, word in ((1e9, " billion"), (1e6, " million")):
        if abs(x) >= scale:
            return f"{x / scale:,.4g}{word}"
    text = f"{x:,.0f}" if x == int(x) else f"{x:,.1f}"
    return text + ("%" if kind == "percent" else "")


def timeline_counts(events) -> bytes:
    """How many reported events fall on each date (or relative day), in timeline order."""
    labels: list[str] = []
    counts: list[int] = []
    for event in events:
        if labels and labels[-1] == event.when:
            counts[-1] += 1
        else:
            labels.append(event.when)
            counts.append(1)
    figure, axes = plt.subplots(figsize=(max(5, 0.6 * len(labels) + 2), 3.2))
    axes.bar(range(len(labels)), counts, color=INK)
    axes.set_xticks(range(len(labels)), [_short(label) for label in labels], rotation=45, ha="right")
    axes.set_ylabel("events reported")
    axes.set_title("Reported events by date")
    figure.tight_layout()
    return _png(figure)
