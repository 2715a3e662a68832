"""Group the claims of all sources into figures: one per measure, with agreement shown.

Grouping (no rule is written for any story):
1. Blocking: claims are bucketed by kind and counted noun class ("people", "children",
   "bodies"), so only claims that could be about the same measure are ever compared:
   the cost is the sum of the buckets' squares, not the square of all claims.
2. Within a bucket, claims are taken most specific first and each joins the group it is
   most similar to, provided it is compatible with *every* member:
   - the same predicate class ("killed", "wounded", "fled"), or one of the two has none
     and their sentences are clearly about the same thing;
   - the same object where both have one ("fled the country" is not "fled their homes");
   - no conflicting place: two different cities, or two different venues;
   - the same stretch of time, where either says one and their values differ ("eight points
     in the first half" is not the game's 18; see `Claim.span`);
   - the same year, where either is dated to another than the story's and their values differ
     ("a quake in 1998 killed 300" is never set against today's toll; see `_era`);
   - the same order of magnitude: the intervals come within a factor of 10 of each other
     (52 dead is not "thousands");
   - no report would give two values that cannot both hold (one article's "seven" and
     "four" count different things), unless one is presented as an update;
   - values that differ are set side by side only when both claims say what they count and
     what happened to it ("52 people killed"); a bare "nine" that differs is another measure;
   and its sentence shares enough content words with a member's (cosine of lemma sets;
   the same number counts in favour), more of them when a predicate is missing or when
   the claim and the group name places (cities, regions) and none in common, unless they
   share a place.
3. Status and latest value: see figures/relation.py.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import re
from collections import Counter, defaultdict
from dataclasses import replace

from generator.figures.labels import distinct_labels, figure_label
from generator.figures.measures import (
    ANOTHER_EVENT,
    CONDITIONS,
    ONLY_GROWS,
    PART,
    PEOPLE_MEASURES,
    PROJECTION,
    SERIOUS_OR_CRITICAL,
)
from generator.figures.outages import OUTAGES
from generator.figures.relation import ANY_TIME, Span, breakdown, judged, latest_claim, latest_claim_undated, overlap
from generator.model import FIGURE_KINDS, Article, Claim, DateExpression, Figure, Status
from generator.text.dates import day_named
from generator.text.places import nation_of
from generator.thresholds import FIGURES


def group_figures(articles: list[Article] | tuple[Article, ...]) -> list[Figure]:
    """Every figure of the story, most disputed and most widely reported first."""
    published = {a.id: a.metadata.published for a in articles}
    order = {a.id: i for i, a in enumerate(articles)}
    years = [int(p[:4]) for p in published.values() if p and p[:4].isdigit()]
    current = max(years) if years else None
    home = _home_country(articles)
    buckets: dict[tuple[str, str, str], list[Claim]] = defaultdict(list)
    one_grade = _one_grade(articles)
    for article in articles:
        for claim in article.claims:
            if claim.kind in FIGURE_KINDS:
                claim = replace(claim, noun="people") if _home_people(claim, home) else claim
                claim = replace(claim, predicate=SERIOUS_OR_CRITICAL) if one_grade and claim.predicate in _GRADES else claim
                buckets[(claim.kind, claim.noun, _abroad(claim, home))].append(claim)
    when = _days(articles)
    spans = _spans_by_toll(articles, when)
    figures: list[Figure] = []
    for key in sorted(buckets):
        for members in _cluster(buckets[key], order, current, when):
            figures.append(_figure(members, when, spans))
    figures = distinct_labels(_unique_ids(figures), {(a.id, s.anchor): s.text for a in articles for s in a.sentences})
    figures = _centred(figures, current)
    rank = {status: i for i, status in enumerate(Status)}
    figures.sort(key=lambda f: (rank[f.status], -len(f.sources), f.label, f.id))
    return figures


_GRADES = frozenset(CONDITIONS.values())


def _one_grade(articles: list[Article] | tuple[Article, ...]) -> bool:
    """Whether the story's critically and seriously injured are one count: some reports give
    one grade, others the other, and no report gives both (which would tell them apart: "5 in
    critical condition and 60 with severe injuries"). Outlets render one official grade either
    way; two grades of one day would otherwise stand as two counts, each of one report."""
    graded = [{c.predicate for c in article.claims if c.predicate in _GRADES} for article in articles]
    return set().union(*graded) == _GRADES and all(len(grades) < 2 for grades in graded)


def _days(articles: list[Article] | tuple[Article, ...]) -> dict[tuple[str, str], str | None]:
    """The day each sentence's figures are of, (source, anchor) -> ISO date: the one day its own
    words give the count ("as of Friday", "by Wednesday evening", or any day in a sentence that
    gives its count as an update: "the toll rose to 126 on Saturday"), read against the report's
    date; else the day the report was published, or the later day its text gives a count of (the
    report was updated then); else None (a report with no date). A day that dates the event ("a
    ferry capsized on Sunday, killing 50") does not date its count."""
    days: dict[tuple[str, str], str | None] = {}
    for article in articles:
        published = _date(article.metadata.published)
        updated = {c.anchor for c in article.claims if c.update_cue}
        text = {s.anchor: s.text for s in article.sentences}
        named: dict[str, set[str]] = defaultdict(set)
        counted = [(e, day) for e in article.dates if published
                   for day in [day_named(e.kind, e.text, published)] if day is not None
                   and (e.anchor in updated or _counts_on(text.get(e.anchor, ""), e.text))]
        event = _event_day(article, {e for e, _ in counted}, published)
        for expression, day in counted:
            if expression.kind == "weekday" and published and (
                    (event and day < event) or day + dt.timedelta(days=6) == published):
                # a count is never older than its event (the report was updated after its date), and a count
                # "as of Thursday" in a report dated Wednesday is of the next day where the count was made
                day += dt.timedelta(days=7)
            named[expression.anchor].add(day.isoformat())
        # a report whose counts are of a day after its date was updated then: its other counts are of that day
        updated_on = max((day for one in named.values() for day in one), default="")
        default = max(updated_on, published.isoformat()) if published else None
        for sentence in article.sentences:
            one = named.get(sentence.anchor, set())
            days[(article.id, sentence.anchor)] = one.pop() if len(one) == 1 else default
    return days


def _event_day(article: Article, counting: set[DateExpression], published: dt.date | None) -> dt.date | None:
    """The day the report dates its event to: the earliest day named, not as a count's time, in
    a sentence counting the story's people ("Scores died in the crush on Saturday"); a
    count's "as of Tuesday" that would fall before it is the Tuesday after (the report's text
    was updated after the date it carries)."""
    if not published:
        return None
    counting_people = {c.anchor for c in article.claims if _central(c)}
    found = [day_named(e.kind, e.text, published) for e in article.dates
             if e.anchor in counting_people and e not in counting]
    return min((day for day in found if day is not None), default=None)


def _counts_on(text: str, day: str) -> bool:
    """Whether a day the sentence names is introduced as the time of a count: "as of Friday",
    "by Wednesday evening", "until Sunday", "as of 11 a.m. Tuesday"."""
    return bool(re.search(rf"\b(?:as of|by|until|through|up to)\s+(?:{_CLOCK}\s+|\w+\s+)?{re.escape(day)}\b", text,
                          re.IGNORECASE))


_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|h)?"  # "11 a.m.", "9:30pm", "18.00 h"


def _date(text: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text[:10]) if text else None
    except ValueError:
        return None


def _era(claim: Claim, current: int | None) -> int:
    """0 for the story's own time; the year for a figure its sentence dates to another year ("a
    quake in 1998 killed 2,000"), which is context, never set against today's count: it joins a
    count of no year only when they agree (a trial's "wounding three others in 2019" and another
    report's "wounded three others at the depot"). With no publication date to tell the story's year, any
    dated figure counts as of another year."""
    return 0 if claim.year is None or claim.year == current else claim.year


def _home_country(articles: list[Article] | tuple[Article, ...]) -> str | None:
    """The country the story's figures are placed in most often ("in southern Iran"), if one is."""
    counts = Counter(p for a in articles for c in a.claims for p in c.places if p.startswith("country:"))
    ranked = counts.most_common(2)
    return ranked[0][0] if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]) else None


def _home_people(claim: Claim, home: str | None) -> bool:
    """Whether a count of a nation's people (figures/parts.group_of: "Ukrainians") is of the
    story's own country's ("4 million Ukrainians fled" in a story placed in Ukraine): people
    in general there, not a group apart from them."""
    return home is not None and claim.counted[:1].isupper() and claim.noun == home.split(":", 1)[1] \
        and nation_of(claim.counted.split()[-1]) == claim.noun


def _abroad(claim: Claim, home: str | None) -> str:
    """"" for the story's own country; the country of a figure placed only in others ("a dozen
    died in a flood in northern Spain", in a story of a flood in France),
    which is another event and never compared with the story's counts."""
    countries = [p for p in claim.places if p.startswith("country:")]
    return countries[0] if home and countries and home not in countries else ""


def _cluster(claims: list[Claim], order: dict[str, int], current: int | None,
             when: dict[tuple[str, str], str | None] | None = None) -> list[list[Claim]]:
    """Complete-link clustering of a bucket's claims (see the module's rules).

    Claims that read identically (wire copy repeats sentences word for word) are clustered
    once, as one reading; a reading is compared only with the groups that share a word of
    its sentence, found through an index of words.
    """
    readings: dict[tuple, list[Claim]] = {}
    for claim in claims:
        signature = (claim.predicate, claim.objects, claim.places, claim.context, claim.low, claim.high, claim.counted)
        readings.setdefault(signature, []).append(claim)

    def specificity(same: list[Claim]) -> tuple:
        claim = same[0]
        return (not claim.predicate, not claim.places, not claim.counted, order[claim.source], claim.anchor)

    several = len(set((when or {}).values()) - {None}) > 1  # the story's reports are of several days
    groups: list[list[Claim]] = []  # distinct readings, one claim each
    members: list[list[Claim]] = []  # every claim
    by_source: list[dict[str, list[Claim]]] = []  # every claim, by report: a report's own are compared
    by_word: dict[str, set[int]] = defaultdict(set)
    by_measure: dict[str, set[int]] = defaultdict(set)  # the groups of central claims, by measure
    for same in sorted(readings.values(), key=specificity):
        claim = same[0]
        best, best_score = None, 0.0
        near = set().union(*(by_word[w] for w in claim.context)) if claim.context else set(range(len(groups)))
        if _one_count(claim):
            near |= by_measure[claim.predicate]  # one count of the story, whatever words its sentences share
        for index in sorted(near):
            group = groups[index]
            if not all(compatible(claim, member, current, _scale(claim, member, when, several)) for member in group) \
                    or _contradicts_itself(same, by_source[index]) \
                    or _unsure_difference(claim, group):
                continue
            score = max(similarity(claim, member) for member in group)
            if any(claim.value is not None and claim.value == m.value for m in group):
                score += FIGURES.same_value_bonus
            mine, theirs = _named([claim]), _named(group)
            shared_place = any(set(claim.places) & set(m.places) for m in group)
            sure = shared_place or (
                all(claim.predicate and m.predicate for m in group) and not (mine and theirs and not mine & theirs)
            )
            needed = FIGURES.min_context if sure else FIGURES.min_context_strict
            if _one_count(claim) and all(_one_count(m) for m in group) and not _placed_apart([claim], group):
                needed = 0.0  # people killed, missing, evacuated, homes without power …: one count, however worded
            if score >= needed and (score > best_score or best is None):
                best, best_score = index, score
        if best is None:
            best = len(groups)
            groups.append([])
            members.append([])
            by_source.append(defaultdict(list))
        groups[best].append(claim)
        members[best].extend(same)
        for one in same:
            by_source[best][one.source].append(one)
        for word in claim.context:
            by_word[word].add(best)
        if _one_count(claim):
            by_measure[claim.predicate].add(best)
    return members


def _one_count(claim: Claim) -> bool:
    """A count the story has one of, however its sentences word it: of its people (`_central`),
    or of the homes cut off from a service (figures/outages.py)."""
    return _central(claim) or (claim.kind == "count" and claim.noun == "household" and claim.predicate in OUTAGES)


def _central(claim: Claim) -> bool:
    """A count of people with what happened to them ("52 people were killed", "the toll rose
    to 52", "six workers remain missing"): within a story, claims of one such measure count
    the same people unless a place, a time or a subgroup sets them apart, whatever words their
    sentences share."""
    return claim.kind == "count" and claim.noun == "people" and claim.predicate in PEOPLE_MEASURES \
        and not claim.agent_unnamed


def _scale(a: Claim, b: Claim, when: dict[tuple[str, str], str | None] | None, several: bool) -> float:
    """The largest factor between two claims' values that may still be one measure: a count of
    people may grow up to `max_growth` between different days (a toll can grow tenfold in a
    week), including a report with no date in a story told over `several` days (its count may
    be of any of them); a count that only grows, given lower on a later day, is one count only
    within `max_fall` ("six died at the shelters" a week after "40 dead" is a part of it)."""
    if when is None or not (_central(a) and _central(b)):
        return FIGURES.max_ratio
    left, right = when.get((a.source, a.anchor)), when.get((b.source, b.anchor))
    if left and right and left != right and a.predicate in ONLY_GROWS:
        earlier, later = (a, b) if left < right else (b, a)
        return FIGURES.max_growth if later.high >= earlier.low else FIGURES.max_fall
    apart = left != right if left and right else several  # an undated report's count may be of any day
    return FIGURES.max_growth if apart else FIGURES.max_ratio


def compatible(a: Claim, b: Claim, current: int | None = None, scale: float = FIGURES.max_ratio) -> bool:
    """Whether two claims can be about the same measure (see the module's rules); `current`:
    the story's year (see `_era`); `scale`: the largest factor between their values (see
    `_scale`: a count of people that grows over days may grow past the scale of one day's)."""
    if a.kind != b.kind or a.noun != b.noun or {a.span, b.span} & {ANOTHER_EVENT, PROJECTION}:
        return False  # an event compared with, or what a count is expected to reach: never grouped
    if (a.span == PART) != (b.span == PART):
        return False  # a part of a count ("394 of the deaths") is never the count
    if a.span == PART and _placed_apart([a], [b]):
        return False  # "Brelle had 50 of them, Tolva 30": two towns' parts
    if a.predicate and b.predicate and a.predicate != b.predicate:
        return False
    if a.objects and b.objects and a.objects != b.objects:
        return False
    if _another_time(a.span, b.span, a, b) or _another_time(_era(a, current), _era(b, current), a, b):
        return False  # "seven points in the first half" is not the game's 14; "killed 2,000 in 1998" is not today's toll
    if a.subject and b.subject and a.subject.lower() != b.subject.lower():
        return False  # "Okafor scored 19 points", "Clark scored 16 points": two players' counts
    for tier in ("city:", "venue:", "country:"):
        left = {p for p in a.places if p.startswith(tier)}
        right = {p for p in b.places if p.startswith(tier)}
        if left and right and not left & right:
            return False
    return a.kind != "count" or _same_scale(a, b, scale)


def _another_time(left: object, right: object, a: Claim, b: Claim) -> bool:
    """Whether two claims count over different times (`left`, `right`: their stretches, or
    their eras): when both name one, or when one does and their values differ (a count that
    names no time joins one that does only when they agree)."""
    return left != right and (bool(left and right) or not overlap(a, b))


def _same_scale(a: Claim, b: Claim, ratio: float) -> bool:
    """Within a factor of `ratio`: by the printed values where both print one ("as many as 2,000"
    is in the thousands, though it allows anything up to 2,000), else by the intervals."""
    if a.value and b.value:
        return max(a.value, b.value) <= ratio * min(a.value, b.value)
    return not (a.low > b.high * ratio or b.low > a.high * ratio)


def _unsure_difference(claim: Claim, group: list[Claim]) -> bool:
    """Different values are set side by side only when both say what they count and what
    happened to it ("52 people killed" / "50 people killed"); a bare "nine" or "15 points"
    that differs from the group's values is more likely another measure than a conflict, and
    so is what an unnamed "he" did ("He scored six touchdowns": which player?)."""
    return any(not overlap(claim, m) and not (_specific(claim) and _specific(m)) for m in group)


def _specific(claim: Claim) -> bool:
    return bool(claim.predicate and claim.counted) and not claim.agent_unnamed


def _contradicts_itself(claims: list[Claim], group: dict[str, list[Claim]]) -> bool:
    """Whether joining would make one report give two values that cannot both hold for one
    measure ("seven" and "four" in one article count different things), unless one of them
    is presented as an update ("rose from 5 to 24") or as replaced ("its previous toll had been
    632"). `group`: the group's claims by report."""
    return any(not overlap(c, m) and not (c.update_cue or m.update_cue or c.superseded or m.superseded)
               for c in claims for m in group.get(c.source, ()))


def similarity(a: Claim, b: Claim) -> float:
    """How alike the two sentences are: cosine of their content-lemma sets."""
    left, right = set(a.context), set(b.context)
    if not left or not right:
        return 0.0
    return len(left & right) / math.sqrt(len(left) * len(right))


def _named(claims: list[Claim]) -> set[str]:
    """The named places (cities, regions) of some claims, whatever the key's tier; a country
    holds them ("in eastern Ukraine" and "in the Donbas" may be one place)."""
    return {p.split(":", 1)[1] for c in claims for p in c.places if not p.startswith(("venue:", "country:"))}


def _placed_apart(claims: list[Claim], group: list[Claim]) -> bool:
    """Whether the claims and the group name places and none in common, by the places the
    gazetteer or the sentence's grammar makes sure of (a capitalised word after "in" that is
    no known place, a "mention", says too little to set a count apart)."""
    def sure(of: list[Claim]) -> set[str]:
        return {p.split(":", 1)[1] for c in of for p in c.places if not p.startswith(("venue:", "country:", "mention:"))}

    mine, theirs = sure(claims), sure(group)
    return bool(mine and theirs and not mine & theirs)


def _spans_by_toll(articles: list[Article] | tuple[Article, ...], when: dict[tuple[str, str], str | None]
                   ) -> dict[str, Span]:
    """For each report with no date, the days its values are of, where the story's toll tells:
    the toll only grows, so a report whose toll is lower than a dated report's was written before
    that day, and one whose toll is higher, after it ("six had died" is older than a report of
    the 2nd giving 48; "110 dead" is newer than one of the 3rd giving 72)."""
    by_day: dict[str, float] = {}  # each day's highest toll (a dated report's smaller values are parts of it)
    for article in articles:
        for claim in article.claims:
            day = when.get((claim.source, claim.anchor))
            if day and _toll(claim):
                by_day[day] = max(by_day.get(day, 0.0), _told(claim))
    found: dict[str, Span] = {}
    for article in articles:
        own = [_told(c) for c in article.claims if _toll(c) and not when.get((c.source, c.anchor))]
        if not own or not by_day:
            continue
        older_than = [day for day, toll in by_day.items() if toll > max(own)]
        newer_than = [day for day, toll in by_day.items() if toll < max(own)]
        if older_than and newer_than and max(newer_than) >= min(older_than):
            continue  # the dated tolls do not grow day by day: they tell nothing of this report's day
        found[article.id] = ((max(newer_than), 1) if newer_than else ANY_TIME[0],
                             (min(older_than), -1) if older_than else ANY_TIME[1])
    return found


def _told(claim: Claim) -> float:
    """A toll's value as printed ("above 100": 100), else its interval's lower end."""
    return claim.value if claim.value is not None else claim.low


def _toll(claim: Claim) -> bool:
    """A value of the story's own count of the dead (not a part, another time or a replaced value)."""
    return _central(claim) and claim.predicate == "killed" and not claim.span and not claim.superseded \
        and claim.year is None


def _figure(claims: list[Claim], when: dict[tuple[str, str], str | None], spans: dict[str, Span]) -> Figure:
    state, why, unordered = judged(claims, when)
    label = figure_label(claims)
    digest = hashlib.blake2b("|".join(f"{c.source}#{c.anchor}#{c.text}" for c in claims).encode(), digest_size=4)
    latest = None
    if state == Status.UPDATE:
        latest = latest_claim(claims, when) if not unordered else latest_claim_undated(claims, when, spans)
    parts = tuple(breakdown(claims)) if state == Status.BREAKDOWN else ()
    return Figure(id=f"fig-{digest.hexdigest()}", label=label, kind=claims[0].kind, status=state,
                  claims=tuple(claims), note=why, latest=latest.text if latest else None, parts=parts)


def _unique_ids(figures: list[Figure]) -> list[Figure]:
    """Figures whose ids are their claims' places ("5" in one sentence counted as two things:
    "5 people were in critical condition … and 5 children were hurt") told apart by what each
    counts, so that each keeps its own anchor and label; every other id stays as it was."""
    seen = Counter(f.id for f in figures)
    result = []
    for figure in figures:
        if seen[figure.id] > 1:
            what = "|".join(f"{c.noun}#{c.predicate}#{c.counted}#{c.span}#{c.place}" for c in figure.claims)
            figure = replace(figure, id=f"{figure.id}-{hashlib.blake2b(what.encode(), digest_size=2).hexdigest()}")
        result.append(figure)
    return result


def _centred(figures: list[Figure], current: int | None) -> list[Figure]:
    """The figures marked `central`: counts of people with what happened to them (killed,
    injured, missing, evacuated …) of the story's own event and place, the quantities a reader
    is briefed on first. A count of another event, of a part, of another year, or placed only
    in towns the story's main counts are not placed in (a side story in another town) is not."""
    candidates = [f for f in figures if any(_central(c) for c in f.claims) and all(
        (_central(c) or (not c.predicate and c.noun == "people")) and not c.span and not _era(c, current)
        for c in f.claims)]  # a "thousands" with no verb of its own, grouped with the toll, leaves it central
    where = Counter(p for f in candidates for c in f.claims for p in c.places if p.startswith(("city:", "name:")))
    home = {place for place, n in where.items() if n == max(where.values())} if where else set()
    central = {f.id for f in candidates if _at(f, home)}
    return [replace(f, central=f.id in central) for f in figures]


def _at(figure: Figure, home: set[str]) -> bool:
    """Whether a figure is placed where the story happens: its claims name no town or region,
    or name one of the story's (`home`: the most named among the story's counts of people)."""
    placed = {p for c in figure.claims for p in c.places if p.startswith(("city:", "name:"))}
    return not placed or bool(placed & home)
