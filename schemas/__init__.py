"""The contract: JSON Schemas (draft 2020-12) for every document the suite and an engine exchange.

The JSON files beside this module are the single source of truth; this module only loads them
and reports what is wrong with a document as ``Problem`` values that name a JSON pointer.

>>> problems = validate("action", {"type": "attach", "player": "A", "object": "sword"})
>>> [(p.pointer, p.message) for p in problems]
[('', "'to' is a required property")]
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulespec.schemas.references import MAX_DEPTH, Problem, check_json_data, check_state_references

if TYPE_CHECKING:
    import jsonschema
    from referencing import Registry

__all__ = ["DocumentError", "Problem", "check", "check_json_data", "check_state_references", "load_schema",
           "schema_names", "validate"]

KINDS = ("state", "action", "result", "event")
BASE = "https://rulespec.dev/schemas/"
#: The schema files, beside this module (read as files: importlib.resources would cost every process
#: that validates a document a few milliseconds more, for the modules it imports).
HERE = Path(__file__).parent


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
    root = HERE
    names = [p.name for p in root.iterdir() if p.name.endswith(".json")]
    proto = root / "protocol"
    if proto.is_dir():
        names += [f"protocol/{p.name}" for p in proto.iterdir() if p.name.endswith(".json")]
    return sorted(names)


def load_schema(name: str) -> dict[str, Any]:
    """The parsed schema file ``name`` (``state`` or ``state.json`` or ``protocol/start``)."""
    if not name.endswith(".json"):
        name += ".json"
    return json.loads((HERE / name).read_text(encoding="utf-8"))


@cache
def registry() -> Registry:
    from referencing import Registry, Resource  # imported here: the oracle reads references.py without jsonschema

    reg: Registry = Registry()
    for name in schema_names():
        schema = load_schema(name)
        reg = reg.with_resource(schema["$id"], Resource.from_contents(schema))
    return reg


@cache
def validator(kind: str) -> jsonschema.protocols.Validator:
    """The validator of schema ``kind``, over the schema with its references written out in place:
    the same verdicts (no schema here is recursive, none uses $anchor, $dynamicRef or
    unevaluated*), without a reference lookup per value checked, which took a third of the time.
    The schema files are not checked against the metaschema here (a fifth of a second for each
    process that validates a state or an action): tests/test_schema_documents.py checks every
    one of them, and they are read from the package, never from the user."""
    import jsonschema

    schema = load_schema(kind)
    cls = jsonschema.validators.validator_for(schema)
    flat = _inline(schema, registry().resolver(base_uri=schema["$id"]), ())
    return cls(flat, registry=registry(), format_checker=cls.FORMAT_CHECKER)


@cache
def fast_validator(kind: str) -> Any:
    """A compiled validator of schema ``kind`` (jsonschema-rs), which only says whether a document
    is valid, about a hundred times sooner than jsonschema: a run checks every document it sends
    and reads, and nearly all of them are valid. Its "invalid" is never reported: jsonschema then
    checks the document again and words the problems (it is also the judge where the two would
    differ: tests/test_schema_verdicts.py holds them to the same verdicts). No reference is ever
    fetched: the project's schemas are its registry. Neither jsonschema nor referencing is imported
    for it: a process whose documents are all valid never needs them."""
    import jsonschema_rs

    return jsonschema_rs.validator_for(load_schema(kind), registry=_fast_registry(), offline=True)


@cache
def _fast_registry() -> Any:
    """The project's schemas as one jsonschema-rs registry, read once for every validator compiled."""
    import jsonschema_rs

    return jsonschema_rs.Registry([(schema["$id"], schema) for schema in map(load_schema, schema_names())])


_DATA = frozenset({"const", "enum", "default", "examples", "required", "description", "title", "$comment"})


def _inline(node: Any, resolver: Any, seen: tuple[int, ...]) -> Any:
    """``node`` with each ``$ref`` replaced by the schema it names: merged with the keywords
    beside it when they do not overlap, else beside them under ``allOf``. A reference back into
    a schema being written out (recursion) stays a reference."""
    if isinstance(node, list):
        return [_inline(n, resolver, seen) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DATA or key == "$defs":
            out[key] = value
        elif key in ("properties", "patternProperties", "dependentSchemas"):
            out[key] = {name: _inline(sub, resolver, seen) for name, sub in value.items()}
        else:
            out[key] = _inline(value, resolver, seen)
    ref = out.get("$ref")
    if not isinstance(ref, str):
        return out
    resolved = resolver.lookup(ref)
    if id(resolved.contents) in seen:
        return out
    target = _inline(resolved.contents, resolved.resolver, (*seen, id(resolved.contents)))
    del out["$ref"]
    if not isinstance(target, dict) or set(out) & (set(target) - _DATA):
        return {**out, "allOf": [*out.get("allOf", []), target]}
    return {**target, **out}


def _pointer(path: Any) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def _message(kind: str, error: jsonschema.ValidationError) -> str:
    if error.validator == "not" and isinstance(error.validator_value, dict):
        banned = error.validator_value.get("required")
        if banned:
            return f"{', '.join(map(repr, banned))} is not allowed here"
    why = _condition(kind, list(error.absolute_schema_path))
    return f"{error.message}: {why}" if why else error.message


def _condition(kind: str, path: list[Any]) -> str | None:
    """The description of the last conditional rule (an ``allOf`` item with ``if``) on the way to
    a failed keyword: "'board' was expected" says little without "a location means the board"."""
    node: Any = validator(kind).schema
    resolver = registry().resolver(base_uri=node["$id"])
    why = None
    previous: Any = None
    for segment in path:
        while isinstance(node, dict) and segment not in node and "$ref" in node:
            resolved = resolver.lookup(node["$ref"])  # the path does not name the $ref it went through
            node, resolver = resolved.contents, resolved.resolver
        if not isinstance(node, (dict, list)):
            return why
        try:
            node = node[segment]
        except (KeyError, IndexError, TypeError):
            return why
        if previous == "allOf" and isinstance(node, dict) and "if" in node and isinstance(node.get("description"), str):
            why = node["description"]  # a rule of its own, not the description of a field
        previous = segment
    return why


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


def validate(kind: str, document: Any, *, parsed: bool = False) -> list[Problem]:
    """Every schema violation of ``document`` against schema ``kind``, as problems; [] if valid.

    What JSON cannot carry (NaN, infinities, keys that are not strings: ``check_json_data``) is
    reported first and alone: the schema is not applied to something that is not JSON data.
    ``parsed``: ``document`` is what ``jsontext.loads`` read from JSON text, which holds only
    dicts with string keys, lists, strings, ints, finite floats, booleans and None: of that check
    only the depth is left to make, which a compiled validator makes (the walk in Python took
    twice as long as the schema itself on a snapshot)."""
    problems = [] if parsed and _fast_within_depth(document) else check_json_data(document)
    if problems:
        return problems
    if not _fast_valid(kind, document):
        problems = _problems(kind, document) or _fast_problems(kind, document)
    if kind == "state" and not problems:
        problems = check_state_references(document)
    return problems


@cache
def _depth_validator() -> Any:
    """A compiled validator of "nested at most MAX_DEPTH levels" (what check_json_data says of the
    depth): level ``d<n>`` holds arrays and objects whose items are at level ``d<n-1>``."""
    import jsonschema_rs

    levels: dict[str, Any] = {"d0": {"not": {"type": ["array", "object"]}}}
    for n in range(1, MAX_DEPTH + 1):
        below = {"$ref": f"#/$defs/d{n - 1}"}
        levels[f"d{n}"] = {"items": below, "additionalProperties": below}
    return jsonschema_rs.validator_for({"$schema": "https://json-schema.org/draft/2020-12/schema",
                                        "$defs": levels, "$ref": f"#/$defs/d{MAX_DEPTH}"})


def _fast_within_depth(document: Any) -> bool:
    """Whether ``document`` is nested at most MAX_DEPTH levels (False also when the compiled
    validator cannot read it: check_json_data then says why)."""
    try:
        return bool(_depth_validator().is_valid(document))
    except (ValueError, OverflowError, RecursionError):
        return False


def _fast_valid(kind: str, document: Any) -> bool:
    try:
        return bool(fast_validator(kind).is_valid(document))
    except (ValueError, OverflowError, RecursionError):  # what it cannot read (a lone surrogate, a huge integer)
        return False


def _fast_problems(kind: str, document: Any) -> list[Problem]:
    """The compiled validator's own problems, where jsonschema finds none: a ``pattern`` is an
    ECMA-262 regular expression (JSON Schema 2020-12, 6.3.3), whose ``$`` does not match before a
    final newline as Python's does, so ``"u\\n"`` is no id."""
    try:
        errors = list(fast_validator(kind).iter_errors(document))
    except (ValueError, OverflowError, RecursionError):
        return []
    return [Problem(_pointer(e.instance_path), e.message) for e in errors]


def _problems(kind: str, document: Any) -> list[Problem]:
    """The schema's problems with JSON data ``document``, worded by jsonschema."""
    try:
        errors = sorted(validator(kind).iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    except RecursionError:
        return [Problem("", "the document is nested too deeply to be checked")]
    return [Problem(_pointer(err.absolute_path), _message(kind, err)) for err in map(_deepest, errors)]


def check(kind: str, document: Any) -> None:
    """Raise DocumentError if ``document`` is not a valid ``kind`` document."""
    problems = validate(kind, document)
    if problems:
        raise DocumentError(kind, problems, document)
