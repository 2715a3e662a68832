"""The same quote carried by several sources is one entry, each outlet's wording kept.

Two quotes are the same statement when their normalised words (case, accents, punctuation
and quotation marks ignored) are at least 85% alike (rapidfuzz ratio), or when the shorter,
of four words or more, appears almost whole (90%) inside the longer (a truncated version),
or, for quotes of six words or fewer, when their content words are the same, in order
("for our children" and "For the children": a translation variant).
Spelling variants ("behaviour"/"behavior") and a changed word stay well above the bar;
two different statements by one speaker fall far below it. Quotes credited to two different
named speakers are never one entry, however alike: a senator quoting a judge's phrase says it
again, and the briefing must not credit it to the judge.

Candidates come from an inverted index of each quote's rarer words, so a quote is only
compared with quotes that share words with it: near-linear in the number of quotes.
The group's speaker is the entity most of its sources name, else the description they
give ("a senior US defence official"), else unknown.
"""

from __future__ import annotations

import difflib
import hashlib
import re
from collections import Counter, defaultdict

from rapidfuzz import fuzz

from generator.groups import DisjointSets
from generator.model import Article, Entity, Quote, QuoteGroup, Wording
from generator.text.lexicon import is_outlet
from generator.text.name_keys import transliteration_key
from generator.text.words import STOPWORDS, fold
from generator.thresholds import QUOTE_GROUPS


def normalise(text: str) -> str:
    """Words only: case, accents, punctuation and quotation marks ignored."""
    return " ".join(re.findall(r"\w+", fold(text)))


def group_quotes(articles: list[Article] | tuple[Article, ...], entities: list[Entity] | tuple[Entity, ...]) -> list[QuoteGroup]:
    """Every statement quoted in the story, most widely carried first."""
    items = [(a.id, q) for a in articles for q in a.quotes]
    texts = [normalise(q.text) for _, q in items]
    speaker_of = _speaker_index(entities)
    credited = [_credited(source, quote, speaker_of) for source, quote in items]
    speakers = {i: {found[0]} if found else set() for i, found in enumerate(credited)}  # each group's, by its root
    sets = DisjointSets(len(items))
    postings: dict[str, list[int]] = defaultdict(list)
    for index, text in enumerate(texts):
        for word in set(text.split()) - STOPWORDS:
            postings[word].append(index)
    for index, text in enumerate(texts):
        candidates = Counter(j for word in set(text.split()) - STOPWORDS
                             if len(postings[word]) <= QUOTE_GROUPS.max_posting for j in postings[word] if j > index)
        for other in sorted(candidates):
            one, two = sets.find(index), sets.find(other)
            if one != two and len(speakers[one] | speakers[two]) <= 1 and same_statement(text, texts[other]):
                sets.join(index, other)
                speakers[sets.find(index)] = speakers[one] | speakers[two]
    result = [_group([items[i] for i in members], speaker_of) for members in sets.groups()]
    result.sort(key=lambda g: (-len(g.sources), g.speaker_name or "~", g.id))
    return result


def same_statement(a: str, b: str) -> bool:
    """Whether two normalised quotes are one statement (see the module's rule)."""
    if not a or not b:
        return False
    if fuzz.ratio(a, b) >= QUOTE_GROUPS.min_ratio:
        return True
    left, right = a.split(), b.split()
    if max(len(left), len(right)) <= QUOTE_GROUPS.short_words and abs(len(left) - len(right)) <= 1:
        content = [w for w in left if w not in STOPWORDS]
        if content and content == [w for w in right if w not in STOPWORDS]:
            return True  # "for our children" / "For the children": a translation variant
    shorter = a if len(a) < len(b) else b
    return len(shorter.split()) >= QUOTE_GROUPS.min_partial_words and fuzz.partial_ratio(a, b) >= QUOTE_GROUPS.min_partial_ratio


def _speaker_index(entities) -> dict[tuple[str | None, str], tuple[str, str]]:
    """(source, name) and (None, transliteration key) -> (entity id, entity name)."""
    index: dict[tuple[str | None, str], tuple[str, str]] = {}
    for entity in entities:
        for source, mention in entity.mentions:
            index[(source, mention.key)] = (entity.id, entity.name)
            index.setdefault((None, transliteration_key(mention.key)), (entity.id, entity.name))
    return index


def _credited(source: str, quote: Quote, speaker_of) -> tuple[str, str] | None:
    """(entity id, name) of the person or body the source credits the quote to, if named."""
    if not quote.speaker_key:
        return None
    return speaker_of.get((source, quote.speaker_key)) or speaker_of.get((None, transliteration_key(quote.speaker_key)))


def _group(members: list[tuple[str, Quote]], speaker_of) -> QuoteGroup:
    named: Counter[tuple[str, str]] = Counter()
    described: Counter[str] = Counter()
    for source, quote in members:
        found = _credited(source, quote, speaker_of)
        if found:
            named[found] += 1
        elif quote.speaker:
            described[quote.speaker] += 1
    speaker: str | None
    speaker_name: str | None
    if named:
        (speaker, speaker_name), _ = sorted(named.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    elif described:
        speaker = speaker_name = sorted(described.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    else:
        speaker = speaker_name = None
    text = max((q.text for _, q in members), key=lambda t: (len(normalise(t)), t))
    digest = hashlib.blake2b("|".join(sorted(f"{s}#{q.anchor}#{q.text}" for s, q in members)).encode(), digest_size=4)
    inferred = speaker is not None and all(q.speaker_inferred for _, q in members if q.speaker)
    quotes = tuple(sorted(members, key=lambda sq: sq[0]))
    reference = normalise(text)
    wordings = tuple(Wording(source, tuple(differences(text, quote.text)))
                     for source, quote in quotes if normalise(quote.text) != reference)
    return QuoteGroup(id=f"q-{digest.hexdigest()}", speaker=speaker, speaker_name=speaker_name, text=text,
                      quotes=quotes, speaker_inferred=inferred,
                      speaker_outlet=speaker_name is not None and is_outlet(speaker_name), wordings=wordings)


def differences(reference: str, wording: str) -> list[tuple[str, bool]]:
    """A source's wording as (piece, differs) pairs against the group's text, word by word."""
    ref_words = normalise(reference).split()
    words = wording.split()
    keys = [normalise(w) for w in words]
    matcher = difflib.SequenceMatcher(a=ref_words, b=keys, autojunk=False)
    same: set[int] = set()
    for block in matcher.get_matching_blocks():
        same.update(range(block.b, block.b + block.size))
    return [(word, i not in same and bool(keys[i])) for i, word in enumerate(words)]
