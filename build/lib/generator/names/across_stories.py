"""Across stories: the same person, place or organisation in several stories of one folder.

Each story's index of names is made from its own reports only, so nothing one story says is
mixed into another. The reader still needs to know that the mayor quoted in the flood story is
the one named in the budget story: an entry whose name (by the index's transliteration key)
and kind are those of an entry in another story is linked to it, both ways.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from generator.model import Briefing
from generator.text.name_keys import transliteration_key


def link_stories(stories: tuple[Briefing, ...]) -> tuple[Briefing, ...]:
    """The stories, each entity carrying the (story id, entity id) of its namesakes elsewhere."""
    name_of = {(story.id, e.id): (transliteration_key(e.name), e.kind) for story in stories for e in story.entities}
    found: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)
    for (story_id, entity_id), name in name_of.items():
        found[name].append((story_id or "", entity_id))
    linked = []
    for story in stories:
        entities = tuple(replace(e, elsewhere=tuple(p for p in found[name_of[(story.id, e.id)]] if p[0] != story.id))
                         for e in story.entities)
        linked.append(replace(story, entities=entities))
    return tuple(linked)
