"""The oracle's turns, Standard Move and game procedures, by rule (Riftbound 144, 315-318, 411.2).

Every expected value here is written from the rule cited, by hand.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from rulespec import oracle
from rulespec.oracle import triggers
from rulespec.oracle.resources import Resources
from rulespec.oracle.state import GameState

BF1, BF2, BASE_A = "battlefield:bf1", "battlefield:bf2", "base:A"


def unit(oid: str, location: str, owner: str = "A", might: int = 3, **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "unit", "might": might}, "owner": owner, "zone": "board",
            "location": location, **more}


def gear(oid: str, location: str, owner: str = "A", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1}, "owner": owner,
            "zone": "board", "location": location, **more}


def state(*objects: dict[str, Any], phase: str = "main", active: str = "A", players: tuple[str, ...] = ("A", "B"),
          pools: dict[str, dict[str, Any]] | None = None, chain: list[dict[str, Any]] | None = None,
          game: str = "riftbound") -> GameState:
    doc: dict[str, Any] = {
        "schema": "rulespec/state/1", "game": game, "turn": {"number": 3, "active_player": active, "phase": phase},
        "players": [{"id": p, **({"pool": pools[p]} if pools and p in pools else {})} for p in players],
        "objects": list(objects)}
    if game == "riftbound":
        doc["battlefields"] = [{"id": "bf1"}, {"id": "bf2"}]
    if chain:
        doc["chain"] = chain
    return oracle.load_state(doc)


def accept(s: GameState, action: dict[str, Any]) -> tuple[GameState, list[dict[str, Any]]]:
    after, result = oracle.perform(s, action)
    assert result["accepted"], result
    return after, result["events"]


def reject(s: GameState, action: dict[str, Any], reason: str, rule: str) -> None:
    after, result = oracle.perform(s, action)
    assert (result["accepted"], result.get("reason"), result.get("rule")) == (False, reason, rule), result
    assert after is s


def get(s: GameState, oid: str) -> Any:
    obj = s.get(oid)
    assert obj is not None
    return obj


END = {"type": "end_phase", "player": "A"}
ZAP = {"id": "zap", "card": {"type": "spell"}, "owner": "A", "zone": "chain"}
CHAIN = [{"id": "chain-1", "kind": "spell", "source": "zap", "controller": "A"}]


# --- 315-318: the phases, in order, and the turn passing ------------------------------------

def test_315_318_the_phases_follow_each_other_in_order() -> None:
    s = state(phase="awaken")
    seen = []
    for _ in range(5):
        s, events = accept(s, END)
        seen += [(e["phase"], e["player"], e["turn"]) for e in events if e["type"] == "phase_began"]
    assert seen == [("beginning", "A", 3), ("channel", "A", 3), ("draw", "A", 3), ("main", "A", 3), ("ending", "A", 3)]
    assert (s.turn.number, s.turn.active_player, s.turn.phase) == (3, "A", "ending")


def test_the_ending_phase_ends_the_turn_and_the_next_player_begins_with_awaken() -> None:
    s, events = accept(state(phase="ending"), END)
    assert (s.turn.number, s.turn.active_player, s.turn.phase) == (4, "B", "awaken")
    assert [e for e in events if e["type"] in ("turn_began", "phase_began")] == [
        {"type": "turn_began", "player": "B", "turn": 4},
        {"type": "phase_began", "phase": "awaken", "player": "B", "turn": 4}]


def test_the_turn_goes_round_the_players_in_their_order() -> None:
    s = state(phase="ending", players=("A", "B", "C"), active="B")
    s, _ = accept(s, {"type": "end_phase", "player": "B"})
    assert s.turn.active_player == "C"
    s = replace(s, turn=replace(s.turn, phase="ending"))
    s, _ = accept(s, {"type": "end_phase", "player": "C"})
    assert (s.turn.active_player, s.turn.number) == ("A", 5)


def test_end_turn_stops_at_the_next_turns_main_phase() -> None:
    s, events = accept(state(phase="main"), {"type": "end_turn", "player": "A"})
    assert (s.turn.number, s.turn.active_player, s.turn.phase) == (4, "B", "main")
    assert [e["phase"] for e in events if e["type"] == "phase_began"] == [
        "ending", "awaken", "beginning", "channel", "draw", "main"]


def test_end_turn_from_the_awaken_phase_still_ends_that_whole_turn() -> None:
    s, _ = accept(state(phase="awaken"), {"type": "end_turn", "player": "A"})
    assert (s.turn.number, s.turn.active_player, s.turn.phase) == (4, "B", "main")


def test_end_turn_stops_in_the_phase_where_a_triggered_ability_went_on_the_chain(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A phase ends only with the chain empty: a trigger of the Awaken Phase's readying (no card
    data has one yet, so one is made to trigger here) keeps the turn in that phase."""
    original = triggers.match

    def match(txn: Any, record: Any) -> None:
        original(txn, record)
        if record.document["type"] == "ready":
            txn.pending.append(triggers.Pending("darius", "darius", "when-readied", "B"))

    monkeypatch.setattr(triggers, "match", match)
    s = state(unit("darius", "base:B", owner="B", exhausted=True))
    s, events = accept(s, {"type": "end_turn", "player": "A"})
    assert (s.turn.number, s.turn.active_player, s.turn.phase) == (4, "B", "awaken")
    assert [(c.kind, c.source) for c in s.chain] == [("trigger", "darius")]
    assert events[-1]["type"] == "ability_triggered"


def test_only_the_turn_player_ends_a_phase() -> None:
    reject(state(), {"type": "end_phase", "player": "B"}, "wrong_timing", "315")
    reject(state(), {"type": "end_turn", "player": "B"}, "wrong_timing", "315")


def test_a_phase_does_not_end_while_the_chain_is_not_empty() -> None:
    s = state(unit("garen", BASE_A), ZAP, chain=CHAIN)
    reject(s, END, "wrong_timing", "315")


# --- 315.1, 415.3.a: the Awaken Phase readies what the turn player controls -----------------

def test_315_1_the_awaken_phase_readies_everything_the_new_turn_player_controls() -> None:
    s = state(unit("garen", BASE_A, exhausted=True), unit("darius", "base:B", owner="B", exhausted=True),
              gear("axe", "base:B", owner="B", exhausted=True, attached_to="darius"),
              unit("vi", BF1, owner="A", controller="B", exhausted=True), phase="ending")
    s, events = accept(s, END)
    assert [get(s, o).exhausted for o in ("garen", "darius", "axe", "vi")] == [True, False, False, False]
    assert [e for e in events if e["type"] == "ready"] == [
        {"type": "ready", "object": "darius", "responsible": None},
        {"type": "ready", "object": "axe", "responsible": None},
        {"type": "ready", "object": "vi", "responsible": None}]


def test_no_other_phase_readies_anything() -> None:
    s = state(unit("garen", BASE_A, exhausted=True), phase="beginning")
    for _ in range(4):
        s, events = accept(s, END)
        assert not [e for e in events if e["type"] == "ready"]
    assert get(s, "garen").exhausted


# --- 317.2: the ending cleanup ----------------------------------------------------------------

def test_317_2_the_ending_cleanup_heals_ends_stuns_and_this_turn_uses_and_empties_pools() -> None:
    s = state(unit("garen", BASE_A, might=4, damage=3, states=["stunned", "empowered"]),
              unit("darius", BF1, owner="B", damage=1, states=["stunned"]), phase="ending",
              pools={"A": {"energy": 2}, "B": {"power": {"calm": 1}}})
    s = replace(s, turn=replace(s.turn, used=(oracle.state.Use("garen", "garen", "some-ability"),)))
    s, events = accept(s, END)
    assert (get(s, "garen").damage, get(s, "darius").damage) == (0, 0)
    assert get(s, "garen").states == frozenset({"empowered"})  # only the stun is a "this turn" effect here
    assert get(s, "darius").states == frozenset()
    assert s.turn.used == ()
    assert [p.pool for p in s.players] == [Resources(), Resources()]
    assert [(e["type"], e["object"]) for e in events if e["type"] in ("heal", "state_lost")] == [
        ("heal", "garen"), ("heal", "darius"), ("state_lost", "garen"), ("state_lost", "darius")]
    assert all(e["responsible"] is None for e in events if e["type"] in ("heal", "state_lost"))


def test_ending_another_phase_heals_nothing_and_keeps_the_stun_and_the_pool() -> None:
    s = state(unit("garen", BASE_A, might=4, damage=3, states=["stunned"]), phase="main",
              pools={"A": {"energy": 2}})
    s, _ = accept(s, END)
    assert (get(s, "garen").damage, get(s, "garen").states, s.player("A").pool) == (  # type: ignore[union-attr]
        3, frozenset({"stunned"}), Resources(2))


def test_a_once_per_turn_ability_used_this_turn_is_usable_again_next_turn() -> None:
    azir = {"id": "azir", "card": {"name": "Azir, Ascendant", "set": "SFD-050"}, "owner": "A", "zone": "board",
            "location": BF1}
    s = state(azir, unit("garen", BASE_A), pools={"A": {"power": {"calm": 2}}})
    activate = {"type": "activate", "player": "A", "object": "azir", "ability": "azir-ascendant",
                "targets": ["garen"]}
    s, _ = accept(s, activate)
    s, _ = accept(s, {"type": "resolve", "player": "A"})
    reject(s, activate, "already_used", "377")
    s, _ = accept(s, {"type": "end_turn", "player": "A"})
    s, _ = accept(s, {"type": "end_turn", "player": "B"})
    assert (s.turn.active_player, s.turn.used) == ("A", ())
    # the ending cleanup emptied A's pool (317.2, 3e): give A the [G] again, as a new turn's runes would
    s = replace(s, players=tuple(replace(p, pool=Resources.parse({"power": {"calm": 1}})) if p.id == "A" else p
                                 for p in s.players))
    accept(s, activate)


# --- 144: the Standard Move ----------------------------------------------------------------

def move(*objects: str, to: str, player: str = "A") -> dict[str, Any]:
    return {"type": "standard_move", "player": player, "objects": list(objects), "to": to}


def test_144_2_the_unit_pays_its_exhaust_then_moves_and_its_equipment_goes_with_it() -> None:
    s, events = accept(state(unit("garen", BASE_A), gear("blade", BASE_A, attached_to="garen")), move("garen", to=BF1))
    assert events == [{"type": "exhaust", "object": "garen"},
                      {"type": "move", "object": "garen", "from": BASE_A, "to": BF1},
                      {"type": "relocate", "object": "blade", "from": BASE_A, "to": BF1}]
    assert (get(s, "garen").location, get(s, "garen").exhausted) == (BF1, True)
    assert (get(s, "blade").location, get(s, "blade").exhausted) == (BF1, False)


def test_144_4_from_a_battlefield_back_to_the_base() -> None:
    s, _ = accept(state(unit("garen", BF1)), move("garen", to=BASE_A))
    assert get(s, "garen").location == BASE_A


def test_144_3_several_units_from_different_battlefields_move_as_one_action() -> None:
    s, events = accept(state(unit("garen", BF1), unit("lux", BF2)), move("garen", "lux", to=BASE_A))
    assert [(e["type"], e["object"]) for e in events] == [("exhaust", "garen"), ("exhaust", "lux"),
                                                          ("move", "garen"), ("move", "lux")]
    assert [get(s, o).location for o in ("garen", "lux")] == [BASE_A, BASE_A]


def test_144_2_an_exhausted_unit_cannot_pay() -> None:
    reject(state(unit("garen", BASE_A, exhausted=True)), move("garen", to=BF1), "unpaid_cost", "144.2")


def test_144_2_one_exhausted_unit_stops_the_whole_move() -> None:
    reject(state(unit("garen", BASE_A), unit("lux", BASE_A, exhausted=True)), move("garen", "lux", to=BF1),
           "unpaid_cost", "144.2")


def test_144_1_only_on_your_own_turn() -> None:
    reject(state(unit("darius", "base:B", owner="B")), move("darius", to=BF1, player="B"), "wrong_timing", "144.1")


@pytest.mark.parametrize("phase", ["awaken", "beginning", "channel", "draw", "ending"])
def test_144_1_only_in_your_main_phase(phase: str) -> None:
    reject(state(unit("garen", BASE_A), phase=phase), move("garen", to=BF1), "wrong_timing", "144.1")


def test_144_1_only_in_an_open_state() -> None:
    s = state(unit("garen", BASE_A), ZAP, chain=CHAIN)
    reject(s, move("garen", to=BF1), "wrong_timing", "144.1")


def test_144_1_only_your_own_units() -> None:
    reject(state(unit("darius", BF1, owner="B")), move("darius", to=BASE_A), "not_controller", "144.1")


def test_144_4_not_from_a_battlefield_to_another() -> None:
    reject(state(unit("garen", BF1)), move("garen", to=BF2), "illegal_destination", "144.4")


def test_144_4_not_to_another_players_base() -> None:
    reject(state(unit("garen", BF1)), move("garen", to="base:B"), "illegal_destination", "144.4")


def test_718_5_c_an_attached_card_does_not_move_alone() -> None:
    s = state(unit("garen", BASE_A), gear("blade", BASE_A, attached_to="garen"))
    reject(s, move("blade", to=BF1), "cannot_move", "718.5.c")


def test_449_2_not_to_a_battlefield_holding_units_of_two_other_players() -> None:
    s = state(unit("garen", BASE_A), unit("darius", BF1, owner="B"), unit("sion", BF1, owner="C"),
              players=("A", "B", "C"))
    reject(s, move("garen", to=BF1), "illegal_destination", "449.2")


def test_the_effect_move_stays_free_and_untimed() -> None:
    s = state(unit("garen", BASE_A, exhausted=True), phase="ending")
    s, events = accept(s, {"type": "move", "player": "A", "objects": ["garen"], "to": BF2})
    assert [e["type"] for e in events] == ["move"]
    assert get(s, "garen").location == BF2


def test_magic_refuses_the_standard_move_and_the_turn_actions() -> None:
    s = state({"id": "bear", "card": {"type": "creature", "might": 2}, "owner": "A", "zone": "board"}, game="mtg")
    reject(s, move("bear", to=BF1), "no_permission", "403.1")
    reject(s, END, "not_implemented", "500.1")
    reject(s, {"type": "end_turn", "player": "A"}, "not_implemented", "500.1")


# --- 411.2: no one is responsible for what a game procedure does ------------------------------

def test_411_2_the_cleanups_recall_says_no_one_is_responsible() -> None:
    s = state(unit("garen", BF1), gear("blade", BF1, attached_to="garen"))
    _, events = accept(s, {"type": "detach", "player": "A", "object": "blade"})
    assert events[-1] == {"type": "recall", "object": "blade", "from": BF1, "to": BASE_A, "cause": "cleanup",
                          "responsible": None}


def test_an_effects_recall_says_nothing_of_responsibility() -> None:
    _, events = accept(state(unit("garen", BF1)), {"type": "recall", "player": "A", "object": "garen"})
    assert events == [{"type": "recall", "object": "garen", "from": BF1, "to": BASE_A, "cause": "effect"}]


def test_428_5_c_1_a_lethal_kill_at_cleanup_keeps_the_player_responsible_for_the_deal() -> None:
    _, events = accept(state(unit("garen", BF1, might=2)),
                       {"type": "deal_damage", "player": "B", "amount": 2, "to": "garen", "source": {"kind": "spell"}})
    kill = next(e for e in events if e["type"] == "kill")
    assert kill["responsible"] == "B"


# --- 816: Temporary kills its object at the start of its controller's Beginning Phase ------------

def test_816_1_temporary_kills_its_unit_at_its_controllers_beginning_phase_only() -> None:
    """816.1: "At the start of your Beginning Phase, before scoring, kill this." B's turn begins
    first (B's Beginning Phase: not A's, nothing triggers); A's next one puts the trigger on the
    chain, where end_turn stops; resolving it kills the unit, A responsible (its controller)."""
    spirit = unit("spirit", BASE_A)
    spirit["card"]["keywords"] = ["Temporary"]
    s, _ = accept(state(spirit), {"type": "end_turn", "player": "A"})
    assert (s.turn.active_player, s.turn.phase, s.chain) == ("B", "main", ())
    s, _ = accept(s, {"type": "end_turn", "player": "B"})
    assert (s.turn.active_player, s.turn.phase) == ("A", "beginning")
    assert [(c.kind, c.source) for c in s.chain] == [("trigger", "spirit")]
    s, events = accept(s, {"type": "resolve", "player": "A"})
    assert get(s, "spirit").zone == "trash"
    assert [(e["object"], e["responsible"]) for e in events if e["type"] == "kill"] == [("spirit", "A")]


def test_816_2_two_instances_of_temporary_trigger_once() -> None:
    """816.2: extra instances of Temporary are redundant: a printed one and one an Equipment's
    effect text gives the same unit make one trigger, not two."""
    spirit = unit("spirit", BASE_A)
    spirit["card"]["keywords"] = ["Temporary"]
    glass = gear("glass", BASE_A, attached_to="spirit")
    glass["card"]["effect_keywords"] = ["Temporary"]
    s, _ = accept(state(spirit, glass, active="B"), {"type": "end_turn", "player": "B"})
    assert (s.turn.active_player, s.turn.phase) == ("A", "beginning")
    assert [(c.kind, c.source) for c in s.chain] == [("trigger", "spirit")]
