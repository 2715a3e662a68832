"""Pictures drawn at build time (matplotlib, Agg backend): static PNGs with no scripts.

Each chart comes with alt text built from the same data, and the pages that show one also
show the numbers as a table, for screen readers and for print. PNGs carry no timestamp or
software version, so the same data gives the same bytes. Drawing is the slowest part of a
small build, so a picture is drawn only when its data changed (`Pictures`, a cache keyed by
the data and the code), and matplotlib is imported only when something must be drawn.
"""

from __future__ import annotations

import hashlib
import io
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from ..cache import code_fingerprint
from ..model import Overlap
from ..workers import worker_pool


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
        self.folder = folder
        self.used: set[str] = set()
        self.drawn: dict[str, bytes] = {}  # drawn ahead by `draw_all`, by name

    def draw(self, draw: Callable[..., bytes], *args) -> bytes:
        """`draw(*args)`, from the cache when these arguments were drawn by this code before."""
        name = self._name(draw, args)
        self.used.add(name)
        if name in self.drawn:
            return self.drawn.pop(name)
        cached = self._cached(name)
        if cached is not None:
            return cached
        data = draw(*args)
        self._keep(name, data)
        return data

    def draw_all(self, jobs: list[tuple[Callable[..., bytes], tuple]]) -> None:
        """Draw ahead, across the machine's cores, every picture of `jobs` not drawn before: a
        folder of hundreds of stories has thousands of pictures (0.1 s each)."""
        missing = {}
        for draw, args in jobs:
            name = self._name(draw, args)
            if name not in missing and not (self.folder is not None and (self.folder / name).is_file()):
                missing[name] = (draw, args)
        workers = min(os.cpu_count() or 1, 8)
        if len(missing) < PARALLEL_PICTURES or workers < 2:
            return  # drawn one by one as the pages ask
        with worker_pool(workers) as pool:
            for name, data in zip(missing, pool.map(_draw, missing.values(), chunksize=8)):
                self._keep(name, data)
                self.drawn[name] = data

    def _name(self, draw: Callable[..., bytes], args: tuple) -> str:
        digest = hashlib.sha256(repr((draw.__name__, args, code_fingerprint())).encode("utf-8", "surrogatepass"))
        return f"{digest.hexdigest()}.png"

    def _cached(self, name: str) -> bytes | None:
        if self.folder is None:
            return None
        try:
            return (self.folder / name).read_bytes()
        except OSError:
            return None

    def _keep(self, name: str, data: bytes) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, self.folder / name)

    def prune(self) -> None:
        """Forget the pictures this build did not show."""
        if self.folder is not None and self.folder.is_dir():
            for path in self.folder.iterdir():
                if path.name not in self.used:
                    path.unlink(missing_ok=True)

PARALLEL_PICTURES = 24  # fewer pictures than this are drawn in this process: workers cost more to start


def _draw(job: tuple[Callable[..., bytes], tuple]) -> bytes:
    draw, args = job
    return draw(*args)


_PNG_OPTIONS = {"format": "png", "dpi": 110, "metadata": {"Software": None}}


def similarity_matrix(labels: list[str], ids: list[str], pairs: list[Overlap]) -> bytes:
    """A heatmap of shared copy between every two sources."""
    score = {(p.a, p.b): p.similarity for p in pairs} | {(p.b, p.a): p.similarity for p in pairs}
    n = len(ids)
    grid = [[1.0 if i == j else score.get((ids[i], ids[j]), 0.0) for j in range(n)] for i in range(n)]
    size = max(3.5, min(12, 0.55 * n + 2))
    figure, axes = plt.subplots(figsize=(size, size * 0.85))
    image = axes.imshow(grid, vmin=0, vmax=1, cmap="Blues")
    labels = [_short(label) for label in labels]
    axes.set_xticks(range(n), labels, rotation=90 if n > 8 else 0)
    axes.set_yticks(range(n), labels)
    if n <= 15:
        for i in range(n):
            for j in range(n):
                axes.text(j, i, f"{grid[i][j]:.2f}", ha="center", va="center", fontsize=8,
                          color="white" if grid[i][j] > 0.6 else "black")
    figure.colorbar(image, ax=axes, label="share of copy in common")
    axes.set_title("Shared copy between sources")
    figure.tight_layout()
    return _png(figure)


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
                  "less than": "<", "range": "s", "vague": "s"}


MAX_COLOURED_SOURCES = 10  # beyond this, one colour: a legend of hundreds of sources helps no one


def figures_by_source(figures, labels: dict[str, str]) -> bytes:
    """Each key figure's values, one row per figure, one colour per source (log scale)."""
    rows = list(reversed(figures))
    order = {source: i for i, source in enumerate(labels)}
    sources = sorted({c.source for f in rows for c in f.claims}, key=order.__getitem__)
    coloured = len(sources) <= MAX_COLOURED_SOURCES
    colours = {s: plt.get_cmap("tab10")(i % 10) if coloured else "#3f6fb5" for i, s in enumerate(sources)}
    figure, axes = plt.subplots(figsize=(8, 0.55 * len(rows) + 1.6))
    for y, fig in enumerate(rows):
        claims = fig.claims if coloured else list({(c.text, c.hedge, c.low, c.high): c for c in fig.claims}.values())
        for offset, claim in enumerate(sorted(claims, key=lambda c: (order[c.source], c.low))):
            low = claim.low if claim.low > 0 else None
            high = claim.high if claim.high != float("inf") else None
            x = claim.value if claim.value is not None else (low or high or 1)
            jitter = y + (offset % 5 - 2) * 0.06
            if claim.hedge in ("range", "vague") and low and high:
                axes.plot([low, high], [jitter, jitter], color=colours[claim.source], linewidth=3, alpha=0.7)
            axes.plot([x], [jitter], marker=_HEDGE_MARKERS.get(claim.hedge, "o"), color=colours[claim.source],
                      markersize=7, linestyle="none")
    axes.set_yticks(range(len(rows)), [_short(f.label) + (" (CONFLICT)" if f.status == "conflict" else "") for f in rows])
    axes.set_xscale("symlog", linthresh=1)  # log from 1 up; a count of 0 ("none were hurt") is drawn, not an error
    axes.set_xlabel("value, log scale (● exact  ▶ at least  ◀ at most  ◆ about  ▬ range)")
    if coloured:
        handles = [plt.Line2D([], [], marker="o", linestyle="none", color=colours[s], label=_short(labels[s]))
                   for s in sources]
        axes.legend(handles=handles, loc="lower right", fontsize=8)
    axes.grid(True, axis="x", alpha=0.3)
    axes.set_title("Key figures: the value each source gives")
    figure.tight_layout()
    return _png(figure)


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
    axes.bar(range(len(labels)), counts, color="#3f6fb5")
    axes.set_xticks(range(len(labels)), [_short(label) for label in labels], rotation=45, ha="right")
    axes.set_ylabel("events reported")
    axes.set_title("Reported events by date")
    figure.tight_layout()
    return _png(figure)
