"""Wrong engines for the damage and kill attribution rulings (ATTR-01 … ATTR-17).

Each one reads card text the way the oracle does and gets one part of 411, 417.6 or 428.5
wrong: who is responsible, what the damage or kill is attributed to, or what its source is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from rulespec.oracle import effects
from rulespec.oracle.events import Event
from rulespec.oracle.txn import Txn
from tests.mutants import Mutant, PatchedOracle, patched, replacing_entry, rewriting

Rewrite = Callable[[dict[str, Any], dict[str, Any], OracleAdapter], dict[str, Any]]


# --- who performs the actions of a spell or an ability (411.1) --------------------------------

def _responsible_owner(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, ops, **{**kw, "responsible": txn.obj(kw["this"]).owner})


def _responsible_active(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, ops, **{**kw, "responsible": txn.state.turn.active_player})


def _caster_performs_every_kill(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    run_effect(txn, tuple({k: v for k, v in op.items() if k != "performer"} for op in ops), **kw)


def _pending_forgotten(load_state: Callable[..., Any], doc: Any, **kw: Any) -> Any:
    return load_state({k: v for k, v in doc.items() if k != "pending"}, **kw)


def _priority_with_the_turn_player(after: Callable[..., Any], state: Any, action_type: str, player: str) -> Any:
    return replace(state, turn=replace(state.turn, priority=state.turn.active_player))


def _priority_with_who_acted(after: Callable[..., Any], state: Any, action_type: str, player: str) -> Any:
    return replace(state, turn=replace(state.turn, priority=player))


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


# --- an engine that copies the action into its events ("echo the action") ------------------
#
# The driver of a real engine that does not read card text: whatever a resolving spell or ability
# does is credited the way the action that put it on the chain reads, to the player who played or
# activated it (or, ``resolver``, to the player who sent the resolve action) and to "the spell",
# the card it names. Its damage and kills are changed before they happen, so that the engine's own
# "When you deal damage" abilities see them the same way.

#: What the current action puts into its events: cleared as each action starts.
_ECHO: dict[str, str | None] = {}


def _echoed(kinds: tuple[str, ...], event: Any) -> Any:
    if event.kind not in kinds or "card" not in _ECHO:
        return event
    card = _ECHO["card"]
    assert card is not None
    return replace(event, responsible=_ECHO["player"], source={"kind": "spell", "object": card}, attributed_to=(card,))


def _echo(kinds: tuple[str, ...], resolver: bool = False) -> Callable[[], OracleAdapter]:
    def remember(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
        _ECHO["card"] = kw["this"]
        if not resolver:
            _ECHO["player"] = kw["responsible"]
        run_effect(txn, ops, **kw)

    def happen(original: Callable[..., bool], txn: Any, event: Any) -> bool:
        return original(txn, _echoed(kinds, event))

    def cleanup_kill(original: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
        if "kill" in kinds and "card" in _ECHO:
            kw.update(responsible=_ECHO["player"], source={"kind": "spell", "object": _ECHO["card"]},
                      attributed_to=[_ECHO["card"]])
        return original(txn, object_id, **kw)

    class Echoing(PatchedOracle):
        patches = ((RUN_EFFECT, remember), ("rulespec.oracle.pipeline.happen", happen), (CLEANUP_KILL, cleanup_kill))

        def perform(self, action: dict[str, Any]) -> dict[str, Any]:
            _ECHO.clear()
            _ECHO["player"] = action.get("player")
            return super().perform(action)

    return Echoing


# --- "When you …" observers (411.4) and "… with <object>" (411.6) ------------------------------

TRIGGER_MEETS = "rulespec.oracle.triggers.meets"
MADE_WITH = "rulespec.oracle.triggers._made_with"


def _performer_is(who: Callable[[Any, Any], str | None]) -> Callable[..., bool]:
    """A trigger's "you" read as the player ``who(txn, record)`` names instead of the one
    responsible for the event."""

    def meets(original: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
        if record.cause is not None and (ability.definition.when or {}).get("performer"):
            record = replace(record, cause=replace(record.cause, responsible=who(txn, record)))
        return original(txn, record, ability)

    return meets


def _turn_player(txn: Any, record: Any) -> str | None:
    return str(txn.state.turn.active_player)


def _instructing_player(txn: Any, record: Any) -> str | None:
    """The controller of the spell or ability whose text the event comes from: for a unit told to
    deal damage, that of the spell that told it."""
    from rulespec.oracle.triggers import credited_controller

    told = (record.cause.source or {}).get("instructed_by")
    if told is not None:
        obj = txn.state.get(told)
        return obj.controller if obj is not None else None
    return credited_controller(txn, record) or record.cause.responsible


def _without(*fields: str, only_with: bool = False) -> Callable[..., bool]:
    """A trigger condition read without some of its fields (``only_with``: only in "… with" ones)."""

    def meets(original: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
        when = ability.definition.when or {}
        if not only_with or "with" in when:
            when = {k: v for k, v in when.items() if k not in fields}
            ability = replace(ability, definition=replace(ability.definition, when=when))
        return original(txn, record, ability)

    return meets


def _with_read_as(check: Callable[[Any, Any, Any, bool, bool, bool], bool]) -> Callable[..., bool]:
    """A "… with <object>" condition whose three requirements of 411.6 (the attribution to a fitting
    object, the control of the spell or ability, the responsibility) are combined by ``check(txn,
    record, ability, attributed, controls, responsible)`` instead of all three."""
    from rulespec.oracle.triggers import _fits, credited_controller

    def meets(original: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
        when = ability.definition.when or {}
        if "with" not in when or record.cause is None:
            return original(txn, record, ability)
        rest = {k: v for k, v in when.items() if k not in ("performer", "with")}
        if not original(txn, record, replace(ability, definition=replace(ability.definition, when=rest))):
            return False
        cause = record.cause
        attributed = any(_fits(txn, record, ability, when["with"], o) for o in cause.attributed_to or ())
        return check(txn, record, ability, attributed, credited_controller(txn, record) == ability.controller,
                     cause.responsible == ability.controller)

    return meets


def _only_while_resolving(original: Callable[..., bool], txn: Any, record: Any, ability: Any, want: Any) -> bool:
    """An action counts "with" a spell only while that spell resolves: once it is in the trash, the
    kill for its lethal damage at the next cleanup (428.5.c) does not."""
    source = (record.cause.source if record.cause is not None else None) or {}
    spell = txn.state.get(source.get("object", "")) if source.get("kind") == "spell" else None
    return original(txn, record, ability, want) and (spell is None or spell.zone == "chain")


def _controls_an_attributed_object(txn: Any, record: Any, ability: Any) -> bool:
    return any(o is not None and o.controller == ability.controller
               for o in map(txn.state.get, record.cause.attributed_to or ()))


def _counting_for(which: str) -> Callable[..., bool]:
    """A granted ability's action counted "with" one of its two objects only: ``printer``, the
    Equipment whose effect text grants it (the ability's source), or ``holder``, the unit."""

    def made_with(original: Callable[..., bool], txn: Any, record: Any, ability: Any, want: Any) -> bool:
        cause = record.cause
        source = (cause.source if cause is not None else None) or {}
        if cause is not None and source.get("kind") == "ability" and len(cause.attributed_to or ()) > 1:
            kept = tuple(o for o in cause.attributed_to if (o == source["object"]) == (which == "printer"))
            record = replace(record, cause=replace(cause, attributed_to=kept))
        return original(txn, record, ability, want)

    return made_with


def _granted_controlled_by_printer(original: Callable[..., str | None], txn: Any, record: Any) -> str | None:
    """The controller of a granted ability read as that of the card that printed it (the Equipment)."""
    source = (record.cause.source if record.cause is not None else None) or {}
    if source.get("kind") == "ability":
        obj = txn.state.get(source["object"])
        return obj.controller if obj is not None else None
    return original(txn, record)


def _ability_credited_to_nothing(origin: Callable[..., tuple[dict[str, Any], tuple[str, ...]]], state: Any,
                                 this: str, me: str, ability: str | None,
                                 *more: Any) -> tuple[dict[str, Any], tuple[str, ...]]:
    """What an ability's damage and kills come from, read as the ability alone: no object is
    credited with them, so nothing is done "with" the object that has the ability."""
    source, attributed = origin(state, this, me, ability, *more)
    return source, (attributed if source["kind"] == "spell" else ())


RUN_EFFECT = "rulespec.oracle.chain.run_effect"
DEAL = "rulespec.oracle.damage.deal_damage"
CLEANUP_KILL = "rulespec.oracle.cleanup.kill"
KILL = "rulespec.oracle.zones.kill"


# --- more misreadings: the owner taken for the controller ----------------------------------------

def _owner_of_the_dealer(events: list[Event], txn: Txn) -> list[Event]:
    out = []
    for e in events:
        dealer = txn.state.get((e.source or {}).get("object", "")) if (e.source or {}).get("kind") == "object" else None
        out.append(replace(e, responsible=dealer.owner) if e.kind == "damage" and dealer is not None else e)
    return out


def _instructed_by_owner(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], subject: str,
                         ctx: Any) -> list[Event]:
    return _owner_of_the_dealer(original(txn, op, subject, ctx), txn)


def _each_kills_what_they_own(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], subject: str,
                              ctx: Any) -> list[Event]:
    events = original(txn, op, subject, ctx)
    obj = txn.state.get(subject)
    if op.get("performer") == "its_controller" and obj is not None:
        return [replace(e, responsible=obj.owner) for e in events]
    return events


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
    Mutant("ability-credits-no-object", "ATTR-05",
           "an ability's damage and kills are the ability's alone, credited to no object, not even the one that "
           "has it", patched(("rulespec.oracle.pipeline.origin", _ability_credited_to_nothing))),
    # --- echo the action (issue 9) ---
    Mutant("echo-the-action", "ATTR-04",
           "a driver that copies the action into its events: every damage and kill of what resolves is the "
           "spell's, the card played or activated, and the player's who played or activated it",
           _echo(("damage", "kill"))),
    Mutant("echo-the-action-into-damage", "ATTR-05",
           "the damage of whatever resolves is credited to the card that was played or activated, as a spell, "
           "and to its player", _echo(("damage",))),
    Mutant("echo-the-action-into-kills", "ATTR-13",
           "the kills of whatever resolves are credited to the card that was played or activated, as a spell, "
           "and to its player", _echo(("kill",))),
    Mutant("echo-the-caster-into-each-kill", "ATTR-03",
           "a spell's kills are all its caster's, as the play action says, even those another player performs",
           _echo(("kill",))),
    Mutant("echo-the-resolve-action", "ATTR-01",
           "what resolves is done by the player who sent the resolve action, copied into its damage and kills",
           _echo(("damage", "kill"), resolver=True)),
    # --- observers: "When you deal damage", "When you kill" (411.4) ---
    Mutant("you-means-the-turn-player", "ATTR-01",
           "\"When you deal damage\" fires for any damage dealt on your turn", patched((TRIGGER_MEETS,
                                                                                   _performer_is(_turn_player)))),
    Mutant("observers-ignore-responsibility", "ATTR-01",
           "\"When you deal damage\" fires for any damage, whoever is responsible for it",
           patched((TRIGGER_MEETS, _without("performer")))),
    Mutant("you-kill-means-your-spell-asked", "ATTR-03",
           "\"When you kill\" fires for every kill your spell asked for, even one another player performs",
           patched((TRIGGER_MEETS, _performer_is(_instructing_player)))),
    Mutant("challenge-damage-seen-as-the-casters", "ATTR-07",
           "\"When you deal damage\" sees both directions of Challenge as the damage of the player who played it",
           patched((TRIGGER_MEETS, _performer_is(_instructing_player)))),
    # --- "… with <object>" (411.6) ---
    Mutant("with-checks-attribution-only", "ATTR-14",
           "an action \"with a spell\" is any action attributed to a spell, whoever controls the spell or "
           "performs the action", patched((TRIGGER_MEETS, _with_read_as(lambda *a: a[3])))),
    Mutant("with-ignores-control", "ATTR-14",
           "an action \"with a spell\" needs the attribution and the responsibility, not control of the spell",
           patched((TRIGGER_MEETS, _with_read_as(lambda *a: a[3] and a[5])))),
    Mutant("with-ignores-responsibility", "ATTR-14",
           "an action \"with a spell\" needs the attribution and control of the spell, not responsibility",
           patched((TRIGGER_MEETS, _with_read_as(lambda *a: a[3] and a[4])))),
    Mutant("with-requirements-as-alternatives", "ATTR-14",
           "attribution, control and responsibility are alternatives: any one makes an action \"with\" an object",
           patched((TRIGGER_MEETS, _with_read_as(lambda *a: a[3] or a[4] or a[5])))),
    Mutant("with-a-spell-only-while-it-resolves", "ATTR-14",
           "a kill is made \"with a spell\" only while the spell resolves, not the kill for its lethal damage at "
           "the cleanup right after it", patched((MADE_WITH, _only_while_resolving))),
    Mutant("granted-ability-counts-for-the-equipment-only", "ATTR-15",
           "an ability granted by an Equipment's effect text is the Equipment's: its actions are not made with "
           "the unit that has it", patched((MADE_WITH, _counting_for("printer")))),
    Mutant("granted-ability-counts-for-the-unit-only", "ATTR-15",
           "an ability granted by an Equipment's effect text is the unit's: its actions are not made with the "
           "Equipment", patched((MADE_WITH, _counting_for("holder")))),
    Mutant("granted-ability-controlled-by-the-equipments-controller", "ATTR-15",
           "an ability an Equipment grants is controlled by the Equipment's controller in \"with\" checks, "
           "not by the unit's", patched(("rulespec.oracle.triggers.credited_controller",
                                         _granted_controlled_by_printer))),
    Mutant("shared-attribution-shares-the-kill", "ATTR-15",
           "the controller of an Equipment that a kill is attributed to counts as controlling the ability and "
           "as responsible for the kill, so the kill is made with the Equipment by them too",
           patched((TRIGGER_MEETS, _with_read_as(lambda txn, record, ability, attributed, controls, responsible:
                                                  attributed and ((controls and responsible)
                                                                  or _controls_an_attributed_object(txn, record,
                                                                                                    ability)))))),
    Mutant("priority-stays-with-the-turn-player", "ATTR-07",
           "the turn player always has priority, even with the opponent's triggered ability on top of the chain "
           "(337.1.c.3: the controller of the newest item has it)",
           patched(("rulespec.oracle.priority.after", _priority_with_the_turn_player))),
    Mutant("priority-stays-with-who-acted", "ATTR-07",
           "the player who took the last action has priority, as in Magic after a cast (117.3c), not the controller "
           "of the newest item on the chain (337.1.c.3)", patched(("rulespec.oracle.priority.after",
                                                                    _priority_with_who_acted))),
    Mutant("pending-triggers-forgotten", "ATTR-01",
           "a triggered ability the state holds as waiting to go on the chain is dropped when the state is read: "
           "only what is already on the chain counts (383.4, 329.1)",
           patched(("rulespec.oracle.load_state", _pending_forgotten))),
    Mutant("instructed-damage-by-the-dealers-owner", "ATTR-06",
           "the unit told to deal damage deals it for its owner: its owner is responsible, not its controller",
           replacing_entry(effects.OPERATIONS, "deal_damage", _instructed_by_owner)),
    Mutant("challenge-damage-by-the-owners", "ATTR-07",
           "each unit of a Challenge deals its damage for its owner, who is responsible for it",
           replacing_entry(effects.OPERATIONS, "deal_damage_to_each_other", _instructed_by_owner)),
    Mutant("each-player-kills-what-they-own", "ATTR-03",
           "\"each player kills the chosen unit they control\": the unit's owner performs its kill",
           replacing_entry(effects.OPERATIONS, "kill", _each_kills_what_they_own)),
]


# --- red-team additions -------------------------------------------------------------------------

from rulespec.oracle import zones as _zones  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.layers import is_unit as _is_unit  # noqa: E402
from rulespec.oracle.layers import might as _might  # noqa: E402
from rulespec.oracle.pipeline import happen as _happen  # noqa: E402


def _kill_by_the_victims_controller(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any],
                                    subject: str, ctx: Any) -> list[Event]:
    obj = txn.state.get(subject)
    return [replace(e, responsible=obj.controller) if e.kind == "kill" and obj is not None else e
            for e in original(txn, op, subject, ctx)]


def _instructed_damage_also_the_spells(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any],
                                       to: str, ctx: Any) -> list[Event]:
    events = original(txn, op, to, ctx)
    return [replace(e, attributed_to=(e.source["object"], ctx.this))
            if e.source is not None and e.source.get("kind") == "object" and ctx.this != e.source["object"] else e
            for e in events]


def _cleanup_recall_by_its_controller(action: dict[str, Any], result: dict[str, Any],
                                      adapter: OracleAdapter) -> dict[str, Any]:
    if not result.get("accepted"):
        return result
    controllers = {o["id"]: o.get("controller", o.get("owner")) for o in adapter.snapshot()["objects"]}
    for e in result["events"]:
        if e.get("type") == "recall" and e.get("cause") == "cleanup" and e.get("object") in controllers:
            e["responsible"] = controllers[e["object"]]
    return result


def _challenge_one_way_then_check(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any],
                                  first: str, ctx: Any) -> list[Event]:
    """The first unit deals its damage, lethal damage is checked, and only a survivor deals back."""
    events = original(txn, op, first, ctx)
    if len(events) != 2:
        return events
    strike, back = events
    _happen(txn, strike)
    hit = txn.state.get(strike.object)
    if hit is not None and hit.on_board and _is_unit(hit) and hit.damage > 0 \
            and hit.damage >= (_might(txn.state, hit) or 0):
        _zones.kill(txn, hit.id, responsible=strike.responsible, source=strike.source,
                    attributed_to=[strike.source["object"]] if strike.source else None)
        return []
    return [back]


def _move_forgets_the_marks(original: Callable[..., None], txn: Txn, object_id: str, to: str) -> None:
    original(txn, object_id, to)
    txn.update(object_id, damage_by=())


MUTANTS += [
    Mutant("kill-instruction-by-the-victims-controller", "ATTR-01",
           "a unit killed by a spell is taken to be put into the trash by its own controller, as a sacrifice: "
           "the victim's controller is responsible for the kill (411.1: the player who performs it, the spell's "
           "controller)", replacing_entry(effects.OPERATIONS, "kill", _kill_by_the_victims_controller)),
    Mutant("instructed-damage-credited-to-the-instructing-spell", "ATTR-06",
           "the unit a spell tells to deal damage is its source, and the damage is credited to the spell that "
           "told it as well (417.6.b.3: only that unit is the source)",
           replacing_entry(effects.OPERATIONS, "deal_damage", _instructed_damage_also_the_spells)),
    Mutant("cleanup-recall-responsible-its-controller", "ATTR-02",
           "the cleanup's corrective recall is done for the player whose card goes home: its controller is "
           "responsible (411.2: a game procedure's action has no responsible player)",
           rewriting(perform=_cleanup_recall_by_its_controller)),
    Mutant("challenge-kills-between-the-deals", "ATTR-07",
           "\"they deal damage to each other\" read as one after the other, with the check for lethal damage in "
           "between: a unit the friendly unit kills deals no damage back (the Mights are read before; 417.1.b, "
           "320-321: no cleanup while the spell resolves)",
           replacing_entry(effects.OPERATIONS, "deal_damage_to_each_other", _challenge_one_way_then_check)),
    Mutant("damage-marks-forgotten-on-move", "ATTR-09",
           "a move puts the unit down fresh at its new location: its damage stays, but who marked it is "
           "forgotten (142.3.a, 446.2: a move is not a zone change; the marks stay)",
           patched(("rulespec.oracle.movement.move", _move_forgets_the_marks))),
]


# --- second red-team round: ATTR-10, ATTR-12 --------------------------------------------------

from rulespec.oracle import cleanup as _cleanup  # noqa: E402 (this block is appended; see the module's head)


def _note_new_damage(original: Callable[..., Any], txn: Txn, amount: int, to: str, *args: Any, **kwargs: Any) -> Any:
    result = original(txn, amount, to, *args, **kwargs)
    fresh: dict[str, int] = txn.__dict__.setdefault("_fresh_damage", {})
    fresh[to] = fresh.get(to, 0) + amount
    return result


def _lethal_by_fresh_damage(original: Callable[[Txn], None], txn: Txn) -> None:
    # lethal read as "the damage just dealt is at least the Might": the damage marked before is left out
    fresh: dict[str, int] = txn.__dict__.get("_fresh_damage", {})
    kept = {}
    for obj in list(txn.state.board()):
        if obj.damage > 0:
            kept[obj.id] = obj.damage
            txn.update(obj.id, damage=fresh.get(obj.id, 0))
    original(txn)
    for object_id, damage in kept.items():
        if txn.obj(object_id).on_board:
            txn.update(object_id, damage=damage)


class _FreshDamageLethal(PatchedOracle):
    patches = (("rulespec.oracle.damage.deal_damage", _note_new_damage),)
    entries = ((_cleanup.STEPS, "lethal_damage", _lethal_by_fresh_damage),)


def _cleanup_kill_without_responsible(original: Callable[..., bool], txn: Txn, object_id: str, *,
                                      responsible: str | None, source: dict[str, Any],
                                      attributed_to: list[str] | None = None, **more: Any) -> bool:
    return original(txn, object_id, responsible=None, source=source, attributed_to=attributed_to, **more)


MUTANTS += [
    Mutant("lethal-counts-the-fresh-damage-only", "ATTR-12",
           "lethal damage is checked on the damage just dealt: a spell's 3 damage does not kill a Might-5 "
           "unit that already had 2 (142.4: the damage marked on the unit, all of it)",
           _FreshDamageLethal),
    Mutant("lethal-kill-credited-without-a-responsible-player", "ATTR-10",
           "the cleanup's kill for lethal damage is credited to the spell that dealt the damage, but, the "
           "cleanup being a game procedure, no player is responsible for it (428.5.c: the player responsible "
           "for the damage is)",
           patched(("rulespec.oracle.cleanup.kill", _cleanup_kill_without_responsible))),
]


def _made_with_any_effect(original: Callable[..., bool], txn: Txn, record: Any, ability: Any, want: Any) -> bool:
    # "with a spell" read as "with an effect": any spell or ability it is attributed to will do
    from rulespec.oracle import triggers

    if want == {"type": "spell"}:
        attributed = (record.cause.attributed_to if record.cause is not None else None) or ()
        return bool(attributed) and triggers.credited_controller(txn, record) == ability.controller
    return original(txn, record, ability, want)


MUTANTS += [
    Mutant("with-a-spell-means-with-any-effect", "ATTR-14",
           "'kill a unit with a spell' is read as 'with an effect': a kill attributed to an ability, a gear's "
           "or a unit's, meets it as well (411.6: attributed to a spell)",
           patched(("rulespec.oracle.triggers._made_with", _made_with_any_effect))),
]


# --- round 3 ------------------------------------------------------------------------------

def _each_players_kill_without_source(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any],
                                      subject: str, ctx: Any) -> list[Event]:
    events = original(txn, op, subject, ctx)
    if op.get("performer") != "its_controller":
        return events
    return [replace(e, source=None) if e.kind == "kill" else e for e in events]


def _instructed_the_other_way(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], to: str,
                              ctx: Any) -> list[Event]:
    # "The first deals N damage to the second" read backwards: the second deals it to the first
    dealer = ctx.refs.get(op["by"]) if "by" in op else None
    if dealer is None or "object" not in op:
        return original(txn, op, to, ctx)
    return original(txn, {**op, "by": op["object"]}, dealer, ctx)


def _instructed_for_its_might(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], to: str,
                              ctx: Any) -> list[Event]:
    # "The first deals N damage": the dealer deals damage equal to its Might, as in a Challenge
    from rulespec.oracle.layers import might

    dealer = txn.state.get(ctx.refs[op["by"]] or "") if "by" in op else None
    if dealer is None:
        return original(txn, op, to, ctx)
    return original(txn, {**op, "amount": max(might(txn.state, dealer) or 0, 0)}, to, ctx)


def _printed_might(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    return None if original(state, obj) is None else obj.traits.might


def _might_without_buff(original: Callable[..., int | None], state: Any, obj: Any) -> int | None:
    total = original(state, obj)
    return None if total is None else total - obj.counter("buff")


def _unit_ability_is_the_unit(kind: str) -> Callable[..., list[Event]]:
    """An ability of a unit read as the unit itself doing it: the unit is the source (as in 417.6.b.3)."""

    def propose(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], subject: str,
                ctx: Any) -> list[Event]:
        from rulespec.oracle.layers import is_unit

        events = original(txn, op, subject, ctx)
        holder = txn.state.get(ctx.this)
        if ctx.source.get("kind") != "ability" or holder is None or not is_unit(holder):
            return events
        return [replace(e, source={"kind": "object", "object": ctx.this}, attributed_to=(ctx.this,))
                if e.kind == kind and e.source == ctx.source else e for e in events]

    return propose


def _combat_kill_by_survivors(original: Callable[..., bool], txn: Txn, object_id: str, *,
                              responsible: str | None, source: dict[str, Any],
                              attributed_to: list[str] | None = None, **more: Any) -> bool:
    if source.get("kind") == "combat" and attributed_to:
        alive = [i for i in attributed_to if (o := txn.state.get(i)) is not None and o.on_board]
        attributed_to = alive or None
    return original(txn, object_id, responsible=responsible, source=source, attributed_to=attributed_to, **more)


MUTANTS += [
    Mutant("each-players-kill-has-no-source", "ATTR-03",
           "a kill each player performs as the spell tells them is their own action, so it gets no source; it "
           "is still credited to the spell (428.5.b: a kill instruction's kill comes from its spell, whoever "
           "performs it)",
           replacing_entry(effects.OPERATIONS, "kill", _each_players_kill_without_source)),
    Mutant("instructed-damage-dealt-by-the-second-unit", "ATTR-06",
           "'Choose two units. The first deals N damage to the second' is read with the roles swapped: the "
           "second chosen unit deals the damage to the first (417.6.b.3: the unit the text tells to deal it)",
           patched(("rulespec.oracle.effects._deal", _instructed_the_other_way))),
    Mutant("instructed-damage-equal-to-the-dealers-might", "ATTR-06",
           "a unit told to deal N damage deals damage equal to its Might, as a unit does in a Challenge or in "
           "combat (417.6.b.3: the unit is the source of the damage the text says, N)",
           patched(("rulespec.oracle.effects._deal", _instructed_for_its_might))),
    Mutant("challenge-uses-printed-might", "ATTR-07",
           "Challenge's units deal damage equal to their printed Might: a buff or an Equipment's Might Bonus "
           "is left out (the ruling: damage equal to their might, their current Might)",
           patched(("rulespec.oracle.effects.might", _printed_might))),
    Mutant("lethal-ignores-the-buff", "ATTR-10",
           "the cleanup checks lethal damage against the unit's Might without its buff, so a buffed unit dies "
           "of damage equal to its unbuffed Might (the ruling's lethal damage: at least its current Might)",
           patched(("rulespec.oracle.cleanup.might", _might_without_buff))),
    Mutant("unit-ability-kill-is-the-units-own", "ATTR-13",
           "a kill by a unit's ability is taken for the unit killing, as when text tells a unit to deal "
           "damage: the unit is its source, not the ability (428.5.d: the kill is the ability's, and also "
           "the unit's)",
           replacing_entry(effects.OPERATIONS, "kill", _unit_ability_is_the_unit("kill"))),
    Mutant("unit-ability-damage-is-the-units-own", "ATTR-05",
           "damage dealt by a unit's ability is taken for the unit dealing it: the unit is its source, not "
           "the ability (417.6.b.2.a: the ability is the source, counted as the unit too)",
           replacing_entry(effects.OPERATIONS, "deal_damage", _unit_ability_is_the_unit("damage"))),
    Mutant("combat-kill-credits-only-surviving-sources", "ATTR-11",
           "the combat cleanup credits a kill to those of the damage's sources still on the board when it "
           "kills, so a unit killed in the same cleanup gets no credit (428.5.c.2: the sources of the combat "
           "damage)",
           patched(("rulespec.oracle.cleanup.kill", _combat_kill_by_survivors))),
]


def _stunned_deal_nothing(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], subject: str,
                          ctx: Any) -> list[Event]:
    """Damage a unit is the source of is not dealt while that unit is stunned, as in combat."""
    events = original(txn, op, subject, ctx)
    kept = []
    for e in events:
        dealer = txn.state.get(e.source["object"]) if e.kind == "damage" and e.source and \
            e.source.get("kind") == "object" else None
        if dealer is None or "stunned" not in dealer.states:
            kept.append(e)
    return kept


def _granted_damage_the_equipments(original: Callable[..., list[Event]], txn: Txn, op: dict[str, Any], to: str,
                                   ctx: Any) -> list[Event]:
    # the damage of an ability an Equipment grants is read as the Equipment's: its printer only
    events = original(txn, op, to, ctx)
    if ctx.source.get("kind") != "ability" or len(ctx.attributed) < 2:
        return events
    return [replace(e, attributed_to=(ctx.this,)) if e.kind == "damage" and e.source == ctx.source else e
            for e in events]


MUTANTS += [
    Mutant("stunned-unit-deals-no-challenge-damage", "ATTR-07",
           "a stunned unit chosen for Challenge deals no damage, stun read as stopping all the damage a unit "
           "deals (423.1.b: it stops combat damage only; Challenge's damage is not combat damage)",
           replacing_entry(effects.OPERATIONS, "deal_damage_to_each_other", _stunned_deal_nothing)),
    Mutant("stunned-unit-deals-no-instructed-damage", "ATTR-06",
           "a stunned unit told to deal damage deals none, stun read as stopping all the damage a unit deals "
           "(423.1.b covers combat damage; 417.6.b.3: the unit deals the damage the text says)",
           replacing_entry(effects.OPERATIONS, "deal_damage", _stunned_deal_nothing)),
    Mutant("granted-ability-damage-credited-to-the-equipment-only", "ATTR-15",
           "damage dealt by an ability an Equipment's effect text grants is credited to the Equipment alone, "
           "its printer, though the kills of that ability are credited to both (411.6.a, 136.2.c: it counts "
           "for the unit and for the Equipment)",
           patched(("rulespec.oracle.effects._deal", _granted_damage_the_equipments))),
]


# --- round 4 ------------------------------------------------------------------------------

from rulespec.oracle.txn import Dealt as _Dealt  # noqa: E402 (this block is appended; see the module's head)


def _lethal_credited_to_the_marker(original: Callable[..., Any], txn: Txn) -> None:
    """Before the lethal check, give a unit no deal of this action reached the deal of the player
    who marked most of its damage, as if the marked damage carried the kill."""
    for obj in txn.state.board():
        if obj.damage > 0 and obj.id not in txn.damage_by and obj.marked_by:
            player, _ = max(obj.marked_by, key=lambda part: part[1])
            if player is not None:
                txn.damage_by[obj.id] = [_Dealt(player, {"kind": "rule"}, ())]
    original(txn)


def _only_the_first_kill_credited(original: Callable[..., Any], txn: Txn, object_id: str, *,
                                  responsible: str | None, source: dict[str, Any],
                                  attributed_to: list[str] | None = None, **more: Any) -> bool:
    """The cleanup's bookkeeping of this action's deals is used up by its first kill: the next
    units it kills are killed with no deal to credit."""
    if source.get("kind") == "rule":
        return bool(original(txn, object_id, responsible=responsible, source=source, attributed_to=attributed_to,
                             **more))
    if getattr(txn, "mutant_kill_credited", False):
        return bool(original(txn, object_id, responsible=None, source={"kind": "rule"}))
    txn.mutant_kill_credited = True  # type: ignore[attr-defined]
    return bool(original(txn, object_id, responsible=responsible, source=source, attributed_to=attributed_to,
                         **more))


def _ability_performed_by_its_sources_controller(run_effect: Callable[..., None], txn: Any, ops: Any,
                                                 **kw: Any) -> None:
    holder = txn.state.get(kw.get("me")) if kw.get("ability") and kw.get("me") else None
    if holder is not None and holder.on_board:
        kw = {**kw, "responsible": holder.controller}
    run_effect(txn, ops, **kw)


def _granted_ability_performed_by_the_equipments_controller(run_effect: Callable[..., None], txn: Any, ops: Any,
                                                            **kw: Any) -> None:
    this, me = kw.get("this"), kw.get("me")
    card = txn.state.get(this) if kw.get("ability") and this and me and this != me else None
    if card is not None and card.on_board:
        kw = {**kw, "responsible": card.controller}
    run_effect(txn, ops, **kw)


def _unit_ability_credited_to_its_attachments(origin: Callable[..., Any], state: Any, this: str, me: str,
                                              ability: str | None, delayed: str | None = None) -> Any:
    source, attributed = origin(state, this, me, ability, delayed)
    if ability and delayed is None and this == me:
        attributed = tuple(sorted({*attributed, *(a.id for a in state.attachments_of(me))}))
    return source, attributed


MUTANTS += [
    Mutant("might-drop-kill-by-the-damage-marker", "ATTR-12",
           "a unit that dies at a cleanup because its Might dropped is killed by the player whose damage is "
           "marked on it, as if marked damage carried the kill (the source: earlier damage still marked "
           "earns no credit; 428.5.c credits only a deal made just before that cleanup)",
           replacing_entry(_cleanup.STEPS, "lethal_damage", _lethal_credited_to_the_marker)),
    Mutant("only-the-first-cleanup-kill-credited", "ATTR-11",
           "the deals of an action are credited to the first kill of its cleanup and then forgotten: when "
           "several units die at once, the others' kills are no one's (428.5.c.2: every kill in the combat "
           "cleanup is credited to the sources of the combat damage)",
           patched(("rulespec.oracle.cleanup.kill", _only_the_first_kill_credited))),
    Mutant("ability-performed-by-its-sources-controller", "ATTR-01",
           "an ability on the chain is performed by whoever controls its source when it resolves, so a change "
           "of control of the gear makes the new controller responsible (411.1, 191.4.b: the player who "
           "activated it controls the ability and performs what it does)",
           patched(("rulespec.oracle.chain.run_effect", _ability_performed_by_its_sources_controller))),
    Mutant("granted-ability-performed-by-the-equipments-controller", "ATTR-15",
           "the actions of an ability an Equipment grants are performed by the Equipment's controller, the "
           "card that printed it (411.1, 191.4.a: the unit's controller controls the granted ability and is "
           "responsible)",
           patched(("rulespec.oracle.chain.run_effect", _granted_ability_performed_by_the_equipments_controller))),
    Mutant("unit-ability-credited-to-its-attachments", "ATTR-13",
           "a unit's own ability is credited to the Equipment attached to it as well, the stack taken for one "
           "object (428.5.d: an ability's kill is credited to the object that created it; the Equipment "
           "created only what its effect text grants)",
           patched(("rulespec.oracle.pipeline.origin", _unit_ability_credited_to_its_attachments))),
]


def _control_change_forgets_the_marks(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    before = txn.obj(object_id).controller
    original(txn, object_id, to)
    if before != to and txn.obj(object_id).damage:
        txn.update(object_id, damage_by=())


MUTANTS += [
    Mutant("control-change-forgets-who-marked-the-damage", "ATTR-09",
           "a unit that changes control keeps its damage but no longer who marked it, the marks taken to be "
           "kept per controller (142.3.a: the damage stays marked by the player responsible for its deal)",
           patched(("rulespec.oracle.control.change_control", _control_change_forgets_the_marks))),
]


def _response_credited_to_the_answered_spell(origin: Callable[..., Any], state: Any, this: str, me: str,
                                             ability: str | None, delayed: str | None = None) -> Any:
    source, attributed = origin(state, this, me, ability, delayed)
    below = next((item for item in state.chain if item.kind == "spell" and item.source != this), None)
    if source.get("kind") == "spell" and below is not None:
        return {"kind": "spell", "object": below.source}, (below.source,)
    return source, attributed


MUTANTS += [
    Mutant("response-damage-credited-to-the-spell-it-answers", "ATTR-04",
           "a spell played in answer to another is taken for part of the spell it answers: its damage is "
           "attributed to the first spell on the chain (417.6.a: the effect that deals the damage is its source)",
           patched(("rulespec.oracle.pipeline.origin", _response_credited_to_the_answered_spell))),
]


# --- round 6: literal engines, imperfect set-ups, report lies, three players -----------------

from rulespec.oracle.events import Event as _Event  # noqa: E402 (this block is appended)
from tests.mutants.counters import loading as _loading  # noqa: E402


def _load_damage_by_dropped(doc: dict[str, Any]) -> None:
    for obj in doc.get("objects", []):
        obj.pop("damage_by", None)


def _load_battlefield_damage_dropped(doc: dict[str, Any]) -> None:
    for obj in doc.get("objects", []):
        if str(obj.get("location", "")).startswith("battlefield:") and obj.get("damage"):
            obj.pop("damage", None)
            obj.pop("damage_by", None)


def _dropping(event_type: str, field: str) -> Callable[[dict[str, Any], dict[str, Any], Any], dict[str, Any]]:
    """A perform rewrite leaving an optional field out of every event of one type."""

    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
        if result.get("accepted"):
            for event in result["events"]:
                if event.get("type") == event_type:
                    event.pop(field, None)
        return result

    return rewrite


def _damage_reported_twice(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        out: list[dict[str, Any]] = []
        for event in result["events"]:
            out.append(event)
            if event.get("type") == "damage":
                out.append(dict(event))
        result["events"] = out
    return result


def _second_deal_unsourced(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        deals = [e for e in result["events"] if e.get("type") == "damage"]
        for event in deals[1:]:
            event.pop("source", None)
            event.pop("responsible", None)
            event.pop("attributed_to", None)
    return result


def _two_player_responsibility(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """Responsibility kept as "A's" or "the opponent's": any other player reads as B."""
    if result.get("accepted"):
        for event in result["events"]:
            if event.get("type") in ("damage", "kill") and event.get("responsible") not in (None, "A", "B"):
                event["responsible"] = "B"
    return result


def _instructed_at_battlefield_by_the_caster(original: Callable[..., Any], txn: Txn, op: dict[str, Any], to: str,
                                             ctx: Any) -> list[_Event]:
    events: list[_Event] = original(txn, op, to, ctx)
    by = ctx.refs[op["by"]] if "by" in op else None
    dealer = txn.state.get(by) if by is not None else None
    if dealer is not None and str(dealer.location or "").startswith("battlefield:"):
        return [replace(e, responsible=ctx.responsible) for e in events]
    return events


def _each_kill_by_the_casters_opponent(original: Callable[..., Any], txn: Txn, op: dict[str, Any], subject: str,
                                       ctx: Any) -> list[_Event]:
    events: list[_Event] = original(txn, op, subject, ctx)
    if op.get("performer") != "its_controller" or ctx.responsible is None:
        return events
    obj = txn.state.get(subject)
    if obj is None or obj.controller == ctx.responsible:
        return events
    other = "B" if ctx.responsible == "A" else "A"
    return [replace(e, responsible=other) for e in events]


MUTANTS += [
    Mutant("setup-ignores-who-marked-the-damage", "ATTR-09",
           "the engine loads a unit's damage as a number only: who marked it is not read from the initial "
           "state, and all of it is no player's (damage stays marked with its responsible player)",
           _loading(_load_damage_by_dropped)),
    Mutant("setup-ignores-damage-at-battlefields", "ATTR-12",
           "the set-up reads marked damage only for units in a base (the example's place): a unit loaded "
           "at a battlefield starts undamaged", _loading(_load_battlefield_damage_dropped)),
    Mutant("kill-reported-without-responsible", "ATTR-10",
           "the kill event leaves out the player responsible (an optional field the engine never fills)",
           rewriting(perform=_dropping("kill", "responsible"))),
    Mutant("damage-reported-without-attribution", "ATTR-04",
           "the damage event leaves out what the damage is attributed to (the engine reports the source "
           "only)", rewriting(perform=_dropping("damage", "attributed_to"))),
    Mutant("damage-reported-twice", "ATTR-09",
           "each deal is reported twice, once as it is dealt and once as it is marked",
           rewriting(perform=_damage_reported_twice)),
    Mutant("second-deal-reported-without-source", "ATTR-07",
           "when an action deals damage twice (the Challenge's two directions), only the first deal is "
           "reported with its source and responsible player", rewriting(perform=_second_deal_unsourced)),
    Mutant("responsibility-kept-as-a-or-opponent", "ATTR-01",
           "two-player thinking: responsibility is stored as A's or the opponent's, so a third player's "
           "action is reported as B's", rewriting(perform=_two_player_responsibility)),
    Mutant("instructed-damage-at-a-battlefield-by-the-caster", "ATTR-06",
           "a unit told to deal damage from a battlefield (not its base, as in the example) deals it for "
           "the spell's controller (the unit's controller is responsible wherever it is)",
           replacing_entry(effects.OPERATIONS, "deal_damage", _instructed_at_battlefield_by_the_caster)),
    Mutant("each-players-kill-by-the-casters-opponent", "ATTR-03",
           "two-player thinking: a kill the spell tells the other players to perform is credited to the "
           "caster's opponent (B for A), whoever controls the unit",
           replacing_entry(effects.OPERATIONS, "kill", _each_kill_by_the_casters_opponent)),
]


def _load_third_players_damage_as_bs(doc: dict[str, Any]) -> None:
    for obj in doc.get("objects", []):
        parts = obj.get("damage_by")
        if not parts:
            continue
        merged: dict[Any, int] = {}
        for part in parts:
            player = part["player"] if part["player"] in (None, "A", "B") else "B"
            merged[player] = merged.get(player, 0) + part["amount"]
        obj["damage_by"] = [{"player": p, "amount": n} for p, n in merged.items()]


def _kill_reported_twice(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    if result.get("accepted"):
        out: list[dict[str, Any]] = []
        for event in result["events"]:
            out.append(event)
            if event.get("type") == "kill":
                out.append(dict(event))
        result["events"] = out
    return result


MUTANTS += [
    Mutant("setup-reads-a-third-players-damage-as-bs", "ATTR-09",
           "two-player thinking in the set-up: damage marked by a player other than A or B is loaded as B's "
           "(damage stays marked with the player responsible, whoever that is)",
           _loading(_load_third_players_damage_as_bs)),
    Mutant("kill-reported-twice", "ATTR-13",
           "a kill is reported twice, once for the instruction and once as the unit goes to the trash",
           rewriting(perform=_kill_reported_twice)),
]


def _lethal_at_exactly_might(original: Callable[..., Any], txn: Txn) -> None:
    """The oracle's lethal check, with "damage equal to its Might" read literally: a unit dealt
    more than its Might is not killed."""
    from rulespec.oracle.layers import is_unit, might

    kill = _cleanup.kill

    doomed = [obj.id for obj in txn.state.board()
              if obj.damage > 0 and is_unit(obj) and might(txn.state, obj) == obj.damage]
    with txn.simultaneously():
        for object_id in doomed:
            deals = txn.damage_by.get(object_id)
            if not deals:
                kill(txn, object_id, responsible=None, source={"kind": "rule"})
            else:
                last = deals[-1]
                kill(txn, object_id, responsible=last.responsible, source=last.source,
                     attributed_to=list(last.attributed_to), controller=last.controller)


MUTANTS += [
    Mutant("lethal-only-at-exactly-might", "ATTR-12",
           "the example's unit dies with damage equal to its Might: the engine kills only at exactly its "
           "Might, and a unit dealt more survives (lethal is damage equal to or more than its Might)",
           replacing_entry(_cleanup.STEPS, "lethal_damage", _lethal_at_exactly_might)),
]


# --- round 7 (r7rest) --------------------------------------------------------------------------



def _performer_is_the_sources_controller(original: Callable[..., Any], txn: Txn, record: Any, ability: Any) -> bool:
    """"When you deal damage" reads the controller of the object the damage came from, not the
    player responsible for it (411.1)."""
    cause = record.cause
    if cause is not None and "performer" in (ability.definition.when or {}) and cause.source \
            and "object" in cause.source:
        obj = record.last_known.get(cause.source["object"]) or txn.state.get(cause.source["object"])
        if obj is not None:
            record = replace(record, cause=replace(cause, responsible=obj.controller))
    return bool(original(txn, record, ability))


def _credited_to_the_sources_owner(original: Callable[..., Any], txn: Txn, record: Any) -> str | None:
    """The controller of a spell or ability, for "with", read as the owner of its source card."""
    controller = original(txn, record)
    source = (record.cause.source if record.cause is not None else None) or {}
    if controller is None or "object" not in source:
        return controller
    obj = record.last_known.get(source["object"]) or txn.state.get(source["object"])
    return obj.owner if obj is not None else controller


def _taker_gets_the_marks(original: Callable[..., Any], txn: Txn, object_id: str, to: str) -> None:
    """The damage marked on a unit that changes control is handed to its new controller."""
    original(txn, object_id, to)
    obj = txn.obj(object_id)
    if obj.damage and any(p is not None for p, _ in obj.marked_by):
        txn.update(object_id, damage_by=((to, obj.damage),))


MUTANTS += [
    Mutant("performer-is-the-sources-controller", "ATTR-01",
           "\"when you deal damage\" is checked against the controller of the object the damage came from, "
           "not the player responsible for the damage (411.1, ATTR-01: that responsibility)",
           patched(("rulespec.oracle.triggers.meets", _performer_is_the_sources_controller))),
    Mutant("with-reads-the-sources-owner", "ATTR-14",
           "the control part of a \"with\" check reads the owner of the spell's or ability's source card, not "
           "who controls the spell or ability (411.6)",
           patched(("rulespec.oracle.triggers.credited_controller", _credited_to_the_sources_owner))),
    Mutant("control-change-hands-the-damage-marks-to-the-taker", "ATTR-09",
           "the damage on a unit that changes control becomes its new controller's, as if marked by them "
           "(142.3.a: it stays linked to the player responsible for it)",
           patched(("rulespec.oracle.control.change_control", _taker_gets_the_marks))),
]


def _ability_damage_credited_to_the_holders_gear(action: dict[str, Any], result: dict[str, Any],
                                                 adapter: OracleAdapter) -> dict[str, Any]:
    """A unit's ability's damage is credited to the cards attached to the unit as well, as if
    "the object that created it" were the unit with its equipment."""
    if not result.get("accepted"):
        return result
    objects = adapter.snapshot().get("objects", ())
    for event in result.get("events", []):
        source = event.get("source") or {}
        if event.get("type") != "damage" or source.get("kind") != "ability" or "object" not in source:
            continue
        attached = [o["id"] for o in objects if o.get("attached_to") == source["object"]]
        credited = list(event.get("attributed_to") or [])
        event["attributed_to"] = credited + [i for i in attached if i not in credited]
    return result


MUTANTS += [
    Mutant("unit-ability-damage-credited-to-its-attachments", "ATTR-05",
           "the damage of a unit's own ability is attributed to the cards attached to the unit too, "
           "\"the object that created it\" read as the unit with its equipment (411.5, 428.5.d: the object "
           "whose ability it is)",
           rewriting(perform=_ability_damage_credited_to_the_holders_gear)),
]


# --- round 9: stale caches, order, location (ATTR-07 … ATTR-12) --------------------------------

from tests.mutants import _r9  # noqa: E402 (this block is appended; see the module's head)


def _r9_lethal_at_battlefields(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """The lethal check looks only at the battlefields, where the fighting is."""
    return original(state, obj) if str(obj.location).startswith("battlefield:") else None


def _r9_every_battlefield(original: Callable[..., Any], state: Any, battlefield: str) -> Any:
    """The combat's sides are every unit at a battlefield, whichever battlefield it is."""
    found: dict[str, list[Any]] = {}
    for obj in state.board():
        if obj.traits.type == "unit" and str(obj.location).startswith("battlefield:"):
            found.setdefault(obj.controller, []).append(obj)
    return found


def _r9_kill_before_damage(action: dict[str, Any], result: dict[str, Any], adapter: Any) -> dict[str, Any]:
    """The engine reports the kill as the lethal damage is dealt, ahead of the damage event."""
    if result.get("accepted"):
        result["events"] = sorted(result["events"], key=lambda e: 0 if e["type"] == "kill" else 1)
    return result


MUTANTS += [
    Mutant("r9-lethal-only-at-battlefields", "ATTR-10",
           "the engine checks for lethal damage at battlefields only, a base being no place of fighting: a "
           "unit at its base with lethal damage from a spell lives (323.5: every unit with lethal damage is "
           "killed, wherever it is)", patched(("rulespec.oracle.cleanup.might", _r9_lethal_at_battlefields))),
    Mutant("r9-combat-counts-units-at-every-battlefield", "ATTR-08",
           "the sides of a combat are gathered from every battlefield, not only the one fought at: a unit at "
           "another battlefield adds its Might (465.1: the units at that battlefield)",
           patched(("rulespec.oracle.combat.sides", _r9_every_battlefield))),
    Mutant("r9-combat-might-cached-before-attach", "ATTR-08",
           "combat reads each unit's Might from a table that an attach does not refresh: an Equipment "
           "attached before the combat adds nothing to the damage (434.1.d, 465.2: its current Might)",
           _r9.stale(("rulespec.oracle.combat.might",), _r9.refreshed_except("attach"))),
    Mutant("r9-challenge-might-cached-before-buff", "ATTR-07",
           "the challenge reads each unit's Might from a table that a buff does not refresh: a unit buffed "
           "before the challenge deals its old Might (703, 417.6: damage equal to its Might, now)",
           _r9.stale(("rulespec.oracle.effects.might",), _r9.refreshed_except("counter_placed"))),
    Mutant("r9-kill-reported-before-its-damage", "ATTR-12",
           "the engine reports a kill for lethal damage as the damage is dealt, ahead of the damage (ATTR-09: "
           "the damage is marked, and the kill is checked afterwards, at the cleanup)",
           rewriting(perform=_r9_kill_before_damage)),
]


from rulespec.oracle import cleanup as _r9_cleanup  # noqa: E402
from rulespec.oracle.pipeline import happen as _r9_happen  # noqa: E402


def _r9_heal_at_battlefields(original: Callable[[Txn], None], txn: Txn) -> None:
    """The ending cleanup heals the units at the battlefields, where the fighting was."""
    for obj in list(txn.state.board()):
        if obj.traits.type == "unit" and obj.damage and str(obj.location).startswith("battlefield:"):
            _r9_happen(txn, Event("heal", obj.id))


def _r9_combat_heal_first(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    """The combat cleanup heals the units first, then checks for lethal damage."""
    if "heal_units" in special:
        _r9_cleanup.STEPS["heal_units"](txn)
    original(txn, special)


def _r9_combat_recall_first(original: Callable[..., None], txn: Txn, special: tuple[Any, ...] = ()) -> None:
    """The combat cleanup recalls the attackers first, then checks for lethal damage."""
    if "heal_units" in special:
        for step in special:
            if callable(step):
                step(txn)
        original(txn, tuple(s for s in special if not callable(s)))
        return
    original(txn, special)


MUTANTS += [
    Mutant("r9-ending-heal-at-battlefields-only", "ATTR-09",
           "the ending cleanup heals the units at battlefields, where damage is dealt in combat, and leaves the "
           "damage on units in their base (317.2, 143.3.b: every unit heals)",
           replacing_entry(_r9_cleanup.STEPS, "heal_units", _r9_heal_at_battlefields)),
    Mutant("r9-combat-cleanup-heals-before-the-lethal-check", "ATTR-11",
           "the combat cleanup's steps are run out of order, the healing before the kills: no unit dies of its "
           "combat damage (324.1, 466: the kills of 3b come before the special steps)",
           patched(("rulespec.oracle.combat.cleanup", _r9_combat_heal_first))),
    Mutant("r9-combat-recalls-attackers-before-the-kills", "ATTR-11",
           "the combat cleanup recalls the attackers before it kills the units with lethal damage: an attacker "
           "that dies is killed in its base, its Equipment left there (324.1, 466.1.a: the recall comes after "
           "the kills)", patched(("rulespec.oracle.combat.cleanup", _r9_combat_recall_first))),
]


# --- r10: choices a resolving spell or ability does not call for (402.2) --------------------------

from rulespec.oracle.errors import Rejected as _r10_Rejected  # noqa: E402 (this block is appended)


def _r10_unasked_choice_ignored(kind: str) -> Callable[..., None]:
    """A resolve given a choice the resolving ``kind`` (spell, ability) does not call for is
    carried out as if no choice were given (402.2: naming one is not a legal action)."""
    def mutated(original: Callable[..., None], txn: Txn, chosen: list[str] | None = None,
                mode: int | None = None) -> None:
        before = txn.state
        try:
            original(txn, chosen, mode)
        except _r10_Rejected as exc:
            item = before.chain[-1] if before.chain else None
            is_spell = item is not None and item.kind == "spell"
            if (exc.rule != "402.2" or "calls for no choice" not in str(exc) or not chosen
                    or is_spell != (kind == "spell")):
                raise
            txn.state = before
            original(txn, None, mode)

    return mutated


MUTANTS += [
    Mutant("r10-spell-resolve-choice-ignored", "ATTR-07",
           "a spell resolving with a choice it does not ask for resolves, the choice ignored (402.2: its "
           "targets were chosen as it was played; naming a unit as it resolves is illegal)",
           patched(("rulespec.oracle.chain.resolve", _r10_unasked_choice_ignored("spell")))),
    Mutant("r10-ability-resolve-choice-ignored", "ATTR-05",
           "an ability resolving with a choice it does not ask for resolves, the choice ignored (402.2: an "
           "ability that chose its target as it was activated asks nothing as it resolves)",
           patched(("rulespec.oracle.chain.resolve", _r10_unasked_choice_ignored("ability")))),
]


# --- round 13: chains of causes: a later cleanup, a dealer gone, a source that changed hands or left ---

from unittest import mock as _r13_mock  # noqa: E402 (this block is appended; see the module's head)

from rulespec.oracle import cleanup as _r13_cleanup  # noqa: E402
from rulespec.oracle import engine as _r13_engine  # noqa: E402
from rulespec.oracle.txn import Dealt as _r13_Dealt  # noqa: E402


def _r13_marked_damage_credited(original: Callable[..., None], txn: Txn) -> None:
    """A unit that dies with no deal in this action is credited to the player who marked most of its
    damage (142.3), as if the marked damage had just been dealt."""
    for obj in list(txn.state.board()):
        parts = [(p, n) for p, n in obj.marked_by if p is not None]
        if obj.damage and parts and not txn.damage_by.get(obj.id):
            player = max(parts, key=lambda part: part[1])[0]
            txn.damage_by[obj.id] = [_r13_Dealt(player, {"kind": "rule"}, ())]
    original(txn)


class _R13DealsRemembered(PatchedOracle):
    """The deals of damage noted for the next cleanup's kill (428.5.c) are kept from one action to the
    next, per unit, until the unit leaves the board: right on the first action, wrong when a later
    action kills a unit damaged earlier."""

    def setup(self, state: dict[str, Any]) -> None:
        super().setup(state)
        self.deals: dict[str, list[Any]] = {}

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        deals = self.deals
        real = _r13_engine.Txn

        def remembering(state: Any) -> Txn:
            txn = real(state)
            txn.damage_by = deals
            return txn

        with _r13_mock.patch.object(_r13_engine, "Txn", remembering):
            before = {k: list(v) for k, v in deals.items()}
            result = super().perform(action)
        if not result.get("accepted"):
            deals.clear()
            deals.update(before)
            return result
        for e in result.get("events", []):
            if e["type"] in ("kill", "banish", "heal"):
                deals.pop(e["object"], None)
        return result


def _r13_responsible_read_at_the_kill(original: Callable[..., bool], txn: Txn, object_id: str, *,
                                      responsible: str | None, source: dict[str, Any],
                                      attributed_to: list[str] | None = None, controller: str | None = None) -> bool:
    """The player responsible for a unit's damage, when a unit dealt it, is read again from that unit as the
    cleanup kills: its controller now (a unit killed at the same moment is its owner's again)."""
    if source.get("kind") == "object" and responsible is not None:
        dealer = txn.state.get(source["object"])
        if dealer is not None:
            responsible = dealer.controller
    return original(txn, object_id, responsible=responsible, source=source, attributed_to=attributed_to,
                    controller=controller)


def _r13_ability_performed_by_its_source_controller(original: Callable[..., None], txn: Txn, *args: Any,
                                                    **kwargs: Any) -> None:
    """An ability's actions are performed by whoever controls its source as it resolves, not by the
    ability's controller (191.4.b: the ability keeps the controller it had on the chain)."""
    me = txn.state.get(kwargs.get("me") or "")
    if kwargs.get("ability") and me is not None and me.on_board and kwargs.get("delayed") is None:
        kwargs["responsible"] = me.controller
    original(txn, *args, **kwargs)


def _r13_last_deal_of_the_action(original: Callable[..., None], txn: Txn) -> None:
    """The kill of each unit is credited to the last deal of the whole action, whichever unit it was to."""
    every = [d for deals in txn.damage_by.values() for d in deals]
    if every:
        last = every[-1]
        for object_id in txn.damage_by:
            txn.damage_by[object_id] = [last]
    original(txn)


def _r13_attribution_drops_a_gone_source(original: Callable[..., None], txn: Txn, ops: Any, *, this: str,
                                         me: str, **kwargs: Any) -> None:
    """An ability whose source has left the board is attributed to no object any more (428.5.d: to the
    ability, and to the object that created it, wherever that object is now)."""
    source = txn.state.get(this)
    ability = kwargs.get("ability")
    if ability and kwargs.get("delayed") is None and (source is None or not source.on_board):
        real = effects.origin

        def without_object(*args: Any, **kw: Any) -> Any:
            found, _ = real(*args, **kw)
            return found, ()

        with _r13_mock.patch("rulespec.oracle.pipeline.origin", without_object):
            original(txn, ops, this=this, me=me, **kwargs)
        return
    original(txn, ops, this=this, me=me, **kwargs)


def _r13_marks_merged_into_the_last(original: Callable[..., Any], parts: tuple[tuple[str | None, int], ...],
                                    player: str | None, amount: int) -> tuple[tuple[str | None, int], ...]:
    """Damage marked on a unit is all the last responsible player's: a new deal takes over the marks."""
    total = sum(n for _, n in parts) + amount
    return () if player is None else ((player, total),)


MUTANTS += [
    Mutant("r13-kill-with-no-deal-credited-to-the-marked-damage", "ATTR-12",
           "a unit that dies at a cleanup with no deal in that action (its Might lowered) is credited to the player "
           "who marked most of its damage (428.5.c: the kill goes to the deal of the spell or ability just before; "
           "marked damage credits no one)",
           replacing_entry(_r13_cleanup.STEPS, "lethal_damage", _r13_marked_damage_credited)),
    Mutant("r13-deals-remembered-across-actions", "ATTR-12",
           "the deals noted for the kill at cleanup are kept from one action to the next, until the unit leaves: a "
           "unit killed by a later action is credited to an earlier one's damage (428.5.c: the immediately following "
           "cleanup)", _R13DealsRemembered),
    Mutant("r13-kill-responsible-read-from-the-dealer-at-the-kill", "ATTR-07",
           "the player responsible for a unit's damage is read again from the unit that dealt it as the cleanup "
           "kills: a borrowed unit killed at the same moment is its owner's again, and so is the kill (417.6.b.4, "
           "428.5.c.1: the player responsible for the damage)",
           patched(("rulespec.oracle.cleanup.kill", _r13_responsible_read_at_the_kill))),
    Mutant("r13-ability-performed-by-its-sources-controller-at-resolution", "ATTR-01",
           "an ability's damage and kills are performed by whoever controls its source as it resolves (191.4.b: "
           "the ability keeps its controller; 411.1: that player performs its actions)",
           patched(("rulespec.oracle.chain.run_effect", _r13_ability_performed_by_its_source_controller))),
    Mutant("r13-kills-credited-to-the-last-deal-of-the-action", "ATTR-07",
           "each unit's kill at cleanup is credited to the last deal of the action, whichever unit it was dealt to: "
           "Challenge's two kills both go to the second direction's unit (428.5.c, 428.5.c.1: each kill to what "
           "dealt that unit its lethal damage)",
           replacing_entry(_r13_cleanup.STEPS, "lethal_damage", _r13_last_deal_of_the_action)),
    Mutant("r13-ability-of-a-gone-source-attributed-to-no-object", "ATTR-13",
           "the kill of an ability whose source left the board while it waited is attributed to the ability alone "
           "(428.5.d: also to the object that created it, which created it all the same)",
           patched(("rulespec.oracle.chain.run_effect", _r13_attribution_drops_a_gone_source))),
    Mutant("r13-marks-merged-into-the-last-responsible", "ATTR-09",
           "the damage marked on a unit is all the last responsible player's: a deal by another player takes over "
           "the earlier marks (142.3.a: each player's damage stays marked as theirs)",
           patched(("rulespec.oracle.damage._marked", _r13_marks_merged_into_the_last))),
]


# --- round 16 ------------------------------------------------------------------------------------



def _r16_kill_by_the_spells_controller(original: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
    """The cleanup's kill after a unit told to deal damage is performed by the player of the spell that told it."""
    source = kw.get("source") or {}
    spell = txn.state.get(source["instructed_by"]) if source.get("instructed_by") else None
    if spell is not None:
        kw = {**kw, "responsible": spell.controller}
    return original(txn, object_id, **kw)


def _r16_kill_credited_to_the_printer(original: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
    """The cleanup's kill after an ability's lethal deal is credited to the card that printed the ability only."""
    source = kw.get("source") or {}
    if source.get("kind") == "ability" and "object" in source and "delayed" not in source:
        kw = {**kw, "attributed_to": [source["object"]]}
    return original(txn, object_id, **kw)


MUTANTS += [
    Mutant("r16-lethal-kill-by-the-spells-controller", "ATTR-07",
           "the kill at the cleanup after a spell is performed by that spell's controller, even when a unit it "
           "told to deal damage dealt the lethal damage: B's unit's Challenge damage kills A's unit as A's kill "
           "(428.5.c.1: the player responsible for the damage)",
           patched(("rulespec.oracle.cleanup.kill", _r16_kill_by_the_spells_controller))),
    Mutant("r16-lethal-kill-credited-to-the-printer-only", "ATTR-15",
           "the kill after a granted ability's lethal damage is credited to the card that printed the ability, the "
           "Equipment, not to the unit that has it too (428.5.c, 428.5.d, 411.6.a)",
           patched(("rulespec.oracle.cleanup.kill", _r16_kill_credited_to_the_printer))),
]


def _r16_challenge_credits_the_equipment(original: Callable[..., Any], txn: Any, op: dict[str, Any], first: str,
                                         ctx: Any) -> Any:
    """Challenge's damage is attributed to each unit and to the Equipment attached to it."""
    events = original(txn, op, first, ctx)
    return [replace(e, attributed_to=(e.source["object"],
                                      *(a.id for a in txn.state.attachments_of(e.source["object"]))))
            for e in events]


MUTANTS += [
    Mutant("r16-challenge-damage-credited-to-the-units-equipment", "ATTR-07",
           "a unit's Challenge damage, equal to a Might its Equipment raised, is attributed to the unit and to its "
           "attached Equipment (417.6.b.3: the unit is the source, and only it)",
           replacing_entry(effects.OPERATIONS, "deal_damage_to_each_other", _r16_challenge_credits_the_equipment)),
]


#: (the spell or ability's source, a chosen object) -> who controlled that object as it was chosen
_R16_CONTROLLER_AT_PLAY: dict[tuple[str, str], str] = {}


def _r16_note_controllers(original: Callable[..., str], txn: Any, **fields: Any) -> str:
    """As a spell or ability goes on the chain, note who controls each object it chose."""
    for target in fields.get("targets") or ():
        obj = txn.state.get(target)
        if obj is not None:
            _R16_CONTROLLER_AT_PLAY[(fields["source"], target)] = obj.controller
    return original(txn, **fields)


def _r16_dealer_controller_at_play(original: Callable[..., Any], txn: Any, op: dict[str, Any], to: str,
                                   ctx: Any) -> Any:
    """A unit told to deal damage deals it under the player who controlled it when the spell chose it."""
    events = original(txn, op, to, ctx)
    dealer = ctx.refs[op["by"]] if "by" in op else None
    noted = _R16_CONTROLLER_AT_PLAY.get((ctx.this, dealer)) if dealer else None
    return [replace(e, responsible=noted) if noted else e for e in events]


def _r16_challenge_controllers_at_play(original: Callable[..., Any], txn: Any, op: dict[str, Any], first: str,
                                       ctx: Any) -> Any:
    """Challenge's units deal their damage under the players who controlled them when it chose them."""
    events = original(txn, op, first, ctx)
    return [replace(e, responsible=_R16_CONTROLLER_AT_PLAY.get((ctx.this, e.source["object"]), e.responsible))
            for e in events]


MUTANTS += [
    Mutant("r16-instructed-damage-by-the-dealers-controller-at-play", "ATTR-06",
           "the unit a spell tells to deal damage deals it under the player who controlled it when the spell chose "
           "it: B took control of it before the spell resolved, yet A is responsible (417.6.b.4: its controller, "
           "as it deals the damage)",
           patched(("rulespec.oracle.chain._push", _r16_note_controllers),
                   ("rulespec.oracle.effects._deal", _r16_dealer_controller_at_play))),
    Mutant("r16-challenge-damage-by-the-controllers-at-play", "ATTR-07",
           "Challenge's units deal their damage under the players who controlled them when it was played: a control "
           "change before it resolves changes nothing (ATTR-07: each unit's controller, as it deals the damage)",
           type("Mutated", (PatchedOracle,), {
               "patches": (("rulespec.oracle.chain._push", _r16_note_controllers),),
               "entries": ((effects.OPERATIONS, "deal_damage_to_each_other", _r16_challenge_controllers_at_play),)})),
]


# --- round 17 ------------------------------------------------------------------------------

def _r17_instructed_damage_credits_the_equipment(original: Callable[..., list[Event]], txn: Txn,
                                                 op: dict[str, Any], to: str, ctx: Any) -> list[Event]:
    """Damage a unit is told to deal is attributed to the unit and to the Equipment attached to it."""
    events = original(txn, op, to, ctx)
    return [replace(e, attributed_to=(e.source["object"],
                                      *(a.id for a in txn.state.attachments_of(e.source["object"]))))
            if e.source is not None and e.source.get("kind") == "object" and ctx.this != e.source["object"] else e
            for e in events]


def _r17_lethal_kill_by_the_largest_marker(original: Callable[..., bool], txn: Txn, object_id: str,
                                           **kw: Any) -> bool:
    """The lethal kill's responsible player is the one who marked the most damage on the unit."""
    obj = txn.state.get(object_id)
    if obj is not None and obj.marked_by and kw.get("source", {}).get("kind") != "rule":
        most = max(obj.marked_by, key=lambda part: part[1])[0]
        kw = {**kw, "responsible": most}
    return original(txn, object_id, **kw)


MUTANTS += [
    Mutant("r17-instructed-damage-credited-to-the-dealers-equipment", "ATTR-06",
           "damage a unit is told to deal, equal to a Might its Equipment raised, is attributed to the unit and to "
           "its attached Equipment (417.6.b.3: the unit is the source, and only it)",
           replacing_entry(effects.OPERATIONS, "deal_damage", _r17_instructed_damage_credits_the_equipment)),
    Mutant("r17-lethal-kill-responsible-the-largest-marker", "ATTR-12",
           "the kill for lethal damage is performed by the player who marked most of the damage on the unit, "
           "its attribution kept (428.5.c.1: the player responsible for the lethal deal)",
           patched(("rulespec.oracle.cleanup.kill", _r17_lethal_kill_by_the_largest_marker))),
]


def _r17_lethal_kill_credits_the_dealers_equipment(original: Callable[..., bool], txn: Txn, object_id: str,
                                                   **kw: Any) -> bool:
    """The kill of a unit a unit's damage made lethal is credited to that unit and to its Equipment."""
    source = kw.get("source") or {}
    if source.get("kind") == "object" and source.get("object"):
        dealer = source["object"]
        kw = {**kw, "attributed_to": [*(kw.get("attributed_to") or [dealer]),
                                      *(a.id for a in txn.state.attachments_of(dealer))]}
    return original(txn, object_id, **kw)


MUTANTS += [
    Mutant("r17-lethal-kill-of-unit-damage-credited-to-its-equipment", "ATTR-10",
           "the kill at the cleanup after a unit's lethal damage (a unit told to deal damage, a Challenge) is "
           "credited to that unit and to the Equipment attached to it, whose bonus made the damage (428.5.c: to "
           "what dealt the lethal damage, the unit alone)",
           patched(("rulespec.oracle.cleanup.kill", _r17_lethal_kill_credits_the_dealers_equipment))),
]


# --- round 18 ------------------------------------------------------------------------------



def _r18_no_ones_part_dropped(original: Callable[..., Any], parts: tuple[tuple[str | None, int], ...],
                              player: str | None, amount: int) -> tuple[tuple[str | None, int], ...]:
    """Damage no player marked is kept only while no player has marked any: once a player marks some, the
    no one's part is forgotten (the unit's damage still counts it)."""
    marked = original(parts, player, amount)
    if any(p is not None for p, _ in marked):
        return tuple((p, n) for p, n in marked if p is not None)
    return marked


MUTANTS += [
    Mutant("r18-no-ones-damage-forgotten-once-a-player-marks", "ATTR-09",
           "damage no player is responsible for is tracked only while it is all the unit has: when a player "
           "then deals damage to it, the unit's marks show that player's part alone (142.3.a: each part stays "
           "with who marked it, no one's included)",
           patched(("rulespec.oracle.damage._marked", _r18_no_ones_part_dropped))),
]


def _r18_heal_per_marker(original: Callable[..., None], txn: Txn, object_id: str) -> None:
    """Healing clears the damage player by player: one heal event for each player's marked part."""
    obj = txn.obj(object_id)
    if not (obj.on_board and obj.damage) or len(obj.marked_by) < 2:
        original(txn, object_id)
        return
    txn.update(object_id, damage=0, damage_by=())
    for _, amount in obj.marked_by:
        txn.emit("heal", object=object_id, amount=amount)


MUTANTS += [
    Mutant("r18-heal-reported-per-marking-player", "ATTR-09",
           "damage kept by the player who marked it is healed part by part: a unit with A's and B's damage is "
           "reported healed twice, once for each part (418.1: healing removes all the damage at once; one heal)",
           patched(("rulespec.oracle.damage.heal", _r18_heal_per_marker))),
]


# --- round 19 ------------------------------------------------------------------------------

def _r19_instructed_deal_remembered_as_the_spells(original: Callable[..., bool], txn: Txn, amount: int, to: str,
                                                  **kw: Any) -> bool:
    """The damage a unit is told to deal is reported as the unit's, but the deal kept for the kill at the
    following cleanup is the instructing spell's: "the effect that caused the damage" gets the kill."""
    dealt = original(txn, amount, to, **kw)
    source = kw.get("source") or {}
    if dealt and source.get("kind") == "object" and source.get("instructed_by"):
        by = source["instructed_by"]
        kind = "spell" if (obj := txn.state.get(by)) is not None and obj.card.type == "spell" else "ability"
        last = txn.damage_by[to][-1]
        txn.damage_by[to][-1] = replace(last, source={"kind": kind, "object": by}, attributed_to=(by,))
    return dealt


def _r19_ability_kill_reported_as_a_spells(action: dict[str, Any], result: dict[str, Any],
                                           adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        for event in result["events"]:
            source = event.get("source")
            if event.get("type") == "kill" and isinstance(source, dict) and source.get("kind") == "ability":
                event["source"] = {"kind": "spell", "object": source.get("object")}
    return result


MUTANTS += [
    Mutant("r19-lethal-kill-of-instructed-damage-credited-to-the-instructing-spell", "ATTR-06",
           "the damage a unit is told to deal is the unit's, but the kill its lethal damage causes at the next "
           "cleanup is credited to the spell that gave the instruction, \"the effect behind the damage\" (ATTR-06: "
           "the unit is the source, not the spell; 428.5.c: the kill goes to what dealt the damage)",
           patched(("rulespec.oracle.damage.deal_damage", _r19_instructed_deal_remembered_as_the_spells))),
    Mutant("r19-ability-kill-reported-as-a-spells", "ATTR-13",
           "a kill instruction is reported as a spell's whatever carries it: an ability's kill says "
           "source kind \"spell\" (428.5.b, 428.5.d: a kill is attributed to its spell or ability, and an "
           "ability's to the ability and its object)",
           rewriting(perform=_r19_ability_kill_reported_as_a_spells)),
]
