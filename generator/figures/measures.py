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
                     "killing", "slaying", "execute", "remains"), "killed"),
    **dict.fromkeys(("wound", "injure", "hurt", "injury", "wounded", "injured", "treat", "hospitalise",
                     "hospitalize"), "wounded"),
    **dict.fromkeys(("flee", "escape", "refugee"), "fled"),
    **dict.fromkeys(("displace",), "displaced"),
    **dict.fromkeys(("find", "recover", "discover", "unearth", "retrieve", "pull", "exhume"), "found"),
    **dict.fromkeys(("arrest", "detain"), "arrested"),
    **dict.fromkeys(("evacuate", "evacuee"), "evacuated"),
    **dict.fromkeys(("rescue", "save"), "rescued"),
    **dict.fromkeys(("miss", "missing", "unaccounted", "unaccount"), "missing"),
    **dict.fromkeys(("gather", "shelter", "assemble"), "gathered"),
    **dict.fromkeys(("account", "safe"), "accounted for"),  # "120 have been accounted for", "200 confirmed safe"
    **dict.fromkeys(("casualty",), CASUALTIES),
}

# Nouns that carry a measure themselves: "52 victims" are 52 killed.
NOUN_PREDICATES = {"victim": "killed", "dead": "killed", "death": "killed", "fatality": "killed", "toll": "killed",
                   "refugee": "fled", "evacuee": "evacuated", "displace": "displaced", "wounded": "wounded",
                   "injured": "wounded",
                   "injury": "wounded",
                   "casualty": CASUALTIES}

# Verbs that move a count rather than name it: "the death toll rose to 52", "went up to 52",
# "leapt to 52"; and those that state it: "officials put the toll at 52", "raised the toll to 52",
# "estimated the toll at 5,500".
CHANGE_VERBS = frozenset({"rise", "climb", "reach", "increase", "jump", "stand", "hit", "grow", "top", "surpass",
                          "exceed", "soar", "mount", "swell", "go", "leap", "put", "raise", "bring", "push", "revise",
                          "update", "set", "place", "estimate", "number", "total"})
# Verbs that make a measure of their own even of people a noun already counts as a measure:
# "300 victims were buried", "85 victims have been identified", "96 patients were discharged"
# are not the toll, nor the wounded.
OWN_MEASURES = frozenset({"bury", "identify", "discharge"})
# Measures whose count only grows, so that a later, lower value is a conflict, not an update
# (the missing, the evacuated or those in hospital are fewer as days go by).
ONLY_GROWS = frozenset({"killed", "wounded", "found", "arrested", "rescued", "bury", "identify", "discharge"})

# Verbs that state a measure of the words after them: "confirmed dead", "feared dead",
# "presumed dead", "reported missing", "remain unaccounted for", "listed as missing".
STATING_VERBS = frozenset({"confirm", "fear", "presume", "believe", "report", "declare", "list", "remain", "leave",
                           "pronounce", "count", "record", "register"})

# Nouns for people in general; subgroups (children, soldiers, doctors) stay distinct.
PEOPLE = frozenset({"people", "person", "civilian", "resident", "inhabitant", "individual", "citizen", "other",
                    "victim", "dead", "fatality", "refugee", "evacuee", "wounded", "injured"})

# Groups news counts separately from the total ("31 people, including nine children"), and
# animals, which are never people.
SUBGROUPS = frozenset({"child", "kid", "woman", "man", "boy", "girl", "baby", "infant", "teenager", "minor",
                       "soldier", "troop", "serviceman", "fighter", "militant", "police", "policeman", "officer",
                       "firefighter", "journalist", "doctor", "nurse", "medic", "rescuer", "official", "elderly",
                       "animal", "cattle", "cow", "sheep", "dog", "horse", "bird", "fish", "livestock", "pig"})
# Words for a part of the people counted, set apart from the total ("26 foreign victims", "97
# female victims", "five Iranians"): the group they name, as a figure's noun. A nationality is
# one too (text/lexicon.is_demonym).
GROUP_WORDS = {"foreign": "foreigners", "foreigner": "foreigners", "foreigners": "foreigners",
               "international": "foreigners", "female": "woman", "females": "woman", "male": "man", "males": "man"}
# The conditions the injured are reported in, each a count of its own ("12 in critical condition",
# "40 were seriously hurt"): hospitals give them apart, and neither is all the injured.
CONDITIONS = {**dict.fromkeys(("critical", "critically", "life-threatening", "extremely serious"), "in critical condition"),
              **dict.fromkeys(("serious", "seriously", "severe", "severely", "grave", "gravely"), "seriously wounded")}
# Both grades as one count, in a story where no report gives them apart: outlets render one
# official grade as "critical" or as "serious" (figures/story._one_grade).
SERIOUS_OR_CRITICAL = "in serious or critical condition"
# The injured still being treated, and all those taken to hospital: counts of their own ("90 are
# being treated", "120 people were hospitalised"), neither all the injured.
IN_HOSPITAL = "in hospital"
HOSPITALISED = "hospitalised"
HUMAN = PEOPLE | SUBGROUPS | frozenset({"body", "student", "worker", "patient", "passenger"})
PEOPLE_MEASURES = frozenset({"killed", "wounded", "fled", "displaced", "arrested", "evacuated", "rescued", "missing", "gathered",
                             "accounted for",
                             CASUALTIES, IN_HOSPITAL, HOSPITALISED, SERIOUS_OR_CRITICAL, *CONDITIONS.values()})

# Verbs whose figure is the subject of another verb ("forced 4 million to flee", "saw
# millions flee"), and speech verbs, which are never the measure.
CAUSATIVES = frozenset({"force", "drive", "prompt", "cause", "push", "lead", "compel", "order", "urge", "see",
                        "make", "let", "help", "watch", "say", "tell", "report", "estimate", "claim"})

# People staying in shelters are evacuees, whatever brought them there ("2,000 people whose homes
# were wrecked are living in schools and other shelters"): the verbs of staying, and the places
# that make the stay an evacuation (a word, or the word and the one before it).
STAY_VERBS = frozenset({"live", "living", "stay", "sleep", "shelter", "house", "lodge"})
SHELTERS = frozenset({"shelter", "evacuation centre", "evacuation center", "evacuation site", "relief camp"})

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

# What a claim's span says when the claim is no count of the story's own people over its time.
ANOTHER_EVENT = "another event"  # a claim's span when it counts an event the sentence compares this one with
PROJECTION = "a projection"  # ... when it is what a count is expected or feared to reach, not a count
PART = "a part of the total"  # a claim's span when it counts a part of a measure ("39 of the deaths")
