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

Where the names of a sentence are is names/sentence_names.py (with names/extent.py), the cues to
their kind names/cues.py; this module runs them over an article and resolves short mentions.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from generator.model import Mention, Sentence
from generator.names.cues import GUESS_CUES, PREPOSITION_CUES, TEAM_CUES, TOKEN, TOWN_OR_GAME, VESSEL_CUE, WORK_CUE
from generator.names.sentence_names import QUOTED, inside, opens, quoted_titles, sentence_mentions
from generator.text.lexicon import (
    ORGANISATION_WORDS,
    PLACE_WORDS,
    names_a_thing,
    same_first_name,
)
from generator.text.words import SMALL_WORDS, ends_with_words, title_case
from generator.thresholds import NAMES

_PERSON_SPEECH = re.compile(r"\b(?:he|she|his|her)\b", re.IGNORECASE)


def extract_mentions(sentences: list[Sentence]) -> list[Mention]:
    """Every name mentioned in the article, resolved within the article, in reading order."""
    inner: set[str] = set()  # capitalised words seen where capitals are not forced (not opening a sentence or quote)
    lowered: set[str] = set()  # words the article writes in lower case
    works: set[str] = set()  # names quoted as a whole title (see _works)
    vessels: set[str] = set()  # names a ship's or an aircraft's word introduces ("the container ship Dali")
    headlines = {s.anchor for s in sentences if _headline_case(s.text)}
    for sentence in sentences:
        if sentence.anchor in headlines:
            continue  # every word is capitalised there: no evidence
        tokens = list(TOKEN.finditer(sentence.text))
        lowered.update(t.group() for t in tokens if t.group()[:1].islower())
        titles = quoted_titles(sentence.text)
        inner.update(t.group() for i, t in enumerate(tokens) if i and t.group()[:1].isupper() and not opens(tokens, i)
                     and not (titles and inside(titles, t.start())))
        works.update(_works(sentence.text))
        vessels.update(match.group("name") for match in _VESSEL.finditer(sentence.text))
    raw: list[Mention] = []
    for sentence in sentences:
        raw.extend(sentence_mentions(sentence, inner, sentence.anchor in headlines, lowered))
    resolved = _resolve([replace(m, cues=(*(c for c in m.cues if c not in GUESS_CUES), WORK_CUE)) if m.name in works
                         else m for m in raw])
    resolved = [replace(m, cues=(*m.cues, VESSEL_CUE)) if m.name in vessels else m for m in resolved]
    return [m for m in resolved if not _a_common_word(m, lowered)]


# A vessel's or an aircraft's name after the word for it: "the container ship Dali", "the
# ferry Sewol", "aboard the tanker Ever Given" (no person, no place, whatever its words).
_VESSEL = re.compile(r"\b(?:ship|vessel|freighter|tanker|ferry|trawler|barge|tugboat|yacht|liner|submarine|"
                     r"frigate|destroyer|warship|aircraft carrier|boat)\s+(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)")


def _a_common_word(mention: Mention, lowered: set[str]) -> bool:
    """A word the article also writes in lower case, capitalised here as a piece of a title or
    a label ("six Lanterns and ten lanterns", "open for the Fair", "Sailor of the Year"), with
    nothing to say it names something: no longer name it stands for, no cue to a kind."""
    return not mention.cues and mention.key == mention.name and " " not in mention.name \
        and not mention.name.isupper() and mention.name.lower() in lowered




def _works(text: str) -> set[str]:
    """The names a sentence sets in quotation marks as a whole title ("the sequel ‘Catching
    Fire’", "starred in “Beauty Parade”"): the title of a work, which the guesses from the shape
    of a name or the words around it ("Catching Fire" looks like a company) would misfile."""
    found: set[str] = set()
    for match in QUOTED.finditer(text):
        title = match.group(1).strip(" ,.")
        if title_case(title) and len(title.split()) <= NAMES.max_title_words:
            found.update((title, title.removeprefix("The ")))
    return found


def _headline_case(text: str) -> bool:
    """A headline in title case or capitals ("Lindsay Lohan Checks Into Rehab"): its capitals
    say nothing about which words are names."""
    every = re.findall(r"[^\W\d_][\w’'-]*", text)
    words = [w for w in every if len(w) > 3]
    if len(words) >= NAMES.min_shouted_words and text.upper() == text:
        return True
    # every word of four letters or more capitalised, and every word of three but the small ones
    # ("on", "the"): "Storms hit Kansas City on Monday" is a sentence, its verb in lower case
    return len(words) >= NAMES.min_headline_words and all(w[0].isupper() for w in words) \
        and all(w[0].isupper() for w in every if len(w) == 3 and w.lower() not in SMALL_WORDS)


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
        not any(c in ("place:gazetteer", "organisation:word", "place:compass") for c in mention.cues)
