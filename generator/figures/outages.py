"""Counts of homes cut off from a service: "30,000 households lost power", "22,000 houses
were left without electricity", "power was cut to 5,000 customers". Reports count them as
households, homes, houses or customers, all one unit of supply: one measure, "without power"
(or water, or heating), of households, whatever the word."""

from __future__ import annotations

import re

from generator.text.numbers import Quantity

# What a home is counted as, where a service is lost.
SUPPLIED = frozenset({"household", "home", "house", "customer", "residence", "dwelling", "property", "premise"})
_SERVICES = {"power": "power", "electricity": "power", "water": "water", "running water": "water", "heat": "heating",
             "heating": "heating", "gas": "gas"}
OUTAGES = frozenset(f"without {service}" for service in _SERVICES.values())  # the measures
_SERVICE = "|".join(sorted(_SERVICES, key=len, reverse=True))
_AFTER = re.compile(rf"[^,;:.]{{0,40}}?\b(?:without|lost|lose|loses|losing|had\s+no|have\s+no|has\s+no)\s+"
                    rf"(?:their\s+|its\s+)?({_SERVICE})\b", re.IGNORECASE)
_BEFORE = re.compile(rf"\b({_SERVICE})\s+(?:was\s+|has\s+been\s+|is\s+)?(?:cut|out|off|lost)\s+(?:to|for|at)\s+"
                     r"(?:at least\s+|more than\s+|about\s+|some\s+|nearly\s+|almost\s+)?$", re.IGNORECASE)


def outage_of(text: str, quantity: Quantity, next_start: int, noun: str) -> str | None:
    """The measure "without <service>" when the count's homes (`noun`) are said to have lost it
    (up to the next number or the end of its clause), else None."""
    if noun not in SUPPLIED or quantity.kind != "count":
        return None
    said = _AFTER.match(text, quantity.end, next_start) or _BEFORE.search(text, max(0, quantity.start - 40), quantity.start)
    return f"without {_SERVICES[said.group(1).lower()]}" if said else None
