"""The method's numbers: every threshold and weight the briefing's judgements rest on, in one place.

Each stage reads its numbers from here, and the About page prints them from here, so the page
cannot describe a method other than the one that ran. Numbers chosen on the development data
say so; `make eval DATA=…` measures any change to them. What a user may set (summary lengths,
the length of "In brief") is in config.Settings, not here; size limits that only protect the
build (bytes read, pages parsed) stay beside the code they protect.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """Reading and cleaning a file (ingest)."""

    max_chars: int = 1_000_000  # an article's text beyond this (some 150,000 words) is cut, and the cut reported
    max_title: int = 90  # characters; a longer lead clause is cut at a word boundary with "…"
    max_medium_words: int = 120  # a longer paragraph that mentions a page's furniture is news about it
    min_caption_words: int = 4  # shorter unpunctuated lines read as subheads
    max_headline_words: int = 15  # longer unpunctuated lines at the top read as captions
    max_first_headline_words: int = 40  # ... unless the file opens with one: a long headline
    max_subhead_words: int = 12  # a line framed by dashes and no longer than this is a subhead
    max_caption_words: int = 60  # an unpunctuated line longer than this is prose that lost its final stop
    max_date_line_words: int = 16  # a date line above the body: "Posted: Mar 3, 2011 9:15 AM ET Last Updated: …"
    max_date_line_after: int = 3  # ... or after up to this many paragraphs of a deck under the headline
    language_sample: int = 3000  # characters from the start of a text that its language is judged on
    plain_english: float = 0.2  # share of words among the commonest English words that settles it at once
    min_language_words: int = 8  # fewer different words (in a script with spaces) are too few to judge
    # The classifier's probability (normalised over its 97 languages) that another language needs:
    # on two sentences full of names it may say Afrikaans at 0.10; real French, German or Ukrainian
    # paragraphs score above 0.9. Below this a text is read as English.
    min_language_confidence: float = 0.5


@dataclass(frozen=True)
class Summary:
    """Each article's summary (summary/article.py)."""

    lead_weight: float = 0.35  # share of the score given by position; the rest is centrality
    not_standalone: float = 0.5  # multiplier for sentences that need context to be understood
    max_overlap: float = 0.5  # cosine above which a candidate repeats a chosen sentence
    min_words: int = 6  # shorter sentences are rarely a summary on their own
    max_candidates: int = 300  # centrality is O(n²): longer texts are summarised from their first sentences


@dataclass(frozen=True)
class Brief:
    """"In brief", the story's own summary (summary/story.py)."""

    min_words: int = 8  # shorter sentences rarely carry a fact on their own
    not_standalone: float = 0.5  # multiplier for a sentence that needs the one before it
    shortlist: int = 80  # candidates whose corroboration is checked claim by claim
    max_repeat: float = 0.4  # share of a candidate's content words already in a chosen sentence that makes it a repeat
    min_same_figure_words: float = 0.3  # share of a bullet's content words a sentence reporting its figure must have to carry it
    min_same_places: float = 0.5  # share of the places of the sentence naming fewer that the other must name
    min_title_words: int = 4  # a shorter headline ("Deputy Sheriff") names the story only when no other does


@dataclass(frozen=True)
class Alignment:
    """Sentences that say the same thing across sources (sources/align.py)."""

    min_cosine: float = 0.5  # TF-IDF cosine of two sentences' content words
    min_common_cosine: float = 0.35  # ... over the uncapitalised words too, so shared names alone do not align
    min_shared_words: int = 2
    max_posting: int = 200  # a word in more sentences than this finds no candidates
    edited_ratio: int = 85  # character similarity above which a sentence is the same one, edited


@dataclass(frozen=True)
class Timeline:
    """The timeline (timeline/story.py)."""

    # With no publication date, a weekday is placed around the day most reports' leads name:
    # up to this many days before it, else after ("Thursday" is the day before a Friday
    # strike, "Saturday" the day after; for a Monday strike "Saturday" is two days before).
    days_before_event: int = 4
    # Two events of the same date are one when their content words overlap this much (Dice):
    # the same lead sentence in two wordings, the same find reported twice.
    same_event: float = 0.5
    same_event_words: int = 4  # ... sharing at least this many (the date's own word included)


@dataclass(frozen=True)
class SharedCopy:
    """Reports that are one wire story (sources/copies.py)."""

    shingle: int = 5  # words in a shingle
    shared_copy: float = 0.2  # share of the shorter report's shingles in the other (chosen on real wire copy)
    all_pairs_max: int = 100  # up to this many sources every pair is listed; beyond, only pairs sharing...
    min_listed: float = 0.05  # ... this share of the shorter's copy or more (5,000 reports: millions of pairs)
    max_posting: int = 100  # a shingle in more reports than this is boilerplate


@dataclass(frozen=True)
class Stories:
    """Reports grouped into stories (stories/clusters.py); chosen on the development folders."""

    min_similarity: float = 0.1  # average cosine between two groups' reports for them to be one story
    min_cohesion_ratio: float = 0.55  # ... and at least this share of their mean similarity within each group
    other_lead_ratio: float = 0.7  # ... this share when most reports of each lead with a different person
    max_named_share: float = 0.5  # ... and under this share of one group's reports name the other's
    max_cohesion: float = 0.6  # copies of one wire story count as no closer than this
    comparable_size: float = 0.35  # ... between groups the smaller of which has this share of the larger's size
    min_shared_names: float = 0.1  # ... if it gives at least this share of names the larger one gives
    prior_documents: int = 200  # imaginary reports using none of the terms: keeps a one-story folder whole
    name_weight: int = 3  # a name counts this many times a word
    date_weight: int = 2  # a year or month: two events of one kind happen at different times
    number_weight: int = 1  # a number of two or more digits ("5.9", "612")
    lead_sentences: int = 3  # the lead counts twice
    top_terms: int = 60  # a report's heaviest terms: what its candidates are found by
    neighbours: int = 20  # reports each report is compared with
    max_posting: int = 1000  # a term in more reports than this is too common to find candidates
    copy_share: float = 0.7  # a report whose sentences are this share of another's is a copy of it
    copy_sentences: int = 3  # ... and at least this many of them
    copy_words: int = 6  # sentences of fewer words are not compared for copies ("Police said.")
    copy_posting: int = 50  # a sentence more reports print than this is furniture, not copy


@dataclass(frozen=True)
class Figures:
    """The same figure across sources (figures/story.py)."""

    min_context: float = 0.12  # cosine of sentence lemma sets needed to join a group
    min_context_strict: float = 0.3  # ... when a predicate is missing, or named places differ
    same_value_bonus: float = 0.1  # the same number in a similar sentence is likely the same figure
    max_ratio: float = 10.0  # the largest factor between two readings of one measure
    max_growth: float = 100.0  # ... of a count of people between two days (a toll of 1 can be 95 a week later)
    max_fall: float = 2.0  # ... of a count that only grows, given lower on a later day (half as many: a part of it)
    round_tolerance: float = 0.05  # a bare multiple of 100 ("600 killed") stands for a value this close ("612")
    restated_min: float = 20.0  # a report's value at least this large, given again without its measure, is that count


@dataclass(frozen=True)
class Quotes:
    """Finding quotes and their speakers (quotes/article.py)."""

    min_partial_words: int = 2  # shorter partial quotes are scare quotes, not statements
    min_statement_words: int = 3  # a shorter quote with no speaker is a phrase, not a statement ("night vision", "Okay")
    min_uncued_words: int = 3  # a shorter phrase is credited by a verb ("called the plan “a giveaway”") or not at all,
    # never by a person merely named before it: "the mayor flew in for a “harbour speech”" is the writer's
    max_description_words: int = 8  # a longer unnamed "speaker" is a clause, not a description
    max_pause_words: int = 3  # a paragraph this short that names no one ("She pauses.") does not end a speech
    max_speaker_phrase: int = 160  # characters between a quote and its verb an apposition may fill


@dataclass(frozen=True)
class QuoteGroups:
    """The same quote across sources (quotes/story.py)."""

    min_ratio: int = 85  # whole-quote similarity for one statement
    min_partial_ratio: int = 90  # a shorter quote found inside a longer one
    min_partial_words: int = 4  # ... when the shorter has at least this many words
    short_words: int = 6  # quotes this short match when their content words match in order
    max_posting: int = 50  # words shared by more quotes than this are too common to find candidates


@dataclass(frozen=True)
class Names:
    """Names and the index of people, places and organisations (names/)."""

    min_fuzzy_length: int = 7  # shorter keys must match exactly
    min_short_given_name: int = 3  # "Fred" stands for "Frederick"; "Fr" does not
    max_nickname_words: int = 3  # Vincent “The Chin” Gigante
    min_headline_words: int = 4  # a sentence with this many words of four letters or more, all capitalised, is a headline
    min_shouted_words: int = 2  # as many, in capital letters throughout ("RED SOX MAKE HUGE OFFER")
    max_title_words: int = 6  # a longer title-case quotation is a slogan or a headline, not a work's title
    plural_fold_words: int = 3  # an organisation's name this long is one body with a word's plural or singular


READING = Reading()
SUMMARY = Summary()
BRIEF = Brief()
ALIGNMENT = Alignment()
TIMELINE = Timeline()
COPY = SharedCopy()
STORIES = Stories()
FIGURES = Figures()
QUOTES = Quotes()
QUOTE_GROUPS = QuoteGroups()
NAMES = Names()
