"""A draft Gherkin scenario for a divergent case, in the project's step phrases where one fits.

A draft: the person who files it checks the rule, names the ruling and writes the Then steps the
ruling implies. Where no phrase of the vocabulary (features/steps/) says a part of the case, a
comment says it as data.
"""

from __future__ import annotations

import json
from typing import Any

#: The spell texts of the generator that the vocabulary writes (features/steps/given.py, ABILITY_TEXTS).
SPELL_TEXTS = ("Kill a unit.", "Deal 2 damage to a unit.", "Kill a gear with Equip.",
               "Choose two units. The first deals 3 damage to the second.",
               "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control.",
               "Give an Equipment Tank.", "Give an Equipment the ability [1]: Exhaust me.", "A unit becomes a gear.",
               "An Equipment becomes a unit.")

#: Power by domain, as the vocabulary writes it (Riftbound 134.2, 135.2.e).
SYMBOLS = {"fury": "R", "calm": "G", "mind": "B", "body": "O", "chaos": "P", "order": "Y"}


def _where(obj: dict[str, Any]) -> str | None:
    zone = obj["zone"]
    if zone in ("hand", "trash", "deck"):
        return f"in their {zone}"
    if zone == "legend":
        return "in their Legend Zone"
    if zone != "board":
        return None
    location = obj.get("location", "")
    if "location" not in obj:  # Magic's battlefield is one zone (403.1)
        return "on the battlefield"
    if location == f"base:{obj.get('controller', obj['owner'])}":
        return "in their base"
    if location.startswith("base:"):
        return f"in {location[5:]}'s base"
    return f'at battlefield "{location.split(":", 1)[1]}"'


def _card(obj: dict[str, Any]) -> str | None:
    card = obj["card"]
    if "set" in card:
        return f"{card['name']} ({card['set']})"
    props = []
    kind = {"unit": "unit", "spell": "spell"}.get(card.get("type", ""))
    equipment = "Equipment" in card.get("tags", ())
    if card.get("type") == "gear":
        kind = "Equipment" if equipment else "gear"
    if card.get("type") in ("creature", "artifact"):  # Magic (features/steps/given.py, KINDS)
        kind = {"creature": "creature", "artifact": "artifact"}[card["type"]]
        kind = f"Equipment {kind}" if equipment and kind == "creature" else ("Equipment" if equipment else kind)
    if kind == "spell" and len(card.get("abilities", ())) == 1 and card["abilities"][0]["text"] in SPELL_TEXTS:
        return f'spell\t with text "{card["abilities"][0]["text"]}"'
    if kind is None or (card.get("abilities") and kind not in ("unit", "creature")):
        return None
    if any(a.get("target") for a in (*card.get("abilities", ()), *card.get("effect_abilities", ()))
           if a.get("kind", "activated") == "activated"):
        return None  # the vocabulary's activated abilities act on "me" only ("[1]: Ready me")
    if "might" in card:
        props.append(f"might {card['might']}")
    if kind in ("unit", "creature") and "Equipment" in card.get("tags", ()):
        props.append("the Equipment tag")
    if "might_bonus" in card:
        props.append(f"might bonus {card['might_bonus']}")
    if "equip_cost" in card:
        props.append("Equip " + ("[" + str(card["equip_cost"].get("energy", 0)) + "]"))
    for cost in card.get("extra_equip_costs", ()):
        props.append(f"Equip [{cost.get('energy', 0)}]")
    if card.get("equip_cost_less"):  # "This's Equip costs [1] less" (818.1.c.5)
        props.append(f"an Equip cost [{card['equip_cost_less'].get('energy', 0)}] less")
    if card.get("keywords"):
        props.append("keyword " + " and ".join(card["keywords"]))
    if card.get("effect_keywords"):
        props.append("effect keyword " + " and ".join(card["effect_keywords"]))
    for ability in card.get("abilities", ()):  # a triggered ability's phrase keeps its full stop
        text = ability["text"] if ability.get("kind") == "triggered" else ability["text"].rstrip(".")
        props.append(f'ability "{text}"')
    for ability in card.get("effect_abilities", ()):
        props.append(f'effect ability "{ability["text"].rstrip(".")}"')
    return f"{kind}\t" + (" with " + ", ".join(props) if props else "")


def _given(state: dict[str, Any]) -> list[str]:
    players = [p["id"] for p in state["players"]]
    fields = " and ".join(f'"{bf["id"]}"' for bf in state.get("battlefields", ()))
    game = "Magic" if state["game"] == "mtg" else "Riftbound"
    lines = [f"Given a {game} game between {' and '.join(players)}" + (f" with battlefields {fields}" if fields
                                                                         else "")]
    turn = state.get("turn")
    if turn:
        lines.append(f"And it is {turn['active_player']}'s {turn.get('phase', 'main')} phase")
    for bf in state.get("battlefields", ()):
        if bf.get("controller"):
            lines.append(f'And {bf["controller"]} controls battlefield "{bf["id"]}"')
    for player in state["players"]:
        pool = player.get("pool", {})
        symbols = (f"[{pool['energy']}]" if pool.get("energy") else "") + "".join(
            f"[{SYMBOLS[domain]}]" * n for domain, n in sorted(pool.get("power", {}).items()))
        if symbols:
            pool_name = "mana" if state["game"] == "mtg" else "rune"
            lines.append(f"And {player['id']} has {symbols} in their {pool_name} pool")
    for obj in state["objects"]:
        controller = obj.get("controller", obj["owner"])
        card, where = _card(obj), _where(obj)
        if obj["card"].get("token") == "Sand Soldier" and where is not None:  # 187.3
            lines.append(f'And {controller} controls a Sand Soldier token "{obj["id"]}" {where}')
            continue
        if card is None or where is None:
            lines.append(f"# no phrase fits; the object as data: {json.dumps(obj, sort_keys=True)}")
            continue
        article = "an" if card[0] in "AEIOU" else "a"
        owner = f" owned by {obj['owner']}" if controller != obj["owner"] else ""
        exhausted = "exhausted " if obj.get("exhausted") and obj["zone"] != "legend" else ""
        verb = "has" if obj["zone"] != "board" else "controls"
        kind, _, props = card.partition("\t")
        lines.append(f'And {controller} {verb} {article if not exhausted else "an"} {exhausted}{kind} '
                     f'"{obj["id"]}"{owner}{props} {where}')
    for obj in state["objects"]:
        if "attached_to" in obj:
            lines.append(f'And "{obj["id"]}" is attached to "{obj["attached_to"]}"')
        parts = obj.get("damage_by") or [{"player": None, "amount": obj.get("damage", 0)}]
        if obj.get("damage") and any(p["player"] is None for p in parts[1:]):  # the phrases say no one's first
            lines.append(f"# no phrase fits; the damage marked as data: {json.dumps(parts)}")
        elif obj.get("damage"):
            for part in parts:  # who marked each part (142.3)
                by = f' marked by {part["player"]}' if part["player"] is not None else ""
                lines.append(f'And "{obj["id"]}" has {part["amount"]} damage{by}')
        if obj.get("exhausted") and obj["zone"] == "legend":  # the Legend Zone's phrase says no status
            lines.append(f'And "{obj["id"]}" is exhausted')
        for status in obj.get("states", ()):
            lines.append(f'And "{obj["id"]}" is {status}')
        for kind, n in obj.get("counters", {}).items():
            if kind == "buff":
                lines.append(f'And "{obj["id"]}" has a buff')
            else:
                lines.append(f'And "{obj["id"]}" has {n} {kind} counter{"s" if n > 1 else ""}')
    for obj in state["objects"]:  # what effects did earlier: granted text (477.2.a), and what no phrase gives
        for grant in obj.get("granted", ()):
            what = f"keyword {grant['keyword']}" if "keyword" in grant else \
                f'ability "{grant["ability"]["text"].rstrip(".")}"'
            lines.append(f'And "{obj["id"]}" has been given {what} by "{grant["from"]}"')
        for name in ("copy_of", "text_copy_of", "type_changes"):
            if name in obj:
                lines.append(f'# no phrase fits; the {name} of "{obj["id"]}" as data: '
                             f'{json.dumps(obj[name], sort_keys=True)}')
    for name in ("used", "played"):
        listed = (turn or {}).get(name)
        if listed:
            lines.append(f"# no phrase fits; the turn's {name} as data: {json.dumps(listed, sort_keys=True)}")
    for waiting in state.get("pending", ()):  # a triggered ability met and not on the chain yet (383.4)
        source: dict[str, Any] = next((o for o in state["objects"] if o["id"] == waiting["source"]), {"card": {}})
        text = next((a["text"] for a in source["card"].get("abilities", ()) if a.get("key") == waiting["ability"]),
                    None)
        lines.append(f'And the ability "{text}" of "{waiting["source"]}" has triggered and waits to go on the chain'
                     if text else f"# no phrase fits; the waiting trigger as data: {json.dumps(waiting)}")
    for delayed in state.get("delayed", ()):  # no phrase gives a delayed trigger (390) but playing its spell
        lines.append(f"# no phrase fits; the delayed trigger as data: {json.dumps(delayed, sort_keys=True)}")
    return lines


def _when(action: dict[str, Any], accepted: bool) -> str:
    p, kind = action["player"], action["type"]
    tries = "tries to " if not accepted else ""
    verb = {"attach": "attach", "detach": "detach", "play": "play",
            "recall": "recall", "ready": "ready", "exhaust": "exhaust", "stun": "stun", "empower": "empower",
            "buff": "buff"}.get(kind)
    s = "" if tries else "s"
    if kind == "attach":
        return f'{p} {tries}attach{"es" if s else ""} "{action["object"]}" to "{action["to"]}"'
    if kind == "play" and action.get("targets"):
        targets = " and ".join(f'"{t}"' for t in action["targets"])
        return f'{p} {tries}play{s} "{action["object"]}" targeting {targets}'
    if kind == "move_counter":
        return f'{p} {tries}move{s} the {action["counter"]} from "{action["from"]}" to "{action["to"]}"'
    if kind == "remove_counter":
        return f'{p} {tries}remove{s} the {action["counter"]} from "{action["object"]}"'
    if kind == "spend_counters":
        objects = " and ".join(f'"{o}"' for o in action["objects"])
        how = "as an effect allows" if action.get("allowed_by") else "with no effect allowing it"
        return f'{p} {tries}spend{s} the {action["counter"]} of {objects} {how}'
    if kind == "become_copy":
        return f'{p} {tries}make{s} "{action["object"]}" a copy of "{action["of"]}"'
    if kind in ("kill", "banish") and not action.get("source"):
        order = action.get("choices", {}).get("detach_order")
        verb_s = {"kill": "kills", "banish": "banishes"}[kind] if not tries else kind
        detaching = ", detaching " + " then ".join(f'"{o}"' for o in order) if order else ""
        return f'{p} {tries}{verb_s} "{action["object"]}"{detaching}'
    if kind == "deal_damage" and action.get("source", {}).get("kind", "spell") == "spell" \
            and not action.get("source", {}).get("object"):
        return f'{p} {tries}deal{s} {action["amount"]} damage to "{action["to"]}"'
    if kind in ("move",) :
        objects = " and ".join(f'"{o}"' for o in action["objects"])
        return f'{p} {tries}move{s} {objects} to {_place(action["to"])}'
    if kind == "standard_move":
        objects = " and ".join(f'"{o}"' for o in action["objects"])
        return f'{p} {tries}make{s} a standard move of {objects} to {_place(action["to"])}'
    if kind == "resolve" and accepted:
        return "the top of the chain resolves"
    if kind == "combat":
        assigned = " and ".join(f'{n} to "{unit}"' for unit, n in action.get("assignment", {}).items())
        return (f'{p} {tries}attack{s} at battlefield "{action["battlefield"]}"'
                + (f", assigning {assigned}" if assigned else ""))
    if kind == "end_phase":
        return f"{p} {tries}end{s} the phase"
    if kind == "end_turn":
        return f"{p} {tries}end{s} their turn"
    if kind == "activate" and action["ability"] == "equip":
        nth = {2: "second ", 3: "third "}.get(action.get("instance", 1), "")
        return (f'{p} {tries}activate{s} the {nth}Equip ability of "{action["object"]}" '
                f'targeting "{action["targets"][0]}"')
    if kind == "return_to_board":
        return f'{p} {tries}return{s} "{action["object"]}" to the board'
    if kind == "change_control":
        return f'{action["to"]} {tries}take{s} control of "{action["object"]}"'
    if verb and "object" in action and not action.get("targets"):
        consonant_y = verb.endswith("y") and verb[-2] not in "aeiou"  # readies, but plays
        ending = "es" if verb.endswith(("h", "sh")) else ("ies" if consonant_y else "s")
        said = verb[:-1] + ending if consonant_y else verb + ending
        return f'{p} {tries}{verb if tries else said} "{action["object"]}"'
    return f"# no phrase fits; the action as data: {json.dumps(action, sort_keys=True)}"


def _place(location: str) -> str:
    kind, _, name = location.partition(":")
    return "their base" if kind == "base" else f'battlefield "{name}"'


def scenario(doc: dict[str, Any]) -> str:
    """The draft scenario of a case document (campaign.case_document)."""
    div = doc["divergence"]
    lines = ["# Draft written by `rulespec fuzz`: check the rule, name the ruling, write the Then steps.",
             f"# Engine {doc['engine'].get('name')} diverged from the oracle ({div['kind']}) at step {div['step']}: "
             f"{div['document']} {div['pointer'] or '/'} wanted {json.dumps(div['wanted'])}, "
             f"got {json.dumps(div['got'])[:300]}",
             "Feature: A divergence found by fuzzing", "", "  Scenario: Fuzzed case (draft)"]
    if doc.get("corpus"):
        origin = doc["corpus"]
        lines.insert(2, f"# Started from the scenario {origin['scenario']!r} ({origin['feature']}:{origin['line']}; "
                        f"{', '.join(origin['ruling_ids']) or 'no ruling ID'})"
                        + (", its actions mutated" if origin["mutated"] else ", its actions as they are"))
    body = _given(doc["state"])
    for step in doc["steps"]:
        line = _when(step["action"], bool(step["oracle"].get("accepted")))
        body.append(line if line.startswith("#") else f"When {line}")
        if not step["oracle"].get("accepted"):
            body.append(f'Then the action is rejected as "{step["oracle"].get("reason")}"')
        elif not line.startswith("#"):  # a scenario checks something, or it is an error of the suite
            body.append("Then the action is accepted")
    body.append(f"# Then: the oracle has {json.dumps(div['wanted'])} at {div['pointer'] or '/'} of the "
                f"{div['document']}")
    fixed = []
    last = "Given"
    for line in body:
        keyword = line.split(" ", 1)[0]
        if keyword in ("When", "Then"):
            line = ("And " + line.split(" ", 1)[1]) if keyword == last else line
            last = keyword
        fixed.append("    " + line)
    return "\n".join(lines + fixed) + "\n"
