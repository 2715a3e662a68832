"""Words for comparing sentences: lower-cased content words with a light plural stem.

Shared by every stage that measures how alike two sentences are, so "similar" means one
thing across the briefing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from functools import lru_cache

from simplemma import Lemmatizer
from simplemma.strategies import DEFAULT_DICTIONARY_FACTORY, DefaultStrategy, DictionaryLookupStrategy
from simplemma.strategies.dictionaries import DictionaryFactory
from simplemma.utils import normalize_token

from generator import prepared
from generator.prepared import DictionaryCache
from generator.text.lexicon import IRREGULAR_VERBS

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")

# Function words carry no topic. A short list suffices: they only need to stop dominating.
STOPWORDS = frozenset(
    """a about above after again against all also am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had has
    have having he her here hers herself him himself his how i if in into is it its itself just me more
    most my myself no nor not now of off on once only or other our ours ourselves out over own same she
    should so some such than that the their theirs them themselves then there these they this those
    through to too under until up very was we were what when where which while who whom why will with
    would you your yours yourself yourselves said says told according s t mr ms mrs dr""".split()
)


# The small words a title leaves in lower case ("Most Likely to Succeed", "Meet the Press").
SMALL_WORDS = frozenset("a an the of and or in on at to for with by from vs".split())
_TITLE_WORD = re.compile(r"[^\W_][\w’'-]*")


def title_case(text: str) -> bool:
    """Every word capitalised but the small ones: a title ("Meet the Press.", "The Apprentice",
    "Sharknado 3: Oh Hell No!") or a headline in capitals ("GLASS IS HALF FULL")."""
    tokens = _TITLE_WORD.findall(text)
    return bool(tokens) and tokens[0][0].isupper() and all(
        t[0].isupper() or t[0].isdigit() or t.lower() in SMALL_WORDS for t in tokens)


def stem(word: str) -> str:
    """Fold simple English plurals so "station" and "stations" count as one word."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def content_words(text: str) -> list[str]:
    """The stemmed content words of `text`, in order."""
    words = (w.lower().replace("’", "'") for w in _WORD.findall(text))
    return [stem(w) for w in words if w not in STOPWORDS and not w.isdigit() and len(w) > 1]


# Cyrillic and Greek letters drawn like Latin ones: in a word that mixes them with Latin letters
# they are a spoof or a typing slip ("Zеlensky" with a Cyrillic е), never a different name.
_LOOK_ALIKES = str.maketrans("аеорсухіјѕԁԛԝАВЕКМНОРСТХУІЈЅαειονρτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
                             "aeopcyxijsdqwABEKMHOPCTXYIJSaeiovptuxABEZHIKMNOPTYX")
_LATIN = re.compile(r"[A-Za-z]")
_NOT_LATIN = re.compile(r"[^\W\d_A-Za-z]")
_CYRILLIC_OR_GREEK = re.compile("[\u0370-\u03ff\u0400-\u052f]")


def fold_look_alikes(text: str) -> str:
    """Each word mixing Latin letters with Cyrillic or Greek look-alikes, written in Latin
    letters only; a word wholly in another script ("Павло") is left as it is."""
    return " ".join(word.translate(_LOOK_ALIKES) if _LATIN.search(word) and _NOT_LATIN.search(word) else word
                    for word in text.split(" "))


def romanised(name: str) -> str:
    """A name in Cyrillic or Greek letters in Latin ones (anyascii's tables: "Павло Кириленко"
    -> "Pavlo Kirilenko"), so the key joins it to the English spelling; others unchanged."""
    if name.isascii() or not _CYRILLIC_OR_GREEK.search(name):
        return name
    from anyascii import anyascii  # imported here: most folders never hold such a name

    return anyascii(name)


def fold(text: str) -> str:
    """Lower case without accents or apostrophe variants, for matching names."""
    text = text.replace("’", "'")
    if text.isascii():
        return text.lower().strip()  # most names: nothing to take off
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower().strip()


class Dictionaries(DictionaryFactory):
    """simplemma's dictionaries, each loaded once per process. simplemma ships them compressed
    and front-coded: decoding the English one costs every process that reads a report (each
    worker too) 0.17 s, a tenth of a small folder's first build. A build sets `store` to a
    store of the decoded dictionary, prepared once per installation (prepared.DictionaryCache in
    generator/prepared.py's folder), which reads it back in 0.07 s."""

    def __init__(self) -> None:
        self.store: Callable[[str, Callable[[], Mapping[str, str]]], Mapping[str, str]] | None = None
        self._loaded: dict[str, Mapping[str, str]] = {}

    def get_dictionary(self, lang: str) -> Mapping[str, str]:
        if lang not in self._loaded:
            decode = lambda: DEFAULT_DICTIONARY_FACTORY.get_dictionary(lang)
            self._loaded[lang] = self.store(lang, decode) if self.store else decode()
        return self._loaded[lang]


DICTIONARIES = Dictionaries()
_LEMMATIZER = Lemmatizer(lemmatization_strategy=DefaultStrategy(dictionary_factory=DICTIONARIES))
_LOOKUP = DictionaryLookupStrategy(DICTIONARIES)


def use_dictionaries() -> DictionaryCache:
    """Have simplemma's dictionaries read from the installation's prepared folder (forked
    workers inherit it); the store, which counts the entries it found damaged."""
    store = DictionaryCache(prepared.folder("dictionaries"))
    DICTIONARIES.store = store.decoded
    return store


@lru_cache(maxsize=100_000)
def lemma(word: str) -> str:
    """The dictionary form of a word ("killing", "killed" -> "kill"), by simplemma."""
    return _LEMMATIZER.lemmatize(word, lang="en")


def verb_lemma(word: str) -> str:
    """The dictionary form in lower case, the irregular verb forms news uses with figures
    included ("fled" -> "flee", "slain" -> "slay"), which the dictionary may leave alone."""
    low = word.lower().replace("’", "'")
    return IRREGULAR_VERBS.get(low) or lemma(low)


def is_known(word: str) -> bool:
    """Whether the English dictionary has the word (simplemma's `is_known`)."""
    return bool(word) and _LOOKUP.get_lemma(normalize_token(word), "en") is not None


@lru_cache(maxsize=131_072)
def content_lemmas(text: str) -> tuple[str, ...]:
    """Content words as lemmas, so that paraphrases with other verb forms compare equal.
    Kept for the sentences of a large folder: stories, alignment, In brief and the timeline
    each read every sentence's lemmas."""
    words = (w.lower().replace("’", "'") for w in _WORD.findall(text))
    return tuple(lemma(w) for w in words if w not in STOPWORDS and not w.isdigit() and len(w) > 1)


_POSSESSIVE_END = re.compile(r"[’']s$")


def without_possessive(word: str) -> str:
    """A word or name without the possessive that ends it ("Acme's" -> "Acme")."""
    return _POSSESSIVE_END.sub("", word)


def ends_with_words(full: str, short: str) -> bool:
    """ "Ursula von der Leyen" ends with "von der Leyen", "Aoraki Mount Cook" with "Mount Cook":
    the last words of a longer name, whole words, in any case."""
    full_words, short_words = full.lower().split(), short.lower().split()
    return len(short_words) < len(full_words) and full_words[-len(short_words):] == short_words
