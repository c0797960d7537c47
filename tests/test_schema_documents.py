"""The contract's schemas (schemas/*.json, schemas/protocol/*.json) and the example documents of
tests/examples/.

- Every schema file is itself a valid draft 2020-12 schema, with a unique ``$id``, and every
  ``$ref`` in it resolves.
- Every document under examples/valid/ validates against the schema its file names.
- Every document under examples/invalid/ is refused, with the JSON pointer its file names among
  the problems reported; the oracle refuses every invalid state and action the same way, at the
  same pointer (oracle.StateError, oracle.ActionError): it accepts nothing the contract forbids.

An example file is ``{"kind": "state" | "action" | "result" | "event", "document": {...}}``; an
invalid one also has ``"pointer"``, the RFC 6901 pointer of what is wrong. ``note`` says why.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulespec import oracle, schemas

EXAMPLES = Path(__file__).parent / "examples"
VALID = sorted((EXAMPLES / "valid").glob("*.json"))
INVALID = sorted((EXAMPLES / "invalid").glob("*.json"))
DRAFT = "https://json-schema.org/draft/2020-12/schema"


def _read(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


# --- the schemas themselves -----------------------------------------------------------------


def test_there_are_schemas_for_every_document_kind():
    names = schemas.schema_names()
    for kind in schemas.KINDS:
        assert f"{kind}.json" in names
    assert any(n.startswith("protocol/") for n in names)


@pytest.mark.parametrize("name", schemas.schema_names())
def test_every_schema_file_is_a_valid_2020_12_schema(name):
    schema = schemas.load_schema(name)
    assert schema.get("$schema") == DRAFT
    assert jsonschema.validators.validator_for(schema) is jsonschema.Draft202012Validator
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema.get("$id", "").startswith(schemas.BASE)


def test_schema_ids_are_unique():
    ids = [schemas.load_schema(n)["$id"] for n in schemas.schema_names()]
    assert len(ids) == len(set(ids))


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
        return found + [r for v in node.values() for r in _refs(v)]
    if isinstance(node, list):
        return [r for v in node for r in _refs(v)]
    return []


@pytest.mark.parametrize("name", schemas.schema_names())
def test_every_ref_resolves(name):
    schema = schemas.load_schema(name)
    resolver = schemas.registry().resolver(base_uri=schema["$id"])
    for ref in _refs(schema):
        resolved = resolver.lookup(ref).contents  # raises if it names nothing
        assert isinstance(resolved, (dict, bool)), ref


def _errors(validator: Any, document: Any) -> list[tuple[str, ...]]:
    return sorted(tuple(map(str, e.absolute_path)) for e in validator.iter_errors(document))


@pytest.mark.parametrize("path", VALID + INVALID, ids=[f"{p.parent.name}/{p.name}" for p in VALID + INVALID])
def test_the_inlined_validator_agrees_with_the_schema_as_written(path):
    """schemas.validator writes each $ref out in place for speed: it must find the same errors
    at the same places as a validator over the schema files as they are."""
    example = _read(path)
    as_written = jsonschema.Draft202012Validator(schemas.load_schema(example["kind"]), registry=schemas.registry())
    assert _errors(schemas.validator(example["kind"]), example["document"]) == _errors(as_written,
                                                                                      example["document"])


# --- the example documents ------------------------------------------------------------------


def test_the_examples_are_well_formed():
    assert len(VALID) >= 10 and len(INVALID) >= 10
    for path in VALID + INVALID:
        example = _read(path)
        assert example["kind"] in schemas.KINDS, path.name
        assert set(example) <= {"kind", "pointer", "note", "document"}, path.name
        assert ("pointer" in example) == (path.parent.name == "invalid"), path.name
    for path in INVALID:
        pointer = _read(path)["pointer"]
        assert pointer == "" or pointer.startswith("/"), path.name


def test_every_action_type_has_a_valid_example():
    types = set(schemas.load_schema("action")["properties"]["type"]["enum"])
    examples = {_read(p)["document"]["type"] for p in VALID if _read(p)["kind"] == "action"}
    assert examples == types


def test_there_are_accepted_and_rejected_result_examples():
    results = [_read(p)["document"] for p in VALID if _read(p)["kind"] == "result"]
    assert {r["accepted"] for r in results} == {True, False}


@pytest.mark.parametrize("path", VALID, ids=[p.name for p in VALID])
def test_every_valid_example_validates(path):
    example = _read(path)
    assert schemas.validate(example["kind"], example["document"]) == []


@pytest.mark.parametrize("path", INVALID, ids=[p.name for p in INVALID])
def test_every_invalid_example_is_refused_at_its_pointer(path):
    example = _read(path)
    problems = schemas.validate(example["kind"], example["document"])
    assert problems, f"{path.name} was accepted"
    assert example["pointer"] in [p.pointer for p in problems], [str(p) for p in problems]
    with pytest.raises(schemas.DocumentError):
        schemas.check(example["kind"], example["document"])


ORACLE_INPUTS = [p for p in INVALID if _read(p)["kind"] in ("state", "action")]


@pytest.mark.parametrize("path", ORACLE_INPUTS, ids=[p.name for p in ORACLE_INPUTS])
def test_the_oracle_refuses_every_invalid_input_at_its_pointer(path):
    example = _read(path)
    if example["kind"] == "state":
        with pytest.raises(oracle.StateError) as caught:
            oracle.load_state(example["document"])
    else:
        state = oracle.load_state({"schema": "rulespec/state/1", "game": "riftbound",
                                   "players": [{"id": "A"}, {"id": "B"}], "objects": []})
        with pytest.raises(oracle.ActionError) as caught:
            oracle.perform(state, example["document"])
    assert example["pointer"] in [pointer for pointer, _ in caught.value.problems], str(caught.value)


@pytest.mark.parametrize("path", [p for p in VALID if _read(p)["kind"] == "state"],
                         ids=[p.name for p in VALID if _read(p)["kind"] == "state"])
def test_valid_state_examples_load_in_the_oracle(path):
    doc = _read(path)["document"]
    state = oracle.load_state(doc)
    assert schemas.validate("state", oracle.snapshot(state)) == []


def test_the_snapshot_example_is_what_the_rules_say():
    """The snapshot example was written from the rules: Might 4 + Guardian Angel's +1 (434.1.d);
    the Angel's effect text belongs to its host and the host's controller (136.2.c, 191.4.a); the
    Angel's printed Equip is present but inactive while attached (718.2, 721); the host is
    top-most and equipped (717, 818.3). The oracle's snapshot of the same state agrees."""
    snap = _read(EXAMPLES / "valid" / "snapshot-equipped.json")["document"]
    bare = json.loads(json.dumps(snap))
    for o in bare["objects"]:
        del o["view"]
    ours = oracle.snapshot(oracle.load_state(bare))
    for mine, theirs in zip(snap["objects"], ours["objects"], strict=True):
        assert theirs["view"] == mine["view"], mine["id"]
