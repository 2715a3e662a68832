"""The evidence of a name's kind around one mention: a title, initials, an organisation or place
word, the gazetteer, "in/at/near X", "X said" with a he or she nearby, a team that plays,
probablepeople's tag. Each rule of `_CUE_RULES` looks at one `Spot` (the name and its
neighbouring words) and gives a cue ("kind:why") or nothing; the cues of all of an entity's
mentions are weighed together (text/name_kinds.kind_votes) by the index of names."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache

from generator import prepared
from generator.text.dates import MONTH_NAMES
from generator.text.lexicon import (
    COMPASS_WORDS,
    COUNTRY_SHORT_NAMES,
    FACILITY_WORDS,
    GAME,
    GENDER_WORDS,
    NEWS_AGENCIES,
    NEWS_NAME_WORDS,
    OPPONENT_BEFORE,
    ORGANISATION_WORDS,
    PLACE_OPENERS,
    PLACE_WORDS,
    PLATFORMS,
    PLAYER_AFTER,
    STREET_WORDS,
    TITLE_WORDS,
    WEB_DOMAIN,
    is_demonym,
    is_given_name,
    names_a_thing,
)
from generator.text.name_kinds import PLAYING_CUE
from generator.text.places import is_city, is_country, is_large_city
from generator.text.words import STOPWORDS, is_known, without_possessive

# Cues that only guess at a kind: for the title of a work they say nothing, in any report
# (names/story.py drops them from every mention of a name one report quotes as a title).
PREPOSITION_CUES = frozenset({"place:preposition", "place:at"})  # used as a place: "near Horton", "at Hiller"
SPEAKER_CUES = frozenset({"speaker", "person:speaker"})  # "Microsoft said", "Jane Doe said"
GUESS_CUES = frozenset({"person:probablepeople", "organisation:probablepeople"}) | PREPOSITION_CUES | SPEAKER_CUES
WORK_CUE = "work:quoted"
VESSEL_CUE = "other:vessel"  # a ship's or an aircraft's name ("the container ship Dali"): no person, no place

# A team by its name ("the Saints"), or a name that plays in a sentence about a game, which is
# as often a player's surname ("Rahman stopped Barrett") as a team's town.
TEAM_CUES = frozenset({"organisation:team", PLAYING_CUE})
TOWN_OR_GAME = frozenset({"place:gazetteer", PLAYING_CUE})  # a town of the name; a game it plays in


# A word (a full stop inside it, as in "U.S", but not before a new word: "Gov.Sarah" is two; a double
# hyphen is a dash: "Webber--who" is two, and so is a hyphen before a function word that ends the
# compound: "Ortiz-who", "Gigante-that"; "Moscow-backed", "Rostov-on-Don" stay one), or a sign.
_DASHED_FUNCTION_WORD = "|".join(sorted(STOPWORDS, key=lambda w: (-len(w), w)))
TOKEN = re.compile(rf"[^\W\d_](?:[\w’']|-(?!-)(?!(?:{_DASHED_FUNCTION_WORD})\b(?!-))|\.(?![A-Z][a-z]))*[\w]|[^\W\d_]|\S")
_PLACE_CUE = frozenset({"in", "at", "near", "outside", "inside", "across"})
PLACE_OR_FACILITY = PLACE_WORDS | FACILITY_WORDS
BODY_OR_FACILITY = ORGANISATION_WORDS | FACILITY_WORDS  # words that end a body's or a building's name

# Words that end a body's, a place's or a street's name, never a person's ("N. Y. Daily News", "E. Dahlia Ave").
_NO_PERSON_S = BODY_OR_FACILITY | PLACE_OR_FACILITY | STREET_WORDS


def is_initial(word: str) -> bool:
    """A name's word that is an initial ("T."; "T" is also a stop word, as in "don't")."""
    return len(word) == 2 and word[1] == "." and "A" <= word[0] <= "Z"


@dataclass(frozen=True)
class Spot:
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
        following = TOKEN.match(self.text[self.ends:].lstrip())
        word = following.group() if following else ""
        return (word[:1].islower() and word not in _NOT_OWNED) or word in MONTH_NAMES


_NOT_OWNED = frozenset({"in", "at", "on", "for", "to", "from", "with", "by", "of", "and", "or", "but", "near", "off"})


def _titled(spot: Spot) -> str | None:
    """"Mr Doe", "President Doe": a title or honorific before the name."""
    titled = spot.honorific or any(w.lower().strip(".") in TITLE_WORDS for w in spot.role_words[-1:])
    return "person:title" if titled else None


def _junior(spot: Spot) -> str | None:
    """"Arcade Joseph Comeaux Jr.": only people are juniors (not so "World War II")."""
    return "person:title" if len(spot.words) > 2 and spot.words[-1].lower().strip(".") in ("jr", "sr") else None


def _initials(spot: Spot) -> str | None:
    """"T. J. Varga", "W. Mark Felt": initials before a name are a person's (not a body's or a
    street's: "N. Y. Daily News", "E. Dahlia Ave")."""
    return "person:initials" if len(spot.words) > 1 and is_initial(spot.words[0]) \
        and not any(w.lower().strip(".") in _NO_PERSON_S for w in spot.words) else None


def _organisation_word(spot: Spot) -> str | None:
    """"Acme Systems Inc.", a short acronym that is no country, a platform, a news agency, a web domain,
    a newspaper of two joined titles ("Atlanta Journal-Constitution", "Pittsburgh Post-Gazette")."""
    name = spot.name
    found = (any(w.lower() in ORGANISATION_WORDS for w in spot.words)
             or ("-" in spot.words[-1] and any(part in NEWS_NAME_WORDS for part in spot.words[-1].lower().split("-")))
             or (name.isupper() and len(name) <= 6 and not is_country(name) and name not in COUNTRY_SHORT_NAMES)
             or name.lower() in PLATFORMS or name.lower() in NEWS_AGENCIES or WEB_DOMAIN.search(name))
    return "organisation:word" if found else None


def _place_word(spot: Spot) -> str | None:
    """"Donetsk Region", "Mount Cook", "Aoraki Mount Cook", "Middle East", "Hampton East"."""
    words = spot.words
    opener = len(words) > 1 and any(w.lower().strip(".") in PLACE_OPENERS for w in (words[0], words[-2]))
    found = any(w.lower() in PLACE_WORDS for w in words[1:]) or opener or (
        len(words) > 1 and words[-1].lower() in COMPASS_WORDS)
    return "place:word" if found else None


def _facility(spot: Spot) -> str | None:
    """"Rose Garden", "Estelle Unit"."""
    return "place:facility" if len(spot.words) > 1 and spot.words[-1].lower() in FACILITY_WORDS else None


def _in_gazetteer(spot: Spot) -> str | None:
    """A country or city ("East Aleppo", "South East Asia" as part of one); an acronym ("CNN",
    "ABC") or its plural ("46 KOs") is not a town that happens to share it."""
    name, words = spot.name, spot.words
    acronym = bool(re.fullmatch(r"[A-Z][A-Z&]{1,5}s?", name))
    compass = next((i for i, w in enumerate(words) if w.lower() not in COMPASS_WORDS), 0)
    part_of = " ".join(words[compass:]) if compass else ""
    found = (is_country(name) or name in COUNTRY_SHORT_NAMES or (is_city(name) and not acronym)
             or (part_of and (is_city(part_of) or is_country(part_of))))
    return "place:gazetteer" if found else None


def _team(spot: Spot) -> str | None:
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


def _organisation_nearby(spot: Spot) -> str | None:
    """"the news agency Interfax", "Interfax news agency": an organisation word a few words away."""
    text = spot.text
    after = [] if spot.owns else text[spot.ends:spot.ends + 25].lower().split()[:2]  # not "Billy Graham's ministry"
    before = text[max(0, spot.begins - 30):spot.begins].lower().split()[-3:]
    before = [w.strip(".,") for w in before]
    after = [without_possessive(w.strip(".,")) for w in after]  # "People magazine's": its, not "the magazine's editor Ann"
    found = any(w in _ORGANISATION_NEARBY for w in before + after) or any(w in _PUBLICATIONS for w in before[-1:] + after[:1])
    return "organisation:nearby" if found else None


def _after_preposition(spot: Spot) -> str | None:
    """"in Bucha", "at the Pentagon"; "at Promises" may be a clinic, so "at" is its own cue."""
    if spot.owns:
        return None  # "in Playboy's January issue"
    previous = spot.word_before()
    if previous == "the" and spot.word_before(2) in _PLACE_CUE:
        previous = spot.word_before(2)
    elif previous not in _PLACE_CUE:
        return None
    return "place:at" if previous == "at" else "place:preposition"


# Words a place's name follows with "of": "residents of Lahaina", "the island of Maui".
_PLACE_OF = frozenset({"residents", "resident", "people", "town", "city", "village", "island", "islands", "county",
                       "state", "province", "region", "district", "streets", "outskirts", "suburbs", "centre",
                       "center", "mayor", "governor", "north", "south", "east", "west", "coast", "shores", "port"})


def _place_of(spot: Spot) -> str | None:
    """"residents of Lahaina", "the island of Maui", "the mayor of Dorsk": a place."""
    return "place:of" if spot.word_before() == "of" and spot.word_before(2) in _PLACE_OF else None


def _compass(spot: Spot) -> str | None:
    """"West Maui", "North Kivu", "East Jerusalem": a compass word opening a name of two or
    more words names a part of a place, not a person."""
    words = spot.words
    return "place:compass" if len(words) >= 2 and words[0].lower() in _COMPASS_OPENERS \
        and words[-1].lower() not in BODY_OR_FACILITY else None  # not "Eastern Conference", "West Ham United"


_COMPASS_OPENERS = frozenset({"north", "south", "east", "west", "northern", "southern", "eastern", "western",
                              "upper", "lower"})


def _speaks(spot: Spot) -> str | None:
    """"Doe said", "Doe, 45, …": a speaker, a person when the name has two words or a title."""
    after = spot.text[spot.ends:spot.ends + 12].lower()
    if not (re.match(r"\s+(?:said|says|told|added|warned|wrote)\b", after) or re.match(r",\s+\d{1,3},", after)):
        return None
    return "person:speaker" if len(spot.words) >= 2 or spot.honorific else "speaker"


def _who_or_which(spot: Spot) -> str | None:
    """", who …" follows people; ", which said …" organisations (places do not speak)."""
    if re.match(r",\s+who\b", spot.text[spot.ends:spot.ends + 12].lower()):
        return "person:who"
    if re.match(r",\s+which\s+(?:said|says|reported|added|announced)\b", spot.text[spot.ends:]):
        return "organisation:which"
    return None


def _gender(spot: Spot) -> str | None:
    """"Mr Doe", "Congresswoman Doe", "his sister Katie Doe": a man or a woman (not a kind; it
    tells apart two people of one surname, see `_resolve`)."""
    for word in (spot.honorific, *spot.role_words[-1:], spot.word_before()):
        said = GENDER_WORDS.get((word or "").lower().strip("."))
        if said:
            return "gender:" + said
    return None


# What the words in and around a name say about its kind, in order; each row gives a cue
# ("kind:why") or nothing. The kind votes weigh the cues (`kind_votes`).
_CUE_RULES: tuple[Callable[[Spot], str | None], ...] = (
    _titled,
    lambda spot: "person:role" if spot.apposition else None,  # "Doe, the mayor, …"
    _junior,
    _initials,
    _organisation_word,
    _place_word,
    _facility,
    _in_gazetteer,
    _compass,
    _place_of,
    _team,
    _organisation_nearby,
    _after_preposition,
    _speaks,
    _who_or_which,
    _gender,
)





def cues_of(spot: Spot) -> list[str]:
    """The cues of `_CUE_RULES`; a name of two words or more that none calls an organisation
    is also asked of probablepeople."""
    if names_a_thing(spot.words):
        return []  # "Gold Glove Award", "World War II", "NFL Draft": a thing, of no kind the index sorts
    cues = [cue for cue in (rule(spot) for rule in _CUE_RULES) if cue]
    if len(spot.words) >= 2 and not any(c.startswith("organisation") for c in cues):
        tag = probable_kind(spot.name)
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
def probable_kind(name: str) -> str | None:
    probablepeople = prepared.probablepeople()  # here: a rebuild whose articles are all cached never needs it

    try:
        kind = probablepeople.tag(name)[1]
    except probablepeople.RepeatedLabelError:
        return None
    return {"Person": "person", "Corporation": "organisation"}.get(kind)
