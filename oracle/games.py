"""The games this engine plays, as configuration: where their rules differ, and nowhere else.

Riftbound (Core Rules 2026-07-24) and Magic: The Gathering (the Equipment rules as the old
French rules quote them, features/sources/MTG.fr.txt: 212.2g-k, 502.33) share the model of
attaching, control, costs, the chain and leaving the board. They differ in:

- locations: Riftbound has bases and battlefields (198); Magic has none;
- whether an attached card's printed rules text is inactive: in Riftbound it is (718.2), so
  attached Equipment cannot use its own Equip (GEAR-20); in Magic its equip ability stays
  active and moves it to another creature (212.2h);
- which permanents enter exhausted: Riftbound units (143.4); nothing in Magic;
- the cleanup steps (Riftbound 323) against Magic's state-based effects (212.2i);
- what a unit is called, and what can carry Equipment: a unit (Riftbound 818.1.b), a
  creature (Magic 212.2g);
- which actions the game has: Magic has no locations to move or recall to, and no stunned or
  empowered status (a Magic permanent's statuses are tapped, flipped, face up or down, phased
  in or out: Comprehensive Rules 110.5), so those actions are refused there, with the rule; nor
  the Standard Move (no locations), and the oracle does not model Magic's turn structure (500.1),
  so ``end_phase`` and ``end_turn`` are refused there too; nor Magic's combat (506), so ``combat`` is;
- who receives priority after a spell or ability resolves: the controller of the newest item left
  on the chain (Riftbound 337.1.c.3), the active player (Magic 117.3b);
- the rule numbers a rejection cites. The rule modules cite Riftbound's; ``Ruleset.cite``
  gives the game's own. Magic's are the old French rules' (212.2g-k, 502.33) where they cover the check,
  and otherwise the current Comprehensive Rules' (``MTG_EQUIVALENTS``).

>>> RULESETS["mtg"].locations, RULESETS["riftbound"].locations
(False, True)
>>> RULESETS["mtg"].cite("435.1"), RULESETS["riftbound"].cite("435.1")
('701.3', '435.1')
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Every action of schemas/action.json.
ACTIONS = frozenset({"play", "activate", "resolve", "move", "recall", "attach", "detach", "deal_damage", "kill",
                     "banish", "change_control", "ready", "exhaust", "stun", "empower", "buff", "move_counter",
                     "remove_counter", "spend_counters", "become_copy", "return_to_board", "end_phase", "end_turn",
                     "standard_move", "combat"})

#: The Magic rule for each Riftbound rule a rejection cites, where Magic has the same check:
#: the old French rules' numbers where they cover it, otherwise the current Comprehensive Rules'.
MTG_EQUIVALENTS = {
    "103": "102.1",  # a player of the game
    "124": "109.1",  # an object of the game
    "124.1": "400.7",  # only a card in the graveyard or exile comes back, as a new object
    "107": "110.1",  # a permanent is on the battlefield
    "191": "110.2",  # control of a permanent
    "203": "118.3",  # a cost needs the resources to pay it
    "359": "601.3",  # a card is cast or played from its owner's hand
    "359.1": "307.1",  # sorcery timing
    "359.3": "601.2c",  # the targets a spell or ability calls for
    "355.5": "700.2",  # a modal spell or ability: the mode is chosen as it is put on the stack
    "377": "602.1",  # activated abilities
    "377.2.b": "602.5",  # "Use only if …": an ability whose use is prohibited cannot be activated
    "398": "602.2",  # activating an ability of a permanent
    "402.2": "608.2",  # resolving: the choices it calls for
    "406": "608.1",  # only what is on the stack resolves
    "414.1": "110.5",  # tapped and untapped are statuses
    "414.4": "118.3",  # an [E] ({T}) cost cannot be paid by what is exhausted (tapped) already
    "415.1": "110.5",
    "417.1": "120.1",  # what can be dealt damage
    "417.6.b.3": "120.1",
    "426.1": "122.1",  # counters
    "427.1": "406.1",  # exile
    "428.2.a": "110.1",  # only a permanent is destroyed
    "434.1.g": "701.3b",  # attaching to the object it is already attached to does nothing
    "435.1": "701.3",  # attach and unattach
    "477.1.b": "707.2",  # copying an object
    "719.5.a": "212.2i",  # an Equipment whose creature left becomes unattached (a state-based effect)
    "725.1": "701.3",
    "702.2.b": "122.1", "745": "122.1", "745.2": "122.1", "746": "122.1", "747": "122.1",
}


@dataclass(frozen=True)
class Refusal:
    """Why a game has no such action: a reason of schemas/result.json and the rule."""

    reason: str
    rule: str
    message: str


@dataclass(frozen=True)
class Ruleset:
    name: str
    card_types: frozenset[str]
    locations: bool
    attached_rules_text_inactive: bool
    enters_exhausted: frozenset[str]
    cleanup_steps: tuple[str, ...]
    attach_requires_equipment: bool  # Magic 212.2g, 212.2i: only an Equipment equips
    unit_name: str  # what the game calls a unit: "unit", "creature"
    carries_equipment: frozenset[str]  # the card types that can be equipped (Riftbound 818.1.b; Magic 212.2g)
    rule: dict[str, str] = field(default_factory=dict)  # citation of each check, by key
    equivalents: dict[str, str] = field(default_factory=dict)  # this game's rule for a Riftbound rule
    refused: dict[str, Refusal] = field(default_factory=dict)  # the actions this game does not have
    #: Who receives priority after an action (oracle.priority): the controller of the newest item on
    #: the chain (Riftbound 337.1.c.3), or the player who just cast or activated, and the active
    #: player after a resolution (Magic 117.3b-c).
    priority_by: str = "newest_item"
    #: The phases in which the turn player has priority with an empty chain (Riftbound 312.2.a).
    priority_phases: frozenset[str] = frozenset({"main"})
    #: The activated abilities that keep the Main-Phase, own-turn, empty-chain timing: every one
    #: (None; Riftbound 151.2), or only those whose keyword says so, by ability key (Magic 602.2: an
    #: activated ability is activated whenever its player has priority, unless its text restricts
    #: it, as equip's "only any time you could play a sorcery" does, 502.33a).
    sorcery_speed_abilities: frozenset[str] | None = None
    #: Whether a copy takes the model's effect text and Might Bonus too. Riftbound lists rules text
    #: alone among the copiable traits (477.1.b.1.a): the object keeps its own. A Magic object has
    #: one text, "Equipped creature has …" and "gets +N/+0" printed in it, all copiable (707.2).
    copies_effect_text: bool = False

    @property
    def actions(self) -> frozenset[str]:
        """The actions this game has."""
        return ACTIONS - set(self.refused)

    def cite(self, rule: str) -> str:
        """The rule this game cites where the rule modules cite Riftbound's ``rule``."""
        return self.equivalents.get(rule, rule)


RIFTBOUND = Ruleset(
    name="riftbound",
    card_types=frozenset({"unit", "gear", "spell", "rune", "legend"}),
    locations=True,
    attached_rules_text_inactive=True,
    enters_exhausted=frozenset({"unit"}),
    cleanup_steps=("attached_units", "lethal_damage", "battlefield_control", "corrective_recalls"),
    attach_requires_equipment=False,
    unit_name="unit",
    carries_equipment=frozenset({"unit"}),
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
    unit_name="creature",
    carries_equipment=frozenset({"creature"}),
    rule={"attach": "212.2g", "equip_target": "212.2h", "timing": "502.33a", "inactive": "212.2h",
          "control": "212.2k", "play": "212.2h"},
    equivalents=MTG_EQUIVALENTS,
    priority_by="last_to_act",
    sorcery_speed_abilities=frozenset({"equip"}),
    copies_effect_text=True,
    refused={
        "move": Refusal("no_permission", "403.1", "Magic has no locations: the battlefield is one zone, with no "
                        "bases or battlefields to move to"),
        "recall": Refusal("no_permission", "403.1", "Magic has no locations: the battlefield is one zone, with no "
                          "base to recall to"),
        "standard_move": Refusal("no_permission", "403.1", "Magic has no locations: a creature has no base or "
                                 "battlefield to move between"),
        "end_phase": Refusal("not_implemented", "500.1", "the oracle does not model Magic's turn structure "
                             "(its steps and phases)"),
        "end_turn": Refusal("not_implemented", "500.1", "the oracle does not model Magic's turn structure "
                            "(its steps and phases)"),
        "combat": Refusal("not_implemented", "506.1", "the oracle does not model Magic's combat phase (its "
                          "steps, attacking and blocking creatures)"),
        "stun": Refusal("no_permission", "110.5", "Magic has no stunned status: a permanent's statuses are tapped, "
                        "flipped, face up or down, and phased in or out"),
        "empower": Refusal("no_permission", "110.5", "Magic has no empowered status: a permanent's statuses are "
                           "tapped, flipped, face up or down, and phased in or out"),
    },
)

RULESETS = {r.name: r for r in (RIFTBOUND, MTG)}
