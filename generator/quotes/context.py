"""Who said a quotation: the words around it, read as a reader reads them.

`QuoteContext` holds one quotation with its paragraph, sentence, neighbours and the names the
report gives, and answers the questions the attribution rules of quotes/article.py ask: who a
phrase names, the subject of a sentence, the person a pronoun points back to, the holder of a
role ("the mayor"). A speaker must be able to speak: a person, or a body (not a place)."""

from __future__ import annotations

import re
from functools import cached_property

from generator.model import Mention, Paragraph, Quote, Sentence
from generator.quotes.marks import Span, quoted_words
from generator.text.datelines import read_dateline
from generator.text.lexicon import (
    DOCUMENT_WORDS,
    IRREGULAR_PAST,
    SPEECH_VERB_FORMS,
    SPEECH_VERBS,
    TITLE_WORDS,
    is_adverb,
    mask_abbreviations,
    unmask,
)
from generator.text.name_kinds import kind_votes
from generator.text.words import STOPWORDS
from generator.thresholds import QUOTES

SPEECH_VERB = re.compile(rf"\b(?:{SPEECH_VERBS})\b")
_INTRODUCING_END = re.compile(rf"(?:{SPEECH_VERBS})\b[^.!?“”\"]{{0,40}}[:.]\s*$")  # "X said in a statement."
_ASIDE = re.compile(r",|\s[—–]\s")  # what sets off the chunks of an attribution: "As X asked — at length — Y said"
PRONOUNS = {"he": "person", "she": "person", "they": "any", "it": "organisation", "we": "any"}

# Nouns that head a description of a speaker ("the official", "a witness"): every title, and
# people named by what they are or saw rather than by an office.
_ROLE_HEADS = TITLE_WORDS | {"official", "analyst", "source", "diplomat", "witness", "resident", "soldier", "expert",
                             "aide", "statement", "man", "woman", "survivor", "volunteer", "police"}
Found = tuple[str | None, str | None]  # (speaker as printed or described, entity key)


def named_speaker(found: Found) -> Found | None:
    """A rule's answer only when it names someone: otherwise the next rule is asked."""
    return found if found[0] else None


_CONNECTIVE = re.compile(r"^(?:(?:and|but|while|as|so|that|then|also|even|yet|now|later)\s+)+", re.IGNORECASE)


def _without_dateline(paragraph: str) -> str:
    """The paragraph with its dateline blanked ("PORTLAND, May 3 (UPI) — …"): the agency that
    filed the report never says what the report quotes."""
    rest = read_dateline(paragraph)[2]
    return " " * (len(paragraph) - len(rest)) + rest


_ROLE_PHRASE = re.compile(r"\b[Tt]he\s+((?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*)")  # a role and the words before it


class QuoteContext:
    """What resolving one quote's speaker needs to look at."""

    def __init__(self, text: str, span: Span, sentence: Sentence, sentences: list[Sentence], order: dict[str, int],
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
        return len(quoted_words(self.text, self.span).split())

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
        if chunk.lower() in PRONOUNS:
            return self.antecedent(PRONOUNS[chunk.lower()], chunk)
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
            ordered = sorted(inside, key=lambda m: (kind_of(m) != "person", m.start))
            for mention in ordered:
                if mention.name in chunk and _OF_BEFORE.search(chunk, 0, chunk.find(mention.name)):
                    continue  # "the mayor of Tolva", "the widow of Ann Lee": the description speaks, not the name
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
                if (whole and len(rest.split()) > 2) or (kind_of(m) == "place" and not (whole and not rest.strip())):
                    continue  # a place speaks only as the whole subject: "Clinton, at a rally in Ohio, said"
                if not _POSSESSIVE.match(rest) and not _modifies(head):
                    return True
        return False

    def _may_be_person(self, chunk: str, start: int) -> bool:
        """Whether the chunk is a person's name, or a name nothing else tells the kind of (a
        surname first met as the subject of "said": "Hale, Quist said, has …"), not a place's."""
        return self._person_opens(chunk, start) or any(
            m.anchor == self.sentence.anchor and start - 1 <= m.start <= start + 1 and kind_of(m) == "unknown"
            for m in self.mentions)

    def _person_opens(self, chunk: str, start: int) -> bool:
        """Whether a person's name begins the chunk (after an age or a title) or ends it
        ("(Ada Marsh, who founded the league, once said")."""
        end = start + len(chunk)
        return any(m.anchor == self.sentence.anchor and start - 1 <= m.start and m.end <= end + 1
                   and (m.start <= start + len(chunk) // 2 or m.end >= end - 1) and kind_of(m) == "person"
                   and not _possessor(m, self.sentence.text)  # "Weber’s lawyer" is not Weber
                   for m in self.mentions)

    def subject(self, sentence: Sentence, limit: int) -> tuple[str, str | None] | None:
        """The subject of a sentence that hands a quote on with a colon or "saying": the words
        before its main clause's speech verb, the last that is not a participle ("As X tried to
        discuss …, Sanders responded with a phrase:"; "even a senior party adviser said …,
        saying"), else the first person it names before `limit`."""
        clause = mask_abbreviations(sentence.text[:limit])
        verbs = list(SPEECH_VERB.finditer(clause))
        finite = [v for v in verbs if not v.group().endswith("ing")]
        verb = finite[-1] if finite else (verbs[0] if verbs else None)
        named = named_speaker(self.who(clause[:verb.start()], sentence.start, sentence)) if verb else None
        if named:
            return named  # type: ignore[return-value]
        people = [m for m in self.mentions if m.anchor == sentence.anchor and m.end <= limit and kind_of(m) == "person"]
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
        first = [m for m in self.mentions if m.anchor == previous.anchor and m.start == 0 and kind_of(m) == "person"]
        return (first[0].key, first[0].key) if first else None

    def named_before(self, colon: int) -> tuple[str, str] | None:
        """The person whose name ends right at a colon (`colon`: its offset in the sentence)."""
        for m in self.mentions:
            if m.anchor == self.sentence.anchor and colon - 1 <= m.end <= colon and kind_of(m) == "person":
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
                and SPEECH_VERB.search(re.split(r"[”\"]", masked)[-1]):
            return earlier[-1].speaker, earlier[-1].speaker_key  # type: ignore[return-value]
        if not earlier and previous.paragraph == self.span.paragraph:
            for m in self.mentions:
                if m.anchor == previous.anchor and m.start == 0 and kind_of(m) == "person" \
                        and SPEECH_VERB.match(masked, m.end + 1):
                    return m.key, m.key
        if previous.paragraph < self.span.paragraph - 1 or (not _INTRODUCING_END.search(masked)
                                                             and not previous.text.rstrip().endswith(":")):
            return None
        if earlier:  # '“…,” Trump told a magazine. “…”': the same speaker goes on
            return earlier[-1].speaker, earlier[-1].speaker_key  # type: ignore[return-value]
        found = self.subject(previous, len(previous.text)) if SPEECH_VERB.search(masked) else None
        if found and found[1]:
            return found  # type: ignore[return-value]
        people = [m for m in self.mentions if m.anchor == previous.anchor and kind_of(m) == "person"]
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
            bodies = {m.key for m in self.mentions if m.anchor == sentence.anchor and kind_of(m) != "person"}
            spoken = [q for q in said if q.speaker_key not in bodies]
            if spoken and index < here and kind != "organisation":
                return spoken[-1].speaker, spoken[-1].speaker_key
            subjects = [m for m in self.mentions if m.anchor == sentence.anchor and m.start < limit
                        and kind_of(m) in ((kind,) if kind != "any" else ("person", "organisation"))
                        and not modifier(m, sentence.text)]
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
        match = _ROLE_PHRASE.search(text)
        words = match.group(1).split() if match else []
        at = next((i for i in range(len(words) - 1, -1, -1) if words[i].lower() in TITLE_WORDS), None)
        if at is None:  # "the Governor", "the County Executive", "the fire administrator", "the Ukrainian president"
            return None
        head, modifier = words[at].lower(), words[at - 1].lower() if at else ""
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


def _can_speak(mention: Mention) -> bool:
    """Documents and events are quoted from, they do not speak ("the Sharon Statement")."""
    return mention.name.split()[-1].lower() not in DOCUMENT_WORDS


def modifier(mention: Mention, sentence: str) -> bool:
    """A name between an article and the noun it modifies ("of the Clinton campaign", "the
    Obama administration"): it names no one who speaks or whom a pronoun stands for."""
    rest = sentence[mention.end:].split(maxsplit=1)
    return bool(rest) and rest[0][:1].islower() and bool(_ARTICLE_BEFORE.search(sentence, 0, mention.start)) \
        and _modifies(rest[0].rstrip(",.;:!?”’\"'"))


def _possessor(mention: Mention, sentence: str) -> bool:
    """A name in the possessive ("Weber’s lawyer"): the mention's span may hold the "’s"."""
    return sentence[mention.start:mention.end].endswith(("’s", "'s")) or bool(_POSSESSIVE.match(sentence, mention.end))


_POSSESSIVE = re.compile(r"[’']s\b")
_OF_BEFORE = re.compile(r"\b[a-z]+\s+of\s+(?:the\s+)?$")  # a noun and "of" just before a name
_RELATIVE_END = re.compile(r",?\s+who\s*$")
_RELATIVE = re.compile(r"(?:who|which|whose|speaking)\b", re.IGNORECASE)  # an aside, not a speaker
_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an)\s+$", re.IGNORECASE)


def _modifies(head: str) -> bool:
    """Whether the word after a name makes the name a modifier ("Ukraine intelligence",
    "Latino Decisions researcher"), rather than ending it ("Vladeck of", "Lazar said")."""
    return head.islower() and head not in _NOT_NOUNS and head not in STOPWORDS and head not in SPEECH_VERB_FORMS \
        and not head.endswith(("ed", "ing")) and not is_adverb(head) and head not in IRREGULAR_PAST


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
    relative = next((i for i, w in enumerate(words) if i and w.lower() in RELATIVE_PRONOUNS), len(words))
    words = words[:relative]  # "a former official (who oversaw investigations)"
    verb = next((i for i, w in enumerate(words) if i and (w.lower() in _CLAUSE_VERBS or _past_with_object(words, i))),
                len(words))
    words = words[:verb]  # "The Florida senator (took a heckler in stride)", "His office (issued a)"
    if len(words) > 1 and is_adverb(words[-1]):
        words = words[:-1]  # "the editorial board (recently)"
    phrase = " ".join(words)
    if not words or len(words) > QUOTES.max_description_words or phrase.lower() in PRONOUNS or phrase == "I":
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


RELATIVE_PRONOUNS = frozenset({"who", "whom", "whose", "which", "that"})
_NOT_NOUNS = frozenset({"had", "has", "have", "was", "were", "is", "also", "then", "again", "himself", "herself",
                        "later", "once", "who", "which", "and", "in", "on", "at", "to"})


def kind_of(mention: Mention) -> str:
    """A quick kind for one mention (the index decides the final kind from all mentions)."""
    if not _can_speak(mention):
        return "document"
    votes = kind_votes(mention.cues)
    if len(mention.key.split()) >= 2 and "place:gazetteer" not in mention.cues:
        votes["person"] += 2  # a first name and a surname, unless stronger cues say otherwise ("Los Angeles")
    best = max(votes, key=lambda k: votes[k])
    return best if votes[best] else "unknown"
