"""Then steps: they read the engine's snapshot and the events of the last action, and compare
with what the ruling says. Every check names the JSON pointer it looked at.

    Then the action is accepted
    Then the action is rejected as "illegal_target"
    Then nothing changed
    Then "sword" is attached to "garen" / is not attached to anything
    Then "garen" carries "sword" and "cloak" / carries nothing
    Then "garen" has might 5
    Then "garen" has the ability "Tank" from "sword", controlled by B
    Then "garen" has no ability from "sword"
    Then the Equip ability of "sword" is inactive
    Then the effect text of "sword" is active / the rules text of "sword" is inactive
    Then "garen" is the Top-Most Card / is not a Top-Most Card / is equipped / is not equipped
    Then "sword" is in A's base / at battlefield "bf1" / in the trash / in the banishment / in their hand
    Then "sword" is exhausted / is ready / is stunned / is not stunned
    Then "sword" is controlled by A
    Then battlefield "bf1" is controlled by B / is controlled by nobody
    Then "garen" has 2 damage
    Then "garen" has a buff / has no buff / has no charge counter / has 2 charge counters
    Then "soldier" is a copy of "azir" / is not a copy
    Then the buff moved from "garen" to "lux"
    Then the last action placed no counter
    Then the damage dealt to "darius" is attributed to "garen", with A responsible
    Then the kill of "darius" is attributed to "fireball", with B responsible
    Then the kill of "darius" is not attributed to "garen"
    Then the source of the damage dealt to "darius" is the spell "zap" / the ability of "cannon" / the unit "garen"
    Then "sword" has the Equipment tag
    Then the chain is empty / the chain holds the Equip ability of "sword" targeting "garen"
    Then "garen" moved / "sword" did not move / "sword" was recalled by cleanup / was not recalled
    Then "sword" was detached from "garen" / "sword" was not detached
    Then "sword" was detached before "cloak"
    Then the last action caused no events
    Then A's rune pool is empty / A has [1] left in their rune pool
    Then the last action caused no kill event for "garen" / caused a detach event for "sword"
    Then the last action caused a heal event for "garen" with amount 2 (and each field named)
    Then the last action caused exactly these events, in order: (a table of type, object, … columns)
    Then the last action triggered one ability of "aphelios" / no ability of "soldier" / two abilities of …
    Then the chain holds one triggered ability of "aphelios" / no triggered ability of "soldier"
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import parsers, then

from rulespec.features.steps.world import (
    ATTRIBUTION_FIELDS,
    PART,
    STEP_CAPABILITIES,
    World,
    parse_cost,
    parse_location,
    quoted,
)


@then(parsers.re(r"the action is (?P<verdict>accepted|rejected)(?: as \"(?P<reason>\w+)\")?$"))
def verdict(world: World, verdict: str, reason: str | None) -> None:
    _, result = world.last
    world.verdict_checked = True
    world.expect("whether the engine accepted the action", "/accepted", verdict == "accepted", result.get("accepted"))
    if reason and world.checks("reasons"):  # without "reasons", counted as a check not made
        world.expect("the reason of the rejection", "/reason", reason, result.get("reason"))


@then(parsers.re(r"nothing changed$"))
def unchanged(world: World) -> None:
    if world.before is None:
        raise pytest.UsageError("'nothing changed' compares with the state before a 'tries to' action")
    after = world.snapshot()
    pointer, wanted, got = _first_difference(world.before, after)
    if pointer is not None:
        world.fail("a rejected action leaves the state exactly as it was", pointer, wanted, got)


def _first_difference(a: Any, b: Any, pointer: str = "") -> tuple[str | None, Any, Any]:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            found = _first_difference(a.get(key), b.get(key), f"{pointer}/{key}")
            if found[0] is not None:
                return found
        return None, None, None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = _first_difference(x, y, f"{pointer}/{i}")
            if found[0] is not None:
                return found
        return None, None, None
    return (None, None, None) if a == b else (pointer, a, b)


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<neg>not )?attached to (?:"(?P<host>[^"]+)"|anything)$'))
def attached_to(world: World, card: str, neg: str | None, host: str | None) -> None:
    pointer, got = world.field(card, "attached_to")
    if neg and host:
        if got == host:
            world.fail(f"{card!r} is not attached to {host!r}", pointer, f"anything but {host!r}", got)
    else:
        world.expect(f"what {card!r} is attached to", pointer, None if neg else host, got)


@then(parsers.re(r'"(?P<host>[^"]+)" carries (?P<cards>nothing|.+)$'))
def carries(world: World, host: str, cards: str) -> None:
    pointer, got = world.view(host, "attachments")
    world.expect(f"the cards attached to {host!r}", pointer, sorted(quoted(cards)), sorted(got))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has might (?P<might>-?\d+)$'))
def might(world: World, object_id: str, might: str) -> None:
    pointer, got = world.view(object_id, "might", "view.might")
    world.expect(f"the current Might of {object_id!r}", pointer, int(might), got)


def _matches(ability: dict[str, Any], text: str) -> bool:
    """The ability's text is ``text``, or begins with it, ending with a word ("When you attach an
    Equipment to me" of "When you attach an Equipment to me, choose one …"); a real card prints its
    keywords in brackets (``[Equip] [G] (…)``), which match the bare keyword too."""
    got = ability.get("text", "")
    return any(got == t or (got.startswith(t) and not got[len(t)].isalnum()) for t in (text, f"[{text}]"))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has the ability "(?P<text>[^"]+)" from "(?P<origin>[^"]+)"'
                 r"(?:, controlled by (?P<controller>\w+))?$"))
def has_ability(world: World, object_id: str, text: str, origin: str, controller: str | None) -> None:
    pointer, abilities = world.view(object_id, "abilities", "view.abilities")
    found = [a for a in abilities if _matches(a, text) and a.get("from") == origin and a.get("active", True)]
    wanted = {"text": text, "from": origin, "active": True, **({"controller": controller} if controller else {})}
    if not found:
        world.fail(f"{object_id!r} has the active ability {text!r} from {origin!r}", pointer, wanted, abilities)
    if controller and all(a.get("controller") != controller for a in found):
        world.fail(f"who controls {object_id!r}'s ability {text!r}", pointer, wanted, found)


@then(parsers.re(r'"(?P<object_id>[^"]+)" has no (?:active )?ability from "(?P<origin>[^"]+)"$'))
def has_no_ability_from(world: World, object_id: str, origin: str) -> None:
    pointer, abilities = world.view(object_id, "abilities", "view.abilities")
    found = [a for a in abilities if a.get("from") == origin and a.get("active", True)]
    if found:
        world.fail(f"{object_id!r} has no active ability from {origin!r}", pointer, [], found)


@then(parsers.re(r'the (?P<text>[A-Z][\w-]*) ability of "(?P<object_id>[^"]+)" is (?P<state>active|inactive)$'))
def ability_activity(world: World, text: str, object_id: str, state: str) -> None:
    pointer, abilities = world.view(object_id, "abilities", "view.abilities")
    found = [a for a in abilities if _matches(a, text) and a.get("from") == object_id]
    if not found:
        world.fail(f"{object_id!r} still has its {text} ability, active or not (GEAR-08)", pointer,
                   {"text": text, "from": object_id}, abilities)
    world.expect(f"whether {object_id!r}'s {text} ability is active", pointer, state == "active",
                 found[0].get("active", True))


@then(parsers.re(r'the (?P<box>rules|effect) text of "(?P<object_id>[^"]+)" is (?P<state>active|inactive)$'))
def text_box(world: World, box: str, object_id: str, state: str) -> None:
    pointer, boxes = world.view(object_id, "text_boxes", "view.text_boxes")
    world.expect(f"whether the {box} text of {object_id!r} is active", f"{pointer}/{box}", state == "active",
                 boxes.get(box))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?(?:the |a )?(?P<what>Top-Most Card|equipped)$'))
def top_most(world: World, object_id: str, neg: str | None, what: str) -> None:
    name = "top_most" if what == "Top-Most Card" else "equipped"
    pointer, got = world.view(object_id, name)
    world.expect(f"whether {object_id!r} is {what}", pointer, not neg, got)


ZONES = {"the trash": "trash", "the banishment": "banishment", "their hand": "hand", "their deck": "deck",
         "its owner's trash": "trash", "the graveyard": "trash", "its owner's graveyard": "trash"}


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<where>in (?:the trash|the banishment|their hand|their deck'
                 r"|its owner's trash|the graveyard|its owner's graveyard|\w+'s base)|at (?:battlefield )?\"[^\"]+\""
                 r"|on the battlefield)$"))
def where(world: World, object_id: str, where: str) -> None:
    zone = ZONES.get(where.removeprefix("in "))
    zone_pointer, got_zone = world.field(object_id, "zone")
    if where == "on the battlefield":  # Magic's board, where there are no locations
        world.expect(f"the zone of {object_id!r}", zone_pointer, "board", got_zone)
        return
    if zone:
        world.expect(f"the zone of {object_id!r}", zone_pointer, zone, got_zone)
        return
    world.expect(f"the zone of {object_id!r}", zone_pointer, "board", got_zone)
    pointer, got = world.field(object_id, "location")
    world.expect(f"the location of {object_id!r}", pointer, parse_location(where), got)


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?(?P<status>exhausted|ready|stunned|empowered)$'))
def has_status(world: World, object_id: str, neg: str | None, status: str) -> None:
    if status in ("exhausted", "ready"):
        pointer, got = world.field(object_id, "exhausted")
        world.expect(f"whether {object_id!r} is exhausted", pointer, (status == "exhausted") != bool(neg), got)
    else:
        pointer, got = world.field(object_id, "states")
        world.expect(f"whether {object_id!r} is {status}", pointer, not neg, status in (got or []))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<amount>\d+) damage$'))
def damage(world: World, object_id: str, amount: str) -> None:
    world.require("damage")
    pointer, got = world.field(object_id, "damage")
    world.expect(f"the damage marked on {object_id!r}", pointer, int(amount), got)


@then(parsers.re(r'"(?P<object_id>[^"]+)" is controlled by (?P<player>\w+)$'))
def controlled_by(world: World, object_id: str, player: str) -> None:
    pointer, got = world.field(object_id, "controller")
    world.expect(f"who controls {object_id!r}", pointer, player, got)


@then(parsers.re(r'"(?P<object_id>[^"]+)" has the (?P<tag>[A-Z][\w-]*) tag$'))
def has_tag(world: World, object_id: str, tag: str) -> None:
    pointer, tags = world.view(object_id, "tags")
    if tag not in tags:
        world.fail(f"{object_id!r} keeps its {tag} tag", pointer, tag, tags)


@then(parsers.re(r"the chain is empty$"))
def chain_empty(world: World) -> None:
    world.expect("the chain", "/chain", [], world.snapshot().get("chain", []))


@then(parsers.re(r'the chain holds the (?P<ability>Equip) ability of "(?P<object_id>[^"]+)"'
                 r'(?: targeting "(?P<target>[^"]+)")?$'))
def chain_holds(world: World, ability: str, object_id: str, target: str | None) -> None:
    world.require("chain")
    chain = world.snapshot().get("chain", [])
    top = chain[-1] if chain else None
    wanted = {"source": object_id, "ability": ability.lower(), **({"targets": [target]} if target else {})}
    got = {k: top.get(k) for k in wanted} if top else None
    world.expect("the top of the chain", f"/chain/{len(chain) - 1}" if chain else "/chain", wanted, got)


def _events(world: World, event_type: str, object_id: str) -> list[dict[str, Any]]:
    return [e for e in world.events() if e.get("type") == event_type and e.get("object") == object_id]


@then(parsers.re(r'"(?P<object_id>[^"]+)" (?P<neg>did not move|moved)$'))
def moved(world: World, object_id: str, neg: str) -> None:
    found = _events(world, "move", object_id)
    if (neg == "moved") != bool(found):
        world.fail(f"whether {object_id!r} moved (a move event, Riftbound 446.1)", "/events",
                   "a move event" if neg == "moved" else "no move event", found or world.events())


@then(parsers.re(r'"(?P<object_id>[^"]+)" was (?P<neg>not )?recalled(?P<cleanup> by cleanup)?$'))
def recalled(world: World, object_id: str, neg: str | None, cleanup: str | None) -> None:
    if cleanup:
        world.require("cleanup")
    found = [e for e in _events(world, "recall", object_id) if not cleanup or e.get("cause") == "cleanup"]
    if bool(neg) == bool(found):
        world.fail(f"whether {object_id!r} was recalled{cleanup or ''}", "/events",
                   "no recall event" if neg else "a recall event" + (" with cause cleanup" if cleanup else ""),
                   world.events())


@then(parsers.re(r'"(?P<object_id>[^"]+)" was (?P<neg>not )?detached(?: from "(?P<host>[^"]+)")?$'))
def detached(world: World, object_id: str, neg: str | None, host: str | None) -> None:
    found = [e for e in _events(world, "detach", object_id) if host is None or e.get("from") == host]
    if bool(neg) == bool(found):
        world.fail(f"whether {object_id!r} was detached", "/events",
                   "no detach event" if neg else {"type": "detach", "object": object_id, "from": host},
                   world.events())


@then(parsers.re(r'"(?P<first>[^"]+)" was detached before "(?P<second>[^"]+)"$'))
def detach_order(world: World, first: str, second: str) -> None:
    order = [e.get("object") for e in world.events() if e.get("type") == "detach"]
    wanted = [first, second]
    got = [o for o in order if o in wanted]
    world.expect("the order of the detach events", "/events", wanted, got)


@then(parsers.re(r"the last action caused no events$"))
def no_events(world: World) -> None:
    world.expect("the events of the last action", "/events", [], world.events())


@then(parsers.re(r"(?P<player>\w+)(?:'s (?:rune|mana) pool is (?P<empty>empty)| has (?P<cost>(?:\[\w+\])+) left "
                 r"in their (?:rune|mana) pool)$"))
def pool_holds(world: World, player: str, empty: str | None, cost: str | None) -> None:
    players = world.snapshot()["players"]
    i = next((i for i, p in enumerate(players) if p["id"] == player), None)
    if i is None:
        world.fail(f"the snapshot has player {player!r}", "/players", player, players)
    got = players[i].get("pool", {})
    got = {"energy": got.get("energy", 0), "power": {d: n for d, n in got.get("power", {}).items() if n}}
    wanted = parse_cost(cost) if cost else {}
    wanted = {"energy": wanted.get("energy", 0), "power": wanted.get("power", {})}
    world.expect(f"{player}'s rune pool", f"/players/{i}/pool", wanted, got)


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<neg>a|no) (?:(?P<buff>buff)|(?P<kind>[a-z_]+) counter)$'))
def has_counter(world: World, object_id: str, neg: str, buff: str | None, kind: str | None) -> None:
    """A buff, or a counter named as one ("has no charge counter"): a bare word is not read as a
    counter kind, so that "has no might" is no step, not a check of a "might" counter."""
    counter = buff or kind or ""
    pointer, counters = world.field(object_id, "counters")
    world.expect(f"the {counter} counters on {object_id!r}", f"{pointer}/{counter}", 1 if neg == "a" else None,
                 (counters or {}).get(counter))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<n>\d+) (?P<kind>[a-z_]+) counters?$'))
def counter_count(world: World, object_id: str, n: str, kind: str) -> None:
    pointer, counters = world.field(object_id, "counters")
    world.expect(f"the {kind} counters on {object_id!r}", f"{pointer}/{kind}", int(n) or None,
                 (counters or {}).get(kind))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?:(?P<neg>not a copy)|a copy of "(?P<model>[^"]+)")$'))
def copy_of(world: World, object_id: str, neg: str | None, model: str | None) -> None:
    pointer, got = world.view(object_id, "copy_of", "view.copy")
    world.expect(f"what {object_id!r} is a copy of", pointer, model, got)


@then(parsers.re(r'the (?P<counter>[a-z_]+) moved from "(?P<source>[^"]+)" to "(?P<target>[^"]+)"$'))
def counter_moved(world: World, counter: str, source: str, target: str) -> None:
    wanted = {"type": "counter_moved", "counter": counter, "from": source, "to": target}
    if wanted not in world.events():
        world.fail(f"the {counter} moved straight from {source!r} to {target!r} (Riftbound 746)", "/events", wanted,
                   world.events())


@then(parsers.re(r"the last action placed no counter$"))
def no_counter_placed(world: World) -> None:
    placed = [e for e in world.events() if e.get("type") in ("counter_placed", "counter_moved")]
    world.expect("counters placed by the last action", "/events", [], placed)


WHAT = {"damage dealt to": "damage", "kill of": "kill"}


def _event_of(world: World, what: str, object_id: str) -> tuple[str, dict[str, Any]]:
    events = world.events()
    for i, e in enumerate(events):
        if e.get("type") == WHAT[what] and e.get("object") == object_id:
            return f"/events/{i}", e
    world.fail(f"a {WHAT[what]} event for {object_id!r}", "/events", {"type": WHAT[what], "object": object_id}, events)
    raise AssertionError  # unreachable: fail raises


@then(parsers.re(r'the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is (?P<neg>not )?attributed to '
                 r'(?P<ability>the ability of )?"(?P<origin>[^"]+)"(?:, with (?P<player>\w+) responsible)?$'))
def attributed(world: World, what: str, object_id: str, neg: str | None, ability: str | None, origin: str,
               player: str | None) -> None:
    pointer, event = _event_of(world, what, object_id)
    if ability and not neg:
        world.expect(f"the source of the {WHAT[what]} of {object_id!r}: an ability of {origin!r} (Riftbound 417.6.b.2)",
                     f"{pointer}/source", {"kind": "ability", "object": origin},
                     {k: (world.credit(event, "source") or {}).get(k) for k in ("kind", "object")})
    credited = world.credit(event, "attributed_to") or []
    if (origin in credited) == bool(neg):
        world.fail(f"whether the {WHAT[what]} of {object_id!r} is attributed to {origin!r} (Riftbound 411.5, 428.5)",
                   f"{pointer}/attributed_to", f"{'not ' if neg else ''}including {origin!r}", credited)
    if player:
        world.expect(f"the player responsible for the {WHAT[what]} of {object_id!r} (Riftbound 411)",
                     f"{pointer}/responsible", player, world.credit(event, "responsible"))


@then(parsers.re(r'(?P<player>\w+) is responsible for the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)"$'))
def responsible(world: World, player: str, what: str, object_id: str) -> None:
    pointer, event = _event_of(world, what, object_id)
    world.expect(f"the player responsible for the {WHAT[what]} of {object_id!r} (Riftbound 411)",
                 f"{pointer}/responsible", player, world.credit(event, "responsible"))


def _event_type(words: str) -> str:
    return words.strip().replace(" ", "_")


EVENT_FIELD = re.compile(r'(?P<name>[a-z_]+) (?:"(?P<text>[^"]*)"|(?P<number>-?\d+))')


def _event_fields(text: str | None) -> dict[str, Any]:
    """``amount 2, replaced "kill" and by "angel"`` -> {"amount": 2, "replaced": "kill", "by": "angel"}."""
    fields: dict[str, Any] = {}
    for part in re.split(r", | and ", text) if text else ():
        m = EVENT_FIELD.fullmatch(part)
        if not m:
            raise pytest.UsageError(f'not an event field: {part!r} (say: amount 2, replaced "kill")')
        fields[m["name"]] = m["text"] if m["text"] is not None else int(m["number"])
    return fields


@then(parsers.re(r'the last action caused (?P<neg>no|an?) (?P<kind>[a-z][a-z ]*?) events?'
                 r'(?: (?:for|of|on|to) "(?P<object_id>[^"]+)")?(?: with (?P<fields>.+))?$'))
def caused_event(world: World, neg: str, kind: str, object_id: str | None, fields: str | None) -> None:
    """What did or did not happen: ``the last action caused no kill event for "garen"``,
    ``the last action caused no counter removed event``, ``… caused a detach event for "sword"``,
    ``… caused a heal event for "garen" with amount 2`` (the event has each field named, with that value)."""
    kind = _event_type(kind)
    wanted = _event_fields(fields)
    if set(wanted) & set(ATTRIBUTION_FIELDS):
        world.require("attribution")
    found = [e for e in world.events() if e.get("type") == kind and object_id in (None, e.get("object"))
             and all(e.get(k) == v for k, v in wanted.items())]
    about = (f" for {object_id!r}" if object_id else "") + (f" with {wanted}" if wanted else "")
    if neg == "no" and found:
        world.fail(f"the last action caused no {kind} event{about}", "/events", [], found)
    if neg != "no" and not found:
        world.fail(f"the last action caused a {kind} event{about}", "/events",
                   {"type": kind, **({"object": object_id} if object_id else {}), **wanted}, world.events())


@then(parsers.re(r"the last action caused exactly these events, in order:$"))
def exact_events(world: World, datatable: list[list[str]]) -> None:
    """The whole ordered list of events, each row naming the fields that matter (a subset of the
    event; a blank cell is not compared), where the order or the absence of other events is the point::

        Then the last action caused exactly these events, in order:
          | type   | object | from  |
          | detach | sword  | garen |
          | kill   | garen  |       |
    """
    header, *rows = datatable
    if set(header) & set(ATTRIBUTION_FIELDS):
        world.require("attribution")
    wanted = [{k: v for k, v in zip(header, row, strict=True) if v != ""} for row in rows]
    events = world.events()
    got = [{k: e.get(k) for k in w} for w, e in zip(wanted, events, strict=False)]
    if len(events) != len(wanted) or got != wanted:
        world.fail("the events of the last action, in order", "/events", wanted,
                   [{k: e.get(k) for k in header if k in e} for e in events])


SOURCE_KINDS = {"the spell": "spell", "the ability of": "ability", "the unit": "object"}


@then(parsers.re(r'the source of the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is '
                 r'(?P<kind>the spell|the ability of|the unit) "(?P<origin>[^"]+)"$'))
def source_of(world: World, what: str, object_id: str, kind: str, origin: str) -> None:
    """What dealt the damage or made the kill (417.6, 428.5): the event's ``source``."""
    pointer, event = _event_of(world, what, object_id)
    world.expect(f"the source of the {WHAT[what]} of {object_id!r} (Riftbound 417.6, 428.5)", f"{pointer}/source",
                 {"kind": SOURCE_KINDS[kind], "object": origin},
                 {k: (world.credit(event, "source") or {}).get(k) for k in ("kind", "object")})


@then(parsers.re(r'battlefield "(?P<bf>[^"]+)" is controlled by (?:(?P<player>[A-Z]\w*)|nobody)$'))
def battlefield_controlled_by(world: World, bf: str, player: str | None) -> None:
    """Who controls a battlefield (190; 323.6: a player with no unit there loses it)."""
    fields = world.snapshot().get("battlefields", [])
    i = next((i for i, b in enumerate(fields) if b.get("id") == bf), None)
    if i is None:
        world.fail(f"the snapshot has battlefield {bf!r}", "/battlefields", bf, fields)
        return
    world.expect(f"who controls battlefield {bf!r}", f"/battlefields/{i}/controller", player,
                 fields[i].get("controller"))


COUNTS = {"no": 0, "one": 1, "two": 2, "three": 3}


@then(parsers.re(r'the last action triggered (?P<n>no|one|two|three) abilit(?:y|ies) of "(?P<object_id>[^"]+)"$'))
def triggered(world: World, n: str, object_id: str) -> None:
    """The ``ability_triggered`` events of the last action for abilities ``object_id`` has (383)."""
    found = _events(world, "ability_triggered", object_id)
    if len(found) != COUNTS[n]:
        world.fail(f"how many abilities of {object_id!r} the last action triggered (ability_triggered events)",
                   "/events", COUNTS[n], world.events())


@then(parsers.re(r'the chain holds (?P<n>no|one|two|three) triggered abilit(?:y|ies) of "(?P<object_id>[^"]+)"$'))
def chain_triggered(world: World, n: str, object_id: str) -> None:
    chain = world.snapshot().get("chain", [])
    found = [c for c in chain if c.get("kind") == "trigger" and c.get("source") == object_id]
    if len(found) != COUNTS[n]:
        world.fail(f"how many triggered abilities of {object_id!r} wait on the chain", "/chain", COUNTS[n], chain)


# --- Might of what is not a unit (137.3.b; GEAR-42) ------------------------------------------------

@then(parsers.re(r'"(?P<object_id>[^"]+)" has no Might$'))
def no_might(world: World, object_id: str) -> None:
    """Not a Might of 0: no Might at all (``view.might`` null), so Might Bonuses do not apply
    (137.3.b). "Might" is capitalised, as the rules write it (``has no buff`` is a counter)."""
    pointer, got = world.view(object_id, "might", "view.might")
    world.expect(f"{object_id!r} has no Might", pointer, None, got)


# --- turns and game procedures (Riftbound 315-318, 411.2) ----------------------------------
#
#     Then it is B's turn / it is B's awaken phase
#     Then no player is responsible for the recall of "sword" / the readying of "garen" /
#       the healing of "garen" / the end of the stun of "garen" / the kill of "garen"


@then(parsers.re(r"it is (?P<player>\w+)'s (?:turn|(?P<phase>awaken|beginning|channel|draw|main|ending) phase)$"))
def turn_is(world: World, player: str, phase: str | None) -> None:
    snap = world.snapshot()
    turn = {"number": 1, "active_player": snap["players"][0]["id"], "phase": "main", **(snap.get("turn") or {})}
    world.expect("the turn player", "/turn/active_player", player, turn["active_player"])
    if phase:
        world.expect("the phase of the turn (Riftbound 315-318)", "/turn/phase", phase, turn["phase"])


PROCEDURE_EVENTS = {"recall": "recall", "readying": "ready", "healing": "heal", "end of the stun": "state_lost",
                    "kill": "kill"}


@then(parsers.re(r'no player is responsible for the (?P<what>recall|readying|healing|end of the stun|kill) of '
                 r'"(?P<object_id>[^"]+)"$'))
def nobody_responsible(world: World, what: str, object_id: str) -> None:
    """A game procedure did it: the event says ``responsible: null``, present (Riftbound 411.2)."""
    event_type = PROCEDURE_EVENTS[what]
    events = world.events()
    for i, e in enumerate(events):
        if e.get("type") == event_type and e.get("object") == object_id:
            world.expect(f"the player responsible for the {what} of {object_id!r}: none, a game procedure did it "
                         "(Riftbound 411.2)", f"/events/{i}/responsible", (True, None),
                         ("responsible" in e, e.get("responsible")))
            return
    world.fail(f"a {event_type} event for {object_id!r}", "/events", {"type": event_type, "object": object_id}, events)


# --- tokens (Riftbound 185-187) and names (477.1) ----------------------------------------------------

@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?a token$'))
def is_token(world: World, object_id: str, neg: str | None) -> None:
    """The object's ``token`` field (default false): a token stays a token, copy or not (185.1.a)."""
    pointer, got = world.field(object_id, "token")
    world.expect(f"whether {object_id!r} is a token", pointer, not neg, bool(got))


@then(parsers.re(r'"(?P<object_id>[^"]+)" no longer exists$'))
def ceased_to_exist(world: World, object_id: str) -> None:
    """A token put anywhere but the board or the chain ceases to exist (186.1): no object has its id."""
    objects = world.snapshot()["objects"]
    found = [i for i, o in enumerate(objects) if o["id"] == object_id]
    if found:
        world.fail(f"{object_id!r} ceased to exist (186.1)", f"/objects/{found[0]}", None, objects[found[0]])


@then(parsers.re(r'"(?P<object_id>[^"]+)" is named "(?P<name>[^"]+)"$'))
def named(world: World, object_id: str, name: str) -> None:
    """The current name, ``view.name``: a copy has its model's name (477.1.b)."""
    pointer, got = world.view(object_id, "name", "view.name")
    world.expect(f"the name of {object_id!r}", pointer, name, got)


STEP_CAPABILITIES.update({"then.is_token": frozenset({"tokens"}), "then.ceased_to_exist": frozenset({"tokens"}),
                          "then.named": frozenset({"view.name"})})


# --- delayed triggered abilities (Riftbound 390-392; issue 10) ------------------------------
#
#     Then the last action created a delayed trigger of "decree", controlled by A
#     Then the last action ended the delayed trigger of "decree"
#     Then "decree" has one delayed trigger / has no delayed trigger (the snapshot's `delayed`)
#     Then the kill of "garen" is attributed to the delayed trigger of "decree", with A responsible


@then(parsers.re(r'the last action created a delayed trigger of "(?P<object_id>[^"]+)", '
                 r'controlled by (?P<player>\w+)$'))
def delayed_created(world: World, object_id: str, player: str) -> None:
    """A ``delayed_trigger_created`` event of ``object_id``'s spell or ability, ``player`` its controller."""
    world.require("delayed_triggers")
    found = [(i, e) for i, e in enumerate(world.events())
             if e.get("type") == "delayed_trigger_created" and e.get("object") == object_id]
    if len(found) != 1:
        world.fail(f"one delayed trigger created by {object_id!r} (Riftbound 390.2)", "/events",
                   {"type": "delayed_trigger_created", "object": object_id}, world.events())
    i, event = found[0]
    world.expect(f"the controller of the delayed trigger of {object_id!r} (Riftbound 191.4.a.1)",
                 f"/events/{i}/controller", player, event.get("controller"))


@then(parsers.re(r'the last action ended the delayed trigger of "(?P<object_id>[^"]+)"$'))
def delayed_ended(world: World, object_id: str) -> None:
    world.require("delayed_triggers")
    found = [e for e in world.events() if e.get("type") == "delayed_trigger_ended" and e.get("object") == object_id]
    if not found:
        world.fail(f"the delayed trigger of {object_id!r} ended (Riftbound 317.2, 391)", "/events",
                   {"type": "delayed_trigger_ended", "object": object_id}, world.events())


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<n>no|one|two) delayed triggers?$'))
def delayed_count(world: World, object_id: str, n: str) -> None:
    """The delayed triggers in the snapshot's ``delayed`` that ``object_id`` created, still in their window."""
    world.require("delayed_triggers")
    delayed = world.snapshot().get("delayed", [])
    found = [d for d in delayed if d.get("from") == object_id]
    if len(found) != COUNTS[n]:
        world.fail(f"how many delayed triggers of {object_id!r} are in their window (Riftbound 390-391)", "/delayed",
                   COUNTS[n], delayed)


@then(parsers.re(r'the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is attributed to the delayed trigger '
                 r'of "(?P<origin>[^"]+)", with (?P<player>\w+) responsible$'))
def attributed_to_delayed(world: World, what: str, object_id: str, origin: str, player: str) -> None:
    """428.5.d: credited to the delayed trigger (the event's ``source`` names it, ``delayed``) and
    to the object that created it (``attributed_to``); its controller performs it (411.1)."""
    world.require("delayed_triggers")
    pointer, event = _event_of(world, what, object_id)
    source = world.credit(event, "source") or {}
    world.expect(f"the source of the {WHAT[what]} of {object_id!r}: the delayed trigger of {origin!r} "
                 "(Riftbound 428.5.d)", f"{pointer}/source", {"kind": "ability", "object": origin, "delayed": True},
                 {"kind": source.get("kind"), "object": source.get("object"), "delayed": "delayed" in source})
    credited = world.credit(event, "attributed_to") or []
    if origin not in credited:
        world.fail(f"the {WHAT[what]} of {object_id!r} is attributed to {origin!r} too (Riftbound 428.5.d)",
                   f"{pointer}/attributed_to", f"including {origin!r}", credited)
    world.expect(f"the player responsible for the {WHAT[what]} of {object_id!r} (Riftbound 411.1)",
                 f"{pointer}/responsible", player, world.credit(event, "responsible"))


# --- combat and damage marked per responsible player (Riftbound 142.3, 417.6.c, 428.5.c.2) ---------
#
#     Then A is responsible for 2 of the damage on "darius"  (its `damage_by`; "no player is
#       responsible for 1 of …": damage no player marked; "… for none of …": 0)
#     Then the source of the damage dealt to "darius" is combat damage from "garen" and "lux"
#       (the kill of …: the combat cleanup's kill)


@then(parsers.re(r'(?P<player>no player|\w+) is responsible for (?P<amount>\d+|none) of the damage on '
                 r'"(?P<object_id>[^"]+)"$'))
def damage_marked_by(world: World, player: str, amount: str, object_id: str) -> None:
    """142.3: who marked each part of the damage (``damage_by``: by default all of it no player's)."""
    world.require("damage_by_player")
    pointer, parts = world.field(object_id, "damage_by")
    _, damage = world.field(object_id, "damage")
    if parts is None:
        parts = [{"player": None, "amount": damage}] if damage else []
    who = None if player == "no player" else player
    got = sum(p.get("amount", 0) for p in parts if p.get("player") == who)
    world.expect(f"the damage on {object_id!r} {player} is responsible for (Riftbound 142.3)", pointer,
                 0 if amount == "none" else int(amount), got)


@then(parsers.re(r'the source of the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is combat damage '
                 r'from (?P<units>"[^"]+"(?:(?:, | and )"[^"]+")*)$'))
def combat_source(world: World, what: str, object_id: str, units: str) -> None:
    """417.6.c, 428.5.c.2: combat damage, its sources the participating units of the other side."""
    pointer, event = _event_of(world, what, object_id)
    source = world.credit(event, "source") or {}
    world.expect(f"the source of the {WHAT[what]} of {object_id!r}: combat, from the units of the other side "
                 "(Riftbound 417.6.c, 428.5.c.2)", f"{pointer}/source",
                 {"kind": "combat", "objects": sorted(quoted(units))},
                 {"kind": source.get("kind"), "objects": sorted(source.get("objects") or [])})


# --- the rule a rejection cites ---------------------------------------------------------------------
#
#     Then the rejection cites rule 377.2.b


@then(parsers.re(r"the rejection cites rule (?P<rule>\d{3}(?:\.[0-9a-z]+)*)$"))
def rejection_rule(world: World, rule: str) -> None:
    """The rule number of the last rejection (schemas/result.json ``rule``), compared only on an
    engine with ``reasons``."""
    _, result = world.last
    if world.checks("reasons"):
        world.expect("the rule the rejection cites", "/rule", rule, result.get("rule"))


STEP_CAPABILITIES["then.rejection_rule"] = frozenset({"reasons" + PART})


# --- priority: who acts next (Riftbound 312, 337.1; Magic 117.3) ------------------------------
#     Then B has priority / Then no player has priority


@then(parsers.re(r"(?:(?P<player>\w+)|(?P<none>no player)) has priority$"))
def has_priority(world: World, player: str | None, none: str | None) -> None:
    """The snapshot's ``turn.priority``: who may act next (312.1). A snapshot writes it out, even where
    the rules give it by default."""
    world.require("priority")
    turn = world.snapshot().get("turn") or {}
    got = turn.get("priority", "(not written in the snapshot)")
    world.expect("who has priority (Riftbound 312.2, 337.1)", "/turn/priority", None if none else player, got)
