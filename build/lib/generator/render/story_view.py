"""What a story's pages list, worked out once from the briefing and handed to the templates:
its figures split by how their sources relate, its quotes by speaker. The templates read these
instead of filtering the briefing again, and compare statuses as the model's `Status`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from generator.model import Figure, QuoteGroup, Status

DISPUTED = (Status.CONFLICT, Status.UPDATE)  # the sources' values differ: listed first, on every page
SHARED = (Status.AGREE, Status.BREAKDOWN)  # several sources give values that fit together


@dataclass(frozen=True)
class FigureGroups:
    """A story's figures by how their sources relate, each in the briefing's order."""

    disputed: tuple[Figure, ...]  # a conflict or an update
    central_disputed: tuple[Figure, ...]  # of those, the story's central counts (the front page lists these)
    conflicts: tuple[Figure, ...]
    updates: tuple[Figure, ...]
    shared: tuple[Figure, ...]  # that say what they count, given alike by several sources
    breakdowns: tuple[Figure, ...]  # of those, with parts that add up to the total
    single: tuple[Figure, ...]  # that say what they count, from one source
    unnamed: tuple[Figure, ...]  # not disputed, and no sentence says what they count

    @classmethod
    def of(cls, figures: Iterable[Figure]) -> FigureGroups:
        figures = tuple(figures)
        named = [f for f in figures if f.names_what_it_counts]
        return cls(
            disputed=tuple(f for f in figures if f.status in DISPUTED),
            central_disputed=tuple(f for f in figures if f.status in DISPUTED and f.central),
            conflicts=tuple(f for f in figures if f.status == Status.CONFLICT),
            updates=tuple(f for f in figures if f.status == Status.UPDATE),
            shared=tuple(f for f in named if f.status in SHARED),
            breakdowns=tuple(f for f in named if f.status == Status.BREAKDOWN),
            single=tuple(f for f in named if f.status == Status.SINGLE),
            unnamed=tuple(f for f in figures if not f.names_what_it_counts and f.status not in DISPUTED),
        )


@dataclass(frozen=True)
class Speakers:
    """A story's quotes by speaker (an entity id, a description, or None for quotes nobody is
    named for): `of` looks a speaker's up, `ordered` lists named speakers by how much they are
    quoted, then the rest."""

    of: dict[str | None, list[QuoteGroup]]
    ordered: tuple[tuple[str | None, list[QuoteGroup]], ...]

    @classmethod
    def of_quotes(cls, groups: Iterable[QuoteGroup]) -> Speakers:
        table: dict[str | None, list[QuoteGroup]] = {}
        for group in groups:
            table.setdefault(group.speaker, []).append(group)
        ordered = sorted(table.items(), key=lambda kv: (kv[0] is None, -sum(len(g.sources) for g in kv[1]),
                                                       kv[1][0].speaker_name or ""))
        return cls(table, tuple(ordered))
