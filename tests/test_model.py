"""The records passed between stages: what the caches and the worker processes store of them
comes back equal."""

from __future__ import annotations

import pickle

from generator.model import Article, Problem
from generator.names.story import build_entities
from tests.helpers import article


def test_articles_and_their_records_come_back_from_a_pickle_equal() -> None:
    report = article("a1", "Mayor Ana Ruiz said 12 people were hurt in Lyon on Monday. “We will rebuild,” she said.")
    entities = build_entities([report], {})
    restored = pickle.loads(pickle.dumps((report, entities, Problem("a.txt", "unreadable")),
                                         protocol=pickle.HIGHEST_PROTOCOL))
    assert restored == (report, entities, Problem("a.txt", "unreadable"))
    assert isinstance(restored[0], Article) and restored[0].claims and restored[0].mentions and restored[0].quotes
