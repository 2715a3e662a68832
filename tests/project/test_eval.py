"""The evaluation command's measures, on small made-up corpora in the development data's formats."""

from __future__ import annotations

import json

import pytest

from eval import corpus, figures, names, page, quotes, summaries
from eval.run import briefing_of
from tests.helpers import ROOT


@pytest.mark.parametrize("text, form", [
    ("Tara Reid", "tara reid"),
    ("'Tara Reid's", "tara reid"),
    ("the Harbour Light Clinic in Lorne, Victoria", "harbour light clinic"),
    ("Bank of England", "bank of england"),
    ("she", None),
    ("the actress", None),
    ("I'd", None),
    ("of Betty Ford Clinic", "betty ford clinic"),
])
def test_name_forms(text, form):
    assert names.name_form(text) == form


def test_a_capitalised_word_the_text_also_prints_in_lower_case_is_not_a_name():
    assert names.name_form("Rehab", frozenset({"rehab"})) is None
    assert names.name_form("Crime Boss", frozenset({"crime", "boss"})) is None
    assert names.name_form("Kansas City", frozenset({"city"})) == "kansas city"
    assert names.name_form("Rehab") == "rehab"
    assert names.name_form("Australian") is None


def test_name_words_of_a_gold_source():
    assert quotes.name_words("Mr. Trump's campaign") == {"trump"}
    assert quotes.name_words("Sen. Jane Doe (D-Ohio)") == {"jane", "doe"}
    assert quotes.name_words("he") == set()
    assert quotes.name_words("the tailor, who sews for another label at K-II") == set()
    assert quotes.name_words("HALE’S FIRST YEAR IN THE SENATE") == set()
    assert quotes.name_words(None) == set()


def test_an_acronym_of_the_name_shown_is_the_gold_source_s_name():
    assert quotes.initials("Democratic National Committee") in quotes.name_words("the DNC")


def test_bootstrap_is_deterministic_and_brackets_the_mean():
    differences = [0.01, 0.03, -0.02, 0.05, 0.02, 0.0, 0.04]
    low, high = summaries.bootstrap(differences)
    assert (low, high) == summaries.bootstrap(differences)
    assert low < sum(differences) / len(differences) < high


def _mention(doc, text, body, start_at=0):
    start = body.index(text, start_at)
    return {"doc": doc, "m_id": "1", "sentence": 1, "text": text, "tag": "X", "char_start": start,
            "char_end": start + len(text)}


def test_a_gold_mention_lands_where_its_name_stands():
    text = "The bout was held in Oslo, Norway on Saturday."
    start = text.index("in Oslo")
    spans = [(text.index("Oslo"), text.index("Oslo") + 4, "oslo"), (text.index("Norway"), text.index(" on"), "norway")]
    # "in Oslo, Norway" is judged as the name "oslo": it lands in Oslo, not in the longer Norway
    assert names._landing(spans, names._name_span("in Oslo, Norway", start)) == "oslo"


def test_names_and_counts_scored_on_a_cluster_of_our_own(tmp_path):
    first = ("Mayor Anna Kowalczyk said on Monday that five people were killed in the fire at the Lakeside "
             "Plastics plant.\n\nKowalczyk said the plant would stay closed.\n")
    second = ("Five people died in a blaze at Lakeside Plastics Inc., Mayor Anna Kowalczyk told reporters.\n\n"
              "The mayor said seven people were killed, revising the toll.\n")
    folder = tmp_path / "ecbplus" / "1_ecb"
    folder.mkdir(parents=True)
    (folder / "1_1ecb.txt").write_text(first, encoding="utf-8")
    (folder / "1_2ecb.txt").write_text(second, encoding="utf-8")
    gold = {
        "documents": [{"doc": "1_1ecb", "file": "1_1ecb.txt", "gold_sentences": [1, 2]},
                      {"doc": "1_2ecb", "file": "1_2ecb.txt", "gold_sentences": [1, 2]}],
        "entity_chains": [
            {"instance_id": "mayor", "type": "HUMAN_PART_PER", "mentions": [
                _mention("1_1ecb", "Anna Kowalczyk", first), _mention("1_1ecb", "Kowalczyk", first, 60),
                _mention("1_2ecb", "Anna Kowalczyk", second)]},
            {"instance_id": "plant", "type": "HUMAN_PART_ORG", "mentions": [
                _mention("1_1ecb", "Lakeside Plastics", first), _mention("1_2ecb", "Lakeside Plastics Inc.", second)]},
            {"instance_id": "dead", "type": "HUMAN_PART_PER", "mentions": [
                _mention("1_1ecb", "five people", first), _mention("1_2ecb", "Five people", second)]},
        ],
        "event_chains": [],
    }
    (folder / "gold.json").write_text(json.dumps(gold), encoding="utf-8")
    [cluster] = corpus.ecbplus(tmp_path / "ecbplus")
    briefing = briefing_of(cluster.files)
    assert [a.id for a in briefing.articles] and not any(s.file.endswith("gold.json") for s in briefing.skipped)
    scores = names.score(cluster, briefing)
    assert scores.pairs == 2  # "anna kowalczyk"/"kowalczyk" and "lakeside plastics"/"lakeside plastics inc."
    assert scores.forms_found == 4
    assert scores.merged >= 1  # the surname joins the full name within an article
    counts = figures.score(cluster, briefing)
    assert counts.chains == 1 and counts.found == 1


def test_quotes_scored_on_an_article_of_our_own(tmp_path):
    text = ("Officials met on Tuesday.\n\n“We will rebuild the bridge before winter comes,” said Maria Lopez, "
            "the transport minister.\n\nShe called the delay “a scandal”.\n")
    quoted = "We will rebuild the bridge before winter comes,"
    start = text.index(quoted) - 1
    gold = {"publisher": "test", "attributions": [
        {"source": {"text": "Maria Lopez", "segments": [[text.index("Maria"), text.index("Maria") + 11]]},
         "cue": {"text": "said", "segments": []},
         "content": {"text": text[start:start + len(quoted) + 2], "segments": [[start, start + len(quoted) + 2]]},
         "direct_quote": True}]}
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    (tmp_path / "a.attributions.json").write_text(json.dumps(gold), encoding="utf-8")
    [article] = corpus.polnear(tmp_path)
    scores = quotes.score(article, briefing_of([article.file]))
    assert (scores.gold, scores.found, scores.judged, scores.right) == (1, 1, 1, 1)


def test_accuracy_page_is_written_from_the_committed_results():
    results = json.loads((ROOT / "eval" / "results.json").read_text(encoding="utf-8"))
    assert (ROOT / "docs" / "accuracy.md").read_text(encoding="utf-8") == page.render(results)
    assert f"{100 * results['quotes']['speaker_right']:.0f} %" in page.render(results)


def test_real_figures_scored_against_a_key_of_our_own(tmp_path):
    """Two reports of a made-up landslide: a toll that rose (an update), a past disaster's toll
    that must stay out, and a quote; the key is scored as `make eval` scores devdata/figures."""
    from eval import figures_key

    folder = tmp_path / "figures" / "landslide"
    folder.mkdir(parents=True)
    first = ("Landslide buries village\n\nAt least 12 people were killed when a hillside gave way above Varn on "
             "Monday, officials said.\n\nThe slide was the worst since 1998, when a mudflow killed 40 people.\n\n"
             "“We are digging with our hands,” said Ilse Marten, the mayor of Varn.\n")
    second = ("Varn toll rises\n\nThe number of people killed in the Varn landslide rose to 19 on Tuesday, "
              "officials said.\n\nRescuers were still searching the buried houses.\n")
    (folder / "01_one.txt").write_text(first, encoding="utf-8")
    (folder / "02_two.txt").write_text(second, encoding="utf-8")
    (folder / "sources.yml").write_text("01_one.txt:\n  outlet: One\n  published: 2026-03-02\n"
                                        "02_two.txt:\n  outlet: Two\n  published: 2026-03-03\n", encoding="utf-8")
    key = {"quantities": [{"what": "people killed", "predicate": "killed", "relation": "update", "latest": 19, "claims": [
        {"file": "01_one.txt", "value": 12, "hedge": "at least", "sentence": "At least 12 people were killed when a "
         "hillside gave way above Varn on Monday, officials said."},
        {"file": "02_two.txt", "value": 19, "hedge": "exact", "sentence": "The number of people killed in the Varn "
         "landslide rose to 19 on Tuesday, officials said."}]}],
        "not_this_event": [{"file": "01_one.txt", "value": 40, "why": "a past disaster",
                            "sentence": "The slide was the worst since 1998, when a mudflow killed 40 people."}],
        "increments": [],
        "quotes": [{"file": "01_one.txt", "quote": "“We are digging", "speaker": "Ilse Marten"}]}
    (folder / "key.json").write_text(json.dumps(key), encoding="utf-8")
    [event] = figures_key.events(tmp_path / "figures")
    scores = figures_key.score(event, briefing_of(event.files))
    assert (scores.quantities, scores.claims, scores.other_event_numbers, scores.quotes_named) == (1, 2, 1, 1)
    assert scores.found == 1 and scores.claims_found == 2  # both reports' values are figures' claims
    assert scores.quotes_found == 1 and scores.speakers_right == 1 and scores.speakers_places == 0
    assert scores.right == (scores.grouped and scores.relation_right and scores.latest_right)
    summary = scores.summary()
    assert summary["right_share"] == scores.right and summary["claims_found"] == 1.0
    assert ("update" in summary["figure_statuses"]) == bool(scores.relation_right)
