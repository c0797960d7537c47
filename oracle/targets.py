"""Targets: what a spell or ability calls for, as data (Riftbound 359.3, 818.1.b, 718.5.a-b).

A target specification is a sequence of slots, one per target, each an object on the board of a
kind (``unit``, ``gear``, ``equipment``), controlled by anyone, by the spell's or ability's
controller (``you``: "a friendly unit", "a unit you control") or by an opponent (``opponent``: "an
enemy unit"), and possibly with a keyword in its text ("a gear with Equip": inactive text counts,
135.4.a, 818.5.a). Several slots take different objects. Card data writes slots as a list
(Challenge: ``[{"kind": "unit", "controller": "you"}, {"kind": "unit", "controller": "opponent"}]``);
the names of schemas/state.json's ``generic_ability.target`` stand for the same slots (``NAMED``).

>>> slots("gear_with:Equip")
(Slot(kind='gear', controller='any', keyword='Equip'),)
>>> [s.controller for s in slots([{"kind": "unit", "controller": "you"}, {"kind": "unit", "controller": "opponent"}])]
['you', 'opponent']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulespec.oracle.layers import abilities, is_unit
from rulespec.oracle.state import GameObject, GameState


@dataclass(frozen=True)
class Slot:
    """One target: an object of ``kind`` on the board, controlled by ``controller`` (``any``,
    ``you``, ``opponent``), with ``keyword`` in its text if one is named."""

    kind: str
    controller: str = "any"
    keyword: str | None = None


#: The named specifications of generic test cards, as slots.
NAMED: dict[str, tuple[Slot, ...]] = {
    "unit": (Slot("unit"),),
    "gear": (Slot("gear"),),
    "equipment": (Slot("equipment"),),
    "unit_you_control": (Slot("unit", "you"),),  # Riftbound 818.1.b; Magic 212.2h: "creature you control"
    "two_units": (Slot("unit"), Slot("unit")),
    "friendly_unit_then_enemy_unit": (Slot("unit", "you"), Slot("unit", "opponent")),
}

#: A specification as rule modules pass it: a name, card data or slots (``slots``).
Spec = Any


def slots(spec: Any) -> tuple[Slot, ...]:
    """The slots of a specification: a name (``unit``, ``gear_with:Equip``), card data (a list of
    ``{"kind", "controller", "keyword"}``, or of such triples as oracle.cards keeps them), or slots."""
    if spec is None:
        return ()
    if isinstance(spec, str):
        name, _, keyword = spec.partition("_with:")
        if name not in NAMED:
            raise ValueError(f"unknown target specification {spec!r}")
        return tuple(Slot(s.kind, s.controller, keyword or None) for s in NAMED[name])
    return tuple(s if isinstance(s, Slot) else Slot(*s) if isinstance(s, tuple)
                 else Slot(s["kind"], s.get("controller", "any"), s.get("keyword")) for s in spec)


def _noun(state: GameState, slot: Slot) -> str:
    kind = {"unit": state.rules.unit_name, "gear": "gear", "equipment": "Equipment"}[slot.kind]
    article = "an" if kind[0] in "aeiouAEIOU" else "a"
    owner = {"any": "", "you": "friendly ", "opponent": "enemy "}[slot.controller]
    return f"{'an' if owner == 'enemy ' else article if not owner else 'a'} {owner}{kind}" + (
        f" with {slot.keyword}" if slot.keyword else "")


def _fits_kind(obj: GameObject, kind: str) -> bool:
    return {"unit": is_unit(obj), "gear": obj.traits.type == "gear",
            "equipment": obj.traits.type == "gear" and obj.traits.is_equipment}[kind]


def problem(state: GameState, spec: Any, controller: str, targets: tuple[str, ...]) -> str | None:
    """Why ``targets`` do not fit ``spec`` for a spell or ability ``controller`` controls; None if
    they do. An attached Equipment is still a gear and an Equipment that can be targeted (718.5.a-b)."""
    wanted = slots(spec)
    if not wanted:
        return "this ability takes no target" if targets else None
    if len(targets) != len(wanted):
        return (f"choose {' and '.join(_noun(state, s) for s in wanted)}: {len(wanted)} target"
                f"{'s' if len(wanted) > 1 else ''}, got {list(targets)}")
    if len(set(targets)) != len(targets):
        return f"each target is a different object; got {list(targets)}"
    for target_id, slot in zip(targets, wanted, strict=True):
        obj = state.get(target_id)
        if obj is None or not obj.on_board:
            return f"{target_id!r} is not on the board"
        if not _fits_kind(obj, slot.kind):
            return f"{target_id!r} is not {_noun(state, Slot(slot.kind))}"
        if slot.controller == "you" and obj.controller != controller:
            return f"{target_id!r} is controlled by {obj.controller}, not {controller}: it is not {_noun(state, slot)}"
        if slot.controller == "opponent" and obj.controller == controller:
            return f"{target_id!r} is controlled by {controller}: it is not {_noun(state, slot)}"
        if slot.keyword and all(a.definition.key != slot.keyword.split()[0].lower() for a in abilities(state, obj)):
            return f"{target_id!r} has no {slot.keyword} in its text"
    return None
