"""The first difference between the oracle's answer and an engine's, on what the engine declares.

A result: accepted or not; the reason of a rejection and the rule it cites (``reasons``); the events (``events``), with
the fields of attribution only under ``attribution``. Events the rules let come in any order (a
play's ``zone_changed`` and ``card_played``) may come in another order; two events of the same
type may not (the order of two detaches is the killer's choice, 719.5.a).

A snapshot: each object by id, the fields of the state document a declared capability covers
(``FIELD_CAPABILITY``; zone, location, owner, controller and attachment always), and the view
fields of the declared ``view.*`` capabilities. A difference is a JSON pointer into the oracle's
document, what the oracle has there (wanted) and what the engine has (got).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

#: State-document fields of an object, the capability that covers each (None: every engine).
FIELD_CAPABILITY: dict[str, str | None] = {
    "zone": None, "location": None, "owner": None, "controller": None, "attached_to": None,
    "exhausted": "exhaust", "damage": "damage", "counters": "buff", "states": "stun", "copy_of": "copy",
    "token": "tokens", "damage_by": "damage_by_player",
}
DEFAULTS: dict[str, Any] = {"exhausted": False, "damage": 0, "counters": {}, "states": [], "controller": None}
VIEW_CAPABILITY = {"might": "view.might", "abilities": "view.abilities", "attachments": "view.attachment_list",
                   "top_most": "view.top_most", "equipped": "view.equipped", "tags": "view.tags",
                   "text_boxes": "view.text_boxes", "copy_of": "view.copy", "name": "view.name",
                   "type": "view.tags"}  # the card type is set in the layer of the tags (477.1)
ATTRIBUTION_FIELDS = ("source", "responsible", "attributed_to")


@dataclass(frozen=True)
class Difference:
    document: str  #: ``result`` or ``snapshot``
    pointer: str  #: RFC 6901, into the oracle's document
    wanted: Any
    got: Any

    def to_document(self) -> dict[str, Any]:
        return {"document": self.document, "pointer": self.pointer, "wanted": self.wanted, "got": self.got}


def _event(event: dict[str, Any], capabilities: frozenset[str]) -> dict[str, Any]:
    if "attribution" in capabilities:
        return event
    return {k: v for k, v in event.items() if k not in ATTRIBUTION_FIELDS}


#: Events whose order among themselves the rules leave open (docs/implementing.md, the `{ … }` of
#: "What each action produces"), in groups: a play's or a return's zone change; a kill and its
#: detaches; the moves of units that move as one, with their attachments' relocations. Only
#: events next to each other, of one group, may change places, and never two of the same type
#: (the order of two detaches is the killer's choice, 719.5.a): an attach and the detach before
#: it (434.1.f), or an attach and its relocate (434.4), keep their order.
ORDER_FREE: dict[str, int] = {"zone_changed": 1, "card_played": 1, "returned_to_board": 1, "detach": 2, "kill": 2,
                              "move": 3, "relocate": 3}


def _canonical(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events with each run of neighbours of one ``ORDER_FREE`` group ordered by type (a
    stable sort: two of the same type keep their order), so that two lists that differ only in an
    order the rules leave open are equal."""
    found: list[dict[str, Any]] = []
    run: list[dict[str, Any]] = []
    group = None
    for event in events:
        kind = ORDER_FREE.get(event.get("type", ""))
        if kind != group or kind is None:
            found += sorted(run, key=lambda e: str(e.get("type")))
            run = []
        group = kind
        (found if kind is None else run).append(event)
    return found + sorted(run, key=lambda e: str(e.get("type")))


def compare_results(wanted: dict[str, Any], got: dict[str, Any], capabilities: frozenset[str]) -> Difference | None:
    if bool(wanted.get("accepted")) != bool(got.get("accepted")):
        return Difference("result", "/accepted", wanted.get("accepted"), got.get("accepted"))
    if not wanted.get("accepted"):
        if "reasons" in capabilities:  # the reason and the rule it cites (schemas/result.json)
            for key in ("reason", "rule"):
                if wanted.get(key) != got.get(key):
                    return Difference("result", f"/{key}", wanted.get(key), got.get(key))
        return None
    if "events" not in capabilities:
        return None
    ours = [_event(e, capabilities) for e in wanted.get("events", [])]
    theirs = [_event(e, capabilities) for e in got.get("events", [])]
    if ours == theirs:
        return None
    if _canonical(ours) == _canonical(theirs):
        return None  # the same events, in an order the rules leave open
    for i, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        if a != b:
            if a.get("type") != b.get("type"):
                return Difference("result", f"/events/{i}", a, b)
            for key in sorted(a.keys() | b.keys()):
                if a.get(key) != b.get(key):
                    return Difference("result", f"/events/{i}/{key}", a.get(key), b.get(key))
    i = min(len(ours), len(theirs))
    return Difference("result", f"/events/{i}", ours[i] if i < len(ours) else None,
                      theirs[i] if i < len(theirs) else None)


#: What a chain item and a delayed trigger are compared by: not their ids, which each engine chooses.
CHAIN_FIELDS = ("kind", "source", "ability", "controller", "targets")
DELAYED_FIELDS = ("from", "controller", "key")


def _items(items: list[dict[str, Any]] | None, fields: tuple[str, ...]) -> list[dict[str, Any]]:
    """The items with the fields compared, defaults filled in (no targets: ``[]``; a delayed
    trigger's ``key``: its ability's)."""
    found = []
    for item in items or ():
        flat = {**item, "key": item.get("ability", {}).get("key") if isinstance(item.get("ability"), dict) else None}
        found.append({k: flat.get(k, [] if k == "targets" else None) for k in fields})
    return found


def _list_difference(name: str, ours: list[dict[str, Any]], theirs: list[dict[str, Any]],
                     fields: tuple[str, ...]) -> Difference | None:
    """The first field of the snapshot's list ``name`` where the engine's items differ from the
    oracle's, item by item, then the lengths; None if they agree."""
    for i, (a, b) in enumerate(zip(ours, theirs, strict=False)):
        for key in fields:
            if a.get(key) != b.get(key):
                return Difference("snapshot", f"/{name}/{i}/{key}", a.get(key), b.get(key))
    if len(ours) != len(theirs):
        return Difference("snapshot", f"/{name}", len(ours), len(theirs))
    return None


def _field(obj: dict[str, Any], name: str) -> Any:
    if name == "controller":
        return obj.get("controller", obj.get("owner"))
    if name == "damage_by":  # by default all of the damage no one's (142.3; schemas/state.json)
        damage = obj.get("damage", 0)
        return obj.get("damage_by") or ([{"player": None, "amount": damage}] if damage else [])
    return obj.get(name, DEFAULTS.get(name))


def _turn_list(doc: dict[str, Any], name: str) -> list[str]:
    """The entries of ``turn.used`` or ``turn.played``, each as one comparable string, defaults
    left out (a use ``from`` the object that has the ability is one without ``from``)."""
    turn = doc.get("turn") or {}
    entries = turn.get(name) or []
    return [json.dumps({k: v for k, v in e.items() if not (k == "from" and v == e.get("object"))}, sort_keys=True)
            for e in entries if isinstance(e, dict)]


def compare_snapshots(wanted: dict[str, Any], got: dict[str, Any],
                      capabilities: frozenset[str]) -> Difference | None:
    if wanted == got:  # the same document: no field differs (and an engine that agrees often writes it so)
        return None
    theirs = {o.get("id"): o for o in got.get("objects", [])}
    fields = [f for f, c in FIELD_CAPABILITY.items() if c is None or c in capabilities]
    views = [v for v, c in VIEW_CAPABILITY.items() if c in capabilities]
    for i, ours in enumerate(wanted["objects"]):
        other = theirs.get(ours["id"])
        if other is None:
            return Difference("snapshot", f"/objects/{i}", ours["id"], None)
        for name in fields:
            if _field(ours, name) != _field(other, name):
                return Difference("snapshot", f"/objects/{i}/{name}", _field(ours, name), _field(other, name))
        for name in views:
            a, b = ours.get("view", {}).get(name), other.get("view", {}).get(name)
            if name in ("attachments", "tags") and isinstance(a, list) and isinstance(b, list):
                a, b = sorted(a), sorted(b)
            if a != b:
                return Difference("snapshot", f"/objects/{i}/view/{name}", a, b)
    extra = sorted(set(theirs) - {o["id"] for o in wanted["objects"]}, key=str)
    if extra:
        return Difference("snapshot", "/objects", None, extra)
    if "cleanup" in capabilities:
        for i, bf in enumerate(wanted.get("battlefields", [])):
            field: dict[str, Any] = next((b for b in got.get("battlefields", []) if b.get("id") == bf["id"]), {})
            if bf.get("controller") != field.get("controller"):
                return Difference("snapshot", f"/battlefields/{i}/controller", bf.get("controller"),
                                  field.get("controller"))
    # The chain, each item by what it is, its ids left out: the engine names them (406); the delayed
    # triggers, by who controls each, what created it and what it waits for (390-392).
    lists: tuple[tuple[str, str, tuple[str, ...]], ...] = (("chain", "chain", CHAIN_FIELDS),
                                                           ("delayed_triggers", "delayed", DELAYED_FIELDS))
    for capability, name, keys in lists:
        if capability in capabilities:
            found = _list_difference(name, _items(wanted.get(name), keys), _items(got.get(name), keys), keys)
            if found is not None:
                return found
    # What was used this turn and may be used once per turn (377; a set: each instance once), and
    # what was played this turn, in order (377.2.b: what "Use only if" reads).
    for capability, name in (("once_per_turn", "used"), ("legends", "played")):
        if capability in capabilities:
            a, b = _turn_list(wanted, name), _turn_list(got, name)
            if (sorted(a) if name == "used" else a) != (sorted(b) if name == "used" else b):
                return Difference("snapshot", f"/turn/{name}", wanted.get("turn", {}).get(name, []),
                                  got.get("turn", {}).get(name, []))
    if "priority" in capabilities:  # who acts next (312, 337.1)
        a, b = wanted.get("turn", {}).get("priority"), got.get("turn", {}).get("priority")
        if a != b:
            return Difference("snapshot", "/turn/priority", a, b)
    if "turns" in capabilities and wanted.get("turn") != got.get("turn"):
        for key in ("number", "active_player", "phase"):
            a, b = wanted.get("turn", {}).get(key), got.get("turn", {}).get(key)
            if a != b:
                return Difference("snapshot", f"/turn/{key}", a, b)
    return None
