"""Generated Riftbound games: valid state documents and the actions they can take.

A *case* is an initial state document (schemas/state.json, with the references of
schemas/references.py: unique ids, references that name something, attachments to a unit on the
board at its location) and a list of actions (schemas/action.json). Only what the engine declares
is drawn (``Profile``: its capabilities and real cards), so that a case never asks an engine for
a feature it says it lacks. Each step is drawn on the game as the oracle has it after the steps
before (``play_case``), with the roles the rules give the objects it names (the turn player's
Equipment equipped to their unit, a buff moved from a buffed unit, a card in the hand played in
the Main Phase), so that most actions are accepted; some deliberately are not (another player
acts, a wrong kind of object), since a rejection is part of the contract too. An activation or a
play is drawn with the ``resolve`` after it half the time, and with the choices the item asks for.

Every draw is one integer (``_ints``): hypothesis's own draw while it shrinks (``played_cases``,
or ``data.draw_integer`` in campaign), a seeded ``RandomDraw`` while exploring, fast.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")

STATE_SCHEMA = "rulespec/state/1"
PLAYERS = ("A", "B")
BATTLEFIELDS = ("bf1", "bf2")

#: The capability each action type needs (adapters.base.CAPABILITIES); ``activate`` of Equip
#: needs ``equip``.
ACTION_CAPABILITY = {
    "play": "play", "resolve": "chain", "move": "move", "recall": "recall", "attach": "attach",
    "detach": "detach", "deal_damage": "damage", "kill": "kill", "banish": "banish",
    "change_control": "control", "ready": "exhaust", "exhaust": "exhaust", "stun": "stun",
    "empower": "empower", "buff": "buff", "move_counter": "move_counter", "remove_counter": "remove_counter",
    "spend_counters": "spend_counters", "become_copy": "copy", "return_to_board": "return",
    "activate": "abilities", "end_phase": "turns", "end_turn": "turns", "standard_move": "standard_move",
    "combat": "combat",
}

#: Real cards the generator can put in a game, when the engine lists them: (name, set, type).
REAL_CARDS = (
    ("Guardian Angel", "SFD-051", "gear"), ("Svellsongur", "SFD-059", "gear"),
    ("Shady Spectacles", "VEN-137", "gear"), ("Aphelios, Exalted", "SFD-049", "unit"),
    ("Azir, Ascendant", "SFD-050", "unit"), ("Veteran Poro", "SFD-099", "unit"),
    ("Sentinel Adept", "SFD-008", "unit"), ("Immortal Phoenix", "OGN-037", "unit"),
    ("Imperial Decree", "OGN-221", "spell"), ("Challenge", "OGN-128", "spell"),
)


#: Activated abilities of generic units, as features/steps/given.py writes them.
UNIT_ABILITIES = (
    {"key": "1-ready-me", "text": "[1]: Ready me.", "cost": {"energy": 1}, "effect": [{"op": "ready", "object": "me"}]},
    {"key": "spend-my-buff-exhaust-me", "text": "Spend my buff: Exhaust me.", "spend": "buff",
     "effect": [{"op": "exhaust", "object": "me"}]},
    # what an ability does is done by its controller, with the object that has it (411, 417.6, 428.5)
    {"kind": "activated", "text": "[1]: Deal 2 damage to a unit.", "target": "unit", "cost": {"energy": 1},
     "effect": [{"op": "deal_damage", "object": "target", "amount": 2}]},
    {"kind": "activated", "text": "[1]: Kill a unit.", "target": "unit", "cost": {"energy": 1},
     "effect": [{"op": "kill", "object": "target"}]},
)

def _triggered(text: str, when: dict[str, Any]) -> dict[str, Any]:
    return {"key": re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-"), "kind": "triggered", "text": text,
            "when": when, "effect": [{"op": "buff", "object": "me"}]}


#: Triggered abilities of generic units (383), as features/steps/given.py writes them: "you" is the
#: player responsible for the event (411.4), "with" what it is attributed to (411.6).
UNIT_TRIGGERS = (
    _triggered("When you deal damage, buff me.", {"event": "damage", "performer": "you"}),
    _triggered("When you deal damage with me, buff me.", {"event": "damage", "performer": "you", "with": "me"}),
    _triggered("When you kill a unit, buff me.", {"event": "kill", "object": {"type": "unit"}, "performer": "you"}),
    _triggered("When you kill a unit with a spell, buff me.",
               {"event": "kill", "object": {"type": "unit"}, "performer": "you", "with": {"type": "spell"}}),
    _triggered("When you kill a unit with me, buff me.",
               {"event": "kill", "object": {"type": "unit"}, "performer": "you", "with": "me"}),
    _triggered("When you kill a unit with an Equipment, buff me.",
               {"event": "kill", "object": {"type": "unit"}, "performer": "you", "with": {"tag": "Equipment"}}),
)

#: The phases of a turn (315-318): the Main Phase is drawn most, these now and then.
PHASES = ("awaken", "beginning", "channel", "draw", "ending")

#: Imperial Decree's delayed trigger (OGN-221), as its spell creates it (oracle/carddata).
DECREE = {"key": "imperial-decree", "text": "When any unit takes damage this turn, kill it.",
          "when": {"event": "damage", "object": {"type": "unit"}}, "effect": [{"op": "kill", "object": "it"}]}

#: Delayed triggers of generic spells (schemas/state.json, delayed_ability): what they wait for, what they do to "it".
DELAYED = (
    DECREE,
    {"key": "exhaust-it", "text": "When any unit takes damage this turn, exhaust it.",
     "when": {"event": "damage", "object": {"type": "unit"}}, "effect": [{"op": "exhaust", "object": "it"}]},
    {"key": "kill-it", "text": "When you deal damage this turn, kill it.",
     "when": {"event": "damage", "performer": "you"}, "effect": [{"op": "kill", "object": "it"}]},
    {"key": "buff-it", "text": "When a gear is killed this turn, buff it.",
     "when": {"event": "kill", "object": {"type": "gear"}}, "effect": [{"op": "buff", "object": "it"}]},
    {"key": "heal-it", "text": "When you kill a unit with a spell this turn, heal it.",
     "when": {"event": "kill", "object": {"type": "unit"}, "performer": "you", "with": {"type": "spell"}},
     "effect": [{"op": "heal", "object": "it"}]},
)

#: Spells of generic cards: their instructions, with one unit target.
SPELLS: tuple[dict[str, Any], ...] = (
    {"kind": "spell", "text": "Kill a unit.", "target": "unit", "effect": [{"op": "kill", "object": "target"}]},
    {"kind": "spell", "text": "Deal 2 damage to a unit.", "target": "unit",
     "effect": [{"op": "deal_damage", "object": "target", "amount": 2}]},
    {"kind": "spell", "text": "Buff a unit.", "target": "unit", "effect": [{"op": "buff", "object": "target"}]},
    {"kind": "spell", "text": "Kill a gear with Equip.", "target": "gear", "target_keyword": "Equip",
     "effect": [{"op": "kill", "object": "target"}]},
    {"kind": "spell", "text": "Give an Equipment Tank.", "target": "equipment",
     "effect": [{"op": "grant", "object": "target", "keyword": "Tank"}]},
    {"kind": "spell", "text": "Give an Equipment the ability [1]: Exhaust me.", "target": "equipment",
     "effect": [{"op": "grant", "object": "target", "ability": {"key": "1-exhaust-me", "text": "[1]: Exhaust me.",
                                                                "cost": {"energy": 1},
                                                                "effect": [{"op": "exhaust", "object": "me"}]}}]},
    {"kind": "spell", "text": "A unit becomes a gear.", "target": "unit",
     "effect": [{"op": "set_type", "object": "target", "type": "gear"}]},
    {"kind": "spell", "text": "An Equipment becomes a unit.", "target": "equipment",
     "effect": [{"op": "set_type", "object": "target", "type": "unit"}]},
    # a spell that tells a unit to deal the damage (ATTR-06), and one whose kills each player performs (ATTR-03)
    {"kind": "spell", "text": "Choose two units. The first deals 3 damage to the second.", "target": "two_units",
     "effect": [{"op": "deal_damage", "object": "target2", "by": "target", "amount": 3}]},
    {"kind": "spell",
     "text": "Choose a friendly unit and an enemy unit. Each player kills the chosen unit they control.",
     "target": "friendly_unit_then_enemy_unit",
     "effect": [{"op": "kill", "object": "target", "performer": "its_controller"},
                {"op": "kill", "object": "target2", "performer": "its_controller"}]},
)


@dataclass(frozen=True)
class Profile:
    """What an engine declares: the generator draws nothing outside it."""

    capabilities: frozenset[str]
    cards: frozenset[str] = frozenset()  #: real cards, as ``Name (SET-NUM)``
    max_steps: int = 8
    games: frozenset[str] = frozenset({"riftbound"})  #: the games the engine plays (its ``games``)
    #: Of one case only (``play_case``): how many cards in three are real ones, where the engine
    #: lists some; the action types left out of the case (swarm testing).
    real: int = 1
    left_out: frozenset[str] = frozenset()

    def has(self, *capabilities: str) -> bool:
        return all(c in self.capabilities for c in capabilities)

    def real_cards(self, card_type: str) -> list[tuple[str, str]]:
        return [(name, code) for name, code, kind in REAL_CARDS
                if kind == card_type and f"{name} ({code})" in self.cards]

    def action_types(self) -> list[str]:
        return [t for t, c in ACTION_CAPABILITY.items() if (c in self.capabilities
                or (t == "activate" and "equip" in self.capabilities)) and t not in self.left_out]


@dataclass
class Case:
    """One generated game: the state set up, then the actions, in order."""

    state: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)

    def to_document(self) -> dict[str, Any]:
        return {"state": self.state, "actions": self.actions}


#: A draw: hypothesis's own while it shrinks (``st.composite``), or ``RandomDraw`` while exploring.
Draw = Callable[[st.SearchStrategy[Any]], Any]
_BOUNDS: dict[int, tuple[int, int]] = {}


@functools.cache
def _ints(low: int, high: int) -> st.SearchStrategy[int]:
    strategy = st.integers(low, high)
    _BOUNDS[id(strategy)] = (low, high)
    return strategy


def bounds(strategy: st.SearchStrategy[Any]) -> tuple[int, int]:
    """The (low, high) of an integer strategy of this module."""
    return _BOUNDS[id(strategy)]


class RandomDraw:
    """Draws like hypothesis's integers, from a seeded ``random.Random``, and records each choice.

    Exploring costs a few microseconds a draw this way instead of tens; the recorded choices are
    exactly the choice sequence hypothesis replays (every draw of this module is one integer), so
    that a divergent case is handed to hypothesis's shrinker as it was found (``campaign``)."""

    def __init__(self, rng: random.Random, choices: Sequence[int] | None = None) -> None:
        self.rng = rng
        self.replay = list(choices) if choices is not None else None
        self.choices: list[int] = []
        self.random = rng.random

    def __call__(self, strategy: st.SearchStrategy[Any]) -> Any:
        low, high = _BOUNDS[id(strategy)]
        if self.replay is not None:
            value = self.replay[len(self.choices)] if len(self.choices) < len(self.replay) else low
            value = min(max(value, low), high)
        else:  # random() scaled, not randint(): a quarter of the cost, the same distribution
            value = low + int(self.random() * (high - low + 1))
        self.choices.append(value)
        return value


def _one(draw: Draw, pool: Sequence[T]) -> T:
    """One item of ``pool`` (shrinks towards the first): a strategy made once, not one per draw."""
    return pool[draw(_ints(0, len(pool) - 1))] if len(pool) > 1 else pool[0]


def _chance(draw: Draw, one_in: int) -> bool:
    """True one time in ``one_in`` (shrinks towards False)."""
    return draw(_ints(0, one_in - 1)) == one_in - 1


def _location(draw: Draw, controller: str) -> str:
    return _one(draw, (f"base:{controller}", f"base:{controller}", "battlefield:bf1", "battlefield:bf2",
                                 f"base:{_other(controller)}"))


def _other(player: str) -> str:
    return "B" if player == "A" else "A"


def _unit_card(draw: Draw, profile: Profile, token: bool = False) -> dict[str, Any]:
    """A unit's card: a real one (one in three, of those the engine lists), a Sand Soldier token's
    (``token``: for a unit on the board, one in ten, with ``tokens``: 185, 187.3), or a generic one."""
    real = profile.real_cards("unit")
    if real and draw(_ints(0, 2)) < profile.real:
        name, code = _one(draw, real)
        return {"name": name, "set": code}
    if token and profile.has("tokens") and _chance(draw, 10):
        return {"token": "Sand Soldier"}
    card: dict[str, Any] = {"type": "unit", "might": draw(_ints(1, 5))}
    if profile.has("combat") and _chance(draw, 8):  # a Might of 0 or less adds nothing to a side (143.2.b)
        card["might"] = draw(_ints(-2, 0))
    keywords = ["Tank"] + (["Weaponmaster"] if profile.has("weaponmaster") else []) + \
        (["Backline"] if profile.has("combat") else [])
    if _chance(draw, 3):
        card["keywords"] = [_one(draw, keywords)]
    if profile.has("abilities") and draw(_ints(0, 3)) == 0:
        card["abilities"] = [dict(_one(draw, UNIT_ABILITIES))]
    if profile.has("abilities", "triggers") and _chance(draw, 4):
        card.setdefault("abilities", []).append(dict(_one(draw, UNIT_TRIGGERS)))
    if profile.has("equip") and _chance(draw, 8):  # a unit-Equipment: Equip, but a unit cannot attach (GEAR-41)
        card.update(tags=["Equipment"], equip_cost={"energy": draw(_ints(0, 2))})
    return card


def _gear_card(draw: Draw, profile: Profile) -> dict[str, Any]:
    real = profile.real_cards("gear")
    if real and draw(_ints(0, 2)) < profile.real:
        name, code = _one(draw, real)
        return {"name": name, "set": code}
    if draw(_ints(0, 4)) == 0:
        return {"type": "gear"}  # a gear that is no Equipment
    card: dict[str, Any] = {"type": "gear", "tags": ["Equipment"], "might_bonus": draw(_ints(-1, 3))}
    if profile.has("equip") and draw(_ints(0, 7)):  # else an Equipment without Equip (821.1.c.4)
        card["equip_cost"] = {"energy": draw(_ints(0, 2))}
        if _chance(draw, 4):  # "This's Equip costs [1] less" (818.1.c.5), read by Weaponmaster too (725.3)
            card["equip_cost_less"] = {"energy": 1}
        if _chance(draw, 6):  # another instance of Equip, with its own cost (818.4)
            card["extra_equip_costs"] = [{"energy": draw(_ints(0, 3))}]
    if _chance(draw, 2):
        card["effect_keywords"] = ["Tank"]
    if profile.has("abilities") and _chance(draw, 6):  # effect text: the host's while attached (136.2)
        card["effect_abilities"] = [dict(_one(draw, UNIT_ABILITIES))]  # ATTR-15: what it does is done with the unit
    return card


def _permanent(draw: Draw, profile: Profile, object_id: str, card: dict[str, Any], unit: bool) -> dict[str, Any]:
    owner = _one(draw, PLAYERS)
    obj: dict[str, Any] = {"id": object_id, "card": card, "owner": owner}
    controller = owner
    if profile.has("control") and draw(_ints(0, 5)) == 0:
        controller = obj["controller"] = _other(owner)
    zone = _one(draw, ("board", "board", "board", "board", "hand", "trash"))
    if zone == "trash" and not profile.has("return") and not profile.has("play"):
        zone = "board"
    if zone == "hand" and not profile.has("play"):
        zone = "board"
    if "token" in card:  # a token exists only on the board (or the chain: 186)
        zone, obj["token"] = "board", True
    elif "set" in card and _works_from_trash(card["set"]) and profile.has("return") and draw(_ints(0, 3)):
        zone = "trash"  # mostly where its text works (383.2.c.1: "play me from your trash")
    obj["zone"] = zone
    if zone != "board":
        obj.pop("controller", None)  # control is a matter of the board (191): a card elsewhere is its owner's
        return obj
    obj["location"] = _location(draw, controller)
    if profile.has("exhaust") and draw(_ints(0, 3)) == 0:
        obj["exhausted"] = True
    if unit:
        might = card.get("might", 3)
        if profile.has("damage") and might > 1 and draw(_ints(0, 3)) == 0:
            obj["damage"] = draw(_ints(1, might - 1))
            if profile.has("damage_by_player") and _chance(draw, 2):
                obj["damage_by"] = _marked_by(draw, obj["damage"])
        if profile.has("buff") and draw(_ints(0, 2)) == 0:
            obj["counters"] = {"buff": 1}
        if (profile.has("move_counter") or profile.has("remove_counter")) and _chance(draw, 6):
            obj.setdefault("counters", {})["charge"] = draw(_ints(1, 3))  # several, of another kind (744, 702.3)
        states = [s for s, c in (("stunned", "stun"), ("empowered", "empower")) if profile.has(c)]
        chosen = [s for s in states if _chance(draw, 4)]
        if chosen:
            obj["states"] = chosen
    return obj


def _marked_by(draw: Draw, damage: int) -> list[dict[str, Any]]:
    """Who marked each part of ``damage`` (142.3): some of it no one's, the rest one player's or
    split between the two, the parts in the order they were marked, no one's first."""
    parts: list[dict[str, Any]] = []
    nobody = draw(_ints(0, damage - 1))
    if nobody:
        parts.append({"player": None, "amount": nobody})
    left, first = damage - nobody, _one(draw, PLAYERS)
    split = draw(_ints(1, left - 1)) if left > 1 and _chance(draw, 3) else left
    parts.append({"player": first, "amount": split})
    if left > split:
        parts.append({"player": _other(first), "amount": left - split})
    return parts


def draw_state(draw: Draw, profile: Profile) -> dict[str, Any]:
    """A valid Riftbound state document: two players, two battlefields, 1-4 units and 0-3 gear
    (generic cards, or the engine's real cards), some attached, damaged, buffed, exhausted."""
    costs = profile.has("equip") or profile.has("abilities") or profile.has("play")
    players: list[dict[str, Any]] = []
    for player in PLAYERS:
        doc: dict[str, Any] = {"id": player}
        if costs:
            energy = draw(_ints(0, 6))
            if energy:
                doc["pool"] = {"energy": energy}
            if profile.cards and draw(_ints(0, 3)):  # Power for the real cards' costs: [G] [R] [O]
                doc.setdefault("pool", {})["power"] = {d: draw(_ints(1, 2)) for d in ("calm", "fury", "order", "body")}
        players.append(doc)
    battlefields = [{"id": bf, "controller": _one(draw, (None, "A", "B"))} for bf in BATTLEFIELDS]
    objects: list[dict[str, Any]] = []
    for i in range(1, draw(_ints(1, 4)) + 1):
        objects.append(_permanent(draw, profile, f"u{i}", _unit_card(draw, profile, token=True), unit=True))
    for i in range(1, draw(_ints(0, 3)) + 1):
        objects.append(_permanent(draw, profile, f"g{i}", _gear_card(draw, profile), unit=False))
    hosts = [o for o in objects if o["zone"] == "board" and o["id"].startswith("u")]
    if profile.has("combat") and len(hosts) > 1 and _chance(draw, 3):
        for i in range(len(objects) + 1, len(objects) + 2 + draw(_ints(0, 2))):  # more units to fight: sides of two
            card: dict[str, Any] = _unit_card(draw, profile)
            if "type" in card and draw(_ints(0, 2)):  # what orders the assignment (815, 826)
                card["keywords"] = [_one(draw, ("Tank", "Backline"))]
            hosts.append({"id": f"u{i}", "card": card, "owner": _one(draw, PLAYERS), "zone": "board",
                          "location": "base:A"})
            objects.insert(len(hosts) - 1, hosts[-1])
        _stage_combat(draw, hosts)
    for gear in objects:
        if gear["id"].startswith("g") and gear["zone"] == "board" and hosts and _chance(draw, 2):
            host = _one(draw, hosts)
            gear["attached_to"] = host["id"]
            gear["location"] = host["location"]
    _copies_made_as_attached(draw, profile, objects)
    if profile.has("spells", "abilities"):
        _lasting_effects(draw, objects)
    if profile.has("legends") and "Azir, Emperor of the Sands (SFD-197)" in profile.cards and _chance(draw, 3):
        objects.append({"id": "l1", "card": {"name": "Azir, Emperor of the Sands", "set": "SFD-197"},
                        "owner": _one(draw, PLAYERS), "zone": "legend"})
        if profile.has("exhaust") and _chance(draw, 3):  # its [E] paid already (414.4), until the Awaken Phase
            objects[-1]["exhausted"] = True
    for n in range(1, 3):
        if profile.has("spells", "play") and _chance(draw, 2):
            real = profile.real_cards("spell")
            if real and _chance(draw, 3):
                name, code = _one(draw, real)
                card = {"name": name, "set": code}
            else:
                card = {"type": "spell", "abilities": [dict(_one(draw, SPELLS))]}
            objects.append({"id": f"s{n}", "card": card, "owner": _one(draw, PLAYERS), "zone": "hand"})
    if not profile.has("cleanup"):
        _settle(objects, battlefields)
    played = [o for o in objects if o["id"].startswith("g") and o["zone"] == "board"]
    doc = {"schema": STATE_SCHEMA, "game": "riftbound", "players": players, "battlefields": battlefields,
           "objects": objects}
    if profile.has("delayed_triggers") and _chance(draw, 3):
        doc["delayed"] = [_delayed(draw, profile, objects)]
    if profile.has("turns") or _chance(draw, 2):
        equipped = [_controller(o) for o in objects if (o["zone"] == "board" and o["id"].startswith("g")
                    and ("equip_cost" in o["card"] or "set" in o["card"]))
                    or (o["zone"] in ("board", "legend") and "set" in o["card"] and _may_activate(o))]
        # mostly the turn of someone with Equipment, or with a real card's activated ability
        doc["turn"] = {"number": draw(_ints(1, 3)), "phase": "main",
                       "active_player": _one(draw, equipped) if equipped and draw(_ints(0, 3)) else _one(draw, PLAYERS)}
        if profile.has("turns") and _chance(draw, 5):  # another phase of the turn (315-318)
            doc["turn"]["phase"] = _one(draw, PHASES)
        if played and any(o["zone"] == "legend" for o in objects) and draw(_ints(0, 2)):
            gear = _one(draw, played)  # an Equipment played this turn: what "Use only if" reads (377.2.b)
            doc["turn"]["played"] = [{"object": gear["id"], "player": _controller(gear)}]
        used = _once_per_turn(objects)
        if profile.has("once_per_turn") and used and _chance(draw, 3):  # used earlier this turn (377)
            doc["turn"]["used"] = [_one(draw, used)]
    triggered = [(o, a) for o in objects if o["zone"] == "board" for a in o["card"].get("abilities", ())
                 if a.get("kind") == "triggered"]
    if profile.has("priority") and triggered and _chance(draw, 2):  # met, not on the chain yet (383.4)
        source, ability = _one(draw, triggered)
        doc["pending"] = [{"source": source["id"], "controller": _controller(source), "ability": ability["key"]}]
        doc.setdefault("turn", {})["priority"] = None  # no one has priority meanwhile (337.1.a)
    if profile.has("play") and _chance(draw, 2):  # a unit to play (the turn player's mostly) and its play trigger
        card = _unit_card(draw, profile)
        if "type" in card and _chance(draw, 2):  # Weaponmaster (821), or the suite's Deploy (GEAR-43)
            card["keywords"] = [_one(draw, ("Weaponmaster", "Weaponmaster", "Deploy") if profile.has("weaponmaster")
                                     else ("Deploy",))]
        active = doc.get("turn", {}).get("active_player", "A")
        objects.append({"id": f"u{len(objects) + 1}", "card": card, "zone": "hand",
                        "owner": active if draw(_ints(0, 3)) else _other(active)})
    for obj in objects:  # the cost of a real card in a hand, paid for now and then (its printed cost)
        cost = _printed_cost(obj["card"].get("set", "")) if obj["zone"] == "hand" else None
        if cost and _chance(draw, 2):
            owner = next(p for p in players if p["id"] == obj["owner"])
            owner["pool"] = {k: dict(v) if isinstance(v, dict) else v for k, v in cost.items()}
    return doc


@functools.cache
def _printed_cost(code: str) -> dict[str, Any] | None:
    """A real card's printed cost, Energy and Power (oracle/carddata), or None."""
    from rulespec.oracle.cards import card_database

    cost = card_database().get(code, {}).get("cost")
    return dict(cost) if cost else None


@functools.cache
def _attach_copies(code: str) -> str | None:
    """What a real card's "As this is attached to a unit" text copies (725.1), from the oracle's card
    data: ``copy_text`` (the unit's text into this card's effect text: Svellsongur), ``become_copy``
    (the unit becomes a copy of another friendly unit: Shady Spectacles), or None."""
    from rulespec.oracle.cards import card_database

    for rule in card_database().get(code, {}).get("rules", ()):
        if rule.get("kind") == "replacement" and rule.get("replaces", {}).get("event") == "attach":
            for op in rule.get("effect", ()):
                if op.get("op") in ("copy_text", "become_copy"):
                    return str(op["op"])
    return None


def _copies_made_as_attached(draw: Draw, profile: Profile, objects: list[dict[str, Any]]) -> None:
    """An Equipment attached in the state whose "As this is attached" text copies (725.1) made its
    copy as it was attached, mostly (else it was attached by an effect that made none): the host's
    text in the Equipment's effect text (``text_copy_of``, 136.2.c), or the host a copy of another
    friendly unit (``copy_of``, 477.1.b), for as long as the Equipment stays attached."""
    by_id = {o["id"]: o for o in objects}
    for gear in objects:
        host = by_id.get(gear.get("attached_to", ""))
        copies = _attach_copies(gear["card"]["set"]) if host and "set" in gear["card"] else None
        if host is None or copies is None or not draw(_ints(0, 3)):
            continue
        if copies == "copy_text" and profile.has("copy_text"):
            gear["text_copy_of"] = {"object": host["id"], "card": dict(host.get("copy_of", host)["card"]),
                                    "while_attached": gear["id"]}
        models = [u for u in objects if u is not host and u["zone"] == "board" and card_type(u) == "unit"
                  and "token" not in u and _controller(u) == _controller(host)]
        if copies == "become_copy" and profile.has("copy") and models and "copy_of" not in host:
            model = _one(draw, models)
            host["copy_of"] = {"object": model["id"], "card": dict(model.get("copy_of", model)["card"]),
                               "while_attached": gear["id"]}


def _lasting_effects(draw: Draw, objects: list[dict[str, Any]]) -> None:
    """What spells played earlier this game left (each spell now in its owner's trash): a unit on
    the board that became a gear (477.1.a; GEAR-42: what is attached to it stays, its Might is
    gone), now and then a unit again after that (480: the latest effect gives the type); text
    granted to an object on the board (477.2.a; GEAR-07: it stays active on an attached card, and
    no copy takes it), Tank or an activated ability."""
    board = [o for o in objects if o["zone"] == "board"]
    units = [o for o in board if card_type(o) == "unit"]
    hosts = [u for u in units if any(o.get("attached_to") == u["id"] for o in objects)]
    if units and _chance(draw, 4):  # mostly a unit carrying something: what 137.3.b is about
        unit = _one(draw, hosts if hosts and draw(_ints(0, 2)) else units)
        spell = _trashed_spell(draw, objects, "s4", SPELLS[6])
        unit["type_changes"] = [{"type": "gear", "from": spell}]
        if _chance(draw, 3):
            unit["type_changes"].append({"type": "unit", "from": _trashed_spell(draw, objects, "s5", SPELLS[7])})
    if board and _chance(draw, 4):
        target = _one(draw, board)
        grant = _one(draw, SPELLS[4:6])
        given = {k: v for k, v in grant["effect"][0].items() if k in ("keyword", "ability")}
        target["granted"] = [{**given, "from": _trashed_spell(draw, objects, "s6", grant)}]


def _trashed_spell(draw: Draw, objects: list[dict[str, Any]], object_id: str, text: dict[str, Any]) -> str:
    """A generic spell of ``text`` in a player's trash, played earlier: what a lasting effect is from."""
    objects.append({"id": object_id, "card": {"type": "spell", "abilities": [dict(text)]},
                    "owner": _one(draw, PLAYERS), "zone": "trash"})
    return object_id


@functools.cache
def _once_per_turn_keys(code: str) -> tuple[tuple[str, int], ...]:
    """The abilities of a real card usable once per turn (377: "Use only once per turn"), each with
    0, and the modes of one whose modes may be chosen once per turn, each with its number."""
    from rulespec.oracle.cards import card_database

    found: list[tuple[str, int]] = []
    for rule in card_database().get(code, {}).get("rules", ()):
        if rule.get("once_per_turn"):
            found.append((rule["key"], 0))
        if rule.get("mode_once_per_turn"):
            found += [(rule["key"], n) for n in range(1, len(rule.get("modes", ())) + 1)]
    return tuple(found)


def _once_per_turn(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entries of ``turn.used`` that the objects on the board could have: a once-per-turn ability or
    mode of a real card used, by the card itself, by a copy of it (477.1.b), or by the host of an
    Equipment that copied its text (``from`` the Equipment: another instance, GEAR-29)."""
    used: list[dict[str, Any]] = []
    for obj in objects:
        if obj["zone"] != "board":
            continue
        own = (obj["id"], None, obj.get("copy_of", obj)["card"])  # a copy has its model's text (477.1.b)
        copied = (obj.get("attached_to"), obj["id"], obj.get("text_copy_of", {}).get("card", {}))
        for holder, origin, card in (own, copied):
            for key, mode in _once_per_turn_keys(card.get("set", "")) if holder else ():
                entry: dict[str, Any] = {"object": holder, "ability": key}
                if origin:
                    entry["from"] = origin
                if mode:
                    entry["mode"] = mode
                used.append(entry)
    return used


def _delayed(draw: Draw, profile: Profile, objects: list[dict[str, Any]]) -> dict[str, Any]:
    """A delayed triggered ability created earlier this turn (390-392), by a spell now in its
    owner's trash (Imperial Decree, if the engine lists it), controlled by that owner (191.4.a.1):
    "When any unit takes damage this turn, …", or a kill, or one the controller is responsible for."""
    owner = _one(draw, PLAYERS)
    decree = "Imperial Decree (OGN-221)" in profile.cards and _chance(draw, 2)
    card = {"name": "Imperial Decree", "set": "OGN-221"} if decree else {"type": "spell", "abilities": [
        dict(SPELLS[0])]}
    objects.append({"id": "s3", "card": card, "owner": owner, "zone": "trash"})
    ability = DECREE if decree else dict(_one(draw, DELAYED))
    return {"id": "delayed-1", "from": "s3", "controller": owner, "until": "end_of_turn", "ability": ability}


def _stage_combat(draw: Draw, units: list[dict[str, Any]]) -> None:
    """Units of both players at one battlefield, for a combat there (323.9: the attacker's units
    and one other player's): the first two always, each other three times in four."""
    battlefield = f"battlefield:{_one(draw, BATTLEFIELDS)}"
    staged = [u for i, u in enumerate(units) if i < 2 or draw(_ints(0, 3))]
    for unit in staged:
        unit["location"] = battlefield
    if len({_controller(u) for u in staged}) == 1:  # the other player's unit: theirs from the start
        unit = staged[1]
        unit["owner"] = _other(_controller(unit))
        unit.pop("controller", None)


def _settle(objects: list[dict[str, Any]], battlefields: list[dict[str, Any]]) -> None:
    """Make a state the cleanup (319-324) would leave as it is, for an engine without ``cleanup``:
    no unattached gear at a battlefield, nothing in another player's base, no battlefield
    controlled by a player with no unit there."""
    for obj in objects:
        if obj["zone"] != "board" or "attached_to" in obj:
            continue
        home = f"base:{_controller(obj)}"
        if obj["location"].startswith("base:") or not obj["id"].startswith("u"):
            obj["location"] = home
    for obj in objects:
        if "attached_to" in obj:
            obj["location"] = next(o["location"] for o in objects if o["id"] == obj["attached_to"])
    for bf in battlefields:
        if not any(o["zone"] == "board" and o["id"].startswith("u") and _controller(o) == bf["controller"]
                   and o["location"] == f"battlefield:{bf['id']}" for o in objects):
            bf["controller"] = None


def _controller(obj: dict[str, Any]) -> str:
    return str(obj.get("controller", obj["owner"]))


_REAL_TYPES = {name: kind for name, _, kind in REAL_CARDS}


@functools.cache
def _real_keywords(code: str) -> frozenset[str]:
    """The keywords a real card prints, from the oracle's card data (oracle/carddata)."""
    from rulespec.oracle.cards import card_database

    return frozenset(r["keyword"] for r in card_database().get(code, {}).get("rules", ()) if "keyword" in r)


@functools.cache
def _works_from_trash(code: str) -> bool:
    """Whether a real card has a triggered ability that works from the trash (oracle/carddata)."""
    from rulespec.oracle.cards import card_database

    return any(r.get("zone") == "trash" for r in card_database().get(code, {}).get("rules", ()))


@functools.cache
def _real_activated(code: str) -> bool:
    """Whether a real card prints an activated ability other than Equip (oracle/carddata)."""
    from rulespec.oracle.cards import card_database

    return any(r.get("kind") == "activated" for r in card_database().get(code, {}).get("rules", ()))


def _may_activate(obj: dict[str, Any]) -> bool:
    """Whether an object of a state document has an activated ability other than Equip of its own:
    its card prints one, or an effect granted it one."""
    card = obj["card"]
    if "set" in card:
        return _real_activated(card["set"])
    return any(a.get("kind", "activated") == "activated" for a in card.get("abilities", ())) or \
        any("ability" in g for g in obj.get("granted", ()))


def _activated(game: Any, objects: list[dict[str, Any]]) -> list[tuple[str, str, str, int, tuple[Any, ...], bool]]:
    """The activated abilities other than Equip that ``objects`` have on the game as the oracle has
    it (oracle.layers: printed, from the effect text of what is attached, copied, granted; 477):
    (object, controller, key, instance, target slots, active), the instance counted from 1 among
    the object's abilities of that key (818.4: each instance is an ability of its own)."""
    from rulespec.oracle.layers import abilities
    from rulespec.oracle.targets import slots

    found = []
    for doc in objects:
        obj = game.get(doc["id"])
        if obj is None:
            continue
        seen: dict[str, int] = {}
        for ability in abilities(game, obj):
            definition = ability.definition
            if definition.kind != "activated":
                continue
            seen[definition.key] = seen.get(definition.key, 0) + 1
            if definition.key != "equip":
                found.append((obj.id, ability.controller, definition.key, seen[definition.key],
                              slots(definition.target), ability.active))
    return found


def _targets(draw: Draw, game: Any, wanted: tuple[Any, ...], controller: str) -> list[str]:
    """Targets for an ability's slots (oracle.targets): each an object on the board of the slot's
    kind and controller, mostly (359.3); now and then any object on the board, which may not fit."""
    from rulespec.oracle.layers import is_unit

    board = [o for o in game.objects if o.on_board]
    chosen: list[str] = []
    for slot in wanted:
        fitting = [o.id for o in board if o.id not in chosen
                   and (is_unit(o) if slot.kind == "unit" else o.traits.type == "gear"
                        and (slot.kind == "gear" or o.traits.is_equipment))
                   and (slot.controller == "any" or (o.controller == controller) == (slot.controller == "you"))]
        pool = fitting if fitting and draw(_ints(0, 7)) else [o.id for o in board]
        if pool:
            chosen.append(_one(draw, pool))
    return chosen


def keywords(obj: dict[str, Any]) -> frozenset[str]:
    """The keywords an object's card prints: a generic card's ``keywords``, a real card's rules."""
    card = obj["card"]
    return _real_keywords(card["set"]) if "set" in card else frozenset(card.get("keywords", ()))


def card_type(obj: dict[str, Any]) -> str:
    """The printed type of an object of a state document (a token is a unit)."""
    card = obj["card"]
    if "token" in card:
        return "unit"
    return str(card.get("type") or _REAL_TYPES.get(card.get("name", ""), "gear"))


class _Board:
    """The objects of the current state, sorted by the roles actions give them."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.objects = list(state["objects"])
        on_board = [o for o in self.objects if o["zone"] == "board"]
        self.units = [o for o in on_board if card_type(o) == "unit"]
        #: the units a copy may be made of: no token, which ceases to exist when it leaves the board
        #: (186.1) while a copy's ``copy_of`` would still name it, a state no document can hold
        self.models = [o for o in self.units if not o.get("token")]
        self.gears = [o for o in on_board if card_type(o) == "gear"]
        self.equipment = [o for o in self.gears if "equip_cost" in o["card"] or "set" in o["card"]]
        self.buffed = [o for o in self.units if o.get("counters", {}).get("buff")]
        self.counted = [o for o in self.units if o.get("counters", {}).get("charge")]
        self.hand = [o for o in self.objects if o["zone"] == "hand"]
        self.gone = [o for o in self.objects if o["zone"] in ("trash", "banishment")]
        #: the objects that may have an activated ability other than Equip (``_activated`` finds
        #: which, on the game): their card's, a real card's, granted, copied, or from the effect
        #: text of a card attached to them (136.2.c, 477.1.b, 477.2.a, 725.1)
        hosts = {o.get("attached_to") for o in on_board
                 if "text_copy_of" in o or "effect_abilities" in o["card"]}
        self.with_ability = [o for o in on_board + [o for o in self.objects if o["zone"] == "legend"]
                             if o["id"] in hosts or "copy_of" in o or _may_activate(o)]
        self.chain = bool(state.get("chain"))
        self.active = state.get("turn", {}).get("active_player", "A")
        #: the turn player's Main Phase with the chain empty: when cards are played (359) and Equip used
        self.main = state.get("turn", {}).get("phase", "main") == "main" and not self.chain
        self.playable = [o for o in self.hand if o["owner"] == self.active]
        self.tagged = [g for g in self.gears if "Equipment" in g["card"].get("tags", ()) or "set" in g["card"]]
        self.tagged += [u for u in self.units if "Equipment" in u["card"].get("tags", ())]  # unit-Equipment
        self.fights = [bf for bf in BATTLEFIELDS
                       if {_controller(o) for o in self.units if o.get("location") == f"battlefield:{bf}"}
                       == {"A", "B"}]

    def usable(self, kind: str) -> bool:
        """Whether this state has what ``kind`` acts on (else drawing it would only be refused)."""
        needs: dict[str, Any] = {
            "attach": self.gears and self.units, "detach": [g for g in self.gears if "attached_to" in g],
            "activate": self.main and ((self.equipment and self.units) or self.with_ability),
            "play": self.main and self.playable,
            "resolve": self.chain, "move_counter": self.buffed + self.counted,
            "remove_counter": self.buffed + self.counted,
            "spend_counters": self.buffed, "return_to_board": self.gone, "combat": self.fights,
            "become_copy": len(self.units) > 1, "end_phase": not self.chain, "end_turn": not self.chain,
            "standard_move": self.main and self.units,
        }
        return bool(needs.get(kind, self.units or self.gears))


#: Marks a ``resolve`` drawn with the action before it: its choices are drawn on the chain that
#: action made (``play_case``), as a player chooses when the item resolves (402.2).
CHOOSE = "_choose"

#: How many times more often than another an action type is drawn, where the state has what it acts on.
_WEIGHTS = {"activate": 4, "play": 4, "resolve": 3}
#: The action type that makes the event a delayed trigger waits for, drawn more often while one does.
_WAITED = {"damage": "deal_damage", "kill": "kill"}


def draw_step(draw: Draw, profile: Profile, state: dict[str, Any], game: Any = None) -> list[dict[str, Any]]:
    """One step of play on ``state`` (the game as it is now, and ``game`` the oracle's GameState of
    it): an action, or an activation or a play with the ``resolve`` after it. Mostly what the rules
    allow; now and then not. None (an empty list) where the state has nothing an action of the
    profile could act on: no object, and no chain to resolve or turn to end."""
    if game is None:
        from rulespec import oracle

        game = oracle.load_state(state, validated=True)
    board = _Board(state)
    kinds = [k for k in profile.action_types() if board.usable(k)]
    if not kinds:
        if not board.objects:
            return []  # no object left (the last token ceased to exist), no chain: nothing to act on
        kinds = profile.action_types()  # only refusals to draw: an engine must refuse them too
    # what plays cards and their abilities weighs more: the chain, costs, triggers and the
    # choices made as an item resolves are reached only through them
    # and what a delayed trigger of the state waits for (390-392): damage, a kill
    waits = {_WAITED.get(d.get("ability", {}).get("when", {}).get("event", ""), "") for d in state.get("delayed", ())}
    kind = _one(draw, [k for k in kinds for _ in range(_WEIGHTS.get(k, 1) + 3 * (k in waits))])
    if board.fights and "combat" in kinds and _chance(draw, 3):  # a combat where one can be fought
        kind = "combat"
    anything = board.objects

    def player_for(obj: dict[str, Any]) -> str:
        # the controller, mostly: another player's attempt is a rejection worth a few cases
        return _controller(obj) if draw(_ints(0, 7)) else _other(_controller(obj))

    def pick(pool: list[dict[str, Any]]) -> dict[str, Any]:
        return _one(draw, pool or board.units or anything)

    def anyone() -> str:
        return _one(draw, PLAYERS)

    if kind == "attach":
        gear, unit = pick(board.gears), pick(board.units)
        attach: dict[str, Any] = {"type": "attach", "player": player_for(gear), "object": gear["id"],
                                  "to": unit["id"]}
        models = [u for u in board.models if u is not unit and _controller(u) == _controller(unit)]
        if "set" in gear["card"] and _attach_copies(gear["card"]["set"]) == "become_copy" and models and \
                draw(_ints(0, 3)):  # "As this is attached to a unit, choose another friendly unit" (725.1)
            attach["choices"] = {"chosen": [_one(draw, models)["id"]]}
        return [attach]
    if kind == "activate" and board.equipment and (not board.with_ability or ("equip" in profile.capabilities
                                                                           and _chance(draw, 2))):
        # Equip: the turn player's unattached Equipment, in their Main Phase (its printed text is active)
        free = [g for g in board.equipment if "attached_to" not in g]
        mine = [g for g in free if _controller(g) == board.active]
        gear = pick(mine or free or board.equipment)
        friendly = [u for u in board.units if _controller(u) == _controller(gear)]
        player = board.active if draw(_ints(0, 7)) else _other(board.active)
        steps = [{"type": "activate", "player": player, "object": gear["id"], "ability": "equip",
                  "targets": [pick(friendly)["id"]]}]
        if gear["card"].get("extra_equip_costs") and _chance(draw, 2):  # its other instance (818.4)
            steps[0]["instance"] = 2
        if profile.has("chain") and _chance(draw, 2):  # else later: something may happen in between
            steps.append({"type": "resolve", "player": steps[0]["player"], CHOOSE: True})
        return steps
    found = _activated(game, board.with_ability) if kind == "activate" and board.with_ability else []
    if found:  # another activated ability: an active one of the turn player's, mostly, with its targets
        mine = [a for a in found if a[1] == board.active and a[5]]
        object_id, controller, key, instance, wanted, _ = _one(draw, mine if mine and draw(_ints(0, 3)) else found)
        player = controller if draw(_ints(0, 7)) else _other(controller)
        activation: dict[str, Any] = {"type": "activate", "player": player, "object": object_id, "ability": key}
        if instance > 1 or _chance(draw, 8):  # the instance said, sometimes even when it is the first
            activation["instance"] = instance
        targets = _targets(draw, game, wanted, player)
        if targets:
            activation["targets"] = targets
        steps = [activation]
        if profile.has("chain") and _chance(draw, 2):
            steps.append({"type": "resolve", "player": steps[0]["player"], CHOOSE: True})
        return steps
    if kind == "play":
        card = pick([o for o in board.hand if o["owner"] == board.active] or board.hand)
        player = card["owner"] if draw(_ints(0, 7)) else _other(card["owner"])
        action: dict[str, Any] = {"type": "play", "player": player, "object": card["id"]}
        spell = game.get(card["id"]) if card_type(card) == "spell" else None
        wanted = next((a.target for a in spell.traits.abilities if a.kind == "spell"), None) if spell else None
        if wanted is not None:  # the targets its text calls for (359.3): Challenge's friendly and enemy unit
            from rulespec.oracle.targets import slots

            action["targets"] = _targets(draw, game, slots(wanted), player)
        steps = [action]
        if profile.has("chain") and (card_type(card) == "spell" or "Weaponmaster" in keywords(card)):
            steps.append({"type": "resolve", "player": player, CHOOSE: True})
        return steps
    if kind == "resolve":
        action = {"type": "resolve", "player": anyone()}
        choices = _resolve_choices(draw, board, state.get("chain") or [])
        if choices:
            action["choices"] = choices
        return [action]
    if kind in ("move", "standard_move"):
        pool = board.units
        if _chance(draw, 5):  # an attached card moved on its own (GEAR-33)
            pool = [g for g in board.gears if "attached_to" in g] or pool
        elif kind == "standard_move":  # the turn player's ready units, mostly one carrying something (GEAR-31)
            pool = [u for u in pool if _controller(u) == board.active and not u.get("exhausted")] or pool
            hosts = [u for u in pool if any(g.get("attached_to") == u["id"] for g in board.gears)]
            pool = hosts if hosts and _chance(draw, 2) else pool
        pool = pool or anything
        chosen = [_one(draw, pool)]
        if len(pool) > 1 and _chance(draw, 3):  # two units move as one (144.3)
            chosen.append(_one(draw, [u for u in pool if u is not chosen[0]]))
        home = f"base:{_controller(chosen[0])}"
        if kind == "standard_move" and draw(_ints(0, 3)):  # from a base to a battlefield, or back (144.2)
            to = home if chosen[0].get("location") != home else _one(draw, ("battlefield:bf1", "battlefield:bf2"))
        else:
            to = _one(draw, ("battlefield:bf1", "battlefield:bf2", home))
        player = _controller(chosen[0]) if draw(_ints(0, 7)) else _other(_controller(chosen[0]))
        return [{"type": kind, "player": player, "objects": [o["id"] for o in chosen], "to": to}]
    if kind == "deal_damage":
        unit = pick(board.units)
        source = _source(draw, board)
        return [{"type": "deal_damage", "player": anyone(), "amount": draw(_ints(0, 5)), "to": unit["id"],
                 "source": source}]
    if kind in ("kill", "banish") and board.chain and profile.has("return") and _chance(draw, 2):
        # a unit leaves the board and comes back while an ability aimed at it waits: a new object (124)
        target = pick(board.units)
        return [{"type": kind, "player": anyone(), "object": target["id"]},
                {"type": "return_to_board", "player": anyone(), "object": target["id"]}]
    if kind in ("kill", "banish"):
        target = pick(board.units if draw(_ints(0, 3)) else board.units + board.gears)
        action = {"type": kind, "player": anyone(), "object": target["id"]}
        if kind == "kill" and _chance(draw, 2):
            action["source"] = _source(draw, board, ("spell", "ability"))
        attached = [g["id"] for g in board.gears if g.get("attached_to") == target["id"]]
        if len(attached) > 1 and _chance(draw, 2):  # the host's controller orders the detaches (719.5.a)
            action["choices"] = {"detach_order": attached[::-1]}
        return [action]
    if kind == "change_control":
        target = pick(board.units + board.gears)
        return [{"type": kind, "player": anyone(), "object": target["id"], "to": _other(_controller(target))}]
    if kind == "detach":
        target = pick([g for g in board.gears if "attached_to" in g])
        return [{"type": kind, "player": player_for(target), "object": target["id"]}]
    if kind == "recall":
        target = pick([o for o in board.units + board.gears if not str(o.get("location", "")).startswith("base:")])
        return [{"type": kind, "player": player_for(target), "object": target["id"]}]
    if kind in ("ready", "exhaust", "stun", "empower", "buff"):
        target = pick(board.units if kind in ("stun", "empower", "buff") else board.units + board.gears)
        return [{"type": kind, "player": anyone(), "object": target["id"]}]
    if kind == "return_to_board":
        return [{"type": kind, "player": anyone(), "object": pick(board.gone)["id"]}]
    if kind in ("move_counter", "remove_counter"):  # a buff, or a counter of another kind (744, 746-747)
        giver = pick(board.buffed + board.counted)
        counter = "buff" if giver.get("counters", {}).get("buff") and (
            "charge" not in giver.get("counters", {}) or draw(_ints(0, 1))) else "charge"
        if kind == "remove_counter":
            return [{"type": kind, "player": anyone(), "counter": counter, "object": giver["id"]}]
        return [{"type": kind, "player": anyone(), "counter": counter, "from": giver["id"],
                 "to": pick(board.units)["id"]}]
    if kind == "spend_counters":
        unit = pick(board.buffed)
        chosen = [unit["id"]]
        others = [u["id"] for u in board.buffed if u is not unit]
        if others and _chance(draw, 2):  # several objects at once, each its controller's to spend (745.2)
            chosen.append(_one(draw, others))
        unbuffed = [u["id"] for u in board.units if u not in board.buffed]
        if unbuffed and _chance(draw, 6):  # one without the counter: the spending is refused (745)
            chosen.insert(draw(_ints(0, len(chosen))), _one(draw, unbuffed))
        spender = unit["owner"] if _chance(draw, 6) else player_for(unit)  # its owner, who may not control it
        action = {"type": kind, "player": spender, "counter": "buff", "objects": chosen}
        allowed = _one(draw, ({"kind": "spell"}, {"kind": "spell"}, {"kind": "ability", "object": unit["id"]}, None))
        if allowed is not None:  # without it, no effect allows the spending: refused (745)
            action["allowed_by"] = allowed
        return [action]
    if kind == "become_copy":
        unit = pick(board.units)
        return [{"type": kind, "player": anyone(), "object": unit["id"],
                 "of": pick([u for u in board.models if u is not unit and (  # mostly one carrying something
                     draw(_ints(0, 1)) or any(g.get("attached_to") == u["id"] for g in board.gears))])["id"]}]
    if kind in ("end_phase", "end_turn"):
        return [{"type": kind, "player": board.active}]
    # combat: the turn player attacks at a battlefield where both players have units, assigning
    # both sides' damage (465.2.c): mostly as the rules allow, now and then with one rule broken
    battlefield = _one(draw, board.fights or BATTLEFIELDS)
    action = {"type": "combat", "player": board.active, "battlefield": battlefield}
    if draw(_ints(0, 7)):
        action["assignment"] = _assignment(draw, state, board.active, battlefield)
    return [action]


#: How a side's combat damage is assigned (465.2.c), weighted: mostly the rules' way (so that the
#: combat happens), else with one of the rules broken, or several (at random).
_ASSIGNING = ("lawful", "lawful", "lawful", "lawful", "reversed", "reversed", "short", "short", "beyond",
              "beyond", "random", "not whole")


def _assignment(draw: Draw, state: dict[str, Any], attacker: str, battlefield: str) -> dict[str, int]:
    """Both sides' combat damage assignments at ``battlefield`` (465.2.c), from the Might and the
    damage the oracle computes on ``state``: each side's total (465.2.a-b: a stunned unit adds 0,
    a negative Might counts as 0) to the other side's units. One time in three as the rules want
    it: Tank units first (815), Backline units last (826), each assigned lethal damage (142.4)
    before the next gets any (465.2.c.3), any excess on one unit once all have lethal (465.2.c.4).
    Else with the keyword order reversed, each unit short of lethal (465.2.c.3), the first beyond
    it (465.2.c.4), split at random, or one short of the total or one beyond it (465.2.c)."""
    from rulespec import oracle
    from rulespec.oracle import combat as rules
    from rulespec.oracle.layers import active_abilities

    game = oracle.load_state(state, validated=True)
    sides = rules.sides(game, battlefield)
    defenders = [p for p in sides if p != attacker]
    if attacker not in sides or len(defenders) != 1:
        return {}

    def rank(unit: Any) -> int:
        keys = {a.definition.key for a in active_abilities(game, unit, "keyword")}
        return 0 if "tank" in keys else (2 if "backline" in keys else 1)

    assignment: dict[str, int] = {}
    for dealers, takers in ((sides[attacker], sides[defenders[0]]), (sides[defenders[0]], sides[attacker])):
        left = rules.total_might(game, dealers)
        pool = list(takers)
        order = []
        while pool:  # an order within each rank, drawn
            order.append(pool.pop(draw(_ints(0, len(pool) - 1)) if len(pool) > 1 else 0))
        order.sort(key=rank)
        how = _one(draw, _ASSIGNING)
        if how == "reversed":
            order.reverse()
        got = [0] * len(order)
        for i, unit in enumerate(order):
            lethal = rules.lethal(game, unit)
            wanted = (draw(_ints(1, max(lethal - 1, 1))) if how == "short" else draw(_ints(0, left))
                      if how == "random" else lethal + 1 if how == "beyond" else lethal)
            got[i] = min(left, wanted)
            left -= got[i]
        if left:  # what is left over: on any one unit
            got[draw(_ints(0, len(got) - 1)) if len(got) > 1 else 0] += left
        if how == "not whole":
            got[-1] = max(got[-1] + _one(draw, (-1, 1)), 0)
        for unit, amount in zip(order, got, strict=True):
            if amount or _chance(draw, 4):  # a unit left out is assigned 0; sometimes said
                assignment[unit.id] = amount
    return assignment


def _source(draw: Draw, board: _Board, kinds: Sequence[str] = ("spell", "spell", "ability", "object", "object")
            ) -> dict[str, Any]:
    """What deals damage or kills (417.6, 428.5): a spell (a card, or none), an ability of an
    object, or (damage only) an object told to deal it, and by what."""
    kind = _one(draw, kinds)
    spells = [o for o in board.objects if card_type(o) == "spell"]
    if kind == "spell":
        # mostly a spell card: what "with a spell" reads (411.6; Immortal Phoenix's trigger, ATTR-14)
        return {"kind": "spell", "object": _one(draw, spells)["id"]} if spells and draw(_ints(0, 3)) else {"kind": kind}
    source: dict[str, Any] = {"kind": kind, "object": _one(draw, board.units + board.gears or board.objects)["id"]}
    if kind == "object" and _chance(draw, 3):
        source["instructed_by"] = _one(draw, board.objects)["id"]
    return source


def _resolve_choices(draw: Draw, board: _Board, chain: list[dict[str, Any]]) -> dict[str, Any]:
    """What the player chooses as the top of the chain resolves, for the items that ask (402.2):
    Aphelios's mode and unit, the Equipment a [Weaponmaster] attaches, Phoenix played from the
    trash, Azir's unit, Shady Spectacles' model. Sometimes nothing: declining is a choice too."""
    if not chain or _chance(draw, 4):
        return {}
    item = chain[-1]
    source = next((o for o in board.objects if o["id"] == item["source"]), None)
    name = source["card"].get("name", "") if source else ""
    friendly = [u for u in board.models if _controller(u) == item["controller"] and u is not source]
    if name == "Aphelios, Exalted":
        return {"mode": 3 if draw(_ints(0, 3)) else draw(_ints(1, 2)), "chosen": [_one(draw, friendly or board.units
                                                                                      or board.objects)["id"]]}
    if item.get("ability") == "weaponmaster" and board.tagged:  # one of your Equipment (821.1.c), mostly
        yours = [g for g in board.tagged if _controller(g) == item["controller"]]
        return {"chosen": [_one(draw, yours if yours and draw(_ints(0, 3)) else board.tagged)["id"]]}
    if name == "Immortal Phoenix" and source:
        return {"chosen": [source["id"]]}
    if item.get("ability") in ("azir-ascendant", "equip") and friendly:
        return {"chosen": [_one(draw, friendly)["id"]]}
    return {}


@dataclass
class Played:
    """A case as the oracle played it while it was drawn: its answer to each action, and the game
    after the setup and after each action, whose snapshots (with views) are computed when asked."""

    case: Case
    results: list[dict[str, Any]]
    games: list[Any]  #: oracle GameState values: after the setup, then after each action
    #: for each step after the first, the index in the choices of the draw that said "one more"
    marks: list[int] = field(default_factory=list)
    #: the corpus entry the case started from (corpus.Entry.origin), None for a generated case
    origin: dict[str, Any] | None = None
    _snapshots: dict[int, dict[str, Any]] = field(default_factory=dict, repr=False)

    def snapshot(self, index: int) -> dict[str, Any]:
        """The oracle's snapshot after the setup (0) or after action ``index - 1``."""
        if index not in self._snapshots:
            from rulespec import oracle

            self._snapshots[index] = oracle.snapshot(self.games[index])
        return self._snapshots[index]

    @property
    def snapshots(self) -> list[dict[str, Any]]:
        return [self.snapshot(i) for i in range(len(self.games))]


def _cleaned_up(result: dict[str, Any]) -> bool:
    """Whether the cleanup (319-324) changed anything after an action: its corrective recalls and
    the loss of a battlefield's control. An engine that does not declare ``cleanup`` is not asked
    to play such an action (as ``rulespec run`` skips the scenarios that need it)."""
    return any(e["type"] == "battlefield_control_changed" or (e["type"] == "recall" and e.get("cause") == "cleanup")
               for e in result.get("events", ()))


def _swarm(draw: Draw, profile: Profile) -> Profile:
    """The profile of one Riftbound case. Swarm testing (Groce et al., ISSTA 2012): half the cases leave each
    action type out with even odds (never ``resolve``, which the chain needs), so that the types
    kept come more often and in longer sequences, which reach what a uniform mix of every type
    seldom does; half the cases with real cards have them two cards in three, not one in three,
    so that real cards meet each other (an Equipment that copies a unit whose text is a real card's)."""
    real = 2 if profile.cards and _chance(draw, 2) else 1
    types = profile.action_types()
    left_out = frozenset(t for t in types if t != "resolve" and _chance(draw, 2)) if _chance(draw, 2) else frozenset()
    if len(left_out) >= len(types) - 1:
        left_out = frozenset()
    return replace(profile, real=real, left_out=left_out)


def answer(draw: Draw, profile: Profile, game: Any, action: dict[str, Any]) -> tuple[Any, dict[str, Any]] | None:
    """The oracle's game after ``action`` and its result, the choices a resolve asks for drawn on
    the chain first; None where a case must end: beyond what the engine declares (a cleanup that
    changed something, for an engine without ``cleanup``)."""
    from rulespec import oracle

    if action.pop(CHOOSE, False):
        current = oracle.dump_state(game)
        choices = _resolve_choices(draw, _Board(current), current.get("chain") or [])
        if choices:
            action["choices"] = choices
    after, result = oracle.perform(game, action, validated=True)
    if not profile.has("cleanup") and _cleaned_up(result):
        return None
    return after, result


def play_case(draw: Draw, profile: Profile) -> Played:
    """A state (a Magic game one time in four when the engine plays both) and 1 to
    ``profile.max_steps`` steps of play, each drawn on the game as the oracle
    has it after the steps before (so that the objects acted on are where the action wants them);
    the oracle's answers come with it."""
    from rulespec import oracle
    from rulespec.adapters.runner.fuzz.magic import draw_mtg_state, draw_mtg_step

    magic = "mtg" in profile.games and ("riftbound" not in profile.games or _chance(draw, 4))
    profile = profile if magic else _swarm(draw, profile)
    state = draw_mtg_state(draw, profile) if magic else draw_state(draw, profile)
    step = draw_mtg_step if magic else draw_step
    game = oracle.load_state(state, validated=True)  # drawn valid (tests/test_invariants.py checks it)
    case, games, now = Case(state), [game], state
    results: list[dict[str, Any]] = []
    marks: list[int] = []  # where each "one more step?" choice is, in a RandomDraw's choices
    for n in range(profile.max_steps):
        marks.append(len(getattr(draw, "choices", ())))
        if n and draw(_ints(0, 4)) == 0:  # one more step four times in five; shrinks towards stopping
            break
        for action in step(draw, profile, now, game):
            answered = answer(draw, profile, game, action)
            if answered is None:
                return Played(case, results, games, marks)
            game, result = answered
            case.actions.append(action)
            results.append(result)
            games.append(game)
            if not result["accepted"]:
                break  # no resolve after an activation or a play that was refused
        now = oracle.dump_state(game)
    return Played(case, results, games, marks)


@st.composite
def played_cases(draw: st.DrawFn, profile: Profile) -> Played:
    """``play_case`` as a hypothesis strategy."""
    return play_case(draw, profile)
