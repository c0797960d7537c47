"""The games this engine plays, as configuration: where their rules differ, and nowhere else.

Riftbound (Core Rules 2026-07-24) and Magic: The Gathering (the Equipment rules as seed 001
quotes them: 212.2g-k, 502.33) share the model of attaching, control, costs, the chain and
leaving the board. They differ in:

- locations: Riftbound has bases and battlefields (198); Magic has none;
- whether an attached card's printed rules text is inactive: in Riftbound it is (718.2), so
  attached Equipment cannot use its own Equip (GEAR-20); in Magic its equip ability stays
  active and moves it to another creature (212.2h);
- which permanents enter exhausted: Riftbound units (143.4); nothing in Magic;
- the cleanup steps (Riftbound 323) against Magic's state-based effects (212.2i);
- the rule numbers a rejection cites.

>>> RULESETS["mtg"].locations, RULESETS["riftbound"].locations
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Ruleset:
    name: str
    card_types: frozenset[str]
    locations: bool
    attached_rules_text_inactive: bool
    enters_exhausted: frozenset[str]
    cleanup_steps: tuple[str, ...]
    attach_requires_equipment: bool  # Magic 212.2g, 212.2i: only an Equipment equips
    rule: dict[str, str] = field(default_factory=dict)  # citation of each check, by key


RIFTBOUND = Ruleset(
    name="riftbound",
    card_types=frozenset({"unit", "gear", "spell", "rune"}),
    locations=True,
    attached_rules_text_inactive=True,
    enters_exhausted=frozenset({"unit"}),
    cleanup_steps=("attached_units", "lethal_damage", "battlefield_control", "corrective_recalls"),
    attach_requires_equipment=False,
    rule={"attach": "434.1", "equip_target": "818.1.b", "timing": "151.2", "inactive": "721.2",
          "control": "191.4.a", "play": "359.1"},
)

MTG = Ruleset(
    name="mtg",
    card_types=frozenset({"creature", "artifact", "spell"}),
    locations=False,
    attached_rules_text_inactive=False,
    enters_exhausted=frozenset(),
    cleanup_steps=("attached_units", "illegal_hosts"),
    attach_requires_equipment=True,
    rule={"attach": "212.2g", "equip_target": "212.2h", "timing": "502.33a", "inactive": "212.2h",
          "control": "212.2k", "play": "212.2h"},
)

RULESETS = {r.name: r for r in (RIFTBOUND, MTG)}
