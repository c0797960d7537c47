"""The differences between the games live in their Ruleset (oracle.games): the actions a game
has, what it calls a unit, what carries Equipment, and the rules its rejections cite.

Magic's rule numbers are those of the old French rules (features/sources/MTG.fr.txt: 212.2g-k,
502.33) where they cover the check, and otherwise
the Comprehensive Rules' (110.5: a permanent's statuses are tapped, flipped, face up or down,
phased in or out; 403.1: the battlefield; 110.1: a permanent is on the battlefield; 701.3:
attach and unattach). A Magic rejection never cites a Riftbound rule.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_oracle_mtg import card, mtg
from test_oracle_rules import game, gear, reject, unit

from rulespec.oracle.games import MTG, RIFTBOUND

ORACLE = Path(__file__).resolve().parent.parent / "oracle"

#: Riftbound rules a Magic game never reaches: those of the actions Magic does not have (move,
#: recall: 144.4-455, 718.5.c, 719.3; stun, empower: 423.1, 441.1) and the Action keyword (380).
RIFTBOUND_ONLY = {"144.4", "152.2", "198.1", "355.4.a", "446.1", "449.2", "455", "718.5.c", "719.3",
                  "423.1", "441.1", "380", "821.1.c",
                  "144.1", "144.2", "144.3", "315"}  # the standard move and the end of a phase: Magic refuses them
RIFTBOUND_ONLY |= {"107.2", "323.9", "465.1", "465.2.c", "465.2.c.3", "465.2.c.4", "815", "826"}  # combat: refused
RIFTBOUND_ONLY |= {"809"}  # Deflect's tax: Magic has no Deflect, and a Magic game never pays it


@pytest.mark.parametrize(("action", "rule"), [("stun", "110.5"), ("empower", "110.5"), ("recall", "403.1")])
def test_110_5_403_1_magic_has_no_stun_empower_or_locations(action, rule):
    result = reject(mtg(card("bear", "creature")), {"type": action, "player": "A", "object": "bear"}, "no_permission")
    assert result["rule"] == rule


def test_403_1_magic_has_no_battlefield_location_to_move_to():
    state = mtg(card("bear", "creature"))
    result = reject(state, {"type": "move", "player": "A", "objects": ["bear"], "to": "base:A"}, "no_permission")
    assert result["rule"] == "403.1"


def test_423_1_riftbound_has_stun():
    state = game(unit("garen"))
    assert "stun" in RIFTBOUND.actions and "stun" not in MTG.actions
    reject(state, {"type": "stun", "player": "A", "object": "nobody"}, "unknown_object")


@pytest.mark.parametrize(("action", "magic", "riftbound"), [
    ({"type": "kill", "player": "B", "object": "bear"}, "110.1", "428.2.a"),
    ({"type": "detach", "player": "A", "object": "bear"}, "701.3", "435.1"),
])
def test_110_1_701_3_a_magic_rejection_cites_a_magic_rule(action, magic, riftbound):
    """The same illegal action, on a card in the graveyard (the trash): each game cites its own rule."""
    in_mtg = reject(mtg(card("bear", "creature", zone="trash")), action, "not_on_board")
    in_riftbound = reject(game(unit("bear", zone="trash")), action, "not_on_board")
    assert (in_mtg["rule"], in_riftbound["rule"]) == (magic, riftbound)


def test_212_2g_a_magic_game_calls_a_unit_a_creature():
    state = mtg(card("statue", "artifact"), card("sword", "artifact", tags=["Equipment"]))
    result = reject(state, {"type": "attach", "player": "A", "object": "sword", "to": "statue"}, "illegal_target")
    assert result["rule"] == "212.2g" and "not a creature" in result["message"]
    rift = reject(game(gear("statue"), gear("sword")),
                  {"type": "attach", "player": "A", "object": "sword", "to": "statue"}, "illegal_target")
    assert rift["rule"] == "434.1" and "not a unit" in rift["message"]


def test_every_riftbound_rule_a_magic_game_can_cite_has_a_magic_equivalent():
    """Every rule number the rule modules cite is either translated for Magic or one that a
    Magic game cannot reach."""
    cited: set[str] = set()
    for path in ORACLE.glob("*.py"):
        if path.name not in ("games.py", "server.py"):
            cited |= set(re.findall(r'"(\d{3}(?:\.[0-9a-z]+)*)"', path.read_text(encoding="utf-8")))
    assert cited, "no rule number found: the scan is broken"
    missing = sorted(cited - set(MTG.equivalents) - RIFTBOUND_ONLY)
    assert missing == [], f"Riftbound rules a Magic rejection would cite as they are: {missing}"
    assert not set(MTG.equivalents) & set(MTG.equivalents.values()), "a Magic number is also a Riftbound key"
