"""A candidate entity while the index of names is made: the mentions believed to name one
person, place or body, with their kind votes, genders, roles and spellings (names/story.py
joins clusters; names/forms.py joins the other forms of a body or a place)."""

from __future__ import annotations

from collections import Counter

from generator.model import Kind, Mention
from generator.names.cues import GUESS_CUES, TOWN_OR_GAME, VESSEL_CUE, WORK_CUE
from generator.text.name_kinds import kind_votes

KINDS = tuple(Kind)  # in the order the index lists them


class NameCluster:
    """Mentions believed to name one entity, with what is needed to compare them."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.mentions: list[tuple[str, Mention]] = []
        self.votes: Counter[str] = Counter()
        self.kind_override: str | None = None
        self.alias_name: str | None = None  # the name aliases.yml gives it
        self.work = False  # some report quotes the name as a work's title (see _work_votes)
        self.vessel = False  # some report names it a ship ("the container ship Dali")

    @property
    def kind(self) -> Kind:
        if self.kind_override:
            return Kind(self.kind_override)
        if self.vessel:
            return Kind.OTHER  # a ship is named as a town or a person is: its words say it is neither
        votes = self._work_votes() or self.votes
        if not votes:
            return Kind.OTHER
        best = max(KINDS[:3], key=lambda k: (votes[k], -KINDS.index(k)))
        return best if votes[best] > 0 else Kind.OTHER

    def _work_votes(self) -> Counter[str] | None:
        """For a name some report quotes as the title of a work ("the sequel ‘Catching Fire’"),
        the votes of what is more than a guess, in every report; None for any other name."""
        if not self.work:
            return None
        votes: Counter[str] = Counter()
        for _, mention in self.mentions:
            votes.update(kind_votes([c for c in mention.cues if c not in GUESS_CUES]))
        return votes

    @property
    def words(self) -> list[str]:
        return self.key.split()

    def add(self, source: str, mention: Mention) -> None:
        self.mentions.append((source, mention))
        self.votes.update(kind_votes(mention.cues))
        self.work = self.work or WORK_CUE in mention.cues
        self.vessel = self.vessel or VESSEL_CUE in mention.cues

    def take_out(self, moved: list[tuple[str, Mention]]) -> None:
        """Drop mentions found to name another entity; what is left votes again."""
        self.mentions = [sm for sm in self.mentions if sm not in moved]
        self.votes = Counter()
        for _, mention in self.mentions:
            self.votes.update(kind_votes(mention.cues))
        self.work = any(WORK_CUE in m.cues for _, m in self.mentions)
        self.vessel = any(VESSEL_CUE in m.cues for _, m in self.mentions)

    def absorb(self, other: NameCluster, part_of_name: bool = False) -> None:
        """Take in `other`'s mentions. When `other` is this person's surname or first name alone,
        a town of that name is no evidence of a place ("Obama" in "Barack Obama"), nor playing in
        a game of a team ("Rahman" in "Hasim Rahman")."""
        self.mentions.extend(other.mentions)
        if part_of_name:
            for _, mention in other.mentions:
                self.votes.update(kind_votes(["person:surname" if c in TOWN_OR_GAME else c for c in mention.cues]))
        else:
            self.votes.update(other.votes)
        self.kind_override = self.kind_override or other.kind_override
        self.alias_name = self.alias_name or other.alias_name
        self.work = self.work or other.work
        self.vessel = self.vessel or other.vessel
