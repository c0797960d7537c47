"""Every document the oracle reads is checked against the contract before it is used.

The contract is the suite's: schemas/state.json and schemas/action.json, plus the referential
rules of schemas/references.py (unique ids, references that name something, no attachment
cycles: 434.1, 717). A document that breaks it raises ``StateError`` or ``ActionError`` with the
JSON pointer of each problem; nothing of it reaches the rules.

JSON Schema's ``integer`` is a number with no fractional part, so ``3.0`` is the integer 3
(draft 2020-12, validation 6.1.1). The oracle reads it as the int 3: its answers never carry a
float, and never NaN or an infinity, which are not JSON (RFC 8259 6).
"""

from __future__ import annotations

from typing import Any, TypeVar

from rulespec import schemas
from rulespec.oracle.errors import InvalidDocument

E = TypeVar("E", bound=InvalidDocument)


def checked(kind: str, doc: Any, error: type[E], *, validated: bool = False) -> Any:
    """``doc`` with integral floats read as ints, once it is known valid against schema ``kind``.

    ``validated``: the caller has already checked it with ``schemas.check`` (as
    adapters.base.ValidatingAdapter does for every document the suite sends), so it is not
    checked twice."""
    if not validated:
        problems = schemas.validate(kind, doc)
        if problems:
            raise error(problems[0].pointer, problems[0].message,
                        tuple((p.pointer, p.message) for p in problems))
    return integers(doc)


def integers(doc: Any) -> Any:
    """``doc`` with every float read as an int; the very same object when it holds no float.
    Only for valid documents: their schemas have no fractional numbers."""
    if not _holds_float(doc):  # nearly every document: told by a walk that builds nothing
        return doc
    return _integers(doc)


def _holds_float(doc: Any) -> bool:
    """Whether a float is anywhere in ``doc``, a level of the tree at a time."""
    level = [doc]
    while level:
        below: list[Any] = []
        for value in level:
            kind = type(value)
            if kind in _NO_FLOAT:
                continue
            if isinstance(value, dict):
                below.extend(value.values())
            elif isinstance(value, list):
                below.extend(value)
            elif isinstance(value, float):
                return True
        level = below
    return False


_NO_FLOAT = frozenset({str, int, bool, type(None)})


def _integers(doc: Any) -> Any:
    if isinstance(doc, float):
        return int(doc)
    if isinstance(doc, dict):
        changed = {k: n for k, v in doc.items() if isinstance(v, (float, dict, list)) and (n := _integers(v)) is not v}
        return {**doc, **changed} if changed else doc
    if isinstance(doc, list):
        listed = [_integers(v) if isinstance(v, (float, dict, list)) else v for v in doc]
        return listed if any(a is not b for a, b in zip(listed, doc, strict=True)) else doc
    return doc
