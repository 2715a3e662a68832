"""`mkdocs serve` under a burst of saves: one correct rebuild at the end, and a server that
answers; `make preview` (`mkdocs serve --dirty`) shows an edit too."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from bench.run import fetch, serve, wait_for
from tests.helpers import STORIES, sample_project

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("options", [(), ("--dirty",)], ids=["serve", "preview"])
def test_twenty_atomic_saves_end_in_the_last_version(tmp_path: Path, options: tuple[str, ...]) -> None:
    root = sample_project(tmp_path)
    (root / "sources" / "zz-burst.txt").write_text("Version zero of a test report was filed today.\n", encoding="utf-8")
    server, base = serve(root, *options)

    def page_text() -> str:
        export = fetch(base + "briefing.json")
        if not export:
            return ""
        pages = [s["page"] for s in json.loads(export)["sources"] if s["file"].endswith("zz-burst.txt")]
        return (fetch(base + pages[0]) or "") if pages else ""

    try:
        assert wait_for(lambda: "Version zero" in page_text(), 90), "the server never served the page"
        for n in range(1, 21):  # write-then-rename, as editors and git do
            temporary = root / "sources" / f".zz-burst.txt.{n}.tmp"
            temporary.write_text(f"Version {n} of a test report was filed today.\n", encoding="utf-8")
            os.replace(temporary, root / "sources" / "zz-burst.txt")
            time.sleep(0.5)
        assert wait_for(lambda: "Version 20 of" in page_text(), 90), "the last save never showed"
        assert fetch(base) is not None  # and the server still answers
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_a_new_story_dropped_into_the_folder_shows_as_its_own_story_and_a_later_report_joins_it(
        tmp_path: Path) -> None:
    root = sample_project(tmp_path)
    server, base = serve(root)

    def stories() -> list[set[str]]:
        export = fetch(base + "briefing.json")
        return [set(s["sources"]) for s in json.loads(export)["stories"]] if export else []

    def save(file: Path) -> None:  # write-then-rename, as editors and git do
        temporary = root / "sources" / f".{file.name}.tmp"
        temporary.write_text(file.read_text(encoding="utf-8"), encoding="utf-8")
        os.replace(temporary, root / "sources" / file.name)

    first, *others, last = sorted(STORIES.glob("*.txt"))  # a second event's reports, saved one by one
    try:
        assert wait_for(lambda: len(stories()) == 1, 90), "the server never served the briefing"
        for file in (first, *others):
            save(file)
        assert wait_for(lambda: {"q1", "q2", "q3"} in stories(), 90), "the new story never showed"
        save(last)
        assert wait_for(lambda: {"q1", "q2", "q3", "q4"} in stories(), 90), "the later report never joined its story"
        assert len(stories()) == 2 and fetch(base + "briefing/index.html") is not None
    finally:
        server.terminate()
        server.wait(timeout=20)
