"""Given steps: they only build the state document; nothing reaches the engine until the first
When or Then step sends it.

    Given a Riftbound game between A and B with battlefields "bf1" and "bf2"
    Given B controls battlefield "bf1"
    Given the game has a third player C
    Given it is B's turn
    Given it is A's beginning phase
    Given A controls a unit "garen" with might 4 in their base
    Given B controls an exhausted unit "darius" owned by A with might 3 at battlefield "bf1"
    Given A controls an Equipment "sword" with might bonus 2 and Equip [1][O] in their base
    Given A controls an Equipment "cloak" with effect keyword Tank in their base
    Given A controls a unit "drone" with might 2, the Equipment tag and Equip [1] in their base
    Given A controls a Guardian Angel (SFD-051) "angel" in their base
    Given A has an Equipment "sword" with might bonus 1 in their hand
    Given A has a spell "fireball" in their trash
    Given B has a spell "bolt" with keyword Reaction and text "Deal 2 damage to a unit." in their hand
    Given A has a spell "smash" with text "Kill a gear with Equip." in their hand
    Given A controls a gear "cannon" with text "[1]: Deal 2 damage to a unit." in their base
      (the texts a generic card can have: see ABILITY_TEXTS)
    Given a Magic game between A and B
    Given A controls a creature "bear" on the battlefield
    Given A controls an Equipment "sword" with Equip [1] on the battlefield
    Given A has [1] in their mana pool
    Given "sword" is attached to "garen"
    Given "garen" has 2 damage
    Given "garen" is stunned
    Given "garen" has 3 charge counters
    Given A has [1][G] in their rune pool
    Given A's Equip ability of "sword" targeting "garen" is on the chain  (its cost already paid)
    Given B's ability of "cannon" targeting "darius" is on the chain
    Given "mimic" is a copy of "model"  (a copy effect that began earlier)
    Given A controls a unit "garen" with might 4 and ability "Spend my buff: Ready me" in their base
    Given A controls an Equipment "cloak" with effect ability "[1]: Untap me" on the battlefield

An ability in quotes is an activated ability of a generic card, ``cost: effect``: the cost is
pool symbols (``[1]``) or ``Spend my buff`` (745); the effect is ``Ready``, ``Untap``, ``Exhaust``,
``Tap``, ``Heal``, ``Recall`` or ``Kill`` ``me`` (the object that has the ability), with or
without a final period (``[1]: Ready me.``). Its key is its text, lower-cased, with dashes:
``spend-my-buff-ready-me``. ``effect ability`` puts it in an Equipment's effect text, granted to
the unit it is attached to (136.2.c).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import given, parsers

from rulespec.features.steps.world import STEP_CAPABILITIES, World, parse_cost, parse_location, quoted


@given(parsers.re(r'a (?P<game>Riftbound|Magic) game between (?P<players>\w+(?:(?:, | and )\w+)*)'
                  r'(?: with (?:battlefields? )?(?P<fields>.+))?$'))
def game(world: World, game: str, players: str, fields: str | None) -> None:
    world.doc["game"] = "riftbound" if game == "Riftbound" else "mtg"
    for p in re.split(r", | and ", players):
        world.add_player(p)
    for bf in quoted(fields or ""):
        world.doc["battlefields"].append({"id": bf})


@given(parsers.re(r"the game has a third player (?P<player>\w+)$"))
def third_player(world: World, player: str) -> None:
    """A third player joins the two of the Background (a game of three, 449.2)."""
    if len(world.doc["players"]) != 2:
        raise pytest.UsageError("a third player joins a game of two")
    world.add_player(player)


@given(parsers.re(r'(?P<player>\w+) controls battlefield "(?P<bf>[^"]+)"$'))
def battlefield_controller(world: World, player: str, bf: str) -> None:
    """A battlefield the player controls (190): a unit of theirs holds it."""
    world.player_doc(player)
    for b in world.doc["battlefields"]:
        if b["id"] == bf:
            b["controller"] = player
            return
    raise pytest.UsageError(f"the game has no battlefield {bf!r}: name it in the game step")


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
    (re.compile(r"^effect keywords? (.+)$"),
     lambda card, m: card.setdefault("effect_keywords", []).extend(re.split(r", | and ", m[1]))),
    (re.compile(r"^keywords? (.+)$"),
     lambda card, m: card.setdefault("keywords", []).extend(re.split(r", | and ", m[1]))),
    (re.compile(r'^the name "([^"]+)"$'), lambda card, m: card.update(name=m[1])),
    (re.compile(r'^(effect )?ability "([^"]+)"$'),
     lambda card, m: card.setdefault("effect_abilities" if m[1] else "abilities", []).append(ability_data(m[2]))),
    (re.compile(r"^the (\w+) tag$"), lambda card, m: card.setdefault("tags", []).append(m[1])),
]


ABILITY_TEXT = re.compile(r"^(?:(?P<cost>(?:\[\w+\])+)|(?P<spend>Spend my buff)): "
                          r"(?P<verb>Ready|Untap|Exhaust|Tap|Heal|Recall|Kill) me\.?$")
ABILITY_OPS = {"Ready": "ready", "Untap": "ready", "Exhaust": "exhaust", "Tap": "exhaust", "Heal": "heal",
               "Recall": "recall", "Kill": "kill"}


def ability_key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def ability_data(text: str) -> dict[str, Any]:
    """``[1]: Ready me`` / ``Spend my buff: Ready me`` -> an activated ability of a generic card."""
    m = ABILITY_TEXT.match(text)
    if not m:
        raise pytest.UsageError(f"not an ability this vocabulary writes: {text!r} (say: \"[1]: Ready me\", "
                                '"Spend my buff: Exhaust me")')
    data: dict[str, Any] = {"key": ability_key(text), "text": text,
                            "effect": [{"op": ABILITY_OPS[m["verb"]], "object": "me"}]}
    if m["cost"]:
        data["cost"] = parse_cost(m["cost"])
    if m["spend"]:
        data["spend"] = "buff"
    return data


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
    for prop in re.split(r'(?:,? and |, )(?=(?:[^"]*"[^"]*")*[^"]*$)', g["props"] or ""):  # not inside quotes
        if not prop:
            continue
        for pattern, apply in PROPS:
            pm = pattern.match(prop)
            if pm:
                apply(card, pm)
                break
        else:
            raise pytest.UsageError(f"unknown card property {prop!r}{_did_you_mean(prop)}; `rulespec steps` "
                                    "lists a card's properties, with examples")
    return card


#: What each pattern of PROPS reads, as a scenario's author writes it.
PROP_FORMS = ("might bonus +N", "might N", "Equip [cost]", "effect keyword K", "keyword K", 'the name "…"',
              'ability "…"', 'effect ability "…"', "the T tag")


def _did_you_mean(prop: str) -> str:
    """`` (did you mean 'might N'?)`` for a misspelt property, compared by its words before any
    number or quote; empty when none is close."""
    import difflib

    words = re.split(r'\s*(?:[-+]?\d|["\[])', prop, maxsplit=1)[0]
    heads = {re.split(r'\s*(?:[-+]?N\b|K\b|["\[])', form, maxsplit=1)[0]: form for form in PROP_FORMS}
    close = difflib.get_close_matches(words, list(heads), n=1, cutoff=0.6)
    return f" (did you mean {heads[close[0]]!r}?)" if close else ""


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
    if obj["card"].keys() & {"abilities", "effect_abilities"}:
        world.require("abilities", "a card of the set-up has an activated ability")
    world.add_object(obj)


@given(parsers.re(r'"(?P<card>[^"]+)" is attached to "(?P<host>[^"]+)"$'))
def attached(world: World, card: str, host: str) -> None:
    obj = world.object_doc(card)
    host_doc = world.object_doc(host)
    obj["attached_to"] = host
    if "location" in host_doc:
        obj["location"] = host_doc["location"]  # 719.3: an attached card shares its host's location


@given(parsers.re(r'"(?P<object_id>[^"]+)" is a copy of "(?P<model>[^"]+)"$'))
def already_a_copy(world: World, object_id: str, model: str) -> None:
    """A lasting copy effect already applying (477.1.b): the object has the model's card as its
    copied traits, taken when the effect began (schemas/state.json ``copy_of``)."""
    if world.started:
        raise pytest.UsageError("Given steps must come before the first When or Then step")
    world.object_doc(object_id)["copy_of"] = {"object": model, "card": dict(world.object_doc(model)["card"])}


@given(parsers.re(r"(?P<player>\w+)'s (?:(?P<equip>Equip )?ability of|(?P<spell>spell)) \"(?P<source>[^\"]+)\""
                  r"(?: targeting (?P<targets>.+))? is on the chain$"))
def chain_item(world: World, player: str, equip: str | None, spell: str | None, source: str,
               targets: str | None) -> None:
    """An activated ability already on the chain, its cost paid (Riftbound 328, 377.3): each such
    step puts one more item on top. ``Equip`` names the Equip ability, otherwise a generic card's
    "[cost]: …" ability (key ``ability``). ``A's spell "smite" targeting "darius" is on the chain``:
    the spell card a card line set up, played by A, who controls it (191.2), its cost paid; the
    card may be another player's (one an effect let A play from that player's trash): resolved, it
    goes to its owner's trash (108.2, 056.2)."""
    if world.started:
        raise pytest.UsageError("Given steps must come before the first When or Then step")
    world.player_doc(player)
    obj = world.object_doc(source)
    chain = world.doc.setdefault("chain", [])
    item: dict[str, Any] = {"id": f"chain-{len(chain) + 1}", "kind": "ability", "source": source,
                            "controller": player, "ability": "equip" if equip else "ability"}
    if spell:
        if obj["card"].get("type") != "spell":
            raise pytest.UsageError(f"{source!r} is not a spell: set it up with a spell card line")
        obj.update(zone="chain", controller=player)
        obj.pop("location", None)
        item = {"id": item["id"], "kind": "spell", "source": source, "controller": player}
    if targets:
        item["targets"] = quoted(targets)
    chain.append(item)


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


@given(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<n>\d+) (?P<kind>[a-z_]+) counters?$'))
def counters(world: World, object_id: str, n: str, kind: str) -> None:
    """Counters of any kind, by number (744; the buff, one at most, is ``has a buff``)."""
    if kind == "buff":
        raise pytest.UsageError('a unit has at most one buff (702.3): say \'"garen" has a buff\'')
    world.object_doc(object_id).setdefault("counters", {})[kind] = int(n)


@given(parsers.re(r"(?P<player>\w+) has (?P<cost>(?:\[\w+\])+) in their (?:rune|mana) pool$"))
def rune_pool(world: World, player: str, cost: str) -> None:
    world.player_doc(player)["pool"] = parse_cost(cost)


#: The texts a generic test card can be given (``with text "…"``), each written as ability data
#: over the oracle's effect primitives (schemas/state.json, generic_ability). A text that starts
#: with a cost, "[1]: …", is an activated ability; without one, a spell's instructions. ``{verb}``
#: and ``{what}`` stand for the words the pattern matched, lower-cased.
ABILITY_TEXTS: list[tuple[re.Pattern[str], str, list[dict[str, Any]]]] = [
    (re.compile(r"^Deal (?P<amount>\d+) damage to a unit\.$"), "unit",
     [{"op": "deal_damage", "object": "target"}]),
    (re.compile(r"^(?P<verb>Kill|Ready|Exhaust) an? (?P<what>unit|gear|Equipment)"
                r"(?: with (?P<keyword>[A-Z][\w-]*))?\.$"),
     "{what}", [{"op": "{verb}", "object": "target"}]),
    (re.compile(r"^Choose two units\. The first deals (?P<amount>\d+) damage to the second\.$"), "two_units",
     [{"op": "deal_damage", "object": "target2", "by": "target"}]),
    (re.compile(r"^Choose a friendly unit and an enemy unit\. Each player kills the chosen unit they control\.$"),
     "friendly_unit_then_enemy_unit",
     [{"op": "kill", "object": "target", "performer": "its_controller"},
      {"op": "kill", "object": "target2", "performer": "its_controller"}]),
]


def _ability_text(card: dict[str, Any], m: re.Match[str]) -> None:
    text = m[1]
    cost = re.match(r"^(?P<cost>(?:\[\w+\])+): (?P<body>.+)$", text)
    body = cost["body"] if cost else text
    for pattern, target, ops in ABILITY_TEXTS:  # noqa: B007 (the match found is used after the loop)
        found = pattern.match(body)
        if found:
            break
    else:
        raise pytest.UsageError(f"no generic card text {body!r}; known: {[p.pattern for p, _, _ in ABILITY_TEXTS]}")
    if not cost and card["type"] != "spell":
        raise pytest.UsageError(f"{text!r}: only a spell's text has no cost; an activated ability is '[cost]: …'")
    words = {k: v.lower() for k, v in found.groupdict().items() if v}  # "{verb}", "{what}" in the table
    amount = words.get("amount")
    ability: dict[str, Any] = {"kind": "activated" if cost else "spell", "text": text, "target": target.format(**words),
                               "effect": [{**op, "op": op["op"].format(**words),
                                           **({"amount": int(amount)} if amount and op["op"] == "deal_damage"
                                              else {})} for op in ops]}
    if found.groupdict().get("keyword"):
        ability["target_keyword"] = found["keyword"]  # "a gear with Equip": active or not (135.4.a)
    if cost:
        ability["cost"] = parse_cost(cost["cost"])
    card.setdefault("abilities", []).append(ability)


PROPS.append((re.compile(r'^text "([^"]+)"$'), _ability_text))


# --- granted text and type-changing effects (477.1.a, 477.2.a; GEAR-07, GEAR-40, GEAR-42) -----
#
#     Given "sword" has been given keyword Tank by "gift"
#     Given "sword" has been given ability "[1]: Ready me" by "gift"
#     Given A has a spell "gift" with text "Give an Equipment Tank." in their hand
#     Given A has a spell "boon" with text "Give an Equipment the ability [1]: Ready me." in their hand
#     Given A has a spell "hex" with text "A unit becomes a gear." in their hand
#     Given A has a spell "unhex" with text "A gear becomes a unit." in their hand

@given(parsers.re(r'"(?P<object_id>[^"]+)" has been given (?:keyword (?P<keyword>[A-Z][\w-]*(?: \d+)?)'
                  r'|ability "(?P<ability>[^"]+)") by "(?P<origin>[^"]+)"$'))
def granted(world: World, object_id: str, keyword: str | None, ability: str | None, origin: str) -> None:
    """Text an effect of ``origin`` granted to the object earlier (477.2.a; schemas/state.json
    ``granted``): a keyword, or an activated ability in this vocabulary (``ability_data``)."""
    if world.started:
        raise pytest.UsageError("Given steps must come before the first When or Then step")
    world.object_doc(origin)
    entry: dict[str, Any] = {"keyword": keyword} if keyword else {"ability": ability_data(ability or "")}
    world.object_doc(object_id).setdefault("granted", []).append({**entry, "from": origin})


#: Spell texts that grant text or set a type: (pattern, target, effect). ``{what}`` is the kind
#: of object targeted, ``{kw}`` the keyword granted, ``{type}`` the type set.
GRANT_TEXTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^Give an? (?P<what>unit|gear|Equipment) (?P<kw>[A-Z][\w-]*)\.$"), "keyword"),
    (re.compile(r"^Give an? (?P<what>unit|gear|Equipment) the ability (?P<ability>.+)$"), "ability"),
    (re.compile(r"^An? (?P<what>unit|gear|Equipment) becomes an? (?P<type>unit|gear)\.$"), "type"),
]


def _grant_text(card: dict[str, Any], m: re.Match[str]) -> None:
    """A spell's text that grants a keyword or an ability to its target, or sets its type
    (effect operations ``grant`` and ``set_type``)."""
    text = m[1]
    if card["type"] != "spell":
        raise pytest.UsageError(f"{text!r}: only a spell has these texts")
    for pattern, kind in GRANT_TEXTS:  # noqa: B007 (the match found is used after the loop)
        found = pattern.match(text)
        if found:
            break
    else:  # not one of these: the other generic texts
        _ability_text(card, m)
        return
    op: dict[str, Any] = {"op": "set_type" if kind == "type" else "grant", "object": "target"}
    if kind == "keyword":
        op["keyword"] = found["kw"]
    elif kind == "ability":
        op["ability"] = ability_data(found["ability"].removesuffix("."))
    else:
        op["type"] = found["type"]
    card.setdefault("abilities", []).append({"kind": "spell", "text": text, "target": found["what"].lower(),
                                             "effect": [op]})


PROPS.insert(0, (re.compile(r'^text "((?:Give an? |An? (?:unit|gear|Equipment) becomes ).+)"$'), _grant_text))


# --- Triggered abilities of generic test cards: observers of damage and kills (411.4, 411.6) ---
#
#     Given A controls a unit "watcher" with might 1 and ability "When you deal damage, buff me." in their base
#     Given A controls a unit "hunter" with might 2 and ability "When you kill a unit with a spell, buff me." …
#     Given A controls an Equipment "axe" with effect text "[1]: Kill a unit." in their base
#
# "When you <deal damage|kill a unit>[ with <me|a spell|a gear|an Equipment>], buff me.": the ability's
# controller is responsible for the event ("you", 411.4), and with "with", the event is attributed to
# a spell or ability of that object, which they control (411.6). ``effect text`` puts a generic text
# in an Equipment's effect text, granted to the unit it is attached to (136.2.c).

TRIGGER_TEXT = re.compile(r"^When you (?P<event>deal damage|kill a unit)"
                          r"(?: with (?:(?P<me>me)|an? (?P<kind>spell|gear|Equipment)))?, buff me\.$")


def trigger_data(text: str) -> dict[str, Any]:
    """``When you kill a unit with a spell, buff me.`` -> a triggered ability of a generic card,
    its condition written as the real cards' data writes it (oracle/triggers.py)."""
    m = TRIGGER_TEXT.match(text)
    if not m:
        raise pytest.UsageError(f"not a triggered ability this vocabulary writes: {text!r} (say: \"When you deal "
                                'damage, buff me.", "When you kill a unit with a spell, buff me.")')
    when: dict[str, Any] = {"event": "damage", "performer": "you"}
    if m["event"] == "kill a unit":
        when = {"event": "kill", "object": {"type": "unit"}, "performer": "you"}
    if m["me"]:
        when["with"] = "me"
    elif m["kind"]:
        when["with"] = {"tag": "Equipment"} if m["kind"] == "Equipment" else {"type": m["kind"]}
    return {"key": ability_key(text), "kind": "triggered", "text": text, "when": when,
            "effect": [{"op": "buff", "object": "me"}]}


def _effect_text(card: dict[str, Any], m: re.Match[str]) -> None:
    """A generic text (ABILITY_TEXTS) in an Equipment's effect text rather than its rules text."""
    if card.get("tags") != ["Equipment"]:
        raise pytest.UsageError("only an Equipment has effect text (136.2): "
                                "say 'an Equipment \"axe\" with effect text …'")
    printed = card.pop("abilities", None)
    _ability_text(card, m)
    card.setdefault("effect_abilities", []).append(card.pop("abilities")[-1])
    if printed:
        card["abilities"] = printed


PROPS.insert(0, (re.compile(r'^ability "(When [^"]+)"$'),
                 lambda card, m: card.setdefault("abilities", []).append(trigger_data(m[1]))))
PROPS.append((re.compile(r'^effect text "([^"]+)"$'), _effect_text))


# --- tokens (Riftbound 185-187) ---------------------------------------------------------------------

@given(parsers.re(r'(?P<controller>\w+) controls a (?P<name>Sand Soldier) token "(?P<id>[^"]+)" '
                  r"(?P<where>in their base|in \w+'s base|at (?:battlefield )?\"[^\"]+\")$"))
def token_object(world: World, controller: str, name: str, id: str, where: str) -> None:
    """``Given A controls a Sand Soldier token "soldier" in their base``: a token the rules define
    (187.3: a 2-Might Shurima unit token), on the board, where tokens exist (186)."""
    world.add_object({"id": id, "card": {"token": name}, "token": True, "owner": controller, "zone": "board",
                      "location": parse_location(where, controller)})


STEP_CAPABILITIES["given.token_object"] = frozenset({"tokens"})

# "with Equip [2][O] and an Equip cost [1] less": rules text that changes the card's own Equip cost (818.1.c.5)
PROPS.append((re.compile(r"^an Equip cost (\S+) less$"), lambda card, m: card.update(equip_cost_less=parse_cost(m[1]))))


# --- damage marked per responsible player (Riftbound 142.3; ATTR-09) ---------------------------
#
#     Given "darius" has 2 damage marked by A  (again for another player: the parts add up)


@given(parsers.re(r'"(?P<object_id>[^"]+)" has (?P<amount>\d+) damage marked by (?P<player>\w+)$'))
def damage_marked(world: World, object_id: str, amount: str, player: str) -> None:
    obj = world.object_doc(object_id)
    parts = obj.setdefault("damage_by", [{"player": None, "amount": obj["damage"]}] if obj.get("damage") else [])
    if any(p["player"] == player for p in parts):
        raise pytest.UsageError(f"{object_id!r} already has damage marked by {player}: say it once")
    parts.append({"player": player, "amount": int(amount)})
    obj["damage"] = obj.get("damage", 0) + int(amount)


# --- legends (Riftbound 103.1.a, 107.4) ----------------------------------------------------------

@given(parsers.re(r'(?P<player>\w+) has an? (?P<name>[^"(]+?) \((?P<set>[A-Z]+-\d+)\) "(?P<id>[^"]+)" '
                  r"in their Legend Zone$"))
def legend_object(world: World, player: str, name: str, set: str, id: str) -> None:
    """``Given A has an Azir, Emperor of the Sands (SFD-197) "azir" in their Legend Zone``: a
    player's Champion Legend, in the Legend Zone, a board zone that is not a location (107.4)."""
    world.add_object({"id": id, "card": {"name": name, "set": set}, "owner": player, "zone": "legend"})


STEP_CAPABILITIES["given.legend_object"] = frozenset({"legends"})


@given(parsers.re(r'the ability "(?P<text>[^"]+)" of "(?P<source>[^"]+)" has triggered and waits to go on the chain$'))
def pending_trigger(world: World, text: str, source: str) -> None:
    """A triggered ability whose condition was met and that is not on the chain yet (383.4; the
    state's ``pending``), controlled by its source's controller; no player has priority meanwhile
    (337.1.a)."""
    if world.started:
        raise pytest.UsageError("Given steps must come before the first When or Then step")
    obj = world.object_doc(source)
    world.doc.setdefault("pending", []).append({"source": source, "controller": obj.get("controller", obj["owner"]),
                                                "ability": ability_key(text)})
    world.doc.setdefault("turn", {})["priority"] = None


# --- triggered abilities in an Equipment's effect text (136.2.c, 191.4.a) ----------------------------
#
#     Given A controls an Equipment "charm" with effect ability "When you deal damage, buff me." in their base
#
# A triggered ability of the vocabulary (``trigger_data``) written in an Equipment's effect text: while
# the Equipment is attached, the unit has it (136.2.c), under the unit's controller (191.4.a), and
# "me" is that unit (136.2.d). Matched before the activated ``effect ability "[cost]: …"``.

def _effect_trigger(card: dict[str, Any], m: re.Match[str]) -> None:
    if card.get("tags") != ["Equipment"]:
        raise pytest.UsageError("only an Equipment has effect text (136.2): "
                                "say 'an Equipment \"charm\" with effect ability \"When …\"'")
    card.setdefault("effect_abilities", []).append(trigger_data(m[1]))


PROPS.insert(0, (re.compile(r'^effect ability "(When [^"]+)"$'), _effect_trigger))


# --- delayed triggers already in their window (Riftbound 390-392) ------------------------------------
#
#     Given the delayed trigger "When any unit takes damage this turn, kill it." of "edict" waits this turn
#
# The delayed trigger a spell's effect created earlier this turn (an Imperial Decree, OGN-221, played in a
# showdown, which this vocabulary does not stage), now in the state's ``delayed``: controlled by the
# player who controlled that spell, its owner for a spell in the trash (191.4.a.1).

DELAYED_TEXTS: dict[str, dict[str, Any]] = {
    "When any unit takes damage this turn, kill it.": {"when": {"event": "damage", "object": {"type": "unit"}},
                                                       "effect": [{"op": "kill", "object": "it"}]},
}


@given(parsers.re(r'the delayed trigger "(?P<text>[^"]+)" of "(?P<source>[^"]+)" waits this turn$'))
def delayed_trigger(world: World, text: str, source: str) -> None:
    """A delayed triggered ability that ``source``'s effect created this turn, in its window until the
    ending cleanup (317.2), controlled by ``source``'s controller (its owner, out of the board)."""
    if world.started:
        raise pytest.UsageError("Given steps must come before the first When or Then step")
    if text not in DELAYED_TEXTS:
        raise pytest.UsageError(f"no delayed trigger text {text!r}; known: {sorted(DELAYED_TEXTS)}")
    obj = world.object_doc(source)
    taken = {d["id"] for d in world.doc.get("delayed", [])}
    delayed_id = next(f"delayed-{n}" for n in range(1, len(taken) + 2) if f"delayed-{n}" not in taken)
    world.doc.setdefault("delayed", []).append({
        "id": delayed_id, "from": source, "controller": obj.get("controller", obj["owner"]), "until": "end_of_turn",
        "ability": {"key": ability_key(text), "text": text, **DELAYED_TEXTS[text]}})


STEP_CAPABILITIES["given.delayed_trigger"] = frozenset({"delayed_triggers"})
