"""Triggered abilities: matched against what happened (Riftbound 383, 808).

A triggered ability is card data with a condition, ``when``: the event it waits for, and what
that event's fields must be. ``{"event": "attach", "to": "me", "object": {"tag": "Equipment"},
"performer": "you"}`` is "When you attach an Equipment to me". Field values: ``"me"`` is the
object that has the ability (the host, for effect text: 136.2.d), ``"this"`` the card that printed
it, ``"you"`` the ability's controller in a player field (``{"event": "turn_began", "player":
"you"}`` is "At the start of your turn", ``{"event": "phase_began", "phase": "ending", "player":
"you"}`` "At the start of your Ending Phase"), ``{"tag": T}`` / ``{"type": T}`` an object with that
tag or type; ``performer: "you"`` asks
that the ability's controller performed the event (411.1: the responsible player). ``with``
is "… with <object>" (411.6): the event is attributed to a spell or ability of an object that fits
(``"me"``, ``"this"``, ``{"type": "spell"}``, ``{"tag": "Equipment"}``), and the ability's controller
controls that spell or ability; an ability granted by an Equipment's effect text counts for the
unit that has it and for the Equipment (411.6.a), while it is controlled by the unit's controller
(191.4.a). Responsibility, the third requirement of 411.6, is ``performer``'s: "When you kill a
unit with a spell" names both (the catalogue's ATTR-14: all three must hold).

Every event document the oracle records passes through ``match`` once the change it records has
been applied (383.2.c: a trigger is checked after its possible cause has been processed), against
the abilities objects have *at that moment*: an ability gained as the event happens, or after it,
does not see it (the catalogue's GEAR-26: Svellsongur copies Aphelios's trigger after the attach;
GEAR-44: Shady Spectacles makes the host a copy of Aphelios after the attach). Inactive text does
not trigger (721.1). A matched ability is pending (383.4) until the action's cleanup is over; then
``oracle.chain.put_triggers`` puts every pending ability on the chain, the turn player's first
(383.3.d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulespec.oracle import delayed
from rulespec.oracle.events import Recorded
from rulespec.oracle.layers import Ability, active_abilities, granting_now
from rulespec.oracle.state import GameObject, GameState, Pending
from rulespec.oracle.values import computed

if TYPE_CHECKING:
    from rulespec.oracle.txn import Txn


def _obj(txn: Txn, record: Recorded, object_id: str) -> GameObject | None:
    return record.last_known.get(object_id) or txn.state.get(object_id)


def _fits(txn: Txn, record: Recorded, ability: Ability, want: Any, value: Any) -> bool:
    if want == "me":
        return value == ability.holder
    if want == "this":
        return value == ability.origin
    if want == "you":  # a player field: "At the start of your turn" is {"event": "turn_began", "player": "you"}
        return value == ability.controller
    if isinstance(want, dict) and isinstance(value, str):
        obj = _obj(txn, record, value)
        if obj is None:
            return False
        return all(obj.traits.type == v if k == "type" else v in obj.traits.tags for k, v in want.items())
    return bool(want == value)


def credited_controller(txn: Txn, record: Recorded) -> str | None:
    """The controller of the spell or ability the event is attributed to (411.6), or None when it
    comes from neither (a unit told to deal damage, combat, a rule). A spell's is the player who
    played it, its controller (191.2), read where the spell is now: once it has resolved and gone
    to the trash (a kill at the cleanup right after it, 428.5.c), its owner, who played it from
    their own hand; an ability's is the controller of the object that has it
    (191.4.a): for an ability granted by an attached card's effect text, the host, the object it is
    attributed to besides the card that printed it (428.5.d, 411.6.a). A spell or ability that
    resolved from the chain is controlled by whoever controlled it there, and a later control
    change of its source changes nothing (191.4.b): the event keeps that controller."""
    source = (record.cause.source if record.cause is not None else None) or {}
    if source.get("kind") not in ("spell", "ability") or "object" not in source:
        return None
    if record.cause is not None and record.cause.controller is not None:
        return record.cause.controller  # the chain item's, whoever controls its source now (191.4.b)
    holder = source["object"]
    made = delayed.get(txn.state, source["delayed"]) if "delayed" in source else None
    if made is not None:  # a delayed trigger is controlled by its own controller (oracle.delayed)
        return made.controller
    if source["kind"] == "ability":
        attributed = record.cause.attributed_to if record.cause is not None else None
        holder = next((o for o in attributed or () if o != source["object"]), holder)
    obj = _obj(txn, record, holder)
    return obj.controller if obj is not None else None


def _made_with(txn: Txn, record: Recorded, ability: Ability, want: Any) -> bool:
    """411.6: attributed to a spell or ability of an object that fits ``want``, and that spell or
    ability controlled by the controller of ``ability``."""
    attributed = (record.cause.attributed_to if record.cause is not None else None) or ()
    if not any(_fits(txn, record, ability, want, o) for o in attributed):
        return False
    return credited_controller(txn, record) == ability.controller


def meets(txn: Txn, record: Recorded, ability: Ability) -> bool:
    """Whether ``record`` meets the condition of the triggered ``ability``."""
    when = ability.definition.when or {}
    document = record.document
    if document.get("type") != when.get("event"):
        return False
    for name, want in when.items():
        if name == "event":
            continue
        if name == "performer":
            performer = record.cause.responsible if record.cause is not None else None
            if want == "you" and performer != ability.controller:
                return False
            continue
        if name == "with":
            if not _made_with(txn, record, ability, want):
                return False
            continue
        if not _fits(txn, record, ability, want, document.get(name)):
            return False
    return True


def _watching(txn: Txn) -> list[Ability]:
    """The triggered abilities that can trigger now: those of objects on the board, and those of
    cards in the trash whose text says it works from there ("play me from your trash": the
    ability's ``zone``); a card that entered its ability's zone as the condition was met is there
    already, since matching comes after the change (383.2.c.1: Immortal Phoenix, even when it is
    the unit killed), and one that left that zone is no longer there (383.2.c.2). A legend's work
    from the Legend Zone, a board zone (107.4). Found once per state (``Watchers``)."""
    return txn.state.derived(_watchers, _watchers_after).abilities


@dataclass(frozen=True)
class Watchers:
    """The triggered abilities that can trigger now, by the id of the object that has them, in the
    order of objects; and the static granting abilities of the board they were found with."""

    by_object: dict[str, list[Ability]]
    granting: list[tuple[GameObject, dict[str, Any]]]

    @computed
    def abilities(self) -> list[Ability]:
        """All of them, in the order of objects: matched against each event recorded."""
        return [a for found in self.by_object.values() for a in found]


def _watched(state: GameState, obj: GameObject) -> list[Ability]:
    if obj.zone not in ("board", "trash", "legend"):
        return []
    zone = "board" if obj.zone == "legend" else obj.zone
    return [a for a in active_abilities(state, obj, "triggered") if (a.definition.zone or "board") == zone]


def _watchers(state: GameState) -> Watchers:
    by_object = {obj.id: found for obj in state.objects if (found := _watched(state, obj))}
    return Watchers(by_object, granting_now(state))


def _watchers_after(earlier: Watchers, state: GameState, old: GameObject, new: GameObject) -> Watchers:
    """``_watchers`` after one object changed. The abilities of an object are its own, those of
    the cards attached to it and what static abilities grant it (oracle.layers): with the same
    granting abilities on the board, only the object changed and its host, before and after,
    can have others now."""
    granting = granting_now(state)
    if granting is not earlier.granting:
        return _watchers(state)
    by_object = dict(earlier.by_object)
    added = False
    for object_id in {new.id, old.attached_to, new.attached_to} - {None}:
        assert object_id is not None
        obj = state.get(object_id)
        found = _watched(state, obj) if obj is not None else []
        if found:
            added = added or object_id not in by_object
            by_object[object_id] = found
        else:
            by_object.pop(object_id, None)
    if added:  # back in the order of objects
        by_object = dict(sorted(by_object.items(), key=lambda item: state.position(item[0])))
    return Watchers(by_object, granting)


def match(txn: Txn, record: Recorded) -> None:
    """Every active triggered ability whose condition ``record`` meets goes pending: of an object
    (``_watching``), or a delayed trigger in its window (oracle.delayed). A keyword whose extra
    instances are redundant (816.2: Temporary) goes pending once for the object that has it."""
    seen: set[tuple[str, str]] = set()
    for ability in _watching(txn):
        if meets(txn, record, ability):
            if ability.definition.redundant:  # 816.2: extra instances on one object trigger once
                if (ability.holder, ability.definition.key) in seen:
                    continue
                seen.add((ability.holder, ability.definition.key))
            txn.pending.append(Pending(ability.holder, ability.origin, ability.definition.key, ability.controller))
    for made in txn.state.delayed:
        if meets(txn, record, delayed.as_ability(made)):
            it = record.document.get("object")
            txn.pending.append(Pending(made.origin, made.origin, made.ability.key, made.controller, made.id,
                                       it if isinstance(it, str) else None))
