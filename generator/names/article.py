"""Names in one article: people, places and organisations, with the roles the text gives them.

A mention is a run of capitalised words (with the particles names carry: "von der",
"al-", "bin", initials: "George W. Bush", and a nickname, kept as a role: Vincent “The Chin”
Gigante), minus what is not a name: a common word opening a sentence, a nationality
adjective ("Russian"), a month or weekday. Titles are split off as roles ("Kremlin
spokesman *Dmitry Peskov*", "*President* Volodymyr Zelensky"), and so are roles in
apposition ("Pavlo Kyrylenko, *the regional governor of Donetsk*,").

Each mention collects cues to its kind, weighed across every mention of the name:
a title or honorific, initials before the name, or "X said" with a he/she nearby -> person; an organisation word
("Ministry", "Railways", "Institute", "News") or an acronym -> organisation; the gazetteer
(GeoNames cities and countries) or "in/at/near X" -> place; probablepeople's
person/corporation tag as a weak cue for names of two or more words.

Short mentions resolve to the full name given earlier in the article: "Zelenskyy",
"Mr Bronk", "von der Leyen" -> the person whose name ends that way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from generator import prepared
from generator.model import Mention, Sentence
from generator.text.dates import MONTH_NAMES
from generator.text.lexicon import (
    COMPASS_WORDS,
    COUNT_WORDS,
    COUNTRY_SHORT_NAMES,
    DEPARTMENT_WORDS,
    FACILITY_WORDS,
    GAME,
    GENDER_WORDS,
    HONORIFICS,
    KNOWN_AS,
    LEGISLATURE_WORDS,
    LOCAL_SERVICE_WORDS,
    NAME_ABBREVIATIONS,
    NAME_POSSESSIVES,
    NAME_SUFFIXES,
    NEWS_AGENCIES,
    NEWS_NAME_WORDS,
    NOT_NAMES,
    NUMBERED_LABELS,
    OPENERS,
    OPPONENT_BEFORE,
    ORGANISATION_WORDS,
    PARTICLES,
    PLACE_INITIALS,
    PLACE_OPENERS,
    PLACE_WORDS,
    PLATFORMS,
    PLAYER_AFTER,
    STATE_ABBREVIATIONS,
    STREET_WORDS,
    TITLE_WORDS,
    WEB_DOMAIN,
    is_adverb,
    is_demonym,
    is_given_name,
    names_a_thing,
    same_first_name,
)
from generator.text.name_kinds import PLAYING_CUE
from generator.text.numbers import CURRENCY_WORDS, QUANTITY_WORDS
from generator.text.places import is_city, is_country, is_large_city
from generator.text.words import SMALL_WORDS, STOPWORDS, ends_with_words, is_known, title_case, without_possessive
from generator.thresholds import NAMES

# A word (a full stop inside it, as in "U.S", but not before a new word: "Gov.Sarah" is two; a double
# hyphen is a dash: "Webber--who" is two, and so is a hyphen before a function word that ends the
# compound: "Ortiz-who", "Gigante-that"; "Moscow-backed", "Rostov-on-Don" stay one), or a sign.
_DASHED_FUNCTION_WORD = "|".join(sorted(STOPWORDS, key=lambda w: (-len(w), w)))
_TOKEN = re.compile(rf"[^\W\d_](?:[\w’']|-(?!-)(?!(?:{_DASHED_FUNCTION_WORD})\b(?!-))|\.(?![A-Z][a-z]))*[\w]|[^\W\d_]|\S")
_NICKNAME_MARKS = {"“": "”", '"': '"', "‘": "’", "'": "'", "(": ")"}
_PLACE_CUE = frozenset({"in", "at", "near", "outside", "inside", "across"})
_PERSON_SPEECH = re.compile(r"\b(?:he|she|his|her)\b", re.IGNORECASE)


_NOT_FIRST = (STOPWORDS - HONORIFICS) | NOT_NAMES | OPENERS | COUNT_WORDS
_PLACE_OR_FACILITY = PLACE_WORDS | FACILITY_WORDS
_BODY_OR_FACILITY = ORGANISATION_WORDS | FACILITY_WORDS  # words that end a body's or a building's name
# Kinds of body that name none alone ("Police said", "Court records"), unlike "Congress" or "Senate".
_GENERIC_BODIES = frozenset({"police", "court", "office", "government", "department", "ministry", "committee",
                             "council", "company", "group", "service", "agency", "authorities", "administration",
                             "board", "bureau", "division", "school", "college", "university", "rescue", "fire",
                             "precinct", "foundation"})
# A word that names nothing when it is all that is left of a name ("W. 14th St.", "the 9th Precinct",
# "Sorority, Inc.").
_NOTHING_ALONE = _PLACE_OR_FACILITY | STREET_WORDS | _GENERIC_BODIES | (NAME_SUFFIXES - {"ag", "sa", "nv"})
# Titles written as initials, in capitals only ("DA Phil Ames"; "da" is a particle: "Lula da Silva").
_CAPITAL_TITLES = frozenset({"DA", "ADA"})
# Words that end a body's, a place's or a street's name, never a person's ("N. Y. Daily News", "E. Dahlia Ave").
_NO_PERSON_S = _BODY_OR_FACILITY | _PLACE_OR_FACILITY | STREET_WORDS
_REGION_ADJECTIVES = frozenset({"eastern", "western", "northern", "southern"})
_SHOUTED_WORDS = STOPWORDS - PARTICLES - {"and", "the", "for", "&"}  # verbs and prepositions, not name connectors


def _opening_word(word: str) -> bool:
    """A word that opens a sentence without being a name: "Joining ...", "Reportedly ..."."""
    low = word.lower()
    return low in OPENERS or is_adverb(word) or (low.endswith("ing") and not is_city(word))


def _known(word: str) -> bool:
    """A word that is a name even where every word is capitalised: a country, an acronym, a
    city, or a word the English dictionary does not know ("Zelensky", "Bucha")."""
    low = word.lower()
    if is_country(word) or word in COUNTRY_SHORT_NAMES or (word.isupper() and len(word) > 1):
        return True
    if low in ORGANISATION_WORDS or low in TITLE_WORDS or len(word) <= 3:
        return False
    return is_city(word) or not is_known(low)


def _adjective(word: str) -> bool:
    """Nationality and compound adjectives: "Russian", "Moscow-backed", "Chiefs-like"."""
    return is_demonym(word) or _compound_modifier(word)


def _shouted(words: list[str]) -> bool:
    """Three or more words in capitals, among them a verb or preposition that names never hold
    ("HAVE", "IN"): words shouted in a headline, not a name ("UNITED STATES OF AMERICA" is one)."""
    return len(words) >= 3 and all(w.isupper() for w in words) and any(
        w.lower() in _SHOUTED_WORDS for w in words)


def _possessive(word: str) -> bool:
    """A possessive that ends a name ("Poland’s"), not one inside it ("People's Republic")."""
    return word.endswith(("'s", "’s")) and word.replace("’", "'").lower() not in NAME_POSSESSIVES


def _contraction(word: str) -> bool:
    """A pronoun or function word run into a verb: "I’m", "We've", "They're", "It's" open sentences, name nothing."""
    base, mark, rest = word.replace("’", "'").partition("'")
    return bool(mark) and (base == "I" or (base.lower() in STOPWORDS and rest in ("s", "ve", "re", "ll", "d", "m")))


def _compound_modifier(word: str) -> bool:
    """A name joined to a last word in lower case modifies, never names: "Moscow-backed",
    "Ukrainian-controlled", "Page-inspired", "Colts-don't" ("President-elect" is a title;
    "Rostov-on-Don" ends in a name)."""
    head, _, tail = word.rpartition("-")
    return bool(head) and tail[:1].islower() and head.split("-")[0].lower() not in TITLE_WORDS


def _modifier_tail(word: str) -> bool:
    """A name's last word glued to a participle that makes the name modify the next noun ("New
    York-based", "Police Department-led", "Zealand-born"); not a compound that is itself a
    word ("Co-operation", "T-shirts")."""
    tail = word.rpartition("-")[2]
    return _compound_modifier(word) and (tail.endswith("ed") or tail in _MODIFIER_TAILS)


_MODIFIER_TAILS = frozenset({"born", "run", "led", "made", "built", "held", "grown", "bound", "wide", "style", "era"})


def extract_mentions(sentences: list[Sentence]) -> list[Mention]:
    """Every name mentioned in the article, resolved within the article, in reading order."""
    inner: set[str] = set()  # capitalised words seen where capitals are not forced (not opening a sentence or quote)
    lowered: set[str] = set()  # words the article writes in lower case
    works: set[str] = set()  # names quoted as a whole title (see _works)
    headlines = {s.anchor for s in sentences if _headline_case(s.text)}
    for sentence in sentences:
        if sentence.anchor in headlines:
            continue  # every word is capitalised there: no evidence
        tokens = list(_TOKEN.finditer(sentence.text))
        lowered.update(t.group() for t in tokens if t.group()[:1].islower())
        titles = _quoted_titles(sentence.text)
        inner.update(t.group() for i, t in enumerate(tokens) if i and t.group()[:1].isupper() and not _opens(tokens, i)
                     and not (titles and _inside(titles, t.start())))
        works.update(_works(sentence.text))
    raw: list[Mention] = []
    for sentence in sentences:
        raw.extend(_sentence_mentions(sentence, inner, sentence.anchor in headlines, lowered))
    resolved = _resolve([replace(m, cues=(*(c for c in m.cues if c not in GUESS_CUES), WORK_CUE)) if m.name in works
                         else m for m in raw])
    return [m for m in resolved if not _a_common_word(m, lowered)]


def _a_common_word(mention: Mention, lowered: set[str]) -> bool:
    """A word the article also writes in lower case, capitalised here as a piece of a title or
    a label ("six Lanterns and ten lanterns", "open for the Fair", "Sailor of the Year"), with
    nothing to say it names something: no longer name it stands for, no cue to a kind."""
    return not mention.cues and mention.key == mention.name and " " not in mention.name \
        and not mention.name.isupper() and mention.name.lower() in lowered


# Cues that only guess at a kind: for the title of a work they say nothing, in any report
# (names/story.py drops them from every mention of a name one report quotes as a title).
PREPOSITION_CUES = frozenset({"place:preposition", "place:at"})  # used as a place: "near Horton", "at Hiller"
SPEAKER_CUES = frozenset({"speaker", "person:speaker"})  # "Microsoft said", "Jane Doe said"
GUESS_CUES = frozenset({"person:probablepeople", "organisation:probablepeople"}) | PREPOSITION_CUES | SPEAKER_CUES
WORK_CUE = "work:quoted"
# A team by its name ("the Saints"), or a name that plays in a sentence about a game, which is
# as often a player's surname ("Rahman stopped Barrett") as a team's town.
TEAM_CUES = frozenset({"organisation:team", PLAYING_CUE})


def _works(text: str) -> set[str]:
    """The names a sentence sets in quotation marks as a whole title ("the sequel ‘Catching
    Fire’", "starred in “Beauty Parade”"): the title of a work, which the guesses from the shape
    of a name or the words around it ("Catching Fire" looks like a company) would misfile."""
    found: set[str] = set()
    for match in _QUOTED.finditer(text):
        title = match.group(1).strip(" ,.")
        if title_case(title) and len(title.split()) <= NAMES.max_title_words:
            found.update((title, title.removeprefix("The ")))
    return found


_QUOTED = re.compile(r"(?<!\w)[“\"‘]([^“”\"‘’]{3,100}?)[”\"’](?!\w)")


def _quoted_titles(text: str) -> list[tuple[int, int]]:
    """Where the sentence quotes a title with small words in it ("voted “Best Dressed in
    Class”", "“Walk On by the River Road”"): as in a headline, its capitals say nothing
    about which words are names. (A quoted name, "the “Mexico City” rule", stays a name.)"""
    if "“" not in text and '"' not in text and "‘" not in text:
        return []
    return [(m.start(1), m.end(1)) for m in _QUOTED.finditer(text)
            if title_case(m.group(1)) and any(w in SMALL_WORDS for w in m.group(1).split())]


def _inside(spans: list[tuple[int, int]], at: int) -> bool:
    return any(start <= at < end for start, end in spans)


def _headline_case(text: str) -> bool:
    """A headline in title case or capitals ("Lindsay Lohan Checks Into Rehab"): its capitals
    say nothing about which words are names."""
    words = [w for w in re.findall(r"[^\W\d_][\w’'-]*", text) if len(w) > 3]
    if len(words) >= NAMES.min_shouted_words and text.upper() == text:
        return True
    return len(words) >= NAMES.min_headline_words and all(w[0].isupper() for w in words)


def _headline_word(inner: set[str], all_caps: bool) -> Callable[[str], bool]:
    """In a headline, a capitalised word is a name only when the article capitalises it
    elsewhere too, or it is a name anywhere (a country, a word no dictionary knows)."""
    def capitalised(word: str) -> bool:
        return _capitalised(word) and (word in inner or word.title() in inner
                                       or (not all_caps and _known(word) and word.lower() not in STOPWORDS))
    return capitalised


def _opens(tokens: list[re.Match], i: int) -> bool:
    """Whether token i starts a sentence or a quotation, where every word is capitalised."""
    return i == 0 or tokens[i - 1].group() in ("“", '"', "‘", "'", "`", ":", "(", "—", "–", "-", ".", "?", "!")


def _sentence_mentions(sentence: Sentence, inner: set[str], headline: bool = False,
                       lowered: set[str] | frozenset[str] = frozenset()) -> list[Mention]:
    """Every name in the sentence: each run of capitalised words, trimmed of the words around
    a name that are not part of it, kept when what is left names something."""
    text = sentence.text
    tokens = list(_TOKEN.finditer(text))
    found: list[Mention] = []
    capitalised = _headline_word(inner, text.upper() == text) if headline else _capitalised
    titles = _quoted_titles(text)
    in_title = _headline_word(inner, False)
    i = 0
    while i < len(tokens):
        if not tokens[i].group()[:1].isupper():
            i += 1  # (every name and initial opens with a capital: most words are passed over here)
            continue
        run = _name_run(tokens, i, in_title if titles and _inside(titles, tokens[i].start()) else capitalised)
        if not run:
            i += 1
            continue
        start, end = run
        i = max(end, i + 1)  # always onwards, whatever the run
        if _abbreviated_title(tokens, end, capitalised):
            continue  # "Police Lt. Jeffrey Silva": a role, whose name follows
        words, at, nickname = _name_words(tokens, start, end)
        while words:  # trimmed at both ends until both hold names ("Late Saturday" -> "Late" -> nothing)
            if _not_first(words, at, tokens, inner, lowered):
                words, at = words[1:], at[1:]
            elif words[-1].lower() in NOT_NAMES or _emphasis_after(words):
                words, at = words[:-1], at[:-1]
            elif len(words) > 1 and _modifier_tail(words[-1]):
                words = [*words[:-1], words[-1].rpartition("-")[0]]  # "a New York-based firm": New York
            else:
                break
        office, department = _office(tokens, at), list[str]()
        while office and len(words) > 1 and words[0].lower() in DEPARTMENT_WORDS and words[1] != "and":
            department, words, at = department + words[:1], words[1:], at[1:]  # "Secretary of State Ann Lee"
        if _names_nothing(words) or _described(text, tokens, at) or _unit_or_number(text, tokens, at):
            continue
        mention = _mention(sentence, tokens, words, at, nickname, found[-1] if found else None,
                           " ".join([office, *department]) if office and department else None)
        if mention:
            found.append(mention)
    return found


def _abbreviated_title(tokens: list[re.Match], end: int, is_name: Callable[[str], bool]) -> bool:
    """A run ending with a title cut short before a name ("Police Lt. Jeffrey Silva")."""
    return end + 1 < len(tokens) and tokens[end - 1].group().lower() in TITLE_WORDS and tokens[end].group() == "." \
        and is_name(tokens[end + 1].group())


def _office(tokens: list[re.Match], at: list[int]) -> str | None:
    """ "Secretary of" just before a name run: an office, whose department the run opens with."""
    i = at[0] if at else 0
    if i >= 2 and tokens[i - 1].group() == "of" and tokens[i - 2].group().lower() in TITLE_WORDS:
        return f"{tokens[i - 2].group()} of"
    return None


def _described(text: str, tokens: list[re.Match], at: list[int]) -> bool:
    """One capitalised word said to be what someone is, ending the phrase, describes and does
    not name: "40 games as a Falcon, but", "he is a Sixer.", "described as a Goth." (but "won an
    Emmy", "a Reuters reporter", "a Biloxi, Miss., motel" name something)."""
    i = at[0]
    if len(at) != 1 or i < 2 or tokens[i - 1].group().lower() not in ("a", "an") \
            or tokens[i - 2].group().lower() not in _BEING:
        return False
    after = text[tokens[i].end():].lstrip()
    following = _TOKEN.match(after)
    return not after[:1].isalnum() or bool(following and following.group().lower() in STOPWORDS)


def _unit_or_number(text: str, tokens: list[re.Match], at: list[int]) -> bool:
    """A scale or unit named after someone ("5.8 on the Richter scale", "28 degrees Celsius"), a
    numbered label ("Juror No. 12", "Gate No. 4", "in Week 16"), or a compass word numbering a
    street ("East 223rd Street"): no one is named."""
    before = tokens[at[0] - 1].group().lower() if at[0] else ""
    after = text[tokens[at[-1]].end():]
    last = tokens[at[-1]].group()
    return (before == "degrees" or bool(re.match(r"\s+scale\b", after))
            or (last == "No" and bool(re.match(r"\.\s*\d", after)))
            or (len(at) == 1 and last.lower() in _NUMBERING and bool(re.match(r"\s+\d", after))))


_NUMBERING = NUMBERED_LABELS | COMPASS_WORDS  # words a number follows: "Week 16", "East 52nd Street"


_BEING = frozenset({"as", "is", "was", "be", "been", "being", "became", "become", "becomes", "are", "were"})


def _not_first(words: list[str], at: list[int], tokens: list[re.Match], inner: set[str],
               lowered: set[str] | frozenset[str] = frozenset()) -> bool:
    """A first word that is not part of the name: "The …"; a sentence's opening word not known
    as a name ("Photos from …"; "Along the road …", which names a small town only where the
    article never writes "along"), or set in capitals for emphasis ("A MAN has been charged",
    "FIRE crews from Tiverton"); a nationality before a name ("Ukrainian-controlled Donetsk";
    not "Indian Ocean", "Hawaiian Gardens", "Russian Defence Ministry")."""
    first = words[0]
    if first.lower() in _REGION_ADJECTIVES and len(words) > 1 and words[-1].lower() in ORGANISATION_WORDS:
        return False  # "Eastern Conference", "Western Union" (but "eastern Ukraine" is Ukraine)
    if first.lower().strip(".") in _NOT_FIRST and not _is_initial(first):
        return True
    if _emphasis(first, at[0], tokens):
        return True
    if _opens(tokens, at[0]) and first not in inner and (not _known(first) or _a_word_here(first, lowered)) \
            and (len(words) == 1 or (_opening_word(first) and not _whole_quotation(tokens, at))):
        return True
    return (_adjective(first) and len(words) > 1 and not any(w.lower() in ORGANISATION_WORDS for w in words)
            and words[-1].lower() not in _PLACE_OR_FACILITY)


def _whole_quotation(tokens: list[re.Match], at: list[int]) -> bool:
    """Whether the name is all a quotation holds ("the sequel ‘Catching Fire’"): a title, whose
    first word is part of it, not a sentence's opening word."""
    last = at[-1] + 1
    if last < len(tokens) and tokens[last].group() in (",", "."):
        last += 1
    return at[0] > 0 and tokens[at[0] - 1].group() in ("“", '"', "‘", "'") and last < len(tokens) \
        and tokens[last].group() in ("”", '"', "’", "'")


def _a_word_here(word: str, lowered: set[str] | frozenset[str]) -> bool:
    """A word the article also writes in lower case, and which only a small town is named:
    at a sentence's start it is that word ("Along", "Never", "Federal"), not the town."""
    return word.lower() in lowered and is_city(word) and not is_large_city(word) and not is_country(word)


def _emphasis(word: str, i: int, tokens: list[re.Match]) -> bool:
    """An English word in capitals opening a sentence, as local news sets its first words ("A
    MAN has been charged", "FIRE crews from …"); not "NATO said", nor a dateline ("KYIV, Ukraine —")."""
    after_article = i == 1 and tokens[0].group() in ("A", "AN", "THE")
    dateline = i + 1 < len(tokens) and tokens[i + 1].group() in (",", "—", "–", "-")
    return (i == 0 or after_article) and word.isupper() and (len(word) >= 4 or after_article) \
        and is_known(word.lower()) and not dateline


def _emphasis_after(words: list[str]) -> bool:
    """A common word set in capitals for emphasis after a name in ordinary case ("Wylan AGAIN
    took the free kick"): not part of it (a place's name in capitals is)."""
    last = words[-1]
    return len(words) > 1 and not words[-2].isupper() and last.isupper() and len(last) >= 3 \
        and is_known(last.lower()) and not is_city(last) and not is_country(last)


def _names_nothing(words: list[str]) -> bool:
    """A headline in capitals run into the text ("THREE PEOPLE HAVE DIED IN"); a nationality
    ("Russian", "Ukrainians"); a contraction ("I’m", "We've", "It's"); "Street", "Hospital" or
    "Police", "St", "Precinct" or "Districts" alone; an amount in capitals ("a hundred Billion Dollars")."""
    return (_shouted(words) or not words or ((_adjective(words[0]) or _adjective(words[0].rstrip("s"))) and len(words) == 1)
            or _contraction(words[0])
            or (len(words) == 1 and (words[0].lower().rstrip(".") in _NOTHING_ALONE
                                     or (words[0].endswith("s") and words[0].lower()[:-1] in _NOTHING_ALONE)))
            or all(w.lower() in _AMOUNT_WORDS for w in words))


_AMOUNT_WORDS = QUANTITY_WORDS | CURRENCY_WORDS


def _mention(sentence: Sentence, tokens: list[re.Match], words: list[str], at: list[int], nickname: str | None,
             previous: Mention | None, office: str | None = None) -> Mention | None:
    """The mention of a trimmed name run: the name without its title, the roles around it (and
    the `office` before it: "Secretary of State") and the cues to its kind; None when only
    nationalities or non-names are left."""
    text = sentence.text
    start, end = at[0], _last_token(tokens, at[-1])
    role_words, name_words, honorific = _split_title(words)
    if not name_words or all(is_demonym(w) or w.lower() in NOT_NAMES for w in name_words):
        return None
    name_start = tokens[at[len(role_words) + (1 if honorific else 0)]].start()
    name_end = tokens[end - 1].end()
    if _modifier_tail(tokens[end - 1].group()) and tokens[end - 1].group() != name_words[-1]:
        name_end = tokens[end - 1].start() + len(name_words[-1])  # the modifier's tail is not the name's
    name = text[name_start:name_end] if text[name_start:name_end] == " ".join(name_words) else " ".join(name_words)
    roles = [f"{KNOWN_AS}{nickname}”"] if nickname else []
    if office:
        roles.append(office)
    if role_words:
        roles.append(_role_before(text, tokens, start, role_words))
    apposition = _apposition(text, tokens[end - 1].end())
    if apposition:
        roles.append(apposition)
    cues = _cues(_Spot(name, honorific, role_words, apposition, text, tokens, start, end))
    key = name
    if name in STATE_ABBREVIATIONS and text[name_end:name_end + 1] == "." and text[:name_start].rstrip().endswith(","):
        key, cues = STATE_ABBREVIATIONS[name], [c for c in cues if not c.startswith("person:")] + ["place:gazetteer"]
    if previous and name.isupper() and text[previous.end:name_start].strip() == "(":
        key = previous.key  # "Security Service of Ukraine (SSU)": the acronym names the same body
    return Mention(sentence.anchor, name, name_start, name_end, tuple(r for r in roles if r), tuple(cues), key)


def _name_words(tokens: list[re.Match], start: int, end: int) -> tuple[list[str], list[int], str | None]:
    """The words of a name run, each with the index of its first token: an initial keeps its
    full stop ("W."), a possessive is dropped, and a nickname in quotes is set aside."""
    words: list[str] = []
    at: list[int] = []
    nickname = None
    k = start
    while k < end:
        word = tokens[k].group()
        if _initial(tokens, k):
            words.append(word + ".")
            at.append(k)
            k += 2
            continue
        close = _nickname_close(tokens, k) if k > start else None
        if close is not None:
            nickname = " ".join(t.group() for t in tokens[k + 1:close])
            k = close + 1
            continue
        if word in ("'", "’", ".") and words:
            words[-1] += word  # "Magistrates' Court" (see _plural_possessive_in_name), "Mr." (see _name_run)
        else:
            words.append(word[:-2] if _possessive(word) else word)
            at.append(k)
        k += 1
    return words, at, nickname


def _last_token(tokens: list[re.Match], k: int) -> int:
    """The end (exclusive) of the word at token k: an initial's full stop belongs to it."""
    return k + 2 if _initial(tokens, k) else k + 1


def _name_run(tokens: list[re.Match], i: int, is_name: Callable[[str], bool]) -> tuple[int, int] | None:
    """The token span of a run of words `is_name` accepts, starting at i (particles inside allowed)."""
    after_initials = _initials_then_name(tokens, i, is_name)
    if after_initials is None and not is_name(tokens[i].group()):
        return None  # (first initials open a name: "W. Mark Felt", "T. J. Varga")
    j = after_initials + 1 if after_initials is not None else i + 1
    while i > 0 and tokens[i - 1].group() in ("von", "van", "der", "den", "de", "al", "bin", "ibn", "ter"):
        i -= 1  # "said von der Leyen": the particles belong to the name
    while j < len(tokens):
        if _possessive(tokens[j - 1].group()):
            break  # "Poland’s March decision": a possessive ends the name ("People's Republic" does not)
        word = tokens[j].group()
        if is_name(word) or (word.lower() in HONORIFICS and word[0].isupper()) \
                or (word.lower() in PARTICLES and _particles_then_name(tokens, j) \
                and not (word.lower() == "of" and not _organisation_head(tokens[i:j]) and not _named_thing(tokens, i, j))) \
                or (word.lower() == "for" and _organisation_head(tokens[i:j]) and _particles_then_name(tokens, j + 1)) \
                or _and_last_word(tokens, i, j, is_name):
            j += 1
        elif word in ("'", "’") and _plural_possessive_in_name(tokens, j, is_name):
            j += 1  # "Taunton Magistrates' Court", "Workers' Party"
        elif word == "and" and (body_end := _and_in_body(tokens, i, j, is_name)):
            j = body_end  # "the Fish and Wildlife Service", "House Ways and Means Committee"
        elif word.lower() in TITLE_WORDS and j + 1 < len(tokens) and is_name(tokens[j + 1].group()):
            j += 1  # "Kremlin spokesman Dmitry Peskov"
        elif word == "." and j + 1 < len(tokens) and is_name(tokens[j + 1].group()) and _cut_short(tokens, i, j - 1):
            j += 1  # "Mr. Trump", "Sen. Warren", "Dist. Atty. Ana Ruiz", "St. Louis": a word cut short
        elif (name_after := _initials_then_name(tokens, j, is_name)) is not None:
            j = name_after + 1  # middle initials: "George W. Bush", "Harry M. Reid", "J. R. R. Tolkien"
        elif nickname := _nickname_end(tokens, j, is_name):
            j = nickname  # Kimani “Kiki” Gray, Luis Gerardo (Jerry) Ortiz
        else:
            break
    while tokens[j - 1].group().lower() in PARTICLES:
        j -= 1
    return i, j


_TITLES_CUT_SHORT = NAME_ABBREVIATIONS & (HONORIFICS | TITLE_WORDS)  # "Mr.", "Sen.", "Lt.": before a name
_PLACE_WORDS_CUT_SHORT = frozenset({"st", "mt", "ft"})  # opening a name: "St. Louis", "Mt. Hood" (not "Perry St.")


def _cut_short(tokens: list[re.Match], i: int, k: int) -> bool:
    """Whether token k, in a name run from token i, is a title or honorific cut short before a
    name ("Mr.", "Lt." after "Police", "Atty." after "Dist.") or a place's "St." opening it: not
    a word of a title in quotes ("Things Ms. Varga and I can do" names no "Things Ms. Varga")."""
    word = tokens[k].group().lower()
    if word in _PLACE_WORDS_CUT_SHORT:  # (after a number it is a street's: "on E. 52nd St. Saturday")
        return k == i and not (i and any(c.isdigit() for c in tokens[i - 1].group()))
    return word in _TITLES_CUT_SHORT and all(t.group() == "." or t.group().lower() in _ROLE_BEFORE_TITLE
                                             for t in tokens[i:k])


_ROLE_BEFORE_TITLE = TITLE_WORDS | ORGANISATION_WORDS | LOCAL_SERVICE_WORDS  # "Police Lt.", "Dist. Atty."


def _initial(tokens: list[re.Match], j: int) -> bool:
    """A capital letter and a full stop: an initial inside a name."""
    word = tokens[j].group()
    return len(word) == 1 and "A" <= word <= "Z" and j + 1 < len(tokens) and tokens[j + 1].group() == "."


def _is_initial(word: str) -> bool:
    """A name's word that is an initial ("T."; "T" is also a stop word, as in "don't")."""
    return len(word) == 2 and word[1] == "." and "A" <= word[0] <= "Z"


def _initials_then_name(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> int | None:
    """The token of the name word after one or more initials starting at token j, if they
    are followed by one: "W. Mark", "T. J. Varga"."""
    if j >= 2 and _initial(tokens, j - 2):
        return None  # inside a run of initials that opened no name
    k = j
    while k < len(tokens) and _initial(tokens, k):
        k += 2
    if k - j > 2 and "".join(tokens[i].group() for i in range(j, k, 2)) in PLACE_INITIALS:
        return None  # "the U. S. Chamber": a country's initials, not a person's
    return k if k > j and k < len(tokens) and is_name(tokens[k].group()) else None


def _nickname_end(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> int | None:
    """Where a name goes on after a nickname in quotes or brackets that opens at token j, if it
    is one: the nickname, its closing mark, then the rest of the name."""
    close = _nickname_close(tokens, j)
    if close is None or close + 1 >= len(tokens) or not is_name(tokens[close + 1].group()):
        return None
    return close + 1


def _nickname_close(tokens: list[re.Match], j: int) -> int | None:
    """The closing mark of a nickname opening at token j: a quotation mark or bracket, then a
    few capitalised words, then its closing mark (curly or straight)."""
    close = _NICKNAME_MARKS.get(tokens[j].group())
    if close is None:
        return None
    k = j + 1
    while k < len(tokens) and k - j <= NAMES.max_nickname_words and tokens[k].group()[:1].isupper():
        k += 1
    if k == j + 1 or k >= len(tokens) or tokens[k].group() not in (close, "’", "”"):
        return None
    return k


def _and_last_word(tokens: list[re.Match], i: int, j: int, is_name: Callable[[str], bool]) -> bool:
    """ "and" before the last word of a body's name ("Academy of Motion Picture Arts and
    Sciences", "Commission for Elections and Referenda"): the name so far has "of" or "for", and
    one capitalised common word ends it (not "Bank of England and Barclays", "Ministry of
    Defence and Prime Minister Doe")."""
    if tokens[j].group() != "and" or j + 1 >= len(tokens) or not {"of", "for"} & {t.group() for t in tokens[i:j]}:
        return False
    last = tokens[j + 1].group()
    ends = j + 2 >= len(tokens) or not is_name(tokens[j + 2].group())
    return ends and is_name(last) and is_known(last.lower()) and last.lower() not in TITLE_WORDS \
        and last.lower() not in ORGANISATION_WORDS  # not "House of Representatives and Senate"


def _plural_possessive_in_name(tokens: list[re.Match], j: int, is_name: Callable[[str], bool]) -> bool:
    """Whether the apostrophe at token j comes after a plural inside a body's name: the word after
    it heads the name ("Magistrates' Court", "Teachers’ Union"), not "the Smiths' house"."""
    if j + 1 >= len(tokens) or tokens[j].start() != tokens[j - 1].end():
        return False
    head = tokens[j + 1].group()
    return tokens[j - 1].group().endswith("s") and is_name(head) and head.lower() in _BODY_OR_FACILITY


def _and_in_body(tokens: list[re.Match], i: int, j: int, is_name: Callable[[str], bool]) -> int | None:
    """Where a body's name ends when the "and" at token j is inside it: the words after "and" go on
    to an organisation word ("the Food and Drug Administration", "Surrey Fire and Rescue
    Service"), and something says the words before are the start of a name, not a person or a
    body of their own: "the" or an owner ("the country's"), a country's initials or an office
    before them, a chamber opening them ("House Ways and Means Committee"), or, for a local
    service, a place on either side of "and" ("Devon and Cornwall Police", "Surrey Fire and
    Rescue Service"; not "Interior and Commerce Department", Commerce being a town too; not
    "Dana Reyes and National Water Council", "Pentagon and State Department")."""
    end = j + 1
    while end < len(tokens) and (is_name(tokens[end].group()) or (
            tokens[end].group() == "and" and end + 1 < len(tokens) and is_name(tokens[end + 1].group())
            and tokens[end - 1].group().lower() not in ORGANISATION_WORDS)):
        end += 1  # "Fire and Rescue", but not "Service and National Harbour Pilots Service"
    if end - j < 3 or tokens[end - 1].group().lower() not in ORGANISATION_WORDS:
        return None  # "and Senate": a second body
    left = [t.group() for t in tokens[i:j]]
    before = tokens[i - 1].group() if i else ""
    if left[0] == "The":  # the run opens a sentence
        before, left = "the", left[1:]
    if not left or left[-1].lower() in ORGANISATION_WORDS or any(
            w.isupper() or w.lower() in HONORIFICS or w.lower() in TITLE_WORDS or is_given_name(w) for w in left):
        return None
    initials = before == "." and i >= 2 and tokens[i - 2].group().replace(".", "") in PLACE_INITIALS
    office = before == "of" and i >= 2 and tokens[i - 2].group().lower() in TITLE_WORDS  # "Secretary of Health and …"
    local = tokens[end - 1].group().lower() in LOCAL_SERVICE_WORDS and (is_city(left[0]) or is_city(tokens[j + 1].group()))
    licensed = before.lower() == "the" or _possessive(before) or before in PLACE_INITIALS or initials or office \
        or left[0].lower() in LEGISLATURE_WORDS or local
    return end if licensed else None


def _particles_then_name(tokens: list[re.Match], j: int) -> bool:
    """ "von der Leyen": particles followed by a capitalised word."""
    while j < len(tokens) and tokens[j].group().lower() in PARTICLES:
        j += 1
    return j < len(tokens) and _capitalised(tokens[j].group())


def _capitalised(word: str) -> bool:
    return (word[:1].isupper() and any(c.isalpha() for c in word) and not word.isupper()) or (
        word.isupper() and 2 <= len(word.strip(".")) <= 6 and word.isalpha())


def _named_thing(tokens: list[re.Match], i: int, j: int) -> bool:
    """ "of" at token j inside the name of a thing made of common words, the name so far being
    tokens i to j: "Hall of Fame", "Bureau of Reclamation", "Pro Football Hall of Fame", "Coach
    of the Year" (not "Danny Gold of Metropolis", "Smith of the BBC", "Millions of Americans" at
    a sentence's start, "Secretary of State", whose last word before "of" is a title)."""
    k = j + 1
    while k < len(tokens) and tokens[k].group().lower() == "the":
        k += 1
    after = without_possessive(tokens[k].group()) if k < len(tokens) else ""
    before = [t.group() for t in tokens[i:j]]
    not_a_thing = (
        i == 0 and len(before) == 1,  # a sentence's first word
        before[-1].lower() in TITLE_WORDS,
        is_country(" ".join(before)),  # "United States of America": a place
        any(word.lower() in QUANTITY_WORDS for word in before),  # "a hundred Billion Dollars of India"
        len(before) > 1 and _probable_kind(" ".join(before)) == "person",
    )
    if any(not_a_thing):
        return False
    common = [word for word in before if not (is_city(word) or is_country(word))] + [after]
    return all(word[:1].isupper() and not word.isupper() and is_known(word.lower())
               and not is_demonym(word) and not is_demonym(word.removesuffix("s")) for word in common) \
        and not (is_city(after) or is_country(after))


def _organisation_head(tokens: list[re.Match]) -> bool:
    return bool(tokens) and tokens[-1].group().lower() in ORGANISATION_WORDS


def _split_title(words: list[str]) -> tuple[list[str], list[str], str | None]:
    """(role words, name words, honorific): "Kremlin spokesman Dmitry Peskov" -> role, name."""
    if words[-1].lower() in _BODY_OR_FACILITY \
            and not (len(words) > 1 and words[0].lower().strip(".") in HONORIFICS):
        return [], words, None  # "Defence Ministry", "Banstead High Street" (but "Miss Ada Lane" is a woman)
    last_title = -1
    for index, word in enumerate(words):
        if word.lower().strip(".") in TITLE_WORDS or word.lower().endswith("-year-old") or word in _CAPITAL_TITLES:
            last_title = index  # "Kremlin spokesman", "Sixteen-year-old", "DA"
    if last_title == len(words) - 1 and last_title > 0 and _surname_after_first_name(words):
        last_title = max((i for i, w in enumerate(words[:-1]) if w.lower().strip(".") in TITLE_WORDS), default=-1)
    if last_title == len(words) - 1 and not any(w.lower() in ORGANISATION_WORDS for w in words):
        return words, [], None  # only a role: "Prime Minister"
    role, name = words[: last_title + 1], words[last_title + 1:]
    if any(w.lower() in ORGANISATION_WORDS for w in role) and not name:
        return [], words, None
    honorific = None
    if name and name[0].lower().strip(".") in HONORIFICS:
        honorific, name = name[0], name[1:]
    return role, name, honorific


def _surname_after_first_name(words: list[str]) -> bool:
    """A title word that ends a name after a first name is a surname: "Billy King", "president
    Ben Bishop" ("Prime Minister", "Defence Minister" have no first name)."""
    before = words[:-1]
    titles = [i for i, w in enumerate(before) if w.lower().strip(".") in TITLE_WORDS]
    if titles and titles[-1] == len(before) - 1:
        return False  # title after title: "Deputy Prime Minister"
    given = before[titles[-1] + 1] if titles else before[0]
    return is_given_name(given) and given[:1].isupper()


def _role_before(text: str, tokens: list[re.Match], start: int, role_words: list[str]) -> str:
    """The role as printed, with a lowercase role word just before it ("foreign policy chief")."""
    role = " ".join(role_words)
    lead: list[str] = []
    for word in reversed(text[: tokens[start].start()].split()[-3:]):
        if word.lower() not in TITLE_WORDS | ROLE_MODIFIERS:
            break
        lead.insert(0, word)
    return " ".join(lead + [role])


ROLE_MODIFIERS = frozenset({"policy", "regional", "security", "finance", "economy", "health", "military",
                            "national", "former", "acting", "interim", "state", "senior", "top", "chief"})


_APPOSITION = re.compile(r",\s+((?:the|a|an)\s+)?([^,;:()“”\"]{3,90}?)(?=,|\.|;| said\b| told\b|$)")


def _apposition(text: str, end: int) -> str | None:
    """ "Pavlo Kyrylenko, the regional governor of Donetsk," -> "the regional governor of Donetsk"."""
    match = _APPOSITION.match(text, end)
    if not match:
        return None
    phrase = match.group(2).strip()
    words = phrase.split()
    if not words or not (match.group(1) or words[0].lower() in TITLE_WORDS or words[-1].lower() in TITLE_WORDS):
        return None
    if words[0][0].isupper() and not match.group(1) and not all(w.lower() in TITLE_WORDS for w in words):
        return None  # "In Bucha, Mayor Anatoliy Fedoruk said": a new name, not an apposition
    if len(words) == 1 and words[0][0].isupper() and not match.group(1) and text.startswith((" said", " told"),
                                                                                            match.end()):
        return None  # "at the College of Medicine, King said": the speaker, whose name is a title word
    if not any(w.lower().strip(".,") in TITLE_WORDS or w.lower() in ("fellow", "member", "analyst", "expert",
               "official", "resident", "spokesman", "spokesperson", "correspondent", "reporter", "researcher",
               "professor", "editor", "founder", "owner") for w in words):
        return None
    return (match.group(1) or "") + phrase


@dataclass(frozen=True)
class _Spot:
    """A name and where it stands in its sentence: what the cue rules look at."""

    name: str
    honorific: str | None
    role_words: list[str]
    apposition: str | None  # "the mayor" in "Doe, the mayor, …"
    text: str  # the sentence
    tokens: list[re.Match[str]]
    start: int  # the name's first token
    end: int  # just after its last token

    @property
    def words(self) -> list[str]:
        return self.name.split()

    def word_before(self, back: int = 1) -> str:
        return self.tokens[self.start - back].group().lower() if self.start >= back else ""

    @property
    def begins(self) -> int:
        return self.tokens[self.start].start()

    @property
    def ends(self) -> int:
        return self.tokens[self.end - 1].end()

    @cached_property
    def owns(self) -> bool:
        """ "Bush's first season", "Playboy's January issue": the name owns a thing named after it by
        a common word, and is not what the words around them say (but "at Fry's in Tempe" and "at
        Sam's Club" name a shop, and "in Brooklyn's Crown Heights" a place in a place)."""
        if not self.tokens[self.end - 1].group().endswith(("'s", "’s")):  # (a token holds its "'s")
            return False
        following = _TOKEN.match(self.text[self.ends:].lstrip())
        word = following.group() if following else ""
        return (word[:1].islower() and word not in _NOT_OWNED) or word in MONTH_NAMES


_NOT_OWNED = frozenset({"in", "at", "on", "for", "to", "from", "with", "by", "of", "and", "or", "but", "near", "off"})


def _titled(spot: _Spot) -> str | None:
    """"Mr Doe", "President Doe": a title or honorific before the name."""
    titled = spot.honorific or any(w.lower().strip(".") in TITLE_WORDS for w in spot.role_words[-1:])
    return "person:title" if titled else None


def _junior(spot: _Spot) -> str | None:
    """"Arcade Joseph Comeaux Jr.": only people are juniors (not so "World War II")."""
    return "person:title" if len(spot.words) > 2 and spot.words[-1].lower().strip(".") in ("jr", "sr") else None


def _initials(spot: _Spot) -> str | None:
    """"T. J. Varga", "W. Mark Felt": initials before a name are a person's (not a body's or a
    street's: "N. Y. Daily News", "E. Dahlia Ave")."""
    return "person:initials" if len(spot.words) > 1 and _is_initial(spot.words[0]) \
        and not any(w.lower().strip(".") in _NO_PERSON_S for w in spot.words) else None


def _organisation_word(spot: _Spot) -> str | None:
    """"Acme Systems Inc.", a short acronym that is no country, a platform, a news agency, a web domain,
    a newspaper of two joined titles ("Atlanta Journal-Constitution", "Pittsburgh Post-Gazette")."""
    name = spot.name
    found = (any(w.lower() in ORGANISATION_WORDS for w in spot.words)
             or ("-" in spot.words[-1] and any(part in NEWS_NAME_WORDS for part in spot.words[-1].lower().split("-")))
             or (name.isupper() and len(name) <= 6 and not is_country(name) and name not in COUNTRY_SHORT_NAMES)
             or name.lower() in PLATFORMS or name.lower() in NEWS_AGENCIES or WEB_DOMAIN.search(name))
    return "organisation:word" if found else None


def _place_word(spot: _Spot) -> str | None:
    """"Donetsk Region", "Mount Cook", "Aoraki Mount Cook", "Middle East", "Hampton East"."""
    words = spot.words
    opener = len(words) > 1 and any(w.lower().strip(".") in PLACE_OPENERS for w in (words[0], words[-2]))
    found = any(w.lower() in PLACE_WORDS for w in words[1:]) or opener or (
        len(words) > 1 and words[-1].lower() in COMPASS_WORDS)
    return "place:word" if found else None


def _facility(spot: _Spot) -> str | None:
    """"Rose Garden", "Estelle Unit"."""
    return "place:facility" if len(spot.words) > 1 and spot.words[-1].lower() in FACILITY_WORDS else None


def _in_gazetteer(spot: _Spot) -> str | None:
    """A country or city ("East Aleppo", "South East Asia" as part of one); an acronym ("CNN",
    "ABC") or its plural ("46 KOs") is not a town that happens to share it."""
    name, words = spot.name, spot.words
    acronym = bool(re.fullmatch(r"[A-Z][A-Z&]{1,5}s?", name))
    compass = next((i for i, w in enumerate(words) if w.lower() not in COMPASS_WORDS), 0)
    part_of = " ".join(words[compass:]) if compass else ""
    found = (is_country(name) or name in COUNTRY_SHORT_NAMES or (is_city(name) and not acronym)
             or (part_of and (is_city(part_of) or is_country(part_of))))
    return "place:gazetteer" if found else None


def _team(spot: _Spot) -> str | None:
    """"the Saints", or a name playing in a sentence about a game, unless it is a person's first
    name and more: players play too ("Matt Bouldin scored 15", "a win over Lamon Brewster"; a
    state's name is not a first name there: "Virginia Tech")."""
    if _team_name(spot.words, spot.word_before()):
        return "organisation:team"
    person = len(spot.words) > 1 and is_given_name(spot.words[0]) and not is_country(spot.words[0])
    return PLAYING_CUE if _playing(spot.text, spot.begins, spot.ends) and not person else None


_ORGANISATION_NEARBY = frozenset({"agency", "service", "company", "network", "channel", "broadcaster", "newspaper",
                                  "ministry", "group", "firm", "bank", "party"})
_PUBLICATIONS = frozenset({"magazine", "tabloid", "weekly"})  # right beside the name: "Playboy magazine", "magazine Playboy"


def _organisation_nearby(spot: _Spot) -> str | None:
    """"the news agency Interfax", "Interfax news agency": an organisation word a few words away."""
    text = spot.text
    after = [] if spot.owns else text[spot.ends:spot.ends + 25].lower().split()[:2]  # not "Billy Graham's ministry"
    before = text[max(0, spot.begins - 30):spot.begins].lower().split()[-3:]
    before = [w.strip(".,") for w in before]
    after = [without_possessive(w.strip(".,")) for w in after]  # "People magazine's": its, not "the magazine's editor Ann"
    found = any(w in _ORGANISATION_NEARBY for w in before + after) or any(w in _PUBLICATIONS for w in before[-1:] + after[:1])
    return "organisation:nearby" if found else None


def _after_preposition(spot: _Spot) -> str | None:
    """"in Bucha", "at the Pentagon"; "at Promises" may be a clinic, so "at" is its own cue."""
    if spot.owns:
        return None  # "in Playboy's January issue"
    previous = spot.word_before()
    if previous == "the" and spot.word_before(2) in _PLACE_CUE:
        previous = spot.word_before(2)
    elif previous not in _PLACE_CUE:
        return None
    return "place:at" if previous == "at" else "place:preposition"


def _speaks(spot: _Spot) -> str | None:
    """"Doe said", "Doe, 45, …": a speaker, a person when the name has two words or a title."""
    after = spot.text[spot.ends:spot.ends + 12].lower()
    if not (re.match(r"\s+(?:said|says|told|added|warned|wrote)\b", after) or re.match(r",\s+\d{1,3},", after)):
        return None
    return "person:speaker" if len(spot.words) >= 2 or spot.honorific else "speaker"


def _who_or_which(spot: _Spot) -> str | None:
    """", who …" follows people; ", which said …" organisations (places do not speak)."""
    if re.match(r",\s+who\b", spot.text[spot.ends:spot.ends + 12].lower()):
        return "person:who"
    if re.match(r",\s+which\s+(?:said|says|reported|added|announced)\b", spot.text[spot.ends:]):
        return "organisation:which"
    return None


def _gender(spot: _Spot) -> str | None:
    """"Mr Doe", "Congresswoman Doe", "his sister Katie Doe": a man or a woman (not a kind; it
    tells apart two people of one surname, see `_resolve`)."""
    for word in (spot.honorific, *spot.role_words[-1:], spot.word_before()):
        said = GENDER_WORDS.get((word or "").lower().strip("."))
        if said:
            return "gender:" + said
    return None


# What the words in and around a name say about its kind, in order; each row gives a cue
# ("kind:why") or nothing. The kind votes weigh the cues (`kind_votes`).
_CUE_RULES: tuple[Callable[[_Spot], str | None], ...] = (
    _titled,
    lambda spot: "person:role" if spot.apposition else None,  # "Doe, the mayor, …"
    _junior,
    _initials,
    _organisation_word,
    _place_word,
    _facility,
    _in_gazetteer,
    _team,
    _organisation_nearby,
    _after_preposition,
    _speaks,
    _who_or_which,
    _gender,
)


def _cues(spot: _Spot) -> list[str]:
    """The cues of `_CUE_RULES`; a name of two words or more that none calls an organisation
    is also asked of probablepeople."""
    if names_a_thing(spot.words):
        return []  # "Gold Glove Award", "World War II", "NFL Draft": a thing, of no kind the index sorts
    cues = [cue for cue in (rule(spot) for rule in _CUE_RULES) if cue]
    if len(spot.words) >= 2 and not any(c.startswith("organisation") for c in cues):
        tag = _probable_kind(spot.name)
        if tag:
            cues.append(f"{tag}:probablepeople")
    return cues


def _playing(text: str, start: int, end: int) -> bool:
    """A name that plays in a sentence about a game is a team ("an 84-70 victory over Dayton",
    "a 20-17 loss to Denver", "Butler, which had beaten Xavier"), whatever town it names."""
    return bool((OPPONENT_BEFORE.search(text[max(0, start - 20):start]) or PLAYER_AFTER.match(text[end:end + 30]))
                and GAME.search(text))


def _team_name(words: list[str], previous: str) -> bool:
    """A team or a group named by a capitalised plural: "the Saints", "the Colts", "New Orleans
    Saints" (a city and a plural; not "the Russians": nationalities are not teams), "the Blue
    Demons", "the Young Guns" (not "the Blue Mountains": a place's plural)."""
    last = words[-1]
    plural = last[:1].isupper() and last.endswith("s") and not last.endswith(("ss", "us", "is")) and len(last) > 3 \
        and not is_demonym(last.rstrip("s")) and not is_demonym(last[:-1]) and not is_country(last) and not is_city(last) \
        and is_known(last[:-1].lower())  # the plural of a word: "Saints", not "Donbas"
    if not plural:
        return False
    if previous == "the" and not {last.lower(), last[:-1].lower()} & (PLACE_WORDS | FACILITY_WORDS):
        return True
    return len(words) > 1 and is_large_city(" ".join(words[:-1]))


@lru_cache(maxsize=16384)
def _probable_kind(name: str) -> str | None:
    probablepeople = prepared.probablepeople()  # here: a rebuild whose articles are all cached never needs it

    try:
        kind = probablepeople.tag(name)[1]
    except probablepeople.RepeatedLabelError:
        return None
    return {"Person": "person", "Corporation": "organisation"}.get(kind)


def _resolve(mentions: list[Mention]) -> list[Mention]:
    """Short mentions take the full name given earlier (or later) in the article: a surname
    ("Palin") or, for a single first name, the one person of the article who has it
    ("Lindsay"; see `_person_named`). A city's name alone, where the article names that
    city's team, is the team ("Indianapolis beat Kansas City", after "the Indianapolis
    Colts"), unless it is used as a place ("in Indianapolis")."""
    named = _FullNames.of(mentions)
    teams: dict[str, set[str]] = {}
    for m in mentions:
        if TEAM_CUES.intersection(m.cues) and len(m.name.split()) >= 2:
            teams.setdefault(m.name.rsplit(" ", 1)[0], set()).add(m.name)
    resolved = []
    for mention in mentions:
        key, cues = mention.key, mention.cues
        if len(teams.get(mention.name, ())) == 1 and not any(c in cues for c in ("place:preposition", "place:at",
                                                                                 "place:word")):
            key = next(iter(teams[mention.name]))
            cues = tuple(c for c in cues if c != "place:gazetteer") + ("organisation:team",)
        elif key == mention.name and len(mention.name.split()) <= 3 and _may_be_a_surname(mention):
            key, cues = _person_named(mention, named) or (key, cues)
        resolved.append(Mention(mention.anchor, mention.name, mention.start, mention.end, mention.roles, cues, key))
    return resolved


@dataclass(frozen=True)
class _FullNames:
    """The article's full names that may be people's, those surely a person's (a title, a
    role, "said"; not "Nixon White House"), and the genders the text gives each."""

    full: list[str]
    persons: set[str]
    genders: dict[str, set[str]]

    @classmethod
    def of(cls, mentions: list[Mention]) -> _FullNames:
        genders: dict[str, set[str]] = {}
        for m in mentions:
            said = gender(m.cues)
            if said:
                genders.setdefault(m.name, set()).add(said)
        return cls([m.name for m in mentions if len(m.name.split()) >= 2 and _person_like(m)],
                   {m.name for m in mentions if any(c.startswith("person:") for c in m.cues)
                    and not any(c.startswith("organisation:") for c in m.cues)}, genders)


def _person_named(mention: Mention, named: _FullNames) -> tuple[str, tuple[str, ...]] | None:
    """The full name and the cues of the one person of the article a short mention names. The
    person outweighs a town of that name in the gazetteer, and a surname's person a preposition
    before it ("walking near Horton"); two people who share the surname, or a first name, leave
    it with neither, unless an honorific says which ("Miss Jenkin") — though a surname two
    people share is still a person's, not the town's ("Clinton" beside Bill and Hillary Clinton)."""
    candidates = {f for f in named.full if f != mention.name and ends_with_words(f, mention.name)
                  and (f in named.persons or _placed(mention) <= {"place:gazetteer"})}
    first_name = not candidates and len(mention.name.split()) == 1 and _placed(mention) <= {"place:gazetteer"}
    if first_name:
        candidates = {f for f in named.full if f.split()[0] == mention.name and len(f.split()) == 2}
    people = [p for p in _distinct_people(candidates)
              if may_be(gender(mention.cues), {g for name in p for g in named.genders.get(name, ())})]
    # "Clinton" beside two Clintons: whose it is is not said, but it is a person's when one of them surely is
    # a person ("Republicans" beside "College Republicans" and "House Republicans" is not); "MD" is no surname
    if len(people) > 1 and any(p & named.persons for p in people) and not first_name and not mention.name.isupper():
        return mention.key, as_surname(mention.cues)
    if len(people) != 1:
        return None
    core = {f for f in people[0] if not any(ends_with_words(f, other) for other in people[0])}
    key = Counter(f for f in named.full if f in core).most_common(1)[0][0]  # "Bettie Page", not "The Real Bettie Page"
    # a surname used alone is a person's, whatever a preposition before it suggested; a first word
    # alone ("Morningside" for "Morningside Recovery", "Access" for "Access Hollywood") leaves the
    # kind to the full name
    return key, (tuple(c for c in mention.cues if c != "place:gazetteer") if first_name else as_surname(mention.cues))


def as_surname(cues: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cues of a mention known to be a person's surname used alone: a town of that name, a
    preposition before it ("walking near Horton") or a game it plays in ("Rahman stopped
    Barrett") says nothing against that."""
    return tuple(c for c in cues if c not in _SURNAME_GUESSES) + ("person:surname",)


def gender(cues: tuple[str, ...] | list[str]) -> str | None:
    """"male" or "female" when a cue says so (`_gender`)."""
    return next((c.split(":", 1)[1] for c in cues if c.startswith("gender:")), None)


def may_be(wanted: str | None, known: set[str]) -> bool:
    """Whether a person the texts call `known` (genders, often none) may be the one an
    honorific calls `wanted`: "Miss Jenkin" is not the brother the texts call "Mr Jenkin"."""
    return wanted is None or not known or known == {wanted}


def _may_be_a_surname(mention: Mention) -> bool:
    """No evidence that it is a place or an organisation but a town's name, a game it plays in,
    or a preposition ("walking near Horton", "shots fired at Hiller", where a person of the
    article is so named: see `_resolve`); a known place after a preposition ("in Egypt") is that
    place. A first word alone ("in Boston" is not "Boston WCVB") needs the stricter test in
    `_resolve`."""
    placed = _placed(mention)
    return placed <= TOWN_OR_GAME or placed <= PREPOSITION_CUES


def _placed(mention: Mention) -> set[str]:
    return {c for c in mention.cues if c.startswith(("place:", "organisation:"))}


TOWN_OR_GAME = frozenset({"place:gazetteer", PLAYING_CUE})  # a town of the name; a game it plays in
_SURNAME_GUESSES = PREPOSITION_CUES | TOWN_OR_GAME


def _distinct_people(names: set[str]) -> list[set[str]]:
    """Full names grouped by the person they name: "Sarah Palin" and "Sarah Louise Palin" are
    one, and so are "Bettie Page" and "The Notorious Bettie Page" that ends with it, and "Chuck
    Grassley" and "Charles Grassley" (a nickname fitting every first name of the group: "Pat"
    joins "Patricia" or "Patrick", not both); "Sarah Palin" and "Todd Palin" are two."""
    groups: list[set[str]] = []
    for name in sorted(names, key=lambda n: (len(n.split()), n)):
        first = name.split()[0]
        for group in groups:
            if any(other.split()[0] == first or ends_with_words(name, other) for other in group) or \
                    all(same_first_name(other.split()[0], first) for other in group):
                group.add(name)
                break
        else:
            groups.append({name})
    return groups


def _person_like(mention: Mention) -> bool:
    """A full name that could be a person's: no organisation, place or thing words, no "of"."""
    words = mention.name.lower().split()
    return "of" not in words and not names_a_thing(words) and \
        not any(w in ORGANISATION_WORDS or w in PLACE_WORDS for w in words) and \
        not any(c in ("place:gazetteer", "organisation:word") for c in mention.cues)
