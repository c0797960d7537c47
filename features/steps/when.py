"""When steps: each sends one action document, performed by the named player.

"tries to" marks an action the scenario expects may be rejected: the world keeps the state
before it, so that a Then step can show that a rejection changed nothing.

A When step without "tries to" states that its action happens. The engine must accept it, and
where the rules say what the action does to the object it names, whatever else follows, the step
also checks that much in the snapshot after it (``_done``): "B takes control of" an object leaves
B controlling it, a resolve takes its item off the chain, a banished object is off the board, an
attached one is on its host. Where the rules make an action do nothing (an attach the rules
forbid, that an engine may accept and not do), write "tries to" and say the outcome. An
engine that accepts an action and then does not do it fails at the step that names it, not only
where a Then step happens to look.

    When A activates the Equip ability of "sword" targeting "garen"
    When A activates the second Equip ability of "sword" targeting "garen"
    When A tries to activate the Equip ability of "sword" targeting "darius"
    When A activates the ability of "cannon" targeting "darius"  (a generic card's "[1]: …" text)
    When A activates the second ability of "cannon" targeting "garen" and "darius"
    When the top of the chain resolves
    When the top of the chain resolves, A choosing "azir"  (the choice the resolving text asks of A)
    When the top of the chain resolves with mode 3, A choosing "garen"  (a "choose one —" ability)
    When A tries to resolve the top of the chain  (or: …, choosing "azir"; … with mode 3)
    When the chain resolves until it is empty  (the turn player resolves the top item, again and again)
    When A plays "sword"
    When A plays "challenge" choosing "garen" and "darius"
    When A attaches "sword" to "garen"
    When A attaches "specs" to "soldier" choosing "azir"  (the choice its "As this is attached" text asks for)
    When A detaches "sword"
    When A moves "garen" and "darius" to battlefield "bf1"
    When A moves "garen" to their base
    When A recalls "garen"
    When A kills "garen", detaching "sword" then "cloak"
    When A banishes "garen"
    When A banishes "garen", detaching "sword" then "cloak"
    When B deals 3 damage to "garen"  (with the spell "fireball" / with the ability of "blade")
    When A has "garen" deal 4 damage to "darius" (with the spell "fling": it told "garen" to)
    When A kills "garen" with the spell "decree"
    When B takes control of "garen"
    When A readies "sword"  (exhausts, stuns, empowers, buffs)
    When A moves the buff from "garen" to "lux"
    When A removes the buff from "garen"
    When A spends the buffs of "garen" and "lux" as an effect allows
    When A tries to spend the buff of "garen" with no effect allowing it
    When A makes "soldier" a copy of "azir"
    When A returns "garen" to the board
    When B activates the ability "[1]: Untap me" of "wolf"  (an ability of a generic card, by its text;
      also one an Equipment's effect text grants: "[1]: Ready me." of the unit it is attached to)
    When A activates the "azir-ascendant" ability of "soldier" targeting "garen"  (a real card's ability,
      by its key: docs/implementing.md, "Cards"; "the second "azir-ascendant" ability": instance 2)
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import parsers, when

from rulespec.features.steps.checks import Check, zone_check
from rulespec.features.steps.checks import object_check as _on
from rulespec.features.steps.world import SIMPLE_VERBS, World, parse_location, quoted

TRY = r"(?P<player>\w+) (?P<attempt>tries to )?"


ORDINALS = {"first": 1, "second": 2, "third": 3}


def _done(world: World, attempt: str | None, *checks: Check, host: str | None = None) -> None:
    """What a When step without "tries to" says its accepted action did to the object it names,
    checked in the snapshot after it (the module's docstring). A check of an object's field is made
    while the object is still on the board: what follows the action may take it off at once (the
    cleanup kills a copy whose Might its damage now reaches, 323.5), and that is for the Then steps;
    so is an attachment whose ``host`` left the board. A "tries to" step leaves its outcome to the
    scenario's Then steps."""
    if attempt:
        return
    on_board = {o["id"] for o in world.snapshot()["objects"] if o.get("zone", "board") == "board"}
    if host is not None and host not in on_board:
        on_board = set()
    world.check(*(c for c in checks if c.within != "/objects" or c.where.get("id") in on_board))


def _off_board(object_id: str, why: str) -> Check:
    """``object_id`` is no longer on the board: in another zone, or gone (a token, 136.4.b)."""
    return zone_check(object_id, f"{object_id!r} is off the board ({why})", "board", False)


#: What the simple verbs do to their object, whatever else follows (Riftbound: exhaust 414.1, ready
#: 415.1, stun 423.1, a buff 426.1 and at most one 702.3, banish 427.1, detach 435.1; Magic's tap and
#: untap, exile and unattach alike).
SIMPLE_DONE = {
    "exhaust": lambda o: _on(o, "/exhausted", f"{o!r} is exhausted, as the step says", True),
    "ready": lambda o: _on(o, "/exhausted", f"{o!r} is ready, as the step says", False),
    "stun": lambda o: _on(o, "/states", f"{o!r} is stunned, as the step says", "stunned", "contains"),
    "buff": lambda o: _on(o, "/counters/buff", f"{o!r} has a buff (one), as the step says", 1, default=None),
    "banish": lambda o: _off_board(o, "banished"),
    "detach": lambda o: _on(o, "/attached_to", f"{o!r} is attached to nothing, as the step says", None),
}


@when(parsers.re(TRY + r'activates? the (?:(?P<nth>first|second|third) )?(?P<ability>Equip) ability of '
                 r'"(?P<object_id>[^"]+)"(?: targeting (?P<targets>.+))?$'))
def activate(world: World, player: str, attempt: str | None, nth: str | None, ability: str, object_id: str,
             targets: str | None) -> None:
    action: dict[str, Any] = {"type": "activate", "player": player, "object": object_id,
                              "ability": ability.lower(), "targets": quoted(targets or "")}
    if nth:
        action["instance"] = ORDINALS[nth]
    world.perform(action, attempt=bool(attempt))


def _choices(chosen: str | None, mode: str | None) -> dict[str, object]:
    return {**({"chosen": quoted(chosen)} if chosen else {}), **({"mode": int(mode)} if mode else {})}


@when(parsers.re(r"the top of the chain resolves(?: with mode (?P<mode>\d+))?"
                 r"(?:, (?P<player>\w+) choosing (?P<chosen>.+))?$"))
def resolve(world: World, mode: str | None, player: str | None, chosen: str | None) -> None:
    snap = world.snapshot()
    active = (snap.get("turn") or {}).get("active_player", snap["players"][0]["id"])
    action: dict[str, object] = {"type": "resolve", "player": player or active}
    if chosen or mode:
        action["choices"] = _choices(chosen, mode)
    world.perform(action)
    _resolved(world, snap)


def _resolved(world: World, before: dict[str, Any]) -> None:
    """A resolve changes the chain: its item leaves it, whether it resolved or fizzled. The chain
    after it is not the chain before (what the resolution adds is another item; an engine may give
    it the id the resolved one had, so the ids alone do not tell)."""
    chain = before.get("chain") or []
    if chain:
        world.check(Check("the chain once its top item resolved: that item has left it", "snapshot", "/chain",
                          "differs", chain, default=[]))


@when(parsers.re(r"(?P<player>\w+) tries to resolve the top of the chain(?: with mode (?P<mode>\d+))?"
                 r"(?:, choosing (?P<chosen>.+))?$"))
def try_resolve(world: World, player: str, mode: str | None, chosen: str | None) -> None:
    """A resolve that may be rejected (an empty chain: nothing to resolve, 406; a choice the
    resolving text does not ask for; a mode chosen this turn already; a choice made by a player
    who does not control the item, 191.4.c-e)."""
    action: dict[str, object] = {"type": "resolve", "player": player}
    if chosen or mode:
        action["choices"] = _choices(chosen, mode)
    world.perform(action, attempt=True)


@when(parsers.re(TRY + r'(?P<verb>plays?|recalls?|detach(?:es)?|readies|ready|exhausts?|stuns?|empowers?|buffs?'
                 r'|banish(?:es)?) "(?P<object_id>[^"]+)"$'))
def simple(world: World, player: str, attempt: str | None, verb: str, object_id: str) -> None:
    stem = SIMPLE_VERBS.get(verb, verb)
    before = _before(world, object_id) if stem in ("recall", "play") and not attempt else None
    world.perform({"type": stem, "player": player, "object": object_id}, attempt=bool(attempt))
    if stem in SIMPLE_DONE:
        _done(world, attempt, SIMPLE_DONE[stem](object_id))
    elif stem == "recall" and before:
        _done(world, attempt, _on(object_id, "/location",
                                  f"{object_id!r} is in its controller's base (recalled: Riftbound 455)",
                                  f"base:{before.get('controller', before['owner'])}"))
    elif stem == "play" and before:
        _done(world, attempt, _played(object_id, before))


def _before(world: World, object_id: str) -> dict[str, Any] | None:
    """The object as the snapshot before the action has it."""
    return next((o for o in world.snapshot()["objects"] if o["id"] == object_id), None)


def _played(object_id: str, before: dict[str, Any]) -> Check:
    """A card played has left the zone it was played from: to the chain, or to the board (Riftbound
    359)."""
    zone = before.get("zone", "board")
    return zone_check(object_id, f"{object_id!r}, played, has left the {zone}", zone, False)


@when(parsers.re(TRY + r'attach(?:es)? "(?P<object_id>[^"]+)" to "(?P<host>[^"]+)"(?: choosing (?P<chosen>.+))?$'))
def attach(world: World, player: str, attempt: str | None, object_id: str, host: str, chosen: str | None) -> None:
    action: dict[str, object] = {"type": "attach", "player": player, "object": object_id, "to": host}
    if chosen:
        action["choices"] = {"chosen": quoted(chosen)}
    world.perform(action, attempt=bool(attempt))
    _done(world, attempt, _on(object_id, "/attached_to", f"what {object_id!r} is attached to once attached to "
                              f"{host!r}", host), host=host)


@when(parsers.re(TRY + r'moves? (?P<objects>"[^"]+"(?:(?:, | and )"[^"]+")*) to (?P<where>.+)$'))
def move(world: World, player: str, attempt: str | None, objects: str, where: str) -> None:
    to = parse_location("in their base" if where == "their base" else
                        f"in {where}" if where.endswith(" base") else f"at {where}", player)
    world.perform({"type": "move", "player": player, "objects": quoted(objects), "to": to}, attempt=bool(attempt))
    _done(world, attempt, *(_on(o, "/location", f"where {o!r} is once moved (Riftbound 446.1)", to)
                            for o in quoted(objects)))


BY = r'(?: with (?:the spell "(?P<spell>[^"]+)"|the ability of "(?P<ability>[^"]+)"))?'


def _source(spell: str | None, ability: str | None) -> dict[str, str]:
    if ability:
        return {"kind": "ability", "object": ability}
    return {"kind": "spell", **({"object": spell} if spell else {})}


@when(parsers.re(TRY + r'(?:kills?|destroys?) "(?P<object_id>[^"]+)"' + BY + r"(?:, detaching (?P<order>.+))?$"))
def kill(world: World, player: str, attempt: str | None, object_id: str, spell: str | None, ability: str | None,
         order: str | None) -> None:
    action: dict[str, object] = {"type": "kill", "player": player, "object": object_id}
    if spell or ability:
        action["source"] = _source(spell, ability)
    if order:
        action["choices"] = {"detach_order": quoted(order)}
    world.perform(action, attempt=bool(attempt))


@when(parsers.re(TRY + r'deals? (?P<amount>\d+) damage to "(?P<object_id>[^"]+)"' + BY + "$"))
def deal_damage(world: World, player: str, attempt: str | None, amount: str, object_id: str, spell: str | None,
                ability: str | None) -> None:
    world.perform({"type": "deal_damage", "player": player, "amount": int(amount), "to": object_id,
                   "source": _source(spell, ability)}, attempt=bool(attempt))


@when(parsers.re(TRY + r'(?:has|have) "(?P<dealer>[^"]+)" deal (?P<amount>\d+) damage to "(?P<object_id>[^"]+)"'
                 + BY + "$"))
def object_deals_damage(world: World, player: str, attempt: str | None, dealer: str, amount: str,
                        object_id: str, spell: str | None, ability: str | None) -> None:
    source = {"kind": "object", "object": dealer}
    if spell or ability:
        source["instructed_by"] = spell or ability or ""
    world.perform({"type": "deal_damage", "player": player, "amount": int(amount), "to": object_id,
                   "source": source}, attempt=bool(attempt))


@when(parsers.re(TRY + r'takes? control of "(?P<object_id>[^"]+)"$'))
def take_control(world: World, player: str, attempt: str | None, object_id: str) -> None:
    world.perform({"type": "change_control", "player": player, "object": object_id, "to": player},
                  attempt=bool(attempt))
    _done(world, attempt, _on(object_id, "/controller", f"who controls {object_id!r} once {player} took control "
                              "of it", player))


@when(parsers.re(TRY + r'moves? the (?P<counter>[a-z_]+)(?: counter)? from "(?P<source>[^"]+)"'
                 r' to "(?P<target>[^"]+)"$'))
def move_counter(world: World, player: str, attempt: str | None, counter: str, source: str, target: str) -> None:
    world.perform({"type": "move_counter", "player": player, "counter": counter, "from": source, "to": target},
                  attempt=bool(attempt))


@when(parsers.re(TRY + r'removes? the (?P<counter>[a-z_]+)(?: counter)? from "(?P<object_id>[^"]+)"$'))
def remove_counter(world: World, player: str, attempt: str | None, counter: str, object_id: str) -> None:
    world.perform({"type": "remove_counter", "player": player, "counter": counter, "object": object_id},
                  attempt=bool(attempt))


@when(parsers.re(TRY + r'spends? the (?P<counter>[a-z_]+?)s?(?: counters?)? of '
                 r'(?P<objects>"[^"]+"(?:(?:, | and )"[^"]+")*) '
                 r"(?P<how>as an effect allows|with no effect allowing it)$"))
def spend(world: World, player: str, attempt: str | None, counter: str, objects: str, how: str) -> None:
    action: dict[str, Any] = {"type": "spend_counters", "player": player, "counter": counter,
                              "objects": quoted(objects)}
    if how == "as an effect allows":
        action["allowed_by"] = {"kind": "spell"}
    world.perform(action, attempt=bool(attempt))


@when(parsers.re(TRY + r'makes? "(?P<object_id>[^"]+)" a copy of "(?P<model>[^"]+)"$'))
def become_copy(world: World, player: str, attempt: str | None, object_id: str, model: str) -> None:
    world.perform({"type": "become_copy", "player": player, "object": object_id, "of": model}, attempt=bool(attempt))
    _done(world, attempt, _on(object_id, "/view/copy_of", f"what {object_id!r} is a copy of once made one (477.1.b)",
                              model, needs=("view.copy",), part=True))


@when(parsers.re(TRY + r'returns? "(?P<object_id>[^"]+)" to the board$'))
def return_to_board(world: World, player: str, attempt: str | None, object_id: str) -> None:
    world.perform({"type": "return_to_board", "player": player, "object": object_id}, attempt=bool(attempt))
    _done(world, attempt, zone_check(object_id, f"{object_id!r} is on the board once returned to it", "board", True))


@when(parsers.re(TRY + r'plays? "(?P<object_id>[^"]+)" (?:choosing|targeting) (?P<targets>.+)$'))
def play_spell(world: World, player: str, attempt: str | None, object_id: str, targets: str) -> None:
    world.require("spells")
    before = _before(world, object_id) if not attempt else None
    world.perform({"type": "play", "player": player, "object": object_id, "targets": quoted(targets)},
                  attempt=bool(attempt))
    if before:
        _done(world, attempt, _played(object_id, before))


@when(parsers.re(TRY + r'banish(?:es)? "(?P<object_id>[^"]+)", detaching (?P<order>.+)$'))
def banish_in_order(world: World, player: str, attempt: str | None, object_id: str, order: str) -> None:
    """The host's controller's order of the detachments, written into the action (719.5.a)."""
    world.perform({"type": "banish", "player": player, "object": object_id,
                   "choices": {"detach_order": quoted(order)}}, attempt=bool(attempt))
    _done(world, attempt, _off_board(object_id, "banished"))


@when(parsers.re(TRY + r'activates? the (?:(?P<nth>first|second|third) )?ability of "(?P<object_id>[^"]+)"'
                 r"(?: targeting (?P<targets>.+))?$"))
def activate_generic(world: World, player: str, attempt: str | None, nth: str | None, object_id: str,
                     targets: str | None) -> None:
    """A generic test card's activated ability ("with text \"[1]: …\""): its key is ``ability``,
    the Nth of them instance N (schemas/state.json, generic_ability)."""
    world.require("abilities")
    action: dict[str, Any] = {"type": "activate", "player": player, "object": object_id, "ability": "ability",
                              "targets": quoted(targets or "")}
    if nth:
        action["instance"] = ORDINALS[nth]
    world.perform(action, attempt=bool(attempt))


@when(parsers.re(TRY + r'activates? the ability "(?P<text>[^"]+)" of "(?P<object_id>[^"]+)"'
                 r"(?: targeting (?P<targets>.+))?$"))
def activate_by_text(world: World, player: str, attempt: str | None, text: str, object_id: str,
                     targets: str | None) -> None:
    """The ability is named by its text; the action names it by the key the set-up gave it,
    wherever it is printed (the object itself, or an Equipment that grants it)."""
    keys = [a["key"] for o in world.doc["objects"] for box in ("abilities", "effect_abilities")
            for a in o["card"].get(box, ()) if a["text"] == text]
    if not keys:
        raise pytest.UsageError(f"no card of the set-up has the ability {text!r}")
    world.perform({"type": "activate", "player": player, "object": object_id, "ability": keys[0],
                   "targets": quoted(targets or "")}, attempt=bool(attempt))


@when(parsers.re(TRY + r'activates? the (?:(?P<nth>first|second|third) )?"(?P<key>[a-z0-9-]+)" ability of '
                 r'"(?P<object_id>[^"]+)"(?: targeting (?P<targets>.+))?$'))
def activate_by_key(world: World, player: str, attempt: str | None, nth: str | None, key: str, object_id: str,
                    targets: str | None) -> None:
    """A real card's activated ability, by the key its card data gives it (``azir-ascendant``);
    the Nth ability of that key the object has is instance N (Riftbound 818.4: each is separate)."""
    action: dict[str, Any] = {"type": "activate", "player": player, "object": object_id, "ability": key,
                              "targets": quoted(targets or "")}
    if nth:
        action["instance"] = ORDINALS[nth]
    world.perform(action, attempt=bool(attempt))


#: More resolves than any scenario's chain holds: a chain that is not empty after them never will be.
MAX_RESOLVES = 50


@when(parsers.re(r"the chain resolves until it is empty$"))
def resolve_all(world: World) -> None:
    """The turn player resolves the top of the chain until the chain is empty, each resolve an
    action of its own (the Then steps that read events read the last one's). An item that asks for
    a choice is refused: the step fails on it, showing the rejection, as any refused When step."""
    for _ in range(MAX_RESOLVES):
        snap = world.snapshot()
        if not snap.get("chain"):
            return
        active = (snap.get("turn") or {}).get("active_player", snap["players"][0]["id"])
        world.perform({"type": "resolve", "player": active})
        _resolved(world, snap)
    world.fail(f"the chain empties within {MAX_RESOLVES} resolves", "/chain", [], world.snapshot().get("chain"))


# --- granted text (477.2.a; GEAR-07) -------------------------------------------------------------

@when(parsers.re(TRY + r'activates? the granted ability "(?P<text>[^"]+)" of "(?P<object_id>[^"]+)"'
                 r"(?: targeting (?P<targets>.+))?$"))
def activate_granted(world: World, player: str, attempt: str | None, text: str, object_id: str,
                     targets: str | None) -> None:
    """An ability an effect granted to the object (``Given … has been given ability``, or a spell
    "Give … the ability …"): its key is the one the vocabulary gives its text (given.ability_key)."""
    from rulespec.features.steps.given import ability_key

    world.perform({"type": "activate", "player": player, "object": object_id, "ability": ability_key(text),
                   "targets": quoted(targets or "")}, attempt=bool(attempt))


# --- turns and the standard move (Riftbound 144, 315-318) ----------------------------------
#
#     When A ends the phase  (action end_phase)   When A ends their turn  (action end_turn)
#     When A makes a standard move of "garen" and "lux" to battlefield "bf1"  (or: to their base)


@when(parsers.re(TRY + r"ends? (?P<what>the phase|their turn)$"))
def end_phase(world: World, player: str, attempt: str | None, what: str) -> None:
    action_type = "end_turn" if what == "their turn" else "end_phase"
    world.perform({"type": action_type, "player": player}, attempt=bool(attempt))


@when(parsers.re(TRY + r'makes? a standard move of (?P<objects>"[^"]+"(?:(?:, | and )"[^"]+")*) to (?P<where>.+)$'))
def standard_move(world: World, player: str, attempt: str | None, objects: str, where: str) -> None:
    to = parse_location("in their base" if where == "their base" else
                        f"in {where}" if where.endswith(" base") else f"at {where}", player)
    world.perform({"type": "standard_move", "player": player, "objects": quoted(objects), "to": to},
                  attempt=bool(attempt))


# --- combat (Riftbound 465, 466; ATTR-08, ATTR-11) -------------------------------------------
#
#     When A attacks at battlefield "bf1", assigning 4 to "darius" and 3 to "garen"  (action `combat`:
#       A is the attacker; both sides' assignments together, each unit by its id; a unit left out gets 0)
#     When A tries to attack at battlefield "bf1", assigning 1 to "darius" and 1 to "lux"


@when(parsers.re(TRY + r'attacks? at battlefield "(?P<battlefield>[^"]+)"(?:, assigning (?P<assigned>.+))?$'))
def combat(world: World, player: str, attempt: str | None, battlefield: str, assigned: str | None) -> None:
    assignment: dict[str, int] = {}
    for part in (assigned or "").replace(" and ", ", ").split(", ") if assigned else ():
        amount, _, unit = part.partition(" to ")
        if not amount.isdigit() or len(quoted(unit)) != 1 or quoted(unit)[0] in assignment:
            raise pytest.UsageError(f'not an assignment: {part!r} (say: assigning 4 to "darius" and 3 to "garen")')
        assignment[quoted(unit)[0]] = int(amount)
    world.perform({"type": "combat", "player": player, "battlefield": battlefield, "assignment": assignment},
                  attempt=bool(attempt))
