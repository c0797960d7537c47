"""Strict JSON text, the same on both sides of the protocol (RFC 8259, read as I-JSON, RFC 7493):
``NaN``, ``Infinity`` and numbers too large for a double are not JSON numbers, and a string
holding a lone surrogate (an unpaired ``\\ud800``-``\\udfff`` escape) is not Unicode text.

An object that names a member twice (RFC 7493 2.3) is refused too (:func:`unique_members`):
``{"cmd": "start", "cmd": "stop"}`` is a start to one JSON library and a stop to another, and an
event ``{"type": "attach", "type": "detach"}`` an attach to one runner and a detach to another, so
neither the oracle (its requests, its state texts) nor the suite (an engine's answers) reads one.
The check costs about 12 µs on a 4 KB snapshot's answer (30 µs without it: benchmarks/protocol_roundtrip.py).

>>> loads('{"a": [1, 2.5]}')
{'a': [1, 2.5]}
>>> loads('{"might": NaN}')
Traceback (most recent call last):
ValueError: NaN is not JSON
>>> loads('{"name": "\\\\ud800"}')
Traceback (most recent call last):
ValueError: a lone surrogate at /name is not Unicode text (an unpaired \\ud800-\\udfff escape)
>>> loads('{"seq": 1, "cmd": "start", "cmd": "stop"}')
Traceback (most recent call last):
ValueError: the name "cmd" appears twice in one object (RFC 7493 2.3): {"seq": 1, "cmd": "start", "cmd": "stop"}
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:40]} is too large for a double")
    return value


def unique_members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads``'s ``object_pairs_hook``: the object, or ValueError if it names a member twice."""
    members = dict(pairs)
    if len(members) != len(pairs):
        seen: set[str] = set()
        for twice, _ in pairs:
            if twice in seen:
                break
            seen.add(twice)
        shown = "{" + ", ".join(f"{json.dumps(name)}: {json.dumps(value)}" for name, value in pairs) + "}"
        if len(shown) > 120:
            shown = shown[:119] + "…"
        raise ValueError(f"the name {json.dumps(twice)} appears twice in one object (RFC 7493 2.3): {shown}")
    return members


def lone_surrogate(value: Any) -> str | None:
    """The JSON pointer of the first string or key in ``value`` that holds a lone surrogate, or
    None (json.loads joins the valid pairs, so any surrogate left had no partner). The pointer
    is itself written as text: a surrogate in it is escaped."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        pointer, item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return pointer.encode("utf-8", "backslashreplace").decode("utf-8")
        elif isinstance(item, dict):
            for key, inner in item.items():
                here = pointer + "/" + key.replace("~", "~0").replace("/", "~1")
                if _SURROGATE.search(key):
                    return here.encode("utf-8", "backslashreplace").decode("utf-8")
                stack.append((here, inner))
        elif isinstance(item, list):
            stack.extend((f"{pointer}/{index}", inner) for index, inner in enumerate(item))
    return None


def may_hold_surrogate(text: str) -> bool:
    """Whether ``text`` escapes a surrogate at all (cheap: most text does not, and then no string
    of its value can hold a lone one)."""
    return _SURROGATE_ESCAPE.search(text) is not None


def loads(text: str) -> Any:
    """One strict JSON value, no object naming a member twice; ValueError (or RecursionError, nested
    too deeply) if ``text`` is not one."""
    value = json.loads(text, parse_constant=reject_constant, parse_float=finite_float, object_pairs_hook=unique_members)
    if may_hold_surrogate(text) and (pointer := lone_surrogate(value)) is not None:
        raise ValueError(f"a lone surrogate at {pointer or '/'} is not Unicode text "
                         "(an unpaired \\ud800-\\udfff escape)")
    return value
