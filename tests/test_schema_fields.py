"""The document schemas describe every field and close every object, as the protocol's do."""

from __future__ import annotations

import pytest
from test_protocol_schemas import undescribed_or_open

from rulespec import schemas


@pytest.mark.parametrize("kind", ["state", "action", "result", "event", "expectations", "report_line", "vector"])
def test_every_field_is_described_and_every_object_closed(kind: str) -> None:
    schema = schemas.load_schema(kind)
    assert schema["$id"] == f"https://rulespec.dev/schemas/{kind}/1"
    assert schema.get("description")
    assert list(undescribed_or_open(schema)) == []


def test_an_attached_card_must_be_on_the_board() -> None:
    doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}], "objects": [
        {"id": "u", "card": {"type": "unit", "might": 1}, "owner": "A", "zone": "board", "location": "base:A"},
        {"id": "s", "card": {"type": "gear"}, "owner": "A", "zone": "hand", "attached_to": "u"}]}
    assert [p.pointer for p in schemas.validate("state", doc)] == ["/objects/1/zone"]
