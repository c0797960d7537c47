"""Activated abilities and the chain (Riftbound 377, 398-406, 818).

Activating an ability checks that it is the player's to use and active, its timing, its
targets and its cost; pays the cost and puts the ability on the chain (GEAR-18). Nothing
else happens until it resolves: Equip attaches on resolution, not on payment (GEAR-19).
On resolution, a target that is no longer legal makes the ability do nothing (359.3.e).

Equip is printed rules text, so it is inactive while its card is attached and cannot be
activated to move the card to another unit (718.2, 721.2; GEAR-20).
"""

from __future__ import annotations

from dataclasses import replace

from oracle.effects import run_effect
from oracle.errors import Rejected
from oracle.layers import Ability, abilities, is_unit
from oracle.state import ChainItem, GameState
from oracle.txn import Txn
from oracle.zones import check_main_timing


def _target_problem(state: GameState, spec: str | None, source: str, controller: str,
                    targets: tuple[str, ...]) -> str | None:
    kind = "creature" if state.game == "mtg" else "unit"
    """Why ``targets`` do not fit ``spec`` for an ability of ``source``; None if they do."""
    if spec is None:
        return "this ability takes no target" if targets else None
    if len(targets) != 1:
        return f"this ability takes exactly one target, got {len(targets)}"
    target = state.get(targets[0])
    if spec == "unit_you_control":  # Riftbound 818.1.b: "a unit you control"; Magic 212.2h: "creature"
        if target is None or not target.on_board or not is_unit(target):
            return f"{targets[0]!r} is not a {kind} on the board"
        if target.id == source:
            return "an Equipment cannot equip itself"
        if target.controller != controller:
            return f"{targets[0]!r} is controlled by {target.controller}, not {controller}"
        return None
    raise ValueError(f"unknown target specification {spec!r}")


def _find(txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    obj = txn.obj(object_id)
    found = [a for a in abilities(txn.state, obj) if a.definition.key == key and a.definition.kind == "activated"]
    if not found:
        raise Rejected("no_such_ability", "377", f"{object_id!r} has no activated ability {key!r}")
    if instance > len(found):
        raise Rejected("no_such_ability", "377", f"{object_id!r} has {len(found)} {key} abilities, not {instance}")
    found = [found[instance - 1]]
    active = [a for a in found if a.active]
    if not active:
        raise Rejected("inactive_ability", txn.state.rules.rule["inactive"],
                       f"the {key} ability of {object_id!r} is inactive (it is printed rules text of a card "
                       f"attached to {obj.attached_to!r}: 718.2)")
    return active[0]


def activate(txn: Txn, player: str, object_id: str, key: str, targets: tuple[str, ...], instance: int = 1) -> None:
    """Several instances of an ability are separate abilities; any of them may be used
    (Riftbound 818.4; Magic 502.33c)."""
    obj = txn.on_board(object_id, "398")
    ability = _find(txn, object_id, key, instance)
    if ability.controller != player:
        raise Rejected("not_controller", txn.state.rules.rule["control"],
                       f"{player} does not control {object_id!r}'s {key} ability; {ability.controller} does")
    check_main_timing(txn, player, txn.state.rules.rule["timing"])
    problem = _target_problem(txn.state, ability.definition.target, ability.origin, player, targets)
    if problem:
        raise Rejected("illegal_target", txn.state.rules.rule["equip_target"] if key == "equip" else "359.3", problem)
    if ability.definition.cost is not None and not ability.definition.cost.is_empty():
        txn.pay(player, ability.definition.cost, "203", object_id)
    taken = {c.id for c in txn.state.chain}
    item_id = next(f"chain-{n}" for n in range(1, len(taken) + 2) if f"chain-{n}" not in taken)
    item = ChainItem(id=item_id, kind="ability", source=obj.id, controller=player, ability=key, targets=targets)
    txn.state = replace(txn.state, chain=(*txn.state.chain, item))
    txn.emit("ability_put_on_chain", object=obj.id, ability=key, item=item_id, targets=list(targets))


def resolve(txn: Txn) -> None:
    if not txn.state.chain:
        raise Rejected("nothing_to_resolve", "406", "the chain is empty")
    item = txn.state.chain[-1]
    txn.state = replace(txn.state, chain=txn.state.chain[:-1])
    source = txn.state.get(item.source)
    definition = source.traits.ability(item.ability) if source and item.ability else None
    if definition is None:
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    if _target_problem(txn.state, definition.target, item.source, item.controller, item.targets):
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    txn.emit("ability_resolved", object=item.source, ability=item.ability, item=item.id)
    run_effect(txn, definition.effect, this=item.source, me=item.source,
               target=item.targets[0] if item.targets else None, responsible=item.controller)
