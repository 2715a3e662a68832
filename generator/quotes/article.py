"""Direct quotations in one article, and who said them.

Finding quotes (one linear pass per paragraph):
- curly “…” and straight "…" quotes; a straight mark opens after a space or bracket and
  closes before a space or punctuation; single ‘…’ quotes count when they stand alone
  (an apostrophe between letters never opens or closes one);
- a quote left open at the end of a paragraph continues when the next paragraph opens
  with a quotation mark (the news convention for quotes running over paragraphs), unless
  both are attributed on their own ("“…,” Brun said. “… ¶ “…,” Brun said."); otherwise it
  ends with its paragraph, so unbalanced marks never swallow the article;
- a quote interrupted by its attribution ("…,” he said. “…") is two quotes by one speaker;
- a quote surrounded by the sentence's own words ("called it “completely unacceptable”") is
  partial;
- with no speaker, a quote of one or two words or in title case is a phrase, a slogan or a
  title ("Okay", “Black Lives Matter”), not a statement, and is not kept; a phrase of one
  or two words has a speaker only when a verb gives it one ("called the plan “a giveaway”").

Finding speakers, nearest evidence first:
1. the attribution next to the quote: "…,” Zelenskyy said', '… said Justin Bronk, a research
   fellow', 'she said: “…', "according to X";
2. for a partial quote, the subject of its clause ("Guterres called it “…”");
3. a pronoun ("he said", "it added") is the last person (or, for "it", organisation) named
   before the quote; a role ("the official said") is the one introduced earlier ("a senior
   US defence official"), kept as a description when the source gives no name;
4. a quote with no attribution continues the quote just before it in the same or the
   previous paragraph (across a pause: "She pauses."), or, further on, is the speaker's whose
   quotes stand either side of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property

from generator.model import Mention, Paragraph, Quote, Sentence
from generator.text.datelines import read_dateline
from generator.text.lexicon import (
    DOCUMENT_WORDS,
    ELIDED,
    IRREGULAR_PAST,
    SPEECH_PARTICIPLES,
    SPEECH_VERB_FORMS,
    SPEECH_VERBS,
    TITLE_WORDS,
    is_adverb,
    mask_abbreviations,
    unmask,
)
from generator.text.name_kinds import kind_votes
from generator.text.words import STOPWORDS, is_known, title_case
from generator.thresholds import QUOTES

# The words naming a speaker after a quote, with an apposition: "Ann Lee, who served as the
# mayor’s chief of staff for six years, told the radio station".
_AFTER_NAME_VERB = re.compile(
    rf"^\s*[,.]?\s*(?P<who>(?:[^.!?“”\"]{{1,{QUOTES.max_speaker_phrase}}}?))\s+(?:{SPEECH_VERBS})\b")
_AFTER_VERB_NAME = re.compile(
    rf"^\s*[,.]?\s*(?:{SPEECH_VERBS})\s+(?P<who>[^\W\d_][^,.!?;“”\"]{{1,80}})")
_BEFORE = re.compile(
    rf"(?P<who>[^.!?“”\"]{{1,90}}?)\s+(?:{SPEECH_VERBS})(?:\s+\w+){{0,3}}?\s*(?:that\s*)?[:,]?\s*$")
_PARTICIPLE_BEFORE = re.compile(rf"\b(?:{SPEECH_PARTICIPLES})\s*[:,]?\s*$")  # "…, saying, “…"
_SENTENCE_END = re.compile(  # "…would have to “move to the middle,” Doyle said."
    rf",\s*(?P<who>[^,“”\"]{{2,90}}?)\s+(?:{SPEECH_VERBS})\b[^,“”\"]{{0,40}}[.!?]?\s*$")
_SENTENCE_END_INVERTED = re.compile(  # "…found “no sign of a leak,” …, said the port director, Ann Lee, on Monday."
    rf",\s*(?:{SPEECH_VERBS})\s+(?P<who>[^“”\"]{{2,120}}?)(?:,\s*(?:on|in|at|last|this|earlier)\b[^,“”\"]{{0,40}})?"
    rf"[.!?]?\s*$")
_DASH_CREDIT = re.compile(r"^\s*[-–—―]\s*(?P<who>[A-Z][^,.;:]{1,60})")  # "— Maria Lopez, Ohio"
_SPEECH_VERB = re.compile(rf"\b(?:{SPEECH_VERBS})\b")
_OBJECT_VERB = re.compile(r"\b(?:tell|tells|told|telling|ask|asks|asked|asking)$")  # whose object is the listener
# What opens the words a speech verb reports, after it: "said (that) the two cases differ".
_CONTENT_CLAUSE = re.compile(r"\s+(?:that|the|a|an|he|she|they|it|we|there|this|these|those|his|her|their)\b",
                             re.IGNORECASE)
_INTRODUCING_END = re.compile(rf"(?:{SPEECH_VERBS})\b[^.!?“”\"]{{0,40}}[:.]\s*$")  # "X said in a statement."
_BEFORE_INVERTED = re.compile(  # "Continued Stone: “…", "…, explained Rosenberg, “…", "“…,” said Lopez, the director, “and …"
    rf"(?:^|[.!?]\s+|,[”\"]?\s+)(?:{SPEECH_VERBS})\s+(?P<who>[A-Z][^.!?“”\":,]{{1,60}}?)"
    rf"(?:,\s+(?:the|a|an|his|her|its|their|[A-Z][\w-]*[’']s)\s[^.!?“”\":,]{{1,80}})?\s*[:,]\s*$", re.IGNORECASE)
_ACCORDING = re.compile(r"\baccording to (?P<who>[^,.;“”\"]{2,80})")
_ACCORDING_BEFORE = re.compile(r"\b[Aa]ccording to (?P<who>[^,.;“”\"]{2,80}),\s*$")  # "…, according to its summary, “…"
# A sentence opening with a comparison or a participle phrase: "Like Corker,", "Introduced on stage by the sheriff,".
_OPENING_PHRASE = re.compile(r"(?:(?:[Uu]n)?[Ll]ike\s|(?P<verb>[A-Z][a-z]+(?:ed|ing))\s)[^,“”\"]{1,80},")
# A clause of its own, opened by its subject: "…, while Y proposed we “…”", "…, although Y called it “…”"
# (not "…, while on the trail for X, Y said").
_CLAUSE_BREAK = re.compile(r"(?:,\s+(?:while|but|whereas|although|though)|;)\s+(?=[A-Z]|(?:the|a|an|his|her|its|their|this)\s)")
_ASIDE = re.compile(r",|\s[—–]\s")  # what sets off the chunks of an attribution: "As X asked — at length — Y said"
_PRONOUNS = {"he": "person", "she": "person", "they": "any", "it": "organisation", "we": "any"}
# Nouns that head a description of a speaker ("the official", "a witness"): every title, and
# people named by what they are or saw rather than by an office.
_ROLE_HEADS = TITLE_WORDS | {"official", "analyst", "source", "diplomat", "witness", "resident", "soldier", "expert",
                             "aide", "statement", "man", "woman", "survivor", "volunteer", "police"}
_OPENERS = "“\"‘"
_CLOSERS = "”\"’'"
_CLOSE_FOR = {"“": "”\"", '"': '"”', "‘": "’"}  # straight and curly marks are mixed in real copy


@dataclass
class _Span:
    paragraph: int
    start: int  # offset of the opening mark
    end: int  # offset just after the closing mark (or the paragraph's end)
    mark: str
    closed: bool


def find_quotes(paragraphs: list[Paragraph]) -> list[_Span]:
    """Quoted spans in reading order (see the module's rules)."""
    spans: list[_Span] = []
    carry = False  # a quote left open at the end of the previous paragraph
    for index, paragraph in enumerate(paragraphs):
        text = paragraph.text
        i = 0
        if carry and text[:1] not in _OPENERS:
            carry = False
        while i < len(text):
            ch = text[i]
            if ch in _OPENERS and _opens(text, i):
                close = _closing(text, i + 1, _CLOSE_FOR[ch])
                if close is None:
                    spans.append(_Span(index, i, len(text), ch, False))
                    carry = True
                    break
                spans.append(_Span(index, i, close + 1, ch, True))
                i = close + 1
                continue
            i += 1
        else:
            carry = False
    return spans


def _opens(text: str, i: int) -> bool:
    before = text[i - 1] if i else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    if text[i] == "‘" and (before.isalpha() or ELIDED.match(text, i + 1)):
        return False  # "Trump‘s", "how ‘bout", "the ‘90s": an apostrophe
    return (before.isspace() or before in "([—–-:,;") and not after.isspace()


def _closing(text: str, start: int, close: str) -> int | None:
    """The index of the mark that closes a quote opened before `start`, or None."""
    j = start
    while True:
        found = [k for k in (text.find(mark, j) for mark in close) if k >= 0]
        if not found:
            return None
        j = min(found)
        before = text[j - 1] if j else " "
        after = text[j + 1] if j + 1 < len(text) else " "
        if text[j] in ("’", "'") and before.isalpha() and after.isalpha():
            j += 1  # an apostrophe: "It’s"
            continue
        if text[j] == '"' and not (after.isspace() or after in ".,;:!?)—–-'’”" or j + 1 == len(text)):
            j += 1
            continue
        if text[j] == "”" and text[start - 1] == '"' and text.count("“", start, j) > text.count("”", start, j):
            j += 1  # it closes a curly quote inside a straight one: '"She called it “a disgrace” and left.'
            continue
        if not before.isspace() or text[j - 2:j - 1] in ("'", "’") or (text[j] == "”" and after.isspace()):
            return j  # (a space may part the marks when a quote ends inside a quote: "… 'Clinton,' ", or
            # come before a closing mark by mistake: "… that advice, ” he said": between spaces it opens nothing)
        j += 1


def extract_quotes(paragraphs: list[Paragraph], sentences: list[Sentence], mentions: list[Mention]) -> list[Quote]:
    """Every direct quotation with its speaker, in reading order."""
    spans = [s for s in find_quotes(paragraphs) if s.end - s.start > 2]
    quotes: list[Quote] = []
    order = {s.anchor: i for i, s in enumerate(sentences)}  # where each sentence is, for looking back
    text_of = {s.anchor: s.text for s in sentences}
    mentions = [m for m in mentions if not _in_quotation(text_of.get(m.anchor, "")[:m.start])]
    index = 0
    while index < len(spans):
        chain = [spans[index]]  # a quote open at a paragraph's end continues in the next paragraph
        while not chain[-1].closed and index + 1 < len(spans) and spans[index + 1].paragraph == chain[-1].paragraph + 1 \
                and spans[index + 1].start == 0 and not _attributed_apart(paragraphs, chain[-1], spans[index + 1]):
            index += 1
            chain.append(spans[index])
        index += 1
        first, last = chain[0], chain[-1]
        sentence = _sentence_of(sentences, first.paragraph, first.start)
        inner = " ".join(_inner(paragraphs[s.paragraph].text, s) for s in chain).strip()
        if not inner:
            continue
        partial = len(chain) == 1 and _partial(paragraphs[first.paragraph].text, first, sentence)
        if partial and (len(inner.split()) < QUOTES.min_partial_words or title_case(inner)):
            continue
        last_sentence = _sentence_of(sentences, last.paragraph, last.start)
        context = _Context(paragraphs[last.paragraph].text, last, last_sentence, sentences, order, mentions, quotes,
                           paragraphs)
        speaker, key = _speaker(context, partial)
        if speaker is None and len(chain) > 1:  # nothing after a quote over paragraphs: look before its start
            context = _Context(paragraphs[first.paragraph].text, first, sentence, sentences, order, mentions, quotes,
                               paragraphs)
            speaker, key = _speaker(context, partial)
        if speaker is None and (len(inner.split()) < QUOTES.min_statement_words or title_case(inner)):
            continue  # "night vision", "Top secret", "Black Lives Matter": a phrase or a name, nobody's statement
        quotes.append(Quote(anchor=sentence.anchor, text=inner, paragraph=last.paragraph, partial=partial,
                            speaker=speaker, speaker_key=key, speaker_inferred=bool(speaker) and context.inferred))
    return _between_quotes_of_one_speaker(quotes)


def _between_quotes_of_one_speaker(quotes: list[Quote]) -> list[Quote]:
    """A whole quote left without a speaker, between a quote of X's in the two paragraphs
    before and one attributed to X next to it in the paragraph after, is X's too ("“…,” Brun
    says. ¶ Brun is sure of it. ¶ “…” ¶ “…,” Brun says."); never a question, which in an
    interview may be the interviewer's."""
    found = list(quotes)
    for i in range(1, len(found) - 1):
        quote, before, after = found[i], found[i - 1], found[i + 1]
        if quote.speaker or quote.partial or quote.text.rstrip(_CLOSERS).endswith("?") or before.partial \
                or after.partial or after.speaker_inferred or not after.speaker_key:
            continue
        if before.speaker_key == after.speaker_key and before.paragraph >= quote.paragraph - 2 \
                and after.paragraph <= quote.paragraph + 1:
            found[i] = replace(quote, speaker=after.speaker, speaker_key=after.speaker_key, speaker_inferred=True)
    return found


def _attributed_apart(paragraphs: list[Paragraph], open_span: _Span, following: _Span) -> bool:
    """Whether a quote left open at a paragraph's end is its own, and the next paragraph's quote
    another: the open one follows a speech verb in its paragraph ("“…,” Brun said. “…") and the
    next has an attribution of its own ("“…,” Brun said."). Writers who leave a quote open
    over paragraphs attribute it once; one who attributes both has closed the first in all but
    the mark."""
    before = mask_abbreviations(paragraphs[open_span.paragraph].text[:open_span.start])
    if not following.closed or not _SPEECH_VERB.search(before):
        return False
    text = mask_abbreviations(paragraphs[following.paragraph].text)
    if not text[following.start:following.end].rstrip(_CLOSERS).endswith((",", "?", "!")):
        return False
    after = text[following.end:]
    return any(p.match(after) for p in (_AFTER_NAME_VERB, _AFTER_VERB_NAME))


def _inner(text: str, span: _Span) -> str:
    """The quoted words of a span, without their marks and the comma before the attribution."""
    inner = text[span.start + 1: span.end - 1 if span.closed else span.end].strip().rstrip(",")
    return inner.strip(" '‘’\"")


def _sentence_of(sentences: list[Sentence], paragraph: int, offset: int) -> Sentence:
    candidates = [s for s in sentences if s.paragraph == paragraph and s.start <= offset + 1]
    return candidates[-1] if candidates else next(s for s in sentences if s.paragraph == paragraph)


def _partial(text: str, span: _Span, sentence: Sentence) -> bool:
    """A quote inside a sentence of the writer's own words: "called it “unacceptable”"."""
    before = text[sentence.start: span.start].strip()
    if not before or before.endswith((":", "—")) or re.search(r"[.!?][”\"’]$", before):
        return False  # the last case: a quoted sentence before it that the splitter did not end
    words_before = re.sub(rf"\b(?:{SPEECH_VERBS})\b.*", "", before)
    return bool(before) and not re.search(rf"\b(?:{SPEECH_VERBS})\b\s*[:,]?\s*$", before) and len(words_before.split()) >= 1


Found = tuple[str | None, str | None]  # (speaker as printed or described, entity key)


def _speaker(context: _Context, partial: bool) -> Found:
    """(speaker as printed or described, mention key for the entity index or None): the first
    rule of `_SPEAKER_RULES` that answers. When the speaker is not named next to the quote (a
    pronoun, a quote going on, an introduction in an earlier sentence), `context.inferred` says so."""
    for rule in _SPEAKER_RULES:
        found = rule(context, partial)
        if found is not None:
            return found
    return None, None


def _named(found: Found) -> Found | None:
    """A rule's answer only when it names someone: otherwise the next rule is asked."""
    return found if found[0] else None


def _attribution_after(context: _Context, partial: bool) -> Found | None:
    """"“…,” said Jane Doe" or "“…,” Jane Doe said" right after the quote (a partial quote
    takes the second form only when a comma closes it)."""
    after = context.masked[context.span.end:]
    attributions = [_AFTER_VERB_NAME.match(after)]
    quoted = context.masked[context.span.start:context.span.end]
    if not partial or after.lstrip().startswith(",") or quoted.rstrip(_CLOSERS).endswith(","):
        attributions.insert(0, _AFTER_NAME_VERB.match(after))
    for match in attributions:
        if match and partial and match.re is _AFTER_NAME_VERB and _CONTENT_CLAUSE.match(after, match.end()) \
                and match.group("who").strip().lower() not in _PRONOUNS \
                and not _OBJECT_VERB.search(after, 0, match.end()):  # "his friend told the Post": the listener
            continue  # "as X claimed that “…,” a prosecutor said the cases differ": that verb has words of its own
            # (but in "X admitted that “…,” he claimed they never met", he is X)
        if match and not re.search(r"[“\"]", match.group("who")) and len(match.group("who")) <= QUOTES.max_speaker_phrase:
            offset = context.span.end + match.start("who")
            who = _RELATIVE_CLAUSE.split(match.group("who"))[0] if match.re is _AFTER_VERB_NAME else match.group("who")
            found = _named(context.who(who, offset, context.sentence_at(offset)))
            if found:
                return found
    return None


def _attribution_before(context: _Context, partial: bool) -> Found | None:
    """"Jane Doe said: “…”" or "Said Jane Doe, “…”" before a whole quote; the second, set off
    by commas, before a partial one too ("Because of the schedule, explained Rosenberg, “…”")."""
    for pattern in (_BEFORE_INVERTED,) if partial else (_BEFORE, _BEFORE_INVERTED):
        match = pattern.search(context.clause)
        if match:
            found = _named(context.who(match.group("who"), context.sentence.start + match.start("who")))
            if found:
                return found
    return None


def _named_at_colon(context: _Context, partial: bool) -> Found | None:
    """"… doesn't surprise pollster Dana Shaw: “…”": the person whose name ends at the colon."""
    clause = context.clause.rstrip()
    return context.named_before(len(clause) - 1) if not partial and clause.endswith(":") else None


def _subject_handing_on(context: _Context, partial: bool) -> Found | None:
    """"Sanders responded with a phrase: “…”", "…, saying “…”": the sentence's subject."""
    if partial or not (context.clause.rstrip().endswith(":") or _PARTICIPLE_BEFORE.search(context.clause)):
        return None
    return context.subject(context.sentence, context.span.start - context.sentence.start)


def _attribution_at_sentence_end(context: _Context, partial: bool) -> Found | None:
    """"“…” for the third time, Jane Doe said." or "…, said the agency's director, Jane Doe, on
    Monday.": a speaker closing the sentence."""
    rest = context.masked[context.span.end: context.sentence.end]
    for pattern in (_SENTENCE_END, _SENTENCE_END_INVERTED):
        match = pattern.search(rest)
        if match and (partial or not re.search(r"[“\"]", rest[:match.start()])):
            who = match.group("who")
            if pattern is _SENTENCE_END_INVERTED:  # "said the banker who knows Ann Lee": not Ann Lee
                who = _RELATIVE_CLAUSE.split(who)[0]
            found = _named(context.who(who, context.span.end + match.start("who")))
            if found:
                return found
    return None


def _introduced_before(context: _Context, partial: bool) -> Found | None:
    """"Cruz continued:" ¶ "“…”": a quote opening its sentence, introduced by the one before."""
    if partial or context.clause.strip():
        return None
    introduced = context.introduced_before()
    if introduced:
        context.inferred = True
    return introduced


def _dash_credit(context: _Context, partial: bool) -> Found | None:
    """"“…” — Maria Lopez, Dayton": a credit line kept with its quote."""
    match = _DASH_CREDIT.match(context.masked[context.span.end:])
    return _credited(match.group("who")) if match else None


def _according_to(context: _Context, partial: bool) -> Found | None:
    """"According to Jane Doe, “…”" right before the quote, or "“…”, according to Jane Doe"
    within the next 200 characters."""
    before = _ACCORDING_BEFORE.search(context.clause)
    if before:
        return _named(context.who(before.group("who"), context.sentence.start + before.start("who")))
    match = _ACCORDING.search(context.masked[context.span.end: context.span.end + 200])
    return _named(context.who(match.group("who"), context.span.end + match.start("who"))) if match else None


def _owner_of_the_words(context: _Context, partial: bool) -> Found | None:
    """"Peskov's assertion that forces “do not use” it": the owner of the words."""
    owner = list(_POSSESSED_WORDS.finditer(context.clause)) if partial else []
    if not owner:
        return None
    return context.who(owner[-1].group("who"), context.sentence.start + owner[-1].start("who"))


def _subject_of_judging_verb(context: _Context, partial: bool) -> Found | None:
    """"Guterres called it “completely unacceptable”": the subject of the verb that puts the
    phrase in someone's mouth; the first verb with a speaker before it ("In a statement, Cruz
    said"), and no speaker at all when none has one."""
    clause = context.clause
    verbs = list(_JUDGING.finditer(clause)) if partial else []
    if not verbs:
        return None
    last = verbs[-1]
    if len(verbs) > 1 and not last.group().endswith("ing") and _GOVERNED.fullmatch(clause, last.end()):
        subject = _subject_named_before(context, clause, verbs[-2].end(), last.start())
        if subject:  # "X said Y had called it “…”", "X tweeted after Y argued that “…”": Y's words
            return subject.key, subject.key
    begin = max(clause.rfind(", and ", 0, last.start()), clause.rfind("; ", 0, last.start()))
    begin = begin + 2 if begin >= 0 else 0
    begin = max([begin, *(m.end() for m in _CLAUSE_BREAK.finditer(clause, 0, last.start()))])  # ", while Y urged"
    ended = max((m.end() for m in _QUOTE_ENDED.finditer(clause, 0, last.start())), default=0)
    begin = max(begin, ended)  # '“…,” Kiedis said, noting …': not a name inside the quote before
    # '“…,” said an official who … and described it as “…”': the official (when "said" is the
    # last verb, the phrase is its own)
    inverted = _INVERTED_AFTER_QUOTE.match(clause, begin) if begin and begin == ended else None
    if inverted and inverted.end() <= last.start():
        begin = inverted.end()
    opening = _OPENING_CLAUSE.match(clause)
    if opening and begin < opening.end() < last.start():
        begin = opening.end()  # "When X and Y agreed on it, the group called …": the main clause's subject
    verbs = [v for v in verbs if v.start() >= begin] or verbs
    after_begin = [v for v in verbs if v.start() >= begin]
    if not clause[begin:after_begin[0].start()].strip():
        begin, after_begin = 0, verbs
    for verb in after_begin:
        found = _named(context.who(clause[begin:verb.start()], context.sentence.start + begin))
        if found:
            return found
    return None, None


def _subject_named_before(context: _Context, clause: str, start: int, verb: int) -> Mention | None:
    """The person named as the subject of a verb (at `verb` in the clause) that follows another
    speech verb (ending at `start`): a name opening a clause of its own ("… that Y", "… after Y",
    "…, and Y"), then at most an aside in commas and auxiliaries ("Y, whom she beat, had")."""
    for mention in context.mentions:  # (a mention's offsets are the sentence's, as the clause's are)
        if mention.anchor == context.sentence.anchor and start <= mention.start and mention.end <= verb \
                and _kind_of(mention) in ("person", "unknown") and _OPENS_CLAUSE.search(clause, start, mention.start) \
                and _SUBJECT_TO_VERB.fullmatch(clause, mention.end, verb):
            return mention
    return None


def _person_before_phrase(context: _Context, partial: bool) -> Found | None:
    """A phrase quoted in a sentence that names a person before it: the first person of the
    phrase's own clause ("X signed an order, while Y proposed we “…”": Y), past an opening
    comparison or participle ("Like Corker, Menendez argued that …", "Introduced by the sheriff,
    Lane spoke of …"); else the first person of the sentence. Not for a phrase shorter than
    QUOTES.min_uncued_words: read on real news, half of those are the writer's own words."""
    if not partial or context.words < QUOTES.min_uncued_words:
        return None
    quote_at = context.span.start - context.sentence.start
    people = [m for m in context.mentions if m.anchor == context.sentence.anchor and m.start < quote_at
              and _kind_of(m) == "person" and not _modifier(m, context.sentence.text)]
    for start in (*_clause_starts(context.clause, people), 0):
        after = [m for m in people if m.start >= start]
        if after:
            return after[0].key, after[0].key
    return None


def _clause_starts(clause: str, people: list[Mention]) -> list[int]:
    """Where the clause holding the end of `clause` may start, nearest first: after the last
    ", while" (", but", ", whereas", ", although", ", though", ";"), and after an opening
    comparison or participle phrase that names no one at its start ("According to X," says who
    speaks: it is not passed)."""
    starts = [m.end() for m in _CLAUSE_BREAK.finditer(clause)][-1:]
    opening = _OPENING_PHRASE.match(clause)
    verb = opening.group("verb") if opening else None
    if opening and not any(m.start == 0 for m in people) and (not verb or (is_known(verb.lower()) and verb != "According")):
        starts.append(opening.end())
    return starts


def _phrase_after_a_quote(context: _Context, partial: bool) -> Found | None:
    """"“…,” Clinton has said. That makes her “a trustworthy person.”": a phrase quoted in the
    sentence right after a quote, naming nobody, goes on with that quote's speaker; any other
    phrase has no speaker."""
    if not partial:
        return None
    sentence, before = context.sentence, context.previous()
    earlier = [q for q in context.quotes if before is not None and q.anchor == before.anchor and q.speaker
               and before.paragraph == sentence.paragraph]
    if earlier and not any(m.anchor == sentence.anchor for m in context.mentions):
        context.inferred = True
        return earlier[-1].speaker, earlier[-1].speaker_key
    return None, None


def _quote_going_on(context: _Context, partial: bool) -> Found | None:
    """A whole quote with no attribution of its own goes on with the phrase quoted in the
    sentence just before it ("Brun said the pier was “in no way ready …,” a worry of hers.
    “If the pier goes …”"), else with the last whole quote of this paragraph or the one before."""
    before = None if context.clause.strip() or context.words < QUOTES.min_statement_words \
        else context.previous()  # a statement opening its sentence
    phrases = [q for q in context.quotes if before is not None and q.anchor == before.anchor
               and before.paragraph == context.sentence.paragraph]
    if phrases and phrases[-1].partial and phrases[-1].speaker and not phrases[-1].speaker_inferred:
        context.inferred = True
        return phrases[-1].speaker, phrases[-1].speaker_key
    reach = context.span.paragraph - 1
    if reach > 0 and _a_pause(context, reach):
        reach -= 1  # "“…,” Miller said. ¶ She pauses. ¶ “…”": the speech goes on over the pause
    previous = [q for q in context.quotes if q.paragraph >= reach and not q.partial]
    if previous and previous[-1].speaker:
        context.inferred = True
        opener = context.opened_by_person()
        if opener and opener[1] != previous[-1].speaker_key:
            return opener  # "Clinton touted her credentials. “…”": the person the paragraph turned to
        return previous[-1].speaker, previous[-1].speaker_key
    return None


def _a_pause(context: _Context, paragraph: int) -> bool:
    """A paragraph of a few words that states something, names no one and quotes nothing ("She
    pauses.", "Pause.", "He laughs."; not the writer's "Huh?"): a pause in the speech around
    it, not a turn to someone else."""
    text = context.paragraphs[paragraph].text.strip()
    anchors = {s.anchor for s in context.sentences if s.paragraph == paragraph}
    return len(text.split()) <= QUOTES.max_pause_words and text.endswith(".") and not re.search(r"[“”\"]", text) \
        and not any(m.anchor in anchors for m in context.mentions)


# How a quote's speaker is found, first answer wins: the attributions news writing uses next
# to a quote, then credits and "according to", then (for a phrase quoted within a sentence)
# the sentence's own subject, then a quote going on from the one before.
_SPEAKER_RULES: tuple[Callable[[_Context, bool], Found | None], ...] = (
    _attribution_after,
    _attribution_before,
    _named_at_colon,
    _subject_handing_on,
    _attribution_at_sentence_end,
    _introduced_before,
    _dash_credit,
    _according_to,
    _owner_of_the_words,
    _subject_of_judging_verb,
    _person_before_phrase,
    _phrase_after_a_quote,
    _quote_going_on,
)


# Verbs by which a writer puts a phrase in someone's mouth: "called it “...”".
_JUDGING = re.compile(rf"\b(?:{SPEECH_VERBS}|suggested|called|calling|described|describing|denounced|denouncing|"
                      r"condemned|condemning|accused|accusing|branded|termed|labelled|labeled|dismissed|vowed|"
                      r"promised|pledged|appealed|appealing|demanded|refuting|assertion|statement|saying|warning|"
                      r"urging|claiming|insisting|adding|declaring|dubbed|dubbing|referred|referring|telling|asking|arguing)\b")

_POSSESSED_WORDS = re.compile(
    r"(?P<who>(?:[A-Z][\w-]*\s+){0,4}[A-Z][\w-]*)[’']s\s+(?:assertion|statement|claim|remarks|words|comments|"
    r"denial|insistence|argument|message|warning)\b")
# what lies between a verb and the phrase it puts in someone's mouth: its object ("called the
# vote “…”", "argued that “…”"), with no comma or other mark ending its clause before the phrase
_GOVERNED = re.compile(r"[^,;:—–()“”\"]{0,80}")
_OPENS_CLAUSE = re.compile(r"(?:\b(?:that|after|before|when|as|while|because|since|once|until|and)|,)\s+$")
_SUBJECT_TO_VERB = re.compile(r"(?:,[^,“”\"]{1,80},)?\s*(?:(?:had|has|have|would|will|also|then|later|once|previously|"
                              r"repeatedly|just|even|had\s+long)\s+)*")
_INVERTED_AFTER_QUOTE = re.compile(rf"[”\"’']?\s*(?:{SPEECH_VERBS})\s+")  # '“…,” said X who …'
_QUOTE_ENDED = re.compile(r"[,.?!][”\"]")  # the close of a full quote, before its attribution
# A sentence opening with a clause of its own, set off by a comma: "In what may be a rare
# moment of accord between X and Y, …", "When X said so, …" (not "In a statement, X said").
_OPENING_CLAUSE = re.compile(r"^\s*(?:In what|When|Whenever|After|Although|Though|Because|Since|While|Before|Until|"
                             r"Once|Unless|If)\b[^,;“”\"]*,\s+")
_CONNECTIVE = re.compile(r"^(?:(?:and|but|while|as|so|that|then|also|even|yet|now|later)\s+)+", re.IGNORECASE)


def _without_dateline(paragraph: str) -> str:
    """The paragraph with its dateline blanked ("PORTLAND, May 3 (UPI) — …"): the agency that
    filed the report never says what the report quotes."""
    rest = read_dateline(paragraph)[2]
    return " " * (len(paragraph) - len(rest)) + rest


class _Context:
    """What resolving one quote's speaker needs to look at."""

    def __init__(self, text: str, span: _Span, sentence: Sentence, sentences: list[Sentence], order: dict[str, int],
                 mentions: list[Mention], quotes: list[Quote], paragraphs: list[Paragraph]) -> None:
        self.text, self.span, self.sentence = text, span, sentence
        self.sentences, self.mentions, self.quotes, self.paragraphs = sentences, mentions, quotes, paragraphs
        self.order = order  # sentence anchor -> its index in `sentences`
        self.inferred = False  # the speaker was found away from the quote (a pronoun, an earlier sentence)
        # "Sen. Jane Doe" reads as one phrase, a dateline as nothing; offsets unchanged
        self.masked = _without_dateline(mask_abbreviations(text))
        self.clause = self.masked[sentence.start: span.start]  # the quote's sentence up to the quote

    @cached_property
    def words(self) -> int:
        """How many words the quoted span holds (the rules that weigh a short phrase ask)."""
        return len(_inner(self.text, self.span).split())

    def sentence_at(self, offset: int) -> Sentence:
        """The sentence of the quote's paragraph holding `offset` (an attribution the splitter
        cut off from its quote: "“… today?” Dorsey, a retired worker, said"), else the quote's."""
        return next((s for s in self.sentences if s.paragraph == self.sentence.paragraph and s.start <= offset < s.end),
                    self.sentence)

    def who(self, phrase: str, offset: int, sentence: Sentence | None = None) -> tuple[str | None, str | None]:
        """Turn the words naming a speaker into (printed speaker, entity key); `offset` is where
        the phrase starts in the paragraph of `sentence` (the quote's own by default)."""
        if sentence is not None and sentence is not self.sentence:
            saved, self.sentence = self.sentence, sentence
            try:
                return self.who(phrase, offset)
            finally:
                self.sentence = saved
        phrase = unmask(phrase)
        relative = _RELATIVE_END.search(phrase)
        if relative:  # "a tweet quoting host Stuart Vine, who said": the name just before "who"
            end = offset - self.sentence.start + relative.start()
            named = [m for m in self.mentions if m.anchor == self.sentence.anchor and end - 1 <= m.end <= end
                     and _can_speak(m)]
            if named:
                return named[-1].key, named[-1].key
        chunk = self._speaking_chunk(phrase, offset)
        if not chunk:  # "X said …, and called him “…”": the verbs share the sentence's subject
            start = offset - self.sentence.start
            return (self.subject(self.sentence, start) or (None, None)) if start > 0 and phrase.strip() else (None, None)
        if chunk == "I":
            return None, None  # the writer, whom the text does not name: never the last person named
        if chunk.lower() in _PRONOUNS:
            return self.antecedent(_PRONOUNS[chunk.lower()], chunk)
        return self._named_by(chunk, phrase.find(chunk) + offset - self.sentence.start)

    def _speaking_chunk(self, phrase: str, offset: int) -> str:
        """Of the chunks of the words before a speech verb (set off by commas or dashes), the one naming the
        speaker: the chunk next to the verb when a name opens it ("After X criticised Y, Hillary
        shot back"), else the chunk that names a person ("Marty West, a professor who worked for
        Sen. X, said"), else the chunk next to the verb, skipping appositions ("Justin Bronk, a
        research fellow, said"); ages and clause openers are never the speaker."""
        chunks = [c.strip() for c in _ASIDE.split(phrase) if c.strip() and not _AGE_OR_NUMBER.match(c.strip())
                  and not _CLAUSE_OPENER.match(c.strip())]
        named = [c for c in chunks if not re.match(r"(?:who|which|a|an|speaking|on)\b", c, re.IGNORECASE)]
        at = {c: phrase.find(c) + offset - self.sentence.start for c in chunks}

        def opens_with_name(chunk: str, whole: bool = False) -> bool:
            bare = _CONNECTIVE.sub("", chunk)
            return self._name_opens(bare, at[chunk] + len(chunk) - len(bare), whole=whole)

        subjects = [c for c in named if opens_with_name(c, whole=True)]
        if len(subjects) > 1 and subjects[-1] == named[-1] and self._may_be_person(subjects[-1], at[subjects[-1]]):
            subjects = subjects[-1:]  # "Cruz, Blackwell wrote": two names, the person next to the verb speaks
        people = [c for c in chunks if self._person_opens(c, at[c]) and ": " not in c]  # (not "X has a card: he …")
        if named and opens_with_name(named[-1]):
            people = [named[-1]]
        described = [c for c in chunks if not _RELATIVE.match(c)]  # "An official, speaking on condition …, said"
        return _CONNECTIVE.sub("", (subjects[:1] or people[:1] or named or described or chunks or [""])[-1] + " ").strip()

    def _named_by(self, chunk: str, start: int) -> tuple[str | None, str | None]:
        """The speaker a chunk names (`start`: its offset in the sentence): the first person
        named, else the first name, that is not a modifier; a role ("the spokesman") resolved to
        the person the article gave it; else the chunk as a description."""
        inside = [m for m in self.mentions if m.anchor == self.sentence.anchor
                  and start - 1 <= m.start and m.end <= start + len(chunk) + 1 and _can_speak(m)]
        words = chunk.lower().split()
        if inside:
            ordered = sorted(inside, key=lambda m: (_kind_of(m) != "person", m.start))
            for mention in ordered:
                rest = chunk[chunk.find(mention.name) + len(mention.name):].strip() if mention.name in chunk else ""
                possessive = _POSSESSIVE.match(rest)
                rest = rest[possessive.end():] if possessive else rest
                head = rest.split()[0] if rest else ""
                if not _modifies(head) and not (possessive and head[:1].isalpha()):  # "Weber’s German lawyer"
                    return mention.key, mention.key
            # every name modifies a noun: "Ukraine intelligence", "Putin’s spokesman": not the name's bearer
            return _description(chunk), None
        if words and words[-1].strip(".") in _ROLE_HEADS:
            if words[0] == "the":
                return self.introduced(words[-1]) or (self.role_holder(chunk) or (chunk, None))
            return chunk, None
        return _description(chunk), None

    def _name_opens(self, chunk: str, start: int, whole: bool = False) -> bool:
        """Whether the chunk opens with the name of someone who can speak: not a place, and
        not a name that modifies a noun ("Romney’s deputy", "Ukraine intelligence"); with
        `whole`, only when the name is (almost) the whole chunk: the subject of "X, …, said"."""
        for m in self.mentions:
            if m.anchor == self.sentence.anchor and start - 1 <= m.start <= start + 1 and _can_speak(m):
                rest = chunk[chunk.find(m.name) + len(m.name):] if m.name in chunk else ""
                head = rest.split()[0] if rest.split() else ""
                if (whole and len(rest.split()) > 2) or (_kind_of(m) == "place" and not (whole and not rest.strip())):
                    continue  # a place speaks only as the whole subject: "Clinton, at a rally in Ohio, said"
                if not _POSSESSIVE.match(rest) and not _modifies(head):
                    return True
        return False

    def _may_be_person(self, chunk: str, start: int) -> bool:
        """Whether the chunk is a person's name, or a name nothing else tells the kind of (a
        surname first met as the subject of "said": "Hale, Quist said, has …"), not a place's."""
        return self._person_opens(chunk, start) or any(
            m.anchor == self.sentence.anchor and start - 1 <= m.start <= start + 1 and _kind_of(m) == "unknown"
            for m in self.mentions)

    def _person_opens(self, chunk: str, start: int) -> bool:
        """Whether a person's name begins the chunk (after an age or a title) or ends it
        ("(Ada Marsh, who founded the league, once said")."""
        end = start + len(chunk)
        return any(m.anchor == self.sentence.anchor and start - 1 <= m.start and m.end <= end + 1
                   and (m.start <= start + len(chunk) // 2 or m.end >= end - 1) and _kind_of(m) == "person"
                   and not _possessor(m, self.sentence.text)  # "Weber’s lawyer" is not Weber
                   for m in self.mentions)

    def subject(self, sentence: Sentence, limit: int) -> tuple[str, str | None] | None:
        """The subject of a sentence that hands a quote on with a colon or "saying": the words
        before its main clause's speech verb, the last that is not a participle ("As X tried to
        discuss …, Sanders responded with a phrase:"; "even a senior party adviser said …,
        saying"), else the first person it names before `limit`."""
        clause = mask_abbreviations(sentence.text[:limit])
        verbs = list(_SPEECH_VERB.finditer(clause))
        finite = [v for v in verbs if not v.group().endswith("ing")]
        verb = finite[-1] if finite else (verbs[0] if verbs else None)
        named = _named(self.who(clause[:verb.start()], sentence.start, sentence)) if verb else None
        if named:
            return named  # type: ignore[return-value]
        people = [m for m in self.mentions if m.anchor == sentence.anchor and m.end <= limit and _kind_of(m) == "person"]
        return (people[0].key, people[0].key) if people else None

    def previous(self) -> Sentence | None:
        """The sentence before the quote's, if any."""
        here = self.order[self.sentence.anchor]
        return self.sentences[here - 1] if here else None

    def opened_by_person(self) -> tuple[str, str] | None:
        """The person opening the sentence just before the quote's, in its paragraph and with no
        quote of its own ("Clinton touted her credentials. “…”")."""
        previous = self.previous()
        if previous is None or previous.paragraph != self.sentence.paragraph or \
                any(q.anchor == previous.anchor for q in self.quotes):
            return None
        first = [m for m in self.mentions if m.anchor == previous.anchor and m.start == 0 and _kind_of(m) == "person"]
        return (first[0].key, first[0].key) if first else None

    def named_before(self, colon: int) -> tuple[str, str] | None:
        """The person whose name ends right at a colon (`colon`: its offset in the sentence)."""
        for m in self.mentions:
            if m.anchor == self.sentence.anchor and colon - 1 <= m.end <= colon and _kind_of(m) == "person":
                return m.key, m.key
        return None

    def introduced_before(self) -> tuple[str, str] | None:
        """A quote opening a sentence right after one that introduces it ("Cruz continued:",
        "Clinton released the following statement:", "Lau said in a statement."): the last
        person named there; after one of its paragraph that a person opens with a speech verb
        ("Brun recalled how … . “…”"): that person; or right after a quote of its paragraph and
        that quote's attribution ("“…,” said Doyle, whose state is a target. “…”"): the same
        speaker."""
        previous = self.previous()
        if previous is None:
            return None
        masked = mask_abbreviations(previous.text)
        earlier = [q for q in self.quotes if q.anchor == previous.anchor and q.speaker]
        if earlier and previous.paragraph == self.span.paragraph and not earlier[-1].speaker_inferred \
                and _SPEECH_VERB.search(re.split(r"[”\"]", masked)[-1]):
            return earlier[-1].speaker, earlier[-1].speaker_key  # type: ignore[return-value]
        if not earlier and previous.paragraph == self.span.paragraph:
            for m in self.mentions:
                if m.anchor == previous.anchor and m.start == 0 and _kind_of(m) == "person" \
                        and _SPEECH_VERB.match(masked, m.end + 1):
                    return m.key, m.key
        if previous.paragraph < self.span.paragraph - 1 or (not _INTRODUCING_END.search(masked)
                                                             and not previous.text.rstrip().endswith(":")):
            return None
        if earlier:  # '“…,” Trump told a magazine. “…”': the same speaker goes on
            return earlier[-1].speaker, earlier[-1].speaker_key  # type: ignore[return-value]
        found = self.subject(previous, len(previous.text)) if _SPEECH_VERB.search(masked) else None
        if found and found[1]:
            return found  # type: ignore[return-value]
        people = [m for m in self.mentions if m.anchor == previous.anchor and _kind_of(m) == "person"]
        if people:
            return people[-1].key, people[-1].key
        return found if found and found[0] else None  # type: ignore[return-value]  # "as the X website notes:"

    def antecedent(self, kind: str, pronoun: str) -> tuple[str | None, str | None]:
        """The person (or, for "it", organisation) a pronoun stands for, in the nearest sentence
        that gives one: the speaker of its quote ("“…,” said X. He added …"; not a body the
        sentence names), its subject, a role it was called by, or the last speaker."""
        self.inferred = True
        here = self.order[self.sentence.anchor]
        for index in range(here, max(-1, here - 4), -1):
            sentence = self.sentences[index]
            limit = self.span.start - sentence.start if index == here else len(sentence.text)
            said = [q for q in self.quotes if q.anchor == sentence.anchor and q.speaker_key]
            bodies = {m.key for m in self.mentions if m.anchor == sentence.anchor and _kind_of(m) != "person"}
            spoken = [q for q in said if q.speaker_key not in bodies]
            if spoken and index < here and kind != "organisation":
                return spoken[-1].speaker, spoken[-1].speaker_key
            subjects = [m for m in self.mentions if m.anchor == sentence.anchor and m.start < limit
                        and _kind_of(m) in ((kind,) if kind != "any" else ("person", "organisation"))
                        and not _modifier(m, sentence.text)]
            # a possessor only when no one else is named: "X’s lawyer, Y, said that he …" is Y, but in
            # "X’s statement. He …", X
            subjects = [m for m in subjects if not _possessor(m, sentence.text)] or subjects
            if subjects:
                return subjects[0].key, subjects[0].key
            holder = self.role_holder(sentence.text[:limit])
            if holder and kind != "organisation":
                return holder
            if said:
                return said[-1].speaker, said[-1].speaker_key
        previous = next((q for q in reversed(self.quotes) if q.speaker), None)
        return (previous.speaker, previous.speaker_key) if previous else (None, None)

    def role_holder(self, text: str) -> tuple[str, str] | None:
        """ "The Ukrainian president said": the person the article gave that role."""
        match = re.search(r"\b[Tt]he\s+(?:(?P<mod>[A-Z][\w-]*)\s+)?(?P<head>[a-z-]+)\b", text)
        if not match or match.group("head") not in TITLE_WORDS:
            return None
        head, modifier = match.group("head"), (match.group("mod") or "").lower()
        holders = [m for m in self.mentions if any(head in r.lower() for r in m.roles)
                   and all(modifier in r.lower() or not r.split()[0][0].isupper() or r.split()[0].lower() == head
                           for r in m.roles if head in r.lower())]
        if not holders:
            return None
        # the most mentioned; on a tie the first named (never a set's order, which changes per run)
        key = max(dict.fromkeys(m.key for m in holders), key=lambda k: sum(m.key == k for m in self.mentions))
        return key, key

    def introduced(self, head: str) -> tuple[str, None] | None:
        """ "the official" -> the description that introduced them ("A senior US defence official")."""
        pattern = re.compile(rf"\b(?:[Aa]n?|[Oo]ne)\s+(?:[\w-]+\s+){{0,4}}{head}\b")
        here = self.order[self.sentence.anchor]
        for sentence in reversed(self.sentences[:here + 1]):
            match = pattern.search(sentence.text)
            if match:
                return match.group(0), None
        return None


_CLAUSE_OPENER = re.compile(r"^(?:after|when|while|although|though|because|if|since|before|during|following|asked|like|unlike|"
                            r"in an? |at an? |on an? |according)\b", re.IGNORECASE)
_AGE_OR_NUMBER = re.compile(r"^(?:\d+|\d+-year-old|aged \d+)$")
_DETERMINERS = frozenset({"the", "a", "an", "this", "these", "one", "another", "two", "three", "several", "some", "his",
                          "her", "its", "their"})


def _in_quotation(before: str) -> bool:
    """Whether a name after these words of its sentence is inside quotation marks (a title, or
    someone's words): '… the blockbuster "Star Wars" sequel' names no speaker."""
    return sum(before.count(mark) for mark in '“”"') % 2 == 1  # straight and curly marks are mixed in real copy


def _can_speak(mention: Mention) -> bool:
    """Documents and events are quoted from, they do not speak ("the Sharon Statement")."""
    return mention.name.split()[-1].lower() not in DOCUMENT_WORDS


def _modifier(mention: Mention, sentence: str) -> bool:
    """A name between an article and the noun it modifies ("of the Clinton campaign", "the
    Obama administration"): it names no one who speaks or whom a pronoun stands for."""
    rest = sentence[mention.end:].split(maxsplit=1)
    return bool(rest) and rest[0][:1].islower() and bool(_ARTICLE_BEFORE.search(sentence, 0, mention.start)) \
        and _modifies(rest[0].rstrip(",.;:!?”’\"'"))


def _possessor(mention: Mention, sentence: str) -> bool:
    """A name in the possessive ("Weber’s lawyer"): the mention's span may hold the "’s"."""
    return sentence[mention.start:mention.end].endswith(("’s", "'s")) or bool(_POSSESSIVE.match(sentence, mention.end))


_POSSESSIVE = re.compile(r"[’']s\b")
_RELATIVE_END = re.compile(r",?\s+who\s*$")
_RELATIVE = re.compile(r"(?:who|which|whose|speaking)\b", re.IGNORECASE)  # an aside, not a speaker
_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an)\s+$", re.IGNORECASE)


def _modifies(head: str) -> bool:
    """Whether the word after a name makes the name a modifier ("Ukraine intelligence",
    "Latino Decisions researcher"), rather than ending it ("Vladeck of", "Lazar said")."""
    return head.islower() and head not in _NOT_NOUNS and head not in STOPWORDS and head not in SPEECH_VERB_FORMS \
        and not head.endswith(("ed", "ing")) and not is_adverb(head) and head not in IRREGULAR_PAST


def _credited(phrase: str) -> tuple[str, str | None]:
    """A dash credit under a quote: the name, without where the person is from."""
    name = phrase.split(",")[0].strip()
    return (name, name) if name[:1].isupper() else (name, None)


_CLAUSE_VERBS = IRREGULAR_PAST | {"appears", "appeared", "seems", "seemed"}  # a description ends before them
_AUXILIARY_TAIL = re.compile(r"(?:\s+(?:is|are|was|were|has|have|had|been|being|will|would|also|still|now))+\s*$",
                             re.IGNORECASE)


def _past_with_object(words: list[str], i: int) -> bool:
    """A regular verb in the past with its object after it ("issued a", "released the"): the
    clause's verb, where an -ed word before a noun describes ("a retired worker")."""
    return words[i].lower().endswith("ed") and i + 1 < len(words) and words[i + 1].lower() in _DETERMINERS


def _description(phrase: str) -> str | None:
    """An unnamed speaker as the text describes them ("a senior US defence official",
    "Putin’s spokesman"), or None when the words are a clause rather than a description:
    no speaker is better than a wrong one."""
    phrase = _AUXILIARY_TAIL.sub("", phrase)  # "the group is (calling on …)": the group
    words = phrase.split()
    relative = next((i for i, w in enumerate(words) if i and w.lower() in _RELATIVE_PRONOUNS), len(words))
    words = words[:relative]  # "a former official (who oversaw investigations)"
    verb = next((i for i, w in enumerate(words) if i and (w.lower() in _CLAUSE_VERBS or _past_with_object(words, i))),
                len(words))
    words = words[:verb]  # "The Florida senator (took a heckler in stride)", "His office (issued a)"
    if len(words) > 1 and is_adverb(words[-1]):
        words = words[:-1]  # "the editorial board (recently)"
    phrase = " ".join(words)
    if not words or len(words) > QUOTES.max_description_words or phrase.lower() in _PRONOUNS or phrase == "I":
        return None
    if words[0].lower() in _DETERMINERS:
        return phrase  # "a senior US defence official"
    names = 0
    while names < len(words) and (words[names][:1].isupper() or words[names].lower() in ("of", "and", "&")):
        names += 1
    heads = words[names:]
    if names and len(heads) <= 3 and all(w.lower() not in STOPWORDS and not w.endswith(("ed", "ing")) and not is_adverb(w)
                                         for w in heads):
        return phrase  # "Putin’s spokesman", "Ukraine intelligence", a name the index missed
    return None


_RELATIVE_PRONOUNS = frozenset({"who", "whom", "whose", "which", "that"})
_RELATIVE_CLAUSE = re.compile(rf"\s+(?:{'|'.join(sorted(_RELATIVE_PRONOUNS))})\s")  # what ends a described speaker
_NOT_NOUNS = frozenset({"had", "has", "have", "was", "were", "is", "also", "then", "again", "himself", "herself",
                        "later", "once", "who", "which", "and", "in", "on", "at", "to"})

def _kind_of(mention: Mention) -> str:
    """A quick kind for one mention (the index decides the final kind from all mentions)."""
    if not _can_speak(mention):
        return "document"
    votes = kind_votes(mention.cues)
    if len(mention.key.split()) >= 2 and "place:gazetteer" not in mention.cues:
        votes["person"] += 2  # a first name and a surname, unless stronger cues say otherwise ("Los Angeles")
    best = max(votes, key=lambda k: votes[k])
    return best if votes[best] else "unknown"
