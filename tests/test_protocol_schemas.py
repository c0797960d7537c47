"""The protocol's schemas (schemas/protocol/) and how adapters/protocol.py reads answers.

Example messages validate; broken ones are refused at the right JSON pointer; each kind of
answer maps to its outcome (value, EngineSkipped, EngineFault of the right kind).
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from rulespec import schemas
from rulespec.adapters.base import CAPABILITIES, EngineFault, EngineSkipped
from rulespec.adapters.protocol import build_request, check_answer, decode, encode, resolve_timeout

PROTOCOL = Path(schemas.__file__).parent / "protocol"
STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"}]}
INFO = {"name": "e", "version": "1", "language": "rust", "games": ["riftbound"],
        "capabilities": ["attach", "view.might"]}

VALID = [
    ("start", {"seq": 1, "cmd": "start", "version": 1}),
    ("setup", {"seq": 2, "cmd": "setup", "state": STATE}),
    ("perform", {"seq": 3, "cmd": "perform", "action": {"type": "detach", "player": "A", "object": "s"}}),
    ("snapshot", {"seq": 4, "cmd": "snapshot"}),
    ("stop", {"seq": 5, "cmd": "stop"}),
    ("request", {"seq": 3, "cmd": "perform", "action": {"type": "resolve", "player": "A"}}),
    ("start_response", {"seq": 1, **INFO}),
    ("start_response", {"seq": 1, **INFO, "cards": ["SFD-051"], "capabilities": ["future.thing"]}),
    ("setup_response", {"seq": 2, "ok": True}),
    ("setup_response", {"seq": 2, "refused": {"problems": [{"pointer": "/objects/0/card", "message": "?"}]}}),
    ("perform_response", {"seq": 3, "result": {"accepted": False, "reason": "illegal_target"}}),
    ("perform_response", {"seq": 3, "skipped": {"message": "no", "issue_url": "https://x.org/1"}}),
    ("snapshot_response", {"seq": 4, "state": STATE}),
    ("snapshot_response", {"seq": 4, "errored": {"message": "boom", "context": {"line": 3}}}),
    ("stop_response", {"seq": 5, "ok": True}),
    ("stop_response", {"seq": None, "errored": {"message": "could not read the request"}}),
]

BROKEN = [
    ("start", {"seq": 1, "cmd": "start", "version": 2}, "/version"),
    ("start", {"seq": 1, "cmd": "start"}, ""),
    ("setup", {"seq": 2, "cmd": "setup", "state": {**STATE, "game": "chess"}}, "/state/game"),
    ("perform", {"seq": 3, "cmd": "perform", "action": {"type": "attach", "player": "A", "object": "s"}},
     "/action"),
    ("snapshot", {"seq": -1, "cmd": "snapshot"}, "/seq"),
    ("snapshot", {"seq": 4, "cmd": "snapshot", "extra": 1}, ""),
    ("request", {"seq": 1, "cmd": "explode"}, "/cmd"),
    ("start_response", {"seq": 1, **INFO, "games": []}, "/games"),
    ("start_response", {"seq": 1, **INFO, "capabilities": ["Attach It"]}, "/capabilities/0"),
    ("start_response", {"seq": 1, "name": "e"}, ""),
    ("setup_response", {"seq": 2, "ok": False}, "/ok"),
    ("setup_response", {"seq": 2, "refused": {"problems": [{"pointer": "objects", "message": "?"}]}},
     "/refused/problems/0/pointer"),
    ("perform_response", {"seq": 3, "refused": {"problems": [{"pointer": "", "message": "?"}]}}, ""),
    ("perform_response", {"seq": 3, "result": {"accepted": True}}, "/result/accepted"),
    ("perform_response", {"seq": 3, "skipped": {}}, "/skipped"),
    ("snapshot_response", {"seq": 4, "state": {**STATE, "players": []}}, "/state/players"),
    ("snapshot_response", {"seq": 4, "errored": {"context": "x"}}, "/errored"),
    ("stop_response", {"seq": 5}, ""),
]


@pytest.mark.parametrize(("name", "message"), VALID, ids=lambda v: v if isinstance(v, str) else "")
def test_example_messages_validate(name, message):
    assert schemas.validate(f"protocol/{name}", message) == []


@pytest.mark.parametrize(("name", "message", "pointer"), BROKEN, ids=lambda v: v if isinstance(v, str) else "")
def test_broken_messages_are_refused_at_their_pointer(name, message, pointer):
    problems = schemas.validate(f"protocol/{name}", message)
    assert problems, f"{name} accepted {message}"
    assert problems[0].pointer == pointer


def undescribed_or_open(node, where=""):
    """Fields without a description, and closed-looking objects left open, below ``node``."""
    if isinstance(node, list):
        for i, sub in enumerate(node):
            yield from undescribed_or_open(sub, f"{where}/{i}")
        return
    if not isinstance(node, dict):
        return
    for key, sub in node.get("properties", {}).items():
        if "description" not in sub and not sub.get("$ref", "").endswith("#/$defs/seq"):
            yield f"{where}/properties/{key} has no description"
    # request.json dispatches on cmd (allOf) and stays open; each request it names is closed.
    if "properties" in node and node.get("additionalProperties") is not False and "allOf" not in node:
        yield f"{where} is an open object"
    for key, sub in node.items():
        if key not in ("if", "then", "else", "properties"):  # conditions constrain; they are not shapes
            yield from undescribed_or_open(sub, f"{where}/{key}")
    for key, sub in node.get("properties", {}).items():
        yield from undescribed_or_open(sub, f"{where}/properties/{key}")


def test_each_schema_file_is_valid_has_its_own_id_and_describes_every_field():
    ids = set()
    for path in sorted(PROTOCOL.glob("*.json")):
        schema = json.loads(path.read_text())
        jsonschema.Draft202012Validator.check_schema(schema)  # raises if the schema itself is invalid
        schemas.validator(f"protocol/{path.stem}")  # raises if a $ref names nothing
        assert schema["$id"] == f"https://rulespec.dev/schemas/protocol/{path.stem}/1"
        ids.add(schema["$id"])
        assert schema.get("description"), path.name
        assert list(undescribed_or_open(schema)) == [], path.name
    assert len(ids) == 12


def test_the_field_checker_finds_an_undescribed_field_and_an_open_object():
    schema = {"$defs": {"x": {"type": "object", "properties": {"a": {"type": "string"}}}}}
    assert list(undescribed_or_open(schema)) == ["/$defs/x/properties/a has no description",
                                                 "/$defs/x is an open object"]


def test_every_request_the_adapters_build_is_valid():
    for seq, (cmd, payload) in enumerate([("start", {}), ("setup", {"state": STATE}),
                                          ("perform", {"action": {"type": "resolve", "player": "A"}}),
                                          ("snapshot", {}), ("stop", {})], start=1):
        request = build_request(seq, cmd, **payload)
        assert schemas.validate(f"protocol/{cmd}", request) == []
        assert schemas.validate("protocol/request", request) == []
        line = encode(request)
        assert line.endswith(b"\n") and line.count(b"\n") == 1
        assert json.loads(line) == request


def test_the_known_capabilities_fit_the_capability_pattern():
    assert schemas.validate("protocol/start_response", {"seq": 0, **INFO, "capabilities": list(CAPABILITIES)}) == []


SENT = {"seq": 7, "cmd": "perform", "action": {"type": "resolve", "player": "A"}}


def test_a_normal_answer_is_returned():
    answer = {"seq": 7, "result": {"accepted": True, "events": []}}
    assert check_answer("perform", SENT, answer) is answer


@pytest.mark.parametrize(("got", "message"), [
    ({"seq": 6, "result": {"accepted": True, "events": []}}, "expected seq 7, got 6"),
    ({"result": {"accepted": True, "events": []}}, "expected seq 7, got no seq"),
    ({"seq": "7", "result": {"accepted": True, "events": []}}, 'expected seq 7, got "7"'),
    ({"seq": True, "result": {"accepted": True, "events": []}}, "expected seq 7, got true"),
    ({"seq": None, "skipped": {"message": "x"}}, "expected seq 7, got null"),
])
def test_an_answer_to_another_request_is_wrong_seq(got, message):
    with pytest.raises(EngineFault) as info:
        check_answer("perform", SENT, got, stderr="tail")
    assert info.value.kind == "wrong_seq"
    assert info.value.message.startswith(message)
    assert (info.value.sent, info.value.got, info.value.stderr) == (SENT, got, "tail")


def test_errored_with_a_null_seq_is_errored_not_wrong_seq():
    with pytest.raises(EngineFault) as info:
        check_answer("perform", SENT, {"seq": None, "errored": {"message": "unreadable request"}})
    assert info.value.kind == "errored" and "unreadable request" in info.value.message


def test_skipped_errored_refused_and_invalid_map_to_their_outcomes():
    with pytest.raises(EngineSkipped) as skipped:
        check_answer("perform", SENT, {"seq": 7, "skipped": {"message": "later", "issue_url": "https://x/1"}})
    assert skipped.value.issue_url == "https://x/1"
    with pytest.raises(EngineFault) as errored:
        check_answer("perform", SENT, {"seq": 7, "errored": {"message": "bug", "context": ["frame 1"]}})
    assert (errored.value.kind, errored.value.got) == ("errored", ["frame 1"])
    setup = {"seq": 7, "cmd": "setup", "state": STATE}
    with pytest.raises(EngineFault) as refused:
        check_answer("setup", setup, {"seq": 7, "refused": {"problems": [{"pointer": "/turn", "message": "no"}]}})
    assert refused.value.kind == "refused_setup"
    assert [(p.pointer, p.message) for p in refused.value.problems] == [("/turn", "no")]
    with pytest.raises(EngineFault) as invalid:
        check_answer("perform", SENT, [7])
    assert invalid.value.kind == "invalid_answer" and invalid.value.problems[0].pointer == ""


@pytest.mark.parametrize("raw", [b"DEBUG hello", b"", b'{"seq": 1', b"NaN", b'{"x": Infinity}', b"\xff\xfe{}",
                                 b"[" * 100_000])
def test_decode_refuses_what_is_not_strict_json(raw):
    with pytest.raises(EngineFault) as info:
        decode(raw, sent=SENT, stderr="e")
    assert info.value.kind == "not_json" and info.value.sent == SENT and info.value.stderr == "e"
    assert len(info.value.got) <= 64 * 1024 + 100



def test_resolve_timeout_refuses_nonsense():
    assert resolve_timeout(1.5) == 1.5
    for bad in (0, -1, float("nan")):
        with pytest.raises(ValueError):
            resolve_timeout(bad)


def test_every_message_in_the_guide_for_engine_authors_validates():
    guide = Path(__file__).resolve().parent.parent / "docs" / "implementing.md"
    lines = [line for line in guide.read_text().splitlines() if line.startswith('{"seq"')]
    cmd, checked = None, 0
    for line in lines:
        message = json.loads(line)
        if "cmd" in message:
            cmd, name = message["cmd"], "protocol/request"
        else:
            name = f"protocol/{cmd}_response"
        assert schemas.validate(name, message) == [], line
        checked += 1
    assert checked >= 14


def test_the_guide_says_what_to_answer_to_an_unknown_command_and_the_oracle_does_so():
    import io
    import re

    from rulespec.oracle.server import serve_stdio

    guide = (Path(__file__).resolve().parent.parent / "docs" / "implementing.md").read_text()
    said = re.search(r"Answer a `cmd` you do not know.*?`(\{\"seq\".*?\})`", guide, re.DOTALL)
    assert said is not None, "the guide does not say what to answer to an unknown command"
    documented = json.loads(said[1])
    assert schemas.validate("protocol/start_response", documented) == []  # `errored` answers any request
    out = io.BytesIO()
    serve_stdio(io.BytesIO(b'{"seq": 6, "cmd": "frobnicate"}\n{"seq": 7, "cmd": "stop"}\n'), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers[0].keys() == documented.keys() and answers[0]["seq"] == documented["seq"]
    assert "frobnicate" in answers[0]["errored"]["message"] and answers[1] == {"seq": 7, "ok": True}


def test_the_guide_says_where_an_attach_event_happens_as_the_oracle_reports_it():
    from rulespec.oracle import load_state, perform

    guide = (Path(__file__).resolve().parent.parent / "docs" / "implementing.md").read_text()
    assert "`attach` event's `location` is the host's" in guide
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "battlefields": [{"id": "bf1"}],
             "objects": [{"id": "garen", "card": {"type": "unit", "might": 4}, "owner": "A", "zone": "board",
                          "location": "battlefield:bf1"},
                         {"id": "blade", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                          "owner": "A", "zone": "board", "location": "base:A"}]}
    _, result = perform(load_state(state), {"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    attach, relocate = result["events"]
    assert attach == {"type": "attach", "object": "blade", "to": "garen", "location": "battlefield:bf1"}
    assert relocate["type"] == "relocate" and relocate["to"] == "battlefield:bf1"
