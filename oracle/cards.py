"""Cards as data: printed characteristics and abilities (Riftbound 130-152, 136, 818).

A card is either a real card, looked up by set code in ``carddata/``, or a generic test card
written out in the state document. Both become the same ``Card`` value built from the same
few ability shapes, so no card's behaviour lives anywhere but in its data.

Text boxes (136): ``rules`` is the printed rules text; ``effect`` is an Equipment's effect
text, which is only active while the card is attached and then belongs to its host (136.2).

Ability effects are lists of operations over a small set of primitives (``attach``, ``kill``,
``deal_damage``, ``heal``, ``exhaust``, ``ready``, ``recall``, ``detach``, ``become_copy``);
``this`` names the card that printed the text, ``me`` the object that has the ability (the host,
for effect text: 053, 136.2.d), ``target`` the chosen target. A replacement of the ``attach``
event ("As this is attached…") applies as its card is attached (725.1), with ``host`` the unit it
is attached to and ``chosen`` what the player chose.

>>> sword = card_from_document({"type": "gear", "tags": ["Equipment"], "might_bonus": 2,
...                             "equip_cost": {"power": {"body": 1}}, "effect_keywords": ["Tank"]})
>>> [(a.box, a.kind, a.text) for a in sword.abilities]
[('rules', 'activated', 'Equip [O]'), ('effect', 'keyword', 'Tank')]
>>> card_from_document({"name": "Guardian Angel", "set": "SFD-051"}).might_bonus
1
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rulespec.oracle.resources import Resources
from rulespec.oracle.values import evolve

#: The key of a generic test card's abilities: "the ability of" it, the Nth as instance N.
GENERIC_KEY = "ability"

#: Equip means "[cost]: attach this to a unit you control" (818.1.b).
EQUIP_EFFECT = ({"op": "attach", "object": "this", "to": "target"},)


@dataclass(frozen=True)
class AbilityDef:
    """One ability as a card prints it."""

    key: str  # stable name within the card: "equip", "tank", "guardian-angel"
    kind: str  # keyword | activated | triggered | replacement | passive
    text: str
    box: str  # "rules" or "effect"
    cost: Resources | None = None
    target: Any = None  # a name ("unit_you_control", "gear_with:Equip") or slots (oracle.targets)
    effect: tuple[dict[str, Any], ...] = ()
    replaces: dict[str, Any] | None = None  # for replacements: {"event": "die", "object": "me"}
    spend: str | None = None  # a counter spent from "me" as part of the cost (745)
    choose: str | None = None  # what the player chooses as the ability applies: "another_friendly_unit"
    instead: bool = False  # a replacement that replaces its event ("… instead", 370.1.b), not one
    #                        that applies as the event happens ("As this is attached…", 725.1)
    when: dict[str, Any] | None = None  # a triggered ability's condition (383; oracle.triggers)
    modes: tuple[dict[str, Any], ...] = ()  # "choose one —": each {"text", "effect", "choose"}
    mode_once_per_turn: bool = False  # "choose one that hasn't been chosen this turn"
    once_per_turn: bool = False  # "Use only once per turn"
    timing: str | None = None  # "action": [Action], usable on your turn (380); default: Main Phase
    zone: str | None = None  # a triggered ability that works from the trash ("play me from your trash"); default: board
    #: A static granting ability (477.2.a): ``{"keyword": K, "to": {"name": N, "controller": "you"}}``
    #: gives K to each object on the board that fits ``to`` while this text is active (oracle.layers).
    grants: dict[str, Any] | None = None
    exhaust: bool = False  # [E] in the cost: exhausting the object that has the ability (414.4)
    #: "Use only if …" (377.2.b): ``{"played": {"tag": T}}``: its controller played a card with
    #: the tag T this turn (the state's ``turn.played``; oracle.chain).
    use_only_if: dict[str, Any] | None = None
    #: Extra instances of the keyword on one object are redundant: it triggers once (816.2, Temporary).
    redundant: bool = False


@dataclass(frozen=True)
class Card:
    """Printed characteristics. Current ones are computed by oracle.layers, never stored."""

    name: str
    type: str
    might: int | None = None
    tags: tuple[str, ...] = ()
    might_bonus: int | None = None
    cost: Resources | None = None
    abilities: tuple[AbilityDef, ...] = ()
    code: str | None = None  # set code of a real card
    document: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def is_equipment(self) -> bool:
        return "Equipment" in self.tags  # 150: a gear with the Equipment tag


def equip_ability(cost: Resources, text: str | None = None) -> AbilityDef:
    """The Equip keyword as an activated ability (818.1)."""
    return AbilityDef(key="equip", kind="activated", text=text or f"Equip {cost.shorthand()}", box="rules",
                      cost=cost, target="unit_you_control", effect=EQUIP_EFFECT)


#: [Weaponmaster] (821.1.c): "When you play me, you may choose an Equipment you control. Pay its
#: Equip cost minus [A] to attach it to this unit." A play trigger (383.4.a.2): the ``card_played``
#: event of the object that has it; ``chosen`` is the Equipment its controller chooses as it
#: resolves, or nothing; ``equip_for_less`` pays and attaches (oracle.weaponmaster).
WEAPONMASTER_WHEN = {"event": "card_played", "object": "me"}
WEAPONMASTER_EFFECT = ({"op": "equip_for_less", "object": "chosen", "to": "me", "choose": "equipment_you_control",
                        "less": {"power": {"any": 1}}},)


#: [Temporary] (816.1): "At the start of your Beginning Phase, before scoring, kill this." It
#: kills the object that has the keyword ("me": the host, for an Equipment's effect text, 136.2.c),
#: at the start of the Beginning Phase of the ability's controller (191.4.a); extra instances on
#: one object are redundant, so it triggers once (816.2).
TEMPORARY_WHEN = {"event": "phase_began", "phase": "beginning", "player": "you"}
TEMPORARY_EFFECT = ({"op": "kill", "object": "me"},)


def keyword_ability(keyword: str, box: str, text: str | None = None) -> AbilityDef:
    """A keyword. Most are a name the rules read (Tank, Action); a keyword that means a triggered
    ability is that ability: [Weaponmaster] (821.1), [Temporary] (816.1). ``text``: the card's
    printed wording."""
    key = keyword.split()[0].lower()
    if key == "weaponmaster":
        return AbilityDef(key=key, kind="triggered", text=text or keyword, box=box, when=WEAPONMASTER_WHEN,
                          effect=WEAPONMASTER_EFFECT)
    if key == "temporary":
        return AbilityDef(key=key, kind="triggered", text=text or keyword, box=box, when=TEMPORARY_WHEN,
                          effect=TEMPORARY_EFFECT, redundant=True)
    return AbilityDef(key=key, kind="keyword", text=text or keyword, box=box)


def activated_ability(data: dict[str, Any], box: str) -> AbilityDef:
    """A generic card's ability as data (schemas/state.json ``generic_ability``): an activated
    ability ``cost: effect`` (377), a spell's instructions (359), or a triggered ability with its
    condition ``when`` (383; oracle.triggers: "When you deal damage"). Its key is ``ability`` unless
    the data names one. With ``spend``, its cost spends a counter of the object that has it, the
    ability being the effect that allows the spending (745). With ``target_keyword``, its one target
    must have that keyword in its text: the target specification ``gear_with:Equip``."""
    target = data.get("target")
    if target and "target_keyword" in data:  # "Kill a gear with Equip." (135.4.a)
        target = f"{target}_with:{data['target_keyword']}"
    return AbilityDef(key=data.get("key", GENERIC_KEY), kind=data.get("kind", "activated"), text=data["text"],
                      box=box, cost=Resources.parse(data["cost"]) if "cost" in data else None,
                      target=target, effect=tuple(data["effect"]), spend=data.get("spend"), when=data.get("when"))


def _target(data: dict[str, Any]) -> Any:
    """What a card's ability targets: ``targets``, a list of slots (oracle.targets), or a name."""
    if "targets" in data:
        return tuple((s["kind"], s.get("controller", "any"), s.get("keyword")) for s in data["targets"])
    return data.get("target")


def _ability_from_data(data: dict[str, Any], box: str) -> AbilityDef:
    if data.get("keyword") == "Equip":
        return equip_ability(Resources.parse(data.get("cost")), data.get("text"))
    if "keyword" in data:
        return keyword_ability(data["keyword"], box, data.get("text"))
    return AbilityDef(key=data["key"], kind=data["kind"], text=data["text"], box=box,
                      cost=Resources.parse(data["cost"]) if "cost" in data else None,
                      target=_target(data), effect=tuple(data.get("instead", data.get("effect", ()))),
                      replaces=data.get("replaces"), choose=data.get("choose"), instead="instead" in data,
                      when=data.get("when"), modes=tuple(data.get("modes", ())),
                      mode_once_per_turn=data.get("mode_once_per_turn", False),
                      once_per_turn=data.get("once_per_turn", False), timing=data.get("timing"),
                      zone=data.get("zone"), grants=data.get("grants"), exhaust=data.get("exhaust", False),
                      use_only_if=data.get("use_only_if"))


@cache
def _card_data() -> dict[str, Any]:
    # beside this module, read as a file: importlib.resources would cost every process that
    # imports the oracle a few milliseconds more (it imports tempfile, shutil, zipfile…)
    path = Path(__file__).parent / "carddata" / "riftbound.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@cache
def card_database() -> dict[str, dict[str, Any]]:
    """Every real card the oracle implements, by set code."""
    cards: dict[str, dict[str, Any]] = _card_data()["cards"]
    return cards


@cache
def token_database() -> dict[str, dict[str, Any]]:
    """Every token the oracle defines, by name (187): a token is an object, not a card (185)."""
    tokens: dict[str, dict[str, Any]] = _card_data().get("tokens", {})
    return tokens


def card_list() -> list[str]:
    """``Name (SET-123)`` for every real card implemented."""
    return [f"{c['name']} ({code})" for code, c in sorted(card_database().items())]


@cache
def _real_card(code: str) -> Card:
    """The printed card of set code ``code``, read from the card data once (the values are frozen)."""
    data = card_database()[code]
    printed = tuple(_ability_from_data(a, "rules") for a in data.get("rules", ())) + tuple(
        _ability_from_data(a, "effect") for a in data.get("effect", ()))
    return Card(name=data["name"], type=data["type"], might=data.get("might"), tags=tuple(data.get("tags", ())),
                might_bonus=data.get("might_bonus"), cost=Resources.parse(data.get("cost")),
                abilities=printed, code=code)


class UnknownCard(KeyError):
    pass


def card_from_document(doc: dict[str, Any]) -> Card:
    """The Card a state document's ``card`` field names or describes."""
    if "set" in doc:
        data = card_database().get(doc["set"])
        if data is None:
            raise UnknownCard(f"the oracle does not implement card {doc['set']!r}")
        if data["name"] != doc["name"]:
            raise UnknownCard(f"card {doc['set']} is {data['name']!r}, not {doc['name']!r}")
        return evolve(_real_card(doc["set"]), document=dict(doc))
    if "token" in doc:  # a token the rules define (187.3: Sand Soldier); no cost, no domain (185.3)
        data = token_database().get(doc["token"])
        if data is None:
            raise UnknownCard(f"the oracle defines no token {doc['token']!r}; it has: {', '.join(token_database())}")
        return Card(name=data["name"], type=data["type"], might=data.get("might"), tags=tuple(data.get("tags", ())),
                    document=dict(doc))
    abilities = [keyword_ability(k, "rules") for k in doc.get("keywords", ())]
    if "equip_cost" in doc:
        abilities.append(equip_ability(Resources.parse(doc["equip_cost"])))
    abilities += [equip_ability(Resources.parse(cost)) for cost in doc.get("extra_equip_costs", ())]
    if "equip_cost_less" in doc:  # "This's Equip costs [X] less" (818.1.c.5; oracle.costs)
        less = Resources.parse(doc["equip_cost_less"])
        abilities.append(AbilityDef(key="equip-cost-less", kind="passive", box="rules", cost=less,
                                    text=f"This's Equip costs {less.shorthand()} less"))
    abilities += [activated_ability(a, "rules") for a in doc.get("abilities", ())]
    abilities += [keyword_ability(k, "effect") for k in doc.get("effect_keywords", ())]
    abilities += [activated_ability(a, "effect") for a in doc.get("effect_abilities", ())]
    return Card(name=doc.get("name", f"Test {doc['type']}"), type=doc["type"], might=doc.get("might"),
                tags=tuple(doc.get("tags", ())), might_bonus=doc.get("might_bonus"), abilities=tuple(abilities),
                document=dict(doc))
