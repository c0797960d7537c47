"""schemas.validate asks a compiled validator (jsonschema-rs) first and jsonschema only for the
documents it finds invalid (schemas/__init__.py). The two must give the same verdicts: on every
example document, and on each of them changed at one place at a time (a value of the wrong type,
a string where a number goes, a key removed, an unknown key added), where a looser or stricter
validator would show. Where they differ by design (ECMA-262 patterns), the test says so."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulespec import schemas
from rulespec.schemas import Problem, jsontext
from rulespec.schemas.references import MAX_DEPTH

EXAMPLES = Path(__file__).parent / "examples"


def _examples() -> list[tuple[str, Any]]:
    return [(doc["kind"], doc["document"]) for doc in
            (json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*/*.json")))]


def _places(doc: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _places(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from _places(value, (*path, i))


CHANGES = ("wrong type", "remove", "unknown key")


def _changed(doc: Any) -> Iterator[Any]:
    """``doc`` changed at one place at a time, the kinds of change taken in turn from place to place
    (a key can only be removed from an object, an unknown key only added to one)."""
    for n, path in enumerate(_places(doc)):
        if not path:
            continue
        *parent_path, last = path
        new = copy.deepcopy(doc)
        parent = new
        for step in parent_path:
            parent = parent[step]
        value = parent[last]
        change = CHANGES[n % 3]
        if change == "remove" and isinstance(parent, dict):
            del parent[last]
        elif change == "unknown key" and isinstance(value, dict):
            value["zz_unknown"] = True
        else:
            parent[last] = 7 if isinstance(value, str) else "x" if not isinstance(value, (dict, list)) else 1.5
        yield new


def _jsonschema_valid(kind: str, doc: Any) -> bool:
    return bool(schemas.validator(kind).is_valid(doc))


def test_the_compiled_validator_and_jsonschema_agree_on_every_example_and_its_variants() -> None:
    checked = valid = 0
    disagreements = []
    for kind, doc in _examples():
        for variant in [doc, *_changed(doc)]:
            fast = schemas.fast_validator(kind).is_valid(variant)
            if fast != _jsonschema_valid(kind, variant):
                disagreements.append((kind, fast, json.dumps(variant)[:300]))
            checked += 1
            valid += fast
    assert not disagreements, disagreements[:5]
    assert checked > 1000 and 0 < valid < checked, (checked, valid)  # both verdicts met, many times


def test_an_invalid_document_is_worded_by_jsonschema() -> None:
    action = {"type": "attach", "player": "A", "object": "s"}
    assert schemas.validate("action", action) == [Problem("", "'to' is a required property")]


def test_a_pattern_is_ecma_262_and_its_dollar_does_not_match_before_a_final_newline() -> None:
    # Python's re (and so jsonschema) lets "$" match before a final "\n"; JSON Schema 2020-12, 6.3.3,
    # makes patterns ECMA-262, where it does not. The compiled validator's verdict stands.
    unit = {"id": "u\n", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board", "location": "base:A"}
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "objects": [unit]}
    assert _jsonschema_valid("state", state)
    problems = schemas.validate("state", state)
    assert [p.pointer for p in problems] == ["/objects/0/id"], problems


def test_a_verdict_is_a_copy() -> None:
    action = {"type": "attach", "player": "A", "object": "s"}
    first = schemas.validate("action", action)
    first.append(Problem("/x", "added by a caller"))
    assert schemas.validate("action", action) == [Problem("", "'to' is a required property")]


def test_what_the_compiled_validator_cannot_read_is_checked_by_jsonschema() -> None:
    unit = {"id": "u", "card": {"type": "unit", "might": 3, "name": "Jax\ud800"},  # a lone surrogate
            "owner": "A", "zone": "board", "location": "base:A"}
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "objects": [unit]}
    assert schemas.validate("state", state) == []  # a string all the same: the schema allows it
    unit["owner"] = 7
    assert [p.pointer for p in schemas.validate("state", state)] == ["/objects/0/owner"]


def test_a_document_parsed_from_json_text_has_the_same_verdict_and_its_depth_is_still_checked() -> None:
    """``validate(..., parsed=True)`` leaves out the walk of check_json_data (JSON text holds only JSON
    data) but not its depth: the same problems as the full check, for every example, and for
    documents nested up to and past MAX_DEPTH. (The schema part is the same code either way: the
    examples' one-place variants, which test it, are for the test above.)"""
    differences = []
    for kind, doc in _examples():
        parsed = jsontext.loads(json.dumps(doc))
        if schemas.validate(kind, parsed, parsed=True) != schemas.validate(kind, parsed):
            differences.append((kind, json.dumps(doc)[:300]))
    assert not differences, differences[:5]
    for depth in (MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 3 * MAX_DEPTH):
        nested: Any = "leaf"
        for level in range(depth):
            nested = [nested] if level % 2 else {"k": nested}
        answer = jsontext.loads(json.dumps({"seq": 1, "errored": {"message": "deep", "context": nested}}))
        full = schemas.validate("protocol/perform_response", answer)
        assert schemas.validate("protocol/perform_response", answer, parsed=True) == full
        assert (depth + 2 > MAX_DEPTH) == any("nested deeper than" in p.message for p in full), (depth, full)
