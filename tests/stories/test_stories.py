"""Several stories in one folder: found, each with its own briefing, nothing compared across."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from eval.stories import bcubed
from generator.build.pipeline import generate
from generator.config import Settings
from generator.stories.clusters import _about_others, _Names, _two_events, find_stories, story_evidence, story_terms
from tests.helpers import SAMPLES, STORIES, article, mkdocs, sample_project


def folder(tmp_path: Path, *sources: Path) -> Settings:
    target = tmp_path / "sources"
    target.mkdir(parents=True)
    for source in sources:
        for file in sorted(source.glob("*.txt")):
            shutil.copy(file, target / file.name)
    return Settings(root=tmp_path, sources=target, docs=tmp_path / "docs", cache_folder=None)


def test_the_samples_are_one_story_and_build_as_before(tmp_path: Path) -> None:
    briefing = generate(folder(tmp_path, SAMPLES)).briefing
    assert briefing.stories == () and briefing.id
    data = json.loads((tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8"))
    assert [s["sources"] for s in data["stories"]] == [[a.id for a in briefing.articles]]


def test_two_events_in_one_folder_are_two_stories_with_nothing_mixed(tmp_path: Path) -> None:
    briefing = generate(folder(tmp_path, SAMPLES, STORIES)).briefing
    stories = {frozenset(a.id for a in story.articles): story for story in briefing.stories}
    quake = stories[frozenset({"q1", "q2", "q3", "q4"})]
    strike = stories[frozenset(p.stem for p in SAMPLES.glob("*.txt"))]
    for story in (quake, strike):
        own = {a.id for a in story.articles}
        assert all(c.source in own for f in story.figures for c in f.claims)
        assert all(s in own for st in story.summary for s, _ in st.carriers)
        assert all(s in own for e in story.entities for s, _ in e.mentions)
    assert any("killed" in f.label and {c.text for c in f.claims} >= {"17"} for f in quake.figures)
    assert not any("Velara" in f.label for f in strike.figures)
    data = json.loads((tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8"))
    assert {frozenset(s["sources"]) for s in data["stories"]} == set(stories)
    assert {f["story"] for f in data["figures"]} == {quake.id, strike.id}
    out = tmp_path / "docs" / "briefing"
    assert (out / quake.id / "index.md").is_file() and (out / quake.id / "articles" / "q1.md").is_file()
    assert not (out / strike.id / "articles" / "q1.md").exists()
    assert "2** stories" in (out / "index.md").read_text(encoding="utf-8")


def test_a_name_in_two_stories_is_linked_both_ways_and_listed_at_the_top(tmp_path: Path) -> None:
    settings = folder(tmp_path, SAMPLES, STORIES)
    with (settings.sources / "q1.txt").open("a", encoding="utf-8") as handle:
        handle.write("\nUkrainian President Volodymyr Zelenskyy sent his condolences to the people of Velara.\n")
    briefing = generate(settings).briefing
    quake = next(s for s in briefing.stories if "q1" in {a.id for a in s.articles})
    strike = next(s for s in briefing.stories if s is not quake)
    here = next(e for e in quake.entities if e.name.startswith("Volodymyr Zelensk"))
    there = next(e for e in strike.entities if e.name.startswith("Volodymyr Zelensk"))
    assert here.elsewhere == ((strike.id, there.id),) and there.elsewhere == ((quake.id, here.id),)
    assert not any(e.elsewhere for e in quake.entities if e is not here)  # Velara is nowhere else
    out = tmp_path / "docs" / "briefing"
    assert f"](../{strike.id}/entities.md#{there.id})" in (out / quake.id / "entities.md").read_text(encoding="utf-8")
    top = (out / "entities.md").read_text(encoding="utf-8")
    assert "Names in more than one story" in top and f"]({quake.id}/entities.md#{here.id})" in top
    data = json.loads((tmp_path / "docs" / "briefing.json").read_text(encoding="utf-8"))
    assert {"story": strike.id, "entity": there.id} in next(e["elsewhere"] for e in data["entities"]
                                                             if e["id"] == here.id and e["story"] == quake.id)


def test_stories_yml_splits_merges_and_names_stories(tmp_path: Path) -> None:
    found = generate(folder(tmp_path / "found", SAMPLES, STORIES)).briefing
    quake_id = next(s.id for s in found.stories if "q1" in {a.id for a in s.articles})
    split = folder(tmp_path / "split", SAMPLES, STORIES)
    (split.sources / "stories.yml").write_text("- title: The aftershock\n  files: [q4.txt]\n"
                                                "- files: [nowhere.txt, q4.txt]\n", encoding="utf-8")
    briefing = generate(split).briefing
    by_sources = {frozenset(a.id for a in s.articles): s for s in briefing.stories}
    assert frozenset({"q4"}) in by_sources and by_sources[frozenset({"q4"})].title == "The aftershock"
    assert by_sources[frozenset({"q1", "q2", "q3"})].id == quake_id  # the rest keeps its address
    assert [p.message for p in briefing.problems] == [
        "story 2: 'nowhere.txt' is not an article of the folder; left out",
        "story 2: 'q4.txt' is already in an earlier story; left there"]
    assert "stories.yml" not in {a.source.file.rsplit("/", 1)[-1] for a in briefing.articles}
    merged = folder(tmp_path / "merged", SAMPLES, STORIES)
    first = sorted(p.name for p in SAMPLES.glob("*.txt"))[0]
    (merged.sources / "stories.yml").write_text(
        f"- title: Two events, one briefing\n  files: [q1.txt, {first}]\n  with_their_stories: true\n", encoding="utf-8")
    one = generate(merged).briefing
    assert one.stories == () and len(one.articles) == 9 and one.title == "Two events, one briefing"


def test_a_broken_stories_yml_is_reported_and_the_stories_found_are_kept(tmp_path: Path) -> None:
    settings = folder(tmp_path, SAMPLES, STORIES)
    (settings.sources / "stories.yml").write_text("files: [q1.txt]\n", encoding="utf-8")
    briefing = generate(settings).briefing
    assert len(briefing.stories) == 2
    assert [str(p) for p in briefing.problems] == [
        "sources/stories.yml: must be a list of stories, each with 'files:' (and optionally 'title:'); ignored"]


LIBRARY = ("The Harlow town council approved a budget of 3 million pounds for a new public library on Tuesday.\n\n"
           "The library will open in the old market hall in 2028, the council's chief planner said.\n\n"
           "Residents had asked for longer opening hours and a children's reading room.\n")


@pytest.mark.parametrize("choice, listed, apart", [("story", 3, 0), ("apart", 2, 1)])
def test_a_report_no_other_joins_is_a_story_or_part_of_none_as_the_settings_say(tmp_path: Path, choice: str,
                                                                                   listed: int, apart: int) -> None:
    settings = folder(tmp_path, SAMPLES, STORIES)
    (settings.sources / "library.txt").write_text(LIBRARY, encoding="utf-8")
    from dataclasses import replace

    briefing = generate(replace(settings, single_reports=choice)).briefing
    assert len(briefing.stories) == 3  # the data are the same either way: only the listing differs
    top = (tmp_path / "docs" / "briefing" / "index.md").read_text(encoding="utf-8")
    assert f"This folder holds **{listed}** stories" in top
    assert ("## Not part of any story" in top) == bool(apart)


def test_the_single_reports_setting_is_checked() -> None:
    with pytest.raises(ValueError, match="single_reports must be one of story, apart"):
        Settings(single_reports="alone")


def test_a_story_keeps_its_id_when_another_story_is_added(tmp_path: Path) -> None:
    alone = find_stories(generate(folder(tmp_path / "a", STORIES)).briefing.articles)
    both = generate(folder(tmp_path / "b", SAMPLES, STORIES)).briefing.stories
    assert alone[0].id in {s.id for s in both}


_FIRES = {  # two fires of one kind, in two towns, on two days
    "a1": ("A fire destroyed a furniture warehouse in Dalmore on Tuesday night, and firefighters from "
           "three stations fought the blaze for six hours. Fire chief Hanna Lisk said two workers were "
           "treated for smoke inhalation. The Torvik Furniture warehouse on Mill Road had been empty since "
           "March, Lisk said. Police closed Mill Road while crews sprayed water on the smouldering roof."),
    "a2": ("Firefighters in Dalmore spent the night fighting a blaze at the Torvik Furniture warehouse. "
           "Two workers were treated for smoke inhalation, fire chief Hanna Lisk said on Wednesday. The "
           "fire broke out on Tuesday on Mill Road, and its cause is under investigation. Neighbours on "
           "Mill Road said the smoke could be seen across Dalmore."),
    "a3": ("The cause of Tuesday's warehouse fire in Dalmore is still unknown, chief Hanna Lisk said. "
           "The Torvik Furniture building on Mill Road was destroyed and two workers were treated for "
           "smoke inhalation. Crews from three stations fought the fire for six hours, and the owner, "
           "Piet Torvik, said he would rebuild in Dalmore."),
    "b1": ("A fire gutted a paper warehouse in Esk Harbour on Sunday, and firefighters battled the blaze "
           "until dawn. Fire officer Colm Deasy said one firefighter was treated for smoke inhalation. "
           "The Brannock Paper warehouse near the quay had stored old newsprint. Police closed the quay "
           "road while crews sprayed water on the smouldering building."),
    "b2": ("Firefighters in Esk Harbour fought a blaze at the Brannock Paper warehouse through Sunday "
           "night. One firefighter was treated for smoke inhalation, fire officer Colm Deasy said on "
           "Monday. The fire started near the quay on Sunday, and its cause is under investigation. "
           "People living by the quay said the smoke could be seen across Esk Harbour."),
    "b3": ("The cause of Sunday's warehouse fire in Esk Harbour is still unknown, officer Colm Deasy said. "
           "The Brannock Paper building by the quay was destroyed and one firefighter was treated for "
           "smoke inhalation. Crews fought the fire until dawn, and the owner, Ita Brannock, said she "
           "would rebuild in Esk Harbour."),
}


def test_two_events_of_one_kind_are_two_stories_and_a_copy_stays_with_its_event() -> None:
    """The two fires share the words of a warehouse fire, but each fire's reports share far more
    with one another (places, people, days): average similarity alone would join them."""
    articles = [article(ident, text) for ident, text in _FIRES.items()]
    assert [s.sources for s in find_stories(articles)] == [("a1", "a2", "a3"), ("b1", "b2", "b3")]
    copy = article("a4", _FIRES["a1"])  # the same wire story printed twice
    assert [s.sources for s in find_stories([*articles, copy])] == [("a1", "a2", "a3", "a4"), ("b1", "b2", "b3")]


_ARRESTS = {
    "j1": "Harbor City Sharks receiver Dion Marsh was arrested before dawn on Sunday on suspicion of driving drunk, police "
          "said. Marsh was stopped on the coast highway after midnight and failed a breath test. The Sharks said they "
          "were aware of the arrest of Marsh and were gathering information. Marsh, 27, was released on bail.",
    "j2": "Dion Marsh, a receiver for the Harbor City Sharks, was booked on a drunken driving charge on Sunday. Highway "
          "patrol officers said Marsh was driving at 80 mph on the coast highway before the stop. Marsh failed a breath "
          "test. The team declined to comment on Marsh.",
    "j3": "Police arrested Sharks wide receiver Dion Marsh for driving under the influence after a stop on the coast "
          "highway on Sunday. Marsh posted bail hours later and will appear in court in March, the highway patrol said.",
    "w1": "Harbor City Sharks lineman Otis Crane was arrested on Friday on suspicion of driving drunk after his pickup "
          "truck hit a parked car on the coast highway, police said. Crane, 31, failed a breath test and was released "
          "on bail. The Sharks said they were gathering information.",
    "w2": "Otis Crane, a defensive lineman for the Harbor City Sharks, was booked on a drunken driving charge after a "
          "crash on the coast highway on Friday. Highway patrol officers said Crane failed a breath test. The team "
          "declined to comment on Crane.",
    "w3": "Police arrested Sharks lineman Otis Crane for driving under the influence after his pickup truck struck a "
          "parked car on Friday. Crane posted bail hours later and will appear in court in April, the highway patrol "
          "said.",
}


def test_two_events_of_one_kind_about_two_people_are_two_stories() -> None:
    """Two players' arrests share nearly every word; what tells them apart is who each report's
    lead is about."""
    articles = [article(ident, text) for ident, text in _ARRESTS.items()]
    assert [list(_Names.of(story_evidence(a)).leads) for a in articles] == [["dion marsh"]] * 3 + [["otis crane"]] * 3
    assert [s.sources for s in find_stories(articles)] == [("j1", "j2", "j3"), ("w1", "w2", "w3")]


def test_reports_of_one_event_leading_with_two_people_who_each_names_both_stay_one_story() -> None:
    """A shooting's reports lead in turn with the killer and with his victim, but each names
    both: nothing says two events. An earlier event's reports never name the later one's."""
    killer = _Names(Counter({"ann reyes": 5}), Counter({"ann reyes": 5, "tom hale": 4}), Counter())
    victim = _Names(Counter({"tom hale": 4}), Counter({"tom hale": 4, "ann reyes": 3}), Counter())
    assert not _about_others(killer, 5, victim, 4)
    earlier = _Names(Counter({"dion marsh": 3}), Counter({"dion marsh": 3}), Counter())
    later = _Names(Counter({"otis crane": 3}), Counter({"otis crane": 3, "dion marsh": 3}), Counter())
    assert _about_others(earlier, 3, later, 3)


_FERRIES = {  # one sinking told by six reports; another, on a river, by two
    "f1": "A passenger ferry sank off Port Maren on Tuesday after striking rocks in heavy fog, and coastguard crews "
          "rescued 41 people, the Maren coastguard said. Captain Elio Sarto was among the survivors. Nine passengers "
          "are still missing.",
    "f2": "Rescuers searched the waters off Port Maren for nine missing passengers after the ferry Santa Lidia went down "
          "on Tuesday. The Maren coastguard said 41 people were pulled from the sea. Captain Elio Sarto told rescuers "
          "the ferry hit rocks in fog.",
    "f3": "The ferry Santa Lidia sank near Port Maren on Tuesday with 50 people aboard. Captain Elio Sarto survived; the "
          "Maren coastguard said nine people were missing and 41 rescued after the vessel struck rocks.",
    "f4": "Divers from the Maren coastguard reached the wreck of the Santa Lidia off Port Maren on Wednesday, searching "
          "for nine passengers missing since the ferry sank. Captain Elio Sarto was questioned by prosecutors in Port "
          "Maren.",
    "f5": "Prosecutors in Port Maren opened an inquiry into the sinking of the ferry Santa Lidia, which struck rocks on "
          "Tuesday. Captain Elio Sarto was questioned. The Maren coastguard said 41 people were rescued and nine are "
          "missing.",
    "f6": "Families gathered at the harbour of Port Maren waiting for news of nine passengers missing from the Santa "
          "Lidia ferry. The Maren coastguard said the search would continue. Captain Elio Sarto has not spoken "
          "publicly.",
    "g1": "A ferry capsized on the Dunmore River near Carrick Falls on Saturday, and police said 12 passengers were "
          "rescued and three were missing. The ferry, the River Queen, was overloaded, Sergeant Moira Kell said.",
    "g2": "Police searched the Dunmore River near Carrick Falls for three passengers missing after the River Queen ferry "
          "capsized on Saturday. Sergeant Moira Kell said 12 people were rescued and the ferry was overloaded.",
    "o1": "Shares in Lidia Lines, the owner of the Santa Lidia ferry that sank off Port Maren, fell by a third on "
          "Wednesday. The company said its ferries would stay in port while the Maren coastguard searched for the "
          "missing.",
    "o2": "Lidia Lines suspended its ferry services after the Santa Lidia sank off Port Maren, and its shares fell "
          "sharply. The company said it was working with the Maren coastguard and would pay for the families' travel.",
}


def test_a_few_reports_of_another_event_are_their_own_story_and_a_side_of_the_event_is_not() -> None:
    """Two reports beside six are more often a side of the same event (the ferry's owner) than
    another event; but two that give none of the six's names (another river, another ferry,
    other people) are another sinking, however alike the words."""
    articles = {ident: article(ident, text) for ident, text in _FERRIES.items()}
    sinking = tuple(f"f{n}" for n in range(1, 7))
    assert [s.sources for s in find_stories([articles[i] for i in (*sinking, "g1", "g2")])] == [sinking, ("g1", "g2")]
    assert [s.sources for s in find_stories([articles[i] for i in (*sinking, "o1", "o2")])] == [(*sinking, "o1", "o2")]


def test_a_side_group_is_another_event_only_when_it_gives_almost_none_of_the_others_names() -> None:
    apart = {"size_a": 6, "size_b": 2, "between": 0.15, "cohesion_a": 0.4, "cohesion_b": 0.4, "about_others": False}
    assert _two_events(**apart, shared_names=0.0)
    assert not _two_events(**apart, shared_names=0.5)
    assert not _two_events(**(apart | {"size_b": 1}), shared_names=0.0)  # one report: no cohesion to compare
    river = _Names(Counter(), Counter(), Counter({"dunmore river": 2, "moira kell": 2, "carrick falls": 1}))
    sea = _Names(Counter(), Counter(), Counter({"port maren": 6, "elio sarto": 6, "carrick falls": 1}))
    assert river.shared(sea) == 1 / 5
    assert _Names(Counter(), Counter(), Counter()).shared(sea) == 1  # no names: nothing says it is another event


def test_a_name_spelt_two_ways_is_one_name_to_find_stories_by() -> None:
    """Reports of one climb that write "Mt Cook" and "Mount Cook" share the mountain."""
    short = story_terms(article("m1", "A climber from Perth died on Mt Cook on Thursday, police said."))
    full = story_terms(article("m2", "A climber from Perth died on Mount Cook on Thursday, police said."))
    assert {t for t in short if t.startswith("name:")} == {t for t in full if t.startswith("name:")}


def test_bcubed_scores() -> None:
    gold = {"a": "x", "b": "x", "c": "y", "d": "y"}
    assert bcubed(gold, gold) == {"precision": 1.0, "recall": 1.0, "f1": 1.0}
    merged = bcubed({k: "one" for k in gold}, gold)
    assert merged["recall"] == 1.0 and merged["precision"] == 0.5


@pytest.mark.slow
def test_a_folder_of_two_stories_builds_a_strict_site(tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    for file in STORIES.glob("*.txt"):
        shutil.copy(file, root / "sources" / file.name)
    with (root / "sources" / "q1.txt").open("a", encoding="utf-8") as handle:  # a name in both stories: links across
        handle.write("\nUkrainian President Volodymyr Zelenskyy sent his condolences to the people of Velara.\n")
    done = mkdocs(root)
    assert done.returncode == 0, done.stderr
    assert "not included in the" not in done.stderr  # each story's pages are meant to be out of the nav
    data = json.loads((root / "site" / "briefing.json").read_text(encoding="utf-8"))
    for story in data["stories"]:
        assert (root / "site" / story["page"]).is_file()
    for source in data["sources"]:
        assert (root / "site" / source["page"]).is_file()


def test_a_report_s_lead_person_is_a_person_by_the_weight_of_its_cues() -> None:
    """A place the gazetteer knows, with a weak person cue of its own, is not whom a report is
    about: reports of one disaster that lead with different officials and the country's name
    were split as two events whose reports "lead with different people"."""
    from generator.stories.clusters import _people

    report = article("a", "South Korea declared a week of mourning on Sunday. In Seoul, rescuers searched the alleys "
                          "where the crowd surged, and Fire Chief Choi Min-ho said 150 people had died.")
    people = _people(report)
    assert "south korea" not in people and any("choi" in name for name in people)


def _reprint(kind: str, path: Path, sibling: Path) -> tuple[str, str]:
    """A near-copy of one of our reports, as real folders hold them (the copies `make eval` adds)."""
    from eval.reprints import copy_text

    return copy_text(kind, path.read_text(encoding="utf-8"), sibling.read_text(encoding="utf-8"))


@pytest.mark.parametrize("kind", ["wire line", "headline", "web page", "paragraphs cut", "paragraphs added"])
def test_a_reprint_of_a_report_is_one_report_of_its_story_and_changes_no_story(tmp_path: Path, kind: str) -> None:
    settings = folder(tmp_path, SAMPLES, STORIES)
    before = {frozenset(a.id for a in s.articles) for s in generate(settings).briefing.stories}
    original, sibling = sorted(SAMPLES.glob("*.txt"))[:2]
    suffix, text = _reprint(kind, original, sibling)
    (settings.sources / f"a-reprint{suffix}").write_text(text, encoding="utf-8")  # before its original, in folder order
    briefing = generate(settings).briefing
    after = {frozenset(a.id for a in s.articles) for s in briefing.stories}
    assert {part - {"a-reprint"} for part in after} == before
    story = next(s for s in briefing.stories if original.stem in {a.id for a in s.articles})
    assert "a-reprint" in {a.id for a in story.articles}
    assert any({"a-reprint", original.stem} <= set(cluster) for cluster in story.clusters)  # no independent source


def test_a_folder_with_a_reprint_of_every_report_gives_the_same_stories(tmp_path: Path) -> None:
    plain = folder(tmp_path / "plain", SAMPLES, STORIES)
    before = {frozenset(a.id for a in s.articles) for s in generate(plain).briefing.stories}
    doubled = folder(tmp_path / "doubled", SAMPLES, STORIES)
    kinds = ["wire line", "headline", "web page", "paragraphs cut", "paragraphs added"]
    originals = sorted(doubled.sources.glob("*.txt"))
    for index, path in enumerate(originals):
        sibling = originals[index - 1] if path.stem[:1] == originals[index - 1].stem[:1] else originals[index + 1]
        suffix, text = _reprint(kinds[index % len(kinds)], path, sibling)
        (doubled.sources / f"{path.stem}-copy{suffix}").write_text(text, encoding="utf-8")
    briefing = generate(doubled).briefing
    after = {frozenset(a.id for a in s.articles) for s in briefing.stories}
    # each copy is in its original's story (a copy that reads the same as its original is skipped as a duplicate)
    assert {frozenset(i.removesuffix("-copy") for i in part) for part in after} == before
    assert all("duplicate" in s.reason for s in briefing.skipped)
