"""What every snapshot of a game keeps, whatever happened, each named by its rule.

Each check reads state documents only (a snapshot, with views), so that it applies to the
oracle (tests/test_invariants.py) and to any engine's snapshots: ``rulespec run`` and ``rulespec
replay`` check every snapshot a scenario's Then steps read, after the step's own checks hold
(:func:`failure`), and ``rulespec fuzz --invariants`` every snapshot after an action. A check
returns the problems it finds, each with its JSON pointer, what the rule wants there and what
the snapshot holds.

>>> doc = {"game": "riftbound", "objects": [
...     {"id": "u", "zone": "board", "location": "base:A", "view": {"attachments": []}},
...     {"id": "g", "zone": "board", "location": "base:A", "attached_to": "u"}]}
>>> attachment_tree(doc)
[Problem(pointer='/objects/0/view/attachments', message="lists []; attached: ['g']", wanted=['g'], got=[])]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from rulespec.features.steps.checks import Failure


class Problem(NamedTuple):
    pointer: str
    message: str
    wanted: Any = None
    got: Any = None


def one_place(doc: dict[str, Any]) -> list[Problem]:
    """Every object in one place (107, 108): one id, one zone; on the board it has a location
    (Riftbound), elsewhere none and it is attached to nothing."""
    problems = [Problem("/objects", f"{i!r} appears {n} times", 1, n)
                for i, n in Counter(o["id"] for o in doc["objects"]).items() if n > 1]
    for i, obj in enumerate(doc["objects"]):
        on_board = obj["zone"] == "board"
        if on_board and "location" not in obj and doc.get("game") == "riftbound":
            problems.append(Problem(f"/objects/{i}/location", f"{obj['id']!r} is on the board at no location",
                                    "a location", None))
        if not on_board:
            for field in ("location", "attached_to"):
                if field in obj:
                    problems.append(Problem(f"/objects/{i}/{field}", f"{obj['id']!r} is in the {obj['zone']} but "
                                            f"has a {'host' if field == 'attached_to' else field}", None, obj[field]))
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
            problems.append(Problem(f"/objects/{i}/attached_to", f"{obj['id']!r} is attached to no object on the "
                                    "board", "an object on the board", obj["attached_to"]))
        elif host.get("location") != obj.get("location"):
            problems.append(Problem(f"/objects/{i}/location", f"{obj['id']!r} is at {obj.get('location')}, its host "
                                    f"{host['id']!r} at {host.get('location')}", host.get("location"),
                                    obj.get("location")))
        seen, at = {obj["id"]}, obj
        while "attached_to" in at and at["attached_to"] in by_id:
            at = by_id[at["attached_to"]]
            if at["id"] in seen:
                problems.append(Problem(f"/objects/{i}/attached_to", f"{obj['id']!r} is attached to itself through "
                                        "others", "no cycle", obj["attached_to"]))
                break
            seen.add(at["id"])
        listed = obj.get("view", {}).get("attachments")
        if listed is not None:
            actual = sorted(o["id"] for o in doc["objects"] if o.get("attached_to") == obj["id"])
            if sorted(listed) != actual:
                problems.append(Problem(f"/objects/{i}/view/attachments", f"lists {sorted(listed)}; attached: {actual}",
                                        actual, listed))
    return problems


def one_buff(doc: dict[str, Any]) -> list[Problem]:
    """A unit has one buff at most (702.3)."""
    return [Problem(f"/objects/{i}/counters/buff", f"{o['id']!r} has {o['counters']['buff']} buffs", 1,
                    o["counters"]["buff"])
            for i, o in enumerate(doc["objects"]) if o.get("counters", {}).get("buff", 0) > 1]


def counters_not_negative(doc: dict[str, Any]) -> list[Problem]:
    """No object has a negative number of counters (744): a counter removed is gone, not below zero."""
    return [Problem(f"/objects/{i}/counters/{kind}", f"{o['id']!r} has {n} {kind} counters", 0, n)
            for i, o in enumerate(doc["objects"]) for kind, n in o.get("counters", {}).items() if n < 0]


def no_lethal_damage(doc: dict[str, Any]) -> list[Problem]:
    """After the cleanup, no unit on the board has lethal damage (323.5, 142.4: a non-zero amount
    at least its Might). Needs each view's ``might``."""
    problems: list[Problem] = []
    for i, obj in enumerate(doc["objects"]):
        might, damage = obj.get("view", {}).get("might"), obj.get("damage", 0)
        if obj["zone"] == "board" and obj.get("view", {}).get("type") == "unit" and might is not None \
                and damage > 0 and damage >= might:
            problems.append(Problem(f"/objects/{i}/damage", f"{obj['id']!r} has {damage} damage and Might {might}, "
                                    "and is still on the board", f"less than its Might ({might}), or the unit "
                                    "killed", damage))
    return problems


#: The checks of a single snapshot, by the name reports use.
SNAPSHOT_INVARIANTS: dict[str, Callable[[dict[str, Any]], list[Problem]]] = {
    "one-place (107)": one_place, "attachment-tree (718.5)": attachment_tree, "one-buff (702.3)": one_buff,
    "counters-not-negative (744)": counters_not_negative, "no-lethal-damage-after-cleanup (323.5)": no_lethal_damage,
}


def broken(doc: dict[str, Any], capabilities: frozenset[str] | None = None,
           cleaned: bool = True) -> list[tuple[str, Problem]]:
    """Every invariant problem of one snapshot, with the invariant's name. With ``capabilities``,
    only what the engine declares: lethal damage needs ``damage``, ``cleanup`` and ``view.might``;
    and only after an accepted action (``cleaned``: a rejected action runs no cleanup, and a state
    as it was set up had none)."""
    found = []
    for name, check in SNAPSHOT_INVARIANTS.items():
        if check is no_lethal_damage and (not cleaned or (capabilities is not None and
                                          not {"damage", "cleanup", "view.might"} <= capabilities)):
            continue
        found += [(name, problem) for problem in check(doc)]
    return found


def check_snapshot(doc: dict[str, Any], capabilities: frozenset[str] | None = None,
                   cleaned: bool = True) -> list[tuple[str, str, str]]:
    """:func:`broken` as (invariant, pointer, message)."""
    return [(name, problem.pointer, problem.message) for name, problem in broken(doc, capabilities, cleaned)]


def failure(doc: dict[str, Any], document: str, capabilities: frozenset[str] | None,
            cleaned: bool) -> tuple[str, Failure] | None:
    """The first invariant ``doc`` breaks, with its name, as a failed check of the scenario that
    read it (``document``: "snapshot", or "before" for the state before a "tries to" action), or None."""
    found = broken(doc, capabilities, cleaned)
    if not found:
        return None
    name, problem = found[0]
    what = "the snapshot after the last action" if document == "snapshot" else "the snapshot before the last action"
    return name, Failure(f"{what} breaks {name}, which every snapshot keeps whatever the scenario checks: "
                         f"{problem.message}", problem.pointer, problem.wanted, problem.got)


def without_views(doc: dict[str, Any]) -> dict[str, Any]:
    """A snapshot as a state document to set up (its views left out)."""
    return {**doc, "objects": [{k: v for k, v in o.items() if k != "view"} for o in doc["objects"]]}
