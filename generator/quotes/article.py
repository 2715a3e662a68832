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
from dataclasses import replace

from generator.model import Mention, Paragraph, Quote, Sentence
from generator.quotes.context import (
    PRONOUNS,
    RELATIVE_PRONOUNS,
    SPEECH_VERB,
    Found,
    QuoteContext,
    kind_of,
    modifier,
    named_speaker,
)
from generator.quotes.marks import Span, find_quotes, quoted_words
from generator.text.lexicon import (
    SPEECH_PARTICIPLES,
    SPEECH_VERBS,
    mask_abbreviations,
)
from generator.text.words import is_known, title_case
from generator.thresholds import QUOTES

# The words naming a speaker after a quote, with an apposition: "Ann Lee, who served as the
# mayor’s chief of staff for six years, told the radio station".
# (Possessive spaces, and a name that starts with no space: a run of spaces is read once, never
# split every way between the quantifiers around it, which took seconds for 150 spaces.)
_AFTER_NAME_VERB = re.compile(
    rf"^\s*+[,.]?+\s*+(?P<who>(?:[^\s.!?“”\"][^.!?“”\"]{{0,{QUOTES.max_speaker_phrase - 1}}}?))\s++(?:{SPEECH_VERBS})\b")
_AFTER_VERB_NAME = re.compile(
    rf"^\s*+[,.]?+\s*+(?:{SPEECH_VERBS})\s++(?P<who>[^\W\d_][^,.!?;“”\"]{{1,80}})")
_BEFORE = re.compile(
    rf"(?P<who>[^.!?“”\"]{{0,89}}?[^\s.!?“”\"])\s++(?:{SPEECH_VERBS})(?:\s+\w+){{0,3}}?\s*(?:that\s*)?[:,]?\s*$")
_PARTICIPLE_BEFORE = re.compile(rf"\b(?:{SPEECH_PARTICIPLES})\s*[:,]?\s*$")  # "…, saying, “…"
_SENTENCE_END = re.compile(  # "…would have to “move to the middle,” Doyle said."
    rf",\s*(?P<who>[^,“”\"]{{2,90}}?)\s+(?:{SPEECH_VERBS})\b[^,“”\"]{{0,40}}[.!?]?\s*$")
_SENTENCE_END_INVERTED = re.compile(  # "…found “no sign of a leak,” …, said the port director, Ann Lee, on Monday."
    rf",\s*(?:{SPEECH_VERBS})\s+(?P<who>[^“”\"]{{2,120}}?)(?:,\s*(?:on|in|at|last|this|earlier)\b[^,“”\"]{{0,40}})?"
    rf"[.!?]?\s*$")
_DASH_CREDIT = re.compile(r"^\s*[-–—―]\s*(?P<who>[A-Z][^,.;:]{1,60})")  # "— Maria Lopez, Ohio"
_OBJECT_VERB = re.compile(r"\b(?:tell|tells|told|telling|ask|asks|asked|asking)$")  # whose object is the listener

# What opens the words a speech verb reports, after it: "said (that) the two cases differ".
_CONTENT_CLAUSE = re.compile(r"\s+(?:that|the|a|an|he|she|they|it|we|there|this|these|those|his|her|their)\b",
                             re.IGNORECASE)
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
_CLOSERS = "”\"’'"


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
        inner = " ".join(quoted_words(paragraphs[s.paragraph].text, s) for s in chain).strip()
        if not inner:
            continue
        partial = len(chain) == 1 and _partial(paragraphs[first.paragraph].text, first, sentence)
        if partial and (len(inner.split()) < QUOTES.min_partial_words or title_case(inner)):
            continue
        last_sentence = _sentence_of(sentences, last.paragraph, last.start)
        context = QuoteContext(paragraphs[last.paragraph].text, last, last_sentence, sentences, order, mentions, quotes,
                           paragraphs)
        speaker, key = _speaker(context, partial)
        if speaker is None and len(chain) > 1:  # nothing after a quote over paragraphs: look before its start
            context = QuoteContext(paragraphs[first.paragraph].text, first, sentence, sentences, order, mentions, quotes,
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


def _attributed_apart(paragraphs: list[Paragraph], open_span: Span, following: Span) -> bool:
    """Whether a quote left open at a paragraph's end is its own, and the next paragraph's quote
    another: the open one follows a speech verb in its paragraph ("“…,” Brun said. “…") and the
    next has an attribution of its own ("“…,” Brun said."). Writers who leave a quote open
    over paragraphs attribute it once; one who attributes both has closed the first in all but
    the mark."""
    before = mask_abbreviations(paragraphs[open_span.paragraph].text[:open_span.start])
    if not following.closed or not SPEECH_VERB.search(before):
        return False
    text = mask_abbreviations(paragraphs[following.paragraph].text)
    if not text[following.start:following.end].rstrip(_CLOSERS).endswith((",", "?", "!")):
        return False
    after = text[following.end:]
    return any(p.match(after) for p in (_AFTER_NAME_VERB, _AFTER_VERB_NAME))


def _sentence_of(sentences: list[Sentence], paragraph: int, offset: int) -> Sentence:
    candidates = [s for s in sentences if s.paragraph == paragraph and s.start <= offset + 1]
    return candidates[-1] if candidates else next(s for s in sentences if s.paragraph == paragraph)


def _partial(text: str, span: Span, sentence: Sentence) -> bool:
    """A quote inside a sentence of the writer's own words: "called it “unacceptable”"."""
    before = text[sentence.start: span.start].strip()
    if not before or before.endswith((":", "—")) or re.search(r"[.!?][”\"’']$", before):
        return False  # the last case: a quoted sentence before it that the splitter did not end
    words_before = re.sub(rf"\b(?:{SPEECH_VERBS})\b.*", "", before)
    return bool(before) and not re.search(rf"\b(?:{SPEECH_VERBS})\b\s*[:,]?\s*$", before) and len(words_before.split()) >= 1


def _speaker(context: QuoteContext, partial: bool) -> Found:
    """(speaker as printed or described, mention key for the entity index or None): the first
    rule of `_SPEAKER_RULES` that answers. When the speaker is not named next to the quote (a
    pronoun, a quote going on, an introduction in an earlier sentence), `context.inferred` says so."""
    for rule in _SPEAKER_RULES:
        found = rule(context, partial)
        if found is not None:
            return found
    return None, None


def _attribution_after(context: QuoteContext, partial: bool) -> Found | None:
    """"“…,” said Jane Doe" or "“…,” Jane Doe said" right after the quote (a partial quote
    takes the second form only when a comma closes it)."""
    after = context.masked[context.span.end:]
    attributions = [_AFTER_VERB_NAME.match(after)]
    quoted = context.masked[context.span.start:context.span.end]
    if not partial or after.lstrip().startswith(",") or quoted.rstrip(_CLOSERS).endswith(","):
        attributions.insert(0, _AFTER_NAME_VERB.match(after))
    for match in attributions:
        if match and partial and match.re is _AFTER_NAME_VERB and _CONTENT_CLAUSE.match(after, match.end()) \
                and match.group("who").strip().lower() not in PRONOUNS \
                and not _OBJECT_VERB.search(after, 0, match.end()):  # "his friend told the Post": the listener
            continue  # "as X claimed that “…,” a prosecutor said the cases differ": that verb has words of its own
            # (but in "X admitted that “…,” he claimed they never met", he is X)
        if match and not re.search(r"[“\"]", match.group("who")) and len(match.group("who")) <= QUOTES.max_speaker_phrase:
            offset = context.span.end + match.start("who")
            who = _RELATIVE_CLAUSE.split(match.group("who"))[0] if match.re is _AFTER_VERB_NAME else match.group("who")
            found = named_speaker(context.who(who, offset, context.sentence_at(offset)))
            if found and found[1] is None and match.re is _AFTER_VERB_NAME:
                found = _named_in_apposition(context, after, match.end("who")) or found
            if found:
                return found
    return None


# A name set off by commas after a description: "said the mayor, Ann Lee." (up to four capitalised words).
_APPOSITION = re.compile(r",\s*(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})\s*(?:[,.;]|$)")


def _named_in_apposition(context: QuoteContext, after: str, end: int) -> Found | None:
    """The person a description after the verb is set beside: "“…,” said the mayor of Tolva,
    Ann Lee." speaks as Ann Lee, not as the description."""
    match = _APPOSITION.match(after, end)
    if match is None:
        return None
    offset = context.span.end + match.start("name")
    found = context.who(match.group("name"), offset, context.sentence_at(offset))
    return found if found[1] else None


def _attribution_before(context: QuoteContext, partial: bool) -> Found | None:
    """"Jane Doe said: “…”" or "Said Jane Doe, “…”" before a whole quote; the second, set off
    by commas, before a partial one too ("Because of the schedule, explained Rosenberg, “…”")."""
    for pattern in (_BEFORE_INVERTED,) if partial else (_BEFORE, _BEFORE_INVERTED):
        match = pattern.search(context.clause)
        if match:
            found = named_speaker(context.who(match.group("who"), context.sentence.start + match.start("who")))
            if found:
                return found
    return None


def _named_at_colon(context: QuoteContext, partial: bool) -> Found | None:
    """"… doesn't surprise pollster Dana Shaw: “…”": the person whose name ends at the colon."""
    clause = context.clause.rstrip()
    return context.named_before(len(clause) - 1) if not partial and clause.endswith(":") else None


def _subject_handing_on(context: QuoteContext, partial: bool) -> Found | None:
    """"Sanders responded with a phrase: “…”", "…, saying “…”": the sentence's subject."""
    if partial or not (context.clause.rstrip().endswith(":") or _PARTICIPLE_BEFORE.search(context.clause)):
        return None
    return context.subject(context.sentence, context.span.start - context.sentence.start)


def _attribution_at_sentence_end(context: QuoteContext, partial: bool) -> Found | None:
    """"“…” for the third time, Jane Doe said." or "…, said the agency's director, Jane Doe, on
    Monday.": a speaker closing the sentence."""
    rest = context.masked[context.span.end: context.sentence.end]
    for pattern in (_SENTENCE_END, _SENTENCE_END_INVERTED):
        match = pattern.search(rest)
        if match and (partial or not re.search(r"[“\"]", rest[:match.start()])):
            who = match.group("who")
            if pattern is _SENTENCE_END_INVERTED:  # "said the banker who knows Ann Lee": not Ann Lee
                who = _RELATIVE_CLAUSE.split(who)[0]
            found = named_speaker(context.who(who, context.span.end + match.start("who")))
            if found:
                return found
    return None


def _introduced_before(context: QuoteContext, partial: bool) -> Found | None:
    """"Cruz continued:" ¶ "“…”": a quote opening its sentence, introduced by the one before."""
    if partial or context.clause.strip():
        return None
    introduced = context.introduced_before()
    if introduced:
        context.inferred = True
    return introduced


def _dash_credit(context: QuoteContext, partial: bool) -> Found | None:
    """"“…” — Maria Lopez, Dayton": a credit line kept with its quote."""
    match = _DASH_CREDIT.match(context.masked[context.span.end:])
    return _credited(match.group("who")) if match else None


def _according_to(context: QuoteContext, partial: bool) -> Found | None:
    """"According to Jane Doe, “…”" right before the quote, or "“…”, according to Jane Doe"
    within the next 200 characters."""
    before = _ACCORDING_BEFORE.search(context.clause)
    if before:
        return named_speaker(context.who(before.group("who"), context.sentence.start + before.start("who")))
    match = _ACCORDING.search(context.masked[context.span.end: context.span.end + 200])
    return named_speaker(context.who(match.group("who"), context.span.end + match.start("who"))) if match else None


def _owner_of_the_words(context: QuoteContext, partial: bool) -> Found | None:
    """"Peskov's assertion that forces “do not use” it": the owner of the words."""
    owner = list(_POSSESSED_WORDS.finditer(context.clause)) if partial else []
    if not owner:
        return None
    return context.who(owner[-1].group("who"), context.sentence.start + owner[-1].start("who"))


def _subject_of_judging_verb(context: QuoteContext, partial: bool) -> Found | None:
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
        found = named_speaker(context.who(clause[begin:verb.start()], context.sentence.start + begin))
        if found:
            return found
    return None, None


def _subject_named_before(context: QuoteContext, clause: str, start: int, verb: int) -> Mention | None:
    """The person named as the subject of a verb (at `verb` in the clause) that follows another
    speech verb (ending at `start`): a name opening a clause of its own ("… that Y", "… after Y",
    "…, and Y"), then at most an aside in commas and auxiliaries ("Y, whom she beat, had")."""
    for mention in context.mentions:  # (a mention's offsets are the sentence's, as the clause's are)
        if mention.anchor == context.sentence.anchor and start <= mention.start and mention.end <= verb \
                and kind_of(mention) in ("person", "unknown") and _OPENS_CLAUSE.search(clause, start, mention.start) \
                and _SUBJECT_TO_VERB.fullmatch(clause, mention.end, verb):
            return mention
    return None


def _person_before_phrase(context: QuoteContext, partial: bool) -> Found | None:
    """A phrase quoted in a sentence that names a person before it: the first person of the
    phrase's own clause ("X signed an order, while Y proposed we “…”": Y), past an opening
    comparison or participle ("Like Corker, Menendez argued that …", "Introduced by the sheriff,
    Lane spoke of …"); else the first person of the sentence. Not for a phrase shorter than
    QUOTES.min_uncued_words: read on real news, half of those are the writer's own words."""
    if not partial or context.words < QUOTES.min_uncued_words:
        return None
    quote_at = context.span.start - context.sentence.start
    people = [m for m in context.mentions if m.anchor == context.sentence.anchor and m.start < quote_at
              and kind_of(m) == "person" and not modifier(m, context.sentence.text)]
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


def _phrase_after_a_quote(context: QuoteContext, partial: bool) -> Found | None:
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


def _quote_going_on(context: QuoteContext, partial: bool) -> Found | None:
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


def _a_pause(context: QuoteContext, paragraph: int) -> bool:
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
_SPEAKER_RULES: tuple[Callable[[QuoteContext, bool], Found | None], ...] = (
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


def _in_quotation(before: str) -> bool:
    """Whether a name after these words of its sentence is inside quotation marks (a title, or
    someone's words): '… the blockbuster "Star Wars" sequel' names no speaker."""
    marks = sum(before.count(mark) for mark in '“”"') + before.count("''")  # marks are mixed in real copy
    return marks % 2 == 1


def _credited(phrase: str) -> tuple[str, str | None]:
    """A dash credit under a quote: the name, without where the person is from."""
    name = phrase.split(",")[0].strip()
    return (name, name) if name[:1].isupper() else (name, None)


_RELATIVE_CLAUSE = re.compile(rf"\s+(?:{'|'.join(sorted(RELATIVE_PRONOUNS))})\s")  # what ends a described speaker
