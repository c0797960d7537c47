"""Wrong engines for the damage and kill attribution rulings (ATTR-01 … ATTR-17).

Each one reads card text the way the oracle does and gets one part of 411, 417.6 or 428.5
wrong: who is responsible, what the damage or kill is attributed to, or what its source is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from tests.mutants import Mutant, patched, rewriting

Rewrite = Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]


# --- who performs the actions of a spell or an ability (411.1) --------------------------------

def _responsible_owner(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, ops, **{**kw, "responsible": txn.obj(kw["this"]).owner})


def _responsible_active(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, ops, **{**kw, "responsible": txn.state.turn.active_player})


def _caster_performs_every_kill(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, tuple({k: v for k, v in op.items() if k != "performer"} for op in ops), **kw)


def _others_kill_uncredited(kill: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
    source = kw.get("source") or {}
    origin = txn.state.get(source.get("object", "")) if source.get("kind") in ("spell", "ability") else None
    if origin is not None and kw.get("responsible") != origin.controller:
        kw = {**kw, "source": None, "attributed_to": None}
    return kill(txn, object_id, **kw)


# --- what dealt the damage (417.6) -----------------------------------------------------------

def _damage(change: Callable[[Any, dict[str, Any]], None]) -> Callable[..., None]:
    """A replacement of damage.deal_damage that rewrites its keyword arguments first."""

    def deal(deal_damage: Callable[..., None], txn: Any, amount: int, to: str, **kw: Any) -> None:
        change(txn, kw)
        deal_damage(txn, amount, to, **kw)

    return deal


def _spell_damage_unsourced(txn: Any, kw: dict[str, Any]) -> None:
    if kw["source"].get("kind") == "spell":
        kw.update(source={"kind": "rule"}, attributed_to=[])


def _spell_damage_as_ability(txn: Any, kw: dict[str, Any]) -> None:
    if kw["source"].get("kind") == "spell":
        kw["source"] = {**kw["source"], "kind": "ability"}


def _ability_damage_object_only(txn: Any, kw: dict[str, Any]) -> None:
    if kw["source"].get("kind") == "ability":
        kw["source"] = {"kind": "object", "object": kw["source"]["object"]}


def _ability_damage_ability_only(txn: Any, kw: dict[str, Any]) -> None:
    if kw["source"].get("kind") == "ability":
        kw["attributed_to"] = []


def _instructed_caster_responsible(txn: Any, kw: dict[str, Any]) -> None:
    if "instructed_by" in kw["source"]:
        kw["responsible"] = txn.obj(kw["source"]["instructed_by"]).controller


def _instructed_credited_to_spell(txn: Any, kw: dict[str, Any]) -> None:
    if "instructed_by" in kw["source"]:
        kw["attributed_to"] = [kw["source"]["object"], kw["source"]["instructed_by"]]


def _instruction_is_the_spells(deal: Callable[..., Any], txn: Any, op: dict[str, Any], *args: Any) -> Any:
    return deal(txn, {k: v for k, v in op.items() if k != "by"}, *args)


# --- the kill at cleanup after lethal damage (428.5.c) ---------------------------------------

def _cleanup_kill(change: Callable[[Any, dict[str, Any]], None]) -> Callable[..., bool]:
    def kill(original: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
        change(txn, kw)
        return original(txn, object_id, **kw)

    return kill


def _as_game_procedure(txn: Any, kw: dict[str, Any]) -> None:
    kw.update(responsible=None, source={"kind": "rule"}, attributed_to=None)


def _credited_to_nothing(txn: Any, kw: dict[str, Any]) -> None:
    kw.update(source={"kind": "rule"}, attributed_to=None)


def _active_player_responsible(txn: Any, kw: dict[str, Any]) -> None:
    kw["responsible"] = txn.state.turn.active_player


def _crediting_marked_damage(pick: str) -> Rewrite:
    """The kill credited from the damage still marked on the unit, as an engine that keeps a list
    of damage per unit and reads it at the kill would: ``every`` source of it, the ``first``
    damage, or the ``largest``."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        marked: dict[str, list[dict[str, Any]]] = adapter.__dict__.setdefault("_marked_damage", {})
        for event in result.get("events", []) if result.get("accepted") else []:
            if event["type"] == "damage":
                marked.setdefault(event["object"], []).append(event)
            elif event["type"] == "heal":
                marked.pop(event["object"], None)
            elif event["type"] == "kill" and marked.get(event["object"]):
                dealt = marked.pop(event["object"])
                if pick == "every":
                    event["attributed_to"] = sorted({o for d in dealt for o in d.get("attributed_to") or []})
                else:
                    chosen = dealt[0] if pick == "first" else max(dealt, key=lambda d: d["amount"])
                    event.update({k: chosen[k] for k in ("source", "responsible", "attributed_to") if k in chosen})
        return result

    return rewrite


# --- what a kill instruction is credited to (428.5.b, 428.5.d) -------------------------------

def _instruction_kill(change: Callable[[dict[str, Any]], None]) -> Callable[..., bool]:
    def kill(original: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
        change(kw)
        return original(txn, object_id, **kw)

    return kill


def _spell_kill_uncredited(kw: dict[str, Any]) -> None:
    if (kw.get("source") or {}).get("kind") == "spell":
        kw["attributed_to"] = None


def _ability_kill_ability_only(kw: dict[str, Any]) -> None:
    if (kw.get("source") or {}).get("kind") == "ability":
        kw["attributed_to"] = None


def _ability_kill_object_only(kw: dict[str, Any]) -> None:
    source = kw.get("source") or {}
    if source.get("kind") == "ability":
        kw["source"] = {"kind": "object", "object": source["object"]}


RUN_EFFECT = "rulespec.oracle.chain.run_effect"
DEAL = "rulespec.oracle.damage.deal_damage"
CLEANUP_KILL = "rulespec.oracle.cleanup.kill"
KILL = "rulespec.oracle.zones.kill"

MUTANTS: list[Mutant] = [
    Mutant("responsibility-to-card-owner", "ATTR-01",
           "the player responsible for what a spell or ability does is the owner of the card whose text it is, "
           "not the player who played or activated it", patched((RUN_EFFECT, _responsible_owner))),
    Mutant("responsibility-to-active-player", "ATTR-01",
           "the player whose turn it is performs whatever a spell or ability does, even a Reaction another "
           "player played", patched((RUN_EFFECT, _responsible_active))),
    Mutant("caster-performs-every-kill", "ATTR-03",
           "a spell telling each player to kill a unit makes its caster perform, and be responsible for, "
           "every one of those kills", patched((RUN_EFFECT, _caster_performs_every_kill))),
    Mutant("others-kill-not-credited-to-the-spell", "ATTR-03",
           "a kill performed by a player who does not control the spell is not attributed to that spell",
           patched((KILL, _others_kill_uncredited))),
    Mutant("spell-damage-without-source", "ATTR-04",
           "damage a spell deals is recorded as dealt by the game, with no spell to attribute it to",
           patched((DEAL, _damage(_spell_damage_unsourced)))),
    Mutant("spell-damage-as-an-ability", "ATTR-04",
           "a spell's instructions are treated as an ability of the spell card: the damage's source is an "
           "ability, not the spell", patched((DEAL, _damage(_spell_damage_as_ability)))),
    Mutant("ability-damage-only-the-object", "ATTR-05",
           "damage from an ability is the object's damage only: the ability itself is not a source",
           patched((DEAL, _damage(_ability_damage_object_only)))),
    Mutant("ability-damage-only-the-ability", "ATTR-05",
           "damage from an ability is the ability's only: it is not attributed to the object that created it",
           patched((DEAL, _damage(_ability_damage_ability_only)))),
    Mutant("instructed-damage-is-the-spells", "ATTR-06",
           "when a spell tells a unit to deal damage, the spell deals it: the spell is the source and its caster "
           "is responsible", patched(("rulespec.oracle.effects._deal", _instruction_is_the_spells))),
    Mutant("instructed-damage-caster-responsible", "ATTR-06",
           "the unit told to deal damage is its source, but the caster of the spell that told it is responsible",
           patched((DEAL, _damage(_instructed_caster_responsible)))),
    Mutant("challenge-damage-is-the-casters", "ATTR-07",
           "both directions of Challenge are the damage of the player who played it",
           patched((DEAL, _damage(_instructed_caster_responsible)))),
    Mutant("challenge-damage-credited-to-challenge", "ATTR-07",
           "each unit's Challenge damage is attributed to Challenge as well as to the unit",
           patched((DEAL, _damage(_instructed_credited_to_spell)))),
    Mutant("lethal-kill-is-a-game-procedure", "ATTR-10",
           "a kill for lethal damage at cleanup is a game procedure (411.2): no source, no attribution, no "
           "responsible player", patched((CLEANUP_KILL, _cleanup_kill(_as_game_procedure)))),
    Mutant("lethal-kill-credited-to-no-spell", "ATTR-10",
           "the kill for lethal damage goes to the damage's responsible player but is attributed to no spell "
           "or ability", patched((CLEANUP_KILL, _cleanup_kill(_credited_to_nothing)))),
    Mutant("lethal-kill-responsibility-to-active-player", "ATTR-10",
           "cleanup runs in the active player's turn, so the active player is responsible for its kills",
           patched((CLEANUP_KILL, _cleanup_kill(_active_player_responsible)))),
    Mutant("kill-credited-to-every-marked-source", "ATTR-12",
           "the kill for lethal damage is attributed to every card whose damage is still marked on the unit",
           rewriting(perform=_crediting_marked_damage("every"))),
    Mutant("kill-credited-to-first-marked-source", "ATTR-12",
           "the kill for lethal damage goes to the first damage still marked on the unit, not the one that "
           "made it lethal", rewriting(perform=_crediting_marked_damage("first"))),
    Mutant("kill-credited-to-largest-marked-damage", "ATTR-12",
           "the kill for lethal damage goes to whatever dealt the unit the most damage still marked on it",
           rewriting(perform=_crediting_marked_damage("largest"))),
    Mutant("spell-kill-not-credited", "ATTR-13",
           "a kill instruction of a spell kills, but the kill is attributed to nothing",
           patched((KILL, _instruction_kill(_spell_kill_uncredited)))),
    Mutant("ability-kill-only-the-ability", "ATTR-13",
           "an ability's kill is credited to the ability but not to the object that created it",
           patched((KILL, _instruction_kill(_ability_kill_ability_only)))),
    Mutant("ability-kill-only-the-object", "ATTR-13",
           "an ability's kill is the object's: the ability is not its source",
           patched((KILL, _instruction_kill(_ability_kill_object_only)))),
]
