"""Figures: what each number counts, which claims are the same measure, and their status."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.figures.article import sentence_claims
from generator.figures.story import group_figures
from tests.helpers import article


def claims_of(text: str):
    return article("a", text).claims


def reading(text: str) -> list[tuple[str, str, str]]:
    return [(c.text, c.noun, c.predicate) for c in claims_of(text)]


def test_the_counted_noun_and_predicate_are_read() -> None:
    assert reading("An earthquake struck the valley, killing at least 52 and injuring a further 109 people.") == [
        ("at least 52", "people", "killed"), ("109", "people", "wounded")]
    assert reading("Officials said 52 people were killed in the blast.") == [("52", "people", "killed")]
    assert reading("The storm killed 12 and injured dozens more.") == [("12", "people", "killed"),
                                                                       ("dozens", "people", "wounded")]
    assert reading("Rescuers recovered 14 bodies from the mine.") == [("14", "body", "found")]
    # a nation's people are a group of their own in one report; the story makes them people where it is placed there
    assert reading("More than 4 million Syrians have fled the country.") == [("More than 4 million", "syria", "fled")]
    assert reading("The army struck 85 military targets.") == [("85", "target", "strike")]


def test_a_parent_of_a_number_counts_children_never_a_toll() -> None:
    assert reading("The crash killed a mother of two on Friday.") == [("two", "child", "")]
    assert reading("A stray bullet hit the father of 13 who was waiting at the school.") == [("13", "child", "")]


def test_including_takes_the_measure_of_its_figure() -> None:
    assert reading("The blast killed 31 people, including nine children.") == [
        ("31", "people", "killed"), ("nine", "child", "killed")]


def test_an_aside_naming_a_part_leaves_the_count_its_verb() -> None:
    assert reading("At least 40 people, including six children, were killed when the ferry sank.") == [
        ("At least 40", "people", "killed"), ("six", "child", "killed")]
    assert [(c.text, c.predicate) for c in claims_of("Officials said 90 people, 12 tourists among them, have died.")] \
        == [("90", "killed"), ("12", "killed")]
    assert reading("Police said 14 people, among them two officers, were hurt.") == [
        ("14", "people", "wounded"), ("two", "officer", "wounded")]
    assert reading("Some 30 residents, most of them elderly, were evacuated from the tower.")[0][2] == "evacuated"


def test_both_numbers_of_a_count_that_rose_from_one_to_another_are_that_count() -> None:
    found = claims_of("The injured also rose, from 210 to 245.")
    assert [(c.text, c.noun, c.predicate, c.superseded) for c in found] == [
        ("210", "people", "wounded", True), ("245", "people", "wounded", False)]
    assert [c.predicate for c in claims_of("The number of dead rose from 31 to 40 overnight.")] == ["killed", "killed"]


def test_a_toll_keeps_its_measure_across_a_place_or_an_attribution_set_off_by_commas() -> None:
    assert reading("The number of dead in Orra, on the northern coast, has jumped to 310, officials said.") == [
        ("310", "people", "killed")]
    assert reading("The toll, according to the mayor, rose to 40.") == [("40", "people", "killed")]
    assert reading("The number of people missing, police said, rose to 18.") == [("18", "people", "missing")]


def test_an_estimated_toll_is_the_toll() -> None:
    found = claims_of("Health officials had earlier estimated the toll at 5,500.")
    assert [(c.text, c.predicate, c.superseded) for c in found] == [("5,500", "killed", True)]
    assert reading("Officials estimated 5,000 people fled the city.")[0][1:] == ("people", "fled")


def test_of_whom_points_back_to_the_people_counted() -> None:
    found = claims_of("Rescuers found 40 bodies in the rubble, 30 per cent of whom were children.")
    assert (found[1].kind, found[1].noun) == ("percent", "body")


def test_places_and_there_and_attribution() -> None:
    found = claims_of("The flood reached Lyon on Monday. Twelve bodies were found there, the mayor said. "
                      "In Grenoble, 40 homes were destroyed, according to the regional prefect.")
    assert found[0].places == ("city:lyon",) and found[0].attributed_to == "the mayor"
    assert "city:grenoble" in found[1].places and found[1].attributed_to == "regional prefect"
    rally = claims_of("Four people were hurt at a Lorne Harbour Trust rally on Sunday.")
    assert (rally[0].place, rally[0].places) == (None, ())  # a name that tells which rally, not where
    school = claims_of("Two boys were hurt outside a Lorne Harbour Park school on Sunday.")
    assert school[0].places == ("venue:school",)
    acronym = claims_of("The UN said 40 people had fled, and Lyon took in 12 of them.")
    assert [c.places for c in acronym] == [("mention:lyon",)] * 2  # "UN" spells a town, but in capitals is an acronym


def test_other_kinds_are_claims_but_never_figures() -> None:
    kinds = [c.kind for c in claims_of("On March 3, 2021, a 45-year-old man drove 30 miles for eight hours.")]
    assert kinds == ["date", "year", "age", "distance", "duration"]
    assert group_figures([article("a", "On March 3, 2021, a 45-year-old man drove 30 miles.")]) == []


def figures(*texts: str, published: tuple[str | None, ...] = ()) -> list:
    dates = list(published) + [None] * len(texts)
    return group_figures([article(f"s{i}", t, dates[i]) for i, t in enumerate(texts)])


def by_label(found) -> dict[str, tuple[str, list[str]]]:
    return {f.label: (f.status, sorted(c.text for c in f.claims)) for f in found}


def test_different_wordings_of_one_measure_group_and_agree() -> None:
    found = figures(
        "A gas explosion tore through a market in Harbin, killing at least 52 shoppers, officials said.",
        "The gas explosion at the Harbin market killed 52 people and injured a further 109 people.",
        "Fifty-two people were killed in the market explosion in Harbin, state media said.",
    )
    killed = [f for f in found if "killed" in f.label]
    assert len(killed) == 1 and killed[0].status == "agree" and len(killed[0].sources) == 3
    assert any(f.label.startswith("people wounded") and f.status == "single" for f in found)


def test_a_participle_after_the_number_says_what_happened_to_the_people_counted() -> None:
    found = figures(
        "An earthquake struck the province on Sunday, killing 10 people and leaving 50 injured, officials said.",
        "The quake killed ten people and 50 were hurt, state television said.",
        "Ten people died and 50 people were injured when the quake hit the province.",
    )
    wounded = [f for f in found if f.label.startswith("people wounded")]
    assert len(wounded) == 1 and wounded[0].status == "agree" and len(wounded[0].sources) == 3
    assert reading("Twelve wounded soldiers were flown out.")[0][1] == "soldier"  # an adjective: what is counted


def test_parts_that_add_up_to_the_total_are_a_breakdown_not_a_conflict() -> None:
    found = figures(
        "A bomb at the Lorne market killed 50 people on Friday. Thirty-eight were killed on the spot and 12 died "
        "in hospital, officials said.",
        "Fifty people were killed in Friday's market bombing in Lorne, police said.",
    )
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.status == "breakdown" and sorted(c.text for c in killed.parts) == ["12", "Thirty-eight"]
    within = figures("The bombing in Lorne killed 50 people: 38 were killed on the spot and 12 died in hospital.",
                     "Fifty people were killed in the bombing in Lorne, police said.")
    assert [f.status for f in within if "killed" in f.label] == ["breakdown"]  # the total in the same sentence
    real = figures("A bomb at the Lorne market killed 50 people on Friday. Thirty-eight were killed on the spot "
                   "and 12 died in hospital, officials said.", "A bomb at the Lorne market killed 61 people on Friday.",
                   published=("2024-05-01", "2024-05-01"))
    assert [f.status for f in real if "killed" in f.label] == ["conflict"]  # the parts explain 50, not 61


def test_an_estimate_its_own_sentence_says_was_replaced_is_not_in_conflict() -> None:
    found = figures("Officials revised an earlier estimate of 30 killed, saying 42 people had died in the blast at Lorne.",
                    "Police said 42 people died in the blast at Lorne.")
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.status == "update" and killed.latest == "42"
    assert [c.superseded for c in claims_of("The toll rose to 45, up from 42 people on Monday.")] == [False, True]
    rose = claims_of("The number of people killed in Lorne rose from 30 to 42 on Tuesday.")
    assert [(c.text, c.superseded, c.update_cue) for c in rose] == [("30", True, True), ("42", False, True)]


def test_a_tally_replaced_as_a_whole_leaves_its_report_one_count_of_each_measure() -> None:
    found = claims_of("Its earlier tally had been 410 dead and 225 injured.")
    assert [(c.text, c.predicate, c.superseded) for c in found] == [("410", "killed", True), ("225", "wounded", True)]
    found = figures("A new count says 512 people were killed in the floods at Orra. Its earlier tally had been 410 "
                    "dead and 225 injured. Officials said the floods had left 480 people dead and 300 injured.",
                    "The floods at Orra killed 512 people and injured 340, officials said.",
                    published=("2024-05-02", "2024-05-03"))
    assert len([f for f in found if f.label.startswith("people killed")]) == 1
    assert len([f for f in found if f.label.startswith("people wounded")]) == 1


def test_people_in_critical_condition_and_the_seriously_injured_are_counts_apart_from_the_injured() -> None:
    assert reading("The blast killed 40 people and injured 210, with 35 of the injured in a serious state.") == [
        ("40", "people", "killed"), ("210", "people", "wounded"), ("35", "people", "seriously wounded")]
    assert reading("The storm left 90 people injured, of whom 12 were critically hurt.")[1][2] == "in critical condition"
    assert reading("Doctors said 14 people were in critical condition and 30 had severe burns.") == [
        ("14", "people", "in critical condition"), ("30", "people", "seriously wounded")]
    assert reading("Of these patients, eight are in an extremely serious state.")[0][2] == "in critical condition"
    assert reading("The gunman killed two and seriously wounded five.")[1][2] == "seriously wounded"
    assert reading("Twenty people were injured and are in stable condition.")[0][2] == "wounded"
    found = figures("The blast at Orra killed 40 people and injured 210, with 35 of the injured in a serious state.",
                    "Officials said 210 people were hurt in the blast at Orra and 35 were seriously injured.")
    assert {f.label: f.status for f in found if "wounded" in f.label} == {
        "people wounded": "agree", "people seriously wounded": "agree"}


def test_a_count_as_of_a_weekday_is_never_older_than_the_event_its_report_dates() -> None:
    # The first report carries its first day's date, but its count was updated on the Tuesday after.
    first = ("Dozens of people died in the crush at the stadium in Orra on Saturday. "
             "Officials had confirmed 52 deaths as of 11 a.m. Tuesday.")
    second = "Officials said on Monday that 48 people have died in the stadium crush in Orra."
    (killed,) = [f for f in figures(first, second, published=("2024-03-10", "2024-03-11")) if "killed" in f.label]
    assert killed.status == "update" and killed.latest == "52"
    before = "Officials had confirmed 52 deaths as of 11 a.m. Tuesday, before the crush in Orra."
    (alone,) = [f for f in figures(before, second, published=("2024-03-10", "2024-03-11")) if "killed" in f.label]
    assert alone.status == "conflict"  # no day of the event in that report: Tuesday is the one before its date


def test_each_town_of_a_list_of_parts_has_its_own_part() -> None:
    found = claims_of("Brelle accounted for 41 of the 80 deaths and Tolva for 25; Marsac had six, Ourne and Pelt "
                      "three each.")
    assert [(c.text, c.place, c.span, c.predicate) for c in found if c.text != "80"] == [
        ("41", "Brelle", "a part of the total", "killed"), ("25", "Tolva", "a part of the total", "killed"),
        ("six", "Marsac", "a part of the total", "killed"), ("three", "Ourne", "a part of the total", "killed"),
        ("three", "Pelt", "a part of the total", "killed")]
    later = ("The toll rose to 95 on Friday. Brelle had 50 of them, Tolva 30, Marsac City six, and the towns of "
             "Ourne and Pelt three each.")
    parts = [f for f in figures("Brelle accounted for 41 of the 80 deaths and Tolva for 25; Marsac had six, Ourne "
                                "and Pelt three each.", later, published=("2024-05-01", "2024-05-04"))
             if f.claims[0].span == "a part of the total"]
    by_town = {f.claims[0].place: sorted(c.text for c in f.claims) for f in parts}
    assert by_town["Brelle"] == ["41", "50"] and by_town["Ourne"] == ["three", "three"]
    assert by_town["Pelt"] == ["three", "three"] and by_town["Marsac"] == ["six", "six"]
    assert len({f.id for f in parts}) == len(parts)
    assert sorted(f.label for f in parts if f.claims[0].place in ("Ourne", "Pelt")) == [
        "people killed, a part of the total (Ourne)", "people killed, a part of the total (Pelt)"]  # towns it does not know


def test_one_each_and_one_closing_a_list_of_counts_are_counts() -> None:
    found = claims_of("Brelle had 12 of the 15 deaths; Ourne and Pelt one each.")
    assert [(c.text, c.place, c.span) for c in found if c.text == "one"] == [
        ("one", "Ourne", "a part of the total"), ("one", "Pelt", "a part of the total")]
    assert [c.text for c in claims_of("One analyst said the town had one doctor.")] == []  # determiners
    assert [(c.text, c.counted) for c in claims_of("Police arrested 12 men and one woman.")] == [
        ("12", "men"), ("one", "woman")]
    assert [c.text for c in claims_of("The strike killed two soldiers and one of the drivers.")] == ["two"]
    assert [c.text for c in claims_of("In 2019, one man died.")] == ["2019"]


def test_a_town_that_accounts_for_a_part_of_the_displaced_has_its_own_part() -> None:
    (claim,) = claims_of("Aid workers said Brelle alone accounts for at least 8,000 of the displaced.")
    assert (claim.place, claim.span, claim.predicate, claim.noun) == ("Brelle", "a part of the total", "displaced",
                                                                     "people")
    found = figures("Aid workers said Brelle alone accounts for at least 8,000 of the displaced.",
                    "More than 12,000 people have been displaced by the floods, aid workers said.")
    assert len([f for f in found if "displaced" in f.label]) == 2


def test_a_toll_that_leapt_from_one_value_to_another_gives_both() -> None:
    found = claims_of("The toll leapt from nine to 40 overnight.")
    assert [(c.text, c.superseded) for c in found] == [("nine", True), ("40", False)]


def test_a_toll_of_an_undated_report_may_have_grown_any_number_of_days() -> None:
    told = ("The official death toll from the tower collapse in Orra went up to four.",
            "After three weeks of searching, crews in Orra have recovered the remains of 95 people.",
            "The tower in Orra collapsed in the night.")
    (killed,) = [f for f in figures(*told, published=("2024-05-01", None, "2024-05-03")) if "killed" in f.label]
    assert killed.status == "update" and killed.latest == "95" and "not dated" in killed.note
    one_day = figures(*told, published=("2024-05-01", None, "2024-05-01"))
    assert len([f for f in one_day if "killed" in f.label]) == 2  # a story of one day: too far apart
    dated = figures("The official death toll from the tower collapse in Orra went up to four.",
                    "Crews in Orra have recovered the remains of 95 people.", published=("2024-05-01", "2024-05-01"))
    assert len([f for f in dated if "killed" in f.label]) == 2  # one day: too far apart to be one count


def test_the_figure_of_a_number_and_a_number_given_earlier_are_the_count_they_point_back_to() -> None:
    found = claims_of("Police said 47 people are still missing after the flood in Orra. Divers searched the river. "
                      "The figure of 47 was confirmed by the mayor.")
    assert [(c.text, c.predicate) for c in found] == [("47", "missing"), ("47", "missing")]
    found = claims_of("The number of people missing had risen to 63, far above the 47 given earlier.")
    assert [(c.text, c.predicate, c.superseded) for c in found] == [("63", "missing", False), ("47", "missing", True)]
    assert claims_of("The figure of 12 was confirmed by the mayor.")[0].predicate != "missing"  # nothing to point to


def test_counts_a_sentence_gives_for_two_towns_in_clauses_of_where_are_their_parts() -> None:
    found = claims_of("Roofs fell in Brelle, on the northern shore, where 14 people died, and fires spread in Tolva, "
                      "where 11 deaths have been reported.")
    assert [(c.text, c.place, c.span) for c in found] == [("14", "Brelle", "a part of the total"),
                                                          ("11", "Tolva", "a part of the total")]
    (one,) = claims_of("A bomb went off in a market in Lorne, where 50 people died.")
    assert (one.predicate, one.span) == ("killed", None)  # one town: the story's toll


def test_people_left_in_a_state_are_counted_by_that_state() -> None:
    assert reading("The quake that struck the coast on Monday has left at least 37 people confirmed dead.")[0] == (
        "at least 37", "people", "killed")
    found = claims_of("The toll rose to 110 by Saturday, up from 71 the previous day.")
    assert [(c.text, c.predicate, c.superseded) for c in found] == [("110", "killed", False), ("71", "killed", True)]
    assert claims_of("He had held the title on two previous occasions.")[0].counted == "previous occasions"


def test_a_count_that_only_grows_given_far_lower_on_a_later_day_is_another_count() -> None:
    found = figures("Officials said 40 people have died since the storm struck the coast on Monday.",
                    "The toll rose to 97 people on Saturday. Six people died at the shelters, where the "
                    "rescued later succumbed to their injuries.",
                    published=("2024-01-02", "2024-01-06"))
    (toll,) = [f for f in found if "97" in [c.text for c in f.claims]]
    assert sorted(c.text for c in toll.claims) == ["40", "97"] and toll.status == "update"


def test_the_latest_of_a_count_that_only_grows_is_its_highest_whatever_the_dates() -> None:
    found = figures("Three deaths were confirmed after the landslide, police said.",
                    "Officials said on Tuesday that 40 people have died in the landslide.",
                    "As of Thursday, 170 people have died in the landslide, officials said.",
                    published=(None, "2024-01-02", "2024-01-05"))
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.status == "update" and killed.latest == "170"
    found = figures("Officials said 190 people have died in the landslide.",
                    "As of Thursday, 170 people have died in the landslide, officials said.",
                    "Officials said on Tuesday that 40 people have died in the landslide.",
                    published=(None, "2024-01-05", "2024-01-02"))
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.latest == "190" and "not dated" in killed.note  # a lower value after it would be wrong, not newer


def test_the_latest_of_a_count_that_can_fall_is_known_when_undated_reports_repeat_a_dated_value() -> None:
    told = ("Doctors in Orra are treating more than 80 people injured in the blast.",
            "Hospitals in Orra are treating 80 people injured in the blast.",
            "As of Friday, 31 people injured in the blast were still in hospital in Orra.")
    (treated,) = [f for f in figures(*told, published=("2024-03-02", None, "2024-03-08")) if "hospital" in f.label]
    assert treated.status == "update" and treated.latest == "31"
    unknown = ("Hospitals in Orra are treating 55 people injured in the blast.",) + told[1:]
    (treated,) = [f for f in figures(*unknown, published=("2024-03-02", None, "2024-03-08")) if "hospital" in f.label]
    assert treated.latest is None  # the undated 80 may be of any day, after the 31 too


def test_an_undated_report_of_the_same_highest_value_leaves_the_latest_known() -> None:
    found = figures("The floods in Orra killed 2,000 people, officials said.",
                    "The floods in Orra killed 11,300 people, officials said.",
                    "At least 11,300 people died in the floods in Orra, officials said.",
                    published=("2023-09-12", "2023-09-15", None))
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.status == "update" and killed.latest in ("11,300", "At least 11,300") and killed.central


def test_a_count_as_of_the_weekday_after_its_reports_date_is_of_that_day() -> None:
    # a report dated in one time zone, its count made a day later in the event's
    found = figures("As of Thursday, 170 people have died in the landslide, officials said.",
                    "Officials said 95 people had died in the landslide by Saturday.",
                    published=("2024-01-10", "2024-01-06"))
    (killed,) = [f for f in found if "killed" in f.label]
    assert killed.status == "update" and killed.latest == "170"


def test_each_nation_of_a_list_of_foreign_victims_is_one_group_however_it_is_named() -> None:
    first = article("a", "The 19 foreign victims, officials said, comprise six Brazilians, three each from Peru and "
                         "Chile, two from Kenya, and two from the United States.", "2025-03-02")
    second = article("b", "Nineteen foreigners from nine countries were killed: six from Brazil; three from Peru and "
                          "Chile; two from the United States and Kenya.", "2025-03-02")
    found = {f.label: sorted((c.source, c.text) for c in f.claims) for f in group_figures([first, second])}
    assert found["Brazilians killed"] == [("a", "six"), ("b", "six")]
    assert found["people from Chile killed"] == found["people from Peru killed"] == [("a", "three"), ("b", "three")]
    assert found["people from United States killed"] == found["people from Kenya killed"] == [("a", "two"), ("b", "two")]
    assert "countries" in found  # nine countries are counted, not killed


def test_a_report_updated_after_its_date_gives_its_other_counts_as_of_that_day() -> None:
    updated = ("Dozens of people died in the crush at the stadium in Orra on Saturday. Officials had confirmed 52 "
               "deaths as of 11 a.m. Tuesday. The dead comprise 30 women and 22 men.")
    earlier = "Officials said 27 women and 20 men were among the dead in the stadium crush in Orra."
    found = {f.label: f for f in figures(updated, earlier, published=("2024-03-10", "2024-03-10"))}
    assert (found["women killed"].status, found["women killed"].latest) == ("update", "30")


def test_the_injured_still_in_hospital_and_those_hospitalised_are_counts_apart_from_all_the_injured() -> None:
    assert reading("Officials said more than 90 injured are being treated, four of them children.") == [
        ("more than 90", "people", "in hospital"), ("four", "child", "in hospital")]
    assert reading("Hospitals in the city are treating 85 patients.")[0][2] == "in hospital"
    assert reading("As of Friday 41 survivors were still being treated.")[0][2] == "in hospital"
    assert reading("Of the 120 people hospitalized, 70 have gone home.")[0][2] == "hospitalised"
    assert reading("Twenty people were treated for minor injuries.")[0][2] == "wounded"
    assert reading("He said 30 of the 80 wounded remained in hospital.")[1] == ("80", "people", "wounded")
    found = figures("The attack injured 260 people, and more than 90 injured are being treated.",
                    "Officials said 260 people were hurt in the attack and hospitals are treating 85 patients.",
                    published=("2024-03-23", "2024-03-25"))
    assert {f.label: sorted(c.text for c in f.claims) for f in found if "wounded" in f.label or "hospital" in f.label} \
        == {"people wounded": ["260", "260"], "people in hospital": ["85", "more than 90"]}


def test_people_accounted_for_and_confirmed_safe_are_one_count() -> None:
    found = figures("The mayor said 80 residents had now been accounted for, and 40 remain missing.",
                    "A further 110 residents of the tower have been confirmed safe, the mayor said.",
                    "The mayor said 95 people who lived in or were visiting the tower have so far been accounted for.",
                    published=("2024-06-25", "2024-06-28", "2024-06-27"))
    (safe,) = [f for f in found if f.label.endswith("accounted for")]
    assert sorted(c.text for c in safe.claims) == ["110", "80", "95"] and safe.status == "update"
    assert reading("Forty people who attended the rally were arrested.")[0][2] == "arrested"
    assert reading("Exports account for 30 percent of output.")[0][2] == ""


def test_bodies_identified_and_of_these_identified_count_the_dead_identified() -> None:
    found = figures("Police said 30 of the bodies had been identified.",
                    "Crews have recovered the remains of 70 people. Of these, 52 have been identified.",
                    published=("2024-07-01", "2024-07-10"))
    (identified,) = [f for f in found if "identif" in f.label]
    assert sorted(c.text for c in identified.claims) == ["30", "52"] and identified.latest == "52"


def test_two_figures_of_one_sentence_and_one_value_have_their_own_ids() -> None:
    found = figures("Doctors said 5 people were in critical condition and 5 children were hurt at the fair in Orra.")
    assert len(found) == 2 and len({f.id for f in found}) == 2 and len({f.label for f in found}) == 2


def test_them_and_whom_are_never_what_is_counted() -> None:
    assert [f.label for f in figures("The gunman shot two of them dead in the office in Ramsey.")] == ["people killed (Ramsey)"]


def test_counts_of_what_two_named_people_did_are_not_compared() -> None:
    found = figures("Doug Hale scored 23 points as Lorne beat Marlow 80-70 on Saturday.",
                    "Lorne beat Marlow 80-70 on Saturday. Sam Ortiz scored 11 points for Lorne.",
                    "Hale scored 23 points in Lorne's win over Marlow.")
    points = sorted((f.status, len(f.sources)) for f in found if f.label.startswith("points"))
    assert points == [("agree", 2), ("single", 1)]  # Hale's 23 twice; Ortiz's 11 is no conflict with them
    clause = figures("Hale passed Ford for the school record while scoring 23 points against Marlow.",
                     "Sam Ortiz scored 11 points for Lorne against Marlow.")
    assert sorted(f.status for f in clause if f.label.startswith("points")) == ["single", "single"]
    quit = figures("Jon Vale left the race on Tuesday having won 12 delegates, officials said.",
                   "Ana Ruiz has so far won 30 delegates, the party said on Wednesday.",
                   "Vale has won 12 delegates, the party said.")
    assert sorted((f.status, len(f.sources)) for f in quit if "delegates" in f.label) == [("agree", 2), ("single", 1)]


def test_counts_of_different_charges_are_different_figures() -> None:
    found = figures("Tom Reyes was charged with eight counts of letting a minor buy alcohol, police in Velden said.",
                    "Ann Lee faces two counts of criminal mischief, police in Velden said.",
                    "Reyes faces two counts of capital murder. Lee faces two counts of murder last week.")
    assert not [f for f in found if f.status == "conflict"]
    murder = [f for f in found if "murder" in f.label]
    assert len(murder) == 1 and len(murder[0].claims) == 2


def test_exact_values_that_differ_conflict() -> None:
    found = figures(
        "A ferry capsized off the coast of Dakar on Sunday, killing 50 passengers, the coastguard said.",
        "The ferry disaster off the coast of Dakar killed 52 passengers on Sunday, the coastguard said.",
        published=("2024-05-01", "2024-05-01"),
    )
    assert [(f.status, sorted(c.text for c in f.claims)) for f in found] == [("conflict", ["50", "52"])]


def test_a_conflict_between_reports_not_told_apart_in_time_says_the_count_may_have_changed() -> None:
    plain = ("A ferry capsized off Dakar on Sunday, killing 50 passengers, the coastguard said.",
             "A ferry capsized off Dakar on Sunday, killing 52 passengers, the coastguard said.")
    dated = figures(*plain, published=("2024-05-02", "2024-05-01"))  # the higher count is the earlier
    same_day = figures(*plain, published=("2024-05-01", "2024-05-01"))
    undated = figures(*plain, published=("2024-05-01", None))
    assert [(f.status, f.note) for f in dated] == [("conflict", "“50” and “52” cannot both be right: the lower is the later")]
    assert [(f.status, f.note) for f in same_day] == [("conflict", "“50” and “52” cannot both be right: both are of "
                                                      "2024-05-01, without the hour, so the count may also have changed "
                                                      "that day")]
    # a report with no date makes no conflict by itself: the count may have changed between them
    assert [(f.status, f.latest) for f in undated] == [("update", "52")] and "may have changed" in undated[0].note


def test_a_later_higher_count_is_an_update() -> None:
    texts = ("A ferry capsized off Dakar on Sunday, killing 50 passengers, the coastguard said.",
             "The death toll from the ferry disaster off Dakar rose to 52 passengers, the coastguard said.")
    assert [f.status for f in figures(*texts)] == ["update"]  # "rose to" marks the update
    plain = ("A ferry capsized off Dakar on Sunday, killing 50 passengers, the coastguard said.",
             "A ferry capsized off Dakar on Sunday, killing 52 passengers, the coastguard said.")
    assert [f.status for f in figures(*plain, published=("2024-05-01", "2024-05-02"))] == ["update"]
    assert [f.status for f in figures(*plain, published=("2024-05-02", "2024-05-01"))] == ["conflict"]


def test_one_number_hedged_apart_by_reports_agrees_on_any_day() -> None:
    found = figures("Officials in Orra said about 90 people died elsewhere in the valley.",
                    "Officials in Orra said over 90 people died elsewhere in the valley.",
                    "Officials in Orra said 90 people died elsewhere in the valley.",
                    published=("2026-03-02", "2026-03-03", "2026-03-04"))
    assert [(f.status, len(f.claims)) for f in found] == [("agree", 3)]  # the count did not change: the outlets' caution did
    risen = figures("Officials in Orra said 90 people died in the valley.",
                    "Officials in Orra said over 95 people died in the valley.",
                    published=("2026-03-02", "2026-03-03"))
    assert [f.status for f in risen] == ["update"]


def test_critical_and_serious_are_one_grade_unless_a_report_gives_both() -> None:
    one = ("The crush in Orra killed 40 people, with 12 of the injured in critical condition, officials said.",
           "The crush in Orra killed 41 people, with 20 others still in serious condition, officials said.")
    found = [f for f in figures(*one, published=("2026-03-01", "2026-03-02")) if "condition" in f.label]
    assert [(f.label, f.status, f.latest) for f in found] == [("people in serious or critical condition", "update", "20")]
    both = "The crush in Orra killed 41 people; 12 were in critical condition and 20 in serious condition."
    found = [f for f in figures(*one, both, published=("2026-03-01", "2026-03-02", "2026-03-02"))
             if "condition" in f.label or "seriously" in f.label]
    assert len(found) == 2 and all("serious or critical" not in f.label for f in found)  # told apart: two counts


def test_a_count_one_report_gives_as_risen_explains_the_lower_count_wherever_it_is_printed() -> None:
    texts = ("A ferry capsized off Dakar on Sunday, killing three passengers, the coastguard said.",
             "The death toll from the ferry disaster off Dakar rose to 10 passengers, the coastguard said.",
             "A ferry capsized off Dakar on Sunday, killing 10 passengers, the coastguard said.")
    assert [(f.status, f.latest) for f in figures(*texts)] == [("update", "10")]
    unexplained = (texts[0], "The death toll from the ferry disaster off Dakar rose to 10 passengers, the coastguard said.",
                   "A ferry capsized off Dakar on Sunday, killing 12 passengers, the coastguard said.")
    same_day = ("2024-05-01",) * 3
    assert [f.status for f in figures(*unexplained, published=same_day)] == ["conflict"]  # 12 is not the risen count


def test_a_round_number_agrees_with_the_precise_count_it_rounds() -> None:
    texts = ("A quake hit the town of Lorne in February, killing 612 people and injuring 1,400, officials said.",
             "In February a quake killed 600 people in the town of Lorne, officials said.")
    assert [(f.status, sorted(c.text for c in f.claims)) for f in figures(*texts) if "killed" in f.label] == \
        [("agree", ["600", "612"])]
    apart = (texts[0], "In February a quake killed 500 people in the town of Lorne, officials said.")
    assert [f.status for f in figures(*apart, published=("2024-05-01", "2024-05-01")) if "killed" in f.label] == ["conflict"]


def test_fleeing_the_country_is_not_fleeing_home() -> None:
    found = figures(
        "More than 4 million Sudanese have fled the country since the war began.",
        "More than 11 million Sudanese have fled their homes since the war began.",
        "The war has forced more than 4 million Sudanese to flee the country.",
    )
    assert sorted(by_label(found).values()) == [("agree", ["More than 4 million", "more than 4 million"]),
                                                ("single", ["More than 11 million"])]


def test_bodies_in_one_town_are_not_bodies_in_another() -> None:
    found = figures(
        "In Bucha, investigators found 40 bodies in a mass grave near the church on Monday.",
        "In Irpin, investigators found 12 bodies in a mass grave near the river on Monday.",
    )
    assert sorted(len(f.claims) for f in found) == [1, 1]


def test_children_killed_are_not_people_killed() -> None:
    found = figures("The strike on the school killed 21 people, including 9 children.",
                    "The strike on the school killed 21 people, among them 9 children.")
    labels = by_label(found)
    assert len(found) == 2
    assert any(status == "agree" and values == ["21", "21"] for status, values in labels.values())


def test_orders_of_magnitude_apart_are_different_measures() -> None:
    found = figures("The bombing killed 52 people in the city centre, police said.",
                    "Thousands of people have been killed in the war, police said.")
    assert len(found) == 2


def test_hedged_values_that_overlap_agree() -> None:
    found = figures("Floods in Porto Alegre killed at least 50 people, officials said.",
                    "Floods in Porto Alegre killed about 55 people, officials said.",
                    "Floods in Porto Alegre killed dozens of people, officials said.")
    assert [(f.status, len(f.sources)) for f in found] == [("agree", 3)]


def fire_story():
    """Three reports of one factory fire, in our own words (issue: figures a reader can act on)."""
    return [
        article("a", "A fire at the Dunmore Chemicals plant in Halvik killed 12 workers on Tuesday, officials said. "
                     "Another 30 people were injured in the blaze, which started in a storage hall.",
                published="2025-03-04"),
        article("b", "Fourteen people were killed in a fire at the Dunmoor Chemicals factory in Halvik on Tuesday, "
                     "after a worker died in hospital. Firefighters said 28 people were wounded.", published="2025-03-04"),
        article("c", "The death toll from Tuesday's fire at a chemical plant in Halvik stands at 15, the regional "
                     "governor said. Doctors treated 31 people for burns and smoke inhalation.", published="2025-03-04"),
    ]


def test_one_count_in_other_words_is_one_figure_and_a_rising_toll_is_an_update() -> None:
    figures = group_figures(fire_story())
    by_values = {tuple(sorted(c.text for c in f.claims)): f for f in figures}
    killed = by_values[("12", "15", "Fourteen")]
    injured = by_values[("28", "30", "31")]
    assert killed.status == "update" and "killed" in killed.label
    assert injured.status == "conflict" and "wounded" in injured.label


def test_differing_numbers_that_do_not_say_what_happened_are_not_a_conflict() -> None:
    figures = group_figures([
        article("a", "Nine members of the council in Lorne were present for the vote on Tuesday."),
        article("b", "Seven members of the council in Lorne were present for the vote on Tuesday, the clerk said."),
    ])
    assert not any(f.status == "conflict" for f in figures)  # before: "members (Lorne)": Nine vs Seven


def test_a_report_does_not_contradict_itself() -> None:
    figures = group_figures([
        article("a", "The storm killed 12 people in Lorne on Monday and 3 people in Dunmore on Tuesday."),
        article("b", "The storm killed 12 people in Lorne on Monday, police said."),
    ])
    assert not any(f.status == "conflict" for f in figures)


def test_a_dash_before_a_number_word_ends_the_counted_noun() -> None:
    [claim] = claims_of("Four passengers-three men and a woman-were hurt in the crash in Lorne.")[:1]
    assert claim.text == "Four" and claim.noun == "passenger"


def test_a_clause_that_leaves_out_what_it_counts_counts_what_the_clause_before_counts() -> None:
    assert [(c.text, c.counted, c.predicate) for c in claims_of(
        "Ada Moss scored 14 points and Lena Park scored 13 for the Owls.")] == [
        ("14", "points", "score"), ("13", "points", "score")]
    assert [(c.text, c.counted) for c in claims_of("Of the 40 workers hired, 25 are local and 15 came from abroad.")] == [
        ("40", "workers"), ("25", "workers"), ("15", "workers")]  # the noun only: what happened is each clause's
    assert [c.counted for c in claims_of("It beat the two films, which drew 9 million.")] == ["films", ""]
    assert [c.counted for c in claims_of("Nine people died, including two children, and dozens more were hurt.")] == [
        "people", "children", "people"]  # the hurt are people, whatever the sentence named before
    assert [c.counted for c in claims_of("Lee scored 30 points, including 12 free throws, and Roe added 8.")][-1] == ""
    assert [c.counted for c in claims_of("She was 10 of 22 for the night.")] == ["", ""]


def test_a_share_with_no_noun_of_its_own_is_labelled_a_share_not_a_share_of_percent() -> None:
    found = figures("In the county, Lund won 54 percent to 41 percent.", "Lund won 54% to Berg's 41%, officials said.",
                    "Berg was favoured 41 percent versus 30 percent in the city.")
    assert sorted(f.label for f in found) == ["share", "share favoured", "share won"]
    assert reading("He won 41 percent of the vote.") == [("41 percent", "vote", "win")]


def test_figures_that_share_a_label_are_told_apart_by_a_word_that_is_not_a_quantity() -> None:
    from dataclasses import replace

    from generator.figures.labels import distinct_labels
    from generator.model import Figure

    base = claims_of("No less than 12 people were killed on Sunday.")[0]
    sunday = replace(base, context=("kill", "less", "people", "sunday"))
    march = replace(base, source="b", context=("kill", "march", "people", "several"))
    figures = [Figure("f1", "people killed", "count", "single", (sunday,)),
               Figure("f2", "people killed", "count", "single", (march,))]
    assert [f.label for f in distinct_labels(figures, {})] == ["people killed, sunday", "people killed, march"]
    printed = {(base.source, base.anchor): "No less than 12 people were killed on Sunday."}
    assert distinct_labels(figures, printed)[0].label == "people killed, Sunday"  # as the sentence prints it
    cited = [replace(sunday, context=("afp", "kill", "people", "sunday", "tell")),
             replace(march, context=("AP", "kill", "people"))]
    figures = [Figure(f"f{i}", "people killed", "count", "single", (claim,)) for i, claim in enumerate(cited)]
    assert [f.label for f in distinct_labels(figures, {})] == ["people killed, sunday", "people killed"]  # never "AFP" or "AP"


def test_an_adverb_never_tells_figures_of_one_label_apart_but_a_name_ending_in_ly_does() -> None:
    from dataclasses import replace

    from generator.figures.labels import distinct_labels
    from generator.model import Figure

    base = claims_of("The crew counted 40 boats on Sunday.")[0]
    calm = replace(base, context=("boat", "calmly", "count", "harbour"))
    kelly = replace(base, source="b", anchor="s2", context=("boat", "count", "kelly"))
    figures = [Figure("f1", "boats counted", "count", "single", (calm,)),
               Figure("f2", "boats counted", "count", "single", (kelly,))]
    sentences = {(calm.source, calm.anchor): "The crew calmly counted 40 boats in the harbour.",
                 (kelly.source, kelly.anchor): "The crew of the Kelly counted 40 boats."}
    assert [f.label for f in distinct_labels(figures, sentences)] == ["boats counted, harbour", "boats counted, Kelly"]
    among = replace(calm, context=("among", "boat", "count", "harbour"))
    figures = [Figure("f1", "boats counted", "count", "single", (among,)),
               Figure("f2", "boats counted", "count", "single", (kelly,))]
    assert distinct_labels(figures, sentences)[0].label == "boats counted, harbour"  # never "among"


def test_figures_that_share_a_label_are_told_apart_first_by_whose_act_year_or_place_they_count() -> None:
    from dataclasses import replace

    from generator.figures.labels import distinct_labels
    from generator.model import Figure

    base = claims_of("Dan Ruiz scored 18 points on Sunday.")[0]
    ruiz = replace(base, subject="Ruiz", context=("point", "ruiz", "score", "sunday"))
    lowe = replace(base, source="b", subject="Lowe", context=("lowe", "night", "point", "score"))
    figures = [Figure("f1", "points scored", "count", "single", (ruiz,)),
               Figure("f2", "points scored", "count", "single", (lowe,))]
    assert [f.label for f in distinct_labels(figures, {})] == ["points scored, Ruiz", "points scored, Lowe"]
    placed = [replace(ruiz, subject=None, place="Eastport"), replace(lowe, subject=None, year=1998)]
    figures = [Figure(f"f{i}", "points scored", "count", "single", (claim,)) for i, claim in enumerate(placed)]
    assert [f.label for f in distinct_labels(figures, {})] == ["points scored, Eastport", "points scored, 1998"]


def test_a_number_joined_to_a_noun_counts_that_noun() -> None:
    assert [(c.text, c.counted, c.noun) for c in claims_of("The vote for a 140-seat city assembly "
                                                             "was held on Sunday.")] == [("140", "seat", "seat")]
    assert [(c.text, c.counted) for c in claims_of("A 4,000-strong crowd gathered.")] == [("4,000", "")]


def test_a_toll_dated_to_another_year_is_context_not_a_conflict() -> None:
    articles = [article("a", "The earthquake in Velara killed 42 people, regional officials said on Monday.", "2023-02-07"),
                article("b", "The earthquake in Velara killed 40 people, regional officials said.", "2023-02-07"),
                article("c", "An earthquake in Velara in 1998 killed 300 people, regional officials said.", "2023-02-07")]
    found = {tuple(sorted(c.text for c in f.claims)): f.status for f in group_figures(articles)}
    assert found == {("40", "42"): "conflict", ("300",): "single"}  # 1998's toll is not set against today's
    dated = [article("d", "The quake killed 42 people in 2023, officials said.", "2023-02-07"),
             article("e", "The quake killed 42 people, the governor said.", "2023-02-07")]
    assert [f.status for f in group_figures(dated)] == ["agree"]  # the story's own year is today's count


def test_a_count_dated_to_another_year_joins_an_undated_report_that_agrees() -> None:
    """The trial of a shooting of 2019, reported in 2021: one report dates the count, the other
    does not; they agree, and are one figure. A count of another year that differs stays apart."""
    found = figures("The trial opened of a gunman accused of killing a driver and wounding three others in 2019.",
                    "A jury heard how the gunman killed a driver and wounded three others at the depot.",
                    "A gunman wounded five others at the same depot in March 2015, police said.",
                    published=("2021-05-04", "2021-05-05", "2021-05-05"))
    assert sorted((f.status, sorted(c.text for c in f.claims)) for f in found if "wounded" in f.label) == [
        ("agree", ["three", "three"]), ("single", ["five"])]
    assert [c.year for c in claims_of("A flood killed 12 people in Dec. 2003, and 40 in March.")] == [2003, 2003, None]


def test_an_updated_count_says_which_value_is_the_latest() -> None:
    found = group_figures([article("a", "Officials said 42 people were killed in the blast, and revised an earlier "
                                        "estimate of 30 killed."),
                           article("b", "At least 30 people were killed in the blast, officials said.")])
    assert [(f.status, f.latest) for f in found] == [("update", "42")]


def test_a_count_in_another_country_is_another_event_not_a_conflict() -> None:
    found = figures("An earthquake struck southern Peru on Sunday, killing 12 people, officials said.",
                    "The quake in Peru on Sunday killed 12 people, police said. On Saturday, a quake in "
                    "northern Chile killed 30 people.")
    assert sorted((f.status, tuple(c.text for c in f.claims)) for f in found) == [
        ("agree", ("12", "12")), ("single", ("30",))]


def test_a_coordinated_verb_shares_its_sentence_s_subject() -> None:
    found = figures("Dana Voss scored 20 points and grabbed 9 rebounds for Orra State on Saturday.",
                    "Lee Park scored 12 points and grabbed 4 rebounds, and Voss added 20 points.",
                    "Police said the gunman shot 8 people at the mall on Friday.",
                    "Officials said the gunman shot 8 people at the mall, police confirmed.")
    rebounds = sorted((c.subject, c.text) for f in found for c in f.claims if c.noun == "rebound")
    assert rebounds == [("Park", "4"), ("Voss", "9")]  # two players' counts, not a conflict
    assert not any(f.status == "conflict" for f in found)
    assert [f.status for f in found if "shot" in f.label] == ["agree"]  # "said" gives no subject


def test_a_count_over_part_of_the_time_is_another_measure() -> None:
    found = figures("Mira Lund scored 18 points as Orra State beat Velden 71-60 on Saturday.",
                    "Lund struck early in the first half, scoring eight points in a row.",
                    "Mira Lund scored 18 points for Orra State.")
    points = sorted((f.status, f.label, tuple(sorted(c.text for c in f.claims))) for f in found if "points" in f.label)
    assert points == [("agree", "points scored", ("18", "18")), ("single", "points scoring, first half", ("eight",))]
    season = figures("Tomas Brandt had already missed three games this season with a broken wrist.",
                     "Brandt missed three games because of the injury.")
    assert [f.status for f in season if "games" in f.label] == ["agree"]  # an agreeing count joins across the span
    arrests = figures("Kell had been arrested three times since March, police said.",
                      "Kell had been arrested four times before, police said.")
    assert sorted((f.status, f.label) for f in arrests) == [("single", "times arrested"),
                                                            ("single", "times arrested, since March")]


def test_the_subject_of_a_count_is_found_past_auxiliaries_but_not_past_a_relative() -> None:
    assert [c.subject for c in claims_of("Tomas Brandt had already missed three games this season.")] == ["Brandt"]
    assert [c.subject for c in claims_of("A Velden court ruled on the attack that left two women dead.")] == [None]


def test_games_missed_are_not_people_missing_but_climbers_are() -> None:
    assert reading("Brandt missed nine games this season.") == [("nine", "game", "missing")]
    assert reading("Twelve climbers were missing on the ridge.") == [("Twelve", "people", "missing")]


def test_a_number_before_a_singular_noun_is_a_size_not_a_count() -> None:
    assert [(c.text, c.kind) for c in claims_of("She began the third quarter with a 73 yard scoring run.")
            if c.text == "73"] == [("73", "distance")]


def test_other_before_a_number_does_not_hide_the_verb() -> None:
    assert reading("The quake levelled seven villages, killing 10 people and wounding other 70.")[1:] == [
        ("10", "people", "killed"), ("70", "people", "wounded")]


def test_a_count_dated_to_another_month_is_kept_apart_from_today_s_when_they_differ() -> None:
    found = figures("A quake hit Velara island on Sunday, injuring five people, officials said.",
                    "The quake on Velara island on Sunday injured five people, officials said.",
                    "A stronger quake struck the region in September, injuring 40 people on the island.")
    assert sorted((f.status, f.label) for f in found) == [("agree", "people wounded"),
                                                           ("single", "people wounded, in September")]
    assert [c.span for c in claims_of("Brandt was injured in March and sat out six games.")] == [None]


def test_a_count_of_an_event_dated_to_a_day_is_kept_apart_from_today_s_when_they_differ() -> None:
    found = figures("Four people were killed when a tanker exploded at the Orlen depot on Saturday night.",
                    "The alert was raised after the depot blast on March 3 that killed 11 people, officials said.",
                    "A tanker blast at the depot on Saturday killed four people, police said.")
    assert sorted((f.status, f.label) for f in found if "killed" in f.label) == [
        ("agree", "people killed"), ("single", "people killed, in March")]
    assert [c.span for c in claims_of("The blast on 3 March killed 11 people.") if c.text == "11"] == ["in March"]
    assert [c.span for c in claims_of("Brandt was hurt on Sept. 19 and missed 10 games.") if c.text == "10"] == [None]


def test_a_sentence_about_the_earlier_event_takes_its_time() -> None:
    found = figures("A quake hit Velara island on Sunday, injuring five people, officials said.",
                    "Velara was shaken by a stronger quake in September. That quake killed at least six people "
                    "and hurt nearly 50 more.",
                    "A stronger quake struck Velara in September, killing at least seven people.")
    assert sorted((f.status, f.label) for f in found) == [
        ("agree", "people killed, in September"), ("single", "people wounded"),
        ("single", "people wounded, in September")]
    assert [c.span for c in claims_of("The quake hit on Sunday. That quake killed six people.")] == [None]


def test_a_part_without_a_verb_of_its_own_counts_what_its_whole_counts() -> None:
    assert reading("The storm injured 30 people, 11 of them in Lorne.")[1:] == [("11", "people", "wounded")]
    assert [c.span for c in claims_of("A storm in May injured 30 people, 11 of them in Lorne.")] == ["in May"] * 2


def test_time_spent_in_a_role_is_not_the_whole_time() -> None:
    found = figures("Ivo Marr spent four seasons as the club's director of scouting before his promotion.",
                    "Marr has spent 14 seasons at the club.",
                    "Marr spent four seasons as director of scouting, the club said.")
    assert sorted((f.status, f.label) for f in found if "season" in f.label) == [
        ("agree", "seasons spent, as director"), ("single", "seasons spent")]


def test_a_count_of_an_earlier_year_is_not_this_year_s() -> None:
    found = figures("Ratings for last year's awards fell, with about 30 million people tuning in.",
                    "A total of 45 million people tuned in for the awards on Sunday.")
    assert sorted((f.status, f.label) for f in found) == [("single", "people tuned"),
                                                           ("single", "people tuning, last year")]
    assert reading("The quake killed 30 people last year.") == [("30", "people", "killed")]
    assert [c.span for c in claims_of("Two reporters hurt in Orra last week were flown home.")] == ["last week"]



def test_a_count_of_the_event_a_sentence_compares_with_is_kept_apart() -> None:
    found = figures("A gunman shot three people at the Velden plant on Friday, police said.",
                    "Friday's attack came just days after a driver shot eight people, police said.")
    assert sorted((f.status, f.label) for f in found if "shot" in f.label) == [
        ("single", "people shot (Velden plant)"), ("single", "people shot, another event")]


def test_a_stretch_given_at_the_opening_of_the_sentence_covers_its_counts() -> None:
    assert [(c.text, c.span) for c in claims_of("In the first 24 hours, 30 people were killed.") if c.text == "30"] == [
        ("30", "first 24 hours")]
    found = figures("Lena Park blocked six shots for Orra State on Saturday.",
                    "During the game's deciding 12-2 run, Park scored four points and blocked two shots.")
    assert not [f for f in found if f.status == "conflict"]


# Phrases that steer how a count is read: stretches, times, roles, verbs, places.
_PIECES = ["In the first 24 hours,", "During the closing 9-0 run of the game,", "since September", "in Sept.",
           "in September and", "on Sept. 19", "on 3 March", "last year's", "last month", "this season",
           "spent four seasons as director of", "came weeks after",
           "killing 30 people", "injuring other 70", "with about 30 people", "an 86 yard run", "missed nine games",
           "had already missed three games", "that left two dead", "a decade ago", "arrested four times",
           "scored seven points", "in the first half,", "Phillips", "and", ",", ".", "(", ")", "—", "the", "2,000"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12))
def test_reading_any_arrangement_of_the_steering_phrases_never_fails(pieces: list[str]) -> None:
    for claim in sentence_claims("a", "s-1", " ".join(pieces)):
        assert claim.span is None or (claim.span.strip() == claim.span and claim.span)


def test_the_noun_a_count_hangs_on_names_what_happened() -> None:
    assert reading("Dale Voss is accused in the deaths of three men found in a warehouse.") == [("three", "man", "killed")]
    assert reading("Police announced the arrest of four suspected smugglers.")[0][2] == "arrested"
    found = figures("Dale Voss is accused in the deaths of three men found in a warehouse.",
                    "Voss is charged with murdering three men at the warehouse in Corran.",
                    "The slayings of three men whose bodies were found on Monday shocked the town.")
    assert [(f.status, f.label, len(f.claims)) for f in found] == [("agree", "men killed", 3)]


def test_a_part_of_a_toll_is_never_the_toll_itself() -> None:
    assert reading("More than 300 people were killed in Vedra, 50 of whom were executed.") == [
        ("More than 300", "people", "killed"), ("50", "people", "execute")]
    assert reading("She shot four co-workers, killing three of them.")[1][1:] == ("people", "killed")
    assert [(c.counted, c.predicate) for c in claims_of(
        "A clerk returned with a gun, found her rivals in a back room and executed three of them.")] == [
        ("rivals", "killed")]  # "them" are the rivals, not the clerk


def test_what_happened_after_the_noun_is_not_part_of_it() -> None:
    found = figures("The blast left two women dead at the depot.", "Two women were killed at the depot.")
    assert [(f.status, f.label) for f in found] == [("agree", "women killed")]
    assert claims_of("He shot and hurt two co-workers last spring.")[0].counted == "co-workers"


def test_what_an_unnamed_he_did_is_not_set_against_a_named_player() -> None:
    found = figures("He scored five touchdowns on offense last night.", "Tom Vance scored two touchdowns last night.")
    assert all(f.status != "conflict" for f in found)
    found = figures("Tom Vance scored six touchdowns last night.", "Vance scored two touchdowns last night.",
                    published=("2024-05-01", "2024-05-01"))
    assert [f.status for f in found] == ["conflict"]


def test_a_stretch_only_one_claim_names_is_not_in_the_figure_s_label() -> None:
    found = figures("The quake on the island killed 10 people on Sunday, officials said.",
                    "Officials said 10 people were killed by the quake on the island.",
                    "The quake killed 10 people on the island, state media said.",
                    "A quake on the island killed at least seven people in September, officials said.")
    killed = [f for f in found if "killed" in f.label]
    assert killed and all("September" not in f.label for f in killed if len(f.claims) > 1)


def test_the_dead_and_the_wounded_counted_together_are_neither_toll() -> None:
    assert [c[2] for c in reading("The blast killed or injured 80 people at the market.")] == ["killed or wounded"]
    assert reading("Officials said 52 people were killed and 80 were injured.") == [
        ("52", "people", "killed"), ("80", "people", "wounded")]
    assert reading("The storm left 40 casualties in the port.")[0][2] == "killed or wounded"
    found = figures("A bomb at the Dunmore market killed 52 people on Tuesday, police said.",
                    "More than 100 people were killed or wounded by the bomb at the Dunmore market on Tuesday.",
                    "The bomb at the Dunmore market on Tuesday killed 52 people, officials said.")
    assert sorted((f.label, f.status) for f in found if f.kind == "count") == [
        ("people killed (Dunmore market)", "agree"), ("people killed or wounded (Dunmore market)", "single")]


def test_a_model_s_number_is_part_of_what_is_counted() -> None:
    assert reading("Commandos recovered 12 AK 47 guns from the boat.") == [("12", "ak-47", "found")]
    assert reading("The coastguard recovered nine AK-47 assault rifles.") == [("nine", "ak-47", "found")]
    assert reading("In the US 52 people died in the storm.") == [("52", "people", "killed")]
    found = figures("Commandos recovered 12 AK 47 guns from the pirates' boat on Saturday.",
                    "The coastguard recovered nine AK-47 assault rifles from the pirates' boat on Saturday.",
                    published=("2024-05-01", "2024-05-01"))
    assert [(f.status, f.label) for f in found if f.kind == "count"] == [("conflict", "AK 47 guns found")]


def test_a_phrasal_verb_keeps_its_particle() -> None:
    assert [c.predicate_text for c in claims_of("More than 300 marchers set off from the church at 7 pm.")][:1] == [
        "set off"]
    assert [c.predicate_text for c in claims_of("About 4,000 people turned out for the rally.")] == ["turned out"]
    assert [c.predicate_text for c in claims_of("The firm is seeking up to 4 million dollars.")] == ["seeking"]
    assert claims_of("Jane Doe took two guards hostage, then took off on foot.")[0].predicate_text == "took"


def test_an_attribution_between_commas_and_an_object_put_first_keep_the_verb() -> None:
    assert reading("Five, police said, were killed in the blast.") == [("Five", "people", "killed")]
    assert reading("Ten, according to officials, were injured.") == [("Ten", "people", "wounded")]
    assert reading("Two workers were shot and killed on Monday.") == [("Two", "people", "killed")]
    assert reading("She found three of the guards. Two, she shot and killed.")[1] == ("Two", "people", "killed")
    assert reading("Crews will mend the Line 3 cable, the operator said, adding that it was cut.")[0][2] != "add"


def test_there_places_a_count_only_where_it_means_a_place() -> None:
    shot = claims_of("Police Commissioner Charles Ramsey said the gunman walked into the room.\n\n"
                     "Two, he shot and killed there.")
    assert [(c.text, c.predicate, c.place) for c in shot] == [("Two", "killed", None)]  # not the town of Ramsey
    listed = claims_of("The agency met in Boston on Monday. Today there are 600 plants on its list.")
    assert [(c.text, c.place) for c in listed] == [("600", None)]
    killed = claims_of("A shell hit the market in Kharkiv on Tuesday. Two people were killed there.")
    assert [(c.text, c.place) for c in killed][-1] == ("Two", "Kharkiv")


def test_a_count_added_to_another_is_never_set_against_the_toll() -> None:
    found = figures("Four people were killed in Lorne on Tuesday, officials said.",
                    "Dozens more people were killed in Lorne, activists said.",
                    "Four people were killed in Lorne on Tuesday. Rescuers found 12 further victims.")
    assert not any(f.status == "conflict" for f in found)
    assert {f.label for f in found} >= {"more people killed", "further victims found"}
    # but the second count of a sentence that gives two is no addition to the first
    (injured,) = [c for c in claims_of("The quake killed 10 people, injuring dozens more.") if c.text == "dozens"]
    assert injured.predicate == "wounded"


def test_we_counted_are_people_never_us() -> None:
    assert reading("It will be the final tour with the four of us on stage, the drummer said.") == [("four", "people", "")]


# Figures on real coverage (issue 52): each case below is a story of our own.

def test_a_toll_stated_with_put_went_up_or_confirmed_is_a_count_of_the_dead() -> None:
    assert reading("Officials put the death toll from the blast at the Varn chemical plant at 133.") == [
        ("133", "people", "killed")]
    assert reading("The official death toll went up to four.") == [("four", "people", "killed")]  # not "up to four"
    assert reading("At least 48 people have been confirmed dead.") == [("At least 48", "people", "killed")]
    assert reading("Ninety-four people remain unaccounted for.") == [("Ninety-four", "people", "missing")]
    assert reading("Two workers were listed as missing.") == [("Two", "people", "missing")]
    assert reading("More than 300 victims were laid to rest on Monday.")[0][2] == "bury"  # not the toll


def test_one_toll_worded_differently_with_few_shared_words_is_one_figure() -> None:
    found = figures("Officials put the number of dead at 40 on Tuesday.",
                    "The mudslide that buried the hillside village of Ostra has killed 42 people, rescuers said.",
                    "Forty-five deaths have now been confirmed.",
                    published=("2026-03-03", "2026-03-04", "2026-03-05"))
    killed = [f for f in found if "killed" in f.label]
    assert [(f.status, f.latest, len(f.claims)) for f in killed] == [("update", "Forty-five", 3)]


def test_a_toll_that_rose_over_days_is_an_update_even_tenfold() -> None:
    found = figures("Four people died when the tower fell, the mayor said.",
                    "The toll from the tower collapse rose to 64 as crews searched the rubble.",
                    published=("2026-06-24", "2026-07-06"))
    assert [(f.status, f.latest) for f in found if "killed" in f.label] == [("update", "64")]


def test_a_later_lower_toll_conflicts_but_a_later_lower_count_of_the_missing_is_an_update() -> None:
    dead = figures("The bridge collapse killed 14 people, officials said.", "The bridge collapse killed 12 people.",
                   published=("2026-04-01", "2026-04-02"))
    assert [f.status for f in dead] == ["conflict"]  # the dead are never fewer later
    missing = figures("Officials said 40 people remain missing after the flood.",
                      "Officials said 12 people remain missing after the flood.",
                      published=("2026-04-01", "2026-04-03"))
    assert [(f.status, f.latest) for f in missing] == [("update", "12")]  # the missing are found


def test_a_day_in_the_sentence_dates_its_count_only_as_the_time_of_the_count() -> None:
    as_of = figures("As of Friday, 30 people remained missing after the flood, officials said.",
                    "Officials said 22 people remained missing after the flood.",
                    published=("2026-05-09", "2026-05-08"))  # Friday 8 May: both counts are of the 8th
    assert [f.status for f in as_of] == ["conflict"]
    event_day = figures("A ferry capsized on Sunday, killing 50 passengers.",
                        "A ferry capsized on Sunday, killing 52 passengers.",
                        published=("2026-05-04", "2026-05-05"))  # "on Sunday" dates the capsizing, not the count
    assert [f.status for f in event_day] == ["update"]


def test_a_nation_s_people_are_a_group_of_their_own_unless_the_story_is_placed_in_their_country() -> None:
    abroad = figures("The crush killed 150 people, including 26 foreigners and five Iranians.",
                     "At least 151 people were killed in the crush, among them five Iranians.")
    sizes = {f.label: len(f.claims) for f in abroad}
    assert sizes["people killed"] == 2 and sizes["Iranians killed"] == 2 and sizes["foreigners killed"] == 1
    home = [article("a", "More than 4 million Syrians have fled the war in Syria, the agency said."),
            article("b", "More than 4 million people have fled the war in Syria, officials said.")]
    assert [(f.status, len(f.claims)) for f in group_figures(home)] == [("agree", 2)]


def test_a_part_of_the_toll_is_kept_apart_from_it() -> None:
    found = figures("The quake killed 80 people. Brelle accounted for 41 of the deaths and Tolva for 25.",
                    "The quake has killed 80 people, officials said.")
    assert sorted((f.status, sorted(c.text for c in f.claims)) for f in found if "killed" in f.label) == [
        ("agree", ["80", "80"]), ("single", ["25"]), ("single", ["41"])]  # each town's part its own figure


def test_the_toll_of_an_event_a_report_compares_this_one_with_is_never_grouped() -> None:
    found = figures("The crush was the deadliest since the 2014 ferry sinking, which killed 304 people.",
                    "The toll surpassed the 2014 ferry sinking, which killed 304 people, officials said.",
                    "The crush killed 154 people, officials said.")
    other = [f for f in found if any(c.text == "304" for c in f.claims)]
    assert len(other) == 2 and all(len(f.claims) == 1 and not f.central for f in other)
    assert claims_of("The 1960 tsunami killed 61 people on the island.")[-1].year == 1960


def test_the_front_page_puts_forward_only_the_story_s_central_counts() -> None:
    reports = [article("a", "The blast at the Varn plant killed 12 workers and injured 40, officials said. "
                            "In Lorne, 26 bodies were found in a cellar.", "2026-02-01"),
               article("b", "The blast at the Varn plant killed 12 workers. Rescuers found 27 bodies in Lorne.",
                       "2026-02-01")]
    figures_found = group_figures(reports)
    central = {f.label for f in figures_found if f.central}
    assert any("killed" in label for label in central) and not any("bodies" in label for label in central)


def test_the_number_of_people_and_in_all_say_what_is_counted() -> None:
    assert reading("The mayor said the number of people unaccounted for had risen to 159.") == [("159", "people", "missing")]
    assert reading("Authorities said 99 people in all are still unaccounted for.") == [("99", "people", "missing")]


def test_the_parts_a_report_gives_of_the_count_before_are_parts() -> None:
    claims = {c.text: (c.predicate, c.span) for c in article(
        "a", "The prefecture says 95 people have now died in the quake. Brelle had 50 of them, Tolva 30 and Ourne nine."
    ).claims}
    assert claims["95"] == ("killed", None)
    assert claims["50"] == claims["30"] == claims["nine"] == ("killed", "a part of the total")


def test_what_a_toll_is_expected_to_reach_is_no_value_of_it_and_the_remaining_are_a_part() -> None:
    found = figures("The tower collapse has killed 64 people, officials said.",
                    "Officials said 90 people had died. The toll is expected to end up between 95 and 99 people.",
                    published=("2026-07-06", "2026-07-10"))
    projected = [f for f in found if any(c.text == "between 95 and 99" for c in f.claims)]
    assert [len(f.claims) for f in projected] == [1] and not projected[0].central
    assert [(f.status, f.latest) for f in found if f.central] == [("update", "90")]
    assert [c.span for c in claims_of("Examiners must still identify the remaining 10 victims.")] == ["a part of the total"]
    assert [c.span for c in claims_of("The quake killed 10 people and wounded other 70, officials said.")] == [None, None]


def test_now_marks_a_running_count_and_a_part_never_joins_the_count() -> None:
    assert claims_of("The earthquake has now killed 632 people.")[0].update_cue
    assert not claims_of("Officials said 632 people were killed.")[0].update_cue
    found = figures("The quake killed at least 296 people, officials said.",
                    "Al-Haouz accounted for 394 of the deaths, the ministry said.")
    assert sorted(len(f.claims) for f in found if "killed" in f.label) == [1, 1]  # "at least 296" would allow 394


def test_the_time_of_a_clause_after_since_dates_that_clause_not_the_count() -> None:
    assert [c.span for c in claims_of("At least 18 people have died since the tower collapsed last week.")] == [None]
    assert claims_of("Seven people were killed in the first half of the year.")[0].span == "first half"


def test_a_long_toll_phrase_and_an_earlier_value_are_read_as_the_toll() -> None:
    assert reading("The minister said the death toll from the attack on the concert hall near Varn last Friday "
                   "now stands at 144.") == [("144", "people", "killed")]
    early, late = claims_of("Once reported at 93, the death toll has now jumped to 115.")
    assert (early.predicate, early.noun, early.superseded) == ("killed", "people", True)
    assert (late.predicate, late.superseded) == ("killed", False)


def test_a_label_does_not_say_the_measure_twice() -> None:
    found = figures("Officials counted 156 deaths in the crush.", "The crush claimed 156 victims, police said.")
    assert [f.label for f in found if f.kind == "count"] == ["people killed"]  # not "deaths killed"


@pytest.mark.parametrize("text", ["Of the dead, 97 were women and 54 were men.",
                                  "The dead comprise 97 women and 54 men.",
                                  "Officials said 97 women and 54 men were among the dead."])
def test_the_groups_of_the_dead_are_counts_of_the_dead(text: str) -> None:
    assert [(c.text, c.noun, c.predicate) for c in claims_of(text)] == [("97", "woman", "killed"), ("54", "man", "killed")]


def test_a_count_given_as_of_an_hour_and_a_day_is_of_that_day() -> None:
    found = figures("The flood in Orra had killed 40 people as of 9 a.m. Thursday, officials said.",
                    "The flood in Orra has killed 46 people, officials said.",
                    published=("2024-05-04", "2024-05-04"))
    assert [f.status for f in found if f.label.startswith("people killed")] == ["update"]


def test_a_count_of_the_same_year_as_an_earlier_date_is_of_that_year() -> None:
    killed = claims_of("The tower went up in 1981, the same year a walkway at a hotel in Lorne collapsed, "
                       "killing 114 people.")[-1]
    assert (killed.text, killed.predicate, killed.year) == ("114", "killed", 1981)
    found = figures("The tower went up in 1981, the same year a walkway at a hotel in Lorne collapsed, killing 114 "
                    "people. Crews have now recovered the remains of 95 people from the tower.",
                    "The toll from the tower's collapse stands at 64, the mayor said.",
                    published=("2021-07-10", "2021-07-05"))
    tolls = [sorted(c.text for c in f.claims) for f in found if f.label.startswith("people killed")]
    assert ["64", "95"] in tolls and all("114" not in toll or len(toll) == 1 for toll in tolls)


def test_a_count_keeps_its_verb_past_a_phrase_of_place() -> None:
    assert reading("Some 300 residents of the town were evacuated on Sunday.") == [("Some 300", "people", "evacuated")]
    assert reading("Over 5,000 people in Orra and Lorne had to evacuate.")[0][1:] == ("people", "evacuated")
    assert reading("Twelve workers from the plant remain missing.") == [("Twelve", "people", "missing")]
    # a relative clause describes the place: its verb is not the count's
    assert reading("Some 300 people in the town that was flooded lost power.")[0][2] != "flooded"


def test_evacuees_are_people_evacuated_whatever_they_did() -> None:
    assert reading("More than 30,000 evacuees waited for help.") == [("More than 30,000", "people", "evacuated")]


def test_people_staying_in_shelters_are_evacuees() -> None:
    assert reading("Some 2,000 people whose homes were wrecked are living in schools and other shelters.") == [
        ("Some 2,000", "people", "evacuated")]
    assert reading("About 900 people stayed in evacuation centres overnight.")[0][2] == "evacuated"
    # where they stay, said of people something else happened to, is not the measure
    assert reading("Twelve people living in the shelter were injured.")[0][2] != "evacuated"
    assert reading("About 900 people stayed in the hotel.")[0][2] != "evacuated"


def test_a_group_that_numbered_or_totalled_a_value_is_what_the_value_counts() -> None:
    assert reading("Evacuees in Orra numbered 3,400 on Friday.") == [("3,400", "people", "evacuated")]
    assert reading("The dead now number 40.") == [("40", "people", "killed")]
    assert reading("Evacuees totalled 3,400.") == [("3,400", "people", "evacuated")]
    # a list of places inside the group's words does not cut it off from its verb
    assert reading("Evacuees in the towns of Orra, Tolva and Pelt numbered 3,400.") == [("3,400", "people", "evacuated")]


def test_a_count_a_report_gives_again_without_its_measure_is_that_count() -> None:
    found = claims_of("Officials said 133 people died and 152 were injured in the blast in Orra. "
                      "The blast has now left 152 people as victims.")
    assert [(c.text, c.predicate) for c in found] == [("133", "killed"), ("152", "wounded"), ("152", "wounded")]
    found = claims_of("Over 170 people also died in other towns of the valley. Around 170 more people died "
                      "in the storm elsewhere.")
    assert [c.predicate for c in found] == ["killed", "killed"]
    found = claims_of("Five people died on Monday. Five more people died on Tuesday.")
    assert [c.predicate for c in found] == ["killed", "more killed"]  # small values: often two counts
    found = claims_of("Officials said 40 people died and 40 were injured. The storm has left 40 people as victims.")
    assert [c.predicate for c in found][-1] not in ("killed", "wounded")  # two measures of that value: which?


def test_the_latest_of_a_count_that_can_fall_is_a_number_before_a_vague_word_of_its_day() -> None:
    found = figures("The flood in Orra has now killed 300 people, and rescuers are still searching for thousands of "
                    "missing people.",
                    "A further 9,100 people are listed as missing in Orra. Crews searched the coast.",
                    "Officials said 12,000 people were missing in Orra.",
                    published=("2024-02-05", "2024-02-05", "2024-02-02"))
    (missing,) = [f for f in found if "missing" in f.label]
    assert missing.status == "update" and missing.latest == "9,100"


def test_more_people_in_a_town_the_earlier_parts_do_not_name_are_that_towns_part() -> None:
    parts = "Homes fell in Brelle, where 20 people died, and fires broke out in Tolva, where 19 deaths were reported. "
    (marsac,) = [c for c in claims_of(parts + "Authorities said five more people died in Marsac.") if c.text == "five"]
    assert (marsac.predicate, marsac.place, marsac.span) == ("killed", "Marsac", "a part of the total")
    (again,) = [c for c in claims_of(parts + "Five more people died in Brelle on Tuesday.") if c.text == "Five"]
    assert (again.predicate, again.span) == ("more killed", None)  # Brelle's count grew: an increment
    (alone,) = claims_of("Authorities said five more people died in Marsac.")
    assert alone.predicate == "more killed"  # no parts before: more of the toll


def test_a_towns_count_after_city_in_a_list_of_towns_counts_is_a_count_but_a_score_is_not() -> None:
    found = claims_of("The toll rose to 120. Brelle had 69 of them, Tolva City 38, Orra nine and Marsac City five.")
    assert [(c.text, c.place) for c in found if c.span] == [("69", "Brelle"), ("38", "Tolva"), ("nine", "Orra"),
                                                           ("five", "Marsac")]
    assert not claims_of("Final score: Kansas City 27, Denver 24, after a field goal.")  # a game's score
    assert not claims_of("It ended Kansas City 27, Denver 24.")  # two numbers: a score line


def test_homes_cut_off_from_power_are_one_count_of_households_however_worded() -> None:
    found = figures("The storm cut through Orra, and more than 30,000 households had lost power by nightfall.",
                    "The storm that hit the coast left 22,000 houses in the region without electricity.",
                    "Power was cut to 9,000 customers in Orra, the utility said.",
                    published=("2024-01-02", "2024-01-05", "2024-01-06"))
    (outage,) = [f for f in found if "without power" in f.label]
    assert outage.label == "households without power" and len(outage.claims) == 3
    assert (outage.status, outage.latest) == ("update", "9,000")  # fewer homes cut off as days go by
    (destroyed,) = claims_of("The storm destroyed 300 homes in Orra.")
    assert destroyed.predicate != "without power"


def test_the_story_s_toll_orders_undated_reports_for_a_count_that_can_fall() -> None:
    told = ("Officials said on Tuesday that 48 people had died in the quake in Orra.",
            "The quake in Orra has killed 72 people, officials said.",
            "Six people have died in the quake in Orra, and more than 30,000 households lost power.",
            "The toll from the quake in Orra reached 110, and 22,000 households were still without power.")
    (outage,) = [f for f in figures(*told, published=("2024-01-02", "2024-01-03", None, None)) if "power" in f.label]
    assert (outage.status, outage.latest) == ("update", "22,000")  # six dead is before the 2nd, 110 after the 3rd
    unordered = told[:2] + ("Six people have died in the quake in Orra, and more than 30,000 households lost power.",
                            "Officials in Orra said 22,000 households were still without power.")
    (outage,) = [f for f in figures(*unordered, published=("2024-01-02", "2024-01-03", None, None))
                 if "power" in f.label]
    assert outage.latest is None  # a report that gives no toll may be of any day


def test_one_of_a_group_in_a_state_and_the_patients_of_these_are_counted_in_that_state() -> None:
    found = claims_of("Doctors said 63 survivors were still being treated in Orra, one of them in critical condition.")
    assert [(c.text, c.predicate) for c in found] == [("63", "in hospital"), ("one", "in critical condition")]
    assert [c.text for c in claims_of("Two of them died, one of whom was a child.")] == ["Two"]  # a determiner
    (patients,) = [c for c in claims_of("Hospitals in Orra treated 80 people. Of these patients, 15 are in critical "
                                        "condition.") if c.text == "15"]
    assert (patients.predicate, patients.counted) == ("in critical condition", "patients")
    found = figures("A further 5 people were in critical condition in Orra, doctors said.",
                    "Of these patients, 15 are in critical condition in Orra.",
                    "As of Friday 63 survivors were still being treated in Orra, one of them in critical condition.",
                    published=("2024-03-22", "2024-03-23", "2024-03-29"))
    (critical,) = [f for f in found if "critical" in f.label]
    assert sorted(c.text for c in critical.claims) == ["15", "5", "one"] and critical.latest == "one"
