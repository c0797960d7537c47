"""Triggered abilities: matched against what happened (Riftbound 383, 808).

A triggered ability is card data with a condition, ``when``: the event it waits for, and what
that event's fields must be. ``{"event": "attach", "to": "me", "object": {"tag": "Equipment"},
"performer": "you"}`` is "When you attach an Equipment to me". Field values: ``"me"`` is the
object that has the ability (the host, for effect text: 136.2.d), ``"this"`` the card that printed
it, ``{"tag": T}`` / ``{"type": T}`` an object with that tag or type; ``performer: "you"`` asks
that the ability's controller performed the event (411.1: the responsible player).

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

from rulespec.oracle.events import Recorded
from rulespec.oracle.layers import Ability, active_abilities

if TYPE_CHECKING:
    from rulespec.oracle.txn import Txn


@dataclass(frozen=True)
class Pending:
    """A triggered ability whose condition was met, waiting to go on the chain (383.4)."""

    holder: str
    origin: str
    ability: str
    controller: str


def _fits(txn: Txn, record: Recorded, ability: Ability, want: Any, value: Any) -> bool:
    if want == "me":
        return value == ability.holder
    if want == "this":
        return value == ability.origin
    if isinstance(want, dict) and isinstance(value, str):
        obj = record.last_known.get(value) or txn.state.get(value)
        if obj is None:
            return False
        return all(obj.traits.type == v if k == "type" else v in obj.traits.tags for k, v in want.items())
    return bool(want == value)


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
        if not _fits(txn, record, ability, want, document.get(name)):
            return False
    return True


def match(txn: Txn, record: Recorded) -> None:
    """Every active triggered ability on the board whose condition ``record`` meets goes pending."""
    for obj in list(txn.state.board()):
        for ability in active_abilities(txn.state, obj, "triggered"):
            if meets(txn, record, ability):
                txn.pending.append(Pending(ability.holder, ability.origin, ability.definition.key, ability.controller))
