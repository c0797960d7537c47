"""Cleanup, after every action, repeated until nothing changes (Riftbound 319-324).

The steps this engine implements, in the order of rule 323:

- 323.5 (3b): every unit with lethal damage is killed, all at one moment: triggered abilities
  see those kills once all are done, so a unit killed with the unit it killed does not see that
  kill (383.2.c.2; ``Txn.simultaneously``). Lethal damage is a non-zero amount
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

Win checks, combat designations and showdown steps are not part of this engine yet. The combat
cleanup (324.1, 466.1) is a special cleanup with two steps more after the kills of 3b: 3c every
unit heals; 3d the attackers are recalled if defenders remain (466.1.a); oracle.combat runs it.
Its kills are credited by the same step as every other: to the combat damage sources, their
controller responsible (428.5.c.2), since the combat's deals are the last ones made.

The cleanup is a game procedure: its recalls, and its kills that no deal credits to a player,
have no responsible player (411.2; ATTR-02), and their events say ``responsible: null``
(oracle.procedures).

The ending cleanup (317.2, 324.1) is a special cleanup with three steps more, after the kills of
3b: 3c every unit heals (143.3.b); 3d every "this turn" effect ends together: what was used this
turn (``turn.used``) is forgotten and stuns end (423.1.a.2); 3e the rune pools empty. The steps
it repeats are ordinary cleanups (322, 324.2). ``cleanup(txn, ENDING)`` runs it (oracle.turns).

Magic's state-based effects replace these steps there (oracle.games): an Equipment that is
also a creature, or attached to an illegal or nonexistent permanent, becomes unattached and
stays in play (212.2i); so does an attached Equipment that loses the subtype Equipment, which
can no longer equip a creature (212.2i; MTG-05). Riftbound keeps attachments on a host that
stops being a unit (GEAR-42).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulespec.oracle import delayed
from rulespec.oracle.events import Event
from rulespec.oracle.layers import is_unit, might
from rulespec.oracle.pipeline import happen
from rulespec.oracle.procedures import game_procedure
from rulespec.oracle.resources import Resources
from rulespec.oracle.txn import Txn
from rulespec.oracle.values import evolve


def detach(txn: Txn, card_id: str) -> bool:
    return happen(txn, Event("detach", card_id))


def kill(txn: Txn, object_id: str, *, responsible: str | None, source: dict[str, Any],
         attributed_to: list[str] | None = None, controller: str | None = None) -> bool:
    return happen(txn, Event("kill", object_id, responsible=responsible, source=source,
                             attributed_to=tuple(attributed_to) if attributed_to is not None else None,
                             controller=controller))


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
        if obj.damage <= 0:  # lethal damage is a non-zero amount (142.4): no Might to compute
            continue
        current = might(txn.state, obj)
        if is_unit(obj) and current is not None and obj.damage >= current:
            doomed.append(obj.id)
    with txn.simultaneously():  # 323.5: the units are killed at one moment (383.2.c)
        for object_id in doomed:
            deals = txn.damage_by.get(object_id)
            if not deals:
                kill(txn, object_id, responsible=None, source={"kind": "rule"})
            else:
                last = deals[-1]  # the deal of the spell or ability that resolved just before (428.5.c; ATTR-12)
                kill(txn, object_id, responsible=last.responsible, source=last.source,
                     attributed_to=list(last.attributed_to), controller=last.controller)


def _battlefield_control(txn: Txn) -> None:
    if txn.state.chain:
        return  # a Closed State
    fields = []
    for bf in txn.state.battlefields:
        here = f"battlefield:{bf.id}"
        if bf.controller is not None and not any(is_unit(o) and o.controller == bf.controller and o.location == here
                                                 for o in txn.state.board()):
            txn.record({"type": "battlefield_control_changed", "battlefield": bf.id, "from": bf.controller,
                        "to": None})
            bf = evolve(bf, controller=None)
        fields.append(bf)
    if tuple(fields) != txn.state.battlefields:  # else the same state, with what it has derived kept
        txn.state = txn.state.with_fields(battlefields=tuple(fields))


def _corrective_recalls(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is not None:
            continue
        location = obj.location or ""  # a game without locations has nothing to recall (Magic)
        at_battlefield = location.startswith("battlefield:")
        foreign_base = location.startswith("base:") and location != txn.base_of(obj.controller)
        if (at_battlefield and not is_unit(obj) and obj.traits.type in ("gear", "rune")) or foreign_base:
            recall(txn, obj.id, cause="cleanup")


def _heal_units(txn: Txn) -> None:
    """3c of the ending cleanup: every unit heals (143.3.b, 317.2)."""
    for obj in list(txn.state.board()):
        if is_unit(obj) and obj.damage:
            happen(txn, Event("heal", obj.id))


def _this_turn_ends(txn: Txn) -> None:
    """3d of the ending cleanup: every "this turn" effect ends together (317.2): what was used
    this turn may be used again, and every stun ends (423.1.a.2). Nothing replaces the end of an
    effect: the stun's end is recorded, not proposed (oracle.pipeline)."""
    txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, used=()))
    delayed.end(txn, "end_of_turn")  # delayed triggers that last "this turn" (390-391)
    for obj in list(txn.state.board()):
        if "stunned" in obj.states:
            txn.update(obj.id, states=obj.states - {"stunned"})
            txn.emit("state_lost", object=obj.id, state="stunned")


def _rune_pools_empty(txn: Txn) -> None:
    """3e of the ending cleanup: the rune pools empty (317.2)."""
    txn.state = txn.state.with_fields(players=tuple(evolve(p, pool=Resources()) for p in txn.state.players))


STEPS = {"attached_units": _attached_units, "illegal_hosts": _illegal_hosts, "lethal_damage": _lethal,
         "battlefield_control": _battlefield_control, "corrective_recalls": _corrective_recalls,
         "heal_units": _heal_units, "this_turn_ends": _this_turn_ends, "rune_pools_empty": _rune_pools_empty}

#: The steps the ending cleanup adds after the kills of 3b (317.2, 324.1): 3c, 3d, 3e.
ENDING = ("heal_units", "this_turn_ends", "rune_pools_empty")


Step = Callable[[Txn], None]


def cleanup(txn: Txn, special: tuple[str | Step, ...] = ()) -> None:
    """Clean up until nothing changes (322). ``special`` names the steps of a special cleanup
    (``ENDING``), or gives them (the combat cleanup's recall of the attackers, oracle.combat),
    run after the lethal kills of its first pass; the repeats are ordinary cleanups (324.2)."""
    names: list[str | Step] = list(txn.state.rules.cleanup_steps)
    at = names.index("lethal_damage") + 1 if "lethal_damage" in names else len(names)
    first = [*names[:at], *special, *names[at:]]
    with game_procedure(txn):
        for n in range(64):
            before = txn.state
            for step in first if n == 0 else names:
                (STEPS[step] if isinstance(step, str) else step)(txn)
            if txn.state == before:
                return
    raise RuntimeError("cleanup did not settle after 64 passes")
