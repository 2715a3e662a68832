"""The measures figures are read as, and their words: what happened to the people counted
(killed, wounded, missing, evacuated …, each with the verbs and nouns that say it), who is
counted (people and their subgroups), the verbs of a changing toll, the venues a count may be
placed at, and the words of time that end a counted phrase."""

from __future__ import annotations

from generator.text.lexicon import (
    MONTH_ABBREVIATIONS,
    MONTHS,
    WEEKDAYS,
)

# The dead and the wounded counted together ("80 people were killed or injured", "50
# casualties"): never the death toll, never the count of the wounded.
CASUALTIES = "killed or wounded"

# Synonyms news uses for one measure: predicate lemma -> measure.
PREDICATE_CLASSES = {
    **dict.fromkeys(("kill", "die", "dead", "death", "slay", "perish", "fatality", "victim", "toll", "murder",
                     "killing", "slaying", "execute"), "killed"),
    **dict.fromkeys(("wound", "injure", "hurt", "injury", "wounded", "injured", "treat", "hospitalise",
                     "hospitalize"), "wounded"),
    **dict.fromkeys(("flee", "escape", "refugee"), "fled"),
    **dict.fromkeys(("displace",), "displaced"),
    **dict.fromkeys(("find", "recover", "discover", "unearth", "retrieve", "pull", "exhume"), "found"),
    **dict.fromkeys(("arrest", "detain"), "arrested"),
    **dict.fromkeys(("evacuate", "rescue"), "evacuated"),
    **dict.fromkeys(("miss", "missing"), "missing"),
    **dict.fromkeys(("gather", "shelter", "assemble"), "gathered"),
    **dict.fromkeys(("casualty",), CASUALTIES),
}

# Nouns that carry a measure themselves: "52 victims" are 52 killed.
NOUN_PREDICATES = {"victim": "killed", "dead": "killed", "death": "killed", "fatality": "killed", "toll": "killed",
                   "refugee": "fled", "wounded": "wounded", "injured": "wounded", "injury": "wounded",
                   "casualty": CASUALTIES}

# Verbs that move a count rather than name it: "the death toll rose to 52".
CHANGE_VERBS = frozenset({"rise", "climb", "reach", "increase", "jump", "stand", "hit", "grow", "top", "surpass",
                          "exceed", "soar", "mount", "swell"})

# Nouns for people in general; subgroups (children, soldiers, doctors) stay distinct.
PEOPLE = frozenset({"people", "person", "civilian", "resident", "inhabitant", "individual", "citizen", "other",
                    "victim", "dead", "fatality", "refugee", "wounded", "injured"})

# Groups news counts separately from the total ("31 people, including nine children"), and
# animals, which are never people.
SUBGROUPS = frozenset({"child", "kid", "woman", "man", "boy", "girl", "baby", "infant", "teenager", "minor",
                       "soldier", "troop", "serviceman", "fighter", "militant", "police", "policeman", "officer",
                       "firefighter", "journalist", "doctor", "nurse", "medic", "rescuer", "official", "elderly",
                       "animal", "cattle", "cow", "sheep", "dog", "horse", "bird", "fish", "livestock", "pig"})
HUMAN = PEOPLE | SUBGROUPS | frozenset({"body", "student", "worker", "patient", "passenger"})
PEOPLE_MEASURES = frozenset({"killed", "wounded", "fled", "displaced", "arrested", "evacuated", "missing", "gathered",
                             CASUALTIES})

# Verbs whose figure is the subject of another verb ("forced 4 million to flee", "saw
# millions flee"), and speech verbs, which are never the measure.
CAUSATIVES = frozenset({"force", "drive", "prompt", "cause", "push", "lead", "compel", "order", "urge", "see",
                        "make", "let", "help", "watch", "say", "tell", "report", "estimate", "claim"})

# Venues a figure can be tied to ("at the station"); towns and cities are named instead.
VENUES = frozenset({"station", "grave", "church", "hospital", "school", "building", "port", "airport", "market",
                    "square", "camp", "prison", "border", "plant", "factory", "bridge", "base", "theatre",
                    "theater", "mall", "cellar", "shelter", "ruin", "mine", "works", "mill", "refinery", "clinic",
                    "morgue"})

# Venues of one kind under other names: "the Dunmore plant" is "the Dunmoor factory".
VENUE_CLASSES = {"factory": "plant", "works": "plant", "mill": "plant", "refinery": "plant", "theater": "theatre"}

# Where victims are taken, named in passing: "died in hospital" does not place the count.
PASSING_VENUES = frozenset({"hospital", "clinic", "morgue"})
TIME_WORDS = frozenset(WEEKDAYS) | frozenset(MONTHS) | frozenset(MONTH_ABBREVIATIONS) | frozenset({
    "today", "yesterday", "tonight", "overnight", "morning", "afternoon", "evening", "night", "week", "month", "year",
    "earlier", "later", "ago", "since"})
CURRENCY_SYMBOLS = {"$": "dollars", "€": "euros", "£": "pounds", "¥": "yen", "₴": "hryvnias"}
