"""The names of one sentence: runs of capitalised words (names/extent.py), less what is not a
name (a common word opening a sentence, a nationality, a month, a number's unit, a shouted
headline word), with the title split off as a role ("*President* Volodymyr Zelensky") and a
role in apposition kept ("Pavlo Kyrylenko, *the regional governor of Donetsk*,")."""

from __future__ import annotations

import re
from collections.abc import Callable

from generator.model import Mention, Sentence
from generator.names.cues import BODY_OR_FACILITY, PLACE_OR_FACILITY, TOKEN, Spot, cues_of, is_initial
from generator.names.extent import initial, is_capitalised, name_run, nickname_close, possessive
from generator.text.lexicon import (
    COMPASS_WORDS,
    COUNT_WORDS,
    COUNTRY_SHORT_NAMES,
    DEPARTMENT_WORDS,
    HONORIFICS,
    KNOWN_AS,
    NAME_SUFFIXES,
    NO_ENTITIES,
    NOT_NAMES,
    NUMBERED_LABELS,
    OPENERS,
    ORGANISATION_WORDS,
    PARTICLES,
    STATE_ABBREVIATIONS,
    STREET_WORDS,
    TITLE_WORDS,
    is_adverb,
    is_demonym,
    is_given_name,
)
from generator.text.number_kinds import CURRENCY_WORDS
from generator.text.numbers import QUANTITY_WORDS
from generator.text.places import is_city, is_country, is_large_city, is_nationality
from generator.text.words import SMALL_WORDS, STOPWORDS, is_known, title_case

_NOT_FIRST = (STOPWORDS - HONORIFICS) | NOT_NAMES | OPENERS | COUNT_WORDS

# Kinds of body that name none alone ("Police said", "Court records"), unlike "Congress" or "Senate".
_GENERIC_BODIES = frozenset({"police", "court", "office", "government", "department", "ministry", "committee",
                             "council", "company", "group", "service", "agency", "authorities", "administration",
                             "board", "bureau", "division", "school", "college", "university", "rescue", "fire",
                             "precinct", "foundation"})

# A word that names nothing when it is all that is left of a name ("W. 14th St.", "the 9th Precinct",
# "Sorority, Inc.").
_NOTHING_ALONE = PLACE_OR_FACILITY | STREET_WORDS | _GENERIC_BODIES | (NAME_SUFFIXES - {"ag", "sa", "nv"})

# Titles written as initials, in capitals only ("DA Phil Ames"; "da" is a particle: "Lula da Silva").
_CAPITAL_TITLES = frozenset({"DA", "ADA"})
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
    """Nationality and compound adjectives: "Russian", "Sicilian", "comedian", "Moscow-backed",
    "Chiefs-like"; not a given name that only ends as nationalities do ("Dorlian", "Kristian":
    no country, no word of the dictionary)."""
    return is_nationality(word) or (is_demonym(word) and is_known(word.lower())) or _compound_modifier(word)


def _shouted(words: list[str]) -> bool:
    """Three or more words in capitals, among them a verb or preposition that names never hold
    ("HAVE", "IN"): words shouted in a headline, not a name ("UNITED STATES OF AMERICA" is one)."""
    return len(words) >= 3 and all(w.isupper() for w in words) and any(
        w.lower() in _SHOUTED_WORDS for w in words)


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
QUOTED = re.compile(r"(?<!\w)[“\"‘]([^“”\"‘’]{3,100}?)[”\"’](?!\w)")


def quoted_titles(text: str) -> list[tuple[int, int]]:
    """Where the sentence quotes a title with small words in it ("voted “Best Dressed in
    Class”", "“Walk On by the River Road”"): as in a headline, its capitals say nothing
    about which words are names. (A quoted name, "the “Mexico City” rule", stays a name.)"""
    if "“" not in text and '"' not in text and "‘" not in text:
        return []
    return [(m.start(1), m.end(1)) for m in QUOTED.finditer(text)
            if title_case(m.group(1)) and any(w in SMALL_WORDS for w in m.group(1).split())]


def inside(spans: list[tuple[int, int]], at: int) -> bool:
    return any(start <= at < end for start, end in spans)


def _headline_word(inner: set[str], all_caps: bool) -> Callable[[str], bool]:
    """In a headline, a capitalised word is a name only when the article capitalises it
    elsewhere too, or it is a name anywhere (a country, a word no dictionary knows)."""
    def capitalised(word: str) -> bool:
        return is_capitalised(word) and (word in inner or word.title() in inner
                                       or (not all_caps and _known(word) and word.lower() not in STOPWORDS))
    return capitalised


def opens(tokens: list[re.Match], i: int) -> bool:
    """Whether token i starts a sentence or a quotation, where every word is capitalised."""
    return i == 0 or tokens[i - 1].group() in ("“", '"', "‘", "'", "`", ":", "(", "—", "–", "-", ".", "?", "!")


def sentence_mentions(sentence: Sentence, inner: set[str], headline: bool = False,
                       lowered: set[str] | frozenset[str] = frozenset()) -> list[Mention]:
    """Every name in the sentence: each run of capitalised words, trimmed of the words around
    a name that are not part of it, kept when what is left names something."""
    text = _PLACEHOLDER_PAIR.sub(lambda pair: pair.group().lower(), sentence.text)
    tokens = list(TOKEN.finditer(text))
    found: list[Mention] = []
    capitalised = _headline_word(inner, text.upper() == text) if headline else is_capitalised
    titles = quoted_titles(text)
    in_title = _headline_word(inner, False)
    i = 0
    while i < len(tokens):
        if not tokens[i].group()[:1].isupper():
            i += 1  # (every name and initial opens with a capital: most words are passed over here)
            continue
        run = name_run(tokens, i, in_title if titles and inside(titles, tokens[i].start()) else capitalised)
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
    following = TOKEN.match(after)
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
    if first.lower().strip(".") in _NOT_FIRST and not is_initial(first):
        return True
    if _emphasis(first, at[0], tokens):
        return True
    if opens(tokens, at[0]) and first not in inner and (not _known(first) or _a_word_here(first, lowered)) \
            and (len(words) == 1 or (_opening_word(first) and not _whole_quotation(tokens, at))):
        return True
    return (_adjective(first) and len(words) > 1 and not any(w.lower() in ORGANISATION_WORDS for w in words)
            and words[-1].lower() not in PLACE_OR_FACILITY)


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


# "John and Jane Does": stand-ins for the unidentified, whose first word alone is no one's name
# (lowered in place, so no capitalised run starts there; the offsets are unchanged).
_PLACEHOLDER_PAIR = re.compile(r"\b(?:John|Jane)\s+(?:and|or|&)\s+(?:John|Jane)\s+Does?\b")


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
            or all(w.lower() in _AMOUNT_WORDS for w in words)
            or " ".join(words).lower().removesuffix("s") in NO_ENTITIES
            or (len(words) == 1 and words[0][:-1].isupper() and words[0][-1:] == "s" and words[0][:-1].lower() in NOT_NAMES))


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
    cues = cues_of(Spot(name, honorific, role_words, apposition, text, tokens, start, end))
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
        if initial(tokens, k):
            words.append(word + ".")
            at.append(k)
            k += 2
            continue
        close = nickname_close(tokens, k) if k > start else None
        if close is not None:
            nickname = " ".join(t.group() for t in tokens[k + 1:close])
            k = close + 1
            continue
        if word in ("'", "’", ".") and words:
            words[-1] += word  # "Magistrates' Court" (see _plural_possessive_in_name), "Mr." (see name_run)
        else:
            words.append(word[:-2] if possessive(word) else word)
            at.append(k)
        k += 1
    return words, at, nickname


def _last_token(tokens: list[re.Match], k: int) -> int:
    """The end (exclusive) of the word at token k: an initial's full stop belongs to it."""
    return k + 2 if initial(tokens, k) else k + 1


_NOT_A_NAME_AFTER_TITLE = ORGANISATION_WORDS | frozenset({"order", "orders", "decree", "session", "branch", "staff"})


def _split_title(words: list[str]) -> tuple[list[str], list[str], str | None]:
    """(role words, name words, honorific): "Kremlin spokesman Dmitry Peskov" -> role, name."""
    if words[-1].lower() in BODY_OR_FACILITY \
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
    if role and len(name) == 1 and name[0].lower() in _NOT_A_NAME_AFTER_TITLE:
        return [], words, None  # "Executive Order", "General Assembly": a document or a body, no person
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
