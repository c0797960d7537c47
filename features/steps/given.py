"""Given steps: they only build the state document; nothing reaches the engine until the first
When or Then step sends it.

    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"
    Given it is B's turn
    Given it is A's beginning phase
    Given A controls a unit "garen" with might 4 in their base
    Given B controls an exhausted unit "darius" owned by A with might 3 at battlefield "bf1"
    Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
    Given A controls an Equipment "cloak" with effect keyword Tank in their base
    Given A controls an Equipment "charm" with effect ability "[1]: Ready me." in their base
    Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
    Given A controls a Guardian Angel (SFD-051) "angel" in their base
    Given A has an Equipment "sword" with might bonus 1 in their hand
    Given A has a spell "fireball" in their trash
    Given A has a spell "smash" with the effect "Kill a gear with Equip." in their hand
    Given a Magic game between A and B
    Given A controls a creature "bear" on the battlefield
    Given A controls an Equipment "sword" with Equip [1] on the battlefield
    Given A has [1] in their mana pool
    Given "sword" is attached to "garen"
    Given "garen" has 2 damage
    Given "garen" is stunned
    Given A has [1][G] in their rune pool
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import given, parsers

from features.steps.world import World, parse_cost, parse_location, quoted


@given(parsers.re(r'a (?P<game>Riftbound|Magic) game between (?P<players>\w+(?:(?:, | and )\w+)*)'
                  r'(?: with (?:battlefields? )?(?P<fields>.+))?$'))
def game(world: World, game: str, players: str, fields: str | None) -> None:
    world.doc["game"] = "riftbound" if game == "Riftbound" else "mtg"
    for p in re.split(r", | and ", players):
        world.add_player(p)
    for bf in quoted(fields or ""):
        world.doc["battlefields"].append({"id": bf})


@given(parsers.re(r"it is (?P<player>\w+)'s (?:turn|(?P<phase>awaken|beginning|channel|draw|main|ending) phase)$"))
def turn(world: World, player: str, phase: str | None) -> None:
    world.player_doc(player)
    world.doc["turn"] = {"number": 2, "active_player": player, "phase": phase or "main"}


CARD_LINE = re.compile(
    r'(?P<controller>\w+) (?P<verb>controls|has) (?:a |an |the )?(?P<exhausted>exhausted )?'
    r'(?:(?P<kind>unit|Equipment creature|Equipment|gear|spell|creature|artifact)'
    r'|(?P<name>[A-Z][\w ,\'-]*?) \((?P<set>[A-Z0-9]+-\d+)\)) '
    r'"(?P<id>[^"]+)"(?: owned by (?P<owner>\w+))?(?: with (?P<props>.+?))? '
    r"(?P<where>in their (?:hand|trash|deck|graveyard)|in \w+'s base|in their base|on the battlefield"
    r"|at (?:battlefield )?\"[^\"]+\")$")

PROPS = [
    (re.compile(r"^might bonus \+?(-?\d+)$"), lambda card, m: card.update(might_bonus=int(m[1]))),
    (re.compile(r"^might (-?\d+)$"), lambda card, m: card.update(might=int(m[1]))),
    (re.compile(r"^Equip (\S+)$"), lambda card, m: card.setdefault("extra_equip_costs", []).append(parse_cost(m[1]))
     if "equip_cost" in card else card.update(equip_cost=parse_cost(m[1]))),
    (re.compile(r'^effect ability "((?:\[\w+\])+): (Ready|Exhaust|Heal) me\."$'),
     lambda card, m: card.setdefault("effect_abilities", []).append(
         {"cost": parse_cost(m[1]), "effect": f"{m[2].lower()}_me"})),
    (re.compile(r'^the effect "(Kill|Ready|Exhaust) an? (unit|gear|Equipment)(?: with ([A-Z][\w-]*))?\."$'),
     lambda card, m: card.update(spell={"effect": m[1].lower(), "target": m[2],
                                        **({"with_keyword": m[3]} if m[3] else {})})),
    (re.compile(r"^effect keywords? (.+)$"),
     lambda card, m: card.setdefault("effect_keywords", []).extend(re.split(r", | and ", m[1]))),
    (re.compile(r"^keywords? (.+)$"),
     lambda card, m: card.setdefault("keywords", []).extend(re.split(r", | and ", m[1]))),
    (re.compile(r'^the name "([^"]+)"$'), lambda card, m: card.update(name=m[1])),
    (re.compile(r"^the (\w+) tag$"), lambda card, m: card.setdefault("tags", []).append(m[1])),
]


#: What each kind of card a Given step names is, by game: (type, tags).
KINDS = {
    "riftbound": {"unit": ("unit", []), "Equipment": ("gear", ["Equipment"]), "gear": ("gear", []),
                  "spell": ("spell", [])},
    "mtg": {"creature": ("creature", []), "artifact": ("artifact", []), "Equipment": ("artifact", ["Equipment"]),
            "Equipment creature": ("creature", ["Artifact", "Equipment"]), "spell": ("spell", [])},
}


def _card(g: dict[str, str | None], game: str) -> dict[str, Any]:
    if g["set"]:
        if g["props"]:
            raise pytest.UsageError("a real card's characteristics come from the card; drop the 'with …' part")
        return {"name": g["name"], "set": g["set"]}
    kinds = KINDS[game]
    if g["kind"] not in kinds:
        raise pytest.UsageError(f"a {game} game has no card kind {g['kind']!r}; it has: {', '.join(kinds)}")
    kind, tags = kinds[g["kind"] or ""]
    card: dict[str, Any] = {"type": kind}
    if tags:
        card["tags"] = list(tags)
    for prop in re.split(r",? and |, ", g["props"] or ""):
        if not prop:
            continue
        for pattern, apply in PROPS:
            pm = pattern.match(prop)
            if pm:
                apply(card, pm)
                break
        else:
            raise pytest.UsageError(f"unknown card property {prop!r}")
    return card


@given(parsers.re(CARD_LINE.pattern))
def card_object(world: World, controller: str, verb: str, exhausted: str | None, kind: str | None,
                name: str | None, set: str | None, id: str, owner: str | None, props: str | None,
                where: str) -> None:
    owner = owner or controller
    obj: dict[str, Any] = {"id": id, "owner": owner,
                           "card": _card({"kind": kind, "name": name, "set": set, "props": props}, world.doc["game"])}
    if controller != owner:
        obj["controller"] = controller
    zone = re.match(r"in their (hand|trash|deck|graveyard)$", where)
    if zone:
        obj["zone"] = {"graveyard": "trash"}.get(zone[1], zone[1])
    elif where == "on the battlefield":
        if world.doc["game"] != "mtg":
            raise pytest.UsageError("'on the battlefield' is Magic's board; in Riftbound say where: in their base, …")
        obj["zone"] = "board"
    else:
        obj["zone"] = "board"
        obj["location"] = parse_location(where, controller)
    if exhausted:
        obj["exhausted"] = True
    world.add_object(obj)


@given(parsers.re(r'"(?P<card>[^"]+)" is attached to "(?P<host>[^"]+)"$'))
def attached(world: World, card: str, host: str) -> None:
    obj = world.object_doc(card)
    host_doc = world.object_doc(host)
    obj["attached_to"] = host
    if "location" in host_doc:
        obj["location"] = host_doc["location"]  # 719.3: an attached card shares its host's location


@given(parsers.re(r'"(?P<object_id>[^"]+)" (?:is (?P<status>exhausted|stunned|empowered)|has (?P<damage>\d+) damage'
                  r"|has a buff)$"))
def status(world: World, object_id: str, status: str | None, damage: str | None) -> None:
    obj = world.object_doc(object_id)
    if status == "exhausted":
        obj["exhausted"] = True
    elif status:
        obj.setdefault("states", []).append(status)
    elif damage:
        obj["damage"] = int(damage)
    else:
        obj.setdefault("counters", {})["buff"] = 1


@given(parsers.re(r"(?P<player>\w+) has (?P<cost>(?:\[\w+\])+) in their (?:rune|mana) pool$"))
def rune_pool(world: World, player: str, cost: str) -> None:
    world.player_doc(player)["pool"] = parse_cost(cost)
