"""`sources/stories.yml`: the person's corrections to the stories found.

Clustering is right most of the time, not always (two earthquakes of one week can be joined;
a report that quotes another event can be drawn into it). The file lists stories as the
person wants them, each an entry:

    - title: Kramatorsk station strike      # optional: the story's name on the site
      files: [kyiv-report.txt, bbc.txt]     # these are one story, wherever they were found
    - files: [quake-1.txt, quake-aftershock.txt]
      with_their_stories: true              # optional: each file brings its found story along

The files of an entry are taken out of the stories they were found in and make one story
together (pin a report to a story, split a story); with `with_their_stories`, the stories the
files were found in are joined whole (merge). Files no entry names stay where they were
found. A story keeps the id of its earliest report, so its pages keep their address. Mistakes
(a file that is not an article, a file in two entries) are reported and the rest applied.
"""

from __future__ import annotations

from generator.ingest.read import STORY_FILE
from generator.ingest.settings_files import StoryEntry
from generator.model import Article, Problem
from generator.stories.clusters import Story, story_id


def apply_story_file(found: list[Story], entries: list[StoryEntry], articles: list[Article],
                     problems: list[Problem], folder: str) -> tuple[list[Story], dict[str, str]]:
    """The stories after the person's corrections, and the titles they gave (story id -> title).
    `folder` is the sources folder as article files begin with it ("sources")."""
    if not entries:
        return found, {}
    rel = f"{folder}/{STORY_FILE}"
    order = {a.id: i for i, a in enumerate(articles)}
    by_name = {a.source.file.removeprefix(f"{folder}/"): a.id for a in articles}
    story_of = {source: story for story in found for source in story.sources}
    taken: set[str] = set()
    wanted: list[tuple[list[str], str | None]] = []
    for number, entry in enumerate(entries, 1):
        members: list[str] = []
        for name in entry.files:
            source = by_name.get(name.strip("/"))
            if source is None:
                problems.append(Problem(rel, f"story {number}: '{name}' is not an article of the folder; left out"))
            elif source in taken:
                problems.append(Problem(rel, f"story {number}: '{name}' is already in an earlier story; left there"))
            else:
                members += [s for s in (story_of[source].sources if entry.with_their_stories else (source,))
                            if s not in taken and s not in members]
                taken.update(members)
        if members:
            wanted.append((members, entry.title))
    stories: list[Story] = []
    titles: dict[str, str] = {}
    for members, title in wanted:
        ids = tuple(sorted(members, key=order.__getitem__))
        stories.append(Story(story_id(ids), ids))
        if title:
            titles[stories[-1].id] = title
    for story in found:
        rest = tuple(s for s in story.sources if s not in taken)
        if rest:
            stories.append(Story(story_id(rest), rest))
    stories.sort(key=lambda s: (-len(s.sources), order[s.sources[0]]))
    return stories, titles

