"""The examples in docstrings run (python-chess keeps examples no test runs; we do not)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

from rulespec import adapters, features, oracle, schemas

MODULES = sorted({m.name for pkg in (oracle, schemas, adapters, features)
                  for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + ".")
                  if not m.name.endswith("__main__")} | {"rulespec.oracle", "rulespec.schemas"})


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_are_there() -> None:
    finder = doctest.DocTestFinder()
    with_examples = [n for n in MODULES if any(t.examples for t in finder.find(importlib.import_module(n)))]
    assert {"rulespec.oracle", "rulespec.oracle.state", "rulespec.oracle.cards", "rulespec.oracle.resources",
            "rulespec.schemas", "rulespec.schemas.references"} <= set(with_examples)
