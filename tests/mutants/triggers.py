"""Wrong engines for triggered abilities, copied text and once-per-turn abilities (GEAR-24 … GEAR-30,
GEAR-44: features/riftbound/gear/copied_text.feature and renewal.feature)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle.events import Recorded
from rulespec.oracle.layers import Ability
from rulespec.oracle.triggers import match as oracle_match
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, patched, rewriting


def _triggers_seen_after_the_action(original: Callable[..., None], txn: Txn, record: Recorded) -> None:
    """Records are matched when the action is over, against the abilities objects have then."""
    txn.__dict__.setdefault("_deferred", []).append(record)


def _match_deferred(original: Callable[[Txn], None], txn: Txn) -> None:
    for record in txn.__dict__.pop("_deferred", []):
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
