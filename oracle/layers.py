"""Current characteristics, computed by layers from printed values (Riftbound 476-480).

Nothing computed here is stored: every view is derived from the state on demand.

- Layer 1, traits (477.1): the printed type and tags, or a copy effect's (477.1.b), then the
  type set by the latest type-changing effect (477.1.a, 480; ``GameObject.traits``).
- Layer 2, abilities (477.2): an object has its printed rules text, inactive while it is
  attached (718.2, 135.4); a host gains the effect text of each card attached to it (136.2.c,
  477.2.c), so that text's abilities belong to the host and its controller (191.4.a; GEAR-13).
  Effect text is inactive whenever its card is not attached (136.2.b; GEAR-06). Text granted
  to the object (477.2.a; oracle.grants) is its own and stays active while it is attached
  (135.4.b; GEAR-07); it is listed ``from`` the object it comes from. So is what a static
  granting ability gives ("Your Sand Soldiers have [Weaponmaster]", 477.2.a): each object on the
  board that fits the ability's ``to`` has the keyword, ``from`` the object whose text grants it,
  while that text is active, on the board or in the Legend Zone (107.4), and no longer.
- Layer 3, arithmetic (477.3): Might is printed Might plus the Might Bonus of every attached
  card (434.1.d, 477.3.d), plus one per buff (703). An object with no Might has none, and
  bonuses do not give it one (137.3.b). Only a unit has Might: a unit that stops being one
  has none while it is not, whatever its card prints (GEAR-42).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rulespec.oracle.cards import AbilityDef, keyword_ability
from rulespec.oracle.state import GameObject, GameState


@dataclass(frozen=True)
class Ability:
    """An ability an object has now: where its text came from, and who controls it."""

    definition: AbilityDef
    holder: str  # the object that has the ability ("me")
    origin: str  # the object whose card printed the text ("this")
    controller: str
    active: bool
    granted_by: str | None = None  # for granted text (477.2.a): the object it comes from

    def to_document(self) -> dict[str, Any]:
        return {"text": self.definition.text, "kind": self.definition.kind, "from": self.granted_by or self.origin,
                "controller": self.controller, "active": self.active}


def is_unit(obj: GameObject) -> bool:
    """A unit (Riftbound) or a creature (Magic): the permanents that carry Equipment and are
    dealt damage. Each game allows only its own card types (schemas.references)."""
    return obj.traits.type in ("unit", "creature")


def rules_text_active(state: GameState, obj: GameObject) -> bool:
    # Riftbound 718.2: the printed rules text of an attached card is inactive; not so in Magic.
    return obj.attached_to is None or not state.rules.attached_rules_text_inactive


def effect_text_active(obj: GameObject) -> bool:
    return obj.attached_to is not None and obj.on_board  # 136.2.b


def abilities(state: GameState, obj: GameObject) -> list[Ability]:
    """Every ability ``obj`` has: its own printed text (with whether it is active), the effect
    text of the cards attached to it, and the text granted to it. Inactive text stays present
    (GEAR-08). Granted text is held by ``obj`` ("me" and "this" in it name ``obj``) and is
    active on the board, attached or not (135.4.b)."""
    found = []
    for a in obj.traits.abilities:
        if a.box == "rules":
            found.append(Ability(a, obj.id, obj.id, obj.controller, rules_text_active(state, obj)))
        elif not effect_text_active(obj):
            # Unattached effect text is on the card but inactive; attached, it is the host's.
            found.append(Ability(a, obj.id, obj.id, obj.controller, False))
    for attached in state.attachments_of(obj.id):
        found += [Ability(a, obj.id, attached.id, obj.controller, True)
                  for a in attached.traits.abilities if a.box == "effect"]
    found += [Ability(g.ability, obj.id, obj.id, obj.controller, obj.on_board, granted_by=g.by) for g in obj.granted]
    return found + statically_granted(state, obj)


#: The zones whose objects' printed text works: the board, and the Legend Zone (107.4, 103.1.a).
TEXT_ZONES = ("board", "legend")


def fits(spec: dict[str, Any], obj: GameObject, source: GameObject) -> bool:
    """Whether ``obj`` is one of the objects a granting ability of ``source`` names: ``name``, its
    current name (a copy's is its model's, 477.1.b); ``controller: you``, controlled by the
    controller of ``source``."""
    if "name" in spec and obj.traits.name != spec["name"]:
        return False
    return spec.get("controller") != "you" or obj.controller == source.controller


def statically_granted(state: GameState, obj: GameObject) -> list[Ability]:
    """What static granting abilities give ``obj`` now (477.2.a): only an object on the board
    gets it, from a printed rules text that is active, on the board or in the Legend Zone."""
    if not obj.on_board:
        return []
    return [Ability(keyword_ability(grants["keyword"], "rules"), obj.id, obj.id, obj.controller, True,
                    granted_by=source.id)
            for source, grants in granting_now(state) if fits(grants.get("to", {}), obj, source)]


def granting_now(state: GameState) -> list[tuple[GameObject, dict[str, Any]]]:
    """``granting(state)``, found once per state, not once per object it may give to."""
    return state.derived(granting, _granting_after)


def granting(state: GameState) -> list[tuple[GameObject, dict[str, Any]]]:
    """Every static granting ability whose text is active now (477.2.a), with its object, in the
    order of objects then of abilities."""
    return [(source, grants) for source in state.objects for grants in _grants(state, source)]


def _grants(state: GameState, source: GameObject) -> list[dict[str, Any]]:
    """What the static granting abilities of ``source`` give, while its text is active (477.2.a)."""
    if source.zone not in TEXT_ZONES or not rules_text_active(state, source):
        return []
    return [a.grants for a in source.traits.abilities if a.kind == "passive" and a.grants is not None
            and a.box == "rules"]


def _granting_after(earlier: list[tuple[GameObject, dict[str, Any]]], state: GameState, old: GameObject,
                    new: GameObject) -> list[tuple[GameObject, dict[str, Any]]]:
    """``granting`` after one object changed: the same list when it grants nothing, before or after."""
    if not _grants(state, old) and not _grants(state, new):
        return earlier
    return granting(state)


def active_abilities(state: GameState, obj: GameObject, kind: str | None = None) -> list[Ability]:
    return [a for a in abilities(state, obj) if a.active and (kind is None or a.definition.kind == kind)]


def might(state: GameState, obj: GameObject) -> int | None:
    """Current Might, or None for an object without Might (137.3.b): only a unit has Might."""
    if obj.traits.might is None or not is_unit(obj):
        return None
    total = obj.traits.might
    if obj.on_board:
        total += sum(a.traits.might_bonus or 0 for a in state.attachments_of(obj.id))
        total += obj.counter("buff")
        if ATTACKING in obj.states:
            total += keyword_number(state, obj, "assault")
        if DEFENDING in obj.states:
            total += keyword_number(state, obj, "shield")
    return total


#: The designations of the units that are attackers and defenders in the combat being resolved
#: (oracle.combat): set on their units for the combat damage step and its cleanup, taken off after.
ATTACKING, DEFENDING = "attacking", "defending"


def keyword_number(state: GameState, obj: GameObject, key: str) -> int:
    """[Assault X] (807: "+X Might while I'm an attacker") and [Shield X] (814: "+X Might while
    I'm a defender"): the X of each active instance of keyword ``key``, 1 for one printed without a
    number; the instances add up. ``might`` adds it only while ``obj`` is an attacker (Assault) or
    a defender (Shield)."""
    total = 0
    for a in active_abilities(state, obj, "keyword"):
        if a.definition.key == key:
            number = re.search(r"\b" + key + r"\s+(\d+)", a.definition.text, re.IGNORECASE)
            total += int(number.group(1)) if number else 1
    return total


def view(state: GameState, obj: GameObject) -> dict[str, Any]:
    """The object as the game shows it now: the ``view`` of a snapshot."""
    attachments = [a.id for a in state.attachments_of(obj.id)] if obj.on_board else []
    return {
        "name": obj.traits.name,  # 477.1: a copy has its model's name (477.1.b)
        "type": obj.traits.type,
        "tags": list(obj.traits.tags),
        "might": might(state, obj),
        "abilities": [a.to_document() for a in abilities(state, obj)],
        "text_boxes": {"rules": rules_text_active(state, obj), "effect": effect_text_active(obj)},
        "attachments": attachments,
        "top_most": bool(attachments),  # 717, 719.2: only while something is attached
        "equipped": any(o is not None and o.traits.is_equipment for o in map(state.get, attachments)),  # 818.3
        "copy_of": obj.copy.of if obj.copy is not None else None,
    }
