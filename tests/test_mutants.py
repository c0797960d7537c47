"""The suite kills its wrong engines (tests/mutants): every mutant fails at least one scenario
tagged with the ruling it breaks, and every ruling the suite covers has a mutant."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from rulespec import features
from rulespec.features.catalogue import catalogue
from tests.mutants import Mutant, all_mutants
from tests.mutants.__main__ import killers, run

MUTANTS = all_mutants()
FEATURES = Path(features.__file__).parent


@pytest.fixture(scope="module")  # computed once: one worker runs this file (tests/conftest.py, ONE_WORKER)
def outcomes() -> dict[str, list[dict[str, str]]]:
    # One in-process pytest session for every mutant; a mutant's scenarios stop at the first that
    # kills it (``python -m tests.mutants`` runs them all, for the whole kill matrix).
    return run(first_kill=True)[1]


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.name for m in MUTANTS])
def test_a_scenario_of_its_ruling_kills_the_mutant(mutant: Mutant, outcomes: dict[str, list[dict[str, str]]]) -> None:
    ran = outcomes.get(mutant.name, [])
    assert ran, f"no scenario tagged {mutant.ruling} ran against {mutant.name}"
    assert killers(ran), (f"{mutant.name} ({mutant.ruling}: {mutant.misreading}) passes every scenario of its "
                          f"ruling: {[o['scenario'] for o in ran]}")


def test_every_mutant_breaks_a_ruling_of_the_catalogue() -> None:
    assert {m.ruling for m in MUTANTS} <= set(catalogue())


def test_every_covered_ruling_has_a_mutant() -> None:
    covered = {t for p in FEATURES.rglob("*.feature") for t in re.findall(r"@([A-Z]+-\d+)\b", p.read_text())}
    assert covered - {m.ruling for m in MUTANTS} == set()


def test_every_patch_names_a_function_the_oracle_has() -> None:
    """A patch of a name the oracle no longer has errors on every scenario, and an error counts as
    a kill: such a mutant would be killed without testing anything."""
    for mutant in MUTANTS:
        for target, _ in getattr(mutant.make, "patches", ()):
            module, _, attr = target.rpartition(".")
            assert hasattr(importlib.import_module(module), attr), f"{mutant.name}: {target} names nothing"
