"""Numbers in news English: words, digits, ranges, per cent, magnitudes, hedges and kinds."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.text.numbers import quantities

INF = math.inf


def one(text: str):
    found = [q for q in quantities(text)]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    "text, value, low, high, hedge",
    [
        ("52 people", 52, 52, 52, "exact"),
        ("Twenty-six bodies", 26, 26, 26, "exact"),
        ("four hundred and twelve homes", 412, 412, 412, "exact"),
        ("a dozen boats", 12, 12, 12, "exact"),
        ("4,000 civilians", 4000, 3800, 4200, "exact"),  # a round number: ±5 %
        ("4000 civilians", 4000, 3800, 4200, "exact"),
        ("612 people", 612, 612, 612, "exact"),
        ("600 people", 600, 570, 630, "exact"),
        ("11 million people", 11_000_000, 10_500_000, math.nextafter(11_500_000, 0), "exact"),  # its last digit's
        ("2.5 million people were displaced", 2_500_000, 2_450_000, math.nextafter(2_550_000, 0), "exact"),  # unit
        ("at least 50 dead", 50, 50, INF, "at least"),
        ("no fewer than 12 ships", 12, 12, INF, "at least"),
        ("about 4,000 people", 4000, 3600, 4400, "about"),
        ("up to 40 people", 40, 0, 40, "up to"),
        ("30 to 40 surgeons", 30, 30, 40, "range"),
        ("300-400 people", 300, 300, 400, "range"),
        ("5-10 people", 5, 5, 10, "range"),
        ("the blast killed 20-30 in the square", 20, 20, 30, "range"),
        ("dozens of people", None, 24, 144, "vague"),
        ("thousands of people", None, 2000, 999_999, "vague"),
        ("tens of thousands of people", None, 20_000, 99_999, "vague"),
    ],
)
def test_counts(text, value, low, high, hedge) -> None:
    q = one(text)
    assert (q.value, q.low, q.high, q.hedge, q.kind) == (value, low, high, hedge, "count")


def test_a_round_number_is_rounded_no_further_than_its_printed_digits() -> None:
    assert (one("$184 million").low, one("612,000 people").high) == (183_500_000, math.nextafter(612_500, 0))
    lower, higher = one("$150 million"), one("$160 million")
    assert lower.high < higher.low  # neighbouring round sums do not meet
    assert one("2.45 million people").high > one("2.5 million people").low  # 2.45 million rounds to 2.5


def test_open_hedges_exclude_their_bound() -> None:
    more = one("more than 30 people")
    assert more.low > 30 and more.high == INF and more.hedge == "more than"
    almost = one("almost 80 people")
    assert 67 < almost.low < 69 and almost.high < 80
    fewer = one("fewer than 10 people")
    assert fewer.high < 10 and fewer.hedge == "less than"


def test_percentages_and_percentage_ranges() -> None:
    assert (one("90 per cent of whom").value, one("90 per cent of whom").kind) == (90, "percent")
    assert one("Ninety percent of the civilians").value == 90
    assert one("a 5% rise").kind == "percent"
    q = one("between 15 per cent and 20 per cent of its combat power")
    assert (q.low, q.high, q.hedge, q.kind, q.text) == (15, 20, "range", "percent", "between 15 per cent and 20 per cent")


def test_a_spaced_en_dash_between_two_counts_of_one_scale_is_a_range_and_otherwise_an_aside() -> None:
    assert [(q.low, q.high) for q in quantities("put the number missing at 3,000 – 4,000")] == [(3000, 4000)]
    assert [q.value for q in quantities("the blast killed 410 – 30 of them children")] == [410, 30]
    assert [q.value for q in quantities("the visitors won 5 – 6 after extra time")] == [5, 6]
    assert [q.value for q in quantities("between 200 – 9,000 mentions")] == [200, 9000]  # not of one scale


def test_two_figures_joined_by_and_are_not_a_range() -> None:
    found = quantities("which killed 52 and injured a further 109 people")
    assert [(q.value, q.hedge) for q in found] == [(52, "exact"), (109, "exact")]


@pytest.mark.parametrize(
    "text, low, high",
    [
        ("the club's bid of $120-130 million, the report said", 120e6, 130e6),  # the scale is both ends'
        ("a bid worth between $120 and $130 million", 120e6, 130e6),  # the sign repeated after "and"
        ("a bid of $120- $130 million", 120e6, 130e6),
        ("the repairs may cost anywhere from $5 million to $9 million", 5e6, 9e6),
        ("two to three million people", 2e6, 3e6),
        ("from 500 to 1 million people", 500, 1e6),  # 500 million would be more than a million
    ],
)
def test_a_range_shares_its_scale_and_sign(text, low, high) -> None:
    q = one(text)
    assert (q.low, q.high, q.hedge) == (low, high, "range")


def test_a_scale_is_a_number_only_with_a_number() -> None:
    assert one("a $12.5-million loan").low == 12_450_000  # not a range to "million"
    assert one("a $40billion fund").value == 40e9
    assert one("close to a billion viewers").high < 1e9
    assert one("nearly half a million evacuees").high < 500_000
    assert quantities("Thousand Oaks residents") == []


@pytest.mark.parametrize(
    "text, low, high",
    [("Several hundred protesters", 200, 999), ("a few hundred youths", 200, 999),
     ("several thousand emails", 2_000, 9_999), ("several hundred million viewers", 2e8, 1e9 - 1)],
)
def test_several_hundred_is_vague(text, low, high) -> None:
    q = one(text)
    assert (q.value, q.low, q.high, q.hedge) == (None, low, high, "vague")


@pytest.mark.parametrize(
    "text, share, low, high",
    [("Six in 10 voters said no.", "Six in 10", 60, 60), ("one in four of them", "one in four", 25, 25),
     ("nearly three out of five members", "nearly three out of five", 51, 60)],
)
def test_one_in_four_is_a_share(text, share, low, high) -> None:
    q = one(text)
    assert (q.text, q.kind, round(q.low), round(q.high)) == (share, "percent", low, high)


def test_a_number_too_long_for_a_float_is_read_without_failing() -> None:
    assert [q.kind for q in quantities("9" * 400 + " in 10 voters and " + "9" * 400 + "00 people")] == ["count"] * 3


def test_a_count_in_a_stretch_of_time_is_no_share() -> None:
    assert [q.kind for q in quantities("He scored 3 in 10 days.")] == ["count", "duration"]


def test_vague_spans_of_vague_scales() -> None:
    assert (one("hundreds of millions of viewers").low, one("tens of billions of dollars").high) == (2e8, 99e9)


def test_a_vague_word_that_is_a_noun_is_no_number() -> None:
    assert [q.text for q in quantities("He ran for 80 yards and three scores.")] == ["80", "three"]
    assert quantities("The new law aims to lift test scores in every district.") == []
    assert [(q.text, q.low) for q in quantities("Scores of people were hurt, and scores more fled.")] == [
        ("Scores", 40), ("scores", 40)]


def test_a_change_from_one_value_to_another_is_two_values() -> None:
    assert [q.text for q in quantities("lifting the bus fare from the current $2.50 to $3")] == ["2.50", "3"]
    assert [q.text for q in quantities("the toll rose from 5 to 24 people")] == ["5", "24"]
    assert [q.text for q in quantities("rising rents from 2001 to 2009 closed shops")] == ["2001 to 2009"]  # years


@pytest.mark.parametrize(
    "text, kind",
    [
        ("on Feb. 24", "date"), ("on February 24", "date"), ("on 24 February", "date"), ("the 24th of May", "date"),
        ("in 2014", "year"), ("Morozova, 69, said", "age"), ("a 69-year-old woman", "age"), ("aged 12", "age"),
        ("the six-week-old conflict", "age"), ("for eight years", "duration"), ("in the previous 24 hours", "duration"),
        ("at 5 p.m. Friday", "time"), ("at 10:30", "time"), ("about 15 miles away", "distance"),
        ("its seventh week", "ordinal"), ("the 24th day", "ordinal"), ("7.5 million euros", "money"),
        ("$33 billion", "money"), ("20 kg of flour", "measure"),
    ],
)
def test_other_kinds_are_kept_apart_from_counts(text: str, kind: str) -> None:
    assert one(text).kind == kind


@pytest.mark.parametrize("text", ["an S-300 system", "S-300s", "the G7 summit", "Covid-19", "the 1990s", "one analyst said",
                                  "one of those towns"])
def test_names_codes_and_determiners_are_not_figures(text: str) -> None:
    assert quantities(text) == []


@given(st.integers(min_value=0, max_value=10**12))
def test_digits_round_trip(n: int) -> None:
    for printed in (str(n), f"{n:,}"):
        q = one(f"Officials counted {printed} sheep.")
        assert q.value == n and q.text == printed


@given(st.text(max_size=300))
def test_any_text_parses_without_error_and_spans_lie_inside_it(text: str) -> None:
    for q in quantities(text):
        assert 0 <= q.start < q.end <= len(text)
        assert text[q.start:q.end] == q.text
        assert q.low <= q.high


@given(st.text(alphabet="0123456789 -–.,()+:/'’\"“”apmGMTUCStreet", max_size=60))
def test_text_made_of_digits_and_marks_parses_without_error(text: str) -> None:
    """Phone numbers, scores, times and addresses are read from such runs: none may break."""
    for q in quantities(text):
        assert text[q.start:q.end] == q.text and q.low <= q.high


def test_a_dash_before_a_decimal_is_no_score_to_compare() -> None:
    assert [(q.text, q.kind) for q in quantities("The team won 5-0.8 of a point later.")] == [("5", "count"), ("0.8", "measure")]


@pytest.mark.parametrize("text, quantity, kind", [
    ("The quake hit at 4:17am local time.", "4:17", "time"),
    ("The crash closed Interstate 75 for hours.", "75", "code"),
    ("Crews raised a level 4 alarm.", "4", "code"),
    ("The Hawks clinched the No. 3 seed on Sunday.", "3", "code"),  # a rank, "No." with its full stop
    ("The Hawks (9-9) host the Owls (0-11) on Friday.", "9", "score"),  # records, never ranges
    ("The Hawks (9-9) host the Owls (0-11) on Friday.", "11", "score"),
    ("The Hawks (6-10) fell to 6-11 on Friday.", "10", "score"),
    ("The Hawks (6-10) fell to 6-11 on Friday.", "11", "score"),
    ("a four-time champion ('91, '93, '94, '97)", "93", "year"),
    ("the ‘24 race for the seat", "24", "year"),
    ("A magnitude 6.1 earthquake struck.", "6.1", "magnitude"),
    ("A 5.9-magnitude quake struck.", "5.9", "magnitude"),
    ("Seismologists said the tremor had a magnitude of 5.7.", "5.7", "magnitude"),
    ("The tremor, measuring 4.8 on the Richter scale, struck at noon.", "4.8", "magnitude"),
    ("The village was flattened by a 6.7 earthquake.", "6.7", "magnitude"),
    ("There were three aftershocks of around 4.2.", "around 4.2", "measure"),
    ("It registered 6.1, officials said.", "6.1", "measure"),
    ("The quake struck at 1353 (1023 GMT) on Sunday.", "1353 (1023 GMT)", "time"),
    ("Witnesses should call Harlow Police on 0808 157 0192 or 020 7946 0018.", "0808 157 0192", "code"),
    ("Witnesses should call Harlow Police on 0808 157 0192 or 020 7946 0018.", "020 7946 0018", "code"),
    ("Call the desk on (907) 745-4811 or +44 20 7946 0958.", "(907) 745-4811", "code"),
    ("Call the desk on (907) 745-4811 or +44 20 7946 0958.", "+44 20 7946 0958", "code"),
    ("Anyone who saw it should call Sgt. Roe at 745-4811.", "745-4811", "code"),
    ("A neighbour called 911 at once.", "911", "code"),
    ("Sleep was shown to shift (12, 19, 40) in trials.", "19", "code"),  # references, not counts
    ("The dose was halved [7] in the trial.", "7", "code"),
    ("Ruth Adair (52) was charged on Friday.", "52", "code"),
    ("Police said Tom Vey Jr., 49, fled on foot.", "49", "age"),
    ("She played for the Owls from 1995-99.", "99", "year"),  # a span of seasons, not 99 of something
    ("The crash was two miles east of the 210 Freeway.", "210", "code"),
    ("The Owls opened 9-14 and fired their coach.", "14", "score"),
    ("The Owls hold a record of 9-14 after Sunday.", "14", "score"),
    ("The Hawks won an 84-70 home victory.", "84", "score"),
    ("The Hawks won an 84-70 home victory.", "70", "score"),
    ("They won 2-0.", "0", "score"),
    ("She passed away at the age of 91.", "91", "age"),
    ("Okafor, who died on Sunday in a hospice at 77, wrote four books.", "77", "age"),
    ("He was 75.", "75", "age"),
    ("The 2008-09 season ended.", "09", "code"),
    ("A deputy called shortly after 3 p. m. on Friday.", "3 p. m.", "time"),
    ("The outage lasted 4 mins.", "4", "duration"),
    ("He pointed a 38-caliber revolver.", "38", "measure"),
    ("She was struck outside the store at 200 W. Harlow Blvd. on Monday.", "200", "code"),
    ("Shots were fired at 24 Independent Street.", "24", "code"),
    ("A van was stolen in the 4300 block of Linden Avenue.", "4300", "code"),
    ("The riders call their club 7 Block.", "7", "code"),
    ("She leaves two daughters, ages 4 and 11.", "11", "age"),
    ("Her two cousins, 15 and 19, were questioned too.", "15", "age"),
    ("Her two cousins, 15 and 19, were questioned too.", "19", "age"),
    ("Jury selection began in the trial of Ana Ruiz, 20, and Tom Hale, 24.", "24", "age"),
    ("Ana Ruiz, 20 and Tom Hale, 24, were seen at the bank.", "20", "age"),
    ("Ruiz, who was 17 at the time of the theft, was released.", "17", "age"),
    ("She served on the board from 1995 to 1998.", "1995 to 1998", "year"),
    ("The driver, 31, was unhurt.", "31", "age"),
    ("The dead were Ana Ruiz, 47; Li Wen, 36; and Tom Hale, 39, all of Dover.", "36", "age"),
    ("The patch fixes versions 2, 3, 4, and 5 of the browser.", "4", "code"),
    ("Her coach, who turned 70 last week, retired.", "70", "age"),
    ("The suspect weighed 180 pounds.", "180", "measure"),
    ("The loan was 180 pounds.", "180", "money"),
    ("The team finished with a 9-14 record.", "9-14", "score"),
])
def test_numbers_that_are_not_counts_are_typed_as_what_they_are(text: str, quantity: str, kind: str) -> None:
    found = [(q.text, q.kind) for q in quantities(text)]
    assert (quantity, kind) in found, found


def test_numbers_in_a_list_are_ages_only_when_the_list_is_of_ages() -> None:
    def kinds(text: str) -> list[str]:
        return [q.kind for q in quantities(text)]

    assert kinds("It runs on Kestrel, 4, 5, and 5.1, the firm said.") == ["count", "count", "measure"]  # versions
    assert kinds("In Lviv, 20 and in Rivne, 5 were killed.") == ["count", "count"]
    assert kinds("The toll was 75 at noon.") == ["count"]


def test_figures_written_against_a_slash_are_dates_or_fractions_not_counts() -> None:
    for text in ("They won at home (4/12/09) and away.", "He went 22/31 for 240 yards.", "She drank 1/2 a bottle.",
                 "Flags flew for 9/11."):
        assert [q.kind for q in quantities(text) if q.kind == "count"] == [], text


def test_figures_that_end_a_name_or_give_a_side_s_score_are_no_counts() -> None:
    for text in ("Pirates had sunk the trawler Sea Lark 5, its owner said.", "Sources told SportsDesk 5's Ann Moy.",
                 "Final score: Fenwick 65, Dray State 62."):
        assert [q.kind for q in quantities(text) if q.kind == "count"] == [], text
    assert [q.kind for q in quantities("The toll in Lviv rose to 12, officials said.")] == ["count"]


def test_a_toll_standing_at_a_number_is_a_count_not_an_age() -> None:
    found = [(q.text, q.kind) for q in quantities("A worker died on Monday; the death toll stands at 15, and the toll was 16.")]
    assert found == [("15", "count"), ("16", "count")]
    assert [q.kind for q in quantities("Up to 30-40 people came.")] == ["count"]  # a range, not a score


def test_a_number_word_inside_a_title_or_a_name_is_no_count() -> None:
    assert quantities('She starred in "Million Dollar Lagoon" and spoke at Three Mile Harbour.') == []
    assert [q.kind for q in quantities("In the nineteen fifties she posed.")] == ["year"]
    assert [(q.text, q.kind) for q in quantities("Officials said Two Russians and three men left. Two Men came.")] == [
        ("Two", "count"), ("three", "count"), ("Two", "count")]


def test_shops_on_a_street_are_counted_and_a_house_number_is_not() -> None:
    assert [(q.text, q.kind) for q in quantities("Crews closed 3 Main Street shops near 10 Main Street.")] == [
        ("3", "count"), ("10", "code")]


def test_a_telephone_number_gives_no_counts() -> None:
    found = [(q.text, q.kind) for q in quantities("Witnesses should call on 0808 157 0192, and 157 people did.")]
    assert found == [("0808 157 0192", "code"), ("157", "count")]
    assert [q.kind for q in quantities("Between 150-2000 people came.")] == ["count"]  # a range, no number to call


def test_an_average_of_a_count_and_a_scaled_decimal_are_counts() -> None:
    found = [(q.text, q.kind) for q in quantities("He averaged 15.5 points as 2.5 million people watched.")]
    assert found == [("15.5", "count"), ("2.5 million", "count")]


def test_rates_without_a_leading_zero_and_radio_frequencies_are_not_counts() -> None:
    assert [(q.text, q.kind) for q in quantities("In 61 games she hit .341 with 9 home runs.")] == [
        ("61", "count"), ("9", "count")]
    assert [(q.text, q.kind) for q in quantities("The offer was reported on AM 830 on Friday.")] == [
        ("830", "code")]
    assert [(q.text, q.kind) for q in quantities("I am 29 years old.")] == [("29", "age")]
