"""Object identity: a card that changes zones is a new object (Riftbound 124; Magic 400.7).

The suite names each card by one stable id for the whole game. The *object* that card is at a
moment is the pair (id, ``incarnation``): ``GameObject.incarnation`` counts the card's zone
changes since the state was set up (0 then), and every zone change adds one (``Txn.update``):
a kill, a banish, a return to the board, playing a card from the hand, a spell going onto the
chain and from it to the trash. Moving between locations on the board, changing control,
attaching and detaching, copying are not zone changes: the object stays the same (Riftbound
124, 446.2; BUFF-01, BUFF-02).

What lasts "for as long as" something (a copy while its Equipment stays attached) ends as the
card leaves its zone, at once (oracle.zones, oracle.attach), so it never outlives its object.
What is checked later records the object it meant: a chain item keeps the incarnation of its
source and of each of its targets as it was put on the chain (``record``). At resolution:

- a target that is no longer that object is an illegal target: the spell or ability does
  nothing (Riftbound 359.3.e; Magic 608.2b), even if the card is back and would fit;
- an ability whose source is no longer that object still resolves, since it exists apart from
  its source (Riftbound 191.4.a.1; Magic 113.7a), but what it does to "this" or "me" does
  nothing: that object is gone, and the new one is not it (055; Magic 400.7).
"""

from __future__ import annotations

from collections.abc import Iterable

from rulespec.oracle.state import ChainItem, GameState


def record(state: GameState, object_ids: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """The objects ``object_ids`` name now: each id with its current incarnation, sorted by id."""
    found = {i: o.incarnation for i in object_ids if (o := state.get(i)) is not None}
    return tuple(sorted(found.items()))


def is_same_object(state: GameState, object_id: str, recorded: tuple[tuple[str, int], ...]) -> bool:
    """Whether ``object_id`` still names the object ``recorded`` meant. An id the record does
    not name means the object as it is (a record made before identity was tracked)."""
    meant = dict(recorded).get(object_id)
    obj = state.get(object_id)
    return meant is None or (obj is not None and obj.incarnation == meant)


def lost_targets(state: GameState, item: ChainItem) -> list[str]:
    """The targets of ``item`` that have become new objects since it was put on the chain."""
    return [t for t in item.targets if not is_same_object(state, t, item.incarnations)]


def source_lost(state: GameState, item: ChainItem) -> bool:
    """Whether the source of ``item`` has become a new object since it was put on the chain."""
    return not is_same_object(state, item.source, item.incarnations)
