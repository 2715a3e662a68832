"""Figures and quote speakers on real coverage: the hand-made keys of `devdata/figures/`.

Each event folder holds reports of one real event (rewritten), their `sources.yml` (outlet,
date) and a `key.json` (its README describes the fields). The folder is built as a user
would build it, reports and sources.yml together, and its figures read against the key:

- A key *claim* (a report's value of a quantity, in one sentence) is *found* when a figure's
  claim of the same report lies in that sentence with that value (a range's either end).
- A *quantity* is *one group* when every found claim of it is in one figure, and that figure
  holds no claim of another quantity of the key; *relation right* when the figure's status
  reads as the key's relation (update, conflict or agree: a single report's "single" is an
  agreement; the key's "mixed", an update with a stale or erroneous value, accepts update or
  conflict); *latest right* when an update's latest value (or, otherwise, one of the
  figure's values) is the key's latest. *Right* is all of these.
- *Claims together*: of the found claims of the quantities found in two or more claims, the
  share in their quantity's main figure (how far a quantity is from one group, when it is not).
- A number *of another event* (a past disaster, a year, an age, a channel) or an *increment*
  ("ten more bodies") that a figure holds together with other claims is an error: it was
  grouped as a value of something.
- The front page's *bottom line*: the share of its figures that hold only claims of one of the
  key's counts of the dead, the injured or the missing.
- A quote of the key with a named speaker is *found* when a quote group's wording holds its
  opening words, and *right* when its speaker's name shares the key speaker's surname; a
  speaker that is a place is counted apart.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from generator.model import Briefing, Claim, Figure
from generator.render.front_page import bottom_line
from generator.text.name_keys import transliteration_key
from generator.text.places import nation_of

from .tally import Tally, share

RELATIONS = {"update": {"update"}, "conflict": {"conflict"}, "agree": {"agree", "single"},
             "mixed": {"update", "conflict"}}


@dataclass(frozen=True)
class Event:
    """One folder of `devdata/figures/`: its reports, sources.yml and key."""

    name: str
    files: tuple[Path, ...]  # the reports and sources.yml, built together
    key: dict


def events(folder: Path) -> list[Event]:
    found = []
    for event in sorted(p for p in folder.iterdir() if (p / "key.json").is_file()):
        files = tuple(sorted(event.glob("*.txt"))) + tuple(p for p in [event / "sources.yml"] if p.is_file())
        found.append(Event(event.name, files, json.loads((event / "key.json").read_text(encoding="utf-8"))))
    return found


@dataclass
class KeyScores(Tally):
    quantities: int = 0
    multi_source: int = 0  # quantities that two or more reports give
    found: int = 0
    grouped: int = 0
    relation_right: int = 0
    latest_right: int = 0
    right: int = 0
    multi_source_right: int = 0
    together: int = 0  # of the found claims of quantities found twice or more, those in their quantity's main figure
    together_of: int = 0
    claims: int = 0
    claims_found: int = 0
    other_event_numbers: int = 0
    other_event_grouped: int = 0
    increments: int = 0
    increments_grouped: int = 0
    bottom_lines: int = 0  # the figures of the front pages' bottom lines
    bottom_lines_central: int = 0  # ... holding only claims of the key's counts of the dead, injured or missing
    quotes_named: int = 0
    quotes_found: int = 0
    speakers_right: int = 0
    speakers_places: int = 0
    statuses: Counter = field(default_factory=Counter)  # every figure's status
    errors: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {
            "quantities": self.quantities,
            "quantities_multi_source": self.multi_source,
            "quantities_found": self.found,
            "one_group": self.grouped,
            "relation_right": self.relation_right,
            "latest_right": self.latest_right,
            "right": self.right,
            "right_share": share(self.right, self.quantities),
            "multi_source_right": self.multi_source_right,
            "multi_source_right_share": share(self.multi_source_right, self.multi_source),
            "claims": self.claims,
            "claims_found": share(self.claims_found, self.claims),
            "claims_together": share(self.together, self.together_of),
            "other_event_numbers": self.other_event_numbers,
            "other_event_numbers_grouped": self.other_event_grouped,
            "increments": self.increments,
            "increments_grouped": self.increments_grouped,
            "figure_statuses": dict(sorted(self.statuses.items())),
            "bottom_line_figures": self.bottom_lines,
            "bottom_line_central": share(self.bottom_lines_central, self.bottom_lines),
            "quotes_named": self.quotes_named,
            "quotes_found": share(self.quotes_found, self.quotes_named),
            "speakers_right": share(self.speakers_right, self.quotes_found),
            "speakers_places": self.speakers_places,
        }


def score(event: Event, briefing: Briefing) -> KeyScores:
    result = KeyScores()
    where = _claims_by_file(briefing)
    for figure in briefing.figures:
        result.statuses[figure.status] += 1
    found_of: dict[str, list[tuple[Claim, Figure]]] = {}
    for quantity in event.key["quantities"]:
        hits = [hit for claim in quantity["claims"] for hit in _found(where, claim, quantity["what"])]
        found_of[quantity["what"]] = hits
    owner = {id(claim): what for what, hits in found_of.items() for claim, _ in hits}
    for quantity in event.key["quantities"]:
        _score_quantity(event.name, quantity, found_of[quantity["what"]], owner, result)
    for kind, entries in (("other event", event.key.get("not_this_event", [])), ("increment", event.key.get("increments", []))):
        for entry in entries:
            grouped = [figure for _, figure in _found(where, entry) if len(figure.claims) > 1]
            if kind == "other event":
                result.other_event_numbers += 1
                result.other_event_grouped += bool(grouped)
            else:
                result.increments += 1
                result.increments_grouped += bool(grouped)
            for figure in grouped[:1]:
                result.errors.append(f"{event.name}: {kind} {entry['value']} ({entry.get('why') or entry.get('of')}) in "
                                     f"'{figure.label}' ({figure.status}): {_values(figure)}")
    _score_bottom_line(event, briefing, where, result)
    _score_quotes(event, briefing, result)
    return result


CENTRAL = ("killed", "injured", "missing")


def _score_bottom_line(event: Event, briefing: Briefing, where: dict, result: KeyScores) -> None:
    """Whether each figure of the front page's bottom line holds only claims of the key's counts
    of the dead, the injured or the missing (never another event's, a side story's or a part's)."""
    owners: dict[int, str] = {}
    for quantity in event.key["quantities"]:
        for claim in quantity["claims"]:
            for found, _ in _found(where, claim):
                owners.setdefault(id(found), quantity["predicate"] if quantity["predicate"] in CENTRAL else "other")
    for figure, _, _ in bottom_line(briefing):
        result.bottom_lines += 1
        kinds = {owners.get(id(c), "none") for c in figure.claims if id(c) in owners or c.hedge != "vague"}
        if kinds <= set(CENTRAL) and len({k for k in kinds}) == 1:
            result.bottom_lines_central += 1
        else:
            result.errors.append(f"{event.name}: bottom line '{figure.label}' holds {sorted(kinds)}: {_values(figure)}")


def _score_quantity(event: str, quantity: dict, hits: list[tuple[Claim, Figure]], owner: dict[int, str],
                    result: KeyScores) -> None:
    what, relation = quantity["what"], quantity["relation"]
    sources = len({c["file"] for c in quantity["claims"]})
    result.quantities += 1
    result.multi_source += sources > 1
    result.claims += len(quantity["claims"])
    result.claims_found += sum(1 for claim in quantity["claims"] if any(_same_sentence_value(h, claim) for h, _ in hits))
    if not hits:
        result.errors.append(f"{event}: '{what}' ({relation}, latest {quantity['latest']}): not found")
        return
    result.found += 1
    figures = {id(f): f for _, f in hits}
    if len(hits) > 1:
        main = Counter(id(f) for _, f in hits).most_common(1)[0][1]
        result.together += main
        result.together_of += len(hits)
    figure = next(iter(figures.values()))
    others = {owner[id(c)] for c in figure.claims if id(c) in owner} - {what}
    grouped = len(figures) == 1 and not others
    fits = figure.status in RELATIONS.get(relation, {relation}) if grouped else False
    latest = grouped and _latest_fits(figure, quantity)
    result.grouped += grouped
    result.relation_right += fits
    result.latest_right += latest
    right = grouped and fits and latest
    result.right += right
    result.multi_source_right += right and sources > 1
    if right:
        return
    if len(figures) > 1:
        problem = "split over " + " | ".join(f"'{f.label}' ({f.status}: {_values(f)})" for f in figures.values())
    elif others:
        problem = f"joined with {sorted(others)} in '{figure.label}' ({figure.status}: {_values(figure)})"
    else:
        problem = f"'{figure.label}' is {figure.status} (latest {figure.latest}): {_values(figure)}"
    result.errors.append(f"{event}: '{what}' ({relation}, latest {quantity['latest']}): {problem}")


def _latest_fits(figure: Figure, quantity: dict) -> bool:
    latest = quantity["latest"]
    if quantity["relation"] in ("update", "mixed") and figure.status == "update":
        return _latest_value(figure) == latest
    return any(c.value == latest or c.high == latest for c in figure.claims)


def _latest_value(figure: Figure) -> float | None:
    """The value of an update's latest claim: its printed text may be a word ("nine")."""
    printed = [c.value for c in figure.claims if c.text == figure.latest]
    return printed[0] if printed else _number(figure.latest)


def _number(text: str | None) -> float | None:
    digits = re.search(r"\d[\d,]*(?:\.\d+)?", text or "")
    return float(digits.group().replace(",", "")) if digits else None


def _values(figure: Figure) -> str:
    return ", ".join(f"{c.text} [{c.source}]" for c in figure.claims)


def _claims_by_file(briefing: Briefing) -> dict[str, list[tuple[str, Claim, Figure]]]:
    """Each file's claims in figures, with their sentence's text."""
    file_of = {a.id: Path(a.source.file).name for a in briefing.articles}
    sentence = {(a.id, s.anchor): s.text for a in briefing.articles for s in a.sentences}
    found: dict[str, list[tuple[str, Claim, Figure]]] = {}
    for figure in briefing.figures:
        for claim in figure.claims + figure.parts:
            found.setdefault(file_of.get(claim.source, ""), []).append((sentence.get((claim.source, claim.anchor), ""),
                                                                         claim, figure))
    return found


def _squeezed(text: str) -> str:
    return " ".join(text.split())


def _in_sentence(ours: str, theirs: str) -> bool:
    """Whether the generator's sentence and the key's are the same (either may be cut differently)."""
    ours, theirs = _squeezed(ours), _squeezed(theirs)
    return bool(ours) and (ours in theirs or theirs in ours)


def _same_sentence_value(claim: Claim, entry: dict) -> bool:
    values = {entry["value"], entry.get("low")} - {None}
    return claim.value in values or claim.high in values or claim.low in values


def _found(where: dict[str, list[tuple[str, Claim, Figure]]], entry: dict, what: str = "") -> list[tuple[Claim, Figure]]:
    """The claims that give the key's value in its sentence; of several (one value said of two
    towns or two nations, "X and Y two each", is a claim for each; "5 people … and 5 children"
    are two), those placed where the key's quantity (`what`) is, counting its nation's people, or
    counting what it names."""
    hits = [(claim, figure) for text, claim, figure in where.get(entry["file"], [])
            if _in_sentence(text, entry["sentence"]) and _same_sentence_value(claim, entry)]
    nations = {nation_of(word) for word in what.split()} - {None}
    words = {word.lower().removesuffix("s") for word in re.findall(r"[\w'-]+", what)}
    tests = (lambda claim: bool(claim.place) and claim.place.lower() in what.lower(),
             lambda claim: claim.noun in nations,
             lambda claim: bool(words & {word.lower().removesuffix("s") for word in claim.counted.split()}))
    for fits in tests if len(hits) > 1 else ():  # the most telling first
        fitting = [(claim, figure) for claim, figure in hits if fits(claim)]
        if fitting:
            return fitting
    return hits


def _same_person(key: str, shown: str) -> bool:
    """Whether the briefing's speaker names the key's: by the spelling-insensitive key the index
    of names uses, whole or by surname (first or last word: "Yoon Suk-yeol", "Ron DeSantis")."""
    mine, theirs = transliteration_key(key).split(), transliteration_key(shown).split()
    return bool(mine and theirs) and (mine == theirs or mine[-1] in theirs or (len(mine) > 2 and mine[0] in theirs))


def _score_quotes(event: Event, briefing: Briefing, result: KeyScores) -> None:
    names = {e.id: e for e in briefing.entities}
    file_of = {a.id: Path(a.source.file).name for a in briefing.articles}
    for quote in event.key.get("quotes", []):
        speaker = quote.get("speaker")
        if not speaker or quote.get("speaker_type"):
            continue
        result.quotes_named += 1
        opening = _squeezed(quote["quote"].strip("“”\"‘’' ,."))[:40]
        group = next((g for g in briefing.quotes if any(file_of.get(s) == quote["file"] and opening in _squeezed(q.text)
                                                        for s, q in g.quotes)), None)
        if group is None:
            result.errors.append(f"{event.name}: quote not found: {quote['quote'][:60]} ({speaker})")
            continue
        result.quotes_found += 1
        entity = names.get(group.speaker or "")
        shown = entity.name if entity else (group.speaker_name or "")
        if entity is not None and entity.kind == "place":
            result.speakers_places += 1
        if any(_same_person(speaker, name) for name in [shown, *(entity.variants if entity else ())]):
            result.speakers_right += 1
        else:
            result.errors.append(f"{event.name}: speaker '{shown or None}' for {speaker}: {quote['quote'][:60]}")
