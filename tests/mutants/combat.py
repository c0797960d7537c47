"""Wrong engines for combat and damage marked per responsible player (ATTR-08, ATTR-09, ATTR-11:
features/riftbound/attribution/combat.feature).

Each gets one part of 417.6.c (the units of the other side are the sources of combat damage),
465.2 (the totals and the assignment), 466.1 with 324.1 and 428.5.c.2 (the combat cleanup and its
kills) or 142.3 (who marked the damage on a unit) wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import cleanup as cleanup_module
from rulespec.oracle import combat, damage
from rulespec.oracle import engine as engine_module
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event
from rulespec.oracle.layers import is_unit, might
from rulespec.oracle.pipeline import happen
from rulespec.oracle.state import GameObject, GameState
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, patched, replacing_entry, rewriting

Handler = Callable[[Txn, dict[str, Any]], None]


# --- ATTR-08: the sources of combat damage, the totals, the assignment (417.6.c, 465.2) -------

def _side_of(txn: Txn, object_id: str) -> list[str]:
    unit = txn.obj(object_id)
    return [o.id for o in txn.state.board() if o.location == unit.location and o.controller == unit.controller
            and o.card.type == "unit"]


def _rewrite_combat_damage(change: Callable[[Txn, Event], Event]) -> Callable[..., bool]:
    def mutated(original: Callable[[Txn, Event], bool], txn: Txn, event: Event) -> bool:
        return original(txn, change(txn, event) if event.kind == "damage" else event)

    return mutated


def _from_the_combat(txn: Txn, e: Event) -> Event:
    return replace(e, source={"kind": "combat"}, attributed_to=())


def _from_own_side(txn: Txn, e: Event) -> Event:
    own = _side_of(txn, e.object)
    return replace(e, source={"kind": "combat", "objects": own}, attributed_to=tuple(own))


def _attacker_responsible(txn: Txn, e: Event) -> Event:
    return replace(e, responsible=txn.state.turn.active_player)


def _first_unit_only(txn: Txn, e: Event) -> Event:
    first = list(e.attributed_to or ())[:1]
    return replace(e, source={"kind": "combat", "objects": first}, attributed_to=tuple(first))


def _stunned_count(original: Callable[[GameState, list[GameObject]], int], state: GameState,
                   units: list[GameObject]) -> int:
    return sum(max(might(state, u) or 0, 0) for u in units)


def _negative_subtracts(original: Callable[[GameState, list[GameObject]], int], state: GameState,
                        units: list[GameObject]) -> int:
    return sum(0 if "stunned" in u.states else might(state, u) or 0 for u in units)


def _zero_deals_happen(original: Callable[[Txn, Event], bool], txn: Txn, event: Event) -> bool:
    if event.kind == "damage" and event.amount == 0:
        txn.emit("damage", object=event.object, amount=0, source=event.source, responsible=event.responsible,
                 attributed_to=list(event.attributed_to or ()) or None)
        return True
    return original(txn, event)


def _checking_only(*rules: str) -> Callable[..., None]:
    """check_assignment that enforces only ``rules`` of 465.2.c: the rest is a wrong engine's blind spot."""

    def check(original: Callable[..., None], state: GameState, total: int, units: list[GameObject],
              assigned: dict[str, int]) -> None:
        try:
            original(state, total, units, assigned)
        except Rejected as rejection:
            if rejection.rule in rules:
                raise

    return check


ALL_CHECKS = ("465.2.c", "465.2.c.3", "465.2.c.4", "815", "826")


def _all_but(rule: str) -> Callable[..., None]:
    return _checking_only(*(r for r in ALL_CHECKS if r != rule))


# --- ATTR-11: the combat cleanup and its kills (466.1, 324.1, 428.5.c.2) --------------------

def _kills_are_no_ones(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    txn.damage_by.clear()  # the kills at the cleanup are credited to no deal: a rule kills them
    original(txn, special)


def _kills_by_attacker(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
    return original(txn, object_id, **{**kw, "responsible": txn.state.turn.active_player})


def _no_heal(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    original(txn, tuple(s for s in special if s != "heal_units"))


def _heal_at_the_battlefield_only(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    fighting = {o.id for o in txn.state.board() if o.id in txn.damage_by}
    original(txn, tuple(s for s in special if s != "heal_units"))
    for object_id in fighting:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and obj.damage:
            happen(txn, Event("heal", object_id))


def _heal_before_kills(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    for obj in list(txn.state.board()):
        if obj.damage:
            happen(txn, Event("heal", obj.id))
    original(txn, special)


def _no_recall(original: Callable[..., None], txn: Txn, attacker: str, defender: str, battlefield: str) -> None:
    return None


def _always_recall(original: Callable[..., None], txn: Txn, attacker: str, defender: str, battlefield: str) -> None:
    for unit in combat.sides(txn.state, battlefield).get(attacker, []):
        happen(txn, Event("recall", unit.id, cause="cleanup"))


def _recall_defenders(original: Callable[..., None], txn: Txn, attacker: str, defender: str,
                      battlefield: str) -> None:
    original(txn, defender, attacker, battlefield)


def _credit_earlier_damage(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """Every card whose damage is still marked on the unit shares the kill (ATTR-12's counter-case)."""
    dealt: dict[str, list[str]] = adapter.__dict__.setdefault("_dealt_by", {})
    if not result.get("accepted"):
        return result
    for event in result["events"]:
        if event.get("type") == "damage":
            dealt.setdefault(event["object"], []).extend(event.get("attributed_to") or [])
        elif event.get("type") == "kill" and event["object"] in dealt:
            earlier = [o for o in dealt[event["object"]] if o not in (event.get("attributed_to") or [])]
            event["attributed_to"] = earlier + list(event.get("attributed_to") or [])
        elif event.get("type") == "heal":
            dealt.pop(event["object"], None)
    return result


# --- ATTR-09: damage marked per responsible player (142.3) -----------------------------------

def _damage_no_ones(doc: dict[str, Any]) -> dict[str, Any]:
    for obj in doc.get("objects", []):
        obj.pop("damage_by", None)
    return doc


def _damage_turn_players(doc: dict[str, Any]) -> dict[str, Any]:
    player = (doc.get("turn") or {}).get("active_player", doc["players"][0]["id"])
    for obj in doc.get("objects", []):
        if obj.get("damage"):
            obj["damage_by"] = [{"player": player, "amount": obj["damage"]}]
    return doc


def _last_marker_takes_all(original: Callable[..., Any], parts: tuple[tuple[str | None, int], ...],
                           player: str | None, amount: int) -> tuple[tuple[str | None, int], ...]:
    return ((player, sum(n for _, n in parts) + amount),)


def _marked_by_performer(original: Handler, txn: Txn, a: dict[str, Any]) -> None:
    original(txn, a)
    source, obj = a.get("source", {}), txn.state.get(a["to"])
    dealer = txn.state.get(source.get("object", "")) if source.get("kind") == "object" else None
    if obj is None or not obj.on_board or dealer is None or dealer.controller == a["player"]:
        return
    parts = dict(obj.marked_by)
    parts[dealer.controller] -= a["amount"]
    parts[a["player"]] = parts.get(a["player"], 0) + a["amount"]
    txn.update(a["to"], damage_by=tuple((p, n) for p, n in parts.items() if n > 0))


def _kill_to_first_marker(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
    obj = txn.state.get(object_id)
    if obj is not None and obj.marked_by:
        kw = {**kw, "responsible": obj.marked_by[0][0]}
    return original(txn, object_id, **kw)


# --- more misreadings: thresholds, totals and marks an engine author gets wrong --------------

def _lethal_strictly_more(original: Callable[[Txn], None], txn: Txn) -> None:
    """The cleanup's 3b with "lethal" read as more damage than Might, not at least as much."""
    for obj in list(txn.state.board()):
        current = might(txn.state, obj)
        if is_unit(obj) and current is not None and obj.damage > max(current, 0):
            deals = txn.damage_by.get(obj.id)
            last = deals[-1] if deals else None
            cleanup_module.kill(txn, obj.id, responsible=last.responsible if last else None,
                                source=last.source if last else {"kind": "rule"},
                                attributed_to=list(last.attributed_to) if last else None)


def _lethal_ignores_marked(original: Callable[[GameState, GameObject], int], state: GameState,
                           unit: GameObject) -> int:
    return max(max(might(state, unit) or 0, 0), 1)


def _lethal_zero_for_zero_might(original: Callable[[GameState, GameObject], int], state: GameState,
                                unit: GameObject) -> int:
    return max(might(state, unit) or 0, 0) - unit.damage


def _printed_might_total(original: Callable[[GameState, list[GameObject]], int], state: GameState,
                         units: list[GameObject]) -> int:
    return sum(0 if "stunned" in u.states else max(u.traits.might or 0, 0) for u in units)


def _heal_keeps_marks(original: Callable[..., None], txn: Txn, object_id: str) -> None:
    marks = txn.obj(object_id).damage_by
    original(txn, object_id)
    obj = txn.state.get(object_id)
    if obj is not None and obj.on_board and marks:
        txn.update(object_id, damage_by=marks)


def _deal_onto_kept_marks(original: Callable[..., bool], txn: Txn, amount: int, to: str, **kw: Any) -> bool:
    """The next deal adds its mark to the ledger the heal left behind."""
    target = txn.state.get(to)
    stale = target.damage_by if target is not None and not target.damage else ()
    dealt = original(txn, amount, to, **kw)
    if dealt and stale:
        merged = stale
        for player, n in txn.obj(to).damage_by or ((None, amount),):
            merged = damage._marked(merged, player, n)
        txn.update(to, damage_by=merged)
    return dealt


def _marks_never_merge(original: Callable[..., Any], parts: tuple[tuple[str | None, int], ...],
                       player: str | None, amount: int) -> tuple[tuple[str | None, int], ...]:
    """Each deal is a mark of its own; the view shows the first mark of each player only."""
    if any(p == player for p, _ in parts):
        return parts
    return original(parts, player, amount)


def _zero_spell_damage_dealt(original: Callable[..., bool], txn: Txn, amount: int, to: str, **kw: Any) -> bool:
    if amount <= 0 and to in {o.id for o in txn.state.board()}:
        src = kw["source"]
        txn.emit("damage", object=to, amount=0, source=src, responsible=kw["responsible"],
                 attributed_to=kw.get("attributed_to") or ([src["object"]] if "object" in src else None))
        return True
    return original(txn, amount, to, **kw)


def _lethal_kill_by_the_victims_controller(original: Callable[..., bool], txn: Txn, object_id: str,
                                           **kw: Any) -> bool:
    obj = txn.state.get(object_id)
    if obj is not None and kw.get("source", {}).get("kind") in ("spell", "ability") and txn.damage_by.get(object_id):
        kw = {**kw, "responsible": obj.controller}
    return original(txn, object_id, **kw)


def _one_side_first(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                    assignment: dict[str, int]) -> None:
    """The attackers' damage is dealt and its kills made before the defenders deal theirs: only the
    defenders that survive strike back (465.2.d: all combat damage is dealt at once)."""
    units = combat.sides(txn.state, battlefield)
    others = [p for p in units if p != attacker]
    if attacker not in units or len(others) != 1 or txn.state.chain:
        return original(txn, attacker, battlefield, assignment)
    defender = others[0]
    combat.check_assignment(txn.state, combat.total_might(txn.state, units[attacker]), units[defender], assignment)
    combat.check_assignment(txn.state, combat.total_might(txn.state, units[defender]), units[attacker], assignment)
    sources = [u.id for u in units[attacker]]
    for unit in units[defender]:
        happen(txn, Event("damage", unit.id, amount=assignment.get(unit.id, 0), responsible=attacker,
                          source={"kind": "combat", "objects": sources}, attributed_to=tuple(sources)))
    cleanup_module.STEPS["lethal_damage"](txn)
    survivors = [u for u in units[defender] if txn.obj(u.id).on_board]
    if survivors:
        sources = [u.id for u in survivors]
        for unit in units[attacker]:
            happen(txn, Event("damage", unit.id, amount=assignment.get(unit.id, 0), responsible=defender,
                              source={"kind": "combat", "objects": sources}, attributed_to=tuple(sources)))
    combat.cleanup(txn, ("heal_units", lambda t: combat._recall_attackers(t, attacker, defender, battlefield)))
    return None


MUTANTS: list[Mutant] = [
    Mutant("combat-damage-from-the-combat", "ATTR-08",
           "combat damage is the combat's own: no unit is its source, and nothing is credited with it",
           patched(("rulespec.oracle.combat.happen", _rewrite_combat_damage(_from_the_combat)))),
    Mutant("combat-damage-from-own-side", "ATTR-08",
           "\"the damage assigned to a side\" comes from that side's own units: a unit's damage is credited to "
           "its side", patched(("rulespec.oracle.combat.happen", _rewrite_combat_damage(_from_own_side)))),
    Mutant("combat-damage-attacker-responsible", "ATTR-08",
           "the attacker makes the combat, so the attacker is responsible for all of its damage, both ways",
           patched(("rulespec.oracle.combat.happen", _rewrite_combat_damage(_attacker_responsible)))),
    Mutant("combat-damage-from-first-unit", "ATTR-08",
           "the damage of a side is dealt by its first unit, the one that leads the attack",
           patched(("rulespec.oracle.combat.happen", _rewrite_combat_damage(_first_unit_only)))),
    Mutant("stunned-unit-adds-its-might", "ATTR-08",
           "a stunned unit is still in the combat, and its Might counts in its side's total",
           patched(("rulespec.oracle.combat.total_might", _stunned_count))),
    Mutant("assignment-spreads-damage", "ATTR-08",
           "damage may be spread over several units without killing any: the order of 465.2.c.3 is not checked",
           patched(("rulespec.oracle.combat.check_assignment", _all_but("465.2.c.3")))),
    Mutant("assignment-overkills", "ATTR-08",
           "any unit may be assigned more than lethal damage, while another gets less",
           patched(("rulespec.oracle.combat.check_assignment", _all_but("465.2.c.4")))),
    Mutant("assignment-ignores-tank", "ATTR-08",
           "Tank is a keyword with no effect on the assignment: any unit may take the damage first",
           patched(("rulespec.oracle.combat.check_assignment", _all_but("815")))),
    Mutant("assignment-ignores-backline", "ATTR-08",
           "Backline is a keyword with no effect on the assignment: a Backline unit may take the damage first",
           patched(("rulespec.oracle.combat.check_assignment", _all_but("826")))),
    Mutant("negative-might-subtracts", "ATTR-08",
           "a side's total is the plain sum of its Might: a negative Might takes away from it",
           patched(("rulespec.oracle.combat.total_might", _negative_subtracts))),
    Mutant("zero-combat-damage-is-dealt", "ATTR-08",
           "a unit assigned no damage is still dealt a damage event of 0, so \"when you deal damage\" fires for a "
           "side that dealt nothing", patched(("rulespec.oracle.combat.happen", _zero_deals_happen))),
    Mutant("assignment-need-not-be-whole", "ATTR-08",
           "a side may assign less than its total: the rest is lost",
           patched(("rulespec.oracle.combat.check_assignment", _all_but("465.2.c")))),
    Mutant("combat-kills-are-no-ones", "ATTR-11",
           "the combat cleanup's kills are a game procedure's, credited to no unit, with no responsible player",
           patched(("rulespec.oracle.combat.cleanup", _kills_are_no_ones))),
    Mutant("combat-kills-by-the-attacker", "ATTR-11",
           "the attacker is responsible for every kill of the combat, its own units' deaths included",
           patched(("rulespec.oracle.cleanup.kill", _kills_by_attacker))),
    Mutant("combat-kill-credits-earlier-damage", "ATTR-11",
           "every card whose damage is still marked on the unit shares the kill, not only the combat's sources",
           rewriting(perform=_credit_earlier_damage)),
    Mutant("combat-cleanup-does-not-heal", "ATTR-11",
           "the units keep their combat damage until the end of the turn",
           patched(("rulespec.oracle.combat.cleanup", _no_heal))),
    Mutant("combat-cleanup-heals-the-fighters-only", "ATTR-11",
           "the combat cleanup heals the units that fought, not every unit",
           patched(("rulespec.oracle.combat.cleanup", _heal_at_the_battlefield_only))),
    Mutant("combat-heals-before-kills", "ATTR-11",
           "the heal of the combat cleanup comes before the check for lethal damage, so no one dies in combat",
           patched(("rulespec.oracle.combat.cleanup", _heal_before_kills))),
    Mutant("attackers-stay", "ATTR-11",
           "the attackers stay at the battlefield whoever is left there",
           patched(("rulespec.oracle.combat._recall_attackers", _no_recall))),
    Mutant("attackers-always-recalled", "ATTR-11",
           "the attackers go home after the combat, even when no defender is left",
           patched(("rulespec.oracle.combat._recall_attackers", _always_recall))),
    Mutant("defenders-recalled", "ATTR-11",
           "the side that did not win the battlefield is recalled: the defenders, while attackers remain",
           patched(("rulespec.oracle.combat._recall_attackers", _recall_defenders))),
    Mutant("damage-no-ones", "ATTR-09",
           "damage is a number on the unit: who dealt it is forgotten once it is marked",
           rewriting(snapshot=_damage_no_ones)),
    Mutant("damage-the-turn-players", "ATTR-09",
           "the damage on a unit belongs to the player whose turn it is",
           rewriting(snapshot=_damage_turn_players)),
    Mutant("damage-last-marker-takes-all", "ATTR-09",
           "the last player to deal damage to a unit is responsible for all of its damage",
           patched(("rulespec.oracle.damage._marked", _last_marker_takes_all))),
    Mutant("damage-marked-by-the-performer", "ATTR-09",
           "the player whose spell told a unit to deal damage marks it, not the unit's controller",
           replacing_entry(engine_module.HANDLERS, "deal_damage", _marked_by_performer)),
    Mutant("kill-to-first-marker", "ATTR-09",
           "the player who marked the first damage on a unit is responsible for its death",
           patched(("rulespec.oracle.cleanup.kill", _kill_to_first_marker))),
    Mutant("lethal-damage-must-exceed-might", "ATTR-12",
           "lethal damage is read as more damage than the unit's Might (142.4 says at least its Might): a Might-5 "
           "unit with 5 damage lives", replacing_entry(cleanup_module.STEPS, "lethal_damage", _lethal_strictly_more)),
    Mutant("assignment-ignores-marked-damage", "ATTR-08",
           "lethal damage in the assignment is the unit's whole Might, whatever damage is already marked on it "
           "(142.4.b missed)", patched(("rulespec.oracle.combat.lethal", _lethal_ignores_marked))),
    Mutant("zero-might-unit-needs-no-damage", "ATTR-08",
           "a unit of Might 0 needs no damage to be lethal, so the next unit may be assigned damage first "
           "(142.4.a: lethal is 1 at least)", patched(("rulespec.oracle.combat.lethal", _lethal_zero_for_zero_might))),
    Mutant("combat-total-printed-might", "ATTR-08",
           "a side's total is the printed Might of its units: buffs and Might Bonuses are not counted in combat",
           patched(("rulespec.oracle.combat.total_might", _printed_might_total))),
    Mutant("heal-keeps-marks", "ATTR-09",
           "healing takes the damage off but keeps who marked it: the next deal adds to the old marks",
           patched(("rulespec.oracle.damage.heal", _heal_keeps_marks),
                   ("rulespec.oracle.damage.deal_damage", _deal_onto_kept_marks))),
    Mutant("marks-never-merge", "ATTR-09",
           "only the first deal of each player is marked; later deals by the same player add damage but no mark",
           patched(("rulespec.oracle.damage._marked", _marks_never_merge))),
    Mutant("zero-spell-damage-is-dealt", "ATTR-04",
           "a spell that deals 0 damage still deals it: a damage event of 0 (417.1.e missed outside combat)",
           patched(("rulespec.oracle.damage.deal_damage", _zero_spell_damage_dealt))),
    Mutant("spell-lethal-kill-by-the-victims-controller", "ATTR-10",
           "the player who controls the dying unit is responsible for its death at the cleanup, as for "
           "a sacrifice", patched(("rulespec.oracle.cleanup.kill", _lethal_kill_by_the_victims_controller))),
    Mutant("attackers-strike-first", "ATTR-08",
           "the attackers' damage is dealt and its kills made first; only the defenders that survive deal "
           "theirs (465.2.d: all of it at once)", patched(("rulespec.oracle.combat.combat", _one_side_first))),
]


# --- red-team additions: the combat's kills are each victim's own (ATTR-11) ----------------------

def _combat_kills_by_the_victims(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    if not result.get("accepted"):
        return result
    owners = {o["id"]: o["owner"] for o in adapter.snapshot()["objects"]}
    for e in result["events"]:
        if e.get("type") == "kill" and (e.get("source") or {}).get("kind") == "combat" and e.get("object") in owners:
            e["responsible"] = owners[e["object"]]
    return result


MUTANTS += [
    Mutant("combat-kills-by-the-victims-controller", "ATTR-11",
           "a unit that dies of its combat damage is put into the trash by its own side, as units that lose a "
           "fight are: its controller is responsible for the kill (428.5.c.2: the sources' controller)",
           rewriting(perform=_combat_kills_by_the_victims)),
]


# --- red-team round 5: boundaries, three units a side, every event's fields, the wrong moment ------

def _kills_credited_to_the_last_deal(original: Callable[[Txn], None], txn: Txn) -> None:
    """Every kill of the cleanup credited to the last deal of the whole action, whoever it hit."""
    deals = [d for dealt in txn.damage_by.values() for d in dealt]
    if deals:
        last = deals[-1]
        txn.damage_by = {k: [*v, last] for k, v in txn.damage_by.items()}
    original(txn)


def _lethal_one_more(original: Callable[[GameState, GameObject], int], state: GameState, unit: GameObject) -> int:
    return original(state, unit) + 1


def _responsible_on_the_first_only(action: dict[str, Any], result: dict[str, Any],
                                   adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "combat":
        damage_events = [e for e in result["events"] if e.get("type") == "damage"]
        for e in damage_events[1:]:
            e.pop("responsible", None)
    return result


def _kills_sourced_on_the_first_only(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        kills = [e for e in result["events"] if e.get("type") == "kill"]
        for e in kills[1:]:
            e["source"] = {"kind": "rule"}
            e.pop("attributed_to", None)
            e.pop("responsible", None)
    return result


def _healed_at_every_phase_end(original: Callable[[Txn], None], txn: Txn) -> None:
    original(txn)
    for obj in list(txn.state.board()):
        if is_unit(obj) and obj.damage:
            happen(txn, Event("heal", obj.id))


def _overkill_capped(original: Callable[..., bool], txn: Txn, amount: int, to: str, **kwargs: Any) -> bool:
    target = txn.obj(to)
    current = might(txn.state, target) if target.on_board and is_unit(target) else None
    if current is not None and amount > 0:
        amount = min(amount, max(current - target.damage, 1))  # no more than it takes to kill
    return original(txn, amount, to, **kwargs)


def _kill_reported_before_its_damage(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    if not result.get("accepted"):
        return result
    events = result["events"]
    for kill in [e for e in events if e.get("type") == "kill"]:
        first = next((i for i, e in enumerate(events) if e.get("type") == "damage"
                      and e.get("object") == kill.get("object")), None)
        if first is not None and events.index(kill) > first:
            events.remove(kill)
            events.insert(first, kill)
    return result


def _assignment_in_board_order(original: Callable[..., None], state: GameState, total: int,
                               units: list[GameObject], assigned: dict[str, int]) -> None:
    original(state, total, units, assigned)
    short = False
    for unit in units:  # the units are dealt lethal damage in the order they are listed
        got = assigned.get(unit.id, 0)
        if short and got:
            raise Rejected("illegal_choice", "465.2.c.3", f"{unit.id!r} is assigned damage before the units "
                           "listed ahead of it are assigned lethal damage")
        if got < combat.lethal(state, unit):
            short = True


def _procedure_heals_by_the_turn_player(action: dict[str, Any], result: dict[str, Any],
                                        adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] in ("end_turn", "end_phase"):
        for e in result["events"]:
            if e.get("type") == "heal":
                e["responsible"] = action["player"]
    return result


MUTANTS += [
    Mutant("kills-credited-to-the-actions-last-deal", "ATTR-11",
           "the cleanup credits each kill to the last damage dealt in the action, whichever unit it hit: in a "
           "combat every kill goes to the defenders' side (each kill goes to the sources of the unit's own "
           "damage)", replacing_entry(cleanup_module.STEPS, "lethal_damage", _kills_credited_to_the_last_deal)),
    Mutant("assignment-lethal-is-more-than-might", "ATTR-08",
           "lethal damage at assignment is one more than the unit's Might (the Might is a threshold to exceed; "
           "lethal is damage at least the Might)", patched(("rulespec.oracle.combat.lethal", _lethal_one_more))),
    Mutant("combat-responsible-on-the-first-event-only", "ATTR-08",
           "the combat's responsible player is written once, on its first damage event, and left out of the "
           "others (each deal has its own: its sources' controller)",
           rewriting(perform=_responsible_on_the_first_only)),
    Mutant("kills-sourced-on-the-first-kill-only", "ATTR-11",
           "when a cleanup kills several units, only the first kill is credited to its damage; the others are "
           "reported as the rule's (each kill is credited to the sources of its own damage)",
           rewriting(perform=_kills_sourced_on_the_first_only)),
    Mutant("damage-healed-at-every-phase-end", "ATTR-09",
           "units heal whenever a phase ends, not only in the ending cleanup (damage stays marked on the unit "
           "until it heals, at the end of the turn or of a combat)",
           patched(("rulespec.oracle.turns._next_phase", _healed_at_every_phase_end))),
    Mutant("overkill-capped-at-lethal", "ATTR-09",
           "a unit is dealt no more damage than it takes to kill it: the excess of a deal is not dealt nor "
           "reported (all of a deal's damage is dealt and marked; the kill is checked afterwards)",
           patched(("rulespec.oracle.damage.deal_damage", _overkill_capped))),
    Mutant("kill-reported-before-its-damage", "ATTR-09",
           "the engine reports the kill a deal causes before the deal itself (the damage is marked first; the "
           "kill for lethal damage is checked afterwards)", rewriting(perform=_kill_reported_before_its_damage)),
    Mutant("assignment-in-board-order", "ATTR-08",
           "combat damage must be assigned lethal to the units in the order they stand, the first first "
           "(465.2.c.6-9: units of equal priority are assigned in any order the player chooses)",
           patched(("rulespec.oracle.combat.check_assignment", _assignment_in_board_order))),
    Mutant("end-of-turn-heal-by-the-turn-player", "ATTR-02",
           "the player who ends the turn is responsible for the healing its ending cleanup does (a game "
           "procedure: no player is)", rewriting(perform=_procedure_heals_by_the_turn_player)),
]


def _combat_recall_by_the_attacker(action: dict[str, Any], result: dict[str, Any],
                                   adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "combat":
        for e in result["events"]:
            if e.get("type") == "recall":
                e["responsible"] = action["player"]
    return result


def _every_unit_reported_healed(original: Callable[[Txn], None], txn: Txn) -> None:
    undamaged = [o.id for o in txn.state.board() if is_unit(o) and not o.damage]
    original(txn)
    for object_id in undamaged:
        txn.emit("heal", object=object_id)  # nothing healed: no amount


MUTANTS += [
    Mutant("combat-recall-by-the-attacker", "ATTR-02",
           "the attackers the combat cleanup recalls are recalled by the attacking player, who is reported "
           "responsible (a game procedure: no player is)", rewriting(perform=_combat_recall_by_the_attacker)),
    Mutant("every-unit-reported-healed", "ATTR-09",
           "\"every unit heals\": the ending cleanup reports a heal for each unit, an undamaged one included "
           "(a unit with no damage has nothing to heal)",
           replacing_entry(cleanup_module.STEPS, "heal_units", _every_unit_reported_healed)),
]


# --- r10: the combat keywords, [Assault X] (807), [Shield X] (814), Tank (815), Backline (826) ----

from rulespec.oracle import layers as layers_module  # noqa: E402
from rulespec.oracle.layers import ATTACKING, DEFENDING  # noqa: E402


def _with_keyword(key: str, when: Callable[[GameObject], bool]) -> Callable[..., int | None]:
    """``might`` plus the X of keyword ``key`` whenever ``when(obj)`` holds on the board, on top of
    what the oracle adds (so that an engine that adds it in more cases is built from the oracle)."""
    def mutated(original: Callable[[GameState, GameObject], int | None], state: GameState,
                obj: GameObject) -> int | None:
        total = original(state, obj)
        if total is None or not obj.on_board or not when(obj):
            return total
        return total + layers_module.keyword_number(state, obj, key)

    return mutated


def _everywhere(replacement: Callable[..., Any]) -> tuple[tuple[str, Callable[..., Any]], ...]:
    """The Might of every rule that reads it (the views, the combat totals and lethal, the cleanup)."""
    return tuple((f"rulespec.oracle.{m}.might", replacement) for m in ("layers", "combat", "cleanup", "effects"))


def _instances_by_max(original: Callable[[GameState, GameObject, str], int], state: GameState, obj: GameObject,
                      key: str) -> int:
    import re
    numbers = [int(m.group(1)) if (m := re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.I)) else 1
               for a in layers_module.active_abilities(state, obj, "keyword") if a.definition.key == key]
    return max(numbers, default=0)


def _every_instance_one(original: Callable[[GameState, GameObject, str], int], state: GameState, obj: GameObject,
                        key: str) -> int:
    return sum(1 for a in layers_module.active_abilities(state, obj, "keyword") if a.definition.key == key)


def _printed_instances_only(original: Callable[[GameState, GameObject, str], int], state: GameState,
                            obj: GameObject, key: str) -> int:
    import re
    total = 0
    for a in layers_module.active_abilities(state, obj, "keyword"):
        if a.definition.key == key and a.origin == obj.id and a.granted_by is None:
            number = re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.I)
            total += int(number.group(1)) if number else 1
    return total


class _DesignationsKept(OracleAdapter):
    """An engine that remembers which units attacked and defended, and never forgets: their Assault
    or Shield keeps counting after the combat (the oracle's own states are left as they are)."""

    def setup(self, state: dict[str, Any]) -> None:
        self._fought: dict[str, str] = {}
        super().setup(state)

    def _might(self, original: Callable[[GameState, GameObject], int | None], state: GameState,
               obj: GameObject) -> int | None:
        total = original(state, obj)
        mark = self._fought.get(obj.id)
        if total is None or not obj.on_board or mark is None or mark in obj.states:
            return total
        return total + layers_module.keyword_number(state, obj, "assault" if mark == ATTACKING else "shield")

    def _patched(self) -> Any:
        import contextlib
        from unittest import mock
        original = layers_module.might
        stack = contextlib.ExitStack()
        for target, _ in _everywhere(original):
            stack.enter_context(mock.patch(target, lambda state, obj: self._might(original, state, obj)))
        return stack

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = {}
        if action.get("type") == "combat" and self.state is not None:
            before = {u.id: (ATTACKING if side == action.get("player") else DEFENDING)
                      for side, us in combat.sides(self.state, str(action.get("battlefield"))).items() for u in us}
        with self._patched():
            result = super().perform(action)
        if result.get("accepted"):
            self._fought.update(before)
        return result

    def snapshot(self) -> dict[str, Any]:
        with self._patched():
            return super().snapshot()


def _designations_off_before_cleanup(original: Callable[..., None], txn: Txn, *special: Any) -> None:
    if special:  # the combat cleanup: the engine has already forgotten who attacked and defended
        for obj in list(txn.state.objects):
            if obj.states & {ATTACKING, DEFENDING}:
                txn.update(obj.id, states=obj.states - {ATTACKING, DEFENDING})
    original(txn, *special)


def _lethal_without_keywords(original: Callable[[GameState, GameObject], int], state: GameState,
                             unit: GameObject) -> int:
    return original(state, replace(unit, states=unit.states - {ATTACKING, DEFENDING}))


def _printed_keyword_only(original: Callable[[GameState, GameObject, str], bool], state: GameState,
                          unit: GameObject, keyword: str) -> bool:
    return any(a.definition.key == keyword and a.origin == unit.id and a.granted_by is None
               for a in layers_module.active_abilities(state, unit, "keyword"))


def _only_for(keyword: str, side: str) -> Callable[..., bool]:
    """An engine that applies ``keyword`` only to the units of one side (``attacking``/``defending``)."""
    def mutated(original: Callable[[GameState, GameObject, str], bool], state: GameState, unit: GameObject,
                key: str) -> bool:
        if key == keyword and side not in unit.states:
            return False
        return original(state, unit, key)

    return mutated


def _tank_counts_stunned_out(original: Callable[[GameState, GameObject, str], bool], state: GameState,
                             unit: GameObject, key: str) -> bool:
    return original(state, unit, key) and not (key == "tank" and unit.damage)


MUTANTS += [
    Mutant("r10-assault-outside-combat", "ATTR-08",
           "[Assault X] is read as a static +X Might (807: \"+X Might while I'm an attacker\"): the unit has it "
           "before and after the combat too",
           patched(*_everywhere(_with_keyword("assault", lambda o: ATTACKING not in o.states)))),
    Mutant("r10-assault-for-defenders", "ATTR-08",
           "[Assault X] adds to the Might of every unit in the combat, a defender's included (807: only while "
           "it is an attacker)", patched(*_everywhere(_with_keyword("assault", lambda o: DEFENDING in o.states)))),
    Mutant("r10-shield-for-attackers", "GEAR-02",
           "[Shield X] adds to the Might of every unit in the combat, an attacker's included (814: only while "
           "it is a defender)", patched(*_everywhere(_with_keyword("shield", lambda o: ATTACKING in o.states)))),
    Mutant("r10-shield-outside-combat", "GEAR-02",
           "[Shield X] is read as a static +X Might: the unit shows it outside combat too (814: while it is a "
           "defender)", patched(*_everywhere(_with_keyword("shield", lambda o: DEFENDING not in o.states)))),
    Mutant("r10-keyword-instances-do-not-add", "GEAR-03",
           "a unit with two instances of [Shield] or [Assault] (its own and its Equipment's) counts only the "
           "greatest X (the instances add up: 807, 814; texts add up, GEAR-03)",
           patched(("rulespec.oracle.layers.keyword_number", _instances_by_max))),
    Mutant("r10-keyword-x-read-as-one", "ATTR-08",
           "every instance of [Assault] or [Shield] adds 1, its X ignored (807: +X Might)",
           patched(("rulespec.oracle.layers.keyword_number", _every_instance_one))),
    Mutant("r10-keyword-number-printed-only", "GEAR-02",
           "[Assault X] and [Shield X] count only when printed on the unit, not when its Equipment or a spell "
           "gives them (an attached Equipment's effect text is the unit's, 136.2.c)",
           patched(("rulespec.oracle.layers.keyword_number", _printed_instances_only))),
    Mutant("r10-combat-designations-kept", "ATTR-08",
           "the units stay attackers and defenders once the combat is over, and keep their Assault or Shield "
           "(323.2: the designations end with the combat)",
           _DesignationsKept),
    Mutant("r10-designations-end-before-the-combat-cleanup", "ATTR-08",
           "the attackers stop being attackers as soon as the damage is dealt: the combat cleanup's lethal check "
           "no longer counts their Assault (466.1: the combat ends after its cleanup)",
           patched(("rulespec.oracle.combat.cleanup", _designations_off_before_cleanup))),
    Mutant("r10-assignment-lethal-without-assault", "ATTR-08",
           "what is lethal to a unit at assignment is computed from its Might outside combat, its Assault or "
           "Shield left out (807, 814: the Might while it attacks or defends; 142.4)",
           patched(("rulespec.oracle.combat.lethal", _lethal_without_keywords))),
    Mutant("r10-tank-printed-only", "ATTR-08",
           "only a printed Tank puts a unit first; a Tank its Equipment gives does not (136.2.c, 815)",
           patched(("rulespec.oracle.combat._has", _printed_keyword_only))),
    Mutant("r10-tank-for-defenders-only", "ATTR-08",
           "Tank protects only defenders: the attacker's units are assigned damage in any order (815: a Tank "
           "unit of either side is assigned lethal damage first)",
           patched(("rulespec.oracle.combat._has", _only_for("tank", DEFENDING)))),
    Mutant("r10-backline-for-attackers-only", "ATTR-08",
           "Backline protects only attackers (it stays behind the attack): a defender with Backline may be "
           "assigned damage first (826: of either side)",
           patched(("rulespec.oracle.combat._has", _only_for("backline", ATTACKING)))),
    Mutant("r10-tank-lost-once-damaged", "ATTR-08",
           "a Tank unit that already holds damage is no longer a Tank for the assignment (815: the keyword does "
           "not depend on damage; the damage marked only lowers what is lethal to it)",
           patched(("rulespec.oracle.combat._has", _tank_counts_stunned_out))),
]


# --- round 15: what the combat cleanup's recall does (466.1.a, 458.1) ------------------------

def _r15_recalled_attackers_readied(original: Callable[..., None], txn: Txn, attacker: str, defender: str,
                                    battlefield: str) -> None:
    """The attackers the combat cleanup recalls come home ready, as units sent back to regroup."""
    here = f"battlefield:{battlefield}"
    fighting = [o.id for o in txn.state.board() if is_unit(o) and o.controller == attacker and o.location == here]
    original(txn, attacker, defender, battlefield)
    for object_id in fighting:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and obj.location == txn.base_of(attacker) and obj.exhausted:
            happen(txn, Event("ready", object_id))


MUTANTS += [
    Mutant("r15-recalled-attackers-readied", "ATTR-11",
           "the attackers the combat cleanup recalls come home ready, sent back to regroup (458.1: a recall "
           "readies nothing; they stay as they were)",
           patched(("rulespec.oracle.combat._recall_attackers", _r15_recalled_attackers_readied))),
]


def _r15_defender_is_the_next_player(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                                     assignment: dict[str, int]) -> None:
    """Two-player thinking: the defender is the attacker's opponent, the next player in turn order;
    a combat against anyone else's units is no combat."""
    order = [p.id for p in txn.state.players]
    at = order.index(attacker) if attacker in order else 0
    opponent = order[(at + 1) % len(order)]
    if not combat.sides(txn.state, battlefield).get(opponent):
        raise Rejected("no_permission", "323.9", f"no combat at {battlefield!r}: {attacker}'s opponent {opponent} "
                       "has no units there")
    original(txn, attacker, battlefield, assignment)


def _r15_exhausted_adds_nothing(original: Callable[..., int], state: GameState, units: list[GameObject]) -> int:
    """An exhausted unit, like a stunned one, adds nothing to its side's total."""
    return original(state, [u for u in units if not u.exhausted])


MUTANTS += [
    Mutant("r15-defender-is-the-next-player", "ATTR-08",
           "two-player thinking: the defender is the attacker's next player in turn order; in a game of three, "
           "A cannot fight C's units (the defender is the other player whose units are at the battlefield)",
           patched(("rulespec.oracle.combat.combat", _r15_defender_is_the_next_player))),
    Mutant("r15-exhausted-units-add-no-might", "ATTR-08",
           "an exhausted unit, like a stunned one, adds no Might to its side's total (423.1.b is the stun's; an "
           "exhausted attacker, spent by its move, deals its Might: 465.2.a)",
           patched(("rulespec.oracle.combat.total_might", _r15_exhausted_adds_nothing))),
]


# --- round 16 ------------------------------------------------------------------------------------

def _r16_combat_heals_the_battlefield_only(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                                           assignment: dict[str, int]) -> None:
    """3c of the combat cleanup read as "the units of the combat heal": units elsewhere keep their damage."""
    here = f"battlefield:{battlefield}"

    def heal_here(heal_units: Callable[[Txn], None], t: Txn) -> None:
        for obj in list(t.state.board()):
            if is_unit(obj) and obj.damage and obj.location == here:
                happen(t, Event("heal", obj.id))

    entry = cleanup_module.STEPS["heal_units"]
    cleanup_module.STEPS["heal_units"] = lambda t: heal_here(entry, t)
    try:
        original(txn, attacker, battlefield, assignment)
    finally:
        cleanup_module.STEPS["heal_units"] = entry


def _r16_combat_damage_by_the_owner(original: Callable[..., bool], txn: Txn, e: Event) -> bool:
    """The player responsible for combat damage is the owner of its source units."""
    source = e.source or {}
    if e.kind == "damage" and source.get("kind") == "combat" and source.get("objects"):
        first = txn.state.get(source["objects"][0])
        if first is not None:
            e = replace(e, responsible=first.owner)
    return original(txn, e)


def _r16_combat_kill_by_the_owner(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
    """The combat cleanup's kill is performed by the owner of the units that dealt the damage."""
    source = kw.get("source") or {}
    if source.get("kind") == "combat" and source.get("objects"):
        first = txn.state.get(source["objects"][0])
        if first is not None:
            kw = {**kw, "responsible": first.owner}
    return original(txn, object_id, **kw)


def _r16_combat_sources_both_sides(original: Callable[..., bool], txn: Txn, e: Event) -> bool:
    """Combat damage is the combat's: every unit in the fight is a source of every share."""
    source = e.source or {}
    if e.kind == "damage" and source.get("kind") == "combat":
        here = txn.state.get(e.object)
        fighters = [o.id for o in txn.state.board() if is_unit(o) and here is not None and o.location == here.location
                    and o.states & {ATTACKING, DEFENDING}]
        e = replace(e, source={"kind": "combat", "objects": fighters}, attributed_to=tuple(fighters))
    return original(txn, e)


def _r16_stunned_not_a_source(original: Callable[..., bool], txn: Txn, e: Event) -> bool:
    """A stunned unit adds nothing to its side's damage, so it is read as no source of it."""
    source = e.source or {}
    if e.kind == "damage" and source.get("kind") == "combat":
        kept = [i for i in source.get("objects", []) if "stunned" not in txn.obj(i).states]
        e = replace(e, source={"kind": "combat", "objects": kept}, attributed_to=tuple(kept))
    return original(txn, e)


def _r16_defenders_assignment_unchecked(original: Callable[..., None], state: GameState, total: int,
                                        units: list[GameObject], assigned: dict[str, int]) -> None:
    """Only the attacker's assignment is checked: the defender's damage goes where the defender says."""
    if any(ATTACKING in u.states for u in units):
        return
    original(state, total, units, assigned)


def _r16_lethal_without_designations(original: Callable[..., int], state: GameState, unit: GameObject) -> int:
    """What is lethal to a unit is read from its Might outside combat: Shield and Assault are left out."""
    plain = replace(unit, states=unit.states - {ATTACKING, DEFENDING})
    return max(max(might(state, plain) or 0, 0), 1) - unit.damage


def _r16_reason(was: str, now: str) -> Callable[..., None]:
    def combat_(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                assignment: dict[str, int]) -> None:
        try:
            original(txn, attacker, battlefield, assignment)
        except Rejected as exc:
            if exc.reason == was:
                raise Rejected(now, exc.rule, exc.message) from exc
            raise

    return combat_


MUTANTS += [
    Mutant("r16-combat-heals-the-battlefield-only", "ATTR-11",
           "3c of the combat cleanup read as \"the units of that combat heal\": a unit damaged by a spell at its base "
           "or at another battlefield keeps its damage (324.1: the combat cleanup heals all units)",
           patched(("rulespec.oracle.combat.combat", _r16_combat_heals_the_battlefield_only))),
    Mutant("r16-combat-damage-by-the-sources-owner", "ATTR-08",
           "the player responsible for combat damage is the owner of the dealing units, not their controller "
           "(417.6.b.4): a unit A took control of deals B's damage",
           patched(("rulespec.oracle.combat.happen", _r16_combat_damage_by_the_owner))),
    Mutant("r16-combat-kill-by-the-sources-owner", "ATTR-11",
           "the combat cleanup's kill is performed by the owner of the units that dealt the damage, not by their "
           "controller (428.5.c.2)",
           patched(("rulespec.oracle.cleanup.kill", _r16_combat_kill_by_the_owner))),
    Mutant("r16-combat-sources-are-both-sides", "ATTR-08",
           "combat damage read as the combat's: every unit in the fight, of either side, is a source of every share "
           "(417.6.c.1: the opposing side's units only)",
           patched(("rulespec.oracle.combat.happen", _r16_combat_sources_both_sides))),
    Mutant("r16-stunned-attacker-no-source", "ATTR-08",
           "a stunned unit adds no Might (423.1.b), so it is left out of the sources; it still participates and is "
           "one of the opposing side's units (417.6.c.1)",
           patched(("rulespec.oracle.combat.happen", _r16_stunned_not_a_source))),
    Mutant("r16-defenders-assignment-unchecked", "ATTR-08",
           "465.2.c's order is checked for the attacker's assignment only; the defender's damage goes where it says",
           patched(("rulespec.oracle.combat.check_assignment", _r16_defenders_assignment_unchecked))),
    Mutant("r16-assignment-lethal-without-designations", "ATTR-08",
           "what is lethal in the assignment is read from the unit's Might outside combat: a [Shield] defender "
           "or an [Assault] attacker needs less than its Might in the fight (807, 814, 142.4)",
           patched(("rulespec.oracle.combat.lethal", _r16_lethal_without_designations))),
    Mutant("r16-combat-with-a-chain-refused-as-no-permission", "ATTR-08",
           "a combat damage step asked for with the chain not empty is refused as no_permission, not "
           "wrong_timing (465.1: a matter of when)",
           patched(("rulespec.oracle.combat.combat", _r16_reason("wrong_timing", "no_permission")))),
    Mutant("r16-outsider-assignment-refused-as-illegal-choice", "ATTR-08",
           "damage assigned to a unit outside the combat is refused as an illegal_choice of amounts, not an "
           "illegal_target",
           patched(("rulespec.oracle.combat.combat", _r16_reason("illegal_target", "illegal_choice")))),
]


def _r16_combat_kill_first_source(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
    """The combat cleanup credits its kill to the first unit of the dealing side only."""
    source = kw.get("source") or {}
    if source.get("kind") == "combat" and kw.get("attributed_to"):
        kw = {**kw, "attributed_to": list(kw["attributed_to"])[:1]}
    return original(txn, object_id, **kw)


def _r16_combat_with_a_chain(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                             assignment: dict[str, int]) -> None:
    """Combat damage is dealt whatever waits on the chain."""
    chain_was = txn.state.chain
    txn.state = txn.state.with_fields(chain=())
    try:
        original(txn, attacker, battlefield, assignment)
    finally:
        txn.state = txn.state.with_fields(chain=(*chain_was, *txn.state.chain))


MUTANTS += [
    Mutant("r16-combat-kill-credited-to-the-first-source-only", "ATTR-11",
           "the combat cleanup credits a kill to the first unit of the side that dealt the damage, its \"killer\", "
           "not to every participating unit of that side (428.5.c.2, 417.6.c.1)",
           patched(("rulespec.oracle.cleanup.kill", _r16_combat_kill_first_source))),
    Mutant("r16-combat-damage-dealt-over-a-chain", "ATTR-08",
           "the combat damage step is run whatever waits on the chain (465.1: it comes once the chain is empty and "
           "the showdown is over)",
           patched(("rulespec.oracle.combat.combat", _r16_combat_with_a_chain))),
]


def _r16_with_equipment(txn: Txn, units: list[str]) -> list[str]:
    return [*units, *(a.id for u in units for a in txn.state.attachments_of(u))]


def _r16_combat_credits_the_equipment(original: Callable[..., bool], txn: Txn, e: Event) -> bool:
    """Combat damage is attributed to the attacking units and to the Equipment attached to them."""
    source = e.source or {}
    if e.kind == "damage" and source.get("kind") == "combat":
        e = replace(e, attributed_to=tuple(_r16_with_equipment(txn, list(source.get("objects", [])))))
    return original(txn, e)


def _r16_combat_kill_credits_the_equipment(original: Callable[..., bool], txn: Txn, object_id: str,
                                           **kw: Any) -> bool:
    """The combat cleanup's kill is credited to the dealing units and to the Equipment attached to them."""
    source = kw.get("source") or {}
    if source.get("kind") == "combat":
        kw = {**kw, "attributed_to": _r16_with_equipment(txn, list(source.get("objects", [])))}
    return original(txn, object_id, **kw)


def _r16_order_refused_as_illegal_target(original: Callable[..., None], state: GameState, total: int,
                                         units: list[GameObject], assigned: dict[str, int]) -> None:
    try:
        original(state, total, units, assigned)
    except Rejected as exc:
        if exc.rule != "465.2.c":  # the order of the units (465.2.c.3-4, 815, 826), not the sum
            raise Rejected("illegal_target", exc.rule, exc.message) from exc
        raise


MUTANTS += [
    Mutant("r16-combat-damage-credited-to-the-attackers-equipment", "ATTR-08",
           "the Equipment whose Might bonus went into the unit's share is read as a source of the combat damage too: "
           "the damage is attributed to the attacker and its attached Equipment (417.6.c.1: the units)",
           patched(("rulespec.oracle.combat.happen", _r16_combat_credits_the_equipment))),
    Mutant("r16-combat-kill-credited-to-the-equipment", "ATTR-11",
           "the combat cleanup credits its kill to the units that dealt the damage and to the Equipment attached "
           "to them (428.5.c.2: the sources of the combat damage, the units)",
           patched(("rulespec.oracle.cleanup.kill", _r16_combat_kill_credits_the_equipment))),
    Mutant("r16-assignment-order-refused-as-illegal-target", "ATTR-08",
           "an assignment that skips the unit to be assigned lethal damage first is refused as an illegal_target "
           "(the unit chosen wrongly), not an illegal_choice (the assignment, a choice, breaks 465.2.c.3-4)",
           patched(("rulespec.oracle.combat.check_assignment", _r16_order_refused_as_illegal_target))),
]


# --- round 17 ------------------------------------------------------------------------------

def _r17_zero_might_not_a_source(original: Callable[..., bool], txn: Txn, e: Event) -> bool:
    """A unit whose Might is 0 or less adds nothing to its side's total, so it is left out of the sources."""
    source = e.source or {}
    if e.kind == "damage" and source.get("kind") == "combat":
        kept = [i for i in source.get("objects", [])
                if (u := txn.state.get(i)) is None or "stunned" in u.states or (might(txn.state, u) or 0) > 0]
        e = replace(e, source={**source, "objects": kept}, attributed_to=tuple(kept))
    return original(txn, e)


def _r17_recall_leaves_the_equipment(original: Callable[..., bool], txn: Txn, object_id: str,
                                     cause: str = "effect") -> bool:
    """The recalled attacker goes home alone: its Equipment is detached and left at the battlefield."""
    for attached in list(txn.state.attachments_of(object_id)):
        happen(txn, Event("detach", attached.id))
    return original(txn, object_id, cause)


def _r17_combat_heal_by_the_attacker(action: dict[str, Any], result: dict[str, Any],
                                     adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "combat":
        for e in result["events"]:
            if e.get("type") == "heal":
                e["responsible"] = action.get("player")
    return result


MUTANTS += [
    Mutant("r17-zero-might-unit-no-source", "ATTR-08",
           "a unit with 0 Might adds nothing to its side's total (465.2.a), so it is left out of the sources of the "
           "damage that side deals; it still participates and is one of the opposing side's units (417.6.c.1)",
           patched(("rulespec.oracle.combat.happen", _r17_zero_might_not_a_source))),
    Mutant("r17-recalled-attackers-leave-their-equipment", "ATTR-11",
           "3d of the combat cleanup recalls the attacking units alone: their Equipment is detached and stays at "
           "the battlefield (446.1: attachments go with a moved permanent)",
           patched(("rulespec.oracle.combat.recall", _r17_recall_leaves_the_equipment))),
    Mutant("r17-combat-heal-by-the-attacker", "ATTR-02",
           "the heal of 3c of the combat cleanup is reported as the attacking player's, who performed the combat "
           "action (411.2: a game procedure's heal has no responsible player)",
           rewriting(perform=_r17_combat_heal_by_the_attacker)),
]


def _r17_stunned_not_assignable(original: Callable[..., None], state: GameState, total: int,
                                units: list[GameObject], assigned: dict[str, int]) -> None:
    """A stunned unit is read as out of the fight: no damage may be assigned to it."""
    for unit in units:
        if "stunned" in unit.states and assigned.get(unit.id, 0):
            raise Rejected("illegal_target", "465.2.c", f"{unit.id!r} is stunned and out of the combat")
    original(state, total, [u for u in units if "stunned" not in u.states], assigned)


def _r17_sides_by_owner(original: Callable[..., dict[str, list[GameObject]]], state: GameState,
                        battlefield: str) -> dict[str, list[GameObject]]:
    """The sides of a combat are grouped by the units' owners."""
    found: dict[str, list[GameObject]] = {}
    for obj in state.board():
        if is_unit(obj) and obj.location == f"battlefield:{battlefield}":
            found.setdefault(obj.owner, []).append(obj)
    return found


def _r17_recall_if_the_defender_has_units(original: Callable[..., None], txn: Txn, attacker: str, defender: str,
                                          battlefield: str) -> None:
    """The attackers are recalled if the defending player still has a unit anywhere on the board."""
    if any(is_unit(o) and o.controller == defender for o in txn.state.board()):
        for unit in combat.sides(txn.state, battlefield).get(attacker, []):
            happen(txn, Event("recall", unit.id, cause="cleanup"))


MUTANTS += [
    Mutant("r17-stunned-defender-not-assignable", "ATTR-08",
           "a stunned unit is read as out of the combat: the other side may assign it no damage, and its share "
           "goes to the others (423.1.b: it adds no Might, it still participates and is assigned damage)",
           patched(("rulespec.oracle.combat.check_assignment", _r17_stunned_not_assignable))),
    Mutant("r17-combat-sides-by-owner", "ATTR-08",
           "the sides of a combat are the players' own cards: a unit is on the side of its owner, not of its "
           "controller (417.6.c.1, 323.2: the attacker's units and the defender's, by control)",
           patched(("rulespec.oracle.combat.sides", _r17_sides_by_owner))),
    Mutant("r17-attackers-recalled-while-the-defender-has-units-anywhere", "ATTR-11",
           "3d of the combat cleanup reads \"if defenders remain\" as \"if the defending player still has units\": "
           "the attackers are recalled though every defender at the battlefield died, because the defender has a "
           "unit in their base (466.1.a: defenders at that battlefield)",
           patched(("rulespec.oracle.combat._recall_attackers", _r17_recall_if_the_defender_has_units))),
]


def _r17_combat_kill_credits(keep: Callable[[Txn, GameObject], bool]) -> Callable[..., bool]:
    def kill(original: Callable[..., bool], txn: Txn, object_id: str, **kw: Any) -> bool:
        source = kw.get("source") or {}
        if source.get("kind") == "combat" and kw.get("attributed_to"):
            kw = {**kw, "attributed_to": [i for i in kw["attributed_to"]
                                          if (u := txn.state.get(i)) is None or keep(txn, u)]}
        return original(txn, object_id, **kw)

    return kill


MUTANTS += [
    Mutant("r17-combat-kill-not-credited-to-zero-might-sources", "ATTR-11",
           "the combat cleanup credits a kill to the units whose Might went into the lethal damage: a Might-0 unit "
           "of the dealing side gets no credit (428.5.c.2: the sources of the combat damage, every participating "
           "unit of that side)",
           patched(("rulespec.oracle.cleanup.kill",
                    _r17_combat_kill_credits(lambda txn, u: (might(txn.state, u) or 0) > 0)))),
    Mutant("r17-combat-kill-not-credited-to-stunned-sources", "ATTR-11",
           "the combat cleanup credits no kill to a stunned unit of the dealing side, which added no Might "
           "(428.5.c.2, 417.6.c.1: it is one of the sources all the same)",
           patched(("rulespec.oracle.cleanup.kill",
                    _r17_combat_kill_credits(lambda txn, u: "stunned" not in u.states)))),
]


def _r17_stunned_adds_its_bonus(original: Callable[..., int], state: GameState, units: list[GameObject]) -> int:
    """A stunned unit's own Might counts 0, but its [Assault] or [Shield] bonus still adds to the total."""
    from rulespec.oracle.layers import ATTACKING as _ATT
    from rulespec.oracle.layers import keyword_number
    extra = sum(keyword_number(state, u, "assault" if _ATT in u.states else "shield")
                for u in units if "stunned" in u.states)
    return int(original(state, units)) + extra


def _r17_combat_heals_the_fighters_players(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                                           assignment: dict[str, int]) -> None:
    """3c of the combat cleanup heals the units of the two players in the combat, not a third player's."""
    others = {p.id for p in txn.state.players} - {attacker} - set(combat.sides(txn.state, battlefield))
    kept = {o.id: (o.damage, o.damage_by) for o in txn.state.board() if o.controller in others and o.damage}
    original(txn, attacker, battlefield, assignment)
    for object_id, (amount, marks) in kept.items():
        if (obj := txn.state.get(object_id)) is not None and obj.on_board and obj.damage == 0:
            txn.update(object_id, damage=amount, damage_by=marks)
            txn.events = [e for e in txn.events if not (e.get("type") == "heal" and e.get("object") == object_id)]


MUTANTS += [
    Mutant("r17-stunned-unit-adds-its-assault", "ATTR-08",
           "a stunned unit's Might is taken out of its side's total, but its [Assault] (or [Shield]) bonus is "
           "counted on its own (423.1.b: a stunned unit adds no Might at all, its bonuses included)",
           patched(("rulespec.oracle.combat.total_might", _r17_stunned_adds_its_bonus))),
    Mutant("r17-combat-heals-the-fighting-players-units-only", "ATTR-11",
           "3c of the combat cleanup heals the units of the attacker and the defender, wherever they are, and "
           "leaves a third player's damaged unit as it was (324.1: the combat cleanup heals all units)",
           patched(("rulespec.oracle.combat.combat", _r17_combat_heals_the_fighters_players))),
]


def _r17_unknown_battlefield_as_no_combat(original: Callable[..., None], txn: Txn, attacker: str, battlefield: str,
                                          assignment: dict[str, int]) -> None:
    """A battlefield that is not in the game is read as one without a combat: no_permission."""
    if not any(b.id == battlefield for b in txn.state.battlefields):
        raise Rejected("no_permission", "323.9", f"no combat at {battlefield!r}: no units of two players there")
    original(txn, attacker, battlefield, assignment)


MUTANTS += [
    Mutant("r17-combat-at-an-unknown-battlefield-refused-as-no-permission", "ATTR-08",
           "a combat asked for at a battlefield the game does not have is refused as no_permission, as if it were a "
           "battlefield without two players' units, not as unknown_object (the action names no object of the game)",
           patched(("rulespec.oracle.combat.combat", _r17_unknown_battlefield_as_no_combat))),
]


def _r17_stunned_loses_tank(original: Callable[..., bool], state: GameState, unit: GameObject, keyword: str) -> bool:
    """A stunned unit is out of the fight's order: its Tank (or Backline) does not count."""
    if "stunned" in unit.states and keyword in ("tank", "backline"):
        return False
    return bool(original(state, unit, keyword))


MUTANTS += [
    Mutant("r17-stunned-tank-not-assigned-first", "ATTR-08",
           "a stunned unit adds no Might, so an engine leaves it out of the assignment order too: a stunned Tank "
           "need not be assigned lethal damage first (815: Tank is still active on a stunned unit; 423.1.b takes "
           "out its Might only)",
           patched(("rulespec.oracle.combat._has", _r17_stunned_loses_tank))),
]


def _r17_stunned_defenders_do_not_hold(original: Callable[..., None], txn: Txn, attacker: str, defender: str,
                                       battlefield: str) -> None:
    """Only a defender that is not stunned "remains": stunned defenders do not make the attackers recall."""
    units = combat.sides(txn.state, battlefield)
    if any("stunned" not in u.states for u in units.get(defender, [])):
        original(txn, attacker, defender, battlefield)


MUTANTS += [
    Mutant("r17-stunned-defenders-do-not-hold-the-battlefield", "ATTR-11",
           "3d of the combat cleanup counts only the defenders still able to fight: if every defender left at the "
           "battlefield is stunned, the attackers stay (466.1.a: defenders at the battlefield, stunned or not)",
           patched(("rulespec.oracle.combat._recall_attackers", _r17_stunned_defenders_do_not_hold))),
]


# --- round 18 ------------------------------------------------------------------------------

def _r18_recall_exhausts(original: Callable[..., None], txn: Txn, attacker: str, defender: str,
                         battlefield: str) -> None:
    """The recall of the attackers read as a move home, which exhausts the unit as a Standard Move would."""
    at = {u.id for u in combat.sides(txn.state, battlefield).get(attacker, [])}
    original(txn, attacker, defender, battlefield)
    for object_id in at:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and not obj.exhausted and obj.location != f"battlefield:{battlefield}":
            happen(txn, Event("exhaust", object_id))


def _r18_short_counts_the_unassigned(original: Callable[..., None], state: GameState, total: int,
                                     units: list[GameObject], assigned: dict[str, int]) -> None:
    """"At most one unit below lethal": a unit assigned nothing counts as below lethal too."""
    original(state, total, units, assigned)
    short = [u.id for u in units if assigned.get(u.id, 0) < combat.lethal(state, u)]
    if len(short) > 1:
        raise Rejected("illegal_choice", "465.2.c.3", f"{short} are each assigned less than lethal damage")


def _r18_overkill_beside_an_unassigned_unit(original: Callable[..., None], state: GameState, total: int,
                                            units: list[GameObject], assigned: dict[str, int]) -> None:
    """More than lethal is refused only while another unit has been assigned some, but not lethal, damage:
    a unit assigned nothing is read as "not in the assignment"."""
    try:
        original(state, total, units, assigned)
    except Rejected as refusal:
        need = {u.id: combat.lethal(state, u) for u in units}
        if refusal.rule != "465.2.c.4" or any(0 < assigned.get(i, 0) < n for i, n in need.items()):
            raise


MUTANTS += [
    Mutant("r18-recalled-attackers-exhausted", "ATTR-11",
           "the combat cleanup's recall of the attackers read as a move home: the recalled units are exhausted, "
           "as a Standard Move exhausts (466.1.a, 323.7: a recall is no move, and changes nothing but where "
           "the unit is)",
           patched(("rulespec.oracle.combat._recall_attackers", _r18_recall_exhausts))),
    Mutant("r18-assignment-counts-unassigned-units-as-short", "ATTR-08",
           "\"at most one unit is assigned less than lethal\" read with the units assigned nothing: damage too "
           "small to kill one defender cannot be assigned to it while a second defender gets none "
           "(465.2.c.3: lethal to one before the next is assigned any)",
           patched(("rulespec.oracle.combat.check_assignment", _r18_short_counts_the_unassigned))),
    Mutant("r18-overkill-allowed-beside-an-unassigned-unit", "ATTR-08",
           "more than lethal to one unit is refused only while another unit got some damage short of lethal: "
           "a unit assigned nothing does not count, so 6 damage may all go to one of two 5-Might units "
           "(465.2.c.4)",
           patched(("rulespec.oracle.combat.check_assignment", _r18_overkill_beside_an_unassigned_unit))),
]


def _r18_heal_amount_of_this_combat(action: dict[str, Any], result: dict[str, Any],
                                    adapter: OracleAdapter) -> dict[str, Any]:
    """The combat cleanup's heal reported as healing this combat's damage only, not what was marked before."""
    if result.get("accepted") and action.get("type") == "combat":
        dealt: dict[str, int] = {}
        for event in result["events"]:
            if event.get("type") == "damage":
                dealt[event["object"]] = dealt.get(event["object"], 0) + event.get("amount", 0)
        for event in result["events"]:
            if event.get("type") == "heal" and event.get("object") in dealt:
                event["amount"] = dealt[event["object"]]
    return result


def _r18_stunned_unit_lethal_at_one(original: Callable[..., int], state: GameState, unit: GameObject) -> int:
    """A stunned unit adds no Might, read as having none: 1 damage is lethal to it in the assignment."""
    if "stunned" in unit.states:
        return max(1 - unit.damage, 0)
    return int(original(state, unit))


MUTANTS += [
    Mutant("r18-combat-heal-reported-as-this-combats-damage", "ATTR-11",
           "the combat cleanup's heal reports the damage of this combat only: a unit with damage marked before the "
           "combat is said to heal what the combat dealt it (143.3.b, 418.1: healing removes all its damage)",
           rewriting(perform=_r18_heal_amount_of_this_combat)),
    Mutant("r18-stunned-unit-lethal-at-one", "ATTR-08",
           "a stunned unit adds no Might to its side and is read as having none: 1 damage is lethal to it when its "
           "side is assigned damage (465.2.c, 142.4: lethal is its Might; 423.1.b only takes its Might out of the "
           "total)",
           patched(("rulespec.oracle.combat.lethal", _r18_stunned_unit_lethal_at_one))),
]


def _r18_exhausted_not_sources(original: Callable[..., bool], txn: Txn, event: Event) -> bool:
    """Only ready units "fight back": an exhausted unit of a side is left out of its damage's sources."""
    source = event.source or {}
    if event.kind == "damage" and source.get("kind") == "combat":
        ready = [o for o in source.get("objects", []) if not txn.obj(o).exhausted]
        event = replace(event, source={**source, "objects": ready}, attributed_to=tuple(ready))
    return bool(original(txn, event))


MUTANTS += [
    Mutant("r18-exhausted-units-not-combat-sources", "ATTR-08",
           "an exhausted unit, spent by its move, is read as not dealing combat damage: it is left out of the "
           "sources of its side's damage though its Might counts (465.2.a, 417.6.c.1: every participating unit "
           "of the opposing side is a source; exhausted or not)",
           patched(("rulespec.oracle.combat.happen", _r18_exhausted_not_sources))),
]
