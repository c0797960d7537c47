"""Cleanup, after every action, repeated until nothing changes (Riftbound 319-324).

The steps this engine implements, in the order of rule 323:

- 323.5 (3b): every unit with lethal damage is killed. Lethal damage is a non-zero amount
  at least the unit's current Might (142.4). The kill is credited to what dealt the damage
  in the action just performed, and its responsible player is responsible for the kill
  (428.5.c, 428.5.c.1); otherwise it is a game procedure with no responsible player (411.2).
- 323.6 (4): in an Open State, a player with no units at a battlefield they control loses
  control of it (190.4.c). Showdowns and combat, which would keep it, are not modelled yet.
- 323.7 (5): corrective recalls. Unattached non-unit gear and non-unit runes at a battlefield
  go to their controller's base (149.3, 457.1; GEAR-38); a permanent in a base other than its
  controller's goes to its controller's base. A card attached to a permanent may sit in
  another player's base (107.1.c.1), so attached cards are left where their host is.
  A recall does not ready anything (458.1).

Each change the cleanup makes (a detach, a kill, a recall) goes through the event pipeline
(oracle.pipeline), like any other.

Before those steps, and at once rather than as a step of its own: a card attached to
something that is itself a unit is detached, since units cannot be attached (GEAR-40; the
Core Rules are silent, the ruling is from the FAQ: notes, open question 10).

Win checks, combat and showdown steps are not part of this engine yet.

Magic's state-based effects replace these steps there (oracle.games): an Equipment that is
also a creature, or attached to an illegal or nonexistent permanent, becomes unattached and
stays in play (212.2i); so does an attached Equipment that loses the subtype Equipment, which
can no longer equip a creature (212.2i; MTG-05). Riftbound keeps attachments on a host that
stops being a unit (GEAR-42).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulespec.oracle.events import Event
from rulespec.oracle.layers import is_unit, might
from rulespec.oracle.pipeline import happen
from rulespec.oracle.txn import Txn


def detach(txn: Txn, card_id: str) -> bool:
    return happen(txn, Event("detach", card_id))


def kill(txn: Txn, object_id: str, *, responsible: str | None, source: dict[str, Any],
         attributed_to: list[str] | None = None) -> bool:
    return happen(txn, Event("kill", object_id, responsible=responsible, source=source,
                             attributed_to=tuple(attributed_to) if attributed_to is not None else None))


def recall(txn: Txn, object_id: str, cause: str = "effect") -> bool:
    return happen(txn, Event("recall", object_id, cause=cause))


def _attached_units(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is not None and is_unit(obj):
            detach(txn, obj.id)


def _illegal_hosts(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        host = txn.state.get(obj.attached_to) if obj.attached_to is not None else None
        if obj.attached_to is not None and (host is None or not host.on_board or not obj.traits.is_equipment
                                            or host.traits.type not in txn.state.rules.carries_equipment):
            detach(txn, obj.id)


def _lethal(txn: Txn) -> None:
    doomed = []
    for obj in txn.state.board():
        current = might(txn.state, obj)
        if is_unit(obj) and obj.damage > 0 and current is not None and obj.damage >= current:
            doomed.append(obj.id)
    for object_id in doomed:
        deals = txn.damage_by.get(object_id)
        if not deals:
            kill(txn, object_id, responsible=None, source={"kind": "rule"})
        else:
            last = deals[-1]  # the deal of the spell or ability that resolved just before (428.5.c; ATTR-12)
            kill(txn, object_id, responsible=last.responsible, source=last.source,
                 attributed_to=list(last.attributed_to))


def _battlefield_control(txn: Txn) -> None:
    if txn.state.chain:
        return  # a Closed State
    fields = []
    for bf in txn.state.battlefields:
        here = f"battlefield:{bf.id}"
        holds = any(is_unit(o) and o.controller == bf.controller and o.location == here for o in txn.state.board())
        if bf.controller is not None and not holds:
            txn.record({"type": "battlefield_control_changed", "battlefield": bf.id, "from": bf.controller,
                        "to": None})
            bf = replace(bf, controller=None)
        fields.append(bf)
    txn.state = replace(txn.state, battlefields=tuple(fields))


def _corrective_recalls(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""  # a game without locations has nothing to recall (Magic)
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune")) or foreign_base:
            recall(txn, obj.id, cause="cleanup")


STEPS = {"attached_units": _attached_units, "illegal_hosts": _illegal_hosts, "lethal_damage": _lethal,
         "battlefield_control": _battlefield_control, "corrective_recalls": _corrective_recalls}


def cleanup(txn: Txn) -> None:
    steps = [STEPS[name] for name in txn.state.rules.cleanup_steps]
    for _ in range(64):
        before = txn.state
        for step in steps:
            step(txn)
        if txn.state == before:
            return
    raise RuntimeError("cleanup did not settle after 64 passes")
