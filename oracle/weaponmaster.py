"""Weaponmaster: equip one of your Equipment to the unit you play, for [A] less (Riftbound 821, 725.3).

[Weaponmaster] is a triggered keyword on units and a play effect (821.1-821.1.b): "When you play
me, you may choose a card you control with the Equipment tag. Its rules text comes back as far as
needed if inactive. Pay its Equip cost minus [A] to attach it to this unit." (821.1.c). In card
data it is the keyword ``Weaponmaster``; oracle.cards makes it a triggered ability (condition:
the ``card_played`` event of the unit that has it, 383.4.a.2) whose effect is the operation
``equip_for_less`` of this module (oracle.effects).

As the trigger resolves, its controller chooses an Equipment they control, or nothing ("you may":
the resolve action's ``choices.chosen``, 402.2). Then, for the chosen Equipment:

1. Its Equip cost is read from its printed text even when that text is inactive, because it is
   attached to a unit (725.3; the catalogue's GEAR-21), wherever that unit is (821.1.c reminder
   text). An Equipment with no Equip has no cost to pay, so nothing happens (821.1.c.4).
2. [A] less: one Power symbol of any domain comes off the cost (the notes' 206.1 example; [A] is
   "one Power of any domain"). It takes no Energy, and a cost with no Power is paid in full
   (821.1.c.3). When the cost has Power of several domains, the symbol taken off is the one that
   lets the player pay, the first in the cost's order if several do: the player's own choice, made
   for them. With several Equip abilities, the first whose reduced cost the pool can pay.
3. If the Equipment cannot be attached to this unit (it is a unit itself, GEAR-41; it is already
   attached to it; the unit left the board), or the cost cannot be paid, nothing changes: nothing
   is paid and the Equipment stays where it was (821.1.c.5).
4. Otherwise the cost is paid and the Equipment is attached: it detaches from its old host
   (434.1.f) and takes this unit's location without moving (434.4).

The Equip ability itself is never activated (nothing goes on the chain, no target is chosen) and
the Weaponmaster unit is neither chosen nor targeted (821.1.c.6).
What the Equipment's own text changes of its Equip cost is counted, inactive as that text is,
before [A] is taken off (821.1.c.2; oracle.costs).
"""

from __future__ import annotations

from rulespec.oracle import attach, costs
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import abilities
from rulespec.oracle.resources import Resources
from rulespec.oracle.txn import Txn

#: "[A] less" (821.1.c.2): one Power of any domain.
LESS = Resources(power=(("any", 1),))


def equip_costs(txn: Txn, equipment_id: str) -> list[Resources]:
    """The costs of every Equip ability the Equipment has, active or not, with what its own text
    changes, active or not (725.3, 821.1.c.2; oracle.costs): an attached Equipment's printed Equip
    is inactive, and Weaponmaster still reads it."""
    obj = txn.obj(equipment_id)
    return [costs.equip_cost(txn.state, obj, a.definition.cost, read_inactive=True) for a in abilities(txn.state, obj)
            if a.definition.key == "equip" and a.definition.cost is not None]


def less(cost: Resources, reduction: Resources) -> list[Resources]:
    """``cost`` minus ``reduction``'s Power, one symbol at a time: each way of taking the Power
    off, in the cost's order. Power of any domain ([A]) takes off one Power symbol of whichever
    domain; Energy is never taken off, and a cost with no Power stays as it is (821.1.c.3)."""
    options = [cost]
    for domain, n in reduction.power:
        for _ in range(n):
            options = [o for option in options for o in _one_less(option, domain)] or options
    return list(dict.fromkeys(options))


def _one_less(cost: Resources, domain: str) -> list[Resources]:
    """Every cost one Power symbol cheaper: of ``domain`` only, or of any domain for ``any``."""
    found = []
    for have, _n in cost.power:
        if domain in ("any", have):
            left = tuple((d, k - 1 if d == have else k) for d, k in cost.power)
            found.append(Resources(cost.energy, tuple((d, k) for d, k in left if k)))
    return found


def reduced_cost(txn: Txn, player: str, equipment_id: str, reduction: Resources = LESS) -> Resources | None:
    """What the player pays to attach the Equipment with Weaponmaster: the first reduced Equip
    cost their pool can pay; None when there is no Equip (821.1.c.4) or none can be paid."""
    pool = txn.state.player(player)
    if pool is None:
        return None
    for cost in equip_costs(txn, equipment_id):
        for option in less(cost, reduction):
            if pool.pool.can_pay(option):
                return option
    return None


def can_attach_here(txn: Txn, equipment_id: str, unit_id: str) -> bool:
    """Whether the attach would change anything: a unit cannot be attached (GEAR-40, GEAR-41), and
    attaching to the current host does nothing (434.1.g)."""
    try:
        attach.check_attach(txn, equipment_id, unit_id)
    except Rejected:
        return False
    return txn.obj(equipment_id).attached_to != unit_id


def pay_to_equip(txn: Txn, player: str, equipment_id: str, unit_id: str, reduction: Resources = LESS) -> bool:
    """Pay the reduced Equip cost if the attach can happen and the cost can be paid; return
    whether it was paid (the attach follows). Otherwise nothing changes (821.1.c.5)."""
    if not can_attach_here(txn, equipment_id, unit_id):
        return False
    cost = reduced_cost(txn, player, equipment_id, reduction)
    if cost is None:
        return False
    if not cost.is_empty():
        txn.pay(player, cost, "821.1.c", equipment_id)
    return True
