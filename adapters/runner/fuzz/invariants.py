"""What every snapshot of a Riftbound game keeps, whatever happened, each named by its rule.

Each check reads state documents only (a snapshot, with views), so that it applies to the
oracle (tests/test_invariants.py) and to any engine's snapshots (``rulespec fuzz --invariants``).
A check returns the problems it finds, as (pointer, message).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

Problem = tuple[str, str]


def one_place(doc: dict[str, Any]) -> list[Problem]:
    """Every object in one place (107, 108): one id, one zone; on the board it has a location
    (Riftbound), elsewhere none and it is attached to nothing."""
    problems = [("/objects", f"{i!r} appears {n} times") for i, n in Counter(o["id"] for o in doc["objects"]).items()
                if n > 1]
    for i, obj in enumerate(doc["objects"]):
        on_board = obj["zone"] == "board"
        if on_board and "location" not in obj and doc.get("game") == "riftbound":
            problems.append((f"/objects/{i}", f"{obj['id']!r} is on the board at no location"))
        if not on_board and ("location" in obj or "attached_to" in obj):
            problems.append((f"/objects/{i}", f"{obj['id']!r} is in the {obj['zone']} but has a location or a host"))
    return problems


def attachment_tree(doc: dict[str, Any]) -> list[Problem]:
    """Attachments form a tree consistent both ways (718.5, 717): each card attached to an object
    on the board at its host's location, no cycle, and each view's ``attachments`` exactly the
    cards attached to it."""
    by_id = {o["id"]: o for o in doc["objects"]}
    problems: list[Problem] = []
    for i, obj in enumerate(doc["objects"]):
        host = by_id.get(obj.get("attached_to", ""))
        if "attached_to" not in obj:
            pass
        elif host is None or host["zone"] != "board":
            problems.append((f"/objects/{i}/attached_to", f"{obj['id']!r} is attached to no object on the board"))
        elif host.get("location") != obj.get("location"):
            problems.append((f"/objects/{i}/location", f"{obj['id']!r} is at {obj.get('location')}, its host "
                             f"{host['id']!r} at {host.get('location')}"))
        seen, at = {obj["id"]}, obj
        while "attached_to" in at and at["attached_to"] in by_id:
            at = by_id[at["attached_to"]]
            if at["id"] in seen:
                problems.append((f"/objects/{i}/attached_to", f"{obj['id']!r} is attached to itself through others"))
                break
            seen.add(at["id"])
        listed = obj.get("view", {}).get("attachments")
        if listed is not None:
            actual = sorted(o["id"] for o in doc["objects"] if o.get("attached_to") == obj["id"])
            if sorted(listed) != actual:
                problems.append((f"/objects/{i}/view/attachments", f"lists {sorted(listed)}; attached: {actual}"))
    return problems


def one_buff(doc: dict[str, Any]) -> list[Problem]:
    """A unit has one buff at most (702.3)."""
    return [(f"/objects/{i}/counters/buff", f"{o['id']!r} has {o['counters']['buff']} buffs")
            for i, o in enumerate(doc["objects"]) if o.get("counters", {}).get("buff", 0) > 1]


def counters_not_negative(doc: dict[str, Any]) -> list[Problem]:
    """No object has a negative number of counters (744): a counter removed is gone, not below zero."""
    return [(f"/objects/{i}/counters/{kind}", f"{o['id']!r} has {n} {kind} counters")
            for i, o in enumerate(doc["objects"]) for kind, n in o.get("counters", {}).items() if n < 0]


def no_lethal_damage(doc: dict[str, Any]) -> list[Problem]:
    """After the cleanup, no unit on the board has lethal damage (323.5, 142.4: a non-zero amount
    at least its Might). Needs each view's ``might``."""
    problems: list[Problem] = []
    for i, obj in enumerate(doc["objects"]):
        might, damage = obj.get("view", {}).get("might"), obj.get("damage", 0)
        if obj["zone"] == "board" and obj.get("view", {}).get("type") == "unit" and might is not None \
                and damage > 0 and damage >= might:
            problems.append((f"/objects/{i}/damage", f"{obj['id']!r} has {damage} damage and Might {might}"))
    return problems


#: The checks of a single snapshot, by the name reports use.
SNAPSHOT_INVARIANTS: dict[str, Callable[[dict[str, Any]], list[Problem]]] = {
    "one-place (107)": one_place, "attachment-tree (718.5)": attachment_tree, "one-buff (702.3)": one_buff,
    "counters-not-negative (744)": counters_not_negative, "no-lethal-damage-after-cleanup (323.5)": no_lethal_damage,
}


def check_snapshot(doc: dict[str, Any], capabilities: frozenset[str] | None = None,
                   cleaned: bool = True) -> list[tuple[str, str, str]]:
    """Every invariant problem of one snapshot, as (invariant, pointer, message). With
    ``capabilities``, only what the engine declares: lethal damage needs ``damage``, ``cleanup``
    and ``view.might``; and only after an accepted action (``cleaned``)."""
    found = []
    for name, check in SNAPSHOT_INVARIANTS.items():
        if check is no_lethal_damage and (not cleaned or (capabilities is not None and
                                          not {"damage", "cleanup", "view.might"} <= capabilities)):
            continue  # a rejected action runs no cleanup
        found += [(name, pointer, message) for pointer, message in check(doc)]
    return found


def without_views(doc: dict[str, Any]) -> dict[str, Any]:
    """A snapshot as a state document to set up (its views left out)."""
    return {**doc, "objects": [{k: v for k, v in o.items() if k != "view"} for o in doc["objects"]]}
