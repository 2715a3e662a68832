"""Which language an article is written in: the generator reads English only, and an article
in another language must be listed, never read with English rules (its "8 avril" is not a
count of 8, its "Die Russen" not a name).

Text whose common words are plainly English is English at once (most articles, at no cost);
anything else is identified offline by py3langid, a deterministic classifier shipped with its
model (97 languages), on the text's first SAMPLE_CHARS characters.
"""

from __future__ import annotations

import re
from functools import lru_cache

READ = "en"
SAMPLE_CHARS = 3000
MIN_WORDS = 8  # fewer different words (in a script with spaces) are not enough to judge
PLAIN_ENGLISH = 0.2  # share of words among the commonest English words that settles it
_COMMON = frozenset("the of and to a in is that for on was with said as it at by from be have are were has his "
                    "her they this not but had which after who will been their an more its".split())
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")  # kana, Han, Hangul: no spaces to count words by
NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese",
         "nl": "Dutch", "uk": "Ukrainian", "ru": "Russian", "pl": "Polish", "ar": "Arabic", "zh": "Chinese",
         "ja": "Japanese", "ko": "Korean", "tr": "Turkish", "el": "Greek", "he": "Hebrew", "fa": "Persian",
         "hi": "Hindi", "sv": "Swedish", "da": "Danish", "no": "Norwegian", "fi": "Finnish", "cs": "Czech",
         "ro": "Romanian", "hu": "Hungarian"}


def language_of(text: str) -> str:
    """The ISO 639-1 code of the text's language."""
    sample = text[:SAMPLE_CHARS]
    words = [w.lower() for w in _WORD.findall(sample)]
    if words and sum(w in _COMMON for w in words) >= PLAIN_ENGLISH * len(words):
        return READ
    if len(set(words)) < MIN_WORDS and not _CJK.search(sample):
        return READ  # too little to judge (a word of navigation): English rules find no article in it anyway
    return _classifier().classify(sample)[0]


def name_of(code: str) -> str:
    return NAMES.get(code, code)


@lru_cache(maxsize=1)
def _classifier():
    import py3langid  # imported here: English articles never load its model

    return py3langid
