"""Other forms of one body or place: an acronym and the name whose initials it is ("NTSB"), a
blend ("LiLo"), a body with and without a generic word ("X Police" / "X Police Department"), a
place's other forms and a city's other spellings. Each joins only within one kind."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache

from generator.model import Kind
from generator.names.cluster import NameCluster
from generator.text.lexicon import (
    BODY_WORDS,
    ORGANISATION_WORDS,
    OTHER_PLACE_WORDS,
    names_a_thing,
)
from generator.text.name_keys import transliteration_key
from generator.text.places import city_spelled, is_country
from generator.text.words import ends_with_words, fold, stem
from generator.thresholds import NAMES


def surnames_of_people(clusters: dict[str, NameCluster]) -> dict[str, list[str]]:
    """The keys of the people of two or more names, by their surnames: the last word of each
    full name they are given ("Duncan Rait" is also "Duncan Raite" in another report)."""
    people: dict[str, list[str]] = defaultdict(list)
    for key, cluster in clusters.items():
        if len(cluster.words) >= 2 and cluster.kind == Kind.PERSON:
            full = {transliteration_key(m.key) for _, m in cluster.mentions}
            for surname in sorted({cluster.words[-1]} | {f.split()[-1] for f in full if len(f.split()) >= 2}):
                people[surname].append(key)
    return people


def merge_organisation_forms(clusters: dict[str, NameCluster]) -> None:
    """Forms of one organisation or facility: names that differ only in the kind of body
    ("Morningside Recovery" / "Morningside Recovery Center", "Betty Ford Clinic" / "Betty
    Ford Centre"), then a shorter name that begins or ends exactly one longer one ("Red Sox" /
    "Boston Red Sox", "Cliffside" / "Cliffside Rehab Center"). People and real places are
    never joined this way, nor a surname people of the story carry ("Page" is no short form of
    "The Real Bettie Page")."""
    surnames = surnames_of_people(clusters)
    joinable = [k for k in sorted(clusters) if (clusters[k].kind in (Kind.ORGANISATION, Kind.OTHER)
                or (only_in_gazetteer(clusters[k]) and len(clusters[k].words) > 1) or _facility(clusters[k])
                or _only_after_at(clusters[k])) and k not in surnames]
    by_core: dict[str, list[str]] = defaultdict(list)
    for key in joinable:
        by_core[_one_body(clusters[key])].append(key)
    for keys in by_core.values():
        keys.sort(key=lambda k: (-len(clusters[k].mentions), k))
        for other in keys[1:]:
            clusters[keys[0]].absorb(clusters.pop(other))
    longer = [k for k in sorted(clusters) if k in joinable and len(k.split()) > 1
              and not names_a_thing(k.split())]  # "NFL Draft" is no longer form of the NFL
    for key in sorted((k for k in joinable if k in clusters), key=lambda k: (len(k.split()), k)):
        owner = _longer_form(key, [k for k in longer if k != key and k in clusters])
        if owner:
            clusters[owner].absorb(clusters.pop(key))


def merge_place_forms(clusters: dict[str, NameCluster]) -> None:
    """A place of two words or more joins the one longer place whose name ends with it, a
    name put before it ("Mount Cook" / "Aoraki Mount Cook"); not another place named after it
    ("South Richmond Hill", "Little Orra River", "San Diego County Jail"); a town with and
    without "Town", "City" or "Village" is one town, unless its name alone is a country or a
    state ("Kansas City")."""
    places = [k for k in sorted(clusters) if clusters[k].kind == Kind.PLACE and len(clusters[k].words) > 1]
    for key in sorted(places, key=lambda k: (-len(k.split()), k)):
        words = key.split()
        owners = [k for k in places if k in clusters and ends_with_words(k, key)
                  and not set(k.split()[:-len(words)]) & _folded(OTHER_PLACE_WORDS)]
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key))
    for key in places:  # "Lahaina Town" and "Lahaina" are one town; "Kansas City" is not the state
        *base, word = key.split()
        town = " ".join(base)
        if word in _TOWN_WORDS and key in clusters and town in clusters and clusters[town].kind == Kind.PLACE \
                and not any(is_country(mention.name) for _, mention in clusters[town].mentions):
            clusters[town].absorb(clusters.pop(key))


_TOWN_WORDS = frozenset(transliteration_key(word) for word in ("town", "city", "village"))  # as keys spell them


def merge_city_spellings(clusters: dict[str, NameCluster]) -> None:
    """Two spellings of one city the gazetteer lists ("Kharkov" / "Kharkiv", "Bombay" /
    "Mumbai", "Berne" / "Bern") are one place; a spelling several cities share ("Odessa":
    Ukraine's and Texas') is left apart."""
    places = [k for k in sorted(clusters) if clusters[k].kind == Kind.PLACE]
    holder: dict[str, str] = {}  # a city's main name, folded -> the place printed with it
    for key in places:
        for _, mention in clusters[key].mentions:
            holder.setdefault(fold(mention.name), key)
    for key in places:
        spelled = {main for _, mention in clusters[key].mentions if (main := city_spelled(mention.name))}
        owner = holder.get(spelled.pop()) if len(spelled) == 1 else None
        if owner and owner != key and owner in clusters and key in clusters:
            clusters[owner].absorb(clusters.pop(key))


def _core(key: str) -> str:
    """A name without the words for the kind of body, nor a generic word a body's name may
    carry or drop: "morningside" for "morningside recovery center", "baltimore" for "baltimore
    city fire department" (not for "baltimore county …", another government's)."""
    body_words = _folded(BODY_WORDS) | _folded(_GENERIC_QUALIFIERS)
    return " ".join(w for w in key.split() if w not in body_words) or key


_GENERIC_QUALIFIERS = frozenset({"city", "metropolitan", "municipal"})


def _one_body(cluster: NameCluster) -> str:
    """What forms of one body share: its core, and in a long name its plurals folded too
    ("National Marine Fisheries Service" / "… Services", "Motion Picture" / "Motion Pictures"),
    where one plural more or less cannot name another body (in a short one it can: "Times" and
    "Time"). Plurals are folded in the name as written (or as aliases.yml gives it), before its
    transliteration key."""
    core = _core(cluster.key)
    if len(core.split()) < NAMES.plural_fold_words:
        return core
    written = fold(cluster.alias_name or cluster.mentions[0][1].key).split()
    return _core(transliteration_key(" ".join(stem(word) for word in written)))


def _longer_form(key: str, longer: list[str]) -> str | None:
    """The one longer name that `key` begins or ends, not counting a body of it ("EU
    Commission" for "EU"). A name's end names it more surely than its start: "Saints" is the
    New Orleans Saints' even where a headline made "Saints RBs" a name."""
    words = key.split()
    candidates = [k for k in longer if len(k.split()) > len(words) and not _sub_body(k.split(), words)]
    ending = _nested({_core(k) for k in candidates if ends_with_words(k, key)})
    opening = {_core(k) for k in candidates if k.split()[:len(words)] == words}
    owners = ending if len(ending) == 1 else (ending | opening)
    if len(owners) != 1:
        return None
    return next(k for k in longer if _core(k) in owners)


def _nested(names: set[str]) -> set[str]:
    """Names each ending with the next shorter one ("red sox", "boston red sox") are forms of
    one name: the shortest stands for them (it joins the longer in its turn)."""
    ordered = sorted(names, key=lambda n: (len(n.split()), n))
    chain = all(ends_with_words(longer, shorter) for shorter, longer in zip(ordered, ordered[1:]))
    return set(ordered[:1]) if ordered and chain else names


def merge_acronyms(clusters: dict[str, NameCluster]) -> None:
    """An acronym joins the one organisation or place whose initials it spells, with or without
    what follows "of" and with or without a "The" before it ("CEC" / "Central Election
    Commission of Arvania", "AP" / "Associated Press", "THR" / "The Hollywood Reporter",
    "ISPs" / "Internet Service Providers"), or else the same acronym in the singular ("GIs" /
    "GI"); with two candidates, neither."""
    by_initials: dict[str, list[str]] = defaultdict(list)
    acronyms: list[str] = []
    for key, cluster in clusters.items():
        if _is_acronym(cluster):
            acronyms.append(key)
            by_initials[key.replace(" ", "")].append(key)
            continue
        if cluster.kind == Kind.PERSON:
            continue
        head = re.split(r" (?:of|for) ", key)[0]  # "CEC" for the Central Election Commission of Arvania
        for name in dict.fromkeys((key, head)):
            words = [w for w in name.split() if w not in ("of", "and", "for", "the", "de", "&")]
            if len(words) >= 2:
                initials = "".join(w[0] for w in words)
                by_initials[initials].append(key)
                if cluster.kind == Kind.ORGANISATION:  # "THR": The Hollywood Reporter (names are kept without "The")
                    by_initials["t" + initials].append(key)
    for key in sorted(acronyms):  # (an acronym that takes in another stays one)
        acronym = clusters.get(key)
        if acronym is None:
            continue
        owners = list(dict.fromkeys(k for k in by_initials.get(_letters(acronym), []) if k in clusters and k != key))
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key))


_BLEND = re.compile(r"([A-Z][a-z]{1,3})([A-Z][a-z]{1,3})")  # "LiLo", "ScarJo"


def merge_blends(clusters: dict[str, NameCluster]) -> None:
    """A name blended from the starts of a person's first name and surname ("LiLo" for Lindsay
    Lohan, "ScarJo" for Scarlett Johansson) joins the one person of the story it fits."""
    people = [k for k, c in clusters.items() if c.kind == Kind.PERSON and len(k.split()) >= 2]
    for key in sorted(clusters):
        blend = clusters.get(key)
        spelled = {m.name for _, m in blend.mentions} if blend else set()
        match = _BLEND.fullmatch(spelled.pop()) if len(spelled) == 1 else None
        if match is None:
            continue
        first, last = (transliteration_key(part) for part in match.groups())
        owners = [k for k in people if k in clusters and k != key
                  and k.split()[0].startswith(first) and k.split()[-1].startswith(last)]
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key))


def _letters(acronym: NameCluster) -> str:
    """The initials an acronym stands for, those of the singular when it is printed as a plural
    ("ISPs")."""
    printed = sorted({m.name.replace(" ", "") for _, m in acronym.mentions})
    if all(name.endswith("s") and name[:-1].isupper() for name in printed):
        return transliteration_key(printed[0][:-1])
    return acronym.key.replace(" ", "")


def _is_acronym(cluster: NameCluster) -> bool:
    return all(re.fullmatch(r"[A-Z][A-Z.&]{1,6}s?", m.name) for _, m in cluster.mentions)


def _sub_body(longer: list[str], shorter: list[str]) -> bool:
    """ "EU Commission" is a body of the EU, not another name for it (but the colour of "Red
    Sox" is part of the team's name: "Sox" is the Red Sox)."""
    extra = longer[len(shorter):] if longer[:len(shorter)] == shorter else longer[:-len(shorter)]
    return any(w in _folded(ORGANISATION_WORDS) and w not in _folded(BODY_WORDS) and w not in _COLOURS for w in extra)


_COLOURS = frozenset({"red", "blue", "white", "black", "green", "gold", "golden", "silver"})


@lru_cache(maxsize=4)
def _folded(words: frozenset[str]) -> frozenset[str]:
    """Words as they appear in keys (keys fold spellings: "network" -> "netvork")."""
    return frozenset(transliteration_key(w) for w in words)


def _facility(cluster: NameCluster) -> bool:
    """A place that is a building or a site ("Betty Ford Center"), named like a body."""
    return cluster.kind == Kind.PLACE and any("place:facility" in m.cues for _, m in cluster.mentions)


def _only_after_at(cluster: NameCluster) -> bool:
    """A place only because it follows "at" ("staff at Promises"): a facility's short name as
    likely as a town's (after "in" it is a town's)."""
    return placed_only_by(cluster, {"place:at"})


def only_in_gazetteer(cluster: NameCluster) -> bool:
    """A place only because a town has that name ("Bush", "Palin"): no mention is used as a place."""
    return placed_only_by(cluster, {"place:gazetteer"})


def placed_only_by(cluster: NameCluster, evidence: set[str] | frozenset[str]) -> bool:
    """A place whose only evidence of being one is among `evidence`."""
    cues = {c for _, m in cluster.mentions for c in m.cues}
    return cluster.kind == Kind.PLACE and not any(c.startswith("place:") and c not in evidence for c in cues)
