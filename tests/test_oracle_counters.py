"""The oracle on counters and copies, rule by rule (Riftbound 124, 477.1.b, 702, 744-749).

Expected values come from the rules; the helpers are those of test_oracle_rules.
"""

from __future__ import annotations

from test_oracle_rules import accept, game, obj, reject, unit, view


def test_746_a_moved_buff_goes_straight_from_one_unit_to_the_other():
    """746: a counter moved between objects is on one or the other, never in between."""
    s = game(unit("a", might=2, counters={"buff": 1}), unit("b", might=5, at="battlefield:bf1"))
    s, events = accept(s, {"type": "move_counter", "player": "A", "counter": "buff", "from": "a", "to": "b"})
    assert events == [{"type": "counter_moved", "counter": "buff", "from": "a", "to": "b"}]
    assert "counters" not in obj(s, "a") and obj(s, "b")["counters"] == {"buff": 1}
    assert (view(s, "a")["might"], view(s, "b")["might"]) == (2, 6)


def test_702_3_and_747_a_buff_moved_onto_a_buffed_unit_lands_nowhere_and_ceases_to_exist():
    """702.3: a unit holds at most one buff; 747: a counter taken off without landing is gone."""
    s = game(unit("a", counters={"buff": 1}), unit("b", counters={"buff": 1}))
    s, events = accept(s, {"type": "move_counter", "player": "A", "counter": "buff", "from": "a", "to": "b"})
    assert events == [{"type": "counter_removed", "object": "a", "counter": "buff"}]
    assert "counters" not in obj(s, "a") and obj(s, "b")["counters"] == {"buff": 1}


def test_746_there_is_no_counter_to_move_from_an_object_without_one():
    reject(game(unit("a"), unit("b")), {"type": "move_counter", "player": "A", "counter": "buff", "from": "a",
                                        "to": "b"}, "illegal_target")


def test_747_a_removed_counter_ceases_to_exist():
    s, events = accept(game(unit("a", might=4, counters={"buff": 1})),
                       {"type": "remove_counter", "player": "B", "counter": "buff", "object": "a"})
    assert events == [{"type": "counter_removed", "object": "a", "counter": "buff"}]
    assert view(s, "a")["might"] == 4


def test_745_spending_needs_an_effect_that_allows_it():
    s = game(unit("a", counters={"buff": 1}))
    reject(s, {"type": "spend_counters", "player": "A", "counter": "buff", "objects": ["a"]}, "no_permission")


def test_745_2_spending_checks_control_of_the_carrier_not_ownership():
    """745.2, 749: counters have no controller; you spend from objects you control."""
    s = game(unit("a", owner="A", controller="B", counters={"buff": 1}))
    allowed = {"kind": "spell"}
    reject(s, {"type": "spend_counters", "player": "A", "counter": "buff", "objects": ["a"], "allowed_by": allowed},
           "not_controller")
    s, events = accept(s, {"type": "spend_counters", "player": "B", "counter": "buff", "objects": ["a"],
                           "allowed_by": allowed})
    assert events == [{"type": "counters_spent", "object": "a", "counter": "buff", "player": "B"}]


def test_745_spending_from_several_objects_is_all_or_nothing():
    """Each named object must be yours and carry the counter, or nothing is spent."""
    s = game(unit("a", counters={"buff": 1}), unit("b"))
    reject(s, {"type": "spend_counters", "player": "A", "counter": "buff", "objects": ["a", "b"],
               "allowed_by": {"kind": "spell"}}, "illegal_target")


def test_477_1_b_a_copy_takes_the_model_s_traits_but_keeps_its_own_counters_damage_and_states():
    """477.1.b.1.a: name, type, tags, Might and rules text are copied; 124.2: counters, damage
    and statuses are not."""
    model = unit("model", might=6, counters={"buff": 1}, states=["empowered"])
    model["card"]["keywords"] = ["Tank"]
    s = game(model, unit("mimic", might=1, damage=2, states=["stunned"]))
    s, events = accept(s, {"type": "become_copy", "player": "A", "object": "mimic", "of": "model"})
    assert events == [{"type": "copy_began", "object": "mimic", "of": "model"}]
    v = view(s, "mimic")
    assert v["copy_of"] == "model"
    assert v["might"] == 6  # the model's printed Might, not its buff
    assert [a["text"] for a in v["abilities"]] == ["Tank"]
    mimic = obj(s, "mimic")
    assert mimic["damage"] == 2 and mimic["states"] == ["stunned"] and "counters" not in mimic


def test_477_1_b_1_b_copying_a_copy_gives_what_it_copied():
    s = game(unit("original", might=8), unit("first", might=1), unit("second", might=2))
    s, _ = accept(s, {"type": "become_copy", "player": "A", "object": "first", "of": "original"})
    s, _ = accept(s, {"type": "become_copy", "player": "A", "object": "second", "of": "first"})
    assert view(s, "second")["might"] == 8


def test_124_1_a_card_returned_from_the_trash_is_a_new_object_without_its_old_counters():
    s = game(unit("a", might=3, zone="trash"))
    s, events = accept(s, {"type": "return_to_board", "player": "A", "object": "a"})
    assert {"type": "returned_to_board", "object": "a", "from": "trash", "to": "base:A"} in events
    returned = obj(s, "a")
    assert returned["location"] == "base:A" and "counters" not in returned


def test_124_1_leaving_the_board_ends_a_copy_effect():
    s = game(unit("model", might=6), unit("mimic", might=1))
    s, _ = accept(s, {"type": "become_copy", "player": "A", "object": "mimic", "of": "model"})
    s, _ = accept(s, {"type": "kill", "player": "B", "object": "mimic"})
    s, _ = accept(s, {"type": "return_to_board", "player": "A", "object": "mimic"})
    assert view(s, "mimic")["copy_of"] is None
    assert view(s, "mimic")["might"] == 1


def test_124_1_only_a_card_in_the_trash_or_banishment_can_be_returned():
    reject(game(unit("a")), {"type": "return_to_board", "player": "A", "object": "a"}, "wrong_zone")


def test_702_2_b_a_buff_is_spent_only_from_a_unit_not_from_a_unit_that_became_a_gear():
    """702.2.b: buffs are spent from units; a unit that became a gear keeps its buff (124.2) but
    it is not a unit while it is a gear. Its other counters can still be spent (745)."""
    allowed = {"kind": "spell"}
    state = game(unit("drone", counters={"buff": 1, "charge": 2}, type_changes=[{"type": "gear", "from": "hex"}]))
    reject(state, {"type": "spend_counters", "player": "A", "counter": "buff", "objects": ["drone"],
                   "allowed_by": allowed}, "illegal_target")
    state, events = accept(state, {"type": "spend_counters", "player": "A", "counter": "charge",
                                   "objects": ["drone"], "allowed_by": allowed})
    assert events == [{"type": "counters_spent", "object": "drone", "counter": "charge", "player": "A"}]
    assert obj(state, "drone")["counters"] == {"buff": 1, "charge": 1}


def test_702_2_b_a_spend_my_buff_cost_cannot_be_paid_by_a_unit_that_became_a_gear():
    spend_ready = {"key": "spend-my-buff-ready-me", "text": "Spend my buff: Ready me", "spend": "buff",
                   "effect": [{"op": "ready", "object": "me"}]}
    card = {"type": "unit", "name": "Drone", "might": 3, "abilities": [spend_ready]}
    drone = unit("drone", card=card, exhausted=True, counters={"buff": 1})
    activate = {"type": "activate", "player": "A", "object": "drone", "ability": "spend-my-buff-ready-me"}
    accept(game(drone), activate)  # the counter-case: a unit pays it
    reject(game({**drone, "type_changes": [{"type": "gear", "from": "hex"}]}), activate, "unpaid_cost")
