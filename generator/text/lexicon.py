"""Shared knowledge of English news wording, grouped by concept, each list defined once.

Stages import what they need from here rather than keeping their own copies, so a word
added for one stage (a new speech verb, a new title) helps every stage that reads it.
"""

from __future__ import annotations

import re
from functools import lru_cache

# The calendar's words, in lower case, in the calendar's order: every stage that reads a date,
# tells a weekday from a name or stops a phrase at a time word takes them from here
# (text/dates.py prints them as names).
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
MONTH_ABBREVIATIONS = ("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec")

# Verbs that introduce reported speech, by base form. The forms used in attributions
# (-s and past: "says", "said", "points out") are made by `_inflect`; irregular ones are listed.
_SPEECH_BASES = """say add tell write warn ask continue insist explain stress bark reply tweet post declare announce
argue note urge shout cry plead recall concede claim admit suggest conclude observe respond state comment remark
acknowledge answer counter quip joke agree predict caution complain lament boast emphasize emphasise maintain muse
retort vow whisper yell confirm deny reiterate testify mention point-out shoot-back fire-back chime-in write-back
speak assure chant concur scoff snap recount demur remember report put-it"""
_IRREGULAR = {"say": ("said",), "tell": ("told",), "write": ("wrote", "written"), "speak": ("spoke",),
              "shoot-back": ("shot back",), "fire-back": ("fired back",), "write-back": ("wrote back",),
              "quip": ("quipped",), "admit": ("admitted",), "snap": ("snapped",), "demur": ("demurred",),
              "concur": ("concurred",), "put-it": ("put it",)}
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

# Irregular past tenses, which a name can precede as its subject ("Fiorina threw her support …"),
# unlike a noun it modifies ("Ukraine intelligence").
IRREGULAR_PAST = frozenset("""threw took gave made went came saw got held led met ran sent spent stood won lost left
brought bought caught fought sought taught thought kept began broke chose drove fell felt flew forgot grew hid hit
knew laid paid put rode rose sat set shook shot sold spoke stole struck swore tore understood woke wore wrote became
built drew ate forgave froze hung lent lit meant overcame overtook rang sang sank slept slid spun stuck stung swept
swung upheld withdrew""".split())

# Abbreviations that end in a full stop inside a name or title ("Sen. Jane Doe", "Jr.").
NAME_ABBREVIATIONS = frozenset(
    """mr mrs ms dr sen rep gov gen lt col sgt capt maj cmdr adm prof rev hon pres supt det insp cpl pvt st mt ft jr sr
    inc corp co ltd messrs mme mlle atty dist asst assn""".split())
# One-dot stand-in that keeps a string's length, so offsets survive masking.
_DOT = "\u2024"
# A short word and its full stop, then a word ("Raleigh, N.C., who"): masked when the word is one
# letter or one of NAME_ABBREVIATIONS (looked up in the set: an alternation of them all, tried at
# every word, cost the finding of quotes a seventh of its time). The letters IGNORECASE lets stand
# for ASCII ones are folded to them for the lookup.
_SHORT_WORD_DOT = re.compile(rf"\b([a-z]{{1,{max(map(len, NAME_ABBREVIATIONS))}}})\.(?=\s*[\w,(])", re.IGNORECASE)
_TO_ASCII = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def mask_abbreviations(text: str) -> str:
    """`text` with the full stops of name abbreviations and initials replaced by a same-length
    stand-in, so patterns that stop at a full stop read "Sen. Jane Doe" as one phrase."""
    return _SHORT_WORD_DOT.sub(_masked, text)


def _masked(match: re.Match[str]) -> str:
    word = match.group(1)
    abbreviation = len(word) == 1 or word.translate(_TO_ASCII).lower() in NAME_ABBREVIATIONS
    return match.group(0)[:-1] + _DOT if abbreviation else match.group(0)


def unmask(text: str) -> str:
    return text.replace(_DOT, ".")


# Names: the words that tell a person, an organisation or a place from its name, and the
# words around names that are not names.
HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "sir", "dame", "lord", "lady", "rev", "fr",
                        "sr"})  # "Sr." before a name is a nun's "Sister" (after one, "Senior")
# Words that say a person is a man or a woman, printed as an honorific, a title or a relation just
# before the name ("Miss Jenkin", "Congresswoman Doe", "his sister Katie Jenkin"): when two people
# of a story share a surname, they tell which one "Mr Jenkin" is.
GENDER_WORDS: dict[str, str] = {
    **dict.fromkeys(("mr", "sir", "lord", "king", "prince", "son", "brother", "father", "husband", "man", "boy",
                     "grandfather", "grandson", "uncle", "nephew", "stepfather", "stepson", "widower", "boyfriend",
                     "congressman", "assemblyman", "councilman", "chairman", "spokesman", "businessman",
                     "actor", "englishman", "half-brother", "dad"), "male"),
    **dict.fromkeys(("mrs", "ms", "miss", "dame", "lady", "queen", "princess", "daughter", "sister", "mother",
                     "wife", "woman", "girl", "grandmother", "granddaughter", "aunt", "niece", "stepmother",
                     "stepdaughter", "widow", "girlfriend", "congresswoman", "assemblywoman", "councilwoman",
                     "chairwoman", "spokeswoman", "businesswoman", "actress", "englishwoman", "half-sister",
                     "mum", "mom"), "female"),
}
# Words that make a capitalised run a role rather than a name ("Defence Minister", "Mayor").
TITLE_WORDS = frozenset({
    "administrator", "executive", "coordinator", "examiner",  # "Fire Administrator Lori Quinn", "County Executive"
    "president", "minister", "mayor", "governor", "chancellor", "secretary", "secretary-general",
    "prosecutor", "prosecutor-general", "general", "gen", "sen", "senator", "rep", "representative", "gov",
    "spokesman", "spokeswoman", "spokesperson", "chief", "commander", "premier", "king", "queen", "prince",
    "princess", "pope", "ambassador", "envoy", "director", "chairman", "chairwoman", "chair", "ceo", "head",
    "leader", "judge", "justice", "lt", "col", "capt", "sgt", "major", "admiral", "marshal", "officer", "deputy",
    "vice", "foreign", "defence", "defense", "interior", "prime", "high", "commissioner",
    "speaker", "sheikh", "emir", "sultan", "archbishop", "bishop", "cardinal", "patriarch", "colonel", "captain",
    "lieutenant", "sergeant", "attorney", "councillor", "councilor", "member", "mp", "adviser", "advisor",
    "nurse", "professor", "detective", "coach", "pastor", "rabbi", "imam", "corporal", "private",
    "doctor", "sheriff", "undersheriff", "trooper", "inspector", "constable", "superintendent", "warden", "coroner",
    "congressman", "congresswoman", "assemblyman", "assemblywoman", "councilman", "councilwoman", "alderman",
    "referee", "president-elect", "governor-elect", "mayor-elect", "senator-elect", "vice-president",
    # occupations and positions written before a name like titles ("Actress Tara Reid", "QB Andrew Luck")
    "actor", "actress", "singer", "rapper", "star", "superstar", "all-star", "all-american", "all-pro", "artist", "author",
    "novelist", "filmmaker", "moviemaker", "producer", "producers", "agent", "super-agent", "manager", "founder", "owner",
    "lawyer", "defender", "champion", "challenger", "boxer", "quarterback", "qb", "rb", "wr", "cb", "lb", "dt", "nt",
    "kicker", "cornerback", "linebacker", "forward", "striker", "goalkeeper", "midfielder", "pitcher", "commodore",
    "fullback", "halfback", "tailback", "pensioner",
    "democrat", "republican", "englishman", "englishwoman", "half-brother", "half-sister",
    "columnist", "journalist", "editor", "writer", "blogger", "commentator", "economist", "strategist", "pollster",
    "historian", "analyst", "clerk",
    # titles cut short, as police and court reporting prints them ("Det. Colin Orpe", "Dist. Atty. Steve Cooley")
    "det", "adm", "insp", "supt", "cpl", "pvt", "cmdr", "maj", "atty", "asst", "dist",
})
# Words of a news outlet's name ("The Daily Ledger", "Kyiv Post", "Channel 4"): they make a name an
# organisation, and a speaker described with them a news outlet (`is_outlet`).
NEWS_NAME_WORDS = frozenset({
    "agency", "broadcasting", "channel", "chronicle", "courier", "daily", "examiner", "gazette", "guardian",
    "herald", "inquirer", "journal", "magazine", "news", "post", "press", "radio", "reporter", "telegraph",
    "television", "times", "tribune", "weekly", "dispatch",
})
ORGANISATION_WORDS = NEWS_NAME_WORDS | frozenset({
    "ministry", "council", "commission", "committee", "institute", "institution", "service", "services", "union",
    "party", "forces", "army", "navy", "university", "bank", "court", "office", "parliament", "assembly",
    "government", "administration", "department", "railways", "railway", "airlines", "company", "corporation",
    "corp", "inc", "ltd", "group", "network", "organization", "organisation", "foundation", "association",
    "federation", "alliance", "coalition", "front", "movement", "police", "guard", "ratings", "fund", "programme",
    "program", "red", "cross", "nations", "assn", "kremlin", "pentagon", "senate", "congress", "duma", "rada", "tribunal",
    "board", "authority", "authorities", "media", "patrol", "foods", "telecom", "airways", "motors", "systems",
    "industries", "holdings", "technologies", "pharmaceuticals", "studios", "plc", "llc", "gmbh", "awards",
    "academy", "survey", "headquarters", "magistrates", "school", "college", "faculty", "bureau", "division",
    "society", "guild", "conference", "league", "gang", "rescue", "watch",
})
# The chambers that open the names of their committees ("House Ways and Means Committee",
# "Senate Energy and Natural Resources Committee").
LEGISLATURE_WORDS = frozenset({"house", "senate", "congress", "parliament", "assembly", "commons", "lords"})
# The services two places may run together, named after both ("Devon and Cornwall Police",
# "Avon and Somerset Constabulary", "Surrey Fire and Rescue Service").
LOCAL_SERVICE_WORDS = frozenset({"police", "constabulary", "rescue", "service", "council", "authority", "trust"})
# What an office is of, written between a title and a name ("Secretary of State Ann Lee",
# "Secretary of Homeland Security Jeh Johnson", "Minister of Defence"): part of the role.
DEPARTMENT_WORDS = frozenset({
    "state", "defense", "defence", "homeland", "security", "staff", "health", "education", "energy", "commerce",
    "labor", "labour", "treasury", "interior", "agriculture", "transportation", "transport", "justice", "veterans",
    "affairs", "housing", "foreign", "home", "war", "finance", "trade", "culture", "environment", "economy",
    "public", "safety", "works", "police", "the", "navy", "army", "air", "force", "elections", "information",
    "detectives", "naval", "operations",
})
# Words that end the names of things that are neither people, places nor organisations: awards,
# events, laws and works ("Gold Glove Award", "Super Bowl", "World War II", "Regulatory Reform
# Order"), whatever their first words look like.
THING_WORDS = frozenset({
    "award", "prize", "medal", "trophy", "glove", "bowl", "cup", "championship", "championships",
    "series", "draft", "olympics", "war", "depression", "act", "order", "constitution", "amendment", "treaty",
    "accord", "show", "festival", "crusade", "web", "internet", "market", "tournament",
    "classic", "marathon", "game", "games", "awards", "playoff", "playoffs", "finals",
})


# Words before a name that make it a storm's ("Hurricane Katrina", "Typhoon Haiyan"): named like
# people, storms are neither people nor places.
THING_OPENERS = frozenset({"hurricane", "hurricanes", "typhoon", "cyclone", "storm"})


def names_a_thing(words: list[str]) -> bool:
    """A name ending with a word of `THING_WORDS`, or with one and a number ("World War II"), or
    opening with a word of `THING_OPENERS`."""
    last = [w.lower() for w in words[-2:]]
    return bool(last) and (last[-1] in THING_WORDS or (len(last) == 2 and last[0] in THING_WORDS
                                                       and re.fullmatch(r"[ivx]+|\d+", last[1]) is not None)
                           or (len(words) > 1 and words[0].lower().rstrip(".") in THING_OPENERS))


# Social platforms and messaging services: companies, and where statements are posted ("wrote on
# Telegram"). A name that is one of them is an organisation, never a person or a place.
PLATFORMS = frozenset({"twitter", "facebook", "instagram", "youtube", "tiktok", "telegram", "whatsapp", "reddit",
                       "linkedin", "snapchat", "weibo", "wechat", "vkontakte", "bluesky", "threads", "truth social",
                       "signal", "viber", "x.com"})
# The news agencies whose names other reports cite ("she told Reuters", "according to Interfax"):
# organisations, whatever the words around them say (not "Bloomberg", also a person's name).
NEWS_AGENCIES = frozenset({"reuters", "associated press", "ap", "agence france-presse", "afp", "interfax",
                           "tass", "xinhua", "kyodo", "yonhap", "ansa", "efe", "dpa", "upi", "irna", "isna",
                           "anadolu", "ria novosti", "ukrinform", "unian", "bernama", "antara", "pti"})
# A web address as a name ("People.com", "BBC.co.uk"): an outlet or a company.
WEB_DOMAIN = re.compile(r"\w\.(?:com|org|net|gov|edu|co\.uk|org\.uk|info|news)$", re.IGNORECASE)
PLACE_WORDS = frozenset({"region", "oblast", "province", "district", "county", "state", "city", "republic",
                         "island", "islands", "valley", "sea", "ocean", "river", "mountains", "gulf", "bay", "village",
                         "town", "township", "borough", "peninsula", "coast", "desert", "canyon", "strait", "springs",
                         "falls", "heights"})
# Words that end a street's name: after a number and capitalised words, they make it a house number
# ("24 Independent Street", "10 Downing St").
STREET_WORDS = frozenset({"street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "drive", "way",
                          "place", "terrace", "parkway", "highway", "square"})
# Words that end the name of a facility or a street, which is a place and never a person ("Rose
# Garden", "Banstead High Street", "Estelle Unit"); surnames as common as "Hall" or "Park" are left
# out, and so are the street words "St", "Drive", "Way", "Place", "Terrace", "Parkway".
FACILITY_WORDS = (STREET_WORDS - {"st", "drive", "way", "place", "terrace", "parkway"}) | frozenset({
    "freeway", "motorway", "beltway", "expressway", "turnpike", "interstate", "route", "plaza", "garden", "gardens",
    "stadium", "arena", "airport", "station", "bridge",
    "tunnel", "hut", "hotel", "motel", "inn", "casino", "resort", "pier", "dome", "mall",
    "cathedral", "mosque", "temple", "synagogue", "monument", "memorial", "prison", "jail", "penitentiary", "plant",
    "factory", "refinery", "harbour", "harbor", "beach", "museum", "theater", "theatre", "hospital", "clinic",
    "center", "centre", "unit", "corridor",
})
# A sentence about a game: a score ("31-24", "a 20-13 win") or words only sport uses. A city's
# name in such a sentence is its team's ("Kansas City failed to score").
SPORTS_CONTEXT = re.compile(
    r"\b\d{1,3}-\d{1,3}\b(?!-)|\b(?:touchdowns?|quarterback|playoffs?|halftime|field goal|innings?|"
    r"rebounds?|end zone|kick-?off|penalty kick|overtime|home run|wild card|standings|"
    r"(?:first|second|third|fourth) quarter|(?:first|second) half)\b", re.IGNORECASE)
# A sentence about a game (a score or a sport's word), and the words around a name that make it a
# side in it: "victory over X", "loss to X", "X defeated", "X 65, Y 53".
GAME = re.compile(SPORTS_CONTEXT.pattern + r"|\b(?:game|victory|defeat|season|(?:quarter|semi)?finals?|play-in|"
                  r"tournament|basketball|football|baseball|hockey|soccer|rugby)\b", re.IGNORECASE)
OPPONENT_BEFORE = re.compile(r"\b(?:against|over|beat|beats|beating|defeated|defeating|vs\.?|versus|"
                             r"(?:loss|lost|losing|fell|falls) to|putting away)\s+(?:the\s+)?$", re.IGNORECASE)
PLAYER_AFTER = re.compile(r"(?:,\s+which\s+(?:had\s+)?)?\s*(?:defeated|beat|beats|won|wins|lost|loses|fell|leads|led|"
                          r"trailed|plays|played|scored|edged|routed)\b|\s+\d{1,3},", re.IGNORECASE)
# What makes a speaker a news outlet: a word of its name or description ("the Daily Ledger", "a local
# TV channel", "the news agency"), or a wire service or broadcaster known by a bare name. A quote
# credited to an outlet is the outlet's report of what someone said, not that someone's words.
MEDIA_WORDS = NEWS_NAME_WORDS | frozenset({
    "tv", "broadcaster", "newspaper", "ledger", "outlet", "wire", "tabloid", "website", "newswire",
})
NEWS_OUTLETS = frozenset({"reuters", "afp", "ap", "associated press", "agence france-presse", "bloomberg", "xinhua",
                          "tass", "ria novosti", "interfax", "ukrinform", "dpa", "efe", "ansa", "kyodo", "yonhap",
                          "cnn", "bbc", "nbc", "cbs", "abc", "npr", "pbs", "msnbc", "fox news", "al jazeera", "sky news"})


def is_outlet(name: str) -> bool:
    """Whether a speaker's name or description is a news outlet's."""
    low = name.lower().strip()
    return low.removeprefix("the ") in NEWS_OUTLETS or any(w.strip(".,'’s") in MEDIA_WORDS for w in low.split())


# US states as AP style abbreviates them after a town ("Newport Beach, Calif."): the state.
STATE_ABBREVIATIONS = {
    "Ala": "Alabama", "Ariz": "Arizona", "Ark": "Arkansas", "Calif": "California", "Colo": "Colorado",
    "Conn": "Connecticut", "Del": "Delaware", "Fla": "Florida", "Ga": "Georgia", "Ill": "Illinois", "Ind": "Indiana",
    "Kan": "Kansas", "Ky": "Kentucky", "La": "Louisiana", "Md": "Maryland", "Mass": "Massachusetts",
    "Mich": "Michigan", "Minn": "Minnesota", "Miss": "Mississippi", "Mo": "Missouri", "Mont": "Montana",
    "Neb": "Nebraska", "Nev": "Nevada", "Okla": "Oklahoma", "Ore": "Oregon", "Pa": "Pennsylvania",
    "Tenn": "Tennessee", "Vt": "Vermont", "Va": "Virginia", "Wash": "Washington", "Wis": "Wisconsin",
    "Wyo": "Wyoming",
}
# Possessives that are part of a name rather than its end: "Donetsk People's Republic", "the
# People's Liberation Army", "Boston Children's Hospital".
NAME_POSSESSIVES = frozenset({"people's", "women's", "children's", "men's"})
# How a nickname given in quotes is kept among a person's roles: Vincent “The Chin” Gigante
# is "known as “The Chin”".
KNOWN_AS = "known as “"


def same_first_name(a: str, b: str) -> bool:
    """Whether two first names can name one person: the same, or one the other's nickname in
    the nicknames package's hand-made table of English names ("Katie" / "Kathryn", "Jon" /
    "John", "Bill" / "William"; it does not give "Mo" for "Maurice")."""
    a, b = a.lower().rstrip("."), b.lower().rstrip(".")
    if a == b:
        return True
    table = _nicknamer()
    return b in table.nicknames_of(a) or a in table.nicknames_of(b)


@lru_cache(maxsize=65536)
def is_given_name(word: str) -> bool:
    """Whether a word is an English first name in the nicknames table ("Billy", "Stephen"), so a
    title word after it is a surname: "Billy King", "Ben Bishop" are people, not roles."""
    table = _nicknamer()
    word = word.lower()
    return bool(table.nicknames_of(word) or table.canonicals_of(word))


@lru_cache(maxsize=1)
def _nicknamer():
    from nicknames import NickNamer  # imported here: most reports never need it

    return NickNamer()


# Words whose first letters an apostrophe stands for, often printed with an opening single
# quote ("how ‘bout", "‘em", "the ‘90s"): the mark opens no quotation.
ELIDED = re.compile(r"(?:bout|em|til|cause|cos|cuz|n|twas|tis|round|nuff|ol|neath|\d0s|\d\d)\b", re.IGNORECASE)
# Abbreviations that open a name, spelt out so both spellings compare equal ("Mt Cook" / "Mount Cook").
OPENING_ABBREVIATIONS = {"mt": "mount", "st": "saint", "ft": "fort"}
# ... and abbreviations that end one ("Church Ave" / "Church Avenue").
CLOSING_ABBREVIATIONS = {"ave": "avenue", "blvd": "boulevard", "rd": "road"}
# Words that end the name of a document or an event, which is quoted from but never speaks
# ("the Sharon Statement", "the Authorization Act", "a Trump rally").
DOCUMENT_WORDS = frozenset({"statement", "act", "bill", "law", "amendment", "resolution", "treaty", "accord",
                            "agreement", "declaration", "manifesto", "doctrine", "constitution", "charter", "rally",
                            "summit", "convention", "debate", "award", "awards"})
# Words that open the name of a natural place: "Mount Cook", "Lake Chad", "Cape Horn".
PLACE_OPENERS = frozenset({"mount", "mt", "lake", "cape", "fort", "ft"})
# Words that label a numbered part of a sequence ("in Week 16", "Game 7", "Round 2"): with their
# number they count, and name no one.
NUMBERED_LABELS = frozenset({"week", "day", "game", "round", "stage", "phase", "level", "chapter", "episode", "season",
                             "step", "page", "lap", "hole", "heat", "match", "leg", "part"})
# Words that name a part of a place ("Northeast Philadelphia", "Central Kyiv"): the rest is the place.
COMPASS_WORDS = frozenset({"north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest",
                           "central", "downtown", "greater", "upper", "lower"})
# ... and, in lower case before a place, the adjectives that do so ("in southern Iran" is in Iran).
REGION_WORDS = COMPASS_WORDS | frozenset({"northern", "southern", "eastern", "western", "northeastern",
                                          "northwestern", "southeastern", "southwestern"})
# Words before a place's name that make it another place ("South Richmond Hill", "New South
# Wales", "Little Orra River"), not another name of the same one ("Aoraki Mount Cook").
OTHER_PLACE_WORDS = COMPASS_WORDS | frozenset({"new", "old", "little", "great", "lesser"})
PARTICLES = frozenset({"von", "der", "van", "de", "la", "le", "du", "da", "di", "al", "bin", "ibn", "el", "dos",
                       "das", "ter", "den", "of", "del", "della", "dei", "degli"})
# Capitalised phrases that name no one and nothing: placeholders for the unidentified ("John
# Doe", "Jane Does") and states a document declares ("a State of Emergency"). Compared in lower
# case, without a final "s".
NO_ENTITIES = frozenset({"john doe", "jane doe", "john and jane doe", "john or jane doe", "state of emergency",
                         "state of disaster", "state of war", "state of alert", "martial law"})
NOT_NAMES = frozenset(WEEKDAYS) | frozenset(MONTHS) | frozenset(MONTH_ABBREVIATIONS) | frozenset({
    "i", "western",
    "eastern", "northern", "southern", "soviet-era", "english", "god", "ok", "tv", "former",
    "gmt", "utc", "est", "edt", "cst", "cdt", "pst", "pdt", "cet", "cest", "bst", "et", "ist",  # time zones
    # initials of common nouns, written in capitals but naming no one ("a DUI arrest", "DNA
    # evidence", "the MVP"; not those a body shares: "RBI", "CCTV", "TD", "PC", "AIDS", "CD")
    "dui", "dwi", "suv", "suvs", "ko", "tko", "mvp", "html", "xml", "sql", "dna", "mri", "mba", "phd", "id", "vp",
    "ceo", "cfo", "coo", "gps", "atm", "ied", "ieds", "rpg", "sos", "usd", "eur", "gbp", "dvd", "usb", "pdf", "iq",
    "hiv", "rip", "vip", "swat", "web", "bs", "bsc", "msc",
})
# Number words that open a capitalised run without naming anything: "Two Russian soldiers".
COUNT_WORDS = frozenset("two three four five six seven eight nine ten eleven twelve dozens hundreds thousands".split())
# Nations within a state that news names as countries, which GeoNames lists under the state.
NATIONS_WITHIN = ("England", "Scotland", "Wales", "Northern Ireland")
# Short names of countries that the gazetteer lists under their official name.
COUNTRY_SHORT_NAMES = {
    "Britain": "United Kingdom", "Great Britain": "United Kingdom", "UK": "United Kingdom",
    "U.K.": "United Kingdom", "US": "United States", "U.S.": "United States", "USA": "United States",
    "America": "United States", "Holland": "Netherlands", "Czechia": "Czech Republic",
}
# Nationalities whose country's name does not begin as they do ("Americans" are of the United
# States); the others are found by the longest beginning they share with a country's name
# ("Iranians": Iran, "Norwegians": Norway).
DEMONYM_COUNTRIES = {
    "american": "United States", "british": "United Kingdom", "english": "England", "french": "France",
    "dutch": "Netherlands", "swiss": "Switzerland", "spanish": "Spain", "spaniard": "Spain", "polish": "Poland",
    "pole": "Poland", "danish": "Denmark", "dane": "Denmark", "irish": "Ireland", "finnish": "Finland",
    "finn": "Finland", "filipino": "Philippines", "korean": "South Korea", "welsh": "Wales", "scot": "Scotland",
    "scottish": "Scotland", "swede": "Sweden", "turk": "Turkey", "czech": "Czech Republic", "norwegian": "Norway",
    "palestinian": "Palestinian Territory",
}
# Places and unions written in capitals, never the letters of a designation ("the US 50 states"
# is not "AK 47").
PLACE_INITIALS = frozenset({k for k in COUNTRY_SHORT_NAMES if k.isupper()} | {"EU", "UN", "UAE", "DRC"})
DEMONYMS = frozenset({"French", "Dutch", "Swiss", "Thai", "Greek", "Czech", "Slovak", "American", "European",
                      "African", "Asian", "Western", "Soviet", "Arab", "Israeli", "Iraqi", "Pakistani", "Saudi",
                      "Yemeni", "Kuwaiti", "Qatari", "Omani", "Emirati", "Bangladeshi", "Nepali", "Somali",
                      "Afghan", "Belarusian", "Turkish", "Polish", "Danish", "Irish", "Welsh", "Scottish", "Baltic",
                      "Slavic", "Islamic", "Catholic", "Orthodox", "Protestant", "Jewish", "Muslim", "Christian"})


def is_demonym(word: str) -> bool:
    """Nationality adjectives ("Russian", "British", "Israeli"): not names on their own. The
    endings -ian, -ean, -ese, -ish also end first names ("Brian", "Julian", "Adrian": the
    nicknames table knows them) and words for places ("Ocean"), which are not demonyms."""
    base = word.split("-")[0]
    return base in DEMONYMS or (base.endswith(("ian", "ean", "ese", "ish")) and base.lower() not in PLACE_WORDS
                                and not is_given_name(base))


def names_people(word: str) -> bool:
    """A capitalised plural for the people of a nation or a group: "Ukrainians", "Americans",
    "Israelis", "Republicans" (a figure of them counts people)."""
    return bool(word) and word[0].isupper() and word.endswith(("ians", "ans", "ese", "is")) and " " not in word


# Words in -ly that are not adverbs: nouns and adjectives a rule must not pass over as one.
LY_NOT_ADVERBS = frozenset({"family", "ally", "assembly", "rally", "daily", "weekly", "monthly", "supply", "italy"})


def is_adverb(word: str) -> bool:
    """An adverb by its ending ("reportedly", "recently"): passed over between a subject and its
    verb, never a name's, a label's or a description's word."""
    low = word.lower()
    return low.endswith("ly") and low not in LY_NOT_ADVERBS


# Words that open sentences in capitals but are not names.
OPENERS = frozenset({"later", "then", "now", "meanwhile", "however", "also", "yet", "still", "already", "earlier",
                     "today", "yesterday", "tonight", "overnight", "separately", "instead", "elsewhere", "moreover",
                     "nevertheless", "thus", "hence", "here", "there", "after", "before", "since", "although",
                     "though", "despite", "while", "when", "where", "once", "even", "only", "just", "but", "and",
                     "so", "nor", "or", "if", "unless", "until", "as", "like", "unlike", "among", "amid", "last",
                     "next", "first", "finally", "regardless", "indeed", "perhaps", "maybe", "given", "per", "via",
                     "neither", "either", "every", "many", "several", "whether", "without", "throughout", "across",
                     "within", "inside", "outside", "beyond", "around", "toward", "towards", "amongst", "beside",
                     "besides", "upon", "onto", "behind", "beneath", "another", "whatever", "whoever", "whichever",
                     "born", "enter", "meet", "alongside", "against", "during", "between", "through", "along",
                     "except", "into", "never", "much", "almost", "always", "often", "sometimes", "soon", "such"})
# Words that say what kind of body a name is, not which one: "X Center" and "X Clinic" are one place.
BODY_WORDS = frozenset("center centre clinic treatment rehab rehabilitation hospital facility group network "
                       "entertainment television department dept".split())
# Words that end a name without changing who or what it names: generations and legal forms.
GENERATIONS = frozenset("jr sr ii iii iv".split())
NAME_SUFFIXES = GENERATIONS | frozenset("inc corp co ltd plc llc ag sa nv gmbh".split())

# Irregular verb forms news uses with figures, and their lemmas.
IRREGULAR_VERBS = {
    "fled": "flee", "flee": "flee", "found": "find", "find": "find", "took": "take", "taken": "take", "hit": "hit",
    "shot": "shoot", "left": "leave", "struck": "strike", "brought": "bring", "held": "hold", "gave": "give",
    "given": "give", "sent": "send", "lost": "lose", "lose": "lose", "fell": "fall", "fallen": "fall", "rose": "rise",
    "risen": "rise", "built": "build", "saw": "see", "seen": "see", "see": "see", "kept": "keep", "got": "get",
    "made": "make", "put": "put", "set": "set", "won": "win", "fought": "fight", "sought": "seek", "slain": "slay",
    "sold": "sell", "bought": "buy", "paid": "pay", "spent": "spend", "stole": "steal", "stolen": "steal",
    "buried": "bury", "died": "die", "die": "die", "went": "go", "gone": "go", "came": "come", "ran": "run",
    "said": "say", "told": "tell", "kill": "kill", "bury": "bury", "hid": "hide", "hidden": "hide", "drove": "drive",
    "driven": "drive", "blew": "blow", "blown": "blow", "beaten": "beat", "fed": "feed", "met": "meet",
    "froze": "freeze", "frozen": "freeze", "wrote": "write", "written": "write", "began": "begin", "begun": "begin",
    "hurt": "hurt",
}
