"""The briefing's own summary ("In brief"): verbatim sentences, each cited only to the reports
whose sentence states the same claim.

Choosing (measured on Multi-News with `make eval`; see the Accuracy page):
- every body sentence of at least BRIEF.min_words words is a candidate;
- its score adds up what the story's reports share and where news puts its essentials:
  *shared words*: the content words it has in common with the other reports (each word
  counting for the share of reports that use it), per square root of its length, relative
  to the best candidate; *lead*: earlier sentences of a report score higher; *corroboration*:
  how many independent reports carry it; *own summary*: its report's summary chose it;
- a sentence that cannot be read alone (it opens with a pronoun, a connective, an unnamed
  quote or the writer's "I") counts half;
- sentences are taken best first until the word budget is reached, skipping one that
  repeats a chosen sentence (most of its content words already in it), one aligned with a
  chosen sentence, and one that reports a figure a chosen sentence already reports: one
  bullet per fact.

Citing (so that a citation always supports its sentence):
- a report carries a bullet when one of its sentences is aligned with it (see align.py) or
  reports the same figure with a good share of the bullet's words (a short sentence that
  shares a number and a noun, "the car plummeted eight stories", does not carry a long one
  about a woman who fell eight stories), *and* states its claim: every number of
  the bullet has a number in the report's sentence that counts the same thing and that its
  wording allows (the report may say more, never less), it names every person the bullet
  names, most other names (places, organisations) of the one naming fewer are in the other,
  and neither is negated where the other is not;
- the bullet's text is shown without its dateline ("KRAMATORSK, Ukraine (AFP) -"); its
  anchor still points to the whole sentence.
The chosen sentences are shown in the order the reports tell the story.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass

from generator.model import Article, Claim, Figure, Mention, Ref, SentenceIndex, Statement
from generator.summary.article import standalone
from generator.text.datelines import strip_dateline
from generator.text.name_kinds import kind_votes
from generator.text.words import content_lemmas, fold
from generator.thresholds import BRIEF

WEIGHTS = {"shared": 1.0, "lead": 0.8, "corroboration": 0.3, "own_summary": 0.3}  # chosen on Multi-News (make eval)
_NEGATION = re.compile(r"\b(?:not|no|never|nobody|none|neither|nor|denied|denies|deny)\b|n[’']t\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Sentence:
    """What choosing and citing need to know about one sentence."""

    ref: Ref
    text: str
    position: int  # in its article
    relative: float  # 0 at the top of its article, 1 at the end
    words: frozenset[str]  # content lemmas
    claims: tuple[Claim, ...]
    people: frozenset[str]  # folded surnames of the people it names
    places: frozenset[str]  # folded last words of the other names (places, organisations)
    negated: bool
    in_own_summary: bool


def story_summary(articles: list[Article] | tuple[Article, ...], index: SentenceIndex,
                  independent: Callable[[Collection[str]], int], figures: tuple[Figure, ...] | list[Figure] = (),
                  words: int = 150, minimum: int = 3, maximum: int = 8) -> list[Statement]:
    """The summary statements: about `words` words, between `minimum` and `maximum` bullets."""
    sentences = _sentences(articles)
    candidates = [s for s in sentences.values() if len(s.text.split()) >= BRIEF.min_words]
    if not candidates:
        return []
    figure_of = {(c.source, c.anchor, c.text): f for f in figures for c in f.claims}
    carriers = _Carriers(sentences, index, figure_of)
    scores = _scores(candidates, articles, carriers, independent)
    ranked = sorted(candidates, key=lambda s: (-scores[s.ref], s.position, s.ref))
    taken: list[_Sentence] = []
    covered: set[str] = set()  # figures already reported
    length = 0
    for sentence in ranked:
        if len(taken) >= maximum or (length >= words and len(taken) >= minimum):
            break
        facts = carriers.figures_in(sentence)
        if facts & covered or any(_repeats(sentence, other) or other.ref in index.carriers(sentence.ref)
                                  for other in taken):
            continue
        taken.append(sentence)
        covered |= facts
        length += len(sentence.text.split())
    taken = _with_the_other_side(taken, ranked, scores, maximum)
    taken.sort(key=lambda s: (_story_position(carriers.of(s.ref), sentences), s.ref))
    statements = []
    for sentence in taken:
        cited = carriers.of(sentence.ref)
        statements.append(Statement(text=strip_dateline(sentence.text), carriers=tuple(cited),
                                    independent=independent({source for source, _ in cited})))
    return statements


def _with_the_other_side(taken: list[_Sentence], ranked: list[_Sentence], scores: dict[Ref, float],
                         maximum: int) -> list[_Sentence]:
    """The chosen sentences, with the best-scoring denial or rebuttal the reports carry ("Russia
    insisted it wasn't behind the attack") when none of them gives it: a briefing on an
    accusation gives the other side's statement too. It takes the last place when the summary
    is full."""
    if any(_REBUTTAL.search(s.text) for s in taken):
        return taken
    denial = next((s for s in ranked if _REBUTTAL.search(s.text) and standalone(s.text) and scores[s.ref] > 0
                   and s not in taken), None)
    if denial is None:
        return taken
    kept = taken if len(taken) < maximum else sorted(taken, key=lambda s: -scores[s.ref])[:-1]
    return [*kept, denial]


# A party's denial or rebuttal: "denied", "rejected the accusation", "insisted it wasn't behind".
_REBUTTAL = re.compile(r"\b(?:denied|denies|deny|denying|rejected|rejects|dismissed|dismisses|refuted|refutes|"
                       r"insisted\s+(?:it|they|he|she)\s+(?:was|were|had|did)(?:\s+not|n[’']t))\b", re.IGNORECASE)


def story_title(articles: list[Article] | tuple[Article, ...]) -> str | None:
    """The headline that shares the most words with the other reports' headlines and leads:
    the event's name when the person gave none. A headline of a few words (a section's label,
    "Deputy Sheriff") or in capitals is chosen only when no other is left."""
    titled = [a for a in articles if a.metadata.title]
    for readable in (lambda title: len(title.split()) >= BRIEF.min_title_words, lambda title: not title.isupper()):
        titled = [a for a in titled if readable(a.metadata.title or "")] or titled
    if not titled:
        return None
    if len(titled) == 1:
        return titled[0].metadata.title
    words = {a.id: set(content_lemmas(" ".join([a.metadata.title or "", *(s.text for s in a.sentences[:2])])))
             for a in articles}
    reports_using = Counter(word for used in words.values() for word in used)

    def shared(article: Article) -> tuple[float, str]:
        """The words of its headline summed over the other reports that use them (counted
        once for the folder, not once per pair of reports)."""
        mine = set(content_lemmas(article.metadata.title or ""))
        own = words[article.id]
        return sum(reports_using[w] - (w in own) for w in mine) / (len(mine) or 1), article.id

    return max(titled, key=shared).metadata.title


def _sentences(articles) -> dict[Ref, _Sentence]:
    table: dict[Ref, _Sentence] = {}
    for article in articles:
        claims: dict[str, list[Claim]] = {}
        for claim in article.claims:
            claims.setdefault(claim.anchor, []).append(claim)
        people: dict[str, set[str]] = {}
        places: dict[str, set[str]] = {}
        for mention in article.mentions:
            votes = kind_votes(mention.cues)
            names = people if votes["person"] > max(votes["place"], votes["organisation"]) else places
            names.setdefault(mention.anchor, set()).add(_name_key(mention))
        chosen = set(article.summary)
        last = max(1, len(article.sentences) - 1)
        for position, sentence in enumerate(article.sentences):
            ref = (article.id, sentence.anchor)
            table[ref] = _Sentence(ref, sentence.text, position, position / last,
                                   frozenset(content_lemmas(sentence.text)), tuple(claims.get(sentence.anchor, ())),
                                   frozenset(people.get(sentence.anchor, ())), frozenset(places.get(sentence.anchor, ())),
                                   bool(_NEGATION.search(sentence.text)),
                                   sentence.anchor in chosen)
    return table


def _name_key(mention: Mention) -> str:
    """The last word of the full name: "Zelenskyy" and "Volodymyr Zelenskyy" are one actor."""
    return fold(mention.key).split()[-1] if mention.key.strip() else ""


def _scores(candidates: list[_Sentence], articles, carriers: _Carriers,
            independent: Callable[[Collection[str]], int]) -> dict[Ref, float]:
    """Each candidate's score (see the module's rules). Corroboration is first counted from
    alignment alone (cheap for every sentence); the BRIEF.shortlist best are then scored again with
    every report whose sentence states the same claim (the costly check, for few sentences)."""
    reports = max(1, len(articles) - 1)
    used_by: Counter[str] = Counter()  # in how many reports each word is: one report's words held at a time
    report: str | None = None
    words: set[str] = set()
    for sentence in carriers.sentences.values():  # in report order
        if sentence.ref[0] != report:
            used_by.update(words)
            report, words = sentence.ref[0], set()
        words |= sentence.words
    used_by.update(words)
    shared = {s.ref: sum(used_by[w] - 1 for w in s.words) / reports / math.sqrt(len(s.words) + 1)
              for s in candidates}
    best_shared = max(shared.values()) or 1.0

    def scored(corroboration: dict[Ref, int], among: list[_Sentence]) -> dict[Ref, float]:
        most = max(corroboration.values())
        result = {}
        for s in among:
            score = (WEIGHTS["shared"] * shared[s.ref] / best_shared
                     + WEIGHTS["lead"] / math.sqrt(s.position + 1)
                     + WEIGHTS["corroboration"] * (corroboration[s.ref] - 1) / max(1, most - 1)
                     + WEIGHTS["own_summary"] * s.in_own_summary)
            result[s.ref] = score * (1.0 if standalone(s.text) else BRIEF.not_standalone)
        return result

    index = carriers.index
    counted: dict[int, int] = {}  # independent sources, by alignment group

    def aligned_count(ref: Ref) -> int:
        """Counted once per alignment group, whose sentences share their sources (by the group:
        two groups' sets of sources are often equal, and a wire sentence's are hundreds)."""
        group = index.group_of.get(ref)
        if group is None:
            return independent(index.sources(ref))
        if group not in counted:
            counted[group] = independent(index.sources(ref))
        return counted[group]

    aligned = {s.ref: aligned_count(s.ref) for s in candidates}
    first = scored(aligned, candidates)
    shortlist = sorted(candidates, key=lambda s: (-first[s.ref], s.position, s.ref))[:BRIEF.shortlist]
    claimed = {s.ref: independent({source for source, _ in carriers.of(s.ref)}) for s in shortlist}
    second = scored(claimed, shortlist)
    floor = min(second.values()) if second else 0.0
    return {ref: (second[ref] if ref in second else min(first[ref], floor)) for ref in first}


def _repeats(a: _Sentence, b: _Sentence) -> bool:
    """Whether most of one sentence's content words are in the other."""
    return len(a.words & b.words) > BRIEF.max_repeat * max(1, min(len(a.words), len(b.words)))


class _Carriers:
    """The sentences that state the same claim as a sentence, itself first (cached)."""

    def __init__(self, sentences: dict[Ref, _Sentence], index: SentenceIndex, figure_of) -> None:
        self.sentences, self.index, self.figure_of = sentences, index, figure_of
        self.same_figure: dict[str, list[Ref]] = {}
        for (source, anchor, _), figure in figure_of.items():
            self.same_figure.setdefault(figure.id, []).append((source, anchor))
        self.cache: dict[Ref, list[Ref]] = {}

    def figures_in(self, sentence: _Sentence) -> set[str]:
        """The ids of the cross-referenced figures the sentence reports."""
        return {self.figure_of[(c.source, c.anchor, c.text)].id for c in sentence.claims
                if (c.source, c.anchor, c.text) in self.figure_of}

    def of(self, ref: Ref) -> list[Ref]:
        if ref not in self.cache:
            me = self.sentences[ref]
            aligned = [r for r in self.index.carriers(ref)[1:] if r in self.sentences]
            reporting = [r for f in sorted(self.figures_in(me)) for r in self.same_figure[f]
                         if r != ref and len(me.words & self.sentences[r].words)
                         >= BRIEF.min_same_figure_words * max(1, len(me.words))]
            found = [r for r in dict.fromkeys(aligned + reporting) if r[0] != ref[0] and same_claim(me, self.sentences[r])]
            best: dict[str, Ref] = {}  # one sentence per report: the first it prints
            for r in sorted(found, key=lambda r: (self.sentences[r].position, r)):
                best.setdefault(r[0], r)
            self.cache[ref] = [ref, *sorted(best.values())]
        return self.cache[ref]


def same_claim(a: _Sentence, b: _Sentence) -> bool:
    """Whether sentence `b` states the claim of sentence `a` (see the module's rules)."""
    if a.negated != b.negated:
        return False
    if not _numbers_match(a.claims, b.claims):
        return False  # the carrier may say more than the bullet, never less
    if not a.people <= b.people:
        return False  # "Mayor Hale said" is not "Engineer Kowal said"
    # somewhere else; a report naming no place (or fewer) is not a contradiction
    return not (a.places and b.places and len(a.places & b.places) < BRIEF.min_same_places * min(len(a.places), len(b.places)))


def _numbers_match(claims: tuple[Claim, ...], others: tuple[Claim, ...]) -> bool:
    """Every number of one has a number in the other that counts the same thing (same kind,
    same counted noun and what happened to it, when both say) and that its wording allows:
    "at least 50 killed" and "52 killed" match, "thousands gathered" and "100 wounded" do not."""
    return all(any(_same_measure(c, o) and c.low <= o.high and o.low <= c.high for o in others) for c in claims)


def _same_measure(a: Claim, b: Claim) -> bool:
    return a.kind == b.kind and (a.noun == b.noun or not a.noun or not b.noun) \
        and (a.predicate == b.predicate or not a.predicate or not b.predicate)


def _story_position(carriers: list[Ref], sentences: dict[Ref, _Sentence]) -> float:
    """Where in the story a statement comes: its mean relative position across carriers."""
    return sum(sentences[c].relative for c in carriers) / len(carriers)
