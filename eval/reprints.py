"""Stories that hold when a report is reprinted: for one report of each development story, a
near-copy of it is added to the pooled folder, and the stories found must stay what they were
(no story split, no two joined) with the copy in its original's story.

The copies are the kinds real folders hold, in turn: the same wire report under an agency's line
("(Reuters) -" before it), with its headline changed, saved as a web page, with its last two
paragraphs cut, and an updated version with two paragraphs more (taken from another report of
its story). Each copy is read through the generator's own reading (a web page through
trafilatura), as a user's file would be.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from generator.model import Article
from generator.stories.clusters import find_stories

from .run import articles_of
from .tally import Tally, share

KINDS = ("wire line", "headline", "web page", "paragraphs cut", "paragraphs added")


@dataclass
class ReprintScores(Tally):
    trials: int = 0
    whole: int = 0  # the stories found are those found without the copy, the copy in its original's
    by_kind: Counter = field(default_factory=Counter)  # trials kept whole, by kind of copy
    kinds: Counter = field(default_factory=Counter)  # trials, by kind
    errors: list[str] = field(default_factory=list)

    def summary(self) -> dict:
        return {"trials": self.trials, "whole": self.whole, "whole_share": share(self.whole, self.trials),
                "by_kind": {kind: f"{self.by_kind[kind]} of {self.kinds[kind]}" for kind in sorted(KINDS) if self.kinds[kind]}}


def copy_text(kind: str, text: str, sibling: str) -> tuple[str, str]:
    """(file suffix, text) of a near-copy of a report's text of this kind; `sibling`: another
    report of its story, whose paragraphs an updated version adds."""
    lines = [line for line in text.splitlines() if line.strip()]
    if kind == "wire line":
        return ".txt", "\n\n".join([lines[0], "(Reuters) - " + lines[1], *lines[2:]]) + "\n" if len(lines) > 1 else text
    if kind == "headline":
        return ".txt", "\n\n".join(["UPDATE 2-" + lines[0] + " (syndicated)", *lines[1:]]) + "\n"
    if kind == "web page":
        body = "".join(f"<p>{escape(line)}</p>" for line in lines[1:])
        return ".html", (f"<!DOCTYPE html><html><head><title>{escape(lines[0])}</title></head><body>"
                         f"<nav><a href='/'>Home</a></nav><article><h1>{escape(lines[0])}</h1>{body}</article></body></html>")
    if kind == "paragraphs cut":
        return ".txt", "\n\n".join(lines[:-2] if len(lines) > 4 else lines) + "\n"
    added = [line for line in sibling.splitlines() if line.strip()][1:3]
    return ".txt", "\n\n".join([*lines, *added]) + "\n"


def score(files: dict[str, Path], gold: dict[str, str], articles: list[Article]) -> ReprintScores:
    """One trial per gold story: its first report copied (kinds in turn), the folder clustered again."""
    result = ReprintScores()
    by_name = {Path(a.source.file).name: a for a in articles}
    before = _partition(find_stories(articles))
    members: dict[str, list[str]] = {}
    for name in sorted(files):
        if name in by_name:
            members.setdefault(gold[name], []).append(name)
    for index, (story, names) in enumerate(sorted(members.items())):
        kind = KINDS[index % len(KINDS)]
        original, sibling = names[0], names[1] if len(names) > 1 else names[0]
        suffix, text = copy_text(kind, files[original].read_text(encoding="utf-8", errors="replace"),
                                 files[sibling].read_text(encoding="utf-8", errors="replace"))
        with tempfile.TemporaryDirectory(prefix="briefing-reprint-") as tmp:
            path = Path(tmp) / f"zz-reprint-{Path(original).stem}{suffix}"
            path.write_text(text, encoding="utf-8")
            copies = articles_of({path.name: path})
        if not copies:
            result.errors.append(f"{story}: the {kind} copy of {original} was not read")
            continue
        copy = copies[0]
        after = find_stories([*articles, copy])
        story_of = {source: s.id for s in after for source in s.sources}
        kept = _partition([s for s in after]) - {frozenset({copy.id})}
        kept = {frozenset(x for x in part if x != copy.id) for part in kept}
        whole = kept == before and story_of[copy.id] == story_of[by_name[original].id]
        result.trials += 1
        result.kinds[kind] += 1
        if whole:
            result.whole += 1
            result.by_kind[kind] += 1
        else:
            result.errors.append(f"{story}: a {kind} copy of {original} " + (
                "changed the stories" if kept != before else "went to another story"))
    return result


def _partition(stories) -> set[frozenset[str]]:
    return {frozenset(s.sources) for s in stories}
