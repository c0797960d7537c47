"""Wrong engines for delayed triggered abilities: Imperial Decree and Immortal Phoenix (ATTR-16,
ATTR-17) and the timing of the cleanup's kills beside them (ATTR-10, ATTR-12).

Each one reads Decree's and Phoenix's card data the way the oracle does and gets one part of
390-392, 428.5.c-d, 411.6 or 383.2.c.1 wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulespec.adapters.oracle import OracleAdapter
from tests.mutants import Mutant, patched, replacing_entry, rewriting

ORIGIN = "rulespec.oracle.pipeline.origin"  # looked up by run_effect in oracle.pipeline


# --- what a delayed trigger's kill is credited to (428.5.d; ATTR-16) -------------------------

def _delayed_as_its_spell(origin: Callable[..., Any], state: Any, this: str, me: str, ability: str | None,
                          delayed: str | None = None) -> Any:
    return origin(state, this, me, ability)  # the kill is the spell's own, as if Decree were still resolving


def _delayed_credited_to_itself_only(origin: Callable[..., Any], state: Any, this: str, me: str,
                                     ability: str | None, delayed: str | None = None) -> Any:
    source, attributed = origin(state, this, me, ability, delayed)
    return (source, ()) if delayed is not None else (source, attributed)


def _credited_to_the_damaging_spell(action: dict[str, Any], result: dict[str, Any],
                                    adapter: OracleAdapter) -> dict[str, Any]:
    """The kill of a delayed trigger is credited to what dealt the damage that triggered it, too."""
    dealt: dict[str, list[str]] = adapter.__dict__.setdefault("_dealt", {})
    for event in result.get("events", []) if result.get("accepted") else []:
        if event.get("type") == "damage":
            dealt[event["object"]] = list(event.get("attributed_to") or [])
        if event.get("type") == "kill" and "delayed" in (event.get("source") or {}):
            event["attributed_to"] = sorted({*event.get("attributed_to", []), *dealt.get(event["object"], [])})
    return result


# --- who controls it (191.4.a.1, 411.1; ATTR-17) ----------------------------------------------

def _controlled_by_the_damage_dealer(match: Callable[..., None], txn: Any, record: Any) -> None:
    before = len(txn.pending)
    match(txn, record)
    dealer = record.cause.responsible if record.cause is not None else None
    txn.pending[before:] = [replace(p, controller=dealer) if p.delayed is not None and dealer else p
                            for p in txn.pending[before:]]


# --- its window and its creator (390-392) -----------------------------------------------------

def _needs_its_creator_on_the_board(match: Callable[..., None], txn: Any, record: Any) -> None:
    saved = txn.state
    txn.state = replace(saved, delayed=tuple(d for d in saved.delayed
                                             if (o := saved.get(d.origin)) is not None and o.on_board))
    try:
        match(txn, record)
    finally:
        txn.state = saved


def _never_ends(end: Callable[..., None], txn: Any, window: str) -> None:
    return None


# --- Phoenix in the trash (383.2.c.1) ---------------------------------------------------------

def _board_only(watching: Callable[..., list[Any]], txn: Any) -> list[Any]:
    return [a for a in watching(txn) if (o := txn.state.get(a.holder)) is not None and o.on_board]


def _not_a_card_that_just_entered(meets: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
    """The zone an ability works from is read as it was before the event: a card the event put
    into the trash was not there yet."""
    was = record.last_known.get(ability.holder)
    if ability.definition.zone == "trash" and was is not None and was.zone != "trash":
        return False
    return meets(txn, record, ability)


# --- "you may pay [1][R] to play me from your trash" -----------------------------------------

def _played_for_free(play: Callable[..., bool], txn: Any, object_id: str, player: str, how: dict[str, Any]) -> bool:
    return play(txn, object_id, player, {**how, "cost": None})


def _declining_plays_anyway(run_effect: Callable[..., None], txn: Any, ops: Any, **kw: Any) -> None:
    """"You may" read as "you do": Phoenix is played whether or not its controller chose to pay."""
    extra = kw.get("extra") or {}
    if any(op.get("op") == "play_from_trash" for op in ops) and extra.get("chosen") is None:
        kw = {**kw, "extra": {**extra, "chosen": kw["me"]}}
    run_effect(txn, ops, **kw)


# --- the cleanup's kill beside a waiting delayed trigger (428.5.c; ATTR-10, ATTR-12) ----------

def _waiting_trigger(txn: Any, object_id: str) -> Any:
    return next((p for p in txn.pending if p.delayed is not None and p.it == object_id), None)


def _lethal_kill_is_the_triggers(kill: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
    waiting = _waiting_trigger(txn, object_id)
    if waiting is not None:
        kw = {**kw, "responsible": waiting.controller, "attributed_to": [waiting.origin],
              "source": {"kind": "ability", "object": waiting.origin, "ability": waiting.ability,
                         "delayed": waiting.delayed}}
    return kill(txn, object_id, **kw)


def _lethal_kill_left_to_the_trigger(kill: Callable[..., bool], txn: Any, object_id: str, **kw: Any) -> bool:
    if _waiting_trigger(txn, object_id) is not None:
        return False  # "kill it" will do it
    return kill(txn, object_id, **kw)


MUTANTS = [
    Mutant("delayed-kill-is-the-spells-own", "ATTR-16",
           "the kill of Decree's delayed trigger is read as the spell's own kill (428.5.b), not the trigger's",
           patched((ORIGIN, _delayed_as_its_spell))),
    Mutant("delayed-kill-credited-to-the-trigger-only", "ATTR-16",
           "the kill of a delayed trigger is credited to the trigger alone, not to the spell that created it "
           "(428.5.d), so it is not made \"with a spell\"", patched((ORIGIN, _delayed_credited_to_itself_only))),
    Mutant("delayed-trigger-needs-its-creator-on-the-board", "ATTR-16",
           "a delayed trigger works only while the object that created it is on the board (392 says it works "
           "even if its creator is gone)",
           patched(("rulespec.oracle.triggers.match", _needs_its_creator_on_the_board))),
    Mutant("trash-abilities-never-trigger", "ATTR-16",
           "only abilities on the board trigger: Phoenix's \"play me from your trash\" never does",
           patched(("rulespec.oracle.triggers._watching", _board_only))),
    Mutant("trash-trigger-misses-the-card-just-killed", "ATTR-16",
           "a card that enters the trash as the condition is met does not trigger from there (383.2.c.1 says "
           "it does: Phoenix itself killed)", patched(("rulespec.oracle.triggers.meets",
                                                       _not_a_card_that_just_entered))),
    Mutant("phoenix-played-without-paying", "ATTR-16",
           "Phoenix is played from the trash without paying [1][R]",
           patched(("rulespec.oracle.zones.play_from_trash", _played_for_free))),
    Mutant("phoenix-played-when-declined", "ATTR-16",
           "\"you may pay … to play me\" read as a must: Phoenix is played when its controller chose nothing",
           patched(("rulespec.oracle.chain.run_effect", _declining_plays_anyway))),
    Mutant("delayed-kill-credited-to-the-damaging-spell", "ATTR-17",
           "the kill of Decree's trigger is credited to the spell whose damage triggered it as well",
           rewriting(perform=_credited_to_the_damaging_spell)),
    Mutant("delayed-trigger-controlled-by-the-damage-dealer", "ATTR-17",
           "the delayed trigger is controlled by the player responsible for the damage that triggered it, "
           "not by Decree's controller", patched(("rulespec.oracle.triggers.match",
                                                  _controlled_by_the_damage_dealer))),
    Mutant("delayed-trigger-never-ends", "ATTR-17",
           "a delayed trigger that lasts \"this turn\" outlives the ending cleanup (317.2)",
           patched(("rulespec.oracle.delayed.end", _never_ends))),
    Mutant("lethal-kill-credited-to-the-waiting-trigger", "ATTR-10",
           "the cleanup's kill of lethal damage goes to Decree's trigger waiting to kill that unit, not to the "
           "spell that dealt the damage (428.5.c)", patched(("rulespec.oracle.cleanup.kill",
                                                            _lethal_kill_is_the_triggers))),
    Mutant("lethal-kill-left-to-the-waiting-trigger", "ATTR-12",
           "a unit with lethal damage is left alive for Decree's trigger to kill, instead of dying at the "
           "cleanup right after the damage", patched(("rulespec.oracle.cleanup.kill",
                                                      _lethal_kill_left_to_the_trigger))),
]


# --- round 2: how often it fires, what "it" is, what is reported (390-392) ----------------------------


def _fires_once(match: Callable[..., None], txn: Any, record: Any) -> None:
    """A delayed trigger is used up by its first trigger: it stays in its window but triggers no more."""
    before = len(txn.pending)
    match(txn, record)
    fired = {p.delayed for p in txn.pending[before:] if p.delayed is not None}
    if fired:
        txn.state = replace(txn.state, delayed=tuple(
            replace(d, ability=replace(d.ability, when={"event": "never"})) if d.id in fired else d
            for d in txn.state.delayed))


def _dropping_field(event_type: str, name: str) -> Callable[[dict[str, Any], dict[str, Any], OracleAdapter],
                                                              dict[str, Any]]:
    def rewrite(action: dict[str, Any], result: dict[str, Any], adapter: OracleAdapter) -> dict[str, Any]:
        for event in result.get("events", []) if result.get("accepted") else []:
            if event.get("type") == event_type:
                event.pop(name, None)
        return result

    return rewrite


MUTANTS += [
    Mutant("delayed-trigger-fires-once", "ATTR-16",
           "\"When any unit takes damage this turn, kill it\" is used up by its first trigger (390-391: it lasts "
           "its whole window)", patched(("rulespec.oracle.triggers.match", _fires_once))),
    Mutant("delayed-it-tracked-by-id", "ATTR-16",
           "\"it\" is the card id of the unit that took the damage: a unit that left the board and came back is "
           "still \"it\" (124: a new object)", patched(("rulespec.oracle.chain.is_same_object",
                                                        lambda original, *args: True))),
    Mutant("delayed-triggered-event-without-delayed", "ATTR-17",
           "the ability_triggered event of a delayed trigger does not say which delayed trigger it is",
           rewriting(perform=_dropping_field("ability_triggered", "delayed"))),
    Mutant("delayed-trigger-created-without-until", "ATTR-17",
           "the delayed_trigger_created event does not say how long the trigger lasts",
           rewriting(perform=_dropping_field("delayed_trigger_created", "until"))),
]

MUTANTS += [
    Mutant("delayed-triggers-not-shown", "ATTR-16",
           "the delayed triggers work but the state shown leaves them out (the snapshot's delayed stays empty)",
           rewriting(snapshot=lambda doc: {**doc, "delayed": []})),
]


# --- red-team additions: a delayed trigger that sees what happened before it existed (ATTR-17) ---

from rulespec.oracle import pipeline as _pipeline  # noqa: E402 (this block is appended)
from rulespec.oracle.state import Pending as _Pending  # noqa: E402
from rulespec.oracle.txn import Txn as _Txn  # noqa: E402


def _sees_earlier_damage(original: Callable[..., bool], txn: _Txn, e: Any) -> bool:
    made = original(txn, e)
    new = txn.state.delayed[-1]
    for obj in txn.state.board():
        if obj.damage > 0:
            txn.pending.append(_Pending(new.origin, new.origin, new.ability.key, new.controller, new.id, obj.id))
    return made


MUTANTS += [
    Mutant("delayed-trigger-sees-earlier-damage", "ATTR-17",
           "\"When any unit takes damage this turn\" read as \"any unit that has taken damage this turn\": as it "
           "is created, the delayed trigger fires for the units already damaged (390.2, 383.2.c: a trigger "
           "waits for events after it exists)",
           replacing_entry(_pipeline.PRIMITIVES, "create_delayed", _sees_earlier_damage)),
]


# --- round 4 ------------------------------------------------------------------------------

from rulespec.oracle import delayed as _delayed  # noqa: E402 (this block is appended; see the module's head)


def _window_ends_with_the_phase(original: Callable[..., Any], txn: Any) -> None:
    _delayed.end(txn, "end_of_turn")
    original(txn)


def _delayed_ignores_friendly_units(original: Callable[..., Any], txn: Any, record: Any, ability: Any) -> bool:
    if not original(txn, record, ability):
        return False
    if ability.definition.when and ability.definition.when.get("event") == "damage" and ability.holder and \
            any(d.origin == ability.origin for d in txn.state.delayed):
        obj = record.last_known.get(record.document.get("object")) or txn.state.get(record.document.get("object"))
        if obj is not None and obj.controller == ability.controller:
            return False
    return True


MUTANTS += [
    Mutant("delayed-window-ends-with-the-phase", "ATTR-17",
           "a delayed trigger's \"this turn\" window is taken to end with the phase it was created in: damage in "
           "the Ending Phase of the same turn triggers nothing (390.2, 317.2: \"this turn\" effects end at the "
           "ending cleanup)",
           patched(("rulespec.oracle.turns._next_phase", _window_ends_with_the_phase))),
    Mutant("delayed-trigger-ignores-friendly-units", "ATTR-16",
           "Imperial Decree's trigger is read as removal: it fires only for damage to its controller's enemies "
           "(\"When any unit takes damage this turn\": any unit, the controller's own included)",
           patched(("rulespec.oracle.triggers.meets", _delayed_ignores_friendly_units))),
]


# --- red-team round 5: two delayed triggers at once ---------------------------------------------


def _one_delayed_trigger_per_event(original: Callable[..., None], txn: _Txn, record: Any) -> None:
    before = len(txn.pending)
    original(txn, record)
    added = txn.pending[before:]
    delayed_ones = [p for p in added if p.delayed is not None]
    for extra in delayed_ones[1:]:  # the engine keeps one "delayed trigger fired" slot per event
        txn.pending.remove(extra)


def _second_delayed_trigger_replaces_the_first(original: Callable[..., bool], txn: _Txn, e: Any) -> bool:
    done = original(txn, e)
    made = txn.state.delayed[-1]
    txn.state = txn.state.with_fields(delayed=tuple(
        d for d in txn.state.delayed if d is made or d.ability.key != made.ability.key))
    return done


MUTANTS += [
    Mutant("one-delayed-trigger-per-event", "ATTR-16",
           "one event fires one delayed trigger: with two waiting for the same damage, only the older one "
           "triggers (each delayed trigger whose condition is met triggers: 390.2)",
           patched(("rulespec.oracle.triggers.match", _one_delayed_trigger_per_event))),
    Mutant("second-delayed-trigger-replaces-the-first", "ATTR-16",
           "a second delayed trigger of the same text replaces the first, as a \"this turn\" effect that is "
           "simply renewed (each spell creates a delayed trigger of its own: 390.2)",
           replacing_entry(_pipeline.PRIMITIVES, "create_delayed", _second_delayed_trigger_replaces_the_first)),
]


# --- round 11: replacement effects applied to the wrong event ------------------------------------

from rulespec.oracle import cleanup as _cleanup  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle import replacement as _replacement  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle.layers import active_abilities as _active_abilities  # noqa: E402


def _replacement_of_any_object(original: Callable[..., Any], state: Any, event: Any) -> Any:
    """A replacement read as "if a unit would die" for any unit: it replaces the event of any object."""
    found = original(state, event)
    if found is not None or state.get(event.object) is None:
        return found
    for obj in state.board():
        for ability in _active_abilities(state, obj, "replacement"):
            spec = ability.definition.replaces or {}
            if ability.definition.instead and spec.get("event") == event.replaced_as \
                    and _replacement.key(ability) not in event.applied:
                return ability
    return None


def _replacement_of_a_banish_too(original: Callable[..., Any], state: Any, event: Any) -> Any:
    """"If it would die" read as "if it would leave the board": a banish is replaced as a kill is."""
    if event.kind == "banish":
        as_kill = replace(event, kind="kill")
        found = original(state, as_kill)
        if found is not None:
            return found
    return original(state, event)


MUTANTS += [
    Mutant("r11-replacement-of-any-units-death", "GEAR-10",
           "Guardian Angel's \"if it would die\" read for any unit: the Angel on one unit replaces the death of "
           "another (its text names the unit it is attached to: 136.2.c, 370.1)",
           patched(("rulespec.oracle.replacement.instead", _replacement_of_any_object))),
    Mutant("r11-replacement-of-a-banish", "GEAR-10",
           "Guardian Angel's \"if it would die\" read as \"if it would leave the board\": a banish is replaced as a "
           "kill is (a banished unit does not die: 428.1, 370.1)",
           patched(("rulespec.oracle.replacement.instead", _replacement_of_a_banish_too))),
]


def _stuns_outlast_the_turn(original: Callable[..., None], txn: Any) -> None:
    """"This turn" read as "until its controller's next turn" for a stun: the ending cleanup ends the other
    "this turn" effects (the uses, the delayed triggers) and keeps the stuns."""
    from rulespec.oracle import delayed as _delayed
    from rulespec.oracle.values import evolve
    txn.state = txn.state.with_fields(turn=evolve(txn.state.turn, used=()))
    _delayed.end(txn, "end_of_turn")


MUTANTS += [
    Mutant("r11-stun-crosses-the-turn-end", "ATTR-02",
           "a stun read as lasting a full round, not \"this turn\": the ending cleanup leaves it (317.2, 423.1.a.2: "
           "every \"this turn\" effect ends at the ending cleanup)",
           replacing_entry(_cleanup.STEPS, "this_turn_ends", _stuns_outlast_the_turn)),
]


# --- round 15: where Phoenix watches from, when Decree's trigger is made, what it sees, how long ----

from rulespec.oracle import chain as _r15_chain  # noqa: E402 (this block is appended; see the module's head)
from rulespec.oracle import effects as _r15_effects  # noqa: E402
from rulespec.oracle.events import Event as _R15Event  # noqa: E402
from rulespec.oracle.pipeline import happen as _r15_happen  # noqa: E402
from rulespec.oracle.values import evolve as _r15_evolve  # noqa: E402
from tests.mutants import PatchedOracle as _R15PatchedOracle  # noqa: E402


def _r15_watched_from_the_hand(original: Callable[..., Any], state: Any, obj: Any) -> Any:
    """A card whose trigger works from the trash is watched from the hand as well: "off the board"."""
    if obj.zone == "hand":
        return original(state, _r15_evolve(obj, zone="trash"))
    return original(state, obj)


def _r15_delayed_made_as_played(original: Callable[..., None], txn: Any, player: str, spell_id: str,
                                targets: tuple[str, ...]) -> None:
    """The delayed trigger of a spell is made as the spell is played, not as it resolves."""
    original(txn, player, spell_id, targets)
    ability = _r15_chain._spell_ability(txn.obj(spell_id))
    for op in ability.effect if ability is not None else ():
        if op["op"] == "create_delayed_trigger":
            _r15_happen(txn, _R15Event("create_delayed", spell_id, responsible=player,
                                       lasting={"ability": op["ability"], "until": op.get("until", "end_of_turn")}))


def _r15_no_delayed_at_resolution(original: Callable[..., Any], txn: Any, op: dict[str, Any], subject: str,
                                  ctx: Any) -> list[Any]:
    return []


_R15_IT_AT: dict[str, str | None] = {}


def _r15_note_where_it_was(original: Callable[..., None], txn: Any) -> None:
    """Note where the "it" of each delayed trigger put on the chain is."""
    before = {c.id for c in txn.state.chain}
    original(txn)
    for item in txn.state.chain:
        if item.id not in before and item.delayed is not None and item.it is not None:
            it = txn.state.get(item.it)
            _R15_IT_AT[item.id] = it.location if it is not None else None


def _r15_it_lost_where_it_went(original: Callable[..., None], txn: Any, item: Any, chosen: Any, mode: Any) -> None:
    """A unit that changed location since the trigger is taken for another object: "it" is gone."""
    it = txn.state.get(item.it) if item.it is not None else None
    if it is not None and item.id in _R15_IT_AT and it.location != _R15_IT_AT[item.id]:
        item = replace(item, it=None)
    original(txn, item, chosen, mode)


def _r15_is_delayed(txn: Any, ability: Any) -> bool:
    return any(d.ability is ability.definition for d in txn.state.delayed)


def _r15_delayed_blind_to_combat(original: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
    """A delayed trigger sees the damage of spells and abilities, not the combat's."""
    if _r15_is_delayed(txn, ability) and (record.document.get("source") or {}).get("kind") == "combat":
        return False
    return original(txn, record, ability)


def _r15_delayed_sees_its_controllers_damage(original: Callable[..., bool], txn: Any, record: Any,
                                             ability: Any) -> bool:
    """A delayed trigger sees the damage its controller is responsible for, no one else's."""
    if _r15_is_delayed(txn, ability) and record.document.get("type") == "damage" \
            and record.document.get("responsible") != ability.controller:
        return False
    return original(txn, record, ability)


def _r15_delayed_once_per_action(original: Callable[..., None], txn: Any, record: Any) -> None:
    """A delayed trigger triggers once per action, however many units take damage in it."""
    seen = txn.__dict__.setdefault("_r15_delayed_seen", set())
    before = len(txn.pending)
    original(txn, record)
    kept = txn.pending[:before]
    for p in txn.pending[before:]:
        if p.delayed is not None:
            if p.delayed in seen:
                continue
            seen.add(p.delayed)
        kept.append(p)
    txn.pending = kept


def _r15_delayed_until_the_next_turns_end(original: Callable[..., None], txn: Any, window: str) -> None:
    """"This turn" read as "until the end of the next turn": the first ending cleanup lets it live on."""
    if window != "end_of_turn":
        original(txn, window)
        return
    original(txn, "end_of_next_turn")
    txn.state = txn.state.with_fields(delayed=tuple(
        replace(d, until="end_of_next_turn") if d.until == "end_of_turn" else d for d in txn.state.delayed))


MUTANTS += [
    Mutant("r15-phoenix-triggers-from-the-hand", "ATTR-16",
           "a card whose trigger works \"from your trash\" is watched wherever it is off the board: a Phoenix in "
           "its owner's hand triggers too (383.2.c, 392: it triggers from the trash, the zone its text names)",
           patched(("rulespec.oracle.triggers._watched", _r15_watched_from_the_hand))),
    Mutant("r15-delayed-trigger-made-as-the-spell-is-played", "ATTR-17",
           "Decree's delayed trigger is made as Decree is played, not as it resolves (390.2: the spell's effect "
           "creates it; before that there is none)",
           type("Mutated", (_R15PatchedOracle,), {
               "patches": (("rulespec.oracle.chain.cast", _r15_delayed_made_as_played),),
               "entries": ((_r15_effects.OPERATIONS, "create_delayed_trigger", _r15_no_delayed_at_resolution),)})),
    Mutant("r15-delayed-it-lost-on-a-change-of-location", "ATTR-17",
           "a unit that moved since it took the damage is taken for a new object: Decree's \"kill it\" finds "
           "nothing (124: only a change of zone makes a new object; a move is none)",
           patched(("rulespec.oracle.chain.put_triggers", _r15_note_where_it_was),
                   ("rulespec.oracle.chain._resolve_delayed", _r15_it_lost_where_it_went))),
    Mutant("r15-delayed-trigger-blind-to-combat-damage", "ATTR-16",
           "\"When any unit takes damage\" read for the damage of spells and abilities: combat damage does not "
           "trigger Decree (any damage a unit takes does)",
           patched(("rulespec.oracle.triggers.meets", _r15_delayed_blind_to_combat))),
    Mutant("r15-delayed-trigger-sees-its-controllers-damage-only", "ATTR-17",
           "\"When any unit takes damage\" read as \"when you deal damage\": damage another player is "
           "responsible for does not trigger Decree (its condition names no player)",
           patched(("rulespec.oracle.triggers.meets", _r15_delayed_sees_its_controllers_damage))),
    Mutant("r15-delayed-trigger-once-per-action", "ATTR-16",
           "a delayed trigger triggers once per action: when a combat damages two units, Decree kills only the "
           "first (390.2, 391: it triggers each time its condition is met, each unit's damage)",
           patched(("rulespec.oracle.triggers.match", _r15_delayed_once_per_action))),
    Mutant("r15-delayed-trigger-lasts-into-the-next-turn", "ATTR-17",
           "\"this turn\" read as lasting until the end of the next turn, the opponent's turn included (317.2: "
           "it ends at the ending cleanup of the turn it was made in)",
           patched(("rulespec.oracle.delayed.end", _r15_delayed_until_the_next_turns_end))),
]


# --- round 15, second batch -------------------------------------------------------------------

def _r15_it_read_as_the_dealer(original: Callable[..., None], txn: Any, record: Any) -> None:
    """The "it" of a delayed trigger read as the unit that dealt the damage, when a unit dealt it
    (a unit told to deal damage, a unit in combat): the damage event's source."""
    before = len(txn.pending)
    original(txn, record)
    source = record.document.get("source") or {}
    dealer = source.get("object") if source.get("kind") == "object" else \
        (source.get("objects") or [None])[0] if source.get("kind") == "combat" else None
    if dealer is None:
        return
    for i in range(before, len(txn.pending)):
        if txn.pending[i].delayed is not None:
            txn.pending[i] = replace(txn.pending[i], it=dealer)


def _r15_played_from_the_trash_ready(original: Callable[..., None], txn: Any, object_id: str, player: str,
                                     origin: str) -> None:
    """A card played from the trash comes back ready: only a card played from the hand enters exhausted."""
    original(txn, object_id, player, origin)
    if origin == "trash":
        txn.update(object_id, exhausted=False)


def _r15_delayed_watches_battlefields(original: Callable[..., bool], txn: Any, record: Any, ability: Any) -> bool:
    """A delayed trigger about damage sees the units at battlefields, where fighting is, not those in a base."""
    if _r15_is_delayed(txn, ability) and record.document.get("type") == "damage":
        unit = record.last_known.get(record.document.get("object")) or txn.state.get(record.document.get("object"))
        if unit is not None and not (unit.location or "").startswith("battlefield:"):
            return False
    return original(txn, record, ability)


MUTANTS += [
    Mutant("r15-delayed-it-read-as-the-damage-dealer", "ATTR-17",
           "the \"it\" of \"When any unit takes damage this turn, kill it\" read as the unit that dealt the damage, "
           "when a unit dealt it (a unit a spell told to deal damage, a unit in combat): the dealer dies, not the "
           "unit that took the damage (it is the unit that takes the damage)",
           patched(("rulespec.oracle.triggers.match", _r15_it_read_as_the_dealer))),
    Mutant("r15-phoenix-played-from-the-trash-enters-ready", "ATTR-16",
           "a unit played from the trash enters ready: only a unit played from the hand enters exhausted (143.4, "
           "359.2.c: a unit played enters exhausted, from wherever it is played)",
           patched(("rulespec.oracle.zones._enters_played", _r15_played_from_the_trash_ready))),
    Mutant("r15-delayed-trigger-watches-battlefields-only", "ATTR-16",
           "Decree's \"When any unit takes damage\" watches the battlefields, where fighting is: damage to a unit "
           "in its base triggers nothing (any unit, wherever it is on the board)",
           patched(("rulespec.oracle.triggers.meets", _r15_delayed_watches_battlefields))),
]


def _r15_it_must_still_be_damaged(original: Callable[..., None], txn: Any, item: Any, chosen: Any,
                                  mode: Any) -> None:
    """The trigger's condition checked again as it resolves: a unit healed since it took the damage is
    no longer "a unit that takes damage", and "kill it" does nothing."""
    it = txn.state.get(item.it) if item.it is not None else None
    if it is not None and not it.damage:
        item = replace(item, it=None)
    original(txn, item, chosen, mode)


MUTANTS += [
    Mutant("r15-delayed-condition-checked-again-at-resolution", "ATTR-16",
           "Decree's condition is checked again as its trigger resolves: a unit healed meanwhile (by the combat "
           "cleanup) has no damage left and is spared (390.2, 383: the damage triggered it; \"kill it\" kills it)",
           patched(("rulespec.oracle.chain._resolve_delayed", _r15_it_must_still_be_damaged))),
]


# --- round 16 ------------------------------------------------------------------------------------

from tests.mutants import without_events as _r16_without_events  # noqa: E402 (this block is appended)


def _r16_delayed_under_the_turn_player(original: Callable[..., None], txn: Any, record: Any) -> None:
    """A delayed trigger that triggers goes on the chain under the turn player, like a trigger of the turn."""
    before = len(txn.pending)
    original(txn, record)
    active = txn.state.turn.active_player
    txn.pending[before:] = [replace(p, controller=active) if p.delayed is not None else p
                            for p in txn.pending[before:]]


def _r16_delayed_ends_as_the_ending_phase_begins(original: Callable[..., None], txn: Any, phase: str) -> None:
    original(txn, phase)
    if phase == "ending":
        _delayed.end(txn, "end_of_turn")


MUTANTS += [
    Mutant("r16-delayed-trigger-triggers-under-the-turn-player", "ATTR-16",
           "a delayed trigger that fires during a turn goes on the chain under the turn player: B's Decree trigger, "
           "fired on A's turn, kills as A's, and A's Phoenix triggers, not B's (its controller is the controller of "
           "the spell that made it, 411.1; ATTR-16: the same player controls it and is responsible for the kill)",
           patched(("rulespec.oracle.triggers.match", _r16_delayed_under_the_turn_player))),
    Mutant("r16-delayed-trigger-ends-silently", "ATTR-17",
           "the delayed trigger's window closes at the ending cleanup without a word: no delayed_trigger_ended event",
           rewriting(perform=_r16_without_events("delayed_trigger_ended"))),
    Mutant("r16-delayed-trigger-ends-as-the-ending-phase-begins", "ATTR-17",
           "\"this turn\" read as up to the end of the Main Phase: the delayed trigger ends as the Ending Phase "
           "begins, and damage dealt in the Ending Phase does not trigger it (317.2: it ends at the ending cleanup)",
           patched(("rulespec.oracle.turns._begin", _r16_delayed_ends_as_the_ending_phase_begins))),
]


def _r16_delayed_ends_with_its_controllers_turn(original: Callable[..., None], txn: Any, window: str) -> None:
    """\"This turn\" read as the controller's turn: a delayed trigger made on another player's turn lasts
    until the end of its controller's own turn."""
    if window != "end_of_turn":
        original(txn, window)
        return
    active = txn.state.turn.active_player
    kept = tuple(d for d in txn.state.delayed if d.until == window and d.controller != active)
    txn.state = txn.state.with_fields(delayed=tuple(d for d in txn.state.delayed if d not in kept))
    original(txn, window)
    txn.state = txn.state.with_fields(delayed=(*txn.state.delayed, *kept))


MUTANTS += [
    Mutant("r16-delayed-trigger-ends-with-its-controllers-turn", "ATTR-17",
           "\"this turn\" read as \"your turn\": a delayed trigger B made on A's turn lasts until the end of B's "
           "own next turn (317.2: it ends at the ending cleanup of the turn it was made in)",
           patched(("rulespec.oracle.delayed.end", _r16_delayed_ends_with_its_controllers_turn))),
]


def _r16_delayed_triggers_first(original: Callable[..., None], txn: Any) -> None:
    """The delayed triggers waiting go on the chain before every other trigger, whoever controls them: they were
    made before the abilities that triggered with them."""
    order = [p.id for p in txn.state.players]
    first = order.index(txn.state.turn.active_player) if txn.state.turn.active_player in order else 0
    rank = {pid: (i - first) % len(order) for i, pid in enumerate(order)}
    while txn.pending:
        pending, txn.pending = txn.pending, []
        for p in sorted(pending, key=lambda p: (p.delayed is None, rank.get(p.controller, len(order)))):
            item_id = _r15_chain._push(txn, kind="trigger", source=p.holder, controller=p.controller,
                                       ability=p.ability, origin=p.origin if p.origin != p.holder else None,
                                       delayed=p.delayed, it=p.it)
            txn.emit("ability_triggered", object=p.holder, ability=p.ability, item=item_id,
                     **({"from": p.origin} if p.origin != p.holder else {}), delayed=p.delayed)


MUTANTS += [
    Mutant("r16-delayed-triggers-put-on-the-chain-first", "ATTR-16",
           "the delayed triggers that fire with other triggers go on the chain first, whoever controls them: on A's "
           "turn, B's Decree trigger goes under A's watcher's trigger and resolves after it (383.3.d: the turn "
           "player's triggers first, then the others' in turn order, so B's goes on top)",
           patched(("rulespec.oracle.chain.put_triggers", _r16_delayed_triggers_first))),
]


# --- round 17 ------------------------------------------------------------------------------

from tests.mutants import PatchedOracle as _PatchedOracle  # noqa: E402 (this block is appended)

_LATE = "end_of_turn (made in the Ending Phase)"


def _r17_made_in_the_ending_phase(original: Callable[..., bool], txn: _Txn, e: Any) -> bool:
    """A delayed trigger made once the Ending Phase has begun misses this turn's list of "this turn" effects."""
    done = original(txn, e)
    if done and txn.state.turn.phase == "ending":
        last = txn.state.delayed[-1]
        txn.state = txn.state.with_fields(delayed=(*txn.state.delayed[:-1], replace(last, until=_LATE)))
    return done


def _r17_end_then_enlist_the_late(original: Callable[..., None], txn: _Txn, window: str) -> None:
    original(txn, window)
    if window == "end_of_turn":  # those made too late this turn end with the next one
        txn.state = txn.state.with_fields(delayed=tuple(replace(d, until="end_of_turn") if d.until == _LATE else d
                                                        for d in txn.state.delayed))


MUTANTS += [
    Mutant("r17-delayed-trigger-made-in-the-ending-phase-outlives-the-turn", "ATTR-17",
           "the \"this turn\" effects the ending cleanup ends are listed as the Ending Phase begins: a delayed "
           "trigger made during the Ending Phase (an Action Decree played then) lasts through the next turn "
           "(317.2: every \"this turn\" effect ends at that turn's ending cleanup)",
           type("Mutated", (_PatchedOracle,), {
               "patches": (("rulespec.oracle.delayed.end", _r17_end_then_enlist_the_late),),
               "entries": ((_pipeline.PRIMITIVES, "create_delayed", _r17_made_in_the_ending_phase),)})),
]


def _r17_delayed_dropped_when_it_is_gone(original: Callable[..., None], txn: _Txn) -> None:
    """A delayed trigger whose "it" already left the board is not put on the chain at all."""
    def gone(p: Any) -> bool:
        it = txn.state.get(p.it) if p.it is not None else None
        return p.delayed is not None and (it is None or not it.on_board)

    txn.pending = [p for p in txn.pending if not gone(p)]
    original(txn)


MUTANTS += [
    Mutant("r17-delayed-trigger-skipped-when-its-unit-is-gone", "ATTR-17",
           "Decree's trigger is not put on the chain when the damaged unit already died at the cleanup of that "
           "damage: nothing to kill, so no trigger (383.4: once triggered, it goes on the chain; its \"kill it\" "
           "then finds nothing, 055)",
           patched(("rulespec.oracle.chain.put_triggers", _r17_delayed_dropped_when_it_is_gone))),
]


# --- round 18 ------------------------------------------------------------------------------

def _r18_end_the_first_only(original: Callable[..., None], txn: Any, window: str) -> None:
    """The window's end ends "the" delayed trigger: the first one of that window, as if there could be one only."""
    first = next((d for d in txn.state.delayed if d.until == window), None)
    if first is None:
        return
    txn.emit("delayed_trigger_ended", object=first.origin, delayed=first.id)
    txn.state = txn.state.with_fields(delayed=tuple(d for d in txn.state.delayed if d is not first))


def _r18_ended_named_by_its_id(action: dict[str, Any], result: dict[str, Any],
                               adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        for event in result["events"]:
            if event.get("type") == "delayed_trigger_ended" and "delayed" in event:
                event["object"] = event["delayed"]
    return result


MUTANTS += [
    Mutant("r18-only-the-first-delayed-trigger-ends", "ATTR-17",
           "the ending cleanup ends the first delayed trigger of the turn only: a second Decree's trigger, made the "
           "same turn, lives on into the next turn (317.2: every \"this turn\" effect ends together)",
           patched(("rulespec.oracle.delayed.end", _r18_end_the_first_only))),
    Mutant("r18-delayed-trigger-ended-names-the-trigger-not-its-creator", "ATTR-17",
           "the end of a delayed trigger is reported for the trigger itself: its event's object is the delayed "
           "trigger's id, not the spell that created it",
           rewriting(perform=_r18_ended_named_by_its_id)),
]


# --- round 19 ------------------------------------------------------------------------------

def _r19_new_pending(original: Callable[..., None], txn: _Txn, record: Any) -> list[Any]:
    before = len(txn.pending)
    original(txn, record)
    return txn.pending[before:]


def _r19_misses_damaged_units(original: Callable[..., None], txn: _Txn, record: Any) -> None:
    """"When any unit takes damage" watched as a unit becoming damaged: one with damage already marked does
    not trigger it."""
    added = _r19_new_pending(original, txn, record)
    doc = record.document
    if doc.get("type") == "damage" and isinstance(doc.get("object"), str):
        was = record.last_known.get(doc["object"])
        now = txn.state.get(doc["object"])
        had = was.damage if was is not None else (now.damage - doc.get("amount", 0) if now is not None else 0)
        if had > 0:
            txn.pending = [p for p in txn.pending if not (p in added and p.delayed is not None)]


def _r19_blind_to_unit_damage(original: Callable[..., None], txn: _Txn, record: Any) -> None:
    """The delayed trigger listens to the damage of spells, abilities and combat: a unit told to deal damage
    (a Challenge, "it deals 3") deals damage it does not see."""
    added = _r19_new_pending(original, txn, record)
    doc = record.document
    source = doc.get("source") if isinstance(doc.get("source"), dict) else {}
    if doc.get("type") == "damage" and source.get("kind") == "object":
        txn.pending = [p for p in txn.pending if not (p in added and p.delayed is not None)]


def _r19_one_phoenix(original: Callable[..., None], txn: _Txn, record: Any) -> None:
    """Cards in a trash are watched by name: two copies of the same card there trigger once."""
    added = _r19_new_pending(original, txn, record)
    seen: set[tuple[str, str]] = set()
    drop = []
    for p in added:
        obj = txn.state.get(p.holder)
        if p.delayed is None and obj is not None and obj.zone == "trash":
            key = (p.controller, p.ability)
            if key in seen:
                drop.append(p)
            seen.add(key)
    txn.pending = [p for p in txn.pending if not any(p is d for d in drop)]


def _r19_created_named_by_its_id(action: dict[str, Any], result: dict[str, Any],
                                 adapter: OracleAdapter) -> dict[str, Any]:
    if result.get("accepted"):
        for event in result["events"]:
            if event.get("type") == "delayed_trigger_created" and "delayed" in event:
                event["object"] = event["delayed"]
    return result


def _r19_its_of_one_action(original: Callable[..., None], txn: _Txn, record: Any) -> None:
    """The delayed trigger's "it" is read once per action: every trigger of the action kills the first unit
    damaged in it."""
    added = _r19_new_pending(original, txn, record)
    first = next((p.it for p in txn.pending if p.delayed is not None and p.it is not None), None)
    if first is not None:
        txn.pending = [replace(p, it=first) if p in added and p.delayed is not None else p for p in txn.pending]


MUTANTS += [
    Mutant("r19-delayed-trigger-misses-already-damaged-units", "ATTR-17",
           "\"when any unit takes damage\" is watched as a unit becoming damaged: a unit with damage already marked "
           "takes more and does not trigger Decree's delayed trigger (ATTR-17: later qualifying damage triggers "
           "it; any damage dealt qualifies)",
           patched(("rulespec.oracle.triggers.match", _r19_misses_damaged_units))),
    Mutant("r19-delayed-trigger-blind-to-unit-dealt-damage", "ATTR-17",
           "Decree's delayed trigger sees the damage of spells, abilities and combat, not that of a unit told to "
           "deal damage (ATTR-06, ATTR-17: a unit that deals damage is its source; any unit that takes damage "
           "triggers it)",
           patched(("rulespec.oracle.triggers.match", _r19_blind_to_unit_damage))),
    Mutant("r19-only-one-phoenix-triggers", "ATTR-16",
           "cards in the trash are watched by name: with two Immortal Phoenixes in A's trash, A's kill with Decree's "
           "trigger makes one Phoenix trigger, not both (383.2: each ability whose condition is met triggers)",
           patched(("rulespec.oracle.triggers.match", _r19_one_phoenix))),
    Mutant("r19-delayed-trigger-created-names-the-trigger-not-its-creator", "ATTR-16",
           "the creation of a delayed trigger is reported for the trigger itself: the event's object is the new "
           "trigger's id, not the spell that created it (ATTR-16: the ability the spell creates)",
           rewriting(perform=_r19_created_named_by_its_id)),
    Mutant("r19-delayed-its-of-one-action-read-as-the-first-damaged", "ATTR-17",
           "\"it\" is read once per action: when one action damages two units, both of Decree's triggers kill the "
           "first unit damaged, and the second survives (ATTR-17: each trigger resolves its kill of the unit whose "
           "damage triggered it)",
           patched(("rulespec.oracle.triggers.match", _r19_its_of_one_action))),
]
