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

Each step builds its checks as values (features/steps/checks.py) and the World makes them with
the one evaluator, so that a scenario exports as data (``rulespec vectors``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest
from pytest_bdd import parsers, then

from rulespec import schemas
from rulespec.features.steps.checks import Check
from rulespec.features.steps.checks import object_check as _object
from rulespec.features.steps.world import (
    ATTRIBUTION_FIELDS,
    PART,
    STEP_CAPABILITIES,
    VIEW_CAPABILITY,
    World,
    parse_cost,
    parse_location,
    quoted,
)

ATTRIBUTION = ("events", "attribution")


def _view(object_id: str, name: str, what: str, wanted: Any, matcher: str = "equals", capability: str = "",
          path: str = "", **more: Any) -> Check:
    """A check of a field of an object's ``view``, which needs its capability (VIEW_CAPABILITY)."""
    return _object(object_id, f"/view/{name}{path}", what, wanted, matcher,
                   needs=(capability or VIEW_CAPABILITY[name],), **more)


def _events(what: str, matcher: str, wanted: Any, *needs: str, **more: Any) -> Check:
    """A check of the events of the last action (capability ``events``)."""
    return Check(what, "events", "/events", matcher, wanted, needs=("events", *needs), **more)


def _event(what: str, object_id: str, path: str, check: str, matcher: str, wanted: Any, *needs: str) -> Check:
    """A check of a field of the first ``what`` event ("damage dealt to", "kill of") of ``object_id``."""
    return Check(check, "events", path, matcher, wanted, within="/events",
                 where={"type": WHAT[what], "object": object_id}, needs=("events", *needs))


@then(parsers.re(r"the action is (?P<verdict>accepted|rejected)"
                 r"(?: as \"(?P<reason>\w+)\"(?: or \"(?P<other>\w+)\")?)?$"))
def verdict(world: World, verdict: str, reason: str | None, other: str | None = None) -> None:
    """Whether the engine accepted the action, and why it rejected it: one reason, or either of two
    where the rules leave the reason open (``rejected as "inactive_ability" or "no_such_ability"``).
    A rejection of a "tries to" action is also held to the contract's "a rejected action changes
    nothing" (docs/implementing.md): the snapshot after it is the one before, whether or not the
    scenario goes on to say ``nothing changed`` (an engine that pays a cost, exhausts, or marks an
    ability used before it refuses, fails here)."""
    world.verdict_checked = True
    checks = [Check("whether the engine accepted the action", "result", "/accepted", "equals", verdict == "accepted")]
    if verdict == "rejected" and world.before is not None:
        checks.append(Check("a rejected action leaves the state exactly as it was", "snapshot", matcher="unchanged"))
    if reason and other:
        checks.append(Check("the reason of the rejection (either)", "result", "/reason", "matches",
                            {"$any_of": [reason, other]}, needs=("reasons",), part=True))
    elif reason:  # without "reasons", counted as a check not made
        checks.append(Check("the reason of the rejection", "result", "/reason", "equals", reason,
                            needs=("reasons",), part=True))
    world.check(*checks)


@then(parsers.re(r"nothing changed$"))
def unchanged(world: World) -> None:
    if world.before is None:
        raise pytest.UsageError("'nothing changed' compares with the state before a 'tries to' action")
    world.check(Check("a rejected action leaves the state exactly as it was", "snapshot", matcher="unchanged"))


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<neg>not )?attached to (?:"(?P<host>[^"]+)"|anything)$'))
def attached_to(world: World, card: str, neg: str | None, host: str | None) -> None:
    if neg and host:
        world.check(_object(card, "/attached_to", f"{card!r} is not attached to {host!r}", host, "differs"))
    else:
        world.check(_object(card, "/attached_to", f"what {card!r} is attached to", None if neg else host))


@then(parsers.re(r'"(?P<host>[^"]+)" carries (?P<cards>nothing|.+)$'))
def carries(world: World, host: str, cards: str) -> None:
    world.check(_view(host, "attachments", f"the cards attached to {host!r}", sorted(quoted(cards)), "set-equal"))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has might (?P<might>-?\d+)$'))
def might(world: World, object_id: str, might: str) -> None:
    world.check(_view(object_id, "might", f"the current Might of {object_id!r}", int(might)))


def _text(text: str) -> dict[str, str]:
    """The ability's text is ``text``, or begins with it, ending with a word ("When you attach an
    Equipment to me" of "When you attach an Equipment to me, choose one …"); a real card prints its
    keywords in brackets (``[Equip] [G] (…)``), which match the bare keyword too."""
    return {"$prefix": text}


ACTIVE = {"active": True}  # an ability is active unless it says otherwise (schemas/state.json)


@then(parsers.re(r'"(?P<object_id>[^"]+)" has the ability "(?P<text>[^"]+)" from "(?P<origin>[^"]+)"'
                 r"(?:, controlled by (?P<controller>\w+))?$"))
def has_ability(world: World, object_id: str, text: str, origin: str, controller: str | None) -> None:
    wanted = {"text": _text(text), "from": origin, "active": True, **({"controller": controller} if controller else {})}
    world.check(_view(object_id, "abilities", f"{object_id!r} has the active ability {text!r} from {origin!r}"
                      + (f", controlled by {controller}" if controller else ""), wanted, "contains",
                      item_defaults=ACTIVE))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has no (?:active )?ability from "(?P<origin>[^"]+)"$'))
def has_no_ability_from(world: World, object_id: str, origin: str) -> None:
    world.check(_view(object_id, "abilities", f"{object_id!r} has no active ability from {origin!r}",
                      {"from": origin, "active": True}, "lacks", item_defaults=ACTIVE))


@then(parsers.re(r'the (?P<text>[A-Z][\w-]*) ability of "(?P<object_id>[^"]+)" is (?P<state>active|inactive)$'))
def ability_activity(world: World, text: str, object_id: str, state: str) -> None:
    """The object still has the ability (GEAR-08), and none of its abilities of that text is of the
    other activity."""
    ability = {"text": _text(text), "from": object_id}
    world.check(_view(object_id, "abilities", f"{object_id!r} still has its {text} ability, active or not (GEAR-08)",
                      ability, "contains", item_defaults=ACTIVE),
                _view(object_id, "abilities", f"whether {object_id!r}'s {text} ability is active",
                      {**ability, "active": state != "active"}, "lacks", item_defaults=ACTIVE))


@then(parsers.re(r'the (?P<box>rules|effect) text of "(?P<object_id>[^"]+)" is (?P<state>active|inactive)$'))
def text_box(world: World, box: str, object_id: str, state: str) -> None:
    world.check(_view(object_id, "text_boxes", f"whether the {box} text of {object_id!r} is active",
                      state == "active", path=f"/{box}"))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?(?:the |a )?(?P<what>Top-Most Card|equipped)$'))
def top_most(world: World, object_id: str, neg: str | None, what: str) -> None:
    name = "top_most" if what == "Top-Most Card" else "equipped"
    world.check(_view(object_id, name, f"whether {object_id!r} is {what}", not neg))


ZONES = {"the trash": "trash", "the banishment": "banishment", "their hand": "hand", "their deck": "deck",
         "its owner's trash": "trash", "the graveyard": "trash", "its owner's graveyard": "trash"}


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<where>in (?:the trash|the banishment|their hand|their deck'
                 r"|its owner's trash|the graveyard|its owner's graveyard|\w+'s base)|at (?:battlefield )?\"[^\"]+\""
                 r"|on the battlefield)$"))
def where(world: World, object_id: str, where: str) -> None:
    zone = ZONES.get(where.removeprefix("in "))
    checks = [_object(object_id, "/zone", f"the zone of {object_id!r}", zone or "board")]
    if not zone and where != "on the battlefield":  # Magic's board has no locations
        checks.append(_object(object_id, "/location", f"the location of {object_id!r}", parse_location(where)))
    world.check(*checks)


STATUS = {"stunned": "stun", "empowered": "empower"}


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?(?P<status>exhausted|ready|stunned|empowered)$'))
def has_status(world: World, object_id: str, neg: str | None, status: str) -> None:
    if status in ("exhausted", "ready"):
        world.check(_object(object_id, "/exhausted", f"whether {object_id!r} is exhausted",
                            (status == "exhausted") != bool(neg)))
    else:
        world.check(_object(object_id, "/states", f"whether {object_id!r} is {status}", status,
                            "lacks" if neg else "contains", needs=(STATUS[status],)))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<amount>\d+) damage$'))
def damage(world: World, object_id: str, amount: str) -> None:
    world.check(_object(object_id, "/damage", f"the damage marked on {object_id!r}", int(amount), needs=("damage",)))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is controlled by (?P<player>\w+)$'))
def controlled_by(world: World, object_id: str, player: str) -> None:
    world.check(_object(object_id, "/controller", f"who controls {object_id!r}", player))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has the (?P<tag>[A-Z][\w-]*) tag$'))
def has_tag(world: World, object_id: str, tag: str) -> None:
    world.check(_view(object_id, "tags", f"{object_id!r} keeps its {tag} tag", tag, "contains"))


@then(parsers.re(r"the chain is empty$"))
def chain_empty(world: World) -> None:
    world.check(Check("the chain", "snapshot", "/chain", "equals", [], default=[]))


@then(parsers.re(r'the chain holds the (?P<ability>Equip) ability of "(?P<object_id>[^"]+)"'
                 r'(?: targeting "(?P<target>[^"]+)")?$'))
def chain_holds(world: World, ability: str, object_id: str, target: str | None) -> None:
    wanted = {"source": object_id, "ability": ability.lower(), **({"targets": [target]} if target else {})}
    world.check(Check("the top of the chain", "snapshot", "/chain", "last", wanted, default=[], needs=("chain",)))


def _event_pattern(event_type: str, object_id: str | None, **fields: Any) -> dict[str, Any]:
    return {"type": event_type, **({"object": object_id} if object_id else {}), **fields}


@then(parsers.re(r'"(?P<object_id>[^"]+)" (?P<neg>did not move|moved)$'))
def moved(world: World, object_id: str, neg: str) -> None:
    world.check(_events(f"whether {object_id!r} moved (a move event, Riftbound 446.1)",
                        "contains" if neg == "moved" else "lacks", _event_pattern("move", object_id)))


@then(parsers.re(r'"(?P<object_id>[^"]+)" was (?P<neg>not )?recalled(?P<cleanup> by cleanup)?$'))
def recalled(world: World, object_id: str, neg: str | None, cleanup: str | None) -> None:
    wanted = _event_pattern("recall", object_id, **({"cause": "cleanup"} if cleanup else {}))
    world.check(_events(f"whether {object_id!r} was recalled{cleanup or ''}", "lacks" if neg else "contains", wanted,
                        *(["cleanup"] if cleanup else [])))


@then(parsers.re(r'"(?P<object_id>[^"]+)" was (?P<neg>not )?detached(?: from "(?P<host>[^"]+)")?$'))
def detached(world: World, object_id: str, neg: str | None, host: str | None) -> None:
    wanted = _event_pattern("detach", object_id, **({"from": host} if host else {}))
    world.check(_events(f"whether {object_id!r} was detached", "lacks" if neg else "contains", wanted))


@then(parsers.re(r'"(?P<first>[^"]+)" was detached before "(?P<second>[^"]+)"$'))
def detach_order(world: World, first: str, second: str) -> None:
    world.check(_events("the order of the detach events", "order",
                        [_event_pattern("detach", first), _event_pattern("detach", second)]))


@then(parsers.re(r'the last action caused an? (?P<first>[a-z][a-z ]*?) event for "(?P<a>[^"]+)" before an? '
                 r'(?P<second>[a-z][a-z ]*?) event for "(?P<b>[^"]+)"$'))
def event_order(world: World, first: str, a: str, second: str, b: str) -> None:
    """Two events of the last action, each there, in this order: ``the last action caused a kill event for
    "darius" before an ability triggered event for "decree"`` (the cleanup comes before triggers go on the chain)."""
    one, two = _event_pattern(_event_type(first), a), _event_pattern(_event_type(second), b)
    world.check(_events(f"a {first} event for {a!r}", "contains", one),
                _events(f"a {second} event for {b!r}", "contains", two),
                _events(f"the {first} event for {a!r} before the {second} event for {b!r}", "order", [one, two]))


@then(parsers.re(r"the last action caused no events$"))
def no_events(world: World) -> None:
    world.check(_events("the events of the last action", "equals", []))


#: The domains of Power (schemas/state.json, resources).
DOMAINS = list(schemas.load_schema("state")["$defs"]["resources"]["properties"]["power"]["properties"])


@then(parsers.re(r"(?P<player>\w+)(?:'s (?:rune|mana) pool is (?P<empty>empty)| has (?P<cost>(?:\[\w+\])+) left "
                 r"in their (?:rune|mana) pool)$"))
def pool_holds(world: World, player: str, empty: str | None, cost: str | None) -> None:
    """The pool holds that Energy and that Power of each domain, and nothing else (134-135)."""
    wanted = parse_cost(cost) if cost else {}
    power = wanted.get("power", {})
    what = f"{player}'s rune pool"
    world.check(*(Check(what, "snapshot", path, "equals", n, within="/players", where={"id": player}, default=0)
                  for path, n in [("/pool/energy", wanted.get("energy", 0)),
                                  *((f"/pool/power/{d}", power.get(d, 0)) for d in DOMAINS)]))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<neg>a|no) (?:(?P<buff>buff)|(?P<kind>[a-z_]+) counter)$'))
def has_counter(world: World, object_id: str, neg: str, buff: str | None, kind: str | None) -> None:
    """A buff, or a counter named as one ("has no charge counter"): a bare word is not read as a
    counter kind, so that "has no might" is no step, not a check of a "might" counter."""
    counter = buff or kind or ""
    world.check(_object(object_id, f"/counters/{counter}", f"the {counter} counters on {object_id!r}",
                        1 if neg == "a" else None, default=None))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<n>\d+) (?P<kind>[a-z_]+) counters?$'))
def counter_count(world: World, object_id: str, n: str, kind: str) -> None:
    world.check(_object(object_id, f"/counters/{kind}", f"the {kind} counters on {object_id!r}", int(n) or None,
                        default=None))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?:(?P<neg>not a copy)|a copy of "(?P<model>[^"]+)")$'))
def copy_of(world: World, object_id: str, neg: str | None, model: str | None) -> None:
    world.check(_view(object_id, "copy_of", f"what {object_id!r} is a copy of", model))


@then(parsers.re(r'the (?P<counter>[a-z_]+) moved from "(?P<source>[^"]+)" to "(?P<target>[^"]+)"$'))
def counter_moved(world: World, counter: str, source: str, target: str) -> None:
    world.check(_events(f"the {counter} moved straight from {source!r} to {target!r} (Riftbound 746)", "contains",
                        {"type": "counter_moved", "counter": counter, "from": source, "to": target}))


@then(parsers.re(r"the last action placed no counter$"))
def no_counter_placed(world: World) -> None:
    world.check(*(_events("counters placed by the last action", "lacks", {"type": kind})
                  for kind in ("counter_placed", "counter_moved")))


WHAT = {"damage dealt to": "damage", "kill of": "kill"}


@then(parsers.re(r'the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is (?P<neg>not )?attributed to '
                 r'(?P<ability>the ability of )?"(?P<origin>[^"]+)"(?:, with (?P<player>\w+) responsible)?$'))
def attributed(world: World, what: str, object_id: str, neg: str | None, ability: str | None, origin: str,
               player: str | None) -> None:
    checks = []
    if ability and not neg:
        checks.append(_event(what, object_id, "/source", f"the source of the {WHAT[what]} of {object_id!r}: an "
                             f"ability of {origin!r} (Riftbound 417.6.b.2)", "matches",
                             {"kind": "ability", "object": origin}, "attribution"))
    checks.append(_event(what, object_id, "/attributed_to", f"whether the {WHAT[what]} of {object_id!r} is "
                         f"attributed to {origin!r} (Riftbound 411.5, 428.5)", "lacks" if neg else "contains", origin,
                         "attribution"))
    if player:
        checks.append(_responsible(what, object_id, player))
    world.check(*_defaults(checks))


def _defaults(checks: list[Check]) -> list[Check]:
    """An event credited to nothing has an empty ``attributed_to``."""
    return [replace(c, default=[]) if c.path == "/attributed_to" else c for c in checks]


def _responsible(what: str, object_id: str, player: str) -> Check:
    return _event(what, object_id, "/responsible", f"the player responsible for the {WHAT[what]} of {object_id!r} "
                  "(Riftbound 411)", "equals", player, "attribution")


@then(parsers.re(r'(?P<player>\w+) is responsible for the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)"$'))
def responsible(world: World, player: str, what: str, object_id: str) -> None:
    world.check(_responsible(what, object_id, player))


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
    about = (f" for {object_id!r}" if object_id else "") + (f" with {wanted}" if wanted else "")
    needs = ["attribution"] if set(wanted) & set(ATTRIBUTION_FIELDS) else []
    world.check(_events(f"the last action caused {'no' if neg == 'no' else 'a'} {kind} event{about}",
                        "lacks" if neg == "no" else "contains", _event_pattern(kind, object_id, **wanted), *needs))


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
    needs = ["attribution"] if set(header) & set(ATTRIBUTION_FIELDS) else []
    wanted = [{k: v for k, v in zip(header, row, strict=True) if v != ""} for row in rows]
    world.check(_events("the events of the last action, in order", "matches", wanted, *needs))


@then(parsers.re(r'the last action paid (?P<cost>(?:\[\w+\])+) for "(?P<object_id>[^"]+)"$'))
def cost_paid_for(world: World, cost: str, object_id: str) -> None:
    """The last action's ``cost_paid`` event for ``object_id`` (what the cost was paid for: the spell,
    or the source of the ability) reports that cost, its Energy and the Power of each domain, and no
    more (203; Magic 118.3)::

        Then the last action paid [1] for "sword"
    """
    wanted = parse_cost(cost)
    power = wanted.get("power", {})
    what = f"the cost paid for {object_id!r}"
    world.check(_events(f"a cost paid event for {object_id!r}", "contains", {"type": "cost_paid", "for": object_id}),
                *(Check(what, "events", path, "equals", n, within="/events",
                        where={"type": "cost_paid", "for": object_id}, default=0, needs=("events",))
                  for path, n in [("/cost/energy", wanted.get("energy", 0)),
                                  *((f"/cost/power/{d}", power.get(d, 0)) for d in DOMAINS)]))


SOURCE_KINDS = {"the spell": "spell", "the ability of": "ability", "the unit": "object"}


@then(parsers.re(r'the source of the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is '
                 r'(?P<kind>the spell|the ability of|the unit) "(?P<origin>[^"]+)"$'))
def source_of(world: World, what: str, object_id: str, kind: str, origin: str) -> None:
    """What dealt the damage or made the kill (417.6, 428.5): the event's ``source``."""
    world.check(_event(what, object_id, "/source", f"the source of the {WHAT[what]} of {object_id!r} "
                       "(Riftbound 417.6, 428.5)", "matches", {"kind": SOURCE_KINDS[kind], "object": origin},
                       "attribution"))


@then(parsers.re(r'battlefield "(?P<bf>[^"]+)" is controlled by (?:(?P<player>[A-Z]\w*)|nobody)$'))
def battlefield_controlled_by(world: World, bf: str, player: str | None) -> None:
    """Who controls a battlefield (190; 323.6: a player with no unit there loses it)."""
    world.check(Check(f"who controls battlefield {bf!r}", "snapshot", "/controller", "equals", player,
                      within="/battlefields", where={"id": bf}, default=None))


COUNTS = {"no": 0, "one": 1, "two": 2, "three": 3}


@then(parsers.re(r'the last action triggered (?P<n>no|one|two|three) abilit(?:y|ies) of "(?P<object_id>[^"]+)"$'))
def triggered(world: World, n: str, object_id: str) -> None:
    """The ``ability_triggered`` events of the last action for abilities ``object_id`` has (383)."""
    world.check(_events(f"how many abilities of {object_id!r} the last action triggered (ability_triggered events)",
                        "count", COUNTS[n], "triggers", pattern=_event_pattern("ability_triggered", object_id)))


@then(parsers.re(r'the chain holds (?P<n>no|one|two|three) triggered abilit(?:y|ies) of "(?P<object_id>[^"]+)"$'))
def chain_triggered(world: World, n: str, object_id: str) -> None:
    world.check(Check(f"how many triggered abilities of {object_id!r} wait on the chain", "snapshot", "/chain",
                      "count", COUNTS[n], pattern={"kind": "trigger", "source": object_id}, default=[],
                      needs=("chain", "triggers")))


# --- Might of what is not a unit (137.3.b; GEAR-42) ------------------------------------------------

@then(parsers.re(r'"(?P<object_id>[^"]+)" has no Might$'))
def no_might(world: World, object_id: str) -> None:
    """Not a Might of 0: no Might at all (``view.might`` null), so Might Bonuses do not apply
    (137.3.b). "Might" is capitalised, as the rules write it (``has no buff`` is a counter)."""
    world.check(_view(object_id, "might", f"{object_id!r} has no Might", None))


# --- turns and game procedures (Riftbound 315-318, 411.2) ----------------------------------
#
#     Then it is B's turn / it is B's awaken phase
#     Then no player is responsible for the recall of "sword" / the readying of "garen" /
#       the healing of "garen" / the end of the stun of "garen" / the kill of "garen"


@then(parsers.re(r"it is (?P<player>\w+)'s (?:turn|(?P<phase>awaken|beginning|channel|draw|main|ending) phase)$"))
def turn_is(world: World, player: str, phase: str | None) -> None:
    """The turn of the snapshot; without one, the first player's main phase (schemas/state.json)."""
    first = world.doc["players"][0]["id"] if world.doc["players"] else None
    checks = [Check("the turn player", "snapshot", "/turn/active_player", "equals", player, default=first)]
    if phase:
        checks.append(Check("the phase of the turn (Riftbound 315-318)", "snapshot", "/turn/phase", "equals", phase,
                            default="main"))
    world.check(*checks)


PROCEDURE_EVENTS = {"recall": "recall", "readying": "ready", "healing": "heal", "end of the stun": "state_lost",
                    "kill": "kill"}


@then(parsers.re(r'no player is responsible for the (?P<what>recall|readying|healing|end of the stun|kill) of '
                 r'"(?P<object_id>[^"]+)"$'))
def nobody_responsible(world: World, what: str, object_id: str) -> None:
    """A game procedure did it: the event says ``responsible: null``, present (Riftbound 411.2)."""
    world.check(Check(f"the player responsible for the {what} of {object_id!r}: none, a game procedure did it "
                      "(Riftbound 411.2)", "events", "/responsible", "equals", None, within="/events",
                      where=_event_pattern(PROCEDURE_EVENTS[what], object_id),
                      needs=("events", "attribution", "procedures")))


# --- tokens (Riftbound 185-187) and names (477.1) ----------------------------------------------------

@then(parsers.re(r'"(?P<object_id>[^"]+)" is (?P<neg>not )?a token$'))
def is_token(world: World, object_id: str, neg: str | None) -> None:
    """The object's ``token`` field (default false): a token stays a token, copy or not (185.1.a)."""
    world.check(_object(object_id, "/token", f"whether {object_id!r} is a token", not neg, default=False,
                        needs=("tokens",)))


@then(parsers.re(r'"(?P<object_id>[^"]+)" no longer exists$'))
def ceased_to_exist(world: World, object_id: str) -> None:
    """A token put anywhere but the board or the chain ceases to exist (186.1): no object has its id."""
    world.check(Check(f"{object_id!r} ceased to exist (186.1)", "snapshot", "/objects", "lacks", {"id": object_id},
                      needs=("tokens",)))


@then(parsers.re(r'"(?P<object_id>[^"]+)" is named "(?P<name>[^"]+)"$'))
def named(world: World, object_id: str, name: str) -> None:
    """The current name, ``view.name``: a copy has its model's name (477.1.b)."""
    world.check(_view(object_id, "name", f"the name of {object_id!r}", name, capability="view.name"))


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
    created = _event_pattern("delayed_trigger_created", object_id)
    world.check(_events(f"one delayed trigger created by {object_id!r} (Riftbound 390.2)", "count", 1,
                        "delayed_triggers", pattern=created),
                Check(f"the controller of the delayed trigger of {object_id!r} (Riftbound 191.4.a.1)", "events",
                      "/controller", "equals", player, within="/events", where=created,
                      needs=("events", "delayed_triggers")))


@then(parsers.re(r'the last action triggered the delayed trigger of "(?P<object_id>[^"]+)"$'))
def delayed_triggered(world: World, object_id: str) -> None:
    """An ``ability_triggered`` event of the delayed trigger ``object_id`` created, which says so with its
    ``delayed`` (the id of the state's ``delayed`` entry, whatever the engine calls it; Riftbound 390.2)."""
    world.check(_events(f"the delayed trigger of {object_id!r} triggered (an ability_triggered event with delayed, "
                        "Riftbound 390.2)", "contains",
                        _event_pattern("ability_triggered", object_id, delayed={"$present": True}),
                        "triggers", "delayed_triggers"))


@then(parsers.re(r'the last action ended the delayed trigger of "(?P<object_id>[^"]+)"$'))
def delayed_ended(world: World, object_id: str) -> None:
    world.check(_events(f"the delayed trigger of {object_id!r} ended (Riftbound 317.2, 391)", "contains",
                        _event_pattern("delayed_trigger_ended", object_id), "delayed_triggers"))


@then(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<n>no|one|two) delayed triggers?$'))
def delayed_count(world: World, object_id: str, n: str) -> None:
    """The delayed triggers in the snapshot's ``delayed`` that ``object_id`` created, still in their window."""
    world.check(Check(f"how many delayed triggers of {object_id!r} are in their window (Riftbound 390-391)",
                      "snapshot", "/delayed", "count", COUNTS[n], pattern={"from": object_id}, default=[],
                      needs=("delayed_triggers",)))


@then(parsers.re(r'the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is attributed to the delayed trigger '
                 r'of "(?P<origin>[^"]+)", with (?P<player>\w+) responsible$'))
def attributed_to_delayed(world: World, what: str, object_id: str, origin: str, player: str) -> None:
    """428.5.d: credited to the delayed trigger (the event's ``source`` names it, ``delayed``) and
    to the object that created it (``attributed_to``); its controller performs it (411.1)."""
    world.check(*_defaults([
        _event(what, object_id, "/source", f"the source of the {WHAT[what]} of {object_id!r}: the delayed trigger of "
               f"{origin!r} (Riftbound 428.5.d)", "matches",
               {"kind": "ability", "object": origin, "delayed": {"$present": True}}, "attribution", "delayed_triggers"),
        _event(what, object_id, "/attributed_to", f"the {WHAT[what]} of {object_id!r} is attributed to {origin!r} too "
               "(Riftbound 428.5.d)", "contains", origin, "attribution", "delayed_triggers"),
        _event(what, object_id, "/responsible", f"the player responsible for the {WHAT[what]} of {object_id!r} "
               "(Riftbound 411.1)", "equals", player, "attribution", "delayed_triggers")]))


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
    who = None if player == "no player" else player
    world.check(_object(object_id, "/damage_by", f"the damage on {object_id!r} {player} is responsible for "
                        "(Riftbound 142.3)", 0 if amount == "none" else int(amount), "total",
                        pattern={"player": who}, needs=("damage_by_player",)))


@then(parsers.re(r'the source of the (?P<what>damage dealt to|kill of) "(?P<object_id>[^"]+)" is combat damage '
                 r'from (?P<units>"[^"]+"(?:(?:, | and )"[^"]+")*)$'))
def combat_source(world: World, what: str, object_id: str, units: str) -> None:
    """417.6.c, 428.5.c.2: combat damage, its sources the participating units of the other side."""
    what_ = (f"the source of the {WHAT[what]} of {object_id!r}: combat, from the units of the other side "
             "(Riftbound 417.6.c, 428.5.c.2)")
    world.check(_event(what, object_id, "/source/kind", what_, "equals", "combat", "attribution", "combat"),
                _event(what, object_id, "/source/objects", what_, "set-equal", sorted(quoted(units)), "attribution",
                       "combat"))


# --- the rule a rejection cites ---------------------------------------------------------------------
#
#     Then the rejection cites rule 377.2.b


@then(parsers.re(r"the rejection cites rule (?P<rule>\d{3}(?:\.[0-9a-z]+)*)$"))
def rejection_rule(world: World, rule: str) -> None:
    """The rule number of the last rejection (schemas/result.json ``rule``), compared only on an
    engine with ``reasons``."""
    world.check(Check("the rule the rejection cites", "result", "/rule", "equals", rule, needs=("reasons",), part=True))


STEP_CAPABILITIES["then.rejection_rule"] = frozenset({"reasons" + PART})


# --- priority: who acts next (Riftbound 312, 337.1; Magic 117.3) ------------------------------
#     Then B has priority / Then no player has priority


@then(parsers.re(r"(?:(?P<player>\w+)|(?P<none>no player)) has priority$"))
def has_priority(world: World, player: str | None, none: str | None) -> None:
    """The snapshot's ``turn.priority``: who may act next (312.1). A snapshot writes it out, even where
    the rules give it by default."""
    world.check(Check("who has priority (Riftbound 312.2, 337.1)", "snapshot", "/turn/priority", "equals",
                      None if none else player, needs=("priority",)))


# --- an object's current card type (Riftbound 477.1; GEAR-16) ---------------------------------
#     Then "blade" is a gear


@then(parsers.re(r'"(?P<object_id>[^"]+)" is an? (?P<kind>unit|gear|creature|artifact)$'))
def current_type(world: World, object_id: str, kind: str) -> None:
    """The current card type, ``view.type`` (477.1): attached, an Equipment is still a gear
    (718.5.a). It is the layer of the tags (477.1), so it needs ``view.tags``."""
    world.check(_view(object_id, "type", f"the card type of {object_id!r}", kind, capability="view.tags"))


STEP_CAPABILITIES["then.current_type"] = frozenset({"view.tags"})
