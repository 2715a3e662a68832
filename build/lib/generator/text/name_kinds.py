"""How much each piece of evidence counts towards a name's kind: person, organisation or place.

The cues are found around each mention (names/article.py); the index of names votes with them
over all of an entity's mentions, and the quotes and "In brief" ask the same vote of a speaker
or a name, so the weights live here, once.
"""

from __future__ import annotations

PLAYING_CUE = "organisation:playing"  # a name that plays a game: "Chelsea beat Arsenal"

# How much each cue counts towards a kind (see names/article.py's docstring).
CUE_WEIGHTS = {
    "person:surname": 2, "person:initials": 2, "person:title": 3, "person:role": 3, "person:who": 2, "person:speaker": 1,
    "person:probablepeople": 1,
    "organisation:word": 3, "organisation:team": 4, PLAYING_CUE: 4, "organisation:nearby": 2, "organisation:which": 2,
    "organisation:probablepeople": 1,
    "place:gazetteer": 3, "place:word": 2, "place:facility": 3, "place:preposition": 1,
    "place:at": 1, "place:compass": 3, "place:of": 2,
}


def kind_votes(cues) -> dict[str, float]:
    """The weight of evidence for each kind in some cues."""
    votes = {"person": 0.0, "organisation": 0.0, "place": 0.0}
    for cue in cues:
        kind = cue.split(":")[0]
        if kind in votes:
            votes[kind] += CUE_WEIGHTS.get(cue, 1)
    return votes
