"""What changes a cost: text that makes an Equip cost less (Riftbound 818.1.c.5, 821.1.c.2, 725.3).

A card's rules text may change the cost of its own Equip: "This's Equip costs [1] less" (a
generic test card's ``equip_cost_less``; a passive ability, key ``equip-cost-less``). Activating
Equip pays the cost so changed, while that text is active (818.1.c.5). Weaponmaster computes the
Equip cost as if Equip were activated, every change counted, before it takes [A] off (821.1.c.2),
and it reads that text even while it is inactive because its card is attached (725.3; the
catalogue's GEAR-21).

A reduction takes off Energy, then Power symbol by symbol, never below nothing.
"""

from __future__ import annotations

from rulespec.oracle.layers import abilities
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameObject, GameState

#: The key of "This's Equip costs [X] less" in card data.
EQUIP_COST_LESS = "equip-cost-less"


def minus(cost: Resources, reduction: Resources) -> Resources:
    """``cost`` less ``reduction``: Energy from Energy, Power from the same domain, [A] from any."""
    power = dict(cost.power)
    for domain, n in sorted(reduction.power, key=lambda p: p[0] == "any"):
        for have in ([domain] if domain != "any" else [d for d, _ in cost.power]):
            take = min(n, power.get(have, 0))
            power[have] = power.get(have, 0) - take
            n -= take
    return Resources(max(cost.energy - reduction.energy, 0), tuple(sorted((d, k) for d, k in power.items() if k)))


def equip_cost(state: GameState, card: GameObject, printed: Resources, *, read_inactive: bool = False) -> Resources:
    """The Equip cost of ``card`` with what its own text changes: only its active text, unless
    ``read_inactive`` (Weaponmaster, 725.3)."""
    cost = printed
    for ability in abilities(state, card):
        if ability.definition.key == EQUIP_COST_LESS and ability.origin == card.id and ability.definition.cost \
                and (ability.active or read_inactive):
            cost = minus(cost, ability.definition.cost)
    return cost
