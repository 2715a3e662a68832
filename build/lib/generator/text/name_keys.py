"""A spelling-insensitive key for a name: how the index of names, the stories and the quotes
tell that two spellings name the same person, place or body (names/story.py gives the rules:
accents, soft signs and romanisation variants folded, honorifics and suffixes dropped).
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.text.lexicon import CLOSING_ABBREVIATIONS, COUNTRY_SHORT_NAMES, HONORIFICS, NAME_SUFFIXES, OPENING_ABBREVIATIONS
from generator.text.words import fold, fold_look_alikes, romanised, without_possessive


@lru_cache(maxsize=65536)
def transliteration_key(name: str) -> str:
    """A spelling-insensitive key for a name (see the module's rules); a story names the same
    people again and again, so each spelling is worked out once."""
    name = COUNTRY_SHORT_NAMES.get(name, name)
    name = re.sub(r"[\"“”‘(][^\"“”’)]{1,20}[\"“”’)]", " ", name)  # a nickname: Kimani “Kiki” Gray
    name = without_possessive(name)  # "Acme's"
    words = [w for w in fold(romanised(fold_look_alikes(name))).replace("-", " ").split() if w.strip(".,") not in HONORIFICS]
    while len(words) > 1 and words[-1].strip(".,") in NAME_SUFFIXES:
        words.pop()  # Jr., III, Inc., Ltd: the same person or company
    if words and words[0] == "the" and len(words) > 1:
        words.pop(0)
    if len(words) > 1:
        words[0] = OPENING_ABBREVIATIONS.get(words[0].rstrip("."), words[0])
        words[-1] = CLOSING_ABBREVIATIONS.get(words[-1].rstrip("."), words[-1])
    text = " ".join(words)
    text = re.sub(r"[’'`ʹʼ.]", "", text)
    text = re.sub(r"(\w)(?:re)\b", lambda m: m.group(1) + "er", text) if len(words) > 1 else text  # centre/center
    for old, new in (("kh", "h"), ("g", "h"), ("ye", "e"), ("yi", "i"), ("iy", "i"), ("ie", "i"), ("y", "i"),
                     ("j", "i"), ("w", "v"), ("ph", "f"), ("ck", "k"), ("x", "ks")):
        text = text.replace(old, new)
    return re.sub(r"(.)\1+", r"\1", text)
