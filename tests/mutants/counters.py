"""Wrong engines for the counter rulings (BUFF-01 … BUFF-11)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.oracle import counters
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import is_unit
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, PatchedOracle, patched, refusing, rewriting

# --- helpers: the changes a wrong engine makes ---------------------------------------------


def _keep_counters(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> Any:
    """Run ``original`` and put back the counters the object had before it."""
    before = txn.obj(object_id).counters
    result = original(txn, object_id, *args, **kwargs)
    txn.update(object_id, counters=before)
    return result


def _clear_counters(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> Any:
    result = original(txn, object_id, *args, **kwargs)
    if txn.state.get(object_id) is not None:
        txn.update(object_id, counters=())
    return result


def _move_without_moving(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    txn.emit("move", object=object_id, **{"from": txn.obj(object_id).location}, to=to)


def _move_counter_as_remove_and_buff(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                     target: str) -> None:
    txn.on_board(target, "746")
    counters.remove_counter(txn, kind, source)
    counters.buff(txn, target)


def _move_counter_keeping_it(original: Callable[..., Any], txn: Txn, kind: str, source: str, target: str) -> None:
    had = txn.obj(source).counters
    original(txn, kind, source, target)
    txn.update(source, counters=had)


def _buff_stacking(original: Callable[..., Any], txn: Txn, object_id: str) -> None:
    obj = txn.on_board(object_id, "426.1")
    if not is_unit(obj):
        return original(txn, object_id)
    txn.update(object_id, counters=tuple(sorted({**dict(obj.counters), "buff": obj.counter("buff") + 1}.items())))
    txn.emit("counter_placed", object=object_id, counter="buff")
    return None


def _remove_onto_another(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    owner = txn.obj(object_id).controller
    original(txn, kind, object_id)
    other = next((o for o in txn.state.board() if o.id != object_id and is_unit(o) and o.controller == owner
                  and not o.counter(kind)), None)
    if other is not None:
        txn.update(other.id, counters=tuple(sorted({**dict(other.counters), kind: 1}.items())))


def _spend(check: Callable[[Any, str], bool], only_first: bool = False, take_first_only: bool = False,
           need_permission: bool = True) -> Callable[..., None]:
    """A spend whose control check is ``check(obj, player)`` (the oracle's: obj.controller == player)."""

    def spend(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
              allowed_by: dict[str, object] | None) -> None:
        if allowed_by is None and need_permission:
            raise Rejected("no_permission", "745", "no effect allows spending")
        for object_id in objects[:1] if only_first else objects:
            obj = txn.on_board(object_id, "745.2")
            if not check(obj, player):
                raise Rejected("not_controller", "745.2", f"{player} may not spend {object_id!r}'s {kind}")
        for object_id in objects[:1] if take_first_only else objects:
            obj = txn.on_board(object_id, "745")
            if not obj.counter(kind):
                raise Rejected("illegal_target", "745", f"{object_id!r} has no {kind} counter")
            txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k != kind))
            txn.emit("counters_spent", object=object_id, counter=kind, player=player)

    return spend


def _controller(obj: Any, player: str) -> bool:
    return bool(obj.controller == player)


def _rebuff_on_control_change(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    if txn.obj(object_id).counter("buff"):
        txn.emit("counter_placed", object=object_id, counter="buff")  # "it comes under B's control buffed"


def _copy_with(*fields: str, move: bool = False, reset: bool = False) -> Callable[..., None]:
    def become_copy(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str, *args: Any,
                    **kwargs: Any) -> None:  # the Spectacles' copy: while_attached
        original(txn, object_id, model_id, *args, **kwargs)
        model = txn.obj(model_id)
        if reset:
            txn.update(object_id, counters=(), damage=0, states=frozenset())
        if fields:
            txn.update(object_id, **{f: getattr(model, f) for f in fields})
        if move:
            txn.update(model_id, counters=())

    return become_copy


def _might_with_model_buff(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    model = state.get(obj.copy.of) if obj.copy is not None else None
    if total is not None and model is not None and model.on_board:
        total += model.counter("buff")
    return total


def _buff_pays_energy(original: Callable[..., Any], txn: Txn, player: str, object_id: str, key: str,
                      targets: tuple[str, ...], instance: int = 1) -> None:
    """An ability its player cannot pay for is paid with the buff of the object that has it."""
    try:
        original(txn, player, object_id, key, targets, instance)
    except Rejected as rejection:
        obj = txn.obj(object_id)
        if rejection.reason != "unpaid_cost" or not obj.counter("buff"):
            raise
        txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k != "buff"))
        txn.emit("counters_spent", object=object_id, counter="buff", player=player)
        cost = next(a.cost for a in obj.traits.abilities if a.key == key)
        txn.state = replace(txn.state, players=tuple(replace(p, pool=cost) if p.id == player else p
                                                     for p in txn.state.players))
        original(txn, player, object_id, key, targets, instance)


def _spend_cost_if_any(original: Callable[..., Any], txn: Txn, player: str, kind: str, object_id: str) -> None:
    if txn.obj(object_id).counter(kind):
        original(txn, player, kind, object_id)


# --- engines that remember what they should not ------------------------------------------


class StaleMight(PatchedOracle):
    """Adds a buff's +1 to the Might it keeps when the buff is placed, and never takes it off
    again when the buff is removed, spent or moved away; a card that leaves the board is
    recomputed from scratch."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.stale: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        for e in result.get("events", []) if result.get("accepted") else []:
            if e["type"] in ("counter_removed", "counters_spent") and e.get("counter") == "buff":
                self.stale.add(e["object"])
            elif e["type"] == "counter_moved" and e.get("counter") == "buff":
                self.stale.add(e["from"])
                self.stale.discard(e["to"])
            elif e["type"] in ("counter_placed", "kill", "banish", "zone_changed"):
                self.stale.discard(e["object"])
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            if o["id"] in self.stale and isinstance((o.get("view") or {}).get("might"), int):
                o["view"]["might"] += 1
        return doc


class HiddenCounters(PatchedOracle):
    """Keeps the counters of a card that leaves the board and only hides them while it is off
    the board; a card that comes back shows them again."""

    patches = (("rulespec.oracle.zones.leave_board", _keep_counters),)

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            if o.get("zone", "board") != "board":
                o.pop("counters", None)
        return doc


class BuffOncePerCard(PatchedOracle):
    """Reads 702.3 ("at most one buff") as once per card for the game: a card that has been
    buffed is not buffed again, even after it left the board and came back as a new object."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.buffed = {o["id"] for o in state["objects"] if (o.get("counters") or {}).get("buff")}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "buff" and action["object"] in self.buffed:
            return {"schema": "rulespec/result/1", "accepted": True, "events": []}
        result = super().perform(action)
        for e in result.get("events", []) if result.get("accepted") else []:
            if e["type"] == "counter_placed" and e.get("counter") == "buff":
                self.buffed.add(e["object"])
        return result


# --- more misreadings: stacks, owners, what survives a zone change ----------------------------

def _take_all(original: Callable[..., Any], txn: Txn, object_id: str, kind: str, rule: str) -> None:
    obj = txn.on_board(object_id, rule)
    if not obj.counter(kind):
        raise Rejected("illegal_target", rule, f"{object_id!r} has no {kind} counter")
    counters._set(txn, object_id, kind, 0)


def _spend_cost_checks_owner(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                             object_id: str) -> None:
    obj = txn.on_board(object_id, "745")
    if obj.owner == player and obj.controller != player:
        txn.update(object_id, controller=player)
        try:
            original(txn, player, kind, object_id)
        finally:
            txn.update(object_id, controller=obj.controller)
        return
    if obj.owner != player:
        raise Rejected("not_controller", "745.2", f"{player} does not own {object_id!r}")
    original(txn, player, kind, object_id)


def _spend_skips_missing(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                         allowed_by: dict[str, object] | None) -> None:
    """Spending from an object without that counter is accepted: there is just nothing to take."""
    having = [o for o in objects if txn.state.get(o) is None or not txn.obj(o).on_board or txn.obj(o).counter(kind)]
    original(txn, player, kind, having, allowed_by)


def _keep_fields(*fields: str) -> Callable[..., Any]:
    def leave_board(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> Any:
        before = txn.obj(object_id)
        result = original(txn, object_id, *args, **kwargs)
        if txn.state.get(object_id) is not None:
            txn.update(object_id, **{f: getattr(before, f) for f in fields})
        return result

    return leave_board

def _might_with_model_equipment(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    """A copy's Might read from the model's current Might: its Equipment's bonuses too."""
    total = original(state, obj)
    model = state.get(obj.copy.of) if obj.copy is not None else None
    if total is not None and model is not None and model.on_board:
        total += sum(a.traits.might_bonus or 0 for a in state.attachments_of(model.id))
    return total


MUTANTS = [
    Mutant("refuses-move", "BUFF-01", "an engine that cannot move a buffed unit (refuses every move)",
           refusing("move")),
    Mutant("move-clears-counters", "BUFF-01",
           "a move treated as leaving and entering the board: the moved unit loses its counters (124, 446.2)",
           patched(("rulespec.oracle.movement.move", _clear_counters))),
    Mutant("recall-clears-counters", "BUFF-01",
           "a recall treated as a zone change: the recalled unit loses its counters (458)",
           patched(("rulespec.oracle.movement.recall", _clear_counters))),
    Mutant("move-reported-not-done", "BUFF-01",
           "accepts the move and reports it, but the unit stays where it was",
           patched(("rulespec.oracle.movement.move", _move_without_moving))),
    Mutant("control-change-clears-counters", "BUFF-02",
           "a change of control makes a new object, without the old one's counters (124, 749)",
           patched(("rulespec.oracle.control.change_control", _clear_counters))),
    Mutant("control-recall-clears-counters", "BUFF-02",
           "the recall of a unit taken from another player's base (cleanup, 323.7) is a zone change that "
           "loses its counters", patched(("rulespec.oracle.cleanup.recall", _clear_counters))),
    Mutant("move-counter-remove-and-rebuff", "BUFF-03",
           "moving a buff implemented as removing it from the first unit and buffing the second: the buff "
           "passes through nowhere, but the events say one ceased to exist and a new one was placed (746)",
           patched(("rulespec.oracle.counters.move_counter", _move_counter_as_remove_and_buff))),
    Mutant("move-counter-copies", "BUFF-03", "the moved buff also stays on the first unit (746)",
           patched(("rulespec.oracle.counters.move_counter", _move_counter_keeping_it))),
    Mutant("buffs-stack", "BUFF-03", "a unit can hold several buffs, each +1 Might (702.3: at most one)",
           patched(("rulespec.oracle.counters._can_hold",
                    lambda original, txn, object_id, kind: is_unit(txn.obj(object_id))),
                   ("rulespec.oracle.counters.buff", _buff_stacking))),
    Mutant("removed-buff-still-counted", "BUFF-04",
           "the buff's +1 is added to a stored Might when the buff is placed and not taken off when it is "
           "removed, spent or moved away (703)", StaleMight),
    Mutant("removed-counter-lands-elsewhere", "BUFF-04",
           "every removal is read as a move: the removed buff goes to another unit of the same player (747)",
           patched(("rulespec.oracle.counters.remove_counter", _remove_onto_another))),
    Mutant("spend-checks-owner", "BUFF-05",
           "spending checks who owns the unit, not who controls it (745.2, 749)",
           patched(("rulespec.oracle.counters.spend", _spend(lambda obj, player: obj.owner == player)))),
    Mutant("spend-checks-first-object-only", "BUFF-05",
           "with several units named, control is checked on the first one only (745.2)",
           patched(("rulespec.oracle.counters.spend", _spend(_controller, only_first=True)))),
    Mutant("spend-takes-one-counter", "BUFF-05",
           "spends the counter of the first unit named only (745: every one named)",
           patched(("rulespec.oracle.counters.spend", _spend(_controller, take_first_only=True)))),
    Mutant("spend-without-permission", "BUFF-06",
           "an available buff is a resource a player may spend freely, with or without an effect (745)",
           patched(("rulespec.oracle.counters.spend", _spend(_controller, need_permission=False)))),
    Mutant("buff-pays-energy", "BUFF-06",
           "a buff on the unit stands in for the energy its ability costs, as if it were a resource (745)",
           patched(("rulespec.oracle.chain.activate", _buff_pays_energy))),
    Mutant("spend-cost-not-taken", "BUFF-06",
           "\"Spend my buff\" read as a condition (the unit is buffed), not a cost: the buff stays (745)",
           patched(("rulespec.oracle.chain.spend_cost", lambda original, txn, player, kind, object_id: None))),
    Mutant("spend-cost-optional", "BUFF-06",
           "the buff is spent if there is one; without one the ability is played anyway (745: the cost "
           "must be paid)", patched(("rulespec.oracle.chain.spend_cost", _spend_cost_if_any))),
    Mutant("control-change-rebuffs", "BUFF-07",
           "the unit comes under its new controller buffed: a counter is placed again (the change of "
           "control does not buff it again)",
           patched(("rulespec.oracle.control.change_control", _rebuff_on_control_change))),
    Mutant("former-controller-may-spend", "BUFF-07",
           "the buff still answers to the player who had it (or who owns the unit) after a change of "
           "control (745.2, 749)",
           patched(("rulespec.oracle.counters.spend", _spend(lambda obj, p: obj.controller == p or obj.owner == p)))),
    Mutant("copy-copies-states-and-damage", "BUFF-08",
           "a copy takes the model's statuses and damage along with its traits (477.1.b.1.a, 124.2)",
           patched(("rulespec.oracle.copies.become_copy", _copy_with("states", "damage")))),
    Mutant("copy-resets-receiver", "BUFF-08",
           "becoming a copy resets the receiving unit: its own states, damage and counters are lost (124.2)",
           patched(("rulespec.oracle.copies.become_copy", _copy_with(reset=True)))),
    Mutant("copy-might-includes-model-buff", "BUFF-08",
           "a copy's Might is read from the model's current Might, buff included (703, 477.1.b.1.a)",
           patched(("rulespec.oracle.layers.might", _might_with_model_buff))),
    Mutant("copy-copies-counters", "BUFF-09",
           "a copy takes the model's counters in place of its own (477.1.b.1.a)",
           patched(("rulespec.oracle.copies.become_copy", _copy_with("counters")))),
    Mutant("copy-moves-buff", "BUFF-09",
           "the model's buff moves to the copy, as if the marker were copied with the card",
           patched(("rulespec.oracle.copies.become_copy", _copy_with("counters", move=True)))),
    Mutant("leave-board-keeps-counters", "BUFF-10",
           "a card that leaves the board keeps its counters (124.1, 748)",
           patched(("rulespec.oracle.zones.leave_board", _keep_counters))),
    Mutant("counters-hidden-off-board", "BUFF-10",
           "the counters of a card off the board are hidden, not removed: they come back with it (748)",
           HiddenCounters),
    Mutant("banish-keeps-counters", "BUFF-11",
           "banishing is not killing, so the banished unit keeps its buff (427, 748)",
           patched(("rulespec.oracle.zones.banish", _keep_counters))),
    Mutant("buff-once-per-card", "BUFF-11",
           "the returned unit counts as already buffed: buffing it again does nothing (702.3 read per card, "
           "not per object; buffing it is a new action)", BuffOncePerCard),
    Mutant("counter-taken-as-a-stack", "BUFF-03",
           "removing or moving a counter takes every counter of that kind at once",
           patched(("rulespec.oracle.counters._take", _take_all))),
    Mutant("spend-cost-checks-owner", "BUFF-07",
           "an ability's \"spend my buff\" cost is paid by the unit's owner, not its controller (745.2, 749)",
           patched(("rulespec.oracle.chain.spend_cost", _spend_cost_checks_owner))),
    Mutant("spend-from-unbuffed-accepted", "BUFF-05",
           "spending names objects; one without the counter is skipped rather than refused (745: the required "
           "number and type are removed)", patched(("rulespec.oracle.counters.spend", _spend_skips_missing))),
    Mutant("leave-board-keeps-damage", "BUFF-10",
           "a card that leaves the board keeps its marked damage (124.1: a new object, no temporary changes)",
           patched(("rulespec.oracle.zones.leave_board", _keep_fields("damage", "damage_by")))),
    Mutant("leave-board-keeps-states", "BUFF-10",
           "a stunned or empowered card stays so after it leaves the board (124.1)",
           patched(("rulespec.oracle.zones.leave_board", _keep_fields("states")))),
    Mutant("leave-board-keeps-granted-text", "BUFF-10",
           "text granted to a card and type changes outlast its leaving the board (124.1)",
           patched(("rulespec.oracle.zones.leave_board", _keep_fields("granted", "type_changes")))),
    Mutant("copy-might-includes-model-equipment", "BUFF-08",
           "a copy's Might is the model's current Might, with the bonuses of the Equipment attached to the model "
           "(477.1.b.1.a: only the printed Might is copied)",
           patched(("rulespec.oracle.layers.might", _might_with_model_equipment))),
]


# --- round 3: counters that are not buffs, and a buff read as its controller's (BUFF-02 … BUFF-09) ------


def _control_change_keeps_buffs_only(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    """A change of control keeps the unit's buff, and clears its other counters (taken for the former
    controller's markers)."""
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    obj = txn.obj(object_id)
    if obj.controller != before:
        txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k == "buff"))


def _buff_counts_for_its_owner_only(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    """The buff's +1 applies only while the unit's owner controls it."""
    total = original(state, obj)
    if total is not None and obj.on_board and obj.controller != obj.owner:
        return int(total - obj.counter("buff"))
    return total


def _remove_every_counter_of_the_kind(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    """The counter removed ceases to exist, and the engine drops the whole kind with it."""
    original(txn, kind, object_id)
    obj = txn.obj(object_id)
    txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k != kind))


def _copy_takes_other_counters(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                               while_attached: str | None = None) -> None:
    """A copy takes the model's counters other than buffs (charge counters read as part of the card)."""
    original(txn, object_id, model_id, while_attached)
    model, obj = txn.obj(model_id), txn.obj(object_id)
    merged = dict(obj.counters)
    for kind, n in model.counters:
        if kind != "buff":
            merged[kind] = merged.get(kind, 0) + n
    txn.update(object_id, counters=tuple(sorted(merged.items())))


MUTANTS += [
    Mutant("control-change-clears-other-counters", "BUFF-02",
           "a change of control keeps the buff but clears the unit's other counters, taken for its former "
           "controller's (124, 749: counters have no controller, and stay)",
           patched(("rulespec.oracle.control.change_control", _control_change_keeps_buffs_only))),
    Mutant("buff-counts-for-its-owner-only", "BUFF-02",
           "the buff stays on the unit, but its +1 Might applies only while the unit's owner controls it",
           patched(("rulespec.oracle.layers.might", _buff_counts_for_its_owner_only))),
    Mutant("removal-takes-every-counter-of-the-kind", "BUFF-04",
           "a counter removed ceases to exist, and the engine deletes every counter of that kind with it (747: "
           "the one counter removed)",
           patched(("rulespec.oracle.counters.remove_counter", _remove_every_counter_of_the_kind))),
    Mutant("copy-takes-the-model-other-counters", "BUFF-09",
           "a copy takes no buff, but takes the model's other counters, read as part of its card (477.1.b.1.a: no "
           "marker moves between cards)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes_other_counters))),
]


def _removal_checks_control(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    """Removing a counter is checked like spending one: only from an object the remover controls."""
    player = _removing[-1] if _removing else None
    obj = txn.obj(object_id)
    if player is not None and obj.controller != player:
        raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}")
    original(txn, kind, object_id)


_removing: list[str] = []


class RemovalChecksControl(PatchedOracle):
    """Remembers who removes a counter, for the removal to check it."""

    patches = (("rulespec.oracle.counters.remove_counter", _removal_checks_control),)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        _removing.append(action.get("player", ""))
        try:
            return super().perform(action)
        finally:
            _removing.pop()


MUTANTS += [
    Mutant("removal-only-from-own-units", "BUFF-04",
           "a counter may be removed only from a unit the remover controls, as spending checks it (745.2 is "
           "spending's rule; an effect that removes a counter removes it wherever it is, 747)",
           RemovalChecksControl),
]


class BuffMightOutlivesTheZoneChange(PatchedOracle):
    """Keeps the +1 of a buff that a unit lost by leaving the board: once back on the board, the unit
    shows it until it is buffed again (the counter cleared with the zone change, the stored Might not)."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.stale: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        buffed = {o["id"] for o in super().snapshot()["objects"] if (o.get("counters") or {}).get("buff")}
        result = super().perform(action)
        for e in result.get("events", []) if result.get("accepted") else []:
            if e["type"] in ("kill", "banish") and e.get("object") in buffed:
                self.stale.add(e["object"])
            elif e["type"] == "counter_placed":
                self.stale.discard(e["object"])
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            view = o.get("view") or {}
            if o["id"] in self.stale and o.get("zone") == "board" and isinstance(view.get("might"), int):
                view["might"] += 1
        return doc


MUTANTS += [
    Mutant("buff-might-outlives-the-zone-change", "BUFF-11",
           "the banished unit loses its buff counter but not the +1 Might it gave: back on the board it shows the "
           "old bonus until it is buffed again (124.1: a new object, no counters)", BuffMightOutlivesTheZoneChange),
]


def _copy_overrides_the_buff(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    """The copy is applied after the buff, so the copied Might replaces the Might the buff gave."""
    total = original(state, obj)
    if total is not None and obj.on_board and obj.copy is not None:
        return int(total - obj.counter("buff"))
    return total


MUTANTS += [
    Mutant("copy-overrides-the-buff-might", "BUFF-09",
           "the copy's Might is set after the buff is counted: a buffed unit that becomes a copy keeps its buff but "
           "not its +1 (477: the copy in layer 1, the buff in layer 3, after it)",
           patched(("rulespec.oracle.layers.might", _copy_overrides_the_buff))),
]


class BuffAfterReturnRestored(PatchedOracle):
    """Takes the buff of a unit that came back to the board for its old buff put back, not a new one
    placed: the counter_placed event is left out."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.returned: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        if result.get("accepted"):
            self.returned |= {e["object"] for e in result["events"] if e["type"] == "returned_to_board"}
            result["events"] = [e for e in result["events"] if not (e["type"] == "counter_placed"
                                                                    and e.get("object") in self.returned)]
        return result


_stolen: dict[str, tuple[tuple[str, int], ...]] = {}


def _control_back_restores(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    """A unit taken by another player is kept as it was when taken, and put back so when it returns to its
    owner's control: the counters it got in between are lost."""
    obj = txn.obj(object_id)
    original(txn, object_id, to)
    if obj.controller == obj.owner and to != obj.owner:
        _stolen[object_id] = obj.counters
    elif to == obj.owner and object_id in _stolen:
        txn.update(object_id, counters=_stolen.pop(object_id))


class ControlBackRestores(PatchedOracle):
    patches = (("rulespec.oracle.control.change_control", _control_back_restores),)

    def setup(self, state: dict[str, Any]) -> None:
        _stolen.clear()
        super().setup(state)


MUTANTS += [
    Mutant("buff-after-return-reported-as-restored", "BUFF-11",
           "the buff put on a unit that came back to the board is taken for its old one put back, and reported as "
           "nothing (a new buff is a new action: counter_placed)", BuffAfterReturnRestored),
    Mutant("control-back-restores-the-counters", "BUFF-02",
           "a unit taken by another player is given back to its owner as it was when taken: the counters it got "
           "in between are lost (124, 749: a change of control removes no counter)", ControlBackRestores),
]


def _gear_control_change_clears(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    """A gear that changes control is taken for a new object: its counters are lost (a unit keeps them)."""
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    obj = txn.obj(object_id)
    if obj.controller != before and not is_unit(obj):
        txn.update(object_id, counters=())


def _removal_from_units_only(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    """Counters are taken to be on units only, as buffs are: a removal from a gear is refused."""
    if not is_unit(txn.on_board(object_id, "747")):
        raise Rejected("illegal_target", "747", f"{object_id!r} is not a unit: it has no counter to remove")
    original(txn, kind, object_id)


MUTANTS += [
    Mutant("gear-control-change-clears-counters", "BUFF-02",
           "a gear that changes control is taken for a new object and loses its counters; only a unit keeps them "
           "(124, 749: no change of control removes counters)",
           patched(("rulespec.oracle.control.change_control", _gear_control_change_clears))),
    Mutant("counter-removal-from-units-only", "BUFF-04",
           "counters are taken to be on units only, as buffs are (702): removing a counter from a gear is refused",
           patched(("rulespec.oracle.counters.remove_counter", _removal_from_units_only))),
]


# --- red-team additions -------------------------------------------------------------------------

def _copy_end_clears_counters(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.state.get(host_id)
    copied = host is not None and host.copy is not None and host.copy.while_attached == card_id
    original(txn, card_id, host_id)
    if copied:
        txn.update(host_id, counters=())


def _leave_keeping_controller(original: Callable[..., None], txn: Txn, object_id: str, *args: Any,
                              **kwargs: Any) -> None:
    was = txn.obj(object_id).controller
    original(txn, object_id, *args, **kwargs)
    if txn.state.get(object_id) is not None:
        txn.update(object_id, controller=was)


def _return_under_its_controller(original: Callable[..., None], txn: Txn, object_id: str) -> None:
    was = txn.obj(object_id).controller
    original(txn, object_id)
    if was != txn.obj(object_id).controller:
        txn.update(object_id, controller=was, location=txn.base_of(was))


MUTANTS += [
    Mutant("copy-end-clears-counters", "BUFF-08",
           "the end of a copy the Spectacles made puts the unit back as its printed card, without the "
           "counters it had (477.1.b.1.a, 748: a copy never touches the receiving unit's counters)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _copy_end_clears_counters))),
    Mutant("returned-unit-keeps-its-controller", "BUFF-10",
           "a unit an effect returns from the trash comes back under the player who controlled it when it "
           "left, the control change carried with the card (124.1: a new object, free of old effects; 056)",
           patched(("rulespec.oracle.zones.leave_board", _leave_keeping_controller),
                   ("rulespec.oracle.zones.return_to_board", _return_under_its_controller))),
]


# --- second red-team round: BUFF-03, BUFF-05, BUFF-07 ------------------------------------------

def _move_only_from_own(original: Callable[..., Any], txn: Txn, kind: str, source: str, target: str) -> None:
    # the engine reads "move a counter" as the spending of it, and checks control of the source
    src, dst = txn.obj(source), txn.obj(target)
    if src.controller != dst.controller:
        raise Rejected("not_controller", "746", f"{source!r} and {target!r} have different controllers")
    original(txn, kind, source, target)


def _spend_owner_and_controller(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                objects: list[str], allowed_by: Any) -> None:
    for object_id in objects:
        obj = txn.obj(object_id)
        if obj.controller != obj.owner:
            raise Rejected("not_controller", "745.2", f"the {kind} on {object_id!r} belongs to {obj.owner}'s side")
    original(txn, player, kind, objects, allowed_by)


def _spend_cost_owner_and_controller(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                     object_id: str) -> None:
    obj = txn.obj(object_id)
    if obj.controller != obj.owner:
        raise Rejected("not_controller", "745.2", f"the {kind} on {object_id!r} belongs to {obj.owner}'s side")
    original(txn, player, kind, object_id)


MUTANTS += [
    Mutant("counter-moves-only-between-one-players-objects", "BUFF-03",
           "moving a counter is read as spending it onto another object: both objects must have the same "
           "controller (746: the move follows the effect that allows it; counters have no controller, 749)",
           patched(("rulespec.oracle.counters.move_counter", _move_only_from_own))),
    Mutant("taken-units-buff-unspendable", "BUFF-07",
           "a buff is taken to belong to the side that put it on the unit: a unit under another player's "
           "control keeps its buff, but nobody may spend it (749: counters have no controller; 745.2: the "
           "object's controller spends)",
           patched(("rulespec.oracle.counters.spend", _spend_owner_and_controller),
                   ("rulespec.oracle.chain.spend_cost", _spend_cost_owner_and_controller))),
]


def _removal_reported_as_spending(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "remove_counter":
        result["events"] = [{"type": "counters_spent", "object": e.get("object"), "counter": e.get("counter"),
                             "player": action.get("player")} if e.get("type") == "counter_removed" else e
                            for e in result["events"]]
    return result


MUTANTS += [
    Mutant("removal-reported-as-spending", "BUFF-04",
           "removing a counter and spending it are taken for one operation: a counter an effect removes is "
           "reported as spent by the player who removes it (747: it ceases to exist; 745: spending is a cost "
           "or an effect's own instruction)",
           rewriting(perform=_removal_reported_as_spending)),
]


# --- second red-team round, second batch: BUFF-02, BUFF-06, BUFF-09 ----------------------------

def _spend_cost_any_friendly_buff(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                  object_id: str) -> None:
    # "Spend my buff" read as "spend a buff": the holder's if it has one, else another friendly unit's
    if not txn.obj(object_id).counter(kind):
        other = next((o.id for o in txn.state.board() if o.controller == player and o.counter(kind)), None)
        if other is not None:
            object_id = other
    original(txn, player, kind, object_id)


def _control_change_reported_as_counter_moves(action: dict[str, Any], result: dict[str, Any],
                                              adapter: Any) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "change_control":
        snapshot = adapter.snapshot()
        obj = next((o for o in snapshot.get("objects", []) if o.get("id") == action.get("object")), {})
        extra = []
        for kind in obj.get("counters", {}) or {}:
            extra += [{"type": "counter_removed", "object": obj["id"], "counter": kind},
                      {"type": "counter_placed", "object": obj["id"], "counter": kind}]
        result["events"] = [*result["events"], *extra]
    return result


def _copy_reports_model_buff(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted") and action.get("type") == "become_copy":
        snapshot = adapter.snapshot()
        model = next((o for o in snapshot.get("objects", []) if o.get("id") == action.get("of")), {})
        if (model.get("counters") or {}).get("buff"):
            result["events"] = [*result["events"],
                                {"type": "counter_placed", "object": action.get("object"), "counter": "buff"}]
    return result


MUTANTS += [
    Mutant("spend-my-buff-takes-any-friendly-buff", "BUFF-06",
           "a unit's 'Spend my buff' cost is paid with any buff its controller has on the board when the unit "
           "has none, as if buffs were a pool (745: the cost names the objects; an available counter is no "
           "resource)",
           patched(("rulespec.oracle.chain.spend_cost", _spend_cost_any_friendly_buff))),
    Mutant("control-change-reported-as-counters-removed-and-placed", "BUFF-02",
           "a change of control is carried out by taking the unit's counters off and putting them back for "
           "the new controller, and reported so (749: counters have no controller; the change alone touches "
           "no counter)",
           rewriting(perform=_control_change_reported_as_counter_moves)),
    Mutant("copy-reports-the-models-buff", "BUFF-09",
           "becoming a copy of a buffed unit is reported as placing a buff on the copy, the model's marker "
           "taken for part of what is copied (477.1.b.1.a: no marker moves between cards)",
           rewriting(perform=_copy_reports_model_buff)),
]


def _spend_from_units_only(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                           allowed_by: Any) -> None:
    for object_id in objects:
        if not is_unit(txn.on_board(object_id, "745")):
            raise Rejected("illegal_target", "745", f"{object_id!r} is not a unit: counters are spent from units")
    original(txn, player, kind, objects, allowed_by)


MUTANTS += [
    Mutant("spend-from-units-only", "BUFF-05",
           "counters are taken to be spent from units only, as buffs are: the counters on a gear cannot be spent "
           "(745: from the named objects, which the player must control, whatever their type)",
           patched(("rulespec.oracle.counters.spend", _spend_from_units_only))),
]


# --- round 3 ------------------------------------------------------------------------------


def _buff_only(counters_: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    return tuple((k, n) for k, n in counters_ if k == "buff")


def _other_counters_cleared(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> Any:
    """Run ``original``, then keep the object's buff and drop its other counters."""
    result = original(txn, object_id, *args, **kwargs)
    obj = txn.state.get(object_id)
    if obj is not None and obj.counters:
        txn.update(object_id, counters=_buff_only(obj.counters))
    return result


def _recall_reported_as_counter_moves(original: Callable[..., Any], txn: Txn, object_id: str,
                                      cause: str = "effect") -> bool:
    moved = bool(original(txn, object_id, cause))
    obj = txn.state.get(object_id)
    if moved and obj is not None and obj.counter("buff"):
        txn.emit("counter_removed", object=object_id, counter="buff")
        txn.emit("counter_placed", object=object_id, counter="buff")
    return moved


def _leave_board_keeps_other_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                      *args: Any, **kwargs: Any) -> Any:
    kept = tuple((k, n) for k, n in txn.obj(object_id).counters if k != "buff")
    result = original(txn, object_id, *args, **kwargs)
    if kept and txn.state.get(object_id) is not None:
        txn.update(object_id, counters=kept)
    return result


def _copy_takes(**fields: Callable[[Any], Any]) -> Callable[..., None]:
    """A become_copy that also gives the object ``fields`` read from its model."""

    def become_copy(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                    *args: Any, **kwargs: Any) -> None:
        original(txn, object_id, model_id, *args, **kwargs)
        model = txn.obj(model_id)
        txn.update(object_id, **{name: read(model) for name, read in fields.items()})

    return become_copy


def _spent_reported_for_the_owner(original: Callable[..., Any], txn: Txn, player: str, *args: Any,
                                  **kwargs: Any) -> None:
    """Run ``original`` and report each counters_spent event for the owner of the object."""
    mark = len(txn.events)
    original(txn, player, *args, **kwargs)
    for event in txn.events[mark:]:
        if event["type"] == "counters_spent":
            event["player"] = txn.obj(event["object"]).owner


class BuffMightAtBattlefieldsOnly(PatchedOracle):
    """A buff adds its +1 Might only where units fight: at a battlefield."""

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc.get("objects", []):
            view = obj.get("view") or {}
            location = obj.get("location") or ""
            buffed = bool((obj.get("counters") or {}).get("buff"))
            if buffed and view.get("might") is not None and not location.startswith("battlefield:"):
                view["might"] -= 1
        return doc


MUTANTS += [
    Mutant("move-clears-other-counters", "BUFF-01",
           "a unit that moves keeps its buff, the one counter the rules name, and loses its other counters, "
           "as if only the buff were meant to last (124: it stays on the board and keeps its counters)",
           patched(("rulespec.oracle.movement.move", _other_counters_cleared))),
    Mutant("recall-clears-other-counters", "BUFF-01",
           "a recalled unit keeps its buff and loses its other counters (124, 458: recalled to base, it "
           "stays on the board and keeps its counters)",
           patched(("rulespec.oracle.movement.recall", _other_counters_cleared))),
    Mutant("recall-reported-as-counter-removed-and-placed", "BUFF-01",
           "a recall is carried out as taking the buff off and putting it back at the base, and reported so "
           "(124: the unit stays on the board; nothing happens to its counters)",
           patched(("rulespec.oracle.movement.recall", _recall_reported_as_counter_moves))),
    Mutant("leave-board-clears-the-buff-only", "BUFF-10",
           "a card that leaves the board loses its buff, and keeps its other counters, unseen off the board, "
           "which come back with it (124.1, 748: it loses its counters, all of them)",
           type("OtherCountersHidden", (HiddenCounters,),
                {"patches": (("rulespec.oracle.zones.leave_board", _leave_board_keeps_other_counters),)})),
    Mutant("copy-clears-the-receivers-other-counters", "BUFF-08",
           "becoming a copy keeps the object's buff but drops its other counters, as if they came with its "
           "old traits (477.1.b.1.a, 124.2: the receiving object keeps its own counters)",
           patched(("rulespec.oracle.copies.become_copy", _other_counters_cleared))),
    Mutant("copy-takes-the-models-controller", "BUFF-08",
           "a copy of another player's unit comes under that player's control, control taken for a copied "
           "characteristic (477.1.b.1.a: a copy changes only the traits it copies)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes(controller=lambda m: m.controller)))),
    Mutant("copy-takes-the-models-ready-state", "BUFF-08",
           "a copy takes its model's exhausted or ready state along with its traits (477.1.b.1.a, 124.2: "
           "the receiving object keeps its own statuses)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes(exhausted=lambda m: m.exhausted)))),
    Mutant("spend-reported-for-the-owner", "BUFF-05",
           "spent counters are reported as spent by the owner of their object, counters taken to belong to "
           "the owner (749, 745.2: the player who spends them, who controls the object)",
           patched(("rulespec.oracle.counters.spend", _spent_reported_for_the_owner))),
    Mutant("spend-cost-reported-for-the-owner", "BUFF-07",
           "the buff a new controller spends for a cost is reported as spent by the unit's owner, its former "
           "controller (745.2, 749: the new controller spends it)",
           patched(("rulespec.oracle.chain.spend_cost", _spent_reported_for_the_owner))),
    Mutant("buff-might-only-at-battlefields", "BUFF-11",
           "a buff's +1 Might is counted only at a battlefield, where units fight: a buffed unit recalled to "
           "base shows its printed Might (124, 458: the buff survives the recall, and with it its Might)",
           BuffMightAtBattlefieldsOnly),
]


def _move_counter_from_units_only(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                  target: str) -> None:
    if not is_unit(txn.on_board(source, "746")):
        raise Rejected("illegal_target", "746", f"{source!r} is not a unit: counters move between units")
    original(txn, kind, source, target)


MUTANTS += [
    Mutant("counter-moves-from-units-only", "BUFF-03",
           "counters are taken to move between units only, as buffs do: a gear's counter cannot be moved "
           "(746: a counter moves from one object to another, whatever their type)",
           patched(("rulespec.oracle.counters.move_counter", _move_counter_from_units_only))),
]


# --- round 4 ------------------------------------------------------------------------------


def _host_leaving_clears_attachments_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                              *args: Any, **kwargs: Any) -> Any:
    attached = [a.id for a in txn.state.attachments_of(object_id)]
    result = original(txn, object_id, *args, **kwargs)
    for card_id in attached:
        if txn.state.get(card_id) is not None:
            txn.update(card_id, counters=())
    return result


def _spend_leaves_the_counter(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                              allowed_by: Any) -> None:
    before = {object_id: txn.obj(object_id).counters for object_id in objects if txn.state.get(object_id)}
    original(txn, player, kind, objects, allowed_by)
    for object_id, kept in before.items():
        txn.update(object_id, counters=kept)


def _spend_on_own_turn_only(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                            allowed_by: Any) -> None:
    if txn.state.turn.active_player != player:
        raise Rejected("wrong_timing", "745", f"it is {txn.state.turn.active_player}'s turn: {player} cannot spend "
                       "counters now")
    original(txn, player, kind, objects, allowed_by)


def _taken_unit_buffed_again(original: Callable[..., Any], txn: Txn, object_id: str) -> None:
    obj = txn.on_board(object_id, "426.1")
    if is_unit(obj) and obj.counter("buff") and obj.controller != obj.owner:
        counts = {**dict(obj.counters), "buff": obj.counter("buff") + 1}
        txn.update(object_id, counters=tuple(sorted(counts.items())))
        txn.emit("counter_placed", object=object_id, counter="buff")
        return
    original(txn, object_id)


def _counter_move_takes_every_kind(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                   target: str) -> None:
    others = [(k, n) for k, n in txn.obj(source).counters if k not in (kind, "buff")]
    original(txn, kind, source, target)
    if not others:
        return
    txn.update(source, counters=tuple((k, n) for k, n in txn.obj(source).counters if k not in dict(others)))
    merged = dict(txn.obj(target).counters)
    for k, n in others:
        merged[k] = merged.get(k, 0) + n
    txn.update(target, counters=tuple(sorted(merged.items())))


def _buff_removal_takes_the_rest(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    original(txn, kind, object_id)
    if kind == "buff":
        txn.update(object_id, counters=())


def _copy_strips_the_models_buff(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                                 *args: Any, **kwargs: Any) -> None:
    original(txn, object_id, model_id, *args, **kwargs)
    model = txn.obj(model_id)
    if model.counter("buff"):
        txn.update(model_id, counters=tuple((k, n) for k, n in model.counters if k != "buff"))


def _control_change_clears_attachments_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                                to: str) -> None:
    before = txn.obj(object_id).controller if txn.state.get(object_id) else None
    original(txn, object_id, to)
    if before is not None and before != to:
        for card in txn.state.attachments_of(object_id):
            txn.update(card.id, counters=())


MUTANTS += [
    Mutant("host-kill-clears-its-equipments-counters", "BUFF-10",
           "a killed unit's counters are cleared with those of every card attached to it, the stack taken for "
           "one object that left the board (748, 719.5: the detached equipment stays on the board, and keeps "
           "its counters)",
           patched(("rulespec.oracle.zones.leave_board", _host_leaving_clears_attachments_counters))),
    Mutant("spend-leaves-the-counter", "BUFF-05",
           "spending is reported and the player's permission used, but the counter stays on its object, as if "
           "spending only looked at it (745: spending removes the required number of counters)",
           patched(("rulespec.oracle.counters.spend", _spend_leaves_the_counter))),
    Mutant("spend-on-own-turn-only", "BUFF-05",
           "counters are spent only on the spender's own turn, like a main-phase action (745: the player who "
           "controls the objects spends them when an effect allows it, on any turn)",
           patched(("rulespec.oracle.counters.spend", _spend_on_own_turn_only))),
    Mutant("taken-unit-buffed-again", "BUFF-07",
           "the one-buff limit is counted per controller: the new controller of a buffed unit can buff it "
           "again and it gets a second buff (702.3: a unit holds one buff, whoever controls it; buffing a "
           "buffed unit does nothing)",
           patched(("rulespec.oracle.counters.buff", _taken_unit_buffed_again))),
    Mutant("counter-move-takes-every-kind", "BUFF-03",
           "moving a counter moves the object's other counters with it, as one pile of markers (746: the effect "
           "moves the counter it names; the others stay on the first object)",
           patched(("rulespec.oracle.counters.move_counter", _counter_move_takes_every_kind))),
    Mutant("buff-removal-takes-the-rest", "BUFF-04",
           "removing a unit's buff clears every counter it has, the counters taken to cease to exist together "
           "(747: the removed counter ceases to exist; the others stay)",
           patched(("rulespec.oracle.counters.remove_counter", _buff_removal_takes_the_rest))),
    Mutant("copy-strips-the-models-buff", "BUFF-09",
           "copying a buffed unit uses up its buff: the copy gets none, and the model loses its own (the source: "
           "copying moves no marker from one card to the other; the model keeps its buff)",
           patched(("rulespec.oracle.copies.become_copy", _copy_strips_the_models_buff))),
    Mutant("control-change-clears-attachments-counters", "BUFF-02",
           "taking control of a unit clears the counters of the cards attached to it, the stack remade for its "
           "new controller (749, 718.5.f: a change of control alone removes no counter, on any object)",
           patched(("rulespec.oracle.control.change_control", _control_change_clears_attachments_counters))),
]


def _relocation_clears_counters(original: Callable[..., Any], txn: Txn, host_id: str, origin: str | None) -> None:
    following = [c.id for c in txn.state.attachments_of(host_id) if c.location != txn.obj(host_id).location]
    original(txn, host_id, origin)
    for card_id in following:
        txn.update(card_id, counters=())


MUTANTS += [
    Mutant("following-equipment-loses-its-counters", "BUFF-01",
           "the Equipment that follows its unit to a battlefield or back to base is put down afresh there and "
           "loses its counters, though the unit keeps its own (124, 719.3: both stay on the board; following "
           "the unit is not even a move)",
           patched(("rulespec.oracle.movement.relocate_attachments", _relocation_clears_counters))),
]


class SpendPermissionUsedOnce(PatchedOracle):
    """An ability's permission to spend a unit's buff is used up once used: after it has spent the
    buff, the unit's abilities cannot be activated again, though it has been buffed anew."""

    def __init__(self) -> None:
        super().__init__()
        self._spent: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action.get("type") == "activate" and action.get("object") in self._spent:
            return {"accepted": False, "reason": "no_permission",
                    "message": f"the ability of {action['object']!r} has already spent its buff"}
        result = super().perform(action)
        spent = any(e.get("type") == "counters_spent" for e in result.get("events", []))
        if action.get("type") == "activate" and result.get("accepted") and spent:
            self._spent.add(action["object"])
        return result


MUTANTS += [
    Mutant("spend-cost-permission-used-once", "BUFF-06",
           "the permission an ability gives to spend the unit's buff is used up by its first use: rebuffed, the "
           "unit cannot pay the same cost again (745: the ability is the effect that allows the spending, each "
           "time it is activated)",
           SpendPermissionUsedOnce),
]


# --- red-team round 5: boundaries, several objects at once, the end of the turn, refusals --------

from rulespec.adapters.oracle import OracleAdapter as _OracleAdapter  # noqa: E402 (this block is appended)
from rulespec.oracle import cleanup as _cleanup  # noqa: E402
from rulespec.oracle import engine as _engine  # noqa: E402
from tests.mutants import replacing_entry  # noqa: E402


def _strip_buffs(txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.counter("buff"):
            txn.update(obj.id, counters=tuple((k, n) for k, n in obj.counters if k != "buff"))
            txn.emit("counter_removed", object=obj.id, counter="buff")


def _buffs_end_with_the_turn(original: Callable[..., Any], txn: Txn) -> None:
    original(txn)
    _strip_buffs(txn)


def _heal_clears_counters(original: Callable[..., Any], txn: Txn, object_id: str) -> None:
    original(txn, object_id)
    obj = txn.obj(object_id)
    if obj.on_board and obj.counters:
        txn.update(object_id, counters=())


def _move_counter_from_nothing(original: Callable[..., Any], txn: Txn, kind: str, source: str, target: str) -> None:
    src = txn.on_board(source, "746")
    if src.counter(kind) or source == target:
        original(txn, kind, source, target)
        return
    txn.on_board(target, "746")  # nothing to take: the counter is simply put on the target
    if counters._can_hold(txn, target, kind):
        counters._set(txn, target, kind, txn.obj(target).counter(kind) + 1)
        txn.emit("counter_moved", counter=kind, **{"from": source}, to=target)


def _remove_missing_counter_accepted(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    if not txn.on_board(object_id, "747").counter(kind):
        return  # nothing to remove: nothing happens
    original(txn, kind, object_id)


def _move_counter_kept_when_it_cannot_land(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                           target: str) -> None:
    txn.on_board(source, "746")
    if source != target and txn.obj(source).counter(kind) and not counters._can_hold(txn, target, kind):
        return  # the move is impossible: the counter stays where it was
    original(txn, kind, source, target)


def _second_buff_reported(original: Callable[..., Any], txn: Txn, object_id: str) -> None:
    had = txn.on_board(object_id, "426.1").counter("buff")
    original(txn, object_id)
    if had and is_unit(txn.obj(object_id)):
        txn.emit("counter_placed", object=object_id, counter="buff")


def _group_move_keeps_the_leads_counters(original: Callable[..., Any], txn: Txn, a: dict[str, Any]) -> None:
    original(txn, a)
    for object_id in a["objects"][1:]:
        if txn.obj(object_id).counters:
            txn.update(object_id, counters=())


def _cleanup_recall_resets(original: Callable[..., Any], txn: Txn, object_id: str, cause: str = "effect") -> bool:
    moved = bool(original(txn, object_id, cause=cause))
    if moved and cause == "cleanup" and txn.obj(object_id).counters:
        txn.update(object_id, counters=())
    return moved


class _SpendRefusalSpendsTheFirst(_OracleAdapter):
    """A refused spend has already spent the counters of the objects named before the one refused."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        if action["type"] != "spend_counters" or result.get("accepted") or action.get("allowed_by") is None:
            return result
        state = self._state()
        for object_id in action["objects"]:
            obj = state.get(object_id)
            if obj is None or obj.controller != action["player"] or not obj.counter(action["counter"]):
                break
            partial = dict(action, objects=[object_id])
            state, _ = _oracle_perform(state, partial)
        self.state = state
        return result


def _oracle_perform(state: Any, action: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    from rulespec import oracle

    return oracle.perform(state, action, validated=True)


def _spend_cost_refused_as_no_permission(action: dict[str, Any], result: dict[str, Any],
                                         adapter: _OracleAdapter) -> dict[str, Any]:
    if not result.get("accepted", True) and result.get("reason") == "unpaid_cost" \
            and action["type"] == "activate" and "counter" in result.get("message", ""):
        result["reason"] = "no_permission"
    return result


def _no_permission_refused_as_not_controller(action: dict[str, Any], result: dict[str, Any],
                                             adapter: _OracleAdapter) -> dict[str, Any]:
    if action["type"] == "spend_counters" and result.get("reason") == "no_permission":
        result["reason"] = "not_controller"
    return result


MUTANTS += [
    Mutant("buff-ends-with-the-turn", "BUFF-01",
           "a buff is read as \"+1 Might this turn\": the ending cleanup's \"this turn\" step takes it off every "
           "unit (a buff is a counter: it stays on the board unless stated otherwise)",
           replacing_entry(_cleanup.STEPS, "this_turn_ends", _buffs_end_with_the_turn)),
    Mutant("heal-clears-counters", "BUFF-01",
           "healing resets a unit: its damage and its counters go together, at the end of the turn or of a "
           "combat (healing removes damage only; counters stay unless stated otherwise)",
           patched(("rulespec.oracle.damage.heal", _heal_clears_counters))),
    Mutant("counter-moved-from-an-object-without-one", "BUFF-03",
           "moving a counter \"to\" the second object puts one there even when the first has none: the move "
           "is read as a placement (the counter must first be on the first object)",
           patched(("rulespec.oracle.counters.move_counter", _move_counter_from_nothing))),
    Mutant("removal-of-a-missing-counter-accepted", "BUFF-04",
           "removing a counter an object does not have is accepted as a removal of nothing (an empty pool), "
           "rather than refused",
           patched(("rulespec.oracle.counters.remove_counter", _remove_missing_counter_accepted))),
    Mutant("counter-that-cannot-land-stays-put", "BUFF-04",
           "a buff moved to a unit that is buffed already stays on the first unit, the move being impossible "
           "(taken off, it lands nowhere: a counter removed without being put on another object ceases to "
           "exist)", patched(("rulespec.oracle.counters.move_counter", _move_counter_kept_when_it_cannot_land))),
    Mutant("second-buff-reported-as-placed", "BUFF-07",
           "buffing a buffed unit reports a buff placed though it has still one (a unit has one buff at most; "
           "nothing is placed)", patched(("rulespec.oracle.counters.buff", _second_buff_reported))),
    Mutant("group-move-keeps-the-leads-counters", "BUFF-01",
           "units moved together as one action are rebuilt behind the first: only the first keeps its counters",
           replacing_entry(_engine.HANDLERS, "move", _group_move_keeps_the_leads_counters)),
    Mutant("cleanup-recall-resets-counters", "BUFF-01",
           "a unit the combat cleanup recalls is sent back like a new unit: its counters are lost (a recall is "
           "a move to base: the unit stays on the board and keeps them)",
           patched(("rulespec.oracle.movement.recall", _cleanup_recall_resets))),
    Mutant("refused-spend-spends-the-first", "BUFF-05",
           "spending goes object by object: when a later object is refused (not the player's), the counters of "
           "the earlier ones are spent already (a refused action changes nothing)", _SpendRefusalSpendsTheFirst),
    Mutant("unpaid-counter-cost-refused-as-no-permission", "BUFF-06",
           "an ability whose cost spends a counter the object lacks is refused for want of permission, not "
           "for an unpaid cost (the ability is the permission; it is the cost that cannot be paid)",
           rewriting(perform=_spend_cost_refused_as_no_permission)),
    Mutant("spend-without-permission-refused-as-not-controller", "BUFF-06",
           "spending with no effect allowing it is refused as if the player did not control the object "
           "(the refusal is for want of permission: the player controls the unit)",
           rewriting(perform=_no_permission_refused_as_not_controller)),
]


def _standard_move_clears_counters(original: Callable[..., Any], txn: Txn, player: str, objects: list[str],
                                   to: str) -> None:
    original(txn, player, objects, to)
    for object_id in objects:
        if txn.obj(object_id).counters:
            txn.update(object_id, counters=())


def _spend_from_exhausted_refused(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                  objects: list[str], allowed_by: dict[str, object] | None) -> None:
    for object_id in objects:
        obj = txn.state.get(object_id)
        if obj is not None and obj.exhausted and allowed_by is not None:
            raise Rejected("illegal_target", "745", f"{object_id!r} is exhausted: its counters cannot be spent")
    original(txn, player, kind, objects, allowed_by)


MUTANTS += [
    Mutant("standard-move-clears-counters", "BUFF-01",
           "a standard move, which exhausts the units it moves, resets them as it does: their counters go "
           "(it is a move: the units stay on the board and keep their counters)",
           patched(("rulespec.oracle.standard_move.standard_move", _standard_move_clears_counters))),
    Mutant("spend-from-exhausted-refused", "BUFF-05",
           "spending a unit's buff is read as using the unit, which an exhausted unit cannot: the spend is "
           "refused (spending needs control of the object and an effect; readiness plays no part)",
           patched(("rulespec.oracle.counters.spend", _spend_from_exhausted_refused))),
]


# --- round 6: literal engines, imperfect set-ups, report lies, three players, other zones -----


class LoadingOracle(PatchedOracle):
    """The oracle loading the initial state imperfectly: ``load(state)`` rewrites a copy of the
    document before it is loaded (the engine reads some field wrongly, or not at all)."""

    load: Callable[[dict[str, Any]], None] | None = None

    def setup(self, state: dict[str, Any]) -> None:
        doc = copy.deepcopy(state)
        load = type(self).load
        if load is not None:
            load(doc)
        super().setup(doc)


def loading(load: Callable[[dict[str, Any]], None]) -> Callable[[], Any]:
    """A factory of the oracle whose set-up passes the state document through ``load(doc)``."""
    return type("Loading", (LoadingOracle,), {"load": staticmethod(load)})


def _objects(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return list(doc.get("objects", []))


def _is_unit_doc(obj: dict[str, Any]) -> bool:
    card = obj.get("card", {})
    return card.get("type") == "unit" or "might" in card


def _load_gear_counters_dropped(doc: dict[str, Any]) -> None:
    for obj in _objects(doc):
        if obj.get("counters") and not _is_unit_doc(obj):
            obj.pop("counters")


def _load_battlefield_counters_dropped(doc: dict[str, Any]) -> None:
    for obj in _objects(doc):
        if str(obj.get("location", "")).startswith("battlefield:") and obj.get("counters"):
            obj.pop("counters")


def _load_counter_numbers_as_one(doc: dict[str, Any]) -> None:
    for obj in _objects(doc):
        if obj.get("counters"):
            obj["counters"] = {kind: min(n, 1) for kind, n in obj["counters"].items()}


def _load_controller_as_owner(doc: dict[str, Any]) -> None:
    for obj in _objects(doc):
        if obj.get("counters"):
            obj.pop("controller", None)


def _events(result: dict[str, Any]) -> list[dict[str, Any]]:
    return result.get("events", []) if result.get("accepted") else []


def _counter_moved_twice(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        out: list[dict[str, Any]] = []
        for event in result["events"]:
            out.append(event)
            if event.get("type") == "counter_moved":
                out.append(dict(event))
        result["events"] = out
    return result


def _spent_reported_for_the_first_only(action: dict[str, Any], result: dict[str, Any],
                                       adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        seen = False
        out = []
        for event in result["events"]:
            if event.get("type") == "counters_spent":
                if seen:
                    continue
                seen = True
            out.append(event)
        result["events"] = out
    return result


def _buff_reaches_off_board(original: Callable[..., Any], txn: Txn, object_id: str) -> Any:
    obj = txn.state.get(object_id)
    if obj is not None and not obj.on_board and is_unit(obj):
        txn.update(object_id, counters=tuple(sorted({**dict(obj.counters), "buff": 1}.items())))
        txn.emit("counter_placed", object=object_id, counter="buff")
        return None
    return original(txn, object_id)


def _opponent_of(player: str) -> str:
    return "B" if player == "A" else "A"


def _spend_unless_the_opponents(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                                allowed_by: dict[str, object] | None) -> None:
    """The oracle's spend, whose control check refuses only the objects of "the opponent"."""
    if allowed_by is None:
        return original(txn, player, kind, objects, allowed_by)
    for object_id in objects:
        obj = txn.on_board(object_id, "745.2")
        if obj.controller == _opponent_of(player):
            raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}")
        if not counters._spendable_from(obj, kind):
            raise Rejected("illegal_target", "702.2.b", f"{object_id!r} is not a unit: a buff is spent only "
                           "from a unit")
    for object_id in objects:
        counters._take(txn, object_id, kind, "745")
        txn.emit("counters_spent", object=object_id, counter=kind, player=player)
    return None


MUTANTS += [
    Mutant("setup-drops-gear-counters", "BUFF-02",
           "the engine loads counters for units only: a gear's counters in the initial state are ignored "
           "(counters may be on any object, and stay on it)", loading(_load_gear_counters_dropped)),
    Mutant("setup-drops-counters-at-battlefields", "BUFF-01",
           "the engine's set-up reads counters only for units in a base (the example's place): a unit "
           "loaded at a battlefield starts without them", loading(_load_battlefield_counters_dropped)),
    Mutant("setup-counts-one-counter-per-kind", "BUFF-05",
           "the set-up loads counters as present or absent: 2 charge counters load as 1 (counters of a "
           "kind are a number; spending takes the required number)", loading(_load_counter_numbers_as_one)),
    Mutant("setup-countered-objects-controlled-by-owner", "BUFF-07",
           "the set-up rebuilds objects carrying counters from their owner's side: a buffed unit loaded "
           "under another player's control starts under its owner's", loading(_load_controller_as_owner)),
    Mutant("counter-moved-reported-twice", "BUFF-03",
           "the move of a counter is reported once as it leaves and once as it lands: two counter moved "
           "events for one counter (one operation, straight from object to object)",
           rewriting(perform=_counter_moved_twice)),
    Mutant("spend-reported-for-the-first-object-only", "BUFF-05",
           "spending counters of several objects reports a counters spent event for the first object only "
           "(each object's counters are removed, and reported)",
           rewriting(perform=_spent_reported_for_the_first_only)),
    Mutant("buff-reaches-cards-off-the-board", "BUFF-10",
           "buffing a unit card in the trash or hand is accepted and the counter kept on the card "
           "(counters exist only on the board; a card off it has none, and cannot be buffed)",
           patched(("rulespec.oracle.counters.buff", _buff_reaches_off_board))),
    Mutant("spend-checks-the-opponent-not-the-player", "BUFF-05",
           "two-player thinking: spending is refused only for objects the player's opponent controls "
           "(B for A, A for anyone else), so a third player's units pass (control by the spender is "
           "required)", patched(("rulespec.oracle.counters.spend", _spend_unless_the_opponents))),
]


class ViewMightOneActionLate(PatchedOracle):
    """The engine caches each object's view and refreshes it lazily: a snapshot shows the Might
    the object had before the last action (the rest of the snapshot is current)."""

    def __init__(self) -> None:
        super().__init__()
        self._before: dict[str, Any] = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        self._before = {o["id"]: (o.get("view") or {}).get("might") for o in super().snapshot().get("objects", [])}
        return super().perform(action)

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc.get("objects", []):
            view = obj.get("view")
            if view is not None and self._before.get(obj["id"]) is not None and view.get("might") is not None:
                view["might"] = self._before[obj["id"]]
        return doc


MUTANTS += [
    Mutant("view-might-one-action-late", "BUFF-04",
           "the engine refreshes a unit's shown Might lazily: after a buff is removed, the snapshot still "
           "shows the Might it had with the buff (the removed buff's +1 is gone at once)",
           ViewMightOneActionLate),
]


# --- round 7 (r7rest) --------------------------------------------------------------------------


def _move_onto_itself_accepted(original: Callable[..., Any], txn: Txn, kind: str, source: str, target: str) -> None:
    """A counter moved from an object to that same object: nothing to do, so the move is accepted."""
    if source == target:
        txn.on_board(target, "746")
        return
    original(txn, kind, source, target)


def _buff_lands_on_anything(original: Callable[..., Any], txn: Txn, object_id: str, kind: str) -> bool:
    """A moved buff lands on any object without one: the unit check is made only when buffing."""
    if kind == "buff":
        return not txn.obj(object_id).counter("buff")
    return bool(original(txn, object_id, kind))


def _refuse_unlandable_move(original: Callable[..., Any], txn: Txn, kind: str, source: str, target: str) -> None:
    """A move whose counter cannot land is refused as a whole, the counter left where it was."""
    if source != target and txn.state.get(target) is not None and txn.state.get(source) is not None \
            and txn.obj(source).counter(kind) and not counters._can_hold(txn, target, kind):
        raise Rejected("illegal_target", "746", f"{target!r} cannot hold another {kind} counter")
    original(txn, kind, source, target)


def _spend_takes_every_counter(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                               allowed_by: Any) -> None:
    """Spending a kind of counter from an object empties it of that kind."""
    original(txn, player, kind, objects, allowed_by)
    for object_id in objects:
        counters._set(txn, object_id, kind, 0)


def _spend_checks_permission_per_object(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                        objects: list[str], allowed_by: Any) -> None:
    """The permission is read as covering the player's own objects: with no effect allowing it, a
    player may still spend counters of the objects they control (745 taken to be about others')."""
    if allowed_by is None and all(txn.state.get(o) is not None and txn.obj(o).controller == player
                                  for o in objects):
        allowed_by = {"card": "own"}
    original(txn, player, kind, objects, allowed_by)


def _copy_takes_the_models_might_modifiers(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                                           *args: Any, **kwargs: Any) -> None:
    """A copy takes the model's whole state as the engine keeps it, counters included, in place of
    the receiver's: the receiver's own counters are replaced by the model's."""
    model_counters = txn.obj(model_id).counters
    original(txn, object_id, model_id, *args, **kwargs)
    txn.update(object_id, counters=model_counters)


MUTANTS += [
    Mutant("counter-moved-onto-itself-accepted", "BUFF-03",
           "moving a counter from an object onto that same object is accepted as a move that changes nothing "
           "(746: a counter moves from one object to another)",
           patched(("rulespec.oracle.counters.move_counter", _move_onto_itself_accepted))),
    Mutant("moved-buff-lands-on-a-non-unit", "BUFF-04",
           "the unit check of a buff is made when buffing, not when a buff is moved: a buff moved onto a gear "
           "lands there (702.3: a buff is on units; 747: one that cannot land ceases to exist)",
           patched(("rulespec.oracle.counters._can_hold", _buff_lands_on_anything))),
    Mutant("unlandable-counter-move-refused", "BUFF-04",
           "a counter move whose counter cannot land is refused, the counter left on the first object "
           "(746-747: it comes off the first object, lands nowhere and ceases to exist)",
           patched(("rulespec.oracle.counters.move_counter", _refuse_unlandable_move))),
    Mutant("spend-empties-the-kind", "BUFF-05",
           "spending a kind of counter from an object takes all of that kind, not the required number (745)",
           patched(("rulespec.oracle.counters.spend", _spend_takes_every_counter))),
    Mutant("own-counters-spendable-freely", "BUFF-06",
           "the permission of 745 is read as about others' objects: a player spends the counters of the objects "
           "they control with no effect allowing it",
           patched(("rulespec.oracle.counters.spend", _spend_checks_permission_per_object))),
    Mutant("copy-replaces-the-receivers-counters", "BUFF-09",
           "a copy takes the model's counters in place of the receiver's, as part of the state copied "
           "(477.1.b.1.a, BUFF-09: the receiver keeps its own, none moves between cards)",
           patched(("rulespec.oracle.copies.become_copy", _copy_takes_the_models_might_modifiers))),
]


from rulespec.oracle import engine as _r7_engine  # noqa: E402 (this block is appended)
from tests.mutants import replacing_entry  # noqa: E402


def _move_needs_the_source(original: Callable[..., Any], txn: Txn, a: dict[str, Any]) -> None:
    """Moving a counter is read as spending it from the first object: the mover must control it."""
    obj = txn.state.get(a.get("from", ""))
    if obj is not None and obj.on_board and obj.controller != a.get("player"):
        raise Rejected("not_controller", "745.2", f"{a.get('player')} does not control {obj.id!r}")
    original(txn, a)


MUTANTS += [
    Mutant("counter-move-needs-the-source-controlled", "BUFF-03",
           "a counter move is taken for a spending (745.2): only the controller of the first object may move "
           "its counter (746: the move follows the effect that allows it; counters have no controller)",
           replacing_entry(_r7_engine.HANDLERS, "move_counter", _move_needs_the_source)),
]


def _spend_takes_the_buff_too(original: Callable[..., Any], txn: Txn, player: str, kind: str, objects: list[str],
                              allowed_by: Any) -> None:
    """Spending counters of one kind from a unit spends its buff with them, the buff read as a counter
    that goes with any other."""
    original(txn, player, kind, objects, allowed_by)
    if kind == "buff":
        return
    for object_id in objects:
        if txn.obj(object_id).counter("buff"):
            counters._set(txn, object_id, "buff", 0)
            txn.emit("counters_spent", object=object_id, counter="buff", player=player)


MUTANTS += [
    Mutant("spend-takes-the-buff-too", "BUFF-05",
           "spending counters of another kind from a unit spends its buff with them (745: spending removes the "
           "required number and type)",
           patched(("rulespec.oracle.counters.spend", _spend_takes_the_buff_too))),
]


def _control_change_reported_as_buff(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """A buffed unit that changes control is reported buffed anew by its new controller."""
    if not result.get("accepted"):
        return result
    objects = {o["id"]: o for o in adapter.snapshot().get("objects", ())}
    events = result.get("events", [])
    for event in list(events):
        obj = objects.get(event.get("object", "")) if event.get("type") == "control_changed" else None
        if obj is not None and obj.get("counters", {}).get("buff"):
            events.append({"type": "counter_placed", "object": obj["id"], "counter": "buff"})
    return result


MUTANTS += [
    Mutant("control-change-reported-as-a-new-buff", "BUFF-07",
           "a buffed unit that changes control is reported as buffed again by its new controller, though its "
           "buff only stays on it (BUFF-07: the change of control does not buff the unit again)",
           rewriting(perform=_control_change_reported_as_buff)),
]


# Round 8 (r8): BUFF-09.
def _buff_reads_the_models_buff(original: Callable[..., Any], txn: Any, object_id: str) -> None:
    """A copy counts as buffed when the unit it copies is: buffing it does nothing."""
    obj = txn.state.get(object_id)
    model = txn.state.get(obj.copy.of) if obj is not None and obj.copy is not None else None
    if model is not None and model.counter("buff"):
        return None  # read as 702.3.a: "already buffed"
    return original(txn, object_id)


MUTANTS += [
    Mutant("buff-copy-counts-as-buffed-like-its-model", "BUFF-09",
           "a copy is read as having what its model has, buff included, when the engine asks whether it is "
           "already buffed: buffing the unbuffed copy of a buffed unit does nothing (477.1.b.1.a: counters are "
           "not copied; 702.3.a looks at the copy's own counters)",
           patched(("rulespec.oracle.counters.buff", _buff_reads_the_models_buff))),
]


# Round 8 (r8): BUFF-11.
import functools as _r8_functools  # noqa: E402 (this block is appended; see the module's head)
from unittest import mock as _r8_mock  # noqa: E402

from rulespec.oracle import zones as _r8_zones  # noqa: E402


class _ReturnedWhereItWasBanished(_OracleAdapter):
    """A unit returned from banishment comes back to the location it was banished from (as a new
    object, without its buff), not to its owner's base."""

    def __init__(self) -> None:
        super().__init__()
        self._left_from: dict[str, str] = {}

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self._left_from = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = {o.id: o.location for o in self.state.objects} if self.state is not None else {}
        back = self._left_from
        if action.get("type") != "return_to_board" or action.get("object") not in back:
            result = super().perform(action)
        else:
            def _return_there(original: Callable[..., Any], txn: Txn, object_id: str) -> None:
                original(txn, object_id)
                where = back.get(object_id)
                if where is not None:
                    txn.update(object_id, location=where)
                    txn.events = [dict(e, to=where) if e.get("type") == "returned_to_board" else e
                                  for e in txn.events]

            with _r8_mock.patch("rulespec.oracle.zones.return_to_board",
                                _r8_functools.partial(_return_there, _r8_zones.return_to_board)):
                result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "banish" and before.get(event["object"]):
                self._left_from[event["object"]] = before[event["object"]]
        return result


MUTANTS += [
    Mutant("buff-returned-unit-back-where-it-was-banished", "BUFF-11",
           "\"return to the board\" read as putting the banished unit back where it was: banished at a "
           "battlefield, it returns there, not to its owner's base (124.1: a new object, entering its owner's base "
           "like any card put onto the board)", _ReturnedWhereItWasBanished),
]


def _recall_drops_the_buff(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any, **kwargs: Any) -> bool:
    """A recalled unit is read as put into its base anew: it loses its buff."""
    changed = bool(original(txn, object_id, *args, **kwargs))
    obj = txn.state.get(object_id)
    if changed and obj is not None and obj.counter("buff"):
        counters._set(txn, object_id, "buff", 0)
        txn.emit("counter_removed", object=object_id, counter="buff")
    return changed


MUTANTS += [
    Mutant("buff-lost-on-recall", "BUFF-11",
           "a recall is read as a zone change, the unit sent back to its base anew: it loses its buff (458, 446.2: a "
           "recall is a move to the base, not a change of zone; 124: only a zone change makes a new object)",
           patched(("rulespec.oracle.movement.recall", _recall_drops_the_buff))),
]


# --- round 9: stale caches, printed vs current (BUFF-01 … BUFF-11) -----------------------------

from tests.mutants import _r9  # noqa: E402 (this block is appended; see the module's head)

_R9_ZONE_CHANGES = ("kill", "banish", "zone_changed", "returned_to_board")


def _r9_without_buffs(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """The lethal check adds the Might Bonuses of attachments, not the buffs: a counter is no bonus."""
    found = original(state, obj)
    return found if found is None else found - obj.counter("buff")


def _r9_printed_might_of_a_copy(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """A copy's Might is worked out from the Might its card prints, its model's left to its name and text."""
    found = original(state, obj)
    if found is None or obj.copy is None or obj.card.might is None or obj.traits.might is None:
        return found
    return found - obj.traits.might + obj.card.might


MUTANTS += [
    Mutant("r9-might-view-not-refreshed-on-buff", "BUFF-11",
           "a unit's Might is cached and recomputed on attach, detach and copy, not when a counter is put on "
           "it: a buff given during the game does not show (703: a buffed unit has +1 Might)",
           _r9.stale_view(("might",), _r9.refreshed_except("counter_placed"))),
    Mutant("r9-might-view-not-refreshed-on-copy", "BUFF-09",
           "a unit's Might is cached and a copy effect is taken to change only its name and text: the copy "
           "keeps showing its own printed Might plus its buff (477.1.b: a copy takes its model's Might; its "
           "buff stays its own)", _r9.stale_view(("might",), _r9.refreshed_except("copy_began"))),
    Mutant("r9-might-view-kept-across-zone-change", "BUFF-10",
           "the displayed Might is cached per card id and a zone change does not clear it: a buffed unit "
           "banished and returned shows its old buffed Might (124.1: a new object, without its counters)",
           _r9.stale_view(("might",), _r9.refreshed_except(*_R9_ZONE_CHANGES))),
    Mutant("r9-lethal-might-cached-across-banish", "BUFF-11",
           "the lethal-damage check reads a Might cached per card id that a zone change does not clear: a unit "
           "buffed, banished and returned survives damage equal to its printed Might (124.1, 142.4)",
           _r9.stale(("rulespec.oracle.cleanup.might",), _r9.refreshed_except(*_R9_ZONE_CHANGES))),
    Mutant("r9-might-view-stale-for-counter-receiver", "BUFF-03",
           "moving a counter refreshes the Might of the object it came from, not of the one it went to: the "
           "receiver does not show its buff (BUFF-03: the counter is put on the second object)",
           _r9.stale_view(("might",), _r9.refreshed_naming("from", types=("counter_moved",)))),
    Mutant("r9-lethal-against-might-without-buffs", "BUFF-01",
           "the lethal-damage check adds Might Bonuses but not buffs, a counter being no Might Bonus: a buffed "
           "unit dies to damage equal to its Might before the buff (703, 142.4: lethal is its current Might)",
           patched(("rulespec.oracle.cleanup.might", _r9_without_buffs))),
    Mutant("r9-view-might-printed-for-copies", "BUFF-09",
           "a copy's Might is computed from the Might its own card prints, plus its buff (477.1.b: the copy "
           "takes its model's Might)", patched(("rulespec.oracle.layers.might", _r9_printed_might_of_a_copy))),
    Mutant("r9-lethal-might-printed-for-copies", "BUFF-08",
           "the lethal-damage check reads the Might the copy's own card prints, not its model's (477.1.b, "
           "142.4: lethal damage is against its current Might)",
           patched(("rulespec.oracle.cleanup.might", _r9_printed_might_of_a_copy))),
    Mutant("r9-spend-control-noted-at-setup", "BUFF-07",
           "'counters on objects you control' is checked against who controlled each object as the game began: "
           "the new controller of a buffed unit cannot spend its buff (BUFF-05, BUFF-07: control is checked on "
           "the object, now)", _r9.spends_by_setup_controller("702")),
]


# --- r10: a copy effect ending (480, 124.2) ----------------------------------------------------------

def _r10_copy_end_drops_counters(original: Callable[..., None], txn: Any, card_id: str, host_id: str) -> None:
    """When a copy effect ends, the engine rebuilds the object from its card: its counters are lost."""
    host = txn.state.get(host_id)
    was = host.copy if host is not None else None
    original(txn, card_id, host_id)
    host = txn.state.get(host_id)
    if host is not None and was is not None and host.copy != was and host.counters:
        txn.update(host_id, counters=())


MUTANTS += [
    Mutant("r10-copy-end-drops-counters", "BUFF-08",
           "when a copy effect ends, the object is rebuilt from its own card and loses its buffs (the copy "
           "changed only the copied traits; its counters were its own all along, 124.2)",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _r10_copy_end_drops_counters))),
]


# --- round 13: counters across new objects, other kinds' removals, costs paid late, state kept too long ---

from rulespec.oracle.layers import abilities as _r13_abilities  # noqa: E402 (this block is appended)


def _r13_remove_takes_the_buff_first(original: Callable[..., Any], txn: Txn, kind: str, object_id: str) -> None:
    """"Remove a counter" read as any counter, the buff first: asked for a charge counter of a
    buffed unit, the engine takes its buff (and says it removed the charge)."""
    obj = txn.obj(object_id)
    if kind != "buff" and obj.counter("buff") and obj.counter(kind):
        original(txn, "buff", object_id)
        txn.events[-1]["counter"] = kind
        return
    original(txn, kind, object_id)


class _R13BuffCapRemembersSpent(PatchedOracle):
    """702.3 ("at most one buff") kept as a list of the units buffed, which a unit leaving the board
    clears (a new object) but a spent, removed or moved-away buff does not: the unit is never buffed
    again while it stays on the board."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.buffed = {o["id"] for o in state["objects"] if (o.get("counters") or {}).get("buff")}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "buff" and action["object"] in self.buffed:
            return {"schema": "rulespec/result/1", "accepted": True, "events": []}
        result = super().perform(action)
        for e in result.get("events", []) if result.get("accepted") else []:
            if e["type"] == "counter_placed" and e.get("counter") == "buff":
                self.buffed.add(e["object"])
            elif e["type"] == "counter_moved" and e.get("counter") == "buff":
                self.buffed.add(e["to"])
            elif e["type"] in ("kill", "banish", "ceased_to_exist"):
                self.buffed.discard(e["object"])
        return result


def _r13_spend_checks_the_first_object(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                       objects: list[str], allowed_by: Any) -> None:
    """Control checked on the first object named only: the others are taken as the same player's."""
    if allowed_by is None or len(objects) < 2:
        return original(txn, player, kind, objects, allowed_by)
    original(txn, player, kind, objects[:1], allowed_by)
    for object_id in objects[1:]:
        obj = txn.on_board(object_id, "745.2")
        if not obj.counter(kind):
            raise Rejected("illegal_target", "745", f"{object_id!r} has no {kind} counter")
        counters._set(txn, object_id, kind, obj.counter(kind) - 1)
        txn.emit("counters_spent", object=object_id, counter=kind, player=player)


def _r13_spend_cost_only_checked(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                 object_id: str) -> None:
    """Activating a "Spend my buff: …" ability checks that the buff is there, and leaves it."""
    obj = txn.on_board(object_id, "745")
    if obj.controller != player:
        raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}")
    if not obj.counter(kind):
        raise Rejected("unpaid_cost", "745", f"{object_id!r} has no {kind} counter to spend")


def _r13_spend_cost_at_resolution(original: Callable[..., Any], txn: Txn, *args: Any, **kwargs: Any) -> None:
    """… and spends it when the ability resolves, if it is still there."""
    item = txn.state.chain[-1] if txn.state.chain else None
    source = txn.state.get(item.source) if item is not None else None
    if item is not None and item.kind == "ability" and source is not None and source.on_board:
        for ability in _r13_abilities(txn.state, source):
            if ability.definition.key == item.ability and ability.definition.spend:
                holder, kind = txn.obj(ability.holder), ability.definition.spend
                if holder.counter(kind):
                    counters._set(txn, holder.id, kind, holder.counter(kind) - 1)
                    txn.emit("counters_spent", object=holder.id, counter=kind, player=item.controller)
                break
    original(txn, *args, **kwargs)


def _r13_copy_takes_the_models_current_might(original: Callable[..., Any], txn: Txn, object_id: str,
                                             model_id: str, while_attached: str | None = None) -> None:
    """The copied Might is the model's Might as it is now, its buff's +1 included (a buff is no
    copiable characteristic, 477.1.b.1.a)."""
    original(txn, object_id, model_id, while_attached)
    model = txn.obj(model_id)
    obj = txn.obj(object_id)
    if obj.copy is not None and obj.copy.card.might is not None and model.counter("buff"):
        card = replace(obj.copy.card, might=obj.copy.card.might + model.counter("buff"))
        txn.update(object_id, copy=replace(obj.copy, card=card))


def _r13_cleanup_recall_clears_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                        cause: str = "effect") -> bool:
    """The cleanup's corrective recall (323.7) handled as a card put back into play: the unit put
    right into its controller's base loses its counters."""
    happened = bool(original(txn, object_id, cause))
    if happened and cause == "cleanup" and txn.obj(object_id).counters:
        txn.update(object_id, counters=())
    return happened


MUTANTS += [
    Mutant("r13-removing-another-kind-takes-the-buff", "BUFF-04",
           "\"remove a counter\" read as any counter, the buff first: removing a charge counter of a buffed unit "
           "takes its buff and leaves the charge (747: the counter removed is the one named)",
           patched(("rulespec.oracle.counters.remove_counter", _r13_remove_takes_the_buff_first))),
    Mutant("r13-buff-cap-remembers-a-spent-buff", "BUFF-06",
           "702.3's \"at most one buff\" kept as a list of units buffed, cleared only when a unit leaves the board: "
           "a unit whose buff was spent is never buffed again (right the first time, wrong after a spend)",
           _R13BuffCapRemembersSpent),
    Mutant("r13-spend-checks-control-of-the-first-object-only", "BUFF-05",
           "spending from several objects checks control of the first one named and takes the others' counters "
           "whoever controls them (745.2: control is checked on each object carrying them)",
           patched(("rulespec.oracle.counters.spend", _r13_spend_checks_the_first_object))),
    Mutant("r13-spend-cost-paid-at-resolution", "BUFF-06",
           "a \"Spend my buff: …\" ability checks the buff as it is activated and spends it only as it resolves "
           "(a cost is paid as the ability is activated, 377.3, 745)",
           patched(("rulespec.oracle.chain.spend_cost", _r13_spend_cost_only_checked),
                   ("rulespec.oracle.chain.resolve", _r13_spend_cost_at_resolution))),
    Mutant("r13-copy-takes-the-models-current-might", "BUFF-09",
           "a copy takes the model's Might as it is now, its buff's +1 in it: unbuffed B copying buffed A gets A's "
           "buff in its Might (477.1.b.1.a: the printed Might is copied, the buff is not)",
           patched(("rulespec.oracle.copies.become_copy", _r13_copy_takes_the_models_current_might))),
    Mutant("r13-cleanup-recall-clears-counters", "BUFF-02",
           "the cleanup's recall of a taken unit to its new controller's base (323.7) is handled as a card put "
           "back into play: the unit loses its counters (124: a recall keeps it on the board, with them)",
           patched(("rulespec.oracle.movement.recall", _r13_cleanup_recall_clears_counters))),
]


# --- round 14: the buff's rules applied to every counter kind, copies that touch temporary changes ---

from rulespec.oracle.layers import Ability as _r14_Ability  # noqa: E402 (this block is appended)


def _r14_one_of_each_kind(original: Callable[..., Any], txn: Txn, object_id: str, kind: str) -> bool:
    """702.3's "at most one buff" applied to every kind: a counter moved onto an object that has one of
    its kind already lands nowhere."""
    return bool(original(txn, object_id, kind)) and not txn.obj(object_id).counter(kind)


def _r14_counters_land_on_units(original: Callable[..., Any], txn: Txn, object_id: str, kind: str) -> bool:
    """A buff lands on units only (702.3), and so, in this engine, does every counter moved."""
    return bool(original(txn, object_id, kind)) and is_unit(txn.obj(object_id))


def _r14_copy_then(change: Callable[[Txn, str, str], None]) -> Callable[..., None]:
    def become_copy(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                    while_attached: str | None = None) -> None:
        original(txn, object_id, model_id, while_attached)
        change(txn, object_id, model_id)

    return become_copy


def _r14_drop_granted(txn: Txn, object_id: str, model_id: str) -> None:
    txn.update(object_id, granted=())


def _r14_take_granted(txn: Txn, object_id: str, model_id: str) -> None:
    model = txn.obj(model_id)
    txn.update(object_id, granted=(*txn.obj(object_id).granted, *model.granted))


def _r14_heal(txn: Txn, object_id: str, model_id: str) -> None:
    txn.update(object_id, damage=0, damage_by=())


def _r14_end_states(txn: Txn, object_id: str, model_id: str) -> None:
    txn.update(object_id, states=frozenset())


def _r14_spend_the_count_from_the_first(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                        objects: list[str], allowed_by: dict[str, object] | None) -> None:
    """"Spend N counters from these objects" read as N counters in all, taken from the first that has them."""
    first = txn.state.get(objects[0]) if objects else None
    n = len(objects)
    if allowed_by is None or n < 2 or first is None or first.counter(kind) < n:
        return original(txn, player, kind, objects, allowed_by)  # type: ignore[no-any-return]
    original(txn, player, kind, objects, allowed_by)  # checks and spends one from each …
    for object_id in objects[1:]:  # … then gives the later ones theirs back and takes them from the first
        counters._set(txn, object_id, kind, txn.obj(object_id).counter(kind) + 1)
    counters._set(txn, objects[0], kind, txn.obj(objects[0]).counter(kind) - (n - 1))
    return None


def _r14_kind_reported_as_buff(event_type: str) -> Callable[[dict[str, Any], dict[str, Any], Any], dict[str, Any]]:
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
        if result.get("accepted"):
            for e in result["events"]:
                if e.get("type") == event_type:
                    e["counter"] = "buff"
        return result

    return rewrite


def _r14_spend_from_the_granting_card(original: Callable[..., Any], txn: Txn, object_id: str, key: str,
                                      instance: int = 1) -> _r14_Ability:
    """"Spend my buff" of a granted ability read as the buff of the card that grants it."""
    found: _r14_Ability = original(txn, object_id, key, instance)
    if found.definition.spend and found.origin != found.holder:
        return replace(found, holder=found.origin)
    return found


def _r14_spend_checks_the_host(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                               objects: list[str], allowed_by: dict[str, object] | None) -> None:
    """The counters of an attached card are checked against the controller of the unit it is on."""
    for object_id in objects:
        obj = txn.state.get(object_id)
        host = txn.state.get(obj.attached_to) if obj is not None and obj.attached_to else None
        if host is not None and host.controller != player and allowed_by is not None:
            raise Rejected("not_controller", "745.2", f"{player} does not control {host.id!r}, which carries "
                           f"{object_id!r}")
    if all((o := txn.state.get(i)) is not None and o.attached_to and
           (h := txn.state.get(o.attached_to)) is not None and h.controller == player for i in objects) \
            and allowed_by is not None:
        for object_id in objects:
            counters._take(txn, object_id, kind, "745")
            txn.emit("counters_spent", object=object_id, counter=kind, player=player)
        return None
    return original(txn, player, kind, objects, allowed_by)  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("r14-every-kind-capped-at-one-on-a-move", "BUFF-03",
           "702.3's one-buff cap applied to every counter kind: a charge counter moved onto an object that has one "
           "ceases to exist (the cap is the buff's; other counters add up)",
           patched(("rulespec.oracle.counters._can_hold", _r14_one_of_each_kind))),
    Mutant("r14-moved-counters-land-on-units-only", "BUFF-03",
           "a buff lands on units only, and the engine applies that to every counter it moves: a charge counter "
           "moved onto a gear ceases to exist (746: it goes from one object to the other, whatever they are)",
           patched(("rulespec.oracle.counters._can_hold", _r14_counters_land_on_units))),
    Mutant("r14-copy-drops-the-receivers-granted-text", "BUFF-08",
           "becoming a copy replaces the object's text with the model's, and what effects gave it goes too (the "
           "receiving object keeps its temporary changes)",
           patched(("rulespec.oracle.copies.become_copy", _r14_copy_then(_r14_drop_granted)))),
    Mutant("r14-copy-takes-the-models-granted-text", "BUFF-08",
           "a copy takes what effects gave the model along with its printed text (a copy does not copy the "
           "model's temporary changes)", patched(("rulespec.oracle.copies.become_copy",
                                                  _r14_copy_then(_r14_take_granted)))),
    Mutant("r14-copy-heals-the-receiver", "BUFF-08",
           "becoming a copy rebuilds the object from the model's card, without the damage marked on it (it keeps "
           "its own temporary changes)", patched(("rulespec.oracle.copies.become_copy", _r14_copy_then(_r14_heal)))),
    Mutant("r14-copy-ends-the-receivers-statuses", "BUFF-08",
           "becoming a copy rebuilds the object from the model's card, its stun or empowerment ended (it keeps its "
           "own temporary changes)", patched(("rulespec.oracle.copies.become_copy",
                                              _r14_copy_then(_r14_end_states)))),
    Mutant("r14-spend-takes-the-count-from-the-first-object", "BUFF-05",
           "spending from several objects read as spending that many counters in all, from the first object that "
           "has them (745: one from each object named)",
           patched(("rulespec.oracle.counters.spend", _r14_spend_the_count_from_the_first))),
    Mutant("r14-moved-counter-reported-as-a-buff", "BUFF-03",
           "the counter_moved event names every counter a buff, the kind the engine was written for",
           rewriting(perform=_r14_kind_reported_as_buff("counter_moved"))),
    Mutant("r14-removed-counter-reported-as-a-buff", "BUFF-04",
           "the counter_removed event names every counter a buff, the kind the engine was written for",
           rewriting(perform=_r14_kind_reported_as_buff("counter_removed"))),
    Mutant("r14-granted-spend-my-buff-spends-the-granting-card", "BUFF-05",
           "\"Spend my buff\" in an ability granted by an attached card read as that card's buff, not the unit's "
           "that has the ability (745: the counters of the objects named; \"my\" is the unit)",
           patched(("rulespec.oracle.chain._find", _r14_spend_from_the_granting_card))),
    Mutant("r14-attached-cards-counters-answer-to-the-host", "BUFF-05",
           "the counters of a card attached to a unit are spent by the unit's controller, the pile taken for the "
           "unit's (745.2: control is checked on the object that carries the counters)",
           patched(("rulespec.oracle.counters.spend", _r14_spend_checks_the_host))),
]


# --- round 14, second batch: counters taken for the unit's, copies over copies, removal reported as a move ---


def _r14_gear_keeps_counters_off_the_board(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any,
                                           **kwargs: Any) -> Any:
    """Leaving the board clears a unit's counters (its buffs); a gear's are left on the card."""
    obj = txn.obj(object_id)
    before = obj.counters
    result = original(txn, object_id, *args, **kwargs)
    if not is_unit(obj) and txn.state.get(object_id) is not None:
        txn.update(object_id, counters=before)
    return result


def _r14_removal_reported_as_move(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        result["events"] = [{"type": "counter_moved", "counter": e["counter"], "from": e["object"], "to": None}
                            if e.get("type") == "counter_removed" else e for e in result["events"]]
    return result


def _r14_copy_over_a_copy_resets(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                                 while_attached: str | None = None) -> None:
    """An object already a copy is rebuilt from scratch when it becomes a copy of something else."""
    was_a_copy = txn.obj(object_id).copy is not None
    original(txn, object_id, model_id, while_attached)
    if was_a_copy:
        txn.update(object_id, counters=())


MUTANTS += [
    Mutant("r14-gear-keeps-its-counters-off-the-board", "BUFF-10",
           "only a unit's counters are cleared as it leaves the board, counters taken for buffs: a gear put into "
           "the trash keeps its counters on the card (748, 124.1: any object leaving the board loses them)",
           patched(("rulespec.oracle.zones.leave_board", _r14_gear_keeps_counters_off_the_board))),
    Mutant("r14-removal-reported-as-a-move-to-nowhere", "BUFF-04",
           "a removed counter is reported as moved from its object to nothing, not as removed (747: it is removed, "
           "and ceases to exist; a move goes to another object)", rewriting(perform=_r14_removal_reported_as_move)),
    Mutant("r14-copy-over-a-copy-drops-the-counters", "BUFF-09",
           "an object that is a copy already and becomes a copy of another is rebuilt anew, without its counters "
           "(the receiving object keeps its own buff whatever it copies, and however often)",
           patched(("rulespec.oracle.copies.become_copy", _r14_copy_over_a_copy_resets))),
]


# --- round 14, third batch: reports of a counter that lands nowhere, a buff counted by place ---


def _r14_unlanded_reported_for_the_target(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "move_counter":
        for e in result["events"]:
            if e.get("type") == "counter_removed" and e.get("object") == action["from"]:
                e["object"] = action["to"]
    return result


def _r14_buff_might_only_at_base(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    total: int | None = original(state, obj)
    if total is not None and obj.on_board and obj.counter("buff") and \
            str(obj.location or "").startswith("battlefield:"):
        total -= obj.counter("buff")
    return total


def _r14_move_reported_backwards(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        for e in result["events"]:
            if e.get("type") == "counter_moved":
                e["from"], e["to"] = e["to"], e["from"]
    return result


MUTANTS += [
    Mutant("r14-unlanded-counter-reported-removed-from-the-target", "BUFF-04",
           "a moved buff that cannot land (the unit has one) is reported removed from the unit it was moved to, "
           "not from the one it left (747: it came off the first object and ceased to exist)",
           rewriting(perform=_r14_unlanded_reported_for_the_target)),
    Mutant("r14-buff-might-only-at-base", "BUFF-01",
           "a buff's +1 Might is counted only at base, where the unit was buffed: moved to a battlefield, the unit "
           "shows its printed Might (124, 446.2: the buff stays on it, and with it its +1)",
           patched(("rulespec.oracle.layers.might", _r14_buff_might_only_at_base))),
    Mutant("r14-counter-move-reported-backwards", "BUFF-03",
           "the counter_moved event names the object the counter went to as from and the one it left as to",
           rewriting(perform=_r14_move_reported_backwards)),
]


def _r14_copy_might_without_own_equipment(original: Callable[..., Any], state: Any, obj: Any) -> int | None:
    """A copy's Might is its model's, plus its buff: the bonus of the Equipment on the copy is left out."""
    total: int | None = original(state, obj)
    if total is not None and obj.on_board and obj.copy is not None:
        total -= sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id))
    return total


MUTANTS += [
    Mutant("r14-copy-might-without-its-own-equipment", "BUFF-08",
           "a copy's Might is computed as the model's printed Might plus the copy's buff, the Might Bonus of the "
           "Equipment attached to the copy left out (the receiving object keeps what applies to it: its buff and "
           "its Equipment's bonus, 477.3.d)",
           patched(("rulespec.oracle.layers.might", _r14_copy_might_without_own_equipment))),
]


# --- round 15: permissions per kind, objects off the board, a remembered buff, a copy's place -----

from rulespec.adapters.oracle import OracleAdapter as _r15_OracleAdapter  # noqa: E402 (this block is appended)
from rulespec.oracle import chain as _r15_chain  # noqa: E402
from rulespec.oracle.txn import Txn as _r15_Txn  # noqa: E402


def _r15_only_buffs_need_permission(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                    objects: list[str], allowed_by: dict[str, object] | None) -> None:
    """The permission of 745 read as the buff's: counters of other kinds are spent freely."""
    if allowed_by is None and kind != "buff":
        allowed_by = {"counters": "of other kinds are spent freely"}
    original(txn, player, kind, objects, allowed_by)


def _r15_spend_skips_off_board(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                               objects: list[str], allowed_by: dict[str, object] | None) -> None:
    """Objects named that are no longer on the board are left out, the others spent."""
    on_board = [o for o in objects if txn.state.get(o) is not None and txn.state.get(o).on_board]  # type: ignore[union-attr]
    original(txn, player, kind, on_board or objects, allowed_by)


class _R15BuffRemembered(_r15_OracleAdapter):
    """A unit whose buff was taken off (by ``kinds`` of action) is remembered as buffed: buffing it again does
    nothing, the one-buff limit kept as a list of the units buffed."""

    kinds: tuple[str, ...] = ()

    def __init__(self) -> None:
        super().__init__()
        self.buffed_once: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "buff" and action.get("object") in self.buffed_once:
            obj = self._state().get(action["object"])
            if obj is not None and obj.on_board:
                return {"schema": "rulespec/result/1", "accepted": True, "events": []}
        result = super().perform(action)
        if result.get("accepted") and action["type"] in self.kinds and action.get("counter") == "buff":
            self.buffed_once.add(action["object"] if action["type"] == "remove_counter" else action["from"])
        return result


def _r15_copy_takes_the_models_location(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                                        *args: Any, **kwargs: Any) -> None:
    """The copy is made where the model is: the object goes to the model's location."""
    original(txn, object_id, model_id, *args, **kwargs)
    model = txn.state.get(model_id)
    obj = txn.obj(object_id)
    if model is not None and model.location != obj.location and obj.attached_to is None:
        txn.update(object_id, location=model.location)


def _r15_not_controller_as_illegal_target(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    if action["type"] == "spend_counters" and result.get("reason") == "not_controller":
        result["reason"] = "illegal_target"
    return result


class _R15RefusedSpendAbilitySpends(_r15_OracleAdapter):
    """The "Spend my buff" cost is paid first, before the engine checks who may play the ability and when:
    refused for either, the ability has spent the buff all the same."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = self._state()
        result = super().perform(action)
        if action["type"] != "activate" or result.get("accepted") or \
                result.get("reason") not in ("wrong_timing", "not_controller"):
            return result
        txn = _r15_Txn(before)
        try:
            ability = _r15_chain._find(txn, action["object"], action["ability"], action.get("instance", 1))
            holder = txn.obj(ability.holder)
            kind = ability.definition.spend
            if kind and holder.counter(kind):
                counters._set(txn, holder.id, kind, holder.counter(kind) - 1)
        except Rejected:
            return result
        self.state = txn.state
        return result


def _r15_standard_move_keeps_the_leads_counters(original: Callable[..., Any], txn: Txn, player: str,
                                                objects: list[str], to: str) -> None:
    """The units of one standard move are rebuilt behind the first: only the first keeps its counters."""
    original(txn, player, objects, to)
    for object_id in objects[1:]:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and obj.counters:
            txn.update(object_id, counters=())


MUTANTS += [
    Mutant("r15-buff-only-buffs-need-a-permission", "BUFF-06",
           "the permission of 745 is read as the buff's: counters of other kinds are spent with no effect allowing "
           "it (745: no counter is a resource to spend freely, whatever its kind)",
           patched(("rulespec.oracle.counters.spend", _r15_only_buffs_need_permission))),
    Mutant("r15-buff-spend-skips-objects-off-the-board", "BUFF-05",
           "an object named for spending that has left the board is skipped, and the others' counters spent "
           "(745: the required counters are removed from the objects named; one off the board has none)",
           patched(("rulespec.oracle.counters.spend", _r15_spend_skips_off_board))),
    Mutant("r15-buff-removed-buff-still-blocks-a-new-one", "BUFF-04",
           "702.3's one buff kept as a list of the units buffed: a unit whose buff was removed counts as buffed, "
           "and buffing it again does nothing (747: the removed buff ceased to exist)",
           type("Remembered", (_R15BuffRemembered,), {"kinds": ("remove_counter",)})),
    Mutant("r15-buff-moved-away-buff-still-blocks-a-new-one", "BUFF-03",
           "702.3's one buff kept as a list of the units buffed: a unit whose buff was moved to another counts "
           "as buffed still, and buffing it again does nothing (746: the counter is on the second object now)",
           type("Remembered", (_R15BuffRemembered,), {"kinds": ("move_counter",)})),
    Mutant("r15-buff-copy-takes-the-models-location", "BUFF-08",
           "becoming a copy puts the object where its model is, the location copied with the card (477.1.b.1.a: "
           "only the copiable traits change; where the object is is none of them)",
           patched(("rulespec.oracle.copies.become_copy", _r15_copy_takes_the_models_location))),
    Mutant("r15-buff-spend-of-another-players-unit-refused-as-illegal-target", "BUFF-05",
           "spending the counters of a unit another player controls is refused as an illegal target, not for "
           "control (745.2: the player must control the objects)",
           rewriting(perform=_r15_not_controller_as_illegal_target)),
    Mutant("r15-buff-refused-spend-ability-still-spends-the-buff", "BUFF-05",
           "a 'Spend my buff' ability pays its buff before the engine checks who may play it: a player refused "
           "the ability of a unit another player controls has spent its buff (745.2: only the player who controls "
           "the unit spends it; a refused action changes nothing)",
           _R15RefusedSpendAbilitySpends),
    Mutant("r15-buff-standard-move-keeps-the-leads-counters", "BUFF-01",
           "the units of one standard move are rebuilt behind the first: only the first keeps its counters (124, "
           "446.2: each unit moved stays on the board and keeps its counters)",
           patched(("rulespec.oracle.standard_move.standard_move", _r15_standard_move_keeps_the_leads_counters))),
]


# --- round 15, second batch: a copy's buff cap read from its model, a moved buff not "my" buff ---------


def _r15_copy_cap_from_the_model(original: Callable[..., Any], txn: Txn, object_id: str, kind: str) -> bool:
    """A copy of a buffed unit counts as buffed when a buff is moved onto it, its model's buff read as its own."""
    obj = txn.obj(object_id)
    model = txn.state.get(obj.copy.of) if obj.copy is not None else None
    if kind == "buff" and model is not None and model.counter("buff"):
        return False
    return original(txn, object_id, kind)  # type: ignore[no-any-return]


class _R15MovedInBuffNotMine(_r15_OracleAdapter):
    """A buff moved onto a unit is taken for the first unit's: "Spend my buff" cannot be paid with it."""

    def __init__(self) -> None:
        super().__init__()
        self.moved_in: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "activate" and action.get("object") in self.moved_in:
            txn = _r15_Txn(self._state())
            try:
                ability = _r15_chain._find(txn, action["object"], action["ability"], action.get("instance", 1))
            except Rejected:
                ability = None
            if ability is not None and ability.definition.spend == "buff" and ability.holder == action["object"]:
                return {"schema": "rulespec/result/1", "accepted": False, "reason": "unpaid_cost",
                        "message": f"{action['object']!r} has no buff of its own to spend"}
        result = super().perform(action)
        if result.get("accepted") and action["type"] == "move_counter" and action.get("counter") == "buff" and any(
                e.get("type") == "counter_moved" for e in result["events"]):
            self.moved_in.add(action["to"])
        return result


MUTANTS += [
    Mutant("r15-buff-copy-of-a-buffed-unit-cannot-take-a-moved-buff", "BUFF-09",
           "a copy of a buffed unit is taken to have its model's buff when a buff is moved onto it: the moved buff "
           "lands nowhere (477.1.b.1.a, BUFF-09: the unbuffed copy got no buff, and holds the one moved onto it)",
           patched(("rulespec.oracle.counters._can_hold", _r15_copy_cap_from_the_model))),
    Mutant("r15-buff-moved-in-buff-cannot-pay-spend-my-buff", "BUFF-03",
           "a buff moved onto a unit is still taken for the first unit's: the second cannot pay its 'Spend my "
           "buff' with it (746: the counter is on the second object now, its buff)", _R15MovedInBuffNotMine),
]


# --- round 15, third batch: a "Spend my buff" paid with what is not a buff of the unit -----------------


def _r15_spend_my_buff_with_another_counter(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                            object_id: str) -> None:
    """"Spend my buff" read as "spend a counter of mine": without a buff, another counter of the unit pays."""
    obj = txn.obj(object_id)
    if kind == "buff" and not obj.counter("buff") and obj.controller == player:
        other = next((k for k, n in obj.counters if n > 0), None)
        if other is not None:
            kind = other
    original(txn, player, kind, object_id)


class _R15RemovedBuffBanked(_r15_OracleAdapter):
    """A removed buff is kept aside for its unit, marked removed: "Spend my buff" still finds it and pays with it."""

    def __init__(self) -> None:
        super().__init__()
        self.banked: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        state = self._state()
        unit = action.get("object")
        obj = state.get(unit) if isinstance(unit, str) else None
        if action["type"] == "activate" and unit in self.banked and obj is not None and obj.on_board \
                and not obj.counter("buff"):
            txn = _r15_Txn(state)
            counters._set(txn, obj.id, "buff", 1)  # the banked buff, found again by the cost
            self.state = txn.state
            result = super().perform(action)
            if result.get("accepted"):
                self.banked.discard(obj.id)
            else:
                self.state = state
            return result
        result = super().perform(action)
        if result.get("accepted") and action["type"] == "remove_counter" and action.get("counter") == "buff":
            self.banked.add(action["object"])
        return result


MUTANTS += [
    Mutant("r15-buff-spend-my-buff-paid-with-another-counter", "BUFF-06",
           "'Spend my buff' read as 'spend a counter of mine': a unit with no buff pays it with a charge counter "
           "(745: the cost names the number and type to spend, a buff; without one it cannot be paid)",
           patched(("rulespec.oracle.chain.spend_cost", _r15_spend_my_buff_with_another_counter))),
    Mutant("r15-buff-removed-buff-still-pays-spend-my-buff", "BUFF-04",
           "a removed buff is kept aside for its unit, marked removed, and a 'Spend my buff' cost still finds it "
           "(747: a counter removed without being put anywhere ceases to exist: there is nothing left to spend)",
           _R15RemovedBuffBanked),
]


# --- round 16: a stunned unit, a gear's owner, the battlefield's controller, banishment, copies sharing ---

_R16Original = Callable[..., Any]


def _r16_spend_refused_from_stunned(original: _R16Original, txn: Txn, player: str, kind: str, objects: list[str],
                                    allowed_by: dict[str, object] | None) -> None:
    """A stunned unit is taken for one that can do nothing: its counters cannot be spent."""
    for object_id in objects:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and "stunned" in obj.states:
            raise Rejected("illegal_target", "745", f"{object_id!r} is stunned: its counters cannot be spent")
    original(txn, player, kind, objects, allowed_by)


def _r16_spend_checks_a_gears_owner(original: _R16Original, txn: Txn, player: str, kind: str, objects: list[str],
                                    allowed_by: dict[str, object] | None) -> None:
    """A gear's counters answer to its owner, a unit's to its controller (the engine wrote control for units)."""
    if allowed_by is None:
        original(txn, player, kind, objects, allowed_by)
        return
    for object_id in objects:
        obj = txn.on_board(object_id, "745.2")
        who = obj.controller if is_unit(obj) else obj.owner
        if who != player:
            raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}; {who} does")
        if not counters._spendable_from(obj, kind):
            raise Rejected("illegal_target", "702.2.b", f"{object_id!r} is not a unit: a buff is spent from units")
    for object_id in objects:
        counters._take(txn, object_id, kind, "745")
        txn.emit("counters_spent", object=object_id, counter=kind, player=player)


def _r16_spend_checks_the_battlefields_controller(original: _R16Original, txn: Txn, player: str, kind: str,
                                                  objects: list[str], allowed_by: dict[str, object] | None) -> None:
    """The counters of a unit at a battlefield answer to the player who controls that battlefield."""
    for object_id in objects:
        obj = txn.state.get(object_id)
        location = (obj.location or "") if obj is not None else ""
        if obj is not None and obj.on_board and location.startswith("battlefield:"):
            bf = next((b for b in txn.state.battlefields if f"battlefield:{b.id}" == location), None)
            if bf is not None and bf.controller is not None and bf.controller != player:
                raise Rejected("not_controller", "745.2", f"{bf.controller} controls the battlefield of "
                               f"{object_id!r}, not {player}")
    original(txn, player, kind, objects, allowed_by)


def _r16_banishment_keeps_other_counters(original: _R16Original, txn: Txn, object_id: str, zone: str, *args: Any,
                                         **kwargs: Any) -> None:
    """Banishment is read as setting the card aside: its buff, a temporary change, goes, its other counters
    stay on the card."""
    kept = tuple((k, n) for k, n in txn.obj(object_id).counters if k != "buff")
    original(txn, object_id, zone, *args, **kwargs)
    if zone == "banishment" and kept and txn.state.get(object_id) is not None:
        txn.update(object_id, counters=kept)


def _r16_copies_of(txn: Txn, object_id: str) -> list[str]:
    return [o.id for o in txn.state.board() if o.copy is not None and o.copy.of == object_id]


def _r16_removal_reaches_copies(original: _R16Original, txn: Txn, kind: str, object_id: str) -> None:
    """A copy shares its model's counters: a counter removed from the model goes from its copies too."""
    original(txn, kind, object_id)
    for copy_id in _r16_copies_of(txn, object_id):
        if txn.obj(copy_id).counter(kind):
            counters._set(txn, copy_id, kind, txn.obj(copy_id).counter(kind) - 1)
            txn.emit("counter_removed", object=copy_id, counter=kind)


def _r16_buff_reaches_copies(original: _R16Original, txn: Txn, object_id: str) -> None:
    """A copy shares its model's counters: buffing the model buffs its copies too."""
    original(txn, object_id)
    for copy_id in _r16_copies_of(txn, object_id):
        if is_unit(txn.obj(copy_id)) and not txn.obj(copy_id).counter("buff"):
            counters._set(txn, copy_id, "buff", 1)
            txn.emit("counter_placed", object=copy_id, counter="buff")


MUTANTS += [
    Mutant("r16-buff-spend-refused-from-a-stunned-unit", "BUFF-05",
           "a stunned unit is taken for one that can do nothing: spending its buff is refused (745, 745.2: the "
           "counters are spent from objects the player controls, stunned or not)",
           patched(("rulespec.oracle.counters.spend", _r16_spend_refused_from_stunned))),
    Mutant("r16-buff-spend-from-a-gear-checks-its-owner", "BUFF-05",
           "control for spending was written for units: a gear's counters are checked against its owner, so "
           "the owner spends those of a gear another player controls, and the controller cannot (745.2)",
           patched(("rulespec.oracle.counters.spend", _r16_spend_checks_a_gears_owner))),
    Mutant("r16-buff-spend-checks-the-battlefields-controller", "BUFF-05",
           "the counters of a unit at a battlefield are taken to answer to the battlefield's controller: a player "
           "cannot spend those of their own unit at a battlefield another player controls (745.2: control is "
           "checked on the object that carries them)",
           patched(("rulespec.oracle.counters.spend", _r16_spend_checks_the_battlefields_controller))),
    Mutant("r16-buff-banishment-keeps-other-counters", "BUFF-10",
           "banishment is read as setting the card aside: its buff goes, its other counters stay on the card and "
           "come back with it (124.1, BUFF-10: an object leaving the board loses its counters, all of them)",
           patched(("rulespec.oracle.zones.leave_board", _r16_banishment_keeps_other_counters))),
    Mutant("r16-buff-model-counter-removal-reaches-its-copies", "BUFF-09",
           "a copy is taken to share its model's counters: a counter removed from the model goes from its copies "
           "too (BUFF-09: no marker moves between cards; the copy keeps its own buff)",
           patched(("rulespec.oracle.counters.remove_counter", _r16_removal_reaches_copies))),
    Mutant("r16-buff-model-buff-reaches-its-copies", "BUFF-09",
           "a copy is taken to share its model's counters: buffing the model buffs its unbuffed copies too "
           "(BUFF-09: the copy gets no buff from its model)",
           patched(("rulespec.oracle.counters.buff", _r16_buff_reaches_copies))),
]


def _r16_copy_removal_reaches_the_model(original: _R16Original, txn: Txn, kind: str, object_id: str) -> None:
    """A copy shares its model's counters: a counter removed from the copy goes from the model too."""
    original(txn, kind, object_id)
    obj = txn.obj(object_id)
    model = txn.state.get(obj.copy.of) if obj.copy is not None else None
    if model is not None and model.on_board and model.counter(kind):
        counters._set(txn, model.id, kind, model.counter(kind) - 1)
        txn.emit("counter_removed", object=model.id, counter=kind)


MUTANTS += [
    Mutant("r16-buff-copy-counter-removal-reaches-its-model", "BUFF-09",
           "a copy is taken to share its model's counters: the buff removed from a buffed copy goes from its "
           "buffed model too (BUFF-09: each keeps its own buff; no marker is shared between cards)",
           patched(("rulespec.oracle.counters.remove_counter", _r16_copy_removal_reaches_the_model))),
]


def _r16_copy_spends_its_models_buff(original: _R16Original, txn: Txn, player: str, kind: str, objects: list[str],
                                     allowed_by: dict[str, object] | None) -> None:
    """A copy is taken to have what its model has: spending from an unbuffed copy takes its model's buff."""
    if allowed_by is None:
        original(txn, player, kind, objects, allowed_by)
        return
    taken: list[str] = []
    for object_id in objects:
        obj = txn.on_board(object_id, "745.2")
        if obj.controller != player:
            raise Rejected("not_controller", "745.2", f"{player} does not control {object_id!r}")
        model = txn.state.get(obj.copy.of) if obj.copy is not None else None
        taken.append(model.id if not obj.counter(kind) and model is not None and model.on_board
                     and model.counter(kind) else object_id)
    for object_id, from_id in zip(objects, taken, strict=True):
        counters._take(txn, from_id, kind, "745")
        txn.emit("counters_spent", object=object_id, counter=kind, player=player)


MUTANTS += [
    Mutant("r16-buff-unbuffed-copy-spends-its-models-buff", "BUFF-09",
           "a copy is taken to have what its model has: spending the buff of an unbuffed copy of a buffed unit "
           "takes its model's (BUFF-09: the copy gets no buff: it has none to spend)",
           patched(("rulespec.oracle.counters.spend", _r16_copy_spends_its_models_buff))),
]


def _r16_moved_onto_a_copy_lands_on_its_model(original: _R16Original, txn: Txn, kind: str, source: str,
                                              target: str) -> None:
    """A copy shares its model's counters: a counter moved onto a copy is put on its model."""
    obj = txn.state.get(target)
    model = txn.state.get(obj.copy.of) if obj is not None and obj.copy is not None else None
    if model is not None and model.on_board and model.id != source:
        target = model.id
    original(txn, kind, source, target)


MUTANTS += [
    Mutant("r16-buff-counter-moved-onto-a-copy-lands-on-its-model", "BUFF-03",
           "a copy is taken to share its model's counters: a counter moved onto the copy is put on the model "
           "(BUFF-03: the counter goes from the first object to the second, the copy; no marker is shared)",
           patched(("rulespec.oracle.counters.move_counter", _r16_moved_onto_a_copy_lands_on_its_model))),
]


# --- round 17: gear counters, counters of other kinds through a recall, what a unit carries ---


def _r17_gear_control_change_clears_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                             to: str) -> None:
    """Counters were written to stay on units through a change of control; a gear that changes hands is rebuilt
    without them."""
    obj = txn.state.get(object_id)
    original(txn, object_id, to)
    after = txn.state.get(object_id)
    if txn.state.game != "mtg" and obj is not None and after is not None and after.on_board \
            and not is_unit(after) and obj.controller != to and after.counters:
        txn.update(object_id, counters=())


def _r17_recall_keeps_only_the_buff(original: Callable[..., Any], txn: Txn, object_id: str, *args: Any,
                                    **kwargs: Any) -> bool:
    """A recall keeps the unit's buff, but resets the other counters it got at the battlefield."""
    moved: bool = original(txn, object_id, *args, **kwargs)
    obj = txn.state.get(object_id)
    if moved and obj is not None and any(k != "buff" for k, _ in obj.counters):
        txn.update(object_id, counters=tuple((k, n) for k, n in obj.counters if k == "buff"))
    return moved


def _r17_carried_gear_rebuilt(original: Callable[..., Any], txn: Txn, host_id: str, origin: str | None) -> None:
    """The cards a unit carries are put down anew where it goes: their counters are lost."""
    carried = [c.id for c in txn.state.attachments_of(host_id)]
    original(txn, host_id, origin)
    for card_id in carried:
        if txn.obj(card_id).counters:
            txn.update(card_id, counters=())


def _r17_banish_clears_the_carried_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                            *args: Any, **kwargs: Any) -> None:
    """A banished unit is set aside with what it carried: the gear it leaves behind loses its counters."""
    carried = [c.id for c in txn.state.attachments_of(object_id)]
    original(txn, object_id, *args, **kwargs)
    for card_id in carried:
        card = txn.state.get(card_id)
        if card is not None and card.on_board and card.counters:
            txn.update(card_id, counters=())


MUTANTS += [
    Mutant("r17-buff-gear-control-change-clears-its-counters", "BUFF-02",
           "counters kept through a change of control for units only: a gear that changes hands loses its "
           "counters (BUFF-02: a change of control alone removes no counter, whatever the object)",
           patched(("rulespec.oracle.control.change_control", _r17_gear_control_change_clears_counters))),
    Mutant("r17-buff-recall-keeps-only-the-buff", "BUFF-01",
           "a recall keeps the unit's buff but resets its other counters, taken for what it got at the battlefield "
           "(BUFF-01: a recalled unit stays on the board and keeps its counters, every kind)",
           patched(("rulespec.oracle.movement.recall", _r17_recall_keeps_only_the_buff))),
    Mutant("r17-buff-carried-gear-loses-its-counters-on-a-move", "BUFF-01",
           "the gear a unit carries is put down anew where the unit goes, without its counters (BUFF-01: the "
           "unit moves and stays on the board, and what it carries follows it, counters and all: 719.3)",
           patched(("rulespec.oracle.movement.relocate_attachments", _r17_carried_gear_rebuilt))),
    Mutant("r17-buff-banish-clears-the-gear-it-leaves-behind", "BUFF-10",
           "a banished unit is set aside with what it carried: the gear that stays on the board loses its counters "
           "(BUFF-10: the object that leaves the board loses its counters; the gear does not leave it)",
           patched(("rulespec.oracle.zones.banish", _r17_banish_clears_the_carried_counters))),
]


def _r17_spend_reported_for_the_owner(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The counters_spent event names the player who owns the object, not the one who spent."""
    if result.get("accepted") and adapter.state is not None:
        for e in result["events"]:
            if e.get("type") == "counters_spent":
                obj = adapter.state.get(e.get("object"))
                if obj is not None:
                    e["player"] = obj.owner
    return result


def _r17_carried_counter_removal_reported_on_the_host(action: dict[str, Any], result: dict[str, Any],
                                                       adapter: Any) -> dict[str, Any]:
    """A counter removed from a card attached to a unit is reported removed from the unit, the pile taken for one."""
    if result.get("accepted") and adapter.state is not None:
        for e in result["events"]:
            if e.get("type") == "counter_removed":
                obj = adapter.state.get(e.get("object"))
                if obj is not None and obj.attached_to is not None:
                    e["object"] = obj.attached_to
    return result


MUTANTS += [
    Mutant("r17-buff-spend-reported-for-the-owner", "BUFF-05",
           "the counters_spent event names the object's owner as the player who spent, counters taken to be the "
           "owner's (749, 745.2: counters have no controller; the player who controls the object spends them)",
           rewriting(perform=_r17_spend_reported_for_the_owner)),
    Mutant("r17-buff-carried-card-removal-reported-on-its-host", "BUFF-04",
           "a counter removed from a gear attached to a unit is reported removed from the unit, the two taken for "
           "one pile (747: the counter is removed from the object that carried it, the gear)",
           rewriting(perform=_r17_carried_counter_removal_reported_on_the_host)),
]


def _r17_move_between_card_and_host_refused(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                            target: str) -> None:
    """A card and the unit it is attached to are taken for one pile of counters: a move between them is refused
    as a move onto the same object."""
    src, dst = txn.state.get(source), txn.state.get(target)
    if src is not None and dst is not None and (src.attached_to == target or dst.attached_to == source):
        raise Rejected("illegal_target", "746", "a counter moves from one object to another")
    original(txn, kind, source, target)


MUTANTS += [
    Mutant("r17-buff-move-between-a-gear-and-its-host-refused", "BUFF-03",
           "a gear and the unit it is attached to are taken for one pile of counters: moving a counter from one to "
           "the other is refused as a move onto the same object (746: they are two objects)",
           patched(("rulespec.oracle.counters.move_counter", _r17_move_between_card_and_host_refused))),
]


def _r17_move_between_places_refused(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                     target: str) -> None:
    """'Through no intermediate zone' read as 'within one place': a counter moves only between two objects at the
    same base or battlefield."""
    src, dst = txn.state.get(source), txn.state.get(target)
    if src is not None and dst is not None and src.on_board and dst.on_board and src.location != dst.location:
        raise Rejected("illegal_target", "746", f"{source!r} and {target!r} are not at the same place")
    original(txn, kind, source, target)


MUTANTS += [
    Mutant("r17-buff-counter-move-within-one-place-only", "BUFF-03",
           "'through no intermediate zone' read as 'within one place': a counter is moved only between objects at "
           "the same base or battlefield (746: from one object to another, wherever each is on the board)",
           patched(("rulespec.oracle.counters.move_counter", _r17_move_between_places_refused))),
]


def _r17_control_back_to_the_owner_clears(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    """A unit given back to its owner is taken to come home anew: its counters are cleared."""
    obj = txn.state.get(object_id)
    original(txn, object_id, to)
    after = txn.state.get(object_id)
    if txn.state.game != "mtg" and obj is not None and after is not None and after.on_board \
            and obj.controller != to and to == obj.owner and after.counters:
        txn.update(object_id, counters=())


MUTANTS += [
    Mutant("r17-buff-control-back-to-the-owner-clears-counters", "BUFF-02",
           "a unit given back to its owner is taken to come home as a new object, without its counters (BUFF-02: a "
           "change of control alone removes no counter, whoever takes the unit, its owner too)",
           patched(("rulespec.oracle.control.change_control", _r17_control_back_to_the_owner_clears))),
]


def _r17_move_onto_a_non_unit_unreported(action: dict[str, Any], result: dict[str, Any],
                                         adapter: Any) -> dict[str, Any]:
    """The counter_moved event is reported for a unit that receives a counter; a gear that receives one, not."""
    if result.get("accepted") and adapter.state is not None:
        kept = []
        for e in result["events"]:
            to = adapter.state.get(e.get("to")) if e.get("type") == "counter_moved" else None
            if to is not None and not is_unit(to):
                continue
            kept.append(e)
        result["events"] = kept
    return result


MUTANTS += [
    Mutant("r17-buff-counter-moved-onto-a-gear-unreported", "BUFF-03",
           "the counter_moved event was written for units: a counter moved onto a gear lands there silently "
           "(746: the move is an operation of its own, from the first object to the second, whatever they are)",
           rewriting(perform=_r17_move_onto_a_non_unit_unreported)),
]


def _r17_copy_pays_with_its_models_buff(original: Callable[..., Any], txn: Txn, player: str, kind: str,
                                        object_id: str) -> None:
    """A copy is taken to have what its model has: an unbuffed copy pays its 'Spend my buff' with its model's."""
    obj = txn.state.get(object_id)
    model = txn.state.get(obj.copy.of) if obj is not None and obj.copy is not None else None
    if obj is not None and model is not None and model.on_board and not obj.counter(kind) and model.counter(kind) \
            and model.controller == player:
        original(txn, player, kind, model.id)
        return
    original(txn, player, kind, object_id)


MUTANTS += [
    Mutant("r17-buff-unbuffed-copy-pays-spend-my-buff-with-its-models", "BUFF-09",
           "a copy is taken to have what its model has: an unbuffed copy of a buffed unit pays the 'Spend my buff' it "
           "copied with its model's buff (BUFF-09: the copy gets no buff; it has none to pay with)",
           patched(("rulespec.oracle.chain.spend_cost", _r17_copy_pays_with_its_models_buff))),
]


# --- round 18 -------------------------------------------------------------------------------


def _r18_control_change_at_a_battlefield_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                                to: str) -> None:
    """A unit taken at a battlefield is taken for one that joins the other side's forces anew: its counters go."""
    before = txn.state.get(object_id)
    original(txn, object_id, to)
    after = txn.state.get(object_id)
    if before is not None and after is not None and before.controller != to and after.on_board \
            and (after.location or "").startswith("battlefield:") and after.counters:
        txn.update(object_id, counters=())


def _r18_control_change_between_non_owners_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                                  to: str) -> None:
    """Two-player thinking: counters are kept through a change of control from or to the owner; a unit passed
    from one non-owner to another (a third player) is rebuilt without them."""
    before = txn.state.get(object_id)
    original(txn, object_id, to)
    after = txn.state.get(object_id)
    if before is not None and after is not None and before.controller != to and after.on_board \
            and before.controller != before.owner and to != before.owner and after.counters:
        txn.update(object_id, counters=())


def _r18_move_onto_a_card_off_the_board(original: Callable[..., Any], txn: Txn, kind: str, source: str,
                                        target: str) -> None:
    """A counter move checks that the first object is on the board; the second is any card: one in the trash
    or a hand receives the counter."""
    obj = txn.state.get(target)
    if obj is not None and not obj.on_board and source != target:
        counters._take(txn, source, kind, "746")
        counters._set(txn, target, kind, obj.counter(kind) + 1)
        txn.emit("counter_moved", counter=kind, **{"from": source}, to=target)
        return
    original(txn, kind, source, target)


def _r18_unlanded_move_unreported(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """A counter move whose counter lands nowhere (a second buff) is carried out silently: no event."""
    if result.get("accepted") and action.get("type") == "move_counter":
        result["events"] = [e for e in result["events"] if e.get("type") != "counter_removed"]
    return result


def _r18_move_reported_as_placed(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """A counter move is reported as a counter placed on the second object, as buffing is: the first object's
    loss goes unreported."""
    if result.get("accepted"):
        result["events"] = [{"type": "counter_placed", "object": e["to"], "counter": e["counter"]}
                            if e.get("type") == "counter_moved" else e for e in result["events"]]
    return result


def _r18_spend_reported_in_reverse(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The counters of several objects are spent from the last named to the first, as a stack is unwound."""
    if result.get("accepted") and action.get("type") == "spend_counters":
        spent = [e for e in result["events"] if e.get("type") == "counters_spent"]
        it = iter(reversed(spent))
        result["events"] = [next(it) if e.get("type") == "counters_spent" else e for e in result["events"]]
    return result


def _r18_move_into_another_players_battlefield_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                                      to: str) -> None:
    """A unit that moves to a battlefield another player controls is taken to enter enemy ground anew: its
    counters go."""
    original(txn, object_id, to)
    obj = txn.state.get(object_id)
    field = next((b for b in txn.state.battlefields if f"battlefield:{b.id}" == to), None)
    if obj is not None and field is not None and field.controller not in (None, obj.controller) and obj.counters:
        txn.update(object_id, counters=())


MUTANTS += [
    Mutant("r18-buff-control-change-at-a-battlefield-clears-counters", "BUFF-02",
           "a unit taken at a battlefield is taken for one joining the other side's forces anew: its counters go "
           "(BUFF-02: a change of control alone removes no counter, at a base or at a battlefield)",
           patched(("rulespec.oracle.control.change_control", _r18_control_change_at_a_battlefield_clears))),
    Mutant("r18-buff-control-change-between-non-owners-clears-counters", "BUFF-02",
           "two-player thinking: counters kept through a change of control from or to the owner; a unit passed "
           "from one non-owner to a third player loses them (BUFF-02: a change of control alone removes none)",
           patched(("rulespec.oracle.control.change_control", _r18_control_change_between_non_owners_clears))),
    Mutant("r18-buff-counter-moved-onto-a-card-off-the-board", "BUFF-03",
           "the counter move checks the first object is on the board, not the second: a counter moved to a card in "
           "the trash lands on it (BUFF-03: from one object to another through no intermediate zone; BUFF-10)",
           patched(("rulespec.oracle.counters.move_counter", _r18_move_onto_a_card_off_the_board))),
    Mutant("r18-buff-unlanded-move-unreported", "BUFF-04",
           "a moved buff that cannot land (the unit has one) ceases to exist silently: no counter_removed event "
           "(BUFF-04: removed without being put on another object, it ceases to exist, and that is reported)",
           rewriting(perform=_r18_unlanded_move_unreported)),
    Mutant("r18-buff-counter-move-reported-as-placed", "BUFF-03",
           "a counter move is reported as a counter placed on the second object, as a buff is: the first object's "
           "loss unreported (BUFF-03: moving is an operation of its own, first object then second)",
           rewriting(perform=_r18_move_reported_as_placed)),
    Mutant("r18-buff-spend-reported-in-reverse", "BUFF-05",
           "the counters of several objects are spent, and reported, from the last named to the first "
           "(BUFF-05: the required number and type are removed from the named objects)",
           rewriting(perform=_r18_spend_reported_in_reverse)),
    Mutant("r18-buff-move-onto-enemy-ground-clears-counters", "BUFF-01",
           "a unit that moves to a battlefield another player controls enters enemy ground anew and loses its "
           "counters (BUFF-01: a unit moving from base to a battlefield keeps its counters, whoever holds it)",
           patched(("rulespec.oracle.movement.move", _r18_move_into_another_players_battlefield_clears))),
]


def _r18_recall_of_a_borrowed_unit_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                          cause: str = "effect") -> bool:
    """A unit recalled to the base of a player who does not own it is taken to be put down there anew: its
    counters go."""
    done: bool = original(txn, object_id, cause)
    obj = txn.state.get(object_id)
    if done and obj is not None and obj.on_board and obj.controller != obj.owner and obj.counters:
        txn.update(object_id, counters=())
    return done


def _r18_banish_at_a_battlefield_keeps_counters(original: Callable[..., Any], txn: Txn, object_id: str,
                                                detach_order: list[str] | None = None) -> None:
    """The zone change clears counters in the base's code path only: a unit banished from a battlefield keeps
    them on its card, and brings them back."""
    obj = txn.state.get(object_id)
    original(txn, object_id, detach_order)
    after = txn.state.get(object_id)
    if obj is not None and after is not None and (obj.location or "").startswith("battlefield:") \
            and not after.on_board and obj.counters:
        txn.update(object_id, counters=obj.counters)


def _r18_gear_copy_drops_its_counters(original: Callable[..., Any], txn: Txn, object_id: str, model_id: str,
                                      while_attached: str | None = None) -> None:
    """Counters kept through a copy for units only, the buff rule's concern: a gear that becomes a copy is
    rebuilt from its model, without its counters."""
    original(txn, object_id, model_id, while_attached)
    obj = txn.state.get(object_id)
    if obj is not None and obj.on_board and not is_unit(obj) and obj.counters:
        txn.update(object_id, counters=())


class _R18FormerControllersBarred(PatchedOracle):
    """BUFF-07 implemented as a list of players barred from each object: every player who lost control of it
    is barred from spending its counters for good, even once it is theirs again."""

    def setup(self, state: dict[str, Any]) -> None:
        self._barred: set[tuple[str, str]] = set()
        super().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action.get("type") == "spend_counters" and any((o, action.get("player")) in self._barred
                                                           for o in action.get("objects", ())):
            return {"schema": "rulespec/result/1", "accepted": False, "reason": "not_controller",
                    "rule": "745.2", "message": "a former controller cannot spend it"}
        result = super().perform(action)
        for e in result.get("events", ()) if result.get("accepted") else ():
            if e.get("type") == "control_changed":
                self._barred.add((e["object"], e["from"]))
        return result


MUTANTS += [
    Mutant("r18-buff-recall-of-a-borrowed-unit-clears-counters", "BUFF-01",
           "a unit recalled to the base of a player who does not own it is put down there anew and loses its "
           "counters (BUFF-01: a recalled unit stays on the board and keeps its counters, whoever owns it)",
           patched(("rulespec.oracle.movement.recall", _r18_recall_of_a_borrowed_unit_clears))),
    Mutant("r18-buff-banish-from-a-battlefield-keeps-counters", "BUFF-11",
           "the zone change clears counters on the base's path only: a unit banished from a battlefield keeps "
           "its buff on its card and brings it back (BUFF-10, BUFF-11: banishment loses the buff, wherever from)",
           patched(("rulespec.oracle.zones.banish", _r18_banish_at_a_battlefield_keeps_counters))),
    Mutant("r18-buff-gear-copy-drops-its-counters", "BUFF-08",
           "counters are kept through a copy for units only: a gear that becomes a copy of another gear is "
           "rebuilt from it without its counters (BUFF-08: the receiving object keeps its own counters)",
           patched(("rulespec.oracle.copies.become_copy", _r18_gear_copy_drops_its_counters))),
    Mutant("r18-buff-former-controller-barred-for-good", "BUFF-07",
           "'the former controller can no longer spend it' kept as a list of barred players: a unit given back "
           "to the player who lost it cannot have its buff spent by them (BUFF-07: the controller now can)",
           _R18FormerControllersBarred),
]


def _r18_copy_reported_as_counters_reset(action: dict[str, Any], result: dict[str, Any],
                                         adapter: Any) -> dict[str, Any]:
    """Becoming a copy is reported as the receiver rebuilt: its counters reported removed, though they stay."""
    state = adapter.state
    if result.get("accepted") and action.get("type") == "become_copy" and state is not None:
        obj = state.get(action.get("object"))
        if obj is not None:
            extra = [{"type": "counter_removed", "object": obj.id, "counter": kind} for kind, _ in obj.counters]
            result["events"] = [*result["events"], *extra]
    return result


MUTANTS += [
    Mutant("r18-buff-copy-reported-as-counters-reset", "BUFF-08",
           "becoming a copy is reported as the object rebuilt: its counters are reported removed, though they "
           "stay on it (BUFF-08: the receiving object keeps its own counters; nothing is removed)",
           rewriting(perform=_r18_copy_reported_as_counters_reset)),
]


def _r18_spent_counter_reported_as_a_buff(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    """The counters_spent event names every counter a buff, the kind the engine was written for."""
    if result.get("accepted"):
        for e in result["events"]:
            if e.get("type") == "counters_spent":
                e["counter"] = "buff"
    return result


MUTANTS += [
    Mutant("r18-buff-spent-counter-reported-as-a-buff", "BUFF-05",
           "the counters_spent event names every counter a buff, the kind the engine was written for (BUFF-05: "
           "spending removes the required number and type, and the type spent is reported)",
           rewriting(perform=_r18_spent_counter_reported_as_a_buff)),
]


# --- round 19 -------------------------------------------------------------------------------


def _r19_recall_from_enemy_ground_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                         cause: str = "effect") -> bool:
    """A unit recalled from a battlefield another player controls is taken to come back from enemy ground
    stripped: its counters go."""
    before = txn.state.get(object_id)
    done: bool = original(txn, object_id, cause)
    field = next((b for b in txn.state.battlefields if before is not None
                  and f"battlefield:{b.id}" == before.location), None)
    after = txn.state.get(object_id)
    if done and before is not None and field is not None and field.controller not in (None, before.controller) \
            and after is not None and after.counters:
        txn.update(object_id, counters=())
    return done


def _r19_equipped_unit_control_change_clears(original: Callable[..., Any], txn: Txn, object_id: str,
                                             to: str) -> None:
    """A unit that changes control with gear on it is rebuilt with its attachments on the new side: its own
    counters are dropped in the rebuild."""
    before = txn.state.get(object_id)
    original(txn, object_id, to)
    after = txn.state.get(object_id)
    if before is not None and after is not None and before.controller != to and is_unit(after) \
            and txn.state.attachments_of(object_id) and after.counters:
        txn.update(object_id, counters=())


def _r19_recall_reported_as_a_zone_change(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    """A recall is reported as the unit leaving the board and coming back at its base: a zone change."""
    if result.get("accepted"):
        events: list[dict[str, Any]] = []
        for e in result["events"]:
            if e.get("type") == "recall":
                events.append({"type": "zone_changed", "object": e["object"], "from": "board", "to": "board"})
            events.append(e)
        result["events"] = events
    return result


MUTANTS += [
    Mutant("r19-buff-recall-from-enemy-ground-clears-counters", "BUFF-01",
           "a unit recalled from a battlefield another player controls comes back stripped of its counters "
           "(BUFF-01: a unit recalled to base stays on the board and keeps its counters, wherever it was)",
           patched(("rulespec.oracle.movement.recall", _r19_recall_from_enemy_ground_clears))),
    Mutant("r19-buff-equipped-unit-control-change-clears-counters", "BUFF-02",
           "a unit that changes control with gear on it is rebuilt on the new side with its attachments, and its "
           "counters are dropped in the rebuild (BUFF-02: a change of control alone removes no counter)",
           patched(("rulespec.oracle.control.change_control", _r19_equipped_unit_control_change_clears))),
    Mutant("r19-buff-recall-reported-as-a-zone-change", "BUFF-01",
           "a recall is reported as the unit leaving the board and coming back at its base, a zone change "
           "(BUFF-01: a recalled unit stays on the board: no zone change, which would cost it its counters)",
           rewriting(perform=_r19_recall_reported_as_a_zone_change)),
]


def _r19_leave_board_keeps_the_copy(original: Callable[..., Any], txn: Txn, object_id: str, zone: str,
                                    event: dict[str, Any], detach_order: list[str] | None = None) -> None:
    """The copy effect is kept on the card as it leaves the board, with its printed text: it is what the card
    is, not a change to it."""
    before = txn.state.get(object_id)
    original(txn, object_id, zone, event, detach_order)
    after = txn.state.get(object_id)
    if before is not None and after is not None and before.copy is not None:
        txn.update(object_id, copy=before.copy)


MUTANTS += [
    Mutant("r19-buff-copy-effect-survives-leaving-the-board", "BUFF-10",
           "a copy effect is kept on the card as it leaves the board, taken for what the card is: a unit that was a "
           "copy returns from the trash still a copy (BUFF-10: it loses its temporary changes, a copy among them)",
           patched(("rulespec.oracle.zones.leave_board", _r19_leave_board_keeps_the_copy))),
]
