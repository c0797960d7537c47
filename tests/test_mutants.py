"""The suite kills its wrong engines (tests/mutants): every mutant fails at least one scenario
tagged with the ruling it breaks, and every ruling the suite covers has a mutant."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulespec import features
from rulespec.features.catalogue import catalogue
from tests.cli_runs import heap_left_out
from tests.mutants import Mutant, all_mutants
from tests.mutants import plugin as mutant_plugin
from tests.mutants.__main__ import killers, run

MUTANTS = all_mutants()
FEATURES = Path(features.__file__).parent


def area_of(mutant: Mutant) -> str:
    return mutant.ruling.split("-")[0]


_MATRIX: list[tuple[dict[str, list[dict[str, str]]], dict[str, str]]] = []


def kill_matrix() -> tuple[dict[str, list[dict[str, str]]], dict[str, str]]:
    """The outcomes of the scenarios of each mutant's ruling against it, and the mutants that could
    not be built: one in-process pytest session for every mutant, computed once (the tests of this
    file run on one worker: tests/conftest.py), each mutant's scenarios stopping at the first that
    kills it, the one that killed it last time first (tests/mutants/killers.json; ``python -m
    tests.mutants`` runs them all, for the whole kill matrix)."""
    if not _MATRIX:
        with heap_left_out():  # tests/cli_runs.py
            outcomes = run(first_kill=True)[1]
        _MATRIX.append((outcomes, dict(mutant_plugin.BROKEN)))
    return _MATRIX[0]


@pytest.mark.parametrize("mutant", MUTANTS, ids=[f"{area_of(m)}-{m.name}" for m in MUTANTS])
def test_a_scenario_of_its_ruling_kills_the_mutant(mutant: Mutant) -> None:
    outcomes, broken_ones = kill_matrix()
    ran = outcomes.get(mutant.name, [])
    broken = broken_ones.get(mutant.name)
    assert broken is None, f"{mutant.name} cannot be built: {broken}"
    assert ran, f"no scenario tagged {mutant.ruling} ran against {mutant.name}"
    assert killers(ran), (f"{mutant.name} ({mutant.ruling}: {mutant.misreading}) passes every scenario of its "
                          f"ruling: {[o['scenario'] for o in ran]}")


def test_every_mutant_breaks_a_ruling_of_the_catalogue() -> None:
    assert {m.ruling for m in MUTANTS} <= set(catalogue())


def test_every_covered_ruling_has_a_mutant() -> None:
    covered = {t for p in FEATURES.rglob("*.feature") for t in re.findall(r"@([A-Z]+-\d+)\b", p.read_text())}
    assert covered - {m.ruling for m in MUTANTS} == set()


def test_a_mutant_that_cannot_be_built_is_broken_not_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong engine whose patch names nothing the oracle has tests nothing: every request of
    it would crash, and a crash reads as a kill. It is reported broken, and killed by nothing."""
    from tests.mutants import patched
    from tests.mutants import plugin as mutant_plugin

    ghost = Mutant("patches-a-ghost", "GEAR-02", "a patch of a function that does not exist",
                   patched(("rulespec.oracle.attach.no_such_function", lambda original, *a, **k: None)))
    monkeypatch.setattr(mutant_plugin, "all_mutants", lambda: [ghost])
    monkeypatch.setattr("tests.mutants.__main__.all_mutants", lambda: [ghost])
    _, outcomes = run(["patches-a-ghost"])
    assert "patches-a-ghost" in mutant_plugin.BROKEN
    assert outcomes["patches-a-ghost"], "its scenarios ran"
    assert {o["outcome"] for o in outcomes["patches-a-ghost"]} == {"broken"}
    assert killers(outcomes["patches-a-ghost"]) == []


def test_a_mutant_whose_code_raises_is_crashed_not_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A wrong engine whose replacement no longer fits the oracle (a signature the oracle changed
    since: a TypeError on every call) errors every scenario, and an error used to read as a kill:
    eight mutants were "killed" that way. Its outcomes are ``crashed``, and nothing kills it."""
    from tests.mutants import patched
    from tests.mutants import plugin as mutant_plugin

    def old_signature(original: object, txn: object) -> None:  # resolve() takes more arguments now
        raise AssertionError("never called with one argument")

    stale = Mutant("fits-an-old-signature", "GEAR-19", "a patch written for an older resolve()",
                   patched(("rulespec.oracle.chain.resolve", old_signature)))
    monkeypatch.setattr(mutant_plugin, "all_mutants", lambda: [stale])
    monkeypatch.setattr("tests.mutants.__main__.all_mutants", lambda: [stale])
    _, outcomes = run(["fits-an-old-signature"])
    ran = outcomes["fits-an-old-signature"]
    assert "crashed" in {o["outcome"] for o in ran}, ran
    assert "errored" not in {o["outcome"] for o in ran}
    assert killers(ran) == [o["scenario"] for o in ran if o["outcome"] == "failed"]


def test_hints_are_not_rewritten_from_a_run_that_killed_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m tests.mutants --hints`` from a run where the suite could not start (every mutant
    survives) would write an empty scheduling hint and exit 0: it exits 1 and leaves the file as it was."""
    from tests.mutants import __main__ as mutants_main
    from tests.mutants import plugin as mutant_plugin

    hints = tmp_path / "killers.json"
    hints.write_text('{"some-mutant": "features/x.py::test_it"}\n')
    monkeypatch.setattr(mutant_plugin, "HINTS", hints)
    monkeypatch.setattr(mutants_main, "run", lambda **kwargs: (MUTANTS[:3], {}))
    assert mutants_main.main(["--hints"]) == 1
    assert hints.read_text() == '{"some-mutant": "features/x.py::test_it"}\n'
    assert "left as it was: 3 of 3 mutants killed by no scenario" in capsys.readouterr().err


def test_a_name_or_an_area_that_selects_no_mutant_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m tests.mutants --area MTG`` once read ``--area`` and ``MTG`` as two mutant names: it
    ran nothing and printed a matrix of nothing, "0/0 mutants killed"."""
    from tests.mutants.__main__ import main

    assert main(["no-such-mutant"]) == 2
    assert "no such mutant: no-such-mutant" in capsys.readouterr().err
    assert main(["--area", "XYZ"]) == 2
    assert "no mutant breaks a ruling of area 'XYZ'" in capsys.readouterr().err
    assert main(["--area"]) == 2
