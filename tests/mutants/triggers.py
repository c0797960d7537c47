"""Wrong engines for triggered abilities, copied text and once-per-turn abilities (GEAR-24 … GEAR-30,
GEAR-44: features/riftbound/gear/copied_text.feature and renewal.feature), and for the triggered
keywords Weaponmaster (GEAR-21, GEAR-41's Weaponmaster half) and Deploy (GEAR-43)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import chain, effects, weaponmaster
from rulespec.oracle.errors import Rejected
from rulespec.oracle.events import Event, Recorded
from rulespec.oracle.layers import Ability, abilities, is_unit
from rulespec.oracle.pipeline import happen
from rulespec.oracle.resources import Resources
from rulespec.oracle.triggers import match as oracle_match
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, patched, replacing_entry, rewriting


def _triggers_seen_after_the_action(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """Records are matched when the action is over, against the abilities objects have then."""
    txn.__dict__.setdefault("_mutant_seen_after", []).append(record)  # not the oracle's own _deferred


def _match_deferred(original: Callable[[Txn], None], txn: Txn) -> None:
    for record in txn.__dict__.pop("_mutant_seen_after", []):
        oracle_match(txn, record)
    original(txn)


AFTER_THE_ACTION = (("rulespec.oracle.triggers.match", _triggers_seen_after_the_action),
                    ("rulespec.oracle.chain.put_triggers", _match_deferred))


def _without(condition: str) -> Callable[..., bool]:
    def meets(original: Callable[..., bool], txn: Txn, record: Recorded, ability: Ability) -> bool:
        when = {k: v for k, v in (ability.definition.when or {}).items() if k != condition}
        return original(txn, record, replace(ability, definition=replace(ability.definition, when=when)))

    return meets


def _own_text_only(original: Callable[..., list[Ability]], state: Any, obj: Any,
                   kind: str | None = None) -> list[Ability]:
    return [a for a in original(state, obj, kind) if a.origin == a.holder]


def _copy_before_attach(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The "As this is attached" copy is reported as happening before the attach."""
    events = result.get("events", [])
    for i, event in enumerate(events):
        if event["type"] == "attach" and i + 1 < len(events) and events[i + 1]["type"] in ("text_copied", "copy_began"):
            events[i], events[i + 1] = events[i + 1], events[i]
    return result


def _text_copy_kept(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """Only a copy effect on the host ends with the detach; the text the card copied stays."""
    card = txn.obj(card_id)
    kept = card.text_copy
    txn.update(card_id, text_copy=None)
    original(txn, card_id, host_id)
    txn.update(card_id, text_copy=kept)


def _nothing(original: Callable[..., None], *args: Any, **kwargs: Any) -> None:
    return None


def _use_by_name(original: Callable[..., Any], obj: str, origin: str, ability: str, mode: int | None = None) -> Any:
    """A use is counted per object and ability name, whichever text gave it."""
    return original(obj, obj, ability, mode)


MUTANTS = [
    Mutant("copy-reported-before-the-attach", "GEAR-25",
           "Svellsongur's and the Spectacles' copy is done as part of the attach, before it, not after it",
           rewriting(perform=_copy_before_attach)),
    Mutant("copied-text-outlives-the-detach", "GEAR-25",
           "the text Svellsongur copied is part of the card now: it stays when Svellsongur is detached or moved",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _text_copy_kept))),
    Mutant("copied-trigger-sees-its-own-attach", "GEAR-26",
           "triggers are matched when the whole action is over, so the trigger Svellsongur copies sees the attach",
           patched(*AFTER_THE_ACTION)),
    Mutant("copied-text-never-triggers", "GEAR-26",
           "only an object's own printed triggers trigger; text an Equipment gives it does not",
           patched(("rulespec.oracle.triggers.active_abilities", _own_text_only))),
    Mutant("any-attach-triggers-aphelios", "GEAR-26",
           "\"when you attach\" is read as \"when anything is attached\", whoever attaches it",
           patched(("rulespec.oracle.triggers.meets", _without("performer")))),
    Mutant("any-gear-triggers-aphelios", "GEAR-26",
           "\"an Equipment\" is read as any card attached",
           patched(("rulespec.oracle.triggers.meets", _without("object")))),
    Mutant("modes-chosen-again", "GEAR-26",
           "\"choose one that hasn't been chosen this turn\" is not tracked: any mode, any time",
           patched(("rulespec.oracle.chain._use", _nothing))),
    Mutant("spectacles-copy-sees-its-own-attach", "GEAR-44",
           "triggers are matched when the whole action is over, so the copy of Aphelios sees the attach",
           patched(*AFTER_THE_ACTION)),
    Mutant("copied-trigger-never-triggers", "GEAR-44",
           "a unit that became a copy keeps its own (no) triggers: the copied attach trigger never triggers",
           patched(("rulespec.oracle.triggers.active_abilities",
                    lambda original, state, obj, kind=None: [a for a in original(state, obj, kind)
                                                             if obj.copy is None]))),
    Mutant("once-per-turn-not-kept", "GEAR-28", "\"Use only once per turn\" is not enforced",
           patched(("rulespec.oracle.chain._use", _nothing))),
    Mutant("once-per-turn-never-renewed", "GEAR-28",
           "a use is remembered for the whole turn, whatever ends and begins again: a re-attach renews nothing",
           patched(("rulespec.oracle.copies._forget_uses", _nothing))),
    Mutant("copied-text-never-renewed", "GEAR-29",
           "a use of the text Svellsongur copied is remembered for the whole turn, whatever ends and begins again",
           patched(("rulespec.oracle.copies._forget_uses", _nothing))),
    Mutant("uses-counted-by-name", "GEAR-29",
           "a once-per-turn use is counted per object and ability name: the copied instance and the own one are one",
           patched(("rulespec.oracle.chain.Use", _use_by_name))),
    Mutant("action-timing-dropped-when-copied", "GEAR-30",
           "a copied ability is used whenever, its [Action] timing lost with the copy",
           patched(("rulespec.oracle.chain._ability_timing", _nothing))),
    Mutant("renewal-by-equipping-again", "GEAR-30",
           "an attached Equipment may use its Equip again to renew what it copies",
           patched(("rulespec.oracle.chain._find",
                    lambda original, txn, object_id, key, instance=1: replace(
                        original(txn, object_id, key, instance), active=True)
                    if key != "equip" else _active_equip(txn, object_id, instance)))),
]


def _active_equip(txn: Txn, object_id: str, instance: int) -> Ability:
    from rulespec.oracle.layers import abilities

    found = [a for a in abilities(txn.state, txn.obj(object_id)) if a.definition.key == "equip"]
    return replace(found[instance - 1], active=True)


# --- Weaponmaster (821; GEAR-21) -------------------------------------------------------------------


def _active_equip_only(original: Callable[..., Any], txn: Txn, equipment_id: str) -> list[Resources]:
    """Only an active Equip counts: the printed Equip of an attached Equipment is inactive (718.2),
    so Weaponmaster finds no cost to pay for it (725.3 missed)."""
    obj = txn.obj(equipment_id)
    return [a.definition.cost for a in abilities(txn.state, obj)
            if a.definition.key == "equip" and a.active and a.definition.cost is not None]


def _no_equip_is_free(original: Callable[..., Any], txn: Txn, equipment_id: str) -> list[Resources]:
    """An Equipment without Equip costs nothing to attach (821.1.c.4 missed)."""
    return list(original(txn, equipment_id)) or [Resources()]


def _active_cost_changes_only(original: Callable[..., Any], state: Any, card: Any, printed: Resources, *,
                              read_inactive: bool = False) -> Resources:
    """What changes the Equip cost counts only while that text is active (725.3's cost changes missed)."""
    result: Resources = original(state, card, printed, read_inactive=False)
    return result


def _no_reduction(original: Callable[..., Any], cost: Resources, reduction: Resources) -> list[Resources]:
    return [cost]


def _energy_for_a(original: Callable[..., Any], cost: Resources, reduction: Resources) -> list[Resources]:
    """[A] read as "one less of anything": a cost with no Power loses one Energy."""
    if cost.power:
        return list(original(cost, reduction))
    return [Resources(max(cost.energy - 1, 0), cost.power)]


def _activates_equip(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str,
                     ctx: effects.Context) -> list[Event]:
    """Weaponmaster pays the reduced cost, then activates Equip: it goes on the chain, targeting
    the unit, and attaches only when it resolves (821.1.c.6 missed)."""
    host, player = ctx.refs[op["to"]], ctx.responsible
    if host is None or player is None or not weaponmaster.pay_to_equip(txn, player, subject, host):
        return []
    item = chain._push(txn, kind="ability", source=subject, controller=player, ability="equip", targets=(host,))
    txn.emit("ability_put_on_chain", object=subject, ability="equip", item=item, targets=[host])
    return []


def _drops_the_attach_choice(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str,
                             ctx: effects.Context) -> list[Event]:
    """The attach Weaponmaster makes carries no choice for the Equipment's "As this is attached" text."""
    return [replace(e, chosen=None) for e in original(txn, op, subject, ctx)]


def _attaches_unpaid(original: Callable[..., Any], txn: Txn, player: str, equipment_id: str, unit_id: str,
                     reduction: Resources = weaponmaster.LESS) -> bool:
    """What cannot be paid is skipped, and the rest of the instruction, the attach, still happens (055
    read against 821.1.c.5)."""
    return bool(original(txn, player, equipment_id, unit_id, reduction)) or weaponmaster.can_attach_here(
        txn, equipment_id, unit_id)


def _refuses_unit_equipment(original: Callable[..., Any], state: Any, spec: str, item: Any, found: Any,
                            chosen: list[str] | None) -> str | None:
    """A unit cannot be attached, so a unit-Equipment is refused as a choice of Weaponmaster."""
    if spec == "equipment_you_control" and chosen:
        obj = state.get(chosen[0])
        if obj is not None and is_unit(obj):
            return f"{chosen[0]!r} is a unit: it cannot be equipped"
    result: str | None = original(state, spec, item, found, chosen)
    return result


def _pays_for_unattachable(original: Callable[..., Any], txn: Txn, player: str, equipment_id: str, unit_id: str,
                           reduction: Resources = weaponmaster.LESS) -> bool:
    """The cost is paid first; the attach then fails for the unit-Equipment, and the payment stays."""
    if not weaponmaster.can_attach_here(txn, equipment_id, unit_id):
        cost = weaponmaster.reduced_cost(txn, player, equipment_id, reduction)
        if cost is not None and not cost.is_empty():
            txn.pay(player, cost, "821.1.c", equipment_id)
        return False
    return bool(original(txn, player, equipment_id, unit_id, reduction))


# --- Deploy (GEAR-43) --------------------------------------------------------------------------------


def _deploy_moves(original: Callable[..., Any], txn: Txn, player: str, object_id: str) -> None:
    """A unit played with Deploy goes straight on to a battlefield, a free move."""
    original(txn, player, object_id)
    obj = txn.obj(object_id)
    if any(a.key == "deploy" for a in obj.traits.abilities) and txn.state.battlefields:
        happen(txn, Event("move", object_id, to=f"battlefield:{txn.state.battlefields[0].id}"))


MUTANTS += [
    Mutant("weaponmaster-refuses-attached-equipment", "GEAR-21",
           "the Equip of an attached Equipment is inactive (718.2), so Weaponmaster finds nothing to pay for it",
           patched(("rulespec.oracle.weaponmaster.equip_costs", _active_equip_only))),
    Mutant("weaponmaster-attaches-without-equip", "GEAR-21",
           "an Equipment without Equip has no cost, so Weaponmaster attaches it for nothing",
           patched(("rulespec.oracle.weaponmaster.equip_costs", _no_equip_is_free))),
    Mutant("weaponmaster-ignores-inactive-cost-changes", "GEAR-21",
           "Weaponmaster reads the attached Equipment's Equip but not its inactive text that changes that cost",
           patched(("rulespec.oracle.costs.equip_cost", _active_cost_changes_only))),
    Mutant("weaponmaster-charges-full-equip-cost", "GEAR-21",
           "Weaponmaster attaches for the Equip cost as printed, [A] less forgotten",
           patched(("rulespec.oracle.weaponmaster.less", _no_reduction))),
    Mutant("weaponmaster-takes-energy-for-a", "GEAR-21",
           "[A] less takes one Energy off a cost that has no Power",
           patched(("rulespec.oracle.weaponmaster.less", _energy_for_a))),
    Mutant("weaponmaster-activates-equip", "GEAR-21",
           "Weaponmaster activates the Equip ability targeting the unit, which attaches when it resolves",
           replacing_entry(effects.OPERATIONS, "equip_for_less", _activates_equip)),
    Mutant("weaponmaster-drops-the-attach-choice", "GEAR-21",
           "Weaponmaster's attach asks nothing of the attached card's text: the Spectacles' choice is lost",
           replacing_entry(effects.OPERATIONS, "equip_for_less", _drops_the_attach_choice)),
    Mutant("weaponmaster-attaches-unpaid", "GEAR-21",
           "when the reduced cost cannot be paid, the attach happens anyway",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _attaches_unpaid))),
    Mutant("weaponmaster-refuses-unit-equipment", "GEAR-41",
           "a unit-Equipment cannot be chosen with Weaponmaster, since it cannot attach",
           patched(("rulespec.oracle.chain._choice_problem", _refuses_unit_equipment))),
    Mutant("weaponmaster-pays-for-unit-equipment", "GEAR-41",
           "the reduced Equip cost of a unit-Equipment is paid, and then it does not attach",
           patched(("rulespec.oracle.weaponmaster.pay_to_equip", _pays_for_unattachable))),
    Mutant("deploy-moves-to-a-battlefield", "GEAR-43",
           "Deploy puts the unit it is played with at a battlefield: a free move from its base",
           patched(("rulespec.oracle.zones.play", _deploy_moves))),
]


# --- tokens and names (185.1.a, 477.1.b; GEAR-28) ------------------------------------------------------


def _copy_is_no_token(doc: dict[str, Any]) -> dict[str, Any]:
    """A token that becomes a copy of a card is taken for a card: its ``token`` flag goes."""
    for o in doc["objects"]:
        if "copy_of" in o:
            o.pop("token", None)
    return doc


def _printed_name(original: Callable[..., Any], state: Any, obj: Any) -> dict[str, Any]:
    """The view shows the printed name, a copy's included."""
    shown: dict[str, Any] = original(state, obj)
    shown["name"] = obj.card.name
    return shown


def _copied_token_leaves_as_a_card(original: Callable[..., None], txn: Txn, object_id: str, *args: Any,
                                   **kw: Any) -> None:
    """A token that is a copy of a card leaves the board as that card would: to the trash, to stay."""
    obj = txn.obj(object_id)
    if obj.token and obj.copy is not None:
        txn.update(object_id, token=False)
    original(txn, object_id, *args, **kw)


MUTANTS += [
    Mutant("copied-token-leaves-as-a-card", "GEAR-28",
           "a token that is a copy of a card goes to the trash like the card it copies, and stays there (185.1.a, "
           "186.1 missed)", patched(("rulespec.oracle.zones.leave_board", _copied_token_leaves_as_a_card))),
    Mutant("copied-token-becomes-a-card", "GEAR-28",
           "a token that becomes a copy of a card is a card from then on (185.1.a missed)",
           rewriting(snapshot=_copy_is_no_token)),
    Mutant("copy-keeps-its-printed-name", "GEAR-28",
           "a copy takes its model's text and Might but keeps its own name (477.1.b: the name is copied)",
           patched(("rulespec.oracle.view", _printed_name))),
]


# --- a legend's static grant and its token-playing ability (477.2.a, 377.2.b, 414.4, 187.3; GEAR-21) -----


def _fits_any_controller(original: Callable[..., bool], spec: dict[str, Any], obj: Any, source: Any) -> bool:
    """"Your Sand Soldiers" read as "Sand Soldiers": every player's get the keyword."""
    return bool(original({k: v for k, v in spec.items() if k != "controller"}, obj, source))


def _fits_any_name(original: Callable[..., bool], spec: dict[str, Any], obj: Any, source: Any) -> bool:
    """The granting ability's object spec read without its name: every unit you control gets it."""
    return bool(original({k: v for k, v in spec.items() if k != "name"}, obj, source))


def _grants_from_the_board_only(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    """A legend's text is taken for inactive in the Legend Zone, which is not a location (107.4 missed)."""
    return [a for a in original(state, obj)
            if (source := state.get(a.granted_by)) is not None and source.zone == "board"]


def _token_not_played(original: Callable[..., str], txn: Txn, player: str, token: str) -> str:
    """The token is put into the base, not played: no ``card_played``, so no "When you play me"."""
    from rulespec.oracle.cards import card_from_document
    from rulespec.oracle.state import GameObject

    stem = "-".join(token.lower().split())
    taken = {o.id for o in txn.state.objects} | set(txn.state.ceased)
    object_id = next(f"{stem}-{n}" for n in range(1, len(taken) + 2) if f"{stem}-{n}" not in taken)
    obj = GameObject(id=object_id, card=card_from_document({"token": token}), owner=player, controller=player,
                     zone="board", location=txn.base_of(player), exhausted=True, token=True)
    txn.state = replace(txn.state, objects=(*txn.state.objects, obj))
    txn.emit("zone_changed", object=object_id, **{"from": "chain"}, to="board")
    return object_id


def _any_card_played_counts(original: Callable[..., None], txn: Txn, player: str, ability: Ability) -> None:
    """"If you've played an Equipment this turn" read as "if you've played a card this turn"."""
    if any(p.player == player for p in txn.state.turn.played):
        return
    original(txn, player, ability)


MUTANTS += [
    Mutant("grant-reaches-opponents-sand-soldiers", "GEAR-21",
           "\"Your Sand Soldiers have [Weaponmaster]\" gives it to every player's Sand Soldiers",
           patched(("rulespec.oracle.layers.fits", _fits_any_controller))),
    Mutant("grant-reaches-every-unit", "GEAR-21",
           "the legend gives Weaponmaster to every unit its controller controls, Sand Soldier or not",
           patched(("rulespec.oracle.layers.fits", _fits_any_name))),
    Mutant("legend-text-inactive-in-legend-zone", "GEAR-21",
           "a legend's text works only on the board's locations, so from the Legend Zone it grants nothing",
           patched(("rulespec.oracle.layers.statically_granted", _grants_from_the_board_only))),
    Mutant("token-put-not-played", "GEAR-21",
           "\"Play a Sand Soldier token\" puts it into the base without playing it: its Weaponmaster never triggers",
           patched(("rulespec.oracle.zones.play_token", _token_not_played))),
    Mutant("use-only-if-ignored", "GEAR-21",
           "\"Use only if you've played an Equipment this turn\" is reminder text: the ability is always usable",
           patched(("rulespec.oracle.chain._check_use_only_if", lambda original, *args: None))),
    Mutant("use-only-if-any-card-played", "GEAR-21",
           "any card played this turn meets \"if you've played an Equipment this turn\"",
           patched(("rulespec.oracle.chain._check_use_only_if", _any_card_played_counts))),
    Mutant("exhaust-cost-of-exhausted-legend-paid", "GEAR-21",
           "an [E] cost is paid by an object exhausted already (414.4 missed): the exhausted legend plays a token",
           patched(("rulespec.oracle.chain._check_exhaust_cost", lambda original, *args: None))),
]


def _fits_printed_name(original: Callable[..., bool], spec: dict[str, Any], obj: Any, source: Any) -> bool:
    """The granting ability reads the printed name: a Sand Soldier copying another unit keeps the grant."""
    if "name" in spec and obj.card.name != spec["name"]:
        return False
    return bool(original({k: v for k, v in spec.items() if k != "name"}, obj, source))


MUTANTS += [
    Mutant("grant-reads-printed-name", "GEAR-28",
           "\"Your Sand Soldiers\" reads the printed name, so a Sand Soldier copying Azir, Ascendant keeps "
           "Weaponmaster (477.1.b missed)",
           patched(("rulespec.oracle.layers.fits", _fits_printed_name))),
]


# --- the chain and the trigger queue (383.3.d, 328, 402), and what they report ---------------------------


def _put_in_given_order(txn: Txn) -> None:
    while txn.pending:
        pending, txn.pending = txn.pending, []
        active = txn.state.turn.active_player
        for p in sorted(pending, key=lambda p: 0 if p.controller != active else 1):
            item_id = chain._push(txn, kind="trigger", source=p.holder, controller=p.controller, ability=p.ability,
                                  origin=p.origin if p.origin != p.holder else None, delayed=p.delayed, it=p.it)
            txn.emit("ability_triggered", object=p.holder, ability=p.ability, item=item_id,
                     **({"from": p.origin} if p.origin != p.holder else {}), delayed=p.delayed)


def _controlled_by_the_turn_player(original: Callable[[Txn], None], txn: Txn) -> None:
    """A triggered ability is controlled by the player whose turn it is when it goes on the chain."""
    active = txn.state.turn.active_player
    if active is not None:
        txn.pending = [replace(p, controller=active) for p in txn.pending]
    original(txn)


def _resolves_the_bottom(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                         mode: int | None = None) -> None:
    """The chain is a queue: the oldest item resolves first."""
    items = txn.state.chain
    if len(items) > 1:
        txn.state = replace(txn.state, chain=(*items[1:], items[0]))
    original(txn, chosen, mode)


def _retyped(event_type: str, new_type: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter],
                                                         dict[str, Any]]:
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        for event in result.get("events", []) if result.get("accepted") else []:
            if event.get("type") == event_type:
                event["type"] = new_type
        return result

    return rewrite


def _triggered_names_the_origin(action: dict[str, Any], result: dict[str, Any],
                                adapter: OracleAdapter) -> dict[str, Any]:
    """The ``ability_triggered`` event names the card that printed the ability, not the object that has it."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "ability_triggered" and "from" in event:
            event["object"] = event.pop("from")
    return result


def _triggered_without_from(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The ``ability_triggered`` event leaves out ``from``: whose text it was is not said."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "ability_triggered":
            event.pop("from", None)
    return result


def _play_me_as_any_play(original: Callable[..., bool], txn: Txn, record: Recorded, ability: Ability) -> bool:
    """"When you play me" read as "When you play a card": the object condition is dropped, the player kept."""
    when = ability.definition.when or {}
    if when.get("event") == "card_played" and when.get("object") == "me":
        wider = {"event": "card_played", "performer": "you"}
        return bool(original(txn, record, replace(ability, definition=replace(ability.definition, when=wider))))
    return bool(original(txn, record, ability))


def _less_twice(original: Callable[..., Any], cost: Resources, reduction: Resources) -> list[Resources]:
    """[A] less taken off twice: once as the trigger's reduction, once more as the attach is paid."""
    return [o for once in original(cost, reduction) for o in original(once, reduction)]


def _any_equipment_choosable(original: Callable[..., Any], state: Any, spec: str, item: Any, found: Any,
                             chosen: list[str] | None) -> str | None:
    """"An Equipment you control" read as "an Equipment": another player's may be chosen."""
    if spec == "equipment_you_control" and chosen:
        obj = state.get(chosen[0])
        if obj is not None and obj.traits.is_equipment:
            return None
    result: str | None = original(state, spec, item, found, chosen)
    return result


def _must_choose(original: Callable[..., Any], state: Any, spec: str, item: Any, found: Any,
                 chosen: list[str] | None) -> str | None:
    """"You may choose" read as "choose": with an Equipment to choose, choosing nothing is refused."""
    if spec == "equipment_you_control" and not chosen and any(
            o.traits.is_equipment and o.controller == item.controller for o in state.board()):
        return "choose an Equipment you control"
    result: str | None = original(state, spec, item, found, chosen)
    return result


def _token_enters_ready(original: Callable[..., str], txn: Txn, player: str, token: str) -> str:
    """A token is made on the board, not played from a hand: it comes in ready."""
    object_id: str = original(txn, player, token)
    txn.update(object_id, exhausted=False)
    return object_id


MUTANTS += [
    Mutant("triggers-other-players-first", "ATTR-07",
           "simultaneous triggered abilities go on the chain the other players' first, so the turn player's "
           "resolves first (383.3.d read backwards)", patched(("rulespec.oracle.chain.put_triggers",
                                                              lambda original, txn: _put_in_given_order(txn)))),
    Mutant("triggers-controlled-by-the-turn-player", "ATTR-07",
           "a triggered ability is controlled by the player whose turn it is, as the one who puts it on the chain",
           patched(("rulespec.oracle.chain.put_triggers", _controlled_by_the_turn_player))),
    Mutant("chain-resolves-oldest-first", "ATTR-07",
           "the chain is read as a queue: the first item put on it resolves first (405: the newest)",
           patched(("rulespec.oracle.chain.resolve", _resolves_the_bottom))),
    Mutant("fizzle-reported-as-resolved", "GEAR-19",
           "an ability whose target is no longer legal is reported as resolved, doing nothing",
           rewriting(perform=_retyped("ability_fizzled", "ability_resolved"))),
    Mutant("triggered-event-names-the-card-that-printed-it", "GEAR-26",
           "the ability_triggered event names the card whose text it is (Svellsongur), not the unit that has it",
           rewriting(perform=_triggered_names_the_origin)),
    Mutant("triggered-event-without-from", "GEAR-26",
           "the ability_triggered event leaves out which card's text the ability came from",
           rewriting(perform=_triggered_without_from)),
    Mutant("weaponmaster-triggers-on-every-play", "GEAR-21",
           "\"When you play me\" read as \"When you play a card\": a Weaponmaster unit on the board triggers again "
           "whenever its controller plays something", patched(("rulespec.oracle.triggers.meets",
                                                                _play_me_as_any_play))),
    Mutant("weaponmaster-takes-a-off-twice", "GEAR-21",
           "[A] less is taken off twice, once by the trigger and once more as the attach is paid",
           patched(("rulespec.oracle.weaponmaster.less", _less_twice))),
    Mutant("weaponmaster-chooses-any-equipment", "GEAR-21",
           "\"an Equipment you control\" read as any Equipment: another player's is taken too",
           patched(("rulespec.oracle.chain._choice_problem", _any_equipment_choosable))),
    Mutant("weaponmaster-must-choose", "GEAR-21",
           "\"you may choose\" read as a must: with an Equipment at hand, choosing nothing is refused",
           patched(("rulespec.oracle.chain._choice_problem", _must_choose))),
    Mutant("token-enters-ready", "GEAR-21",
           "a token is made, not played from a hand, so it comes in ready (a played unit enters exhausted, 359.2)",
           patched(("rulespec.oracle.zones.play_token", _token_enters_ready))),
]


# --- round 2, more: when the pending abilities go on the chain, and whose they stay (383.4) -----------------


def _triggers_before_the_cleanup(original: Callable[[Txn], None], txn: Txn) -> None:
    """The pending abilities go on the chain as soon as the action is done, before its cleanup."""
    chain.put_triggers(txn)
    original(txn)


def _drops_triggers_of_departed(original: Callable[[Txn], None], txn: Txn) -> None:
    """A triggered ability whose object left the board before it went on the chain is lost with it."""
    def stays(p: Any) -> bool:
        obj = txn.state.get(p.holder)
        if p.delayed is not None or (obj is not None and obj.zone in ("board", "legend")):
            return True
        return obj is not None and any(a.key == p.ability and a.zone == obj.zone for a in obj.traits.abilities)

    txn.pending = [p for p in txn.pending if stays(p)]
    original(txn)


def _legend_used_from_the_board_only(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                                     targets: tuple[str, ...], instance: int = 1) -> None:
    """Abilities are used from the board's locations only: a legend in the Legend Zone has none to use."""
    if txn.obj(object_id).zone == "legend":
        raise Rejected("not_on_board", "398", f"{object_id!r} is in the Legend Zone, not at a location")
    original(txn, player, object_id, key, targets, instance)


MUTANTS += [
    Mutant("triggers-put-before-the-cleanup", "ATTR-10",
           "triggered abilities go on the chain as soon as the action is done, before its cleanup (383.4: they "
           "wait until the cleanup is over)",
           patched(("rulespec.oracle.engine.cleanup", _triggers_before_the_cleanup))),
    Mutant("triggers-lost-with-their-object", "ATTR-08",
           "a triggered ability whose unit died before it went on the chain is lost with it (383.4: once "
           "triggered, it goes on the chain whatever became of its source)",
           patched(("rulespec.oracle.chain.put_triggers", _drops_triggers_of_departed))),
    Mutant("legend-abilities-unusable-from-legend-zone", "GEAR-21",
           "abilities are used from the board's locations, and the Legend Zone is none: the legend's [E] ability "
           "cannot be activated (107.4 missed)", patched(("rulespec.oracle.chain.activate",
                                                         _legend_used_from_the_board_only))),
    Mutant("exhaust-cost-not-paid", "GEAR-21",
           "an [E] in a cost is checked (the object is ready) but not paid: the legend stays ready",
           patched(("rulespec.oracle.chain.set_exhausted", lambda original, *args: None))),
]


# --- round 2, more: tokens and Weaponmaster's attach, as reported (185-187.3, 821.1.c, 434.4) -------------------


def _token_without_tags(original: Callable[..., Any], doc: dict[str, Any]) -> Any:
    """A token is made with its name, type and Might only: the tag the rule gives it is left out."""
    card = original(doc)
    return replace(card, tags=()) if "token" in doc else card


def _weaponmaster_attach_moves(action: dict[str, Any], result: dict[str, Any],
                               adapter: OracleAdapter) -> dict[str, Any]:
    """The Equipment Weaponmaster takes from a unit elsewhere is reported as moving to its new unit."""
    events = result.get("events", []) if result.get("accepted") else []
    if any(e.get("type") == "ability_resolved" and e.get("ability") == "weaponmaster" for e in events):
        for e in events:
            if e.get("type") == "relocate":
                e["type"] = "move"
    return result


MUTANTS += [
    Mutant("token-made-without-its-tag", "GEAR-21",
           "the Sand Soldier token is made with its name, type and Might, without the Shurima tag (187.3)",
           patched(("rulespec.oracle.zones.card_from_document", _token_without_tags))),
    Mutant("token-leaves-silently", "GEAR-28",
           "a token that leaves the board is taken out of the game with no ceased_to_exist event",
           rewriting(perform=lambda action, result, adapter: _without_type(result, "ceased_to_exist"))),
    Mutant("weaponmaster-attach-reported-as-move", "GEAR-21",
           "the Equipment Weaponmaster takes from a unit elsewhere is reported as moving to the new unit (434.4: it "
           "is relocated, not moved)", rewriting(perform=_weaponmaster_attach_moves)),
]


def _without_type(result: dict[str, Any], event_type: str) -> dict[str, Any]:
    if result.get("accepted"):
        result["events"] = [e for e in result["events"] if e.get("type") != event_type]
    return result


def _play_trigger_on_return(original: Callable[..., bool], txn: Txn, record: Recorded, ability: Ability) -> bool:
    """"When you play me" also fires for a card put back onto the board by an effect: entering is playing."""
    when = ability.definition.when or {}
    if when.get("event") == "card_played" and record.document.get("type") == "returned_to_board":
        return record.document.get("object") == ability.holder
    return bool(original(txn, record, ability))


def _equip_needs_a_ready_equipment(original: Callable[..., None], txn: Txn, player: str, object_id: str, key: str,
                                   targets: tuple[str, ...], instance: int = 1) -> None:
    """An exhausted Equipment cannot use its Equip, as if the ability cost its [E]."""
    if key == "equip" and txn.obj(object_id).exhausted:
        raise Rejected("unpaid_cost", "414.4", f"{object_id!r} is exhausted")
    original(txn, player, object_id, key, targets, instance)


MUTANTS += [
    Mutant("play-trigger-on-return-to-board", "GEAR-21",
           "\"When you play me\" fires for a unit an effect returns to the board too: entering the board is taken "
           "for playing it (Weaponmaster triggers)",
           patched(("rulespec.oracle.triggers.meets", _play_trigger_on_return))),
    Mutant("equip-needs-a-ready-equipment", "GEAR-34",
           "an exhausted Equipment cannot use its Equip, as if the ability exhausted it",
           patched(("rulespec.oracle.chain.activate", _equip_needs_a_ready_equipment))),
]


def _controlled_by_the_owner(original: Callable[[Txn], None], txn: Txn) -> None:
    """A triggered ability is controlled by the owner of the object that has it, whoever controls the object."""
    def owner(p: Any) -> str:
        obj = txn.state.get(p.holder)
        return obj.owner if obj is not None and p.delayed is None else p.controller

    txn.pending = [replace(p, controller=owner(p)) for p in txn.pending]
    original(txn)


def _chain_view_without_targets(doc: dict[str, Any]) -> dict[str, Any]:
    """The chain shown names each item's source and ability but not its targets."""
    for item in doc.get("chain", []):
        item["targets"] = []
    return doc


MUTANTS += [
    Mutant("triggers-controlled-by-the-owner", "ATTR-01",
           "a triggered ability is controlled by the owner of its unit, as the player whose card it is (191.4.a: "
           "its controller)", patched(("rulespec.oracle.chain.put_triggers", _controlled_by_the_owner))),
    Mutant("chain-shown-without-targets", "GEAR-19",
           "the chain shown leaves out what each item targets",
           rewriting(snapshot=_chain_view_without_targets)),
]


def _resolved_without_ability(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
    """The ability_resolved and ability_fizzled events name the object only, not which of its abilities."""
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") in ("ability_resolved", "ability_fizzled"):
            event.pop("ability", None)
    return result


MUTANTS += [
    Mutant("resolution-reported-without-the-ability", "GEAR-19",
           "the ability_resolved and ability_fizzled events name the object only, not which of its abilities it was",
           rewriting(perform=_resolved_without_ability)),
]


# --- round 3: renewing, or not, what was copied (GEAR-24, GEAR-29, GEAR-30), and Deploy (GEAR-43) ------

from rulespec.oracle import copies as _copies  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle import movement as _movement  # noqa: E402
from rulespec.oracle.zones import check_main_timing as _check_main_timing  # noqa: E402


def _same_host_recopies_text(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                             chosen: list[str] | None = None) -> bool:
    """Attaching Svellsongur again to its unit copies the unit's text again, silently: a fresh instance."""
    card = txn.obj(card_id)
    if card.attached_to == host_id and card.text_copy is not None and card.text_copy.of == host_id:
        _copies._forget_uses(txn, host_id, card_id, {a.key for a in card.text_copy.card.abilities})
    return original(txn, card_id, host_id, chosen)


def _renewal_forgets_own_uses(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    """When Svellsongur's copied text ends, the unit's uses of the abilities of that name are all
    forgotten, its own printed ones with them."""
    card = txn.state.get(card_id)
    text_copy = card.text_copy if card is not None else None
    original(txn, card_id, host_id)
    if text_copy is not None and text_copy.of == host_id:
        _copies._forget_uses(txn, host_id, host_id, {a.key for a in text_copy.card.abilities})


def _copied_abilities_free(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                           instance: int = 1) -> Ability:
    """An ability a copy effect gives costs nothing: the cost is taken for part of the model's card."""
    found = original(txn, object_id, key, instance)
    obj = txn.obj(object_id)
    if obj.copy is not None and any(a.key == key for a in obj.copy.card.abilities):
        return replace(found, definition=replace(found.definition, cost=None))
    return found


def _deploy_moves_for_free(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                           to: str) -> None:
    """A unit with Deploy makes its standard move from its base to a battlefield without paying the
    exhaust it costs."""
    units = [txn.obj(o) for o in objects]
    if to.startswith("battlefield") and units and all(
            (u.location or "").startswith("base") and any(a.key == "deploy" for a in u.traits.abilities)
            for u in units):
        for unit in units:
            if unit.controller != player:
                raise Rejected("not_controller", "144.1", f"{unit.id!r} is {unit.controller}'s")
            _movement.check_move(txn, unit.id, to)
        _check_main_timing(txn, player, "144.1")
        for unit in units:
            happen(txn, Event("move", unit.id, to=to, responsible=player))
        return
    original(txn, player, objects, to)


MUTANTS += [
    Mutant("same-host-reattach-recopies-text", "GEAR-24",
           "attaching Svellsongur again to the unit it is on copies the unit's text again, a fresh instance of "
           "every ability it gives (434.1.g: that attach does nothing, and renews nothing)",
           patched(("rulespec.oracle.attach.attach", _same_host_recopies_text))),
    Mutant("renewal-forgets-the-unit-own-uses", "GEAR-29",
           "the detach that ends Svellsongur's copied text forgets every use of those abilities this turn, the "
           "unit's own printed ones too: only the copied instances are new",
           patched(("rulespec.oracle.attach.end_copies_sustained_by", _renewal_forgets_own_uses))),
    Mutant("copied-ability-free", "GEAR-30",
           "an ability a copy effect gives is used without its cost (the cost read as part of the model's card, "
           "not of the ability)", patched(("rulespec.oracle.chain._find", _copied_abilities_free))),
    Mutant("deploy-standard-move-free", "GEAR-43",
           "Deploy lets the unit make its standard move from its base to a battlefield without exhausting it, "
           "a free move", patched(("rulespec.oracle.standard_move.standard_move", _deploy_moves_for_free))),
]


def _deploy_enters_ready(original: Callable[..., None], txn: Txn, player: str, object_id: str) -> None:
    """A unit played with Deploy enters ready, to be deployed at once."""
    original(txn, player, object_id)
    obj = txn.obj(object_id)
    if obj.on_board and obj.exhausted and any(a.key == "deploy" for a in obj.traits.abilities):
        txn.update(object_id, exhausted=False)


def _deploy_moves_at_any_time(original: Callable[..., None], txn: Txn, player: str, objects: list[str],
                              to: str) -> None:
    """A unit with Deploy makes its standard move at any time: the Main Phase and the Open State are not
    checked for it."""
    units = [txn.state.get(o) for o in objects]
    if not units or not all(u is not None and any(a.key == "deploy" for a in u.traits.abilities) for u in units):
        original(txn, player, objects, to)
        return
    turn, held = txn.state.turn, txn.state.chain
    txn.state = replace(txn.state, turn=replace(turn, active_player=player, phase="main"), chain=())
    try:
        original(txn, player, objects, to)
    finally:
        txn.state = replace(txn.state, turn=turn, chain=held)


MUTANTS += [
    Mutant("deploy-unit-enters-ready", "GEAR-43",
           "a unit played with Deploy enters ready, to be deployed at once (143.4: a unit enters exhausted)",
           patched(("rulespec.oracle.zones.play", _deploy_enters_ready))),
    Mutant("deploy-moves-at-any-time", "GEAR-43",
           "Deploy lets the unit make its standard move at any time, on any turn (144.1: in its controller's Main "
           "Phase, in an Open State)",
           patched(("rulespec.oracle.standard_move.check", _deploy_moves_at_any_time))),
]


def _same_host_attach_reported(original: Callable[..., bool], txn: Txn, card_id: str, host_id: str,
                               chosen: list[str] | None = None) -> bool:
    """An attach to the card's current host is reported as an attach, and triggers what waits for one,
    though it changes nothing."""
    card, host = txn.obj(card_id), txn.obj(host_id)
    if card.attached_to == host_id and not chosen:
        txn.emit("attach", object=card_id, to=host_id, location=host.location)
        return False
    return original(txn, card_id, host_id, chosen)


MUTANTS += [
    Mutant("same-host-reattach-fires-attach-triggers", "GEAR-44",
           "attaching the Spectacles again to the copy of Aphelios they are on is reported as an attach, and the "
           "copied trigger fires for it (434.1.g: that attach does nothing; there is no new attachment)",
           patched(("rulespec.oracle.attach.attach", _same_host_attach_reported))),
]


_real_forget_uses = _copies._forget_uses


def _text_uses_kept(original: Callable[..., None], txn: Txn, holder: str, origin: str, keys: set[str]) -> None:
    """A detach does not forget the uses of Svellsongur's copied text (those of a copy of the unit, yes)."""
    if holder == origin:
        original(txn, holder, origin, keys)


def _renewed_by_equip_only(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                           mode: int | None = None) -> None:
    """Svellsongur's copied text is renewed when its Equip resolves, and only then: an effect's re-attach
    renews nothing."""
    item = txn.state.chain[-1] if txn.state.chain else None
    original(txn, chosen, mode)
    card = txn.state.get(item.source) if item is not None and item.ability == "equip" else None
    if card is not None and card.text_copy is not None and card.attached_to == card.text_copy.of:
        _real_forget_uses(txn, card.attached_to, card.id, {a.key for a in card.text_copy.card.abilities})


MUTANTS += [
    Mutant("copied-text-renewed-by-equip-only", "GEAR-29",
           "Svellsongur's copied text is renewed only when it is equipped again with its Equip ability, as in the "
           "FAQ's example: a detach and an effect's re-attach leave the copied ability used",
           patched(("rulespec.oracle.copies._forget_uses", _text_uses_kept),
                   ("rulespec.oracle.chain.resolve", _renewed_by_equip_only))),
]


# --- round 3, more: what a renewal is taken to change (GEAR-30), and a copy's text that lingers (GEAR-44) ----

from rulespec.oracle import triggers as _triggers  # noqa: E402
from rulespec.oracle.state import Pending as _Pending  # noqa: E402
from tests.mutants import PatchedOracle as _PatchedOracle  # noqa: E402

_renewed: set[str] = set()
_ended: set[str] = set()
_ended_copies: dict[str, Any] = {}


class _TracksRenewals(_PatchedOracle):
    """Notes the units whose copy ended and began again (a renewal), and the copies that ended."""

    def setup(self, state: dict[str, Any]) -> None:
        _renewed.clear()
        _ended.clear()
        _ended_copies.clear()
        super().setup(state)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        for e in result.get("events", []) if result.get("accepted") else []:
            if e["type"] == "copy_ended":
                _ended.add(e["object"])
            elif e["type"] == "copy_began" and e["object"] in _ended:
                _renewed.add(e["object"])
        return result


def _copied(ability: Ability, obj: Any) -> bool:
    return obj is not None and obj.copy is not None and any(a.key == ability.definition.key
                                                           for a in obj.copy.card.abilities)


def _renewed_timing_dropped(original: Callable[..., None], txn: Txn, player: str, ability: Ability) -> None:
    """A renewed ability is taken for a fresh one, free of its timing."""
    if ability.holder in _renewed and _copied(ability, txn.state.get(ability.holder)):
        return
    original(txn, player, ability)


def _renewed_cost_dropped(original: Callable[..., Ability], txn: Txn, object_id: str, key: str,
                          instance: int = 1) -> Ability:
    """A renewed ability is taken for a fresh one, free of its cost."""
    found = original(txn, object_id, key, instance)
    if found.holder in _renewed and _copied(found, txn.state.get(found.holder)):
        return replace(found, definition=replace(found.definition, cost=None))
    return found


def _remember_ended_copy(original: Callable[..., None], txn: Txn, card_id: str, host_id: str) -> None:
    host = txn.state.get(host_id)
    if host is not None and host.copy is not None and host.copy.while_attached == card_id:
        _ended_copies[host_id] = host.copy.card
    original(txn, card_id, host_id)


def _lingering_triggers(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """The triggers a copy gave a unit keep watching after the copy ends (the engine's list of the unit's
    triggers is not updated): a re-attach of the Spectacles finds the old copy's trigger there."""
    original(txn, record)
    doc = record.document
    host = txn.state.get(doc.get("to") or "") if doc.get("type") == "attach" else None
    card = _ended_copies.get(host.id) if host is not None else None
    if host is None or card is None:
        return
    for definition in card.abilities:
        ability = Ability(definition, host.id, host.id, host.controller, True)
        if definition.kind == "triggered" and not _copied(ability, host) and _triggers.meets(txn, record, ability):
            txn.pending.append(_Pending(host.id, host.id, definition.key, host.controller))


class _RenewedTimingDropped(_TracksRenewals):
    patches = (("rulespec.oracle.chain._ability_timing", _renewed_timing_dropped),)


class _RenewedCostDropped(_TracksRenewals):
    patches = (("rulespec.oracle.chain._find", _renewed_cost_dropped),)


class _EndedCopyTriggersLinger(_TracksRenewals):
    patches = (("rulespec.oracle.attach.end_copies_sustained_by", _remember_ended_copy),
               ("rulespec.oracle.triggers.match", _lingering_triggers))


MUTANTS += [
    Mutant("renewed-ability-loses-its-timing", "GEAR-30",
           "an ability renewed by a detach and a re-attach is taken for a fresh one, free of its [Action] timing",
           _RenewedTimingDropped),
    Mutant("renewed-ability-free", "GEAR-30",
           "an ability renewed by a detach and a re-attach is taken for a fresh one, and its first use is free",
           _RenewedCostDropped),
    Mutant("ended-copy-triggers-linger", "GEAR-44",
           "the triggers a copy gave a unit keep watching after the copy ends: the Spectacles detached and attached "
           "again find the old copy of Aphelios's trigger, which fires for that attach",
           _EndedCopyTriggersLinger),
]


def _one_trigger_per_equipment(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """'When you attach an Equipment to me' triggers once for each Equipment the unit carries, the ones
    attached before included."""
    before = len(txn.pending)
    original(txn, record)
    if record.document.get("type") != "attach":
        return
    for pending in list(txn.pending[before:]):
        others = [c for c in txn.state.attachments_of(pending.holder)
                  if c.traits.is_equipment and c.id != record.document.get("object")]
        txn.pending += [pending] * len(others)


class _OneTriggerPerEquipment(_PatchedOracle):
    patches = (("rulespec.oracle.triggers.match", _one_trigger_per_equipment),)


MUTANTS += [
    Mutant("attach-trigger-per-equipment-carried", "GEAR-44",
           "the copied 'when you attach an Equipment to me' triggers once for each Equipment the unit carries: the "
           "next attach makes up for the Spectacles' attach it missed",
           _OneTriggerPerEquipment),
]


# Round 8 (r8): GEAR-30.
from unittest import mock as _r8_mock  # noqa: E402 (this block is appended; see the module's head)

from rulespec.oracle.resources import Resources as _R8Resources  # noqa: E402


class _ReEquipAfterDetachFree(OracleAdapter):
    """An Equipment detached earlier is equipped again for nothing: the renewal's re-attach is free."""

    def __init__(self) -> None:
        super().__init__()
        self._detached: set[str] = set()

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self._detached = set()

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        if action.get("type") == "activate" and action.get("ability") == "equip" \
                and action.get("object") in self._detached:
            with _r8_mock.patch("rulespec.oracle.costs.equip_cost", lambda *args, **kwargs: _R8Resources()):
                result = super().perform(action)
        else:
            result = super().perform(action)
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "detach":
                self._detached.add(event["object"])
        return result


MUTANTS += [
    Mutant("renewal-re-equip-free", "GEAR-30",
           "the re-attach of a renewal is read as putting back what was there: an Equipment detached earlier is "
           "equipped again without paying its Equip cost (GEAR-30: renewing removes no cost; 818.1, 203: Equip "
           "is paid each time)", _ReEquipAfterDetachFree),
]


# --- round 11: [Temporary] (816) and the control and timing of triggered abilities ----------

from rulespec.oracle.state import Pending  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.values import evolve  # noqa: E402


def _is_temporary(ability: Ability) -> bool:
    return ability.definition.key == "temporary"


def _temporary_when(change: Callable[[dict[str, Any]], dict[str, Any]]) -> Callable[..., bool]:
    """``meets`` with Temporary's condition rewritten by ``change`` (other abilities untouched)."""
    def meets(original: Callable[..., bool], txn: Txn, record: Recorded, ability: Ability) -> bool:
        if not _is_temporary(ability):
            return original(txn, record, ability)
        when = change(dict(ability.definition.when or {}))
        return original(txn, record, replace(ability, definition=replace(ability.definition, when=when)))
    return meets


def _any_player(when: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in when.items() if k != "player"}


def _temporary_for(player_of: Callable[[Txn, Ability], str | None]) -> Callable[..., bool]:
    """Temporary's "your Beginning Phase" read for another player than the ability's controller."""
    def meets(original: Callable[..., bool], txn: Txn, record: Recorded, ability: Ability) -> bool:
        if not _is_temporary(ability):
            return original(txn, record, ability)
        when = {k: v for k, v in (ability.definition.when or {}).items() if k != "player"}
        if record.document.get("type") == "phase_began" and record.document.get("player") != player_of(txn, ability):
            return False
        return original(txn, record, replace(ability, definition=replace(ability.definition, when=when)))
    return meets


def _owner_of_holder(txn: Txn, ability: Ability) -> str | None:
    obj = txn.state.get(ability.holder)
    return obj.owner if obj is not None else None


def _controller_of_printer(txn: Txn, ability: Ability) -> str | None:
    obj = txn.state.get(ability.origin)
    return obj.controller if obj is not None else None


def _temporary_per_instance(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """Every instance of Temporary triggers: nothing is redundant."""
    from rulespec.oracle import triggers
    patched_defs = []
    for ability in triggers._watching(txn):
        if ability.definition.redundant and triggers.meets(txn, record, ability):
            patched_defs.append(ability)
    original(txn, record)
    seen: set[str] = set()
    for ability in patched_defs:
        if ability.holder in seen:  # the oracle's one, for the first instance
            txn.pending.append(Pending(ability.holder, ability.origin, ability.definition.key, ability.controller))
        seen.add(ability.holder)


def _temporary_redundant_by_name(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """Redundancy read across objects: one Temporary triggers for the whole board."""
    original(txn, record)
    kept, seen = [], False
    for p in txn.pending:
        if p.ability == "temporary" and p.delayed is None:
            if seen:
                continue
            seen = True
        kept.append(p)
    txn.pending[:] = kept


def _printed_temporary_of_attached_active(original: Callable[..., list[Ability]], state: Any,
                                          obj: Any) -> list[Ability]:
    found = original(state, obj)
    if obj.zone == "board" and obj.attached_to is not None and obj.traits.is_equipment:
        for definition in obj.card.abilities:
            if definition.key == "temporary" and not any(a.definition.key == "temporary" for a in found):
                found = [*found, Ability(definition, obj.id, obj.id, obj.controller, True)]
    return found


def _triggers_controlled_by_owner(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """A triggered ability is controlled by its source's owner (not its controller: 191.4.a)."""
    before = len(txn.pending)
    original(txn, record)
    for i in range(before, len(txn.pending)):
        p = txn.pending[i]
        holder = txn.state.get(p.holder)
        if p.delayed is None and holder is not None:
            txn.pending[i] = replace(p, controller=holder.owner)


def _triggers_in_object_order(original: Callable[..., None], txn: Txn) -> None:
    """Simultaneous triggers go on the chain the non-turn players' first (383.3.d read backwards)."""
    active = txn.state.turn.active_player
    # put the non-active player's pending first if any, as the board order may: the reverse of 383.3.d
    txn.pending.sort(key=lambda p: 0 if p.controller != active else 1)
    saved = txn.state.turn
    try:
        txn.state = txn.state.with_fields(turn=evolve(saved, active_player=next(
            (p.controller for p in txn.pending if p.controller != active), active)))
        original(txn)
    finally:
        txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, active_player=saved.active_player))


def _resolved_under_current_controller(original: Callable[..., None], txn: Txn, chosen: Any = None,
                                       mode: Any = None) -> None:
    """An ability on the chain is controlled by whoever controls its source as it resolves (not 191.4.b)."""
    if txn.state.chain:
        item = txn.state.chain[-1]
        source = txn.state.get(item.source)
        if item.kind != "spell" and item.delayed is None and source is not None and source.zone == "board" \
                and source.controller != item.controller:
            chain_ = (*txn.state.chain[:-1], replace(item, controller=source.controller))
            txn.state = txn.state.with_fields(chain=chain_)
    original(txn, chosen, mode)


def _ability_gone_with_its_source(original: Callable[..., Any], state: Any, source: Any, item: Any) -> Any:
    """An ability whose source left the board since it went on the chain no longer resolves (not 191.4.a.1)."""
    from rulespec.oracle.chain import source_lost
    if item.kind != "spell" and source_lost(state, item):
        return None
    return original(state, source, item)


MUTANTS += [
    Mutant("r11-temporary-every-beginning-phase", "GEAR-07",
           "816.1's \"At the start of your Beginning Phase\" read as the start of any Beginning Phase: Temporary "
           "kills at the opponent's Beginning Phase too",
           patched(("rulespec.oracle.triggers.meets", _temporary_when(_any_player)))),
    Mutant("r11-temporary-at-the-owners-beginning-phase", "BUFF-02",
           "816.1's \"your Beginning Phase\" read for the owner of the object that has Temporary, not the "
           "ability's controller (191.4.a): a unit B took from A dies at A's Beginning Phase",
           patched(("rulespec.oracle.triggers.meets", _temporary_for(_owner_of_holder)))),
    Mutant("r11-temporary-at-the-equipment-controllers-phase", "GEAR-02",
           "an Equipment's effect keyword Temporary read for the Equipment's controller (not the unit's, who "
           "controls the ability the unit has: 136.2.c, 191.4.a): A's hourglass on B's vi kills vi at A's "
           "Beginning Phase", patched(("rulespec.oracle.triggers.meets", _temporary_for(_controller_of_printer)))),
    Mutant("r11-temporary-triggers-per-instance", "GEAR-02",
           "816.2 missed: each instance of Temporary triggers, so a unit with Temporary twice puts two kills on "
           "the chain", patched(("rulespec.oracle.triggers.match", _temporary_per_instance))),
    Mutant("r11-temporary-redundant-across-objects", "GEAR-25",
           "816.2's redundancy read across the board: only one object's Temporary triggers in a Beginning Phase, "
           "though each object has its own (816.2 is about extra instances on one object)",
           patched(("rulespec.oracle.triggers.match", _temporary_redundant_by_name))),
    Mutant("r11-temporary-printed-on-attached-equipment-active", "GEAR-07",
           "135.4.b missed for Temporary: the printed Temporary of an attached Equipment is read as active, so it "
           "kills the Equipment at its controller's Beginning Phase",
           patched(("rulespec.oracle.triggers._watched", _printed_temporary_of_attached_active))),
    Mutant("r11-temporary-at-the-awaken-phase", "GEAR-07",
           "816.1's \"start of your Beginning Phase\" read as the start of the turn: Temporary triggers as the "
           "Awaken Phase begins (315)", patched(("rulespec.oracle.triggers.meets",
                                                _temporary_when(lambda w: {**w, "phase": "awaken"})))),
    Mutant("r11-temporary-at-the-ending-phase", "GEAR-07",
           "816.1 read as \"at the end of your turn\": Temporary kills at the start of its controller's Ending "
           "Phase", patched(("rulespec.oracle.triggers.meets", _temporary_when(lambda w: {**w, "phase": "ending"})))),
    Mutant("r11-trigger-controlled-by-the-owner", "BUFF-02",
           "191.4.a read as the owner's: a triggered ability is controlled by its source's owner, so the kill of "
           "the Temporary unit B took from A is A's", patched(("rulespec.oracle.triggers.match",
                                                                 _triggers_controlled_by_owner))),
    Mutant("r11-triggers-non-active-player-first", "ATTR-07",
           "383.3.d read backwards: simultaneous triggered abilities go on the chain the other players' first, "
           "the turn player's last (so the turn player's resolve first)",
           patched(("rulespec.oracle.chain.put_triggers", _triggers_in_object_order),
                   ("rulespec.oracle.turns.put_triggers", _triggers_in_object_order))),
    Mutant("r11-ability-resolves-under-its-sources-new-controller", "ATTR-01",
           "191.4.b missed: an ability on the chain is controlled by whoever controls its source when it "
           "resolves, so a control change while it waits changes who performs it",
           patched(("rulespec.oracle.chain.resolve", _resolved_under_current_controller))),
    Mutant("r11-ability-fizzles-when-its-source-left", "ATTR-13",
           "191.4.a.1 missed: an ability whose source left the board since it went on the chain does not "
           "resolve (it exists apart from its source)",
           patched(("rulespec.oracle.chain._ability_of", _ability_gone_with_its_source))),
]


def _temporary_from_the_trash(original: Callable[..., list[Ability]], state: Any, obj: Any) -> list[Ability]:
    """Temporary read as working wherever the card is: a card in the trash still has it trigger."""
    found = original(state, obj)
    if obj.zone == "trash":
        found = [*found, *(Ability(d, obj.id, obj.id, obj.owner, True) for d in obj.card.abilities
                           if d.key == "temporary")]
    return found


def _temporary_kills_the_unit(original: Callable[..., None], txn: Txn, ops: Any, **kwargs: Any) -> None:
    """"Kill this" of an attached Equipment's Temporary read as its unit: the Equipment's host dies."""
    if kwargs.get("ability") == "temporary":
        me = txn.state.get(kwargs.get("me") or "")
        if me is not None and me.attached_to is not None:
            kwargs = {**kwargs, "me": me.attached_to, "this": me.attached_to}
    original(txn, ops, **kwargs)


MUTANTS += [
    Mutant("r11-temporary-triggers-from-the-trash", "GEAR-05",
           "Temporary read as working from any zone: a card with Temporary in the trash triggers at its owner's "
           "Beginning Phase (a triggered ability works from the board unless it says otherwise: 383, 816.1's "
           "\"kill this\" is about a permanent)",
           patched(("rulespec.oracle.triggers._watched", _temporary_from_the_trash))),
    Mutant("r11-temporary-of-an-attached-equipment-kills-its-unit", "GEAR-07",
           "the \"this\" of a Temporary granted to an attached Equipment read as the unit it equips: the unit "
           "dies and the Equipment stays (816.1: it kills the object that has it; 136.2.d)",
           patched(("rulespec.oracle.chain.run_effect", _temporary_kills_the_unit))),
]


def _temporary_kill_by_the_owner(original: Callable[..., None], txn: Txn, ops: Any, **kwargs: Any) -> None:
    """Temporary's kill read as a rule's, performed by the owner of what dies."""
    if kwargs.get("ability") == "temporary":
        me = txn.state.get(kwargs.get("me") or "")
        if me is not None:
            kwargs = {**kwargs, "responsible": me.owner}
    original(txn, ops, **kwargs)


def _temporary_controlled_by_the_printer(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """An Equipment's effect keyword Temporary controlled by the Equipment's controller once it triggers."""
    before = len(txn.pending)
    original(txn, record)
    for i in range(before, len(txn.pending)):
        p = txn.pending[i]
        printer = txn.state.get(p.origin)
        if p.ability == "temporary" and p.origin != p.holder and printer is not None:
            txn.pending[i] = replace(p, controller=printer.controller)


MUTANTS += [
    Mutant("r11-temporary-kill-performed-by-the-owner", "BUFF-02",
           "816.1's kill read as the game's, performed by the owner of what dies, not by the ability's "
           "controller (411.1): B's Temporary kill of the spirit B took from A is A's",
           patched(("rulespec.oracle.chain.run_effect", _temporary_kill_by_the_owner))),
    Mutant("r11-temporary-of-an-equipment-controlled-by-its-controller", "GEAR-02",
           "the Temporary an Equipment's effect text gives its unit is controlled, once triggered, by the "
           "Equipment's controller (191.4.a: an ability is controlled by the controller of the object that has "
           "it, the unit), so A performs the kill of B's vi",
           patched(("rulespec.oracle.triggers.match", _temporary_controlled_by_the_printer))),
]


def _temporary_kills_the_equipment_too(original: Callable[..., None], txn: Txn, ops: Any, **kwargs: Any) -> None:
    """Temporary read as killing the unit "and everything on it": its Equipment dies with it."""
    carried: list[str] = []
    if kwargs.get("ability") == "temporary":
        carried = [o.id for o in txn.state.board() if o.attached_to == kwargs.get("me")]
    original(txn, ops, **kwargs)
    from rulespec.oracle.cleanup import kill
    for object_id in carried:
        obj = txn.state.get(object_id)
        if obj is not None and obj.on_board:
            kill(txn, object_id, responsible=kwargs.get("responsible"),
                 source={"kind": "ability", "object": kwargs.get("me"), "ability": "temporary"})


def _granted_triggers_controlled_by_the_printer(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """A triggered ability an attached card's effect text gives its host is controlled by that card's controller."""
    before = len(txn.pending)
    original(txn, record)
    for i in range(before, len(txn.pending)):
        p = txn.pending[i]
        printer = txn.state.get(p.origin)
        if p.delayed is None and p.origin != p.holder and printer is not None:
            txn.pending[i] = replace(p, controller=printer.controller)


def _delayed_it_read_as_its_creator(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """The "it" of a delayed trigger read as the object that created it (Decree), not the event's object."""
    before = len(txn.pending)
    original(txn, record)
    for i in range(before, len(txn.pending)):
        if txn.pending[i].delayed is not None:
            txn.pending[i] = replace(txn.pending[i], it=txn.pending[i].origin)


MUTANTS += [
    Mutant("r11-temporary-kills-the-units-equipment-too", "GEAR-02",
           "816.1's \"kill this\" read as killing the unit with what it carries: its Equipment goes to the trash "
           "too (an Equipment whose unit leaves the board is recalled to its controller's base: 719.5, 323.7)",
           patched(("rulespec.oracle.chain.run_effect", _temporary_kills_the_equipment_too))),
    Mutant("r11-granted-trigger-controlled-by-the-equipments-controller", "GEAR-02",
           "a triggered ability an Equipment's effect text gives its unit is controlled by the Equipment's "
           "controller (136.2.c, 191.4.a: by the controller of the unit that has it)",
           patched(("rulespec.oracle.triggers.match", _granted_triggers_controlled_by_the_printer))),
    Mutant("r11-delayed-it-read-as-its-creator", "ATTR-17",
           "the \"it\" of \"When any unit takes damage this turn, kill it\" read as the card that created the "
           "delayed trigger (it is the object of the event that triggered it: 390-392, 055)",
           patched(("rulespec.oracle.triggers.match", _delayed_it_read_as_its_creator))),
    Mutant("r11-temporary-after-the-beginning-phase", "GEAR-07",
           "816.1's \"before scoring\" missed: Temporary triggers once the Beginning Phase is over, as the Channel "
           "Phase begins",
           patched(("rulespec.oracle.triggers.meets", _temporary_when(lambda w: {**w, "phase": "channel"})))),
]


# --- round 15: the order of simultaneous triggers (383.3.d-d.1), what a combat's triggers see ----

def _put_triggers_ranked(rank_of: Callable[[list[str], str], dict[str, int]]) -> Callable[..., None]:
    """``put_triggers`` with the players ranked by ``rank_of(seats, turn player)`` instead of turn
    order from the turn player."""

    def put(original: Callable[[Txn], None], txn: Txn) -> None:
        order = [p.id for p in txn.state.players]
        rank = rank_of(order, txn.state.turn.active_player)
        while txn.pending:
            pending, txn.pending = txn.pending, []
            for p in sorted(pending, key=lambda p: rank.get(p.controller, len(order))):
                item_id = chain._push(txn, kind="trigger", source=p.holder, controller=p.controller, ability=p.ability,
                                      origin=p.origin if p.origin != p.holder else None, delayed=p.delayed, it=p.it)
                txn.emit("ability_triggered", object=p.holder, ability=p.ability, item=item_id,
                         **({"from": p.origin} if p.origin != p.holder else {}), delayed=p.delayed)

    return put


def _turn_player_then_seats(order: list[str], active: str) -> dict[str, int]:
    """The turn player first, then the others in the order of the seats from the first seat."""
    return {pid: 0 if pid == active else 1 + i for i, pid in enumerate(order)}


def _seats_only(order: list[str], active: str) -> dict[str, int]:
    """The order of the seats from the first seat, whoever's turn it is."""
    return {pid: i for i, pid in enumerate(order)}


def _combat_matched_after_its_cleanup(original: Callable[..., None], txn: Txn, player: str, battlefield: str,
                                      assignment: dict[str, int]) -> None:
    """The combat's damage and its cleanup's kills taken for one moment: triggers are matched once
    all of it is done, against the board as it is then."""
    with txn.simultaneously():
        original(txn, player, battlefield, assignment)


MUTANTS += [
    Mutant("r15-triggers-others-in-seat-order", "ATTR-07",
           "383.3.d-d.1 read as \"the turn player's first, then the others' in seat order\": in a game of three, "
           "on B's turn, A's trigger goes on the chain before C's (turn order from the turn player: B, C, A)",
           patched(("rulespec.oracle.chain.put_triggers", _put_triggers_ranked(_turn_player_then_seats)))),
    Mutant("r15-triggers-in-seat-order", "ATTR-07",
           "\"turn order\" read as the order of the seats: the first player's triggers always go on the chain "
           "first, whoever's turn it is (383.3.d: the turn player's first)",
           patched(("rulespec.oracle.chain.put_triggers", _put_triggers_ranked(_seats_only)))),
    Mutant("r15-combat-triggers-matched-after-its-cleanup", "ATTR-09",
           "a combat's damage and its kills are taken for one moment: triggers are matched once the combat "
           "cleanup is over, so a unit that dies of the damage it dealt never sees that it dealt damage "
           "(383.2.c: a trigger is checked after its cause; the kill is checked afterwards, ATTR-09)",
           patched(("rulespec.oracle.combat.combat", _combat_matched_after_its_cleanup))),
]


# --- round 16 ------------------------------------------------------------------------------------

import contextlib  # noqa: E402 (this block is appended; see the module's head)
from collections.abc import Iterator  # noqa: E402

from rulespec.oracle import cleanup as _r16_cleanup  # noqa: E402


def _r16_reverse_turn_order(order: list[str], active: str) -> dict[str, int]:
    """The turn player first, then the others against the turn order (the player before the turn player next)."""
    at = order.index(active) if active in order else 0
    return {pid: (at - i) % len(order) for i, pid in enumerate(order)}


@contextlib.contextmanager
def _r16_no_moment(txn: Txn) -> Iterator[None]:
    yield


def _r16_kills_seen_one_by_one(original: Callable[..., None], txn: Txn) -> None:
    """The kills of 3b are matched one by one as they are made, not once all are done."""
    with _r8_mock.patch.object(type(txn), "simultaneously", lambda self: _r16_no_moment(self)):
        original(txn)


MUTANTS += [
    Mutant("r16-triggers-others-against-turn-order", "ATTR-07",
           "383.3.d-d.1 read as \"the turn player's first, then the player on their right\": in a game of three, "
           "on A's turn, C's trigger goes on the chain before B's (turn order from A: B, then C)",
           patched(("rulespec.oracle.chain.put_triggers", _put_triggers_ranked(_r16_reverse_turn_order)))),
    Mutant("r16-cleanup-kills-seen-one-by-one", "ATTR-11",
           "the kills of cleanup step 3b are made one after the other, each matched as it is made: a unit killed "
           "with the unit it killed sees that kill (323.5, 383.2.c.2: they are killed at one moment)",
           replacing_entry(_r16_cleanup.STEPS, "lethal_damage", _r16_kills_seen_one_by_one)),
]


# --- round 17 ------------------------------------------------------------------------------

def _r17_put_triggers(controller_of: Callable[[Txn, Any], str | None],
                      rank_of: Callable[[Txn, Any], str | None]) -> Callable[..., None]:
    """chain.put_triggers with the controller of each trigger and the player it is ranked by read wrongly."""

    def put_triggers(original: Callable[[Txn], None], txn: Txn) -> None:
        order = [p.id for p in txn.state.players]
        first = order.index(txn.state.turn.active_player) if txn.state.turn.active_player in order else 0
        rank = {pid: (i - first) % len(order) for i, pid in enumerate(order)}
        while txn.pending:
            pending, txn.pending = txn.pending, []
            for p in sorted(pending, key=lambda p: rank.get(rank_of(txn, p) or "", len(order))):
                item_id = chain._push(txn, kind="trigger", source=p.holder, controller=controller_of(txn, p),
                                      ability=p.ability, origin=p.origin if p.origin != p.holder else None,
                                      delayed=p.delayed, it=p.it)
                txn.emit("ability_triggered", object=p.holder, ability=p.ability, item=item_id,
                         **({"from": p.origin} if p.origin != p.holder else {}), delayed=p.delayed)

    return put_triggers


def _r17_holders_owner(txn: Txn, p: Any) -> str | None:
    holder = txn.state.get(p.holder)
    return holder.owner if holder is not None and p.delayed is None else p.controller


def _r17_controller(txn: Txn, p: Any) -> str | None:
    return p.controller  # type: ignore[no-any-return]


MUTANTS += [
    Mutant("r17-triggers-ranked-by-their-objects-owner", "ATTR-07",
           "simultaneous triggers are put on the chain in turn order of the owners of the objects that hold them: "
           "a trigger of B's card that A controls is ranked as B's (383.3.d: each player puts the triggers they "
           "control)",
           patched(("rulespec.oracle.chain.put_triggers", _r17_put_triggers(_r17_controller, _r17_holders_owner)))),
]


# --- round 18 ------------------------------------------------------------------------------

from rulespec.oracle import triggers as _r18_triggers  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.txn import Txn as _R18Txn  # noqa: E402


def _r18_with_first_attributed(original: Callable[..., bool], txn: _R18Txn, record: Recorded, ability: Ability,
                               want: Any) -> bool:
    """"With an object" read on the first object the event is attributed to only."""
    attributed = (record.cause.attributed_to if record.cause is not None else None) or ()
    if not attributed or not _r18_triggers._fits(txn, record, ability, want, attributed[0]):
        return False
    return _r18_triggers.credited_controller(txn, record) == ability.controller


def _r18_no_one_is_you(original: Callable[..., bool], txn: _R18Txn, record: Recorded, ability: Ability) -> bool:
    """"When you …" excludes only what another player performed: an action no one is responsible for passes."""
    when = ability.definition.when or {}
    if when.get("performer") == "you" and record.cause is not None and record.cause.responsible is None:
        plain = replace(ability, definition=replace(ability.definition,
                                                    when={k: v for k, v in when.items() if k != "performer"}))
        return bool(original(txn, record, plain))
    return bool(original(txn, record, ability))


MUTANTS += [
    Mutant("r18-with-reads-the-first-attributed-object", "ATTR-15",
           "\"with an object\" checked against the first object the event is attributed to: a granted ability's "
           "deal, attributed to the Equipment and to its unit, fits \"with a unit\" only when the unit comes first "
           "(411.6, 428.5.d: it counts for both)",
           patched(("rulespec.oracle.triggers._made_with", _r18_with_first_attributed))),
    Mutant("r18-you-includes-no-ones-actions", "ATTR-02",
           "\"when you …\" read as \"unless another player did it\": a game procedure's action, no one's, counts as "
           "the ability controller's (411.2: no player is responsible for it, so it is not yours)",
           patched(("rulespec.oracle.triggers.meets", _r18_no_one_is_you))),
]
