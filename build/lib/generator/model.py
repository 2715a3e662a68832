"""The data that flows between the pipeline's stages.

Every stage takes and returns these plain values; `briefing.json` is this model
serialised (see `render/export.py`), so the export and the pages cannot disagree.
A `Briefing` is one story: nothing here is global, so one run may later build several.
The many small records (sentences, names, claims, quotes, pairs of sources) have slots: a
folder of thousands of reports holds millions of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cached_property
from operator import attrgetter
from typing import Any, TypeVar

_R = TypeVar("_R")


def _pickled_by_field(cls: type[_R]) -> type[_R]:
    """Pickle a slotted record as its class called with its field values: the standard
    library's way looks the fields up again for every record, which was about half the time of
    writing the caches and a third of reading them (they hold millions of records)."""
    values = attrgetter(*(f.name for f in fields(cls)))  # type: ignore[arg-type]  # (a record has two fields or more)

    def __reduce__(self: Any) -> tuple:
        return cls, values(self)

    cls.__reduce__ = __reduce__  # type: ignore[method-assign,assignment]
    return cls


# The metadata fields a source may carry, in display order.
METADATA_FIELDS = ("title", "outlet", "published", "url", "author")


# The kinds of number compared across sources as figures (a claim's `kind`); dates, ages and
# the like are listed with their report only.
FIGURE_KINDS = ("count", "percent", "money")

# Where a statement is: (source id, sentence anchor). Links, carriers and alignments are made of these.
Ref = tuple[str, str]


class Status(StrEnum):
    """How the sources' values of one figure relate (strings in pages and briefing.json)."""

    CONFLICT = "conflict"  # two values cannot both be right
    UPDATE = "update"  # the higher value is later, or given as an update
    BREAKDOWN = "breakdown"  # values that differ are parts of a total another value gives
    AGREE = "agree"  # every value is compatible with every other
    SINGLE = "single"  # one source gives it


class Precision(StrEnum):
    """How exactly a timeline event is dated: never more exactly than its words say."""

    YEAR = "year"  # "in 2014"
    MONTH = "month"  # "in November 1983", "last month": a calendar month, resolved
    DATE = "date"  # a calendar day, resolved
    DAY_MONTH = "day and month"  # "24 February": the year is not given
    WEEKDAY = "weekday"  # "Friday", with no publication date to resolve it
    RELATIVE = "relative"  # "last week", "recently"


class Kind(StrEnum):
    """What an entry of the index of names is."""

    PERSON = "person"
    PLACE = "place"
    ORGANISATION = "organisation"
    OTHER = "other"


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Problem:
    """Something a person should fix in their sources; the build goes on."""

    file: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}"


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Skipped:
    """A file in `sources/` that did not become an article, and why."""

    file: str
    reason: str


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Source:
    """One readable file: its decoded text and the metadata the person gave."""

    id: str  # stable slug, also the article page's name
    file: str  # path relative to the project root, e.g. "sources/x.txt"
    text: str  # decoded body text with front matter removed, newlines normalised
    given: dict[str, str] = field(default_factory=dict)  # metadata from front matter / sources.yml
    body_line: int = 1  # line number in the file where `text` starts
    encoding: str = "utf-8"
    format: str = "text"  # text | web page | PDF | Word document | feed entry
    page: dict[str, str] = field(default_factory=dict)  # metadata a page, document or feed entry gives about itself


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Metadata:
    """What is known about a source; `inferred` maps a field to how it was inferred."""

    title: str | None = None
    outlet: str | None = None
    published: str | None = None
    url: str | None = None
    author: str | None = None
    dateline: str | None = None
    inferred: dict[str, str] = field(default_factory=dict)


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class SetAside:
    """A line that is not article text (caption, promo, subhead, furniture, headline, dateline)."""

    text: str
    kind: str
    line: int


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of body text as printed (hard wraps joined), with its first line number."""

    text: str
    line: int


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Sentence:
    """One body sentence, verbatim; `anchor` is its stable id on the article page."""

    anchor: str
    text: str
    paragraph: int  # index into Article.paragraphs
    start: int  # character offsets inside that paragraph's text
    end: int


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class DateExpression:
    """A date as a sentence prints it ("Feb. 24", "on Friday", "last week"), and its kind."""

    anchor: str  # the sentence
    kind: str  # date | weekday | relative | month | year
    text: str


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Claim:
    """One figure as one source gives it: a quantity in a sentence, and what it counts."""

    source: str  # article id
    anchor: str  # the sentence it is in
    text: str  # the quantity as printed, e.g. "at least 52"
    value: float | None  # the stated number; None for vague words such as "dozens"
    low: float  # the interval the wording allows (see text/numbers.py)
    high: float
    hedge: str  # exact | at least | more than | about | almost | up to | less than | range | vague
    kind: str  # count | percent | money | date | year | age | time | duration | distance | measure | ordinal
    counted: str  # the counted words as printed ("people", "Ukrainian military targets"), or implied
    noun: str  # their head, as a lemma class ("people" for people in general)
    predicate: str  # what happened to them, as a class ("killed", "wounded", "fled") or lemma
    predicate_text: str  # the verb as printed
    objects: tuple[str, ...]  # lemmas the predicate governs ("country" in "fled the country")
    place: str | None  # where, as printed
    places: tuple[str, ...]  # lemmas of the place, for comparison
    attributed_to: str | None  # "according to X", "X said"
    update_cue: bool  # the sentence presents the number as an update ("latest count")
    context: tuple[str, ...]  # the sentence's content lemmas
    year: int | None = None  # the year its clause dates it to ("killed 2,000 in 1998"), if any
    superseded: bool = False  # the sentence says this value was replaced ("an earlier estimate of 30")
    subject: str | None = None  # the name whose act the number counts ("Okafor" in "Okafor scored 19")
    span: str | None = None  # the stretch of time it counts over, when said ("first half", "season")
    agent_unnamed: bool = False  # the act is a "he" or "she" the sentence does not name ("He scored six")


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Mention:
    """A name in a sentence, with the roles and type cues the text gives it."""

    anchor: str  # the sentence
    name: str  # as printed, without title or honorific: "Zelenskyy", "Dmitry Peskov"
    start: int  # offsets of the name in the sentence
    end: int
    roles: tuple[str, ...]  # "Kremlin spokesman", "the regional governor of Donetsk"
    cues: tuple[str, ...]  # evidence of its kind, e.g. "person:title", "place:gazetteer"
    key: str  # the full name it resolves to within the article


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Quote:
    """Words a source puts in someone's mouth, as printed, and who it says spoke them."""

    anchor: str  # the sentence where the quote starts
    text: str  # the quoted words, without the quotation marks
    paragraph: int
    partial: bool  # a phrase quoted inside the writer's own sentence
    speaker: str | None  # as printed or described ("A senior US defence official"); None if unknown
    speaker_key: str | None  # the name to look up in the entity index, when the speaker is named
    speaker_inferred: bool = False  # found away from the quote (a pronoun, an earlier sentence): check it


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Wording:
    """One source's own wording of a grouped quote, each word marked when it differs from the group's text."""

    source: str
    words: tuple[tuple[str, bool], ...]  # (word as printed, differs)


@dataclass(frozen=True)
class QuoteGroup:
    """One statement as carried by one or more sources, each in its own wording."""

    id: str
    speaker: str | None  # an entity id, or a description for an unnamed speaker, or None
    speaker_name: str | None  # how to show the speaker
    text: str  # the fullest wording
    quotes: tuple[tuple[str, Quote], ...]  # (source id, quote)
    speaker_inferred: bool = False  # no source names the speaker next to the quote
    speaker_outlet: bool = False  # the speaker is a news outlet reporting the words, not the person who said them
    wordings: tuple[Wording, ...] = ()  # the sources whose wording differs from `text`, in source order

    @cached_property
    def sources(self) -> list[str]:
        return sorted({source for source, _ in self.quotes})


@dataclass(frozen=True)
class Entity:
    """One real person, place or organisation across all sources, with every spelling used."""

    id: str
    name: str  # the fullest, most used spelling
    kind: Kind
    variants: tuple[str, ...]  # every spelling as printed
    roles: tuple[str, ...]
    mentions: tuple[tuple[str, Mention], ...]  # (source id, mention)
    elsewhere: tuple[tuple[str, str], ...] = ()  # (story id, entity id): the same name in the folder's other stories

    @cached_property
    def sources(self) -> list[str]:
        return sorted({source for source, _ in self.mentions})


@dataclass(frozen=True)
class Figure:
    """One measure across sources: the claims that count the same thing, and whether they agree."""

    id: str
    label: str  # what is counted, e.g. "people killed"
    kind: str
    status: Status
    claims: tuple[Claim, ...]
    note: str = ""  # why the status is what it is
    latest: str | None = None  # for an update, the latest value as printed
    parts: tuple[Claim, ...] = ()  # for a breakdown, the claims that are parts of a total
    central: bool = False  # a count of people at the centre of the story (killed, injured, missing …, where it happens)

    @cached_property
    def sources(self) -> list[str]:
        return sorted({c.source for c in self.claims})

    @cached_property
    def names_what_it_counts(self) -> bool:
        """Whether a sentence says what the number counts ("12 workers", "$2bn"): a figure that
        does not ("the score was 20", "it reached 29") is listed, never put forward as key."""
        return any(c.counted or c.noun for c in self.claims)


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Alignment:
    """Two sentences, from different sources, that say the same thing."""

    a: Ref
    b: Ref
    similarity: float
    kind: str  # identical | edited | paraphrase


@dataclass(frozen=True)
class SentenceIndex:
    """Which sentences say the same thing: identical sentences share a group, and groups are
    linked when their sentences are edited or paraphrased versions of each other."""

    group_of: dict[Ref, int]  # sentence -> group
    members: tuple[tuple[Ref, ...], ...]  # group -> its sentences
    links: tuple[tuple[int, ...], ...]  # group -> the groups aligned with it
    alignments: tuple[Alignment, ...] = ()  # one per linked pair of groups, between representatives

    def carriers(self, ref: Ref) -> list[Ref]:
        """The sentence and every sentence saying the same thing, the sentence first."""
        group = self.group_of.get(ref)
        if group is None:
            return [ref]
        others = [r for g in (group, *self.links[group]) for r in self.members[g] if r != ref]
        return [ref, *others]

    def shared(self, ref: Ref) -> bool:
        """Whether another source carries the sentence."""
        return len(self.sources(ref)) > 1

    def sources(self, ref: Ref) -> frozenset[str]:
        """The sources that carry the sentence: the same for every sentence of a group, so
        counted once per group (a wire sentence may be in hundreds of reports)."""
        group = self.group_of.get(ref)
        return frozenset((ref[0],)) if group is None else self._group_sources[group]

    @cached_property
    def _group_sources(self) -> tuple[frozenset[str], ...]:
        return tuple(frozenset(r[0] for g in (group, *self.links[group]) for r in self.members[g])
                     for group in range(len(self.members)))


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Overlap:
    """How much copy two sources share (0..1), and whether that makes them one story."""

    a: str
    b: str
    similarity: float
    shared_copy: bool


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Statement:
    """A sentence of the multi-source summary, and every sentence that carries it."""

    text: str  # verbatim, from the first source listed
    carriers: tuple[Ref, ...]  # the quoted sentence first
    independent: int  # how many independent sources carry it


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Event:
    """A dated happening: when, as resolved or as printed, and the sentences that report it."""

    when: str  # "2022-04-08", "1983-11", "2009", or as printed ("Friday") when nothing resolves it
    sort_key: str  # orders events: resolved ones by date, then the rest (see timeline/story.py)
    resolved: bool
    text: str
    carriers: tuple[Ref, ...]
    precision: Precision = Precision.DATE
    story_day: int | None = None  # for a weekday no date resolves: days from the day the reports' leads name


@_pickled_by_field
@dataclass(frozen=True, slots=True)
class Article:
    """A cleaned, split and summarised source: everything the pages need about one file."""

    source: Source
    metadata: Metadata
    paragraphs: tuple[Paragraph, ...]
    sentences: tuple[Sentence, ...]
    set_aside: tuple[SetAside, ...]
    summary: tuple[str, ...]  # anchors of the summary sentences, in article order
    claims: tuple[Claim, ...] = ()  # every quantity in the body, in reading order
    mentions: tuple[Mention, ...] = ()  # every name in the body, in reading order
    quotes: tuple[Quote, ...] = ()  # every direct quotation, in reading order
    dates: tuple[DateExpression, ...] = ()  # every date expression, in reading order (the timeline's)
    language: str = "en"  # ISO 639-1; a report in another language has paragraphs only (never read)

    @property
    def id(self) -> str:
        return self.source.id

    def summary_sentences(self) -> list[Sentence]:
        chosen = set(self.summary)
        return [s for s in self.sentences if s.anchor in chosen]


# The fields of a story's briefing that its story-wide stages make (pipeline.story_briefing), all
# named by its `key`; the others are set on it afterwards (its id, date, title) or are the folder's.
STORY_WIDE = ("figures", "entities", "quotes", "sentences", "overlaps", "clusters", "summary", "timeline")


@dataclass(frozen=True)
class Briefing:
    """One story: its articles, the files that were skipped, and what to tell the person."""

    articles: tuple[Article, ...]
    figures: tuple[Figure, ...] = ()
    entities: tuple[Entity, ...] = ()
    quotes: tuple[QuoteGroup, ...] = ()
    sentences: SentenceIndex | None = None
    overlaps: tuple[Overlap, ...] = ()
    clusters: tuple[tuple[str, ...], ...] = ()  # sources grouped by shared copy
    summary: tuple[Statement, ...] = ()
    timeline: tuple[Event, ...] = ()
    skipped: tuple[Skipped, ...] = ()
    problems: tuple[Problem, ...] = ()
    build_date: str | None = None
    title: str | None = None  # the event's name: a setting, else the headline the reports share most
    id: str | None = None  # the story's id when the folder holds several stories
    stories: tuple[Briefing, ...] = ()  # a folder of several stories: one briefing each (this one holds
    #                                     the folder's articles, skipped files and problems only)
    unread: tuple[Article, ...] = ()  # the folder's reports in other languages: listed with their text, never read
    key: str | None = None  # the story cache's key of what the story-wide stages made of its reports (None: no cache)

    @cached_property
    def cluster_of(self) -> dict[str, int]:
        return {s: i for i, cluster in enumerate(self.clusters) for s in cluster}

    def independent(self, sources) -> int:
        """How many independent sources (shared-copy clusters) a set of sources amounts to."""
        return len({self.cluster_of.get(s, s) for s in sources})
