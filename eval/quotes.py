"""Quotes on PolNeAR: are real direct quotes found, is the speaker right, and is what the
briefing calls a quote really one?

- Gold quotes: each run of words inside quotation marks in the content of attributions
  marked as direct quotes, where it is 4 words or more (a scare-quoted phrase inside
  indirect speech is not a direct quote; "“A,” he said. “B”" is two quotes).
- A briefing quote is placed on the file by finding its words in the paragraph it is in.
- *Found*: the briefing's quotes cover 70 % of the gold quote's words; the speaker judged
  is that of the briefing quote covering most of them.
- *Speaker right*, judged where the gold source is a name (it has, outside any relative
  clause, a capitalised word that is not a pronoun or a title; a headline in capitals is not
  a name): the speaker the Quotes page shows shares a name word with the gold source
  ("Mr. Trump" / "Donald Trump"), or the gold source is the acronym of the name shown ("the
  DNC" / "Democratic National Committee"). No speaker counts as wrong.
- *Precision*: the share of the briefing's quotes with 70 % of their words inside one gold
  attribution's content (direct or not).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from generator.model import Briefing

from .corpus import PolnearArticle
from .run import RAW
from .tally import Tally, share

MIN_WORDS = 4
MIN_COVER = 0.7
_WORD = re.compile(r"\w+(?:[’']\w+)*")
NOT_NAME_WORDS = frozenset(
    "i he she it we they you who the a an his her its their our my mr mrs ms miss dr sen rep gov gen pres "
    "president senator governor former secretary candidate presidential republican democratic democrat sources "
    "source officials official campaign spokesman spokeswoman".split())


@dataclass
class QuoteScores(Tally):
    gold: int = 0
    found: int = 0
    judged: int = 0  # found gold quotes whose gold source is a name
    right: int = 0
    no_speaker: int = 0
    judged_inferred: int = 0  # judged quotes whose speaker the briefing marks as inferred
    right_inferred: int = 0
    predicted: int = 0
    inside: int = 0
    errors: list[str] = field(default_factory=list)
    error_kinds: Counter = field(default_factory=Counter)

    def summary(self) -> dict:
        return {
            "gold_quotes": self.gold,
            "found": share(self.found, self.gold),
            "speaker_judged": self.judged,
            "speaker_right": share(self.right, self.judged),
            "speaker_missing": self.no_speaker,
            "speaker_right_named_near": share(self.right - self.right_inferred,
                                              self.judged - self.judged_inferred - self.no_speaker),
            "speaker_right_inferred": share(self.right_inferred, self.judged_inferred),
            "speaker_inferred_judged": self.judged_inferred,
            "briefing_quotes": self.predicted,
            "precision": share(self.inside, self.predicted),
        }


def name_words(source: str | None) -> set[str]:
    """The name words of a gold source ("Mr. Trump's campaign" -> {"trump"})."""
    if not source or source.isupper():  # a headline in capitals standing as the source is not a name
        return set()
    source = re.split(r",?\s*\b(?:who|which|whose)\b", source)[0]  # not a relative clause ("…, who works at G-III")
    source = re.sub(r"\([^)]*\)", " ", source)  # party-state brackets: "(D-Ohio)"
    words = [re.sub(r"[’']s$", "", w) for w in _WORD.findall(source)]
    return {w.casefold() for w in words if w[:1].isupper() and w.casefold() not in NOT_NAME_WORDS}


def initials(name: str) -> str:
    """A name's initials, as an acronym of it is written ("Democratic National Committee" -> "dnc")."""
    return "".join(w[0] for w in _WORD.findall(name) if w[:1].isupper()).casefold()


def score(article: PolnearArticle, briefing: Briefing) -> QuoteScores:
    result = QuoteScores()
    if not briefing.articles:
        return result
    text = RAW.get(Path(briefing.articles[0].source.file).name, briefing.articles[0].source.text)
    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    shown = {}  # (anchor, quote text) -> speaker shown on the Quotes page
    inferred_of = {}  # (anchor, quote text) -> whether the Quotes page marks the speaker as inferred
    for group in briefing.quotes:
        for _, quote in group.quotes:
            shown[(quote.anchor, quote.text)] = group.speaker_name
            inferred_of[(quote.anchor, quote.text)] = getattr(group, "speaker_inferred", False)
    placed = _place_quotes(briefing, text)
    result.predicted = len(placed)
    for span, _ in placed:
        quote_words = _words_in(words, [span])
        if quote_words and any(len(quote_words & _words_in(words, a.content_spans)) >= MIN_COVER * len(quote_words)
                               for a in article.attributions):
            result.inside += 1
        else:
            result.error_kinds["not an attributed quote"] += 1
            result.errors.append(f"{article.name}: not inside any attribution ({'partial' if _.partial else 'full'}, "
                                 f"speaker {_.speaker!r}): “{_.text[:100]}”")
    regions = [(gold, region) for gold in article.attributions if gold.direct
               for region in _quoted(text, gold.content_spans)]
    for gold, region in regions:
        gold_words = _words_in(words, [region])
        if len(gold_words) < MIN_WORDS:
            continue
        result.gold += 1
        best = max(placed, key=lambda p: len(gold_words & _words_in(words, [p[0]])), default=None)
        covered = set().union(*(_words_in(words, [p[0]]) for p in placed)) if placed else set()
        if best is None or len(gold_words & covered) < MIN_COVER * len(gold_words):
            result.errors.append(f"{article.name}: quote not found: “{text[region[0]:region[1]][:120]}”")
            result.error_kinds["not found"] += 1
            continue
        result.found += 1
        expected = name_words(gold.source)
        if not expected:
            continue
        result.judged += 1
        speaker = shown.get((best[1].anchor, best[1].text))
        inferred = inferred_of.get((best[1].anchor, best[1].text), False)
        result.judged_inferred += inferred
        shown_words = name_words(speaker.replace("-", " ")) | {w.casefold() for w in _WORD.findall(speaker)} if speaker else set()
        shown_words |= {initials(speaker)} if speaker else set()
        if expected & shown_words:
            result.right += 1
            result.right_inferred += inferred
            continue
        kind = "no speaker" if not speaker else "wrong speaker"
        result.no_speaker += not speaker
        result.error_kinds[kind] += 1
        result.errors.append(f"{article.name}: {kind}: gold '{gold.source}', briefing '{speaker}': "
                             f"“{gold.content[:100]}”")
    return result


_QUOTED = re.compile(r"[“\"]([^”“\"]*)(?:[”\"]|$)")


def _quoted(text: str, spans) -> list[tuple[int, int]]:
    """The parts of the spans inside quotation marks (a span may open or close one)."""
    parts: list[tuple[int, int]] = []
    for start, end in spans:
        piece = text[start:end]
        parts.extend((start + m.start(1), start + m.end(1)) for m in _QUOTED.finditer(piece))
    return parts


def _place_quotes(briefing: Briefing, text: str) -> list:
    """(span on the file, quote) for each quote of the article, found from its paragraph on."""
    article = briefing.articles[0]
    line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    sentence = {s.anchor: s for s in article.sentences}
    placed = []
    for quote in article.quotes:
        paragraph = article.paragraphs[sentence[quote.anchor].paragraph]
        line = paragraph.line - article.source.body_line
        origin = line_starts[line] if 0 <= line < len(line_starts) else 0
        head = quote.text[:60]
        at = text.find(head, origin)
        if at < 0:
            continue
        placed.append(((at, at + len(quote.text)), quote))
    return placed


def _words_in(words: list[tuple[int, int]], spans) -> set[int]:
    """Indexes of the words inside the spans (by their start)."""
    import bisect
    starts = [w[0] for w in words]
    found: set[int] = set()
    for start, end in spans:
        i = bisect.bisect_left(starts, start)
        while i < len(words) and words[i][1] <= end:
            found.add(i)
            i += 1
    return found
