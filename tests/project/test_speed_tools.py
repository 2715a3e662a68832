"""The tools that keep builds fast and say where time goes: stage timings, what is prepared once per installation."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from generator import prepared
from generator.build import prepare
from generator.build.timing import recording, table, timed
from generator.text import places


def test_stage_times_add_up_only_while_recording() -> None:
    with timed("nowhere"):
        pass  # no recorder: nothing kept, nothing fails
    with recording() as times:
        for _ in range(2):
            with timed("read"):
                pass
        with timed("render"):
            pass
    assert list(times) == ["read", "render"] and all(seconds >= 0 for seconds in times.values())
    assert table({"read": 1.0, "render": 3.0}).splitlines() == ["read          1.00 s  25.0%",
                                                                 "render        3.00 s  75.0%"]


def test_the_command_line_prints_each_stage(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "a.txt").write_text("Rivers rose across the region on Monday, officials said.\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "generator", "build", "--quiet", "--timings", "--root", str(tmp_path),
                           "--sources", str(sources), "--docs", str(tmp_path / "docs")],
                          capture_output=True, text=True, check=True)
    stages = [line.split()[0] for line in done.stderr.splitlines() if line.endswith("%")]
    assert stages[:3] == ["read", "process", "stories"] and "render" in stages and "write" in stages


def test_a_damaged_prepared_gazetteer_is_prepared_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prepared, "FOLDER", tmp_path)
    (tmp_path / "places").mkdir()
    (tmp_path / "places" / "places-from-older-data.pickle").write_bytes(b"old")
    places._names.cache_clear()
    try:
        first = places._names()
        [path] = (tmp_path / "places").iterdir()  # the older one removed
        assert places.is_city("Kramatorsk") and path.stat().st_mode & 0o777 == 0o644
        kept = path.read_bytes()
        path.write_bytes(kept[:-10])
        places._names.cache_clear()
        assert places._names() == first and path.read_bytes() == kept
    finally:
        places._names.cache_clear()


def test_prepare_all_prepares_the_gazetteer_the_dictionary_and_the_templates(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.render import pages
    from generator.text import words

    monkeypatch.setattr(prepared, "FOLDER", tmp_path)
    monkeypatch.setattr(words, "DICTIONARIES", words.Dictionaries())
    pages.environment.cache_clear()
    places._names.cache_clear()
    try:
        prepare.prepare_all()
    finally:
        pages.environment.cache_clear()
        places._names.cache_clear()
    templates = len(list((Path(pages.__file__).parent / "templates").glob("*.j2")))
    assert [len(list((tmp_path / part).iterdir())) for part in ("places", "dictionaries", "templates")] == [1, 1, templates]


def test_a_build_works_when_the_installation_cannot_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.build.pipeline import generate
    from generator.render import pages
    from tests.helpers import project

    (tmp_path / "a-file").write_text("", encoding="utf-8")
    monkeypatch.setattr(prepared, "FOLDER", tmp_path / "a-file" / "_prepared")  # a folder that cannot be made
    assert prepared.folder("templates") is None
    pages.environment.cache_clear()
    try:
        (tmp_path / "project").mkdir()
        settings = project(tmp_path / "project", {"a.txt": "Rivers rose across the region on Monday, officials said.\n"})
        generate(settings)
    finally:
        pages.environment.cache_clear()
    assert (settings.docs / "briefing" / "index.md").is_file()


@pytest.mark.slow
def test_the_benchmark_times_an_edit_until_its_page_is_served(tmp_path: Path) -> None:
    from bench.run import edit_to_browser
    from tests.helpers import sample_project

    root = sample_project(tmp_path)
    edited = sorted((root / "sources").glob("*.txt"))[0]
    before = edited.read_text(encoding="utf-8")
    shown, final = edit_to_browser(root, edited, ("--dirty",), timeout=120)
    assert 0 < shown <= final < 120
    assert edited.read_text(encoding="utf-8") == before  # the report is left as it was


def test_probablepeople_reads_its_table_of_names_from_the_prepared_folder(tmp_path: Path) -> None:
    script = ("import sys; from pathlib import Path; from generator import prepared; "
              f"prepared.FOLDER = Path({str(tmp_path)!r}); people = prepared.probablepeople(); "
              "print(getattr(sys.modules['probablepeople.ratios'], '__file__', None) is None, "
              "people.tag('Maria Lopez')[1], people.tag('Acme Systems Inc.')[1])")
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
            for _ in range(2)]
    assert runs == [["False", "Person", "Corporation"], ["True", "Person", "Corporation"]]  # made once, then read
    assert [p.suffix for p in (tmp_path / "probablepeople").iterdir()] == [".pickle"]


def test_the_cycle_collector_waits_for_the_end_of_a_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    from generator.build import pipeline
    from tests.helpers import project

    seen: list[bool] = []
    process = pipeline.process
    monkeypatch.setattr(pipeline, "process", lambda source, settings: (seen.append(gc.isenabled()),
                                                                      process(source, settings))[1])
    settings = project(tmp_path, {"a.txt": "Rivers rose across the region on Monday, officials said.\n"})
    pipeline.generate(settings)
    assert seen == [False] and gc.isenabled()
    with pytest.raises(FileNotFoundError):
        pipeline.generate(replace(settings, sources=tmp_path / "nowhere"))
    assert gc.isenabled()  # back on after a build that failed, too


def test_what_cannot_be_prepared_is_made_again_without_stopping_the_build(tmp_path: Path) -> None:
    from generator.prepared import PreparedCache

    (tmp_path / "a-file").write_text("", encoding="utf-8")
    store = PreparedCache(tmp_path / "a-file", (dict,))  # a folder that cannot be made
    store.put("table", {"a": 1})
    assert store.get("table") is None
