"""One index of people, places and organisations across all sources.

1. Within each article, mentions already carry the full name they resolve to.
2. Across articles, names are compared by a transliteration key: accents and apostrophes
   (soft signs) dropped, then the spellings that romanisations of Ukrainian and Russian
   (and many other languages) vary on folded together — kh/h, g/h, y/i/j, ie/iy/yi, ye/e,
   doubled letters. "Zelensky", "Zelenskyy" and "Zelenskiy" share the key "zelenski";
   "Serhiy Haidai" and "Sergiy Gaiday" share "serhi haidai".
3. Keys that differ by one edit or one swap of neighbouring letters (rapidfuzz's optimal
   string alignment: "Klitschko" / "Klistchko") also match when they are long enough and
   agree on their first and last letters ("Zelensky" and "Zelenska" do not), or when one
   is the other with a silent "e" at the end ("Rait" / "Raite").
4. A person's shorter name joins the one fuller name it can be read in ("Fred LaRue" /
   "Frederick C. LaRue" / "Frederick Cheney LaRue", "Mark Felt" / "W. Mark Felt"); a surname
   alone ("Putin") joins the one person with that surname (or, when no one has it, the one
   whose surname is a typing slip away), and a first name alone the one person who has it;
   kinds must agree (a person never merges with a place). Facilities and bodies join their
   other forms ("Betty Ford Center" / "Betty Ford Clinic", "X Police" / "X Police Department")
   and the acronym of their initials.
5. `sources/aliases.yml` joins what no rule can know (Kyiv / Kiev, Vladimir / Volodymyr).
Keys fold Cyrillic and Greek look-alike letters inside Latin words (a spoof or a slip); a name
written wholly in Cyrillic or Greek is romanised first (anyascii), so "Павло Кириленко", quoted
in an English report, meets "Pavlo Kyrylenko".
The kind of each entity is a vote of the cues of all its mentions (see names/article.py).
Indexing by key makes the merge linear in the number of names, plus a neighbour search
among keys of equal length ± 1.
"""

from __future__ import annotations

import hashlib
from collections import Counter, defaultdict
from dataclasses import replace

from rapidfuzz.distance import OSA

from generator.model import Article, Entity, Kind, Ref
from generator.names.article import as_surname, gender, may_be
from generator.names.cluster import KINDS, NameCluster
from generator.names.cues import PREPOSITION_CUES, SPEAKER_CUES, TEAM_CUES, TOWN_OR_GAME
from generator.names.forms import (
    merge_acronyms,
    merge_blends,
    merge_city_spellings,
    merge_organisation_forms,
    merge_place_forms,
    only_in_gazetteer,
    placed_only_by,
    surnames_of_people,
)
from generator.text.lexicon import (
    KNOWN_AS,
    SPORTS_CONTEXT,
    same_first_name,
)
from generator.text.name_keys import transliteration_key
from generator.text.name_kinds import PLAYING_CUE, kind_votes
from generator.text.places import is_country, is_large_city
from generator.thresholds import NAMES


def build_entities(articles: list[Article] | tuple[Article, ...],
                   aliases: dict[str, tuple[str, str | None]] | None = None) -> list[Entity]:
    """The entity index of a story, people first, then places, organisations, others."""
    aliases = aliases or {}
    clusters: dict[str, NameCluster] = {}
    for article in articles:
        for mention in article.mentions:
            key = transliteration_key(mention.key)
            if key in aliases:
                key = transliteration_key(aliases[key][0])
            cluster = clusters.setdefault(key, NameCluster(key))
            cluster.add(article.id, mention)
            if key in aliases:
                cluster.alias_name, cluster.kind_override = aliases[key][0], aliases[key][1] or cluster.kind_override
    _teams_for_cities(clusters, articles)
    _merge_fuzzy(clusters)
    _merge_given_names(clusters)
    _merge_surnames(clusters)
    _merge_first_names(clusters)
    _merge_nicknames(clusters)
    _merge_surnames_by_gender(clusters)
    _shared_surnames_are_people(clusters)
    merge_organisation_forms(clusters)
    merge_place_forms(clusters)
    merge_city_spellings(clusters)
    merge_acronyms(clusters)
    merge_blends(clusters)
    _speakers_are_no_places(clusters)
    position = {(a.id, s.anchor): i for a in articles for i, s in enumerate(a.sentences)}
    given = {c.alias_name for c in clusters.values() if c.alias_name}
    entities = _distinct_names([_entity(c, position) for c in clusters.values()], given)
    entities.sort(key=lambda e: (KINDS.index(e.kind), -len(e.mentions), e.name.lower(), e.id))
    return entities


def _distinct_names(entities: list[Entity], given: set[str]) -> list[Entity]:
    """Two entries of one story are never printed with one name: an entry whose name another
    shares takes its most frequent longer form that holds the name ("Kansas City" for the
    Chiefs, beside the city's "Kansas City", becomes "Kansas City Chiefs"); names given in
    aliases.yml are kept."""
    shared = Counter(e.name for e in entities)
    renamed = []
    for entity in entities:
        if shared[entity.name] > 1 and entity.name not in given:
            words = entity.name.split()
            longer = [v for v in entity.variants if len(v.split()) > len(words) and _holds(v.split(), words)]
            entity = replace(entity, name=longer[0]) if longer else entity
        renamed.append(entity)
    return renamed


def _holds(longer: list[str], shorter: list[str]) -> bool:
    return any(longer[i:i + len(shorter)] == shorter for i in range(len(longer) - len(shorter) + 1))


def _teams_for_cities(clusters: dict[str, NameCluster], articles: list[Article] | tuple[Article, ...]) -> None:
    """A city's name alone, in a sentence about a game, is the one team of the story named after
    it ("a 31-24 win over Jacksonville", "Kansas City failed to score", where other reports name
    the Jacksonville Jaguars, the Kansas City Chiefs); used as a place ("in Jacksonville") or
    outside a game it stays the city. Within one report names/article.py does the same."""
    teams: dict[str, list[str]] = defaultdict(list)
    for key, cluster in clusters.items():
        if len(cluster.words) >= 2 and any(TEAM_CUES.intersection(m.cues) for _, m in cluster.mentions):
            teams[" ".join(cluster.words[:-1])].append(key)
    if not teams:
        return  # most stories name no team: their sentences need not be gathered
    sentences: dict[Ref, str] = {(a.id, s.anchor): s.text for a in articles for s in a.sentences}
    for city, owners in sorted(teams.items()):
        found = clusters.get(city)
        if found is None or len(owners) != 1 or city == owners[0]:
            continue
        moved = [(source, m) for source, m in found.mentions if not PREPOSITION_CUES.intersection(m.cues)
                 and SPORTS_CONTEXT.search(sentences.get((source, m.anchor), ""))]
        if not moved:
            continue
        team = NameCluster(city)
        for source, mention in moved:
            cues = tuple(c for c in mention.cues if c != "place:gazetteer") + ("organisation:team",)
            team.add(source, replace(mention, cues=cues))
        found.take_out(moved)
        clusters[owners[0]].absorb(team)
        if not found.mentions:
            del clusters[city]


def _compatible(a: NameCluster, b: NameCluster) -> bool:
    kinds = {a.kind, b.kind} - {Kind.OTHER}
    return len(kinds) <= 1


def _merge_fuzzy(clusters: dict[str, NameCluster]) -> None:
    """Join keys one slip apart (`_one_slip`; long keys, same kind, a person's first names agreeing)."""
    by_length: dict[int, list[str]] = defaultdict(list)
    for key in sorted(clusters):
        by_length[len(key)].append(key)
    for key in sorted(clusters, key=lambda k: (-len(clusters[k].mentions), k)):
        if key not in clusters or len(key) < NAMES.min_fuzzy_length:
            continue
        for length in (len(key) - 1, len(key), len(key) + 1):
            for other in by_length.get(length, []):
                if other != key and other in clusters and _one_slip(key, other) \
                        and _compatible(clusters[key], clusters[other]) \
                        and (clusters[key].kind != Kind.PERSON or _first_names_agree(key, other)):
                    clusters[key].absorb(clusters.pop(other))


def _one_slip(a: str, b: str) -> bool:
    """Two spellings one edit or swap apart that share their first and last letters, or one of
    them the other with a silent "e" at the end ("Rait" / "Raite", "Clark" / "Clarke"): never
    "Zelensky" / "Zelenska", a man and a woman."""
    silent_e = a == b + "e" or b == a + "e"
    return silent_e or (a[0] == b[0] and a[-1] == b[-1] and OSA.distance(a, b, score_cutoff=1) <= 1)


def _first_names_agree(a: str, b: str) -> bool:
    left, right = a.split(), b.split()
    if len(left) < 2 or len(right) < 2:
        return True
    return left[0] == right[0] or (left[0][0] == right[0][0] and (len(left[0]) == 1 or len(right[0]) == 1))


def _merge_given_names(clusters: dict[str, NameCluster]) -> None:
    """A person's shorter name joins the one fuller name it can be read in, with the same
    surname: "Mark Heller" / "Mark Jay Heller", "Harry Reid" / "Harry M Reid", "Mark Felt" /
    "W. Mark Felt", "Frederick C. LaRue" / "Frederick Cheney LaRue", "Fred LaRue" / "Frederick
    LaRue". Two fuller names it fits (two middle names) leave it alone. Fuller names go first,
    so a chain of forms ends in one entry."""
    people = surnames_of_people(clusters)
    for key in sorted(clusters, key=lambda k: (-len(k.split()), -len(k), k)):
        found = clusters.get(key)
        if found is None or len(found.words) < 2 or found.kind not in (Kind.PERSON, Kind.OTHER):
            continue
        owners = [k for k in people.get(found.words[-1], []) if k != key and k in clusters
                  and _given_names_fit(found.words[:-1], clusters[k].words[:-1])]
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key))


def _given_names_fit(short: list[str], full: list[str]) -> bool:
    """Each of `short`'s given names stands, in order, for one of `full`'s: the same name, its
    initial, or its first letters ("fred" for "frederick"); `full` says more."""
    if short == full:
        return False
    rest = iter(full)
    return all(any(_given_name_fits(name, other) for other in rest) for name in short)


def _given_name_fits(name: str, other: str) -> bool:
    return name == other or (len(name) == 1 and other.startswith(name)) or (
        len(other) > len(name) >= NAMES.min_short_given_name and other.startswith(name))


def _merge_surnames(clusters: dict[str, NameCluster]) -> None:
    """A lone surname joins the single person who carries it, or, when no one does, the single
    person whose surname is one typing slip away ("Klistchko" / "Wladimir Klitschko")."""
    people_by_surname = surnames_of_people(clusters)
    by_first: dict[str, list[str]] = defaultdict(list)
    for surname in sorted(people_by_surname):
        by_first[surname[0]].append(surname)
    for key in sorted(clusters):
        found = clusters.get(key)
        if found is None or not _lone_name(found):
            continue
        owners = people_by_surname.get(key) or [
            k for surname in _near_keys(key, by_first) for k in people_by_surname[surname]]
        owners = [k for k in owners if k in clusters]
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key), part_of_name=True)


def _merge_surnames_by_gender(clusters: dict[str, NameCluster]) -> None:
    """A lone surname two people of the story carry stays apart, but the mentions an honorific or
    a relation gives a gender ("Mr Jenkin", "Miss Jenkin") join the one of them who may have it.
    Each gender is tried again once the other's mentions have told who is who: "Mr Jenkin"
    goes to the brother because his sister is a woman, and then "Miss Jenkin" to her."""
    people = surnames_of_people(clusters)
    for key in sorted(k for k in clusters if k in people and _lone_name(clusters[k])):
        found = clusters[key]
        for wanted in ("male", "female") * 2:
            owners = [k for k in people[key] if k in clusters and may_be(wanted, _genders(clusters[k]))]
            moved = [(source, m) for source, m in found.mentions if gender(m.cues) == wanted]
            if len(owners) != 1 or not moved:
                continue
            part = NameCluster(key)
            for source, mention in moved:
                part.add(source, mention)
            clusters[owners[0]].absorb(part, part_of_name=True)
            found.take_out(moved)
        if not found.mentions:
            del clusters[key]


def _shared_surnames_are_people(clusters: dict[str, NameCluster]) -> None:
    """A surname used alone that two people of the story carry stays apart (no one can tell
    whose it is), but it is a person's all the same: a town of that name or a preposition
    before it ("near Gigante") is no evidence against that, as for a surname that joins its
    one person (`NameCluster.absorb`); a country's or a large city's name is that place."""
    people = surnames_of_people(clusters)
    for key, cluster in clusters.items():
        owners = [k for k in people.get(key, []) if k != key]
        if len(cluster.words) == 1 and len(owners) >= 2 and any(_surely_a_person(clusters[k]) for k in owners) \
                and not cluster.kind_override and not _large_place(cluster):
            cluster.votes = Counter()
            for _, mention in cluster.mentions:
                cluster.votes.update(kind_votes(as_surname(mention.cues)))


def _speakers_are_no_places(clusters: dict[str, NameCluster]) -> None:
    """A name that speaks ("Microsoft said") more often than a preposition puts it somewhere ("in
    Microsoft's browser") is no place by that preposition alone; a town or a country of that name
    is (the gazetteer's evidence, and "Moscow said" of a government, stay)."""
    for cluster in clusters.values():
        speaks = sum(1 for _, m in cluster.mentions if SPEAKER_CUES.intersection(m.cues))
        placed = sum(1 for _, m in cluster.mentions if PREPOSITION_CUES.intersection(m.cues))
        if speaks >= placed and placed_only_by(cluster, PREPOSITION_CUES):
            cluster.votes["place"] = 0


def _genders(cluster: NameCluster) -> set[str]:
    return {g for _, m in cluster.mentions if (g := gender(m.cues))}


def _merge_first_names(clusters: dict[str, NameCluster]) -> None:
    """A lone first name joins the single person of the story who has it ("Lindsay" /
    "Lindsay Lohan"), when it is no one's surname, no city's name, and the texts say that
    person is one (probablepeople alone calls "World War II" a person)."""
    people_by_first: dict[str, set[str]] = defaultdict(set)
    surnames = surnames_of_people(clusters)
    for keys in surnames.values():
        for key in keys:
            for form in {transliteration_key(m.key) for _, m in clusters[key].mentions}:
                given = [w for w in form.split()[:-1] if len(w) > 1]  # "W. Mark Felt" is also a Mark
                if given:
                    people_by_first[given[0]].add(key)
    for key in sorted(clusters):
        found = clusters.get(key)
        if found is None or len(found.words) != 1 or key in surnames:
            continue
        town = only_in_gazetteer(found)
        if not (found.kind in (Kind.PERSON, Kind.OTHER) or (town and not _large_place(found))):
            continue  # a city's name ("Dallas") is not taken for a first name; a small town's may be ("Lindsay")
        owners = sorted(k for k in people_by_first.get(key, ()) if k in clusters and _surely_a_person(clusters[k]))
        if len(owners) == 1:
            clusters[owners[0]].absorb(clusters.pop(key), part_of_name=True)


def _merge_nicknames(clusters: dict[str, NameCluster]) -> None:
    """A person named by another form of the first name joins the one person of that surname
    it fits: a nickname in the table ("Katie Jenkin" / "Kathryn Jenkin", "Jon Owen" / "John
    Owen") or the one a report gives in quotes ("Jerry Ortiz" / "Luis Gerardo “Jerry” Ortiz").
    Smaller entries go first, so the one named most keeps the others."""
    for keys in surnames_of_people(clusters).values():
        for key in sorted(keys, key=lambda k: (len(clusters[k].mentions), k)):
            found = clusters.get(key)
            first = _first_name(found) if found else None
            if first is None:
                continue
            owners = [k for k in keys if k != key and k in clusters and _also_called(clusters[k], first)]
            if len(owners) == 1:
                clusters[owners[0]].absorb(clusters.pop(key))


def _first_name(cluster: NameCluster) -> str | None:
    """The first name printed most often in the cluster's full names (initials do not count)."""
    firsts = Counter(m.name.split()[0] for _, m in cluster.mentions if len(m.name.split()) > 1)
    ranked = sorted(firsts, key=lambda w: (-firsts[w], w))
    return next((w for w in ranked if len(w.rstrip(".")) > 1), None)


def _also_called(cluster: NameCluster, first: str) -> bool:
    """Whether `first` is this person's first name in another form, or the nickname a report gives."""
    own = _first_name(cluster)
    nicknames = {role[len(KNOWN_AS):-1].lower() for _, m in cluster.mentions for role in m.roles
                 if role.startswith(KNOWN_AS)}
    return (own is not None and own.lower() != first.lower() and same_first_name(own, first)) \
        or first.lower() in nicknames


def _lone_name(cluster: NameCluster) -> bool:
    """One word that may be part of a person's name: typed a person, untyped, a place only
    because a town has that name, or one the texts treat as a person ("President Obama", "Obama,
    who") whatever else votes it a place."""
    return len(cluster.words) == 1 and (cluster.kind in (Kind.PERSON, Kind.OTHER) or only_in_gazetteer(cluster)
                                        or _surely_a_person(cluster) or _only_playing(cluster))


def _only_playing(cluster: NameCluster) -> bool:
    """A team only because it plays in sentences about a game ("Rahman stopped Barrett in the
    seventh"): a player's surname as likely as a team's town."""
    cues = {c for _, m in cluster.mentions for c in m.cues if c.startswith(("place:", "organisation:"))}
    return PLAYING_CUE in cues and cues <= TOWN_OR_GAME


def _near_keys(key: str, by_first: dict[str, list[str]]) -> list[str]:
    """Keys long enough and one slip from `key` (`_one_slip`; `by_first` holds the keys by
    their first letter)."""
    if len(key) < NAMES.min_fuzzy_length:
        return []
    return [k for k in by_first.get(key[0], []) if abs(len(k) - len(key)) <= 1 and _one_slip(key, k)]


def _surely_a_person(cluster: NameCluster) -> bool:
    """A person by what the texts say (a title, a role, "who", a surname used alone), not only
    by probablepeople's guess ("Valley Dairy", "World War II" are persons to it)."""
    return any(c.startswith("person:") and c != "person:probablepeople" for _, m in cluster.mentions for c in m.cues)


def _large_place(cluster: NameCluster) -> bool:
    return any(is_large_city(m.name) or is_country(m.name) for _, m in cluster.mentions)


def _entity(cluster: NameCluster, position: dict[Ref, int]) -> Entity:
    printed = Counter(m.name for _, m in cluster.mentions)
    full = Counter(m.key for _, m in cluster.mentions)
    # the full name most often given (a title glued on in one report, "Unemployed John Doe", is rare)
    candidates = sorted(full, key=lambda n: (len(n.split()) < 2, -full[n], -len(n.split()), n.isupper(), n))
    name = cluster.alias_name or candidates[0]
    variants = sorted(set(printed) | set(full), key=lambda v: (-printed.get(v, 0) - full.get(v, 0), v))
    roles = Counter(role for _, m in cluster.mentions for role in m.roles)
    seen: set[str] = set()
    distinct_roles = []
    for role, _ in sorted(roles.items(), key=lambda kv: (-kv[1], kv[0])):
        if role.lower() not in seen:
            seen.add(role.lower())
            distinct_roles.append(role)
    digest = hashlib.blake2b(cluster.key.encode(), digest_size=4).hexdigest()
    return Entity(
        id=f"ent-{digest}",
        name=name,
        kind=cluster.kind,
        variants=tuple(variants),
        roles=tuple(distinct_roles),
        mentions=tuple(sorted(cluster.mentions, key=lambda sm: (sm[0], position[(sm[0], sm[1].anchor)], sm[1].start))),
    )
