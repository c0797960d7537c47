"""The contract: JSON Schemas (draft 2020-12) for every document the suite and an engine exchange.

The JSON files beside this module are the single source of truth; this module only loads them
and reports what is wrong with a document as ``Problem`` values that name a JSON pointer.

>>> problems = validate("action", {"type": "attach", "player": "A", "object": "sword"})
>>> [(p.pointer, p.message) for p in problems]
[('', "'to' is a required property")]
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import jsonschema
from referencing import Registry, Resource

KINDS = ("state", "action", "result", "event")
BASE = "https://rulespec.dev/schemas/"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a document: where (an RFC 6901 JSON pointer) and what."""

    pointer: str
    message: str

    def __str__(self) -> str:
        return f"at {self.pointer or '/'} (JSON pointer): {self.message}"


class DocumentError(ValueError):
    """A document that breaks the contract. ``problems`` holds every violation found."""

    def __init__(self, kind: str, problems: list[Problem], document: Any = None) -> None:
        self.kind = kind
        self.problems = problems
        self.document = document
        lines = "\n  ".join(str(p) for p in problems)
        super().__init__(f"invalid {kind} document:\n  {lines}")


def schema_names() -> list[str]:
    """Every schema file shipped, relative to this package (``protocol/start.json`` …)."""
    root = resources.files(__name__)
    names = [p.name for p in root.iterdir() if p.name.endswith(".json")]
    proto = root / "protocol"
    if proto.is_dir():
        names += [f"protocol/{p.name}" for p in proto.iterdir() if p.name.endswith(".json")]
    return sorted(names)


def load_schema(name: str) -> dict[str, Any]:
    """The parsed schema file ``name`` (``state`` or ``state.json`` or ``protocol/start``)."""
    if not name.endswith(".json"):
        name += ".json"
    return json.loads((resources.files(__name__) / name).read_text(encoding="utf-8"))


@cache
def registry() -> Registry:
    reg: Registry = Registry()
    for name in schema_names():
        schema = load_schema(name)
        reg = reg.with_resource(schema["$id"], Resource.from_contents(schema))
    return reg


@cache
def validator(kind: str) -> jsonschema.protocols.Validator:
    schema = load_schema(kind)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, registry=registry(), format_checker=cls.FORMAT_CHECKER)


def _pointer(path: Any) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def _message(error: jsonschema.ValidationError) -> str:
    if error.validator == "not" and isinstance(error.validator_value, dict):
        banned = error.validator_value.get("required")
        if banned:
            return f"{', '.join(map(repr, banned))} is not allowed here"
    return error.message


def _relevance(error: jsonschema.ValidationError) -> tuple[int, int]:
    # Prefer the branch that got furthest into the document and failed on a real field
    # (an unknown or missing property), not on the constant that picks the branch.
    return (len(error.absolute_path), 0 if error.validator in ("const", "oneOf", "anyOf") else 1)


def _deepest(error: jsonschema.ValidationError) -> jsonschema.ValidationError:
    """For a failed oneOf/anyOf, the sub-error that names the field that is wrong says far
    more than "is not valid under any of the given schemas"."""
    if not error.context:
        return error
    return max((_deepest(sub) for sub in error.context), key=_relevance)


def validate(kind: str, document: Any) -> list[Problem]:
    """Every schema violation of ``document`` against schema ``kind``, as problems; [] if valid."""
    problems = []
    for err in sorted(validator(kind).iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
        err = _deepest(err)
        problems.append(Problem(_pointer(err.absolute_path), _message(err)))
    if kind == "state" and not problems:
        problems = check_state_references(document)
    return problems


def check(kind: str, document: Any) -> None:
    """Raise DocumentError if ``document`` is not a valid ``kind`` document."""
    problems = validate(kind, document)
    if problems:
        raise DocumentError(kind, problems, document)


def check_state_references(doc: dict[str, Any]) -> list[Problem]:
    """What a schema cannot say: ids are unique and every reference names something that exists.

    >>> doc = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
    ...        "objects": [{"id": "s", "card": {"type": "gear"}, "owner": "A", "zone": "board",
    ...                     "location": "base:A", "attached_to": "ghost"}]}
    >>> [str(p) for p in check_state_references(doc)]
    ["at /objects/0/attached_to (JSON pointer): 'ghost' names no object of this state"]
    """
    problems: list[Problem] = []
    players = [p["id"] for p in doc.get("players", [])]
    fields = doc.get("battlefields", [])
    objects = doc.get("objects", [])
    for label, ids, where in (("player", players, "players"), ("battlefield", [b["id"] for b in fields],
                              "battlefields"), ("object", [o["id"] for o in objects], "objects")):
        seen: set[str] = set()
        for i, ident in enumerate(ids):
            if ident in seen:
                problems.append(Problem(f"/{where}/{i}/id", f"duplicate {label} id {ident!r}"))
            seen.add(ident)
    bf_ids = {b["id"] for b in fields}
    obj_by_id = {o["id"]: o for o in objects}

    def player_ref(pointer: str, value: Any) -> None:
        if value is not None and value not in players:
            problems.append(Problem(pointer, f"{value!r} names no player of this state"))

    turn = doc.get("turn", {})
    if "active_player" in turn:
        player_ref("/turn/active_player", turn["active_player"])
    for i, b in enumerate(fields):
        player_ref(f"/battlefields/{i}/controller", b.get("controller"))
    for i, o in enumerate(objects):
        at = f"/objects/{i}"
        player_ref(f"{at}/owner", o["owner"])
        player_ref(f"{at}/controller", o.get("controller"))
        loc = o.get("location")
        if loc:
            kind, _, name = loc.partition(":")
            if (kind == "base" and name not in players) or (kind == "battlefield" and name not in bf_ids):
                problems.append(Problem(f"{at}/location", f"{loc!r} names no {kind} of this state"))
        model = (o.get("copy_of") or {}).get("object")
        if model is not None and model not in obj_by_id:
            problems.append(Problem(f"{at}/copy_of/object", f"{model!r} names no object of this state"))
        host_id = o.get("attached_to")
        if host_id is not None:
            host = obj_by_id.get(host_id)
            if host is None:
                problems.append(Problem(f"{at}/attached_to", f"{host_id!r} names no object of this state"))
            elif host_id == o["id"]:
                problems.append(Problem(f"{at}/attached_to", "an object cannot be attached to itself"))
            elif host.get("zone") != "board":
                problems.append(Problem(f"{at}/attached_to", f"{host_id!r} is not on the board"))
            elif host.get("location") != loc:
                problems.append(Problem(f"{at}/location",
                                        f"an attached card shares its host's location {host.get('location')!r}"))
    for i, item in enumerate(doc.get("chain", [])):
        at = f"/chain/{i}"
        player_ref(f"{at}/controller", item["controller"])
        if item["source"] not in obj_by_id:
            problems.append(Problem(f"{at}/source", f"{item['source']!r} names no object of this state"))
        for j, t in enumerate(item.get("targets", [])):
            if t not in obj_by_id:
                problems.append(Problem(f"{at}/targets/{j}", f"{t!r} names no object of this state"))
    return problems
