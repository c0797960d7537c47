"""Combat damage and the combat cleanup (Riftbound 465, 466, 324.1; ATTR-08, ATTR-11).

The action ``combat`` runs the combat damage step of a combat at one battlefield. It assumes what
comes before: the combat is staged and its showdown is over (323.9, 323.13, 465.1), the chain is
empty, and the attacker is the performing player; the defender is the one other player with units
there. Every unit of the attacker there is an attacker, every unit of the defender a defender
(323.2; designations, showdowns and contests are not modelled).

1. Each side's total is the sum of its units' Might: a stunned unit adds 0 (423.1.b), a negative
   Might counts as 0 (143.2.b) (465.2.a-b).
2. Each side assigns its total to the units of the other side (465.2.c): the action's
   ``assignment`` says how much each unit is assigned, for both sides. It must hold all of the
   total; a unit must be assigned lethal damage before the next one gets any (465.2.c.3), so at
   most one unit gets less than lethal; no unit gets more than lethal while another has less
   (465.2.c.4); Tank units come first (815) and Backline units last (826). Lethal here is what
   makes the damage marked on the unit at least its Might, 1 at least (142.4). An assignment that
   breaks one of these is refused with ``illegal_choice`` and the rule.
3. All the damage is dealt at once (465.2.d): each unit's share is one ``damage`` event whose
   source is combat and the participating units of the opposing side (417.6.c-417.6.c.1; ATTR-08),
   attributed to those units, their controller responsible (417.6.b.4), who marks it (142.3.a).
4. The combat cleanup (466.1, 324.1): units with lethal damage are killed, each kill credited to the
   sources of its combat damage, their controller responsible (428.5.c.2; ATTR-11); then 3c every
   unit heals, and 3d the attackers are recalled if defenders are still at the battlefield
   (466.1.a). Who conquers or holds the battlefield afterwards is not modelled.
5. The attacker's units are attackers, the defender's defenders, from the damage step to the end of
   the combat cleanup: their Might counts their [Assault X] (807: "+X Might while I'm an
   attacker") or their [Shield X] (814: "+X Might while I'm a defender"; oracle.layers), in the
   totals, in what is lethal to them, and in the cleanup's lethal check; then they are no longer.
"""

from __future__ import annotations

from rulespec.oracle.cleanup import cleanup, recall
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.layers import ATTACKING, DEFENDING, active_abilities, is_unit, might
from rulespec.oracle.pipeline import happen
from rulespec.oracle.state import GameObject, GameState
from rulespec.oracle.txn import Txn


def sides(state: GameState, battlefield: str) -> dict[str, list[GameObject]]:
    """The units at the battlefield, by controller, in the state's order."""
    found: dict[str, list[GameObject]] = {}
    for obj in state.board():
        if is_unit(obj) and obj.location == f"battlefield:{battlefield}":
            found.setdefault(obj.controller, []).append(obj)
    return found


def total_might(state: GameState, units: list[GameObject]) -> int:
    """465.2.a-b: stunned units add 0 (423.1.b); a negative Might counts as 0 (143.2.b)."""
    return sum(0 if "stunned" in u.states else max(might(state, u) or 0, 0) for u in units)


def lethal(state: GameState, unit: GameObject) -> int:
    """The damage that makes what is marked on ``unit`` lethal (142.4.a-b): at least 1."""
    return max(max(might(state, unit) or 0, 0), 1) - unit.damage


def _has(state: GameState, unit: GameObject, keyword: str) -> bool:
    return any(a.definition.key == keyword for a in active_abilities(state, unit, "keyword"))


def check_assignment(state: GameState, total: int, units: list[GameObject], assigned: dict[str, int]) -> None:
    """Refuse an assignment of ``total`` to ``units`` that breaks 465.2.c."""
    if not units:
        return
    given = sum(assigned.get(u.id, 0) for u in units)
    if given != total:
        raise Rejected("illegal_choice", "465.2.c", f"{total} damage is to be assigned to "
                       f"{[u.id for u in units]}, not {given}")
    need = {u.id: lethal(state, u) for u in units}
    got = {u.id: assigned.get(u.id, 0) for u in units}
    short = [u.id for u in units if 0 < got[u.id] < need[u.id]]
    if len(short) > 1:
        raise Rejected("illegal_choice", "465.2.c.3", f"{short} are each assigned less than lethal damage: one "
                       "unit must be assigned lethal damage before the next is assigned any")
    over = [u.id for u in units if got[u.id] > need[u.id]]
    if over and any(got[i] < need[i] for i in got):
        raise Rejected("illegal_choice", "465.2.c.4", f"{over} are assigned more than lethal damage while "
                       f"{[i for i in got if got[i] < need[i]]} are not assigned lethal damage")
    for keyword, rule, first, then in (("tank", "815", True, False), ("backline", "826", False, True)):
        before = [u.id for u in units if _has(state, u, keyword) == first]
        after = [u.id for u in units if _has(state, u, keyword) == then]
        if before and after and any(got[i] for i in after) and any(got[i] < need[i] for i in before):
            which = "Tank units are" if keyword == "tank" else "units without Backline are"
            raise Rejected("illegal_choice", rule, f"{which} assigned lethal damage first: "
                           f"{[i for i in before if got[i] < need[i]]} before {[i for i in after if got[i]]}")


def combat(txn: Txn, attacker: str, battlefield: str, assignment: dict[str, int]) -> None:
    """The combat damage step (465) and the combat cleanup (466) of the combat at ``battlefield``."""
    if not any(b.id == battlefield for b in txn.state.battlefields):
        raise Rejected("unknown_object", "107.2", f"no battlefield {battlefield!r} in this game")
    if txn.state.chain:
        raise Rejected("wrong_timing", "465.1", "combat damage is dealt with the chain empty")
    units = sides(txn.state, battlefield)
    others = [p for p in units if p != attacker]
    if attacker not in units or len(others) != 1:
        raise Rejected("no_permission", "323.9", f"no combat at {battlefield!r} with {attacker} attacking: it needs "
                       f"units of {attacker} and of one other player there; it has units of {sorted(units)}")
    defender = others[0]
    fighting = units[attacker] + units[defender]
    for object_id in assignment:
        if object_id not in {u.id for u in fighting}:
            raise Rejected("illegal_target", "465.2.c", f"{object_id!r} is not a unit in the combat at {battlefield!r}")
    # 807, 814: while the combat is resolved, the attacker's units are attackers ([Assault] counts)
    # and the defender's are defenders ([Shield] counts)
    for side, designation in ((attacker, ATTACKING), (defender, DEFENDING)):
        for unit in units[side]:
            txn.update(unit.id, states=unit.states | {designation})
    units = sides(txn.state, battlefield)
    # 465.2.c: the attacker assigns first, then the defender
    check_assignment(txn.state, total_might(txn.state, units[attacker]), units[defender], assignment)
    check_assignment(txn.state, total_might(txn.state, units[defender]), units[attacker], assignment)
    for dealers, player, dealt_to in ((units[attacker], attacker, units[defender]),
                                      (units[defender], defender, units[attacker])):
        sources = [u.id for u in dealers]
        for unit in dealt_to:  # 465.2.d: all at once, no cleanup in between
            happen(txn, Event("damage", unit.id, amount=assignment.get(unit.id, 0), responsible=player,
                              source={"kind": "combat", "objects": sources}, attributed_to=tuple(sources)))
    cleanup(txn, ("heal_units", lambda t: _recall_attackers(t, attacker, defender, battlefield)))
    for obj in list(txn.state.objects):  # the combat is over: no unit is an attacker any more
        if obj.states & {ATTACKING, DEFENDING}:
            txn.update(obj.id, states=obj.states - {ATTACKING, DEFENDING})
    cleanup(txn)


def _recall_attackers(txn: Txn, attacker: str, defender: str, battlefield: str) -> None:
    """3d of the combat cleanup (324.1, 466.1.a): if defenders are still at the battlefield, the
    attackers are recalled, a game procedure's recall."""
    units = sides(txn.state, battlefield)
    if units.get(defender):
        for unit in units.get(attacker, []):
            recall(txn, unit.id, cause="cleanup")
