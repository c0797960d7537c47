"""The oracle's Python API against bad input: every state and action is checked against the
contract before it is used (oracle.contract, schemas/state.json, schemas/action.json,
schemas/references.py).

- A bad state raises StateError, a bad action ActionError, each naming the JSON pointer of what
  is wrong (written here by hand from the schemas) and a message for people; never an exception
  of another type, never a traceback from inside the rules.
- A well-formed action that the rules forbid is a rejection with a reason of
  schemas/result.json, and the state stays exactly as it was: an unknown id, ``instance: 0``
  where the caller vouched for the document, targets the card does not call for (359).
- No answer of the oracle holds NaN or an infinity: every result and snapshot is JSON text
  (``allow_nan=False``) and valid against its schema.
"""

from __future__ import annotations

import copy
import json
import math
import signal
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rulespec import oracle, schemas

S = "rulespec/state/1"
BIG = 2**53  # one past the largest integer every JSON implementation carries (RFC 7493 2.2)
NAN, INF = math.nan, math.inf


@pytest.fixture(autouse=True)
def _no_hang() -> Iterator[None]:
    """Nothing here may hang: each case fails after 10 s."""
    def expire(signum: int, frame: Any) -> None:
        raise TimeoutError("the oracle took more than 10 s on one bad input")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, 10)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def base() -> dict[str, Any]:
    """A valid state: A's main phase; units u (A) and e (B); an Equipment g of A with two Equip
    instances, [1] then [2] (818.4); gear h and the spell Challenge (OGN-128) in A's hand; a
    pool that pays for anything here."""
    return {"schema": S, "game": "riftbound", "turn": {"number": 1, "active_player": "A", "phase": "main"},
            "players": [{"id": "A", "pool": {"energy": 5, "power": {"body": 1}}}, {"id": "B"}],
            "battlefields": [{"id": "bf1"}],
            "objects": [
                {"id": "u", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board", "location": "base:A"},
                {"id": "e", "card": {"type": "unit", "might": 2}, "owner": "B", "zone": "board", "location": "base:B"},
                {"id": "g", "card": {"type": "gear", "tags": ["Equipment"], "equip_cost": {"energy": 1},
                                     "extra_equip_costs": [{"energy": 2}]},
                 "owner": "A", "zone": "board", "location": "base:A"},
                {"id": "h", "card": {"type": "gear"}, "owner": "A", "zone": "hand"},
                {"id": "c", "card": {"name": "Challenge", "set": "OGN-128"}, "owner": "A", "zone": "hand"}]}


def _gear(ident: str, **fields: Any) -> dict[str, Any]:
    return {"id": ident, "card": {"type": "gear", "tags": ["Equipment"]}, "owner": "A", "zone": "board",
            "location": "base:A", **fields}


def _obj(i: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["objects"][i].update(fields)


def _deep(levels: int) -> Any:
    node: Any = []
    for _ in range(levels):
        node = [node]
    return node


# (label, change to the base state, pointer of the problem)
BAD_STATES: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    # attachments (434.1, 717): no card is attached to itself, even through other cards
    ("self-attachment", _obj(2, attached_to="g"), "/objects/2/attached_to"),
    ("cycle of two", lambda d: d["objects"].extend([_gear("x", attached_to="y"), _gear("y", attached_to="x")]),
     "/objects/5/attached_to"),
    ("cycle of three", lambda d: d["objects"].extend(
        [_gear("x", attached_to="y"), _gear("y", attached_to="z"), _gear("z", attached_to="x")]),
     "/objects/5/attached_to"),
    ("cycle reached from outside it", lambda d: d["objects"].extend(
        [_gear("w", attached_to="x"), _gear("x", attached_to="y"), _gear("y", attached_to="x")]),
     "/objects/6/attached_to"),
    ("unit attached to a gear attached to it", lambda d: (d["objects"][0].update(attached_to="g"),
                                                          d["objects"][2].update(attached_to="u")),
     "/objects/0/attached_to"),
    ("attached to an unknown id", _obj(2, attached_to="ghost"), "/objects/2/attached_to"),
    # numbers the rules forbid: damage and counters are never negative (142, 702)
    ("negative damage", _obj(0, damage=-1), "/objects/0/damage"),
    ("negative counter", _obj(0, counters={"buff": -1}), "/objects/0/counters/buff"),
    ("zero counter (no counter is not a counter)", _obj(0, counters={"buff": 0}), "/objects/0/counters/buff"),
    ("negative Energy in a pool", lambda d: d["players"][0].update(pool={"energy": -1}), "/players/0/pool/energy"),
    ("turn 0", lambda d: d["turn"].update(number=0), "/turn/number"),
    # numbers JSON cannot carry
    ("NaN damage", _obj(0, damage=NAN), "/objects/0/damage"),
    ("infinite damage", _obj(0, damage=INF), "/objects/0/damage"),
    ("minus infinite Might", lambda d: d["objects"][0]["card"].update(might=-INF), "/objects/0/card/might"),
    ("NaN Might Bonus", lambda d: d["objects"][2]["card"].update(might_bonus=NAN), "/objects/2/card/might_bonus"),
    ("NaN Energy", lambda d: d["players"][0]["pool"].update(energy=NAN), "/players/0/pool/energy"),
    ("NaN counter", _obj(0, counters={"buff": NAN}), "/objects/0/counters/buff"),
    ("NaN turn number", lambda d: d["turn"].update(number=NAN), "/turn/number"),
    ("NaN as a name", lambda d: d["objects"][0]["card"].update(name=NAN), "/objects/0/card/name"),
    ("damage past 2**53", _obj(0, damage=BIG), "/objects/0/damage"),
    ("Might of 400 digits", lambda d: d["objects"][0]["card"].update(might=10**400), "/objects/0/card/might"),
    ("damage 1e300", _obj(0, damage=1e300), "/objects/0/damage"),
    ("Might below -2**53", lambda d: d["objects"][0]["card"].update(might=-BIG), "/objects/0/card/might"),
    # wrong types
    ("damage as a string", _obj(0, damage="3"), "/objects/0/damage"),
    ("damage as a boolean", _obj(0, damage=True), "/objects/0/damage"),
    ("fractional damage", _obj(0, damage=2.5), "/objects/0/damage"),
    ("counter as a string", _obj(0, counters={"buff": "x"}), "/objects/0/counters/buff"),
    ("Might as a string", lambda d: d["objects"][0]["card"].update(might="3"), "/objects/0/card/might"),
    ("Energy as a string", lambda d: d["players"][0]["pool"].update(energy="x"), "/players/0/pool/energy"),
    ("objects as a string", lambda d: d.update(objects="x"), "/objects"),
    ("players as an object", lambda d: d.update(players={}), "/players"),
    ("an object that is a number", lambda d: d["objects"].append(5), "/objects/5"),
    ("card as null", _obj(0, card=None), "/objects/0/card"),
    ("exhausted as a string", _obj(0, exhausted="yes"), "/objects/0/exhausted"),
    ("states as a string", _obj(0, states="stunned"), "/objects/0/states"),
    ("chain targets as a string", lambda d: d.update(
        chain=[{"id": "c1", "kind": "ability", "source": "g", "controller": "A", "targets": "u"}]),
     "/chain/0/targets"),
    ("a list nested 100000 deep", lambda d: d["objects"].append(_deep(100_000)), "/objects/5" + "/0" * 62),
    # Python values that are not JSON
    ("a tuple for a list", lambda d: d.update(objects=tuple(d["objects"])), "/objects"),
    ("a set for a list", _obj(0, states={"stunned"}), "/objects/0/states"),
    ("a key that is not a string", _obj(0, counters={1: 2}), "/objects/0/counters"),
    ("an object() as an id", _obj(0, id=object()), "/objects/0/id"),
    # missing fields
    ("no objects", lambda d: d.pop("objects"), ""),
    ("no schema", lambda d: d.pop("schema"), ""),
    ("an object without id", lambda d: d["objects"][0].pop("id"), "/objects/0"),
    ("an object without card", lambda d: d["objects"][0].pop("card"), "/objects/0"),
    ("a card without type", lambda d: d["objects"][0].update(card={"might": 3}), "/objects/0/card"),
    ("an unknown field", _obj(0, hp=3), "/objects/0"),
    # references (schemas/references.py)
    ("owner names no player", _obj(0, owner="Z"), "/objects/0/owner"),
    ("duplicate object ids", lambda d: d["objects"].append(_gear("u", zone="trash", location=None)), "/objects/5/id"),
    ("location names no battlefield", _obj(0, location="battlefield:bf9"), "/objects/0/location"),
    ("chain source names no object", lambda d: d.update(
        chain=[{"id": "c1", "kind": "ability", "source": "ghost", "controller": "A"}]), "/chain/0/source"),
    ("unknown real card", _obj(2, card={"name": "Guardian Angel", "set": "SFD-999"}), "/objects/2/card"),
]


def _bad_state(change: Callable[[dict[str, Any]], Any]) -> Any:
    doc = base()
    change(doc)
    objects = doc.get("objects")
    for o in objects if isinstance(objects, list) else []:
        if isinstance(o, dict) and o.get("location", "") is None:
            del o["location"]
    return doc


NOT_A_STATE: list[tuple[str, Any]] = [("None", None), ("a list", []), ("a string", "state"), ("a number", 7),
                                      ("NaN", NAN), ("an empty object", {})]


def test_the_base_state_is_valid_and_loads() -> None:
    assert schemas.validate("state", base()) == []
    oracle.load_state(base())


@pytest.mark.parametrize(("label", "change", "pointer"), BAD_STATES, ids=[c[0] for c in BAD_STATES])
def test_a_bad_state_is_refused_with_its_pointer(label: str, change: Callable[[dict[str, Any]], Any],
                                                 pointer: str) -> None:
    doc = _bad_state(change)
    with pytest.raises(oracle.StateError) as caught:
        oracle.load_state(doc)
    assert caught.value.pointer == pointer, str(caught.value)
    assert caught.value.message and isinstance(caught.value.message, str)
    assert (pointer, caught.value.message) in caught.value.problems


@pytest.mark.parametrize(("label", "doc"), NOT_A_STATE, ids=[c[0] for c in NOT_A_STATE])
def test_what_is_not_a_state_document_is_refused_at_the_root(label: str, doc: Any) -> None:
    with pytest.raises(oracle.StateError) as caught:
        oracle.load_state(doc)
    assert caught.value.pointer == ""


BAD_TEXTS: list[tuple[str, Any, str]] = [
    ("not JSON", "{", ""),
    ("NaN literal", json.dumps(base()).replace('"might": 3', '"might": NaN'), ""),
    ("Infinity literal", json.dumps(base()).replace('"might": 3', '"might": -Infinity'), ""),
    ("1e400, read as infinity", json.dumps(base()).replace('"might": 3', '"might": 1e400'), "/objects/0/card/might"),
    ("an integer of 5000 digits", json.dumps(base()).replace('"might": 3', '"might": 1' + "0" * 5000), ""),
    ("bytes that are not UTF-8", b"\xff\xfe{", ""),
    ("nested 100000 deep", "[" * 100_000 + "]" * 100_000, ""),
    ("not text at all", 42, ""),
    # RFC 7493 2.3: a unit of might 3 or of might 9, by the JSON library's choice
    ("a name twice", json.dumps(base()).replace('"might": 3', '"might": 3, "might": 9'), ""),
]


@pytest.mark.parametrize(("label", "text", "pointer"), BAD_TEXTS, ids=[c[0] for c in BAD_TEXTS])
def test_a_bad_state_text_is_refused(label: str, text: Any, pointer: str) -> None:
    with pytest.raises(oracle.StateError) as caught:
        oracle.loads(text)
    assert caught.value.pointer == pointer, str(caught.value)
    assert caught.value.message
    if label == "a name twice":
        assert 'the name "might" appears twice' in caught.value.message


def test_an_integral_float_is_read_as_the_integer() -> None:
    """JSON Schema's integer is any number without a fractional part (2020-12 validation 6.1.1):
    2.0 is the integer 2, and the oracle writes it back as 2."""
    doc = base()
    doc["objects"][0]["damage"] = 2.0
    dumped = oracle.dump_state(oracle.load_state(doc))["objects"][0]
    assert dumped["damage"] == 2 and type(dumped["damage"]) is int


# --- actions ----------------------------------------------------------------------------------

ATTACH = {"type": "attach", "player": "A", "object": "g", "to": "u"}
DAMAGE = {"type": "deal_damage", "player": "A", "amount": 1, "to": "u"}
EQUIP = {"type": "activate", "player": "A", "object": "g", "ability": "equip", "targets": ["u"]}
KILL = {"type": "kill", "player": "A", "object": "u"}
MOVE = {"type": "move", "player": "A", "objects": ["u"], "to": "battlefield:bf1"}

# (label, action, pointer of the problem)
BAD_ACTIONS: list[tuple[str, Any, str]] = [
    ("amount as a string", {**DAMAGE, "amount": "3"}, "/amount"),
    ("negative amount", {**DAMAGE, "amount": -3}, "/amount"),
    ("NaN amount", {**DAMAGE, "amount": NAN}, "/amount"),
    ("infinite amount", {**DAMAGE, "amount": INF}, "/amount"),
    ("amount past 2**53", {**DAMAGE, "amount": BIG}, "/amount"),
    ("amount of 400 digits", {**DAMAGE, "amount": 10**400}, "/amount"),
    ("fractional amount", {**DAMAGE, "amount": 1.5}, "/amount"),
    ("amount as a boolean", {**DAMAGE, "amount": True}, "/amount"),
    ("no amount", {k: v for k, v in DAMAGE.items() if k != "amount"}, ""),
    ("source object NaN", {**DAMAGE, "source": {"kind": "object", "object": NAN}}, "/source/object"),
    ("objects as a string", {**MOVE, "objects": "x"}, "/objects"),
    ("objects holding a number", {**MOVE, "objects": ["u", 3]}, "/objects/1"),
    ("attach without to", {k: v for k, v in ATTACH.items() if k != "to"}, ""),
    ("player as a list", {**ATTACH, "player": ["A"]}, "/player"),
    ("player as null", {**ATTACH, "player": None}, "/player"),
    ("unknown type", {**ATTACH, "type": "fly"}, "/type"),
    ("no type", {k: v for k, v in ATTACH.items() if k != "type"}, ""),
    ("instance 0 (instances count from 1: 818.4)", {**EQUIP, "instance": 0}, "/instance"),
    ("instance -1", {**EQUIP, "instance": -1}, "/instance"),
    ("instance as a string", {**EQUIP, "instance": "1"}, "/instance"),
    ("instance NaN", {**EQUIP, "instance": NAN}, "/instance"),
    ("targets as a string", {**EQUIP, "targets": "u"}, "/targets"),
    ("choices on an activate", {**EQUIP, "choices": {"detach_order": []}}, ""),
    ("targets on an attach", {**ATTACH, "targets": ["u"]}, ""),
    ("choices as a string", {**KILL, "choices": "x"}, "/choices"),
    ("an unknown choice", {**KILL, "choices": {"mode": 1}}, "/choices"),
    ("detach_order holding NaN", {**KILL, "choices": {"detach_order": [NAN]}}, "/choices/detach_order/0"),
    ("a key that is not a string", {**ATTACH, 1: "x"}, ""),
    ("a tuple for a list", {**MOVE, "objects": ("u",)}, "/objects"),
    ("an unknown field", {**ATTACH, "speed": "fast"}, ""),
    ("the wrong schema version", {**ATTACH, "schema": "rulespec/action/2"}, "/schema"),
    ("None", None, ""),
    ("a list", [ATTACH], ""),
    ("a string", "attach", ""),
    ("NaN", NAN, ""),
]


@pytest.fixture(scope="module")
def state() -> oracle.GameState:
    return oracle.load_state(base())


@pytest.mark.parametrize(("label", "action", "pointer"), BAD_ACTIONS, ids=[c[0] for c in BAD_ACTIONS])
def test_a_bad_action_is_refused_with_its_pointer(state: oracle.GameState, label: str, action: Any,
                                                  pointer: str) -> None:
    with pytest.raises(oracle.ActionError) as caught:
        oracle.perform(state, copy.deepcopy(action))
    assert caught.value.pointer == pointer, str(caught.value)
    assert caught.value.message and isinstance(caught.value.message, str)
    assert isinstance(caught.value, ValueError)  # what perform documented before ActionError


def _rejected(state: oracle.GameState, action: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    after, result = oracle.perform(state, action, **kwargs)
    assert after is state, "a rejected action leaves the state exactly as it was"
    assert result["accepted"] is False, result
    assert schemas.validate("result", result) == []
    return result


REJECTED: list[tuple[str, dict[str, Any], str, str]] = [
    # ids the state does not have: an answer, not an error (103, 124)
    ("unknown object", {**ATTACH, "object": "ghost"}, "unknown_object", ""),
    ("unknown host", {**ATTACH, "to": "ghost"}, "unknown_object", ""),
    ("unknown player", {**ATTACH, "player": "Z"}, "unknown_object", "103"),
    ("unknown object moved", {**MOVE, "objects": ["u", "ghost"]}, "unknown_object", ""),
    ("unknown target", {**EQUIP, "targets": ["ghost"]}, "illegal_target", ""),
    ("unknown battlefield", {**MOVE, "to": "battlefield:nowhere"}, "illegal_destination", ""),
    # a third instance of Equip where the card has two (818.4)
    ("instance 3 of 2", {**EQUIP, "instance": 3}, "no_such_ability", "377"),
    # targets and choices the card does not call for (359)
    ("a gear played with a target", {"type": "play", "player": "A", "object": "h", "targets": ["u"]},
     "illegal_target", "359"),
    ("a gear on the board played with a target: its zone first", {"type": "play", "player": "A", "object": "g",
                                                                   "targets": ["u"]}, "wrong_zone", "359"),
    ("Equip with two targets (818.1.b: one unit)", {**EQUIP, "targets": ["u", "e"]}, "illegal_target", ""),
    ("Challenge with three targets (OGN-128: two)",
     {"type": "play", "player": "A", "object": "c", "targets": ["u", "e", "u"]}, "illegal_target", ""),
    ("Challenge with no target", {"type": "play", "player": "A", "object": "c"}, "illegal_target", ""),
    ("a detach order naming a card not attached (719.5.a)", {**KILL, "choices": {"detach_order": ["g"]}},
     "illegal_target", "719.5.a"),
]


@pytest.mark.parametrize(("label", "action", "reason", "rule"), REJECTED, ids=[c[0] for c in REJECTED])
def test_a_well_formed_illegal_action_is_rejected(state: oracle.GameState, label: str, action: dict[str, Any],
                                                  reason: str, rule: str) -> None:
    result = _rejected(state, action)
    assert result["reason"] == reason, result
    if rule:
        assert result["rule"] == rule, result
    assert result["message"]


@pytest.mark.parametrize("instance", [0, -1, -2])
def test_instance_0_is_no_instance_even_when_the_caller_vouches_for_the_action(state: oracle.GameState,
                                                                               instance: int) -> None:
    """Instances count from 1 (818.4): 0 or -1 must not pick the last one, as Python indexing would."""
    result = _rejected(state, {**EQUIP, "instance": instance}, validated=True)
    assert result["reason"] == "no_such_ability"


def test_instance_2_is_the_second_equip(state: oracle.GameState) -> None:
    """The second instance costs [2] (the base state's extra_equip_costs): the pool of 5 Energy
    keeps 3, where the first instance would have left 4."""
    after, result = oracle.perform(state, {**EQUIP, "instance": 2})
    assert result["accepted"] is True, result
    assert oracle.dump_state(after)["players"][0]["pool"]["energy"] == 3


def test_a_gear_played_without_targets_is_played(state: oracle.GameState) -> None:
    """The control case of "a gear played with a target": the same play with no target is legal."""
    _, result = oracle.perform(state, {"type": "play", "player": "A", "object": "h", "targets": []})
    assert result["accepted"] is True, result


# --- the Python API: what is not a GameState, and answers that are JSON ------------------------


@pytest.mark.parametrize("not_a_state", [None, {}, base(), "state"], ids=["None", "empty dict", "document", "str"])
def test_perform_and_snapshot_take_a_game_state(not_a_state: Any) -> None:
    with pytest.raises(TypeError, match="GameState"):
        oracle.perform(not_a_state, ATTACH)
    with pytest.raises(TypeError, match="GameState"):
        oracle.snapshot(not_a_state)


GOOD_ACTIONS: list[dict[str, Any]] = [
    ATTACH, DAMAGE, {**DAMAGE, "amount": 3}, {**DAMAGE, "amount": 3.0}, EQUIP, KILL, MOVE,
    {"type": "play", "player": "A", "object": "c", "targets": ["u", "e"]}]


@pytest.mark.parametrize("action", GOOD_ACTIONS, ids=[f"{a['type']}-{i}" for i, a in enumerate(GOOD_ACTIONS)])
def test_every_answer_is_json_text_and_valid(state: oracle.GameState, action: dict[str, Any]) -> None:
    after, result = oracle.perform(state, copy.deepcopy(action))
    assert result["accepted"] is True, result
    for kind, doc in (("result", result), ("state", oracle.snapshot(after))):
        json.dumps(doc, allow_nan=False)  # raises on NaN or an infinity
        assert schemas.validate(kind, doc) == []


def test_an_integral_amount_is_dealt_as_an_integer(state: oracle.GameState) -> None:
    _, result = oracle.perform(state, {**DAMAGE, "amount": 3.0})
    damage = [e for e in result["events"] if e["type"] == "damage"]
    assert damage and damage[0]["amount"] == 3 and type(damage[0]["amount"]) is int


# --- the messages, and the bounds of the schemas ----------------------------------------------

MESSAGES = [
    ("cycle of two", "attachment cycle: 'x' -> 'y' -> 'x'"),
    ("NaN damage", "not a JSON number"),
    ("a set for a list", "a Python set is not JSON data"),
    ("damage past 2**53", "maximum of 9007199254740991"),
]


@pytest.mark.parametrize(("label", "words"), MESSAGES, ids=[m[0] for m in MESSAGES])
def test_the_message_says_what_is_wrong(label: str, words: str) -> None:
    change = next(c for lab, c, _ in BAD_STATES if lab == label)
    with pytest.raises(oracle.StateError) as caught:
        oracle.load_state(_bad_state(change))
    assert words in caught.value.message


def test_a_broken_conditional_rule_is_named_in_the_message() -> None:
    """A card in the trash with damage breaks 124.1: the message says so, not only "0 was expected"."""
    doc = base()
    doc["objects"][0].update(zone="trash", damage=1)
    del doc["objects"][0]["location"]
    with pytest.raises(oracle.StateError) as caught:
        oracle.load_state(doc)
    assert caught.value.pointer == "/objects/0/damage"
    assert "124.1" in caught.value.message


def _integers(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        if node.get("type") == "integer":
            yield path, node
        for key, value in node.items():
            yield from _integers(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _integers(value, f"{path}/{i}")


@pytest.mark.parametrize("kind", ["state", "action"])
def test_every_integer_an_engine_is_sent_is_bounded(kind: str) -> None:
    """What the suite sends stays within what every JSON implementation carries exactly (the
    computed ``view`` of a snapshot is the engine's answer, not input)."""
    fields = [(p, n) for p, n in _integers(schemas.load_schema(kind)) if "/view/" not in p]
    assert fields
    for path, node in fields:
        assert node.get("maximum") == schemas.references.MAX_SAFE_INTEGER, path
        assert node.get("minimum", -BIG) >= -schemas.references.MAX_SAFE_INTEGER, path
