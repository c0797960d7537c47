"""pytest-bdd's step look-up, with what a scenario's parents hold read once rather than per step.

To find the definition of a step, pytest-bdd asks pytest, for every fixture name registered, which
definitions the scenario's test sees (``pytest_bdd.scenario.find_fixturedefs_for_step``); pytest
answers by walking every parent node of the test. Done for each step, and again when the runner
reads a scenario's steps before it runs (features/steps/world.py, adapters/runner/collector.py),
that was 40% of the CPU of a run of the suite (cProfile).

The definitions a test sees are those registered on its parents (its module, the conftests and
plugins above), which pytest registers when it collects them, and those registered on the test
itself as it runs (pytest-bdd's target fixtures and its temporary step fixture). Here the first are
read once per parent node and set of fixture names, with the answer for each step text kept, the
second every time (when there are any, the answer is made afresh): the answer is the same list, in
the same order, as pytest-bdd's own (tests/test_feature_suite.py compares them). pytest-bdd's
``get_step_function``, which runs that look-up for each step, is replaced too. The look-up is
replaced while a pytest session of the plugin is configured (``install``), on the pytest versions
whose fixture registry it reads (9.2 and later), and the original is put back after. Which step
functions parse a step text is kept for the life of the process (``_MATCHED``): many in-process
sessions (the project's tests, ``rulespec fuzz``) read the same steps against the same definitions.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest


@dataclass
class _Parent:
    """What a parent node sees, for one set of fixture names registered."""

    visible: dict[str, list[Any]]  # name -> step definitions, as getfixturedefs orders them (least specific first)
    found: dict[tuple[str, str], list[Any]] = field(default_factory=dict)  # (step type, text) -> definitions
    #: every definition it sees, in the order of the names, and their contexts (``_contexts``)
    candidates: list[Any] = field(default_factory=list)
    contexts: tuple[tuple[Any, ...], tuple[int, ...]] = ((), ())


#: Per session: (parent node, fixture names) -> what the parent sees.
_PARENTS = pytest.StashKey[dict[tuple[Any, tuple[str, ...]], _Parent]]()

_NAME = "find_fixturedefs_for_step"  # in pytest_bdd.scenario
#: (the config that installed it, pytest-bdd's own functions)
_installed: list[tuple[pytest.Config, dict[str, Any]]] = []


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterator[Any]:
    """The fixture definitions of step functions that can parse ``step`` and are visible to ``node``:
    pytest-bdd's ``find_fixturedefs_for_step``, with what ``node``'s parents hold read once."""
    from pytest_bdd.compat import get_fixture_names
    from pytest_bdd.steps import step_function_context_registry

    by_node = getattr(fixturemanager, "_arg2node2fixturedefs", None)
    session = getattr(node, "session", None)
    if by_node is None or node.parent is None or session is None:
        yield from original()(step, fixturemanager, node)
        return
    by_nodeid = getattr(fixturemanager, "_arg2nodeid2fixturedefs", {})
    names = tuple(get_fixture_names(fixturemanager))
    parents = session.stash.setdefault(_PARENTS, {})
    parent = parents.get((node.parent, names))
    if parent is None:
        parent = parents[(node.parent, names)] = _Parent({
            name: [d for d in fixturemanager.getfixturedefs(name, node.parent) or ()
                   if d.func in step_function_context_registry]
            for name in names})
        parent.candidates = [d for name in names for d in parent.visible[name]]
        parent.contexts = _contexts(parent.candidates)
    nodeid = node.nodeid
    on_node = {*(n for n, where in by_node.items() if node in where),
               *(n for n, where in by_nodeid.items() if nodeid in where)}
    own = {name: defs for name in on_node
           if (defs := [d for d in (*by_node.get(name, {}).get(node, ()), *by_nodeid.get(name, {}).get(nodeid, ()))
                        if d.func in step_function_context_registry])}
    # A target fixture of a step, registered on the node, defines no step: left out above.
    if own:  # getfixturedefs(name, node): the parent's definitions, then those registered on node itself
        yield from _matching(step, [d for name in names for d in [*parent.visible[name], *reversed(own.get(name, []))]])
        return
    key = (step.type, step.name)
    if key not in parent.found:
        parent.found[key] = list(_matching(step, parent.candidates, parent.contexts))
    yield from parent.found[key]


#: (the step-definition contexts tried, in order; step type; step text) -> the positions of those
#: that parse the step. For the life of the process: a pytest session's fixture definitions are its
#: own, but the step functions' contexts are made once, when their modules are imported, and the
#: runs of the project's tests and of `rulespec fuzz` are many sessions in one process.
#: The contexts are named by identity (a context is a dataclass: equal, not hashable), and kept
#: alive in ``_TRIED`` as long as a key names them, so that no identity is reused meanwhile.
_MATCHED: dict[tuple[tuple[int, ...], str, str], tuple[int, ...]] = {}
_TRIED: dict[tuple[int, ...], tuple[Any, ...]] = {}


def _contexts(fixturedefs: list[Any]) -> tuple[tuple[Any, ...], tuple[int, ...]]:
    """The step-function contexts of ``fixturedefs`` (None for a fixture that is no step), and their identities."""
    from pytest_bdd.steps import step_function_context_registry

    contexts = tuple(step_function_context_registry.get(d.func) for d in fixturedefs)
    return contexts, tuple(map(id, contexts))


def _matching(step: Any, fixturedefs: list[Any],
              known: tuple[tuple[Any, ...], tuple[int, ...]] | None = None) -> Iterator[Any]:
    """The definitions of step functions among ``fixturedefs`` (whose ``_contexts`` are ``known``, or
    worked out here) that can parse ``step``, as pytest-bdd picks them; which ones is worked out once
    per step text and list of definitions (``_MATCHED``)."""
    contexts, ids = known or _contexts(fixturedefs)
    key = (ids, step.type, step.name)
    found = _MATCHED.get(key)
    if found is None:
        if len(_MATCHED) > 100_000:  # a process that reads suite after suite: start again
            _MATCHED.clear()
            _TRIED.clear()
        _TRIED.setdefault(ids, contexts)
        found = _MATCHED[key] = tuple(
            i for i, context in enumerate(contexts) if context is not None
            and (context.type is None or context.type == step.type) and context.parser.is_matching(step.name))
    for i in found:
        _signed(contexts[i].step_func)
        yield fixturedefs[i]


def _signed(func: Any) -> None:
    """pytest-bdd asks ``inspect.signature`` of a step function twice at each step it runs (a tenth
    of a run's CPU); a function's ``__signature__``, which ``inspect.signature`` returns as it is,
    keeps the answer once made."""
    if "__signature__" not in getattr(func, "__dict__", {"__signature__": None}):
        with contextlib.suppress(TypeError, ValueError, AttributeError):
            func.__signature__ = inspect.signature(func)


def get_step_function(request: pytest.FixtureRequest, step: Any) -> Any:
    """pytest-bdd's ``get_step_function``: the context of the definition pytest would pick among
    those that parse ``step`` (the most specific: the last once sorted by the chain of their parents),
    read from pytest-bdd's registry rather than by registering them all as a temporary fixture and
    asking pytest for its value, which is what pytest-bdd does and costs a seventh of a run."""
    from pytest_bdd.scenario import iterparentnodeids
    from pytest_bdd.steps import step_function_context_registry

    defs = sorted(find_fixturedefs_for_step(step, request._fixturemanager, request.node),
                  key=lambda d: list(iterparentnodeids(d.baseid)))
    return step_function_context_registry.get(defs[-1].func) if defs else None


_REPLACED = {"find_fixturedefs_for_step": find_fixturedefs_for_step, "get_step_function": get_step_function}


def original(name: str = _NAME) -> Any:
    """pytest-bdd's own ``find_fixturedefs_for_step`` (or ``get_step_function``)."""
    return _installed[0][1][name] if _installed else getattr(importlib.import_module("pytest_bdd.scenario"), name)


def install(config: pytest.Config) -> None:
    """Use this look-up in pytest-bdd until ``uninstall(config)``; a session nested in one that
    installed it (an in-process run) keeps it."""
    if _installed:
        return
    try:  # the module (pytest_bdd.scenario is also the name of a function of the package)
        scenario = importlib.import_module("pytest_bdd.scenario")
    except ImportError:
        return
    if not all(hasattr(scenario, name) for name in (*_REPLACED, "iterparentnodeids")):
        return  # another pytest-bdd than the one this reads: its own look-up
    _installed.append((config, {name: getattr(scenario, name) for name in _REPLACED}))
    for name, function in _REPLACED.items():
        setattr(scenario, name, function)


def uninstall(config: pytest.Config) -> None:
    """Put pytest-bdd's own look-up back, if ``config`` installed this one."""
    if _installed and _installed[0][0] is config:
        scenario = importlib.import_module("pytest_bdd.scenario")
        for name, function in _installed.pop()[1].items():
            setattr(scenario, name, function)
