"""The oracle's frozen values: ``evolve`` one with some of its fields changed; ``computed``, what is
derived from one, kept with it.

Every state of the game is a frozen value (oracle.state), and each change of an action makes a new
one: an object changed, the state holding it, the turn. ``dataclasses.replace`` does that through
the class's ``__init__``, one ``object.__setattr__`` per field, after a walk of the fields' metadata
(9% of a replay of the whole suite, under cProfile). ``evolve`` gives the same value, for the
oracle's dataclasses (frozen, every field in ``__init__``, no ``__post_init__``), by copying the
fields, about three times sooner.

>>> from rulespec.oracle.state import Battlefield
>>> evolve(Battlefield("bf1"), controller="A")
Battlefield(id='bf1', controller='A')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, Generic, TypeVar, overload

V = TypeVar("V")
R = TypeVar("R")

_FIELDS: dict[type, tuple[tuple[str, ...], frozenset[str]]] = {}


def _field_names(cls: type) -> tuple[tuple[str, ...], frozenset[str]]:
    names = _FIELDS.get(cls)
    if names is None:
        found = fields(cls)
        if any(not f.init for f in found) or hasattr(cls, "__post_init__"):
            raise TypeError(f"evolve cannot copy a {cls.__name__}: a field not in __init__, or __post_init__")
        names = _FIELDS[cls] = (tuple(f.name for f in found), frozenset(f.name for f in found))
    return names


def evolve(value: V, **changes: Any) -> V:
    """``dataclasses.replace(value, **changes)``: the same fields, ``changes`` put in. What a class
    computes once from its fields and keeps beside them (a ``cached_property``: the traits of a
    ``GameObject``, the indexes of a ``GameState``) is not copied: the new value computes its own."""
    names, known = _field_names(type(value))
    if not changes.keys() <= known:
        raise TypeError(f"{type(value).__name__} has no field {sorted(changes.keys() - known)[0]!r}")
    made = object.__new__(type(value))
    own = value.__dict__
    made.__dict__.update({name: own[name] for name in names}, **changes)
    return made


class computed(Generic[V, R]):
    """A value computed from a frozen value on first use and kept in its ``__dict__``: what
    ``functools.cached_property`` does, without the lock it takes on each first use in Python 3.11
    (the oracle's values are never shared between threads, and a replay of the suite makes thousands)."""

    def __init__(self, compute: Callable[[V], R]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> computed[V, R]: ...

    @overload
    def __get__(self, instance: V, owner: type | None = None) -> R: ...

    def __get__(self, instance: V | None, owner: type | None = None) -> computed[V, R] | R:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.compute(instance)
        return value
