"""Checks as values, and the one evaluator that makes them (every Then is a check that
can be written as data, so that a scenario exports as a language-neutral vector; docs/vectors.md).

A Then step builds ``Check`` values: which document it reads (the last action's ``result``, its
``events``, the ``snapshot`` after it), optionally which element of a list in it (``within`` a
list, the first element matching ``where``), which field (``path``, a JSON pointer), which matcher,
what is wanted, and which capabilities it needs. ``evaluate`` makes a check and gives a
``Failure`` (what, JSON pointer, wanted, got) or None. The same code runs inside the suite (the
World) and in ``rulespec replay``; docs/vectors.md says the same in words for other languages.

Patterns (``where``, and the wanted value of ``matches``, ``contains``, ``lacks``, ``order``,
``last``, the ``pattern`` of ``count`` and ``total``): an object pattern matches an object that has
each of its fields matching (a field absent from the value is null); a list pattern matches a list
of the same length, item by item; ``{"$prefix": T}`` matches a text that is T or begins with T
followed by a character that is not a letter or digit (T in brackets too: ``[Equip] …``);
``{"$present": true}`` matches a field that is there, whatever its value; ``{"$any_of": [P, …]}``
matches what any of its patterns matches (where the rules leave two answers right); anything else
matches an equal JSON value (true is not 1).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


class _Absent:
    """What a JSON pointer reads where the document has nothing."""

    def __repr__(self) -> str:
        return "absent"


ABSENT: Any = _Absent()

#: The documents a check reads: the last action's result; the same result's events (the action
#: must have been accepted); the snapshot after the last action (``unchanged`` also reads the
#: snapshot taken before it).
DOCS = ("result", "events", "snapshot")

MATCHERS = ("equals", "differs", "set-equal", "matches", "contains", "lacks", "count", "total", "order", "last",
            "unchanged")


@dataclass(frozen=True)
class Check:
    """One check of a Then step, as data. ``what`` says it in words, for the failure message."""

    what: str
    doc: str
    path: str = ""
    matcher: str = "equals"
    wanted: Any = None
    #: A list in ``doc`` (a JSON pointer): the check reads its first element matching ``where``
    #: (an object of the snapshot's ``/objects`` is read with the state document's defaults).
    within: str | None = None
    where: Any = None
    #: ``count`` and ``total``: the elements counted; the list matchers apply ``item_defaults``
    #: to each element first (a field absent from it takes that value).
    pattern: Any = None
    item_defaults: Mapping[str, Any] = field(default_factory=dict)
    #: What ``path`` reads where the document has nothing; without it, nothing there fails.
    default: Any = ABSENT
    #: The capabilities the check needs; with ``part``, an engine without them does not fail or
    #: skip: the check is not made, and counted as not made.
    needs: tuple[str, ...] = ()
    part: bool = False

    def __post_init__(self) -> None:
        if self.doc not in DOCS:
            raise ValueError(f"a check reads one of {DOCS}, not {self.doc!r}")
        if self.matcher not in MATCHERS:
            raise ValueError(f"unknown matcher {self.matcher!r}; known: {', '.join(MATCHERS)}")

    def to_json(self) -> dict[str, Any]:
        """The check as a vector holds it (schemas/vector.json, ``check``); defaults left out."""
        doc: dict[str, Any] = {"what": self.what, "doc": self.doc, "path": self.path, "matcher": self.matcher,
                               "wanted": self.wanted}
        if self.within is not None:
            doc["within"], doc["where"] = self.within, self.where
        if self.pattern is not None:
            doc["pattern"] = self.pattern
        if self.item_defaults:
            doc["item_defaults"] = dict(self.item_defaults)
        if self.default is not ABSENT:
            doc["default"] = self.default
        doc["needs"] = list(self.needs)
        if self.part:
            doc["part"] = True
        return doc

    @classmethod
    def from_json(cls, doc: Mapping[str, Any]) -> Check:
        return cls(what=doc["what"], doc=doc["doc"], path=doc.get("path", ""), matcher=doc["matcher"],
                   wanted=doc.get("wanted"), within=doc.get("within"), where=doc.get("where"),
                   pattern=doc.get("pattern"), item_defaults=dict(doc.get("item_defaults") or {}),
                   default=doc.get("default", ABSENT), needs=tuple(doc.get("needs", ())),
                   part=bool(doc.get("part", False)))


def object_check(object_id: str, path: str, what: str, wanted: Any, matcher: str = "equals", **more: Any) -> Check:
    """A check of a field of the snapshot's object ``object_id`` (defaults applied)."""
    return Check(what, "snapshot", path, matcher, wanted, within="/objects", where={"id": object_id}, **more)


def zone_check(object_id: str, what: str, zone: str, present: bool) -> Check:
    """Whether the snapshot lists ``object_id`` in ``zone`` (an object it does not list is in none)."""
    return Check(what, "snapshot", "/objects", "contains" if present else "lacks", {"id": object_id, "zone": zone},
                 item_defaults={"zone": "board"})


@dataclass(frozen=True)
class Failure:
    """A check that did not hold: what, the JSON pointer looked at, what was wanted and what came."""

    what: str
    pointer: str
    wanted: Any
    got: Any
    #: Where inside ``got`` it first parts from ``wanted`` (a pointer below ``pointer``), with the
    #: two values there: for a whole object or list compared (an event table), the field to look at.
    difference: tuple[str, Any, Any] | None = None


# --- JSON values -------------------------------------------------------------------------------

def json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values: true is not 1, 1 is 1.0."""
    kind = type(a)
    if kind is type(b):  # the common case, told without the checks of mixed types below
        if kind is dict:
            return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
        if kind is list:
            return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
        if kind in _SCALARS:
            return bool(a == b)
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, (dict, list)) or isinstance(b, (dict, list)):
        return False
    return bool(a == b)


_SCALARS = frozenset({str, int, float, bool, type(None)})


def read(doc: Any, pointer: str) -> Any:
    """The value at a JSON pointer (RFC 6901), or ABSENT."""
    if pointer == "":
        return doc
    value = doc
    for token in pointer.lstrip("/").split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            return ABSENT
    return value


def _prefix(value: str, text: str) -> bool:
    return any(value == t or (value.startswith(t) and not value[len(t)].isalnum()) for t in (text, f"[{text}]"))


def matches(value: Any, pattern: Any) -> bool:
    """Whether ``value`` matches ``pattern`` (the module's docstring says how)."""
    if isinstance(pattern, dict):
        if pattern.keys() == {"$prefix"}:
            return isinstance(value, str) and _prefix(value, pattern["$prefix"])
        if pattern.keys() == {"$any_of"}:
            return any(matches(value, p) for p in pattern["$any_of"])
        if not isinstance(value, dict):
            return False
        for key, part in pattern.items():
            if isinstance(part, dict) and part.keys() == {"$present"}:
                if (key in value) != bool(part["$present"]):
                    return False
            elif not matches(value.get(key), part):
                return False
        return True
    if isinstance(pattern, list):
        return (isinstance(value, list) and len(value) == len(pattern)
                and all(matches(v, p) for v, p in zip(value, pattern, strict=True)))
    return json_equal(value, pattern)


def first_difference(a: Any, b: Any, pointer: str = "") -> tuple[str | None, Any, Any]:
    """The first JSON pointer where ``a`` and ``b`` differ (keys in sorted order), with both values."""
    if pointer == "" and json_equal(a, b):  # nearly always: no pointer written for each value
        return None, None, None
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            found = first_difference(a.get(key), b.get(key), f"{pointer}/{key}")
            if found[0] is not None:
                return found
        return None, None, None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{pointer}/{i}")
            if found[0] is not None:
                return found
        return None, None, None
    return (None, None, None) if json_equal(a, b) else (pointer, a, b)


def first_mismatch(value: Any, pattern: Any, pointer: str = "") -> tuple[str, Any, Any] | None:
    """Where ``value`` first fails to match ``pattern`` (as :func:`matches` reads a pattern): the
    JSON pointer there, the pattern's part and the value's; None if it matches. Lists item by item,
    then their lengths; objects by the pattern's fields, in its order."""
    if isinstance(pattern, dict) and pattern.keys() not in ({"$prefix"}, {"$any_of"}):
        if not isinstance(value, dict):
            return pointer, pattern, value
        for key, part in pattern.items():
            here = f"{pointer}/{key.replace('~', '~0').replace('/', '~1')}"
            if isinstance(part, dict) and part.keys() == {"$present"}:
                if (key in value) != bool(part["$present"]):
                    return here, part, value.get(key)
                continue
            found = first_mismatch(value.get(key), part, here)
            if found is not None:
                return found
        return None
    if isinstance(pattern, list):
        if not isinstance(value, list):
            return pointer, pattern, value
        for i, (item, part) in enumerate(zip(value, pattern, strict=False)):
            found = first_mismatch(item, part, f"{pointer}/{i}")
            if found is not None:
                return found
        if len(value) != len(pattern):
            return pointer, f"{len(pattern)} item(s)", f"{len(value)} item(s)"
        return None
    return None if matches(value, pattern) else (pointer, pattern, value)


def _within(failure: Failure) -> Failure:
    """``failure`` with the place inside ``got`` where it parts from ``wanted``, when both are
    objects or both lists (a field below the pointer, or the lists' lengths)."""
    both = (isinstance(failure.wanted, dict) and isinstance(failure.got, dict)) or (
        isinstance(failure.wanted, list) and isinstance(failure.got, list))
    found = first_mismatch(failure.got, failure.wanted) if both else None
    if found is None or (found[1] is failure.wanted and found[2] is failure.got):  # nothing more to say
        return failure
    return Failure(failure.what, failure.pointer, failure.wanted, failure.got,
                   (failure.pointer.rstrip("/") + found[0], found[1], found[2]))


# --- the evaluator -----------------------------------------------------------------------------

def object_with_defaults(obj: Mapping[str, Any], defaults: Mapping[str, Any]) -> dict[str, Any]:
    """An object of a snapshot as the state document reads it: each field left out takes its
    default (schemas/state.json), its controller is its owner, and its ``damage_by`` is all of its
    damage with no player responsible."""
    damage = obj.get("damage", defaults.get("damage", 0))
    return {**defaults, "controller": obj.get("owner"),
            "damage_by": [{"player": None, "amount": damage}] if damage else [], **obj}


def evaluate(check: Check, document: Callable[[str], Any],
             object_defaults: Mapping[str, Any]) -> Failure | None:
    """Make ``check``; ``document(name)`` gives ``result``, ``snapshot`` or ``before`` (the snapshot
    before the last action, which only ``unchanged`` reads)."""
    if check.doc == "events":
        doc = document("result")
        if doc.get("accepted") is not True:
            return Failure("the last action was rejected, so it has no events", "/accepted", True,
                           doc.get("accepted"))
    else:
        doc = document(check.doc)
    if check.matcher == "unchanged":
        pointer, wanted, got = first_difference(document("before"), doc)
        return None if pointer is None else Failure(check.what, pointer, wanted, got)
    base, prefix = doc, ""
    if check.within is not None:
        items = read(doc, check.within)
        items = items if isinstance(items, list) else []
        for i, item in enumerate(items):
            if check.within == "/objects" and check.doc == "snapshot" and isinstance(item, dict):
                item = object_with_defaults(item, object_defaults)
            if matches(item, check.where):
                base, prefix = item, f"{check.within}/{i}"
                break
        else:
            return Failure(f"{check.what}: nothing in {check.within} matches", check.within, check.where, items)
    got = read(base, check.path)
    pointer = f"{prefix}{check.path}" or "/"
    if got is ABSENT:
        if check.default is ABSENT:
            return Failure(f"{check.what}: the document has nothing at {pointer}", pointer, check.wanted, None)
        got = check.default
    return _match(check, pointer, got)


def _items(check: Check, got: Any) -> list[Any]:
    items = got if isinstance(got, list) else []
    if not check.item_defaults:
        return items
    return [{**check.item_defaults, **i} if isinstance(i, dict) else i for i in items]


def _match(check: Check, pointer: str, got: Any) -> Failure | None:
    m, wanted = check.matcher, check.wanted
    if m == "equals":
        return None if json_equal(got, wanted) else _within(Failure(check.what, pointer, wanted, got))
    if m == "differs":
        return None if not json_equal(got, wanted) else Failure(check.what, pointer, {"not": wanted}, got)
    if m == "matches":
        return None if matches(got, wanted) else _within(Failure(check.what, pointer, wanted, got))
    if m in ("contains", "lacks", "count", "total", "order", "last", "set-equal") and not isinstance(got, list):
        return Failure(f"{check.what}: not a list", pointer, wanted, got)
    fail = Failure(check.what, pointer, wanted, got)
    items = _items(check, got)
    if m == "set-equal":
        key = lambda v: json.dumps(v, sort_keys=True)  # noqa: E731
        return None if sorted(map(key, got)) == sorted(map(key, wanted)) else fail
    if m == "contains":
        return None if any(matches(i, wanted) for i in items) else fail
    if m == "lacks":
        found = [i for i in items if matches(i, wanted)]
        return None if not found else Failure(check.what, pointer, {"none like": wanted}, found)
    if m == "count":
        n = sum(1 for i in items if matches(i, check.pattern))
        return None if n == wanted else fail
    if m == "total":
        total = sum(i.get("amount", 0) for i in items if isinstance(i, dict) and matches(i, check.pattern))
        return None if total == wanted else Failure(check.what, pointer, wanted, total)
    if m == "order":
        picked = [i for i in items if any(matches(i, p) for p in wanted)]
        return None if matches(picked, wanted) else _within(Failure(check.what, pointer, wanted, picked))
    if m == "last":
        if items and matches(items[-1], wanted):
            return None
        return Failure(check.what, f"{pointer}/{len(items) - 1}" if items else pointer, wanted,
                       items[-1] if items else None)
    raise ValueError(f"unknown matcher {m!r}")


# --- how a failure reads ------------------------------------------------------------------

def failure_report(scenario: str, step: str | None, failure: Failure,
                   history: list[tuple[dict[str, Any], dict[str, Any]]], state: dict[str, Any]) -> str:
    """A failed check as toml-test shows one: the scenario, the step, what was checked, the JSON
    pointer, what was wanted and what came back, then the actions sent and the state set up
    (shared with ``rulespec replay``)."""
    lines = [f"FAILED {scenario}"]
    if step:
        lines.append(f"  step:   {step}")
    lines += [f"  check:  {failure.what}", f"  at:     {failure.pointer or '/'}",
              f"  wanted: {_js(failure.wanted)}", f"  got:    {_js(failure.got)}"]
    if failure.difference is not None:
        where, wanted, got = failure.difference
        lines.append(f"  differs at {where}: wanted {_js(wanted)}, got {_js(got)}")
    if history:
        lines.append("  actions sent, with the engine's answers:")
        for action, result in history:
            lines.append(f"    {_js(action)}")
            lines.append(f"      -> {_js(result)}")
    lines.append(f"  state set up: {_js(state)}")
    return "\n".join(lines)


def _js(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) < 4000 else text[:4000] + "…"
