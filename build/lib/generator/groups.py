"""Union-find: which items end up in one group once pairs of them are joined."""

from __future__ import annotations


class DisjointSets:
    """Items 0..n-1, each its own group until joined to another."""

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, item: int) -> int:
        while self.parent[item] != item:
            self.parent[item] = self.parent[self.parent[item]]
            item = self.parent[item]
        return item

    def join(self, a: int, b: int) -> None:
        self.parent[self.find(b)] = self.find(a)

    def groups(self) -> list[list[int]]:
        """The groups, each in item order, ordered by their first item."""
        members: dict[int, list[int]] = {}
        for item in range(len(self.parent)):
            members.setdefault(self.find(item), []).append(item)
        return list(members.values())
