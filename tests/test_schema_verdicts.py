"""schemas.validate keeps verdicts (schemas/__init__.py): a document's by its JSON text, and an array
element's found valid against a subschema. What it reports must not depend on what it checked before:
the same problems, at the same pointers, with the caches cold and warm."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulespec import schemas
from rulespec.schemas import Problem

EXAMPLES = Path(__file__).parent / "examples"


def _examples() -> list[tuple[str, Any]]:
    return [(doc["kind"], doc["document"]) for doc in
            (json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*/*.json")))]


def _broken_objects(kind: str, doc: Any) -> Iterator[tuple[str, Any]]:
    """A state with one of its objects made invalid in turn, the others as they were (and valid)."""
    for i in range(len(doc.get("objects", [])) if kind == "state" else 0):
        broken = copy.deepcopy(doc)
        broken["objects"][i]["zone"] = "limbo"
        yield kind, broken


@pytest.fixture
def cold() -> Iterator[None]:
    schemas._verdicts.clear()
    schemas._valid_items.clear()
    yield
    schemas._verdicts.clear()
    schemas._valid_items.clear()


def _problems(kind: str, doc: Any) -> list[Problem]:
    """validate, past its verdicts by document (the verdicts by element stay)."""
    schemas._verdicts.clear()
    return schemas.validate(kind, doc)


@pytest.mark.usefixtures("cold")
def test_the_problems_are_the_same_whatever_was_checked_before() -> None:
    documents = _examples()
    documents += [broken for kind, doc in documents for broken in _broken_objects(kind, doc)]
    each_alone = []
    for kind, doc in documents:
        schemas._valid_items.clear()
        each_alone.append(_problems(kind, doc))
    assert any(each_alone) and not all(each_alone)  # valid and invalid documents both
    after_all = [_problems(kind, doc) for kind, doc in documents]  # the valid ones' elements kept
    assert schemas._valid_items
    assert after_all == each_alone
    again = [schemas.validate(kind, doc) for kind, doc in reversed(documents)]  # by document, now
    assert again == each_alone[::-1]


@pytest.mark.usefixtures("cold")
def test_an_invalid_object_beside_valid_ones_is_reported_at_its_pointer() -> None:
    unit = {"id": "jax", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board", "location": "base:A"}
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "objects": [unit]}
    assert schemas.validate("state", state) == []
    assert schemas._valid_items  # the unit, kept
    twice = {**state, "objects": [unit, {**unit, "id": "garen", "zone": "limbo"}]}
    problems = schemas.validate("state", twice)
    pointers = [p.pointer for p in problems]
    assert "/objects/1/zone" in pointers and all(p.startswith("/objects/1/") for p in pointers), pointers
    schemas._valid_items.clear()
    assert _problems("state", twice) == problems


def test_a_verdict_is_a_copy() -> None:
    action = {"type": "attach", "player": "A", "object": "s"}
    first = schemas.validate("action", action)
    first.append(Problem("/x", "added by a caller"))
    assert schemas.validate("action", action) == [Problem("", "'to' is a required property")]
