"""Pictures drawn at build time (matplotlib, Agg backend): static PNGs with no scripts.

Each chart comes with alt text built from the same data, and the pages that show one also
show the numbers as a table, for screen readers and for print. PNGs carry no timestamp or
software version, so the same data gives the same bytes.
"""

from __future__ import annotations

import io

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

from ..model import Overlap  # noqa: E402

_PNG_OPTIONS = {"format": "png", "dpi": 110, "metadata": {"Software": None}}


def similarity_matrix(labels: list[str], ids: list[str], pairs: list[Overlap]) -> bytes:
    """A heatmap of shared copy between every two sources."""
    score = {(p.a, p.b): p.similarity for p in pairs} | {(p.b, p.a): p.similarity for p in pairs}
    n = len(ids)
    grid = [[1.0 if i == j else score.get((ids[i], ids[j]), 0.0) for j in range(n)] for i in range(n)]
    size = max(3.5, min(12, 0.55 * n + 2))
    figure, axes = plt.subplots(figsize=(size, size * 0.85))
    image = axes.imshow(grid, vmin=0, vmax=1, cmap="Blues")
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
