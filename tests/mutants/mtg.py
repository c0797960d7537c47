"""Wrong engines for the Magic equipment rulings (MTG-01 … MTG-12)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.oracle import attach
from rulespec.oracle.errors import Rejected
from rulespec.oracle.layers import Ability, is_unit
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, PatchedOracle, patched, rewriting, without_events

Original = Callable[..., Any]


# --- attaching ----------------------------------------------------------------------------


def _attach_to_any_permanent(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.on_board(host_id, "212.2g")
    if not is_unit(host) and txn.state.game == "mtg":
        txn.on_board(card_id, "212.2g")
        return  # "attach to a permanent": any permanent will do
    original(txn, card_id, host_id)


def _attach_without_subtype_check(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    card = txn.on_board(card_id, "212.2g")
    host = txn.on_board(host_id, "212.2g")
    if card.id == host.id or is_unit(card) or not is_unit(host):
        original(txn, card_id, host_id)  # the other checks, as the oracle words them


def _equipment_is_no_creature(original: Original, obj: Any) -> bool:
    return bool(original(obj)) and not obj.traits.is_equipment


def _played_equipment_attached(original: Original, txn: Txn, player: str, object_id: str) -> None:
    original(txn, player, object_id)
    card = txn.obj(object_id)
    host = next((o for o in txn.state.board() if is_unit(o) and o.controller == player), None)
    if card.traits.is_equipment and not is_unit(card) and host is not None:
        attach.attach(txn, object_id, host.id)


def _attach_on_activation(original: Original, txn: Txn, player: str, object_id: str, key: str,
                          targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and targets:
        try:
            attach.check_attach(txn, object_id, targets[0])
        except Rejected:
            return
        attach.attach(txn, object_id, targets[0])


# --- what the chain checks ----------------------------------------------------------------

_resolving: list[bool] = []


def _resolve_flagged(original: Original, txn: Txn, *args: Any, **kwargs: Any) -> None:
    _resolving.append(True)
    try:
        original(txn, *args, **kwargs)
    finally:
        _resolving.pop()


def _no_recheck_on_resolution(original: Original, state: Any, spec: str | None, source: str, controller: str,
                              targets: tuple[str, ...]) -> str | None:
    return None if _resolving else original(state, spec, source, controller, targets)


def _any_creature_target(original: Original, state: Any, spec: str | None, source: str, controller: str,
                         targets: tuple[str, ...]) -> str | None:
    if spec == "unit_you_control" and len(targets) == 1 and state.get(targets[0]) is not None:
        controller = state.get(targets[0]).controller  # "a creature": whoever controls it
    return original(state, spec, source, controller, targets)


def _self_target_rejected(original: Original, state: Any, spec: str | None, source: str, controller: str,
                          targets: tuple[str, ...]) -> str | None:
    if spec == "unit_you_control" and tuple(targets) == (source,):
        return "an Equipment cannot equip itself"
    return original(state, spec, source, controller, targets)


class SelfEquipSkipped(PatchedOracle):
    """Sees at activation that an equip targeting its own Equipment will do nothing, and so
    accepts it without paying its cost or putting it on the chain."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action["type"] == "activate" and action.get("ability") == "equip" and \
                action.get("targets") == [action["object"]]:
            return {"schema": "rulespec/result/1", "accepted": True, "events": []}
        return super().perform(action)


def _host_controller_uses(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    found: Ability = original(txn, object_id, key, instance)
    host = txn.state.get(txn.obj(object_id).attached_to or "")
    return replace(found, controller=host.controller) if host is not None else found


def _first_instance_only(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    return original(txn, object_id, key, 1)  # type: ignore[no-any-return]


def _cheapest_instance_cost(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    chosen: Ability = original(txn, object_id, key, instance)
    costs = [original(txn, object_id, key, n).definition.cost for n in (1, 2, 3)
             if _has_instance(original, txn, object_id, key, n)]
    cheapest = min((c for c in costs if c is not None), key=lambda c: c.energy, default=None)
    return replace(chosen, definition=replace(chosen.definition, cost=cheapest))


def _has_instance(original: Original, txn: Txn, object_id: str, key: str, n: int) -> bool:
    try:
        original(txn, object_id, key, n)
    except Rejected:
        return False
    return True


def _timing(skip_turn: bool = False, skip_chain: bool = False) -> Callable[..., None]:
    def check_main_timing(original: Original, txn: Txn, player: str, rule: str) -> None:
        turn = txn.state.turn
        if not skip_turn and turn.active_player != player:
            raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
        if not skip_chain and txn.state.chain:
            raise Rejected("wrong_timing", rule, "the stack is not empty")

    return check_main_timing


# --- state-based unattaching -------------------------------------------------------------


def _keep_attached_when(keep: Callable[[Txn, Any, Any], bool]) -> Callable[..., bool]:
    """A detach that leaves the card attached when ``keep(txn, card, host)``."""

    def detach(original: Original, txn: Txn, card_id: str) -> bool:
        card = txn.obj(card_id)
        host = txn.state.get(card.attached_to) if card.attached_to is not None else None
        if card.attached_to is not None and keep(txn, card, host):
            return False
        return bool(original(txn, card_id))

    return detach


def _lost_subtype(txn: Txn, card: Any, host: Any) -> bool:
    return host is not None and host.on_board and is_unit(host) and not is_unit(card)


def _host_no_creature(txn: Txn, card: Any, host: Any) -> bool:
    return host is not None and host.on_board and not is_unit(host)


def _detach_to_graveyard(original: Original, txn: Txn, card_id: str) -> bool:
    card = txn.obj(card_id)
    host = txn.state.get(card.attached_to) if card.attached_to is not None else None
    done = bool(original(txn, card_id))
    if done and (host is None or not host.on_board) and card.on_board:
        txn.update(card_id, zone="trash", location=None, controller=card.owner)
        txn.emit("zone_changed", object=card_id, **{"from": "board"}, to="trash")
    return done


# --- control -----------------------------------------------------------------------------


def _control_with(attachments: bool = False, host: bool = False, detaches: bool = False) -> Callable[..., None]:
    def change_control(original: Original, txn: Txn, object_id: str, to: str) -> None:
        original(txn, object_id, to)
        obj = txn.obj(object_id)
        if attachments:
            for card in txn.state.attachments_of(object_id):
                txn.update(card.id, controller=to)
        if host and obj.attached_to is not None:
            txn.update(obj.attached_to, controller=to)
        if detaches:
            attach.detach(txn, object_id)

    return change_control


def _granted_by_card_controller(original: Original, state: Any, obj: Any) -> list[Ability]:
    found: list[Ability] = original(state, obj)
    return [a if a.origin == a.holder or state.get(a.origin) is None
            else replace(a, controller=state.get(a.origin).controller) for a in found]


def _granted_keywords_only(original: Original, state: Any, obj: Any) -> list[Ability]:
    return [a for a in original(state, obj) if a.origin == a.holder or a.definition.kind != "activated"]


def _rules_text_inactive_attached(original: Original, state: Any, obj: Any) -> bool:
    return obj.attached_to is None


def _copy_unattaches(original: Original, txn: Txn, object_id: str, model_id: str) -> None:
    original(txn, object_id, model_id)
    attach.detach(txn, object_id)


# --- views -------------------------------------------------------------------------------


def _equipped_means_equipment(doc: dict[str, Any]) -> dict[str, Any]:
    for o in doc["objects"]:
        view = o.get("view") or {}
        if "Equipment" in view.get("tags", ()) and view.get("type") == "creature":
            view["equipped"] = True
    return doc


class EquippedSticks(PatchedOracle):
    """Sets a creature's "equipped" flag when an Equipment attaches and never clears it."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.seen: set[str] = set()

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for o in doc["objects"]:
            view = o.get("view") or {}
            if view.get("equipped"):
                self.seen.add(o["id"])
            elif o["id"] in self.seen and "equipped" in view:
                view["equipped"] = True
        return doc

# --- more misreadings: sorcery timing, "you control", the old creature ----------------------------

def _any_phase_timing(original: Original, txn: Txn, player: str, rule: str) -> None:
    turn = txn.state.turn
    if turn.active_player != player:
        raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
    if txn.state.chain:
        raise Rejected("wrong_timing", rule, "the stack is not empty")


def _you_means_owner(original: Original, state: Any, spec: Any, controller: str, targets: tuple[str, ...]) -> Any:
    from rulespec.oracle.targets import slots
    wanted = slots(spec)
    swapped = []
    for target_id, slot in zip(targets, wanted, strict=False):
        obj = state.get(target_id)
        if slot.controller == "you" and obj is not None and obj.on_board and obj.owner == controller \
                and obj.controller != controller:
            swapped.append(target_id)
        elif slot.controller == "you" and obj is not None and obj.on_board and obj.owner != controller:
            return f"{target_id!r} is owned by {obj.owner}, not {controller}"
    if swapped:
        state = replace(state, objects=tuple(replace(o, controller=controller) if o.id in swapped else o
                                             for o in state.objects))
    return original(state, spec, controller, targets)


def _overwrite_old_host(original: Original, txn: Txn, card_id: str, host_id: str,
                        chosen: list[str] | None = None) -> bool:
    if txn.obj(card_id).attached_to not in (None, host_id):
        txn.update(card_id, attached_to=None)
    return bool(original(txn, card_id, host_id, chosen))

def _enters_tapped(original: Original, txn: Txn, object_id: str, player: str, origin: str) -> None:
    original(txn, object_id, player, origin)
    if txn.obj(object_id).card.type == "artifact":
        txn.update(object_id, exhausted=True)


MUTANTS = [
    Mutant("attach-to-any-permanent", "MTG-01",
           "Equipment attaches to any permanent, not only to a creature (212.2g)",
           patched(("rulespec.oracle.attach.check_attach", _attach_to_any_permanent))),
    Mutant("played-equipment-attached", "MTG-02",
           "a played Equipment enters attached to a creature of its controller (212.2h: unattached)",
           patched(("rulespec.oracle.zones.play", _played_equipment_attached))),
    Mutant("equip-attaches-on-activation", "MTG-03",
           "equip attaches when it is activated and paid, not when it resolves (212.2h, 502.33a)",
           patched(("rulespec.oracle.chain.activate", _attach_on_activation))),
    Mutant("equip-not-rechecked-on-resolution", "MTG-03",
           "control of the creature is checked only when equip is played, not again when it resolves (212.2h)",
           patched(("rulespec.oracle.chain.resolve", _resolve_flagged),
                   ("rulespec.oracle.chain._target_problem", _no_recheck_on_resolution))),
    Mutant("equip-targets-any-creature", "MTG-03",
           "equip may target any creature, an opponent's included (502.33a: target creature you control)",
           patched(("rulespec.oracle.chain._target_problem", _any_creature_target))),
    Mutant("attached-equip-inactive", "MTG-03",
           "Riftbound's 718.2 applied to Magic: an attached Equipment's equip ability is inactive (212.2h)",
           patched(("rulespec.oracle.layers.rules_text_active", _rules_text_inactive_attached))),
    Mutant("equipment-creature-equips", "MTG-04",
           "an Equipment creature counts as an Equipment, not a creature, when attaching (212.2i)",
           patched(("rulespec.oracle.attach.is_unit", _equipment_is_no_creature),
                   ("rulespec.oracle.cleanup.is_unit", _equipment_is_no_creature))),
    Mutant("equipment-turned-creature-stays-attached", "MTG-04",
           "an attached Equipment that becomes a creature is not unattached by the state-based check (212.2i)",
           patched(("rulespec.oracle.cleanup.is_unit", _equipment_is_no_creature))),
    Mutant("lost-subtype-stays-attached", "MTG-05",
           "an attached Equipment that loses the subtype Equipment stays attached (212.2i)",
           patched(("rulespec.oracle.cleanup.detach", _keep_attached_when(_lost_subtype)))),
    Mutant("equip-without-subtype-attaches", "MTG-05",
           "whatever has an equip ability attaches, Equipment or not (212.2i)",
           patched(("rulespec.oracle.attach.check_attach", _attach_without_subtype_check),
                   ("rulespec.oracle.cleanup.detach", _keep_attached_when(_lost_subtype)))),
    Mutant("copy-unattaches", "MTG-05",
           "an attached Equipment that becomes a copy of anything comes off, Equipment or not (212.2i: only "
           "one that loses the subtype)", patched(("rulespec.oracle.copies.become_copy", _copy_unattaches))),
    Mutant("equip-self-rejected-at-activation", "MTG-06",
           "an Equipment targeting itself is an illegal target, refused when the ability is played "
           "(212.2h: it is played and resolves; the Equipment is just not moved)",
           patched(("rulespec.oracle.chain._target_problem", _self_target_rejected))),
    Mutant("equip-self-skipped", "MTG-06",
           "an equip that will do nothing is accepted but neither paid nor put on the stack", SelfEquipSkipped),
    Mutant("unattach-not-reported", "MTG-07",
           "the state-based unattach of an Equipment whose creature died happens silently, with no event",
           rewriting(perform=without_events("detach"))),
    Mutant("noncreature-host-keeps-equipment", "MTG-07",
           "the Equipment stays attached to a permanent that stopped being a creature (212.2i)",
           patched(("rulespec.oracle.cleanup.detach", _keep_attached_when(_host_no_creature)))),
    Mutant("equipment-dies-with-host", "MTG-07",
           "the Equipment goes to the graveyard with its creature (212.2i: it stays in play)",
           patched(("rulespec.oracle.zones.detach", _detach_to_graveyard))),
    Mutant("equipped-means-equipment", "MTG-08",
           "an Equipment creature is reported as equipped (212.2j: the creature an Equipment is attached to)",
           rewriting(snapshot=_equipped_means_equipment)),
    Mutant("equipped-flag-sticks", "MTG-08",
           "a creature stays equipped after its Equipment is gone (212.2j)", EquippedSticks),
    Mutant("control-follows-host", "MTG-09",
           "taking the equipped creature takes its Equipment too (212.2k)",
           patched(("rulespec.oracle.control.change_control", _control_with(attachments=True)))),
    Mutant("host-follows-equipment", "MTG-09",
           "taking the Equipment takes the creature it equips too (212.2k)",
           patched(("rulespec.oracle.control.change_control", _control_with(host=True)))),
    Mutant("control-change-unattaches", "MTG-09",
           "an Equipment that changes control comes off its creature (212.2k)",
           patched(("rulespec.oracle.control.change_control", _control_with(detaches=True)))),
    Mutant("equip-by-creature-controller", "MTG-10",
           "the equipped creature's controller plays the Equipment's own ability (212.2k: only the "
           "Equipment's controller)", patched(("rulespec.oracle.chain._find", _host_controller_uses))),
    Mutant("granted-ability-by-equipment-controller", "MTG-10",
           "an ability the Equipment grants stays under the Equipment's controller (212.2k: the creature's)",
           patched(("rulespec.oracle.layers.abilities", _granted_by_card_controller),
                   ("rulespec.oracle.chain.abilities", _granted_by_card_controller))),
    Mutant("granted-activated-abilities-dropped", "MTG-10",
           "an Equipment grants its keywords but not its activated abilities (212.2k: \"gains\" or \"has\")",
           patched(("rulespec.oracle.layers.abilities", _granted_keywords_only),
                   ("rulespec.oracle.chain.abilities", _granted_keywords_only))),
    Mutant("equip-on-any-turn", "MTG-11", "equip is played on any player's turn (502.33a: sorcery speed)",
           patched(("rulespec.oracle.chain.check_main_timing", _timing(skip_turn=True)))),
    Mutant("equip-with-stack-not-empty", "MTG-11",
           "equip is played while the stack is not empty (502.33a: sorcery speed)",
           patched(("rulespec.oracle.chain.check_main_timing", _timing(skip_chain=True)))),
    Mutant("only-first-equip-usable", "MTG-12",
           "with several equip abilities, the first one is always used (502.33c)",
           patched(("rulespec.oracle.chain._find", _first_instance_only))),
    Mutant("equip-instances-share-cheapest-cost", "MTG-12",
           "several equip abilities are one ability at the cheapest cost (502.33c: each its own)",
           patched(("rulespec.oracle.chain._find", _cheapest_instance_cost))),
]


# --- MTG-03: object identity on the stack (400.7, 608.2b) -------------------------------------

def _no_lost_targets(original: Original, state: Any, item: Any) -> list[str]:
    return []


def _source_never_lost(original: Original, state: Any, item: Any) -> bool:
    return False


def _control_change_is_new(original: Original, txn: Txn, object_id: str, to: str) -> None:
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    if txn.obj(object_id).controller != before:
        txn.update(object_id, incarnation=txn.obj(object_id).incarnation + 1)


MUTANTS += [
    Mutant("equip-target-tracked-by-id-mtg", "MTG-03",
           "the equip ability remembers its target by the card's id only, so a creature destroyed and "
           "returned before it resolves gets the Equipment (400.7: it is a new object)",
           patched(("rulespec.oracle.chain.lost_targets", _no_lost_targets))),
    Mutant("equip-source-tracked-by-id-mtg", "MTG-03",
           "the equip ability remembers its Equipment by id only, so an Equipment destroyed and returned "
           "before its equip resolves moves all the same (400.7, 113.7a)",
           patched(("rulespec.oracle.chain.source_lost", _source_never_lost))),
    Mutant("control-change-makes-a-new-object", "MTG-03",
           "a change of control is taken for a new object: the creature taken and given back is no longer "
           "the target (400.7 is about zones; 212.2h: control matters only when played and on resolution)",
           patched(("rulespec.oracle.control.change_control", _control_change_is_new))),
    Mutant("equip-in-any-phase", "MTG-11",
           "\"any time you could play a sorcery\" read as: on your turn with the stack empty, in any phase "
           "(sorceries are played in a main phase)", patched(("rulespec.oracle.chain.check_main_timing",
                                                               _any_phase_timing))),
    Mutant("equip-you-control-means-you-own", "MTG-03",
           "\"target creature you control\" checked against the creature's owner, not its controller",
           patched(("rulespec.oracle.chain.targets_problem", _you_means_owner))),
    Mutant("reequip-without-unattach", "MTG-03",
           "equipping another creature overwrites the old link: no unattach from the first creature is reported",
           patched(("rulespec.oracle.attach.attach", _overwrite_old_host))),
    Mutant("played-equipment-enters-tapped", "MTG-02",
           "an Equipment enters the battlefield tapped, as Riftbound's units enter exhausted",
           patched(("rulespec.oracle.zones._enters_played", _enters_tapped))),
]


# --- round 2: what the engine reports (docs/implementing.md: reasons, events) ---------------------------


def _not_yours_as_not_controller(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """An equip that targets another player's creature is refused as not_controller ("you control")."""
    if action["type"] == "activate" and not result.get("accepted") and result.get("reason") == "illegal_target":
        targets = action.get("targets") or []
        objects = {o["id"]: o for o in adapter.snapshot()["objects"]}
        if any(t in objects and objects[t].get("controller") != action.get("player") for t in targets):
            result["reason"] = "not_controller"
    return result


def _control_reported_to_the_old_controller(action: dict[str, Any], result: dict[str, Any],
                                            adapter: Any) -> dict[str, Any]:
    """The control_changed event is written the wrong way round: from the new controller, to the old."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "control_changed":
            event["from"], event["to"] = event["to"], event["from"]
    return result


def _unattach_reported_for_the_creature(action: dict[str, Any], result: dict[str, Any],
                                        adapter: Any) -> dict[str, Any]:
    """The state-based unattach is reported as the creature losing its Equipment: object and from swapped."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "detach" and action["type"] != "detach":
            event["object"], event["from"] = event["from"], event["object"]
    return result


MUTANTS += [
    Mutant("equip-on-opponents-creature-refused-as-not-controller", "MTG-03",
           "an equip targeting another player's creature is refused as not_controller (\"creature you control\"), "
           "where the contract says illegal_target", rewriting(perform=_not_yours_as_not_controller)),
    Mutant("control-change-reported-backwards", "MTG-09",
           "the control_changed event names the new controller as from and the old one as to",
           rewriting(perform=_control_reported_to_the_old_controller)),
    Mutant("unattach-reported-for-the-creature", "MTG-07",
           "the state-based unattach is reported from the creature's side: object the creature, from the "
           "Equipment", rewriting(perform=_unattach_reported_for_the_creature)),
]


def _fizzled_equip_unattaches(original: Original, txn: Txn, chosen: list[str] | None = None,
                              mode: int | None = None) -> None:
    """An equip that cannot attach to its target still takes the Equipment off its creature."""
    item = txn.state.chain[-1] if txn.state.chain else None
    before = len(txn.events)
    original(txn, chosen, mode)
    if item is not None and item.ability == "equip" and any(
            e.get("type") == "ability_fizzled" for e in txn.events[before:]):
        attach.detach(txn, item.source)


def _no_equipment_carrier(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """An Equipment creature is an Equipment first: nothing can be attached to it."""
    original(txn, card_id, host_id)
    if txn.obj(host_id).traits.is_equipment:
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is an Equipment: it cannot be equipped")


MUTANTS += [
    Mutant("fizzled-equip-unattaches", "MTG-03",
           "an equip whose creature became illegal unattaches the Equipment from the creature it was on (212.2h: "
           "the Equipment does not move)", patched(("rulespec.oracle.chain.resolve", _fizzled_equip_unattaches))),
    Mutant("equipment-creature-cannot-be-equipped", "MTG-01",
           "an Equipment creature is taken for an Equipment only: no Equipment can be attached to it (212.2g: it "
           "is a creature)", patched(("rulespec.oracle.attach.check_attach", _no_equipment_carrier))),
]


def _ability_of_the_owner(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    """An Equipment's own ability answers to the card's owner, whoever controls the Equipment now."""
    found: Ability = original(txn, object_id, key, instance)
    origin = txn.obj(found.origin)
    return replace(found, controller=origin.owner) if found.origin == found.holder else found


def _cost_paid_for_the_target(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The cost_paid of an equip names the creature it targets as what the cost was paid for."""
    if action["type"] == "activate" and result.get("accepted") and action.get("targets"):
        for event in result["events"]:
            if event.get("type") == "cost_paid":
                event["for"] = action["targets"][0]
    return result


MUTANTS += [
    Mutant("equip-played-by-the-owner", "MTG-10",
           "the Equipment's ability is played by its owner, who keeps it when another player takes control of the "
           "Equipment (212.2k: its controller)", patched(("rulespec.oracle.chain._find", _ability_of_the_owner))),
    Mutant("equip-cost-paid-for-the-creature", "MTG-10",
           "the cost_paid of an equip names the creature it targets, not the Equipment whose ability it pays for",
           rewriting(perform=_cost_paid_for_the_target)),
]


def _equipment_creature_refused(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                targets: tuple[str, ...], instance: int = 1) -> None:
    """An Equipment creature's equip is refused as it is played, since it could not attach."""
    if key == "equip" and is_unit(txn.obj(object_id)):
        raise Rejected("illegal_target", "212.2i", f"{object_id!r} is a creature: it cannot equip")
    original(txn, player, object_id, key, targets, instance)


MUTANTS += [
    Mutant("equipment-creature-equip-refused-mtg", "MTG-04",
           "an Equipment creature's equip is refused when played (212.2i says it cannot equip a creature: the "
           "ability is played and does nothing)", patched(("rulespec.oracle.chain.activate",
                                                           _equipment_creature_refused))),
]


# --- round 3: what carries an Equipment, when one is played, what "equipped" names (MTG-01 … MTG-12) -----

def _equipment_carries_equipment(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """The host check reads 'a creature, or an Equipment' (an Equipment creature can be equipped, so
    the engine lets every Equipment carry one)."""
    host = txn.on_board(host_id, "212.2g")
    if txn.state.game == "mtg" and host.traits.is_equipment and not is_unit(host):
        card = txn.on_board(card_id, "212.2g")
        if card.id != host.id and not is_unit(card) and card.traits.is_equipment:
            return
    original(txn, card_id, host_id)


def _equipment_played_at_any_stack(original: Original, txn: Txn, player: str, object_id: str) -> None:
    """An Equipment is played while the stack holds something: its timing is taken for an ability's."""
    card = txn.obj(object_id)
    if txn.state.game != "mtg" or not card.traits.is_equipment or not txn.state.chain:
        original(txn, player, object_id)
        return
    held = txn.state.chain
    txn.state = replace(txn.state, chain=())
    try:
        original(txn, player, object_id)
    finally:
        txn.state = replace(txn.state, chain=held)


def _self_equip_fizzles(original: Original, txn: Txn, chosen: list[str] | None = None, mode: int | None = None) -> None:
    """An equip that targets its own Equipment is countered on resolution, as if its target were illegal."""
    item = txn.state.chain[-1] if txn.state.chain else None
    if txn.state.game == "mtg" and item is not None and item.kind == "ability" and item.ability == "equip" \
            and tuple(item.targets) == (item.source,):
        txn.state = replace(txn.state, chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, chosen, mode)


def _equipment_reported_equipped(doc: dict[str, Any]) -> dict[str, Any]:
    """The attached Equipment is reported as equipped too (the French 'objet équipé': the equipped object)."""
    for o in doc["objects"]:
        view = o.get("view") or {}
        if o.get("attached_to") and "Equipment" in view.get("tags", ()):
            view["equipped"] = True
    return doc


def _last_instance_only(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    n = 1
    while _has_instance(original, txn, object_id, key, n + 1):
        n += 1
    return original(txn, object_id, key, n)  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("equipment-carries-equipment", "MTG-01",
           "an Equipment may be attached to another Equipment, creature or not (the host check reads 'a creature, "
           "or an Equipment', from the Equipment creature that can be equipped; 212.2g: only a creature)",
           patched(("rulespec.oracle.attach.check_attach", _equipment_carries_equipment))),
    Mutant("equipment-played-while-the-stack-holds-something", "MTG-02",
           "an Equipment is played with the stack not empty, its timing taken for an ability's (212.2h: it is "
           "played like any other artifact, when a sorcery could be)",
           patched(("rulespec.oracle.zones.play", _equipment_played_at_any_stack))),
    Mutant("self-equip-fizzles", "MTG-06",
           "an equip targeting its own Equipment is countered as it resolves, as if its target were illegal "
           "(212.2h: the target is a creature its controller controls; the ability resolves and moves nothing)",
           patched(("rulespec.oracle.chain.resolve", _self_equip_fizzles))),
    Mutant("equipment-reported-equipped", "MTG-08",
           "the Equipment attached to a creature is reported as equipped, as well as the creature (212.2j: the "
           "creature is the equipped creature; the Equipment equips it)",
           rewriting(snapshot=_equipment_reported_equipped)),
    Mutant("only-last-equip-usable", "MTG-12",
           "with several equip abilities, the last one printed is always used (502.33c: any of them)",
           patched(("rulespec.oracle.chain._find", _last_instance_only))),
]


def _effect_attach_to_own_creatures(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """Every attach, an effect's too, needs a creature the Equipment's controller controls (the equip
    ability's 'target creature you control' taken for a rule of attaching)."""
    original(txn, card_id, host_id)
    card, host = txn.obj(card_id), txn.obj(host_id)
    if txn.state.game == "mtg" and host.controller != card.controller:
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is not a creature {card.controller} controls")


def _equipment_creature_never_equipped(doc: dict[str, Any]) -> dict[str, Any]:
    """An Equipment creature is never reported as equipped: 'equipped' is taken for what Equipment is not."""
    for o in doc["objects"]:
        view = o.get("view") or {}
        if "Equipment" in view.get("tags", ()) and view.get("type") == "creature":
            view["equipped"] = False
    return doc


def _instance_past_the_last(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    """An instance number past the last equip ability is read as the last one."""
    n = instance
    while n > 1 and not _has_instance(original, txn, object_id, key, n):
        n -= 1
    return original(txn, object_id, key, n)  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("effect-attach-only-to-own-creatures", "MTG-01",
           "an effect may attach an Equipment only to a creature its controller controls (212.2g: to a creature; "
           "'you control' is the equip ability's target, 502.33a)",
           patched(("rulespec.oracle.attach.check_attach", _effect_attach_to_own_creatures))),
    Mutant("equipment-creature-never-equipped", "MTG-08",
           "an Equipment creature carrying an Equipment is not reported as equipped (212.2j: the creature it is "
           "attached to is the equipped creature)", rewriting(snapshot=_equipment_creature_never_equipped)),
    Mutant("equip-instance-past-the-last-is-the-last", "MTG-12",
           "an equip ability numbered past the last one is taken for the last one (502.33c: any of its abilities, "
           "and only those)", patched(("rulespec.oracle.chain._find", _instance_past_the_last))),
]


def _creatures_enter_tapped(original: Original, txn: Txn, object_id: str, player: str, origin: str) -> None:
    """A creature, an Equipment creature too, enters tapped: summoning sickness shown as tapped."""
    original(txn, object_id, player, origin)
    if txn.state.game == "mtg" and is_unit(txn.obj(object_id)):
        txn.update(object_id, exhausted=True)


MUTANTS += [
    Mutant("equipment-creature-enters-tapped", "MTG-02",
           "an Equipment creature enters tapped, its summoning sickness shown as tapped (212.2h: it enters like "
           "any other artifact, untapped)", patched(("rulespec.oracle.zones._enters_played", _creatures_enter_tapped))),
]


def _out_of_turn_as_not_controller(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """An Equipment played on another player's turn is refused as not_controller (the turn read as control)."""
    if action.get("type") == "play" and not result.get("accepted") and result.get("reason") == "wrong_timing":
        result["reason"] = "not_controller"
    return result


def _self_equip_unpaid(original: Original, txn: Txn, player: str, object_id: str, key: str,
                       targets: tuple[str, ...], instance: int = 1) -> None:
    """An equip aimed at its own Equipment goes on the stack unpaid, since it will do nothing."""
    if txn.state.game != "mtg" or key != "equip" or tuple(targets) != (object_id,):
        original(txn, player, object_id, key, targets, instance)
        return
    players, start = txn.state.players, len(txn.events)
    original(txn, player, object_id, key, targets, instance)
    txn.state = replace(txn.state, players=players)
    txn.events[start:] = [e for e in txn.events[start:] if e["type"] != "cost_paid"]


MUTANTS += [
    Mutant("artifact-out-of-turn-refused-as-not-controller", "MTG-02",
           "an Equipment played on another player's turn is refused as not_controller, the turn taken for control "
           "(it is a matter of timing: sorcery speed)", rewriting(perform=_out_of_turn_as_not_controller)),
    Mutant("self-equip-unpaid", "MTG-06",
           "an equip aimed at its own Equipment is put on the stack without its cost paid, since it will move "
           "nothing (212.2h: it is played, and paid, as any equip)",
           patched(("rulespec.oracle.chain.activate", _self_equip_unpaid))),
]


def _needs_a_creature(original: Original, txn: Txn, player: str, object_id: str) -> None:
    """An Equipment is played like an Aura: with no creature of its controller's to go on, it cannot be played."""
    card = txn.obj(object_id)
    if txn.state.game == "mtg" and card.traits.is_equipment and not is_unit(card) and not any(
            is_unit(o) and o.controller == player for o in txn.state.board()):
        raise Rejected("illegal_target", "212.2h", f"{player} controls no creature for {object_id!r} to equip")
    original(txn, player, object_id)


MUTANTS += [
    Mutant("equipment-needs-a-creature-to-be-played", "MTG-02",
           "an Equipment is played like an Aura, needing a creature of its controller's to go on: with none, it "
           "cannot be played (212.2h: it is played like any other artifact, and enters unattached)",
           patched(("rulespec.oracle.zones.play", _needs_a_creature))),
]


def _equal_equips_are_one(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    """Abilities are kept by their text: two equip abilities with the same cost are one ability."""
    found: Ability = original(txn, object_id, key, instance)
    if instance > 1 and any(_has_instance(original, txn, object_id, key, n)
                            and original(txn, object_id, key, n).definition.cost == found.definition.cost
                            for n in range(1, instance)):
        raise Rejected("no_such_ability", "377", f"{object_id!r} has no other {key} ability of that cost")
    return found


MUTANTS += [
    Mutant("equal-equip-abilities-are-one", "MTG-12",
           "abilities are kept by their text, so two equip abilities of the same cost are one: the second cannot "
           "be used (502.33c: each instance is an ability of its own, and any of them may be used)",
           patched(("rulespec.oracle.chain._find", _equal_equips_are_one))),
]


def _one_equipment_per_creature(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """A creature has one Equipment slot: an Equipment cannot be attached to a creature already equipped."""
    original(txn, card_id, host_id)
    if txn.state.game == "mtg" and any(a.id != card_id for a in txn.state.attachments_of(host_id)):
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is already equipped")


MUTANTS += [
    Mutant("one-equipment-per-creature", "MTG-01",
           "a creature has one Equipment slot: a second Equipment cannot be attached to it (212.2g: an Equipment "
           "can be attached to a creature, equipped or not)",
           patched(("rulespec.oracle.attach.check_attach", _one_equipment_per_creature))),
]


# --- red-team additions: an equip that asks who controls the Equipment as it resolves (MTG-03) ----

def _equip_needs_its_equipment_controller(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                                          mode: int | None = None) -> None:
    item = txn.state.chain[-1] if txn.state.chain else None
    source = txn.state.get(item.source) if item is not None else None
    if item is not None and item.ability == "equip" and source is not None and source.controller != item.controller:
        txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, chosen, mode)


MUTANTS += [
    Mutant("equip-fizzles-when-the-equipment-changed-hands", "MTG-03",
           "the equip ability checks as it resolves that its controller still controls the Equipment, as it "
           "checks the creature: an Equipment another player took meanwhile does not move (212.2h: control of "
           "the creature matters; the ability, once played, is its controller's, 113.7a)",
           patched(("rulespec.oracle.chain.resolve", _equip_needs_its_equipment_controller))),
]


# --- second red-team round: MTG-07, MTG-09 ----------------------------------------------------

from tests.mutants import replacing_entry as _replacing_entry  # noqa: E402 (this block is appended; see the module's head)


def _creature_control_unattaches(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    if txn.state.rules.attached_rules_text_inactive or not is_unit(txn.obj(object_id)):
        return  # Magic only
    for card in txn.state.attachments_of(object_id):
        if card.controller != to:
            attach.detach(txn, card.id)


MUTANTS += [
    Mutant("creature-control-change-unattaches-foreign-equipment", "MTG-09",
           "an Equipment may stay only on a creature of its own controller: a creature that changes control "
           "drops the Equipment its new controller does not control (212.2k: the two controllers need not be "
           "the same)",
           patched(("rulespec.oracle.control.change_control", _creature_control_unattaches))),
]


from rulespec.oracle import cleanup as _cleanup  # noqa: E402
from rulespec.oracle import status as _status  # noqa: E402


def _unattached_equipment_tapped(original: Callable[[Txn], None], txn: Txn) -> None:
    attached = [o.id for o in txn.state.board() if o.attached_to is not None]
    original(txn)
    if txn.state.rules.attached_rules_text_inactive:
        return  # Magic only
    for card_id in attached:
        card = txn.state.get(card_id)
        if card is not None and card.on_board and card.attached_to is None:
            _status.set_exhausted(txn, card_id, True)


MUTANTS += [
    Mutant("state-based-unattach-taps", "MTG-07",
           "an Equipment that falls off an illegal or gone creature is tapped as it becomes unattached, as if it "
           "had been used (212.2i: it becomes unattached and stays in play, nothing more)",
           _replacing_entry(_cleanup.STEPS, "illegal_hosts", _unattached_equipment_tapped)),
]


def _granted_playable_by_either(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                                targets: tuple[str, ...], instance: int = 1) -> None:
    from unittest import mock

    from rulespec.oracle import chain

    find = chain._find

    def find_for_either(txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
        ability = find(txn, object_id, key, instance)
        origin = txn.state.get(ability.origin)
        if ability.origin != ability.holder and origin is not None and origin.controller == player:
            return replace(ability, controller=player)
        return ability

    with mock.patch("rulespec.oracle.chain._find", find_for_either):
        original(txn, player, object_id, key, targets, instance)


MUTANTS += [
    Mutant("granted-ability-playable-by-either-controller", "MTG-10",
           "an ability an Equipment grants may be played by the creature's controller or by the Equipment's, "
           "both having a claim on it (212.2k: only the creature's controller)",
           patched(("rulespec.oracle.chain.activate", _granted_playable_by_either))),
]


def _equipment_creature_may_attach(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    card, host = txn.obj(card_id), txn.obj(host_id)
    if (not txn.state.rules.attached_rules_text_inactive and is_unit(card) and card.traits.is_equipment
            and is_unit(host) and card.id != host.id):
        return  # the state-based check will take it off again
    original(txn, card_id, host_id)


def _equipped_by_own_equipment_only(doc: dict[str, Any]) -> dict[str, Any]:
    by_id = {o["id"]: o for o in doc.get("objects", [])}

    def controller(o: dict[str, Any]) -> Any:
        return o.get("controller", o.get("owner"))

    for o in doc.get("objects", []):
        view = o.get("view") or {}
        if view.get("equipped"):
            carried = [by_id[a] for a in view.get("attachments", []) if a in by_id]
            if carried and all(controller(a) != controller(o) for a in carried):
                view["equipped"] = False
    return doc


MUTANTS += [
    Mutant("equipment-creature-attaches-then-falls-off", "MTG-04",
           "an Equipment creature's equip attaches it, and the state-based check then takes it off: an attach "
           "and an unattach are reported (212.2i: it cannot equip a creature, so it does not move)",
           patched(("rulespec.oracle.attach.check_attach", _equipment_creature_may_attach))),
    Mutant("equipped-by-own-equipment-only", "MTG-08",
           "a creature is reported as equipped only by an Equipment its own controller controls (212.2j: the "
           "creature it is attached to is the equipped creature, whoever controls the Equipment)",
           rewriting(snapshot=_equipped_by_own_equipment_only)),
]


# --- round 3 ------------------------------------------------------------------------------

from rulespec.oracle import cleanup as _cleanup_mod  # noqa: E402 (this block is appended)
from rulespec.oracle import zones as _zones  # noqa: E402
from rulespec.oracle.resources import Resources as _Resources  # noqa: E402


def _equip_fizzles_when(source_is: Callable[[Any], bool]) -> Callable[..., None]:
    """A resolve that counters an equip ability whose Equipment ``source_is(…)`` instead of resolving it."""

    def resolve(original: Original, txn: Txn, chosen: list[str] | None = None, mode: int | None = None) -> None:
        item = txn.state.chain[-1] if txn.state.chain else None
        source = txn.state.get(item.source) if item is not None else None
        if item is not None and item.kind == "ability" and item.ability == "equip" and source is not None \
                and source_is(source) and not chosen and mode is None:
            txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
            txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
            return
        original(txn, chosen, mode)

    return resolve


def _self_target_legal(original: Original, state: Any, spec: Any, source: str, controller: str,
                       targets: tuple[str, ...]) -> str | None:
    if state.game == "mtg" and targets == (source,):
        return None  # "an Equipment may target itself": the equip resolves and moves nothing
    return original(state, spec, source, controller, targets)


def _equip_free(original: Original, state: Any, card: Any, cost: Any, **kwargs: Any) -> Any:
    return _Resources() if state.game == "mtg" else original(state, card, cost, **kwargs)


def _illegal_hosts_next_action(original: Original, txn: Txn) -> None:
    """The state-based check leaves alone, for this action, an Equipment whose creature changed in it
    (it is checked again before the next action)."""
    changed = {e.get("object") for e in txn.events if e.get("type") != "detach"}
    waiting = [o for o in txn.state.board() if o.attached_to is not None and o.attached_to in changed]
    saved = {o.id: o.attached_to for o in waiting}
    for card_id in saved:
        txn.update(card_id, attached_to=None)
    original(txn)
    for card_id, host in saved.items():
        txn.update(card_id, attached_to=host)


def _attach_to_creature_cards(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.obj(host_id)
    if txn.state.game == "mtg" and not host.on_board and is_unit(host) and host.zone == "trash":
        txn.on_board(card_id, "212.2g")
        return  # "attach to a creature": the creature card will do, wherever it is
    original(txn, card_id, host_id)


def _lost_subtype_to_graveyard(original: Original, txn: Txn) -> None:
    lost = [o.id for o in txn.state.board() if o.attached_to is not None and not o.traits.is_equipment]
    original(txn)
    for card_id in lost:
        if txn.obj(card_id).on_board:
            _zones.kill(txn, card_id, responsible=None, source={"kind": "rule"})


def _control_reported_as_reattach(action: dict[str, Any], result: dict[str, Any],
                                  adapter: Any) -> dict[str, Any]:
    if not result.get("accepted") or action.get("type") != "change_control":
        return result
    events = list(result["events"])
    host = next((o.get("attached_to") for o in adapter.snapshot()["objects"] if o["id"] == action.get("object")), None)
    if host is not None:
        events += [{"type": "detach", "object": action["object"], "from": host},
                   {"type": "attach", "object": action["object"], "to": host}]
    result["events"] = events
    return result


def _unattach_on_activation(original: Original, txn: Txn, player: str, object_id: str, key: str,
                            targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and txn.state.game == "mtg" and txn.obj(object_id).attached_to is not None:
        attach.detach(txn, object_id)  # "move it": it comes off as the ability is played


MUTANTS += [
    Mutant("equipment-creature-equip-fizzles", "MTG-04",
           "an Equipment creature's equip ability is countered as it resolves, its Equipment taken for an "
           "illegal target (212.2i, 502.33a: its target, a creature you control, is legal: the ability resolves "
           "and the Equipment does not move)",
           patched(("rulespec.oracle.chain.resolve", _equip_fizzles_when(is_unit)))),
    Mutant("equip-without-subtype-fizzles", "MTG-05",
           "the equip ability of an artifact without the Equipment subtype is countered as it resolves "
           "(212.2i, 502.33a: its target is legal; it resolves and the artifact does not move)",
           patched(("rulespec.oracle.chain.resolve", _equip_fizzles_when(lambda o: not o.traits.is_equipment)))),
    Mutant("self-target-always-legal", "MTG-06",
           "an Equipment may always target itself with its equip, as an Equipment creature may: a non-creature "
           "Equipment's equip on itself is played and moves nothing (502.33a: the target is a creature you "
           "control; a non-creature Equipment is not one)",
           patched(("rulespec.oracle.chain._target_problem", _self_target_legal))),
    Mutant("equip-costs-nothing", "MTG-11",
           "equip is taken for a free sorcery-speed attach: its [cost] is not paid (502.33a: 'Equip [cost]' "
           "means '[cost]: Attach …')",
           patched(("rulespec.oracle.costs.equip_cost", _equip_free))),
    Mutant("unattach-waits-for-the-next-action", "MTG-07",
           "the state-based check is made only before the next action: an Equipment on a creature that stopped "
           "being a creature stays attached to it until then (212.2i: it becomes unattached, a state-based "
           "effect, as soon as the permanent is illegal)",
           _replacing_entry(_cleanup_mod.STEPS, "illegal_hosts", _illegal_hosts_next_action)),
    Mutant("attach-to-creature-cards", "MTG-01",
           "an Equipment is attached to a creature card wherever the card is, the graveyard too (212.2g: "
           "attached to a creature, a permanent on the battlefield)",
           patched(("rulespec.oracle.attach.check_attach", _attach_to_creature_cards))),
    Mutant("lost-subtype-equipment-to-graveyard", "MTG-05",
           "an attached Equipment that loses the subtype is put into its owner's graveyard, as an Aura on an "
           "illegal permanent is (212.2i: it becomes unattached and stays in play)",
           _replacing_entry(_cleanup_mod.STEPS, "illegal_hosts", _lost_subtype_to_graveyard)),
    Mutant("equipment-control-change-reported-as-reattach", "MTG-09",
           "taking control of an attached Equipment is carried out, and reported, as unattaching it and "
           "attaching it again for its new controller (212.2k: the change of control changes nothing else)",
           rewriting(perform=_control_reported_as_reattach)),
    Mutant("equip-unattaches-on-activation", "MTG-03",
           "an attached Equipment comes off its creature as its equip is played, before it resolves (212.2h: if "
           "the creature cannot be equipped when it resolves, the Equipment does not move at all)",
           patched(("rulespec.oracle.chain.activate", _unattach_on_activation))),
]


# --- round 4 ------------------------------------------------------------------------------

from rulespec.adapters.oracle import OracleAdapter as _OracleAdapter  # noqa: E402 (this block is appended)


def _equip_on_its_creature_refused(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                   targets: tuple[str, ...], instance: int = 1) -> None:
    obj = txn.state.get(object_id)
    if key == "equip" and txn.state.game == "mtg" and obj is not None and obj.attached_to is not None \
            and tuple(targets) == (obj.attached_to,):
        raise Rejected("illegal_target", "502.33a", f"{object_id!r} already equips {obj.attached_to!r}")
    original(txn, player, object_id, key, targets, instance)


def _equip_needs_an_untapped_equipment(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                       targets: tuple[str, ...], instance: int = 1) -> None:
    obj = txn.state.get(object_id)
    if key == "equip" and txn.state.game == "mtg" and obj is not None and obj.exhausted:
        raise Rejected("unpaid_cost", "502.33a", f"{object_id!r} is tapped: it cannot equip")
    original(txn, player, object_id, key, targets, instance)


def _equip_taps_the_equipment(original: Original, txn: Txn, player: str, object_id: str, key: str,
                              targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and txn.state.game == "mtg":
        _status.set_exhausted(txn, object_id, True)


def _equipment_follows_its_exiled_host(original: Original, txn: Txn, object_id: str,
                                       detach_order: list[str] | None = None) -> None:
    attached = [a.id for a in txn.state.attachments_of(object_id)]
    original(txn, object_id, detach_order)
    if txn.state.game != "mtg":
        return
    for card_id in attached:
        if txn.state.get(card_id) is not None and txn.obj(card_id).on_board:
            _zones.leave_board(txn, card_id, "banishment", {"type": "banish"})


def _check_attach_by_printed_type(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    card = txn.on_board(card_id, "212.2g")
    if txn.state.game != "mtg" or is_unit(card) == (card.card.type == "creature"):
        original(txn, card_id, host_id)
        return
    if card.card.type == "creature":  # printed a creature: refused, whatever it is now
        raise Rejected("illegal_target", "212.2i", f"{card_id!r} is an Equipment creature: it cannot equip")
    # printed a non-creature: the check is made as if it were one still
    host = txn.on_board(host_id, "212.2g")
    if card.id == host.id:
        raise Rejected("illegal_target", "212.2i", f"{card_id!r} cannot equip itself")
    if host.traits.type not in txn.state.rules.carries_equipment:
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is not a creature")
    if not card.traits.is_equipment:
        raise Rejected("illegal_target", "212.2i", f"{card_id!r} is not an Equipment")


class TakenEquipmentSummoningSick(_OracleAdapter):
    """An Equipment whose control changed this game cannot use its equip ability for its new
    controller, as if equip needed the Equipment under control since the turn began."""

    def __init__(self) -> None:
        super().__init__()
        self._taken: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        is_equip = action.get("type") == "activate" and action.get("ability") == "equip"
        if is_equip and action.get("object") in self._taken:
            return {"accepted": False, "reason": "wrong_timing",
                    "message": f"{action['object']!r} came under {action.get('player')}'s control this turn"}
        result = super().perform(action)
        if action.get("type") == "change_control" and result.get("accepted"):
            self._taken.add(action["object"])
        return result


class EquipOncePerTurn(_OracleAdapter):
    """Each Equipment equips once a turn: after one of its equip abilities was played, none of them
    can be played again this turn."""

    def __init__(self) -> None:
        super().__init__()
        self._used: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        is_equip = action.get("type") == "activate" and action.get("ability") == "equip"
        if is_equip and action.get("object") in self._used:
            return {"accepted": False, "reason": "already_used",
                    "message": f"an equip ability of {action['object']!r} was played this turn"}
        result = super().perform(action)
        if is_equip and result.get("accepted"):
            self._used.add(action["object"])
        return result


MUTANTS += [
    Mutant("equip-on-the-creature-it-equips-refused", "MTG-11",
           "equip cannot target the creature the Equipment already equips, as if that were no target (502.33a: "
           "the target is a creature you control, that one too; the ability is played, and moves nothing)",
           patched(("rulespec.oracle.chain.activate", _equip_on_its_creature_refused))),
    Mutant("equip-needs-an-untapped-equipment", "MTG-11",
           "a tapped Equipment cannot play its equip, as if equip were a tap ability (502.33a: 'Equip [cost]' "
           "means '[cost]: Attach …'; its cost has no tap symbol)",
           patched(("rulespec.oracle.chain.activate", _equip_needs_an_untapped_equipment))),
    Mutant("equip-taps-the-equipment", "MTG-11",
           "playing equip taps the Equipment as part of its cost (502.33a: the cost is the [cost] printed, "
           "nothing more: the Equipment stays untapped)",
           patched(("rulespec.oracle.chain.activate", _equip_taps_the_equipment))),
    Mutant("equipment-follows-its-exiled-host", "MTG-07",
           "an Equipment whose creature is exiled goes to exile with it, the two taken for one card (212.2i: an "
           "Equipment attached to a permanent that no longer exists becomes unattached and stays in play)",
           patched(("rulespec.oracle.zones.banish", _equipment_follows_its_exiled_host))),
    Mutant("equip-checks-the-printed-card-type", "MTG-04",
           "whether an Equipment is a creature, for 212.2i, is read from the printed card: an Equipment that "
           "became a creature still equips, and an Equipment creature that stopped being one cannot (212.2i: "
           "an Equipment that is a creature, now, cannot equip a creature)",
           patched(("rulespec.oracle.attach.check_attach", _check_attach_by_printed_type))),
    Mutant("taken-equipment-equip-summoning-sick", "MTG-10",
           "an Equipment that changed control cannot have its equip played by its new controller this turn, "
           "summoning sickness taken to apply to it (212.2k: the Equipment's controller plays its ability; "
           "equip has no tap symbol and the Equipment is no creature)",
           TakenEquipmentSummoningSick),
    Mutant("equip-once-per-turn-per-equipment", "MTG-12",
           "an Equipment equips once a turn: after one of its equip abilities was played, none can be played "
           "again that turn (502.33a, 502.33c: any of its equip abilities may be played any time its controller "
           "could play a sorcery)",
           EquipOncePerTurn),
]


def _host_copy_unattaches(original: Original, txn: Txn, object_id: str, model_id: str, *args: Any,
                          **kwargs: Any) -> None:
    attached = [a.id for a in txn.state.attachments_of(object_id)] if txn.state.game == "mtg" else []
    original(txn, object_id, model_id, *args, **kwargs)
    for card_id in attached:
        attach.detach(txn, card_id)


class EquippedClearedByAnyUnattach(PatchedOracle):
    """A creature stops being "equipped" as soon as one Equipment comes off it, though another stays."""

    def __init__(self) -> None:
        super().__init__()
        self._bare: set[str] = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event.get("type") == "detach" and event.get("from"):
                self._bare.add(event["from"])
            elif event.get("type") == "attach":
                self._bare.discard(event.get("to", ""))
        return result

    def snapshot(self) -> dict[str, Any]:
        doc = super().snapshot()
        for obj in doc.get("objects", []):
            view = obj.get("view") or {}
            if obj.get("id") in self._bare and view.get("equipped"):
                view["equipped"] = False
        return doc


MUTANTS += [
    Mutant("host-copy-unattaches", "MTG-07",
           "an equipped creature that becomes a copy of another creature sheds its Equipment, taken for a new "
           "permanent (212.2i: only an Equipment on an illegal or nonexistent permanent becomes unattached; a "
           "copy is the same permanent, still a creature)",
           patched(("rulespec.oracle.copies.become_copy", _host_copy_unattaches))),
    Mutant("equipped-cleared-by-any-unattach", "MTG-08",
           "a creature is no longer equipped once any Equipment comes off it, though another is still attached "
           "(212.2j: the creature an Equipment is attached to is the equipped creature)",
           EquippedClearedByAnyUnattach),
]


def _subtype_from_the_printed_card(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    card = txn.on_board(card_id, "212.2g")
    if txn.state.game != "mtg" or card.traits.is_equipment or not card.card.is_equipment:
        original(txn, card_id, host_id)
        return
    host = txn.on_board(host_id, "212.2g")  # printed an Equipment: the other checks only
    if card.id == host.id or is_unit(card) or host.traits.type not in txn.state.rules.carries_equipment:
        raise Rejected("illegal_target", "212.2g", f"{card_id!r} cannot be attached to {host_id!r}")


MUTANTS += [
    Mutant("subtype-read-from-the-printed-card", "MTG-05",
           "whether an artifact is an Equipment is read from its printed card: one that lost the subtype (a copy "
           "of a plain artifact) can still be attached (212.2i: an Equipment that loses the subtype cannot "
           "equip a creature)",
           patched(("rulespec.oracle.attach.check_attach", _subtype_from_the_printed_card))),
]


# --- red-team round 5: refusals that change something, reasons, several Equipment at once ---------

from rulespec.oracle import chain as _chain  # noqa: E402 (this block is appended)
from rulespec.oracle import costs as _costs  # noqa: E402
from rulespec.oracle.txn import Txn as _Txn  # noqa: E402


class _RefusedEquipStillPays(_OracleAdapter):
    """An equip refused for its target has had its cost paid already: the mana is gone."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        before = self._state()
        result = super().perform(action)
        if action["type"] != "activate" or action.get("ability") != "equip" or result.get("accepted") \
                or result.get("reason") != "illegal_target" or before.game != "mtg":
            return result
        txn = _Txn(before)
        try:
            ability = _chain._find(txn, action["object"], "equip", action.get("instance", 1))
            cost = ability.definition.cost
            if cost is not None:
                cost = _costs.equip_cost(txn.state, txn.obj(ability.origin), cost)
                if not cost.is_empty():
                    txn.pay(action["player"], cost, "203", action["object"])
        except Rejected:
            return result
        self.state = txn.state
        return result


def _equip_timing_refused_as_not_controller(action: dict[str, Any], result: dict[str, Any],
                                            adapter: _OracleAdapter) -> dict[str, Any]:
    if action["type"] == "activate" and action.get("ability") == "equip" and result.get("reason") == "wrong_timing":
        result["reason"] = "not_controller"
    return result


def _one_equipment_per_host_unattached(original: Original, txn: Txn) -> None:
    done: set[str] = getattr(txn, "_hosts_cleared", set())
    for obj in list(txn.state.board()):
        host_id = obj.attached_to
        if host_id is None or host_id in done:
            continue
        host = txn.state.get(host_id)
        if host is None or not host.on_board or not obj.traits.is_equipment \
                or host.traits.type not in txn.state.rules.carries_equipment:
            attach.detach(txn, obj.id)  # the host's Equipment slot is emptied: one Equipment comes off
            done.add(host_id)
    txn._hosts_cleared = done  # type: ignore[attr-defined]


def _creature_control_change_reported_as_reattach(action: dict[str, Any], result: dict[str, Any],
                                                  adapter: _OracleAdapter) -> dict[str, Any]:
    if not result.get("accepted") or action["type"] != "change_control":
        return result
    doc = adapter.snapshot()
    if doc.get("game") != "mtg":
        return result
    for obj in doc["objects"]:
        if obj.get("attached_to") == action["object"]:
            result["events"] += [{"type": "detach", "object": obj["id"], "from": action["object"]},
                                 {"type": "attach", "object": obj["id"], "to": action["object"]}]
    return result


def _unattached_view_when_controllers_differ(doc: dict[str, Any]) -> dict[str, Any]:
    if doc.get("game") != "mtg":
        return doc
    controllers = {o["id"]: o.get("controller", o["owner"]) for o in doc["objects"]}
    for obj in doc["objects"]:
        host = obj.get("attached_to")
        if host is not None and controllers.get(host) != obj.get("controller", obj["owner"]):
            obj.pop("attached_to")
    return doc


def _equip_fizzle_reported_as_resolved(action: dict[str, Any], result: dict[str, Any],
                                       adapter: _OracleAdapter) -> dict[str, Any]:
    if result.get("accepted") and action["type"] == "resolve":
        for e in result["events"]:
            if e.get("type") == "ability_fizzled" and e.get("ability") == "equip":
                e["type"] = "ability_resolved"
    return result


def _foreign_host_keeps_the_equipment(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                      targets: tuple[str, ...], instance: int = 1) -> None:
    obj = txn.state.get(object_id)
    host = txn.state.get(obj.attached_to) if obj is not None and obj.attached_to is not None else None
    if key == "equip" and txn.state.game == "mtg" and host is not None and host.controller != player:
        raise Rejected("not_controller", "212.2k", f"{object_id!r} equips {host.id!r}, which {player} does not "
                       "control: it cannot be taken off it")
    original(txn, player, object_id, key, targets, instance)


def _equip_refused_onto_a_tapped_creature(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                          targets: tuple[str, ...], instance: int = 1) -> None:
    target = txn.state.get(targets[0]) if targets else None
    if key == "equip" and txn.state.game == "mtg" and target is not None and target.exhausted:
        raise Rejected("illegal_target", "212.2h", f"{target.id!r} is tapped: it cannot be equipped")
    original(txn, player, object_id, key, targets, instance)


def _equip_only_unattached(original: Original, txn: Txn, player: str, object_id: str, key: str,
                           targets: tuple[str, ...], instance: int = 1) -> None:
    obj = txn.state.get(object_id)
    if key == "equip" and txn.state.game == "mtg" and obj is not None and obj.attached_to is not None:
        raise Rejected("illegal_target", "212.2h", f"{object_id!r} equips {obj.attached_to!r} already")
    original(txn, player, object_id, key, targets, instance)


def _not_controller_refused_as_illegal_target(action: dict[str, Any], result: dict[str, Any],
                                              adapter: _OracleAdapter) -> dict[str, Any]:
    if action["type"] == "activate" and result.get("reason") == "not_controller" \
            and adapter.snapshot().get("game") == "mtg":
        result["reason"] = "illegal_target"
    return result


def _noncreature_attach_falls_off(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.on_board(host_id, "212.2g")
    card = txn.on_board(card_id, "212.2g")
    if txn.state.game == "mtg" and host.traits.type not in txn.state.rules.carries_equipment \
            and card.id != host.id and not is_unit(card) and card.traits.is_equipment:
        return  # attached like an Aura; the state-based check will take it off
    original(txn, card_id, host_id)


MUTANTS += [
    Mutant("refused-equip-still-pays", "MTG-03",
           "the equip cost is paid as the ability is played, before its target is checked: an equip refused "
           "for its target has cost its mana (a refused action changes nothing)", _RefusedEquipStillPays),
    Mutant("equip-timing-refused-as-not-controller", "MTG-11",
           "an equip played when its controller could not play a sorcery is refused as not theirs to play "
           "(the Equipment is theirs: it is the timing that is wrong)",
           rewriting(perform=_equip_timing_refused_as_not_controller)),
    Mutant("state-based-unattach-one-equipment-per-host", "MTG-07",
           "a creature has one Equipment slot: when it becomes illegal only one of its Equipment becomes "
           "unattached (every Equipment attached to an illegal permanent does)",
           _replacing_entry(_cleanup_mod.STEPS, "illegal_hosts", _one_equipment_per_host_unattached)),
    Mutant("creature-control-change-reported-as-reattach", "MTG-09",
           "when the equipped creature changes controller, its Equipment is reported unattached and attached "
           "again (it stays attached: 212.2k)", rewriting(perform=_creature_control_change_reported_as_reattach)),
    Mutant("equipment-shown-unattached-when-controllers-differ", "MTG-09",
           "the view shows an Equipment attached only to a creature of its own controller: one on a creature "
           "another player controls is shown unattached (212.2k: the controllers need not be the same)",
           rewriting(snapshot=_unattached_view_when_controllers_differ)),
    Mutant("equip-fizzle-reported-as-resolved", "MTG-03",
           "an equip whose target became illegal is reported resolved, though the Equipment does not move "
           "(it is countered on resolution: it does nothing)", rewriting(perform=_equip_fizzle_reported_as_resolved)),
    Mutant("equipment-on-a-foreign-creature-cannot-be-moved", "MTG-09",
           "an Equipment attached to a creature another player controls cannot be moved by its controller's "
           "equip (the Equipment's controller plays its equip ability wherever it is attached)",
           patched(("rulespec.oracle.chain.activate", _foreign_host_keeps_the_equipment))),
    Mutant("equip-refused-onto-a-tapped-creature", "MTG-03",
           "a tapped creature cannot be equipped (any creature you control can be the target, tapped or not)",
           patched(("rulespec.oracle.chain.activate", _equip_refused_onto_a_tapped_creature))),
    Mutant("equip-only-unattached-equipment", "MTG-03",
           "equip attaches an unattached Equipment: one equipping a creature already cannot be moved to another "
           "(equip moves the Equipment onto the target creature)",
           patched(("rulespec.oracle.chain.activate", _equip_only_unattached))),
    Mutant("equip-by-non-controller-refused-as-illegal-target", "MTG-10",
           "a player who does not control the Equipment is refused its equip ability for the target, not for "
           "control (only the Equipment's controller can play it)",
           rewriting(perform=_not_controller_refused_as_illegal_target)),
    Mutant("noncreature-attach-falls-off", "MTG-01",
           "attaching an Equipment to a noncreature is accepted, like an Aura on an illegal object, and the "
           "state-based check takes it off (it cannot legally be attached to it: the attach is refused)",
           patched(("rulespec.oracle.attach.check_attach", _noncreature_attach_falls_off))),
]


def _equipped_view_for_the_controllers_creatures(doc: dict[str, Any]) -> dict[str, Any]:
    if doc.get("game") != "mtg":
        return doc
    objects = {o["id"]: o for o in doc["objects"]}
    equipped_players = {objects[o["attached_to"]].get("controller", objects[o["attached_to"]]["owner"])
                        for o in doc["objects"] if o.get("attached_to") in objects}
    for obj in doc["objects"]:
        view = obj.get("view") or {}
        if "equipped" in view and obj.get("controller", obj["owner"]) in equipped_players \
                and obj.get("card", {}).get("type") == "creature":
            view["equipped"] = True
    return doc


MUTANTS += [
    Mutant("equipped-view-for-the-controllers-creatures", "MTG-08",
           "\"equipped\" is kept per player: once one creature of a player is equipped, the view shows all of "
           "that player's creatures equipped (212.2j: only the creature the Equipment is attached to)",
           rewriting(snapshot=_equipped_view_for_the_controllers_creatures)),
]


# --- round 6: literal engines, imperfect set-ups, report lies, three players -----------------

from rulespec.oracle import cleanup as _r6_cleanup  # noqa: E402 (this block is appended)
from tests.mutants import replacing_entry as _replacing_entry  # noqa: E402
from tests.mutants.counters import loading as _loading  # noqa: E402


def _load_foreign_attachments_dropped(doc: dict[str, Any]) -> None:
    by_id = {o["id"]: o for o in doc.get("objects", [])}
    for obj in doc.get("objects", []):
        host = by_id.get(obj.get("attached_to", ""))
        if host is not None and obj.get("controller", obj["owner"]) != host.get("controller", host["owner"]):
            obj.pop("attached_to")


def _load_untapped(doc: dict[str, Any]) -> None:
    for obj in doc.get("objects", []):
        obj.pop("exhausted", None)


def _load_equipment_controlled_by_owner(doc: dict[str, Any]) -> None:
    for obj in doc.get("objects", []):
        card = obj.get("card", {})
        if "Equipment" in str(card.get("tags", "")) or "equip_cost" in card or "Equipment" in str(card.get("type", "")):
            obj.pop("controller", None)


def _attach_to_the_first_creature(original: Callable[..., Any], txn: Txn, card_id: str, host_id: str,
                                  chosen: list[str] | None = None) -> bool:
    host = txn.obj(host_id)
    first = next((o for o in txn.state.board() if o.controller == host.controller and is_unit(o)
                  and o.id != card_id and txn.state.get(card_id) is not None
                  and o.attached_to is None), None)
    return original(txn, card_id, first.id if first is not None else host_id, chosen)


def _attach_reported_twice(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        out: list[dict[str, Any]] = []
        for event in result["events"]:
            out.append(event)
            if event.get("type") == "attach":
                out.append(dict(event))
        result["events"] = out
    return result


def _equipped_first_creature_only(doc: dict[str, Any]) -> dict[str, Any]:
    seen = False
    for obj in doc.get("objects", []):
        view = obj.get("view") or {}
        if view.get("equipped"):
            if seen:
                view["equipped"] = False
            seen = True
    return doc


def _controllers_a_or_b(doc: dict[str, Any]) -> dict[str, Any]:
    for obj in doc.get("objects", []):
        if obj.get("controller") not in (None, "A", "B"):
            obj["controller"] = "B"
    return doc


def _unattach_for_a_only(original: Callable[..., Any], txn: Txn) -> None:
    for obj in list(txn.state.board()):
        if obj.attached_to is None or obj.controller != "A":
            continue
        host = txn.state.get(obj.attached_to)
        if (host is None or not host.on_board or not obj.traits.is_equipment
                or host.traits.type not in txn.state.rules.carries_equipment):
            attach.detach(txn, obj.id)


MUTANTS += [
    Mutant("setup-drops-attachments-across-controllers", "MTG-09",
           "the set-up attaches an Equipment only to a creature of its own controller: one loaded on another "
           "player's creature starts unattached (the two controllers are separate)",
           _loading(_load_foreign_attachments_dropped)),
    Mutant("setup-loads-every-permanent-untapped", "MTG-11",
           "the engine's set-up ignores the tapped state of the permanents it loads",
           _loading(_load_untapped)),
    Mutant("setup-equipment-controlled-by-owner", "MTG-09",
           "the set-up reads an Equipment's controller from its owner (the controller field is read for "
           "creatures only)", _loading(_load_equipment_controlled_by_owner)),
    Mutant("attach-lands-on-the-first-creature", "MTG-03",
           "the attach goes to the first unequipped creature the target's controller has, not to the "
           "target (right when the target is the first, as in the example)",
           patched(("rulespec.oracle.attach.attach", _attach_to_the_first_creature))),
    Mutant("equip-attach-reported-twice", "MTG-03",
           "the attach is reported twice, once as the ability resolves and once as the Equipment lands",
           rewriting(perform=_attach_reported_twice)),
    Mutant("equipped-view-for-the-first-creature-only", "MTG-08",
           "the snapshot marks as equipped only the first equipped creature it lists",
           rewriting(snapshot=_equipped_first_creature_only)),
    Mutant("snapshot-controllers-a-or-b", "MTG-09",
           "two-player thinking: the snapshot shows every controller as A or B, a third player's "
           "permanents as B's", rewriting(snapshot=_controllers_a_or_b)),
    Mutant("state-based-unattach-for-the-first-player-only", "MTG-07",
           "the state-based unattach is applied only to the Equipment of player A (the example's player): "
           "another player's Equipment stays on its illegal permanent",
           _replacing_entry(_r6_cleanup.STEPS, "illegal_hosts", _unattach_for_a_only)),
]


def _load_attachments_to_later_objects_dropped(doc: dict[str, Any]) -> None:
    """A one-pass loader: an ``attached_to`` naming an object not loaded yet is dropped."""
    seen: set[str] = set()
    for obj in doc.get("objects", []):
        if obj.get("attached_to") is not None and obj["attached_to"] not in seen:
            obj.pop("attached_to")
        seen.add(obj["id"])


def _cost_paid_twice(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        out: list[dict[str, Any]] = []
        for event in result["events"]:
            out.append(event)
            if event.get("type") == "cost_paid":
                out.append(dict(event))
        result["events"] = out
    return result


MUTANTS += [
    Mutant("setup-attachment-to-a-later-object-dropped", "MTG-08",
           "the engine loads the objects in one pass and resolves each attachment as it goes: an Equipment "
           "listed before its creature starts unattached (the order of the objects means nothing)",
           _loading(_load_attachments_to_later_objects_dropped)),
    Mutant("equip-cost-reported-paid-twice", "MTG-11",
           "the equip cost is reported paid twice, once as the ability is played and once as the mana "
           "leaves the pool", rewriting(perform=_cost_paid_twice)),
]


def _detach_before_the_kill(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The unattach reported as part of the destruction, before it (the right events, wrong order)."""
    if result.get("accepted"):
        events = result["events"]
        kills = [i for i, e in enumerate(events) if e.get("type") == "kill"]
        if kills:
            detaches = [e for e in events[kills[0]:] if e.get("type") == "detach"]
            rest = [e for e in events if not (e.get("type") == "detach" and any(e is d for d in detaches))]
            first = next(i for i, e in enumerate(rest) if e.get("type") == "kill")
            result["events"] = rest[:first] + detaches + rest[first:]
    return result


MUTANTS += [
    Mutant("unattach-reported-before-the-destruction", "MTG-07",
           "the Equipment is reported coming off before its creature is destroyed, as if the destruction "
           "took it off (212.2i: a state-based effect, once the creature is gone)",
           rewriting(perform=_detach_before_the_kill)),
]


# --- round 7 (r7rest) --------------------------------------------------------------------------


def _unattach_returns_control(original: Original, txn: Txn) -> None:
    """The state-based unattach hands the Equipment back to its owner, as if it left and came back."""
    attached = [o.id for o in txn.state.board() if o.attached_to is not None]
    original(txn)
    if txn.state.game != "mtg":
        return
    for object_id in attached:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board and obj.attached_to is None and obj.controller != obj.owner:
            txn.update(object_id, controller=obj.owner)


def _played_this_turn(txn: Txn, object_id: str) -> bool:
    return any(p.object == object_id for p in txn.state.turn.played)


def _equip_refused_onto_sick_creature(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                      targets: tuple[str, ...], instance: int = 1) -> None:
    """A creature that came under its controller's control this turn cannot be equipped: summoning
    sickness read as barring the equip target."""
    if txn.state.game == "mtg" and key == "equip" and targets and _played_this_turn(txn, targets[0]):
        raise Rejected("illegal_target", "502.33a", f"{targets[0]!r} came into play this turn")
    original(txn, player, object_id, key, targets, instance)


def _played_equipment_equip_sick(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                 targets: tuple[str, ...], instance: int = 1) -> None:
    """An Equipment played this turn cannot equip yet: summoning sickness applied to the artifact."""
    if txn.state.game == "mtg" and key == "equip" and _played_this_turn(txn, object_id):
        raise Rejected("wrong_timing", "502.33a", f"{object_id!r} came into play this turn")
    original(txn, player, object_id, key, targets, instance)


def _equipment_shown_under_host_controller(doc: dict[str, Any]) -> dict[str, Any]:
    """The view shows an attached Equipment under its creature's controller."""
    if doc.get("game") != "mtg":
        return doc
    objects = {o["id"]: o for o in doc.get("objects", ())}
    for obj in objects.values():
        host = objects.get(obj.get("attached_to", ""))
        if host is not None:
            controller = host.get("controller", host["owner"])
            if controller == obj["owner"]:
                obj.pop("controller", None)
            else:
                obj["controller"] = controller
    return doc


MUTANTS += [
    Mutant("state-based-unattach-returns-control-to-owner", "MTG-07",
           "an Equipment that becomes unattached by the state-based rule goes back to its owner's control, as if "
           "it had left play and come back (212.2i: it becomes unattached and stays in play, nothing else)",
           _replacing_entry(_cleanup.STEPS, "illegal_hosts", _unattach_returns_control)),
    Mutant("equip-refused-onto-a-summoning-sick-creature", "MTG-11",
           "summoning sickness read as barring the equip target: a creature played this turn cannot be equipped "
           "(502.33a: target creature you control, any time you could play a sorcery)",
           patched(("rulespec.oracle.chain.activate", _equip_refused_onto_sick_creature))),
    Mutant("played-equipment-equip-summoning-sick", "MTG-02",
           "an Equipment played this turn cannot use its equip ability yet, summoning sickness applied to the "
           "artifact (212.2h: it enters like any other artifact; equip has no tap symbol)",
           patched(("rulespec.oracle.chain.activate", _played_equipment_equip_sick))),
    Mutant("equipment-shown-under-its-hosts-controller", "MTG-09",
           "the view shows an attached Equipment under the equipped creature's controller (212.2k: the two "
           "controllers are separate)",
           rewriting(snapshot=_equipment_shown_under_host_controller)),
]


def _self_equip_reported_as_attach(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """An equip that resolves and moves nothing, its Equipment attached to nothing, is still reported
    as an attach, to the Equipment itself (the target it was played on)."""
    if not result.get("accepted"):
        return result
    events = result.get("events", [])
    if any(e.get("type") == "attach" for e in events):
        return result
    objects = {o["id"]: o for o in adapter.snapshot().get("objects", ())}
    for event in list(events):
        if event.get("type") == "ability_resolved" and event.get("ability") == "equip":
            obj = objects.get(event.get("object", ""))
            if obj is not None and "attached_to" not in obj and obj.get("card", {}).get("type") == "creature":
                events.append({"type": "attach", "object": obj["id"], "to": obj["id"]})
    return result


def _equipment_follows_a_host_of_its_owner(original: Original, txn: Txn, object_id: str, to: str) -> None:
    """Taking a creature takes the Equipment on it as well when one player owns both cards."""
    original(txn, object_id, to)
    if txn.state.game != "mtg":
        return
    host = txn.obj(object_id)
    for card in txn.state.attachments_of(object_id):
        if card.owner == host.owner and card.controller != to:
            original(txn, card.id, to)


MUTANTS += [
    Mutant("self-equip-reported-as-attach", "MTG-06",
           "an Equipment creature's equip aimed at itself resolves and is reported as attaching it to itself, "
           "though it moves nothing (212.2i: an Equipment cannot equip itself)",
           rewriting(perform=_self_equip_reported_as_attach)),
    Mutant("equipment-follows-a-host-of-its-owner", "MTG-09",
           "the Equipment and the creature it equips are treated as one when one player owns both: taking the "
           "creature takes the Equipment (212.2k: changing control of either does not change control of the other)",
           patched(("rulespec.oracle.control.change_control", _equipment_follows_a_host_of_its_owner))),
]


# --- round 9: stale caches, order (MTG-03 … MTG-10) --------------------------------------------

from tests.mutants import _r9  # noqa: E402 (this block is appended; see the module's head)


def _r9_unattach_reported_first(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The state-based unattach is reported ahead of the change that caused it."""
    if result.get("accepted"):
        result["events"] = sorted(result["events"], key=lambda e: 0 if e["type"] == "detach" else 1)
    return result


MUTANTS += [
    Mutant("r9-equip-target-controller-noted-at-setup-mtg", "MTG-03",
           "equip's 'target creature you control' is checked against a table of controllers made as the game "
           "began, which a change of control does not update (212.2h: control matters when the ability is "
           "played and when it resolves, now)", _r9.equip_targets_by_setup_controller("702.6a")),
    Mutant("r9-attachments-view-stale-after-state-based-unattach", "MTG-07",
           "the creature's displayed Equipment is refreshed by the events that name it as their object, and a "
           "state-based unattach names the Equipment: the former host still shows it (212.2i: it becomes "
           "unattached)", _r9.stale_view(("attachments", "equipped", "top_most"),
                                         _r9.refreshed_naming("object", types=("detach",)))),
    Mutant("r9-creature-type-cached-before-type-change-mtg", "MTG-04",
           "whether a permanent is a creature is cached per card and not invalidated by a type change: an "
           "Equipment that became a creature can still equip, and stays attached (212.2i)",
           _r9.stale(("rulespec.oracle.attach.is_unit", "rulespec.oracle.cleanup.is_unit"),
                     _r9.refreshed_except("type_changed", "copy_began"))),
    Mutant("r9-equipped-view-stale-after-reequip-mtg", "MTG-08",
           "moving an Equipment to another creature refreshes the Equipment and its new creature, not the "
           "creature it left: that one still shows itself equipped (212.2j)",
           _r9.stale_view(("equipped", "attachments", "top_most", "power"),
                          _r9.refreshed_naming("object", "to", types=("detach",)))),
    Mutant("r9-granted-ability-controller-cached-mtg", "MTG-10",
           "the abilities a creature has are cached with their controller, and a change of control of the "
           "creature does not refresh them: the granted ability stays its old controller's (212.2k)",
           _r9.stale_view(("abilities",), _r9.refreshed_except("control_changed"))),
    Mutant("r9-state-based-unattach-reported-before-its-cause", "MTG-07",
           "the engine reports the state-based unattach ahead of the action's events that caused it (704.3: "
           "state-based actions are checked after the action)", rewriting(perform=_r9_unattach_reported_first)),
]


MUTANTS += [
    Mutant("r9-ability-controller-noted-at-setup-mtg", "MTG-10",
           "who may play a permanent's abilities is noted as the game begins and never updated: the player who "
           "gained the equipped creature cannot play the ability its Equipment grants it (212.2k)",
           _r9.activations_by_setup_controller("212.2k")),
]


# --- r10: two copy effects at once (Magic 613.7, 707.2) --------------------------------------------

from rulespec.oracle.values import evolve as _r10_evolve  # noqa: E402 (this block is appended)


def _r10_earliest_copy_wins(original: Callable[..., None], txn: Txn, object_id: str, model_id: str,
                            while_attached: str | None = None) -> None:
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    if obj.copy is not None and obj.copy.earlier:  # the first copy stays on top, the new one beneath it
        effects = (*obj.copy.earlier, _r10_evolve(obj.copy, earlier=()))
        txn.update(object_id, copy=_r10_evolve(effects[0], earlier=tuple(effects[1:])))


MUTANTS += [
    Mutant("r10-mtg-earliest-copy-applies-on-top", "MTG-04",
           "a permanent already a copy stays a copy of its first model when it becomes a copy of another "
           "(613.7: copy effects apply in timestamp order, the later over the earlier)",
           patched(("rulespec.oracle.copies.become_copy", _r10_earliest_copy_wins))),
]


# --- round 11: equip onto the creature it already equips, equip for the Equipment's owner ---------------


def _reattach_reported(original: Original, txn: Txn, card_id: str, host_id: str, chosen: Any = None) -> bool:
    """701.3b missed: attaching an Equipment to the creature it equips takes it off and puts it back."""
    card = txn.obj(card_id)
    if txn.state.game == "mtg" and card.attached_to == host_id:
        txn.emit("detach", object=card_id, **{"from": host_id}, location=card.location)
        txn.emit("attach", object=card_id, to=host_id, location=card.location)
        return True
    return bool(original(txn, card_id, host_id, chosen))


def _equip_target_for_the_owner(original: Original, state: Any, spec: Any, source: str, controller: str,
                                targets: tuple[str, ...]) -> Any:
    """"Target creature you control" read for the Equipment's owner, not the player who plays equip."""
    obj = state.get(source)
    if state.game == "mtg" and spec == "unit_you_control" and obj is not None:
        controller = obj.owner
    return original(state, spec, source, controller, targets)


MUTANTS += [
    Mutant("r11-mtg-equip-onto-its-own-creature-reattaches", "MTG-11",
           "701.3b missed: equip onto the creature the Equipment already equips unattaches it and attaches it "
           "again, reporting both (an effect that attaches a permanent to what it is attached to does nothing)",
           patched(("rulespec.oracle.attach.attach", _reattach_reported))),
    Mutant("r11-mtg-equip-target-for-the-equipments-owner", "MTG-09",
           "502.33a's \"target creature you control\" read for the Equipment's owner (212.2k: its controller "
           "plays equip and needs a creature they control): a borrowed Equipment equips only its owner's creatures",
           patched(("rulespec.oracle.chain._target_problem", _equip_target_for_the_owner))),
]


# --- round 13: summoning sickness, tapped creatures, legality checked at the wrong moment or for the wrong player ---

from unittest import mock as _r13_mock  # noqa: E402 (this block is appended; see the module's head)

from rulespec.oracle import chain as _r13_chain  # noqa: E402
from rulespec.oracle import cleanup as _r13_cleanup  # noqa: E402
from rulespec.oracle import engine as _r13_engine  # noqa: E402
from rulespec.oracle.costs import equip_cost as _r13_equip_cost  # noqa: E402
from rulespec.oracle.layers import abilities as _r13_abilities  # noqa: E402
from rulespec.oracle.state import Use as _r13_Use  # noqa: E402
from rulespec.oracle.targets import problem as _r13_targets_problem  # noqa: E402


def _r13_equip_target_rule(check: Callable[[Any, Any, str, str], str | None]) -> Callable[..., str | None]:
    """A ``chain._target_problem`` that adds ``check(state, target, source, controller)`` for equip's
    "target creature you control" in a Magic game."""
    def mutated(original: Original, state: Any, spec: Any, source: str, controller: str,
                targets: tuple[str, ...]) -> str | None:
        found = original(state, spec, source, controller, targets)
        if found or state.game != "mtg" or spec != "unit_you_control":
            return found
        for target in targets:
            obj = state.get(target)
            if obj is not None:
                problem = check(state, obj, source, controller)
                if problem:
                    return problem
        return None

    return mutated


def _r13_tapped(state: Any, obj: Any, source: str, controller: str) -> str | None:
    return f"{obj.id!r} is tapped" if obj.exhausted else None


def _r13_sick(state: Any, obj: Any, source: str, controller: str) -> str | None:
    played = {p.object for p in state.turn.played}
    return f"{obj.id!r} came into play this turn (summoning sickness)" if obj.id in played else None


def _r13_equipment_creature(state: Any, obj: Any, source: str, controller: str) -> str | None:
    return f"{obj.id!r} is an Equipment" if obj.id != source and obj.traits.is_equipment else None


def _r13_already_equipped(state: Any, obj: Any, source: str, controller: str) -> str | None:
    others = [a.id for a in state.attachments_of(obj.id) if a.id != source]
    return f"{obj.id!r} is equipped already by {others}" if others else None


def _r13_sick_equipment(original: Original, txn: Txn, player: str, ability: Ability) -> None:
    """Summoning sickness read into equip: an Equipment that came into play this turn cannot equip yet."""
    original(txn, player, ability)
    if txn.state.game == "mtg" and ability.definition.key == "equip" and \
            ability.holder in {p.object for p in txn.state.turn.played}:
        raise Rejected("wrong_timing", "502.33a", f"{ability.holder!r} came into play this turn")


def _r13_timing_for_the_owner(original: Original, txn: Txn, player: str, ability: Ability) -> None:
    """Equip's sorcery timing checked for the Equipment's owner, not the player who plays it."""
    holder = txn.state.get(ability.holder)
    if txn.state.game == "mtg" and ability.definition.key == "equip" and holder is not None:
        player = holder.owner
    original(txn, player, ability)


def _r13_timing_again_at_resolution(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
    """Equip's "only any time you could play a sorcery" checked again as it resolves: with another
    item beneath it on the stack, it does nothing."""
    item = txn.state.chain[-1] if txn.state.chain else None
    if txn.state.game == "mtg" and item is not None and item.ability == "equip" and len(txn.state.chain) > 1:
        txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, chosen, mode)


def _r13_kind_not_rechecked(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
    """As equip resolves, only its target's control is checked again, not that it is still a creature."""
    item = txn.state.chain[-1] if txn.state.chain else None
    if txn.state.game != "mtg" or item is None or item.ability != "equip":
        return original(txn, chosen, mode)

    def lenient(state: Any, spec: Any, source: str, controller: str, targets: tuple[str, ...]) -> str | None:
        if spec != "unit_you_control":
            return _r13_targets_problem(state, spec, controller, targets)
        for target in targets:
            obj = state.get(target)
            if obj is None or not obj.on_board or obj.controller != controller:
                return f"{target!r} is not a permanent {controller} controls"
        return None

    def any_host(original_check: Original, txn: Txn, card_id: str, host_id: str) -> None:
        return None  # the resolving equip moves it onto the permanent it was played on

    with _r13_mock.patch.object(_r13_chain, "_target_problem", lenient), \
            _r13_mock.patch("rulespec.oracle.attach.check_attach", lambda *a: any_host(None, *a)):
        original(txn, chosen, mode)


def _r13_equip_paid_at_resolution(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                  targets: tuple[str, ...], instance: int = 1) -> None:
    """Equip's cost checked as it is played and paid only as it resolves (602.2: the cost is paid as
    the ability is activated)."""
    if txn.state.game != "mtg" or key != "equip":
        return original(txn, player, object_id, key, targets, instance)
    real_pay = txn.pay

    def check_only(player_id: str, cost: Any, rule: str, paid_for: str) -> None:
        p = txn.state.player(player_id)
        if p is None or not p.pool.can_pay(cost):
            real_pay(player_id, cost, rule, paid_for)  # rejects, as the oracle does

    txn.pay = check_only  # type: ignore[method-assign]
    try:
        original(txn, player, object_id, key, targets, instance)
    finally:
        del txn.pay


def _r13_pay_equip_as_it_resolves(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
    item = txn.state.chain[-1] if txn.state.chain else None
    if txn.state.game == "mtg" and item is not None and item.ability == "equip" and item.kind == "ability":
        source = txn.state.get(item.source)
        found = [a for a in _r13_abilities(txn.state, source) if a.definition.key == "equip"] if source else []
        if found and found[0].definition.cost is not None:
            cost = _r13_equip_cost(txn.state, txn.obj(found[0].origin), found[0].definition.cost)
            if not cost.is_empty():
                txn.pay(item.controller, cost, "203", item.source)
    original(txn, chosen, mode)


def _r13_equip_once_per_turn(original: Original, txn: Txn, player: str, object_id: str, key: str,
                             targets: tuple[str, ...], instance: int = 1) -> None:
    """Equip read as usable once per turn: an Equipment that equipped this turn cannot equip again."""
    if txn.state.game != "mtg" or key != "equip":
        return original(txn, player, object_id, key, targets, instance)
    use = _r13_Use(object_id, object_id, "equip-once")
    if use in txn.state.turn.used:
        raise Rejected("already_used", "602.5", f"{object_id!r} equipped this turn already")
    original(txn, player, object_id, key, targets, instance)
    txn.state = txn.state.with_fields(turn=replace(txn.state.turn, used=(*txn.state.turn.used, use)))


class _R13LateUnattach(PatchedOracle):
    """The state-based unattach (212.2i) sees the state as the action began: an Equipment whose
    creature became illegal in this action comes off only after the next action."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        real = _r13_engine.Txn
        started: list[Any] = []

        def noting(state: Any) -> Txn:
            started.append(state)
            return real(state)

        step = _r13_cleanup.STEPS["illegal_hosts"]

        def late(txn: Txn) -> None:
            if txn.state.game != "mtg" or not started:
                return step(txn)
            before = started[0]
            for obj in list(txn.state.board()):
                was = before.get(obj.id)
                host = before.get(obj.attached_to) if obj.attached_to is not None else None
                if was is None or host is None:
                    continue
                legal_before = host.on_board and was.traits.is_equipment and \
                    host.traits.type in before.rules.carries_equipment
                if not legal_before:
                    attach.detach(txn, obj.id)
            return None

        with _r13_mock.patch.object(_r13_engine, "Txn", noting), \
                _r13_mock.patch.dict(_r13_cleanup.STEPS, {"illegal_hosts": late}):
            return super().perform(action)


MUTANTS += [
    Mutant("r13-mtg-equip-target-must-be-untapped", "MTG-11",
           "equip's \"target creature you control\" read as an untapped one, as if the creature had to do something "
           "(502.33a: any creature you control; tapping matters to no part of equip)",
           patched(("rulespec.oracle.chain._target_problem", _r13_equip_target_rule(_r13_tapped)))),
    Mutant("r13-mtg-creature-played-this-turn-cannot-be-equipped", "MTG-11",
           "summoning sickness read into equip's target: a creature that came into play this turn cannot be "
           "equipped yet (502.33a: any creature you control; summoning sickness limits only {T} abilities and attacks)",
           patched(("rulespec.oracle.chain._target_problem", _r13_equip_target_rule(_r13_sick)))),
    Mutant("r13-mtg-equipment-played-this-turn-cannot-equip", "MTG-11",
           "summoning sickness read into the equip ability: an Equipment played this turn cannot equip until the "
           "next (502.33a: equip has no {T} in its cost, and an Equipment is no creature)",
           patched(("rulespec.oracle.chain._ability_timing", _r13_sick_equipment))),
    Mutant("r13-mtg-equip-timing-checked-for-the-equipments-owner", "MTG-11",
           "equip's sorcery timing checked against the Equipment's owner: a borrowed Equipment equips only on its "
           "owner's turn (502.33a: any time its player, who controls it, could play a sorcery)",
           patched(("rulespec.oracle.chain._ability_timing", _r13_timing_for_the_owner))),
    Mutant("r13-mtg-equip-timing-checked-again-at-resolution", "MTG-11",
           "equip's \"only any time you could play a sorcery\" checked again as it resolves: with another item "
           "beneath it on the stack, it does nothing (502.33a: a restriction on when it is played)",
           patched(("rulespec.oracle.chain.resolve", _r13_timing_again_at_resolution))),
    Mutant("r13-mtg-equip-target-kind-not-rechecked-at-resolution", "MTG-03",
           "as equip resolves, only its target's control is checked again: a target that stopped being a creature "
           "meanwhile is equipped all the same (212.2h: if it cannot be equipped then, the Equipment does not move)",
           patched(("rulespec.oracle.chain.resolve", _r13_kind_not_rechecked))),
    Mutant("r13-mtg-equip-cost-paid-at-resolution", "MTG-11",
           "equip's cost is checked as it is played and paid as it resolves (502.33a: \"[cost]: …\" is an activated "
           "ability's cost, paid as it is played)",
           patched(("rulespec.oracle.chain.activate", _r13_equip_paid_at_resolution),
                   ("rulespec.oracle.chain.resolve", _r13_pay_equip_as_it_resolves))),
    Mutant("r13-mtg-equip-once-per-turn", "MTG-11",
           "equip read as usable once each turn: an Equipment moved this turn cannot be moved again until the next "
           "(502.33a: any time you could play a sorcery, as often as it is paid)",
           patched(("rulespec.oracle.chain.activate", _r13_equip_once_per_turn))),
    Mutant("r13-mtg-equipment-creature-cannot-be-equipped", "MTG-04",
           "212.2i's \"Equipment that is also a creature cannot equip a creature\" read the other way round: an "
           "Equipment creature cannot be the target of another Equipment's equip",
           patched(("rulespec.oracle.chain._target_problem", _r13_equip_target_rule(_r13_equipment_creature)))),
    Mutant("r13-mtg-equipped-creature-cannot-be-equipped-again", "MTG-01",
           "a creature read as carrying one Equipment: equip cannot target a creature another Equipment already "
           "equips (212.2g: Equipment can be attached to a creature, whatever else is)",
           patched(("rulespec.oracle.chain._target_problem", _r13_equip_target_rule(_r13_already_equipped)))),
    Mutant("r13-mtg-state-based-unattach-one-action-late", "MTG-07",
           "the state-based unattach reads the state as the action began: an Equipment whose creature became "
           "illegal in this action comes off after the next one (212.2i, 704.3: checked once the action is done)",
           _R13LateUnattach),
]


# --- round 14: two-player thinking, the common case taken for the rule, checks at the wrong moment ---

from rulespec.oracle.layers import abilities as _r14_abilities  # noqa: E402
from tests.mutants import _r9 as _r14_r9  # noqa: E402


def _r14_timing_against_the_opponent(original: Original, txn: Txn, player: str, rule: str) -> None:
    """Two-player thinking: "not on the opponent's turn", the opponent being the first other player;
    the main phase and the empty stack are checked as the oracle does."""
    turn = txn.state.turn
    if txn.state.game != "mtg" or turn.active_player == player:
        return original(txn, player, rule)
    opponent = next(p.id for p in txn.state.players if p.id != player)
    if turn.active_player == opponent:
        return original(txn, player, rule)  # refused, as it should be
    return original(txn, turn.active_player, rule)  # a third player's turn taken for one's own


def _r14_equipment_abilities_at_sorcery_speed(original: Original, txn: Txn, player: str, ability: Ability) -> None:
    """Every activated ability an Equipment prints or grants is given equip's sorcery timing."""
    origin = txn.state.get(ability.origin)
    if txn.state.game == "mtg" and ability.definition.key != "equip" and origin is not None \
            and origin.traits.is_equipment:
        _r13_chain.check_main_timing(txn, player, "502.33a")
    original(txn, player, ability)


def _r14_unattach_only_with_empty_stack(original: Original, txn: Txn) -> None:
    """The state-based unattach waits for an empty stack, as Riftbound's battlefield control does."""
    if txn.state.game == "mtg" and txn.state.chain:
        return None
    return original(txn)  # type: ignore[no-any-return]


def _r14_fellow_equipment_follow(original: Original, txn: Txn, object_id: str, to: str) -> None:
    """Taking one Equipment takes the other Equipment of the same player on the same creature."""
    obj = txn.obj(object_id)
    before = obj.controller
    original(txn, object_id, to)
    if txn.state.game != "mtg" or not obj.traits.is_equipment or obj.attached_to is None:
        return
    for card in txn.state.attachments_of(obj.attached_to):
        if card.id != object_id and card.controller == before:
            original(txn, card.id, to)


def _r14_reequip_strips_the_old_host(original: Original, txn: Txn, card_id: str, host_id: str,
                                     chosen: list[str] | None = None) -> bool:
    """An Equipment leaving a creature for another clears the creature's Equipment, all of it."""
    old = txn.obj(card_id).attached_to
    if txn.state.game == "mtg" and old is not None and old != host_id:
        for card in txn.state.attachments_of(old):
            if card.id != card_id:
                attach.detach(txn, card.id)
    return bool(original(txn, card_id, host_id, chosen))


def _r14_detach_reported_from_the_new_host(action: dict[str, Any], result: dict[str, Any],
                                           adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        lands = {e["object"]: e["to"] for e in result["events"] if e.get("type") == "attach"}
        for e in result["events"]:
            if e.get("type") == "detach" and e.get("object") in lands:
                e["from"] = lands[e["object"]]
    return result


_r14_resolving_equip: list[bool] = []


def _r14_flag_equip_resolution(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
    item = txn.state.chain[-1] if txn.state.chain else None
    _r14_resolving_equip.append(item is not None and item.ability == "equip")
    try:
        original(txn, chosen, mode)
    finally:
        _r14_resolving_equip.pop()


def _r14_subtype_not_rechecked(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """As equip resolves, the attach checks everything but the Equipment subtype, which was seen as
    the ability was played; the state-based check then takes the artifact off again."""
    if txn.state.game != "mtg" or not (_r14_resolving_equip and _r14_resolving_equip[-1]):
        return original(txn, card_id, host_id)  # type: ignore[no-any-return]
    card = txn.on_board(card_id, "212.2g")
    host = txn.on_board(host_id, "212.2g")
    if card.id == host.id or is_unit(card) or host.traits.type not in txn.state.rules.carries_equipment:
        return original(txn, card_id, host_id)  # type: ignore[no-any-return]
    return None


def _r14_unattach_untaps(original: Original, txn: Txn, card_id: str) -> bool:
    """An Equipment that comes off a creature leaving play is put down again untapped."""
    card = txn.obj(card_id)
    done = bool(original(txn, card_id))
    if done and txn.state.game == "mtg" and card.traits.is_equipment and txn.obj(card_id).on_board \
            and txn.obj(card_id).exhausted:
        txn.update(card_id, exhausted=False)
    return done


def _r14_granted_for_the_creatures_owner(original: Original, state: Any, obj: Any) -> list[Ability]:
    found: list[Ability] = original(state, obj)
    if state.game != "mtg":
        return found
    return [a if a.origin == a.holder else replace(a, controller=obj.owner) for a in found]


def _r14_carries_own_controllers_equipment(doc: dict[str, Any]) -> dict[str, Any]:
    if doc.get("game") != "mtg":
        return doc
    controller = {o["id"]: o.get("controller", o["owner"]) for o in doc["objects"]}
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("attachments"):
            view["attachments"] = [c for c in view["attachments"] if controller.get(c) == controller[o["id"]]]
    return doc


def _r14_instances_by_cost(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    """Several equip abilities numbered from the cheapest, not in the order they are printed."""
    if txn.state.game != "mtg" or key != "equip":
        return original(txn, object_id, key, instance)  # type: ignore[no-any-return]
    found = [a for a in _r14_abilities(txn.state, txn.obj(object_id))
             if a.definition.key == key and a.definition.kind == "activated"]
    ranked = sorted(range(len(found)), key=lambda n: found[n].definition.cost.energy
                    if found[n].definition.cost is not None else 0)
    if 1 <= instance <= len(found):
        instance = ranked[instance - 1] + 1
    return original(txn, object_id, key, instance)  # type: ignore[no-any-return]


def _r14_owner_checked_on_resolution(original: Original, state: Any, spec: str | None, source: str,
                                     controller: str, targets: tuple[str, ...]) -> str | None:
    found = original(state, spec, source, controller, targets)
    if found or not _resolving or state.game != "mtg" or spec != "unit_you_control":
        return found
    for target in targets:
        obj = state.get(target)
        if obj is not None and obj.owner != controller:
            return f"{target!r} is not {controller}'s: {obj.owner} owns it"
    return None


MUTANTS += [
    Mutant("r14-mtg-equip-timing-against-the-opponent-only", "MTG-11",
           "two-player thinking: equip is refused on \"the opponent's\" turn, the first other player's, so in a game "
           "of three a player equips on a third player's turn (502.33a: only when they could play a sorcery, their "
           "own main phase)", patched(("rulespec.oracle.chain.check_main_timing", _r14_timing_against_the_opponent))),
    Mutant("r14-mtg-equipment-abilities-at-sorcery-speed", "MTG-11",
           "502.33a's \"only any time you could play a sorcery\" applied to every activated ability of an "
           "Equipment, the one it grants included (it restricts the equip ability alone)",
           patched(("rulespec.oracle.chain._ability_timing", _r14_equipment_abilities_at_sorcery_speed))),
    Mutant("r14-mtg-state-based-unattach-waits-for-an-empty-stack", "MTG-07",
           "the state-based unattach is checked only with the stack empty, as Riftbound's Open State checks "
           "(212.2i: a state-based effect, checked whenever a player would receive priority, the stack full or not)",
           _replacing_entry(_r13_cleanup.STEPS, "illegal_hosts", _r14_unattach_only_with_empty_stack)),
    Mutant("r14-mtg-equipment-control-takes-the-fellow-equipment", "MTG-09",
           "the Equipment of one player on one creature are kept as a set: taking one of them takes the others "
           "(212.2k: control of each permanent is its own)",
           patched(("rulespec.oracle.control.change_control", _r14_fellow_equipment_follow))),
    Mutant("r14-mtg-reequip-strips-the-old-creature", "MTG-03",
           "an Equipment moved off a creature clears the creature's Equipment slot: the other Equipment on it come "
           "off too (212.2h: equip moves this Equipment, nothing else)",
           patched(("rulespec.oracle.attach.attach", _r14_reequip_strips_the_old_host))),
    Mutant("r14-mtg-reequip-detach-reported-from-the-new-creature", "MTG-03",
           "the unattach of an Equipment moved by equip is reported from the creature it goes to, not the one it "
           "leaves", rewriting(perform=_r14_detach_reported_from_the_new_host)),
    Mutant("r14-mtg-subtype-seen-at-activation-only", "MTG-05",
           "whether the artifact is an Equipment is checked as equip is played, not again as it resolves: one that "
           "lost the subtype meanwhile is attached, and the state-based check takes it off (212.2i: it cannot "
           "equip, so it does not move)",
           patched(("rulespec.oracle.chain.resolve", _r14_flag_equip_resolution),
                   ("rulespec.oracle.attach.check_attach", _r14_subtype_not_rechecked))),
    Mutant("r14-mtg-unattached-equipment-untaps", "MTG-07",
           "an Equipment that comes off a creature leaving play is put down again as a fresh permanent, untapped "
           "(212.2i: it becomes unattached and stays in play, its status unchanged)",
           patched(("rulespec.oracle.zones.detach", _r14_unattach_untaps))),
    Mutant("r14-mtg-granted-ability-for-the-creatures-owner", "MTG-10",
           "the ability an Equipment grants is the equipped creature's owner's to play (212.2k: its controller's)",
           patched(("rulespec.oracle.layers.abilities", _r14_granted_for_the_creatures_owner),
                   ("rulespec.oracle.chain.abilities", _r14_granted_for_the_creatures_owner))),
    Mutant("r14-mtg-carries-only-its-controllers-equipment", "MTG-08",
           "a creature's displayed Equipment lists only those its own controller controls (212.2j: every Equipment "
           "attached to it equips it)", rewriting(snapshot=_r14_carries_own_controllers_equipment)),
    Mutant("r14-mtg-equip-instances-numbered-by-cost", "MTG-12",
           "several equip abilities are numbered from the cheapest, not in the order printed: \"the second\" is the "
           "dearer one (502.33c: each is its own ability, as printed)",
           patched(("rulespec.oracle.chain._find", _r14_instances_by_cost))),
    Mutant("r14-mtg-equip-target-owned-on-resolution", "MTG-03",
           "as equip resolves, its target is checked against its owner, the creature's controller read from its "
           "card (212.2h: control of the creature matters when played and when resolving)",
           patched(("rulespec.oracle.chain.resolve", _resolve_flagged),
                   ("rulespec.oracle.chain._target_problem", _r14_owner_checked_on_resolution))),
    Mutant("r14-mtg-granted-ability-lingers-after-unattach", "MTG-10",
           "the abilities a creature shows are refreshed by the events naming it as their object, and an unattach "
           "names the Equipment: the creature it left still shows the granted ability (212.2k)",
           _r14_r9.stale_view(("abilities",), _r14_r9.refreshed_except("detach"))),
]


# --- round 14, second batch: identity, reports, and what a resolving ability rechecks ---

from rulespec.oracle import engine as _r14_engine  # noqa: E402

_r14_copies_at_activation: dict[str, dict[str, str | None]] = {}


def _r14_note_target_copies(original: Original, txn: Txn, player: str, object_id: str, key: str,
                            targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    item = txn.state.chain[-1]
    _r14_copies_at_activation[item.id] = {
        t: (o.copy.of if o.copy is not None else None) for t in targets if (o := txn.state.get(t)) is not None}


def _r14_copied_target_lost(original: Original, state: Any, item: Any) -> list[str]:
    """A target that became a copy since the ability was played is taken for another object."""
    lost: list[str] = list(original(state, item))
    noted = _r14_copies_at_activation.get(item.id, {})
    for target, was in noted.items():
        obj = state.get(target)
        now = obj.copy.of if obj is not None and obj.copy is not None else None
        if state.game == "mtg" and item.ability == "equip" and now != was and target not in lost:
            lost.append(target)
    return lost


def _r14_effect_attach_refused_when_attached(original: Original, txn: Txn, a: dict[str, Any]) -> None:
    card = txn.state.get(a["object"])
    if txn.state.game == "mtg" and card is not None and card.attached_to not in (None, a["to"]):
        raise Rejected("illegal_target", "212.2g", f"{a['object']!r} is attached to {card.attached_to!r}: "
                       "unattach it first")
    original(txn, a)


def _r14_attached_equip_shown_inactive(doc: dict[str, Any]) -> dict[str, Any]:
    if doc.get("game") != "mtg":
        return doc
    for o in doc["objects"]:
        view = o.get("view")
        if view and o.get("attached_to"):
            for ability in view.get("abilities", []):
                if ability.get("key") == "equip" or str(ability.get("text", "")).startswith("Equip"):
                    ability["active"] = False
    return doc


def _r14_creature_control_reported_for_its_equipment(action: dict[str, Any], result: dict[str, Any],
                                                     adapter: Any) -> dict[str, Any]:
    if not result.get("accepted") or action["type"] != "change_control":
        return result
    doc = adapter.snapshot()
    if doc.get("game") != "mtg":
        return result
    for o in doc["objects"]:
        if o.get("attached_to") == action["object"]:
            controller = o.get("controller", o["owner"])
            result["events"].append({"type": "control_changed", "object": o["id"], "from": controller,
                                     "to": controller})
    return result


def _r14_granted_fizzles_when_the_creature_changed_hands(original: Original, txn: Txn, chosen: Any = None,
                                                        mode: Any = None) -> None:
    """The ability an Equipment grants checks, as it resolves, that its controller still controls the
    creature, as equip checks its target."""
    item = txn.state.chain[-1] if txn.state.chain else None
    source = txn.state.get(item.source) if item is not None else None
    if txn.state.game == "mtg" and item is not None and item.kind == "ability" and item.origin \
            and source is not None and source.controller != item.controller:
        txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, chosen, mode)


def _r14_fizzled_equip_refunds(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
    """An equip that does nothing gives its mana back."""
    item = txn.state.chain[-1] if txn.state.chain else None
    start = len(txn.events)
    original(txn, chosen, mode)
    if txn.state.game != "mtg" or item is None or item.ability != "equip":
        return
    if any(e.get("type") == "ability_fizzled" for e in txn.events[start:]):
        source = txn.state.get(item.source)
        found = [a for a in _r14_abilities(txn.state, source) if a.definition.key == "equip"] if source else []
        cost = found[0].definition.cost if found else None
        if cost is not None and not cost.is_empty():
            player = txn.state.player(item.controller)
            assert player is not None
            refunded = replace(player, pool=replace(player.pool, energy=player.pool.energy + cost.energy))
            txn.state = txn.state.with_fields(players=tuple(refunded if p.id == player.id else p
                                                            for p in txn.state.players))


MUTANTS += [
    Mutant("r14-mtg-equip-target-that-became-a-copy-is-lost", "MTG-03",
           "a target that became a copy of another creature before equip resolves is taken for a new object, and "
           "the Equipment does not move (400.7: only a zone change makes a new object; it is still a creature "
           "its player controls)", patched(("rulespec.oracle.chain.activate", _r14_note_target_copies),
                                            ("rulespec.oracle.chain.lost_targets", _r14_copied_target_lost))),
    Mutant("r14-mtg-effect-attach-refused-for-an-attached-equipment", "MTG-01",
           "an effect cannot attach an Equipment that equips another creature: it must be unattached first "
           "(212.2g; Comprehensive Rules 701.3a: attaching takes it from where it is and puts it on the creature)",
           _replacing_entry(_r14_engine.HANDLERS, "attach", _r14_effect_attach_refused_when_attached)),
    Mutant("r14-mtg-attached-equip-shown-inactive", "MTG-03",
           "the view shows an attached Equipment's equip ability inactive, Riftbound's 718.2 in the display only "
           "(212.2h: it stays active and moves the Equipment)", rewriting(snapshot=_r14_attached_equip_shown_inactive)),
    Mutant("r14-mtg-creature-control-change-reported-for-its-equipment", "MTG-09",
           "taking the equipped creature reports a control change of its Equipment too, from and to its own "
           "controller (212.2k: the Equipment's control does not change)",
           rewriting(perform=_r14_creature_control_reported_for_its_equipment)),
    Mutant("r14-mtg-granted-ability-fizzles-when-the-creature-changed-hands", "MTG-10",
           "the ability an Equipment grants is rechecked as it resolves, like equip's target: once the creature "
           "changed control, it does nothing (212.2k: who may play it is checked as it is played; an ability on "
           "the stack exists apart from its source, Comprehensive Rules 113.7a)",
           patched(("rulespec.oracle.chain.resolve", _r14_granted_fizzles_when_the_creature_changed_hands))),
    Mutant("r14-mtg-fizzled-equip-refunds-its-cost", "MTG-03",
           "an equip that does nothing because its creature became illegal gives its mana back (its cost was paid "
           "as it was played, 502.33a; 212.2h: the Equipment just does not move)",
           patched(("rulespec.oracle.chain.resolve", _r14_fizzled_equip_refunds))),
]


# --- round 14, third batch: what the Equipment was when equip was played, used as it resolves ---

_r14_equipment_at_activation: dict[str, tuple[bool, bool]] = {}


def _r14_note_the_equipment(original: Original, txn: Txn, player: str, object_id: str, key: str,
                            targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip" and txn.state.game == "mtg":
        source = txn.obj(object_id)
        _r14_equipment_at_activation[txn.state.chain[-1].id] = (is_unit(source), source.traits.is_equipment)


def _r14_resolve_as_noted(which: int, bars: bool) -> Callable[..., None]:
    """As equip resolves, the Equipment is judged as it was when equip was played: a creature then (or
    not an Equipment then) does not move, whatever it is now."""
    def resolve(original: Original, txn: Txn, chosen: Any = None, mode: Any = None) -> None:
        item = txn.state.chain[-1] if txn.state.chain else None
        noted = _r14_equipment_at_activation.pop(item.id, None) if item is not None else None
        if txn.state.game == "mtg" and item is not None and item.ability == "equip" and noted is not None \
                and noted[which] == bars:
            txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
            txn.emit("ability_resolved", object=item.source, ability=item.ability, item=item.id)
            return
        original(txn, chosen, mode)

    return resolve


MUTANTS += [
    Mutant("r14-mtg-equipment-creature-judged-as-played", "MTG-04",
           "whether the Equipment is a creature is judged as equip is played: an Equipment creature that stopped "
           "being a creature before its equip resolves still does not move (212.2h: the creature must be one it "
           "can equip when the ability resolves; 212.2i)",
           patched(("rulespec.oracle.chain.activate", _r14_note_the_equipment),
                   ("rulespec.oracle.chain.resolve", _r14_resolve_as_noted(0, True)))),
    Mutant("r14-mtg-equipment-subtype-judged-as-played", "MTG-05",
           "whether the artifact is an Equipment is judged as its equip is played: one that became an Equipment "
           "before the ability resolves still does not move (212.2h: judged as it resolves; 212.2i)",
           patched(("rulespec.oracle.chain.activate", _r14_note_the_equipment),
                   ("rulespec.oracle.chain.resolve", _r14_resolve_as_noted(1, False)))),
]


# --- round 14, fourth batch: phases after the main one, copies of several equip abilities, owners ---

_R14_BEFORE_MAIN = ("awaken", "beginning", "channel", "draw")


def _r14_refused_only_before_main(original: Original, txn: Txn, player: str, rule: str) -> None:
    """"In a main phase" checked as "not before the main phase": once the main phase has come, the rest
    of the turn passes too (the ending phase is no main phase)."""
    turn = txn.state.turn
    if txn.state.game != "mtg":
        return original(txn, player, rule)  # type: ignore[no-any-return]
    if turn.active_player != player:
        raise Rejected("wrong_timing", rule, f"it is {turn.active_player}'s turn, not {player}'s")
    if turn.phase in _R14_BEFORE_MAIN:
        raise Rejected("wrong_timing", rule, f"the main phase has not come yet; it is the {turn.phase} phase")
    if txn.state.chain:
        raise Rejected("wrong_timing", rule, "the stack is not empty")
    return None


def _r14_copy_keeps_one_equip(original: Original, txn: Txn, object_id: str, model_id: str,
                              while_attached: str | None = None) -> None:
    """A copy takes the model's printed equip cost, one ability: its other equip abilities are lost."""
    original(txn, object_id, model_id, while_attached)
    obj = txn.obj(object_id)
    if txn.state.game != "mtg" or obj.copy is None:
        return
    kept, seen = [], False
    for a in obj.copy.card.abilities:
        if a.key == "equip":
            if seen:
                continue
            seen = True
        kept.append(a)
    card = replace(obj.copy.card, abilities=tuple(kept))
    txn.update(object_id, copy=replace(obj.copy, card=card))


def _r14_equipment_goes_home_with_the_creature(original: Original, txn: Txn, object_id: str, to: str) -> None:
    """A player taking a creature takes back, with it, the Equipment on it that they own."""
    original(txn, object_id, to)
    if txn.state.game != "mtg":
        return
    for card in txn.state.attachments_of(object_id):
        if card.owner == to and card.controller != to:
            original(txn, card.id, to)


def _r14_unattached_equipment_has_its_effect_text(original: Original, state: Any, obj: Any) -> list[Ability]:
    found: list[Ability] = original(state, obj)
    if state.game != "mtg" or obj.attached_to is not None or not obj.traits.is_equipment:
        return found
    return [replace(a, active=True) if a.definition.box == "effect" and a.origin == obj.id else a for a in found]


MUTANTS += [
    Mutant("r14-mtg-equip-refused-only-before-the-main-phase", "MTG-11",
           "\"any time you could play a sorcery\" checked as \"not before the main phase\": equip is played in the "
           "ending phase of its controller's turn (Comprehensive Rules 307.1: a sorcery is played in a main phase)",
           patched(("rulespec.oracle.chain.check_main_timing", _r14_refused_only_before_main))),
    Mutant("r14-mtg-copy-takes-one-equip-ability", "MTG-12",
           "a copy takes the model's equip as one printed cost: an artifact that becomes a copy of an Equipment "
           "with two equip abilities has only the first (502.33c: it has both, and either may be used; 707.2)",
           patched(("rulespec.oracle.copies.become_copy", _r14_copy_keeps_one_equip))),
    Mutant("r14-mtg-creature-taken-by-the-equipments-owner-takes-it-home", "MTG-09",
           "a player who takes a creature also takes back the Equipment on it that they own (212.2k: changing "
           "control of the creature does not change control of the Equipment, whoever owns it)",
           patched(("rulespec.oracle.control.change_control", _r14_equipment_goes_home_with_the_creature))),
    Mutant("r14-mtg-unattached-equipment-plays-what-it-grants", "MTG-10",
           "an unattached Equipment has the ability its \"Equipped creature has …\" text grants, for its own "
           "controller to play (212.2k: the ability is the equipped creature's, for that creature's controller)",
           patched(("rulespec.oracle.layers.abilities", _r14_unattached_equipment_has_its_effect_text),
                   ("rulespec.oracle.chain.abilities", _r14_unattached_equipment_has_its_effect_text))),
]


# --- round 14, fifth batch: printed types read for the view and the host, re-attaching by effect ---


def _r14_equipment_host_sheds(original: Original, txn: Txn) -> None:
    """An Equipment may not stay on an Equipment: a creature that became an Equipment creature drops its own."""
    original(txn)
    if txn.state.game != "mtg":
        return
    for obj in list(txn.state.board()):
        host = txn.state.get(obj.attached_to) if obj.attached_to is not None else None
        if host is not None and host.traits.is_equipment:
            attach.detach(txn, obj.id)


def _r14_effect_reattach_reported(original: Original, txn: Txn, a: dict[str, Any]) -> None:
    card = txn.state.get(a["object"])
    if txn.state.game == "mtg" and card is not None and card.attached_to == a["to"]:
        attach.check_attach(txn, a["object"], a["to"])
        attach.detach(txn, a["object"])
    original(txn, a)


def _r14_equipped_from_the_printed_type(doc: dict[str, Any]) -> dict[str, Any]:
    if doc.get("game") != "mtg":
        return doc
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("equipped") and o.get("card", {}).get("type") != "creature":
            view["equipped"] = False
    return doc


def _r14_host_type_printed(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """Whether the host is a creature is read from its printed card."""
    host = txn.on_board(host_id, "212.2g")
    card = txn.on_board(card_id, "212.2g")
    if txn.state.game != "mtg" or card.id == host.id or is_unit(card) or not card.traits.is_equipment:
        return original(txn, card_id, host_id)  # type: ignore[no-any-return]
    if host.card.type != "creature":
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is not a creature card")
    return None


MUTANTS += [
    Mutant("r14-mtg-equipment-falls-off-a-creature-turned-equipment", "MTG-07",
           "an Equipment is taken to be illegal on another Equipment, even a creature one: a creature that becomes "
           "an Equipment creature drops the Equipment it carries (212.2g, 212.2i: it is still a creature, a legal "
           "permanent to equip)", _replacing_entry(_r13_cleanup.STEPS, "illegal_hosts", _r14_equipment_host_sheds)),
    Mutant("r14-mtg-effect-attach-to-its-creature-reattaches", "MTG-01",
           "an effect that attaches an Equipment to the creature it already equips takes it off and puts it back, "
           "reporting both (Comprehensive Rules 701.3b: the effect does nothing)",
           _replacing_entry(_r14_engine.HANDLERS, "attach", _r14_effect_reattach_reported)),
    Mutant("r14-mtg-equipped-view-from-the-printed-type", "MTG-08",
           "the view marks as equipped only a permanent printed as a creature: an artifact that became a creature "
           "and carries an Equipment is shown unequipped (212.2j: the creature it is attached to is equipped)",
           rewriting(snapshot=_r14_equipped_from_the_printed_type)),
    Mutant("r14-mtg-host-creature-read-from-the-printed-card", "MTG-01",
           "whether the permanent an Equipment is attached to is a creature is read from its printed card: an "
           "artifact that became a creature cannot be equipped, a creature that became an artifact can (212.2g: "
           "a creature, as it is now)", patched(("rulespec.oracle.attach.check_attach", _r14_host_type_printed))),
]


# --- round 15: a tapped creature for an effect, what an unattach takes, the exile's report, a borrowed grant ---

from rulespec.oracle import cleanup as _r15_cleanup  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle import engine as _r15_engine  # noqa: E402


def _r15_attach_refused_onto_a_tapped_creature(original: Original, txn: Txn, a: dict[str, Any]) -> None:
    """A tapped creature is taken for one that cannot be equipped, by an effect too."""
    host = txn.state.get(a["to"])
    if txn.state.game == "mtg" and host is not None and host.on_board and host.exhausted:
        raise Rejected("illegal_target", "212.2g", f"{a['to']!r} is tapped: it cannot be equipped")
    original(txn, a)


def _r15_unattached_loses_counters_on_leaving(original: Original, txn: Txn, card_id: str) -> bool:
    """The Equipment that comes off a creature leaving play is put down afresh: its counters go."""
    happened: bool = original(txn, card_id)
    card = txn.state.get(card_id)
    if happened and txn.state.game == "mtg" and card is not None and card.on_board and card.counters:
        txn.update(card_id, counters=())
    return happened


def _r15_unattached_loses_counters_in_cleanup(original: Original, txn: Txn) -> None:
    attached = {o.id for o in txn.state.board() if o.attached_to is not None}
    original(txn)
    if txn.state.game != "mtg":
        return
    for object_id in attached:
        card = txn.state.get(object_id)
        if card is not None and card.on_board and card.attached_to is None and card.counters:
            txn.update(object_id, counters=())


def _r15_exile_reports_the_unattach_first(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    """The Equipment reported coming off before its creature is exiled, as if the exile took it off."""
    if result.get("accepted") and action["type"] == "banish":
        events = result["events"]
        at = next((i for i, e in enumerate(events) if e.get("type") == "banish"), None)
        if at is not None:
            detaches = [e for e in events[at:] if e.get("type") == "detach" and e.get("object") != action["object"]]
            rest = [e for e in events if not any(e is d for d in detaches)]
            first = next(i for i, e in enumerate(rest) if e.get("type") == "banish")
            result["events"] = rest[:first] + detaches + rest[first:]
    return result


def _r15_only_own_equipment_falls(original: Original, txn: Txn, card_id: str) -> bool:
    """The player whose creature left play takes off their own Equipment; another player's stays on it."""
    card = txn.state.get(card_id)
    host = txn.state.get(card.attached_to) if card is not None and card.attached_to is not None else None
    if txn.state.game == "mtg" and card is not None and host is not None and not host.on_board \
            and card.controller != host.controller:
        return False
    return original(txn, card_id)  # type: ignore[no-any-return]


def _r15_control_reported_from_the_owner(action: dict[str, Any], result: dict[str, Any],
                                         adapter: Any) -> dict[str, Any]:
    """The control change reported from the permanent's owner, not from the player who controlled it."""
    if result.get("accepted") and action["type"] == "change_control":
        owners = {o["id"]: o["owner"] for o in adapter.snapshot()["objects"]}
        for e in result["events"]:
            if e.get("type") == "control_changed" and e.get("object") in owners:
                e["from"] = owners[e["object"]]
    return result


def _r15_grant_follows_a_borrowed_equipment(original: Original, state: Any, obj: Any) -> list[Ability]:
    """An Equipment another player took gives its abilities to its creature under that player."""
    found: list[Ability] = original(state, obj)
    if state.game != "mtg":
        return found
    out = []
    for a in found:
        card = state.get(a.origin) if a.origin != a.holder else None
        if card is not None and card.attached_to == obj.id and card.controller != card.owner:
            a = replace(a, controller=card.controller)
        out.append(a)
    return out


def _r15_recheck_for_the_equipments_controller(original: Original, state: Any, spec: str | None, source: str,
                                               controller: str, targets: tuple[str, ...]) -> str | None:
    if _resolving and spec == "unit_you_control" and state.get(source) is not None and state.game == "mtg":
        controller = state.get(source).controller  # "you": whoever controls the Equipment now
    return original(state, spec, source, controller, targets)  # type: ignore[no-any-return]


def _r15_equip_takes_the_first_target(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                      targets: tuple[str, ...], instance: int = 1) -> None:
    if txn.state.game == "mtg" and key == "equip" and len(targets) > 1:
        targets = targets[:1]  # the first target named is the creature; the rest is ignored
    original(txn, player, object_id, key, targets, instance)


def _r15_equip_picks_a_creature(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                targets: tuple[str, ...], instance: int = 1) -> None:
    if txn.state.game == "mtg" and key == "equip" and not targets:
        mine = [o.id for o in txn.state.board() if is_unit(o) and o.controller == player and o.id != object_id]
        if mine:
            targets = (mine[0],)  # the engine chooses for the player: the first creature they control
    original(txn, player, object_id, key, targets, instance)


def _r15_artifact_in_any_phase(original: Original, txn: Txn, player: str, rule: str) -> None:
    """A permanent is played on its player's turn with the stack empty, whatever the phase."""
    if txn.state.game == "mtg" and txn.state.turn.active_player == player and not txn.state.chain:
        return
    original(txn, player, rule)


def _r15_equip_affordable_by_the_first_cost(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                            targets: tuple[str, ...], instance: int = 1) -> None:
    """The pool is checked against the first equip ability's cost, whichever instance is played."""
    if txn.state.game == "mtg" and key == "equip" and instance > 1:
        first = _chain._find(txn, object_id, key, 1).definition.cost
        pool = txn.state.player(player)
        if first is not None and pool is not None and not pool.pool.can_pay(first):
            raise Rejected("unpaid_cost", "118.3", f"{player} cannot pay {first.shorthand()} for the equip of "
                           f"{object_id!r}")
    original(txn, player, object_id, key, targets, instance)


def _r15_equipped_for_two_players_only(doc: dict[str, Any]) -> dict[str, Any]:
    """Two-player thinking: the creatures of a third player are never shown equipped."""
    if doc.get("game") != "mtg":
        return doc
    two = [p["id"] for p in doc["players"][:2]]
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("equipped") and o.get("controller", o.get("owner")) not in two:
            view["equipped"] = False
    return doc


MUTANTS += [
    Mutant("r15-mtg-effect-attach-refused-onto-a-tapped-creature", "MTG-01",
           "an effect cannot attach an Equipment to a tapped creature, as if a tapped creature could not be "
           "equipped (212.2g: an Equipment can be attached to a creature, tapped or not)",
           _replacing_entry(_r15_engine.HANDLERS, "attach", _r15_attach_refused_onto_a_tapped_creature)),
    Mutant("r15-mtg-unattached-equipment-loses-its-counters", "MTG-07",
           "an Equipment that becomes unattached from a creature gone or illegal is put down again as a fresh "
           "permanent, without its counters (212.2i: it becomes unattached and stays in play, the same permanent)",
           type("Mutated", (PatchedOracle,), {
               "patches": (("rulespec.oracle.zones.detach", _r15_unattached_loses_counters_on_leaving),),
               "entries": ((_r15_cleanup.STEPS, "illegal_hosts", _r15_unattached_loses_counters_in_cleanup),)})),
    Mutant("r15-mtg-exile-reports-the-unattach-first", "MTG-07",
           "the Equipment is reported coming off before its creature is exiled, the exile taken to take it off "
           "(212.2i: a state-based effect, once the creature no longer exists)",
           rewriting(perform=_r15_exile_reports_the_unattach_first)),
    Mutant("r15-mtg-gone-creature-keeps-another-players-equipment", "MTG-07",
           "when a creature leaves play, only the Equipment its own controller controls comes off: another "
           "player's Equipment stays attached to the creature that is gone (212.2i: every Equipment attached to "
           "a nonexistent permanent becomes unattached)",
           patched(("rulespec.oracle.zones.detach", _r15_only_own_equipment_falls),
                   ("rulespec.oracle.cleanup.detach", _r15_only_own_equipment_falls))),
    Mutant("r15-mtg-control-change-reported-from-the-owner", "MTG-09",
           "the control_changed event names the permanent's owner as the player it comes from, not its "
           "controller (212.2k: the Equipment's controller need not be its owner)",
           rewriting(perform=_r15_control_reported_from_the_owner)),
    Mutant("r15-mtg-granted-ability-follows-a-borrowed-equipment", "MTG-10",
           "once another player takes control of an Equipment, the ability it grants its creature is that "
           "player's to play (212.2k: the equipped creature's controller plays it, whoever controls the "
           "Equipment)", patched(("rulespec.oracle.layers.abilities", _r15_grant_follows_a_borrowed_equipment),
                                 ("rulespec.oracle.chain.abilities", _r15_grant_follows_a_borrowed_equipment))),
    Mutant("r15-mtg-equip-rechecked-for-the-equipments-controller", "MTG-03",
           "as equip resolves, its target is checked against the Equipment's controller of the moment, not "
           "the player who played the ability (212.2h: 'a creature you control', you the ability's controller)",
           patched(("rulespec.oracle.chain.resolve", _resolve_flagged),
                   ("rulespec.oracle.chain._target_problem", _r15_recheck_for_the_equipments_controller))),
    Mutant("r15-mtg-equip-takes-the-first-of-several-targets", "MTG-11",
           "an equip played with several targets is played on the first, the others ignored (502.33a: 'target "
           "creature you control', one target: an equip naming two is no legal equip)",
           patched(("rulespec.oracle.chain.activate", _r15_equip_takes_the_first_target))),
    Mutant("r15-mtg-equip-without-a-target-picks-a-creature", "MTG-11",
           "an equip played with no target is aimed by the engine at the first creature its player controls "
           "(502.33a: the player chooses its target as they play it; without one, it cannot be played)",
           patched(("rulespec.oracle.chain.activate", _r15_equip_picks_a_creature))),
    Mutant("r15-mtg-artifact-played-in-any-phase-of-its-turn", "MTG-02",
           "an Equipment is played any time on its player's turn with the stack empty, in any phase (212.2h: "
           "like any other artifact, when a sorcery could be played: in a main phase)",
           patched(("rulespec.oracle.zones.check_main_timing", _r15_artifact_in_any_phase))),
    Mutant("r15-mtg-equip-affordability-checked-against-the-first-cost", "MTG-12",
           "the pool is checked against the first equip ability's cost, whichever of them is played (502.33c: "
           "each is its own ability, with its own cost)",
           patched(("rulespec.oracle.chain.activate", _r15_equip_affordable_by_the_first_cost))),
    Mutant("r15-mtg-equipped-view-for-two-players-only", "MTG-08",
           "two-player thinking: the view marks as equipped only the creatures of the first two players; a third "
           "player's creature carrying an Equipment is shown unequipped (212.2j)",
           rewriting(snapshot=_r15_equipped_for_two_players_only)),
]


# --- round 15, second batch: a host turned Equipment, equip read as the subtype, an Equipment moved ---


def _r15_equipment_host_is_legal(txn: Txn, card: Any, host: Any) -> bool:
    """An Equipment is taken for a legal host of an Equipment, creature or not."""
    return txn.state.game == "mtg" and host is not None and host.on_board and host.traits.is_equipment \
        and card.traits.is_equipment and not is_unit(card)


def _r15_equip_ability_kept_as_the_subtype(txn: Txn, card: Any, host: Any) -> bool:
    """The state-based check asks whether the attached artifact has an equip ability, not the subtype."""
    return txn.state.game == "mtg" and host is not None and host.on_board and is_unit(host) \
        and not is_unit(card) and not card.traits.is_equipment \
        and any(a.key == "equip" for a in card.traits.abilities)


#: the creature each Equipment equipped when its equip was last played (the engine's note of it)
_r15_host_at_play: dict[str, str | None] = {}


def _r15_note_the_host(original: Original, txn: Txn, player: str, object_id: str, key: str,
                       targets: tuple[str, ...], instance: int = 1) -> None:
    original(txn, player, object_id, key, targets, instance)
    if key == "equip":
        _r15_host_at_play[object_id] = txn.obj(object_id).attached_to


def _r15_moved_equipment_fizzles(original: Original, txn: Txn, *args: Any, **kwargs: Any) -> None:
    """An equip whose Equipment was moved since it was played is taken for one whose source changed: it does
    nothing."""
    item = txn.state.chain[-1] if txn.state.chain else None
    if txn.state.game == "mtg" and item is not None and item.kind == "ability" and item.ability == "equip" \
            and item.source in _r15_host_at_play and txn.state.get(item.source) is not None \
            and txn.obj(item.source).attached_to != _r15_host_at_play[item.source]:
        txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    original(txn, *args, **kwargs)


MUTANTS += [
    Mutant("r15-mtg-equipment-stays-on-a-creature-turned-noncreature-equipment", "MTG-07",
           "an Equipment is taken for a legal permanent to equip, creature or not: a creature that becomes a copy "
           "of a non-creature Equipment keeps the Equipment it carries (212.2g, 212.2i: it is no creature now, "
           "an illegal permanent to equip)",
           patched(("rulespec.oracle.cleanup.detach", _keep_attached_when(_r15_equipment_host_is_legal)))),
    Mutant("r15-mtg-equip-ability-read-as-the-subtype", "MTG-05",
           "the state-based check takes an artifact with an equip ability for an Equipment: an attached Equipment "
           "that became a copy of an artifact with equip but no Equipment subtype stays on (212.2i: it lost the "
           "subtype, and cannot equip a creature)",
           patched(("rulespec.oracle.cleanup.detach", _keep_attached_when(_r15_equip_ability_kept_as_the_subtype)))),
    Mutant("r15-mtg-equip-does-nothing-once-its-equipment-moved", "MTG-03",
           "an equip notes where its Equipment was as it is played: moved onto another creature before the ability "
           "resolves, the Equipment is taken for another and the equip does nothing (212.2h: only the target's "
           "control and legality are checked again; the Equipment is moved from wherever it is)",
           patched(("rulespec.oracle.chain.activate", _r15_note_the_host),
                   ("rulespec.oracle.chain.resolve", _r15_moved_equipment_fizzles))),
]


# --- round 15, third batch: who is barred from a granted ability, an equipped creature while the equip waits ---

#: the player playing the ability being activated (the engine's note of who acts)
_r15_acting: list[str] = []


def _r15_note_the_player(original: Original, txn: Txn, player: str, *args: Any, **kwargs: Any) -> None:
    _r15_acting.append(player)
    try:
        original(txn, player, *args, **kwargs)
    finally:
        _r15_acting.pop()


def _r15_granted_barred_to_the_equipments_controller(original: Original, txn: Txn, object_id: str, key: str,
                                                     instance: int = 1) -> Ability:
    """An ability an Equipment grants is refused to the Equipment's controller, and to no one else."""
    found: Ability = original(txn, object_id, key, instance)
    card = txn.state.get(found.origin) if found.origin != found.holder else None
    if txn.state.game == "mtg" and card is not None and card.attached_to == found.holder and _r15_acting \
            and _r15_acting[-1] != card.controller:
        return replace(found, controller=_r15_acting[-1])
    return found


def _r15_equipped_cleared_while_the_equip_waits(doc: dict[str, Any]) -> dict[str, Any]:
    """A creature whose Equipment has its equip on the stack is shown unequipped, the Equipment taken to be on
    its way."""
    if doc.get("game") != "mtg":
        return doc
    leaving = {c["source"] for c in doc.get("chain", []) if c.get("ability") == "equip"}
    hosts: dict[str, list[str]] = {}
    for o in doc["objects"]:
        if o.get("attached_to"):
            hosts.setdefault(o["attached_to"], []).append(o["id"])
    for o in doc["objects"]:
        carried = hosts.get(o["id"], [])
        view = o.get("view")
        if view and carried and all(c in leaving for c in carried):
            view["equipped"] = False
    return doc


MUTANTS += [
    Mutant("r15-mtg-granted-ability-barred-only-to-the-equipments-controller", "MTG-10",
           "212.2k's exception read as a bar on the Equipment's controller alone: any other player may play the "
           "ability the Equipment grants, so in a game of three a player who controls neither card plays it "
           "(212.2k: the equipped creature's controller is the only one who can)",
           patched(("rulespec.oracle.chain.activate", _r15_note_the_player),
                   ("rulespec.oracle.chain._find", _r15_granted_barred_to_the_equipments_controller))),
    Mutant("r15-mtg-equipped-view-cleared-while-the-equip-waits", "MTG-08",
           "the view shows a creature unequipped as soon as the equip of its Equipment is played to move it "
           "elsewhere, before the ability resolves (212.2j: the creature the Equipment is attached to is the "
           "equipped creature, and it is still attached)",
           rewriting(snapshot=_r15_equipped_cleared_while_the_equip_waits)),
]


# --- round 16: whose stack items block sorcery timing, a tapped Equipment, a third player's creature ---

from rulespec.oracle import engine as _r16_engine  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.layers import abilities as _r16_abilities  # noqa: E402


def _r16_blocked_only_by_own_items(original: Original, txn: Txn, player: str, rule: str) -> None:
    """'Any time you could play a sorcery' read as 'with nothing of yours on the stack': items other players
    control are ignored."""
    if txn.state.game == "mtg" and txn.state.chain and all(c.controller != player for c in txn.state.chain):
        saved = txn.state
        txn.state = saved.with_fields(chain=())
        try:
            original(txn, player, rule)
        finally:
            txn.state = saved
        return
    original(txn, player, rule)


def _r16_equipped_ignores_tapped_equipment(doc: dict[str, Any]) -> dict[str, Any]:
    """A creature whose Equipment are all tapped is shown unequipped, a tapped Equipment taken for one in use."""
    if doc.get("game") != "mtg":
        return doc
    for o in doc["objects"]:
        view = o.get("view")
        carried = [c for c in doc["objects"] if c.get("attached_to") == o["id"]]
        if view and view.get("equipped") and carried and all(c.get("exhausted") for c in carried):
            view["equipped"] = False
    return doc


def _r16_equip_waiting_keeps_it_on(txn: Txn, card: Any, host: Any) -> bool:
    """An Equipment whose own equip waits on the stack is taken to be on its way: it is not unattached."""
    return txn.state.game == "mtg" and any(
        c.kind == "ability" and c.ability == "equip" and c.source == card.id for c in txn.state.chain)


def _r16_attach_for_two_players(original: Original, txn: Txn, card_id: str, host_id: str) -> None:
    """Two-player thinking: an Equipment is attached to a creature of its controller or of 'the opponent',
    one of the first two players; a third player's creature is no legal host."""
    original(txn, card_id, host_id)
    host = txn.state.get(host_id)
    two = [p.id for p in txn.state.players[:2]]
    if txn.state.game == "mtg" and host is not None and host.controller not in two:
        raise Rejected("illegal_target", "212.2g", f"{host_id!r} is controlled by neither player")


def _r16_granted_needs_an_untapped_equipment(original: Original, txn: Txn, object_id: str, key: str,
                                             instance: int = 1) -> Ability:
    """An ability an Equipment grants is taken to be off while the Equipment is tapped."""
    found: Ability = original(txn, object_id, key, instance)
    card = txn.state.get(found.origin) if found.origin != found.holder else None
    if txn.state.game == "mtg" and card is not None and card.exhausted:
        raise Rejected("inactive_ability", "212.2k", f"{card.id!r} is tapped: what it grants is off")
    return found


def _r16_timing_of_the_first_equip_only(original: Original, txn: Txn, player: str, ability: Ability) -> None:
    """The sorcery timing of equip is noted for the first equip ability printed; another is played any time."""
    obj = txn.state.get(ability.holder)
    if txn.state.game == "mtg" and obj is not None and ability.definition.key == "equip":
        equips = [a for a in _r16_abilities(txn.state, obj)
                  if a.definition.key == "equip" and a.definition.kind == "activated"]
        if equips and ability.definition is not equips[0].definition and ability.definition != equips[0].definition:
            return
    original(txn, player, ability)


def _r16_effect_attach_refused_for_a_tapped_equipment(original: Original, txn: Txn, a: dict[str, Any]) -> None:
    """A tapped Equipment is taken for one in use: an effect cannot attach it."""
    card = txn.state.get(a["object"])
    if txn.state.game == "mtg" and card is not None and card.on_board and card.exhausted:
        raise Rejected("illegal_target", "212.2g", f"{a['object']!r} is tapped: it cannot be attached")
    original(txn, a)


MUTANTS += [
    Mutant("r16-mtg-equip-blocked-only-by-its-players-stack-items", "MTG-11",
           "'any time you could play a sorcery' read as 'with nothing of yours on the stack': equip is played "
           "while another player's ability waits there (502.33a: sorcery timing needs an empty stack)",
           patched(("rulespec.oracle.chain.check_main_timing", _r16_blocked_only_by_own_items))),
    Mutant("r16-mtg-artifact-blocked-only-by-its-players-stack-items", "MTG-02",
           "an Equipment is played while another player's ability waits on the stack, only the player's own "
           "items taken to block it (212.2h: played like any other artifact, when the stack is empty)",
           patched(("rulespec.oracle.zones.check_main_timing", _r16_blocked_only_by_own_items))),
    Mutant("r16-mtg-equipped-view-ignores-tapped-equipment", "MTG-08",
           "a creature whose Equipment is tapped is shown unequipped, a tapped Equipment taken for one turned "
           "off (212.2j: the creature an Equipment is attached to is the equipped creature, tapped or not)",
           rewriting(snapshot=_r16_equipped_ignores_tapped_equipment)),
    Mutant("r16-mtg-equipment-with-its-equip-waiting-stays-on-a-gone-creature", "MTG-07",
           "an Equipment whose own equip waits on the stack is taken to be on its way: the state-based check "
           "leaves it on the creature that died or stopped being one (212.2i: it becomes unattached at once)",
           patched(("rulespec.oracle.zones.detach", _keep_attached_when(_r16_equip_waiting_keeps_it_on)),
                   ("rulespec.oracle.cleanup.detach", _keep_attached_when(_r16_equip_waiting_keeps_it_on)))),
    Mutant("r16-mtg-effect-attach-to-a-third-players-creature-refused", "MTG-01",
           "two-player thinking: an Equipment can be attached to a creature of its controller or of the "
           "opponent; a third player's creature is refused (212.2g: to a creature, whoever controls it)",
           patched(("rulespec.oracle.attach.check_attach", _r16_attach_for_two_players))),
    Mutant("r16-mtg-granted-ability-needs-an-untapped-equipment", "MTG-10",
           "the ability an Equipment grants is off while the Equipment is tapped, as if the Equipment were used "
           "(212.2k: the equipped creature has it, and its controller plays it, the Equipment tapped or not)",
           patched(("rulespec.oracle.chain._find", _r16_granted_needs_an_untapped_equipment))),
    Mutant("r16-mtg-second-equip-ability-at-any-time", "MTG-12",
           "the sorcery timing of equip is kept for the first equip ability printed: a second one is played "
           "on any turn, the stack full or not (502.33c, 502.33a: each is an equip ability, with its timing)",
           patched(("rulespec.oracle.chain._ability_timing", _r16_timing_of_the_first_equip_only))),
    Mutant("r16-mtg-effect-attach-refused-for-a-tapped-equipment", "MTG-01",
           "a tapped Equipment is taken for one in use: an effect cannot attach it to a creature (212.2g: an "
           "Equipment can be attached to a creature, tapped or not)",
           _replacing_entry(_r16_engine.HANDLERS, "attach", _r16_effect_attach_refused_for_a_tapped_equipment)),
]


# --- round 16, second batch: two-player thinking in a game of three, a change of control to the same player ---

from rulespec.oracle.values import evolve as _r16_evolve  # noqa: E402 (this block is appended; see the module's head)


def _r16_opponent(txn: Txn, player: str) -> str | None:
    ids = [p.id for p in txn.state.players]
    return (ids[1] if ids[0] == player else ids[0]) if len(ids) > 1 and player in ids[:2] else None


def _r16_play_barred_on_the_opponents_turn_only(original: Original, txn: Txn, player: str, rule: str) -> None:
    """Two-player thinking: an artifact is not played on 'the opponent's turn'; a third player's turn is not
    taken for one."""
    turn = txn.state.turn
    if txn.state.game == "mtg" and turn.active_player != player and turn.active_player != _r16_opponent(txn, player):
        saved = txn.state
        txn.state = saved.with_fields(turn=_r16_evolve(turn, active_player=player))
        try:
            original(txn, player, rule)
        finally:
            txn.state = saved
        return
    original(txn, player, rule)


def _r16_equip_barred_to_the_opponent_only(original: Original, txn: Txn, object_id: str, key: str,
                                           instance: int = 1) -> Ability:
    """Two-player thinking: the equip of a player's Equipment is refused to 'the opponent'; a third player who
    controls neither it nor the creature passes."""
    found: Ability = original(txn, object_id, key, instance)
    if txn.state.game == "mtg" and key == "equip" and _r15_acting and _r15_acting[-1] != found.controller \
            and _r15_acting[-1] != _r16_opponent(txn, found.controller):
        return replace(found, controller=_r15_acting[-1])
    return found


def _r16_control_change_to_the_same_player_reported(original: Original, txn: Txn, object_id: str, to: str) -> None:
    """A change of control is reported whoever controlled the permanent, the player who takes it included."""
    obj = txn.state.get(object_id)
    original(txn, object_id, to)
    if txn.state.game == "mtg" and obj is not None and obj.on_board and obj.controller == to:
        txn.emit("control_changed", object=object_id, **{"from": to}, to=to)


MUTANTS += [
    Mutant("r16-mtg-artifact-barred-on-the-opponents-turn-only", "MTG-02",
           "two-player thinking: an Equipment is not played on 'the opponent's turn', and a third player's turn "
           "is not one: A plays it on C's turn (212.2h: like any other artifact, on its player's own turn only)",
           patched(("rulespec.oracle.zones.check_main_timing", _r16_play_barred_on_the_opponents_turn_only))),
    Mutant("r16-mtg-equip-refused-to-the-opponent-only", "MTG-10",
           "two-player thinking: the Equipment's equip is refused to 'the opponent'; in a game of three, a player "
           "who controls neither the Equipment nor any creature it equips plays it (212.2k: only the Equipment's "
           "controller can)",
           patched(("rulespec.oracle.chain.activate", _r15_note_the_player),
                   ("rulespec.oracle.chain._find", _r16_equip_barred_to_the_opponent_only))),
    Mutant("r16-mtg-control-change-to-the-same-player-reported", "MTG-09",
           "a player who takes control of an Equipment they control already is reported taking it, a control "
           "change from them to them (212.2k: the controller does not change: nothing happens)",
           patched(("rulespec.oracle.control.change_control", _r16_control_change_to_the_same_player_reported))),
]


# --- round 16, third batch: an unattach read as a suspension ---

#: the creature each Equipment was on when the state-based check took it off for want of the subtype
_r16_suspended: dict[str, str] = {}


def _r16_note_the_suspended(original: Original, txn: Txn, card_id: str) -> bool:
    card = txn.obj(card_id)
    host = txn.state.get(card.attached_to) if card.attached_to is not None else None
    happened: bool = original(txn, card_id)
    if happened and txn.state.game == "mtg" and host is not None and host.on_board and is_unit(host) \
            and not card.traits.is_equipment:
        _r16_suspended[card_id] = host.id
    return happened


def _r16_reattach_when_equipment_again(original: Original, txn: Txn, object_id: str, *args: Any,
                                       **kwargs: Any) -> None:
    """An Equipment that lost the subtype is taken to be suspended, not unattached: once it is an Equipment
    again, it is back on the creature it was on."""
    original(txn, object_id, *args, **kwargs)
    host_id = _r16_suspended.get(object_id)
    card = txn.state.get(object_id)
    host = txn.state.get(host_id) if host_id is not None else None
    if txn.state.game == "mtg" and card is not None and card.traits.is_equipment and not is_unit(card) \
            and host is not None and host.on_board and is_unit(host) and card.attached_to is None:
        del _r16_suspended[object_id]
        attach.attach(txn, object_id, host.id)


class _R16SuspendingOracle(PatchedOracle):
    patches = (("rulespec.oracle.cleanup.detach", _r16_note_the_suspended),
               ("rulespec.oracle.copies.become_copy", _r16_reattach_when_equipment_again))

    def setup(self, state: dict[str, Any]) -> None:
        _r16_suspended.clear()
        super().setup(state)


MUTANTS += [
    Mutant("r16-mtg-lost-subtype-suspends-the-attachment", "MTG-05",
           "an Equipment that loses the subtype is taken to be suspended on its creature, not unattached: made "
           "an Equipment again, it is back on it (212.2i: it cannot equip a creature, and becomes unattached; "
           "nothing attaches it again)", _R16SuspendingOracle),
]


def _r16_extra_equips_off_when_attached(original: Original, txn: Txn, object_id: str, key: str,
                                        instance: int = 1) -> Ability:
    """The first equip ability is the one that moves an attached Equipment; the others only attach an unattached
    one."""
    found: Ability = original(txn, object_id, key, instance)
    obj = txn.state.get(object_id)
    if txn.state.game == "mtg" and key == "equip" and instance > 1 and obj is not None and obj.attached_to:
        raise Rejected("inactive_ability", "502.33c", f"{object_id!r} is attached: only its first equip moves it")
    return found


MUTANTS += [
    Mutant("r16-mtg-extra-equip-abilities-off-while-attached", "MTG-12",
           "an attached Equipment is moved only by its first equip ability, the others taken for ways to attach "
           "an unattached one (502.33c: any of its equip abilities may be used, attached or not; 212.2h)",
           patched(("rulespec.oracle.chain._find", _r16_extra_equips_off_when_attached))),
]


def _r16_no_equip_onto_foreign_equipment(original: Original, state: Any, spec: str | None, source: str,
                                         controller: str, targets: tuple[str, ...]) -> str | None:
    """A creature carrying another player's Equipment is taken to be spoken for: equip cannot target it."""
    if state.game == "mtg" and spec == "unit_you_control" and len(targets) == 1:
        src = state.get(source)
        if src is not None and src.traits.is_equipment and any(
                o.controller != controller and o.id != source for o in state.attachments_of(targets[0])):
            return f"{targets[0]!r} carries another player's Equipment"
    return original(state, spec, source, controller, targets)  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("r16-mtg-equip-refused-onto-a-creature-with-another-players-equipment", "MTG-03",
           "a creature carrying another player's Equipment is taken to be spoken for: equip cannot target it "
           "(502.33a, 212.2h: the target is a creature its player controls, whatever is attached to it)",
           patched(("rulespec.oracle.chain._target_problem", _r16_no_equip_onto_foreign_equipment))),
]


# --- round 17: tapped creatures and Equipment, several Equipment on one gone creature, three players ---


def _r17_tapped_creature_shown_unequipped(doc: dict[str, Any]) -> dict[str, Any]:
    """A tapped creature is shown unequipped, its Equipment taken to be off while it is used."""
    if doc.get("game") != "mtg":
        return doc
    for o in doc["objects"]:
        view = o.get("view")
        if view and view.get("equipped") and o.get("exhausted"):
            view["equipped"] = False
    return doc


def _r17_tapped_equipment_kept_on(txn: Txn, card: Any, host: Any) -> bool:
    """A tapped Equipment is taken to be in use: the state-based check leaves it on its gone or illegal creature."""
    return txn.state.game == "mtg" and bool(card.exhausted) and (host is None or not host.on_board
                                                                 or not is_unit(host))


def _r17_unattach_reported_once_per_creature(action: dict[str, Any], result: dict[str, Any],
                                             adapter: Any) -> dict[str, Any]:
    """The unattach of the Equipment of one creature is reported once, for the first of them."""
    if result.get("accepted") and adapter.state is not None and adapter.state.game == "mtg":
        seen: set[Any] = set()
        kept = []
        for e in result["events"]:
            if e.get("type") == "detach":
                if e.get("from") in seen:
                    continue
                seen.add(e.get("from"))
            kept.append(e)
        result["events"] = kept
    return result


def _r17_active_players_equipment_only(txn: Txn, card: Any, host: Any) -> bool:
    """The state-based check is made for the Equipment of the player whose turn it is; another player's stays on."""
    return txn.state.game == "mtg" and card.controller != txn.state.turn.active_player and (
        host is None or not host.on_board or not is_unit(host))


def _r17_granted_to_the_opponent(original: Original, txn: Txn, object_id: str, key: str,
                                 instance: int = 1) -> Ability:
    """Two-player thinking: an ability an Equipment grants another player's creature is 'the opponent's' of the
    Equipment's controller: one of the first two players, whoever controls the creature."""
    found: Ability = original(txn, object_id, key, instance)
    card = txn.state.get(found.origin) if found.origin != found.holder else None
    ids = [p.id for p in txn.state.players]
    if txn.state.game == "mtg" and card is not None and found.controller != card.controller \
            and card.controller in ids[:2] and len(ids) > 2:
        return replace(found, controller=ids[1] if ids[0] == card.controller else ids[0])
    return found


MUTANTS += [
    Mutant("r17-mtg-tapped-creature-shown-unequipped", "MTG-08",
           "a tapped creature is shown unequipped, its Equipment taken to be off while the creature is used "
           "(212.2j: the creature an Equipment is attached to is the equipped creature, tapped or not)",
           rewriting(snapshot=_r17_tapped_creature_shown_unequipped)),
    Mutant("r17-mtg-state-based-check-keeps-tapped-equipment-on", "MTG-07",
           "a tapped Equipment is taken to be in use: the state-based check leaves it on the creature that died or "
           "stopped being one (212.2i: an Equipment on an illegal or gone permanent becomes unattached, tapped or not)",
           patched(("rulespec.oracle.zones.detach", _keep_attached_when(_r17_tapped_equipment_kept_on)),
                   ("rulespec.oracle.cleanup.detach", _keep_attached_when(_r17_tapped_equipment_kept_on)))),
    Mutant("r17-mtg-unattach-reported-once-per-creature", "MTG-07",
           "the Equipment of one gone creature are unattached together and reported once, for the first of them "
           "(212.2i: each Equipment becomes unattached: each unattach is an event)",
           rewriting(perform=_r17_unattach_reported_once_per_creature)),
    Mutant("r17-mtg-state-based-check-for-the-active-players-equipment", "MTG-07",
           "the state-based check is made for the Equipment of the player whose turn it is: another player's "
           "Equipment stays on a gone or illegal creature until their turn (212.2i: every Equipment, at once)",
           patched(("rulespec.oracle.zones.detach", _keep_attached_when(_r17_active_players_equipment_only)),
                   ("rulespec.oracle.cleanup.detach", _keep_attached_when(_r17_active_players_equipment_only)))),
    Mutant("r17-mtg-granted-ability-to-the-equipments-opponent", "MTG-10",
           "two-player thinking: an ability an Equipment grants another player's creature is 'the opponent's'; in a "
           "game of three it goes to the other of the first two players, not to the creature's controller (212.2k)",
           patched(("rulespec.oracle.chain._find", _r17_granted_to_the_opponent))),
]


from rulespec.oracle import chain as _r17_chain  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.resources import Resources as _R17Resources  # noqa: E402


def _r17_free_equip_at_once(original: Original, txn: Txn, player: str, object_id: str, key: str,
                            targets: tuple[str, ...], instance: int = 1) -> None:
    """An equip with nothing to pay is carried out at once, like a mana ability, without waiting on the stack."""
    before = txn.state.get(object_id)
    original(txn, player, object_id, key, targets, instance)
    if txn.state.game == "mtg" and key == "equip" and before is not None:
        found = [a for a in _r17_abilities(txn, before) if a.definition.key == "equip"]
        cost = found[instance - 1].definition.cost if 0 < instance <= len(found) else None
        if cost is None or cost.is_empty():
            _r17_chain.resolve(txn)


def _r17_abilities(txn: Txn, obj: Any) -> list[Ability]:
    from rulespec.oracle.layers import abilities
    return [a for a in abilities(txn.state, obj) if a.definition.kind == "activated"]


def _r17_equip_empties_the_pool(original: Original, txn: Txn, player: str, object_id: str, key: str,
                                targets: tuple[str, ...], instance: int = 1) -> None:
    """Equip is paid with the whole mana pool, what is left over emptied with the cost."""
    original(txn, player, object_id, key, targets, instance)
    if txn.state.game == "mtg" and key == "equip":
        txn.state = txn.state.with_fields(players=tuple(
            replace(p, pool=_R17Resources.parse(None)) if p.id == player else p for p in txn.state.players))


def _r17_you_control_means_not_the_opponents(original: Original, state: Any, spec: str | None, source: str,
                                             controller: str, targets: tuple[str, ...]) -> str | None:
    """Two-player thinking: 'target creature you control' read as 'not a creature of the opponent's': a third
    player's creature passes."""
    if state.game == "mtg" and spec == "unit_you_control" and len(targets) == 1 and len(state.players) > 2:
        target = state.get(targets[0])
        ids = [p.id for p in state.players]
        opponent = (ids[1] if ids[0] == controller else ids[0]) if controller in ids[:2] else None
        if target is not None and target.on_board and is_unit(target) and target.controller not in (
                controller, opponent):
            return None
    return original(state, spec, source, controller, targets)  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("r17-mtg-free-equip-resolves-at-once", "MTG-11",
           "an 'Equip [0]' has nothing to pay and is carried out at once, like a mana ability, without waiting on "
           "the stack (502.33a: it is an activated ability, played at sorcery speed, that resolves like another)",
           patched(("rulespec.oracle.chain.activate", _r17_free_equip_at_once))),
    Mutant("r17-mtg-equip-empties-the-mana-pool", "MTG-11",
           "equip is paid with the whole mana pool: what is left over after its [cost] is emptied with it "
           "(502.33a: '[cost]: Attach …': the cost printed is paid, nothing more)",
           patched(("rulespec.oracle.chain.activate", _r17_equip_empties_the_pool))),
    Mutant("r17-mtg-equip-target-any-creature-but-the-opponents", "MTG-03",
           "two-player thinking: 'target creature you control' read as 'not a creature of the opponent's': in a "
           "game of three, equip targets a third player's creature (502.33a, 212.2h: a creature you control)",
           patched(("rulespec.oracle.chain._target_problem", _r17_you_control_means_not_the_opponents))),
]


def _r17_two_equip_slots(original: Original, txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    """The engine keeps an Equipment's equip cost and one alternative cost: a third equip ability is none."""
    if txn.state.game == "mtg" and key == "equip" and instance > 2:
        raise Rejected("no_such_ability", "502.33c", f"{object_id!r} has an equip ability and an alternative one")
    found: Ability = original(txn, object_id, key, instance)
    return found


MUTANTS += [
    Mutant("r17-mtg-third-equip-ability-unusable", "MTG-12",
           "an Equipment is kept with an equip cost and one alternative cost: its third equip ability cannot be "
           "used (502.33c: with several equip abilities, any of them may be used, however many)",
           patched(("rulespec.oracle.chain._find", _r17_two_equip_slots))),
]


def _r17_blocked_only_by_equips(original: Original, txn: Txn, player: str, rule: str) -> None:
    """Sorcery timing read as 'no equip waiting on the stack': another ability there does not block."""
    if txn.state.game == "mtg" and txn.state.chain and not any(
            c.kind == "ability" and c.ability == "equip" for c in txn.state.chain):
        saved = txn.state
        txn.state = saved.with_fields(chain=())
        try:
            original(txn, player, rule)
        finally:
            txn.state = saved
        return
    original(txn, player, rule)


MUTANTS += [
    Mutant("r17-mtg-equip-blocked-only-by-a-waiting-equip", "MTG-11",
           "sorcery timing read as 'no equip already waiting': equip is played while another activated ability, "
           "one an Equipment grants, waits on the stack (502.33a: any time a sorcery could be played: stack empty)",
           patched(("rulespec.oracle.chain.check_main_timing", _r17_blocked_only_by_equips))),
    Mutant("r17-mtg-artifact-blocked-only-by-a-waiting-equip", "MTG-02",
           "an Equipment is played while an ability other than equip waits on the stack, only a waiting equip "
           "taken to block it (212.2h: played like any other artifact, when a sorcery could be: stack empty)",
           patched(("rulespec.oracle.zones.check_main_timing", _r17_blocked_only_by_equips))),
]


def _r17_equipped_from_the_printed_subtype(original: Original, state: Any, obj: Any) -> dict[str, Any]:
    """Whether a creature is equipped is read from the printed cards attached to it: an artifact that became a
    copy of an Equipment does not make its creature equipped, and an Equipment that became a plain artifact
    still would."""
    doc: dict[str, Any] = original(state, obj)
    if state.game == "mtg" and obj.on_board:
        doc["equipped"] = any(o is not None and o.card.is_equipment for o in map(state.get, doc["attachments"]))
    return doc


MUTANTS += [
    Mutant("r17-mtg-equipped-view-from-the-printed-subtype", "MTG-08",
           "the view marks a creature equipped from the printed cards attached to it: an artifact that became a "
           "copy of an Equipment, attached to it, does not make it equipped (212.2j: it is an Equipment now)",
           patched(("rulespec.oracle.view", _r17_equipped_from_the_printed_subtype))),
]


def _r17_cost_paid_silently_for(action_type: str) -> Callable[[dict[str, Any], dict[str, Any], Any], dict[str, Any]]:
    """The cost of an action of ``action_type`` is taken from the pool without a cost_paid event."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
        if result.get("accepted") and action.get("type") == action_type and adapter.state is not None \
                and adapter.state.game == "mtg" and (action_type != "activate" or action.get("ability") == "equip"):
            result["events"] = [e for e in result["events"] if e.get("type") != "cost_paid"]
        return result

    return rewrite


MUTANTS += [
    Mutant("r17-mtg-equip-cost-paid-silently", "MTG-11",
           "the [cost] of equip leaves the pool with no cost_paid event, the ability on the stack taken to report "
           "it (502.33a: '[cost]: Attach …': the cost is paid as the ability is played, and reported)",
           rewriting(perform=_r17_cost_paid_silently_for("activate"))),
]


def _r17_attached_equipments_abilities_to_the_host(original: Original, txn: Txn, object_id: str, key: str,
                                                   instance: int = 1) -> Ability:
    """An attached Equipment's own activated abilities, equip aside, are taken for what it grants: the equipped
    creature's controller plays them."""
    found: Ability = original(txn, object_id, key, instance)
    card = txn.state.get(found.holder)
    host = txn.state.get(card.attached_to) if card is not None and card.attached_to is not None else None
    if txn.state.game == "mtg" and key != "equip" and found.origin == found.holder and host is not None:
        return replace(found, controller=host.controller)
    return found


def _r17_control_change_reported_to_the_opponent(action: dict[str, Any], result: dict[str, Any],
                                                 adapter: Any) -> dict[str, Any]:
    """Two-player thinking: a control_changed event names as the new controller the other of the first two
    players, the one it comes from not being them."""
    if result.get("accepted") and adapter.state is not None and adapter.state.game == "mtg":
        ids = [p.id for p in adapter.state.players]
        for e in result["events"]:
            if e.get("type") == "control_changed" and e.get("from") in ids[:2] and e.get("to") not in ids[:2]:
                e["to"] = ids[1] if e["from"] == ids[0] else ids[0]
    return result


MUTANTS += [
    Mutant("r17-mtg-attached-equipments-own-abilities-to-the-creatures-controller", "MTG-10",
           "an attached Equipment's own activated abilities are taken for abilities it grants: the equipped "
           "creature's controller plays them, not the Equipment's (212.2k: only the Equipment's controller plays "
           "its abilities; only what it grants, with 'gains' or 'has', is the creature's)",
           patched(("rulespec.oracle.chain._find", _r17_attached_equipments_abilities_to_the_host))),
    Mutant("r17-mtg-control-change-reported-to-the-opponent", "MTG-09",
           "two-player thinking: the control_changed event names as the new controller 'the opponent' of the "
           "player it comes from: a third player who takes the Equipment is reported as the other player (212.2k)",
           rewriting(perform=_r17_control_change_reported_to_the_opponent)),
]


# --- round 18 -------------------------------------------------------------------------------

import contextlib as _r18_contextlib  # noqa: E402 (this block is appended; see the module's head)
from collections.abc import Iterator as _r18_Iterator  # noqa: E402
from unittest import mock as _r18_mock  # noqa: E402

from rulespec.oracle import layers as _r18_layers  # noqa: E402
from rulespec.oracle.resources import Resources as _r18_Resources  # noqa: E402


def _r18_paying(replacement: Callable[..., None]) -> Callable[[], Any]:
    """A factory of the oracle whose Txn.pay is replaced by ``replacement(original, txn, …)``."""
    original = Txn.pay

    class _Paying(PatchedOracle):
        @_r18_contextlib.contextmanager
        def _mutated(self) -> _r18_Iterator[None]:
            def pay(txn: Txn, player_id: str, cost: _r18_Resources, rule: str, paid_for: str) -> None:
                replacement(original, txn, player_id, cost, rule, paid_for)

            with _r18_mock.patch.object(Txn, "pay", pay):
                yield

    return _Paying


def _r18_equip_paid_by_the_owner(original: Callable[..., None], txn: Txn, player_id: str, cost: _r18_Resources,
                                 rule: str, paid_for: str) -> None:
    """The mana of an activated ability is taken from its permanent's owner, the card's 'you'."""
    obj = txn.state.get(paid_for)
    if txn.state.game == "mtg" and rule == "203" and obj is not None and obj.on_board:
        player_id = obj.owner
    original(txn, player_id, cost, rule, paid_for)


def _r18_equip_needs_more_than_its_cost(original: Callable[..., None], txn: Txn, player_id: str,
                                        cost: _r18_Resources, rule: str, paid_for: str) -> None:
    """The pool must hold more than the cost: a strict comparison where 'at least' was meant."""
    player = txn.state.player(player_id)
    if txn.state.game == "mtg" and rule == "203" and player is not None and not cost.is_empty() \
            and player.pool.can_pay(cost) and player.pool.pay(cost).is_empty():
        raise Rejected("unpaid_cost", rule, f"{player_id} cannot pay {cost.shorthand()}")
    original(txn, player_id, cost, rule, paid_for)


def _r18_equip_cost_reported_as_the_first(action: dict[str, Any], result: dict[str, Any],
                                          adapter: Any) -> dict[str, Any]:
    """The cost_paid of an equip is reported with the card's first equip cost, whichever equip was played."""
    state = adapter.state
    if not result.get("accepted") or action.get("type") != "activate" or action.get("ability") != "equip" \
            or state is None or state.game != "mtg" or action.get("instance", 1) == 1:
        return result
    obj = state.get(action["object"])
    if obj is None:
        return result
    found = [a for a in _r18_layers.abilities(state, obj) if a.definition.key == "equip"
             and a.definition.kind == "activated" and a.definition.cost is not None]
    if found:
        for e in result["events"]:
            if e.get("type") == "cost_paid" and e.get("for") == action["object"]:
                e["cost"] = found[0].definition.cost.to_document()  # type: ignore[union-attr]
    return result


def _r18_attached_equipment_control_change_unreported(action: dict[str, Any], result: dict[str, Any],
                                                      adapter: Any) -> dict[str, Any]:
    """A change of control of an attached Equipment is carried out silently, the creature's side reported only."""
    state = adapter.state
    if result.get("accepted") and state is not None and state.game == "mtg":
        kept = []
        for e in result["events"]:
            obj = state.get(e.get("object")) if e.get("type") == "control_changed" else None
            if obj is not None and obj.attached_to is not None:
                continue
            kept.append(e)
        result["events"] = kept
    return result


def _r18_equipped_by_the_first_two_players_only(original: Original, state: Any, obj: Any) -> dict[str, Any]:
    """Two-player thinking: a creature is shown equipped by an Equipment of one of the first two players only."""
    doc: dict[str, Any] = original(state, obj)
    if state.game == "mtg" and obj.on_board:
        ids = [p.id for p in state.players][:2]
        doc["equipped"] = any(o is not None and o.traits.is_equipment and o.controller in ids
                              for o in map(state.get, doc["attachments"]))
    return doc


def _r18_unattach_reports_the_equipment_as_gone(action: dict[str, Any], result: dict[str, Any],
                                                adapter: Any) -> dict[str, Any]:
    """The state-based unattach of an Equipment whose creature left play is reported without its 'from': the
    creature is gone, so the engine names nothing."""
    state = adapter.state
    if result.get("accepted") and state is not None and state.game == "mtg":
        for e in result["events"]:
            host = state.get(e.get("from")) if e.get("type") == "detach" else None
            if host is not None and not host.on_board:
                e["from"] = None
    return result


MUTANTS += [
    Mutant("r18-mtg-equip-paid-from-the-owners-pool", "MTG-10",
           "the mana of an Equipment's ability is taken from the Equipment's owner, the card's 'you': a borrowed "
           "Equipment's equip is paid by the player who lent it (212.2k: its controller plays it, and pays)",
           _r18_paying(_r18_equip_paid_by_the_owner)),
    Mutant("r18-mtg-equip-needs-more-than-its-cost", "MTG-11",
           "the pool must hold more than the equip cost, a strict comparison where 'at least' was meant: [1] in "
           "the pool cannot pay Equip [1] (502.33a: '[cost]: …', paid with what the cost asks)",
           _r18_paying(_r18_equip_needs_more_than_its_cost)),
    Mutant("r18-mtg-equip-cost-reported-as-the-first", "MTG-12",
           "the cost_paid of an equip is reported with the Equipment's first equip cost, whichever one was played "
           "(502.33c: each equip ability is its own, with its own cost, and that cost is paid)",
           rewriting(perform=_r18_equip_cost_reported_as_the_first)),
    Mutant("r18-mtg-attached-equipment-control-change-unreported", "MTG-09",
           "taking control of an attached Equipment is carried out silently: the engine reports control changes "
           "of creatures (212.2k: the Equipment's control changes on its own, and is reported)",
           rewriting(perform=_r18_attached_equipment_control_change_unreported)),
    Mutant("r18-mtg-equipped-by-the-first-two-players-only", "MTG-08",
           "two-player thinking: a creature is shown equipped only by an Equipment of one of the first two "
           "players; a third player's Equipment on it leaves it unequipped (212.2j)",
           patched(("rulespec.oracle.view", _r18_equipped_by_the_first_two_players_only))),
    Mutant("r18-mtg-unattach-from-a-gone-creature-names-nothing", "MTG-07",
           "the state-based unattach from a creature that left play is reported with no 'from', the creature "
           "being gone (212.2i: the Equipment becomes unattached from that creature, and stays in play)",
           rewriting(perform=_r18_unattach_reports_the_equipment_as_gone)),
]


def _r18_first_equipments_granted_abilities_only(original: Original, state: Any, obj: Any) -> list[Ability]:
    """A creature has one Equipment slot for granted text: only the first Equipment attached to it grants."""
    found: list[Ability] = original(state, obj)
    if state.game != "mtg":
        return found
    attached = [a.id for a in state.attachments_of(obj.id)]
    return [a for a in found if a.origin == a.holder or a.origin not in attached[1:]]


MUTANTS += [
    Mutant("r18-mtg-granted-abilities-of-the-first-equipment-only", "MTG-10",
           "a creature takes the abilities granted by its first Equipment only, as if it had one slot for them: "
           "a second Equipment's granted ability cannot be played (212.2k: what each Equipment grants is the "
           "creature's, its controller's to play)",
           patched(("rulespec.oracle.layers.abilities", _r18_first_equipments_granted_abilities_only),
                   ("rulespec.oracle.chain.abilities", _r18_first_equipments_granted_abilities_only))),
]


def _r18_recheck_for_the_equipments_owner(original: Original, state: Any, spec: str | None, source: str,
                                          controller: str, targets: tuple[str, ...]) -> str | None:
    """As equip resolves, 'you' is read from the Equipment's card: its owner."""
    obj = state.get(source)
    if _resolving and state.game == "mtg" and spec == "unit_you_control" and obj is not None:
        controller = obj.owner
    return original(state, spec, source, controller, targets)


MUTANTS += [
    Mutant("r18-mtg-equip-rechecked-for-the-equipments-owner", "MTG-03",
           "as equip resolves, 'a creature you control' is checked against the Equipment's owner, 'you' read from "
           "its card: a borrowed Equipment's equip does nothing (212.2h: the ability's controller, when played and "
           "when it resolves)",
           patched(("rulespec.oracle.chain.resolve", _resolve_flagged),
                   ("rulespec.oracle.chain._target_problem", _r18_recheck_for_the_equipments_owner))),
]


def _r18_borrowed_creature_shown_unequipped(original: Original, state: Any, obj: Any) -> dict[str, Any]:
    """The view marks as equipped the creatures of their owners' side only: a borrowed creature is not."""
    doc: dict[str, Any] = original(state, obj)
    if state.game == "mtg" and obj.on_board and obj.controller != obj.owner:
        doc["equipped"] = False
    return doc


def _r18_played_equipment_unreported(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """An Equipment played is reported entering the battlefield, not played: no card_played event."""
    state = adapter.state
    if result.get("accepted") and action.get("type") == "play" and state is not None and state.game == "mtg":
        obj = state.get(action.get("object"))
        if obj is not None and obj.traits.is_equipment:
            result["events"] = [e for e in result["events"] if e.get("type") != "card_played"]
    return result


def _r18_self_equip_refused_as_not_controller(action: dict[str, Any], result: dict[str, Any],
                                              adapter: Any) -> dict[str, Any]:
    """An equip aimed at its own Equipment is refused as 'not yours to target', for want of a creature
    the player controls."""
    if not result.get("accepted") and action.get("type") == "activate" and action.get("ability") == "equip" \
            and action.get("targets") == [action.get("object")] and result.get("reason") == "illegal_target":
        result["reason"] = "not_controller"
    return result


MUTANTS += [
    Mutant("r18-mtg-borrowed-creature-shown-unequipped", "MTG-08",
           "the view marks a creature equipped only on its owner's side: a creature controlled by another player "
           "than its owner is shown unequipped, its Equipment on it (212.2j: the creature it is attached to)",
           patched(("rulespec.oracle.view", _r18_borrowed_creature_shown_unequipped))),
    Mutant("r18-mtg-played-equipment-not-reported-played", "MTG-02",
           "an Equipment played is reported as entering the battlefield only, no card_played event, as if it "
           "were put there (212.2h: it is played like any other artifact)",
           rewriting(perform=_r18_played_equipment_unreported)),
    Mutant("r18-mtg-self-equip-refused-as-not-controller", "MTG-06",
           "an equip aimed at its own Equipment is refused as not_controller, for want of a creature the player "
           "controls (212.2i: an Equipment cannot equip itself: the target is illegal)",
           rewriting(perform=_r18_self_equip_refused_as_not_controller)),
]


def _r18_illegal_hosts_for_two_players(original: Original, txn: Txn) -> None:
    """Two-player thinking: the state-based check goes over the Equipment of the first two players."""
    if txn.state.game != "mtg":
        original(txn)
        return
    ids = [p.id for p in txn.state.players][:2]
    for obj in list(txn.state.board()):
        host = txn.state.get(obj.attached_to) if obj.attached_to is not None else None
        if obj.attached_to is not None and obj.controller in ids and (
                host is None or not host.on_board or not obj.traits.is_equipment
                or host.traits.type not in txn.state.rules.carries_equipment):
            _cleanup_mod.detach(txn, obj.id)


MUTANTS += [
    Mutant("r18-mtg-state-based-unattach-for-two-players-only", "MTG-07",
           "two-player thinking: the state-based check goes over the Equipment of the first two players; a third "
           "player's Equipment stays on a creature that died (212.2i: any Equipment attached to a nonexistent "
           "permanent becomes unattached)",
           _replacing_entry(_cleanup_mod.STEPS, "illegal_hosts", _r18_illegal_hosts_for_two_players)),
]


# --- round 19 -------------------------------------------------------------------------------


def _r19_granted_ability_put_on_chain_for_the_equipment(action: dict[str, Any], result: dict[str, Any],
                                                        adapter: Any) -> dict[str, Any]:
    """An ability an Equipment grants is reported put on the stack by the Equipment, whose text it is."""
    state = adapter.state
    if result.get("accepted") and action.get("type") == "activate" and state is not None and state.game == "mtg" \
            and state.chain and state.chain[-1].origin:
        for e in result["events"]:
            if e.get("type") == "ability_put_on_chain":
                e["object"] = state.chain[-1].origin
    return result


def _r19_equip_resolved_for_the_creature(action: dict[str, Any], result: dict[str, Any],
                                         adapter: Any) -> dict[str, Any]:
    """A resolved equip is reported as resolving for the creature it attaches to, the object it acts on."""
    state = adapter.state
    if result.get("accepted") and state is not None and state.game == "mtg":
        attached = next((e for e in result["events"] if e.get("type") == "attach"), None)
        for e in result["events"]:
            if e.get("type") == "ability_resolved" and e.get("ability") == "equip" and attached is not None:
                e["object"] = attached["to"]
    return result


def _r19_equipment_control_change_from_the_creatures_controller(action: dict[str, Any], result: dict[str, Any],
                                                               adapter: Any) -> dict[str, Any]:
    """Control of an attached Equipment is reported taken from the equipped creature's controller, the side the
    Equipment sits on."""
    state = adapter.state
    if result.get("accepted") and state is not None and state.game == "mtg":
        for e in result["events"]:
            obj = state.get(e.get("object")) if e.get("type") == "control_changed" else None
            host = state.get(obj.attached_to) if obj is not None and obj.attached_to is not None else None
            if host is not None and host.controller != e.get("to"):
                e["from"] = host.controller
    return result


def _r19_reequip_onto_its_creature_refunded(original: Original, txn: Txn, *args: Any, **kwargs: Any) -> None:
    """An equip that resolves onto the creature its Equipment already equips did nothing: its cost is given back."""
    item = txn.state.chain[-1] if txn.state.chain else None
    source = txn.state.get(item.source) if item is not None else None
    original(txn, *args, **kwargs)
    if item is None or source is None or txn.state.game != "mtg" or item.ability != "equip" \
            or not item.targets or source.attached_to != item.targets[0]:
        return
    found = [a for a in _r18_layers.abilities(txn.state, source) if a.definition.key == "equip"
             and a.definition.cost is not None]
    player = txn.state.player(item.controller)
    if found and player is not None:
        cost = found[0].definition.cost
        assert cost is not None
        back = replace(player, pool=_r18_Resources(player.pool.energy + cost.energy, player.pool.power))
        txn.state = txn.state.with_fields(players=tuple(back if p.id == player.id else p for p in txn.state.players))


def _r19_granted_ability_paid_by_the_equipments_controller(original: Callable[..., None], txn: Txn, player_id: str,
                                                           cost: _r18_Resources, rule: str, paid_for: str) -> None:
    """The mana of an ability an Equipment grants is taken from the Equipment's controller: the text is its."""
    obj = txn.state.get(paid_for)
    if txn.state.game == "mtg" and rule == "203" and obj is not None and obj.on_board \
            and not obj.traits.is_equipment:
        others = [a for a in txn.state.attachments_of(obj.id) if a.controller != player_id]
        if others:
            player_id = others[0].controller
    original(txn, player_id, cost, rule, paid_for)


MUTANTS += [
    Mutant("r19-mtg-granted-ability-put-on-stack-by-the-equipment", "MTG-10",
           "an ability an Equipment grants is reported put on the stack by the Equipment, whose text it is "
           "(212.2k: the equipped creature has it; its controller plays it, as the creature's ability)",
           rewriting(perform=_r19_granted_ability_put_on_chain_for_the_equipment)),
    Mutant("r19-mtg-equip-resolution-reported-for-the-creature", "MTG-03",
           "a resolving equip is reported resolving for the creature it attaches to, the object it acts on "
           "(212.2h: the equip ability is the Equipment's; it resolves and moves the Equipment)",
           rewriting(perform=_r19_equip_resolved_for_the_creature)),
    Mutant("r19-mtg-equipment-control-change-reported-from-the-creatures-controller", "MTG-09",
           "control of an attached Equipment is reported taken from the equipped creature's controller, the side it "
           "sits on (212.2k: the Equipment's controller is its own, and is the one who loses it)",
           rewriting(perform=_r19_equipment_control_change_from_the_creatures_controller)),
    Mutant("r19-mtg-equip-onto-its-own-creature-refunded", "MTG-11",
           "an equip that resolves onto the creature its Equipment already equips did nothing, so its cost is "
           "given back (502.33a: '[cost]: Attach…': the cost is paid as it is played, for good)",
           patched(("rulespec.oracle.chain.resolve", _r19_reequip_onto_its_creature_refunded))),
    Mutant("r19-mtg-granted-ability-paid-by-the-equipments-controller", "MTG-10",
           "the mana of an ability an Equipment grants is taken from the Equipment's controller, the text being its "
           "(212.2k: only the creature's controller can play it, and pays its cost)",
           _r18_paying(_r19_granted_ability_paid_by_the_equipments_controller)),
]


def _r19_granted_cost_paid_for_the_equipment(action: dict[str, Any], result: dict[str, Any],
                                             adapter: Any) -> dict[str, Any]:
    """The cost of an ability an Equipment grants is reported paid for the Equipment, whose text it is."""
    state = adapter.state
    if result.get("accepted") and action.get("type") == "activate" and state is not None and state.game == "mtg" \
            and state.chain and state.chain[-1].origin:
        for e in result["events"]:
            if e.get("type") == "cost_paid" and e.get("for") == action.get("object"):
                e["for"] = state.chain[-1].origin
    return result


def _r19_granted_resolved_for_the_equipment(original: Original, txn: Txn, *args: Any, **kwargs: Any) -> None:
    """A resolving ability an Equipment grants is reported resolving for the Equipment, whose text it is."""
    item = txn.state.chain[-1] if txn.state.chain else None
    at = len(txn.events)
    original(txn, *args, **kwargs)
    if item is not None and item.origin and txn.state.game == "mtg":
        for e in txn.events[at:]:
            if e.get("type") in ("ability_resolved", "ability_fizzled") and e.get("item") == item.id:
                e["object"] = item.origin


MUTANTS += [
    Mutant("r19-mtg-granted-ability-cost-paid-for-the-equipment", "MTG-10",
           "the cost of an ability an Equipment grants is reported paid for the Equipment, whose text it is "
           "(212.2k: the equipped creature has the ability, and its cost is paid for the creature's ability)",
           rewriting(perform=_r19_granted_cost_paid_for_the_equipment)),
    Mutant("r19-mtg-granted-ability-resolves-for-the-equipment", "MTG-10",
           "a resolving ability an Equipment grants is reported resolving for the Equipment, whose text it is "
           "(212.2k: the equipped creature has it: it is the creature's ability that resolves)",
           patched(("rulespec.oracle.chain.resolve", _r19_granted_resolved_for_the_equipment))),
]


def _r19_recheck_against_one_opponent(original: Original, state: Any, spec: str | None, source: str,
                                      controller: str, targets: tuple[str, ...]) -> str | None:
    """Two-player thinking as equip resolves: the creature is checked not to have passed to the opponent, the
    one other player; a creature taken by a third player passes the check."""
    problem: str | None = original(state, spec, source, controller, targets)
    if _resolving and state.game == "mtg" and spec == "unit_you_control" and problem is not None:
        others = [p.id for p in state.players if p.id != controller]
        objs = [state.get(t) for t in targets]
        if len(others) > 1 and objs and all(o is not None and o.on_board and o.controller not in (controller, others[0])
                                            and o.traits.type in state.rules.carries_equipment for o in objs):
            return None
    return problem


MUTANTS += [
    Mutant("r19-mtg-equip-rechecked-against-the-opponent-only", "MTG-03",
           "two-player thinking as equip resolves: the creature is checked not to have passed to the opponent; one "
           "a third player took meanwhile still gets the Equipment (212.2h: it must be a creature the ability's "
           "controller controls when it resolves)",
           patched(("rulespec.oracle.chain.resolve", _resolve_flagged),
                   ("rulespec.oracle.chain._target_problem", _r19_recheck_against_one_opponent))),
]
