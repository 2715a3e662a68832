"""Names on ECB+: do the spellings of one real entity land in one index entry, do different
entities stay apart, and does the entry have the right kind?

- A *name form* is a gold mention written as a proper name (every word capitalised but
  small connectors; pronouns and common nouns such as "the actress" are not forms).
  Forms are compared case-folded, without a possessive and surrounding punctuation.
- A gold mention lands in the entity whose briefing mention overlaps its name (the part before
  a comma or a place phrase) most, when at least half of that briefing mention is the gold one.
- *Merge recall*: of the pairs of distinct forms of one gold chain, the share whose forms
  land (by majority) in one entity; a form the briefing never found counts as not merged.
  *Merge recall of found names* counts only the pairs whose two forms the briefing found: the
  others include descriptions written in capitals ("Mountaineer", "Teen") that no index of
  names holds.
- *False merges*: pairs of gold chains whose forms land in one entity, unless the two chains
  give it the same form (one name annotated twice, as a place and as an actor).
- *Kind accuracy*: for each (chain, form) found, whether the entity's kind is the chain's
  (person, organisation, place; a facility may be a place or an organisation).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from generator.model import Briefing

from .corpus import EcbCluster, GoldChain
from .run import overlap, place
from .tally import Tally, share

KINDS = {
    "HUMAN_PART_PER": ("person",),
    "HUMAN_PART_ORG": ("organisation",),
    "HUMAN_PART_GPE": ("place", "organisation"),
    "LOC_GEO": ("place",),
    "LOC_FAC": ("place", "organisation"),
}
CONNECTORS = frozenset({"of", "and", "de", "for", "the", "&", "y", "van", "von", "da", "al", "bin", "la", "le", "du"})
PRONOUNS = frozenset("i me my he him his she her it its we us our they them their you your who whom which that this "
                     "these those himself herself itself themselves".split())
_NAME_END = re.compile(r",|\s(?:in|at|on|near)\s")  # what follows a name in a gold mention
_WORD = re.compile(r"[^\W_][\w.’'&-]*", re.UNICODE)


def name_form(text: str, lowercase: frozenset[str] = frozenset()) -> str | None:
    """The comparable form of a gold mention written as a proper name, else None.

    The name is what comes before a comma or a place phrase ("Harbour Light Clinic in
    Lorne, Victoria" -> "harbour light clinic"); words that the cluster's texts also
    print in lower case ("Rehab", "Crime Boss" in a headline) and nationalities are not names."""
    text = _NAME_END.split(text.strip())[0]
    text = re.sub(r"^[\W_]+|[\W_]+$", "", text)
    text = re.sub(r"[’']s$", "", text)
    text = re.sub(r"^(?:(?:the|in|at|on|near|of|a|an)\s+)+", "", text, flags=re.IGNORECASE)
    words = _WORD.findall(text)
    if not words or len(words) > 8 or re.split(r"[’']", words[0].lower())[0] in PRONOUNS:
        return None
    if not all(w[0].isupper() or w[0].isdigit() or w.lower() in CONNECTORS for w in words):
        return None
    if not words[0][0].isupper() or all(w.lower() in lowercase or w.lower() in CONNECTORS for w in words):
        return None  # "Crime Boss", "Rehab" in a headline: words the texts also print in lower case
    if len(words) == 1 and re.search(r"(?:ian|ean|ese|ish|zealander|briton)$", words[0].lower()):
        return None  # a nationality ("Australian", "Briton") describes a person, it does not name them
    return " ".join(text.split()).casefold()


@dataclass
class NameScores(Tally):
    pairs: int = 0
    merged: int = 0
    pairs_found: int = 0  # pairs whose two forms the briefing found at all
    false_merges: int = 0
    kind_judged: int = 0
    kind_right: int = 0
    forms: int = 0
    forms_found: int = 0
    entities: int = 0
    by_cluster: dict[str, dict] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {
            "clusters": len(self.by_cluster),
            "entities": self.entities,
            "name_forms": self.forms,
            "name_forms_found": self.forms_found,
            "variant_pairs": self.pairs,
            "merge_recall": share(self.merged, self.pairs),
            "merge_recall_found": share(self.merged, self.pairs_found),
            "false_merges": self.false_merges,
            "kind_judged": self.kind_judged,
            "kind_accuracy": share(self.kind_right, self.kind_judged),
        }


def score(cluster: EcbCluster, briefing: Briefing) -> NameScores:
    """Compare one cluster's entity index with its gold chains."""
    spans = _entity_spans(briefing)
    kind_of = {e.id: e.kind for e in briefing.entities}
    name_of = {e.id: e.name for e in briefing.entities}
    result = NameScores(entities=len(briefing.entities))
    lowercase = frozenset(w for a in briefing.articles for w in _WORD.findall(a.source.text) if w.islower())
    chains_in: dict[str, set[str]] = defaultdict(set)  # entity -> gold chains with a form in it
    labels: dict[str, str] = {}
    forms_in: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for chain in cluster.chains:
        if chain.type not in KINDS:
            continue
        landed: dict[str, Counter] = defaultdict(Counter)
        for mention in chain.mentions:
            form = name_form(mention.text, lowercase)
            if form is None:
                continue
            entity = _landing(spans.get(mention.doc, []), _name_span(mention.text, mention.start))
            landed[form][entity] += 1
            if entity:
                chains_in[entity].add(chain.id)
                forms_in[chain.id].add((form, entity))
        _score_chain(cluster.name, chain, landed, kind_of, name_of, result)
        labels[chain.id] = f"{chain.type} {', '.join(sorted(landed)[:4])}"
    for entity, chains in sorted(chains_in.items()):
        forms = {c: {f for f, e in forms_in[c] if e == entity} for c in chains}
        # two chains that give the entity the same name form are one name annotated twice
        # (ECB+ has "Turkmenistan" as a place and as an actor): no index can tell them apart
        pairs = [(a, b) for a in sorted(chains) for b in sorted(chains) if a < b and not forms[a] & forms[b]]
        if pairs:
            count = len(pairs)
            result.false_merges += count
            result.errors.append(f"{cluster.name}: false merge in '{name_of[entity]}' of {len(chains)} gold chains: "
                                 + "; ".join(sorted(labels[c] for c in chains)))
    result.by_cluster[cluster.name] = {"entities": len(briefing.entities), "false_merges": result.false_merges,
                                       "pairs": result.pairs, "merged": result.merged}
    return result


def _score_chain(cluster: str, chain: GoldChain, landed: dict[str, Counter], kind_of, name_of,
                 result: NameScores) -> None:
    majority = {form: _majority(counts) for form, counts in landed.items()}
    result.forms += len(majority)
    result.forms_found += sum(1 for e in majority.values() if e)
    forms = sorted(majority)
    for i, a in enumerate(forms):
        for b in forms[i + 1:]:
            result.pairs += 1
            result.pairs_found += bool(majority[a] and majority[b])
            if majority[a] and majority[a] == majority[b]:
                result.merged += 1
            else:
                result.errors.append(f"{cluster}: not merged ({chain.type}) '{a}' -> {_shown(majority[a], name_of)} | "
                                     f"'{b}' -> {_shown(majority[b], name_of)}")
    expected = KINDS[chain.type]
    for form, entity in sorted(majority.items()):
        if entity:
            result.kind_judged += 1
            if kind_of[entity] in expected:
                result.kind_right += 1
            else:
                result.errors.append(f"{cluster}: wrong kind '{name_of[entity]}' is {kind_of[entity]}, "
                                     f"gold {chain.type} ('{form}')")


def _entity_spans(briefing: Briefing) -> dict[str, list[tuple[int, int, str]]]:
    """doc -> (start, end, entity id) of every mention, on the source text's characters."""
    placed = {a.id: place(a) for a in briefing.articles}
    sentences = {a.id: {s.anchor: s for s in a.sentences} for a in briefing.articles}
    spans: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for entity in briefing.entities:
        for source, mention in entity.mentions:
            where = placed[source].span(sentences[source][mention.anchor], mention.start, mention.end)
            if where:
                spans[placed[source].doc].append((*where, entity.id))
    return spans


def _name_span(text: str, start: int) -> tuple[int, int]:
    """Where the name a gold mention is judged by (`name_form`) stands: "in Berne, Switzerland"
    lands where "Berne" does, not in the longer "Switzerland"."""
    return start, start + len(_NAME_END.split(text)[0])


def _landing(spans: list[tuple[int, int, str]], gold: tuple[int, int]) -> str | None:
    """The entity of the briefing mention that overlaps the gold mention most, provided at
    least half of that mention is the gold one ("Turkmenistan" does not land in "Central
    Election Commission of Turkmenistan")."""
    best = max(spans, key=lambda s: (overlap((s[0], s[1]), gold), -s[0]), default=None)
    if best and overlap((best[0], best[1]), gold) * 2 >= best[1] - best[0]:
        return best[2]
    return None


def _majority(counts: Counter) -> str | None:
    found = Counter({k: v for k, v in counts.items() if k})
    return sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))[0][0] if found else None


def _shown(entity: str | None, name_of: dict[str, str]) -> str:
    return f"'{name_of[entity]}'" if entity else "(not found)"
