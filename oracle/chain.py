"""Activated and triggered abilities and the chain (Riftbound 377, 383, 398-406, 818).

Activating an ability checks that it is the player's to use and active, its timing, its
targets and its cost; pays the cost and puts the ability on the chain (GEAR-18). Nothing
else happens until it resolves: Equip attaches on resolution, not on payment (GEAR-19).
On resolution, a target that is no longer legal makes the ability do nothing (359.3.e); so
does one that left its zone and came back, a new object (124; oracle.identity).
An Equipment may target itself, if it is a unit you control: the activation is legal, and the
attach does nothing when it resolves, since nothing can be attached to itself (Magic 212.2h-i:
"the Equipment is not moved"; MTG-06).

Equip is printed rules text, so it is inactive while its card is attached and cannot be
activated to move the card to another unit (718.2, 721.2; GEAR-20).

An ability that says "Use only once per turn" is refused once its instance was used this turn,
and a "choose one that hasn't been chosen this turn" ability refuses a mode its instance chose
this turn (the state's ``turn.used``; oracle.copies forgets the uses of an instance that ended).
Triggered abilities (oracle.triggers) go on the chain after the action that met their condition
(``put_triggers``); their choices, a mode and what a mode chooses, are made as they resolve.
"""

from __future__ import annotations

from typing import Any

from rulespec.oracle import costs, delayed
from rulespec.oracle.cards import AbilityDef
from rulespec.oracle.counters import spend_cost
from rulespec.oracle.errors import Rejected
from rulespec.oracle.identity import is_same_object, lost_targets, record, source_lost
from rulespec.oracle.layers import Ability, abilities, is_unit
from rulespec.oracle.pipeline import run_effect
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import ChainItem, GameObject, GameState, Use
from rulespec.oracle.status import set_exhausted
from rulespec.oracle.targets import Spec
from rulespec.oracle.targets import problem as targets_problem
from rulespec.oracle.txn import Txn
from rulespec.oracle.values import evolve
from rulespec.oracle.zones import check_main_timing


def _target_problem(state: GameState, spec: Spec, source: str, controller: str,
                    targets: tuple[str, ...]) -> str | None:
    """Why ``targets`` do not fit ``spec`` for an ability of ``source``; None if they do (oracle.targets)."""
    del source
    return targets_problem(state, spec, controller, targets)


def _find(txn: Txn, object_id: str, key: str, instance: int = 1) -> Ability:
    obj = txn.obj(object_id)
    found = [a for a in abilities(txn.state, obj) if a.definition.key == key and a.definition.kind == "activated"]
    if not found:
        raise Rejected("no_such_ability", "377", f"{object_id!r} has no activated ability {key!r}")
    if not 1 <= instance <= len(found):  # counted from 1: 0 or -1 is no instance, not the last one
        raise Rejected("no_such_ability", "377", f"{object_id!r} has {len(found)} {key} abilities, "
                       f"numbered from 1; there is no instance {instance}")
    found = [found[instance - 1]]
    active = [a for a in found if a.active]
    if not active:
        why = (f"it is printed rules text of a card attached to {obj.attached_to!r}: 718.2"
               if found[0].definition.box == "rules" else
               "it is effect text, which works only for the object the card is attached to, and the card is "
               "attached to nothing" if obj.attached_to is None else "it is effect text of the card")
        raise Rejected("inactive_ability", txn.state.rules.rule["inactive"],
                       f"the {key} ability of {object_id!r} is inactive ({why})")
    return active[0]


def _push(txn: Txn, **fields: Any) -> str:
    """Put a new item on top of the chain (Riftbound 328); return its id, the first free `chain-N`.
    The item records which objects its source and targets are now (oracle.identity)."""
    taken = {c.id for c in txn.state.chain}
    item_id = next(f"chain-{n}" for n in range(1, len(taken) + 2) if f"chain-{n}" not in taken)
    it = (fields["it"],) if fields.get("it") else ()
    meant = record(txn.state, (fields["source"], *fields.get("targets", ()), *it))
    txn.state = txn.state.with_fields(chain=(*txn.state.chain, ChainItem(id=item_id, incarnations=meant, **fields)))
    return item_id


def activate(txn: Txn, player: str, object_id: str, key: str, targets: tuple[str, ...], instance: int = 1) -> None:
    """Several instances of an ability are separate abilities; any of them may be used
    (Riftbound 818.4; Magic 502.33c). A legend's abilities are used from the Legend Zone (107.4)."""
    obj = txn.obj(object_id) if txn.obj(object_id).zone == "legend" else txn.on_board(object_id, "398")
    ability = _find(txn, object_id, key, instance)
    if ability.controller != player:
        raise Rejected("not_controller", txn.state.rules.rule["control"],
                       f"{player} does not control {object_id!r}'s {key} ability; {ability.controller} does")
    _ability_timing(txn, player, ability)
    use = Use(ability.holder, ability.origin, key)
    if ability.definition.once_per_turn and use in txn.state.turn.used:
        raise Rejected("already_used", "377", f"the {key} ability of {object_id!r} may be used only once per turn, "
                       "and this instance of it was used this turn")
    _check_use_only_if(txn, player, ability)
    _check_exhaust_cost(txn, obj, ability)
    problem = _target_problem(txn.state, ability.definition.target, ability.origin, player, targets)
    if problem:
        raise Rejected("illegal_target", txn.state.rules.rule["equip_target"] if key == "equip" else "359.3", problem)
    cost = ability.definition.cost
    if cost is not None and key == "equip":  # what its card's text changes of it (818.1.c.5)
        cost = costs.equip_cost(txn.state, txn.obj(ability.origin), cost)
    if cost is not None and not cost.is_empty():
        txn.pay(player, cost, "203", object_id)
    _pay_deflect(txn, player, targets, object_id)
    if ability.definition.spend:
        spend_cost(txn, player, ability.definition.spend, ability.holder)
    if ability.definition.exhaust:
        set_exhausted(txn, obj.id, True)
    if ability.definition.once_per_turn:
        _use(txn, use)
    item_id = _push(txn, kind="ability", source=obj.id, controller=player, ability=key, targets=targets,
                    origin=ability.origin if ability.origin != obj.id else None)
    txn.emit("ability_put_on_chain", object=obj.id, ability=key, item=item_id, targets=list(targets))


def _check_exhaust_cost(txn: Txn, obj: GameObject, ability: Ability) -> None:
    """414.4: an [E] cost must be doable to be paid: an exhausted object cannot pay it."""
    if ability.definition.exhaust and obj.exhausted:
        raise Rejected("unpaid_cost", "414.4", f"the {ability.definition.key} ability of {obj.id!r} costs [E], and "
                       f"{obj.id!r} is exhausted already")


def _check_use_only_if(txn: Txn, player: str, ability: Ability) -> None:
    """377.2.b: "Use only if …" must be true to activate. ``{"played": {"tag": T}}``: the player
    played a card with the tag T this turn (``turn.played``)."""
    condition = ability.definition.use_only_if
    if condition is None:
        return
    tag = condition["played"]["tag"]
    played = [txn.state.get(p.object) for p in txn.state.turn.played if p.player == player]
    if not any(o is not None and tag in o.card.tags for o in played):
        raise Rejected("no_permission", "377.2.b", f"the {ability.definition.key} ability of {ability.holder!r} "
                       f"may be used only if {player} played a card with the {tag} tag this turn, and they did not")


def _ability_timing(txn: Txn, player: str, ability: Ability) -> None:
    """[Action]: on the player's own turn (380); otherwise the Main Phase of the player's turn in
    an Open State, as every gear ability (151.2, 381). In Magic only an ability whose text says so
    has that timing (equip, 502.33a); any other activated ability is activated whenever its player
    has priority (Magic 602.2), and the oracle acts as if the passes that give it were made
    (oracle.priority)."""
    if ability.definition.timing == "action":
        if txn.state.turn.active_player != player:
            raise Rejected("wrong_timing", "380", f"an [Action] ability is used on your turn; it is "
                           f"{txn.state.turn.active_player}'s")
        return
    restricted = txn.state.rules.sorcery_speed_abilities
    if restricted is not None and ability.definition.key not in restricted:
        return
    check_main_timing(txn, player, txn.state.rules.rule["timing"])


def _use(txn: Txn, use: Use) -> None:
    txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, used=(*txn.state.turn.used, use)))


def put_triggers(txn: Txn) -> None:
    """Put every pending triggered ability on the chain: the turn player's first, then the other
    players' in turn order (383.3.d-d.1); each says so with an ``ability_triggered`` event."""
    order = [p.id for p in txn.state.players]
    first = order.index(txn.state.turn.active_player) if txn.state.turn.active_player in order else 0
    rank = {pid: (i - first) % len(order) for i, pid in enumerate(order)}
    while txn.pending:
        pending, txn.pending = txn.pending, []
        for p in sorted(pending, key=lambda p: rank.get(p.controller, len(order))):
            item_id = _push(txn, kind="trigger", source=p.holder, controller=p.controller, ability=p.ability,
                            origin=p.origin if p.origin != p.holder else None, delayed=p.delayed, it=p.it)
            txn.emit("ability_triggered", object=p.holder, ability=p.ability, item=item_id,
                     **({"from": p.origin} if p.origin != p.holder else {}), delayed=p.delayed)


def _spell_ability(obj: GameObject) -> AbilityDef | None:
    return next((a for a in obj.traits.abilities if a.kind == "spell"), None)


def _spell_timing(txn: Txn, player: str, spell: GameObject) -> None:
    """Reaction: any time; Action: the player's own turn, Closed State included; otherwise the
    Main Phase of the player's turn in an Open State (Riftbound 359, 380-381)."""
    keywords = {a.key for a in spell.traits.abilities if a.kind == "keyword"}
    if "reaction" in keywords:
        return
    if "action" in keywords:
        if txn.state.turn.active_player != player:
            raise Rejected("wrong_timing", "380", f"an Action spell is played on your turn; it is "
                           f"{txn.state.turn.active_player}'s")
        return
    check_main_timing(txn, player, "359.1")


def _pay_deflect(txn: Txn, player: str, targets: tuple[str, ...], paid_for: str) -> None:
    """[Deflect] (809): "Opponents must pay [A] to choose me with a spell or ability." For each
    object chosen as a target that another player controls and that has an active Deflect, the
    player of the spell or ability pays [A] more as they play it, or cannot play it (unpaid_cost).
    Several instances of Deflect on one object are read as one: [A] per object chosen. Magic has
    no Deflect: in a Magic game nothing is taxed."""
    if txn.state.game != "riftbound":
        return
    taxed = 0
    for target in dict.fromkeys(targets):
        obj = txn.state.get(target)
        if obj is not None and obj.on_board and obj.controller != player and any(
                a.active and a.definition.key == "deflect" for a in abilities(txn.state, obj)):
            taxed += 1
    if taxed:
        txn.pay(player, Resources.parse({"power": {"any": taxed}}), "809", paid_for)


def cast(txn: Txn, player: str, spell_id: str, targets: tuple[str, ...]) -> None:
    """Play a spell: choose its targets, pay its cost, put it on the chain (Riftbound 359, 398-405)."""
    spell = txn.obj(spell_id)
    ability = _spell_ability(spell)
    if ability is None:
        raise Rejected("not_implemented", "359", f"the oracle has no text for the spell {spell_id!r}")
    _spell_timing(txn, player, spell)
    problem = _target_problem(txn.state, ability.target, spell_id, player, targets)
    if problem:
        raise Rejected("illegal_target", "359.3", problem)
    if spell.card.cost is not None and not spell.card.cost.is_empty():
        txn.pay(player, spell.card.cost, "359.3", spell_id)
    _pay_deflect(txn, player, targets, spell_id)
    txn.update(spell_id, zone="chain", controller=player)
    txn.emit("zone_changed", object=spell_id, **{"from": "hand"}, to="chain")
    _push(txn, kind="spell", source=spell_id, controller=player, targets=targets)
    txn.emit("card_played", object=spell_id, player=player)


def _finish_spell(txn: Txn, spell_id: str) -> None:
    """A resolved or fizzled spell goes to its owner's trash (108.2)."""
    spell = txn.obj(spell_id)
    if spell.zone == "chain":
        txn.update(spell_id, zone="trash", controller=spell.owner)
        txn.emit("zone_changed", object=spell_id, **{"from": "chain"}, to="trash")


def check_chooser(txn: Txn, player: str, chosen: list[str] | None, mode: int | None) -> None:
    """Refuse ``player``'s choices for the top item when another player controls it.

    Any player may let the top item resolve (all pass, 406), but the choices it asks for as it
    resolves are its controller's (Riftbound 191.2, 191.4.c-e; Magic 608.2), even after its source
    changed hands (191.4.b): a player who names objects or a mode for an item another player
    controls is refused (``not_controller``). A spell asks for no choice as it resolves; ``resolve``
    refuses one given to it whoever gives it (402.2)."""
    if not (chosen or mode is not None) or not txn.state.chain:
        return
    item = txn.state.chain[-1]
    if item.kind != "spell" and player != item.controller:
        raise Rejected("not_controller", txn.state.rules.rule["control"],
                       f"{player} cannot make the choices of {item.source!r}'s item; {item.controller} controls it")


def resolve(txn: Txn, chosen: list[str] | None = None, mode: int | None = None) -> None:
    """Resolve the top item. ``chosen``: what the player chooses as it resolves: what an ability's
    effect asks to choose ("Buff a friendly unit"; "you may attach one of its Equipment to me"),
    or, for an attach whose "As this is attached" text asks for a choice, that choice (725.1).
    ``mode``: the mode of a "choose one" ability, counted from 1. Who may make them:
    ``check_chooser``."""
    if not txn.state.chain:
        raise Rejected("nothing_to_resolve", "406", "the chain is empty")
    item = txn.state.chain[-1]
    if chosen and item.kind == "spell":
        raise Rejected("illegal_target", "402.2", f"resolving {item.source!r} calls for no choice; got {chosen}")
    if mode is not None and item.kind == "spell":
        raise Rejected("illegal_choice", "402.2", f"resolving {item.source!r} calls for no mode; got {mode}")
    txn.state = txn.state.with_fields(chain=txn.state.chain[:-1])
    source = txn.state.get(item.source)
    if item.kind == "spell":
        spell = _spell_ability(source) if source else None
        if spell is None or _target_problem(txn.state, spell.target, item.source, item.controller, item.targets) \
                or lost_targets(txn.state, item):
            txn.emit("ability_fizzled", object=item.source, item=item.id)
        else:
            txn.emit("ability_resolved", object=item.source, item=item.id)
            run_effect(txn, spell.effect, this=item.source, me=item.source, targets=item.targets,
                       responsible=item.controller, controller=item.controller)
        _finish_spell(txn, item.source)
        return
    if item.delayed is not None:
        _resolve_delayed(txn, item, chosen, mode)
        return
    # The ability, printed or granted by the effect text of a card attached to it (136.2.c;
    # Magic 212.2k): "this" is the card that printed it, "me" the object that has it (053, 136.2.d).
    found = _ability_of(txn.state, source, item)
    if found is None:
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    definition = found.definition
    if _target_problem(txn.state, definition.target, found.origin, item.controller, item.targets) \
            or lost_targets(txn.state, item):  # a target that left and came back is another object (124)
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    effect, choose = definition.effect, None
    if definition.modes:
        effect, choose = _mode(txn, found, item, mode)
    elif mode is not None:
        raise Rejected("illegal_choice", "402.2", f"resolving {item.ability!r} calls for no mode; got {mode}")
    choose = choose or next((op["choose"] for op in effect if "choose" in op), None)
    extra = None
    if choose is not None:  # what the effect itself asks the player to choose (402.2)
        problem = _choice_problem(txn.state, choose, item, found, chosen)
        if problem:
            raise Rejected("illegal_target", "402.2", problem)
        # the rest, for Weaponmaster: the choice the attached card's "As this is attached" text asks for (725.1)
        extra, chosen = {"chosen": chosen[0] if chosen else None}, (list(chosen[1:]) or None) if chosen else None
    elif chosen and not any(op["op"] == "attach" for op in effect):
        raise Rejected("illegal_target", "402.2", f"resolving {item.ability!r} calls for no choice; got {chosen}")
    txn.emit("ability_resolved", object=item.source, ability=item.ability, item=item.id)
    # A source that has become a new object is gone: what the ability does to it does nothing (124, 055)
    if source_lost(txn.state, item):
        extra = {**(extra or {}), "this": None, "me": None}
    run_effect(txn, effect, this=found.origin, me=found.holder, targets=item.targets,
               responsible=item.controller, ability=item.ability, chosen=chosen, extra=extra,
               controller=item.controller)


def _ability_of(state: GameState, source: GameObject | None, item: ChainItem) -> Ability | None:
    """The ability ``item`` is, as it resolves: the one its source has, printed or granted (136.2.c;
    Magic 212.2k), with ``origin`` the card that printed it.

    An ability on the chain exists apart from its source (Riftbound 191.4.a.1; Magic 113.7a): a
    source that has left its zone since (a new object, 124) no longer has the text it had, an
    Equipment's effect text among it (its card came off as the host left, 719.5), yet the ability
    resolves, with the text of the card that printed it, under the controller it had on the
    chain (191.4.b). So it is for a source still there that lost the text since (its Equipment
    detached, destroyed, or no longer an Equipment: 719.5, 435.1; Magic 212.2i): the ability
    resolves with the text its card prints. Only text no card prints (a copy's, once the copy
    ended) cannot be read back, and fizzles (docs/oracle-limits.md)."""
    if source is None or not item.ability:
        return None
    origin = item.origin or item.source
    found = next((a for a in abilities(state, source) if a.definition.key == item.ability
                  and a.origin == origin), None)
    if found is not None:
        return found
    printer = state.get(origin)
    if printer is None:
        return None
    texts = (*printer.traits.abilities, *printer.card.abilities) if source_lost(state, item) \
        else printer.card.abilities
    printed = next((a for a in texts if a.key == item.ability), None)
    return Ability(printed, item.source, origin, item.controller, True) if printed is not None else None


def _resolve_delayed(txn: Txn, item: ChainItem, chosen: list[str] | None, mode: int | None) -> None:
    """A delayed trigger resolves with its own effect, read from the state's ``delayed`` (oracle.delayed):
    "it" is the object of the event that triggered it, if it is still that object (124); its creator
    may be gone (392). One whose window ended while it waited on the chain has no text left: it fizzles."""
    assert item.delayed is not None
    # 402.2: its text asks for no choice. As for any item: objects chosen that it does not call for
    # are no legal choice of objects (illegal_target), a mode it does not have an illegal mode.
    if chosen:
        raise Rejected("illegal_target", "402.2", f"resolving the delayed trigger {item.delayed!r} calls for no "
                       f"choice; got {chosen}")
    if mode is not None:
        raise Rejected("illegal_choice", "402.2", f"resolving the delayed trigger {item.delayed!r} calls for no "
                       f"mode; got {mode}")
    made = delayed.get(txn.state, item.delayed)
    if made is None:
        txn.emit("ability_fizzled", object=item.source, ability=item.ability, item=item.id)
        return
    it = item.it if item.it is not None and is_same_object(txn.state, item.it, item.incarnations) else None
    txn.emit("ability_resolved", object=item.source, ability=item.ability, item=item.id)
    run_effect(txn, made.ability.effect, this=made.origin, me=made.origin, responsible=item.controller,
               ability=made.ability.key, delayed=made.id, extra={"it": it}, controller=item.controller)


def _mode(txn: Txn, found: Ability, item: ChainItem, mode: int | None) -> tuple[tuple[dict[str, Any], ...], str | None]:
    """The effect of the mode chosen for a "choose one" ability, and what it asks to choose."""
    modes = found.definition.modes
    listed = "; ".join(f"{n}: {m['text']}" for n, m in enumerate(modes, 1))
    if mode is None or not 1 <= mode <= len(modes):
        raise Rejected("illegal_choice", "355.5", f"the {item.ability} ability of {item.source!r} asks to choose one "
                       f"mode ({listed}); got {mode}")
    use = Use(found.holder, found.origin, found.definition.key, mode)
    if found.definition.mode_once_per_turn and use in txn.state.turn.used:
        raise Rejected("already_used", "355.5", f"mode {mode} of the {item.ability} ability of {item.source!r} was "
                       "chosen this turn; choose one that hasn't been")
    chosen_mode = modes[mode - 1]
    if "effect" not in chosen_mode:
        raise Rejected("not_implemented", "355.5", f"the oracle does not implement the mode {chosen_mode['text']!r} "
                       "(its rune pool is a count of resources, not rune objects)")
    if found.definition.mode_once_per_turn:
        _use(txn, use)
    return tuple(chosen_mode["effect"]), chosen_mode.get("choose")


#: The choices of an effect that attaches the object chosen: the picks after the first are what
#: that object's "As this is attached" text asks for (725.1).
ATTACHES_CHOSEN = ("equipment_you_control", "equipment_of:target")


def _choice_problem(state: GameState, spec: str, item: ChainItem, found: Ability,
                    chosen: list[str] | None) -> str | None:
    """Why ``chosen`` is not what ``spec`` asks for; None if it is. ``me_or_nothing``: "you may pay …
    to play me": the object that has the ability, to do it, or nothing; ``friendly_unit``: one unit the
    ability's controller controls (it must be chosen if there is one, 355.5); ``equipment_of:target``:
    "you may attach one of its Equipment": nothing, or one Equipment attached to the target. After
    the Equipment an ``equipment_of:target`` or ``equipment_you_control`` choice attaches comes what
    its "As this is attached" text asks for (725.1; Azir, Ascendant, or Weaponmaster, taking Shady
    Spectacles)."""
    picked = list(chosen or ())
    # An Equipment the effect attaches (Weaponmaster's, Azir, Ascendant's) may ask a choice of its
    # own as it is attached (725.1: Shady Spectacles' "As this is attached to a unit, choose another
    # friendly unit"): then the rest of the picks is that choice (oracle.pipeline.as_attached).
    if len(picked) > 1 and spec not in ATTACHES_CHOSEN:
        return f"choose one object, got {picked}"
    if spec == "me_or_nothing":  # "you may pay … to play me": the card itself, wherever it is, or nothing
        return None if not picked or picked == [found.holder] else (
            f"choose {found.holder!r} (to pay and play it) or nothing; got {picked}")
    obj = state.get(picked[0]) if picked else None
    if picked and (obj is None or not obj.on_board):
        return f"{picked[0]!r} is not on the board"
    if spec == "friendly_unit":
        friendly = [o.id for o in state.board() if is_unit(o) and o.controller == item.controller]
        if not picked:
            return f"choose a friendly unit, one of {friendly}" if friendly else None
        return None if picked[0] in friendly else f"{picked[0]!r} is not a unit {item.controller} controls"
    if spec == "equipment_of:target":
        if not picked:
            return None  # "you may"
        host = item.targets[0] if item.targets else None
        if obj is None or obj.attached_to != host or not obj.traits.is_equipment:
            return f"{picked[0]!r} is not an Equipment attached to {host!r}"
        return None
    if spec == "equipment_you_control":  # Weaponmaster (821.1.c): nothing, or any Equipment you control
        if picked and (obj is None or not obj.traits.is_equipment or obj.controller != item.controller):
            return f"{picked[0]!r} is not an Equipment {item.controller} controls"
        return None
    raise ValueError(f"unknown choice specification {spec!r}")
