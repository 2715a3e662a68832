"""Which language an article is written in: the generator reads English only, and an article
in another language must be listed, never read with English rules (its "8 avril" is not a
count of 8, its "Die Russen" not a name).

Text whose common words are plainly English is English at once (most articles, at no cost);
anything else is identified offline by py3langid, a deterministic classifier shipped with its
model (97 languages), on the text's first characters. Its verdict counts only when it is sure
(READING.min_language_confidence): a short English report dense with foreign names can look
like Afrikaans to it, and an English report is then read, not set aside.
"""

from __future__ import annotations

import re
from functools import lru_cache

from generator.thresholds import READING

READ = "en"
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
    sample = text[:READING.language_sample]
    words = [w.lower() for w in _WORD.findall(sample)]
    if words and sum(w in _COMMON for w in words) >= READING.plain_english * len(words):
        return READ
    if len(set(words)) < READING.min_language_words and not _CJK.search(sample):
        return READ  # too little to judge (a word of navigation): English rules find no article in it anyway
    language, probability = _classifier().classify(sample)
    return language if probability >= READING.min_language_confidence else READ


def name_of(code: str) -> str:
    return NAMES.get(code, code)


@lru_cache(maxsize=1)
def _classifier():
    from py3langid.langid import MODEL_FILE, LanguageIdentifier  # imported here: English articles never load it

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
