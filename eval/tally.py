"""Scores that add up across documents: one way to total them and to state a share."""

from __future__ import annotations

from dataclasses import fields


class Tally:
    """Base of the score dataclasses: `add` totals another score of the same kind field by
    field (numbers summed, counters added, lists extended, tables updated), so a new count
    is totalled without a list of names to keep in step."""

    def add(self, other: Tally) -> None:
        for item in fields(self):  # type: ignore[arg-type]  # subclasses are dataclasses
            mine, theirs = getattr(self, item.name), getattr(other, item.name)
            if isinstance(mine, list):
                mine.extend(theirs)
            elif isinstance(mine, dict):
                mine.update(theirs)  # a Counter adds its counts
            else:
                setattr(self, item.name, mine + theirs)


def share(part: int, whole: int) -> float | None:
    """part / whole to four places, or None when there is nothing to divide by."""
    return round(part / whole, 4) if whole else None
