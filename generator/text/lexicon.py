"""Shared knowledge of English news wording, grouped by concept, each list defined once.

Stages import what they need from here rather than keeping their own copies, so a word
added for one stage (a new speech verb, a new title) helps every stage that reads it.
"""

from __future__ import annotations

import re

# Verbs that introduce reported speech, by base form. The forms used in attributions
# (-s and past: "says", "said", "points out") are made by `_inflect`; irregular ones are listed.
_SPEECH_BASES = """say add tell write warn ask continue insist explain stress bark reply tweet post declare announce
argue note urge shout cry plead recall concede claim admit suggest conclude observe respond state comment remark
acknowledge answer counter quip joke agree predict caution complain lament boast emphasize emphasise maintain muse
retort vow whisper yell confirm deny reiterate testify mention point-out shoot-back fire-back chime-in write-back
speak assure chant concur scoff snap recount demur"""
_IRREGULAR = {"say": ("said",), "tell": ("told",), "write": ("wrote", "written"), "speak": ("spoke",),
              "shoot-back": ("shot back",), "fire-back": ("fired back",), "write-back": ("wrote back",),
              "quip": ("quipped",), "admit": ("admitted",), "snap": ("snapped",), "demur": ("demurred",),
              "concur": ("concurred",)}
# Participles that hand a quote to the subject of their sentence: "X endorsed Clinton, saying, “…”".
SPEECH_PARTICIPLES = ("saying|adding|arguing|remarking|noting|writing|explaining|insisting|warning|declaring|"
                      "telling\\s+\\w+|asking|tweeting|responding|replying|stating|concluding|continuing")


def _inflect(base: str) -> set[str]:
    words = base.split("-")
    verb, rest = words[0], " ".join(words[1:])
    if re.search(r"[^aeiou]y$", verb):
        third, past = verb[:-1] + "ies", verb[:-1] + "ied"
    else:
        third = verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s")
        past = verb + "d" if verb.endswith("e") else verb + "ed"
    forms = {third, *_IRREGULAR.get(base, (past,))} if base in _IRREGULAR else {third, past}
    forms |= set(_IRREGULAR.get(base, ()))
    return {f"{f} {rest}".strip() if " " not in f else f for f in forms}


SPEECH_VERB_FORMS = frozenset(form for base in _SPEECH_BASES.split() for form in _inflect(base))
# a regular-expression alternation of every form, longest first so "shot back" beats "shot"
SPEECH_VERBS = "|".join(sorted((re.escape(f).replace(r"\ ", r"\s+") for f in SPEECH_VERB_FORMS),
                               key=lambda f: (-len(f), f)))

# Abbreviations that end in a full stop inside a name or title ("Sen. Jane Doe", "Jr.").
NAME_ABBREVIATIONS = frozenset(
    """mr mrs ms dr sen rep gov gen lt col sgt capt maj cmdr adm prof rev hon pres supt det insp cpl pvt st mt ft jr sr
    inc corp co ltd messrs mme mlle""".split())
# One-dot stand-in that keeps a string's length, so offsets survive masking.
_DOT = "\u2024"
_ABBREVIATION = re.compile(r"\b(?:" + "|".join(sorted(NAME_ABBREVIATIONS, key=len, reverse=True))
                           + r"|[A-Z])\.(?=\s*[\w,(])", re.IGNORECASE)  # "Raleigh, N.C., who"


def mask_abbreviations(text: str) -> str:
    """`text` with the full stops of name abbreviations and initials replaced by a same-length
    stand-in, so patterns that stop at a full stop read "Sen. Jane Doe" as one phrase."""
    return _ABBREVIATION.sub(lambda m: m.group(0)[:-1] + _DOT, text)


def unmask(text: str) -> str:
    return text.replace(_DOT, ".")
