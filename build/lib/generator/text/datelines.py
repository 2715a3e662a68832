"""Datelines: the place and agency that open a news report ("KRAMATORSK, Ukraine (AFP) - ",
"KYIV, Ukraine — ", "Washington (CNN) "). Read by metadata inference, skipped when reading a lead's numbers, and
cut from sentences shown on their own (the sentence's anchor still points to all of it)."""

from __future__ import annotations

import re

from generator.text.dates import MONTH

_DASH = r"\s+[-–—]{1,2}\s+"
_MONTH_DAY = rf"(?:{MONTH})\s+\d{{1,2}}"  # "PORTLAND, May 3 (UPI) —"
_AGENCY_DATELINE = re.compile(
    rf"^(?P<place>[A-Z][\w'’.-]*(?:[ ,]+[A-Z][\w'’.-]*){{0,4}}?)(?:,?\s+{_MONTH_DAY})?\s*(?:\([^()]{{1,40}}\)\s*)?"
    rf"\((?P<agency>[A-Z][A-Za-z.&/ ]{{1,24}})\)(?:{_DASH}|\s*:\s+)"
)
# "Washington (CNN) Ann Lowe was asked…", "Atlanta (CNN)A storm…": an agency in capitals and no dash
_BARE_DATELINE = re.compile(
    r"^(?P<place>[A-Z][\w'’.-]*(?:[ ,]+[A-Z][\w'’.-]*){0,3}?)\s*\((?P<agency>[A-Z]{2,5}(?: [A-Z][a-z]+)?)\)\s*(?=[A-Z“\"])"
)
_AP_DATELINE = re.compile(
    rf"^(?P<place>[A-Z][A-Z'’.-]+(?: [A-Z][A-Z'’.-]+){{0,3}})(?:,\s*(?P<region>[A-Z][\w.'’]*(?: [A-Z][\w.'’]*){{0,3}}))?{_DASH}"
)
_LEADING_DASH = re.compile(r"^[-–—]{1,2}\s+(?=[A-Z“\"])")  # a dateline the splitter cut off: "- The society..."
# An agency's line with no place, which a reprint puts before the wire report: "(Reuters) - ".
_WIRE_MARKER = re.compile(r"^\((?P<agency>[A-Z][A-Za-z.&/ ]{1,24})\)\s*[-–—:]{1,2}\s*")


def read_dateline(lead: str) -> tuple[str | None, str | None, str]:
    """(place, agency, lead without the dateline) for a lead paragraph."""
    match = _AGENCY_DATELINE.match(lead) or _bare_dateline(lead)
    if match:
        return match.group("place").strip(" ,"), match.group("agency").strip(), lead[match.end():]
    match = _AP_DATELINE.match(lead)
    if match and len(match.group("place")) >= 3:
        place = match.group("place").title()
        region = match.group("region")
        return (f"{place}, {region}" if region else place), None, lead[match.end():]
    return None, None, lead


def _bare_dateline(lead: str) -> re.Match | None:
    """A dateline with no dash, unless its "agency" spells the name before it: "The United
    Nations (UN) Security Council met" defines an acronym."""
    match = _BARE_DATELINE.match(lead)
    if match is None:
        return None
    initials = "".join(word[0] for word in re.findall(r"[A-Z][\w'’.-]*", match.group("place")))
    return None if match.group("agency").split()[0] in initials else match


def strip_dateline(text: str) -> str:
    """A sentence without the dateline that opens it."""
    body = read_dateline(text)[2]
    return _LEADING_DASH.sub("", body).strip() or text


def without_wire_marker(text: str) -> str:
    """A sentence without its dateline or the bare agency line a reprint puts before it
    ("(Reuters) - A quake struck…"): what copies of one wire report share."""
    body = strip_dateline(text)
    return _WIRE_MARKER.sub("", body, count=1) or body
